"""What the game model's ``game_over`` signal carries (:class:`GameOver`).

Its own module, loaded by the first game's end (or the first finished game shown), not by every
start: the first frame shows a game in play, and a dataclass costs its generated methods' source
compiled at import (issue 33 point 4). :mod:`popout_desktop.game.model` still offers the name.
"""

from __future__ import annotations

from dataclasses import dataclass

from popout_desktop.rules import Result

__all__ = ["GameOver"]


@dataclass(frozen=True, slots=True)
class GameOver:
    """What ``game_over`` carries: the result and every cell of the winner's lines."""

    result: Result
    winning_cells: frozenset[tuple[int, int]]
