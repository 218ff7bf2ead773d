"""One peer connection: line framing, checks, limits and liveness over a ``QTcpSocket``.

Everything a peer sends passes :func:`popout_desktop.net.protocol.decode`; a bad line, a line
over 64 KiB, a flood (more than 50 messages in a second), a line still incomplete 10 s after
its first byte or 20 s of silence gets an ``error`` message and a clean disconnect; a peer with
more than 1 MiB waiting for it (it reads nothing) is dropped. Nothing raised while handling
input ever reaches Qt: a failure in a handler closes this connection and is reported through
``closed``.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from popout_desktop.net.link import Link
from popout_desktop.net.protocol import (
    IDLE_TIMEOUT_MS,
    MAX_LINE_BYTES,
    MAX_MESSAGES_PER_SECOND,
    PING_INTERVAL_MS,
    ErrorCode,
)

__all__ = ["Connection"]

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

    _CLOSED_TEXT = "the connection was closed"

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
        super().__init__(
            parent,
            ping_interval_ms=ping_interval_ms,
            idle_timeout_ms=idle_timeout_ms,
            max_rate=max_rate,
        )
        self._socket = socket
        socket.setParent(self)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._buffer = bytearray()
        # The flood limit counts a line when it was read, or, with a pause credit, when it
        # could have arrived: the lines of one read that follows a pause in reading (we were
        # busy: a stall) count as spread over that pause, up to the credit.
        self._pause_credit = max(0, pause_credit_ms) / 1000
        self._last_read = time.monotonic()
        self._stamp = self._last_read
        self._stamp_step = 0.0
        self._line_timer = QTimer(self)
        self._line_timer.setSingleShot(True)
        self._line_timer.timeout.connect(self._on_line_late)
        socket.readyRead.connect(self._on_ready_read)
        socket.disconnected.connect(self._on_disconnected)
        socket.errorOccurred.connect(self._on_socket_error)
        if socket.bytesAvailable():
            QTimer.singleShot(0, self, self._on_ready_read)

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

    def _transmit(self, line: bytes) -> bool:
        self._socket.write(line)
        # Handed to the system now, not when the event loop next looks at the socket: that
        # is after everything queued meanwhile (the board's next step, our own next move),
        # which the peer would wait for (issue 33 point 5). A write error found here closes
        # the connection at once (``closed`` before this returns).
        self._socket.flush()
        if not self._open:
            return False
        if self._socket.bytesToWrite() > MAX_UNSENT_BYTES:
            self._drop(f"the peer reads nothing: over {MAX_UNSENT_BYTES} bytes wait for it")
            return False
        return True

    # -- ending ------------------------------------------------------------------------------

    def _close_carrier(self) -> None:
        self._line_timer.stop()
        self._socket.readyRead.disconnect(self._on_ready_read)
        if self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self._socket.disconnectFromHost()
            # A peer that never reads must not keep us waiting.
            QTimer.singleShot(2_000, self, self._end)
        else:
            self._end()

    def _end(self, at_once: bool = False) -> None:
        if self._socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self._socket.abort()
        self._finish()

    def _release(self, at_once: bool) -> None:
        self._line_timer.stop()

    # -- receiving ---------------------------------------------------------------------------

    def read_waiting(self) -> None:
        """Read now what the peer has already sent (without waiting for the event loop): the
        host does so for connections that have not said hello before it pushes one out."""
        if self.is_open:
            self._socket.waitForReadyRead(0)  # takes what the system holds; emits readyRead

    @Slot()
    def _on_ready_read(self) -> None:
        self._guarded(self._read)

    def _read(self) -> None:
        while self.is_open and (available := self._socket.bytesAvailable()):
            # What is there, at most a chunk: a read of the whole chunk would first allocate
            # it (256 KiB) for a move's 40 bytes (issue 33 point 5).
            chunk = bytes(self._socket.read(min(available, _READ_CHUNK)).data())
            if not chunk:
                break
            self._alive()  # any data is a sign of life
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
        self._receive(line, min(self._stamp, time.monotonic()))

    # -- liveness and socket events ----------------------------------------------------------

    @Slot()
    def _on_line_late(self) -> None:
        if self._buffer and self.is_open:
            seconds = f"{LINE_DEADLINE_MS / 1000:g}"
            self.send_error(ErrorCode.TIMEOUT, f"a line must arrive whole within {seconds} s")

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
