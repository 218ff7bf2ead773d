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

Reading checks, in order: size, UTF-8, JSON, the format name, the version, every field's type,
the rules, then replays every move with :mod:`popout_desktop.rules`; the stored result must
agree with the replay. Any problem raises :class:`SaveFileError` with a message naming it, and
nothing is changed. Writing is atomic: a temporary file in the same folder, flushed to disk,
then renamed over the target, so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from popout_desktop import __version__
from popout_desktop.files import atomic_write
from popout_desktop.rules import RULE_FIELDS, Game, IllegalMove, Move, Rules
from popout_desktop.rules.decision import Decided, Decision

__all__ = [
    "CLASSIC_FORMAT_VERSION",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_FILE_BYTES",
    "RULE_FIELDS",
    "PlayerInfo",
    "SaveFileError",
    "SavedGame",
    "atomic_write",
    "dumps",
    "load",
    "loads",
    "rules_json",
    "save",
]

FORMAT_NAME = "popout-game"
#: The newest format version this module reads (and writes for Pop 10 and Power Up games).
FORMAT_VERSION = 2
#: The version written for the classic tables, which every Pop Out reads.
CLASSIC_FORMAT_VERSION = 1
#: The settings added with Pop 10 and Power Up: written only when one of them is not at its
#: default, so classic tables are saved exactly as before.
VARIANT_RULE_FIELDS = ("pop_ten", "target", "power_up")
_INT_RULE_FIELDS = ("columns", "rows", "connect", "target")
MAX_FILE_BYTES = 4 * 1024 * 1024
PLAYER_KINDS = ("human", "computer", "remote")


class SaveFileError(ValueError):
    """A saved game that cannot be read; the message says what is wrong with it.

    ``kind`` names the problem for programs and translations: "too_large", "not_text",
    "empty", "truncated", "corrupt", "not_popout", "newer", "damaged", "illegal", "result",
    "missing", "folder", "permission", "unreadable"; ``details`` holds the values the message
    mentions (a version, a line number, the damaged part).
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
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
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


def _require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in data:
        raise SaveFileError(f"the file has no {what} (field '{key}')")
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise SaveFileError(f"the {what} (field '{key}') has the wrong type")
    if not isinstance(value, kind):
        raise SaveFileError(f"the {what} (field '{key}') has the wrong type")
    return value


def _read_rules(data: dict[str, Any]) -> Rules:
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
        return Rules(**values)
    except ValueError as error:
        raise SaveFileError(f"the table settings are impossible: {error}") from None


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
        if not isinstance(name, str) or len(name) > 200:
            raise SaveFileError(f"player {index}'s name is not valid text")
        if kind not in PLAYER_KINDS:
            raise SaveFileError(f"player {index}'s kind {kind!r} is unknown")
        if level is not None and not isinstance(level, str):
            raise SaveFileError(f"player {index}'s level is not text")
        players.append(PlayerInfo(name, kind, level))
    return players[0], players[1]


def _replay(text: str, rules: Rules, what: str) -> Game:
    try:
        return Game.from_notation(text, rules)
    except IllegalMove as error:
        raise SaveFileError(f"the {what} are not legal: {error}", "illegal", str(error)) from None
    except ValueError as error:
        raise SaveFileError(f"the {what} cannot be read: {error}") from None


def loads(text: str | bytes) -> SavedGame:
    """Read a saved game from its text; :class:`SaveFileError` naming any problem."""
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
        data = json.loads(text)
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
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise SaveFileError(
            "this is not a Pop Out saved game (the format name is missing)", "not_popout"
        )
    version = _require(data, "version", int, "format version")
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
    rules = _read_rules(data)
    moves = _require(data, "moves", str, "move list")
    game = _replay(moves, rules, "moves")
    redo_text = data.get("redo", "")
    if not isinstance(redo_text, str):
        raise SaveFileError("the moves to redo (field 'redo') have the wrong type")
    redo: list[Move] = []
    if redo_text.strip():
        after = _replay(f"{moves} {redo_text}", rules, "moves to redo")
        redo = after.moves[game.ply :]
    stored = data.get("result")
    decided: Decided | None = None
    if stored is not None:
        if not isinstance(stored, dict):
            raise SaveFileError("the result (field 'result') has the wrong type")
        replayed = game.result
        if replayed is None and stored.get("reason") in ("resignation", "agreement"):
            decided = _decided_result(stored)
        elif replayed is None or (
            stored.get("winner") != replayed.winner or stored.get("reason") != replayed.reason
        ):
            raise SaveFileError("the stored result does not match the moves", "result")
    elif game.result is not None:
        raise SaveFileError(
            "the stored result does not match the moves (the game is over)", "result"
        )
    created = data.get("created", "")
    saved_at = data.get("saved", "")
    network = data.get("network")
    if network is not None and not isinstance(network, dict):
        raise SaveFileError("the network details (field 'network') have the wrong type")
    return SavedGame(
        game=game,
        players=_read_players(data),
        redo=redo,
        created=created if isinstance(created, str) else "",
        saved=saved_at if isinstance(saved_at, str) else "",
        decided=decided,
        network=network,
    )


def _decided_result(stored: dict[str, Any]) -> Decided:
    try:
        return Decided(stored.get("winner"), Decision(stored["reason"]))
    except ValueError as error:
        raise SaveFileError(f"the stored result is impossible: {error}") from None


def load(path: str | os.PathLike[str]) -> SavedGame:
    """Read a saved game file; :class:`SaveFileError` for a file that cannot be read."""
    target = Path(path)
    try:
        size = target.stat().st_size
        if size > MAX_FILE_BYTES:
            raise SaveFileError("the file is too large to be a saved game", "too_large")
        data = target.read_bytes()
    except FileNotFoundError:
        raise SaveFileError(f"the file {target} does not exist", "missing") from None
    except IsADirectoryError:
        raise SaveFileError(f"{target} is a folder, not a saved game", "folder") from None
    except PermissionError:
        raise SaveFileError(
            f"the file {target} cannot be read (permission denied)", "permission"
        ) from None
    except OSError as error:
        raise SaveFileError(
            f"the file {target} cannot be read: {error.strerror}", "unreadable", error.strerror
        ) from None
    return loads(data)


def save(path: str | os.PathLike[str], saved: SavedGame) -> None:
    """Write a saved game file atomically; OSError if the folder cannot be written."""
    text = dumps(saved)
    atomic_write(path, text)
    saved.saved = json.loads(text)["saved"]
