"""The main window's commands: its actions, menus and toolbar, and their texts.

Functions of the window (they create its ``*_action``, ``*_actions``, ``*_menu`` and ``toolbar``
attributes, declared on :class:`~popout_desktop.ui.window.host.WindowHost`). Texts are
translated in the context ``"MainWindow"``, where they were first written.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QToolBar

from popout_desktop.app.resources import ResourceNotFoundError, resource_path
from popout_desktop.settings.schema import SPEED_CHOICES
from popout_desktop.ui.board.themes import THEMES

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["create_actions", "create_menus", "create_toolbar", "retranslate_commands"]

translate = QCoreApplication.translate


def _action(
    window: WindowHost,
    shortcut: QKeySequence | Qt.Key | str | list[QKeySequence] | None = None,
    slot: object = None,
    icon: str | None = None,
) -> QAction:
    """An action of ``window`` with its shortcut(s), icon and slot."""
    action = QAction(window.widget)
    if isinstance(shortcut, list):
        action.setShortcuts(shortcut)
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if icon is not None:
        with contextlib.suppress(ResourceNotFoundError):
            action.setIcon(QIcon(str(resource_path("icons", "actions", f"{icon}.svg"))))
    if slot is not None:
        action.triggered.connect(slot)
    return action


def create_actions(window: WindowHost) -> None:
    """Create the window's actions (texts come from :func:`retranslate_commands`)."""
    keys = QKeySequence.StandardKey
    window.new_game_action = _action(window, QKeySequence(keys.New), window.new_game, "new")
    window.restart_action = _action(window, "Ctrl+R", window.restart, "restart")
    window.open_action = _action(window, QKeySequence(keys.Open), window.open_game, "open")
    window.save_action = _action(window, QKeySequence(keys.Save), window.save_game, "save")
    window.save_as_action = _action(window, "Ctrl+Shift+S", window.save_game_as)
    window.export_action = _action(window, "Ctrl+E", window.export_png)
    window.statistics_action = _action(window, None, window.show_statistics)
    window.quit_action = _action(window, QKeySequence("Ctrl+Q"), window.widget.close)
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    window.undo_action = _action(window, "Ctrl+Z", window.undo, "undo")
    window.redo_action = _action(
        window,
        [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
        window.match.human_turn_redo,
        "redo",
    )
    window.hint_action = _action(window, "Ctrl+H", window.show_hint, "hint")
    window.analysis_action = _action(window, "Ctrl+Shift+A", None, None)
    window.analysis_action.setCheckable(True)
    window.analysis_action.toggled.connect(window.requests.analysis_toggled)
    window.table_action = _action(window, None, window.edit_table, "table")
    window.preferences_action = _action(
        window, QKeySequence(keys.Preferences), window.edit_preferences
    )
    window.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
    window.back_action = _action(window, Qt.Key.Key_Escape, window.back_to_game)
    window.back_action.setEnabled(False)
    window.widget.addAction(window.back_action)
    window.rules_action = _action(
        window, QKeySequence(keys.HelpContents), window.show_rules, "rules"
    )
    window.about_action = _action(window, None, window.show_about)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    window.theme_actions = QActionGroup(window.widget)
    for key, theme in THEMES.items():
        action = QAction(theme.name(), window.theme_actions)
        action.setCheckable(True)
        action.setData(key)
    window.theme_actions.triggered.connect(lambda a: window.set_theme(str(a.data())))
    window.speed_actions = QActionGroup(window.widget)
    for name in SPEED_CHOICES:
        action = QAction(window.speed_actions)
        action.setCheckable(True)
        action.setData(name)
    window.speed_actions.triggered.connect(lambda a: window.set_speed(str(a.data())))


def create_menus(window: WindowHost) -> None:
    """Create the menu bar's menus from the actions."""
    bar = window.widget.menuBar()
    window.game_menu = bar.addMenu("")
    window.game_menu.addActions([window.new_game_action, window.restart_action])
    window.game_menu.addSeparator()
    window.game_menu.addActions([window.open_action, window.save_action, window.save_as_action])
    window.game_menu.addAction(window.export_action)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.statistics_action)
    window.game_menu.addSeparator()
    window.game_menu.addAction(window.quit_action)
    window.move_menu = bar.addMenu("")
    window.move_menu.addActions([window.undo_action, window.redo_action, window.hint_action])
    window.move_menu.addAction(window.analysis_action)
    window.move_menu.addSeparator()
    window.move_menu.addAction(window.back_action)
    window.view_menu = bar.addMenu("")
    window.theme_menu = window.view_menu.addMenu("")
    window.theme_menu.addActions(window.theme_actions.actions())
    window.speed_menu = window.view_menu.addMenu("")
    window.speed_menu.addActions(window.speed_actions.actions())
    window.settings_menu = bar.addMenu("")
    window.settings_menu.addActions([window.table_action, window.preferences_action])
    bar.addMenu(window.net.menu)
    window.help_menu = bar.addMenu("")
    window.help_menu.addActions([window.rules_action, window.about_action])


def create_toolbar(window: WindowHost) -> None:
    """Create the toolbar from the actions."""
    window.toolbar = QToolBar(window.widget)
    window.toolbar.setObjectName("mainToolBar")
    window.toolbar.setMovable(False)
    window.toolbar.setIconSize(QSize(22, 22))
    window.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
    window.toolbar.addActions([window.new_game_action, window.restart_action])
    window.toolbar.addSeparator()
    window.toolbar.addActions([window.undo_action, window.redo_action, window.hint_action])
    window.toolbar.addSeparator()
    window.toolbar.addActions([window.open_action, window.save_action])
    window.toolbar.addSeparator()
    window.toolbar.addActions([window.table_action, window.rules_action])
    window.widget.addToolBar(Qt.ToolBarArea.TopToolBarArea, window.toolbar)


def retranslate_commands(window: WindowHost) -> None:
    """Set the texts of the actions, the menus and the toolbar (again after a language change)."""
    texts = {
        window.new_game_action: (
            translate("MainWindow", "&New Game…"),
            translate("MainWindow", "New"),
        ),
        window.restart_action: (
            translate("MainWindow", "&Restart"),
            translate("MainWindow", "Restart"),
        ),
        window.open_action: (translate("MainWindow", "&Open…"), translate("MainWindow", "Open")),
        window.save_action: (translate("MainWindow", "&Save"), translate("MainWindow", "Save")),
        window.save_as_action: (translate("MainWindow", "Save &As…"), None),
        window.export_action: (translate("MainWindow", "&Export Position as PNG…"), None),
        window.statistics_action: (translate("MainWindow", "S&tatistics…"), None),
        window.quit_action: (translate("MainWindow", "&Quit"), None),
        window.undo_action: (translate("MainWindow", "&Undo"), translate("MainWindow", "Undo")),
        window.redo_action: (translate("MainWindow", "&Redo"), translate("MainWindow", "Redo")),
        window.hint_action: (translate("MainWindow", "&Hint"), translate("MainWindow", "Hint")),
        window.analysis_action: (translate("MainWindow", "&Analysis Mode"), None),
        window.back_action: (translate("MainWindow", "&Back to Game"), None),
        window.table_action: (
            translate("MainWindow", "&Table Settings…"),
            translate("MainWindow", "Table"),
        ),
        window.preferences_action: (translate("MainWindow", "&Preferences…"), None),
        window.rules_action: (translate("MainWindow", "&Rules"), translate("MainWindow", "Rules")),
        window.about_action: (translate("MainWindow", "&About Pop Out"), None),
    }
    for action, (text, short) in texts.items():
        action.setText(text)
        action.setIconText(short or text.replace("&", "").rstrip("…"))
    window.new_game_action.setStatusTip(
        translate("MainWindow", "Choose the players and the table, then play")
    )
    window.restart_action.setStatusTip(
        translate("MainWindow", "Start again with the same players and table")
    )
    window.undo_action.setStatusTip(translate("MainWindow", "Take back the last move"))
    window.redo_action.setStatusTip(translate("MainWindow", "Play the move taken back again"))
    window.hint_action.setStatusTip(
        translate("MainWindow", "Show the move the computer would play")
    )
    window.analysis_action.setStatusTip(
        translate(
            "MainWindow",
            "Show the value of every move: W7 wins in 7 moves, L12 loses in 12, "
            "= draw, a number is an estimate",
        )
    )
    _retranslate_menus(window)
    _retranslate_view_choices(window)


def _retranslate_view_choices(window: WindowHost) -> None:
    """The names of the animation speeds and the themes in the View menu."""
    speed_names = dict(
        zip(
            SPEED_CHOICES,
            (
                translate("MainWindow", "System"),
                translate("MainWindow", "Off"),
                translate("MainWindow", "Fast"),
                translate("MainWindow", "Normal"),
                translate("MainWindow", "Slow"),
            ),
            strict=True,
        )
    )
    for action in window.speed_actions.actions():
        action.setText(speed_names[str(action.data())])
    for action in window.theme_actions.actions():
        action.setText(THEMES[str(action.data())].name())


def _retranslate_menus(window: WindowHost) -> None:
    """The titles of the menus and of the toolbar."""
    window.game_menu.setTitle(translate("MainWindow", "&Game"))
    window.move_menu.setTitle(translate("MainWindow", "&Move"))
    window.view_menu.setTitle(translate("MainWindow", "&View"))
    window.theme_menu.setTitle(translate("MainWindow", "&Theme"))
    window.speed_menu.setTitle(translate("MainWindow", "Animation &Speed"))
    window.settings_menu.setTitle(translate("MainWindow", "&Settings"))
    window.help_menu.setTitle(translate("MainWindow", "&Help"))
    window.toolbar.setWindowTitle(translate("MainWindow", "Toolbar"))
