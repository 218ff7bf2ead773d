"""The players panel: both colours, names, who plays them, and whose turn it is."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.ui.dialogs.new_game import level_label
from popout_desktop.ui.discs import disc_pixmap
from popout_desktop.ui.themes import Theme, theme

__all__ = ["PlayersPanel"]


class PlayersPanel(QFrame):
    """Two rows, Red and Yellow: disc, name, kind (and level), turn marker or result."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._model: GameModel = session.model
        self._theme = theme("classic")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        grid = QGridLayout(self)
        grid.setColumnStretch(1, 1)
        self._discs: dict[int, QLabel] = {}
        self._names: dict[int, QLabel] = {}
        self._kinds: dict[int, QLabel] = {}
        self._marks: dict[int, QLabel] = {}
        for player in (1, 2):
            row = (player - 1) * 2
            disc = QLabel(self)
            disc.setFixedSize(QSize(30, 30))
            name = QLabel(self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            kind = QLabel(self)
            kind.setEnabled(False)  # the secondary, greyed line
            mark = QLabel(self)
            mark.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(disc, row, 0, 2, 1)
            grid.addWidget(name, row, 1)
            grid.addWidget(mark, row, 2)
            grid.addWidget(kind, row + 1, 1, 1, 2)
            self._discs[player], self._names[player] = disc, name
            self._kinds[player], self._marks[player] = kind, mark
        session.players_changed.connect(self.refresh)
        self._model.turn_changed.connect(self.refresh)
        self._model.game_over.connect(self.refresh)
        self._model.position_reset.connect(self.refresh)
        self._model.move_undone.connect(self.refresh)
        self.refresh()

    def set_theme(self, style: Theme) -> None:
        """Paint the discs in ``style``'s colours."""
        self._theme = style
        self.refresh()

    def name_text(self, player: int) -> str:
        """The name shown for ``player``."""
        return self._names[player].text()

    def kind_text(self, player: int) -> str:
        """The kind line shown for ``player``."""
        return self._kinds[player].text()

    def mark_text(self, player: int) -> str:
        """The turn or result marker shown for ``player``."""
        return self._marks[player].text()

    def refresh(self, *_: object) -> None:
        """Show the current players, turn and result."""
        players = self._session.players
        result = self._model.result
        ratio = self.devicePixelRatioF()
        for player in (1, 2):
            info = players[player - 1]
            self._discs[player].setPixmap(disc_pixmap(self._theme, player, 28, ratio))
            colour = self._theme.colour_name(player)
            self._names[player].setText(info.name or colour)
            if info.kind == "computer":
                kind = self.tr("%1 · computer, %2").replace("%1", colour)
                kind = kind.replace("%2", level_label(info.level or "medium"))
            elif info.kind == "remote":
                kind = self.tr("%1 · over the network").replace("%1", colour)
            else:
                kind = self.tr("%1 · human").replace("%1", colour)
            self._kinds[player].setText(kind)
            to_move = result is None and self._model.turn == player
            font = self._names[player].font()
            font.setBold(to_move)
            self._names[player].setFont(font)
            if result is not None:
                if result.winner == player:
                    mark = self.tr("Winner")
                elif result.winner is None:
                    mark = self.tr("Draw")
                else:
                    mark = ""
            else:
                mark = self.tr("◀ to move") if to_move else ""
            self._marks[player].setText(mark)
