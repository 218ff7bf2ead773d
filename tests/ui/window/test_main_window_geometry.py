"""The main window fits the screen: at first start, and when a stored geometry is restored."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.settings import schema as settings_schema
from popout_desktop.settings.store import Settings
from popout_desktop.ui.window import geometry as window_geometry
from popout_desktop.ui.window.geometry import GEOMETRY_KEY, first_size, stored_geometry
from popout_desktop.ui.window.main_window import MainWindow

SMALL_SCREEN = QRect(0, 0, 800, 600)


def fake_screen(monkeypatch: pytest.MonkeyPatch, area: QRect) -> None:
    monkeypatch.setattr(window_geometry, "available_geometry", lambda _window: QRect(area))


def open_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def inside(widget: QWidget, window: MainWindow) -> bool:
    """``widget`` is shown whole inside the window."""
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))


def test_first_start_on_an_800x600_screen_fits_it_with_board_and_panel(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    area = QRect(1920, 24, 800, 576)  # a second screen, under a panel
    fake_screen(monkeypatch, area)
    window = open_window(qtbot, Settings(tmp_path / "settings.ini"))
    assert area.contains(window.frameGeometry())
    # The whole screen, frame included: 80 % would be too small.
    assert window.frameGeometry() == area
    for part in (window.board, window.players_panel, window.move_list, window.toolbar):
        assert inside(part, window), part
    # The board keeps room for its pop handles below the holes, inside the window.
    handles = window.board.pop_handle_rect(0).united(window.board.pop_handle_rect(6))
    assert window.board.rect().toRectF().contains(handles)
    # What the window needs is well under such a screen.
    needed = window.minimumSizeHint()
    assert needed.width() <= 800 and needed.height() <= 576


def test_first_start_on_a_large_screen_takes_most_of_it_centred(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    area = QRect(0, 0, 2560, 1400)
    fake_screen(monkeypatch, area)
    window = open_window(qtbot)
    assert window.size() == QSize(2048, 1120)
    assert window.frameGeometry().center() == area.center()


def test_first_size_is_never_larger_than_the_screen() -> None:
    minimum = QSize(424, 342)
    assert first_size(QSize(1920, 1050), minimum) == QSize(1536, 840)
    assert first_size(QSize(1280, 770), minimum) == QSize(1024, 720)
    assert first_size(QSize(800, 600), minimum) == QSize(800, 600)
    # A scale factor of 2 on a 1366x768 laptop: 683x384 device-independent pixels.
    assert first_size(QSize(683, 384), minimum) == QSize(683, 384)


def test_later_starts_restore_the_last_geometry(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake_screen(monkeypatch, QRect(0, 0, 800, 800))
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    first = open_window(qtbot, settings)
    first.setGeometry(30, 40, 700, 650)
    qtbot.waitUntil(lambda: first.geometry() == QRect(30, 40, 700, 650))
    first.close()
    assert stored_geometry(Settings(path)) is not None
    again = open_window(qtbot, Settings(path))
    assert again.geometry() == QRect(30, 40, 700, 650)


def test_a_stored_geometry_larger_than_the_screen_is_brought_inside(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    fake_screen(monkeypatch, QRect(0, 0, 800, 800))
    first = open_window(qtbot, Settings(path))
    first.setGeometry(40, 60, 760, 730)
    qtbot.waitUntil(lambda: first.geometry() == QRect(40, 60, 760, 730))
    first.close()
    fake_screen(monkeypatch, SMALL_SCREEN)  # a smaller monitor now
    again = open_window(qtbot, Settings(path))
    assert SMALL_SCREEN.contains(again.frameGeometry())
    assert inside(again.board, again) and inside(again.move_list, again)


def test_a_damaged_stored_geometry_gives_the_first_start_size(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[window]\ngeometry=not a geometry\n", encoding="utf-8")
    fake_screen(monkeypatch, SMALL_SCREEN)
    window = open_window(qtbot, Settings(path))
    assert window.frameGeometry() == SMALL_SCREEN


def test_the_geometry_is_a_setting_of_the_schema(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    setting = settings_schema.SCHEMA[GEOMETRY_KEY]
    assert (setting.default, setting.kind) == ("", str)
    assert setting.valid("AdnQywADAAA=") and not setting.valid("not a geometry")
    fake_screen(monkeypatch, QRect(0, 0, 800, 800))
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    first = open_window(qtbot, settings)
    first.setGeometry(10, 60, 640, 500)
    qtbot.waitUntil(lambda: first.geometry() == QRect(10, 60, 640, 500))
    first.close()
    assert settings.value(GEOMETRY_KEY)  # base64 text, a valid str setting
    assert Settings(path).notes() == []
    again = open_window(qtbot, Settings(path))
    assert again.geometry() == QRect(10, 60, 640, 500)


def test_a_size_given_before_the_window_shows_is_kept(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_screen(monkeypatch, QRect(0, 0, 1920, 1080))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)  # a screenshot's size, say
    window.show()
    qtbot.waitExposed(window)
    assert window.size() == QSize(1280, 800)
