"""Two sessions in one process over 127.0.0.1: a whole LAN game and its faults."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession, continues
from popout_desktop.net.connection import Connection
from popout_desktop.net.guest import GameGuest
from popout_desktop.net.host import GameHost
from popout_desktop.rules import Move, Reason, Result, Rules
from popout_desktop.savefile import load
from popout_desktop.savefile.journal import journal_path, read_journal
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from tests.narrowing import now

LOCALHOST = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


@dataclass
class Side:
    model: GameModel
    board: BoardView
    match: MatchController
    session: GameSession


def make_side(qtbot: QtBot, rules: Rules | None = None, autosave: Path | None = None) -> Side:
    model = GameModel(rules)
    board = BoardView(model)
    qtbot.addWidget(board)
    board.set_speed(Speed.FAST)
    match = MatchController(model, board)
    return Side(model, board, match, GameSession(model, autosave=autosave))


@pytest.fixture
def host_side(qtbot: QtBot) -> Side:
    return make_side(qtbot)


@pytest.fixture
def guest_side(qtbot: QtBot) -> Side:
    return make_side(qtbot)


@pytest.fixture
def host(qtbot: QtBot, host_side: Side) -> Iterator[GameHost]:
    game_host = GameHost(
        host_side.model,
        host_side.session,
        host_side.match,
        name="Ann",
        code="4821",
        guest_seat=2,
    )
    assert game_host.listen(0, LOCALHOST)
    yield game_host
    game_host.close()


def join(
    qtbot: QtBot, side: Side, host: GameHost, name: str = "Bob", **kwargs: object
) -> GameGuest:
    guest = GameGuest(side.model, side.session, side.match)
    with qtbot.waitSignal(guest.joined, timeout=5000):
        guest.join("127.0.0.1", host.port, name, kwargs.pop("code", "4821"), **kwargs)  # type: ignore[arg-type]
    return guest


def settle(qtbot: QtBot, *sides: Side) -> None:
    for side in sides:

        def still(s: Side = side) -> bool:
            return not s.board.animating

        qtbot.waitUntil(still, timeout=5000)


def click(qtbot: QtBot, side: Side, move: str) -> None:
    """A person proposes ``move`` on ``side``'s board once it is their turn."""
    qtbot.waitUntil(lambda: side.board.interactive, timeout=5000)
    side.board.move_requested.emit(Move.parse(move))


def play(qtbot: QtBot, host_side: Side, guest_side: Side, notation: str) -> None:
    """Alternate moves: Red (the host, seat 1) then Yellow (the guest)."""
    for index, move in enumerate(notation.split()):
        side = host_side if index % 2 == 0 else guest_side
        before = host_side.model.game.ply
        click(qtbot, side, move)

        def both_played(b: int = before) -> bool:
            return host_side.model.game.ply == b + 1 and guest_side.model.game.ply == b + 1

        qtbot.waitUntil(both_played, timeout=5000)


def test_a_whole_game_with_pops_undo_chat_draw_resign_and_rematch(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    assert guest.seat == 2
    assert host.guest_connected
    assert [p.name for p in guest_side.session.players] == ["Ann", "Bob"]
    assert [p.name for p in host_side.session.players] == ["Ann", "Bob"]

    play(qtbot, host_side, guest_side, "d4 d4 d3 d5 p4 d3")
    assert guest_side.model.game.notation() == host_side.model.game.notation()
    assert host_side.model.game.notation() == "d4 d4 d3 d5 p4 d3"

    # The guest asks to take back its last move; the host agrees.
    with qtbot.waitSignal(host.undo_requested) as request:
        assert guest.request_undo(5)
    assert request.args == [5]
    with qtbot.waitSignal(guest.answer_received) as answer:
        host.answer_undo(True)
    assert answer.args == ["undo", True]
    qtbot.waitUntil(lambda: guest_side.model.game.ply == 5, timeout=5000)
    assert host_side.model.game.notation() == guest_side.model.game.notation() == ("d4 d4 d3 d5 p4")
    # The host asks; the guest refuses: nothing changes.
    with qtbot.waitSignal(guest.undo_requested):
        assert host.request_undo(4)
    with qtbot.waitSignal(host.answer_received) as answer:
        guest.answer_undo(False)
    assert answer.args == ["undo", False]
    assert host_side.model.game.ply == 5

    play_from_guest = "d6"
    click(qtbot, guest_side, play_from_guest)
    qtbot.waitUntil(lambda: host_side.model.game.ply == 6, timeout=5000)

    # Chat both ways.
    with qtbot.waitSignal(guest.chat_received) as line:
        host.send_chat("good luck")
    assert line.args[0]["from"] == "Ann"
    assert line.args[0]["text"] == "good luck"
    with qtbot.waitSignal(host.chat_received) as line:
        guest.send_chat("thanks <b>!</b>")
    assert line.args[0] == {**line.args[0], "from": "Bob", "text": "thanks <b>!</b>", "seat": 2}

    # A draw offer declined, then a resignation.
    with qtbot.waitSignal(host.draw_offered):
        assert guest.offer_draw()
    with qtbot.waitSignal(guest.answer_received) as answer:
        host.answer_draw(False)
    assert answer.args == ["draw", False]
    assert host_side.model.result is None
    with qtbot.waitSignal(guest_side.model.game_over, timeout=5000):
        assert host.resign()
    assert guest_side.model.result == Result(2, Reason.RESIGNATION)
    assert now(lambda: host_side.model.result) == Result(2, Reason.RESIGNATION)

    # A rematch: colours swap, the guest now moves first as Red.
    with qtbot.waitSignal(host.rematch_offered):
        assert guest.offer_rematch()
    with qtbot.waitSignal(guest_side.model.position_reset, timeout=5000):
        host.answer_rematch(True)
    assert guest.seat == 1
    assert host.guest_seat == 1
    assert [p.name for p in guest_side.session.players] == ["Bob", "Ann"]
    assert guest_side.model.game.ply == 0
    settle(qtbot, host_side, guest_side)
    click(qtbot, guest_side, "d1")
    qtbot.waitUntil(lambda: host_side.model.game.notation() == "d1", timeout=5000)
    # And a draw by agreement this time.
    with qtbot.waitSignal(guest.draw_offered):
        assert host.offer_draw()
    with qtbot.waitSignal(guest_side.model.game_over, timeout=5000):
        guest.answer_draw(True)
    assert guest_side.model.result == Result(None, Reason.AGREEMENT)


def test_a_win_by_the_rules_is_seen_on_both_sides(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    join(qtbot, guest_side, host)
    play(qtbot, host_side, guest_side, "d1 d2 d1 d2 d1 d2 d1")
    assert host_side.model.result is not None
    assert guest_side.model.result == host_side.model.result
    assert guest_side.model.result.winner == 1


def test_a_second_click_while_the_move_is_on_its_way_is_not_sent(
    qtbot: QtBot,
    host: GameHost,
    host_side: Side,
    guest_side: Side,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A person who clicks again before the host has answered their move sends nothing more
    (the host would answer "it is not your turn", and the guest would show it)."""
    received: list[str] = []
    on_move = GameHost._on_move

    def counting(self: GameHost, client: object, message: dict[str, object]) -> None:
        received.append(str(message["move"]))
        on_move(self, client, message)  # type: ignore[arg-type]

    monkeypatch.setattr(GameHost, "_on_move", counting)
    guest = join(qtbot, guest_side, host)
    notices: list[str] = []
    guest.notice.connect(notices.append)
    play(qtbot, host_side, guest_side, "d4")
    qtbot.waitUntil(lambda: guest_side.board.interactive, timeout=5000)
    guest_side.board.move_requested.emit(Move.parse("d3"))
    guest_side.board.move_requested.emit(Move.parse("d5"))  # before the host's answer
    qtbot.waitUntil(lambda: host_side.model.game.ply == 2, timeout=5000)
    qtbot.waitUntil(lambda: guest_side.model.game.ply == 2, timeout=5000)
    assert received == ["d3"]
    assert guest_side.model.game.notation() == "d4 d3"
    # Once answered, the next move goes as before.
    play(qtbot, host_side, guest_side, "d1")
    click(qtbot, guest_side, "d2")
    qtbot.waitUntil(lambda: host_side.model.game.ply == 4, timeout=5000)
    assert received == ["d3", "d2"]
    assert not [text for text in notices if "not your turn" in text]


def test_illegal_and_out_of_turn_moves_change_nothing(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    connection = guest._connection
    assert connection is not None
    notices: list[str] = []
    guest.notice.connect(notices.append)
    connection.send({"type": "move", "ply": 0, "move": "d1"})  # Red's turn: not the guest's
    qtbot.waitUntil(lambda: any("not your turn" in n for n in notices), timeout=5000)
    play(qtbot, host_side, guest_side, "d1")
    connection.send({"type": "move", "ply": 0, "move": "d2"})  # a stale ply
    connection.send({"type": "move", "ply": 1, "move": "p1"})  # not the guest's disc
    qtbot.waitUntil(lambda: len(notices) >= 3, timeout=5000)
    assert host_side.model.game.notation() == "d1"
    assert guest_side.model.game.notation() == "d1"
    assert host.guest_connected


def test_wrong_code_and_wrong_version_are_refused(
    qtbot: QtBot, host: GameHost, guest_side: Side
) -> None:
    guest = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    with qtbot.waitSignal(guest.refused, timeout=5000) as refused:
        guest.join("127.0.0.1", host.port, "Bob", "0000")
    assert refused.args[0] == "wrong_code"
    assert not host.guest_connected

    from popout_desktop.net.protocol import PROTOCOL_VERSION

    other = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("popout_desktop.net.guest.PROTOCOL_VERSION", PROTOCOL_VERSION + 1)
        with qtbot.waitSignal(other.refused, timeout=5000) as refused:
            other.join("127.0.0.1", host.port, "Bob", "4821")
    assert refused.args[0] == "version"
    assert "version 1" in refused.args[1]


def test_table_full_then_spectator(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    join(qtbot, guest_side, host)
    third = make_side(qtbot)
    late = GameGuest(third.model, third.session, third.match)
    with qtbot.waitSignal(late.refused, timeout=5000) as refused:
        late.join("127.0.0.1", host.port, "Cy", "4821")
    assert refused.args[0] == "full"
    watcher = join(qtbot, third, host, "Cy", spectator=True)
    assert watcher.seat == 0
    assert host.spectators == 1
    assert not third.board.interactive
    play(qtbot, host_side, guest_side, "d3 d4")
    qtbot.waitUntil(lambda: third.model.game.notation() == "d3 d4", timeout=5000)
    with qtbot.waitSignal(host.chat_received) as line:
        watcher.send_chat("nice")
    assert line.args[0]["seat"] == 0
    assert not watcher.resign()


def test_a_spectator_whose_connection_drops_comes_back_to_watch(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    """A spectator is not left with a dead game when its connection drops: like a player, it
    reconnects by itself (with a new hello: no seat is kept for it) and watches on."""
    join(qtbot, guest_side, host)
    third = make_side(qtbot)
    watcher = join(qtbot, third, host, "Cy", spectator=True)
    play(qtbot, host_side, guest_side, "d3 d4")
    qtbot.waitUntil(lambda: third.model.game.notation() == "d3 d4", timeout=5000)
    connection = watcher._connection
    assert connection is not None
    with qtbot.waitSignal(watcher.reconnecting, timeout=5000):
        connection.abort("cable pulled")  # no goodbye: the socket just dies
    assert watcher.returning
    with qtbot.waitSignal(watcher.joined, timeout=10_000) as joined:
        pass
    assert joined.args == [0] and watcher.connected  # back: no longer returning
    qtbot.waitUntil(lambda: host.spectators == 1, timeout=10_000)  # the old one is gone
    play(qtbot, host_side, guest_side, "d5")
    qtbot.waitUntil(lambda: third.model.game.notation() == "d3 d4 d5", timeout=5000)


def test_drop_the_guest_mid_game_and_resume(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    play(qtbot, host_side, guest_side, "d4 d4 d3 d5 p4")
    host.send_chat("before the drop")
    qtbot.waitUntil(lambda: len(guest.chat_log) == 1, timeout=5000)
    token = guest.token
    assert token
    connection = guest._connection
    assert connection is not None
    with qtbot.waitSignal(host.guest_left, timeout=5000):
        connection.abort("cable pulled")  # no goodbye: the socket just dies
    # The guest reconnects by itself with its token; the game is exactly where it was.
    with qtbot.waitSignal(guest.joined, timeout=10_000):
        pass
    assert host.guest_connected
    assert guest_side.model.game.notation() == "d4 d4 d3 d5 p4"
    assert [line["text"] for line in guest.chat_log] == ["before the drop"]
    click(qtbot, guest_side, "d7")
    qtbot.waitUntil(lambda: host_side.model.game.notation() == "d4 d4 d3 d5 p4 d7", timeout=5000)


def test_a_new_guest_window_resumes_with_the_saved_token(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    play(qtbot, host_side, guest_side, "d4 d4")
    network = guest_side.session.network
    assert network is not None
    assert network["token"] == guest.token
    guest.cancel()  # the guest closes its window
    qtbot.waitUntil(lambda: not host.guest_connected, timeout=5000)
    # A fresh guest (a new start of the app) restores the autosave with its network details.
    fresh = make_side(qtbot)
    fresh.session.load_saved(guest_side.session.snapshot())
    back = GameGuest(fresh.model, fresh.session, fresh.match)
    with qtbot.waitSignal(back.joined, timeout=5000):
        back.join("127.0.0.1", host.port, "Bob", "4821", token=str(network["token"]))
    assert fresh.model.game.notation() == "d4 d4"
    assert back.seat == 2


def test_a_stranger_cannot_take_a_kept_seat(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    guest.cancel()
    qtbot.waitUntil(lambda: not host.guest_connected, timeout=5000)
    intruder_side = make_side(qtbot)
    intruder = GameGuest(intruder_side.model, intruder_side.session, intruder_side.match)
    with qtbot.waitSignal(intruder.refused, timeout=5000) as refused:
        intruder.join("127.0.0.1", host.port, "Eve", "4821", token="forged-token")
    assert refused.args[0] == "bad_token"


def test_host_closing_leaves_the_guest_with_the_game(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    with qtbot.waitSignal(guest.failed, timeout=5000) as failed:
        host.close()
    assert failed.args[0] == "lost"
    assert guest_side.model.game.notation() == "d4 d4 d3"
    assert guest_side.session.snapshot().game.notation() == "d4 d4 d3"  # it can be saved
    guest.cancel()


def test_hosting_a_saved_game_again_lets_the_guest_resume(
    qtbot: QtBot, host: GameHost, host_side: Side, guest_side: Side
) -> None:
    guest = join(qtbot, guest_side, host)
    play(qtbot, host_side, guest_side, "d4 d4 d3")
    saved_host_game = host_side.session.snapshot()
    host.close()
    qtbot.waitUntil(lambda: not guest.connected, timeout=5000)
    guest.cancel()
    # The host starts again from its saved game and hosts it once more.
    again_side = make_side(qtbot)
    again_side.session.load_saved(saved_host_game)
    again = GameHost(
        again_side.model,
        again_side.session,
        again_side.match,
        name="Ann",
        code="4821",
        guest_seat=2,
    )
    assert again.listen(0, LOCALHOST)
    back = GameGuest(guest_side.model, guest_side.session, guest_side.match)
    with qtbot.waitSignal(back.joined, timeout=5000):
        back.join("127.0.0.1", again.port, "Bob", "4821", token=guest.token)
    assert guest_side.model.game.notation() == "d4 d4 d3"
    click(qtbot, guest_side, "d5")
    qtbot.waitUntil(lambda: again_side.model.game.notation() == "d4 d4 d3 d5", timeout=5000)
    again.close()


def restored(autosave: Path) -> str:
    """The moves a host restarted now would bring back from ``autosave`` and its journal (as
    GameSession.restore_autosave chooses, without a session that would write them again)."""
    journal = read_journal(journal_path(autosave).read_bytes())
    assert journal is not None
    assert continues(journal, load(autosave))
    return journal.game.notation()


def test_a_move_is_in_the_hosts_autosave_before_it_goes_out_and_goes_out_at_once(
    qtbot: QtBot, tmp_path: Path, guest_side: Side, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved before it is acknowledged: whenever the host hands a move to a connection (the
    guest's own move coming back is its acknowledgement), a restart of the host would bring it
    back (the autosave's journal holds it), and no view has been handed it yet (a view
    connected to the model first still comes after). And the line leaves at once: the guest's
    socket has it before the host's event loop runs again, and the guest plays it as it reads
    it (issue 33 point 5)."""
    autosave = tmp_path / "host.popout"
    host_side = make_side(qtbot, autosave=autosave)
    events: list[tuple[str, int, str]] = []  # (what, ply, the moves a restart brings back)
    host_side.model.move_played.connect(lambda effect: events.append(("view", effect.ply, "")))
    game_host = GameHost(
        host_side.model, host_side.session, host_side.match, name="Ann", code="", guest_seat=2
    )
    assert game_host.listen(0, LOCALHOST)
    guest = join(qtbot, guest_side, game_host, code="")
    transmit = Connection._transmit

    def watched(connection: Connection, line: bytes) -> bool:
        message = json.loads(line)
        if message["type"] == "move" and any(
            client.connection is connection for client in game_host._clients
        ):
            events.append(("sent", message["ply"], restored(autosave)))
        return transmit(connection, line)

    monkeypatch.setattr(Connection, "_transmit", watched)
    play(qtbot, host_side, guest_side, "d4 d4 d3 d5")
    assert events == [
        ("sent", 0, "d4"),
        ("view", 0, ""),
        ("sent", 1, "d4 d4"),
        ("view", 1, ""),
        ("sent", 2, "d4 d4 d3"),
        ("view", 2, ""),
        ("sent", 3, "d4 d4 d3 d5"),
        ("view", 3, ""),
    ]

    # The host's move, played without the event loop running afterwards, is on its way.
    settle(qtbot, host_side, guest_side)
    qtbot.waitUntil(lambda: host_side.board.interactive, timeout=5000)
    connection = guest._connection
    assert isinstance(connection, Connection)
    received: list[dict[str, object]] = []
    connection.message_received.connect(received.append)
    host_side.board.move_requested.emit(Move.parse("d6"))
    assert host_side.model.game.ply == 5
    # Reads what the system holds (and hands it on) without running the event loop.
    assert connection._socket.waitForReadyRead(5000)
    assert {"type": "move", "ply": 4, "move": "d6"} in received
    assert load(autosave).game.notation() == "d4 d4 d3 d5 d6"
    # And the guest, asked for the host's move, has played it as it was read.
    assert guest_side.model.game.notation() == "d4 d4 d3 d5 d6"
    game_host.close()
