"""The window host: what the main window's parts and modes may use of it.

The modes (game review, puzzles, Setup mode, replay export, network play) and the window's own
parts (commands, dialogs, files, panels, result card, welcome card, lesson, audio cues) each get
the window they live in as a :class:`WindowHost`, never as the
:class:`~popout_desktop.ui.window.main_window.MainWindow` class: only the application's assembly
(:mod:`popout_desktop.app.main`) names that class, and mypy checks that it is a host where the
window installs its parts (it passes ``self``). As the match controller's ``Board``
(:mod:`popout_desktop.game.match`) does for the board view, the protocol names what is used, no
more: what the parts only read is a read-only property; the commands, which
:mod:`.commands` creates on the window, are attributes. Two members are typed by what is asked of
them here (:class:`NetworkPart`, :class:`ResultPart`), since their classes are themselves parts
of the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QAction, QActionGroup
    from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QToolBar

    from popout_desktop.game.match import MatchController
    from popout_desktop.game.model import GameModel
    from popout_desktop.game.session import GameSession
    from popout_desktop.rules import Rules
    from popout_desktop.savefile import PlayerInfo
    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.board.sounds import SoundPlayer
    from popout_desktop.ui.board.view import BoardView
    from popout_desktop.ui.review.page import ReviewPage
    from popout_desktop.ui.window.analysis_requests import EngineRequests
    from popout_desktop.ui.window.move_list import MoveList

__all__ = ["NetworkPart", "Note", "ResultPart", "WindowHost"]

#: What the status line says happened: a text, or a function giving it in the language in force
#: (so a language change retranslates it).
Note = str | Callable[[], str]


class NetworkPart(Protocol):
    """What the window's parts use of its network play
    (:class:`~popout_desktop.ui.network.play.NetworkPlay`)."""

    @property
    def active_changed(self) -> SignalInstance:
        """Emitted with True when a network game starts, False when it ends."""
        ...

    @property
    def active(self) -> bool:
        """True while a network game is on."""
        ...

    @property
    def my_seat(self) -> int:
        """The seat played at this screen in a network game (0: none)."""
        ...

    @property
    def menu(self) -> QMenu:
        """The Network menu."""
        ...

    def offer_rematch(self) -> None:
        """Offer the peer a rematch."""
        ...


class ResultPart(Protocol):
    """What the window's parts use of its result card
    (:class:`~popout_desktop.ui.window.result_card.ResultFlow`)."""

    def perspective(self) -> tuple[int, bool]:
        """``(you, computer)``: the seat of the one person at this screen (0: none), and
        whether the other is the computer."""
        ...

    def hide(self, *_: object) -> None:
        """Take the card away."""
        ...


class WindowHost(Protocol):
    """What the main window's parts and modes use of the window they live in."""

    # The commands, created by popout_desktop.ui.window.commands.
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
    game_menu: QMenu
    move_menu: QMenu
    view_menu: QMenu
    theme_menu: QMenu
    speed_menu: QMenu
    settings_menu: QMenu
    help_menu: QMenu
    toolbar: QToolBar

    # -- what the window holds ---------------------------------------------------------------

    @property
    def widget(self) -> QMainWindow:
        """The window as a Qt widget: the parent of its parts' actions, dialogs and pages."""
        ...

    @property
    def model(self) -> GameModel:
        """The live game."""
        ...

    @property
    def settings(self) -> Settings | None:
        """The settings in use, if any."""
        ...

    @property
    def session(self) -> GameSession:
        """The live game's players, file and autosave."""
        ...

    @property
    def match(self) -> MatchController:
        """Who moves next in the live game."""
        ...

    @property
    def board(self) -> BoardView:
        """The live board."""
        ...

    @property
    def review_model(self) -> GameModel:
        """The reviewed position's game."""
        ...

    @property
    def review_board(self) -> BoardView:
        """The read-only board of review mode."""
        ...

    @property
    def review_page(self) -> ReviewPage:
        """Review mode's page: its banner, its board and what a review adds under it."""
        ...

    @property
    def move_list(self) -> MoveList:
        """The move list beside the board."""
        ...

    @property
    def stack(self) -> QStackedWidget:
        """The pages in the board's place (the live board first, review mode's second)."""
        ...

    @property
    def sounds(self) -> SoundPlayer:
        """The board's sounds."""
        ...

    @property
    def requests(self) -> EngineRequests:
        """Hints and analysis."""
        ...

    @property
    def net(self) -> NetworkPart:
        """Network play."""
        ...

    @property
    def result_flow(self) -> ResultPart:
        """The result card at a game's end."""
        ...

    @property
    def review_changed(self) -> SignalInstance:
        """Emitted when review mode starts (True) or ends (False)."""
        ...

    @property
    def reviewing(self) -> bool:
        """True while an earlier position is shown."""
        ...

    # -- what the window does ----------------------------------------------------------------

    def player_name(self, player: int) -> str:
        """How the status line names ``player``."""
        ...

    def show_note(self, text: Note) -> None:
        """Say something in the status line."""
        ...

    def replace_note(self, old: Note, new: Note) -> None:
        """Say ``new`` instead if the status line still says ``old`` (the same object)."""
        ...

    def update_actions(self, *_: object) -> None:
        """Enable the commands allowed now (a mode opened or closed, the game changed)."""
        ...

    def update_for_network(self) -> None:
        """A network game started or ended: refresh what is allowed."""
        ...

    def start_game(self, rules: Rules, players: tuple[PlayerInfo, PlayerInfo]) -> None:
        """Start a new game with ``rules`` and ``players``."""
        ...

    def new_game(self) -> None:
        """Ask for the players and the table, then start."""
        ...

    def restart(self) -> None:
        """The same players and table, from the start."""
        ...

    def install_local_seats(self) -> None:
        """Seat the players of a local game."""
        ...

    def undo(self) -> bool:
        """Take back (in a network game, by asking)."""
        ...

    def review(self, ply: int) -> None:
        """Show the position after ``ply`` moves, read-only."""
        ...

    def back_to_game(self) -> None:
        """Leave review mode."""
        ...

    def open_game(self) -> None:
        """Choose a saved game and open it."""
        ...

    def save_game(self) -> bool:
        """Save to the game's file, or ask for one."""
        ...

    def save_game_as(self) -> bool:
        """Ask for a file name and save."""
        ...

    def export_png(self) -> bool:
        """Save a picture of the board as shown."""
        ...

    def edit_table(self) -> None:
        """The table settings dialog."""
        ...

    def edit_preferences(self) -> None:
        """The preferences dialog."""
        ...

    def apply_preferences(self, *_: object) -> None:
        """Use the stored theme, animation speed and sound."""
        ...

    def set_language(self, code: str) -> None:
        """Switch the interface language now."""
        ...

    def set_theme(self, key: str) -> None:
        """Use the board theme ``key`` (and remember it)."""
        ...

    def set_speed(self, name: str) -> None:
        """Use the animation speed ``name`` (and remember it)."""
        ...

    def show_hint(self) -> None:
        """Ask the engine for a move and mark it on the board."""
        ...

    def show_statistics(self) -> None:
        """Won, lost and drawn per opponent."""
        ...

    def show_rules(self) -> None:
        """The rules of the table in force."""
        ...

    def show_about(self) -> None:
        """The About box."""
        ...
