"""Type stub of the compiled core of :mod:`popout_desktop.engine.classic.drop_solver`
(``_classic_core.c``)."""

from collections.abc import Callable, Sequence

class Core:
    """The drop-only exact solver of one board; ``order``: the playable columns, centre first."""

    def __init__(
        self,
        rows: int,
        width: int,
        connect: int,
        order: Sequence[int],
        *,
        max_entries: int = 0,
        roots: int = 0,
        small_table: int = 0,
    ) -> None: ...
    def solve(
        self,
        cur: int,
        mask: int,
        discs: int,
        weak: bool = False,
        deadline: float | None = None,
        node_limit: int | None = None,
        stop: Callable[[], bool] | None = None,
        seconds: float | None = None,
    ) -> int | None: ...
    def negamax(self, cur: int, mask: int, discs: int, alpha: int, beta: int) -> int: ...
    def clear(self) -> None: ...
    @property
    def nodes(self) -> int: ...
    @property
    def table_size(self) -> int: ...
    @property
    def table_slots(self) -> int: ...
    @property
    def dead_tables(self) -> int: ...
