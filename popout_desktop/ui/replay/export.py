"""Game → Export Replay…: a game sent as an animated image (GIF, WebP or APNG).

:func:`install_replay_export` adds the command to the main window and returns its
:class:`ReplayExport` controller, which the window keeps as ``window.replay_export``. The
command is enabled once the game has a move; it exports the game on the board, every move from
its start (in review mode too: the whole game, not the position reviewed), with the game
review's marks in the captions when the game was reviewed.

:class:`ExportJob` does one export without freezing the window: the frames
(:mod:`popout_desktop.ui.replay.frames`) are painted on the GUI thread a few at a time between
events, then Pillow encodes them (:mod:`popout_desktop.ui.replay.writer`) in a thread of its
own, which only ever touches plain bytes and Pillow images. A progress dialog follows both
halves and its Cancel stops either; the file appears under its name only once complete.
"""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QImage

from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.widgets.plain_text import literal_text
from popout_desktop.ui.write_problems import write_failure_reason

if TYPE_CHECKING:
    import datetime as dt
    import queue
    from collections.abc import Iterator

    from PySide6.QtWidgets import QProgressDialog

    from popout_desktop.ui.replay.dialog import ReplayChoice
    from popout_desktop.ui.replay.frames import ReplayFrames
    from popout_desktop.ui.replay.writer import ReplayFormat
    from popout_desktop.ui.window.host import WindowHost

# The dialog, the frames and the writer (and with it Pillow) are imported when a replay is
# exported, not with the window that offers the command (issue 33 point 4); so are the file
# dialog, the progress dialog and the message box, the export's queue and the date.

__all__ = [
    "ExportJob",
    "ReplayExport",
    "default_file_name",
    "failure_text",
    "install_replay_export",
    "too_long_text",
]

translate = QCoreApplication.translate

#: How long the GUI thread paints frames before it lets events through, in seconds.
_SLICE = 0.03
#: How often the encoding thread's progress and outcome are looked at, in ms.
_POLL_MS = 40


def failure_text(path: Path, error: BaseException) -> str:
    """Why the replay could not be written to ``path``, in words a player acts on."""
    text = translate("ReplayExport", "The replay could not be written to %1: %2.")
    return text.replace("%1", str(path)).replace("%2", write_failure_reason(error))


def too_long_text(moves: int) -> str:
    """Why a game of ``moves`` moves has no replay."""
    from popout_desktop.ui.replay.frames import MAX_MOVES

    text = translate(
        "ReplayExport",
        "A replay holds at most %1 moves, and this game has %2."
        " Export Position as PNG… saves the position on the board.",
    )
    return text.replace("%1", str(MAX_MOVES)).replace("%2", str(moves))


# The pattern's text, compiled by ``re`` (and kept in its cache) with the first export's name.
_UNSAFE = r'[\x00-\x1f\x7f<>:"/\\|?*]+'


def default_file_name(names: tuple[str, str], kind: ReplayFormat, day: dt.date) -> str:
    """ "Alice - Bob 2026-12-01.gif": the players and the date, with no character a file name
    may not hold on any system."""
    from popout_desktop.ui.replay.writer import SUFFIXES

    cleaned = [(re.sub(_UNSAFE, " ", name).strip(" .") or "?")[:40] for name in names]
    return f"{cleaned[0]} - {cleaned[1]} {day.isoformat()}{SUFFIXES[kind]}"


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


class ReplayExport(QObject):
    """The Export Replay command of ``window``: its action, the dialog, the job running."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget)
        self._window = window
        self.action = QAction(window.widget)
        self.action.triggered.connect(self.export_replay)
        self.job: ExportJob | None = None
        self.progress: QProgressDialog | None = None
        self.choice: ReplayChoice | None = None
        self._target = ""
        self._folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.PicturesLocation
        )
        window.model.history_changed.connect(self.refresh)
        window.model.position_reset.connect(self.refresh)
        window.widget.installEventFilter(self)
        self.retranslate()
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Retranslate with the window; stop a running export when it closes."""
        if watched is self._window.widget:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close and self.job is not None:
                self.job.wait()
        return False

    def retranslate(self) -> None:
        """Say the command's words in the language in force."""
        self.action.setText(translate("ReplayExport", "E&xport Replay…"))
        self.action.setStatusTip(
            translate("ReplayExport", "Save the game as an animated image, to send")
        )

    @Slot()
    def refresh(self) -> None:
        """Enabled once the game has a move, while no export runs."""
        running = self.job is not None and self.job.running
        self.action.setEnabled(self._window.model.game.ply > 0 and not running)

    # -- what is exported ----------------------------------------------------------------------

    def names(self) -> tuple[str, str]:
        """The players as the window names them."""
        return self._window.player_name(1), self._window.player_name(2)

    def frames(self, choice: ReplayChoice) -> ReplayFrames:
        """The frames of the game on the board, as ``choice`` says."""
        from popout_desktop.ui.replay.frames import ReplayFrames, ReplayOptions

        window = self._window
        options = ReplayOptions(
            theme(choice.theme_key), choice.width, choice.speed, choice.captions
        )
        model = window.model
        return ReplayFrames(
            model.game, options, window.player_name, model.game_over_state(), self.marks()
        )

    def marks(self) -> dict[int, str]:
        """The game review's marks of the game on the board ("?? blunder"), by move index;
        none when the game was not reviewed (or the review is of another game)."""
        from popout_desktop.ui.review.texts import mark_name, mark_symbol

        review = getattr(self._window, "game_review", None)
        game = self._window.model.game
        if review is None or review.total != game.ply:
            return {}
        return {
            item.ply: f"{mark_symbol(item.mark)} {mark_name(item.mark)}"
            for item in review.reviews()
            if item.mark is not None and item.ply < game.ply and game.moves[item.ply] == item.move
        }

    def estimate(self, choice: ReplayChoice) -> tuple[int, int] | None:
        """How many frames and ms ``choice`` gives (the dialog's summary)."""
        from popout_desktop.ui.replay.frames import MAX_MOVES

        if not 0 < self._window.model.game.ply <= MAX_MOVES:
            return None
        durations = self.frames(choice).durations
        return len(durations), sum(durations)

    # -- the command ---------------------------------------------------------------------------

    @Slot()
    def export_replay(self) -> None:
        """Ask how, then where, then export."""
        from PySide6.QtWidgets import QFileDialog

        from popout_desktop.ui.replay.dialog import ExportReplayDialog, ReplayChoice
        from popout_desktop.ui.replay.writer import SUFFIXES

        if self._window.model.game.ply == 0 or (self.job is not None and self.job.running):
            return
        initial = self.choice or ReplayChoice(theme_key=self._window.board.theme.key)
        dialog = ExportReplayDialog(initial, self.estimate, self._window.widget)
        if dialog.exec() != ExportReplayDialog.DialogCode.Accepted:
            return
        self.choice = choice = dialog.choice()
        import datetime as dt

        name = default_file_name(self.names(), choice.kind, dt.date.today())
        start = str(Path(self._folder) / name) if self._folder else name
        suffix = SUFFIXES[choice.kind]
        chosen, _ = QFileDialog.getSaveFileName(
            self._window.widget,
            translate("ReplayExport", "Export Replay"),
            start,
            translate("ReplayExport", "Animated images (*%1)").replace("%1", suffix),
        )
        if chosen:
            self.export_to(Path(chosen), choice)

    def export_to(self, path: Path, choice: ReplayChoice) -> ExportJob | None:
        """Export the game to ``path`` (its format's suffix added if missing), with a progress
        dialog; None (after a message) if the game cannot be exported."""
        from PySide6.QtWidgets import QProgressDialog

        from popout_desktop.ui.replay.frames import MAX_MOVES
        from popout_desktop.ui.replay.writer import SUFFIXES

        if self.job is not None and self.job.running:
            return None  # one export at a time (the command is disabled meanwhile)
        suffix = SUFFIXES[choice.kind]
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        self._folder = str(path.parent)
        moves = self._window.model.game.ply
        if moves > MAX_MOVES:
            self._fail(too_long_text(moves))
            return None
        frames = self.frames(choice)
        job = self.job = ExportJob(frames, path, choice.kind, self)
        progress = self.progress = QProgressDialog(self._window.widget)
        progress.setWindowTitle(translate("ReplayExport", "Export Replay"))
        self._target = path.name
        progress.setLabelText(self._stage_text(0, job.total))
        progress.setRange(0, job.total)
        progress.setMinimumDuration(300)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(job.cancel)
        job.progressed.connect(self._on_progress)
        job.finished.connect(self._on_finished)
        job.failed.connect(self._on_failed)
        job.cancelled.connect(self._on_cancelled)
        job.start()
        self.refresh()
        return job

    def _stage_text(self, done: int, total: int) -> str:
        """What the progress dialog says: painting the frames, then writing the file."""
        if done <= total // 2:
            text = translate("ReplayExport", "Painting the frames of %1…")
        else:
            text = translate("ReplayExport", "Writing %1…")
        return text.replace("%1", self._target)

    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setValue(min(done, total))
            self.progress.setLabelText(self._stage_text(done, total))

    @Slot(str)
    def _on_finished(self, path: str) -> None:
        self._close_progress()
        name = Path(path).name
        self._window.show_note(
            lambda: translate("ReplayExport", "Exported the replay to %1.").replace("%1", name)
        )

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._close_progress()
        self._fail(message)

    @Slot()
    def _on_cancelled(self) -> None:
        self._close_progress()
        self._window.show_note(lambda: translate("ReplayExport", "The replay was not exported."))

    def _close_progress(self) -> None:
        if self.progress is not None:
            self.progress.hide()
            self.progress.deleteLater()
            self.progress = None
        if self.job is not None:  # its frames go with it
            self.job.deleteLater()
            self.job = None
        self.refresh()

    def _fail(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(
            self._window.widget,
            translate("ReplayExport", "Cannot export the replay"),
            literal_text(message),
        )


def install_replay_export(window: WindowHost) -> ReplayExport:
    """Add Game → Export Replay… to ``window`` (after Export Position as PNG…) and return its
    controller (the window keeps it as ``window.replay_export``)."""
    controller = ReplayExport(window)
    actions = window.game_menu.actions()
    after = actions.index(window.export_action) + 1 if window.export_action in actions else None
    if after is not None and after < len(actions):
        window.game_menu.insertAction(actions[after], controller.action)
    else:
        window.game_menu.addAction(controller.action)
    return controller
