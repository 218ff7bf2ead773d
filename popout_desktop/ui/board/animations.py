"""Playing the board's animations in time: :class:`AnimationQueue` and its :class:`Speed`.

The queue plays :class:`~popout_desktop.ui.board.steps.Step` objects one after another and says
when it has emptied, so fast sources (the computer, the network, undo/redo) never garble the
picture. What each step shows is built in :mod:`popout_desktop.ui.board.steps` (pure values and
arithmetic); its names are re-exported here, where they were first defined, so
``from popout_desktop.ui.board.animations import Step`` keeps working: they are looked up in
:mod:`~popout_desktop.ui.board.steps` when first asked for (:func:`__getattr__`), so a board
that has played no animation has not made the steps' classes (issue 33 point 4: the first frame
plays none).

The speed "system" (:attr:`Speed.SYSTEM`) follows the desktop's reduced-motion setting
(:mod:`popout_desktop.ui.desktop_settings`): Off while the desktop reduces motion, Normal
otherwise, and it changes live. A speed chosen by name is kept whatever the desktop says.
"""

from __future__ import annotations

from collections import deque
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, QVariantAnimation, Signal, Slot

from popout_desktop.ui.desktop_settings import desktop_settings, reduced_motion

if TYPE_CHECKING:
    from popout_desktop.ui.board.steps import (
        Motion,
        Sprite,
        Step,
        Target,
        Trays,
        drop_duration,
        step_for_game_over,
        step_for_move,
        step_for_undo,
    )

__all__ = [
    "AnimationQueue",
    "Motion",
    "Speed",
    "Sprite",
    "Step",
    "Target",
    "Trays",
    "drop_duration",
    "resolve_speed",
    "step_for_game_over",
    "step_for_move",
    "step_for_undo",
]

#: The names of :mod:`popout_desktop.ui.board.steps` re-exported here.
_STEP_NAMES = frozenset(
    {
        "Motion",
        "Sprite",
        "Step",
        "Target",
        "Trays",
        "drop_duration",
        "step_for_game_over",
        "step_for_move",
        "step_for_undo",
    }
)


def __getattr__(name: str) -> object:
    """The steps' names, from :mod:`popout_desktop.ui.board.steps` (imported when first asked)."""
    if name in _STEP_NAMES:
        from popout_desktop.ui.board import steps

        value = getattr(steps, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class Speed(Enum):
    """Animation speed; the value multiplies every duration.

    SYSTEM is no factor of its own: :func:`resolve_speed` turns it into OFF or NORMAL.
    """

    OFF = 0.0
    FAST = 0.5
    NORMAL = 1.0
    SLOW = 2.0
    SYSTEM = -1.0


def resolve_speed(speed: Speed, reduce_motion: bool | None = None) -> Speed:
    """The speed that plays for ``speed``: itself, or for SYSTEM, OFF while the desktop
    reduces motion (``reduce_motion``, by default the desktop's) and NORMAL otherwise."""
    if speed is not Speed.SYSTEM:
        return speed
    if reduce_motion is None:
        reduce_motion = reduced_motion()
    return Speed.OFF if reduce_motion else Speed.NORMAL


class AnimationQueue(QObject):
    """Plays :class:`Step` objects strictly in order.

    ``step_started`` and ``step_finished`` carry the step; ``frame`` asks for a repaint;
    ``emptied`` is emitted (from the event loop, never re-entrantly) when the last queued step
    has finished. ``speed`` is the speed that plays (never SYSTEM), ``chosen_speed`` the one
    set.
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
        self._chosen = Speed.NORMAL
        if QCoreApplication.instance() is not None:  # (else there is no desktop to follow)
            desktop_settings().motion_changed.connect(self._on_motion_changed)
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
        """The animation speed that plays (SYSTEM resolved: OFF or NORMAL)."""
        return self._speed

    @property
    def chosen_speed(self) -> Speed:
        """The animation speed as set (SYSTEM included)."""
        return self._chosen

    def set_speed(self, speed: Speed) -> None:
        """Change the speed at once, the step playing now included."""
        self._chosen = speed
        self._apply_speed(resolve_speed(speed))

    @Slot(bool)
    def _on_motion_changed(self, reduced: bool) -> None:
        if self._chosen is Speed.SYSTEM:
            self._apply_speed(resolve_speed(Speed.SYSTEM, reduced))

    def _apply_speed(self, speed: Speed) -> None:
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

    @Slot(object)
    def _on_value(self, value: object) -> None:
        if self._current is not None and isinstance(value, float):
            self._progress = value
            self.frame.emit()

    @Slot()
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
