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

from popout_desktop.engine import best_move
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.variants import opponent
from popout_desktop.engine.variants import search as variant_search
from popout_desktop.engine.variants.evaluation import keepable_columns, variant_evaluator
from popout_desktop.engine.variants.key import Key, turn
from popout_desktop.engine.variants.search import MAX_DEPTH, VariantSearch, think_variant
from popout_desktop.rules import Game, Phase, Rules
from tests.engine.budget import Budget

POP_TEN = Rules.preset("pop_ten")


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
    """A depth-limited search whose evaluation records every position it scores."""
    evaluate = variant_evaluator(game.rules)
    seen: list[Key] = []

    def recording(key: Key) -> int:
        seen.append(key)
        return evaluate(key)

    return VariantSearch(game, exact=False, evaluate=recording), seen


# -- a kept pop costs no depth -------------------------------------------------------------------


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
            assert values[kept] == opponent._from_child(max(again.values()), True), (seed, depth)


# -- the depth the clock interrupts is used --------------------------------------------------------


def test_the_depth_the_clock_interrupts_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    # The search polls its clock at every node here, and a counting clock stops it at each
    # point of depth 2: whenever a move finished there beats depth 1's best (searched first, at
    # depth 2 too), it is played, with its value and depth (checked by a fresh search of both
    # moves at depth 2); otherwise depth 1's best stays.
    monkeypatch.setattr(variant_search, "_CHECK_EVERY", 0)
    used = 0
    for seed in (6,):  # depth 2 changes depth 1's best, in 69 nodes
        game = position_with_keepable_discs(POP_TEN, seed)
        moves = game.legal_moves()
        first = think_variant(game, Clock.unlimited(), moves=moves, max_depth=1)
        whole = think_variant(game, Clock.unlimited(), moves=moves, max_depth=2)
        assert first.best is not None and whole.best != first.best
        for calls in range(1, whole.nodes + 2):
            thought = think_variant(game, Clock(stop=Budget(calls)), moves=moves, max_depth=2)
            if thought.depth == 0:
                continue  # depth 1 itself was stopped (it runs on the clock too)
            assert thought.best is not None
            if thought.depth == 2:
                assert thought.best == whole.best
                continue
            assert thought.depth == 1
            if thought.best == first.best:
                continue
            used += 1
            assert thought.depths[thought.best] == 2
            fresh = VariantSearch(game, exact=False).root_values(
                [first.best, thought.best], 2, every_move=True
            )
            assert fresh[thought.best] > fresh[first.best], (seed, calls)
            assert thought.values[thought.best] == fresh[thought.best], (seed, calls)
    assert used >= 2


# -- the levels ---------------------------------------------------------------------------------

SEARCHING = ("easy", "medium", "hard")
#: The depths Pop 10's levels were held to before they spent their time (easy, medium, hard).
OLD_CAPS = {"easy": 1, "medium": 2, "hard": 5}


def recording_think_variant(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Clock, Any, Any]]:
    """Make the levels' :func:`think_variant` record each clock, its options and its thought."""
    seen: list[tuple[Clock, Any, Any]] = []
    original = think_variant

    def wrapped(game: Game, clock: Clock, **options: Any) -> Any:
        thought = original(game, clock, **options)
        seen.append((clock, options, thought))
        return thought

    monkeypatch.setattr(opponent, "think_variant", wrapped)
    return seen


def test_pop_ten_styles_have_no_depth_cap_and_are_ordered() -> None:
    styles = opponent.POP_TEN_STYLES
    assert set(styles) == set(SEARCHING)
    assert all(style.max_depth == MAX_DEPTH for style in styles.values())
    shares = [styles[level].time_share for level in SEARCHING]
    blunders = [styles[level].blunder for level in SEARCHING]
    assert 0 < shares[0] < shares[1] < shares[2] <= 1
    assert blunders[0] > blunders[1] > blunders[2] >= 0
    # Hard errs by blunders only: noise on its estimates hurt it against medium more than it
    # let expert win (bench_levels, session 11).
    assert styles["easy"].noise > 0 and styles["medium"].noise > 0 and styles["hard"].noise == 0
    assert styles["hard"].exact and not styles["medium"].exact


def board_being_filled(drops: int) -> Game:
    rng = random.Random(4)
    game = Game(POP_TEN)
    for _ in range(drops):
        game.play(rng.choice(game.legal_moves()))
    assert game.phase is Phase.SETUP
    return game


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("phase", ["setup", "play"])
def test_pop_ten_levels_deepen_in_their_share_beyond_their_old_caps(
    level: str, phase: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A counted budget instead of a clock: each level searches on a clock that ends at its
    # share of the 1000 s allowed, with no depth cap, and goes deeper than its old cap.
    seen = recording_think_variant(monkeypatch)
    if phase == "setup":
        game, work = board_being_filled(9), 60
    else:
        game, work = position_with_keepable_discs(POP_TEN, 6), 120
    share = opponent.POP_TEN_STYLES[level].time_share
    deepest = 0
    for seed in range(6 if level == "easy" else 2):  # (easy blunders often, without a search)
        seen.clear()
        asked = time.monotonic()
        move = best_move(game, level=level, time_limit=1000.0, seed=seed, stop=Budget(work))
        assert game.is_legal(move)
        for clock, options, thought in seen:
            assert clock.deadline is not None
            assert clock.deadline - asked == pytest.approx(1000.0 * share, abs=5.0)
            assert options.get("max_depth", MAX_DEPTH) == MAX_DEPTH
            deepest = max(deepest, thought.depth)
    assert deepest > OLD_CAPS[level]
