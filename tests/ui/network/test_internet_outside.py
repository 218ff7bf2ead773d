"""Internet play tried from outside (issue 32 point 8): app windows through their own flows
(NetworkPlay) on a real Mosquitto (tests/net/mqtt_broker.py), for what no test had tried yet:
a spectator beside the two players, a broker on the IPv6 loopback joined with a ``[::1]``
link, and a guest away for longer than all its attempts to come back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.net.internet_link import InternetLink, parse_link
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.rules import Move
from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
from popout_desktop.ui.window.main_window import MainWindow
from tests.net.mqtt_broker import MqttBroker, running_broker
from tests.ui.network.test_internet_dialogs import join_dialog
from tests.ui.network.test_internet_windows import StubHostDialog, StubJoinDialog, window

WAIT_MS = 15_000


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[MqttBroker]:
    with running_broker(tmp_path / "broker") as running:
        yield running


def host_over(qtbot: QtBot, win: MainWindow, broker: MqttBroker) -> tuple[GameHost, InternetLink]:
    """``win`` hosts over the internet on ``broker`` (Ann, Red, join code 1234): its host and
    the invite link its Host dialog would show."""
    dialog = StubHostDialog()
    options = HostOptions(
        name="Ann",
        rules=win.model.rules,
        guest_seat=2,
        port=7457,
        code="1234",
        broker=Broker(broker.host, broker.port, tls=False),
    )
    win.net._start_hosting(dialog, options)
    qtbot.waitUntil(lambda: dialog.link is not None, timeout=WAIT_MS)
    assert isinstance(dialog.host, GameHost) and dialog.link is not None
    return dialog.host, dialog.link


def join_over(
    qtbot: QtBot, win: MainWindow, link: InternetLink, name: str, *, spectator: bool = False
) -> GameGuest:
    """``win`` joins the game of ``link`` as ``name`` (a player, or a spectator)."""
    win.net._start_joining(
        StubJoinDialog(),
        JoinOptions(
            host=link.host,
            port=link.port,
            code="1234",
            name=name,
            spectator=spectator,
            internet=link,
        ),
    )
    guest = win.net.peer
    assert isinstance(guest, GameGuest)
    state = "spectating" if spectator else "connected"
    qtbot.waitUntil(lambda: win.net.status.state == state, timeout=WAIT_MS)
    return guest


def play(qtbot: QtBot, text: str, wins: dict[int, MainWindow], *watchers: MainWindow) -> None:
    """The moves of ``text`` in turn, each from the window whose seat's turn it is (``wins``
    by seat); every window sees each."""
    everyone = (*wins.values(), *watchers)
    for move in text.split():
        win = wins[everyone[0].model.game.turn]
        ply = win.model.game.ply

        def ready(w: MainWindow = win) -> bool:
            return w.board.interactive and not w.board.animating

        def played(ply: int = ply) -> bool:
            return all(side.model.game.ply == ply + 1 for side in everyone)

        qtbot.waitUntil(ready, timeout=WAIT_MS)
        win.board.move_requested.emit(Move.parse(move))
        qtbot.waitUntil(played, timeout=WAIT_MS)


def wait_shown(qtbot: QtBot, win: MainWindow, line: str) -> None:
    """Wait until ``win``'s chat shows ``line`` (see :func:`chat_shown`)."""

    def shown() -> bool:
        return line in chat_shown(win)

    qtbot.waitUntil(shown, timeout=WAIT_MS)


def wait_over(qtbot: QtBot, *wins: MainWindow) -> None:
    """Wait until every window shows the game's result."""

    def over() -> bool:
        return all(win.model.result is not None for win in wins)

    qtbot.waitUntil(over, timeout=WAIT_MS)


def chat_shown(win: MainWindow) -> list[str]:
    """The lines the window's chat panel shows, without their times and a player's disc
    ("12:34 ● Ann (you): hello" is "Ann (you): hello")."""
    return [
        re.sub(r"^\d\d:\d\d ", "", line).removeprefix("● ")
        for line in win.net.chat.text().splitlines()
    ]


# -- a spectator ---------------------------------------------------------------------------------


def test_a_spectator_watches_an_internet_game_to_its_end_and_cannot_move(
    qtbot: QtBot, tmp_path: Path, broker: MqttBroker
) -> None:
    """Host, guest and spectator, three windows on one broker: the spectator sees every move,
    everyone's chat by its author and the end, and no move of its own reaches anyone."""
    host_win = window(qtbot, tmp_path, "host")
    guest_win = window(qtbot, tmp_path, "guest")
    cy_win = window(qtbot, tmp_path, "spectator")
    host, link = host_over(qtbot, host_win, broker)
    join_over(qtbot, guest_win, link, "Bob")
    players = {1: host_win, 2: guest_win}
    play(qtbot, "d4 d4", players)
    with qtbot.waitSignal(host.spectators_changed, timeout=WAIT_MS):
        spectator = join_over(qtbot, cy_win, link, "Cy", spectator=True)
    assert spectator.seat == 0 and spectator.spectator
    assert cy_win.model.game.notation() == "d4 d4"  # the game so far came with the welcome
    assert [p.name for p in cy_win.session.players] == ["Ann", "Bob"]
    assert cy_win.net.my_seat == 0
    # Nothing a player does is offered to a spectator.
    actions = (cy_win.net.draw_action, cy_win.net.resign_action, cy_win.net.rematch_action)
    assert not any(action.isEnabled() for action in actions)
    assert not cy_win.board.interactive

    # Its move, whoever's turn it is, goes nowhere: it is no one's seat.
    cy_win.board.move_requested.emit(Move.parse("d1"))
    assert not spectator.resign() and not spectator.offer_draw()
    play(qtbot, "d3", players, cy_win)  # the next move (the host's) still comes through
    assert host_win.model.game.notation() == cy_win.model.game.notation() == "d4 d4 d3"

    # Chat from all three, each shown everywhere by its author.
    host_win.net.chat.message_submitted.emit("hello all")
    wait_shown(qtbot, cy_win, "Ann: hello all")
    guest_win.net.chat.message_submitted.emit("hi")
    wait_shown(qtbot, cy_win, "Bob: hi")
    cy_win.net.chat.message_submitted.emit("go Ann")
    # A spectator's line is marked as watching, in its own window too (its seat, 0, is every
    # spectator's: nothing tells its own lines from another spectator's of the same name).
    for win in (host_win, guest_win, cy_win):
        wait_shown(qtbot, win, "Cy (watching): go Ann")
    assert "Ann (you): hello all" in chat_shown(host_win)
    assert "Bob (you): hi" in chat_shown(guest_win)
    assert {"Ann: hello all", "Bob: hi"} <= set(chat_shown(cy_win))

    # To the end: Red (Ann) makes four in column 1; the spectator sees the result.
    play(qtbot, "d5 d1 d5 d1 d6 d1 d6 d1", players, cy_win)
    wait_over(qtbot, host_win, guest_win, cy_win)
    for win in (host_win, guest_win, cy_win):
        assert win.model.result is not None and win.model.result.winner == 1
    assert cy_win.model.game.notation() == host_win.model.game.notation()
    assert not cy_win.net.rematch_action.isEnabled()  # a rematch is the players'
    assert host.spectators == 1 and cy_win.net.status.state == "spectating"
    for win in (cy_win, guest_win, host_win):
        win.close()


# -- IPv6 ----------------------------------------------------------------------------------------


def test_a_game_over_a_broker_on_the_ipv6_loopback_with_a_bracketed_link(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A broker listening on ``[::1]`` alone (no IPv4 listener): the host's link names it in
    brackets, the Join dialog reads the link as a friend pastes it, and the two play."""
    with running_broker(tmp_path / "broker6", host="::1") as broker:
        host_win = window(qtbot, tmp_path, "host")
        guest_win = window(qtbot, tmp_path, "guest")
        host, link = host_over(qtbot, host_win, broker)
        assert (link.host, link.port, link.tls) == ("::1", broker.port, False)
        text = link.format()
        assert text.startswith(f"popout://[::1]:{broker.port}/r/")
        dialog = join_dialog(qtbot, link=text)
        assert dialog.address_info.text() == (
            f"Internet game on broker [::1]:{broker.port}, without TLS"
        )
        dialog.code_edit.setText("1234")
        dialog.name_edit.setText("Bob")
        options = dialog.options()
        assert options is not None and options.internet == parse_link(text)
        with qtbot.waitSignal(host.guest_joined, timeout=WAIT_MS):
            guest_win.net._start_joining(StubJoinDialog(), options)
        qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=WAIT_MS)
        play(qtbot, "d1 d2 d1 d2 d1 d2 d1", {1: host_win, 2: guest_win})
        wait_over(qtbot, host_win, guest_win)
        for win in (host_win, guest_win):
            assert win.model.result is not None and win.model.result.winner == 1
        guest_win.close()
        host_win.close()
