"""The ``popout`` command: check the command line, start Qt, show the main window.

Qt is imported only after the command line is checked, so ``popout --version`` answers at once and
never creates a ``QApplication``. The grammar and its checks are :mod:`popout_desktop.app.cli`; the
look at whether Qt can start here at all is :mod:`popout_desktop.app.qt_check`.
"""

from __future__ import annotations

import gc
import os
import signal
import sys
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from popout_desktop import __version__
from popout_desktop.app import cli, pyside_imports
from popout_desktop.app.qt_check import qt_problem

if TYPE_CHECKING:
    import argparse
    import socket
    from pathlib import Path

    from PySide6.QtCore import QObject

    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.window.main_window import MainWindow

APP_NAME = "Pop Out"
ORGANIZATION_NAME = "PopOutDesktop"

#: When this environment variable is "1", the app prints :data:`READY_LINE` on stdout once its
#: window is shown. The smoke test waits for it before it asks the app to quit with SIGTERM.
READY_ENV = "POPOUT_REPORT_READY"
READY_LINE = "popout: ready"
#: With :data:`READY_ENV`, each note shown at start is printed after this, one a line.
NOTE_LINE = "popout: note"
#: With :data:`READY_ENV`, printed (with the moves on screen) after a later start's command
#: line was handed over to this window and done.
HANDED_LINE = "popout: handed over"
#: With :data:`READY_ENV`, and this one "1" too, the process ends (``os._exit(0)``, nothing
#: cleaned up) right after the ready line: the count of a start's instructions
#: (tests/benchmarks/bench_startup_instructions.py) stops at the first frame.
EXIT_AT_READY_ENV = "POPOUT_EXIT_AT_READY"


def build_parser() -> argparse.ArgumentParser:
    """Return the command-line parser of ``popout`` (see :mod:`popout_desktop.app.cli`)."""
    return cli.build_parser()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game and return its exit code.

    ``argv`` excludes the program name (``sys.argv[1:]`` when ``None``). The command line is
    checked in full first (:func:`popout_desktop.app.cli.parse_command_line`): one that cannot be
    used
    is explained on the standard error, and in a dialog too when started from the desktop, and
    gives exit status 2. Then, if Qt cannot start here (a missing system library, no X display),
    one line says why and the exit status is 1 (:mod:`popout_desktop.app.qt_check`).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        command = cli.parse_command_line(args)
    except cli.UsageError as error:
        return _usage_error(args, error)
    if command.help:
        print(cli.help_text(), end="")
        return 0
    if command.version:
        print(version_text(), end="")
        return 0
    platform = command.qt_platform
    if command.self_test and platform is None:
        platform = os.environ.get("QT_QPA_PLATFORM") or "offscreen"  # as the self-test runs
    problem = qt_problem(platform, display=command.qt_display)
    if problem is not None:
        if sys.stderr is not None:  # print(file=None) would write to stdout
            print(f"popout: {problem}", file=sys.stderr)
        return 1
    # Qt is loaded: from now on PySide looks at every module imported; make that look cheap.
    pyside_imports.install()
    install_qt_message_filter()
    if command.self_test:
        from popout_desktop.app.selftest import run_self_test

        return run_self_test(list(command.qt_args))
    return _run_gui(command, args)


def version_text() -> str:
    """What ``popout --version`` prints: ``popout <version>``, then the line that says which core
    each part of the engine runs, then the note of :func:`~.core_choice.slow_core_note` if the
    install built no compiled core (the engine is pure Python: no Qt is loaded)."""
    from popout_desktop.engine.core_choice import engine_cores, engine_line, slow_core_note

    cores = engine_cores()
    lines = [f"popout {__version__}", engine_line(cores)]
    note = slow_core_note(cores)
    if note is not None:
        lines.append(f"note: {note}")
    return "".join(f"{line}\n" for line in lines)


def _usage_error(args: list[str], error: cli.UsageError) -> int:
    """Explain a command line that cannot be used; exit status 2."""
    if sys.stderr is not None:
        sys.stderr.write(cli.error_text(error))
        sys.stderr.flush()
    if cli.wants_dialog(args) or sys.stderr is None:  # no one reads a windowed app's stderr
        _show_usage_dialog(args, error)
    return 2


def _show_usage_dialog(args: list[str], error: cli.UsageError) -> None:
    """The usage error in a message box, for a start from the desktop (a QApplication is made for
    it if there is none; without Qt there is no dialog, only the standard error)."""
    if qt_problem(None) is not None:
        return
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        from popout_desktop.app import paths
        from popout_desktop.app.translations import install_translators
        from popout_desktop.settings.store import Settings

        app = QApplication([_program_name()])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(ORGANIZATION_NAME)
        install_translators(app, Settings(paths.settings_path()).value("prefs/language"))
    reason = str(error)
    try:
        cli.parse_command_line(args)  # again, now that the explanations can be translated
    except cli.UsageError as again:
        reason = str(again)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        APP_NAME,
        QCoreApplication.translate("CommandLine", "Pop Out cannot start with this command line."),
        QMessageBox.StandardButton.Ok,
    )
    box.setInformativeText(reason)
    box.setDetailedText(cli.quoted(args))
    box.exec()


def _program_name() -> str:
    return sys.argv[0] if sys.argv and sys.argv[0] else "popout"


#: Qt's messages that tell the player nothing, as (platform, message): dropped by
#: :func:`install_qt_message_filter`. The offscreen platform (the self-test, CI, a start with
#: ``-platform offscreen``) has no window manager to pass a window's size limits on to, and Qt
#: says so each time a shown window's minimum or maximum size changes (twice at every start).
QUIET_QT_MESSAGES = frozenset({("offscreen", "This plugin does not support propagateSizeHints()")})


def install_qt_message_filter() -> None:
    """Drop Qt's messages listed in :data:`QUIET_QT_MESSAGES`; every other message goes on as
    before: to the handler installed earlier, or written as Qt's own handler writes it (its
    ``QT_MESSAGE_PATTERN`` format, on the standard error). Installed by :func:`main` only, so
    a test's own handler (pytest-qt's) is never replaced by importing this module."""
    from PySide6.QtCore import (
        QMessageLogContext,
        QtMsgType,
        qFormatLogMessage,
        qInstallMessageHandler,
    )
    from PySide6.QtGui import QGuiApplication

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if (QGuiApplication.platformName(), message) in QUIET_QT_MESSAGES:
            return
        if previous is not None:
            previous(kind, context, message)
        elif sys.stderr is not None:
            print(qFormatLogMessage(kind, context, message), file=sys.stderr, flush=True)

    previous = qInstallMessageHandler(handler)


def register_bundled_fonts() -> list[str]:
    """Make the fonts in ``resources/fonts`` available (QApplication must exist).

    Only when the system has no font for the interface (a machine with no fonts at all): then
    the bundled one becomes the app's font, so text renders anyway. Returns the families
    registered. A frozen build whose system has no fontconfig configuration finds the bundled
    font through its own (``resources/fontconfig``, see
    :func:`~popout_desktop.app.resources.fontconfig_environment`); registering it again where a
    font was found cost the built app some 2 ms of every start (issue 33 point 4).
    """
    from PySide6.QtGui import QFontInfo, QGuiApplication

    from popout_desktop.app.resources import ResourceNotFoundError, resource_path

    has_system_font = bool(QFontInfo(QGuiApplication.font()).family())
    if has_system_font:
        return []
    # Named only here: a Qt class made makes its Python enums too (issue 33 point 4).
    from PySide6.QtGui import QFontDatabase

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
    if families:
        font = QGuiApplication.font()
        font.setFamilies(families[:1])
        QGuiApplication.setFont(font)
    return families


#: What the first move needs that the first frame does not: its effect (``rules.effects``) and
#: its animation's steps (``ui.board.steps``), their dataclasses made then (issue 33 point 4).
FIRST_MOVE_MODULES = ("popout_desktop.rules.effects", "popout_desktop.ui.board.steps")


def load_first_move_modules() -> None:
    """Import :data:`FIRST_MOVE_MODULES` once the window is on the screen, so that neither the
    first frame nor the player's first move waits for them."""
    import importlib

    for name in FIRST_MOVE_MODULES:
        importlib.import_module(name)


def print_core_note() -> bool:
    """At start, where the install built no compiled engine core (pip hides the build's
    warning), say on the standard error what that costs and how to fix it, in one line
    (:func:`~.core_choice.slow_core_note`); True if it did."""
    from popout_desktop.engine.core_choice import slow_core_note

    note = slow_core_note()
    if note is None or sys.stderr is None:
        return False
    print(f"popout: note: {note}", file=sys.stderr, flush=True)
    return True


def stored_language(settings_file: Path | None) -> str:
    """The interface language the settings file holds (None: QSettings' standard place),
    looked at without changing anything (the real opening, which repairs, comes after the data
    folder is claimed). A file that is not there (a first start) holds none: the default,
    without opening the settings for it (issue 33 point 4)."""
    from popout_desktop.settings.schema import SCHEMA
    from popout_desktop.settings.store import Settings

    if settings_file is not None and not os.path.lexists(settings_file):
        default: str = SCHEMA["prefs/language"].default
        return default
    language: str = Settings(settings_file, repair=False).value("prefs/language")
    return language


def _run_gui(command: cli.Command, argv: Sequence[str]) -> int:
    # No automatic cycle collection while the game starts: it would only walk what the imports
    # make, again and again; the cycle collector takes over in the event loop (installed below,
    # see the module). ``python -m popout_desktop`` turns it off even before the first import.
    gc.disable()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon

    from popout_desktop.app import cycle_collector, paths
    from popout_desktop.app.resources import ResourceNotFoundError, resource_path
    from popout_desktop.app.startup import claim_data_folder
    from popout_desktop.app.translations import install_translators
    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.desktop_settings import GameApplication

    app = GameApplication([_program_name(), *command.qt_args])
    cycle_collector.install(app)  # cycles are freed in this thread only (see the module)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANIZATION_NAME)
    app.setApplicationVersion(__version__)
    register_bundled_fonts()
    try:
        app.setWindowIcon(QIcon(str(resource_path("icons", "popout.svg"))))
    except ResourceNotFoundError as error:  # a broken install still plays, without its icon
        print(f"popout: warning: {error}", file=sys.stderr)

    settings_file = paths.settings_path()
    # The language first (a look at the settings that changes nothing), so every note is in it.
    language = command.lang or stored_language(settings_file)
    install_translators(app, language)
    # One running game per data folder: a later start hands its command line over and exits.
    claim = claim_data_folder(list(argv))
    if claim.handed_over:
        print_core_note()
        return 0
    # Only the owner of the data folder repairs the settings file (moves a damaged one aside).
    settings = Settings(settings_file, repair=claim.guard is not None)
    # The pages the first frame does not show (review, Setup mode, puzzles) are made once the
    # game is on the screen; so is the look at the engine's modules, whether its compiled core
    # is built (issue 33 point 4).
    window = make_window(settings, claim.autosave, lazy=True)
    settings.write_failed.connect(window.show_note)
    window.show()
    after_first_frame(window, window.build_pages)
    after_first_frame(window, load_first_move_modules)
    # What start-up made is left out of later collections: a full one would walk it all.
    after_first_frame(window, cycle_collector.freeze_start_up)
    after_first_frame(window, print_core_note)
    apply_command(window, settings, command)
    notes = [*claim.notes, *window.session.start_notes, *settings.notes()]
    window.show_start_notes(notes, alert=bool(claim.notes or window.session.start_notes))
    if claim.guard is not None:
        claim.guard.handed_over.connect(lambda words, cwd: _take_over(window, settings, words, cwd))
        app.aboutToQuit.connect(claim.guard.release)
        # Later starts are handed over from here on (QtNetwork is loaded then: issue 33 point 4).
        after_first_frame(window, claim.guard.listen)
    report = os.environ.get(READY_ENV) == "1"
    if report:
        for note in notes:
            print(f"{NOTE_LINE} {note}", flush=True)
    quit_on_signal = _SignalQuitter(app, _close_and_quit)
    if report:
        # Ready means the board has been painted once: the player can see the game.
        window.board.painted.connect(
            lambda: _report_ready(window.model.game.notation()),
            Qt.ConnectionType.SingleShotConnection,
        )
    try:
        return app.exec()
    finally:
        quit_on_signal.uninstall()


#: How long after the window is shown the work waiting for its first frame is looked at again
#: while the board has not been painted: it then runs if the board cannot be painted (the window
#: minimized, hidden or not on the screen), else it waits on.
FIRST_FRAME_CHECK_MS = 1000
#: The longest it waits for a board it could paint: then it runs anyway.
FIRST_FRAME_WAIT_MS = 15_000


def board_will_paint(window: MainWindow) -> bool:
    """Whether the window's board can be painted soon: the window is on the screen (exposed, not
    minimized) and the board shown in it, with a size."""
    handle = window.windowHandle()
    board = window.board
    return (
        handle is not None
        and handle.isExposed()
        and not window.isMinimized()
        and board.isVisible()
        and not board.size().isEmpty()
    )


def after_first_frame(window: MainWindow, action: Callable[[], object]) -> None:
    """Run ``action`` once, from the event loop, after the window's board is first painted.
    A board that cannot be painted (a window started minimized) does not hold it back: a
    second after the window was shown, and every second after, it runs if the board cannot be
    painted (:func:`board_will_paint`). A board that can waits for its paint, however long a
    loaded machine takes (a fixed second let the pages be built before the first paint there,
    and that delayed it), up to :data:`FIRST_FRAME_WAIT_MS`."""
    from PySide6.QtCore import Qt, QTimer

    done = False
    shown = time.monotonic()

    def run() -> None:
        nonlocal done
        if not done:
            done = True
            action()

    def check() -> None:
        if done:
            return
        waited_ms = (time.monotonic() - shown) * 1000
        if board_will_paint(window) and waited_ms < FIRST_FRAME_WAIT_MS:
            QTimer.singleShot(FIRST_FRAME_CHECK_MS, window, check)
        else:
            run()

    window.board.painted.connect(
        lambda: QTimer.singleShot(0, window, run), Qt.ConnectionType.SingleShotConnection
    )
    QTimer.singleShot(FIRST_FRAME_CHECK_MS, window, check)


def make_window(
    settings: Settings | None = None, autosave: Path | None = None, *, lazy: bool = False
) -> MainWindow:
    """The game's main window, with ``settings`` and the ``autosave`` file (None: none); with
    ``lazy``, the pages it does not show at first are made when first used or by its
    :meth:`~popout_desktop.ui.window.main_window.MainWindow.build_pages`.

    The one place that names the window's class: the window's parts and modes see it only as
    a :class:`~popout_desktop.ui.window.host.WindowHost`; the self-test and the screenshots
    build theirs here too.
    """
    from popout_desktop.ui.window.main_window import MainWindow

    return MainWindow(settings=settings, autosave=autosave, lazy=lazy)


def apply_command(
    window: MainWindow,
    settings: Settings,
    command: cli.Command,
    cwd: str | None = None,
    restore: bool = True,
) -> None:
    """Show in ``window`` the game ``command`` asks for, then start what it asks to do.

    A table (any table option) starts a new game at it, with the session's players, made the
    table New Game offers and autosaved at once, so the next start shows it too; otherwise the
    saved game FILE (relative to ``cwd``, default the current folder) is opened, or else (with
    ``restore``) the autosaved game restored. Then the Join flow for a link, the Host dialog
    for ``--host``, or the position of a position link: Setup mode there (the game waits, as for
    any set-up: nothing is lost until the player chooses to play from it), or for a Pop 10 or
    Power Up steps code the offer to play on or analyse from it. A
    start that asks for nothing and has no autosave to restore is a first start: the welcome
    card is offered (:func:`popout_desktop.ui.window.welcome.offer_welcome`, which shows it only if
    it
    was never answered).
    """
    from pathlib import Path

    from PySide6.QtCore import QTimer

    file = command.file
    if file is not None and file.lower().startswith("file://"):
        from PySide6.QtCore import QUrl  # only here: made, it makes its Python enums too

        file = QUrl(file).toLocalFile()  # a launcher that passes URLs (%u)
    link, port, position = command.join, command.host, command.position
    if command.rules is not None:
        settings.set_rules(command.rules)
        window.start_game(command.rules, window.session.players)
        window.session.write_autosave()
    elif (not file or not window.open_path(Path(cwd or ".", file))) and restore:
        restored = window.session.restore_autosave()
        if not restored and not file and link is None and port is None and position is None:
            from popout_desktop.ui.window.welcome import offer_welcome

            offer_welcome(window)
    if link is not None:
        QTimer.singleShot(0, window, lambda: window.net.join_link(link))
    elif port is not None:
        QTimer.singleShot(0, window, lambda: window.net.host_game(port))
    elif position is not None:
        QTimer.singleShot(0, window, lambda: window.position_editor.open_code(position))


def _take_over(window: MainWindow, settings: Settings, words: list[str], cwd: str) -> None:
    """Another start of the game on this data folder handed its command line here: come to the
    front and do what it asked (it checked the command line before it handed it over; one that
    does not parse here is ignored, as is its ``--lang``)."""
    window.bring_to_front()
    try:
        command = cli.parse_command_line(words)
    except cli.UsageError:
        return
    if command.help or command.version or command.self_test:
        return
    apply_command(window, settings, command, cwd=cwd, restore=False)
    if os.environ.get(READY_ENV) == "1":
        print(f"{HANDED_LINE} moves={window.model.game.notation()}", flush=True)


def _close_and_quit() -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.closeAllWindows()  # windows get their closeEvent, as on a click on "Quit"
    QApplication.quit()


def _report_ready(notation: str) -> None:
    # The moves of the game on screen follow, so a test can see what was restored.
    print(f"{READY_LINE} moves={notation}", flush=True)
    if os.environ.get(EXIT_AT_READY_ENV) == "1":
        os._exit(0)


class _SignalQuitter:
    """Close the windows and quit cleanly on SIGTERM or SIGINT while Qt's event loop runs.

    Python runs signal handlers only between bytecodes, and the Qt event loop is C++. The C-level
    handler writes to a pipe (``signal.set_wakeup_fd``; on Windows, which takes only a socket
    there, a socket pair); a ``QSocketNotifier`` on its other end wakes the loop, Python code
    runs and the pending Python handler schedules ``close``. No polling. (A pipe, not a socket
    pair, on POSIX: importing :mod:`socket` costs some 6 ms of start-up, issue 33 point 4.)
    """

    _SIGNALS = tuple(
        sig for sig in (getattr(signal, "SIGTERM", None), signal.SIGINT) if sig is not None
    )

    def __init__(self, parent: QObject, close: Callable[[], object]) -> None:
        from PySide6.QtCore import QSocketNotifier

        self._close = close
        self._previous: dict[int, object] = {}
        self._old_wakeup_fd: int | None = None
        self._wakeup = _WakeupPipe()
        try:
            self._old_wakeup_fd = signal.set_wakeup_fd(self._wakeup.write_fd)
        except ValueError:  # not the main thread: leave signals to Python's defaults
            self._wakeup.close()
            self._notifier = None
            return
        self._notifier = QSocketNotifier(self._wakeup.read_fd, QSocketNotifier.Type.Read, parent)
        self._notifier.activated.connect(self._drain)
        for sig in self._SIGNALS:
            self._previous[sig] = signal.signal(sig, self._handle)

    def _handle(self, _signum: int, _frame: object) -> None:
        from PySide6.QtCore import QTimer

        # Not from inside the handler: it may have interrupted any Python code, even a slot.
        QTimer.singleShot(0, self._close)

    def _drain(self) -> None:
        self._wakeup.drain()

    def uninstall(self) -> None:
        """Restore the previous handlers and wakeup fd."""
        if self._notifier is None:
            return
        for sig, previous in self._previous.items():
            signal.signal(sig, previous)  # type: ignore[arg-type]
        signal.set_wakeup_fd(-1 if self._old_wakeup_fd is None else self._old_wakeup_fd)
        self._notifier.setEnabled(False)
        self._notifier = None
        self._wakeup.close()


class _WakeupPipe:
    """Two connected non-blocking ends for ``signal.set_wakeup_fd``: a pipe on POSIX, a socket
    pair on Windows (where the wakeup fd must be a socket)."""

    def __init__(self) -> None:
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        if sys.platform == "win32":
            import socket

            reader, writer = socket.socketpair()
            for sock in (reader, writer):
                sock.setblocking(False)
            self._sockets = (reader, writer)
            self.read_fd, self.write_fd = reader.fileno(), writer.fileno()
        else:
            self.read_fd, self.write_fd = os.pipe()
            for fd in (self.read_fd, self.write_fd):
                os.set_blocking(fd, False)

    def drain(self) -> None:
        """Read all that was written (the signals' numbers), without blocking."""
        try:
            if self._sockets is not None:
                while self._sockets[0].recv(64):
                    pass
            else:
                while os.read(self.read_fd, 64):
                    pass
        except (BlockingIOError, InterruptedError):
            pass

    def close(self) -> None:
        """Close both ends."""
        if self._sockets is not None:
            for sock in self._sockets:
                sock.close()
        else:
            os.close(self.read_fd)
            os.close(self.write_fd)
