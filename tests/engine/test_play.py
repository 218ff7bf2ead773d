"""``best_move`` and ``analyze``: levels, time limits on every board size, immediate wins and
blocks, reproducible randomness, exactness of what analysis calls exact."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable

import pytest

from popout_desktop.engine import LEVELS, Analysis, analyze, best_move, solve
from popout_desktop.engine.classic.board import WIN, Position, code_of, expand
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.search import MATE, MATE_MIN
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.levels import PROOF_EXTENSION, keeps_outcomes
from popout_desktop.engine.think import think
from popout_desktop.rules import Game, Move, Rules

from .oracle import notation_path
from .test_solve import oracle, rules_of, sample_states

RULE_SETS = [
    Rules(),
    Rules.preset("classic"),
    Rules.preset("five_in_a_row"),
    Rules.preset("pop_out_five_in_a_row"),
    Rules(columns=4, rows=4, connect=3),
    Rules(columns=16, rows=12, connect=6, side_columns=True),
    Rules(columns=16, rows=12, connect=3, pop_out=False),
    Rules(columns=16, rows=12, connect=4, repetition_draw=True),
    Rules(columns=5, rows=11, connect=5),
]


def random_game(rules: Rules, rng: random.Random, plies: int) -> Game:
    for attempt in range(200):
        if attempt % 20 == 19:
            plies //= 2
        game = Game(rules)
        for _ in range(plies):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        if not game.is_over:
            return game
    raise AssertionError("no game in play found")


def wins_at_once(game: Game) -> set[Move]:
    position = Position.from_game(game)
    return {
        m
        for m in game.legal_moves()
        if {c[0]: c for c in position.children()}[code_of(m)][1] == WIN
    }


def opponent_wins_after(game: Game, move: Move) -> bool:
    after = game.copy()
    after.play(move)
    if after.is_over:
        return after.result is not None and after.result.winner == 3 - game.turn
    return bool(wins_at_once(after))


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=str)
def test_every_level_moves_within_the_time_limit(rules: Rules) -> None:
    rng = random.Random(hash(rules) & 0xFFFF)
    game = random_game(rules, rng, rng.randint(0, 12))
    for level in LEVELS:
        # Expert on a small drop-only board may think PROOF_EXTENSION times its time while the
        # outcome of the position is not proven (issue 33, point 1); every other level and
        # board keeps to the time limit.
        limit = 0.3
        if level == "expert" and keeps_outcomes(layout(rules)):
            limit *= PROOF_EXTENSION
        start = time.monotonic()
        move = best_move(game, level=level, time_limit=0.3, seed=1)
        took = time.monotonic() - start
        assert game.is_legal(move), level
        assert took < limit + 0.35, (level, took)


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS[:6], ids=str)
def test_analysis_values_every_move_within_the_time_limit(rules: Rules) -> None:
    rng = random.Random(7)
    game = random_game(rules, rng, 6)
    start = time.monotonic()
    analysis = analyze(game, time_limit=0.4)
    assert time.monotonic() - start < 0.4 + 0.4
    assert isinstance(analysis, Analysis)
    assert list(analysis) == game.legal_moves()
    for move, value in analysis.items():
        outcome = analysis.outcome(move)
        if analysis.is_exact(move):
            assert outcome.kind in ("win", "loss", "draw")
        else:
            assert outcome.kind == "estimate"
            assert abs(value) < 100_000


@pytest.mark.slow
def test_expert_takes_every_win_and_blocks_every_loss_in_one() -> None:
    rng = random.Random(5)
    wins = blocks = 0
    while wins < 25 or blocks < 25:
        rules = rng.choice(RULE_SETS[:6])
        game = random_game(rules, rng, rng.randint(4, 30))
        winning = wins_at_once(game)
        if winning and wins < 25:
            assert best_move(game, time_limit=0.05) in winning, game.notation()
            wins += 1
            continue
        if winning:
            continue
        threatened = [m for m in game.legal_moves() if opponent_wins_after(game, m)]
        safe = [m for m in game.legal_moves() if m not in threatened]
        if threatened and safe and blocks < 25:
            move = best_move(game, time_limit=0.05)
            assert not opponent_wins_after(game, move), game.notation()
            blocks += 1


def counted(polls: int) -> Callable[[], bool]:
    """A stop callable that ends the search at its ``polls + 1``-th poll: the same work on any
    machine (a time limit would not be: the levels deepen with their time)."""
    calls = itertools.count(1)
    return lambda: next(calls) > polls


def test_seeds_make_the_random_levels_reproducible() -> None:
    rng = random.Random(3)
    varied = 0
    for _ in range(6):
        game = random_game(Rules(), rng, 6)
        for level in ("beginner", "easy", "medium"):

            def move(seed: int, level: str = level, game: Game = game) -> Move:
                return best_move(game, level=level, seed=seed, time_limit=1000.0, stop=counted(4))

            first = move(11)
            assert move(11) == first
            varied += len({move(s) for s in range(8)}) > 1
    assert varied >= 6


def test_beginner_takes_a_win_in_one_most_of_the_time() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d3", Rules())
    taken = sum(best_move(game, level="beginner", seed=s) == Move.drop(0) for s in range(300))
    assert 200 <= taken < 300


def test_stop_and_deadline_return_a_move_at_once() -> None:
    game = Game(Rules(columns=16, rows=12))
    start = time.monotonic()
    assert game.is_legal(best_move(game, stop=lambda: True, time_limit=5))
    assert game.is_legal(best_move(game, deadline=time.monotonic(), time_limit=5))
    assert len(analyze(game, stop=lambda: True, time_limit=5)) == len(game.legal_moves())
    assert time.monotonic() - start < 1.5


def test_bad_calls() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        best_move(Game(), level="grandmaster")
    over = Game.from_notation("d1 d2 d1 d2 d1 d2 d1")
    with pytest.raises(ValueError, match="over"):
        best_move(over)
    assert analyze(over) == {}


def test_classic_analysis_is_exact_and_agrees_with_solve() -> None:
    game = Game.from_notation(
        " ".join(f"d{c}" for c in "2252576253462244111563365343671351441"), Rules.preset("classic")
    )
    analysis = analyze(game, time_limit=5)
    assert analysis.exact == set(analysis)
    for move, value in analysis.items():
        after = game.copy()
        after.play(move)
        expected = -solve(after) if not after.is_over else None
        outcome = analysis.outcome(move)
        if expected is not None:
            assert (value > 0) == (expected > 0) and (value < 0) == (expected < 0)
        if outcome.kind == "win" and not after.is_over:
            assert solve(game) >= -solve(after) > 0


@pytest.mark.slow
def test_small_pop_out_analysis_matches_the_oracle() -> None:
    args = (4, 4, 3, True, False)
    small, values = oracle(args)
    rules = rules_of(small)
    paths = notation_path(small, values)
    for state in sample_states(values, 40, seed=3):
        game = Game.from_notation(paths[state], rules)
        analysis = analyze(game, time_limit=5)
        assert analysis.exact == set(analysis)
        best = max(analysis.values())
        expected = values[state]
        if expected > 0:
            assert analysis.outcome(analysis.best()).kind == "win"
            assert analysis.outcome(analysis.best()).moves == (expected + 1) // 2
        elif expected < 0:
            assert best < 0 and analysis.outcome(analysis.best()).moves == -expected // 2
        else:
            assert best == 0


@pytest.mark.slow
def test_the_depth_limited_search_never_claims_a_false_win() -> None:
    """Proven values of the heuristic search (with its table, repetitions treated as draws)
    against the oracle: a claimed win is a win no slower than claimed, a loss is a loss."""
    args = (4, 4, 3, True, False)
    small, values = oracle(args)
    rules = rules_of(small)
    paths = notation_path(small, values)
    claims = 0
    for state in sample_states(values, 150, seed=11):
        position = Position.from_game(Game.from_notation(paths[state], rules))
        thought = think(position, Clock.after(0.05), max_depth=6, every_move=True)
        children = {c[0]: c for c in expand(position.layout, position.cur, position.mask)}
        for code, value in thought.values.items():
            if abs(value) < MATE_MIN:
                continue
            claims += 1
            outcome = children[code][1]
            if outcome == WIN:
                assert value == MATE - 1
                continue
            # the exact value of the position after the move, for the other side
            after = Game.from_notation(paths[state], rules)
            after.play(Move.drop(code) if code < 64 else Move.pop(code & 63))
            if after.is_over:
                continue
            truth = solve(after)
            if value > 0:
                assert truth < 0, (paths[state], code)
            else:
                assert truth > 0, (paths[state], code)
    assert claims > 50
