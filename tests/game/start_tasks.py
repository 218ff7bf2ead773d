"""A worker task for tests/game/test_worker_start.py: what the worker made of a game."""

from __future__ import annotations

from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game


def board(game: Game) -> dict[str, object]:
    """The worker's game: its board, player to move, moves and whether it has a start."""
    return {
        "board": [list(column) for column in game.board()],
        "turn": game.turn,
        "moves": game.notation(),
        "has_start": game.start is not None,
    }


BOARD = worker_task(board)
