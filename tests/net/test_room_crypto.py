"""Sealing a room's messages (issue 16): keys from the secret, AES-GCM with the sender and its
sequence number authenticated, tampering, wrong keys, duplicates and replays refused. Pure.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from hypothesis import given
from hypothesis import strategies as st

from popout_desktop.net.internet_link import new_client_id, new_link
from popout_desktop.net.room_crypto import (
    HEADER_BYTES,
    MAX_PLAINTEXT,
    SEALED_OVERHEAD,
    Opened,
    Opener,
    Refused,
    Sealer,
    SealProblem,
    new_key_pair,
    pair_key,
    public_bytes,
    room_key,
)

TOPIC = "popout/v1/AAECAwQFBgcICQoLDA0ODw/to-host/AAAAAAAAAAAAAAAAAAAAAA"
KEY = room_key(bytes(range(32)), "AAECAwQFBgcICQoLDA0ODw")


def opened(result: Opened | Refused) -> bytes:
    assert isinstance(result, Opened), result
    return result.payload


def refused(result: Opened | Refused) -> SealProblem:
    assert isinstance(result, Refused), result
    return result.problem


def test_a_sealed_message_opens_with_the_same_key_and_topic() -> None:
    sealer = Sealer(KEY)
    opener = Opener(KEY)
    sealed = sealer.seal(TOPIC, b'{"type":"move","ply":0,"move":"d4"}')
    assert len(sealed) == 35 + SEALED_OVERHEAD
    assert b"move" not in sealed
    result = opener.open(TOPIC, sealed)
    assert result == Opened(b'{"type":"move","ply":0,"move":"d4"}', sealer.sender, 1)
    assert opened(opener.open(TOPIC, sealer.seal(TOPIC, b""))) == b""


def test_the_key_depends_on_the_secret_the_room_and_the_version() -> None:
    secret = bytes(range(32))
    key = room_key(secret, "AAECAwQFBgcICQoLDA0ODw")
    assert len(key) == 32
    assert key == room_key(secret, "AAECAwQFBgcICQoLDA0ODw")
    assert key != room_key(secret, "AAECAwQFBgcICQoLDA0ODQ")
    assert key != room_key(bytes(32), "AAECAwQFBgcICQoLDA0ODw")
    assert secret not in key
    with pytest.raises(ValueError, match="32 bytes"):
        room_key(b"short", "AAECAwQFBgcICQoLDA0ODw")
    link = new_link("b.example")
    assert len(room_key(link.secret_bytes, link.room)) == 32


def test_wrong_key_or_wrong_topic_is_forged() -> None:
    sealed = Sealer(KEY).seal(TOPIC, b"hello")
    other = room_key(bytes(range(1, 33)), "AAECAwQFBgcICQoLDA0ODw")
    assert refused(Opener(other).open(TOPIC, sealed)) is SealProblem.FORGED
    assert refused(Opener(KEY).open(TOPIC + "x", sealed)) is SealProblem.FORGED
    # Refused without a trace: the right opener still takes it afterwards.
    opener = Opener(KEY)
    assert refused(opener.open(TOPIC + "x", sealed)) is SealProblem.FORGED
    assert opened(opener.open(TOPIC, sealed)) == b"hello"


def test_duplicates_are_silent_and_old_messages_are_replays() -> None:
    sealer = Sealer(KEY)
    opener = Opener(KEY, window=4)
    messages = [sealer.seal(TOPIC, f"m{i}".encode()) for i in range(1, 11)]
    assert opened(opener.open(TOPIC, messages[0])) == b"m1"
    duplicate = opener.open(TOPIC, messages[0])  # QoS 1 delivers it again
    assert isinstance(duplicate, Refused)
    assert duplicate.problem is SealProblem.DUPLICATE
    assert duplicate.silent
    # Late within the window: accepted once; then a duplicate.
    assert opened(opener.open(TOPIC, messages[4])) == b"m5"
    assert opened(opener.open(TOPIC, messages[2])) == b"m3"
    assert refused(opener.open(TOPIC, messages[2])) is SealProblem.DUPLICATE
    assert opened(opener.open(TOPIC, messages[9])) == b"m10"
    # Number 6 is 4 behind 10: out of the window of 4.
    replay = opener.open(TOPIC, messages[5])
    assert refused(replay) is SealProblem.REPLAYED
    assert isinstance(replay, Refused)
    assert not replay.silent
    assert opened(opener.open(TOPIC, messages[6])) == b"m7"


def test_a_window_of_one_takes_only_increasing_numbers() -> None:
    sealer = Sealer(KEY)
    opener = Opener(KEY, window=1)
    first, second, third = (sealer.seal(TOPIC, bytes([i])) for i in range(3))
    opened(opener.open(TOPIC, first))
    opened(opener.open(TOPIC, third))
    assert refused(opener.open(TOPIC, third)) is SealProblem.DUPLICATE
    assert refused(opener.open(TOPIC, second)) is SealProblem.REPLAYED


def test_a_restarted_sender_never_reuses_a_nonce() -> None:
    """A host restarted from its autosave makes a new Sealer: a new random sender id, so its
    first message has another nonce than the first one of its previous run, and the receiver,
    which remembers the old run, still takes the new one."""
    before, after = Sealer(KEY), Sealer(KEY)
    assert before.sender != after.sender
    opener = Opener(KEY)
    first = before.seal(TOPIC, b"same")
    again = after.seal(TOPIC, b"same")
    assert first[:HEADER_BYTES] != again[:HEADER_BYTES]
    assert first[HEADER_BYTES:] != again[HEADER_BYTES:]
    assert opened(opener.open(TOPIC, first)) == b"same"
    assert opened(opener.open(TOPIC, again)) == b"same"
    assert len({Sealer(KEY).sender for _ in range(1000)}) == 1000


def test_the_sequence_runs_out_into_a_new_sender(monkeypatch: pytest.MonkeyPatch) -> None:
    from popout_desktop.net import room_crypto

    monkeypatch.setattr(room_crypto, "MAX_SEQUENCE", 3)
    sealer = Sealer(KEY)
    opener = Opener(KEY)
    first_sender = sealer.sender
    for _ in range(3):
        opened(opener.open(TOPIC, sealer.seal(TOPIC, b"x")))
    fourth = sealer.seal(TOPIC, b"y")
    assert sealer.sender != first_sender
    assert sealer.sequence == 1
    assert opened(opener.open(TOPIC, fourth)) == b"y"


def test_the_header_is_what_the_module_says() -> None:
    sealer = Sealer(KEY)
    sealer.seal(TOPIC, b"a")
    sealed = sealer.seal(TOPIC, b"b")
    assert sealed[0] == 1
    assert sealed[1:9] == sealer.sender
    assert int.from_bytes(sealed[9:13], "big") == 2
    # Plain AES-GCM with nonce = sender | sequence and the header and topic authenticated.
    aad = b"popout/v1\x00" + sealed[:13] + TOPIC.encode()
    assert AESGCM(KEY).decrypt(sealed[1:13], sealed[13:], aad) == b"b"


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", SealProblem.TOO_SHORT),
        (bytes(SEALED_OVERHEAD - 1), SealProblem.TOO_SHORT),
        (bytes(MAX_PLAINTEXT + SEALED_OVERHEAD + 1), SealProblem.TOO_LONG),
        (b"\x02" + bytes(40), SealProblem.BAD_VERSION),
        (b"\x01" + bytes(40), SealProblem.BAD_SEQUENCE),
        (b"\x01" + bytes(8) + b"\x00\x00\x00\x01" + bytes(20), SealProblem.FORGED),
    ],
)
def test_malformed_messages_are_refused_with_a_reason(data: bytes, problem: SealProblem) -> None:
    assert refused(Opener(KEY).open(TOPIC, data)) is problem


def test_too_long_a_plaintext_is_our_own_bug() -> None:
    with pytest.raises(ValueError, match="at most"):
        Sealer(KEY).seal(TOPIC, bytes(MAX_PLAINTEXT + 1))
    assert len(Sealer(KEY).seal(TOPIC, bytes(MAX_PLAINTEXT))) == MAX_PLAINTEXT + SEALED_OVERHEAD


def test_strange_inputs_never_raise() -> None:
    opener = Opener(KEY)
    assert refused(opener.open("\ud800", Sealer(KEY).seal(TOPIC, b"x"))) is SealProblem.FORGED
    assert refused(opener.open(TOPIC, None)) is SealProblem.FORGED  # type: ignore[arg-type]
    # deliberately not bytes (a bytearray): open() takes whatever arrives
    assert refused(opener.open(TOPIC, bytearray(3))) is SealProblem.TOO_SHORT  # type: ignore[arg-type]


def test_forgotten_senders_are_the_least_recently_heard() -> None:
    opener = Opener(KEY, max_senders=2)
    a, b, c = Sealer(KEY), Sealer(KEY), Sealer(KEY)
    a1 = a.seal(TOPIC, b"a1")
    opened(opener.open(TOPIC, a1))
    opened(opener.open(TOPIC, b.seal(TOPIC, b"b1")))
    opened(opener.open(TOPIC, a.seal(TOPIC, b"a2")))  # a heard last: b is forgotten first
    opened(opener.open(TOPIC, c.seal(TOPIC, b"c1")))
    assert refused(opener.open(TOPIC, a1)) is SealProblem.DUPLICATE  # a is remembered


def test_pair_keys_agree_and_depend_on_everything_bound() -> None:
    link = new_link("b.example")
    key = room_key(link.secret_bytes, link.room)
    client = new_client_id()
    host, guest = new_key_pair(), new_key_pair()
    host_public, guest_public = public_bytes(host), public_bytes(guest)
    publics = {"host_public": host_public, "guest_public": guest_public}
    at_host = pair_key(key, link.room, client, host, guest_public, **publics)
    at_guest = pair_key(key, link.room, client, guest, host_public, **publics)
    assert at_host == at_guest
    assert at_host != key
    assert pair_key(key, link.room, new_client_id(), host, guest_public, **publics) != at_host
    other_room_key = room_key(bytes(32), link.room)
    assert pair_key(other_room_key, link.room, client, host, guest_public, **publics) != at_host
    # A link holder in the middle (a spectator) has the room key, not either private key.
    spectator = new_key_pair()
    assert pair_key(key, link.room, client, spectator, host_public, **publics) != at_host
    # What the host seals for one guest with the pair key, the room key does not open.
    sealed = Sealer(at_host).seal(TOPIC, b"token")
    assert refused(Opener(key).open(TOPIC, sealed)) is SealProblem.FORGED
    assert opened(Opener(at_guest).open(TOPIC, sealed)) == b"token"
    with pytest.raises(ValueError, match="32 bytes"):
        pair_key(key, link.room, client, host, b"short", **publics)
    with pytest.raises(ValueError, match="shared key"):
        pair_key(key, link.room, client, host, bytes(32), **publics)  # the all-zero point


# -- properties --------------------------------------------------------------------------------


@given(st.binary(max_size=300), st.data())
def test_changing_any_byte_is_refused(plaintext: bytes, data: st.DataObject) -> None:
    sealed = bytearray(Sealer(KEY).seal(TOPIC, plaintext))
    where = data.draw(st.integers(0, len(sealed) - 1))
    flip = data.draw(st.integers(1, 255))
    sealed[where] ^= flip
    result = Opener(KEY).open(TOPIC, bytes(sealed))
    assert isinstance(result, Refused)


@given(st.binary(max_size=300), st.data())
def test_cutting_or_extending_is_refused(plaintext: bytes, data: st.DataObject) -> None:
    sealed = Sealer(KEY).seal(TOPIC, plaintext)
    cut = data.draw(st.integers(0, len(sealed) - 1))
    opener = Opener(KEY)
    assert isinstance(opener.open(TOPIC, sealed[:cut]), Refused)
    assert isinstance(opener.open(TOPIC, sealed + data.draw(st.binary(min_size=1))), Refused)
    assert opened(opener.open(TOPIC, sealed)) == plaintext


@given(st.binary(max_size=200), st.binary(min_size=32, max_size=32))
def test_another_key_reads_nothing(plaintext: bytes, other: bytes) -> None:
    sealed = Sealer(KEY).seal(TOPIC, plaintext)
    result = Opener(other).open(TOPIC, sealed)
    if other == KEY:
        assert opened(result) == plaintext
    else:
        assert refused(result) is SealProblem.FORGED


@given(st.lists(st.integers(0, 29), max_size=80))
def test_each_message_is_taken_at_most_once(order: list[int]) -> None:
    """Any order of deliveries with repeats (QoS 1 redeliveries, replays): each message is
    opened at most once, and a refusal is a duplicate or a replay, never anything else."""
    sealer = Sealer(KEY)
    messages = [sealer.seal(TOPIC, bytes([i])) for i in range(30)]
    opener = Opener(KEY, window=8)
    taken: list[int] = []
    for index in order:
        result = opener.open(TOPIC, messages[index])
        if isinstance(result, Opened):
            taken.append(result.payload[0])
            assert result.sequence == index + 1
        else:
            assert result.problem in (SealProblem.DUPLICATE, SealProblem.REPLAYED)
    assert len(taken) == len(set(taken))
    increasing = sorted(set(order)) == order
    if increasing:  # in order, without repeats: everything is taken
        assert taken == order


@given(st.binary(max_size=400), st.text(max_size=60))
def test_garbage_never_raises(data: bytes, topic: str) -> None:
    result = Opener(KEY).open(topic, data)
    assert isinstance(result, Refused)
    assert isinstance(result.problem, SealProblem)


def test_the_module_is_pure() -> None:
    code = (
        "import sys; import popout_desktop.net.room_crypto; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
