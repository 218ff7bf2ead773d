"""Move round trips over loopback (run by hand, not by pytest).

A host and a guest (in one process, each with its own model, board, match controller and
autosave file in a temporary folder, as the app has; the animations off) play random games on
127.0.0.1. For each of the guest's moves we time the round
trip: from the guest proposing it (it goes to the host, which checks and applies it, then sends
it back) until the guest's model has played it. The host answers each move at once with a random
legal move of its own. The guest moves at most every 25 ms, below the host's flood limit of 50
messages a second per peer; the pause is not part of the round trip.

In the same run, a baseline: a bare ``QTcpServer`` that writes each line it reads straight back,
and a ``QTcpSocket`` client (both with the low delay option, as the game's connections) that
sends a move-sized JSON line (``{"type":"move","ply":12,"move":"d4"}``), waits for the echo and
decodes it, as many times as there are game round trips and at the same pace, driven by signals
and timers in a ``QEventLoop`` like the game. The ratios are game / echo. Prints one JSON line:
``{"round_trips": N, "p50_ms": ..., "p99_ms": ..., "max_ms": ..., "raw_echo_p50_ms": ...,
"raw_echo_p99_ms": ..., "raw_echo_max_ms": ..., "ratio_p50": ..., "ratio_p99": ...}``.

``--no-autosave`` leaves the autosave files out (the sessions write nothing), to tell the
autosave's share apart. Python's cycle collector runs from the event loop, between events, as
in the app (``popout_desktop.app.cycle_collector``); ``--automatic-gc`` leaves CPython's
automatic collection on instead, which may run in the middle of a round trip.

    python tests/benchmarks/bench_net.py [--moves 1000] [--seed 1] [--no-autosave] [--automatic-gc]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

PACE_S = 0.025  # one guest move every 25 ms at most


def p99_of(samples: list[float]) -> float:
    """The 99th percentile (the nearest rank) of non-empty samples."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def raw_echo_round_trips(count: int) -> list[float]:
    """Milliseconds of ``count`` JSON line echoes over loopback with bare Qt sockets, paced like
    the guest's moves (at most one every PACE_S); the pause is not part of the round trip."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

    low_delay = QAbstractSocket.SocketOption.LowDelayOption
    server = QTcpServer()
    if not server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0):
        raise SystemExit("cannot listen on loopback for the echo")
    accepted: list[QTcpSocket] = []  # keeps the server's end alive
    loop = QEventLoop()
    client = QTcpSocket()
    state = {"connected": False, "failed": ""}

    def echo(peer: QTcpSocket) -> None:
        while peer.canReadLine():
            peer.write(peer.readLine())

    def on_new_connection() -> None:
        while server.hasPendingConnections():
            peer = server.nextPendingConnection()
            peer.setSocketOption(low_delay, 1)
            peer.readyRead.connect(lambda peer=peer: echo(peer))
            accepted.append(peer)
            echo(peer)  # anything read before the connection was taken
        if state["connected"]:
            loop.quit()

    def on_connected() -> None:
        client.setSocketOption(low_delay, 1)
        state["connected"] = True
        if accepted:
            loop.quit()

    def on_error(_error: QAbstractSocket.SocketError) -> None:
        state["failed"] = client.errorString()
        loop.quit()

    server.newConnection.connect(on_new_connection)
    client.connected.connect(on_connected)
    client.errorOccurred.connect(on_error)
    client.connectToHost("127.0.0.1", server.serverPort())
    loop.exec()
    if state["failed"] or not accepted:
        raise SystemExit(f"echo connection failed: {state['failed']}")

    samples: list[float] = []
    started = [0.0]
    last = [0.0]
    sent: dict[str, object] = {}

    def send_next() -> None:
        if len(samples) >= count or started[0]:
            return
        wait = PACE_S - (time.perf_counter() - last[0])
        if wait > 0:
            QTimer.singleShot(int(wait * 1000) + 1, send_next)
            return
        sent.clear()
        sent.update({"type": "move", "ply": len(samples) % 100, "move": "d4"})
        line = json.dumps(sent, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
        last[0] = started[0] = time.perf_counter()
        client.write(line)

    def on_ready_read() -> None:
        while client.canReadLine():
            message = json.loads(bytes(client.readLine().data()))
            if not started[0] or message != sent:
                state["failed"] = f"unexpected echo {message!r}"
                loop.quit()
                return
            samples.append((time.perf_counter() - started[0]) * 1000)
            started[0] = 0.0
            if len(samples) >= count:
                loop.quit()
                return
            QTimer.singleShot(0, send_next)

    client.readyRead.connect(on_ready_read)
    QTimer.singleShot(0, send_next)
    loop.exec()
    client.errorOccurred.disconnect(on_error)
    client.abort()
    for peer in accepted:
        peer.abort()
    server.close()
    if state["failed"] or len(samples) < count:
        raise SystemExit(f"echo stopped after {len(samples)} round trips: {state['failed']}")
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-autosave", action="store_true", help="the sessions write nothing")
    parser.add_argument(
        "--automatic-gc",
        action="store_true",
        help="leave Python's automatic collection on (the app collects from its event loop)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-net-") as folder:
        return run(args, None if args.no_autosave else Path(folder))


def run(args: argparse.Namespace, folder: Path | None) -> int:
    """The round trips, then the echoes; ``folder`` holds the two autosave files (None: no
    autosave)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication

    from popout_desktop.game.match import MatchController
    from popout_desktop.game.model import GameModel
    from popout_desktop.game.seats import Seat
    from popout_desktop.game.session import GameSession
    from popout_desktop.net.guest import GameGuest
    from popout_desktop.net.host import GameHost
    from popout_desktop.rules import Game, Rules
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.ui.board.animations import Speed
    from popout_desktop.ui.board.view import BoardView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not args.automatic_gc:
        from popout_desktop.app import cycle_collector

        cycle_collector.install(app)  # as the app does: cycles collected between events
    rng = random.Random(args.seed)

    class RandomSeat(Seat):
        """The host's player: a random legal move at once."""

        def request_move(self, game: Game) -> None:
            move = rng.choice(game.legal_moves())
            QTimer.singleShot(0, self, lambda: self.move_ready.emit(move))

    def side(name: str) -> tuple[GameModel, BoardView, MatchController, GameSession]:
        model = GameModel(Rules(columns=9, rows=7))
        board = BoardView(model)
        board.set_speed(Speed.OFF)
        autosave = None if folder is None else folder / f"{name}.popout"
        return model, board, MatchController(model, board), GameSession(model, autosave=autosave)

    h_model, _h_board, h_match, h_session = side("host")  # the board must live: it animates
    g_model, g_board, g_match, g_session = side("guest")
    host = GameHost(h_model, h_session, h_match, name="Host", code="", guest_seat=2)
    if not host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)):
        raise SystemExit("cannot listen on loopback")
    guest = GameGuest(g_model, g_session, g_match)
    loop = QEventLoop()
    guest.joined.connect(loop.quit)
    guest.join("127.0.0.1", host.port, "Guest", "")
    loop.exec()

    samples: list[float] = []
    started = [0.0]
    last = [0.0]
    state = {"rematching": False}

    def install_host_seat() -> None:
        h_match.set_seat(host.host_seat, RandomSeat())

    def guest_turn() -> None:
        """Propose a random move for the guest when it is asked to move."""
        if len(samples) >= args.moves or state["rematching"]:
            return
        if g_model.result is not None:
            state["rematching"] = True
            host.offer_rematch()
            return
        if g_match.asked == guest.seat and g_board.interactive and not started[0]:
            # Paced below the host's flood limit (50 messages a second from each peer).
            wait = PACE_S - (time.perf_counter() - last[0])
            if wait > 0:
                QTimer.singleShot(int(wait * 1000) + 1, guest_turn)
                return
            last[0] = started[0] = time.perf_counter()
            g_board.move_requested.emit(rng.choice(g_model.game.legal_moves()))

    def on_guest_played(effect: MoveEffect) -> None:
        if effect.player == guest.seat and started[0]:
            samples.append((time.perf_counter() - started[0]) * 1000)
            started[0] = 0.0
            if len(samples) >= args.moves:
                loop.quit()

    def on_new_game() -> None:
        state["rematching"] = False
        install_host_seat()

    g_model.move_played.connect(on_guest_played)
    g_match.seat_to_move_changed.connect(lambda _: QTimer.singleShot(0, guest_turn))
    g_model.game_over.connect(lambda _: QTimer.singleShot(0, guest_turn))
    guest.rematch_offered.connect(lambda: guest.answer_rematch(True))
    host.answer_received.connect(lambda kind, ok: QTimer.singleShot(0, on_new_game))
    install_host_seat()
    QTimer.singleShot(0, guest_turn)
    watchdog = QTimer()
    watchdog.timeout.connect(guest_turn)
    watchdog.start(200)
    loop.exec()
    watchdog.stop()
    guest.cancel()
    host.close()
    app.processEvents()

    echoes = raw_echo_round_trips(len(samples))
    app.processEvents()

    p50, p99 = statistics.median(samples), p99_of(samples)
    echo_p50, echo_p99 = statistics.median(echoes), p99_of(echoes)
    print(
        json.dumps(
            {
                "round_trips": len(samples),
                "p50_ms": round(p50, 3),
                "p99_ms": round(p99, 3),
                "max_ms": round(max(samples), 3),
                "raw_echo_p50_ms": round(echo_p50, 3),
                "raw_echo_p99_ms": round(echo_p99, 3),
                "raw_echo_max_ms": round(max(echoes), 3),
                "ratio_p50": round(p50 / echo_p50, 2),
                "ratio_p99": round(p99 / echo_p99, 2),
                "autosave": folder is not None,
                "automatic_gc": args.automatic_gc,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
