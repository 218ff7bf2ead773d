"""The game's first frame loads only what it shows (issue 33 point 4): not the MQTT client,
cryptography, Pillow or qrcode, no dialog, no page of a mode, not the engine's searches.

The real start (``popout_desktop.app.main.main``) runs in a child Python; at its ready line
(the board painted once) the child writes the names of the modules loaded and quits. Not a
timing test: it fails when a module import brings one of them back before the first frame.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from popout_desktop import savefile
from popout_desktop.app import cli
from popout_desktop.app.main import READY_ENV
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame

#: Qt's classes the first frame need not make (PySide6 makes a class, and every Python enum of
#: it, when it is first named: some 80,000 instructions an enum member): ``QUrl`` (a file named
#: by a URL, the sounds), ``QDir`` (a note that names the settings file), ``QThread`` (a
#: hand-over to a running copy), in English ``QLibraryInfo`` (Qt's own translations), where
#: the system has a font, ``QFontDatabase`` (the bundled font's registration), and
#: ``QCryptographicHash`` (the data folder's socket name, listened on once the window is shown).
QT_CLASSES_LATER = [
    "QtCore.QCryptographicHash",
    "QtCore.QDir",
    "QtCore.QLibraryInfo",
    "QtCore.QThread",
    "QtCore.QUrl",
    "QtGui.QFontDatabase",
]


#: Run in the child: the game's own start, with its ready report replaced by the list of modules
#: (and of the classes of QT_CLASSES_LATER made).
CHILD = """
import sys

import popout_desktop.app.main as main


def report(_notation):
    modules = sorted(sys.modules)  # before this report loads json
    import json

    print("modules " + json.dumps(modules), flush=True)
    import importlib

    made = [
        name
        for name in QT_CLASSES_LATER
        if name.split(".")[1] in vars(importlib.import_module("PySide6." + name.split(".")[0]))
    ]
    print("qt_classes " + json.dumps(made), flush=True)
    from PySide6.QtWidgets import QApplication

    QApplication.instance().exit(0)


main._report_ready = report
sys.exit(main.main(sys.argv[1:]))
""".replace("QT_CLASSES_LATER", repr(QT_CLASSES_LATER))

#: Third-party libraries only a feature uses (network play, replay export, invite QR codes), and
#: the standard library's that the first frame need not load: ``hashlib`` (it loads OpenSSL's
#: library; the data folder's socket name is hashed by Qt, and the join codes' hashing comes with
#: the chat, made after the first frame), ``ctypes`` on a start that does not use xcb (this one
#: is offscreen: the X display's check is xcb's alone), ``html`` (escaping a peer's or a file's
#: text), ``queue`` (replay export's thread), ``heapq`` (the setup check's search) and ``wave``
#: (the sound cues, made when first played).
LIBRARIES = (
    *("paho", "cryptography", "PIL", "qrcode"),
    *("hashlib", "_hashlib", "ctypes", "_ctypes", "html", "queue"),
    *("heapq", "wave"),
)
#: Not loaded by a start with a new game (no saved game read, no engine worker started):
#: ``datetime`` (a new game's time stamp is written with :mod:`time`; reading a saved game checks
#: its time stamps with :mod:`datetime`) and, but on Windows, ``socket`` (the signals' wakeup is a
#: pipe; the network's sockets are Qt's; the engine's worker brings it with multiprocessing).
NEW_GAME_LIBRARIES = (
    "datetime",
    "_datetime",
    *(("socket", "_socket") if sys.platform != "win32" else ()),
)

#: Our modules the first frame must not load: every dialog, the modes' pages, the network's peers,
#: flows, chat and protocol, replay export's job and writing, the review's engine and panel, the
#: engine's searches (a computer move or a hint loads them, in a worker), the audio cues' tones
#: (their ``Cue`` dataclass and enums: made with the first cue), the network game's offer bar (made
#: with its first question), the window's host protocols (names for type checking only), Pop 10's
#: and Power Up's rules (loaded by the first table of theirs: these starts are classic).
MODULES = (
    "popout_desktop.ui.dialogs.",
    "popout_desktop.ui.network.dialogs",
    "popout_desktop.ui.network.host_dialog",
    "popout_desktop.ui.network.join_dialog",
    "popout_desktop.ui.network.broker_settings",
    "popout_desktop.ui.network.internet_flow",
    "popout_desktop.ui.network.chat",
    "popout_desktop.ui.network.offer_bar",
    "popout_desktop.ui.window.host",
    "popout_desktop.ui.window.panels",
    "popout_desktop.rules.variant",
    "popout_desktop.net.protocol",
    "popout_desktop.net.host",
    "popout_desktop.net.guest",
    "popout_desktop.net.mqtt_carrier",
    "popout_desktop.net.room_link",
    "popout_desktop.net.room_crypto",
    "popout_desktop.ui.editor.position_editor",
    "popout_desktop.ui.editor.page",
    "popout_desktop.ui.editor.code_offer",
    "popout_desktop.ui.puzzles.mode",
    "popout_desktop.ui.puzzles.page",
    "popout_desktop.puzzles.puzzle",
    "popout_desktop.ui.replay.export",
    "popout_desktop.ui.replay.writer",
    "popout_desktop.ui.replay.job",
    "popout_desktop.ui.replay.frames",
    "popout_desktop.ui.replay.dialog",
    "popout_desktop.ui.review.game_review",
    "popout_desktop.ui.review.page",
    "popout_desktop.ui.review.panel",
    "popout_desktop.ui.review.eval_graph",
    "popout_desktop.engine.review",
    "popout_desktop.engine.analysis",
    "popout_desktop.engine.levels",
    "popout_desktop.engine.solver",
    "popout_desktop.engine.classic.",
    "popout_desktop.engine.core_choice",
    "popout_desktop.ui.board.cue_tones",
)
#: Not loaded by a start with no file or link to open: the position codes and the set-up rules
#: under them (a file argument is checked for a position link; a saved game's or the engine's
#: set-up position and the Setup mode load them too).
NO_FILE_MODULES = ("popout_desktop.savefile.position_code", "popout_desktop.rules.setup")
#: Not loaded by a start with no computer seat (no engine worker started): the worker's module and
#: its tasks' ``WorkerTask`` dataclass, loaded with the first worker or the first task asked for.
NO_ENGINE_MODULES = ("popout_desktop.engine.worker", "popout_desktop.engine.tasks")
#: Not loaded by a start with a new game, before its first move (issue 33 point 4): a move's effect
#: (``MoveEffect``, ``DiscMove``) and its animation steps (``Sprite``, ``Step``, ``Target``), made
#: with the first move; the saved-game reader, its field checks and the JSON limits it reads by
#: (the first file read: an autosave, a file opened); the file commands (with the words for a
#: failed write: a file opened loads them) and the dialogs of the menus; the puzzle progress
#: reader (two dataclasses; a first start has no progress stored).
NEW_GAME_MODULES = (
    "popout_desktop.rules.effects",
    "popout_desktop.ui.board.steps",
    "popout_desktop.savefile.read",
    "popout_desktop.savefile.fields",
    "popout_desktop.safe_io.json_limits",
    "popout_desktop.ui.window.files",
    "popout_desktop.ui.write_problems",
    "popout_desktop.ui.window.dialogs",
    "popout_desktop.puzzles.progress",
)


#: Not loaded by a first start (no saved game, no journal, no hand-over to a running copy:
#: nothing written or read as JSON yet): ``json``. A new game from the command line is
#: autosaved at once, which loads it.
FIRST_START_LIBRARIES = ("json", "_json")


def run_child(
    python: str, env: dict[str, str], code: str, *args: str
) -> subprocess.CompletedProcess[str]:
    """``python -c code args`` run to its end (it must end well), its output as text."""
    done = subprocess.run(
        [python, "-c", code, *args],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done


def child_report(python: str, env: dict[str, str], child: str, tag: str, *args: str) -> object:
    """What a start run as ``python -c child args`` prints, as JSON, on its one line beginning
    with ``tag`` (the child prints it once its board has been painted)."""
    done = run_child(python, {**env, READY_ENV: "1"}, child, *args)
    lines = [line for line in done.stdout.splitlines() if line.startswith(f"{tag} ")]
    assert len(lines) == 1, done.stdout + done.stderr
    return json.loads(lines[0].removeprefix(f"{tag} "))


def loaded_at_first_frame(python: str, env: dict[str, str], *args: str) -> list[str]:
    """The modules loaded when a start with ``args`` has painted its board once."""
    modules = child_report(python, env, CHILD, "modules", *args)
    assert isinstance(modules, list)
    return modules


#: Qt's modules the first frame need not make: QtNetwork (the data folder's socket listens once
#: the window is on the screen; network play comes later still). Its libraries are loaded by the
#: start's check all the same (``qt_check.library_problem``).
QT_LATER = ("PySide6.QtNetwork",)


def unwanted(modules: list[str]) -> list[str]:
    """Those of ``modules`` the first frame should not have loaded."""
    return [
        name
        for name in modules
        if name.split(".")[0] in LIBRARIES
        or any(name == prefix or name.startswith(prefix) for prefix in MODULES)
        or name in QT_LATER
    ]


def test_the_first_frame_makes_no_qt_class_it_does_not_use(
    python: str, subprocess_env: dict[str, str]
) -> None:
    made = child_report(python, subprocess_env, CHILD, "qt_classes", "--lang", "en")
    assert made == []


@pytest.mark.parametrize(
    "args",
    [(), ("--preset", "classic")],
    ids=["first start (the welcome card)", "a new game from the command line"],
)
def test_the_first_frame_loads_no_feature_it_does_not_show(
    python: str, subprocess_env: dict[str, str], args: tuple[str, ...]
) -> None:
    modules = loaded_at_first_frame(python, subprocess_env, *args)
    assert "popout_desktop.ui.window.main_window" in modules  # the start did run
    assert unwanted(modules) == []
    assert [name for name in NEW_GAME_LIBRARIES if name in modules] == []
    assert [name for name in NO_FILE_MODULES if name in modules] == []
    assert [name for name in NO_ENGINE_MODULES if name in modules] == []
    assert [name for name in NEW_GAME_MODULES if name in modules] == []
    if not args:
        assert [name for name in FIRST_START_LIBRARIES if name in modules] == []


#: Run in the child, after ``popout_desktop.app.main`` is imported as ``main``: every main window
#: made is kept in ``windows`` for the script's report.
CAPTURE_WINDOW = """
made = main.make_window
windows = []


def make_window(*args, **kwargs):
    window = made(*args, **kwargs)
    windows.append(window)
    return window

"""

#: Run in the child: at the ready line, the player's first acts in the same process, each needing
#: a module the first frame left out: a move played and animated, taken back, the game saved with
#: the file commands and opened again, puzzle mode's progress read.
FIRST_ACTS = (
    """
import json
import sys
from pathlib import Path

import popout_desktop.app.main as main

"""
    + CAPTURE_WINDOW
    + """
def report(_notation):
    from PySide6.QtWidgets import QApplication

    from popout_desktop.rules import Move

    window = windows[0]
    before = sorted(name for name in NAMES if name in sys.modules)
    window.model.play(Move.drop(3))
    animated = window.board.animating
    window.model.undo()
    window.model.play(Move.drop(2))
    path = Path(sys.argv[1])
    saved = window.save_path(path)
    opened = window.open_path(path)
    notation = window.model.game.notation()
    progress = window.puzzles.progress.text()
    after = sorted(name for name in NAMES if name in sys.modules)
    print("acts " + json.dumps([before, animated, saved, opened, notation, progress, after]),
          flush=True)
    QApplication.instance().exit(0)


NAMES = json.loads(sys.argv[2])
main.make_window = make_window
main._report_ready = report
sys.exit(main.main([]))
"""
)


def test_the_first_acts_after_the_first_frame_load_what_they_need(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    """What the first frame leaves out is there the moment the player needs it: from the ready
    line, a move is played and animated, taken back, the game saved and opened again."""
    path = tmp_path / "first.popout"
    report = child_report(
        python,
        subprocess_env,
        FIRST_ACTS,
        "acts",
        str(path),
        json.dumps(NEW_GAME_MODULES),
    )
    assert isinstance(report, list)
    before, animated, saved, opened, notation, progress, after = report
    assert before == []
    assert animated is True
    assert (saved, opened, notation, progress) == (True, True, "d3", "")
    assert set(after) == set(NEW_GAME_MODULES)
    assert savefile.load(path).game.notation() == "d3"


#: Run in the child: at the ready line, wait for what runs after the first frame (a tenth of a
#: second, with the event loop running), then report the modules loaded.
AFTER_FIRST_FRAME = """
import json
import sys

import popout_desktop.app.main as main


def report(_notation):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def later():
        print("later " + json.dumps(sorted(sys.modules)), flush=True)
        QApplication.instance().exit(0)

    QTimer.singleShot(100, later)


main._report_ready = report
sys.exit(main.main([]))
"""


def test_the_first_move_s_modules_are_loaded_once_the_window_is_on_the_screen(
    python: str, subprocess_env: dict[str, str]
) -> None:
    """A move's effect and its animation's steps, left out of the first frame, are imported
    right after it (app.main.load_first_move_modules), so the player's first move does not wait
    for them either."""
    from popout_desktop.app.main import FIRST_MOVE_MODULES

    modules = child_report(python, subprocess_env, AFTER_FIRST_FRAME, "later")
    assert isinstance(modules, list)
    assert set(FIRST_MOVE_MODULES) <= set(modules)
    assert set(FIRST_MOVE_MODULES) <= set(NEW_GAME_MODULES)


@pytest.mark.parametrize("args", [(), ("--from-desktop",)], ids=["no arguments", "desktop entry"])
def test_the_usual_start_does_not_make_the_command_line_parser(
    python: str, subprocess_env: dict[str, str], args: tuple[str, ...]
) -> None:
    """No arguments, or only the desktop entry's: the command is known without argparse's
    parser, whose help texts go through gettext's locale lookup (and ``shlex`` only quotes a
    command line for a message)."""
    modules = loaded_at_first_frame(python, subprocess_env, *args)
    assert "popout_desktop.ui.window.main_window" in modules  # the start did run
    assert [name for name in ("locale", "shlex") if name in modules] == []
    assert "popout_desktop.app.option_parser" not in modules


#: Run in a child Python: the rules loaded, then a Pop 10 and a Power Up game played, by name.
VARIANT_RULES = """
import sys
from popout_desktop.rules import Game, Move, Rules
loaded = [name for name in sys.modules if name.startswith("popout_desktop.rules.variant")]
pop_ten = Game(Rules.preset("pop_ten"))
power_up = Game.from_notation("b4", Rules.preset("power_up"))
from popout_desktop.rules import VariantGame
print(loaded, type(pop_ten).__name__, isinstance(power_up, VariantGame), sorted(power_up.powers(1)))
"""


def test_the_variants_rules_are_loaded_by_the_first_table_of_theirs(
    python: str, subprocess_env: dict[str, str]
) -> None:
    """A classic table's game loads no Pop 10 or Power Up rules (issue 33 point 4); the first
    variant table's game is still their class, its rules loaded then."""
    done = run_child(python, subprocess_env, VARIANT_RULES)
    assert done.stdout.split("\n")[0] == "[] VariantGame True ['anvil', 'double', 'wall']"


#: Run in a child Python: the usual command line checked, then what that loaded, as JSON.
USUAL_COMMAND = """
import json, sys
from popout_desktop.app import cli
command = cli.parse_command_line(sys.argv[1:])
print("loaded", json.dumps([name for name in sys.modules if name.startswith(("argparse", "gettext",
    "popout_desktop.app.option_parser"))]))
"""


@pytest.mark.parametrize("args", [(), ("--from-desktop",)], ids=["no arguments", "desktop entry"])
def test_the_usual_command_line_is_checked_without_argparse(
    python: str, subprocess_env: dict[str, str], args: tuple[str, ...]
) -> None:
    """The command line module and its grammar load no :mod:`argparse` (nor its :mod:`gettext`)
    and compile no pattern of theirs for a command line that needs no parser (issue 33 point 4);
    the first one that does loads the parser's class (:mod:`~popout_desktop.app.option_parser`)."""
    done = run_child(python, subprocess_env, USUAL_COMMAND, *args)
    assert done.stdout.startswith("loaded "), done.stderr
    assert json.loads(done.stdout.removeprefix("loaded ")) == []
    assert cli.parse_command_line(["--rows", "7"]).rules is not None
    assert "popout_desktop.app.option_parser" in sys.modules


def test_a_game_against_the_computer_opens_without_the_engine_s_searches(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    """A saved game against the computer, the person to move (as a game is left after the
    computer's move): the window seats the computer, which starts its worker, but loads none
    of the searches until the computer is asked for a move."""
    game = Game(Rules())
    for token in ("d4", "d4"):
        game.play(Move.parse(token))
    path = tmp_path / "computer.popout"
    players = (PlayerInfo("Ann"), PlayerInfo("", "computer", "easy"))
    savefile.save(path, SavedGame(game=game, players=players))
    modules = loaded_at_first_frame(python, subprocess_env, str(path))
    assert "popout_desktop.game.seats" in modules
    assert unwanted(modules) == []


def test_the_check_names_what_a_feature_loads() -> None:
    """The check itself sees the libraries and modules it is about (a prefix that names
    nothing would pass whatever the start loads)."""
    assert unwanted(["paho.mqtt.client", "PIL.Image", "cryptography", "qrcode.main"]) == [
        "paho.mqtt.client",
        "PIL.Image",
        "cryptography",
        "qrcode.main",
    ]
    assert unwanted(["PySide6.QtCore", "PySide6.QtNetwork"]) == ["PySide6.QtNetwork"]
    assert unwanted(["popout_desktop.ui.dialogs", "popout_desktop.ui.dialogs.new_game"]) == [
        "popout_desktop.ui.dialogs.new_game"
    ]
    assert unwanted(["popout_desktop.engine.constants", "popout_desktop.engine.levels"]) == [
        "popout_desktop.engine.levels"
    ]


#: Run in the child: at the ready line, whether the mode's module (argv[2]) is loaded, then a move
#: played and the mode's command (the window's attribute argv[1], dotted) triggered, as from the
#: menu, then the mode's (the window's attribute argv[3]) state (its attribute argv[4]) and
#: whether its module is loaded.
FIRST_MODE_USE = (
    """
import json
import sys

import popout_desktop.app.main as main

"""
    + CAPTURE_WINDOW
    + """
def report(_notation):
    from PySide6.QtWidgets import QApplication

    from popout_desktop.rules import Move

    window = windows[0]
    action, module, mode, state = sys.argv[1:5]
    before = module in sys.modules
    window.model.play(Move.drop(3))
    command = window
    for name in action.split("."):
        command = getattr(command, name)
    text = command.text()
    command.trigger()
    shown = getattr(getattr(window, mode), state)
    print("mode " + json.dumps([before, text, shown, module in sys.modules]), flush=True)
    window.close()
    QApplication.instance().exit(0)


main.make_window = make_window
main._report_ready = report
sys.exit(main.main([]))
"""
)


@pytest.mark.parametrize(
    ("action", "module", "mode", "state", "text"),
    [
        ("puzzles_action", "popout_desktop.ui.puzzles.mode", "puzzles", "active", "Pu&zzles…"),
        (
            "editor_commands.setup_action",
            "popout_desktop.ui.editor.position_editor",
            "position_editor",
            "active",
            "Set &Up Position…",
        ),
        (
            "review_commands.review_action",
            "popout_desktop.ui.review.game_review",
            "game_review",
            "running",
            "Re&view Game",
        ),
    ],
    ids=["puzzles", "setup mode", "game review"],
)
def test_a_mode_left_out_of_the_first_frame_opens_from_its_command(
    python: str,
    subprocess_env: dict[str, str],
    action: str,
    module: str,
    mode: str,
    state: str,
    text: str,
) -> None:
    """A mode whose command is in the first frame's menus but whose module is not loaded
    (issue 33 point 4) runs at the command's first use, its module loaded then."""
    args = (action, module, mode, state)
    report = child_report(python, subprocess_env, FIRST_MODE_USE, "mode", *args)
    assert report == [False, text, True, True]
