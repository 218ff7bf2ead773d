"""Start-up time of the game beside a bare PySide6 window (run by hand, not by pytest).

Starts ``popout`` (``python -m popout_desktop``, or a given command such as the frozen app) and,
in the same run, interleaved with it, a bare PySide6 program: a ``QApplication`` and one empty
``QWidget`` shown, which prints its ready line at its first paint. Each is measured from process
start until its first frame (the app prints its ready line once the board has been painted),
then closed with SIGTERM. Prints one JSON line::

    {"startup_ms_median": ..., "bare_ms_median": ..., "ratio": ..., "runs_ms": [...],
     "bare_runs_ms": [...], ...}

``ratio`` is the game's median over the bare window's: what our own code costs over what Qt
costs anyway. Interleaving (game, bare, game, bare, ...) puts both under the same machine load.

    python tests/benchmarks/bench_startup.py [--runs 7] [--offscreen]
        [--bare-command CMD | --frozen-bare] [-- COMMAND ...]

``--bare-command`` times another bare program instead: any command that prints ``popout: ready``
at its first paint. ``--frozen-bare`` builds the bare window with PyInstaller first (one folder,
PyInstaller's defaults, in a temporary folder) and times that: a frozen game against a frozen bare
window, each paying the frozen start's own costs (PyInstaller's bootloader and runtime hooks),
e.g. ``bench_startup.py --offscreen --frozen-bare -- dist/popout/popout``. Each run of the game uses
a fresh, empty POPOUT_HOME (no settings, no autosave), like a first start.

From source (the default command), the package's bytecode is compiled first (``compileall``),
as an installed game's is (pip compiles it; the bundle holds it): with ``PYTHONDONTWRITEBYTECODE``
set, or in a fresh checkout, every start would otherwise compile every module again, which PySide6
(compiled at its install) does not, and which no player's start pays.
"""

from __future__ import annotations

import argparse
import compileall
import importlib.util
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

READY = "popout: ready"

#: The bare program: the least a PySide6 app does to put a window on the screen.
BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QWidget

app = QApplication(sys.argv)


class Window(QWidget):
    def paintEvent(self, event):
        super().paintEvent(event)
        print("popout: ready", flush=True)


window = Window()
window.resize(800, 600)
window.show()
sys.exit(app.exec())
"""


def run_once(command: list[str], env: dict[str, str]) -> float:
    with tempfile.TemporaryDirectory() as home:
        env = {**env, "POPOUT_HOME": home, "POPOUT_REPORT_READY": "1"}
        start = time.perf_counter()
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith(READY):
                elapsed = time.perf_counter() - start
                break
        else:
            _, err = process.communicate()
            raise SystemExit(f"{command[0]} ended before it was ready: {err}")
        process.send_signal(signal.SIGTERM)
        try:
            process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
        return elapsed * 1000


def compile_package() -> str:
    """Compile the bytecode of the ``popout_desktop`` this Python imports; its folder."""
    spec = importlib.util.find_spec("popout_desktop")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("popout_desktop is not importable here")
    folder = next(iter(spec.submodule_search_locations))
    if not compileall.compile_dir(folder, quiet=1):
        raise SystemExit(f"could not compile {folder}")
    return folder


def freeze_bare_window(folder: str) -> list[str]:
    """Build :data:`BARE_WINDOW` with PyInstaller (one folder, its defaults) in ``folder``; the
    command that starts it."""
    script = os.path.join(folder, "bare.py")
    with open(script, "w", encoding="utf-8") as file:
        file.write(BARE_WINDOW)
    build = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--onedir", "--log-level", "WARN"]
    dist, work = os.path.join(folder, "dist"), os.path.join(folder, "build")
    places = ["--distpath", dist, "--workpath", work, "--specpath", folder]
    done = subprocess.run([*build, *places, script], capture_output=True, text=True)
    executable = os.path.join(dist, "bare", "bare")
    if done.returncode != 0 or not os.path.isfile(executable):
        raise SystemExit(f"PyInstaller could not freeze the bare window: {done.stderr[-2000:]}")
    return [executable]


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--offscreen", action="store_true")
    bare_choice = parser.add_mutually_exclusive_group()
    bare_choice.add_argument("--bare-command", help="the bare window to compare with (a command)")
    bare_choice.add_argument(
        "--frozen-bare", action="store_true", help="compare with the bare window frozen"
    )
    parser.add_argument("command", nargs="*", help="the command to start (default: this Python)")
    args = parser.parse_args()
    command = args.command or [sys.executable, "-m", "popout_desktop"]
    bare = args.bare_command.split() if args.bare_command else [sys.executable, "-c", BARE_WINDOW]
    with tempfile.TemporaryDirectory() as folder:
        if args.frozen_bare:
            bare = freeze_bare_window(folder)
        result = measure(command, bare, args)
    result["bare_command"] = (
        "BARE_WINDOW frozen" if args.frozen_bare else args.bare_command or "python -c BARE_WINDOW"
    )
    print(json.dumps(result))
    return 0


def measure(command: list[str], bare: list[str], args: argparse.Namespace) -> dict[str, object]:
    """Both programs' starts, interleaved after one warming start each."""
    if not args.command:
        compile_package()
    env = dict(os.environ)
    if args.offscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    # Warm the file cache: we measure starts, not the first disk read.
    run_once(command, env)
    run_once(bare, env)
    runs: list[float] = []
    bare_runs: list[float] = []
    for _ in range(args.runs):
        runs.append(round(run_once(command, env), 1))
        bare_runs.append(round(run_once(bare, env), 1))
    median = statistics.median(runs)
    bare_median = statistics.median(bare_runs)
    return {
        "startup_ms_median": round(median, 1),
        "bare_ms_median": round(bare_median, 1),
        "ratio": round(median / bare_median, 2),
        "runs_ms": runs,
        "bare_runs_ms": bare_runs,
        "command": " ".join(command),
        "platform": env.get("QT_QPA_PLATFORM", "default"),
    }


if __name__ == "__main__":
    sys.exit(main())
