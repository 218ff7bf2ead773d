"""The search for Pop 10 and Power Up: negamax with alpha-beta over the rules engine's own
:class:`~popout_desktop.rules.VariantGame` (:class:`VariantSearch`), and iterative deepening over
the root's moves (:func:`think_variant`).

It plays and takes back moves on a private copy of the game with the public API (``legal_moves``,
``play``, ``undo``, ``result``, ``position_key``), so every move it considers is legal by
construction and every rule — phases, scores, power checkers, passes — is the rules engine's.

**Turns of several steps.** After a kept pop (Pop 10) and in the follow-up phases ("put_back",
"bomb_pop", "wall_drop", "second_drop") the same player moves again. Values are from the view of
the player to move at each node, and a child's value is negated only when the player to move
changes; the window is passed on unchanged otherwise. Mate distances count steps: a win whose
deciding step is ``p`` steps from the root is ``MATE - p`` (see :mod:`..classic.search` for the
scale).

**Depth** counts whole turns: the steps that start a turn (phases "play" and "setup": their
engine step, in :data:`~popout_desktop.rules.phases.PHASES`, is a turn start) cost one, except
a Pop 10 kept pop, after which the same player pops again (it continues the turn, and counting
it made a line with a kept pop one turn shorter than its siblings: the horizon fell in the
middle of some turns and after others, and depth 2 lost to depth 1); a follow-up step is forced
to come and costs no depth. The horizon is only ever a position where a turn starts, so the
evaluation never sees a disc in the air (a popped disc not yet put back, a bomb that has not
popped yet), and at a given depth it is the same player's turn in every line. Depth 1 is thus
one whole move: a pop and its put-back (with any kept pops before them), a wall and its drop.

**Repetitions** (Pop 10's put-backs; Power Up with Pop Out) are handled as in
:mod:`..classic.search`: a step back to a position on the current path scores a draw, and a value
that relied on that is not stored in the table. With ``repetition_draw`` the copy keeps counting the
game's positions, so entering one seen twice before (the third time) ends it in a draw as in the
real game; such a value depends on the game's history, which is why a search object serves one game
position.

The table is keyed by ``position_key()`` (the whole state: discs, piece identities, the player to
move, the phase, scores, power checkers, the put-back column).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from popout_desktop.engine.classic.search import INFINITY, MATE, MATE_MIN
from popout_desktop.engine.clock import Clock, SearchStopped, depth_clock
from popout_desktop.engine.variants.evaluation import (
    VariantEvaluate,
    keepable_columns,
    variant_evaluator,
    win_now,
)
from popout_desktop.engine.variants.key import is_turn_start, phase_is
from popout_desktop.rules import Game, Move, Phase

__all__ = ["MAX_DEPTH", "VariantSearch", "VariantThought", "think_variant"]

#: Deeper than any variant search gets within a human time limit.
MAX_DEPTH: Final = 64
_NO_DEPTH: Final = 1 << 30  # the "depth" of an exact table entry
_CHECK_EVERY: Final = 127  # nodes between two clock checks (a mask)
#: The deepest step a search goes to: a line longer than this (an exact search's full window
#: can follow put-backs for hundreds of steps) stops the search as the clock does, well before
#: Python's recursion limit (1,000 frames) would end it with a RecursionError.
MAX_PLY: Final = 400
#: Table entry: (lower bound, upper bound, depth, best move or None); mates node-relative.
_Entry = tuple[int, int, int, Move | None]


class VariantSearch:
    """A negamax search of one Pop 10 or Power Up position, exact or depth-limited, with its own
    transposition table (kept between calls on the same object).

    ``game`` is copied; the search plays on the copy and leaves it as it found it. ``exact``
    searches to the end (depth is ignored, no evaluation); otherwise ``evaluate`` (default: the
    variant's :func:`~.evaluation.variant_evaluator`) scores the horizon.
    """

    def __init__(
        self,
        game: Game,
        *,
        exact: bool,
        evaluate: VariantEvaluate | None = None,
        clock: Clock | None = None,
        keep_chains: bool = True,
    ) -> None:
        rules = game.rules
        if not rules.is_variant:
            raise ValueError("VariantSearch is for Pop 10 and Power Up")
        self.game = game.copy()
        self.rules = rules
        self.exact = exact
        self.evaluate = evaluate or variant_evaluator(rules)
        self.clock = clock or Clock.unlimited()
        self.table: dict[tuple[int, ...], _Entry] = {}
        #: Per move: how often it caused a cutoff (move ordering).
        self.history: dict[Move, int] = {}
        self.nodes = 0
        #: Set when the mate-distance bound cut a line short (see :func:`.opponent.solve_variant`).
        self.horizon = False
        self._low = _NO_DEPTH  # lowest ancestor ply a repetition on the path referred to
        self._path: dict[tuple[int, ...], int] = {}
        self._win_now: Callable[[tuple[int, ...]], bool] = lambda key: win_now(rules, key)
        #: Pop 10: the values of chains of kept pops at the horizon (see :meth:`_keep_chain`).
        self._chains: dict[tuple[int, ...], int] = {}
        self._keepable = keepable_columns(rules) if rules.pop_ten and keep_chains else None

    # -- the public entry points ------------------------------------------------------------

    def value(self, alpha: int = -INFINITY, beta: int = INFINITY, depth: int = _NO_DEPTH) -> int:
        """The value of the game's position as the root, within ``[alpha, beta]`` (fail-soft).

        Raises :class:`~..clock.SearchStopped` when the clock runs out.
        """
        self._low = _NO_DEPTH
        return self._negamax(0, alpha, beta, depth)

    def root_values(
        self,
        moves: list[Move],
        depth: int,
        *,
        every_move: bool,
        into: dict[Move, int] | None = None,
    ) -> dict[Move, int]:
        """Search the root's ``moves`` (in that order, all legal) to ``depth`` and return their
        values, root-relative, from the view of the player to move at the root.

        ``every_move``: each move gets a full window, so each value is exact for this depth.
        Otherwise a principal-variation search: values after the first may be upper bounds
        (the first is exact, and so is any later one that beat every value before it).
        ``into``: the dict the values are written to as each move finishes (and returned), so
        that the moves finished before the clock stopped the search are known.
        """
        game = self.game
        mover = game.turn
        key = game.position_key()
        child_depth = depth - 1 if is_turn_start(key) else depth
        path = self._path
        path[key] = 0
        self._low = _NO_DEPTH
        values: dict[Move, int] = {} if into is None else into
        alpha = -INFINITY
        try:
            for move in moves:
                game.play(move)
                try:
                    depth_left = child_depth
                    if game.turn == mover and is_turn_start(game.position_key()):
                        depth_left = depth  # a kept pop: the turn goes on, free
                    value = self._child_value(mover, 0, depth_left, alpha, every_move)
                finally:
                    game.undo()
                values[move] = value
                if value > alpha:
                    alpha = value
        finally:
            del path[key]
        return values

    def best_move(self) -> Move | None:
        """The best move the table remembers for the root position, if any."""
        entry = self.table.get(self.game.position_key())
        return None if entry is None else entry[3]

    # -- the search -------------------------------------------------------------------------

    def _child_value(self, mover: int, ply: int, depth: int, alpha: int, full_window: bool) -> int:
        """The value, for ``mover``, of the position just reached from the root (ply 0)."""
        game = self.game
        result = game.result
        if result is not None:
            winner = result.winner
            if winner is None:
                return 0
            return MATE - ply - 1 if winner == mover else -(MATE - ply - 1)
        key = game.position_key()
        if key in self._path:
            return 0
        same = game.turn == mover
        if full_window or alpha == -INFINITY:
            return self._signed(same, ply + 1, -INFINITY, INFINITY, depth)
        value = self._signed(same, ply + 1, alpha, alpha + 1, depth)
        if value > alpha:
            value = self._signed(same, ply + 1, alpha, INFINITY, depth)
        return value

    def _signed(self, same: bool, ply: int, alpha: int, beta: int, depth: int) -> int:
        """The child's value from its parent's view, searched with the parent's window."""
        if same:
            return self._negamax(ply, alpha, beta, depth)
        return -self._negamax(ply, -beta, -alpha, depth)

    def _negamax(self, ply: int, alpha: int, beta: int, depth: int) -> int:
        self.nodes += 1
        if not self.nodes & _CHECK_EVERY:
            self.clock.check()
        if ply >= MAX_PLY:
            raise SearchStopped
        game = self.game
        key = game.position_key()
        # The best possible is a win with the next step, the worst a loss with it (a pop that
        # completes only the opponent's line).
        best_possible = MATE - ply - 1
        if beta > best_possible:
            beta = best_possible
            if alpha >= beta:
                self.horizon = True
                return beta
        if alpha < -best_possible:
            alpha = -best_possible
            if alpha >= beta:
                self.horizon = True
                return alpha
        if self._win_now(key):
            return best_possible
        exact = self.exact
        table = self.table
        entry = table.get(key)
        tt_move = None
        if entry is not None:
            e_lo, e_hi, e_depth, tt_move = entry
            usable = exact or e_depth >= depth
            if e_lo > -INFINITY and (usable or e_lo >= MATE_MIN):
                lo = e_lo - ply if e_lo >= MATE_MIN else (e_lo + ply if e_lo <= -MATE_MIN else e_lo)
                if alpha < lo:
                    alpha = lo
                    if alpha >= beta:
                        return alpha
            if e_hi < INFINITY and (usable or e_hi <= -MATE_MIN):
                hi = e_hi - ply if e_hi >= MATE_MIN else (e_hi + ply if e_hi <= -MATE_MIN else e_hi)
                if beta > hi:
                    beta = hi
                    if alpha >= beta:
                        return beta
        turn_start = is_turn_start(key)
        if not exact and depth <= 0 and turn_start:
            if self._keepable is not None and phase_is(key, Phase.PLAY):
                return self._keep_chain(key, ply)
            return self.evaluate(key)
        child_depth = depth - 1 if turn_start else depth
        moves = game.legal_moves()
        if not moves:  # cannot happen in play; a draw rather than a crash
            return 0
        history = self.history
        hget = history.get
        if len(moves) > 1:
            moves.sort(key=lambda m: hget(m, 0), reverse=True)
            if tt_move is not None and tt_move in moves:
                moves.remove(tt_move)
                moves.insert(0, tt_move)
        mover = game.turn
        path = self._path
        saved_low = self._low
        self._low = _NO_DEPTH
        path[key] = ply
        child_ply = ply + 1
        loss_now = -(MATE - child_ply)
        win_now_value = MATE - child_ply
        best = -INFINITY
        best_move = None
        alpha0 = alpha
        negamax = self._negamax
        try:
            for move in moves:
                game.play(move)
                try:
                    result = game.result
                    if result is not None:
                        winner = result.winner
                        if winner is None:
                            value = 0
                        else:
                            value = win_now_value if winner == mover else loss_now
                    else:
                        child_key = game.position_key()
                        seen = path.get(child_key)
                        if seen is not None:
                            value = 0
                            if seen < self._low:
                                self._low = seen
                        elif game.turn == mover:
                            # A kept pop (the same player starts a step of the turn again)
                            # costs no depth: the turn ends with a pop that is not kept.
                            value = negamax(
                                child_ply,
                                alpha,
                                beta,
                                depth if is_turn_start(child_key) else child_depth,
                            )
                        else:
                            value = -negamax(child_ply, -beta, -alpha, child_depth)
                finally:
                    game.undo()
                if value > best:
                    best = value
                    best_move = move
                    if value > alpha:
                        if value >= beta:
                            history[move] = hget(move, 0) + (1 if exact else depth * depth + 1)
                            break
                        alpha = value
        finally:
            del path[key]
        low = self._low
        self._low = low if low < saved_low else saved_low
        if low >= ply:
            stored = best + ply if best >= MATE_MIN else (best - ply if best <= -MATE_MIN else best)
            new_depth = _NO_DEPTH if exact else depth
            if entry is not None and (exact or entry[2] == depth):
                old_lo, old_hi = entry[0], entry[1]
            else:
                old_lo, old_hi = -INFINITY, INFINITY
            if best >= beta:
                table[key] = (max(old_lo, stored), old_hi, new_depth, best_move)
            elif best <= alpha0:
                table[key] = (old_lo, min(old_hi, stored), new_depth, best_move)
            else:
                table[key] = (stored, stored, new_depth, best_move)
        return best

    def _keep_chain(self, key: tuple[int, ...], ply: int) -> int:
        """Pop 10 at the horizon: the best the player to move can reach by keeping discs (each
        kept pop lets them pop again), the evaluation where they stop. All steps are the same
        player's, so this is a plain maximum, cached per position."""
        cached = self._chains.get(key)
        if cached is not None:
            return cached - ply if cached >= MATE_MIN else cached
        keepable = self._keepable
        assert keepable is not None
        best = self.evaluate(key)
        columns = keepable(key)
        if columns:
            self.nodes += 1
            if not self.nodes & _CHECK_EVERY:
                self.clock.check()
            game = self.game
            for column in columns:
                game.play(Move.pop(column))
                try:
                    if game.result is not None:  # the target
                        value = MATE - ply - 1
                    else:
                        value = self._keep_chain(game.position_key(), ply + 1)
                finally:
                    game.undo()
                if value > best:
                    best = value
                    if value >= MATE_MIN:
                        break
        self._chains[key] = best + ply if best >= MATE_MIN else best
        return best


@dataclass
class VariantThought:
    """What :func:`think_variant` found: per root move its value (root-relative) at the deepest
    depth completed for it, that depth, and the best move of the deepest depth completed."""

    values: dict[Move, int] = field(default_factory=dict)
    depths: dict[Move, int] = field(default_factory=dict)
    depth: int = 0
    nodes: int = 0
    best: Move | None = None


def think_variant(
    game: Game,
    clock: Clock,
    *,
    max_depth: int = MAX_DEPTH,
    every_move: bool = False,
    moves: list[Move] | None = None,
    search: VariantSearch | None = None,
    min_depth: int = 1,
    min_clock: Clock | None = None,
) -> VariantThought:
    """Search ``game`` deeper and deeper until ``max_depth`` or the clock runs out (never raises
    for that). ``every_move`` gives each move an exact value at each depth (analysis);
    ``moves``: the root moves to search (default: every legal move).

    Depth 1 runs until the longest clock given runs out (``min_clock``, else ``clock``): it
    completes unless one turn is too much for the whole time (a large Pop 10 board, with chains
    of kept pops), and then the moves it finished are used. Depths up to ``min_depth`` run on
    ``min_clock`` (default ``clock``), a longer clock.

    Without ``every_move``, the depth the clock interrupts is not thrown away (as in
    :func:`~..think.think`): its first move is the previous depth's best, searched with a full
    window, and a later move finished at that depth replaces it as :attr:`VariantThought.best`
    when its value is higher (its value and depth are recorded; :attr:`VariantThought.depth`
    stays the last depth completed for every move).
    """
    if search is None:
        search = VariantSearch(game, exact=False)
    order = list(moves) if moves is not None else game.legal_moves()
    thought = VariantThought()
    if not order:
        return thought
    for depth in range(1, max_depth + 1):
        search.clock = depth_clock(depth, clock, min_depth, min_clock)
        if depth == 1:
            # Depth 1 is one whole turn, kept pops included: on a large Pop 10 board a turn can
            # chain many kept pops, so even depth 1 stops when the whole time is up.
            search.clock = min_clock if min_clock is not None else clock
        values: dict[Move, int] = {}
        try:
            search.root_values(order, depth, every_move=every_move, into=values)
        except SearchStopped:
            if values and depth == 1:  # the moves finished, each valued at depth 1
                thought.values.update(values)
                thought.depths.update(dict.fromkeys(values, 1))
                thought.best = max(values, key=lambda move: values[move])
            elif values and not every_move:
                best = max(values, key=lambda move: values[move])  # the first on a tie
                thought.best = best
                thought.values[best] = values[best]
                thought.depths[best] = depth
            break
        thought.values.update(values)
        for move in values:
            thought.depths[move] = depth
        thought.depth = depth
        order.sort(key=lambda move: -values[move])
        thought.best = order[0]
        if all(abs(v) >= MATE_MIN for v in values.values()):
            break
        if not every_move and values[order[0]] >= MATE_MIN:
            break
        if clock.expired() and (depth >= min_depth or search.clock.expired()):
            break
    thought.nodes = search.nodes
    return thought
