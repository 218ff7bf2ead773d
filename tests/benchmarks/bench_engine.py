"""Benchmark of the exact solver on Pascal Pons' classic 7x6 sets (run by hand, not by pytest).

Solves every position of ``classic_7x6_{end,middle,begin}.txt`` (from ``tests/engine/data``, a
copy of ``../shared/benchmarks``, or ``--dir``) with a fresh transposition table per position,
as Pons' own benchmark does, and prints one JSON line per set:
``{"set", "positions", "exact", "mean_ms", "median_ms", "max_ms", "nodes_per_s", ...}``.
``exact`` counts the scores equal to Pons'. A position not solved within ``--time-limit``
seconds counts as not exact (``timeouts``).

    python tests/benchmarks/bench_engine.py [--sets end middle begin] [--time-limit 60]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from popout_desktop.engine.board import Position
from popout_desktop.engine.classic import ClassicSolver
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
    name: str, path: Path, time_limit: float | None, limit: int | None
) -> dict[str, object]:
    rules = Rules.preset("classic")
    data = load(path)[:limit]
    times, nodes = [], 0
    exact = timeouts = 0
    for moves, expected in data:
        game = Game.from_notation(" ".join(f"d{c}" for c in moves), rules)
        position = Position.from_game(game)
        discs = len(moves)
        solver = ClassicSolver(rules, Clock.after(time_limit))
        start = time.perf_counter()
        score = solver.solve_or_none(position.cur, position.mask, discs)
        times.append(time.perf_counter() - start)
        nodes += solver.nodes
        if score is None:
            timeouts += 1
        elif score == expected:
            exact += 1
    total = sum(times)
    return {
        "set": name,
        "positions": len(data),
        "exact": exact,
        "timeouts": timeouts,
        "time_limit_s": time_limit,
        "mean_ms": round(1000 * total / len(data), 3),
        "median_ms": round(1000 * statistics.median(times), 3),
        "max_ms": round(1000 * max(times), 1),
        "mean_nodes": round(nodes / len(data)),
        "nodes_per_s": round(nodes / total) if total else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    parser.add_argument("--sets", nargs="+", default=["end", "middle", "begin"])
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per position")
    parser.add_argument("--limit", type=int, help="only the first N positions of each set")
    args = parser.parse_args()
    for name in args.sets:
        result = run_set(name, args.dir / f"classic_7x6_{name}.txt", args.time_limit, args.limit)
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
