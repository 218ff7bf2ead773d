"""Game review: every move of a game judged by the engine's analysis, marked, and placed on an
evaluation graph of a fixed scale (:func:`review_game`, :func:`review_ply_task`). Pure Python.

Each move is judged by :func:`~popout_desktop.engine.analysis.analyze` of the position *before*
it: the value of the move played is compared with the value of the best move there, both for
the player who moved, on the scale of :mod:`.analysis`.

**The graph's scale** (:func:`standing_of`) is the same for every game, so that graphs can be
compared and never rescale: a proved win is shown between +0.9 and +1.0 (+1.0 for a win at
once, 0.001 less for each further move of the winner, down to +0.9), a proved loss likewise
between -0.9 and -1.0, a proved draw at 0, and an estimate ``v`` at ``0.8 * v / (|v| + 300)``,
strictly inside (-0.8, +0.8). Near an even game that is ``v / 375`` (an open spot of the
evaluation, 30, moves the curve by 0.08); a double threat (+400) stands at +0.46, and Pop 10's
estimates, worth about 1000 a kept disc, still differ: one disc ahead +0.62, two +0.69, four
+0.74, so the curve is not pinned at the band's edge. The standing of a move is that of the
position after it, from the first player's view.

**Marks** (:func:`classify`):

* Both values exact (proved): they compare by outcome. A move that turns a proved win into a
  draw or a loss, or a proved draw into a loss, is a **blunder**. The same outcome as the best
  move is **best** if the value is equal (as quick a win, as slow a loss, a draw), otherwise
  **good** (a slower win, a quicker loss), except a loss far sooner than the best defence (the
  opponent wins in at most half as many moves: at once where a defence holds one move more,
  :func:`gives_up`), a **mistake**: the player had a defence and gave it up.
* A proof is never set against an estimate on the analysis alone. Where one of the two values
  is proved and the other only estimated, the review solves the other by a search of its own
  (:func:`prove_moves`, up to :data:`PROOF_TIME` seconds, however little time the analysis
  had): the move played where another move is proved a draw or a win; the moves only
  estimated where the move played is proved a draw or a loss, the highest first, until the
  best is proved. What stays a proof against an estimate is at most an **inaccuracy** (the
  estimate may hide the same outcome), except a move that lets the opponent win at once, a
  **mistake**.
* Otherwise, by the *drop* on the graph's scale, ``standing_of(best) - standing_of(played)``:
  equal values are **best**, a drop below :data:`GOOD_DROP` (0.08, less than one open spot of the
  evaluation near an even game) **good**, below :data:`MISTAKE_DROP` (0.20) an
  **inaccuracy**, otherwise a **mistake**. An estimate alone never makes a blunder.
* A move with only one legal choice is not marked, nor is a move where the values are not
  meaningful (:func:`values_meaningful`): estimates from a search shallower than
  :data:`MIN_DEPTH` moves (stopped very early, e.g. on a machine too busy), and Pop 10's setup
  drops while the search does not reach the end of the setup (as many moves deep as drops are
  left in it): until then its horizon is a board half filled, where lines mean nothing yet and
  the evaluation can only guess at the kept discs to come. Late in the setup (on 7x6 at the
  default time, the last dozen drops or so) the search sees the play begin and the drops are
  marked. Where both values are exact, a move is always marked.
* **Settled by the next move** (:func:`settle`): the review of the next move proves the
  position after a move when its best is a proved win or every value there is proved
  (:attr:`MoveReview.settled`); a move whose own value was only estimated then takes that
  exact value, its standing and its mark with it, so the graph shows no estimate between
  proofs that settle it. Small Pop Out tables (:func:`~.solver.table_fits`) are solved whole
  before a review, so every value there is proved.

**Pop 10 and Power Up** are judged step by step, as the engine counts them
(:mod:`.variants.opponent`): a pop and its put-back, a power checker and its follow-up are separate
moves of the game, each judged by the analysis of the position before it, for the player who
plays it. A follow-up (Pop 10's put-back, the bomb's pop, the wall's and the x2 checker's
second drop) is a real choice of column, so it is marked like any move when it has more than
one legal choice; Pop 10's setup drops only late in the setup (see above); the searches of
their own and the settling by the next move are for the other tables only. The search
of the variants counts a turn's start as one move of depth and a follow-up as none, so
:data:`MIN_DEPTH` means the same there.

**Summary** (:func:`summarize`): per player, how many moves got each mark, how many were
marked, and the *accuracy*: the share of the marked moves that were best or good, in percent
(100.0 when none was marked: nothing to fault). It follows from the marks alone.

A review crosses the worker's pipe as plain data (:func:`encoded_review`,
:func:`decoded_review`); :func:`review_ply_task` is the worker's task
(:data:`REVIEW_TASK`) for one move, :func:`review_game` reviews a whole game in this process
(for the benchmark and scripts).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from time import monotonic
from typing import Any, Final

from popout_desktop.engine.analysis import ANALYSIS_WIN, Analysis, analyze
from popout_desktop.engine.scores import winner_moves
from popout_desktop.engine.solver import prepare_table, solve, table_fits
from popout_desktop.engine.tasks import worker_task
from popout_desktop.rules import Game, Move
from popout_desktop.rules.phases import Phase

__all__ = [
    "DEFAULT_TIME_PER_MOVE",
    "ESTIMATE_BAND",
    "ESTIMATE_SCALE",
    "GOOD_DROP",
    "LEAST_SHARE",
    "MIN_DEPTH",
    "MISTAKE_DROP",
    "PROOF_TIME",
    "REVIEW_TASK",
    "Mark",
    "MoveReview",
    "PlayerSummary",
    "classify",
    "decoded_review",
    "encoded_review",
    "gives_up",
    "prove_moves",
    "review_game",
    "review_move",
    "review_ply_task",
    "settle",
    "settled_reviews",
    "setup_drops_left",
    "standing_of",
    "summarize",
    "values_meaningful",
]

#: Seconds of analysis per move in a review, unless told otherwise.
DEFAULT_TIME_PER_MOVE: Final = 0.7
#: An estimate of this value is drawn at half the band (+0.4) on the graph.
ESTIMATE_SCALE: Final = 300.0
#: Estimates are drawn strictly inside (-ESTIMATE_BAND, +ESTIMATE_BAND).
ESTIMATE_BAND: Final = 0.8
#: A drop on the graph's scale below this is a good move (when not best).
GOOD_DROP: Final = 0.08
#: A drop on the graph's scale below this is an inaccuracy; from it on, a mistake.
MISTAKE_DROP: Final = 0.20
#: :func:`review_game` never gives a move's analysis less than this share of its time.
LEAST_SHARE: Final = 0.8
#: Estimates of a search shallower than this (moves) are not compared.
MIN_DEPTH: Final = 2
#: Seconds the review of one move may spend, at most, on searches of its own after the
#: analysis (:func:`prove_moves`): where one of the two values compared is proved and the other
#: only estimated, the other is solved; generous, since a mark must not depend on how busy the
#: machine is.
PROOF_TIME: Final = 10.0

# A proved win is drawn at 1.0 - _WIN_SHADE * (k - 1), k the winner's moves, at least _WIN_FLOOR.
_WIN_SHADE: Final = 0.001
_WIN_FLOOR: Final = 0.9


class Mark(StrEnum):
    """How good a move was (see the module for how each is decided)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


@dataclass(frozen=True)
class MoveReview:
    """The review of one move of a game (values on the scale of :mod:`.analysis`)."""

    #: The move's index in the game (0 = the first move).
    ply: int
    #: Who played it (1 or 2).
    player: int
    #: The move played.
    move: Move
    #: A best move of the position before it (``== move`` when the played move is best).
    best: Move
    #: None: not marked (only one legal move, or values not meaningful there).
    mark: Mark | None
    #: The analysis value of the move played, for the mover.
    value: int
    #: The best move's value, same scale.
    best_value: int
    #: Both values are exact.
    exact: bool
    #: The position after the move, from player 1's view, on the graph's scale [-1.0, 1.0].
    standing: float
    #: That standing is an exact value (win, draw or loss proved).
    standing_exact: bool
    #: The best move's value is exact.
    best_exact: bool = False
    #: The position before the move is proved: ``best_value`` is its exact value (the best
    #: move is a proved win, or every move's value is exact).
    settled: bool = False


@dataclass(frozen=True)
class PlayerSummary:
    """One player's moves in a review: how many got each mark, how many were marked, and the
    accuracy (the share of marked moves that were best or good, in percent, 0..100)."""

    player: int
    counts: dict[Mark, int]
    marked: int
    accuracy: float


# -- the graph's scale ------------------------------------------------------------------------


def standing_of(value: int, exact: bool) -> float:
    """An analysis value on the graph's fixed scale [-1, 1], for the player it belongs to.

    >>> standing_of(ANALYSIS_WIN - 1, True), standing_of(0, True)
    (1.0, 0.0)
    >>> standing_of(-(ANALYSIS_WIN - 3), True)
    -0.998
    >>> standing_of(300, False), standing_of(-(10**9), False) > -0.8
    (0.4, True)
    """
    if exact:
        if value == 0:
            return 0.0
        moves = max(0, ANALYSIS_WIN - abs(value))
        shade = max(_WIN_FLOOR, 1.0 - _WIN_SHADE * max(0, moves - 1))
        return round(shade if value > 0 else -shade, 6)
    return ESTIMATE_BAND * value / (abs(value) + ESTIMATE_SCALE)


# -- marks ------------------------------------------------------------------------------------


def _outcome(value: int) -> int:
    """1 for a win, 0 for a draw, -1 for a loss (of an exact value)."""
    return (value > 0) - (value < 0)


def _moves_to_end(value: int) -> int:
    """How many moves the winner still makes, of an exact win or loss value."""
    return ANALYSIS_WIN - abs(value)


def gives_up(value: int, best_value: int) -> bool:
    """True if a move of the exact loss ``value`` lets the opponent win far sooner than the best
    defence, of the exact loss ``best_value``: in at most half as many moves (a loss at once
    where a defence holds one move more, in 3 where it holds 6...)."""
    return 2 * _moves_to_end(value) <= _moves_to_end(best_value)


def classify(value: int, exact: bool, best_value: int, best_exact: bool) -> Mark:
    """The mark of a move of ``value`` (``exact``: proved) where the best move has
    ``best_value`` (``best_exact``), both for the mover (see the module for the rules)."""
    if value >= best_value:
        return Mark.BEST
    if exact and best_exact:
        if _outcome(value) < _outcome(best_value):
            return Mark.BLUNDER
        if value < 0 and gives_up(value, best_value):
            return Mark.MISTAKE
        return Mark.GOOD
    drop = standing_of(best_value, best_exact) - standing_of(value, exact)
    if drop < GOOD_DROP:
        return Mark.GOOD
    if exact != best_exact:
        # A proof against an estimate: the estimate may hide the same outcome. Only a move
        # that lets the opponent win at once, where the best is not a loss that quick, is
        # surely a mistake.
        if exact and value < 0 and _moves_to_end(value) <= 1:
            return Mark.MISTAKE
        return Mark.INACCURACY
    if drop < MISTAKE_DROP:
        return Mark.INACCURACY
    return Mark.MISTAKE


def values_meaningful(before: Game, analysis: Analysis, move: Move, best: Move) -> bool:
    """True if the values of ``move`` and ``best`` in ``analysis`` (of the position ``before``
    the move) may be compared to mark the move (see the module)."""
    if move in analysis.exact and best in analysis.exact:
        return True
    if before.rules.pop_ten and before.phase is Phase.SETUP:
        return analysis.depth >= max(MIN_DEPTH, setup_drops_left(before))
    return analysis.depth >= MIN_DEPTH


def setup_drops_left(game: Game) -> int:
    """How many drops Pop 10's setup still takes in ``game`` (the empty playable cells)."""
    rules = game.rules
    playable = [c for c in range(rules.width) if not rules.is_side_column(c)]
    return rules.columns * rules.rows - sum(game.height(c) for c in playable)


def review_move(game: Game, analysis: Analysis) -> MoveReview:
    """The review of the last move of ``game``, given ``analysis``, the :func:`~.analysis.
    analyze` of the position before it.

    ValueError if ``game`` has no move or the analysis has no value for the move played.
    """
    if game.ply == 0:
        raise ValueError("the game has no move to review")
    before = game.copy()
    move = before.undo()
    if move not in analysis:
        raise ValueError(f"the analysis has no value for the move played ({move})")
    player = before.turn
    best = analysis.best()
    value, best_value = analysis[move], analysis[best]
    if value >= best_value:
        best, best_value = move, value
    exact = analysis.is_exact(move)
    best_exact = analysis.is_exact(best)
    mark: Mark | None = None
    if len(analysis) > 1 and values_meaningful(before, analysis, move, best):
        mark = classify(value, exact, best_value, best_exact)
    standing = standing_of(value, exact)
    settled = best_exact and (best_value != 0 or len(analysis.exact) == len(analysis))
    return MoveReview(
        ply=game.ply - 1,
        player=player,
        move=move,
        best=best,
        mark=mark,
        value=value,
        best_value=best_value,
        exact=exact and best_exact,
        standing=standing if player == 1 else 0.0 - standing,  # never -0.0
        standing_exact=exact,
        best_exact=best_exact,
        settled=settled,
    )


def prove_moves(
    before: Game,
    analysis: Analysis,
    move: Move,
    *,
    time_limit: float = PROOF_TIME,
    stop: Callable[[], bool] | None = None,
) -> None:
    """Complete ``analysis`` (of the position ``before`` the move played, ``move``) by searches
    of its own, within ``time_limit`` seconds in all, so that the mark of ``move`` need not set
    a proof against an estimate. A move is proved by solving the position after it
    (:func:`~.solver.solve`), its exact value put in:

    * the move played, when it is only estimated and another move is proved a draw or a win;
    * when the move played is proved a draw or a loss, the moves only estimated, the highest
      first, until one is proved better by outcome (the move played threw it away) and is the
      best, or none is left.

    Not for Pop 10 and Power Up (their steps are judged on the analysis alone). Stops where
    the clock, or ``stop()``, ends a search first: what is proved by then stays.
    """
    if before.rules.is_variant or move not in analysis:
        return
    deadline = monotonic() + time_limit
    exact = analysis.exact
    if move not in exact:
        if not any(analysis[other] >= 0 for other in exact):
            return
        value = _solved_value(before, move, deadline - monotonic(), stop)
        if value is None:
            return
        analysis[move] = value
        exact.add(move)
    played = analysis[move]
    if played > 0:
        return
    while True:
        left = [other for other in analysis if other not in exact]
        remaining = deadline - monotonic()
        if not left or remaining <= 0:
            return
        target = max(left, key=lambda other: analysis[other])
        beaten = any(_outcome(analysis[other]) > _outcome(played) for other in exact)
        if beaten and analysis[target] <= max(analysis[other] for other in exact):
            return  # thrown away, and the best move is proved
        value = _solved_value(before, target, remaining, stop)
        if value is None:
            return
        analysis[target] = value
        exact.add(target)


def _solved_value(
    before: Game, move: Move, time_limit: float, stop: Callable[[], bool] | None
) -> int | None:
    """The exact analysis value of ``move`` in ``before`` (for its mover), by solving the
    position after it; None if it is not solved in time."""
    after = before.copy()
    after.play(move)
    result = after.result
    if result is not None:
        if result.winner is None:
            return 0
        return ANALYSIS_WIN - 1 if result.winner == before.turn else -ANALYSIS_WIN
    try:
        score = solve(after, time_limit=time_limit, stop=stop)
    except TimeoutError:
        return None
    if score == 0:
        return 0
    rules = after.rules
    discs = sum(after.height(c) for c in range(rules.width) if not rules.is_side_column(c))
    moves = winner_moves(rules, discs, score)  # the winner's moves from the position after
    if score > 0:  # the opponent wins
        return -(ANALYSIS_WIN - moves)
    return ANALYSIS_WIN - (moves + 1)


def settle(review: MoveReview, following: MoveReview, *, steps: bool = False) -> MoveReview:
    """``review`` once the review of the move after it, ``following``, is known: where the
    position after the move is proved there (``following.settled``) and the move's own value was
    only estimated, the move gets that exact value, its standing on the graph and its mark
    with it. Otherwise ``review`` as it is; always so for ``steps`` (Pop 10 and Power Up, whose
    values count steps, and whose turns may take several of one player)."""
    if (
        steps
        or review.standing_exact
        or not following.settled
        or following.ply != review.ply + 1
        or following.player == review.player
    ):
        return review
    following_best = following.best_value
    if following_best > 0:
        value = -following_best  # the opponent wins in as many moves
    elif following_best < 0:
        value = -following_best - 1  # a win, this move included
    else:
        value = 0
    best, best_value, best_exact = review.best, review.best_value, review.best_exact
    if value >= best_value:
        best, best_value, best_exact = review.move, value, True
    mark = review.mark
    forced_or_shallow = mark is None and (review.best == review.move or not best_exact)
    if not forced_or_shallow:
        mark = classify(value, True, best_value, best_exact)
    standing = standing_of(value, True)
    return replace(
        review,
        best=best,
        mark=mark,
        value=value,
        best_value=best_value,
        exact=best_exact,
        standing=standing if review.player == 1 else 0.0 - standing,
        standing_exact=True,
        best_exact=best_exact,
    )


def settled_reviews(reviews: Sequence[MoveReview], *, steps: bool = False) -> list[MoveReview]:
    """``reviews`` (in the order of their moves), each :func:`settle`-d by the next one."""
    result = list(reviews)
    for index in range(len(result) - 1):
        result[index] = settle(result[index], result[index + 1], steps=steps)
    return result


# -- running a review -------------------------------------------------------------------------


def review_ply_task(
    game: Game, ply: int, time_limit: float = DEFAULT_TIME_PER_MOVE
) -> dict[str, Any]:
    """The worker's task: the review of move ``ply`` (0 = the first) of ``game``, analysed for
    about ``time_limit`` seconds, as :func:`encoded_review` data.

    ValueError if ``game`` has no move ``ply``.
    """
    if game.ply == 0:
        raise ValueError("the game has no move to review")
    if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply < game.ply:
        raise ValueError(f"the game has moves 0 to {game.ply - 1}, not {ply!r}")
    upto = game.copy()
    for _ in range(game.ply - ply - 1):
        upto.undo()
    before = upto.copy()
    move = before.undo()
    if table_fits(game.rules):
        prepare_table(game)  # a small Pop Out board: every position proved, once per process
    analysis = analyze(before, time_limit=time_limit)
    prove_moves(before, analysis, move)
    return encoded_review(review_move(upto, analysis))


#: :func:`review_ply_task` as a worker task (:mod:`.tasks`): what the window's game review asks
#: for, one move at a time.
REVIEW_TASK: Final = worker_task(review_ply_task)


def review_game(
    game: Game,
    *,
    time_per_move: float = DEFAULT_TIME_PER_MOVE,
    stop: Callable[[], bool] | None = None,
) -> list[MoveReview]:
    """The review of every move of ``game`` in this process, about ``time_per_move`` seconds
    of analysis each. Once ``stop()`` returns True the reviews done so far are returned (the
    move being analysed then is left out).

    The review keeps to a schedule, so that a game of n moves takes about n × ``time_per_move``:
    a search overshoots its time a little (it looks at the clock every thousand nodes or so),
    and the next move's analysis makes up for it, ending by the schedule's time but never
    getting less than :data:`LEAST_SHARE` of ``time_per_move``; a move solved early saves
    nothing for later ones.
    """
    replay = game.copy()
    moves: list[Move] = []
    while replay.ply:
        moves.append(replay.undo())
    moves.reverse()
    reviews: list[MoveReview] = []
    if table_fits(game.rules):
        prepare_table(game)  # a small Pop Out board: every position proved, once per process
    begin = monotonic()
    for index, move in enumerate(moves):
        if stop is not None and stop():
            break
        due = begin + (index + 1) * time_per_move
        deadline = max(due, monotonic() + LEAST_SHARE * time_per_move)
        analysis = analyze(replay, time_limit=time_per_move, deadline=deadline, stop=stop)
        if stop is not None and stop():
            break
        proving = monotonic()
        prove_moves(replay, analysis, move, stop=stop)
        if stop is not None and stop():
            break
        begin += monotonic() - proving  # the schedule is for the analyses
        replay.play(move)
        reviews.append(review_move(replay, analysis))
    return settled_reviews(reviews, steps=game.rules.is_variant)


# -- across the pipe --------------------------------------------------------------------------

_INT_FIELDS: Final = ("ply", "player", "value", "best_value")
_FIELDS: Final = frozenset(
    (
        *_INT_FIELDS,
        "move",
        "best",
        "mark",
        "exact",
        "standing",
        "standing_exact",
        "best_exact",
        "settled",
    )
)


def encoded_review(review: MoveReview) -> dict[str, Any]:
    """``review`` as plain data (moves in notation, the mark as text or None)."""
    return {
        "ply": review.ply,
        "player": review.player,
        "move": str(review.move),
        "best": str(review.best),
        "mark": None if review.mark is None else review.mark.value,
        "value": review.value,
        "best_value": review.best_value,
        "exact": review.exact,
        "standing": review.standing,
        "standing_exact": review.standing_exact,
        "best_exact": review.best_exact,
        "settled": review.settled,
    }


def _int_field(data: dict[str, Any], name: str, low: int, high: int) -> int:
    value = data[name]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"a review's {name} is a whole number from {low} to {high}, not {value!r}")
    return value


def _move_field(data: dict[str, Any], name: str) -> Move:
    text = data[name]
    if not isinstance(text, str):
        raise ValueError(f"a review's {name} is a move in notation, not {text!r}")
    try:
        return Move.parse(text)
    except ValueError as error:
        raise ValueError(f"a review's {name} is not a move: {error}") from None


def _bool_field(data: dict[str, Any], name: str) -> bool:
    value = data[name]
    if not isinstance(value, bool):
        raise ValueError(f"a review's {name} is true or false, not {value!r}")
    return value


def decoded_review(data: object) -> MoveReview:
    """The :class:`MoveReview` of :func:`encoded_review` data; ValueError, saying what is
    wrong, for anything else."""
    if not isinstance(data, dict):
        raise ValueError(f"a review is a dict, not {type(data).__name__}")
    keys = set(data)
    if keys != _FIELDS:
        missing = sorted(str(k) for k in _FIELDS - keys)
        extra = sorted(repr(k) for k in keys - _FIELDS)
        raise ValueError(f"a review's fields are wrong (missing: {missing}, unknown: {extra})")
    ply = _int_field(data, "ply", 0, 10**9)
    player = _int_field(data, "player", 1, 2)
    value = _int_field(data, "value", -ANALYSIS_WIN, ANALYSIS_WIN)
    best_value = _int_field(data, "best_value", -ANALYSIS_WIN, ANALYSIS_WIN)
    mark_text = data["mark"]
    if mark_text is not None and mark_text not in tuple(Mark):
        raise ValueError(f"a review's mark is one of {', '.join(Mark)} or none, not {mark_text!r}")
    standing = data["standing"]
    if (
        isinstance(standing, bool)
        or not isinstance(standing, int | float)
        or not -1.0 <= standing <= 1.0  # NaN fails this too
    ):
        raise ValueError(f"a review's standing is a number from -1 to 1, not {standing!r}")
    exact = _bool_field(data, "exact")
    standing_exact = _bool_field(data, "standing_exact")
    if value > best_value:
        raise ValueError(f"a review's best_value ({best_value}) is below its value ({value})")
    return MoveReview(
        ply=ply,
        player=player,
        move=_move_field(data, "move"),
        best=_move_field(data, "best"),
        mark=None if mark_text is None else Mark(mark_text),
        value=value,
        best_value=best_value,
        exact=exact,
        standing=float(standing),
        standing_exact=standing_exact,
        best_exact=_bool_field(data, "best_exact"),
        settled=_bool_field(data, "settled"),
    )


# -- summary ----------------------------------------------------------------------------------


def summarize(reviews: Sequence[MoveReview]) -> dict[int, PlayerSummary]:
    """Per player (1 and 2, both always present): the counts of each mark, the moves marked
    and the accuracy (see the module)."""
    summaries = {}
    for player in (1, 2):
        counts = dict.fromkeys(Mark, 0)
        for review in reviews:
            if review.player == player and review.mark is not None:
                counts[review.mark] += 1
        marked = sum(counts.values())
        kept = counts[Mark.BEST] + counts[Mark.GOOD]
        accuracy = 100.0 * kept / marked if marked else 100.0
        summaries[player] = PlayerSummary(player, counts, marked, accuracy)
    return summaries
