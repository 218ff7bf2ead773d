"""A deliberately naive second implementation of the ``popout_desktop.rules`` contract.

It is written from the rules texts only (``CONTRACT.md`` for the six classic fields,
``VARIANTS.md`` for Pop 10 and Power Up), never from the engine, and it is the oracle of the
differential, perft and property tests.  Everything here trades speed for being obviously
correct:

* the board is a plain list of columns, ``grid[column][row]``, row 0 at the bottom (0 empty,
  1 or 2 the owner), with a parallel ``kinds[column][row]`` saying what each piece is (``""``,
  ``"disc"``, ``"anvil"``, ``"bomb"``, ``"wall"``, ``"double"``);
* a line is searched by trying every window of ``connect`` cells in the four directions over
  the whole board;
* a pop rebuilds the column list; the anvil empties it;
* undo restores a full copy of the state taken before the move;
* the repetition count is the number of equal entries in the list of every position seen.

Moves are plain ``(kind, column)`` tuples with ``kind`` in ``{"drop", "pop", "anvil", "bomb",
"wall", "double", "pass"}`` and a 0-based column counted over the full width (side columns
included); a pass is ``("pass", 0)``.

The readings the engine documents where the rules text is silent are followed here too (they are
part of what is tested): a step that ends the game other than by repetition leaves phase "play"
and the mover's opponent to move; the repetition position holds everything that decides what may
follow (cells, pieces, turn, phase, scores, unused powers, the column a put-back comes from);
a bomb's pop of the mover's own disc is "not_your_disc".
"""

from __future__ import annotations

from typing import Any, Protocol

DROP = "drop"
POP = "pop"
ANVIL = "anvil"
BOMB = "bomb"
WALL = "wall"
DOUBLE = "double"
PASS = "pass"
POWERS = (ANVIL, BOMB, WALL, DOUBLE)
KINDS = (DROP, POP, *POWERS, PASS)
LETTERS = {DROP: "d", POP: "p", ANVIL: "a", BOMB: "b", WALL: "w", DOUBLE: "x"}

SETUP = "setup"
PLAY = "play"
PUT_BACK = "put_back"
BOMB_POP = "bomb_pop"
WALL_DROP = "wall_drop"
SECOND_DROP = "second_drop"
PHASES = (SETUP, PLAY, PUT_BACK, BOMB_POP, WALL_DROP, SECOND_DROP)

NaiveMove = tuple[str, int]
NaiveResult = tuple[int | None, str]
Position = tuple[Any, ...]

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
        "wrong_phase",
        "not_lowest",
        "put_back_column",
        "power_used",
        "completes_line",
        "must_pass",
        "cannot_pass",
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


def move_text(move: NaiveMove) -> str:
    """``("drop", 3)`` -> ``"d4"``, ``("bomb", 0)`` -> ``"b1"``, ``("pass", 0)`` -> ``"--"``."""
    kind, column = move
    if kind == PASS:
        return "--"
    return LETTERS[kind] + str(column + 1)


def parse_move_text(text: str) -> NaiveMove:
    """The inverse of :func:`move_text` for well-formed tokens (used to replay notations)."""
    if text == "--":
        return (PASS, 0)
    letter, number = text[0].lower(), int(text[1:])
    for kind, kind_letter in LETTERS.items():
        if kind_letter == letter:
            return (kind, number - 1)
    raise ValueError(text)


class NaiveGame:
    """A whole game (Pop Out, Connect Four, 5-in-a-Row, Pop 10, Power Up), plainly."""

    def __init__(
        self,
        columns: int = 7,
        rows: int = 6,
        connect: int = 4,
        pop_out: bool = True,
        side_columns: bool = False,
        repetition_draw: bool = False,
        pop_ten: bool = False,
        target: int = 10,
        power_up: bool = False,
    ) -> None:
        width = columns + 2 if side_columns else columns
        if not 4 <= columns <= 16:
            raise ValueError("columns must be in 4..16")
        if not 4 <= rows <= 12:
            raise ValueError("rows must be in 4..12")
        if not 3 <= connect <= 6 or connect > max(width, rows):
            raise ValueError("connect must be in 3..6 and at most max(width, rows)")
        if not 3 <= target <= 20:
            raise ValueError("target must be in 3..20")
        if pop_ten and pop_out:
            raise ValueError("Pop 10 cannot be combined with Pop Out")
        if pop_ten and power_up:
            raise ValueError("Pop 10 cannot be combined with Power Up")
        if pop_ten and target > columns * rows // 2:
            raise ValueError("target must be at most half the cells in Pop 10")
        self.columns = columns
        self.rows = rows
        self.connect = connect
        self.pop_out = pop_out
        self.side_columns = side_columns
        self.repetition_draw = repetition_draw
        self.pop_ten = pop_ten
        self.target = target
        self.power_up = power_up
        self.width = width

        self.grid: list[list[int]] = [[0] * rows for _ in range(width)]
        self.kinds: list[list[str]] = [[""] * rows for _ in range(width)]
        if side_columns:
            for row in range(rows):
                # Left column: player 1 at the bottom, then alternating upward.
                self.grid[0][row] = 1 if row % 2 == 0 else 2
                # Right column: player 2 at the bottom, then alternating upward.
                self.grid[width - 1][row] = 2 if row % 2 == 0 else 1
                self.kinds[0][row] = "disc"
                self.kinds[width - 1][row] = "disc"

        self._windows: list[list[tuple[int, int]]] = []
        for column in range(width):
            for row in range(rows):
                for dc, dr in DIRECTIONS:
                    cells = [(column + i * dc, row + i * dr) for i in range(connect)]
                    if all(0 <= c < width and 0 <= r < rows for c, r in cells):
                        self._windows.append(cells)

        self.turn = 1
        self.phase = SETUP if pop_ten else PLAY
        self.scores = {1: 0, 2: 0}
        self.powers: dict[int, set[str]] = {1: set(), 2: set()}
        if power_up:
            self.powers = {1: set(POWERS), 2: set(POWERS)}
        self.popped_from: int | None = None  # the column a Pop 10 put-back comes from
        self.result: NaiveResult | None = None
        self.moves: list[NaiveMove] = []
        self._history: list[dict[str, Any]] = []
        # Every position of the game so far, the start position included.
        self._seen: list[Position] = [self.position()]

    # ------------------------------------------------------------------ construction helpers

    @classmethod
    def from_rules(cls, rules: RulesLike) -> NaiveGame:
        """Build from anything with the ``Rules`` fields (e.g. the engine's ``Rules``)."""
        return cls(
            columns=rules.columns,
            rows=rules.rows,
            connect=rules.connect,
            pop_out=rules.pop_out,
            side_columns=rules.side_columns,
            repetition_draw=rules.repetition_draw,
            pop_ten=getattr(rules, "pop_ten", False),
            target=getattr(rules, "target", 10),
            power_up=getattr(rules, "power_up", False),
        )

    def replay(self, text: str) -> NaiveGame:
        """Play every move of a notation such as ``"d4 d4 p4"``; returns ``self``."""
        for token in text.split():
            self.play(parse_move_text(token))
        return self

    # ------------------------------------------------------------------------------ queries

    def is_side(self, column: int) -> bool:
        return self.side_columns and column in (0, self.width - 1)

    def playable(self) -> list[int]:
        return [c for c in range(self.width) if not self.is_side(c)]

    def cell(self, column: int, row: int) -> int:
        return self.grid[column][row]

    def cells(self) -> list[list[int]]:
        """A copy of the whole board, ``[column][row]``."""
        return [list(col) for col in self.grid]

    def height(self, column: int) -> int:
        return sum(1 for r in range(self.rows) if self.grid[column][r] != 0)

    def is_open(self, column: int) -> bool:
        return self.grid[column][self.rows - 1] == 0

    def open_columns(self) -> list[int]:
        return [c for c in self.playable() if self.is_open(c)]

    def has_bottom_disc(self, player: int) -> bool:
        """``player`` owns the bottom disc of some playable column."""
        return any(self.grid[c][0] == player for c in self.playable())

    def position(self) -> Position:
        return (
            tuple(tuple(col) for col in self.grid),
            tuple(tuple(col) for col in self.kinds),
            self.turn,
            self.phase,
            (self.scores[1], self.scores[2]),
            (frozenset(self.powers[1]), frozenset(self.powers[2])),
            self.popped_from if self.phase == PUT_BACK else None,
        )

    def notation(self) -> str:
        return " ".join(move_text(m) for m in self.moves)

    def must_pass(self) -> bool:
        """Pop 10's play, and the player to move has no disc in the bottom row."""
        return self.pop_ten and self.phase == PLAY and not self.has_bottom_disc(self.turn)

    def would_complete(self, column: int) -> bool:
        """The player to move would have a line after dropping a disc into open ``column``."""
        row = self.height(column)
        self.grid[column][row] = self.turn
        found = self.has_line(self.turn)
        self.grid[column][row] = 0
        return found

    def would_keep(self, column: int) -> bool:
        """Pop 10: the bottom disc of ``column`` is in a line of the player to move."""
        return (column, 0) in self.line_cells(self.turn)

    def legal_moves(self) -> list[NaiveMove]:
        if self.result is not None:
            return []
        open_columns = self.open_columns()
        if self.phase == SETUP:
            lowest = min(self.height(c) for c in open_columns)
            return [(DROP, c) for c in open_columns if self.height(c) == lowest]
        if self.phase == PUT_BACK:
            others = [c for c in open_columns if c != self.popped_from]
            if others:
                return [(DROP, c) for c in others]
            assert self.popped_from is not None
            return [(DROP, self.popped_from)]
        if self.phase == BOMB_POP:
            return [(POP, c) for c in self.playable() if self.grid[c][0] == 3 - self.turn]
        if self.phase == WALL_DROP:
            return [(DROP, c) for c in open_columns if not self.would_complete(c)]
        if self.phase == SECOND_DROP:
            return [(DROP, c) for c in open_columns]
        # Phase "play".
        own_pops = [(POP, c) for c in self.playable() if self.grid[c][0] == self.turn]
        if self.pop_ten:
            return own_pops if own_pops else [(PASS, 0)]
        moves = [(DROP, c) for c in open_columns]
        if self.pop_out:
            moves += own_pops
        for kind in POWERS:
            if kind in self.powers[self.turn]:
                moves += [(kind, c) for c in open_columns]
        return moves

    def kinds_allowed_now(self) -> set[str]:
        """The kinds of move the phase allows (pass apart)."""
        if self.phase == PLAY:
            return {POP} if self.pop_ten else {DROP, POP, *POWERS}
        if self.phase == BOMB_POP:
            return {POP}
        return {DROP}

    def illegal_reasons(self, move: object) -> frozenset[str]:
        """Every reason code that applies to ``move``; empty exactly when it is legal."""
        if not (
            isinstance(move, tuple)
            and len(move) == 2
            and move[0] in KINDS
            and isinstance(move[1], int)
            and not isinstance(move[1], bool)
            and move[1] >= 0
            and (move[0] != PASS or move[1] == 0)
        ):
            return frozenset({"not_a_move"})
        kind, column = move
        reasons: set[str] = set()
        if self.result is not None:
            reasons.add("game_over")
        if kind == PASS:
            if not self.must_pass():
                reasons.add("cannot_pass")
            return frozenset(reasons)
        if self.must_pass():
            reasons.add("must_pass")
        if kind not in self.kinds_allowed_now():
            reasons.add("wrong_phase")
        if kind in POWERS and kind not in self.powers[self.turn]:
            reasons.add("power_used")
        if kind == POP and self.phase == PLAY and not self.pop_out and not self.pop_ten:
            reasons.add("pop_out_disabled")
        if column >= self.width:
            reasons.add("column_out_of_range")
        elif self.is_side(column):
            reasons.add("side_column")
        elif kind == POP:
            owner = 3 - self.turn if self.phase == BOMB_POP else self.turn
            if self.grid[column][0] == 0:
                reasons.add("column_empty")
            elif self.grid[column][0] != owner:
                reasons.add("not_your_disc")
        elif not self.is_open(column):
            reasons.add("column_full")
            if kind == DROP and self.phase == SETUP:
                reasons.add("not_lowest")  # a full column is never a lowest one
        elif kind == DROP and self.phase == SETUP:
            lowest = min(self.height(c) for c in self.open_columns())
            if self.height(column) != lowest:
                reasons.add("not_lowest")
        elif kind == DROP and self.phase == PUT_BACK:
            if column == self.popped_from and [c for c in self.open_columns() if c != column]:
                reasons.add("put_back_column")
        elif kind == DROP and self.phase == WALL_DROP and self.would_complete(column):
            reasons.add("completes_line")
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
        if self.result is None or self.result[0] is None or self.result[1] == "target":
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

    def _put(self, column: int, player: int, kind: str) -> None:
        row = self.grid[column].index(0)
        self.grid[column][row] = player
        self.kinds[column][row] = kind

    def _take_bottom(self, column: int) -> None:
        self.grid[column] = [*self.grid[column][1:], 0]
        self.kinds[column] = [*self.kinds[column][1:], ""]

    def _end(self, result: NaiveResult, mover: int) -> None:
        self.result = result
        self.phase = PLAY
        self.popped_from = None
        self.turn = 3 - mover

    def _judge_drop(self, mover: int) -> None:
        """After a drop that ends the turn: the mover's line wins, a full board draws."""
        if self.has_line(mover):
            self._end((mover, "line"), mover)
        elif self.is_full():
            self._end((None, "full"), mover)
        else:
            self.turn = 3 - mover

    def _judge_pop(self, mover: int) -> None:
        """After a pop by the mover: their line first, then the opponent's, then emptiness."""
        if self.has_line(mover):
            self._end((mover, "line"), mover)
        elif self.has_line(3 - mover):
            self._end((3 - mover, "line"), mover)
        elif self.is_empty_outside_side_columns():
            self._end((None, "empty"), mover)
        else:
            self.turn = 3 - mover

    def play(self, move: NaiveMove) -> None:
        reasons = self.illegal_reasons(move)
        if reasons:
            raise NaiveIllegalMoveError(move, reasons)
        kind, column = move
        self._history.append(
            {
                "grid": [list(col) for col in self.grid],
                "kinds": [list(col) for col in self.kinds],
                "turn": self.turn,
                "phase": self.phase,
                "scores": dict(self.scores),
                "powers": {1: set(self.powers[1]), 2: set(self.powers[2])},
                "popped_from": self.popped_from,
                "result": self.result,
            }
        )
        mover = self.turn
        opponent = 3 - mover
        phase = self.phase

        if kind == PASS:
            self.turn = opponent
        elif phase == SETUP:
            self._put(column, mover, "disc")
            if self.is_full():
                self.phase = PLAY
            self.turn = opponent
        elif phase == PUT_BACK:
            self._put(column, mover, "disc")
            self.phase = PLAY
            self.popped_from = None
            self.turn = opponent
        elif phase == BOMB_POP:
            self._take_bottom(column)
            self.phase = PLAY
            self._judge_pop(mover)
        elif phase == WALL_DROP:
            self._put(column, mover, "disc")
            self.phase = PLAY
            if self.is_full():
                self._end((None, "full"), mover)
            else:
                self.turn = opponent
        elif phase == SECOND_DROP:
            self._put(column, mover, "disc")
            self.phase = PLAY
            self._judge_drop(mover)
        elif kind == DROP:
            self._put(column, mover, "disc")
            self._judge_drop(mover)
        elif kind == POP and self.pop_ten:
            kept = self.would_keep(column)
            self._take_bottom(column)
            if kept:
                self.scores[mover] += 1
                if self.scores[mover] >= self.target:
                    self._end((mover, "target"), mover)
            else:
                self.phase = PUT_BACK
                self.popped_from = column
        elif kind == POP:
            self._take_bottom(column)
            self._judge_pop(mover)
        else:
            self.powers[mover].discard(kind)
            if kind == ANVIL:
                self.grid[column] = [0] * self.rows
                self.kinds[column] = [""] * self.rows
                self._put(column, mover, ANVIL)
                self._judge_drop(mover)
            else:
                self._put(column, mover, kind)
                if self.has_line(mover):
                    self._end((mover, "line"), mover)
                elif kind == BOMB:
                    if self.has_bottom_disc(opponent):
                        self.phase = BOMB_POP
                    elif self.is_full():
                        self._end((None, "full"), mover)
                    else:
                        self.turn = opponent
                elif self.is_full():
                    self._end((None, "full"), mover)
                elif kind == DOUBLE:
                    self.phase = SECOND_DROP
                elif any(not self.would_complete(c) for c in self.open_columns()):
                    self.phase = WALL_DROP
                else:
                    self.turn = opponent  # the wall's second drop is skipped

        self.moves.append(move)
        position = self.position()
        self._seen.append(position)
        if self.result is None and self.repetition_draw and self._seen.count(position) >= 3:
            self.result = (None, "repetition")

    def undo(self) -> NaiveMove:
        if not self.moves:
            raise IndexError("no move to undo")
        saved = self._history.pop()
        self.grid = saved["grid"]
        self.kinds = saved["kinds"]
        self.turn = saved["turn"]
        self.phase = saved["phase"]
        self.scores = saved["scores"]
        self.powers = saved["powers"]
        self.popped_from = saved["popped_from"]
        self.result = saved["result"]
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
