"""Issues 18 and 31's acceptance test: a screen-reader user plays a whole game against the
computer with the keyboard, through AT-SPI on a real X session, and hears every move and the
result, from the screen reader Debian 12 ships (Orca 43) too.

The test starts, each in a process group of its own: Xvfb (``-displayfd``, ``-nolisten tcp``),
a private D-Bus session (``dbus-daemon --session`` on a socket in the test's folder; it starts
the AT-SPI bus launcher, the accessibility bus and the registry on demand, in its group), Debian's
Orca writing what it would speak to its debug file (``--debug-file``: its "SPEECH OUTPUT" lines;
with no speech server it speaks to nobody, but it says the same), the
screen reader's part, :mod:`tests.ui.atspi_client` with Debian's Python (``python3-pyatspi``),
listening before the game starts as a screen reader would, then the game from this checkout on
the ``xcb`` platform with Qt's AT-SPI bridge on, opening a saved game of Ann (Red) against the
computer (easy, Yellow) from a private ``POPOUT_HOME``. The client finds the board, reads it,
plays Red by key presses and records what it heard; the test then compares
that with the game the app autosaved: every move of both sides announced in order, in the status
line's words, the result announced (assertive), the same sentences as the board's live status,
and the final cells' names those of the saved board. From Orca's debug file, once Orca has
quit (it writes the file through a buffer), the test reads what Orca spoke and finds every move of
both sides and the result in it, in order, and no cell called empty that holds a disc.

Whatever happens, every process the test started, and every one they started, is ended and
reaped: the test is a child subreaper while it runs, so the AT-SPI services that the D-Bus
daemon starts come back to it. Without Xvfb, dbus-daemon, at-spi2-core, xdotool, pyatspi or
orca it skips, except with ``CI=true``, where it fails: CI must show it.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import selectors
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from popout_desktop import savefile
from popout_desktop.app.paths import AUTOSAVE_NAME
from popout_desktop.app.translations import install_translators
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.effects import move_effect
from popout_desktop.savefile.format import PlayerInfo, SavedGame
from popout_desktop.ui.window.narration import move_text, state_text

pytestmark = [pytest.mark.atspi, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
CLIENT = Path(__file__).with_name("atspi_client.py")
#: Debian's Python, for which python3-pyatspi is built.
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
#: Seconds for one start-up step or one wait of the client (a hang guard, not a pace).
STEP_TIMEOUT = 60.0
#: Seconds for the whole game (a hang guard): a game here takes about ten.
GAME_TIMEOUT = 300.0
#: The names the announcements use: the status line's (a computer without a name is its colour).
NAMES = {1: "Ann", 2: "Yellow"}
#: Orca's line for each utterance in its debug file: "12:00:00.000 - SPEECH OUTPUT: 'text'{...}".
_SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{[^{}]*\}\s*$")
_CELL = re.compile(r"Column (\d+), row (\d+): (\w+)")
_XVFB = ("Xvfb", "-nolisten", "tcp", "-screen", "0", "1280x1024x24")
_DBUS = ("dbus-daemon", "--session", "--nofork")
_CLIENT_OPTIONS = ("--timeout", str(STEP_TIMEOUT))
_PR_SET_CHILD_SUBREAPER = 36
Process = subprocess.Popen[bytes]
_POLITE, _ASSERTIVE = 1, 2  # AtspiLive


def _missing() -> list[str]:
    """What this machine lacks for the test."""
    missing = [
        tool for tool in ("Xvfb", "dbus-daemon", "xdotool", "orca") if shutil.which(tool) is None
    ]
    if not Path(BUS_LAUNCHER).exists():
        missing.append(f"at-spi2-core ({BUS_LAUNCHER})")
    if not Path(SYSTEM_PYTHON).exists():
        missing.append(SYSTEM_PYTHON)
    else:
        check = subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=STEP_TIMEOUT
        )
        if check.returncode:
            missing.append(f"python3-pyatspi (for {SYSTEM_PYTHON})")
    return missing


@pytest.fixture(scope="module", autouse=True)
def _needs_an_accessible_desktop() -> None:
    missing = _missing()
    if not missing:
        return
    reason = f"the AT-SPI test needs {', '.join(missing)} (Debian: xvfb dbus-daemon at-spi2-core "
    reason += "xdotool python3-pyatspi orca)"
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run it: {reason}", pytrace=False)
    pytest.skip(reason)


def _set_subreaper(on: bool) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(_PR_SET_CHILD_SUBREAPER, int(on), 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


def _group(pgid: int) -> list[int]:
    """The processes (zombies included) in process group ``pgid``."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            stat = (entry / "stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[2]) == pgid:
                members.append(int(entry.name))
    return members


def _running(pids: list[int]) -> list[int]:
    """Those of ``pids`` that have not exited (zombies have)."""
    alive = []
    for pid in pids:
        with contextlib.suppress(OSError):
            stat = Path(f"/proc/{pid}/stat").read_text()
            if stat[stat.rindex(")") + 2] != "Z":
                alive.append(pid)
    return alive


def _wait_exit(pids: list[int], timeout: float) -> list[int]:
    """Wait until every one of ``pids`` has exited (each one's pidfd becomes readable) or
    ``timeout`` runs out; the ones still running."""
    with selectors.DefaultSelector() as selector:
        fds = []
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                fd = os.pidfd_open(pid)
                fds.append(fd)
                selector.register(fd, selectors.EVENT_READ, pid)
        try:
            waiting = len(fds)
            end = time.monotonic() + timeout
            while waiting and time.monotonic() < end:
                for key, _ in selector.select(end - time.monotonic()):
                    selector.unregister(key.fd)
                    waiting -= 1
        finally:
            for fd in fds:
                os.close(fd)
    return _running(pids)


def _reap(pgid: int) -> None:
    """Collect the exit status of this process's children in group ``pgid`` (the direct ones
    and those handed to it as the subreaper)."""
    while True:
        try:
            pid, _ = os.waitpid(-pgid, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _end_group(pgid: int) -> None:
    """End every process of group ``pgid``: SIGTERM, then SIGKILL for those still running
    after a while; reap them."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        members = _running(_group(pgid))
        if not members:
            break
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pgid, sig)
        if not _wait_exit(members, 15.0):
            break
    _reap(pgid)


def _read_line(stream: Any, process: subprocess.Popen[Any], what: str, starts: str) -> str:
    """The first line of ``stream`` that starts with ``starts``, once written (the test fails if
    ``process`` ends first or nothing comes within :data:`STEP_TIMEOUT`)."""
    end = time.monotonic() + STEP_TIMEOUT
    buffer = b""
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        while time.monotonic() < end:
            if not selector.select(end - time.monotonic()):
                break
            chunk = os.read(stream.fileno(), 4096)
            if not chunk:
                pytest.fail(f"{what}: ended (status {process.wait()}) before saying {starts!r}")
            buffer += chunk
            for line in buffer.decode(errors="replace").splitlines(keepends=True):
                if line.startswith(starts) and line.endswith("\n"):
                    return line.strip()
    pytest.fail(f"{what}: nothing like {starts!r} within {STEP_TIMEOUT:.0f} s")


class Desktop:
    """An X display, a D-Bus session with AT-SPI, the game and the client, all in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.groups: list[int] = []
        runtime = folder / "runtime"
        runtime.mkdir(mode=0o700)
        home = folder / "home"
        home.mkdir()
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "XDG_RUNTIME_DIR": str(runtime),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "LANG": "C.UTF-8",
        }
        self.popout_home = folder / "popout"
        self.popout_home.mkdir()
        self.report = folder / "report.json"
        self.orca_debug = folder / "orca-debug.out"
        self.orca: Process | None = None

    def _start(self, args: list[str], **options: Any) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(args, start_new_session=True, **options)
        self.groups.append(process.pid)
        return process

    def _log(self, name: str) -> Any:
        return (self.folder / f"{name}.log").open("wb")

    def start_x(self) -> None:
        read, write = os.pipe()
        with os.fdopen(read, "rb", buffering=0) as stream, self._log("xvfb") as log:
            try:
                xvfb = self._start(
                    [*_XVFB, "-displayfd", str(write)],
                    pass_fds=(write,),
                    env=self.env,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            finally:
                os.close(write)
            display = _read_line(stream, xvfb, "Xvfb", "")
        self.env["DISPLAY"] = f":{display}"

    def start_dbus(self) -> None:
        read, write = os.pipe()
        with os.fdopen(read, "rb", buffering=0) as stream, self._log("dbus") as log:
            try:
                daemon = self._start(
                    [*_DBUS, f"--print-address={write}", f"--address=unix:dir={self.folder}"],
                    pass_fds=(write,),
                    env=self.env,  # with DISPLAY: the AT-SPI services it starts need it
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            finally:
                os.close(write)
            self.env["DBUS_SESSION_BUS_ADDRESS"] = _read_line(stream, daemon, "dbus", "unix:")

    def start_orca(self) -> None:
        """Debian's Orca, its debug output (what it speaks among it) to a file of the test's."""
        self.orca = self._start(
            ["orca", "--replace", "--debug-file", str(self.orca_debug)],
            env=self.env,
            stdout=self._log("orca"),
            stderr=subprocess.STDOUT,
        )

    def stop_orca(self) -> list[str]:
        """Ask Orca to quit (SIGTERM: it shuts down and its debug file is written out); what it
        spoke, in order."""
        assert self.orca is not None
        self.orca.terminate()
        try:
            self.orca.wait(STEP_TIMEOUT)
        except subprocess.TimeoutExpired:
            pytest.fail(f"Orca did not quit within {STEP_TIMEOUT:.0f} s")
        text = self.orca_debug.read_text(errors="replace")
        assert "ORCA: Shutdown complete" in text, self.log_text("orca")
        return [m.group(1) for m in map(_SPOKEN.search, text.splitlines()) if m]

    def start_game(self) -> subprocess.Popen[bytes]:
        """The game from this checkout, with Qt's AT-SPI bridge on, once its board is painted."""
        saved = SavedGame(
            Game(Rules()), players=(PlayerInfo("Ann"), PlayerInfo("", "computer", "easy"))
        )
        savefile.save(self.popout_home / AUTOSAVE_NAME, saved)
        env = self.env | {
            "POPOUT_HOME": str(self.popout_home),
            "POPOUT_REPORT_READY": "1",
            "QT_QPA_PLATFORM": "xcb",
            "QT_ACCESSIBILITY": "1",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        }
        game = self._start(
            [sys.executable, "-m", "popout_desktop", "--lang", "en"],
            cwd=REPO,
            env=env,
            stdout=subprocess.PIPE,
            stderr=self._log("game"),
        )
        assert game.stdout is not None
        _read_line(game.stdout, game, "the game", "popout: ready")
        return game

    def start_client(self, orca: bool = False) -> subprocess.Popen[bytes]:
        """The screen reader's part, listening (it reads the game's process id next); with
        ``orca``, Orca too, started once the AT-SPI registry is up (the client says so), and
        running (the client sees it on the desktop) before the client listens."""
        client = self._start(
            [
                SYSTEM_PYTHON,
                str(CLIENT),
                "--report",
                str(self.report),
                *_CLIENT_OPTIONS,
                *(["--after", "orca"] if orca else []),
            ],
            env=self.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log("client"),
        )
        assert client.stdout is not None
        if orca:
            _read_line(client.stdout, client, "the client", "desktop")
            self.start_orca()
        _read_line(client.stdout, client, "the client", "listening")
        return client

    def play(
        self, client: subprocess.Popen[bytes], game: subprocess.Popen[bytes]
    ) -> dict[str, Any]:
        """The client's report of the game it played."""
        assert client.stdin is not None
        client.stdin.write(f"{game.pid}\n".encode())
        client.stdin.close()
        try:
            status = client.wait(GAME_TIMEOUT)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the client did not finish the game in {GAME_TIMEOUT:.0f} s")
        logs = {name: self.log_text(name) for name in ("client", "game")}
        assert status == 0, f"the client ended with status {status}: {logs}"
        return dict(json.loads(self.report.read_text()))

    def log_text(self, name: str) -> str:
        path = self.folder / f"{name}.log"
        return path.read_text(errors="replace")[-8000:] if path.exists() else ""

    def close(self) -> None:
        """End the client, the game, the D-Bus session and its services, then X."""
        for pgid in reversed(self.groups):
            _end_group(pgid)

    def leftovers(self) -> list[int]:
        return [pid for pgid in self.groups for pid in _group(pgid)]


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[Desktop]:
    _set_subreaper(True)
    session = Desktop(tmp_path)
    try:
        yield session
    finally:
        session.close()
        _set_subreaper(False)
    assert not session.leftovers(), "processes left running"


_COLOURS = {0: "empty", 1: "Red", 2: "Yellow"}
#: A position: what each cell holds, by ``(column, row)`` numbered from 1.
Position = dict[tuple[int, int], str]


def _expected(saved: SavedGame) -> tuple[list[str], str, list[str], list[Position]]:
    """What should have been said for ``saved``'s moves and result, the final cells' names in
    reading order (in English, as the game was started: ``--lang en``), and each position of
    the game (before the first move, after each), what each cell held: ``(column, row)``
    numbered from 1 → "empty", "Red" or "Yellow"."""
    app = QCoreApplication.instance()
    if app is not None:  # an earlier test's translations must not change the words expected
        install_translators(app, "en")
    game = Game(saved.game.rules)
    rules = game.rules

    def position() -> Position:
        return {
            (column + 1, row + 1): _COLOURS[game.cell(column, row)]
            for row in range(rules.rows)
            for column in range(rules.width)
        }

    said = []
    positions = [position()]
    for move in saved.game.moves:
        effect = move_effect(game, move)
        game.play(move)
        said.append(move_text(effect, game, NAMES.__getitem__))
        positions.append(position())
    result = state_text(game, game.result, NAMES.__getitem__)
    winning = game.winning_cells()
    cells = [
        f"Column {column + 1}, row {row + 1}: {_COLOURS[game.cell(column, row)]}"
        + (", in the winning line" if (column, row) in winning else "")
        for row in reversed(range(rules.rows))
        for column in range(rules.width)
    ]
    return said, result, cells, positions


def _cells_misnamed(spoken: list[str], said: list[str], positions: list[Position]) -> list[str]:
    """The cells Orca named otherwise than the game held them when it spoke: after it had said
    ``k`` moves, a cell's name must be that of the position after move ``k`` or a later one.
    Orca reads a name when it gets to it and speaks it after what it has queued already, so on
    a loaded machine the name can be that of a position one or more moves on from the last move
    it has said (CI saw two); a name from before move ``k``, a stale one, is never right."""
    wrong = []
    heard = 0
    for utterance in spoken:
        if heard < len(said) and utterance == said[heard]:
            heard += 1
            continue
        cell = _CELL.fullmatch(utterance.rstrip("."))
        if cell is None:
            continue
        place = (int(cell.group(1)), int(cell.group(2)))
        held = {position[place] for position in positions[heard:]}
        if cell.group(3) not in held:
            wrong.append(f"{utterance!r} after {heard} moves (the cell held {sorted(held)})")
    return wrong


def _in_order(wanted: list[str], spoken: list[str]) -> list[str]:
    """Those of ``wanted`` not found in ``spoken`` in that order (each after the one before)."""
    missing = []
    at = 0
    for sentence in wanted:
        try:
            at = spoken.index(sentence, at) + 1
        except ValueError:
            missing.append(sentence)
    return missing


def test_a_screen_reader_user_plays_a_whole_game_against_the_computer(desktop: Desktop) -> None:
    desktop.start_x()
    desktop.start_dbus()
    client = desktop.start_client(orca=True)  # screen readers run before the game starts
    game = desktop.start_game()
    report = desktop.play(client, game)
    spoken = desktop.stop_orca()
    desktop.close()  # the game saves and quits; its autosave holds every move
    saved = savefile.load(desktop.popout_home / AUTOSAVE_NAME)

    # The application and its board, as a screen reader finds them: a group named "Board", its
    # first child the table of its cells, then its other child widgets (the cards lying on it).
    assert report["application"]["name"] == "Pop Out"
    board = dict(report["board"])
    assert board["name"] == "Board"
    assert board["table_index"] == 0
    assert board["children"][0] == "table"
    assert board["children"][1:], "the board's child widgets follow its table in the tree"
    # The table answers AT-SPI's Table interface: 6 rows (the top one first), 7 columns, each
    # cell at its row and column, headers that say which row and which column.
    table = report["table"]
    assert table["role"] == "table"
    assert table["name"] == "Board"
    assert (table["rows"], table["columns"]) == (6, 7)
    assert table["cell_roles"] == ["table cell"]
    assert table["column_headers"] == [f"Column {c}" for c in range(1, 8)]
    assert table["row_headers"] == [f"Row {r}" for r in range(6, 0, -1)]
    assert table["column_descriptions"] == table["column_headers"]
    assert table["row_descriptions"] == table["row_headers"]
    assert table["places"] == [[r, c] for r in range(6) for c in range(7)]
    start = report["start"]
    assert start["cells"] == [
        f"Column {column}, row {row}: empty" for row in range(6, 0, -1) for column in range(1, 8)
    ]
    # The same cells as the table's children, in the same order (after its headers).
    assert start["children"] == start["cells"]
    # The board has the focus from the start: the focused cell is the keyboard cursor's.
    assert start["focused"] == "Column 1, row 1: empty"  # a focus event
    assert start["focused_by_state"] == [start["focused"]]
    assert start["actions"] == [
        ["Press", "Press"],
        *([f"drop {c}", f"Drop into column {c}"] for c in range(1, 8)),
    ]
    # Each time the keyboard cursor moved, the focused cell followed it: the cell the focus
    # event named is the one (and the only one) the table says is focused.
    assert report["focus_follows"], "the cursor never moved"
    assert all(by_state == [said] for said, by_state in report["focus_follows"])

    # A whole game, both sides, played by the keys alone.
    moves = saved.game.moves
    assert saved.game.result is not None, f"the game did not end: {saved.game.notation()}"
    assert moves[0::2] == [Move.drop(column - 1) for column in report["my_drops"]]
    assert report["keys"].count("Return") == len(report["my_drops"])
    assert set(report["keys"]) <= {"Left", "Right", "Return"}

    # Every move announced in order, the computer's too, then the result, interrupting.
    said, result, cells, positions = _expected(saved)
    heard = report["announcements"]
    assert [a["text"] for a in heard] == [*said, result]
    assert all(a["from"] == "Board" for a in heard)
    assert [a["politeness"] for a in heard] == [_POLITE] * len(said) + [_ASSERTIVE]
    assert report["result"]["text"] == result
    # The same sentences as the board's live status, for screen readers without announcements.
    assert report["descriptions"] == [*said, result]
    # And as the focused cell's description, the one change Orca 43 speaks.
    assert report["cell_descriptions"] == [*said, result]

    # What Debian's Orca spoke: every move of both sides and the result, in order; no cell
    # called empty (or any other colour) while the game held otherwise.
    print("Orca spoke:", *spoken, sep="\n    ")
    assert _in_order([*said, result], spoken) == [], spoken
    assert _cells_misnamed(spoken, said, positions) == [], spoken
    # Qt's bridge had nothing to complain of (a selectable status line once made it log a text
    # event "for invalid interface" at every move).
    assert "invalid interface" not in desktop.log_text("game")

    # The board at the end, as a screen reader reads it: the saved game's; no move offered.
    assert report["end"]["cells"] == cells
    assert report["end"]["actions"] == []
    # The result card lies on the board: it is in the tree, among the board's children.
    assert [role for role, _ in report["end"]["showing"]] == ["panel"]
    assert report["end"]["showing"][0][1], "the card has a name: its headline"


def test_a_cell_name_is_checked_against_the_positions_from_the_last_move_said() -> None:
    # One cell of a game: empty, still empty after move 1 (played elsewhere), Red after move 2.
    positions: list[Position] = [{(1, 1): "empty"}, {(1, 1): "empty"}, {(1, 1): "Red"}]
    said = ["Yellow dropped into column 2.", "Ann dropped into column 1."]
    late = ["Column 1, row 1: Red.", *said]  # read two moves on, spoken before either: right
    assert _cells_misnamed(late, said, positions) == []
    stale = [*said, "Column 1, row 1: empty."]  # empty after the move that filled it: wrong
    assert _cells_misnamed(stale, said, positions) == [
        "'Column 1, row 1: empty.' after 2 moves (the cell held ['Red'])"
    ]
    never = ["Column 1, row 1: Yellow.", *said]  # a colour the cell never held: wrong
    assert len(_cells_misnamed(never, said, positions)) == 1
