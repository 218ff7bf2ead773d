"""The cyclic search on its compiled core (:class:`CompiledSearch`), exact or depth-limited,
and the choice of core (:func:`exact_search` for rules with pops, :func:`depth_search` for
:mod:`..think`'s iterative deepening on every board with a layout).

``_search_core.c`` (C, the CPython API; built by ``setup.py`` when a C compiler is there) is
:class:`~.search.Search` step for step, in exact mode and in depth-limited mode with
:func:`~.evaluation.evaluator`'s evaluation (its masks and weights passed in from
:func:`~.evaluation.core_parameters`): the same move generation and ordering, the same rule
for repetitions on the path, the same table (with depths) and history, so it visits the same
nodes and gives the same values and tables (``tests/engine/test_search_core.py`` and
``tests/engine/test_search_core_limited.py`` compare them). It is about 70 times faster per
node. It takes boards whose layout fits 64 bits (63 with repetition draws, which add a colour
bit to the key), at most 16 columns and connect 2-8 (2-6 depth-limited: the evaluation's
window weights); other boards keep the Python search.

:func:`exact_search` and :func:`depth_search` are what the engine calls: they pick the core as
:mod:`..core_choice` says (``POPOUT_ENGINE_CORE``). Both classes satisfy :class:`ExactSearch`
and, depth-limited, :class:`DepthSearch`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, Protocol

from popout_desktop.engine.classic.board import expand, key_of
from popout_desktop.engine.classic.evaluation import WINDOW_WEIGHTS, core_parameters, evaluator
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.classic.search import Search, root_search
from popout_desktop.engine.clock import Clock, SearchStopped, core_limits
from popout_desktop.engine.core_choice import choose_core

try:
    from popout_desktop.engine.classic import _search_core
except ImportError:  # built without a C compiler: the Python search runs everywhere
    _search_core = None  # type: ignore[assignment]

__all__ = [
    "THINK_MAX_ENTRIES",
    "CompiledSearch",
    "DepthSearch",
    "ExactSearch",
    "Poisoned",
    "compiled_search_available",
    "depth_search",
    "exact_search",
    "fits",
    "search_core",
]

Poisoned = tuple[frozenset[int], frozenset[int]]
_NO_DEPTH: Final = 1 << 30
_MAX_COLUMNS: Final = 16
_WHY_NOT: Final = (
    "the compiled search takes boards of at most 64 bits (63 with repetition draws), "
    f"{_MAX_COLUMNS} columns and connect 2-8 (2-{len(WINDOW_WEIGHTS)} depth-limited)"
)
#: The bound of a depth-limited compiled table made by :func:`depth_search` (entries; 16
#: bytes a slot, at most half the slots used: 64 MB). A search of a few seconds stays below it
#: (node for node as Python); a longer one empties its table when full and goes on.
THINK_MAX_ENTRIES: Final = 1 << 21


class TableView(Protocol):
    """What callers read of a search's table."""

    def __len__(self) -> int: ...

    def get(self, key: int) -> tuple[int, int, int, int] | None:
        """The entry ``(lower, upper, depth, best move)`` of a key, if any."""


class ExactSearch(Protocol):
    """An exact search of one board: :class:`~.search.Search` or :class:`CompiledSearch`."""

    clock: Clock
    layout: Layout

    @property
    def nodes(self) -> int:
        """Nodes searched so far."""

    @property
    def table(self) -> TableView:
        """The transposition table."""

    def negamax(self, cur: int, mask: int, alpha: int, beta: int, depth: int = _NO_DEPTH) -> int:
        """The value of ``(cur, mask)`` as the root, within ``[alpha, beta]`` (fail-soft)."""

    def best_codes(self, cur: int, mask: int) -> int | None:
        """The best move the table remembers for a position (as root), if any."""


def compiled_search_available() -> bool:
    """True if the compiled core of the search was built and imports."""
    return _search_core is not None


def fits(lay: Layout, poisoned: Poisoned | None = None, *, exact: bool = True) -> bool:
    """True if the compiled core takes this board (with these repetition draws), for an exact
    or a depth-limited search."""
    limit = 63 if poisoned is not None else 64
    top = 8 if exact else len(WINDOW_WEIGHTS)
    return lay.stride * lay.width <= limit and lay.width <= _MAX_COLUMNS and 2 <= lay.connect <= top


def search_core(
    lay: Layout, poisoned: Poisoned | None = None, core: str | None = None, *, exact: bool = True
) -> str:
    """``"c"`` or ``"python"``: the core a search of this board runs (exact or depth-limited)."""
    return choose_core(
        core,
        built=_search_core is not None,
        fits=fits(lay, poisoned, exact=exact),
        why_not=_WHY_NOT,
    )


class DepthSearch(Protocol):
    """A depth-limited search of one board as :mod:`..think` uses it: :class:`~.search.Search`
    or :class:`CompiledSearch` with ``exact=False``."""

    clock: Clock
    layout: Layout

    @property
    def nodes(self) -> int:
        """Nodes searched so far."""

    @property
    def max_ply(self) -> int:
        """The deepest ply reached."""

    def root_values(
        self, cur: int, mask: int, depth: int, codes: list[int], *, every_move: bool
    ) -> dict[int, int]:
        """The values of the root's moves ``codes`` at ``depth`` (see Search.root_values)."""


def depth_search(
    lay: Layout,
    *,
    poisoned: Poisoned | None = None,
    clock: Clock | None = None,
    max_entries: int = THINK_MAX_ENTRIES,
    core: str | None = None,
) -> DepthSearch:
    """A depth-limited search of ``lay`` with :func:`~.evaluation.evaluator`'s evaluation, on
    the core :func:`search_core` picks (``exact=False``). ``max_entries`` bounds the compiled
    table (0: no bound); the Python search ignores it."""
    if search_core(lay, poisoned, core, exact=False) == "c":
        return CompiledSearch(
            lay, exact=False, poisoned=poisoned, clock=clock, max_entries=max_entries
        )
    return Search(lay, exact=False, evaluate=evaluator(lay.rules), poisoned=poisoned, clock=clock)


def exact_search(
    lay: Layout,
    *,
    poisoned: Poisoned | None = None,
    clock: Clock | None = None,
    max_entries: int = 0,
    core: str | None = None,
) -> ExactSearch:
    """An exact search of ``lay`` on the core :func:`search_core` picks. ``max_entries`` bounds
    the compiled table (0: it keeps every entry, node for node as Python's dict); the Python
    search ignores it."""
    if search_core(lay, poisoned, core) == "c":
        return CompiledSearch(lay, poisoned=poisoned, clock=clock, max_entries=max_entries)
    return Search(lay, exact=True, poisoned=poisoned, clock=clock)


class _TableView:
    """The compiled table seen as ``Search.table``: ``len``, ``get``, ``in``, ``[]``."""

    def __init__(self, core: _search_core.Core) -> None:
        self._core = core

    def __len__(self) -> int:
        return self._core.table_size

    def get(self, key: int) -> tuple[int, int, int, int] | None:
        if key < 0 or key >= 1 << 64:
            return None
        return self._core.entry(key)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, int) and self.get(key) is not None

    def __getitem__(self, key: int) -> tuple[int, int, int, int]:
        entry = self.get(key)
        if entry is None:
            raise KeyError(key)
        return entry

    def items(self) -> Iterator[tuple[int, tuple[int, int, int, int]]]:
        """The entries (a copy taken now)."""
        return iter(self._core.table_items().items())


class CompiledSearch:
    """``Search(lay, exact=True, poisoned=..., clock=...)`` on the compiled core, or with
    ``exact=False`` ``Search(lay, exact=False, evaluate=evaluator(lay.rules), ...)``.

    ``max_entries``: 0 keeps every table entry (node for node as Python); otherwise the table
    is emptied when it would hold more (exact: still exact, fewer bytes, more nodes;
    depth-limited: the same values as a search that never stored them).
    ValueError for a board the core does not take (see :func:`fits`) or without the core."""

    def __init__(
        self,
        lay: Layout,
        *,
        exact: bool = True,
        poisoned: Poisoned | None = None,
        clock: Clock | None = None,
        max_entries: int = 0,
    ) -> None:
        if _search_core is None:
            raise ValueError("the compiled search is not built")
        if not fits(lay, poisoned, exact=exact):
            raise ValueError(_WHY_NOT)
        self.layout = lay
        self.exact = exact
        self.clock = clock or Clock.unlimited()
        self.poisoned = poisoned
        self._core = _search_core.Core(
            lay.rows,
            lay.width,
            lay.connect,
            lay.order,
            lay.pop_out,
            None if poisoned is None else (sorted(poisoned[0]), sorted(poisoned[1])),
            max_entries=max_entries,
            evaluation=None if exact else core_parameters(lay),
        )
        self._table = _TableView(self._core)

    @property
    def table(self) -> _TableView:
        """The transposition table (a view of the compiled one)."""
        return self._table

    @property
    def nodes(self) -> int:
        """Nodes searched so far by this object (live: also inside a stop callable)."""
        return self._core.nodes

    @property
    def max_ply(self) -> int:
        """The deepest ply reached from a root so far."""
        return self._core.max_ply

    @property
    def history(self) -> dict[int, int]:
        """A copy of the history heuristic (move code -> cutoffs)."""
        return self._core.history()

    def negamax(self, cur: int, mask: int, alpha: int, beta: int, depth: int = _NO_DEPTH) -> int:
        """The value of ``(cur, mask)`` as the root, within ``[alpha, beta]`` (fail-soft), to
        ``depth`` when depth-limited (ignored when exact). Raises SearchStopped when the clock
        stops it."""
        return self._search(cur, mask, alpha, beta, depth, None)

    def root_values(
        self,
        cur: int,
        mask: int,
        depth: int,
        codes: list[int],
        *,
        every_move: bool,
    ) -> dict[int, int]:
        """:meth:`Search.root_values <.search.Search.root_values>` step for step: the root's
        moves ``codes`` in that order, each child searched by the core with the root's key on
        the path (principal-variation search unless ``every_move``)."""
        children = {child[0]: child for child in expand(self.layout, cur, mask)}
        key = key_of(cur, mask)
        colour = self.poisoned is not None
        if colour:
            key <<= 1
        poisoned = self.poisoned[1] if self.poisoned is not None else frozenset()
        child_depth = depth - 1
        search = self._search
        return root_search(
            children,
            codes,
            every_move=every_move,
            repeats=lambda child: (
                child in poisoned or (((child << 1) | 1) if colour else child) == key
            ),
            search=lambda ncur, nmask, alpha, beta: search(
                ncur, nmask, alpha, beta, child_depth, key
            ),
        )

    def _search(
        self, cur: int, mask: int, alpha: int, beta: int, depth: int, parent: int | None
    ) -> int:
        """One call of the core; ``parent``: the root key, (cur, mask) searched at ply 1."""
        deadline, stop = core_limits(self.clock)
        value = self._core.negamax(
            cur,
            mask,
            alpha,
            beta,
            deadline=deadline,
            stop=stop,
            depth=None if self.exact else depth,
            parent=parent,
        )
        if value is None:
            raise SearchStopped
        return value

    def best_codes(self, cur: int, mask: int) -> int | None:
        """The best move the table remembers for a position (as root), if any."""
        key = key_of(cur, mask)
        entry = self._table.get(key << 1 if self.poisoned is not None else key)
        if entry is None or entry[3] < 0:
            return None
        return entry[3]
