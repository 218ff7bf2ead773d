"""Proofs of short forced wins for puzzles, by the engine's exact search (no Qt).

A *win in k* is counted in the winner's own moves, the first one included: a move that wins at
once is a win in 1, a move after which every defence loses to a win at once is a win in 2.

Every answer here comes from :class:`~popout_desktop.engine.classic.search.Search` in exact mode,
asked bounded questions exactly as :func:`~popout_desktop.engine.solver.solve_by_search` asks them:
"can the player to move win by ply p?" (a null window at ``MATE - p``). The search stops every
line at that ply by its mate-distance bounds, so the question has a definite yes or no however
big the board is, and a yes is a proof: the search never claims a win that does not hold
against every defence. A defender's move back to a position already on the line counts as no
win there, which only ever makes a win harder to prove, never easier, and cannot hide the
shortest win (the winner's quickest plan never repeats a position: its distance to the win
falls at every move).

Tables with the repetition-draw rule are refused (:class:`ProofError`): there a position's
value depends on the game's history, and a puzzle must not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from popout_desktop.engine.classic.board import CONTINUES, DRAW, WIN, Position, expand, move_of
from popout_desktop.engine.classic.compiled_search import exact_search
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.search import MATE
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game, Move

__all__ = [
    "ANSWER_TASK",
    "MAX_LENGTH",
    "Line",
    "ProofError",
    "answer_task",
    "best_defence",
    "main_line",
    "move_distances",
    "win_distance",
    "winning_moves",
]

#: The longest win a puzzle may ask for (in the winner's moves).
MAX_LENGTH: Final = 7


class ProofError(ValueError):
    """A position the puzzle proofs cannot work on (a variant, the repetition rule, game over)."""


@dataclass(frozen=True)
class Line:
    """A main line: the moves from the puzzle's position to the win, both sides alternating."""

    moves: tuple[Move, ...]


class _Prover:
    """One exact search for a game's table, and the bounded questions asked of it."""

    def __init__(self, game: Game, clock: Clock | None, node_limit: int | None = None) -> None:
        rules = game.rules
        if rules.is_variant:
            raise ProofError("puzzles are for tables without Pop 10 or Power Up")
        if rules.repetition_draw:
            raise ProofError("puzzles are for tables without the repetition-draw rule")
        if game.is_over:
            raise ProofError("the game is over")
        self.layout = layout(rules)
        self.search = exact_search(self.layout, clock=clock or Clock.unlimited())
        if node_limit is not None:
            # a budget in nodes rather than seconds: the same answer on any machine
            deadline = self.search.clock.deadline
            search = self.search
            self.search.clock = Clock(deadline, stop=lambda: search.nodes > node_limit)

    def wins_by(self, cur: int, mask: int, moves: int) -> bool:
        """True if the player to move at ``(cur, mask)`` can force a win in ``moves`` or fewer."""
        if moves < 1:
            return False
        bound = MATE - (2 * moves - 1)
        return self.search.negamax(cur, mask, bound - 1, bound) >= bound

    def loses_by(self, cur: int, mask: int, moves: int) -> bool:
        """True if the player to move at ``(cur, mask)`` loses, against any defence, to a win of
        the opponent in ``moves`` or fewer of the opponent's moves."""
        if moves < 1:
            return False
        bound = -(MATE - 2 * moves)
        return self.search.negamax(cur, mask, bound, bound + 1) <= bound

    def distance(self, cur: int, mask: int, within: int) -> int | None:
        """The fewest moves in which the player to move forces a win, if at most ``within``."""
        for moves in range(1, within + 1):
            if self.wins_by(cur, mask, moves):
                return moves
        return None

    def defended_distance(self, cur: int, mask: int, within: int) -> int | None:
        """For the player to move at ``(cur, mask)``: the fewest moves in which the opponent
        forces a win against any defence, if at most ``within``."""
        for moves in range(1, within + 1):
            if self.loses_by(cur, mask, moves):
                return moves
        return None


def _position(game: Game) -> tuple[int, int]:
    position = Position.from_game(game)
    return position.cur, position.mask


def win_distance(
    game: Game, within: int, *, clock: Clock | None = None, node_limit: int | None = None
) -> int | None:
    """The fewest moves in which the player to move in ``game`` forces a win, if at most
    ``within``; None if there is no such win. :class:`ProofError` for a position it cannot
    judge; :class:`~popout_desktop.engine.clock.SearchStopped` once ``clock`` runs out or the
    search has visited more than ``node_limit`` positions."""
    prover = _Prover(game, clock, node_limit)
    cur, mask = _position(game)
    return prover.distance(cur, mask, within)


def move_distances(
    game: Game,
    within: int,
    *,
    clock: Clock | None = None,
    node_limit: int | None = None,
    only: Callable[[Move], bool] | None = None,
) -> dict[Move, int | None]:
    """For every legal move of ``game`` (``only``: those it accepts): the fewest moves (that
    one included) in which it forces a win, if at most ``within``, else None (it does not win
    within ``within``). Stops as :func:`win_distance` does."""
    prover = _Prover(game, clock, node_limit)
    cur, mask = _position(game)
    distances: dict[Move, int | None] = {}
    for code, outcome, ncur, nmask in expand(prover.layout, cur, mask):
        move = move_of(code)
        if only is not None and not only(move):
            continue
        if outcome == WIN:
            distances[move] = 1
        elif outcome != CONTINUES:
            distances[move] = None
        else:
            later = prover.defended_distance(ncur, nmask, within - 1)
            distances[move] = None if later is None else later + 1
    return distances


def winning_moves(
    game: Game,
    within: int,
    *,
    clock: Clock | None = None,
    node_limit: int | None = None,
    only: Callable[[Move], bool] | None = None,
    enough: int | None = None,
) -> list[Move]:
    """The legal moves of ``game`` (``only``: those it accepts) that force a win in ``within``
    moves or fewer, in the engine's move order; with ``enough``, the search stops once that
    many are found (to show a key is not unique, two are enough). Stops as
    :func:`win_distance` does."""
    prover = _Prover(game, clock, node_limit)
    cur, mask = _position(game)
    found: list[Move] = []
    for code, outcome, ncur, nmask in expand(prover.layout, cur, mask):
        move = move_of(code)
        if only is not None and not only(move):
            continue
        if outcome == WIN or (
            outcome == CONTINUES and within >= 2 and prover.loses_by(ncur, nmask, within - 1)
        ):
            found.append(move)
            if enough is not None and len(found) >= enough:
                break
    return found


def best_defence(game: Game, within: int, *, clock: Clock | None = None) -> tuple[Move, int | None]:
    """The reply of the player to move in ``game`` that resists the opponent longest, with the
    opponent's fewest moves to a win after it (None: no win within ``within`` after it, the
    defence holds). Among equals, the first in the engine's move order (centre first).
    A reply that ends the game (a pop that completes only the opponent's line) is chosen only
    if every reply loses at once."""
    prover = _Prover(game, clock)
    cur, mask = _position(game)
    best: tuple[Move, int | None] | None = None
    for code, outcome, ncur, nmask in expand(prover.layout, cur, mask):
        move = move_of(code)
        if outcome == WIN:
            return move, None  # the defender wins: the attack failed outright
        if outcome != CONTINUES:
            if outcome == DRAW:
                return move, None  # a draw holds
            if best is None:
                best = (move, 0)  # a pop that completes only the opponent's line
            continue
        distance = prover.distance(ncur, nmask, within)
        if distance is None:
            return move, None
        if best is None or (best[1] is not None and distance > best[1]):
            best = (move, distance)
    if best is None:
        raise ProofError("there is no legal move")
    return best


def main_line(
    game: Game,
    key: Move,
    length: int,
    *,
    clock: Clock | None = None,
) -> Line:
    """The main line of a win in ``length`` that starts with ``key``: the defender always
    resists longest (:func:`best_defence`), the winner always takes a quickest win (the first
    in column order, drops before pops). :class:`ProofError` if ``key`` is no such win."""
    line = game.copy()
    played: list[Move] = []
    left = length
    move = key
    while True:
        if not line.is_legal(move):
            raise ProofError(f"{move} is not legal in the main line")
        line.play(move)
        played.append(move)
        left -= 1
        if line.is_over:
            if line.result is None or line.result.winner != game.turn:
                raise ProofError("the main line does not end in the win")
            return Line(tuple(played))
        if left <= 0:
            raise ProofError(f"{key} does not win in {length}")
        reply, distance = best_defence(line, left, clock=clock)
        if distance is None or distance > left:
            raise ProofError(f"{key} does not win in {length}: {reply} holds")
        line.play(reply)
        played.append(reply)
        if line.is_over:
            raise ProofError("the main line does not end in the win")
        distances = move_distances(line, left, clock=clock)
        quickest = [m for m, d in distances.items() if d is not None and d <= left]
        if not quickest:
            raise ProofError(f"{key} does not win in {length}")
        move = min(quickest, key=lambda m: (distances[m], m.is_pop, m.column))


def answer_task(game: Game, moves_left: int) -> dict[str, object]:
    """The puzzle's answer to the solver's move just played in ``game`` (not a win at once),
    with ``moves_left`` of the solver's moves still allowed: ``{"wins": bool, "reply": move or
    None, "next": move or None}``. ``wins``: the move still forces a win within ``moves_left``;
    ``reply``: the defender's move that resists longest (when the move does not win, one that
    holds: the refutation); ``next``: after that reply, a quickest winning move of the solver
    (for the hint), None if it does not win."""
    reply, distance = best_defence(game, moves_left)
    wins = distance is not None and distance <= moves_left
    after = game.copy()
    after.play(reply)
    following: Move | None = None
    if wins and not after.is_over:
        distances = move_distances(after, moves_left)
        winning = [m for m, d in distances.items() if d is not None]
        if winning:
            following = min(winning, key=lambda m: (distances[m], m.is_pop, m.column))
    return {"wins": wins, "reply": reply, "next": following}


#: :func:`answer_task` as a worker task (:mod:`popout_desktop.engine.tasks`): what puzzle mode
#: asks after each of the solver's moves.
ANSWER_TASK: Final = worker_task(answer_task)
