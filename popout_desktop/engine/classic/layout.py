"""Per-rules constants of the engine's bitboards and generated line functions (:class:`Layout`).

The engine uses the rules engine's bit layout (see :mod:`popout_desktop.rules.geometry`): cell
``(column, row)`` is bit ``column * stride + row`` with ``stride = rows + 1``; every column has a
spare top bit that is always clear, so a shift never lets a line wrap into the next column.
A position is two integers seen from the player to move: ``cur`` (the mover's discs) and
``mask`` (every disc), side-column discs included.

The two functions every search calls at every node — "which empty cells would complete a line
of these discs" (:attr:`Layout.spots`) and "do these discs hold a line" (:attr:`Layout.has_line`)
— are generated as Python source with the shifts of this board written in as literals, then
compiled once per rules: no loop, no attribute lookup, no call inside them. Their plain
references, :func:`spots_reference` and :func:`has_line_reference`, are what the tests compare
them with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from popout_desktop.rules import Rules

__all__ = [
    "Layout",
    "compile_function",
    "has_line_reference",
    "layout",
    "spots_code",
    "spots_reference",
]

IntFunction = Callable[..., int]
BoolFunction = Callable[[int], bool]


@dataclass(frozen=True, slots=True, eq=False)
class Layout:
    """Bitboard masks for one :class:`~popout_desktop.rules.Rules`; get it from :func:`layout`."""

    rules: Rules
    width: int
    rows: int
    stride: int
    connect: int
    pop_out: bool
    #: Playable (non-side) columns, ascending.
    playable: tuple[int, ...]
    #: Playable columns, centre first: the order moves are tried in.
    order: tuple[int, ...]
    #: Per column (full width): the bit of row 0, every cell, the bit of the top row.
    bottom: tuple[int, ...]
    column_mask: tuple[int, ...]
    top: tuple[int, ...]
    #: The bottom cells of the playable columns.
    bottom_row: int
    #: Every cell of the playable columns; every cell of the board.
    playable_mask: int
    board_mask: int
    #: Side-column discs at the start: (player 1, player 2).
    side_discs: tuple[int, int]
    #: Cells of the playable columns (N in Pascal Pons' score).
    capacity: int
    #: Shifts of the four line directions: vertical, horizontal, and the two diagonals.
    directions: tuple[int, int, int, int]
    #: Per direction: the cells where a line of ``connect`` cells starts and fits on the board.
    window_starts: tuple[int, int, int, int]
    #: ``spots(discs, mask)``: the empty playable cells that would complete a line of ``discs``.
    spots: IntFunction
    #: ``has_line(discs)``: True if ``discs`` hold a line of ``connect`` or more.
    has_line: BoolFunction

    def bit(self, column: int, row: int) -> int:
        """The bit of one cell."""
        return 1 << (column * self.stride + row)

    def height(self, mask: int, column: int) -> int:
        """How many discs ``column`` holds in ``mask``."""
        return ((mask & self.column_mask[column]) >> (column * self.stride)).bit_length()


def _shift(name: str, amount: int) -> str:
    """Source for "bit x of the result is bit x + amount of ``name``"."""
    if amount > 0:
        return f"({name} >> {amount})"
    return f"({name} << {-amount})"


def spots_code(name: str, out: str, directions: tuple[int, ...], connect: int) -> list[str]:
    """Source lines setting ``out`` to the cells x (anywhere, unmasked) that would complete a
    line of ``connect`` discs of ``name`` with the other ``connect - 1`` cells all in ``name``.

    For every direction d and every place i of the gap in the line, the cells at
    ``x - i*d, ..., x - d`` and ``x + d, ..., x + (connect-1-i)*d`` must be set: the runs to the
    left and to the right are built once per direction (temporaries ``_l1..``, ``_r1..``) and
    combined. Vertically only the gap on top counts, since discs lie on each other.
    """
    lines = [f"{out} = " + " & ".join(_shift(name, -j) for j in range(1, connect))]
    for d in directions[1:]:
        for j in range(1, connect):
            more_left = f" & _l{j - 1}" if j > 1 else ""
            more_right = f" & _r{j - 1}" if j > 1 else ""
            lines.append(f"_l{j} = {_shift(name, -j * d)}{more_left}")
            lines.append(f"_r{j} = {_shift(name, j * d)}{more_right}")
        terms = []
        for i in range(connect):
            parts = ([f"_l{i}"] if i else []) + (
                [f"_r{connect - 1 - i}"] if connect - 1 - i else []
            )
            terms.append(" & ".join(parts))
        lines.append(f"{out} |= " + " | ".join(terms))
    return lines


def _line_function_source(directions: tuple[int, ...], connect: int) -> str:
    lines = ["def has_line(p):"]
    for d in directions:
        length = 1
        lines.append("    m = p")
        while length * 2 <= connect:
            lines.append(f"    m &= m >> {length * d}")
            length *= 2
        if length < connect:
            lines.append(f"    m &= m >> {(connect - length) * d}")
        lines.append("    if m:")
        lines.append("        return True")
    lines.append("    return False")
    return "\n".join(lines) + "\n"


def compile_function(source: str, name: str, namespace: dict[str, object] | None = None) -> object:
    """Compile generated ``source`` and return the object it defines as ``name``."""
    scope: dict[str, object] = dict(namespace or {})
    exec(compile(source, f"<popout_desktop.engine generated {name}>", "exec"), scope)
    return scope[name]


def spots_reference(lay: Layout, discs: int, mask: int) -> int:
    """Plain, slow :attr:`Layout.spots`: try every empty playable cell."""
    result = 0
    empty = lay.playable_mask & ~mask
    while empty:
        low = empty & -empty
        if has_line_reference(lay, discs | low):
            result |= low
        empty ^= low
    return result


def has_line_reference(lay: Layout, discs: int) -> bool:
    """Plain, slow :attr:`Layout.has_line`: walk every cell and direction."""
    for column in range(lay.width):
        for row in range(lay.rows):
            for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
                for i in range(lay.connect):
                    c, r = column + i * dc, row + i * dr
                    if not (0 <= c < lay.width and 0 <= r < lay.rows):
                        break
                    if not discs >> (c * lay.stride + r) & 1:
                        break
                else:
                    return True
    return False


def _centre_first(columns: tuple[int, ...]) -> tuple[int, ...]:
    middle = (columns[0] + columns[-1]) / 2
    return tuple(sorted(columns, key=lambda c: (abs(c - middle), c)))


@lru_cache(maxsize=64)
def layout(rules: Rules) -> Layout:
    """The (cached) :class:`Layout` of ``rules``."""
    width, rows, connect = rules.width, rules.rows, rules.connect
    stride = rows + 1
    full = (1 << rows) - 1
    bottom = tuple(1 << (c * stride) for c in range(width))
    column_mask = tuple(full << (c * stride) for c in range(width))
    top = tuple(1 << (c * stride + rows - 1) for c in range(width))
    playable = tuple(c for c in range(width) if not rules.is_side_column(c))
    bottom_row = sum(bottom[c] for c in playable)
    playable_mask = bottom_row * full
    board_mask = sum(column_mask)
    side = [0, 0]
    if rules.side_columns:
        for row in range(rows):
            side[row % 2] |= 1 << row
            side[(row + 1) % 2] |= 1 << ((width - 1) * stride + row)
    directions = (1, stride, stride + 1, stride - 1)
    starts = []
    for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
        bits = 0
        for c in range(width):
            for r in range(rows):
                end_c, end_r = c + (connect - 1) * dc, r + (connect - 1) * dr
                if 0 <= end_c < width and 0 <= end_r < rows:
                    bits |= 1 << (c * stride + r)
        starts.append(bits)
    body = spots_code("p", "w", directions, connect)
    body.append(f"return w & ({board_mask} ^ mask)")
    spots_source = "def spots(p, mask):\n" + "".join(f"    {line}\n" for line in body)
    spots = compile_function(spots_source, "spots")
    has_line = compile_function(_line_function_source(directions, connect), "has_line")
    return Layout(
        rules=rules,
        width=width,
        rows=rows,
        stride=stride,
        connect=connect,
        pop_out=rules.pop_out,
        playable=playable,
        order=_centre_first(playable),
        bottom=bottom,
        column_mask=column_mask,
        top=top,
        bottom_row=bottom_row,
        playable_mask=playable_mask,
        board_mask=board_mask,
        side_discs=(side[0], side[1]),
        capacity=len(playable) * rows,
        directions=directions,
        window_starts=(starts[0], starts[1], starts[2], starts[3]),
        spots=spots,  # type: ignore[arg-type]
        has_line=has_line,  # type: ignore[arg-type]
    )
