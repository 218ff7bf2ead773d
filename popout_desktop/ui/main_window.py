"""The main window: the board, a status line, and the Game and Help menus."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from popout_desktop import __version__
from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.resources import ResourceNotFoundError, resource_path
from popout_desktop.rules import Reason, Rules
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.settings import Settings
from popout_desktop.ui.animations import Speed
from popout_desktop.ui.board_view import BoardView
from popout_desktop.ui.themes import THEMES

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The game's window. It shows ``model`` (a new 7x6 Pop Out game when none is given)."""

    def __init__(
        self,
        model: GameModel | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model if model is not None else GameModel(Rules(), self)
        self._settings = settings
        self._last_event = ""
        self.setWindowTitle(self.tr("Pop Out"))
        # Without its icon (a broken install) the game still plays; app.py reports it once.
        with contextlib.suppress(ResourceNotFoundError):
            self.setWindowIcon(QIcon(str(resource_path("icons", "popout.svg"))))

        self.board = BoardView(self._model, self)
        self.setCentralWidget(self.board)
        self.board.setFocus()
        self.match = MatchController(self._model, self.board, self)
        self._status_label = QLabel(self)
        self._status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addWidget(self._status_label, 1)
        self._create_actions()
        self._create_menus()

        self._model.position_reset.connect(self._on_position_reset)
        self._model.move_played.connect(self._on_move_played)
        self._model.move_undone.connect(self._on_move_undone)
        self._model.game_over.connect(self._refresh_status)
        self._model.move_rejected.connect(self._on_move_rejected)
        self._model.history_changed.connect(self._update_actions)
        self._update_actions()
        self._refresh_status()
        self.resize(800, 700)

    @property
    def model(self) -> GameModel:
        """The game this window shows."""
        return self._model

    def status_text(self) -> str:
        """The text of the status line."""
        return self._status_label.text()

    # -- actions and menus ----------------------------------------------------------------------

    def _create_actions(self) -> None:
        self.new_game_action = QAction(self.tr("&New Game"), self)
        self.new_game_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_game_action.setStatusTip(self.tr("Start a new 7x6 Pop Out game"))
        self.new_game_action.triggered.connect(self.new_game)

        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.setStatusTip(self.tr("Take back the last move"))
        self.undo_action.triggered.connect(self.match.human_turn_undo)

        self.redo_action = QAction(self.tr("&Redo"), self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.setStatusTip(self.tr("Play the move taken back again"))
        self.redo_action.triggered.connect(self.match.human_turn_redo)

        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.theme_actions = QActionGroup(self)
        for key, theme in THEMES.items():
            action = QAction(theme.name(), self.theme_actions)
            action.setCheckable(True)
            action.setData(key)
        self.theme_actions.triggered.connect(self._on_theme_action)
        self.speed_actions = QActionGroup(self)
        speed_names = {
            Speed.OFF: self.tr("Off"),
            Speed.FAST: self.tr("Fast"),
            Speed.NORMAL: self.tr("Normal"),
            Speed.SLOW: self.tr("Slow"),
        }
        for speed, name in speed_names.items():
            action = QAction(name, self.speed_actions)
            action.setCheckable(True)
            action.setData(speed.name.lower())
        self.speed_actions.triggered.connect(self._on_speed_action)
        self._apply_preferences()

        self.about_action = QAction(self.tr("&About Pop Out"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)

    def _create_menus(self) -> None:
        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.redo_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.theme_menu = self.view_menu.addMenu(self.tr("&Theme"))
        self.theme_menu.addActions(self.theme_actions.actions())
        self.speed_menu = self.view_menu.addMenu(self.tr("Animation &speed"))
        self.speed_menu.addActions(self.speed_actions.actions())
        self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.help_menu.addAction(self.about_action)

    def new_game(self) -> None:
        """Start a new 7x6 Pop Out game."""
        self._model.new_game(Rules())

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

    def set_theme(self, key: str) -> None:
        """Use the board theme ``key`` (and remember it)."""
        self.board.set_theme(key)
        for action in self.theme_actions.actions():
            action.setChecked(action.data() == self.board.theme.key)
        if self._settings is not None:
            self._settings.set_value("prefs/theme", self.board.theme.key)

    def set_speed(self, name: str) -> None:
        """Use the animation speed ``name`` ("off", "fast", "normal", "slow"), at once."""
        speed = Speed[name.upper()]
        self.board.set_speed(speed)
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == name)
        if self._settings is not None:
            self._settings.set_value("prefs/speed", name)

    def _apply_preferences(self) -> None:
        settings = self._settings
        self.set_theme(settings.value("prefs/theme") if settings else "classic")
        self.set_speed(settings.value("prefs/speed") if settings else "normal")

    def _on_theme_action(self, action: QAction) -> None:
        self.set_theme(str(action.data()))

    def _on_speed_action(self, action: QAction) -> None:
        self.set_speed(str(action.data()))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Cancel pending requests of the seats before the window goes."""
        self.match.cancel()
        super().closeEvent(event)

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(self._model.can_undo)
        self.redo_action.setEnabled(self._model.can_redo)

    # -- the status line ------------------------------------------------------------------------

    def player_name(self, player: int) -> str:
        """The name of ``player`` (1 or 2) as the game shows it."""
        return self.tr("Red") if player == 1 else self.tr("Yellow")

    def _on_position_reset(self) -> None:
        self._last_event = ""
        self._refresh_status()

    def _on_move_played(self, effect: MoveEffect) -> None:
        name = self.player_name(effect.player)
        column = effect.move.column + 1
        if effect.move.kind == "pop":
            text = self.tr("%1 popped a disc out of column %2.")
        else:
            text = self.tr("%1 dropped a disc into column %2.")
        self._last_event = text.replace("%1", name).replace("%2", str(column))
        self._refresh_status()

    def _on_move_undone(self, effect: MoveEffect) -> None:
        if effect.move.kind == "pop":
            text = self.tr("Took back %1's pop from column %2.")
        else:
            text = self.tr("Took back %1's drop into column %2.")
        self._last_event = text.replace("%1", self.player_name(effect.player)).replace(
            "%2", str(effect.move.column + 1)
        )
        self._refresh_status()

    def _on_move_rejected(self, _move: object, reason: str) -> None:
        self._last_event = reason
        self._refresh_status()

    def _refresh_status(self, *_args: object) -> None:
        self._status_label.setText(" ".join(t for t in (self._last_event, self._state()) if t))

    def _state(self) -> str:
        game = self._model.game
        result = game.result
        if result is None:
            return self.tr("%1 to move.").replace("%1", self.player_name(game.turn))
        if result.winner is not None:
            return self.tr("%1 wins!").replace("%1", self.player_name(result.winner))
        if result.reason == Reason.FULL:
            return self.tr("Draw: the board is full.")
        if result.reason == Reason.EMPTY:
            return self.tr("Draw: no discs are left on the board.")
        if result.reason == Reason.REPETITION:
            return self.tr("Draw: the same position came up three times.")
        return self.tr("Draw.")
