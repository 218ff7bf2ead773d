"""Expert on Pop Out boards proves with the compiled exact search (issue 19, point 5; not hard):
the root proof (:func:`~popout_desktop.engine.levels.root_proof`) finds wins the depth-limited
search misses at the same budget, and the move played really wins (checked by the Python
search); each move proved by :func:`~popout_desktop.engine.analysis.exact_children` (an even
part of the time each), so that in a lost position expert plays the longest loss; repetition
draws respected; with ``POPOUT_ENGINE_CORE=python`` (or a board the core does not take) the
levels search as before and play legal moves.

Budgets are counted (``stop`` callables counting their calls, polled every 1024 nodes by both
searches) or generous clocks whose results do not depend on the time.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from popout_desktop.engine import analysis, levels, solver
from popout_desktop.engine.analysis import (
    ANALYSIS_WIN,
    Analysis,
    analyze,
    compiled_proofs,
    exact_children,
)
from popout_desktop.engine.classic.board import (
    CONTINUES,
    Position,
    code_of,
    expand,
    key_of,
    move_of,
)
from popout_desktop.engine.classic.compiled_search import (
    Poisoned,
    compiled_search_available,
    exact_search,
)
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.classic.search import MATE, MATE_MIN, Search
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.engine.levels import ROOT_PROOF_SHARE, best_move, expert_decision, root_proof
from popout_desktop.engine.solver import solve_by_search
from popout_desktop.engine.think import think
from popout_desktop.rules import Game, Move, Rules
from tests.engine.budget import Budget

needs_core = pytest.mark.skipif(
    not compiled_search_available(), reason="the compiled search is not built (no C compiler)"
)

POP_OUT = Rules.preset("pop_out")
#: A 7x6 Pop Out position (the spike's bench_popout position 12) won by the player to move in 7
#: of its moves (13 plies), by d3 or d4 alike: the compiled search proves it in about 30 000
#: nodes, the depth-limited search does not within 40 polls (about 40 000 nodes).
WON = "d4 d4 d6 d4 d5 d3 p4 d7 d3 d2 d7 p3 d3 p2"
#: A position (the spike's position 6) lost by the player to move: every move loses, the
#: longest (d7) in 9 more moves of the opponent (17 plies), the others sooner.
LOST = "d3 d4 d1 p4 d1 d6 d3 d4 d2 d4 p1 d6"


@pytest.fixture(autouse=True)
def fresh_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts with no cached exact search (the budgets count nodes)."""
    monkeypatch.setattr(solver, "_cyclic", {})
    monkeypatch.delenv(CORE_VARIABLE, raising=False)


def child_of(position: Position, move: Move) -> tuple[int, int]:
    for code, outcome, cur, mask in expand(position.layout, position.cur, position.mask):
        if code == code_of(move):
            assert outcome == CONTINUES
            return cur, mask
    raise AssertionError(f"{move} is not legal")


def python_value(lay: Layout, cur: int, mask: int, poisoned: Poisoned | None = None) -> int | None:
    """The exact value of a position with no win at once, by the Python exact search."""
    return solve_by_search(Search(lay, exact=True, poisoned=poisoned), cur, mask)


def test_the_root_proof_share_is_exported() -> None:
    assert 0 < ROOT_PROOF_SHARE < 1
    assert "ROOT_PROOF_SHARE" in levels.__all__


@needs_core
def test_compiled_proofs_on_big_pop_out_boards_only(monkeypatch: pytest.MonkeyPatch) -> None:
    from popout_desktop.engine.classic.layout import layout

    assert compiled_proofs(layout(POP_OUT))
    assert not compiled_proofs(layout(Rules.preset("classic")))  # no pops: the classic solver
    assert not compiled_proofs(layout(Rules(columns=4, rows=4)))  # small: solved whole
    assert not compiled_proofs(layout(Rules(columns=9, rows=7)))  # 72 bits: not the core's
    monkeypatch.setenv(CORE_VARIABLE, "python")
    assert not compiled_proofs(layout(POP_OUT))
    monkeypatch.setenv(CORE_VARIABLE, "c")
    assert compiled_proofs(layout(POP_OUT))
    assert not compiled_proofs(layout(Rules(columns=9, rows=7)))  # never an error here


@needs_core
def test_a_win_the_search_misses_is_proven_and_played() -> None:
    level = "expert"
    game = Game.from_notation(WON, POP_OUT)
    position = Position.from_game(game)
    # The depth-limited search alone, 40 polls: no proven win.
    thought = think(position, Clock(None, stop=Budget(40)))
    assert thought.values[thought.best()] < MATE_MIN
    # Expert's route at the same budget proves one (the root proof) and plays it.
    budget = Budget(40)
    decision = expert_decision(position, Clock.after(1000.0, stop=budget))
    assert decision.proven == 1
    assert budget.made <= 40
    move = best_move(game, level=level, time_limit=1000.0, seed=3, stop=Budget(40))
    assert code_of(move) == decision.code
    # It really wins, in 13 plies from here: the opponent loses in 12 (the Python search).
    cur, mask = child_of(position, move)
    assert python_value(position.layout, cur, mask) == -(MATE - 12)


@needs_core
def test_playing_the_proven_win_every_turn_wins() -> None:
    game = Game.from_notation(WON, POP_OUT)
    start = game.ply
    while not game.is_over:
        # Expert on both sides: the loser's longest loss is Expert's too (Hard, without the
        # proofs and with noise on its estimates, may lose sooner).
        game.play(best_move(game, level="expert", time_limit=1000.0, seed=1, stop=Budget(40)))
    assert game.result is not None and game.result.winner == 1 + start % 2
    # Each side's proof holds: the winner wins by the quickest way, the loser loses the latest.
    assert game.ply - start == 13


@needs_core
def test_in_a_lost_position_expert_plays_the_longest_loss() -> None:
    game = Game.from_notation(LOST, POP_OUT)
    position = Position.from_game(game)
    budget = Budget(400)
    decision = expert_decision(position, Clock.after(1000.0, stop=budget))
    assert budget.made < 400  # everything proved within the budget
    assert decision.proven == -1
    assert str(move_of(decision.code)) == "d7"
    assert str(best_move(game, time_limit=1000.0, stop=Budget(400))) == "d7"
    # Every other move loses sooner (each child solved afresh, without a budget).
    lay = position.layout
    distances = {}
    for code, outcome, cur, mask in expand(lay, position.cur, position.mask):
        if outcome != CONTINUES:
            continue  # a pop that completes only the opponent's line
        value = solver.solve_cyclic(lay, cur, mask, Clock.unlimited(), None)
        assert value >= MATE_MIN  # the opponent wins after every move
        distances[str(move_of(code))] = MATE - value
    assert max(distances, key=lambda move: distances[move]) == "d7"
    assert distances["d7"] == 17 and sorted(distances.values())[-2] < 17


@needs_core
def test_the_moves_are_proved_with_their_distances_in_the_analysis() -> None:
    game = Game.from_notation(LOST, POP_OUT)
    values = analyze(game, time_limit=1000.0, stop=Budget(400))
    assert values.exact == set(values)  # every move proved (a loss), none an estimate
    assert values[Move.drop(6)] == -(ANALYSIS_WIN - 9)
    assert str(values.outcome(Move.drop(6))) == "loses in 9"
    assert all(value < -(ANALYSIS_WIN - 9) + 1 for value in values.values())


@needs_core
def test_each_move_gets_an_even_part_of_the_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # One undecided move cannot take all the time: the k-th of n moves to prove gets 1/(n-k)
    # of what is left (here nothing is proved: every proof is stopped at once).
    spans: list[float] = []

    def spy(lay: Layout, cur: int, mask: int, clock: Clock, *rest: Any) -> None:
        assert clock.deadline is not None
        spans.append(clock.deadline - time.monotonic())
        return None

    monkeypatch.setattr(analysis, "_prove_child", spy)
    position = Position.from_game(Game.from_notation("d4 d4", POP_OUT))
    codes = position.legal_codes()
    exact = Analysis()
    left = exact_children(position, codes, Clock.after(1000.0), exact)
    assert left == codes and not exact
    assert len(spans) == len(codes) == 8
    assert spans[0] == pytest.approx(1000.0 / 8, abs=5.0)
    assert spans[-1] == pytest.approx(1000.0, abs=5.0)  # the last move: all that is left


@needs_core
def test_the_proof_respects_repetition_draws() -> None:
    rules = POP_OUT.replace(repetition_draw=True)
    game = Game.from_notation(WON, rules)
    position = Position.from_game(game)
    assert position.seen is not None
    proven = root_proof(position, Clock.after(1000.0, stop=Budget(200)))
    assert proven is not None and proven.plies == 13
    # The position after the winning move was seen twice: entering it again is a draw.
    cur, mask = child_of(position, move_of(proven.code))
    position.seen[(key_of(cur, mask), 3 - position.turn)] = 2
    poisoned = solver.poisoned_positions(position)
    assert poisoned is not None and key_of(cur, mask) in poisoned[1]
    again = root_proof(position, Clock.after(1000.0, stop=Budget(2000)))
    assert again is not None and again.code != proven.code
    decision = expert_decision(position, Clock.after(1000.0, stop=Budget(2000)))
    assert decision == levels.Decision(again.code, 1)
    # That move wins with the repetition draws too (the Python search, the sets of the child).
    cur, mask = child_of(position, move_of(again.code))
    value = python_value(position.layout, cur, mask, (poisoned[1], poisoned[0]))
    assert value is not None and value <= -MATE_MIN
    # The compiled search of the child agrees.
    search = exact_search(position.layout, poisoned=(poisoned[1], poisoned[0]))
    assert solve_by_search(search, cur, mask) == value


@pytest.mark.parametrize("core", ["python", "auto"])
def test_without_the_compiled_core_the_levels_still_play(
    core: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CORE_VARIABLE, core)
    proofs: list[Position] = []
    root = levels.root_proof

    def spy(position: Position, clock: Clock, floor_nodes: int = 0) -> Any:
        proofs.append(position)
        return root(position, clock, floor_nodes)

    monkeypatch.setattr(levels, "root_proof", spy)
    games = [Game.from_notation(WON, POP_OUT), Game.from_notation("d4 d4 p4 d3", POP_OUT)]
    games.append(Game.from_notation("d5 d5", Rules(columns=9, rows=7)))  # not the core's board
    for game in games:
        for level in ("expert", "hard"):
            move = best_move(game, level=level, time_limit=1000.0, seed=2, stop=Budget(20))
            assert game.is_legal(move)
    # The root proof runs where the compiled core does (7x6, not 9x7), and for expert only:
    # hard does without the compiled proofs (see levels.STYLES). On the 7x6 board (the Pop
    # Out book's) it runs on the Python core too, within its node floor (issue 33, point 3).
    assert len(proofs) == 2


@needs_core
def test_when_the_root_proof_is_stopped_the_search_has_the_rest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Early in a game the root proof does not end in its share: the moves are not then proved
    # one by one (the search has the time left), as they are once the position is proven lost.
    proved: list[int] = []
    prove_child = analysis._prove_child

    def spy(lay: Layout, cur: int, mask: int, *rest: Any) -> int | None:
        proved.append(cur)
        return prove_child(lay, cur, mask, *rest)

    monkeypatch.setattr(analysis, "_prove_child", spy)
    searched: list[list[int] | None] = []
    real_think = think

    def spy_think(position: Position, clock: Clock, **options: Any) -> Any:
        searched.append(options.get("codes"))
        return real_think(position, clock, **options)

    monkeypatch.setattr(levels, "think", spy_think)
    early = Position.from_game(Game.from_notation("d4 d4", POP_OUT))
    decision = expert_decision(early, Clock.after(1000.0, stop=Budget(5)))
    assert decision.proven is None and not proved
    assert searched == [early.legal_codes()]
    lost = Position.from_game(Game.from_notation(LOST, POP_OUT))
    assert expert_decision(lost, Clock.after(1000.0, stop=Budget(400))).proven == -1
    assert len(proved) == len(lost.legal_codes())


@needs_core
def test_hard_does_without_the_compiled_proofs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's style keeps it from the compiled proofs on Pop Out (with them it plays expert's
    perfect game a few moves in, and the levels draw level): neither the root proof nor a
    compiled proof of a move runs for it."""
    calls: list[str] = []
    monkeypatch.setattr(levels, "root_proof", lambda position, *rest: calls.append("root"))
    prove_child = analysis._prove_child

    def spy(lay: Layout, cur: int, mask: int, *rest: Any) -> int | None:
        calls.append("child")
        return prove_child(lay, cur, mask, *rest)

    monkeypatch.setattr(analysis, "_prove_child", spy)
    game = Game.from_notation(WON, POP_OUT)
    best_move(game, level="hard", time_limit=1000.0, seed=3, stop=Budget(40))
    assert calls == []
    assert not levels.STYLES["hard"].proofs
    best_move(game, level="expert", time_limit=1000.0, stop=Budget(40))
    assert calls[:1] == ["root"]
