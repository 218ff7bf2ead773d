"""The connection state in the status bar."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.ui.network.status import STATES, ConnectionStatus


@pytest.fixture
def status(qtbot: QtBot) -> ConnectionStatus:
    label = ConnectionStatus()
    qtbot.addWidget(label)
    return label


def test_offline_is_hidden(status: ConnectionStatus) -> None:
    assert status.state == "offline"
    assert status.isHidden()
    status.set_state("connected")
    assert not status.isHidden()
    status.set_state("offline", "whatever")
    assert status.isHidden()
    assert status.text() == ""
    assert status.description() == ""


@pytest.mark.parametrize(
    ("state", "words"),
    [
        ("hosting", "Waiting for a player"),
        ("connected", "Connected"),
        ("reconnecting", "Reconnecting…"),
        ("lost", "Connection lost"),
        ("spectating", "Watching"),
    ],
)
def test_each_state_has_words_and_a_dot(status: ConnectionStatus, state: str, words: str) -> None:
    status.set_state(state)
    assert status.state == state
    assert status.description() == words
    assert status.toolTip() == words
    assert status.accessibleName() == words
    assert STATES[state] in status.text()
    assert "●" in status.text()


def test_a_detail_is_plain_text(status: ConnectionStatus) -> None:
    status.set_state("connected", "  <b>Bob</b>\n")
    assert status.detail == "<b>Bob</b>"
    assert status.description() == "Connected · <b>Bob</b>"
    assert "&lt;b&gt;Bob&lt;/b&gt;" in status.text()


def test_an_unknown_state_is_refused(status: ConnectionStatus) -> None:
    with pytest.raises(ValueError, match="unknown connection state"):
        status.set_state("dancing")
    assert status.state == "offline"
