"""The protocol codec: every message type, every check in order, and hostile input."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.net.protocol import (
    MAX_LINE_BYTES,
    MESSAGE_TYPES,
    PROTOCOL_VERSION,
    ErrorCode,
    ProtocolError,
    decode,
    encode,
    parse_invite,
    rules_from_json,
    rules_to_json,
)
from popout_desktop.rules import Rules

RULES = rules_to_json(Rules())
PLAYERS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "remote"}]
STATE = {
    "rules": RULES,
    "moves": "d4 d4",
    "players": PLAYERS,
    "result": None,
    "chat": [{"from": "Ann", "text": "hi", "time": "2026-11-29T13:00:00+00:00", "seat": 1}],
    "connected": [1, 2],
    "spectators": 0,
}

VALID = [
    {"type": "hello", "protocol": 1, "app": "x", "name": "Bob", "code": "1234", "role": "player"},
    {"type": "resume", "protocol": 1, "app": "x", "name": "Bob", "code": "", "token": "abc_-1"},
    {"type": "welcome", "protocol": 1, "app": "x", "seat": 2, "token": "t", "host": "Ann", **STATE},
    {"type": "refused", "reason": "wrong_code", "message": "no", "protocol": 1},
    {"type": "sync"},
    {"type": "state", **STATE},
    {"type": "move", "ply": 3, "move": "p4"},
    {"type": "undo_request", "to_ply": 2},
    {"type": "undo_answer", "accept": True},
    {"type": "undo", "to_ply": 2},
    {"type": "draw_offer"},
    {"type": "draw_answer", "accept": False},
    {"type": "resign"},
    {"type": "game_over", "result": {"winner": 1, "reason": "resignation"}},
    {"type": "rematch"},
    {"type": "rematch_answer", "accept": True},
    {"type": "new_game", "seat": 1, "rules": RULES, "players": PLAYERS},
    {"type": "chat", "text": "hello there"},
    {"type": "chat", "text": "hi", "from": "Ann", "time": "t", "seat": 0},
    {"type": "presence", "seat": 2, "name": "Bob", "connected": False, "spectators": 3},
    {"type": "ping", "id": 7},
    {"type": "pong", "id": 7},
    {"type": "bye"},
    {"type": "bye", "reason": "left"},
    {"type": "error", "code": "bad_ply", "message": "no"},
]


def test_every_message_type_has_a_valid_example() -> None:
    assert {m["type"] for m in VALID} == set(MESSAGE_TYPES)


@pytest.mark.parametrize("message", VALID, ids=lambda m: m["type"])
def test_valid_messages_round_trip(message: dict) -> None:
    line = encode(message)
    assert line.endswith(b"\n")
    assert b"\n" not in line[:-1]
    assert decode(line[:-1]) == message


@pytest.mark.parametrize(
    ("line", "code"),
    [
        (b"x" * (MAX_LINE_BYTES + 1), ErrorCode.TOO_LONG),
        (b"\xff\xfe{}", ErrorCode.NOT_UTF8),
        (b"{not json", ErrorCode.NOT_JSON),
        (b"", ErrorCode.NOT_JSON),
        (b"[1, 2]", ErrorCode.NOT_OBJECT),
        (b'"text"', ErrorCode.NOT_OBJECT),
        (b"{}", ErrorCode.BAD_FIELD),
        (b'{"type": 5}', ErrorCode.BAD_FIELD),
        (b'{"type": "teleport"}', ErrorCode.UNKNOWN_TYPE),
        (b'{"type": "move", "ply": 1}', ErrorCode.BAD_FIELD),
        (b'{"type": "move", "ply": "1", "move": "d1"}', ErrorCode.BAD_FIELD),
        (b'{"type": "move", "ply": true, "move": "d1"}', ErrorCode.BAD_FIELD),
        (b'{"type": "move", "ply": -1, "move": "d1"}', ErrorCode.BAD_FIELD),
        (b'{"type": "move", "ply": 1, "move": "q9"}', ErrorCode.BAD_FIELD),
        (b'{"type": "move", "ply": 1, "move": "d1", "extra": 1}', ErrorCode.BAD_FIELD),
        (b'{"type": "chat", "text": ""}', ErrorCode.BAD_FIELD),
        (b'{"type": "chat", "text": "' + b"a" * 501 + b'"}', ErrorCode.BAD_FIELD),
        (
            b'{"type": "hello", "protocol": 1, "app": "", "name": " x", "code": "", '
            b'"role": "player"}',
            ErrorCode.BAD_FIELD,
        ),
        (
            b'{"type": "hello", "protocol": 1, "app": "", "name": "x", "code": "12a", '
            b'"role": "player"}',
            ErrorCode.BAD_FIELD,
        ),
        (
            b'{"type": "new_game", "seat": 1, "rules": {"columns": 99}, "players": []}',
            ErrorCode.BAD_FIELD,
        ),
        (b"[" * 100_000, ErrorCode.TOO_LONG),
        (b"[" * 50_000 + b"]" * 50_000, ErrorCode.TOO_LONG),
        (b"[" * 5_000 + b"]" * 5_000, ErrorCode.NOT_JSON),  # too deep for the parser
    ],
)
def test_bad_lines_are_refused_with_the_right_code(line: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        decode(line)
    assert caught.value.code == code


def test_fatal_codes() -> None:
    assert ProtocolError(ErrorCode.FLOOD, "x").fatal
    assert not ProtocolError(ErrorCode.ILLEGAL_MOVE, "x").fatal


def test_encode_refuses_what_decode_would_refuse() -> None:
    with pytest.raises(ProtocolError):
        encode({"type": "move", "ply": 1})
    with pytest.raises(ProtocolError):
        encode({"type": "chat", "text": "x" * (MAX_LINE_BYTES + 10)})


def test_rules_json() -> None:
    rules = Rules.preset("pop_out_five_in_a_row")
    assert rules_from_json(rules_to_json(rules)) == rules
    with pytest.raises(ValueError, match="fields"):
        rules_from_json({"columns": 7})
    with pytest.raises(ValueError, match="connect"):
        rules_from_json({**RULES, "connect": 9})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("popout://192.168.1.20:7457/4821", ("192.168.1.20", 7457, "4821")),
        ("popout://host.lan/12", ("host.lan", 7457, "12")),
        ("  192.168.1.20  ", ("192.168.1.20", 7457, "")),
        ("10.0.0.2:9000", ("10.0.0.2", 9000, "")),
        ("popout://[fe80::1]:7000/123456", ("fe80::1", 7000, "123456")),
        ("POPOUT://127.0.0.1:1/", ("127.0.0.1", 1, "")),
    ],
)
def test_invites(text: str, expected: tuple[str, int, str]) -> None:
    assert parse_invite(text) == expected


@pytest.mark.parametrize(
    "text", ["", "popout://", "http://x", "popout://a:99999/1", "popout://a:1/abc", "a b"]
)
def test_bad_invites(text: str) -> None:
    with pytest.raises(ValueError, match=r"not an address|out of range"):
        parse_invite(text)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


def mutated_message() -> st.SearchStrategy[dict]:
    """A valid message with one field replaced, removed or added."""

    def mutate(data: tuple[dict, str, object, int]) -> dict:
        message, key, value, how = data
        message = dict(message)
        if how == 0 and len(message) > 1:
            message.pop(next(k for k in message if k != "type"))
        elif how == 1:
            message[key] = value
        else:
            target = [k for k in message if k != "type"] or ["type"]
            message[target[0]] = value
        return message

    return st.tuples(
        st.sampled_from(VALID), st.text(max_size=10), json_values, st.integers(0, 2)
    ).map(mutate)


@settings(max_examples=1500, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_never_escape_as_anything_but_protocol_error(line: bytes) -> None:
    try:
        message = decode(line)
    except ProtocolError as error:
        code = error.code
    else:
        assert message["type"] in MESSAGE_TYPES
        return
    assert code in ErrorCode.FATAL or code == ErrorCode.BAD_FIELD


@settings(max_examples=1500, deadline=None)
@given(mutated_message())
def test_mutated_messages_are_either_valid_or_refused(message: dict) -> None:
    line = json.dumps(message).encode()
    try:
        decoded = decode(line)
    except ProtocolError:
        return
    # Whatever passes is a message encode accepts too (both sides agree on validity).
    assert encode(decoded)


@settings(max_examples=1000, deadline=None)
@given(
    st.dictionaries(st.text(max_size=12), json_values, max_size=6),
    st.sampled_from(sorted(MESSAGE_TYPES)),
)
def test_random_objects_with_a_known_type(fields: dict, kind: str) -> None:
    message = {**fields, "type": kind}
    try:
        decode(json.dumps(message).encode())
    except ProtocolError as error:
        code = error.code
    else:
        return
    assert code == ErrorCode.BAD_FIELD


def test_protocol_version_is_one() -> None:
    assert PROTOCOL_VERSION == 1
