"""A 4x4 Pop Out board is solved whole: once its table is ready (``prepare_table``), analysis
gives exact values (wins and losses with their distance, draws) for every position, agreeing
with the retrograde solution, with and without repetition draws."""

from __future__ import annotations

import pytest

from popout_desktop.engine import ANALYSIS_WIN, analyze, solve, solver
from popout_desktop.engine.analysis import Analysis
from popout_desktop.engine.classic.board import start
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.scores import POP_OUT_WIN
from popout_desktop.engine.solver import graph_values, prepare_table, table_fits
from popout_desktop.rules import Game, Move, Rules

from .oracle import SmallGame, notation_path, solve_all

SMALL = Rules(columns=4, rows=4)
POSITIONS = ["", "d1", "d1 d2", "d1 d2 p1", "d1 d2 p1 d1", "d2 d3 d2 d3 d1", "d1 d1 d1 d2 d4 d4"]


@pytest.fixture(scope="module")
def table() -> None:
    assert prepare_table(Game(SMALL))


def expected_value(game: Game, move: Move) -> int:
    """The analysis value of ``move`` from the exact score of the position it leads to (the
    opponent's, as :func:`solve` documents it: ``POP_OUT_WIN + 1 - k`` for a win in k moves)."""
    after = game.copy()
    after.play(move)
    if after.is_over:
        if after.result is None or after.result.winner is None:
            return 0
        return ANALYSIS_WIN - 1 if after.result.winner == game.turn else -ANALYSIS_WIN
    score = solve(after)
    if score == 0:
        return 0
    moves = POP_OUT_WIN + 1 - abs(score)
    # the opponent wins in ``moves`` moves: we lose, after ``moves`` more of theirs;
    # the opponent loses in ``moves`` of ours: we win in those and this one
    return -(ANALYSIS_WIN - moves) if score > 0 else ANALYSIS_WIN - (moves + 1)


def test_only_small_pop_out_boards_have_a_table() -> None:
    assert table_fits(SMALL)
    assert table_fits(Rules(columns=4, rows=4, repetition_draw=True))
    assert not table_fits(Rules())
    assert not table_fits(Rules(columns=4, rows=4, pop_out=False))
    assert table_fits(Rules(columns=4, rows=4, connect=5, side_columns=True))
    assert not table_fits(Rules(columns=5, rows=4))  # 20 cells: past the state cap
    assert not prepare_table(Game(Rules()))


@pytest.mark.usefixtures("table")
@pytest.mark.parametrize("notation", POSITIONS)
def test_analysis_on_4x4_pop_out_is_exact(notation: str) -> None:
    game = Game.from_notation(notation, SMALL)
    analysis = analyze(game, time_limit=1.0)
    assert set(analysis) == set(game.legal_moves())
    assert analysis.exact == set(analysis), "every value is exact, none an estimate"
    assert analysis.depth == 0
    for move, value in analysis.items():
        assert value == expected_value(game, move), (notation, move)


@pytest.mark.usefixtures("table")
def test_the_exact_values_are_not_all_draws() -> None:
    values = [v for n in POSITIONS for v in analyze(Game.from_notation(n, SMALL)).values()]
    assert any(v > 0 for v in values) and any(v < 0 for v in values) and 0 in values
    # "d1 d2 p1 d1": every drop loses, the slowest in 9 of the opponent's moves
    analysis = analyze(Game.from_notation("d1 d2 p1 d1", SMALL))
    assert str(analysis.outcome(Move.drop(3))) == "loses in 9"
    assert str(analysis.outcome(Move.drop(0))) == "loses in 7"


@pytest.mark.usefixtures("table")
def test_the_best_line_keeps_its_distance() -> None:
    """Along the best moves, a win in k is followed by the opponent's loss in k - 1."""
    game = Game.from_notation("d1 d2 p1 d1", SMALL)
    analysis = analyze(game)
    while not game.is_over:
        best = analysis.best()
        value = analysis[best]
        game.play(best)
        if game.result is not None:  # the game is over (is_over stays narrowed for mypy)
            assert value == ANALYSIS_WIN - 1
            break
        analysis = analyze(game)
        reply = analysis[analysis.best()]
        if value > 0:
            assert reply == -(ANALYSIS_WIN - (ANALYSIS_WIN - value - 1))
        else:
            assert reply == ANALYSIS_WIN - (ANALYSIS_WIN + value)


@pytest.mark.usefixtures("table")
def test_repetition_draws_are_exact_too() -> None:
    rules = Rules(columns=4, rows=4, repetition_draw=True)
    assert prepare_table(Game(rules))  # the same graph as without the rule: ready at once
    # a history where no position was seen twice: the table's values
    game = Game.from_notation("d1 d2 p1 d1", rules)
    analysis = analyze(game)
    assert analysis.exact == set(analysis)
    assert dict(analysis) == dict(analyze(Game.from_notation("d1 d2 p1 d1", SMALL)))
    # p4 enters the position after "d2 d4 d4" the third time: a draw by repetition
    game = Game.from_notation("d2 d4 d4 p4 p4 d4 d4 p4", rules)
    analysis = analyze(game, time_limit=1.0)
    assert analysis.is_exact(Move.pop(3))
    assert analysis[Move.pop(3)] == 0
    after = game.copy()
    after.play(Move.pop(3))
    assert after.is_over and after.result is not None and after.result.winner is None


def oracle_value(plies_after: int) -> int:
    """The analysis value of a move from the oracle's value (+d, -d, 0 plies) of the position
    it leads to, seen from the opponent."""
    if plies_after == 0:
        return 0
    if plies_after > 0:  # the opponent wins with its move on ply d
        return -(ANALYSIS_WIN - (plies_after + 1) // 2)
    return ANALYSIS_WIN - (-plies_after // 2 + 1)


@pytest.mark.slow
@pytest.mark.usefixtures("table")
def test_analysis_agrees_with_the_independent_oracle() -> None:
    """Every legal move of sampled positions, against the plain retrograde oracle (``oracle.py``,
    no engine code): win and loss distances and draws."""
    small = SmallGame(4, 4, 4, True, False)
    values = solve_all(small)
    paths = notation_path(small, values)
    states = sorted(paths, key=lambda s: (len(paths[s]), paths[s]))[::997]
    checked = 0
    for state in states:
        game = Game.from_notation(paths[state], SMALL)
        analysis: Analysis = analyze(game)
        assert analysis.exact == set(analysis)
        for kind, column, outcome, nxt in small.moves(state):
            move = Move.drop(column) if kind == "drop" else Move.pop(column)
            if outcome == "continues":
                assert analysis[move] == oracle_value(values[nxt]), (paths[state], move)
            checked += 1
    assert checked > 1000


@pytest.mark.slow
def test_a_graph_past_the_state_cap_is_not_tried_again() -> None:
    """5x4 Pop Out has more positions than ``MAX_STATES``: it has no table, and once its
    retrograde has hit the cap, later analyses give their whole time to the search instead of
    a retrograde that cannot finish."""
    rules = Rules(columns=5, rows=4)
    assert not table_fits(rules) and not prepare_table(Game(rules))
    cur, mask = start(rules)
    assert rules not in solver._too_big
    assert graph_values(layout(rules), cur, mask, Clock.unlimited(), None) is None
    assert rules in solver._too_big
    game = Game.from_notation("d3 d3", rules)
    assert set(analyze(game, time_limit=0.5)) == set(game.legal_moves())
