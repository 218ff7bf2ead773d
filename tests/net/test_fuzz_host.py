"""Hostile peers against a live host: at least 10,000 malformed or hostile messages.

A well-behaved guest plays on the same host throughout. Hypothesis builds the hostile traffic:
garbage bytes, broken JSON, unknown types, wrong-typed fields, oversized lines, floods, and
well-formed messages that break the game (moves out of turn, illegal moves, stale plies, offers
nobody made). After every connection the host must still listen, its game must be unchanged, and
every so often the guest plays a move to show it still can.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket
from pytestqt.qtbot import QtBot

from popout_desktop.net import connection as connection_module
from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.net.join_guard import JoinGuard
from popout_desktop.net.protocol import MAX_LINE_BYTES
from tests.net.test_lan_game import LOCALHOST, Side, click, make_side

TARGET_MESSAGES = 10_000

#: Well-formed messages a spectator has no business sending: refused without a disconnect.
game_messages: list[dict[str, Any]] = [
    {"type": "move", "ply": 0, "move": "d1"},
    {"type": "move", "ply": 99, "move": "d4"},
    {"type": "move", "ply": 2, "move": "p7"},
    {"type": "move", "ply": 2, "move": "d99"},
    {"type": "undo_request", "to_ply": 50},
    {"type": "undo_answer", "accept": True},
    {"type": "draw_answer", "accept": True},
    {"type": "rematch_answer", "accept": True},
    {"type": "resign"},
    {"type": "draw_offer"},
    {"type": "rematch"},
    {"type": "sync"},
    {"type": "chat", "text": "<script>alert(1)</script>"},
    {"type": "pong", "id": 1},
    {"type": "error", "code": "bad_ply", "message": "x"},
]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3)
    ),
    max_leaves=8,
)


def encoded(value: object) -> bytes:
    return json.dumps(value).encode()


semantic_line = st.one_of(
    st.sampled_from(game_messages).map(encoded),
    st.tuples(st.integers(0, 10**6), st.sampled_from(["d", "p"]), st.integers(1, 99)).map(
        lambda t: encoded({"type": "move", "ply": t[0], "move": f"{t[1]}{t[2]}"})
    ),
    st.text(min_size=1, max_size=40)
    .filter(lambda t: t.strip() and "\x00" not in t)
    .map(lambda t: encoded({"type": "chat", "text": t})),
)

hostile_line = st.one_of(
    st.binary(max_size=80).map(lambda b: b.replace(b"\n", b"")),
    st.text(max_size=60).map(lambda t: t.replace("\n", "").encode()),
    json_values.map(encoded),
    st.sampled_from(game_messages).map(encoded),
    st.tuples(st.sampled_from(game_messages), st.text(max_size=6), json_values).map(
        lambda t: encoded({**t[0], t[1]: t[2]})
    ),
    st.just(b'{"type": "move", "ply": 0, "move": "d1"' + b" " * (MAX_LINE_BYTES + 10) + b"}"),
)

hello_line = st.sampled_from(
    [
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"4821","role":"spectator"}',
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"4821","role":"spectator"}',
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"4821","role":"spectator"}',
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"4821","role":"spectator"}',
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"4821","role":"spectator"}',
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"0000","role":"player"}',
        b'{"type":"hello","protocol":7,"app":"fuzz","name":"Eve","code":"4821","role":"player"}',
        b'{"type":"hello","protocol":1,"app":"fuzz","name":"Eve","code":"4821","role":"player"}',
        b'{"type":"resume","protocol":1,"app":"fuzz","name":"Bob","code":"4821","token":"forged"}',
        b"",
    ]
)


class NoLimits(JoinGuard):
    """No waits and no new codes: this test is about hostile messages, not guessing (the
    limits on wrong codes have tests of their own, tests/net/test_join_guard.py)."""

    def wait(self, address: str) -> int:
        return 0

    def wrong(self, address: str) -> bool:
        return False


@pytest.fixture
def arena(qtbot: QtBot) -> Iterator[tuple[GameHost, Side, GameGuest, Side]]:
    host_side = make_side(qtbot)
    guest_side = make_side(qtbot)
    host = GameHost(
        host_side.model,
        host_side.session,
        host_side.match,
        name="Ann",
        code="4821",
        guest_seat=2,
        guard=NoLimits(),
    )
    assert host.listen(0, LOCALHOST)
    guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.join("127.0.0.1", host.port, "Bob", "4821")
    yield host, host_side, guest, guest_side
    guest.cancel()
    host.close()


@pytest.mark.slow
def test_ten_thousand_hostile_messages(
    qtbot: QtBot, arena: tuple[GameHost, Side, GameGuest, Side], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, host_side, guest, guest_side = arena
    handled = [0]
    original = connection_module.Connection._handle_line

    def counting(self: connection_module.Connection, line: bytes) -> None:
        if self.parent() is host:  # lines the host received from a hostile peer
            handled[0] += 1
        original(self, line)

    monkeypatch.setattr(connection_module.Connection, "_handle_line", counting)
    moves = iter("d5 d3 d6 d3 d7 d6 d7 d6 d6 d1 d5 d7 d2 d6 d1 d2 d1 d3 d5 d2".split())
    examples = [0]

    @settings(
        max_examples=700,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    @given(
        hello=hello_line,
        semantic=st.lists(semantic_line, min_size=32, max_size=44),
        garbage=st.lists(hostile_line, max_size=3),
    )
    def attack(hello: bytes, semantic: list[bytes], garbage: list[bytes]) -> None:
        lines = semantic + garbage
        before = host_side.model.game.notation()
        socket = QTcpSocket()
        socket.connectToHost(QHostAddress(QHostAddress.SpecialAddress.LocalHost), host.port)
        assert socket.waitForConnected(3000)
        payload = (hello + b"\n" if hello else b"") + b"\n".join(lines) + b"\n"
        # A final ping: its pong proves the host read everything (unless it hung up first).
        payload += b'{"type":"ping","id":424242}\n'
        socket.write(payload)
        received = bytearray()

        def done() -> bool:
            received.extend(bytes(socket.readAll().data()))
            closed = socket.state() != QAbstractSocket.SocketState.ConnectedState
            return closed or b'"id":424242' in received

        qtbot.waitUntil(done, timeout=10_000)
        socket.abort()
        socket.deleteLater()
        assert host.port  # still listening
        assert host_side.model.game.notation() == before  # nothing hostile changed the game
        assert guest_side.model.game.notation() == before
        examples[0] += 1
        if examples[0] % 25 == 0:
            move = next(moves, None)
            if move is not None and host_side.model.result is None:
                side = host_side if host_side.model.game.turn == 1 else guest_side
                ply = host_side.model.game.ply
                click(qtbot, side, move)
                qtbot.waitUntil(
                    lambda: (
                        guest_side.model.game.ply == ply + 1 and host_side.model.game.ply == ply + 1
                    ),
                    timeout=5000,
                )

    attack()
    print(f"hostile messages handled by the host: {handled[0]}")
    assert handled[0] >= TARGET_MESSAGES, handled[0]
    assert guest.connected
    assert host.guest_connected
    assert guest_side.model.game.ply >= 10  # the well-behaved guest kept playing
