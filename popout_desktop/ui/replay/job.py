"""One replay export, run without freezing the window: :class:`ExportJob`.

The frames (:mod:`popout_desktop.ui.replay.frames`) are painted on the GUI thread a few at a
time between events, then Pillow encodes them (:mod:`popout_desktop.ui.replay.writer`) in a
thread of its own, which only ever touches plain bytes and Pillow images. The job reports its
progress for both halves and can be cancelled in either; the file appears under its name only
once complete. Made by the Export Replay command (:mod:`popout_desktop.ui.replay.export`) at its
first export, not with the window (issue 33 point 4).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QImage

from popout_desktop.ui.write_problems import write_failure_reason

if TYPE_CHECKING:
    import queue
    from collections.abc import Iterator

    from popout_desktop.ui.replay.frames import ReplayFrames
    from popout_desktop.ui.replay.writer import ReplayFormat

__all__ = ["ExportJob", "failure_text"]

translate = QCoreApplication.translate

#: How long the GUI thread paints frames before it lets events through, in seconds.
_SLICE = 0.03
#: How often the encoding thread's progress and outcome are looked at, in ms.
_POLL_MS = 40


def failure_text(path: Path, error: BaseException) -> str:
    """Why the replay could not be written to ``path``, in words a player acts on."""
    text = translate("ReplayExport", "The replay could not be written to %1: %2.")
    return text.replace("%1", str(path)).replace("%2", write_failure_reason(error))


class ExportJob(QObject):
    """One export of ``frames`` to ``path`` as ``kind``: :meth:`start`, then one of
    ``finished(str)`` (the path), ``failed(str)`` (a message) or ``cancelled()``.

    ``progressed(int, int)``: done and total, painting then encoding (each half of the total).
    """

    progressed = Signal(int, int)
    finished = Signal(str)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(
        self, frames: ReplayFrames, path: Path, kind: ReplayFormat, parent: QObject | None = None
    ) -> None:
        import queue

        from popout_desktop.ui.replay.writer import FrameStore

        super().__init__(parent)
        self.frames = frames
        self.path = path
        self.kind = kind
        self.store = FrameStore(frames.width, frames.height)
        self._painting: Iterator[tuple[QImage, int]] | None = None
        self._painted = 0
        self._stop = threading.Event()
        self._encoded = 0
        self._outcome: queue.Queue[BaseException | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._done = False

    @property
    def total(self) -> int:
        """The progress at the end: every frame painted, then encoded."""
        return 2 * len(self.frames)

    @property
    def running(self) -> bool:
        """True from :meth:`start` until the job has said how it ended."""
        return self._painting is not None and not self._done

    def start(self) -> None:
        """Start painting (the first frames are painted once the event loop runs)."""
        self._painting = iter(self.frames)
        self._timer.start(0)

    def cancel(self) -> None:
        """Stop as soon as possible: ``cancelled`` follows, and no file is left."""
        self._stop.set()

    def wait(self) -> None:
        """Wait for the encoding thread, if any (the window closes)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()

    @Slot()
    def _tick(self) -> None:
        if self._done:
            return
        if self._thread is None:
            self._paint_some()
        else:
            self._look_at_encoding()

    def _paint_some(self) -> None:
        """Paint frames for a short while, then let the window breathe."""
        from popout_desktop.ui.replay.writer import Cancelled

        assert self._painting is not None
        if self._stop.is_set():
            self._end(Cancelled())
            return
        until = time.perf_counter() + _SLICE
        try:
            for image, duration in self._painting:
                pixels = image.convertToFormat(QImage.Format.Format_RGBX8888)
                self.store.add(bytes(pixels.constBits()), duration)
                self._painted += 1
                if time.perf_counter() >= until:
                    break
            else:
                self._start_encoding()
        except Exception as error:  # out of memory, a bad frame: a message, never a hang
            self._end(error)
            return
        self.progressed.emit(self._painted, self.total)

    def _start_encoding(self) -> None:
        """Hand the frames to Pillow, in a thread; look at it every few ms."""
        self._thread = threading.Thread(target=self._encode, name="replay-export", daemon=True)
        self._thread.start()
        self._timer.start(_POLL_MS)

    def _encode(self) -> None:
        """The thread: write the file; the outcome goes through a queue (never a Qt signal)."""
        from popout_desktop.ui.replay.writer import write_replay

        try:
            write_replay(self.path, self.store, self.kind, self._stop.is_set, self._count)
        except BaseException as error:  # every failure becomes a message, none is lost
            self._outcome.put(error)
        else:
            self._outcome.put(None)

    def _count(self, done: int) -> None:
        self._encoded = done

    def _look_at_encoding(self) -> None:
        import queue

        painted = len(self.frames)
        stored = max(1, len(self.store))
        self.progressed.emit(painted + painted * self._encoded // stored, self.total)
        try:
            outcome = self._outcome.get_nowait()
        except queue.Empty:
            return
        if self._thread is not None:
            self._thread.join()
        self._end(outcome)

    def _end(self, outcome: BaseException | None) -> None:
        from popout_desktop.ui.replay.writer import Cancelled

        self._done = True
        self._timer.stop()
        if outcome is None:
            self.progressed.emit(self.total, self.total)
            self.finished.emit(str(self.path))
        elif isinstance(outcome, Cancelled):
            self.cancelled.emit()
        else:
            self.failed.emit(failure_text(self.path, outcome))
