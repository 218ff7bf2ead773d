"""The classic 7x6 opening book: a move that keeps the value of every position Expert can meet
before it can solve the game in its time (built by ``build_scripts/make_opening_book.py``).

The file ``resources/books/classic_7x6.book`` is compact and binary:

* the magic line ``b"popout-book 1\\n"``;
* the number of entries, a little-endian ``uint32``;
* the keys, sorted, each a little-endian ``uint64``: Pons' key ``cur + mask`` of the position
  (``cur`` the discs of the player to move), the smaller of the position's and its mirror
  image's;
* one byte per key, in the same order: the book's column (0-based) in that orientation.

A position is found by a binary search over the keys (``bisect`` on an ``array``). The book
knows only :data:`BOOK_RULES`; any other table gets no book move.
"""

from __future__ import annotations

import array
import struct
import sys
from bisect import bisect_left
from dataclasses import replace
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Final

from popout_desktop.engine.board import POP
from popout_desktop.rules import Rules

__all__ = [
    "BOOK_RULES",
    "BookError",
    "OpeningBook",
    "book_move",
    "canonical",
    "column_of_drop",
    "load_book",
    "position_of",
    "write_book",
]

#: The only table the book knows: classic Connect Four, 7x6, lines of 4.
BOOK_RULES: Final = Rules.preset("classic")
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
    """Keys and columns, as read from a book file (see the module)."""

    def __init__(self, keys: array.array[int], columns: bytes) -> None:
        if len(keys) != len(columns):
            raise BookError("as many columns as keys")
        self.keys = keys
        self.columns = columns

    def __len__(self) -> int:
        return len(self.keys)

    def column(self, cur: int, mask: int) -> int | None:
        """The book's column for a position (``cur``: the discs of the player to move), or
        None if the book does not hold it."""
        key, mirrored = canonical(cur, mask)
        index = bisect_left(self.keys, key)
        if index == len(self.keys) or self.keys[index] != key:
            return None
        column = self.columns[index]
        return _WIDTH - 1 - column if mirrored else column

    @classmethod
    def from_bytes(cls, data: bytes) -> OpeningBook:
        """Parse a book file's bytes (:class:`BookError` if they are not one)."""
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
        columns = data[offset + 8 * count :]
        if any(b >= c for b, c in pairwise(keys)):
            raise BookError("the book's keys are not sorted")
        if any(column >= _WIDTH for column in columns):
            raise BookError("a book column is off the board")
        return cls(keys, columns)


def write_book(path: Path, entries: dict[int, int]) -> int:
    """Write ``{key: column}`` as a book file; returns its size in bytes."""
    keys = array.array("Q", sorted(entries))
    columns = bytes(entries[key] for key in keys)
    if sys.byteorder == "big":
        keys.byteswap()
    data = MAGIC + struct.pack("<I", len(columns)) + keys.tobytes() + columns
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return len(data)


@cache
def load_book() -> OpeningBook | None:
    """The shipped book, read once; None if the game was installed without it."""
    from popout_desktop.resources import ResourceNotFoundError, resource_path

    try:
        return OpeningBook.from_bytes(resource_path("books", "classic_7x6.book").read_bytes())
    except (ResourceNotFoundError, OSError, BookError):
        return None


def book_move(rules: Rules, cur: int, mask: int) -> int | None:
    """The book's move code for a position of ``rules`` (None: not a book table or position)."""
    if replace(rules, repetition_draw=False) != BOOK_RULES:  # no drop-only position repeats
        return None
    book = load_book()
    return None if book is None else book.column(cur, mask)
