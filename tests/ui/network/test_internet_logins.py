"""Issue 32 point 8: internet games through brokers that ask more than an address, tried as
players meet them: two main windows, the real Host dialog and Join dialog, and a real Mosquitto
on 127.0.0.1 (tests/net/mqtt_broker.py) that lets in only users with a password, or speaks TLS
with a certificate from an authority of its own. Each window takes the broker, its login and the
authority's file from its own preferences; whatever stops them is said in the dialog, in words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from popout_desktop.net.host import GameHost
from popout_desktop.net.internet_link import new_link
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.settings.store import Settings
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.network.host_dialog import HostDialog
from popout_desktop.ui.network.internet_flow import login_for
from popout_desktop.ui.network.join_dialog import JoinDialog
from popout_desktop.ui.window.main_window import MainWindow
from tests.net.mqtt_broker import MqttBroker, running_broker
from tests.ui.network.test_internet_windows import join_through_the_dialog, red_wins_a_column

#: A guard against a hang only: every wait ends on a signal or a condition long before.
GUARD_MS = 30_000
#: Ann hosts, Bob joins: each has an account on the friends' broker.
USERS = {"ann": "ann's long pass phrase", "bob": "bob, ü & ; spaces"}


def player_window(
    qtbot: QtBot,
    tmp_path: Path,
    name: str,
    broker: MqttBroker,
    *,
    tls: bool = False,
    ca_file: str = "",
    user: str = "",
    password: str = "",
) -> MainWindow:
    """A main window whose preferences name ``broker`` with this login and authority file."""
    settings = Settings(tmp_path / f"{name}.ini")
    for key, value in (
        ("broker/host", broker.host),
        ("broker/port", broker.port),
        ("broker/tls", tls),
        ("broker/ca_file", ca_file),
        ("broker/username", user),
        ("broker/password", password),
    ):
        settings.set_value(key, value)
    win = MainWindow(settings=settings, autosave=tmp_path / f"{name}.popout")
    qtbot.addWidget(win)
    win.set_speed("fast")
    win.show()
    return win


def start_hosting(qtbot: QtBot, win: MainWindow) -> HostDialog:
    """The window's own Host dialog, over the internet, join code 1234, Start hosting."""
    dialog: HostDialog = win.net.host_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.internet_button.setChecked(True)
    dialog.code_check.setChecked(True)
    dialog.code_edit.setText("1234")
    dialog.start_button.click()
    return dialog


def host_failure(qtbot: QtBot, dialog: HostDialog) -> tuple[str, str]:
    """The Host dialog's error once the room could not be opened: (message, detail)."""
    qtbot.waitUntil(lambda: dialog.message.kind == "error", timeout=GUARD_MS)
    assert not dialog.waiting and dialog.start_button.isEnabled()  # the player may try again
    return dialog.message.text(), dialog.message.detail_label.text()


def join_failure(qtbot: QtBot, dialog: JoinDialog) -> tuple[str, str]:
    """The Join dialog's error once joining failed: (message, detail)."""
    qtbot.waitUntil(lambda: dialog.message.kind == "error", timeout=GUARD_MS)
    assert not dialog.joining and dialog.join_button.isEnabled()
    return dialog.message.text(), dialog.message.detail_label.text()


def play_a_game(qtbot: QtBot, host_win: MainWindow, guest_win: MainWindow) -> None:
    """The host's dialog waits with the link; the guest joins it through the Join dialog; red
    (the host) wins with a column of four, every move seen by both windows."""
    dialog = start_hosting(qtbot, host_win)
    qtbot.waitUntil(lambda: dialog.waiting, timeout=GUARD_MS)
    host = host_win.net.peer
    assert isinstance(host, GameHost) and host.room is not None
    with qtbot.waitSignal(host.guest_joined, timeout=GUARD_MS):
        join_through_the_dialog(qtbot, guest_win, host.room.link)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=GUARD_MS)
    red_wins_a_column(qtbot, host_win, guest_win, timeout=GUARD_MS)


def logins(broker: MqttBroker) -> list[str]:
    """The user names the broker let in, from its log ("… as ID (p5, c0, k60, u'ann')).")."""
    return [re.findall(r" u'([^']*)'\)", line)[-1] for line in broker.log if " u'" in line]


# -- a broker for friends only: user names and passwords --------------------------------------


def test_a_whole_game_through_a_broker_with_user_names_and_passwords(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with running_broker(tmp_path / "friends", anonymous=False, users=USERS) as broker:
        ann = player_window(qtbot, tmp_path, "ann", broker, user="ann", password=USERS["ann"])
        bob = player_window(qtbot, tmp_path, "bob", broker, user="bob", password=USERS["bob"])
        play_a_game(qtbot, ann, bob)
        # Each side logged in with the user name of its own preferences.
        assert {"ann", "bob"} <= set(logins(broker))
        bob.close()
        ann.close()


def test_a_wrong_password_is_said_in_the_host_dialog_and_the_join_dialog(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with running_broker(tmp_path / "friends", anonymous=False, users=USERS) as broker:
        where = f"127.0.0.1:{broker.port}"
        refused = (
            f"The broker {where} refused the login: check the user name and password in the "
            "preferences (the broker may also not let this user in)."
        )
        ann = player_window(qtbot, tmp_path, "ann", broker, user="ann", password="a guess")
        dialog = start_hosting(qtbot, ann)
        text, detail = host_failure(qtbot, dialog)
        assert where in text and "could not be opened" in text
        assert detail == refused
        assert "guess" not in text + detail
        assert dialog.message.action.text().replace("&", "") == "Change broker…"
        # Change broker… shows the login; the right password opens the room.
        dialog.message.action.click()
        change = dialog.broker_dialog
        assert change is not None and change.box.username_edit.text() == "ann"
        change.box.password_edit.setText(USERS["ann"])
        change.accept()
        dialog.start_button.click()
        qtbot.waitUntil(lambda: dialog.waiting, timeout=GUARD_MS)
        assert ann.settings is not None and ann.settings.value("broker/password") == USERS["ann"]
        host = ann.net.peer
        assert isinstance(host, GameHost) and host.room is not None
        link = host.room.link
        # Bob's wrong password, then no login at all: the Join dialog says so.
        bob = player_window(qtbot, tmp_path, "bob", broker, user="bob", password="wrong")
        join = join_through_the_dialog(qtbot, bob, link)
        text, detail = join_failure(qtbot, join)
        assert text == f"Could not join the game through the broker {where}."
        assert detail == refused
        nobody = player_window(qtbot, tmp_path, "nobody", broker)
        join = join_through_the_dialog(qtbot, nobody, new_link(broker.host, broker.port, tls=False))
        assert join_failure(qtbot, join)[1] == refused
        assert ann.net.status.state == "hosting"  # the host waits on, undisturbed
        for win in (nobody, bob, ann):
            win.close()


# -- TLS with a certificate authority of the friends' own --------------------------------------


def test_a_whole_game_over_tls_with_a_private_certificate_authority(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Both players chose the authority's file in their preferences (and a login too: TLS
    carries it encrypted)."""
    with running_broker(tmp_path / "tls", anonymous=False, users=USERS, tls=True) as broker:
        ann = player_window(
            qtbot,
            tmp_path,
            "ann",
            broker,
            tls=True,
            ca_file=broker.ca_file,
            user="ann",
            password=USERS["ann"],
        )
        bob = player_window(
            qtbot,
            tmp_path,
            "bob",
            broker,
            tls=True,
            ca_file=broker.ca_file,
            user="bob",
            password=USERS["bob"],
        )
        play_a_game(qtbot, ann, bob)
        host = ann.net.peer
        assert isinstance(host, GameHost) and host.room is not None and host.room.link.tls
        assert {"ann", "bob"} <= set(logins(broker))
        bob.close()
        ann.close()


def set_broker_in_preferences(
    qtbot: QtBot, win: MainWindow, broker: MqttBroker, monkeypatch: pytest.MonkeyPatch
) -> list[str]:
    """As a player does it: Settings → Preferences… (the window's own modal dialog), the
    Internet play page, the broker's address with TLS, Choose file… for the authority's file,
    Test connection, then OK. Returns what the Test said."""
    said: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *_args: (broker.ca_file, "Certificates")
    )

    def in_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        dialog.pages.setCurrentWidget(dialog.broker_box)
        box = dialog.broker_box
        box.host_edit.setText(broker.host)
        box.tls_check.setChecked(True)
        box.port_spin.setValue(broker.port)
        box.ca_button.click()
        with qtbot.waitSignal(box.test.finished, timeout=GUARD_MS):
            box.test_button.click()
        said.append(box.test_result.text())
        dialog.ok_button.click()

    QTimer.singleShot(0, in_the_dialog)
    win.preferences_action.trigger()  # returns once OK closed the dialog
    return said


def test_both_players_choose_the_authority_file_in_preferences_and_play(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with running_broker(tmp_path / "tls", tls=True) as broker:
        windows = []
        for name in ("ann", "bob"):
            win = MainWindow(
                settings=Settings(tmp_path / f"{name}.ini"), autosave=tmp_path / f"{name}.popout"
            )
            qtbot.addWidget(win)
            win.set_speed("fast")
            win.show()
            said = set_broker_in_preferences(qtbot, win, broker, monkeypatch)
            assert len(said) == 1
            assert said[0].startswith(f"Connected to broker 127.0.0.1:{broker.port} in ")
            assert win.settings is not None
            assert win.settings.value("broker/ca_file") == broker.ca_file
            windows.append(win)
        ann, bob = windows
        play_a_game(qtbot, ann, bob)
        for win in (bob, ann):
            win.close()


UNTRUSTED_HINT = (
    "If the broker has a certificate authority of its own, choose that authority's file in "
    "the preferences (Internet play)."
)


def test_without_the_authority_file_both_dialogs_say_the_certificate_is_not_trusted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with running_broker(tmp_path / "tls", tls=True) as broker:
        where = f"127.0.0.1:{broker.port}"
        ann = player_window(qtbot, tmp_path, "ann", broker, tls=True)
        text, detail = host_failure(qtbot, start_hosting(qtbot, ann))
        assert where in text
        assert detail.startswith(f"The broker {where} has a certificate this computer does not")
        assert detail.endswith(UNTRUSTED_HINT)
        bob = player_window(qtbot, tmp_path, "bob", broker, tls=True)
        join = join_through_the_dialog(qtbot, bob, new_link(broker.host, broker.port, tls=True))
        text, detail = join_failure(qtbot, join)
        assert text == f"Could not join the game through the broker {where}."
        assert detail.startswith(f"The broker {where} has a certificate this computer does not")
        assert detail.endswith(UNTRUSTED_HINT)
        ann.close()
        bob.close()


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (None, "there is no such file"),
        (b"", "it is empty"),
        (b"\x00\xff garbage \x80" * 100, "it holds no certificate (PEM or DER)"),
        (b"-----BEGIN CERTIFICATE-----\n!!\n-----END CERTIFICATE-----\n", "it holds no "),
    ],
)
def test_an_authority_file_that_cannot_be_used_is_said_in_both_dialogs(
    qtbot: QtBot, tmp_path: Path, content: bytes | None, reason: str
) -> None:
    ca_file = tmp_path / "chosen-ca.pem"
    if content is not None:
        ca_file.write_bytes(content)
    with running_broker(tmp_path / "tls", tls=True) as broker:
        said = f"The certificate authority file {ca_file} cannot be used: {reason}"
        ann = player_window(qtbot, tmp_path, "ann", broker, tls=True, ca_file=str(ca_file))
        text, detail = host_failure(qtbot, start_hosting(qtbot, ann))
        assert "could not be opened" in text and detail.startswith(said)
        bob = player_window(qtbot, tmp_path, "bob", broker, tls=True, ca_file=str(ca_file))
        join = join_through_the_dialog(qtbot, bob, new_link(broker.host, broker.port, tls=True))
        assert join_failure(qtbot, join)[1].startswith(said)
        ann.close()
        bob.close()


def test_the_authority_file_goes_only_with_the_preferences_broker() -> None:
    """A link naming another broker is checked against the system's authorities, not the file
    chosen for the friends' broker (which would trust nothing else)."""
    mine = Broker("friends.example.org", 8883, tls=True, ca_file="/home/ann/ca.pem")
    assert login_for(new_link("friends.example.org", 8883, tls=True), mine).ca_file == (
        "/home/ann/ca.pem"
    )
    assert login_for(new_link("FRIENDS.example.org", 8883, tls=True), mine) == mine
    assert login_for(new_link("broker.emqx.io", 8883, tls=True), mine).ca_file == ""
    assert login_for(new_link("friends.example.org", 8884, tls=True), mine).ca_file == ""
