"""The exact cyclic search on its compiled core (:class:`CompiledSearch`), and the choice of
core for rules with pops (:func:`exact_search`).

``_search_core.c`` (C, the CPython API; built by ``setup.py`` when a C compiler is there) is
:class:`~.search.Search` in exact mode step for step: the same move generation and ordering,
the same rule for repetitions on the path, the same table and history, so it visits the same
nodes and gives the same values and tables (``tests/engine/test_search_core.py`` compares
them). It is about 70 times faster per node. It takes boards whose layout fits 64 bits (63
with repetition draws, which add a colour bit to the key), at most 16 columns and connect
2-8; other boards, and every depth-limited search (:mod:`.think`), keep the Python search.

:func:`exact_search` is what the engine calls: it picks the core as
:mod:`.core_choice` says (``POPOUT_ENGINE_CORE``). Both classes satisfy :class:`ExactSearch`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, Protocol

from popout_desktop.engine.board import key_of
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.engine.core_choice import choose_core
from popout_desktop.engine.layout import Layout
from popout_desktop.engine.search import Search

try:
    from popout_desktop.engine import _search_core
except ImportError:  # built without a C compiler: the Python search runs everywhere
    _search_core = None  # type: ignore[assignment]

__all__ = [
    "CompiledSearch",
    "ExactSearch",
    "Poisoned",
    "compiled_search_available",
    "exact_search",
    "fits",
    "search_core",
]

Poisoned = tuple[frozenset[int], frozenset[int]]
_NO_DEPTH: Final = 1 << 30
_MAX_COLUMNS: Final = 16
_WHY_NOT: Final = (
    "the compiled search takes boards of at most 64 bits (63 with repetition draws), "
    f"{_MAX_COLUMNS} columns and connect 2-8"
)


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


def fits(lay: Layout, poisoned: Poisoned | None = None) -> bool:
    """True if the compiled core takes this board (with these repetition draws)."""
    limit = 63 if poisoned is not None else 64
    return lay.stride * lay.width <= limit and lay.width <= _MAX_COLUMNS and 2 <= lay.connect <= 8


def search_core(lay: Layout, poisoned: Poisoned | None = None, core: str | None = None) -> str:
    """``"c"`` or ``"python"``: the core an exact search of this board runs."""
    return choose_core(
        core,
        built=_search_core is not None,
        fits=fits(lay, poisoned),
        why_not=_WHY_NOT,
    )


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
    """``Search(lay, exact=True, poisoned=..., clock=...)`` on the compiled core.

    ``max_entries``: 0 keeps every table entry (node for node as Python); otherwise the table
    is emptied when it would hold more (still exact: fewer bytes, more nodes).
    ValueError for a board the core does not take (see :func:`fits`) or without the core."""

    def __init__(
        self,
        lay: Layout,
        *,
        poisoned: Poisoned | None = None,
        clock: Clock | None = None,
        max_entries: int = 0,
    ) -> None:
        if _search_core is None:
            raise ValueError("the compiled search is not built")
        if not fits(lay, poisoned):
            raise ValueError(_WHY_NOT)
        self.layout = lay
        self.exact = True
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
        """The value of ``(cur, mask)`` as the root, within ``[alpha, beta]`` (fail-soft).
        Raises SearchStopped when the clock stops it (``depth`` is ignored: exact)."""
        clock = self.clock
        value = self._core.negamax(cur, mask, alpha, beta, deadline=clock.deadline, stop=clock.stop)
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
