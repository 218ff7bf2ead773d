"""Benchmark of the game review (run by hand, not by pytest): a 40-move 7x6 Pop Out game
reviewed in this process at the default time per move (issue 17: under 30 s on this machine).

The game is fixed (:data:`GAME`): Medium against Medium, ``best_move(game, level="medium",
time_limit=0.2, seed=52000 + ply)`` from the start, four pops among its 40 moves, not yet over.
Prints one JSON object: the settings, the seconds in total, per move (mean and slowest), how
many moves were marked and with what, how many standings were exact, and whether the total is
under the 30 s the issue asks for.

    nice python tests/benchmarks/bench_review.py [--time-per-move 0.7] [--moves 40]
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from typing import Any

import popout_desktop.engine.review as review_module
from popout_desktop.engine.analysis import Analysis, analyze
from popout_desktop.engine.review import DEFAULT_TIME_PER_MOVE, review_game, summarize
from popout_desktop.rules import Game, Rules

#: Medium against Medium on 7x6 Pop Out, 40 moves (see the module).
GAME = (
    "d3 d3 d6 d5 d1 d4 d5 d2 d6 d6 d6 d5 d3 d5 d2 d1 d3 d5 d5 d3 "
    "d3 p5 p3 d3 d2 d2 d6 d2 d1 d1 d5 d7 d6 d7 d2 p3 d1 d3 d1 p2"
)
#: The issue's budget for reviewing the 40-move game.
BUDGET = 30.0


def run(time_per_move: float, moves: int) -> dict[str, Any]:
    """Review the first ``moves`` moves of :data:`GAME`; the figures as a dict."""
    game = Game.from_notation(" ".join(GAME.split()[:moves]), Rules.preset("pop_out"))
    durations: list[float] = []
    original = analyze

    def timed(before: Game, **options: Any) -> Analysis:
        start = time.perf_counter()
        try:
            return original(before, **options)
        finally:
            durations.append(time.perf_counter() - start)

    setattr(review_module, "analyze", timed)  # each move's analysis timed  # noqa: B010
    try:
        start = time.perf_counter()
        reviews = review_game(game, time_per_move=time_per_move)
        total = time.perf_counter() - start
    finally:
        setattr(review_module, "analyze", original)  # noqa: B010
    marks = Counter(str(r.mark) for r in reviews if r.mark is not None)
    summary = summarize(reviews)
    return {
        "benchmark": "review",
        "rules": "pop_out 7x6",
        "moves": game.ply,
        "time_per_move": time_per_move,
        "seconds": round(total, 2),
        "per_move_mean": round(total / max(1, game.ply), 3),
        "per_move_max": round(max(durations, default=0.0), 3),
        "marked": sum(marks.values()),
        "marks": dict(sorted(marks.items())),
        "exact_standings": sum(r.standing_exact for r in reviews),
        "accuracy": {str(p): round(s.accuracy, 1) for p, s in summary.items()},
        "budget_s": BUDGET,
        "under_budget": total < BUDGET,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--time-per-move", type=float, default=DEFAULT_TIME_PER_MOVE)
    parser.add_argument("--moves", type=int, default=40, choices=range(1, 41), metavar="1..40")
    args = parser.parse_args()
    print(json.dumps(run(args.time_per_move, args.moves)), flush=True)


if __name__ == "__main__":
    main()
