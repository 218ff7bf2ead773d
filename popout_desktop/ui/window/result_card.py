"""The result card: the end of a game announced on the board, in the winner's colour.

:class:`ResultCard` is a child of the board, centred over it: a headline ("You win!", "Draw: the
board is full"), a smaller line ("Red resigned.", "Moves played: 42.") and the buttons New game,
Rematch and Review, with a close button; Esc closes it, Tab cycles its buttons, Enter presses
the focused one. :class:`ResultFlow` decides when it shows: after the model's ``game_over``,
once the board's animations have caught up (never before the last disc lands), and not for a
finished game that is only loaded (a file, the autosave); undo, a new game, a loaded game and
review mode hide it. The texts are :func:`~popout_desktop.ui.window.narration.result_card_text`'s.

The card stands at the board's top, and while it shows the board is laid out below it
(:meth:`~popout_desktop.ui.board.view.BoardView.set_top_inset`): the whole final position stays
in sight, the winning line, a full board's every disc and a Power Up board's middle included.

In a LAN game there is no New game (the window allows none until the player leaves the
network game: the players change the game only by agreement), and Rematch is the rematch
offer; a spectator has neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.ui.board.themes import contrast_ratio
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.desktop_settings import keep_font_relative
from popout_desktop.ui.widgets.card_role import mark_card
from popout_desktop.ui.window.narration import result_card_text

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["READABLE", "ResultCard", "ResultFlow", "card_fill", "ink_for"]

#: Room kept between the card and the board's edges.
_MARGIN = 16
#: Room inside the card, left and right.
_PADDING = 24
#: Room inside the card above the headline and below the buttons (the shadow included).
_TOP = 14
_BOTTOM = 18
#: The close button's distance from the card's top and right edges.
_CLOSE_INSET = 6

_BUTTON_STYLE = (
    "QPushButton { background: rgba(255, 255, 255, 235); color: #1b1b1b;"
    " border: 1px solid rgba(0, 0, 0, 110); border-radius: 6px; padding: 6px 16px; }"
    "QPushButton:hover { background: #ffffff; }"
    "QPushButton:focus { border: 2px solid #1b1b1b; padding: 5px 15px; }"
    "QPushButton:pressed { background: #dddddd; }"
)


#: The text colours a card may take: near black, or white.
_DARK_INK = QColor("#1b1b1b")
_LIGHT_INK = QColor("#ffffff")
#: The contrast the card's words need (WCAG 2, level AA for normal text).
READABLE = 4.5


def ink_for(fill: QColor) -> QColor:
    """Text that reads on ``fill``: near black or white, whichever contrasts more."""
    return max((_DARK_INK, _LIGHT_INK), key=lambda ink: contrast_ratio(ink, fill))


def card_fill(colour: QColor) -> QColor:
    """The card's colour for a player's ``colour``: the colour itself, or a deeper shade of it
    where neither ink would reach :data:`READABLE` contrast on it (a bright red, say)."""
    fill = QColor(colour)
    for _ in range(20):
        if contrast_ratio(ink_for(fill), fill) >= READABLE:
            break
        fill = fill.darker(106)
    return fill


class ResultCard(QWidget):
    """The card over ``board``: :meth:`present` fills and shows it; its buttons emit
    ``new_game_requested``, ``rematch_requested`` and ``review_requested``; closing it (its
    close button, Esc) emits ``dismissed``."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    review_requested = Signal()
    dismissed = Signal()

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName("resultCard")
        mark_card(self)  # a panel named by its headline to a screen reader
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._fill = QColor("#eeeeee")
        self.headline = QLabel(self)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        keep_font_relative(self.headline, 2.0, bold=True)  # the desktop's font size, live
        self.detail = QLabel(self)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        keep_font_relative(self.detail, 1.15)
        self.close_button = QToolButton(self)
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.close_button.clicked.connect(self.dismiss)
        keep_font_relative(self.close_button, 1.25)  # 15 px at the usual 9 pt
        self.new_game_button = QPushButton(self)
        self.rematch_button = QPushButton(self)
        self.review_button = QPushButton(self)
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.rematch_button.clicked.connect(self.rematch_requested)
        self.review_button.clicked.connect(self.review_requested)
        for button in self.action_buttons():
            button.setStyleSheet(_BUTTON_STYLE)
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.PointingHandCursor)

        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addStretch(1)
        for button in self.action_buttons():
            buttons.addWidget(button)
        buttons.addStretch(1)
        # The close button sits in the top right corner, over the card's margin, not in a row
        # of its own (:meth:`_place_close`): on a small board with large text that row's height
        # decided whether the card could stay clear of a vertical winning line.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(_PADDING, _TOP, _PADDING, _BOTTOM)
        layout.setSpacing(8)
        layout.addWidget(self.headline)
        layout.addWidget(self.detail)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        board.installEventFilter(self)
        self.retranslate()
        self.hide()

    def action_buttons(self) -> list[QPushButton]:
        """New game, Rematch and Review, in their order on the card."""
        return [self.new_game_button, self.rematch_button, self.review_button]

    def focus_chain(self) -> list[QWidget]:
        """What Tab cycles through: the visible buttons, the close button last."""
        chain: list[QWidget] = [b for b in self.action_buttons() if not b.isHidden()]
        return [*chain, self.close_button]

    def retranslate(self) -> None:
        """The buttons' texts in the current language."""
        # Alt+E, R, I: the menus' letters (G, M, V, S, N, H) stay theirs.
        self.new_game_button.setText(self.tr("N&ew game"))
        self.rematch_button.setText(self.tr("&Rematch"))
        self.review_button.setText(self.tr("Rev&iew"))
        self.close_button.setToolTip(self.tr("Close (Esc)"))
        self.close_button.setAccessibleName(self.tr("Close"))

    def present(self, headline: str, detail: str, fill: QColor) -> None:
        """Show the card with these words on ``fill`` and take the keyboard focus."""
        self.set_texts(headline, detail)
        self.set_fill(fill)
        self.show()
        self.raise_()
        self._place()
        chain = self.focus_chain()
        rematch = self.rematch_button
        (rematch if not rematch.isHidden() else chain[0]).setFocus(Qt.FocusReason.OtherFocusReason)

    def set_texts(self, headline: str, detail: str) -> None:
        """The headline and the line under it."""
        self.headline.setText(headline)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.setAccessibleName(headline)
        self.setAccessibleDescription(detail)
        self._place()

    def set_fill(self, fill: QColor) -> None:
        """The card's colour (``fill``, deepened if needed: :func:`card_fill`); the text takes
        the colour that reads on it."""
        self._fill = card_fill(fill)
        ink = ink_for(self._fill)
        for label in (self.headline, self.detail):
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, ink)
            label.setPalette(palette)
        self.close_button.setStyleSheet(
            f"QToolButton {{ color: {ink.name()}; border: none; padding: 2px; }}"
            f"QToolButton:focus {{ border: 2px solid {ink.name()}; border-radius: 4px; }}"
        )
        self.update()

    @property
    def fill(self) -> QColor:
        """The card's colour now."""
        return QColor(self._fill)

    @Slot()
    def dismiss(self) -> None:
        """Close the card (the player has seen it)."""
        if self.isVisible():
            self.hide()
            self.dismissed.emit()

    # -- placement and painting -----------------------------------------------------------

    def _place(self) -> None:
        """At the board's top, across it (never wider than it leaves room for), and the board
        laid out below the card while it shows: the whole final position stays in sight."""
        board = self.parentWidget()
        if board is None:
            return
        room = max(120, board.width() - 2 * _MARGIN)
        sides = 2 * _PADDING + 8
        words = self.headline.fontMetrics().horizontalAdvance(self.headline.text()) + sides
        width = min(max(self.sizeHint().width(), words, 340), room)
        height = max(self.heightForWidth(width), self.minimumSizeHint().height())
        # At most half the board: the position below it keeps a readable size.
        height = min(height, max(80, board.height() // 2))
        left = (board.width() - width) // 2
        self.setGeometry(left, _MARGIN // 2, width, height)
        self._leave_room()

    def _leave_room(self) -> None:
        """While the card shows, the board keeps its top band (the card's) free of itself."""
        board = self.parentWidget()
        if isinstance(board, BoardView):
            board.set_top_inset(self.geometry().bottom() + 1 if self.isVisible() else 0)

    def showEvent(self, event: QShowEvent) -> None:
        """The board makes room for the card."""
        super().showEvent(event)
        self._leave_room()

    def hideEvent(self, event: QHideEvent) -> None:
        """The board takes its whole height again."""
        super().hideEvent(event)
        self._leave_room()

    def _place_close(self) -> None:
        """The close button in the top right corner; the headline keeps clear of it (its
        margins are the button's width, so a long headline wraps before reaching it)."""
        button = self.close_button
        button.adjustSize()
        size = button.sizeHint()
        right = self.width() - _CLOSE_INSET - 4  # 4: the painted card's edge
        button.setGeometry(right - size.width(), _CLOSE_INSET, size.width(), size.height())
        button.raise_()
        side = size.width() + _CLOSE_INSET + 4 - _PADDING
        if side > 0 and self.headline.contentsMargins().right() != side:
            self.headline.setContentsMargins(side, 0, side, 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the close button in its corner."""
        super().resizeEvent(event)
        self._place_close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the card centred when the board changes size."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def paintEvent(self, _event: QPaintEvent) -> None:
        """A rounded card with a soft shadow, in the card's colour."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(4, 2, -4, -6)
        painter.setPen(Qt.PenStyle.NoPen)
        for step, alpha in ((4, 22), (2, 34)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(rect.translated(0, step), 14, 14)
        painter.setBrush(self._fill)
        dark = ink_for(self._fill).lightness() > 128  # white ink: a dark card
        painter.setPen(QPen(self._fill.lighter(220) if dark else self._fill.darker(135), 1.5))
        painter.drawRoundedRect(rect, 14, 14)
        painter.end()

    # -- keys ---------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the card; Enter presses the focused button."""
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.dismiss()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton | QToolButton) and focused.parent() is self:
                focused.click()
                return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the card's buttons, never out of the card."""
        chain = self.focus_chain()
        focused = self.focusWidget()
        index = chain.index(focused) if focused in chain else -1
        step = 1 if next else -1
        chain[(index + step) % len(chain)].setFocus(
            Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        )
        return True

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate the buttons on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        """Refit when the words ask for another size (a child's font or text changed: the
        desktop's font size, restyled buttons; Qt posts one request for them all)."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self._place()
        return handled


class ResultFlow(QObject):
    """When the main window's result card shows, what it says, and what its buttons do."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget)
        self._window = window
        self._card: ResultCard | None = None  # made when first asked for (see card)
        #: A game over waits for the board's animations (the last disc, the win).
        self._pending = False
        #: Between a reset (a new or loaded game) and its turn: a loaded finished game.
        self._loading = False
        model = window.model
        model.position_reset.connect(self._on_reset)
        model.turn_changed.connect(self._on_turn)
        model.game_over.connect(self._on_game_over)
        model.move_undone.connect(self.hide)
        window.board.animations_finished.connect(self._on_animations_finished)
        window.review_changed.connect(self._on_review)

    @property
    def card(self) -> ResultCard:
        """The card over the board, hidden until a game ends: made when first asked for (the
        first result shown), not with the window, whose first frame never shows it (issue 33
        point 4)."""
        if self._card is None:
            card = self._card = ResultCard(self._window.board)
            card.new_game_requested.connect(self._new_game)
            card.rematch_requested.connect(self._rematch)
            card.review_requested.connect(self._review)
            card.dismissed.connect(self._on_dismissed)
        return self._card

    @property
    def shown(self) -> bool:
        """True while the card is on the board."""
        return self._card is not None and self._card.isVisible()

    @Slot()
    def hide(self, *_: object) -> None:
        """Take the card away (and forget a result still waiting for the animations)."""
        self._pending = False
        if self.shown:
            had_focus = self.card.isAncestorOf(self._window.widget.focusWidget())
            self.card.hide()
            if had_focus:
                self._window.board.setFocus()

    @Slot()
    def _on_reset(self) -> None:
        self.hide()
        self._loading = True

    @Slot(int)
    def _on_turn(self, _turn: int) -> None:
        self._loading = False

    @Slot(object)
    def _on_game_over(self, _over: GameOver) -> None:
        if self._loading:
            return  # a finished game opened or restored: its end is not news
        self._pending = True
        if not self._window.board.animating:
            self._on_animations_finished()  # nothing left to land (a resignation, say)

    @Slot()
    def _on_animations_finished(self) -> None:
        if not self._pending or self._window.reviewing:
            return
        self._pending = False
        if self._window.model.result is not None:
            self.show_card()

    @Slot(bool)
    def _on_review(self, on: bool) -> None:
        if on:
            self.hide()

    @Slot()
    def _on_dismissed(self) -> None:
        self._window.board.setFocus()

    # -- what it says -------------------------------------------------------------------------

    def perspective(self) -> tuple[int, bool]:
        """``(you, computer)`` for :func:`result_card_text`: the seat of the one person at this
        screen against the computer or a LAN peer (0 otherwise), and whether it is the
        computer."""
        window = self._window
        if window.net.active:
            return window.net.my_seat, False
        kinds = [player.kind for player in window.session.players]
        if sorted(kinds) == ["computer", "human"]:
            return kinds.index("human") + 1, True
        return 0, False

    def texts(self) -> tuple[str, str]:
        """The card's headline and line for the game's result ("", "" while in play)."""
        window = self._window
        result = window.model.result
        if result is None:
            return "", ""
        you, computer = self.perspective()
        return result_card_text(result, window.model.game, window.player_name, you, computer)

    def fill(self) -> QColor:
        """The winner's colour in the theme in force; the theme's background for a draw."""
        theme = self._window.board.theme
        result = self._window.model.result
        if result is None or result.winner is None:
            return QColor(theme.background)
        return theme.colour(result.winner)

    def winning_discs(self) -> list[QRectF]:
        """The discs of the winning line on the board (none for a draw or a decided end)."""
        board = self._window.board
        over = self._window.model.game_over_state()
        if over is None:
            return []
        radius = board.board_layout.disc_radius
        return [
            QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            for centre in (board.cell_center(c, r) for c, r in over.winning_cells)
        ]

    def show_card(self) -> None:
        """Show the card for the game's result, with the buttons that make sense here."""
        window = self._window
        net = window.net
        card = self.card
        card.new_game_button.setVisible(not net.active)
        card.rematch_button.setVisible(not net.active or net.my_seat != 0)
        card.review_button.setVisible(window.model.game.ply > 0)
        headline, detail = self.texts()
        card.present(headline, detail, self.fill())

    def refresh(self) -> None:
        """The card's words and colour again (a language or a theme changed)."""
        if self.shown:
            self.card.set_texts(*self.texts())
            self.card.set_fill(self.fill())

    # -- the buttons --------------------------------------------------------------------------

    @Slot()
    def _new_game(self) -> None:
        self.card.hide()
        self._window.new_game()

    @Slot()
    def _rematch(self) -> None:
        """Locally: the same table and players, colours swapped (the other one starts). In a
        LAN game: the rematch offer (the host starts it when both agree)."""
        window = self._window
        self.card.hide()
        window.board.setFocus()
        if window.net.active:
            window.net.offer_rematch()
            return
        red, yellow = window.session.players
        window.start_game(window.model.rules, (yellow, red))

    @Slot()
    def _review(self) -> None:
        """The game review of this game (:mod:`.game_review`, when the window has one), else
        review mode, at its first move; the move list takes the keys."""
        window = self._window
        self.card.hide()
        game_review = getattr(window, "game_review", None)
        if game_review is not None:
            game_review.start()
        else:
            window.review(1 if window.model.game.ply > 1 else 0)
        window.move_list.setFocus()
