"""Two windows play over the internet through the window's own flows (NetworkPlay): the host
opens a room on the broker of its Host dialog's choice, the guest joins with the invite link,
and the broker is a real Mosquitto on 127.0.0.1 (tests/net/mqtt_broker.py)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.net import guest as guest_module
from popout_desktop.net import mqtt_carrier
from popout_desktop.net.internet_link import InternetLink, new_link
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.rules import Move
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
from popout_desktop.ui.network.internet_flow import login_for
from popout_desktop.ui.network.join_dialog import JoinDialog
from popout_desktop.ui.window.main_window import MainWindow
from tests.net.mqtt_broker import MqttBroker, running_broker


class StubHostDialog:
    """Stands in for HostDialog: records the host and the link it is asked to wait with."""

    host: Any = None
    link: InternetLink | None = None

    def show_waiting(
        self, host: Any, *args: object, link: InternetLink | None = None, **kwargs: object
    ) -> None:
        self.host = host
        self.link = link


class StubJoinDialog:
    def show_joining(self, guest: Any) -> None:
        self.guest = guest


def window(qtbot: QtBot, tmp_path: Path, name: str) -> MainWindow:
    win = MainWindow(
        settings=Settings(tmp_path / f"{name}.ini"), autosave=tmp_path / f"{name}.popout"
    )
    qtbot.addWidget(win)
    win.set_speed("fast")
    win.show()
    return win


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[MqttBroker]:
    with running_broker(tmp_path / "broker") as running:
        yield running


def move(qtbot: QtBot, win: MainWindow, text: str, other: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.board.interactive and not win.board.animating, timeout=10000)
    ply = win.model.game.ply
    win.board.move_requested.emit(Move.parse(text))
    for side in (win, other):

        def played(s: MainWindow = side) -> bool:
            return s.model.game.ply == ply + 1

        qtbot.waitUntil(played, timeout=10000)


def red_wins_a_column(
    qtbot: QtBot, host_win: MainWindow, guest_win: MainWindow, timeout: int = 10000
) -> None:
    """Red (the host) wins with a column of four, every move seen by both windows."""
    for text, win, other in (
        ("d1", host_win, guest_win),
        ("d2", guest_win, host_win),
        ("d1", host_win, guest_win),
        ("d2", guest_win, host_win),
        ("d1", host_win, guest_win),
        ("d2", guest_win, host_win),
        ("d1", host_win, guest_win),
    ):
        move(qtbot, win, text, other)
    for side in (host_win, guest_win):

        def over(s: MainWindow = side) -> bool:
            return s.model.result is not None

        qtbot.waitUntil(over, timeout=timeout)
        assert side.model.result is not None and side.model.result.winner == 1
    assert guest_win.model.game.notation() == host_win.model.game.notation()


def test_two_windows_play_a_game_over_the_internet(
    qtbot: QtBot, tmp_path: Path, broker: MqttBroker
) -> None:
    host_win = window(qtbot, tmp_path, "host")
    guest_win = window(qtbot, tmp_path, "guest")
    dialog = StubHostDialog()
    options = HostOptions(
        name="Ann",
        rules=host_win.model.rules,
        guest_seat=2,
        port=7457,
        code="1234",
        broker=Broker(broker.host, broker.port, tls=False),
    )
    assert options.over_internet
    host_win.net._start_hosting(dialog, options)
    qtbot.waitUntil(lambda: dialog.link is not None, timeout=15000)
    link = dialog.link
    assert link is not None and (link.host, link.port, link.tls) == (
        broker.host,
        broker.port,
        False,
    )
    assert host_win.net.status.state == "hosting"
    with qtbot.waitSignal(dialog.host.guest_joined, timeout=15000):
        guest_win.net._start_joining(
            StubJoinDialog(),
            JoinOptions(host=link.host, port=link.port, code="1234", name="Bob", internet=link),
        )
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=15000)
    red_wins_a_column(qtbot, host_win, guest_win)
    guest_win.close()
    host_win.close()


def test_the_preferences_login_goes_only_to_the_preferences_broker() -> None:
    mine = Broker("broker.example.org", 8883, tls=True, username="ann", password="secret")
    same = new_link("broker.example.org", 8883, tls=True)
    other = new_link("evil.example.net", 8883, tls=True)
    assert login_for(same, mine).username == "ann"
    assert login_for(same, mine).password == "secret"
    stranger = login_for(other, mine)
    assert (stranger.host, stranger.username, stranger.password) == ("evil.example.net", "", "")
    plain = login_for(new_link("broker.example.org", 1883, tls=False), mine)
    assert plain.password == ""  # the same host on a plain port is another broker: no password


def join_through_the_dialog(qtbot: QtBot, win: MainWindow, link: InternetLink) -> JoinDialog:
    """The real Join dialog, filled with ``link`` and asked to join through ``win``'s flow."""
    dialog = JoinDialog(win.settings, win, link=link.format(), internet_play=True)
    qtbot.addWidget(dialog)
    dialog.join_requested.connect(lambda options: win.net._start_joining(dialog, options))
    dialog.code_edit.setText("1234")
    dialog.show()
    dialog.request_join()
    return dialog


def test_a_link_no_host_answers_says_the_broker_answered_and_the_host_did_not(
    qtbot: QtBot, tmp_path: Path, broker: MqttBroker, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32 point 2: a link of a room nobody hosts (old, mistyped, a host not hosting).
    The dialog says when the broker has us, then that no host answered: not the network."""
    monkeypatch.setattr(guest_module, "ROOM_CONNECT_TIMEOUT_MS", 1_500)
    win = window(qtbot, tmp_path, "guest")
    link = new_link(broker.host, broker.port, tls=False)
    where = f"{broker.host}:{broker.port}"
    dialog = join_through_the_dialog(qtbot, win, link)
    assert dialog.message.text() == f"Connecting to the broker {where}…"
    qtbot.waitUntil(
        lambda: (
            dialog.message.text()
            == f"Connected to the broker {where}; waiting for the game's host…"
        ),
        timeout=15_000,
    )
    assert dialog.message.kind == "info" and dialog.message.action.isVisible()  # Stop
    qtbot.waitUntil(lambda: dialog.message.kind == "error", timeout=15_000)
    assert dialog.message.text() == (
        f"The broker {where} answered, but no game's host answered this link: it may be old "
        "or mistyped, or the host is not hosting now. This is no network problem: ask the "
        "host for the link again."
    )
    assert "firewall" not in dialog.message.text()
    assert not dialog.joining and dialog.join_button.isEnabled()  # try again, or fix the link
    win.close()


def test_an_address_that_is_no_broker_says_so_in_the_join_dialog(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32 point 2: a listener on 127.0.0.1 that accepts TCP and never speaks MQTT."""
    monkeypatch.setattr(mqtt_carrier, "CONNACK_TIMEOUT_S", 0.5)
    win = window(qtbot, tmp_path, "guest")
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        dialog = join_through_the_dialog(qtbot, win, new_link("127.0.0.1", port, tls=False))
        qtbot.waitUntil(lambda: dialog.message.kind == "error", timeout=15_000)
    assert dialog.message.text() == f"Could not join the game through the broker 127.0.0.1:{port}."
    assert dialog.message.detail_label.text() == (
        f"127.0.0.1:{port} accepted the connection but did not answer as an MQTT broker. "
        "Check that this is the broker's address and port."
    )
    win.close()
