"""How often Expert's move choice proves the outcome on 7x6 Pop Out, before and after the
compiled exact search joined it (issue 19, point 5; run by hand, not by pytest).

The positions are the session-8 spike's (``bench_popout.py``): ``--positions`` (100) seeded
(``--seed`` 5) random drop / pop games of 6-14 plies on 7x6 Pop Out, still in play. For each,
Expert's move choice (:func:`~popout_desktop.engine.levels.expert_decision`, the opening book
left out) runs with ``--seconds`` (1) of time and a fresh exact-search table; it is counted as
proving the position when it plays a proven win or proves every move lost.

The time is CPU time by default, so that the figure holds on a loaded machine: the engine's
clocks read ``time.process_time`` (:func:`~popout_desktop.engine.clock.use_cpu_time`; the
compiled cores then poll the clock every 1024 nodes, as they read a deadline).
``--wall`` keeps the real clocks (a wall-clock second, however loaded the machine is).

**before**: the route without the compiled proofs (``POPOUT_ENGINE_CORE=python``: the
depth-limited search proves what it can); **after**: the route as shipped (the root proof, then
each move proved, then the search).
The two runs are interleaved position by position. Where the spike's exact value of a position
is given (``--values``, its ``bench_popout.jsonl``), each proof is checked against it.

Prints one JSON line per position, then a summary: the counts proved before and after, and the
CPU seconds (total and per position).

    nice python tests/benchmarks/bench_expert_proof.py [--positions 100] [--seconds 1]
        [--seed 5] [--values /work/notes/spike8/bench_popout.jsonl] [--wall]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: tests.benchmarks

from popout_desktop.engine import solver
from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.clock import Clock, use_cpu_time
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.engine.levels import expert_decision
from popout_desktop.rules import Game
from tests.benchmarks.bench_popout import random_games  # the exact search bench's positions


def run(game: Game, core: str, seconds: float) -> dict[str, object]:
    """Expert's move choice on ``game`` with ``core`` as ``POPOUT_ENGINE_CORE``."""
    previous = os.environ.get(CORE_VARIABLE)
    os.environ[CORE_VARIABLE] = core
    solver._cyclic.clear()  # a fresh table, as in a new game
    try:
        position = Position.from_game(game)
        t0 = time.process_time()
        clock = Clock.after(seconds)
        decision = expert_decision(position, clock)
        cpu = time.process_time() - t0
    finally:
        if previous is None:
            del os.environ[CORE_VARIABLE]
        else:
            os.environ[CORE_VARIABLE] = previous
    return {"proven": decision.proven, "code": decision.code, "cpu_s": round(cpu, 4)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--values", type=Path, default=None)
    parser.add_argument("--wall", action="store_true", help="wall-clock time, not CPU time")
    args = parser.parse_args()
    if not args.wall:
        use_cpu_time()
    known: dict[str, int | None] = {}
    if args.values is not None:
        for line in args.values.read_text().splitlines():
            row = json.loads(line)
            if "notation" in row:
                known[row["notation"]] = row["c"]["value"]
    games = random_games(args.positions, args.seed)
    rows = []
    for i, game in enumerate(games):
        notation = game.notation()
        before = run(game, "python", args.seconds)
        after = run(game, "auto", args.seconds)
        value = known.get(notation)
        row = {"i": i, "notation": notation, "value": value, "before": before, "after": after}
        rows.append(row)
        print(json.dumps(row), flush=True)

    def agrees(result: dict[str, object], value: int | None) -> bool:
        proven = result["proven"]
        return proven is None or value is None or proven == (value > 0) - (value < 0)

    summary = {
        "positions": len(rows),
        "seconds_each": args.seconds,
        "clock": "wall" if args.wall else "cpu",
        "proved_before": sum(r["before"]["proven"] is not None for r in rows),
        "proved_after": sum(r["after"]["proven"] is not None for r in rows),
        "wins_after": sum(r["after"]["proven"] == 1 for r in rows),
        "losses_after": sum(r["after"]["proven"] == -1 for r in rows),
        "disagreements_with_known_values": sum(
            not agrees(r[side], r["value"]) for r in rows for side in ("before", "after")
        ),
        "cpu_s_before": round(sum(float(r["before"]["cpu_s"]) for r in rows), 2),
        "cpu_s_after": round(sum(float(r["after"]["cpu_s"]) for r in rows), 2),
    }
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
