"""How a game ends: the one outcome type (:class:`Result`) and its reasons (:class:`Reason`).

The rules' ends (a line, a full or empty board, a repetition, Pop 10's target) and those the
rules never make (a resignation, an agreed draw, the length limit's draw: :data:`DECISIONS`)
are all a :class:`Result`, as python-chess's ``Outcome`` with its ``Termination``. Pure Python.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from popout_desktop.rules.frozen import FrozenValue

__all__ = ["DECISIONS", "RESULT_REASONS", "Reason", "Result"]


class Reason(StrEnum):
    """Why a game ended. A ``StrEnum``: ``Reason.LINE == "line"``.

    The first five are the rules' (a :class:`Game` reaches them); the last three are ends the
    rules never produce: the players decide them (a resignation, an agreed draw), or the game
    reached the most moves a game may have (see :mod:`popout_desktop.rules.decision`).
    """

    LINE = "line"
    """A player made a line of ``connect``."""
    FULL = "full"
    """A drop filled the board without a line: a draw."""
    EMPTY = "empty"
    """A pop left no disc outside the side columns: a draw."""
    REPETITION = "repetition"
    """A position occurred for the third time (only with ``repetition_draw``): a draw."""
    TARGET = "target"
    """Pop 10: a player kept ``target`` discs."""
    RESIGNATION = "resignation"
    """A player resigned: the other one wins."""
    AGREEMENT = "agreement"
    """The players agreed to a draw."""
    LENGTH = "length"
    """The game reached the most moves a game may have without a result: a draw."""


#: Every reason as text, in order: the rules' (``target``: Pop 10), then those the moves cannot
#: show (a resignation, an agreed draw, the length limit's draw). What a saved game's or a LAN
#: message's ``result`` may say.
RESULT_REASONS: tuple[str, ...] = tuple(str(reason) for reason in Reason)
#: The reasons that have a winner; the others are draws.
_WON: frozenset[Reason] = frozenset({Reason.LINE, Reason.TARGET, Reason.RESIGNATION})
#: The reasons of the ends the rules never make: the players' (a resignation, an agreed draw)
#: and the length limit's draw (see :mod:`popout_desktop.rules.decision`).
DECISIONS: frozenset[Reason] = frozenset({Reason.RESIGNATION, Reason.AGREEMENT, Reason.LENGTH})


class Result(FrozenValue):
    """How a game ended, whoever ended it: the winner (1, 2, or None for a draw) and the
    :class:`Reason` (one outcome type, as python-chess's ``Outcome``).

    >>> Result(2, Reason.RESIGNATION).is_draw
    False
    >>> Result(None, Reason.LINE)
    Traceback (most recent call last):
    ...
    ValueError: a line needs a winner, 1 or 2

    Never changed (``Final``: mypy refuses a write). A plain class, not a dataclass, whose
    methods would be written out and compiled at every start (issue 33 point 4).
    """

    __slots__ = ("reason", "winner")

    winner: Final[int | None]
    reason: Final[Reason]

    def __init__(self, winner: int | None, reason: Reason) -> None:
        self.winner = winner
        self.reason = reason
        if self.reason in _WON:
            if self.winner not in (1, 2):
                article = "an" if str(self.reason)[0] in "aeiou" else "a"
                raise ValueError(f"{article} {self.reason} needs a winner, 1 or 2")
        elif self.winner is not None:
            raise ValueError(f"a draw ({self.reason}) has no winner")

    def _fields(self) -> tuple[object, ...]:
        return (self.winner, self.reason)

    def __repr__(self) -> str:
        return f"Result(winner={self.winner!r}, reason={self.reason!r})"

    @property
    def is_draw(self) -> bool:
        """True if nobody won."""
        return self.winner is None

    @property
    def decided(self) -> bool:
        """True for an end the rules did not make: a resignation, an agreed draw, the length
        limit's draw (:data:`DECISIONS`)."""
        return self.reason in DECISIONS
