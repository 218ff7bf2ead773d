"""A hostile LAN host floods a guest's main window with chat (run by hand, not by pytest).

The guest is a real :class:`MainWindow` (offscreen) in this process; it joins, on 127.0.0.1, a
host that is a plain socket server in a child process (no Qt, so its clock is never held up by
the guest). Once the guest is seated, the host sends chat lines of the longest allowed text at
``--rate`` lines a second (the guest allows its host 500 messages a second) for ``--seconds``
seconds and, every 100 ms, a protocol ``ping``: the round trip is the time from writing the
ping until the guest's ``pong`` is read (the guest's own answer, from its event loop). This
process samples its memory (RSS, from /proc) every 250 ms. Prints one JSON line:
``{"lines_sent": N, "lines_shown": N, "ping_count": N, "ping_p50_ms": ..., "ping_max_ms": ...,
"guest_cpu_s": ..., "rss_before_mb": ..., "rss_peak_mb": ..., "rss_after_mb": ...}``, where
``guest_cpu_s`` is the CPU time the guest's process spent from joining to the end (less
dependent on what else the machine runs than the ping times), and, from a 10 ms timer in the
guest, from its first chat line on, ``loop_gap_max_ms`` the longest wait between two of its
ticks and ``loop_busy_max_ms`` the most CPU time the guest spent between two ticks (a long gap
with little CPU: the guest waited for a core of a busy machine, it was not busy itself).

    python tests/benchmarks/bench_hostile_host.py [--rate 396] [--seconds 10]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    """This process's resident memory in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def hostile(rate: float, seconds: float) -> int:
    """The hostile host: prints its port, serves one guest, prints its figures as JSON."""
    from popout_desktop.net.peer import APP
    from popout_desktop.net.protocol import PROTOCOL_VERSION, rules_to_json
    from popout_desktop.rules import Rules

    server = socket.create_server(("127.0.0.1", 0))
    print(server.getsockname()[1], flush=True)
    conn, _ = server.accept()
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    reader = conn.makefile("rb")
    reader.readline()  # the guest's hello
    lock = threading.Lock()

    def send(message: dict[str, Any]) -> None:
        data = json.dumps(message, separators=(",", ":")).encode() + b"\n"
        with lock:
            conn.sendall(data)

    send(
        {
            "type": "welcome",
            "protocol": PROTOCOL_VERSION,
            "app": APP,
            "seat": 2,
            "token": "hostile",
            "host": "Mallory",
            "rules": rules_to_json(Rules()),
            "moves": "",
            "players": [{"name": "Mallory", "kind": "human"}, {"name": "Bob", "kind": "remote"}],
            "result": None,
            "chat": [],
            "connected": [1, 2],
            "spectators": 0,
        }
    )
    sent_at: dict[int, float] = {}
    trips: list[float] = []
    done = threading.Event()

    def read() -> None:
        for raw in reader:
            message = json.loads(raw)
            if message.get("type") == "pong" and message["id"] in sent_at:
                trips.append((time.monotonic() - sent_at.pop(message["id"])) * 1000)
            elif message.get("type") == "ping":
                send({"type": "pong", "id": message["id"]})
        done.set()

    threading.Thread(target=read, daemon=True).start()
    time.sleep(0.5)  # the guest settles in
    text = "x" * 500
    start = time.monotonic()
    sent = 0
    next_ping = start
    ping_id = 0
    while (now := time.monotonic()) - start < seconds:
        if now >= next_ping:
            ping_id += 1
            sent_at[ping_id] = time.monotonic()
            send({"type": "ping", "id": ping_id})
            next_ping += 0.1
        due = int((now - start) * rate) + 1
        while sent < due:
            send({"type": "chat", "from": "Mallory", "text": f"{sent} {text}"[:500], "seat": 1})
            sent += 1
        time.sleep(0.002)
    # The last pings get their answers (or are counted as never answered).
    deadline = time.monotonic() + 30
    while sent_at and time.monotonic() < deadline:
        time.sleep(0.05)
    print(
        json.dumps(
            {
                "lines_sent": sent,
                "ping_count": len(trips),
                "pings_unanswered": len(sent_at),
                "ping_p50_ms": round(statistics.median(trips), 2) if trips else None,
                "ping_max_ms": round(max(trips), 2) if trips else None,
            }
        ),
        flush=True,
    )
    send({"type": "bye", "reason": "done"})
    time.sleep(0.5)
    conn.close()
    return 0


def guest(rate: float, seconds: float) -> int:
    import tempfile

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.network.dialogs import JoinOptions
    from popout_desktop.ui.window.main_window import MainWindow

    child = subprocess.Popen(
        [sys.executable, __file__, "--hostile", "--rate", str(rate), "--seconds", str(seconds)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    port = int(child.stdout.readline())
    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(settings=Settings(folder / "s.ini"), autosave=folder / "a.popout")
    window.resize(1000, 700)
    window.show()

    class Joining:
        def show_joining(self, _guest: object) -> None:
            pass

    samples: list[float] = []
    before = rss_mb()
    sampler = QTimer()
    sampler.timeout.connect(lambda: samples.append(rss_mb()))
    sampler.start(250)
    result: dict[str, Any] = {}
    # The guest's event loop, seen from inside: a timer every 10 ms notes the wall time and the
    # CPU time (of this process) since its last tick. A long wall gap with little CPU is the
    # guest waiting for a core (the machine is busy), not the guest being busy.
    # Counted from the first chat line on (joining, before, takes its own time once).
    ticks = {"wall": time.monotonic(), "cpu": time.process_time(), "gap": 0.0, "busy": 0.0}
    flooding = threading.Event()

    def tick() -> None:
        wall, cpu = time.monotonic(), time.process_time()
        if flooding.is_set():
            ticks["gap"] = max(ticks["gap"], wall - ticks["wall"])
            ticks["busy"] = max(ticks["busy"], cpu - ticks["cpu"])
        ticks["wall"], ticks["cpu"] = wall, cpu

    ticker = QTimer()
    ticker.timeout.connect(tick)
    ticker.start(10)

    def read_result() -> None:
        assert child.stdout is not None
        line = child.stdout.readline()
        try:
            result.update(json.loads(line))
        except ValueError:  # it ended without its figures: say so rather than wait for ever
            result["error"] = f"the hostile host gave no figures: {line!r}"
        finished.set()

    finished = threading.Event()
    watcher = QTimer()  # a timer of this thread: Qt is told to stop from here, not the reader's
    watcher.timeout.connect(lambda: app.quit() if finished.is_set() else None)
    watcher.start(50)

    window.net._start_joining(
        Joining(), JoinOptions(host="127.0.0.1", port=port, code="", name="Bob")
    )
    peer = window.net.peer
    assert peer is not None
    peer.chat_received.connect(lambda _line: flooding.set())
    threading.Thread(target=read_result, daemon=True).start()
    cpu_start = time.process_time()
    app.exec()
    cpu_s = time.process_time() - cpu_start
    child.wait()
    window.net.chat.text()  # shows the lines still waiting to be shown
    shown = window.net.chat.log.document().blockCount()
    print(
        json.dumps(
            {
                **result,
                "rate": rate,
                "seconds": seconds,
                "chat_blocks_shown": shown,
                "guest_cpu_s": round(cpu_s, 2),
                "loop_gap_max_ms": round(ticks["gap"] * 1000, 1),
                "loop_busy_max_ms": round(ticks["busy"] * 1000, 1),
                "rss_before_mb": round(before, 1),
                "rss_peak_mb": round(max(samples, default=before), 1),
                "rss_after_mb": round(rss_mb(), 1),
            }
        )
    )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=float, default=396.0)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--hostile", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.hostile:
        return hostile(args.rate, args.seconds)
    return guest(args.rate, args.seconds)


if __name__ == "__main__":
    sys.exit(main())
