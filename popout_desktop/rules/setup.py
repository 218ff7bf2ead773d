"""Set-up positions: a board and a player to move, checked against a table (:class:`Setup`).

A :class:`Setup` is any arrangement of discs on a table's board (``cells[column][row]``, over
every column :meth:`Game.cell <popout_desktop.rules.Game.cell>` indexes, 5-in-a-Row's side
columns included, row 0 at the bottom) with the player to move. :func:`check_setup` says whether a
game can go on from it, and why not (a :class:`SetupProblem` and the cells concerned):

**Refused (ILLEGAL)**, checked in this order; the first problem found is reported:

1. ``variant_table``: Pop 10 and Power Up set-ups are not supported (their phases, scores and
   power checkers are not part of a set-up); only their own start is accepted.
2. ``side_column``: a 5-in-a-Row side column differs from its fixed pattern (the cells that do).
3. ``floating``: a disc above an empty cell (the cells: every disc with a hole below it).
4. ``both_lines`` / ``line``: a line of ``connect`` on the board (side-column discs count) ends
   the game, so no game can continue from it (the cells: the lines).
5. ``full``: every playable cell is filled; the drop that filled it ended the game.
6. ``counts``: without Pop Out discs are never removed, players alternate and player 1 starts,
   so player 1 has as many discs as player 2 or one more. With Pop Out any counts can arise (a
   player who pops their own discs falls behind), so they are not checked.
7. ``wrong_turn``: every move adds one disc (a drop) or removes one (a pop), so on every table
   player 1 moves when the playable columns hold an even number of discs, player 2 when odd
   (with Pop Out this also says that an empty board comes only at the start, player 1 to move).
8. ``unreachable``: the search below went through every way back and none reaches the start
   (proved; e.g. without Pop Out, player 1 to move and every top disc player 1's).

**REACHABLE**: a retrograde search found an actual sequence of moves from the table's start to
the position; :attr:`SetupCheck.moves` holds it, and it is replayed through :class:`Game` before
it is trusted, so REACHABLE is a proof. The search goes back one move at a time, taking back a
move of the player who did not move last: an un-drop removes that player's top disc from a
column; with Pop Out an un-pop also puts that player's disc back at the bottom of a column that is
not full, lifting the column, provided no line appears (a position with a line ended the game)
and the board does not become full. It is a best-first search on the number of discs (fewest
first, deepest first among equals), never visits a position twice and expands at most
``effort`` positions (:data:`SEARCH_EFFORT` by default), so it always ends quickly: a position
of a real game is typically found in a few milliseconds; a search that uses its whole effort
takes about 0.3 s on 7 x 6 Pop Out and 0.7 s on 16 x 12 (measured on the 2-core build machine),
far less without Pop Out.

**LEGAL**: none of the refusals above applies, but the search did not find a way within its
effort: the position is legal under the table, not shown reachable. Without Pop Out this is rare
(the search is nearly linear there); with Pop Out it happens when discs must have been popped in
some elaborate order.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from popout_desktop.rules.geometry import Geometry, geometry
from popout_desktop.rules.move import Move
from popout_desktop.rules.table import Rules

__all__ = [
    "SEARCH_EFFORT",
    "Setup",
    "SetupCheck",
    "SetupProblem",
    "SetupStatus",
    "check_setup",
    "empty_setup",
    "problem_text",
    "setup_of",
]

#: How many positions :func:`check_setup`'s search expands at most.
SEARCH_EFFORT: Final = 3000


@dataclass(frozen=True)
class Setup:
    """A position to start a game from: the table, every cell and the player to move.

    ``cells[column][row]`` over the full width (side columns included), row 0 at the bottom;
    0 empty, 1 player 1, 2 player 2. ValueError for a shape that does not fit the table (use
    :func:`check_setup` to judge the position itself).

    >>> setup = empty_setup(Rules.preset("classic")).with_cell(3, 0, 1).with_turn(2)
    >>> setup.cell(3, 0), setup.turn, check_setup(setup).status
    (1, 2, <SetupStatus.REACHABLE: 'reachable'>)
    """

    rules: Rules
    cells: tuple[tuple[int, ...], ...]
    turn: int = 1

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise ValueError(f"a set-up needs Rules, not {self.rules!r}")
        width, rows = self.rules.width, self.rules.rows
        if (
            not isinstance(self.cells, tuple)
            or len(self.cells) != width
            or any(not isinstance(column, tuple) or len(column) != rows for column in self.cells)
        ):
            raise ValueError(f"a set-up's cells are {width} columns of {rows} rows")
        for column in self.cells:
            for value in column:
                if type(value) is not int or value not in (0, 1, 2):
                    raise ValueError(f"a cell is 0 (empty), 1 or 2, not {value!r}")
        if type(self.turn) is not int or self.turn not in (1, 2):
            raise ValueError(f"the player to move is 1 or 2, not {self.turn!r}")

    def cell(self, column: int, row: int) -> int:
        """The disc at ``(column, row)``: 0 empty, 1 or 2 (IndexError outside the board)."""
        if not (0 <= column < self.rules.width and 0 <= row < self.rules.rows):
            raise IndexError(f"cell ({column}, {row}) is outside the board")
        return self.cells[column][row]

    def with_cell(self, column: int, row: int, value: int) -> Setup:
        """The same set-up with one cell changed (IndexError outside the board)."""
        self.cell(column, row)
        cells = list(self.cells)
        changed = list(cells[column])
        changed[row] = value
        cells[column] = tuple(changed)
        return Setup(self.rules, tuple(cells), self.turn)

    def with_turn(self, turn: int) -> Setup:
        """The same set-up with ``turn`` to move."""
        return Setup(self.rules, self.cells, turn)

    def discs(self, player: int) -> int:
        """How many discs ``player`` has in the playable columns."""
        rules = self.rules
        return sum(
            column.count(player)
            for index, column in enumerate(self.cells)
            if not rules.is_side_column(index)
        )

    def bits(self) -> tuple[int, int]:
        """Both players' discs as bitboards of :mod:`~popout_desktop.rules.geometry`'s layout."""
        stride = self.rules.rows + 1
        bits = [0, 0, 0]
        for column, values in enumerate(self.cells):
            for row, value in enumerate(values):
                if value:
                    bits[value] |= 1 << (column * stride + row)
        return bits[1], bits[2]


class SetupStatus(StrEnum):
    """What :func:`check_setup` found: reachable (proved), legal (not shown reachable), illegal."""

    REACHABLE = "reachable"
    LEGAL = "legal"
    ILLEGAL = "illegal"


class SetupProblem(StrEnum):
    """Why a set-up is refused (see the module docstring for each check and its order)."""

    VARIANT_TABLE = "variant_table"
    """Pop 10 and Power Up positions cannot be set up."""
    FLOATING = "floating"
    """A disc above an empty cell."""
    SIDE_COLUMN = "side_column"
    """A 5-in-a-Row side column is not its fixed pattern."""
    BOTH_LINES = "both_lines"
    """Both players have a line: the game is over."""
    LINE = "line"
    """One player has a line: the game is over."""
    FULL = "full"
    """The board is full: the game is over."""
    COUNTS = "counts"
    """Without pops, player 1 has as many discs as player 2 or one more."""
    WRONG_TURN = "wrong_turn"
    """The number of discs says the other player moves (even: player 1, odd: player 2)."""
    UNREACHABLE = "unreachable"
    """Every way back was searched and none reaches the start."""


_WORDS: Final = {
    SetupProblem.VARIANT_TABLE: "Pop 10 and Power Up positions cannot be set up",
    SetupProblem.FLOATING: "a disc floats above an empty cell",
    SetupProblem.SIDE_COLUMN: "a side column of 5-in-a-Row is not its fixed pattern",
    SetupProblem.BOTH_LINES: "both players have a line: the game is over",
    SetupProblem.LINE: "a player has a line: the game is over",
    SetupProblem.FULL: "the board is full: the game is over",
    SetupProblem.COUNTS: "without pops, player 1 has as many discs as player 2 or one more",
    SetupProblem.WRONG_TURN: "the number of discs says the other player moves (even: player 1)",
    SetupProblem.UNREACHABLE: "no sequence of moves from the start leads here",
}


def problem_text(problem: SetupProblem) -> str:
    """The problem in English words, for programs and logs (the interface has its own,
    translated)."""
    return _WORDS[problem]


@dataclass(frozen=True)
class SetupCheck:
    """The verdict of :func:`check_setup`."""

    status: SetupStatus
    #: None unless ILLEGAL.
    problem: SetupProblem | None = None
    #: The ``(column, row)`` cells the problem is about, sorted (may be empty).
    cells: tuple[tuple[int, int], ...] = ()
    #: For REACHABLE: moves from the table's start that lead to the position.
    moves: tuple[Move, ...] | None = None


def empty_setup(rules: Rules) -> Setup:
    """The table's own start: the playable columns empty (side columns filled), player 1 to move."""
    from popout_desktop.rules.game import Game

    return setup_of(Game(rules))


def setup_of(game: object) -> Setup:
    """The current position of ``game`` (any :class:`~popout_desktop.rules.Game`, a Pop 10 or
    Power Up one too: power checkers count as their owner's discs; phases and scores are left out).
    """
    from popout_desktop.rules.game import Game

    if not isinstance(game, Game):
        raise TypeError(f"setup_of needs a Game, not {game!r}")
    return Setup(game.rules, game.board(), game.turn)


def _illegal(
    problem: SetupProblem, geo: Geometry, bits: int | set[tuple[int, int]] = 0
) -> SetupCheck:
    cells = bits if isinstance(bits, set) else geo.cells_of(bits)
    return SetupCheck(SetupStatus.ILLEGAL, problem, tuple(sorted(cells)))


def check_setup(setup: Setup, *, effort: int = SEARCH_EFFORT) -> SetupCheck:
    """Whether a game can go on from ``setup`` (see the module docstring for every check).

    ``effort`` bounds the search for a way from the start (positions expanded).
    """
    rules = setup.rules
    geo = geometry(rules)
    if rules.is_variant:
        if setup == empty_setup(rules):
            return SetupCheck(SetupStatus.REACHABLE, moves=())
        return _illegal(SetupProblem.VARIANT_TABLE, geo)
    p1, p2 = setup.bits()
    if rules.side_columns:
        side = geo.side_discs
        sides = geo.column_mask[0] | geo.column_mask[geo.width - 1]
        changed = ((p1 & sides) ^ side[0]) | ((p2 & sides) ^ side[1])
        if changed:
            return _illegal(SetupProblem.SIDE_COLUMN, geo, changed)
    # Every disc above a hole floats, not only the one just above it.
    floating: set[tuple[int, int]] = set()
    for column in geo.playable:
        hole = False
        for row, value in enumerate(setup.cells[column]):
            if not value:
                hole = True
            elif hole:
                floating.add((column, row))
    if floating:
        return _illegal(SetupProblem.FLOATING, geo, floating)
    lines1, lines2 = geo.line_cells(p1), geo.line_cells(p2)
    if lines1 and lines2:
        return _illegal(SetupProblem.BOTH_LINES, geo, lines1 | lines2)
    if lines1 or lines2:
        return _illegal(SetupProblem.LINE, geo, lines1 | lines2)
    count1, count2 = setup.discs(1), setup.discs(2)
    if count1 + count2 == geo.capacity:
        return _illegal(SetupProblem.FULL, geo)
    if not rules.pop_out and count1 not in (count2, count2 + 1):
        return _illegal(SetupProblem.COUNTS, geo)
    if setup.turn != 1 + (count1 + count2) % 2:
        return _illegal(SetupProblem.WRONG_TURN, geo)
    found, exhausted = _search(geo, p1, p2, setup.turn, effort)
    if exhausted:
        return _illegal(SetupProblem.UNREACHABLE, geo)
    if found is None:
        return SetupCheck(SetupStatus.LEGAL)
    if not _replays_to(rules, found, setup):  # never expected: the search's moves are checked
        return SetupCheck(SetupStatus.LEGAL)
    return SetupCheck(SetupStatus.REACHABLE, moves=found)


def _replays_to(rules: Rules, moves: tuple[Move, ...], setup: Setup) -> bool:
    """True if ``moves`` from the start are legal and lead to ``setup`` with the game in play."""
    from popout_desktop.rules.game import Game

    game = Game(rules)
    for move in moves:
        if not game.is_legal(move):
            return False
        game.play(move)
    return not game.is_over and game.board() == setup.cells and game.turn == setup.turn


_State = tuple[int, int, int]  # player 1's bits, player 2's bits, the player to move


def _search(
    geo: Geometry, p1: int, p2: int, turn: int, effort: int
) -> tuple[tuple[Move, ...] | None, bool]:
    """Moves from the start to the position (None if not found), and whether every way back
    was searched (True: none was found because there is none)."""
    import heapq  # on first use: not at start (issue 33 point 4)

    start: _State = (geo.side_discs[0], geo.side_discs[1], 1)
    goal: _State = (p1, p2, turn)
    # For each state reached going back: the state it came from (one move later) and the move.
    later: dict[_State, tuple[_State, Move] | None] = {goal: None}
    frontier: list[tuple[int, int, _State]] = [(_discs(geo, p1 | p2), 0, goal)]
    order = 0
    pop_out = geo.rules.pop_out
    playable_mask = geo.playable_mask
    while frontier:
        if effort <= 0:
            return None, False
        effort -= 1
        discs, _, state = heapq.heappop(frontier)
        if state == start:
            return _path(later, state), False
        if not discs:
            continue  # an empty board other than the start (player 2 to move): a dead end
        for earlier, move in _earlier(geo, state, pop_out, playable_mask):
            if earlier in later:
                continue
            later[earlier] = (state, move)
            order -= 1
            count = _discs(geo, earlier[0] | earlier[1])
            heapq.heappush(frontier, (count, order, earlier))
    return None, True


def _discs(geo: Geometry, bits: int) -> int:
    return (bits & geo.playable_mask).bit_count()


def _earlier(
    geo: Geometry, state: _State, pop_out: bool, playable_mask: int
) -> list[tuple[_State, Move]]:
    """The positions one move before ``state`` (in play, not full) and that move."""
    p1, p2, turn = state
    mover = 3 - turn
    bits = [0, p1, p2]
    own = bits[mover]
    both = p1 | p2
    stride = geo.stride
    rows = geo.rows
    found: list[tuple[_State, Move]] = []
    for column in geo.playable:
        column_bits = both & geo.column_mask[column]
        height = column_bits.bit_length() - column * stride if column_bits else 0
        if height and own >> (column * stride + height - 1) & 1:
            top = 1 << (column * stride + height - 1)
            before = list(bits)
            before[mover] ^= top
            found.append(((before[1], before[2], mover), Move.drop(column)))
    if not pop_out:
        return found
    full = (both & playable_mask).bit_count() + 1 >= geo.capacity
    if full:
        return found
    for column in geo.playable:
        mask = geo.column_mask[column]
        if (both & mask).bit_count() >= rows:
            continue
        rest = ~mask
        before = [0, (p1 & rest) | ((p1 & mask) << 1), (p2 & rest) | ((p2 & mask) << 1)]
        before[mover] |= geo.bottom[column]
        if geo.has_line(before[1]) or geo.has_line(before[2]):
            continue
        found.append(((before[1], before[2], mover), Move.pop(column)))
    return found


def _path(later: dict[_State, tuple[_State, Move] | None], state: _State) -> tuple[Move, ...]:
    moves: list[Move] = []
    step = later[state]
    while step is not None:
        state, move = step
        moves.append(move)
        step = later[state]
    return tuple(moves)
