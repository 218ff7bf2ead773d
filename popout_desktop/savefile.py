"""Saved games: the ``.popout`` file format (JSON), read and written safely. Pure Python.

A saved game is a UTF-8 JSON object::

    {
      "format": "popout-game",          # always this
      "version": 1,                     # 2 for Pop 10 and Power Up; read up to FORMAT_VERSION
      "app": "popout-desktop 0.1.0",    # what wrote it (informative)
      "rules": {"columns": 7, "rows": 6, "connect": 4, "pop_out": true,
                "side_columns": false, "repetition_draw": false},
      "moves": "d4 d4 p4",              # the moves in notation, in order
      "redo": "d3",                     # optional: moves taken back that redo would replay
      "players": [{"name": "Ann", "kind": "human"},
                  {"name": "Computer", "kind": "computer", "level": "medium"}],
      "result": null,                   # or {"winner": 1 | 2 | null, "reason": "line" | ...}
      "created": "2026-11-29T13:10:00+00:00",
      "saved": "2026-11-29T13:20:00+00:00"
    }

The variants add three table settings, ``"pop_ten"``, ``"target"`` and ``"power_up"``: they are
written when any of them differs from its default (a Pop 10 or Power Up table), and a missing one
takes its default, so files of the classic tables are exactly what they always were. Moves then
use the whole notation of :class:`~popout_desktop.rules.Move` (``a``, ``b``, ``w``, ``x`` for the
power checkers, ``--`` for a pass; a turn's follow-up steps are ordinary ``d``/``p`` moves), and a
Pop 10 game may end with the reason ``"target"``. A Pop 10 or Power Up game is written as
version 2, so a Pop Out that predates them says "please update" instead of misreading it; the
classic tables are still written as version 1.

Reading checks, in order: size (at most :data:`MAX_FILE_BYTES`; :func:`load` reads only a regular
file, never a FIFO or a device), UTF-8, nesting (at most :data:`MAX_DEPTH` levels), the length
of numbers and the number of items (at most :data:`MAX_JSON_ITEMS`), all three measured before
parsing, JSON (numbers of at most :data:`MAX_NUMBER_LENGTH` characters and finite, no
``NaN``; no field twice in one object), the format name, the version (which must match the
table: 1 for the classic tables, 2 for Pop 10 and Power Up), every field's type and value, the
number of moves (at most :data:`MAX_MOVES`, redo included, counted before any is replayed), then
replays every move with :mod:`popout_desktop.rules`; the stored result must agree with the
replay. The fields written back must survive a save: a player's name is text of at most
:data:`MAX_NAME_LENGTH` characters without control characters (tab, newline, NUL...), line
separators or lone surrogates; ``created`` and ``saved`` are ISO 8601 timestamps (or absent, or
empty as older versions wrote them: unknown); ``network`` is an object of at most
:data:`MAX_NETWORK_BYTES` bytes whose text has a UTF-8 form. ``app`` must be text (it is not
written back). A computer's ``level`` is one of :data:`~popout_desktop.engine.levels.LEVELS`
(none: the computer plays at medium); any other player with a level is refused. Any problem
raises :class:`SaveFileError` with a message naming it (quoting at most
:data:`EXCERPT_LENGTH` characters of a bad value), and nothing is changed. So every file
:func:`loads` accepts, :func:`dumps` writes back and :func:`loads` reads as the same game; the
largest accepted file loads in a small fraction of a second.

Writing is atomic: a temporary file in the same folder, flushed to disk, then renamed over the
target, so a crash never leaves half a file. Names are written through :func:`clean_name`, so a
file written can always be read back; text with no UTF-8 form (a lone surrogate) makes
:func:`save` raise :class:`UnicodeEncodeError` before anything is written.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from popout_desktop import __version__, jsonlimits
from popout_desktop.engine.levels import LEVELS
from popout_desktop.files import FileTooLarge, NotARegularFile, atomic_write, read_bounded
from popout_desktop.jsonlimits import MAX_DEPTH, MAX_NUMBER_LENGTH
from popout_desktop.rules import RULE_FIELDS, Game, Move, Reason, Rules
from popout_desktop.rules.decision import MAX_GAME_MOVES, Decided, Decision

__all__ = [
    "CLASSIC_FORMAT_VERSION",
    "EXCERPT_LENGTH",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "LEVELS",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_JSON_ITEMS",
    "MAX_MOVES",
    "MAX_NAME_LENGTH",
    "MAX_NETWORK_BYTES",
    "MAX_NUMBER_LENGTH",
    "RESULT_REASONS",
    "RULE_FIELDS",
    "PlayerInfo",
    "SaveFileError",
    "SavedGame",
    "atomic_write",
    "clean_name",
    "dumps",
    "load",
    "loads",
    "name_problem",
    "rules_json",
    "save",
]

FORMAT_NAME: Final = "popout-game"
#: The newest format version this module reads (and writes for Pop 10 and Power Up games).
FORMAT_VERSION: Final = 2
#: The version written for the classic tables, which every Pop Out reads.
CLASSIC_FORMAT_VERSION: Final = 1
#: The settings added with Pop 10 and Power Up: written only when one of them is not at its
#: default, so classic tables are saved exactly as before.
VARIANT_RULE_FIELDS: Final = ("pop_ten", "target", "power_up")
_INT_RULE_FIELDS: Final = ("columns", "rows", "connect", "target")
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
#: The reasons a stored result may give: the rules' own, then the two the moves cannot show.
RESULT_REASONS: Final = (*(str(reason) for reason in Reason), *(str(d) for d in Decision))
_DECISIONS: Final = frozenset(str(d) for d in Decision)
# Longer than any move in notation (the longest is "d18"): no need to parse it.
_LONGEST_MOVE: Final = 8
# What a name may not hold: C0 and C1 controls (tab, newline, NUL...), DEL, the line and
# paragraph separators, and lone surrogates. A fixed list: the same on every Python.
_NOT_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
# ISO 8601 as datetime.isoformat writes it, seconds and fraction optional, a zone (Z or
# +hh:mm, seconds allowed) optional; datetime.fromisoformat then checks the values (no 30
# February). The form is checked first so that every Python accepts the same timestamps.
_TIMESTAMP = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,6})?)?"
    r"(?:Z|[+-][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,6})?)?)?"
)


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
    * ``"illegal"``: a move the rules do not allow; details: the rules' message.
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


@dataclass(frozen=True)
class PlayerInfo:
    """Who played a colour: a name, a kind and, for the computer, its level."""

    name: str
    kind: str = "human"
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this player."""
        data: dict[str, Any] = {"name": clean_name(self.name), "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


def rules_json(rules: Rules) -> dict[str, Any]:
    """The ``rules`` object of a saved game: the six classic settings, and the three of the
    variants when any of them is not at its default."""
    defaults = Rules()
    names: tuple[str, ...] = RULE_FIELDS
    if all(getattr(rules, name) == getattr(defaults, name) for name in VARIANT_RULE_FIELDS):
        names = tuple(name for name in RULE_FIELDS if name not in VARIANT_RULE_FIELDS)
    return {name: getattr(rules, name) for name in names}


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class SavedGame:
    """A game with what is needed to resume it: the game, redo moves, players, timestamps."""

    game: Game
    players: tuple[PlayerInfo, PlayerInfo] = (PlayerInfo(""), PlayerInfo(""))
    redo: list[Move] = field(default_factory=list)
    created: str = field(default_factory=_now)
    saved: str = ""
    #: A resignation or agreed draw that ended the game (the moves alone do not show it).
    decided: Decided | None = None
    #: Network details (host address, resume tokens) of a LAN game, stored as given.
    network: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this saved game (``saved`` set to now)."""
        rules = self.game.rules
        result = self.game.result or self.decided
        data: dict[str, Any] = {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION if rules.is_variant else CLASSIC_FORMAT_VERSION,
            "app": f"popout-desktop {__version__}",
            "rules": rules_json(rules),
            "moves": self.game.notation(),
            "redo": " ".join(map(str, self.redo)),
            "players": [p.to_json() for p in self.players],
            "result": None
            if result is None
            else {"winner": result.winner, "reason": str(result.reason)},
            "created": self.created,
            "saved": _now(),
        }
        if self.network is not None:
            data["network"] = self.network
        return data


def dumps(saved: SavedGame) -> str:
    """The file's text."""
    return json.dumps(saved.to_json(), indent=2, ensure_ascii=False) + "\n"


def _excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``value`` as a message quotes it: its repr, cut to ``limit`` characters with an ellipsis."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]  # never repr a megabyte to throw most of it away
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in data:
        raise SaveFileError(f"the file has no {what} (field '{key}')")
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise SaveFileError(f"the {what} (field '{key}') has the wrong type")
    if not isinstance(value, kind):
        raise SaveFileError(f"the {what} (field '{key}') has the wrong type")
    return value


def _read_version(data: dict[str, Any]) -> int:
    version: int = _require(data, "version", int, "format version")
    if version > FORMAT_VERSION:
        raise SaveFileError(
            f"the file was written by a newer Pop Out (format version {version}; "
            f"this version reads up to {FORMAT_VERSION}): please update",
            "newer",
            version,
            FORMAT_VERSION,
        )
    if version < 1:
        raise SaveFileError(f"the format version {version} is not valid")
    return version


def _read_rules(data: dict[str, Any], version: int) -> Rules:
    raw = _require(data, "rules", dict, "table settings")
    defaults = Rules()
    values: dict[str, Any] = {}
    for name in RULE_FIELDS:
        value = raw.get(name, getattr(defaults, name))
        if name in _INT_RULE_FIELDS:
            if isinstance(value, bool) or not isinstance(value, int):
                raise SaveFileError(f"the table setting '{name}' is not a whole number")
        elif not isinstance(value, bool):
            raise SaveFileError(f"the table setting '{name}' is not true or false")
        values[name] = value
    try:
        rules = Rules(**values)
    except ValueError as error:
        raise SaveFileError(f"the table settings are impossible: {_cut(str(error))}") from None
    # The writer writes version 2 exactly for Pop 10 and Power Up: anything else is damaged.
    expected = FORMAT_VERSION if rules.is_variant else CLASSIC_FORMAT_VERSION
    if version != expected:
        table = "a Pop 10 or Power Up table" if rules.is_variant else "a classic table"
        raise SaveFileError(
            f"the format version {version} does not match the table: {table} is saved as "
            f"version {expected}"
        )
    return rules


def _cut(text: str, limit: int = MAX_MESSAGE_PART) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name in a saved game (None if it can): longer than
    :data:`MAX_NAME_LENGTH`, or holding a control character (tabs, line breaks and NUL
    included), a line or paragraph separator or a lone surrogate (text with no UTF-8 form)."""
    if len(name) > MAX_NAME_LENGTH:
        return f"it is longer than {MAX_NAME_LENGTH} characters"
    bad = _NOT_IN_NAMES.search(name)
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
    the write fail before the disk is touched (:func:`~popout_desktop.files.atomic_write`), and
    the program reports it, rather than saving a name silently changed."""
    if name_problem(name) is None:
        return name
    return _CONTROLS.sub(" ", name)[:MAX_NAME_LENGTH]


def _read_players(data: dict[str, Any]) -> tuple[PlayerInfo, PlayerInfo]:
    raw = data.get("players", [{"name": ""}, {"name": ""}])
    if not isinstance(raw, list) or len(raw) != 2:
        raise SaveFileError("the players (field 'players') must be a list of two")
    players = []
    for index, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            raise SaveFileError(f"player {index} is not an object")
        name = item.get("name", "")
        kind = item.get("kind", "human")
        level = item.get("level")
        if not isinstance(name, str):
            raise SaveFileError(f"player {index}'s name is not text")
        problem = name_problem(name)
        if problem is not None:
            raise SaveFileError(f"player {index}'s name is not valid: {problem}")
        if not isinstance(kind, str) or kind not in PLAYER_KINDS:
            raise SaveFileError(
                f"player {index}'s kind {_excerpt(kind)} is unknown "
                f"(the kinds are {', '.join(PLAYER_KINDS)})"
            )
        if level is not None:
            if kind != "computer":
                raise SaveFileError(f"player {index} is {kind}, not the computer: it has no level")
            if not isinstance(level, str) or level not in LEVELS:
                raise SaveFileError(
                    f"player {index}'s level {_excerpt(level)} is unknown "
                    f"(the levels are {', '.join(LEVELS)})"
                )
        players.append(PlayerInfo(name, kind, level))
    return players[0], players[1]


def _read_timestamp(data: dict[str, Any], key: str) -> str:
    """An ISO 8601 timestamp as stored, or "" if the file has none (or an empty one)."""
    value = data.get(key, "")
    if not isinstance(value, str):
        raise SaveFileError(f"the time (field '{key}') is not text")
    if value and (_TIMESTAMP.fullmatch(value) is None or not _valid_time(value)):
        raise SaveFileError(
            f"the time (field '{key}') {_excerpt(value)} is not an ISO 8601 timestamp "
            "such as 2026-11-29T13:10:00+00:00"
        )
    return value


def _valid_time(value: str) -> bool:
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _read_network(data: dict[str, Any]) -> dict[str, Any] | None:
    network = data.get("network")
    if network is None:
        return None
    if not isinstance(network, dict):
        raise SaveFileError("the network details (field 'network') have the wrong type")
    try:  # stored as given and written back: it must have a UTF-8 form
        size = len(json.dumps(network, ensure_ascii=False).encode("utf-8"))
    except UnicodeEncodeError:
        raise SaveFileError(
            "the network details (field 'network') hold text that is not valid Unicode "
            "(a lone surrogate)"
        ) from None
    if size > MAX_NETWORK_BYTES:
        raise SaveFileError(
            f"the network details (field 'network') are too large (more than "
            f"{MAX_NETWORK_BYTES} bytes)"
        )
    return network


def _read_result(data: dict[str, Any]) -> tuple[int | None, str] | None:
    stored = data.get("result")
    if stored is None:
        return None
    if not isinstance(stored, dict):
        raise SaveFileError("the result (field 'result') has the wrong type")
    if "winner" not in stored or "reason" not in stored:
        raise SaveFileError("the result (field 'result') needs a 'winner' and a 'reason'")
    winner, reason = stored["winner"], stored["reason"]
    if winner is not None and (type(winner) is not int or winner not in (1, 2)):
        raise SaveFileError(
            f"the result's winner {_excerpt(winner)} is not 1, 2 or null (no winner)"
        )
    if not isinstance(reason, str) or reason not in RESULT_REASONS:
        raise SaveFileError(
            f"the result's reason {_excerpt(reason)} is unknown "
            f"(the reasons are {', '.join(RESULT_REASONS)})"
        )
    return winner, reason


def _tokens(text: str, before: int) -> list[str]:
    """The moves of ``text`` (``before`` moves already counted); SaveFileError past MAX_MOVES,
    found without splitting more of the text than the limit allows."""
    room = MAX_MOVES - before
    tokens = text.split(None, room)
    # With ``room`` splits, a last part beyond ``room`` is the rest of the text: more moves.
    if len(tokens) > room:
        raise SaveFileError(
            f"the game is too long: it has more than {MAX_MOVES} moves (with the moves to redo)",
            "too_many_moves",
            MAX_MOVES,
        )
    return tokens


def _replay(game: Game, tokens: list[str], what: str, first: int) -> None:
    """Play ``tokens`` on ``game``, the first one as move number ``first``."""
    for number, token in enumerate(tokens, start=first):
        if len(token) > _LONGEST_MOVE:
            raise SaveFileError(
                f"the {what} cannot be read: move {number} {_excerpt(token)} is not a move"
            )
        try:
            move = Move.parse(token)
        except ValueError as error:
            raise SaveFileError(f"the {what} cannot be read: {_cut(str(error))}") from None
        problem = game.why_illegal(move)
        if problem is not None:
            text = _cut(f"move {number} ({token}) is illegal: {problem}")
            raise SaveFileError(f"the {what} are not legal: {text}", "illegal", text)
        game.play(move)


def _parse(text: str | bytes) -> Any:
    """The JSON value of a file's text, within the limits; SaveFileError naming the problem."""
    if isinstance(text, bytes):
        if len(text) > MAX_FILE_BYTES:
            raise SaveFileError("the file is too large to be a saved game", "too_large")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError(
                "the file is not text (not UTF-8): not a saved game", "not_text"
            ) from None
    if len(text) > MAX_FILE_BYTES:
        raise SaveFileError("the file is too large to be a saved game", "too_large")
    if not text.strip():
        raise SaveFileError("the file is empty", "empty")
    try:
        return jsonlimits.loads(text, max_items=MAX_JSON_ITEMS, unique_keys=True)
    except jsonlimits.TooDeep:
        raise SaveFileError(
            f"the file is damaged: its lists and objects nest more than {MAX_DEPTH} deep",
            "too_deep",
            MAX_DEPTH,
        ) from None
    except jsonlimits.BadNumber as error:
        raise SaveFileError(
            f"the file is damaged: it holds the number {_excerpt(error.text)}, which is too "
            f"long (more than {MAX_NUMBER_LENGTH} characters), out of range or not a number",
            "number",
            _excerpt(error.text),
        ) from None
    except jsonlimits.TooManyItems:
        raise SaveFileError(
            f"the file is too large to be a saved game (more than {MAX_JSON_ITEMS} items)",
            "too_large",
        ) from None
    except jsonlimits.DuplicateKey as error:
        raise SaveFileError(
            f"the file is damaged: the field {_excerpt(error.key)} appears twice in one object",
            "duplicate",
            _excerpt(error.key),
        ) from None
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()) - 1 or error.msg.startswith("Unterminated string"):
            raise SaveFileError(
                "the file is truncated: it ends in the middle of the game", "truncated"
            ) from None
        raise SaveFileError(
            f"the file is corrupt: not valid JSON at line {error.lineno}, column {error.colno}",
            "corrupt",
            error.lineno,
            error.colno,
        ) from None


def loads(text: str | bytes) -> SavedGame:
    """Read a saved game from its text; :class:`SaveFileError` naming any problem."""
    data = _parse(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise SaveFileError(
            "this is not a Pop Out saved game (the format name is missing)", "not_popout"
        )
    version = _read_version(data)
    rules = _read_rules(data, version)
    moves = _require(data, "moves", str, "move list")
    redo_text = data.get("redo", "")
    if not isinstance(redo_text, str):
        raise SaveFileError("the moves to redo (field 'redo') have the wrong type")
    if "app" in data and not isinstance(data["app"], str):
        raise SaveFileError("the program that wrote the file (field 'app') is not text")
    players = _read_players(data)
    created = _read_timestamp(data, "created")
    saved_at = _read_timestamp(data, "saved")
    network = _read_network(data)
    stored = _read_result(data)
    # Count before replaying anything: a huge file is refused at once.
    played = _tokens(moves, 0)
    to_redo = _tokens(redo_text, len(played))
    game = Game(rules)
    _replay(game, played, "moves", 1)
    redo: list[Move] = []
    if to_redo:
        after = game.copy()
        _replay(after, to_redo, "moves to redo", len(played) + 1)
        redo = after.moves[game.ply :]
    decided: Decided | None = None
    replayed = game.result
    if stored is not None:
        winner, reason = stored
        if replayed is None and reason in _DECISIONS:
            decided = _decided_result(winner, reason)
            if (decided.reason == Decision.LENGTH) != (game.ply >= MAX_MOVES):
                raise SaveFileError("the stored result does not match the moves", "result")
        elif replayed is None or winner != replayed.winner or reason != replayed.reason:
            raise SaveFileError("the stored result does not match the moves", "result")
    elif replayed is not None:
        raise SaveFileError(
            "the stored result does not match the moves (the game is over)", "result"
        )
    return SavedGame(
        game=game,
        players=players,
        redo=redo,
        created=created,
        saved=saved_at,
        decided=decided,
        network=network,
    )


def _decided_result(winner: int | None, reason: str) -> Decided:
    try:
        return Decided(winner, Decision(reason))
    except ValueError as error:
        raise SaveFileError(f"the stored result is impossible: {error}") from None


def load(path: str | os.PathLike[str]) -> SavedGame:
    """Read a saved game file; :class:`SaveFileError` for a file that cannot be read.

    Only a regular file is read (a FIFO, a device or a symlink to one is refused without
    reading, so it never blocks), and at most :data:`MAX_FILE_BYTES` + 1 bytes of it."""
    target = Path(path)
    try:
        data = read_bounded(target, MAX_FILE_BYTES)
    except FileTooLarge:
        raise SaveFileError("the file is too large to be a saved game", "too_large") from None
    except FileNotFoundError:
        raise SaveFileError(f"the file {target} does not exist", "missing") from None
    except (NotARegularFile, IsADirectoryError) as error:
        raise _not_regular(target, error) from None
    except PermissionError:
        raise SaveFileError(
            f"the file {target} cannot be read (permission denied)", "permission"
        ) from None
    except OSError as error:
        if _exists_but_not_regular(target):  # e.g. a socket, which cannot even be opened
            raise _not_regular(target, error) from None
        reason = error.strerror or str(error)
        raise SaveFileError(
            f"the file {target} cannot be read: {reason}", "unreadable", reason
        ) from None
    return loads(data)


def _exists_but_not_regular(target: Path) -> bool:
    try:
        return not stat.S_ISREG(os.stat(target).st_mode)
    except (OSError, ValueError):
        return False


def _not_regular(target: Path, error: OSError) -> SaveFileError:
    try:
        folder = stat.S_ISDIR(os.stat(target).st_mode)
    except (OSError, ValueError):
        folder = isinstance(error, IsADirectoryError)
    if folder:
        return SaveFileError(f"{target} is a folder, not a saved game", "folder")
    return SaveFileError(
        f"{target} is not a regular file: a device, a pipe or a socket, not a saved game",
        "not_regular",
    )


def save(path: str | os.PathLike[str], saved: SavedGame) -> None:
    """Write a saved game file atomically; OSError if the folder cannot be written."""
    text = dumps(saved)
    atomic_write(path, text)
    saved.saved = json.loads(text)["saved"]
