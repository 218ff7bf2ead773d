"""Two processes play a whole game through a room on a real Mosquitto on 127.0.0.1, and the
host's process is killed (SIGKILL: no goodbye to anyone, the broker only sees its connection
die) mid-game and started again from its autosave: it reopens the same room, and the guest
comes back with its resume token and finishes the game.

The processes are this file run as a program (no windows: a GameHost or a GameGuest on a model,
a board and a session with an autosave, as the window has them)::

    python -m tests.net.test_room_processes host BROKER_PORT AUTOSAVE MOVES
    python -m tests.net.test_room_processes join LINK MOVES

Each plays the moves of MOVES (the whole game's notation) that fall to it, whenever it is its
turn; prints ``link LINK`` (the host, each time its room is ready), ``ply N`` after each move,
and one JSON line at the end (the moves and the winner). Only loopback is used.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.net.mqtt_broker import MqttBroker, running_broker

pytestmark = pytest.mark.slow

GAME = "d4 d4 d3 d5 p4 d3 d1 d2 d1 d2 d1 d2 d1"
#: How long to wait for a line from a child before the test fails (a hang, not a budget).
LINE_TIMEOUT_S = 120.0
ROOT = Path(__file__).resolve().parents[2]


# -- the child processes -----------------------------------------------------------------------


def _child(argv: list[str]) -> int:  # pragma: no cover - runs in the children
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from popout_desktop.game.match import MatchController
    from popout_desktop.game.model import GameModel
    from popout_desktop.game.session import GameSession
    from popout_desktop.net.guest import GameGuest
    from popout_desktop.net.host import GameHost
    from popout_desktop.net.internet_link import parse_link
    from popout_desktop.net.room_link import new_room, saved_room
    from popout_desktop.rules import Move
    from popout_desktop.ui.board.animations import Speed
    from popout_desktop.ui.board.view import BoardView

    app = QApplication(argv[:1])
    role = argv[1]
    model = GameModel()
    board = BoardView(model)
    board.set_speed(Speed.FAST)
    match = MatchController(model, board)
    autosave = Path(argv[3]) if role == "host" else None
    session = GameSession(model, autosave=autosave)
    moves = argv[-1].split()
    status = {"proposed": -1, "reported": False}

    def say(text: str) -> None:
        print(text, flush=True)

    def fail(why: str) -> None:
        say(why)
        app.exit(1)

    peer: GameHost | GameGuest
    my_seat: Callable[[], int]
    if role == "host":
        restored = session.restore_autosave()
        room = saved_room(session.network) if restored else None
        if room is None:
            room = new_room("127.0.0.1", int(argv[2]), tls=False)
        host = GameHost(model, session, match, name="Ann", code="7777", guest_seat=2)
        host.room_ready.connect(lambda link: say(f"link {link}"))
        host.failed.connect(lambda text: fail(f"failed {text}"))
        host.guest_left.connect(lambda name: app.exit(0) if status["reported"] else None)
        host.host_room(room)
        peer = host
        my_seat = lambda: host.host_seat  # noqa: E731
    else:
        guest = GameGuest(model, session, match)
        guest.refused.connect(lambda reason, text: fail(f"refused {reason}"))
        # A move proposed to a host that died is lost with it: propose again once back.
        guest.joined.connect(lambda _seat: status.update(proposed=-1))
        guest.join_room(parse_link(argv[2]), "Bob", "7777")
        peer = guest
        my_seat = lambda: guest.seat if guest.connected else 0  # noqa: E731

    model.move_played.connect(lambda _effect: say(f"ply {model.game.ply}"))

    def step() -> None:
        if status["reported"]:
            return
        if model.result is not None:
            status["reported"] = True
            winner = model.result.winner
            say(json.dumps({"moves": model.game.notation(), "winner": winner}))
            if isinstance(peer, GameGuest):
                connection = peer._connection
                if connection is None:
                    app.exit(0)
                else:
                    connection.closed.connect(lambda _reason: app.exit(0))
                    peer.cancel()
            return
        game = model.game
        if (
            my_seat()
            and game.turn == my_seat()
            and game.ply > status["proposed"]
            and game.ply < len(moves)
            and board.interactive
            and not board.animating
        ):
            status["proposed"] = game.ply
            board.move_requested.emit(Move.parse(moves[game.ply]))

    ticker = QTimer()
    ticker.timeout.connect(step)
    ticker.start(50)
    code = app.exec()
    if isinstance(peer, GameHost):
        peer.close()
    return code


# -- the test ----------------------------------------------------------------------------------


class Child:
    """A child process and its output, line by line."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.net.test_room_processes", *args],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.errors: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put("")  # the end

    def _read_errors(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.errors.append(line.rstrip("\n"))

    def wait_for(self, prefix: str) -> str:
        """The next line that begins with ``prefix`` (AssertionError if the child ends first)."""
        while True:
            try:
                line = self.lines.get(timeout=LINE_TIMEOUT_S)
            except queue.Empty:
                raise AssertionError(f"no {prefix!r}: {self.errors[-20:]}") from None
            if line == "" and self.process.poll() is not None:
                raise AssertionError(f"ended before {prefix!r}: {self.errors[-20:]}")
            if line.startswith(prefix):
                return line

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[MqttBroker]:
    with running_broker(tmp_path / "broker") as running:
        yield running


@pytest.fixture
def children() -> Iterator[list[Child]]:
    made: list[Child] = []
    yield made
    for child in made:
        child.stop()


def test_two_processes_finish_a_game_through_a_room_with_the_host_killed_and_restarted(
    tmp_path: Path, broker: MqttBroker, children: list[Child]
) -> None:
    autosave = tmp_path / "host-autosave.popout"
    host = Child("host", str(broker.port), str(autosave), GAME)
    children.append(host)
    link = host.wait_for("link ").removeprefix("link ")
    guest = Child("join", link, GAME)
    children.append(guest)
    host.wait_for("ply 5")
    guest.wait_for("ply 5")
    host.process.send_signal(signal.SIGKILL)  # no goodbye, no more autosaves
    host.process.wait()
    again = Child("host", str(broker.port), str(autosave), GAME)
    children.append(again)
    assert again.wait_for("link ") == f"link {link}"  # the same room, from the autosave
    final = json.loads(guest.wait_for("{"))
    assert final == {"moves": GAME, "winner": 1}
    assert json.loads(again.wait_for("{")) == final
    assert guest.process.wait(timeout=LINE_TIMEOUT_S) == 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(_child(sys.argv))
