"""A proven win and the move that keeps it, for rules with pops (:func:`winning_move`): the first
question Expert asks on a Pop Out board, and the one the Pop Out book is built and checked with.

The exact search (:mod:`.compiled_search`) is asked, for p = 1, 3, 5, ...: "can the player to
move win by ply p?" (:func:`~..solver.solve_by_search`). The first yes gives the distance of the
quickest win; the move is then the first, in a fixed order, whose position the opponent loses
by ply p - 1. Playing the quickest win every turn, the distance falls by two each turn, so the
game ends in a win.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from popout_desktop.engine.classic.board import CONTINUES, WIN, expand
from popout_desktop.engine.classic.compiled_search import ExactSearch, Poisoned, exact_search
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.classic.search import MATE, MATE_MIN
from popout_desktop.engine.solver import solve_by_search

__all__ = ["BOOK_PROOF_NODES", "PROOF_FLOOR_NODES", "ProvenWin", "winning_move"]

#: The nodes in which Expert's proof must find the win of every position after the Pop Out
#: book (the book's walk and its test; a fresh table): about 3 ms of the compiled search (1.8 M
#: nodes per CPU second), some 0.12 s of the Python one (40 k). Issue 33, point 3: it was
#: 500,000 (0.28 s), so at 0.03 s a move Expert missed some proofs and needed 12 moves; the book
#: now holds every position Expert meets as first player that needs more.
BOOK_PROOF_NODES: Final = 5_000
#: The nodes Expert's root proof runs on the Pop Out book's board whatever its clock (and more
#: while the clock allows): four times the book's budget, as its table at play time is not fresh.
PROOF_FLOOR_NODES: Final = 4 * BOOK_PROOF_NODES


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
    beyond ``max_plies``). Raises :class:`~..clock.SearchStopped` when the search's clock stops
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
    # The move: the first, in the order of expand(), after which the opponent loses by ply
    # plies - 1. Exact answers do not depend on the table, so neither does the move: Expert
    # plays the move the book's walk and its test checked, whatever its table holds.
    checker = search
    if poisoned is not None:  # the child is one ply on: the sets swap their parity
        checker = exact_search(lay, poisoned=(poisoned[1], poisoned[0]), clock=search.clock)
    bound = -(MATE - (plies - 1))
    for code, outcome, child_cur, child_mask in children:
        if outcome != CONTINUES:
            continue
        if poisoned is not None and child_cur + child_mask in poisoned[1]:
            continue  # entering it again is a draw by the repetition rule
        if checker.negamax(child_cur, child_mask, bound, bound + 1) <= bound:
            return ProvenWin(code, plies)
    raise AssertionError("a proven win without a winning move")  # pragma: no cover
