"""LAN discovery: announcements heard and listed, expiry, hostile datagrams, nothing sent early.

Everything stays on loopback: ``tests/net/conftest.py`` points discovery at 127.255.255.255 and
a free port before each test.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket
from pytestqt.qtbot import QtBot

from popout_desktop.net.discovery import (
    MAX_DATAGRAM_BYTES,
    MAX_GAMES,
    Announcer,
    DiscoveredGame,
    GameBrowser,
    discovery_address,
    discovery_port,
    parse_announcement,
)
from popout_desktop.net.protocol import DISCOVERY_PORT, PROTOCOL_VERSION, rules_to_json
from popout_desktop.rules import Rules
from tests.narrowing import now

LOCALHOST = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


def announcement(**changes: Any) -> dict[str, Any]:
    message: dict[str, Any] = {
        "type": "announce",
        "protocol": PROTOCOL_VERSION,
        "app": "popout-desktop 0.1.0",
        "game": "a1b2c3",
        "name": "Ann",
        "port": 7457,
        "rules": rules_to_json(Rules()),
        "players": [{"name": "Ann", "kind": "human"}, {"name": "", "kind": "remote"}],
        "code_required": True,
        "seat_free": True,
    }
    message.update(changes)
    return message


def encoded(message: Any) -> bytes:
    return json.dumps(message).encode()


@pytest.fixture
def browser(qtbot: QtBot) -> Iterator[GameBrowser]:
    listener = GameBrowser(expiry_ms=5_000)
    assert listener.start(), listener.error
    yield listener
    listener.stop()


@pytest.fixture
def sender() -> Iterator[QUdpSocket]:
    """A plain socket that sends hand-made datagrams to the discovery port on 127.0.0.1."""
    socket = QUdpSocket()
    yield socket
    socket.close()


def send(socket: QUdpSocket, data: bytes) -> None:
    assert socket.writeDatagram(data, LOCALHOST, discovery_port()) == len(data)


# -- configuration ------------------------------------------------------------------------------


def test_the_target_comes_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, loopback_discovery: int
) -> None:
    assert discovery_address() == QHostAddress("127.255.255.255")
    assert discovery_port() == loopback_discovery
    monkeypatch.setenv("POPOUT_DISCOVERY_ADDRESS", "::1")
    assert discovery_address() == QHostAddress("::1")
    monkeypatch.delenv("POPOUT_DISCOVERY_ADDRESS")
    monkeypatch.delenv("POPOUT_DISCOVERY_PORT")
    # Only read, never used to send here.
    assert discovery_address() == QHostAddress(QHostAddress.SpecialAddress.Broadcast)
    assert discovery_port() == DISCOVERY_PORT == 7458


@pytest.mark.parametrize("value", ["", "70000", "0", "port", "-5"])
def test_a_bad_port_falls_back_to_the_default(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("POPOUT_DISCOVERY_PORT", value)
    assert discovery_port() == DISCOVERY_PORT


def test_a_bad_address_is_null_and_never_sent_to(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("POPOUT_DISCOVERY_ADDRESS", "not-an-address")
    assert discovery_address().isNull()
    announcer = Announcer()
    with (
        qtbot.waitSignal(announcer.send_failed) as failure,
        qtbot.assertNotEmitted(announcer.announced),
    ):
        announcer.start(announcement)
    assert "POPOUT_DISCOVERY_ADDRESS" in failure.args[0]
    assert announcer.error == failure.args[0]
    announcer.stop()


# -- announcer and browser together ------------------------------------------------------------


def test_a_browser_sees_an_announced_game(qtbot: QtBot, browser: GameBrowser) -> None:
    announcer = Announcer()
    payload = announcement(rules=rules_to_json(Rules.preset("five_in_a_row")), code_required=False)
    with qtbot.waitSignal(browser.games_changed):
        announcer.start(lambda: payload)
    assert announcer.active
    assert announcer.target == ("127.255.255.255", discovery_port())
    (game,) = browser.games()
    assert isinstance(game, DiscoveredGame)
    assert game.game == "a1b2c3"
    assert game.name == "Ann"
    assert game.host_address == "127.0.0.1"
    assert game.port == 7457
    assert game.rules == Rules.preset("five_in_a_row")
    assert game.players == (("Ann", "human"), ("", "remote"))
    assert not game.code_required
    assert game.seat_free
    assert game.compatible
    assert game.app == "popout-desktop 0.1.0"
    assert game.key == ("127.0.0.1", "a1b2c3")
    announcer.stop()
    assert not announcer.active


@pytest.mark.parametrize(
    "rules",
    [
        Rules.preset("pop_ten"),
        Rules.preset("power_up"),
        Rules(columns=9, rows=8, pop_out=False, side_columns=True, pop_ten=True, target=17),
    ],
)
def test_a_variant_table_is_announced_whole(
    qtbot: QtBot, browser: GameBrowser, rules: Rules
) -> None:
    announcer = Announcer()
    payload = announcement(rules=rules_to_json(rules))
    with qtbot.waitSignal(browser.games_changed):
        announcer.start(lambda: payload)
    try:
        (game,) = browser.games()
        assert game.rules == rules
    finally:
        announcer.stop()


def test_announcements_repeat_and_follow_the_payload(qtbot: QtBot, browser: GameBrowser) -> None:
    announcer = Announcer(interval_ms=50)
    state = {"seat_free": True}
    with qtbot.waitSignal(browser.games_changed):
        announcer.start(lambda: announcement(seat_free=state["seat_free"]))
    assert browser.games()[0].seat_free
    first_seen = browser.games()[0].last_seen
    # A mere repeat refreshes the game without reporting a change.
    with qtbot.assertNotEmitted(browser.games_changed), qtbot.waitSignal(announcer.announced):
        pass
    qtbot.waitUntil(lambda: browser.games()[0].last_seen > first_seen)
    state["seat_free"] = False
    with qtbot.waitSignal(browser.games_changed):
        pass
    assert not browser.games()[0].seat_free
    announcer.stop()


def test_a_game_expires_when_its_announcements_stop(qtbot: QtBot) -> None:
    browser = GameBrowser(expiry_ms=300)
    assert browser.start()
    announcer = Announcer()
    with qtbot.waitSignal(browser.games_changed):
        announcer.start(announcement)
    assert len(browser.games()) == 1
    announcer.stop()
    with qtbot.waitSignal(browser.games_changed, timeout=3_000):
        pass
    assert browser.games() == []
    browser.stop()


def test_games_are_kept_apart_by_id_and_sorted_by_name(
    qtbot: QtBot, browser: GameBrowser, sender: QUdpSocket
) -> None:
    for game, name in (("g1", "zoe"), ("g2", "Bob"), ("g3", "anna")):
        with qtbot.waitSignal(browser.games_changed):
            send(sender, encoded(announcement(game=game, name=name)))
    assert [g.name for g in browser.games()] == ["anna", "Bob", "zoe"]
    # The same id again replaces its entry.
    with qtbot.waitSignal(browser.games_changed):
        send(sender, encoded(announcement(game="g2", name="Bert")))
    assert [g.name for g in browser.games()] == ["anna", "Bert", "zoe"]


def test_two_browsers_on_one_machine_both_hear(qtbot: QtBot, browser: GameBrowser) -> None:
    second = GameBrowser()
    assert second.start(), second.error
    announcer = Announcer()
    with qtbot.waitSignals([browser.games_changed, second.games_changed]):
        announcer.start(announcement)
    assert browser.games()[0].key == second.games()[0].key
    announcer.stop()
    second.stop()


def test_stop_forgets_the_games(qtbot: QtBot, browser: GameBrowser, sender: QUdpSocket) -> None:
    with qtbot.waitSignal(browser.games_changed):
        send(sender, encoded(announcement()))
    with qtbot.waitSignal(browser.games_changed):
        browser.stop()
    assert browser.games() == []
    assert not browser.available
    assert browser.port == 0


def test_the_list_is_bounded(qtbot: QtBot, browser: GameBrowser, sender: QUdpSocket) -> None:
    for index in range(MAX_GAMES + 10):
        send(sender, encoded(announcement(game=f"g{index}")))
    qtbot.waitUntil(lambda: len(browser.games()) == MAX_GAMES)
    with qtbot.waitSignal(browser.games_changed):
        send(sender, encoded(announcement(game="g0", name="Changed")))
    assert len(browser.games()) == MAX_GAMES


def test_another_protocol_version_is_listed_as_incompatible(
    qtbot: QtBot, browser: GameBrowser, sender: QUdpSocket
) -> None:
    with qtbot.waitSignal(browser.games_changed):
        send(sender, encoded(announcement(protocol=2, app="popout-desktop 9.0", extra=[1])))
    (game,) = browser.games()
    assert game.protocol == 2
    assert not game.compatible


# -- hostile input ------------------------------------------------------------------------------

MALFORMED: list[bytes] = [
    b"",
    b"\xff\xfe\x00garbage",
    b"not json",
    b"[1, 2, 3]",
    b'"announce"',
    b"{" * 5000,
    b"[" * 1000 + b"]" * 1000,
    encoded({"type": "hello"}),
    encoded(announcement(type="ANNOUNCE")),
    encoded(announcement(protocol="1")),
    encoded(announcement(protocol=True)),
    encoded(announcement(game="")),
    encoded(announcement(game=7)),
    encoded(announcement(game="x" * 65)),
    encoded(announcement(name="")),
    encoded(announcement(name=" Ann")),
    encoded(announcement(name="A" * 41)),
    encoded(announcement(name="Ann\nEve")),
    encoded(announcement(port=0)),
    encoded(announcement(port=65536)),
    encoded(announcement(port=7457.0)),
    encoded(announcement(port=True)),
    encoded(announcement(code_required="yes")),
    encoded(announcement(seat_free=None)),
    encoded(announcement(rules=None)),
    encoded(announcement(rules={"columns": 7})),
    encoded(announcement(rules={**rules_to_json(Rules()), "connect": 9})),
    encoded(announcement(rules={**rules_to_json(Rules()), "rows": "6"})),
    encoded(announcement(players=[])),
    encoded(announcement(players=[{"name": "A", "kind": "human"}] * 3)),
    encoded(announcement(players=[{"name": "A", "kind": "alien"}, {"name": "B"}])),
    encoded(announcement(players=["A", "B"])),
    encoded(announcement(app=["x"])),
    encoded({k: v for k, v in announcement().items() if k != "port"}),
    encoded(announcement(name="N" * 30, players=[{"name": "x" * 40, "kind": "human"}] * 2))
    + b" " * MAX_DATAGRAM_BYTES,
]


@pytest.mark.parametrize("data", MALFORMED, ids=range(len(MALFORMED)))
def test_malformed_datagrams_are_ignored(
    qtbot: QtBot, browser: GameBrowser, sender: QUdpSocket, data: bytes
) -> None:
    assert parse_announcement(data, "127.0.0.1", 0.0) is None
    send(sender, data)
    # The good announcement sent after it is the only one listed.
    with qtbot.waitSignal(browser.games_changed):
        send(sender, encoded(announcement(game="good")))
    assert [g.game for g in browser.games()] == ["good"]


def test_an_announcement_of_the_largest_size_is_accepted() -> None:
    data = encoded(announcement())
    data += b" " * (MAX_DATAGRAM_BYTES - len(data))
    assert len(data) == MAX_DATAGRAM_BYTES
    assert parse_announcement(data, "10.0.0.2", 1.0) is not None
    assert parse_announcement(data + b" ", "10.0.0.2", 1.0) is None


def test_a_flood_of_datagrams_is_survived(
    qtbot: QtBot, browser: GameBrowser, sender: QUdpSocket
) -> None:
    for index in range(500):
        send(sender, MALFORMED[index % len(MALFORMED)])
    # UDP may drop datagrams of a flood that fills the buffer; a repeated announcement gets in.
    announcer = Announcer(interval_ms=50)
    with qtbot.waitSignal(browser.games_changed):
        announcer.start(lambda: announcement(game="after"))
    announcer.stop()
    assert [g.game for g in browser.games()] == ["after"]


# -- nothing is sent early; failures are reported, not raised -----------------------------------


def test_nothing_is_sent_before_start(qtbot: QtBot) -> None:
    listener = QUdpSocket()
    mode = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint
    assert listener.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), discovery_port(), mode)
    announcer = Announcer(interval_ms=100)
    browser = GameBrowser()
    browser.start()
    # No socket exists to send from, and for longer than the interval nothing arrives.
    assert announcer.findChildren(QUdpSocket) == []
    with qtbot.assertNotEmitted(listener.readyRead, wait=1_200):
        pass
    assert not listener.hasPendingDatagrams()
    with qtbot.waitSignal(listener.readyRead):
        announcer.start(announcement)
    datagram = listener.receiveDatagram()
    assert json.loads(bytes(datagram.data().data()))["type"] == "announce"
    announcer.stop()
    browser.stop()
    listener.close()


def test_a_failing_payload_is_reported_and_announcing_goes_on(qtbot: QtBot) -> None:
    calls = {"n": 0}

    def payload() -> dict[str, Any]:
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("boom")
        return announcement()

    announcer = Announcer(interval_ms=50)
    with qtbot.waitSignal(announcer.send_failed) as failure:
        announcer.start(payload)
    assert "boom" in failure.args[0]
    with qtbot.waitSignal(announcer.announced):
        pass
    assert announcer.error == ""
    announcer.stop()


def test_an_oversized_payload_is_not_sent(qtbot: QtBot, browser: GameBrowser) -> None:
    announcer = Announcer()
    with (
        qtbot.waitSignal(announcer.send_failed) as failure,
        qtbot.assertNotEmitted(announcer.announced),
    ):
        announcer.start(lambda: announcement(app="x" * 3000))
    assert "2048" in failure.args[0]
    announcer.stop()
    assert browser.games() == []


def test_a_payload_that_is_not_json_is_reported(qtbot: QtBot) -> None:
    announcer = Announcer()
    with qtbot.waitSignal(announcer.send_failed):
        announcer.start(lambda: {"type": "announce", "bad": object()})
    announcer.stop()


def test_a_taken_port_makes_discovery_unavailable(qtbot: QtBot) -> None:
    blocker = QUdpSocket()
    assert blocker.bind(
        QHostAddress(QHostAddress.SpecialAddress.AnyIPv4),
        discovery_port(),
        QAbstractSocket.BindFlag.DontShareAddress,
    )
    browser = GameBrowser()
    assert not browser.start()
    assert not browser.available
    assert browser.error
    assert browser.games() == []
    browser.stop()
    blocker.close()
    assert browser.start()
    assert now(lambda: browser.available)
    assert browser.error == ""
    browser.stop()


def test_start_twice_is_harmless(browser: GameBrowser) -> None:
    port = browser.port
    assert browser.start()
    assert browser.port == port
