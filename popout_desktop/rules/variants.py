"""Pop 10 and Power Up: :class:`VariantGame`, the :class:`~popout_desktop.rules.Game` with phases.

``Game(rules)`` returns a :class:`VariantGame` when ``rules.pop_ten`` or ``rules.power_up`` is set;
it has the same API (``legal_moves``, ``play``, ``undo``, ``result``, ``notation``,
``from_notation``, ``copy``) and fills in what the six-field rules leave constant: :attr:`phase`,
:attr:`scores`, :meth:`powers` and :meth:`piece`. It implements the six-field rules too (so
``VariantGame(Rules())`` plays Pop Out exactly like ``Game(Rules())``, only slower), with Pop 10
and Power Up on top:

**Pop 10** (``pop_ten``). Setup (phase ``"setup"``): the players alternately drop their own discs,
player 1 first, each into a playable column whose height is the lowest among the non-full playable
columns; lines and a full board mean nothing yet. When the board is full the phase becomes
``"play"`` and the player after the last setup drop moves. A turn: pop one of your own bottom
discs (side columns are never popped). If it was part of a line of ``connect`` or more of your
colour (side-column discs count) before it left, you keep it (score +1): ``target`` kept discs win
(:attr:`Reason.TARGET <popout_desktop.rules.Reason.TARGET>`), else you pop again. Otherwise (phase
``"put_back"``) drop it back into a non-full playable column other than the popped one (that one
only if no other is open), and the turn passes. With no own bottom disc, your only move is a pass
(``--``). Only ``"target"`` and ``"repetition"`` end Pop 10.

**Power Up** (``power_up``, with or without ``pop_out``). Each player has an anvil, a bomb, a wall
and a x2 checker, each played once instead of a normal drop into a non-full playable column; each
is a disc of its owner's colour and keeps its identity (:meth:`VariantGame.piece`) through falls
until it leaves the board. Anvil: every disc of its column is removed, it lands on row 0, then as
after a drop. Bomb: a drop; unless it wins, the same player pops one of the opponent's bottom discs
(phase ``"bomb_pop"``, a ``"pop"`` move) judged as a pop by the bomber (the bomber's line wins even
if the opponent has one too); with no opponent bottom disc it is just a drop. Wall: a drop; unless
it wins or fills the board, the same player makes a drop that must not complete a line of theirs
(phase ``"wall_drop"``), skipped automatically when every open column would complete one. x2: a
drop; unless it wins or fills the board, a second normal drop (phase ``"second_drop"``). With Pop
Out, own power checkers may be popped like any own disc.

Every step of a turn (a put-back, the bomb's pop, a second drop) is a move of its own in
:attr:`moves`, written as an ordinary ``d``/``p`` token; :meth:`undo` takes back one step.

Readings where the rules text is silent (decided here, tested, and reported):

* A step that ends the game (a line, a full or empty board, a target) ends the mover's turn: the
  phase is ``"play"`` and :attr:`turn` the mover's opponent, as after a classic win. A repetition
  draw leaves phase and turn as the repeated position has them.
* The repetition key is the whole state that decides what may follow: every cell with its piece
  identity, the player to move, the phase, the scores, both players' unused power checkers and, in
  the put-back phase, the column the disc was popped from.
* The bomb's pop of the mover's own disc is rejected with ``"not_your_disc"`` (the disc is not
  one the mover may pop now: a bomb pops the opponent's).
* A power checker that leaves the board (crushed by an anvil, popped) is gone for good: its owner
  does not get it back.
* When a move breaks several rules, one reason is reported, in this order: ``game_over``,
  ``not_a_move``, ``cannot_pass`` (for a pass), ``must_pass``, ``wrong_phase``, ``power_used``,
  ``pop_out_disabled``, ``column_out_of_range``, ``side_column``, then the column's own problem
  (``column_full``, ``not_lowest``, ``put_back_column``, ``completes_line``, ``column_empty``,
  ``not_your_disc``).
"""

from __future__ import annotations

from typing import Final

from popout_desktop.rules.game import (
    Game,
    IllegalMove,
    Phase,
    Reason,
    Result,
    _check_player,
)
from popout_desktop.rules.move import (
    ANVIL,
    BOMB,
    DOUBLE,
    DROP,
    PASS,
    POP,
    POWER_KINDS,
    WALL,
    Move,
)
from popout_desktop.rules.table import Rules

__all__ = ["VariantGame"]

_WIN: Final = {player: Result(player, Reason.LINE) for player in (1, 2)}
_TARGET: Final = {player: Result(player, Reason.TARGET) for player in (1, 2)}
_FULL: Final = Result(None, Reason.FULL)
_EMPTY: Final = Result(None, Reason.EMPTY)
_REPETITION: Final = Result(None, Reason.REPETITION)

#: Bit ``i`` of a power inventory stands for ``POWER_KINDS[i]``.
_POWER_BIT: Final = {kind: 1 << i for i, kind in enumerate(POWER_KINDS)}
_POWER_INDEX: Final = {kind: i for i, kind in enumerate(POWER_KINDS)}
_ALL_POWERS: Final = (1 << len(POWER_KINDS)) - 1
_POWER_SETS: Final = tuple(
    frozenset(kind for kind, bit in _POWER_BIT.items() if mask & bit)
    for mask in range(_ALL_POWERS + 1)
)
_PHASE_INDEX: Final = {phase: i for i, phase in enumerate(Phase)}

# Interned moves by column (boards are at most 18 wide), so move generation allocates nothing.
_COLUMNS: Final = 32
_DROPS: Final = tuple(Move.drop(c) for c in range(_COLUMNS))
_POPS: Final = tuple(Move.pop(c) for c in range(_COLUMNS))
#: Per power kind (in POWER_KINDS order), its moves by column.
_POWER_MOVES: Final = tuple(
    (_POWER_BIT[kind], tuple(Move.power(kind, c) for c in range(_COLUMNS))) for kind in POWER_KINDS
)

#: Move kinds allowed in each phase other than "play" (whose kinds depend on the rules).
_FOLLOW_UP_KINDS: Final = {
    Phase.SETUP: frozenset({DROP}),
    Phase.PUT_BACK: frozenset({DROP}),
    Phase.BOMB_POP: frozenset({POP}),
    Phase.WALL_DROP: frozenset({DROP}),
    Phase.SECOND_DROP: frozenset({DROP}),
}
_PLAY_KINDS: Final = frozenset({DROP, POP, *POWER_KINDS})
_POP_TEN_PLAY_KINDS: Final = frozenset({POP})

#: What the player must do in each phase, for the messages of ``"wrong_phase"``.
_PHASE_TASK: Final = {
    Phase.SETUP: "the board is being filled: drop a disc into a lowest column",
    Phase.PLAY: "a Pop 10 turn is a pop of one of your own bottom discs",
    Phase.PUT_BACK: "the popped disc must be dropped back first",
    Phase.BOMB_POP: "the bomb's pop of one of the opponent's bottom discs comes first",
    Phase.WALL_DROP: "the wall's second drop comes first",
    Phase.SECOND_DROP: "the x2 checker's second drop comes first",
}

_NAMES: Final = {ANVIL: "anvil", BOMB: "bomb", WALL: "wall", DOUBLE: "x2 checker"}

# The whole state but the moves and the repetition count, as saved before each step for undo:
# (bits, pieces, heights, discs, turn, phase, scores, powers, put-back column, result).
_State = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    int,
    int,
    Phase,
    tuple[int, ...],
    tuple[int, ...],
    int,
    Result | None,
]


class VariantGame(Game):
    """A game with phases, scores and power checkers: Pop 10, Power Up (and the classic rules).

    Usually made by ``Game(rules)``; see the module docstring for the rules.

    >>> game = Game(Rules.preset("power_up"))
    >>> type(game).__name__, game.phase, sorted(game.powers(1))
    ('VariantGame', <Phase.PLAY: 'play'>, ['anvil', 'bomb', 'double', 'wall'])
    >>> game.play(Move.double(3))
    >>> game.phase, game.turn, game.piece(3, 0)
    (<Phase.SECOND_DROP: 'second_drop'>, 1, 'double')
    >>> game.play(Move.drop(3))
    >>> game.phase, game.turn, game.notation()
    (<Phase.PLAY: 'play'>, 2, 'x4 d4')
    """

    __slots__ = ("_bottom_row", "_history", "_phase", "_pieces", "_popped", "_powers", "_scores")

    def __init__(self, rules: Rules | None = None) -> None:
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise TypeError(f"a game needs Rules, not {rules!r}")
        # Set before Game.__init__, which records the start position's key.
        # Per power kind (in POWER_KINDS order), the cells holding that power checker.
        self._pieces = [0, 0, 0, 0]
        self._phase = Phase.SETUP if rules.pop_ten else Phase.PLAY
        self._scores = [0, 0, 0]  # index 0 unused, like _bits
        self._powers = [0, _ALL_POWERS, _ALL_POWERS] if rules.power_up else [0, 0, 0]
        self._popped = -1  # the column a put-back comes from (phase PUT_BACK only)
        self._history: list[_State] = []
        super().__init__(rules)
        geo = self._geo
        bottom_row = 0
        for column in geo.playable:
            bottom_row |= geo.bottom[column]
        self._bottom_row = bottom_row  # the bottom cell of every playable column

    # -- reading the position ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """What the next move is: see :class:`~popout_desktop.rules.Phase`."""
        return self._phase

    @property
    def scores(self) -> tuple[int, int]:
        """Discs kept by players 1 and 2 (Pop 10; ``(0, 0)`` otherwise)."""
        return (self._scores[1], self._scores[2])

    def powers(self, player: int) -> frozenset[str]:
        """The power checkers ``player`` has not used yet (all four at the start of Power Up)."""
        _check_player(player)
        return _POWER_SETS[self._powers[player]]

    def piece(self, column: int, row: int) -> str:
        """``""`` empty, ``"disc"``, or the kind of the power checker at ``(column, row)``."""
        if not self.cell(column, row):
            return ""
        pieces = self._pieces
        if pieces[0] | pieces[1] | pieces[2] | pieces[3]:
            bit = self._geo.bit(column, row)
            for kind, cells in zip(POWER_KINDS, pieces, strict=True):
                if cells & bit:
                    return kind
        return "disc"

    def winning_cells(self) -> set[tuple[int, int]]:
        """Every cell of every line of the winner; empty in play, after a draw or a target win."""
        result = self._result
        if result is None or result.reason == Reason.TARGET:
            return set()
        return super().winning_cells()

    def legal_moves(self) -> list[Move]:
        """Every legal move: drops, pops, anvils, bombs, walls, x2s (each by column), pass.

        Empty once the game is over.
        """
        if self._result is not None:
            return []
        phase = self._phase
        geo = self._geo
        rows = geo.rows
        heights = self._heights
        mover = self._turn
        bottom = geo.bottom
        if phase is Phase.PLAY:
            if self._rules.pop_ten:
                own = self._bits[mover]
                pops = [_POPS[c] for c in geo.playable if own & bottom[c]]
                return pops or [Move.pass_()]
            open_columns = [c for c in geo.playable if heights[c] < rows]
            moves = [_DROPS[c] for c in open_columns]
            if self._rules.pop_out:
                own = self._bits[mover]
                moves += [_POPS[c] for c in geo.playable if own & bottom[c]]
            powers = self._powers[mover]
            if powers:
                for bit, table in _POWER_MOVES:
                    if powers & bit:
                        moves += [table[c] for c in open_columns]
            return moves
        if phase is Phase.BOMB_POP:
            theirs = self._bits[3 - mover]
            return [_POPS[c] for c in geo.playable if theirs & bottom[c]]
        open_columns = [c for c in geo.playable if heights[c] < rows]
        if phase is Phase.SETUP:
            lowest = min(heights[c] for c in open_columns)
            return [_DROPS[c] for c in open_columns if heights[c] == lowest]
        if phase is Phase.PUT_BACK:
            others = [_DROPS[c] for c in open_columns if c != self._popped]
            return others or [_DROPS[self._popped]]
        if phase is Phase.WALL_DROP:
            return [_DROPS[c] for c in open_columns if not self._completes_line(c)]
        return [_DROPS[c] for c in open_columns]  # SECOND_DROP

    def position_key(self) -> tuple[int, ...]:
        """A hashable key of the whole state the repetition rule compares (module docstring)."""
        return self._key()

    def _key(self) -> tuple[int, ...]:
        bits, pieces, powers, scores = self._bits, self._pieces, self._powers, self._scores
        return (
            bits[1],
            bits[2],
            self._turn,
            _PHASE_INDEX[self._phase],
            scores[1],
            scores[2],
            powers[1],
            powers[2],
            pieces[0],
            pieces[1],
            pieces[2],
            pieces[3],
            self._popped,
        )

    def _must_pass(self) -> bool:
        """Pop 10: the player to move has no disc in the bottom row."""
        return (
            self._phase is Phase.PLAY
            and self._rules.pop_ten
            and not self._bits[self._turn] & self._bottom_row
        )

    def _completes_line(self, column: int) -> bool:
        """Whether the mover dropping into ``column`` (not full) would have a line."""
        geo = self._geo
        mover = self._turn
        return geo.has_line(self._bits[mover] | (geo.bottom[column] << self._heights[column]))

    def _is_kept(self, column: int) -> bool:
        """Pop 10: whether the mover's bottom disc of ``column`` is part of a line of theirs."""
        geo = self._geo
        return bool(geo.line_cells(self._bits[self._turn]) & geo.bottom[column])

    # -- checking a move ----------------------------------------------------------------------

    def why_illegal(self, move: object) -> IllegalMove | None:
        """Why ``move`` is illegal now (an :class:`IllegalMove`, not raised); None if legal.

        Reasons are checked in the order the module docstring gives.
        """
        if self._result is not None:
            return IllegalMove(
                f"the game is over; {move} cannot be played", move=move, reason="game_over"
            )
        if not isinstance(move, Move):
            return IllegalMove(f"{move!r} is not a Move", move=move, reason="not_a_move")
        kind = move.kind
        if kind == PASS:
            if self._must_pass():
                return None
            return IllegalMove(
                "--: a player may pass only in Pop 10's play, with no disc of their own in the "
                "bottom row",
                move=move,
                reason="cannot_pass",
            )
        if self._must_pass():
            return IllegalMove(
                f"{move}: player {self._turn} has no disc in the bottom row and must pass (--)",
                move=move,
                reason="must_pass",
            )
        phase = self._phase
        if phase is Phase.PLAY:
            allowed = _POP_TEN_PLAY_KINDS if self._rules.pop_ten else _PLAY_KINDS
        else:
            allowed = _FOLLOW_UP_KINDS[phase]
        if kind not in allowed:
            return IllegalMove(
                f"{move}: {_describe(kind)} cannot be played now: {_PHASE_TASK[phase]}",
                move=move,
                reason="wrong_phase",
            )
        if kind in _POWER_BIT:
            if not self._rules.power_up:
                return IllegalMove(
                    f"{move}: power checkers are played only in Power Up",
                    move=move,
                    reason="power_used",
                )
            if not self._powers[self._turn] & _POWER_BIT[kind]:
                return IllegalMove(
                    f"{move}: player {self._turn} has already used the {_NAMES[kind]}",
                    move=move,
                    reason="power_used",
                )
        elif (
            kind == POP
            and phase is Phase.PLAY
            and not self._rules.pop_out
            and not self._rules.pop_ten
        ):
            return IllegalMove(
                f"{move}: popping is not allowed without Pop Out",
                move=move,
                reason="pop_out_disabled",
            )
        column = move.column
        geo = self._geo
        if column >= geo.width:
            return IllegalMove(
                f"{move}: there is no column {column + 1} on a board {geo.width} wide",
                move=move,
                reason="column_out_of_range",
            )
        if geo.is_side[column]:
            return IllegalMove(
                f"{move}: column {column + 1} is a fixed side column",
                move=move,
                reason="side_column",
            )
        if kind == POP:
            return self._why_not_pop(move)
        return self._why_not_drop(move)

    def _why_not_drop(self, move: Move) -> IllegalMove | None:
        """The column's own objection to a drop or a power checker (checked above otherwise)."""
        column = move.column
        geo = self._geo
        heights = self._heights
        height = heights[column]
        if height >= geo.rows:
            return IllegalMove(
                f"{move}: column {column + 1} is full", move=move, reason="column_full"
            )
        phase = self._phase
        if phase is Phase.SETUP:
            lowest = min(heights[c] for c in geo.playable if heights[c] < geo.rows)
            if height != lowest:
                return IllegalMove(
                    f"{move}: while the board is filled, a disc goes into a lowest column "
                    f"(holding {lowest} discs); column {column + 1} holds {height}",
                    move=move,
                    reason="not_lowest",
                )
        elif phase is Phase.PUT_BACK:
            if column == self._popped and any(
                heights[c] < geo.rows for c in geo.playable if c != column
            ):
                return IllegalMove(
                    f"{move}: the popped disc goes back into another column than the one it "
                    f"came from (column {column + 1}) while another one is open",
                    move=move,
                    reason="put_back_column",
                )
        elif phase is Phase.WALL_DROP and self._completes_line(column):
            return IllegalMove(
                f"{move}: the drop after the wall may not complete a line",
                move=move,
                reason="completes_line",
            )
        return None

    def _why_not_pop(self, move: Move) -> IllegalMove | None:
        """The column's own objection to a pop (the phase and the rules allow pops here)."""
        column = move.column
        if not self._heights[column]:
            return IllegalMove(
                f"{move}: column {column + 1} is empty", move=move, reason="column_empty"
            )
        bomb = self._phase is Phase.BOMB_POP
        owner = 3 - self._turn if bomb else self._turn
        if not self._bits[owner] & self._geo.bottom[column]:
            why = " (the bomb pops one of the opponent's)" if bomb else ""
            return IllegalMove(
                f"{move}: the bottom disc of column {column + 1} is not player {owner}'s{why}",
                move=move,
                reason="not_your_disc",
            )
        return None

    # -- changing it --------------------------------------------------------------------------

    def play(self, move: Move) -> None:
        """Play one step for the player to move (see :attr:`phase` for what is expected).

        Raises :class:`IllegalMove` if it is not legal; the game is then unchanged.
        """
        error = self.why_illegal(move)
        if error is not None:
            raise error
        self._history.append(self._state())
        mover = self._turn
        kind = move.kind
        phase = self._phase
        if kind == PASS:
            self._turn = 3 - mover
        elif phase is Phase.PLAY:
            if kind == DROP:
                self._place(move.column, mover, -1)
                self._after_drop(mover)
            elif kind == POP:
                if self._rules.pop_ten:
                    self._pop_ten(move.column, mover)
                else:
                    self._remove_bottom(move.column)
                    self._after_pop(mover)
            else:
                self._play_power(kind, move.column, mover)
        elif phase is Phase.SETUP:
            self._place(move.column, mover, -1)
            if self._discs == self._geo.capacity:
                self._phase = Phase.PLAY
            self._turn = 3 - mover
        elif phase is Phase.BOMB_POP:
            self._remove_bottom(move.column)
            self._phase = Phase.PLAY
            self._after_pop(mover)
        else:  # PUT_BACK, WALL_DROP, SECOND_DROP: a drop that ends the turn
            self._place(move.column, mover, -1)
            self._phase = Phase.PLAY
            self._popped = -1
            if phase is Phase.SECOND_DROP:
                self._after_drop(mover)
            elif phase is Phase.WALL_DROP and self._discs == self._geo.capacity:
                self._end(_FULL, mover)
            else:
                self._turn = 3 - mover
        self._moves.append(move)
        if self._count:
            seen = self._seen
            assert seen is not None
            key = self._key()
            times = seen.get(key, 0) + 1
            seen[key] = times
            if times >= 3 and self._result is None:
                self._result = _REPETITION

    def _pop_ten(self, column: int, mover: int) -> None:
        """Pop 10: pop the mover's bottom disc of ``column``; keep it or put it back."""
        kept = self._is_kept(column)
        self._remove_bottom(column)
        if not kept:
            self._phase = Phase.PUT_BACK
            self._popped = column
            return
        self._scores[mover] += 1
        if self._scores[mover] >= self._rules.target:
            self._end(_TARGET[mover], mover)
        # else: the same player moves again, phase "play"

    def _play_power(self, kind: str, column: int, mover: int) -> None:
        """Power Up: play power checker ``kind`` into ``column`` and judge it."""
        self._powers[mover] &= ~_POWER_BIT[kind]
        index = _POWER_INDEX[kind]
        geo = self._geo
        if kind == ANVIL:
            self._crush(column)
            self._place(column, mover, index)
            self._after_drop(mover)
            return
        self._place(column, mover, index)
        if geo.has_line(self._bits[mover]):
            self._end(_WIN[mover], mover)
        elif kind == BOMB:
            if self._bits[3 - mover] & self._bottom_row:
                self._phase = Phase.BOMB_POP
            elif self._discs == geo.capacity:
                self._end(_FULL, mover)
            else:
                self._turn = 3 - mover
        elif self._discs == geo.capacity:
            self._end(_FULL, mover)
        elif kind == DOUBLE:
            self._phase = Phase.SECOND_DROP
        elif any(not self._completes_line(c) for c in geo.playable if self._heights[c] < geo.rows):
            self._phase = Phase.WALL_DROP
        else:  # a wall whose every follow-up drop would complete a line: skipped
            self._turn = 3 - mover

    def _after_drop(self, mover: int) -> None:
        """Judge a drop that ends the turn: the mover's line wins, else a full board draws."""
        if self._geo.has_line(self._bits[mover]):
            self._end(_WIN[mover], mover)
        elif self._discs == self._geo.capacity:
            self._end(_FULL, mover)
        else:
            self._turn = 3 - mover

    def _after_pop(self, mover: int) -> None:
        """Judge a pop by ``mover``: their line wins (even if both have one), then the other's;
        an empty board draws."""
        geo = self._geo
        if geo.has_line(self._bits[mover]):
            self._end(_WIN[mover], mover)
        elif geo.has_line(self._bits[3 - mover]):
            self._end(_WIN[3 - mover], mover)
        elif not self._discs:
            self._end(_EMPTY, mover)
        else:
            self._turn = 3 - mover

    def _end(self, result: Result, mover: int) -> None:
        """The game ends with ``result``: the mover's turn is over."""
        self._result = result
        self._phase = Phase.PLAY
        self._popped = -1
        self._turn = 3 - mover

    def _place(self, column: int, player: int, power: int) -> None:
        """Put ``player``'s piece on top of ``column``: a disc (``power`` -1) or the power
        checker ``POWER_KINDS[power]``."""
        geo = self._geo
        height = self._heights[column]
        bit = geo.bottom[column] << height
        self._bits[player] |= bit
        if power >= 0:
            self._pieces[power] |= bit
        self._heights[column] = height + 1
        self._discs += 1

    def _remove_bottom(self, column: int) -> None:
        """Take the bottom piece out of ``column``; everything above falls one row."""
        geo = self._geo
        mask = geo.column_mask[column]
        rest = ~mask
        lower = mask ^ geo.bottom[column]  # every cell of the column but the bottom one
        bits = self._bits
        bits[1] = (bits[1] & rest) | ((bits[1] & lower) >> 1)
        bits[2] = (bits[2] & rest) | ((bits[2] & lower) >> 1)
        pieces = self._pieces
        for i, cells in enumerate(pieces):
            if cells & mask:
                pieces[i] = (cells & rest) | ((cells & lower) >> 1)
        self._heights[column] -= 1
        self._discs -= 1

    def _crush(self, column: int) -> None:
        """The anvil: every piece of ``column`` leaves the board."""
        rest = ~self._geo.column_mask[column]
        bits = self._bits
        bits[1] &= rest
        bits[2] &= rest
        pieces = self._pieces
        for i, cells in enumerate(pieces):
            pieces[i] = cells & rest
        self._discs -= self._heights[column]
        self._heights[column] = 0

    def undo(self) -> Move:
        """Take back the last step and return it; everything is restored exactly.

        Raises IndexError if no move has been played.
        """
        if not self._moves:
            raise IndexError("there is no move to take back")
        if self._count:
            seen = self._seen
            assert seen is not None
            key = self._key()
            times = seen[key] - 1
            if times:
                seen[key] = times
            else:
                del seen[key]
        self._restore(self._history.pop())
        return self._moves.pop()

    def _state(self) -> _State:
        return (
            tuple(self._bits),
            tuple(self._pieces),
            tuple(self._heights),
            self._discs,
            self._turn,
            self._phase,
            tuple(self._scores),
            tuple(self._powers),
            self._popped,
            self._result,
        )

    def _restore(self, state: _State) -> None:
        bits, pieces, heights, discs, turn, phase, scores, powers, popped, result = state
        self._bits = list(bits)
        self._pieces = list(pieces)
        self._heights = list(heights)
        self._discs = discs
        self._turn = turn
        self._phase = phase
        self._scores = list(scores)
        self._powers = list(powers)
        self._popped = popped
        self._result = result

    # -- copying ------------------------------------------------------------------------------

    def copy(self) -> VariantGame:
        """An independent copy with the same history."""
        other = object.__new__(VariantGame)
        other._rules = self._rules
        other._geo = self._geo
        other._moves = list(self._moves)
        other._seen = None if self._seen is None else dict(self._seen)
        other._count = self._count
        other._history = list(self._history)
        other._bottom_row = self._bottom_row
        other._restore(self._state())
        return other

    def __repr__(self) -> str:
        state = "in play" if self._result is None else f"over: {self._result}"
        extra = f" phase={self._phase.value}"
        if self._rules.pop_ten:
            extra += f" scores={self.scores}"
        return (
            f"<VariantGame {self._rules} moves={self.notation()!r} turn={self._turn}{extra} "
            f"{state}>"
        )


def _describe(kind: str) -> str:
    if kind == DROP:
        return "a drop"
    if kind == POP:
        return "a pop"
    return f"the {_NAMES[kind]}"
