"""What a move changes, disc by disc, so a view can animate it without diffing boards.

Every step of every game is described: a drop (also a Pop 10 setup or put-back drop, a second
drop), a power checker (the anvil's crushed discs in :attr:`MoveEffect.removed`), a pop (the mover's
own disc, or after a bomb the opponent's; a Pop 10 pop says whether the disc was
:attr:`~MoveEffect.kept`), and a pass (nothing moves). Each effect also says the
:attr:`~MoveEffect.phase` its move was played in (a put-back, a second drop...), so nobody needs
to undo a move to learn it.
"""

from __future__ import annotations

from dataclasses import dataclass

from popout_desktop.rules.game import Game, Phase
from popout_desktop.rules.move import ANVIL, DROP, PASS, POP, Move

__all__ = ["DiscMove", "MoveEffect", "move_effect"]


@dataclass(frozen=True, slots=True)
class DiscMove:
    """One disc that moves: ``from_row`` None means from above the board, ``to_row`` None off it.

    ``piece`` is ``"disc"`` or the kind of a power checker (``"anvil"``, ``"bomb"``, ``"wall"``,
    ``"double"``), so a view can draw its icon while it moves.
    """

    player: int
    column: int
    from_row: int | None
    to_row: int | None
    piece: str = "disc"


@dataclass(frozen=True, slots=True)
class MoveEffect:
    """Everything one move changes.

    ``placed``: the dropped disc or power checker. ``popped``: the popped disc (its ``player`` is
    its owner: the opponent's after a bomb). ``fallen``: the discs above a popped one, each one row
    down, bottom to top. ``removed``: discs that leave the board without being popped (the anvil's
    crushed column, bottom to top, ``to_row`` None). ``piece``: the kind of the placed or popped
    piece (``""`` for a pass). ``kept``: a Pop 10 pop whose disc goes to its scorer rather than
    back onto the board (it is still ``popped``, ``to_row`` None). ``phase``: the phase the move
    was played in (what ``game.phase`` was before it; its rules: :data:`~.phases.PHASES`).
    """

    move: Move
    player: int
    ply: int
    placed: DiscMove | None = None
    popped: DiscMove | None = None
    fallen: tuple[DiscMove, ...] = ()
    removed: tuple[DiscMove, ...] = ()
    piece: str = ""
    kept: bool = False
    phase: Phase = Phase.PLAY

    @property
    def moved(self) -> tuple[DiscMove, ...]:
        """Every disc that moves: the dropped or popped one first, then removed, then fallen."""
        first = self.placed or self.popped
        return ((first,) if first else ()) + self.removed + self.fallen


def move_effect(game: Game, move: Move) -> MoveEffect:
    """The effect ``move`` will have when played in ``game`` now (call it before playing).

    The move must be legal (``game.is_legal(move)``); the game is not changed.

    >>> game = Game.from_notation("d1 d1")
    >>> effect = move_effect(game, Move.pop(0))
    >>> effect.popped
    DiscMove(player=1, column=0, from_row=0, to_row=None, piece='disc')
    >>> effect.fallen
    (DiscMove(player=2, column=0, from_row=1, to_row=0, piece='disc'),)
    """
    mover = game.turn
    phase = game.phase
    kind = move.kind
    if kind == PASS:
        return MoveEffect(move, mover, game.ply, phase=phase)
    column = move.column
    height = game.height(column)
    if kind == DROP:
        placed = DiscMove(mover, column, None, height)
        return MoveEffect(move, mover, game.ply, placed=placed, piece="disc", phase=phase)
    if kind != POP:  # a power checker
        if kind == ANVIL:
            removed = tuple(
                DiscMove(game.cell(column, row), column, row, None, game.piece(column, row))
                for row in range(height)
            )
            placed = DiscMove(mover, column, None, 0, kind)
            return MoveEffect(
                move, mover, game.ply, placed=placed, removed=removed, piece=kind, phase=phase
            )
        placed = DiscMove(mover, column, None, height, kind)
        return MoveEffect(move, mover, game.ply, placed=placed, piece=kind, phase=phase)
    piece = game.piece(column, 0)
    popped = DiscMove(game.cell(column, 0), column, 0, None, piece)
    fallen = tuple(
        DiscMove(game.cell(column, row), column, row, row - 1, game.piece(column, row))
        for row in range(1, height)
    )
    kept = False
    if game.rules.pop_ten and phase is Phase.PLAY:
        after = game.copy()
        after.play(move)
        kept = after.scores != game.scores
    return MoveEffect(
        move, mover, game.ply, popped=popped, fallen=fallen, piece=piece, kept=kept, phase=phase
    )
