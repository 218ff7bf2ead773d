"""Issue 19, point 6: two computers cannot go round the same moves for ever. When both seats
are computers, a position's third occurrence ends the game in an agreed draw, whatever the
table's repetition rule; with a person at the table, the game goes on."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, ScriptedSeat
from popout_desktop.rules import Game, Move, Reason, Result, Rules
from popout_desktop.rules.decision import COMPUTER_REPETITIONS
from popout_desktop.rules.setup import setup_of
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView

#: After d4 d4, drop, drop, pop, pop brings the position back every four moves (Pop Out 7x6).
CYCLE = ["d4", "d4", *(["d1", "d2", "p1", "p2"] * 6)]


class CyclingComputer(ScriptedSeat):
    """A computer that plays its part of CYCLE (the engine itself would need a position it
    prefers to go round in; the controller's rule is the same for any computer)."""

    @property
    def kind(self) -> str:
        return "computer"


def start(
    qtbot: QtBot, seats: tuple[ScriptedSeat | HumanSeat, ScriptedSeat | HumanSeat]
) -> tuple[GameModel, MatchController]:
    model = GameModel(Rules.preset("pop_out"))
    board = BoardView(model)
    qtbot.addWidget(board)
    board.set_speed(Speed.OFF)
    match = MatchController(model, board)
    for player, seat in enumerate(seats, start=1):
        match.set_seat(player, seat)
    return model, match


def part(player: int) -> list[Move]:
    return [Move.parse(m) for i, m in enumerate(CYCLE) if i % 2 == player - 1]


def test_two_computers_agree_a_draw_at_the_third_occurrence(qtbot: QtBot) -> None:
    model, match = start(qtbot, (CyclingComputer(part(1)), CyclingComputer(part(2))))
    with qtbot.waitSignals([model.game_over, match.repetition_agreed], timeout=30_000):
        pass
    assert model.result == Result(None, Reason.AGREEMENT)
    # d4 d4 is the first occurrence; the position comes back after 4 and after 8 more moves.
    assert model.game.notation() == " ".join(CYCLE[:10])
    assert model.game.occurrences() == COMPUTER_REPETITIONS
    assert match.asked == 0


def test_with_a_person_at_the_table_the_game_goes_on(qtbot: QtBot) -> None:
    human = HumanSeat("Ann")
    model, match = start(qtbot, (CyclingComputer(part(1)), human))
    moves = part(2)
    with qtbot.assertNotEmitted(match.repetition_agreed):
        for _ in range(6):
            qtbot.waitUntil(lambda: match.asked == 2, timeout=30_000)
            human.propose(moves.pop(0))
        qtbot.waitUntil(lambda: match.asked == 2, timeout=30_000)
    assert model.game.occurrences() == 3 and model.result is None


def test_the_tables_own_repetition_rule_still_ends_any_game() -> None:
    game = Game.from_notation(" ".join(CYCLE[:10]), Rules(repetition_draw=True))
    assert game.result == Result(None, Reason.REPETITION)
    assert game.occurrences() == 3


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(
        ["classic", "pop_out", "five_in_a_row", "pop_out_five_in_a_row", "power_up", "pop_ten"]
    ),
    repetition=st.booleans(),
    choices=st.lists(st.integers(min_value=0, max_value=1_000), max_size=60),
)
def test_occurrences_counts_every_earlier_time_of_the_position(
    preset: str, repetition: bool, choices: list[int]
) -> None:
    """Against a count of the keys of every position of a replay, with and without the
    repetition rule's own bookkeeping."""
    try:
        rules = Rules.preset(preset).replace(repetition_draw=repetition)
    except ValueError:  # a table that has no repetition rule
        rules = Rules.preset(preset)
    game = Game(rules)
    keys = [game.position_key()]
    for choice in choices:
        legal = game.legal_moves()
        if game.result is not None or not legal:
            break
        game.play(legal[choice % len(legal)])
        keys.append(game.position_key())
    assert game.occurrences() == keys.count(game.position_key())


def test_a_game_from_a_set_up_position_counts_from_its_start() -> None:
    before = Game.from_notation("d4 d4 d5", Rules())
    game = Game.from_setup(setup_of(before))
    for move in ["d1", "d2", "p1", "p2", "d1", "d2", "p1", "p2"]:
        game.play(Move.parse(move))
    assert game.occurrences() == 3
    game.undo()
    assert game.occurrences() == 2  # after d1 d2 p1, once in each round
