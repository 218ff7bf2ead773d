"""Instructions to the first frame, the game's beside a bare PySide6 window's (run by hand).

The clock of ``bench_startup.py`` scatters on a loaded machine; the instructions a start runs do
not (two runs of one tree differ by some 0.004 %). This counts them with valgrind's callgrind:
one start of the game (``python -m popout_desktop``, offscreen, a fresh empty POPOUT_HOME, a
first start) and one of ``bench_startup.BARE_WINDOW`` (a ``QApplication`` and one empty
``QWidget`` shown), each from the process's first instruction to its first paint, where it ends
with ``os._exit(0)``. Prints one JSON line::

    {"game_instructions": ..., "bare_instructions": ..., "ratio": ..., "game_m": ...,
     "bare_m": ..., "python": ..., "platform": "offscreen"}

How a start ends at its first paint: the game prints ``popout: ready`` there
(``POPOUT_REPORT_READY=1``) and, with ``POPOUT_EXIT_AT_READY=1``, ends right after it with
``os._exit(0)`` (``popout_desktop.app.main.EXIT_AT_READY_ENV``: one look at the environment
once the line is printed); the bare window's program is ``BARE_WINDOW`` with the same
``os._exit(0)`` after its line (``bare_window_ending_at_ready``). A wrapper from outside (a
writer before the standard output that ends the process) was tried and left: its own Python
cost 1.4 M instructions in the game's start and 3 M in the bare window's.

The package's bytecode is compiled first (``compileall``), as an installed game's is: with
``PYTHONDONTWRITEBYTECODE`` set every start would otherwise compile every module (some 2,000 M
instructions instead of 1,150 M). ``PYTHONHASHSEED=0`` fixes the hashing of strings, whose
random seed changes the sets' and dicts' collisions from one run to the next.

    python tests/benchmarks/bench_startup_instructions.py [--keep DIR]

The count does not move with the machine's load as long as valgrind's start (some 50 times
slower than a plain one) reaches the first paint within ``popout_desktop.app.main``'s
``FIRST_FRAME_WAIT_MS`` (15 s of wall time): past it, the work kept for after the first frame
(the pages not shown) runs before it and is counted too (1,228 M instead of 1,010 M, seen with
CI's tests running beside it). Count on a machine that is not that busy.

``--keep DIR`` leaves callgrind's two files there (``game.out``, ``bare.out``) for
``callgrind_annotate``. One run takes a minute or two (valgrind runs some 50 times slower).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: tests.benchmarks

from popout_desktop.app.main import EXIT_AT_READY_ENV, READY_ENV
from tests.benchmarks.bench_startup import BARE_WINDOW, READY, compile_package

#: The game, as ``python -m popout_desktop`` starts it.
GAME = ["-m", "popout_desktop"]
#: What ends the bare window's start, put after its ready line.
_EXIT = "; import os; os._exit(0)"


def bare_window_ending_at_ready() -> list[str]:
    """The arguments (after ``python``) of bench_startup.py's bare window, ending with
    ``os._exit(0)`` right after its ready line."""
    line = f'print("{READY}", flush=True)'
    if line not in BARE_WINDOW:
        raise SystemExit(f"bench_startup.BARE_WINDOW has no {line!r} to end at")
    return ["-c", BARE_WINDOW.replace(line, line + _EXIT)]


_TOTAL = re.compile(r"^(?:summary|totals):\s*(\d+)", re.MULTILINE)


def instructions(callgrind_out: str) -> int:
    """The instructions counted in a callgrind output file's text (its ``summary:`` line, or
    ``totals:`` where it has none)."""
    match = _TOTAL.search(callgrind_out)
    if match is None:
        raise ValueError("no summary or totals line in callgrind's output")
    return int(match.group(1))


def count(arguments: list[str], env: dict[str, str], out: Path | None) -> int:
    """The instructions of ``python *arguments`` until it ends, counted into ``out``; with
    ``out`` None, one start without valgrind, counting nothing (0)."""
    tool = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] if out else []
    with tempfile.TemporaryDirectory() as home:
        result = subprocess.run(
            [*tool, sys.executable, *arguments],
            env={**env, "POPOUT_HOME": home},
            capture_output=True,
            text=True,
            check=False,
        )
    if result.returncode != 0 or READY not in result.stdout:
        raise SystemExit(f"the start did not reach its first paint:\n{result.stderr[-3000:]}")
    return instructions(out.read_text()) if out else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--keep", type=Path, help="a folder for callgrind's two output files")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    compile_package()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONHASHSEED": "0",
        READY_ENV: "1",
        EXIT_AT_READY_ENV: "1",
    }
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        # One start of each first, not counted: the first start after the machine's boot
        # counted 42 M instructions more, in fontconfig and FreeType (caches filled once).
        count(GAME, env, None)
        count(bare_window_ending_at_ready(), env, None)
        game = count(GAME, env, folder / "game.out")
        bare = count(bare_window_ending_at_ready(), env, folder / "bare.out")
    print(
        json.dumps(
            {
                "game_instructions": game,
                "bare_instructions": bare,
                "ratio": round(game / bare, 3),
                "game_m": round(game / 1e6, 1),
                "bare_m": round(bare / 1e6, 1),
                "python": sys.version.split()[0],
                "platform": "offscreen",
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
