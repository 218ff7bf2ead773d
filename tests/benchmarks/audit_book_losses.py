"""Audits the classic 7x6 opening book's moves against their exact scores (issue 33, point 2;
run by hand, not by pytest).

The book (``resources/books/classic_7x6.book``) was built keeping each position's value (win,
draw or loss), not its distance: in a lost position it could play a move that loses in 2 where
another loses only with the last disc. Each audited position's book move is scored exactly with
the compiled classic solver (Pons' scores, from the mover: a win is positive, larger the
sooner; a loss negative, more negative the sooner), then every other legal move is asked, with
one null-window search, whether it scores more; where one does, every move is scored exactly
for the report.

By default the audit walks **every lost position of the book** (:func:`lost_walk`): a position
lost for the mover only follows a lost one (after a move that keeps a draw or a win no reply
makes the mover lose), and Expert is lost only as second player after 1. d4 (or, in a deeper
book, after an opening it walks from that is lost for it: ``--roots LO-HI``, as the book was
built with), so the walk starts there and follows the book's move and every reply that leaves
Expert lost (each reply solved weakly). A lost position whose book move is not the longest loss
is listed under ``wrong_losses``; the lost positions the walk meets outside the book are counted
(Expert solves those at play time). Below :data:`SHALLOW` discs each search gets ``--budget``
nodes (``--reply-budget`` for the replies' weak solves; the positions next to the empty board
take hours) and a book move that loses with the last disc is taken as the best (no loss is
later): those out of budget are counted. There, in a position whose loss a weak solve proved
(within ``--reply-budget``), the book move's -1 is proved by one null-window search of the
position after it (the opponent's score at most 1), without a budget: minutes where an exact
score takes hours (a weak solve of a 3-disc position takes some 30 s on the compiled core).

``--all`` audits every book position instead (``--sample`` N: a seeded sample, in a random
order), deepest first, on ``--workers`` processes: besides the wrong losses, a won position
where a quicker win existed is listed under ``quicker_wins`` (reported, not an error: the issue
asks a win to stay a win) and a drawn one where a move wins under ``missed_wins`` (a book
error). About 1.4 CPU seconds a position on average (3.4 CPU hours for the book).

The root proof's, the further roots' and the replies' weak solves up to 7 discs
(:data:`KEPT_REPLY_DISCS`) and the null windows
(minutes to hours each near the empty board) are kept in ``--proofs FILE`` if given, one JSON
line each, and taken from there by the next run: a proof stopped half way goes on where it was
(the file is small enough to commit). A further root's own weak solve can take over an hour
near the empty board; ``--walk-records`` takes the further roots' values from the book
builder's progress files instead (its own weak solves of them, same solver), so that only the
lost roots' walks are searched: their book moves are proved as any other's. Near the empty
board and deeper, where the book move of a lost position is not -1 (the builder scored every
move there), its score from the same records is proved by null windows: the book move at least
that, no other move more.

A second run beside the first, on another processor, with the same ``--proofs`` file and
``--reverse``, walks the same tree from the other end: each run reads the other's proofs as it
meets them, and either one's summary, when it ends, is the whole audit.

The walk and ``--all`` stop when ``--hours`` run out; the summary says how many positions
were audited, by number of discs. Run it at low priority:

    nice -n 19 python tests/benchmarks/audit_book_losses.py [--book PATH] [--hours 1]
        [--budget NODES] [--reply-budget NODES] [--roots LO-HI [--walk-records P [P ...]]]
        [--proofs FILE [--reverse]] [--out FILE]
        [--all [--sample N] [--seed 1] [--workers 2]]

Prints one JSON object (the summary, the findings in full).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any, Final, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository

from popout_desktop.engine.classic import _classic_core
from popout_desktop.engine.classic.board import CONTINUES, WIN, expand, start
from popout_desktop.engine.classic.layout import Layout, layout
from popout_desktop.engine.classic.opening_book import (
    BOOK_RULES,
    OpeningBook,
    canonical,
    mirror_position,
    openings,
    position_of,
)

BOOK = Path(__file__).resolve().parents[2] / "resources" / "books" / "classic_7x6.book"
#: Each worker's table: at most this many entries (32 bytes each).
TABLE_ENTRIES = 1 << 24

Finding = dict[str, Any]


K = TypeVar("K")
V = TypeVar("V")


class Unfinished(Exception):
    """A search ran out of its node budget."""


class Scorer:
    """Exact scores of a 7x6 position's moves, from the compiled core (its table kept).
    ``budget``: if set, each search stops after this many nodes (:class:`Unfinished`)."""

    def __init__(self, max_entries: int = TABLE_ENTRIES, proofs: Path | None = None) -> None:
        self.layout: Layout = layout(BOOK_RULES)
        lay = self.layout
        self.core = _classic_core.Core(
            lay.rows, lay.width, lay.connect, lay.order, max_entries=max_entries
        )
        self.budget: int | None = None
        #: ``proofs``: the weak solves of :meth:`proved_value` (the root proof's, the further
        #: roots'), one JSON line each, read back by the next run: a proof cut short (each
        #: solve near the empty board takes many CPU minutes) goes on from what it proved.
        self.proofs = proofs
        self.known: dict[int, int] = {}
        #: The null windows of :meth:`loses_with_the_last_disc` (minutes each near the empty
        #: board), kept in the same file: the position after the move (its canonical key) -> its
        #: score for the opponent is at most 1.
        self.at_most_1: dict[int, bool] = {}
        #: The null windows of :meth:`scores_more` near the empty board (minutes each there),
        #: kept in the same file: (the position after the move, the opponent's score bound) ->
        #: whether that score is at most the bound.
        self.at_most: dict[tuple[int, int], bool] = {}
        self._read = 0  # the bytes of ``proofs`` read so far (whole lines)
        self._read_proofs()

    def _read_proofs(self) -> None:
        """The proofs written to :attr:`proofs` since it was last read: by an earlier run, or
        by another run beside this one (``--reverse``) sharing the file; a line not finished
        yet is left for the next read."""
        if self.proofs is None:
            return
        try:
            with self.proofs.open("rb") as source:
                source.seek(self._read)
                text = source.read()
        except OSError:
            return
        whole = text[: text.rfind(b"\n") + 1]
        self._read += len(whole)
        for line in whole.splitlines():
            try:
                record = json.loads(line)
                if "at_most_1" in record:
                    self.at_most_1[int(record["key"])] = bool(record["at_most_1"])
                elif "at_most" in record:
                    bound = (int(record["key"]), int(record["at_most"]))
                    self.at_most[bound] = bool(record["holds"])
                else:
                    self.known[int(record["key"])] = int(record["weak"])
            except (ValueError, KeyError, TypeError, AttributeError, OverflowError):
                continue  # a line cut short by a stop (or damaged): solved again

    def solve(self, cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        """Pons' score (``weak``: its sign) of a position in play, within the budget."""
        limit = None if self.budget is None else self.core.nodes + self.budget
        score = self.core.solve(cur, mask, discs, weak=weak, node_limit=limit)
        if score is None:
            raise Unfinished
        return score

    def proved_value(self, cur: int, mask: int, discs: int) -> int:
        """The sign of a position's value (a weak solve within the budget), from
        :attr:`proofs` if a run proved it (mirror images share it), else solved and written
        there with the CPU time it took (also to the standard error: progress)."""
        key, _ = canonical(cur, mask)
        return self._proved(
            self.known,
            key,
            lambda: self.solve(cur, mask, discs, weak=True),
            {"key": key, "discs": discs},
            "weak",
        )

    def _proved(
        self,
        table: dict[K, V],
        key: K,
        search: Callable[[], V],
        record: dict[str, Any],
        field: str,
    ) -> V:
        """``table[key]``: as read from :attr:`proofs` (its new lines read again first where
        it is missing: a run beside this one may have proved it meanwhile), else searched, kept
        in ``table`` and written there as ``record`` with the value as ``field``."""
        if key not in table:
            self._read_proofs()
        if key in table:
            return table[key]
        started = time.process_time()
        value = table[key] = search()
        self._keep({**record, field: value}, started)
        return value

    def _keep(self, record: dict[str, Any], started: float) -> None:
        """A proof's record, with the CPU time since ``started``: to the standard error
        (progress) and to :attr:`proofs`."""
        record["cpu_s"] = round(time.process_time() - started, 1)
        print(f"proved: {json.dumps(record)}", file=sys.stderr, flush=True)
        if self.proofs is not None:
            with self.proofs.open("a") as out:
                out.write(json.dumps(record) + "\n")

    def move_score(self, cur: int, mask: int, discs: int, column: int) -> int:
        """Pons' score of playing ``column`` in the position, from the mover."""
        for code, outcome, child_cur, child_mask in expand(self.layout, cur, mask):
            if code == column:
                if outcome == WIN:
                    return (self.layout.capacity + 1 - discs) // 2
                if outcome != CONTINUES:
                    return 0  # the last disc, no line: a draw
                return -self.solve(child_cur, child_mask, discs + 1)
        raise ValueError(f"column {column} is not a legal move")

    def scores(self, cur: int, mask: int, discs: int) -> dict[int, int]:
        """Every legal move's exact score (column: score)."""
        return {
            code: self.move_score(cur, mask, discs, code)
            for code, *_ in expand(self.layout, cur, mask)
        }

    def lost_by_every_move(self, cur: int, mask: int, discs: int) -> bool:
        """Whether the position is lost for the mover, proved move by move: every move's
        position is won for the opponent (a weak solve each, within the budget). Near the
        empty board this is quicker than one weak solve of the position itself (a 1-disc
        position's did not finish in 10 minutes here, its 2-disc children take some 30 s each).
        A move whose position is the mirror image of one already proved won is not solved again
        (after 1. d4, c4 and e4, b4 and f4, a4 and g4 are: four weak solves, not seven)."""
        proved: set[int] = set()
        for _, outcome, child_cur, child_mask in expand(self.layout, cur, mask):
            if outcome != CONTINUES:
                return False  # a win or a draw at once
            key, _ = canonical(child_cur, child_mask)
            if key in proved:
                continue
            if self.proved_value(child_cur, child_mask, discs + 1) <= 0:
                return False
            proved.add(key)
        return True

    def loses_with_the_last_disc(self, cur: int, mask: int, discs: int, column: int) -> bool:
        """In a position proven lost for the mover: whether playing ``column`` loses only with
        the last disc (Pons' -1, the latest loss there is), by one null-window search of the
        position after it (the opponent's score at most 1; at least 1 it is, the position being
        lost). No node budget: near the empty board this is the one search that finishes in
        minutes where an exact score takes hours."""
        for code, outcome, child_cur, child_mask in expand(self.layout, cur, mask):
            if code != column:
                continue
            if outcome != CONTINUES:
                return False  # a win or a draw at once: not a loss
            n = discs + 1
            spots = self.layout.spots(child_cur, child_mask)
            possible = (child_mask + self.layout.bottom_row) & self.layout.playable_mask
            if spots & possible & ~child_mask:  # the opponent wins at once
                return (self.layout.capacity + 1 - n) // 2 <= 1
            key, _ = canonical(child_cur, child_mask)  # mirror images share the score
            # The core's negamax assumes the mover has no win at once (checked above).
            return self._proved(
                self.at_most_1,
                key,
                partial(self._at_most, child_cur, child_mask, n, 1),
                {"key": key, "discs": n},
                "at_most_1",
            )
        raise ValueError(f"column {column} is not a legal move")

    def best_from(self, cur: int, mask: int, discs: int, column: int, score: int) -> bool:
        """Whether playing ``column`` scores at least ``score`` and no other move more: one
        null-window search of the position after each move, without a budget (near the empty
        board, where an exact score takes hours). Then ``column`` is a best move."""
        budget, self.budget = self.budget, None
        try:
            if not self.scores_more(cur, mask, discs, column, score - 1):
                return False
            return not any(
                self.scores_more(cur, mask, discs, code, score)
                for code, *_ in expand(self.layout, cur, mask)
                if code != column
            )
        finally:
            self.budget = budget

    def scores_more(self, cur: int, mask: int, discs: int, column: int, than: int) -> bool:
        """Whether playing ``column`` scores more than ``than``: one null-window search of the
        position after it (the opponent's score at most ``-than - 1``)."""
        for code, outcome, child_cur, child_mask in expand(self.layout, cur, mask):
            if code != column:
                continue
            if outcome != CONTINUES or self.budget is not None:  # (the window has no budget)
                return self.move_score(cur, mask, discs, column) > than
            n = discs + 1
            cap = self.layout.capacity
            bound = -than - 1  # the opponent's score must be at most this
            # The core's negamax assumes the mover has no win at once (its solve checks first).
            spots = self.layout.spots(child_cur, child_mask)
            possible = (child_mask + self.layout.bottom_row) & self.layout.playable_mask
            if spots & possible & ~child_mask:
                return (cap + 1 - n) // 2 <= bound
            if n >= cap - 1:
                return bound >= 0
            if n > KEPT_REPLY_DISCS + 1:  # a moment each, and many
                return self._at_most(child_cur, child_mask, n, bound)
            key, _ = canonical(child_cur, child_mask)  # mirror images share the score
            return self._proved(
                self.at_most,
                (key, bound),
                partial(self._at_most, child_cur, child_mask, n, bound),
                {"key": key, "discs": n, "at_most": bound},
                "holds",
            )
        raise ValueError(f"column {column} is not a legal move")

    def _at_most(self, cur: int, mask: int, discs: int, bound: int) -> bool:
        """Whether the mover's score is at most ``bound``: one null-window search (the mover
        must have no win at once)."""
        return bool(self.core.negamax(cur, mask, discs, bound, bound + 1) <= bound)


def audit_position(
    scorer: Scorer,
    cur: int,
    mask: int,
    book_column: int,
    latest_loss_is_best: bool = False,
    proven_lost: bool = False,
    claimed: int | None = None,
) -> Finding:
    """The audit of one book position (``cur``: the mover's discs) and its move (findings
    name columns 0-based, a = 0). ``latest_loss_is_best``: a book move that loses with the
    last disc (Pons' -1) is taken as the best without searching the other moves (for the
    positions near the empty board, where a search takes long). With ``proven_lost`` too (the
    position's loss was proved by a weak solve), that -1 is proved by one null-window search
    (:meth:`Scorer.loses_with_the_last_disc`, no budget) before any exact score is tried. In
    any position whose loss was proved, where the book builder ``claimed`` a loss sooner than
    -1 (its exact score of the book move, from its progress records), null windows prove the
    book move scores at least that and no other move more (:meth:`Scorer.best_from`, no
    budget: cheaper than the exact scores, which take hours near the empty board and minutes
    at 7 discs), the book's score then taken as the claimed one. The finding's ``proof`` says
    which way its book score was found."""
    discs = mask.bit_count()
    proof = "exact"
    proven_best = False
    if (
        latest_loss_is_best
        and proven_lost
        and scorer.loses_with_the_last_disc(cur, mask, discs, book_column)
    ):
        book_score, proof = -1, "lost position, book move -1 by a null window"
    elif (
        proven_lost
        and claimed is not None
        and claimed < -1
        and scorer.best_from(cur, mask, discs, book_column, claimed)
    ):
        book_score, proven_best = claimed, True
        proof = f"lost position, book move at least {claimed} and no move more, by null windows"
    else:
        book_score = scorer.move_score(cur, mask, discs, book_column)
    columns = [code for code, *_ in expand(scorer.layout, cur, mask)]
    if proven_best or (latest_loss_is_best and book_score == -1):
        # A loss with the last disc: no loss comes later, and a move that drew or won would
        # break the value the build kept (the other moves are not searched).
        columns = []
    better = [
        column
        for column in columns
        if column != book_column and scorer.scores_more(cur, mask, discs, column, book_score)
    ]
    value = "win" if book_score > 0 else "draw" if book_score == 0 else "loss"
    finding: Finding = {
        "key": cur + mask,
        "discs": discs,
        "board": board_text(scorer.layout, cur, mask),
        "book_column": book_column,
        "book_score": book_score,
        "value": value,
        "book_best": not better,
        "proof": proof,
    }
    if better:
        scores = scorer.scores(cur, mask, discs)
        best = max(scores.values())
        finding["scores"] = {str(c): s for c, s in sorted(scores.items())}
        finding["best_score"] = best
        finding["best_columns"] = sorted(c for c, s in scores.items() if s == best)
    return finding


#: The lost positions' roots: Expert as second player after 1. d4 (the first player wins, Pons'
#: score +1 on the empty board; after 1. c4 / e4 the game is drawn, after any other first move
#: the second player wins, and Expert as first player plays the win: no book position outside
#: the 1. d4 tree is lost).
LOST_ROOTS: Final = ((3,),)
#: Below this many discs a search gets ``--budget`` nodes (the positions near the empty board
#: take minutes to hours each); unfinished ones are counted, not guessed.
SHALLOW: Final = 7
#: A lost position's replies of at most this many discs have their weak solves kept in the
#: ``--proofs`` file (a 7-disc one takes minutes: a run stopped and started again does not
#: solve it twice); the deeper ones take a moment each and are many.
KEPT_REPLY_DISCS: Final = 7


def lost_walk(
    book: OpeningBook,
    scorer: Scorer,
    roots: tuple[tuple[int, ...], ...] = LOST_ROOTS,
    deadline: float | None = None,
    budget: int | None = None,
    reply_budget: int | None = None,
    progress: Callable[[str], object] | None = None,
    prove_roots: bool = True,
    further: Sequence[tuple[int, int]] = (),
    root_values: Mapping[int, int] | None = None,
    loss_scores: Mapping[int, int] | None = None,
    reverse: bool = False,
) -> tuple[list[Finding], dict[str, Any]]:
    """Every lost book position Expert can meet, audited: from each root (a lost position,
    given as its columns from the empty board), the book's move and every reply of the other
    player that leaves Expert lost (each reply's position solved weakly), depth first. A
    position lost for the mover can only follow a lost one: after a move that keeps a draw or
    a win, no reply can make the mover lose. Returns the findings and counts: book positions
    walked, lost positions outside the book (Expert solves those at play time), searches out of
    ``budget`` (positions below :data:`SHALLOW` discs; the replies' weak solves there get
    ``reply_budget``, and one out of it is walked as if lost) and positions left at the
    ``deadline``. Below :data:`SHALLOW` discs a book move that loses with the last disc (-1)
    is taken as the best without searching the others (see :func:`audit_position`); where the
    position's loss was proved (the root's move by move, each reply's by a weak solve, within
    ``reply_budget``), that -1 is proved by one null-window search, without a budget.
    ``progress`` gets a line per position audited. Without ``prove_roots`` a shallow root's
    loss is not proved (its book move is then scored exactly, within ``budget``).

    A deeper book (``make_opening_book.py --roots``) walks from ``further`` positions too (as
    ``(cur, mask)``, Expert to move): each one the book holds is solved weakly (no budget: some
    30 s at 3 discs; over an hour for some) and, where lost, the walk starts there too (its loss
    proved). ``root_values`` (canonical key: the sign of its value for the mover), where it
    holds a further root, gives that root's value instead of a weak solve: the book builder's
    own weak solves, from its progress records (:func:`walk_root_values`); the walk from a lost
    root then proves its book moves as from any other (``further_roots_valued_by_walk``). It
    gives a lost position's reply its value too, where it holds one, instead of the reply's
    weak solve (``replies_valued_by_walk``; a lost reply near the empty board took over an hour
    to solve again).
    ``loss_scores`` (canonical key: the builder's exact score of its move in a lost position)
    lets a proved-lost position whose book move is not -1 be proved by null windows (see
    :func:`audit_position`). ``reverse`` walks the same positions in the other order (the
    roots and every position's replies taken from the other end): a second run beside the
    first, sharing its proofs file, works towards it from the other side of the tree, and each
    takes the other's proofs as it meets them."""
    lay = scorer.layout
    stack: list[tuple[int, int, bool]] = []  # (cur, mask, its loss proved by a weak solve)
    stats = Counter[str]()
    for columns in roots:
        cur, mask = start(BOOK_RULES)
        for column in columns:
            _, _, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
        discs = mask.bit_count()
        proven = False  # only a shallow position's audit uses the proof
        if prove_roots and discs < SHALLOW:  # lost by the theory the walk rests on: proved
            scorer.budget = reply_budget
            try:
                proven = scorer.lost_by_every_move(cur, mask, discs)
            except Unfinished:
                stats["reply_out_of_budget"] += 1
        stack.append((cur, mask, proven))
    if reverse:
        stack.reverse()
    own_walk = book_walk(book, lay) if further else set()
    for cur, mask in reversed(further) if reverse else further:
        if deadline is not None and time.monotonic() > deadline:
            break
        if book.move(cur, mask) is None:
            continue  # not one of the book's walks: Expert solves it, or not walked yet
        stats["further_roots_in_book"] += 1
        root_key = canonical(cur, mask)[0]
        if root_key in own_walk:
            # Reached by the book's own walk (Expert's moves from the empty board and after
            # each first move): lost only inside the 1. d4 tree, which the walk from 1. d4
            # covers (a position lost for the mover only follows a lost one).
            stats["further_roots_in_book_walk"] += 1
            continue
        scorer.budget = None
        given = None if root_values is None else root_values.get(root_key)
        if given is not None:
            stats["further_roots_valued_by_walk"] += 1
            value = given
        else:
            value = scorer.proved_value(cur, mask, mask.bit_count())
        if value < 0:
            stats["further_roots_lost"] += 1
            stack.append((cur, mask, True))
    seen: set[int] = set()
    findings: list[Finding] = []
    while stack:
        if deadline is not None and time.monotonic() > deadline:
            stats["left_at_deadline"] = len(stack)
            break
        cur, mask, proven = stack.pop()
        key, mirrored = canonical(cur, mask)
        if mirrored:  # audited as the book holds it (its key, its columns)
            cur, mask = mirror_position(cur, mask)
        if key in seen:
            continue
        seen.add(key)
        discs = mask.bit_count()
        move = book.move(cur, mask)
        if move is None:
            stats["lost_out_of_book"] += 1
            continue
        shallow = discs < SHALLOW
        scorer.budget = budget if shallow else None
        started = time.process_time()
        try:
            finding = audit_position(
                scorer,
                cur,
                mask,
                move,
                latest_loss_is_best=shallow,
                proven_lost=proven,
                claimed=None if loss_scores is None else loss_scores.get(key),
            )
            finding["cpu_s"] = round(time.process_time() - started, 3)
            findings.append(finding)
            note = f"{finding['value']} {finding['book_score']:+d}, best: {finding['book_best']}"
        except Unfinished:
            stats["audit_out_of_budget"] += 1
            note = "out of budget"
        if progress is not None:
            progress(f"{len(seen)} walked, {len(stack)} to go: {discs} discs, {note}")
        child = next(c for c in expand(lay, cur, mask) if c[0] == move)
        if child[1] != CONTINUES:
            continue
        replies = expand(lay, child[2], child[3])
        for _, outcome, reply_cur, reply_mask in reversed(replies) if reverse else replies:
            if outcome != CONTINUES:
                continue
            # The builder's own weak solve of the reply (same solver), where its records hold
            # one: a lost reply near the empty board takes over an hour to solve again.
            reply_key = canonical(reply_cur, reply_mask)[0]
            given = None if root_values is None else root_values.get(reply_key)
            if given is not None:
                stats["replies_valued_by_walk"] += 1
                if given < 0:
                    stack.append((reply_cur, reply_mask, True))
                continue
            shallow_reply = discs + 2 < SHALLOW
            scorer.budget = reply_budget if shallow_reply else None
            # A reply's weak solve near the empty board takes minutes: kept with the proofs
            # (the deeper ones take a moment each and are many).
            kept = discs + 2 <= KEPT_REPLY_DISCS
            weak = scorer.proved_value if kept else partial(scorer.solve, weak=True)
            try:
                lost = proven = weak(reply_cur, reply_mask, discs + 2) < 0
            except Unfinished:
                stats["reply_out_of_budget"] += 1
                lost, proven = True, False  # walked as if lost: its audit then says
            if lost:
                stack.append((reply_cur, reply_mask, proven))
    stats["book_positions_walked"] = len(seen) - stats["lost_out_of_book"]
    return findings, dict(stats)


def book_walk(book: OpeningBook, lay: Layout) -> set[int]:
    """The canonical keys of the positions the book's own walk reaches, Expert to move: from
    the empty board (Expert first) and after each first move (Expert second), the book's move
    and every reply, as long as the book has a move (a deeper book's further roots are walked
    from elsewhere: the ones reached here belong to the book's own walk)."""
    cur, mask = start(BOOK_RULES)
    stack = [(cur, mask)] + [
        (c, m) for _, outcome, c, m in expand(lay, cur, mask) if outcome == CONTINUES
    ]
    reached: set[int] = set()
    while stack:
        cur, mask = stack.pop()
        key, _ = canonical(cur, mask)
        if key in reached:
            continue
        reached.add(key)
        move = book.move(cur, mask)
        if move is None:
            continue
        _, outcome, child_cur, child_mask = next(c for c in expand(lay, cur, mask) if c[0] == move)
        if outcome != CONTINUES:
            continue
        stack.extend(
            (c, m) for _, result, c, m in expand(lay, child_cur, child_mask) if result == CONTINUES
        )
    return reached


def _walk_records(paths: Iterable[Path]) -> dict[int, dict[str, Any]]:
    """The book builder's progress files (``make_opening_book.py --progress``: one JSON object
    a line) by canonical key, the last record of a key standing (as the builder reads them: a
    correction comes after the record it corrects); a line cut short (one a running walk is
    writing) or not such an object with an integer ``key`` is skipped."""
    records: dict[int, dict[str, Any]] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and type(record.get("key")) is int:
                records[record["key"]] = record
    return records


def walk_root_values(paths: Iterable[Path]) -> dict[int, int]:
    """The weak values the book builder proved, from its progress files (``value``: the sign
    of the position's value for the mover, where the walk solved it): canonical key -> value.
    Records without one (the walk's leaves, the positions taken from a book) give none."""
    return {
        key: record["value"]
        for key, record in _walk_records(paths).items()
        if type(record.get("value")) is int and record["value"] in (-1, 0, 1)
    }


def walk_loss_scores(paths: Iterable[Path]) -> dict[int, int]:
    """The exact scores the book builder gave its moves in lost positions, from its progress
    files (``score``, beside ``value`` -1: its longest loss): canonical key -> score."""
    return {
        key: record["score"]
        for key, record in _walk_records(paths).items()
        if record.get("value") == -1 and type(record.get("score")) is int and record["score"] < 0
    }


def board_text(lay: Layout, cur: int, mask: int) -> str:
    """The position, column by column from a to g, bottom up: ``x`` the mover's discs, ``o``
    the other player's (e.g. ``"/x/o/xoxoxo/x//"``)."""
    parts = []
    for column in range(lay.width):
        cells = ""
        for row in range(lay.rows):
            bit = lay.bit(column, row)
            if mask & bit:
                cells += "x" if cur & bit else "o"
        parts.append(cells)
    return "/".join(parts)


def audit_entries(
    entries: list[tuple[int, int]], deadline: float | None = None, workers: int = 1
) -> Iterator[Finding]:
    """The findings of ``(key, move)`` book entries, in order, until ``deadline`` (a
    ``time.monotonic()`` time; entries started before it are finished)."""
    if workers <= 1:
        scorer = Scorer()
        for entry in entries:
            if deadline is not None and time.monotonic() > deadline:
                return
            yield _audit_with(scorer, entry)
        return
    with multiprocessing.get_context("fork").Pool(workers, initializer=_init_worker) as pool:
        for finding in pool.imap(_audit_in_worker, entries, chunksize=8):
            yield finding
            if deadline is not None and time.monotonic() > deadline:
                pool.terminate()
                return


_WORKER: list[Scorer] = []


def _init_worker() -> None:
    _WORKER.append(Scorer())


def _audit_in_worker(entry: tuple[int, int]) -> Finding:
    return _audit_with(_WORKER[0], entry)


def _audit_with(scorer: Scorer, entry: tuple[int, int]) -> Finding:
    key, move = entry
    cur, mask = position_of(key)
    started = time.process_time()
    finding = audit_position(scorer, cur, mask, move)
    finding["cpu_s"] = round(time.process_time() - started, 3)
    return finding


def book_entries(book: OpeningBook) -> list[tuple[int, int]]:
    """The book's ``(key, move)`` entries, deepest positions first (then by key)."""
    entries = list(zip(book.keys, book.moves, strict=True))
    return sorted(entries, key=lambda e: (-position_of(e[0])[1].bit_count(), e[0]))


def summarize(findings: list[Finding], total: int, seconds: float) -> dict[str, Any]:
    """The audit's summary (see the module)."""
    audited_by_discs = Counter(f["discs"] for f in findings)
    values = Counter(f["value"] for f in findings)
    wrong_losses = [f for f in findings if f["value"] == "loss" and not f["book_best"]]
    quicker_wins = [f for f in findings if f["book_score"] > 0 and not f["book_best"]]
    missed_wins = [f for f in findings if f["book_score"] <= 0 < f.get("best_score", 0)]
    return {
        "book_positions": total,
        "audited": len(findings),
        "audited_fraction": round(len(findings) / total, 4) if total else 1.0,
        "audited_by_discs": {str(d): n for d, n in sorted(audited_by_discs.items())},
        "values": dict(values),
        "wrong_losses": len(wrong_losses),
        "quicker_wins": len(quicker_wins),
        "missed_wins": len(missed_wins),
        "cpu_seconds": round(sum(f["cpu_s"] for f in findings), 1),
        "seconds": round(seconds, 1),
        "wrong_loss_positions": wrong_losses,
        "missed_win_positions": missed_wins,
        "quicker_win_positions": quicker_wins,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--book", type=Path, default=BOOK)
    parser.add_argument(
        "--all",
        action="store_true",
        help="audit every book position (or --sample N of them), won and drawn ones too",
    )
    parser.add_argument("--sample", type=int, default=0, help="with --all: a seeded sample of N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hours", type=float, default=1.0)
    parser.add_argument("--workers", type=int, default=2, help="with --all: processes")
    parser.add_argument(
        "--budget",
        type=int,
        default=100_000_000,
        help=f"nodes per search in positions of fewer than {SHALLOW} discs",
    )
    parser.add_argument(
        "--reply-budget",
        type=int,
        default=3_000_000,
        help=f"nodes per weak solve of a reply of fewer than {SHALLOW} discs",
    )
    parser.add_argument(
        "--no-root-proof",
        action="store_true",
        help="do not prove the 1. d4 root lost (seven 2-disc weak solves: over 20 CPU minutes)",
    )
    parser.add_argument(
        "--roots",
        default=None,
        help="LO-HI: a deeper book's further roots (make_opening_book.py --roots): each one "
        "the book holds is solved weakly, and the lost walk starts from the lost ones too",
    )
    parser.add_argument(
        "--proofs",
        type=Path,
        help="the root proof's, the further roots' and the shallow replies' weak solves and the "
        "null windows, kept in this JSON-lines file and read back by the next run (a proof cut "
        "short goes on from there)",
    )
    parser.add_argument(
        "--walk-records",
        type=Path,
        nargs="+",
        default=[],
        help="with --roots: the book builder's progress files (make_opening_book.py "
        "--progress); a further root's value found there is taken instead of a weak solve, "
        "and its scores of lost positions' moves are proved by null windows",
    )
    parser.add_argument(
        "--reverse",
        action="store_true",
        help="walk in the other order: a second run beside the first (another processor), "
        "with the same --proofs file, works from the other end and shares the proofs",
    )
    parser.add_argument("--out", type=Path, help="also write the JSON here")
    args = parser.parse_args()
    book = OpeningBook.from_bytes(args.book.read_bytes())
    low_text, _, high_text = (args.roots or "0").partition("-")
    low, high = int(low_text), int(high_text or low_text)
    started = time.monotonic()
    deadline = started + args.hours * 3600
    if args.all:
        entries = book_entries(book)
        total = len(entries)
        if args.sample:  # in a random order: a sample cut short by --hours is still one
            entries = random.Random(args.seed).sample(entries, args.sample)
            total = len(entries)
        findings = list(audit_entries(entries, deadline, args.workers))
        summary = summarize(findings, total, time.monotonic() - started)
    else:
        findings, stats = lost_walk(
            book,
            Scorer(proofs=args.proofs),
            deadline=deadline,
            budget=args.budget,
            reply_budget=args.reply_budget,
            progress=lambda line: print(line, file=sys.stderr, flush=True),
            prove_roots=not args.no_root_proof,
            further=[(cur, mask) for cur, mask, _ in openings(BOOK_RULES, low, high)]
            if args.roots is not None
            else (),
            root_values=walk_root_values(args.walk_records) if args.walk_records else None,
            loss_scores=walk_loss_scores(args.walk_records) if args.walk_records else None,
            reverse=args.reverse,
        )
        summary = summarize(findings, len(findings), time.monotonic() - started)
        del summary["audited_fraction"]
        mode = "lost positions from 1. d4"
        if args.roots is not None:
            mode += f" and from the lost further roots of {args.roots} drops"
        summary = {"mode": mode, **stats, **summary}
    summary["book"] = str(args.book)
    text = json.dumps(summary)
    if args.out is not None:
        args.out.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
