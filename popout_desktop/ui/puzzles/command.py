"""Puzzle mode's command in the main window: **Puzzles…** (Ctrl+Shift+P) in the Game menu.

Made with the window, for its first frame's menu; what it runs (:class:`~popout_desktop.ui.
puzzles.mode.Puzzles`, the mode itself) is imported and made when it is first used (issue 33
point 4). Texts are translated in the context ``"PuzzleMode"``, as the mode's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["make_puzzles_action", "retranslate_puzzles_action"]

translate = QCoreApplication.translate


def make_puzzles_action(window: WindowHost) -> QAction:
    """The command, put before Statistics… in the window's Game menu (at its end if that is
    not there), its texts in the language in force; it is not connected to anything yet."""
    action = QAction(window.widget)
    action.setShortcut(QKeySequence("Ctrl+Shift+P"))
    menu = window.game_menu
    statistics = getattr(window, "statistics_action", None)
    if statistics in menu.actions():
        menu.insertAction(statistics, action)
    else:
        menu.addAction(action)
    retranslate_puzzles_action(action)
    return action


def retranslate_puzzles_action(action: QAction) -> None:
    """The command's texts in the language in force."""
    action.setText(translate("PuzzleMode", "Pu&zzles…"))
    action.setStatusTip(translate("PuzzleMode", "Solve Pop Out puzzles: find the forced win"))
