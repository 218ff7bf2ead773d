"""Benchmark of the exact solver on Pascal Pons' classic 7x6 sets (run by hand, not by pytest).

Solves every position of ``classic_7x6_{end,middle,begin}.txt`` (from ``tests/engine/data``, a
copy of ``../shared/benchmarks``, or ``--dir``) in one or both of two modes, position by
position in turn (``--mode both``, the default: the machine's load weighs on both alike):

* **fresh**: a new :class:`~popout_desktop.engine.classic.drop_solver.ClassicSolver` (a fresh
  transposition table) per position, as Pons' own benchmark does (``solver.reset()`` before
  each line of his ``main.cpp``); only the solve is timed, not making the position;
* **kept**: the public API exactly as the app calls it, :func:`popout_desktop.engine.solve` on
  the :class:`~popout_desktop.rules.Game` with a time limit, one cached solver and its table
  kept across all the positions of a set (emptied once at the start of each set); everything
  the call does is timed, reading the position from the game included.

It prints one JSON line per set, mode and core, then per set one comparing the modes:

* ``core``: which core of the classic solver ran (``c``, the compiled one, or ``python``);
  ``--core both`` runs the two on every position in turn, in the same run, and adds a line with
  their ratio (fresh mode only, the default with ``--core both``: the public API runs one core,
  ``POPOUT_ENGINE_CORE``'s, which ``--core c`` or ``--core python`` sets for the kept mode);
* ``cpu_ms_per_position``: CPU time (``time.process_time``) per position; in the fresh mode
  ``build_ms_per_position`` is the CPU time of making the position from the game
  (``Position.from_game``), measured apart; ``mean_ms`` / ``median_ms`` / ``max_ms`` are wall
  time;
* ``exact`` counts the scores equal to Pons'. A position not solved within ``--time-limit``
  seconds counts as not exact (``timeouts``);
* the comparing line: ``kept_over_fresh`` (kept CPU time over fresh), the same with the fresh
  mode's building of the position added (``kept_over_fresh_and_build``), and
  ``kept_over_pons`` = ``kept_over_fresh`` x ``fresh_over_pons``: Pons' own solver is not run
  here, so his time comes from :data:`FRESH_OVER_PONS`, the fresh mode's ratio to Pons measured
  by the referee of issue 33 (null for a set it gives no figure for).

    python tests/benchmarks/bench_engine.py [--sets end middle begin] [--mode fresh|kept|both]
        [--core auto|c|python|both] [--time-limit 60] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from popout_desktop.engine import solve
from popout_desktop.engine import solver as public_solver
from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.classic.drop_solver import CORE_VARIABLE, CORES, ClassicSolver
from popout_desktop.engine.clock import Clock
from popout_desktop.rules import Game, Rules

DEFAULT_DIR = Path(__file__).resolve().parents[1] / "engine" / "data"
MODES: Final = ("fresh", "kept")

#: CPU time per position of the fresh mode (compiled core) over Pascal Pons' C++ solver's on the
#: same positions, as issue 33 states it: "0.51-0.52x Pons on the middle set and about 0.5x on
#: the end set (fresh tables, compiled core, interleaved runs)", measured by the issue's referee
#: on another machine, where Pons' solver was built (it is not on this one). The begin set has
#: no such figure.
FRESH_OVER_PONS: Final = {"end": 0.50, "middle": 0.515}
#: Positions solved by one mode (and core) before the other takes the next as many: the CPU
#: clock is read once a batch (reading it costs about a microsecond, a fair share of an easy
#: position's solve), and batches keep the modes' runs interleaved.
BATCH: Final = 20


def load(path: Path) -> list[tuple[str, int]]:
    """(moves as column digits, score) per line; ``#`` starts a comment."""
    out = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            moves, score = line.split()
            out.append((moves, int(score)))
    return out


@dataclass
class Tally:
    """One mode and core's measurements over a set."""

    wall: list[float] = field(default_factory=list)
    cpu: float = 0.0
    nodes: int = 0
    exact: int = 0
    timeouts: int = 0

    def add(self, score: int | None, expected: int, wall: float, nodes: int) -> None:
        self.wall.append(wall)
        self.nodes += nodes
        if score is None:
            self.timeouts += 1
        elif score == expected:
            self.exact += 1

    def row(self, name: str, mode: str, core: str, positions: int) -> dict[str, object]:
        times = self.wall
        return {
            "set": name,
            "mode": mode,
            "core": core,
            "positions": positions,
            "exact": self.exact,
            "timeouts": self.timeouts,
            "cpu_ms_per_position": round(1000 * self.cpu / positions, 4),
            "us_per_node": round(1e6 * self.cpu / self.nodes, 3) if self.nodes else None,
            "mean_ms": round(1000 * sum(times) / positions, 4),
            "median_ms": round(1000 * statistics.median(times), 4),
            "max_ms": round(1000 * max(times), 1),
            "mean_nodes": round(self.nodes / positions),
            "nodes_per_s": round(self.nodes / self.cpu) if self.cpu else None,
        }


def solve_fresh(
    rules: Rules,
    batch: list[tuple[Position, int, int]],
    core: str,
    time_limit: float | None,
    tally: Tally,
) -> None:
    """Solve a batch of ``(position, discs, expected score)``, a fresh table each (the solvers
    are made before the clock starts)."""
    solvers = [ClassicSolver(rules, Clock.after(time_limit), core=core) for _ in batch]
    results = []
    started_cpu = time.process_time()
    for solver, (position, discs, _) in zip(solvers, batch, strict=True):
        started = time.perf_counter()
        score = solver.solve_or_none(position.cur, position.mask, discs)
        results.append((score, time.perf_counter() - started))
    tally.cpu += time.process_time() - started_cpu
    for solver, (score, wall), (_, _, expected) in zip(solvers, results, batch, strict=True):
        tally.add(score, expected, wall, solver.nodes)


def solve_kept(
    rules: Rules, batch: list[tuple[Game, int]], time_limit: float | None, tally: Tally
) -> None:
    """Solve a batch of ``(game, expected score)`` through the public API, the cached solver's
    table kept from the positions before."""
    results: list[tuple[int | None, float, int]] = []
    started_cpu = time.process_time()
    for game, _ in batch:
        before = public_solver._classic.get(rules)
        nodes_before = before.nodes if before is not None else 0
        started = time.perf_counter()
        try:
            score: int | None = solve(game, time_limit=time_limit)
        except TimeoutError:
            score = None
        wall = time.perf_counter() - started
        after = public_solver._classic[rules]
        results.append((score, wall, after.nodes - (nodes_before if after is before else 0)))
    tally.cpu += time.process_time() - started_cpu
    for (score, wall, nodes), (_, expected) in zip(results, batch, strict=True):
        tally.add(score, expected, wall, nodes)


def run_set(
    name: str,
    path: Path,
    time_limit: float | None,
    limit: int | None,
    cores: list[str],
    modes: list[str],
) -> list[dict[str, object]]:
    rules = Rules.preset("classic")
    data = load(path)[:limit]
    fresh = {core: Tally() for core in cores}
    kept = Tally()
    build = 0.0
    # Warm-up, untimed: the board's layout and generated code are made once per process.
    Position.from_game(Game(rules))
    for core in cores:
        ClassicSolver(rules, core=core)
    public_solver._classic.pop(rules, None)  # the kept mode starts each set with an empty table
    for first in range(0, len(data), BATCH):
        games = [
            (Game.from_notation(" ".join(f"d{c}" for c in moves), rules), expected)
            for moves, expected in data[first : first + BATCH]
        ]
        if "fresh" in modes:
            started = time.process_time()
            built = [Position.from_game(game) for game, _ in games]
            build += time.process_time() - started
            batch = [
                (position, len(game.moves), expected)
                for position, (game, expected) in zip(built, games, strict=True)
            ]
            for core in cores:
                solve_fresh(rules, batch, core, time_limit, fresh[core])
        if "kept" in modes:
            solve_kept(rules, games, time_limit, kept)
    positions = len(data)
    rows: list[dict[str, object]] = []
    core_names = {core: ClassicSolver(rules, core=core).core for core in cores}
    if "fresh" in modes:
        for core in cores:
            row = fresh[core].row(name, "fresh", core_names[core], positions)
            row["build_ms_per_position"] = round(1000 * build / positions, 4)
            row["time_limit_s"] = time_limit
            rows.append(row)
        if len(cores) == 2 and all(fresh[core].cpu for core in cores):
            rows.append(
                {
                    "set": name,
                    "mode": "fresh",
                    "python_over_c_cpu": round(fresh["python"].cpu / fresh["c"].cpu, 1),
                    "same_nodes": fresh["python"].nodes == fresh["c"].nodes,
                }
            )
    if "kept" in modes:
        cached = public_solver._classic[rules]
        row = kept.row(name, "kept", cached.core, positions)
        row["table_size_at_end"] = cached.table_size
        row["time_limit_s"] = time_limit
        rows.append(row)
        if "fresh" in modes and fresh[cores[0]].cpu:
            fresh_cpu = fresh[cores[0]].cpu
            ratio = kept.cpu / fresh_cpu
            pons = FRESH_OVER_PONS.get(name)
            rows.append(
                {
                    "set": name,
                    "compare": "kept/fresh",
                    "core": core_names[cores[0]],
                    "kept_over_fresh": round(ratio, 3),
                    "kept_over_fresh_and_build": round(kept.cpu / (fresh_cpu + build), 3),
                    "same_nodes": kept.nodes == fresh[cores[0]].nodes,
                    "fresh_over_pons": pons,
                    "kept_over_pons": round(ratio * pons, 3) if pons is not None else None,
                    "fresh_over_pons_source": "issue 33 (FRESH_OVER_PONS)",
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    parser.add_argument("--sets", nargs="+", default=["end", "middle", "begin"])
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per position")
    parser.add_argument("--limit", type=int, help="only the first N positions of each set")
    parser.add_argument(
        "--mode",
        choices=[*MODES, "both"],
        help="fresh: a new table per position; kept: the public API, its table kept (see above);"
        " default both, or fresh with --core both",
    )
    parser.add_argument(
        "--core",
        choices=[*CORES, "both"],
        default="auto",
        help="the solver's core (auto: compiled where built); both: c and python in turn",
    )
    args = parser.parse_args()
    mode = args.mode or ("fresh" if args.core == "both" else "both")
    modes = list(MODES) if mode == "both" else [mode]
    cores = ["c", "python"] if args.core == "both" else [args.core]
    if "kept" in modes:
        if args.core == "both":
            parser.error("the kept mode runs the public API's one core: --core c or python")
        if args.core != "auto":
            os.environ[CORE_VARIABLE] = args.core
    for name in args.sets:
        path = args.dir / f"classic_7x6_{name}.txt"
        for row in run_set(name, path, args.time_limit, args.limit, cores, modes):
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
