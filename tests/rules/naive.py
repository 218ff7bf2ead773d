"""A deliberately naive second implementation of the ``popout_desktop.rules`` contract.

It is written from the contract text only (``CONTRACT.md``), never from the engine, and it
is the oracle of the differential, perft and property tests.  Everything here trades speed
for being obviously correct:

* the board is a plain list of columns, ``grid[column][row]``, row 0 at the bottom;
* a line is searched by trying every window of ``connect`` cells in the four directions over
  the whole board;
* undo restores a full copy of the state taken before the move;
* the repetition count is the number of equal entries in the list of every position seen.

Moves are plain ``(kind, column)`` tuples with ``kind`` in ``{"drop", "pop"}`` and a 0-based
column counted over the full width (side columns included).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

DROP = "drop"
POP = "pop"

NaiveMove = tuple[str, int]
NaiveResult = tuple[int | None, str]
Position = tuple[tuple[tuple[int, ...], ...], int]

# (column step, row step): horizontal, vertical, diagonal up-right, diagonal down-right.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (1, -1))

REASONS = frozenset(
    {
        "game_over",
        "not_a_move",
        "column_out_of_range",
        "side_column",
        "column_full",
        "pop_out_disabled",
        "column_empty",
        "not_your_disc",
    }
)


class RulesLike(Protocol):
    @property
    def columns(self) -> int: ...
    @property
    def rows(self) -> int: ...
    @property
    def connect(self) -> int: ...
    @property
    def pop_out(self) -> bool: ...
    @property
    def side_columns(self) -> bool: ...
    @property
    def repetition_draw(self) -> bool: ...


class NaiveIllegalMoveError(ValueError):
    """Raised by :meth:`NaiveGame.play`; ``reasons`` holds every reason code that applies."""

    def __init__(self, move: object, reasons: frozenset[str]) -> None:
        super().__init__(f"illegal move {move!r}: {sorted(reasons)}")
        self.move = move
        self.reasons = reasons


@dataclass(frozen=True)
class _Snapshot:
    grid: list[list[int]]
    turn: int
    result: NaiveResult | None


def move_text(move: NaiveMove) -> str:
    """``("drop", 3)`` -> ``"d4"`` (the contract's 1-based notation)."""
    kind, column = move
    return ("d" if kind == DROP else "p") + str(column + 1)


def parse_move_text(text: str) -> NaiveMove:
    """The inverse of :func:`move_text` for well-formed tokens (used to replay notations)."""
    letter, number = text[0].lower(), int(text[1:])
    return (DROP if letter == "d" else POP, number - 1)


class NaiveGame:
    """A whole Pop Out game, implemented as plainly as possible."""

    def __init__(
        self,
        columns: int = 7,
        rows: int = 6,
        connect: int = 4,
        pop_out: bool = True,
        side_columns: bool = False,
        repetition_draw: bool = False,
    ) -> None:
        width = columns + 2 if side_columns else columns
        if not 4 <= columns <= 16:
            raise ValueError("columns must be in 4..16")
        if not 4 <= rows <= 12:
            raise ValueError("rows must be in 4..12")
        if not 3 <= connect <= 6 or connect > max(width, rows):
            raise ValueError("connect must be in 3..6 and at most max(width, rows)")
        self.columns = columns
        self.rows = rows
        self.connect = connect
        self.pop_out = pop_out
        self.side_columns = side_columns
        self.repetition_draw = repetition_draw
        self.width = width

        self.grid: list[list[int]] = [[0] * rows for _ in range(width)]
        if side_columns:
            for row in range(rows):
                # Left column: player 1 at the bottom, then alternating upward.
                self.grid[0][row] = 1 if row % 2 == 0 else 2
                # Right column: player 2 at the bottom, then alternating upward.
                self.grid[width - 1][row] = 2 if row % 2 == 0 else 1

        self._windows: list[list[tuple[int, int]]] = []
        for column in range(width):
            for row in range(rows):
                for dc, dr in DIRECTIONS:
                    cells = [(column + i * dc, row + i * dr) for i in range(connect)]
                    if all(0 <= c < width and 0 <= r < rows for c, r in cells):
                        self._windows.append(cells)

        self.turn = 1
        self.result: NaiveResult | None = None
        self.moves: list[NaiveMove] = []
        self._history: list[_Snapshot] = []
        # Every position of the game so far, the start position included.
        self._seen: list[Position] = [self.position()]

    # ------------------------------------------------------------------ construction helpers

    @classmethod
    def from_rules(cls, rules: RulesLike) -> NaiveGame:
        """Build from anything with the six ``Rules`` fields (e.g. the engine's ``Rules``)."""
        return cls(
            columns=rules.columns,
            rows=rules.rows,
            connect=rules.connect,
            pop_out=rules.pop_out,
            side_columns=rules.side_columns,
            repetition_draw=rules.repetition_draw,
        )

    def replay(self, text: str) -> NaiveGame:
        """Play every move of a notation such as ``"d4 d4 p4"``; returns ``self``."""
        for token in text.split():
            self.play(parse_move_text(token))
        return self

    # ------------------------------------------------------------------------------ queries

    def is_side(self, column: int) -> bool:
        return self.side_columns and column in (0, self.width - 1)

    def cell(self, column: int, row: int) -> int:
        return self.grid[column][row]

    def cells(self) -> list[list[int]]:
        """A copy of the whole board, ``[column][row]``."""
        return [list(col) for col in self.grid]

    def position(self) -> Position:
        return (tuple(tuple(col) for col in self.grid), self.turn)

    def notation(self) -> str:
        return " ".join(move_text(m) for m in self.moves)

    def legal_moves(self) -> list[NaiveMove]:
        if self.result is not None:
            return []
        drops = [
            (DROP, c)
            for c in range(self.width)
            if not self.is_side(c) and self.grid[c][self.rows - 1] == 0
        ]
        pops = [
            (POP, c)
            for c in range(self.width)
            if self.pop_out and not self.is_side(c) and self.grid[c][0] == self.turn
        ]
        return drops + pops

    def illegal_reasons(self, move: object) -> frozenset[str]:
        """Every reason code that applies to ``move``; empty exactly when it is legal."""
        if not (
            isinstance(move, tuple)
            and len(move) == 2
            and move[0] in (DROP, POP)
            and isinstance(move[1], int)
            and not isinstance(move[1], bool)
            and move[1] >= 0
        ):
            return frozenset({"not_a_move"})
        kind, column = move
        reasons: set[str] = set()
        if self.result is not None:
            reasons.add("game_over")
        if kind == POP and not self.pop_out:
            reasons.add("pop_out_disabled")
        if column >= self.width:
            reasons.add("column_out_of_range")
        elif self.is_side(column):
            reasons.add("side_column")
        elif kind == DROP:
            if self.grid[column][self.rows - 1] != 0:
                reasons.add("column_full")
        elif self.grid[column][0] == 0:
            reasons.add("column_empty")
        elif self.grid[column][0] != self.turn:
            reasons.add("not_your_disc")
        return frozenset(reasons)

    def windows(self) -> list[list[tuple[int, int]]]:
        """Every straight run of ``connect`` cells that fits on the board (computed once)."""
        return self._windows

    def has_line(self, player: int) -> bool:
        return any(all(self.grid[c][r] == player for c, r in w) for w in self._windows)

    def line_cells(self, player: int) -> set[tuple[int, int]]:
        found: set[tuple[int, int]] = set()
        for w in self._windows:
            if all(self.grid[c][r] == player for c, r in w):
                found.update(w)
        return found

    def winning_cells(self) -> set[tuple[int, int]]:
        if self.result is None or self.result[0] is None:
            return set()
        return self.line_cells(self.result[0])

    def is_full(self) -> bool:
        return all(self.grid[c][r] != 0 for c in range(self.width) for r in range(self.rows))

    def is_empty_outside_side_columns(self) -> bool:
        return all(
            self.grid[c][r] == 0
            for c in range(self.width)
            if not self.is_side(c)
            for r in range(self.rows)
        )

    # ---------------------------------------------------------------------------- commands

    def play(self, move: NaiveMove) -> None:
        reasons = self.illegal_reasons(move)
        if reasons:
            raise NaiveIllegalMoveError(move, reasons)
        kind, column = move
        self._history.append(_Snapshot(self.cells(), self.turn, self.result))

        mover = self.turn
        opponent = 3 - mover
        if kind == DROP:
            row = self.grid[column].index(0)
            self.grid[column][row] = mover
        else:
            self.grid[column] = [*self.grid[column][1:], 0]
        self.moves.append(move)
        self.turn = opponent
        self._seen.append(self.position())

        if kind == DROP:
            if self.has_line(mover):
                self.result = (mover, "line")
            elif self.is_full():
                self.result = (None, "full")
        elif self.has_line(mover):
            self.result = (mover, "line")
        elif self.has_line(opponent):
            self.result = (opponent, "line")
        elif self.is_empty_outside_side_columns():
            self.result = (None, "empty")

        if self.result is None and self.repetition_draw and self._seen.count(self.position()) >= 3:
            self.result = (None, "repetition")

    def undo(self) -> NaiveMove:
        if not self.moves:
            raise IndexError("no move to undo")
        snapshot = self._history.pop()
        self.grid = [list(col) for col in snapshot.grid]
        self.turn = snapshot.turn
        self.result = snapshot.result
        self._seen.pop()
        return self.moves.pop()


def naive_perft(game: NaiveGame, depth: int) -> int:
    """Leaf positions at exactly ``depth`` plies (a finished game has no moves)."""
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        game.play(move)
        total += naive_perft(game, depth - 1)
        game.undo()
    return total
