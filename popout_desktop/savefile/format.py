"""What a saved game holds, in memory and as JSON: the format's name, versions and limits,
:class:`SaveFileError`, :class:`PlayerInfo`, :class:`SavedGame` and its JSON object, and what a
player's name may be.

The file format is described in :mod:`popout_desktop.savefile`, the one module to import these
from; checking a file's fields is :mod:`popout_desktop.savefile.fields`, reading a file
:mod:`popout_desktop.savefile.read`. Pure Python.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from popout_desktop import __version__
from popout_desktop.rules import RULE_FIELDS, Game, Move, Result, Rules
from popout_desktop.rules.decision import MAX_GAME_MOVES
from popout_desktop.rules.frozen import FrozenValue
from popout_desktop.rules.outcome import RESULT_REASONS

if TYPE_CHECKING:
    from popout_desktop.savefile.load_note import LoadNote

__all__ = [
    "CLASSIC_FORMAT_VERSION",
    "EXCERPT_LENGTH",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "KNOWN_FIELDS",
    "MAX_FILE_BYTES",
    "MAX_JSON_ITEMS",
    "MAX_MESSAGE_PART",
    "MAX_MOVES",
    "MAX_NAME_LENGTH",
    "MAX_NETWORK_BYTES",
    "PLAYER_KINDS",
    "RESULT_REASONS",
    "START_FORMAT_VERSION",
    "VARIANT_FORMAT_VERSION",
    "VARIANT_RULE_FIELDS",
    "LoadNote",
    "PlayerInfo",
    "SaveFileError",
    "SavedGame",
    "clean_name",
    "format_version",
    "name_problem",
    "rules_json",
]

FORMAT_NAME: Final = "popout-game"
#: The newest format version read.
FORMAT_VERSION: Final = 3
#: The version written for the classic tables, which every Pop Out reads.
CLASSIC_FORMAT_VERSION: Final = 1
#: The version written for Pop 10 and Power Up games.
VARIANT_FORMAT_VERSION: Final = 2
#: The version written for a game that started from a set-up position (field ``start``).
START_FORMAT_VERSION: Final = 3
#: The settings added with Pop 10 and Power Up: written only when one of them is not at its
#: default, so classic tables are saved exactly as before.
VARIANT_RULE_FIELDS: Final = ("pop_ten", "target", "power_up")
#: The largest file read (4 MiB): a real saved game is a few kilobytes.
MAX_FILE_BYTES: Final = 4 * 1024 * 1024
#: The most moves a saved game holds, the moves to redo included: the most a game may have
#: (:data:`~popout_desktop.rules.decision.MAX_GAME_MOVES`; one that reaches it is drawn), far
#: more than any game played (a full 16x12 board is 192 drops), and few enough that the
#: largest file loads in a small fraction of a second. Counted before any move is replayed.
MAX_MOVES: Final = MAX_GAME_MOVES
#: The most items (arrays, objects and the values in them) a file may hold; a real saved game
#: has about 30. Counted before parsing, so that megabytes of ``[]`` never take long to read.
MAX_JSON_ITEMS: Final = 20_000
#: The longest player name, in characters (the game's own name fields take 40).
MAX_NAME_LENGTH: Final = 200
#: The largest ``network`` details, in bytes of UTF-8 JSON (the game writes about 200).
MAX_NETWORK_BYTES: Final = 64 * 1024
#: The longest excerpt of a bad value that an error message quotes, in characters.
EXCERPT_LENGTH: Final = 40
#: The longest part of an error message taken from elsewhere (the rules' reasons).
MAX_MESSAGE_PART: Final = 200
PLAYER_KINDS: Final = ("human", "computer", "remote")
#: The fields this version knows, by the object they are in (``""``: the file's own object,
#: ``"players"``: a player's, ``"result"``: the result's). Another field is left out with a
#: :class:`LoadNote`; ``"rules"`` holds only :data:`~popout_desktop.rules.RULE_FIELDS` (another
#: table setting is refused: the moves may mean something else on that table).
KNOWN_FIELDS: Final = {
    "": (
        "format",
        "version",
        "app",
        "rules",
        "start",
        "moves",
        "redo",
        "players",
        "result",
        "created",
        "saved",
        "network",
    ),
    "players": ("name", "kind", "level"),
    "result": ("winner", "reason"),
}
# What a name may not hold: C0 and C1 controls (tab, newline, NUL...), DEL, the line and
# paragraph separators, and lone surrogates. A fixed list: the same on every Python. The
# patterns' texts: ``re`` compiles them at their first use and keeps them (its cache), so a start
# that checks no name does not compile them before its first frame (issue 33 point 4).
_NOT_IN_NAMES = "[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]"
_CONTROLS = "[\x00-\x1f\x7f-\x9f\u2028\u2029]"


class SaveFileError(ValueError):
    """A saved game that cannot be read; the message says what is wrong with it.

    ``kind`` names the problem for programs and translations; ``details`` holds the values the
    message mentions:

    * ``"too_large"``: more than :data:`MAX_FILE_BYTES` bytes, or more than
      :data:`MAX_JSON_ITEMS` items (arrays, objects and the values in them).
    * ``"not_text"``: not UTF-8. ``"empty"``: nothing but white space.
    * ``"truncated"``: the JSON ends too early.
    * ``"corrupt"``: not JSON; details: the line and the column.
    * ``"too_deep"``: lists and objects nest more than :data:`MAX_DEPTH` deep; details: the limit.
    * ``"number"``: a number longer than :data:`MAX_NUMBER_LENGTH` characters, out of range
      (``1e400``) or not a number (``NaN``, ``Infinity``); details: an excerpt of it.
    * ``"duplicate"``: an object names the same field twice; details: an excerpt of its name.
    * ``"not_popout"``: JSON, but not a Pop Out saved game.
    * ``"newer"``: a newer format version; details: that version and the newest one read.
    * ``"too_many_moves"``: more than :data:`MAX_MOVES` moves (redo included); details: the limit.
    * ``"illegal"``: a move the rules do not allow, or a start position no game can go on from;
      details: the rules' message.
    * ``"result"``: the stored result does not match the moves.
    * ``"damaged"``: any other field missing, of the wrong type or with an impossible value (a
      name with a control character, an unknown level, a bad timestamp...); the message says
      which.
    * reading a path: ``"missing"``, ``"folder"``, ``"not_regular"`` (a FIFO, a device or a
      socket, or a symlink to one), ``"permission"``, ``"unreadable"`` (details: the system's
      reason).

    A message quotes at most :data:`EXCERPT_LENGTH` characters of a bad value.
    """

    def __init__(self, message: str, kind: str = "damaged", *details: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.details = details


def __getattr__(name: str) -> object:
    """:class:`LoadNote` lives in :mod:`popout_desktop.savefile.load_note`, loaded with the first
    file read (the reader makes the notes), not with the format at every start (issue 33 point
    4)."""
    if name == "LoadNote":
        from popout_desktop.savefile.load_note import LoadNote

        return LoadNote
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class PlayerInfo(FrozenValue):
    """Who played a colour: a name ("" for no name given: the views show the colour, in the
    theme and language of the moment), a kind and, for the computer, its level.

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    __slots__ = ("kind", "level", "name")

    name: Final[str]
    kind: Final[str]
    level: Final[str | None]

    def __init__(
        self,
        name: str,
        kind: str = "human",
        level: str | None = None,
    ) -> None:
        self.name = name
        self.kind = kind
        self.level = level

    def _fields(self) -> tuple[object, ...]:
        return (self.name, self.kind, self.level)

    def __repr__(self) -> str:
        return f"PlayerInfo(name={self.name!r}, kind={self.kind!r}, level={self.level!r})"

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this player."""
        data: dict[str, Any] = {"name": clean_name(self.name), "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


def rules_json(rules: Rules) -> dict[str, Any]:
    """The ``rules`` object of a saved game: the six classic settings, and the three of the
    variants when any of them is not at its default."""
    fields: Mapping[str, object] = rules.fields()
    defaults: Mapping[str, object] = Rules().fields()
    names: tuple[str, ...] = RULE_FIELDS
    if all(fields[name] == defaults[name] for name in VARIANT_RULE_FIELDS):
        names = tuple(name for name in RULE_FIELDS if name not in VARIANT_RULE_FIELDS)
    return {name: fields[name] for name in names}


def format_version(game: Game) -> int:
    """The format version a saved ``game`` is written as: the lowest that can hold it."""
    if game.start is not None:
        return START_FORMAT_VERSION
    return VARIANT_FORMAT_VERSION if game.rules.is_variant else CLASSIC_FORMAT_VERSION


def _now() -> str:
    """The time now in UTC, as ``datetime.now(UTC).isoformat(timespec="seconds")`` writes it
    (``2026-11-29T13:10:00+00:00``), without importing :mod:`datetime` at start: a new game is
    stamped before the first frame (issue 33 point 4)."""
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime())


class SavedGame:
    """A game with what is needed to resume it: the game, redo moves, players, timestamps.

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    __slots__ = ("created", "decided", "game", "network", "notes", "players", "redo", "saved")

    game: Game
    players: tuple[PlayerInfo, PlayerInfo]
    redo: list[Move]
    created: str
    saved: str
    #: A resignation or agreed draw that ended the game (the moves alone do not show it).
    decided: Result | None
    #: Network details (host address, resume tokens) of a LAN game, stored as given.
    network: dict[str, Any] | None
    #: What reading the file repaired, for the player to be told (never written).
    notes: tuple[LoadNote, ...]

    def __init__(
        self,
        game: Game,
        players: tuple[PlayerInfo, PlayerInfo] = (PlayerInfo(""), PlayerInfo("")),
        redo: list[Move] | None = None,
        created: str | None = None,
        saved: str = "",
        decided: Result | None = None,
        network: dict[str, Any] | None = None,
        notes: tuple[LoadNote, ...] = (),
    ) -> None:
        self.game = game
        self.players = players
        self.redo = [] if redo is None else redo
        self.created = _now() if created is None else created
        self.saved = saved
        self.decided = decided
        self.network = network
        self.notes = notes

    def _fields(self) -> tuple[object, ...]:
        # The notes are left out: they say how the file was read, not what it holds.
        return (
            self.game,
            self.players,
            self.redo,
            self.created,
            self.saved,
            self.decided,
            self.network,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SavedGame):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # changed in place: not hashable

    def __repr__(self) -> str:
        return (
            f"SavedGame({self.game!r}, players={self.players!r}, redo={self.redo!r}, "
            f"created={self.created!r}, saved={self.saved!r}, decided={self.decided!r})"
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this saved game (``saved`` set to now)."""
        rules = self.game.rules
        result = self.game.result or self.decided
        start = self.game.start
        data: dict[str, Any] = {
            "format": FORMAT_NAME,
            "version": format_version(self.game),
            "app": f"popout-desktop {__version__}",
            "rules": rules_json(rules),
        }
        if start is not None:
            from popout_desktop.savefile.position_code import encode_position

            data["start"] = encode_position(start)
        data |= {
            "moves": self.game.notation(),
            "redo": " ".join(map(str, self.redo)),
            "players": [p.to_json() for p in self.players],
            "result": None
            if result is None
            else {"winner": result.winner, "reason": str(result.reason)},
        }
        if self.created:  # empty: unknown, as a file without it says
            data["created"] = self.created
        data["saved"] = _now()
        if self.network is not None:
            data["network"] = self.network
        return data


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name in a saved game (None if it can): longer than
    :data:`MAX_NAME_LENGTH`, or holding a control character (tabs, line breaks and NUL
    included), a line or paragraph separator or a lone surrogate (text with no UTF-8 form)."""
    if len(name) > MAX_NAME_LENGTH:
        return f"it is longer than {MAX_NAME_LENGTH} characters"
    bad = re.search(_NOT_IN_NAMES, name)
    if bad is None:
        return None
    char = bad.group()
    if "\ud800" <= char <= "\udfff":
        what = "a lone surrogate"
    elif char in "\u2028\u2029":
        what = "a line separator"
    else:
        what = "a control character"
    return f"it holds {what} (U+{ord(char):04X})"


def clean_name(name: str) -> str:
    """``name`` made fit for a saved game: control characters and line breaks become spaces,
    and it is cut to :data:`MAX_NAME_LENGTH` characters. The writer uses it, so a file written
    can always be read back. A lone surrogate is left as it is: text with no UTF-8 form makes
    the write fail before the disk is touched (:func:`~popout_desktop.safe_io.files.atomic_write`),
    and
    the program reports it, rather than saving a name silently changed."""
    if name_problem(name) is None:
        return name
    return re.sub(_CONTROLS, " ", name)[:MAX_NAME_LENGTH]
