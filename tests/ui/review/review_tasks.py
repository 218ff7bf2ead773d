"""Stand-in review tasks for the game review's tests (imported by the spawned worker): answers
a real review never gives, to see that the window says so and keeps what it had."""

from __future__ import annotations

from typing import Any

from popout_desktop.engine.review import review_ply_task
from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game


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
