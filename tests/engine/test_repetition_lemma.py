"""The fact ``solve`` relies on for repetition draws, checked by brute force on small random
game graphs: the value of a game *with its history* under the third-repetition rule equals the
value, without the rule, of the game in which entering a position already seen twice is a
draw (positions seen once do not matter)."""

from __future__ import annotations

import random
from functools import cache

# A game graph: per node, moves; a move is ("win" | "loss" | "draw", None) ending the game
# (from the mover's view) or ("go", node).
Graph = list[list[tuple[str, int | None]]]


def random_graph(rng: random.Random) -> Graph:
    n = rng.randint(3, 6)
    graph: Graph = []
    for _ in range(n):
        moves: list[tuple[str, int | None]] = []
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if r < 0.12:
                moves.append(("win", None))
            elif r < 0.2:
                moves.append(("loss", None))
            elif r < 0.25:
                moves.append(("draw", None))
            else:
                moves.append(("go", rng.randrange(n)))
        graph.append(moves)
    return graph


def better(a: int, b: int) -> bool:
    """Is value a (+d win in d plies, -d loss, 0 draw) better for the mover than b?"""

    def rank(v: int) -> tuple[int, int]:
        return (1, -v) if v > 0 else ((-1, -v) if v < 0 else (0, 0))

    return rank(a) > rank(b)


def from_child(value: int) -> int:
    if value > 0:
        return -(value + 1)
    if value < 0:
        return -value + 1
    return 0


def brute_force(graph: Graph, node: int, counts: tuple[int, ...]) -> int:
    """The value of the real game (third occurrence of a node draws), history in ``counts``."""

    @cache
    def value(node: int, counts: tuple[int, ...]) -> int:
        best: int | None = None
        for kind, target in graph[node]:
            if kind == "win":
                v = 1
            elif kind == "loss":
                v = -1
            elif kind == "draw":
                v = 0
            else:
                assert target is not None
                new = list(counts)
                new[target] += 1
                v = 0 if new[target] >= 3 else from_child(value(target, tuple(new)))
            if best is None or better(v, best):
                best = v
        assert best is not None
        return best

    return value(node, counts)


def retrograde(graph: Graph, drawn: set[int]) -> list[int]:
    """Values without the rule, entering a node of ``drawn`` being a draw."""
    n = len(graph)
    values: list[int | None] = [None] * n
    changed = True
    # Simple value iteration by increasing distance (graphs are tiny).
    for d in range(1, 4 * n + 4):
        changed = False
        for node in range(n):
            if values[node] is not None:
                continue
            results: list[int | None] = []
            for kind, target in graph[node]:
                if kind == "win":
                    results.append(1)
                elif kind == "loss":
                    results.append(-1)
                elif kind == "draw" or target in drawn:
                    results.append(0)
                else:
                    assert target is not None
                    child = values[target]
                    results.append(None if child is None else from_child(child))
            wins = [v for v in results if v is not None and 0 < v <= d]
            if wins:
                values[node] = min(wins)
                changed = True
            elif all(v is not None and v < 0 for v in results):
                values[node] = min(v for v in results if v is not None)
                changed = True
        if not changed and d > 2 * n + 2:
            break
    return [0 if v is None else v for v in values]


def test_value_with_history_equals_value_with_twice_seen_positions_drawn() -> None:
    rng = random.Random(2026)
    differs = 0
    for _ in range(1500):
        graph = random_graph(rng)
        node = rng.randrange(len(graph))
        counts = [0] * len(graph)
        counts[node] = 1
        for _ in range(rng.randint(0, 8)):
            moves = [t for k, t in graph[node] if k == "go"]
            if not moves:
                break
            target = rng.choice(moves)
            assert target is not None
            if counts[target] >= 2:
                break
            node = target
            counts[node] += 1
        drawn = {v for v in range(len(graph)) if counts[v] >= 2}
        expected = brute_force(graph, node, tuple(counts))
        assert retrograde(graph, drawn)[node] == expected, (graph, node, counts)
        differs += expected != retrograde(graph, set())[node]
    assert differs > 20  # the history did matter in many of them
