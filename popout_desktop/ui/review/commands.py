"""The game review's four commands in the main window: **Review Game**, **Next Mistake** (F3),
**Previous Mistake** (Shift+F3) in the Move menu (and the move list's context menu), **Export
Review Graph…** in the Game menu.

Made with the window, for its first frame's menus; what they run (:class:`~popout_desktop.ui.
review.game_review.GameReview`, with its engine worker) is imported and made with review mode's
page, once the window is on the screen, or by a command's first use (issue 33 point 4). Until
then only Review Game can be enabled: there is no review, so no mistake to go to and no graph.
Texts are translated in the context ``"GameReview"``, as the review's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["ReviewCommands"]

translate = QCoreApplication.translate


class ReviewCommands:
    """The four commands, put in ``window``'s menus and move list, their texts in the language
    in force, enabled as with no review; they are connected to nothing yet."""

    def __init__(self, window: WindowHost) -> None:
        self.review_action = QAction(window.widget)
        self.next_action = QAction(window.widget)
        self.next_action.setShortcut(QKeySequence("F3"))
        self.previous_action = QAction(window.widget)
        self.previous_action.setShortcut(QKeySequence("Shift+F3"))
        self.export_action = QAction(window.widget)
        window.widget.addActions([self.next_action, self.previous_action])
        # From the move list too: its context menu (right click, or the Menu key) offers them.
        move_list = window.move_list
        move_list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        move_list.addActions([self.review_action, self.next_action, self.previous_action])
        menu = window.move_menu
        menu.insertActions(
            window.back_action, [self.review_action, self.next_action, self.previous_action]
        )
        # Beside the other exports: at the end of Export Position as PNG…'s group.
        game_menu = window.game_menu
        actions = game_menu.actions()
        later = actions[actions.index(window.export_action) + 1 :]
        end = next((action for action in later if action.isSeparator()), None)
        if end is None:
            game_menu.addAction(self.export_action)
        else:
            game_menu.insertAction(end, self.export_action)
        self.retranslate()
        for action in (self.next_action, self.previous_action, self.export_action):
            action.setEnabled(False)  # no review yet
        self.refresh(window.model.game.ply)

    def refresh(self, ply: int) -> None:
        """Enabled as with no review of a game of ``ply`` moves: Review Game if it has one."""
        self.review_action.setEnabled(ply > 0)

    def retranslate(self) -> None:
        """The commands' texts in the language in force."""
        self.review_action.setText(translate("GameReview", "Re&view Game"))
        self.review_action.setStatusTip(
            translate("GameReview", "Let the engine judge every move of the game")
        )
        self.next_action.setText(translate("GameReview", "&Next Mistake"))
        self.previous_action.setText(translate("GameReview", "&Previous Mistake"))
        self.export_action.setText(translate("GameReview", "Export Review &Graph…"))
