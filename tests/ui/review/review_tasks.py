"""Stand-in review tasks for the game review's tests (imported by the spawned worker): answers
a real review never gives, to see that the window says so and keeps what it had."""

from __future__ import annotations

from typing import Any

from popout_desktop.engine.review import review_ply_task
from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game, Move


def garbage_after_two(game: Game, ply: int, time_limit: float = 0.1) -> Any:
    """Real reviews of the first two moves, then an answer that is no review."""
    if ply < 2:
        return review_ply_task(game, ply, time_limit)
    return {"ply": "three", "mark": "brilliant"}


GARBAGE_AFTER_TWO = worker_task(garbage_after_two)


def another_move(game: Game, ply: int, time_limit: float = 0.1) -> Any:
    """The review of another move than the one asked for."""
    return review_ply_task(game, (ply + 1) % game.ply, time_limit)


ANOTHER_MOVE = worker_task(another_move)


def crash(game: Game, ply: int, time_limit: float = 0.1) -> Any:
    """An engine bug."""
    raise RuntimeError("the engine tripped")


CRASH = worker_task(crash)


def proved_by_the_next(game: Game, ply: int, time_limit: float = 0.1) -> Any:
    """Hand-made reviews of a two-move game: the first move only estimated beside a proved
    best (and marked a mistake), the second proving the position after the first (Yellow to
    move loses in 6)."""
    from popout_desktop.engine.analysis import ANALYSIS_WIN
    from popout_desktop.engine.review import Mark, MoveReview, encoded_review

    move = game.moves[ply]
    if ply == 0:
        review = MoveReview(
            ply=0, player=1, move=move, best=Move.drop(2), mark=Mark.MISTAKE, value=-200,
            best_value=ANALYSIS_WIN - 5, exact=False, standing=-0.32, standing_exact=False,
            best_exact=True, settled=True,
        )  # fmt: skip
    else:
        review = MoveReview(
            ply=1, player=2, move=move, best=Move.drop(1), mark=Mark.GOOD,
            value=-(ANALYSIS_WIN - 3), best_value=-(ANALYSIS_WIN - 6), exact=True,
            standing=0.998, standing_exact=True, best_exact=True, settled=True,
        )  # fmt: skip
    return encoded_review(review)


PROVED_BY_THE_NEXT = worker_task(proved_by_the_next)
