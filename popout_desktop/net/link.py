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
(:class:`popout_desktop.net.room_link.RoomLink`). What they share is here, once: every received
message is checked the same way (the flood limit, then size, UTF-8, JSON, object, type, fields:
:func:`popout_desktop.net.protocol.decode`) and answered the same way (:meth:`Link._receive`),
every sent one is encoded the same way, and the liveness is the same (``ping`` after 5 s
without sending, 20 s of silence ends the link). A kind of link adds how its carrier moves the
bytes (:meth:`Link._transmit`), how its carrier ends (:meth:`Link._close_carrier`,
:meth:`Link._end`, :meth:`Link._release`) and what counts as a sign of life (it restarts
``_idle``); the link's own states (open, closing, closed, and the reason) are kept here.
"""

from __future__ import annotations

import logging
import math
import re
import time
from collections import deque
from collections.abc import Callable
from typing import Any, ParamSpec

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from popout_desktop.net.protocol import (
    IDLE_TIMEOUT_MS,
    MAX_MESSAGES_PER_SECOND,
    PING_INTERVAL_MS,
    ErrorCode,
    ProtocolError,
    decode,
    encode,
)

__all__ = ["Link", "link_cause"]

_P = ParamSpec("_P")


class Link(QObject):
    """One peer of a game, as the host or the guest sees it (see the module). Abstract: a
    :class:`~popout_desktop.net.connection.Connection` or a
    :class:`~popout_desktop.net.room_link.RoomLink`."""

    message_received = Signal(dict)
    closed = Signal(str)
    #: What ``closed`` says when nothing gave a reason.
    _CLOSED_TEXT = "the link was closed"

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        ping_interval_ms: int = PING_INTERVAL_MS,
        idle_timeout_ms: int = IDLE_TIMEOUT_MS,
        max_rate: int = MAX_MESSAGES_PER_SECOND,
    ) -> None:
        super().__init__(parent)
        #: Called with a received message's ProtocolError before the usual ``error``: if it
        #: returns True it has answered the peer itself (a host refuses a bad ``hello``).
        self.on_invalid: Callable[[ProtocolError], bool] | None = None
        self._max_rate = max_rate
        self._arrivals: deque[float] = deque()
        self._open = True
        self._closing = False
        self._reason = ""
        self._ping_id = 0
        self._last_sent = time.monotonic()
        #: Ends the link after ``idle_timeout_ms`` without a sign of life (what counts as one
        #: is the kind of link's to say: :meth:`_alive`). A sign of life only notes the time;
        #: the timer, when it fires, waits again for what is left since the last one (restarting
        #: a timer for each line would be work on a move's way, issue 33 point 5).
        self._idle_timeout_ms = idle_timeout_ms
        self._alive_at = time.monotonic()
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(idle_timeout_ms)
        self._idle.timeout.connect(self._on_idle)
        self._pinger = QTimer(self)
        self._pinger.setInterval(max(1, ping_interval_ms))
        self._pinger.timeout.connect(self._on_ping_timer)
        self._idle.start()
        self._pinger.start()

    @property
    def _log(self) -> logging.Logger:
        # The logger of the kind of link's module, so that its records keep their name.
        return logging.getLogger(type(self).__module__)

    @property
    def is_open(self) -> bool:
        """True until the link is closing or closed."""
        return self._open and not self._closing

    @property
    def peer(self) -> str:
        """Who the peer is, for messages and logs."""
        raise NotImplementedError

    @property
    def peer_address(self) -> str:
        """What the host's per-address limits count by ("" if unknown)."""
        raise NotImplementedError

    # -- sending -----------------------------------------------------------------------------

    def send(self, message: dict[str, Any]) -> bool:
        """Send one message; False if closed or if the message breaks the protocol (a bug)."""
        if not self.is_open:
            return False
        try:
            line = encode(message)
        except ProtocolError as error:
            self._log.error(
                "refusing to send an invalid %r message: %s", message.get("type"), error
            )
            return False
        self._last_sent = time.monotonic()
        return self._transmit(line)

    def _transmit(self, line: bytes) -> bool:
        """Hand one encoded line (its newline included) to the carrier; False if the carrier
        takes no more (the link is then dropped)."""
        raise NotImplementedError

    def send_error(self, code: str, message: str) -> None:
        """Report a problem to the peer; a fatal code closes the link afterwards."""
        self.send({"type": "error", "code": code, "message": message[:500]})
        if code in ErrorCode.FATAL:
            self.close(message)

    # -- ending ------------------------------------------------------------------------------

    def close(self, reason: str = "closed") -> None:
        """Close after sending what is queued; ``closed`` follows."""
        if not self._open or self._closing:
            return
        self._closing = True
        self._reason = reason
        self._idle.stop()
        self._pinger.stop()
        self._close_carrier()

    def _close_carrier(self) -> None:
        """Let the carrier send what is queued, then end; :meth:`_finish` follows."""
        raise NotImplementedError

    def abort(self, reason: str) -> None:
        """End the link at once (no goodbye)."""
        self._reason = self._reason or reason
        self._closing = True
        self._end(at_once=True)

    def _drop(self, reason: str) -> None:
        """Stop at once and end soon: not now, as the caller may be going through a list of
        links that ``closed`` changes."""
        self._log.info("dropping %s: %s", self.peer, reason)
        self._closing = True
        self._reason = self._reason or reason
        self._idle.stop()
        self._pinger.stop()
        QTimer.singleShot(0, self, self._end)

    def _end(self, at_once: bool = False) -> None:
        """End the carrier's part now (``at_once``: an abort, no grace at all), then
        :meth:`_finish`."""
        raise NotImplementedError

    def _finish(self, at_once: bool = False) -> None:
        """The link is closed: its timers stop, the carrier lets go (:meth:`_release`), then
        ``closed``, once."""
        if not self._open:
            return
        self._open = False
        self._idle.stop()
        self._pinger.stop()
        self._release(at_once)
        self.closed.emit(self._reason or self._CLOSED_TEXT)

    def _release(self, at_once: bool) -> None:
        """What the kind of link lets go of once closed (``at_once``: as for :meth:`_end`)."""
        raise NotImplementedError

    # -- receiving ---------------------------------------------------------------------------

    def read_waiting(self) -> None:
        """Take now what the peer has already sent, if the carrier holds any (the host does
        so for peers that have not said hello before it pushes one out)."""

    def _guarded(self, handle: Callable[_P, None], *args: _P.args, **kwargs: _P.kwargs) -> None:
        """Run ``handle`` on what the carrier brought; a failure in it (a handler's bug) closes
        this link and never reaches Qt's event loop."""
        try:
            handle(*args, **kwargs)
        except Exception as error:
            self._log.exception("closing %s after an internal error", self.peer)
            self.send_error(ErrorCode.UNEXPECTED, f"internal error: {type(error).__name__}")
            self.close(f"internal error: {error}")

    def _receive(self, line: bytes, now: float) -> dict[str, Any] | None:
        """One received message (a LAN line without its newline, or a room's opened payload)
        that counts as arrived at ``now`` (a ``time.monotonic()`` time): the flood limit, then
        :func:`~popout_desktop.net.protocol.decode`, whose errors go to :attr:`on_invalid` or
        back to the peer; a ``ping`` is answered, a ``pong`` taken; anything else is handed on
        with ``message_received``, and a fatal ``error`` then closes the link. Returns the
        message handed on, or None."""
        arrivals = self._arrivals
        arrivals.append(now)
        while arrivals and now - arrivals[0] > 1.0:
            arrivals.popleft()
        if len(arrivals) > self._max_rate:
            self.send_error(ErrorCode.FLOOD, f"more than {self._max_rate} messages in a second")
            return None
        try:
            message = decode(line)
        except ProtocolError as error:
            if self.on_invalid is None or not self.on_invalid(error):
                self.send_error(error.code, str(error))
            return None
        kind = message["type"]
        if kind == "ping":
            self.send({"type": "pong", "id": message["id"]})
            return None
        if kind == "pong":
            return None
        self.message_received.emit(message)
        if kind == "error" and message["code"] in ErrorCode.FATAL:
            self.close(f"the peer reported: {message['message']}")
        return message

    # -- liveness ----------------------------------------------------------------------------

    @Slot()
    def _on_ping_timer(self) -> None:
        if time.monotonic() - self._last_sent >= self._pinger.interval() / 1000 * 0.9:
            self._ping_id = (self._ping_id + 1) % 2**31
            self.send({"type": "ping", "id": self._ping_id})

    def _alive(self) -> None:
        """A sign of life from the peer: the idle time counts from now."""
        self._alive_at = time.monotonic()

    @Slot()
    def _on_idle(self) -> None:
        left_ms = self._idle_timeout_ms - (time.monotonic() - self._alive_at) * 1000
        if left_ms >= 1:
            self._idle.start(math.ceil(left_ms))  # a sign of life came meanwhile
        else:
            self.send_error(ErrorCode.TIMEOUT, "no message for too long")


translate = QCoreApplication.translate


def _cause_patterns() -> tuple[tuple[re.Pattern[str], str, bool], ...]:
    """Causes with a number or the peer's words in them: the pattern, its text in the
    user's language (``%1`` for what the pattern caught), and whether what it caught is a
    cause too (the peer's, translated likewise)."""
    return (
        (
            re.compile(r"the peer reads nothing: over (\d+) bytes wait for it"),
            translate("LinkCause", "the peer reads nothing: over %1 bytes wait for it"),
            False,
        ),
        (
            re.compile(r"a line is limited to (\d+) bytes"),
            translate("LinkCause", "a line is limited to %1 bytes"),
            False,
        ),
        (
            re.compile(r"a line must arrive whole within (\S+) s"),
            translate("LinkCause", "a line must arrive whole within %1 s"),
            False,
        ),
        (
            re.compile(r"more than (\d+) messages in a second"),
            translate("LinkCause", "more than %1 messages in a second"),
            False,
        ),
        (
            re.compile(r"the peer reported: (.*)", re.DOTALL),
            translate("LinkCause", "the peer reported: %1"),
            True,
        ),
        (
            re.compile(r"internal error: (.*)", re.DOTALL),
            translate("LinkCause", "internal error: %1"),
            False,
        ),
    )


def link_cause(reason: str) -> str:
    """``reason``, the cause a link gave for its end (``closed``), in the user's language
    when it is one of the links' own (the peer's words in it stay as they came); anything
    else (the system's socket errors, the broker's, already translated) as it is."""
    closed = translate("LinkCause", "the link was closed")
    fixed = {
        "the other side closed the connection": translate(
            "LinkCause", "the other side closed the connection"
        ),
        "the link was closed": closed,
        "closed": closed,
        "no message for too long": translate("LinkCause", "no message for too long"),
        "no answer": translate("LinkCause", "no answer"),
        "the other side did not answer": translate("LinkCause", "the other side did not answer"),
        "messages were lost on the way": translate("LinkCause", "messages were lost on the way"),
        "too many messages missing": translate("LinkCause", "too many messages missing"),
        "the broker connection takes no more messages": translate(
            "LinkCause", "the broker connection takes no more messages"
        ),
    }
    if reason in fixed:
        return fixed[reason]
    for pattern, text, inner in _cause_patterns():
        found = pattern.fullmatch(reason)
        if found is not None:
            caught = found.group(1)
            return text.replace("%1", link_cause(caught) if inner else caught)
    return reason
