"""Internet play in the Join and Host dialogs: the Join dialog recognises internet invite links
(and says which broker), refuses each kind of bad one with its sentence, keeps LAN addresses
working and never fails on any text; the Host dialog's "On this network" / "Over the internet"
choice, the broker it names, and the waiting page's invite link with its QR code."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from pytestqt.qtbot import QtBot

from popout_desktop.net.internet_link import LinkError, LinkProblem, new_link, parse_link
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.host_dialog import HostDialog
from popout_desktop.ui.network.join_dialog import JoinDialog
from popout_desktop.ui.network.link_problems import link_problem_text
from tests.ui.network.test_network import FakeHost

LOCALHOST = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
ROOM = "AAAAAAAAAAAAAAAAAAAAAA"
SECRET = "B" * 42 + "A"  # 43 characters, the spare bits zero
LOCAL_BROKER = Broker("127.0.0.1", 1883, tls=False)


@pytest.fixture(autouse=True)
def loopback_discovery(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Join dialog's list of games listens on loopback, on a free port."""
    probe = QUdpSocket()
    assert probe.bind(LOCALHOST, 0)
    port = probe.localPort()
    probe.close()
    monkeypatch.setenv("POPOUT_DISCOVERY_ADDRESS", "127.255.255.255")
    monkeypatch.setenv("POPOUT_DISCOVERY_PORT", str(port))


def join_dialog(qtbot: QtBot, *, internet_play: bool = True, link: str | None = None) -> JoinDialog:
    dialog = JoinDialog(None, internet_play=internet_play, link=link)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


# -- the Join dialog -----------------------------------------------------------------------------

GOOD_LINKS = [
    (f"popout://broker.example.org/r/{ROOM}#{SECRET}", "broker.example.org:8883", True),
    (f"popout://broker.example.org:9883/r/{ROOM}#{SECRET}", "broker.example.org:9883", True),
    (f"popout://127.0.0.1/r/{ROOM}?tls=0#{SECRET}", "127.0.0.1:1883", False),
    (f"popout://[2001:db8::1]:1884/r/{ROOM}?tls=0#{SECRET}", "[2001:db8::1]:1884", False),
    (f"  POPOUT://Broker.Example.ORG/r/{ROOM}?tls=1#{SECRET}  ", "broker.example.org:8883", True),
]


@pytest.mark.parametrize(("text", "where", "tls"), GOOD_LINKS)
def test_an_internet_link_is_recognised_and_carried_in_the_options(
    qtbot: QtBot, text: str, where: str, tls: bool
) -> None:
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(text)
    expected = "Internet game on broker %1" if tls else "Internet game on broker %1, without TLS"
    assert dialog.address_info.isVisible()
    assert dialog.address_info.text() == expected.replace("%1", where)
    assert dialog.address_problem.isHidden()
    assert dialog.join_button.isEnabled()
    dialog.code_edit.setText("12345678")
    dialog.name_edit.setText("Bea")
    options = dialog.options()
    assert options is not None
    link = parse_link(text)
    assert options.internet == link
    assert (options.host, options.port) == (link.host, link.port)
    assert options.code == "12345678"  # the join code is not in the link: typed, as on the LAN
    with qtbot.waitSignal(dialog.join_requested) as requested:
        dialog.join_button.click()
    assert requested.args[0] == options
    assert dialog.message.text() == f"Connecting to the broker {where}…"


def test_a_link_given_at_the_start_is_recognised(qtbot: QtBot) -> None:
    text = new_link("broker.example.org").format()
    dialog = join_dialog(qtbot, link=text)
    assert dialog.internet_link() == parse_link(text)
    assert dialog.code_edit.text() == ""
    assert dialog.focusWidget() is dialog.code_edit  # the link is good: the code is left


BAD_LINKS = [
    (f"popout:/broker.example.org/r/{ROOM}#{SECRET}", None),  # not even popout://: a LAN text
    ("popout://broker.example.org/r/" + "A" * 400, LinkProblem.TOO_LONG),
    (f"popout://broker.example.org/r/{ROOM}?tls=0#{SECRET}".ljust(450, "A"), LinkProblem.TOO_LONG),
    (f"popout://bad_broker!/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
    (f"popout://[fe80::1%25eth0]/r/{ROOM}#{SECRET}", LinkProblem.BAD_BROKER),
    (f"popout://broker.example.org:0/r/{ROOM}#{SECRET}", LinkProblem.BAD_PORT),
    (f"popout://broker.example.org:99999/r/{ROOM}#{SECRET}", LinkProblem.BAD_PORT),
    (f"popout://broker.example.org/r/{ROOM[:-1]}#{SECRET}", LinkProblem.BAD_ROOM),
    (f"popout://broker.example.org/r/{ROOM[:-1]}B#{SECRET}", LinkProblem.BAD_ROOM),  # spare bits
    (f"popout://broker.example.org/r/{ROOM}", LinkProblem.NO_SECRET),
    (f"popout://broker.example.org/r/{ROOM}#", LinkProblem.NO_SECRET),
    (f"popout://broker.example.org/r/{ROOM}#{SECRET[:-3]}", LinkProblem.BAD_SECRET),
    (f"popout://broker.example.org/r/{ROOM}#{SECRET}!", LinkProblem.BAD_SECRET),
    (f"popout://broker.example.org/r/{ROOM}?tls=2#{SECRET}", LinkProblem.BAD_OPTION),
    (f"popout://broker.example.org/r/{ROOM}?tls=0&x=1#{SECRET}", LinkProblem.BAD_OPTION),
]

SENTENCES = {
    LinkProblem.NOT_A_LINK: "This is not a popout:// link.",
    LinkProblem.TOO_LONG: (
        "This link is too long: an invite link has at most 400 characters. Copy the link "
        "again, on its own."
    ),
    LinkProblem.NOT_A_ROOM: "This popout:// link is not an internet game's (they hold /r/).",
    LinkProblem.BAD_BROKER: "The broker in this link is not a host name or address.",
    LinkProblem.BAD_PORT: "The port in this link is not a number from 1 to 65535.",
    LinkProblem.BAD_ROOM: "The room in this link is damaged: copy the whole link again.",
    LinkProblem.NO_SECRET: (
        "The link has lost its end (the secret after #): copy the whole link again."
    ),
    LinkProblem.BAD_SECRET: (
        "The secret at the end of this link is damaged: copy the whole link again."
    ),
    LinkProblem.BAD_OPTION: "This link has an option this version does not know (only tls=0).",
}


def test_every_link_problem_has_a_sentence_of_its_own() -> None:
    assert set(SENTENCES) == set(LinkProblem)
    for code, sentence in SENTENCES.items():
        assert link_problem_text(code) == sentence
    assert len({link_problem_text(code) for code in LinkProblem}) == len(LinkProblem)


@pytest.mark.parametrize(("text", "code"), BAD_LINKS)
def test_a_bad_internet_link_is_refused_with_its_sentence(
    qtbot: QtBot, text: str, code: LinkProblem | None
) -> None:
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(text)
    expected = SENTENCES[code] if code is not None else "Not an address or a popout:// link."
    if code is not None:
        with pytest.raises(LinkError) as raised:
            parse_link(text)
        assert raised.value.code is code  # the case is the one named
    assert dialog.address_problem.isVisible()
    assert dialog.address_problem.text() == expected
    assert dialog.address_info.isHidden()
    assert not dialog.join_button.isEnabled()
    assert dialog.options() is None
    with qtbot.assertNotEmitted(dialog.join_requested):
        dialog.request_join()


@pytest.mark.parametrize(
    ("text", "host", "port", "code"),
    [
        ("192.168.1.20", "192.168.1.20", 7457, ""),
        ("192.168.1.20:7460", "192.168.1.20", 7460, ""),
        ("popout://10.0.0.2:7457/12345678", "10.0.0.2", 7457, "12345678"),
        ("[::1]:7457", "::1", 7457, ""),
    ],
)
def test_lan_addresses_and_links_still_work(
    qtbot: QtBot, text: str, host: str, port: int, code: str
) -> None:
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(text)
    options = dialog.options()
    assert options is not None
    assert (options.host, options.port, options.code, options.internet) == (host, port, code, None)
    assert dialog.address_info.isHidden()
    assert dialog.address_problem.isHidden()
    assert dialog.join_button.isEnabled()


def test_a_window_that_cannot_play_over_the_internet_says_so(qtbot: QtBot) -> None:
    dialog = join_dialog(qtbot, internet_play=False)
    text = new_link("broker.example.org").format()
    dialog.address_edit.setText(text)
    assert dialog.address_info.text() == "Internet game on broker broker.example.org:8883"
    assert dialog.address_problem.text() == (
        "Games over the internet cannot be joined from here yet."
    )
    assert dialog.options() is None
    assert not dialog.join_button.isEnabled()
    # Bad links get their own words all the same; the LAN is unchanged.
    dialog.address_edit.setText(text.split("#")[0])
    assert dialog.address_problem.text() == SENTENCES[LinkProblem.NO_SECRET]
    dialog.address_edit.setText("192.168.1.20")
    assert dialog.options() is not None


LINKISH = st.lists(
    st.sampled_from([*"popout:/r#?=&tls01[]%.:AB_-xé \t\n\x00", ROOM, SECRET]), max_size=30
).map("".join)


@hypothesis_settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.one_of(st.text(max_size=80), LINKISH, LINKISH.map(lambda t: "popout://" + t)))
def test_any_text_in_the_address_field_is_read_without_fail(qtbot: QtBot, text: str) -> None:
    dialog = JoinDialog(None, internet_play=True)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText(text)
    shown = dialog.address_edit.text()  # a line edit keeps one line of what it is given
    options = dialog.options()
    assert dialog.join_button.isEnabled() == (options is not None)
    assert (not dialog.address_problem.isHidden()) == (bool(shown.strip()) and options is None)
    assert (not dialog.address_info.isHidden()) == (dialog.internet_link() is not None)
    if options is not None and options.internet is not None:
        assert options.internet == parse_link(shown)
        assert options.internet.format() == parse_link(options.internet.format()).format()
    dialog.close()
    dialog.deleteLater()


# -- the Host dialog -----------------------------------------------------------------------------


def host_dialog(qtbot: QtBot, **kwargs: object) -> HostDialog:
    dialog = HostDialog(probe_address=LOCALHOST, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_without_internet_play_the_host_dialog_is_the_lan_one(qtbot: QtBot) -> None:
    dialog = host_dialog(qtbot)
    assert not dialog.lan_button.isVisible()
    assert not dialog.internet_button.isVisible()
    options = dialog.options()
    assert options is not None
    assert options.broker is None and not options.over_internet


def test_the_host_dialog_offers_the_network_or_the_internet(qtbot: QtBot) -> None:
    dialog = host_dialog(qtbot, internet_play=True, broker=LOCAL_BROKER)
    assert dialog.lan_button.isVisible() and dialog.internet_button.isVisible()
    assert dialog.lan_button.isChecked()
    assert dialog.port_spin.isVisible()
    assert dialog.broker_note.isHidden()
    assert dialog.port_button.isHidden()  # the port is free: nothing to offer
    lan = dialog.options()
    assert lan is not None and lan.broker is None

    dialog.internet_button.setChecked(True)
    assert dialog.over_internet
    assert dialog.broker_note.isVisible()
    assert dialog.broker_note.text() == (
        "Through the broker 127.0.0.1:1883, without TLS, set in Preferences (Internet play). "
        "Nothing is sent to it until you start hosting."
    )
    assert not dialog.port_spin.isVisible()  # the TCP port is the network's
    internet = dialog.options()
    assert internet is not None
    assert internet.broker == LOCAL_BROKER and internet.over_internet
    with qtbot.waitSignal(dialog.host_requested) as requested:
        dialog.start_button.click()
    assert requested.args[0] == internet

    dialog.show_error("no broker")  # back to page 1, the choice kept
    dialog.lan_button.setChecked(True)
    assert dialog.port_spin.isVisible()
    assert dialog.broker_note.isHidden()
    assert dialog.port_button.isHidden()


def test_the_broker_is_the_one_in_the_preferences(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "popout.ini")
    settings.set_value("broker/host", "friends.example.org")
    settings.set_value("broker/username", "ann")
    settings.set_value("broker/password", "pw")
    dialog = host_dialog(qtbot, settings=settings, internet_play=True)
    dialog.internet_button.setChecked(True)
    assert dialog.broker_note.text().startswith("Through the broker friends.example.org:8883, set")
    options = dialog.options()
    assert options is not None
    assert options.broker == Broker(
        "friends.example.org", 8883, tls=True, username="ann", password="pw"
    )
    assert "pw" not in dialog.broker_note.text()


def test_a_broker_that_is_no_host_cannot_be_hosted_on(qtbot: QtBot) -> None:
    dialog = host_dialog(qtbot, internet_play=True, broker=Broker("not a host", 8883))
    dialog.internet_button.setChecked(True)
    assert "cannot be used" in dialog.broker_note.text()
    assert dialog.options() is None
    assert not dialog.start_button.isEnabled()
    dialog.lan_button.setChecked(True)
    assert dialog.start_button.isEnabled()


def test_waiting_over_the_internet_shows_the_link_and_its_qr_code(qtbot: QtBot) -> None:
    dialog = host_dialog(qtbot, internet_play=True, broker=LOCAL_BROKER)
    dialog.internet_button.setChecked(True)
    dialog.start_hosting()
    link = new_link("127.0.0.1", 1883, tls=False)
    host = FakeHost(code="12345678")
    dialog.show_waiting(host, link=link)  # type: ignore[arg-type]
    assert dialog.waiting
    page = dialog.waiting_page
    assert page.internet_group.isVisible()
    assert page.links_box.isHidden()
    assert page.internet_box.link() == link.format()
    view = page.internet_box.qr_view
    assert view.matrix  # drawn, and whole: no part of the code cut off by the page
    qtbot.waitExposed(dialog)
    assert view.visibleRegion().boundingRect() == view.rect()
    assert dialog.links() == [link.format()]
    assert dialog.announcer is None  # nothing announced on the network
    assert dialog.code_label.text() == "12345678"
    assert "through the broker 127.0.0.1:1883" in dialog.summary_label.text()
    # A new join code leaves the room's link as it is.
    host.code_changed.emit("87654321")
    assert dialog.links() == [link.format()]
    assert dialog.code_label.text() == "87654321"


def test_a_saved_internet_game_hosted_again_stays_on_the_internet(qtbot: QtBot) -> None:
    resume = {"role": "host", "transport": "internet", "guest_seat": 1, "code": "12345678"}
    dialog = host_dialog(qtbot, internet_play=True, broker=LOCAL_BROKER, resume=resume)
    assert dialog.internet_button.isChecked()
    assert not dialog.internet_button.isEnabled() and not dialog.lan_button.isEnabled()
    options = dialog.options()
    assert options is not None and options.broker == LOCAL_BROKER
    lan = host_dialog(qtbot, internet_play=True, broker=LOCAL_BROKER, resume={"role": "host"})
    assert lan.lan_button.isChecked() and not lan.internet_button.isEnabled()
