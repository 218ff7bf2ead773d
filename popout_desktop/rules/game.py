"""A game in progress: the position, the moves played and the result (:class:`Game`).

:class:`Game` itself plays the six-field rules (Connect Four, Pop Out, 5-in-a-Row, repetition)
on bitboards, as fast as it can. ``Game(rules)`` for Pop 10 or Power Up returns a
:class:`~popout_desktop.rules.variants.VariantGame` instead: a subclass with the same API plus
phases, scores and power checkers (see that module).

Which class plays a table is a factory's answer, :meth:`Game.class_for`, not a switch here: a
subclass names the variants it plays in its class statement (``class VariantGame(...,
plays=(Variant.POP_TEN, Variant.POWER_UP))``), so this module never imports its subclasses and
the rules have no import circle through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from popout_desktop.rules.geometry import Geometry, geometry
from popout_desktop.rules.illegal import IllegalMove, IllegalReason
from popout_desktop.rules.move import DROP, PASS, POP, Move
from popout_desktop.rules.outcome import DECISIONS, Reason, Result
from popout_desktop.rules.phases import Phase
from popout_desktop.rules.table import Rules, Variant

if TYPE_CHECKING:
    from popout_desktop.rules.setup import Setup

__all__ = ["DECISIONS", "Game", "IllegalMove", "IllegalReason", "Phase", "Reason", "Result"]


_WIN = (None, Result(1, Reason.LINE), Result(2, Reason.LINE))
_FULL = Result(None, Reason.FULL)
_EMPTY = Result(None, Reason.EMPTY)
_REPETITION = Result(None, Reason.REPETITION)


class Game:
    """A game of Pop Out (Connect Four, 5-in-a-Row, Pop 10, Power Up) under some :class:`Rules`.

    ``Game(rules)`` for a Pop 10 or Power Up table returns the class :meth:`class_for` names,
    a :class:`~popout_desktop.rules.variants.VariantGame` (a subclass with the same API).

    >>> game = Game.from_notation("d4 d4 p4")
    >>> game.cell(3, 0), game.turn
    (2, 2)
    >>> game.undo()
    Move(kind='pop', column=3)
    >>> game.notation()
    'd4 d4'
    """

    __slots__ = (
        "_bits",
        "_count",
        "_discs",
        "_geo",
        "_heights",
        "_moves",
        "_result",
        "_rules",
        "_seen",
        "_start",
        "_turn",
    )

    #: The class that plays each variant's tables, filled by the subclasses that name them
    #: (:meth:`__init_subclass__`); read by :meth:`class_for`.
    _PLAYED_BY: ClassVar[dict[Variant, type[Game]]] = {}

    def __init_subclass__(cls, *, plays: tuple[Variant, ...] = (), **kwargs: Any) -> None:
        """A subclass declared with ``plays=(variant, ...)`` is the class for those variants'
        tables (one class each: a second claim is a TypeError)."""
        super().__init_subclass__(**kwargs)
        for variant in plays:
            if variant in Game._PLAYED_BY:
                raise TypeError(f"{variant} is played by {Game._PLAYED_BY[variant].__name__}")
            Game._PLAYED_BY[variant] = cls

    @classmethod
    def class_for(cls, rules: Rules) -> type[Game]:
        """The class that plays ``rules``: :class:`Game` for the six-field rules, the subclass
        that plays its variant for Pop 10 and Power Up.

        >>> Game.class_for(Rules()).__name__, Game.class_for(Rules.preset("pop_ten")).__name__
        ('Game', 'VariantGame')
        """
        variant = rules.variant
        if variant is None:
            return Game
        if variant not in Game._PLAYED_BY:
            # The variants' classes are loaded with the first table that needs one: their
            # module names what it plays when its classes are made (issue 33 point 4).
            import popout_desktop.rules.variants  # noqa: F401
        return Game._PLAYED_BY[variant]

    def __new__(cls, rules: Rules | None = None) -> Game:
        if cls is Game and isinstance(rules, Rules):
            cls = Game.class_for(rules)
        return object.__new__(cls)

    def __init__(self, rules: Rules | None = None) -> None:
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise TypeError(f"a game needs Rules, not {rules!r}")
        geo = geometry(rules)
        self._rules = rules
        self._geo: Geometry = geo
        # Bitboards indexed by player; index 0 unused, so ``self._bits[turn]`` needs no branch.
        self._bits = [0, geo.side_discs[0], geo.side_discs[1]]
        self._heights = [rules.rows if rules.is_side_column(c) else 0 for c in range(geo.width)]
        self._discs = 0  # discs in the playable columns
        self._turn = 1
        self._moves: list[Move] = []
        self._result: Result | None = None
        self._start: Setup | None = None
        # Occurrences of each position, kept only when repetition can end the game.
        self._seen: dict[tuple[int, ...], int] | None = None
        self._count = rules.repetition_draw
        if rules.repetition_draw:
            self._seen = {self._key(): 1}

    # -- reading the position ---------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules of this game."""
        return self._rules

    @property
    def start(self) -> Setup | None:
        """The position the game started from (:meth:`from_setup`); None: the table's own start.

        :attr:`moves`, :meth:`notation` and :meth:`undo` count from it.
        """
        try:
            return self._start
        except AttributeError:  # a Pop 10 or Power Up copy: those never start from a set-up
            return None

    @property
    def turn(self) -> int:
        """The player to move: 1 or 2 (after the game ends, the one who would move next)."""
        return self._turn

    @property
    def moves(self) -> list[Move]:
        """The moves played, in order (a copy)."""
        return list(self._moves)

    @property
    def ply(self) -> int:
        """The number of moves played."""
        return len(self._moves)

    @property
    def result(self) -> Result | None:
        """None while the game is in play, else how it ended."""
        return self._result

    @property
    def is_over(self) -> bool:
        """True once the game has a result."""
        return self._result is not None

    @property
    def phase(self) -> Phase:
        """What the next move is (see :class:`Phase`); always ``"play"`` for the six-field rules."""
        return Phase.PLAY

    @property
    def scores(self) -> tuple[int, int]:
        """Discs kept by players 1 and 2 (Pop 10); ``(0, 0)`` otherwise."""
        return (0, 0)

    def powers(self, player: int) -> frozenset[str]:
        """The power checkers ``player`` (1 or 2) has not used yet (Power Up); else empty."""
        _check_player(player)
        return frozenset()

    def piece(self, column: int, row: int) -> str:
        """What is at ``(column, row)``: ``""`` empty, ``"disc"``, or a power checker's kind
        (``"anvil"``, ``"bomb"``, ``"wall"``, ``"double"``). IndexError outside the board."""
        return "disc" if self.cell(column, row) else ""

    def cell(self, column: int, row: int) -> int:
        """The disc at ``(column, row)``: 0 empty, 1 or 2. Row 0 is the bottom.

        Columns count over the full width, side columns included. IndexError outside the board.
        """
        geo = self._geo
        if not (0 <= column < geo.width and 0 <= row < geo.rows):
            raise IndexError(
                f"cell ({column}, {row}) is outside the board "
                f"({geo.width} columns, {geo.rows} rows)"
            )
        shift = column * geo.stride + row
        if (self._bits[1] >> shift) & 1:
            return 1
        if (self._bits[2] >> shift) & 1:
            return 2
        return 0

    def height(self, column: int) -> int:
        """How many discs ``column`` holds (side columns are always full)."""
        if not 0 <= column < self._geo.width:
            raise IndexError(f"column {column} is outside the board")
        return self._heights[column]

    def board(self) -> tuple[tuple[int, ...], ...]:
        """The whole board as ``board[column][row]`` (0 empty, 1, 2)."""
        return tuple(
            tuple(self.cell(c, r) for r in range(self._geo.rows)) for c in range(self._geo.width)
        )

    def legal_moves(self) -> list[Move]:
        """Every legal move: drops by ascending column, then pops by ascending column.

        Empty once the game is over.
        """
        if self._result is not None:
            return []
        rows = self._geo.rows
        heights = self._heights
        moves = [_DROPS[c] for c in self._geo.playable if heights[c] < rows]
        if self._rules.pop_out:
            own = self._bits[self._turn]
            bottom = self._geo.bottom
            moves += [_POPS[c] for c in self._geo.playable if own & bottom[c]]
        return moves

    def is_legal(self, move: Move) -> bool:
        """True if ``move`` may be played now."""
        return self.why_illegal(move) is None

    def winning_cells(self) -> set[tuple[int, int]]:
        """Every cell of every line of the winner; empty while in play and after a draw."""
        result = self._result
        if result is None or result.winner is None:
            return set()
        geo = self._geo
        return geo.cells_of(geo.line_cells(self._bits[result.winner]))

    def notation(self) -> str:
        """The moves played in notation, separated by single spaces: ``"d4 d4 p4"``."""
        return " ".join(map(str, self._moves))

    def position_key(self) -> tuple[int, ...]:
        """A hashable key of the position: both players' discs and the player to move (with Pop 10
        and Power Up also the phase, scores, power checkers left and on the board)."""
        return self._key()

    def _key(self) -> tuple[int, ...]:
        return (self._bits[1], self._bits[2], self._turn)

    def bitboards(self) -> tuple[int, int]:
        """Both players' discs as bitboards, ``(player 1, player 2)``, side-column discs included.

        Cell ``(column, row)`` is bit ``column * (rows + 1) + row`` (the layout of
        :mod:`popout_desktop.rules.geometry`, which the engine shares), over the full width.

        >>> game = Game.from_notation("d1 d2 d1", Rules(columns=7, rows=6))
        >>> game.bitboards()
        (3, 128)
        """
        bits = self._bits
        return (bits[1], bits[2])

    def occurrence_counts(self) -> Mapping[tuple[int, ...], int] | None:
        """How many times each position has come up in this game, counting from its start, keyed
        by :meth:`position_key` (for these rules ``(player 1 bits, player 2 bits, turn)``, as
        :meth:`bitboards`); None when the rules keep no count (``repetition_draw`` off: then
        :meth:`occurrences` replays the game).

        A read-only live view, not a copy: it follows the game as moves are played and taken
        back; ``dict(game.occurrence_counts())`` keeps one. Every count is at least 1.

        >>> game = Game.from_notation("d4 d4 d1 d2 p1 p2", Rules(repetition_draw=True))
        >>> sorted(game.occurrence_counts().values())
        [1, 1, 1, 1, 1, 2]
        """
        seen = self._seen
        return None if seen is None else MappingProxyType(seen)

    def occurrences(self) -> int:
        """How many times the position now on the board (its :meth:`position_key`) has come
        up in this game, counting from its start, this time included.

        Kept as the game goes where the repetition draw is on; otherwise found by playing the
        moves again from the start (linear in the game's length).

        >>> game = Game.from_notation("d4 d4 d1 d2 p1 p2 d1 d2 p1 p2", Rules())
        >>> game.occurrences()
        3
        """
        key = self._key()
        if self._seen is not None:
            return self._seen.get(key, 0)
        start = self.start
        replay = Game(self._rules) if start is None else Game.from_setup(start)
        found = int(replay._key() == key)
        for move in self._moves:
            replay.play(move)
            found += replay._key() == key
        return found

    # -- changing it --------------------------------------------------------------------------

    def why_illegal(self, move: object) -> IllegalMove | None:
        """Why ``move`` is illegal now (an :class:`IllegalMove`, not raised); None if legal."""
        if self._result is not None:
            return IllegalMove(
                f"the game is over; {move} cannot be played", move=move, reason="game_over"
            )
        if not isinstance(move, Move):
            return IllegalMove(f"{move!r} is not a Move", move=move, reason="not_a_move")
        column = move.column
        geo = self._geo
        if column >= geo.width:
            return IllegalMove(
                f"{move}: there is no column {column + 1} on a board {geo.width} wide",
                move=move,
                reason="column_out_of_range",
            )
        if geo.is_side[column]:
            if move.kind == PASS:  # a pass is column 0, a side column with side_columns
                return _cannot_pass(move)
            return IllegalMove(
                f"{move}: column {column + 1} is a fixed side column",
                move=move,
                reason="side_column",
            )
        if move.kind == DROP:
            if self._heights[column] >= geo.rows:
                return IllegalMove(
                    f"{move}: column {column + 1} is full", move=move, reason="column_full"
                )
            return None
        if move.kind != POP:
            if move.kind == PASS:
                return _cannot_pass(move)
            return IllegalMove(
                f"{move}: power checkers are played only in Power Up",
                move=move,
                reason="power_used",
            )
        if not self._rules.pop_out:
            return IllegalMove(
                f"{move}: popping is not allowed without Pop Out",
                move=move,
                reason="pop_out_disabled",
            )
        if not self._heights[column]:
            return IllegalMove(
                f"{move}: column {column + 1} is empty", move=move, reason="column_empty"
            )
        if not self._bits[self._turn] & geo.bottom[column]:
            return IllegalMove(
                f"{move}: the bottom disc of column {column + 1} is not player {self._turn}'s",
                move=move,
                reason="not_your_disc",
            )
        return None

    def play(self, move: Move) -> None:
        """Play ``move`` for the player to move.

        Raises :class:`IllegalMove` if it is not legal; the game is then unchanged.
        """
        error = self.why_illegal(move)
        if error is not None:
            raise error
        column = move.column
        geo = self._geo
        bits = self._bits
        mover = self._turn
        if move.kind == DROP:
            height = self._heights[column]
            bits[mover] |= geo.bottom[column] << height
            self._heights[column] = height + 1
            self._discs += 1
            if geo.has_line(bits[mover]):
                self._result = _WIN[mover]
            elif self._discs == geo.capacity:
                self._result = _FULL
        else:
            mask = geo.column_mask[column]
            rest = ~mask
            lower = mask ^ geo.bottom[column]  # every cell of the column but the bottom one
            p1, p2 = bits[1], bits[2]
            bits[1] = (p1 & rest) | ((p1 & lower) >> 1)
            bits[2] = (p2 & rest) | ((p2 & lower) >> 1)
            self._heights[column] -= 1
            self._discs -= 1
            if geo.has_line(bits[mover]):
                self._result = _WIN[mover]
            elif geo.has_line(bits[3 - mover]):
                self._result = _WIN[3 - mover]
            elif not self._discs:
                self._result = _EMPTY
        self._turn = 3 - mover
        self._moves.append(move)
        if self._count:
            seen = self._seen
            assert seen is not None
            key = (bits[1], bits[2], 3 - mover)
            times = seen.get(key, 0) + 1
            seen[key] = times
            if times >= 3 and self._result is None:
                self._result = _REPETITION

    def undo(self) -> Move:
        """Take back the last move and return it; everything is restored exactly.

        Raises IndexError if no move has been played.
        """
        if not self._moves:
            raise IndexError("there is no move to take back")
        bits = self._bits
        if self._count:
            seen = self._seen
            assert seen is not None
            key = (bits[1], bits[2], self._turn)
            times = seen[key] - 1
            if times:
                seen[key] = times
            else:
                del seen[key]
        move = self._moves.pop()
        mover = 3 - self._turn
        self._turn = mover
        self._result = None
        geo = self._geo
        column = move.column
        if move.kind == DROP:
            height = self._heights[column] - 1
            bits[mover] &= ~(geo.bottom[column] << height)
            self._heights[column] = height
        else:
            mask = geo.column_mask[column]
            rest = ~mask
            p1, p2 = bits[1], bits[2]
            bits[1] = (p1 & rest) | ((p1 & mask) << 1)
            bits[2] = (p2 & rest) | ((p2 & mask) << 1)
            bits[mover] |= geo.bottom[column]
            self._heights[column] += 1
            self._discs += 1
            return move
        self._discs -= 1
        return move

    # -- building and copying -----------------------------------------------------------------

    @classmethod
    def from_setup(cls, setup: Setup) -> Game:
        """A game starting at ``setup`` (no move played yet; :attr:`start` is ``setup``).

        ValueError, with the problem in words, if :func:`~popout_desktop.rules.setup.check_setup`
        refuses the position (Pop 10 and Power Up positions other than their start included),
        leaving out only its search (``unreachable``, which takes time: a game is rebuilt from
        its start for every engine request; the position editor asks :func:`check_setup` first).

        >>> from popout_desktop.rules.setup import empty_setup
        >>> setup = empty_setup(Rules()).with_cell(3, 0, 1).with_turn(2)
        >>> game = Game.from_setup(setup)
        >>> game.cell(3, 0), game.turn, game.ply, game.start is setup
        (1, 2, 0, True)
        """
        from popout_desktop.rules.setup import Setup, SetupStatus, check_setup, problem_text

        if not isinstance(setup, Setup):
            raise TypeError(f"from_setup needs a Setup, not {setup!r}")
        check = check_setup(setup, effort=0)
        if check.status is SetupStatus.ILLEGAL:
            assert check.problem is not None
            raise ValueError(f"this position cannot be played: {problem_text(check.problem)}")
        game = Game(setup.rules)
        if setup.rules.is_variant:
            return game  # only the table's own start passes the check
        p1, p2 = setup.bits()
        game._bits = [0, p1, p2]
        game._heights = [
            sum(1 for value in setup.cells[c] if value) for c in range(game._geo.width)
        ]
        game._discs = setup.discs(1) + setup.discs(2)
        game._turn = setup.turn
        game._start = setup
        if game._seen is not None:
            game._seen = {game._key(): 1}
        return game

    @classmethod
    def from_notation(
        cls, text: str, rules: Rules | None = None, *, start: Setup | None = None
    ) -> Game:
        """Replay moves written in notation (``"d4 d4 p4"``, any whitespace between them), from
        the table's start or from ``start`` (then ``rules`` must be None or ``start.rules``).

        ValueError for text that is not a move or a start that cannot be played;
        :class:`IllegalMove` for an illegal move.
        """
        if not isinstance(text, str):
            raise ValueError(f"moves in notation are text such as 'd4 d4 p4', not {text!r}")
        if start is None:
            game = cls(rules)
        else:
            if rules is not None and rules != start.rules:
                raise ValueError("the start position is of another table")
            game = Game.from_setup(start)
        for number, token in enumerate(text.split(), start=1):
            move = Move.parse(token)
            error = game.why_illegal(move)
            if error is not None:
                raise IllegalMove(
                    f"move {number} ({token}) is illegal: {error}", move=move, reason=error.reason
                )
            game.play(move)
        return game

    def copy(self) -> Game:
        """An independent copy with the same history."""
        other = object.__new__(Game)
        other._rules = self._rules
        other._geo = self._geo
        other._bits = list(self._bits)
        other._heights = list(self._heights)
        other._discs = self._discs
        other._turn = self._turn
        other._moves = list(self._moves)
        other._result = self._result
        other._seen = None if self._seen is None else dict(self._seen)
        other._count = self._count
        other._start = self._start
        return other

    def __repr__(self) -> str:
        state = "in play" if self._result is None else f"over: {self._result}"
        return f"<Game {self._rules} moves={self.notation()!r} turn={self._turn} {state}>"


def _check_player(player: object) -> None:
    """ValueError unless ``player`` is 1 or 2 (also used by :mod:`.variants`)."""
    if type(player) is not int or player not in (1, 2):
        raise ValueError(f"a player is 1 or 2, not {player!r}")


def _cannot_pass(move: Move) -> IllegalMove:
    return IllegalMove(
        "--: a player may pass only in Pop 10, with no disc of their own in the bottom row",
        move=move,
        reason="cannot_pass",
    )


_DROPS = tuple(Move.drop(c) for c in range(32))
_POPS = tuple(Move.pop(c) for c in range(32))
