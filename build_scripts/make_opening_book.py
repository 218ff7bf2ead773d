"""Builds the classic 7x6 opening book: ``resources/books/classic_7x6.book`` (issue 19, point 3).

Expert solves a classic position exactly when its children can be solved within its time; near
the start of the game they cannot, and its search then errs. The book holds, for every position
Expert can meet before that point, as either player and against every reply, a move that keeps
the position's value (a win stays a win, a draw a draw), found by this project's own solver.

How it is built, by a depth-first walk from the empty board:

* A position with Expert to move is **solvable** when every child is solved by the compiled
  core, with a fresh table, within ``--budget`` nodes in all (about a quarter of Expert's
  0.6 s of exact solving on this machine): Expert will find its value at play time, so the
  walk stops there and the book has no entry.
* Otherwise the position's value is solved weakly (win, draw or loss). In a won or drawn
  position the first child in centre-first order with the same value is the book's move; in
  a lost one, the move with the best exact score (Pons': the loss that comes latest; the first
  in centre-first order of equals), so that Expert loses as slowly as it can (issue 33,
  point 2). Every reply of the other player to that move is walked in turn.
* Expert plays first (the empty board) or second (after each first move).
* Mirror images share one entry.

The walk is resumable: every finished position is appended to ``--progress`` (JSON lines) and
read back on the next run. ``--write`` turns the progress file into the book (the format is
:mod:`popout_desktop.engine.classic.opening_book`'s).

    python build_scripts/make_opening_book.py [--budget N] [--hours 2] [--write [--partial]]

A deeper book (issue 33 point 1): ``--roots LO-HI`` walks, after Expert's walks as first and
second player, from every position after LO to HI drops (any drops, either player's: what a
player can hand Expert from a random opening, the editor or a hint; one of each mirror pair)
as a further root with Expert to move. Started from the shipped book, only the new roots'
subtrees are solved; ``--hours`` and ``--progress`` make it resumable, ``--write --partial``
writes the walks finished so far (each entry keeps its position's value). Such a book is itself
where a later walk resumes (on a machine that kept no progress file): ``--from-book`` takes each
walk whose root it holds as done, and walks the others:

    python build_scripts/make_opening_book.py --progress build/deeper.jsonl \
        --from-book resources/books/classic_7x6.book --roots 2-4 --hours 3 [--write --partial]

The roots are shared out among processes by ``--shard K/N`` (each its own ``--progress``; the
walks before the roots are the book's, so each shard starts from ``--from-book``), and one run
joins the shards' files before writing:

    python build_scripts/make_opening_book.py --progress build/deeper-0.jsonl --shard 0/2 ...
    python build_scripts/make_opening_book.py --progress build/deeper-1.jsonl --shard 1/2 ...
    python build_scripts/make_opening_book.py --progress build/deeper-0.jsonl \
        --merge build/deeper-1.jsonl --roots 2-4 --write

A built book is corrected without walking it all again: ``--from-book`` turns the book into
progress records (its entries, and as solvable leaves the positions its walk meets outside it),
``--corrections`` takes ``tests/benchmarks/audit_book_losses.py``'s JSON and gives each lost
position it lists its longest loss; the walk then solves only the new moves' subtrees, and
``--write`` keeps only the entries the walk meets:

    python tests/benchmarks/audit_book_losses.py --out build/audit.json
    python build_scripts/make_opening_book.py --progress build/fix.jsonl \
        --from-book resources/books/classic_7x6.book --corrections build/audit.json --write
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from popout_desktop.engine.classic import _classic_core  # noqa: E402
from popout_desktop.engine.classic.board import CONTINUES, WIN, expand, start  # noqa: E402
from popout_desktop.engine.classic.drop_solver import ClassicSolver  # noqa: E402
from popout_desktop.engine.classic.layout import layout  # noqa: E402
from popout_desktop.engine.classic.opening_book import (  # noqa: E402
    BOOK_RULES,
    BOOK_SOLVE_NODES,
    OpeningBook,
    canonical,
    column_of_drop,
    openings,
    write_book,
)
from popout_desktop.rules import Rules  # noqa: E402

BOOK = ROOT / "resources" / "books" / "classic_7x6.book"
DEFAULT_PROGRESS = ROOT / "build" / "opening_book_progress.jsonl"
#: The walk's shared table: at most this many entries (32 bytes each); new keys then replace old.
TABLE_ENTRIES = 64_000_000


def read_records(progress: Path) -> list[dict[str, int | bool]]:
    """A progress file's records (none if it does not exist yet); a line that is not whole
    JSON (one a running walk is writing at this moment) is left out."""
    records = []
    if progress.exists():
        for line in progress.read_text().splitlines():
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return records


class Walk:
    def __init__(self, rules: Rules, budget: int, progress: Path) -> None:
        self.rules = rules
        self.layout = layout(rules)
        self.budget = budget
        self.progress = progress
        self.done: dict[int, dict[str, int | bool]] = {
            int(record["key"]): record for record in read_records(progress)
        }
        lay = self.layout
        self.core = _classic_core.Core(
            lay.rows, lay.width, lay.connect, lay.order, max_entries=TABLE_ENTRIES
        )
        #: The leaf checks' solver: emptied before each check (``clear``: the table's slots
        #: kept, no page faulted in and zeroed again, 20-25 % of a check), which otherwise
        #: searches as a fresh one does (the node limit is its count since made, so each check
        #: is given its own ``budget`` from there).
        self.checker = ClassicSolver(rules, core="c")
        self.out = progress.open("a")
        self.checked = self.entries = 0
        #: The entries this run's walk met (the book it writes: entries off the walk, such as
        #: the old move's replies after a correction, are left out).
        self.reached: set[int] = set()

    def _record(self, record: dict[str, int | bool]) -> None:
        self.done[int(record["key"])] = record
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()

    def seed(
        self,
        book: OpeningBook,
        corrections: dict[int, int],
        further: list[tuple[int, int, int]] | None = None,
    ) -> int:
        """Progress records from a built book, so that only what changes is solved again: its
        entries (``corrections``: ``{key: column}`` replacing some of their moves, in the book's
        orientation), and as leaves the positions its walks meet outside it (the walk that
        built it found them solvable). A book holds only whole walks (see ``main``), so each
        walk whose root the book holds is seeded: Expert first, Expert second after each first
        move, and each of the ``further`` roots (``--roots``); a root it does not hold is left
        to the walk (never walked, or solvable). Returns the number of records added."""
        added = 0

        def visit(cur: int, mask: int) -> None:
            nonlocal added
            key, mirrored = canonical(cur, mask)
            if key in seen:
                return
            seen.add(key)
            move = book.move(cur, mask)
            if key not in self.done:
                if move is None:
                    record: dict[str, int | bool] = {"key": key, "leaf": True}
                else:
                    column = self.layout.width - 1 - move if mirrored else move
                    record = {"key": key, "column": column, "from_book": True}
                self._record({**record, "discs": mask.bit_count()})
                added += 1
            if move is None:
                return
            child = next(c for c in expand(self.layout, cur, mask) if c[0] == move)
            if child[1] == CONTINUES:
                for _, outcome, reply_cur, reply_mask in expand(self.layout, child[2], child[3]):
                    if outcome == CONTINUES:
                        visit(reply_cur, reply_mask)

        seen: set[int] = set()
        for root_cur, root_mask in walk_roots(self.rules, further or []):
            if book.move(root_cur, root_mask) is not None:
                visit(root_cur, root_mask)
        for key, column in corrections.items():
            record = dict(self.done[key])
            if record.get("leaf"):
                raise ValueError(f"correction of {key}: not a book entry")
            record.update(column=column, corrected=True)
            self._record(record)
        return added

    def solvable(self, cur: int, mask: int, discs: int) -> bool:
        """True if every child is solved exactly within the budget in all, on an emptied
        table (:attr:`checker`)."""
        core = self.checker.compiled_core
        assert core is not None
        core.clear()
        limit = core.nodes + self.budget
        for _, outcome, child_cur, child_mask in expand(self.layout, cur, mask):
            if outcome != CONTINUES:
                continue
            if core.solve(child_cur, child_mask, discs + 1, node_limit=limit) is None:
                return False
        return True

    def weak(self, cur: int, mask: int, discs: int) -> int:
        value = self.core.solve(cur, mask, discs, weak=True)
        assert value is not None
        return value

    def expert_to_move(self, cur: int, mask: int, discs: int, deadline: float) -> None:
        key, _ = canonical(cur, mask)
        record = self.done.get(key)
        if record is None:
            if time.monotonic() > deadline:
                raise TimeoutError
            self.checked += 1
            if self.solvable(cur, mask, discs):
                record = {"key": key, "leaf": True, "discs": discs}
            else:
                record = self._entry(key, cur, mask, discs)
            self._record(record)
        if record.get("leaf"):
            return
        self.reached.add(key)
        move_column = int(record["column"])
        _, mirrored = canonical(cur, mask)
        if mirrored:
            move_column = self.layout.width - 1 - move_column
        children = expand(self.layout, cur, mask)
        child = next(c for c in children if column_of_drop(c[0]) == move_column)
        if child[1] != CONTINUES:
            return  # the book's move ends the game
        for _, outcome, reply_cur, reply_mask in expand(self.layout, child[2], child[3]):
            if outcome == CONTINUES:
                self.expert_to_move(reply_cur, reply_mask, discs + 2, deadline)

    def _entry(self, key: int, cur: int, mask: int, discs: int) -> dict[str, int | bool]:
        self.entries += 1
        value = self.weak(cur, mask, discs)
        started = time.monotonic()
        if value < 0:
            column, score = self.longest_loss(cur, mask, discs)
            record: dict[str, int | bool] = {"score": score}
        else:
            column = self.keeping_move(cur, mask, discs, value)
            record = {}
        if canonical(cur, mask)[1]:
            column = self.layout.width - 1 - column
        print(
            f"ply {discs}: value {value:+d}, column {column + 1} "
            f"({time.monotonic() - started:.1f} s, {len(self.done)} done)",
            flush=True,
        )
        return {"key": key, "column": column, "value": value, "discs": discs, **record}

    def keeping_move(self, cur: int, mask: int, discs: int, value: int) -> int:
        """The first move in centre-first order that keeps the (weak) value."""
        for code, outcome, child_cur, child_mask in expand(self.layout, cur, mask):
            if outcome == WIN:
                found = 1
            elif outcome != CONTINUES:
                found = 0
            else:
                found = -self.weak(child_cur, child_mask, discs + 1)
            if found == value:
                return column_of_drop(code)
        raise AssertionError("no child keeps the position's value")

    def at_most(self, cur: int, mask: int, discs: int, bound: int) -> bool:
        """Whether the position's exact score is at most ``bound`` (one null-window search)."""
        lay = self.layout
        possible = (mask + lay.bottom_row) & lay.playable_mask
        if lay.spots(cur, mask) & possible:  # a win at once (the core's negamax assumes none)
            return (lay.capacity + 1 - discs) // 2 <= bound
        if discs >= lay.capacity - 1:
            return bound >= 0  # the last disc, and it does not win: a draw
        return self.core.negamax(cur, mask, discs, bound, bound + 1) <= bound

    def longest_loss(self, cur: int, mask: int, discs: int) -> tuple[int, int]:
        """In a lost position: the move with the best exact score (the latest loss; the first
        in centre-first order of equals) and that score (issue 33, point 2). The latest loss
        there is scores -1 (the winner's disc is the last but one or the last): a move that
        keeps it is found with one null-window search a move, and only without one is every
        move scored (several searches each)."""
        children = expand(self.layout, cur, mask)
        for code, outcome, child_cur, child_mask in children:
            if outcome == CONTINUES and self.at_most(child_cur, child_mask, discs + 1, 1):
                return column_of_drop(code), -1
        best: tuple[int, int] | None = None
        for code, outcome, child_cur, child_mask in children:
            if outcome == WIN:
                score = (self.layout.capacity + 1 - discs) // 2
            elif outcome != CONTINUES:
                score = 0
            else:
                solved = self.core.solve(child_cur, child_mask, discs + 1)
                assert solved is not None
                score = -solved
            if best is None or score > best[1]:
                best = (column_of_drop(code), score)
        assert best is not None and best[1] < 0
        return best


def walk_roots(rules: Rules, further: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """The roots of the book's walks, in the order they are walked: the empty board (Expert
    first), each first move (Expert second), then the ``further`` roots."""
    lay = layout(rules)
    cur, mask = start(rules)
    found = [(cur, mask)]
    for _, outcome, child_cur, child_mask in expand(lay, cur, mask):
        if outcome == CONTINUES:
            found.append((child_cur, child_mask))
    return found + [(root_cur, root_mask) for root_cur, root_mask, _ in further]


def merge_progress(progress: Path, others: list[Path]) -> int:
    """Appends to ``progress`` the records of ``others`` (shards' progress files) whose keys it
    does not hold yet; returns how many. A line being written (not yet whole) is skipped."""
    held = {record["key"] for record in read_records(progress)}
    added = 0
    with progress.open("a") as out:
        for other in others:
            for record in read_records(other):
                if record["key"] not in held:
                    held.add(record["key"])
                    out.write(json.dumps(record) + "\n")
                    added += 1
    return added


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--budget", type=int, default=BOOK_SOLVE_NODES, help="nodes to count as solvable"
    )
    parser.add_argument("--hours", type=float, default=2.0, help="stop the walk after this long")
    parser.add_argument("--progress", type=Path, default=DEFAULT_PROGRESS)
    parser.add_argument("--write", action="store_true", help="write the book from the progress")
    parser.add_argument(
        "--partial",
        action="store_true",
        help="with --write: write the walks finished so far, the others left out (each entry "
        "is right; --from-book goes on from such a book; the summary counts the walks cut short)",
    )
    parser.add_argument("--out", type=Path, default=BOOK)
    parser.add_argument(
        "--roots",
        default=None,
        help="LO-HI: after Expert's walks as first and second player, walk from every "
        "position after LO to HI drops too (Expert to move), for a deeper book",
    )
    parser.add_argument(
        "--shard",
        default=None,
        help="K/N: with --roots, walk only every N-th further root from the K-th (0-based), so "
        "that N processes, each with its own --progress, share the roots; --merge joins them",
    )
    parser.add_argument(
        "--merge",
        type=Path,
        nargs="*",
        default=[],
        help="other progress files (e.g. other shards') whose records join --progress first",
    )
    parser.add_argument(
        "--from-book",
        type=Path,
        help="start from a built book: its entries, and the positions its walk meets outside "
        "it as solvable leaves, join the progress",
    )
    parser.add_argument(
        "--corrections",
        type=Path,
        help="with --from-book: the JSON of tests/benchmarks/audit_book_losses.py; each lost "
        "position whose move is not the longest loss gets the longest (its subtree is walked)",
    )
    args = parser.parse_args()
    args.progress.parent.mkdir(parents=True, exist_ok=True)
    shard, shards = (int(part) for part in (args.shard or "0/1").split("/"))
    if not 0 <= shard < shards:
        parser.error(f"--shard {args.shard}: K/N with 0 <= K < N")
    merged = merge_progress(args.progress, args.merge)
    walk = Walk(BOOK_RULES, args.budget, args.progress)
    further: list[tuple[int, int, int]] = []
    if args.roots is not None:  # a deeper book: after any opening of LO-HI drops
        low, _, high = args.roots.partition("-")
        further = openings(BOOK_RULES, int(low), int(high or low))
    if args.from_book is not None:
        corrections = {}
        if args.corrections is not None:
            audit = json.loads(args.corrections.read_text())
            for finding in audit["wrong_loss_positions"]:
                best = set(finding["best_columns"])
                corrections[finding["key"]] = next(c for c in walk.layout.order if c in best)
        book = OpeningBook.from_bytes(args.from_book.read_bytes())
        print(f"seeded {walk.seed(book, corrections, further)} records", flush=True)
    deadline = time.monotonic() + args.hours * 3600
    started = time.monotonic()
    # Each walk runs to its end or to the deadline; past the deadline the walks still go on
    # through what is solved already (another shard's merged records), so that a book written
    # with --partial holds every whole walk, and only whole walks: the entries a walk cut short
    # had met are left out (its root not in the book tells --from-book to walk it again).
    base = walk_roots(BOOK_RULES, [])
    walks = [(cur, mask, mask.bit_count()) for cur, mask in base]
    walks += further[shard::shards]
    unfinished: list[int] = []
    for index, (root_cur, root_mask, discs) in enumerate(walks):
        reached = set(walk.reached)
        try:
            walk.expert_to_move(root_cur, root_mask, discs, deadline)
        except TimeoutError:
            walk.reached = reached
            unfinished.append(index)
    finished = not unfinished
    first_finished = 0 not in unfinished
    roots_walked = sum(1 for index in range(len(base), len(walks)) if index not in unfinished)
    entries = {
        k: r for k, r in walk.done.items() if not r.get("leaf") and k in walk.reached
    }  # the book is what the whole walks met
    summary = {
        "finished": finished,
        "expert_first_finished": first_finished,
        "entries": len(entries),
        "leaves": sum(1 for r in walk.done.values() if r.get("leaf")),
        "checked_this_run": walk.checked,
        "solved_this_run": walk.entries,
        "roots": args.roots,
        "further_roots_walked": roots_walked,
        "walks_cut_short": len(unfinished),
        "shard": f"{shard}/{shards}",
        "records_merged": merged,
        "seconds": round(time.monotonic() - started, 1),
        "budget_nodes": args.budget,
    }
    if args.write:
        if not finished and not args.partial:
            sys.exit(f"the walk is not finished: {json.dumps(summary)}")
        size = write_book(args.out, {k: int(r["column"]) for k, r in entries.items()})
        summary["book"] = str(args.out)
        summary["book_bytes"] = size
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
