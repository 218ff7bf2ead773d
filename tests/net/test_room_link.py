"""The room's link and handshake (popout_desktop/net/room_link.py, room_door.py): what is read
from outside never raises, the room id's commitment to the host's key, a RoomLink's order,
gaps, liveness and limits (on a carrier stand-in), and the host's limits over a real broker:
the hello deadline and the eight peers that have not said hello.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QObject, QTimer, Signal
from pytestqt.qtbot import QtBot

from popout_desktop.net import room_link as room_link_module
from popout_desktop.net.internet_link import new_client_id, new_mqtt_client_id, parse_link
from popout_desktop.net.mqtt_carrier import Broker, MqttCarrier
from popout_desktop.net.protocol import decode, encode
from popout_desktop.net.room_crypto import (
    Opened,
    Opener,
    Sealer,
    new_key_pair,
    pair_key,
    public_bytes,
    room_key,
)
from popout_desktop.net.room_link import (
    HostRoom,
    RoomDialer,
    RoomLink,
    frame,
    handshake,
    new_room,
    parse_handshake,
    room_id_for,
    saved_room,
    unframe,
)
from tests.net.mqtt_broker import MqttBroker, running_broker
from tests.net.test_lan_game import make_side

WAIT_MS = 30_000
KEY = bytes(range(32))
TO_PEER = "popout/v1/AAAAAAAAAAAAAAAAAAAAAA/to-guest/BBBBBBBBBBBBBBBBBBBBBA"
FROM_PEER = "popout/v1/AAAAAAAAAAAAAAAAAAAAAA/to-host/BBBBBBBBBBBBBBBBBBBBBA"


# -- pure parts ------------------------------------------------------------------------------


def test_a_handshake_carries_one_public_key_and_nothing_else() -> None:
    public = public_bytes(new_key_pair())
    assert parse_handshake(handshake(public)) == public
    text = handshake(public).decode()
    assert json.loads(text) == {"hs": 1, "pub": json.loads(text)["pub"]}
    for bad in (
        b"",
        b"{}",
        b'{"hs":2,"pub":"' + text.split('"pub":"')[1].encode(),
        b'{"hs":true,"pub":"' + text.split('"pub":"')[1].encode(),
        text.replace("}", ',"x":1}').encode(),
        b'{"hs":1,"pub":"AAAA"}',
        b'{"hs":1,"pub":1}',
        b"[" * 10_000,
    ):
        assert parse_handshake(bad) is None


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_as_a_handshake_never_raise(data: bytes) -> None:
    public = parse_handshake(data)
    assert public is None or len(public) == 32


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["transport", "link", "host_key", "role", "x"]),
        st.one_of(st.none(), st.integers(), st.text(max_size=80), st.booleans()),
    )
)
def test_any_saved_details_give_a_room_or_none(network: dict[str, Any]) -> None:
    room = saved_room(network)
    assert room is None or room_id_for(room.public) == room.link.room


def test_the_room_id_commits_to_the_host_key_and_a_saved_room_is_the_same_room() -> None:
    room = new_room("broker.example", tls=True)
    assert room.link.room == room_id_for(room.public)
    assert parse_link(room.link.format()) == room.link
    again = saved_room({"role": "host", **room.network()})
    assert again is not None and again.link == room.link and again.public == room.public
    assert "secret" not in repr(room) and room.link.secret not in repr(room)
    # Another key does not fit the room; a changed key in the saved details is no room.
    with pytest.raises(ValueError, match="commit"):
        HostRoom(room.link, new_key_pair())
    other = new_room("broker.example").network()["host_key"]
    assert saved_room({**room.network(), "host_key": other}) is None
    assert saved_room({**room.network(), "transport": "lan"}) is None
    assert saved_room(None) is None


# -- a RoomLink on a carrier stand-in --------------------------------------------------------


class FakeCarrier(QObject):
    """What a RoomLink uses of a carrier: publish, ``is_connected`` and ``failed``."""

    failed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.published: list[tuple[str, bytes]] = []
        self.accept = True
        self.is_connected = True

    def publish(self, topic: str, payload: bytes) -> bool:
        self.published.append((topic, payload))
        return self.accept

    def stop(self) -> None:
        pass


class Peer:
    """The far end of a RoomLink: frames and seals what it says (numbering its messages, never
    acknowledging), opens what the link says (acknowledgements alone left out)."""

    def __init__(self) -> None:
        self.sealer = Sealer(KEY)
        self.opener = Opener(KEY)
        self.number = 0
        #: The link's last acknowledgement of what we said.
        self.acked = 0

    def seal(self, message: dict[str, Any] | bytes, number: int | None = None) -> bytes:
        line = message if isinstance(message, bytes) else encode(message)[:-1]
        if number is None:
            self.number += 1
            number = self.number
        return self.sealer.seal(FROM_PEER, frame(number, 0, line))

    def heard(self, carrier: FakeCarrier) -> list[dict[str, Any]]:
        out = []
        for topic, data in carrier.published:
            opened = self.opener.open(topic, data)
            assert isinstance(opened, Opened), opened
            framed = unframe(opened.payload)
            assert framed is not None
            self.acked = max(self.acked, framed[1])
            if framed[0]:
                out.append(decode(framed[2]))
        carrier.published.clear()
        return out


@pytest.fixture
def pair(qtbot: QtBot) -> Iterator[tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]]]:
    carrier = FakeCarrier()
    link = RoomLink(
        carrier,  # type: ignore[arg-type]
        send_topic=TO_PEER,
        receive_topic=FROM_PEER,
        key=KEY,
        peer_id="BBBBBBBBBBBBBBBBBBBBBA",
        idle_timeout_ms=60_000,
        ping_interval_ms=60_000,
    )
    received: list[dict[str, Any]] = []
    link.message_received.connect(received.append)
    yield link, carrier, Peer(), received
    link.abort("end of test")


def chat(text: str) -> dict[str, Any]:
    return {"type": "chat", "text": text}


def test_messages_are_handed_on_in_their_order_whatever_the_broker_does(
    pair: tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]],
) -> None:
    link, _carrier, peer, received = pair
    one, two, three, four = (peer.seal(chat(str(i))) for i in range(1, 5))
    link.deliver(FROM_PEER, three)
    link.deliver(FROM_PEER, two)
    assert received == []  # held behind the gap
    link.deliver(FROM_PEER, one)
    link.deliver(FROM_PEER, one)  # a duplicate (QoS 1 may deliver twice): dropped
    link.deliver(FROM_PEER, four)
    link.deliver(FROM_PEER, two)
    assert [m["text"] for m in received] == ["1", "2", "3", "4"]
    assert link.is_open and link.refused == 0
    # Another topic is not this link's; a payload moved here from another topic is refused.
    link.deliver(TO_PEER, peer.seal(chat("5")))
    link.deliver(FROM_PEER, Sealer(KEY).seal(TO_PEER, encode(chat("6"))[:-1]))
    assert len(received) == 4 and link.refused == 1


def test_a_gap_that_stays_closes_the_link(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(room_link_module, "GAP_TIMEOUT_MS", 300)
    carrier = FakeCarrier()
    link = RoomLink(
        carrier,  # type: ignore[arg-type]
        send_topic=TO_PEER,
        receive_topic=FROM_PEER,
        key=KEY,
        peer_id="x",
    )
    peer = Peer()
    peer.seal(chat("lost on the way"))
    with qtbot.waitSignal(link.closed, timeout=WAIT_MS) as closed:
        link.deliver(FROM_PEER, peer.seal(chat("after the gap")))
    assert closed.args == ["messages were lost on the way"]


def test_payloads_that_do_not_open_are_no_sign_of_life_and_get_no_answer(qtbot: QtBot) -> None:
    carrier = FakeCarrier()
    link = RoomLink(
        carrier,  # type: ignore[arg-type]
        send_topic=TO_PEER,
        receive_topic=FROM_PEER,
        key=KEY,
        peer_id="x",
        idle_timeout_ms=1_500,
        ping_interval_ms=60_000,
    )
    replayed = Peer().seal(chat("old"))
    link.deliver(FROM_PEER, replayed)
    garbage = [b"", b"x" * 100, replayed, Sealer(bytes(32)).seal(FROM_PEER, b"{}")]

    def feed() -> bool:
        for data in garbage:
            link.deliver(FROM_PEER, data)
        return not link.is_open

    qtbot.waitUntil(feed, timeout=WAIT_MS)  # garbage all along, and still it times out
    peer = Peer()
    heard = peer.heard(carrier)
    assert [m["type"] for m in heard] == ["error"]  # the timeout, and nothing else
    assert heard[0]["code"] == "timeout"
    assert link.refused >= 3


def test_a_bad_message_flood_and_pings_are_the_lans(
    pair: tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]],
) -> None:
    link, carrier, peer, received = pair
    link.deliver(FROM_PEER, peer.seal({"type": "ping", "id": 7}))
    assert peer.heard(carrier) == [{"type": "pong", "id": 7}]
    assert received == []
    link.deliver(FROM_PEER, peer.seal(b'{"type":"teleport"}'))
    assert [(m["type"], m["code"]) for m in peer.heard(carrier)] == [("error", "unknown_type")]
    assert not link.is_open


def test_more_than_fifty_messages_a_second_is_a_flood(qtbot: QtBot) -> None:
    carrier = FakeCarrier()
    link = RoomLink(
        carrier,  # type: ignore[arg-type]
        send_topic=TO_PEER,
        receive_topic=FROM_PEER,
        key=KEY,
        peer_id="x",
    )
    peer = Peer()
    for i in range(60):
        link.deliver(FROM_PEER, peer.seal(chat(str(i))))
    assert not link.is_open
    errors = [m for m in peer.heard(carrier) if m["type"] == "error"]
    assert [m["code"] for m in errors] == ["flood"]


def test_a_carrier_that_takes_no_more_drops_the_link(
    qtbot: QtBot, pair: tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]]
) -> None:
    link, carrier, _peer, _received = pair
    carrier.accept = False
    with qtbot.waitSignal(link.closed, timeout=WAIT_MS):
        assert not link.send(chat("too much"))
    assert not link.is_open


# -- the host's limits over a real broker ----------------------------------------------------


class RawGuest:
    """A guest speaking to the room's host by hand: its handshake, then sealed messages."""

    def __init__(self, qtbot: QtBot, broker: MqttBroker, room: HostRoom) -> None:
        self.link = room.link
        topics = self.link.topics
        self.client = new_client_id()
        self.key = room_key(self.link.secret_bytes, self.link.room)
        self.own = new_key_pair()
        self.inbox: list[dict[str, Any]] = []
        self.pair: bytes | None = None
        self.sent = 0
        self.received = 0
        self.carrier = MqttCarrier(
            Broker(broker.host, broker.port, tls=False),
            new_mqtt_client_id(),
            [topics.to_guest(self.client)],
            retry_ms=100,
        )
        self.carrier.message_received.connect(self._on_message)
        with qtbot.waitSignal(self.carrier.connected, timeout=WAIT_MS):
            self.carrier.start()
        topic = topics.to_host(self.client)
        self.carrier.publish(topic, Sealer(self.key).seal(topic, handshake(public_bytes(self.own))))
        qtbot.waitUntil(lambda: self.pair is not None, timeout=WAIT_MS)
        self.sealer = Sealer(self.pair or b"")
        self.opener = Opener(self.pair or b"")

    def _on_message(self, topic: str, data: bytes) -> None:
        if self.pair is None:
            opened = Opener(self.key).open(topic, data)
            assert isinstance(opened, Opened)
            host_public = parse_handshake(opened.payload)
            assert host_public is not None and room_id_for(host_public) == self.link.room
            self.pair = pair_key(
                self.key,
                self.link.room,
                self.client,
                self.own,
                host_public,
                host_public=host_public,
                guest_public=public_bytes(self.own),
            )
            return
        opened = self.opener.open(topic, data)
        assert isinstance(opened, Opened)
        framed = unframe(opened.payload)
        assert framed is not None
        number, _ack, line = framed
        if number > self.received:  # not an acknowledgement alone, nor a copy sent again
            self.received = number
            self.inbox.append(decode(line))

    def send(self, message: dict[str, Any]) -> None:
        topic = self.link.topics.to_host(self.client)
        self.sent += 1
        plaintext = frame(self.sent, self.received, encode(message)[:-1])
        self.carrier.publish(topic, self.sealer.seal(topic, plaintext))


@pytest.fixture
def hosted(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MqttBroker, HostRoom, Any]]:
    from popout_desktop.net.host import GameHost

    with running_broker(tmp_path / "broker") as broker:
        room = new_room(broker.host, broker.port, tls=False)
        side = make_side(qtbot)
        host = GameHost(side.model, side.session, side.match, name="Ann", code="", guest_seat=2)
        with qtbot.waitSignal(host.room_ready, timeout=WAIT_MS):
            host.host_room(room)
        yield broker, room, host
        host.close()
        if host._room_door is not None:
            host._room_door.stop(0)


@pytest.fixture
def raws() -> Iterator[list[RawGuest]]:
    made: list[RawGuest] = []
    yield made
    for raw in made:
        raw.carrier.stop()


def test_a_room_peer_without_hello_is_timed_out_and_nine_push_the_oldest_out(
    qtbot: QtBot, hosted: tuple[MqttBroker, HostRoom, Any], raws: list[RawGuest]
) -> None:
    broker, room, host = hosted
    make: Callable[[], RawGuest] = lambda: RawGuest(qtbot, broker, room)  # noqa: E731
    for _ in range(9):
        raws.append(make())
    # The ninth handshake pushed the oldest silent one out, as a ninth TCP connection does.
    qtbot.waitUntil(lambda: bool(raws[0].inbox), timeout=WAIT_MS)
    assert raws[0].inbox == [{"type": "bye", "reason": "too many connections"}]
    assert sum(1 for c in host._clients if c.seat == -1) == 8

    # Five seconds without hello: an error, and the link is gone at the host.
    def errors(raw: RawGuest) -> list[str]:
        return [m["code"] for m in raw.inbox if m["type"] == "error"]

    qtbot.waitUntil(lambda: all(errors(raw) for raw in raws[1:]), timeout=WAIT_MS)
    assert all(errors(raw) == ["timeout"] for raw in raws[1:])
    qtbot.waitUntil(lambda: not list(host._clients), timeout=WAIT_MS)
    # A hello after that on the same guest id is not heard: the id's link is closed.
    raws[1].send(
        {
            "type": "hello",
            "protocol": 1,
            "app": "x",
            "name": "Late",
            "code": "",
            "role": "player",
        }
    )
    fresh = make()
    raws.append(fresh)
    fresh.send(
        {"type": "hello", "protocol": 1, "app": "x", "name": "Zed", "code": "", "role": "player"}
    )
    qtbot.waitUntil(lambda: bool(fresh.inbox), timeout=WAIT_MS)
    assert fresh.inbox[0]["type"] == "welcome" and fresh.inbox[0]["seat"] == 2
    assert host.guest_name == "Zed"
    assert errors(raws[1]) == ["timeout"]
    assert not any(m["type"] == "welcome" for m in raws[1].inbox)


def test_no_broker_is_a_plain_failure_for_the_host_and_the_guest(qtbot: QtBot) -> None:
    from popout_desktop.net.guest import GameGuest
    from popout_desktop.net.host import GameHost
    from tests.net.mqtt_broker import free_tcp_port

    room = new_room("127.0.0.1", free_tcp_port(), tls=False)  # nothing listens there
    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="", guest_seat=2)
    with qtbot.waitSignal(host.failed, timeout=WAIT_MS) as failed:
        host.host_room(room)
    assert "refused the connection" in failed.args[0]
    host.close()
    other = make_side(qtbot)
    guest = GameGuest(other.model, other.session, other.match)
    with qtbot.waitSignal(guest.failed, timeout=WAIT_MS) as failed:
        guest.join_room(room.link, "Bob", "")
    assert failed.args[0] == "error" and "refused the connection" in failed.args[1]
    assert not guest.connected


def test_a_dialer_sends_its_handshake_again_until_the_host_answers(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """No host in the room yet (restarting, or not yet back after a broker outage): the guest's
    handshake goes out again every second, each copy sealed anew (a new sequence number, so no
    copy is a replay of another) with the same public key; it stops once the dialer is
    cancelled."""
    with running_broker(tmp_path / "broker") as broker:
        room = new_room(broker.host, broker.port, tls=False)
        key = room_key(room.link.secret_bytes, room.link.room)
        listener = MqttCarrier(
            Broker(broker.host, broker.port, tls=False),
            new_mqtt_client_id(),
            [room.link.topics.host_inbox],
        )
        heard: list[tuple[str, bytes]] = []
        listener.message_received.connect(lambda topic, data: heard.append((topic, data)))
        with qtbot.waitSignal(listener.connected, timeout=10_000):
            listener.start()
        dialer = RoomDialer(room.link, Broker(broker.host, broker.port, tls=False))
        try:
            dialer.start()
            qtbot.waitUntil(lambda: len(heard) >= 3, timeout=10_000)
            opener = Opener(key)
            opened = [opener.open(topic, data) for topic, data in heard[:3]]
            assert all(isinstance(o, Opened) for o in opened)  # none refused as a replay
            keys = {parse_handshake(o.payload) for o in opened if isinstance(o, Opened)}
            assert len(keys) == 1 and None not in keys
            assert len({data for _, data in heard}) == len(heard)
            assert dialer.handshakes >= 3
        finally:
            dialer.cancel()
            listener.stop()
        sent = dialer.handshakes
        qtbot.wait(1_500)
        assert dialer.handshakes == sent  # no more once cancelled


def test_the_carriers_back_off_stays_short() -> None:
    """A broker back after an outage has both sides again within about 2 s (it was 30 s)."""
    assert room_link_module.MAX_RETRY_MS <= 2_000


# -- nothing lost to a crowded broker (issue 32 point 7) ------------------------------------


class LossyWire(QObject):
    """A carrier stand-in between two RoomLinks that loses messages on purpose: each published
    payload reaches the other end (after the current event, as a broker's would) unless
    ``lose(count)`` says so, ``count`` being how many this side published before."""

    failed = Signal(str)

    def __init__(self, lose: Callable[[int], bool]) -> None:
        super().__init__()
        self.lose = lose
        self.count = 0
        self.lost = 0
        self.is_connected = True
        self.other: RoomLink | None = None

    def publish(self, topic: str, payload: bytes) -> bool:
        self.count += 1
        if self.lose(self.count):
            self.lost += 1
            return True
        QTimer.singleShot(0, self, lambda: self._arrive(topic, payload))
        return True

    def _arrive(self, topic: str, payload: bytes) -> None:
        if self.other is not None:
            self.other.deliver(topic, payload)

    def stop(self) -> None:
        pass


def lossy_pair(
    qtbot: QtBot, lose_a: Callable[[int], bool], lose_b: Callable[[int], bool]
) -> tuple[RoomLink, RoomLink, LossyWire, LossyWire]:
    wire_a, wire_b = LossyWire(lose_a), LossyWire(lose_b)
    a = RoomLink(
        wire_a,  # type: ignore[arg-type]
        send_topic=TO_PEER,
        receive_topic=FROM_PEER,
        key=KEY,
        peer_id="b",
        idle_timeout_ms=60_000,
        ping_interval_ms=60_000,
    )
    b = RoomLink(
        wire_b,  # type: ignore[arg-type]
        send_topic=FROM_PEER,
        receive_topic=TO_PEER,
        key=KEY,
        peer_id="a",
        idle_timeout_ms=60_000,
        ping_interval_ms=60_000,
    )
    wire_a.other, wire_b.other = b, a
    return a, b, wire_a, wire_b


@pytest.fixture
def quick_resends(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_link_module, "RESEND_MS", 100)
    monkeypatch.setattr(room_link_module, "MAX_RESEND_MS", 400)
    monkeypatch.setattr(room_link_module, "ACK_DELAY_MS", 20)


def at_random(rate: float, seed: int) -> Callable[[int], bool]:
    """Loses each message with chance ``rate`` (seeded: the same draws each run). A loss
    exactly every n-th publish could lock in step with a pattern of the sender's own (the
    same copy lost every round), which no real broker does."""
    draws = random.Random(seed)
    return lambda _n: draws.random() < rate


@pytest.mark.parametrize("pattern", ["a third", "half", "a burst of twenty"])
def test_messages_lost_by_the_broker_both_ways_arrive_once_and_in_order(
    qtbot: QtBot, quick_resends: None, pattern: str
) -> None:
    """Each side loses a third (or half) of the messages it publishes at random, or twenty in
    a row, its acknowledgements and the copies sent again included: everything arrives, once
    each, in order, and the links never close."""

    def lose(side: int) -> Callable[[int], bool]:
        if pattern == "a burst of twenty":
            return lambda n: 5 <= n < 25
        return at_random(1 / 3 if pattern == "a third" else 1 / 2, seed=side)

    a, b, wire_a, wire_b = lossy_pair(qtbot, lose(1), lose(2))
    got_a: list[dict[str, Any]] = []
    got_b: list[dict[str, Any]] = []
    a.message_received.connect(got_a.append)
    b.message_received.connect(got_b.append)
    try:
        for i in range(30):
            assert a.send(chat(f"a{i}"))
            assert b.send({"type": "move", "ply": i, "move": "d4"})
            if i % 7 == 0:
                qtbot.wait(5)  # some now, some later
        qtbot.waitUntil(lambda: len(got_a) == 30 and len(got_b) == 30, timeout=WAIT_MS)
        assert [m["text"] for m in got_b] == [f"a{i}" for i in range(30)]
        assert [m["ply"] for m in got_a] == list(range(30))
        qtbot.waitUntil(lambda: a.unacknowledged == b.unacknowledged == 0, timeout=WAIT_MS)
        qtbot.wait(300)  # copies still on the way change nothing
        assert len(got_a) == len(got_b) == 30
        assert wire_a.lost and wire_b.lost and a.resent and b.resent
        assert a.is_open and b.is_open
    finally:
        a.abort("end of test")
        b.abort("end of test")


def test_a_message_goes_out_again_until_acknowledged_and_a_copy_is_handed_on_once(
    qtbot: QtBot,
    quick_resends: None,
    pair: tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]],
) -> None:
    link, carrier, peer, received = pair
    assert link.send(chat("hello"))
    qtbot.waitUntil(lambda: len(carrier.published) >= 3, timeout=WAIT_MS)
    copies = peer.heard(carrier)
    assert copies == [chat("hello")] * len(copies)  # the same message, each sealed anew
    # The peer acknowledges it: no more copies.
    link.deliver(FROM_PEER, peer.sealer.seal(FROM_PEER, frame(0, 1, b"")))
    assert link.unacknowledged == 0
    qtbot.wait(500)
    assert peer.heard(carrier) == []

    # The peer's message 1 comes twice (its first acknowledgement lost): handed on once,
    # acknowledged again each time.
    def acknowledged() -> bool:
        assert peer.heard(carrier) == []  # acknowledgements alone
        return peer.acked == 1

    first = peer.seal(chat("once"))
    again = peer.seal(chat("once"), number=1)
    link.deliver(FROM_PEER, first)
    qtbot.waitUntil(acknowledged, timeout=WAIT_MS)
    peer.acked = 0
    link.deliver(FROM_PEER, again)
    qtbot.waitUntil(acknowledged, timeout=WAIT_MS)
    assert received == [chat("once")]
    assert link.is_open


def lingering(link: RoomLink) -> bool:
    return link.lingering


def test_a_closed_link_sends_its_last_words_again_until_acknowledged(
    qtbot: QtBot,
    quick_resends: None,
    pair: tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]],
) -> None:
    """``bye`` then close: the owner hears ``closed`` at once (and forgets the link), and the
    link goes on sending the ``bye`` again until the peer acknowledges it."""
    link, carrier, peer, _received = pair
    with qtbot.waitSignal(link.closed, timeout=WAIT_MS):
        assert link.send({"type": "bye"})
        link.close("closed")
    assert lingering(link)
    qtbot.waitUntil(lambda: len(carrier.published) >= 3, timeout=WAIT_MS)
    assert set(map(str, peer.heard(carrier))) == {str({"type": "bye"})}
    link.deliver(FROM_PEER, peer.sealer.seal(FROM_PEER, frame(0, 1, b"")))
    assert not lingering(link)
    qtbot.wait(500)
    assert peer.heard(carrier) == []


def test_a_closed_link_sends_its_last_words_again_for_a_while_only(
    qtbot: QtBot,
    quick_resends: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(room_link_module, "LINGER_MS", 500)
    carrier = FakeCarrier()
    link = RoomLink(
        carrier,  # type: ignore[arg-type]
        send_topic=TO_PEER,
        receive_topic=FROM_PEER,
        key=KEY,
        peer_id="x",
    )
    link.send({"type": "bye"})
    link.close("closed")
    qtbot.waitUntil(lambda: lingering(link), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not lingering(link), timeout=WAIT_MS)
    carrier.published.clear()
    qtbot.wait(400)
    assert carrier.published == []


def test_a_peer_that_acknowledges_nothing_is_dropped_like_one_that_reads_nothing(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    pair: tuple[RoomLink, FakeCarrier, Peer, list[dict[str, Any]]],
) -> None:
    monkeypatch.setattr(room_link_module, "MAX_UNACKED_BYTES", 2_000)
    link, _carrier, _peer, _received = pair
    with qtbot.waitSignal(link.closed, timeout=WAIT_MS) as closed:
        for i in range(100):
            if not link.send(chat(f"line {i}" * 5)):
                break
    assert closed.args == ["the peer reads nothing: over 2000 bytes wait for it"]


@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=40))
def test_any_plaintext_as_a_frame_never_raises(data: bytes) -> None:
    framed = unframe(data)
    assert framed is None or frame(*framed) == data
