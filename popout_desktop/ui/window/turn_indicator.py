"""Whose turn it is, in large words beside the board: "Your turn", "Red to move", "The computer
is thinking…" with a live busy indicator, or how the game ended (`TurnIndicator`).

It reads what the window already knows: the model's turn and result, the match controller's
seats and which one is asked (``seat_to_move_changed``), the session's players. Read-only: it
changes nothing in the game.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from popout_desktop.game.match import MatchController
from popout_desktop.game.session import GameSession
from popout_desktop.ui.board.discs import disc_pixmap
from popout_desktop.ui.board.themes import Theme, theme
from popout_desktop.ui.desktop_settings import keep_font_relative
from popout_desktop.ui.player_names import display_name
from popout_desktop.ui.widgets.elided_label import ElidedLabel

__all__ = ["BusyDots", "TurnIndicator"]


class BusyDots(QWidget):
    """Three dots that pulse in turn while something is under way (the computer thinking, a
    network player's move on its way); still and hidden otherwise."""

    STEP_MS = 150

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._phase = 0
        self._timer = QTimer(self)
        self._timer.setInterval(self.STEP_MS)
        self._timer.timeout.connect(self._step)
        self.setFixedSize(QSize(40, 12))  # three dots of 10 px, 4 px apart, 1 px margins
        self.hide()

    @property
    def running(self) -> bool:
        """True while the dots move."""
        return self._timer.isActive()

    @property
    def phase(self) -> int:
        """Which dot is the bright one (0 to 2); it moves on every ``STEP_MS``."""
        return self._phase

    def set_running(self, running: bool) -> None:
        """Start (and show) or stop (and hide) the dots."""
        if running == self.running:
            return
        if running:
            self._phase = 0
            self._timer.start()
        else:
            self._timer.stop()
        self.setVisible(running)

    @Slot()
    def _step(self) -> None:
        self._phase = (self._phase + 1) % 3
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The dots, the bright one in the text colour, the others fainter."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        ink = self.palette().color(self.foregroundRole())
        radius = self.height() / 2 - 1
        for index in range(3):
            colour = QColor(ink)
            colour.setAlphaF(1.0 if index == self._phase else 0.35)
            painter.setBrush(colour)
            painter.drawEllipse(
                QPointF(radius + 1 + index * (2 * radius + 4), self.height() / 2), radius, radius
            )
        painter.end()


class TurnIndicator(QWidget):
    """One line in large type: the disc of the player concerned and what is happening, cut
    with "…" (the whole line in its tooltip) when the window is too narrow for a long name.

    "Your turn" when the one person at this screen is to move, "Red to move" (the name, or the
    colour) when two are, "The computer is thinking…" or "Waiting for Bob…" with
    :class:`BusyDots` running while that seat has been asked, "You win!", "The computer wins",
    "Ann wins" or "Draw" at the end. While a network guest is cut off from its game
    (:meth:`set_cut_off`) no move is taken, so instead of whose turn it is it says
    "Reconnecting to the game…" with the dots running, or, once it has stopped trying, "Not
    connected to the game" (the bar above the board offers to rejoin).
    """

    def __init__(
        self,
        session: GameSession,
        match: MatchController,
        parent: QWidget | None = None,
        *,
        style: Theme | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._model = session.model
        self._match = match
        #: The theme it is painted in (``style``, else Classic) until :meth:`set_theme`.
        self._theme = theme("classic") if style is None else style
        self._cut_off = ""
        self.disc = QLabel(self)
        self.disc.setFixedSize(QSize(28, 28))
        # Plain text (names come from files and peers), cut with "…" where a long name does not
        # fit (the whole line in its tooltip): it once widened the window past an 800 px screen.
        self.label = ElidedLabel(self)
        self.label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        keep_font_relative(self.label, 1.4, bold=True)  # the desktop's font size, live
        self.busy = BusyDots(self)
        keep_room = self.busy.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)  # the words do not jump when the dots come
        self.busy.setSizePolicy(keep_room)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(8)
        layout.addStretch(1)
        layout.addWidget(self.disc)
        layout.addWidget(self.label)
        layout.addWidget(self.busy)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAutoFillBackground(True)
        self._apply_palette()
        for signal in (
            self._model.turn_changed,
            self._model.game_over,
            self._model.position_reset,
            self._model.move_undone,
            self._model.move_played,
            session.players_changed,
            match.seat_to_move_changed,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def text(self) -> str:
        """What the indicator says now."""
        return self.label.text()

    def set_cut_off(self, state: str) -> None:
        """Say that this network guest is cut off from its game, no move taken meanwhile:
        ``"reconnecting"`` (trying to get back) or ``"lost"`` (stopped trying); ``""`` goes
        back to whose turn it is."""
        if state not in ("", "reconnecting", "lost"):
            raise ValueError(f"unknown cut-off state {state!r}")
        if state != self._cut_off:
            self._cut_off = state
            self.refresh()

    def set_theme(self, style: Theme) -> None:
        """Paint the disc and the words in ``style`` (nothing to do when they are painted in it
        already: a window makes its indicator in the stored theme, then applies its
        preferences; issue 33 point 4)."""
        if style == self._theme:
            return
        self._theme = style
        self._apply_palette()
        self.refresh()

    def _apply_palette(self) -> None:
        # The board's own background and text colours: the line reads as part of the board.
        palette = self._theme.palette()
        palette.setColor(QPalette.ColorRole.Window, self._theme.background)
        palette.setColor(QPalette.ColorRole.WindowText, self._theme.text)
        self.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:
        """Say it again in a new language, or in a new font size."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.refresh()  # a font change: the disc takes the words' new size

    def disc_side(self) -> int:
        """The side of the disc beside the words: 28 pixels, more as the words grow with the
        desktop's font."""
        return max(28, round(self.label.fontMetrics().height() * 1.25))

    def _name(self, player: int) -> str:
        return display_name(self._session.players[player - 1], player, self._theme)

    @Slot()
    def refresh(self, *_: object) -> None:
        """Show whose turn it is, or the result."""
        model, match = self._model, self._match
        seats = {player: match.seat(player) for player in (1, 2)}
        local = [p for p, seat in seats.items() if seat.takes_local_input]
        computers = [p for p, seat in seats.items() if seat.kind == "computer"]
        result = model.result
        busy = False
        if result is not None:
            player = result.winner
            if player is None:
                text = self.tr("Draw")
            elif len(local) == 1 and player in local:
                text = self.tr("You win!")
            elif len(computers) == 1 and player in computers:
                text = self.tr("The computer wins")
            else:
                text = self.tr("%1 wins").replace("%1", self._name(player))
        else:
            player = model.turn
            asked = match.asked == player and not match.paused
            if self._cut_off == "reconnecting":
                busy = True
                text = self.tr("Reconnecting to the game…")
            elif self._cut_off == "lost":
                text = self.tr("Not connected to the game")
            elif player in local:
                text = (
                    self.tr("Your turn")
                    if len(local) == 1
                    else self.tr("%1 to move").replace("%1", self._name(player))
                )
            elif player in computers:
                busy = asked
                text = (
                    self.tr("The computer is thinking…")
                    if len(computers) == 1
                    else self.tr("%1 is thinking…").replace("%1", self._name(player))
                )
            else:
                busy = asked
                text = self.tr("Waiting for %1…").replace("%1", self._name(player))
        self.label.set_full_text(text)
        if player is None:
            self.disc.clear()
        else:
            side = self.disc_side()
            self.disc.setFixedSize(QSize(side, side))
            pixmap = disc_pixmap(self._theme, player, side - 2, self.devicePixelRatioF())
            self.disc.setPixmap(pixmap)
        self.disc.setVisible(player is not None)
        self.busy.set_running(busy)
        self.setAccessibleName(text)
