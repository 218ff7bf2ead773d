"""The rules of Pop Out, Connect Four and 5-in-a-Row: pure Python, no Qt.

>>> from popout_desktop.rules import Game, Move, Rules
>>> game = Game(Rules.preset("pop_out"))
>>> for text in "d1 d2 d1 d2 d1 d2".split():
...     game.play(Move.parse(text))
>>> game.play(Move.drop(0))
>>> game.result
Result(winner=1, reason=<Reason.LINE: 'line'>)
>>> sorted(game.winning_cells())
[(0, 0), (0, 1), (0, 2), (0, 3)]
"""

from popout_desktop.rules.game import Game, IllegalMove, Reason, Result
from popout_desktop.rules.move import Move
from popout_desktop.rules.table import PRESET_NAMES, Rules

__all__ = ["PRESET_NAMES", "Game", "IllegalMove", "Move", "Reason", "Result", "Rules"]
