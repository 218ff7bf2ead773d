"""Round robin between the computer levels (run by hand, not by pytest).

Every pair of levels (all ten; ``--adjacent`` for the four neighbouring pairs only) plays
``--games`` games on 7x6 with repetition draws, colours alternating: ``--preset pop_out``
(the default), ``classic`` (Connect Four, no pops), ``pop_ten`` (Pop 10, target 10) or
``power_up`` (Power Up without Pop Out); ``--pairs`` plays only the pairs named. So that
deterministic levels do not replay one game over and over, each pair of games starts from the
same random opening of ``--opening`` drops (in Pop 10, setup drops into lowest columns), once with
each colour. A game still running after ``--max-plies`` plies (steps; default 200, for Pop 10
600) counts as a draw. Games run in a process pool (``--workers``, default 2).

Prints one JSON object: the settings (time limit per move, openings, ...) and per pair the
score of the stronger level (win 1, draw 0.5) and, for neighbouring levels, whether it reached
70 %; then each level's total score over all its games, and the seconds each level thought per
move (wall clock and CPU, the mean over its moves), which shows how much of its time it used.

A level's time per move is CPU time by default (``--clock cpu``: the engine's clocks read the
process's CPU time, :func:`~popout_desktop.engine.clock.use_cpu_time`), so that a loaded
machine does not change the standings; ``--clock wall`` keeps the wall clock, as in the app.

    python tests/benchmarks/bench_levels.py [--preset pop_ten] [--games 20] [--time-limit 0.5]
        [--adjacent | --pairs hard-expert,medium-hard]
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor

from popout_desktop.engine import LEVELS, best_move
from popout_desktop.engine.clock import use_cpu_time
from popout_desktop.rules import Game, Move, Rules

#: The rules of each ``--preset``: 7x6, with repetition draws.
PRESETS = {
    "pop_out": Rules(pop_out=True, repetition_draw=True),
    "classic": Rules(pop_out=False),
    "pop_ten": Rules(pop_out=False, pop_ten=True, repetition_draw=True),
    "power_up": Rules(pop_out=False, power_up=True, repetition_draw=True),
}
DEFAULT_MAX_PLIES = {"pop_out": 200, "classic": 200, "pop_ten": 600, "power_up": 200}


def play_game(task: tuple[str, str, int, float, int, int, str]) -> dict[str, object]:
    """Play one game; ``first`` moves first. Returns the winner's level or None."""
    first, second, seed, time_limit, opening, max_plies, preset = task
    rules = PRESETS[preset]
    rng = random.Random(seed)
    game = Game(rules)
    for _ in range(opening):
        if preset == "pop_out":  # as before the presets, so the openings stay the same
            game.play(Move.drop(rng.randrange(rules.columns)))
        else:
            game.play(rng.choice([move for move in game.legal_moves() if move.is_drop]))
    players = {1: first, 2: second}
    thinking = {first: 0.0, second: 0.0}
    cpu = {first: 0.0, second: 0.0}
    moves = {first: 0, second: 0}
    while not game.is_over and game.ply < max_plies:
        level = players[game.turn]
        start, start_cpu = time.perf_counter(), time.process_time()
        move = best_move(game, level=level, time_limit=time_limit, seed=rng.randrange(1 << 30))
        thinking[level] += time.perf_counter() - start
        cpu[level] += time.process_time() - start_cpu
        moves[level] += 1
        game.play(move)
    result = game.result
    winner = None if result is None or result.winner is None else players[result.winner]
    return {
        "first": first,
        "second": second,
        "winner": winner,
        "reason": None if result is None else str(result.reason),
        "plies": game.ply,
        "scores": list(game.scores),
        "thinking": thinking,
        "cpu": cpu,
        "moves_played": moves,
        "moves": game.notation(),
    }


def standings(games: list[dict[str, object]]) -> dict[str, float]:
    """Each level's score over all its games (win 1, draw 0.5), as a fraction."""
    points = dict.fromkeys(LEVELS, 0.0)
    played = dict.fromkeys(LEVELS, 0)
    for game in games:
        for side in (str(game["first"]), str(game["second"])):
            played[side] += 1
            if game["winner"] == side:
                points[side] += 1
            elif game["winner"] is None:
                points[side] += 0.5
    return {level: round(points[level] / played[level], 3) for level in LEVELS if played[level]}


def seconds_per_move(games: list[dict[str, object]], key: str) -> dict[str, float]:
    """Each level's mean seconds per move (``key``: "thinking", wall clock, or "cpu")."""
    total = dict.fromkeys(LEVELS, 0.0)
    count = dict.fromkeys(LEVELS, 0)
    for game in games:
        spent = game[key]
        played = game["moves_played"]
        assert isinstance(spent, dict) and isinstance(played, dict)
        for level, seconds in spent.items():
            total[level] += seconds
            count[level] += played[level]
    return {level: round(total[level] / count[level], 3) for level in LEVELS if count[level]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per pair (even)")
    parser.add_argument("--time-limit", type=float, default=0.5, help="seconds per move")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--opening", type=int, default=2, help="random opening drops")
    parser.add_argument("--preset", choices=sorted(PRESETS), default="pop_out")
    parser.add_argument("--max-plies", type=int, help="default: 200, for pop_ten 600")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="what a level's time per move counts: its process's CPU time (the default, the "
        "same on a loaded machine) or the wall clock",
    )
    parser.add_argument("--log", help="write every game (JSON lines) to this file")
    parser.add_argument("--adjacent", action="store_true", help="neighbouring levels only")
    parser.add_argument("--pairs", help="only these pairs, e.g. medium-hard,hard-expert")
    args = parser.parse_args()
    max_plies = args.max_plies or DEFAULT_MAX_PLIES[args.preset]

    neighbours = set(itertools.pairwise(LEVELS))
    pairs = sorted(neighbours) if args.adjacent else list(itertools.combinations(LEVELS, 2))
    if args.pairs:
        named = [tuple(sorted(p.split("-"), key=LEVELS.index)) for p in args.pairs.split(",")]
        pairs = [(weaker, stronger) for weaker, stronger in named]
    tasks = []
    for weaker, stronger in pairs:
        for i in range(args.games):
            seed = args.seed * 100_003 + i // 2  # the same opening for both colours
            first, second = (stronger, weaker) if i % 2 == 0 else (weaker, stronger)
            tasks.append(
                (first, second, seed, args.time_limit, args.opening, max_plies, args.preset)
            )
    started = time.perf_counter()
    initializer = use_cpu_time if args.clock == "cpu" else None
    with ProcessPoolExecutor(max_workers=args.workers, initializer=initializer) as pool:
        games = list(pool.map(play_game, tasks))
    elapsed = time.perf_counter() - started
    if args.log:
        with open(args.log, "w") as log:
            for game in games:
                log.write(json.dumps(game) + "\n")

    table = []
    for weaker, stronger in pairs:
        played = [g for g in games if {g["first"], g["second"]} == {weaker, stronger}]
        wins = sum(1 for g in played if g["winner"] == stronger)
        losses = sum(1 for g in played if g["winner"] == weaker)
        draws = len(played) - wins - losses
        score = wins + 0.5 * draws
        table.append(
            {
                "stronger": stronger,
                "weaker": weaker,
                "games": len(played),
                "wins": wins,
                "draws": draws,
                "losses": losses,
                "score": score / len(played),
                "ok": score / len(played) >= 0.7 if (weaker, stronger) in neighbours else None,
                "mean_plies": round(sum(int(str(g["plies"])) for g in played) / len(played), 1),
            }
        )
    print(
        json.dumps(
            {
                "preset": args.preset,
                "rules": str(PRESETS[args.preset]),
                "time_limit_s": args.time_limit,
                "games_per_pair": args.games,
                "opening_random_drops": args.opening,
                "max_plies_then_draw": max_plies,
                "workers": args.workers,
                "clock": args.clock,
                "elapsed_s": round(elapsed, 1),
                "table": table,
                "standings": standings(games),
                "seconds_per_move": seconds_per_move(games, "thinking"),
                "cpu_seconds_per_move": seconds_per_move(games, "cpu"),
                "neighbours_ok": all(row["ok"] for row in table if row["ok"] is not None),
            }
        )
    )


if __name__ == "__main__":
    main()
