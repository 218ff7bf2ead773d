"""The phases of a turn (:class:`Phase`) and, in one table (:data:`PHASES`), each phase's rules.
Pure Python.

A phase says what the next move of a turn is. The six-field rules are always in ``PLAY``; Pop 10
and Power Up have a setup and follow-up steps (the rules: :mod:`popout_desktop.rules.variants`).
For each phase, :data:`PHASES` gives in one place (a :class:`PhaseRules`):

* the **variant** whose games pass through it (``"pop_ten"``, ``"power_up"``: the flag of
  :class:`~popout_desktop.rules.Rules`; None for ``PLAY``, which every table has);
* the **kinds of move** it takes (:func:`move_kinds`; ``PLAY``'s depend on the table, and of those
  the table may forbid some more: :func:`allowed_kinds`);
* whether it is a **follow-up**: the same player moves again as part of the turn;
* its **engine step**: what the engine is asked for in it (:class:`EngineStep`);
* what the mover **must do**, as the rules engine says when a move of another kind is refused
  (``"wrong_phase"``).

The phases a variant's games pass through, in a turn's order, are :func:`variant_phases`.
The position key of a game with phases holds a phase as its index in :class:`Phase`
(:data:`PHASE_INDEX`).

>>> from popout_desktop.rules.table import Rules
>>> PHASES[Phase.WALL_DROP].follow_up, PHASES[Phase.WALL_DROP].variant
(True, 'power_up')
>>> sorted(move_kinds(Phase.PLAY, Rules.preset("pop_ten")))
['pop']
>>> sorted(allowed_kinds(Phase.PLAY, Rules.preset("power_up")))
['anvil', 'bomb', 'double', 'drop', 'wall']
>>> variant_phases("pop_ten")
(<Phase.SETUP: 'setup'>, <Phase.PLAY: 'play'>, <Phase.PUT_BACK: 'put_back'>)
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from popout_desktop.rules.frozen import Frozen
from popout_desktop.rules.move import DROP, POP, POWER_KINDS

if TYPE_CHECKING:
    from popout_desktop.rules.table import Rules

__all__ = [
    "PHASES",
    "PHASE_INDEX",
    "VARIANTS",
    "EngineStep",
    "Phase",
    "PhaseRules",
    "allowed_kinds",
    "move_kinds",
    "variant_phases",
]


class Phase(StrEnum):
    """What the next move of a turn is. A ``StrEnum``: ``Phase.PLAY == "play"``.

    The six-field rules are always in ``PLAY``; Pop 10 and Power Up have follow-up steps. The
    rules of each phase are in :data:`PHASES`.
    """

    SETUP = "setup"
    """Pop 10: the players fill the board, each drop into a lowest column."""
    PLAY = "play"
    """The start of a turn."""
    PUT_BACK = "put_back"
    """Pop 10: a popped disc that was not in a line must be dropped back."""
    BOMB_POP = "bomb_pop"
    """Power Up: after the bomb, pop one of the opponent's bottom discs."""
    WALL_DROP = "wall_drop"
    """Power Up: after the wall, a drop that must not complete a line."""
    SECOND_DROP = "second_drop"
    """Power Up: after the x2 checker, a second, normal drop."""


class EngineStep(StrEnum):
    """What the engine is asked for in a phase (see :mod:`popout_desktop.engine.variants.search`).

    Both ask for one move (a *step*); they differ in how a search counts it.
    """

    TURN_START = "turn_start"
    """A step that starts a turn (a setup drop, a turn's move; in Pop 10 also the pop after a
    kept disc, by which the same player goes on by choice): a search spends one depth on it,
    and its horizon, where the position is evaluated, is only ever such a position."""
    FOLLOW_UP = "follow_up"
    """A step the one before forces to come (a put-back, the bomb's pop, the wall's or the x2
    checker's second drop): the engine chooses only which; a search spends no depth on it and
    never stops before it, so the evaluation never sees a disc in the air."""


#: The variants with phases of their own: the flags of :class:`~popout_desktop.rules.Rules`.
VARIANTS: Final = ("pop_ten", "power_up")

#: A phase's index in :class:`Phase`: how a position key holds it.
PHASE_INDEX: Final[Mapping[Phase, int]] = {phase: i for i, phase in enumerate(Phase)}


class PhaseRules(Frozen):
    """The rules of one phase (see the module docstring). The entries of :data:`PHASES`, read
    field by field, never changed (``Final``: mypy refuses a write), compared by identity.

    A plain class with ``__slots__``, not a dataclass: a dataclass's methods are written out
    and compiled when its class is made, at every start, and this module loads before the
    first frame (issue 33 point 4)."""

    __slots__ = ("engine_step", "follow_up", "kinds", "must", "phase", "variant")

    phase: Final[Phase]
    #: The :class:`~popout_desktop.rules.Rules` flag of the variant whose games pass through it
    #: (``"pop_ten"``, ``"power_up"``); None: every table (``PLAY``).
    variant: Final[str | None]
    #: The same player moves again as part of the turn (the player to move does not change).
    follow_up: Final[bool]
    #: The kinds of move it takes; ``PLAY``'s at a table with Pop Out and Power Up (Pop 10's play
    #: takes only pops): see :func:`move_kinds` and :func:`allowed_kinds`.
    kinds: Final[frozenset[str]]
    #: What the engine is asked for in it.
    engine_step: Final[EngineStep]
    #: What the mover must do, the end of the message refusing a move of another kind
    #: (``"wrong_phase"``; ``PLAY`` refuses a kind only in Pop 10, hence its text).
    must: Final[str]

    def __init__(
        self,
        phase: Phase,
        variant: str | None,
        *,
        follow_up: bool,
        kinds: frozenset[str],
        engine_step: EngineStep,
        must: str,
    ) -> None:
        self.phase = phase
        self.variant = variant
        self.follow_up = follow_up
        self.kinds = kinds
        self.engine_step = engine_step
        self.must = must

    def __repr__(self) -> str:
        return f"PhaseRules({self.phase!r})"


_DROPS: Final = frozenset({DROP})
_POPS: Final = frozenset({POP})
_POWERS: Final = frozenset(POWER_KINDS)

#: Every phase's rules, in :class:`Phase` order (a plain dict, read-only by its type: moves
#: are checked against it in the engine's search).
PHASES: Final[Mapping[Phase, PhaseRules]] = {
    rules.phase: rules
    for rules in (
        PhaseRules(
            Phase.SETUP,
            "pop_ten",
            follow_up=False,
            kinds=_DROPS,
            engine_step=EngineStep.TURN_START,
            must="the board is being filled: drop a disc into a lowest column",
        ),
        PhaseRules(
            Phase.PLAY,
            None,
            follow_up=False,
            kinds=_DROPS | _POPS | _POWERS,
            engine_step=EngineStep.TURN_START,
            must="a Pop 10 turn is a pop of one of your own bottom discs",
        ),
        PhaseRules(
            Phase.PUT_BACK,
            "pop_ten",
            follow_up=True,
            kinds=_DROPS,
            engine_step=EngineStep.FOLLOW_UP,
            must="the popped disc must be dropped back first",
        ),
        PhaseRules(
            Phase.BOMB_POP,
            "power_up",
            follow_up=True,
            kinds=_POPS,
            engine_step=EngineStep.FOLLOW_UP,
            must="the bomb's pop of one of the opponent's bottom discs comes first",
        ),
        PhaseRules(
            Phase.WALL_DROP,
            "power_up",
            follow_up=True,
            kinds=_DROPS,
            engine_step=EngineStep.FOLLOW_UP,
            must="the wall's second drop comes first",
        ),
        PhaseRules(
            Phase.SECOND_DROP,
            "power_up",
            follow_up=True,
            kinds=_DROPS,
            engine_step=EngineStep.FOLLOW_UP,
            must="the x2 checker's second drop comes first",
        ),
    )
}


def move_kinds(phase: Phase, rules: Rules) -> frozenset[str]:
    """The kinds of move ``phase`` takes at a table of ``rules``: a move of another kind is
    refused as ``"wrong_phase"``. ``PLAY`` takes drops, pops and power checkers, in Pop 10
    only pops; of those the table may forbid some (:func:`allowed_kinds`). A pass is no phase's:
    it is the one move of a Pop 10 player with no disc in the bottom row, checked first."""
    if phase is Phase.PLAY and rules.pop_ten:
        return _POPS
    return PHASES[phase].kinds


def allowed_kinds(phase: Phase, rules: Rules) -> frozenset[str]:
    """The kinds of move that may be played in ``phase`` at a table of ``rules``: those of
    :func:`move_kinds`, in ``PLAY`` (but Pop 10's) without pops unless Pop Out is played
    (``"pop_out_disabled"``) and without power checkers unless Power Up is
    (``"power_used"``)."""
    kinds = move_kinds(phase, rules)
    if phase is not Phase.PLAY or rules.pop_ten:
        return kinds
    if not rules.pop_out:
        kinds -= _POPS
    if not rules.power_up:
        kinds -= _POWERS
    return kinds


def variant_phases(variant: str) -> tuple[Phase, ...]:
    """The phases the games of ``variant`` (one of :data:`VARIANTS`) pass through, in the order
    of :class:`Phase` (a turn's order: ``PLAY`` first, then its follow-ups; Pop 10's setup
    before)."""
    if variant not in VARIANTS:
        raise ValueError(f"{variant!r} is not a variant with phases: one of {VARIANTS}")
    return tuple(phase for phase, rules in PHASES.items() if rules.variant in (None, variant))
