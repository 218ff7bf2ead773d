"""Ends the players decide, not the rules: a resignation or an agreed draw (pure Python); and
the draw of a game that reached :data:`MAX_GAME_MOVES`, the most moves a game may have (so
every game can be saved and read back: see :mod:`popout_desktop.savefile`).

The rules engine never produces these; the application (a resign button, a LAN opponent's
answer to a draw offer, the model at the length limit) does. :class:`Decided` has the shape of
:class:`~popout_desktop.rules.Result` (``winner``, ``reason``, ``is_draw``), so views can show
either.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["MAX_GAME_MOVES", "Decided", "Decision"]

#: The most moves (plies, each step of a turn counted) a game may have; a game that reaches it
#: without a result is drawn (:attr:`Decision.LENGTH`). Saved games hold at most this many
#: moves, those to redo included.
MAX_GAME_MOVES = 10_000


class Decision(StrEnum):
    """How the players ended a game."""

    RESIGNATION = "resignation"
    """A player resigned: the other one wins."""
    AGREEMENT = "agreement"
    """The players agreed to a draw."""
    LENGTH = "length"
    """The game reached :data:`MAX_GAME_MOVES` moves without a result: a draw."""


@dataclass(frozen=True, slots=True)
class Decided:
    """A decided end: the winner (None for an agreed draw) and the :class:`Decision`."""

    winner: int | None
    reason: Decision

    def __post_init__(self) -> None:
        if self.reason in (Decision.AGREEMENT, Decision.LENGTH) and self.winner is not None:
            raise ValueError(f"a draw ({self.reason}) has no winner")
        if self.reason == Decision.RESIGNATION and self.winner not in (1, 2):
            raise ValueError("a resignation needs a winner, 1 or 2")

    @property
    def is_draw(self) -> bool:
        """True for a draw (agreed, or at the length limit)."""
        return self.winner is None
