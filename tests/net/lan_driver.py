"""Drives a real main window through a LAN game from a separate process (for the tests).

    python lan_driver.py host "MOVES"          # hosts on a free loopback port, prints it
    python lan_driver.py join "MOVES" PORT     # joins 127.0.0.1:PORT
    python lan_driver.py host "MOVES" --broker PORT   # hosts over the internet: a room on the
                                                      # broker at 127.0.0.1:PORT; prints its link
    python lan_driver.py join "MOVES" LINK     # joins the room of an internet invite link

Each side plays its own MOVES (notation) through its board whenever it is its turn, exactly as a
click would, and when the game is over prints one JSON line: the moves and the winner. Only
loopback is used. Exits 0 on success, 1 on a failure.

There is no budget for the whole game, which a loaded machine may play slowly: the driver waits
on the game. It gives up only when the game cannot go on (the guest could not join, or the
connection was lost before the end), or when nothing has happened for ``STALL_SECONDS`` (no
connection, no seat, no move: a hang). What happened, with the time of each event since the
driver started, goes to standard error, so a failing test shows where the game stopped.

The host leaves once the guest has left after the end (the guest says goodbye once it has seen
the last move): no pause is guessed for the last messages to go out.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: No event (connection, seat, move) for this long means the game is stuck. Generous: a move,
#: even on a machine busy with other work, takes far less.
STALL_SECONDS = float(os.environ.get("POPOUT_DRIVER_STALL_SECONDS", "120"))

START = time.monotonic()


@dataclass
class Status:
    """How the driver stands: the exit code, whether it stopped, when something last happened,
    and whether the end of the game was reported."""

    code: int
    over: bool
    progress: float
    reported: bool = False


def log(text: str) -> None:
    print(f"[{sys.argv[1]} {time.monotonic() - START:7.2f}s] {text}", file=sys.stderr, flush=True)


def main() -> int:
    role, moves = sys.argv[1], sys.argv[2].split()
    from PySide6.QtCore import QTimer
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication

    from popout_desktop.app import paths
    from popout_desktop.net import host as host_module
    from popout_desktop.net.guest import GameGuest
    from popout_desktop.net.internet_link import parse_link
    from popout_desktop.net.mqtt_carrier import Broker
    from popout_desktop.rules import Move
    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.network.dialogs import HostOptions, JoinOptions
    from popout_desktop.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    log("Qt started")
    window = MainWindow(settings=Settings(paths.settings_path()), autosave=paths.autosave_path())
    window.set_speed("fast")
    window.show()
    listen = host_module.GameHost.listen

    def loopback_listen(self: host_module.GameHost, port: int, address: object = None) -> bool:
        return listen(self, 0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))

    host_module.GameHost.listen = loopback_listen  # type: ignore[method-assign]

    status = Status(code=1, over=False, progress=time.monotonic())

    def progress(event: str) -> None:
        status.progress = time.monotonic()
        log(event)

    def stop(code: int, why: str) -> None:
        if not status.over:
            status.over = True
            status.code = code
            log(why)
            ticker.stop()
            watchdog.stop()
            app.quit()

    def state() -> str:
        board = window.board
        return (
            f"ply {window.model.game.ply}, turn {window.model.game.turn}, seat "
            f"{window.net.my_seat}, network {window.net.status.state!r}, board "
            f"{'interactive' if board.interactive else 'not interactive'}"
            f"{', animating' if board.animating else ''}, moves left {' '.join(moves) or '-'}, "
            f"status line {window.status_text()!r}"
        )

    class Waiting:
        def show_waiting(
            self, host: host_module.GameHost, *args: object, link: object = None, **kw: object
        ) -> None:
            if link is not None:
                progress(f"room ready: {link}")
                print(f"link {link}", flush=True)
            else:
                progress(f"listening on {host.port}")
                print(f"listening {host.port}", flush=True)
            host.guest_joined.connect(lambda name: progress(f"{name} joined"))
            host.guest_left.connect(guest_left)
            host.failed.connect(lambda message: stop(1, f"hosting failed: {message}"))
            host.notice.connect(lambda text: log(f"notice: {text}"))

        def show_joining(self, guest: GameGuest) -> None:
            guest.joined.connect(lambda seat: progress(f"joined in seat {seat}"))
            guest.failed.connect(guest_failed)
            guest.refused.connect(lambda reason, text: stop(1, f"refused ({reason}): {text}"))
            guest.reconnecting.connect(lambda attempt: log(f"reconnecting, attempt {attempt}"))
            guest.notice.connect(lambda text: log(f"notice: {text}"))

    def guest_left(name: str) -> None:
        if window.model.result is not None and not status.reported:
            finish()  # the guest's last move came in with its goodbye
        if status.reported:
            stop(0, f"{name} left after the end")
        else:
            log(f"{name} left before the end ({state()})")

    def guest_failed(kind: str, text: str) -> None:
        # Before the end, a guest that could not join or has lost the game for good cannot
        # finish: say why at once rather than wait for the watchdog.
        peer = window.net.peer
        returning = isinstance(peer, GameGuest) and peer.returning
        if not status.reported and (kind != "lost" or not returning):
            stop(1, f"cannot finish: {kind}: {text} ({state()})")
        else:
            log(f"{kind}: {text}")

    status.reported = False

    def finish() -> None:
        result = window.model.result
        report = {
            "moves": window.model.game.notation(),
            "winner": None if result is None else result.winner,
        }
        print(json.dumps(report), flush=True)
        status.reported = True
        progress(f"game over: {report}")
        if role == "join":
            # Leaving says goodbye after everything sent (the host waits for it); the event
            # loop runs until the connection is closed.
            peer = window.net.peer
            if isinstance(peer, GameGuest) and peer._connection is not None:
                peer._connection.closed.connect(lambda reason: stop(0, f"left: {reason}"))
                window.net.leave()
            else:
                stop(0, "the host had already gone")

    #: The ply of our last move until the game has it: a guest's move is only proposed to the
    #: host, and is played when the host sends it back. Until then the turn and the board do
    #: not change, so without this a slow answer would have us propose our next move too (the
    #: host refuses it, "it is not your turn", and our script is one move short).
    proposed = {"ply": -1}

    def step() -> None:
        if status.reported:
            return
        if window.model.result is not None:
            finish()
            return
        seat = window.net.my_seat
        game = window.model.game
        if (
            seat
            and game.turn == seat
            and game.ply > proposed["ply"]
            and window.board.interactive
            and not window.board.animating
            and moves
        ):
            proposed["ply"] = game.ply
            window.board.move_requested.emit(Move.parse(moves.pop(0)))

    def check_progress() -> None:
        idle = time.monotonic() - status.progress
        if idle > STALL_SECONDS:
            stop(1, f"stuck: nothing happened for {idle:.0f} s ({state()})")

    window.model.move_played.connect(lambda move: progress(f"a move ({state()})"))
    if role == "host":
        broker = None
        if sys.argv[3:4] == ["--broker"]:
            broker = Broker("127.0.0.1", int(sys.argv[4]), tls=False)
        window.net._start_hosting(
            Waiting(),
            HostOptions(
                name="Ann",
                rules=window.model.rules,
                guest_seat=2,
                port=7457,
                code="7777",
                broker=broker,
            ),
        )
    elif sys.argv[3].startswith("popout://"):
        link = parse_link(sys.argv[3])
        window.net._start_joining(
            Waiting(),
            JoinOptions(host=link.host, port=link.port, code="7777", name="Bob", internet=link),
        )
    else:
        window.net._start_joining(
            Waiting(),
            JoinOptions(host="127.0.0.1", port=int(sys.argv[3]), code="7777", name="Bob"),
        )
    ticker = QTimer()
    ticker.timeout.connect(step)
    ticker.start(50)
    watchdog = QTimer()
    watchdog.timeout.connect(check_progress)
    watchdog.start(1000)
    app.exec()
    window.close()
    return status.code


if __name__ == "__main__":
    sys.exit(main())
