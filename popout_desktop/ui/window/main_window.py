"""The main window: board, players panel, move list, status line, menus and toolbar.

The window puts the parts together and keeps the methods the rest of the game calls; the parts
live in their own modules: what the status line says in :mod:`.narration`, hints and analysis in
:mod:`.analysis_requests`, the review page in :mod:`popout_desktop.ui.review.page`, the
actions, menus and toolbar in :mod:`.commands`, opening, saving and exporting in :mod:`.files`,
the dialogs in :mod:`.dialogs`. It stays one piece: what is left is the wiring (which signal
reaches which part) and the window's own state (the live or the reviewed position, what is
allowed now), which read best together.
"""

from __future__ import annotations

import contextlib
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.app.resources import ResourceNotFoundError, resource_path
from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel, rejection_text
from popout_desktop.game.seats import ComputerSeat, HumanSeat, Seat
from popout_desktop.game.session import GameSession
from popout_desktop.rules import IllegalMove, Move, Rules
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import DEFAULT_SPEED, DEFAULT_THEME, Settings
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.audio_cues import install_audio_cues
from popout_desktop.ui.board.sounds import SoundPlayer
from popout_desktop.ui.board.themes import ColourSchemeWatcher, apply_theme_palette, theme
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.editor.commands import EditorCommands
from popout_desktop.ui.network.play import NetworkPlay
from popout_desktop.ui.player_names import display_name
from popout_desktop.ui.puzzles.command import make_puzzles_action, retranslate_puzzles_action
from popout_desktop.ui.replay.command import make_replay_action, retranslate_replay_action
from popout_desktop.ui.review.commands import ReviewCommands
from popout_desktop.ui.window import geometry as window_geometry
from popout_desktop.ui.window.analysis_requests import EngineRequests
from popout_desktop.ui.window.commands import (
    create_actions,
    create_menus,
    create_toolbar,
    retranslate_commands,
)
from popout_desktop.ui.window.move_list import MoveList
from popout_desktop.ui.window.narration import move_text, state_text, undo_text
from popout_desktop.ui.window.players import PlayersPanel
from popout_desktop.ui.window.result_card import ResultFlow
from popout_desktop.ui.window.turn_indicator import TurnIndicator

if TYPE_CHECKING:
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.ui.editor.position_editor import PositionEditor
    from popout_desktop.ui.puzzles.mode import Puzzles
    from popout_desktop.ui.replay.export import ReplayExport
    from popout_desktop.ui.review.game_review import GameReview
    from popout_desktop.ui.review.page import ReviewPage
    from popout_desktop.ui.window.host import Note

# The file commands (ui/window/files) and the dialogs (ui/window/dialogs) are imported by the
# methods that run them: the first frame needs neither (issue 33 point 4).

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The game's window.

    ``model`` and ``settings`` may be given (tests do); ``autosave`` is the file the game is
    written to after every change (None: no autosave).

    With ``lazy``, the pages the first frame does not show (review mode's, with its board and
    the game review's panel; Setup mode's; puzzle mode's) are made when first used, or by
    :meth:`build_pages`, which the game's start calls once the window is on the screen
    (issue 33 point 4); without it (the default) the window is whole when made. Either way the
    pages, once made, are the same, and so is the window's least size.
    """

    #: Emitted when review mode starts (True) or ends (False).
    review_changed = Signal(bool)

    # The commands, made by popout_desktop.ui.window.commands.
    new_game_action: QAction
    restart_action: QAction
    open_action: QAction
    save_action: QAction
    save_as_action: QAction
    export_action: QAction
    statistics_action: QAction
    quit_action: QAction
    undo_action: QAction
    redo_action: QAction
    hint_action: QAction
    analysis_action: QAction
    table_action: QAction
    preferences_action: QAction
    back_action: QAction
    rules_action: QAction
    about_action: QAction
    theme_actions: QActionGroup
    speed_actions: QActionGroup
    # Issue 17's pieces, each installed with its own commands in the menus.
    game_menu: QMenu
    move_menu: QMenu
    view_menu: QMenu
    theme_menu: QMenu
    speed_menu: QMenu
    settings_menu: QMenu
    help_menu: QMenu
    toolbar: QToolBar

    def __init__(
        self,
        model: GameModel | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        autosave: Path | None = None,
        *,
        lazy: bool = False,
    ) -> None:
        super().__init__(parent)
        self._model = model if model is not None else GameModel(Rules(), self)
        self._settings = settings
        self.session = GameSession(self._model, settings, autosave, self)
        self._last_event: Note = ""
        with contextlib.suppress(ResourceNotFoundError):
            self.setWindowIcon(QIcon(str(resource_path("icons", "popout.svg"))))

        # The live board and, on a second page (made by review_page), the read-only review
        # board.
        self.board = BoardView(self._model, self)
        self.review_model = GameModel(Rules(), self)
        self._review_page: ReviewPage | None = None
        # The modes, made by their first use (issue 33 point 4; see their properties).
        self._game_review: GameReview | None = None
        self._replay_export: ReplayExport | None = None
        self.match = MatchController(self._model, self.board, self)
        self.sounds = SoundPlayer(self)
        self.board.sound_cue.connect(self.sounds.play)
        # Each move's column and row as a pitch code, if the player wants it (prefs/audio_cues).
        self.audio_cues = install_audio_cues(self)
        # Hints and analysis run in their own worker process, apart from the seats'.
        self.requests = EngineRequests(
            self._model,
            self.board,
            lambda: self.analysis_action.isChecked() and not self.reviewing,
            self,
        )
        self.requests.note.connect(self.show_note)
        self.engine = self.requests.engine
        self.net = NetworkPlay(self)
        self.scheme_watcher = ColourSchemeWatcher(parent=self)
        self.scheme_watcher.scheme_changed.connect(self._on_colour_scheme_changed)
        self._build_central()
        self.result_flow = ResultFlow(self)
        self._build_status_line()
        create_actions(self)
        create_menus(self)
        create_toolbar(self)
        self.apply_preferences()
        self._connect_signals()
        # What the board announces names the players as the status line does.
        self.board.announcer.set_namer(self.player_name)
        # After the window's own wiring, so that their slots run after the window's.
        # The game review's commands now, for the menus; the review (its engine worker) with
        # review mode's page or by their first use (issue 33 point 4).
        self.review_commands = review = ReviewCommands(self)
        review.review_action.triggered.connect(lambda: self.game_review.start())
        review.next_action.triggered.connect(lambda: self.game_review.next_mistake())
        review.previous_action.triggered.connect(lambda: self.game_review.previous_mistake())
        review.export_action.triggered.connect(lambda: self.game_review.export_graph())
        self._model.game_over.connect(self._warm_up_review)
        # Replay export's command now, for the menu; the export by its first use (issue 33
        # point 4).
        self.replay_action = make_replay_action(self)
        self.replay_action.triggered.connect(lambda: self.replay_export.export_replay())
        # Setup mode's commands now, for the menu; the editor by their first use (issue 33
        # point 4).
        self._position_editor: PositionEditor | None = None
        self.editor_commands = commands = EditorCommands(self)
        commands.setup_action.triggered.connect(lambda: self.position_editor.open_shown())
        commands.paste_action.triggered.connect(lambda: self.position_editor.paste_code())
        commands.copy_code_action.triggered.connect(lambda: self.position_editor.copy_code())
        commands.copy_link_action.triggered.connect(lambda: self.position_editor.copy_link())
        # Puzzle mode's command now, for the menu; the mode by its first use (issue 33 point 4).
        self._puzzles: Puzzles | None = None
        self.puzzles_action = make_puzzles_action(self)
        self.puzzles_action.triggered.connect(lambda: self.puzzles.open())
        if not lazy:  # every page now, in the stack's order, and the chat
            _ = self.review_page
            _ = self.position_editor.page
            _ = self.puzzles.page
            _ = self.net.chat
        self._set_tab_order()
        self._retranslate(panels=False)  # the panels were filled in this language when made
        self.update_actions()
        self._update_title()
        self._refresh_status()
        window_geometry.place_window(self, settings)
        self.board.setFocus()

    # -- construction ------------------------------------------------------------------------

    def _build_status_line(self) -> None:
        # Not selectable: a selectable label's text goes through a text control whose every
        # change Qt reports as a text event of the label, which has no text interface on AT-SPI
        # ("Received text event for invalid interface" at every move).
        self._status_label = QLabel(self)
        # Names, file names and messages from files or peers: never read as markup.
        self._status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addWidget(self._status_label, 1)
        self.statusBar().addPermanentWidget(self.net.status)

    def _connect_signals(self) -> None:
        self._model.position_reset.connect(self._on_position_reset)
        self._model.move_played.connect(self._on_move_played)
        self._model.move_undone.connect(self._on_move_undone)
        self._model.game_over.connect(self._refresh_status)
        self._model.move_rejected.connect(self._on_move_rejected)
        self._model.history_changed.connect(self.update_actions)
        self._model.turn_changed.connect(self._refresh_status)
        self.session.file_changed.connect(self._update_title)
        self.session.players_changed.connect(self._on_players_changed)
        self.session.autosave_failed.connect(self.show_note)
        self.move_list.review_requested.connect(self.review)
        self.board.animations_finished.connect(self.requests.refresh)
        self.board.input_refused.connect(self.show_note)
        self.board.set_waiting_text(self._waiting_text)
        self.board.armed_changed.connect(self._refresh_status)
        self.match.seat_to_move_changed.connect(self.update_actions)

    def _build_central(self) -> None:
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.board)
        board_area = QWidget(self)
        board_layout = QVBoxLayout(board_area)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.setSpacing(0)
        # The offer bar goes on top, once made (by the first question of a network game).
        self._board_layout = board_layout
        self.net.offer_bar_made.connect(self._place_offer_bar)
        # The turn line and the players panel are made in the stored theme, so applying the
        # preferences finds them painted in it already (issue 33 point 4).
        style = theme(self._stored_theme())
        self.turn_indicator = TurnIndicator(self.session, self.match, board_area, style=style)
        # While a network guest is cut off from its game no move is taken: the turn line says so.
        self.net.status.state_changed.connect(
            lambda _state: self.turn_indicator.set_cut_off(self.net.guest_cut_off())
        )
        board_layout.addWidget(self.turn_indicator)
        board_layout.addWidget(self.stack, 1)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.players_panel = PlayersPanel(self.session, side, style=style)
        self.moves_label = QLabel(side)
        self.move_list = MoveList(self._model, side)
        self.moves_label.setBuddy(self.move_list)
        side_layout.addWidget(self.players_panel)
        side_layout.addWidget(self.moves_label)
        side_layout.addWidget(self.move_list, 1)
        # The chat, under the move list, once made (by build_pages or a network game).
        self._side_layout = side_layout
        self.net.chat_made.connect(self._place_chat)
        side.setMinimumWidth(200)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(board_area)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([760, 240])
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)

    def _place_offer_bar(self, bar: QWidget) -> None:
        """Put the offer bar, just made, above the turn line, and in the Tab order."""
        self._board_layout.insertWidget(0, bar)
        self._set_tab_order()

    def _place_chat(self, chat: QWidget) -> None:
        """Put the chat panel, just made, under the move list, and in the Tab order."""
        self._side_layout.addWidget(chat, 1)
        self._set_tab_order()

    def build_pages(self) -> None:
        """Make the pages a ``lazy`` window makes once it is on the screen: review mode's and
        puzzle mode's (the largest: the window's least size counts it, as a whole window's
        does), and the chat panel (hidden until a network game). Setup mode's page waits for
        the editor's first use: made while the window is on the screen, its selectable labels'
        first texts reach Qt's AT-SPI bridge as text events of widgets with no text interface
        ("Received text event for invalid interface", ``tests/ui/test_atspi.py``)."""
        _ = self.review_page
        _ = self.puzzles.page
        _ = self.net.chat

    @property
    def review_page(self) -> ReviewPage:
        """Review mode's page (the second in the stack): its banner, the read-only review
        board and the game review's panel under it; made when first asked for."""
        if self._review_page is None:
            from popout_desktop.ui.review.page import ReviewPage

            board = BoardView(self.review_model, self)
            board.set_interactive(False)
            board.set_speed(Speed.OFF)
            board.set_theme(self.board.theme.key)
            page = self._review_page = ReviewPage(self.review_model, board, self)
            page.back_button.clicked.connect(self.back_to_game)
            page.play_button.clicked.connect(self.play_from_review)
            self.stack.addWidget(page)
            self.game_review.attach_panel()  # under the review board
            self._retranslate_review_page()
            page.play_button.setEnabled(not self.net.active)
            self._set_tab_order()
        return self._review_page

    @property
    def game_review(self) -> GameReview:
        """The game review (``ui.review.game_review``), running :attr:`review_commands`: made
        when first asked for (review mode's page, a command, a game's end), not with the
        window."""
        if self._game_review is None:
            from popout_desktop.ui.review.game_review import GameReview

            self._game_review = GameReview(self, self.review_commands)
        return self._game_review

    @Slot(object)
    def _warm_up_review(self, over: object) -> None:
        """A game ended before the review was made: it is made now, and starts its worker, so
        that a review asked for from the result card starts at once (once made, the review
        does this itself)."""
        if self._game_review is None:
            self.game_review.warm_up(over)

    @property
    def replay_export(self) -> ReplayExport:
        """Replay export (``ui.replay.export``), running :attr:`replay_action`: made when first
        asked for (the command), not with the window."""
        if self._replay_export is None:
            from popout_desktop.ui.replay.export import ReplayExport

            self._replay_export = ReplayExport(self, self.replay_action)
        return self._replay_export

    @property
    def position_editor(self) -> PositionEditor:
        """Setup mode and the position codes (``ui.editor.position_editor``), running
        :attr:`editor_commands`: made when first asked for (a command, a position link opened),
        not with the window."""
        if self._position_editor is None:
            from popout_desktop.ui.editor.position_editor import PositionEditor

            self._position_editor = PositionEditor(self, self.editor_commands)
        return self._position_editor

    @property
    def puzzles(self) -> Puzzles:
        """Puzzle mode (``ui.puzzles.mode``), running :attr:`puzzles_action`: made when first
        asked for (the command, :meth:`build_pages`), not with the window."""
        if self._puzzles is None:
            from popout_desktop.ui.puzzles.mode import Puzzles

            self._puzzles = Puzzles(self, self.puzzles_action)
        return self._puzzles

    @property
    def review_board(self) -> BoardView:
        """The read-only board of review mode (on :attr:`review_page`)."""
        return self.review_page.board

    @property
    def review_label(self) -> QLabel:
        """What review mode's banner says is shown."""
        return self.review_page.label

    @property
    def back_button(self) -> QPushButton:
        """Review mode's way back to the live game."""
        return self.review_page.back_button

    def _set_tab_order(self) -> None:
        """Tab goes round the window's parts as they are laid out, skipping those hidden: the
        offer bar's answers, the board (or the review's banner buttons, its board and the
        review panel's graph and buttons), the move list, then the chat's log, line and Send
        button. Without this the order was the order of creation: the chat came before the
        offer bar, the review's buttons after the board. Set again once review mode's page or
        the chat panel is made."""
        review: list[QWidget] = []
        page = self._review_page
        if page is not None:
            review = [page.play_button, page.back_button, page.board]
            panel = page.panel
            if panel is not None:
                review += [
                    panel.graph,
                    panel.previous_button,
                    panel.next_button,
                    panel.export_button,
                    panel.cancel_button,
                    panel.resume_button,
                ]
        chat = self.net.made_chat
        bar = self.net.made_offer_bar
        chain: list[QWidget] = [
            *([bar.accept_button, bar.decline_button] if bar is not None else []),
            self.board,
            *review,
            self.move_list,
            *([chat.log, chat.input, chat.send_button] if chat is not None else []),
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _retranslate(self, *, panels: bool = True) -> None:
        """Set every visible text (again after a language change; with ``panels`` False, the
        players panel, which fills itself in when made, is left as it is)."""
        retranslate_commands(self)
        self.review_commands.retranslate()
        retranslate_replay_action(self.replay_action)
        self.editor_commands.retranslate()
        retranslate_puzzles_action(self.puzzles_action)
        self.moves_label.setText(self.tr("Mo&ves"))
        self._retranslate_review_page()
        self.net.retranslate()
        if panels:
            self.players_panel.refresh()
        self.move_list.refresh()
        self.result_flow.refresh()
        self._update_title()
        if isinstance(self._last_event, str):  # said in the old language: say only the state
            self._last_event = ""
        self._refresh_status()

    def _retranslate_review_page(self) -> None:
        page = self._review_page
        if page is None:
            return  # said when it is made
        page.back_button.setText(self.tr("Back to game"))
        page.play_button.setText(self.tr("Play from here"))
        page.play_button.setToolTip(
            self.tr(
                "Take the game back to this position and play on from it; the moves that "
                "followed wait in Redo."
            )
        )
        page.update_label(self._model.game.ply)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # -- state -------------------------------------------------------------------------------

    @property
    def widget(self) -> QMainWindow:
        """The window itself, as the Qt widget its parts parent their actions and dialogs to
        (they see the window as a :class:`~popout_desktop.ui.window.host.WindowHost`)."""
        return self

    @property
    def model(self) -> GameModel:
        """The game this window shows."""
        return self._model

    @property
    def settings(self) -> Settings | None:
        """The settings in use, if any."""
        return self._settings

    @property
    def reviewing(self) -> bool:
        """True while an earlier position is shown."""
        return self._review_page is not None and self._review_page.ply is not None

    def status_text(self) -> str:
        """The text of the status line."""
        return self._status_label.text()

    def _waiting_text(self) -> str:
        """What a move tried on the board while another player is to move is answered with
        (said to a screen reader too): a key is never silently lost."""
        model = self._model
        if model.result is not None or self.reviewing:
            return ""
        seat = self.match.seat(model.turn)
        if seat.takes_local_input:
            return ""
        if seat.kind == "computer":
            return self.tr("The computer is thinking: your turn comes after its move.")
        return self.tr("Waiting for %1's move.").replace("%1", self.player_name(model.turn))

    def player_name(self, player: int) -> str:
        """How the status line names ``player``: as the players panel does (the name typed,
        else the colour; a computer's default name is its colour, its kind says the rest)."""
        return display_name(self.session.players[player - 1], player, self.board.theme)

    # -- games -------------------------------------------------------------------------------

    def start_game(self, rules: Rules, players: tuple[PlayerInfo, PlayerInfo]) -> None:
        """Start a new game with ``rules`` and ``players``; seats follow the players' kinds."""
        self.back_to_game()
        self.session.start(rules, players)

    def new_game(self) -> None:
        """Ask for the players and the table (from the game on screen's), then start."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.new_game(self)

    def restart(self) -> None:
        """The same players and table, from the start."""
        self.back_to_game()
        self.session.restart()

    def make_seat(self, info: PlayerInfo) -> Seat:
        """The seat for a player: a person at this screen, or the computer."""
        if info.kind == "computer":
            seat = ComputerSeat(info.level or "medium", info.name)
            seat.problem.connect(self._on_engine_problem)
            seat.warm_up()
            return seat
        return HumanSeat(info.name)

    @Slot(str)
    def _on_engine_problem(self, message: str) -> None:
        self.show_note(
            lambda: self.tr("The computer had a problem (%1) and played a random move.").replace(
                "%1", message
            )
        )

    @Slot()
    def _on_players_changed(self) -> None:
        if not self.net.active:  # in a network game the peer seats the players
            self.install_local_seats()
        self._refresh_status()

    def install_local_seats(self) -> None:
        """Seat the players of a local game (a remote player becomes a person here)."""
        players = self.session.players
        if any(p.kind == "remote" for p in players):
            local = tuple(PlayerInfo(p.name, "human") if p.kind == "remote" else p for p in players)
            self.session.set_players((local[0], local[1]))  # seats follow from the signal
            return
        for player, info in zip((1, 2), players, strict=True):
            self.match.set_seat(player, self.make_seat(info))

    def undo(self) -> bool:
        """Take back: locally to the person's previous turn; in a LAN game, by asking."""
        if self.net.active:
            return self.net.request_undo()
        return self.match.human_turn_undo()

    def update_for_network(self) -> None:
        """A network game started or ended: show the chat, refresh what is allowed."""
        if self.net.active and self.analysis_action.isChecked():
            self.analysis_action.setChecked(False)
        self.update_actions()
        self._refresh_status()

    def open_game(self) -> None:
        """Choose a saved game and open it; a bad file leaves the current game as it was."""
        from popout_desktop.ui.window import files as game_files

        game_files.open_game(self)

    def open_path(self, path: Path) -> bool:
        """Open ``path``; show a message naming the problem if it cannot be read."""
        from popout_desktop.ui.window import files as game_files

        return game_files.open_path(self, path)

    def save_game(self) -> bool:
        """Save to the game's file, or ask for one."""
        from popout_desktop.ui.window import files as game_files

        return game_files.save_game(self)

    def save_game_as(self) -> bool:
        """Ask for a file name and save."""
        from popout_desktop.ui.window import files as game_files

        return game_files.save_game_as(self)

    def save_path(self, path: Path) -> bool:
        """Save to ``path``; a message if it cannot be written."""
        from popout_desktop.ui.window import files as game_files

        return game_files.save_path(self, path)

    def export_png(self) -> bool:
        """Save a picture of the board as shown."""
        from popout_desktop.ui.window import files as game_files

        return game_files.export_png(self)

    def export_png_to(self, path: Path) -> bool:
        """Write the board shown now as a PNG file."""
        from popout_desktop.ui.window import files as game_files

        return game_files.export_png_to(self, path)

    # -- review mode -------------------------------------------------------------------------

    @Slot(int)
    def review(self, ply: int) -> None:
        """Show the position after ``ply`` moves, read-only; the game itself waits."""
        game = self._model.game
        if ply >= game.ply:
            self.back_to_game()
            return
        self.review_page.show_position(game, ply)
        self.match.set_paused(True)
        # Whose turn it is in the waiting game is not what the reviewed board shows. Its room
        # goes to the page, whose banner lies there (no empty band over the banner), and the
        # reviewed board starts under it: it keeps the live board's size and holes.
        if not self.turn_indicator.isHidden():
            self.review_page.set_top_band(self.turn_indicator.height())
            self.turn_indicator.hide()
        self.stack.setCurrentWidget(self.review_page)
        self.back_action.setEnabled(True)
        self.move_list.set_shown_ply(ply)
        self.update_actions()
        self._refresh_status()
        self.review_changed.emit(True)

    @Slot()
    def back_to_game(self) -> None:
        """Leave review mode."""
        if not self.reviewing:
            return
        self.review_page.leave()
        self.stack.setCurrentIndex(0)
        self.turn_indicator.show()
        self.back_action.setEnabled(False)
        self.move_list.set_shown_ply(None)
        self.match.set_paused(False)
        self.update_actions()
        self._refresh_status()
        self.board.setFocus()
        self.review_changed.emit(False)

    @Slot()
    def play_from_review(self) -> None:
        """Play on from the reviewed position (to try a better move than the one played): the
        game goes back there, and the moves that followed, with any already in Redo, wait in
        Redo, so nothing is lost. Where the computer moves next, Redo stays empty: its move,
        a moment later, would throw them away, and Redo would have been on with nothing it
        could keep. Not in a network game, which changes only by agreement."""
        ply = self._review_page.ply if self._review_page is not None else None
        if ply is None or self.net.active:
            return
        game = self._model.game
        earlier = game.copy()
        while earlier.ply > ply:
            earlier.undo()
        person_next = self.match.seat(earlier.turn).takes_local_input
        later = game.moves[ply:] + self._model.redo_moves if person_next else []
        self.back_to_game()
        self._model.load(earlier, redo=later)

    # -- dialogs -----------------------------------------------------------------------------

    def edit_table(self) -> None:
        """Table settings: stored for new games; offers to start one at once."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.edit_table(self)

    def edit_preferences(self) -> None:
        """Theme, animation speed, sound and language."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.edit_preferences(self)

    def set_language(self, code: str) -> None:
        """Switch the interface language now (every window retranslates itself)."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.set_language(code)

    def show_statistics(self) -> None:
        """Won, lost and drawn per opponent."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.show_statistics(self)

    def show_rules(self) -> None:
        """The rules of the table in force."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.show_rules(self)

    def show_about(self) -> None:
        """Show the About box."""
        from popout_desktop.ui.window import dialogs as window_dialogs

        window_dialogs.show_about(self)

    # -- hints and analysis ------------------------------------------------------------------

    def show_hint(self) -> None:
        """Ask the engine (expert level) for a move and mark it on the board."""
        if self.hint_action.isEnabled():
            self.requests.hint()

    @Slot(str)
    def show_note(self, text: Note) -> None:
        """Say something in the status line (what just happened); a function of no argument
        gives the text again after a language change."""
        self._last_event = text
        self._refresh_status()

    def replace_note(self, old: Note, new: Note) -> None:
        """Say ``new`` instead if the status line still says ``old`` (the same object)."""
        if self._last_event is old:
            self.show_note(new)

    def show_start_notes(self, notes: list[str], alert: bool = False) -> None:
        """Tell the player what went wrong at start (all of it, not only the last problem): in
        the status line and, with ``alert`` (their game or its autosave is concerned), in a
        message box that does not block the game."""
        notes = [note for note in dict.fromkeys(notes) if note]
        if not notes:
            return
        self.show_note(" ".join(notes))
        if alert:
            from popout_desktop.ui.window import dialogs as window_dialogs

            window_dialogs.show_start_notes(self, notes)

    def bring_to_front(self) -> None:
        """Show the window on top (another start of the game handed its command line here)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    # -- preferences -------------------------------------------------------------------------

    def set_theme(self, key: str) -> None:
        """Use the board theme ``key`` (and remember it)."""
        self._use_theme(key)
        if self._settings is not None:
            self._settings.set_value("prefs/theme", self.board.theme.key)

    def _use_theme(self, key: str) -> None:
        """Use the board theme ``key`` (on the boards, the panels and the whole application)."""
        self.board.set_theme(key)
        if self._review_page is not None:  # else it takes the theme when it is made
            self._review_page.board.set_theme(key)
        style = self.board.theme
        self.players_panel.set_theme(style)
        self.move_list.set_theme(style)
        self.turn_indicator.set_theme(style)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme_palette(app, style)
        for action in self.theme_actions.actions():
            action.setChecked(action.data() == style.key)
        self.result_flow.refresh()
        self._refresh_status()

    @Slot(str)
    def _on_colour_scheme_changed(self, _look: str) -> None:
        """The desktop switched between light and dark: the System theme follows."""
        if self.board.theme.key == "system":
            self.set_theme("system")

    def set_speed(self, name: str) -> None:
        """Use the animation speed ``name`` (one of :data:`~popout_desktop.settings.store.SPEEDS`),
        at once (and remember it)."""
        self._use_speed(name)
        if self._settings is not None:
            self._settings.set_value("prefs/speed", name)

    def _use_speed(self, name: str) -> None:
        self.board.set_speed(Speed[name.upper()])
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == name)

    def apply_preferences(self, *_: object) -> None:
        """Use the stored theme, animation speed and sound (the defaults without settings).

        What is stored is used, not stored again: on a first start (nothing stored) the
        defaults are not written to the settings file, which took 15-25 ms of the start before
        its first frame (the file written and flushed to disk twice; issue 33 point 4). A
        default is stored once the player picks it, as any choice is."""
        settings = self._settings
        self._use_theme(self._stored_theme())
        self._use_speed(settings.value("prefs/speed") if settings else DEFAULT_SPEED)
        self.sounds.set_enabled(settings.value("prefs/sound") if settings else True)

    def _stored_theme(self) -> str:
        """The key of the board theme the settings hold (the default without settings)."""
        return self._settings.value("prefs/theme") if self._settings else DEFAULT_THEME

    def closeEvent(self, event: QCloseEvent) -> None:
        """The game is already autosaved; stop the seats and go."""
        self.net.leave()
        self.match.shutdown()
        self.engine.shutdown()
        self.session.write_autosave()
        window_geometry.save_window(self, self._settings)
        super().closeEvent(event)

    # -- status and title --------------------------------------------------------------------

    @property
    def live_game_shown(self) -> bool:
        """True while the board shows the live game: no review, no Setup mode, no puzzle (the
        modes are installed late in construction, so they may not be there yet)."""
        modes = (getattr(self, "_position_editor", None), getattr(self, "_puzzles", None))
        return not self.reviewing and not any(mode is not None and mode.active for mode in modes)

    @Slot()
    def update_actions(self, *_: object) -> None:
        """Enable the commands allowed now (a mode opened or closed, the game changed)."""
        live = self.live_game_shown
        local = not self.net.active
        self.undo_action.setEnabled(live and self._model.can_undo)
        self.redo_action.setEnabled(live and local and self._model.can_redo)
        asked = self.match.asked
        self.hint_action.setEnabled(
            live
            and local
            and self._model.result is None
            and asked != 0
            and self.match.seat(asked).takes_local_input
        )
        self.analysis_action.setEnabled(local)
        if self._review_page is not None:
            self._review_page.play_button.setEnabled(local)
        # A network game changes only by agreement: leave it first for these.
        for action in (self.new_game_action, self.open_action, self.table_action):
            action.setEnabled(local)
        self.restart_action.setEnabled(local and (self._model.game.ply > 0 or self.reviewing))
        if self._game_review is None and hasattr(self, "review_commands"):
            self.review_commands.refresh(self._model.game.ply)  # else the review does
        if self._replay_export is None and hasattr(self, "replay_action"):
            self.replay_action.setEnabled(self._model.game.ply > 0)  # else the export does

    @Slot()
    def _update_title(self) -> None:
        path = self.session.path
        name = path.name if path else self.tr("Untitled")
        self.setWindowTitle(self.tr("%1[*] — Pop Out").replace("%1", name))
        self.setWindowModified(self.session.modified and path is not None)

    @Slot()
    def _on_position_reset(self) -> None:
        self._last_event = ""
        self.update_actions()
        self._refresh_status()

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        self._last_event = lambda: move_text(effect, self._model.game, self.player_name)
        self._refresh_status()

    @Slot(object)
    def _on_move_undone(self, effect: MoveEffect) -> None:
        self._last_event = lambda: undo_text(effect, self.player_name)
        self._refresh_status()

    @Slot(object, str)
    def _on_move_rejected(self, move: object, reason: str) -> None:
        # Why, kept to be said again in another language (the game has not changed since).
        model = self._model
        error = model.game.why_illegal(move) if isinstance(move, Move) else None
        if error is None and model.result is not None:
            error = IllegalMove("over", move=move, reason="game_over")
        self._last_event = reason if error is None else (lambda: rejection_text(error))
        self._refresh_status()

    @Slot()
    def _refresh_status(self, *_args: object) -> None:
        if self.reviewing:
            self._status_label.setText(self.review_label.text())
            return
        armed = self.board.armed if self.board.interactive else ""
        state = state_text(self._model.game, self._model.result, self.player_name, armed)
        if not self.live_game_shown:
            state = ""  # what the waiting game offers would be read as the shown board's
        event = self._last_event if isinstance(self._last_event, str) else self._last_event()
        parts = [t for t in (event, state) if t]
        self._status_label.setText(" — ".join(parts))
