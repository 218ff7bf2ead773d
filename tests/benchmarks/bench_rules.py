"""Benchmark of the rules engine through its public API (run by hand, not by pytest).

Plays seeded random games (``legal_moves`` + ``play``) on 7x6 Pop Out, then takes every move back
with ``undo``, and prints one JSON line: ``{"plies_per_s": ..., "undo_per_s": ...}``.

    python tests/benchmarks/bench_rules.py [--games N] [--preset NAME] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import random
import time

from popout_desktop.rules import Game, Rules

MAX_PLIES = 400  # random Pop Out games can wander; stop a game there


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--preset", default="pop_out")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rules = Rules.preset(args.preset)
    rng = random.Random(args.seed)
    choice = rng.choice
    plies = undos = 0
    play_time = undo_time = 0.0
    for _ in range(args.games):
        game = Game(rules)
        start = time.perf_counter()
        for _ in range(MAX_PLIES):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(choice(moves))
        play_time += time.perf_counter() - start
        played = game.ply
        plies += played
        start = time.perf_counter()
        for _ in range(played):
            game.undo()
        undo_time += time.perf_counter() - start
        undos += played
    print(
        json.dumps(
            {
                "preset": args.preset,
                "games": args.games,
                "plies": plies,
                "plies_per_s": round(plies / play_time),
                "undo_per_s": round(undos / undo_time),
            }
        )
    )


if __name__ == "__main__":
    main()
