"""What the numbers mean: the scores :func:`~popout_desktop.engine.solve` returns, and the
:class:`Outcome` they describe.

**Rules without pops** (classic Connect Four, 5-in-a-Row, any size): Pascal Pons' score. With
``N`` cells in the playable columns and ``m`` discs in them when the winning disc is played, the
winner scores ``(N + 1 - m) // 2`` and the loser its negative (the winner hurries, the loser
delays); a draw is 0. On 7x6 a win with the winner's last disc scores 1, a win with its fourth
disc 18.

**Rules with pops** (Pop Out): discs come and go, so the score counts moves instead. If the
winner still makes ``k`` moves until the game is won (``k = 1``: it wins with its next move),
the winner scores ``1001 - k`` and the loser ``-(1001 - k)`` (:data:`POP_OUT_WIN` ``= 1000`` is a
win at once); a draw, or endless play, is 0. A pop that completes only the opponent's line loses
at once: the winner made ``k = 0`` moves, so that position scores ``-1001`` for the popper.
Wins slower than 1000 moves would score 1 (no search finds those).

**Pop 10 and Power Up** count steps (a turn may take several, see
:mod:`popout_desktop.engine.variants.opponent`): with ``p`` steps of both players until the
deciding one (this one counted), a win scores ``1001 - p`` and a loss ``-(1001 - p)``; a draw 0.

**A game that is already over** scores from the view of the player who would move next: 0 for a
draw; without pops ``-((N + 2 - m) // 2)`` with ``m`` discs on the board (the negative of what
the winning disc scored one move earlier); with pops, and in Pop 10 and Power Up, ``-1001`` if
that player lost, ``1001`` if it won (e.g. the opponent popped and completed only this player's
line).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from popout_desktop.engine.classic.search import MATE, MATE_MIN
from popout_desktop.rules import Game, Rules

__all__ = [
    "POP_OUT_WIN",
    "Outcome",
    "finished_score",
    "score_of_internal",
]

#: Pop Out score of a win with the next move.
POP_OUT_WIN: Final = 1000

OutcomeKind = Literal["win", "loss", "draw", "estimate"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """A value in words: ``kind`` is "win", "loss", "draw" (all exact) or "estimate"; ``moves`` is
    how many moves the winner still makes (for a win or a loss), else None."""

    kind: OutcomeKind
    moves: int | None = None

    def __str__(self) -> str:
        if self.kind == "win":
            return f"wins in {self.moves}"
        if self.kind == "loss":
            return f"loses in {self.moves}"
        return self.kind


def score_of_internal(rules: Rules, discs: int, value: int) -> int:
    """The public score of a root-relative search value (see :mod:`.classic.search`), for a position
    holding ``discs`` discs in the playable columns."""
    if value == 0 or -MATE_MIN < value < MATE_MIN:
        return 0
    ply = MATE - abs(value)
    if rules.pop_out:
        if value > 0:
            return max(1, POP_OUT_WIN + 1 - (ply + 1) // 2)
        return -max(1, POP_OUT_WIN + 1 - ply // 2)
    capacity = rules.columns * rules.rows
    # The winning disc is the ply-th from here: it is played with discs + ply - 1 on the board.
    score = (capacity + 1 - (discs + ply - 1)) // 2
    return score if value > 0 else -score


def winner_moves(rules: Rules, discs: int, score: int) -> int:
    """How many moves the winner still makes, for a non-zero exact score."""
    if rules.pop_out:
        return POP_OUT_WIN + 1 - abs(score)
    capacity = rules.columns * rules.rows
    if score > 0:
        # (capacity + 1 - discs) // 2 is a win with the next disc.
        return (capacity + 1 - discs) // 2 - score + 1
    # The opponent's next disc is played with discs + 1 on the board.
    return (capacity - discs) // 2 + score + 1


def finished_score(game: Game) -> int:
    """The score of a game that is over, from the view of the player who would move next."""
    result = game.result
    if result is None:
        raise ValueError("the game is not over")
    if result.winner is None:
        return 0
    rules = game.rules
    if rules.pop_out or rules.is_variant:
        return POP_OUT_WIN + 1 if result.winner == game.turn else -(POP_OUT_WIN + 1)
    capacity = rules.columns * rules.rows
    discs = sum(game.height(c) for c in range(rules.width) if not rules.is_side_column(c))
    return -((capacity + 2 - discs) // 2)
