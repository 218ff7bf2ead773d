"""The host's door to a room on an MQTT broker (:class:`RoomDoor`): what a ``QTcpServer`` is on
the LAN.

The door holds the host's one carrier, subscribed to all of the room's topics
(``popout/v1/ROOM/#``, without what it publishes itself): it reads ``to-host/CLIENT`` and
``presence/CLIENT``, and ignores the rest. A payload on ``to-host/CLIENT`` for a guest id it
does not know must be a handshake sealed with the room key
(:func:`~popout_desktop.net.room_link.parse_handshake`); the door answers it with the host's
public key, derives the pair key and hands a new
:class:`~popout_desktop.net.room_link.RoomLink` for that guest id to the game's door
(``new_link``), exactly as a new TCP connection is handed over: from there the hello deadline,
the join code, the seats, the eight-unidentified limit and the rest are the LAN's code. Every
later payload on that topic goes to that link, which opens it with the pair key only. What does
not open is dropped without a word (never answered: see :mod:`popout_desktop.net.room_link`).
A guest id whose link closed is not taken again (its guest makes a new id to come back); only
its acknowledgements reach the closed link while it sends its last words again (at most
:data:`MAX_LINGERING` such links, for :data:`~popout_desktop.net.room_link.LINGER_MS` each).

A guest's last will (``presence/CLIENT``, sealed with the room key) is only logged: any holder
of the link could seal one, so it is no proof that the guest left; the link's liveness decides.
Each time the broker has the door (the room opened, reopened after a restart, or the broker
back), it publishes ``{"here":1}`` on the host's presence topic, sealed with the room key: a
guest whose link led to a host that is gone asks over it at once
(:meth:`~popout_desktop.net.room_link.RoomLink.probe`) rather than after 20 s of silence.

**Retained messages.** The game never publishes a retained message, so one on the room's
topics is a stranger's (left before the room opened, or since): the broker would hand it to
every later subscriber (each guest subscribes to ``presence/host``; the host's own carrier
gets those on ``to-host/+`` each time it opens the room). The door reads none of them and
clears each at once with an empty retained payload on its topic (:attr:`RoomDoor.cleared`).

**A lost answer to a handshake** is given again: a copy of the guest's handshake (its dialer
sends one every second until answered) that comes for a guest id whose link has heard nothing
yet, with the same public key, is answered again (at most once per half second).
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from popout_desktop.net.mqtt_carrier import Broker, MqttCarrier
from popout_desktop.net.room_crypto import Opened, Opener, Sealer, pair_key, room_key
from popout_desktop.net.room_link import (
    HOST_HERE,
    HostRoom,
    RoomLink,
    handshake,
    parse_handshake,
    room_carrier,
)

__all__ = ["RoomDoor"]

log = logging.getLogger(__name__)

#: How many closed guest ids the door remembers (to ignore what still comes for them).
MAX_CLOSED: Final = 4096
#: How long the door waits after its goodbyes before it leaves the broker.
STOP_GRACE_MS: Final = 1_000
#: The shortest time between two answers to one guest's handshake.
ANSWER_AGAIN_S: Final = 0.5
#: The most closed links kept while they send their last words again (the oldest let go).
MAX_LINGERING: Final = 64


class RoomDoor(QObject):
    """The host's side of a room (see the module). Signals: ``ready()`` once the broker has
    our subscriptions (and again after each reconnection), ``failed(str)`` when the broker
    cannot be reached or refuses us, ``new_link(object)`` with each guest's
    :class:`RoomLink`."""

    ready = Signal()
    failed = Signal(str)
    new_link = Signal(object)

    def __init__(
        self, room: HostRoom, broker: Broker | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._room = room
        link = room.link
        self._topics = link.topics
        self._room_key = room_key(link.secret_bytes, link.room)
        self._sealer = Sealer(self._room_key)
        self._opener = Opener(self._room_key)
        self._links: dict[str, RoomLink] = {}
        #: Each link's guest public key and when its handshake was last answered.
        self._answered: dict[str, tuple[bytes, float]] = {}
        self._closed: OrderedDict[str, None] = OrderedDict()
        #: Closed links still sending their last words again (RoomLink.lingering), by guest id.
        self._lingering: OrderedDict[str, RoomLink] = OrderedDict()
        self._stopped = False
        #: Payloads refused (not sealed for this room, replays, another topic): counted only.
        self.refused = 0
        #: Retained messages found on the room's topics and cleared.
        self.cleared = 0
        topics = self._topics
        self._carrier = room_carrier(
            link,
            broker,
            [f"{topics.base}/#"],
            presence=topics.host_presence,
            key=self._room_key,
            parent=self,
        )
        self._carrier.connected.connect(self._on_connected)
        self._carrier.failed.connect(self._on_failed)
        self._carrier.message_received.connect(self._on_message)
        self._carrier.retained_received.connect(self._on_retained)

    @property
    def room(self) -> HostRoom:
        return self._room

    @property
    def carrier(self) -> MqttCarrier:
        return self._carrier

    @property
    def links(self) -> list[RoomLink]:
        """The open links, oldest first."""
        return list(self._links.values())

    def start(self) -> None:
        """Connect to the broker; ``ready`` or ``failed`` follows."""
        self._carrier.start()

    def stop(self, grace_ms: int = STOP_GRACE_MS) -> None:
        """Leave the broker (after ``grace_ms``, so that the goodbyes go out first)."""
        if self._stopped:
            return
        self._stopped = True
        if grace_ms:
            QTimer.singleShot(grace_ms, self._carrier, self._carrier.stop)
        else:
            self._carrier.stop()

    @Slot()
    def _on_connected(self) -> None:
        # Say that the room has a host (again): a guest whose link led to a host that is gone
        # (restarted, or lost in a broker outage) asks over its link at once instead of waiting
        # out its 20 s of silence. A hint sealed with the room key, as the last will is.
        topic = self._topics.host_presence
        self._carrier.publish(topic, self._sealer.seal(topic, HOST_HERE))
        self.ready.emit()

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        for link in list(self._links.values()):
            link.abort(text)
        if not self._stopped:
            self.failed.emit(text)

    @Slot(str, bytes)
    def _on_message(self, topic: str, payload: bytes) -> None:
        if self._stopped:
            return
        client = self._topics.client_of(topic)
        if client is None:
            return  # our own will, or not a topic of ours
        if topic == self._topics.presence(client):
            opened = self._opener.open(topic, payload)
            if isinstance(opened, Opened):
                log.info("room %s: the broker says guest %s went away", self._topics.room, client)
            else:
                self.refused += 1
            return
        link = self._links.get(client)
        if link is not None:
            if not link.heard and self._answer_again(client, topic, payload):
                return
            before = link.refused
            link.deliver(topic, payload)
            self.refused += link.refused - before
            return
        if client in self._closed:
            lingering = self._lingering.get(client)
            if lingering is not None and lingering.lingering:
                lingering.deliver(topic, payload)  # its acknowledgements
                return
            self.refused += 1
            return
        self._handshake(client, topic, payload)

    def _handshake(self, client: str, topic: str, payload: bytes) -> None:
        opened = self._opener.open(topic, payload)
        guest_public = parse_handshake(opened.payload) if isinstance(opened, Opened) else None
        if guest_public is None:
            self.refused += 1
            return
        host_public = self._room.public
        try:
            key = pair_key(
                self._room_key,
                self._topics.room,
                client,
                self._room.key,
                guest_public,
                host_public=host_public,
                guest_public=guest_public,
            )
        except ValueError:
            self.refused += 1
            return
        self._answer(client)
        self._answered[client] = (guest_public, time.monotonic())
        answer_topic = self._topics.to_guest(client)
        link = RoomLink(
            self._carrier,
            send_topic=answer_topic,
            receive_topic=topic,
            key=key,
            peer_id=client,
            parent=self,
        )
        self._links[client] = link
        link.closed.connect(lambda _reason, c=client: self._forget(c))
        self.new_link.emit(link)

    def _answer(self, client: str) -> None:
        """Answer guest ``client``'s handshake with the host's public key."""
        topic = self._topics.to_guest(client)
        self._carrier.publish(topic, self._sealer.seal(topic, handshake(self._room.public)))

    def _answer_again(self, client: str, topic: str, payload: bytes) -> bool:
        """True if ``payload`` is a copy of guest ``client``'s handshake (the same public
        key), answered again unless answered within :data:`ANSWER_AGAIN_S`: our answer may
        have been lost, and the guest's dialer asks again until it has one."""
        answered = self._answered.get(client)
        opened = self._opener.open(topic, payload)
        if answered is None or not isinstance(opened, Opened):
            return False
        if parse_handshake(opened.payload) != answered[0]:
            return False
        now = time.monotonic()
        if now - answered[1] >= ANSWER_AGAIN_S:
            self._answered[client] = (answered[0], now)
            self._answer(client)
        return True

    @Slot(str, bytes)
    def _on_retained(self, topic: str, payload: bytes) -> None:
        """A retained message on the room's topics: a stranger's (see the module), cleared
        (an empty payload is the clearing itself, ours or another's: nothing to do)."""
        if self._stopped or not payload or not topic.startswith(self._topics.base + "/"):
            return
        log.info("room %s: a retained message on %s cleared", self._topics.room, topic)
        self.cleared += 1
        self._carrier.publish(topic, b"", retain=True)

    def _forget(self, client: str) -> None:
        link = self._links.pop(client, None)
        self._answered.pop(client, None)
        for gone in [c for c, old in self._lingering.items() if not old.lingering]:
            del self._lingering[gone]
        if link is not None and link.lingering:
            self._lingering[client] = link
            while len(self._lingering) > MAX_LINGERING:
                self._lingering.popitem(last=False)[1].abort("too many closed links")
        self._closed[client] = None
        while len(self._closed) > MAX_CLOSED:
            self._closed.popitem(last=False)
