"""The board as shown: steps start and finish on it, it catches up with the game, it resyncs.

No widget here: :class:`ShownBoard` is pure Python, driven by the same steps the view queues.
"""

from __future__ import annotations

import json
import random
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

import popout_desktop
from popout_desktop.game.game_over import GameOver
from popout_desktop.rules import Game, Move, Phase, Rules
from popout_desktop.rules.effects import move_effect
from popout_desktop.ui.board.shown import ShownBoard, Trays, last_move_mark, trays_of
from popout_desktop.ui.board.steps import (
    Step,
    Target,
    step_for_game_over,
    step_for_move,
    step_for_undo,
)
from tests.narrowing import not_none, now

SMALL_POP_TEN = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
POWER_UP = Rules.preset("power_up")
#: A tray slot for kept discs (its value does not matter to the shown board).
KEEP = Target(-1.5, 2.0, 0.7)


def find_game(rules: Rules, wanted: Callable[[Game], bool], seed: int = 4) -> Game:
    """A game reached by random play where ``wanted`` holds."""
    rng = random.Random(seed)
    while True:
        game = Game(rules)
        while not wanted(game) and game.result is None:
            game.play(rng.choice(game.legal_moves()))
        if wanted(game):
            return game


def over_of(game: Game) -> GameOver | None:
    if game.result is None:
        return None
    return GameOver(game.result, frozenset(game.winning_cells()))


def play(shown: ShownBoard, game: Game, move: Move) -> tuple[str, ...]:
    """Play ``move`` in ``game`` and its step on ``shown``, as the view does; the cues."""
    effect = move_effect(game, move)
    game.play(move)
    step = step_for_move(effect, game.rules.rows, KEEP if effect.kept else None)
    step = shown.with_trays(step, trays_of(game), effect.kept)
    cues = shown.start(step) + shown.finish(step)
    over = over_of(game)
    if over is not None:
        win = step_for_game_over(over)
        cues += shown.start(win) + shown.finish(win)
    return cues


def undo(shown: ShownBoard, game: Game) -> None:
    move = game.undo()
    effect = move_effect(game, move)
    step = step_for_undo(effect, game.rules.rows, KEEP if effect.kept else None)
    step = shown.with_trays(step, trays_of(game), effect.kept, undo=True)
    shown.start(step)
    shown.finish(step)


def test_a_new_board_shows_the_game() -> None:
    game = Game.from_notation("d4 d4 d3 d5 p4")
    shown = ShownBoard(game)
    assert shown.cells == [list(column) for column in game.board()]
    assert shown.pieces[3][0] == "disc" and shown.pieces[0][0] == ""
    assert shown.trays == Trays() and shown.over is None
    assert shown.mark == ("pop", 3, 0)
    assert shown.matches(game)


def test_the_last_move_mark() -> None:
    assert last_move_mark(Game()) is None
    assert last_move_mark(Game.from_notation("d4 d4")) == ("drop", 3, 1)
    assert last_move_mark(Game.from_notation("d4 d5 p4")) == ("pop", 3, 0)
    game = find_game(SMALL_POP_TEN, lambda g: g.legal_moves() == [Move.pass_()])
    game.play(Move.pass_())
    assert last_move_mark(game) is None


def test_a_drop_lands_when_its_step_finishes() -> None:
    game = Game.from_notation("d4")
    shown = ShownBoard(game)
    effect = move_effect(game, Move.drop(4))
    game.play(Move.drop(4))
    step = step_for_move(effect, 6)
    assert shown.start(step) == ()
    assert shown.mark == ("drop", 4, 0)  # the marker follows the step from its start
    assert shown.cells[4][0] == 0  # still in flight
    assert not shown.matches(game)
    assert shown.finish(step) == ("drop",)
    assert shown.cells[4][0] == 2 and shown.pieces[4][0] == "disc"
    assert shown.matches(game)


def test_a_pop_lifts_the_column_when_it_starts() -> None:
    game = Game.from_notation("d4 d4 d5 d6")
    shown = ShownBoard(game)
    effect = move_effect(game, Move.pop(3))
    game.play(Move.pop(3))
    step = step_for_move(effect, 6)
    assert shown.start(step) == ("pop",)
    assert shown.cells[3] == [0] * 6  # the popped disc and the one falling are sprites
    assert shown.finish(step) == ()
    assert shown.cells[3][:2] == [2, 0]
    assert shown.matches(game)


def test_a_win_announces_the_end_from_its_start() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2")
    shown = ShownBoard(game)
    assert play(shown, game, Move.drop(0)) == ("drop", "win")
    assert (
        shown.over is not None and shown.over.winning_cells == not_none(over_of(game)).winning_cells
    )
    undo(shown, game)  # any move, forwards or back, means the game is not over
    assert now(lambda: shown.over) is None
    assert shown.matches(game)


def test_the_trays_change_with_the_step_where_the_pieces_move() -> None:
    shown = ShownBoard(Game(POWER_UP))
    step = Step(100.0, sprites=())
    before = shown.trays
    after = Trays((0, 0), (frozenset({"bomb"}), before.powers[1]))
    # A power checker leaves its tray at once; back in it when the step taken back ends.
    played = shown.with_trays(step, after, kept=False)
    assert played.trays_start == after and played.trays_end is None
    taken_back = shown.with_trays(step, before, kept=False, undo=True)
    assert taken_back.trays_end == before and taken_back.trays_start is None
    # Nothing changed in the trays: the step is left as it is.
    assert shown.with_trays(step, before, kept=False) is step
    # A kept disc reaches its tray when the step ends; leaves it at once when taken back.
    scored = Trays((1, 0), before.powers)
    assert shown.with_trays(step, scored, kept=True).trays_end == scored
    assert shown.with_trays(step, before, kept=True, undo=True).trays_start == before


def test_settle_resyncs_a_board_off_the_game() -> None:
    game = Game.from_notation("d4 d4")
    shown = ShownBoard(game)
    shown.mark = None
    assert not shown.settle(game, None)
    assert now(lambda: shown.mark) == ("drop", 3, 1)  # at rest the marker is the game's last move
    shown.cells[3][1] = 1
    shown.trays = Trays((1, 0))
    assert not shown.matches(game)
    assert shown.settle(game, None)
    assert shown.matches(game) and shown.trays == Trays()
    assert not shown.matches(Game(Rules(columns=6)))  # another size never matches


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules.preset("pop_out_five_in_a_row"), SMALL_POP_TEN, POWER_UP],
    ids=["pop_out", "five_in_a_row", "pop_ten", "power_up"],
)
def test_the_steps_of_random_games_and_undos_keep_the_board_on_the_game(rules: Rules) -> None:
    """Every move's step, and every undo's, ends with the shown board equal to the game."""
    rng = random.Random(11)
    for _ in range(25):
        game = Game(rules)
        shown = ShownBoard(game)
        while game.result is None and game.ply < 80:
            play(shown, game, rng.choice(game.legal_moves()))
            assert shown.matches(game), game.notation()
            assert shown.trays == trays_of(game)
            if rng.random() < 0.15:
                undo(shown, game)
                assert shown.matches(game), game.notation()
        assert (shown.over is not None) == (game.result is not None)
        assert not shown.settle(game, over_of(game))
        while game.ply:
            undo(shown, game)
            assert shown.matches(game), game.notation()


def test_the_phases_of_pop_ten_and_power_up_are_covered() -> None:
    """The random games above reach the variants' special steps (a sanity check of the test)."""
    seen: set[str] = set()
    for rules in (SMALL_POP_TEN, POWER_UP):
        rng = random.Random(11)
        for _ in range(25):
            game = Game(rules)
            while game.result is None and game.ply < 80:
                move = rng.choice(game.legal_moves())
                effect = move_effect(game, move)
                seen |= {"kept"} if effect.kept else set()
                seen |= {"crushed"} if effect.removed else set()
                seen |= {"pass"} if move == Move.pass_() else set()
                game.play(move)
                seen |= {"bomb_pop"} if game.phase == Phase.BOMB_POP else set()
    assert seen == {"kept", "crushed", "pass", "bomb_pop"}


def test_the_shown_board_imports_no_qt(python: str, subprocess_env: dict[str, str]) -> None:
    code = (
        "import json, sys\n"
        "import popout_desktop.ui.board.shown as shown\n"
        "from popout_desktop.rules import Game\n"
        "shown.ShownBoard(Game()).settle(Game(), None)\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "print(json.dumps({'qt': sorted(qt), 'file': shown.__file__}))\n"
    )
    done = subprocess.run(
        [python, "-c", code],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["qt"] == []
    package = Path(popout_desktop.__file__).resolve().parent
    assert Path(report["file"]).resolve() == package / "ui" / "board" / "shown.py"


def test_a_classic_board_matches_its_game_cell_by_cell_and_piece_by_piece() -> None:
    """Discs only: the game's bitboards are what the shown cells are checked against (issue
    33 point 5); any cell or piece off the game is found."""
    game = Game.from_notation("d4 d4 d3 d3 p4", Rules(columns=9, rows=7))
    shown = ShownBoard(game)
    assert shown.matches(game)
    for column in range(9):
        for row in range(7):
            disc = shown.cells[column][row]
            shown.cells[column][row] = 2 if disc == 1 else 1
            assert not shown.matches(game), (column, row)
            shown.cells[column][row] = disc
            piece = shown.pieces[column][row]
            shown.pieces[column][row] = "" if piece else "disc"
            assert not shown.matches(game), (column, row)
            shown.pieces[column][row] = piece
    assert shown.matches(game)
