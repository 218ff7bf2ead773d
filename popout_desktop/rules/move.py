"""A move: a drop, a pop, a power checker or a pass (:class:`Move`).

Notation, one token per move, letters case-insensitive, columns 1-based over the full width:

=========  ==========================================================================
``d4``     drop a disc into column 4 (also a Pop 10 setup or put-back drop, a wall's or
           a x2's second drop: the game's phase says what a drop means)
``p4``     pop the bottom disc of column 4 (also the pop that follows a bomb)
``a4``     drop the anvil into column 4 (Power Up)
``b4``     drop the bomb (Power Up)
``w4``     drop the wall (Power Up)
``x4``     drop the x2 checker (Power Up)
``--``     pass (Pop 10: a player with no disc in the bottom row)
=========  ==========================================================================
"""

from __future__ import annotations

import re
from typing import Final, Literal

from popout_desktop.rules.frozen import Frozen

__all__ = [
    "ANVIL",
    "BOMB",
    "DOUBLE",
    "DROP",
    "PASS",
    "POP",
    "POWER_KINDS",
    "WALL",
    "Move",
    "MoveKind",
]

MoveKind = Literal["drop", "pop", "anvil", "bomb", "wall", "double", "pass"]
DROP: Final = "drop"
POP: Final = "pop"
ANVIL: Final = "anvil"
BOMB: Final = "bomb"
WALL: Final = "wall"
DOUBLE: Final = "double"
PASS: Final = "pass"

#: The four power checkers of Power Up, in the order ``legal_moves`` lists them.
POWER_KINDS: Final = (ANVIL, BOMB, WALL, DOUBLE)

_LETTER = {DROP: "d", POP: "p", ANVIL: "a", BOMB: "b", WALL: "w", DOUBLE: "x"}
_KIND = {letter: kind for kind, letter in _LETTER.items()}
_PASS_TEXT: Final = "--"
# The pattern's text, compiled by ``re`` (and kept in its cache) with the first move read.
_NOTATION: Final = r"\s*(?:([dpabwxDPABWX])([1-9][0-9]*)|(--))\s*"
# Interned instances for every column a board can have, so move generation allocates nothing.
_CACHED_COLUMNS = 32


class Move(Frozen):
    """A move, a small immutable value: ``Move.drop(3)``, ``Move.pop(0)``, ``Move.bomb(2)``.

    Columns are 0-based over the full width of the board (side columns included); the notation is
    1-based: ``d4`` drops into the fourth column, ``p1`` pops the first. A pass has no column: it
    is ``Move("pass", 0)``, written ``--``.

    >>> str(Move.drop(3))
    'd4'
    >>> Move.parse("p1") == Move.pop(0)
    True
    >>> str(Move.double(6)), str(Move.pass_())
    ('x7', '--')

    Never changed (``Final``: mypy refuses a write). A plain class, not a dataclass, whose
    methods would be written out and compiled at every start (issue 33 point 4).
    """

    __slots__ = ("column", "kind")

    kind: Final[MoveKind]
    column: Final[int]

    def __init__(self, kind: MoveKind, column: int) -> None:
        self.kind = kind
        self.column = column
        if self.kind not in _LETTER and self.kind != PASS:
            raise ValueError(
                "a move is a 'drop', 'pop', 'anvil', 'bomb', 'wall', 'double' or 'pass', "
                f"not {self.kind!r}"
            )
        if isinstance(self.column, bool) or not isinstance(self.column, int):
            raise ValueError(f"a move's column must be a whole number, not {self.column!r}")
        if self.column < 0:
            raise ValueError(f"a move's column counts from 0, not {self.column}")
        if self.kind == PASS and self.column != 0:
            raise ValueError(f"a pass has no column (it is Move('pass', 0)), not {self.column}")

    # Compared and hashed field by field here, not through FrozenValue's tuples: moves are
    # compared in the rules' and the views' inner loops.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return self.kind == other.kind and self.column == other.column

    def __hash__(self) -> int:
        return hash((self.kind, self.column))

    def __repr__(self) -> str:
        return f"Move(kind={self.kind!r}, column={self.column!r})"

    @staticmethod
    def drop(column: int) -> Move:
        """Drop a disc into ``column`` (0-based)."""
        if type(column) is int and 0 <= column < _CACHED_COLUMNS:
            return _DROPS[column]
        return Move(DROP, column)

    @staticmethod
    def pop(column: int) -> Move:
        """Pop the bottom disc of ``column`` (0-based): the mover's own, or after a bomb the
        opponent's."""
        if type(column) is int and 0 <= column < _CACHED_COLUMNS:
            return _POPS[column]
        return Move(POP, column)

    @staticmethod
    def anvil(column: int) -> Move:
        """Drop the anvil into ``column``: it crushes every disc there and lands on the bottom."""
        return _power(ANVIL, column)

    @staticmethod
    def bomb(column: int) -> Move:
        """Drop the bomb into ``column``; the mover then pops one of the opponent's bottom discs."""
        return _power(BOMB, column)

    @staticmethod
    def wall(column: int) -> Move:
        """Drop the wall into ``column``; a second drop follows that may not complete a line."""
        return _power(WALL, column)

    @staticmethod
    def double(column: int) -> Move:
        """Drop the x2 checker into ``column``; a second, unrestricted drop follows."""
        return _power(DOUBLE, column)

    @staticmethod
    def pass_() -> Move:
        """Pass (Pop 10, with no own disc in the bottom row): ``Move("pass", 0)``, ``--``."""
        return _PASS_MOVE

    @staticmethod
    def power(kind: str, column: int) -> Move:
        """The move playing power checker ``kind`` (one of :data:`POWER_KINDS`) into ``column``."""
        if kind not in POWER_KINDS:
            raise ValueError(f"a power checker is one of {', '.join(POWER_KINDS)}, not {kind!r}")
        return _power(kind, column)

    @staticmethod
    def parse(text: str) -> Move:
        """Read a move in notation: a letter and a 1-based column (``"d4"``, ``"b3"``) or ``"--"``.

        The letters are ``d`` (drop), ``p`` (pop), ``a`` (anvil), ``b`` (bomb), ``w`` (wall),
        ``x`` (x2); case does not matter, surrounding whitespace is ignored. Raises ValueError for
        anything else.

        >>> Move.parse(" P12 ")
        Move(kind='pop', column=11)
        >>> Move.parse("A1")
        Move(kind='anvil', column=0)
        """
        if not isinstance(text, str):
            raise ValueError(f"a move in notation is text such as 'd4', not {text!r}")
        match = re.fullmatch(_NOTATION, text)
        if match is None:
            raise ValueError(
                f"{text!r} is not a move: write d, p, a, b, w or x and a column number from 1 "
                "(e.g. 'd4'), or -- for a pass"
            )
        if match.group(3):
            return _PASS_MOVE
        kind = _KIND[match.group(1).lower()]
        column = int(match.group(2)) - 1
        if kind == DROP:
            return Move.drop(column)
        if kind == POP:
            return Move.pop(column)
        return _power(kind, column)

    @property
    def is_drop(self) -> bool:
        """True for a (normal) drop."""
        return self.kind == DROP

    @property
    def is_pop(self) -> bool:
        """True for a pop."""
        return self.kind == POP

    @property
    def is_power(self) -> bool:
        """True for a power checker: anvil, bomb, wall or x2."""
        return self.kind in POWER_KINDS

    @property
    def is_pass(self) -> bool:
        """True for a pass."""
        return self.kind == PASS

    def __str__(self) -> str:
        if self.kind == PASS:
            return _PASS_TEXT
        return f"{_LETTER[self.kind]}{self.column + 1}"


def _power(kind: str, column: int) -> Move:
    if type(column) is int and 0 <= column < _CACHED_COLUMNS:
        return _POWERS[kind][column]
    return Move(kind, column)  # type: ignore[arg-type]


_DROPS: Final = tuple(Move(DROP, c) for c in range(_CACHED_COLUMNS))
_POPS: Final = tuple(Move(POP, c) for c in range(_CACHED_COLUMNS))
_POWERS: Final = {
    kind: tuple(Move(kind, c) for c in range(_CACHED_COLUMNS)) for kind in POWER_KINDS
}
_PASS_MOVE: Final = Move(PASS, 0)
