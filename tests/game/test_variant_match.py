"""Pop 10 and Power Up through the match: a person at the keyboard against the real computer
(engine in its worker process), and whole computer-versus-computer games, with animations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import ComputerSeat, HumanSeat
from popout_desktop.rules import Game, Move, Phase, Rules
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView


def board_for(qtbot: QtBot, model: GameModel) -> BoardView:
    view = BoardView(model)
    qtbot.addWidget(view)
    view.resize(640, 560)
    view.set_speed(Speed.FAST)
    view.show()
    view.setFocus()
    return view


def wait_for_person(qtbot: QtBot, match: MatchController) -> None:
    qtbot.waitUntil(lambda: match.asked == 1, timeout=20_000)


def test_a_person_plays_power_checkers_by_keyboard_against_the_computer(qtbot: QtBot) -> None:
    model = GameModel(Rules.preset("power_up"))
    view = board_for(qtbot, model)
    match = MatchController(model, view)
    match.set_seat(1, HumanSeat("Ann"))
    match.set_seat(2, ComputerSeat("medium", time_limit=0.2, min_delay_ms=0))

    wait_for_person(qtbot, match)
    QTest.keyClick(view, Qt.Key.Key_X)  # arm the x2 checker, drop it into column 4
    QTest.keyClick(view, Qt.Key.Key_4)
    assert model.game.notation() == "x4"
    assert model.game.phase is Phase.SECOND_DROP
    wait_for_person(qtbot, match)  # the same person makes the second drop
    QTest.keyClick(view, Qt.Key.Key_5)
    assert model.game.notation() == "x4 d5"
    qtbot.waitUntil(lambda: model.game.ply >= 3 and match.asked == 1, timeout=20_000)
    assert model.game.moves[:2] == [Move.power("double", 3), Move.drop(4)]

    played = model.game.ply
    QTest.keyClick(view, Qt.Key.Key_A)  # the anvil, into the first column
    QTest.keyClick(view, Qt.Key.Key_1)
    assert model.game.ply == played + 1 and model.game.moves[-1] == Move.power("anvil", 0)
    assert "anvil" not in model.game.powers(1)
    qtbot.waitUntil(lambda: match.asked == 1 or model.game.is_over, timeout=20_000)
    replay = Game.from_notation(model.game.notation(), model.game.rules)
    assert replay.position_key() == model.game.position_key()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("rules", "levels"),
    [
        (
            Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3),
            ("easy", "beginner"),
        ),
        (Rules(columns=5, rows=5, connect=4, pop_out=False, power_up=True), ("medium", "easy")),
        (
            Rules(columns=5, rows=4, connect=4, pop_out=True, power_up=True, side_columns=True),
            ("beginner", "expert"),
        ),
    ],
    ids=str,
)
def test_the_computer_plays_whole_variant_games(
    qtbot: QtBot, rules: Rules, levels: tuple[str, str]
) -> None:
    model = GameModel(rules.replace(repetition_draw=True))  # so that every game ends
    view = board_for(qtbot, model)
    match = MatchController(model, view)
    match.set_seat(1, ComputerSeat(levels[0], time_limit=0.1, min_delay_ms=0))
    match.set_seat(2, ComputerSeat(levels[1], time_limit=0.1, min_delay_ms=0))
    with qtbot.waitSignal(model.game_over, timeout=120_000):
        pass
    game = model.game
    assert game.result is not None
    replay = Game.from_notation(game.notation(), game.rules)
    assert replay.result == game.result
    if rules.pop_ten and game.result.winner is not None:
        assert game.scores[game.result.winner - 1] == rules.target
