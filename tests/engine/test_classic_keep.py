"""Classic Expert keeps the outcome of the position it is handed (issue 33, point 1): out of its
book, at 1 s a move, it turned draws into losses and wins into draws where the depth-limited
search chose among moves it had not proven. Now, on drop-only boards of at most 42 cells, it
proves the position's outcome and a move that keeps it (:func:`~popout_desktop.engine.levels.
keep_outcome`), thinking up to :data:`~popout_desktop.engine.levels.PROOF_EXTENSION` times its
time per move while that proof is not done.

Budgets are counted (``stop`` callables counting their calls; the classic solver polls every
2,048 nodes), never the wall clock: the same work on any machine.
"""

from __future__ import annotations

import random

import pytest

from popout_desktop.engine import levels, solver
from popout_desktop.engine.analysis import Analysis
from popout_desktop.engine.classic.board import CONTINUES, WIN, Position, code_of, move_of
from popout_desktop.engine.classic.drop_solver import ClassicSolver
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.levels import (
    KEEP_CELLS,
    PROOF_EXTENSION,
    Decision,
    best_move,
    expert_decision,
    keep_outcome,
    keeps_outcomes,
)
from popout_desktop.rules import Game, Move, Rules
from tests.engine.budget import Budget

CLASSIC = Rules.preset("classic")
#: A board both cores solve at once: 5x4, lines of 4, drops only.
SMALL = Rules(columns=5, rows=4, connect=4, pop_out=False)

needs_core = pytest.mark.skipif(
    ClassicSolver(CLASSIC).core != "c",
    reason="counted budgets of millions of nodes: the compiled classic core (POPOUT_ENGINE_CORE)",
)

#: From ``tests/benchmarks/audit_classic_expert.py --games 40 --plies 10-14`` on main before
#: this change (game 4): a drawn position of 11 discs where only d4 draws (d2 and d3 lose,
#: Pons' -2); at 1 s a move (CPU) Expert played d2.
DRAWN = "d6 d2 d7 d4 d3 d1 d4 d7 d5 d6 d1"
#: The issue's position (``771144``: a perfect opponent after the opening ``d7 d7 d1 d1``):
#: won by the player to move, who at 1 s a move played a move that does not win.
WON = "d7 d7 d1 d1 d4 d4"


@pytest.fixture(autouse=True)
def fresh_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts with no cached classic solver (the budgets count nodes)."""
    monkeypatch.setattr(solver, "_classic", {})
    monkeypatch.setattr(levels, "_keepers", {})


def fresh() -> None:
    """No table left from an earlier search."""
    solver._classic.clear()
    levels._keepers.clear()


def position_of(notation: str) -> Position:
    return Position.from_game(Game.from_notation(notation, CLASSIC))


def score_after(notation: str, move: str, *, weak: bool = False) -> int:
    """Pons' exact score of ``move`` for its player (``weak``: its sign), by a solver of its
    own (the compiled core where built)."""
    game = Game.from_notation(notation, CLASSIC)
    game.play(Move.parse(move))
    exact = ClassicSolver(CLASSIC)
    p1, p2 = game.bitboards()
    mask = p1 | p2
    return -exact.solve(p1 if game.turn == 1 else p2, mask, exact.discs(mask), weak=weak)


def test_outcomes_are_kept_on_small_drop_only_boards_only() -> None:
    assert keeps_outcomes(layout(CLASSIC))
    assert keeps_outcomes(layout(Rules(columns=4, rows=4, connect=3, pop_out=False)))
    assert not keeps_outcomes(layout(Rules.preset("pop_out")))
    assert not keeps_outcomes(layout(Rules(columns=16, rows=12, connect=3, pop_out=False)))
    assert layout(CLASSIC).capacity == KEEP_CELLS
    assert PROOF_EXTENSION == 5.0


@needs_core
def test_a_drawn_position_given_away_at_one_second_is_kept() -> None:
    position = position_of(DRAWN)
    # Only d4 keeps the draw.
    assert score_after(DRAWN, "d4") == 0
    assert score_after(DRAWN, "d2") < 0 and score_after(DRAWN, "d3") < 0
    # Before: the move's own time (1,000 polls, about what 1 s gave on the audit's machine)
    # ends with the depth-limited search's d2, a loss.
    fresh()
    before = expert_decision(position, Clock(None, stop=Budget(1000)))
    assert str(move_of(before.code)) == "d2"
    # Now: the same time, then the outcome proven (a draw) and a move that keeps it.
    fresh()
    extension = Budget(1000)
    after = expert_decision(
        position, Clock(None, stop=Budget(1000)), extended=Clock(None, stop=extension)
    )
    assert str(move_of(after.code)) == "d4"
    assert extension.made < 1000


@needs_core
def test_a_proof_the_extension_cannot_finish_leaves_the_move_as_it_was() -> None:
    position = position_of(DRAWN)
    fresh()
    before = expert_decision(position, Clock(None, stop=Budget(1000)))
    fresh()
    after = expert_decision(
        position, Clock(None, stop=Budget(1000)), extended=Clock(None, stop=Budget(0))
    )
    assert after == before


@needs_core
@pytest.mark.slow
def test_the_issues_won_position_is_kept() -> None:
    # d4 is the only move that keeps the win (weak scores, our solver: d1, d2, d6, d7 lose, d3
    # and d5 draw); the issue's Expert played d6. Some 44,000 polls (90 M nodes) prove it.
    position = position_of(WON)
    fresh()
    before = expert_decision(position, Clock(None, stop=Budget(1000)))
    assert str(move_of(before.code)) != "d4"  # the win given away (d3 here, a draw)
    fresh()
    after = expert_decision(
        position, Clock(None, stop=Budget(1000)), extended=Clock(None, stop=Budget(60_000))
    )
    assert str(move_of(after.code)) == "d4"
    assert after.proven == 1


def test_keep_outcome_asks_nothing_once_a_win_or_every_move_is_proven() -> None:
    position = position_of(DRAWN)
    exact = Analysis()
    for code in position.legal_codes():
        exact[move_of(code)] = -(10**6 - 5)
        exact.exact.add(move_of(code))
    decision = Decision(code_of(Move.parse("d1")), -1)
    stopped = Clock(None, stop=lambda: pytest.fail("no proof should be asked"))
    assert keep_outcome(position, decision, exact, [], stopped) == decision
    exact.exact.discard(move_of(code_of(Move.parse("d7"))))
    exact[move_of(code_of(Move.parse("d5")))] = 10**6 - 3
    assert keep_outcome(position, decision, exact, [], stopped) == decision


def test_best_move_gives_expert_the_extension_on_classic_boards_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[float | None] = []

    def record(
        position: Position, decision: Decision, exact: Analysis, ranked: list[int], clock: Clock
    ) -> Decision:
        seen.append(clock.remaining())
        return decision

    monkeypatch.setattr(levels, "keep_outcome", record)
    game = Game.from_notation(DRAWN, CLASSIC)
    best_move(game, level="expert", time_limit=1000.0, stop=Budget(3))
    assert len(seen) == 1 and seen[0] is not None
    assert 1000.0 * PROOF_EXTENSION - 60 < seen[0] <= 1000.0 * PROOF_EXTENSION
    best_move(game, level="hard", time_limit=1000.0, stop=Budget(3))  # hard: its own time
    best_move(Game.from_notation("d4 d4 d3", Rules.preset("pop_out")), time_limit=0.05)
    assert len(seen) == 1


def test_a_win_at_once_is_played_not_a_slower_one() -> None:
    # d1 wins at once (three in column 1); d2 ... d7 win later or not at all.
    game = Game.from_notation("d1 d2 d1 d2 d1 d3", CLASSIC)
    position = Position.from_game(game)
    decision = expert_decision(position, Clock(None, stop=Budget(0)), extended=Clock.unlimited())
    assert decision == Decision(code_of(Move.parse("d1")), 1)
    stopped = Clock(None, stop=lambda: pytest.fail("no proof should be asked"))
    assert keep_outcome(position, decision, Analysis(), [], stopped) == decision


@pytest.mark.parametrize("core", ["c", "python"])
def test_a_move_that_gives_the_outcome_away_is_replaced_by_one_that_keeps_it(
    core: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if core == "c" and ClassicSolver(SMALL, core="auto").core != "c":
        pytest.skip("the compiled core is not built")
    monkeypatch.setenv("POPOUT_ENGINE_CORE", core)
    exact = ClassicSolver(SMALL, core=core)
    rng = random.Random(4)
    checked = 0
    while checked < 12:
        game = Game(SMALL)
        for _ in range(rng.randint(2, 8)):
            game.play(rng.choice(game.legal_moves()))
            if game.is_over:
                break
        if game.is_over:
            continue
        position = Position.from_game(game)
        values = {}
        for code, result, cur, mask in position.children():
            if result != CONTINUES:
                values[code] = 1 if result == WIN else 0
            else:
                values[code] = -exact.solve(cur, mask, exact.discs(mask), weak=True)
        outcome = max(values.values())
        given_away = [code for code, value in values.items() if value < outcome]
        if outcome < 0 or not given_away:
            continue
        levels._keepers.clear()
        kept = keep_outcome(
            position, Decision(given_away[0], None), Analysis(), [], Clock.unlimited()
        )
        assert values[kept.code] == outcome, game.notation()
        assert kept.proven == (1 if outcome > 0 else None)
        checked += 1
