"""Replay export's command in the main window: **Export Replay…** in the Game menu, after
Export Position as PNG….

Made with the window, for its first frame's menu; what it runs (:class:`~popout_desktop.ui.
replay.export.ReplayExport`) is imported and made when it is first used (issue 33 point 4).
Until then no export runs, so it is enabled once the game has a move. Texts are translated in
the context ``"ReplayExport"``, as the export's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["make_replay_action", "retranslate_replay_action"]

translate = QCoreApplication.translate


def make_replay_action(window: WindowHost) -> QAction:
    """The command, put after Export Position as PNG… in ``window``'s Game menu (at its end if
    that is not there), its texts in the language in force, enabled if the game has a move; it
    is connected to nothing yet."""
    action = QAction(window.widget)
    retranslate_replay_action(action)
    action.setEnabled(window.model.game.ply > 0)
    menu = window.game_menu
    actions = menu.actions()
    after = actions.index(window.export_action) + 1 if window.export_action in actions else None
    if after is not None and after < len(actions):
        menu.insertAction(actions[after], action)
    else:
        menu.addAction(action)
    return action


def retranslate_replay_action(action: QAction) -> None:
    """The command's words in the language in force."""
    action.setText(translate("ReplayExport", "E&xport Replay…"))
    action.setStatusTip(translate("ReplayExport", "Save the game as an animated image, to send"))
