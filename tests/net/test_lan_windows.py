"""LAN play through two main windows in one process, and through two separate processes."""

from __future__ import annotations

import ast
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.net import link as link_module
from popout_desktop.net import room_link as room_link_module
from popout_desktop.net.link import link_cause
from popout_desktop.net.protocol import parse_invite
from popout_desktop.rules import Move, Reason, Result
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import not_none

DRIVER = Path(__file__).with_name("lan_driver.py")


class StubHostDialog:
    """Stands in for HostDialog: records the host it is asked to wait for."""

    def __init__(self) -> None:
        self.host: Any = None

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


def ready(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.board.interactive and not win.board.animating, timeout=5000)


def move(qtbot: QtBot, win: MainWindow, text: str, *others: MainWindow) -> None:
    ready(qtbot, win)
    ply = win.model.game.ply
    win.board.move_requested.emit(Move.parse(text))
    for other in (win, *others):

        def played(o: MainWindow = other) -> bool:
            return o.model.game.ply == ply + 1

        qtbot.waitUntil(played, timeout=5000)


@pytest.fixture
def pair(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, MainWindow]]:
    host_win = window(qtbot, tmp_path, "host")
    guest_win = window(qtbot, tmp_path, "guest")
    # Listen on loopback only, on a port the kernel picks.
    from popout_desktop.net import host as host_module

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
    assert host_win.net.active
    assert host_win.net.status.state == "hosting"
    join = StubJoinDialog()
    with qtbot.waitSignal(dialog.host.guest_joined, timeout=5000):
        guest_win.net._start_joining(
            join, JoinOptions(host="127.0.0.1", port=dialog.host.port, code="1234", name="Bob")
        )
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=5000)
    yield host_win, guest_win
    guest_win.close()
    host_win.close()


def test_two_windows_play_chat_undo_and_resign(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow]
) -> None:
    host_win, guest_win = pair
    assert host_win.net.status.state == "connected"
    assert guest_win.players_panel.name_text(1) == "Ann"
    assert guest_win.players_panel.kind_text(1) == "Over the network"
    assert not guest_win.new_game_action.isEnabled()  # a network game changes by agreement
    assert not guest_win.redo_action.isEnabled()
    assert guest_win.net.chat.isVisibleTo(guest_win)

    move(qtbot, host_win, "d4", guest_win)
    move(qtbot, guest_win, "d4", host_win)
    move(qtbot, host_win, "d3", guest_win)
    assert guest_win.move_list.row_texts()[-1] == "3. Ann d3" or guest_win.move_list.row_texts()[
        -1
    ].endswith("d3")

    # Chat from the guest's panel to the host's.
    with qtbot.waitSignal(not_none(host_win.net.peer).chat_received, timeout=5000):
        guest_win.net.chat.message_submitted.emit("hello <b>Ann</b>")
    assert "hello" in host_win.net.chat.text()

    # The guest asks to take back (its last move d4 and Ann's reply d3); Ann accepts.
    assert guest_win.undo()
    qtbot.waitUntil(lambda: host_win.net.offer_bar.kind == "undo", timeout=5000)
    host_win.net.offer_bar.accept_button.click()
    qtbot.waitUntil(lambda: guest_win.model.game.notation() == "d4", timeout=5000)
    assert host_win.model.game.notation() == "d4"

    # A draw offer declined, then the guest resigns.
    guest_win.net.offer_draw()
    qtbot.waitUntil(lambda: host_win.net.offer_bar.kind == "draw", timeout=5000)
    host_win.net.offer_bar.decline_button.click()
    qtbot.waitUntil(lambda: "declined the draw" in guest_win.status_text(), timeout=5000)
    assert not_none(guest_win.net.peer).resign()
    qtbot.waitUntil(lambda: host_win.model.result is not None, timeout=5000)
    assert host_win.model.result == Result(1, Reason.RESIGNATION)
    assert "resigned" in host_win.status_text()


def test_leaving_keeps_the_game_as_a_local_one(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow]
) -> None:
    host_win, guest_win = pair
    move(qtbot, host_win, "d1", guest_win)
    guest_win.net.leave()
    assert not guest_win.net.active
    assert guest_win.new_game_action.isEnabled()
    assert guest_win.model.game.notation() == "d1"
    assert [p.kind for p in guest_win.session.players] == ["human", "human"]
    ready(qtbot, guest_win)  # now two people play on at this screen
    guest_win.board.move_requested.emit(Move.drop(1))
    assert guest_win.model.game.notation() == "d1 d2"
    qtbot.waitUntil(lambda: host_win.net.status.state == "lost", timeout=5000)


def test_the_join_link_and_the_host_option_are_parsed() -> None:
    assert parse_invite("popout://127.0.0.1:7457/1234") == ("127.0.0.1", 7457, "1234")
    from popout_desktop.app.main import build_parser

    options = build_parser().parse_args(["--host"])
    assert options.host == 7457
    options = build_parser().parse_args(["--host", "9000", "--join", "popout://x/1"])
    assert (options.host, options.join) == (9000, "popout://x/1")


#: Only catches a true hang (a process that neither plays nor gives up); the drivers give up
#: by themselves when the game stops moving (see lan_driver.STALL_SECONDS).
HANG_SECONDS = 900


@pytest.mark.slow
def test_two_processes_finish_a_scripted_game(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    """A host and a guest, each a separate process with its own main window, offscreen.

    The drivers wait on the game, not on a time budget (a loaded machine plays slowly); their
    standard error tells what happened when, and is shown if the game does not finish."""
    host = subprocess.Popen(
        [python, str(DRIVER), "host", "d1 d1 d1 d1"],
        env={**subprocess_env, "POPOUT_HOME": str(tmp_path / "host")},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()  # the host's own watchdog ends it if it never listens
        if not first.startswith("listening "):
            host.kill()
            pytest.fail(f"the host did not listen: {first!r}\n{host.communicate()[1]}")
        port = int(first.split()[1])
        guest = subprocess.run(
            [python, str(DRIVER), "join", "d2 d2 d2", str(port)],
            env={**subprocess_env, "POPOUT_HOME": str(tmp_path / "guest")},
            capture_output=True,
            text=True,
            timeout=HANG_SECONDS,
        )
        host_out, host_err = host.communicate(timeout=HANG_SECONDS)
    finally:
        if host.poll() is None:
            host.kill()
            host.communicate()
    both = f"guest:\n{guest.stderr}\nhost:\n{host_err}"
    assert guest.returncode == 0, both
    assert host.returncode == 0, both
    host_report = json.loads(host_out.strip().splitlines()[-1])
    guest_report = json.loads(guest.stdout.strip().splitlines()[-1])
    assert host_report == guest_report
    assert host_report["moves"] == "d1 d2 d1 d2 d1 d2 d1"
    assert host_report["winner"] == 1


def test_the_turn_line_says_reconnecting_while_no_move_is_taken(
    qtbot: QtBot, pair: tuple[MainWindow, MainWindow]
) -> None:
    """Issue 32 point 5: while the guest reconnects, its turn line does not say "Your turn"
    (no move is taken then) but that the game is reconnecting; back in, it is the guest's turn
    again."""
    host_win, guest_win = pair
    move(qtbot, host_win, "d1", guest_win)
    assert guest_win.turn_indicator.text() == "Your turn"
    host = host_win.net.peer
    for client in list(host._clients):  # type: ignore[union-attr]
        client.connection.abort("cut")  # the connection drops; the host stays
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    assert guest_win.turn_indicator.text() == "Reconnecting to the game…"
    assert guest_win.turn_indicator.busy.isVisibleTo(guest_win.turn_indicator)
    net = guest_win.net
    assert not net.draw_action.isEnabled() and not net.resign_action.isEnabled()
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=15_000)
    assert guest_win.turn_indicator.text() == "Your turn"
    assert net.draw_action.isEnabled() and net.resign_action.isEnabled()


def test_the_cause_of_a_lost_connection_is_said_in_the_window_s_language(
    qtbot: QtBot, qapp: QApplication, pair: tuple[MainWindow, MainWindow]
) -> None:
    """Issue 32 point 4: a Russian window said "Соединение с хостом потеряно: the other side
    closed the connection", the cause after the colon in English."""
    host_win, guest_win = pair
    install_translators(qapp, "ru")
    try:
        host = host_win.net.peer
        for client in list(host._clients):  # type: ignore[union-attr]
            client.connection.abort("cut")  # the connection drops; the host stays
        qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
        said = guest_win.net.chat.text()
        assert "Соединение с хостом потеряно: другая сторона закрыла соединение" in said
        assert "the other side" not in said
        qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=15_000)
    finally:
        install_translators(qapp, "en")


def test_a_link_s_cause_is_translated_and_the_peer_s_words_kept(qapp: QApplication) -> None:
    install_translators(qapp, "pl")
    try:
        assert link_cause("no message for too long") == "zbyt długo brak wiadomości"
        assert link_cause("a line must arrive whole within 10 s") == (
            "wiersz musi dotrzeć w całości w ciągu 10 s"
        )
        # The peer's cause is translated when it is one of ours; its own words stay.
        assert link_cause("the peer reported: no message for too long") == (
            "druga strona zgłosiła: zbyt długo brak wiadomości"
        )
        assert link_cause("the peer reported: bad thing") == "druga strona zgłosiła: bad thing"
        assert link_cause("Connection refused") == "Connection refused"
    finally:
        install_translators(qapp, "en")
    assert link_cause("no message for too long") == "no message for too long"


def test_every_cause_a_link_gives_for_its_end_is_translated(qapp: QApplication) -> None:
    """Issue 32 point 8: a Russian guest whose internet game went away read "Соединение с
    хостом потеряно: the other side did not answer" (a room link's ping after a sign that the
    host may be gone, unanswered: a cause added without its translation). Every cause the links
    give for their end in their own words (link.py, room_link.py) is said in the language."""
    causes: set[str] = set()
    for module in (link_module, room_link_module):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in {"abort", "close", "_drop"}
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                causes.add(node.args[0].value)
    assert "the other side did not answer" in causes
    install_translators(qapp, "ru")
    try:
        untranslated = sorted(cause for cause in causes if link_cause(cause) == cause)
    finally:
        install_translators(qapp, "en")
    assert untranslated == []
