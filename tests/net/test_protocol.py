"""The protocol codec: every message type, every check in order, and hostile input."""

from __future__ import annotations

import json
import math
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.net.protocol import (
    MAX_DEPTH,
    MAX_LINE_BYTES,
    MAX_NAME,
    MAX_NUMBER_LENGTH,
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
POP_TEN = rules_to_json(Rules.preset("pop_ten"))
POWER_UP = rules_to_json(Rules.preset("power_up"))
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

VALID: list[dict[str, Any]] = [
    {"type": "hello", "protocol": 1, "app": "x", "name": "Bob", "code": "1234", "role": "player"},
    {"type": "resume", "protocol": 1, "app": "x", "name": "Bob", "code": "", "token": "abc_-1"},
    {"type": "welcome", "protocol": 1, "app": "x", "seat": 2, "token": "t", "host": "Ann", **STATE},
    {"type": "refused", "reason": "wrong_code", "message": "no", "protocol": 1},
    {"type": "sync"},
    {"type": "state", **STATE},
    {"type": "move", "ply": 3, "move": "p4"},
    {"type": "move", "ply": 3, "move": "b12"},
    {"type": "move", "ply": 3, "move": "--"},
    {"type": "undo_request", "to_ply": 2},
    {"type": "undo_answer", "accept": True},
    {"type": "undo", "to_ply": 2},
    {"type": "draw_offer"},
    {"type": "draw_answer", "accept": False},
    {"type": "resign"},
    {"type": "game_over", "result": {"winner": 1, "reason": "resignation"}},
    {"type": "state", **STATE, "rules": POP_TEN, "moves": "d1 d2 d3", "result": None},
    {"type": "state", **STATE, "rules": POWER_UP, "moves": "d1 d2 d3 b4 p1 a2 x7 d7 w3 d6"},
    {
        "type": "state",
        **STATE,
        "rules": {**POP_TEN, "target": 3},
        "result": {"winner": 2, "reason": "target"},
    },
    {"type": "rematch"},
    {"type": "rematch_answer", "accept": True},
    {"type": "new_game", "seat": 1, "rules": RULES, "players": PLAYERS},
    {"type": "new_game", "seat": 2, "rules": POWER_UP, "players": PLAYERS},
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
def test_valid_messages_round_trip(message: dict[str, Any]) -> None:
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
        (b"[" * 5_000 + b"]" * 5_000, ErrorCode.NOT_JSON),  # too deep, on every Python
        (b'{"a":' * 5_000 + b"1" + b"}" * 5_000, ErrorCode.NOT_JSON),
        (b"[" * 5_000, ErrorCode.NOT_JSON),
        (b'{"type": "ping", "id": ' + b"[" * 40 + b"]" * 40 + b"}", ErrorCode.NOT_JSON),
        (b'{"type": "ping", "id": 1' + b"0" * 5_000 + b"}", ErrorCode.NOT_JSON),  # > 4,300 digits
        (b'{"type": "ping", "id": 1' + b"0" * 40 + b"}", ErrorCode.NOT_JSON),
        (b'{"type": "ping", "id": 1e400}', ErrorCode.NOT_JSON),
        (b'{"type": "ping", "id": NaN}', ErrorCode.NOT_JSON),
        (b'{"type": "ping", "id": -Infinity}', ErrorCode.NOT_JSON),
        (b'{"type": "ping", "id": 1' + b"0" * 30 + b"}", ErrorCode.BAD_FIELD),  # read, too big
        (b'{"type": "chat", "text": "\\ud800"}', ErrorCode.BAD_FIELD),  # a lone surrogate
        (b'{"type": "chat", "text": "hi", "from": "\\udfff"}', ErrorCode.BAD_FIELD),
        (b'{"type": "bye", "reason": "a\\udbff"}', ErrorCode.BAD_FIELD),
        (b'{"type": "error", "code": "x", "message": "\\ud800\\ud800"}', ErrorCode.BAD_FIELD),
    ],
)
def test_bad_lines_are_refused_with_the_right_code(line: bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        decode(line)
    assert caught.value.code == code


def nested(depth: int, inner: str = "0") -> bytes:
    """A ``ping`` whose ``id`` is ``inner`` in arrays and objects ``depth`` deep in all."""
    value = inner
    for level in range(depth - 1):  # the message itself is one level
        value = f"[{value}]" if level % 2 else f'{{"a": {value}}}'
    return f'{{"type": "ping", "id": {value}}}'.encode()


def test_nesting_up_to_the_limit_is_json_and_beyond_it_is_not() -> None:
    assert MAX_DEPTH == 32
    with pytest.raises(ProtocolError) as caught:
        decode(nested(MAX_DEPTH))
    assert caught.value.code == ErrorCode.BAD_FIELD  # parsed: only the field is wrong
    with pytest.raises(ProtocolError) as caught:
        decode(nested(MAX_DEPTH + 1))
    assert caught.value.code == ErrorCode.NOT_JSON
    assert f"at most {MAX_DEPTH} deep" in str(caught.value)
    assert decode(nested(1, "7")) == {"type": "ping", "id": 7}


def test_deep_nesting_is_not_json_even_where_json_would_parse_it() -> None:
    # Python 3.13's json parses 5,000 levels; with a high recursion limit 3.11's does too. The
    # code must not change: the depth is measured before parsing, the same on every Python.
    line = b"[" * 5_000 + b"]" * 5_000
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(50_000)
    try:
        with pytest.raises(ProtocolError) as caught:
            decode(line)
        assert caught.value.code == ErrorCode.NOT_JSON
        with pytest.raises(ProtocolError) as caught:
            decode(nested(5_000))
        assert caught.value.code == ErrorCode.NOT_JSON
    finally:
        sys.setrecursionlimit(previous)


@pytest.mark.parametrize("digits", [0, 640, 4300])
def test_long_numbers_are_not_json_whatever_the_interpreters_digit_limit(digits: int) -> None:
    previous = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(digits)
    try:
        for count in (MAX_NUMBER_LENGTH, 700, 5_000, 60_000):
            with pytest.raises(ProtocolError) as caught:
                decode(b'{"type": "ping", "id": 1' + b"0" * count + b"}")
            assert caught.value.code == ErrorCode.NOT_JSON
            assert f"at most {MAX_NUMBER_LENGTH} characters" in str(caught.value)
    finally:
        sys.set_int_max_str_digits(previous)


def test_a_surrogate_pair_is_a_character_and_fine() -> None:
    message = decode(b'{"type": "chat", "text": "\\ud83d\\ude00"}')
    assert message["text"] == "\U0001f600"
    assert decode(encode(message)[:-1]) == message


def test_a_message_with_a_lone_surrogate_cannot_be_sent() -> None:
    with pytest.raises(ProtocolError) as caught:
        encode({"type": "chat", "text": "\ud800"})
    assert caught.value.code == ErrorCode.BAD_FIELD


@settings(max_examples=500, deadline=None)
@given(
    st.sampled_from(["chat", "bye", "error"]),
    st.text(st.characters(exclude_categories=()), min_size=1, max_size=20),
)
def test_whatever_is_decoded_can_be_encoded_again(kind: str, text: str) -> None:
    message: dict[str, Any] = {
        "chat": {"type": "chat", "text": text, "from": text[:MAX_NAME]},
        "bye": {"type": "bye", "reason": text},
        "error": {"type": "error", "code": text, "message": text},
    }[kind]
    for line in (
        json.dumps(message).encode(),
        json.dumps(message, ensure_ascii=False).encode("utf-8", "surrogatepass"),
    ):
        try:
            decoded = decode(line)
        except ProtocolError:
            continue
        assert decode(encode(decoded)[:-1]) == decoded


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


def mutated_message() -> st.SearchStrategy[dict[str, Any]]:
    """A valid message with one field replaced, removed or added."""

    def mutate(data: tuple[dict[str, Any], str, object, int]) -> dict[str, Any]:
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


@pytest.mark.slow
@settings(max_examples=1500, deadline=None)
@given(mutated_message())
def test_mutated_messages_are_either_valid_or_refused(message: dict[str, Any]) -> None:
    line = json.dumps(message).encode()
    try:
        decoded = decode(line)
    except ProtocolError:
        return
    # Whatever passes is a message encode accepts too (both sides agree on validity).
    assert encode(decoded)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(
    st.dictionaries(st.text(max_size=12), json_values, max_size=6),
    st.sampled_from(sorted(MESSAGE_TYPES)),
)
def test_random_objects_with_a_known_type(fields: dict[str, Any], kind: str) -> None:
    message = {**fields, "type": kind}
    try:
        decode(json.dumps(message).encode())
    except ProtocolError as error:
        code = error.code
    else:
        return
    # Infinity is no JSON number and a number over MAX_NUMBER_LENGTH characters is not read.
    assert code == (ErrorCode.NOT_JSON if has_wild_number(message) else ErrorCode.BAD_FIELD)


def has_wild_number(value: object) -> bool:
    """True if ``value`` holds a float that is not finite or a number too long to read."""
    if isinstance(value, dict):
        return any(has_wild_number(item) for item in value.values())
    if isinstance(value, list):
        return any(has_wild_number(item) for item in value)
    if isinstance(value, float):
        return not math.isfinite(value) or len(json.dumps(value)) > MAX_NUMBER_LENGTH
    if isinstance(value, int) and not isinstance(value, bool):
        return len(str(value)) > MAX_NUMBER_LENGTH
    return False


CLASSIC_FIELDS = {"columns", "rows", "connect", "pop_out", "side_columns", "repetition_draw"}


def older_peer_reads(data: object) -> Rules:
    """How a peer from before Pop 10 and Power Up read a table: exactly the six fields."""
    if not isinstance(data, dict) or set(data) != CLASSIC_FIELDS:
        raise ValueError("not a table")
    return Rules(**data)


@pytest.mark.parametrize("name", ["classic", "pop_out", "five_in_a_row", "pop_out_five_in_a_row"])
def test_a_classic_table_is_sent_exactly_as_before(name: str) -> None:
    rules = Rules.preset(name)
    data = rules_to_json(rules)
    assert set(data) == CLASSIC_FIELDS
    assert older_peer_reads(json.loads(json.dumps(data))) == rules
    assert rules_from_json(data) == rules
    custom = Rules(columns=11, rows=9, connect=5, pop_out=True, repetition_draw=True)
    assert older_peer_reads(rules_to_json(custom)) == custom


@pytest.mark.parametrize(
    "rules",
    [
        Rules.preset("pop_ten"),
        Rules(columns=5, rows=4, pop_out=False, side_columns=True, pop_ten=True, target=3),
        Rules(columns=16, rows=12, connect=6, pop_out=False, pop_ten=True, target=20),
        Rules.preset("power_up"),
        Rules(power_up=True),  # with Pop Out
        Rules(columns=8, connect=5, side_columns=True, power_up=True, repetition_draw=True),
        Rules(target=7),  # a target without Pop 10 still round trips
    ],
)
def test_variant_tables_carry_the_three_fields_and_round_trip(rules: Rules) -> None:
    data = rules_to_json(rules)
    assert set(data) == CLASSIC_FIELDS | {"pop_ten", "target", "power_up"}
    assert (data["pop_ten"], data["target"], data["power_up"]) == (
        rules.pop_ten,
        rules.target,
        rules.power_up,
    )
    assert rules_from_json(json.loads(json.dumps(data))) == rules
    message = {"type": "new_game", "seat": 1, "rules": data, "players": PLAYERS}
    assert decode(encode(message)[:-1])["rules"] == data
    # An older peer refuses it (as a bad field) rather than playing another game.
    with pytest.raises(ValueError, match="not a table"):
        older_peer_reads(data)


def test_the_variant_fields_are_optional_one_by_one() -> None:
    assert rules_from_json({**RULES, "pop_out": False, "pop_ten": True}) == Rules.preset("pop_ten")
    assert rules_from_json({**RULES, "power_up": True}) == Rules(power_up=True)
    assert rules_from_json({**RULES, "target": 10}) == Rules()
    assert rules_from_json({**RULES, "pop_ten": False, "power_up": False}) == Rules()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"pop_ten": 1}, "pop_ten"),
        ({"power_up": "yes"}, "power_up"),
        ({"pop_out": False, "pop_ten": True, "target": "10"}, "target"),
        ({"pop_out": False, "pop_ten": True, "target": True}, "target"),
        ({"pop_out": False, "pop_ten": True, "target": 2}, "target"),
        ({"pop_out": False, "pop_ten": True, "target": 21}, "target"),
        ({"pop_out": False, "columns": 4, "rows": 4, "pop_ten": True, "target": 9}, "target"),
        ({"pop_ten": True}, "pop_out"),
        ({"pop_out": False, "pop_ten": True, "power_up": True}, "power_up"),
        ({"power_ups": True}, "fields"),
    ],
)
def test_bad_variant_fields_are_refused(extra: dict[str, Any], message: str) -> None:
    data = {**RULES, **extra}
    with pytest.raises(ValueError, match=message):
        rules_from_json(data)
    line = json.dumps({"type": "new_game", "seat": 1, "rules": data, "players": PLAYERS})
    with pytest.raises(ProtocolError) as caught:
        decode(line.encode())
    assert caught.value.code == ErrorCode.BAD_FIELD


@pytest.mark.parametrize("move", ["a1", "b16", "w3", "x7", "--", "D4", "P12", "X18"])
def test_moves_use_the_whole_notation(move: str) -> None:
    assert decode(encode({"type": "move", "ply": 0, "move": move})[:-1])["move"] == move


@pytest.mark.parametrize("move", ["-", "---", "y4", "a", "b0", "x1234", "- -", ""])
def test_bad_moves_are_refused(move: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        decode(json.dumps({"type": "move", "ply": 0, "move": move}).encode())
    assert caught.value.code == ErrorCode.BAD_FIELD


def test_a_result_may_be_a_target_win() -> None:
    target = {"winner": 1, "reason": "target"}
    assert decode(encode({"type": "state", **STATE, "result": target})[:-1])["result"] == target
    unknown = {"type": "state", **STATE, "result": {"winner": 1, "reason": "goal"}}
    with pytest.raises(ProtocolError):
        decode(json.dumps(unknown).encode())


def test_protocol_version_is_one() -> None:
    assert PROTOCOL_VERSION == 1


def test_every_reason_of_the_rules_can_be_sent() -> None:
    from popout_desktop.net.protocol import RESULT_REASONS
    from popout_desktop.rules import Reason
    from popout_desktop.rules.decision import DECISIONS

    assert {str(reason) for reason in Reason} == set(RESULT_REASONS)
    assert set(RESULT_REASONS) >= DECISIONS
