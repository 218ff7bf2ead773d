"""A clock that counts work instead of time, for the engine's tests (no wall clock in tests)."""

from __future__ import annotations


class Budget:
    """A ``stop`` callable that says stop after ``calls`` calls: a clock that counts work."""

    def __init__(self, calls: int) -> None:
        self.calls = calls
        self.made = 0

    def __call__(self) -> bool:
        self.made += 1
        return self.made > self.calls
