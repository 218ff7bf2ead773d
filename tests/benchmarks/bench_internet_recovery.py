"""How soon a guest is back in an internet game after the host restarts or the broker returns
(run by hand, not by pytest; issue 32 point 3).

It starts its own ``mosquitto`` on 127.0.0.1 (a free port, a config of its own in a temporary
folder: tests/net/mqtt_broker.py) and two kinds of child process, this file run as a program
(no windows: a GameHost or a GameGuest on a model, a board and a session, as the window has
them)::

    python tests/benchmarks/bench_internet_recovery.py host BROKER_PORT AUTOSAVE
    python tests/benchmarks/bench_internet_recovery.py guest LINK

The host hosts a room (restored from AUTOSAVE when there is one: the same room, the same key),
plays the first move once a guest is in (so that the autosave holds the game and the guest's
seat), and, while its guest is connected, says ``tick`` in the chat every 250 ms. Each child
prints what happens with the time (``time.monotonic()``, the same clock in every process on
Linux): the host ``ready T`` when its room is ready; the guest ``joined T``, ``lost T`` and
``chat T`` for each chat line that arrives.

Three measures, each ``--runs`` times (3 by default):

* ``host_restart_resume_s``: the host's process is killed (SIGKILL: no goodbye, the broker sees
  its connection die); once the guest has seen the loss (its link's 20 s of silence), and
  ``--gap`` seconds more (2 by default: its reconnection attempts are under way), the host is
  started again from its autosave; from its room's ``ready`` to the guest's ``joined``.
* ``host_quick_restart_resume_s``: the same, but the host is started again ``--gap`` seconds
  after it was killed, before the guest can have seen the loss by its link's silence; from its
  room's ``ready`` to the guest's ``joined``.
* ``broker_outage_resume_s``: the broker is stopped for ``--outage`` seconds (60 by default)
  and started again; from the moment it listens again to the first host's chat line the guest
  receives after that (play goes on, on the same link or after a rejoin).

Prints one JSON line: ``{"runs": N, "outage_s": S, "host_restart_resume_s": {"median": ...,
"max": ..., "all": [...]}, "host_quick_restart_resume_s": {...}, "broker_outage_resume_s":
{...}, "target_s": 5}``. Only loopback
is used.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TICK_MS = 250
#: How long to wait for a child's line before the benchmark gives up (a hang, not a figure).
LINE_TIMEOUT_S = 180.0


# -- the children ------------------------------------------------------------------------------


def child(argv: list[str]) -> int:  # the host or the guest, in its own process
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
    role = argv[0]
    model = GameModel()
    board = BoardView(model)
    board.set_speed(Speed.FAST)
    match = MatchController(model, board)

    def say(what: str) -> None:
        print(f"{what} {time.monotonic():.6f}", flush=True)

    keep: list[Any] = []
    if role == "host":
        session = GameSession(model, autosave=Path(argv[2]))
        restored = session.restore_autosave()
        room = saved_room(session.network) if restored else None
        if room is None:
            room = new_room("127.0.0.1", int(argv[1]), tls=False)
        host = GameHost(model, session, match, name="Ann", code="7777", guest_seat=2)

        def ready(link: str) -> None:
            say("ready")
            print(f"link {link}", flush=True)

        host.room_ready.connect(ready)

        def first_move(_name: str) -> None:
            if model.game.ply == 0:
                QTimer.singleShot(200, lambda: board.move_requested.emit(Move.parse("d4")))

        host.guest_joined.connect(first_move)
        count = [0]

        def tick() -> None:
            if host.guest_connected:
                count[0] += 1
                host.send_chat(f"tick {count[0]}")

        ticker = QTimer()
        ticker.timeout.connect(tick)
        ticker.start(TICK_MS)
        keep += [host, ticker]
        host.host_room(room)
    else:
        session = GameSession(model)
        guest = GameGuest(model, session, match)
        guest.joined.connect(lambda _seat: say("joined"))
        guest.failed.connect(lambda kind, _text: say("lost") if kind == "lost" else None)
        guest.chat_received.connect(lambda _line: say("chat"))
        model.move_played.connect(lambda _effect: say(f"ply{model.game.ply}"))
        guest.join_room(parse_link(argv[1]), "Bob", "7777")
        keep.append(guest)
    return app.exec()


# -- the benchmark -----------------------------------------------------------------------------


class Child:
    """A child process and its stamped lines."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), *args],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, word: str, after: float = 0.0) -> tuple[float, str]:
        """The time and line of the next ``word`` line stamped after ``after``."""
        deadline = time.monotonic() + LINE_TIMEOUT_S
        while True:
            try:
                line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise SystemExit(f"no {word!r} from the child in {LINE_TIMEOUT_S} s") from None
            head, _, rest = line.partition(" ")
            if head != word:
                continue
            if word == "link":
                return 0.0, rest
            stamp = float(rest)
            if stamp > after:
                return stamp, line

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait()


def summary(samples: list[float]) -> dict[str, Any]:
    return {
        "median": round(statistics.median(samples), 2),
        "max": round(max(samples), 2),
        "all": [round(x, 2) for x in samples],
    }


def host_restart(broker: Any, folder: Path, gap_s: float, quick: bool = False) -> float:
    """Seconds from a killed host's new run having its room ready to the guest joined again.
    The host is back ``gap_s`` after the guest saw the loss, or (``quick``) ``gap_s`` after it
    was killed, before the guest could have seen the loss by its link's silence."""
    autosave = folder / f"host-{time.monotonic_ns()}.popout"
    host = Child("host", str(broker.port), str(autosave))
    guest: Child | None = None
    try:
        _, link = host.wait_for("link")
        guest = Child("guest", link)
        joined, _ = guest.wait_for("joined")
        guest.wait_for("ply1")
        guest.wait_for("chat")  # the host's autosave has the game by now
        time.sleep(0.5)
        host.kill()
        since = joined if quick else guest.wait_for("lost")[0]
        time.sleep(gap_s)
        host = Child("host", str(broker.port), str(autosave))
        ready, _ = host.wait_for("ready")
        back, _ = guest.wait_for("joined", after=since)
        return max(0.0, back - ready)
    finally:
        host.kill()
        if guest is not None:
            guest.kill()


def broker_outage(broker: Any, folder: Path, outage_s: float) -> float:
    autosave = folder / f"host-{time.monotonic_ns()}.popout"
    host = Child("host", str(broker.port), str(autosave))
    guest: Child | None = None
    try:
        _, link = host.wait_for("link")
        guest = Child("guest", link)
        guest.wait_for("joined")
        guest.wait_for("chat")
        broker.stop()
        time.sleep(outage_s)
        broker.start()
        back = time.monotonic()
        heard, _ = guest.wait_for("chat", after=back)
        return heard - back
    finally:
        host.kill()
        if guest is not None:
            guest.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--outage", type=float, default=60.0, help="seconds the broker is away")
    parser.add_argument("--gap", type=float, default=2.0, help="seconds after the guest's loss")
    parser.add_argument("--only", choices=["host", "quick", "broker"], default=None)
    options = parser.parse_args()

    from tests.net.mqtt_broker import MqttBroker, mosquitto_available

    if not mosquitto_available():
        raise SystemExit("mosquitto is not installed")
    result: dict[str, Any] = {"runs": options.runs, "outage_s": options.outage}
    with tempfile.TemporaryDirectory(prefix="bench-recovery-") as temporary:
        folder = Path(temporary)
        broker = MqttBroker(folder / "broker")  # 127.0.0.1, a free port
        broker.start()
        try:
            if options.only in (None, "host"):
                restarts = [host_restart(broker, folder, options.gap) for _ in range(options.runs)]
                result["host_restart_resume_s"] = summary(restarts)
            if options.only in (None, "quick"):
                quick = [
                    host_restart(broker, folder, options.gap, quick=True)
                    for _ in range(options.runs)
                ]
                result["host_quick_restart_resume_s"] = summary(quick)
            if options.only in (None, "broker"):
                outages = [
                    broker_outage(broker, folder, options.outage) for _ in range(options.runs)
                ]
                result["broker_outage_resume_s"] = summary(outages)
        finally:
            broker.stop()
    result["target_s"] = 5
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] in ("host", "guest"):
        raise SystemExit(child(sys.argv[1:]))
    main()
