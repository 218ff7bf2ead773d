"""``popout --self-test``: check an installation — a frozen build above all — with nobody watching.

It starts Qt offscreen (unless ``QT_QPA_PLATFORM`` says otherwise) and checks the parts a build
can lose: the platform plugin, a font, the SVG icon engine, our translations and Qt's, the main
window, and Pillow's writers of the replays (GIF, WebP, APNG) with the shipped puzzles. Then,
for every table preset, it plays a short computer-vs-computer game through the real
:class:`~popout_desktop.game.engine_client.EngineClient` worker *process* (which, in a frozen
app, is the app's own executable started again by ``multiprocessing``), the real
:class:`~popout_desktop.game.model.GameModel` and :class:`~popout_desktop.game.match.
MatchController`, saves it as a ``.popout`` file with :mod:`popout_desktop.savefile`, reads it
back and demands that the copy equals the game. A Pop 10 game goes on for the usual number of
moves past the setup that fills the board, so its pops are played too.

Before a Pop 10 or Power Up game the self-test also asks the engine, through the worker, for a
move in a position of every phase of that variant (the setup, a pop, a put-back; a bomb's pop, a
wall's or a x2's second drop): an error or a move that is not legal there fails that game's check,
naming the phase.

It prints one line per check and returns 0 when all pass, 1 naming every failure otherwise. A
watchdog thread ends the process with status 3 if the whole run takes longer than its time
limit, so a hang in a worker or in Qt can never block a build pipeline. Nothing outside a
temporary folder is read or written: not the player's settings, autosave or statistics.

It is one file: every check is a short method of the one runner, which
reports, times and collects them, and the games share its worker process.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from functools import cache, partial
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final

from popout_desktop import __version__
from popout_desktop.engine.levels import ENGINE_TASK
from popout_desktop.engine.tasks import WorkerTask, worker_task
from popout_desktop.rules import PRESET_NAMES, Game, Move, Phase, Rules
from popout_desktop.rules.phases import VARIANTS, variant_phases

if TYPE_CHECKING:  # the worker imports this module: no Qt at import time
    from popout_desktop.game.match import MatchController

__all__ = ["SELF_TEST_PRESETS", "SelfTestFailure", "run_self_test", "worker_info"]

#: The table presets played: every preset, Pop 10 and Power Up included.
SELF_TEST_PRESETS = PRESET_NAMES
#: The phases a variant's games pass through (the phase table's), each probed before the
#: engine plays it.
VARIANT_PHASES = {name: variant_phases(name) for name in VARIANTS}
#: The seed of the random games that find the probe positions: runs repeat.
SEED = 2009
#: Defaults: short games at a fast level, the engine thinking 50 ms per move at most.
MAX_PLIES = 16
LEVEL = "easy"
TIME_LIMIT_S = 0.05
GAME_TIMEOUT_S = 30.0
TOTAL_TIMEOUT_S = 120.0

#: Exit status when the watchdog ends a run that hangs.
HANG_STATUS = 3


class SelfTestFailure(Exception):
    """A check failed; the message says what was wrong."""


def worker_info(game: Game) -> dict[str, Any]:
    """Runs *inside the worker process*: who the worker is (pid, frozen or not)."""
    from popout_desktop.engine.classic.compiled_search import search_core
    from popout_desktop.engine.classic.drop_solver import ClassicSolver
    from popout_desktop.engine.classic.layout import layout

    return {
        "pid": os.getpid(),
        "frozen": bool(getattr(sys, "frozen", False)),
        "plies": game.ply,
        "classic_core": ClassicSolver(Rules.preset("classic")).core,
        "search_core": search_core(layout(Rules.preset("pop_out"))),
    }


#: The engine task the self-test sends first: proves the worker is another process running
#: this package (the worker imports this module to find the task).
WORKER_INFO_TASK: Final = worker_task(worker_info)


def _output() -> IO[str]:
    if sys.stdout is not None:
        return sys.stdout
    # A windowed Windows or macOS build has no stdout: keep the report in a file instead.
    return open(Path(tempfile.gettempdir()) / "popout-self-test.txt", "w", encoding="utf-8")


def _start_watchdog(seconds: float, out: IO[str]) -> threading.Timer:
    def expire() -> None:
        message = f"popout self-test FAILED: no result within {seconds:.0f} s (something hangs)"
        for stream in (out, sys.stderr):
            if stream is not None:
                with contextlib.suppress(OSError, ValueError):
                    print(message, file=stream, flush=True)
        os._exit(HANG_STATUS)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    return timer


def run_self_test(
    qt_args: Sequence[str] = (),
    *,
    max_plies: int = MAX_PLIES,
    level: str = LEVEL,
    time_limit: float = TIME_LIMIT_S,
    timeout: float = TOTAL_TIMEOUT_S,
    presets: Sequence[str] = SELF_TEST_PRESETS,
) -> int:
    """Run every check, print a report and return the exit status (0: all passed)."""
    out = _output()
    watchdog = _start_watchdog(timeout, out)
    try:
        with tempfile.TemporaryDirectory(prefix="popout-self-test-") as folder:
            return _SelfTest(
                out, Path(folder), qt_args, max_plies, level, time_limit, presets
            ).run()
    except Exception as error:  # Qt missing or broken: still a clear message and status 1
        print(f"popout self-test FAILED: {error!r}", file=out)
        print(traceback.format_exc(limit=8), file=out)
        return 1
    finally:
        watchdog.cancel()
        out.flush()


class _SelfTest:
    """One run of the checks, in order; each either returns a detail or raises."""

    def __init__(
        self,
        out: IO[str],
        folder: Path,
        qt_args: Sequence[str],
        max_plies: int,
        level: str,
        time_limit: float,
        presets: Sequence[str],
    ) -> None:
        self.out = out
        self.folder = folder
        self.qt_args = list(qt_args)
        self.max_plies = max_plies
        self.level = level
        self.time_limit = time_limit
        self.presets = list(presets)
        self.failures: list[str] = []
        self.client: Any = None  # the EngineClient all games share (one worker process)

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def check(self, name: str, test: Callable[[], str]) -> None:
        started = time.perf_counter()
        try:
            detail = test()
        except Exception as error:  # every failure is reported, then the next check runs
            message = str(error) if isinstance(error, SelfTestFailure) else repr(error)
            if not isinstance(error, SelfTestFailure):
                message += "\n" + traceback.format_exc(limit=6)
            self.failures.append(f"{name}: {message}")
            self.say(f"  FAIL {name}: {message}")
            return
        self.say(f"  ok   {name}: {detail} ({time.perf_counter() - started:.2f} s)")

    def run(self) -> int:
        started = time.perf_counter()
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        frozen = "frozen app" if getattr(sys, "frozen", False) else "from source"
        self.say(f"popout {__version__} self-test ({frozen}, Python {sys.version.split()[0]})")
        from PySide6.QtWidgets import QApplication

        from popout_desktop.app import cycle_collector
        from popout_desktop.ui.desktop_settings import GameApplication

        app = QApplication.instance() or GameApplication([sys.argv[0] or "popout", *self.qt_args])
        cycle_collector.install(app)
        app.setApplicationName("Pop Out")
        self.check("Qt", self.check_qt)
        self.check("font", self.check_font)
        self.check("icons", self.check_icons)
        self.check("translations", self.check_translations)
        self.check("main window", self.check_main_window)
        self.check("replays and puzzles", self.check_replays_and_puzzles)
        from popout_desktop.game.engine_client import EngineClient

        self.client = EngineClient()
        try:
            self.check("engine worker process", self.check_worker)
            for preset in self.presets:
                self.check(f"game {preset}", partial(self.play_and_save, preset))
        finally:
            self.client.shutdown()
        took = time.perf_counter() - started
        if self.failures:
            self.say(f"popout self-test FAILED ({len(self.failures)} of its checks), {took:.1f} s:")
            for failure in self.failures:
                self.say(f"  - {failure.splitlines()[0]}")
            return 1
        self.say(f"popout self-test passed in {took:.1f} s")
        return 0

    # -- the parts a build can lose ------------------------------------------------------------

    def check_qt(self) -> str:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion
        from PySide6.QtGui import QGuiApplication

        platform = QGuiApplication.platformName()
        return f"Qt {qVersion()}, PySide6 {pyside_version}, platform {platform}"

    def check_font(self) -> str:
        from PySide6.QtGui import QFontInfo, QFontMetrics, QGuiApplication

        from popout_desktop.app.main import register_bundled_fonts

        bundled = register_bundled_fonts()
        font = QGuiApplication.font()
        family = QFontInfo(font).family()
        if not family:
            raise SelfTestFailure("no font for the interface: text would not render")
        if QFontMetrics(font).horizontalAdvance("Pop Out") <= 0:
            raise SelfTestFailure(f"the font {family!r} does not measure text")
        source = f"bundled {', '.join(bundled)} registered" if bundled else "system fonts"
        return f"{family!r} ({source})"

    def check_icons(self) -> str:
        from PySide6.QtGui import QIcon, QImageReader, QImageWriter

        from popout_desktop.app.resources import resource_path

        readable = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
        writable = {bytes(f.data()).decode() for f in QImageWriter.supportedImageFormats()}
        missing = sorted(({"svg", "png"} - readable) | ({"png"} - writable))
        if missing:
            raise SelfTestFailure(f"Qt cannot read or write image formats: {', '.join(missing)}")
        image = QIcon(str(resource_path("icons", "popout.svg"))).pixmap(64, 64).toImage()
        if image.isNull() or image.pixelColor(32, 32).alpha() == 0:
            raise SelfTestFailure("the SVG app icon does not render (no SVG icon engine?)")
        return "the SVG app icon renders; image formats svg and png"

    def check_translations(self) -> str:
        from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

        from popout_desktop.app.resources import resource_path
        from popout_desktop.app.translations import LANGUAGES

        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        problems = []
        codes = [code for code in LANGUAGES if code != "en"]
        for code in codes:
            ours = QTranslator()
            if not ours.load(str(resource_path("translations", f"popout_{code}.qm"))):
                problems.append(f"popout_{code}.qm does not load")
            elif ours.isEmpty():
                problems.append(f"popout_{code}.qm is empty")
            qt_base = QTranslator()
            if not qt_base.load(QLocale(code), "qtbase", "_", qt_folder):
                problems.append(f"Qt's qtbase_{code}.qm is missing from {qt_folder}")
        if problems:
            raise SelfTestFailure("; ".join(problems))
        return f"ours and Qt's for {', '.join(codes)}"

    def check_replays_and_puzzles(self) -> str:
        from PIL import Image

        from popout_desktop.puzzles.puzzle import shipped_puzzles
        from popout_desktop.ui.replay.writer import FrameStore, ReplayFormat, write_replay

        frames = FrameStore(4, 4)
        frames.add(bytes(64), 100)
        frames.add(bytes([255]) * 64, 100)
        for kind in ReplayFormat:
            path = self.folder / f"replay-{kind.value}"
            write_replay(path, frames, kind)
            with Image.open(path) as image:
                if getattr(image, "n_frames", 1) != 2:
                    raise SelfTestFailure(f"a two-frame {kind.value} replay does not read back")
        puzzles = shipped_puzzles()
        if not puzzles:
            raise SelfTestFailure("no puzzle is shipped")
        return (
            f"{', '.join(k.value for k in ReplayFormat)} written and read; {len(puzzles)} puzzles"
        )

    def check_main_window(self) -> str:
        from PySide6.QtWidgets import QApplication

        from popout_desktop.app.main import make_window
        from popout_desktop.settings.store import Settings

        window = make_window(
            settings=Settings(self.folder / "settings.ini"),
            autosave=self.folder / "autosave.popout",
        )
        try:
            window.resize(900, 700)
            window.show()
            QApplication.processEvents()
            image = window.grab().toImage()
            if image.isNull() or image.width() < 100:
                raise SelfTestFailure("the main window does not paint")
            return f"shown and painted at {image.width()}x{image.height()}"
        finally:
            window.close()
            window.deleteLater()
            QApplication.processEvents()

    # -- the computer opponent, the model and saved games ----------------------------------------

    def _ask_worker(self, task: WorkerTask, game: Game, **options: Any) -> Any:
        from PySide6.QtCore import QEventLoop, QTimer

        answers: dict[str, Any] = {}
        loop = QEventLoop()

        def answered(ident: int, result: object) -> None:
            if ident == wanted:
                answers["result"] = result
                loop.quit()

        def failed(ident: int, message: str) -> None:
            if ident == wanted:
                answers["error"] = message
                loop.quit()

        self.client.answered.connect(answered)
        self.client.failed.connect(failed)
        try:
            wanted = self.client.request(task, game, **options)
            QTimer.singleShot(int(GAME_TIMEOUT_S * 1000), loop.quit)
            loop.exec()
        finally:
            self.client.answered.disconnect(answered)
            self.client.failed.disconnect(failed)
        if "error" in answers:
            raise SelfTestFailure(f"the engine worker failed: {answers['error']}")
        if "result" not in answers:
            raise SelfTestFailure(f"the engine worker did not answer within {GAME_TIMEOUT_S} s")
        return answers["result"]

    def check_worker(self) -> str:
        info = self._ask_worker(WORKER_INFO_TASK, Game(Rules()))
        if not isinstance(info, dict) or info.get("pid") in (None, os.getpid()):
            raise SelfTestFailure(f"the engine did not run in a separate process: {info!r}")
        if bool(info.get("frozen")) != bool(getattr(sys, "frozen", False)):
            raise SelfTestFailure(f"the worker is not this program: {info!r}")
        core = info.get("classic_core")
        search = info.get("search_core")
        if getattr(sys, "frozen", False) and (core, search) != ("c", "c"):
            # build.py refuses to build without them: a bundle on a Python core is a broken build.
            raise SelfTestFailure(
                f"the bundle's classic solver runs the {core} core and its Pop Out search the "
                f"{search} core, not the C ones"
            )
        return (
            f"pid {info['pid']} (this process is {os.getpid()}), classic solver core: {core}, "
            f"Pop Out search core: {search}"
        )

    def engine_cannot_play(self, rules: Rules) -> str | None:
        """Why the engine cannot play this variant (None if it can, or for a classic table):
        asked in the worker for a move in one position of each of the variant's phases, it
        answered with an error or a move that is not legal there."""
        for game in probe_positions(rules):
            try:
                answer = self._ask_worker(
                    ENGINE_TASK, game, level=self.level, time_limit=self.time_limit
                )
            except SelfTestFailure as error:
                return f"in phase {game.phase}: {str(error).splitlines()[0]}"
            try:
                move = Move.parse(str(answer))
            except ValueError:
                return f"in phase {game.phase} it answered {answer!r}, not a move"
            if not game.is_legal(move):
                return f"in phase {game.phase} it answered {move}, which is not legal there"
        return None

    def play_and_save(self, preset: str) -> str:
        """A short computer-vs-computer game on ``preset``, then a save and a reload."""
        rules = Rules.preset(preset)
        # Pop 10 fills the board first: play on for the usual number of moves after that.
        max_plies = self.max_plies + (rules.columns * rules.rows if rules.has_setup_phase else 0)
        unplayable = self.engine_cannot_play(rules) if rules.is_variant else None
        if unplayable is not None:
            raise SelfTestFailure(f"the engine cannot play {preset}: {unplayable}")
        game = self._play(rules, max_plies)
        size = self._save_and_reload(preset, game)
        ending = "in play" if game.result is None else f"over ({game.result.reason})"
        return f"{game.ply} moves [{game.notation()}], {ending}; saved {size} bytes, reloaded equal"

    def _play(self, rules: Rules, max_plies: int) -> Game:
        """Two computer seats play on ``rules`` until the game ends or ``max_plies`` moves are
        played; the game. SelfTestFailure if a move is refused, a seat has a problem, no move is
        played or the game takes more than :data:`GAME_TIMEOUT_S`."""
        from PySide6.QtCore import QEventLoop, QTimer

        from popout_desktop.game.match import MatchController
        from popout_desktop.game.model import GameModel

        model = GameModel(rules)
        board = _headless_board_class()()  # kept until the game is over
        controller = MatchController(model, board)
        problems: list[str] = []
        loop = QEventLoop()
        timed_out: list[bool] = []

        def after_move(*_: object) -> None:
            if model.result is not None or model.game.ply >= max_plies:
                controller.set_paused(True)
                loop.quit()

        def rejected(move: object, reason: str) -> None:
            problems.append(f"the model refused {move}: {reason}")
            loop.quit()

        def expire() -> None:
            timed_out.append(True)
            loop.quit()

        self._seat_computers(controller, problems)
        model.move_played.connect(after_move)
        model.move_rejected.connect(rejected)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(expire)
        timer.start(int(GAME_TIMEOUT_S * 1000))
        loop.exec()
        timer.stop()
        controller.cancel()
        if problems:
            raise SelfTestFailure("; ".join(problems))
        game = model.game.copy()
        if timed_out:
            raise SelfTestFailure(
                f"only {game.ply} moves within {GAME_TIMEOUT_S} s: the engine worker stalls"
            )
        if game.ply == 0:
            raise SelfTestFailure("no move was played")
        return game

    def _seat_computers(self, controller: MatchController, problems: list[str]) -> None:
        """Seat a computer at both colours of ``controller``; their problems go to
        ``problems``."""
        from popout_desktop.game.seats import ComputerSeat

        for player in (1, 2):
            seat = ComputerSeat(
                self.level,
                f"Computer {player}",
                time_limit=self.time_limit,
                min_delay_ms=0,
                client=self.client,
            )
            seat.problem.connect(problems.append)
            controller.set_seat(player, seat)

    def _save_and_reload(self, preset: str, game: Game) -> int:
        """Save ``game`` to a file named after ``preset`` and read it back; the file's size.
        SelfTestFailure if the game read back differs."""
        from popout_desktop import savefile

        players = (
            savefile.PlayerInfo("Computer 1", "computer", self.level),
            savefile.PlayerInfo("Computer 2", "computer", self.level),
        )
        path = self.folder / f"{preset}.popout"
        savefile.save(path, savefile.SavedGame(game=game, players=players))
        copy = savefile.load(path)
        differences = [
            what
            for what, equal in (
                ("rules", copy.game.rules == game.rules),
                ("moves", copy.game.notation() == game.notation()),
                ("board", copy.game.board() == game.board()),
                ("turn", copy.game.turn == game.turn),
                ("phase", copy.game.phase == game.phase),
                ("scores", copy.game.scores == game.scores),
                (
                    "powers",
                    [copy.game.powers(p) for p in (1, 2)] == [game.powers(p) for p in (1, 2)],
                ),
                ("result", copy.game.result == game.result),
                ("players", copy.players == players),
            )
            if not equal
        ]
        if differences:
            raise SelfTestFailure(f"the reloaded game differs in: {', '.join(differences)}")
        return path.stat().st_size


def probe_positions(rules: Rules) -> list[Game]:
    """One position of each phase the variant's games pass through (none for a classic table),
    found by seeded random play; positions with a single legal move are skipped (any engine
    answers those)."""
    wanted = [
        phase for name, phases in VARIANT_PHASES.items() if getattr(rules, name) for phase in phases
    ]
    found: dict[Phase, Game] = {}
    rng = random.Random(SEED)
    for _attempt in range(50):
        if len(found) == len(set(wanted)):
            break
        game = Game(rules)
        while game.result is None and game.ply < 400 and len(found) < len(set(wanted)):
            legal = game.legal_moves()
            if game.phase in wanted and game.phase not in found and len(legal) > 1:
                found[game.phase] = game.copy()
            powers = [move for move in legal if move.is_power]
            game.play(rng.choice(powers if powers and rng.random() < 0.5 else legal))
    return [found[phase] for phase in dict.fromkeys(wanted) if phase in found]


@cache
def _headless_board_class() -> type:
    """The class of a board without a widget (Qt is imported only when it is needed: the
    worker process imports this module for :func:`worker_info` and must stay free of Qt)."""
    from PySide6.QtCore import QObject, Signal

    class HeadlessBoard(QObject):
        """What :class:`MatchController` needs of a board: signals, and never animating."""

        move_requested = Signal(object)
        animations_finished = Signal()
        animating = False

        def set_interactive(self, interactive: bool) -> None:
            """Nobody clicks in a self-test."""

    return HeadlessBoard
