"""Audit of Expert's first-player guarantee on the empty 7x6 Pop Out board (issue 33, point 3;
run by hand, not by pytest): "as first player it wins every game, whatever you do, by its
eleventh move at the latest", at any time per move and on either core.

Every defence is enumerated, not a sample: from the empty board, Expert's move is asked of
:func:`~popout_desktop.engine.levels.best_move` (level expert, as the computer seat asks it,
with the repetition draws a computer game has) at ``--seconds`` a move, and every reply of the
second player (every drop and every pop that does not end the game) is followed, to the end of
every game. A position reached again by another line (the same discs, the same side to move, no
position seen twice in its history) is followed once: Expert's move there and what follows are
the same. The tree is the whole of what the issue's referee sampled (46 lines of it).

Fails (``ok`` false) where a game is not won by Expert: a reply that wins or draws, or no win
by ``--max-ply``. ``longest_expert_moves`` is the most moves Expert needed to win (the
guarantee: at most 11, ply 21). ``changed`` counts positions where Expert's move is not the
one the book's walk plays (the book's move, else its proof within the book's budget with a
fresh table; see ``tests/engine/test_popout_book.py``).

Prints one JSON line per run (``--seconds`` may be given several times; ``--core`` sets
``POPOUT_ENGINE_CORE``, c or python):

    nice python tests/benchmarks/audit_popout_guarantee.py --seconds 0.01 --seconds 0.03 \\
        [--core c] [--wall]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository

from popout_desktop.engine import solver
from popout_desktop.engine.classic.board import Position, move_of
from popout_desktop.engine.classic.compiled_search import exact_search, search_core
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.opening_book import POPOUT_BOOK_RULES, load_book
from popout_desktop.engine.classic.proof import BOOK_PROOF_NODES, winning_move
from popout_desktop.engine.clock import Clock, SearchStopped, use_cpu_time
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.engine.levels import best_move
from popout_desktop.rules import Game

LAYOUT = layout(POPOUT_BOOK_RULES)


def walk_move(cur: int, mask: int) -> int | None:
    """The move the book's walk plays here (None: neither in the book nor proven in budget)."""
    book = load_book(POPOUT_BOOK_RULES)
    code = book.move(cur, mask) if book is not None else None
    if code is not None:
        return code
    search = exact_search(LAYOUT, core="c")
    search.clock = Clock(None, stop=lambda: search.nodes > BOOK_PROOF_NODES)
    try:
        proven = winning_move(search, cur, mask)
    except (SearchStopped, RecursionError):  # off the walk's tree: a long line of pops
        return None
    return None if proven is None else proven.code


def line(game: Game) -> str:
    return " ".join(str(move) for move in game.moves)


def audit(seconds: float, max_ply: int) -> dict[str, object]:
    solver._cyclic.clear()  # a fresh table, as in a new game
    rules = POPOUT_BOOK_RULES.replace(repetition_draw=True)
    seen: set[int] = set()
    positions = changed = longest = 0
    slowest = 0.0
    failures: list[str] = []
    started = time.process_time()
    stack = [Game(rules)]
    while stack:
        game = stack.pop()
        position = Position.from_game(game)
        history_clean = position.seen is None or all(n < 2 for n in position.seen.values())
        key = position.cur + position.mask
        if history_clean:
            if key in seen:
                continue
            seen.add(key)
        positions += 1
        t0 = time.process_time()
        move = best_move(game, level="expert", time_limit=seconds)
        slowest = max(slowest, time.process_time() - t0)
        if history_clean:
            expected = walk_move(position.cur, position.mask)
            if expected is None or move_of(expected) != move:
                changed += 1
        game.play(move)
        if game.is_over:
            if game.result is None or game.result.winner != 1:
                failures.append(f"{line(game)}: not won by Expert")
            longest = max(longest, (game.ply + 1) // 2)
            continue
        if game.ply >= max_ply:
            failures.append(f"{line(game)}: no win by ply {max_ply}")
            continue
        for reply in game.legal_moves():
            after = game.copy()
            after.play(reply)
            if after.is_over:  # a pop that completes Expert's line only: Expert wins
                if after.result is None or after.result.winner != 1:
                    failures.append(f"{line(after)}: the reply does not lose")
                continue
            stack.append(after)
    return {
        "core": search_core(LAYOUT),  # as POPOUT_ENGINE_CORE (--core) picks it
        "seconds_per_move": seconds,
        "positions": positions,
        "longest_expert_moves": longest,
        "changed_from_walk": changed,
        "failures": failures[:10],
        "failures_count": len(failures),
        "slowest_move_cpu_s": round(slowest, 4),
        "cpu_seconds": round(time.process_time() - started, 1),
        "ok": not failures and longest <= 11,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, action="append")
    parser.add_argument("--core", choices=("c", "python"), default=None)
    parser.add_argument("--max-ply", type=int, default=42)
    parser.add_argument("--wall", action="store_true", help="wall-clock time, not CPU time")
    args = parser.parse_args()
    if args.core is not None:
        os.environ[CORE_VARIABLE] = args.core
    if not args.wall:
        use_cpu_time()
    for seconds in args.seconds or [0.03]:
        print(json.dumps(audit(seconds, args.max_ply)), flush=True)


if __name__ == "__main__":
    main()
