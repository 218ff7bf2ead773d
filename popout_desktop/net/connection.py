"""One peer connection: line framing, checks, limits and liveness over a ``QTcpSocket``.

Everything a peer sends passes :func:`popout_desktop.net.protocol.decode`; a bad line, a line
over 64 KiB, a flood (more than 50 messages in a second), a line still incomplete 10 s after
its first byte or 20 s of silence gets an ``error`` message and a clean disconnect; a peer with
more than 1 MiB waiting for it (it reads nothing) is dropped. Nothing raised while handling
input ever reaches Qt: a failure in a handler closes this connection and is reported through
``closed``.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from popout_desktop.net.link import Link
from popout_desktop.net.protocol import (
    IDLE_TIMEOUT_MS,
    MAX_LINE_BYTES,
    MAX_MESSAGES_PER_SECOND,
    PING_INTERVAL_MS,
    ErrorCode,
    ProtocolError,
    decode,
    encode,
)

__all__ = ["Connection"]

log = logging.getLogger(__name__)

_READ_CHUNK = 256 * 1024
#: The most bytes queued for a peer and not yet handed to the network: a peer that reads
#: nothing (while asking for ``state`` again and again, say) is dropped past it, instead of
#: growing our memory without bound. Sixteen of the largest messages.
MAX_UNSENT_BYTES = 1024 * 1024
#: A line must arrive whole within this time from its first byte: a byte now and then is a
#: sign of life, and would otherwise hold a connection (a spectator's slot) for hours.
LINE_DEADLINE_MS = 10_000


class Connection(Link):
    """A connected peer, the LAN's :class:`~popout_desktop.net.link.Link`.
    ``message_received(dict)`` for each valid message (pings are answered here and not passed
    on); ``closed(str)`` once, with the reason, when the connection ends."""

    def __init__(
        self,
        socket: QTcpSocket,
        parent: QObject | None = None,
        *,
        ping_interval_ms: int = PING_INTERVAL_MS,
        idle_timeout_ms: int = IDLE_TIMEOUT_MS,
        max_rate: int = MAX_MESSAGES_PER_SECOND,
        pause_credit_ms: int = 0,
    ) -> None:
        super().__init__(parent)
        self._socket = socket
        socket.setParent(self)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._max_rate = max_rate
        self._buffer = bytearray()
        self._arrivals: deque[float] = deque()
        # The flood limit counts a line when it was read, or, with a pause credit, when it
        # could have arrived: the lines of one read that follows a pause in reading (we were
        # busy: a stall) count as spread over that pause, up to the credit.
        self._pause_credit = max(0, pause_credit_ms) / 1000
        self._last_read = time.monotonic()
        self._stamp = self._last_read
        self._stamp_step = 0.0
        self._open = True
        self._closing = False
        self._reason = ""
        self._ping_id = 0
        self._last_sent = time.monotonic()
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(idle_timeout_ms)
        self._idle.timeout.connect(self._on_idle)
        self._pinger = QTimer(self)
        self._pinger.setInterval(max(1, ping_interval_ms))
        self._pinger.timeout.connect(self._on_ping_timer)
        self._line_timer = QTimer(self)
        self._line_timer.setSingleShot(True)
        self._line_timer.timeout.connect(self._on_line_late)
        socket.readyRead.connect(self._on_ready_read)
        socket.disconnected.connect(self._on_disconnected)
        socket.errorOccurred.connect(self._on_socket_error)
        self._idle.start()
        self._pinger.start()
        if socket.bytesAvailable():
            QTimer.singleShot(0, self, self._on_ready_read)

    @property
    def is_open(self) -> bool:
        """True until the connection is closing or closed."""
        return self._open and not self._closing

    @property
    def peer_address(self) -> str:
        """The peer's address alone ("" once the socket forgot it)."""
        return str(self._socket.peerAddress().toString())

    @property
    def peer(self) -> str:
        """The peer's address and port, for messages and logs."""
        address = self._socket.peerAddress().toString()
        return f"{address}:{self._socket.peerPort()}"

    # -- sending -----------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> bool:
        """Send one message; False if closed or if the message breaks the protocol (a bug)."""
        if not self.is_open:
            return False
        try:
            line = encode(message)
        except ProtocolError as error:
            log.error("refusing to send an invalid %r message: %s", message.get("type"), error)
            return False
        self._socket.write(line)
        self._last_sent = time.monotonic()
        if self._socket.bytesToWrite() > MAX_UNSENT_BYTES:
            self._drop(f"the peer reads nothing: over {MAX_UNSENT_BYTES} bytes wait for it")
            return False
        return True

    def _drop(self, reason: str) -> None:
        """Stop at once and abort soon: not now, as the caller may be going through a list of
        connections that ``closed`` changes."""
        log.info("dropping %s: %s", self.peer, reason)
        self._closing = True
        self._reason = self._reason or reason
        self._idle.stop()
        self._pinger.stop()
        QTimer.singleShot(0, self, self._abort)

    def send_error(self, code: str, message: str) -> None:
        """Report a problem to the peer; a fatal code closes the connection afterwards."""
        self.send({"type": "error", "code": code, "message": message[:500]})
        if code in ErrorCode.FATAL:
            self.close(message)

    def close(self, reason: str = "closed") -> None:
        """Close after sending what is queued; ``closed`` follows."""
        if not self._open or self._closing:
            return
        self._closing = True
        self._reason = reason
        self._idle.stop()
        self._pinger.stop()
        self._line_timer.stop()
        self._socket.readyRead.disconnect(self._on_ready_read)
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.disconnectFromHost()
            # A peer that never reads must not keep us waiting.
            QTimer.singleShot(2_000, self, self._abort)
        else:
            self._abort()

    def abort(self, reason: str) -> None:
        """Drop the connection at once (no goodbye)."""
        self._reason = self._reason or reason
        self._closing = True
        self._abort()

    def _abort(self) -> None:
        if self._socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self._socket.abort()
        self._finish()

    def _finish(self) -> None:
        if not self._open:
            return
        self._open = False
        self._idle.stop()
        self._pinger.stop()
        self._line_timer.stop()
        self.closed.emit(self._reason or "the connection was closed")

    # -- receiving ---------------------------------------------------------------------------

    def read_waiting(self) -> None:
        """Read now what the peer has already sent (without waiting for the event loop): the
        host does so for connections that have not said hello before it pushes one out."""
        if self.is_open:
            self._socket.waitForReadyRead(0)  # takes what the system holds; emits readyRead

    @Slot()
    def _on_ready_read(self) -> None:
        try:
            self._read()
        except Exception as error:  # a handler's bug must never reach Qt's event loop
            log.exception("closing %s after an internal error", self.peer)
            self.send_error(ErrorCode.UNEXPECTED, f"internal error: {type(error).__name__}")
            self.close(f"internal error: {error}")

    def _read(self) -> None:
        while self.is_open and self._socket.bytesAvailable():
            chunk = bytes(self._socket.read(_READ_CHUNK).data())
            if not chunk:
                break
            self._idle.start()  # any data is a sign of life
            self._buffer += chunk
            now = time.monotonic()
            pause = min(max(0.0, now - self._last_read), self._pause_credit)
            self._last_read = now
            self._stamp = now - pause
            self._stamp_step = pause / max(1, chunk.count(b"\n"))
            while self.is_open:
                end = self._buffer.find(b"\n")
                if end < 0:
                    if len(self._buffer) > MAX_LINE_BYTES:
                        self._buffer.clear()
                        self.send_error(
                            ErrorCode.TOO_LONG, f"a line is limited to {MAX_LINE_BYTES} bytes"
                        )
                    break
                line = bytes(self._buffer[:end])
                del self._buffer[: end + 1]
                self._line_timer.stop()
                self._handle_line(line.rstrip(b"\r"))
            if self._buffer and self.is_open and not self._line_timer.isActive():
                self._line_timer.start(LINE_DEADLINE_MS)  # the first bytes of a line

    def _handle_line(self, line: bytes) -> None:
        self._stamp += self._stamp_step  # when it counts as arrived (see __init__)
        now = min(self._stamp, time.monotonic())
        arrivals = self._arrivals
        arrivals.append(now)
        while arrivals and now - arrivals[0] > 1.0:
            arrivals.popleft()
        if len(arrivals) > self._max_rate:
            self.send_error(ErrorCode.FLOOD, f"more than {self._max_rate} messages in a second")
            return
        try:
            message = decode(line)
        except ProtocolError as error:
            if self.on_invalid is None or not self.on_invalid(error):
                self.send_error(error.code, str(error))
            return
        kind = message["type"]
        if kind == "ping":
            self.send({"type": "pong", "id": message["id"]})
            return
        if kind == "pong":
            return
        if kind == "error" and message["code"] in ErrorCode.FATAL:
            self.message_received.emit(message)
            self.close(f"the peer reported: {message['message']}")
            return
        self.message_received.emit(message)

    # -- liveness and socket events ----------------------------------------------------------

    @Slot()
    def _on_ping_timer(self) -> None:
        if time.monotonic() - self._last_sent >= self._pinger.interval() / 1000 * 0.9:
            self._ping_id = (self._ping_id + 1) % 2**31
            self.send({"type": "ping", "id": self._ping_id})

    @Slot()
    def _on_line_late(self) -> None:
        if self._buffer and self.is_open:
            seconds = f"{LINE_DEADLINE_MS / 1000:g}"
            self.send_error(ErrorCode.TIMEOUT, f"a line must arrive whole within {seconds} s")

    @Slot()
    def _on_idle(self) -> None:
        self.send_error(ErrorCode.TIMEOUT, "no message for too long")

    @Slot()
    def _on_disconnected(self) -> None:
        if not self._reason:
            self._reason = "the other side closed the connection"
        self._finish()

    @Slot(QAbstractSocket.SocketError)
    def _on_socket_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self._socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            if not self._reason:
                self._reason = self._socket.errorString()
            self._finish()
