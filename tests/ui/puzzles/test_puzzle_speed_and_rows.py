"""Puzzle mode's board takes the speed the player chose (System stays System, following the
desktop's reduced motion), and the chooser's rows show their whole text in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.desktop_settings import desktop_settings
from popout_desktop.ui.puzzles.chooser import PuzzleChooser
from popout_desktop.ui.puzzles.mode import Puzzles
from popout_desktop.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _desktop_put_back(qapp: QApplication) -> Iterator[None]:
    """Every test starts and ends with a desktop that does not reduce motion, in English."""
    desktop_settings().set_reduced_motion(False)
    yield
    desktop_settings().set_reduced_motion(False)
    install_translators(qapp, "en")


def make_window(qtbot: QtBot, tmp_path: Path, speed: str) -> MainWindow:
    window = MainWindow(settings=Settings(tmp_path / "popout.ini"))
    qtbot.addWidget(window)
    window.set_speed(speed)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)
    return window


def puzzles(window: MainWindow) -> Puzzles:
    controller = getattr(window, "puzzles")  # noqa: B009 - made at first use
    assert isinstance(controller, Puzzles)
    return controller


def plays(board: BoardView) -> Speed:
    """The speed that plays (read anew: a function, so that no check narrows it)."""
    return board.speed


def chosen(board: BoardView) -> Speed:
    """The speed chosen."""
    return board.chosen_speed


def test_the_board_says_the_chosen_speed_and_the_one_that_plays(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, "system")
    assert chosen(window.board) is Speed.SYSTEM
    assert plays(window.board) is Speed.NORMAL
    desktop_settings().set_reduced_motion(True)
    assert chosen(window.board) is Speed.SYSTEM
    assert plays(window.board) is Speed.OFF
    window.set_speed("slow")
    assert chosen(window.board) is Speed.SLOW and plays(window.board) is Speed.SLOW


def test_puzzle_mode_keeps_the_system_speed_and_follows_the_desktop(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, "system")
    desktop_settings().set_reduced_motion(True)  # the desktop reduces motion: System plays Off
    controller = puzzles(window)
    controller.open()
    board = controller.page.board
    assert chosen(board) is Speed.SYSTEM
    assert plays(board) is Speed.OFF
    # The desktop animates again: the puzzle's board follows, as the game's does.
    desktop_settings().set_reduced_motion(False)
    assert chosen(board) is Speed.SYSTEM
    assert plays(board) is Speed.NORMAL
    # A palette change (a theme) passes the speed again: still the chosen one.
    desktop_settings().set_reduced_motion(True)
    board.set_speed(Speed.NORMAL)  # as if it had been passed the resolved speed earlier
    QApplication.sendEvent(window, QEvent(QEvent.Type.PaletteChange))
    assert chosen(board) is Speed.SYSTEM
    assert plays(board) is Speed.OFF
    controller.close()
    window.set_speed("fast")
    controller.open()
    assert chosen(board) is Speed.FAST


@pytest.mark.parametrize("language", ["en", "ru", "pl", "it", "nl"])
def test_the_chooser_s_rows_show_their_whole_text(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication, language: str
) -> None:
    install_translators(qapp, language)
    window = make_window(qtbot, tmp_path, "off")
    controller = puzzles(window)
    controller.open()
    chooser = controller.page.chooser
    assert isinstance(chooser, PuzzleChooser)
    view = chooser.list
    qtbot.waitUntil(lambda: view.count() > 0 and view.isVisible())
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    metrics = QFontMetrics(view.font())
    width = view.viewport().width()
    longest = max(
        (view.item(row) for row in range(view.count())),
        key=lambda item: metrics.horizontalAdvance(item.text()),
    )
    for item in (view.item(0), longest):
        rect = view.visualItemRect(item)
        assert rect.left() >= 0 and rect.right() < width  # nothing past the list's edge
        flags = int(Qt.TextFlag.TextWordWrap)
        needed = metrics.boundingRect(0, 0, rect.width(), 10_000, flags, item.text())
        assert needed.height() <= rect.height(), item.text()
        assert needed.width() <= rect.width(), item.text()
    if language == "ru":  # the case the issue was found in: a row longer than the list
        assert metrics.horizontalAdvance(longest.text()) > width
        window.grab().save(str(tmp_path / "puzzles-ru.png"))
