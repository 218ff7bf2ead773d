"""The rules of Pop Out, Connect Four, 5-in-a-Row, Pop 10 and Power Up: pure Python, no Qt.

>>> from popout_desktop.rules import Game, Move, Rules
>>> game = Game(Rules.preset("pop_out"))
>>> for text in "d1 d2 d1 d2 d1 d2".split():
...     game.play(Move.parse(text))
>>> game.play(Move.drop(0))
>>> game.result
Result(winner=1, reason=<Reason.LINE: 'line'>)
>>> sorted(game.winning_cells())
[(0, 0), (0, 1), (0, 2), (0, 3)]

Pop 10 and Power Up games have phases, scores and power checkers (see
:mod:`popout_desktop.rules.variants`):

>>> game = Game.from_notation("b4", Rules.preset("power_up"))
>>> game.turn, game.phase, game.piece(3, 0), sorted(game.powers(1))
(2, <Phase.PLAY: 'play'>, 'bomb', ['anvil', 'double', 'wall'])

What a table has is asked of it, not read from its flags (``rules.has_power_checkers``,
``rules.keeps_discs``, ``rules.variant``...: :mod:`popout_desktop.rules.table`).

Each phase's rules (its variant, the kinds of move it takes, whether it is a follow-up, what the
engine is asked for in it) are in one table: :data:`popout_desktop.rules.phases.PHASES`.
"""

from typing import TYPE_CHECKING, Any

from popout_desktop.rules.game import Game, IllegalMove, IllegalReason, Phase, Reason, Result
from popout_desktop.rules.move import POWER_KINDS, Move
from popout_desktop.rules.table import (
    PRESET_NAMES,
    RULE_FIELDS,
    RuleFields,
    Rules,
    TableProblem,
    Variant,
)

if TYPE_CHECKING:
    from popout_desktop.rules.variants import VariantGame

__all__ = [
    "POWER_KINDS",
    "PRESET_NAMES",
    "RULE_FIELDS",
    "Game",
    "IllegalMove",
    "IllegalReason",
    "Move",
    "Phase",
    "Reason",
    "Result",
    "RuleFields",
    "Rules",
    "TableProblem",
    "Variant",
    "VariantGame",
]


def __getattr__(name: str) -> Any:
    """``VariantGame``, its module (:mod:`popout_desktop.rules.variants`) loaded at the first
    use: by the first Pop 10 or Power Up table played (:meth:`Game.class_for`) or named. A
    start at a classic table does not load it (issue 33 point 4)."""
    if name == "VariantGame":
        from popout_desktop.rules.variants import VariantGame

        return VariantGame
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
