"""Hard against a fixed-depth alpha-beta of our own in classic 7x6 (run by hand, not by pytest).

The opponent is the engine's own depth-limited search (:func:`~popout_desktop.engine.think.think`:
negamax, alpha-beta, the transposition table and move ordering, the same evaluation) at a fixed
``--depth`` (default 8) with no time limit, a fresh search for every move, so it is
deterministic. Hard plays as in the game: :func:`~popout_desktop.engine.best_move` with
``level="hard"`` at ``--time-limit`` seconds per move (default 1.0, the computer seat's time per
move in the app), a new seed each move. ``--games`` games (even; default 20) start from random
openings of ``--opening`` drops (default 4), each opening once with each colour.

Prints one JSON object: the settings, Hard's wins, draws and losses, its score (win 1, draw 0.5)
as a fraction and whether it reached 70 %, the mean seconds per move of each side (wall clock and
CPU), and every game.

A level's time per move is CPU time by default (``--clock cpu``: the engine's clocks read the
process's CPU time, :func:`~popout_desktop.engine.clock.use_cpu_time`), so that a loaded
machine does not change the standings; ``--clock wall`` keeps the wall clock, as in the app.

    python tests/benchmarks/bench_hard_vs_depth.py [--games 20] [--depth 8] [--time-limit 1.0]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor

from popout_desktop.engine import best_move
from popout_desktop.engine.classic.board import Position, move_of
from popout_desktop.engine.clock import Clock, use_cpu_time
from popout_desktop.engine.think import think
from popout_desktop.rules import Game, Move, Rules

RULES = Rules.preset("classic")


def fixed_depth_move(game: Game, depth: int) -> Move:
    """The move of a plain depth-limited alpha-beta search ``depth`` plies deep."""
    thought = think(Position.from_game(game), Clock.unlimited(), max_depth=depth)
    return move_of(thought.best())


def play_game(task: tuple[int, bool, int, float, int]) -> dict[str, object]:
    """One game from the opening of ``seed``; ``hard_first`` says who moves first."""
    seed, hard_first, depth, time_limit, opening = task
    rng = random.Random(seed)
    game = Game(RULES)
    for _ in range(opening):
        game.play(rng.choice([move for move in game.legal_moves() if move.is_drop]))
    hard = game.turn if hard_first else 3 - game.turn
    spent = {"hard": [0.0, 0.0, 0], "depth": [0.0, 0.0, 0]}
    move_rng = random.Random(seed * 7919 + hard_first)
    while not game.is_over:
        side = "hard" if game.turn == hard else "depth"
        start, start_cpu = time.perf_counter(), time.process_time()
        if side == "hard":
            move = best_move(
                game, level="hard", time_limit=time_limit, seed=move_rng.randrange(1 << 30)
            )
        else:
            move = fixed_depth_move(game, depth)
        spent[side][0] += time.perf_counter() - start
        spent[side][1] += time.process_time() - start_cpu
        spent[side][2] += 1
        game.play(move)
    result = game.result
    assert result is not None
    outcome = "draw" if result.winner is None else ("win" if result.winner == hard else "loss")
    return {
        "seed": seed,
        "hard_first": hard_first,
        "outcome": outcome,
        "plies": game.ply,
        "spent": spent,
        "moves": game.notation(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games (even)")
    parser.add_argument("--depth", type=int, default=8, help="the opponent's fixed depth")
    parser.add_argument("--time-limit", type=float, default=1.0, help="Hard's seconds per move")
    parser.add_argument("--opening", type=int, default=4, help="random opening drops")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="what a level's time per move counts: its process's CPU time (the default, the "
        "same on a loaded machine) or the wall clock",
    )
    args = parser.parse_args()
    tasks = [
        (args.seed * 100_003 + i // 2, i % 2 == 0, args.depth, args.time_limit, args.opening)
        for i in range(args.games)
    ]
    started = time.perf_counter()
    initializer = use_cpu_time if args.clock == "cpu" else None
    with ProcessPoolExecutor(max_workers=args.workers, initializer=initializer) as pool:
        games = list(pool.map(play_game, tasks))
    elapsed = time.perf_counter() - started
    counts = {kind: sum(g["outcome"] == kind for g in games) for kind in ("win", "draw", "loss")}
    score = (counts["win"] + 0.5 * counts["draw"]) / len(games)
    per_move = {}
    for side in ("hard", "depth"):
        wall = sum(g["spent"][side][0] for g in games)  # type: ignore[index]
        cpu = sum(g["spent"][side][1] for g in games)  # type: ignore[index]
        moves = sum(g["spent"][side][2] for g in games)  # type: ignore[index]
        per_move[side] = {"seconds": round(wall / moves, 3), "cpu_seconds": round(cpu / moves, 3)}
    print(
        json.dumps(
            {
                "rules": str(RULES),
                "hard_time_limit_s": args.time_limit,
                "opponent_depth": args.depth,
                "games": len(games),
                "opening_random_drops": args.opening,
                "workers": args.workers,
                "clock": args.clock,
                "elapsed_s": round(elapsed, 1),
                "hard": counts,
                "score": score,
                "ok": score >= 0.7,
                "per_move": per_move,
                "games_played": games,
            }
        )
    )


if __name__ == "__main__":
    main()
