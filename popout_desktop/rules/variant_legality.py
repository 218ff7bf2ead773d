"""Why a move of a game with phases is illegal: the checks, their order and their messages.

:class:`VariantLegality` gives :class:`~popout_desktop.rules.variants.VariantGame` its
:meth:`~VariantLegality.why_illegal`: the :class:`~popout_desktop.rules.IllegalMove` (not
raised) that explains why a move cannot be played now, with its ``reason`` code, or None for a
legal move. When a move breaks several rules, one reason is reported, in the order that
:mod:`popout_desktop.rules.variants` gives. The messages are shown to the player and compared by
tests: they are kept word for word. Which kinds of move a phase takes, and what its
``"wrong_phase"`` message says the mover must do, are the phase table's
(:data:`~popout_desktop.rules.phases.PHASES`); the rest (a table without Pop Out or Power Up, the
column's own objection) is checked here. It is a base class only, reading the state of
:class:`~popout_desktop.rules.variant_position.VariantPosition` and changing nothing.
"""

from __future__ import annotations

from typing import Final

from popout_desktop.rules.game import IllegalMove, Phase
from popout_desktop.rules.move import ANVIL, BOMB, DOUBLE, DROP, PASS, POP, WALL, Move
from popout_desktop.rules.phases import PHASES, move_kinds
from popout_desktop.rules.variant_position import _POWER_BIT, VariantPosition

__all__ = ["VariantLegality"]

_NAMES: Final = {ANVIL: "anvil", BOMB: "bomb", WALL: "wall", DOUBLE: "x2 checker"}


class VariantLegality(VariantPosition):
    """The legality checks of a game with phases (a base class of
    :class:`~popout_desktop.rules.variants.VariantGame`, never made on its own)."""

    __slots__ = ()

    def why_illegal(self, move: object) -> IllegalMove | None:
        """Why ``move`` is illegal now (an :class:`IllegalMove`, not raised); None if legal.
        Checked in the order the docstring of :mod:`popout_desktop.rules.variants` gives."""
        if self._result is not None:
            return _refuse(move, "game_over", f"the game is over; {move} cannot be played")
        if not isinstance(move, Move):
            return _refuse(move, "not_a_move", f"{move!r} is not a Move")
        kind = move.kind
        if kind == PASS:
            if self._must_pass():
                return None
            return _refuse(
                move,
                "cannot_pass",
                "--: a player may pass only in Pop 10's play, with no disc of their own in the "
                "bottom row",
            )
        if self._must_pass():
            return _refuse(
                move,
                "must_pass",
                f"{move}: player {self._turn} has no disc in the bottom row and must pass (--)",
            )
        phase = self._phase
        rules = self._rules
        if kind not in move_kinds(phase, rules):
            return _refuse(
                move,
                "wrong_phase",
                f"{move}: {_describe(kind)} cannot be played now: {PHASES[phase].must}",
            )
        if kind in _POWER_BIT:
            problem = self._why_not_power(move)
            if problem is not None:
                return problem
        elif kind == POP and phase is Phase.PLAY and not rules.pop_out and not rules.pop_ten:
            return _refuse(
                move, "pop_out_disabled", f"{move}: popping is not allowed without Pop Out"
            )
        column = move.column
        geo = self._geo
        if column >= geo.width:
            return _refuse(
                move,
                "column_out_of_range",
                f"{move}: there is no column {column + 1} on a board {geo.width} wide",
            )
        if geo.is_side[column]:
            return _refuse(
                move, "side_column", f"{move}: column {column + 1} is a fixed side column"
            )
        if kind == POP:
            return self._why_not_pop(move)
        return self._why_not_drop(move)

    def _why_not_power(self, move: Move) -> IllegalMove | None:
        """Why the power checker ``move`` plays cannot be played by the mover (None if it can)."""
        if not self._rules.power_up:
            return _refuse(
                move, "power_used", f"{move}: power checkers are played only in Power Up"
            )
        if not self._powers[self._turn] & _POWER_BIT[move.kind]:
            return _refuse(
                move,
                "power_used",
                f"{move}: player {self._turn} has already used the {_NAMES[move.kind]}",
            )
        return None

    def _why_not_drop(self, move: Move) -> IllegalMove | None:
        """The column's own objection to a drop or a power checker (checked above otherwise)."""
        column = move.column
        geo = self._geo
        heights = self._heights
        height = heights[column]
        if height >= geo.rows:
            return _refuse(move, "column_full", f"{move}: column {column + 1} is full")
        phase = self._phase
        if phase is Phase.SETUP:
            lowest = min(heights[c] for c in geo.playable if heights[c] < geo.rows)
            if height != lowest:
                return _refuse(
                    move,
                    "not_lowest",
                    f"{move}: while the board is filled, a disc goes into a lowest column "
                    f"(holding {lowest} discs); column {column + 1} holds {height}",
                )
        elif phase is Phase.PUT_BACK:
            if column == self._popped and any(
                heights[c] < geo.rows for c in geo.playable if c != column
            ):
                return _refuse(
                    move,
                    "put_back_column",
                    f"{move}: the popped disc goes back into another column than the one it "
                    f"came from (column {column + 1}) while another one is open",
                )
        elif phase is Phase.WALL_DROP and self._completes_line(column):
            return _refuse(
                move, "completes_line", f"{move}: the drop after the wall may not complete a line"
            )
        return None

    def _why_not_pop(self, move: Move) -> IllegalMove | None:
        """The column's own objection to a pop (the phase and the rules allow pops here)."""
        column = move.column
        if not self._heights[column]:
            return _refuse(move, "column_empty", f"{move}: column {column + 1} is empty")
        bomb = self._phase is Phase.BOMB_POP
        owner = 3 - self._turn if bomb else self._turn
        if not self._bits[owner] & self._geo.bottom[column]:
            why = " (the bomb pops one of the opponent's)" if bomb else ""
            return _refuse(
                move,
                "not_your_disc",
                f"{move}: the bottom disc of column {column + 1} is not player {owner}'s{why}",
            )
        return None


def _refuse(move: object, reason: str, message: str) -> IllegalMove:
    """The :class:`IllegalMove` of ``move`` for ``reason``, saying ``message``."""
    return IllegalMove(message, move=move, reason=reason)


def _describe(kind: str) -> str:
    if kind == DROP:
        return "a drop"
    if kind == POP:
        return "a pop"
    return f"the {_NAMES[kind]}"
