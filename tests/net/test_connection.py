"""A framed connection: limits and liveness, with real sockets on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypedDict, Unpack

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from pytestqt.qtbot import QtBot

from popout_desktop.net.connection import Connection
from popout_desktop.net.protocol import MAX_LINE_BYTES, decode


class Options(TypedDict, total=False):
    """Connection's keyword options that a test may set."""

    ping_interval_ms: int
    idle_timeout_ms: int
    max_rate: int
    pause_credit_ms: int


class Pair:
    """A server-side Connection and a raw client socket talking to it."""

    def __init__(self, qtbot: QtBot, **options: Unpack[Options]) -> None:
        self.server = QTcpServer()
        assert self.server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
        self.client = QTcpSocket()
        self.client.connectToHost(
            QHostAddress(QHostAddress.SpecialAddress.LocalHost), self.server.serverPort()
        )
        assert self.client.waitForConnected(3000)
        qtbot.waitUntil(self.server.hasPendingConnections, timeout=3000)
        self.connection = Connection(self.server.nextPendingConnection(), **options)
        self.messages: list[dict[str, Any]] = []
        self.reasons: list[str] = []
        self.connection.message_received.connect(self.messages.append)
        self.connection.closed.connect(self.reasons.append)
        self.received = bytearray()

    def replies(self) -> list[dict[str, Any]]:
        self.received += bytes(self.client.readAll().data())
        return [decode(line) for line in bytes(self.received).split(b"\n") if line]

    def closed(self) -> bool:
        self.replies()
        return self.client.state() == QAbstractSocket.SocketState.UnconnectedState


@pytest.fixture
def pair(qtbot: QtBot) -> Iterator[Pair]:
    made = Pair(qtbot)
    yield made
    made.client.abort()
    made.server.close()


def test_messages_in_pieces_and_together(qtbot: QtBot, pair: Pair) -> None:
    pair.client.write(b'{"type": "chat", "te')
    pair.client.flush()
    pair.client.write(b'xt": "hi"}\n{"type": "resign"}\r\n')
    qtbot.waitUntil(lambda: len(pair.messages) == 2, timeout=3000)
    assert pair.messages == [{"type": "chat", "text": "hi"}, {"type": "resign"}]


def test_ping_is_answered_and_not_passed_on(qtbot: QtBot, pair: Pair) -> None:
    pair.client.write(b'{"type": "ping", "id": 5}\n')
    qtbot.waitUntil(lambda: {"type": "pong", "id": 5} in pair.replies(), timeout=3000)
    assert pair.messages == []


def test_a_bad_line_gets_an_error_and_a_clean_disconnect(qtbot: QtBot, pair: Pair) -> None:
    pair.client.write(b"this is not json\n")
    qtbot.waitUntil(pair.closed, timeout=3000)
    assert pair.replies()[-1]["code"] == "not_json"
    qtbot.waitUntil(lambda: bool(pair.reasons), timeout=3000)
    assert not pair.connection.is_open


def test_a_line_over_64_kib_without_newline(qtbot: QtBot, pair: Pair) -> None:
    pair.client.write(b"x" * (MAX_LINE_BYTES + 100))
    qtbot.waitUntil(pair.closed, timeout=5000)
    assert pair.replies()[-1]["code"] == "too_long"


def test_a_flood_is_cut_off(qtbot: QtBot, pair: Pair) -> None:
    pair.client.write(b'{"type": "resign"}\n' * 60)
    qtbot.waitUntil(pair.closed, timeout=3000)
    assert pair.replies()[-1]["code"] == "flood"
    assert len(pair.messages) == 50


def test_silence_is_dropped(qtbot: QtBot) -> None:
    pair = Pair(qtbot, idle_timeout_ms=300, ping_interval_ms=10_000)
    qtbot.waitUntil(pair.closed, timeout=3000)
    assert pair.replies()[-1]["code"] == "timeout"
    pair.server.close()


def test_a_sign_of_life_counts_the_silence_again_from_there(qtbot: QtBot) -> None:
    """The idle timer is not restarted for each line: when it fires, it waits again for what
    is left since the last one, so the link ends a whole idle time after the peer's last line,
    neither before (it was alive) nor never."""
    import time

    from PySide6.QtCore import QTimer

    pair = Pair(qtbot, idle_timeout_ms=400, ping_interval_ms=10_000)
    arrived: list[float] = []
    pair.connection.message_received.connect(lambda _: arrived.append(time.monotonic()))
    later = QTimer()
    later.setSingleShot(True)
    with qtbot.waitSignal(later.timeout, timeout=3000):
        later.start(250)  # before the first idle time is over
    pair.client.write(b'{"type": "resign"}\n')
    with qtbot.waitSignal(pair.connection.closed, timeout=5000):
        pass
    ended = time.monotonic()
    assert len(arrived) == 1 and pair.connection.is_open is False
    assert ended - arrived[0] >= 0.4 - 0.02  # a whole idle time after the line (timer slack)
    qtbot.waitUntil(pair.closed, timeout=3000)
    assert pair.replies()[-1]["code"] == "timeout"
    pair.server.close()


def test_pings_keep_a_quiet_peer_informed(qtbot: QtBot) -> None:
    pair = Pair(qtbot, ping_interval_ms=100)
    qtbot.waitUntil(lambda: any(m["type"] == "ping" for m in pair.replies()), timeout=3000)
    pair.client.abort()
    pair.server.close()


def test_the_peer_vanishing_is_reported(qtbot: QtBot, pair: Pair) -> None:
    with qtbot.waitSignal(pair.connection.closed, timeout=3000):
        pair.client.abort()
    assert not pair.connection.is_open
    assert not pair.connection.send({"type": "resign"})


def test_sending_an_invalid_message_is_refused_locally(pair: Pair) -> None:
    assert not pair.connection.send({"type": "move"})
    assert pair.connection.is_open
