"""The board as it is *shown* (:class:`ShownBoard`): it lags the model while animations play.

The model changes at once; the picture catches up step by step. A :class:`ShownBoard` holds what
the picture shows between frames: every cell's disc and piece, the players' trays, the end of the
game once announced, and the last move's marker. An animation step changes it twice: when it
starts (discs lifted off the grid become sprites; a power checker leaves its tray; a win is
announced) and when it finishes (sprites land back on the grid; a kept disc is in its tray).
When the queue is empty the shown board must equal the model's game; :meth:`ShownBoard.settle`
checks that and resynchronises if not (a safety net, counted by the view).

Pure Python: no Qt is imported here, so the bookkeeping is tested without a widget. It reads a
:class:`~popout_desktop.rules.Game` and the animation steps of :mod:`popout_desktop.ui.board.steps`
only through their attributes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from popout_desktop.rules import Game
from popout_desktop.rules.frozen import FrozenValue

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver
    from popout_desktop.ui.board.steps import Step

__all__ = ["Mark", "ShownBoard", "Trays", "last_move_mark", "last_mover", "trays_of"]

#: The last move's marker: ``("drop", column, row)`` of the disc placed, ``("pop", column, 0)``.
Mark = tuple[str, int, int]


class Trays(FrozenValue):
    """What the players' trays show: discs kept (Pop 10) and unused power checkers (Power Up).

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    __slots__ = ("powers", "scores")

    scores: Final[tuple[int, int]]
    powers: Final[tuple[frozenset[str], frozenset[str]]]

    def __init__(
        self,
        scores: tuple[int, int] = (0, 0),
        powers: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
    ) -> None:
        self.scores = scores
        self.powers = powers

    def _fields(self) -> tuple[object, ...]:
        return (self.scores, self.powers)

    def __repr__(self) -> str:
        return f"Trays(scores={self.scores!r}, powers={self.powers!r})"


def trays_of(game: Game) -> Trays:
    """What the trays show for ``game`` at rest."""
    return Trays(game.scores, (game.powers(1), game.powers(2)))


def last_move_mark(game: Game) -> Mark | None:
    """The marker of ``game``'s last move at rest; None before the first move or after a pass."""
    if not game.ply:
        return None
    move = game.moves[-1]
    if move.kind == "pass":
        return None
    if move.kind == "pop":
        return ("pop", move.column, 0)
    return ("drop", move.column, game.height(move.column) - 1)


def last_mover(game: Game) -> int:
    """Who played ``game``'s last move (1 or 2; 0 before the first): the popper of a pop, even
    when the bomb popped the opponent's disc."""
    if not game.ply:
        return 0
    if not game.rules.is_variant:  # every move passes the turn
        return 3 - game.turn
    before = game.copy()  # a turn of several steps: the step's mover is the one before it
    before.undo()
    return before.turn


class ShownBoard:
    """The grid, pieces, trays, end of game and last-move marker the board shows now.

    ``cells[column][row]`` is 0, 1 or 2 and ``pieces[column][row]`` is ``""``, ``"disc"`` or a
    power checker's kind, as in :class:`~popout_desktop.rules.Game`. ``over`` is the end of the
    game once it is shown (None while in play), ``mark`` the last move's marker and ``mark_by``
    the player who made it (kept right at rest, when the marker is painted; 0 for none).
    """

    def __init__(self, game: Game, over: GameOver | None = None) -> None:
        self.cells: list[list[int]] = []
        self.pieces: list[list[str]] = []
        self.trays = Trays()
        self.over: GameOver | None = None
        self.mark: Mark | None = None
        self.mark_by = 0
        self._queued_trays = Trays()
        self.sync(game, over)

    def sync(self, game: Game, over: GameOver | None) -> None:
        """Show ``game`` as it stands, at once (no step is playing any more)."""
        rules = game.rules
        self.cells = [[game.cell(c, r) for r in range(rules.rows)] for c in range(rules.width)]
        self.pieces = [[game.piece(c, r) for r in range(rules.rows)] for c in range(rules.width)]
        self.trays = self._queued_trays = trays_of(game)
        self.over = over
        self.mark = last_move_mark(game)
        self.mark_by = last_mover(game)

    def matches(self, game: Game) -> bool:
        """True if every cell, piece and tray shown is ``game``'s."""
        rules = game.rules
        if len(self.cells) != rules.width or len(self.cells[0]) != rules.rows:
            return False
        if self.trays != trays_of(game):
            return False
        if type(game).piece is Game.piece:
            # Discs only (a piece is "disc" where there is one): the game's bitboards say it
            # all, at a fraction of a call per cell (this runs after every move).
            one, two = game.bitboards()
            stride = rules.rows + 1
            for c, (cells, pieces) in enumerate(zip(self.cells, self.pieces, strict=True)):
                for r, (shown, piece) in enumerate(zip(cells, pieces, strict=True)):
                    bit = c * stride + r
                    disc = 1 if one >> bit & 1 else 2 if two >> bit & 1 else 0
                    if shown != disc or piece != ("disc" if disc else ""):
                        return False
            return True
        return all(
            self.cells[c][r] == game.cell(c, r) and self.pieces[c][r] == game.piece(c, r)
            for c in range(rules.width)
            for r in range(rules.rows)
        )

    def settle(self, game: Game, over: GameOver | None) -> bool:
        """The queue has emptied: show ``game`` (with ``over`` if it must be resynchronised) and
        its last move's marker. True if the shown board was off the game and was resynced."""
        resynced = not self.matches(game)
        if resynced:
            self.sync(game, over)
        self.mark = last_move_mark(game)
        self.mark_by = last_mover(game)
        return resynced

    def with_trays(self, step: Step, trays: Trays, kept: bool, undo: bool = False) -> Step:
        """``step`` (a move, or one taken back with ``undo``), changing the trays to ``trays``.

        A kept disc (Pop 10) reaches its tray when the step ends, and leaves it at once when the
        move is taken back; a power checker leaves its tray at once, and is back in it when the
        step taken back ends. ``trays`` is what the model's trays hold after the move.
        """
        from dataclasses import replace  # a step's: loaded with the first move's steps

        queued, self._queued_trays = self._queued_trays, trays
        if kept:
            return replace(step, trays_start=trays) if undo else replace(step, trays_end=trays)
        if trays == queued:
            return step
        return replace(step, trays_end=trays) if undo else replace(step, trays_start=trays)

    def start(self, step: Step) -> tuple[str, ...]:
        """A step starts: lift its discs, change the trays, announce or forget the end of the
        game, move the marker. Returns the sound cues it starts with ("pop", "win")."""
        for column, row in step.lifts:
            self.cells[column][row] = 0
            self.pieces[column][row] = ""
        if step.trays_start is not None:
            self.trays = step.trays_start
        if step.over is not None:
            self.over = step.over
        elif step.sprites:
            # Any move, forwards or back, means the shown game is not over (yet).
            self.over = None
        cues: tuple[str, ...] = ()
        if step.marks is not None:
            self.mark = step.marks
            if step.marks[0] == "pop":
                cues += ("pop",)
        elif step.sprites:
            self.mark = None
        if step.highlight:
            cues += ("win",)
        return cues

    def finish(self, step: Step) -> tuple[str, ...]:
        """A step ends: land its discs, change the trays. Returns its sound cues ("drop")."""
        for column, row, player, piece in step.lands:
            self.cells[column][row] = player
            self.pieces[column][row] = piece
        if step.trays_end is not None:
            self.trays = step.trays_end
        if step.marks is not None and step.marks[0] == "drop":
            return ("drop",)
        return ()
