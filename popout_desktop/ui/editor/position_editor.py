"""The position editor in the main window: Setup mode, position codes and links.

The window makes four commands in its Game menu (:class:`~popout_desktop.ui.editor.commands.
EditorCommands`) and, by their first use, its :class:`PositionEditor` (``window.
position_editor``), which runs them: **Set Up Position…** opens Setup mode
(:class:`~popout_desktop.ui.editor.page.SetupPage`, a page of ``window.stack``) at the position
shown, **Paste Position Code** (Ctrl+Shift+V) opens it at the position of the code or link on
the clipboard (a text that is none is explained in a message box), **Copy Position Code**
(Ctrl+Shift+C) and **Copy Position Link** put the shown position's code or ``popout://position/``
link on the clipboard: the live game's, or the reviewed position's while reviewing.

While the editor is open the live game waits, as in review mode (its seats are paused, its
move commands off, its turn indicator hidden: the editor says who moves); Cancel
(or Esc) goes back to it unchanged. **Play from Here** makes the set-up the live game
(:meth:`Game.from_setup <popout_desktop.rules.Game.from_setup>`) with the same players, as a
new game does, after asking when a game in progress would end (its result is left out of the
statistics, as the lesson's prepared boards are); **Analyse** does the same with analysis mode
on. A new game, an opened file or review mode started meanwhile close the editor.
In a network game the editor opens and copies codes, but playing from a position waits until
the game is left (it changes only by agreement). Texts are translated in the context
``"PositionEditor"``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Slot
from PySide6.QtGui import QAction, QGuiApplication

from popout_desktop.savefile import SavedGame
from popout_desktop.ui.editor.commands import EditorCommands
from popout_desktop.ui.window.panels import LivePanels

if TYPE_CHECKING:
    from popout_desktop.rules import Game
    from popout_desktop.rules.setup import Setup
    from popout_desktop.ui.editor.page import SetupPage
    from popout_desktop.ui.window.host import WindowHost

# The page (its board, palette and checks), the set-up rules, the position codes and the code
# dialogs are imported when the editor is first used: the window's first frame needs only the
# commands (issue 33 point 4).

__all__ = ["PositionEditor"]

translate = QCoreApplication.translate


class PositionEditor(QObject):
    """Setup mode and the position codes of one main window (see the module docstring)."""

    def __init__(self, window: WindowHost, commands: EditorCommands) -> None:
        super().__init__(window.widget)
        self.window = window
        self._page: SetupPage | None = None
        self._open = False
        self._replacing = False  # the editor itself is replacing the live game
        self._panels = LivePanels(window)  # the live game's, hidden while the editor is open
        # The commands, in the Game menu: the window made them and runs this editor by them.
        self.commands = commands
        self.setup_action = commands.setup_action
        self.paste_action = commands.paste_action
        self.copy_code_action = commands.copy_code_action
        self.copy_link_action = commands.copy_link_action
        window.review_changed.connect(self._on_review_changed)
        window.stack.currentChanged.connect(self._on_page_changed)
        window.model.position_reset.connect(self._on_live_reset)
        # After the window's own slots, which enable the commands from the live game's state.
        window.model.history_changed.connect(self._guard_commands)
        window.match.seat_to_move_changed.connect(self._guard_commands)
        window.net.active_changed.connect(self._on_network_changed)
        window.widget.installEventFilter(self)
        self.retranslate()

    # -- state -------------------------------------------------------------------------------

    @property
    def page(self) -> SetupPage:
        """The editor's page, in ``window.stack``: made the first time it is asked for (the
        editor opened, a code pasted), not with the window."""
        if self._page is None:
            from popout_desktop.ui.editor.page import SetupPage

            page = self._page = SetupPage(self.window.stack)
            self.window.stack.addWidget(page)
            page.play_requested.connect(self._on_play)
            page.analyse_requested.connect(self._on_analyse)
            page.cancel_requested.connect(self.cancel)
            page.game_code_pasted.connect(self._on_game_code_pasted)
            self._update_blocked()
        return self._page

    @property
    def active(self) -> bool:
        """True while Setup mode is shown."""
        return self._open

    def shown_game(self) -> Game:
        """The game on screen: the reviewed position's while reviewing, else the live game."""
        window = self.window
        return window.review_model.game if window.reviewing else window.model.game

    def shown_setup(self) -> Setup:
        """The position on screen: the reviewed one while reviewing, else the live game's."""
        from popout_desktop.rules.setup import setup_of

        return setup_of(self.shown_game())

    # -- opening and closing -----------------------------------------------------------------

    @Slot()
    def open_shown(self) -> None:
        """Open Setup mode at the position on screen (a Pop 10 or Power Up one with its game,
        whose code the page shows)."""
        from popout_desktop.rules.setup import setup_of

        game = self.shown_game().copy()
        self.open(setup_of(game), game if game.rules.is_variant else None)

    def open(self, setup: Setup, game: Game | None = None) -> None:
        """Open Setup mode at ``setup`` (of ``game``, for a Pop 10 or Power Up position, whose
        code it shows); the live game waits."""
        window = self.window
        if window.reviewing:
            window.back_to_game()
        self.page.set_theme(window.board.theme.key)
        self.page.set_setup(setup, game)
        self._update_blocked()
        if not self._open:
            self.page.clear_notes()  # "The position code was copied." was of the last visit
            self._open = True
            window.match.set_paused(True)
            # The live game's "Red to move" over the editor would contradict its own choice,
            # and its side panel would narrow the editor's board.
            self._panels.hide()
        window.stack.setCurrentWidget(self.page)
        self._guard_commands()
        self.page.board.setFocus()
        window.show_note(
            lambda: translate("PositionEditor", "Setting up a position: the game waits.")
        )

    def open_code(self, text: str) -> bool:
        """Open Setup mode at the position of the code or ``popout://position/`` link ``text``
        (the command line gives one); the steps code of a Pop 10 or Power Up game is offered to
        be played on or analysed instead (:meth:`offer_game`). A text that is none is explained
        in a message box and nothing changes. True if it was read."""
        from popout_desktop.savefile.position_code import (
            PositionCodeError,
            decode_game_position,
            decode_position,
            is_steps_code,
        )
        from popout_desktop.ui.editor.code_problems import code_error_text

        try:
            if is_steps_code(text):
                game = decode_game_position(text)
            else:
                self.open(decode_position(text))
                return True
        except PositionCodeError as error:
            self._refuse_code(code_error_text(text, error))
            return False
        self.offer_game(game)
        return True

    def offer_game(self, game: Game) -> bool:
        """Offer to play on from the position of ``game`` (a steps code's) or to analyse it, in
        a message box; a network game in progress refuses with the reason. True if it became
        the live game."""
        from popout_desktop.ui.editor.code_offer import GameCodeChoice, ask_game_code

        reason = self._network_reason()
        if reason is not None:
            self._refuse_code(reason)
            return False
        colour = self.window.board.theme.colour_name
        choice = ask_game_code(self.window.widget, game, colour)
        if choice is None:
            return False
        return self._replace_live(
            game,
            analyse=choice is GameCodeChoice.ANALYSE,
            note=lambda: translate(
                "PositionEditor", "The game goes on from the position of the code."
            ),
        )

    @Slot(object)
    def _on_game_code_pasted(self, game: Game) -> None:
        if self.offer_game(game):
            self.page.paste_field.clear()

    @Slot()
    def paste_code(self) -> bool:
        """Open Setup mode at the position of the code or link on the clipboard."""
        return self.open_code(QGuiApplication.clipboard().text())

    def _refuse_code(self, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("PositionEditor", "Position Code"),
            text,
            QMessageBox.StandardButton.Ok,
            self.window.widget,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setObjectName("position-code-refused")
        box.exec()

    @Slot()
    def cancel(self) -> None:
        """Back to the game, unchanged."""
        self._leave(resume=True)

    def _leave(self, resume: bool) -> None:
        """Close the editor; with ``resume`` back to the live game (the board shown, the seats
        asked again), else for review mode, which shows its own page and keeps them waiting."""
        if not self._open:
            return
        self._open = False
        window = self.window
        self._panels.show()
        if resume:
            window.stack.setCurrentIndex(0)
            window.match.set_paused(False)
            window.board.setFocus()
            window.show_note("")
        window.update_actions()  # what is allowed follows the live game again

    @Slot(bool)
    def _on_review_changed(self, reviewing: bool) -> None:
        if reviewing and self._open:
            self._leave(resume=False)  # review mode keeps the game waiting

    @Slot(int)
    def _on_page_changed(self, _index: int) -> None:
        """Another mode (puzzles, say) took the stack while the editor was open: it is closed,
        the other mode keeping the game waiting; the live board shown by another: back to it."""
        if not self._open or self.window.stack.currentWidget() is self.page:
            return
        self._leave(resume=self.window.stack.currentWidget() is self.window.board)

    @Slot()
    def _on_live_reset(self) -> None:
        if self._open and not self._replacing:
            self._leave(resume=True)  # a new game or a file opened: show it

    @Slot()
    def _guard_commands(self, *_: object) -> None:
        """While the editor is open, the live game's move commands (undo, redo, hint) are off:
        the game waits behind the editor and must come back as it was left."""
        if self._open:
            for name in ("undo_action", "redo_action", "hint_action"):
                action = getattr(self.window, name, None)
                if isinstance(action, QAction):
                    action.setEnabled(False)

    @Slot(bool)
    def _on_network_changed(self, _active: bool) -> None:
        self._update_blocked()

    def _network_reason(self) -> str | None:
        """Why no position may become the live game now (a network game in progress); None."""
        net = getattr(self.window, "net", None)
        if net is not None and net.active:
            return translate(
                "PositionEditor",
                "A network game changes only by agreement: leave it first (Network menu) "
                "to play from a position.",
            )
        return None

    def _update_blocked(self) -> None:
        if self._page is not None:  # a page made later is told when it is made
            self._page.set_blocked(self._network_reason())

    # -- playing from a position -------------------------------------------------------------

    @Slot(object)
    def _on_play(self, setup: Setup) -> None:
        self.play(setup)

    @Slot(object)
    def _on_analyse(self, setup: Setup) -> None:
        self.play(setup, analyse=True)

    def play(self, setup: Setup, analyse: bool = False) -> bool:
        """Make ``setup`` the live game, with the same players (asking first if a game in
        progress would end); with ``analyse``, analysis mode goes on. True if it was done."""
        from popout_desktop.rules import Game
        from popout_desktop.rules.setup import SetupStatus, check_setup

        self._update_blocked()
        if not self.page.playable:
            return False
        check = check_setup(setup, effort=0)
        if check.status is SetupStatus.ILLEGAL:
            return False
        try:
            game = Game.from_setup(setup)
        except ValueError as error:  # the page refused it already; never expected
            self._refuse_code(str(error))
            return False
        return self._replace_live(
            game,
            analyse=analyse,
            note=lambda: translate("PositionEditor", "The game goes on from the position set up."),
        )

    def _replace_live(self, game: Game, analyse: bool, note: Callable[[], str]) -> bool:
        """Make ``game`` the live game with the same players, asking first if a game in
        progress would end; then the editor closes and ``note`` is shown."""
        from PySide6.QtWidgets import QMessageBox

        window = self.window
        model = window.model
        if model.game.ply and model.result is None:
            answer = QMessageBox.question(
                window.widget,
                translate("PositionEditor", "Play from Here"),
                translate(
                    "PositionEditor",
                    "Play from this position now? The game in progress ends.",
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self._replacing = True
        try:
            window.session.load_saved(SavedGame(game=game, players=window.session.players))
            # A position set up by hand is no game of the statistics (as the lesson's boards).
            window.session.leave_out_of_statistics()
        finally:
            self._replacing = False
        self._leave(resume=True)
        if analyse and window.analysis_action.isEnabled():
            window.analysis_action.setChecked(True)
        window.show_note(note)
        return True

    # -- codes -------------------------------------------------------------------------------

    def shown_code(self) -> str | None:
        """The code of the position on screen (the editor's while it is open, else the live or
        reviewed game's: a steps code for Pop 10 and Power Up); None if it has none, a message
        saying why."""
        from popout_desktop.savefile.position_code import (
            PositionCodeError,
            encode_game_position,
            encode_position,
        )

        try:
            if self._open:
                code = self.page.code()
                if code is None:
                    encode_position(self.page.setup)  # raises, for the reason
                return code
            return encode_game_position(self.shown_game())
        except PositionCodeError:
            self._no_code(self.page.setup if self._open else self.shown_setup())
            return None

    @Slot()
    def copy_code(self) -> bool:
        """Put the code of the position on screen on the clipboard (a message if it has none).
        True if copied."""
        text = self.shown_code()
        if text is None:
            return False
        QGuiApplication.clipboard().setText(text)
        self.window.show_note(
            lambda: translate("PositionEditor", "The position code %1 was copied.").replace(
                "%1", text
            )
        )
        return True

    @Slot()
    def copy_link(self) -> bool:
        """Put the ``popout://position/`` link of the position on screen on the clipboard."""
        code = self.shown_code()
        if code is None:
            return False
        from popout_desktop.savefile.position_code import LINK_PREFIX

        text = LINK_PREFIX + code
        QGuiApplication.clipboard().setText(text)
        self.window.show_note(
            lambda: translate("PositionEditor", "The position link was copied: %1").replace(
                "%1", text
            )
        )
        return True

    def _no_code(self, setup: Setup) -> None:
        self.window.show_note(
            lambda: (
                translate(
                    "PositionEditor",
                    "Only a Pop 10 or Power Up position reached in a game has a code (its steps), "
                    "and only up to about a thousand of them.",
                )
                if setup.rules.is_variant
                else translate("PositionEditor", "A position with a floating disc has no code.")
            )
        )

    # -- texts -------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's language or theme changed: follow."""
        if watched is self.window.widget:
            kind = event.type()
            if kind == QEvent.Type.LanguageChange:
                self.retranslate()
            elif (
                kind in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)
                and self._open
            ):
                self.page.set_theme(self.window.board.theme.key)
        return False

    def retranslate(self) -> None:
        """The commands' texts in the language in force (the page retranslates itself)."""
        self.commands.retranslate()
