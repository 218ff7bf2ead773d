"""Benchmark of the exact solver on Pascal Pons' classic 7x6 sets (run by hand, not by pytest).

Solves every position of ``classic_7x6_{end,middle,begin}.txt`` (from ``tests/engine/data``, a
copy of ``../shared/benchmarks``, or ``--dir``) with a fresh transposition table per position,
as Pons' own benchmark does, and prints one JSON line per set and core:
``{"set", "core", "positions", "exact", "cpu_ms_per_position", "us_per_node", ...}``.

* ``core``: which core of :class:`~popout_desktop.engine.classic.drop_solver.ClassicSolver` ran
  (``c``, the compiled one, or ``python``); ``--core both`` runs the two on every position in turn,
  in the same run, and adds a line with their ratio.
* ``cpu_ms_per_position``: CPU time (``time.process_time``) of the solve alone, per position;
  ``build_ms_per_position`` is the CPU time of making the position from the game
  (``Position.from_game``), measured apart; ``mean_ms`` / ``median_ms`` / ``max_ms`` are wall
  time of the solve.
* ``exact`` counts the scores equal to Pons'. A position not solved within ``--time-limit``
  seconds counts as not exact (``timeouts``).

    python tests/benchmarks/bench_engine.py [--sets end middle begin] [--core both]
        [--time-limit 60] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.classic.drop_solver import CORES, ClassicSolver
from popout_desktop.engine.clock import Clock
from popout_desktop.rules import Game, Rules

DEFAULT_DIR = Path(__file__).resolve().parents[1] / "engine" / "data"


def load(path: Path) -> list[tuple[str, int]]:
    """(moves as column digits, score) per line; ``#`` starts a comment."""
    out = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            moves, score = line.split()
            out.append((moves, int(score)))
    return out


def run_set(
    name: str, path: Path, time_limit: float | None, limit: int | None, cores: list[str]
) -> list[dict[str, object]]:
    rules = Rules.preset("classic")
    data = load(path)[:limit]
    wall: dict[str, list[float]] = {core: [] for core in cores}
    cpu = dict.fromkeys(cores, 0.0)
    nodes = dict.fromkeys(cores, 0)
    exact = dict.fromkeys(cores, 0)
    timeouts = dict.fromkeys(cores, 0)
    build = 0.0
    for moves, expected in data:
        game = Game.from_notation(" ".join(f"d{c}" for c in moves), rules)
        started = time.process_time()
        position = Position.from_game(game)
        build += time.process_time() - started
        discs = len(moves)
        for core in cores:
            solver = ClassicSolver(rules, Clock.after(time_limit), core=core)
            started_cpu, started = time.process_time(), time.perf_counter()
            score = solver.solve_or_none(position.cur, position.mask, discs)
            wall[core].append(time.perf_counter() - started)
            cpu[core] += time.process_time() - started_cpu
            nodes[core] += solver.nodes
            if score is None:
                timeouts[core] += 1
            elif score == expected:
                exact[core] += 1
    rows: list[dict[str, object]] = []
    for core in cores:
        times = wall[core]
        rows.append(
            {
                "set": name,
                "core": ClassicSolver(rules, core=core).core,
                "positions": len(data),
                "exact": exact[core],
                "timeouts": timeouts[core],
                "time_limit_s": time_limit,
                "cpu_ms_per_position": round(1000 * cpu[core] / len(data), 4),
                "us_per_node": round(1e6 * cpu[core] / nodes[core], 3) if nodes[core] else None,
                "build_ms_per_position": round(1000 * build / len(data), 4),
                "mean_ms": round(1000 * sum(times) / len(data), 4),
                "median_ms": round(1000 * statistics.median(times), 4),
                "max_ms": round(1000 * max(times), 1),
                "mean_nodes": round(nodes[core] / len(data)),
                "nodes_per_s": round(nodes[core] / cpu[core]) if cpu[core] else None,
            }
        )
    if len(cores) == 2 and all(cpu.values()):
        rows.append(
            {
                "set": name,
                "python_over_c_cpu": round(cpu["python"] / cpu["c"], 1),
                "same_nodes": nodes["python"] == nodes["c"],
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
        "--core",
        choices=[*CORES, "both"],
        default="auto",
        help="the solver's core (auto: compiled where built); both: c and python in turn",
    )
    args = parser.parse_args()
    cores = ["c", "python"] if args.core == "both" else [args.core]
    for name in args.sets:
        path = args.dir / f"classic_7x6_{name}.txt"
        for row in run_set(name, path, args.time_limit, args.limit, cores):
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
