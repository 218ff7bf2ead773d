"""The position editor's live check: an instant verdict, and the longer search in a thread.

:class:`SetupChecker` judges the position shown with
:func:`~popout_desktop.rules.setup.check_setup`. Every refusal is found at once; only the search
for a way from the table's start can take longer (up to half a second with Pop Out on a large
board), so the checker first checks with a small effort (:data:`QUICK_EFFORT`, some 10 ms at
most) and, if that leaves the position legal but not shown reachable, searches further
(:data:`FULL_EFFORT`) in a thread while the player goes on: the board never waits. A search for
a position no longer shown is cancelled if it has not started, and its answer dropped if it
has. ``changed`` is emitted whenever the verdict changes, ``finished`` once it is final.
"""

from __future__ import annotations

import contextlib
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from popout_desktop.rules.setup import (
    SEARCH_EFFORT,
    Setup,
    SetupCheck,
    SetupStatus,
    check_setup,
)

__all__ = ["FULL_EFFORT", "QUICK_EFFORT", "SetupChecker"]

#: The search effort of the first, instant check (positions expanded).
QUICK_EFFORT: int = 200
#: The search effort of the check in the thread (the core's own bound).
FULL_EFFORT: int = SEARCH_EFFORT
#: How often a search in the thread is looked at, in milliseconds.
_POLL_MS: Final = 25

_THREAD: list[ThreadPoolExecutor] = []


def _thread() -> ThreadPoolExecutor:
    """The one thread that searches for every checker (made when first needed; a search is
    bounded, so the program never waits long for it at exit)."""
    if not _THREAD:
        _THREAD.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="setup-check"))
    return _THREAD[0]


def _full_check(setup: Setup) -> SetupCheck:
    """The check with the whole search (run in the thread)."""
    return check_setup(setup, effort=FULL_EFFORT)


class SetupChecker(QObject):
    """The verdict on the position last given to :meth:`check` (see the module docstring)."""

    #: The verdict changed (the quick one, or the search's).
    changed = Signal()
    #: The verdict is final.
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._setup: Setup | None = None
        self.verdict = SetupCheck(SetupStatus.REACHABLE, moves=())
        self._future: Future[SetupCheck] | None = None
        self._future_setup: Setup | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(_POLL_MS)
        self._poll.timeout.connect(self._collect)

    @property
    def pending(self) -> bool:
        """True while the search for a way from the start goes on in the thread."""
        return self._future is not None

    def check(self, setup: Setup) -> None:
        """Judge ``setup``: at once with a small effort; further in the thread if that leaves
        it legal, not shown reachable."""
        self._setup = setup
        self.verdict = check_setup(setup, effort=max(0, QUICK_EFFORT))
        if self._future is not None:
            self._future.cancel()  # a search not started yet for a position no longer shown
        self._future = None
        if self.verdict.status is SetupStatus.LEGAL:
            self._future = _thread().submit(_full_check, setup)
            self._future_setup = setup
            self._poll.start()
        else:
            self._poll.stop()
        self.changed.emit()
        if self._future is None:
            self.finished.emit()

    @Slot()
    def _collect(self) -> None:
        future = self._future
        if future is None or future.done():
            self._poll.stop()
        if future is None or not future.done():
            return
        self._future = None
        if self._future_setup != self._setup:
            return  # a search for a position no longer shown
        with contextlib.suppress(Exception):  # never expected; the quick verdict stands
            self.verdict = future.result()
        self.changed.emit()
        self.finished.emit()
