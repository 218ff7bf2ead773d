"""Why a move is illegal: :class:`IllegalMove` and its typed reason (:class:`IllegalReason`).

Pure Python. The model turns each reason into a sentence of the interface's language
(:func:`popout_desktop.game.model.rejection_text`).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["IllegalMove", "IllegalReason"]


class IllegalReason(StrEnum):
    """Why a move is illegal now: a short code for programs (and translations). A ``StrEnum``:
    ``IllegalReason.COLUMN_FULL == "column_full"``."""

    GAME_OVER = "game_over"
    """The game is over."""
    NOT_A_MOVE = "not_a_move"
    """What was offered is not a :class:`Move`."""
    COLUMN_OUT_OF_RANGE = "column_out_of_range"
    """No such column on this board."""
    SIDE_COLUMN = "side_column"
    """5-in-a-Row's fixed side columns are never played."""
    COLUMN_FULL = "column_full"
    """A drop into a full column."""
    POP_OUT_DISABLED = "pop_out_disabled"
    """A pop where the table has no Pop Out."""
    COLUMN_EMPTY = "column_empty"
    """A pop from an empty column."""
    NOT_YOUR_DISC = "not_your_disc"
    """A pop of a bottom disc that is not the player's (or, after the bomb, not the
    opponent's)."""
    WRONG_PHASE = "wrong_phase"
    """Pop 10, Power Up: that kind of move is not allowed in this phase."""
    NOT_LOWEST = "not_lowest"
    """Pop 10: a setup drop not into a lowest column."""
    PUT_BACK_COLUMN = "put_back_column"
    """Pop 10: a put-back into the popped column while another is open."""
    POWER_USED = "power_used"
    """Power Up: that power checker is spent, or Power Up is off."""
    COMPLETES_LINE = "completes_line"
    """Power Up: the wall's second drop would complete a line."""
    MUST_PASS = "must_pass"
    """Pop 10's play: the player has no disc in the bottom row, so must pass."""
    CANNOT_PASS = "cannot_pass"
    """A pass, where a player may pass only in Pop 10's play with no disc in the bottom row."""


class IllegalMove(ValueError):
    """A move the rules do not allow now; the game it was offered to is unchanged.

    ``reason`` is an :class:`IllegalReason` (given as one, or as its text; an unknown text is
    a ValueError, so a misspelt reason cannot go unnoticed).
    """

    def __init__(self, message: str, *, move: object = None, reason: str) -> None:
        super().__init__(message)
        self.move = move
        self.reason = IllegalReason(reason)
