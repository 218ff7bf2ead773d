"""Stand-in worker tasks for the analysis requests' tests (imported by the spawned worker): an
analysis that is exact only once a 'table' task has run in the same worker process."""

from __future__ import annotations

import time

from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game

_ready = False


def analysis(game: Game, **_options: object) -> dict[str, object]:
    """Every move an even estimate (0) until :func:`table` has run here; then every move an
    exact draw (0)."""
    values = {str(move): 0 for move in game.legal_moves()}
    return {
        "values": values,
        "exact": sorted(values) if _ready else [],
        "depth": 0 if _ready else 9,
    }


ANALYSIS = worker_task(analysis)


def table(game: Game, seconds: float = 1.5, **_options: object) -> bool:
    """The table solved, after a busy 'retrograde' of ``seconds``."""
    global _ready
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        sum(range(1000))
    _ready = True
    return True


TABLE = worker_task(table)


def no_table(game: Game, **_options: object) -> bool:
    """The table cannot be solved (too big)."""
    return False


NO_TABLE = worker_task(no_table)
