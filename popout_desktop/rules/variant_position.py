"""The position of a game with phases: what :class:`~popout_desktop.rules.variants.VariantGame`
knows and how it reads it.

:class:`VariantPosition` holds the state that Pop 10 and Power Up add to a
:class:`~popout_desktop.rules.Game` (the phase, the scores, each player's unused power checkers,
the cells of every power checker, the column a put-back comes from, the steps to undo) and
answers the questions about it: :attr:`~VariantPosition.phase`, :attr:`~VariantPosition.scores`,
:meth:`~VariantPosition.powers`, :meth:`~VariantPosition.piece`,
:meth:`~VariantPosition.legal_moves` and the repetition key. It changes nothing: checking a move
is :mod:`popout_desktop.rules.variant_legality`, playing it :mod:`popout_desktop.rules.variants`
(whose docstring gives the rules). It is a base class only: ``Game(rules)`` makes the
:class:`~popout_desktop.rules.variants.VariantGame`.

The precomputed tables the three layers share (power bits, interned moves) are here too.
"""

from __future__ import annotations

from typing import Final

from popout_desktop.rules.game import Game, Phase, Reason, Result, _check_player
from popout_desktop.rules.move import POWER_KINDS, Move
from popout_desktop.rules.phases import PHASE_INDEX
from popout_desktop.rules.table import Rules

__all__ = ["VariantPosition"]

#: Bit ``i`` of a power inventory stands for ``POWER_KINDS[i]``.
_POWER_BIT: Final = {kind: 1 << i for i, kind in enumerate(POWER_KINDS)}
_POWER_INDEX: Final = {kind: i for i, kind in enumerate(POWER_KINDS)}
_ALL_POWERS: Final = (1 << len(POWER_KINDS)) - 1
_POWER_SETS: Final = tuple(
    frozenset(kind for kind, bit in _POWER_BIT.items() if mask & bit)
    for mask in range(_ALL_POWERS + 1)
)

# Interned moves by column (boards are at most 18 wide), so move generation allocates nothing.
_COLUMNS: Final = 32
_DROPS: Final = tuple(Move.drop(c) for c in range(_COLUMNS))
_POPS: Final = tuple(Move.pop(c) for c in range(_COLUMNS))
#: Per power kind (in POWER_KINDS order), its moves by column.
_POWER_MOVES: Final = tuple(
    (_POWER_BIT[kind], tuple(Move.power(kind, c) for c in range(_COLUMNS))) for kind in POWER_KINDS
)

# The whole state but the moves and the repetition count, as saved before each step for undo:
# (bits, pieces, heights, discs, turn, phase, scores, powers, put-back column, result).
_State = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    int,
    int,
    Phase,
    tuple[int, ...],
    tuple[int, ...],
    int,
    Result | None,
]


class VariantPosition(Game):
    """The state of a game with phases, scores and power checkers, and its reading.

    A base class of :class:`~popout_desktop.rules.variants.VariantGame`, never made on its own.
    """

    __slots__ = ("_bottom_row", "_history", "_phase", "_pieces", "_popped", "_powers", "_scores")

    def __init__(self, rules: Rules | None = None) -> None:
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise TypeError(f"a game needs Rules, not {rules!r}")
        # Set before Game.__init__, which records the start position's key.
        # Per power kind (in POWER_KINDS order), the cells holding that power checker.
        self._pieces = [0, 0, 0, 0]
        self._phase = Phase.SETUP if rules.pop_ten else Phase.PLAY
        self._scores = [0, 0, 0]  # index 0 unused, like _bits
        self._powers = [0, _ALL_POWERS, _ALL_POWERS] if rules.power_up else [0, 0, 0]
        self._popped = -1  # the column a put-back comes from (phase PUT_BACK only)
        self._history: list[_State] = []
        super().__init__(rules)
        geo = self._geo
        bottom_row = 0
        for column in geo.playable:
            bottom_row |= geo.bottom[column]
        self._bottom_row = bottom_row  # the bottom cell of every playable column

    @property
    def phase(self) -> Phase:
        """What the next move is: see :class:`~popout_desktop.rules.Phase`."""
        return self._phase

    @property
    def scores(self) -> tuple[int, int]:
        """Discs kept by players 1 and 2 (Pop 10; ``(0, 0)`` otherwise)."""
        return (self._scores[1], self._scores[2])

    def powers(self, player: int) -> frozenset[str]:
        """The power checkers ``player`` has not used yet (all four at the start of Power Up)."""
        _check_player(player)
        return _POWER_SETS[self._powers[player]]

    def piece(self, column: int, row: int) -> str:
        """``""`` empty, ``"disc"``, or the kind of the power checker at ``(column, row)``."""
        if not self.cell(column, row):
            return ""
        pieces = self._pieces
        if pieces[0] | pieces[1] | pieces[2] | pieces[3]:
            bit = self._geo.bit(column, row)
            for kind, cells in zip(POWER_KINDS, pieces, strict=True):
                if cells & bit:
                    return kind
        return "disc"

    def winning_cells(self) -> set[tuple[int, int]]:
        """Every cell of every line of the winner; empty in play, after a draw or a target win."""
        result = self._result
        if result is None or result.reason == Reason.TARGET:
            return set()
        return super().winning_cells()

    def legal_moves(self) -> list[Move]:
        """Every legal move: drops, pops, anvils, bombs, walls, x2s (each by column), pass.

        Empty once the game is over.
        """
        if self._result is not None:
            return []
        phase = self._phase
        geo = self._geo
        rows = geo.rows
        heights = self._heights
        mover = self._turn
        bottom = geo.bottom
        if phase is Phase.PLAY:
            if self._rules.pop_ten:
                own = self._bits[mover]
                pops = [_POPS[c] for c in geo.playable if own & bottom[c]]
                return pops or [Move.pass_()]
            open_columns = [c for c in geo.playable if heights[c] < rows]
            moves = [_DROPS[c] for c in open_columns]
            if self._rules.pop_out:
                own = self._bits[mover]
                moves += [_POPS[c] for c in geo.playable if own & bottom[c]]
            powers = self._powers[mover]
            if powers:
                for bit, table in _POWER_MOVES:
                    if powers & bit:
                        moves += [table[c] for c in open_columns]
            return moves
        if phase is Phase.BOMB_POP:
            theirs = self._bits[3 - mover]
            return [_POPS[c] for c in geo.playable if theirs & bottom[c]]
        open_columns = [c for c in geo.playable if heights[c] < rows]
        if phase is Phase.SETUP:
            lowest = min(heights[c] for c in open_columns)
            return [_DROPS[c] for c in open_columns if heights[c] == lowest]
        if phase is Phase.PUT_BACK:
            others = [_DROPS[c] for c in open_columns if c != self._popped]
            return others or [_DROPS[self._popped]]
        if phase is Phase.WALL_DROP:
            return [_DROPS[c] for c in open_columns if not self._completes_line(c)]
        return [_DROPS[c] for c in open_columns]  # SECOND_DROP

    def position_key(self) -> tuple[int, ...]:
        """A hashable key of the whole state the repetition rule compares (see
        :mod:`popout_desktop.rules.variants`)."""
        return self._key()

    def _key(self) -> tuple[int, ...]:
        # The engine reads these fields by name (popout_desktop/engine/variants/key.py, checked
        # by tests/engine/test_variant_play.py): a change of their order changes it there.
        bits, pieces, powers, scores = self._bits, self._pieces, self._powers, self._scores
        return (
            bits[1],
            bits[2],
            self._turn,
            PHASE_INDEX[self._phase],
            scores[1],
            scores[2],
            powers[1],
            powers[2],
            pieces[0],
            pieces[1],
            pieces[2],
            pieces[3],
            self._popped,
        )

    def _must_pass(self) -> bool:
        """Pop 10: the player to move has no disc in the bottom row."""
        return (
            self._phase is Phase.PLAY
            and self._rules.pop_ten
            and not self._bits[self._turn] & self._bottom_row
        )

    def _completes_line(self, column: int) -> bool:
        """Whether the mover dropping into ``column`` (not full) would have a line."""
        geo = self._geo
        mover = self._turn
        return geo.has_line(self._bits[mover] | (geo.bottom[column] << self._heights[column]))

    def _is_kept(self, column: int) -> bool:
        """Pop 10: whether the mover's bottom disc of ``column`` is part of a line of theirs."""
        geo = self._geo
        return bool(geo.line_cells(self._bits[self._turn]) & geo.bottom[column])

    def _state(self) -> _State:
        return (
            tuple(self._bits),
            tuple(self._pieces),
            tuple(self._heights),
            self._discs,
            self._turn,
            self._phase,
            tuple(self._scores),
            tuple(self._powers),
            self._popped,
            self._result,
        )

    def _restore(self, state: _State) -> None:
        bits, pieces, heights, discs, turn, phase, scores, powers, popped, result = state
        self._bits = list(bits)
        self._pieces = list(pieces)
        self._heights = list(heights)
        self._discs = discs
        self._turn = turn
        self._phase = phase
        self._scores = list(scores)
        self._powers = list(powers)
        self._popped = popped
        self._result = result
