"""The main window: board, players panel, move list, status line, menus and toolbar."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from popout_desktop import __version__
from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import ComputerSeat, HumanSeat, Seat
from popout_desktop.game.session import GameSession
from popout_desktop.resources import ResourceNotFoundError, resource_path
from popout_desktop.rules import Rules
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.savefile import PlayerInfo, SaveFileError
from popout_desktop.settings import DEFAULT_SPEED, DEFAULT_THEME, SPEEDS, Settings
from popout_desktop.ui.analysis_requests import EngineRequests
from popout_desktop.ui.animations import Speed
from popout_desktop.ui.board_view import BoardView
from popout_desktop.ui.move_list import MoveList
from popout_desktop.ui.narration import (
    move_text,
    open_failure_text,
    save_failure_text,
    state_text,
    undo_text,
)
from popout_desktop.ui.network_play import NetworkPlay
from popout_desktop.ui.plain_text import literal_text
from popout_desktop.ui.players_panel import PlayersPanel
from popout_desktop.ui.review_mode import ReviewPage
from popout_desktop.ui.sounds import SoundPlayer
from popout_desktop.ui.themes import THEMES

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The game's window.

    ``model`` and ``settings`` may be given (tests do); ``autosave`` is the file the game is
    written to after every change (None: no autosave).
    """

    #: Emitted when review mode starts (True) or ends (False).
    review_changed = Signal(bool)

    def __init__(
        self,
        model: GameModel | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        autosave: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model if model is not None else GameModel(Rules(), self)
        self._settings = settings
        self.session = GameSession(self._model, settings, autosave, self)
        self._last_event = ""
        with contextlib.suppress(ResourceNotFoundError):
            self.setWindowIcon(QIcon(str(resource_path("icons", "popout.svg"))))

        # The live board and, on a second page, the read-only review board.
        self.board = BoardView(self._model, self)
        self.review_model = GameModel(Rules(), self)
        self.review_board = BoardView(self.review_model, self)
        self.review_board.set_interactive(False)
        self.review_board.set_speed(Speed.OFF)
        self.match = MatchController(self._model, self.board, self)
        self.sounds = SoundPlayer(self)
        self.board.sound_cue.connect(self.sounds.play)
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
        self._build_central()
        self._build_status_line()
        self._create_actions()
        self._create_menus()
        self._create_toolbar()
        self._apply_preferences()
        self._connect_signals()
        self._retranslate()
        self._update_actions()
        self._update_title()
        self._refresh_status()
        self.resize(1000, 720)
        self.board.setFocus()

    # -- construction ------------------------------------------------------------------------

    def _build_status_line(self) -> None:
        self._status_label = QLabel(self)
        self._status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
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
        self._model.history_changed.connect(self._update_actions)
        self._model.turn_changed.connect(self._refresh_status)
        self.session.file_changed.connect(self._update_title)
        self.session.players_changed.connect(self._on_players_changed)
        self.session.autosave_failed.connect(self.show_note)
        self.move_list.review_requested.connect(self.review)
        self.board.animations_finished.connect(self.requests.refresh)
        self.board.input_refused.connect(self.show_note)
        self.board.armed_changed.connect(self._refresh_status)
        self.match.seat_to_move_changed.connect(self._update_actions)

    def _build_central(self) -> None:
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.board)
        board_area = QWidget(self)
        board_layout = QVBoxLayout(board_area)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.setSpacing(0)
        board_layout.addWidget(self.net.offer_bar)
        board_layout.addWidget(self.stack, 1)
        self.review_page = ReviewPage(self.review_model, self.review_board, self)
        self.review_label = self.review_page.label
        self.back_button = self.review_page.back_button
        self.back_button.clicked.connect(self.back_to_game)
        self.stack.addWidget(self.review_page)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.players_panel = PlayersPanel(self.session, side)
        self.moves_label = QLabel(side)
        self.move_list = MoveList(self._model, side)
        self.moves_label.setBuddy(self.move_list)
        side_layout.addWidget(self.players_panel)
        side_layout.addWidget(self.moves_label)
        side_layout.addWidget(self.move_list, 1)
        side_layout.addWidget(self.net.chat, 1)
        side.setMinimumWidth(200)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(board_area)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([760, 240])
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)

    def _action(
        self,
        shortcut: QKeySequence | Qt.Key | str | list[QKeySequence] | None = None,
        slot: object = None,
        icon: str | None = None,
    ) -> QAction:
        action = QAction(self)
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            with contextlib.suppress(ResourceNotFoundError):
                action.setIcon(QIcon(str(resource_path("icons", "actions", f"{icon}.svg"))))
        if slot is not None:
            action.triggered.connect(slot)
        return action

    def _create_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_game_action = self._action(QKeySequence(keys.New), self.new_game, "new")
        self.restart_action = self._action("Ctrl+R", self.restart, "restart")
        self.open_action = self._action(QKeySequence(keys.Open), self.open_game, "open")
        self.save_action = self._action(QKeySequence(keys.Save), self.save_game, "save")
        self.save_as_action = self._action("Ctrl+Shift+S", self.save_game_as)
        self.export_action = self._action("Ctrl+E", self.export_png)
        self.statistics_action = self._action(None, self.show_statistics)
        self.quit_action = self._action(QKeySequence("Ctrl+Q"), self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = self._action("Ctrl+Z", self.undo, "undo")
        self.redo_action = self._action(
            [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
            self.match.human_turn_redo,
            "redo",
        )
        self.hint_action = self._action("Ctrl+H", self.show_hint, "hint")
        self.analysis_action = self._action("Ctrl+Shift+A", None, None)
        self.analysis_action.setCheckable(True)
        self.analysis_action.toggled.connect(self.requests.analysis_toggled)
        self.table_action = self._action(None, self.edit_table, "table")
        self.preferences_action = self._action(
            QKeySequence(keys.Preferences), self.edit_preferences
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.back_action = self._action(Qt.Key.Key_Escape, self.back_to_game)
        self.back_action.setEnabled(False)
        self.addAction(self.back_action)
        self.rules_action = self._action(QKeySequence(keys.HelpContents), self.show_rules, "rules")
        self.about_action = self._action(None, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.theme_actions = QActionGroup(self)
        for key, theme in THEMES.items():
            action = QAction(theme.name(), self.theme_actions)
            action.setCheckable(True)
            action.setData(key)
        self.theme_actions.triggered.connect(lambda a: self.set_theme(str(a.data())))
        self.speed_actions = QActionGroup(self)
        for name in SPEEDS:
            action = QAction(self.speed_actions)
            action.setCheckable(True)
            action.setData(name)
        self.speed_actions.triggered.connect(lambda a: self.set_speed(str(a.data())))

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addActions([self.new_game_action, self.restart_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.open_action, self.save_action, self.save_as_action])
        self.game_menu.addAction(self.export_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.move_menu = bar.addMenu("")
        self.move_menu.addActions([self.undo_action, self.redo_action, self.hint_action])
        self.move_menu.addAction(self.analysis_action)
        self.move_menu.addSeparator()
        self.move_menu.addAction(self.back_action)
        self.view_menu = bar.addMenu("")
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(self.theme_actions.actions())
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_menu.addActions(self.speed_actions.actions())
        self.settings_menu = bar.addMenu("")
        self.settings_menu.addActions([self.table_action, self.preferences_action])
        bar.addMenu(self.net.menu)
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.rules_action, self.about_action])

    def _create_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("mainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setIconSize(QSize(22, 22))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.toolbar.addActions([self.new_game_action, self.restart_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.undo_action, self.redo_action, self.hint_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.open_action, self.save_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.table_action, self.rules_action])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _retranslate(self) -> None:
        """Set every visible text (again after a language change)."""
        texts = {
            self.new_game_action: (self.tr("&New Game…"), self.tr("New")),
            self.restart_action: (self.tr("&Restart"), self.tr("Restart")),
            self.open_action: (self.tr("&Open…"), self.tr("Open")),
            self.save_action: (self.tr("&Save"), self.tr("Save")),
            self.save_as_action: (self.tr("Save &As…"), None),
            self.export_action: (self.tr("&Export Position as PNG…"), None),
            self.statistics_action: (self.tr("S&tatistics…"), None),
            self.quit_action: (self.tr("&Quit"), None),
            self.undo_action: (self.tr("&Undo"), self.tr("Undo")),
            self.redo_action: (self.tr("&Redo"), self.tr("Redo")),
            self.hint_action: (self.tr("&Hint"), self.tr("Hint")),
            self.analysis_action: (self.tr("&Analysis Mode"), None),
            self.back_action: (self.tr("&Back to Game"), None),
            self.table_action: (self.tr("&Table Settings…"), self.tr("Table")),
            self.preferences_action: (self.tr("&Preferences…"), None),
            self.rules_action: (self.tr("&Rules"), self.tr("Rules")),
            self.about_action: (self.tr("&About Pop Out"), None),
        }
        for action, (text, short) in texts.items():
            action.setText(text)
            action.setIconText(short or text.replace("&", "").rstrip("…"))
        self.new_game_action.setStatusTip(self.tr("Choose the players and the table, then play"))
        self.restart_action.setStatusTip(self.tr("Start again with the same players and table"))
        self.undo_action.setStatusTip(self.tr("Take back the last move"))
        self.redo_action.setStatusTip(self.tr("Play the move taken back again"))
        self.hint_action.setStatusTip(self.tr("Show the move the computer would play"))
        self.analysis_action.setStatusTip(
            self.tr(
                "Show the value of every move: W7 wins in 7 moves, L12 loses in 12, "
                "= draw, a number is an estimate"
            )
        )
        self.game_menu.setTitle(self.tr("&Game"))
        self.move_menu.setTitle(self.tr("&Move"))
        self.view_menu.setTitle(self.tr("&View"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.speed_menu.setTitle(self.tr("Animation &Speed"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self.moves_label.setText(self.tr("Mo&ves"))
        self.back_button.setText(self.tr("Back to game"))
        self._retranslate_view_choices()
        self.net.retranslate()
        self.players_panel.refresh()
        self.move_list.refresh()
        self.review_page.update_label(self._model.game.ply)
        self._update_title()
        self._refresh_status()

    def _retranslate_view_choices(self) -> None:
        """The names of the animation speeds and the themes in the View menu."""
        speed_names = dict(
            zip(
                SPEEDS,
                (self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")),
                strict=True,
            )
        )
        for action in self.speed_actions.actions():
            action.setText(speed_names[str(action.data())])
        for action in self.theme_actions.actions():
            action.setText(THEMES[str(action.data())].name())

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # -- state -------------------------------------------------------------------------------

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
        return self.review_page.ply is not None

    def status_text(self) -> str:
        """The text of the status line."""
        return self._status_label.text()

    def player_name(self, player: int) -> str:
        """How the status line names ``player``: the player's name, or the colour."""
        info = self.session.players[player - 1]
        colour = self.board.theme.colour_name(player)
        return info.name if info.name and info.name != colour else colour

    # -- games -------------------------------------------------------------------------------

    def start_game(self, rules: Rules, players: tuple[PlayerInfo, PlayerInfo]) -> None:
        """Start a new game with ``rules`` and ``players``; seats follow the players' kinds."""
        self.back_to_game()
        self.session.start(rules, players)

    def new_game(self) -> None:
        """Ask for the players and the table, then start."""
        from popout_desktop.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self._settings, self, theme_key=self.board.theme.key)
        if not dialog.exec():
            return
        options = dialog.options()
        if options is None:
            return
        red, yellow = (PlayerInfo(p.name, p.kind, p.level) for p in options.players)
        self.start_game(options.rules, (red, yellow))

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

    def _on_engine_problem(self, message: str) -> None:
        self.show_note(
            self.tr("The computer had a problem (%1) and played a random move.").replace(
                "%1", message
            )
        )

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
        self._update_actions()
        self._refresh_status()

    def open_game(self) -> None:
        """Choose a saved game and open it; a bad file leaves the current game as it was."""
        folder = str(self.session.path.parent) if self.session.path else ""
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Game"), folder, self.tr("Pop Out games (*.popout)")
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open ``path``; show a message naming the problem if it cannot be read."""
        self.back_to_game()
        try:
            self.session.open(path)
        except SaveFileError as error:
            QMessageBox.warning(
                self,
                self.tr("Cannot open the game"),
                literal_text(open_failure_text(path, error)),  # the file's name, maybe its words
            )
            return False
        self._last_event = self.tr("Opened %1.").replace("%1", path.name)
        self._refresh_status()
        return True

    def save_game(self) -> bool:
        """Save to the game's file, or ask for one."""
        if self.session.path is None:
            return self.save_game_as()
        return self.save_path(self.session.path)

    def save_game_as(self) -> bool:
        """Ask for a file name and save."""
        start = str(self.session.path) if self.session.path else self.tr("game.popout")
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Game"), start, self.tr("Pop Out games (*.popout)")
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".popout":
            path = path.with_name(path.name + ".popout")
        return self.save_path(path)

    def save_path(self, path: Path) -> bool:
        """Save to ``path``; a message if it cannot be written."""
        try:
            self.session.save(path)
        except (OSError, ValueError) as error:  # ValueError: text with no UTF-8 form
            QMessageBox.warning(
                self, self.tr("Cannot save the game"), literal_text(save_failure_text(path, error))
            )
            return False
        self._last_event = self.tr("Saved to %1.").replace("%1", path.name)
        self._refresh_status()
        return True

    def export_png(self) -> bool:
        """Save a picture of the board as shown."""
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Position"), self.tr("position.png"), self.tr("PNG images (*.png)")
        )
        if not name:
            return False
        return self.export_png_to(Path(name))

    def export_png_to(self, path: Path) -> bool:
        """Write the board shown now as a PNG file."""
        board = self.review_board if self.reviewing else self.board
        if path.suffix.lower() != ".png":
            path = path.with_name(path.name + ".png")
        if not board.grab().save(str(path), "PNG"):
            QMessageBox.warning(
                self,
                self.tr("Cannot export the position"),
                literal_text(
                    self.tr("The picture could not be written to %1.").replace("%1", str(path))
                ),
            )
            return False
        self._last_event = self.tr("Exported the position to %1.").replace("%1", path.name)
        self._refresh_status()
        return True

    # -- review mode -------------------------------------------------------------------------

    def review(self, ply: int) -> None:
        """Show the position after ``ply`` moves, read-only; the game itself waits."""
        game = self._model.game
        if ply >= game.ply:
            self.back_to_game()
            return
        self.review_page.show_position(game, ply)
        self.match.set_paused(True)
        self.stack.setCurrentIndex(1)
        self.back_action.setEnabled(True)
        self.move_list.set_shown_ply(ply)
        self._update_actions()
        self._refresh_status()
        self.review_changed.emit(True)

    def back_to_game(self) -> None:
        """Leave review mode."""
        if not self.reviewing:
            return
        self.review_page.leave()
        self.stack.setCurrentIndex(0)
        self.back_action.setEnabled(False)
        self.move_list.set_shown_ply(None)
        self.match.set_paused(False)
        self._update_actions()
        self._refresh_status()
        self.board.setFocus()
        self.review_changed.emit(False)

    # -- dialogs -----------------------------------------------------------------------------

    def edit_table(self) -> None:
        """Table settings: stored for new games; offers to start one at once."""
        from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog

        dialog = TableSettingsDialog(self._settings, self._model.rules, self)
        if not dialog.exec():
            return
        rules = dialog.chosen_rules()
        if rules is None or rules == self._model.rules:
            return
        if self._model.game.ply and self._model.result is None:
            answer = QMessageBox.question(
                self,
                self.tr("New table"),
                self.tr("Start a new game at the new table now? The game in progress ends."),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.start_game(rules, self.session.players)

    def edit_preferences(self) -> None:
        """Theme, animation speed, sound and language."""
        if self._settings is None:
            return
        from popout_desktop.ui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self._settings, self, language_applies_live=True)
        dialog.applied.connect(self._apply_preferences)
        dialog.language_changed.connect(self.set_language)
        dialog.exec()

    def set_language(self, code: str) -> None:
        """Switch the interface language now (every window retranslates itself)."""
        from PySide6.QtWidgets import QApplication

        from popout_desktop.translations import install_translators

        app = QApplication.instance()
        if app is not None:
            install_translators(app, code)

    def show_statistics(self) -> None:
        """Won, lost and drawn per opponent."""
        if self._settings is None:
            return
        from popout_desktop.ui.dialogs.statistics import StatisticsDialog

        StatisticsDialog(self._settings, self).exec()

    def show_rules(self) -> None:
        """The rules of the table in force."""
        from popout_desktop.ui.dialogs.rules_help import RulesDialog

        RulesDialog(self._model.rules, self, theme_key=self.board.theme.key).exec()

    def show_about(self) -> None:
        """Show the About box."""
        QMessageBox.about(
            self,
            self.tr("About Pop Out"),
            self.tr(
                "<h3>Pop Out %1</h3>"
                "<p>Connect Four with a twist: on your turn, drop a disc into a column "
                "<i>or</i> pop one of your own discs out of the bottom row.</p>"
                "<p>Free software under the MIT licence.</p>"
            ).replace("%1", __version__),
        )

    # -- hints and analysis ------------------------------------------------------------------

    def show_hint(self) -> None:
        """Ask the engine (expert level) for a move and mark it on the board."""
        if self.hint_action.isEnabled():
            self.requests.hint()

    def show_note(self, text: str) -> None:
        """Say something in the status line (what just happened)."""
        self._last_event = text
        self._refresh_status()

    def show_start_notes(self, notes: list[str], alert: bool = False) -> None:
        """Tell the player what went wrong at start (all of it, not only the last problem): in
        the status line and, with ``alert`` (their game or its autosave is concerned), in a
        message box that does not block the game."""
        notes = [note for note in dict.fromkeys(notes) if note]
        if not notes:
            return
        self.show_note(" ".join(notes))
        if not alert:
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QApplication.applicationDisplayName(),
            "\n\n".join(notes),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setObjectName("start-notes")
        box.show()

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
        self.board.set_theme(key)
        self.review_board.set_theme(key)
        style = self.board.theme
        self.players_panel.set_theme(style)
        self.move_list.set_theme(style)
        for action in self.theme_actions.actions():
            action.setChecked(action.data() == style.key)
        if self._settings is not None:
            self._settings.set_value("prefs/theme", style.key)
        self._refresh_status()

    def set_speed(self, name: str) -> None:
        """Use the animation speed ``name`` (one of :data:`~popout_desktop.settings.SPEEDS`), at
        once."""
        self.board.set_speed(Speed[name.upper()])
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == name)
        if self._settings is not None:
            self._settings.set_value("prefs/speed", name)

    def _apply_preferences(self, *_: object) -> None:
        settings = self._settings
        self.set_theme(settings.value("prefs/theme") if settings else DEFAULT_THEME)
        self.set_speed(settings.value("prefs/speed") if settings else DEFAULT_SPEED)
        self.sounds.set_enabled(settings.value("prefs/sound") if settings else True)

    def closeEvent(self, event: QCloseEvent) -> None:
        """The game is already autosaved; stop the seats and go."""
        self.net.leave()
        self.match.shutdown()
        self.engine.shutdown()
        self.session.write_autosave()
        super().closeEvent(event)

    # -- status and title --------------------------------------------------------------------

    def _update_actions(self, *_: object) -> None:
        live = not self.reviewing
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
        # A network game changes only by agreement: leave it first for these.
        for action in (self.new_game_action, self.open_action, self.table_action):
            action.setEnabled(local)
        self.restart_action.setEnabled(local and (self._model.game.ply > 0 or self.reviewing))

    def _update_title(self) -> None:
        path = self.session.path
        name = path.name if path else self.tr("Untitled")
        self.setWindowTitle(self.tr("%1[*] — Pop Out").replace("%1", name))
        self.setWindowModified(self.session.modified and path is not None)

    def _on_position_reset(self) -> None:
        self._last_event = ""
        self._update_actions()
        self._refresh_status()

    def _on_move_played(self, effect: MoveEffect) -> None:
        self._last_event = move_text(effect, self._model.game, self.player_name)
        self._refresh_status()

    def _on_move_undone(self, effect: MoveEffect) -> None:
        self._last_event = undo_text(effect, self.player_name)
        self._refresh_status()

    def _on_move_rejected(self, _move: object, reason: str) -> None:
        self._last_event = reason
        self._refresh_status()

    def _refresh_status(self, *_args: object) -> None:
        if self.reviewing:
            self._status_label.setText(self.review_label.text())
            return
        armed = self.board.armed if self.board.interactive else ""
        state = state_text(self._model.game, self._model.result, self.player_name, armed)
        parts = [t for t in (self._last_event, state) if t]
        self._status_label.setText(" — ".join(parts))
