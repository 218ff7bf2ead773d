"""Start-up time of the game (run by hand, not by pytest).

Starts ``popout`` (``python -m popout_desktop``, or a given command such as the frozen app) five
times, measures from process start until the main window is shown (the app prints its ready line
once the window is up), closes it with SIGTERM, and prints one JSON line:
``{"startup_ms_median": ..., "runs_ms": [...]}``.

    python tests/benchmarks/bench_startup.py [--runs 5] [--offscreen] [-- COMMAND ...]

Each run uses a fresh, empty POPOUT_HOME (no settings, no autosave), like a first start.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

READY = "popout: ready"


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
            raise SystemExit(f"the app ended before it was ready: {err}")
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)
        return elapsed * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--offscreen", action="store_true")
    parser.add_argument("command", nargs="*", help="the command to start (default: this Python)")
    args = parser.parse_args()
    command = args.command or [sys.executable, "-m", "popout_desktop"]
    env = dict(os.environ)
    if args.offscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    run_once(command, env)  # warm the file cache: we measure starts, not the first disk read
    runs = [round(run_once(command, env), 1) for _ in range(args.runs)]
    print(
        json.dumps(
            {
                "startup_ms_median": round(statistics.median(runs), 1),
                "runs_ms": runs,
                "command": " ".join(command),
                "platform": env.get("QT_QPA_PLATFORM", "default"),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
