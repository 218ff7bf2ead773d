"""The LAN protocol: messages, their encoding and their validation. Pure Python, no Qt.

Newline-delimited UTF-8 JSON over TCP; every message is an object with a ``type``. The full
description, for anyone writing a compatible client, is ``PROTOCOL.md`` beside this module.

:func:`decode` checks a received line in a fixed order — size, UTF-8, JSON, object, type,
fields — and raises :class:`ProtocolError` with a code at the first problem; nothing that
arrives from the network gets past it unchecked. "JSON" is checked within the limits of
:mod:`popout_desktop.safe_io.json_limits`, the same on every Python: arrays and objects nested more
than
:data:`MAX_DEPTH` deep (measured before parsing) and numbers longer than
:data:`MAX_NUMBER_LENGTH` characters, out of range or ``NaN`` / ``Infinity`` are ``not_json``.
Text fields never hold a lone surrogate (``"\\ud800"``, which has no UTF-8 form), so whatever
is decoded can be encoded again. :func:`encode` checks outgoing messages the same way, so both
sides speak exactly what the document says.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum, nonmember
from typing import Any, Final

from popout_desktop.net import DEFAULT_PORT
from popout_desktop.net.join_code import CODE_MAX_DIGITS
from popout_desktop.rules import Move, Rules
from popout_desktop.rules.outcome import RESULT_REASONS
from popout_desktop.safe_io import json_limits as jsonlimits

__all__ = [
    "DEFAULT_PORT",
    "DISCOVERY_PORT",
    "HELLO_TIMEOUT_MS",
    "IDLE_TIMEOUT_MS",
    "MAX_CHAT",
    "MAX_DEPTH",
    "MAX_LINE_BYTES",
    "MAX_MESSAGES_PER_SECOND",
    "MAX_NAME",
    "MAX_NUMBER_LENGTH",
    "MESSAGE_TYPES",
    "PING_INTERVAL_MS",
    "PROTOCOL_VERSION",
    "RESULT_REASONS",
    "ErrorCode",
    "ProtocolError",
    "decode",
    "encode",
    "is_chat_line",
    "parse_invite",
    "rules_from_json",
    "rules_to_json",
]

PROTOCOL_VERSION: Final = 1
DISCOVERY_PORT: Final = 7458
MAX_LINE_BYTES: Final = 64 * 1024
MAX_MESSAGES_PER_SECOND: Final = 50
PING_INTERVAL_MS: Final = 5_000
IDLE_TIMEOUT_MS: Final = 20_000
HELLO_TIMEOUT_MS: Final = 5_000
MAX_NAME: Final = 40
MAX_CHAT: Final = 500
MAX_TOKEN: Final = 64
MAX_MOVES_TEXT: Final = 40_000
#: How deeply a line's arrays and objects may nest (a message needs 3), and the longest number.
MAX_DEPTH: Final = jsonlimits.MAX_DEPTH
MAX_NUMBER_LENGTH: Final = jsonlimits.MAX_NUMBER_LENGTH


class ErrorCode(StrEnum):
    """The codes of ``error`` and ``refused`` messages (and of :class:`ProtocolError`). A
    ``StrEnum``: ``ErrorCode.FLOOD == "flood"``, and it is written as its text in JSON."""

    TOO_LONG = "too_long"
    NOT_UTF8 = "not_utf8"
    NOT_JSON = "not_json"
    NOT_OBJECT = "not_object"
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"
    FLOOD = "flood"
    TIMEOUT = "timeout"
    UNEXPECTED = "unexpected"
    NOT_YOUR_TURN = "not_your_turn"
    BAD_PLY = "bad_ply"
    ILLEGAL_MOVE = "illegal_move"
    NOT_ALLOWED = "not_allowed"
    GAME_OVER = "game_over"
    VERSION = "version"
    WRONG_CODE = "wrong_code"
    FULL = "full"
    BAD_TOKEN = "bad_token"
    WAIT = "wait"
    CLOSING = "closing"

    #: Codes after which the sender closes the connection (not a code itself).
    FATAL = nonmember(
        frozenset(
            {
                TOO_LONG,
                NOT_UTF8,
                NOT_JSON,
                NOT_OBJECT,
                UNKNOWN_TYPE,
                BAD_FIELD,
                FLOOD,
                TIMEOUT,
                UNEXPECTED,
                VERSION,
                WRONG_CODE,
                FULL,
                BAD_TOKEN,
                WAIT,
                CLOSING,
            }
        )
    )


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` is one of :class:`ErrorCode`, and ``kind``
    the message's ``type`` when it is a known one (a ``hello`` with a bad field, say)."""

    def __init__(self, code: str, message: str, kind: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.kind = kind

    @property
    def fatal(self) -> bool:
        """True if the connection must be closed after reporting it."""
        return self.code in ErrorCode.FATAL


# -- field validators ------------------------------------------------------------------------

Check = Callable[[Any], bool]

_DIGITS = re.compile(f"[0-9]{{0,{CODE_MAX_DIGITS}}}")
_SURROGATE = re.compile("[\ud800-\udfff]")
_TOKEN = re.compile(f"[A-Za-z0-9_-]{{1,{MAX_TOKEN}}}")


def _int(low: int, high: int) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def _text(low: int, high: int) -> Check:
    return lambda v: (
        isinstance(v, str)
        and low <= len(v) <= high
        and "\x00" not in v
        and _SURROGATE.search(v) is None
    )


def _bool(v: Any) -> bool:
    return type(v) is bool


def _one_of(*choices: str) -> Check:
    return lambda v: isinstance(v, str) and v in choices


def _name(v: Any) -> bool:
    return _text(1, MAX_NAME)(v) and v.strip() == v and v.isprintable()


def _code(v: Any) -> bool:
    return isinstance(v, str) and _DIGITS.fullmatch(v) is not None


def _token(v: Any) -> bool:
    return isinstance(v, str) and _TOKEN.fullmatch(v) is not None


def _move(v: Any) -> bool:
    if not isinstance(v, str) or len(v) > 4:
        return False
    try:
        Move.parse(v)
    except ValueError:
        return False
    return True


def _moves(v: Any) -> bool:
    if not isinstance(v, str) or len(v) > MAX_MOVES_TEXT:
        return False
    try:
        for token in v.split():
            Move.parse(token)
    except ValueError:
        return False
    return True


def _rules(v: Any) -> bool:
    try:
        rules_from_json(v)
    except ValueError:
        return False
    return True


def _player(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and set(v) <= {"name", "kind", "level"}
        and _text(0, MAX_NAME)(v.get("name"))
        and _one_of("human", "computer", "remote")(v.get("kind"))
        and (v.get("level") is None or _text(1, 20)(v.get("level")))
    )


def _players(v: Any) -> bool:
    return isinstance(v, list) and len(v) == 2 and all(_player(p) for p in v)


def _result(v: Any) -> bool:
    if v is None:
        return True
    return (
        isinstance(v, dict)
        and set(v) == {"winner", "reason"}
        and v["winner"] in (None, 1, 2)
        and type(v["winner"]) is not bool
        and _one_of(*RESULT_REASONS)(v["reason"])
    )


def _chat_line(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and set(v) == {"from", "text", "time", "seat"}
        and _text(0, MAX_NAME)(v["from"])
        and _text(1, MAX_CHAT)(v["text"])
        and _text(0, 40)(v["time"])
        and _int(0, 2)(v["seat"])
    )


def is_chat_line(v: Any) -> bool:
    """True if ``v`` is a chat line as a host sends it in ``welcome`` (``from``, ``text``,
    ``time``, ``seat``): e.g. to check a chat log read back from a saved game."""
    return _chat_line(v)


def _chat_log(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 1000 and all(_chat_line(line) for line in v)


@dataclass(frozen=True)
class _Field:
    check: Check
    required: bool = True


def _f(check: Check, required: bool = True) -> _Field:
    return _Field(check, required)


_STATE = {
    "rules": _f(_rules),
    "moves": _f(_moves),
    "players": _f(_players),
    "result": _f(_result),
    "chat": _f(_chat_log),
    "connected": _f(
        lambda v: isinstance(v, list) and all(_int(1, 2)(s) for s in v) and len(v) <= 2
    ),
    "spectators": _f(_int(0, 1000)),
}

#: Every message type and its fields (besides ``type``). Unknown fields are refused.
MESSAGE_TYPES: dict[str, dict[str, _Field]] = {
    "hello": {
        "protocol": _f(_int(0, 1_000_000)),
        "app": _f(_text(0, 80)),
        "name": _f(_name),
        "code": _f(_code),
        "role": _f(_one_of("player", "spectator")),
    },
    "resume": {
        "protocol": _f(_int(0, 1_000_000)),
        "app": _f(_text(0, 80)),
        "name": _f(_name),
        "code": _f(_code),
        "token": _f(_token),
    },
    "welcome": {
        "protocol": _f(_int(0, 1_000_000)),
        "app": _f(_text(0, 80)),
        "seat": _f(_int(0, 2)),
        "token": _f(_token),
        "host": _f(_name),
        **_STATE,
    },
    "refused": {
        "reason": _f(
            _one_of("version", "wrong_code", "full", "bad_token", "bad_field", "wait", "closing")
        ),
        "message": _f(_text(0, 500)),
        "protocol": _f(_int(0, 1_000_000)),
        "wait": _f(_int(1, 86_400), required=False),
    },
    "sync": {},
    "state": dict(_STATE),
    "move": {"ply": _f(_int(0, 1_000_000)), "move": _f(_move)},
    "undo_request": {"to_ply": _f(_int(0, 1_000_000))},
    "undo_answer": {"accept": _f(_bool)},
    "undo": {"to_ply": _f(_int(0, 1_000_000))},
    "draw_offer": {},
    "draw_answer": {"accept": _f(_bool)},
    "resign": {},
    "game_over": {"result": _f(_result)},
    "rematch": {},
    "rematch_answer": {"accept": _f(_bool)},
    "new_game": {
        "seat": _f(_int(0, 2)),
        "rules": _f(_rules),
        "players": _f(_players),
    },
    "chat": {
        "text": _f(_text(1, MAX_CHAT)),
        "from": _f(_text(0, MAX_NAME), required=False),
        "time": _f(_text(0, 40), required=False),
        "seat": _f(_int(0, 2), required=False),
    },
    "presence": {
        "seat": _f(_int(0, 2)),
        "name": _f(_text(0, MAX_NAME)),
        "connected": _f(_bool),
        "spectators": _f(_int(0, 1000)),
    },
    "ping": {"id": _f(_int(0, 2**31))},
    "pong": {"id": _f(_int(0, 2**31))},
    "bye": {"reason": _f(_text(0, 200), required=False)},
    "error": {"code": _f(_text(1, 40)), "message": _f(_text(0, 500))},
}


def _validate(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ProtocolError(ErrorCode.NOT_OBJECT, "a message must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.BAD_FIELD, "a message needs a 'type' that is a string")
    fields = MESSAGE_TYPES.get(kind)
    if fields is None:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {kind[:40]!r}")
    for key in data:
        if key != "type" and key not in fields:
            raise ProtocolError(
                ErrorCode.BAD_FIELD, f"{kind}: unknown field {str(key)[:40]!r}", kind
            )
    for key, spec in fields.items():
        if key not in data:
            if spec.required:
                raise ProtocolError(ErrorCode.BAD_FIELD, f"{kind}: missing field {key!r}", kind)
            continue
        if not spec.check(data[key]):
            raise ProtocolError(ErrorCode.BAD_FIELD, f"{kind}: field {key!r} is not valid", kind)
    return data


def decode(line: bytes) -> dict[str, Any]:
    """Check and parse one received line (without its newline); ProtocolError if invalid."""
    if len(line) > MAX_LINE_BYTES:
        raise ProtocolError(ErrorCode.TOO_LONG, f"a line is limited to {MAX_LINE_BYTES} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError(ErrorCode.NOT_UTF8, "a line must be UTF-8 text") from None
    try:
        data = jsonlimits.loads(text, max_depth=MAX_DEPTH, max_number_length=MAX_NUMBER_LENGTH)
    except jsonlimits.TooDeep:
        raise ProtocolError(
            ErrorCode.NOT_JSON, f"a line's arrays and objects nest at most {MAX_DEPTH} deep"
        ) from None
    except jsonlimits.BadNumber:
        raise ProtocolError(
            ErrorCode.NOT_JSON,
            f"a line's numbers are finite and at most {MAX_NUMBER_LENGTH} characters long",
        ) from None
    except (json.JSONDecodeError, RecursionError):
        raise ProtocolError(ErrorCode.NOT_JSON, "a line must hold one JSON value") from None
    return _validate(data)


#: The compact encoder of every message sent, made once (``json.dumps`` with options makes one
#: for each call: a move's way, issue 33 point 5).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def encode(message: dict[str, Any]) -> bytes:
    """One message as a line (with its newline); ProtocolError if it breaks the protocol."""
    _validate(message)
    line = _ENCODER.encode(message).encode("utf-8")
    if len(line) > MAX_LINE_BYTES:
        raise ProtocolError(ErrorCode.TOO_LONG, "the message is too long to send")
    return line + b"\n"


# -- rules and invites -----------------------------------------------------------------------

#: The fields of every table (``rules``), as protocol version 1 first defined it.
_RULE_FIELDS = ("columns", "rows", "connect", "pop_out", "side_columns", "repetition_draw")
#: The fields Pop 10 and Power Up added. A table sends them only when one of them is not at its
#: default, so a classic table is the same object an older peer knows; missing ones are defaults.
_VARIANT_FIELDS = ("pop_ten", "target", "power_up")


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """The table as the protocol sends it: the six classic fields, plus ``pop_ten``, ``target``
    and ``power_up`` when any of them is not at its default.

    >>> list(rules_to_json(Rules()))
    ['columns', 'rows', 'connect', 'pop_out', 'side_columns', 'repetition_draw']
    >>> data = rules_to_json(Rules.preset("pop_ten"))
    >>> data["pop_ten"], data["target"], data["power_up"]
    (True, 10, False)
    """
    fields: Mapping[str, object] = rules.fields()
    defaults: Mapping[str, object] = Rules().fields()
    data = {name: fields[name] for name in _RULE_FIELDS}
    if any(fields[name] != defaults[name] for name in _VARIANT_FIELDS):
        data.update({name: fields[name] for name in _VARIANT_FIELDS})
    return data


def rules_from_json(data: Any) -> Rules:
    """The table from the protocol's object; ValueError if it is not a valid table.

    The six classic fields are required; ``pop_ten``, ``target`` and ``power_up`` are optional
    (missing: their defaults). Types are checked exactly (``1`` is not ``true``), and
    :class:`Rules` checks the values and the combination.
    """
    if not isinstance(data, dict) or not (
        set(_RULE_FIELDS) <= set(data) <= set(_RULE_FIELDS + _VARIANT_FIELDS)
    ):
        raise ValueError(
            f"a table has exactly the fields {', '.join(_RULE_FIELDS)}, and optionally "
            f"{', '.join(_VARIANT_FIELDS)}"
        )
    return Rules.from_fields(data)


_INVITE = re.compile(
    r"\s*popout://(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]{1,253})(?::(?P<port>[0-9]{1,5}))?"
    rf"(?:/(?P<code>[0-9]{{0,{CODE_MAX_DIGITS}}}))?/?\s*"
)


def parse_invite(text: str) -> tuple[str, int, str]:
    """``(host, port, code)`` from an invite link ``popout://HOST:PORT/CODE`` or an address
    ``HOST[:PORT]``; ValueError if it is neither.

    >>> parse_invite("popout://192.168.1.20:7457/4821")
    ('192.168.1.20', 7457, '4821')
    >>> parse_invite("[::1]:7000")
    ('::1', 7000, '')
    """
    candidate = text.strip()
    if candidate.lower().startswith("popout://"):
        candidate = "popout://" + candidate[len("popout://") :]
    else:
        candidate = "popout://" + candidate
    match = _INVITE.fullmatch(candidate)
    if match is None:
        raise ValueError(f"{text.strip()[:80]!r} is not an address or a popout:// link")
    host = match.group("host").strip("[]")
    port = int(match.group("port") or DEFAULT_PORT)
    if not 1 <= port <= 65535:
        raise ValueError(f"port {port} is out of range (1 to 65535)")
    return host, port, match.group("code") or ""
