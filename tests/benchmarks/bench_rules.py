"""Benchmark of the rules engine through its public API (run by hand, not by pytest).

Plays seeded random games (``legal_moves`` + ``play``) under a preset (7x6 Pop Out by default),
then takes every move back with ``undo``, and prints one JSON line:
``{"plies_per_s": ..., "undo_per_s": ...}``. Every preset works, Pop 10 and Power Up included
(each step of a turn counts as a ply); ``--set`` changes fields of the preset's rules.

    python tests/benchmarks/bench_rules.py [--games N] [--preset NAME] [--seed S]
    python tests/benchmarks/bench_rules.py --preset power_up --set pop_out=true --set rows=7
"""

from __future__ import annotations

import argparse
import json
import random
import time

from popout_desktop.rules import PRESET_NAMES, Game, Rules

MAX_PLIES = 400  # random Pop Out (or Pop 10) games can wander; stop a game there


def parse_setting(text: str) -> tuple[str, object]:
    """``"pop_out=true"`` -> ``("pop_out", True)``; ``"rows=7"`` -> ``("rows", 7)``."""
    name, _, value = text.partition("=")
    if value.lower() in ("true", "false"):
        return name, value.lower() == "true"
    return name, int(value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--preset", default="pop_out", choices=PRESET_NAMES)
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    rules = Rules.preset(args.preset)
    overrides = dict(parse_setting(text) for text in args.set)
    if overrides:
        rules = rules.replace(**overrides)
    rng = random.Random(args.seed)
    choice = rng.choice
    plies = undos = finished = 0
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
        finished += game.result is not None
        played = game.ply
        plies += played
        start = time.perf_counter()
        for _ in range(played):
            game.undo()
        undo_time += time.perf_counter() - start
        undos += played
    report: dict[str, object] = {"preset": args.preset}
    if overrides:
        report["set"] = overrides
    report |= {
        "games": args.games,
        "finished": finished,
        "plies": plies,
        "plies_per_s": round(plies / play_time),
        "undo_per_s": round(undos / undo_time),
    }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
