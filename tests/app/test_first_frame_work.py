"""What the game's start does before its first frame besides importing (issue 33 point 4).

The real start (``popout_desktop.app.main.main``) runs in a child Python, offscreen, as in
``test_first_frame_imports``; at its ready line (the board painted once) the child reports:

- how many times an application-wide event filter's Python code ran: none, since the game's own
  :class:`~popout_desktop.ui.desktop_settings.GameApplication` passes on its font and theme
  changes by signals (a filter on the application sees every event of every object);
- how many cycle collections Python ran by itself once the GUI's start began: none (the cycle
  collector collects from the event loop);
- how many Python enum types PySide made: each is 0.2-0.4 ms of the start, and a bare
  PySide6 window makes some 40; the game made 437 before this work, 298 after its third
  pass, 264 after its fourth, 241 after its fifth (QtNetwork and socket after the first frame);
- which of Qt's dialog classes and ``QStyle`` (with its options) PySide made: none (each is
  made, with its enum types, when it is first named; the game's modules name the dialogs
  where they open one, and the first frame's Python code does not ask for the style);
- how many of the game's modules ``inspect.getsource`` read once the GUI's start began: none,
  since PySide's look at whether each module imported after it names PySide6 reads the file's
  bytes instead (:mod:`popout_desktop.app.pyside_imports`; before, the start read some 170
  modules' source that way, 80 of them the game's after the GUI's start began: 15-35 ms).

Not timing tests: each fails when a change brings the work back before the first frame.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.app.test_first_frame_imports import child_report

#: Run in the child: count, then the game's own start; its ready report prints the counts.
CHILD = """
import enum
import gc
import json
import sys

made = []
create = enum.EnumType._create_


def counting_create(cls, *args, **kwargs):
    made.append(args[0] if args else "?")
    return create(cls, *args, **kwargs)


enum.EnumType._create_ = counting_create

import popout_desktop.app.main as main
from popout_desktop.app import cycle_collector
from popout_desktop.ui import desktop_settings

filtered = [0]
event_filter = desktop_settings.DesktopSettings.eventFilter


def counting_filter(self, watched, event):
    filtered[0] += 1
    return event_filter(self, watched, event)


desktop_settings.DesktopSettings.eventFilter = counting_filter

automatic = [0]
ours = [False]
collect_due = cycle_collector.collect_due


def counting_collect_due():
    ours[0] = True
    try:
        return collect_due()
    finally:
        ours[0] = False


cycle_collector.collect_due = counting_collect_due
gui = [False]
run_gui = main._run_gui


def marking_run_gui(*args, **kwargs):
    gui[0] = True
    return run_gui(*args, **kwargs)


main._run_gui = marking_run_gui

import inspect

sources = [0]
getsource = inspect.getsource


def counting_getsource(target):
    if gui[0] and getattr(target, "__name__", "").startswith("popout_desktop"):
        sources[0] += 1
    return getsource(target)


inspect.getsource = counting_getsource


def on_collection(phase, info):
    if phase == "start" and gui[0] and not ours[0]:
        automatic[0] += 1


gc.callbacks.append(on_collection)


def report(_notation):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    counts = {
        "application": type(app).__name__,
        "filtered": filtered[0],
        "automatic_collections": automatic[0],
        "gc_enabled": gc.isenabled(),
        "enum_types": len(made),
        "sources_read": sources[0],
        "unused_classes": sorted(
            name
            for name in (
                *("QMessageBox", "QFileDialog", "QProgressDialog", "QInputDialog"),
                *("QStyle", "QStyleOption", "QStyleOptionViewItem"),
            )
            if name in vars(sys.modules["PySide6.QtWidgets"])
        ),
    }
    print("counts " + json.dumps(counts), flush=True)
    app.exit(0)


main._report_ready = report
sys.exit(main.main(sys.argv[1:]))
"""

#: The most Python enum types the first frame may make (241 when this was written, with
#: PySide 6.11; 264 before issue 33 point 4's fifth pass, 298 before its fourth, 437 before its
#: third; a bare window makes about 40).
MOST_ENUM_TYPES = 250


def first_frame_counts(python: str, env: dict[str, str], *args: str) -> dict[str, object]:
    counts = child_report(python, env, CHILD, "counts", *args)
    assert isinstance(counts, dict)
    return counts


def test_the_first_frame_runs_no_event_filter_no_collection_and_few_enum_types(
    python: str, subprocess_env: dict[str, str]
) -> None:
    counts = first_frame_counts(python, subprocess_env)
    assert counts["application"] == "GameApplication"
    assert counts["filtered"] == 0  # no application-wide event filter in Python
    assert counts["automatic_collections"] == 0
    assert counts["gc_enabled"] is False  # the cycle collector's timer collects instead
    enum_types = counts["enum_types"]
    assert isinstance(enum_types, int) and 40 < enum_types <= MOST_ENUM_TYPES, enum_types
    # PySide's look at each module imported after it reads the file's bytes
    # (popout_desktop.app.pyside_imports), not its source through inspect (80 before).
    assert counts["sources_read"] == 0
    # PySide makes a class (and its enum types) when it is first named: no dialog's before the
    # first frame, whose modules name them where a dialog is opened; not QStyle's (12 enum
    # types, some 700 members), which no Python code of the first frame asks for.
    assert counts["unused_classes"] == []


#: Run in the child: ``python -m popout_desktop`` (as runpy runs it, under the name given),
#: noting whether Python's cycle collector was on when the game's start was first imported.
MAIN_CHILD = """
import gc
import json
import runpy
import sys

seen = {}


class Watch:
    def find_spec(self, name, path=None, target=None):
        if name == "popout_desktop.app.main":
            seen["gc_enabled_at_import"] = gc.isenabled()
        return None


sys.meta_path.insert(0, Watch())
sys.argv = ["popout", "--version"]
try:
    runpy.run_module("popout_desktop", run_name=NAME)
except SystemExit:
    pass
seen["imported"] = "popout_desktop.app.main" in sys.modules
seen["gc_enabled_after"] = gc.isenabled()
print("seen " + json.dumps(seen), flush=True)
"""


def run_main_module(python: str, env: dict[str, str], name: str) -> dict[str, object]:
    done = subprocess.run(
        [python, "-c", MAIN_CHILD.replace("NAME", repr(name))],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("seen ")]
    assert len(lines) == 1, done.stdout + done.stderr
    seen: dict[str, object] = json.loads(lines[0].removeprefix("seen "))
    return seen


def test_python_m_popout_desktop_turns_cycle_collection_off_before_any_import(
    python: str, subprocess_env: dict[str, str]
) -> None:
    seen = run_main_module(python, subprocess_env, "__main__")
    assert seen == {"gc_enabled_at_import": False, "imported": True, "gc_enabled_after": False}


def test_a_spawned_worker_keeps_cycle_collection_and_imports_nothing_of_the_game(
    python: str, subprocess_env: dict[str, str]
) -> None:
    """multiprocessing's spawn runs ``__main__.py`` as ``__mp_main__`` in the engine's worker."""
    seen = run_main_module(python, subprocess_env, "__mp_main__")
    assert seen == {"imported": False, "gc_enabled_after": True}


def test_a_first_start_knows_its_language_without_opening_the_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    """The language is looked up before the data folder is claimed, the settings opened (and
    repaired) after: with no settings file yet there is nothing to look at, so they are opened
    once, not twice (issue 33 point 4); a stored language is still found."""
    from popout_desktop.app import main
    from popout_desktop.settings import store

    opened: list[object] = []

    class Counted(store.Settings):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            opened.append(args)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(store, "Settings", Counted)
    file = tmp_path / "popout.ini"
    assert main.stored_language(file) == ""
    assert opened == [] and not file.exists()
    file.write_text("[prefs]\nlanguage=ru\n", encoding="utf-8")
    assert main.stored_language(file) == "ru"
    assert len(opened) == 1
