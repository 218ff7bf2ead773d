"""Builds the Pop Out 7x6 proof book: ``resources/books/popout_7x6.book`` (issue 19, point 4).

The first player wins Pop Out on the empty 7x6 board, in 21 plies (Pekkala, 2014; the
compiled exact search proves it in about 10 s). Expert's own proof (:mod:`~.engine.proof`,
asked first on every Pop Out move) finds the quickest win within its time only a few plies
in. The book holds, for every position Expert as first player meets before that, against
every defence, its quickest winning move.

How it is built, by a depth-first walk from the empty board:

* A position with Expert to move is **proven in time** when
  :func:`~popout_desktop.engine.classic.proof.winning_move` proves it, with a fresh table, within
  :data:`~popout_desktop.engine.classic.proof.BOOK_PROOF_NODES` nodes. The walk stops there: Expert
  proves it at play time.
* Otherwise the exact search proves the position's quickest win without a limit, the move
  becomes the book's entry, and every reply of the second player (drops and pops) is walked.
  Each entry is a quickest win, so the distance falls by two each turn and the walk ends.
* Mirror images share one entry; a position reached twice is walked once.

    python build_scripts/make_popout_book.py [--out resources/books/popout_7x6.book]

It prints a JSON summary: positions walked, entries, positions proven in time, seconds.
``tests/engine/test_popout_book.py`` walks the shipped book again, every reply, and proves
every position after it within the same budget.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from popout_desktop.engine.classic.board import CONTINUES, expand, start  # noqa: E402
from popout_desktop.engine.classic.compiled_search import exact_search, search_core  # noqa: E402
from popout_desktop.engine.classic.layout import layout  # noqa: E402
from popout_desktop.engine.classic.opening_book import (  # noqa: E402
    BOOK_FILES,
    POPOUT_BOOK_RULES,
    canonical,
    mirror_code,
    write_book,
)
from popout_desktop.engine.classic.proof import BOOK_PROOF_NODES, winning_move  # noqa: E402
from popout_desktop.engine.clock import Clock, SearchStopped  # noqa: E402

BOOK = ROOT / "resources" / "books" / BOOK_FILES[POPOUT_BOOK_RULES]
LAYOUT = layout(POPOUT_BOOK_RULES)
#: The unbounded proofs' table: at most this many entries (the compiled table, 16 bytes a slot).
TABLE_ENTRIES = 1 << 24


def proven_in_time(cur: int, mask: int, nodes: int = BOOK_PROOF_NODES) -> bool:
    """True if Expert's proof finds a win here within ``nodes`` nodes, with a fresh table."""
    search = exact_search(LAYOUT)
    search.clock = Clock(None, stop=lambda: search.nodes > nodes)
    try:
        return winning_move(search, cur, mask) is not None
    except SearchStopped:
        return False


class Walk:
    def __init__(self) -> None:
        self.entries: dict[int, int] = {}  # canonical key -> move code (in that orientation)
        self.in_time: set[int] = set()  # keys cur + mask of positions proven in time
        self.proof = exact_search(LAYOUT, max_entries=TABLE_ENTRIES)
        self.longest = 0

    def expert_to_move(self, cur: int, mask: int, ply: int) -> None:
        key, mirrored = canonical(cur, mask)
        if cur + mask in self.in_time:  # as met: its mirror image may need more nodes
            return
        code = self.entries.get(key)
        if code is None:
            if proven_in_time(cur, mask):
                self.in_time.add(cur + mask)
                return
            started = time.process_time()
            proven = winning_move(self.proof, cur, mask)
            if proven is None:
                raise AssertionError(f"ply {ply}: the first player does not win {key:#x}")
            self.longest = max(self.longest, ply + proven.plies)
            code = proven.code
            self.entries[key] = mirror_code(code) if mirrored else code
            print(
                f"ply {ply}: move {code:#x} wins in {proven.plies} plies "
                f"({time.process_time() - started:.1f} s CPU; {len(self.entries)} entries, "
                f"{len(self.in_time)} proven in time)",
                flush=True,
            )
        elif mirrored:
            code = mirror_code(code)
        child = next(c for c in expand(LAYOUT, cur, mask) if c[0] == code)
        if child[1] != CONTINUES:
            return  # the book's move wins at once
        for _, outcome, reply_cur, reply_mask in expand(LAYOUT, child[2], child[3]):
            if outcome == CONTINUES:
                self.expert_to_move(reply_cur, reply_mask, ply + 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BOOK)
    args = parser.parse_args()
    if search_core(LAYOUT) != "c":
        sys.exit("the compiled search is not built: the walk would take days")
    started = time.process_time()
    walk = Walk()
    walk.expert_to_move(*start(POPOUT_BOOK_RULES), 0)
    size = write_book(args.out, walk.entries)
    summary = {
        "entries": len(walk.entries),
        "proven_in_time": len(walk.in_time),
        "budget_nodes": BOOK_PROOF_NODES,
        "longest_book_line_plies": walk.longest,
        "cpu_seconds": round(time.process_time() - started, 1),
        "book": str(args.out),
        "book_bytes": size,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
