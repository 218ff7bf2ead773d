"""Guessing the join code (issue 13, point 4): limits per address and in all, a growing wait,
a new code shown to the host, a constant-time comparison and a long default code.

The guard's rules with a clock of the test's own; then a real host over real sockets on
loopback, where the guesser's many addresses are 127.0.0.x (all loopback).
"""

from __future__ import annotations

import hmac
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket
from pytestqt.qtbot import QtBot

from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.net.join_code import (
    CODE_DIGITS,
    CODE_MAX_DIGITS,
    codes_match,
    is_host_code,
    new_join_code,
)
from popout_desktop.net.join_guard import (
    ADDRESS_MEMORY,
    ADDRESS_PAUSE_MAX,
    ALL_FREE,
    ALL_PAUSE_MAX,
    CODE_LIFE,
    MAX_ADDRESSES,
    JoinGuard,
    address_key,
)
from popout_desktop.net.protocol import decode, encode
from tests.net.test_lan_game import LOCALHOST, Side, make_side

PROTOCOL_MD = Path(__file__).parents[2] / "popout_desktop" / "net" / "PROTOCOL.md"
CODE = "48213377"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# -- the guard's rules -------------------------------------------------------------------------


def test_one_address_waits_longer_after_each_wrong_code() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    assert guard.wait("10.0.0.5") == 0
    waits = []
    for _ in range(12):
        guard.wrong("10.0.0.5")
        wait = guard.wait("10.0.0.5")
        waits.append(wait)
        clock.now += wait
        assert guard.wait("10.0.0.5") == 0 or wait == 0
    # 1, 2, 4, ... for the address; from the sixth wrong code in all, everyone's wait (2, 4, ...)
    # is shorter than the address's own, so the address's rules.
    assert waits[:9] == [1, 2, 4, 8, 16, 32, 64, 128, 256]
    assert waits[9:] == [ADDRESS_PAUSE_MAX] * 3
    assert guard.wait("10.0.0.6") == 0  # another address waits only for the count in all


def test_a_right_code_or_an_hour_forgets_an_address() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    for _ in range(3):
        guard.wrong("10.0.0.5")
        clock.now += guard.wait("10.0.0.5")
    guard.right("10.0.0.5")
    guard.wrong("10.0.0.5")
    assert guard.wait("10.0.0.5") == 1
    guard.wrong("10.0.0.7")
    guard.wrong("10.0.0.7")
    clock.now += ADDRESS_MEMORY + 1
    guard.wrong("10.0.0.7")
    assert guard.wait("10.0.0.7") == 1


def test_wrong_codes_from_many_addresses_make_everyone_wait() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    for number in range(ALL_FREE):
        guard.wrong(f"10.0.1.{number}")
    assert guard.wait("10.9.9.9") == 0  # the first few are typing mistakes
    waits = []
    for number in range(ALL_FREE, ALL_FREE + 8):
        guard.wrong(f"10.0.1.{number}")
        wait = guard.wait("10.9.9.9")
        waits.append(wait)
        clock.now += wait
    assert waits == [2, 4, 8, 16, 32, ALL_PAUSE_MAX, ALL_PAUSE_MAX, ALL_PAUSE_MAX]


def test_the_code_is_replaced_after_its_life_of_wrong_codes() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    replaced = [guard.wrong(f"10.0.2.{n}") for n in range(CODE_LIFE * 2)]
    assert [n for n, flag in enumerate(replaced, 1) if flag] == [CODE_LIFE, CODE_LIFE * 2]
    guard.wrong("10.0.3.1")
    assert guard.wrong_for_this_code == 1


def test_the_addresses_remembered_are_bounded() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    for number in range(MAX_ADDRESSES + 50):
        guard.wrong(f"10.{number // 65536}.{number // 256 % 256}.{number % 256}")
        clock.now += 0.001
    assert len(guard._addresses) == MAX_ADDRESSES


def test_the_hours_guesses_are_as_protocol_md_says() -> None:
    """A guesser with an address per guess, each guess as soon as allowed: the most wrong codes
    the host looks at in the first hour and in each later one, as PROTOCOL.md states them."""
    clock = Clock()
    guard = JoinGuard(clock)
    start = clock.now
    times: list[float] = []
    number = 0
    while clock.now - start < 5 * 3600:
        address = f"10.{number // 65536}.{number // 256 % 256}.{number % 256}"
        number += 1
        wait = guard.wait(address)
        clock.now += wait
        if clock.now - start >= 5 * 3600:
            break
        guard.wrong(address)
        times.append(clock.now - start)
    first_hour = sum(1 for t in times if t < 3600)
    later = [sum(1 for t in times if h * 3600 <= t < (h + 1) * 3600) for h in range(1, 5)]
    text = PROTOCOL_MD.read_text(encoding="utf-8")
    stated = re.search(
        r"at\s+most\s+\*\*(\d+)\*\*\s+in\s+the\s+first\s+hour\s+and\s+\*\*(\d+)\*\*", text
    )
    assert stated is not None, "PROTOCOL.md states the guesses per hour"
    assert first_hour <= int(stated.group(1))
    assert max(later) <= int(stated.group(2))
    assert first_hour == int(stated.group(1))  # the statement is the exact bound, not a guess
    assert f"10^{CODE_DIGITS}" in text


@pytest.mark.parametrize(
    ("address", "key"),
    [
        ("192.168.1.20", "192.168.1.20"),
        ("::ffff:192.168.1.20", "192.168.1.20"),
        ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"),
        ("2001:db8:1:2::1", "2001:db8:1:2::/64"),
        ("fe80::1%eth0", "fe80::/64"),
        ("", ""),
        ("not an address", "not an address"),
    ],
)
def test_addresses_are_counted_by_machine(address: str, key: str) -> None:
    assert address_key(address) == key


@given(st.text(max_size=80))
def test_any_address_text_has_a_key(text: str) -> None:
    assert isinstance(address_key(text), str)


# -- codes -------------------------------------------------------------------------------------


def test_the_default_code_is_eight_random_digits() -> None:
    codes = {new_join_code() for _ in range(200)}
    assert all(len(code) == CODE_DIGITS == 8 and code.isdigit() for code in codes)
    assert len(codes) > 190  # random, not one code
    assert CODE_MAX_DIGITS >= CODE_DIGITS
    assert is_host_code("") and is_host_code("1234") and is_host_code("12345678")
    assert not any(is_host_code(t) for t in ("123", "123456789", "12a4", "١٢٣٤", None, 1234))


def test_codes_are_compared_in_constant_time(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[bytes, bytes]] = []
    original = hmac.compare_digest

    def recording(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return original(a, b)

    monkeypatch.setattr("popout_desktop.net.join_code.hmac.compare_digest", recording)
    assert codes_match("48213377", "48213377")
    assert not codes_match("48213378", "48213377")
    assert not codes_match("٤٨٢١", "4821")  # not ASCII: compared as bytes, no error
    assert calls[:2] == [(b"48213377", b"48213377"), (b"48213378", b"48213377")]


# -- a real host, real sockets -----------------------------------------------------------------


class Peer:
    """A client speaking the protocol by hand, from a loopback address of its own."""

    def __init__(self, port: int, source: str = "127.0.0.1") -> None:
        self.socket = QTcpSocket()
        assert self.socket.bind(QHostAddress(source), 0)
        self.socket.connectToHost(LOCALHOST, port)
        assert self.socket.waitForConnected(3000)
        self.buffer = bytearray()
        self.messages: list[dict[str, Any]] = []
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        self.buffer += bytes(self.socket.readAll().data())
        *lines, rest = bytes(self.buffer).split(b"\n")
        self.buffer = bytearray(rest)
        self.messages.extend(decode(line) for line in lines)

    def send(self, message: dict[str, Any]) -> None:
        self.socket.write(encode(message))
        self.socket.flush()

    def answer(self, qtbot: QtBot) -> dict[str, Any]:
        """The host's first answer that is not a ping."""
        qtbot.waitUntil(
            lambda: any(m["type"] in ("welcome", "refused") for m in self.messages), timeout=5000
        )
        return next(m for m in self.messages if m["type"] in ("welcome", "refused"))

    def close(self) -> None:
        if self.socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            self.socket.abort()
        self.socket.deleteLater()


def hello(code: str, name: str = "Eve", role: str = "spectator") -> dict[str, Any]:
    return {
        "type": "hello",
        "protocol": 1,
        "app": "guess",
        "name": name,
        "code": code,
        "role": role,
    }


def try_code(
    qtbot: QtBot, port: int, code: str, source: str = "127.0.0.1", **kw: str
) -> dict[str, Any]:
    peer = Peer(port, source)
    try:
        peer.send(hello(code, **kw))
        return peer.answer(qtbot)
    finally:
        peer.close()


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def hosted(qtbot: QtBot, clock: Clock) -> Iterator[tuple[GameHost, Side]]:
    side = make_side(qtbot)
    host = GameHost(
        side.model,
        side.session,
        side.match,
        name="Ann",
        code=CODE,
        guest_seat=2,
        guard=JoinGuard(clock),
    )
    assert host.listen(0, LOCALHOST)
    yield host, side
    host.close()


def test_a_guesser_waits_and_the_right_code_tells_it_nothing_meanwhile(
    qtbot: QtBot, hosted: tuple[GameHost, Side], clock: Clock
) -> None:
    host, _side = hosted
    first = try_code(qtbot, host.port, "00000000")
    assert (first["type"], first["reason"]) == ("refused", "wrong_code")
    # Straight after a wrong code, every code from that address waits, the right one too:
    # the answer does not depend on the code, so it tells nothing about it.
    for code in ("00000001", CODE):
        answer = try_code(qtbot, host.port, code)
        assert (answer["reason"], answer["wait"]) == ("wait", 1)
        assert "try again in 1 s" in answer["message"]
    clock.now += 1
    assert try_code(qtbot, host.port, "00000002")["reason"] == "wrong_code"
    assert try_code(qtbot, host.port, CODE)["wait"] == 2  # it waits longer now
    assert try_code(qtbot, host.port, CODE, source="127.0.0.2")["type"] == "welcome"
    clock.now += 2
    assert try_code(qtbot, host.port, CODE)["type"] == "welcome"


def test_a_brute_force_from_many_addresses_gets_a_new_code_shown_to_the_host(
    qtbot: QtBot, hosted: tuple[GameHost, Side], clock: Clock
) -> None:
    host, side = hosted
    notices: list[str] = []
    host.notice.connect(notices.append)
    changed: list[str] = []
    host.code_changed.connect(changed.append)
    answers: list[str] = []
    guess = 0
    while not changed:
        assert guess < 200, "the code must change after its life of wrong codes"
        source = f"127.0.0.{2 + guess % 200}"
        answer = try_code(qtbot, host.port, f"{guess:08d}", source=source)
        answers.append(answer["reason"])
        if answer["reason"] == "wait":
            clock.now += answer["wait"]
        else:
            guess += 1
    assert answers.count("wrong_code") == CODE_LIFE
    assert "wait" in answers  # everyone waited between the later guesses
    new = host.join_code
    assert changed == [new] and new != CODE and len(new) == CODE_DIGITS and new.isdigit()
    assert any(new in text and str(CODE_LIFE) in text for text in notices)
    network = side.session.network
    assert network is not None and network["code"] == new  # kept with the game
    announcement = host.announcement()
    assert announcement["code_required"] is True
    clock.now += ALL_PAUSE_MAX
    assert try_code(qtbot, host.port, CODE, source="127.0.0.250")["reason"] == "wrong_code"
    clock.now += ALL_PAUSE_MAX
    assert try_code(qtbot, host.port, new, source="127.0.0.251")["type"] == "welcome"


def test_the_seated_guest_comes_back_by_its_token_through_waits_and_new_codes(
    qtbot: QtBot, hosted: tuple[GameHost, Side], clock: Clock
) -> None:
    host, _side = hosted
    guest_side = make_side(qtbot)
    guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.join("127.0.0.1", host.port, "Bob", CODE)
    token = guest.token
    assert token
    guest.cancel()
    qtbot.waitUntil(lambda: not host.guest_connected, timeout=5000)
    for guess in range(CODE_LIFE):  # a guesser on many addresses; the code changes
        source = f"127.0.0.{10 + guess}"
        answer = try_code(qtbot, host.port, f"{guess:08d}", source=source)
        if answer["reason"] == "wait":
            clock.now += answer["wait"]
            assert try_code(qtbot, host.port, f"{guess:08d}", source=source)["type"] == "refused"
    assert host.join_code != CODE
    assert try_code(qtbot, host.port, host.join_code)["reason"] == "wait"  # everyone waits
    peer = Peer(host.port)
    resume = {"type": "resume", "protocol": 1, "app": "t", "name": "Bob", "code": CODE}
    peer.send({**resume, "token": token})  # the old code, while everyone must wait
    welcome = peer.answer(qtbot)
    peer.close()
    assert (welcome["type"], welcome["seat"]) == ("welcome", 2)
    # A forged token is still a guess of the code: it waits like everyone.
    forged = Peer(host.port, "127.0.0.99")
    forged.send({**resume, "token": "forged"})
    assert forged.answer(qtbot)["reason"] == "wait"
    forged.close()


def test_a_returning_guest_told_to_wait_comes_back_when_it_says(
    qtbot: QtBot, hosted: tuple[GameHost, Side], clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A host that makes a returning player wait (one that asks the code of every resume, as
    PROTOCOL.md allows): the guest keeps the game and returns after the wait, not dropped."""
    host, _side = hosted
    guest_side = make_side(qtbot)
    guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.join("127.0.0.1", host.port, "Bob", CODE)
    resume = GameHost._on_resume

    def code_first(self: GameHost, client: Any, message: dict[str, Any]) -> None:
        if self._check_code(client, message):
            resume(self, client, message)

    monkeypatch.setattr(GameHost, "_on_resume", code_first)
    assert try_code(qtbot, host.port, "00000000")["reason"] == "wrong_code"  # same address
    refused: list[str] = []
    guest.refused.connect(lambda reason, _text: refused.append(reason))
    notices: list[str] = []
    guest.notice.connect(notices.append)
    guest_connection = next(c for c in host._clients if c.seat == 2)
    with qtbot.waitSignal(guest.joined, timeout=15_000):
        guest_connection.connection.abort("cut")
        qtbot.waitUntil(lambda: any("wait 1 s" in text for text in notices), timeout=10_000)
        clock.now += 1
    assert refused == []
    assert guest.seat == 2


def test_protocol_md_gives_the_arithmetic() -> None:
    text = PROTOCOL_MD.read_text(encoding="utf-8")
    assert "Guessing the code" in text
    assert f"0–{CODE_MAX_DIGITS} digits" in text
    assert "`wait`" in text
    for value in (ALL_FREE, CODE_LIFE, int(ALL_PAUSE_MAX), int(ADDRESS_PAUSE_MAX)):
        assert str(value) in text
    json.dumps(text)  # plain text
