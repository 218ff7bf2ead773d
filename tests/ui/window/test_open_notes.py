"""Open tells what a file had repaired (issue 29, point 8): in the status line, and in a message
box that does not block the game."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from popout_desktop.ui.window.main_window import MainWindow
from tests.savefile.test_savefile_hostile import document
from tests.ui.window.test_main_window import make_window


def notes_box(window: MainWindow) -> QMessageBox | None:
    """The last message box of notes that does not block the game, if one was shown."""
    boxes = [box for box in window.findChildren(QMessageBox) if box.objectName() == "start-notes"]
    return boxes[-1] if boxes else None


def test_opening_a_file_with_unknown_fields_and_an_empty_time_tells_the_player(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot)
    path = tmp_path / "old.popout"
    path.write_text(json.dumps(document(created="", comment="\ud800")), encoding="utf-8")
    assert window.open_path(path)
    status = window.status_text()
    assert status.startswith("Opened old.popout. The time the game was started is unknown")
    assert "Fields this version of Pop Out does not know ('comment') are left out" in status
    box = notes_box(window)
    assert box is not None and box.isVisible() and not box.isModal()
    assert "('comment')" in box.text()
    box.close()


def test_opening_a_clean_file_says_only_opened(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    path = tmp_path / "new.popout"
    path.write_text(json.dumps(document()), encoding="utf-8")
    assert window.open_path(path)
    assert window.status_text().startswith("Opened new.popout. ")
    assert "unknown" not in window.status_text()
    assert notes_box(window) is None
