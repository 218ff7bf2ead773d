"""Builds the Pop Out 7x6 proof book: ``resources/books/popout_7x6.book`` (issue 19, point 4).

The first player wins Pop Out on the empty 7x6 board, in 21 plies (Pekkala, 2014; the
compiled exact search proves it in about 10 s). Expert's own proof (:mod:`~.engine.proof`,
asked first on every Pop Out move) finds the quickest win quickly only some plies in. The
book holds, for every position Expert as first player meets, against every defence, to the
end of the game, whose proof needs more than
:data:`~popout_desktop.engine.classic.proof.BOOK_PROOF_NODES` nodes, its quickest winning move.
Expert's root proof runs at least four times that on this board whatever its clock, so its
moves there, and the guarantee (a win by ply 21, its eleventh move), do not depend on the time
per move or the core (issue 33, point 3: the budget was 500,000 nodes, a clock's share).

How it is built, by depth-first walks of the whole tree from the empty board:

* A position with Expert to move that the book does not hold is **proven in budget** when
  :func:`~popout_desktop.engine.classic.proof.winning_move` proves it, with a fresh table, within
  ``--budget`` nodes (:data:`~popout_desktop.engine.classic.proof.BOOK_PROOF_NODES`): Expert
  plays that move at play time.
* Otherwise the exact search proves the position's quickest win without a limit and the move
  becomes the book's entry. Either way every reply of the second player (drops and pops) is
  walked. Each move is a quickest win, so the distance falls by two each turn and the walk ends.
* Mirror images share one entry, so a new entry can change what Expert plays at a mirror image
  met earlier in the walk: the walk is repeated, with the entries so far, until a pass adds
  none. A position reached twice (as met) is walked once.

    python build_scripts/make_popout_book.py [--out resources/books/popout_7x6.book]
        [--budget 5000]

It prints a JSON summary: entries, positions walked, positions proven in budget, passes, the
ply of the latest win, seconds, bytes (2026-12: 175 entries, 71,313 positions, ply 21, 16 s
CPU, 1,593 bytes). ``tests/engine/test_popout_book.py`` walks the shipped book again, every
reply, and proves every position after it within the same budget;
``tests/benchmarks/audit_popout_guarantee.py`` plays Expert itself through the whole tree at
a given time per move, on either core.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from popout_desktop.engine.classic.board import CONTINUES, WIN, expand, start  # noqa: E402
from popout_desktop.engine.classic.compiled_search import (  # noqa: E402
    ExactSearch,
    exact_search,
    search_core,
)
from popout_desktop.engine.classic.layout import layout  # noqa: E402
from popout_desktop.engine.classic.opening_book import (  # noqa: E402
    BOOK_FILES,
    POPOUT_BOOK_RULES,
    canonical,
    mirror_code,
    write_book,
)
from popout_desktop.engine.classic.proof import BOOK_PROOF_NODES, ProvenWin, winning_move  # noqa: E402
from popout_desktop.engine.clock import Clock, SearchStopped  # noqa: E402

BOOK = ROOT / "resources" / "books" / BOOK_FILES[POPOUT_BOOK_RULES]
LAYOUT = layout(POPOUT_BOOK_RULES)
#: The unbounded proofs' table: at most this many entries (the compiled table, 16 bytes a slot).
TABLE_ENTRIES = 1 << 24


def proof_in_budget(cur: int, mask: int, nodes: int) -> ProvenWin | None:
    """Expert's proof here within ``nodes`` nodes, with a fresh table (None: not in time)."""
    search = exact_search(LAYOUT)
    search.clock = Clock(None, stop=lambda: search.nodes > nodes)
    try:
        proven = winning_move(search, cur, mask)
    except SearchStopped:
        return None
    return proven if search.nodes <= nodes else None  # the clock is polled every 1024 nodes


class Walk:
    """One pass over every position Expert as first player meets, against every defence, to
    the end of the game, playing what Expert plays: the book's move (``entries``, starting with
    the last pass's), else the proof's within ``budget`` nodes, else (a new entry) the
    unbounded proof's quickest win."""

    def __init__(self, budget: int, entries: dict[int, int]) -> None:
        self.budget = budget
        self.entries = dict(entries)  # canonical key -> move code (in that orientation)
        self.seen: set[int] = set()  # keys cur + mask as met: a mirror image may play otherwise
        self.in_time = 0
        self.added = 0
        self.last_ply = 0  # the ply of the latest win: Expert's winning disc
        self.proof = proof_search()

    def expert_to_move(self, cur: int, mask: int, ply: int) -> None:
        if cur + mask in self.seen:
            return
        self.seen.add(cur + mask)
        key, mirrored = canonical(cur, mask)
        code = self.entries.get(key)
        if code is None:
            proven = proof_in_budget(cur, mask, self.budget)
            if proven is not None:
                self.in_time += 1
                code = proven.code
            else:
                started = time.process_time()
                proven = winning_move(self.proof, cur, mask)
                if proven is None:
                    raise AssertionError(f"ply {ply}: the first player does not win {key:#x}")
                code = proven.code
                self.entries[key] = mirror_code(code) if mirrored else code
                self.added += 1
                print(
                    f"ply {ply}: move {code:#x} wins in {proven.plies} plies "
                    f"({time.process_time() - started:.1f} s CPU; {len(self.entries)} entries)",
                    file=sys.stderr,
                    flush=True,
                )
        elif mirrored:
            code = mirror_code(code)
        child = next(c for c in expand(LAYOUT, cur, mask) if c[0] == code)
        if child[1] == WIN:
            self.last_ply = max(self.last_ply, ply + 1)
            return
        if child[1] != CONTINUES:
            raise AssertionError(f"ply {ply}: Expert's move {code:#x} does not win")
        for _, outcome, reply_cur, reply_mask in expand(LAYOUT, child[2], child[3]):
            if outcome == WIN:
                raise AssertionError(f"ply {ply + 1}: a reply wins for the second player")
            if outcome == CONTINUES:
                self.expert_to_move(reply_cur, reply_mask, ply + 2)


def proof_search() -> ExactSearch:
    return exact_search(LAYOUT, max_entries=TABLE_ENTRIES)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BOOK)
    parser.add_argument("--budget", type=int, default=BOOK_PROOF_NODES)
    args = parser.parse_args()
    if search_core(LAYOUT) != "c":
        sys.exit("the compiled search is not built: the walk would take days")
    started = time.process_time()
    entries: dict[int, int] = {}
    passes = 0
    while True:  # until a pass adds nothing: a new entry can change what a mirror image plays
        walk = Walk(args.budget, entries)
        walk.expert_to_move(*start(POPOUT_BOOK_RULES), 0)
        entries = walk.entries
        passes += 1
        if not walk.added:
            break
    size = write_book(args.out, entries)
    summary = {
        "entries": len(entries),
        "positions": len(walk.seen),
        "proven_in_budget": walk.in_time,
        "budget_nodes": args.budget,
        "passes": passes,
        "last_win_ply": walk.last_ply,
        "cpu_seconds": round(time.process_time() - started, 1),
        "book": str(args.out),
        "book_bytes": size,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
