"""The computer opponent for Pop 10 and Power Up: what :func:`~popout_desktop.engine.best_move`,
:func:`~popout_desktop.engine.analyze` and :func:`~popout_desktop.engine.solve` do when
``rules.pop_ten`` or ``rules.power_up`` is set (:func:`variant_best_move`,
:func:`variant_analyze`, :func:`solve_variant`). The searches are in :mod:`.search`.

**Steps.** A turn may take several moves (a Pop 10 pop and its put-back, a kept pop and the
next pop, a power checker and its follow-up): each is a *step*, one move of ``game.moves``, and
the engine answers for the step the game's phase asks for (each phase's engine step, a turn
start or a follow-up, is in :data:`~popout_desktop.rules.phases.PHASES`). Distances to the end
of the game count steps of both players.

**Exact values.** The exact search proves a win or a loss by asking "can the player to move win
by step p?" and "can the opponent win by step p?" for p = 1, 2, 3, ...: the first yes is the
value with its exact distance. When such a question was answered without any line being cut
short by the distance bound, the whole rest of the game fits in p steps and one more full search
gives the exact value, draws included. That happens near the end of Power Up games and on small
boards; elsewhere a drawn (or very long) game cannot be proved, and :func:`solve_variant` runs
until its clock stops it. Positions that repeat (Pop 10's put-backs, Power Up with Pop Out) are
drawn on the path as in :mod:`..classic.search`, which is exact (endless play is a draw).

**Scores** (:func:`solve_variant`): with ``p`` the number of steps until the step that decides
(this one counted; 1: the player to move wins at once), a win scores ``1001 - p``, a loss
``-(1001 - p)`` (a step that completes only the opponent's line, p = 1, scores -1000), a draw 0;
a game that is over scores 1001, -1001 or 0 for the player who would move next, as in Pop Out
(:mod:`..scores`).

**Analysis values** (:func:`variant_analyze`) use the scale of :mod:`..analysis` with steps for
moves: a move that wins with its ``k``-th step, this one counted, is ``ANALYSIS_WIN - k``; a
move after which the opponent wins with the ``k``-th step is ``-(ANALYSIS_WIN - k)`` (k = 0: the
move itself completes only the opponent's line); an exact draw 0; estimates strictly inside
``(-ESTIMATE_LIMIT, ESTIMATE_LIMIT)``. :meth:`Analysis.outcome
<popout_desktop.engine.analysis.Analysis.outcome>` reports those ``k`` as moves.

**Levels** keep their character (:mod:`..levels`) and, as there, the searching levels spend
their share of the time limit in iterative deepening (:data:`VARIANT_STYLES`,
:data:`POP_TEN_STYLES`): beginner takes a win at once most of the time (and in Pop 10 a disc it
can keep more often than not), meets an immediate threat (the opponent's drop that completes a
line, their disc that reaches the target) most of the time, at classic's rates
(:data:`~..levels.BEGINNER_BLOCKS`), otherwise plays a plausible random move (power checkers and
pops less often); easy and medium search a small and a larger share of the time
with less and less noise (a depth: a move, one step or a step with its forced follow-up), easy
now and then playing a plausible random move instead (but always a win at once); hard plays as
expert with half the time and a little noise (in Pop 10 no noise but more blunders: see
:data:`POP_TEN_STYLES`); expert takes a win at once, tries to solve small boards exactly, and
otherwise deepens until the time is up. No level is held to a depth that leaves its time unused.
"""

from __future__ import annotations

import random
from typing import Final

from popout_desktop.engine.analysis import ANALYSIS_WIN, ESTIMATE_LIMIT, Analysis
from popout_desktop.engine.classic.search import MATE, MATE_MIN
from popout_desktop.engine.clock import Clock, SearchStopped
from popout_desktop.engine.levels import (
    BEGINNER_BLOCKS,
    BEGINNER_CAREFUL,
    BEGINNER_WINS,
    Style,
)
from popout_desktop.engine.scores import POP_OUT_WIN
from popout_desktop.engine.variants.evaluation import win_now
from popout_desktop.engine.variants.key import KEY_PHASE, KEY_PUT_BACK, KEY_TURN, PHASE_INDEX
from popout_desktop.engine.variants.search import VariantSearch, VariantThought, think_variant
from popout_desktop.rules import Game, Move, Phase
from popout_desktop.rules.phases import PHASES

__all__ = [
    "POP_TEN_STYLES",
    "VARIANT_SMALL_BOARD",
    "VARIANT_STYLES",
    "analysis_value",
    "solve_variant",
    "variant_analyze",
    "variant_best_move",
    "variant_score",
]

#: Boards of at most this many playable cells are first tried exactly (expert, analysis).
VARIANT_SMALL_BOARD: Final = 20

#: Power Up's searching levels (see :class:`~..levels.Style`; ``max_depth`` counts moves).
VARIANT_STYLES: Final = {
    "easy": Style(time_share=0.05, noise=45.0, blunder=0.08),
    "medium": Style(time_share=0.15, noise=20.0, blunder=0.0, min_depth=2),
    "hard": Style(time_share=0.5, noise=3.0, blunder=0.0, exact=True, min_depth=2),
}
# Pop 10 compresses the levels: one whole turn deep (a depth is a turn: kept pops are free, see
# :mod:`.search`) already sees every disc that can be kept now, two turns deep see the
# reply, and deeper searches gain less (fixed depths, 20 games each: two turns beat one 87.5 %,
# three beat two 60 % at five times the work; while the board is filled, six drops deep scored
# 52.5 % against one). At 0.5 s a move the search ends the play at depth 1 to 3 whatever the
# level, so expert's second is worth little more than hard's half second. The levels differ by
# their share of the time as elsewhere, and below expert more by blunders than by depth:
# Beginner overlooks half the discs it could keep, Easy errs often, Medium has a short share
# (mostly one turn deep), some noise and one move in five a plausible random one, Hard has
# expert's search with half the time and no noise, but one move in seven is a plausible random
# one. Noise was the wrong handicap for hard: at 150 on its estimates (and 6 % blunders)
# expert scored only 66.9 % over it in 80 games and it only 62.5 % over medium; without noise
# and with 15 % blunders expert scores 87.5 % (bench_levels on CPU time, 0.5 s a move, 40
# games a pair; the figures of every pair are in the note of session 11 and the README).
#: Pop 10: how often Beginner sees a disc it can keep.
_BEGINNER_KEEPS: Final = 0.5
#: Pop 10's searching levels.
POP_TEN_STYLES: Final = {
    "easy": Style(time_share=0.05, noise=45.0, blunder=0.45),
    "medium": Style(time_share=0.1, noise=60.0, blunder=0.2),
    "hard": Style(time_share=0.5, noise=0.0, blunder=0.15, exact=True, min_depth=2),
}


# -- values and scores ------------------------------------------------------------------------


def analysis_value(value: int) -> int:
    """The analysis value (module docstring) of a root-relative search value of a root move."""
    if value >= MATE_MIN:
        return ANALYSIS_WIN - (MATE - value)
    if value <= -MATE_MIN:
        return -(ANALYSIS_WIN - (MATE + value - 1))
    return max(-ESTIMATE_LIMIT + 1, min(ESTIMATE_LIMIT - 1, value))


def variant_score(value: int) -> int:
    """The :func:`solve_variant` score of an exact root-relative value."""
    if -MATE_MIN < value < MATE_MIN:
        return 0
    steps = MATE - abs(value)
    score = max(1, POP_OUT_WIN + 1 - steps)
    return score if value > 0 else -score


def _from_child(value: int, same: bool) -> int:
    """A value of the position after a root move (root-relative there) as a value of that move
    (root-relative at the root): one step further, negated if the player to move changed."""
    if value >= MATE_MIN:
        value -= 1
    elif value <= -MATE_MIN:
        value += 1
    return value if same else -value


def _terminal_value(game: Game, mover: int) -> int | None:
    """The value of the step just played for ``mover`` if it ended the game, else None."""
    result = game.result
    if result is None:
        return None
    if result.winner is None:
        return 0
    return MATE - 1 if result.winner == mover else -(MATE - 1)


# -- exact solving -----------------------------------------------------------------------------


def _solve_here(search: VariantSearch) -> int:
    """The exact root-relative value of the search's current position (in play).

    Raises :class:`~..clock.SearchStopped` when the search's clock runs out.
    """
    if win_now(search.rules, search.game.position_key()):
        return MATE - 1
    plies = 1
    while True:
        search.horizon = False
        bound = MATE - plies
        if search.value(bound - 1, bound) >= bound:
            return bound
        bound = -(MATE - plies)
        if search.value(bound, bound + 1) <= bound:
            return bound
        if not search.horizon:
            return search.value()
        plies += 1


def _exact_values(
    game: Game, moves: list[Move], clock: Clock
) -> tuple[dict[Move, int], list[Move]]:
    """Exact root-relative values of those ``moves`` that can be solved within ``clock``
    (moves that end the game always), and the moves left unsolved."""
    mover = game.turn
    values: dict[Move, int] = {}
    left: list[Move] = []
    search = VariantSearch(game, exact=True, clock=clock)
    copy = search.game
    for move in moves:
        copy.play(move)
        try:
            terminal = _terminal_value(copy, mover)
            if terminal is not None:
                values[move] = terminal
            elif clock.expired():
                left.append(move)
            else:
                try:
                    values[move] = _from_child(_solve_here(search), copy.turn == mover)
                except SearchStopped:
                    left.append(move)
        finally:
            copy.undo()
    return values, left


def solve_variant(game: Game, clock: Clock, *, weak: bool = False) -> int:
    """The exact score (module docstring) of a Pop 10 or Power Up game in play for the player to
    move (``weak``: only its sign). Raises :class:`~..clock.SearchStopped` when ``clock`` runs
    out first."""
    search = VariantSearch(game, exact=True, clock=clock)
    value = _solve_here(search)
    if weak:
        return (value > 0) - (value < 0)
    return variant_score(value)


# -- analysis ----------------------------------------------------------------------------------


def _small(game: Game) -> bool:
    rules = game.rules
    return rules.columns * rules.rows <= VARIANT_SMALL_BOARD


def _complete_depth_one(game: Game, values: dict[Move, int], missing: list[Move]) -> None:
    """Value at depth 1 the moves a clock ran out on before depth 1 reached them (a busy machine,
    or a turn of many kept pops), so that every legal move has a value: one turn each, however
    long; the clock is not asked again (the time was up already)."""
    if missing:
        search = VariantSearch(game, exact=False, clock=Clock.unlimited())
        search.root_values(missing, 1, every_move=True, into=values)


def variant_analyze(game: Game, clock: Clock) -> Analysis:
    """A value for every legal move of a Pop 10 or Power Up game in play (see the module for the
    scale): exact for moves that end the game, for every move solved in time on a small board
    and for wins and losses the search proves; estimates otherwise."""
    analysis = Analysis()
    moves = game.legal_moves()
    share = clock.share(0.5) if _small(game) else Clock.after(0.0, stop=clock.stop)
    exact, left = _exact_values(game, moves, share)
    for move, value in exact.items():
        analysis[move] = analysis_value(value)
        analysis.exact.add(move)
    if left:
        thought = think_variant(game, clock, every_move=True, moves=left)
        analysis.depth = thought.depth
        _complete_depth_one(game, thought.values, [m for m in left if m not in thought.values])
        for move in left:
            value = thought.values[move]
            analysis[move] = analysis_value(value)
            if abs(value) >= MATE_MIN:
                analysis.exact.add(move)
    ordered = {move: analysis[move] for move in moves}
    analysis.clear()
    analysis.update(ordered)
    return analysis


# -- levels -------------------------------------------------------------------------------------


def _plausible(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """A random move as a newcomer might play: central columns preferred, power checkers and
    Pop Out pops less often, a move that loses at once only rarely."""
    rules = game.rules
    playable = [c for c in range(rules.width) if not rules.is_side_column(c)]
    middle = (playable[0] + playable[-1]) / 2
    spread = max(1.0, len(playable) / 2)
    mover = game.turn
    copy = game.copy()
    weights = []
    for move in moves:
        weight = 1.0 + 2.0 * max(0.0, 1.0 - abs(move.column - middle) / spread)
        if move.is_power:
            weight *= 0.2
        elif move.is_pop and not PHASES[copy.phase].follow_up and not rules.pop_ten:
            # a Pop Out pop, chosen at a turn's start (the bomb's pop is a follow-up)
            weight *= 0.35
        copy.play(move)
        if _terminal_value(copy, mover) == -(MATE - 1):
            weight *= 0.05
        copy.undo()
        weights.append(weight)
    return rng.choices(moves, weights)[0]


def _beginner(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """Beginner's step, as in :mod:`..levels` and with its rates (``BEGINNER_*``): a win at
    once most of the time, in Pop 10 a disc it can keep more often than not, an immediate
    threat (the opponent's win at their next step) met most of the time, and under no threat a
    step that hands the opponent a win avoided only half of the time; else a plausible step.
    A step after which the same player goes on is safe if some way of ending the turn is;
    having started to meet a threat (a power checker, a Pop 10 pop), it finishes doing so."""
    mover = game.turn
    copy = game.copy()
    wins, keeps, safe = [], [], []
    rules = game.rules
    for move in moves:
        copy.play(move)
        result = copy.result
        if result is not None:
            if result.winner == mover:
                wins.append(move)
            elif result.winner is None:
                safe.append(move)
        else:
            if rules.pop_ten and copy.scores[mover - 1] > game.scores[mover - 1]:
                keeps.append(move)
            if _turn_can_end_safely(copy, mover, _FOLLOW_UPS_SEEN):
                safe.append(move)
        copy.undo()
    if wins and rng.random() < BEGINNER_WINS:
        return rng.choice(wins)
    threatened = _threatened(game)
    if threatened:
        # A disc kept that leaves the threat standing is no disc a newcomer keeps then.
        keeps = [move for move in keeps if move in safe] or keeps
    if keeps and rng.random() < _BEGINNER_KEEPS:
        return rng.choice(keeps)
    if threatened and safe and (_mid_turn(game) or rng.random() < BEGINNER_BLOCKS):
        return rng.choice(safe)
    if not threatened and safe and len(safe) < len(moves) and rng.random() < BEGINNER_CAREFUL:
        return rng.choice(safe)
    return _plausible(game, moves, rng)


#: How many of its own follow-up steps Beginner looks through to see a turn end safely (a
#: Power Up turn has at most one; a Pop 10 turn, kept pops and a put-back): beyond, a step is
#: taken as safe.
_FOLLOW_UPS_SEEN: Final = 3


def _turn_can_end_safely(game: Game, mover: int, depth: int) -> bool:
    """True if, after a step of ``mover``'s (played on ``game``), the turn can end without the
    opponent able to win at once: it has ended so, or ``mover`` goes on and one of its next
    steps can (within ``depth`` more steps; beyond, true)."""
    result = game.result
    if result is not None:
        return result.winner != 3 - mover
    if game.turn != mover:
        return not win_now(game.rules, game.position_key())
    if depth <= 0:
        return True
    for move in game.legal_moves():
        game.play(move)
        ends_well = _turn_can_end_safely(game, mover, depth - 1)
        game.undo()
        if ends_well:
            return True
    return False


def _mid_turn(game: Game) -> bool:
    """True if the player to move made the step before this one too (a power checker's
    follow-up, a Pop 10 put-back or pop after a kept disc): the turn is under way."""
    if game.ply == 0:
        return False
    before = game.copy()
    before.undo()
    return before.turn == game.turn


def _threatened(game: Game) -> bool:
    """True if the opponent of the player to move could win at once were it their turn now (an
    immediate threat: in Power Up a drop that completes their line, in Pop 10 the disc that
    reaches their target); never during Pop 10's setup, where lines mean nothing yet."""
    if game.phase is Phase.SETUP:
        return False
    key = list(game.position_key())
    key[KEY_TURN] = 3 - game.turn
    key[KEY_PHASE] = PHASE_INDEX[Phase.PLAY]
    key[KEY_PUT_BACK] = -1
    return win_now(game.rules, tuple(key))


def _searching(
    game: Game, moves: list[Move], rng: random.Random, style: Style, clock: Clock
) -> Move:
    if style.blunder and rng.random() < style.blunder:
        # An error of judgement, never of sight: a win at once is always taken.
        return _winning_step(game, moves) or _plausible(game, moves, rng)
    share = clock.share(style.time_share)
    if style.exact:
        return _expert(game, moves, share, style.noise, rng, (style.min_depth, clock))
    every_move = style.noise > 0
    thought = think_variant(
        game,
        share,
        max_depth=style.max_depth,
        every_move=every_move,
        moves=moves,
        min_depth=style.min_depth,
        min_clock=clock,
    )
    return _noisy_best(thought, moves, style.noise, rng)


def _noisy_best(
    thought: VariantThought, moves: list[Move], noise: float, rng: random.Random
) -> Move:
    """The move whose value plus noise is highest (proven wins and losses get none), the noise
    drawn in the order of ``moves``; without noise the search's best move."""
    if noise <= 0:
        return thought.best if thought.best is not None else moves[0]
    best_move, best_value = moves[0], -float("inf")
    for move in moves:
        if move not in thought.values:
            continue
        value = thought.values[move]
        noisy = float(value)
        if abs(value) < MATE_MIN:
            noisy += rng.gauss(0.0, noise)
        if noisy > best_value:
            best_move, best_value = move, noisy
    return best_move


def _winning_step(game: Game, moves: list[Move]) -> Move | None:
    """A step among ``moves`` that wins the game at once, if there is one."""
    mover = game.turn
    copy = game.copy()
    for move in moves:
        copy.play(move)
        won = _terminal_value(copy, mover) == MATE - 1
        copy.undo()
        if won:
            return move
    return None


def _expert(
    game: Game,
    moves: list[Move],
    clock: Clock,
    noise: float = 0.0,
    rng: random.Random | None = None,
    floor: tuple[int, Clock] | None = None,
) -> Move:
    """Expert's step (hard's with half the time and its noise on the estimates only; ``floor``:
    its minimum depth and the longer clock that depth may use, see :func:`think_variant`)."""
    winning = _winning_step(game, moves)
    if winning is not None:
        return winning
    candidates = moves
    exact: dict[Move, int] = {}
    if _small(game):
        exact, left = _exact_values(game, moves, clock.share(0.5))
        if not left:
            return max(moves, key=lambda move: exact[move])
        best_exact = max(exact.values(), default=None)
        if best_exact is not None and best_exact >= MATE_MIN:
            return max(exact, key=lambda move: exact[move])
        # Moves proven lost need no search while others are open.
        candidates = [m for m in moves if m in left or exact[m] > -MATE_MIN]
    min_depth, min_clock = floor if floor is not None else (1, None)
    thought = think_variant(
        game,
        clock,
        moves=candidates,
        every_move=noise > 0,
        min_depth=min_depth,
        min_clock=min_clock,
    )
    best = _noisy_best(thought, candidates, noise, rng or random.Random(0))
    drawn = [move for move, value in exact.items() if value == 0]
    if drawn and thought.values.get(best, 0) < -100 * game.rules.connect:
        return drawn[0]  # a proven draw beats a search that expects to lose
    return best


def variant_best_move(game: Game, level: str, clock: Clock, rng: random.Random) -> Move:
    """The computer's step at ``level`` in a Pop 10 or Power Up game in play with more than one
    legal move (see the module for the levels)."""
    moves = game.legal_moves()
    if level == "beginner":
        move = _beginner(game, moves, rng)
    elif level == "expert":
        move = _expert(game, moves, clock)
    else:
        styles = POP_TEN_STYLES if game.rules.pop_ten else VARIANT_STYLES
        move = _searching(game, moves, rng, styles[level], clock)
    return move if move in moves else moves[0]
