"""Benchmark of the depth-limited search behind :func:`~popout_desktop.engine.think.think` on
both cores (run by hand, not by pytest): issue 19, point 2.

``--positions`` seeded (``--seed``) random positions of classic 7x6 at plies 4-12 (random drops,
no win at once, not over) and as many of 7x6 Pop Out (random drops and pops, plies 4-12). Each
position is thought about by :func:`think` on each core in turn (``core="python"`` and
``core="c"``), in the same run:

* ``--seconds`` (0.5) of CPU time: the clock is a stop callable
  ``lambda: time.process_time() >= t0 + seconds`` (polled every 1024 nodes by both cores), so the
  figures hold on a loaded machine. Reported: the depth completed (:attr:`Thought.depth`), the
  nodes, the CPU time.
* ``--depth D`` instead: every depth up to ``D`` with no time limit; the two cores must give the
  same Thought (values, depths, best move, nodes), which is reported as ``same``.

Prints one JSON line per position with ``--each``, then one per set and core:
``{"set", "core", "positions", "us_per_node", "mean_depth", "depths", "nodes", "cpu_s"}``
(``depths``: how many positions reached each depth), and one comparing the cores of each set
(``node_speed_ratio``: Python's CPU microseconds per node over the compiled core's).

    nice python tests/benchmarks/bench_think.py [--positions 20] [--seconds 0.5] [--seed 7]
        [--depth D] [--each]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from typing import Any

from popout_desktop.engine.classic.board import WIN, Position
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.think import Thought, think
from popout_desktop.rules import Rules

SETS = {"classic 7x6": Rules.preset("classic"), "7x6 Pop Out": Rules.preset("pop_out")}
CORES = ("python", "c")


def random_positions(rules: Rules, count: int, rng: random.Random) -> list[Position]:
    """``count`` positions after 4-12 random moves of ``rules``, in play, no win at once."""
    positions: list[Position] = []
    while len(positions) < count:
        position = Position(rules)
        for _ in range(rng.randrange(4, 13)):
            position.play(rng.choice(position.children())[0])
            if position.result is not None:
                break
        if position.result is None and all(c[1] != WIN for c in position.children()):
            positions.append(position)
    return positions


def think_once(position: Position, core: str, seconds: float, depth: int | None) -> Thought:
    """:func:`think` on ``core``: ``seconds`` of CPU time, or every depth up to ``depth``."""
    if depth is not None:
        return think(position, Clock.unlimited(), max_depth=depth, core=core)
    t0 = time.process_time()
    return think(position, Clock(None, stop=lambda: time.process_time() >= t0 + seconds), core=core)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=0.5, help="CPU seconds per think()")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--depth", type=int, default=None, help="fixed depths, no clock")
    parser.add_argument("--each", action="store_true", help="a line per position")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for name, rules in SETS.items():
        positions = random_positions(rules, args.positions, rng)
        totals: dict[str, dict[str, Any]] = {
            core: {"cpu": 0.0, "nodes": 0, "depths": []} for core in CORES
        }
        same = 0
        for index, position in enumerate(positions):
            thoughts: dict[str, Thought] = {}
            row: dict[str, Any] = {
                "set": name,
                "position": index,
                "discs": position.mask.bit_count(),
            }
            for core in CORES:
                t0 = time.process_time()
                thought = think_once(position, core, args.seconds, args.depth)
                cpu = time.process_time() - t0
                thoughts[core] = thought
                total = totals[core]
                total["cpu"] += cpu
                total["nodes"] += thought.nodes
                total["depths"].append(thought.depth)
                row[core] = {
                    "depth": thought.depth,
                    "nodes": thought.nodes,
                    "cpu_ms": round(cpu * 1e3, 1),
                    "best": thought.best_code,
                }
            if thoughts["python"] == thoughts["c"]:
                same += 1
            if args.each:
                print(json.dumps(row), flush=True)
        for core in CORES:
            total = totals[core]
            print(
                json.dumps(
                    {
                        "set": name,
                        "core": core,
                        "positions": len(positions),
                        "seconds_cpu_each": None if args.depth else args.seconds,
                        "fixed_depth": args.depth,
                        "us_per_node": round(total["cpu"] / max(1, total["nodes"]) * 1e6, 3),
                        "mean_depth": round(statistics.mean(total["depths"]), 2),
                        "depths": dict(sorted(Counter(total["depths"]).items())),
                        "nodes": total["nodes"],
                        "cpu_s": round(total["cpu"], 2),
                        "seed": args.seed,
                    }
                ),
                flush=True,
            )
        py, c = totals["python"], totals["c"]
        py_us = py["cpu"] / max(1, py["nodes"])
        c_us = c["cpu"] / max(1, c["nodes"])
        compare: dict[str, Any] = {
            "set": name,
            "compare": "python/c",
            "node_speed_ratio": round(py_us / c_us, 1) if c_us else None,
            "mean_depth_gain": round(
                statistics.mean(c["depths"]) - statistics.mean(py["depths"]), 2
            ),
        }
        if args.depth is not None:
            compare["same_thought"] = f"{same}/{len(positions)}"
            compare["cpu_ratio"] = round(py["cpu"] / c["cpu"], 1) if c["cpu"] else None
        print(json.dumps(compare), flush=True)


if __name__ == "__main__":
    main()
