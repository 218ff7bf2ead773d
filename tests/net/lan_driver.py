"""Drives a real main window through a LAN game from a separate process (for the tests).

    python lan_driver.py host "MOVES"          # hosts on a free loopback port, prints it
    python lan_driver.py join "MOVES" PORT     # joins 127.0.0.1:PORT

Each side plays its own MOVES (notation) through its board whenever it is its turn, exactly as a
click would, and when the game is over prints one JSON line: the moves and the winner. Only
loopback is used. Exits 0 on success, 1 on a timeout or failure.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    role, moves = sys.argv[1], sys.argv[2].split()
    from PySide6.QtCore import QTimer
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QApplication

    from popout_desktop import paths
    from popout_desktop.net import host as host_module
    from popout_desktop.rules import Move
    from popout_desktop.settings import Settings
    from popout_desktop.ui.dialogs.network import HostOptions, JoinOptions
    from popout_desktop.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    window = MainWindow(settings=Settings(paths.settings_path()), autosave=paths.autosave_path())
    window.set_speed("fast")
    window.show()
    listen = host_module.GameHost.listen

    def loopback_listen(self: host_module.GameHost, port: int, address: object = None) -> bool:
        return listen(self, 0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))

    host_module.GameHost.listen = loopback_listen  # type: ignore[method-assign]

    class Waiting:
        def show_waiting(self, host: host_module.GameHost, *args: object, **kw: object) -> None:
            print(f"listening {host.port}", flush=True)

        def show_joining(self, guest: object) -> None:
            pass

    status = {"code": 1}

    def finish() -> None:
        ticker.stop()
        result = window.model.result
        report = {
            "moves": window.model.game.notation(),
            "winner": None if result is None else result.winner,
        }
        print(json.dumps(report), flush=True)
        status["code"] = 0 if result is not None else 1
        QTimer.singleShot(300, app.quit)  # let the last messages go out

    def step() -> None:
        if window.model.result is not None:
            finish()
            return
        seat = window.net.my_seat
        if (
            seat
            and window.model.game.turn == seat
            and window.board.interactive
            and not window.board.animating
            and moves
        ):
            window.board.move_requested.emit(Move.parse(moves.pop(0)))

    if role == "host":
        window.net._start_hosting(
            Waiting(),
            HostOptions(name="Ann", rules=window.model.rules, guest_seat=2, port=7457, code="7777"),
        )
    else:
        window.net._start_joining(
            Waiting(),
            JoinOptions(host="127.0.0.1", port=int(sys.argv[3]), code="7777", name="Bob"),
        )
    ticker = QTimer()
    ticker.timeout.connect(step)
    ticker.start(50)
    QTimer.singleShot(60_000, app.quit)  # never hang a test run
    app.exec()
    window.close()
    return status["code"]


if __name__ == "__main__":
    sys.exit(main())
