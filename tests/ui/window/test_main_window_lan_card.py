"""The result card in a LAN game: both windows show it; Rematch is the offer, no New game."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from popout_desktop.net import host as host_module
from popout_desktop.rules import Move
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
from popout_desktop.ui.window.main_window import MainWindow


class StubHostDialog:
    """Stands in for HostDialog: records the host it is asked to wait for."""

    host: Any = None

    def show_waiting(self, host: Any, *args: object, **kwargs: object) -> None:
        self.host = host


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
def pair(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, MainWindow]]:
    """Ann hosts (Red), Bob joins (Yellow), on loopback."""
    host_win = window(qtbot, tmp_path, "host")
    guest_win = window(qtbot, tmp_path, "guest")
    listen = host_module.GameHost.listen
    monkeypatch.setattr(
        host_module.GameHost,
        "listen",
        lambda self, port, address=None: listen(
            self, 0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)
        ),
    )
    dialog = StubHostDialog()
    host_win.net._start_hosting(
        dialog,
        HostOptions(name="Ann", rules=host_win.model.rules, guest_seat=2, port=7457, code="1234"),
    )
    with qtbot.waitSignal(dialog.host.guest_joined, timeout=5000):
        guest_win.net._start_joining(
            StubJoinDialog(),
            JoinOptions(host="127.0.0.1", port=dialog.host.port, code="1234", name="Bob"),
        )
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=5000)
    yield host_win, guest_win
    guest_win.close()
    host_win.close()


def move(qtbot: QtBot, win: MainWindow, text: str, other: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.board.interactive and not win.board.animating, timeout=5000)
    ply = win.model.game.ply
    win.board.move_requested.emit(Move.parse(text))
    for side in (win, other):

        def played(s: MainWindow = side) -> bool:
            return s.model.game.ply == ply + 1

        qtbot.waitUntil(played, timeout=5000)


def test_both_windows_announce_the_end_and_rematch_is_the_offer(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow]
) -> None:
    host_win, guest_win = pair
    for index, text in enumerate("d1 d2 d1 d2 d1 d2 d1".split()):
        mover, other = (host_win, guest_win) if index % 2 == 0 else (guest_win, host_win)
        move(qtbot, mover, text, other)
    host_card, guest_card = host_win.result_flow.card, guest_win.result_flow.card
    qtbot.waitUntil(lambda: host_card.isVisible() and guest_card.isVisible(), timeout=5000)
    assert host_card.headline.text() == "You win!"
    assert guest_card.headline.text() == "Ann wins"
    for card in (host_card, guest_card):
        assert card.new_game_button.isHidden()  # a LAN game changes only by agreement
        assert not card.rematch_button.isHidden()
        assert not card.review_button.isHidden()
    # Bob asks for a rematch from his card; Ann accepts in her offer bar.
    guest_card.rematch_button.click()
    assert not guest_card.isVisible()
    assert "You offered a rematch." in guest_win.status_text()
    qtbot.waitUntil(lambda: host_win.net.offer_bar.kind == "rematch", timeout=5000)
    host_win.net.offer_bar.accept_button.click()
    qtbot.waitUntil(
        lambda: host_win.model.game.ply == 0 and guest_win.model.game.ply == 0, timeout=5000
    )
    assert not host_card.isVisible() and not guest_card.isVisible()
    assert host_win.net.my_seat == 2 and guest_win.net.my_seat == 1  # colours swapped


def test_a_resignation_over_the_network_shows_on_both_cards(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow]
) -> None:
    host_win, guest_win = pair
    move(qtbot, host_win, "d4", guest_win)
    guest_peer = guest_win.net.peer
    assert guest_peer is not None and guest_peer.resign()
    host_card, guest_card = host_win.result_flow.card, guest_win.result_flow.card
    qtbot.waitUntil(lambda: host_card.isVisible() and guest_card.isVisible(), timeout=5000)
    assert (host_card.headline.text(), host_card.detail.text()) == ("You win!", "Bob resigned.")
    assert (guest_card.headline.text(), guest_card.detail.text()) == (
        "Ann wins",
        "You resigned.",
    )
