"""Stand-in engine tasks for the worker-process tests, each registered as a worker task (the
spawned worker imports this module to find them)."""

from __future__ import annotations

import time

from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game, Move


def first_move(game: Game, **_options: object) -> Move:
    """The first legal move, at once."""
    return game.legal_moves()[0]


FIRST_MOVE = worker_task(first_move)


def last_move(game: Game, **_options: object) -> Move:
    """The last legal move, at once."""
    return game.legal_moves()[-1]


LAST_MOVE = worker_task(last_move)


def slow_first_move(game: Game, seconds: float = 30.0, **_options: object) -> Move:
    """The first legal move, after a long 'search' (busy, like a real one)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        sum(range(1000))
    return game.legal_moves()[0]


SLOW_FIRST_MOVE = worker_task(slow_first_move)


def broken(game: Game, **_options: object) -> Move:
    """An engine bug."""
    raise RuntimeError("boom")


BROKEN = worker_task(broken)


def not_a_move(game: Game, **_options: object) -> str:
    """A nonsense answer."""
    return "y9"


NOT_A_MOVE = worker_task(not_a_move)


def values(game: Game, **_options: object) -> dict[Move, int]:
    """A value per legal move (like analyze)."""
    return {move: index for index, move in enumerate(game.legal_moves())}


VALUES = worker_task(values)


def analysis(game: Game, **_options: object) -> dict[str, object]:
    """A fixed analysis in the worker's format: exact win in 3, loss in 5, draw; estimates."""
    values = {"d1": 999_997, "d2": -999_995, "d3": 0, "d4": 42, "p4": -123}
    for move in game.legal_moves():
        values.setdefault(str(move), 7)
    return {"values": values, "exact": ["d1", "d2", "d3"], "depth": 4}


ANALYSIS = worker_task(analysis)


def state(game: Game, **_options: object) -> dict[str, object]:
    """What the worker made of the game: its rules, moves, phase, turn, scores and powers."""
    return {
        "rules": repr(game.rules),
        "moves": game.notation(),
        "phase": str(game.phase),
        "turn": game.turn,
        "scores": list(game.scores),
        "powers": [sorted(game.powers(1)), sorted(game.powers(2))],
    }


STATE = worker_task(state)
