"""Move round trips over loopback (run by hand, not by pytest).

A host and a guest, each with its own model, board, match controller and autosave file in a
temporary folder, as the app has (the animations off), play random games on 127.0.0.1. By
default they run in **two processes**, as in a real LAN game: this process is the guest and
starts the host (``--role host``) as a child; ``--one-process`` runs both here, on one thread
(the old bench). For each of the guest's moves we time the round trip: from the guest proposing
it (it goes to the host, which checks it, keeps it and sends it back) until the guest's model
has played the move that came back (``p50_ms``, ``p99_ms``); ``shown_p50_ms``, ``shown_p99_ms``
time until the guest's views (board, accessible names...) have had it too. The host answers
each move at once with a random legal move of its own, and offers a rematch when a game ends.
The guest moves at most every 25 ms, below the host's flood limit of 50 messages a second per
peer; the pause is not part of the round trip.

In the same run, a baseline: a bare ``QTcpServer`` that writes each line it reads straight back
(in a child process of its own, ``--role echo``, or here with ``--one-process``), and a
``QTcpSocket`` client (both with the low delay option, as the game's connections) that sends a
move-sized JSON line (``{"type":"move","ply":12,"move":"d4"}``), waits for the echo and decodes
it, as many times as there are game round trips and at the same pace, driven by signals and
timers in a ``QEventLoop`` like the game. The ratios are game / echo. Prints one JSON line:
``{"round_trips": N, "p50_ms": ..., "p99_ms": ..., "max_ms": ..., "raw_echo_p50_ms": ...,
"raw_echo_p99_ms": ..., "raw_echo_max_ms": ..., "ratio_p50": ..., "ratio_p99": ..., ...}``.

``--no-autosave`` leaves the autosave files out (the sessions write nothing), to tell the
autosave's share apart. Python's cycle collector runs from the event loop, between events, as
in the app (``popout_desktop.app.cycle_collector``), start-up's objects frozen out of later
collections once both sides are made, as the app does once its window is up;
``--automatic-gc`` leaves CPython's automatic collection on instead, which may run in the
middle of a round trip. Every socket is on 127.0.0.1.

``--separate-cpus`` (Linux, two processors or more) keeps this process on one processor and
the host's (and the echo server's) on another, for the game and the echo alike: as on a LAN,
where each end has a computer of its own, neither end's work after it has sent (the host's
views and autosave, say) then holds up the other end on a shared processor. By default the
system places them (issue 33 point 5 measured both).

``--legs`` (two processes) also splits the guest's round trips into legs: both processes note
the time (one clock for both: ``time.perf_counter_ns``, the system's monotonic clock) at each
step of a move's way, the guest proposing it (``g.propose``), each end's ``send`` and ``read``
of a line, its ``decode``, the host checking the move (``h.on_move``), each model's ``play``
and the session's ``journal`` (its end: the move recorded), and ``legs`` lists the time
between one step and the next, over the round trips: ``p50_ms``, ``mean_ms`` and
``per_round_trip_ms`` (its share of a round trip's mean), the largest first. Noting a time
costs a few microseconds, so with ``--legs`` the round trips are a little slower than without.

    python tests/benchmarks/bench_net.py [--moves 1000] [--seed 1] [--no-autosave]
        [--automatic-gc] [--one-process] [--separate-cpus] [--legs]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

PACE_S = 0.025  # one guest move every 25 ms at most

#: The steps of a move's way that ``--legs`` times: (label, module, class or None, function).
LEG_POINTS = (
    ("propose", "popout_desktop.game.match", "MatchController", "_on_board_move"),
    ("send", "popout_desktop.net.connection", "Connection", "_transmit"),
    ("read", "popout_desktop.net.connection", "Connection", "_read"),
    ("decode", "popout_desktop.net.link", None, "decode"),
    ("on_move", "popout_desktop.net.host", "GameHost", "_on_move"),
    ("play", "popout_desktop.game.model", "GameModel", "play"),
    ("journal", "popout_desktop.game.session", "GameSession", "_on_move_recorded"),
)


def install_leg_clock(side: str) -> list[tuple[int, str]]:
    """Time the steps of LEG_POINTS in this process (before any object is made, so that every
    connection takes the timed functions): a list that fills with (``perf_counter_ns``,
    ``"<side>.<label>"``) at each start and (..., ``"<side>.<label>/end"``) at each end."""
    import functools
    import importlib

    events: list[tuple[int, str]] = []
    clock = time.perf_counter_ns
    for label, module_name, class_name, name in LEG_POINTS:
        module = importlib.import_module(module_name)
        owner = module if class_name is None else getattr(module, class_name)
        original = getattr(owner, name)
        start, end = f"{side}.{label}", f"{side}.{label}/end"

        def timed(
            *args: Any, _f: Callable[..., Any] = original, _s: str = start, _e: str = end, **kw: Any
        ) -> Any:
            events.append((clock(), _s))
            try:
                return _f(*args, **kw)
            finally:
                events.append((clock(), _e))

        setattr(owner, name, functools.wraps(original)(timed))
    return events


def legs_of(events: list[tuple[int, str]]) -> tuple[list[dict[str, Any]], int]:
    """The legs of the guest's round trips in both processes' ``events`` (see the module's
    text), the largest share first, and how many round trips they hold: each runs from a
    ``g.propose`` to the end of the guest's next ``g.journal`` (its own move recorded)."""
    steps: dict[tuple[str, str], list[float]] = {}
    trips = 0
    ordered = sorted(events)
    i = 0
    while i < len(ordered):
        if ordered[i][1] != "g.propose":
            i += 1
            continue
        j = i + 1
        while j < len(ordered) and ordered[j][1] != "g.journal/end":
            j += 1
        if j >= len(ordered):
            break
        trips += 1
        for (t0, a), (t1, b) in zip(ordered[i:j], ordered[i + 1 : j + 1], strict=True):
            steps.setdefault((a, b), []).append((t1 - t0) / 1e6)
        i = j + 1
    rows: list[dict[str, Any]] = [
        {
            "from": a,
            "to": b,
            "count": len(times),
            "p50_ms": round(statistics.median(times), 3),
            "mean_ms": round(statistics.mean(times), 3),
            "per_round_trip_ms": round(sum(times) / max(1, trips), 3),
        }
        for (a, b), times in steps.items()
    ]
    rows.sort(key=lambda row: -row["per_round_trip_ms"])
    return rows, trips


def p99_of(samples: list[float]) -> float:
    """The 99th percentile (the nearest rank) of non-empty samples."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


class EchoServer:
    """A bare ``QTcpServer`` on 127.0.0.1 that writes each line it reads straight back."""

    def __init__(self) -> None:
        from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

        self._low_delay = QAbstractSocket.SocketOption.LowDelayOption
        self.server = QTcpServer()
        if not self.server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0):
            raise SystemExit("cannot listen on loopback for the echo")
        self.accepted: list[QTcpSocket] = []  # keeps the server's end alive
        self.server.newConnection.connect(self._on_new_connection)

    @staticmethod
    def _echo(peer: object) -> None:
        while peer.canReadLine():  # type: ignore[attr-defined]
            peer.write(peer.readLine())  # type: ignore[attr-defined]

    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            peer = self.server.nextPendingConnection()
            peer.setSocketOption(self._low_delay, 1)
            peer.readyRead.connect(lambda peer=peer: self._echo(peer))
            self.accepted.append(peer)
            self._echo(peer)  # anything read before the connection was taken

    def close(self) -> None:
        for peer in self.accepted:
            peer.abort()
        self.server.close()


def raw_echo_round_trips(count: int, port: int | None = None) -> list[float]:
    """Milliseconds of ``count`` JSON line echoes over loopback with bare Qt sockets, paced like
    the guest's moves (at most one every PACE_S); the pause is not part of the round trip. The
    echo server listens on 127.0.0.1:``port`` (another process), or runs here (None)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

    low_delay = QAbstractSocket.SocketOption.LowDelayOption
    server = EchoServer() if port is None else None
    loop = QEventLoop()
    client = QTcpSocket()
    state = {"connected": False, "failed": ""}

    def on_connected() -> None:
        client.setSocketOption(low_delay, 1)
        state["connected"] = True
        loop.quit()

    def on_error(_error: QAbstractSocket.SocketError) -> None:
        state["failed"] = client.errorString()
        loop.quit()

    client.connected.connect(on_connected)
    client.errorOccurred.connect(on_error)
    client.connectToHost("127.0.0.1", server.server.serverPort() if server else port or 0)
    loop.exec()
    if state["failed"] or not state["connected"]:
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
    if server is not None:
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
    parser.add_argument(
        "--one-process", action="store_true", help="host, guest and echo in this process"
    )
    parser.add_argument(
        "--separate-cpus",
        action="store_true",
        help="each end on a processor of its own (this process on the first, the host's and "
        "the echo server's on the second), as two computers on a LAN are",
    )
    parser.add_argument(
        "--legs", action="store_true", help="also time each leg of a round trip (both ends)"
    )
    parser.add_argument("--role", choices=["host", "echo"], help=argparse.SUPPRESS)
    parser.add_argument("--legs-file", help=argparse.SUPPRESS)
    parser.add_argument("--on-cpu", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--autosave-folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.legs and args.one_process:
        parser.error("--legs needs two processes")
    if args.on_cpu is not None:
        os.sched_setaffinity(0, {args.on_cpu})  # a child of --separate-cpus
    elif args.separate_cpus:
        if args.one_process:
            parser.error("--separate-cpus needs two processes")
        cpus = sorted(os.sched_getaffinity(0))
        if len(cpus) < 2:
            parser.error("--separate-cpus needs two processors")
        os.sched_setaffinity(0, {cpus[0]})
        args.on_cpu = cpus[1]  # for the children
    if args.role == "echo":
        return serve_echo(args)
    if args.role == "host":
        return serve_host(args, Path(args.autosave_folder) if args.autosave_folder else None)
    with tempfile.TemporaryDirectory(prefix="bench-net-") as temporary:
        if args.legs:
            args.legs_file = str(Path(temporary) / "host-legs.json")
        return run(args, None if args.no_autosave else Path(temporary))


def start_app(args: argparse.Namespace) -> object:
    """The QApplication, with the app's cycle collector unless ``--automatic-gc``."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not args.automatic_gc:
        from popout_desktop.app import cycle_collector

        cycle_collector.install(app)  # as the app does: cycles collected between events
    return app


def started_up(args: argparse.Namespace) -> None:
    """What the app does once its window is up: start-up's objects left out of later
    collections (``cycle_collector.freeze_start_up``; code without it does nothing here)."""
    from popout_desktop.app import cycle_collector

    freeze = getattr(cycle_collector, "freeze_start_up", None)
    if freeze is not None and not args.automatic_gc:
        freeze()


class Side:
    """One player's window, without the window: model, board, match controller, session."""

    def __init__(
        self, folder: Path | None, name: str, recorded: Callable[[Any], None] | None = None
    ) -> None:
        from popout_desktop.game.match import MatchController
        from popout_desktop.game.model import GameModel
        from popout_desktop.game.session import GameSession
        from popout_desktop.rules import Rules
        from popout_desktop.ui.board.animations import Speed
        from popout_desktop.ui.board.view import BoardView

        self.model = GameModel(Rules(columns=9, rows=7))
        if recorded is not None:
            # The moment the model has played a move: its move_recorded; a model without it
            # (the code before issue 33 point 5), its move_played before any view hears of it.
            signal = getattr(self.model, "move_recorded", self.model.move_played)
            signal.connect(recorded)
        self.board = BoardView(self.model)  # must live: it shows (and would animate)
        self.board.set_speed(Speed.OFF)
        self.match = MatchController(self.model, self.board)
        autosave = None if folder is None else folder / f"{name}.popout"
        self.session = GameSession(self.model, autosave=autosave)


def make_host(args: argparse.Namespace, folder: Path | None, *, offers_rematch: bool) -> object:
    """The host's side and GameHost listening on 127.0.0.1, answering each move at once with a
    random legal move; ``offers_rematch``: it offers a new game when one ends."""
    from PySide6.QtCore import QTimer
    from PySide6.QtNetwork import QHostAddress

    from popout_desktop.game.seats import Seat
    from popout_desktop.net.host import GameHost
    from popout_desktop.rules import Game

    rng = random.Random(args.seed + 1)

    class RandomSeat(Seat):
        """The host's player: a random legal move at once."""

        def request_move(self, game: Game) -> None:
            move = rng.choice(game.legal_moves())
            QTimer.singleShot(0, self, lambda: self.move_ready.emit(move))

    side = Side(folder, "host")
    host = GameHost(side.model, side.session, side.match, name="Host", code="", guest_seat=2)
    if not host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)):
        raise SystemExit("cannot listen on loopback")

    def install_host_seat() -> None:
        side.match.set_seat(host.host_seat, RandomSeat())

    # The host's seats are set up again when the guest joins and for each new game.
    host.guest_joined.connect(lambda _name: install_host_seat())
    host.answer_received.connect(lambda kind, ok: QTimer.singleShot(0, install_host_seat))
    if offers_rematch:
        side.model.game_over.connect(lambda _: QTimer.singleShot(0, host.offer_rematch))
    host.side = side  # type: ignore[attr-defined]  # kept alive with it
    return host


def serve_host(args: argparse.Namespace, folder: Path | None) -> int:
    """The host in a process of its own: prints its port, serves until it is killed (with
    ``--legs``: until it is asked to end, SIGTERM, then writes its times to ``--legs-file``)."""
    events = install_leg_clock("h") if args.legs_file else None
    app = start_app(args)
    host = make_host(args, folder, offers_rematch=True)
    started_up(args)
    if events is not None:
        import signal

        from PySide6.QtCore import QTimer

        signal.signal(signal.SIGTERM, lambda *_: app.quit())  # type: ignore[attr-defined]
        # Python's handler runs when Python next runs: within 100 ms.
        awake = QTimer(app)  # type: ignore[arg-type]
        awake.timeout.connect(lambda: None)
        awake.start(100)
    print(host.port, flush=True)  # type: ignore[attr-defined]
    status: int = app.exec()  # type: ignore[attr-defined]
    if events is not None:
        Path(args.legs_file).write_text(json.dumps(events), encoding="utf-8")
    return status


def serve_echo(args: argparse.Namespace) -> int:
    """The bare echo server in a process of its own: prints its port, serves until killed."""
    app = start_app(args)
    server = EchoServer()
    print(server.server.serverPort(), flush=True)
    return app.exec()  # type: ignore[attr-defined, no-any-return]


def child(role: str, args: argparse.Namespace, folder: Path | None) -> tuple[object, int]:
    """This script in another process as ``role``, and the port it listens on (127.0.0.1)."""
    command = [sys.executable, __file__, "--role", role, "--seed", str(args.seed)]
    if args.automatic_gc:
        command.append("--automatic-gc")
    if args.on_cpu is not None:
        command += ["--on-cpu", str(args.on_cpu)]
    if folder is not None:
        command += ["--autosave-folder", str(folder)]
    if role == "host" and args.legs_file:
        command += ["--legs-file", args.legs_file]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.strip().isdigit():
        process.kill()
        raise SystemExit(f"the {role} process did not start: {line!r}")
    return process, int(line)


def stop(process: object) -> None:
    """End a child this bench started (by its own handle)."""
    process.terminate()  # type: ignore[attr-defined]
    process.wait(10)  # type: ignore[attr-defined]


def run(args: argparse.Namespace, folder: Path | None) -> int:
    """The round trips, then the echoes; ``folder`` holds the two autosave files (None: no
    autosave)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from popout_desktop.net.guest import GameGuest
    from popout_desktop.rules.effects import MoveEffect

    events = install_leg_clock("g") if args.legs else None
    app = start_app(args)
    rng = random.Random(args.seed)
    host_process = None
    if args.one_process:
        host = make_host(args, folder, offers_rematch=False)
        port: int = host.port  # type: ignore[attr-defined]
    else:
        host = None
        host_process, port = child("host", args, folder)
    samples: list[float] = []  # until the guest's model has played the move
    shown: list[float] = []  # until the guest's views have had it too
    started = [0.0]
    last = [0.0]
    state = {"rematching": False}

    def on_guest_recorded(effect: MoveEffect) -> None:
        if effect.player == guest.seat and started[0]:
            samples.append((time.perf_counter() - started[0]) * 1000)

    guest_side = Side(folder, "guest", on_guest_recorded)
    g_model, g_board, g_match = guest_side.model, guest_side.board, guest_side.match
    guest = GameGuest(g_model, guest_side.session, g_match)
    started_up(args)
    loop = QEventLoop()
    guest.joined.connect(loop.quit)
    guest.join("127.0.0.1", port, "Guest", "")
    loop.exec()

    def guest_turn() -> None:
        """Propose a random move for the guest when it is asked to move."""
        if len(samples) >= args.moves or state["rematching"]:
            return
        if g_model.result is not None:
            if host is not None:
                state["rematching"] = True
                host.offer_rematch()  # type: ignore[attr-defined]
            return  # the host in its own process offers one itself
        if g_match.asked == guest.seat and g_board.interactive and not started[0]:
            # Paced below the host's flood limit (50 messages a second from each peer).
            wait = PACE_S - (time.perf_counter() - last[0])
            if wait > 0:
                QTimer.singleShot(int(wait * 1000) + 1, guest_turn)
                return
            last[0] = started[0] = time.perf_counter()
            g_board.move_requested.emit(rng.choice(g_model.game.legal_moves()))

    def on_guest_shown(effect: MoveEffect) -> None:
        if effect.player == guest.seat and started[0]:
            shown.append((time.perf_counter() - started[0]) * 1000)
            started[0] = 0.0
            if len(samples) >= args.moves:
                loop.quit()

    def on_new_game() -> None:
        state["rematching"] = False

    g_model.move_played.connect(on_guest_shown)  # connected after the views: runs after them
    g_match.seat_to_move_changed.connect(lambda _: QTimer.singleShot(0, guest_turn))
    g_model.game_over.connect(lambda _: QTimer.singleShot(0, guest_turn))
    g_model.position_reset.connect(on_new_game)
    guest.rematch_offered.connect(lambda: guest.answer_rematch(True))
    QTimer.singleShot(0, guest_turn)
    watchdog = QTimer()
    watchdog.timeout.connect(guest_turn)
    watchdog.start(200)
    loop.exec()
    watchdog.stop()
    guest.cancel()
    if host is not None:
        host.close()  # type: ignore[attr-defined]
    if host_process is not None:
        stop(host_process)
    app.processEvents()  # type: ignore[attr-defined]

    if args.one_process:
        echoes = raw_echo_round_trips(len(samples))
    else:
        echo_process, echo_port = child("echo", args, None)
        try:
            echoes = raw_echo_round_trips(len(samples), echo_port)
        finally:
            stop(echo_process)
    app.processEvents()  # type: ignore[attr-defined]

    p50, p99 = statistics.median(samples), p99_of(samples)
    echo_p50, echo_p99 = statistics.median(echoes), p99_of(echoes)
    extra: dict[str, Any] = {}
    if events is not None:
        host_events = json.loads(Path(args.legs_file).read_text(encoding="utf-8"))
        legs, trips = legs_of(events + [(int(t), str(label)) for t, label in host_events])
        extra = {"legs_round_trips": trips, "legs": legs}
    print(
        json.dumps(
            {
                "round_trips": len(samples),
                "p50_ms": round(p50, 3),
                "p99_ms": round(p99, 3),
                "max_ms": round(max(samples), 3),
                "shown_p50_ms": round(statistics.median(shown), 3),
                "shown_p99_ms": round(p99_of(shown), 3),
                "raw_echo_p50_ms": round(echo_p50, 3),
                "raw_echo_p99_ms": round(echo_p99, 3),
                "raw_echo_max_ms": round(max(echoes), 3),
                "ratio_p50": round(p50 / echo_p50, 2),
                "ratio_p99": round(p99 / echo_p99, 2),
                "shown_ratio_p99": round(p99_of(shown) / echo_p99, 2),
                "processes": 1 if args.one_process else 2,
                "autosave": folder is not None,
                "automatic_gc": args.automatic_gc,
                "separate_cpus": args.separate_cpus,
                "load_average": [round(x, 2) for x in os.getloadavg()],
            }
            | extra
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
