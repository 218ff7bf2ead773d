"""Joining a LAN game: the guest side (:class:`GameGuest`).

The guest connects, says hello (or resumes with its token), and from then on shows the host's
game (:mod:`popout_desktop.net.guest_mirror`: every move arrives from the host, the guest's own
included) and makes its offers. A dropped connection leaves the game on screen; the guest
reconnects with its token and carries on; a host that wants the join code again, or asks us
to wait, keeps us in the game.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.net.connection import Connection
from popout_desktop.net.guest_mirror import GuestMirror
from popout_desktop.net.internet_link import InternetLink
from popout_desktop.net.link import Link, link_cause
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.net.peer import APP, chat_text
from popout_desktop.net.protocol import (
    IDLE_TIMEOUT_MS,
    PROTOCOL_VERSION,
    ErrorCode,
)
from popout_desktop.net.room_link import RoomDialer, RoomLink

__all__ = ["GameGuest"]

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_MS = 8_000
#: Over the internet: the time to reach the broker and have the host's answer to our handshake
#: (a TLS handshake far away, a broker that answers slowly), then again the host's welcome.
ROOM_CONNECT_TIMEOUT_MS = 30_000
RECONNECT_INTERVAL_MS = 2_000
RECONNECT_ATTEMPTS = 30
#: Over the internet the guest also keeps trying for at least this long after losing the game:
#: an attempt fails at once against a broker that is down (restarted, a laptop between two
#: networks), so 30 attempts 2 s apart gave up on a broker away for a minute. A room's host
#: keeps the seat, and an attempt is one connection to the broker: trying for five minutes
#: costs little.
ROOM_RECONNECT_MS = 300_000
#: The longest the guest waits, when a host asks it to (``refused`` ``wait``), before coming back.
MAX_WAIT_S = 600
HOST_MAX_RATE = 500
#: The host's messages that answer a move we sent (or overtake it): after one, a move may be
#: proposed again.
_ANSWERS = frozenset({"move", "undo", "error", "state", "new_game", "game_over"})


class GameGuest(GuestMirror):
    """The guest side of a LAN game, bound to the window's model, session and match controller.

    Signals, besides a :class:`~popout_desktop.net.peer.NetworkPeer`'s (chat, offers, answers,
    notices): ``joined(int)`` (our seat, 0 for a spectator; also after a reconnection),
    ``refused(str, str)`` (reason code, message), ``failed(str, str)`` (``"refused"``,
    ``"no_answer"``, ``"no_host"``, ``"lost"`` or ``"error"``, and a message: ``"no_host"`` is an
    internet room whose broker answered while nothing answered for the room's host: an old or
    mistyped link, or a host not hosting), ``broker_reached(str)`` (joining over the internet:
    the broker, named, has us; the room's host is awaited now), ``reconnecting(int)``
    (attempt), ``presence_changed(dict)``, ``code_needed(str)`` (the host refused our return to
    the game we were in for a wrong join code, with its message: the game stays, and
    :meth:`resume_with_code` tries again).

    A dropped connection is tried again, by a player with its token (its seat), by a spectator
    with a new hello (to watch again). A refusal is final (no reconnecting) except a wrong code
    when a player comes back to a game it was in: a host that restarted may have a new code, so
    we ask for it rather than drop out.

    After :data:`RECONNECT_ATTEMPTS` failed attempts the guest stops trying (:attr:`gave_up`)
    and says so with the last attempt's cause (``failed("lost", ...)``); the game and the token
    stay, and :meth:`rejoin` tries again (a new round of attempts) when the person asks.
    """

    joined = Signal(int)
    refused = Signal(str, str)
    failed = Signal(str, str)
    broker_reached = Signal(str)
    reconnecting = Signal(int)
    presence_changed = Signal(dict)
    code_needed = Signal(str)

    def __init__(
        self,
        model: GameModel,
        session: GameSession,
        match: MatchController,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(model, session, match, parent)
        self._connection: Link | None = None
        self._socket: QTcpSocket | None = None
        self._host = ""
        self._port = 0
        #: Joining over the internet: the room's link, the broker (the link's, or with the
        #: preferences' login) and the dialer of the attempt under way.
        self._room: InternetLink | None = None
        self._broker: Broker | None = None
        self._dialer: RoomDialer | None = None
        #: The broker of the attempt under way has us (so silence is the room's host's).
        self._broker_up = False
        self._name = ""
        self._code = ""
        self._spectator = False
        self._token: str | None = None
        self.host_name = ""
        self._welcomed = False
        self._attempts = 0
        self._cancelled = False
        #: We have been welcomed into this game as a player (so a refused return asks again).
        self._was_player = False
        self._was_spectator = False
        #: Waiting for the person to give the join code again (see ``code_needed``).
        self._awaiting_code = False
        #: Every reconnection attempt failed (``failed("lost", ...)`` said so).
        self._gave_up = False
        #: Why the last attempt to come back failed (or the connection was lost), in words.
        self._last_problem = ""
        #: When the attempts under way began (time.monotonic()).
        self._trying_since = 0.0
        #: Once every attempt failed: that they did, in a few words (``failed`` adds why).
        self.gave_up_text = ""
        self._connect_timer = QTimer(self)
        self._connect_timer.setSingleShot(True)
        self._connect_timer.timeout.connect(self._on_connect_timeout)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._reconnect)
        network = session.network
        if isinstance(network, dict) and network.get("role") == "guest":
            token = network.get("token")
            self._token = str(token) if token else None

    # -- state -------------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        """True while we are in the game (welcomed and connected)."""
        return self._welcomed and self._connection is not None and self._connection.is_open

    @property
    def returning(self) -> bool:
        """True while we try to go back to a game we were in, as a player (with our token) or
        as a spectator (the connection dropped); False once we are back, or have given up, or a
        refusal was final."""
        if not (self._was_player or self._was_spectator) or self._welcomed:
            return False
        return not (self._cancelled or self._gave_up)

    @property
    def gave_up(self) -> bool:
        """True once every attempt to come back failed (until :meth:`rejoin`)."""
        return self._gave_up and not self._cancelled

    @property
    def was_player(self) -> bool:
        """True once a host welcomed us into this game as a player."""
        return self._was_player

    @property
    def token(self) -> str | None:
        """The resume token the host gave us."""
        return self._token

    # -- connecting --------------------------------------------------------------------------

    def join(
        self,
        host: str,
        port: int,
        name: str,
        code: str,
        *,
        spectator: bool = False,
        token: str | None = None,
    ) -> None:
        """Connect to a host and ask for a seat (or resume with ``token``)."""
        self._host, self._port = host, port
        self._room = self._broker = None
        self._begin(name, code, spectator, token)

    def join_room(
        self,
        link: InternetLink,
        name: str,
        code: str,
        *,
        spectator: bool = False,
        token: str | None = None,
        broker: Broker | None = None,
    ) -> None:
        """Join the game hosted in the room of ``link`` over an MQTT broker (``broker``: the
        link's by default, without a login; give one with the preferences' user, password or
        certificate authority), and ask for a seat (or resume with ``token``). Then all is as
        on the LAN: ``joined``, ``refused``, ``failed``, reconnections with the token."""
        self._room, self._broker = link, broker
        self._host, self._port = link.host, link.port
        self._begin(name, code, spectator, token)

    def _begin(self, name: str, code: str, spectator: bool, token: str | None) -> None:
        self._name = name.strip()[:40] or "Guest"
        self._code = code
        self._spectator = spectator
        if token is not None:
            self._token = token
        self._cancelled = False
        self._gave_up = False
        self._attempts = 0
        self._open_socket()

    @property
    def awaiting_code(self) -> bool:
        """True while the host wants the join code again before we may return (``code_needed``)."""
        return self._awaiting_code

    def resume_with_code(self, code: str) -> None:
        """Return to the game with the join ``code`` the person gave (after ``code_needed``)."""
        if not self._awaiting_code or self._cancelled:
            return
        self._awaiting_code = False
        self._code = code
        self._attempts = 0
        self._open_socket()

    def rejoin(self) -> bool:
        """Try again to come back to the game after every attempt failed (:attr:`gave_up`):
        a first attempt at once, then a new round of attempts. False if there is nothing to
        rejoin (we are in the game, still trying, or left)."""
        if not self.gave_up:
            return False
        self._gave_up = False
        self._attempts = 1
        self._trying_since = time.monotonic()
        self.reconnecting.emit(self._attempts)
        self._open_socket()
        return True

    def cancel(self) -> None:
        """Stop connecting or leave the game (saying goodbye)."""
        self._cancelled = True
        self._awaiting_code = False
        self._retry.stop()
        self._connect_timer.stop()
        if self._connection is not None:
            self._connection.send({"type": "bye", "reason": "the guest left"})
            self._connection.close("left")
        elif self._socket is not None:
            self._socket.abort()
        self._stop_dialing()
        self._welcomed = False

    def _stop_dialing(self) -> None:
        dialer, self._dialer = self._dialer, None
        if dialer is not None:
            dialer.cancel()
            dialer.deleteLater()

    def _open_socket(self) -> None:
        if self._room is not None:
            self._open_room(self._room)
            return
        socket = QTcpSocket(self)
        self._socket = socket
        socket.connected.connect(self._on_connected)
        socket.errorOccurred.connect(self._on_connect_error)
        self._connect_timer.start(CONNECT_TIMEOUT_MS)
        socket.connectToHost(self._host, self._port)

    @Slot()
    def _on_connected(self) -> None:
        socket = self._socket
        if socket is None:
            return
        self._connect_timer.stop()
        socket.errorOccurred.disconnect(self._on_connect_error)
        # The host relays moves, chat and presence of everyone: allow it more than the 50
        # messages a second a host allows each of its peers (its own limits keep it far below).
        # Its lines count by when they could have arrived (see Connection): messages that
        # waited while we were busy, and then came in one read, are no flood.
        connection = Connection(
            socket, self, max_rate=HOST_MAX_RATE, pause_credit_ms=IDLE_TIMEOUT_MS
        )
        self._socket = None
        self._start_link(connection, CONNECT_TIMEOUT_MS)

    def _open_room(self, room: InternetLink) -> None:
        self._stop_dialing()
        dialer = RoomDialer(room, self._broker, max_rate=HOST_MAX_RATE, parent=self)
        self._dialer = dialer
        self._broker_up = False
        dialer.linked.connect(self._on_room_linked)
        dialer.failed.connect(self._on_room_failed)
        dialer.broker_reached.connect(self._on_broker_reached)
        self._connect_timer.start(ROOM_CONNECT_TIMEOUT_MS)
        dialer.start()

    @Slot(object)
    def _on_room_linked(self, link: RoomLink) -> None:
        if self.sender() is not self._dialer or self._cancelled:
            link.abort("not wanted")
            return
        self._dialer = None
        self._connect_timer.stop()
        self._start_link(link, ROOM_CONNECT_TIMEOUT_MS)

    @Slot()
    def _on_broker_reached(self) -> None:
        if self.sender() is not self._dialer or self._cancelled:
            return
        self._broker_up = True
        if self._room is not None:
            self.broker_reached.emit(self._room.broker_address())

    @Slot(str)
    def _on_room_failed(self, text: str) -> None:
        if self.sender() is not self._dialer:
            return
        self._connect_timer.stop()
        self._stop_dialing()
        self._failed("error", text)

    def _start_link(self, connection: Link, timeout_ms: int) -> None:
        """A link to the host is open (a TCP connection, or a room's link after the
        handshake): say hello, or resume, and wait for the answer."""
        self._connection = connection
        connection.message_received.connect(self._on_message)
        connection.closed.connect(self._on_closed)
        if self._token and not self._spectator:
            connection.send(
                {
                    "type": "resume",
                    "protocol": PROTOCOL_VERSION,
                    "app": APP,
                    "name": self._name,
                    "code": self._code,
                    "token": self._token,
                }
            )
        else:
            connection.send(
                {
                    "type": "hello",
                    "protocol": PROTOCOL_VERSION,
                    "app": APP,
                    "name": self._name,
                    "code": self._code,
                    "role": "spectator" if self._spectator else "player",
                }
            )
        self._connect_timer.start(timeout_ms)  # now waiting for the welcome

    @Slot(QAbstractSocket.SocketError)
    def _on_connect_error(self, error: QAbstractSocket.SocketError) -> None:
        socket = self._socket
        if socket is None:
            return
        self._connect_timer.stop()
        self._socket = None
        socket.deleteLater()
        if error == QAbstractSocket.SocketError.ConnectionRefusedError:
            kind = "refused"
            text = self.tr("The host refused the connection (no game hosted at %1:%2?).")
        elif error == QAbstractSocket.SocketError.HostNotFoundError:
            kind = "error"
            text = self.tr("The computer %1 was not found.")
        else:
            kind = "error"
            text = self.tr("Could not connect to %1:%2: ") + socket.errorString()
        self._failed(kind, text.replace("%1", self._host).replace("%2", str(self._port)))

    @Slot()
    def _on_connect_timeout(self) -> None:
        if self._socket is not None:
            self._socket.abort()
            self._socket = None
        linked = self._connection is not None
        if self._connection is not None and not self._welcomed:
            self._connection.abort("no answer")
            self._connection = None
        if self._room is not None:
            self._stop_dialing()
            broker = self._room.broker_address()
            if linked:  # the host answered our handshake, then not our hello
                text = self.tr("No answer from the game's host through the broker %1.")
                self._failed("no_answer", text.replace("%1", broker))
                return
            if self._broker_up:
                text = self.tr(
                    "The broker %1 answered, but no game's host answered this link."
                ).replace("%1", broker)
                self._failed("no_host", text)
                return
            text = self.tr("No answer from the broker %1.")
            self._failed("no_answer", text.replace("%1", broker))
            return
        text = self.tr("No answer from %1:%2.").replace("%1", self._host)
        self._failed("no_answer", text.replace("%2", str(self._port)))

    def _failed(self, kind: str, text: str) -> None:
        if self._attempts and not self._cancelled:
            self._last_problem = text
            self._schedule_reconnect()
            return
        self.failed.emit(kind, text)

    @Slot(str)
    def _on_closed(self, reason: str) -> None:
        connection = self.sender()
        if connection is not self._connection:
            return
        self._connection = None
        was_in = self._welcomed
        self._welcomed = False
        self._answered()  # no answer will come on this connection
        self._match.cancel()
        if self._cancelled:
            return
        if was_in:
            text = self.tr("The connection to the host was lost: %1")
            text = text.replace("%1", link_cause(reason))
            self._last_problem = text
            self.failed.emit("lost", text)
            # A player comes back to its seat with its token; a spectator comes back to watch
            # (a new hello: the host keeps no seat for it).
            if (self._token and not self._spectator) or self._was_spectator:
                self._attempts = 0
                self._schedule_reconnect()
        elif not self._cancelled:
            self.failed.emit("error", link_cause(reason))

    def _out_of_attempts(self) -> bool:
        """True once the attempts under way are enough to give up: :data:`RECONNECT_ATTEMPTS`,
        and over the internet :data:`ROOM_RECONNECT_MS` of trying as well."""
        if self._attempts < RECONNECT_ATTEMPTS:
            return False
        if self._room is None:
            return True
        return (time.monotonic() - self._trying_since) * 1000 >= ROOM_RECONNECT_MS

    def _schedule_reconnect(self) -> None:
        if self._attempts == 0:
            self._trying_since = time.monotonic()
        if self._out_of_attempts():
            # Say why, in the words of the last attempt's failure (a broker that refuses, a
            # broker that answers with no host there...), not only that it failed.
            self._gave_up = True
            self.gave_up_text = self.tr("Could not reconnect to the host after %1 attempts.")
            self.gave_up_text = self.gave_up_text.replace("%1", str(self._attempts))
            text = self.gave_up_text
            if self._last_problem:
                text += " " + self._last_problem
            self.failed.emit("lost", text)
            return
        self._attempts += 1
        self.reconnecting.emit(self._attempts)
        self._retry.start(RECONNECT_INTERVAL_MS)

    @Slot()
    def _reconnect(self) -> None:
        if not self._cancelled:
            self._open_socket()

    # -- messages ----------------------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> bool:
        connection = self._connection
        return connection is not None and self._welcomed and connection.send(message)

    @Slot(object)
    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if not self._welcomed:
            if kind == "welcome":
                self._on_welcome(message)
            elif kind == "refused":
                self._on_refused(message)
            elif kind == "error":
                self._connect_timer.stop()
                self.failed.emit("error", message["message"])
            elif self._connection is not None:
                self._connection.send_error(ErrorCode.UNEXPECTED, f"{kind} before welcome")
            return
        if kind in _ANSWERS:
            self._answered()
        handler = _HANDLERS.get(kind)
        if handler is None:
            if self._connection is not None:
                self._connection.send_error(ErrorCode.UNEXPECTED, f"a guest does not accept {kind}")
            return
        handler(self, message)

    def _on_bye(self, message: dict[str, Any]) -> None:
        self.notice.emit(self.tr("The host left: %1").replace("%1", str(message.get("reason", ""))))

    def _on_host_error(self, message: dict[str, Any]) -> None:
        self.notice.emit(self.tr("The host says: %1").replace("%1", message["message"]))

    def _on_refused(self, message: dict[str, Any]) -> None:
        self._connect_timer.stop()
        reason = message["reason"]
        if reason == "wrong_code" and self._was_player and self._token and not self._cancelled:
            # Coming back to our game, the code no longer fits (a host that restarted with a
            # new one): keep the game and the token, and ask the person for the code.
            connection, self._connection = self._connection, None
            if connection is not None:
                connection.close("asked for the join code")
            self._retry.stop()
            self._awaiting_code = True
            self.code_needed.emit(message["message"])
            return
        coming_back = (self._was_player and self._token) or self._was_spectator
        if reason == "wait" and coming_back and not self._cancelled:
            # On our way back, the host makes us wait after wrong join codes (ours, or a
            # guesser's): come back when it says, keeping the game.
            seconds = min(int(message.get("wait", 1)), MAX_WAIT_S)
            connection, self._connection = self._connection, None
            if connection is not None:
                connection.close("asked to wait")
            self.notice.emit(
                self.tr("The host asks us to wait %1 s before coming back.").replace(
                    "%1", str(seconds)
                )
            )
            self.reconnecting.emit(max(1, self._attempts))
            self._retry.start(seconds * 1000)
            return
        if reason == "bad_token":
            self._token = None
        self._cancelled = True  # a refusal is final: no reconnecting
        self.refused.emit(reason, message["message"])

    def _on_welcome(self, message: dict[str, Any]) -> None:
        self._connect_timer.stop()
        self._retry.stop()
        self._answered()
        self._welcomed = True
        self._attempts = 0
        self.seat = message["seat"]
        self.host_name = message["host"]
        if self.seat:
            self._token = message["token"]
            self._was_player = True
        else:
            self._was_spectator = True
        self._chat = list(message["chat"])
        self._load_state(message)
        self.joined.emit(self.seat)

    def _network(self) -> dict[str, object]:
        if self._room is not None:
            return {
                "role": "guest",
                "transport": "internet",
                "link": self._room.format(),
                "host": "",
                "port": 0,
                "code": self._code,
                "name": self._name,
                "token": self._token,
                "seat": self.seat,
            }
        return {
            "role": "guest",
            "host": self._host,
            "port": self._port,
            "code": self._code,
            "name": self._name,
            "token": self._token,
            "seat": self.seat,
        }

    def _complain(self, code: str, text: str) -> None:
        if self._connection is not None:
            self._connection.send_error(code, text)

    # -- offers ------------------------------------------------------------------------------

    def _send_other(self, message: dict[str, Any]) -> bool:
        return self._send(message)

    def _may_offer(self, kind: str, to_ply: int) -> bool:
        """A spectator makes no offers; a player one of each kind at a time."""
        return not self.spectator and super()._may_offer(kind, to_ply)

    def resign(self) -> bool:
        """Give up (the host announces the result)."""
        if self.spectator or self._model.result is not None:
            return False
        return self._send({"type": "resign"})

    def send_chat(self, text: str) -> bool:
        """Say something to everyone."""
        text = chat_text(text)
        return bool(text) and self._send({"type": "chat", "text": text})


#: What a welcomed guest does with each kind of message from the host (made once, not for
#: each message: a move's way, issue 33 point 5).
_HANDLERS: dict[str, Callable[[GameGuest, dict[str, Any]], None]] = {
    "move": lambda guest, m: guest._on_move(m),
    "undo": lambda guest, m: guest._on_undo(m),
    "undo_request": lambda guest, m: guest._offered("undo", m["to_ply"]),
    "undo_answer": lambda guest, m: guest._on_answer("undo", m["accept"]),
    "draw_offer": lambda guest, m: guest._offered("draw"),
    "draw_answer": lambda guest, m: guest._on_answer("draw", m["accept"]),
    "rematch": lambda guest, m: guest._offered("rematch"),
    "rematch_answer": lambda guest, m: guest._on_answer("rematch", m["accept"]),
    "game_over": lambda guest, m: guest._on_game_over(m),
    "new_game": lambda guest, m: guest._on_new_game(m),
    "state": lambda guest, m: guest._on_state(m),
    "chat": lambda guest, m: guest._on_chat(m),
    "presence": lambda guest, m: guest.presence_changed.emit(m),
    "bye": lambda guest, m: guest._on_bye(m),
    "error": lambda guest, m: guest._on_host_error(m),
}
