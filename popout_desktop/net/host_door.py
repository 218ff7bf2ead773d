"""Who may come into a hosted game: the door of a host (:class:`HostDoor`).

The door listens, takes every connection, wants a ``hello`` or ``resume`` from it within
``HELLO_TIMEOUT_MS``, and checks what it says: the protocol version, the join code (wrong
codes limited by a :class:`~popout_desktop.net.join_guard.JoinGuard`, the code replaced after
``CODE_LIFE`` of them), the seats (one guest player, at most ``MAX_SPECTATORS`` spectators, a
kept seat only for its player) and the guest seat's resume token. Who may not come in is
refused (a :class:`Refusal`, checked by the pure functions here); who may is given a seat, and
from then on is the game's business: :class:`~popout_desktop.net.host.GameHost` is the game
behind the door.
"""

from __future__ import annotations

import hmac
import logging
import secrets
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QTcpServer, QTcpSocket

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.net.connection import Connection
from popout_desktop.net.host_clients import Client, Clients, dispose
from popout_desktop.net.join_code import codes_match, new_join_code
from popout_desktop.net.join_guard import CODE_LIFE, JoinGuard
from popout_desktop.net.link import Link
from popout_desktop.net.peer import APP, NetworkPeer
from popout_desktop.net.protocol import HELLO_TIMEOUT_MS, PROTOCOL_VERSION, ErrorCode, ProtocolError

__all__ = [
    "MAX_SPECTATORS",
    "HostDoor",
    "Refusal",
    "hello_refusal",
    "token_fits",
    "version_refusal",
]

log = logging.getLogger(__name__)

MAX_SPECTATORS = 32


@dataclass(frozen=True)
class Refusal:
    """Why a peer may not come in: a ``refused`` reason code, its text, and for ``"wait"``
    the seconds to wait."""

    reason: str
    text: str
    wait: int = 0

    def message(self) -> dict[str, Any]:
        """The ``refused`` message that says it."""
        refused: dict[str, Any] = {
            "type": "refused",
            "reason": self.reason,
            "message": self.text,
            "protocol": PROTOCOL_VERSION,
        }
        if self.wait:
            refused["wait"] = self.wait
        return refused


def version_refusal(message: dict[str, Any]) -> Refusal | None:
    """A peer speaking another protocol version is refused ``version``."""
    if message["protocol"] == PROTOCOL_VERSION:
        return None
    return Refusal(
        "version",
        f"this host speaks protocol version {PROTOCOL_VERSION} ({APP}); "
        f"you speak version {message['protocol']}",
    )


def hello_refusal(
    message: dict[str, Any], *, spectators: int, guest_connected: bool, guest_name: str
) -> Refusal | None:
    """A ``hello`` (version and code already checked) is refused ``full`` when its seat is
    not free: too many spectators, the guest's seat taken, or kept for its player (who must
    ``resume``)."""
    name = message["name"]
    if message["role"] == "spectator":
        if spectators >= MAX_SPECTATORS:
            return Refusal("full", "there are too many spectators")
        return None
    if guest_connected or (guest_name and guest_name != name):
        return Refusal("full", "the guest seat is taken: you may join as a spectator")
    if guest_name and guest_name == name:
        # The same player again without its token: it must resume.
        return Refusal("full", "this seat is kept for its player: resume instead")
    return None


def token_fits(message: dict[str, Any], token: str, guest_name: str) -> bool:
    """True if a ``resume`` carries the guest seat's token and its player's name. The token is
    the seat's key (unguessable): with it the seat's player comes back whatever the code,
    which may have changed since (too many wrong codes), and without waiting after someone
    else's wrong codes. Without it a resume is a guess of the code."""
    fits = hmac.compare_digest(message["token"].encode("utf-8"), token.encode("utf-8"))
    return fits and message["name"] == guest_name and bool(guest_name)


class HostDoor(NetworkPeer):
    """The door of a hosted game: its server, its peers (:attr:`_clients`), its join code and
    the guest seat's key. Signal, besides a :class:`NetworkPeer`'s: ``code_changed(str)`` (too
    many wrong join codes were tried: this is the new code, to be shown to the person).

    The game behind it says what coming in means (:meth:`_admit`), what a peer with a seat
    may do (:meth:`_on_seated`), what its leaving means (:meth:`_on_left`), and keeps the
    game's record (:meth:`_remember`, after a new code).
    """

    code_changed = Signal(str)

    def __init__(
        self,
        model: GameModel,
        session: GameSession,
        match: MatchController,
        *,
        code: str,
        guest_seat: int,
        guard: JoinGuard | None,
        parent: QObject | None,
    ) -> None:
        super().__init__(model, session, match, parent)
        self._guard = guard if guard is not None else JoinGuard()
        self._code = code
        self.guest_seat = guest_seat
        self._guest_name = ""
        self._token = secrets.token_urlsafe(18)
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._on_new_connection)
        self._clients = Clients()

    @property
    def port(self) -> int:
        """The TCP port listened on (0 before listening)."""
        return int(self._server.serverPort()) if self._server.isListening() else 0

    @property
    def join_code(self) -> str:
        """The code a guest must give ("" if none is required)."""
        return self._code

    @property
    def guest_connected(self) -> bool:
        """True while the guest player is connected."""
        return self._guest() is not None

    @property
    def guest_name(self) -> str:
        """The guest player's name ("" before anyone joined)."""
        return self._guest_name

    @property
    def spectators(self) -> int:
        """How many spectators are connected."""
        return self._clients.spectators

    def _guest(self) -> Client | None:
        return self._clients.in_seat(self.guest_seat)

    # -- what the game behind the door says ---------------------------------------------------

    def _admit(self, client: Client, seat: int, name: str) -> None:
        """Give ``client`` ``seat`` (0: a spectator) under ``name``, and welcome it."""
        raise NotImplementedError

    def _on_seated(self, client: Client, message: dict[str, Any]) -> None:
        """A message from a peer with a seat."""
        raise NotImplementedError

    def _on_left(self, client: Client) -> None:
        """A peer's connection closed (its seat, -1 if it had none, is still on it)."""
        raise NotImplementedError

    def _remember(self) -> None:
        """Keep the game's network details (here: after the code changed)."""
        raise NotImplementedError

    # -- connections -------------------------------------------------------------------------

    @Slot()
    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            # Qt gives nullptr (None) when nothing is pending, whatever the stubs say.
            socket: QTcpSocket | None = self._server.nextPendingConnection()
            if socket is None:
                break
            self._accept(Connection(socket, self))

    @Slot(object)
    def _accept(self, connection: Link) -> None:
        """A new peer, on a TCP connection or a room's link: it has ``HELLO_TIMEOUT_MS`` to
        say hello or resume, and counts among the unidentified until it does."""
        client = self._clients.add(connection)
        connection.message_received.connect(lambda message, c=client: self._on_message(c, message))
        connection.closed.connect(lambda reason, c=client: self._on_closed(c, reason))
        connection.on_invalid = lambda error, c=client: self._on_invalid(c, error)
        QTimer.singleShot(HELLO_TIMEOUT_MS, connection, lambda c=client: self._hello_timeout(c))

    def _on_invalid(self, client: Client, error: ProtocolError) -> bool:
        """A malformed ``hello`` or ``resume`` is refused ``bad_field`` (the rest: ``error``)."""
        if client.seat != -1 or error.code != ErrorCode.BAD_FIELD:
            return False
        if error.kind not in ("hello", "resume"):
            return False
        self._refuse(client, Refusal("bad_field", str(error)))
        return True

    def _hello_timeout(self, client: Client) -> None:
        if client.seat == -1 and client.connection.is_open:
            client.connection.send_error(
                ErrorCode.TIMEOUT, f"no hello within {HELLO_TIMEOUT_MS // 1000} seconds"
            )

    def _on_closed(self, client: Client, reason: str) -> None:
        self._clients.remove(client)
        self._on_left(client)
        # Handed to Python once this signal has returned (see dispose: not deleteLater).
        QTimer.singleShot(0, self, lambda c=client.connection: dispose(c))

    def _on_message(self, client: Client, message: dict[str, Any]) -> None:
        if client.seat != -1:
            self._on_seated(client, message)
        elif message["type"] == "hello":
            self._on_hello(client, message)
        elif message["type"] == "resume":
            self._on_resume(client, message)
        else:
            client.connection.send_error(ErrorCode.UNEXPECTED, "say hello first")

    # -- the checks --------------------------------------------------------------------------

    def _refuse(self, client: Client, refusal: Refusal | None) -> bool:
        """Refuse ``client`` (True) if there is a ``refusal``, else False."""
        if refusal is None:
            return False
        client.connection.send(refusal.message())
        client.connection.close(refusal.text)
        return True

    def _check_version(self, client: Client, message: dict[str, Any]) -> bool:
        return not self._refuse(client, version_refusal(message))

    def _check_code(self, client: Client, message: dict[str, Any]) -> bool:
        """True if the code opens the game; else the peer is refused (``wait`` while it, or
        everyone, must wait after wrong codes; ``wrong_code``, counted by the guard)."""
        if not self._code:
            return True
        address = client.connection.peer_address
        wait = self._guard.wait(address)
        if wait:
            text = f"too many wrong join codes: try again in {wait} s"
            self._refuse(client, Refusal("wait", text, wait))
            return False
        if codes_match(message["code"], self._code):
            self._guard.right(address)
            return True
        log.info("wrong join code from %s", client.connection.peer)
        self._refuse(client, Refusal("wrong_code", "the join code is wrong"))
        if self._guard.wrong(address):
            self._replace_code()
        return False

    def _replace_code(self) -> None:
        """After ``CODE_LIFE`` wrong codes: a new code, kept with the game and shown."""
        self._code = new_join_code()
        log.warning("%d wrong join codes: the join code was replaced", CODE_LIFE)
        self._remember()
        self.code_changed.emit(self._code)
        text = QCoreApplication.translate(
            "GameHost",
            "%1 wrong join codes were tried, so the join code is now %2: give the new code "
            "to whoever you invite.",
        )
        self.notice.emit(text.replace("%1", str(CODE_LIFE)).replace("%2", self._code))

    def _on_hello(self, client: Client, message: dict[str, Any]) -> None:
        if not (self._check_version(client, message) and self._check_code(client, message)):
            return
        refusal = hello_refusal(
            message,
            spectators=self.spectators,
            guest_connected=self._guest() is not None,
            guest_name=self._guest_name,
        )
        if self._refuse(client, refusal):
            return
        name = message["name"]
        if message["role"] == "spectator":
            self._admit(client, 0, name)
            return
        self._guest_name = name
        self._token = secrets.token_urlsafe(18)
        self._admit(client, self.guest_seat, name)

    def _on_resume(self, client: Client, message: dict[str, Any]) -> None:
        if not self._check_version(client, message):
            return
        # With the seat's token its player comes back whatever the code (see token_fits).
        if not token_fits(message, self._token, self._guest_name):
            if self._check_code(client, message):
                self._refuse(client, Refusal("bad_token", "no seat belongs to this token and name"))
            return
        stale = self._guest()
        if stale is not None and stale is not client:
            stale.seat = -1  # it no longer speaks for the seat
            stale.connection.send({"type": "bye", "reason": "you joined again elsewhere"})
            stale.connection.close("replaced by a new connection")
        self._admit(client, self.guest_seat, message["name"])
