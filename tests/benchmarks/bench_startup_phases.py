"""Where the start-up time goes, step by step (run by hand, not by pytest).

Runs the game's start (``popout_desktop.app.main.main``, from source) in a child Python, offscreen
by default, with a fresh, empty POPOUT_HOME (a first start), and times each step from the child's
first line to the board's first paint; then, after the first frame, the pages made late
(``MainWindow.build_pages``). Prints one JSON line with each step's median over the runs (ms)::

    {"steps_ms": {"python_and_qt": ..., "app_main_import": ..., "qapplication_settings": ...,
     "main_window_import": ..., "window_construction": ..., "show_to_first_paint": ...},
     "first_paint_ms": ..., "build_pages_ms": ..., "runs": ...}

The steps: importing PySide6's QtWidgets (as a bare window does too); importing the game's
``app.main`` (the command line's checks); the QApplication, translations, the data folder's
claim and the settings; importing the main window's module (the rules, the board, the modes'
commands); making the window; showing it until its board's first paint. The child's own
start (the interpreter) is not in them: ``bench_startup.py`` times whole starts beside a bare
window.

    python tests/benchmarks/bench_startup_phases.py [--runs 7] [--platform offscreen]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: tests.benchmarks

from tests.benchmarks.bench_startup import compile_package

#: The child: the game's start with a clock at each step.
CHILD = r"""
import json, sys, time
t0 = time.perf_counter()
marks = {}
def mark(name):
    marks[name] = (time.perf_counter() - t0) * 1000
import PySide6.QtWidgets
mark("python_and_qt")
import popout_desktop.app.main as main
mark("app_main_import")
made = main.make_window
def make_window(*args, **kwargs):
    mark("qapplication_settings")
    import popout_desktop.ui.window.main_window
    mark("main_window_import")
    window = made(*args, **kwargs)
    mark("window_construction")
    build = getattr(window, "build_pages", None)
    if build is None:  # a window made whole (before issue 33 point 4): done at its first frame
        marks["build_pages"] = 0.0
        return window
    def build_pages():
        start = time.perf_counter()
        build()
        marks["build_pages"] = (time.perf_counter() - start) * 1000
        print("marks " + json.dumps(marks), flush=True)
        from PySide6.QtWidgets import QApplication
        QApplication.instance().exit(0)
    window.build_pages = build_pages
    return window
main.make_window = make_window
def report(_notation):
    mark("show_to_first_paint")
    if marks.get("build_pages") == 0.0:
        print("marks " + json.dumps(marks), flush=True)
        from PySide6.QtWidgets import QApplication
        QApplication.instance().exit(0)
main._report_ready = report
sys.exit(main.main([]))
"""

STEPS = (
    "python_and_qt",
    "app_main_import",
    "qapplication_settings",
    "main_window_import",
    "window_construction",
    "show_to_first_paint",
)


def run_once(env: dict[str, str]) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as home:
        done = subprocess.run(
            [sys.executable, "-c", CHILD],
            env={**env, "POPOUT_HOME": home, "POPOUT_REPORT_READY": "1"},
            capture_output=True,
            text=True,
            timeout=120,
        )
    lines = [line for line in done.stdout.splitlines() if line.startswith("marks ")]
    if not lines:
        raise SystemExit(f"the start gave no marks: {done.stdout}{done.stderr}")
    marks: dict[str, float] = json.loads(lines[0].removeprefix("marks "))
    return marks


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default="offscreen")
    args = parser.parse_args()
    compile_package()
    env = {**os.environ, "QT_QPA_PLATFORM": args.platform}
    run_once(env)  # the file cache warm
    runs = [run_once(env) for _ in range(args.runs)]
    steps: dict[str, float] = {}
    for index, name in enumerate(STEPS):
        before = STEPS[index - 1] if index else None
        spans = [run[name] - (run[before] if before else 0.0) for run in runs]
        steps[name] = round(statistics.median(spans), 1)
    print(
        json.dumps(
            {
                "steps_ms": steps,
                "first_paint_ms": round(statistics.median(r[STEPS[-1]] for r in runs), 1),
                "build_pages_ms": round(statistics.median(r["build_pages"] for r in runs), 1),
                "runs": args.runs,
                "platform": args.platform,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
