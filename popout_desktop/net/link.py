"""What the host and the guest hold for one peer: a :class:`Link`, whatever carries it.

A game's two roles never touch a socket or a broker. They hold links and use exactly this
surface: :meth:`~Link.send` a protocol message, :meth:`~Link.send_error`, :meth:`~Link.close`
after what is queued, :meth:`~Link.abort` at once, :attr:`~Link.is_open`, :attr:`~Link.peer`
(for logs), :attr:`~Link.peer_address` (what the host's limits count by: the join guard's
wrong codes), :meth:`~Link.read_waiting`, the hook :attr:`~Link.on_invalid`, and two signals:
``message_received(dict)`` for each valid message (pings answered below it) and
``closed(str)`` once, with the reason.

Two kinds of link carry PROTOCOL.md's messages, unchanged: a TCP connection on the LAN
(:class:`popout_desktop.net.connection.Connection`) and one peer of a room on an MQTT broker
(:class:`popout_desktop.net.room_link.RoomLink`). Both check every received message the same
way (size, UTF-8, JSON, object, type, fields: :func:`popout_desktop.net.protocol.decode`), keep
the same flood limit and the same liveness (``ping`` after 5 s without sending, 20 s of silence
ends the link).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from popout_desktop.net.protocol import ProtocolError

__all__ = ["Link"]


class Link(QObject):
    """One peer of a game, as the host or the guest sees it (see the module). Abstract: a
    :class:`~popout_desktop.net.connection.Connection` or a
    :class:`~popout_desktop.net.room_link.RoomLink`."""

    message_received = Signal(dict)
    closed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: Called with a received message's ProtocolError before the usual ``error``: if it
        #: returns True it has answered the peer itself (a host refuses a bad ``hello``).
        self.on_invalid: Callable[[ProtocolError], bool] | None = None

    @property
    def is_open(self) -> bool:
        """True until the link is closing or closed."""
        raise NotImplementedError

    @property
    def peer(self) -> str:
        """Who the peer is, for messages and logs."""
        raise NotImplementedError

    @property
    def peer_address(self) -> str:
        """What the host's per-address limits count by ("" if unknown)."""
        raise NotImplementedError

    def send(self, message: dict[str, Any]) -> bool:
        """Send one message; False if closed or if the message breaks the protocol (a bug)."""
        raise NotImplementedError

    def send_error(self, code: str, message: str) -> None:
        """Report a problem to the peer; a fatal code closes the link afterwards."""
        raise NotImplementedError

    def close(self, reason: str = "closed") -> None:
        """Close after sending what is queued; ``closed`` follows."""
        raise NotImplementedError

    def abort(self, reason: str) -> None:
        """End the link at once (no goodbye)."""
        raise NotImplementedError

    def read_waiting(self) -> None:
        """Take now what the peer has already sent, if the carrier holds any (the host does
        so for peers that have not said hello before it pushes one out)."""
