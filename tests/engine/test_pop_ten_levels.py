"""Pop 10's search counts whole turns, and its levels spend their time (issue 19, point 2).

A kept pop lets the same player pop again: it continues the turn and costs the search no depth,
so every horizon of a depth-limited search is a position where a turn starts after the previous
one ended (a put-back or a pass), with the same player to move in every line of the same depth.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from popout_desktop.engine import best_move, variants
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.variant_evaluation import keepable_columns, variant_evaluator
from popout_desktop.engine.variant_key import Key, turn
from popout_desktop.engine.variant_search import MAX_DEPTH, VariantSearch, think_variant
from popout_desktop.rules import Game, Phase, Rules

POP_TEN = Rules.preset("pop_ten")
SEARCHING = ("easy", "medium", "hard", "expert")


class Budget:
    """A ``stop`` callable that says stop after ``calls`` calls: a clock that counts work."""

    def __init__(self, calls: int) -> None:
        self.calls = calls
        self.made = 0

    def __call__(self) -> bool:
        self.made += 1
        return self.made > self.calls


def position_with_keepable_discs(rules: Rules, seed: int, at_least: int = 1) -> Game:
    """A position in play (phase "play", no win at once) whose player to move can keep a disc."""
    rng = random.Random(seed)
    keepable = keepable_columns(rules)
    while True:
        game = Game(rules)
        while game.phase is Phase.SETUP:
            game.play(rng.choice(game.legal_moves()))
        for _ in range(30):
            if game.is_over:
                break
            key = game.position_key()
            keeps = game.phase is Phase.PLAY and len(keepable(key)) >= at_least
            if keeps and max(game.scores) < rules.target - 2:
                return game
            game.play(rng.choice(game.legal_moves()))


def recording_search(game: Game) -> tuple[VariantSearch, list[Key]]:
    evaluate = variant_evaluator(game.rules)
    seen: list[Key] = []

    def recording(key: Key) -> int:
        seen.append(key)
        return evaluate(key)

    return VariantSearch(game, exact=False, evaluate=recording), seen


def test_a_kept_pop_costs_no_depth_every_horizon_has_the_same_player_to_move() -> None:
    for seed in range(4):
        game = position_with_keepable_discs(POP_TEN, seed)
        mover = game.turn
        for depth in (1, 2):
            search, seen = recording_search(game)
            search.root_values(game.legal_moves(), depth, every_move=True)
            assert seen
            expected = 3 - mover if depth % 2 else mover
            assert {turn(key) for key in seen} == {expected}, (seed, depth)


def test_a_kept_pop_is_valued_at_the_depth_of_its_turn() -> None:
    # The value of a kept pop at depth d is the value, at depth d, of the position after it
    # (the same player moves on): it is not one turn shallower than the other moves.
    for seed in range(3):
        game = position_with_keepable_discs(POP_TEN, seed)
        column = keepable_columns(POP_TEN)(game.position_key())[0]
        kept = next(m for m in game.legal_moves() if m.is_pop and m.column == column)
        for depth in (1, 2):
            values = VariantSearch(game, exact=False).root_values(
                game.legal_moves(), depth, every_move=True
            )
            after = game.copy()
            after.play(kept)
            assert after.turn == game.turn and after.phase is Phase.PLAY
            again = VariantSearch(after, exact=False).root_values(
                after.legal_moves(), depth, every_move=True
            )
            best = max(again.values())
            assert values[kept] == variants._from_child(best, True), (seed, depth)


# -- the levels ---------------------------------------------------------------------------------


def recording_think_variant(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Clock, Any, Any]]:
    """Make the levels' :func:`think_variant` record each clock, its options and its thought."""
    seen: list[tuple[Clock, Any, Any]] = []
    original = think_variant

    def wrapped(game: Game, clock: Clock, **options: Any) -> Any:
        thought = original(game, clock, **options)
        seen.append((clock, options, thought))
        return thought

    monkeypatch.setattr(variants, "think_variant", wrapped)
    return seen


def test_pop_ten_styles_have_no_depth_cap() -> None:
    styles = variants.POP_TEN_STYLES
    assert set(styles) == {"easy", "medium", "hard"}
    assert all(style.max_depth == MAX_DEPTH for style in styles.values())
    shares = [styles[level].time_share for level in ("easy", "medium", "hard")]
    assert 0 < shares[0] < shares[1] < shares[2] <= 1
    assert styles["hard"].exact  # expert's play with half the time
    assert styles["easy"].blunder > styles["medium"].blunder == styles["hard"].blunder == 0
    assert styles["medium"].noise > styles["hard"].noise > 0


@pytest.mark.parametrize("level", SEARCHING)
def test_pop_ten_levels_deepen_in_their_share_once_the_board_is_full(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = recording_think_variant(monkeypatch)
    game = position_with_keepable_discs(POP_TEN, 1)
    share = 1.0 if level == "expert" else variants.POP_TEN_STYLES[level].time_share
    deepest = 0
    for seed in range(4 if level == "easy" else 1):  # (easy blunders often, without a search)
        seen.clear()
        asked = time.monotonic()
        move = best_move(game, level=level, time_limit=1000.0, seed=seed, stop=Budget(60))
        assert game.is_legal(move)
        for clock, options, thought in seen:
            assert clock.deadline is not None
            assert clock.deadline - asked == pytest.approx(1000.0 * share, abs=5.0)
            assert options.get("max_depth", MAX_DEPTH) == MAX_DEPTH
            deepest = max(deepest, thought.depth)
    assert deepest >= 2  # two whole turns: beyond the old caps of easy and medium


@pytest.mark.parametrize("level", SEARCHING)
def test_pop_ten_levels_look_one_drop_ahead_while_the_board_is_filled(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = recording_think_variant(monkeypatch)
    rng = random.Random(4)
    game = Game(POP_TEN)
    for _ in range(9):
        game.play(rng.choice(game.legal_moves()))
    assert game.phase is Phase.SETUP
    for seed in range(4):
        move = best_move(game, level=level, time_limit=1000.0, seed=seed, stop=Budget(2000))
        assert game.is_legal(move)
    assert seen
    assert all(thought.depth == variants.POP_TEN_SETUP_DEPTH for _, _, thought in seen)
