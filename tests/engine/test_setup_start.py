"""The engine on games that start from a set-up position (Game.from_setup): Position.from_game
starts from the set-up's discs, so analysis and the levels see the real board."""

from __future__ import annotations

import pytest

from popout_desktop.engine import ANALYSIS_WIN, analyze, best_move
from popout_desktop.engine.classic.board import Position
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import Setup, empty_setup, setup_of


def _with(rules: Rules, placed: dict[tuple[int, int], int], turn: int) -> Setup:
    setup = empty_setup(rules).with_turn(turn)
    for (column, row), value in placed.items():
        setup = setup.with_cell(column, row, value)
    return setup


# Player 2 to move with three in a row along the bottom (columns 2-4, indexes 1-3); player 1 has
# two discs on them and two in column 7, none in a line: d1 and d5 win at once.
_WIN_IN_ONE = {(1, 0): 2, (2, 0): 2, (3, 0): 2, (1, 1): 1, (2, 1): 1, (6, 0): 1, (6, 1): 1}


@pytest.mark.parametrize("name", ["classic", "pop_out"])
def test_a_set_up_win_in_one_is_found_by_analysis_and_the_levels(name: str) -> None:
    rules = Rules.preset(name)
    # 3 discs of player 2, 4 of player 1: player 2 to move (seven discs, odd).
    setup = _with(rules, _WIN_IN_ONE, turn=2)
    game = Game.from_setup(setup)
    position = Position.from_game(game)
    assert position.turn == 2
    assert [[position.cell(c, r) for r in range(6)] for c in range(7)] == [
        list(column) for column in setup.cells
    ]
    analysis = analyze(game, time_limit=2.0)
    winners = {move for move, value in analysis.items() if value == ANALYSIS_WIN - 1}
    assert winners == {Move.drop(0), Move.drop(4)}
    assert analysis.is_exact(Move.drop(4))
    for level in ("beginner", "expert"):
        assert best_move(game, level=level, time_limit=2.0, seed=1) in winners


def test_moves_played_after_a_set_up_are_replayed_on_it() -> None:
    rules = Rules.preset("pop_out")
    # Player 1 to move pops (6, 0); player 2's disc above falls; player 2, to move, has the same
    # three at the bottom and wins at once.
    placed = dict(_WIN_IN_ONE) | {(6, 0): 1, (6, 1): 2, (6, 2): 1}
    setup = _with(rules, placed, turn=1)
    game = Game.from_setup(setup)
    game.play(Move.pop(6))
    assert setup_of(game).cell(6, 0) == 2
    analysis = analyze(game, time_limit=2.0)
    assert analysis.best() in {Move.drop(0), Move.drop(4)}
    assert analysis[analysis.best()] == ANALYSIS_WIN - 1


def test_a_set_up_win_by_a_pop_is_found() -> None:
    rules = Rules.preset("pop_out")
    # Player 1 to move. Popping column 1's bottom disc (player 1's) brings (0, 2) down to
    # (0, 1), next to player 1's discs on row 1 of columns 2-4: the only win in one.
    columns = {0: (1, 2, 1), 1: (2, 1), 2: (2, 1), 3: (1, 1), 6: (2,)}
    placed = {(c, r): v for c, values in columns.items() for r, v in enumerate(values)}
    game = Game.from_setup(_with(rules, placed, turn=1))
    analysis = analyze(game, time_limit=2.0)
    winners = {move for move, value in analysis.items() if value == ANALYSIS_WIN - 1}
    assert winners == {Move.pop(0)}
    assert analysis.best() == Move.pop(0) and analysis.is_exact(Move.pop(0))
    assert best_move(game, level="expert", time_limit=2.0, seed=1) == Move.pop(0)
