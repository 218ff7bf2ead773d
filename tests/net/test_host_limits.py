"""The host's limits (issue 13), through real sockets on loopback: what every message it must
send carries at the worst case, peers that never read, trickles, and every move answered."""

from __future__ import annotations

import json
import logging
import socket
import time
import types
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from pytestqt.qtbot import QtBot

from popout_desktop.net import connection as connection_module
from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import MAX_SPECTATORS, GameHost
from popout_desktop.net.protocol import MAX_CHAT, MAX_LINE_BYTES, MAX_NAME, decode
from popout_desktop.rules import Move, Rules
from popout_desktop.rules.decision import MAX_GAME_MOVES
from popout_desktop.rules.game import Game
from tests.net.test_connection import Pair
from tests.net.test_lan_game import LOCALHOST, Side, make_side

#: The widest name: 40 characters of four UTF-8 bytes each.
WIDE_NAME = "\U0001f600" * MAX_NAME
#: The widest chat text: 500 control characters, each written ``\\u0001`` (6 bytes) in JSON.
WIDE_TEXT = "x" + "\x01" * (MAX_CHAT - 2) + "x"


class Raw:
    """A peer speaking the protocol by hand over a real socket."""

    def __init__(self, port: int) -> None:
        self.socket = QTcpSocket()
        self.socket.connectToHost(LOCALHOST, port)
        assert self.socket.waitForConnected(3000)
        self.buffer = bytearray()
        self.messages: list[dict[str, Any]] = []
        self.sizes: list[int] = []
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        self.buffer += bytes(self.socket.readAll().data())
        *lines, rest = bytes(self.buffer).split(b"\n")
        self.buffer = bytearray(rest)
        for line in lines:
            self.sizes.append(len(line))
            self.messages.append(decode(line))

    def send(self, message: dict[str, Any]) -> None:
        self.socket.write(json.dumps(message).encode() + b"\n")
        self.socket.flush()

    def hello(self, name: str, role: str = "spectator") -> None:
        self.send(
            {
                "type": "hello",
                "protocol": 1,
                "app": "test",
                "name": name,
                "code": "4821",
                "role": role,
            }
        )

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == kind]

    def wait_for(self, qtbot: QtBot, kind: str, count: int = 1) -> dict[str, Any]:
        qtbot.waitUntil(lambda: len(self.of(kind)) >= count, timeout=30_000)
        return self.of(kind)[count - 1]

    def closed(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.UnconnectedState

    def close(self) -> None:
        self.socket.abort()


def longest_game() -> Game:
    """A legal game of the most moves there may be, every move three characters long."""
    rules = Rules(columns=16, rows=6, connect=4, pop_out=True, side_columns=True)
    game = Game(rules)
    cycle = ["d10", "d11", "p10", "p11"]
    moves = ["d12", "d13"] + cycle * ((MAX_GAME_MOVES - 4) // 4) + cycle[:2]
    for move in moves:
        game.play(Move.parse(move))
    assert game.ply == MAX_GAME_MOVES and game.result is None
    return game


@pytest.fixture
def raws() -> Iterator[list[Raw]]:
    made: list[Raw] = []
    yield made
    for raw in made:
        raw.close()


def test_welcome_and_state_fit_at_the_worst_case(qtbot: QtBot, raws: list[Raw]) -> None:
    game = longest_game()
    side: Side = make_side(qtbot, game.rules)
    side.model.load(game)
    host = GameHost(side.model, side.session, side.match, name=WIDE_NAME, code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    try:
        player = Raw(host.port)
        raws.append(player)
        player.hello(WIDE_NAME, "player")
        token = player.wait_for(qtbot, "welcome")["token"]
        for index in range(MAX_SPECTATORS - 1):
            spectator = Raw(host.port)
            raws.append(spectator)
            spectator.hello(WIDE_NAME[: MAX_NAME - 1] + str(index % 10))
        qtbot.waitUntil(lambda: host.spectators == MAX_SPECTATORS - 1, timeout=10000)
        for _ in range(60):  # the widest lines by the widest name: far more than would fit
            host.send_chat(WIDE_TEXT)
        late = Raw(host.port)
        raws.append(late)
        late.hello(WIDE_NAME)
        welcome = late.wait_for(qtbot, "welcome")
        assert welcome["moves"] == game.notation()
        assert welcome["chat"] and welcome["chat"][-1]["text"] == WIDE_TEXT
        assert welcome["spectators"] == MAX_SPECTATORS
        late.send({"type": "sync"})
        state = late.wait_for(qtbot, "state")
        assert state["chat"] == welcome["chat"]
        player.close()
        qtbot.waitUntil(lambda: not host.guest_connected, timeout=30_000)
        again = Raw(host.port)
        raws.append(again)
        again.send(
            {
                "type": "resume",
                "protocol": 1,
                "app": "test",
                "name": WIDE_NAME,
                "code": "4821",
                "token": token,
            }
        )
        assert again.wait_for(qtbot, "welcome")["seat"] == 2
        assert max(late.sizes + again.sizes) <= MAX_LINE_BYTES
    finally:
        host.close()


def test_short_chat_lines_are_kept_by_the_hundred(qtbot: QtBot, raws: list[Raw]) -> None:
    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    try:
        for index in range(150):
            host.send_chat(f"line {index}")
        late = Raw(host.port)
        raws.append(late)
        late.hello("Eve")
        chat = late.wait_for(qtbot, "welcome")["chat"]
        assert [line["text"] for line in chat] == [f"line {i}" for i in range(150)]
    finally:
        host.close()


@pytest.mark.slow
def test_a_peer_that_never_reads_is_dropped(qtbot: QtBot) -> None:
    game = longest_game()
    side = make_side(qtbot, game.rules)
    side.model.load(game)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    deaf = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    deaf.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # reads nothing, holds little
    ticker = QTimer()
    try:
        deaf.connect(("127.0.0.1", host.port))
        deaf.setblocking(False)
        hello = {"type": "hello", "protocol": 1, "app": "t", "name": "Eve", "code": "4821"}
        deaf.send(json.dumps({**hello, "role": "spectator"}).encode() + b"\n")
        qtbot.waitUntil(lambda: host.spectators == 1, timeout=30_000)
        ticker.setInterval(50)  # sync 20 times a second, within the flood limit
        ticker.timeout.connect(lambda: deaf.send(b'{"type":"sync"}\n'))
        ticker.start()
        qtbot.waitUntil(lambda: host.spectators == 0, timeout=20000)
    finally:
        ticker.stop()
        deaf.close()
        host.close()


def test_a_trickle_does_not_hold_a_spectator_slot(
    qtbot: QtBot, raws: list[Raw], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(connection_module, "LINE_DEADLINE_MS", 500, raising=False)
    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    ticker = QTimer()
    try:
        slow = Raw(host.port)
        raws.append(slow)
        slow.hello("Eve")
        slow.wait_for(qtbot, "welcome")
        assert host.spectators == 1
        slow.socket.write(b'{"type": "chat", "text": "')
        ticker.setInterval(50)  # a byte every 50 ms: a sign of life, never a whole line
        ticker.timeout.connect(lambda: slow.socket.write(b"a"))
        ticker.start()
        # The host's error and its closing come first; the client reads them a moment later.
        qtbot.waitUntil(lambda: host.spectators == 0 and bool(slow.of("error")), timeout=30_000)
        assert slow.of("error")[-1]["code"] == "timeout"
    finally:
        ticker.stop()
        host.close()


def test_every_move_gets_an_answer(qtbot: QtBot, raws: list[Raw]) -> None:
    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=1)
    assert host.listen(0, LOCALHOST)
    try:
        guest = Raw(host.port)
        raws.append(guest)
        guest.hello("Bob", "player")
        assert guest.wait_for(qtbot, "welcome")["seat"] == 1
        guest.socket.write(  # two moves for the same number, back to back
            b'{"type":"move","ply":0,"move":"d4"}\n{"type":"move","ply":0,"move":"d3"}\n'
        )
        qtbot.waitUntil(lambda: bool(guest.of("move") and guest.of("error")), timeout=30_000)
        assert [(m["ply"], m["move"]) for m in guest.of("move")] == [(0, "d4")]
        assert guest.of("error")[0]["code"] == "bad_ply"
        assert side.model.game.notation() == "d4"
    finally:
        host.close()


def test_a_malformed_hello_is_refused_bad_field(qtbot: QtBot, raws: list[Raw]) -> None:
    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    try:
        for kind, extra in (("hello", {"role": "player"}), ("resume", {"token": "abc"})):
            peer = Raw(host.port)
            raws.append(peer)
            # A name with a leading space, and an unknown field: both bad fields.
            peer.send(
                {"type": kind, "protocol": 1, "app": "t", "name": " Bob", "code": "4821", **extra}
            )
            refused = peer.wait_for(qtbot, "refused")
            assert refused["reason"] == "bad_field"
            qtbot.waitUntil(peer.closed, timeout=30_000)
            assert not peer.of("error")
        assert not host.guest_connected and host.guest_name == ""
    finally:
        host.close()


def test_huge_integers_get_a_protocol_error(
    qtbot: QtBot, raws: list[Raw], caplog: pytest.LogCaptureFixture
) -> None:
    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    huge = "9" * 5000
    lines = [
        f'{{"type":"hello","protocol":{huge},"app":"t","name":"Bob","code":"4821","role":"player"}}',
        f'{{"type":"resume","protocol":1,"app":"t","name":"Bob","code":{huge},"token":"x"}}',
        f'{{"type":"hello","protocol":-{huge}e{huge},"app":"t","name":"B","code":"","role":"x"}}',
        f"[{huge}]",
    ]
    try:
        for line in lines:
            peer = Raw(host.port)
            raws.append(peer)
            peer.socket.write(line.encode() + b"\n")
            qtbot.waitUntil(peer.closed, timeout=30_000)
            assert [m.get("code") for m in peer.of("error")] == ["not_json"]
        player = Raw(host.port)  # then, a move of a thousand digits from a seated player
        raws.append(player)
        player.hello("Bob", "player")
        player.wait_for(qtbot, "welcome")
        player.socket.write(f'{{"type":"move","ply":{huge},"move":"d4"}}\n'.encode())
        qtbot.waitUntil(player.closed, timeout=30_000)
        assert player.of("error")[-1]["code"] == "not_json"
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert "unexpected" not in caplog.text
    finally:
        host.close()


def test_a_fast_host_after_a_stall_is_no_flood(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = {"offset": 0.0}
    fake_time = types.SimpleNamespace(monotonic=lambda: time.monotonic() + clock["offset"])
    monkeypatch.setattr(connection_module, "time", fake_time)
    host_side, guest_side = make_side(qtbot), make_side(qtbot)
    host = GameHost(
        host_side.model, host_side.session, host_side.match, name="Ann", code="", guest_seat=2
    )
    assert host.listen(0, LOCALHOST)
    guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    lines: list[dict[str, Any]] = []
    guest.chat_received.connect(lines.append)
    try:
        with qtbot.waitSignal(guest.joined, timeout=30_000):
            guest.join("127.0.0.1", host.port, "Bob", "")
        # The guest was busy for 5 s while the host sent 540 lines (108 a second, well within
        # the guest's 500): they are all read at once, and are no flood.
        clock["offset"] += 5.0
        for index in range(540):
            host.send_chat(f"line {index}")
        qtbot.waitUntil(lambda: len(lines) == 540 or not guest.connected, timeout=10000)
        assert len(lines) == 540 and guest.connected
    finally:
        guest.cancel()
        host.close()


def test_a_burst_without_a_stall_is_still_a_flood(qtbot: QtBot) -> None:
    pair = Pair(qtbot, max_rate=50, pause_credit_ms=20_000)
    try:
        pair.client.write(b'{"type": "resign"}\n' * 60)
        qtbot.waitUntil(pair.closed, timeout=3000)
        assert pair.replies()[-1]["code"] == "flood"
    finally:
        pair.client.abort()
        pair.server.close()


def test_silent_connections_never_keep_the_guest_out(qtbot: QtBot, raws: list[Raw]) -> None:
    """Point 7: connections that never say hello have a budget of their own; the real guest's
    hello and, after a drop, its resume always get in."""
    from popout_desktop.net.host import MAX_UNIDENTIFIED

    side = make_side(qtbot)
    host = GameHost(side.model, side.session, side.match, name="Ann", code="4821", guest_seat=2)
    assert host.listen(0, LOCALHOST)
    try:
        silent = []
        for _ in range(MAX_SPECTATORS + 3):  # more than the old cap of all connections
            peer = Raw(host.port)
            raws.append(peer)
            silent.append(peer)
        qtbot.waitUntil(
            lambda: sum(not p.closed() for p in silent) <= MAX_UNIDENTIFIED, timeout=10000
        )
        guest = Raw(host.port)
        raws.append(guest)
        guest.hello("Bob", "player")
        token = guest.wait_for(qtbot, "welcome")["token"]
        guest.close()  # a drop; the seat is kept
        qtbot.waitUntil(lambda: not host.guest_connected, timeout=10000)
        for _ in range(MAX_UNIDENTIFIED + 2):  # silent ones again, before it comes back
            peer = Raw(host.port)
            raws.append(peer)
        back = Raw(host.port)
        raws.append(back)
        back.send(
            {
                "type": "resume",
                "protocol": 1,
                "app": "test",
                "name": "Bob",
                "code": "4821",
                "token": token,
            }
        )
        assert back.wait_for(qtbot, "welcome")["seat"] == 2
        assert host.guest_connected
    finally:
        host.close()


def test_a_guest_keeps_only_the_latest_chat(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 32 point 6: a host that chats without end must not grow the guest's memory without
    end; the guest keeps the latest ``MAX_CHAT_LOG`` lines, as the host does."""
    from popout_desktop.net.host_chat import MAX_CHAT_LOG

    clock = {"offset": 0.0}
    fake_time = types.SimpleNamespace(monotonic=lambda: time.monotonic() + clock["offset"])
    monkeypatch.setattr(connection_module, "time", fake_time)
    host_side, guest_side = make_side(qtbot), make_side(qtbot)
    host = GameHost(
        host_side.model, host_side.session, host_side.match, name="Ann", code="", guest_seat=2
    )
    assert host.listen(0, LOCALHOST)
    guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    lines: list[dict[str, Any]] = []
    guest.chat_received.connect(lines.append)
    try:
        with qtbot.waitSignal(guest.joined, timeout=30_000):
            guest.join("127.0.0.1", host.port, "Bob", "")
        count = MAX_CHAT_LOG + 100
        clock["offset"] += count / 100  # as if sent over that many seconds: no flood
        for index in range(count):
            host.send_chat(f"line {index}")
        qtbot.waitUntil(lambda: len(lines) == count or not guest.connected, timeout=30_000)
        assert len(lines) == count and guest.connected
        log = guest.chat_log
        assert len(log) == MAX_CHAT_LOG
        assert log[0]["text"] == "line 100" and log[-1]["text"] == f"line {count - 1}"
    finally:
        guest.cancel()
        host.close()
