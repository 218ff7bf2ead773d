"""Stand-in engine tasks for the worker-process tests (imported by the spawned worker)."""

from __future__ import annotations

import time

from popout_desktop.rules import Game, Move


def first_move(game: Game, **_options: object) -> Move:
    """The first legal move, at once."""
    return game.legal_moves()[0]


def last_move(game: Game, **_options: object) -> Move:
    """The last legal move, at once."""
    return game.legal_moves()[-1]


def slow_first_move(game: Game, seconds: float = 30.0, **_options: object) -> Move:
    """The first legal move, after a long 'search' (busy, like a real one)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        sum(range(1000))
    return game.legal_moves()[0]


def broken(game: Game, **_options: object) -> Move:
    """An engine bug."""
    raise RuntimeError("boom")


def not_a_move(game: Game, **_options: object) -> str:
    """A nonsense answer."""
    return "y9"


def values(game: Game, **_options: object) -> dict[Move, int]:
    """A value per legal move (like analyze)."""
    return {move: index for index, move in enumerate(game.legal_moves())}


def analysis(game: Game, **_options: object) -> dict[str, object]:
    """A fixed analysis in the worker's format: exact win in 3, loss in 5, draw; estimates."""
    values = {"d1": 999_997, "d2": -999_995, "d3": 0, "d4": 42, "p4": -123}
    for move in game.legal_moves():
        values.setdefault(str(move), 7)
    return {"values": values, "exact": ["d1", "d2", "d3"], "depth": 4}


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
