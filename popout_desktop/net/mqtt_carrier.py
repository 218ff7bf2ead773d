"""Bytes over one MQTT 5 connection, driven by Qt's event loop (:class:`MqttCarrier`).

The carrier knows nothing of the game: it connects to a broker, subscribes to its topics, and
carries payloads (sealed by :mod:`popout_desktop.net.room_crypto` above it) both ways with
QoS 1. It is what replaces the TCP socket under a game played over the internet (see
``docs/internet-play.md``). Long as it is, much of it this docstring, it stays one piece:
the connection's states (connecting on the worker, up, dropped, backing off, stopped) and the
paho callbacks that move between them are one machine.

**How it is driven.** paho-mqtt 2.x's external-loop calls on Qt's event loop: a
``QSocketNotifier`` on the client's socket for reading (``loop_read``), another for writing,
enabled only while ``want_write()`` (``loop_write``), and a one-second ``QTimer`` for
``loop_misc`` (keepalive pings, a broker that stopped answering). Every callback of paho then
runs in the GUI thread, between two events, like the LAN's ``QTcpSocket``: no locks, no queued
hand-over, no thread to stop at exit. Only one call blocks — ``reconnect()``, which resolves the
broker's name, opens the TCP connection and does the TLS handshake (up to paho's 5 s connect
timeout per attempt, more for a slow DNS) — so that call alone runs on a short-lived worker
thread, while nothing else touches the client; its outcome comes back through a plain queue
that a timer of the carrier polls (the worker touches no Qt object, so deleting the carrier
while it connects races with nothing), and the notifiers are set up in the GUI thread.

Measured by ``tests/benchmarks/bench_internet.py`` (1,000 sealed round trips through Mosquitto
on loopback, one at a time, 2 cores; six runs): this carrier p50 0.39-0.85 ms, p99 0.66-1.4 ms,
max 1.8-7.1 ms; paho's own network thread (``loop_start``) handing each message over by a
queued signal, p50 0.53-1.2 ms, p99 1.2-5.2 ms, and in every run a worst case of 16-28 ms.
The thread gains nothing, costs a hand-over each way, a worse worst case and a thread to stop;
the event loop keeps everything in one thread. (Either way the socket has ``TCP_NODELAY``: with
Nagle's algorithm an answer waits for the acknowledgement of the PUBACK sent before it, and a
round trip takes 44 ms. The broker should do the same: Mosquitto's ``set_tcp_nodelay true``.)

**What a short broker drop loses: nothing.** MQTT 5 with ``clean_start`` false and a session
expiry (:data:`SESSION_EXPIRY_S`), under a client id kept for the carrier's life: the broker
keeps our subscriptions and queues QoS 1 messages for us while we are away (a broker restart
too, if its persistence is on); paho resends what the broker had not acknowledged; what is
published while we are disconnected waits in the carrier (at most :data:`MAX_PENDING_BYTES`) and
goes out after the reconnection. QoS 1 is *at least once*: a message may arrive twice, which the
sealing layer drops (a duplicate sequence number). After a drop the carrier reconnects with a
growing delay (``retry_ms`` doubling to ``max_retry_ms``, with some jitter).

**Signals.** ``connected()`` once the broker has our subscriptions (first connection and every
reconnection); ``disconnected(str)`` when an established connection ends: lost (the
carrier reconnects by itself: a broker that closes, or stays silent past the keepalive, as
after a laptop's sleep) or :meth:`~MqttCarrier.stop`; ``message_received(str, bytes)`` (topic,
payload); ``retained_received(str, bytes)`` instead for a message the broker keeps (retained:
one kept from before we subscribed, or published so now — subscriptions ask for the flag "as
published"); our programs publish none but the empty payload that removes one, so a retained
message is a stranger's, never the game's; ``failed(str)`` when it gives up for good: the
first connection could not be made (no broker, no such name, no TLS there, an untrusted
certificate), or the broker refused us (user name or password, not authorised, topics not
allowed), or what answered at the address is no MQTT broker (it accepts the connection, then
says nothing to our CONNECT for ``connack_timeout_s``: :data:`CONNACK_TIMEOUT_S`). A carrier
is used once: after ``failed`` or ``stop`` make a new one (with the same client id to find the
session again).
``no_local``: the broker does not send us back what we publish on our own subscriptions (a
room's carriers: the host's subscribes to all of its room's topics).
Texts are in the person's language (context ``MqttCarrier``).

The last will (:class:`Will`), if any, is published by the broker when our connection dies
without a goodbye (after ``delay_s``, so that a blip does not announce a departure); a
:meth:`MqttCarrier.stop` says goodbye, ends the session, and no will is published.
"""

from __future__ import annotations

import logging
import os
import queue
import random
import socket
import ssl
import stat
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import paho.mqtt.client as mqtt
import shiboken6
from paho.mqtt.enums import CallbackAPIVersion, MQTTErrorCode, MQTTProtocolVersion
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties
from paho.mqtt.reasoncodes import ReasonCode
from paho.mqtt.subscribeoptions import SubscribeOptions
from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer, Signal, Slot

__all__ = [
    "CONNACK_TIMEOUT_S",
    "KEEPALIVE_S",
    "MAX_PACKET_BYTES",
    "MAX_PENDING_BYTES",
    "SESSION_EXPIRY_S",
    "Broker",
    "MqttCarrier",
    "Will",
]

log = logging.getLogger(__name__)

#: How long the broker keeps our session (subscriptions, queued messages) while we are away.
SESSION_EXPIRY_S = 600
#: The keepalive: a broker silent for this long (and one more for the ping's answer) is gone.
KEEPALIVE_S = 15
#: How long the broker has to answer our CONNECT once the TCP (and TLS) connection is open: a
#: listener that accepts the connection and then says nothing is no MQTT broker. The keepalive's
#: time, as paho's own check had it before; ``connack_timeout_s`` sets it per carrier.
CONNACK_TIMEOUT_S = KEEPALIVE_S
#: The largest packet we accept from the broker (a protocol line sealed, with room to spare).
MAX_PACKET_BYTES = 128 * 1024
#: The most bytes published while disconnected that the carrier keeps for the reconnection.
MAX_PENDING_BYTES = 1024 * 1024
_MISC_INTERVAL_MS = 1_000
#: paho's return codes that mean the connection is gone (the rest is success or "again").
_LOST = frozenset({MQTTErrorCode.MQTT_ERR_NO_CONN, MQTTErrorCode.MQTT_ERR_CONN_LOST})
#: The reason code paho gives a connection it closed for silence ("Keep alive timeout").
_KEEPALIVE_TIMEOUT = 0x8D


def _properties(packet_type: int) -> Properties:
    """MQTT 5 properties of a packet (paho's constructor has no type hints)."""
    return Properties(packet_type)  # type: ignore[no-untyped-call]


def _publishable(topic: str) -> bool:
    """True for a topic a broker takes for a PUBLISH: not empty, no wildcard, at most 65,535
    bytes of UTF-8, no NUL."""
    if not topic or "+" in topic or "#" in topic or "\0" in topic:
        return False
    try:
        return len(topic.encode("utf-8")) <= 65_535
    except UnicodeEncodeError:
        return False


#: How often the connection's outcome is looked for while the worker connects.
_OUTCOME_POLL_MS = 10


@dataclass(frozen=True)
class Broker:
    """Where the broker is and how to log in. ``tls``: TLS with the system's certificates
    (``ssl.create_default_context``: the name is checked), or with ``ca_file``'s alone (a
    friends' broker with a certificate authority of its own); ``username`` "" for none."""

    host: str
    port: int
    tls: bool = True
    username: str = ""
    password: str = field(default="", repr=False)
    ca_file: str = ""

    def address(self) -> str:
        """``HOST:PORT`` (IPv6 in brackets), for messages."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


@dataclass(frozen=True)
class Will:
    """The message the broker publishes for us if our connection dies without a goodbye."""

    topic: str
    payload: bytes
    delay_s: int = 10


def _connect_error_text(error: BaseException, broker: Broker) -> str:
    """What a failed connection attempt means, in words."""
    address = broker.address()
    if isinstance(error, ConnectionRefusedError):
        return QCoreApplication.translate(
            "MqttCarrier", "The broker %1 refused the connection: nothing listens on that port."
        ).replace("%1", address)
    if isinstance(error, socket.gaierror):
        return QCoreApplication.translate(
            "MqttCarrier", "The broker's name %1 could not be found."
        ).replace("%1", broker.host)
    if isinstance(error, TimeoutError):
        return QCoreApplication.translate(
            "MqttCarrier", "The broker %1 did not answer in time."
        ).replace("%1", address)
    if isinstance(error, ssl.SSLCertVerificationError):
        if broker.ca_file:
            text = QCoreApplication.translate(
                "MqttCarrier",
                "The broker %1 has a certificate that the certificate authority file %3 does "
                "not vouch for: %2. Check the file chosen in the preferences (Internet play).",
            ).replace("%3", broker.ca_file)
        else:
            text = QCoreApplication.translate(
                "MqttCarrier",
                "The broker %1 has a certificate this computer does not trust: %2. If the "
                "broker has a certificate authority of its own, choose that authority's file "
                "in the preferences (Internet play).",
            )
        return text.replace("%1", address).replace("%2", str(error.verify_message or error))
    if isinstance(error, ssl.SSLError):
        text = QCoreApplication.translate(
            "MqttCarrier", "The secure connection to the broker %1 failed (does it offer TLS?): %2"
        )
        return text.replace("%1", address).replace("%2", str(error.reason or error))
    if broker.tls and isinstance(error, ConnectionResetError | ConnectionAbortedError):
        # A broker without TLS on that port hangs up on the TLS greeting.
        text = QCoreApplication.translate(
            "MqttCarrier", "The secure connection to the broker %1 failed (does it offer TLS?): %2"
        )
        return text.replace("%1", address).replace("%2", str(error.strerror or error))
    text = QCoreApplication.translate("MqttCarrier", "The broker %1 could not be reached: %2")
    return text.replace("%1", address).replace("%2", str(getattr(error, "strerror", None) or error))


def _refusal_text(reason: ReasonCode, broker: Broker) -> str:
    """What a broker's refusal (a CONNACK's reason code) means, in words."""
    address = broker.address()
    # Bad user name or password, not authorised, bad authentication method: Mosquitto says
    # "not authorised" for a wrong password too, so one text for all three.
    if reason.value in (0x86, 0x87, 0x8C):
        text = QCoreApplication.translate(
            "MqttCarrier",
            "The broker %1 refused the login: check the user name and password in the "
            "preferences (the broker may also not let this user in).",
        )
        return text.replace("%1", address)
    if reason.value in (0x88, 0x89, 0x97, 0x9F):  # unavailable, busy, quota, rate
        return QCoreApplication.translate(
            "MqttCarrier", "The broker %1 is busy or unavailable; try again later."
        ).replace("%1", address)
    text = QCoreApplication.translate("MqttCarrier", "The broker %1 refused the connection: %2")
    return text.replace("%1", address).replace("%2", reason.getName())


class MqttCarrier(QObject):
    """One MQTT 5 connection carrying payloads with QoS 1 (see the module)."""

    connected = Signal()
    disconnected = Signal(str)
    message_received = Signal(str, bytes)
    retained_received = Signal(str, bytes)
    failed = Signal(str)
    #: From the worker thread: (generation, error or None) of a connection attempt.

    def __init__(
        self,
        broker: Broker,
        client_id: str,
        subscriptions: Sequence[str],
        *,
        will: Will | None = None,
        session_expiry_s: int = SESSION_EXPIRY_S,
        keepalive_s: int = KEEPALIVE_S,
        retry_ms: int = 500,
        max_retry_ms: int = 30_000,
        connack_timeout_s: float | None = None,
        no_local: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._broker = broker
        self._no_local = no_local
        timeout_s = CONNACK_TIMEOUT_S if connack_timeout_s is None else connack_timeout_s
        self._connack_timeout_ms = max(1, int(timeout_s * 1000))
        self._subscriptions = list(subscriptions)
        self._retry_ms = max(1, retry_ms)
        self._max_retry_ms = max(self._retry_ms, max_retry_ms)
        self._delay_ms = self._retry_ms
        self._client, self._setup_error = _new_client(
            broker, client_id, will, session_expiry_s, keepalive_s
        )
        client = self._client
        client.on_connect = self._on_connect
        client.on_disconnect = self._on_disconnect
        client.on_subscribe = self._on_subscribe
        client.on_message = self._on_message
        # The worker's outcome comes back through a plain queue, polled by a timer of ours: the
        # worker never touches a Qt object, so deleting the carrier (with its owner) while it
        # connects cannot race with it.
        self._outcomes: queue.SimpleQueue[tuple[int, BaseException | None]] = queue.SimpleQueue()
        self._outcome_timer = QTimer(self)
        self._outcome_timer.setInterval(_OUTCOME_POLL_MS)
        self._outcome_timer.timeout.connect(self._take_outcome)
        #: Bumped by every attempt and by stop(): a late worker's outcome is recognised.
        self._generation = 0
        self._connecting = False
        self._up = False  # CONNACK and SUBACKs in
        self._ever_up = False
        self._stopped = False
        self._final = False  # the broker refused us: no retries
        #: The attempt under way had no CONNACK within the time: what answered is no broker.
        self._silent = False
        self._waiting_subscriptions: set[int] = set()
        self._pending: list[tuple[str, bytes, bool]] = []
        self._pending_bytes = 0
        self._received: list[tuple[str, bytes, bool]] = []
        # What paho's callbacks saw during one step (see _drive).
        self._connected_now = False
        self._lost: str | None = None
        self._refusal: str | None = None
        self._client_id = client_id
        self._read_notifier: QSocketNotifier | None = None
        self._write_notifier: QSocketNotifier | None = None
        self._misc = QTimer(self)
        self._misc.setInterval(_MISC_INTERVAL_MS)
        self._misc.timeout.connect(self._on_misc)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        # Steps asked for "at once, after this event" run from timers that are the carrier's
        # children, never from QTimer.singleShot with a bound method: such a call could still
        # reach a carrier deleted with its owner meanwhile, and drive its deleted notifiers
        # (CI saw "Internal C++ object (QSocketNotifier) already deleted", and a crash).
        self._read_soon = self._soon(self._on_readable)
        self._refused_soon = self._soon(self._refused_now)
        self._lost_soon = self._soon(self._lost_now)
        self._failure_soon = self._soon(self._report_setup_error)
        self._retry.timeout.connect(self._attempt)
        self._connack_timer = QTimer(self)
        self._connack_timer.setSingleShot(True)
        self._connack_timer.timeout.connect(self._on_connack_timeout)

    def _soon(self, slot: Any) -> QTimer:
        """A single-shot timer of ours that runs ``slot`` once the current event is done."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(0)
        timer.timeout.connect(slot)
        return timer

    @Slot()
    def _report_setup_error(self) -> None:
        self.failed.emit(self._setup_error or "")

    def _alive(self) -> bool:
        """True while the carrier and its notifiers still exist on the C++ side."""
        notifiers = (self._read_notifier, self._write_notifier)
        return shiboken6.isValid(self) and all(
            notifier is not None and shiboken6.isValid(notifier) for notifier in notifiers
        )

    # -- state -------------------------------------------------------------------------------

    @property
    def client_id(self) -> str:
        """Our client id on the broker (kept for the carrier's life: the session's name)."""
        return self._client_id

    @property
    def is_connected(self) -> bool:
        """True while connected with our subscriptions in place."""
        return self._up

    @property
    def broker(self) -> Broker:
        """Where we connect, as given."""
        return self._broker

    # -- starting and stopping ---------------------------------------------------------------

    def reconnect_now(self) -> None:
        """Try again at once instead of at the end of the back-off (the computer woke up, the
        network came back, the person asked): nothing if connected, connecting or stopped."""
        if self._stopped or self._connecting or self._read_notifier is not None:
            return
        if not self._ever_up:
            return  # the first connection is start()'s
        self._retry.stop()
        self._delay_ms = self._retry_ms
        self._attempt()

    def start(self) -> None:
        """Connect (in the background); ``connected`` or ``failed`` follows."""
        if self._stopped or self._connecting or self._read_notifier is not None:
            return
        if self._setup_error is not None:
            self._stopped = True
            self._failure_soon.start()
            return
        self._attempt()

    def stop(self) -> None:
        """Say goodbye (no will), end the session on the broker and stop for good."""
        if self._stopped or not shiboken6.isValid(self):
            return
        self._stopped = True
        self._generation += 1
        self._retry.stop()
        self._misc.stop()
        self._connack_timer.stop()
        was_up = self._up
        self._up = False
        if self._read_notifier is not None:
            goodbye = _properties(PacketTypes.DISCONNECT)
            goodbye.SessionExpiryInterval = 0
            try:
                self._client.disconnect(properties=goodbye)
                if self._client.want_write():
                    self._client.loop_write()
            except (OSError, ValueError):
                log.debug("no goodbye: the connection was gone")
        self._drop_notifiers()
        self._close_socket()
        if was_up:
            self.disconnected.emit(
                QCoreApplication.translate("MqttCarrier", "Disconnected from the broker.")
            )

    def _close_socket(self) -> None:
        """Close paho's socket if it is still open (paho closes it itself after a loss or a
        goodbye; this is for a connection that came too late, or a step that went wrong)."""
        if self._client.socket() is not None:
            self._client._sock_close()  # paho 2.x has no public "close without a goodbye"

    # -- connecting --------------------------------------------------------------------------

    @Slot()
    def _attempt(self) -> None:
        """Open the connection on a worker thread (name lookup, TCP, TLS block)."""
        if self._stopped or self._connecting:
            return
        self._generation += 1
        generation = self._generation
        self._connecting = True
        self._silent = False
        client = self._client

        def connect() -> None:
            error: BaseException | None = None
            try:
                client.reconnect()
            except BaseException as caught:  # every failure is reported, never raised here
                error = caught
            outcomes.put((generation, error))

        outcomes = self._outcomes
        self._outcome_timer.start()
        threading.Thread(target=connect, name="mqtt-connect", daemon=True).start()

    @Slot()
    def _take_outcome(self) -> None:
        """The worker's outcome, once it is there."""
        try:
            generation, error = self._outcomes.get_nowait()
        except queue.Empty:
            return
        self._outcome_timer.stop()
        self._on_attempted(generation, error)

    def _on_attempted(self, generation: int, error: object) -> None:
        if not (shiboken6.isValid(self._retry) and shiboken6.isValid(self._misc)):
            # The carrier is being deleted (its timers are gone) as the outcome arrives.
            if error is None:
                self._close_socket()
            return
        self._connecting = False
        if generation != self._generation:  # stopped while connecting: nobody wants it
            if error is None:
                self._close_socket()
            return
        if isinstance(error, BaseException):
            self._close_socket()
            self._attempt_failed(_connect_error_text(error, self._broker))
            return
        sock = self._client.socket()
        if sock is None:
            self._attempt_failed(
                QCoreApplication.translate(
                    "MqttCarrier", "The connection to the broker closed at once."
                )
            )
            return
        try:
            # Nagle's algorithm off: a message must not wait for the acknowledgement of the
            # PUBACK sent just before it (40 ms of delayed ACK per hop otherwise).
            if isinstance(sock, socket.socket):  # TLS's SSLSocket too
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            log.debug("TCP_NODELAY not set")
        descriptor = sock.fileno()
        self._read_notifier = QSocketNotifier(descriptor, QSocketNotifier.Type.Read, self)
        self._read_notifier.activated.connect(self._on_readable)
        self._write_notifier = QSocketNotifier(descriptor, QSocketNotifier.Type.Write, self)
        self._write_notifier.activated.connect(self._on_writable)
        self._write_notifier.setEnabled(self._client.want_write())
        self._misc.start()
        self._connack_timer.start(self._connack_timeout_ms)
        # A CONNACK may already wait (it came while the notifier did not exist).
        self._read_soon.start()

    def _attempt_failed(self, text: str) -> None:
        """A connection attempt failed: give up if we never connected, else try again later."""
        if self._stopped:
            return
        if self._final or not self._ever_up:
            self._give_up(text)
            return
        log.info("broker %s: %s; again in %d ms", self._broker.address(), text, self._delay_ms)
        self._schedule_retry()

    def _schedule_retry(self) -> None:
        delay = int(self._delay_ms * random.uniform(0.8, 1.2))  # a delay, not a secret
        self._delay_ms = min(self._max_retry_ms, self._delay_ms * 2)
        self._retry.start(max(1, delay))

    def _give_up(self, text: str) -> None:
        self._stopped = True
        self._generation += 1
        self._retry.stop()
        self._misc.stop()
        self._connack_timer.stop()
        self._drop_notifiers()
        self._close_socket()
        self.failed.emit(text)

    def _drop_notifiers(self) -> None:
        for notifier in (self._read_notifier, self._write_notifier):
            if notifier is not None:
                notifier.setEnabled(False)
                notifier.activated.disconnect()
                notifier.deleteLater()
        self._read_notifier = None
        self._write_notifier = None

    # -- paho's callbacks (in the GUI thread, inside loop_read / loop_write / loop_misc) ------

    def _on_connect(
        self,
        _client: mqtt.Client,
        _userdata: Any,
        flags: mqtt.ConnectFlags,
        reason: ReasonCode,
        _properties: Properties | None,
    ) -> None:
        self._connack_timer.stop()  # a broker answered, whatever it said
        if reason.is_failure:
            self._final = True
            self._refusal = _refusal_text(reason, self._broker)
            return
        self._delay_ms = self._retry_ms
        if flags.session_present or not self._subscriptions:
            self._mark_up()
            return
        # Retain as published: a message a broker keeps (retained) is flagged as such, whether
        # it was kept from before we subscribed or is published so now (see retained_received).
        options = SubscribeOptions(qos=1, noLocal=self._no_local, retainAsPublished=True)
        result, mid = self._client.subscribe([(topic, options) for topic in self._subscriptions])
        if result == MQTTErrorCode.MQTT_ERR_SUCCESS and mid is not None:
            self._waiting_subscriptions.add(mid)

    def _on_subscribe(
        self,
        _client: mqtt.Client,
        _userdata: Any,
        mid: int,
        reasons: list[ReasonCode],
        _properties: Properties | None,
    ) -> None:
        if mid not in self._waiting_subscriptions:
            return
        self._waiting_subscriptions.discard(mid)
        refused = [reason for reason in reasons if reason.is_failure]
        if refused:
            self._final = True
            text = QCoreApplication.translate(
                "MqttCarrier", "The broker %1 does not let us subscribe to the game's topics: %2"
            )
            self._refusal = text.replace("%1", self._broker.address()).replace(
                "%2", refused[0].getName()
            )
            self._refused_soon.start()
            return
        self._mark_up()

    def _mark_up(self) -> None:
        # What waited is published by _drive once this step is over: paho resends the
        # messages the broker had not acknowledged after on_connect returns, and they are
        # older than what waited here.
        self._up = True
        self._ever_up = True
        self._connected_now = True

    def _on_message(self, _client: mqtt.Client, _userdata: Any, message: mqtt.MQTTMessage) -> None:
        self._received.append((message.topic, bytes(message.payload), bool(message.retain)))

    def _on_disconnect(
        self,
        _client: mqtt.Client,
        _userdata: Any,
        _flags: mqtt.DisconnectFlags,
        reason: ReasonCode,
        _properties: Properties | None,
    ) -> None:
        self._lost = reason.getName() if isinstance(reason, ReasonCode) else str(reason)
        waiting = self._connack_timer.isActive()  # for the CONNACK: none came yet
        if waiting and isinstance(reason, ReasonCode) and reason.value == _KEEPALIVE_TIMEOUT:
            # paho's own keepalive check ended the attempt before our timer did.
            self._silent = True

    # -- driving paho ------------------------------------------------------------------------

    @Slot()
    def _on_readable(self) -> None:
        if not self._alive():
            return
        self._drive(self._read)

    @Slot()
    def _on_writable(self) -> None:
        if not self._alive():
            return
        self._drive(self._client.loop_write)

    @Slot()
    def _on_misc(self) -> None:
        if not self._alive():
            return
        self._drive(self._client.loop_misc)

    def _read(self) -> MQTTErrorCode:
        result = self._client.loop_read()
        sock = self._client.socket()
        # TLS may hold decrypted bytes the socket no longer signals: read them too.
        while result == MQTTErrorCode.MQTT_ERR_SUCCESS and isinstance(sock, ssl.SSLSocket):
            if not sock.pending():
                break
            result = self._client.loop_read()
            sock = self._client.socket()
        return result

    def _drive(self, step: Any) -> None:
        """Run one paho step, then report what it did: the connection up, messages, a loss."""
        self._connected_now = False
        self._lost = None
        try:
            result = step()
        except Exception as error:  # paho or a socket: the connection is no good
            log.exception("broker %s: internal error", self._broker.address())
            result = MQTTErrorCode.MQTT_ERR_CONN_LOST
            self._lost = str(error)
        if self._connected_now and result not in _LOST and self._client.socket() is not None:
            pending, self._pending, self._pending_bytes = self._pending, [], 0
            for topic, payload, retain in pending:
                self._client.publish(topic, payload, qos=1, retain=retain)
        # paho closes its socket when a read or a write fails (a publish's too): then the
        # notifiers must go before the event loop polls a closed descriptor (Qt: "Invalid
        # socket"), or a new socket given the same number.
        if self._client.socket() is None:
            result = MQTTErrorCode.MQTT_ERR_CONN_LOST
            self._drop_notifiers()
        if self._write_notifier is not None and result not in _LOST:
            self._write_notifier.setEnabled(self._client.want_write())
        received, self._received = self._received, []
        if self._connected_now:
            self.connected.emit()
        for topic, payload, retain in received:
            # A receiver may stop the carrier, or delete its owner (and the carrier with it).
            if self._stopped or not shiboken6.isValid(self):
                return
            if retain:
                self.retained_received.emit(topic, payload)
            else:
                self.message_received.emit(topic, payload)
        if not shiboken6.isValid(self):
            return
        if result in _LOST or self._lost is not None or self._final:
            self._connection_lost(self._lost or "")

    @Slot()
    def _refused_now(self) -> None:
        self._connection_lost("")

    @Slot()
    def _lost_now(self) -> None:
        if self._client.socket() is None:  # not back already
            self._connection_lost("a write to the broker failed")

    @Slot()
    def _on_connack_timeout(self) -> None:
        """No CONNACK in time on an open connection: what listens there is no MQTT broker
        (or one that hangs); the attempt ends as a loss does."""
        if self._stopped or not self._alive() or self._up:
            return
        log.info("broker %s: no answer to CONNECT", self._broker.address())
        self._silent = True
        self._connection_lost("no answer to CONNECT")

    def _connection_lost(self, why: str) -> None:
        if self._stopped:
            return
        was_up = self._up
        self._up = False
        self._waiting_subscriptions.clear()
        self._misc.stop()
        self._connack_timer.stop()
        self._drop_notifiers()
        self._close_socket()
        if self._final:
            self._give_up(
                self._refusal
                or QCoreApplication.translate("MqttCarrier", "The broker refused the connection.")
            )
            return
        if was_up:
            text = QCoreApplication.translate(
                "MqttCarrier", "The connection to the broker %1 was lost; reconnecting."
            )
            self.disconnected.emit(text.replace("%1", self._broker.address()))
            log.info("broker %s lost (%s)", self._broker.address(), why)
        if not self._ever_up:
            if self._silent:
                text = QCoreApplication.translate(
                    "MqttCarrier",
                    "%1 accepted the connection but did not answer as an MQTT broker. Check "
                    "that this is the broker's address and port.",
                )
            else:
                text = QCoreApplication.translate(
                    "MqttCarrier", "The broker %1 closed the connection before it was made."
                )
            self._give_up(text.replace("%1", self._broker.address()))
            return
        self._schedule_retry()

    # -- publishing --------------------------------------------------------------------------

    def publish(self, topic: str, payload: bytes, *, retain: bool = False) -> bool:
        """Send ``payload`` on ``topic`` with QoS 1; kept for the reconnection while
        disconnected. False once stopped, when too much waits already, or for a topic no
        broker takes (empty, a wildcard, no UTF-8 form) or a payload over
        :data:`MAX_PACKET_BYTES` (our own bugs: logged, never raised). ``retain``: the broker
        keeps it for later subscribers; an empty retained payload removes what it kept there
        (the only retained message a room publishes: :mod:`popout_desktop.net.room_door`)."""
        if self._stopped:
            return False
        if not _publishable(topic) or len(payload) > MAX_PACKET_BYTES:
            log.error("refusing to publish %d bytes on %r", len(payload), topic[:80])
            return False
        if not self._up:
            if self._pending_bytes + len(payload) > MAX_PENDING_BYTES:
                log.warning("broker %s: too much waits to be published", self._broker.address())
                return False
            self._pending.append((topic, payload, retain))
            self._pending_bytes += len(payload)
            return True
        info = self._client.publish(topic, payload, qos=1, retain=retain)
        if info.rc in _LOST or self._client.socket() is None:
            # The write failed and paho closed its socket: the notifiers go now, before the
            # event loop polls a closed descriptor (Qt: "Invalid socket"), and the loss is
            # handled once this event is done (a sender is not re-entered). paho keeps a QoS 1
            # message it could not send, and sends it after reconnecting.
            self._drop_notifiers()
            self._lost_soon.start()
        elif self._write_notifier is not None:
            self._write_notifier.setEnabled(self._client.want_write())
        return info.rc in (MQTTErrorCode.MQTT_ERR_SUCCESS, *_LOST)


#: The largest certificate authority file read (a bundle of a few hundred certificates is
#: far smaller); a larger one is no such file, and a device or a pipe is never read whole.
MAX_CA_FILE_BYTES = 1 << 20


class CaFileError(ValueError):
    """A certificate authority file that cannot be used; ``reason`` says why, in words (the
    person's language)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def tls_context(ca_file: str = "") -> ssl.SSLContext:
    """The TLS context of a broker: the system's certificate authorities, or with ``ca_file``
    only the certificates in that file (PEM, or one DER certificate), the broker's name
    checked either way. The file is read here, at most :data:`MAX_CA_FILE_BYTES` of it, and
    only if it is a regular file (a pipe or a device is never waited on); what makes it
    unusable (missing, a folder, unreadable, empty, too large, no certificate in it) raises
    :class:`CaFileError`."""
    if not ca_file:
        return ssl.create_default_context()
    translate = QCoreApplication.translate
    try:
        handle = os.open(ca_file, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise CaFileError(translate("MqttCarrier", "there is no such file")) from None
    except (OSError, ValueError) as error:  # no permission, a name the system refuses, …
        raise CaFileError(str(getattr(error, "strerror", None) or error)) from None
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise CaFileError(translate("MqttCarrier", "it is a folder, not a file"))
        if not stat.S_ISREG(mode):
            raise CaFileError(translate("MqttCarrier", "it is not an ordinary file"))
        data = os.read(handle, MAX_CA_FILE_BYTES + 1)
    except OSError as error:
        raise CaFileError(str(error.strerror or error)) from None
    finally:
        os.close(handle)
    if len(data) > MAX_CA_FILE_BYTES:
        raise CaFileError(
            translate("MqttCarrier", "it is too large to be a certificate authority's file")
        )
    if not data.strip():
        raise CaFileError(translate("MqttCarrier", "it is empty"))
    # PEM is ASCII text (OpenSSL skips what lies between its blocks); anything else, DER.
    cadata: str | bytes = data.decode("ascii", errors="replace") if b"-----BEGIN" in data else data
    try:
        context = ssl.create_default_context(cadata=cadata)
    except (ssl.SSLError, ValueError, TypeError):
        context = None
    if context is None or not context.cert_store_stats().get("x509"):
        raise CaFileError(translate("MqttCarrier", "it holds no certificate (PEM or DER)"))
    return context


def _new_client(
    broker: Broker, client_id: str, will: Will | None, session_expiry_s: int, keepalive_s: int
) -> tuple[mqtt.Client, str | None]:
    """A paho client set up for ``broker`` (MQTT 5, TLS, login, will, session), connecting
    asynchronously; and what makes connecting impossible from the start (a certificate
    authority file that cannot be used, told by ``failed`` after ``start()``), or None."""
    client = mqtt.Client(
        CallbackAPIVersion.VERSION2,
        client_id=client_id,
        protocol=MQTTProtocolVersion.MQTTv5,
        reconnect_on_failure=False,  # ours: the worker thread and the back-off
    )
    setup_error: str | None = None
    if broker.tls:
        try:
            context = tls_context(broker.ca_file)
        except CaFileError as error:
            text = QCoreApplication.translate(
                "MqttCarrier", "The certificate authority file %1 cannot be used: %2"
            )
            setup_error = text.replace("%1", broker.ca_file).replace("%2", error.reason)
            context = ssl.create_default_context()
        client.tls_set_context(context)
    if broker.username:
        client.username_pw_set(broker.username, broker.password or None)
    if will is not None:
        will_properties = _properties(PacketTypes.WILLMESSAGE)
        will_properties.WillDelayInterval = max(0, will.delay_s)
        client.will_set(will.topic, will.payload, qos=1, properties=will_properties)
    connect_properties = _properties(PacketTypes.CONNECT)
    connect_properties.SessionExpiryInterval = max(0, session_expiry_s)
    connect_properties.MaximumPacketSize = MAX_PACKET_BYTES
    client.connect_async(
        broker.host,
        broker.port,
        keepalive=keepalive_s,
        clean_start=False,
        properties=connect_properties,
    )
    return client, setup_error
