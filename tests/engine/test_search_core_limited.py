"""The compiled core's depth-limited search (``_search_core.c`` with an evaluation,
``CompiledSearch(exact=False)``) against the Python reference (``Search(layout, exact=False,
evaluate=evaluator(rules))``): the evaluation on thousands of positions; root values at fixed
depths 1-6 (deeper on small boards), node counts, the whole table (with depths), history and
deepest ply after every call, with principal-variation and every-move root searches, move
prefixes as :func:`~popout_desktop.engine.think.think` asks them, a table shared between
depths; repetition draws (poisoned sets); the stop paths (a deadline already past, a counting
stop callable, an exception in the stop callable); :func:`think` itself on both cores; how a
depth-limited search picks its core. Boards: classic 7x6, 4x4 and 5x4 (with and without pops),
7x6 Pop Out, Pop Out + 5-in-a-Row and classic 5-in-a-Row (side columns).

Without the compiled core (no C compiler when the game was installed) the comparisons skip,
except where CI runs (``CI=true``), which builds it and must fail without it.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from popout_desktop.engine.classic import compiled_search
from popout_desktop.engine.classic.board import WIN, Position
from popout_desktop.engine.classic.compiled_search import (
    CompiledSearch,
    Poisoned,
    compiled_search_available,
    depth_search,
    fits,
    search_core,
)
from popout_desktop.engine.classic.evaluation import core_parameters, evaluator
from popout_desktop.engine.classic.layout import Layout, layout
from popout_desktop.engine.classic.search import INFINITY, Search
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.engine.think import Thought, think
from popout_desktop.rules import Rules
from tests.engine.budget import Budget

needs_core = pytest.mark.skipif(
    not compiled_search_available(), reason="the compiled search is not built (no C compiler)"
)

BOARDS: dict[str, Rules] = {
    "classic 7x6": Rules.preset("classic"),
    "classic 4x4": Rules(columns=4, rows=4, pop_out=False),
    "classic 5x4": Rules(columns=5, rows=4, pop_out=False),
    "4x4 Pop Out": Rules(columns=4, rows=4),
    "5x4 Pop Out": Rules(columns=5, rows=4),
    "7x6 Pop Out": Rules.preset("pop_out"),
    "Pop Out + 5-in-a-Row": Rules.preset("pop_out_five_in_a_row"),
    "classic 5-in-a-Row": Rules.preset("five_in_a_row"),
}
#: Six in a row (the longest lines the rules allow: every digit of the windows' counts).
SIX = {
    "8x6 c6": Rules(columns=8, rows=6, connect=6, pop_out=False),
    "7x7 c6 Pop Out": Rules(columns=7, rows=7, connect=6),
}
SMALL = {"classic 4x4", "classic 5x4", "4x4 Pop Out", "5x4 Pop Out"}

SEEDS = settings(
    max_examples=3,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],  # a seed shrinks to nothing useful
)


# ---------------------------------------------------------------------------------- helpers


def random_position(rules: Rules, rng: random.Random, plies: int) -> Position | None:
    """A position after a random game of ``plies`` moves, in play, with no win at once."""
    position = Position(rules)
    for _ in range(plies):
        position.play(rng.choice(position.children())[0])
        if position.result is not None:
            return None
    if any(child[1] == WIN for child in position.children()):
        return None
    return position


def some_positions(rules: Rules, rng: random.Random, count: int, most: int) -> list[Position]:
    """``count`` random positions of ``rules`` after 0 to ``most`` moves."""
    positions: list[Position] = []
    while len(positions) < count:
        position = random_position(rules, rng, rng.randrange(0, most + 1))
        if position is not None:
            positions.append(position)
    return positions


def snapshot(search: Search | CompiledSearch) -> dict[str, Any]:
    """Everything the search leaves behind: nodes, the whole table, history, deepest ply."""
    table = dict(search.table) if isinstance(search, Search) else dict(search.table.items())
    return {
        "nodes": search.nodes,
        "table": table,
        "history": dict(search.history),
        "max_ply": search.max_ply,
    }


def pair(lay: Layout, poisoned: Poisoned | None = None) -> tuple[Search, CompiledSearch]:
    """The Python reference and the compiled depth-limited search of ``lay``."""
    py = Search(lay, exact=False, evaluate=evaluator(lay.rules), poisoned=poisoned)
    return py, CompiledSearch(lay, exact=False, poisoned=poisoned)


def outcome(call: Any) -> Any:
    """``call()``, or the name of the exception it raised."""
    try:
        return call()
    except (SearchStopped, ZeroDivisionError) as error:
        return type(error).__name__


def assert_same(py: Search, c: CompiledSearch, where: object) -> None:
    expected, actual = snapshot(py), snapshot(c)
    for part in expected:
        assert actual[part] == expected[part], (part, where)


def ask_both(
    py: Search, c: CompiledSearch, position: Position, depth: int, rng: random.Random
) -> None:
    """The same root questions of both searches at ``depth``: the whole move list (in a
    shuffled order half the time), principal-variation or every move, and prefixes of it as
    think() asks after a stop; equal values and snapshots after every call (asserted)."""
    codes = position.legal_codes()
    if rng.random() < 0.5:
        rng.shuffle(codes)
    questions = [(codes, False), (codes, True)]
    if len(codes) > 1:
        questions.append((codes[: rng.randrange(1, len(codes))], False))
    for asked, every_move in questions:
        where = (position.cur, position.mask, depth, asked, every_move)
        want = py.root_values(position.cur, position.mask, depth, asked, every_move=every_move)
        got = c.root_values(position.cur, position.mask, depth, asked, every_move=every_move)
        assert got == want, where
        assert_same(py, c, where)


def poisoned_for(position: Position, rng: random.Random) -> Poisoned:
    """Key sets drawn when entered: positions a few random plies on from ``position``, split by
    the parity of their ply (index 0: the root's side to move)."""
    same: set[int] = set()
    other: set[int] = set()
    for _ in range(8):
        walk = Position(position.layout.rules)
        walk.cur, walk.mask, walk.turn = position.cur, position.mask, position.turn
        for ply in range(1, rng.randrange(2, 7)):
            walk.play(rng.choice(walk.children())[0])
            if walk.result is not None:
                break
            if rng.random() < 0.5:
                (other if ply & 1 else same).add(walk.cur + walk.mask)
    return frozenset(same), frozenset(other)


# ------------------------------------------------------------------------------ the build


def test_ci_builds_the_compiled_search() -> None:
    if __import__("os").environ.get("CI") != "true":
        pytest.skip("only where CI runs: elsewhere the Python search is a complete fallback")
    assert compiled_search_available(), "CI must build popout_desktop.engine.classic._search_core"
    assert search_core(layout(Rules.preset("classic")), core="auto", exact=False) == "c"


# ------------------------------------------------------------------------- the evaluation


@needs_core
@pytest.mark.parametrize("board", list(BOARDS) + list(SIX))
@SEEDS
@given(seed=st.integers(0, 2**32 - 1))
def test_the_evaluation_is_the_python_one(board: str, seed: int) -> None:
    """Every position of random games to their end (some 150 positions a seed and board)."""
    rules = BOARDS.get(board) or SIX[board]
    lay = layout(rules)
    evaluate = evaluator(rules)
    c = CompiledSearch(lay, exact=False)
    rng = random.Random(seed)
    checked = 0
    while checked < 150:
        position = Position(rules)
        while position.result is None and checked < 150:
            assert c._core.evaluate(position.cur, position.mask) == evaluate(
                position.cur, position.mask
            ), (position.cur, position.mask)
            # seen from the other side too (the opponent to move)
            other = position.cur ^ position.mask
            assert c._core.evaluate(other, position.mask) == evaluate(other, position.mask)
            checked += 1
            position.play(rng.choice(position.children())[0])


@needs_core
def test_the_evaluation_takes_its_constants_from_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """The weights are passed in: other weights give other scores, equal to Python's."""
    from popout_desktop.engine.classic import evaluation

    rules = BOARDS["classic 7x6"]
    lay = layout(rules)
    position = random_position(rules, random.Random(3), 9)
    assert position is not None
    default = CompiledSearch(lay, exact=False)._core.evaluate(position.cur, position.mask)
    monkeypatch.setattr(evaluation, "SPOT", 1000)
    monkeypatch.setattr(evaluation, "WINDOW_WEIGHTS", (0, 7, 70, 700, 7000, 9000))
    changed = CompiledSearch(lay, exact=False)._core.evaluate(position.cur, position.mask)
    assert changed != default
    evaluation._compiled.cache_clear()
    try:
        assert changed == evaluation.evaluator(rules)(position.cur, position.mask)
    finally:
        evaluation._compiled.cache_clear()


def test_core_parameters_refuse_lines_without_weights() -> None:
    lay = layout(BOARDS["classic 7x6"])
    params = core_parameters(lay)
    assert params["window_starts"] == lay.window_starts
    assert not fits(layout(Rules(columns=9, rows=7, pop_out=False)), exact=False)


# ---------------------------------------------------------------- searches at fixed depths


@needs_core
@pytest.mark.parametrize("board", list(BOARDS))
@SEEDS
@given(seed=st.integers(0, 2**32 - 1))
def test_root_values_nodes_and_tables_equal_at_fixed_depths(board: str, seed: int) -> None:
    """Depths 1..6 (1..8 on small boards) in turn on one search object, as think() deepens."""
    rules = BOARDS[board]
    lay = layout(rules)
    rng = random.Random(seed)
    top = 8 if board in SMALL else (6 if board == "classic 7x6" else 5)
    for position in some_positions(rules, rng, 1, min(lay.capacity - 2, 14)):
        py, c = pair(lay)
        for depth in range(1, top + 1):
            ask_both(py, c, position, depth, rng)


@needs_core
@pytest.mark.parametrize("board", ["4x4 Pop Out", "classic 5x4", "7x6 Pop Out", "classic 7x6"])
@SEEDS
@given(seed=st.integers(0, 2**32 - 1))
def test_one_search_over_several_positions(board: str, seed: int) -> None:
    """A table shared between positions and depths out of order (entries of other depths)."""
    rules = BOARDS[board]
    lay = layout(rules)
    rng = random.Random(seed)
    py, c = pair(lay)
    for position in some_positions(rules, rng, 3, min(lay.capacity - 2, 12)):
        for depth in rng.sample(range(1, 6), 3):
            ask_both(py, c, position, depth, rng)
    # negamax as the root too, with narrow windows
    for position in some_positions(rules, rng, 2, 10):
        for alpha, beta in ((-INFINITY, INFINITY), (-1, 0), (0, 1), (-50, 50)):
            depth = rng.randrange(1, 6)
            want = py.negamax(position.cur, position.mask, alpha, beta, depth)
            got = c.negamax(position.cur, position.mask, alpha, beta, depth)
            assert got == want
            assert_same(py, c, (position.cur, position.mask, alpha, beta, depth))


@needs_core
@pytest.mark.parametrize("board", ["4x4 Pop Out", "5x4 Pop Out", "7x6 Pop Out", "classic 5x4"])
@SEEDS
@given(seed=st.integers(0, 2**32 - 1))
def test_poisoned_sets(board: str, seed: int) -> None:
    """Repetition draws: drawn positions at either parity and the colour bit in the keys."""
    rules = BOARDS[board]
    lay = layout(rules)
    rng = random.Random(seed)
    for position in some_positions(rules, rng, 2, min(lay.capacity - 2, 12)):
        poisoned = poisoned_for(position, rng)
        py, c = pair(lay, poisoned)
        for depth in range(1, 6):
            ask_both(py, c, position, depth, rng)


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("board", list(BOARDS))
@settings(
    max_examples=6,
    deadline=None,
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
)
@given(seed=st.integers(0, 2**32 - 1))
def test_deeper_searches(board: str, seed: int) -> None:
    rules = BOARDS[board]
    lay = layout(rules)
    rng = random.Random(seed)
    top = 10 if board in SMALL else 7
    for position in some_positions(rules, rng, 1, min(lay.capacity - 2, 16)):
        py, c = pair(lay)
        for depth in range(1, top + 1):
            ask_both(py, c, position, depth, rng)


# ------------------------------------------------------------------------------ stop paths


def deep_position(rules: Rules) -> Position:
    """A position whose depth-6 search takes several thousand nodes."""
    position = Position(rules)
    for code in (3, 2, 4):
        position.play(code)
    return position


@needs_core
@pytest.mark.parametrize("board", ["classic 7x6", "7x6 Pop Out"])
def test_a_deadline_already_past_stops_both_at_the_same_node(board: str) -> None:
    lay = layout(BOARDS[board])
    position = deep_position(BOARDS[board])
    py, c = pair(lay)
    codes = position.legal_codes()
    for search in (py, c):
        search.clock = Clock(time.monotonic() - 1)
    want = outcome(lambda: py.root_values(position.cur, position.mask, 7, codes, every_move=False))
    got = outcome(lambda: c.root_values(position.cur, position.mask, 7, codes, every_move=False))
    assert want == got == "SearchStopped"
    assert py.nodes == c.nodes == 1024
    assert_same(py, c, "deadline")


@needs_core
@pytest.mark.parametrize("board", ["classic 7x6", "7x6 Pop Out", "5x4 Pop Out"])
@pytest.mark.parametrize("calls", [0, 1, 3, 7])
def test_a_counting_stop_stops_both_at_the_same_node(board: str, calls: int) -> None:
    lay = layout(BOARDS[board])
    position = deep_position(BOARDS[board])
    py, c = pair(lay)
    codes = position.legal_codes()
    budgets = []
    for search in (py, c):
        budget = Budget(calls)
        budgets.append(budget)
        search.clock = Clock(None, stop=budget)
    results = []
    for search in (py, c):
        for depth in range(1, 9):
            results.append(
                outcome(
                    lambda s=search, d=depth: s.root_values(
                        position.cur, position.mask, d, codes, every_move=False
                    )
                )
            )
    half = len(results) // 2
    assert results[:half] == results[half:]
    assert "SearchStopped" in results
    assert budgets[0].made == budgets[1].made
    assert_same(py, c, calls)


@needs_core
def test_an_exception_in_stop_passes_through() -> None:
    lay = layout(BOARDS["classic 7x6"])
    position = deep_position(BOARDS["classic 7x6"])
    py, c = pair(lay)

    def boom() -> bool:
        raise ZeroDivisionError

    codes = position.legal_codes()
    for search in (py, c):
        search.clock = Clock(None, stop=boom)
    want = outcome(lambda: py.root_values(position.cur, position.mask, 8, codes, every_move=True))
    got = outcome(lambda: c.root_values(position.cur, position.mask, 8, codes, every_move=True))
    assert want == got == "ZeroDivisionError"
    assert py.nodes == c.nodes == 1024
    assert_same(py, c, "boom")


# ------------------------------------------------------------------------------- think()


def thoughts(position: Position, **options: Any) -> tuple[Thought, Thought]:
    """think() on the Python and on the compiled core, clocks made fresh by ``options``."""
    made = []
    for core in ("python", "c"):
        kwargs = dict(options)
        budget = kwargs.pop("budget", None)
        clock = Clock(None, stop=Budget(budget)) if budget is not None else Clock.unlimited()
        made.append(think(position, clock, core=core, **kwargs))
    return made[0], made[1]


@needs_core
@pytest.mark.parametrize("board", list(BOARDS))
@SEEDS
@given(seed=st.integers(0, 2**32 - 1))
def test_think_gives_the_same_thought_on_both_cores(board: str, seed: int) -> None:
    rules = BOARDS[board]
    rng = random.Random(seed)
    (position,) = some_positions(rules, rng, 1, min(layout(rules).capacity - 2, 12))
    py, c = thoughts(position, max_depth=5 if board not in SMALL else 7)
    assert c == py
    py, c = thoughts(position, max_depth=4, every_move=True)
    assert c == py
    # a counting stop: the partial last depth searched move by move, as in play
    budget = rng.randrange(0, 6)
    py, c = thoughts(position, budget=budget)
    assert c == py


@needs_core
def test_think_with_repetition_draws_on_both_cores() -> None:
    rules = Rules(columns=5, rows=4, repetition_draw=True)
    rng = random.Random(11)
    (position,) = some_positions(rules, rng, 1, 8)
    poisoned = poisoned_for(position, rng)
    assert position.seen is not None
    for key in poisoned[0]:
        position.seen[(key, position.turn)] = 2
    for key in poisoned[1]:
        position.seen[(key, 3 - position.turn)] = 2
    py, c = thoughts(position, max_depth=7)
    assert c == py
    py, c = thoughts(position, budget=2)
    assert c == py


# ------------------------------------------------------------------------ choice of core


@needs_core
def test_think_picks_its_core(monkeypatch: pytest.MonkeyPatch) -> None:
    classic = layout(BOARDS["classic 7x6"])
    big = layout(Rules(columns=9, rows=7, pop_out=False))  # 72 bits: the core does not take it
    monkeypatch.delenv(CORE_VARIABLE, raising=False)  # the default (CI sets it to python too)
    assert isinstance(depth_search(classic), CompiledSearch)
    assert isinstance(depth_search(classic, core="python"), Search)
    assert isinstance(depth_search(big), Search)
    with pytest.raises(ValueError, match="64 bits"):
        depth_search(big, core="c")
    monkeypatch.setenv(CORE_VARIABLE, "python")
    assert isinstance(depth_search(classic), Search)
    monkeypatch.setenv(CORE_VARIABLE, "c")
    assert isinstance(depth_search(classic), CompiledSearch)
    # think() on a board the core does not take still thinks (on Python)
    monkeypatch.setenv(CORE_VARIABLE, "auto")
    position = Position(big.rules)
    assert think(position, Clock.unlimited(), max_depth=2).best() in position.legal_codes()


def test_without_the_core_think_runs_on_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compiled_search, "_search_core", None)
    lay = layout(BOARDS["classic 7x6"])
    assert isinstance(depth_search(lay), Search)
    with pytest.raises(ValueError, match="not built"):
        depth_search(lay, core="c")
    thought = think(Position(lay.rules), Clock.unlimited(), max_depth=3)
    assert thought.depth == 3


@needs_core
def test_the_limited_core_checks_its_arguments() -> None:
    lay = layout(BOARDS["classic 7x6"])
    c = CompiledSearch(lay, exact=False)
    with pytest.raises(TypeError):
        c._core.negamax(0, 0, -INFINITY, INFINITY)  # no depth
    with pytest.raises(ValueError, match="at most"):
        c._core.negamax(0, 0, -INFINITY, INFINITY, depth=5000)
    exact = CompiledSearch(lay)
    with pytest.raises(TypeError):
        exact._core.negamax(0, 0, -INFINITY, INFINITY, depth=3)
    with pytest.raises(TypeError):
        exact._core.evaluate(0, 0)
    with pytest.raises(ValueError, match="64 bits"):
        CompiledSearch(layout(Rules(columns=9, rows=7, pop_out=False)), exact=False)


@needs_core
def test_a_bounded_table_stays_within_its_bound() -> None:
    """think()'s compiled table is bounded (THINK_MAX_ENTRIES): when full it is emptied and
    the search goes on with legal values (equal to Python's only while it is not full)."""
    rules = BOARDS["7x6 Pop Out"]
    lay = layout(rules)
    position = deep_position(rules)
    codes = position.legal_codes()
    bounded = CompiledSearch(lay, exact=False, max_entries=1024)
    unbounded = CompiledSearch(lay, exact=False)
    for depth in range(1, 8):
        values = bounded.root_values(position.cur, position.mask, depth, codes, every_move=True)
        assert sorted(values) == sorted(codes)
        assert all(abs(value) < INFINITY for value in values.values())
        unbounded.root_values(position.cur, position.mask, depth, codes, every_move=True)
        assert len(bounded.table) <= 2048
    assert len(unbounded.table) > 2048
    assert compiled_search.THINK_MAX_ENTRIES >= 1 << 20
