"""The ``popout`` command: parse the command line, start Qt, show the main window.

Qt is imported only after the command line is parsed, so ``popout --version`` answers at once and
never creates a ``QApplication``.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from popout_desktop import __version__

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

APP_NAME = "Pop Out"
ORGANIZATION_NAME = "PopOutDesktop"

#: When this environment variable is "1", the app prints :data:`READY_LINE` on stdout once its
#: window is shown. The smoke test waits for it before it asks the app to quit with SIGTERM.
READY_ENV = "POPOUT_REPORT_READY"
READY_LINE = "popout: ready"


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``popout``."""
    parser = argparse.ArgumentParser(
        prog="popout",
        description="Pop Out: Connect Four where you may also pop your own disc from the bottom.",
    )
    parser.add_argument("--version", action="version", version=f"popout {__version__}")
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="language of the interface (en, ru, pl, it, nl); default: the preference, else "
        "the system's",
    )
    parser.add_argument(
        "--host",
        nargs="?",
        const=7457,
        type=int,
        metavar="PORT",
        help="host a LAN game (default port 7457): opens the Host dialog",
    )
    parser.add_argument(
        "--join",
        metavar="LINK",
        help="join a LAN game: an invite link popout://HOST:PORT/CODE or an address HOST[:PORT]",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation and exit: fonts, icons, translations, the main window, "
        "and a short computer-vs-computer game on each of the four table presets through the "
        "engine's worker process, saved and reloaded (offscreen; exit status 0 if all is well)",
    )
    parser.add_argument(
        "file",
        nargs="?",
        help="a saved game (.popout) to open instead of the autosaved one, or a popout:// link",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game and return its exit code.

    ``argv`` excludes the program name (``sys.argv[1:]`` when ``None``). Options the parser does not
    know are handed to Qt (e.g. ``-platform offscreen``).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        options, qt_args = build_parser().parse_known_args(args)
    except SystemExit as exit_request:  # --help, --version, or a usage error
        code = exit_request.code
        return code if isinstance(code, int) else (0 if code is None else 2)
    if options.self_test:
        from popout_desktop.selftest import run_self_test

        return run_self_test(qt_args)
    return _run_gui(options, qt_args)


def register_bundled_fonts() -> list[str]:
    """Make the fonts in ``resources/fonts`` available (QApplication must exist).

    Only when frozen (a PyInstaller build may land on a machine with no fonts at all) or when
    the system has no font for the interface: then the bundled one becomes the app's font, so
    text renders anyway. Returns the families registered.
    """
    from PySide6.QtGui import QFontDatabase, QFontInfo, QGuiApplication

    from popout_desktop.resources import ResourceNotFoundError, resource_path

    has_system_font = bool(QFontInfo(QGuiApplication.font()).family())
    if has_system_font and not getattr(sys, "frozen", False):
        return []
    try:
        folder = resource_path("fonts")
    except ResourceNotFoundError:
        return []
    families: list[str] = []
    for path in sorted(folder.glob("*.ttf")):
        ident = QFontDatabase.addApplicationFont(str(path))
        for family in QFontDatabase.applicationFontFamilies(ident) if ident >= 0 else []:
            if family not in families:
                families.append(family)
    if families and not has_system_font:
        font = QGuiApplication.font()
        font.setFamilies(families[:1])
        QGuiApplication.setFont(font)
    return families


def _run_gui(options: argparse.Namespace, qt_args: list[str]) -> int:
    from pathlib import Path

    from PySide6.QtCore import Qt, QTimer, QUrl
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from popout_desktop import paths
    from popout_desktop.resources import ResourceNotFoundError, resource_path
    from popout_desktop.settings import Settings
    from popout_desktop.translations import install_translators
    from popout_desktop.ui.main_window import MainWindow

    app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "popout", *qt_args])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationVersion(__version__)
    register_bundled_fonts()
    try:
        app.setWindowIcon(QIcon(str(resource_path("icons", "popout.svg"))))
    except ResourceNotFoundError as error:  # a broken install still plays, without its icon
        print(f"popout: warning: {error}", file=sys.stderr)

    settings = Settings(paths.settings_path())
    install_translators(app, options.lang or settings.value("prefs/language"))
    window = MainWindow(settings=settings, autosave=paths.autosave_path())
    window.show()
    link = options.join
    if options.file and options.file.lower().startswith("popout://"):
        link, options.file = options.file, None  # an invite link opened from the desktop
    elif options.file and options.file.lower().startswith("file://"):
        options.file = QUrl(options.file).toLocalFile()  # a launcher that passes URLs (%u)
    if not options.file or not window.open_path(Path(options.file)):
        window.session.restore_autosave()
    if link is not None:
        QTimer.singleShot(0, window, lambda: window.net.join_link(link))
    elif options.host is not None:
        QTimer.singleShot(0, window, lambda: window.net.host_game(options.host))
    for note in settings.notes():
        window.statusBar().showMessage(note, 15_000)
    quit_on_signal = _SignalQuitter(app, _close_and_quit)
    if os.environ.get(READY_ENV) == "1":
        # Ready means the board has been painted once: the player can see the game.
        window.board.painted.connect(
            lambda: _report_ready(window.model.game.notation()),
            Qt.ConnectionType.SingleShotConnection,
        )
    try:
        return app.exec()
    finally:
        quit_on_signal.uninstall()


def _close_and_quit() -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.closeAllWindows()  # windows get their closeEvent, as on a click on "Quit"
    QApplication.quit()


def _report_ready(notation: str) -> None:
    # The moves of the game on screen follow, so a test can see what was restored.
    print(f"{READY_LINE} moves={notation}", flush=True)


class _SignalQuitter:
    """Close the windows and quit cleanly on SIGTERM or SIGINT while Qt's event loop runs.

    Python runs signal handlers only between bytecodes, and the Qt event loop is C++. The C-level
    handler writes to a socket (``signal.set_wakeup_fd``); a ``QSocketNotifier`` on its other end
    wakes the loop, Python code runs and the pending Python handler schedules ``close``. No polling.
    """

    _SIGNALS = tuple(
        sig for sig in (getattr(signal, "SIGTERM", None), signal.SIGINT) if sig is not None
    )

    def __init__(self, parent: QObject, close: Callable[[], object]) -> None:
        from PySide6.QtCore import QSocketNotifier

        self._close = close
        self._previous: dict[int, object] = {}
        self._old_wakeup_fd: int | None = None
        self._reader, self._writer = socket.socketpair()
        for sock in (self._reader, self._writer):
            sock.setblocking(False)
        try:
            self._old_wakeup_fd = signal.set_wakeup_fd(self._writer.fileno())
        except ValueError:  # not the main thread: leave signals to Python's defaults
            self._reader.close()
            self._writer.close()
            self._notifier = None
            return
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, parent)
        self._notifier.activated.connect(self._drain)
        for sig in self._SIGNALS:
            self._previous[sig] = signal.signal(sig, self._handle)

    def _handle(self, _signum: int, _frame: object) -> None:
        from PySide6.QtCore import QTimer

        # Not from inside the handler: it may have interrupted any Python code, even a slot.
        QTimer.singleShot(0, self._close)

    def _drain(self) -> None:
        try:
            while self._reader.recv(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def uninstall(self) -> None:
        """Restore the previous handlers and wakeup fd."""
        if self._notifier is None:
            return
        for sig, previous in self._previous.items():
            signal.signal(sig, previous)  # type: ignore[arg-type]
        signal.set_wakeup_fd(-1 if self._old_wakeup_fd is None else self._old_wakeup_fd)
        self._notifier.setEnabled(False)
        self._notifier = None
        self._reader.close()
        self._writer.close()
