"""Pop 10 and Power Up: :class:`VariantGame`, the :class:`~popout_desktop.rules.Game` with phases.

``Game(rules)`` returns a :class:`VariantGame` for a Pop 10 or Power Up table (this class names
them: :meth:`Game.class_for <popout_desktop.rules.Game.class_for>`); it has the same API
(``legal_moves``, ``play``, ``undo``, ``result``, ``notation``, ``from_notation``, ``copy``) and
fills in what the six-field rules leave constant: :attr:`phase`, :attr:`scores`, :meth:`powers`
and :meth:`piece`. It implements the six-field rules too (so ``VariantGame(Rules())`` plays Pop
Out exactly like ``Game(Rules())``, only slower), with Pop 10 and Power Up on top:

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

The class is built in three layers, one concern each: :mod:`~popout_desktop.rules.variant_position`
(the state and its reading: :attr:`~VariantGame.phase`, :meth:`~VariantGame.legal_moves`, the
repetition key), :mod:`~popout_desktop.rules.variant_legality` (:meth:`~VariantGame.why_illegal`,
the reasons above in their order) and this module (playing a step, undoing it, copying). The
rules of Pop 10 and Power Up are not split further: both are phases of one turn, judged by the
same steps (a drop, a pop, the end of a turn), so they share every method that changes the game.
"""

from __future__ import annotations

from typing import Final

# Names with "as" were importable from here before the class was split; the examples use some.
from popout_desktop.rules.game import Game as Game
from popout_desktop.rules.game import IllegalMove as IllegalMove
from popout_desktop.rules.game import Phase, Reason, Result
from popout_desktop.rules.move import ANVIL, BOMB, DOUBLE, DROP, PASS, POP, Move
from popout_desktop.rules.move import POWER_KINDS as POWER_KINDS
from popout_desktop.rules.move import WALL as WALL
from popout_desktop.rules.table import Rules as Rules
from popout_desktop.rules.table import Variant
from popout_desktop.rules.variant_legality import VariantLegality
from popout_desktop.rules.variant_position import _POWER_BIT, _POWER_INDEX

__all__ = ["VariantGame"]

_WIN: Final = {player: Result(player, Reason.LINE) for player in (1, 2)}
_TARGET: Final = {player: Result(player, Reason.TARGET) for player in (1, 2)}
_FULL: Final = Result(None, Reason.FULL)
_EMPTY: Final = Result(None, Reason.EMPTY)
_REPETITION: Final = Result(None, Reason.REPETITION)


class VariantGame(VariantLegality, plays=(Variant.POP_TEN, Variant.POWER_UP)):
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

    __slots__ = ()

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
