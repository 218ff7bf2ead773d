"""A move: a drop into a column or a pop from its bottom (:class:`Move`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Literal

__all__ = ["DROP", "POP", "Move", "MoveKind"]

MoveKind = Literal["drop", "pop"]
DROP: Final = "drop"
POP: Final = "pop"

_LETTER = {DROP: "d", POP: "p"}
_KIND = {"d": DROP, "p": POP}
_NOTATION = re.compile(r"\s*([dDpP])([1-9][0-9]*)\s*")
# Interned instances for every column a board can have, so move generation allocates nothing.
_CACHED_COLUMNS = 32


@dataclass(frozen=True, slots=True)
class Move:
    """A move, a small immutable value: ``Move.drop(3)`` or ``Move.pop(0)``.

    Columns are 0-based over the full width of the board (side columns included); the notation is
    1-based: ``d4`` drops into the fourth column, ``p1`` pops the first.

    >>> str(Move.drop(3))
    'd4'
    >>> Move.parse("p1") == Move.pop(0)
    True
    """

    kind: MoveKind
    column: int

    def __post_init__(self) -> None:
        if self.kind not in _LETTER:
            raise ValueError(f"a move is a 'drop' or a 'pop', not {self.kind!r}")
        if isinstance(self.column, bool) or not isinstance(self.column, int):
            raise ValueError(f"a move's column must be a whole number, not {self.column!r}")
        if self.column < 0:
            raise ValueError(f"a move's column counts from 0, not {self.column}")

    @staticmethod
    def drop(column: int) -> Move:
        """Drop a disc into ``column`` (0-based)."""
        if type(column) is int and 0 <= column < _CACHED_COLUMNS:
            return _DROPS[column]
        return Move(DROP, column)

    @staticmethod
    def pop(column: int) -> Move:
        """Pop the mover's own disc out of the bottom of ``column`` (0-based)."""
        if type(column) is int and 0 <= column < _CACHED_COLUMNS:
            return _POPS[column]
        return Move(POP, column)

    @staticmethod
    def parse(text: str) -> Move:
        """Read a move in notation: ``d`` or ``p`` and a 1-based column, e.g. ``"d4"``.

        Raises ValueError for anything else.

        >>> Move.parse(" P12 ")
        Move(kind='pop', column=11)
        """
        if not isinstance(text, str):
            raise ValueError(f"a move in notation is text such as 'd4', not {text!r}")
        match = _NOTATION.fullmatch(text)
        if match is None:
            raise ValueError(
                f"{text!r} is not a move: write d or p and a column number from 1, e.g. 'd4'"
            )
        kind = _KIND[match.group(1).lower()]
        column = int(match.group(2)) - 1
        return Move.drop(column) if kind == DROP else Move.pop(column)

    @property
    def is_drop(self) -> bool:
        """True for a drop."""
        return self.kind == DROP

    @property
    def is_pop(self) -> bool:
        """True for a pop."""
        return self.kind == POP

    def __str__(self) -> str:
        return f"{_LETTER[self.kind]}{self.column + 1}"


_DROPS: Final = tuple(Move(DROP, c) for c in range(_CACHED_COLUMNS))
_POPS: Final = tuple(Move(POP, c) for c in range(_CACHED_COLUMNS))
