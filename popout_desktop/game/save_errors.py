"""The problem with a saved game, in the interface's language: one text per
:class:`~popout_desktop.savefile.SaveFileError` kind, and one per
:class:`~popout_desktop.savefile.LoadNote` kind (what a file that opened had repaired; the
saved-game format itself is pure and speaks English)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from popout_desktop.savefile import SaveFileError

if TYPE_CHECKING:
    from popout_desktop.savefile import LoadNote

__all__ = ["load_note_text", "save_error_text"]


def load_note_text(note: LoadNote) -> str:
    """What a file that opened had repaired (:attr:`SavedGame.notes
    <popout_desktop.savefile.SavedGame.notes>`), in the interface's language: a sentence."""
    if note.kind == "time_unknown" and note.details == ("created",):
        return QCoreApplication.translate(
            "MainWindow",
            "The time the game was started is unknown (its field 'created' is empty, as older "
            "versions wrote it).",
        )
    if note.kind == "time_unknown":
        return QCoreApplication.translate(
            "MainWindow",
            "The time the game was last saved is unknown (its field 'saved' is empty).",
        )
    if note.kind == "unknown_fields":
        return QCoreApplication.translate(
            "MainWindow",
            "Fields this version of Pop Out does not know (%1) are left out and will not be "
            "saved with the game.",
        ).replace("%1", ", ".join(note.details))
    return note.message


def save_error_text(error: SaveFileError) -> str:
    """The problem with a saved game, in the interface's language."""
    details = [str(d) for d in error.details]
    first = details[0] if details else ""
    second = details[1] if len(details) > 1 else ""
    texts = {
        "too_large": QCoreApplication.translate(
            "MainWindow", "the file is too large to be a saved game"
        ),
        "not_text": QCoreApplication.translate(
            "MainWindow", "the file is not text, so not a saved game"
        ),
        "empty": QCoreApplication.translate("MainWindow", "the file is empty"),
        "truncated": QCoreApplication.translate(
            "MainWindow", "the file is truncated: it ends in the middle of the game"
        ),
        "corrupt": QCoreApplication.translate(
            "MainWindow", "the file is corrupt (at line %1, column %2)"
        ),
        "not_popout": QCoreApplication.translate("MainWindow", "this is not a Pop Out saved game"),
        "newer": QCoreApplication.translate(
            "MainWindow",
            "the file was written by a newer Pop Out (format version %1; this version reads "
            "up to %2): please update",
        ),
        "illegal": QCoreApplication.translate("MainWindow", "the moves in it are not legal (%1)"),
        "result": QCoreApplication.translate(
            "MainWindow", "the result stored in it does not match its moves"
        ),
        "missing": QCoreApplication.translate("MainWindow", "the file does not exist"),
        "folder": QCoreApplication.translate("MainWindow", "it is a folder, not a saved game"),
        "permission": QCoreApplication.translate(
            "MainWindow", "you may not read it (permission denied)"
        ),
        "unreadable": QCoreApplication.translate("MainWindow", "it cannot be read (%1)"),
        "damaged": QCoreApplication.translate("MainWindow", "a part of it is damaged (%1)"),
        "too_deep": QCoreApplication.translate(
            "MainWindow", "its lists and objects are nested more than %1 deep"
        ),
        "number": QCoreApplication.translate(
            "MainWindow", "it holds a number no saved game has (%1)"
        ),
        "duplicate": QCoreApplication.translate(
            "MainWindow", "an object in it names the field %1 twice"
        ),
        "too_many_moves": QCoreApplication.translate(
            "MainWindow", "the game is too long: it has more than %1 moves"
        ),
        "not_regular": QCoreApplication.translate(
            "MainWindow", "it is not a regular file (a device or a pipe, say)"
        ),
    }
    template = texts.get(error.kind)
    if template is None:
        return str(error)
    if error.kind == "damaged":
        first = str(error)
    return template.replace("%1", first).replace("%2", second)
