"""What each move looks like on the board: animation steps built from move effects.

A :class:`Step` is one animation: discs taken off the shown grid when it starts, sprites that
move while it runs, and discs put back on the grid when it ends (each with its piece, so a power
checker keeps its icon); it may also change what the players' trays show. :func:`step_for_move`
and :func:`step_for_undo` build a move's step from its
:class:`~popout_desktop.rules.effects.MoveEffect` (what moved, disc by disc);
:func:`step_for_game_over` the end of the game's.

Only values and arithmetic live here (positions in the row and column units of
:mod:`popout_desktop.ui.board.layout`, durations in milliseconds): playing the steps in time is
:class:`popout_desktop.ui.board.animations.AnimationQueue`'s job, and applying them to the picture
:class:`popout_desktop.ui.board.shown.ShownBoard`'s.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from popout_desktop.rules.effects import DiscMove, MoveEffect
from popout_desktop.ui.board.layout import KEEP_ROW, POP_END_ROW, BoardLayout, drop_start_row
from popout_desktop.ui.board.shown import Trays

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver
    from popout_desktop.rules import Game

__all__ = [
    "Motion",
    "Sprite",
    "Step",
    "Target",
    "Trays",
    "drop_duration",
    "keep_target",
    "step_for_game_over",
    "step_for_move",
    "step_for_undo",
]

#: Cells taken off the grid, and ``(column, row, player, piece)`` put on it, by a step.
_Lifts = list[tuple[int, int]]
_Lands = list[tuple[int, int, int, str]]


class Motion(Enum):
    """How a sprite travels from its start to its end."""

    GRAVITY = "gravity"  # accelerates, lands with a small bounce
    ACCELERATE = "accelerate"  # speeds up: a popped disc leaving
    DECELERATE = "decelerate"  # slows down: a disc taken back up
    LINEAR = "linear"
    PATH = "path"  # along the sprite's waypoints, easing in and out


@dataclass(frozen=True)
class Sprite:
    """A piece in motion, in row units (see :mod:`popout_desktop.ui.board.layout`).

    A sprite moves while the step's progress runs through ``window`` (fractions of the step;
    before it the sprite waits at its start, after it at its end), in its column unless it
    follows ``path`` (``Motion.PATH``: ``(column, row)`` waypoints, which may lie beside the
    board). ``scale`` and ``opacity`` change over the window too; ``piece`` is ``"disc"`` or
    a power checker's kind, so it keeps its icon while it moves.
    """

    player: int
    column: float
    start: float
    end: float
    motion: Motion = Motion.GRAVITY
    opacity: tuple[float, float] = (1.0, 1.0)
    bounce: float = 0.0
    piece: str = "disc"
    scale: tuple[float, float] = (1.0, 1.0)
    window: tuple[float, float] = (0.0, 1.0)
    path: tuple[tuple[float, float], ...] = ()

    def local(self, t: float) -> float:
        """The step's progress ``t`` as the sprite's own progress (0 to 1 over its window)."""
        a, b = self.window
        if t <= a:
            return 0.0
        if t >= b:
            return 1.0
        return (t - a) / (b - a)

    def row_at(self, t: float) -> float:
        """The sprite's row position at progress ``t`` in [0, 1]."""
        if self.motion is Motion.PATH:
            return self.point_at(t)[1]
        t = self.local(t)
        span = self.end - self.start
        if self.motion is Motion.GRAVITY:
            land = 0.8 if self.bounce else 1.0
            if t < land:
                return self.start + span * (t / land) ** 2
            u = (t - land) / (1 - land)
            return self.end + self.bounce * math.sin(math.pi * u)
        if self.motion is Motion.ACCELERATE:
            return self.start + span * t * t
        if self.motion is Motion.DECELERATE:
            return self.start + span * (1 - (1 - t) ** 2)
        return self.start + span * t

    def column_at(self, t: float) -> float:
        """The sprite's column position at progress ``t``."""
        if self.motion is Motion.PATH:
            return self.point_at(t)[0]
        return self.column

    def point_at(self, t: float) -> tuple[float, float]:
        """``(column, row)`` along the path at progress ``t``: eased, by distance travelled."""
        points = self.path or ((self.column, self.start), (self.column, self.end))
        u = self.local(t)
        u = u * u * (3 - 2 * u)  # smoothstep: leaves gently, arrives gently
        lengths = [math.dist(a, b) for a, b in itertools.pairwise(points)]
        total = sum(lengths)
        if total <= 0:
            return points[-1]
        left = u * total
        for (a, b), length in zip(itertools.pairwise(points), lengths, strict=True):
            if left <= length and length > 0:
                f = left / length
                return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
            left -= length
        return points[-1]

    def opacity_at(self, t: float) -> float:
        """The sprite's opacity at progress ``t``."""
        a, b = self.opacity
        return a + (b - a) * self.local(t)

    def scale_at(self, t: float) -> float:
        """The sprite's size (1 = a disc on the board) at progress ``t``."""
        a, b = self.scale
        return a + (b - a) * self.local(t)


@dataclass(frozen=True)
class Target:
    """Where a kept disc (Pop 10) goes: a slot in the scorer's tray, in column and row units,
    and its size there relative to a disc on the board."""

    column: float
    row: float
    scale: float


def keep_target(
    layout: BoardLayout, game: Game, effect: MoveEffect, offset: int = 0
) -> Target | None:
    """The tray slot a disc kept by ``effect`` flies to in ``game`` (the game after the move):
    the scorer's newest slot (``offset`` 1 after an undo, whose slot was just emptied); None
    when nothing is kept or the layout has no trays."""
    if not effect.kept or not layout.trays:
        return None
    scorer = effect.player
    index = game.scores[scorer - 1] - 1 + offset
    centre = layout.score_slot(scorer, max(0, index), game.rules.target)
    return Target(
        layout.column_of(centre.x()),
        layout.row_of(centre.y()),
        layout.tray_slot_radius / layout.disc_radius,
    )


@dataclass(frozen=True)
class Step:
    """One animation. ``duration`` is in milliseconds at normal speed."""

    duration: float
    sprites: tuple[Sprite, ...] = ()
    #: Cells taken off the shown grid when the step starts.
    lifts: tuple[tuple[int, int], ...] = ()
    #: ``(column, row, player, piece)`` put on the shown grid when the step ends.
    lands: tuple[tuple[int, int, int, str], ...] = ()
    #: Winning cells to pulse (a win step), empty otherwise.
    highlight: frozenset[tuple[int, int]] = field(default_factory=frozenset)
    #: The move this step shows, as a marker for the last move: ``(kind, column, row)``.
    marks: tuple[str, int, int] | None = None
    #: The end of the game this step announces (a win or draw step), shown from its start.
    over: GameOver | None = None
    #: What the trays show from the start of the step (a power checker leaves its tray).
    trays_start: Trays | None = None
    #: What the trays show from the end of the step (a kept disc arrived).
    trays_end: Trays | None = None
    #: A word shown over the board while the step plays: ``("pass", player)``.
    note: tuple[str, int] | None = None


def drop_duration(distance: float) -> float:
    """Milliseconds for a drop falling ``distance`` rows: about 250 to 450 at normal speed."""
    return min(450.0, 190.0 + 80.0 * math.sqrt(max(distance, 0.0)))


_POP_DURATION = 340.0
_KEEP_DURATION = 620.0
_PASS_DURATION = 700.0
_WIN_DURATION = 900.0
#: How far a disc crushed by the anvil sinks while it shatters, in rows.
_CRUSH_SINK = 0.45
#: How long (a fraction of the anvil's step) a crushed disc takes to shatter.
_CRUSH_TIME = 0.22
#: Where the kept disc turns from sliding out to flying to its tray.
_KEEP_DOWN = 0.35


def step_for_move(effect: MoveEffect, rows: int, keep: Target | None = None) -> Step:
    """The animation of a move played forwards.

    ``keep`` is the tray slot a kept disc (Pop 10) flies to; without it a kept disc leaves like
    a popped one.
    """
    if effect.placed is not None:
        start = drop_start_row(rows)
        if effect.removed:
            return _anvil_step(effect, start)
        return _drop_step(effect.placed, start)
    if effect.popped is None:  # a pass: nothing moves; a word says what happened
        return Step(_PASS_DURATION, note=("pass", effect.player))
    return _pop_step(effect, effect.popped, keep)


def step_for_undo(effect: MoveEffect, rows: int, keep: Target | None = None) -> Step:
    """The animation of a move taken back: the move played backwards.

    ``keep`` is the tray slot a kept disc (Pop 10) comes back from.
    """
    if effect.placed is not None:
        return _undrop_step(effect, effect.placed, drop_start_row(rows))
    if effect.popped is None:  # a pass taken back
        return Step(0.0)
    return _unpop_step(effect, effect.popped, keep)


def _drop_step(disc: DiscMove, start: float) -> Step:
    """A disc (or a power checker but the anvil) falls from ``start`` into its cell."""
    assert disc.to_row is not None
    distance = start - disc.to_row
    sprite = Sprite(
        disc.player,
        disc.column,
        start,
        disc.to_row,
        Motion.GRAVITY,
        bounce=min(0.16, 0.03 + 0.02 * distance),
        piece=disc.piece,
    )
    return Step(
        drop_duration(distance),
        (sprite,),
        lands=((disc.column, disc.to_row, disc.player, disc.piece),),
        marks=("drop", disc.column, disc.to_row),
    )


def _pop_step(effect: MoveEffect, popped: DiscMove, keep: Target | None) -> Step:
    """The popped disc leaves (a kept one flies to ``keep``); the discs above it fall a row."""
    column = popped.column
    if effect.kept and keep is not None:
        first = _kept_sprite(popped, keep)
        # A kept disc's column falls while the disc is still sliding out below.
        duration, window = _KEEP_DURATION, (0.0, _KEEP_DOWN * 1.6)
    else:
        # The disc slides out below and fades; the bomb's pop (of the opponent's disc) blows it
        # out, swelling as it fades.
        bombed = popped.player != effect.player
        first = Sprite(
            popped.player,
            column,
            0.0,
            POP_END_ROW,
            Motion.ACCELERATE,
            opacity=(1.0, 0.0),
            piece=popped.piece,
            scale=(1.0, 1.45) if bombed else (1.0, 1.0),
        )
        duration, window = _POP_DURATION, (0.0, 1.0)
    sprites, lifts, lands = _column_shift(effect.fallen, column, window)
    return Step(
        duration,
        (first, *sprites),
        ((column, 0), *lifts),
        tuple(lands),
        marks=("pop", column, 0),
    )


def _unpop_step(effect: MoveEffect, popped: DiscMove, keep: Target | None) -> Step:
    """A pop taken back: the discs above rise a row, the popped disc slides back in under them
    (a kept one from ``keep``, its tray slot)."""
    column = popped.column
    if effect.kept and keep is not None:
        first = _kept_sprite(popped, keep, back=True)
        # The column rises before the kept disc slides back in under it.
        duration, window = _KEEP_DURATION, (0.0, 1.0 - _KEEP_DOWN)
    else:
        first = Sprite(
            popped.player,
            column,
            POP_END_ROW,
            0.0,
            Motion.DECELERATE,
            opacity=(0.0, 1.0),
            piece=popped.piece,
        )
        duration, window = _POP_DURATION, (0.0, 1.0)
    sprites, lifts, lands = _column_shift(effect.fallen, column, window, back=True)
    return Step(
        duration,
        (first, *sprites),
        tuple(lifts),
        ((column, 0, popped.player, popped.piece), *lands),
    )


def _kept_sprite(popped: DiscMove, keep: Target, back: bool = False) -> Sprite:
    """A kept disc (Pop 10) on its way from its column to its tray slot (``back``: returning)."""
    path = _keep_path(popped.column, keep)
    return Sprite(
        popped.player,
        popped.column,
        keep.row if back else 0.0,
        0.0 if back else keep.row,
        Motion.PATH,
        opacity=(0.35, 1.0) if back else (1.0, 0.35),
        piece=popped.piece,
        scale=(keep.scale, 1.0) if back else (1.0, keep.scale),
        path=path[::-1] if back else path,
    )


def _column_shift(
    fallen: tuple[DiscMove, ...], column: int, window: tuple[float, float], back: bool = False
) -> tuple[list[Sprite], _Lifts, _Lands]:
    """The discs above a popped one falling a row during ``window`` (``back``: rising a row,
    the pop taken back): their sprites, the cells they leave and the cells they land in."""
    sprites: list[Sprite] = []
    lifts: _Lifts = []
    lands: _Lands = []
    for disc in fallen:
        assert disc.from_row is not None and disc.to_row is not None
        start, end = (disc.to_row, disc.from_row) if back else (disc.from_row, disc.to_row)
        sprites.append(
            Sprite(
                disc.player,
                column,
                start,
                end,
                Motion.DECELERATE if back else Motion.GRAVITY,
                bounce=0.0 if back else 0.05,
                piece=disc.piece,
                window=window,
            )
        )
        lifts.append((column, start))
        lands.append((column, end, disc.player, disc.piece))
    return sprites, lifts, lands


def _keep_path(column: int, keep: Target) -> tuple[tuple[float, float], ...]:
    """Out through the bottom, along under the board, then up into the scorer's tray."""
    return (
        (float(column), 0.0),
        (float(column), KEEP_ROW),
        (keep.column, KEEP_ROW),
        (keep.column, keep.row),
    )


def _anvil_step(effect: MoveEffect, start: float) -> Step:
    """The anvil falls to row 0; each disc of the column shatters as the anvil reaches it."""
    anvil = effect.placed
    assert anvil is not None
    land = 0.8
    sprites = []
    lifts = []
    for disc in effect.removed:
        assert disc.from_row is not None
        # When the falling anvil (gravity, landing at ``land``) reaches this disc's top.
        reach = min(1.0, max(0.0, (start - disc.from_row - 1) / start))
        hit = land * math.sqrt(reach)
        sprites.append(
            Sprite(
                disc.player,
                disc.column,
                disc.from_row,
                disc.from_row - _CRUSH_SINK,
                Motion.ACCELERATE,
                opacity=(1.0, 0.0),
                piece=disc.piece,
                scale=(1.0, 0.55),
                window=(hit, min(1.0, hit + _CRUSH_TIME)),
            )
        )
        lifts.append((disc.column, disc.from_row))
    sprites.append(
        Sprite(
            anvil.player, anvil.column, start, 0.0, Motion.GRAVITY, bounce=0.1, piece=anvil.piece
        )
    )
    return Step(
        drop_duration(start) + 150.0,
        tuple(sprites),
        tuple(lifts),
        lands=((anvil.column, 0, anvil.player, anvil.piece),),
        marks=("drop", anvil.column, 0),
    )


def _undrop_step(effect: MoveEffect, disc: DiscMove, start: float) -> Step:
    """A drop or power checker taken back: the piece rises to ``start`` and fades; the discs
    the anvil crushed come back, growing into place as it rises."""
    assert disc.to_row is not None
    sprites = [
        Sprite(
            disc.player,
            disc.column,
            disc.to_row,
            start,
            Motion.DECELERATE,
            opacity=(1.0, 0.0),
            piece=disc.piece,
        )
    ]
    lands: _Lands = []
    for crushed in effect.removed:
        assert crushed.from_row is not None
        sprites.append(
            Sprite(
                crushed.player,
                crushed.column,
                crushed.from_row - _CRUSH_SINK,
                crushed.from_row,
                Motion.DECELERATE,
                opacity=(0.0, 1.0),
                piece=crushed.piece,
                scale=(0.55, 1.0),
                window=(0.3, 1.0),
            )
        )
        lands.append((crushed.column, crushed.from_row, crushed.player, crushed.piece))
    return Step(
        drop_duration(start - disc.to_row) * 0.8 + (150.0 if effect.removed else 0.0),
        tuple(sprites),
        lifts=((disc.column, disc.to_row),),
        lands=tuple(lands),
    )


def step_for_game_over(over: GameOver) -> Step:
    """The end of the game: a short pulse over the winning line(s); instant for a draw."""
    cells = over.winning_cells
    return Step(_WIN_DURATION if cells else 0.0, highlight=cells, over=over)
