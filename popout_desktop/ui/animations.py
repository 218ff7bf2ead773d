"""The board's animations: steps built from move effects, played strictly in order.

A :class:`Step` is one animation: discs taken off the shown grid when it starts, sprites that
move while it runs, and discs put back on the grid when it ends (each with its piece, so a power
checker keeps its icon); it may also change what the players' trays show. The
:class:`AnimationQueue` plays steps one after another and says when it has emptied, so fast
sources (the computer, the network, undo/redo) never garble the picture.
"""

from __future__ import annotations

import itertools
import math
from collections import deque
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QObject, QTimer, QVariantAnimation, Signal

from popout_desktop.game.model import GameOver
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.ui.board_layout import KEEP_ROW, POP_END_ROW, drop_start_row

__all__ = [
    "AnimationQueue",
    "Motion",
    "Speed",
    "Sprite",
    "Step",
    "Target",
    "Trays",
    "drop_duration",
    "step_for_game_over",
    "step_for_move",
    "step_for_undo",
]


class Speed(Enum):
    """Animation speed; the value multiplies every duration."""

    OFF = 0.0
    FAST = 0.5
    NORMAL = 1.0
    SLOW = 2.0


class Motion(Enum):
    """How a sprite travels from its start to its end."""

    GRAVITY = "gravity"  # accelerates, lands with a small bounce
    ACCELERATE = "accelerate"  # speeds up: a popped disc leaving
    DECELERATE = "decelerate"  # slows down: a disc taken back up
    LINEAR = "linear"
    PATH = "path"  # along the sprite's waypoints, easing in and out


@dataclass(frozen=True)
class Sprite:
    """A piece in motion, in row units (see :mod:`popout_desktop.ui.board_layout`).

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
class Trays:
    """What the players' trays show: discs kept (Pop 10) and unused power checkers (Power Up)."""

    scores: tuple[int, int] = (0, 0)
    powers: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())


@dataclass(frozen=True)
class Target:
    """Where a kept disc (Pop 10) goes: a slot in the scorer's tray, in column and row units,
    and its size there relative to a disc on the board."""

    column: float
    row: float
    scale: float


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
        disc = effect.placed
        assert disc.to_row is not None
        start = drop_start_row(rows)
        if effect.removed:
            return _anvil_step(effect, start)
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
    popped = effect.popped
    if popped is None:  # a pass: nothing moves; a word says what happened
        return Step(_PASS_DURATION, note=("pass", effect.player))
    column = popped.column
    duration = _POP_DURATION
    if effect.kept and keep is not None:
        duration = _KEEP_DURATION
        first = Sprite(
            popped.player,
            column,
            0.0,
            keep.row,
            Motion.PATH,
            opacity=(1.0, 0.35),
            piece=popped.piece,
            scale=(1.0, keep.scale),
            path=_keep_path(column, keep),
        )
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
    sprites = [first]
    lifts = [(column, 0)]
    lands = []
    # A kept disc's column falls while the disc is still sliding out below.
    window = (0.0, _KEEP_DOWN * 1.6) if duration == _KEEP_DURATION else (0.0, 1.0)
    for disc in effect.fallen:
        assert disc.from_row is not None and disc.to_row is not None
        sprites.append(
            Sprite(
                disc.player,
                column,
                disc.from_row,
                disc.to_row,
                Motion.GRAVITY,
                bounce=0.05,
                piece=disc.piece,
                window=window,
            )
        )
        lifts.append((column, disc.from_row))
        lands.append((column, disc.to_row, disc.player, disc.piece))
    return Step(duration, tuple(sprites), tuple(lifts), tuple(lands), marks=("pop", column, 0))


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


def step_for_undo(effect: MoveEffect, rows: int, keep: Target | None = None) -> Step:
    """The animation of a move taken back: the move played backwards.

    ``keep`` is the tray slot a kept disc (Pop 10) comes back from.
    """
    if effect.placed is not None:
        disc = effect.placed
        assert disc.to_row is not None
        start = drop_start_row(rows)
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
        lands = []
        for crushed in effect.removed:
            # The anvil's crushed discs come back, growing into place as the anvil rises.
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
    popped = effect.popped
    if popped is None:  # a pass taken back
        return Step(0.0)
    column = popped.column
    duration = _POP_DURATION
    if effect.kept and keep is not None:
        duration = _KEEP_DURATION
        first = Sprite(
            popped.player,
            column,
            keep.row,
            0.0,
            Motion.PATH,
            opacity=(0.35, 1.0),
            piece=popped.piece,
            scale=(keep.scale, 1.0),
            path=_keep_path(column, keep)[::-1],
        )
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
    sprites = [first]
    lifts = []
    lands = [(column, 0, popped.player, popped.piece)]
    # The column rises before the kept disc slides back in under it.
    window = (0.0, 1.0 - _KEEP_DOWN) if duration == _KEEP_DURATION else (0.0, 1.0)
    for disc in effect.fallen:
        assert disc.from_row is not None and disc.to_row is not None
        sprites.append(
            Sprite(
                disc.player,
                column,
                disc.to_row,
                disc.from_row,
                Motion.DECELERATE,
                piece=disc.piece,
                window=window,
            )
        )
        lifts.append((column, disc.to_row))
        lands.append((column, disc.from_row, disc.player, disc.piece))
    return Step(duration, tuple(sprites), tuple(lifts), tuple(lands))


def step_for_game_over(over: GameOver) -> Step:
    """The end of the game: a short pulse over the winning line(s); instant for a draw."""
    cells = over.winning_cells
    return Step(_WIN_DURATION if cells else 0.0, highlight=cells, over=over)


class AnimationQueue(QObject):
    """Plays :class:`Step` objects strictly in order.

    ``step_started`` and ``step_finished`` carry the step; ``frame`` asks for a repaint;
    ``emptied`` is emitted (from the event loop, never re-entrantly) when the last queued step
    has finished.
    """

    step_started = Signal(object)
    step_finished = Signal(object)
    frame = Signal()
    emptied = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._current: Step | None = None
        self._progress = 0.0
        self._speed = Speed.NORMAL
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._on_value)
        self._animation.finished.connect(self._on_finished)
        self._emit_pending = False

    @property
    def current(self) -> Step | None:
        """The step playing now."""
        return self._current

    @property
    def progress(self) -> float:
        """Progress of the current step, 0 to 1."""
        return self._progress

    @property
    def busy(self) -> bool:
        """True while a step plays or waits."""
        return self._current is not None or bool(self._queue)

    @property
    def speed(self) -> Speed:
        """The animation speed."""
        return self._speed

    def set_speed(self, speed: Speed) -> None:
        """Change the speed at once, the step playing now included."""
        self._speed = speed
        if self._current is None:
            return
        if speed is Speed.OFF:
            self.finish_all()
            return
        fraction = self._progress
        duration = max(1, round(self._current.duration * speed.value))
        self._animation.setDuration(duration)
        self._animation.setCurrentTime(round(fraction * duration))

    def push(self, step: Step) -> None:
        """Queue ``step``; it starts at once if nothing is playing."""
        self._queue.append(step)
        if self._current is None:
            self._next()

    def finish_all(self) -> None:
        """Jump to the end of every queued step (each still starts and finishes, in order)."""
        while self.busy:
            if self._current is not None:
                self._animation.stop()
                self._finish_current()
            else:
                self._next()

    def clear(self) -> None:
        """Drop every queued step without playing it (the board will be resynchronised)."""
        self._queue.clear()
        self._animation.stop()
        self._current = None
        self._schedule_emptied()

    def _next(self) -> None:
        # A loop, not recursion: with the speed off, a long burst of steps finishes at once.
        while self._queue:
            step = self._queue.popleft()
            self._current = step
            self._progress = 0.0
            self.step_started.emit(step)
            if self._speed is Speed.OFF or step.duration <= 0:
                self._current = None
                self._progress = 1.0
                self.step_finished.emit(step)
                self.frame.emit()
                continue
            self._animation.setDuration(max(1, round(step.duration * self._speed.value)))
            self._animation.start()
            return
        self._schedule_emptied()

    def _on_value(self, value: object) -> None:
        if self._current is not None and isinstance(value, float):
            self._progress = value
            self.frame.emit()

    def _on_finished(self) -> None:
        if self._current is not None:
            self._finish_current()

    def _finish_current(self) -> None:
        step = self._current
        self._current = None
        self._progress = 1.0
        if step is not None:
            self.step_finished.emit(step)
        self.frame.emit()
        self._next()

    def _schedule_emptied(self) -> None:
        if self._emit_pending:
            return
        self._emit_pending = True
        QTimer.singleShot(0, self, self._emit_emptied)

    def _emit_emptied(self) -> None:
        self._emit_pending = False
        if not self.busy:
            self.emptied.emit()
