"""The broker of internet games in Preferences: stored through the schema (defaults, round trip,
any password), the page's fields, and the Test button against a real Mosquitto on 127.0.0.1
(success, nobody there, a wrong password, a TLS broker with a certificate authority of its own
and that authority's file chosen on the page or not), nothing sent before it is pressed. Issue
32 point 8 asks that the button be tried as a player meets it: the tests marked so press it in
the real Preferences dialog, on its Internet play page."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.settings.schema import DEFAULT_BROKER_HOST, DEFAULT_BROKER_PORT
from popout_desktop.settings.store import SCHEMA, Settings
from popout_desktop.ui.board import sounds
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.network import broker_settings
from popout_desktop.ui.network.broker_settings import (
    BROKER_KEYS,
    BrokerSettingsBox,
    broker_host_problem,
    stored_broker,
)
from tests.narrowing import now
from tests.net.mqtt_broker import free_tcp_port, running_broker
from tests.ui.test_no_cut_text import SCREEN, cut_texts, settle

#: How long a test connection to the broker on loopback may take (a loaded machine).
TEST_MS = 30_000


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


@pytest.fixture(autouse=True)
def sound_can_play(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sounds, "sound_available", lambda: True)


def open_preferences(qtbot: QtBot, settings: Settings) -> PreferencesDialog:
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def fill(box: BrokerSettingsBox, host: str, port: int, tls: bool, user: str, password: str) -> None:
    box.host_edit.setText(host)
    box.tls_check.setChecked(tls)
    box.port_spin.setValue(port)
    box.username_edit.setText(user)
    box.password_edit.setText(password)


# -- stored ------------------------------------------------------------------------------------


def test_the_defaults_are_the_documented_public_broker_over_tls(settings: Settings) -> None:
    assert [SCHEMA[key].default for key in BROKER_KEYS] == [
        DEFAULT_BROKER_HOST,
        8883,
        True,
        "",
        "",
        "",
    ]
    assert DEFAULT_BROKER_HOST == "broker.emqx.io"
    assert DEFAULT_BROKER_PORT == 8883
    assert stored_broker(settings) == Broker("broker.emqx.io", 8883, tls=True)
    assert stored_broker(None) == stored_broker(settings)
    assert broker_host_problem(DEFAULT_BROKER_HOST) == ""


def test_the_broker_page_stores_and_reads_back(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    dialog = open_preferences(qtbot, settings)
    box = dialog.broker_box
    fill(box, " friends.example.org ", 18883, False, "ann", "pa ss,wörd")
    box.ca_edit.setText(" /home/ann/friends ca.pem ")
    assert dialog.apply_button.isEnabled()
    with qtbot.waitSignal(dialog.applied) as applied:
        dialog.apply_button.click()
    assert sorted(applied.args[0]) == sorted(BROKER_KEYS)
    again = Settings(tmp_path / "popout.ini")
    assert stored_broker(again) == Broker(
        "friends.example.org",
        18883,
        tls=False,
        username="ann",
        password="pa ss,wörd",
        ca_file="/home/ann/friends ca.pem",
    )
    assert not again.notes()
    # A new dialog starts from what was stored; Defaults shows the defaults, stored by OK.
    second = open_preferences(qtbot, again)
    assert second.broker_box.values()["broker/host"] == "friends.example.org"
    assert second.broker_box.values()["broker/password"] == "pa ss,wörd"
    second.defaults_button.click()
    assert second.broker_box.values() == {key: SCHEMA[key].default for key in BROKER_KEYS}
    assert stored_broker(again).host == "friends.example.org"
    second.accept()
    assert stored_broker(Settings(tmp_path / "popout.ini")) == stored_broker(None)


def test_cancel_stores_no_broker(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_preferences(qtbot, settings)
    fill(dialog.broker_box, "other.example", 1883, False, "bob", "x")
    dialog.reject()
    assert stored_broker(settings) == stored_broker(None)


@hypothesis_settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    password=st.text(max_size=60).filter(lambda text: "\x00" not in text),
    user=st.text(max_size=30).filter(SCHEMA["broker/username"].valid),
)
def test_any_user_name_and_password_come_back_as_typed(
    qtbot: QtBot, tmp_path_factory: pytest.TempPathFactory, password: str, user: str
) -> None:
    path = tmp_path_factory.mktemp("any") / "popout.ini"
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    box.username_edit.setText(user)
    box.password_edit.setText(password)
    values = box.values()
    store = Settings(path)
    for key, value in values.items():
        store.set_value(key, value)
    again = Settings(path)
    assert not again.notes()
    assert {key: again.value(key) for key in BROKER_KEYS} == values
    assert again.value("broker/password") == box.password_edit.text()


@pytest.mark.parametrize(
    ("edit", "text"),
    [
        ("username_edit", "ann\x1b[31m"),
        ("username_edit", "ann\nbob"),
        ("username_edit", "\u202eann"),
        ("password_edit", "pass\x00word"),
    ],
)
def test_the_login_fields_refuse_what_the_settings_refuse(
    qtbot: QtBot, edit: str, text: str
) -> None:
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    field = getattr(box, edit)
    field.insert("ok")
    field.insert(text)  # typed or pasted: the field's validator refuses it whole
    assert field.text() == "ok"
    field.insert("\x1b[2J" if edit == "password_edit" else "")
    assert field.text() == ("ok\x1b[2J" if edit == "password_edit" else "ok")  # never shown


@pytest.mark.parametrize(
    "host", ["mqtt://x:1883/", "broker.example:1883", "a" * 200 + "." + "b" * 60, "bro ker"]
)
def test_preferences_store_no_host_that_is_no_broker(
    qtbot: QtBot, settings: Settings, tmp_path: Path, host: str
) -> None:
    dialog = open_preferences(qtbot, settings)
    box = dialog.broker_box
    box.host_edit.setText(host)
    assert not box.host_problem.isHidden()  # (on the Internet page, behind the General one)
    assert not dialog.ok_button.isEnabled() and not dialog.apply_button.isEnabled()
    assert dialog.apply() == []
    dialog.accept()  # (Enter in a field): stays open, stores nothing
    assert dialog.isVisible()
    assert Settings(tmp_path / "popout.ini").value("broker/host") == DEFAULT_BROKER_HOST
    box.host_edit.setText("friends.example.org")
    assert dialog.ok_button.isEnabled() and dialog.apply_button.isEnabled()
    dialog.accept()
    assert Settings(tmp_path / "popout.ini").value("broker/host") == "friends.example.org"


def test_preferences_store_no_user_name_the_settings_refuse(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = open_preferences(qtbot, settings)
    dialog.broker_box.username_edit.setText("ann\x1b[31m")  # set by a program, not typed
    assert not dialog.ok_button.isEnabled()
    assert dialog.apply() == []  # no ValueError: nothing is stored
    assert settings.value("broker/username") == ""


def test_the_page_says_where_the_password_is_kept(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_preferences(qtbot, settings)
    box = dialog.broker_box
    assert box.password_edit.echoMode() == QLineEdit.EchoMode.Password
    note = box.password_note.text()
    assert "plain text" in note
    assert settings.path in note
    about = box.about_label.text()
    assert DEFAULT_BROKER_HOST in about
    assert "encrypted end to end" in about
    assert "README" in about
    tabs = [dialog.pages.tabText(i) for i in range(dialog.pages.count())]
    assert tabs == ["&General", "&Internet play"]


def test_tls_follows_the_usual_ports_and_an_empty_host_is_the_default(qtbot: QtBot) -> None:
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    assert box.tls_check.isChecked() and box.port_spin.value() == 8883
    box.tls_check.setChecked(False)
    assert box.port_spin.value() == 1883
    box.tls_check.setChecked(True)
    assert box.port_spin.value() == 8883
    box.port_spin.setValue(9000)  # a port of its own stays
    box.tls_check.setChecked(False)
    assert box.port_spin.value() == 9000
    box.host_edit.clear()
    assert box.values()["broker/host"] == DEFAULT_BROKER_HOST
    assert box.test_button.isEnabled()
    assert box.host_problem.isHidden()


@pytest.mark.parametrize(
    "host", ["not a host", "-bad-.example", "exa_mple.org", "[::1", "1.2.3.999", "ä.example"]
)
def test_a_host_that_is_no_broker_is_said_and_cannot_be_tested(qtbot: QtBot, host: str) -> None:
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    box.show()
    box.host_edit.setText(host)
    assert box.host_problem.isVisible()
    assert "not a host name or an address" in box.host_problem.text()
    assert not box.test_button.isEnabled()
    assert box.broker() is None


@pytest.mark.parametrize("host", ["127.0.0.1", "::1", "[::1]", "Broker.Example.ORG", "localhost"])
def test_hosts_and_addresses_are_brokers(qtbot: QtBot, host: str) -> None:
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    box.host_edit.setText(host)
    assert box.broker() is not None
    assert box.test_button.isEnabled()


def test_nothing_is_sent_until_test_is_pressed(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[Any] = []

    class Recorder:
        def __init__(self, *args: object, **kwargs: object) -> None:
            made.append((args, kwargs))
            raise AssertionError("a carrier was made before Test was pressed")

    monkeypatch.setattr(broker_settings, "MqttCarrier", Recorder)
    dialog = open_preferences(qtbot, settings)
    fill(dialog.broker_box, "127.0.0.1", free_tcp_port(), False, "ann", "pw")
    dialog.apply_button.click()
    dialog.defaults_button.click()
    dialog.accept()
    assert made == []


# -- the Test button, against a real broker on 127.0.0.1 -----------------------------------------


def test_the_test_button_says_connected_and_how_fast(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    with running_broker(tmp_path / "broker") as broker:
        dialog = open_preferences(qtbot, settings)
        box = dialog.broker_box
        fill(box, broker.host, broker.port, False, "", "")
        with qtbot.waitSignal(box.test.finished, timeout=TEST_MS) as finished:
            box.test_button.click()
            assert not box.test_button.isEnabled()  # one test at a time
            assert box.test_result.text() == f"Connecting to 127.0.0.1:{broker.port}…"
        assert finished.args[0] is True
        text = box.test_result.text()
        assert re.fullmatch(rf"Connected to broker 127\.0\.0\.1:{broker.port} in \d+ ms\.", text)
        assert box.test_button.isEnabled()
        assert not box.test.running
        # The outcome belongs to that broker: an edit clears it.
        box.port_spin.setValue(broker.port + 1)
        assert box.test_result.text() == ""


def test_the_test_button_says_plainly_that_nobody_is_there(qtbot: QtBot) -> None:
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    port = free_tcp_port()  # nothing listens there
    fill(box, "127.0.0.1", port, False, "", "")
    with qtbot.waitSignal(box.test.finished, timeout=TEST_MS) as finished:
        box.start_test()
    ok, carrier_text = finished.args
    assert ok is False
    assert f"127.0.0.1:{port}" in carrier_text
    assert "refused the connection" in carrier_text
    assert box.test_result.text() == f"The test failed: {carrier_text}"


def test_the_test_button_tells_a_wrong_password(qtbot: QtBot, tmp_path: Path) -> None:
    users = {"ann": "the right one"}
    with running_broker(tmp_path / "friends", anonymous=False, users=users) as broker:
        box = BrokerSettingsBox()
        qtbot.addWidget(box)
        fill(box, broker.host, broker.port, False, "ann", "a guess")
        with qtbot.waitSignal(box.test.finished, timeout=TEST_MS) as wrong:
            box.start_test()
        assert wrong.args[0] is False
        assert "refused the login" in box.test_result.text()
        assert "a guess" not in box.test_result.text()
        box.password_edit.setText("the right one")
        with qtbot.waitSignal(box.test.finished, timeout=TEST_MS) as right:
            box.start_test()
        assert right.args[0] is True
        assert box.test_result.text().startswith("Connected to broker")


def test_tls_asked_of_a_plain_broker_fails_plainly(qtbot: QtBot, tmp_path: Path) -> None:
    with running_broker(tmp_path / "plain") as broker:
        box = BrokerSettingsBox()
        qtbot.addWidget(box)
        fill(box, broker.host, broker.port, True, "", "")
        with qtbot.waitSignal(box.test.finished, timeout=TEST_MS) as finished:
            box.start_test()
    assert finished.args[0] is False
    assert "does it offer TLS?" in box.test_result.text()


def test_closing_the_dialog_stops_a_test_without_a_word(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_preferences(qtbot, settings)
    box = dialog.broker_box
    first, second = free_tcp_port(), free_tcp_port()
    outcomes: list[tuple[bool, str]] = []
    box.test.finished.connect(lambda ok, text: outcomes.append((ok, text)))
    fill(box, "127.0.0.1", first, False, "", "")
    box.start_test()
    assert box.test.running
    dialog.reject()
    assert not now(lambda: box.test.running)
    assert box.test_result.text() == ""
    # A later test is the only one heard from: the stopped one never reports.
    fill(box, "127.0.0.1", second, False, "", "")
    with qtbot.waitSignal(box.test.finished, timeout=TEST_MS):
        box.start_test()
    assert len(outcomes) == 1
    assert f"127.0.0.1:{second}" in outcomes[0][1]


# -- issue 32 point 8: the Test button as a player presses it, in the Preferences dialog --------


def internet_page(qtbot: QtBot, settings: Settings) -> tuple[PreferencesDialog, BrokerSettingsBox]:
    """The real Preferences dialog, on its Internet play page (as the player opens it)."""
    dialog = open_preferences(qtbot, settings)
    dialog.pages.setCurrentWidget(dialog.broker_box)
    box = dialog.broker_box
    assert box.isVisible() and box.test_button.isVisible()
    return dialog, box


def press_test(qtbot: QtBot, box: BrokerSettingsBox) -> tuple[bool, str]:
    """Click the Test button; the outcome (ok, the words shown under it)."""
    assert box.test_button.isEnabled()
    with qtbot.waitSignal(box.test.finished, timeout=TEST_MS) as finished:
        box.test_button.click()
    assert box.test_button.isEnabled()  # ready for another test
    return bool(finished.args[0]), box.test_result.text()


def test_preferences_test_button_refused_port_plain_broker_and_login(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    """In the dialog: a refused port, then a broker for friends only with no login, a wrong
    password and the right one, each told in words; the password is never shown."""
    dialog, box = internet_page(qtbot, settings)
    refused = free_tcp_port()
    fill(box, "127.0.0.1", refused, False, "", "")
    ok, text = press_test(qtbot, box)
    assert not ok
    assert text == (
        f"The test failed: The broker 127.0.0.1:{refused} refused the connection: nothing "
        "listens on that port."
    )
    users = {"ann": "right horse battery"}
    with running_broker(tmp_path / "friends", anonymous=False, users=users) as broker:
        where = f"127.0.0.1:{broker.port}"
        fill(box, "127.0.0.1", broker.port, False, "", "")
        ok, text = press_test(qtbot, box)
        assert not ok and f"The broker {where} refused the login" in text
        fill(box, "127.0.0.1", broker.port, False, "ann", "wrong horse")
        ok, text = press_test(qtbot, box)
        assert not ok
        assert text == (
            f"The test failed: The broker {where} refused the login: check the user name and "
            "password in the preferences (the broker may also not let this user in)."
        )
        assert "horse" not in text
        box.password_edit.setText("right horse battery")
        ok, text = press_test(qtbot, box)
        assert ok
        assert re.fullmatch(rf"Connected to broker {re.escape(where)} in \d+ ms\.", text)
        dialog.accept()  # OK stores the login the test proved
    assert stored_broker(settings).username == "ann"
    assert stored_broker(settings).password == "right horse battery"


def test_the_certificate_authority_field_is_for_tls_only(qtbot: QtBot) -> None:
    box = BrokerSettingsBox()
    qtbot.addWidget(box)
    assert box.tls_check.isChecked()
    assert box.ca_edit.isEnabled() and box.ca_button.isEnabled()
    assert box.ca_edit.text() == "" and box.values()["broker/ca_file"] == ""
    box.tls_check.setChecked(False)
    assert not box.ca_edit.isEnabled() and not box.ca_button.isEnabled()
    box.tls_check.setChecked(True)
    assert box.ca_edit.isEnabled()
    box.ca_edit.insert("ca\x1b[2J.pem")  # the settings refuse control characters: so does the field
    assert box.ca_edit.text() == ""


def test_preferences_test_button_with_a_private_certificate_authority(
    qtbot: QtBot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A TLS broker whose certificate its own authority signed: without that authority's file
    the test says the certificate is not trusted and where to choose the file; with the file
    chosen through the Choose… button it connects over TLS, and OK stores the file. A file of
    another authority, a missing file and a file of garbage are each said in words."""
    with running_broker(tmp_path / "tls", tls=True) as broker:
        where = f"127.0.0.1:{broker.port}"
        dialog, box = internet_page(qtbot, settings)
        fill(box, "127.0.0.1", broker.port, True, "", "")
        ok, text = press_test(qtbot, box)
        assert not ok
        untrusted = f"The broker {where} has a certificate this computer does not trust: "
        assert text.startswith(f"The test failed: {untrusted}")
        assert text.endswith(
            "If the broker has a certificate authority of its own, choose that authority's "
            "file in the preferences (Internet play)."
        )
        asked: list[str] = []

        def choose(_parent: object, title: str, folder: str, filters: str) -> tuple[str, str]:
            asked.append(title)
            assert "*.pem" in filters
            return broker.ca_file, filters

        monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
        box.ca_button.click()
        assert asked == ["Certificate Authority of the Broker"]
        assert box.ca_edit.text() == broker.ca_file
        ok, text = press_test(qtbot, box)
        assert ok
        assert re.fullmatch(rf"Connected to broker {re.escape(where)} in \d+ ms\.", text)
        # Another authority's file (a second test broker's) does not vouch for this broker.
        other = tmp_path / "other"
        other.mkdir()
        from tests.net.mqtt_broker import make_certificates

        other_ca = make_certificates(other)[0]
        box.ca_edit.setText(other_ca)
        ok, text = press_test(qtbot, box)
        assert not ok
        assert f"the certificate authority file {other_ca} does not vouch for" in text
        missing = str(tmp_path / "no-such-ca.pem")
        box.ca_edit.setText(missing)
        ok, text = press_test(qtbot, box)
        assert not ok
        assert text == (
            f"The test failed: The certificate authority file {missing} cannot be used: there "
            "is no such file"
        )
        garbage = tmp_path / "garbage.pem"
        garbage.write_bytes(b"-----BEGIN CERTIFICATE-----\n%%%\n-----END CERTIFICATE-----\n")
        box.ca_edit.setText(str(garbage))
        ok, text = press_test(qtbot, box)
        assert not ok
        assert text.endswith(
            f"The certificate authority file {garbage} cannot be used: it holds no "
            "certificate (PEM or DER)"
        )
        box.ca_edit.setText(broker.ca_file)
        assert press_test(qtbot, box)[0]
        dialog.accept()
    assert stored_broker(settings) == Broker("127.0.0.1", broker.port, ca_file=broker.ca_file)


@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_long_test_outcome_is_shown_whole_on_an_800x600_screen(
    qtbot: QtBot, qapp: QApplication, settings: Settings, tmp_path: Path, code: str
) -> None:
    """The longest outcome (a certificate not trusted, and where to choose the authority's
    file): the dialog grows, wider where the screen has no room for the height, so that it
    and every note of the page stay whole, and the dialog within 800x600."""
    install_translators(qapp, code)
    try:
        with running_broker(tmp_path / "tls", tls=True) as broker:
            dialog, box = internet_page(qtbot, settings)
            dialog.resize(dialog.sizeHint().boundedTo(SCREEN).expandedTo(dialog.minimumSize()))
            fill(box, "127.0.0.1", broker.port, True, "", "")
            ok, text = press_test(qtbot, box)
            assert not ok and "127.0.0.1" in text
            settle()
            assert cut_texts(dialog) == []
            assert dialog.width() <= SCREEN.width() and dialog.height() <= SCREEN.height()
            dialog.reject()
    finally:
        install_translators(qapp, "en")
