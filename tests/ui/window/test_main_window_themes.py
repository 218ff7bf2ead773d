"""The main window in a theme: the whole window's palette, the turn indicator beside the board,
the System theme following the desktop."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.settings.store import Settings
from popout_desktop.ui.board import themes
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(settings=Settings(tmp_path / "popout.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    return win


@pytest.mark.parametrize("key", ["classic", "dark", "contrast"])
def test_a_theme_dresses_the_whole_window(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, key: str
) -> None:
    window.set_theme(key)
    colours = theme(key).window
    assert qapp.palette().color(QPalette.ColorRole.Window) == colours.window
    # Widgets take the application's new palette from the event loop.
    qtbot.waitUntil(
        lambda: window.toolbar.palette().color(QPalette.ColorRole.Window) == colours.window
    )
    for widget in (window.menuBar(), window.toolbar, window.statusBar(), window.move_list):
        assert widget.palette().color(QPalette.ColorRole.Window) == colours.window
    assert window.move_list.palette().color(QPalette.ColorRole.Base) == colours.base
    assert window.players_panel.palette().color(QPalette.ColorRole.Window) == colours.window
    assert window.turn_indicator.palette().color(QPalette.ColorRole.Window) == theme(key).background


def test_the_turn_indicator_is_above_the_board(window: MainWindow) -> None:
    assert window.turn_indicator.text() == "Red to move"
    assert window.turn_indicator.parentWidget() is window.stack.parentWidget()


def test_the_system_theme_follows_the_desktop_live(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.board.theme.key == "system"  # the default
    hints = QGuiApplication.styleHints()
    monkeypatch.setattr(themes, "system_theme_key", lambda scheme=None: "dark")
    with qtbot.waitSignal(window.scheme_watcher.scheme_changed):
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert window.board.theme.key == "system"
    assert window.board.theme.board == theme("dark").board
    assert qapp.palette().color(QPalette.ColorRole.Window) == theme("dark").window.window
    assert window.settings is not None and window.settings.value("prefs/theme") == "system"
    # A chosen theme stays put when the desktop switches.
    window.set_theme("contrast")
    monkeypatch.setattr(themes, "system_theme_key", lambda scheme=None: "classic")
    window.scheme_watcher.on_colour_scheme_changed(Qt.ColorScheme.Light)
    assert window.board.theme.key == "contrast"


def test_review_mode_hides_the_waiting_games_turn_and_its_banner_follows_the_theme(
    qtbot: QtBot,
) -> None:
    from popout_desktop.rules import Game, Rules
    from popout_desktop.ui.review.page import banner_style

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.model.load(Game.from_notation("d4 d4 d3", Rules()))
    window.review(1)
    assert window.turn_indicator.isHidden()  # the live game's turn, not the board's
    banner = window.review_page.banner
    window.set_theme("dark")
    qtbot.waitUntil(lambda: banner.styleSheet() == banner_style(True))
    window.set_theme("classic")
    qtbot.waitUntil(lambda: banner.styleSheet() == banner_style(False))
    window.back_to_game()
    assert not window.turn_indicator.isHidden()


def test_the_stored_preferences_are_used_without_writing_the_settings_file_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A first start (nothing stored) shows the defaults and writes nothing before its first
    frame (issue 33 point 4); a choice of the player's is stored, a default too."""
    file = tmp_path / "first.ini"
    settings = Settings(file)
    win = MainWindow(settings=settings)
    qtbot.addWidget(win)
    assert win.board.theme.key == "system" and win.board.speed.name.lower() == "normal"
    assert not file.exists()
    win.set_speed("fast")
    win.set_theme("system")
    assert Settings(file).value("prefs/speed") == "fast"
    assert "theme=system" in file.read_text(encoding="utf-8")
    written = file.stat().st_mtime_ns, file.read_bytes()
    stored = MainWindow(settings=Settings(file))  # a later start: the same, nothing written
    qtbot.addWidget(stored)
    assert stored.board.speed.name.lower() == "fast" and stored.board.theme.key == "system"
    assert (file.stat().st_mtime_ns, file.read_bytes()) == written


@pytest.mark.parametrize("key", ["system", "dark"])
def test_the_turn_line_and_the_players_panel_are_filled_in_once_while_the_window_is_made(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    """Made in the stored theme, they are not painted again when the window applies its
    preferences, nor the panel filled in again by the window's first texts (issue 33 point 4);
    a later change of theme still repaints them."""
    from popout_desktop.ui.window.players import PlayersPanel
    from popout_desktop.ui.window.turn_indicator import TurnIndicator

    calls: list[str] = []
    for kind in (PlayersPanel, TurnIndicator):
        refresh = kind.refresh

        def counted(self: object, *args: object, _refresh: object = refresh) -> None:
            calls.append(type(self).__name__)
            _refresh(self, *args)  # type: ignore[operator]

        monkeypatch.setattr(kind, "refresh", counted)
    settings = Settings(tmp_path / "popout.ini")
    settings.set_value("prefs/theme", key)
    win = MainWindow(settings=settings, autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    assert sorted(calls) == ["PlayersPanel", "TurnIndicator"]
    assert win.players_panel.palette().color(QPalette.ColorRole.Window) == theme(key).window.window
    assert win.turn_indicator.palette().color(QPalette.ColorRole.Window) == theme(key).background
    assert win.turn_indicator.text() == "Red to move"
    calls.clear()
    win.set_theme("contrast")
    assert sorted(calls) == ["PlayersPanel", "TurnIndicator"]
    assert win.players_panel.palette().color(QPalette.ColorRole.Window) == (
        theme("contrast").window.window
    )
