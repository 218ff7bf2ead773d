"""The board's animations: steps built from move effects, played strictly in order.

A :class:`Step` is one animation: discs taken off the shown grid when it starts, sprites that
move while it runs, and discs put back on the grid when it ends. The :class:`AnimationQueue`
plays steps one after another and says when it has emptied, so fast sources (the computer, the
network, undo/redo) never garble the picture.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QObject, QTimer, QVariantAnimation, Signal

from popout_desktop.game.model import GameOver
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.ui.board_layout import POP_END_ROW, drop_start_row

__all__ = [
    "AnimationQueue",
    "Motion",
    "Speed",
    "Sprite",
    "Step",
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


@dataclass(frozen=True)
class Sprite:
    """A disc in motion, in row units (see :mod:`popout_desktop.ui.board_layout`)."""

    player: int
    column: int
    start: float
    end: float
    motion: Motion = Motion.GRAVITY
    opacity: tuple[float, float] = (1.0, 1.0)
    bounce: float = 0.0

    def row_at(self, t: float) -> float:
        """The sprite's row position at progress ``t`` in [0, 1]."""
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

    def opacity_at(self, t: float) -> float:
        """The sprite's opacity at progress ``t``."""
        a, b = self.opacity
        return a + (b - a) * t


@dataclass(frozen=True)
class Step:
    """One animation. ``duration`` is in milliseconds at normal speed."""

    duration: float
    sprites: tuple[Sprite, ...] = ()
    #: Cells taken off the shown grid when the step starts.
    lifts: tuple[tuple[int, int], ...] = ()
    #: ``(column, row, player)`` put on the shown grid when the step ends.
    lands: tuple[tuple[int, int, int], ...] = ()
    #: Winning cells to pulse (a win step), empty otherwise.
    highlight: frozenset[tuple[int, int]] = field(default_factory=frozenset)
    #: The move this step shows, as a marker for the last move: ``(kind, column, row)``.
    marks: tuple[str, int, int] | None = None
    #: The end of the game this step announces (a win or draw step), shown from its start.
    over: GameOver | None = None


def drop_duration(distance: float) -> float:
    """Milliseconds for a drop falling ``distance`` rows: about 250 to 450 at normal speed."""
    return min(450.0, 190.0 + 80.0 * math.sqrt(max(distance, 0.0)))


_POP_DURATION = 340.0
_WIN_DURATION = 900.0


def step_for_move(effect: MoveEffect, rows: int) -> Step:
    """The animation of a move played forwards."""
    if effect.placed is not None:
        disc = effect.placed
        assert disc.to_row is not None
        start = drop_start_row(rows)
        distance = start - disc.to_row
        sprite = Sprite(
            disc.player,
            disc.column,
            start,
            disc.to_row,
            Motion.GRAVITY,
            bounce=min(0.16, 0.03 + 0.02 * distance),
        )
        return Step(
            drop_duration(distance),
            (sprite,),
            lands=((disc.column, disc.to_row, disc.player),),
            marks=("drop", disc.column, disc.to_row),
        )
    popped = effect.popped
    assert popped is not None
    column = popped.column
    sprites = [
        Sprite(popped.player, column, 0.0, POP_END_ROW, Motion.ACCELERATE, opacity=(1.0, 0.0))
    ]
    lifts = [(column, 0)]
    lands = []
    for disc in effect.fallen:
        assert disc.from_row is not None and disc.to_row is not None
        sprites.append(
            Sprite(disc.player, column, disc.from_row, disc.to_row, Motion.GRAVITY, bounce=0.05)
        )
        lifts.append((column, disc.from_row))
        lands.append((column, disc.to_row, disc.player))
    return Step(_POP_DURATION, tuple(sprites), tuple(lifts), tuple(lands), marks=("pop", column, 0))


def step_for_undo(effect: MoveEffect, rows: int) -> Step:
    """The animation of a move taken back: the move played backwards."""
    if effect.placed is not None:
        disc = effect.placed
        assert disc.to_row is not None
        start = drop_start_row(rows)
        sprite = Sprite(
            disc.player, disc.column, disc.to_row, start, Motion.DECELERATE, opacity=(1.0, 0.0)
        )
        return Step(
            drop_duration(start - disc.to_row) * 0.8,
            (sprite,),
            lifts=((disc.column, disc.to_row),),
        )
    popped = effect.popped
    assert popped is not None
    column = popped.column
    sprites = [
        Sprite(popped.player, column, POP_END_ROW, 0.0, Motion.DECELERATE, opacity=(0.0, 1.0))
    ]
    lifts = []
    lands = [(column, 0, popped.player)]
    for disc in effect.fallen:
        assert disc.from_row is not None and disc.to_row is not None
        sprites.append(Sprite(disc.player, column, disc.to_row, disc.from_row, Motion.DECELERATE))
        lifts.append((column, disc.to_row))
        lands.append((column, disc.from_row, disc.player))
    return Step(_POP_DURATION, tuple(sprites), tuple(lifts), tuple(lands))


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
