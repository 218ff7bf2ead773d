"""Benchmark of building the engine's position from a game (run by hand, not by pytest).

Times :meth:`Position.replay <popout_desktop.engine.classic.board.Position.replay>` (every move
played again through ``expand()``, what ``from_game`` did before issue 19) against
:meth:`Position.from_game <popout_desktop.engine.classic.board.Position.from_game>` (read straight
from the game's bitboards and counts), on the same games in the same run, and prints one JSON line
per set: ``{"set", "games", "plies", "replay_us", "direct_us", "speedup"}``, the mean CPU time
(``time.process_time``) per call in microseconds.

Sets: Pascal Pons' classic 7x6 ``end`` and ``middle`` positions (``tests/engine/data``), and
random Pop Out 7x6 games of 20 and 40 plies, with and without the repetition rule (``_rep``:
its counts are converted too). Before timing, every game's two positions are checked equal.

    python tests/benchmarks/bench_from_game.py [--repeat 20] [--games 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from pathlib import Path

from popout_desktop.engine.classic.board import Position
from popout_desktop.rules import Game, Rules

DATA = Path(__file__).resolve().parents[1] / "engine" / "data"


def pons_games(name: str) -> list[Game]:
    """The games of ``classic_7x6_{name}.txt`` (columns played, 1-based)."""
    rules = Rules.preset("classic")
    games = []
    for line in (DATA / f"classic_7x6_{name}.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            moves = line.split()[0]
            games.append(Game.from_notation(" ".join(f"d{c}" for c in moves), rules))
    return games


def pop_out_games(plies: int, count: int, rng: random.Random, repetition: bool) -> list[Game]:
    """``count`` random Pop Out 7x6 games of exactly ``plies`` moves, still in play."""
    rules = Rules(repetition_draw=repetition)
    games: list[Game] = []
    while len(games) < count:
        game = Game(rules)
        while game.ply < plies:
            moves = game.legal_moves()
            rng.shuffle(moves)
            for move in moves:  # the first, in random order, that does not end the game
                game.play(move)
                if game.result is None:
                    break
                game.undo()
            else:
                break
        if game.ply == plies:
            games.append(game)
    return games


def mean_us(build: Callable[[Game], Position], games: list[Game], repeat: int) -> float:
    """Mean CPU microseconds per call of ``build`` over ``games``, each ``repeat`` times."""
    start = time.process_time()
    for _ in range(repeat):
        for game in games:
            build(game)
    return (time.process_time() - start) / (repeat * len(games)) * 1e6


def same(game: Game) -> bool:
    direct, replayed = Position.from_game(game), Position.replay(game)
    return all(getattr(direct, n) == getattr(replayed, n) for n in Position.__slots__)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=20, help="calls per game and method")
    parser.add_argument("--games", type=int, default=200, help="random Pop Out games per set")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sets: list[tuple[str, list[Game]]] = [
        ("pons_end", pons_games("end")),
        ("pons_middle", pons_games("middle")),
    ]
    for plies in (20, 40):
        for repetition in (False, True):
            name = f"pop_out_{plies}" + ("_rep" if repetition else "")
            sets.append((name, pop_out_games(plies, args.games, rng, repetition)))
    for name, games in sets:
        assert all(same(game) for game in games), name
        replay = mean_us(Position.replay, games, args.repeat)
        direct = mean_us(Position.from_game, games, args.repeat)
        row = {
            "set": name,
            "games": len(games),
            "plies": round(sum(game.ply for game in games) / len(games), 1),
            "replay_us": round(replay, 2),
            "direct_us": round(direct, 3),
            "speedup": round(replay / direct, 1),
        }
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
