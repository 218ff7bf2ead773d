"""What a damaged setting's stored values could be read as (:class:`Salvaged`).

Its own module, loaded by the first damaged value read in part (the puzzle progress), not with
the schema at every start, and a dataclass costs its generated methods' source compiled at
import (issue 33 point 4). :mod:`popout_desktop.settings.schema` still offers the name. Pure
Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Salvaged"]


@dataclass(frozen=True, eq=False)
class Salvaged:
    """What :attr:`Setting.salvage` read from a setting's stored values: the value to keep,
    how many entries were found and how many of them could not be read (left out). Read field
    by field, never compared nor hashed: no ``__eq__`` and ``__hash__`` are made for it (issue
    33 point 4)."""

    value: Any
    entries: int
    dropped: int
