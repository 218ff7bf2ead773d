"""The host and join dialogs, with stand-ins for GameHost and GameGuest.

Discovery runs for real, on loopback only: every test points it at 127.255.255.255 and a free
port before any announcer exists.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QUdpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from popout_desktop.net.discovery import GameBrowser, discovery_port
from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.net.join_code import CODE_DIGITS
from popout_desktop.net.protocol import PROTOCOL_VERSION, rules_to_json
from popout_desktop.rules import Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network import dialogs as network
from popout_desktop.ui.network import host_dialog as host_dialog_module
from popout_desktop.ui.network.dialogs import (
    HostDialog,
    HostOptions,
    JoinDialog,
    JoinOptions,
    default_name,
    first_free_port,
    invite_link,
    port_is_free,
    table_summary,
    tidy_name,
)
from tests.narrowing import not_none, now

LOCALHOST = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


@pytest.fixture(autouse=True)
def loopback_discovery(monkeypatch: pytest.MonkeyPatch) -> int:
    """Discovery on the loopback broadcast address and a free UDP port."""
    probe = QUdpSocket()
    assert probe.bind(LOCALHOST, 0)
    port = probe.localPort()
    probe.close()
    monkeypatch.setenv("POPOUT_DISCOVERY_ADDRESS", "127.255.255.255")
    monkeypatch.setenv("POPOUT_DISCOVERY_PORT", str(port))
    return port


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


@pytest.fixture
def free_port() -> int:
    """A TCP port free on 127.0.0.1, with the one after it free too."""
    server = QTcpServer()
    for _ in range(20):
        assert server.listen(LOCALHOST, 0)
        port = server.serverPort()
        server.close()
        if port < 65000 and port_is_free(port + 1, LOCALHOST):
            return port
    pytest.skip("no pair of free ports")


class FakeHost(QObject):
    """The signals and properties of GameHost the dialog uses."""

    listening = Signal(int)
    guest_joined = Signal(str)
    guest_left = Signal(str)
    failed = Signal(str)
    code_changed = Signal(str)

    def __init__(self, port: int = 7457, code: str = "4821", name: str = "Ann") -> None:
        super().__init__()
        self.port = port
        self.join_code = code
        self.name = name
        self.game_id = "g-ann"

    def announcement(self) -> dict[str, Any]:
        return {
            "type": "announce",
            "protocol": PROTOCOL_VERSION,
            "app": "popout-desktop 0.1.0",
            "game": self.game_id,
            "name": self.name,
            "port": self.port,
            "rules": rules_to_json(Rules()),
            "players": [{"name": self.name, "kind": "human"}, {"name": "", "kind": "remote"}],
            "code_required": bool(self.join_code),
            "seat_free": True,
        }


class FakeGuest(QObject):
    """The signals and methods of GameGuest the dialog uses."""

    joined = Signal(int)
    refused = Signal(str, str)
    failed = Signal(str, str)
    broker_reached = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.cancelled = 0

    def cancel(self) -> None:
        self.cancelled += 1


def as_host(fake: FakeHost) -> GameHost:
    """``fake``, given to the dialog where it takes a GameHost (the dialog uses only what the
    fake has)."""
    return cast(GameHost, fake)


def as_guest(fake: FakeGuest) -> GameGuest:
    """``fake``, given to the dialog where it takes a GameGuest (the dialog uses only what the
    fake has)."""
    return cast(GameGuest, fake)


def show(qtbot: QtBot, dialog: QDialog) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


# -- helpers ------------------------------------------------------------------------------------


def test_invite_links() -> None:
    assert invite_link("192.168.1.20", 7457, "4821") == "popout://192.168.1.20:7457/4821"
    assert invite_link("fe80::1", 7000, "") == "popout://[fe80::1]:7000"
    assert invite_link("host.lan", 7457, "123456") == "popout://host.lan:7457/123456"


def test_table_summaries() -> None:
    assert table_summary(Rules()) == "7×6 Pop Out"
    assert table_summary(Rules.preset("classic")) == "7×6 Classic"
    assert table_summary(Rules(columns=8, rows=7, connect=5, repetition_draw=True)) == (
        "8×7, 5 in a row, pops, repetition draws"
    )
    assert table_summary(Rules(columns=9, pop_out=False, side_columns=True)) == (
        "9×6, 4 in a row, drop only, side columns"
    )
    assert table_summary(Rules.preset("pop_ten")) == "7×6 Pop 10"
    assert table_summary(Rules.preset("power_up")) == "7×6 Power Up"
    assert table_summary(Rules(columns=9, rows=8, pop_out=False, pop_ten=True, target=17)) == (
        "9×8, Pop 10 to 17, 4 in a row"
    )
    assert table_summary(
        Rules(connect=5, pop_out=False, side_columns=True, pop_ten=True, repetition_draw=True)
    ) == ("7×6, Pop 10 to 10, 5 in a row, side columns, repetition draws")
    assert table_summary(Rules(power_up=True)) == "7×6, Power Up, 4 in a row, pops"
    assert table_summary(Rules(columns=8, connect=5, side_columns=True, power_up=True)) == (
        "8×6, Power Up, 5 in a row, pops, side columns"
    )


def test_names_are_tidied() -> None:
    assert tidy_name("  Ada \t  Lovelace\n") == "Ada Lovelace"
    assert tidy_name("x" * 60) == "x" * 40
    assert tidy_name("\x00\x1b") == ""
    assert 1 <= len(default_name()) <= 40


def test_free_ports_are_found(free_port: int) -> None:
    server = QTcpServer()
    assert server.listen(LOCALHOST, free_port)
    assert not port_is_free(free_port, LOCALHOST)
    assert first_free_port(free_port, LOCALHOST) == free_port + 1
    server.close()
    assert port_is_free(free_port, LOCALHOST)


@pytest.mark.parametrize(
    "changes",
    [
        {"guest_seat": 0},
        {"port": 0},
        {"port": 70000},
        {"code": "12"},
        {"code": "12a4"},
        {"name": ""},
    ],
)
def test_host_options_are_checked(changes: dict[str, Any]) -> None:
    values: dict[str, Any] = {
        "name": "Ann",
        "rules": Rules(),
        "guest_seat": 2,
        "port": 7457,
        "code": "4821",
    }
    HostOptions(**values)
    with pytest.raises(ValueError):  # noqa: PT011 - each field has its own message
        HostOptions(**{**values, **changes})


@pytest.mark.parametrize(
    "changes", [{"host": ""}, {"port": 0}, {"code": "123456789"}, {"code": "12x"}, {"name": ""}]
)
def test_join_options_are_checked(changes: dict[str, Any]) -> None:
    values: dict[str, Any] = {"host": "10.0.0.2", "port": 7457, "code": "", "name": "Bob"}
    JoinOptions(**values)
    with pytest.raises(ValueError):  # noqa: PT011
        JoinOptions(**{**values, **changes})


# -- hosting: page 1 ----------------------------------------------------------------------------


@pytest.fixture
def host_dialog(qtbot: QtBot, free_port: int) -> HostDialog:
    dialog = HostDialog(port=free_port, probe_address=LOCALHOST)
    show(qtbot, dialog)
    return dialog


def test_host_defaults(host_dialog: HostDialog, free_port: int) -> None:
    assert host_dialog.windowTitle() == "Host a Network Game"
    assert not host_dialog.waiting
    options = host_dialog.options()
    assert options is not None
    assert options.name == default_name()
    assert options.rules == Rules()
    assert options.guest_seat == 2
    assert options.port == free_port
    assert host_dialog.code_check.isChecked()
    assert len(options.code) == CODE_DIGITS == 8
    assert options.code.isdigit()
    assert host_dialog.port_note.text() == "Free."
    assert host_dialog.start_button.isEnabled()
    assert host_dialog.name_edit.maxLength() == 40
    # Nothing is announced (no socket exists to send from) before the user hosts.
    assert host_dialog.announcer is None
    assert host_dialog.findChildren(QUdpSocket) == []


def test_host_starts_from_the_settings(qtbot: QtBot, settings: Settings, free_port: int) -> None:
    settings.set_value("players/1/name", "Ada")
    settings.set_rules(Rules.preset("five_in_a_row"))
    dialog = HostDialog(settings, port=free_port, probe_address=LOCALHOST)
    qtbot.addWidget(dialog)
    options = dialog.options()
    assert options is not None
    assert options.name == "Ada"
    assert options.rules == Rules.preset("five_in_a_row")


def test_the_default_port_is_7457(qtbot: QtBot) -> None:
    dialog = HostDialog(probe_address=LOCALHOST)
    qtbot.addWidget(dialog)
    # 7457 unless this machine uses it; then a port above it.
    assert dialog.port_spin.value() >= 7457
    if port_is_free(7457, LOCALHOST):
        assert dialog.port_spin.value() == 7457


def test_start_hosting_asks_the_owner(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host_dialog.name_edit.setText("  Ann  ")
    host_dialog.guest_seat_buttons[1].click()
    host_dialog.code_edit.setText("123456")
    with qtbot.waitSignal(host_dialog.host_requested) as request:
        host_dialog.start_button.click()
    options = request.args[0]
    assert options == HostOptions(
        "Ann", Rules(), guest_seat=1, port=host_dialog.port_spin.value(), code="123456"
    )
    # Asked once: the button waits for the owner's answer.
    assert not host_dialog.start_button.isEnabled()
    with qtbot.assertNotEmitted(host_dialog.host_requested):
        host_dialog.start_hosting()


def test_enter_starts_hosting(qtbot: QtBot, host_dialog: HostDialog) -> None:
    with qtbot.waitSignal(host_dialog.host_requested):
        QTest.keyClick(host_dialog.name_edit, Qt.Key.Key_Return)
    assert host_dialog.isVisible()


def test_no_code_required(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host_dialog.code_check.setChecked(False)
    assert not host_dialog.code_edit.isEnabled()
    assert not host_dialog.new_code_button.isEnabled()
    options = host_dialog.options()
    assert options is not None
    assert options.code == ""


def test_a_code_needs_four_to_eight_digits(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host_dialog.code_edit.setText("")
    QTest.keyClicks(host_dialog.code_edit, "12ab3")
    assert host_dialog.code_edit.text() == "123"
    assert host_dialog.options() is None
    assert not host_dialog.start_button.isEnabled()
    QTest.keyClicks(host_dialog.code_edit, "4")
    assert host_dialog.start_button.isEnabled()
    QTest.keyClicks(host_dialog.code_edit, "567890")
    assert host_dialog.code_edit.text() == "12345678"
    assert host_dialog.start_button.isEnabled()
    assert host_dialog.code_edit.toolTip() == "4 to 8 digits."
    old = host_dialog.code_edit.text()
    host_dialog.new_code_button.click()
    new = host_dialog.code_edit.text()
    assert len(new) == 8
    assert new.isdigit()
    assert new != old


def test_an_impossible_table_cannot_be_hosted(host_dialog: HostDialog) -> None:
    table = host_dialog.table
    table.columns_spin.setValue(4)
    table.rows_spin.setValue(4)
    table.connect_spin.setValue(5)
    assert host_dialog.options() is None
    assert not host_dialog.start_button.isEnabled()
    table.connect_spin.setValue(4)
    assert host_dialog.start_button.isEnabled()


def test_a_port_in_use_is_avoided(qtbot: QtBot, free_port: int) -> None:
    server = QTcpServer()
    assert server.listen(LOCALHOST, free_port)
    dialog = HostDialog(port=free_port, probe_address=LOCALHOST)
    qtbot.addWidget(dialog)
    assert dialog.port_spin.value() == free_port + 1
    assert f"Port {free_port} is in use" in dialog.port_note.text()
    assert f"{free_port + 1} is suggested" in dialog.port_note.text()
    # Choosing the taken port again: said, and a free one offered.
    dialog.port_spin.setValue(free_port)
    assert dialog.port_note.text() == f"Port {free_port} is in use by another program."
    assert not dialog.port_button.isHidden()
    assert dialog.port_button.text() == f"Use {free_port + 1}"
    dialog.port_button.click()
    assert dialog.port_spin.value() == free_port + 1
    assert dialog.port_note.text() == "Free."
    assert dialog.port_button.isHidden()
    server.close()


def test_cancel_on_page_one_just_closes(qtbot: QtBot, host_dialog: HostDialog) -> None:
    with (
        qtbot.assertNotEmitted(host_dialog.cancelled),
        qtbot.waitSignal(host_dialog.rejected),
    ):
        host_dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()


# -- hosting: waiting -------------------------------------------------------------------------


def start_waiting(
    qtbot: QtBot,
    dialog: HostDialog,
    host: FakeHost | None = None,
    addresses: list[str] | None = None,
    **kwargs: Any,
) -> FakeHost:
    with qtbot.waitSignal(dialog.host_requested):
        dialog.start_hosting()
    host = host or FakeHost(port=dialog.port_spin.value(), code=dialog.code_edit.text())
    dialog.show_waiting(
        as_host(host), ["192.168.1.20", "fd00::7"] if addresses is None else addresses, **kwargs
    )
    return host


def test_waiting_shows_the_code_and_the_links(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host = start_waiting(qtbot, host_dialog, FakeHost(port=7460, code="4821"), announce=False)
    assert host_dialog.waiting
    assert host_dialog.waiting_page.isVisible()
    assert not host_dialog.setup_page.isVisible()
    assert host_dialog.waiting_label.text() == "Waiting for a player…"
    assert host_dialog.code_label.text() == "4821"
    assert host_dialog.links() == [
        "popout://192.168.1.20:7460/4821",
        "popout://[fd00::7]:7460/4821",
    ]
    assert "7×6 Pop Out" in host_dialog.summary_label.text()
    assert "Yellow" in host_dialog.summary_label.text()
    assert host_dialog.announcer is None
    # The port reported once listening replaces the one asked for.
    host.port = 7999
    host.listening.emit(7999)
    assert host_dialog.links()[0] == "popout://192.168.1.20:7999/4821"


def test_a_new_code_after_wrong_ones_is_shown_while_waiting(
    qtbot: QtBot, host_dialog: HostDialog
) -> None:
    host = start_waiting(qtbot, host_dialog, FakeHost(port=7460, code="4821"), announce=False)
    assert not host_dialog.code_note.isVisible()
    host.join_code = "31415926"
    host.code_changed.emit("31415926")
    assert host_dialog.code_label.text() == "31415926"
    assert host_dialog.links()[0] == "popout://192.168.1.20:7460/31415926"
    assert host_dialog.code_note.isVisible()
    assert "wrong join codes" in host_dialog.code_note.text_label.text()
    assert "31415926" in host_dialog.code_note.detail_label.text()


def test_copy_puts_a_link_on_the_clipboard(qtbot: QtBot, host_dialog: HostDialog) -> None:
    start_waiting(qtbot, host_dialog, FakeHost(port=7460, code="4821"), announce=False)
    edit, button = host_dialog._link_rows[1]
    assert edit.isReadOnly()
    button.click()
    assert QGuiApplication.clipboard().text() == "popout://[fd00::7]:7460/4821"
    assert "Copied" in host_dialog.copied_label.text()


def test_waiting_without_a_code(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host_dialog.code_check.setChecked(False)
    start_waiting(qtbot, host_dialog, FakeHost(port=7460, code=""), ["10.1.2.3"], announce=False)
    assert host_dialog.code_label.text() == "No join code needed."
    assert host_dialog.links() == ["popout://10.1.2.3:7460"]


def test_waiting_on_no_network_offers_this_computer(
    qtbot: QtBot, host_dialog: HostDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(host_dialog_module, "local_addresses", list)
    start_waiting(qtbot, host_dialog, FakeHost(port=7460, code="1111"), [], announce=False)
    assert host_dialog.links() == ["popout://127.0.0.1:7460/1111"]
    assert host_dialog.no_network_label.isVisible()


def test_the_local_addresses_are_ipv4_and_not_loopback() -> None:
    for address in network.local_addresses():
        host = QHostAddress(address)
        assert host.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        assert not host.isLoopback()


def test_waiting_announces_the_game_until_a_guest_joins(
    qtbot: QtBot, host_dialog: HostDialog
) -> None:
    browser = GameBrowser()
    assert browser.start(), browser.error
    with qtbot.waitSignal(browser.games_changed):
        host = start_waiting(qtbot, host_dialog)
    announcer = host_dialog.announcer
    assert announcer is not None
    assert announcer.active
    assert announcer.target == ("127.255.255.255", discovery_port())
    (game,) = browser.games()
    assert (game.name, game.game, game.code_required) == ("Ann", "g-ann", True)
    with qtbot.waitSignal(host_dialog.accepted):
        host.guest_joined.emit("Bob")
    assert host_dialog.result() == QDialog.DialogCode.Accepted
    assert now(lambda: host_dialog.announcer) is None
    assert not now(lambda: announcer.active)
    browser.stop()


def test_a_failing_host_goes_back_to_page_one(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host = start_waiting(qtbot, host_dialog)
    assert host_dialog.announcer is not None
    host.failed.emit("Cannot listen on port 7457: address in use")
    assert not host_dialog.waiting
    assert host_dialog.setup_page.isVisible()
    assert now(lambda: host_dialog.announcer) is None
    assert host_dialog.message.text() == "The game could not be hosted."
    assert "address in use" in host_dialog.message.detail_label.text()
    assert host_dialog.start_button.isEnabled()
    # The old host no longer drives the dialog.
    with qtbot.assertNotEmitted(host_dialog.accepted):
        host.guest_joined.emit("Bob")
    # Trying again works, and clears the message.
    with qtbot.waitSignal(host_dialog.host_requested):
        host_dialog.start_button.click()
    assert not host_dialog.message.isVisible()


def test_show_error_before_waiting(qtbot: QtBot, host_dialog: HostDialog) -> None:
    with qtbot.waitSignal(host_dialog.host_requested):
        host_dialog.start_hosting()
    host_dialog.show_error("Cannot listen on port 7457")
    assert host_dialog.message.isVisible()
    assert host_dialog.start_button.isEnabled()


def test_stop_hosting_cancels(qtbot: QtBot, host_dialog: HostDialog) -> None:
    host = start_waiting(qtbot, host_dialog)
    with qtbot.waitSignals([host_dialog.cancelled, host_dialog.rejected], order="strict"):
        host_dialog.stop_button.click()
    assert host_dialog.announcer is None
    assert not host_dialog.isVisible()
    with qtbot.assertNotEmitted(host_dialog.accepted):
        host.guest_joined.emit("late")


def test_escape_while_waiting_cancels(qtbot: QtBot, host_dialog: HostDialog) -> None:
    start_waiting(qtbot, host_dialog, announce=False)
    with qtbot.waitSignal(host_dialog.cancelled):
        QTest.keyClick(host_dialog, Qt.Key.Key_Escape)


def test_enter_while_waiting_does_not_close(qtbot: QtBot, host_dialog: HostDialog) -> None:
    start_waiting(qtbot, host_dialog, announce=False)
    with qtbot.assertNotEmitted(host_dialog.accepted):
        host_dialog.accept()
    assert host_dialog.waiting


# -- joining ------------------------------------------------------------------------------------


@pytest.fixture
def join_dialog(qtbot: QtBot) -> JoinDialog:
    dialog = JoinDialog()
    show(qtbot, dialog)
    return dialog


@pytest.fixture
def sender() -> Iterator[QUdpSocket]:
    socket = QUdpSocket()
    yield socket
    socket.close()


def announce(socket: QUdpSocket, **changes: Any) -> None:
    message = FakeHost().announcement()
    message.update(changes)
    data = json.dumps(message).encode()
    assert socket.writeDatagram(data, LOCALHOST, discovery_port()) == len(data)


def test_join_defaults(join_dialog: JoinDialog) -> None:
    assert join_dialog.windowTitle() == "Join a Network Game"
    assert join_dialog.options() is None
    assert not join_dialog.join_button.isEnabled()
    assert join_dialog.browser.available
    item = not_none(join_dialog.games_view.topLevelItem(0))
    assert item.text(0) == "Looking for games on this network…"
    assert item.flags() == Qt.ItemFlag.NoItemFlags


def test_the_browser_listens_only_while_shown(qtbot: QtBot) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    assert not dialog.browser.available
    dialog.show()
    qtbot.waitExposed(dialog)
    assert now(lambda: dialog.browser.available)
    dialog.reject()
    assert not dialog.browser.available


@pytest.mark.parametrize(
    ("link", "host", "port", "code"),
    [
        ("popout://192.168.1.20:7460/4821", "192.168.1.20", 7460, "4821"),
        ("  popout://[fe80::1]:7457/123456 ", "fe80::1", 7457, "123456"),
        ("10.0.0.5", "10.0.0.5", 7457, ""),
        ("host.lan:7000", "host.lan", 7000, ""),
    ],
)
def test_a_link_fills_the_form(
    qtbot: QtBot, settings: Settings, link: str, host: str, port: int, code: str
) -> None:
    settings.set_value("players/1/name", "Bob")
    dialog = JoinDialog(settings, link=link)
    qtbot.addWidget(dialog)
    assert dialog.options() == JoinOptions(host, port, code, "Bob", False)
    assert dialog.join_button.isEnabled()
    assert dialog.address_problem.isHidden()


def test_pasting_a_link_fills_the_code(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    join_dialog.address_edit.setText("popout://10.0.0.9:7457/9876")
    assert join_dialog.code_edit.text() == "9876"
    join_dialog.address_edit.setText("10.0.0.9")  # an address alone keeps the code
    assert join_dialog.code_edit.text() == "9876"


@pytest.mark.parametrize("text", ["http://x", "popout://", "a b", "host:99999", "popout://h/12ab"])
def test_a_wrong_address_is_said(qtbot: QtBot, join_dialog: JoinDialog, text: str) -> None:
    join_dialog.address_edit.setText(text)
    assert join_dialog.options() is None
    assert not join_dialog.address_problem.isHidden()
    assert join_dialog.address_problem.text() == "Not an address or a popout:// link."
    assert not join_dialog.join_button.isEnabled()
    with qtbot.assertNotEmitted(join_dialog.join_requested):
        join_dialog.request_join()


def test_joining_with_nothing_typed_says_what_to_do(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    with qtbot.assertNotEmitted(join_dialog.join_requested):
        join_dialog.accept()
    assert "type the host's address" in join_dialog.message.text()


def test_discovered_games_are_listed_and_chosen(
    qtbot: QtBot, join_dialog: JoinDialog, sender: QUdpSocket
) -> None:
    with qtbot.waitSignal(join_dialog.browser.games_changed):
        announce(sender)
    with qtbot.waitSignal(join_dialog.browser.games_changed):
        announce(
            sender,
            game="g-bob",
            name="Bob's laptop",
            port=7460,
            code_required=False,
            seat_free=False,
            rules=rules_to_json(Rules.preset("five_in_a_row")),
            players=[{"name": "Bob", "kind": "human"}, {"name": "Carol", "kind": "remote"}],
        )
    view = join_dialog.games_view
    assert view.topLevelItemCount() == 2
    rows = [[not_none(view.topLevelItem(r)).text(c) for c in range(4)] for r in range(2)]
    assert rows == [
        ["Ann", "7×6 Pop Out", "Ann vs open seat", "seat free, code required"],
        ["Bob's laptop", "7×6 5-in-a-Row", "Bob vs Carol", "watch only"],
    ]
    view.setCurrentItem(not_none(view.topLevelItem(1)))
    assert join_dialog.address_edit.text() == "127.0.0.1:7460"
    assert join_dialog.watch_check.isChecked()
    assert join_dialog.code_edit.placeholderText() == "not needed"
    view.setCurrentItem(not_none(view.topLevelItem(0)))
    assert join_dialog.address_edit.text() == "127.0.0.1:7457"
    assert not join_dialog.watch_check.isChecked()
    join_dialog.name_edit.setText("Dan")
    join_dialog.code_edit.setText("4821")
    assert join_dialog.options() == JoinOptions("127.0.0.1", 7457, "4821", "Dan", False)
    # A new announcement keeps the choice.
    with qtbot.waitSignal(join_dialog.browser.games_changed):
        announce(sender, name="Ann B")
    assert not_none(view.currentItem()).text(0) == "Ann B"
    assert not_none(view.currentItem()).isSelected()
    # Activating a game joins it.
    with qtbot.waitSignal(join_dialog.join_requested):
        view.itemActivated.emit(view.currentItem(), 0)


def test_a_game_of_another_version_is_marked(
    qtbot: QtBot, join_dialog: JoinDialog, sender: QUdpSocket
) -> None:
    with qtbot.waitSignal(join_dialog.browser.games_changed):
        announce(sender, protocol=PROTOCOL_VERSION + 1, app="popout-desktop 9.0")
    assert (
        not_none(join_dialog.games_view.topLevelItem(0)).text(3)
        == "other version (popout-desktop 9.0)"
    )


def test_discovery_blocked_still_allows_typing(qtbot: QtBot) -> None:
    blocker = QUdpSocket()
    assert blocker.bind(
        QHostAddress(QHostAddress.SpecialAddress.AnyIPv4),
        discovery_port(),
        QAbstractSocket.BindFlag.DontShareAddress,
    )
    dialog = JoinDialog(link="10.0.0.5")
    show(qtbot, dialog)
    assert not dialog.browser.available
    assert "cannot be listed here" in not_none(dialog.games_view.topLevelItem(0)).text(0)
    assert dialog.join_button.isEnabled()
    blocker.close()


def request(qtbot: QtBot, dialog: JoinDialog, link: str = "10.0.0.5:7457") -> FakeGuest:
    dialog.set_link(link)
    with qtbot.waitSignal(dialog.join_requested):
        dialog.join_button.click()
    guest = FakeGuest()
    dialog.show_joining(as_guest(guest))
    return guest


def test_joining_until_welcomed(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    join_dialog.name_edit.setText("Bob")
    join_dialog.code_edit.setText("4821")
    join_dialog.watch_check.setChecked(True)
    join_dialog.set_link("10.0.0.5:7460")
    with qtbot.waitSignal(join_dialog.join_requested) as requested:
        join_dialog.join_button.click()
    assert requested.args[0] == JoinOptions("10.0.0.5", 7460, "4821", "Bob", True)
    assert join_dialog.joining
    assert join_dialog.message.text() == "Connecting to 10.0.0.5:7460…"
    assert not join_dialog.join_button.isEnabled()
    assert not join_dialog.address_edit.isEnabled()
    with qtbot.assertNotEmitted(join_dialog.join_requested):
        join_dialog.request_join()
    guest = FakeGuest()
    join_dialog.show_joining(as_guest(guest))
    with qtbot.waitSignal(join_dialog.accepted):
        guest.joined.emit(0)
    assert join_dialog.result() == QDialog.DialogCode.Accepted
    assert guest.cancelled == 0
    assert not join_dialog.browser.available


REFUSALS = [
    ("version", "another version of Pop Out"),
    ("wrong_code", "The join code is wrong."),
    ("full", "Someone is already playing at this table. Watch instead?"),
    ("bad_token", "no longer knows the game"),
    ("closing", "The host is closing the game."),
    ("bad_field", "The host did not let you in."),
]


@pytest.mark.parametrize(("reason", "words"), REFUSALS)
def test_a_refusal_is_explained(
    qtbot: QtBot, join_dialog: JoinDialog, reason: str, words: str
) -> None:
    guest = request(qtbot, join_dialog)
    guest.refused.emit(reason, "the host's own words")
    assert not join_dialog.joining
    assert join_dialog.message.kind == "error"
    assert words in join_dialog.message.text()
    assert join_dialog.join_button.isEnabled()
    assert join_dialog.address_edit.isEnabled()
    assert join_dialog.isVisible()
    # The guest no longer drives the dialog.
    with qtbot.assertNotEmitted(join_dialog.accepted):
        guest.joined.emit(2)


def test_a_version_refusal_names_the_versions(
    qtbot: QtBot, join_dialog: JoinDialog, sender: QUdpSocket
) -> None:
    with qtbot.waitSignal(join_dialog.browser.games_changed):
        announce(sender, app="popout-desktop 0.9.0")
    join_dialog.games_view.setCurrentItem(not_none(join_dialog.games_view.topLevelItem(0)))
    with qtbot.waitSignal(join_dialog.join_requested):
        join_dialog.request_join()
    guest = FakeGuest()
    join_dialog.show_joining(as_guest(guest))
    guest.refused.emit("version", "protocol 2")
    assert "The host has popout-desktop 0.9.0; you have popout-desktop" in (
        join_dialog.message.detail_label.text()
    )


def test_a_wrong_code_selects_the_code(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    join_dialog.code_edit.setText("1111")
    guest = request(qtbot, join_dialog)
    guest.refused.emit("wrong_code", "The join code is wrong.")
    assert join_dialog.code_edit.hasFocus()
    assert join_dialog.code_edit.selectedText() == "1111"


def test_a_full_table_offers_to_watch(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    guest = request(qtbot, join_dialog)
    guest.refused.emit("full", "The seat is taken.")
    action = join_dialog.message.action
    assert not action.isHidden()
    assert action.text() == "Watc&h instead"
    with qtbot.waitSignal(join_dialog.join_requested) as requested:
        action.click()
    assert requested.args[0].spectator
    assert join_dialog.watch_check.isChecked()


FAILURES = [
    ("refused", "Nobody is hosting at 10.0.0.5:7457."),
    ("no_answer", "No answer from 10.0.0.5:7457."),
    ("lost", "The connection to 10.0.0.5:7457 was lost."),
    ("error", "Could not join the game at 10.0.0.5:7457."),
]


@pytest.mark.parametrize(("kind", "words"), FAILURES)
def test_a_failure_is_explained(
    qtbot: QtBot, join_dialog: JoinDialog, kind: str, words: str
) -> None:
    guest = request(qtbot, join_dialog)
    guest.failed.emit(kind, "details from the guest")
    assert words in join_dialog.message.text()
    assert join_dialog.join_button.isEnabled()
    shows_detail = kind in ("lost", "error")
    assert join_dialog.message.detail_label.isVisibleTo(join_dialog) == shows_detail
    # And the user can try again.
    with qtbot.waitSignal(join_dialog.join_requested):
        join_dialog.join_button.click()


def test_stop_cancels_the_attempt(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    guest = request(qtbot, join_dialog)
    join_dialog.message.action.click()
    assert guest.cancelled == 1
    assert not join_dialog.joining
    assert not join_dialog.message.isVisible()
    assert join_dialog.join_button.isEnabled()
    assert join_dialog.isVisible()


def test_closing_while_joining_cancels(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    guest = request(qtbot, join_dialog)
    with qtbot.waitSignal(join_dialog.rejected):
        join_dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert guest.cancelled == 1
    assert not join_dialog.browser.available


def test_show_error_from_the_owner(qtbot: QtBot, join_dialog: JoinDialog) -> None:
    join_dialog.set_link("10.0.0.5")
    with qtbot.waitSignal(join_dialog.join_requested):
        join_dialog.request_join()
    join_dialog.show_error("Saving the current game failed.")
    assert join_dialog.message.text() == "Saving the current game failed."
    assert join_dialog.join_button.isEnabled()


def test_a_hosted_game_appears_in_a_join_dialog(qtbot: QtBot, host_dialog: HostDialog) -> None:
    join_dialog = JoinDialog()
    show(qtbot, join_dialog)
    with qtbot.waitSignal(join_dialog.browser.games_changed):
        start_waiting(qtbot, host_dialog, FakeHost(port=7461, code="2468"))
    item = not_none(join_dialog.games_view.topLevelItem(0))
    assert item.text(0) == "Ann"
    join_dialog.games_view.setCurrentItem(item)
    join_dialog.code_edit.setText("2468")
    join_dialog.name_edit.setText("Bob")
    with qtbot.waitSignal(join_dialog.join_requested) as requested:
        join_dialog.join_button.click()
    assert requested.args[0] == JoinOptions("127.0.0.1", 7461, "2468", "Bob", False)
