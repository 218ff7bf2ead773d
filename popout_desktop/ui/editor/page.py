"""Setup mode's page: the position editor's board, its tools, the live check and the codes.

:class:`SetupPage` edits one :class:`~popout_desktop.rules.setup.Setup`: the board
(:class:`~popout_desktop.ui.editor.board.SetupBoard`) takes clicks and keys, the panel beside it
chooses the disc to place (Red / Yellow / Empty) and who moves (which follows the number of
discs as they are placed: it is the only legal choice), clears the board, goes back to the
table's start, flips the colours and changes the table (the table settings dialog; what fits on
the new board is kept); Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y) step through the edits.
After every change the check line says whether the position is reachable, legal or refused and
why (:mod:`popout_desktop.ui.editor.problems`), and the board marks the cells concerned.

The check runs as the player edits (:mod:`popout_desktop.ui.editor.check`: instant for every
refusal, a longer search for a way from the start in a thread); ``checked`` is emitted once the
verdict for the position shown is final.

The position code of the position shown is in a read-only field with Copy buttons (code and
link); a code or link pasted into the paste field replaces the position, and a text that is not
one says why while the position stays. A Pop 10 or Power Up position cannot be edited: shown
with its game (:meth:`SetupPage.set_setup`), its code is that game's steps code; the steps code
of such a game pasted (into any page) is not shown but handed on as ``game_code_pasted`` (the
owner offers to play on from it or to analyse it). The page plays nothing itself:
``play_requested`` and ``analyse_requested`` carry the set-up, ``cancel_requested`` asks to go
back to the game; the owner (:mod:`popout_desktop.ui.editor.position_editor`) decides. Texts are
translated in the context ``"PositionEditor"``.

The board (:mod:`~popout_desktop.ui.editor.board`), the check
(:mod:`~popout_desktop.ui.editor.check`), the whole-board edits (:mod:`~popout_desktop.ui.editor.
edits`) and the words (:mod:`~popout_desktop.ui.editor.problems`,
:mod:`~popout_desktop.ui.editor.code_problems`) live apart; what is left here is the panel's
widgets, their texts and the slots that tie them to the set-up shown, which read best together.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QIcon, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.rules import Game, Rules
from popout_desktop.rules.setup import (
    Setup,
    SetupCheck,
    SetupProblem,
    SetupStatus,
    empty_setup,
    setup_of,
)
from popout_desktop.savefile.position_code import (
    LINK_PREFIX,
    MAX_CODE_LENGTH,
    PositionCodeError,
    decode_game_position,
    decode_position,
    encode_game_position,
    encode_position,
    is_steps_code,
)
from popout_desktop.ui.board.discs import disc_pixmap
from popout_desktop.ui.board.themes import DEFAULT_THEME, Theme, theme
from popout_desktop.ui.desktop_settings import keep_font_relative
from popout_desktop.ui.dialogs.table_texts import describe_rules, preset_label
from popout_desktop.ui.editor.board import SetupBoard
from popout_desktop.ui.editor.check import SetupChecker
from popout_desktop.ui.editor.code_problems import code_error_text
from popout_desktop.ui.editor.edits import cleared, flipped, refit, with_mover
from popout_desktop.ui.editor.problems import check_text
from popout_desktop.ui.widgets.quiet_text import make_quiet

__all__ = ["SetupPage"]

translate = QCoreApplication.translate

#: How many edits Undo can take back.
_HISTORY: Final = 500
#: The width of the panel beside the board, in pixels (more if its words need it).
_PANEL_WIDTH: Final = 310


class SetupPage(QWidget):
    """The position editor's page (see the module docstring)."""

    play_requested = Signal(object)
    analyse_requested = Signal(object)
    cancel_requested = Signal()
    #: The check line's verdict for the position shown is final.
    checked = Signal()
    #: The position shown changed (the set-up).
    setup_changed = Signal(object)
    #: The steps code of a Pop 10 or Power Up game was pasted: its game (not shown here).
    game_code_pasted = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._setup = empty_setup(Rules())
        self._game: Game | None = None  # the game of a Pop 10 or Power Up position shown
        self._undo: list[Setup] = []
        self._redo: list[Setup] = []
        self._blocked: str | None = None
        self._theme: Theme = theme(DEFAULT_THEME)
        #: The live check of the position shown.
        self.checker = SetupChecker(self)
        self.checker.changed.connect(self._show_check)
        self.checker.finished.connect(self.checked)

        self.board = SetupBoard(self._setup.rules, self)
        self._build_panel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board, 1)
        layout.addWidget(self._scroll)
        self._layout = layout
        self._connect()
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.cancel_requested)
        for key in (QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")):
            play = QShortcut(key, self)
            play.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            play.activated.connect(self._on_play_clicked)
        for keys, slot in (
            ([QKeySequence(QKeySequence.StandardKey.Undo)], self.undo_edit),
            (
                [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
                self.redo_edit,
            ),
        ):
            for key in keys:
                shortcut = QShortcut(key, self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
        self.retranslate()
        self.set_setup(self._setup)

    # -- construction ------------------------------------------------------------------------

    def _build_panel(self) -> None:
        """The panel beside the board, top to bottom, in a scroll area (small windows)."""
        panel = QWidget(self)
        column = QVBoxLayout(panel)
        column.setContentsMargins(10, 10, 10, 10)
        self.play_hint = ""
        self._build_tools(panel, column)
        self._build_check(panel, column)
        self._build_codes(panel, column)
        column.addStretch(1)
        self._build_buttons(panel, column)
        self._scroll = QScrollArea(self)
        self._scroll.setWidget(panel)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFixedWidth(_PANEL_WIDTH)
        self._panel = panel

    def _build_tools(self, panel: QWidget, column: QVBoxLayout) -> None:
        """The heading, the disc to place, who moves, the whole-board edits."""
        self.heading = QLabel(panel)
        keep_font_relative(self.heading, 1.25, bold=True)  # the desktop's font size, live
        self.heading.setWordWrap(True)
        column.addWidget(self.heading)

        self.brush_box = QGroupBox(panel)
        brush_layout = QVBoxLayout(self.brush_box)
        self.brush_buttons = QButtonGroup(self)
        self.red_radio, self.yellow_radio, self.empty_radio = (
            QRadioButton(self.brush_box) for _ in range(3)
        )
        for player, radio in ((1, self.red_radio), (2, self.yellow_radio), (0, self.empty_radio)):
            self.brush_buttons.addButton(radio, player)
            brush_layout.addWidget(radio)
        self.red_radio.setChecked(True)
        column.addWidget(self.brush_box)

        self.turn_box = QGroupBox(panel)
        turn_layout = QHBoxLayout(self.turn_box)
        self.turn_buttons = QButtonGroup(self)
        self.turn_red, self.turn_yellow = QRadioButton(self.turn_box), QRadioButton(self.turn_box)
        for player, radio in ((1, self.turn_red), (2, self.turn_yellow)):
            self.turn_buttons.addButton(radio, player)
            turn_layout.addWidget(radio)
        column.addWidget(self.turn_box)

        tools = QGridLayout()
        self.clear_button = QPushButton(panel)
        self.start_button = QPushButton(panel)
        self.flip_button = QPushButton(panel)
        tools.addWidget(self.clear_button, 0, 0)
        tools.addWidget(self.start_button, 0, 1)
        self.undo_button = QPushButton(panel)
        tools.addWidget(self.flip_button, 1, 0)
        tools.addWidget(self.undo_button, 1, 1)
        column.addLayout(tools)

    def _build_check(self, panel: QWidget, column: QVBoxLayout) -> None:
        """The table and its button, the check line."""
        self.table_label = QLabel(panel)
        self.table_label.setWordWrap(True)
        self.table_label.setTextFormat(Qt.TextFormat.PlainText)
        self.table_button = QPushButton(panel)
        column.addWidget(self.table_label)
        column.addWidget(self.table_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.check_label = QLabel(panel)
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.PlainText)
        self.check_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.check_label.setMargin(6)
        self.check_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.check_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        column.addWidget(self.check_label)

    def _build_codes(self, panel: QWidget, column: QVBoxLayout) -> None:
        """The position code with its Copy buttons, the paste field and its reason."""
        self.code_label = QLabel(panel)
        self.code_field = QLineEdit(panel)
        self.code_field.setReadOnly(True)
        self.code_label.setBuddy(self.code_field)
        code_buttons = QHBoxLayout()
        self.copy_code_button = QPushButton(panel)
        self.copy_link_button = QPushButton(panel)
        code_buttons.addWidget(self.copy_code_button)
        code_buttons.addWidget(self.copy_link_button)
        column.addWidget(self.code_label)
        column.addWidget(self.code_field)
        column.addLayout(code_buttons)

        self.paste_label = QLabel(panel)
        self.paste_field = QLineEdit(panel)
        self.paste_field.setMaxLength(MAX_CODE_LENGTH + 2 * len(LINK_PREFIX))
        self.paste_field.setClearButtonEnabled(True)
        self.paste_label.setBuddy(self.paste_field)
        self.paste_button = QPushButton(panel)
        paste_row = QHBoxLayout()
        paste_row.addWidget(self.paste_field, 1)
        paste_row.addWidget(self.paste_button)
        self.paste_error = QLabel(panel)
        self.paste_error.setWordWrap(True)
        self.paste_error.setTextFormat(Qt.TextFormat.PlainText)
        self.paste_error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.paste_error.hide()
        column.addWidget(self.paste_label)
        column.addLayout(paste_row)
        column.addWidget(self.paste_error)

    def _build_buttons(self, panel: QWidget, column: QVBoxLayout) -> None:
        """Play from Here, Analyse, Cancel, and the note of what was just done."""
        self.play_button = QPushButton(panel)
        self.play_button.setDefault(True)
        self.analyse_button = QPushButton(panel)
        self.cancel_button = QPushButton(panel)
        column.addWidget(self.play_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.analyse_button)
        bottom.addWidget(self.cancel_button)
        column.addLayout(bottom)
        self.note = make_quiet(QLabel(panel))
        self.note.setWordWrap(True)
        column.addWidget(self.note)

    def _connect(self) -> None:
        self.board.cell_requested.connect(self._on_cell_requested)
        self.board.brush_requested.connect(self.set_brush)
        self.brush_buttons.idClicked.connect(self._on_brush_clicked)
        self.turn_buttons.idClicked.connect(self.set_turn)
        self.clear_button.clicked.connect(self.clear)
        self.start_button.clicked.connect(self.table_start)
        self.flip_button.clicked.connect(self.flip)
        self.undo_button.clicked.connect(self.undo_edit)
        self.table_button.clicked.connect(self.change_table)
        self.copy_code_button.clicked.connect(self.copy_code)
        self.copy_link_button.clicked.connect(self.copy_link)
        self.paste_button.clicked.connect(self._on_paste_clicked)
        self.paste_field.returnPressed.connect(self._on_paste_clicked)
        self.paste_field.textEdited.connect(self._on_paste_edited)
        self.play_button.clicked.connect(self._on_play_clicked)
        self.analyse_button.clicked.connect(self._on_analyse_clicked)
        self.cancel_button.clicked.connect(self.cancel_requested)

    # -- size --------------------------------------------------------------------------------

    def minimumSizeHint(self) -> QSize:
        """The least of the board and of the panel, not their sum: the page never makes the
        window wider than a narrow screen allows (the panel goes under the board there), nor
        taller."""
        board = self.board.minimumSizeHint().expandedTo(self.board.minimumSize())
        panel = self._scroll.minimumSizeHint()
        return QSize(max(board.width(), self._scroll.width()), max(board.height(), panel.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The panel beside the board when both fit side by side (or when neither way fits),
        else under it."""
        board = self.board.minimumSizeHint().expandedTo(self.board.minimumSize())
        size = event.size()
        beside = size.width() >= board.width() + self._scroll.width() or (
            size.height() < board.height() + self._scroll.minimumSizeHint().height()
        )
        direction = (
            QHBoxLayout.Direction.LeftToRight if beside else QHBoxLayout.Direction.TopToBottom
        )
        if self._layout.direction() != direction:
            self._layout.setDirection(direction)
        super().resizeEvent(event)

    # -- state -------------------------------------------------------------------------------

    @property
    def setup(self) -> Setup:
        """The position shown."""
        return self._setup

    @property
    def check(self) -> SetupCheck:
        """The verdict shown for it (while :attr:`pending`, the quick check's)."""
        return self.checker.verdict

    @property
    def pending(self) -> bool:
        """True while the search for a way from the start goes on in the thread."""
        return self.checker.pending

    @property
    def playable(self) -> bool:
        """True if the position shown may be played (or analysed) now."""
        return self.check.status is not SetupStatus.ILLEGAL and self._blocked is None

    def set_setup(self, setup: Setup, game: Game | None = None) -> None:
        """Show and edit ``setup`` (a fresh start: nothing to undo); the check starts at once.
        ``game``: the Pop 10 or Power Up game whose position ``setup`` is, for its code."""
        self._undo.clear()
        self._redo.clear()
        self._game = game.copy() if game is not None and game.rules.is_variant else None
        self._show(setup)

    def _change(self, setup: Setup) -> None:
        """An edit: show ``setup``, the position before it kept for Undo."""
        if setup == self._setup:
            return
        self._undo.append(self._setup)
        del self._undo[:-_HISTORY]
        self._redo.clear()
        self._show(setup)

    @Slot()
    def undo_edit(self) -> None:
        """Take back the last edit (Ctrl+Z)."""
        if self._undo:
            self._redo.append(self._setup)
            self._show(self._undo.pop())

    @Slot()
    def redo_edit(self) -> None:
        """Make the edit taken back again (Ctrl+Shift+Z, Ctrl+Y)."""
        if self._redo:
            self._undo.append(self._setup)
            self._show(self._redo.pop())

    def _show(self, setup: Setup) -> None:
        self._setup = setup
        self.undo_button.setEnabled(bool(self._undo))
        editable = not setup.rules.is_variant
        self.board.set_editable(editable)
        self.board.set_position(setup.rules, setup.cells, setup.turn)
        for widget in (
            self.brush_box,
            self.turn_box,
            self.clear_button,
            self.start_button,
            self.flip_button,
        ):
            widget.setEnabled(editable)
        button = self.turn_buttons.button(setup.turn)
        if button is not None:
            button.setChecked(True)
        self._show_table()
        self._show_code()
        self.checker.check(setup)
        self.setup_changed.emit(setup)

    def set_theme(self, key: str) -> None:
        """Paint the board and the palette's discs in the theme ``key``; the colours' names
        follow it (High contrast's "Blue ✕")."""
        self._theme = theme(key)
        self.board.set_theme(key)
        self._retranslate_players()
        self._show_check()
        self._fit_panel()

    def set_blocked(self, reason: str | None) -> None:
        """Refuse Play and Analyse for ``reason`` (a network game in progress, say); None
        allows them again (for a position that may be played)."""
        self._blocked = reason
        self._update_buttons()

    # -- editing -----------------------------------------------------------------------------

    @Slot(int)
    def set_brush(self, player: int) -> None:
        """Place ``player``'s discs with a click (0: a click empties)."""
        button = self.brush_buttons.button(player)
        if button is not None:
            button.setChecked(True)
        self.board.set_brush(player)

    @Slot(int)
    def _on_brush_clicked(self, player: int) -> None:
        self.board.set_brush(player)

    @Slot(int, int, int)
    def _on_cell_requested(self, column: int, row: int, player: int) -> None:
        if not self.board.editable_cell(column, row) or self._setup.rules.is_variant:
            return
        if self._setup.cell(column, row) == player:
            return
        self._change(with_mover(self._setup.with_cell(column, row, player)))

    @Slot(int)
    def set_turn(self, player: int) -> None:
        """``player`` moves in the position."""
        if player in (1, 2) and player != self._setup.turn:
            self._change(self._setup.with_turn(player))

    @Slot()
    def clear(self) -> None:
        """Empty every playable cell."""
        self._change(cleared(self._setup))

    @Slot()
    def table_start(self) -> None:
        """The table's own start: an empty board (side columns filled), Red to move."""
        self._change(empty_setup(self._setup.rules))

    @Slot()
    def flip(self) -> None:
        """Swap the colours of the discs."""
        self._change(flipped(self._setup))

    @Slot()
    def change_table(self) -> None:
        """Choose another table (the table settings dialog); the discs that fit are kept."""
        from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog

        dialog = TableSettingsDialog(None, self._setup.rules, self)
        dialog.table.set_theme(self._theme.key)
        if not dialog.exec():
            return
        rules = dialog.chosen_rules()
        if rules is not None and rules != self._setup.rules:
            self.change_rules(rules)

    def change_rules(self, rules: Rules) -> None:
        """Move the position onto a board of ``rules`` (what fits stays)."""
        self._change(with_mover(refit(self._setup, rules)))

    # -- codes -------------------------------------------------------------------------------

    def code(self) -> str | None:
        """The position code of the position shown (a Pop 10 or Power Up one: the steps code
        of its game); None if it has none (a floating disc; a Pop 10 or Power Up position not
        of the game it was shown with, nor the table's start)."""
        try:
            if not self._setup.rules.is_variant:
                return encode_position(self._setup)
            game = self._variant_game()
            return None if game is None else encode_game_position(game)
        except PositionCodeError:
            return None

    def _variant_game(self) -> Game | None:
        """The game of the Pop 10 or Power Up position shown, if known: the one it was shown
        with, or a game not begun at the table's start."""
        setup = self._setup
        game = self._game
        if game is not None and game.rules == setup.rules and setup_of(game) == setup:
            return game
        if setup == empty_setup(setup.rules):
            return Game(setup.rules)
        return None

    def clear_notes(self) -> None:
        """Forget what was said about earlier work (a code copied, a code that was no code):
        the editor opened afresh says nothing stale."""
        self.note.clear()
        self.paste_error.hide()
        self.paste_error.clear()

    @Slot()
    def copy_code(self) -> None:
        """Put the position code on the clipboard."""
        code = self.code()
        if code is not None:
            QGuiApplication.clipboard().setText(code)
            self.note.setText(translate("PositionEditor", "The position code was copied."))

    @Slot()
    def copy_link(self) -> None:
        """Put the position's popout:// link on the clipboard."""
        code = self.code()
        if code is not None:
            QGuiApplication.clipboard().setText(LINK_PREFIX + code)
            self.note.setText(translate("PositionEditor", "The position link was copied."))

    def apply_code(self, text: str) -> bool:
        """Show the position of the code or link ``text`` (a steps code's game is handed on
        as ``game_code_pasted`` instead); if it is none, say why under the paste field and keep
        the position. True if it was read."""
        try:
            if is_steps_code(text):
                game = decode_game_position(text)
            else:
                setup = decode_position(text)
        except PositionCodeError as error:
            self.paste_error.setText(code_error_text(text, error))
            self.paste_error.show()
            return False
        self.paste_error.hide()
        self.paste_error.clear()
        if is_steps_code(text):
            self.game_code_pasted.emit(game)
            return True
        self._change(setup)
        self.note.setText(translate("PositionEditor", "The position of the code is shown."))
        return True

    @Slot()
    def _on_paste_clicked(self) -> None:
        text = self.paste_field.text()
        # A steps code's game is offered by the editor, which clears the field once the offer
        # is taken (cancelled, the code stays to be tried again).
        if self.apply_code(text) and not is_steps_code(text):
            self.paste_field.clear()

    @Slot(str)
    def _on_paste_edited(self, _text: str) -> None:
        self.paste_error.hide()

    def _show_code(self) -> None:
        code = self.code()
        self.code_field.setText(code or "")
        self.copy_code_button.setEnabled(code is not None)
        self.copy_link_button.setEnabled(code is not None)
        if code is None:
            self.code_field.setPlaceholderText(
                translate("PositionEditor", "No code: this position is not of a game")
                if self._setup.rules.is_variant
                else translate("PositionEditor", "No code while a disc floats")
            )
        self.code_field.setToolTip(
            translate(
                "PositionEditor",
                "The code carries the steps of the game so far; pasted, it offers to play on "
                "from this position or to analyse it",
            )
            if code is not None and self._setup.rules.is_variant
            else ""
        )

    # -- the check ---------------------------------------------------------------------------

    @Slot()
    def _show_check(self) -> None:
        check = self.check
        text = check_text(check, self._setup, self._theme.colour_name)
        if self.pending:
            text += " " + translate("PositionEditor", "Looking further for a game that leads here…")
        self.check_label.setText(text)
        kind = "illegal" if check.status is SetupStatus.ILLEGAL else str(check.status)
        if check.problem is SetupProblem.VARIANT_TABLE:
            kind = "note"
        self.check_label.setProperty("verdict", kind)
        dark = self._theme.background.lightness() < 128
        self.check_label.setStyleSheet((_DARK_CHECK_STYLES if dark else _CHECK_STYLES)[kind])
        self.board.set_marked(check.cells)
        self._update_buttons()

    def _update_buttons(self) -> None:
        playable = self.playable
        self.play_button.setEnabled(playable)
        self.analyse_button.setEnabled(playable)
        if self._blocked is not None:
            tip = self._blocked
        elif self.check.status is SetupStatus.ILLEGAL:
            tip = translate("PositionEditor", "This position cannot be played: %1").replace(
                "%1", self.check_label.text()
            )
        else:
            tip = ""
        self.play_button.setToolTip(tip or self.play_hint)
        self.analyse_button.setToolTip(
            tip or translate("PositionEditor", "Play from here with analysis mode on")
        )

    @Slot()
    def _on_play_clicked(self) -> None:
        if self.playable:
            self.play_requested.emit(self._setup)

    @Slot()
    def _on_analyse_clicked(self) -> None:
        if self.playable:
            self.analyse_requested.emit(self._setup)

    # -- texts -------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set every text (again after a language change)."""
        self.heading.setText(translate("PositionEditor", "Set Up a Position"))
        self.brush_box.setTitle(translate("PositionEditor", "Disc to place"))
        self.empty_radio.setText(translate("PositionEditor", "&Empty (0, Delete)"))
        self.empty_radio.setToolTip(
            translate("PositionEditor", "A click takes the disc out of the cell")
        )
        self.turn_box.setTitle(translate("PositionEditor", "To move"))
        self.clear_button.setText(translate("PositionEditor", "C&lear"))
        self.clear_button.setToolTip(translate("PositionEditor", "Take every disc off the board"))
        self.start_button.setText(translate("PositionEditor", "Table's S&tart"))
        self.start_button.setToolTip(
            translate(
                "PositionEditor", "The table's own start: an empty board, the first player to move"
            )
        )
        self.flip_button.setText(translate("PositionEditor", "&Flip Colours"))
        self.flip_button.setToolTip(translate("PositionEditor", "Swap the colours of every disc"))
        self.table_button.setText(translate("PositionEditor", "Change Ta&ble…"))
        self.undo_button.setText(translate("PositionEditor", "&Undo"))
        self.undo_button.setToolTip(
            translate("PositionEditor", "Take back the last change (Ctrl+Z)")
        )
        self.check_label.setAccessibleName(translate("PositionEditor", "Check"))
        self.code_label.setText(translate("PositionEditor", "Position &code:"))
        self.code_field.setAccessibleName(translate("PositionEditor", "Position code"))
        self.copy_code_button.setText(translate("PositionEditor", "C&opy Code"))
        self.copy_link_button.setText(translate("PositionEditor", "Copy Lin&k"))
        self.copy_link_button.setToolTip(
            translate("PositionEditor", "Copy a popout://position/ link to send to a friend")
        )
        self.paste_label.setText(translate("PositionEditor", "Paste a co&de or link:"))
        self.paste_field.setAccessibleName(translate("PositionEditor", "Code to paste"))
        self.paste_field.setPlaceholderText(
            translate("PositionEditor", "A code, or popout://position/…")
        )
        self.paste_button.setText(translate("PositionEditor", "Apply"))
        self._show_code()
        self.paste_error.setAccessibleName(translate("PositionEditor", "Why the code was refused"))
        self.play_button.setText(translate("PositionEditor", "&Play from Here"))
        self.play_hint = translate("PositionEditor", "Play from this position (Ctrl+Enter)")
        self.analyse_button.setText(translate("PositionEditor", "&Analyse"))
        self.cancel_button.setText(translate("PositionEditor", "Cancel"))
        self.cancel_button.setToolTip(
            translate("PositionEditor", "Back to the game, unchanged (Esc)")
        )
        self.board.retranslate()
        self._retranslate_players()
        self._show_table()
        self._show_code()
        self._show_check()
        self._fit_panel()

    def _fit_panel(self) -> None:
        """Widen the panel if a button's words (in this language) need more than its width."""
        for layout in self._panel.findChildren(QLayout):
            layout.invalidate()  # the words just set: measure them now, not at the next layout
        bar = self._scroll.verticalScrollBar().sizeHint().width()
        needed = self._panel.minimumSizeHint().width() + bar
        self._scroll.setFixedWidth(max(_PANEL_WIDTH, needed))

    def _retranslate_players(self) -> None:
        style = self._theme
        red, yellow = style.colour_name(1), style.colour_name(2)
        self.turn_box.setToolTip(
            translate(
                "PositionEditor",
                "Placing or taking out a disc sets who moves: every move adds a disc or (a "
                "pop) takes one out, so %1 moves with an even number of discs, %2 with an odd "
                "one.",
            )
            .replace("%1", self._theme.colour_name(1))
            .replace("%2", self._theme.colour_name(2))
        )
        self.red_radio.setText(translate("PositionEditor", "&%1 (1, R)").replace("%1", red))
        self.yellow_radio.setText(translate("PositionEditor", "%1 (2, &Y)").replace("%1", yellow))
        self.turn_red.setText(red)
        self.turn_yellow.setText(yellow)
        for player, radio in ((1, self.red_radio), (2, self.yellow_radio)):
            radio.setIcon(QIcon(disc_pixmap(style, player, 18, self.devicePixelRatioF())))
        for player, radio in ((1, self.turn_red), (2, self.turn_yellow)):
            radio.setIcon(QIcon(disc_pixmap(style, player, 18, self.devicePixelRatioF())))
            radio.setToolTip(
                translate("PositionEditor", "%1 moves in this position").replace(
                    "%1", style.colour_name(player)
                )
            )

    def _show_table(self) -> None:
        rules = self._setup.rules
        self.table_label.setText(
            translate("PositionEditor", "Table: %1 — %2")
            .replace("%1", preset_label(rules.preset_name()))
            .replace("%2", describe_rules(rules))
        )


def _check_style(background: str, edge: str, ink: str) -> str:
    return f"QLabel {{ background: {background}; border: 1px solid {edge}; color: {ink}; }}"


#: The check line's look per verdict, on a light window: light fills, dark ink (7:1 or more).
_CHECK_STYLES: Final = {
    "reachable": _check_style("#e3f5e1", "#3c8a3a", "#173d16"),
    "legal": _check_style("#e6eefb", "#3d6cc0", "#142c57"),
    "illegal": _check_style("#fde7e4", "#c0392b", "#5c1109"),
    "note": _check_style("#fff4c2", "#c9a800", "#3a2f00"),
}
#: The same on a dark window: dark fills, light ink (7:1 or more).
_DARK_CHECK_STYLES: Final = {
    "reachable": _check_style("#1d3a20", "#4caf50", "#d9f5d6"),
    "legal": _check_style("#1c2b47", "#5b8def", "#dde8ff"),
    "illegal": _check_style("#48201c", "#e57368", "#ffe3df"),
    "note": _check_style("#3d340e", "#c9a800", "#fff1b8"),
}
