"""Games over a room on a real Mosquitto on 127.0.0.1 (tests/net/mqtt_broker.py), in one
process: a GameHost hosting a room (popout_desktop/net/room_door.py) and GameGuests joining it
through RoomLinks (popout_desktop/net/room_link.py), with PROTOCOL.md's messages unchanged.

A whole game with chat, a spectator, a hostile client on the same broker (garbage, replays,
messages moved between topics, forged moves, a forged answer to a handshake), a wrong secret,
a guest that drops and resumes with its token, the broker restarted mid-game, and a host
restarted from its saved game in the same room. Every wait is on a signal or a condition.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from popout_desktop.net import guest as guest_module
from popout_desktop.net import room_link as room_link_module
from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.net.internet_link import InternetLink, new_client_id, new_mqtt_client_id
from popout_desktop.net.mqtt_carrier import Broker, MqttCarrier
from popout_desktop.net.room_crypto import (
    Opened,
    Opener,
    Sealer,
    new_key_pair,
    public_bytes,
    room_key,
)
from popout_desktop.net.room_door import RoomDoor
from popout_desktop.net.room_link import (
    HostRoom,
    RoomDialer,
    RoomLink,
    handshake,
    new_room,
    parse_handshake,
    room_id_for,
    saved_room,
)
from popout_desktop.savefile import load, save
from tests.net.mqtt_broker import MqttBroker, running_broker
from tests.net.test_lan_game import Side, click, make_side

WAIT_MS = 30_000
RESTART_MS = 90_000


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Carriers retry quickly after a drop (the broker restarted in a second or two)."""
    monkeypatch.setattr(room_link_module, "RETRY_MS", 100)
    monkeypatch.setattr(room_link_module, "MAX_RETRY_MS", 1_000)


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[MqttBroker]:
    with running_broker(tmp_path / "broker") as running:
        yield running


@pytest.fixture
def room(broker: MqttBroker) -> HostRoom:
    return new_room(broker.host, broker.port, tls=False)


@pytest.fixture
def host_side(qtbot: QtBot) -> Side:
    return make_side(qtbot)


@pytest.fixture
def guest_side(qtbot: QtBot) -> Side:
    return make_side(qtbot)


@pytest.fixture
def stoppers() -> Iterator[list[Callable[[], None]]]:
    """What to stop at the end of a test (hosts, guests, carriers), whatever happened."""
    made: list[Callable[[], None]] = []
    yield made
    for stop in reversed(made):
        stop()


def open_room(
    qtbot: QtBot, side: Side, room: HostRoom, stoppers: list[Callable[[], None]]
) -> GameHost:
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    stoppers.append(lambda: host._room_door.stop(0) if host._room_door else None)
    stoppers.append(host.close)
    with qtbot.waitSignal(host.room_ready, timeout=WAIT_MS) as ready:
        host.host_room(room)
    assert ready.args == [room.link.format()]
    return host


def reopen_room(
    qtbot: QtBot,
    path: Path,
    stoppers: list[Callable[[], None]],
    code: str = "4821",
    guest_seat: int = 2,
    link: InternetLink | None = None,
) -> tuple[Side, GameHost]:
    """A new run of the host: reads the game saved at ``path`` and hosts it again in the same
    room (the saved one; its link ``link`` when given), once its room is ready."""
    side = make_side(qtbot)
    saved = load(path)
    side.session.load_saved(saved)
    same = saved_room(saved.network)
    assert same is not None
    assert link is None or same.link == link
    host = GameHost(
        side.model, side.session, side.match, name="Ann", code=code, guest_seat=guest_seat
    )
    stoppers.append(host.close)
    with qtbot.waitSignal(host.room_ready, timeout=WAIT_MS):
        host.host_room(same)
    return side, host


def join_room(
    qtbot: QtBot,
    side: Side,
    link: InternetLink,
    stoppers: list[Callable[[], None]],
    name: str = "Bob",
    **options: object,
) -> GameGuest:
    guest = GameGuest(side.model, side.session, side.match)
    stoppers.append(guest.cancel)
    with qtbot.waitSignal(guest.joined, timeout=WAIT_MS):
        guest.join_room(link, name, str(options.pop("code", "4821")), **options)  # type: ignore[arg-type]
    return guest


def play(qtbot: QtBot, host_side: Side, guest_side: Side, notation: str, *watchers: Side) -> None:
    """Moves in turn from whichever side's turn it is (the host is Red); every side sees each."""
    for move in notation.split():
        before = host_side.model.game.ply
        side = host_side if host_side.model.game.turn == 1 else guest_side
        click(qtbot, side, move)

        def all_played(b: int = before) -> bool:
            return all(s.model.game.ply == b + 1 for s in (host_side, guest_side, *watchers))

        qtbot.waitUntil(all_played, timeout=WAIT_MS)


class Spy:
    """A client of the broker that subscribes to everything of the room, as any client of a
    permissive broker may, and keeps what it sees."""

    def __init__(self, carrier: MqttCarrier) -> None:
        self.carrier = carrier
        self.seen: list[tuple[str, bytes]] = []
        carrier.message_received.connect(lambda topic, data: self.seen.append((topic, data)))


def spy_on(
    qtbot: QtBot, broker: MqttBroker, link: InternetLink, stoppers: list[Callable[[], None]]
) -> Spy:
    carrier = MqttCarrier(
        Broker(broker.host, broker.port, tls=False),
        new_mqtt_client_id(),
        [f"{link.topics.base}/#"],
        retry_ms=100,
        max_retry_ms=1_000,
    )
    stoppers.append(carrier.stop)
    spy = Spy(carrier)
    with qtbot.waitSignal(carrier.connected, timeout=WAIT_MS):
        carrier.start()
    return spy


def test_a_whole_game_over_a_room_with_chat_and_a_win(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    assert guest.seat == 2
    assert host.guest_connected
    assert [p.name for p in guest_side.session.players] == ["Ann", "Bob"]
    # The host's link to its guest is a room link, its address the guest's topic id.
    (client,) = [c for c in host._clients if c.seat == 2]
    assert isinstance(client.connection, RoomLink)
    assert client.connection.peer_address.startswith("mqtt:")

    play(qtbot, host_side, guest_side, "d4 d4 d3 d5 p4 d3")
    assert guest_side.model.game.notation() == host_side.model.game.notation()
    with qtbot.waitSignal(guest.chat_received, timeout=WAIT_MS) as line:
        host.send_chat("good luck")
    assert (line.args[0]["from"], line.args[0]["text"]) == ("Ann", "good luck")
    with qtbot.waitSignal(host.chat_received, timeout=WAIT_MS) as line:
        guest.send_chat("thanks <b>!</b>")
    assert (line.args[0]["from"], line.args[0]["text"], line.args[0]["seat"]) == (
        "Bob",
        "thanks <b>!</b>",
        2,
    )
    # An offer and its answer over the room.
    with qtbot.waitSignal(host.draw_offered, timeout=WAIT_MS):
        assert guest.offer_draw()
    with qtbot.waitSignal(guest.answer_received, timeout=WAIT_MS) as answer:
        host.answer_draw(False)
    assert answer.args == ["draw", False]
    # To the end: Red wins on column 1.
    play(qtbot, host_side, guest_side, "d1 d2 d1 d2 d1 d2 d1")
    assert host_side.model.result is not None
    assert host_side.model.result.winner == 1
    assert guest_side.model.result == host_side.model.result
    # Both sides' saved details say how to come back: the room and its key with the host
    # (a restart reopens the same room), the link and the token with the guest.
    host_network = host_side.session.network
    assert host_network is not None
    assert host_network["transport"] == "internet"
    assert host_network["link"] == room.link.format()
    again = saved_room(host_network)
    assert again is not None and again.public == room.public
    guest_network = guest_side.session.network
    assert guest_network is not None
    assert guest_network["link"] == room.link.format()
    assert guest_network["token"] == guest.token


def test_a_spectator_joins_and_watches_moves_and_chat(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    host = open_room(qtbot, host_side, room, stoppers)
    join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4")
    third = make_side(qtbot)
    with qtbot.waitSignal(host.spectators_changed, timeout=WAIT_MS):
        watcher = join_room(qtbot, third, room.link, stoppers, "Cy", spectator=True)
    assert watcher.seat == 0
    assert host.spectators == 1
    assert third.model.game.notation() == "d4 d4"  # the welcome carried the game so far
    play(qtbot, host_side, guest_side, "d3 d5", third)
    assert third.model.game.notation() == "d4 d4 d3 d5"
    with qtbot.waitSignal(host.chat_received, timeout=WAIT_MS):
        assert watcher.send_chat("nice")
    qtbot.waitUntil(lambda: [x["text"] for x in watcher.chat_log] == ["nice"], timeout=WAIT_MS)
    assert not watcher.resign()  # spectators only watch and chat


def test_a_hostile_client_on_the_broker_changes_nothing(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    link = room.link
    spy = spy_on(qtbot, broker, link, stoppers)
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    host.send_chat("before")
    qtbot.waitUntil(lambda: len(guest.chat_log) == 1, timeout=WAIT_MS)
    captured = list(spy.seen)
    topics = link.topics
    guest_link = guest._connection
    assert isinstance(guest_link, RoomLink)
    to_host = [t for t, _ in captured if "/to-host/" in t]
    to_guest = [t for t, _ in captured if "/to-guest/" in t]
    assert to_host and to_guest
    # Nothing the spy saw is readable without the key: no name, no move, no chat text. Each
    # is looked for as it stands in the JSON, quotes included: two random bytes of ciphertext
    # spell "d4" one time in 65,536, which a few thousand bytes would often do.
    everything = b"".join(data for _, data in captured)
    for plain in (b'"Ann"', b'"Bob"', b'"before"', b'"d4"', b'"hello"', b'"4821"', b'"move"'):
        assert plain not in everything

    # Even a holder of the link (a spectator, say) reads only the handshakes with the room key
    # (and the host's "here" on its presence topic, which says no more than that): the game
    # itself, the welcome with the seat's token included, is sealed with pair keys.
    holder_opener = Opener(room_key(link.secret_bytes, link.room))
    readable = [holder_opener.open(t, d) for t, d in captured]
    opened = [r.payload for r in readable if isinstance(r, Opened)]
    handshakes = [p for p in opened if parse_handshake(p) is not None]
    assert all(p == room_link_module.HOST_HERE for p in opened if p not in handshakes)
    assert len(handshakes) == 2  # the guest's handshake and the host's answer

    bad = spy.carrier
    stranger = new_client_id()
    # Garbage, on a new guest id and on the guest's own topics.
    for topic in (topics.to_host(stranger), to_host[0], to_guest[0], topics.presence(stranger)):
        for data in (b"", b"\x00" * 40, b"garbage" * 50, bytes(range(256))):
            bad.publish(topic, data)
    # Replays of every sealed message seen, on its own topic and moved to the others.
    for topic, data in captured:
        bad.publish(topic, data)
        bad.publish(to_host[0] if "/to-guest/" in topic else to_guest[0], data)
        bad.publish(topics.to_host(stranger), data)
    # A holder of the link: a move sealed with the room key on the guest's topic (it cannot
    # seal with the guest's pair key), and a race of the host's answer to a new handshake.
    key = room_key(link.secret_bytes, link.room)
    holder = Sealer(key)
    forged = json.dumps({"type": "move", "ply": 3, "move": "d7"}).encode()
    bad.publish(to_host[0], holder.seal(to_host[0], forged))
    bad.publish(to_guest[0], holder.seal(to_guest[0], forged))
    # The hostile's own handshake, sealed with the room key: it gets a link of its own (one
    # more unidentified peer, pushed out after five seconds without a hello), not the guest's.
    refused_before = host._room_door.refused if host._room_door else 0
    marker = new_client_id()
    bad.publish(f"{topics.base}/to-host/{marker}", b"last")
    qtbot.waitUntil(
        lambda: host._room_door is not None and host._room_door.refused > refused_before + 20,
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(lambda: guest_link.refused > 0, timeout=WAIT_MS)
    # The game is as it was and goes on; the guest never noticed.
    assert host_side.model.game.notation() == guest_side.model.game.notation() == "d4 d4 d3"
    assert guest.connected and host.guest_connected
    assert guest._connection is guest_link
    play(qtbot, host_side, guest_side, "d5 d3")
    assert host_side.model.game.notation() == "d4 d4 d3 d5 d3"
    assert [x["text"] for x in guest.chat_log] == ["before"]


def test_a_forged_answer_to_a_handshake_is_ignored(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """A holder of the link who answers a guest's handshake before the host, with a key pair
    of its own, is not believed: the room id commits to the host's key."""
    link = room.link
    key = room_key(link.secret_bytes, link.room)
    spy = spy_on(qtbot, broker, link, stoppers)
    # Who races: it sees a handshake, opens it (it has the room key) and answers at once.
    racer = new_key_pair()
    raced: list[str] = []
    opener, sealer = Opener(key), Sealer(key)

    def race(topic: str, data: bytes) -> None:
        if "/to-host/" not in topic:
            return
        opened = opener.open(topic, data)
        if isinstance(opened, Opened) and parse_handshake(opened.payload) is not None:
            answer_topic = topic.replace("/to-host/", "/to-guest/")
            spy.carrier.publish(
                answer_topic, sealer.seal(answer_topic, handshake(public_bytes(racer)))
            )
            raced.append(answer_topic)

    spy.carrier.message_received.connect(race)
    assert room_id_for(public_bytes(racer)) != link.room
    # The host answers only once the guest has had the racer's answer and dealt with it, so
    # the racer is first every time.
    answers_seen: list[str] = []
    on_message = RoomDialer._on_message

    def seen_on_message(self: RoomDialer, topic: str, data: bytes) -> None:
        answers_seen.append(topic)
        on_message(self, topic, data)

    monkeypatch.setattr(RoomDialer, "_on_message", seen_on_message)
    handshake_at_host = RoomDoor._handshake

    def late_handshake(door: RoomDoor, client: str, topic: str, data: bytes) -> None:
        def answer() -> None:
            if not answers_seen:
                QTimer.singleShot(20, door, answer)
                return
            handshake_at_host(door, client, topic, data)

        answer()

    monkeypatch.setattr(RoomDoor, "_handshake", late_handshake)
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, link, stoppers)
    assert raced  # the racer did answer
    assert guest.seat == 2 and host.guest_connected
    play(qtbot, host_side, guest_side, "d4 d4")


def test_a_wrong_secret_reads_nothing_and_cannot_join(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    link = room.link
    spy = spy_on(qtbot, broker, link, stoppers)
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4")
    other_secret = new_room(broker.host, broker.port, tls=False).link.secret
    wrong = replace(link, secret=other_secret)
    # Nothing seen in the room opens with the wrong secret's key.
    wrong_opener = Opener(room_key(wrong.secret_bytes, wrong.room))
    assert spy.seen
    assert not any(isinstance(wrong_opener.open(t, d), Opened) for t, d in spy.seen)
    # And the host never answers its handshake: no answer, no seat.
    monkeypatch.setattr(guest_module, "ROOM_CONNECT_TIMEOUT_MS", 3_000)
    side = make_side(qtbot)
    intruder = GameGuest(side.model, side.session, side.match)
    stoppers.append(intruder.cancel)
    reached: list[str] = []
    intruder.broker_reached.connect(reached.append)
    with qtbot.waitSignal(intruder.failed, timeout=WAIT_MS) as failed:
        intruder.join_room(wrong, "Eve", "4821", spectator=True)
    # The broker answered (and said so at once); the room's host did not: the words say that,
    # not that the network is at fault (issue 32 point 2).
    assert reached == [wrong.broker_address()]
    assert failed.args == [
        "no_host",
        f"The broker {wrong.broker_address()} answered, but no game's host answered this link.",
    ]
    assert not intruder.connected
    assert host.spectators == 0
    assert side.model.game.ply == 0
    assert guest.connected


def test_the_guest_resumes_with_its_token_after_its_link_drops(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3 d5 p4")
    host.send_chat("before the drop")
    qtbot.waitUntil(lambda: len(guest.chat_log) == 1, timeout=WAIT_MS)
    first = guest._connection
    assert isinstance(first, RoomLink)
    first_id = first.carrier.client_id
    with qtbot.waitSignal(guest.joined, timeout=WAIT_MS):
        first.abort("the carrier dropped")  # its carrier gone, no goodbye to the host
    second = guest._connection
    assert isinstance(second, RoomLink) and second is not first
    assert second.carrier.client_id != first_id  # a new session, a new topic id
    assert host.guest_connected
    assert guest_side.model.game.notation() == "d4 d4 d3 d5 p4"
    assert [line["text"] for line in guest.chat_log] == ["before the drop"]
    play(qtbot, host_side, guest_side, "d7 d1")
    assert host_side.model.game.notation() == "d4 d4 d3 d5 p4 d7 d1"
    # The host forgot the old link: one guest, seated once.
    assert [c.seat for c in host._clients] == [2]


def test_the_broker_restarted_mid_game_loses_nothing(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    links = (guest._connection, next(c.connection for c in host._clients if c.seat == 2))
    door = host._room_door
    assert door is not None and isinstance(links[0], RoomLink)
    guest_carrier = links[0].carrier
    with qtbot.waitSignals(
        [door.carrier.disconnected, guest_carrier.disconnected], timeout=WAIT_MS
    ):
        broker.stop()
    # While the broker is away, both sides speak: it waits in their carriers.
    host.send_chat("while away")
    assert guest.send_chat("me too")
    click(qtbot, guest_side, "d5")
    with qtbot.waitSignals([door.carrier.connected, guest_carrier.connected], timeout=RESTART_MS):
        broker.start()
    qtbot.waitUntil(lambda: host_side.model.game.notation() == "d4 d4 d3 d5", timeout=RESTART_MS)
    qtbot.waitUntil(lambda: guest_side.model.game.notation() == "d4 d4 d3 d5", timeout=RESTART_MS)
    qtbot.waitUntil(lambda: len(guest.chat_log) == 2 and len(host.chat_log) == 2, timeout=WAIT_MS)
    assert sorted(x["text"] for x in guest.chat_log) == ["me too", "while away"]
    # The same links throughout: the game never saw a drop.
    assert guest._connection is links[0]
    assert next(c.connection for c in host._clients if c.seat == 2) is links[1]
    play(qtbot, host_side, guest_side, "d6 d7")
    assert guest_side.model.game.notation() == "d4 d4 d3 d5 d6 d7"


@pytest.mark.slow
def test_a_host_restarted_from_its_saved_game_reopens_the_room_and_its_guest_resumes(
    qtbot: QtBot,
    tmp_path: Path,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    host.send_chat("kept")
    qtbot.waitUntil(lambda: len(guest.chat_log) == 1, timeout=WAIT_MS)
    path = tmp_path / "host.popout"
    save(path, host_side.session.snapshot())
    # The host's process dies: its carrier is gone without a goodbye, its links with it.
    door = host._room_door
    assert door is not None
    host_side.session.disable_autosave()
    door.carrier._give_up("killed")
    for client in list(host._clients):
        client.connection.abort("killed")
    # A new run reads the saved game back and hosts it again in the same room.
    again_side, again = reopen_room(
        qtbot, path, stoppers, code="0000", guest_seat=1, link=room.link
    )
    # The guest hears nothing from the old host: after 20 s its link closes and it comes back
    # with its token, through a new handshake with the new host.
    with qtbot.waitSignal(guest.joined, timeout=RESTART_MS):
        pass
    assert again.guest_connected and again.guest_seat == 2
    assert guest_side.model.game.notation() == "d4 d4 d3"
    assert [x["text"] for x in guest.chat_log] == ["kept"]
    click(qtbot, guest_side, "d5")
    qtbot.waitUntil(lambda: again_side.model.game.notation() == "d4 d4 d3 d5", timeout=WAIT_MS)


#: How soon a guest must be back after its host reopens the room (issue 32 point 3).
BACK_WITHIN_MS = 5_000


def test_a_guest_is_back_within_seconds_of_its_host_reopening_the_room(
    qtbot: QtBot,
    tmp_path: Path,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """The host closes; the guest's next attempt reaches the broker and sends its handshake
    while no host is there; a new host opens the same room from the saved game; the guest's
    handshake goes out again until the new host answers: back within 5 s of the room being
    ready (it waited out its 30 s timeout before)."""
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    path = tmp_path / "host.popout"
    save(path, host_side.session.snapshot())
    host_side.session.disable_autosave()
    with qtbot.waitSignal(guest.reconnecting, timeout=WAIT_MS):
        host.close()

    def handshake_unanswered() -> bool:
        dialer = guest._dialer
        return dialer is not None and dialer.carrier.is_connected and dialer.handshakes >= 1

    qtbot.waitUntil(handshake_unanswered, timeout=WAIT_MS)
    dialer = guest._dialer
    _, again = reopen_room(qtbot, path, stoppers, code="4821", guest_seat=2, link=room.link)
    with qtbot.waitSignal(guest.joined, timeout=BACK_WITHIN_MS):
        pass
    assert dialer is not None and dialer.handshakes >= 2  # the first went unanswered
    assert again.guest_connected and again.guest_seat == 2
    assert guest_side.model.game.notation() == "d4 d4 d3"


def test_a_guest_is_back_within_seconds_of_a_killed_host_reopening_the_room(
    qtbot: QtBot,
    tmp_path: Path,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """The host dies without a word and is back before the guest's link has been silent for
    20 s: the new host says so on the room's presence topic, the guest's link pings, nothing
    authentic answers (the new host cannot open it), and the guest comes back at once."""
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    path = tmp_path / "host.popout"
    save(path, host_side.session.snapshot())
    door = host._room_door
    assert door is not None
    host_side.session.disable_autosave()
    door.carrier._give_up("killed")  # no goodbye to anyone
    for client in list(host._clients):
        client.connection.abort("killed")
    old = guest._connection
    assert isinstance(old, RoomLink) and old.is_open
    _, again = reopen_room(qtbot, path, stoppers, code="4821", guest_seat=2)
    assert old.is_open  # the guest has not noticed yet
    with qtbot.waitSignal(guest.joined, timeout=BACK_WITHIN_MS):
        pass
    assert guest._connection is not old and again.guest_connected
    assert guest_side.model.game.notation() == "d4 d4 d3"


def test_a_forged_host_presence_changes_nothing_for_a_live_link(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """Anyone with the link can seal a "here" or a will for the host: the guest asks its host,
    the live host answers, and the link stays."""
    open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    link = guest._connection
    assert isinstance(link, RoomLink)
    forger = MqttCarrier(Broker(broker.host, broker.port, tls=False), new_mqtt_client_id(), [])
    stoppers.append(forger.stop)
    with qtbot.waitSignal(forger.connected, timeout=WAIT_MS):
        forger.start()
    topic = room.link.topics.host_presence
    sealer = Sealer(room_key(room.link.secret_bytes, room.link.room))
    for payload in (room_link_module.HOST_HERE, b'{"will":1}'):
        forger.publish(topic, sealer.seal(topic, payload))
    qtbot.waitUntil(lambda: link.probes >= 1, timeout=WAIT_MS)
    qtbot.wait(room_link_module.PROBE_MS + 200)  # what the probe allows, and a little more
    assert link.probes == 1  # two hints at once: one ping
    assert guest._connection is link and link.is_open and guest.connected


def test_a_game_over_a_tls_broker_with_a_certificate_authority_of_its_own(
    qtbot: QtBot,
    tmp_path: Path,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """The broker given to host_room and join_room (the preferences' login, TLS and certificate
    authority) is the one used."""
    with running_broker(tmp_path / "tls", tls=True) as tls_broker:
        room = new_room(tls_broker.host, tls_broker.port, tls=True)
        broker = Broker(tls_broker.host, tls_broker.port, tls=True, ca_file=tls_broker.ca_file)
        host = GameHost(
            host_side.model, host_side.session, host_side.match, name="Ann", code="", guest_seat=2
        )
        stoppers.append(host.close)
        with qtbot.waitSignal(host.room_ready, timeout=WAIT_MS):
            host.host_room(room, broker)
        guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
        stoppers.append(guest.cancel)
        with qtbot.waitSignal(guest.joined, timeout=WAIT_MS):
            guest.join_room(room.link, "Bob", "", broker=broker)
        play(qtbot, host_side, guest_side, "d4 d4")
        # Without the certificate authority, the system's do not trust the test broker.
        other = make_side(qtbot)
        stranger = GameGuest(other.model, other.session, other.match)
        stoppers.append(stranger.cancel)
        with qtbot.waitSignal(stranger.failed, timeout=WAIT_MS) as failed:
            stranger.join_room(room.link, "Cy", "", spectator=True)
        assert failed.args[0] == "error" and "does not trust" in failed.args[1]
        link = guest._connection
        assert isinstance(link, RoomLink)
        with qtbot.waitSignal(link.carrier.disconnected, timeout=WAIT_MS):
            guest.cancel()  # its carrier says goodbye to the broker a moment after the bye
        host.close()
        if host._room_door is not None:
            host._room_door.stop(0)


def test_the_join_code_and_the_kept_seat_are_the_lans_over_a_room(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    host = open_room(qtbot, host_side, room, stoppers)
    side = make_side(qtbot)
    wrong = GameGuest(side.model, side.session, side.match)
    stoppers.append(wrong.cancel)
    with qtbot.waitSignal(wrong.refused, timeout=WAIT_MS) as refused:
        wrong.join_room(room.link, "Eve", "0000")
    assert refused.args[0] == "wrong_code"
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    # A stranger with the link and the code still cannot take the seat, nor resume it.
    other = make_side(qtbot)
    stranger = GameGuest(other.model, other.session, other.match)
    stoppers.append(stranger.cancel)
    with qtbot.waitSignal(stranger.refused, timeout=WAIT_MS) as refused:
        stranger.join_room(room.link, "Eve", "4821")
    assert refused.args[0] == "full"
    third = make_side(qtbot)
    forger = GameGuest(third.model, third.session, third.match)
    stoppers.append(forger.cancel)
    with qtbot.waitSignal(forger.refused, timeout=WAIT_MS) as refused:
        forger.join_room(room.link, "Bob", "4821", token="forged-token")
    assert refused.args[0] == "bad_token"
    assert guest.connected and host.guest_name == "Bob"


def test_the_host_closing_leaves_the_guest_with_the_game_at_once(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """The host's ``bye`` ends the guest's link as the end of a TCP connection would (not the
    20 s silence rule): the guest keeps the game and tries to come back."""
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    link = guest._connection
    assert isinstance(link, RoomLink)
    reasons: list[str] = []
    link.closed.connect(reasons.append)
    with qtbot.waitSignal(guest.failed, timeout=WAIT_MS) as failed:
        host.close()
    assert failed.args[0] == "lost"
    assert reasons == ["the other side closed the connection"]
    assert guest_side.model.game.notation() == "d4 d4 d3"


def test_a_guest_keeps_trying_through_a_broker_outage_longer_than_its_attempts(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """Issue 32 point 8: an attempt fails at once against a broker that is down, so 30 of them
    2 s apart lasted a minute (a 60 s broker stop came back on the 30th and last; 62 s would
    have been too long). Over the internet the guest also keeps trying for ROOM_RECONNECT_MS:
    here 3 attempts 0.2 s apart and 6 s of trying, the broker away past the 3 attempts."""
    monkeypatch.setattr(guest_module, "RECONNECT_ATTEMPTS", 3)
    monkeypatch.setattr(guest_module, "RECONNECT_INTERVAL_MS", 200)
    monkeypatch.setattr(guest_module, "ROOM_RECONNECT_MS", 6_000)
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    play(qtbot, host_side, guest_side, "d4 d4")
    attempts: list[int] = []
    guest.reconnecting.connect(attempts.append)
    broker.stop()
    qtbot.waitUntil(lambda: len(attempts) >= 6, timeout=WAIT_MS)
    assert not guest.gave_up and guest.returning
    with qtbot.waitSignal(guest.joined, timeout=WAIT_MS):
        broker.start()
    assert guest.seat == 2 and host.guest_connected
    play(qtbot, host_side, guest_side, "d3 d5")


# -- nothing lost to a crowded broker (issue 32 point 7) ------------------------------------


def test_a_whole_game_with_a_broker_losing_a_third_of_the_messages_loses_nothing(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """Mosquitto drops QoS 1 messages to a client whose queue is full ("Outgoing messages are
    being dropped"). Here a third of the messages each carrier publishes, drawn at random
    (seeded), never reach the broker, both ways, from the handshake on: the game with pops,
    chat both ways, an undo and a win goes on over the same two links (no link closes, no
    resume), every move and chat line is handed on once, and both sides end with the same
    game."""
    monkeypatch.setattr(room_link_module, "RESEND_MS", 200)
    monkeypatch.setattr(room_link_module, "MAX_RESEND_MS", 800)
    monkeypatch.setattr(room_link_module, "ACK_DELAY_MS", 20)
    draws = random.Random(32)
    lost: list[str] = []
    publish = MqttCarrier.publish

    def lossy(self: MqttCarrier, topic: str, payload: bytes, **options: bool) -> bool:
        if draws.random() < 1 / 3:
            lost.append(topic)
            return True  # taken, and never delivered: lost on the way
        return publish(self, topic, payload, **options)

    monkeypatch.setattr(MqttCarrier, "publish", lossy)
    host = open_room(qtbot, host_side, room, stoppers)
    guest = join_room(qtbot, guest_side, room.link, stoppers)
    guest_link = guest._connection
    (client,) = [c for c in host._clients if c.seat == 2]
    host_link = client.connection
    assert isinstance(guest_link, RoomLink) and isinstance(host_link, RoomLink)
    closed: list[str] = []
    guest_link.closed.connect(closed.append)
    host_link.closed.connect(closed.append)
    from_guest: list[dict[str, object]] = []
    from_host: list[dict[str, object]] = []
    host_link.message_received.connect(from_guest.append)
    guest_link.message_received.connect(from_host.append)

    play(qtbot, host_side, guest_side, "d4 d4 d3 d5 p4 d3")
    host.send_chat("good luck")
    guest.send_chat("thanks")
    guest.send_chat("you too")
    qtbot.waitUntil(lambda: len(guest.chat_log) == 3 and len(host.chat_log) == 3, timeout=WAIT_MS)
    # The guest takes back its last move; the host agrees.
    with qtbot.waitSignal(host.undo_requested, timeout=WAIT_MS):
        assert guest.request_undo(5)
    host.answer_undo(True)
    qtbot.waitUntil(lambda: guest_side.model.game.ply == 5, timeout=WAIT_MS)
    play(qtbot, host_side, guest_side, "d6 d1 d2 d1 d2 d1 d2 d1")
    assert host_side.model.result is not None and host_side.model.result.winner == 1
    assert guest_side.model.result == host_side.model.result
    expected = "d4 d4 d3 d5 p4 d6 d1 d2 d1 d2 d1 d2 d1"
    assert host_side.model.game.notation() == guest_side.model.game.notation() == expected
    qtbot.waitUntil(
        lambda: host_link.unacknowledged == guest_link.unacknowledged == 0, timeout=WAIT_MS
    )

    # Each message handed on once: the guest's seven moves (the one taken back included), its
    # chat and its undo request; the host's echo of every move and the undo.
    def kinds(messages: list[dict[str, object]], kind: str) -> list[dict[str, object]]:
        return [m for m in messages if m["type"] == kind]

    guest_moves = [m["move"] for m in kinds(from_guest, "move")]
    assert guest_moves == ["d4", "d5", "d3", "d6", "d2", "d2", "d2"]
    assert [m["text"] for m in kinds(from_guest, "chat")] == ["thanks", "you too"]
    assert len(kinds(from_guest, "undo_request")) == 1
    moves = [m["move"] for m in kinds(from_host, "move")]
    assert moves == "d4 d4 d3 d5 p4 d3 d6 d1 d2 d1 d2 d1 d2 d1".split()
    assert [m["to_ply"] for m in kinds(from_host, "undo")] == [5]
    assert [line["text"] for line in guest.chat_log] == ["good luck", "thanks", "you too"]
    assert [line["text"] for line in host.chat_log] == ["good luck", "thanks", "you too"]
    # Messages were lost both ways, sent again, and no link closed.
    assert any("/to-host/" in t for t in lost) and any("/to-guest/" in t for t in lost)
    assert host_link.resent and guest_link.resent
    assert closed == [] and guest._connection is guest_link and client.connection is host_link
    assert kinds(from_guest, "sync") == [] and kinds(from_guest, "resume") == []


def retained_now(
    qtbot: QtBot, broker: MqttBroker, link: InternetLink, stoppers: list[Callable[[], None]]
) -> list[str]:
    """The topics of the room on which the broker keeps a retained message now: a new
    subscriber to all of the room's topics gets them first, then a marker it publishes."""
    checker = MqttCarrier(
        Broker(broker.host, broker.port, tls=False), new_mqtt_client_id(), [f"{link.topics.base}/#"]
    )
    stoppers.append(checker.stop)
    kept: list[str] = []
    marker = f"{link.topics.base}/check"
    seen: list[str] = []
    checker.retained_received.connect(lambda topic, _data: kept.append(topic))
    checker.message_received.connect(lambda topic, _data: seen.append(topic))
    with qtbot.waitSignal(checker.connected, timeout=WAIT_MS):
        checker.start()
    checker.publish(marker, b"marker")
    qtbot.waitUntil(lambda: marker in seen, timeout=WAIT_MS)
    checker.stop()
    return kept


def test_retained_messages_a_stranger_left_on_the_room_are_cleared_when_it_opens(
    qtbot: QtBot,
    broker: MqttBroker,
    room: HostRoom,
    host_side: Side,
    guest_side: Side,
    stoppers: list[Callable[[], None]],
) -> None:
    """A stranger (here one holding the link, so that what it leaves opens with the room key)
    leaves retained messages on the room's topics before the host opens it: a fake last will
    of the host, a handshake, garbage. The broker would hand them to every later subscriber
    (each guest subscribes to the host's presence; the host gets the handshake each time it
    opens the room). The host clears them all once the room is open, and a guest joining later
    plays undisturbed; one left while the room is open is cleared too."""
    link = room.link
    topics = link.topics
    stranger = MqttCarrier(
        Broker(broker.host, broker.port, tls=False), new_mqtt_client_id(), [], retry_ms=100
    )
    stoppers.append(stranger.stop)
    with qtbot.waitSignal(stranger.connected, timeout=WAIT_MS):
        stranger.start()
    holder = Sealer(room_key(link.secret_bytes, link.room))
    handshake_topic = topics.to_host(new_client_id())
    left = {
        topics.host_presence: holder.seal(topics.host_presence, b'{"will":1}'),
        handshake_topic: holder.seal(handshake_topic, handshake(public_bytes(new_key_pair()))),
        topics.to_host(new_client_id()): b"garbage" * 10,
        topics.presence(new_client_id()): b"garbage",
        topics.to_guest(new_client_id()): b"garbage",
        f"{topics.base}/anything/else": b"garbage",
    }
    for topic, data in left.items():
        assert stranger.publish(topic, data, retain=True)
    qtbot.waitUntil(
        lambda: sorted(retained_now(qtbot, broker, link, stoppers)) == sorted(left),
        timeout=WAIT_MS,
    )

    host = open_room(qtbot, host_side, room, stoppers)
    door = host._room_door
    assert door is not None
    qtbot.waitUntil(lambda: door.cleared == len(left), timeout=WAIT_MS)
    # Cleared once the broker has taken the clearings (they are on their way now).
    qtbot.waitUntil(lambda: retained_now(qtbot, broker, link, stoppers) == [], timeout=WAIT_MS)
    assert door.links == []  # the stranger's handshake made no link

    guest = join_room(qtbot, guest_side, link, stoppers)
    guest_link = guest._connection
    assert isinstance(guest_link, RoomLink)
    assert [c.seat for c in host._clients] == [2]
    # One more, left while the room is open: cleared too, and the guest pays it no heed.
    stranger.publish(
        topics.host_presence, holder.seal(topics.host_presence, b'{"will":1}'), retain=True
    )
    qtbot.waitUntil(lambda: door.cleared == len(left) + 1, timeout=WAIT_MS)
    play(qtbot, host_side, guest_side, "d4 d4 d3 d5")
    assert retained_now(qtbot, broker, link, stoppers) == []
    assert guest_link.probes == 0 and guest_link.refused == 0
    assert guest._connection is guest_link and guest.connected
    assert host_side.model.game.notation() == guest_side.model.game.notation() == "d4 d4 d3 d5"
