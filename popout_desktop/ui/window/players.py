"""The players panel: both colours, names, who plays them, whose turn it is, and (Pop 10, Power
Up) the discs each has kept or the power checkers each has left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt, Slot
from PySide6.QtGui import QPainter, QPalette, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.rules import POWER_KINDS
from popout_desktop.savefile import PlayerInfo
from popout_desktop.ui.board.discs import disc_pixmap, paint_disc
from popout_desktop.ui.board.powers import power_name
from popout_desktop.ui.board.themes import Theme, theme
from popout_desktop.ui.player_names import computer_label, display_name
from popout_desktop.ui.widgets.elided_label import ElidedLabel

__all__ = ["PlayersPanel", "kind_text", "secondary_palette"]


def kind_text(info: PlayerInfo) -> str:
    """Who plays a colour: "Human", "Computer (medium)" (the form the New Game dialog and the
    statistics use), "Over the network" (the other end of a LAN game, host or guest)."""
    if info.kind == "computer":
        return computer_label(info.level or "medium")
    if info.kind == "remote":
        return QCoreApplication.translate("PlayersPanel", "Over the network")
    return QCoreApplication.translate("PlayersPanel", "Human")


def secondary_palette(palette: QPalette, look: Theme) -> QPalette:
    """``palette`` with ``look``'s quieter text colour (at least 4.5:1 on its window colour) as
    the text of a secondary line."""
    quiet = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        quiet.setColor(group, QPalette.ColorRole.WindowText, look.window.secondary)
    return quiet


class PlayersPanel(QFrame):
    """Two rows, Red and Yellow: disc, name, kind (and level), turn marker or result."""

    def __init__(
        self, session: GameSession, parent: QWidget | None = None, *, style: Theme | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._model: GameModel = session.model
        #: The theme it is painted in (``style``, else Classic) until :meth:`set_theme`.
        self._theme = theme("classic") if style is None else style
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Its own palette, the theme's: the panel's text keeps its contrast whatever the
        # application's palette (apply_theme_palette dresses the rest of the window).
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        grid = QGridLayout(self)
        grid.setColumnStretch(1, 1)
        self._grid = grid
        #: Per player, the line its marker stands on (see :meth:`mark_line`).
        self._places: dict[int, int] = {}
        self._discs: dict[int, QLabel] = {}
        self._names: dict[int, ElidedLabel] = {}
        self._kinds: dict[int, ElidedLabel] = {}
        self._marks: dict[int, QLabel] = {}
        self._extras: dict[int, QLabel] = {}
        self._extra_texts: dict[int, str] = {1: "", 2: ""}
        for player in (1, 2):
            row = (player - 1) * 3
            disc = QLabel(self)
            disc.setFixedSize(QSize(30, 30))
            name = ElidedLabel(self)
            kind = ElidedLabel(self)  # the secondary line, quieter but readable (4.5:1)
            mark = QLabel(self)
            mark.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            extra = QLabel(self)  # kept discs or power checkers left, when the rules have them
            extra.hide()
            grid.addWidget(disc, row, 0, 2, 1)
            grid.addWidget(name, row, 1)
            grid.addWidget(mark, row, 2)
            grid.addWidget(kind, row + 1, 1, 1, 2)
            grid.addWidget(extra, row + 2, 1, 1, 2)
            self._discs[player], self._names[player] = disc, name
            self._kinds[player], self._marks[player] = kind, mark
            self._extras[player] = extra
        self._apply_palette()
        session.players_changed.connect(self.refresh)
        self._model.turn_changed.connect(self.refresh)
        self._model.game_over.connect(self.refresh)
        self._model.position_reset.connect(self.refresh)
        self._model.move_undone.connect(self.refresh)
        self.refresh()

    def set_theme(self, style: Theme) -> None:
        """Paint the discs, the text and the background in ``style``'s colours (nothing to do
        when it is painted in them already: a window makes its panel in the stored theme, then
        applies its preferences; issue 33 point 4)."""
        if style == self._theme:
            return
        self._theme = style
        self._apply_palette()
        self.refresh()

    def _apply_palette(self) -> None:
        palette = self._theme.palette()
        self.setPalette(palette)
        quiet = secondary_palette(palette, self._theme)
        for player in (1, 2):
            self._kinds[player].setPalette(quiet)
            self._extras[player].setPalette(quiet)

    def shown_name(self, player: int) -> str:
        """The name as painted: cut with "…" when it does not fit."""
        return self._names[player].shown_text()

    def text_labels(self) -> list[QLabel]:
        """Every label of the panel that shows text (for contrast checks)."""
        return [
            label
            for labels in (self._names, self._kinds, self._marks, self._extras)
            for label in labels.values()
        ]

    def name_text(self, player: int) -> str:
        """The name shown for ``player``."""
        return self._names[player].text()

    def kind_text(self, player: int) -> str:
        """The kind line shown for ``player``."""
        return self._kinds[player].text()

    def mark_text(self, player: int) -> str:
        """The turn or result marker shown for ``player``."""
        return self._marks[player].text()

    def extra_text(self, player: int) -> str:
        """What the panel says of ``player``'s kept discs ("kept 3 / 10") or power checkers
        left ("anvil, bomb, wall, ×2"); "" when the rules have neither."""
        return self._extra_texts[player]

    def _refresh_extra(self, player: int) -> None:
        game = self._model.game
        rules = game.rules
        label = self._extras[player]
        label.clear()
        text = ""
        if rules.keeps_discs:
            text = (
                self.tr("kept %1 / %2")
                .replace("%1", str(game.scores[player - 1]))
                .replace("%2", str(rules.target))
            )
            label.setText(text)
            label.setToolTip(self.tr("Discs kept (%1 to win)").replace("%1", str(rules.target)))
        elif rules.has_power_checkers:
            powers: list[str] = [kind for kind in POWER_KINDS if kind in game.powers(player)]
            text = ", ".join(power_name(kind) for kind in powers) or self.tr("no power checkers")
            label.setPixmap(self._powers_pixmap(player, powers))
            label.setToolTip(
                self.tr("Power checkers left: %1").replace("%1", text)
                if powers
                else self.tr("No power checkers left.")
            )
        label.setAccessibleName(text)
        label.setVisible(bool(text))
        self._extra_texts[player] = text

    def _powers_pixmap(self, player: int, powers: list[str]) -> QPixmap:
        """The unused power checkers as a row of small icon discs."""
        size, gap = 18, 2
        ratio = self.devicePixelRatioF()
        width = max(1, len(powers) * (size + gap))
        pixmap = QPixmap(round(width * ratio), round(size * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, kind in enumerate(powers):
            centre = QPointF(index * (size + gap) + size / 2, size / 2)
            paint_disc(painter, centre, size / 2 - 0.5, self._theme, player, kind)
        painter.end()
        return pixmap

    @Slot()
    def refresh(self, *_: object) -> None:
        """Show the current players, turn and result."""
        players = self._session.players
        result = self._model.result
        ratio = self.devicePixelRatioF()
        for player in (1, 2):
            info = players[player - 1]
            self._discs[player].setPixmap(disc_pixmap(self._theme, player, 28, ratio))
            self._names[player].set_full_text(display_name(info, player, self._theme))
            self._kinds[player].set_full_text(kind_text(info))
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
            self._refresh_extra(player)
        self._place_marks()

    def mark_line(self, player: int) -> int:
        """The line ``player``'s marker stands on: 0 beside the name, 1 beside the kind, 2 on
        the line under them (with the kept discs or power checkers, if any); -1 without one."""
        return self._places.get(player, -1)

    def _place_marks(self) -> None:
        """Each marker on the first of its player's lines where both fit (the name's, the
        kind's, the line under them), so that large text or a long name cuts neither; beside
        the name when none has the room. A line without the marker has the row's whole width
        (the grid's marker column is as wide as the other player's marker)."""
        grid = self._grid
        margins = grid.contentsMargins()
        spacing = grid.horizontalSpacing()
        room = self.contentsRect().width() - margins.left() - margins.right()
        room -= self._discs[1].width() + spacing
        for player in (1, 2):
            mark = self._marks[player]
            lines: list[QLabel] = [self._names[player], self._kinds[player], self._extras[player]]
            place = -1  # no marker: every line spans both columns
            if mark.text():
                place = 0
                width = spacing + mark.fontMetrics().horizontalAdvance(mark.text())
                for index, label in enumerate(lines):
                    # The line under them may be a pixmap (power checkers): its size hint.
                    text = label.fontMetrics().horizontalAdvance(label.text())
                    used = label.sizeHint().width() if index == 2 else text
                    if used + width <= room:
                        place = index
                        break
            if place == self._places.get(player):
                continue
            self._places[player] = place
            row = (player - 1) * 3
            for widget in (mark, *lines):
                grid.removeWidget(widget)
            for index, label in enumerate(lines):
                grid.addWidget(label, row + index, 1, 1, 1 if index == place else 2)
            grid.addWidget(mark, row + max(place, 0), 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Place the markers again for the new width."""
        super().resizeEvent(event)
        self._place_marks()
