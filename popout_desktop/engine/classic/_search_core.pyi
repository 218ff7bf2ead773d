"""Type stub of the compiled core of :mod:`popout_desktop.engine.classic.search`
(``_search_core.c``)."""

from collections.abc import Callable, Iterable, Sequence

MATE: int
CHECK_EVERY: int
MAX_PLY: int

class Core:
    """The cyclic search of one board: exact (``Search(layout, exact=True)``) or, with
    ``evaluation`` (``evaluation.core_parameters(layout)``), depth-limited."""

    def __init__(
        self,
        rows: int,
        width: int,
        connect: int,
        order: Sequence[int],
        pop_out: bool = True,
        poisoned: tuple[Iterable[int], Iterable[int]] | None = None,
        *,
        max_entries: int = 0,
        evaluation: dict[str, int | tuple[int, ...]] | None = None,
    ) -> None: ...
    def negamax(
        self,
        cur: int,
        mask: int,
        alpha: int,
        beta: int,
        *,
        deadline: float | None = None,
        node_limit: int | None = None,
        stop: Callable[[], bool] | None = None,
        depth: int | None = None,
        parent: int | None = None,
    ) -> int | None: ...
    def evaluate(self, cur: int, mask: int) -> int: ...
    def entry(self, key: int) -> tuple[int, int, int, int] | None: ...
    def table_items(self) -> dict[int, tuple[int, int, int, int]]: ...
    def history(self) -> dict[int, int]: ...
    def clear(self) -> None: ...
    @property
    def nodes(self) -> int: ...
    @property
    def table_size(self) -> int: ...
    @property
    def max_ply(self) -> int: ...
