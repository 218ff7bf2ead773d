"""Game → Export Replay…: a game sent as an animated image (GIF, WebP or APNG).

The window makes the command (:func:`~popout_desktop.ui.replay.command.make_replay_action`) and,
by its first use, its :class:`ReplayExport` controller (``window.replay_export``). The
command is enabled once the game has a move; it exports the game on the board, every move from
its start (in review mode too: the whole game, not the position reviewed), with the game
review's marks in the captions when the game was reviewed.

An export runs as an :class:`~popout_desktop.ui.replay.job.ExportJob`, without freezing the
window; a progress dialog follows it and its Cancel stops it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, Qt, Slot
from PySide6.QtGui import QAction

from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.replay.command import retranslate_replay_action
from popout_desktop.ui.widgets.plain_text import literal_text

if TYPE_CHECKING:
    import datetime as dt

    from PySide6.QtWidgets import QProgressDialog

    from popout_desktop.ui.replay.dialog import ReplayChoice
    from popout_desktop.ui.replay.frames import ReplayFrames
    from popout_desktop.ui.replay.job import ExportJob
    from popout_desktop.ui.replay.writer import ReplayFormat
    from popout_desktop.ui.window.host import WindowHost

# The dialog, the frames, the job and the writer (and with it Pillow) are imported when a
# replay is exported, not with the window that offers the command (issue 33 point 4); so are
# the file dialog, the progress dialog and the message box, and the date.

__all__ = [
    "ReplayExport",
    "default_file_name",
    "too_long_text",
]

translate = QCoreApplication.translate


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


class ReplayExport(QObject):
    """The Export Replay command of ``window``: its action, the dialog, the job running."""

    def __init__(self, window: WindowHost, action: QAction) -> None:
        super().__init__(window.widget)
        self._window = window
        # The command, in the Game menu: the window made it and runs this export by it.
        self.action = action
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
        retranslate_replay_action(self.action)

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
        from popout_desktop.ui.replay.job import ExportJob
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
