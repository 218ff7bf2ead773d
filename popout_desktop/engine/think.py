"""Iterative deepening over the root's moves: the depth-limited search behind
:func:`~popout_desktop.engine.best_move` and :func:`~popout_desktop.engine.analyze`
(:func:`think`).

The search runs on the compiled core where it is built and takes the board
(:func:`~.classic.compiled_search.depth_search`, ``POPOUT_ENGINE_CORE``), else on the Python
:class:`~.classic.search.Search`: the same nodes, values and moves on both."""

from __future__ import annotations

from dataclasses import dataclass, field

from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.classic.compiled_search import depth_search
from popout_desktop.engine.classic.search import MATE_MIN
from popout_desktop.engine.clock import Clock, SearchStopped, depth_clock
from popout_desktop.engine.solver import poisoned_positions

__all__ = ["MAX_DEPTH", "Thought", "think"]

#: Deeper than any search gets within a human time limit.
MAX_DEPTH = 64


@dataclass
class Thought:
    """What :func:`think` found: per root move code its value (root-relative, see
    :mod:`.classic.search`) at the deepest depth completed for that move, and that depth."""

    values: dict[int, int] = field(default_factory=dict)
    depths: dict[int, int] = field(default_factory=dict)
    depth: int = 0
    nodes: int = 0
    #: The best move of the deepest depth completed (-1 if none), or of the depth the clock
    #: interrupted when a move finished there beat it (see :func:`think`).
    best_code: int = -1

    def best(self) -> int:
        """The code of the best move (:attr:`best_code`).

        Not simply the highest value: in a principal-variation search the other moves' values
        are only upper bounds, and one may equal the best move's value.
        """
        return self.best_code


def think(
    position: Position,
    clock: Clock,
    *,
    max_depth: int = MAX_DEPTH,
    every_move: bool = False,
    codes: list[int] | None = None,
    min_depth: int = 1,
    min_clock: Clock | None = None,
    core: str | None = None,
) -> Thought:
    """Search ``position`` deeper and deeper until ``max_depth`` or the clock runs out (never
    raises for that). ``every_move`` gives each move an exact value at each depth (analysis);
    otherwise only the best move's is. ``codes``: the moves to search (default: all).

    Depth 1 always completes, however short the time: it is cheap (one ply and an evaluation).
    Depths up to ``min_depth`` run on ``min_clock`` (default ``clock``), a longer clock, so that
    a level whose share of the time is short still sees that far when the time allows.

    Without ``every_move`` and with a clock that can run out, the depth the clock interrupts is
    not thrown away: its moves are searched one more at a time (the earlier ones come back from
    the table at once), and if a move finished at that depth is better than the best move of the
    previous depth, searched first and finished too, it becomes the best move (:attr:`Thought.
    best_code`; its value and depth are recorded, :attr:`Thought.depth` stays the last depth
    completed for every move).

    ``core``: the search's core (``"auto"``, ``"c"``, ``"python"``; None: ``POPOUT_ENGINE_CORE``).
    """
    lay = position.layout
    search = depth_search(lay, poisoned=poisoned_positions(position), core=core)
    order = list(codes) if codes is not None else position.legal_codes()
    thought = Thought()
    if not order:
        return thought
    partial = not every_move and (clock.deadline is not None or clock.stop is not None)
    cur, mask = position.cur, position.mask
    for depth in range(1, max_depth + 1):
        search.clock = depth_clock(depth, clock, min_depth, min_clock)
        values: dict[int, int] = {}
        try:
            if partial and depth > 1:
                for count in range(1, len(order) + 1):
                    values = search.root_values(cur, mask, depth, order[:count], every_move=False)
            else:
                values = search.root_values(cur, mask, depth, order, every_move=every_move)
        except SearchStopped:
            if values:
                _take_partial(thought, values, depth, order)
            break
        thought.values.update(values)
        for code in values:
            thought.depths[code] = depth
        thought.depth = depth
        # Best first next time (a stable sort: among equal values the move searched first,
        # whose value is exact, stays first); proven results need no deeper search.
        order.sort(key=lambda code: -values[code])
        thought.best_code = order[0]
        all_proven = all(abs(v) >= MATE_MIN for v in values.values())
        if all_proven or (not every_move and values[order[0]] >= MATE_MIN):
            break
        if clock.expired() and (depth >= min_depth or search.clock.expired()):
            break
    thought.nodes = search.nodes
    return thought


def _take_partial(thought: Thought, values: dict[int, int], depth: int, order: list[int]) -> None:
    """Use the moves finished at the ``depth`` the clock interrupted (the first of ``order``,
    the previous best, among them): the best of them, the first on a tie, is the best move."""
    best = max(order[: len(values)], key=lambda code: values[code])
    thought.best_code = best
    thought.values[best] = values[best]
    thought.depths[best] = depth
