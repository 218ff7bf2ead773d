"""Values of every legal move, exact where the engine can prove them (:func:`analyze`).

The values are from the view of the player to move, the higher the better, on one scale:

* an exact win in which the player makes ``k`` moves, this one included, is
  ``ANALYSIS_WIN - k`` (``ANALYSIS_WIN = 1_000_000``: a move that wins at once is 999 999);
* an exact loss in which the opponent makes ``k`` more moves is ``-(ANALYSIS_WIN - k)`` (a pop
  that completes only the opponent's line: ``k = 0``);
* an exact draw (or endless play) is 0;
* an estimate of the depth-limited search lies strictly between ``-ESTIMATE_LIMIT`` and
  ``ESTIMATE_LIMIT`` (100 000), positive when the player to move stands better.

A value of 0 is an exact draw or an even estimate: :attr:`Analysis.exact` tells which, and
:meth:`Analysis.outcome` says it in words ("wins in 7", "draw", "loses in 12", "estimate").
Wins and losses come from the exact solvers (on Pop Out boards beyond the small ones, the
compiled exact search, with their exact distances: :func:`compiled_proofs`), or are proved by
the depth-limited search, which
never claims a win it has not proved but may, on big boards, not find the quickest one: there a
win "in k" means in k moves at most.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from popout_desktop.engine.classic.board import (
    CONTINUES,
    DRAW,
    LOSS,
    WIN,
    Position,
    code_of,
    expand,
    key_of,
    move_of,
)
from popout_desktop.engine.classic.compiled_search import ExactSearch, Poisoned, fits, search_core
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.classic.search import EVAL_LIMIT, MATE, MATE_MIN
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.engine.constants import ANALYSIS_WIN
from popout_desktop.engine.scores import Outcome, winner_moves
from popout_desktop.engine.solver import (
    SMALL_BOARD,
    classic_solver,
    cyclic_search,
    graph_values,
    solve_by_search,
)
from popout_desktop.engine.think import think
from popout_desktop.rules import Game, Move

__all__ = [
    "ANALYSIS_WIN",
    "ESTIMATE_LIMIT",
    "Analysis",
    "analyze",
    "compiled_proofs",
    "exact_children",
    "value_of_internal",
]

ESTIMATE_LIMIT: Final = EVAL_LIMIT


class Analysis(dict[Move, int]):
    """``{move: value}`` for every legal move (see the module for the scale), plus which values
    are exact and how deep the search went.

    >>> from popout_desktop.rules import Game, Rules
    >>> analysis = analyze(Game.from_notation("d1 d2 d1 d2 d1 d2", Rules.preset("classic")))
    >>> analysis.best(), str(analysis.outcome(analysis.best()))
    (Move(kind='drop', column=0), 'wins in 1')
    """

    def __init__(self) -> None:
        super().__init__()
        #: The moves whose value is exact.
        self.exact: set[Move] = set()
        #: The depth the estimates were searched to (0 if everything was exact).
        self.depth = 0

    def is_exact(self, move: Move) -> bool:
        """True if the value of ``move`` is exact (proved), not an estimate."""
        return move in self.exact

    def outcome(self, move: Move) -> Outcome:
        """The value of ``move`` in words."""
        value = self[move]
        if move not in self.exact:
            return Outcome("estimate")
        if value == 0:
            return Outcome("draw")
        return Outcome("win" if value > 0 else "loss", ANALYSIS_WIN - abs(value))

    def best(self) -> Move:
        """A move with the highest value (the first in column order among equals)."""
        return max(self, key=lambda move: self[move])


def value_of_internal(value: int) -> int:
    """Analysis value of a root-relative search value of a root move (see
    :mod:`.classic.search`)."""
    if value >= MATE_MIN:
        return ANALYSIS_WIN - (MATE - value + 1) // 2
    if value <= -MATE_MIN:
        return -(ANALYSIS_WIN - (MATE + value) // 2)
    return max(-ESTIMATE_LIMIT + 1, min(ESTIMATE_LIMIT - 1, value))


def compiled_proofs(lay: Layout, poisoned: Poisoned | None = None) -> bool:
    """True if moves on this board are proved by the compiled exact search: Pop Out rules (not a
    variant) on a board larger than :data:`~.solver.SMALL_BOARD` (smaller ones are solved whole)
    that the compiled core takes and runs (:func:`~.classic.compiled_search.search_core`, as
    ``POPOUT_ENGINE_CORE`` says: with ``python`` it is False, and the levels search as before)."""
    rules = lay.rules
    if not rules.pop_out or rules.is_variant or lay.capacity <= SMALL_BOARD:
        return False
    if not fits(lay, poisoned):
        return False
    try:
        return search_core(lay, poisoned) == "c"
    except ValueError:  # ``c`` forced but not built: no proofs, never an error here
        return False


def exact_children(
    position: Position,
    codes: list[int],
    clock: Clock,
    analysis: Analysis,
    compiled: bool = True,
) -> list[int]:
    """Put into ``analysis`` the exact values of the moves ``codes`` that can be solved in the
    time of ``clock`` (moves that end the game; every move without pops; every move on a small
    Pop Out board, at once once :func:`~.solver.prepare_table` has solved its table, and with
    repetition history as long as no position was seen twice; on a larger Pop Out board where
    :func:`compiled_proofs` holds, the wins and losses the compiled exact search proves, each
    move with an even part of the time left, so that one undecided move cannot take it all:
    draws cannot be proved there; not without ``compiled``); return the codes left unsolved."""
    lay = position.layout
    rules = lay.rules
    discs = (position.mask & lay.playable_mask).bit_count()
    children = {child[0]: child for child in position.children()}
    left = []
    # The moves still to prove on a large Pop Out board (those that go on), for the time split,
    # and the exact searches of this call, one per set of repetition draws.
    to_prove = sum(1 for code in codes if children[code][1] == CONTINUES)
    searches: dict[Poisoned | None, ExactSearch] = {}
    for code in codes:
        _, outcome, cur, mask = children[code]
        move = move_of(code)
        if outcome != CONTINUES:
            value = {WIN: ANALYSIS_WIN - 1, LOSS: -ANALYSIS_WIN, DRAW: 0}[outcome]
            analysis[move] = value
            analysis.exact.add(move)
            continue
        share = 1.0 / max(1, to_prove)
        to_prove -= 1
        if position.seen is not None and _third_time(position.seen, cur, mask, position.turn):
            analysis[move] = 0  # entering a position the third time: a draw by repetition
            analysis.exact.add(move)
            continue
        if clock.expired():
            left.append(code)
            continue
        if not rules.pop_out:
            score = classic_solver(rules, clock).solve_or_none(cur, mask, discs + 1)
            if score is None:
                left.append(code)
                continue
            # ``score`` is the opponent's, in the position after the move
            if score == 0:
                value = 0
            elif score < 0:
                value = ANALYSIS_WIN - (winner_moves(rules, discs + 1, score) + 1)
            else:
                value = -(ANALYSIS_WIN - winner_moves(rules, discs + 1, score))
        elif lay.capacity <= SMALL_BOARD:
            seen = position.seen
            poisoned = None
            if seen is not None:
                poisoned = _child_poison(seen, key_of(cur, mask), 3 - position.turn)
            internal = graph_values(lay, cur, mask, clock, poisoned)
            if internal is None:
                left.append(code)
                continue
            value = _child_value(internal)
        else:
            poisoned = None
            if position.seen is not None:
                poisoned = _child_poison(position.seen, key_of(cur, mask), 3 - position.turn)
            if not compiled or not compiled_proofs(lay, poisoned):
                left.append(code)
                continue
            proved = _prove_child(lay, cur, mask, clock.share(share), poisoned, searches)
            if proved is None:
                left.append(code)
                continue
            value = _child_value(proved)
        analysis[move] = value
        analysis.exact.add(move)
    return left


def _child_value(internal: int) -> int:
    """The analysis value of a move from the exact root-relative value of the position after it
    (one ply further from our root, and from the other side)."""
    if internal > 0:
        return value_of_internal(-(internal - 1))
    if internal < 0:
        return value_of_internal(-internal - 1)
    return 0


def _prove_child(
    lay: Layout,
    cur: int,
    mask: int,
    clock: Clock,
    poisoned: Poisoned | None,
    searches: dict[Poisoned | None, ExactSearch],
) -> int | None:
    """The exact root-relative value (a win or a loss with its distance, as
    :func:`~.solver.solve_cyclic`) of the position after a move, by the compiled exact search
    on ``clock`` (the cached one of the rules without repetition draws, else one per set of
    ``poisoned`` positions kept in ``searches``); None if the clock stops it first."""
    if any(child[1] == WIN for child in expand(lay, cur, mask)):
        return MATE - 1
    search = searches.get(poisoned)
    if search is None:
        search = searches[poisoned] = cyclic_search(lay.rules, clock, poisoned)
    search.clock = clock
    try:
        return solve_by_search(search, cur, mask)
    except SearchStopped:
        return None


def _third_time(seen: dict[tuple[int, int], int], cur: int, mask: int, turn: int) -> bool:
    """True if the move to ``(cur, mask)`` (the opponent of ``turn`` to move there) enters that
    position the third time (see :attr:`.classic.board.Position.seen`)."""
    return seen.get((key_of(cur, mask), 3 - turn), 0) >= 2


def _child_poison(
    seen: dict[tuple[int, int], int], key: int, mover: int
) -> tuple[frozenset[int], frozenset[int]] | None:
    """The positions seen twice once the position ``key`` (``mover`` to move) is entered once
    more, split as :func:`~.solver.poisoned_positions` does from that position."""
    same: set[int] = set()
    other: set[int] = set()
    for (seen_key, turn), times in seen.items():
        if seen_key == key and turn == mover:
            times += 1
        if times >= 2:
            (same if turn == mover else other).add(seen_key)
    if not same and not other:
        return None
    return frozenset(same), frozenset(other)


def analyze(
    game: Game,
    *,
    time_limit: float = 1.0,
    deadline: float | None = None,
    stop: Callable[[], bool] | None = None,
) -> Analysis:
    """A value for every legal move of ``game`` (an empty :class:`Analysis` once it is over),
    computed within about ``time_limit`` seconds (or until ``deadline``, a ``time.monotonic()``
    time, or until ``stop()`` returns True): exact where the position can be solved in time, an
    estimate of a depth-limited search elsewhere. Never raises for lack of time.
    """
    analysis = Analysis()
    if game.is_over:
        return analysis
    clock = Clock.after(time_limit, deadline=deadline, stop=stop)
    if game.rules.is_variant:
        from popout_desktop.engine.variants.opponent import variant_analyze

        return variant_analyze(game, clock)
    position = Position.from_game(game)
    codes = [code_of(move) for move in game.legal_moves()]
    left = exact_children(position, codes, clock.share(0.5), analysis)
    if left:
        thought = think(position, clock, every_move=True, codes=left)
        analysis.depth = thought.depth
        for code in left:
            move = move_of(code)
            value = thought.values[code]
            analysis[move] = value_of_internal(value)
            if abs(value) >= MATE_MIN:
                analysis.exact.add(move)
    # legal-move order, so that iteration order is stable
    ordered = {move: analysis[move] for move in game.legal_moves()}
    analysis.clear()
    analysis.update(ordered)
    return analysis
