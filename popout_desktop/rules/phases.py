"""The phases of a turn (:class:`Phase`): what the next move of a turn is. Pure Python.

The six-field rules are always in ``PLAY``; Pop 10 and Power Up have a setup and follow-up
steps (see :mod:`popout_desktop.rules.variants`).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Phase"]


class Phase(StrEnum):
    """What the next move of a turn is. A ``StrEnum``: ``Phase.PLAY == "play"``.

    The six-field rules are always in ``PLAY``; Pop 10 and Power Up have follow-up steps.
    """

    SETUP = "setup"
    """Pop 10: the players fill the board, each drop into a lowest column."""
    PLAY = "play"
    """The start of a turn."""
    PUT_BACK = "put_back"
    """Pop 10: a popped disc that was not in a line must be dropped back."""
    BOMB_POP = "bomb_pop"
    """Power Up: after the bomb, pop one of the opponent's bottom discs."""
    WALL_DROP = "wall_drop"
    """Power Up: after the wall, a drop that must not complete a line."""
    SECOND_DROP = "second_drop"
    """Power Up: after the x2 checker, a second, normal drop."""
