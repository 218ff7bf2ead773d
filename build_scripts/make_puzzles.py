"""Generate the shipped puzzles (resources/puzzles/puzzles.json) from games between the levels.

``python build_scripts/make_puzzles.py [--seed 17] [--games 400]`` plays rounds of games between
the computer's levels (eight level pairs from beginner to hard; one game per table and round),
on Classic 7x6, Pop Out 7x6 and the small Pop Out boards 5x4, 5x5 and 6x4, where pop keys are
far less rare than on 7x6. At every position of every game it asks the engine's exact search
whether the player to move forces a win in 2 to 5 of its moves with a unique key (see
:mod:`popout_desktop.puzzles.puzzle` for the definition). On the tables with pops it also asks, for
a
pop key only, at every position one move off the game where the player to move may pop (after
every other move the player who just moved had), and on the small boards at every position two
moves off it (every other move of the player to move one move earlier, and every reply).

Sound puzzles go into buckets by table, length and whether the key is a pop, each up to its
quota, at most two per bucket from one game and never two with the same key (the positions of
one game are alike), so that the set is balanced and as rich in pop keys as the games allow.
Every kept puzzle is proved once more with :func:`popout_desktop.puzzles.puzzle.verify_puzzle`
before
it is written.

The file is written after every round, so a run stopped after round k leaves exactly what
``--games k`` makes. Deterministic for a seed: the levels used play from a seeded random
generator at fixed depths, and every proof runs on a budget of positions searched (not of
seconds; a position that needs more is skipped, which also keeps every shipped puzzle quick to
verify), so the same seed gives the same file on any machine. Run it under ``nice``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from popout_desktop.engine.clock import SearchStopped
from popout_desktop.engine.levels import best_move
from popout_desktop.puzzles.proof import main_line, move_distances, win_distance, winning_moves
from popout_desktop.puzzles.puzzle import (
    Puzzle,
    dump_puzzles,
    grade_of,
    puzzle_id,
    verify_puzzle,
)
from popout_desktop.rules import Game, Move, Rules

OUT = Path(__file__).resolve().parent.parent / "resources" / "puzzles" / "puzzles.json"
#: Positions searched at most per proof (about a second or two here): puzzles stay quick to
#: verify in the test suite.
NODE_LIMIT = 40_000
#: At most this many puzzles of one bucket from one game (its positions are alike), and never
#: two with the same key.
PER_GAME = 2
#: Boards of at most this many cells are also searched two moves off the game (for pop keys).
SMALL = 25
#: The level pairs that play the games: (Red, Yellow); all deterministic for a seed.
PAIRS = (
    ("beginner", "medium"),
    ("easy", "medium"),
    ("medium", "medium"),
    ("medium", "hard"),
    ("easy", "hard"),
    ("beginner", "easy"),
    ("hard", "hard"),
    ("hard", "medium"),
)


@dataclass(frozen=True)
class Table:
    """A table puzzles are made on, and the quota of each bucket ``(length, key is a pop)``."""

    name: str
    rules: Rules
    quota: dict[tuple[int, bool], int]


TABLES = (
    Table(
        "Pop Out 7x6",
        Rules.preset("pop_out"),
        {
            (2, True): 25,
            (3, True): 25,
            (4, True): 20,
            (5, True): 15,
            (2, False): 20,
            (3, False): 20,
            (4, False): 15,
            (5, False): 15,
        },
    ),
    Table(
        "Classic 7x6",
        Rules.preset("classic"),
        {(2, False): 20, (3, False): 20, (4, False): 15, (5, False): 10},
    ),
    Table(
        "Pop Out 5x4",
        Rules(columns=5, rows=4),
        {
            (2, True): 25,
            (3, True): 25,
            (4, True): 20,
            (5, True): 10,
            (2, False): 8,
            (3, False): 8,
            (4, False): 6,
        },
    ),
    Table(
        "Pop Out 5x5",
        Rules(columns=5, rows=5),
        {(2, True): 15, (3, True): 15, (4, True): 12, (5, True): 8, (3, False): 6, (4, False): 6},
    ),
    Table(
        "Pop Out 6x4",
        Rules(columns=6, rows=4),
        {(2, True): 15, (3, True): 15, (4, True): 12, (5, True): 8, (3, False): 6, (4, False): 6},
    ),
)


def candidate(game: Game, table: Table, source: str, pops_only: bool) -> Puzzle | None:
    """The puzzle at ``game``'s position, if it is one (``pops_only``: one whose key is a pop;
    the pops are asked first, the other moves only if one of them wins)."""
    longest = max(length for length, _ in table.quota)
    try:
        if pops_only:
            pops = winning_moves(game, longest, node_limit=NODE_LIMIT, only=is_pop)
            if not pops:
                return None
            distances = move_distances(
                game, longest, node_limit=NODE_LIMIT, only=lambda move: move in pops
            )
            distance = min(d for d in distances.values() if d is not None)
        else:
            found = win_distance(game, longest, node_limit=NODE_LIMIT)
            if found is None:
                return None
            distance = found
        if distance < 2:
            return None
        winning = winning_moves(game, distance, node_limit=NODE_LIMIT, enough=2)
    except SearchStopped:
        return None
    if len(winning) != 1 or (pops_only and not winning[0].is_pop):
        return None
    key = winning[0]
    line = main_line(game, key, distance).moves
    return Puzzle(
        id=puzzle_id(game.rules, game.moves),
        rules=game.rules,
        moves=tuple(game.moves),
        to_move=game.turn,
        length=distance,
        key=key,
        solution=line,
        grade=grade_of(distance, key.is_pop),
        source=source,
    )


def is_pop(move: Move) -> bool:
    """True for a pop."""
    return move.is_pop


def play_game(table: Table, pair: tuple[str, str], seed: int) -> list[tuple[Game, bool]]:
    """The positions of one game between ``pair``, in order, each followed on a table with pops
    (from the eighth move on) by the positions one move off the game where the player to move
    may pop (:func:`beside`), and on a small board two moves off (:func:`beside_two`). Each
    comes with True if it is one of those, to be searched for a pop key only."""
    rng = random.Random(seed)
    game = Game(table.rules)
    positions: list[tuple[Game, bool]] = []
    while not game.is_over and game.ply < 120:
        if game.ply >= 4:
            positions.append((game.copy(), False))
        if game.ply >= 8 and table.rules.pop_out:
            positions += [(other, True) for other in beside(game)]
            if table.rules.columns * table.rules.rows <= SMALL:
                positions += [(other, True) for other in beside_two(game)]
        level = pair[game.turn - 1]
        # A generous limit: the levels used search to fixed depths that finish long before it,
        # so a move depends on the seed only, not on the machine's load.
        game.play(best_move(game, level=level, time_limit=60.0, seed=rng.randrange(1 << 30)))
    return positions


def beside(game: Game) -> list[Game]:
    """The positions after every other move the last mover of ``game`` had, where the player
    to move then may pop."""
    before = game.copy()
    played = before.undo()
    found = []
    for move in before.legal_moves():
        if move == played:
            continue
        other = before.copy()
        other.play(move)
        if other.is_over:
            continue
        if not any(m.is_pop for m in other.legal_moves()):
            continue
        found.append(other)
    return found


def beside_two(game: Game) -> list[Game]:
    """The positions two moves off ``game``: after every other move the player to move had one
    move earlier, and every reply to it, where that player may pop again."""
    before = game.copy()
    before.undo()
    mine = before.undo()
    found = []
    for move in before.legal_moves():
        if move == mine:
            continue
        after = before.copy()
        after.play(move)
        if after.is_over:
            continue
        found += beside_after(after)
    return found


def beside_after(after: Game) -> list[Game]:
    """The positions after every reply in ``after`` where the player to move then may pop."""
    found = []
    for reply in after.legal_moves():
        other = after.copy()
        other.play(reply)
        if not other.is_over and any(m.is_pop for m in other.legal_moves()):
            found.append(other)
    return found


def taken_drops(taken: Counter[tuple[int, bool]]) -> bool:
    """True once this game gave as many drop-key puzzles as it may."""
    return sum(n for (_, pop), n in taken.items() if not pop) >= PER_GAME * 2


def full(table: Table, kept: dict[tuple[str, int, bool], list[Puzzle]]) -> bool:
    """True once every bucket of ``table`` has its quota."""
    return all(
        len(kept.get((table.name, *bucket), [])) >= quota for bucket, quota in table.quota.items()
    )


def generate(
    seed: int, games: int, progress: bool, save: Callable[[list[Puzzle]], None]
) -> list[Puzzle]:
    """Play up to ``games`` rounds of one game per table (a table whose buckets are full plays
    no more) and collect the puzzles, bucket by bucket; ``save`` the set after every round (so
    that a run stopped after round k leaves what ``--games k`` makes)."""
    kept: dict[tuple[str, int, bool], list[Puzzle]] = {}
    seen: set[tuple[Rules, tuple[int, ...]]] = set()
    started = time.monotonic()
    for number in range(games):
        if all(full(table, kept) for table in TABLES):
            break
        for table in TABLES:
            if full(table, kept):
                continue
            pair = PAIRS[number % len(PAIRS)]
            collect(table, pair, seed * 1_000_003 + number, kept, seen)
            if progress:
                counts = {b: len(kept.get((table.name, *b), [])) for b in table.quota}
                print(
                    f"[{time.monotonic() - started:7.1f}s] {table.name} game {number + 1}: "
                    + " ".join(f"{n}{'p' if pop else 'd'}={c}" for (n, pop), c in counts.items()),
                    flush=True,
                )
        save([puzzle for bucket in kept.values() for puzzle in bucket])
    return [puzzle for bucket in kept.values() for puzzle in bucket]


def collect(
    table: Table,
    pair: tuple[str, str],
    seed: int,
    kept: dict[tuple[str, int, bool], list[Puzzle]],
    seen: set[tuple[Rules, tuple[int, ...]]],
) -> None:
    """Play one game and put the puzzles found on its way into ``kept``."""
    source = f"{table.name}, {pair[0]} v {pair[1]}"
    taken: Counter[tuple[int, bool]] = Counter()
    keys: set[tuple[int, bool, Move]] = set()
    for game, off_game in play_game(table, pair, seed):
        key = (game.rules, game.position_key())
        if key in seen:
            continue
        seen.add(key)
        drops_full = all(
            len(kept.get((table.name, *bucket), [])) >= quota
            for bucket, quota in table.quota.items()
            if not bucket[1]
        )
        pops_only = off_game or (table.rules.pop_out and (drops_full or taken_drops(taken)))
        if pops_only and not any(m.is_pop for m in game.legal_moves()):
            continue
        puzzle = candidate(game, table, source, pops_only)
        if puzzle is None:
            continue
        bucket = (puzzle.length, puzzle.key_is_pop)
        if bucket not in table.quota or taken[bucket] >= PER_GAME:
            continue
        if (*bucket, puzzle.key) in keys:
            continue  # the same key in the same game: a near copy of one kept
        keys.add((*bucket, puzzle.key))
        room = kept.setdefault((table.name, *bucket), [])
        if len(room) < table.quota[bucket]:
            room.append(puzzle)
            taken[bucket] += 1


def ordered(puzzles: list[Puzzle]) -> list[Puzzle]:
    """The file's order: by table, length, drop or pop key, id."""
    return sorted(
        puzzles,
        key=lambda p: (
            p.rules.pop_out,
            -p.rules.columns,
            -p.rules.rows,
            p.length,
            p.key_is_pop,
            p.id,
        ),
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--games", type=int, default=400, help="at most this many per table")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    started = time.monotonic()
    args.out.parent.mkdir(parents=True, exist_ok=True)

    def save(puzzles: list[Puzzle]) -> None:
        args.out.write_text(dump_puzzles(ordered(puzzles)), encoding="utf-8")

    puzzles = ordered(generate(args.seed, args.games, not args.quiet, save))
    for puzzle in puzzles:
        verify_puzzle(puzzle)  # never ship one the engine does not prove again
    save(puzzles)
    composition = Counter(
        (p.source.split(",")[0], p.length, "pop" if p.key_is_pop else "drop") for p in puzzles
    )
    print(f"{len(puzzles)} puzzles in {time.monotonic() - started:.0f} s -> {args.out}")
    for (table, length, kind), count in sorted(composition.items()):
        print(f"  {table}: win in {length}, key a {kind}: {count}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
