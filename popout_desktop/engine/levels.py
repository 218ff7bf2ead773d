"""The computer's move at five levels of play (:func:`best_move`).

Every level that searches spends its share of the time limit in iterative deepening
(:func:`~.think.think`): the levels differ by how much of the time they use, by the noise added
to their estimates and by how often they play a plausible random move instead (a blunder), not
by a fixed depth that leaves the time unused (:data:`STYLES`). The variants' levels follow the
same principle (:mod:`.variants.opponent`).

* **beginner** — plays like someone who has just learned the rules: takes a win in one most of
  the time (85 %), blocks an immediate threat (the opponent's win next move) most of the time
  (85 %), avoids a move that hands the opponent a win otherwise only half of the time, and
  else picks a plausible move at random (central columns more often, pops less often, rarely a
  pop that hands the opponent a line). It does not search.
* **easy** — a small share of the time, a lot of noise, and about one move in twelve is a
  plausible random one.
* **medium** — a larger share of the time, some noise.
* **hard** — plays as expert with half the time: exact where the position can be solved in it,
  otherwise iterative deepening with a little noise on its estimates, no blunders.
* **expert** — the strongest within the time limit: on the classic 7x6 table the opening book's
  move where the book has one (:mod:`~.classic.opening_book`: the positions it could not solve
  in its time); exact where the position can be solved (rules without pops; Pop Out on small boards;
  on larger Pop Out boards the wins and losses the compiled exact search proves: first the
  position's own quickest win, in :data:`ROOT_PROOF_SHARE` of the time (on 7x6 at least
  :data:`~.classic.proof.PROOF_FLOOR_NODES` nodes, on either core), then each move's
  value; forced wins found by the search), otherwise iterative deepening until the time is
  up. A proven win is played the quickest way, a lost position is lost the latest. It never
  misses a win in one and always blocks a loss in one when it can. On drop-only boards of at
  most :data:`KEEP_CELLS` cells it then keeps the outcome: it proves the position's value
  (win, draw or loss) and a move that keeps it (:func:`keep_outcome`), thinking up to
  :data:`PROOF_EXTENSION` times its time per move while that proof is not done.

``seed`` makes the random levels reproducible: the same seed, position, level and depth reached
give the same move. The exact and search parts are deterministic; only the time limit (how deep
the searching levels get before it runs out) can change a move. With a ``stop`` callable that
counts its calls instead of a clock (it is polled every thousand nodes or so and between depths),
every level is deterministic.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, NamedTuple

from popout_desktop.engine.analysis import (
    ANALYSIS_WIN,
    Analysis,
    compiled_proofs,
    exact_children,
    value_of_internal,
)
from popout_desktop.engine.classic.board import (
    CONTINUES,
    DRAW,
    LOSS,
    POP,
    WIN,
    Position,
    expand,
    move_of,
)
from popout_desktop.engine.classic.compiled_search import exact_search
from popout_desktop.engine.classic.drop_solver import ClassicSolver
from popout_desktop.engine.classic.layout import Layout
from popout_desktop.engine.classic.opening_book import POPOUT_BOOK_RULES, book_move
from popout_desktop.engine.classic.proof import (
    BOOK_PROOF_NODES,
    PROOF_FLOOR_NODES,
    ProvenWin,
    winning_move,
)
from popout_desktop.engine.classic.search import MATE_MIN
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.engine.constants import LEVELS
from popout_desktop.engine.solver import TABLE_LIMIT, cyclic_search, poisoned_positions
from popout_desktop.engine.tasks import worker_task
from popout_desktop.engine.think import MAX_DEPTH, Thought, think
from popout_desktop.rules import Game, Move, Rules

__all__ = [
    "ENGINE_TASK",
    "KEEP_CELLS",
    "LEVELS",
    "PROOF_EXTENSION",
    "ROOT_PROOF_SHARE",
    "STYLES",
    "Decision",
    "Style",
    "best_move",
    "expert_decision",
    "keep_outcome",
    "keeps_outcomes",
    "popout_book_board",
    "root_proof",
]

#: On a Pop Out board that the compiled exact search takes (:func:`~.analysis.compiled_proofs`),
#: expert (and hard, in its half of the time) first spends this share of the move's time on a
#: root proof (:func:`root_proof`): a proven win is played at once. On the Pop Out book's board
#: the proof runs at least :data:`~.classic.proof.PROOF_FLOOR_NODES` nodes, however short the
#: share: every position Expert meets as first player after the book is proven within a quarter
#: of that (the book's walk, with a fresh table), so its moves there do not hang on the clock.
ROOT_PROOF_SHARE: Final = 0.5
#: The share of the time left after the root proof in which expert (and hard) prove each move
#: exactly (:func:`~.analysis.exact_children`) before the search has the rest.
EXACT_SHARE: Final = 0.6
#: On a board where expert keeps the outcome (:func:`keeps_outcomes`), it may think up to this
#: many times its time per move while the outcome of the position (win, draw or loss) and a move
#: that keeps it are not proven yet: 5 s at the app's 1 s a move (issue 33, point 1). Only
#: expert does; hard keeps to its half of the time.
PROOF_EXTENSION: Final = 5.0
#: The largest drop-only boards (cells) on which expert keeps the outcome (7x6 and smaller:
#: the exact solver proves the positions of ten discs or more on 7x6 within seconds; a larger
#: board would spend the extension on every move for nothing).
KEEP_CELLS: Final = 42
#: The polls (of 2,048 nodes each) in which :func:`keep_outcome` first asks each move whether it
#: keeps the outcome, before it asks those left with the whole time.
KEEP_QUICK_POLLS: Final = 16
#: The entries of the table of expert's own classic solver for :func:`keep_outcome` (at most
#: 16 bytes a slot, half full: some 128 MB). Unbounded, 5 s of its search filled some 800 MB.
KEEP_TABLE_ENTRIES: Final = 1 << 22

#: Expert's classic solvers for :func:`keep_outcome`, one per rules (their tables kept between
#: moves while they can help, as :meth:`.classic.drop_solver.ClassicSolver.solve` says).
_keepers: dict[Rules, ClassicSolver] = {}


@dataclass(frozen=True)
class Style:
    """How a searching level plays: iterative deepening for ``time_share`` of the time limit
    (up to ``max_depth``, a cap kept for beginner-like levels only), a Gaussian ``noise`` (its
    standard deviation, in evaluation units) added to each move's estimate (never to a proven
    win or loss), and a chance ``blunder`` of playing a plausible random move instead.
    ``exact``: first solve what can be solved within the share, as expert does (the noise then
    applies to the estimates of the moves left, the depth cap not at all). ``min_depth``: the
    depth it sees whenever the whole time limit allows, even beyond its share (what the level
    always looked at before it deepened). ``proofs``: with ``exact``, it also proves Pop Out
    positions with the compiled exact search, as expert does (see :func:`expert_decision`)."""

    time_share: float
    noise: float
    blunder: float
    max_depth: int = MAX_DEPTH
    exact: bool = False
    min_depth: int = 1
    proofs: bool = True


#: The searching levels' styles, with pops or without (tuned with
#: ``tests/benchmarks/bench_levels.py``, classic and Pop Out, neighbours 70 % or more, and
#: ``bench_hard_vs_depth.py``; CPU time, 0.5 s a move). Since the depth-limited search runs on
#: the compiled core, hard reaches some 16 plies in classic and 9 in Pop Out in its half second,
#: and without noise it played as expert from random openings (expert 52.5 % over it in
#: classic, 50 % in Pop Out, 20 games each). A little noise on its estimates keeps it below
#: expert and well above a depth-8 alpha-beta: in classic, expert's score over hard and hard's
#: against the depth-8 search were 72.5 % and 82.5 % at noise 10 (20 games each), 75 % and 75 %
#: at 12 (40 games each), 80 % (20) and 70 % (40) at 15; in Pop Out, at 12, expert 71.25 % over
#: hard and hard 75 % over medium (40 games each). On the 7x6 Pop Out board hard does not prove
#: with the compiled exact search: the first player wins in 21 plies and the proofs reach it a
#: few moves in, so with them hard played expert's perfect game (expert 57.5 %, 40 games).
STYLES: Final = {
    "easy": Style(time_share=0.05, noise=45.0, blunder=0.08),
    "medium": Style(time_share=0.15, noise=20.0, blunder=0.0, min_depth=2),
    "hard": Style(time_share=0.5, noise=12.0, blunder=0.0, exact=True, min_depth=2, proofs=False),
}


def _plausible(position: Position, rng: random.Random) -> int:
    """A random move as a newcomer might play: central drops preferred, pops less often, a
    pop that completes the opponent's line only rarely."""
    lay = position.layout
    middle = (lay.playable[0] + lay.playable[-1]) / 2
    spread = max(1.0, len(lay.playable) / 2)
    codes, weights = [], []
    for code, outcome, _, _ in position.children():
        column = code & ~POP
        weight = 1.0 + 2.0 * max(0.0, 1.0 - abs(column - middle) / spread)
        if code & POP:
            weight *= 0.35
        if outcome == LOSS:
            weight *= 0.05
        codes.append(code)
        weights.append(weight)
    return rng.choices(codes, weights)[0]


def _gives_win(position: Position, child: tuple[int, int, int, int]) -> bool:
    """True if after this move the opponent can win at once."""
    _, outcome, cur, mask = child
    if outcome == LOSS:
        return True
    if outcome != CONTINUES:
        return False
    return any(grand[1] == WIN for grand in expand(position.layout, cur, mask))


#: How often beginner takes a win in one it has.
BEGINNER_WINS: Final = 0.85
#: How often beginner meets an immediate threat (the opponent would win with their next move:
#: an open three, three in a column) with a move that stops it: someone who has just learned
#: the rules sees that. It once did half of the time, and let ``d4 d4 d4 d4`` through unfought.
BEGINNER_BLOCKS: Final = 0.85
#: How often beginner, under no threat, still steers clear of a move that hands the opponent a
#: win (a drop under the opponent's open cell, a pop that opens a line): a subtler mistake,
#: which a newcomer makes half of the time.
BEGINNER_CAREFUL: Final = 0.5


def _threats(position: Position) -> list[int]:
    """The opponent's winning moves, were it their turn now (their immediate threats)."""
    cur, mask = position.cur, position.mask
    return [child[0] for child in expand(position.layout, cur ^ mask, mask) if child[1] == WIN]


def _beginner(position: Position, rng: random.Random) -> int:
    children = position.children()
    wins = [c[0] for c in children if c[1] == WIN]
    if wins and rng.random() < BEGINNER_WINS:
        return rng.choice(wins)
    safe = [c[0] for c in children if not _gives_win(position, c)]
    threats = _threats(position)
    if threats and rng.random() < BEGINNER_BLOCKS:
        if safe:
            return rng.choice(safe)
        # Two threats at once (an open three): no move saves the game, but a newcomer still
        # drops a disc where one of them would go.
        stops = [c[0] for c in children if c[0] in threats and not c[0] & POP]
        if stops:
            return rng.choice(stops)
    elif not threats and safe and len(safe) < len(children) and rng.random() < BEGINNER_CAREFUL:
        return rng.choice(safe)
    return _plausible(position, rng)


def _searching(position: Position, rng: random.Random, style: Style, clock: Clock) -> int:
    if style.blunder and rng.random() < style.blunder:
        return _plausible(position, rng)
    if style.exact:
        floor = (style.min_depth, clock)
        share = clock.share(style.time_share)
        return expert_decision(position, share, style.noise, rng, floor, style.proofs).code
    thought = think(
        position,
        clock.share(style.time_share),
        max_depth=style.max_depth,
        every_move=style.noise > 0,
        min_depth=style.min_depth,
        min_clock=clock,
    )
    return _noisy_best(thought, style.noise, rng)


def _noisy_best(thought: Thought, noise: float, rng: random.Random) -> int:
    """The move whose value plus noise is highest (proven wins and losses get none). Without
    noise, the search's best move (its other values are only bounds). The noise is drawn per
    move in the order of the codes, so it does not depend on the order the search ended in."""
    if noise <= 0:
        return thought.best()
    best_code, best_value = -1, -float("inf")
    for code in sorted(thought.values):
        value = thought.values[code]
        noisy = float(value)
        if abs(value) < MATE_MIN:
            noisy += rng.gauss(0.0, noise)
        if noisy > best_value:
            best_code, best_value = code, noisy
    return best_code


class Decision(NamedTuple):
    """Expert's move, and whether it is ``proven``: 1 a proven win, -1 every move proven lost
    (it loses latest), None not proven either way (a proven draw is not counted either)."""

    code: int
    proven: int | None


def root_proof(position: Position, clock: Clock, floor_nodes: int = 0) -> ProvenWin | None:
    """The quickest win of the player to move, proven by the compiled exact search within
    ``clock`` (:func:`~.classic.proof.winning_move`, with the game's repetition draws); None if the
    position is not won or the clock stops the proof first, or the board is not one where
    :func:`~.analysis.compiled_proofs` holds.

    ``floor_nodes``: the proof runs at least this many nodes of the exact search whatever the
    clock says (and longer while the clock allows), on either core: on the Pop Out book's board
    (:func:`popout_book_board`) every position Expert meets as first player after the book is
    proven within :data:`~.classic.proof.BOOK_PROOF_NODES`, so its move there does not depend
    on the time per move (issue 33, point 3). With a floor, the Python core proves too, within
    :data:`~.classic.proof.BOOK_PROOF_NODES` with a fresh table, as the book's walk checks, and
    not by the clock (its search is some 40 times slower: 5,000 nodes take some 0.12 s)."""
    poisoned = poisoned_positions(position)
    lay = position.layout
    compiled = compiled_proofs(lay, poisoned)
    if not compiled and not floor_nodes:
        return None
    if compiled or not floor_nodes:
        search = cyclic_search(lay.rules, clock, poisoned)
    else:  # the book's own check: a fresh table, its budget (some 0.12 s), not the clock
        search = exact_search(lay, poisoned=poisoned)
        floor_nodes = min(floor_nodes, BOOK_PROOF_NODES)
    if floor_nodes:
        start = search.nodes
        if compiled:
            search.clock = Clock(
                None, stop=lambda: search.nodes - start > floor_nodes and clock.expired()
            )
        else:
            search.clock = Clock(None, stop=lambda: search.nodes - start > floor_nodes)
    try:
        return winning_move(search, position.cur, position.mask, poisoned=poisoned)
    except SearchStopped:
        return None


def popout_book_board(lay: Layout) -> bool:
    """True on the Pop Out book's board (7x6 Pop Out, with or without repetition draws), where
    expert's root proof gets :data:`~.classic.proof.BOOK_PROOF_NODES` whatever its clock."""
    return lay.rules.replace(repetition_draw=False) == POPOUT_BOOK_RULES


def _expert(position: Position, clock: Clock, extended: Clock | None = None) -> int:
    """Expert's move on ``clock``; ``extended``: the longer clock on which it keeps the
    outcome (:func:`keep_outcome`, where :func:`keeps_outcomes` holds)."""
    return expert_decision(position, clock, extended=extended).code


def expert_decision(
    position: Position,
    clock: Clock,
    noise: float = 0.0,
    rng: random.Random | None = None,
    floor: tuple[int, Clock] | None = None,
    proofs: bool = True,
    extended: Clock | None = None,
) -> Decision:
    """Expert's move and whether its outcome is proven (see :func:`_expert`, which plays it;
    hard's with half the time, ``noise`` on the estimates only and ``proofs`` False: without
    the compiled exact search's proofs; ``floor``: the minimum depth and the longer clock that
    depth may use, see :func:`~.think.think`).

    The move is chosen as :func:`_decide` says; then, given an ``extended`` clock and where
    :func:`keeps_outcomes` holds (drop-only boards of at most :data:`KEEP_CELLS` cells), the
    move is checked to keep the outcome of the position, or replaced by one that does, while
    that clock allows (:func:`keep_outcome`)."""
    decision, exact, ranked = _decide(position, clock, noise, rng, floor, proofs)
    if extended is not None and keeps_outcomes(position.layout):
        decision = keep_outcome(position, decision, exact, ranked, extended)
    return decision


def _decide(
    position: Position,
    clock: Clock,
    noise: float,
    rng: random.Random | None,
    floor: tuple[int, Clock] | None,
    proofs: bool,
) -> tuple[Decision, Analysis, list[int]]:
    """Expert's move as :func:`expert_decision` chooses it before it checks the outcome, with
    the moves' exact values it proved and the moves the search ranked, best first.

    A win at once is played. On a Pop Out board where :func:`~.analysis.compiled_proofs` holds,
    the root proof (:func:`root_proof`) comes first, with :data:`ROOT_PROOF_SHARE` of the time:
    a proven win is played. Then the moves are proved one by one in :data:`EXACT_SHARE` of the
    time left (:func:`~.analysis.exact_children`): a proven win is played (the quickest),
    proven losses drop out, and if every move is lost the one that loses latest is played;
    otherwise the depth-limited search (:func:`~.think.think`) picks among the moves left. If
    it proves every one of those lost sooner than a move proven lost exactly, that move (the
    latest loss proven) is played instead."""
    codes = position.legal_codes()
    lay = position.layout
    for code, outcome, _, _ in position.children():
        if outcome == WIN:
            return Decision(code, 1), Analysis(), []
    prove_moves = proofs
    floor_nodes = PROOF_FLOOR_NODES if proofs and popout_book_board(lay) else 0
    if proofs and (compiled_proofs(lay) or floor_nodes):
        proof_clock = clock.share(ROOT_PROOF_SHARE)
        win = root_proof(position, proof_clock, floor_nodes)
        if win is not None:
            return Decision(win.code, 1), Analysis(), []
        # Not won. If that is proven (the position is lost), the moves' proofs come from the
        # table at once; if the clock stopped the proof, proving the moves one by one is left
        # to the search, which then has the rest of the time (bench_levels, 40 games at 0.5 s:
        # expert scored 0.59 against hard with those proofs, 0.65 without).
        prove_moves = not proof_clock.expired()
    exact = Analysis()
    left = exact_children(position, codes, clock.share(EXACT_SHARE), exact, prove_moves)
    if not left:
        code = max(codes, key=lambda code: exact[move_of(code)])
        value = exact[move_of(code)]
        return Decision(code, (value > 0) - (value < 0) or None), exact, []
    best_exact = max((exact[move_of(c)] for c in codes if c not in left), default=None)
    if best_exact is not None and best_exact > ANALYSIS_WIN // 2:
        code = max(codes, key=lambda code: exact.get(move_of(code), -ANALYSIS_WIN))
        return Decision(code, 1), exact, []
    # Moves proven lost need no search; a proven draw competes with the search's estimates.
    candidates = list(left)
    min_depth, min_clock = floor if floor is not None else (1, None)
    thought = think(
        position,
        clock,
        codes=candidates,
        every_move=noise > 0,
        min_depth=min_depth,
        min_clock=min_clock,
    )
    best = _noisy_best(thought, noise, rng or random.Random(0))
    ranked = sorted(thought.values, key=lambda code: -thought.values[code])
    if (
        best_exact is not None
        and best_exact < 0
        and thought.values.get(best, 0) <= -MATE_MIN
        and value_of_internal(thought.values[best]) < best_exact
    ):
        # Every move left is proven lost by the search, and sooner than a move proven lost
        # exactly: the loss that comes latest (issue 33, point 2).
        code = max(codes, key=lambda code: exact.get(move_of(code), -ANALYSIS_WIN - 1))
        return Decision(code, -1), exact, ranked
    if best_exact is not None and best_exact == 0 and thought.values[best] < -100 * lay.connect:
        code = max(codes, key=lambda code: exact.get(move_of(code), -ANALYSIS_WIN))
        return Decision(code, None), exact, ranked
    return Decision(best, _proven(thought, best, left, exact)), exact, ranked


def keeps_outcomes(lay: Layout) -> bool:
    """True on the boards where expert keeps the outcome of every position it proves in its
    extended time (:func:`keep_outcome`): drop-only rules (no variant, the exact classic solver
    takes them) on at most :data:`KEEP_CELLS` cells."""
    rules = lay.rules
    return not rules.pop_out and not rules.is_variant and lay.capacity <= KEEP_CELLS


def keep_outcome(
    position: Position,
    decision: Decision,
    exact: Analysis,
    ranked: list[int],
    clock: Clock,
) -> Decision:
    """``decision`` if it keeps the outcome of ``position`` (drop-only rules: see
    :func:`keeps_outcomes`), else a move that does, proven within ``clock`` (issue 33, point 1:
    out of its book, at 1 s a move, Expert turned wins into draws or losses and draws into
    losses where the depth-limited search chose among moves it had not proven).

    ``exact``: the moves' exact values already proven (:func:`~.analysis.exact_children`);
    ``ranked``: the moves the search ranked, best first. If ``decision`` or another move is
    proven won, or every move is proven, ``decision`` is kept (it is the quickest win, or the
    best proven value). Else the
    position's outcome, win, draw or loss, is proven by the exact solver (a weak solve: one or
    two null-window searches; expert's own solver, its table bounded: :func:`_keeper`); in a lost
    position every move loses and ``decision`` (the latest loss proven, if any) stands. In a won
    or drawn one, the moves are asked in turn whether they keep it (a weak solve of the
    position after each): ``decision`` first, then the moves proven exactly (no search), then
    the search's ranking, then the rest; each first within :data:`KEEP_QUICK_POLLS` polls,
    then those left on ``clock``; the first that keeps it is played. If ``clock`` stops the
    proofs first, ``decision`` is played: never worse than without the check."""
    if decision.proven == 1:  # a win at once, or a proven win played the quickest way
        return decision
    codes = position.legal_codes()
    proven = {code: exact[move_of(code)] for code in codes if exact.is_exact(move_of(code))}
    if len(proven) == len(codes) or any(value > 0 for value in proven.values()):
        return decision
    lay = position.layout
    discs = (position.mask & lay.playable_mask).bit_count()
    solver = _keeper(lay.rules, clock)
    outcome = solver.solve_or_none(position.cur, position.mask, discs, weak=True)
    if outcome is None or outcome < 0:
        return decision
    keeping = [code for code, value in proven.items() if (value > 0) - (value < 0) == outcome]
    won = 1 if outcome > 0 else decision.proven
    children = {child[0]: child for child in position.children()}
    order: list[int] = []
    for code in (decision.code, *keeping, *ranked, *codes):
        if code not in order:
            order.append(code)
    # First each move with a few polls (the solver's table from the position's proof answers
    # the move that proved it at once; a move that does not keep the outcome would take a proof
    # of its own), then those left with the whole clock, in the same order.
    pending: list[int] = []
    for code in order:
        if code in proven:
            if code in keeping:
                return Decision(code, won)
            continue
        _, result, cur, mask = children[code]
        if result != CONTINUES:  # a win at once, or a drop that fills the board: a draw
            if (result == WIN and outcome == 1) or (result == DRAW and outcome == 0):
                return Decision(code, won)
            continue
        solver.clock = _quick(clock)
        value = solver.solve_or_none(cur, mask, discs + 1, weak=True)
        if value is None:
            if clock.expired():
                return decision
            pending.append(code)
        elif -value == outcome:
            return Decision(code, won)
    solver.clock = clock
    for code in pending:
        _, _, cur, mask = children[code]
        value = solver.solve_or_none(cur, mask, discs + 1, weak=True)
        if value is None:  # out of time
            break
        if -value == outcome:
            return Decision(code, won)
    return decision


def _quick(clock: Clock) -> Clock:
    """A clock that stops at the :data:`KEEP_QUICK_POLLS`-th poll, or with ``clock``."""
    polls = itertools.count(1)
    return Clock(None, stop=lambda: next(polls) >= KEEP_QUICK_POLLS or clock.expired())


def _keeper(rules: Rules, clock: Clock) -> ClassicSolver:
    """Expert's classic solver of ``rules`` for :func:`keep_outcome` (its table bounded by
    :data:`KEEP_TABLE_ENTRIES` on the compiled core; a Python core's table starts afresh past
    :data:`~.solver.TABLE_LIMIT`), on ``clock``."""
    solver = _keepers.get(rules)
    if solver is None or (solver.table_size > TABLE_LIMIT and solver.core != "c"):
        solver = _keepers[rules] = ClassicSolver(rules, max_entries=KEEP_TABLE_ENTRIES)
    solver.clock = clock
    return solver


def _proven(thought: Thought, best: int, searched: list[int], exact: Analysis) -> int | None:
    """Whether the search's ``best`` move is a proven win (1), or every move proven lost (-1):
    each of the ``searched`` moves by the search (a value, or an upper bound, at most a proven
    loss), every other move by its exact value in ``exact``."""
    values = thought.values
    if values.get(best, 0) >= MATE_MIN:
        return 1
    if all(values.get(code, 0) <= -MATE_MIN for code in searched) and all(
        value < 0 for value in exact.values()
    ):
        return -1
    return None


def best_move(
    game: Game,
    *,
    level: str = "expert",
    time_limit: float = 1.0,
    seed: int | None = None,
    deadline: float | None = None,
    stop: Callable[[], bool] | None = None,
) -> Move:
    """The computer's move in ``game`` at ``level`` (one of :data:`LEVELS`), found within about
    ``time_limit`` seconds (or by ``deadline``, a ``time.monotonic()`` time, or when ``stop()``
    returns True: the best move found so far is returned, never an exception). Expert, on a
    board where :func:`keeps_outcomes` holds, may take up to :data:`PROOF_EXTENSION` times
    ``time_limit`` while it proves that its move keeps the outcome (never past ``deadline`` or
    ``stop()``).

    ValueError for an unknown level or a game that is over.

    >>> from popout_desktop.rules import Game, Rules
    >>> str(best_move(Game.from_notation("d1 d2 d1 d2 d1 d2", Rules.preset("pop_out"))))
    'd1'
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    moves = game.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to play")
    if len(moves) == 1:
        return moves[0]
    rng = random.Random(seed)
    clock = Clock.after(time_limit, deadline=deadline, stop=stop)
    if game.rules.is_variant:
        from popout_desktop.engine.variants.opponent import variant_best_move

        return variant_best_move(game, level, clock, rng)
    position = Position.from_game(game)
    if level == "beginner":
        code = _beginner(position, rng)
    elif level == "expert":
        booked = book_move(game.rules, position.cur, position.mask)
        if booked is not None:
            code = booked
        else:
            extended = Clock.after(PROOF_EXTENSION * time_limit, deadline=deadline, stop=stop)
            code = _expert(position, clock, extended)
    else:
        code = _searching(position, rng, STYLES[level], clock)
    return move_of(code)


#: :func:`best_move` as a worker task (:mod:`.tasks`): what a computer seat, a hint and the
#: self-test ask the worker process to run.
ENGINE_TASK: Final = worker_task(best_move)
