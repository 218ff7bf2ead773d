"""The host's connected peers (:class:`Clients`): each one's seat and name, the budget of
connections that have not said who they are, and what goes to all of them.

A connection starts unidentified (seat -1) until its ``hello`` or ``resume`` is answered; the
host then gives it a seat (0 for a spectator, 1 or 2 for the guest player). What a peer may do
in its seat is the host's business (:mod:`popout_desktop.net.host`).
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from popout_desktop.net.link import Link

__all__ = ["MAX_UNIDENTIFIED", "Client", "Clients", "dispose"]

#: The most connections at once that have not yet sent ``hello`` or ``resume``; one more pushes
#: the oldest of them out (``bye``, "too many connections").
MAX_UNIDENTIFIED = 8


@dataclass
class Client:
    """One peer's link (a LAN connection or a room's link) and what the host knows of it."""

    connection: Link
    seat: int = -1  # -1 before hello, 0 spectator, 1 or 2 the guest player
    name: str = ""
    chat_times: deque[float] = field(default_factory=deque)


class Clients:
    """The host's peers, in the order they connected."""

    def __init__(self) -> None:
        self._all: list[Client] = []

    def __iter__(self) -> Iterator[Client]:
        return iter(self._all)

    def add(self, connection: Link) -> Client:
        """A new connection, unidentified. Connections that have not said hello have a budget
        of their own: a new one pushes the oldest out, so silent connections never keep a
        player (or their resume) out. Spectators are counted at hello (``MAX_SPECTATORS``)
        and the guest's seat is one."""
        waiting = [other for other in self._all if other.seat == -1]
        if len(waiting) >= MAX_UNIDENTIFIED:  # a burst: read the hellos already sent
            for other in waiting:
                other.connection.read_waiting()
            waiting = [other for other in self._all if other.seat == -1]
        for oldest in waiting[: max(0, len(waiting) - MAX_UNIDENTIFIED + 1)]:
            oldest.connection.send({"type": "bye", "reason": "too many connections"})
            oldest.connection.close("too many connections")
            self.remove(oldest)
        client = Client(connection)
        self._all.append(client)
        return client

    def remove(self, client: Client) -> None:
        """Forget ``client`` (its connection closed)."""
        if client in self._all:
            self._all.remove(client)

    def in_seat(self, seat: int) -> Client | None:
        """The peer playing in ``seat`` (1 or 2) while it is connected, else None."""
        for client in self._all:
            if client.seat == seat and client.connection.is_open:
                return client
        return None

    @property
    def spectators(self) -> int:
        """How many spectators are connected."""
        return sum(1 for c in self._all if c.seat == 0)

    def broadcast(self, message: dict[str, Any]) -> None:
        """Send ``message`` to every peer with a seat (spectators included). A peer whose
        connection fails on the way is forgotten meanwhile: the others still get it."""
        for client in list(self._all):
            if client.seat >= 0:
                client.connection.send(message)

    def goodbye(self, reason: str) -> None:
        """Say ``bye`` to everyone, close every connection and forget them all."""
        for client in list(self._all):
            client.connection.send({"type": "bye", "reason": reason})
            client.connection.close(reason)
        self._all.clear()


def dispose(connection: Link) -> None:
    """Let go of a closed connection: its signals disconnected and its parent taken away, so
    that Python frees it with its last reference. Not ``deleteLater()``: the host may be
    destroyed before the deferred delete runs, and deleting the connection twice crashes."""
    with contextlib.suppress(RuntimeError, TypeError):
        connection.message_received.disconnect()
        connection.closed.disconnect()
    connection.setParent(None)
