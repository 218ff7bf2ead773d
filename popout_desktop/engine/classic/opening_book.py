"""The opening books: for the classic 7x6 table, a move that keeps the value of every position
Expert can meet before it can solve the game in its time, and in a lost position the move that
loses latest (built by ``build_scripts/make_opening_book.py``, audited by
``tests/benchmarks/audit_book_losses.py``); for the Pop Out 7x6 table, a proven quickest win for
every position Expert as first player meets before its own proof finds one in its time (built
by ``build_scripts/make_popout_book.py``).

A book file (``resources/books/classic_7x6.book``, ``resources/books/popout_7x6.book``) is
compact and binary:

* the magic line ``b"popout-book 1\\n"``;
* the number of entries, a little-endian ``uint32``;
* the keys, sorted, each a little-endian ``uint64``: Pons' key ``cur + mask`` of the position
  (``cur`` the discs of the player to move), the smaller of the position's and its mirror
  image's;
* one byte per key, in the same order: the book's move in that orientation, a drop's column
  (0-based), or for a pop (Pop Out books only) the column plus :data:`~.board.POP`.

A position is found by a binary search over the keys (``bisect`` on an ``array``). A key says
whose discs are whose from the mover's side, so it does not matter which colour moves: both
games are the same. The repetition rule is left out of the key: no drop-only position repeats,
and the Pop Out book's positions come before any position can have been seen twice. Each book
knows one table (:data:`BOOK_FILES`); any other table gets no book move.
"""

from __future__ import annotations

import array
import struct
import sys
from bisect import bisect_left
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Final

from popout_desktop.engine.classic.board import CONTINUES, POP, expand, start
from popout_desktop.engine.classic.layout import layout
from popout_desktop.rules import Rules

__all__ = [
    "BOOK_FILES",
    "BOOK_RULES",
    "BOOK_SOLVE_NODES",
    "POPOUT_BOOK_RULES",
    "BookError",
    "OpeningBook",
    "book_move",
    "canonical",
    "column_of_drop",
    "load_book",
    "mirror_code",
    "mirror_position",
    "position_of",
    "write_book",
]

#: The classic book's table: classic Connect Four, 7x6, lines of 4.
BOOK_RULES: Final = Rules.preset("classic")
#: The Pop Out book's table: Pop Out, 7x6, lines of 4.
POPOUT_BOOK_RULES: Final = Rules.preset("pop_out")
#: The classic walk's test of a position Expert solves at play time: every child solved by the
#: compiled classic solver, with a fresh table, within this many nodes in all (about a quarter
#: of the 4 M nodes Expert's 0.6 s of exact solving reaches on the reference machine).
BOOK_SOLVE_NODES: Final = 1_500_000
#: The tables with a book (their repetition rule off), and the book's file in resources/books.
BOOK_FILES: Final = {BOOK_RULES: "classic_7x6.book", POPOUT_BOOK_RULES: "popout_7x6.book"}
MAGIC: Final = b"popout-book 1\n"
_WIDTH: Final = BOOK_RULES.columns
_STRIDE: Final = BOOK_RULES.rows + 1
_COLUMN: Final = (1 << _STRIDE) - 1


class BookError(ValueError):
    """The book file is not a book."""


def _mirror(bits: int) -> int:
    out = 0
    for column in range(_WIDTH):
        out |= ((bits >> (column * _STRIDE)) & _COLUMN) << ((_WIDTH - 1 - column) * _STRIDE)
    return out


def mirror_position(cur: int, mask: int) -> tuple[int, int]:
    """A position seen in the mirror (the columns in reverse order)."""
    return _mirror(cur), _mirror(mask)


def canonical(cur: int, mask: int) -> tuple[int, bool]:
    """The book's key of a position and whether it is the mirror image's (the smaller key)."""
    key = cur + mask
    mirrored = _mirror(cur) + _mirror(mask)
    return (mirrored, True) if mirrored < key else (key, False)


def position_of(key: int) -> tuple[int, int]:
    """``(cur, mask)`` of a key ``cur + mask``: in a column holding ``h`` discs, the key's part
    is ``cur`` plus ``2**h - 1``, which lies between ``2**h - 1`` and ``2**(h+1) - 2``."""
    cur = mask = 0
    for column in range(_WIDTH):
        part = (key >> (column * _STRIDE)) & _COLUMN
        height = (part + 1).bit_length() - 1
        filled = (1 << height) - 1
        cur |= (part - filled) << (column * _STRIDE)
        mask |= filled << (column * _STRIDE)
    return cur, mask


def column_of_drop(code: int) -> int:
    """The column of a drop's move code (ValueError for a pop)."""
    if code & POP:
        raise ValueError("the opening book holds drops only")
    return code


class OpeningBook:
    """Keys and moves, as read from a book file (see the module). ``moves[i]`` is the move of
    ``keys[i]``: a drop's column, or a pop's column plus :data:`~.board.POP`."""

    def __init__(self, keys: array.array[int], moves: bytes) -> None:
        if len(keys) != len(moves):
            raise BookError("as many moves as keys")
        self.keys = keys
        self.moves = moves

    def __len__(self) -> int:
        return len(self.keys)

    def move(self, cur: int, mask: int) -> int | None:
        """The book's move code for a position (``cur``: the discs of the player to move), or
        None if the book does not hold it."""
        key, mirrored = canonical(cur, mask)
        index = bisect_left(self.keys, key)
        if index == len(self.keys) or self.keys[index] != key:
            return None
        code = self.moves[index]
        return mirror_code(code) if mirrored else code

    @classmethod
    def from_bytes(cls, data: bytes, *, pops: bool = False) -> OpeningBook:
        """Parse a book file's bytes (:class:`BookError` if they are not one); ``pops``: the
        book's table has pops, so its moves may be pops."""
        if not data.startswith(MAGIC):
            raise BookError("not an opening book (no magic line)")
        offset = len(MAGIC)
        if len(data) < offset + 4:
            raise BookError("the book is cut short")
        (count,) = struct.unpack_from("<I", data, offset)
        offset += 4
        if len(data) != offset + 9 * count:
            raise BookError(f"the book should hold {count} entries in {offset + 9 * count} bytes")
        keys = array.array("Q")
        keys.frombytes(data[offset : offset + 8 * count])
        if sys.byteorder == "big":
            keys.byteswap()
        moves = data[offset + 8 * count :]
        if any(b >= c for b, c in pairwise(keys)):
            raise BookError("the book's keys are not sorted")
        allowed = set(range(_WIDTH)) | ({POP | c for c in range(_WIDTH)} if pops else set())
        if not set(moves) <= allowed:
            raise BookError("a book move is off the board" + ("" if pops else " or a pop"))
        return cls(keys, moves)


def mirror_code(code: int) -> int:
    """A move code seen in the mirror: the same kind of move in the mirrored column."""
    return (code & POP) | (_WIDTH - 1 - (code & ~POP))


def write_book(path: Path, entries: dict[int, int]) -> int:
    """Write ``{key: move code}`` as a book file; returns its size in bytes."""
    keys = array.array("Q", sorted(entries))
    moves = bytes(entries[key] for key in keys)
    if sys.byteorder == "big":
        keys.byteswap()
    data = MAGIC + struct.pack("<I", len(moves)) + keys.tobytes() + moves
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return len(data)


def _table(rules: Rules) -> Rules:
    return rules.replace(repetition_draw=False)


@cache
def load_book(rules: Rules = BOOK_RULES) -> OpeningBook | None:
    """The shipped book of ``rules``' table, read once; None if the table has no book or the
    game was installed without it."""
    from popout_desktop.app.resources import ResourceNotFoundError, resource_path

    name = BOOK_FILES.get(_table(rules))
    if name is None:
        return None
    try:
        data = resource_path("books", name).read_bytes()
        return OpeningBook.from_bytes(data, pops=rules.pop_out)
    except (ResourceNotFoundError, OSError, BookError):
        return None


def book_move(rules: Rules, cur: int, mask: int) -> int | None:
    """The book's move code for a position of ``rules`` (None: not a book table or position)."""
    table = _table(rules)
    if table not in BOOK_FILES:
        return None
    book = load_book(table)
    return None if book is None else book.move(cur, mask)


def openings(rules: Rules, low: int, high: int) -> list[tuple[int, int, int]]:
    """Every position after ``low`` to ``high`` drops from the empty board that the game has
    not ended at, one of each mirror pair (the smaller key), fewer drops first, then by key, as
    ``(cur, mask, discs)``: the deeper book's further roots (``make_opening_book.py --roots``),
    where its lost walk starts too (``audit_book_losses.py --roots``)."""
    lay = layout(rules)
    found: list[tuple[int, int, int]] = []
    level = {canonical(*start(rules))[0]: start(rules)}
    for discs in range(1, high + 1):
        below: dict[int, tuple[int, int]] = {}
        for cur, mask in level.values():
            for _, outcome, child_cur, child_mask in expand(lay, cur, mask):
                if outcome == CONTINUES:
                    key, mirrored = canonical(child_cur, child_mask)
                    if key not in below:
                        below[key] = (
                            mirror_position(child_cur, child_mask)
                            if mirrored
                            else (child_cur, child_mask)
                        )
        level = below
        if discs >= low:
            found.extend((*level[key], discs) for key in sorted(level))
    return found
