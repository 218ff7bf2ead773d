"""The opening books: their file format (round trip, pops, and every malformed file refused),
their keys and mirror images, the tables that have one, and a sample of the shipped classic
book checked against the solver (the Pop Out book's walk is ``test_popout_book.py``)."""

from __future__ import annotations

import random
import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.engine.classic import opening_book
from popout_desktop.engine.classic.board import CONTINUES, POP, WIN, expand, start
from popout_desktop.engine.classic.drop_solver import ClassicSolver, compiled_core_available
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.opening_book import (
    BOOK_RULES,
    MAGIC,
    POPOUT_BOOK_RULES,
    BookError,
    OpeningBook,
    book_move,
    canonical,
    load_book,
    mirror_code,
    position_of,
    write_book,
)
from popout_desktop.engine.levels import best_move
from popout_desktop.rules import Game, Move, Rules

LAYOUT = layout(BOOK_RULES)


def random_position(rng: random.Random, plies: int) -> tuple[int, int]:
    cur, mask = start(BOOK_RULES)
    for _ in range(plies):
        children = [c for c in expand(LAYOUT, cur, mask) if c[1] == CONTINUES]
        if not children:
            break
        _, _, cur, mask = rng.choice(children)
    return cur, mask


def mirror(cur: int, mask: int) -> tuple[int, int]:
    out = []
    for bits in (cur, mask):
        mirrored = 0
        for column in range(7):
            for row in range(6):
                if bits >> (column * 7 + row) & 1:
                    mirrored |= 1 << ((6 - column) * 7 + row)
        out.append(mirrored)
    return out[0], out[1]


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 41))
def test_a_key_gives_back_its_position_and_mirror_images_share_a_key(seed: int, plies: int) -> None:
    cur, mask = random_position(random.Random(seed), plies)
    assert position_of(cur + mask) == (cur, mask)
    key, mirrored = canonical(cur, mask)
    other_key, other_mirrored = canonical(*mirror(cur, mask))
    assert key == other_key == min(cur + mask, sum(mirror(cur, mask)))
    assert mirrored != other_mirrored or mirror(cur, mask) == (cur, mask)


def test_a_book_round_trips_and_answers_for_mirror_images(tmp_path: Path) -> None:
    cur, mask = random_position(random.Random(3), 5)
    mirrored_cur, mirrored_mask = mirror(cur, mask)
    assert (cur, mask) != (mirrored_cur, mirrored_mask)
    key, was_mirrored = canonical(cur, mask)
    column = 1  # the book's column for the position as given
    stored = 6 - column if was_mirrored else column
    path = tmp_path / "book"
    size = write_book(path, {key: stored, 5: 3})
    assert size == len(MAGIC) + 4 + 2 * 9 == path.stat().st_size
    book = OpeningBook.from_bytes(path.read_bytes())
    assert len(book) == 2
    assert book.move(cur, mask) == column
    assert book.move(mirrored_cur, mirrored_mask) == 6 - column
    assert book.move(*random_position(random.Random(4), 9)) is None


def good_book() -> bytes:
    return MAGIC + struct.pack("<I", 2) + struct.pack("<QQ", 5, 9) + bytes([3, 6])


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "magic"),
        (b"popout-book 2\n" + good_book()[len(MAGIC) :], "magic"),
        (MAGIC + b"\x01", "cut short"),
        (good_book()[:-1], "should hold 2 entries"),
        (good_book() + b"\x00", "should hold 2 entries"),
        (MAGIC + struct.pack("<I", 2) + struct.pack("<QQ", 9, 5) + bytes([3, 6]), "sorted"),
        (MAGIC + struct.pack("<I", 2) + struct.pack("<QQ", 5, 5) + bytes([3, 6]), "sorted"),
        (
            MAGIC + struct.pack("<I", 2) + struct.pack("<QQ", 5, 9) + bytes([3, 7]),
            "off the board or a pop",
        ),
    ],
)
def test_a_malformed_book_is_refused(data: bytes, message: str) -> None:
    with pytest.raises(BookError, match=message):
        OpeningBook.from_bytes(data)


@given(data=st.binary(max_size=200))
def test_any_bytes_give_a_book_or_a_book_error(data: bytes) -> None:
    for candidate in (data, MAGIC + data):
        try:
            book = OpeningBook.from_bytes(candidate)
        except BookError:
            continue
        assert all(0 <= column < 7 for column in book.moves)
    pop_out_moves = set(range(7)) | {POP | column for column in range(7)}
    for candidate in (data, MAGIC + data):
        try:  # a Pop Out book may also hold pops, and nothing else
            book = OpeningBook.from_bytes(candidate, pops=True)
        except BookError:
            continue
        assert set(book.moves) <= pop_out_moves


def test_only_the_classic_and_pop_out_7x6_tables_have_books(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cur, mask = start(BOOK_RULES)
    key, _ = canonical(cur, mask)
    books = {
        BOOK_RULES: OpeningBook.from_bytes(book_bytes({key: 3})),
        POPOUT_BOOK_RULES: OpeningBook.from_bytes(book_bytes({key: 2})),
    }
    asked: list[Rules] = []

    def fake_load_book(rules: Rules = BOOK_RULES) -> OpeningBook | None:
        asked.append(rules)
        return books.get(rules)

    monkeypatch.setattr(opening_book, "load_book", fake_load_book)
    assert book_move(BOOK_RULES, cur, mask) == 3
    assert book_move(Rules(repetition_draw=True, pop_out=False), cur, mask) == 3
    assert book_move(POPOUT_BOOK_RULES, cur, mask) == 2
    assert book_move(POPOUT_BOOK_RULES.replace(repetition_draw=True), cur, mask) == 2
    assert set(asked) == {BOOK_RULES, POPOUT_BOOK_RULES}
    for rules in (
        Rules.preset("five_in_a_row"),
        Rules.preset("five_in_a_row").replace(pop_out=True),
        Rules(columns=8, rows=7, pop_out=False),
        Rules(columns=8, rows=7, pop_out=True),
        Rules(connect=5, pop_out=False),
    ):
        assert book_move(rules, cur, mask) is None


def test_a_pop_out_book_holds_pops_and_mirrors_them(tmp_path: Path) -> None:
    cur, mask = random_position(random.Random(3), 5)
    key, was_mirrored = canonical(cur, mask)
    pop_b = POP | 1  # a pop in column b, for the position as given
    stored = mirror_code(pop_b) if was_mirrored else pop_b
    path = tmp_path / "book"
    write_book(path, {key: stored})
    book = OpeningBook.from_bytes(path.read_bytes(), pops=True)
    assert book.move(cur, mask) == pop_b
    assert book.move(*mirror(cur, mask)) == POP | 5
    with pytest.raises(BookError, match="or a pop"):
        OpeningBook.from_bytes(path.read_bytes())  # a classic book holds no pop
    assert mirror_code(3) == 3 and mirror_code(0) == 6 and mirror_code(POP | 6) == POP


def book_bytes(entries: dict[int, int]) -> bytes:
    keys = sorted(entries)
    return (
        MAGIC
        + struct.pack("<I", len(keys))
        + b"".join(struct.pack("<Q", key) for key in keys)
        + bytes(entries[key] for key in keys)
    )


def test_expert_plays_the_book_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """A book whose move at the start is column 1, a move Expert never plays by itself (it
    loses): Expert plays it at once, however long it may think; Hard does not use the book."""
    cur, mask = start(BOOK_RULES)
    key, _ = canonical(cur, mask)
    monkeypatch.setattr(
        opening_book,
        "load_book",
        lambda rules=BOOK_RULES: OpeningBook.from_bytes(book_bytes({key: 0})),
    )
    assert best_move(Game(BOOK_RULES), level="expert", time_limit=30.0) == Move.drop(0)
    # Hard never asks the book (its move itself may vary: its estimates carry noise, and at a
    # shallow depth on a loaded machine the edge column can come within it).
    asked: list[str] = []
    monkeypatch.setattr(opening_book, "load_book", lambda rules=BOOK_RULES: asked.append(rules))
    best_move(Game(BOOK_RULES), level="hard", time_limit=0.2)
    assert asked == []
    monkeypatch.setattr(opening_book, "load_book", lambda rules=BOOK_RULES: None)
    assert best_move(Game(BOOK_RULES), level="expert", time_limit=0.2) != Move.drop(0)


def shipped() -> OpeningBook:
    book = load_book()
    if book is None:
        pytest.fail("resources/books/classic_7x6.book is missing or malformed")
    return book


def test_the_book_is_shipped_and_starts_in_the_centre() -> None:
    book = shipped()
    assert len(book) > 100
    cur, mask = start(BOOK_RULES)
    assert book.move(cur, mask) == 3  # the only winning first move


@pytest.mark.slow
@pytest.mark.skipif(not compiled_core_available(), reason="needs the compiled core")
def test_a_sample_of_the_book_keeps_every_value() -> None:
    """A book move keeps the position's value: its child is worth the position (weakly)."""
    book = shipped()
    # The fullest positions are the cheapest to solve; a random sample of the rest as well.
    indexes = sorted(range(len(book)), key=lambda i: -position_of(book.keys[i])[1].bit_count())
    rng = random.Random(19)
    middle = [i for i in indexes[40:] if position_of(book.keys[i])[1].bit_count() >= 10]
    sample = indexes[:40] + rng.sample(middle, min(10, len(middle)))
    solver = ClassicSolver(BOOK_RULES, core="c")
    for index in sample:
        cur, mask = position_of(book.keys[index])
        discs = mask.bit_count()
        value = solver.solve(cur, mask, discs, weak=True)
        column = book.moves[index]
        child = next(c for c in expand(LAYOUT, cur, mask) if c[0] == column)
        kept = 1 if child[1] == WIN else -solver.solve(child[2], child[3], discs + 1, weak=True)
        assert kept == value, (hex(book.keys[index]), column, value, kept)
