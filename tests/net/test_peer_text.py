"""Text from a peer (names, chat, error and bye texts, discovery announcements) is shown as
plain text everywhere: markup in it is shown literally, never rendered (issue 13, point 6).

Everything goes through a real game on the loopback network, between main windows in this
process. A widget passes when what the user sees of it holds the markup literally: a plain-text
label, or rich text with the markup escaped; a tooltip likewise, the way Qt decides (rich text
when ``Qt.mightBeRichText``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QLabel, QMessageBox, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from popout_desktop.net.discovery import Announcer
from popout_desktop.net.host import GameHost
from popout_desktop.net.protocol import PROTOCOL_VERSION
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions, JoinDialog, JoinOptions
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import not_none
from tests.net.test_lan_windows import StubHostDialog, StubJoinDialog, move, window

HOST_NAME = "<font size=7 color=red>HOST</font>"
GUEST_NAME = "<font size=7 color=red>YOU LOST</font>"
SPECTATOR_NAME = "<b>watch</b><i>er</i>"
CHAT = "<font size=7 color=red>YOU LOST</font> <img width=900 height=900 src=x>"
ERROR_TEXT = "<font size=7 color=red>host error</font>"
BYE_TEXT = "<font size=7 color=red>host bye</font>"
IMG_NAME = "<img width=900 height=900 src=x>"
APP = "<font size=7>popout-desktop 99</font>"


def shown(text: str, rich: bool) -> str:
    """What the user reads of ``text`` shown as rich (True) or plain text."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def label_shows(label: QLabel) -> str:
    """What the user reads of ``label``."""
    text_format = label.textFormat()
    rich = text_format == Qt.TextFormat.RichText or (
        text_format != Qt.TextFormat.PlainText and QtGui.Qt.mightBeRichText(label.text())
    )
    return shown(label.text(), rich)


def tip_shows(tip: str) -> str:
    """What the user reads of a tooltip (rich text when Qt thinks it might be)."""
    return shown(tip, QtGui.Qt.mightBeRichText(tip))


def assert_literal(seen: str, markup: str) -> None:
    assert markup in seen, f"{markup!r} is not shown literally in {seen!r}"


@pytest.fixture
def loopback_listen(monkeypatch: pytest.MonkeyPatch) -> None:
    from popout_desktop.net import host as host_module

    listen = host_module.GameHost.listen
    monkeypatch.setattr(
        host_module.GameHost,
        "listen",
        lambda self, port, address=None: listen(
            self, 0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)
        ),
    )


def start_game(
    qtbot: QtBot, tmp_path: Path, host_name: str, guest_name: str
) -> tuple[MainWindow, MainWindow, GameHost]:
    host_win = window(qtbot, tmp_path, "host")
    guest_win = window(qtbot, tmp_path, "guest")
    dialog = StubHostDialog()
    host_win.net._start_hosting(
        dialog,
        HostOptions(name=host_name, rules=host_win.model.rules, guest_seat=2, port=7457, code=""),
    )
    with qtbot.waitSignal(dialog.host.guest_joined, timeout=5000):
        guest_win.net._start_joining(
            StubJoinDialog(),
            JoinOptions(host="127.0.0.1", port=dialog.host.port, code="", name=guest_name),
        )
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=5000)
    return host_win, guest_win, dialog.host


@pytest.fixture
def markup_game(
    qtbot: QtBot, tmp_path: Path, loopback_listen: None
) -> Iterator[tuple[MainWindow, MainWindow, GameHost]]:
    host_win, guest_win, host = start_game(qtbot, tmp_path, HOST_NAME, GUEST_NAME)
    yield host_win, guest_win, host
    guest_win.close()
    host_win.close()


def test_names_chat_and_offers_are_plain_text(
    qtbot: QtBot, tmp_path: Path, markup_game: tuple[MainWindow, MainWindow, GameHost]
) -> None:
    host_win, guest_win, host = markup_game
    # The connection status in the status bar: its words and its tooltip.
    assert_literal(label_shows(host_win.net.status), GUEST_NAME)
    assert_literal(tip_shows(host_win.net.status.toolTip()), GUEST_NAME)
    assert_literal(label_shows(guest_win.net.status), HOST_NAME)
    assert_literal(tip_shows(guest_win.net.status.toolTip()), HOST_NAME)
    # The players panels.
    assert_literal(label_shows(host_win.players_panel._names[2]), GUEST_NAME)
    assert_literal(label_shows(guest_win.players_panel._names[1]), HOST_NAME)

    # The status line names the mover.
    move(qtbot, host_win, "d4", guest_win)
    assert_literal(label_shows(guest_win._status_label), HOST_NAME)
    move(qtbot, guest_win, "d4", host_win)
    assert_literal(label_shows(host_win._status_label), GUEST_NAME)

    # The offer bars, both ways.
    guest_win.net.offer_draw()
    qtbot.waitUntil(lambda: host_win.net.offer_bar.kind == "draw", timeout=5000)
    assert_literal(label_shows(host_win.net.offer_bar.label), GUEST_NAME)
    host_win.net.offer_bar.decline_button.click()
    qtbot.waitUntil(lambda: "declined" in guest_win.status_text(), timeout=5000)
    assert_literal(label_shows(guest_win._status_label), HOST_NAME)
    host_win.net.offer_draw()
    qtbot.waitUntil(lambda: guest_win.net.offer_bar.kind == "draw", timeout=5000)
    assert_literal(label_shows(guest_win.net.offer_bar.label), HOST_NAME)
    guest_win.net.offer_bar.decline_button.click()

    # Chat, from the guest and from a spectator with a markup name.
    with qtbot.waitSignal(host.chat_received, timeout=5000):
        guest_win.net.chat.message_submitted.emit(CHAT)
    qtbot.waitUntil(lambda: CHAT in guest_win.net.chat.text(), timeout=5000)
    for win in (host_win, guest_win):
        assert_literal(win.net.chat.text(), CHAT)
        assert_literal(win.net.chat.text(), GUEST_NAME)
    spectator_win = window(qtbot, tmp_path, "spectator")
    spectator_win.net._start_joining(
        StubJoinDialog(),
        JoinOptions(host="127.0.0.1", port=host.port, code="", name=SPECTATOR_NAME, spectator=True),
    )
    qtbot.waitUntil(lambda: spectator_win.net.status.state == "spectating", timeout=5000)
    assert_literal(label_shows(spectator_win.net.status), HOST_NAME)
    assert_literal(tip_shows(spectator_win.net.status.toolTip()), HOST_NAME)
    assert_literal(label_shows(spectator_win.players_panel._names[1]), HOST_NAME)
    assert_literal(label_shows(spectator_win.players_panel._names[2]), GUEST_NAME)
    with qtbot.waitSignal(host.chat_received, timeout=5000):
        spectator_win.net.chat.message_submitted.emit(CHAT)
    qtbot.waitUntil(lambda: host_win.net.chat.text().count(CHAT) == 2, timeout=5000)
    assert_literal(host_win.net.chat.text(), SPECTATOR_NAME)
    assert_literal(label_shows(host_win._status_label), GUEST_NAME)  # no label took markup
    spectator_win.close()

    # The guest leaves: the host's status names them.
    guest_win.net.leave()
    qtbot.waitUntil(lambda: host_win.net.status.state == "lost", timeout=5000)
    assert_literal(label_shows(host_win.net.status), GUEST_NAME)
    assert_literal(tip_shows(host_win.net.status.toolTip()), GUEST_NAME)


def test_the_hosts_error_and_bye_texts_are_plain_text(
    qtbot: QtBot, markup_game: tuple[MainWindow, MainWindow, GameHost]
) -> None:
    host_win, guest_win, host = markup_game
    connection: Any = next(c.connection for c in host._clients if c.seat == 2)
    connection.send({"type": "error", "code": "not_allowed", "message": ERROR_TEXT})
    qtbot.waitUntil(lambda: ERROR_TEXT in guest_win.status_text(), timeout=5000)
    assert_literal(label_shows(guest_win._status_label), ERROR_TEXT)
    connection.send({"type": "bye", "reason": BYE_TEXT})
    qtbot.waitUntil(lambda: BYE_TEXT in guest_win.status_text(), timeout=5000)
    assert_literal(label_shows(guest_win._status_label), BYE_TEXT)
    connection.close(BYE_TEXT)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    status = guest_win.net.status
    assert_literal(label_shows(status), status.description())
    assert_literal(tip_shows(status.toolTip()), status.description())
    host_win.net.leave()


def test_discovered_games_are_listed_as_plain_text(
    qtbot: QtBot, tmp_path: Path, loopback_listen: None
) -> None:
    host_win = window(qtbot, tmp_path, "host")
    dialog = StubHostDialog()
    host_win.net._start_hosting(
        dialog,
        HostOptions(name=HOST_NAME, rules=host_win.model.rules, guest_seat=2, port=7457, code=""),
    )
    host = dialog.host
    other = {
        **host.announcement(),
        "game": "other-game",
        "protocol": PROTOCOL_VERSION + 1,
        "app": APP,
        "name": GUEST_NAME,
        "players": [
            {"name": SPECTATOR_NAME, "kind": "human"},
            {"name": GUEST_NAME, "kind": "remote"},
        ],
    }
    announcers = [Announcer(), Announcer()]
    announcers[0].start(host.announcement)
    announcers[1].start(lambda: other)
    join = JoinDialog(Settings(tmp_path / "join.ini"))
    qtbot.addWidget(join)
    join.show()
    view = join.games_view
    qtbot.waitUntil(
        lambda: (
            view.topLevelItemCount() == 2
            and not_none(view.topLevelItem(1)).data(0, Qt.ItemDataRole.UserRole) is not None
        ),
        timeout=5000,
    )
    items: dict[str, QTreeWidgetItem] = {}
    for row in range(view.topLevelItemCount()):
        item = not_none(view.topLevelItem(row))
        items[item.text(0)] = item
    assert set(items) == {HOST_NAME, GUEST_NAME}  # item texts are plain in a view
    assert_literal(tip_shows(items[HOST_NAME].toolTip(0)), HOST_NAME)
    assert_literal(tip_shows(items[GUEST_NAME].toolTip(0)), GUEST_NAME)
    assert_literal(items[GUEST_NAME].text(2), SPECTATOR_NAME)
    assert_literal(tip_shows(items[GUEST_NAME].toolTip(2)), SPECTATOR_NAME)
    assert_literal(tip_shows(items[GUEST_NAME].toolTip(3)), APP)
    for announcer in announcers:
        announcer.stop()
    join.close()
    host_win.net.leave()
    host_win.close()


def test_an_image_name_does_not_widen_the_window(
    qtbot: QtBot, tmp_path: Path, loopback_listen: None
) -> None:
    host_win, guest_win, _host = start_game(qtbot, tmp_path, "Ann", IMG_NAME)
    guest_win.net.offer_draw()
    qtbot.waitUntil(lambda: host_win.net.offer_bar.kind == "draw", timeout=5000)
    qtbot.wait(50)
    hint = host_win.minimumSizeHint()
    label = host_win.net.offer_bar.label
    shown_text = label.text()
    assert IMG_NAME in shown_text or "&lt;img" in shown_text
    # The same bar with a plain name of the same length.
    label.setText(shown_text.replace(IMG_NAME, "x" * len(IMG_NAME)))
    host_win.net.status.set_state("connected", "x" * len(IMG_NAME))
    qtbot.wait(50)
    plain = host_win.minimumSizeHint()
    assert hint.width() <= plain.width()
    assert hint.height() <= plain.height()
    guest_win.close()
    host_win.close()


def test_a_files_name_in_a_message_box_is_plain_text(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = window(qtbot, tmp_path, "files")
    shown_texts: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *a: shown_texts.append(text)
    )
    name = "<font size=7 color=red>YOU LOST.popout"  # no "/" in a file name
    path = tmp_path / name
    path.write_text("<b>not a game</b>\n", encoding="utf-8")
    assert not win.open_path(path)
    not_a_folder = tmp_path / "a file"
    not_a_folder.write_text("", encoding="utf-8")
    assert not win.save_path(not_a_folder / name)
    assert not win.export_png_to(not_a_folder / (name + ".png"))
    assert len(shown_texts) == 3
    for text in shown_texts:
        assert_literal(tip_shows(text), name)  # a message box guesses the format like a tooltip
    win.close()
