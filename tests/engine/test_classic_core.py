"""The compiled core of the classic solver against the Python core (the reference): the same
scores, strong and weak, the same node counts and the same tables on random positions of many
boards; Pons' scores; the stop paths; and how a solver picks its core.

Without the compiled core (no C compiler when the game was installed) the comparisons skip,
except where CI runs (``CI=true``), which builds it and must fail without it.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popout_desktop.engine.classic import drop_solver
from popout_desktop.engine.classic.board import CONTINUES, Position, expand, start
from popout_desktop.engine.classic.drop_solver import (
    CORE_VARIABLE,
    ClassicSolver,
    compiled_core_available,
)
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.rules import Game, Rules

BENCHMARKS = Path(__file__).resolve().parent / "data"

needs_core = pytest.mark.skipif(
    not compiled_core_available(), reason="the compiled core is not built (no C compiler)"
)

SIDES_4X6 = Rules(columns=4, rows=6, connect=4, pop_out=False, side_columns=True)
#: Boards, and the fewest discs a random position gets there (so that it is quick to solve).
BOARDS = {
    "4x4 c3": (Rules(columns=4, rows=4, connect=3, pop_out=False), 0),
    "5x4 c3": (Rules(columns=5, rows=4, connect=3, pop_out=False), 0),
    "6x5 c4": (Rules(columns=6, rows=5, connect=4, pop_out=False), 8),
    "7x6 c4": (Rules.preset("classic"), 18),
    "8x7 c4, 64 bits": (Rules(columns=8, rows=7, connect=4, pop_out=False), 32),
    "7x6 c5": (Rules(columns=7, rows=6, connect=5, pop_out=False), 14),
    "6x7 c6": (Rules(columns=6, rows=7, connect=6, pop_out=False), 20),
    "5-in-a-Row": (Rules.preset("five_in_a_row"), 16),
    "4x6 c4, side columns": (SIDES_4X6, 2),
    "12x4 c4": (Rules(columns=12, rows=4, connect=4, pop_out=False), 24),
    "4x12 c5": (Rules(columns=4, rows=12, connect=5, pop_out=False), 18),
}
QUICK_BOARDS = ["4x4 c3", "5x4 c3", "6x5 c4", "4x6 c4, side columns", "12x4 c4"]
#: A position is compared only if the compiled core solves it within this many nodes, so that
#: the Python core's time stays small (the node counts are the same, or the test fails).
NODE_CAP = 40_000


def random_position(rules: Rules, fewest: int, rng: random.Random) -> tuple[int, int, int] | None:
    """``(cur, mask, discs)``: a random drop game of at least ``fewest`` discs, still in play
    (None if the random game ended first)."""
    lay = layout(rules)
    cur, mask = start(rules)
    target = rng.randint(fewest, lay.capacity - 1)
    for _ in range(target):
        children = [c for c in expand(lay, cur, mask) if c[1] == CONTINUES]
        if not children:
            return None
        _, _, cur, mask = rng.choice(children)
    return cur, mask, target


def compare(rules: Rules, position: tuple[int, int, int], weak: bool) -> bool:
    """Both cores on one position with fresh tables: equal score, nodes and table (asserted).
    False if the position was too big to compare (the compiled core needed over NODE_CAP)."""
    fast = ClassicSolver(rules, core="c")
    assert fast._compiled is not None
    score = fast._compiled.solve(*position, weak=weak, node_limit=NODE_CAP)
    if score is None:
        return False
    slow = ClassicSolver(rules, core="python")
    assert slow.solve(*position, weak=weak) == score, (position, weak)
    assert (slow.nodes, slow.table_size) == (fast.nodes, fast.table_size), position
    return True


def test_ci_builds_the_compiled_core() -> None:
    if os.environ.get("CI") != "true":
        pytest.skip("only where CI runs: elsewhere the Python core is a complete fallback")
    assert compiled_core_available(), "CI must build popout_desktop.engine.classic._classic_core"
    assert ClassicSolver(Rules.preset("classic"), core="auto").core == "c"


@needs_core
@pytest.mark.parametrize("board", QUICK_BOARDS)
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(seed=st.integers(0, 2**32 - 1), weak=st.booleans())
def test_both_cores_agree_on_random_positions(board: str, seed: int, weak: bool) -> None:
    rules, fewest = BOARDS[board]
    position = random_position(rules, fewest, random.Random(seed))
    if position is not None:
        compare(rules, position, weak)


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("board", list(BOARDS))
def test_both_cores_agree_on_300_positions_of_every_board(board: str) -> None:
    rules, fewest = BOARDS[board]
    rng = random.Random(board)
    compared = tried = 0
    while compared < 300:
        position = random_position(rules, fewest, rng)
        if position is None:
            continue
        tried += 1
        compared += compare(rules, position, weak=rng.random() < 0.2)
        assert tried < 3000, "positions too big to compare: raise their fewest discs"


@needs_core
@pytest.mark.slow
def test_both_cores_agree_with_a_table_kept_between_solves() -> None:
    rules = Rules(columns=6, rows=5, connect=4, pop_out=False)
    fast, slow = ClassicSolver(rules, core="c"), ClassicSolver(rules, core="python")
    rng = random.Random(6)
    for _ in range(150):
        position = random_position(rules, 10, rng)
        if position is not None:
            assert fast.solve(*position) == slow.solve(*position), position
    assert (fast.nodes, fast.table_size) == (slow.nodes, slow.table_size)
    assert fast.table_size > 1000


def pons(name: str) -> list[tuple[str, int]]:
    out = []
    for line in (BENCHMARKS / f"classic_7x6_{name}.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            moves, value = line.split()
            out.append((moves, int(value)))
    return out


def pons_position(moves: str) -> tuple[int, int, int]:
    position = Position.from_game(
        Game.from_notation(" ".join(f"d{c}" for c in moves), Rules.preset("classic"))
    )
    return position.cur, position.mask, len(moves)


@needs_core
@pytest.mark.parametrize("name", ["end", "middle"])
def test_the_compiled_core_scores_pons_sets_as_pons(name: str) -> None:
    rules = Rules.preset("classic")
    for index, (moves, expected) in enumerate(pons(name)):
        solver = ClassicSolver(rules, core="c")
        position = pons_position(moves)
        assert solver.solve(*position) == expected, moves
        if index % 25 == 0 and solver.nodes <= NODE_CAP:
            assert ClassicSolver(rules, core="python").solve(*position) == expected


# -- a table kept between solves while it can help (issue 33 point 6) --------------------------

#: Pons' middle-set positions: A's table outgrows the first size (3,772 entries); B disagrees
#: with A on a cell both have filled (column 1's second disc), so no position follows both.
POSITION_A = "113371676511415266"
POSITION_B = "1313735511215126"


@pytest.mark.parametrize("core", [pytest.param("c", marks=needs_core), "python"])
def test_a_table_that_cannot_help_is_emptied_and_one_that_can_is_kept(core: str) -> None:
    rules = Rules.preset("classic")
    a, b = pons_position(POSITION_A), pons_position(POSITION_B)
    assert not drop_solver.may_share_positions(a, b)
    kept = ClassicSolver(rules, core=core)
    assert kept.solve(*a) == 4
    assert kept.table_size > 2048
    # B after A: A's table cannot help, so B is searched on an empty one, exactly as afresh.
    fresh = ClassicSolver(rules, core=core)
    nodes = kept.nodes
    assert kept.solve(*b) == fresh.solve(*b) == -11
    assert (kept.nodes - nodes, kept.table_size) == (fresh.nodes, fresh.table_size)
    assert kept.dead_tables == 1
    # The positions after B may meet B's: the table is kept, and the search is shorter.
    children = [
        (child_cur, child_mask, b[2] + 1)
        for _, outcome, child_cur, child_mask in expand(layout(rules), b[0], b[1])
        if outcome == CONTINUES
    ]
    assert len(children) >= 5
    for after in children:
        assert drop_solver.may_share_positions(b, after)
        size, nodes = kept.table_size, kept.nodes
        alone = ClassicSolver(rules, core=core)
        assert kept.solve(*after) == alone.solve(*after), after
        assert kept.table_size >= size
        assert kept.nodes - nodes <= alone.nodes
    assert kept.dead_tables == 1


@needs_core
def test_the_compiled_core_keeps_or_empties_its_table_itself() -> None:
    """The policy above runs inside the compiled core when it is given ``roots`` (a
    ClassicSolver gives 16): a solve through the public API pays no Python for it. The raw
    core without them keeps every entry, as before."""
    from popout_desktop.engine.classic import _classic_core

    lay = layout(Rules.preset("classic"))
    a, b = pons_position(POSITION_A), pons_position(POSITION_B)
    minding = _classic_core.Core(
        lay.rows, lay.width, lay.connect, lay.order, roots=16, small_table=2048
    )
    keeping = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order)
    fresh = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order)
    for core in (minding, keeping):
        assert core.solve(*a) == 4
    size_a = keeping.table_size
    assert minding.table_size == size_a > 2048
    assert fresh.solve(*b) == minding.solve(*b) == keeping.solve(*b) == -11
    assert (minding.dead_tables, minding.table_size) == (1, fresh.table_size)
    assert (keeping.dead_tables, keeping.table_size) == (0, size_a + fresh.table_size)
    # B's table, kept for B's own next positions; cleared by hand, it forgets its roots too.
    child = next(
        (child_cur, child_mask, b[2] + 1)
        for _, outcome, child_cur, child_mask in expand(lay, b[0], b[1])
        if outcome == CONTINUES
    )
    minding.solve(*child)
    assert minding.dead_tables == 1
    minding.clear()
    assert minding.solve(*a) == 4 and minding.dead_tables == 1
    with pytest.raises(ValueError, match="roots"):
        _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order, roots=65)


@needs_core
def test_the_compiled_core_takes_a_time_limit_from_now() -> None:
    """``seconds``, the public API's time limit handed to the core as it is (timed on the
    core's own clock, no ``time.monotonic()`` read through Python)."""
    core = ClassicSolver(Rules.preset("classic"), core="c")._compiled
    assert core is not None
    a = pons_position(POSITION_A)
    assert core.solve(*a, False, None, None, None, 60.0) == 4
    core.clear()
    nodes = core.nodes
    assert core.solve(0, 0, 0, False, None, None, None, 0.0) is None  # stopped at once
    assert core.nodes - nodes <= 2048 and core.nodes % 2048 == 0  # its first clock check
    # The sooner of a deadline and the limit counts.
    assert core.solve(0, 0, 0, False, time.monotonic() + 60, None, None, 0.0) is None
    assert core.solve(0, 0, 0, False, time.monotonic() - 1, None, None, 60.0) is None
    core.clear()
    assert core.solve(*a, True, time.monotonic() + 60, None, None, 60.0) == 1


@needs_core
def test_a_deep_search_on_a_mapped_table_is_exact_and_repeatable() -> None:
    """A table grown past 4 MB is mapped apart (huge pages where the system grants them) and
    unmapped when it grows again or is emptied: Pons' score, and the same search again after
    clear()."""
    moves, expected = "21643445677", -3  # Pons' begin set; ~330,000 entries, 16 MB of slots
    assert (moves, expected) in pons("begin")
    solver = ClassicSolver(Rules.preset("classic"), core="c")
    position = pons_position(moves)
    assert solver.solve(*position) == expected
    nodes, size = solver.nodes, solver.table_size
    assert size * 2 * 16 > 4 << 20
    solver.clear()
    assert solver.solve(*position) == expected
    assert (solver.nodes - nodes, solver.table_size) == (nodes, size)
    assert solver.solve(*position) == expected  # now from the table: a few nodes
    assert solver.nodes - 2 * nodes < 10


@needs_core
def test_an_emptied_table_keeps_its_slots_and_never_reads_its_old_entries() -> None:
    """clear() (and the emptying of a table that cannot help) keeps the compiled core's slots:
    the next deep search does not grow the table again from a few thousand slots. The old
    entries, still in the slots, are never read: a search after it visits the nodes a fresh
    core visits, position after position, and keeps as many entries."""
    from popout_desktop.engine.classic import _classic_core

    lay = layout(Rules.preset("classic"))
    deep = pons_position("21643445677")  # Pons' begin set, -3: ~330,000 entries
    others = [pons_position(POSITION_A), pons_position(POSITION_B), deep]
    kept = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order)
    assert kept.table_slots == 4096
    assert kept.solve(*deep) == -3
    slots = kept.table_slots
    assert slots >= 1 << 20
    for position in others:
        kept.clear()
        assert (kept.table_size, kept.table_slots) == (0, slots)
        fresh = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order)
        nodes = kept.nodes
        assert kept.solve(*position) == fresh.solve(*position)
        assert (kept.nodes - nodes, kept.table_size) == (fresh.nodes, fresh.table_size)
    # A table left nearly empty by 16 emptyings in a row is given back (made at 2**14 slots).
    kept.clear()  # the deep search's entries fill it enough: not a sparse one
    for _ in range(15):
        kept.clear()
        assert kept.table_slots == slots
    kept.clear()
    assert (kept.table_slots, kept.table_size) == (1 << 14, 0)
    assert kept.solve(*others[0]) == 4


@needs_core
def test_the_public_api_empties_a_table_past_its_limit_and_keeps_the_solver(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past TABLE_LIMIT entries the public API's cached solver is emptied (its slots kept), not
    replaced by a new one whose table would grow again from a few thousand slots."""
    from popout_desktop.engine import solve
    from popout_desktop.engine import solver as public

    rules = Rules.preset("classic")
    monkeypatch.setitem(public._classic, rules, ClassicSolver(rules, core="c"))
    monkeypatch.setattr(public, "TABLE_LIMIT", 1000)
    solver = public.classic_solver(rules)
    game = Game.from_notation(" ".join(f"d{c}" for c in POSITION_A), rules)
    assert solve(game, time_limit=60) == 4
    size, slots = solver.table_size, solver._compiled.table_slots  # type: ignore[union-attr]
    assert size > 1000 and slots > 4096
    assert public.classic_solver(rules) is solver
    assert solver.table_size == 0 and solver._compiled.table_slots == slots  # type: ignore[union-attr]
    assert solve(game, time_limit=60) == 4 and solver.table_size == size


def test_the_public_apis_cache_of_solvers_forgets_its_last_lookup_on_any_change() -> None:
    """classic_solver finds its last solver again by the identity of the rules (no hash), and
    the cache behaves as a dict: a solver taken out, put in or cleared is seen at once."""
    from popout_desktop.engine import solver as public

    rules = Rules.preset("classic")
    same = Rules.preset("classic")
    first = public.classic_solver(rules)
    assert public.classic_solver(rules) is first is public.classic_solver(same)
    assert public._classic.pop(rules) is first and rules not in public._classic
    second = public.classic_solver(rules)
    assert second is not first and public._classic[same] is second
    public._classic[rules] = first
    assert public.classic_solver(same) is first
    public._classic.clear()
    assert len(public._classic) == 0 and public.classic_solver(rules) not in (first, second)
    del public._classic[same]
    assert public.classic_solver(rules) is public._classic[rules]


@pytest.mark.parametrize("core", [pytest.param("c", marks=needs_core), "python"])
def test_the_public_apis_shortest_way_answers_as_the_long_one(
    core: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once a classic solve has looked its solver up, the next ones with the same rules and a
    time limit alone go straight to the compiled core: the same scores (weak too), a game
    already over, a time limit that runs out, and the Python core, all as before."""
    from popout_desktop.engine import solve
    from popout_desktop.engine import solver as public

    monkeypatch.setenv(CORE_VARIABLE, core)
    rules = Rules.preset("classic")
    cache = public._Solvers()
    monkeypatch.setattr(public, "_classic", cache)
    games = [
        (Game.from_notation(" ".join(f"d{c}" for c in moves), rules), value)
        for moves, value in [*pons("end")[:20], (POSITION_A, 4), (POSITION_B, -11)]
    ]
    for game, value in games:
        assert solve(game, time_limit=60) == value
        assert solve(game, time_limit=60, weak=True) == (value > 0) - (value < 0)
    assert cache.last is not None and cache.last[0] is rules
    assert public.classic_solver(rules).core == core
    won = Game.from_notation("d1 d2 d1 d2 d1 d2 d1", rules)
    assert won.is_over and solve(won, time_limit=60) == -18
    if core == "c":
        public.classic_solver(rules).clear()
        with pytest.raises(TimeoutError):
            solve(Game.from_notation(" ".join(f"d{c}" for c in "21643445677"), rules), time_limit=0)


@needs_core
def test_a_long_search_lets_other_threads_run_and_arguments_are_checked() -> None:
    """The compiled core keeps the GIL for a search's first 2,048 nodes only (most solves
    through the public API end sooner: releasing it around each cost them a tenth of their
    time), then lets other threads run. Its arguments by position are read straight from the
    call, with keywords as before, and checked the same."""
    import threading

    core = ClassicSolver(Rules.preset("classic"), core="c")._compiled
    assert core is not None
    count = [0]
    done = threading.Event()

    def counting() -> None:
        while not done.is_set():
            count[0] += 1

    thread = threading.Thread(target=counting)
    thread.start()
    try:
        time.sleep(0.01)
        before = count[0]
        assert core.solve(*pons_position("21643445677")) == -3  # ~580,000 nodes
        during = count[0] - before
    finally:
        done.set()
        thread.join()
    assert during > 1000
    a = pons_position(POSITION_A)
    assert core.solve(*a, False, None, None, None, 60.0) == 4
    assert core.solve(a[0], a[1], discs=a[2], weak=True, seconds=60.0) == 1
    assert core.solve(*a, True) == 1
    with pytest.raises(TypeError):
        core.solve(a[0], a[1], "18")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        core.solve(*a, False, None, None, None, 60.0, None)  # type: ignore[call-arg]
    with pytest.raises(OverflowError):
        core.solve(a[0], a[1], 1 << 40)


def descendants(lay_rules: Rules, cur: int, mask: int) -> set[tuple[int, int]]:
    """Every position that can follow ``(cur, mask)`` by drops, itself included."""
    lay = layout(lay_rules)
    seen = {(cur, mask)}
    todo = [(cur, mask)]
    while todo:
        for _, outcome, child_cur, child_mask in expand(lay, *todo.pop()):
            if outcome == CONTINUES and (child_cur, child_mask) not in seen:
                seen.add((child_cur, child_mask))
                todo.append((child_cur, child_mask))
    return seen


def test_positions_said_to_share_no_later_position_share_none() -> None:
    # Exhaustively on 4x4 connect 3: every position that can follow both, for random pairs.
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False)
    lay = layout(rules)
    rng = random.Random(33)

    def play_on(cur: int, mask: int, discs: int, plies: int) -> tuple[int, int, int] | None:
        for _ in range(plies):
            children = [c for c in expand(lay, cur, mask) if c[1] == CONTINUES]
            if not children:
                return None
            _, _, cur, mask = rng.choice(children)
            discs += 1
        return cur, mask, discs

    said = {True: 0, False: 0}
    for _ in range(200):
        # Two random games, or two that part after a random number of plies.
        fork = play_on(*start(rules), 0, rng.randint(0, 5)) if rng.random() < 0.5 else None
        first = fork or (*start(rules), 0)
        a = play_on(*first, rng.randint(max(0, 5 - first[2]), 7))
        b = play_on(*first, rng.randint(max(0, 5 - first[2]), 7))
        if a is None or b is None:
            continue
        may = drop_solver.may_share_positions(a, b)
        assert may == drop_solver.may_share_positions(b, a)
        both = descendants(rules, a[0], a[1]) & descendants(rules, b[0], b[1])
        if not may:
            assert not both, (a, b)
        said[may] += 1
    assert min(said.values()) >= 20, said


@needs_core
def test_the_compiled_core_takes_its_arguments_by_position() -> None:
    core = ClassicSolver(Rules.preset("classic"), core="c")._compiled
    assert core is not None
    a = pons_position(POSITION_A)
    assert core.solve(*a, True, time.monotonic() + 60, None, None) == 1
    assert core.solve(*a, False, time.monotonic() + 60, None, None) == 4
    core.clear()
    assert core.solve(*a, False, None, core.nodes + 100, None) is None  # the node budget
    core.clear()
    assert core.solve(*a, False, None, None, lambda: True) is None


def test_a_solver_picks_its_core(monkeypatch: pytest.MonkeyPatch) -> None:
    classic_rules = Rules.preset("classic")
    wide = Rules(columns=13, rows=4, connect=4, pop_out=False)  # 13 x 5 = 65 bits
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    expected = "c" if compiled_core_available() else "python"
    assert ClassicSolver(classic_rules).core == expected
    assert ClassicSolver(Rules.preset("five_in_a_row")).core == expected  # 9 x 7 bits
    assert ClassicSolver(wide).core == "python"
    assert ClassicSolver(classic_rules, core="python").core == "python"
    monkeypatch.setenv(CORE_VARIABLE, "python")
    assert ClassicSolver(classic_rules).core == "python"
    monkeypatch.setenv(CORE_VARIABLE, "turbo")
    with pytest.raises(ValueError, match="turbo"):
        ClassicSolver(classic_rules)
    monkeypatch.setenv(CORE_VARIABLE, "c")
    if not compiled_core_available():
        with pytest.raises(ValueError, match="not built"):
            ClassicSolver(classic_rules)
        # The board's own refusal, as where the core is built (it is asked before the core).
        monkeypatch.setattr(drop_solver, "_classic_core", object())
    with pytest.raises(ValueError, match="64 bits"):
        ClassicSolver(wide)


def test_without_the_compiled_core_the_python_core_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drop_solver, "_classic_core", None)
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False)
    solver = ClassicSolver(rules)
    assert solver.core == "python"
    assert solver.solve(*solver.start()) == 4
    with pytest.raises(ValueError, match="not built"):
        ClassicSolver(rules, core="c")


@needs_core
def test_the_start_of_4x4_connect_3_and_its_table() -> None:
    solver = ClassicSolver(Rules(columns=4, rows=4, connect=3, pop_out=False), core="c")
    assert solver.solve(*solver.start()) == 4
    assert solver.solve(*solver.start(), weak=True) == 1
    assert solver.table_size > 0
    solver.clear()
    assert solver.table_size == 0
    assert solver.solve(*solver.start()) == 4


@needs_core
def test_the_compiled_core_stops_on_a_node_budget_and_stays_exact() -> None:
    from popout_desktop.engine.classic import _classic_core

    lay = layout(Rules.preset("classic"))
    core = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order)
    assert core.solve(0, 0, 0, node_limit=10_000) is None
    assert 10_000 <= core.nodes < 10_000 + 2048 + 64
    small = Rules(columns=5, rows=4, connect=4, pop_out=False)
    solver = ClassicSolver(small, core="c")
    assert solver._compiled is not None
    assert solver._compiled.solve(0, 0, 0, node_limit=500) is None
    assert solver.solve(0, 0, 0) == ClassicSolver(small, core="python").solve(0, 0, 0)


@needs_core
def test_the_compiled_core_polls_stop_and_passes_its_exception_on() -> None:
    solver = ClassicSolver(Rules.preset("classic"), core="c")
    calls: list[int] = []

    def stop_at_the_fourth() -> bool:
        calls.append(1)
        return len(calls) >= 4

    solver.clock = Clock(stop=stop_at_the_fourth)
    assert solver.solve_or_none(0, 0, 0) is None
    assert len(calls) == 4
    assert 4 * 2048 <= solver.nodes < 5 * 2048

    def stopped() -> bool:
        raise SearchStopped

    solver.clock = Clock(stop=stopped)
    with pytest.raises(SearchStopped):
        solver.solve(0, 0, 0)

    def again() -> bool:  # a second solve on the same solver while it searches
        assert solver._compiled is not None
        solver._compiled.solve(0, 0, 0)
        return False

    solver.clock = Clock(stop=again)
    with pytest.raises(RuntimeError, match="searching"):
        solver.solve(0, 0, 0)


@needs_core
def test_the_compiled_core_stops_at_a_deadline_already_past() -> None:
    solver = ClassicSolver(Rules.preset("classic"), Clock(time.monotonic() - 1.0), core="c")
    assert solver.solve_or_none(0, 0, 0) is None
    assert solver.nodes == 2048
    with pytest.raises(SearchStopped):
        solver.solve(0, 0, 0)
    solver.clock = Clock.unlimited()
    assert solver.solve(*pons_position("4453637"), weak=True) in (-1, 0, 1)


@needs_core
@pytest.mark.parametrize("value", [-1, 2**64, "x", 1.5])
def test_the_compiled_core_refuses_bad_bitboards(value: object) -> None:
    solver = ClassicSolver(Rules.preset("classic"), core="c")
    assert solver._compiled is not None
    with pytest.raises((OverflowError, TypeError, ValueError)):
        solver._compiled.solve(value, 0, 0)  # type: ignore[arg-type]


@needs_core
def test_a_bounded_table_stays_within_its_bound_and_exact() -> None:
    rules = Rules(columns=6, rows=5, connect=4, pop_out=False)
    lay = layout(rules)
    from popout_desktop.engine.classic import _classic_core

    bounded = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order, max_entries=1024)
    # The core itself, unbounded, keeps every entry (a ClassicSolver would empty its table
    # between these unrelated positions).
    exact = _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order)
    rng = random.Random(11)
    for _ in range(30):
        position = random_position(rules, 11, rng)
        if position is not None:
            assert bounded.solve(*position) == exact.solve(*position), position
            assert bounded.table_size <= 2048
    assert exact.table_size > 4096  # the bound was reached: old keys were replaced
    assert bounded.nodes > exact.nodes
    with pytest.raises(ValueError, match="max_entries"):
        _classic_core.Core(lay.rows, lay.width, lay.connect, lay.order, max_entries=10)
