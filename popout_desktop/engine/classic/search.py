"""The search for every rule set: negamax, alpha-beta, exact or depth-limited (:class:`Search`).

Values are *root-relative*: a win whose last move is ply ``p`` from the root of the search is
``MATE - p``, a loss ``-(MATE - p)``, a draw 0; a depth-limited search returns an evaluation
strictly between ``-EVAL_LIMIT`` and ``EVAL_LIMIT`` (far below ``MATE_MIN``) where it stops.
The transposition table stores values relative to the node so they can be reused at any ply.

**Cycles (Pop Out).** Positions repeat, and a table that ignores the path a position was reached
by gives wrong answers (the graph-history-interaction problem). Here a move back to a position
on the current path is scored as a draw, and every value records whether it relied on such a
"repetition on the path" to an ancestor above the node; only values that did not are stored.
This is exact: in a game where endless play is a draw, the value of the root equals the value
of the finite game that ends in a draw on the first repetition of a position on the path, and
a value computed without reference to ancestors is the value of the node as a root (the
winner's quickest plan never repeats a position, and a side that can hold the draw forever can
in particular hold it until something repeats). Stored bounds are therefore true values of the
position, and the search that reuses them stays exact. The tests check this against a
retrograde analysis of whole games.

**Repetition draws** (``Rules.repetition_draw``): the value depends on the game's history. The
search takes the set of positions that already occurred twice before the root — entering one
again is a draw by the rule — and treats them as drawn end positions. For the game's real
history this is exact (see :mod:`popout_desktop.engine.solver`). A table built for one such
set is only valid with that set, and the position key then includes the side to move.

**Depth-limited search** uses the same code with an evaluation at the horizon. A value of
``MATE_MIN`` or more (or ``-MATE_MIN`` or less) is a proven win (loss) in any mode: a proof of
a win never passes through a horizon or a repetition, whatever the table says about other
positions.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Final

from popout_desktop.engine.classic.board import (
    CONTINUES,
    DRAW,
    LOSS,
    POP,
    WIN,
    Child,
    expand,
    key_of,
)
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.clock import Clock

__all__ = ["EVAL_LIMIT", "INFINITY", "MATE", "MATE_MIN", "Search", "root_search"]

#: A win at ply p from the root is ``MATE - p``.
MATE: Final = 1_000_000
#: Values at or beyond this magnitude are proven wins or losses.
MATE_MIN: Final = MATE - 100_000
#: Evaluations stay strictly inside ``(-EVAL_LIMIT, EVAL_LIMIT)``.
EVAL_LIMIT: Final = 100_000
INFINITY: Final = MATE + 1
_NO_DEPTH: Final = 1 << 30  # the "depth" of an exact table entry
_CHECK_EVERY: Final = 1023

Evaluate = Callable[[int, int], int]
_first = itemgetter(0)


def root_search(
    children: dict[int, Child],
    codes: list[int],
    *,
    every_move: bool,
    repeats: Callable[[int], bool],
    search: Callable[[int, int, int, int], int],
) -> dict[int, int]:
    """The root's moves ``codes`` valued in that order (root-relative), shared by :class:`Search`
    and the compiled core's :class:`~.compiled_search.CompiledSearch` so that both search the
    root step for step: a move that ends the game is valued at once, a move to a repeated
    position (``repeats(child_key)``) is a draw, every other child is valued by
    ``search(cur, mask, alpha, beta)`` (from the child's view): a full window for every move with
    ``every_move``, else a principal-variation search (the first move with a full window, the
    others with a null window, searched again when they turn out better)."""
    values: dict[int, int] = {}
    alpha = -INFINITY
    for code in codes:
        _, outcome, ncur, nmask = children[code]
        if outcome == WIN:
            value = MATE - 1
        elif outcome == LOSS:
            value = -MATE + 1
        elif outcome == DRAW or repeats(ncur + nmask):
            value = 0
        elif every_move or alpha == -INFINITY:
            value = -search(ncur, nmask, -INFINITY, INFINITY)
        else:
            value = -search(ncur, nmask, -alpha - 1, -alpha)
            if value > alpha:
                value = -search(ncur, nmask, -INFINITY, -alpha)
        values[code] = value
        if value > alpha:
            alpha = value
    return values


class Search:
    """A negamax search for one :class:`Layout`, exact or depth-limited, with its own
    transposition table (kept between calls of the same search object).

    ``exact`` searches to the end (``depth`` is ignored) and stores only history-independent
    values. Otherwise ``evaluate(cur, mask)`` scores the horizon from the mover's view.
    ``poisoned`` holds, per parity of the ply, position keys that are drawn when entered (the
    repetition-draw rule); ``poisoned_root_ply_parity`` tells which parity the root has.
    """

    def __init__(
        self,
        lay: Layout,
        *,
        exact: bool,
        evaluate: Evaluate | None = None,
        poisoned: tuple[frozenset[int], frozenset[int]] | None = None,
        clock: Clock | None = None,
    ) -> None:
        if not exact and evaluate is None:
            raise ValueError("a depth-limited search needs an evaluation")
        self.layout = lay
        self.exact = exact
        self.clock = clock or Clock.unlimited()
        self.poisoned = poisoned
        self.table: dict[int, tuple[int, int, int, int]] = {}
        #: Per move code: how often it caused a cutoff (move ordering).
        self.history: dict[int, int] = {}
        self.max_ply = 0
        self._state = [0, _NO_DEPTH]
        self._path: dict[int, int] = {}
        self._negamax = self._build(evaluate)

    @property
    def nodes(self) -> int:
        """Nodes searched so far by this object."""
        return self._state[0]

    def negamax(self, cur: int, mask: int, alpha: int, beta: int, depth: int = _NO_DEPTH) -> int:
        """The value of ``(cur, mask)`` as the root, within ``[alpha, beta]`` (fail-soft)."""
        self._state[1] = _NO_DEPTH
        return self._negamax(cur, mask, 0, alpha, beta, depth)

    def root_values(
        self,
        cur: int,
        mask: int,
        depth: int,
        codes: list[int],
        *,
        every_move: bool,
    ) -> dict[int, int]:
        """Search the root's moves ``codes`` (in that order) to ``depth`` and return their values
        (root-relative, from the root player's view).

        ``every_move``: each move gets its own full window, so every value is exact for this
        depth (for analysis). Otherwise a principal-variation search: the first move with a full
        window, the others with a null window that only shows they are not better (their
        values are then upper bounds) unless they are, when they are searched again.
        """
        children = {child[0]: child for child in expand(self.layout, cur, mask)}
        key = self._root_key(cur, mask)
        poisoned = self.poisoned[1] if self.poisoned is not None else frozenset()
        colour = self.poisoned is not None
        path = self._path
        path[key] = 0
        self._state[1] = _NO_DEPTH
        negamax = self._negamax
        try:
            return root_search(
                children,
                codes,
                every_move=every_move,
                repeats=lambda child: (
                    child in poisoned or (((child << 1) | 1) if colour else child) in path
                ),
                search=lambda ncur, nmask, alpha, beta: negamax(
                    ncur, nmask, 1, alpha, beta, depth - 1
                ),
            )
        finally:
            del path[key]

    def best_codes(self, cur: int, mask: int) -> int | None:
        """The best move the table remembers for a position (as root), if any."""
        entry = self.table.get(self._root_key(cur, mask))
        if entry is None or entry[3] < 0:
            return None
        return entry[3]

    def _root_key(self, cur: int, mask: int) -> int:
        key = key_of(cur, mask)
        return key << 1 if self.poisoned is not None else key

    def _build(self, evaluate: Evaluate | None) -> Callable[[int, int, int, int, int, int], int]:
        lay = self.layout
        exact = self.exact
        table = self.table
        get = table.get
        history = self.history
        hget = history.get
        spots = lay.spots
        bottom_row = lay.bottom_row
        playable = lay.playable_mask
        colour_key = self.poisoned is not None
        poisoned = self.poisoned or (frozenset(), frozenset())
        evaluate_fn = evaluate if evaluate is not None else (lambda cur, mask: 0)
        path = self._path
        # [nodes, lowest ancestor ply a repetition referred to] kept in a list for speed.
        state = self._state
        search = self

        def bonus(depth: int) -> int:
            return 1 if exact else depth * depth

        def negamax(cur: int, mask: int, ply: int, alpha: int, beta: int, depth: int) -> int:
            state[0] += 1
            if not state[0] & _CHECK_EVERY:
                search.clock.check()
            children = expand(lay, cur, mask)
            for child in children:
                if child[1] == WIN:
                    return MATE - ply - 1
            # No win at once; the opponent always has a drop left, so no win before ply + 3,
            # and we always have a move that does not lose at once (a drop), so no loss
            # before ply + 2.
            worst = -MATE + ply + 2
            if alpha < worst:
                alpha = worst
                if alpha >= beta:
                    return alpha
            best_possible = MATE - ply - 3
            if beta > best_possible:
                beta = best_possible
                if alpha >= beta:
                    return beta
            if not exact and depth <= 0:
                return evaluate_fn(cur, mask)
            key = cur + mask
            if colour_key:
                key = (key << 1) | (ply & 1)
            entry = get(key)
            lo = -INFINITY
            hi = INFINITY
            tt_move = -1
            if entry is not None:
                e_lo, e_hi, e_depth, tt_move = entry
                usable = exact or e_depth >= depth
                if e_lo > -INFINITY and (usable or e_lo >= MATE_MIN):
                    lo = (
                        e_lo - ply
                        if e_lo >= MATE_MIN
                        else (e_lo + ply if e_lo <= -MATE_MIN else e_lo)
                    )
                    if alpha < lo:
                        alpha = lo
                        if alpha >= beta:
                            return alpha
                if e_hi < INFINITY and (usable or e_hi <= -MATE_MIN):
                    hi = (
                        e_hi - ply
                        if e_hi >= MATE_MIN
                        else (e_hi + ply if e_hi <= -MATE_MIN else e_hi)
                    )
                    if beta > hi:
                        beta = hi
                        if alpha >= beta:
                            return beta
            # Drops that let the opponent win at once need no search: the opponent's spots
            # that are playable after the drop.
            opp = cur ^ mask
            threats = spots(opp, mask)
            possible = (mask + bottom_row) & playable
            open_threats = threats & possible
            ordered: list[tuple[int, int, int, int]] = []
            add = ordered.append
            best = -INFINITY
            best_move = -1
            lose_now = -MATE + ply + 2
            for code, outcome, ncur, nmask in children:
                if outcome != CONTINUES:
                    # a draw, or a pop that completes only the opponent's line
                    value = 0 if outcome == DRAW else -MATE + ply + 1
                    if value > best:
                        best = value
                        best_move = code
                    continue
                if not code & POP:
                    disc = nmask ^ mask
                    if (open_threats ^ (open_threats & disc)) or (threats & (disc << 1)):
                        if lose_now > best:
                            best = lose_now
                            best_move = code
                        continue
                if code == tt_move:
                    order = 1 << 40
                else:
                    order = (spots(nmask ^ ncur, nmask).bit_count() << 20) + hget(code, 0)
                add((order, code, ncur, nmask))
            if best >= beta:
                return best
            if best > alpha:
                alpha = best
            ordered.sort(key=_first, reverse=True)
            saved_low = state[1]
            state[1] = _NO_DEPTH
            path[key] = ply
            if ply > search.max_ply:
                search.max_ply = ply
            child_ply = ply + 1
            child_parity = poisoned[child_ply & 1]
            alpha0 = alpha
            try:
                for _, code, ncur, nmask in ordered:
                    child_key = ncur + nmask
                    if child_key in child_parity:
                        value = 0
                    else:
                        if colour_key:
                            child_key = (child_key << 1) | (child_ply & 1)
                        seen = path.get(child_key)
                        if seen is not None:
                            value = 0
                            if seen < state[1]:
                                state[1] = seen
                        else:
                            value = -negamax(ncur, nmask, child_ply, -beta, -alpha, depth - 1)
                    if value > best:
                        best = value
                        best_move = code
                        if value > alpha:
                            if value >= beta:
                                history[code] = hget(code, 0) + bonus(depth)
                                break
                            alpha = value
            finally:
                del path[key]
            low = state[1]
            state[1] = low if low < saved_low else saved_low
            if low >= ply:
                # Store with mate values relative to this node.
                stored = (
                    best + ply if best >= MATE_MIN else (best - ply if best <= -MATE_MIN else best)
                )
                new_depth = _NO_DEPTH if exact else depth
                if entry is not None and (exact or entry[2] == depth):
                    old_lo, old_hi = entry[0], entry[1]
                else:
                    old_lo, old_hi = -INFINITY, INFINITY
                if best >= beta:
                    entry = (max(old_lo, stored), old_hi, new_depth, best_move)
                elif best <= alpha0:
                    entry = (old_lo, min(old_hi, stored), new_depth, best_move)
                else:
                    entry = (stored, stored, new_depth, best_move)
                table[key] = entry
            return best

        return negamax
