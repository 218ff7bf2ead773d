"""Exact solver for rules without pops (classic Connect Four, 5-in-a-Row, any size): Pascal
Pons' algorithm, generated per board.

Without pops every move adds a disc, so no position can repeat and a plain transposition table
is exact. The score is Pons': from the player to move, a win with a disc played when the board
holds ``m`` discs (in the playable columns, of ``N`` cells) scores ``(N + 1 - m) // 2``; a draw 0;
a loss the negative of the winner's score.

The search (see his blog, "Solving Connect 4: how to build a perfect AI"):

* negamax with alpha-beta, searched with null windows that bisect the score range (biased
  towards 0, so the first probe answers win / draw / loss);
* the position is ``(cur, mask)``; wins are found by bitboard shifts: :func:`spots` gives every
  empty cell that would complete a line;
* only *non-losing* moves are searched: if the opponent threatens two playable cells the mover
  has lost; if one, the mover must block it; never play directly below an opponent's spot;
* score bounds from the number of discs (nobody can win faster than the discs left allow);
* a transposition table keyed by ``cur + mask`` holding both a lower and an upper bound;
* moves ordered by the number of winning spots they create, then centre first.

Two cores run this search, and visit the same nodes in the same order (so they give the same
scores, node counts and tables; ``tests/engine/test_classic_core.py`` compares them):

* **the compiled core**, ``_classic_core.c`` beside this module (C, the CPython API; built by
  ``setup.py`` when a C compiler is there), for every board whose layout fits 64 bits
  (``(rows + 1) x columns``, side columns included: 7x6, 8x7, 5-in-a-Row...). It is 40-60 times
  faster on Pons' middle set (``tests/benchmarks/bench_engine.py --core``);
* **the Python core**, the reference and the fallback: the whole negamax generated as Python
  source for each board with its masks and shifts written as literals, the spot computation
  inlined for the opponent and for every child, and compiled once (CPython spends most of its
  time on calls and name lookups; this removes them).

``POPOUT_ENGINE_CORE`` chooses: ``auto`` (the default: compiled where it can), ``c`` (compiled,
or ``ValueError``) or ``python``. :attr:`ClassicSolver.core` says which one a solver runs.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import lru_cache
from typing import Final

from popout_desktop.engine.classic.layout import Layout, compile_function, layout, spots_code
from popout_desktop.engine.clock import Clock, SearchStopped, core_limits, reads_wall_clock
from popout_desktop.engine.core_choice import CORE_VARIABLE, CORES, choose_core
from popout_desktop.rules import Rules

try:
    from popout_desktop.engine.classic import _classic_core
except ImportError:  # built without a C compiler: the Python core runs everywhere
    _classic_core = None  # type: ignore[assignment]

__all__ = [
    "CORES",
    "CORE_VARIABLE",
    "ClassicSolver",
    "compiled_core_available",
    "may_share_positions",
    "pons_win_score",
]

#: The compiled core's boards: their layout, side columns included, fits a 64-bit word.
_CORE_BITS: Final = 64

# Bounds are stored in the table shifted by _OFFSET into 8 bits each (scores are at most 97).
_OFFSET = 128
_CHECK_EVERY = 2047  # nodes between two clock checks (a mask: 2**k - 1)
#: How many of the positions solved since the table was last emptied a solver remembers, to
#: tell whether its table can still help the next one (:meth:`ClassicSolver.solve`).
_ROOTS = 16
#: A table of at most this many entries is never emptied for that: the compiled core's table
#: has not grown past its first 4,096 slots (64 KB) yet, so emptying it saves nothing.
_SMALL_TABLE = 2048


def pons_win_score(capacity: int, discs: int) -> int:
    """Pons' score of a win with a disc played into a board holding ``discs`` discs."""
    return (capacity + 1 - discs) // 2


def compiled_core_available() -> bool:
    """True if the compiled core was built and imports."""
    return _classic_core is not None


def _core_for(lay: Layout, core: str | None) -> str:
    """The core a solver of this board runs: ``"c"`` or ``"python"``."""
    return choose_core(
        core,
        built=_classic_core is not None,
        fits=lay.stride * lay.width <= _CORE_BITS,
        why_not=f"the compiled core needs a layout of at most {_CORE_BITS} bits",
    )


def _indent(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


def _source(lay: Layout) -> str:
    """Source of ``make(clock_check) -> (negamax, counters)`` for this board."""
    n_cells = lay.capacity
    full = lay.playable_mask
    board = lay.board_mask
    bottom = lay.bottom_row
    dirs = lay.directions
    k = lay.connect
    opp_spots = _indent("\n".join(spots_code("opp", "ow", dirs, k)), 8)
    children = []
    for index, c in enumerate(lay.order):
        col = lay.column_mask[c]
        children.append(
            f"""
m = possible & {col}
if m:
    p = cur | m
    nm = mask | m
{_indent(chr(10).join(spots_code("p", "w", dirs, k)), 4)}
    append((-(w & ({board} ^ nm)).bit_count(), {index}, nm))"""
        )
    child_code = _indent("\n".join(children), 8)
    return f"""
def make(check):
    table = {{}}
    get = table.get
    nodes = 0

    def negamax(cur, mask, n, alpha, beta):
        nonlocal nodes
        nodes += 1
        if not nodes & {_CHECK_EVERY}:
            check()
        possible = (mask + {bottom}) & {full}
        opp = cur ^ mask
{opp_spots}
        ow &= {board} ^ mask
        forced = possible & ow
        if forced:
            if forced & (forced - 1):
                return -(({n_cells} - n) // 2)
            possible = forced
        possible ^= possible & (ow >> 1)
        if not possible:
            return -(({n_cells} - n) // 2)
        if n >= {n_cells - 2}:
            return 0
        low = -(({n_cells - 2} - n) // 2)
        if alpha < low:
            alpha = low
            if alpha >= beta:
                return alpha
        key = cur + mask
        entry = get(key)
        if entry is None:
            lo = -{_OFFSET}
            hi = {_OFFSET - 1}
        else:
            lo = (entry >> 8) - {_OFFSET}
            hi = (entry & 255) - {_OFFSET}
            if alpha < lo:
                alpha = lo
                if alpha >= beta:
                    return alpha
            if beta > hi:
                beta = hi
                if alpha >= beta:
                    return beta
        high = ({n_cells - 1} - n) // 2
        if beta > high:
            beta = high
            if alpha >= beta:
                return beta
        moves = []
        append = moves.append
{child_code}
        moves.sort()
        opp_next = cur ^ mask
        n += 1
        for _, _, nm in moves:
            score = -negamax(opp_next, nm, n, -beta, -alpha)
            if score >= beta:
                if score > lo:
                    table[key] = ((score + {_OFFSET}) << 8) | (hi + {_OFFSET})
                return score
            if score > alpha:
                alpha = score
        if alpha < hi:
            table[key] = ((lo + {_OFFSET}) << 8) | (alpha + {_OFFSET})
        return alpha

    def count():
        return nodes

    return negamax, count, table
"""


@lru_cache(maxsize=16)
def _factory(rules: Rules) -> Callable[..., tuple[Callable[..., int], Callable[[], int], dict]]:  # type: ignore[type-arg]
    lay = layout(rules)
    return compile_function(_source(lay), "make")  # type: ignore[return-value]


def may_share_positions(first: tuple[int, int, int], second: tuple[int, int, int]) -> bool:
    """False if no position can follow both ``(cur, mask, discs)`` positions (drops only): they
    disagree on a cell both have filled. Discs never move, so the discs of a later position
    include each one's; ``cur`` is the discs of the player to move, who is the same player in
    both when their ``discs`` have the same parity, else the other one."""
    cur_a, mask_a, discs_a = first
    cur_b, mask_b, discs_b = second
    if (discs_a ^ discs_b) & 1:
        cur_a ^= mask_a
    return not (cur_a ^ cur_b) & mask_a & mask_b


class ClassicSolver:
    """Exact Pons-score solver for drop-only rules; keeps its transposition table between calls
    while the table can help (see :meth:`solve`).

    >>> from popout_desktop.rules import Rules
    >>> solver = ClassicSolver(Rules(columns=4, rows=4, connect=3, pop_out=False))
    >>> solver.solve(*solver.start())  # the first player wins with its fifth disc
    4
    """

    def __init__(
        self,
        rules: Rules,
        clock: Clock | None = None,
        *,
        core: str | None = None,
        max_entries: int = 0,
    ) -> None:
        if rules.pop_out:
            raise ValueError("the classic solver knows drops only: rules with pop_out=False")
        self.rules = rules
        self.layout = lay = layout(rules)
        self.clock = clock or Clock.unlimited()
        self._playable = lay.playable_mask
        #: ``"c"`` (the compiled core) or ``"python"``: see the module; ``core`` or
        #: ``POPOUT_ENGINE_CORE`` chooses, compiled where it can by default.
        self.core = _core_for(lay, core)
        #: ``max_entries``: 0, the table keeps every entry (the Python core's always does);
        #: else the compiled core's table holds at most that many, new keys replacing old ones
        #: (the scores stay exact; the nodes searched may differ from the Python core's).
        self._compiled = (
            _classic_core.Core(
                lay.rows,
                lay.width,
                lay.connect,
                lay.order,
                max_entries=max_entries,
                roots=_ROOTS,
                small_table=_SMALL_TABLE,
            )
            if self.core == "c"
            else None
        )
        if self._compiled is None:
            self._negamax, self._count, self._table = _factory(rules)(self._check)
        #: The last positions solved since the table was last emptied, ``(cur, mask, discs)``
        #: (the Python core's: the compiled core remembers its own).
        self._roots: deque[tuple[int, int, int]] = deque(maxlen=_ROOTS)
        self._dead_tables = 0

    def _check(self) -> None:
        self.clock.check()

    @property
    def nodes(self) -> int:
        """Nodes searched since this solver was made."""
        if self._compiled is not None:
            return self._compiled.nodes
        return self._count()

    @property
    def dead_tables(self) -> int:
        """How many times :meth:`solve` emptied a table that could no longer help."""
        if self._compiled is not None:
            return self._compiled.dead_tables
        return self._dead_tables

    @property
    def compiled_core(self) -> _classic_core.Core | None:
        """The compiled core this solver runs (None on the Python core). The public API's
        solve calls its ``solve`` as :meth:`solve_within` does, without that call."""
        return self._compiled

    @property
    def playable_mask(self) -> int:
        """The cells of the playable columns (side columns left out): :meth:`discs` counts
        the discs there."""
        return self._playable

    @property
    def table_size(self) -> int:
        """Positions in the transposition table."""
        if self._compiled is not None:
            return self._compiled.table_size
        return len(self._table)

    def clear(self) -> None:
        """Empty the transposition table. The compiled core keeps its slots (no zeroing: the
        next deep search need not grow the table again) unless it was left mostly empty
        several emptyings in a row, then gives them back."""
        if self._compiled is not None:
            self._compiled.clear()
        else:
            self._table.clear()
        self._roots.clear()

    def _keep_or_clear(self, cur: int, mask: int, discs: int) -> None:
        """Empty a table that cannot help the search of ``(cur, mask, discs)``: every entry is
        a position that follows one of the positions solved since it was last emptied, so if
        none of them may share a later position with this one (:func:`may_share_positions`;
        the last :data:`_ROOTS` of them are remembered), no entry can be found again. Such a
        table only slows the search down: a large one spreads the few entries the search
        reads and writes over memory that no cache holds (through the public API, one solver
        kept over Pons' middle set ran 1.3-1.4x the CPU time of fresh tables, on the same
        nodes). The score and the nodes searched are the same either way. The compiled core
        does the same in C (its ``roots``: in Python this cost an easy position's solve
        through the public API a tenth of its time)."""
        roots = self._roots
        key = (cur, mask, discs)
        if roots and self.table_size > _SMALL_TABLE:
            for root in reversed(roots):
                if may_share_positions(root, key):
                    break
            else:
                self.clear()
                self._dead_tables += 1
        roots.append(key)

    def start(self) -> tuple[int, int, int]:
        """``(cur, mask, discs)`` of the start position."""
        p1, p2 = self.layout.side_discs
        return p1, p1 | p2, 0

    def discs(self, mask: int) -> int:
        """Discs in the playable columns."""
        return (mask & self._playable).bit_count()

    def solve(self, cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        """Pons' score of a position in play (``weak``: only its sign, -1, 0 or 1).

        The table is kept from the calls before, unless it cannot help this position: then it
        is emptied first (see :meth:`_keep_or_clear`).

        Raises :class:`~popout_desktop.engine.clock.SearchStopped` when the clock runs out.
        """
        compiled = self._compiled
        if compiled is not None:
            # The core empties a table that cannot help first (see _keep_or_clear).
            deadline, stop = core_limits(self.clock)
            # Positional: keywords cost the call more than an easy position's whole search.
            score = compiled.solve(cur, mask, discs, weak, deadline, None, stop)
            if score is None:
                raise SearchStopped
            return score
        self._keep_or_clear(cur, mask, discs)
        lay = self.layout
        n_cells = lay.capacity
        possible = (mask + lay.bottom_row) & lay.playable_mask
        if lay.spots(cur, mask) & possible:
            return 1 if weak else pons_win_score(n_cells, discs)
        if discs >= n_cells - 1:
            # One cell left and no win in it: the last disc draws.
            return 0
        low = -((n_cells - discs) // 2)
        high = (n_cells + 1 - discs) // 2
        if weak:
            low, high = -1, 1
        negamax = self._negamax
        while low < high:
            middle = low + (high - low) // 2
            if middle <= 0 and -(-low // 2) < middle:
                middle = -(-low // 2)
            elif middle >= 0 and high // 2 > middle:
                middle = high // 2
            result = negamax(cur, mask, discs, middle, middle + 1)
            if result <= middle:
                high = result
            else:
                low = result
        if weak:
            return (low > 0) - (low < 0)
        return low

    def solve_within(
        self, cur: int, mask: int, discs: int, seconds: float | None, *, weak: bool = False
    ) -> int:
        """:meth:`solve` within ``seconds`` from now (None: no limit) instead of the solver's
        clock. The compiled core times it on its own monotonic clock (no
        :class:`~popout_desktop.engine.clock.Clock` made, :attr:`clock` left as it is; the
        public API's ``solve(game, time_limit=...)`` calls this, and an easy position's whole
        search takes a few microseconds); the Python core, or any core once the engine's
        clocks read CPU time (:func:`~popout_desktop.engine.clock.use_cpu_time`), gets a clock
        of ``seconds`` as :attr:`clock`.

        Raises :class:`~popout_desktop.engine.clock.SearchStopped` when the time is up.
        """
        compiled = self._compiled
        if compiled is not None and reads_wall_clock():
            score = compiled.solve(cur, mask, discs, weak, None, None, None, seconds)
            if score is None:
                raise SearchStopped
            return score
        self.clock = Clock.after(seconds)
        return self.solve(cur, mask, discs, weak=weak)

    def solve_or_none(self, cur: int, mask: int, discs: int, *, weak: bool = False) -> int | None:
        """Like :meth:`solve`, None if the clock ran out."""
        try:
            return self.solve(cur, mask, discs, weak=weak)
        except SearchStopped:
            return None
