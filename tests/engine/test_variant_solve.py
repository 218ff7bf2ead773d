"""``solve`` and ``analyze`` on Pop 10 and Power Up agree with a brute-force solution of small
positions (:mod:`.variant_oracle`); what ``solve`` returns for finished games, ``weak`` and time
limits."""

from __future__ import annotations

import random

import pytest

from popout_desktop.engine import ANALYSIS_WIN, analyze, solve
from popout_desktop.rules import Game, Rules

from .variant_oracle import TooBig, bounded_value, reachable, score, values

#: Small boards whose positions near the end have small game graphs; per rule set, the number
#: of random steps before the position and how often a power checker is preferred.
CASES = [
    (Rules(columns=4, rows=4, connect=3, pop_out=False, power_up=True), 10, 0.7),
    (Rules(columns=4, rows=4, connect=4, pop_out=False, power_up=True), 10, 0.9),
    (Rules(columns=4, rows=4, connect=4, pop_out=False, power_up=True, side_columns=True), 10, 0.9),
    (Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3), 24, 0.0),
    (
        Rules(
            columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=4, side_columns=True
        ),
        22,
        0.0,
    ),
]
STATE_LIMIT = 4000
PER_RULES = 5


def random_position(rules: Rules, steps: int, power_bias: float, rng: random.Random) -> Game:
    for _ in range(500):
        game = Game(rules)
        for _ in range(steps):
            if game.is_over:
                break
            moves = game.legal_moves()
            powers = [move for move in moves if move.is_power]
            game.play(rng.choice(powers if powers and rng.random() < power_bias else moves))
        if not game.is_over:
            return game
    raise AssertionError("no position in play found")


def small_positions(
    rules: Rules, steps: int, power_bias: float
) -> list[tuple[Game, dict[tuple[int, ...], int]]]:
    """``PER_RULES`` random positions with at most ``STATE_LIMIT`` reachable positions, solved."""
    rng = random.Random(f"{rules}")
    found = []
    for _ in range(400):
        game = random_position(rules, steps + rng.randint(-3, 3), power_bias, rng)
        try:
            graph = reachable(game, STATE_LIMIT)
        except TooBig:
            continue
        found.append((game, values(graph)))
        if len(found) == PER_RULES:
            break
    assert len(found) == PER_RULES, "not enough small positions"
    return found


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "steps", "power_bias"), CASES, ids=lambda x: str(x))
def test_solve_agrees_with_brute_force(rules: Rules, steps: int, power_bias: float) -> None:
    kinds = set()
    for game, solved in small_positions(rules, steps, power_bias):
        expected = score(solved[game.position_key()])
        assert solve(game, time_limit=30) == expected, game.notation()
        assert solve(game, weak=True, time_limit=30) == (expected > 0) - (expected < 0)
        kinds.add((expected > 0) - (expected < 0))
    assert kinds - {0}, "only draws: the cases test too little"


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "steps", "power_bias"), CASES[::2], ids=lambda x: str(x))
def test_exact_analysis_values_agree_with_brute_force(
    rules: Rules, steps: int, power_bias: float
) -> None:
    for game, solved in small_positions(rules, steps, power_bias)[:3]:
        analysis = analyze(game, time_limit=5)
        assert set(analysis) == set(game.legal_moves())
        mover = game.turn
        for move in game.legal_moves():
            if not analysis.is_exact(move):
                continue
            child = game.copy()
            child.play(move)
            result = child.result
            if result is not None:
                steps_left = 0
                sign = 0 if result.winner is None else (1 if result.winner == mover else -1)
            else:
                value = solved[child.position_key()]
                if child.turn != mover:
                    value = -value
                sign = (value > 0) - (value < 0)
                steps_left = abs(value)
            if sign > 0:
                expected = ANALYSIS_WIN - (steps_left + 1)
            elif sign < 0:
                expected = -(ANALYSIS_WIN - steps_left)
            else:
                expected = 0
            assert analysis[move] == expected, (game.notation(), str(move))


@pytest.mark.slow
@pytest.mark.parametrize(
    "rules",
    [
        Rules(columns=4, rows=4, connect=3, pop_out=True, power_up=True),
        Rules(columns=5, rows=4, connect=4, pop_out=True, power_up=True, side_columns=True),
    ],
    ids=str,
)
def test_solve_with_pop_out_agrees_with_a_bounded_brute_force(rules: Rules) -> None:
    # Power Up with Pop Out has too many positions for the whole graph: positions decided
    # within a few steps are compared instead.
    rng = random.Random(f"{rules}")
    decided = 0
    for _ in range(300):
        game = random_position(rules, rng.randint(8, 16), 0.9, rng)
        value = bounded_value(game, 5)
        if value is None or abs(value) < 2:
            continue
        assert solve(game, time_limit=30) == score(value), game.notation()
        decided += 1
        if decided == 10:
            break
    assert decided == 10


@pytest.mark.slow
def test_the_value_ignores_the_repetition_rule_without_repeated_positions() -> None:
    rules, steps, power_bias = CASES[4]
    for game, solved in small_positions(rules, steps, power_bias)[:2]:
        counted = Game.from_notation(game.notation(), rules.replace(repetition_draw=True))
        assert solve(counted, time_limit=30) == score(solved[game.position_key()])


def test_finished_games_score_like_pop_out() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d1", Rules.preset("power_up"))
    assert game.is_over
    assert solve(game) == -1001
    assert solve(game, weak=True) == -1


def test_a_big_position_times_out() -> None:
    game = Game(Rules(columns=16, rows=12, pop_out=False, pop_ten=True, target=20))
    with pytest.raises(TimeoutError):
        solve(game, time_limit=0.2)
