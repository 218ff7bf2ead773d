"""Ends the players decide, not the rules: a resignation or an agreed draw (pure Python); and
the draw of a game that reached :data:`MAX_GAME_MOVES`, the most moves a game may have (so
every game can be saved and read back: see :mod:`popout_desktop.savefile`).

Two computers agree a draw when a position comes up for the :data:`COMPUTER_REPETITIONS`-th
time, whatever the table's repetition rule: without it, Pop Out lets them go round the same
moves for ever (a drop and a pop each, again and again). With a person at the table the table's
own rule applies; people stop a game when they like.

The rules engine never produces these; the application (a resign button, a LAN opponent's
answer to a draw offer, the model at the length limit) does. They are a
:class:`~popout_desktop.rules.Result` like the rules' ends, with one of the reasons
:data:`DECISIONS`.
"""

from __future__ import annotations

from popout_desktop.rules.game import DECISIONS

__all__ = ["COMPUTER_REPETITIONS", "DECISIONS", "MAX_GAME_MOVES"]

#: The most moves (plies, each step of a turn counted) a game may have; a game that reaches it
#: without a result is drawn (``Reason.LENGTH``). Saved games hold at most this many
#: moves, those to redo included.
MAX_GAME_MOVES = 10_000

#: When both players are computers, the time a position comes up (counting from the game's
#: start, this time included) at which they agree a draw (``Reason.AGREEMENT``).
COMPUTER_REPETITIONS = 3
