"""Perft for Pop 10 and Power Up: leaf counts at exactly ``depth`` steps, engine against oracle.

Every step of a turn (a put-back, the bomb's pop, a second drop, a pass) is one ply.  The counts
from the start of Pop 10 follow from the setup rule alone (a drop goes into a lowest column), and
the first two plies of Power Up can be counted by hand; everything else is cross-checked between
the engine and the naive oracle, from the start and from positions after a Pop 10 setup.
"""

from __future__ import annotations

import math
import random

import pytest

from popout_desktop.rules import Game, Rules
from popout_desktop.rules.variants import VariantGame

from .naive import NaiveGame, naive_perft
from .test_perft import CLASSIC_7X6, POP_OUT_7X6, divide, naive_divide, perft, perft_by_copy

POP_TEN = Rules.preset("pop_ten")
POWER_UP = Rules.preset("power_up")


def setup_count(columns: int, depth: int) -> int:
    """Pop 10 setup leaves: the i-th drop of a row has ``columns - i`` lowest columns to choose."""
    return math.prod(columns - ply % columns for ply in range(depth))


@pytest.mark.parametrize("depth", range(9))
def test_pop_ten_setup_perft_7x6(depth: int) -> None:
    assert perft(Game(POP_TEN), depth) == setup_count(7, depth)


@pytest.mark.parametrize(
    "rules",
    [
        Rules(columns=5, rows=5, pop_out=False, pop_ten=True, side_columns=True, connect=5),
        Rules(columns=4, rows=6, pop_out=False, pop_ten=True, target=5, connect=3),
    ],
    ids=["5x5-side", "4x6"],
)
def test_pop_ten_setup_perft_other_boards(rules: Rules) -> None:
    game = Game(rules)
    for depth in range(2 * rules.columns + 2):
        assert perft(game, depth) == setup_count(rules.columns, depth), depth


@pytest.mark.slow
def test_pop_ten_whole_setup_of_a_4x4_board() -> None:
    """The full setup of 4x4 (16 plies, (4!)^4 ways), then the first pops."""
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
    game = Game(rules)
    assert perft(game, 16) == math.factorial(4) ** 4
    assert game.moves == []


# Power Up, 7x6, by hand: 7 drops + 4 power checkers x 7 columns = 35 first moves. After a drop,
# an anvil or a bomb (no opponent disc to pop yet) the opponent has the same 35; after a wall or
# a x2 the same player drops once more, into any of 7 columns (nothing can complete a line yet).
POWER_UP_7X6 = [1, 35, 3 * 7 * 35 + 2 * 7 * 7, 14553]


@pytest.mark.parametrize("pop_out", [False, True])
@pytest.mark.parametrize("depth", range(3))
def test_power_up_perft_by_hand(depth: int, pop_out: bool) -> None:
    assert perft(Game(Rules(pop_out=pop_out, power_up=True)), depth) == POWER_UP_7X6[depth]


@pytest.mark.slow
def test_power_up_perft_7x6_depth_3() -> None:
    assert perft(Game(POWER_UP), 3) == POWER_UP_7X6[3]
    assert naive_perft(NaiveGame.from_rules(POWER_UP), 3) == POWER_UP_7X6[3]


@pytest.mark.parametrize("depth", range(5))
def test_variant_game_plays_the_six_field_rules(depth: int) -> None:
    """VariantGame on the classic rules counts exactly like Game."""
    assert perft(VariantGame(Rules()), depth) == POP_OUT_7X6[depth]
    assert perft(VariantGame(Rules(pop_out=False)), depth) == CLASSIC_7X6[depth]


def random_setup(rules: Rules, seed: int) -> str:
    """The notation of a random complete Pop 10 setup."""
    rng = random.Random(seed)
    game = Game(rules)
    while game.phase == "setup":
        game.play(rng.choice(game.legal_moves()))
    return game.notation()


CASES: list[tuple[Rules, str, int]] = [
    # Pop 10 after the setup: pops, keeps, put-backs, passes, target wins.
    (
        Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3),
        "d1 d2 d3 d4 " * 4,
        12,
    ),
    (Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=4), "seed:1", 14),
    (
        Rules(columns=5, rows=4, connect=4, pop_out=False, pop_ten=True, side_columns=True),
        "seed:2",
        12,
    ),
    (
        Rules(columns=5, rows=5, pop_out=False, pop_ten=True, target=5, repetition_draw=True),
        "seed:3",
        12,
    ),
    (
        Rules(columns=4, rows=5, connect=3, pop_out=False, pop_ten=True, target=3),
        "seed:4",
        12,
    ),
    # Power Up from the start and from small positions, with and without Pop Out.
    (Rules(columns=4, rows=4, connect=3, power_up=True), "", 3),
    (Rules(columns=4, rows=4, connect=3, pop_out=False, power_up=True), "", 4),
    (Rules(columns=4, rows=4, connect=5, power_up=True, side_columns=True), "", 3),
    (
        Rules(columns=4, rows=4, connect=3, power_up=True, side_columns=True, repetition_draw=True),
        "d2 d3 d2 d3",
        3,
    ),
    (Rules(columns=5, rows=4, connect=3, power_up=True), "d1 d1 d2 d3 d2", 3),
    (Rules(columns=4, rows=4, connect=3, pop_out=False, power_up=True), "d1 d2 d1 d2 d3 d4", 3),
]


def case_id(value: object) -> str:
    if isinstance(value, Rules):
        flags = [
            name
            for name in ("pop_ten", "power_up", "pop_out", "side_columns", "repetition_draw")
            if getattr(value, name)
        ]
        return f"{value.columns}x{value.rows}c{value.connect}-" + "+".join(flags)
    return str(value).strip()[:12] or "start"


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "start", "depth"), CASES, ids=case_id)
def test_variant_perft_matches_naive(rules: Rules, start: str, depth: int) -> None:
    if start.startswith("seed:"):
        start = random_setup(rules, int(start[5:]))
    game = Game.from_notation(start, rules)
    naive = NaiveGame.from_rules(rules).replay(start)
    assert game.phase == naive.phase
    for d in range(1, depth + 1):
        got, expected = perft(game, d), naive_perft(naive, d)
        if got != expected:
            engine_split, naive_split = divide(game, d), naive_divide(naive, d)
            bad = {
                m: (engine_split.get(m), naive_split.get(m))
                for m in naive_split | engine_split
                if engine_split.get(m) != naive_split.get(m)
            }
            raise AssertionError(
                f"from {start!r}, depth {d}: engine {got} != naive {expected}; "
                f"first move -> (engine, naive): {bad}"
            )
    assert game.notation() == " ".join(start.split())
    assert naive.notation() == game.notation()


@pytest.mark.parametrize(
    ("rules", "start", "depth"),
    [
        (POWER_UP, "d4 d4 d3", 3),
        (Rules(power_up=True), "d4 d4 d3 d5", 3),
        (Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=4), "seed:5", 10),
    ],
    ids=case_id,
)
def test_variant_perft_by_copy_matches_undo(rules: Rules, start: str, depth: int) -> None:
    if start.startswith("seed:"):
        start = random_setup(rules, int(start[5:]))
    game = Game.from_notation(start, rules)
    assert perft_by_copy(game, depth) == perft(game, depth)
    assert game.notation() == start
