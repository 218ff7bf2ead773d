"""Complete solving of a position's whole game graph by retrograde analysis (:func:`retrograde`).

Where a search can only prove wins and losses, this proves draws too: it lists every position
reachable from the root (forward, breadth first), then works backwards from the positions that
end the game. A position is won in ``d`` plies when some move leads to a position lost in
``d - 1``; it is lost in ``d`` when every move leads to a position won (for the opponent) in at
most ``d - 1`` plies, the latest of them in exactly ``d - 1`` (the loser delays); whatever is
never resolved is a draw — neither side can force a win, play may go on for ever. Resolving in
order of increasing ``d`` gives the quickest win and the slowest loss.

Only small boards fit (4x4 Pop Out has about half a million positions); ``max_states`` and the
clock bound the work, and :func:`retrograde` returns None when they run out.
"""

from __future__ import annotations

from array import array
from typing import Final

from popout_desktop.engine.classic.board import CONTINUES, DRAW, LOSS, WIN, expand
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.clock import Clock

__all__ = ["MAX_STATES", "retrograde"]

#: Default cap on the positions listed (about 300 bytes each).
MAX_STATES: Final = 1_200_000
_CHECK_EVERY: Final = 4095


def retrograde(
    lay: Layout,
    cur: int,
    mask: int,
    *,
    clock: Clock | None = None,
    max_states: int = MAX_STATES,
    poisoned: tuple[frozenset[int], frozenset[int]] | None = None,
) -> dict[int, int] | None:
    """Solve every position reachable from ``(cur, mask)``.

    Returns ``{key: value}`` with ``key = cur + mask`` of each position (when ``poisoned`` is
    given: ``(cur + mask) << 1 | parity`` of the ply from the root) and ``value`` ``d > 0`` for
    a win of the player to move whose last move is the ``d``-th ply, ``-d`` for a loss, 0 for a
    draw. ``poisoned`` (per ply parity, plain keys) are positions drawn when entered. None if the
    graph has more than ``max_states`` positions or the clock runs out.
    """
    clock = clock or Clock.unlimited()
    colour = poisoned is not None
    no_poison: frozenset[int] = frozenset()
    poison = poisoned or (no_poison, no_poison)

    def make_key(c: int, m: int, parity: int) -> int:
        return ((c + m) << 1 | parity) if colour else c + m

    index: dict[int, int] = {make_key(cur, mask, 0): 0}
    boards = [(cur, mask, 0)]
    # Per state: first edge in ``targets``, immediate win, moves that draw.
    first_edge = array("q")
    targets = array("q")
    winning = bytearray()
    drawish = bytearray()
    losing_moves = array("q")
    i = 0
    while i < len(boards):
        if not i & _CHECK_EVERY and clock.expired():
            return None
        c, m, parity = boards[i]
        first_edge.append(len(targets))
        win = 0
        draw = 0
        suicides = 0
        child_parity = parity ^ 1
        for _, outcome, nc, nm in expand(lay, c, m):
            if outcome == CONTINUES:
                if nc + nm in poison[child_parity]:
                    draw = 1
                    continue
                key = make_key(nc, nm, child_parity)
                j = index.get(key)
                if j is None:
                    j = index[key] = len(boards)
                    boards.append((nc, nm, child_parity))
                    if len(boards) > max_states:
                        return None
                targets.append(j)
            elif outcome == WIN:
                win = 1
            elif outcome == DRAW:
                draw = 1
            elif outcome == LOSS:
                suicides += 1
        winning.append(win)
        drawish.append(draw)
        losing_moves.append(suicides)
        i += 1
    count = len(boards)
    first_edge.append(len(targets))
    # Predecessors, in compressed rows.
    pred_count = array("q", bytes(8 * (count + 1)))
    for t in targets:
        pred_count[t + 1] += 1
    for s in range(count):
        pred_count[s + 1] += pred_count[s]
    pred_start = array("q", pred_count)
    preds = array("q", bytes(8 * len(targets)))
    fill = array("q", pred_start)
    for s in range(count):
        for e in range(first_edge[s], first_edge[s + 1]):
            t = targets[e]
            preds[fill[t]] = s
            fill[t] += 1
    # Moves not yet known to lose; a move that draws can never be counted down.
    pending = array("q", bytes(8 * count))
    value = array("q", bytes(8 * count))
    level: list[int] = []
    for s in range(count):
        if winning[s]:
            value[s] = 1
            level.append(s)
            continue
        moves = first_edge[s + 1] - first_edge[s]
        pending[s] = moves + (1 << 40 if drawish[s] else 0)
        if moves == 0 and not drawish[s] and losing_moves[s]:
            value[s] = -1
            level.append(s)
    depth = 1
    steps = 0
    while level:
        next_level: list[int] = []
        for s in level:
            won = value[s] > 0
            for e in range(pred_start[s], pred_start[s + 1]):
                p = preds[e]
                steps += 1
                if not steps & _CHECK_EVERY and clock.expired():
                    return None
                if value[p]:
                    continue
                if not won:
                    value[p] = depth + 1
                    next_level.append(p)
                else:
                    pending[p] -= 1
                    if not pending[p]:
                        value[p] = -(depth + 1)
                        next_level.append(p)
        level = next_level
        depth += 1
    result: dict[int, int] = {}
    for key, s in index.items():
        result[key] = value[s]
    return result
