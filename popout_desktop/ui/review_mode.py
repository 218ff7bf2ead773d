"""Review mode's page: an earlier position of the game on a read-only board, under a banner.

The main window shows this page instead of the live board while the player looks back at a
position from the move list; the game itself waits (the window pauses its seats). The banner
lies over the board's top edge (where the live board shows the disc about to drop, which a
read-only board never does) instead of taking room from it: the board keeps its size.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game
from popout_desktop.ui.board_view import BoardView
from popout_desktop.ui.narration import review_text

__all__ = ["ReviewPage"]

_BANNER_STYLE = (
    "#reviewBanner { background: #fff4c2; border-bottom: 1px solid #c9a800; }"
    "#reviewBanner QLabel { color: #3a2f00; }"
)


class ReviewPage(QWidget):
    """The banner (what is shown, a button back to the game) over ``board``, which shows
    ``model`` read-only. :attr:`ply` is the position shown (None: not reviewing)."""

    def __init__(self, model: GameModel, board: BoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.board = board
        self.ply: int | None = None
        board.setParent(self)
        #: The banner over the board's top edge.
        self.banner = banner = QWidget(self)
        banner.setObjectName("reviewBanner")
        banner.setAutoFillBackground(True)
        banner.setStyleSheet(_BANNER_STYLE)
        banner_layout = QHBoxLayout(banner)
        #: What is shown ("Reviewing the position after move 2 of 5...").
        self.label = QLabel(banner)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        #: Back to the live game.
        self.back_button = QPushButton(banner)
        banner_layout.addWidget(self.label, 1)
        banner_layout.addWidget(self.back_button)
        banner.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board takes the whole page, as the live board does; the banner lies over it."""
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        width = self.width()
        self.board.setGeometry(0, 0, width, self.height())
        hint = self.banner.heightForWidth(width)
        self.banner.setGeometry(0, 0, width, max(hint, self.banner.sizeHint().height()))
        self.banner.raise_()

    def minimumSizeHint(self) -> QSize:
        """What the board needs (the banner takes none of it)."""
        return self.board.minimumSizeHint().expandedTo(self.board.minimumSize())

    def sizeHint(self) -> QSize:
        """The board's own."""
        return self.board.sizeHint()

    def show_position(self, game: Game, ply: int) -> None:
        """Show the position of ``game`` after ``ply`` moves (fewer than it has)."""
        self.ply = ply
        self.model.load(Game.from_notation(" ".join(map(str, game.moves[:ply])), game.rules))
        self.update_label(game.ply)

    def leave(self) -> None:
        """Nothing is reviewed any more."""
        self.ply = None

    def update_label(self, total: int) -> None:
        """Say which position is shown, of ``total`` moves played (nothing when not reviewing)."""
        if self.ply is not None:
            self.label.setText(review_text(self.ply, total))
            self._place()  # the words may take another line
