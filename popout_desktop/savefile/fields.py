"""Checking the fields of a saved game's JSON object: one reader per field, each returning the
value it checked or raising :class:`~popout_desktop.savefile.format.SaveFileError` with a message
naming the problem (and quoting at most :data:`~popout_desktop.savefile.format.EXCERPT_LENGTH`
characters of a bad value).

What each field may hold is described in :mod:`popout_desktop.savefile`;
:func:`popout_desktop.savefile.read.loads` calls these in order. Pure Python.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any, Final

from popout_desktop.engine.constants import LEVELS
from popout_desktop.rules import RULE_FIELDS, Game, Reason, Result, Rules
from popout_desktop.savefile.format import (
    CLASSIC_FORMAT_VERSION,
    EXCERPT_LENGTH,
    FORMAT_VERSION,
    MAX_MESSAGE_PART,
    MAX_NETWORK_BYTES,
    PLAYER_KINDS,
    RESULT_REASONS,
    START_FORMAT_VERSION,
    VARIANT_FORMAT_VERSION,
    PlayerInfo,
    SaveFileError,
    name_problem,
)

__all__ = [
    "cut",
    "decided_result",
    "excerpt",
    "read_network",
    "read_players",
    "read_result",
    "read_rules",
    "read_start",
    "read_timestamp",
    "read_version",
    "require",
]

_INT_RULE_FIELDS: Final = ("columns", "rows", "connect", "target")
# ISO 8601 as datetime.isoformat writes it, seconds and fraction optional, a zone (Z or
# +hh:mm, seconds allowed) optional; datetime.fromisoformat then checks the values (no 30
# February). The form is checked first so that every Python accepts the same timestamps.
_TIMESTAMP = re.compile(
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,6})?)?"
    r"(?:Z|[+-][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,6})?)?)?"
)


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``value`` as a message quotes it: its repr, cut to ``limit`` characters with an ellipsis."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]  # never repr a megabyte to throw most of it away
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def cut(text: str, limit: int = MAX_MESSAGE_PART) -> str:
    """``text`` (a message from elsewhere) cut to ``limit`` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    """The field ``key`` (the ``what`` of the messages), which must be there and a ``kind``."""
    if key not in data:
        raise SaveFileError(f"the file has no {what} (field '{key}')")
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise SaveFileError(f"the {what} (field '{key}') has the wrong type")
    if not isinstance(value, kind):
        raise SaveFileError(f"the {what} (field '{key}') has the wrong type")
    return value


def read_version(data: dict[str, Any]) -> int:
    """The format version (field ``version``): a whole number from 1 to FORMAT_VERSION."""
    version: int = require(data, "version", int, "format version")
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


def read_rules(data: dict[str, Any], version: int) -> Rules:
    """The table (field ``rules``), possible and saved under the right ``version``."""
    raw = require(data, "rules", dict, "table settings")
    for name in raw:
        if name not in RULE_FIELDS:  # a table this version does not know: the moves may differ
            raise SaveFileError(
                f"the table setting {excerpt(name)} is unknown to this version (the settings "
                f"are {', '.join(RULE_FIELDS)})"
            )
    defaults: Mapping[str, object] = Rules().fields()
    values: dict[str, Any] = {}
    for name in RULE_FIELDS:
        value = raw.get(name, defaults[name])
        if name in _INT_RULE_FIELDS:
            if isinstance(value, bool) or not isinstance(value, int):
                raise SaveFileError(f"the table setting '{name}' is not a whole number")
        elif not isinstance(value, bool):
            raise SaveFileError(f"the table setting '{name}' is not true or false")
        values[name] = value
    try:
        rules = Rules.from_fields(values)
    except ValueError as error:
        raise SaveFileError(f"the table settings are impossible: {cut(str(error))}") from None
    # The writer writes version 2 exactly for Pop 10 and Power Up, version 3 exactly for a game
    # with a start position: anything else is damaged.
    if "start" in data and not rules.is_variant:
        expected, table = START_FORMAT_VERSION, "a game from a set-up position"
    elif rules.is_variant:
        expected, table = VARIANT_FORMAT_VERSION, "a Pop 10 or Power Up table"
    else:
        expected, table = CLASSIC_FORMAT_VERSION, "a classic table"
    if version != expected:
        raise SaveFileError(
            f"the format version {version} does not match the table: {table} is saved as "
            f"version {expected}"
        )
    return rules


def read_start(data: dict[str, Any], rules: Rules) -> Game:
    """The game before its first move (field ``start``, a position code: the set-up it started
    from, of the file's table; absent: the table's own start)."""
    if "start" not in data:
        return Game(rules)
    code = data["start"]
    if not isinstance(code, str):
        raise SaveFileError("the start position (field 'start') is not text")
    if rules.is_variant:
        raise SaveFileError("a Pop 10 or Power Up game cannot start from a set-up position")
    from popout_desktop.savefile.position_code import PositionCodeError, decode_position

    try:
        setup = decode_position(code)
    except PositionCodeError as error:
        raise SaveFileError(
            f"the start position (field 'start') {excerpt(code)} cannot be read: {error}"
        ) from None
    if setup.rules != rules:
        raise SaveFileError("the start position (field 'start') is of another table")
    try:
        return Game.from_setup(setup)
    except ValueError as error:
        raise SaveFileError(
            f"the start position (field 'start') {cut(str(error))}", "illegal", cut(str(error))
        ) from None


def read_players(data: dict[str, Any]) -> tuple[PlayerInfo, PlayerInfo]:
    """The two players (field ``players``; two nameless humans if absent)."""
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
                f"player {index}'s kind {excerpt(kind)} is unknown "
                f"(the kinds are {', '.join(PLAYER_KINDS)})"
            )
        if level is not None:
            if kind != "computer":
                raise SaveFileError(f"player {index} is {kind}, not the computer: it has no level")
            if not isinstance(level, str) or level not in LEVELS:
                raise SaveFileError(
                    f"player {index}'s level {excerpt(level)} is unknown "
                    f"(the levels are {', '.join(LEVELS)})"
                )
        players.append(PlayerInfo(name, kind, level))
    return players[0], players[1]


def read_timestamp(data: dict[str, Any], key: str) -> str:
    """An ISO 8601 timestamp as stored, or "" if the file has none (or an empty one)."""
    value = data.get(key, "")
    if not isinstance(value, str):
        raise SaveFileError(f"the time (field '{key}') is not text")
    if value and (_TIMESTAMP.fullmatch(value) is None or not _valid_time(value)):
        raise SaveFileError(
            f"the time (field '{key}') {excerpt(value)} is not an ISO 8601 timestamp "
            "such as 2026-11-29T13:10:00+00:00"
        )
    return value


def _valid_time(value: str) -> bool:
    from datetime import datetime  # on first use: not at start (issue 33 point 4)

    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def read_network(data: dict[str, Any]) -> dict[str, Any] | None:
    """The network details (field ``network``) as stored, or None if the file has none."""
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


def read_result(data: dict[str, Any]) -> tuple[int | None, str] | None:
    """The stored result (field ``result``) as (winner, reason), or None for a game in play."""
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
            f"the result's winner {excerpt(winner)} is not 1, 2 or null (no winner)"
        )
    if not isinstance(reason, str) or reason not in RESULT_REASONS:
        raise SaveFileError(
            f"the result's reason {excerpt(reason)} is unknown "
            f"(the reasons are {', '.join(RESULT_REASONS)})"
        )
    return winner, reason


def decided_result(winner: int | None, reason: str) -> Result:
    """The resignation, agreed draw or length limit's draw a stored result names."""
    try:
        return Result(winner, Reason(reason))
    except ValueError as error:
        raise SaveFileError(f"the stored result is impossible: {error}") from None
