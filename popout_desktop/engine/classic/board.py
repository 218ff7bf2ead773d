"""The engine's own board: moves as small ints, and the one place moves are generated.

A position is ``(cur, mask)`` seen from the player to move (see :mod:`.layout`). A move is an
int: a drop into column ``c`` is ``c``, a pop from it is ``c | POP``. :func:`expand` lists every
legal move of a position with what it leads to — the only move generator of the searches over
all rules (the classic solver in :mod:`.drop_solver` is the one exception: it knows drops only and
serves the rules that have nothing else). A new kind of move (a later rule variant) is added
here, to :func:`expand`, :func:`move_of` and :func:`code_of`.

:class:`Position` wraps the same functions in a small mutable object with a game's result and
repetition count, for the public API and for the differential test against
:mod:`popout_desktop.rules`.
"""

from __future__ import annotations

from typing import Final

from popout_desktop.engine.classic.layout import Layout, layout
from popout_desktop.rules import Game, Move, Rules

__all__ = [
    "CONTINUES",
    "DRAW",
    "LOSS",
    "POP",
    "WIN",
    "Child",
    "Position",
    "code_of",
    "expand",
    "key_of",
    "move_of",
    "start",
]

#: Flag of a pop in a move code: ``column | POP``.
POP: Final = 64
#: What a move does: the game goes on; the mover wins; the mover loses (a pop that completes only
#: the opponent's line); a draw (a drop that fills the board, a pop that empties it).
CONTINUES: Final = 0
WIN: Final = 1
LOSS: Final = 2
DRAW: Final = 3

#: ``(move code, outcome, cur, mask)``: cur and mask are the new position seen from the opponent
#: (who moves next); meaningful only when the outcome is :data:`CONTINUES`.
Child = tuple[int, int, int, int]


def expand(lay: Layout, cur: int, mask: int) -> list[Child]:
    """Every legal move of the position ``(cur, mask)`` and its result, drops then pops,
    each in centre-first column order."""
    children: list[Child] = []
    append = children.append
    has_line = lay.has_line
    full = lay.playable_mask
    bottom = lay.bottom
    column_mask = lay.column_mask
    top = lay.top
    for c in lay.order:
        if mask & top[c]:
            continue
        disc = (mask + bottom[c]) & column_mask[c]
        mover = cur | disc
        new_mask = mask | disc
        if has_line(mover):
            outcome = WIN
        elif new_mask & full == full:
            outcome = DRAW
        else:
            outcome = CONTINUES
        append((c, outcome, mover ^ new_mask, new_mask))
    if lay.pop_out:
        for c in lay.order:
            low = bottom[c]
            if not cur & low:
                continue
            column = column_mask[c]
            upper = column ^ low
            mover = (cur & ~column) | ((cur & upper) >> 1)
            new_mask = (mask & ~column) | ((mask & upper) >> 1)
            opponent = mover ^ new_mask
            if has_line(mover):
                outcome = WIN
            elif has_line(opponent):
                outcome = LOSS
            elif not new_mask & full:
                outcome = DRAW
            else:
                outcome = CONTINUES
            append((c | POP, outcome, opponent, new_mask))
    return children


def move_of(code: int) -> Move:
    """The :class:`~popout_desktop.rules.Move` of a move code."""
    if code & POP:
        return Move.pop(code & ~POP)
    return Move.drop(code)


def code_of(move: Move) -> int:
    """The move code of a :class:`~popout_desktop.rules.Move`."""
    return move.column | POP if move.is_pop else move.column


def key_of(cur: int, mask: int) -> int:
    """A key of the position seen from the mover: unique for (mover's discs, all discs).

    In each column the mask is a run from the bottom, so ``cur + mask`` never carries into the
    next column and different positions give different sums (Pascal Pons' key). It leaves out
    whose turn it is: without side columns the rules treat both players alike, so the position
    with the colours swapped has the same value; with them, the side discs tell the players apart.
    """
    return cur + mask


def start(rules: Rules) -> tuple[int, int]:
    """``(cur, mask)`` of the start position (player 1 to move)."""
    lay = layout(rules)
    p1, p2 = lay.side_discs
    return p1, p1 | p2


#: The rules :func:`_layout_of` last met and their layout (a one-entry cache by identity).
_last_layout: list[tuple[Rules, Layout]] = []


def _layout_of(rules: Rules) -> Layout:
    """:func:`~.layout.layout` of ``rules``, without hashing them again when they are the same
    object as last time (most calls are for one game's table): their hash, which layout()'s
    cache needs, costs more than the rest of :meth:`Position.from_game`. Safe by identity: the
    cache holds the rules, so their id is never reused while they are in it; rules are frozen.
    """
    last = _last_layout
    if last and last[0][0] is rules:
        return last[0][1]
    lay = layout(rules)
    last[:] = [(rules, lay)]
    return lay


class Position:
    """A game on the engine's board: position, player to move, result and repetition count.

    >>> from popout_desktop.rules import Rules
    >>> position = Position(Rules())
    >>> position.play(3)
    >>> position.turn, position.cell(3, 0)
    (2, 1)
    """

    __slots__ = ("cur", "layout", "mask", "result", "seen", "turn")

    def __init__(self, rules: Rules) -> None:
        self.layout = layout(rules)
        self.cur, self.mask = start(rules)
        self.turn = 1
        #: None in play; else the winner (1 or 2) or 0 for a draw.
        self.result: int | None = None
        #: How often each position (``(key, turn)``) occurred, when repetition can end the game.
        self.seen: dict[tuple[int, int], int] | None = None
        if rules.repetition_draw:
            self.seen = {self.history_key(): 1}

    @classmethod
    def from_game(cls, game: Game) -> Position:
        """The position of ``game`` on the engine's board, read straight from its bitboards
        (:meth:`Game.bitboards <popout_desktop.rules.Game.bitboards>`: the two boards share one
        bit layout) with its player to move, result and repetition counts
        (:meth:`Game.occurrence_counts <popout_desktop.rules.Game.occurrence_counts>`): equal,
        field for field, to :meth:`replay`, in time independent of the game's length.

        Pop 10 and Power Up games (which the engine's callers route elsewhere) are replayed.

        >>> from popout_desktop.rules import Game, Rules
        >>> position = Position.from_game(Game.from_notation("d4 d4 p4", Rules()))
        >>> position.turn, position.cell(3, 0), position.result
        (2, 2, None)
        """
        rules = game.rules
        if rules.is_variant:
            return cls.replay(game)
        position = cls.__new__(cls)
        position.layout = _layout_of(rules)
        p1, p2 = game.bitboards()
        turn = game.turn
        position.turn = turn
        position.cur = p1 if turn == 1 else p2
        position.mask = p1 | p2
        # The rules engine's ends are the engine's: a line (its winner), a full or emptied
        # board or a third repetition (a draw, 0). Ends the players decide are not a Game's.
        result = game.result
        position.result = None if result is None else (result.winner or 0)
        counts = game.occurrence_counts()
        if counts is None:
            position.seen = None
        else:
            # The game counts (player 1 bits, player 2 bits, turn); the engine (key_of(cur,
            # mask), turn): the same positions, one for one.
            position.seen = {
                (key_of(b2 if mover == 2 else b1, b1 | b2), mover): times
                for (b1, b2, mover), times in counts.items()
            }
        return position

    @classmethod
    def replay(cls, game: Game) -> Position:
        """Replay ``game``'s moves on the engine's board, from the position the game started
        from (:attr:`Game.start <popout_desktop.rules.Game.start>`, a set-up, if it has one):
        the reference :meth:`from_game` is tested against, in time linear in the game's length.
        """
        position = cls(game.rules)
        setup = game.start
        if setup is not None:
            p1, p2 = setup.bits()
            position.turn = setup.turn
            position.cur = p1 if setup.turn == 1 else p2
            position.mask = p1 | p2
            if position.seen is not None:
                position.seen = {position.history_key(): 1}
        for move in game.moves:
            position.play(code_of(move))
        return position

    def history_key(self) -> tuple[int, int]:
        """The key of the position and the player to move, as the repetition rule counts it."""
        return (key_of(self.cur, self.mask), self.turn)

    def cell(self, column: int, row: int) -> int:
        """0 empty, 1 or 2."""
        bit = self.layout.bit(column, row)
        if not self.mask & bit:
            return 0
        return self.turn if self.cur & bit else 3 - self.turn

    def children(self) -> list[Child]:
        """Every legal move and what it leads to (see :func:`expand`); empty once over."""
        if self.result is not None:
            return []
        return expand(self.layout, self.cur, self.mask)

    def legal_codes(self) -> list[int]:
        """The legal move codes."""
        return [child[0] for child in self.children()]

    def play(self, code: int) -> None:
        """Play a legal move code (ValueError otherwise)."""
        for child in self.children():
            if child[0] == code:
                break
        else:
            raise ValueError(f"move code {code} is not legal here")
        _, outcome, self.cur, self.mask = child
        mover = self.turn
        self.turn = 3 - mover
        if outcome == WIN:
            self.result = mover
        elif outcome == LOSS:
            self.result = 3 - mover
        elif outcome == DRAW:
            self.result = 0
        if self.seen is not None:
            key = self.history_key()
            times = self.seen.get(key, 0) + 1
            self.seen[key] = times
            if times >= 3 and self.result is None:
                self.result = 0
