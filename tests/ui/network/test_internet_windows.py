"""Two windows play over the internet through the window's own flows (NetworkPlay): the host
opens a room on the broker of its Host dialog's choice, the guest joins with the invite link,
and the broker is a real Mosquitto on 127.0.0.1 (tests/net/mqtt_broker.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.net.internet_link import InternetLink, new_link
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.rules import Move
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
from popout_desktop.ui.network.internet_flow import login_for
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
    # Red (the host) wins with a column of four; every move reaches both windows.
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

        qtbot.waitUntil(over, timeout=10000)
        assert side.model.result is not None and side.model.result.winner == 1
    assert guest_win.model.game.notation() == host_win.model.game.notation()
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
