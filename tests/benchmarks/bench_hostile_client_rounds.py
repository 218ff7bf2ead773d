"""A LAN host's memory over rounds of a hostile client (run by hand, not by pytest).

The host is a real :class:`MainWindow` (offscreen) hosting on 127.0.0.1 in this process. Each
round, a thread of plain sockets attacks it: connections that say nothing, wrong join codes,
lines of garbage and one over the line limit, spectators that flood chat until they are cut
off, and players that flood moves. Between rounds the host's event loop runs for a second and
Python's garbage is collected, then its memory (RSS, from /proc) is sampled. Prints one JSON
line: ``{"rounds": N, "rss_mb": [before, after round 1, ...], "growth_first_half_mb": ...,
"growth_second_half_mb": ...}``; a leak shows as the second half growing like the first.

    python tests/benchmarks/bench_hostile_client_rounds.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    """This process's resident memory in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def hello(name: str, code: str, role: str) -> bytes:
    return (
        json.dumps(
            {"type": "hello", "protocol": 1, "app": "x", "name": name, "code": code, "role": role}
        ).encode()
        + b"\n"
    )


def attack(port: int, code: str) -> None:
    """One round of a hostile client (every socket closed at the end)."""
    socks: list[socket.socket] = []

    def connect() -> socket.socket:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        socks.append(sock)
        return sock

    def send(sock: socket.socket, data: bytes) -> None:
        with contextlib.suppress(OSError):  # the host hung up, as it should
            sock.sendall(data)

    for index in range(5):
        connect()  # says nothing
        send(connect(), hello(f"W{index}", "0000", "player"))  # a wrong code
        send(connect(), b"\x00garbage{]\n" * 20)
        send(connect(), b"{" * 70_000 + b"\n")  # over the line limit
    for index in range(3):
        sock = connect()
        send(sock, hello(f"S{index}", code, "spectator"))
        chat = json.dumps({"type": "chat", "text": "x" * 500}).encode() + b"\n"
        send(sock, chat * 200)  # a chat flood: cut off
        sock = connect()
        send(sock, hello(f"P{index}", code, "player"))
        send(sock, b'{"type":"move","ply":0,"move":"d4"}\n' * 200)  # a move flood
    time.sleep(0.5)
    for sock in socks:
        sock.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication

    from popout_desktop.net import host as host_module
    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.network.dialogs import HostOptions
    from popout_desktop.ui.window.main_window import MainWindow

    listen = host_module.GameHost.listen

    def loopback_listen(self: host_module.GameHost, port: int, address: object = None) -> bool:
        return listen(self, 0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))

    host_module.GameHost.listen = loopback_listen  # type: ignore[method-assign]

    app = QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(settings=Settings(folder / "s.ini"), autosave=folder / "a.popout")
    window.show()

    class Waiting:
        host: host_module.GameHost | None = None

        def show_waiting(self, host: host_module.GameHost, *args: object, **kw: object) -> None:
            self.host = host

    waiting = Waiting()
    window.net._start_hosting(
        waiting,
        HostOptions(name="Ann", rules=window.model.rules, guest_seat=2, port=7457, code="1234"),
    )
    host = waiting.host
    assert host is not None

    def run_for(seconds: float) -> None:
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    def settle() -> float:
        run_for(1.0)
        gc.collect()
        app.processEvents()
        return round(rss_mb(), 1)

    samples = [settle()]
    for _ in range(args.rounds):
        thread = threading.Thread(target=attack, args=(host.port, host._code), daemon=True)
        thread.start()
        while thread.is_alive():
            run_for(0.05)
        samples.append(settle())
        print(f"round {len(samples) - 1}: {samples[-1]} MB", file=sys.stderr, flush=True)
    half = args.rounds // 2
    print(
        json.dumps(
            {
                "rounds": args.rounds,
                "rss_mb": samples,
                "growth_first_half_mb": round(samples[half] - samples[0], 1),
                "growth_second_half_mb": round(samples[-1] - samples[half], 1),
            }
        )
    )
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
