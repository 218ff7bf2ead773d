"""The classic 7x6 opening book is complete for Expert as first player and as second player
(issue 19, point 3): against every reply, Expert meets only positions the book holds or
positions it solves at play time, so it never turns a win into a draw or loss, or a draw into a
loss.

``build_scripts/make_opening_book.py`` checked every position of the book's edge while it built
the book; here the walk is repeated by lookup (every reply of every book move), and a seeded
sample of the edge is solved again within the same budget. Expert plays first from the empty
board, or second after each first move: d4, c4, b4 and a4 (e4, f4 and g4 are their mirror
images, which the book answers from the same entries)."""

from __future__ import annotations

import random

import pytest

from popout_desktop.engine.classic.board import CONTINUES, expand, start
from popout_desktop.engine.classic.drop_solver import ClassicSolver, compiled_core_available
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.opening_book import (
    BOOK_RULES,
    BOOK_SOLVE_NODES,
    OpeningBook,
    canonical,
    load_book,
    mirror_position,
    openings,
)

LAYOUT = layout(BOOK_RULES)
SAMPLE = 60
#: The build stops where the position, as its walk meets it, is solved within BOOK_SOLVE_NODES;
#: a game can meet its mirror image instead, whose children come in another order and can take
#: more nodes (up to 1.4 times as many in a sample of 150). Both must be solved within twice the
#: budget: 3 M nodes, about 0.45 s of the compiled core here, within Expert's 0.6 s.
PLAY_NODES = 2 * BOOK_SOLVE_NODES

needs_core = pytest.mark.skipif(
    not compiled_core_available(),
    reason="the walk needs the compiled core, not built (no C compiler)",
)


def shipped() -> OpeningBook:
    book = load_book(BOOK_RULES)
    if book is None:
        pytest.fail("resources/books/classic_7x6.book is missing or malformed")
    return book


def root(opening: str) -> tuple[int, int, int]:
    """The position after ``opening`` (drops, by column letter), with its disc count."""
    cur, mask = start(BOOK_RULES)
    for letter in opening:
        column = "abcdefg".index(letter)
        _, _, cur, mask = next(c for c in expand(LAYOUT, cur, mask) if c[0] == column)
    return cur, mask, len(opening)


def edge(
    book: OpeningBook, opening: str | tuple[int, int, int] = ""
) -> tuple[set[int], dict[int, tuple[int, int, int]]]:
    """The book's keys Expert meets against every reply after ``opening`` (Expert to move; its
    drops, or the position as ``(cur, mask, discs)``), and the positions with Expert to move
    that the book does not hold (its edge), by key."""
    met: set[int] = set()
    outside: dict[int, tuple[int, int, int]] = {}
    stack = [root(opening) if isinstance(opening, str) else opening]
    while stack:
        cur, mask, discs = stack.pop()
        key, _ = canonical(cur, mask)
        if key in met or key in outside:
            continue
        code = book.move(cur, mask)
        if code is None:
            outside[key] = (cur, mask, discs)
            continue
        met.add(key)
        child = next(c for c in expand(LAYOUT, cur, mask) if c[0] == code)
        if child[1] != CONTINUES:
            continue
        for _, outcome, reply_cur, reply_mask in expand(LAYOUT, child[2], child[3]):
            if outcome == CONTINUES:
                stack.append((reply_cur, reply_mask, discs + 2))
    return met, outside


def solved_in_time(cur: int, mask: int, discs: int) -> bool:
    """Every child solved exactly by the compiled solver, with a fresh table, within
    :data:`PLAY_NODES` nodes in all."""
    solver = ClassicSolver(BOOK_RULES, core="c")
    assert solver._compiled is not None
    for _, outcome, child_cur, child_mask in expand(LAYOUT, cur, mask):
        if outcome == CONTINUES and (
            solver._compiled.solve(child_cur, child_mask, discs + 1, node_limit=PLAY_NODES) is None
        ):
            return False
    return True


@pytest.mark.slow
@needs_core
@pytest.mark.parametrize(
    ("opening", "entries"),
    [("", 2_000), ("d", 1_000), ("c", 1_000), ("b", 3_000), ("a", 1_000)],
    ids=["first", "second-after-d4", "second-after-c4", "second-after-b4", "second-after-a4"],
)
def test_every_reply_leads_to_the_book_or_to_a_position_expert_solves(
    opening: str, entries: int
) -> None:
    book = shipped()
    met, outside = edge(book, opening)
    assert len(met) > entries
    assert len(outside) > 2 * entries
    rng = random.Random(19)
    keys = sorted(outside)
    hardest = sorted(keys, key=lambda key: outside[key][2])[:10]  # the fewest discs
    for key in hardest + rng.sample(keys, SAMPLE):
        cur, mask, discs = outside[key]
        assert solved_in_time(cur, mask, discs), hex(key)
        assert solved_in_time(*mirror_position(cur, mask), discs), f"{key:#x} in the mirror"


@pytest.mark.slow
@needs_core
def test_the_deeper_walks_lead_to_the_book_or_to_positions_expert_solves() -> None:
    """The deeper book (``make_opening_book.py --roots 3``: Expert to move after any opening of
    three drops) holds only whole walks: from each such opening the book holds, every reply
    leads to the book or to a position Expert solves (a seeded sample of roots and of their
    edges)."""
    book = shipped()
    held = [root for root in openings(BOOK_RULES, 3, 3) if book.move(root[0], root[1])]
    assert len(held) >= 23  # those Expert's walk as second player already met
    rng = random.Random(33)
    for opening in rng.sample(held, 6):
        met, outside = edge(book, opening)
        assert met and outside
        for key in rng.sample(sorted(outside), min(8, len(outside))):
            cur, mask, discs = outside[key]
            assert solved_in_time(cur, mask, discs), hex(key)
            assert solved_in_time(*mirror_position(cur, mask), discs), f"{key:#x} in the mirror"
