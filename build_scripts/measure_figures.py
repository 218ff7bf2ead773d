#!/usr/bin/env python3
"""Measure the figures the README quotes, keep them in docs/figures.json, write them into README.md.

    python build_scripts/measure_figures.py              # measure all, then write the README
    python build_scripts/measure_figures.py --only tests # the test counts only (a minute)
    python build_scripts/measure_figures.py --only app   # both bundles only (built from scratch)
    python build_scripts/measure_figures.py --only engine # the Python core's cost (a few minutes)
    python build_scripts/measure_figures.py --quick-loop # time the quick loop too (many minutes)
    python build_scripts/measure_figures.py --readme     # measure nothing: README from the file
    python build_scripts/measure_figures.py --check      # exit 1 if the README differs from it

``docs/figures.json`` is the one place for every measured figure the README quotes. It has three
groups, ``tests``, ``app`` and ``engine``, each with the date and the machine it was measured on
(CPUs, system, Python, PySide6, PyInstaller, the load average when the measurement began), since
a figure means nothing without them. The README quotes them between marker comments,
``<!-- figures:tests ... -->`` and ``<!-- /figures:tests -->`` (the same for the others): this
script writes what lies between them, and ``tests/test_readme_figures.py`` fails when the README
differs from figures.json, figures.json's counts from the code, or the engine's measured ratios
from ``PYTHON_SLOWDOWN`` (the range the app and the README quote).

It measures nothing itself that another script already measures: the test counts are pytest's
(``--collect-only -q``, all and ``-m "not slow"``), the builds are ``build_scripts/build.py``'s
(timed from scratch, ``--clean``), the bundles' sizes, self-test and start-up to the first painted
frame are ``build_scripts/smoke_test``'s (median of 5 runs of
``tests/benchmarks/bench_startup.py``, offscreen), and the start-up in a real X11 window and from
source are ``bench_startup.py``'s (under ``Xvfb``, if it is installed). The pure-Python engine
core's cost is the ratio of its CPU time per position to the compiled core's, as the benchmarks
print it: ``tests/benchmarks/bench_engine.py --core both`` on Pascal Pons' classic end and middle
sets, ``tests/benchmarks/bench_popout.py --core both`` on seeded 7x6 Pop Out positions (both cores
run each position in turn, in the same run: the machine's load weighs on both alike). Run it with
the Python that builds (the one with PyInstaller, the project's test and build extras, and the
compiled engine cores).
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import json
import math
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ROOT / "docs" / "figures.json"
README = ROOT / "README.md"
BUILD = ROOT / "build_scripts" / "build.py"
SMOKE_TEST = ROOT / "build_scripts" / "smoke_test"
BENCH_STARTUP = ROOT / "tests" / "benchmarks" / "bench_startup.py"
BENCH_ENGINE = ROOT / "tests" / "benchmarks" / "bench_engine.py"
BENCH_POPOUT = ROOT / "tests" / "benchmarks" / "bench_popout.py"
GROUPS = ("tests", "app", "engine")
STARTUP_RUNS = 5
#: Runs of each start when it is timed beside the bare window (its ratio is issue 33's point 4).
RATIO_RUNS = 15
#: Pons' classic sets bench_engine.py solves (``begin`` takes the Python core far too long).
CLASSIC_SETS = ("end", "middle")
#: bench_popout.py's positions and CPU seconds for each (a position that either core does not
#: solve in that time is left out of the ratio, as bench_popout.py does).
POPOUT_POSITIONS = 40
POPOUT_SECONDS = 1.0
#: The engine group's measurements, in the order the README quotes them.
ENGINE_SETS = ("classic_end", "classic_middle", "pop_out")

#: A figures block of the README: its opening comment (which may say more after the name), what
#: the script writes, and its closing comment.
BLOCK = re.compile(
    r"(?P<open><!-- figures:(?P<name>[a-z]+)\b[^>]*-->\n)(?P<body>.*?)"
    r"(?P<close><!-- /figures:(?P=name) -->)",
    re.DOTALL,
)
_COLLECTED = re.compile(
    r"^(?:(?P<selected>\d+)/)?(?P<total>\d+) tests? collected"
    r"(?: \((?P<deselected>\d+) deselected\))? in [0-9.]+s(?: \(\d+:\d\d:\d\d\))?$"
)


class FiguresError(Exception):
    """A measurement failed, or the README or figures.json is not as this script expects."""


# -- the machine ----------------------------------------------------------------------------------


def _version(distribution: str) -> str | None:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def _system() -> str:
    """E.g. "Debian GNU/Linux 12 (bookworm), x86_64"."""
    name = platform.system()
    try:
        for line in Path("/etc/os-release").read_text(encoding="utf-8").splitlines():
            if line.startswith("PRETTY_NAME="):
                name = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return f"{name}, {platform.machine()}"


def machine() -> dict[str, Any]:
    """What a figure was measured on."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {
        "cpus": os.cpu_count(),
        "system": _system(),
        "python": platform.python_version(),
        "pyside6": _version("PySide6-Essentials") or _version("PySide6"),
        "pyinstaller": _version("pyinstaller"),
        "load_average": None if load is None else round(load, 1),
    }


def today() -> str:
    return datetime.datetime.now(datetime.UTC).date().isoformat()


# -- measuring ------------------------------------------------------------------------------------


def _run(command: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    print("$ " + " ".join(command), file=sys.stderr, flush=True)
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env)


def parse_collected(output: str) -> tuple[int, int]:
    """(selected, collected) from the last line of ``pytest --collect-only -q``'s output."""
    last = output.strip().splitlines()[-1] if output.strip() else ""
    match = _COLLECTED.match(last.strip())
    if match is None:
        raise FiguresError(f"pytest's collection did not end with a count: {last!r}")
    total = int(match["total"])
    return (int(match["selected"]) if match["selected"] else total), total


def _pytest_env() -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def count_tests() -> tuple[int, int]:
    """(all tests, tests of the quick loop), as pytest collects them: one collection with the
    quick loop's marker says both (``3291/3484 tests collected (193 deselected)``)."""
    done = _run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "-m",
            "not slow",
        ],
        env=_pytest_env(),
    )
    if done.returncode != 0:
        raise FiguresError(f"pytest could not collect the tests:\n{done.stdout[-2000:]}")
    quick, total = parse_collected(done.stdout)
    return total, quick


def time_quick_loop() -> float:
    """Seconds the quick loop takes (it must pass)."""
    started = time.perf_counter()
    done = _run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow"],
        env=_pytest_env(),
    )
    took = time.perf_counter() - started
    if done.returncode != 0:
        raise FiguresError(f"the quick loop failed:\n{done.stdout[-3000:]}")
    return round(took, 1)


def measure_tests(quick_loop: bool) -> dict[str, Any]:
    started = machine()
    total, quick = count_tests()
    group: dict[str, Any] = {
        "measured": today(),
        "machine": started,
        "collected": total,
        "quick_loop": quick,
        "quick_loop_s": None,
    }
    if quick_loop:
        group["quick_loop_s"] = time_quick_loop()
    return group


def _startup(
    command: list[str],
    env: dict[str, str],
    offscreen: bool,
    runs: int = STARTUP_RUNS,
    frozen_bare: bool = False,
) -> dict[str, Any]:
    """bench_startup.py's JSON line for a command (empty: ``python -m popout_desktop``), timed
    beside the bare window (``frozen_bare``: the bare window frozen by PyInstaller)."""
    done = _run(
        [sys.executable, str(BENCH_STARTUP), "--runs", str(runs)]
        + (["--offscreen"] if offscreen else [])
        + (["--frozen-bare"] if frozen_bare else [])
        + (["--", *command] if command else []),
        env=env,
    )
    if done.returncode != 0:
        raise FiguresError(f"bench_startup.py failed: {done.stderr.strip()[-1000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _seconds(figures: dict[str, Any]) -> float:
    return round(float(figures["startup_ms_median"]) / 1000, 2)


class Xvfb:
    """A private X server for the real-window start-up (``-nolisten tcp``: a local socket only)."""

    def __init__(self) -> None:
        self.process: subprocess.Popen[str] | None = None
        self.display = ""

    def __enter__(self) -> Xvfb:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1280x1024x24"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number.isdigit():
            self.__exit__()
            raise FiguresError("Xvfb did not start")
        self.display = f":{number}"
        return self

    def __exit__(self, *_: object) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=30)


def measure_bundle(onefile: bool, xvfb: Xvfb | None) -> dict[str, Any]:
    """Build from scratch with build.py, then smoke_test --no-build's figures."""
    variant = ["--onefile"] if onefile else []
    started = time.perf_counter()
    built = _run([sys.executable, str(BUILD), "--clean", *variant])
    took = time.perf_counter() - started
    if built.returncode != 0:
        raise FiguresError(f"build.py failed:\n{built.stdout[-2000:]}\n{built.stderr[-2000:]}")
    smoke = _run(
        [sys.executable, str(SMOKE_TEST), "--no-build", "--runs", str(STARTUP_RUNS), *variant]
    )
    report = json.loads(smoke.stdout.strip().splitlines()[-1]) if smoke.stdout.strip() else {}
    if smoke.returncode != 0 or not report.get("ok"):
        raise FiguresError(f"smoke_test failed: {report or smoke.stderr[-2000:]}")
    figures: dict[str, Any] = {
        "mib": report["bundle_mib"],
        "build_s": round(took, 1),
        "self_test_s": report["self_test_s"],
        "startup_offscreen_s": round(float(report["startup_ms_median"]) / 1000, 2),
        "startup_xvfb_s": None,
    }
    if xvfb is not None:
        env = {**os.environ, "DISPLAY": xvfb.display, "QT_QPA_PLATFORM": "xcb"}
        executable = ROOT / report["executable"]
        figures["startup_xvfb_s"] = _seconds(_startup([str(executable)], env, offscreen=False))
    return figures


def icu_data_mib() -> float | None:
    """The size of ICU's data library in the one-folder bundle (what ``--icu-stub`` replaces)."""
    found = sorted((ROOT / "dist" / "popout").rglob("libicudata.so*"))
    files = [p for p in found if p.is_file() and not p.is_symlink()]
    return round(files[0].stat().st_size / 2**20, 1) if files else None


def _beside_bare(figures: dict[str, Any]) -> dict[str, float]:
    """A start's median beside the bare window's, and their ratio (bench_startup.py's)."""
    return {
        "ms": float(figures["startup_ms_median"]),
        "bare_ms": float(figures["bare_ms_median"]),
        "ratio": float(figures["ratio"]),
    }


def measure_app() -> dict[str, Any]:
    started = machine()
    with Xvfb() if shutil.which("Xvfb") else _NoXvfb() as xvfb:
        onedir = measure_bundle(onefile=False, xvfb=xvfb)
        icu = icu_data_mib()
        folder = [str(ROOT / "dist" / "popout" / "popout")]
        onedir["bare_window"] = _beside_bare(
            _startup(folder, {**os.environ}, offscreen=True, runs=RATIO_RUNS, frozen_bare=True)
        )
        onefile = measure_bundle(onefile=True, xvfb=xvfb)
    source = _startup([], {**os.environ}, offscreen=True, runs=RATIO_RUNS)
    return {
        "measured": today(),
        "machine": started,
        "onedir": onedir,
        "onefile": onefile,
        "icu_data_mib": icu,
        "source_startup_offscreen_s": _seconds(source),
        "source_bare_window": _beside_bare(source),
    }


class _NoXvfb:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *_: object) -> None:
        return None


def _json_lines(output: str, script: str) -> list[dict[str, Any]]:
    """A benchmark's output: one JSON object per line."""
    try:
        rows = [json.loads(line) for line in output.splitlines() if line.strip()]
    except (ValueError, RecursionError) as error:
        raise FiguresError(f"{script} printed a line that is not JSON: {error!r}") from error
    if not all(isinstance(row, dict) for row in rows):
        raise FiguresError(f"{script} printed JSON that is not an object per line")
    return rows


def _ratio(value: object, where: str) -> float:
    """A ratio of CPU times: a positive, finite number."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value < math.inf:
        raise FiguresError(f"{where} has a ratio that is not a positive number: {value!r}")
    return float(value)


def parse_bench_engine(output: str, sets: tuple[str, ...] = CLASSIC_SETS) -> dict[str, Any]:
    """Per classic set, from ``bench_engine.py --core both``'s JSON lines: each core's CPU time
    per position and the ratio. Both cores must have run (the compiled one is built) and found
    Pons' score of every position within the time limit: a timed-out position would cap the
    Python core's time, and the ratio with it."""
    try:
        return _parse_bench_engine(_json_lines(output, "bench_engine.py"), sets)
    except (KeyError, TypeError, AttributeError) as error:
        raise FiguresError(f"bench_engine.py's output lacks a field: {error!r}") from error


def _parse_bench_engine(rows: list[dict[str, Any]], sets: tuple[str, ...]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in sets:
        per_core = {
            row["core"]: row
            for row in rows
            if row.get("set") == name and "core" in row and row.get("mode", "fresh") == "fresh"
        }
        ratio = [row for row in rows if row.get("set") == name and "python_over_c_cpu" in row]
        if set(per_core) != {"c", "python"} or len(ratio) != 1:
            raise FiguresError(
                f"bench_engine.py did not run both cores on the {name} set "
                f"(is the compiled core built?): {sorted(map(str, per_core))}"
            )
        for core, row in per_core.items():
            if row["exact"] != row["positions"] or row["timeouts"]:
                raise FiguresError(
                    f"bench_engine.py's {core} core solved {row['exact']} of the {name} set's "
                    f"{row['positions']} positions exactly ({row['timeouts']} timed out)"
                )
        if not ratio[0].get("same_nodes"):
            raise FiguresError(f"bench_engine.py's two cores searched different nodes on {name}")
        out[f"classic_{name}"] = {
            "positions": per_core["c"]["positions"],
            "c_cpu_ms_per_position": per_core["c"]["cpu_ms_per_position"],
            "python_cpu_ms_per_position": per_core["python"]["cpu_ms_per_position"],
            "python_over_c": _ratio(ratio[0]["python_over_c_cpu"], "bench_engine.py's output"),
        }
    return out


def parse_bench_popout(output: str) -> dict[str, Any]:
    """From ``bench_popout.py --core both``'s JSON lines: each core's CPU time per position (over
    the positions both solved) and the ratio. The values must agree and the nodes be equal."""
    try:
        return _parse_bench_popout(_json_lines(output, "bench_popout.py"))
    except (KeyError, TypeError, AttributeError) as error:
        raise FiguresError(f"bench_popout.py's output lacks a field: {error!r}") from error


def _parse_bench_popout(rows: list[dict[str, Any]]) -> dict[str, Any]:
    per_core = {row.get("core"): row for row in rows if "board" in row}
    compare = [row for row in rows if row.get("compare") == "python/c"]
    if set(per_core) != {"c", "python"} or len(compare) != 1:
        raise FiguresError(
            "bench_popout.py did not run both cores (is the compiled core built?): "
            f"{sorted(map(str, per_core))}"
        )
    row = compare[0]
    solved = per_core["c"]["solved_by_every_core"]
    if not row.get("values_agree_where_both") or row.get("nodes_equal_where_both") != (
        f"{solved}/{solved}"
    ):
        raise FiguresError(f"bench_popout.py's two cores disagree: {row}")
    if not solved or row.get("cpu_ms_per_position_ratio") is None:
        raise FiguresError("bench_popout.py: no position was solved by both cores")
    return {
        "pop_out": {
            "positions": per_core["c"]["positions"],
            "solved_by_both": solved,
            "seconds_cpu_each": per_core["c"]["seconds_cpu_each"],
            "c_cpu_ms_per_position": per_core["c"]["cpu_ms_per_position"],
            "python_cpu_ms_per_position": per_core["python"]["cpu_ms_per_position"],
            "python_over_c": _ratio(row["cpu_ms_per_position_ratio"], "bench_popout.py's output"),
        }
    }


def measure_engine() -> dict[str, Any]:
    """The pure-Python core's cost: its CPU time per position over the compiled core's."""
    started = machine()
    classic = _run(
        [
            sys.executable,
            str(BENCH_ENGINE),
            *("--mode", "fresh", "--core", "both", "--sets", *CLASSIC_SETS),
        ]
    )
    if classic.returncode != 0:
        raise FiguresError(f"bench_engine.py failed: {classic.stderr.strip()[-1000:]}")
    popout = _run(
        [
            sys.executable,
            str(BENCH_POPOUT),
            "--core",
            "both",
            "--positions",
            str(POPOUT_POSITIONS),
            "--seconds",
            f"{POPOUT_SECONDS:g}",
        ]
    )
    if popout.returncode != 0:
        raise FiguresError(f"bench_popout.py failed: {popout.stderr.strip()[-1000:]}")
    return {
        "measured": today(),
        "machine": started,
        **parse_bench_engine(classic.stdout),
        **parse_bench_popout(popout.stdout),
    }


def engine_ratios(group: dict[str, Any]) -> list[float]:
    """The engine group's ratios (Python over C), in the README's order."""
    try:
        return [
            _ratio(group[name]["python_over_c"], f"the engine figures' {name!r}")
            for name in ENGINE_SETS
        ]
    except (KeyError, TypeError) as error:
        raise FiguresError(f"the engine figures lack a ratio ({error!r})") from error


# -- figures.json ---------------------------------------------------------------------------------


def load(path: Path = FIGURES) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise FiguresError(f"{path} cannot be read: {error}") from error
    if not isinstance(data, dict):
        raise FiguresError(f"{path} must hold a JSON object")
    return data


def save(figures: dict[str, Any], path: Path = FIGURES) -> None:
    path.write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def store(name: str, group: dict[str, Any], path: Path = FIGURES) -> dict[str, Any]:
    """figures.json as it is now (another group may have been measured meanwhile) with this
    group replaced, saved; returns it."""
    figures = load(path) if path.exists() else {}
    figures[name] = group
    save(figures, path)
    return figures


# -- the README's blocks --------------------------------------------------------------------------


def about(count: int) -> int:
    """A test count as the README rounds it: to the nearest hundred."""
    return round(count, -2)


def machine_text(group: dict[str, Any]) -> str:
    """E.g. "on 2026-12-06 on 2 CPUs (Debian GNU/Linux 12, x86_64; Python 3.11.7, PySide6
    6.11.3, PyInstaller 6.22.3; load average 3.1 when it began)"."""
    m = group["machine"]
    tools = [f"Python {m['python']}"]
    if m.get("pyside6"):
        tools.append(f"PySide6 {m['pyside6']}")
    if m.get("pyinstaller"):
        tools.append(f"PyInstaller {m['pyinstaller']}")
    text = f"on {group['measured']} on {m['cpus']} CPUs ({m['system']}; {', '.join(tools)}"
    load = m.get("load_average")
    if load is not None:
        text += f"; load average {load} when it began"
    return text + ")"


def render_tests(group: dict[str, Any]) -> str:
    total, quick = group["collected"], group["quick_loop"]
    m = group["machine"]
    text = (
        f"The suite has about {about(total):,} tests: {total:,} collected on {group['measured']}"
        f" (Python {m['python']}, PySide6 {m['pyside6']}), {quick:,} of them in the quick loop"
    )
    seconds = group.get("quick_loop_s")
    if seconds:
        text += f", which took {seconds:.0f} s {machine_text(group)}"
    return _wrap(text + ".\n")


def _s(value: float | None) -> str:
    return "not measured" if value is None else f"{value:.2f} s"


def render_app(group: dict[str, Any]) -> str:
    onedir, onefile = group["onedir"], group["onefile"]
    lines = [
        _wrap(f"Measured {machine_text(group)}, with `build_scripts/measure_figures.py`:\n"),
        "",
        "| | one folder `dist/popout/` | one file `dist/onefile/popout` |",
        "|---|---|---|",
        f"| size | {onedir['mib']:.1f} MiB | {onefile['mib']:.1f} MiB |",
        f"| start to the first painted frame, median of {STARTUP_RUNS}, offscreen | "
        f"{_s(onedir['startup_offscreen_s'])} | {_s(onefile['startup_offscreen_s'])} |",
        "| the same in a real X11 window (Xvfb) | "
        f"{_s(onedir['startup_xvfb_s'])} | {_s(onefile['startup_xvfb_s'])} |",
        f"| `--self-test` | {onedir['self_test_s']:.1f} s | {onefile['self_test_s']:.1f} s |",
        f"| build time, from scratch (`--clean`) | {onedir['build_s']:.0f} s | "
        f"{onefile['build_s']:.0f} s |",
        "",
    ]
    text = (
        f"From source, `python -m popout_desktop` takes {_s(group['source_startup_offscreen_s'])}"
        " to its first frame (offscreen). The one-file build unpacks itself into a temporary folder"
        " at every start; the folder starts faster and is what to ship."
    )
    frozen, source = onedir.get("bare_window"), group.get("source_bare_window")
    if frozen and source:
        text += (
            " Beside a bare PySide6 window (a `QApplication` and one empty `QWidget`, shown)"
            f" started in the same runs, {RATIO_RUNS} each (`tests/benchmarks/bench_startup.py`),"
            f" the folder takes {frozen['ratio']:.2f}x the time of the same window frozen by"
            f" PyInstaller ({frozen['ms']:.0f} ms against {frozen['bare_ms']:.0f} ms,"
            f" `--frozen-bare`), and the game from source {source['ratio']:.2f}x the window's"
            f" ({source['ms']:.0f} ms against {source['bare_ms']:.0f} ms)."
        )
    icu = group.get("icu_data_mib")
    if icu is not None:
        text += (
            f" ICU's data library is {icu:.1f} MiB of the folder: `build.py --icu-stub` (needs a C"
            f" compiler) replaces it with an empty one (the folder less that file: about"
            f" {onedir['mib'] - icu:.0f} MiB),"
            " at the price of Qt's own file dialog sorting file names by code point and of legacy"
            " 8-bit text encodings; nothing else in the game uses ICU."
        )
    lines.append(_wrap(text + "\n"))
    return "\n".join(lines)


def _wrap(text: str, width: int = 99) -> str:
    """Markdown prose wrapped as the README's is (a line break is a space there)."""
    out: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join([*out, line]) if line else ""


def render_engine(group: dict[str, Any]) -> str:
    end, middle, pop_out = engine_ratios(group)
    positions = group["pop_out"]["positions"]
    seconds = group["pop_out"]["seconds_cpu_each"]
    text = (
        f"(The pure-Python core's CPU time per position over the compiled core's, measured"
        f" {machine_text(group)}: {end:.1f} times on Pascal Pons' end set of classic positions,"
        f" {middle:.1f} on his middle set, {pop_out:.1f} on 7x6 Pop Out positions;"
        f" `tests/benchmarks/bench_engine.py --core both` and `bench_popout.py --core both"
        f" --positions {positions} --seconds {seconds:g}`, run by"
        " `build_scripts/measure_figures.py --only engine`.)\n"
    )
    return _wrap(text)


RENDERERS = {"tests": render_tests, "app": render_app, "engine": render_engine}


def render_readme(readme: str, figures: dict[str, Any]) -> str:
    """The README with every figures block written from figures.json."""
    seen: list[str] = []

    def block(match: re.Match[str]) -> str:
        name = match["name"]
        if name not in RENDERERS:
            raise FiguresError(f"README.md has a figures block {name!r} this script does not know")
        seen.append(name)
        if not isinstance(figures.get(name), dict):
            raise FiguresError(f"docs/figures.json has no {name!r} figures: measure them")
        try:
            body = RENDERERS[name](figures[name]).rstrip("\n") + "\n"
        except (FiguresError, KeyError, TypeError, ValueError) as error:
            raise FiguresError(
                f"docs/figures.json's {name!r} figures are damaged: {error!s}: measure them again"
                f" (python build_scripts/measure_figures.py --only {name})"
            ) from error
        return match["open"] + body + match["close"]

    text = BLOCK.sub(block, readme)
    missing = sorted(set(RENDERERS) - set(seen))
    if missing:
        raise FiguresError(f"README.md lacks the figures block(s) {', '.join(missing)}")
    return text


# -- the command ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=GROUPS, help="measure this group only")
    parser.add_argument(
        "--quick-loop", action="store_true", help="also time the quick loop (it must pass)"
    )
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--readme", action="store_true", help="measure nothing, write the README")
    what.add_argument(
        "--check", action="store_true", help="measure nothing; exit 1 if the README is stale"
    )
    args = parser.parse_args(argv)
    try:
        measuring = not (args.readme or args.check)
        figures = load() if FIGURES.exists() or not measuring else {}
        if not (args.readme or args.check):
            if args.only in (None, "tests"):
                figures = store("tests", measure_tests(args.quick_loop))
            if args.only in (None, "app"):
                figures = store("app", measure_app())
            if args.only in (None, "engine"):
                figures = store("engine", measure_engine())
            print(json.dumps(figures, indent=2))
        readme = README.read_text(encoding="utf-8")
        written = render_readme(readme, figures)
    except FiguresError as error:
        print(f"measure_figures.py: {error}", file=sys.stderr)
        return 1
    if args.check:
        if written != readme:
            print(
                "measure_figures.py: README.md's figures differ from docs/figures.json: "
                "python build_scripts/measure_figures.py --readme",
                file=sys.stderr,
            )
            return 1
        return 0
    if written != readme:
        README.write_text(written, encoding="utf-8")
        print("README.md: figures written from docs/figures.json", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
