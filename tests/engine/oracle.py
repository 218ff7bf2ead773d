"""A deliberately plain, independent solver of whole small games by retrograde analysis: the
test oracle of the engine.

Written from the rules text (CONTRACT.md), sharing no code with ``popout_desktop.engine``: a
position is a tuple of columns (each a tuple of players, bottom first) and the player to move;
lines are found by checking every window of ``connect`` cells. Every position reachable from the
start is listed, then solved backwards from the end positions:

* a position is won in d plies if some move wins at once (d = 1) or leads to a position lost
  in d - 1 plies (its player to move loses);
* it is lost in d plies if every move loses at once (a pop that completes only the opponent's
  line: d = 1) or leads to a position won in at most d - 1 plies, the slowest in d - 1;
* everything else is a draw (a drop that fills the board or a pop that empties it ends in a
  draw; endless play is a draw too).

``values`` maps each position to ``+d`` (win in d plies), ``-d`` or 0. :func:`score` turns that
into the score ``popout_desktop.engine.solve`` documents.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

Columns = tuple[tuple[int, ...], ...]
State = tuple[Columns, int]

CONTINUES, WIN, LOSS, DRAW = "continues", "win", "loss", "draw"


@dataclass
class SmallGame:
    columns: int
    rows: int
    connect: int
    pop_out: bool
    side_columns: bool
    lines: list[list[tuple[int, int]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        width = self.width
        for c in range(width):
            for r in range(self.rows):
                for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                    cells = [(c + i * dc, r + i * dr) for i in range(self.connect)]
                    if all(0 <= x < width and 0 <= y < self.rows for x, y in cells):
                        self.lines.append(cells)

    @property
    def width(self) -> int:
        return self.columns + 2 if self.side_columns else self.columns

    def is_side(self, c: int) -> bool:
        return self.side_columns and c in (0, self.width - 1)

    def start(self) -> State:
        cols: list[tuple[int, ...]] = []
        for c in range(self.width):
            if self.is_side(c):
                first = 1 if c == 0 else 2
                cols.append(tuple(first if r % 2 == 0 else 3 - first for r in range(self.rows)))
            else:
                cols.append(())
        return tuple(cols), 1

    def has_line(self, cols: Columns, player: int) -> bool:
        for cells in self.lines:
            for c, r in cells:
                col = cols[c]
                if r >= len(col) or col[r] != player:
                    break
            else:
                return True
        return False

    def moves(self, state: State) -> list[tuple[str, int, str, State]]:
        """(kind, column, outcome, next state) for every legal move."""
        cols, turn = state
        out = []
        playable = [c for c in range(self.width) if not self.is_side(c)]
        for c in playable:
            if len(cols[c]) < self.rows:
                new = (*cols[:c], cols[c] + (turn,), *cols[c + 1 :])
                if self.has_line(new, turn):
                    outcome = WIN
                elif all(len(new[x]) == self.rows for x in playable):
                    outcome = DRAW
                else:
                    outcome = CONTINUES
                out.append(("drop", c, outcome, (new, 3 - turn)))
        if self.pop_out:
            for c in playable:
                if cols[c] and cols[c][0] == turn:
                    new = (*cols[:c], cols[c][1:], *cols[c + 1 :])
                    if self.has_line(new, turn):
                        outcome = WIN
                    elif self.has_line(new, 3 - turn):
                        outcome = LOSS
                    elif all(not new[x] for x in playable):
                        outcome = DRAW
                    else:
                        outcome = CONTINUES
                    out.append(("pop", c, outcome, (new, 3 - turn)))
        return out


def solve_all(
    game: SmallGame, roots: list[State] | None = None, drawn: frozenset[State] = frozenset()
) -> dict[State, int]:
    """Values (+d, -d, 0) of every position reachable from ``roots`` (default: the start).

    A move into a position of ``drawn`` ends the game in a draw (the repetition rule)."""
    todo = list(roots or [game.start()])
    seen = set(todo)
    children: dict[State, list[State]] = {}
    parents: dict[State, list[State]] = defaultdict(list)
    immediate: dict[State, set[str]] = {}
    while todo:
        state = todo.pop()
        kids = []
        outcomes = set()
        for _, _, outcome, nxt in game.moves(state):
            if outcome == CONTINUES and nxt in drawn:
                outcome = DRAW
            outcomes.add(outcome)
            if outcome == CONTINUES:
                kids.append(nxt)
                parents[nxt].append(state)
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        children[state] = kids
        immediate[state] = outcomes
    values: dict[State, int] = {}
    unresolved_moves = {}
    frontier = []
    for state, outcomes in immediate.items():
        if WIN in outcomes:
            values[state] = 1
            frontier.append(state)
        elif not children[state] and outcomes == {LOSS}:
            values[state] = -1
            frontier.append(state)
        else:
            # a move that draws at once can never be counted as lost
            unresolved_moves[state] = len(children[state]) + (10**9 if DRAW in outcomes else 0)
    d = 1
    while frontier:
        nxt_frontier = []
        for state in frontier:
            for parent in parents[state]:
                if parent in values:
                    continue
                if values[state] < 0:
                    values[parent] = d + 1
                    nxt_frontier.append(parent)
                else:
                    unresolved_moves[parent] -= 1
                    if unresolved_moves[parent] == 0:
                        values[parent] = -(d + 1)
                        nxt_frontier.append(parent)
        frontier = nxt_frontier
        d += 1
    for state in children:
        values.setdefault(state, 0)
    return values


def score(game: SmallGame, state: State, plies: int) -> int:
    """The documented score of a position with value ``plies`` (+d, -d or 0)."""
    if plies == 0:
        return 0
    d = abs(plies)
    if game.pop_out:
        if plies > 0:
            return 1001 - (d + 1) // 2
        return -(1001 - d // 2)
    cols, _ = state
    discs = sum(len(cols[c]) for c in range(game.width) if not game.is_side(c))
    capacity = game.columns * game.rows
    # the winning disc is played with discs + d - 1 discs on the board
    winner = (capacity + 1 - (discs + d - 1)) // 2
    return winner if plies > 0 else -winner


def notation_path(game: SmallGame, values: dict[State, int]) -> dict[State, str]:
    """For every solved position, some move sequence from the start reaching it (breadth first)."""
    start = game.start()
    path = {start: ""}
    queue = [start]
    for state in queue:
        for kind, column, outcome, nxt in game.moves(state):
            if outcome == CONTINUES and nxt not in path:
                letter = "d" if kind == "drop" else "p"
                path[nxt] = (path[state] + f" {letter}{column + 1}").strip()
                queue.append(nxt)
    return path
