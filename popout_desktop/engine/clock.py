"""Time limits and cancellation shared by every search (:class:`Clock`).

Clocks read the wall clock (``time.monotonic``). A benchmark on a loaded machine can make
every clock of the engine read this process's CPU time instead (:func:`use_cpu_time`), so that
a level's time per move means the same whatever else runs; the compiled cores, which read the
wall clock themselves for a deadline, then poll the clock as a stop callable
(:func:`core_limits`).
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = [
    "Clock",
    "SearchStopped",
    "core_limits",
    "depth_clock",
    "now",
    "reads_wall_clock",
    "use_cpu_time",
]

_timer: Callable[[], float] = time.monotonic


def now() -> float:
    """What the clocks read: ``time.monotonic()``, or CPU time after :func:`use_cpu_time`."""
    return _timer()


def reads_wall_clock() -> bool:
    """True while the clocks read ``time.monotonic`` (not after :func:`use_cpu_time`): a
    compiled core may then time a limit on its own monotonic clock."""
    return _timer is time.monotonic


def use_cpu_time() -> None:
    """Make every clock of the engine read this process's CPU time (``time.process_time``)
    from now on: for benchmarks only (a deadline passed in, e.g. ``best_move(deadline=)``,
    is then a CPU time too)."""
    global _timer
    _timer = time.process_time


class SearchStopped(Exception):
    """Raised inside a search when its time is up or it was asked to stop."""


class Clock:
    """When a search must stop: a deadline (``time.monotonic()`` seconds), a stop callable, or
    neither. Searches call :meth:`check` every few thousand nodes.

    >>> Clock.unlimited().expired()
    False
    """

    __slots__ = ("deadline", "stop")

    def __init__(
        self, deadline: float | None = None, stop: Callable[[], bool] | None = None
    ) -> None:
        self.deadline = deadline
        self.stop = stop

    @classmethod
    def unlimited(cls) -> Clock:
        """A clock that never runs out."""
        return cls()

    @classmethod
    def after(
        cls,
        seconds: float | None,
        *,
        deadline: float | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> Clock:
        """A clock running out ``seconds`` from now or at ``deadline``, whichever is sooner."""
        if seconds is None:
            return cls(deadline, stop)
        ends = _timer() + seconds  # as now(), without its call: solve() makes one every call
        if deadline is not None and deadline < ends:
            ends = deadline
        return cls(ends, stop)

    def share(self, fraction: float, *, at_most: float | None = None) -> Clock:
        """A clock for part of the remaining time (the same stop callable)."""
        if self.deadline is None:
            if at_most is None:
                return Clock(None, self.stop)
            return Clock(now() + at_most, self.stop)
        start = now()
        span = max(0.0, self.deadline - start) * fraction
        if at_most is not None:
            span = min(span, at_most)
        return Clock(start + span, self.stop)

    def remaining(self) -> float | None:
        """Seconds left (never negative), or None without a deadline."""
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - now())

    def expired(self) -> bool:
        """True once the deadline has passed or the stop callable says so."""
        if self.deadline is not None and now() >= self.deadline:
            return True
        return self.stop is not None and bool(self.stop())

    def check(self) -> None:
        """Raise :class:`SearchStopped` if :meth:`expired`."""
        if self.expired():
            raise SearchStopped


def core_limits(clock: Clock) -> tuple[float | None, Callable[[], bool] | None]:
    """``(deadline, stop)`` to hand a compiled core for ``clock``: its own on the wall clock;
    on CPU time (:func:`use_cpu_time`) no deadline, and the clock itself polled as the stop."""
    if _timer is time.monotonic or clock.deadline is None:
        return clock.deadline, clock.stop
    return None, clock.expired


def depth_clock(depth: int, clock: Clock, min_depth: int, min_clock: Clock | None) -> Clock:
    """The clock of one depth of an iterative deepening: none for depth 1 (it always
    completes), ``min_clock`` up to ``min_depth`` where given, ``clock`` beyond."""
    if depth == 1:
        return Clock.unlimited()
    if depth <= min_depth and min_clock is not None:
        return min_clock
    return clock
