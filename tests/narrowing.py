"""Read a value again after a call that changed it, so that mypy does not keep an old narrowing.

mypy narrows an attribute by what a test has asserted (``assert view.animating``) and keeps that
narrowing across method calls, which it takes to change nothing: after ``view.stop()``,
``assert not view.animating`` is then "unreachable" to mypy, though it is exactly what the test
checks. ``now(lambda: view.animating)`` reads the attribute through a function, whose result
mypy takes at its declared type::

    assert view.animating
    view.stop()
    assert not now(lambda: view.animating)

It changes nothing at run time: it returns what ``read()`` returns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def now(read: Callable[[], T]) -> T:
    """``read()``: the value as it is now, at its declared type (no narrowing kept from before)."""
    return read()
