"""The compiled core of the exact cyclic search (``_search_core.c``, :class:`CompiledSearch`)
against the Python reference (``Search(layout, exact=True)``): on random drop/pop positions of
several boards, under node budgets, the same values or stops, node counts, whole tables,
history and deepest ply; with repetition draws (poisoned sets); with a bounded table; the stop
paths; the boards it does not take; how a search picks its core; the callers that run it
(``solver.cyclic_search``, ``proof.winning_move``, the puzzle prover). Slow: the whole 4x4 Pop
Out graph against retrograde analysis, more 7x6 positions, and the empty 7x6 Pop Out board (a
first-player win in exactly 21 plies, Pekkala 2014).

Without the compiled core (no C compiler when the game was installed) the comparisons skip,
except where CI runs (``CI=true``), which builds it and must fail without it.
"""

from __future__ import annotations

import functools
import os
import random
import time
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from popout_desktop.engine import solver
from popout_desktop.engine.classic import compiled_search
from popout_desktop.engine.classic.board import CONTINUES, WIN, Position, expand, start
from popout_desktop.engine.classic.compiled_search import (
    CompiledSearch,
    ExactSearch,
    Poisoned,
    compiled_search_available,
    exact_search,
    fits,
    search_core,
)
from popout_desktop.engine.classic.layout import Layout, layout
from popout_desktop.engine.classic.proof import ProvenWin, winning_move
from popout_desktop.engine.classic.retrograde import retrograde
from popout_desktop.engine.classic.search import INFINITY, MATE, Search
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.engine.solver import solve_by_search
from popout_desktop.puzzles import proof as puzzle_proof
from popout_desktop.rules import Game, Move, Rules

needs_core = pytest.mark.skipif(
    not compiled_search_available(), reason="the compiled search is not built (no C compiler)"
)

#: Boards of the comparisons (all with pops).
BOARDS: dict[str, Rules] = {
    "4x4": Rules(columns=4, rows=4),
    "5x4": Rules(columns=5, rows=4),
    "4x5": Rules(columns=4, rows=5),
    "4x4 c5, side columns": Rules(columns=4, rows=4, connect=5, side_columns=True),
    "6x5": Rules(columns=6, rows=5),
    "7x6 Pop Out": Rules.preset("pop_out"),
    "7x6 c3": Rules(connect=3),
    "Pop Out + 5-in-a-Row": Rules.preset("pop_out_five_in_a_row"),
}
QUICK_BOARDS = ["4x4", "5x4", "4x5", "4x4 c5, side columns"]
#: Node budgets per call in the quick comparisons (the Python search costs ~33 us a node).
QUICK_BUDGETS = [500, 1_500, 4_000]
SLOW_BUDGETS = [3_000, 15_000, 40_000]


# ---------------------------------------------------------------------------------- helpers


def random_position(rules: Rules, rng: random.Random, plies: int) -> Position | None:
    """A position after a random drop/pop game of ``plies`` plies, in play, with no win at once
    (None if the random game ended first)."""
    position = Position(rules)
    for _ in range(plies):
        children = position.children()
        if not children:
            return None
        position.play(rng.choice(children)[0])
    if position.result is not None:
        return None
    if any(child[1] == WIN for child in position.children()):
        return None
    return position


def some_positions(rules: Rules, rng: random.Random, count: int) -> list[Position]:
    """``count`` random positions of ``rules`` at random plies (2 to 1.5 times its cells)."""
    lay = layout(rules)
    positions: list[Position] = []
    while len(positions) < count:
        position = random_position(rules, rng, rng.randrange(2, 3 * lay.capacity // 2))
        if position is not None:
            positions.append(position)
    return positions


def random_windows(rng: random.Random) -> list[tuple[int, int]]:
    """Windows with one end at a mate value within 45 plies ("a win by ply k?", "a loss by ply
    k?", of various widths): they bound the depth (a full window lets both searches wander down
    to the recursion limit)."""
    windows = [(MATE - 45, INFINITY), (-INFINITY, -(MATE - 45))]
    for _ in range(2):
        k = rng.randrange(3, 40)
        width = rng.choice([1, 2, 7, 1000])
        if rng.random() < 0.5:
            windows.append((MATE - k - width, MATE - k))
        else:
            windows.append((-(MATE - k), -(MATE - k) + width))
    return windows


def budgeted(search: ExactSearch, budget: int, call: Callable[[], Any]) -> Any:
    """``call()`` under a budget of ``budget`` more nodes (a stop callable reading the live
    ``search.nodes``); ``"stopped"`` if the budget stopped it."""
    limit = search.nodes + budget
    search.clock = Clock(None, stop=lambda: search.nodes > limit)
    try:
        return call()
    except SearchStopped:
        return "stopped"


def capped(search: CompiledSearch, nodes: int) -> CompiledSearch:
    """``search``, its clock stopping it once it has searched more than ``nodes`` nodes."""
    search.clock = Clock(None, stop=lambda: search.nodes > nodes)
    return search


def run(
    search: ExactSearch, cur: int, mask: int, budget: int, windows: list[tuple[int, int]]
) -> list[Any]:
    """``solve_by_search`` (as ``solver.solve_cyclic`` asks), then each window, each call
    under its own budget: the results."""
    results = [budgeted(search, budget, lambda: solve_by_search(search, cur, mask, max_plies=61))]
    for alpha, beta in windows:
        results.append(
            budgeted(search, budget, functools.partial(search.negamax, cur, mask, alpha, beta))
        )
    return results


def snapshot(search: Search | CompiledSearch) -> dict[str, Any]:
    """Everything the search leaves behind: nodes, the whole table, history, deepest ply."""
    table = dict(search.table) if isinstance(search, Search) else dict(search.table.items())
    return {
        "nodes": search.nodes,
        "table": table,
        "history": dict(search.history),
        "max_ply": search.max_ply,
    }


def compare(
    lay: Layout,
    positions: list[Position],
    rng: random.Random,
    budgets: list[int],
    poisoned: Poisoned | None = None,
) -> list[tuple[list[Any], int]]:
    """Both searches, each one object shared over ``positions`` (as ``cyclic_search`` caches
    it), asked the same budgeted questions: equal results and snapshots after every position
    (asserted). The Python results, with its node count so far, per position."""
    py = Search(lay, exact=True, poisoned=poisoned)
    c = CompiledSearch(lay, poisoned=poisoned)
    results = []
    for position in positions:
        budget = rng.choice(budgets)
        windows = random_windows(rng)
        want = run(py, position.cur, position.mask, budget, windows)
        got = run(c, position.cur, position.mask, budget, windows)
        where = (position.cur, position.mask, budget, windows)
        assert got == want, where
        expected, actual = snapshot(py), snapshot(c)
        for part in expected:
            assert actual[part] == expected[part], (part, where)
        results.append((want, py.nodes))
    return results


def poisoned_for(position: Position, rng: random.Random) -> Poisoned:
    """Key sets drawn when entered: positions a few random plies on from ``position``, split by
    the parity of their ply (index 0: the root's side to move)."""
    same: set[int] = set()
    other: set[int] = set()
    for _ in range(6):
        walk = Position(position.layout.rules)
        walk.cur, walk.mask, walk.turn = position.cur, position.mask, position.turn
        for ply in range(1, rng.randrange(2, 9)):
            children = walk.children()
            if not children:
                break
            walk.play(rng.choice(children)[0])
            if walk.result is not None:
                break
            if rng.random() < 0.4:
                (other if ply & 1 else same).add(walk.cur + walk.mask)
    return frozenset(same), frozenset(other)


def decode(lay: Layout, key: int) -> tuple[int, int]:
    """``(cur, mask)`` of a key ``cur + mask`` (in each column the mask is a run from the
    bottom, so the column's key plus one has the bit length of its height plus one)."""
    cur = mask = 0
    column_bits = (1 << lay.stride) - 1
    for column in range(lay.width):
        shift = column * lay.stride
        part = (key >> shift) & column_bits
        height = (part + 1).bit_length() - 1
        run_of = (1 << height) - 1
        cur |= (part - run_of) << shift
        mask |= run_of << shift
    return cur, mask


def from_plies(plies: int) -> int | None:
    """A retrograde distance as the search's root value (None: a draw, never proved)."""
    if plies > 0:
        return MATE - plies
    if plies < 0:
        return -(MATE + plies)
    return None


@functools.cache
def whole_4x4_graph() -> dict[int, int]:
    """Retrograde values of the whole 4x4 Pop Out graph from the start (492 399 positions,
    about 8 s): computed once for the two slow tests that check against it."""
    rules = Rules(columns=4, rows=4)
    values = retrograde(layout(rules), *start(rules))
    assert values is not None
    return values


def searched_value(search: ExactSearch, cur: int, mask: int, max_plies: int) -> int | None:
    for child in expand(search.layout, cur, mask):
        if child[1] == WIN:
            return MATE - 1
    return solve_by_search(search, cur, mask, max_plies=max_plies)


# ------------------------------------------------------------------------------ the build


def test_ci_builds_the_compiled_search() -> None:
    if os.environ.get("CI") != "true":
        pytest.skip("only where CI runs: elsewhere the Python search is a complete fallback")
    assert compiled_search_available(), "CI must build popout_desktop.engine.classic._search_core"
    assert search_core(layout(Rules.preset("pop_out")), core="auto") == "c"


# ------------------------------------------------------------------- quick comparisons


@needs_core
@pytest.mark.parametrize("board", QUICK_BOARDS)
@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],  # a seed shrinks to nothing useful
)
@given(seed=st.integers(0, 2**32 - 1), count=st.integers(1, 3))
def test_both_cores_agree_on_random_positions(board: str, seed: int, count: int) -> None:
    rules = BOARDS[board]
    rng = random.Random(seed)
    compare(layout(rules), some_positions(rules, rng, count), rng, QUICK_BUDGETS)


@needs_core
def test_both_cores_agree_on_7x6_pop_out_under_small_budgets() -> None:
    rules = BOARDS["7x6 Pop Out"]
    rng = random.Random(76)
    results = compare(layout(rules), some_positions(rules, rng, 4), rng, [1_500, 4_000])
    assert any(
        answers[0] == "stopped" for answers, _ in results
    )  # a budget stopped both at the same node


@needs_core
def test_both_cores_agree_with_repetition_draws() -> None:
    rules = BOARDS["5x4"].replace(repetition_draw=True)
    lay = layout(rules)
    rng = random.Random(54)
    changed = 0
    for position in some_positions(rules, rng, 6):
        poisoned = poisoned_for(position, rng)
        state = rng.getstate()
        with_poison = compare(lay, [position], rng, [2_000], poisoned)
        rng.setstate(state)  # the same budget and windows without the sets
        plain = Search(lay, exact=True)
        budget = rng.choice([2_000])
        windows = random_windows(rng)
        answers = run(plain, position.cur, position.mask, budget, windows)
        changed += (answers, plain.nodes) != with_poison[0]
    assert changed > 0, "no poisoned set changed any answer: the test tests nothing"


@needs_core
def test_a_bounded_table_keeps_the_exact_values() -> None:
    rules = BOARDS["5x4"]
    lay = layout(rules)
    rng = random.Random(1024)
    bounded = CompiledSearch(lay, max_entries=1024)  # in effect 2048: the first table's half
    exact = CompiledSearch(lay)
    compared = over_the_bound = 0
    while compared < 12:
        position = random_position(rules, rng, rng.randrange(2, 30))
        if position is None:
            continue
        fresh = capped(CompiledSearch(lay), 30_000)
        try:
            want = solve_by_search(fresh, position.cur, position.mask, max_plies=41)
        except SearchStopped:
            continue  # too big for the Python search in a quick test
        python = Search(lay, exact=True)
        assert solve_by_search(python, position.cur, position.mask, max_plies=41) == want
        assert solve_by_search(exact, position.cur, position.mask, max_plies=41) == want
        assert solve_by_search(bounded, position.cur, position.mask, max_plies=41) == want
        assert len(bounded.table) <= 2048
        over_the_bound += len(python.table) > 2048
        compared += 1
    assert over_the_bound > 0 and len(exact.table) > 4096  # the bounded table was emptied
    assert bounded.nodes > exact.nodes


# ------------------------------------------------------------------------ the stop paths


def _after_four_moves() -> tuple[Layout, int, int]:
    rules = Rules.preset("pop_out")
    position = Position(rules)
    for code in (3, 3, 2, 4):
        position.play(code)
    return position.layout, position.cur, position.mask


WIN_BY_21 = (MATE - 22, MATE - 21)


@needs_core
def test_a_deadline_already_past_stops_at_the_first_poll() -> None:
    lay, cur, mask = _after_four_moves()
    for search in (
        CompiledSearch(lay, clock=Clock(time.monotonic() - 1.0)),
        Search(lay, exact=True, clock=Clock(time.monotonic() - 1.0)),
    ):
        with pytest.raises(SearchStopped):
            search.negamax(cur, mask, *WIN_BY_21)
        assert search.nodes == 1024


@needs_core
def test_a_node_budget_read_in_the_stop_callable_stops_both_at_the_same_node() -> None:
    lay, cur, mask = _after_four_moves()
    c = CompiledSearch(lay)
    c.clock = Clock(None, stop=lambda: c.nodes > 5_000)
    py = Search(lay, exact=True)
    py.clock = Clock(None, stop=lambda: py.nodes > 5_000)
    for search in (c, py):
        with pytest.raises(SearchStopped):
            search.negamax(cur, mask, *WIN_BY_21)
    assert c.nodes == py.nodes == 5 * 1024
    assert dict(c.table.items()) == py.table
    calls: list[int] = []

    def third_call() -> bool:
        calls.append(1)
        return len(calls) >= 3

    third = CompiledSearch(lay, clock=Clock(None, stop=third_call))
    with pytest.raises(SearchStopped):
        third.negamax(cur, mask, *WIN_BY_21)
    assert (len(calls), third.nodes) == (3, 3 * 1024)


@needs_core
def test_an_exception_raised_by_the_stop_callable_passes_through() -> None:
    lay, cur, mask = _after_four_moves()

    class Boom(Exception):
        pass

    def boom() -> bool:
        raise Boom

    search = CompiledSearch(lay, clock=Clock(None, stop=boom))
    with pytest.raises(Boom):
        search.negamax(cur, mask, *WIN_BY_21)
    assert search.nodes == 1024

    refused: list[str] = []

    def again() -> bool:  # a second search on the same core while it searches
        try:
            search.negamax(cur, mask, -1, 1)
        except RuntimeError as error:
            refused.append(str(error))
        return True

    search.clock = Clock(None, stop=again)
    with pytest.raises(SearchStopped):
        search.negamax(cur, mask, *WIN_BY_21)
    assert len(refused) == 1


@needs_core
def test_a_search_stopped_halfway_stays_exact() -> None:
    rules = Rules(columns=5, rows=4)
    lay = layout(rules)
    [(position, want)] = won_positions(rules, 3, 1, within=21, node_cap=20_000, fewest=8_000)
    c = capped(CompiledSearch(lay), 5_000)
    with pytest.raises(SearchStopped):
        solve_by_search(c, position.cur, position.mask, max_plies=21)
    c.clock = Clock.unlimited()
    assert solve_by_search(c, position.cur, position.mask, max_plies=21) == want
    python = Search(lay, exact=True)
    assert solve_by_search(python, position.cur, position.mask, max_plies=21) == want


# ------------------------------------------------------------------ choosing the core


def test_a_board_over_64_bits_keeps_the_python_search(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    big = layout(Rules(columns=8, rows=8))  # 8 columns of 9 bits: 72
    assert not fits(big)
    assert isinstance(exact_search(big), Search)
    assert search_core(big) == "python"
    if not compiled_search_available():
        with pytest.raises(ValueError, match="not built"):
            search_core(big, core="c")
        with pytest.raises(ValueError, match="not built"):
            CompiledSearch(big)
        # The board's own refusal, as where the core is built (it is asked before the core).
        monkeypatch.setattr(compiled_search, "_search_core", object())
    with pytest.raises(ValueError, match="64 bits"):
        exact_search(big, core="c")
    with pytest.raises(ValueError, match="64 bits"):
        CompiledSearch(big)
    edge = layout(Rules(columns=8, rows=7))  # 64 bits: fits, but not with the colour bit
    assert fits(edge)
    assert not fits(edge, (frozenset(), frozenset()))
    assert fits(layout(Rules.preset("pop_out_five_in_a_row")), (frozenset(), frozenset()))


@needs_core
def test_popout_engine_core_chooses_the_core(monkeypatch: pytest.MonkeyPatch) -> None:
    lay = layout(Rules.preset("pop_out"))
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    assert isinstance(exact_search(lay), CompiledSearch)
    assert search_core(lay) == "c"
    assert isinstance(exact_search(lay, core="python"), Search)
    monkeypatch.setenv(CORE_VARIABLE, "auto")
    assert isinstance(exact_search(lay), CompiledSearch)
    monkeypatch.setenv(CORE_VARIABLE, "python")
    assert isinstance(exact_search(lay), Search)
    assert search_core(lay) == "python"
    assert isinstance(exact_search(lay, core="c"), CompiledSearch)  # the argument wins
    monkeypatch.setenv(CORE_VARIABLE, "c")
    assert isinstance(exact_search(lay, poisoned=(frozenset(), frozenset())), CompiledSearch)
    with pytest.raises(ValueError, match="64 bits"):
        exact_search(layout(Rules(columns=8, rows=8)))
    monkeypatch.setenv(CORE_VARIABLE, "turbo")
    with pytest.raises(ValueError, match="turbo"):
        exact_search(lay)


def test_without_the_compiled_core_the_python_search_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled_search, "_search_core", None)
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    lay = layout(Rules(columns=4, rows=4))
    assert not compiled_search_available()
    assert isinstance(exact_search(lay), Search)
    with pytest.raises(ValueError, match="not built"):
        exact_search(lay, core="c")
    with pytest.raises(ValueError, match="not built"):
        CompiledSearch(lay)


@needs_core
def test_cyclic_search_runs_the_compiled_search_on_7x6_pop_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(solver, "_cyclic", {})
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    rules = Rules.preset("pop_out")
    clock = Clock.unlimited()
    search = solver.cyclic_search(rules, clock)
    assert isinstance(search, CompiledSearch)
    assert search.clock is clock
    assert solver.cyclic_search(rules, clock) is search  # cached
    poisoned = (frozenset({1}), frozenset({2}))
    assert isinstance(solver.cyclic_search(rules, clock, poisoned), CompiledSearch)
    monkeypatch.setattr(solver, "_cyclic", {})
    monkeypatch.setenv(CORE_VARIABLE, "python")
    assert isinstance(solver.cyclic_search(rules, clock), Search)


# -------------------------------------------------------------------------- the callers


def won_positions(
    rules: Rules, seed: int, count: int, *, within: int, node_cap: int, fewest: int = 0
) -> list[tuple[Position, int]]:
    """``count`` random positions the player to move wins by ply ``within`` (not at once),
    each proven by the compiled search within ``node_cap`` nodes (and no fewer than
    ``fewest``), with its value."""
    rng = random.Random(seed)
    lay = layout(rules)
    found: list[tuple[Position, int]] = []
    while len(found) < count:
        position = random_position(rules, rng, rng.randrange(6, 24))
        if position is None:
            continue
        search = capped(CompiledSearch(lay), node_cap)
        try:
            value = solve_by_search(search, position.cur, position.mask, max_plies=within)
        except SearchStopped:
            continue
        if value is not None and value > 0 and search.nodes >= fewest:
            found.append((position, value))
    return found


def check_winning_move(
    lay: Layout, position: Position, poisoned: Poisoned | None, max_plies: int = 21
) -> ProvenWin | None:
    """:func:`winning_move` on both cores: the same answer, and the Python search confirms it
    (the root is won in exactly that many plies; the move's child is lost by one ply fewer).
    SearchStopped if the compiled search needs more than 20,000 nodes (too big to check)."""
    cur, mask = position.cur, position.mask
    c = capped(CompiledSearch(lay, poisoned=poisoned), 20_000)
    found = winning_move(c, cur, mask, poisoned=poisoned, max_plies=max_plies)
    py = Search(lay, exact=True, poisoned=poisoned)
    assert winning_move(py, cur, mask, poisoned=poisoned, max_plies=max_plies) == found
    if found is None:
        return None
    code, plies = found
    check = Search(lay, exact=True, poisoned=poisoned)
    assert solve_by_search(check, cur, mask, max_plies=plies) == MATE - plies
    assert solve_by_search(check, cur, mask, max_plies=plies - 2) is None or plies <= 1
    child = next(c for c in expand(lay, cur, mask) if c[0] == code)
    assert child[1] in (CONTINUES, WIN)
    if child[1] == WIN:
        assert plies == 1
        return found
    swapped = None if poisoned is None else (poisoned[1], poisoned[0])
    assert swapped is None or child[2] + child[3] not in swapped[0]
    bound = -(MATE - (plies - 1))
    child_search = Search(lay, exact=True, poisoned=swapped)
    assert child_search.negamax(child[2], child[3], bound, bound + 1) <= bound
    return found


@needs_core
def test_winning_move_wins_within_its_plies() -> None:
    rules = Rules.preset("pop_out")
    lay = layout(rules)
    checked = 0
    for position, value in won_positions(rules, 19, 4, within=9, node_cap=20_000):
        found = check_winning_move(lay, position, None)
        assert found is not None and found.plies == MATE - value
        checked += found.plies > 1
    assert checked >= 3
    # no proven win where the player to move loses, nor beyond max_plies
    position, value = won_positions(rules, 20, 1, within=9, node_cap=20_000)[0]
    search = CompiledSearch(lay)
    code, plies = winning_move(search, position.cur, position.mask) or (0, 0)
    assert plies == MATE - value
    child = next(c for c in expand(lay, position.cur, position.mask) if c[0] == code)
    assert winning_move(search, child[2], child[3]) is None
    assert winning_move(search, position.cur, position.mask, max_plies=plies - 2) is None
    assert winning_move(search, position.cur, position.mask, max_plies=plies) == (code, plies)


@needs_core
def test_winning_move_with_repetition_draws() -> None:
    rules = Rules(columns=5, rows=4).replace(repetition_draw=True)
    lay = layout(rules)
    rng = random.Random(45)
    changed = proven = 0
    for position, _ in won_positions(rules, 45, 6, within=11, node_cap=10_000):
        plain = winning_move(CompiledSearch(lay), position.cur, position.mask)
        assert plain is not None
        # poison the plain answer's child (and a few others): the win must go round it
        first = next(c for c in expand(lay, position.cur, position.mask) if c[0] == plain.code)
        other = poisoned_for(position, rng)[1] | {first[2] + first[3]}
        poisoned = (poisoned_for(position, rng)[0], other)
        try:
            found = check_winning_move(lay, position, poisoned, max_plies=15)
        except SearchStopped:
            continue
        changed += found != plain
        proven += found is not None
    assert changed > 0 and proven > 0


def puzzle_answers(game: Game) -> dict[str, Any]:
    """What the puzzle prover says of ``game`` (a node budget: the same on any machine)."""
    answers: dict[str, Any] = {}
    questions: dict[str, Callable[[], object]] = {
        "distance": lambda: puzzle_proof.win_distance(game, 5, node_limit=30_000),
        "moves": lambda: puzzle_proof.move_distances(game, 4, node_limit=30_000),
        "winning": lambda: puzzle_proof.winning_moves(game, 5, node_limit=30_000),
    }
    for name, ask in questions.items():
        try:
            answers[name] = ask()
        except SearchStopped:
            answers[name] = "stopped"
    return answers


@needs_core
def test_the_puzzle_prover_gives_the_same_answers_on_both_cores(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(7)
    games = [Game.from_notation("d2 d7 d3 d7", Rules.preset("pop_out"))]
    while len(games) < 4:
        game = Game(Rules.preset("pop_out"))
        for _ in range(rng.randrange(8, 20)):
            game.play(rng.choice(list(game.legal_moves())))
            if game.is_over:
                break
        if not game.is_over:
            games.append(game)
    for game in games:
        monkeypatch.setenv(CORE_VARIABLE, "python")
        want = puzzle_answers(game)
        monkeypatch.setenv(CORE_VARIABLE, "c")
        assert puzzle_answers(game) == want, game.notation()
    assert puzzle_proof.win_distance(games[0], 2) == 2
    assert puzzle_proof.winning_moves(games[0], 2) == [Move.drop(3)]


# --------------------------------------------------------------------------------- slow


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("board", ["6x5", "7x6 Pop Out", "7x6 c3", "Pop Out + 5-in-a-Row"])
def test_both_cores_agree_on_more_positions(board: str) -> None:
    rules = BOARDS[board]
    rng = random.Random(board)
    positions = some_positions(rules, rng, 8)
    compare(layout(rules), positions[:4], rng, SLOW_BUDGETS)  # one search shared
    for position in positions[4:]:  # a fresh search for each
        compare(layout(rules), [position], rng, SLOW_BUDGETS)


@needs_core
@pytest.mark.slow
def test_both_cores_agree_with_repetition_draws_on_pop_out_and_five_in_a_row() -> None:
    rules = Rules.preset("pop_out_five_in_a_row").replace(repetition_draw=True)
    lay = layout(rules)
    rng = random.Random(95)
    for position in some_positions(rules, rng, 8):
        compare(lay, [position], rng, [3_000, 20_000], poisoned_for(position, rng))


@needs_core
@pytest.mark.slow
def test_the_whole_4x4_pop_out_graph_agrees_with_retrograde_analysis() -> None:
    rules = Rules(columns=4, rows=4)
    lay = layout(rules)
    values = whole_4x4_graph()
    assert len(values) == 492_399
    longest = max(abs(v) for v in values.values())
    shared = CompiledSearch(lay)
    for index, key in enumerate(sorted(values)):
        cur, mask = decode(lay, key)
        assert cur + mask == key
        want = from_plies(values[key])
        assert searched_value(shared, cur, mask, longest + 2) == want, key
        if index % 50 == 0:
            assert searched_value(CompiledSearch(lay), cur, mask, longest + 2) == want, key


@needs_core
@pytest.mark.slow
def test_4x4_pop_out_with_repetition_draws_agrees_with_retrograde_analysis() -> None:
    rules = Rules(columns=4, rows=4, repetition_draw=True)
    lay = layout(rules)
    rng = random.Random(44)
    graph_keys = sorted(whole_4x4_graph())
    checked = 0
    for _ in range(3):
        root = Position(rules)
        for _ in range(rng.randrange(2, 6)):
            root.play(rng.choice(root.children())[0])
        if root.result is not None:
            continue
        sets: tuple[set[int], set[int]] = (set(), set())
        for key in rng.sample(graph_keys, 60):
            sets[rng.randrange(2)].add(key)
        poisoned = (frozenset(sets[0]), frozenset(sets[1]))
        graph = retrograde(lay, root.cur, root.mask, poisoned=poisoned)
        assert graph is not None
        longest = max(abs(v) for v in graph.values())
        for coloured in rng.sample(sorted(graph), 300):
            key, parity = coloured >> 1, coloured & 1
            cur, mask = decode(lay, key)
            own = (poisoned[parity], poisoned[1 - parity])  # index 0: its own parity
            got = searched_value(CompiledSearch(lay, poisoned=own), cur, mask, longest + 2)
            assert got == from_plies(graph[coloured]), coloured
            checked += 1
    assert checked >= 600


@needs_core
@pytest.mark.slow
def test_the_empty_7x6_pop_out_board_is_a_first_player_win_in_21_plies() -> None:
    """Pekkala (2014): the first player wins within 21 plies, starting in the middle."""
    rules = Rules.preset("pop_out")
    cur, mask = start(rules)
    search = CompiledSearch(layout(rules), max_entries=solver.COMPILED_TABLE_LIMIT)
    by_19 = MATE - 19
    assert search.negamax(cur, mask, by_19 - 1, by_19) < by_19
    by_21 = MATE - 21
    assert search.negamax(cur, mask, by_21 - 1, by_21) >= by_21
    assert search.best_codes(cur, mask) == 3  # the middle column
