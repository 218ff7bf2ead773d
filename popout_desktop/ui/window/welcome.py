"""The first start: a small card over the board offering the computer, two players or the lesson.

At a first start (no game restored, opened or asked for, and the card never answered before) the
window shows :class:`WelcomeCard` over its board: "Play the computer" at a level (the new-game
dialog's levels), "Two players at this screen", or "Learn in one minute" (the lesson,
:mod:`popout_desktop.ui.window.lesson`). Every choice starts its game through the window's own
``start_game``; a choice, Esc (two players) or a move on the board answers the card for good
(the setting :data:`WELCOME_KEY`). At the lesson's end the same choices come back, with
"Once more" for the lesson.

:class:`OverlayCard` is the look both share: a themed frame placed over the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.game.session import default_players
from popout_desktop.rules import Rules
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import LEVEL_CHOICES as LEVELS
from popout_desktop.settings.store import SCHEMA, Settings
from popout_desktop.ui.board.themes import Theme
from popout_desktop.ui.desktop_settings import keep_font_relative
from popout_desktop.ui.player_names import level_label
from popout_desktop.ui.widgets.card_role import mark_card

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost
    from popout_desktop.ui.window.lesson import Lesson

__all__ = [
    "WELCOME_KEY",
    "FirstStart",
    "OverlayCard",
    "WelcomeCard",
    "offer_welcome",
    "play_computer",
    "play_two_players",
    "welcomed",
]

#: True once the first start's card has been answered (a choice, Esc, or a move on the board).
WELCOME_KEY = "welcome/shown"

#: The level the card offers first when the settings hold none (the schema's default).
_DEFAULT_LEVEL = str(SCHEMA["players/2/level"].default)


def welcomed(settings: Settings | None) -> bool:
    """True if the card has been answered before (or there are no settings to remember it)."""
    return settings is None or bool(settings.value(WELCOME_KEY))


def _remember(settings: Settings | None) -> None:
    if settings is not None:
        settings.set_value(WELCOME_KEY, True)


def play_computer(window: WindowHost, level: str) -> None:
    """Start a game against the computer at ``level``: the person is Red and moves first, on
    the default table (Pop Out, 7x6); the new-game dialog will offer the same players."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    _store_players(window.settings, "computer", level)
    window.start_game(Rules(), (PlayerInfo(""), PlayerInfo("", "computer", level)))
    window.board.setFocus()


def play_two_players(window: WindowHost) -> None:
    """Start a game for two people at this screen on the default table."""
    _store_players(window.settings, "human", None)
    window.start_game(Rules(), default_players())
    window.board.setFocus()


def _store_players(settings: Settings | None, yellow: str, level: str | None) -> None:
    """What the new-game dialog starts from next time: Red a person, Yellow ``yellow``."""
    if settings is None:
        return
    settings.set_value("players/1/kind", "human")
    settings.set_value("players/2/kind", yellow)
    if level is not None:
        settings.set_value("players/2/level", level)


def card_style(look: Theme) -> str:
    """The style sheet of a card over the board in the theme ``look``: the holes' colour with
    the board's edge and the board's colour on the main button; on a dark theme the window's
    background, edged and lit with the focus colour (the board's would not stand out)."""
    if look.background.lightnessF() < 0.5:
        fill, edge, ink = look.background, look.focus, look.text
        primary, primary_ink, focus = look.focus, look.background, look.text
    else:
        fill, edge, ink = look.hole, look.board, look.text
        primary, primary_ink, focus = look.board, QColor("#ffffff"), look.focus
    return (
        f"QFrame#overlayCard {{ background-color: {fill.name()}; border: 2px solid {edge.name()};"
        f" border-radius: 12px; }}"
        f" QFrame#overlayCard QLabel {{ color: {ink.name()}; background: transparent;"
        f" border: none; }}"
        f" QFrame#overlayCard QPushButton {{ color: {ink.name()}; background-color: {fill.name()};"
        f" border: 1px solid {edge.name()}; border-radius: 6px; padding: 7px 14px; }}"
        f" QFrame#overlayCard QPushButton#primary {{ color: {primary_ink.name()};"
        f" background-color: {primary.name()}; }}"
        # A thicker border takes its room from the padding: the text never moves.
        f" QFrame#overlayCard QPushButton:hover {{ border: 2px solid {edge.name()};"
        f" padding: 6px 13px; }}"
        f" QFrame#overlayCard QPushButton:focus {{ border: 3px solid {focus.name()};"
        f" padding: 5px 12px; }}"
    )


class OverlayCard(QFrame):
    """A themed frame over the board: centred, or along its top edge (``at_top``); it keeps its
    place when the board is resized and follows the board's theme (:meth:`apply_theme`)."""

    def __init__(self, board: QWidget, look: Theme, at_top: bool = False) -> None:
        super().__init__(board)
        self.setObjectName("overlayCard")
        mark_card(self)  # a panel to a screen reader
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._at_top = at_top
        self.setStyleSheet(card_style(look))
        board.installEventFilter(self)

    def refit(self) -> None:
        """The desktop's font size changed: take the size the words need now."""
        if self.isVisible():
            self.place()

    def event(self, event: QEvent) -> bool:
        """Refit when the words ask for another size (a child's font or text changed: the
        desktop's font size, restyled children; Qt posts one request for them all)."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.refit()
        return handled

    def apply_theme(self, look: Theme) -> None:
        """Dress the card in the theme ``look``."""
        self.setStyleSheet(card_style(look))

    def place(self) -> None:
        """Centre the card over the board (or along its top), at its preferred size."""
        board = self.parentWidget()
        if board is None:
            return
        fixed = self.minimumWidth() == self.maximumWidth()
        width = min(self.width() if fixed else self.sizeHint().width(), board.width())
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            height = layout.totalHeightForWidth(width)  # wrapped text at this very width
        else:
            height = self.sizeHint().height()
        self.resize(width, height)
        x = (board.width() - width) // 2
        y = 8 if self._at_top else (board.height() - height) // 2
        self.move(max(0, x), max(0, y))
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the place when the board is resized."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False


class WelcomeCard(OverlayCard):
    """The choices of a first start (or of the lesson's end, with ``after_lesson``: then along
    the board's top, with "Once more" for the lesson).

    Signals: ``computer_chosen(str)`` with the level, ``two_players_chosen()`` (also Esc),
    ``lesson_chosen()``. Enter presses the focused button (on the level: plays the computer);
    Tab goes round the card.
    """

    computer_chosen = Signal(str)
    two_players_chosen = Signal()
    lesson_chosen = Signal()

    def __init__(
        self, board: QWidget, look: Theme, level: str = _DEFAULT_LEVEL, after_lesson: bool = False
    ) -> None:
        # At the lesson's end the card stands at the top: the winning line stays in sight.
        super().__init__(board, look, at_top=after_lesson)
        self._after_lesson = after_lesson
        self._look = look
        self.title = QLabel(self)
        keep_font_relative(self.title, 1.35, bold=True)  # the desktop's font size, live
        self.title.setWordWrap(True)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.computer_button = QPushButton(self)
        self.computer_button.setObjectName("primary")
        self.level_label = QLabel(self)
        self.level_combo = QComboBox(self)
        for key in LEVELS:
            self.level_combo.addItem(level_label(key), key)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(level)))
        self.level_label.setBuddy(self.level_combo)
        self.two_button = QPushButton(self)
        self.lesson_button = QPushButton(self)
        for button in (self.computer_button, self.two_button, self.lesson_button):
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.computer_button.clicked.connect(self._choose_computer)
        self.two_button.clicked.connect(self.two_players_chosen)
        self.lesson_button.clicked.connect(self.lesson_chosen)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 20)
        layout.setSpacing(10)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        layout.addSpacing(4)
        self._computer_row = computer_row = QHBoxLayout()
        computer_row.addWidget(self.computer_button, 1)
        computer_row.addWidget(self.level_label)
        computer_row.addWidget(self.level_combo)
        layout.addLayout(computer_row)
        layout.addWidget(self.two_button)
        layout.addWidget(self.lesson_button)
        self._order: list[QWidget] = [
            self.computer_button,
            self.level_combo,
            self.two_button,
            self.lesson_button,
        ]
        for first, second in zip(self._order, self._order[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text (again after a language change)."""
        if self._after_lesson:
            self.title.setText(self.tr("You know Pop Out — play the computer?"))
            self.intro.setText(
                self.tr("Choose how strongly it plays, or play someone at this screen.")
            )
            self.lesson_button.setText(self.tr("&Once more"))
            self.lesson_button.setToolTip(self.tr("The three steps of the lesson again."))
        else:
            self.title.setText(self.tr("Welcome to Pop Out"))
            self.intro.setText(
                self.tr(
                    "Four of your discs in a row win, as in Connect Four, and here you may"
                    " also pop one of your own discs out of the bottom row."
                )
            )
            self.lesson_button.setText(self.tr("&Learn in one minute"))
            self.lesson_button.setToolTip(
                self.tr("Three short steps on prepared boards: a drop, a pop, a pop that wins.")
            )
        self.computer_button.setText(self.tr("Play the &computer"))
        self.computer_button.setToolTip(
            self.tr("You play %1 and move first.").replace("%1", self._look.colour_name(1))
        )
        self.level_label.setText(self.tr("L&evel:"))
        self.level_combo.setAccessibleName(self.tr("Level of the computer"))
        for index, key in enumerate(LEVELS):
            self.level_combo.setItemText(index, level_label(key))
        self.two_button.setText(self.tr("&Two players at this screen"))
        self.two_button.setToolTip(self.tr("Take turns with the mouse or the keyboard (Esc)."))
        self._fit_width()
        self.place()

    def _fit_width(self) -> None:
        """About 52 characters wide, or wider where a button's words need it (in Russian
        "Play the computer" beside the level is longer than the English)."""
        base = max(380, self.fontMetrics().averageCharWidth() * 52)
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        rows = (self._computer_row, self.two_button, self.lesson_button)
        needed = max(row.sizeHint().width() for row in rows)
        needed += margins.left() + margins.right() + 2 * self.frameWidth()
        self.setFixedWidth(max(base, needed))

    def refit(self) -> None:
        """The desktop's font size changed: as wide and as tall as the words need now."""
        self._fit_width()
        super().refit()

    def apply_theme(self, look: Theme) -> None:
        """Dress the card in the theme ``look`` (its colour names too)."""
        self._look = look
        super().apply_theme(look)
        self.retranslate()

    @property
    def level(self) -> str:
        """The level chosen for the computer."""
        return str(self.level_combo.currentData())

    def open(self) -> None:
        """Show the card over the board, its first choice focused."""
        self.place()
        self.show()
        self.raise_()
        self.computer_button.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot()
    def _choose_computer(self) -> None:
        self.computer_chosen.emit(self.level)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc: two players. Enter: the focused button (the computer from the level)."""
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.two_players_chosen.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton):
                focused.click()
            else:
                self._choose_computer()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the card's choices, like a dialog's."""
        order = self._order
        current = self.focusWidget()
        index = order.index(current) if current in order else -1
        order[(index + (1 if next else -1)) % len(order)].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class FirstStart(QObject):
    """Shows the welcome card over ``window``'s board and starts what is chosen; at the lesson's
    end, the choices again. A move on the board, or a game started another way (New game,
    Open), answers the card too: it is closed and never shown again."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget)
        self._window = window
        self.card: WelcomeCard | None = None
        self.lesson: Lesson | None = None
        self._starting = False
        window.model.move_played.connect(self._on_board_changed)
        window.model.position_reset.connect(self._on_board_changed)
        if window.settings is not None:
            window.settings.changed.connect(self._on_setting_changed)

    def show_card(self, after_lesson: bool = False) -> WelcomeCard:
        """Show the choices (those of the lesson's end with ``after_lesson``)."""
        self._close_card()
        window = self._window
        settings = window.settings
        level = str(settings.value("players/2/level")) if settings else _DEFAULT_LEVEL
        card = WelcomeCard(window.board, window.board.theme, level, after_lesson)
        card.computer_chosen.connect(self._on_computer)
        card.two_players_chosen.connect(self._on_two_players)
        card.lesson_chosen.connect(self._on_lesson)
        self.card = card
        card.open()
        return card

    def _close_card(self) -> None:
        card, self.card = self.card, None
        if card is not None:
            card.hide()
            card.deleteLater()

    def _answer(self) -> None:
        self._close_card()
        _remember(self._window.settings)

    @Slot(str)
    def _on_computer(self, level: str) -> None:
        self._answer()
        self._starting = True
        try:
            play_computer(self._window, level)
        finally:
            self._starting = False

    @Slot()
    def _on_two_players(self) -> None:
        self._answer()
        self._starting = True
        try:
            play_two_players(self._window)
        finally:
            self._starting = False

    @Slot()
    def _on_lesson(self) -> None:
        # The lesson imports this module (for the cards' look): imported when it is chosen.
        from popout_desktop.ui.window.lesson import Lesson

        self._answer()
        if self.lesson is not None:
            self.lesson.dispose()
        self._starting = True
        try:
            self.lesson = Lesson(self._window)
            self.lesson.finished.connect(self._on_lesson_finished)
            self.lesson.start()
        finally:
            self._starting = False

    @Slot()
    def _on_lesson_finished(self) -> None:
        self.show_card(after_lesson=True)

    @Slot()
    def _on_board_changed(self, *_: object) -> None:
        """A move on the board, or a game started elsewhere: the card is answered."""
        if self.card is not None and not self._starting:
            self._answer()

    @Slot(str)
    def _on_setting_changed(self, key: str) -> None:
        if key in ("prefs/theme", "") and self.card is not None:
            self.card.apply_theme(self._window.board.theme)


def offer_welcome(window: WindowHost) -> FirstStart | None:
    """At a first start (the card never answered), show the welcome card over ``window``'s
    board and return what handles it; otherwise (or without settings) None."""
    if welcomed(window.settings):
        return None
    first = FirstStart(window)
    first.show_card()
    return first
