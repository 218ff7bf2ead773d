"""A plain brute-force solver of small Pop 10 and Power Up positions: the test oracle of the
engine's variant search.

It uses nothing of ``popout_desktop.engine``, only the rules engine's public API: every position
reachable from the root is listed (``legal_moves`` / ``play`` on copies, keyed by
``position_key``), then solved backwards from the steps that end the game, with the player to
move at each position (turns do not alternate: a kept pop, a put-back, a power checker's
follow-up are the same player's):

* a position is won in d steps if some step wins at once (d = 1) or leads to a position that
  is, for this player, won in d - 1 steps (the same player moves there and wins, or the
  opponent moves there and loses);
* it is lost in d steps if every step loses at once (d = 1) or leads to a position lost for this
  player in at most d - 1 steps, the slowest in exactly d - 1;
* everything else is a draw (a draw at once, or play that can go on for ever).

``values`` maps each position's key to ``+d``, ``-d`` or 0; :func:`score` is the score
``popout_desktop.engine.solve`` documents for the variants (``1001 - d``).
"""

from __future__ import annotations

from popout_desktop.rules import Game

#: Per position: for each legal step, (next position's key or None if the step ends the game,
#: the result for the mover if it ends the game: 1, -1 or 0, and whether the mover moves again).
Edges = list[tuple[tuple[int, ...] | None, int, bool]]


class TooBig(Exception):
    """The position has more reachable positions than the limit."""


def reachable(game: Game, limit: int) -> dict[tuple[int, ...], Edges]:
    """Every position reachable from ``game`` (in play) with its steps."""
    root = game.copy()
    seen = {root.position_key()}
    stack = [root]
    graph: dict[tuple[int, ...], Edges] = {}
    while stack:
        position = stack.pop()
        mover = position.turn
        edges: Edges = []
        for move in position.legal_moves():
            child = position.copy()
            child.play(move)
            result = child.result
            if result is not None:
                if result.winner is None:
                    edges.append((None, 0, False))
                else:
                    edges.append((None, 1 if result.winner == mover else -1, False))
                continue
            key = child.position_key()
            edges.append((key, 0, child.turn == mover))
            if key not in seen:
                seen.add(key)
                if len(seen) > limit:
                    raise TooBig
                stack.append(child)
        graph[position.position_key()] = edges
    return graph


def values(graph: dict[tuple[int, ...], Edges]) -> dict[tuple[int, ...], int]:
    """The value of every position of ``graph`` (module docstring)."""
    value: dict[tuple[int, ...], int] = {}
    d = 1
    while True:
        new = {}
        for key, edges in graph.items():
            if key in value:
                continue
            wins = False
            all_lost = True
            slowest = 0
            for child, outcome, same in edges:
                if child is None:
                    if outcome == 1:
                        wins = wins or d == 1
                        all_lost = False
                    elif outcome == -1:
                        slowest = max(slowest, 1)
                    else:
                        all_lost = False
                    continue
                v = value.get(child, 0)
                mine = v if same else -v
                if mine > 0:
                    all_lost = False
                    wins = wins or mine == d - 1
                elif mine < 0:
                    slowest = max(slowest, 1 - mine)
                else:
                    all_lost = False
            if wins:
                new[key] = d
            elif all_lost and slowest == d:
                new[key] = -d
        value.update(new)
        longest = max((abs(v) for v in value.values()), default=0)
        if not new and d > longest + 1:
            break
        d += 1
    for key in graph:
        value.setdefault(key, 0)
    return value


def score(value: int) -> int:
    """The documented score of a value: ``1001 - d`` for a win in d steps, its negative for a
    loss, 0 for a draw."""
    if value == 0:
        return 0
    return 1001 - value if value > 0 else -(1001 + value)


def bounded_value(game: Game, depth: int) -> int | None:
    """The value of ``game`` (in play) if the game is decided within ``depth`` steps whatever the
    players do or by a forced line (``+d`` / ``-d`` as in :func:`values`, exact: no quicker win
    and no slower loss exists), else None. For positions whose whole graph is too big."""
    memo: dict[tuple[tuple[int, ...], int], int | None] = {}

    def search(position: Game, left: int) -> int | None:
        key = (position.position_key(), left)
        if key in memo:
            return memo[key]
        mover = position.turn
        quickest: int | None = None
        slowest = 0
        all_lost = True
        for move in position.legal_moves():
            position.play(move)
            result = position.result
            if result is not None:
                position.undo()
                if result.winner == mover:
                    quickest = 1
                elif result.winner is None:
                    all_lost = False
                else:
                    slowest = max(slowest, 1)
                continue
            same = position.turn == mover
            v = search(position, left - 1) if left > 1 else None
            position.undo()
            if v is None:
                all_lost = False
                continue
            mine = v if same else -v
            if mine > 0:
                all_lost = False
                if quickest is None or mine + 1 < quickest:
                    quickest = mine + 1
            else:
                slowest = max(slowest, 1 - mine)
        value = quickest if quickest is not None else (-slowest if all_lost else None)
        memo[key] = value
        return value

    return search(game.copy(), depth)
