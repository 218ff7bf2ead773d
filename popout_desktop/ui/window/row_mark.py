"""A move's mark in the move list after a game review (:class:`RowMark`).

Its own module, loaded by the first review's marks, not with the move list at every start: the
first frame's list has no marks, and a dataclass costs its generated methods' source compiled at
import (issue 33 point 4). :mod:`popout_desktop.ui.window.move_list` still offers the name.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

__all__ = ["RowMark"]


@dataclass(frozen=True)
class RowMark:
    """A move's mark in the list: its ``symbol`` ("??"), the ``colour`` it is drawn in, its
    ``words`` for screen readers ("blunder") and its ``tip``."""

    symbol: str
    colour: QColor
    words: str
    tip: str
