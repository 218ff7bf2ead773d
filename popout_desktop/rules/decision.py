"""Ends the players decide, not the rules: a resignation or an agreed draw (pure Python).

The rules engine never produces these; the application (a resign button, a LAN opponent's
answer to a draw offer) does. :class:`Decided` has the shape of
:class:`~popout_desktop.rules.Result` (``winner``, ``reason``, ``is_draw``), so views can show
either.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Decided", "Decision"]


class Decision(StrEnum):
    """How the players ended a game."""

    RESIGNATION = "resignation"
    """A player resigned: the other one wins."""
    AGREEMENT = "agreement"
    """The players agreed to a draw."""


@dataclass(frozen=True, slots=True)
class Decided:
    """A decided end: the winner (None for an agreed draw) and the :class:`Decision`."""

    winner: int | None
    reason: Decision

    def __post_init__(self) -> None:
        if self.reason == Decision.AGREEMENT and self.winner is not None:
            raise ValueError("an agreed draw has no winner")
        if self.reason == Decision.RESIGNATION and self.winner not in (1, 2):
            raise ValueError("a resignation needs a winner, 1 or 2")

    @property
    def is_draw(self) -> bool:
        """True for an agreed draw."""
        return self.winner is None
