"""The game session: the model plus who plays, the file it belongs to, the autosave, statistics.

Nothing is lost: after every change the session writes the game to the autosave file
atomically, and on the next start :meth:`GameSession.restore_autosave` brings it back, whatever
ended the last run. A move is kept in two steps (issue 33 point 5): first, before any view shows
it and before a LAN host answers the peer waiting for it (``move_journaled``), one line is
appended to the autosave's journal beside it (:mod:`popout_desktop.savefile.journal`): from
then on the move survives a crash or ``kill -9`` of the program; then, once the views have had
it, the whole autosave file is written again (a temporary file renamed over it, which can wait
milliseconds behind other programs' work on a busy disk). The flush of both to the disk, which
takes milliseconds and matters only for a power cut or a crash of the system, follows on a
thread of its own (:class:`~popout_desktop.safe_io.files.DiskFlusher`), so the game never waits
for it. Any other change (a new game, a move taken back, a name) rewrites the journal (a new
header, no moves) and then the autosave file, both before anything else hears of it. At start,
the journal wins over the autosave file when it continues the same game further.

Opening a file replaces the game only once the file has been read and checked completely.

An autosave that cannot be read back (damaged, or written by a newer Pop Out) is never
overwritten: before this run writes its first autosave, such a file is moved aside, to
``autosave.unreadable-<date>.popout`` beside it, and the player is told where it went. If it
cannot be moved, this run does not autosave at all (and says so). Any failure of a write is
reported through ``autosave_failed``; the game goes on.

What a file that opened had repaired (:attr:`~popout_desktop.savefile.SavedGame.notes`: an empty
time, fields this version does not know, left out) is told: :meth:`GameSession.open` returns the
notes for the window to show, and :meth:`GameSession.restore_autosave` adds them to the start's
notes. An autosave whose unknown fields are left out is copied first, to
``autosave.unknown-fields-<date>.popout`` beside it, so that nothing it held is lost (if the copy
cannot be made, this run does not autosave).
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from popout_desktop.game.model import GameModel
from popout_desktop.game.save_errors import load_note_text, save_error_text
from popout_desktop.rules import Game, Rules
from popout_desktop.safe_io.files import (
    DiskFlusher,
    atomic_write_bytes,
    read_bounded,
    remove_stale_temporaries,
)
from popout_desktop.savefile import (
    PlayerInfo,
    SavedGame,
    SaveFileError,
    dumps,
    save,
)
from popout_desktop.savefile import atomic_write as write_atomically
from popout_desktop.savefile.journal import (
    MAX_JOURNAL_BYTES,
    header,
    journal_path,
    move_line,
    read_journal,
)
from popout_desktop.settings.store import Settings

if TYPE_CHECKING:
    from datetime import datetime

    from popout_desktop.game.game_over import GameOver
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.savefile import LoadNote

__all__ = [
    "OTHER_TABLE",
    "GameSession",
    "default_players",
    "opponent_key",
    "split_statistics_key",
    "statistics_key",
    "table_key",
    "unreadable_name",
]

#: The table part of a statistics key for a table that is no preset (another size, say).
OTHER_TABLE = "other"
#: Between the opponent and the table in a statistics key (QSettings keeps it as it is).
_TABLE_SEPARATOR = "."


def unreadable_name(autosave: Path, when: datetime | None = None, why: str = "unreadable") -> Path:
    """Where an autosave that cannot be read is moved: ``autosave.unreadable-<date>.popout``
    beside it (a number added if that name is taken); ``why`` replaces ``unreadable`` for
    another reason to keep it (``unknown-fields``)."""
    from datetime import datetime  # on first use: not at start (issue 33 point 4)

    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    candidate = autosave.with_name(f"{autosave.stem}.{why}-{stamp}{autosave.suffix}")
    number = 2
    while os.path.lexists(candidate):
        candidate = autosave.with_name(f"{autosave.stem}.{why}-{stamp}-{number}{autosave.suffix}")
        number += 1
    return candidate


def continues(journal: SavedGame, saved: SavedGame) -> bool:
    """True if the game of an autosave's journal is the game of the autosave file, as far or
    further on (the file is written after the journal: the journal wins then). Anything else
    (another game: the file written by a Pop Out that keeps no journal) leaves the file's."""
    return (
        journal.created == saved.created
        and journal.game.rules == saved.game.rules
        and journal.game.start == saved.game.start
        and journal.game.moves[: saved.game.ply] == saved.game.moves
    )


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


def table_key(rules: Rules) -> str:
    """The table part of a statistics key: the preset ``rules`` equal (``"pop_ten"``...), or
    :data:`OTHER_TABLE`."""
    return rules.preset_name() or OTHER_TABLE


def statistics_key(opponent: str, rules: Rules) -> str:
    """What a result is counted under: ``<opponent>.<table>``, say ``computer-easy.pop_ten``.

    Results counted before tables were (``<opponent>`` alone) still read, under their opponent
    and no table (:func:`split_statistics_key`)."""
    return f"{opponent}{_TABLE_SEPARATOR}{table_key(rules)}"


def split_statistics_key(key: str) -> tuple[str, str | None]:
    """``(opponent, table)`` of a key of :meth:`Settings.statistics`; the table is None for a
    result counted before tables were.

    >>> split_statistics_key("computer-easy.pop_ten"), split_statistics_key("human")
    (('computer-easy', 'pop_ten'), ('human', None))
    """
    opponent, separator, table = key.partition(_TABLE_SEPARATOR)
    return opponent, (table or None) if separator else None


class GameSession(QObject):
    """Everything about the game being played apart from the board itself.

    Signals: ``players_changed``; ``file_changed`` (path or modified flag);
    ``autosave_failed(str)`` with a readable reason (the game goes on); ``change_autosaved``
    after each change of the model's history (a move, an undo, a new game...) once the autosave
    holds it (or was tried: no autosave, a failed write): what a change is answered with may go
    out then. ``move_journaled(MoveEffect)`` for each move played, before the model's
    ``move_played`` (the views), once the autosave's journal holds the move (or was tried): a
    LAN host sends the move then.
    """

    players_changed = Signal()
    file_changed = Signal()
    autosave_failed = Signal(str)
    change_autosaved = Signal()
    move_journaled = Signal(object)
    #: A flush to the disk failed, from the flusher's thread (queued to ours).
    _flush_failed = Signal(str)

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
        #: The autosave on disk has been checked (readable, moved aside or absent) this run.
        self._autosave_checked = False
        #: Where an unreadable autosave was moved this run, if one was.
        self.moved_autosave: Path | None = None
        #: What was said about the autosave found at start (moved aside, or left alone).
        self.start_notes: list[str] = []
        #: Network details of a LAN game (saved with it), or None for a local game.
        self.network: dict[str, object] | None = None
        #: The journal, open for appending, once this run has written its header; None before,
        #: and after a failed write (the next move rewrites it whole).
        self._journal_fd: int | None = None
        #: The change under way is a move the journal holds (only the autosave file is left).
        self._move_in_journal = False
        #: ... but the journal cannot tell the moves to redo that are left (see _on_recorded).
        self._redo_unknown = False
        self._flush_failed.connect(self._report_flush_failure)
        self._flusher = DiskFlusher(
            lambda error: self._flush_failed.emit(error.strerror or str(error))
        )
        model.move_recorded.connect(self._on_move_recorded)
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
        """Start a new game (not tied to any file, nor to a network game: a host that starts
        one over the network, a rematch, gives it its network details again)."""
        self._path = None
        self.network = None
        self._modified = False
        self._counted = False
        self._created = SavedGame(Game()).created
        if players is not None:
            self._players = players
            self.players_changed.emit()
        self._model.new_game(rules)
        self.file_changed.emit()

    def restart(self) -> None:
        """The same table and players, from the start: a game from a set-up position starts
        again from that position, and is left out of the statistics as it was."""
        start = self._model.game.start
        self.start(self._model.rules)
        if start is not None:
            self._model.load(Game.from_setup(start))
            self.leave_out_of_statistics()

    def save(self, path: str | Path) -> None:
        """Save to ``path``; OSError if it cannot be written (nothing else changes then)."""
        target = Path(path)
        save(target, self.snapshot())
        remove_stale_temporaries(target)  # of earlier writes to it that were interrupted
        self._path = target
        self._modified = False
        self.file_changed.emit()

    def open(self, path: str | Path) -> tuple[LoadNote, ...]:
        """Open a saved game; :class:`SaveFileError` leaves the current game untouched. What
        the file had repaired, for the player to be told (see the module's docstring)."""
        from popout_desktop.savefile import load

        saved = load(path)
        self._adopt(saved)
        self._path = Path(path)
        self._modified = False
        self.file_changed.emit()
        return saved.notes

    def leave_out_of_statistics(self) -> None:
        """The game on screen, however it ends, is not counted (the lesson's prepared boards).
        A new game, a restart or a loaded file is counted again as usual."""
        self._counted = True

    def load_saved(self, saved: SavedGame) -> None:
        """Show ``saved`` (not tied to a file): e.g. a LAN game as its host sent it."""
        self._adopt(saved)
        self._path = None
        self._modified = False
        self.file_changed.emit()

    @property
    def autosave_path(self) -> Path | None:
        """The autosave file, or None if this run does not autosave."""
        return self._autosave

    def disable_autosave(self) -> None:
        """Stop autosaving (e.g. another copy of the game owns the data folder)."""
        self._autosave = None

    def restore_autosave(self) -> bool:
        """Bring back the autosaved game, if there is a readable one. True if restored.

        An autosave that cannot be read is moved aside first (see the module's docstring)."""
        saved = self._check_autosave()
        if saved is None:
            return False
        if saved.notes:
            self._tell_repairs(saved.notes)
        self._adopt(saved)
        self._path = None
        self._modified = False
        self.file_changed.emit()
        return True

    def _check_autosave(self) -> SavedGame | None:
        """Read the autosave once per run; move an unreadable one aside so it is never
        overwritten. The game it holds, or None."""
        if self._autosave_checked or self._autosave is None:
            return None
        self._autosave_checked = True
        target = self._autosave
        journal = self._read_journal()
        if not os.path.lexists(target):
            return journal  # the run ended between the journal's first header and the file
        from popout_desktop.savefile import load

        try:
            saved = load(target)
        except SaveFileError as error:
            reason = save_error_text(error)
        else:
            return journal if journal is not None and continues(journal, saved) else saved
        self._close_journal()
        with contextlib.suppress(OSError):
            os.unlink(journal_path(target))  # it followed a file that is not ours to overwrite
        aside = unreadable_name(target)
        try:
            os.replace(target, aside)
        except OSError as move_error:
            self._autosave = None
            self._start_note(
                self.tr(
                    "The autosaved game could not be restored (%1), nor moved aside (%2): "
                    "it is left as it is and this game will not be autosaved."
                )
                .replace("%1", reason)
                .replace("%2", move_error.strerror or str(move_error))
            )
            return None
        self.moved_autosave = aside
        self._start_note(
            self.tr(
                "The autosaved game could not be restored: %1. It was kept as %2; "
                "a new game starts."
            )
            .replace("%1", reason)
            .replace("%2", str(aside))
        )
        return None

    def _tell_repairs(self, notes: tuple[LoadNote, ...]) -> None:
        """Tell what the autosave being restored had repaired; keep a copy of it first if
        fields it holds are left out (none kept: this run does not autosave)."""
        texts = [load_note_text(note) for note in notes]
        if self._autosave is not None and any(note.kind == "unknown_fields" for note in notes):
            kept = unreadable_name(self._autosave, why="unknown-fields")
            try:
                shutil.copy2(self._autosave, kept)
            except OSError as error:
                self._autosave = None
                texts.append(
                    self.tr(
                        "No copy of the autosave as it was could be kept (%1): this game will "
                        "not be autosaved."
                    ).replace("%1", error.strerror or str(error))
                )
            else:
                texts.append(
                    self.tr("The autosave as it was is kept as %1.").replace("%1", str(kept))
                )
        self._start_note(self.tr("The autosaved game is back. %1").replace("%1", " ".join(texts)))

    def _start_note(self, text: str) -> None:
        self.start_notes.append(text)
        self.autosave_failed.emit(text)

    def _adopt(self, saved: SavedGame) -> None:
        self._players = saved.players
        self._created = saved.created  # empty: unknown, and written back without it
        # A finished game read from a file has been counted when it was played.
        self._counted = saved.game.result is not None or saved.decided is not None
        self.network = saved.network
        self.players_changed.emit()
        self._model.load(saved.game, redo=saved.redo, decided=saved.decided)

    # -- autosave and statistics -------------------------------------------------------------

    @Slot(object)
    def _on_move_recorded(self, effect: MoveEffect) -> None:
        """A move, before any view has it: one line appended to the journal, then
        ``move_journaled`` (a LAN host's answer goes out). The autosave file follows at
        ``history_changed``."""
        self._check_autosave()  # an unreadable autosave is moved aside, never overwritten
        if self._autosave is not None:
            # With moves to redo, the journal's reader cannot tell a redo from the same move
            # played by hand (which clears them): both files are written whole after it.
            self._redo_unknown = self._model.can_redo
            if self._journal_fd is None or not self._append(move_line(effect.ply, effect.move)):
                self._write_all()  # the journal whole, with this move, and the file
            self._move_in_journal = True
        self.move_journaled.emit(effect)

    def _append(self, line: bytes) -> bool:
        """``line`` appended to the journal with one ``write()``; False (the journal closed) if
        it could not be, whole."""
        assert self._journal_fd is not None
        try:
            written = os.write(self._journal_fd, line)
        except OSError:
            written = -1
        if written == len(line):
            return True
        self._close_journal()  # rewritten whole next: a torn line ends what a reader takes
        return False

    @Slot()
    def _on_changed(self) -> None:
        if not self._modified and (self._path is not None or self._model.game.ply):
            self._modified = True
            self.file_changed.emit()
        if self._move_in_journal and not self._redo_unknown:
            if self._autosave is not None:
                self._write_file()  # the journal holds the move already
        else:
            self.write_autosave()
        self._move_in_journal = self._redo_unknown = False
        self.change_autosaved.emit()

    def write_autosave(self) -> None:
        """Write the game to the autosave now: its journal rewritten (a header holding the
        whole game), then the autosave file (atomically); once this returns, both hold it,
        whatever happens to the program. Their flush to the disk follows on the flusher's
        thread. Any failure is reported."""
        self._check_autosave()  # an unreadable autosave is moved aside, never overwritten
        if self._autosave is not None:
            self._write_all()

    def _write_all(self) -> None:
        assert self._autosave is not None
        journal = journal_path(self._autosave)
        try:
            text = dumps(self.snapshot())
            self._close_journal()
            atomic_write_bytes(journal, header(text), durable=False)
            self._journal_fd = os.open(
                journal, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0)
            )
        except (OSError, ValueError, TypeError) as error:
            self._report_write_failure(error)
            self._close_journal()
            try:
                os.unlink(journal)  # never older than the file: gone, or no autosave at all
            except FileNotFoundError:
                pass
            except OSError as unlink_error:
                self._autosave = None
                self._report_write_failure(unlink_error)
                return
        self._write_file()

    def _write_file(self) -> None:
        """The autosave file, written whole (see the module)."""
        assert self._autosave is not None
        try:
            write_atomically(self._autosave, dumps(self.snapshot()), durable=False)
            self._flusher.request(self._autosave, journal_path(self._autosave))
        except (OSError, ValueError, TypeError) as error:
            self._report_write_failure(error)

    def _report_write_failure(self, error: Exception) -> None:
        # str(): text with no UTF-8 form, say
        reason = (error.strerror if isinstance(error, OSError) else None) or str(error)[:200]
        self.autosave_failed.emit(
            self.tr("The game could not be autosaved: %1").replace("%1", reason)
        )

    def _close_journal(self) -> None:
        if self._journal_fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._journal_fd)
            self._journal_fd = None

    def _read_journal(self) -> SavedGame | None:
        """The game the autosave's journal holds, or None (none, or its header unreadable)."""
        assert self._autosave is not None
        try:
            return read_journal(read_bounded(journal_path(self._autosave), MAX_JOURNAL_BYTES))
        except OSError:
            return None

    def wait_for_disk(self, timeout: float | None = None) -> bool:
        """Block until the autosaves written so far are flushed to the disk; False if
        ``timeout`` (seconds) ran out first."""
        return self._flusher.wait(timeout)

    @Slot(str)
    def _report_flush_failure(self, reason: str) -> None:
        self.autosave_failed.emit(
            self.tr("The game could not be autosaved: %1").replace("%1", reason)
        )

    @Slot(object)
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
        self._settings.record_result(statistics_key(opponent, self._model.rules), outcome)
