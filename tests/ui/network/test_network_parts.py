"""The parts of the LAN dialogs on their own: the port row, the waiting page's boxes, the list
of games, the banner and the join code field."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.net.discovery import DiscoveredGame
from popout_desktop.net.join_code import CODE_MAX_DIGITS
from popout_desktop.rules import Rules
from popout_desktop.ui.network.banner import Banner
from popout_desktop.ui.network.dialog_parts import code_field, port_is_free
from popout_desktop.ui.network.games_list import GamesList, players_text, status_text
from popout_desktop.ui.network.port_row import PortRow
from popout_desktop.ui.network.waiting_page import InviteLinksBox, JoinCodeBox, WaitingPage

LOCALHOST = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


@pytest.fixture
def holder(qtbot: QtBot) -> QWidget:
    """A widget for the parts to live in."""
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def game(**changes: Any) -> DiscoveredGame:
    """Ann's game at 192.168.1.20, with ``changes``."""
    ann = DiscoveredGame(
        game="g1",
        name="Ann",
        host_address="192.168.1.20",
        port=7457,
        rules=Rules(),
        players=(("Ann", "human"), ("", "remote")),
        code_required=True,
        seat_free=True,
        last_seen=0.0,
    )
    return dataclasses.replace(ann, **changes)


def row_text(view: GamesList, row: int, column: int = 0) -> str:
    item = view.topLevelItem(row)
    assert item is not None
    return item.text(column)


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A port in use on 127.0.0.1 with the next one free (in use until the test ends)."""
    server = QTcpServer()
    for _ in range(20):
        assert server.listen(LOCALHOST, 0)
        port = server.serverPort()
        if port < 65000 and port_is_free(port + 1, LOCALHOST):
            yield port
            server.close()
            return
        server.close()
    pytest.skip("no busy port with a free one after it")


def test_port_row_offers_the_next_free_port(qtbot: QtBot, holder: QWidget, busy_port: int) -> None:
    row = PortRow(holder, LOCALHOST)
    with qtbot.waitSignal(row.checked):
        row.check(wished=busy_port)
    assert row.spin.value() == busy_port
    assert row.suggested_port == busy_port + 1
    assert row.note.text() == f"Port {busy_port} is in use by another program."
    assert not row.button.isHidden()
    with qtbot.waitSignal(row.checked):
        row.button.click()
    assert row.spin.value() == busy_port + 1
    assert row.note.text() == "Free."
    assert row.button.isHidden()
    assert row.suggested_port is None


def test_port_row_takes_a_free_port_at_first(qtbot: QtBot, holder: QWidget, busy_port: int) -> None:
    row = PortRow(holder, LOCALHOST)
    row.check(first=True, wished=busy_port)
    assert row.spin.value() == busy_port + 1
    assert f"so {busy_port + 1} is suggested" in row.note.text()
    assert row.button.isHidden()


def test_join_code_box(qtbot: QtBot, holder: QWidget) -> None:
    box = JoinCodeBox(holder)
    box.show_code("4821")
    assert box.code_label.text() == "4821"
    assert box.code_label.font().bold()
    box.show_code("")
    assert box.code_label.text() == "No join code needed."
    assert box.code_label.toolTip() == ""


def test_invite_links_box(qtbot: QtBot, holder: QWidget) -> None:
    box = InviteLinksBox(holder)
    rows = box.link_rows
    box.show_links(["popout://a:1/2", "popout://b:1/2"])
    assert box.link_rows is rows and len(rows) == 2
    assert [edit.text() for edit, _button in rows] == ["popout://a:1/2", "popout://b:1/2"]
    rows[1][1].click()
    assert QGuiApplication.clipboard().text() == "popout://b:1/2"
    assert box.copied_label.text() == "Copied: popout://b:1/2"
    box.show_links(["popout://c:1"])
    assert [edit.text() for edit, _button in rows] == ["popout://c:1"]
    assert box.copied_label.text() == ""


def test_waiting_page_holds_its_parts(qtbot: QtBot, holder: QWidget) -> None:
    page = WaitingPage(holder)
    assert page.waiting_label.text() == "Waiting for a player…"
    assert page.stop_button.text() == "Stop &hosting"
    assert page.code_note.isHidden()
    assert page.code_box.parent() is page and page.links_box.parent() is page


def test_players_and_status_texts() -> None:
    assert players_text(game()) == "Ann vs open seat"
    assert players_text(game(players=(("Ann", "human"), ("", "computer")))) == "Ann vs ?"
    assert status_text(game()) == "seat free, code required"
    assert status_text(game(seat_free=False, code_required=False)) == "watch only"
    assert status_text(game(protocol=0, app="")) == "other version (?)"


def test_games_list_shows_games_and_keeps_the_selection(qtbot: QtBot, holder: QWidget) -> None:
    view = GamesList(holder)
    first, second = game(), game(game="g2", name="Bob", host_address="192.168.1.21")
    view.show_games([first, second], second.key)
    assert view.topLevelItemCount() == 2
    assert row_text(view, 1) == "Bob"
    assert view.selected_game() == second
    view.show_games([])
    assert row_text(view, 0) == "Looking for games on this network…"
    assert view.selected_game() is None
    view.show_games([], error="no socket")
    assert "cannot be listed here (no socket)" in row_text(view, 0)


def test_banner(qtbot: QtBot, holder: QWidget) -> None:
    banner = Banner(holder)
    assert banner.text() == ""
    banner.show_message("error", "Wrong.", "Why.", action="Retry")
    assert (banner.kind, banner.text(), banner.detail_label.text()) == ("error", "Wrong.", "Why.")
    assert not banner.action.isHidden() and banner.action.text() == "Retry"
    banner.hide_message()
    assert banner.text() == "" and banner.isHidden()


def test_code_field_takes_digits_only(qtbot: QtBot, holder: QWidget) -> None:
    edit = code_field(holder, "12")
    assert edit.text() == "12"
    assert edit.maxLength() == CODE_MAX_DIGITS
    QTest.keyClicks(edit, "3a4")
    assert edit.text() == "1234"
