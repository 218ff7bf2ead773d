"""Review mode's page: an earlier position of the game on a read-only board, under a banner.

The main window shows this page instead of the live board while the player looks back at a
position from the move list; the game itself waits (the window pauses its seats).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        banner = QWidget(self)
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
        layout.addWidget(banner)
        layout.addWidget(board, 1)

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
