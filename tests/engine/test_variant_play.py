"""``best_move`` and ``analyze`` on Pop 10 and Power Up: a legal step at every level in every
phase and on every board, within the time limit; immediate wins taken; reproducible randomness;
the evaluation's reading of ``position_key()`` matches the game's public accessors."""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable

import pytest

from popout_desktop.engine import LEVELS, analyze, best_move
from popout_desktop.engine.variants import key as variant_key
from popout_desktop.engine.variants.evaluation import keepable_columns, win_now
from popout_desktop.engine.variants.key import (
    KEY_PHASE,
    KEY_POWERS,
    KEY_SCORES,
    KEY_TURN,
    PHASE_INDEX,
)
from popout_desktop.rules import POWER_KINDS, Game, Move, Phase, Rules
from popout_desktop.rules.geometry import geometry

VARIANTS = [
    Rules.preset("pop_ten"),
    Rules.preset("power_up"),
    Rules(pop_out=True, power_up=True),
    Rules(pop_out=True, power_up=True, side_columns=True, connect=5),
    Rules(pop_out=False, pop_ten=True, side_columns=True, connect=5, target=8),
    Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3),
    Rules(columns=4, rows=4, connect=3, pop_out=True, power_up=True),
    Rules(columns=16, rows=12, connect=6, pop_out=False, power_up=True, side_columns=True),
    Rules(columns=16, rows=12, connect=4, pop_out=False, pop_ten=True, target=20),
]


def positions_by_phase(rules: Rules, seed: int, games: int = 12) -> dict[Phase, Game]:
    """One position in play per phase these rules reach, from random games that prefer power
    checkers and pops (so that every follow-up phase comes up)."""
    rng = random.Random(seed)
    found: dict[Phase, Game] = {}
    for _ in range(games):
        game = Game(rules)
        for _ in range(rules.columns * rules.rows * 4):
            if game.is_over:
                break
            phase = game.phase
            if phase not in found or rng.random() < 0.05:
                found[phase] = game.copy()
            moves = game.legal_moves()
            special = [m for m in moves if m.is_power or m.is_pop]
            game.play(rng.choice(special if special and rng.random() < 0.5 else moves))
    return found


def expected_phases(rules: Rules) -> set[Phase]:
    if rules.pop_ten:
        return {Phase.SETUP, Phase.PLAY, Phase.PUT_BACK}
    return {Phase.PLAY, Phase.BOMB_POP, Phase.WALL_DROP, Phase.SECOND_DROP}


@pytest.mark.slow
@pytest.mark.parametrize("rules", VARIANTS, ids=str)
def test_every_level_plays_a_legal_step_in_every_phase_within_the_time_limit(
    rules: Rules,
) -> None:
    found = positions_by_phase(rules, seed=hash(rules) & 0xFFFF)
    small = rules.columns * rules.rows <= 16
    if not small:  # big boards: setup fills slowly, but each phase still comes up
        assert expected_phases(rules) <= set(found), set(found)
    for phase, game in found.items():
        for level in LEVELS:
            start = time.monotonic()
            move = best_move(game, level=level, time_limit=0.25, seed=3)
            took = time.monotonic() - start
            assert game.is_legal(move), (phase, level, str(move), game.notation())
            assert took < 0.25 + 0.5, (phase, level, took)


@pytest.mark.slow
@pytest.mark.parametrize("rules", VARIANTS[:4], ids=str)
def test_analysis_values_every_legal_step(rules: Rules) -> None:
    for phase, game in positions_by_phase(rules, seed=5, games=6).items():
        start = time.monotonic()
        analysis = analyze(game, time_limit=0.3)
        assert time.monotonic() - start < 0.3 + 0.6
        assert list(analysis) == game.legal_moves(), phase
        assert game.is_legal(analysis.best())


@pytest.mark.parametrize("rules", VARIANTS[:4], ids=str)
def test_analysis_values_every_legal_step_when_the_time_is_up_at_once(rules: Rules) -> None:
    """No time at all (a very busy machine: the clock has run out before depth 1 reached every
    step) still values every legal step at depth 1; it once left some out, and the game review's
    lookup of the step played failed (KeyError)."""
    for phase, game in positions_by_phase(rules, seed=17, games=4).items():
        analysis = analyze(game, time_limit=0.0)
        assert list(analysis) == game.legal_moves(), phase
        assert game.is_legal(analysis.best())


def test_a_pass_is_the_only_answer_when_it_is_the_only_step() -> None:
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
    rng = random.Random(2)
    for _ in range(500):
        game = Game(rules)
        while not game.is_over:
            moves = game.legal_moves()
            if moves == [Move.pass_()]:
                for level in LEVELS:
                    assert best_move(game, level=level, time_limit=0.1) == Move.pass_()
                return
            game.play(rng.choice(moves))
    raise AssertionError("no pass in 500 random games")


def power_up_winning_position() -> tuple[Game, set[Move]]:
    """Power Up, 7x6: player 1 to move with three in a row on the bottom row (drop 3 wins)."""
    game = Game.from_notation("d1 d1 d2 d2 d3 d3", Rules.preset("power_up"))
    wins = set()
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        if child.result is not None and child.result.winner == 1:
            wins.add(move)
    return game, wins


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_power_up_levels_take_a_win_at_once(level: str) -> None:
    game, wins = power_up_winning_position()
    assert Move.drop(3) in wins
    assert best_move(game, level=level, time_limit=0.5, seed=1) in wins


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_power_up_levels_block_a_threat(level: str) -> None:
    # Player 2 to move; player 1 threatens d3 (three on the bottom row, both ends open at 3).
    game = Game.from_notation("d1 d1 d2 d2 d3", Rules.preset("power_up"))
    move = best_move(game, level=level, time_limit=0.5, seed=1)
    after = game.copy()
    after.play(move)
    while not after.is_over and after.turn == 2:  # a power checker's follow-up, if any
        after.play(best_move(after, level=level, time_limit=0.5, seed=1))
    if after.is_over:
        assert after.result is not None and after.result.winner == 2
        return
    # Player 1 cannot win at once any more.
    for reply in after.legal_moves():
        child = after.copy()
        child.play(reply)
        assert not (child.result is not None and child.result.winner == 1), (str(move), str(reply))


def test_pop_ten_levels_keep_the_winning_disc() -> None:
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
    rng = random.Random(11)
    checked = 0
    for _ in range(300):
        game = Game(rules)
        while not game.is_over and checked < 6:
            key = game.position_key()
            if game.phase is Phase.PLAY and win_now(rules, key):
                for level in ("easy", "medium", "hard", "expert"):
                    move = best_move(game, level=level, time_limit=0.3, seed=1)
                    child = game.copy()
                    child.play(move)
                    assert child.result is not None and child.result.winner == game.turn, level
                checked += 1
                break
            game.play(rng.choice(game.legal_moves()))
        if checked >= 6:
            break
    assert checked >= 6


def counted(polls: int) -> Callable[[], bool]:
    """A stop callable that ends the search at its ``polls + 1``-th poll: the same work on any
    machine (a time limit would not be: the levels deepen with their time)."""
    calls = itertools.count(1)
    return lambda: next(calls) > polls


@pytest.mark.parametrize("rules", VARIANTS[:2], ids=str)
def test_the_same_seed_gives_the_same_move(rules: Rules) -> None:
    for game in positions_by_phase(rules, seed=9, games=4).values():
        for level in ("beginner", "easy"):
            moves = {
                best_move(game, level=level, time_limit=1000.0, seed=42, stop=counted(4))
                for _ in range(3)
            }
            assert len(moves) == 1


def assert_named_reading(game: Game, key: tuple[int, ...]) -> None:
    """The named accessors of :mod:`~popout_desktop.engine.variants.key` read ``key`` as ``game``
    says."""
    assert variant_key.turn(key) == game.turn
    assert variant_key.phase(key) is game.phase
    assert variant_key.phase_is(key, game.phase)
    assert variant_key.is_turn_start(key) == (game.phase in {Phase.PLAY, Phase.SETUP})
    for player in (1, 2):
        assert variant_key.score(key, player) == game.scores[player - 1]
        bits = variant_key.powers(key, player)
        assert {k for i, k in enumerate(POWER_KINDS) if bits >> i & 1} == game.powers(player)
        cells = {
            (c, r)
            for c in range(game.rules.width)
            for r in range(game.rules.rows)
            if game.cell(c, r) == player
        }
        assert geometry(game.rules).cells_of(variant_key.discs(key, player)) == cells
    if game.phase is Phase.PUT_BACK:
        assert variant_key.put_back_column(key) == game.moves[-1].column
    else:
        assert variant_key.put_back_column(key) == -1


@pytest.mark.parametrize("rules", VARIANTS, ids=str)
def test_the_evaluation_reads_position_keys_as_the_game_does(rules: Rules) -> None:
    geometry_width = rules.width
    for game in positions_by_phase(rules, seed=13, games=4).values():
        key = game.position_key()
        assert key[KEY_TURN] == game.turn
        assert key[KEY_PHASE] == PHASE_INDEX[game.phase]
        assert (key[KEY_SCORES], key[KEY_SCORES + 1]) == game.scores
        for player in (1, 2):
            bits = key[KEY_POWERS + player - 1]
            unused = {kind for i, kind in enumerate(POWER_KINDS) if bits >> i & 1}
            assert unused == set(game.powers(player))
        assert_named_reading(game, key)
        if rules.pop_ten and game.phase is Phase.PLAY:
            keepable = set(keepable_columns(rules)(key))
            kept = set()
            for column in range(geometry_width):
                move = Move.pop(column)
                if game.is_legal(move):
                    child = game.copy()
                    child.play(move)
                    if child.scores[game.turn - 1] > game.scores[game.turn - 1]:
                        kept.add(column)
            assert keepable == kept
