"""Reading a Pop 10 or Power Up position by name from its key (:func:`turn`, :func:`phase`...).

The variant engine reads the state of a :class:`~popout_desktop.rules.VariantGame` from
:meth:`~popout_desktop.rules.VariantGame.position_key`: a tuple of ints, cheap to make and to
hash, and the key of the search's tables. Its fields, in order: player 1's discs, player 2's
discs (bitboards of the rules' layout, side columns included), the player to move, the phase's
index in :class:`~popout_desktop.rules.Phase` (:data:`~popout_desktop.rules.phases.PHASE_INDEX`),
both scores, both players' unused power checkers (bit ``i`` for ``POWER_KINDS[i]``), the cells of
each power kind, and the column a put-back comes from.

The index of each field is defined once, here (``KEY_*``), and read through the functions below.
The evaluators (:mod:`.evaluation`) run once per leaf of a search and index the key with
these constants instead of calling the functions (a call per field would cost them measurably).
``tests/engine/test_variant_play.py`` checks this reading against the game's public accessors, so
a change of the key breaks a test, not the engine.
"""

from __future__ import annotations

from typing import Final

from popout_desktop.rules import Phase
from popout_desktop.rules.phases import PHASE_INDEX, PHASES, EngineStep

__all__ = [
    "KEY_DISCS",
    "KEY_PHASE",
    "KEY_PIECES",
    "KEY_POWERS",
    "KEY_PUT_BACK",
    "KEY_SCORES",
    "KEY_TURN",
    "PHASE_INDEX",
    "Key",
    "discs",
    "is_turn_start",
    "phase",
    "phase_is",
    "powers",
    "put_back_column",
    "score",
    "turn",
]

#: A position key: ``VariantGame.position_key()``.
Key = tuple[int, ...]

#: Where each field of a key is: player 1's discs at 0, player 2's at 1.
KEY_DISCS: Final = 0
KEY_TURN: Final = 2
#: The phase's index in ``Phase`` (:data:`~popout_desktop.rules.phases.PHASE_INDEX`).
KEY_PHASE: Final = 3
#: Player 1's score at 4, player 2's at 5.
KEY_SCORES: Final = 4
#: Player 1's unused power checkers at 6, player 2's at 7 (bit ``i``: ``POWER_KINDS[i]``).
KEY_POWERS: Final = 6
#: The cells of each power kind, in ``POWER_KINDS`` order, at 8 to 11.
KEY_PIECES: Final = 8
#: The column a put-back comes from (-1 outside phase ``PUT_BACK``).
KEY_PUT_BACK: Final = 12

_PHASE_AT: Final = tuple(PHASE_INDEX)
#: The indexes of the phases where a turn starts (the engine's :attr:`EngineStep.TURN_START`).
_TURN_START: Final = frozenset(
    PHASE_INDEX[p] for p, rules in PHASES.items() if rules.engine_step is EngineStep.TURN_START
)


def discs(key: Key, player: int) -> int:
    """The cells of ``player``'s discs (1 or 2), a bitboard."""
    return key[KEY_DISCS + player - 1]


def turn(key: Key) -> int:
    """The player to move: 1 or 2."""
    return key[KEY_TURN]


def phase(key: Key) -> Phase:
    """The phase of the position."""
    return _PHASE_AT[key[KEY_PHASE]]


def phase_is(key: Key, which: Phase) -> bool:
    """Whether the position is in phase ``which`` (without making a :class:`Phase`)."""
    return key[KEY_PHASE] == PHASE_INDEX[which]


def is_turn_start(key: Key) -> bool:
    """Whether a turn starts in the position: its phase's engine step is a turn start (a search
    spends a depth on it and may stop there), not a follow-up."""
    return key[KEY_PHASE] in _TURN_START


def score(key: Key, player: int) -> int:
    """The discs ``player`` (1 or 2) has kept (Pop 10; 0 otherwise)."""
    return key[KEY_SCORES + player - 1]


def powers(key: Key, player: int) -> int:
    """``player``'s unused power checkers: bit ``i`` for ``POWER_KINDS[i]`` (Power Up)."""
    return key[KEY_POWERS + player - 1]


def put_back_column(key: Key) -> int:
    """The column a popped disc comes from in phase ``PUT_BACK`` (-1 in any other phase)."""
    return key[KEY_PUT_BACK]
