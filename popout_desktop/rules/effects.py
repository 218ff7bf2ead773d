"""What a move changes, disc by disc, so a view can animate it without diffing boards."""

from __future__ import annotations

from dataclasses import dataclass

from popout_desktop.rules.game import Game
from popout_desktop.rules.move import DROP, Move

__all__ = ["DiscMove", "MoveEffect", "move_effect"]


@dataclass(frozen=True, slots=True)
class DiscMove:
    """One disc that moves: ``from_row`` None means from above the board, ``to_row`` None off it."""

    player: int
    column: int
    from_row: int | None
    to_row: int | None


@dataclass(frozen=True, slots=True)
class MoveEffect:
    """Everything one move changes: the dropped disc, or the popped disc and those that fell."""

    move: Move
    player: int
    ply: int
    placed: DiscMove | None = None
    popped: DiscMove | None = None
    fallen: tuple[DiscMove, ...] = ()

    @property
    def moved(self) -> tuple[DiscMove, ...]:
        """Every disc that moves, the dropped or popped one first."""
        first = self.placed or self.popped
        return ((first,) if first else ()) + self.fallen


def move_effect(game: Game, move: Move) -> MoveEffect:
    """The effect ``move`` will have when played in ``game`` now (call it before playing).

    The move must be legal (``game.is_legal(move)``); the game is not changed.

    >>> game = Game.from_notation("d1 d1")
    >>> effect = move_effect(game, Move.pop(0))
    >>> effect.popped
    DiscMove(player=1, column=0, from_row=0, to_row=None)
    >>> effect.fallen
    (DiscMove(player=2, column=0, from_row=1, to_row=0),)
    """
    column = move.column
    mover = game.turn
    height = game.height(column)
    if move.kind == DROP:
        return MoveEffect(move, mover, game.ply, placed=DiscMove(mover, column, None, height))
    fallen = tuple(
        DiscMove(game.cell(column, row), column, row, row - 1) for row in range(1, height)
    )
    return MoveEffect(move, mover, game.ply, popped=DiscMove(mover, column, 0, None), fallen=fallen)
