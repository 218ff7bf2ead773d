"""LAN discovery over UDP: a host announces its game, the Join dialog lists what it hears.

A waiting host's :class:`Announcer` sends one ``announce`` datagram a second (see "Discovery" in
``PROTOCOL.md``) to :func:`discovery_address` on :func:`discovery_port`; a :class:`GameBrowser`
binds that port, checks every datagram and keeps the games heard within the last five seconds.

Nothing here sends anything before :meth:`Announcer.start` is called: creating an announcer
opens no socket, and a browser only listens. The target of the announcements comes from the
environment (``POPOUT_DISCOVERY_ADDRESS``, ``POPOUT_DISCOVERY_PORT``) so that tests and CI keep
them on the loopback network. Discovery is a convenience: every failure here is reported
(:attr:`GameBrowser.error`, :attr:`Announcer.error`) and never raised into Qt, and joining by
address always works without it.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, TypeGuard

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkDatagram, QUdpSocket

from popout_desktop.net.protocol import DISCOVERY_PORT, MAX_NAME, PROTOCOL_VERSION, rules_from_json
from popout_desktop.rules import Rules

__all__ = [
    "ADDRESS_VARIABLE",
    "ANNOUNCE_INTERVAL_MS",
    "EXPIRY_MS",
    "MAX_DATAGRAM_BYTES",
    "PORT_VARIABLE",
    "Announcer",
    "DiscoveredGame",
    "GameBrowser",
    "discovery_address",
    "discovery_port",
    "parse_announcement",
]

#: The environment variable naming the address announcements are sent to.
ADDRESS_VARIABLE: Final = "POPOUT_DISCOVERY_ADDRESS"
#: The environment variable naming the UDP port of discovery.
PORT_VARIABLE: Final = "POPOUT_DISCOVERY_PORT"
#: The default target: the limited broadcast address, i.e. every host of the local network.
DEFAULT_ADDRESS: Final = "255.255.255.255"
#: How often a waiting host announces itself.
ANNOUNCE_INTERVAL_MS: Final = 1_000
#: How long a game stays listed after its last announcement.
EXPIRY_MS: Final = 5_000
#: The largest announcement sent or accepted.
MAX_DATAGRAM_BYTES: Final = 2_048
#: The most games a browser keeps, so a flood of fake announcements cannot grow it unbounded.
MAX_GAMES: Final = 64

_MAX_GAME_ID = 64
_MAX_APP = 80


def discovery_address() -> QHostAddress:
    """Where announcements go: ``$POPOUT_DISCOVERY_ADDRESS``, by default 255.255.255.255.

    A value that is not an IP address gives a null :class:`QHostAddress`, to which an
    :class:`Announcer` refuses to send: a typo must never turn into a broadcast elsewhere.
    """
    text = os.environ.get(ADDRESS_VARIABLE, "").strip()
    if not text:
        return QHostAddress(DEFAULT_ADDRESS)
    address = QHostAddress()
    if not address.setAddress(text):
        return QHostAddress()
    return address


def discovery_port() -> int:
    """The UDP port of discovery: ``$POPOUT_DISCOVERY_PORT``, by default 7458."""
    text = os.environ.get(PORT_VARIABLE, "").strip()
    try:
        port = int(text)
    except ValueError:
        return DISCOVERY_PORT
    return port if 1 <= port <= 65535 else DISCOVERY_PORT


@dataclass(frozen=True, slots=True)
class DiscoveredGame:
    """A game heard on the network.

    ``host_address`` is the address the announcement came from (where to connect), ``port`` the
    host's TCP port; ``players`` holds the announced ``(name, kind)`` of Red then Yellow;
    ``last_seen`` is a :func:`time.monotonic` time. ``protocol`` and ``app`` tell the host's
    versions, so a game that cannot be joined from here can say why.
    """

    game: str
    name: str
    host_address: str
    port: int
    rules: Rules
    players: tuple[tuple[str, str], tuple[str, str]]
    code_required: bool
    seat_free: bool
    last_seen: float
    protocol: int = PROTOCOL_VERSION
    app: str = ""

    @property
    def key(self) -> tuple[str, str]:
        """What tells games apart: the sender's address and the game's id."""
        return (self.host_address, self.game)

    @property
    def compatible(self) -> bool:
        """True if this copy of the game speaks the host's protocol."""
        return self.protocol == PROTOCOL_VERSION

    def same_as(self, other: DiscoveredGame) -> bool:
        """True if ``other`` announces the same thing (``last_seen`` aside)."""
        return all(
            getattr(self, name) == getattr(other, name)
            for name in self.__slots__
            if name != "last_seen"
        )


def _is_text(value: Any, low: int, high: int) -> TypeGuard[str]:
    return (
        isinstance(value, str)
        and low <= len(value) <= high
        and value.isprintable()
        and value.strip() == value
    )


def _players(value: Any) -> tuple[tuple[str, str], tuple[str, str]] | None:
    if not isinstance(value, list) or len(value) != 2:
        return None
    players: list[tuple[str, str]] = []
    for entry in value:
        if not isinstance(entry, dict):
            return None
        name, kind = entry.get("name", ""), entry.get("kind", "human")
        if not _is_text(name, 0, MAX_NAME) or kind not in ("human", "computer", "remote"):
            return None
        players.append((name, kind))
    return (players[0], players[1])


def parse_announcement(data: bytes, sender: str, now: float) -> DiscoveredGame | None:
    """The game a datagram announces, or None if it is not a valid announcement.

    Every field is checked; anything malformed, oversized or of another type is ignored, never
    raised. Fields not known here are allowed, so a later version can add some.
    """
    if len(data) > MAX_DATAGRAM_BYTES:
        return None
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(message, dict) or message.get("type") != "announce":
        return None
    protocol, app = message.get("protocol"), message.get("app", "")
    game, name, port = message.get("game"), message.get("name"), message.get("port")
    code_required, seat_free = message.get("code_required"), message.get("seat_free")
    if (
        type(protocol) is not int
        or not 0 <= protocol <= 1_000_000
        or not _is_text(app, 0, _MAX_APP)
        or not _is_text(game, 1, _MAX_GAME_ID)
        or not _is_text(name, 1, MAX_NAME)
        or type(port) is not int
        or not 1 <= port <= 65535
        or type(code_required) is not bool
        or type(seat_free) is not bool
    ):
        return None
    players = _players(message.get("players"))
    if players is None:
        return None
    try:
        rules = rules_from_json(message.get("rules"))
    except (ValueError, TypeError):
        return None
    return DiscoveredGame(
        game=game,
        name=name,
        host_address=sender,
        port=port,
        rules=rules,
        players=players,
        code_required=code_required,
        seat_free=seat_free,
        last_seen=now,
        protocol=protocol,
        app=app,
    )


def _sender_text(address: QHostAddress) -> str:
    """The sender as text: a plain IPv4 address for an IPv4-mapped IPv6 one."""
    text = address.toString()
    if text.lower().startswith("::ffff:") and "." in text:
        return text[7:]
    return text


class Announcer(QObject):
    """Announces a hosted game: once started, sends ``payload()`` as JSON once a second.

    ``announced()`` follows every datagram sent; ``send_failed(str)`` reports a datagram that
    could not be sent (the payload failed or is too large, the address is invalid, the network
    refused it). Failures never stop the announcer: the next second it tries again. Nothing is
    sent, and no socket exists, before :meth:`start`.
    """

    announced = Signal()
    send_failed = Signal(str)

    def __init__(
        self, parent: QObject | None = None, *, interval_ms: int = ANNOUNCE_INTERVAL_MS
    ) -> None:
        super().__init__(parent)
        self._payload: Callable[[], dict[str, Any]] | None = None
        self._socket: QUdpSocket | None = None
        self._address = QHostAddress()
        self._port = DISCOVERY_PORT
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.announce_now)
        #: The last failure, "" if the last datagram was sent.
        self.error = ""

    @property
    def active(self) -> bool:
        """True between :meth:`start` and :meth:`stop`."""
        return self._payload is not None

    @property
    def target(self) -> tuple[str, int]:
        """The address and port announcements go to (read when started)."""
        return (self._address.toString(), self._port)

    def start(self, payload: Callable[[], dict[str, Any]]) -> None:
        """Announce ``payload()`` now and then once a second, until :meth:`stop`.

        The payload is called each time, so the announcement follows the game (a seat taken,
        players renamed). The target is read from the environment now.
        """
        self._payload = payload
        self._address = discovery_address()
        self._port = discovery_port()
        if self._socket is None:
            self._socket = QUdpSocket(self)
        self._timer.start()
        self.announce_now()

    def stop(self) -> None:
        """Stop announcing and close the socket."""
        self._payload = None
        self._timer.stop()
        if self._socket is not None:
            self._socket.close()
            self._socket.deleteLater()
            self._socket = None

    @Slot()
    def announce_now(self) -> None:
        """Send one announcement now (if started)."""
        if self._payload is None or self._socket is None:
            return
        try:
            message = self._payload()
            data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
        except Exception as exc:  # whatever the payload does, it must not reach the event loop
            self._fail(f"the announcement could not be made: {exc}")
            return
        if len(data) > MAX_DATAGRAM_BYTES:
            self._fail(f"the announcement is {len(data)} bytes, over {MAX_DATAGRAM_BYTES}")
            return
        if self._address.isNull():
            self._fail(f"{ADDRESS_VARIABLE} is not an IP address")
            return
        sent = self._socket.writeDatagram(data, self._address, self._port)
        if sent != len(data):
            self._fail(self._socket.errorString() or "the datagram could not be sent")
            return
        self.error = ""
        self.announced.emit()

    def _fail(self, message: str) -> None:
        self.error = message
        self.send_failed.emit(message)


class GameBrowser(QObject):
    """Listens for announcements and keeps the games heard within the last five seconds.

    ``games_changed()`` is emitted when a game appears, changes or goes (it is not emitted for a
    mere repeat of an announcement). If the discovery port cannot be bound, :attr:`available`
    is False and :attr:`error` says why; games can then only be joined by address.
    """

    games_changed = Signal()

    def __init__(self, parent: QObject | None = None, *, expiry_ms: int = EXPIRY_MS) -> None:
        super().__init__(parent)
        self._expiry = expiry_ms / 1000
        self._socket: QUdpSocket | None = None
        self._games: dict[tuple[str, str], DiscoveredGame] = {}
        self._available = False
        self._error = ""
        self._port = 0
        self._sweeper = QTimer(self)
        self._sweeper.setInterval(max(50, min(1000, expiry_ms // 5)))
        self._sweeper.timeout.connect(self._expire)

    @property
    def available(self) -> bool:
        """True while listening on the discovery port."""
        return self._available

    @property
    def error(self) -> str:
        """Why discovery is not available ("" if it is, or was never started)."""
        return self._error

    @property
    def port(self) -> int:
        """The UDP port listened on (0 when not listening)."""
        return self._port if self._available else 0

    def start(self) -> bool:
        """Bind the discovery port and listen; False (and :attr:`error`) if it cannot."""
        if self._socket is not None:
            return self._available
        port = discovery_port()
        socket = QUdpSocket(self)
        mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
        if not socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port, mode):
            self._error = socket.errorString() or f"UDP port {port} could not be bound"
            self._available = False
            socket.deleteLater()
            return False
        socket.readyRead.connect(self._read)
        self._socket = socket
        self._port = port
        self._available = True
        self._error = ""
        self._sweeper.start()
        return True

    def stop(self) -> None:
        """Stop listening and forget every game."""
        self._sweeper.stop()
        if self._socket is not None:
            self._socket.readyRead.disconnect(self._read)
            self._socket.close()
            self._socket.deleteLater()
            self._socket = None
        self._available = False
        if self._games:
            self._games.clear()
            self.games_changed.emit()

    def games(self) -> list[DiscoveredGame]:
        """The games heard lately, sorted by host name (then address and id)."""
        return sorted(
            self._games.values(), key=lambda g: (g.name.casefold(), g.host_address, g.game)
        )

    @Slot()
    def _read(self) -> None:
        socket = self._socket
        if socket is None:
            return
        changed = False
        now = time.monotonic()
        while socket.hasPendingDatagrams():
            # One byte over the limit is enough to tell an oversized datagram (it is cut).
            datagram: QNetworkDatagram = socket.receiveDatagram(MAX_DATAGRAM_BYTES + 1)
            if not datagram.isValid():
                break
            try:
                game = parse_announcement(
                    bytes(datagram.data().data()), _sender_text(datagram.senderAddress()), now
                )
            except Exception:  # a datagram must never raise into the event loop
                game = None
            if game is not None:
                changed |= self._remember(game)
        if changed:
            self.games_changed.emit()

    def _remember(self, game: DiscoveredGame) -> bool:
        known = self._games.get(game.key)
        if known is None and len(self._games) >= MAX_GAMES:
            return False
        self._games[game.key] = game
        return known is None or not known.same_as(game)

    @Slot()
    def _expire(self) -> None:
        limit = time.monotonic() - self._expiry
        stale = [key for key, game in self._games.items() if game.last_seen < limit]
        for key in stale:
            del self._games[key]
        if stale:
            self.games_changed.emit()
