"""A proven win and the move that keeps it, for rules with pops (:func:`winning_move`): the first
question Expert asks on a Pop Out board, and the one the Pop Out book is built and checked with.

The exact search (:mod:`.compiled_search`) is asked, for p = 1, 3, 5, ...: "can the player to
move win by ply p?" (:func:`~.solver.solve_by_search`). The first yes gives the distance of the
quickest win; the move is then one whose position the opponent loses by ply p - 1. Playing the
quickest win every turn, the distance falls by two each turn, so the game ends in a win.
"""

from __future__ import annotations

from typing import NamedTuple

from popout_desktop.engine.board import CONTINUES, WIN, expand
from popout_desktop.engine.compiled_search import ExactSearch, Poisoned, exact_search
from popout_desktop.engine.layout import Layout
from popout_desktop.engine.search import MATE, MATE_MIN
from popout_desktop.engine.solver import solve_by_search

__all__ = ["ProvenWin", "winning_move"]


class ProvenWin(NamedTuple):
    """A move that wins, and in how many plies at most (the winning disc's ply, 1 = now)."""

    code: int
    plies: int


def winning_move(
    search: ExactSearch,
    cur: int,
    mask: int,
    *,
    poisoned: Poisoned | None = None,
    max_plies: int | None = None,
) -> ProvenWin | None:
    """The quickest win of the player to move at ``(cur, mask)``, proven by the exact
    ``search`` of its layout (built with the same ``poisoned`` sets: the positions drawn by the
    repetition rule when entered); None if the position is not won (lost, drawn, or won only
    beyond ``max_plies``). Raises :class:`~.clock.SearchStopped` when the search's clock stops
    it first."""
    lay: Layout = search.layout
    children = expand(lay, cur, mask)
    for code, outcome, _, _ in children:
        if outcome == WIN:
            return ProvenWin(code, 1)
    value = solve_by_search(search, cur, mask, max_plies)
    if value is None or value < MATE_MIN:
        return None
    plies = MATE - value
    # The move: one after which the opponent loses by ply plies - 1 (the table's best first).
    checker = search
    if poisoned is not None:  # the child is one ply on: the sets swap their parity
        checker = exact_search(lay, poisoned=(poisoned[1], poisoned[0]), clock=search.clock)
    best = search.best_codes(cur, mask)
    bound = -(MATE - (plies - 1))
    for code, outcome, child_cur, child_mask in sorted(children, key=lambda c: c[0] != best):
        if outcome != CONTINUES:
            continue
        if poisoned is not None and child_cur + child_mask in poisoned[1]:
            continue  # entering it again is a draw by the repetition rule
        if checker.negamax(child_cur, child_mask, bound, bound + 1) <= bound:
            return ProvenWin(code, plies)
    raise AssertionError("a proven win without a winning move")  # pragma: no cover
