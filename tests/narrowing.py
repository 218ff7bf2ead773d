"""Two helpers for the tests' types: ``now()`` drops a stale narrowing, ``not_none()`` makes one.

mypy narrows an attribute by what a test has asserted (``assert view.animating``) and keeps that
narrowing across method calls, which it takes to change nothing: after ``view.stop()``,
``assert not view.animating`` is then "unreachable" to mypy, though it is exactly what the test
checks. ``now(lambda: view.animating)`` reads the attribute through a function, whose result
mypy takes at its declared type::

    assert view.animating
    view.stop()
    assert not now(lambda: view.animating)

``not_none(value)`` is ``value``, asserted not None, where an ``assert`` statement cannot go
(inside an expression or a lambda): ``not_none(view.topLevelItem(1)).text(0)``.

Neither changes what a test checks: ``now`` returns what ``read()`` returns, and ``not_none``
its argument (an ``AssertionError`` where the test would otherwise fail on ``None``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def now(read: Callable[[], T]) -> T:
    """``read()``: the value as it is now, at its declared type (no narrowing kept from before)."""
    return read()


def not_none(value: T | None) -> T:
    """``value``, which must not be None (``AssertionError`` if it is)."""
    assert value is not None
    return value
