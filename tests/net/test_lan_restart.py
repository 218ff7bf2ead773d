"""A host that dies (``kill -9``) and is started again from its saved game (issue 13: 1, 2).

All over 127.0.0.1. The restart is a new host built from the saved game as a new run of the app
reads it back: the snapshot written to a file, loaded, and hosted again.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer
from pytestqt.qtbot import QtBot

from popout_desktop.net import host as host_module
from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.rules import Move
from popout_desktop.savefile import MAX_NETWORK_BYTES, SavedGame, load, save
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import now

#: Two windows, a host killed and restarted, each test: end to end, for the full run.
pytestmark = pytest.mark.slow

LOCALHOST = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


def free_port() -> int:
    """A TCP port free on loopback now (the kernel's choice)."""
    probe = QTcpServer()
    assert probe.listen(LOCALHOST, 0)
    port = int(probe.serverPort())
    probe.close()
    return port


class StubHostDialog:
    def __init__(self) -> None:
        self.host: Any = None

    def show_waiting(self, host: Any, *args: object, **kwargs: object) -> None:
        self.host = host


class StubJoinDialog:
    def show_joining(self, guest: Any) -> None:
        self.guest = guest


@pytest.fixture(autouse=True)
def loopback_listen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hosts listen on loopback only, on the port they are asked for."""
    listen = host_module.GameHost.listen
    monkeypatch.setattr(
        host_module.GameHost,
        "listen",
        lambda self, port, address=None: listen(self, port, LOCALHOST),
    )


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for win in made:
        win.close()


def window(qtbot: QtBot, tmp_path: Path, made: list[MainWindow], name: str) -> MainWindow:
    win = MainWindow(
        settings=Settings(tmp_path / f"{name}.ini"), autosave=tmp_path / f"{name}.popout"
    )
    qtbot.addWidget(win)
    win.set_speed("fast")
    win.show()
    made.append(win)
    return win


def move(qtbot: QtBot, win: MainWindow, text: str, *others: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.board.interactive and not win.board.animating, timeout=5000)
    ply = win.model.game.ply
    win.board.move_requested.emit(Move.parse(text))
    for other in (win, *others):

        def arrived(o: MainWindow = other) -> bool:
            return o.model.game.ply == ply + 1

        qtbot.waitUntil(arrived, timeout=5000)


def kill(win: MainWindow) -> None:
    """The host's process dies at once: no goodbye, no more autosaves, the sockets just go."""
    host = win.net.peer
    assert isinstance(host, GameHost)
    win.session.disable_autosave()
    host._server.close()
    for client in list(host._clients):
        client.connection.abort("killed")


def restarted(path: Path) -> SavedGame:
    """What a new run of the app reads back: the game written to ``path`` and loaded."""
    return load(path)


def host_and_join(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow], *, guest_seat: int
) -> tuple[int, MainWindow, MainWindow]:
    """A host window hosting on a free port (code 1234, the guest in ``guest_seat``) and a
    guest window joined as Bob and connected: ``(port, host_win, guest_win)``."""
    port = free_port()
    host_win = window(qtbot, tmp_path, windows, "host")
    guest_win = window(qtbot, tmp_path, windows, "guest")
    first = StubHostDialog()
    host_win.net._start_hosting(
        first,
        HostOptions(
            name="Ann", rules=host_win.model.rules, guest_seat=guest_seat, port=port, code="1234"
        ),
    )
    with qtbot.waitSignal(first.host.guest_joined, timeout=5000):
        guest_win.net._start_joining(
            StubJoinDialog(), JoinOptions(host="127.0.0.1", port=port, code="1234", name="Bob")
        )
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=5000)
    return port, host_win, guest_win


def test_a_restarted_host_keeps_the_seats_and_code_and_its_guest_resumes_with_the_chat(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    port = free_port()
    host_win = window(qtbot, tmp_path, windows, "host")
    guest_win = window(qtbot, tmp_path, windows, "guest")
    first = StubHostDialog()
    # The guest plays Red (not the dialog's default) and moves first.
    host_win.net._start_hosting(
        first,
        HostOptions(name="Ann", rules=host_win.model.rules, guest_seat=1, port=port, code="1234"),
    )
    with qtbot.waitSignal(first.host.guest_joined, timeout=5000):
        guest_win.net._start_joining(
            StubJoinDialog(), JoinOptions(host="127.0.0.1", port=port, code="1234", name="Bob")
        )
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=5000)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    assert guest.seat == 1
    move(qtbot, guest_win, "d4", host_win)
    move(qtbot, host_win, "d4", guest_win)
    move(qtbot, guest_win, "d3", host_win)
    with qtbot.waitSignal(first.host.chat_received, timeout=5000):
        guest_win.net.chat.message_submitted.emit("hi Ann")
    with qtbot.waitSignal(guest.chat_received, timeout=5000):
        host_win.net.chat.message_submitted.emit("hello Bob")

    # kill -9: the autosave on disk is all that is left of the host.
    autosave = tmp_path / "host.popout"
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    copy = tmp_path / "copied.popout"
    save(copy, restarted(autosave))  # and a saved game round-trips the same details
    saved = restarted(copy)
    assert saved.network is not None
    assert [line["text"] for line in saved.network["chat"]] == ["hi Ann", "hello Bob"]

    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(saved)
    dialog = again.net.host_dialog()
    # The dialog shows the saved seats and code and cannot change them.
    assert dialog.resumed
    assert dialog.name_edit.text() == "Ann"
    assert dialog.guest_seat_buttons[1].isChecked()
    assert not dialog.guest_seat_buttons[1].isEnabled()
    assert not dialog.guest_seat_buttons[2].isEnabled()
    assert dialog.code_check.isChecked()
    assert dialog.code_edit.text() == "1234"
    assert not dialog.code_edit.isEnabled()
    assert not dialog.new_code_button.isEnabled()
    assert dialog.port_spin.value() == port
    options = dialog.options()
    assert options is not None
    assert (options.guest_seat, options.code, options.port) == (1, "1234", port)

    with qtbot.waitSignal(guest.joined, timeout=15_000):
        dialog.start_hosting()
    host = again.net.peer
    assert isinstance(host, GameHost)
    assert host.guest_seat == 1
    assert host.join_code == "1234"
    assert guest.seat == 1
    assert [(p.name, p.kind) for p in again.session.players] == [
        ("Bob", "remote"),
        ("Ann", "human"),
    ]
    assert again.model.game.notation() == guest_win.model.game.notation() == "d4 d4 d3"
    assert [line["text"] for line in host.chat_log] == ["hi Ann", "hello Bob"]
    assert [line["text"] for line in guest.chat_log] == ["hi Ann", "hello Bob"]
    # The host owns Yellow's discs, the guest Red's, as before the restart.
    move(qtbot, again, "d5", guest_win)
    move(qtbot, guest_win, "d6", again)
    assert again.model.game.notation() == "d4 d4 d3 d5 d6"


def test_a_saved_network_game_fixes_the_seats_and_code_whatever_the_host_is_given(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=1)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    move(qtbot, guest_win, "d1", host_win)
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)

    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(restarted(tmp_path / "host.popout"))
    # What the Host dialog used to give: its default colour and a fresh code.
    with qtbot.waitSignal(guest.joined, timeout=15_000):
        again.net._start_hosting(
            StubHostDialog(),
            HostOptions(name="Ann", rules=again.model.rules, guest_seat=2, port=port, code="9999"),
        )
    host = again.net.peer
    assert isinstance(host, GameHost)
    assert (host.guest_seat, host.join_code) == (1, "1234")
    assert guest.seat == 1
    move(qtbot, again, "d2", guest_win)
    assert guest_win.model.game.notation() == "d1 d2"


@pytest.fixture
def code_first_host(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hosts that ask the code of a resume even when its token fits (PROTOCOL.md allows it:
    ours lets the token in whatever the code), so that a returning guest meets ``wrong_code``."""
    resume = host_module.GameHost._on_resume

    def code_first(self: GameHost, client: Any, message: dict[str, Any]) -> None:
        if self._check_code(client, message):
            resume(self, client, message)

    monkeypatch.setattr(host_module.GameHost, "_on_resume", code_first)


def test_a_restarted_host_with_another_code_lets_the_guest_back_by_its_token(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=2)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    move(qtbot, host_win, "d4", guest_win)
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    saved = restarted(tmp_path / "host.popout")
    assert saved.network is not None
    saved.network["code"] = "55556666"  # the code changed (too many wrong ones were tried)
    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(saved)
    asked: list[str] = []
    guest.code_needed.connect(asked.append)
    with qtbot.waitSignal(guest.joined, timeout=15_000):
        again.net._start_hosting(
            StubHostDialog(),
            HostOptions(name="Ann", rules=again.model.rules, guest_seat=2, port=port, code="5555"),
        )
    assert asked == []
    assert guest.seat == 2
    assert guest_win.model.game.notation() == "d4"


def test_a_host_killed_before_the_first_move_is_resumed_too(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    _port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=1)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    saved = restarted(tmp_path / "host.popout")
    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(saved)
    assert again.model.game.ply == 0
    assert again.net.resumable_network() is not None
    dialog = again.net.host_dialog()
    assert dialog.resumed
    assert dialog.guest_seat_group.checkedId() == 1
    with qtbot.waitSignal(guest.joined, timeout=15_000):
        again.net._start_hosting(StubHostDialog(), dialog.options())
    assert guest.seat == 1  # Bob is Red again and moves first
    move(qtbot, guest_win, "d4", again)


def test_a_guest_refused_on_its_return_says_so_instead_of_reconnecting(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=2)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    move(qtbot, host_win, "d4", guest_win)
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    assert guest.returning
    saved = restarted(tmp_path / "host.popout")
    assert saved.network is not None
    saved.network["token"] = "another-game"  # the host no longer knows our seat
    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(saved)
    with qtbot.waitSignal(guest.refused, timeout=15_000):
        again.net._start_hosting(
            StubHostDialog(),
            HostOptions(name="Ann", rules=again.model.rules, guest_seat=2, port=port, code="1234"),
        )
    assert not now(lambda: guest.returning)
    assert guest_win.net.status.state == "lost"
    assert "did not let us back" in guest_win.net.status.detail
    assert "did not let us back" in guest_win.net.chat.text()
    assert guest_win.model.game.notation() == "d4"  # the game stays on screen


@pytest.mark.usefixtures("code_first_host")
def test_a_guest_refused_for_a_wrong_code_on_its_return_is_asked_for_the_code(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=2)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    move(qtbot, host_win, "d4", guest_win)
    move(qtbot, guest_win, "d4", host_win)
    with qtbot.waitSignal(guest.chat_received, timeout=5000):
        guest_win.net.chat.message_submitted.emit("still there?")
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)

    # The host comes back with another code (its saved details say so).
    saved = restarted(tmp_path / "host.popout")
    assert saved.network is not None
    saved.network["code"] = "5555"
    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(saved)
    refused: list[str] = []
    guest.refused.connect(lambda reason, _text: refused.append(reason))
    with qtbot.waitSignal(guest.code_needed, timeout=15_000):
        again.net._start_hosting(
            StubHostDialog(),
            HostOptions(name="Ann", rules=again.model.rules, guest_seat=2, port=port, code="5555"),
        )
    # Not dropped: still in the network game, the game on screen, and asked for the code.
    assert refused == []
    assert guest.awaiting_code
    assert guest_win.net.active and guest_win.net.peer is guest
    assert guest_win.model.game.notation() == "d4 d4"
    prompt = guest_win.net.code_prompt
    assert prompt is not None and prompt.isVisible()

    # A wrong code again: asked again (after the host's wait for a second wrong code, which
    # the guest waits out on its own).
    with qtbot.waitSignal(guest.code_needed, timeout=10_000):
        prompt.setTextValue("0000")
        prompt.accept()
    prompt = guest_win.net.code_prompt
    assert prompt is not None and prompt.isVisible()
    with qtbot.waitSignal(guest.joined, timeout=10_000):
        prompt.setTextValue("5555")
        prompt.accept()
    assert guest_win.net.code_prompt is None
    host = again.net.peer
    assert isinstance(host, GameHost)
    assert host.guest_connected
    assert guest.seat == 2
    assert [line["text"] for line in guest.chat_log] == ["still there?"]
    move(qtbot, again, "d3", guest_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "connected", timeout=5000)


@pytest.mark.usefixtures("code_first_host")
def test_leaving_instead_of_giving_the_code_keeps_the_game_as_a_local_one(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=2)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    move(qtbot, host_win, "d4", guest_win)
    kill(host_win)
    saved = restarted(tmp_path / "host.popout")
    assert saved.network is not None
    saved.network["code"] = "5555"
    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(saved)
    with qtbot.waitSignal(guest.code_needed, timeout=15_000):
        again.net._start_hosting(
            StubHostDialog(),
            HostOptions(name="Ann", rules=again.model.rules, guest_seat=2, port=port, code="5555"),
        )
    prompt = guest_win.net.code_prompt
    assert prompt is not None
    prompt.reject()
    assert not guest_win.net.active
    assert guest_win.model.game.notation() == "d4"


def test_the_chat_kept_with_a_saved_game_fits_its_network_details(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    host_win = window(qtbot, tmp_path, windows, "host")
    first = StubHostDialog()
    host_win.net._start_hosting(
        first,
        HostOptions(
            name="Ann", rules=host_win.model.rules, guest_seat=2, port=free_port(), code="1234"
        ),
    )
    host = first.host
    assert isinstance(host, GameHost)
    for number in range(500):  # the longest chat: 500 lines of 500 four-byte characters
        host.send_chat(f"{number} " + "\U0001f600" * 495)
    network = host_win.session.network
    assert network is not None
    chat = network["chat"]
    assert isinstance(chat, list)
    assert 0 < len(chat) < 500
    assert chat[-1]["text"].startswith("499 ")
    path = tmp_path / "long-chat.popout"
    save(path, host_win.session.snapshot())
    saved = load(path)  # within MAX_NETWORK_BYTES, or it would not load
    assert saved.network is not None
    assert saved.network["chat"] == chat
    assert len(json.dumps(saved.network, ensure_ascii=False).encode()) <= MAX_NETWORK_BYTES


def test_a_saved_chat_line_that_is_not_one_is_dropped_when_hosted_again(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    host_win = window(qtbot, tmp_path, windows, "host")
    good = {"from": "Bob", "text": "hi", "time": "2026-12-01T10:00:00+00:00", "seat": 2}
    host_win.session.network = {
        "role": "host",
        "code": "1234",
        "guest_seat": 2,
        "guest": "Bob",
        "token": "abcdefghijklmnopqrstuvwx",
        "chat": [good, {"from": "Eve", "text": "<b>x</b>" * 100, "seat": 9}, "not a line"],
    }
    host = GameHost(
        host_win.model, host_win.session, host_win.match, name="Ann", code="", guest_seat=1
    )
    assert host.chat_log == [good]
    assert (host.guest_seat, host.join_code) == (2, "1234")
    host.close()


def test_a_new_game_after_a_network_game_is_not_hosted_as_that_game_again(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    _port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=1)
    move(qtbot, guest_win, "d4", host_win)
    host_win.net.leave()
    assert host_win.net.resumable_network() is not None  # the guest may still come back
    host_win.start_game(host_win.model.rules, host_win.session.players)
    move(qtbot, host_win, "d1")
    assert host_win.session.network is None
    assert host_win.net.resumable_network() is None
    dialog = host_win.net.host_dialog()
    assert not dialog.resumed
    assert dialog.guest_seat_buttons[1].isEnabled()
    assert dialog.code_edit.isEnabled()
    assert load(tmp_path / "host.popout").network is None


def chat_lines(win: MainWindow) -> dict[str, str]:
    """The window's chat log as shown, each line by the text said in it."""
    shown: dict[str, str] = {}
    for line in win.net.chat.text().splitlines():
        for said in ("hello Bob", "hi Ann"):
            if line.endswith(": " + said):
                shown[said] = line
    return shown


def swapped_chat(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> tuple[MainWindow, MainWindow]:
    """Ann hosts with Bob as Yellow, both say something, then a rematch swaps the colours
    (Bob is Red now): ``(host_win, guest_win)``."""
    _port, host_win, guest_win = host_and_join(qtbot, tmp_path, windows, guest_seat=2)
    host = host_win.net.peer
    guest = guest_win.net.peer
    assert isinstance(host, GameHost) and isinstance(guest, GameGuest)
    with qtbot.waitSignal(guest.chat_received, timeout=5000):
        host_win.net.chat.message_submitted.emit("hello Bob")
    with qtbot.waitSignal(guest.chat_received, timeout=5000):
        guest_win.net.chat.message_submitted.emit("hi Ann")
    with qtbot.waitSignal(host.rematch_offered, timeout=5000):
        assert guest.offer_rematch()
    with qtbot.waitSignal(guest_win.model.position_reset, timeout=5000):
        host.answer_rematch(True)
    assert (guest.seat, host.host_seat) == (1, 2)
    # The guest's own log says the seat each author has now, as the host would send it.
    assert {line["text"]: line["seat"] for line in guest.chat_log} == {"hello Bob": 2, "hi Ann": 1}
    return host_win, guest_win


def assert_authors(host_win: MainWindow, guest_win: MainWindow) -> None:
    """Both windows show both lines, each by its author, in the colour they play now (Ann
    Yellow, Bob Red), "(you)" only on one's own."""
    for win in (host_win, guest_win):
        assert set(chat_lines(win)) == {"hello Bob", "hi Ann"}
    assert "Ann (you): hello Bob" in chat_lines(host_win)["hello Bob"]
    assert "(you)" not in chat_lines(host_win)["hi Ann"]
    assert "Bob (you): hi Ann" in chat_lines(guest_win)["hi Ann"]
    assert "(you)" not in chat_lines(guest_win)["hello Bob"]
    for win in (host_win, guest_win):
        peer = win.net.peer
        assert peer is not None
        assert {line["text"]: (line["from"], line["seat"]) for line in peer.chat_log} == {
            "hello Bob": ("Ann", 2),
            "hi Ann": ("Bob", 1),
        }


def test_after_a_swapped_rematch_a_returning_guest_sees_each_line_by_its_author(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    """Issue 32 point 4: the host's old line was shown to the returning guest as its own, the
    seat kept with the line (Ann's Red then) being the guest's now."""
    host_win, guest_win = swapped_chat(qtbot, tmp_path, windows)
    host = host_win.net.peer
    guest = guest_win.net.peer
    assert isinstance(host, GameHost) and isinstance(guest, GameGuest)
    with qtbot.waitSignal(guest.joined, timeout=15_000):
        for client in list(host._clients):
            client.connection.abort("dropped")
    assert guest.seat == 1
    assert_authors(host_win, guest_win)


def test_a_host_restarted_after_a_swapped_rematch_shows_the_saved_chat_by_its_authors(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    """Issue 32 point 4: a host restarted from its autosave showed none of the chat saved
    with it (the guest got it back), and the guest saw the host's line as its own."""
    host_win, guest_win = swapped_chat(qtbot, tmp_path, windows)
    guest = guest_win.net.peer
    assert isinstance(guest, GameGuest)
    kill(host_win)
    qtbot.waitUntil(lambda: guest_win.net.status.state == "reconnecting", timeout=5000)
    again = window(qtbot, tmp_path, windows, "host-again")
    again.session.load_saved(restarted(tmp_path / "host.popout"))
    dialog = again.net.host_dialog()
    assert dialog.resumed
    with qtbot.waitSignal(guest.joined, timeout=15_000):
        dialog.start_hosting()
    assert_authors(again, guest_win)
    assert "hello Bob" in again.net.chat.text() and "hi Ann" in again.net.chat.text()


def test_a_chat_saved_without_authors_is_read_by_the_names_saved_with_it(
    qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]
) -> None:
    """A game saved before the host kept each line's author (``by``): the names say who wrote
    what, the seat kept with a line being the one its author had then (here before a swap)."""
    host_win = window(qtbot, tmp_path, windows, "host")
    time = "2026-12-01T10:00:00+00:00"
    path = tmp_path / "old.popout"
    game = SavedGame(
        game=host_win.model.game.copy(),
        players=host_win.session.players,
        network={
            "role": "host",
            "name": "Ann",
            "code": "1234",
            "guest_seat": 1,
            "guest": "Bob",
            "token": "abcdefghijklmnopqrstuvwx",
            "chat": [
                {"from": "Ann", "text": "hello Bob", "time": time, "seat": 1},
                {"from": "Bob", "text": "hi Ann", "time": time, "seat": 2},
                {"from": "Eve", "text": "go Bob", "time": time, "seat": 0},
            ],
        },
    )
    save(path, game)
    host_win.session.load_saved(load(path))
    host = GameHost(
        host_win.model, host_win.session, host_win.match, name="Ann", code="", guest_seat=2
    )
    assert [(line["from"], line["seat"]) for line in host.chat_log] == [
        ("Ann", 2),
        ("Bob", 1),
        ("Eve", 0),
    ]
    assert all(set(line) == {"from", "text", "time", "seat"} for line in host.chat_log)
    host._remember()  # and it is saved again with each line's author
    network = host_win.session.network
    assert isinstance(network, dict)
    chat = network["chat"]
    assert isinstance(chat, list)
    assert [line["by"] for line in chat] == ["host", "guest", "spectator"]
    host.close()
