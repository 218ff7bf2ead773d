"""The review's marks never contradict a proof (issue 31 point 1), checked against the exact
solver as the oracle over generated games on several small tables, where the solver is quick:

* a move that keeps the mover's outcome is never "?" or "??" (unless it is a loss far sooner than
  the best defence, below);
* a move that turns a win into a draw or a loss, or a draw into a loss, is "??";
* in a lost position, a move that lets the opponent win in at most half as many moves as the
  best defence (at once, where a defence holds one move more) is at least "?";
* a proved standing on the graph is the oracle's outcome, a move whose position after it the
  next move's review proved has a proved standing, and the accuracy follows from the marks.

Two ways: whole reviews of 210 random games (70 on each small table: classic 5x4, 5-in-a-Row
5x4, Pop Out 4x4 with three in a row), where the analysis proves every value, so the properties
hold for every move; and a machine too busy to prove everything, on those tables and classic
6x5 (400 positions tried): a full analysis with one proof taken out (the move played's, where
the best is a win or a draw; or the best's, where the move played is a draw or a loss), an
estimate put in its place, and the review must find it again by a search of its own
(:func:`~popout_desktop.engine.review.prove_moves`). The issue's two 7x6 Pop Out games are
regression tests (slow: seconds of search).
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from popout_desktop.engine.analysis import ESTIMATE_LIMIT, analyze
from popout_desktop.engine.review import (
    Mark,
    MoveReview,
    prove_moves,
    review_game,
    review_move,
    settled_reviews,
    summarize,
)
from popout_desktop.engine.scores import winner_moves
from popout_desktop.engine.solver import solve
from popout_desktop.rules import Game, Move, Rules

#: The oracle's time for one position (it needs far less on these tables).
ORACLE_TIME = 60.0

SMALL_TABLES = {
    "classic 5x4": Rules(columns=5, rows=4, pop_out=False),
    "5-in-a-Row 5x4": Rules(columns=5, rows=4, connect=5, pop_out=False, side_columns=True),
    "Pop Out 4x4, three in a row": Rules(columns=4, rows=4, connect=3),
}
BAD: frozenset[Mark | None] = frozenset({Mark.MISTAKE, Mark.BLUNDER})


def _outcome(score: int) -> int:
    return (score > 0) - (score < 0)


def _discs(game: Game) -> int:
    rules = game.rules
    return sum(game.height(c) for c in range(rules.width) if not rules.is_side_column(c))


def random_game(rules: Rules, seed: int, least: int = 1, most: int = 30) -> Game:
    """A game of random legal moves (from ``least`` to ``most`` of them, fewer if it ends)."""
    rng = random.Random(seed)
    game = Game(rules)
    length = rng.randint(least, most)
    while not game.is_over and game.ply < length:
        game.play(rng.choice(game.legal_moves()))
    return game


def contradictions(before: Game, review: MoveReview) -> list[str]:
    """What in ``review`` (of the move played in ``before``) the exact oracle contradicts."""
    rules = before.rules
    move = review.move
    after = before.copy()
    after.play(move)
    position = solve(before, time_limit=ORACLE_TIME)
    reply = solve(after, time_limit=ORACLE_TIME)
    was, played = _outcome(position), -_outcome(reply)
    label = f"move {review.ply + 1} {move} ({review.mark}; oracle {position} then {reply})"
    found = []
    gave_up = False
    if was < 0 and played < 0:
        best_moves = winner_moves(rules, _discs(before), position)
        moves = 0 if after.is_over else winner_moves(rules, _discs(after), reply)
        gave_up = 2 * moves <= best_moves
        if gave_up and review.mark not in BAD:
            found.append(f"lets the opponent win far sooner, not '?': {label}")
    if played < was and review.mark is not Mark.BLUNDER:
        found.append(f"throws away the outcome, not '??': {label}")
    if played == was and review.mark in BAD and not gave_up:
        found.append(f"keeps the outcome, marked bad: {label}")
    if review.standing_exact:
        standing = review.standing if review.player == 1 else -review.standing
        if _outcome(round(standing * 1000)) != played:
            found.append(f"a proved standing that is not the oracle's: {label}")
    return found


def graph_contradictions(reviews: list[MoveReview]) -> list[str]:
    """A move whose position after it the next review proved, left an estimate; an accuracy
    that is not the share of marked moves best or good."""
    found = [
        f"move {review.ply + 1}: an estimate between proofs"
        for review, following in pairwise(reviews)
        if following.settled and not review.standing_exact
    ]
    for player, summary in summarize(reviews).items():
        marks = [r.mark for r in reviews if r.player == player and r.mark is not None]
        kept = sum(mark in (Mark.BEST, Mark.GOOD) for mark in marks)
        expected = 100.0 * kept / len(marks) if marks else 100.0
        if summary.marked != len(marks) or abs(summary.accuracy - expected) > 1e-9:
            found.append(f"player {player}: accuracy {summary.accuracy}, marks say {expected}")
    return found


def review_contradictions(game: Game) -> tuple[list[str], set[Mark | None]]:
    """What the oracle contradicts in the review of ``game``, and the marks it gave. A review
    at the app's 0.7 s a move whose contradicted moves were only estimated (the pure-Python
    core, or a busy machine, did not prove them in time: the first move of an empty 5x4 board)
    is done again with four times as much time, up to twice; a contradicted proof is final."""
    for time_per_move in (0.7, 2.8, 11.2):
        reviews = review_game(game, time_per_move=time_per_move)
        assert len(reviews) == game.ply
        found: list[str] = []
        marks: set[Mark | None] = set()
        estimated = False
        before = Game(game.rules)
        for review, move in zip(reviews, game.moves, strict=True):
            said = contradictions(before, review)
            found += said
            estimated |= bool(said) and not (review.exact and review.best_exact)
            marks.add(review.mark)
            before.play(move)
        graph = graph_contradictions(reviews)
        found += graph
        if not found or graph or not estimated:
            break
    return found, marks


@pytest.mark.parametrize("name", list(SMALL_TABLES))
def test_marks_never_contradict_the_solver_on_small_tables(name: str) -> None:
    rules = SMALL_TABLES[name]
    found: list[str] = []
    games = 0
    marks: set[Mark | None] = set()
    for seed in range(70):
        said, marked = review_contradictions(random_game(rules, seed))
        found += [f"seed {seed}: {text}" for text in said]
        marks |= marked
        games += 1
    assert not found, "\n".join(found[:20])
    assert games == 70
    assert {Mark.BEST, Mark.BLUNDER, Mark.MISTAKE} <= marks  # the properties were put to work


@pytest.mark.parametrize("name", [*SMALL_TABLES, "classic 6x5"])
def test_a_proof_against_an_estimate_gets_a_search_of_its_own(name: str) -> None:
    """A machine so busy that the analysis proved the best move but not the move played, or
    the move played but not the best (its proof taken out of a full analysis, an estimate put
    in its place): the other gets a search of its own, and the marks hold for every move."""
    rules = SMALL_TABLES.get(name, Rules(columns=6, rows=5, pop_out=False))
    found: list[str] = []
    forgotten = 0
    for seed in range(100):
        rng = random.Random(seed)
        game = random_game(rules, 2000 + seed, least=2 if name in SMALL_TABLES else 8, most=16)
        if game.is_over:
            continue
        before = game.copy()
        analysis = analyze(before, time_limit=ORACLE_TIME)
        assert len(analysis.exact) == len(analysis)  # the analysis proved every move
        move = rng.choice(list(analysis))
        best = analysis.best()
        if analysis[move] == analysis[best]:
            continue
        # the played move's proof, where the best is a win or a draw; or, where the move played
        # is a draw or a loss, the best's
        if seed % 2 and analysis[best] >= 0:
            unproved = move
        elif analysis[move] <= 0:
            unproved = best
        else:
            continue
        analysis[unproved] = rng.randrange(-ESTIMATE_LIMIT + 1, ESTIMATE_LIMIT)
        analysis.exact.discard(unproved)
        analysis.depth = 4
        forgotten += 1
        prove_moves(before, analysis, move)
        game.play(move)
        review = review_move(game, analysis)
        found += [f"seed {seed}: {text}" for text in contradictions(before, review)]
    assert not found, "\n".join(found[:20])
    assert forgotten >= 20


def test_a_move_proved_by_the_next_review_takes_its_value() -> None:
    """Review 1 only estimated; review 2 proves the position after move 1 (a loss for the
    player to move there): move 1 becomes a proved win, its standing exact and its mark from
    the proof."""
    from popout_desktop.engine.analysis import ANALYSIS_WIN

    first = MoveReview(
        ply=0, player=1, move=Move.drop(3), best=Move.drop(2), mark=Mark.MISTAKE, value=-200,
        best_value=ANALYSIS_WIN - 5, exact=False, standing=-0.32, standing_exact=False,
        best_exact=True, settled=True,
    )  # fmt: skip
    second = MoveReview(
        ply=1, player=2, move=Move.drop(0), best=Move.drop(1), mark=Mark.GOOD, value=-(
        ANALYSIS_WIN - 3), best_value=-(ANALYSIS_WIN - 6), exact=True, standing=0.998,
        standing_exact=True, best_exact=True, settled=True,
    )  # fmt: skip
    settled = settled_reviews([first, second])
    assert settled[1] == second
    assert settled[0].value == ANALYSIS_WIN - 7  # the opponent's loss in 6, this move first
    assert settled[0].standing_exact and settled[0].standing > 0.9
    assert settled[0].mark is Mark.GOOD and settled[0].exact  # a slower win
    # not for Pop 10 and Power Up, whose values count steps
    assert settled_reviews([first, second], steps=True)[0] == first


# -- the two games (7x6 Pop Out) ------------------------------------------------------


def proved_review(game: Game) -> list[MoveReview]:
    """The review of ``game`` at the app's 0.7 s a move or, where a machine was too busy to
    prove every move played and every best move in that time (CI shares 2 cores with other
    workers), again with four times as much, up to twice: the marks of these two games are
    those of proofs, and a proof does not depend on the clock."""
    for time_per_move in (0.7, 2.8, 11.2):
        reviews = review_game(game, time_per_move=time_per_move)
        if all(review.exact and review.best_exact for review in reviews):
            break
    return reviews


@pytest.mark.slow
def test_a_slower_proved_win_is_not_a_mistake_and_a_win_thrown_away_is_a_blunder() -> None:
    """``d4 d1 d4 d5 d3 d5 p4 d3``: moves 3 and 5 win, more slowly than the best (they were
    "? mistake", the best proved and the move played only estimated); move 7, p4, throws the
    win away (it was "?" on a busy machine); the graph has no estimate between its proofs."""
    game = Game.from_notation("d4 d1 d4 d5 d3 d5 p4 d3", Rules.preset("pop_out"))
    reviews = proved_review(game)
    marks = [review.mark for review in reviews]
    assert marks[2] in (Mark.GOOD, Mark.BEST) and reviews[2].value > 0
    assert marks[4] in (Mark.GOOD, Mark.BEST) and reviews[4].value > 0
    assert marks[6] is Mark.BLUNDER
    assert all(review.standing_exact for review in reviews[1:])
    assert summarize(reviews)[1].accuracy == 75.0  # 3 of 4 Red moves kept the win
    assert not graph_contradictions(reviews)


@pytest.mark.slow
def test_a_defence_given_up_in_a_lost_position_is_a_mistake() -> None:
    """``d4 d1 d4 d2 d4 d2 d4``: Yellow's d2 (move 6) lets Red complete four in column 4 at
    once where d4 holds seven moves longer: a mistake, not "good"."""
    game = Game.from_notation("d4 d1 d4 d2 d4 d2 d4", Rules.preset("pop_out"))
    reviews = proved_review(game)
    sixth = reviews[5]
    assert sixth.move == Move.drop(1) and sixth.best == Move.drop(3)
    assert sixth.mark is Mark.MISTAKE
    assert summarize(reviews)[2].counts[Mark.MISTAKE] == 1
