"""Values whose fields are set once, in ``__init__``, and never changed (:class:`Frozen`), and
those of them compared and hashed by their fields (:class:`FrozenValue`).

The game's small records made before its first frame (the rules, a move, a result, a theme, a
layout, ...) are plain classes rather than frozen dataclasses: a dataclass's methods are written
out and compiled when its class is made, at every start (issue 33 point 4). Their fields are
``Final`` (mypy refuses a write) and they derive from :class:`Frozen`, which refuses one at run
time too, as a frozen dataclass did. Pure Python.
"""

from __future__ import annotations

from typing import NoReturn

__all__ = ["Frozen", "FrozenValue"]


class Frozen:
    """A base whose fields are set once each (by ``__init__``): a second write, or a delete,
    raises AttributeError.

    >>> class Point(Frozen):
    ...     __slots__ = ("x",)
    ...
    ...     def __init__(self, x: int) -> None:
    ...         self.x = x
    >>> point = Point(1)
    >>> point.x = 2
    Traceback (most recent call last):
    ...
    AttributeError: Point.x is never changed
    """

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        if hasattr(self, name):
            raise AttributeError(f"{type(self).__name__}.{name} is never changed")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"{type(self).__name__}.{name} is never deleted")


class FrozenValue(Frozen):
    """A :class:`Frozen` value equal to another of its class whose fields are equal, and hashed
    by them: the fields are what :meth:`_fields` returns, in their order.

    >>> class Pair(FrozenValue):
    ...     __slots__ = ("a", "b")
    ...
    ...     def __init__(self, a: int, b: int) -> None:
    ...         self.a = a
    ...         self.b = b
    ...
    ...     def _fields(self) -> tuple[object, ...]:
    ...         return (self.a, self.b)
    >>> Pair(1, 2) == Pair(1, 2), Pair(1, 2) == Pair(2, 1), Pair(1, 2) == (1, 2)
    (True, False, False)
    >>> hash(Pair(1, 2)) == hash(Pair(1, 2))
    True
    """

    __slots__ = ()

    def _fields(self) -> tuple[object, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())
