"""One peer of a room on an MQTT broker (:class:`RoomLink`), the room's handshake, and the
guest's way in (:class:`RoomDialer`). The three share the handshake and the keys it gives, so
they stay in one file rather than three that import each other.

A :class:`RoomLink` is a :class:`~popout_desktop.net.link.Link` like the LAN's TCP connection:
it carries PROTOCOL.md's messages, unchanged. ``send`` encodes a message with
:func:`~popout_desktop.net.protocol.encode` (without the newline), frames it (:func:`frame`:
its number in the link's stream and our acknowledgement of the peer's), seals it with the pair
key for the peer's topic (:mod:`popout_desktop.net.room_crypto`) and publishes it, and again
until the peer acknowledges it (a broker may drop a message: see :class:`RoomLink`); a payload
that opens goes through :func:`~popout_desktop.net.protocol.decode` exactly as a received line does
(the same checks in the same order, the same errors), within the same flood limit, and pings,
pongs and the 20 s silence rule are the LAN's. A ``bye`` received ends the link once handed
on, as the peer's closing the connection after it does on the LAN. A payload that does not
open (garbage, another key, a replay, a message moved from another topic) is dropped without
an answer — answering on a shared broker would be an oracle and an amplifier — and it is no
sign of life: it cannot keep a dead link open. Messages are handed on once each, in their
stream's order: one that comes after a gap waits (up to :data:`GAP_TIMEOUT_MS`) for the
missing ones, which the peer sends again; if they never come, the link closes, and the game
goes on as after a dropped connection (the guest resumes).

**The handshake and the host's key.** The host has an X25519 key pair of its own for the room
(:class:`HostRoom`), and the room id *is a commitment to its public key*: the first 16 bytes of
SHA-256 over it (:func:`room_id_for`). A guest sends, sealed with the room key on its
``to-host`` topic, ``{"hs":1,"pub":...}`` with a fresh public key of its own; the host answers
on the guest's ``to-guest`` topic with its public key, sealed with the room key; the guest
checks the answer against the room id (anything else is ignored, and the guest waits on for
the real answer), and both derive the pair key (:func:`~popout_desktop.net.room_crypto.
pair_key`). So a holder of the link who races the host's answer with a key of its own gets
nowhere: it would need a key pair whose public key hashes to the room id (2^128 tries). From
then on only messages sealed with the pair key count, both ways: what the host says to one
guest no other link holder reads, and what the guest says no one else can say for it. The link
itself (its format, its parser) is unchanged.

The host keeps its room's private key with the game (the saved game's ``network`` details,
:meth:`HostRoom.network`), like the join code and the resume token, so that a host restarted
from its autosave reopens the same room with the same key; every guest then handshakes again
(new topic id, new pair key) and resumes with its token.

Only the Qt object :class:`RoomLink` and :class:`RoomDialer` need Qt; the handshake functions
are pure.
"""

from __future__ import annotations

import hashlib
import json
import logging
import struct
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Final

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey
from PySide6.QtCore import QObject, QTimer, Signal, Slot

from popout_desktop.net.internet_link import (
    InternetLink,
    LinkError,
    b64url,
    b64url_bytes,
    new_client_id,
    new_link,
    new_mqtt_client_id,
    parse_link,
)
from popout_desktop.net.link import Link
from popout_desktop.net.mqtt_carrier import Broker, MqttCarrier, Will
from popout_desktop.net.protocol import (
    IDLE_TIMEOUT_MS,
    MAX_MESSAGES_PER_SECOND,
    PING_INTERVAL_MS,
)
from popout_desktop.net.room_crypto import (
    PUBLIC_KEY_BYTES,
    Opened,
    Opener,
    Refused,
    Sealer,
    new_key_pair,
    pair_key,
    public_bytes,
    room_key,
)

__all__ = [
    "ACK_DELAY_MS",
    "FRAME_BYTES",
    "GAP_TIMEOUT_MS",
    "HANDSHAKE_RESEND_MS",
    "HOST_HERE",
    "PROBE_MS",
    "RESEND_MS",
    "HostRoom",
    "RoomDialer",
    "RoomLink",
    "broker_of",
    "frame",
    "handshake",
    "new_room",
    "parse_handshake",
    "room_carrier",
    "room_id_for",
    "saved_room",
    "unframe",
]

log = logging.getLogger(__name__)

#: How long a message that came after a gap waits for the missing ones before the link closes
#: (they are sent again until acknowledged: a gap that stays this long is a broken link).
GAP_TIMEOUT_MS: Final = 10_000
#: The most messages held behind a gap (a gap that long is no reordering: the link closes).
MAX_HELD: Final = 256
#: A link message's frame inside the sealed payload: its number in the link's stream (from 1;
#: 0 for an acknowledgement alone) and the sender's cumulative acknowledgement (every number
#: up to it received), both 4 bytes, big-endian, then the protocol line.
_FRAME = struct.Struct(">II")
FRAME_BYTES: Final = _FRAME.size  # 8
#: The last stream number of a link (2^32 - 1 messages: 99 days at the guest's 500 a second).
MAX_STREAM: Final = 2**32 - 1
#: How long a sent message waits for its acknowledgement before it goes out again; doubled
#: after each round that brought no acknowledgement, up to :data:`MAX_RESEND_MS`.
RESEND_MS = 1_000
MAX_RESEND_MS = 4_000
#: The most messages sent again in one round (oldest first): what a receiver hands on after a
#: gap heals counts against its flood limit, and a guest may send its host 50 a second.
RESEND_BATCH: Final = 16
#: How long a received message waits for something we send anyway before it is acknowledged
#: alone (an acknowledgement rides on every message we send).
ACK_DELAY_MS = 100
#: The most bytes of messages sent and not yet acknowledged (each counted with
#: :data:`UNACKED_ENTRY_BYTES` more): a peer that acknowledges nothing while it stays alive
#: is dropped, as a LAN peer that reads nothing is (PROTOCOL.md: 1 MiB).
MAX_UNACKED_BYTES: Final = 1024 * 1024
UNACKED_ENTRY_BYTES: Final = 64
#: How long a closed link goes on sending what it said last (a ``bye``, a ``refused``, a
#: fatal ``error``) again until the peer acknowledges it (its owner has forgotten it already).
LINGER_MS = 3_000
#: The carriers' reconnection back-off (first delay, longest delay), in milliseconds. The
#: longest delay is short: a broker back after an outage has both sides again within about
#: 2 s (±20 % jitter spreads the reconnections), and a game is back within seconds.
RETRY_MS = 500
MAX_RETRY_MS = 2_000
#: How often a guest's handshake goes out again while the room's host has not answered it
#: (the host may be restarting, or not yet subscribed after a broker outage): each time sealed
#: anew (a new sequence number: no replay), with the same public key of this attempt.
HANDSHAKE_RESEND_MS = 1_000
#: How long a guest's link waits for any authentic message from the host after a sign that the
#: host may be gone (a message on the host's presence topic: its last will, or a host that
#: just opened the room, restarted): no answer to the ping sent then, and the link closes.
PROBE_MS = 2_000
#: What a host publishes on its presence topic each time its room is ready (sealed with the
#: room key, like its last will): a hint, never proof (any link holder can seal one).
HOST_HERE: Final = b'{"here":1}'
#: How long a closed link's carrier (the guest's) waits before it says goodbye to the broker,
#: so that what was published last (a ``bye``) goes out first.
STOP_GRACE_MS: Final = 1_000
_ROOM_ID_PREFIX: Final = b"popout/v1 room id\x00"


def room_id_for(host_public: bytes) -> str:
    """The room id that commits to the host's public key: SHA-256 over it, 16 bytes, base64url."""
    return b64url(hashlib.sha256(_ROOM_ID_PREFIX + host_public).digest()[:16])


def frame(number: int, ack: int, line: bytes) -> bytes:
    """A link message's plaintext: its stream ``number`` (0: an acknowledgement alone, with
    no line), the sender's cumulative ``ack``, then the protocol ``line`` (no newline)."""
    return _FRAME.pack(number, ack) + line


def unframe(data: bytes) -> tuple[int, int, bytes] | None:
    """``(number, ack, line)`` of a link message's plaintext, or None if it is no frame
    (shorter than one, or an acknowledgement alone that carries a line). Never raises."""
    if len(data) < FRAME_BYTES:
        return None
    number, ack = _FRAME.unpack_from(data)
    line = data[FRAME_BYTES:]
    if number == 0 and line:
        return None
    return number, ack, line


def handshake(public: bytes) -> bytes:
    """A handshake's plaintext: ``{"hs":1,"pub":"..."}`` (sealed with the room key)."""
    return json.dumps({"hs": 1, "pub": b64url(public)}, separators=(",", ":")).encode("ascii")


def parse_handshake(data: bytes) -> bytes | None:
    """The public key in a handshake's plaintext, or None for anything else. Never raises."""
    if len(data) > 200:
        return None
    try:
        value = json.loads(data.decode("ascii"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or set(value) != {"hs", "pub"}:
        return None
    if type(value["hs"]) is not int or value["hs"] != 1:
        return None
    public = value["pub"]
    return b64url_bytes(public, PUBLIC_KEY_BYTES) if isinstance(public, str) else None


@dataclass(frozen=True)
class HostRoom:
    """A hosted room: its invite link and the host's key pair (whose public key the room id
    commits to). ``repr`` hides both secrets."""

    link: InternetLink
    key: X25519PrivateKey

    def __post_init__(self) -> None:
        if room_id_for(public_bytes(self.key)) != self.link.room:
            raise ValueError("the room id does not commit to this key")

    def __repr__(self) -> str:
        return f"HostRoom(broker={self.link.broker_address()!r}, room={self.link.room!r})"

    @property
    def public(self) -> bytes:
        """The host's public key (what the room id commits to)."""
        return public_bytes(self.key)

    def network(self) -> dict[str, Any]:
        """What a saved game keeps to host this room again: the link (its secret included) and
        the host's private key, both secrets stored in plain text beside the join code."""
        private = self.key.private_bytes_raw()
        return {"transport": "internet", "link": self.link.format(), "host_key": b64url(private)}


def new_room(host: str, port: int | None = None, *, tls: bool = True) -> HostRoom:
    """A new room on broker ``host``: a new key pair, the room id that commits to it and a new
    secret. LinkError if the broker or the port is not valid."""
    key = new_key_pair()
    fresh = new_link(host, port, tls=tls)  # a random secret, the broker checked
    link = InternetLink(
        fresh.host, fresh.port, fresh.tls, room_id_for(public_bytes(key)), fresh.secret
    )
    return HostRoom(link, key)


def saved_room(network: object) -> HostRoom | None:
    """The room a saved game's ``network`` details were hosted in (``transport``
    ``"internet"``), or None (a LAN game, or details that do not fit)."""
    if not isinstance(network, dict) or network.get("transport") != "internet":
        return None
    private = b64url_bytes(str(network.get("host_key") or ""), 32)
    if private is None:
        return None
    try:
        return HostRoom(
            parse_link(str(network.get("link") or "")),
            X25519PrivateKey.from_private_bytes(private),
        )
    except (LinkError, ValueError):
        return None


def broker_of(link: InternetLink) -> Broker:
    """The broker a link names, without a login (the preferences may add one)."""
    return Broker(link.host, link.port, tls=link.tls)


def room_carrier(
    link: InternetLink,
    broker: Broker | None,
    subscriptions: list[str],
    *,
    presence: str,
    key: bytes,
    parent: QObject,
) -> MqttCarrier:
    """The carrier of one side of room ``link`` (the host's door, a guest's dialer): a new MQTT
    client id on ``broker`` (the link's if None), ``subscriptions`` (what we publish ourselves
    not sent back: ``no_local``), the reconnection back-off, and a last will on ``presence``
    sealed with the room key ``key``."""
    will = Will(presence, Sealer(key).seal(presence, b'{"will":1}'))
    return MqttCarrier(
        broker or broker_of(link),
        new_mqtt_client_id(),
        subscriptions,
        will=will,
        retry_ms=RETRY_MS,
        max_retry_ms=MAX_RETRY_MS,
        no_local=True,
        parent=parent,
    )


class RoomLink(Link):
    """One peer of a room over an :class:`MqttCarrier` (see the module). Its owner hands it
    what arrives on its topic (:meth:`deliver`); ``owns_carrier``: the carrier is this link's
    alone (the guest's) and is stopped with it.

    **Nothing lost, nothing twice.** A broker may drop a QoS 1 message (Mosquitto does when a
    client's queue is full: "Outgoing messages are being dropped"), so every message the link
    sends carries a number in the link's stream (:func:`frame`) and stays with the link until
    the peer acknowledges it; it goes out again (sealed anew) every :data:`RESEND_MS` until it
    is (the wait doubling up to :data:`MAX_RESEND_MS` while nothing comes back). Every message
    carries the sender's cumulative acknowledgement; a received message is acknowledged alone
    after :data:`ACK_DELAY_MS` if nothing else goes out first. The receiver hands messages on
    once each, in the stream's order: a copy of one already handed on is only acknowledged
    again, one after a gap waits for the missing ones (which come again)."""

    def __init__(
        self,
        carrier: MqttCarrier,
        *,
        send_topic: str,
        receive_topic: str,
        key: bytes,
        peer_id: str,
        owns_carrier: bool = False,
        parent: QObject | None = None,
        ping_interval_ms: int = PING_INTERVAL_MS,
        idle_timeout_ms: int = IDLE_TIMEOUT_MS,
        max_rate: int = MAX_MESSAGES_PER_SECOND,
    ) -> None:
        super().__init__(
            parent,
            ping_interval_ms=ping_interval_ms,
            idle_timeout_ms=idle_timeout_ms,
            max_rate=max_rate,
        )
        self._carrier = carrier
        self._send_topic = send_topic
        self._receive_topic = receive_topic
        self._sealer = Sealer(key)
        self._opener = Opener(key)
        self._peer_id = peer_id
        self._owns_carrier = owns_carrier
        #: Receiving: the next stream number expected from the peer, and what came after a
        #: gap, by number.
        self._expected = 1
        self._held: dict[int, bytes] = {}
        #: Sending: the last stream number used, and what the peer has not acknowledged yet:
        #: number -> (line, when it last went out), oldest first; its bytes, counted.
        self._sent = 0
        self._unacked: OrderedDict[int, tuple[bytes, float]] = OrderedDict()
        self._unacked_bytes = 0
        self._resend_ms = RESEND_MS
        #: Payloads that did not open: counted, never answered.
        self.refused = 0
        #: Messages sent again (counted for tests and logs).
        self.resent = 0
        #: True once an authentic message came from the peer.
        self.heard = False
        #: True while closed but still sending its last words again (see :meth:`close`).
        self.lingering = False
        self._graceful = False
        self._gap = QTimer(self)
        self._gap.setSingleShot(True)
        self._gap.setInterval(GAP_TIMEOUT_MS)
        self._gap.timeout.connect(self._on_gap)
        self._resend = QTimer(self)
        self._resend.setSingleShot(True)
        self._resend.timeout.connect(self._on_resend)
        self._ack = QTimer(self)
        self._ack.setSingleShot(True)
        self._ack.setInterval(ACK_DELAY_MS)
        self._ack.timeout.connect(self._send_ack)
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.setInterval(LINGER_MS)
        self._linger.timeout.connect(self._let_go)
        self._probe = QTimer(self)
        self._probe.setSingleShot(True)
        self._probe.timeout.connect(self._on_probe_timeout)
        self._last_probe = -float("inf")
        #: Probes made (see :meth:`probe`).
        self.probes = 0
        if owns_carrier:
            carrier.failed.connect(self._on_carrier_failed)

    @property
    def peer(self) -> str:
        return f"mqtt:{self._peer_id}"

    @property
    def peer_address(self) -> str:
        return f"mqtt:{self._peer_id}"

    @property
    def carrier(self) -> MqttCarrier:
        """The carrier under this link (the host's is shared by all its links)."""
        return self._carrier

    @property
    def unacknowledged(self) -> int:
        """How many messages sent wait for the peer's acknowledgement."""
        return len(self._unacked)

    # -- sending -----------------------------------------------------------------------------

    def _transmit(self, line: bytes) -> bool:
        payload = line[:-1]  # without the newline: a payload is one message
        if self._sent >= MAX_STREAM:
            self._drop("the link was closed")  # 2^32 messages on one link: never in practice
            return False
        cost = len(payload) + UNACKED_ENTRY_BYTES
        if self._unacked_bytes + cost > MAX_UNACKED_BYTES:
            self._drop(f"the peer reads nothing: over {MAX_UNACKED_BYTES} bytes wait for it")
            return False
        self._sent += 1
        self._unacked[self._sent] = (payload, time.monotonic())
        self._unacked_bytes += cost
        if not self._publish(self._sent, payload):
            self._drop("the broker connection takes no more messages")
            return False
        if not self._resend.isActive():
            self._resend.start(self._resend_ms)
        return True

    def _publish(self, number: int, payload: bytes) -> bool:
        """Seal and publish one frame, with our acknowledgement of what we received."""
        self._ack.stop()  # the acknowledgement rides on this message
        plaintext = frame(number, self._expected - 1, payload)
        return self._carrier.publish(
            self._send_topic, self._sealer.seal(self._send_topic, plaintext)
        )

    @Slot()
    def _send_ack(self) -> None:
        if self._open:
            self._publish(0, b"")

    def _take_ack(self, ack: int) -> None:
        """The peer received everything up to ``ack``: forget it (a number we never sent is
        ignored)."""
        if ack > self._sent:
            return
        progress = False
        while self._unacked:
            number = next(iter(self._unacked))
            if number > ack:
                break
            _number, (payload, _sent_at) = self._unacked.popitem(last=False)
            self._unacked_bytes -= len(payload) + UNACKED_ENTRY_BYTES
            progress = True
        if progress:
            self._resend_ms = RESEND_MS
            if self._unacked:
                self._resend.start(self._resend_ms)
        if not self._unacked:
            self._resend.stop()
            if self.lingering:
                self._let_go()

    @Slot()
    def _on_resend(self) -> None:
        if not (self._open or self.lingering) or not self._unacked:
            return
        if not getattr(self._carrier, "is_connected", True):
            # The carrier keeps what it is given for the reconnection, and the broker what it
            # acknowledged: nothing to send again while it is away.
            self._resend.start(self._resend_ms)
            return
        now = time.monotonic()
        due = now - self._resend_ms / 1000 * 0.9
        count = 0
        for number, (payload, sent_at) in list(self._unacked.items()):
            if count >= RESEND_BATCH:
                break
            if sent_at > due:
                continue
            self._unacked[number] = (payload, now)
            if not self._publish(number, payload):
                if self.lingering:
                    self._let_go(at_once=True)
                else:
                    self._drop("the broker connection takes no more messages")
                return
            count += 1
        if count:
            self.resent += count
            log.debug("%s: sent %d messages again", self.peer, count)
            self._resend_ms = min(self._resend_ms * 2, MAX_RESEND_MS)
        self._resend.start(self._resend_ms)

    # -- ending ------------------------------------------------------------------------------

    def _close_carrier(self) -> None:
        self._gap.stop()
        if self._ack.isActive():
            self._send_ack()  # what closed us (a ``bye``) is acknowledged before we go
        self._graceful = True
        QTimer.singleShot(0, self, self._finish)

    def _end(self, at_once: bool = False) -> None:
        if self.lingering:
            self._let_go(at_once)
        self._finish(at_once)

    def _release(self, at_once: bool) -> None:
        self._gap.stop()
        self._probe.stop()
        self._ack.stop()
        self._held.clear()
        if self._graceful and not at_once and self._unacked:
            # Closed for its owner (``closed`` follows at once); what it said last goes out
            # again until the peer acknowledges it, for LINGER_MS at most.
            self.lingering = True
            self._linger.start()
            if not self._resend.isActive():
                self._resend.start(self._resend_ms)
            return
        self._let_go(at_once)

    @Slot()
    def _let_go(self, at_once: bool = False) -> None:
        """Nothing more to send: the timers stop and the carrier, if ours, is stopped."""
        self.lingering = False
        self._resend.stop()
        self._linger.stop()
        self._unacked.clear()
        self._unacked_bytes = 0
        if self._owns_carrier:
            carrier = self._carrier
            if at_once:
                carrier.stop()
            else:
                QTimer.singleShot(STOP_GRACE_MS, carrier, carrier.stop)

    def read_waiting(self) -> None:
        """Nothing to do: the carrier hands over every message as it reads it."""

    # -- receiving ---------------------------------------------------------------------------

    def deliver(self, topic: str, payload: bytes) -> None:
        """A payload that arrived on this link's topic: opened, put in order, checked, handled.
        A closing or lingering link takes only the peer's acknowledgements."""
        if not (self._open or self.lingering) or topic != self._receive_topic:
            return
        self._guarded(self._deliver, topic, payload)

    def _deliver(self, topic: str, payload: bytes) -> None:
        opened = self._opener.open(topic, payload)
        framed = unframe(opened.payload) if isinstance(opened, Opened) else None
        if framed is None:
            if not isinstance(opened, Refused) or not opened.silent:
                self.refused += 1
                log.debug("%s: refused a payload (%s)", self.peer, _problem(opened))
            return
        number, ack, line = framed
        self._take_ack(ack)
        if not self.is_open:
            return
        self.heard = True
        self._alive()  # an authentic message: a sign of life
        self._probe.stop()
        if number == 0:
            return  # an acknowledgement alone
        self._ack.start()  # whatever it is, say what we have (a copy: our answer was lost)
        if number < self._expected:
            return  # a copy of one handed on already (its acknowledgement was lost)
        if number > self._expected:
            if number not in self._held and len(self._held) >= MAX_HELD:
                self._drop("too many messages missing")
                return
            self._held[number] = line
            if not self._gap.isActive():
                self._gap.start()
            return
        self._expected += 1
        self._handle(line)
        while self.is_open and self._expected in self._held:
            line = self._held.pop(self._expected)
            self._expected += 1
            self._handle(line)
        if not self._held:
            self._gap.stop()
        elif self.is_open:
            self._gap.start()  # the next gap

    def _handle(self, line: bytes) -> None:
        message = self._receive(line, time.monotonic())
        if message is not None and message["type"] == "bye" and self.is_open:
            # On the LAN the peer closes its connection after ``bye``; a room has no end of
            # connection to see, so the goodbye ends the link here.
            self.close("the other side closed the connection")

    # -- liveness ----------------------------------------------------------------------------

    def probe(self) -> None:
        """The peer may be gone (a hint, which anyone holding the room's link could forge): send
        a ping now, and close the link if nothing authentic comes back within
        :data:`PROBE_MS`. A live peer answers and nothing changes; at most one probe per
        :data:`PROBE_MS`, so hints cannot make us send more than that."""
        now = time.monotonic()
        if not self.is_open or self._probe.isActive() or now - self._last_probe < PROBE_MS / 1000:
            return
        self._last_probe = now
        self._ping_id = (self._ping_id + 1) % 2**31
        if self.send({"type": "ping", "id": self._ping_id}):
            self.probes += 1
            self._probe.start(PROBE_MS)

    @Slot()
    def _on_probe_timeout(self) -> None:
        if self.is_open:
            self.abort("the other side did not answer")

    @Slot()
    def _on_gap(self) -> None:
        if self._held and self.is_open:
            self.abort("messages were lost on the way")

    @Slot(str)
    def _on_carrier_failed(self, text: str) -> None:
        self.abort(text)


def _problem(opened: Opened | Refused) -> str:
    """Why a payload was refused, for the log."""
    return opened.problem.value if isinstance(opened, Refused) else "not a link message"


class RoomDialer(QObject):
    """The guest's way into a room: its own carrier (a new MQTT client id and a new topic id
    each time), the handshake, then ``linked(RoomLink)``, which owns the carrier from then on;
    or ``failed(str)`` (the broker cannot be reached or lets us in nowhere). On the way,
    ``broker_reached()`` once the broker has us (our handshake is out; the room's host is what
    we wait for now). Until the host answers, the handshake goes out again every
    :data:`HANDSHAKE_RESEND_MS` while the broker has us (a host that subscribes late, restarted
    or back after a broker outage, hears the next one), each time sealed anew: a new sequence
    number, the same public key (whichever copy the host answers, the pair key is the same). An
    answer that is not the room's host's (see the module) is ignored: the dialer waits on, and
    its owner's timeout decides."""

    linked = Signal(object)
    failed = Signal(str)
    broker_reached = Signal()

    def __init__(
        self,
        link: InternetLink,
        broker: Broker | None = None,
        *,
        max_rate: int = MAX_MESSAGES_PER_SECOND,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._link = link
        self._topics = link.topics
        self._room_key = room_key(link.secret_bytes, link.room)
        self._client = new_client_id()
        self._own = new_key_pair()
        self._max_rate = max_rate
        self._sealer = Sealer(self._room_key)
        self._opener = Opener(self._room_key)
        self._room_link: RoomLink | None = None
        self._done = False
        topics = self._topics
        self._carrier = room_carrier(
            link,
            broker,
            [topics.to_guest(self._client), topics.host_presence],
            presence=topics.presence(self._client),
            key=self._room_key,
            parent=self,
        )
        self._carrier.message_received.connect(self._on_message)
        self._carrier.failed.connect(self._on_failed)
        self._carrier.connected.connect(self._on_connected)
        self._carrier.disconnected.connect(self._on_disconnected)
        self._resend = QTimer(self)
        self._resend.setInterval(HANDSHAKE_RESEND_MS)
        self._resend.timeout.connect(self._send_handshake)
        #: Handshakes sent (the first one included); the broker has had us before.
        self.handshakes = 0
        self._reached = False

    @property
    def client_id(self) -> str:
        """Our id in the room's topics."""
        return self._client

    @property
    def carrier(self) -> MqttCarrier:
        return self._carrier

    def start(self) -> None:
        """Connect and say who we are (the handshake waits in the carrier until connected,
        then goes out again until the host answers)."""
        self._send_handshake()
        self._carrier.start()

    @Slot()
    def _send_handshake(self) -> None:
        if self._room_link is not None or self._done:
            self._resend.stop()
            return
        topic = self._topics.to_host(self._client)
        sealed = self._sealer.seal(topic, handshake(public_bytes(self._own)))
        if self._carrier.publish(topic, sealed):
            self.handshakes += 1

    def cancel(self) -> None:
        """Give up before the link is made: the carrier says goodbye."""
        self._done = True
        self._resend.stop()
        if self._room_link is None:
            self._carrier.stop()

    @Slot()
    def _on_connected(self) -> None:
        if self._room_link is None and not self._done:
            if self._reached:
                self._send_handshake()  # back after a drop: at once, not at the next tick
            self._reached = True
            self._resend.start()
            self.broker_reached.emit()

    @Slot(str)
    def _on_disconnected(self, _text: str) -> None:
        self._resend.stop()  # nothing waits in the carrier but the next one after connecting

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        self._resend.stop()
        if self._room_link is None and not self._done:
            self._done = True
            self.failed.emit(text)

    @Slot(str, bytes)
    def _on_message(self, topic: str, payload: bytes) -> None:
        if self._room_link is not None:
            if topic == self._topics.host_presence:
                # The host's last will, or a host that just (re)opened the room: our link may
                # lead nowhere now. A hint only: the link asks the host, and the answer decides.
                if isinstance(self._opener.open(topic, payload), Opened):
                    self._room_link.probe()
                return
            self._room_link.deliver(topic, payload)
            return
        if self._done or topic != self._topics.to_guest(self._client):
            return
        opened = self._opener.open(topic, payload)
        if not isinstance(opened, Opened):
            return
        host_public = parse_handshake(opened.payload)
        if host_public is None or room_id_for(host_public) != self._link.room:
            log.warning("a handshake answer that is not the room host's: ignored")
            return
        own_public = public_bytes(self._own)
        try:
            key = pair_key(
                self._room_key,
                self._link.room,
                self._client,
                self._own,
                host_public,
                host_public=host_public,
                guest_public=own_public,
            )
        except ValueError:
            return
        self._resend.stop()
        self._room_link = RoomLink(
            self._carrier,
            send_topic=self._topics.to_host(self._client),
            receive_topic=topic,
            key=key,
            peer_id="host",
            owns_carrier=True,
            max_rate=self._max_rate,
        )
        # The link outlives the dialer (it lives as long as the dialer's owner, as a LAN
        # connection does), and the carrier goes with the link.
        self._room_link.setParent(self.parent())
        self._carrier.setParent(self._room_link)
        self.linked.emit(self._room_link)
