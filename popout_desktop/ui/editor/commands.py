"""Setup mode's four commands in the main window's Game menu: **Set Up Position…**, **Paste
Position Code** (Ctrl+Shift+V), **Copy Position Code** (Ctrl+Shift+C), **Copy Position Link**.

Made with the window, for its first frame's menu; what they run (:class:`~popout_desktop.ui.
editor.position_editor.PositionEditor`) is imported and made when one is first used (issue 33
point 4). Texts are translated in the context ``"PositionEditor"``, as the editor's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["EditorCommands"]

translate = QCoreApplication.translate


class EditorCommands:
    """The four commands, put in ``window``'s Game menu as a group of their own after its
    exports (Export Position as PNG… and any other added beside it; at the menu's end if that
    is not there), their texts in the language in force; they are connected to nothing yet."""

    def __init__(self, window: WindowHost) -> None:
        self.setup_action = QAction(window.widget)
        self.paste_action = QAction(window.widget)
        self.paste_action.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.copy_code_action = QAction(window.widget)
        self.copy_code_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_link_action = QAction(window.widget)
        menu = window.game_menu
        actions = menu.actions()
        export = getattr(window, "export_action", None)
        before = None
        if export in actions:
            # The end of the export group (others may add their exports to it): its separator.
            later = actions[actions.index(export) + 1 :]
            before = next((action for action in later if action.isSeparator()), None)
        entries = [self.setup_action, self.paste_action, self.copy_code_action]
        entries.append(self.copy_link_action)
        if before is None:
            menu.addSeparator()
            menu.addActions(entries)
        else:
            menu.insertSeparator(before)
            menu.insertActions(before, entries)
        self.retranslate()

    def retranslate(self) -> None:
        """The commands' texts in the language in force."""
        self.setup_action.setText(translate("PositionEditor", "Set &Up Position…"))
        self.setup_action.setStatusTip(
            translate(
                "PositionEditor",
                "Place discs, choose who moves, then play or analyse from the position",
            )
        )
        self.paste_action.setText(translate("PositionEditor", "&Paste Position Code"))
        self.paste_action.setStatusTip(
            translate("PositionEditor", "Set up the position of a code or link on the clipboard")
        )
        self.copy_code_action.setText(translate("PositionEditor", "&Copy Position Code"))
        self.copy_link_action.setText(translate("PositionEditor", "Copy Position &Link"))
        self.copy_link_action.setStatusTip(
            translate("PositionEditor", "Copy a popout://position/ link of the position shown")
        )
