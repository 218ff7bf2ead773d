"""Benchmark of Pop Out's exact search on both cores (run by hand, not by pytest): issue 19,
points 1 and 5.

``--positions`` seeded random 7x6 Pop Out positions at plies 6-14 (random drop/pop games, positions
not already over), each solved by :func:`popout_desktop.engine.solver.solve` — the real route:
``Position.from_game``, the win-at-once check, ``solve_cyclic``, ``cyclic_search``'s exact search
(:func:`~popout_desktop.engine.classic.compiled_search.exact_search`), ``solve_by_search`` — with
``--seconds`` of CPU time each (``stop=lambda: time.process_time() >= t0 + seconds``, polled every
1024 nodes by both cores) and a fresh table (``solver``'s cache emptied). ``--core both`` runs the
two cores on every position in turn (``POPOUT_ENGINE_CORE``), in the same run. Prints JSON lines:
with ``--each``, one per position; then one per core:
``{"core", "positions", "solved", "cpu_ms_per_position", "median_ms_per_position",
"cpu_ms_per_position_all", "us_per_node", "nodes", ...}``; with both cores, one comparing them.

* ``core``: the core that ran (``c``: the compiled one, or ``python``).
* ``solved``: positions whose exact value was found within the CPU allowance (a win at once
  counts: ``solve_cyclic`` returns it without a search). A drawn 7x6 position is never proved
  by the search, so it runs until the allowance in either core.
* ``cpu_ms_per_position`` / ``median_ms_per_position``: CPU time per position, mean and median,
  over the positions every core ran solved (the same positions for each core);
  ``cpu_ms_per_position_all`` over all (each at most ``--seconds``).
* ``us_per_node``: CPU microseconds per node searched, over all positions.
* The comparison line: whether the values agree and the node counts are equal where both
  solved, and the ratios.

    nice python tests/benchmarks/bench_popout.py [--core c|python|both] [--positions 100]
        [--seconds 1] [--seed 5] [--each]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

from popout_desktop.engine import solver
from popout_desktop.engine.classic.compiled_search import (
    CompiledSearch,
    ExactSearch,
    Poisoned,
    exact_search,
)
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.rules import Game, Rules


def random_games(count: int, seed: int) -> list[Game]:
    """``count`` games of 6-14 random moves on 7x6 Pop Out, not over."""
    rng = random.Random(seed)
    rules = Rules.preset("pop_out")
    games: list[Game] = []
    while len(games) < count:
        game = Game(rules)
        for _ in range(rng.randrange(6, 15)):
            game.play(rng.choice(list(game.legal_moves())))
            if game.is_over:
                break
        if not game.is_over:
            games.append(game)
    return games


class Recorder:
    """Stands in for ``solver.exact_search``: builds the search as it does and keeps the last
    one, to read its node count and which class ran."""

    def __init__(self) -> None:
        self.original = exact_search
        self.last: ExactSearch | None = None

    def __call__(
        self,
        lay: Layout,
        *,
        poisoned: Poisoned | None = None,
        clock: Any = None,
        max_entries: int = 0,
        core: str | None = None,
    ) -> ExactSearch:
        self.last = self.original(
            lay, poisoned=poisoned, clock=clock, max_entries=max_entries, core=core
        )
        return self.last


def solve_one(game: Game, core: str, seconds: float, recorder: Recorder) -> dict[str, Any]:
    """``solver.solve`` on ``core`` with a fresh table and ``seconds`` of CPU time."""
    os.environ[CORE_VARIABLE] = core
    solver._cyclic.clear()
    recorder.last = None
    t0 = time.process_time()
    value: int | None
    try:
        value = solver.solve(game, stop=lambda: time.process_time() >= t0 + seconds)
    except TimeoutError:
        value = None
    cpu = time.process_time() - t0
    search = recorder.last
    ran = core if search is None else ("c" if isinstance(search, CompiledSearch) else "python")
    return {
        "value": value,
        "cpu_ms": cpu * 1e3,
        "nodes": 0 if search is None else search.nodes,
        "ran": ran,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--core", choices=["c", "python", "both"], default="both")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per position")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--each", action="store_true", help="a JSON line per position")
    args = parser.parse_args()
    cores = ["python", "c"] if args.core == "both" else [args.core]
    games = random_games(args.positions, args.seed)
    recorder = Recorder()
    vars(solver)["exact_search"] = recorder  # what cyclic_search calls
    saved = os.environ.get(CORE_VARIABLE)
    rows: list[dict[str, Any]] = []
    try:
        for index, game in enumerate(games):
            row: dict[str, Any] = {"i": index, "plies": len(game.moves), "moves": game.notation()}
            for core in cores:
                row[core] = solve_one(game, core, args.seconds, recorder)
            rows.append(row)
            if args.each:
                print(json.dumps(row), flush=True)
    finally:
        vars(solver)["exact_search"] = recorder.original
        if saved is None:
            os.environ.pop(CORE_VARIABLE, None)
        else:
            os.environ[CORE_VARIABLE] = saved
    every = [r for r in rows if all(r[core]["value"] is not None for core in cores)]
    summary: dict[str, dict[str, Any]] = {}
    for core in cores:
        ran = sorted({r[core]["ran"] for r in rows if r[core]["nodes"]})
        nodes = sum(r[core]["nodes"] for r in rows)
        cpu_all = sum(r[core]["cpu_ms"] for r in rows)
        times = [r[core]["cpu_ms"] for r in every]
        summary[core] = {
            "core": ran[0] if len(ran) == 1 else "/".join(ran) or core,
            "board": "7x6 Pop Out",
            "positions": len(rows),
            "seconds_cpu_each": args.seconds,
            "solved": sum(r[core]["value"] is not None for r in rows),
            "solved_by_every_core": len(every),
            "cpu_ms_per_position": round(statistics.fmean(times), 3) if times else None,
            "median_ms_per_position": round(statistics.median(times), 3) if times else None,
            "cpu_ms_per_position_all": round(cpu_all / len(rows), 3) if rows else None,
            "us_per_node": round(cpu_all * 1e3 / nodes, 3) if nodes else None,
            "nodes": nodes,
            "seed": args.seed,
        }
        print(json.dumps(summary[core]), flush=True)
    if len(cores) == 2:
        python, c = summary["python"], summary["c"]
        only_c = [
            r["c"]["cpu_ms"]
            for r in rows
            if r["c"]["value"] is not None and r["python"]["value"] is None
        ]
        equal = sum(r["python"]["nodes"] == r["c"]["nodes"] for r in every)
        print(
            json.dumps(
                {
                    "compare": "python/c",
                    "solved": f"{python['solved']} -> {c['solved']}",
                    "values_agree_where_both": all(
                        r["python"]["value"] == r["c"]["value"] for r in every
                    ),
                    "nodes_equal_where_both": f"{equal}/{len(every)}",
                    "cpu_ms_per_position_ratio": round(
                        python["cpu_ms_per_position"] / c["cpu_ms_per_position"], 1
                    )
                    if every and c["cpu_ms_per_position"]
                    else None,
                    "us_per_node_ratio": round(python["us_per_node"] / c["us_per_node"], 1)
                    if python["us_per_node"] and c["us_per_node"]
                    else None,
                    "solved_by_c_only_max_ms": round(max(only_c), 1) if only_c else None,
                }
            ),
            flush=True,
        )


if __name__ == "__main__":
    main()
