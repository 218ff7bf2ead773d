"""Bitboard layout shared by the rules engine and the computer opponent.

Cell ``(column, row)`` is bit ``column * stride + row`` with ``stride = rows + 1``: every column
has one spare bit on top that is always clear, so shifting a board by a direction never lets a
line wrap from one column into the next (the layout of Pascal Pons' solver).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from popout_desktop.rules.frozen import Frozen
from popout_desktop.rules.table import Rules

__all__ = ["Geometry", "geometry"]


class Geometry(Frozen):
    """Precomputed masks and shifts for one :class:`Rules`. One per table (:func:`geometry`
    keeps them by their rules), read field by field, never changed (``Final``: mypy refuses a
    write), compared by identity.

    A plain class with ``__slots__``, not a dataclass: a dataclass's methods are written out
    and compiled when its class is made, at every start, and this module loads before the
    first frame (issue 33 point 4)."""

    __slots__ = (
        "bottom",
        "capacity",
        "column_mask",
        "is_side",
        "line_steps",
        "playable",
        "playable_mask",
        "rows",
        "rules",
        "side_discs",
        "stride",
        "width",
    )

    rules: Final[Rules]
    width: Final[int]
    rows: Final[int]
    stride: Final[int]
    #: Columns a player may drop into or pop from, ascending.
    playable: Final[tuple[int, ...]]
    #: Per column: True for a fixed side column.
    is_side: Final[tuple[bool, ...]]
    #: Per column: the bit of row 0.
    bottom: Final[tuple[int, ...]]
    #: Per column: every cell of the column (spare top bit excluded).
    column_mask: Final[tuple[int, ...]]
    #: The discs of the side columns at the start: ``(player 1 bits, player 2 bits)``.
    side_discs: Final[tuple[int, int]]
    #: Every cell of the playable columns.
    playable_mask: Final[int]
    #: Discs the playable columns hold when full.
    capacity: Final[int]
    #: Per direction, the shifts that reduce a board to the lowest cell of each line of
    #: ``connect`` (see :meth:`line_starts`), and the direction's own shift.
    line_steps: Final[tuple[tuple[int, tuple[int, ...]], ...]]

    def __init__(
        self,
        *,
        rules: Rules,
        width: int,
        rows: int,
        stride: int,
        playable: tuple[int, ...],
        is_side: tuple[bool, ...],
        bottom: tuple[int, ...],
        column_mask: tuple[int, ...],
        side_discs: tuple[int, int],
        playable_mask: int,
        capacity: int,
        line_steps: tuple[tuple[int, tuple[int, ...]], ...],
    ) -> None:
        self.rules = rules
        self.width = width
        self.rows = rows
        self.stride = stride
        self.playable = playable
        self.is_side = is_side
        self.bottom = bottom
        self.column_mask = column_mask
        self.side_discs = side_discs
        self.playable_mask = playable_mask
        self.capacity = capacity
        self.line_steps = line_steps

    def __repr__(self) -> str:
        return f"Geometry({self.rules!r})"

    def has_line(self, bits: int) -> bool:
        """True if ``bits`` hold a line of ``connect`` or more in any direction."""
        for _, steps in self.line_steps:
            m = bits
            for s in steps:
                m &= m >> s
            if m:
                return True
        return False

    def line_cells(self, bits: int) -> int:
        """Every cell of every line of ``connect`` or more in ``bits``, as a bitboard."""
        connect = self.rules.connect
        cells = 0
        for direction, steps in self.line_steps:
            m = bits
            for s in steps:
                m &= m >> s
            for i in range(connect):
                cells |= m << (i * direction)
        return cells

    def bit(self, column: int, row: int) -> int:
        """The bit of one cell."""
        return 1 << (column * self.stride + row)

    def cells_of(self, bits: int) -> set[tuple[int, int]]:
        """The ``(column, row)`` cells set in a bitboard."""
        cells = set()
        stride = self.stride
        while bits:
            low = bits & -bits
            index = low.bit_length() - 1
            cells.add((index // stride, index % stride))
            bits ^= low
        return cells


def _steps(direction: int, connect: int) -> tuple[int, ...]:
    """Shifts that AND a board down to runs of ``connect``, doubling the run length each time."""
    steps = []
    length = 1
    while length * 2 <= connect:
        steps.append(length * direction)
        length *= 2
    if length < connect:
        steps.append((connect - length) * direction)
    return tuple(steps)


@lru_cache(maxsize=64)
def geometry(rules: Rules) -> Geometry:
    """The (cached) :class:`Geometry` of ``rules``."""
    width, rows = rules.width, rules.rows
    stride = rows + 1
    full_column = (1 << rows) - 1
    bottom = tuple(1 << (c * stride) for c in range(width))
    column_mask = tuple(full_column << (c * stride) for c in range(width))
    playable = tuple(c for c in range(width) if not rules.is_side_column(c))
    side = [0, 0]
    if rules.side_columns:
        for row in range(rows):
            # Left column: player 1 at the bottom, alternating upward; right: player 2 first.
            side[row % 2] |= 1 << row
            side[(row + 1) % 2] |= 1 << ((width - 1) * stride + row)
    playable_mask = 0
    for c in playable:
        playable_mask |= column_mask[c]
    directions = (1, stride, stride + 1, stride - 1)  # vertical, horizontal, two diagonals
    return Geometry(
        rules=rules,
        width=width,
        rows=rows,
        stride=stride,
        playable=playable,
        is_side=tuple(rules.is_side_column(c) for c in range(width)),
        bottom=bottom,
        column_mask=column_mask,
        side_discs=(side[0], side[1]),
        playable_mask=playable_mask,
        capacity=len(playable) * rows,
        line_steps=tuple((d, _steps(d, rules.connect)) for d in directions),
    )
