"""The game session: the model plus who plays, the file it belongs to, the autosave, statistics.

Nothing is lost: after every change the session writes the game to the autosave file
atomically, and on the next start :meth:`GameSession.restore_autosave` brings it back, whatever
ended the last run. Opening a file replaces the game only once the file has been read and
checked completely.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from popout_desktop.game.model import GameModel, GameOver
from popout_desktop.rules import Game, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame, SaveFileError, dumps, load, save
from popout_desktop.savefile import atomic_write as write_atomically
from popout_desktop.settings import Settings

__all__ = ["GameSession", "default_players", "opponent_key"]


def default_players() -> tuple[PlayerInfo, PlayerInfo]:
    """Two people without names: the views call them by their colours ("Red", "Yellow"), in the
    language and theme in force (a stored English "Red" would stay English in every language)."""
    return (PlayerInfo(""), PlayerInfo(""))


def opponent_key(players: tuple[PlayerInfo, PlayerInfo]) -> tuple[str, int] | None:
    """The statistics key of a pairing and the player whose results count, or None.

    Against the computer the person's results count under ``computer-<level>``; between two
    people Red's results count under ``human``; computer against computer is not counted.
    """
    kinds = [p.kind for p in players]
    if kinds == ["human", "human"]:
        return ("human", 1)
    if "human" in kinds and "computer" in kinds:
        computer = players[kinds.index("computer")]
        return (f"computer-{computer.level or 'medium'}", kinds.index("human") + 1)
    return None


class GameSession(QObject):
    """Everything about the game being played apart from the board itself.

    Signals: ``players_changed``; ``file_changed`` (path or modified flag);
    ``autosave_failed(str)`` with a readable reason (the game goes on).
    """

    players_changed = Signal()
    file_changed = Signal()
    autosave_failed = Signal(str)

    def __init__(
        self,
        model: GameModel,
        settings: Settings | None = None,
        autosave: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._settings = settings
        self._autosave = autosave
        self._players = default_players()
        self._path: Path | None = None
        self._modified = False
        self._created = SavedGame(Game()).created
        self._counted = False  # this game's result is already in the statistics
        #: Network details of a LAN game (saved with it), or None for a local game.
        self.network: dict[str, object] | None = None
        model.history_changed.connect(self._on_changed)
        model.position_reset.connect(self._on_changed)
        model.game_over.connect(self._on_game_over)

    # -- state -------------------------------------------------------------------------------

    @property
    def model(self) -> GameModel:
        """The model of the game."""
        return self._model

    @property
    def players(self) -> tuple[PlayerInfo, PlayerInfo]:
        """Who plays Red (player 1) and Yellow (player 2)."""
        return self._players

    def set_players(self, players: tuple[PlayerInfo, PlayerInfo]) -> None:
        """Change who plays (e.g. a new name); autosaved."""
        self._players = players
        self.players_changed.emit()
        self._on_changed()

    @property
    def path(self) -> Path | None:
        """The file this game was last saved to or opened from."""
        return self._path

    @property
    def modified(self) -> bool:
        """True if the game changed since it was last saved to or opened from :attr:`path`."""
        return self._modified

    def snapshot(self) -> SavedGame:
        """The game as a :class:`SavedGame`, ready to write."""
        return SavedGame(
            game=self._model.game.copy(),
            players=self._players,
            redo=self._model.redo_moves,
            created=self._created,
            decided=self._model.decided,
            network=self.network,
        )

    # -- changes -----------------------------------------------------------------------------

    def start(self, rules: Rules, players: tuple[PlayerInfo, PlayerInfo] | None = None) -> None:
        """Start a new game (not tied to any file)."""
        self._path = None
        self._modified = False
        self._counted = False
        self._created = SavedGame(Game()).created
        if players is not None:
            self._players = players
            self.players_changed.emit()
        self._model.new_game(rules)
        self.file_changed.emit()

    def restart(self) -> None:
        """The same table and players, from the start."""
        self.start(self._model.rules)

    def save(self, path: str | Path) -> None:
        """Save to ``path``; OSError if it cannot be written (nothing else changes then)."""
        target = Path(path)
        save(target, self.snapshot())
        self._path = target
        self._modified = False
        self.file_changed.emit()

    def open(self, path: str | Path) -> None:
        """Open a saved game; :class:`SaveFileError` leaves the current game untouched."""
        saved = load(path)
        self._adopt(saved)
        self._path = Path(path)
        self._modified = False
        self.file_changed.emit()

    def load_saved(self, saved: SavedGame) -> None:
        """Show ``saved`` (not tied to a file): e.g. a LAN game as its host sent it."""
        self._adopt(saved)
        self._path = None
        self._modified = False
        self.file_changed.emit()

    def restore_autosave(self) -> bool:
        """Bring back the autosaved game, if there is a readable one. True if restored."""
        if self._autosave is None or not self._autosave.exists():
            return False
        try:
            saved = load(self._autosave)
        except SaveFileError as error:
            self.autosave_failed.emit(
                self.tr("The autosaved game could not be restored: %1").replace("%1", str(error))
            )
            return False
        self._adopt(saved)
        self._path = None
        self._modified = False
        self.file_changed.emit()
        return True

    def _adopt(self, saved: SavedGame) -> None:
        self._players = saved.players
        self._created = saved.created or self._created
        # A finished game read from a file has been counted when it was played.
        self._counted = saved.game.result is not None or saved.decided is not None
        self.network = saved.network
        self.players_changed.emit()
        self._model.load(saved.game, redo=saved.redo, decided=saved.decided)

    # -- autosave and statistics -------------------------------------------------------------

    def _on_changed(self) -> None:
        if not self._modified and (self._path is not None or self._model.game.ply):
            self._modified = True
            self.file_changed.emit()
        self.write_autosave()

    def write_autosave(self) -> None:
        """Write the game to the autosave file now (atomically)."""
        if self._autosave is None:
            return
        try:
            write_atomically(self._autosave, dumps(self.snapshot()))
        except OSError as error:
            self.autosave_failed.emit(
                self.tr("The game could not be autosaved: %1").replace(
                    "%1", error.strerror or str(error)
                )
            )

    def _on_game_over(self, over: GameOver) -> None:
        if self._counted or self._settings is None:
            return
        self._counted = True
        key = opponent_key(self._players)
        if key is None:
            return
        opponent, counted_player = key
        winner = over.result.winner
        if winner is None:
            outcome = "drawn"
        elif winner == counted_player:
            outcome = "won"
        else:
            outcome = "lost"
        self._settings.record_result(opponent, outcome)
