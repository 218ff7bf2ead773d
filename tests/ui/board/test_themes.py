"""Themes dress the whole window: each one's application palette, Fusion, the "System" theme
that follows the desktop's light or dark scheme, and text contrast in every theme."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QListWidget,
    QMainWindow,
    QMenu,
    QStatusBar,
    QToolBar,
    QToolTip,
)
from pytestqt.qtbot import QtBot

from popout_desktop.settings.store import DEFAULT_THEME, SCHEMA, THEMES
from popout_desktop.ui.board import themes
from popout_desktop.ui.board.themes import (
    ColourSchemeWatcher,
    apply_theme_palette,
    contrast_ratio,
    system_theme,
    system_theme_key,
    theme,
)

LOOKS = ("classic", "dark", "contrast")
Role = QPalette.ColorRole
Group = QPalette.ColorGroup


def luminance(colour: QColor) -> float:
    return contrast_ratio(colour, QColor("#000000")) / 21  # 0 (black) .. 1 (white), roughly


def test_system_is_the_default_and_listed_first() -> None:
    assert THEMES == ("system", "classic", "dark", "contrast")
    assert DEFAULT_THEME == "system" == SCHEMA["prefs/theme"].default
    assert tuple(themes.THEMES) == THEMES
    assert [look.name() for look in themes.THEMES.values()] == [
        "System",
        "Classic",
        "Dark",
        "High contrast",
    ]
    assert SCHEMA["prefs/theme"].valid("classic")  # a theme stored before "system" is kept


def test_contrast_ratio_is_wcags() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("#123456"), QColor("#123456")) == 1


@pytest.mark.parametrize("key", LOOKS)
def test_every_theme_has_a_whole_palette(qapp: QApplication, key: str) -> None:
    look = theme(key)
    palette = look.palette()
    colours = look.window
    for group in (Group.Active, Group.Inactive):
        assert palette.color(group, Role.Window) == colours.window
        assert palette.color(group, Role.WindowText) == colours.text
        assert palette.color(group, Role.Base) == colours.base
        assert palette.color(group, Role.AlternateBase) == colours.alternate_base
        assert palette.color(group, Role.Text) == colours.text
        assert palette.color(group, Role.Button) == colours.button
        assert palette.color(group, Role.ButtonText) == colours.text
        assert palette.color(group, Role.Highlight) == colours.highlight
        assert palette.color(group, Role.HighlightedText) == colours.highlighted_text
        assert palette.color(group, Role.ToolTipBase) == colours.tooltip_base
        assert palette.color(group, Role.ToolTipText) == colours.tooltip_text
        assert palette.color(group, Role.PlaceholderText) == colours.secondary
        assert palette.color(group, Role.Link) == colours.link
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        assert palette.color(Group.Disabled, role) == colours.disabled
    # Dark is dark around the board too, the others light.
    assert (luminance(palette.color(Role.Window)) < 0.2) is (key == "dark")
    assert (luminance(palette.color(Role.Base)) < 0.2) is (key == "dark")


@pytest.mark.parametrize("key", LOOKS)
def test_every_theme_reads_at_4_5_to_1(qapp: QApplication, key: str) -> None:
    palette = theme(key).palette()
    pairs = {
        "text on window": (Role.WindowText, Role.Window),
        "text on base": (Role.Text, Role.Base),
        "text on alternate rows": (Role.Text, Role.AlternateBase),
        "button text": (Role.ButtonText, Role.Button),
        "selected text": (Role.HighlightedText, Role.Highlight),
        "tooltips": (Role.ToolTipText, Role.ToolTipBase),
        "secondary text": (Role.PlaceholderText, Role.Window),
        "secondary text on base": (Role.PlaceholderText, Role.Base),
        "links": (Role.Link, Role.Base),
    }
    for what, (ink, paper) in pairs.items():
        ratio = contrast_ratio(palette.color(ink), palette.color(paper))
        assert ratio >= 4.5, f"{key}: {what} {ratio:.2f}:1"
    # Disabled text looks off, yet stays legible (3:1, WCAG's figure for non-text).
    disabled = contrast_ratio(
        palette.color(Group.Disabled, Role.WindowText), palette.color(Role.Window)
    )
    assert disabled >= 2.5, f"{key}: disabled {disabled:.2f}:1"


@pytest.mark.parametrize("key", LOOKS)
def test_apply_theme_palette_dresses_every_widget(
    qtbot: QtBot, qapp: QApplication, key: str
) -> None:
    look = theme(key)
    apply_theme_palette(qapp, look)
    assert qapp.style().name().lower() == "fusion"
    assert qapp.palette().color(Role.Window) == look.window.window
    assert QToolTip.palette().color(Role.ToolTipBase) == look.window.tooltip_base
    window = QMainWindow()
    qtbot.addWidget(window)
    toolbar = QToolBar(window)
    window.addToolBar(toolbar)
    toolbar.addAction("New")
    menu = QMenu("Game", window)
    window.menuBar().addMenu(menu)
    status = QStatusBar(window)
    window.setStatusBar(status)
    moves = QListWidget(window)
    moves.addItems(["Start", "1. Red d4"])
    window.setCentralWidget(moves)
    dialog = QDialog(window)
    for widget in (window, toolbar, menu, window.menuBar(), status, dialog):
        assert widget.palette().color(Role.Window) == look.window.window, widget
        assert widget.palette().color(Role.WindowText) == look.window.text, widget
    assert moves.palette().color(Role.Base) == look.window.base
    # And it is what is painted: the toolbar's and the list's pixels are the theme's.
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    shot = toolbar.grab().toImage()
    corner = shot.pixelColor(shot.width() - 3, shot.height() // 2)
    assert contrast_ratio(corner, look.window.window) < 1.3, corner.name()
    shot = moves.grab().toImage()
    inside = shot.pixelColor(shot.width() // 2, shot.height() - 6)
    assert contrast_ratio(inside, look.window.base) < 1.3, inside.name()


def test_system_resolves_to_light_or_dark() -> None:
    assert system_theme_key(Qt.ColorScheme.Dark) == "dark"
    assert system_theme_key(Qt.ColorScheme.Light) == "classic"
    assert system_theme_key(Qt.ColorScheme.Unknown) == "classic"
    dark = system_theme(Qt.ColorScheme.Dark)
    assert dark.key == "system"  # what is stored and checked in the menus
    assert dark.window == theme("dark").window
    assert dark.board == theme("dark").board
    light = system_theme(Qt.ColorScheme.Light)
    assert light.key == "system"
    assert light.window == theme("classic").window
    assert light.name() == "System"


def test_system_looks_up_the_desktops_scheme_now(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    hints = QGuiApplication.styleHints()
    assert theme("system").window == theme(system_theme_key(hints.colorScheme())).window
    monkeypatch.setattr(themes, "system_theme_key", lambda scheme=None: "dark")
    assert theme("system").window == theme("dark").window
    assert themes.THEMES["system"].board == theme("dark").board
    assert theme("no-such-theme").key == "system"


def test_the_watcher_follows_the_desktops_scheme(qtbot: QtBot, qapp: QApplication) -> None:
    hints = QGuiApplication.styleHints()
    watcher = ColourSchemeWatcher()
    start = watcher.key
    assert start == system_theme_key(hints.colorScheme())
    other = Qt.ColorScheme.Light if start == "dark" else Qt.ColorScheme.Dark
    # Offscreen the scheme cannot be switched (setColorScheme is ignored without a desktop
    # theme), so the desktop's signal is emitted as the platform would.
    with qtbot.waitSignal(watcher.scheme_changed) as changed:
        hints.colorSchemeChanged.emit(other)
    assert changed.args == [system_theme_key(other)]
    assert watcher.key == system_theme_key(other)
    with qtbot.assertNotEmitted(watcher.scheme_changed):
        watcher.on_colour_scheme_changed(other)  # the same look: nothing to redo
    with qtbot.waitSignal(watcher.scheme_changed) as changed:
        watcher.on_colour_scheme_changed(
            Qt.ColorScheme.Dark if other != Qt.ColorScheme.Dark else Qt.ColorScheme.Light
        )
    assert changed.args == [start]
