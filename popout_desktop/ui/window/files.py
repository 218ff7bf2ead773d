"""Opening, saving and exporting from the main window: the file dialogs, the message when a file
cannot be read or written, and the note in the status line when it worked (given as a function,
so that it is said again in a new language).

Functions of the window; :class:`~popout_desktop.ui.window.main_window.MainWindow` calls them from
its
methods of the same names. Texts are translated in the context ``"MainWindow"``.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice

from popout_desktop.game.save_errors import load_note_text
from popout_desktop.safe_io.files import atomic_write_shared
from popout_desktop.savefile import SaveFileError
from popout_desktop.ui.widgets.plain_text import literal_text
from popout_desktop.ui.window import dialogs as window_dialogs
from popout_desktop.ui.window.narration import open_failure_text, save_failure_text
from popout_desktop.ui.write_problems import write_failure_reason

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = [
    "export_png",
    "export_png_to",
    "open_game",
    "open_path",
    "save_game",
    "save_game_as",
    "save_path",
]

translate = QCoreApplication.translate


def open_game(window: WindowHost) -> None:
    """Choose a saved game and open it; a bad file leaves the current game as it was."""
    from PySide6.QtWidgets import QFileDialog

    folder = str(window.session.path.parent) if window.session.path else ""
    name, _ = QFileDialog.getOpenFileName(
        window.widget,
        translate("MainWindow", "Open Game"),
        folder,
        translate("MainWindow", "Pop Out games (*.popout)"),
    )
    if name:
        open_path(window, Path(name))


def open_path(window: WindowHost, path: Path) -> bool:
    """Open ``path``; show a message naming the problem if it cannot be read, and what it had
    repaired (an empty time, unknown fields left out) in the status line and in a message box
    that does not block the game."""
    from PySide6.QtWidgets import QMessageBox

    window.back_to_game()
    try:
        notes = window.session.open(path)
    except SaveFileError as error:
        QMessageBox.warning(
            window.widget,
            translate("MainWindow", "Cannot open the game"),
            literal_text(open_failure_text(path, error)),  # the file's name, maybe its words
        )
        return False

    def opened() -> str:
        text = translate("MainWindow", "Opened %1.").replace("%1", path.name)
        return " ".join([text, *(load_note_text(note) for note in notes)])

    window.show_note(opened)
    if notes:
        window_dialogs.show_start_notes(window, [opened()])
    return True


def save_game(window: WindowHost) -> bool:
    """Save to the game's file, or ask for one."""
    if window.session.path is None:
        return save_game_as(window)
    return save_path(window, window.session.path)


def save_game_as(window: WindowHost) -> bool:
    """Ask for a file name and save."""
    from PySide6.QtWidgets import QFileDialog

    start = (
        str(window.session.path) if window.session.path else translate("MainWindow", "game.popout")
    )
    name, _ = QFileDialog.getSaveFileName(
        window.widget,
        translate("MainWindow", "Save Game"),
        start,
        translate("MainWindow", "Pop Out games (*.popout)"),
    )
    if not name:
        return False
    path = Path(name)
    if path.suffix != ".popout":
        path = path.with_name(path.name + ".popout")
    return save_path(window, path)


def save_path(window: WindowHost, path: Path) -> bool:
    """Save to ``path``; a message if it cannot be written."""
    from PySide6.QtWidgets import QMessageBox

    try:
        window.session.save(path)
    except (OSError, ValueError) as error:  # ValueError: text with no UTF-8 form
        QMessageBox.warning(
            window.widget,
            translate("MainWindow", "Cannot save the game"),
            literal_text(save_failure_text(path, error)),
        )
        return False
    window.show_note(lambda: translate("MainWindow", "Saved to %1.").replace("%1", path.name))
    return True


def export_png(window: WindowHost) -> bool:
    """Save a picture of the board as shown."""
    from PySide6.QtWidgets import QFileDialog

    name, _ = QFileDialog.getSaveFileName(
        window.widget,
        translate("MainWindow", "Export Position"),
        translate("MainWindow", "position.png"),
        translate("MainWindow", "PNG images (*.png)"),
    )
    if not name:
        return False
    return export_png_to(window, Path(name))


def export_png_to(window: WindowHost, path: Path) -> bool:
    """Write the board shown now as a PNG file: the position at rest, without the pop handles
    and the other marks of input, cropped to the board (``BoardView.still_image``). Written
    as the replay is: a temporary file beside it, renamed over it once whole (a full disk
    leaves an existing picture as it was, and no empty file), with the permissions of any new
    file; a failure says why."""
    from PySide6.QtWidgets import QMessageBox

    board = window.review_board if window.reviewing else window.board
    if path.suffix.lower() != ".png":
        path = path.with_name(path.name + ".png")
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    try:
        # PySide takes the format as text at run time, whatever its stubs say. Encoding into
        # memory fails only for want of it.
        if not board.still_image().save(buffer, "PNG"):  # type: ignore[call-overload]
            raise OSError(errno.ENOMEM, os.strerror(errno.ENOMEM))
        buffer.close()
        atomic_write_shared(path, bytes(data.data()))
    except (OSError, MemoryError) as error:
        text = translate("MainWindow", "The picture could not be written to %1: %2.")
        QMessageBox.warning(
            window.widget,
            translate("MainWindow", "Cannot export the position"),
            literal_text(text.replace("%1", str(path)).replace("%2", write_failure_reason(error))),
        )
        return False
    window.show_note(
        lambda: translate("MainWindow", "Exported the position to %1.").replace("%1", path.name)
    )
    return True
