"""Time limits and cancellation shared by every search (:class:`Clock`)."""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Clock", "SearchStopped", "depth_clock"]


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
        ends = [t for t in (deadline,) if t is not None]
        if seconds is not None:
            ends.append(time.monotonic() + seconds)
        return cls(min(ends) if ends else None, stop)

    def share(self, fraction: float, *, at_most: float | None = None) -> Clock:
        """A clock for part of the remaining time (the same stop callable)."""
        if self.deadline is None:
            if at_most is None:
                return Clock(None, self.stop)
            return Clock(time.monotonic() + at_most, self.stop)
        now = time.monotonic()
        span = max(0.0, self.deadline - now) * fraction
        if at_most is not None:
            span = min(span, at_most)
        return Clock(now + span, self.stop)

    def remaining(self) -> float | None:
        """Seconds left (never negative), or None without a deadline."""
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - time.monotonic())

    def expired(self) -> bool:
        """True once the deadline has passed or the stop callable says so."""
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.stop is not None and bool(self.stop())

    def check(self) -> None:
        """Raise :class:`SearchStopped` if :meth:`expired`."""
        if self.expired():
            raise SearchStopped


def depth_clock(depth: int, clock: Clock, min_depth: int, min_clock: Clock | None) -> Clock:
    """The clock of one depth of an iterative deepening: none for depth 1 (it always
    completes), ``min_clock`` up to ``min_depth`` where given, ``clock`` beyond."""
    if depth == 1:
        return Clock.unlimited()
    if depth <= min_depth and min_clock is not None:
        return min_clock
    return clock
