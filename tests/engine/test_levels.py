"""The searching levels spend their time in iterative deepening (issue 19, point 2): their styles
(time share, noise, blunders), how deep they get when given time, reproducible noise and
blunders, and the interrupted depth that :func:`think` no longer throws away.

No test here depends on how fast the machine is: a ``stop`` callable that counts its calls
(polled every thousand nodes or so and between depths) stands in for the clock.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from popout_desktop.engine import analysis, levels
from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.levels import STYLES, Style, best_move
from popout_desktop.engine.think import Thought, think
from popout_desktop.engine.variants import opponent
from popout_desktop.engine.variants import search as variant_search
from popout_desktop.rules import Game, Move, Rules
from tests.engine.budget import Budget

SEARCHING = ("easy", "medium", "hard")
#: The depths the searching levels were fixed to before they used their time.
OLD_DEPTHS = {"easy": 1, "medium": 2, "hard": 4}


def opening(rules: Rules, seed: int, drops: int) -> Game:
    """A game after ``drops`` random drops, still in play."""
    rng = random.Random(seed)
    while True:
        game = Game(rules)
        for _ in range(drops):
            game.play(rng.choice([m for m in game.legal_moves() if m.is_drop]))
            if game.is_over:
                break
        if not game.is_over:
            return game


def recording_think(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Clock, Thought]]:
    """Make the levels' :func:`think` record each clock it got and what it found."""
    seen: list[tuple[Clock, Thought]] = []

    def wrapped(position: Position, clock: Clock, **options: Any) -> Thought:
        thought = think(position, clock, **options)
        seen.append((clock, thought))
        return thought

    monkeypatch.setattr(levels, "think", wrapped)
    return seen


def test_the_styles_are_ordered() -> None:
    styles = STYLES
    assert set(styles) == set(SEARCHING)
    shares = [styles[level].time_share for level in SEARCHING]
    noise = [styles[level].noise for level in SEARCHING]
    blunders = [styles[level].blunder for level in SEARCHING]
    assert 0 < shares[0] < shares[1] < shares[2] <= 1
    assert noise[0] > noise[1] > noise[2] >= 0
    assert blunders[0] > blunders[1] >= blunders[2] >= 0
    # No searching level is held to a depth that would leave its time unused.
    assert all(styles[level].max_depth > 8 for level in SEARCHING)
    assert styles["hard"].exact and not styles["medium"].exact


def test_hard_plays_with_its_noise_with_and_without_pops(monkeypatch: pytest.MonkeyPatch) -> None:
    assert 0 < STYLES["hard"].noise < STYLES["medium"].noise
    chosen: list[float] = []
    noisy_best = levels._noisy_best

    def spy(thought: Thought, noise: float, rng: random.Random) -> int:
        chosen.append(noise)
        return noisy_best(thought, noise, rng)

    monkeypatch.setattr(levels, "_noisy_best", spy)
    monkeypatch.setattr(levels, "exact_children", lambda position, codes, *_: list(codes))
    for preset in ("classic", "pop_out"):
        game = opening(Rules.preset(preset), 3, 6)
        best_move(game, level="hard", time_limit=1000.0, seed=1, stop=Budget(3))
    assert chosen == [STYLES["hard"].noise] * 2


@pytest.mark.parametrize("level", SEARCHING)
def test_each_level_searches_with_its_share_of_the_time(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = recording_think(monkeypatch)
    # Stopped at once: the level still answers (depth 1 always completes), and the clock it
    # searched with ends at its share of the 1000 s allowed.
    game = opening(Rules.preset("pop_out"), 1, 6)
    asked = time.monotonic()
    move = best_move(game, level=level, time_limit=1000.0, seed=4, stop=lambda: True)
    assert game.is_legal(move)
    if not seen:  # a blunder: a plausible random move without a search
        assert STYLES[level].blunder > 0
        return
    clock, thought = seen[-1]
    assert clock.deadline is not None
    share = STYLES[level].time_share
    assert clock.deadline - asked == pytest.approx(1000.0 * share, abs=5.0)
    assert thought.depth >= 1


@pytest.mark.parametrize("preset", ["pop_out", "classic"])
@pytest.mark.parametrize("level", SEARCHING)
def test_given_time_every_level_gets_deeper_than_its_old_fixed_depth(
    level: str, preset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = recording_think(monkeypatch)
    if level == "hard":
        # Hard first tries to prove the position and solve the moves exactly (a counted budget
        # has no deadline to end that): here it finds nothing, as early in a game.
        monkeypatch.setattr(levels, "exact_children", lambda position, codes, *_: list(codes))
        monkeypatch.setattr(levels, "root_proof", lambda position, clock: None)
    game = opening(Rules.preset(preset), 2, 8)
    deepest = 0
    work = 24 if level == "hard" else 12
    for seed in range(4):
        move = best_move(game, level=level, time_limit=1000.0, seed=seed, stop=Budget(work))
        assert game.is_legal(move)
        deepest = max([deepest] + [thought.depth for _, thought in seen])
    assert deepest > max(OLD_DEPTHS[level], 5 if level == "hard" else 2)


def test_hard_reaches_deeper_than_four_in_pop_out() -> None:
    # Hard's search of the 7x6 Pop Out board (too big to solve), with work for a few
    # thousand nodes: deeper than the old fixed depth 4.
    game = opening(Rules.preset("pop_out"), 3, 6)
    position = Position.from_game(game)
    thought = think(position, Clock(None, Budget(8)))
    assert thought.depth > 4


@pytest.mark.parametrize("rules", [Rules.preset("pop_out"), Rules.preset("classic")], ids=str)
def test_the_same_seed_and_work_give_the_same_move(rules: Rules) -> None:
    varied = 0
    for drops in (4, 7, 10):
        game = opening(rules, drops, drops)

        def move(level: str, seed: int, game: Game = game) -> Move:
            return best_move(game, level=level, time_limit=1000.0, seed=seed, stop=Budget(4))

        for level in SEARCHING:
            first = move(level, 11)
            assert move(level, 11) == first, (level, game.notation())
            if level != "hard":
                varied += len({move(level, seed) for seed in range(8)}) > 1
    assert varied >= 3


def test_noise_is_drawn_per_move_whatever_order_the_search_ended_in() -> None:
    thought = Thought(values={3: 10, 1: 12, 5: 11}, depth=3, best_code=1)
    reordered = Thought(values={5: 11, 1: 12, 3: 10}, depth=3, best_code=1)
    for seed in range(20):
        assert levels._noisy_best(thought, 30.0, random.Random(seed)) == levels._noisy_best(
            reordered, 30.0, random.Random(seed)
        )
    assert levels._noisy_best(thought, 0.0, random.Random(1)) == 1


def test_blunders_are_plausible_random_moves_at_their_rate(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = recording_think(monkeypatch)
    game = opening(Rules.preset("pop_out"), 5, 6)
    monkeypatch.setitem(STYLES, "easy", Style(time_share=0.1, noise=0.0, blunder=0.5))
    for seed in range(40):
        assert game.is_legal(best_move(game, level="easy", seed=seed, stop=lambda: True))
    # About half the moves were a blunder, with no search at all.
    assert 10 <= 40 - len(seen) <= 30


def test_a_proven_win_is_never_hidden_by_noise() -> None:
    # Red wins at once with d1; the noisy levels see it at depth 1 and take it.
    game = Game.from_notation("d1 d2 d1 d2 d1 d3", Rules.preset("pop_out"))
    for level in ("medium", "hard"):
        for seed in range(10):
            assert best_move(game, level=level, seed=seed, stop=Budget(2)) == Move.drop(0)


def positions(rules: Rules, count: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        game = opening(rules, rng.randrange(1 << 20), rng.randint(3, 14))
        found.append(Position.from_game(game))
    return found


@pytest.mark.parametrize("rules", [Rules.preset("pop_out"), Rules.preset("classic")], ids=str)
def test_think_uses_the_depth_the_clock_interrupted(rules: Rules) -> None:
    used = 0
    for position in positions(rules, 12, 8):
        for calls in (2, 4, 6, 8, 10, 12):
            thought = think(position, Clock(None, Budget(calls)))
            best = thought.best()
            assert best in position.legal_codes()
            assert thought.depths[best] in (thought.depth, thought.depth + 1)
            used += thought.depths[best] == thought.depth + 1
    # Some interrupted depths finished their first move (at least), which is then played (8 of
    # these 72 searches in both rule sets; the clock mostly stops the first move's search).
    assert used >= 3


def test_think_without_a_clock_is_the_plain_search() -> None:
    # Nothing can interrupt an unlimited clock: every depth is complete, as before.
    for position in positions(Rules.preset("classic"), 4, 9):
        thought = think(position, Clock.unlimited(), max_depth=5)
        assert set(thought.depths.values()) <= {thought.depth}


def _play(rules: Rules, choose: Callable[[Game], Move], plies: int) -> Game:
    game = opening(rules, 12, 4)
    while not game.is_over and game.ply < plies:
        game.play(choose(game))
    return game


def test_hard_plays_a_deterministic_game_with_counted_work() -> None:
    def hard(game: Game) -> Move:
        return best_move(game, level="hard", time_limit=1000.0, seed=game.ply, stop=Budget(3))

    rules = Rules.preset("pop_out")
    first = _play(rules, hard, 14).notation()
    assert _play(rules, hard, 14).notation() == first


# -- Pop 10 and Power Up ----------------------------------------------------------------------


def recording_think_variant(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Clock, Any]]:
    """Make the variants' levels' :func:`think_variant` record each clock and what it found."""
    seen: list[tuple[Clock, Any]] = []
    original = variant_search.think_variant

    def wrapped(game: Game, clock: Clock, **options: Any) -> Any:
        thought = original(game, clock, **options)
        seen.append((clock, thought))
        return thought

    monkeypatch.setattr("popout_desktop.engine.variants.opponent.think_variant", wrapped)
    return seen


def test_the_variants_styles() -> None:
    for styles in (opponent.VARIANT_STYLES, opponent.POP_TEN_STYLES):
        assert set(styles) == set(SEARCHING)
        shares = [styles[level].time_share for level in SEARCHING]
        assert 0 < shares[0] < shares[1] < shares[2] <= 1
    power_up = opponent.VARIANT_STYLES
    assert power_up["hard"].exact
    assert all(power_up[level].max_depth > 8 for level in SEARCHING)
    # Pop 10's levels too: no depth cap leaves their time unused.
    assert all(opponent.POP_TEN_STYLES[level].max_depth > 8 for level in SEARCHING)


@pytest.mark.parametrize("level", SEARCHING)
def test_power_up_levels_search_with_their_share_and_without_a_fixed_depth(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = recording_think_variant(monkeypatch)
    # 5x5: not small enough for hard to try to solve it; Power Up's search is slow (each move
    # valued exactly at each depth costs about 2,500 nodes at depth 2, 18,000 at depth 3).
    game = Game.from_notation("d4 d4 d3 d5", Rules(columns=5, rows=5, pop_out=False, power_up=True))
    share = opponent.VARIANT_STYLES[level].time_share
    work, beyond = {"easy": (40, 1), "medium": (200, 2), "hard": (200, 2)}[level]
    deepest = 0
    for seed in range(3):  # (easy blunders now and then, without a search)
        seen.clear()
        asked = time.monotonic()
        move = best_move(game, level=level, time_limit=1000.0, seed=seed, stop=Budget(work))
        assert game.is_legal(move)
        for clock, thought in seen:
            assert clock.deadline is not None
            assert clock.deadline - asked == pytest.approx(1000.0 * share, abs=5.0)
            deepest = max(deepest, thought.depth)
    assert deepest > beyond


def test_hard_solves_what_it_can_in_half_the_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # Hard plays as expert with half the time: the moves of a classic game, or of a small Power
    # Up board, are first tried exactly, with expert's share (60 %, 50 %) of hard's half.
    asked: list[tuple[str, float]] = []
    exact_children = analysis.exact_children
    exact_values = opponent._exact_values

    def spy_children(position: Position, codes: list[int], clock: Clock, *rest: Any) -> Any:
        assert clock.deadline is not None
        asked.append(("classic", clock.deadline - time.monotonic()))
        return exact_children(position, codes, clock, *rest)

    def spy_values(game: Game, moves: list[Move], clock: Clock) -> Any:
        assert clock.deadline is not None
        asked.append(("power_up", clock.deadline - time.monotonic()))
        return exact_values(game, moves, clock)

    monkeypatch.setattr(levels, "exact_children", spy_children)
    monkeypatch.setattr(opponent, "_exact_values", spy_values)
    classic = opening(Rules.preset("classic"), 4, 8)
    small = Game.from_notation("d2 d3", Rules(columns=4, rows=4, connect=3, power_up=True))
    for game in (classic, small):
        assert game.is_legal(best_move(game, level="hard", time_limit=1000.0, stop=Budget(8)))
    assert [kind for kind, _ in asked] == ["classic", "power_up"]
    assert asked[0][1] == pytest.approx(1000.0 * 0.5 * 0.6, abs=5.0)
    assert asked[1][1] == pytest.approx(1000.0 * 0.5 * 0.5, abs=5.0)


def test_min_depth_is_reached_on_the_longer_clock_when_the_share_is_over() -> None:
    # The share's clock has run out already; the whole time limit's has not.
    over = Clock(time.monotonic() - 1.0)
    position = Position.from_game(opening(Rules.preset("pop_out"), 7, 6))
    assert think(position, over, every_move=True).depth == 1
    thought = think(position, over, every_move=True, min_depth=3, min_clock=Clock.unlimited())
    assert thought.depth == 3
    game = Game.from_notation("d4 d4 d3 d5", Rules(columns=5, rows=5, pop_out=False, power_up=True))
    assert variant_search.think_variant(game, over, every_move=True).depth == 1
    deeper = variant_search.think_variant(
        game, over, every_move=True, min_depth=2, min_clock=Clock.unlimited()
    )
    assert deeper.depth == 2


BEGINNER_TABLES = [Rules.preset("classic"), Rules.preset("pop_out")]


@pytest.mark.parametrize("rules", BEGINNER_TABLES, ids=["classic", "pop_out"])
def test_beginner_fights_four_in_a_column(rules: Rules) -> None:
    """Issue 31 point 6: Red played d4 four times and Beginner never blocked (it met a threat
    half of the time). Someone who has just learned the rules blocks an open three most of the
    time: over 300 seeds, Beginner stops three in a column at least 80 % of the time, and Red's
    ``d4 d4 d4 d4`` wins at most one game in five."""
    three = Game.from_notation("d4 d1 d4 d7 d4", rules)
    blocked = sum(
        best_move(three, level="beginner", seed=seed) == Move.drop(3) for seed in range(300)
    )
    assert blocked >= 240, blocked
    through = 0
    for seed in range(300):
        game = Game(rules)
        while game.result is None and game.ply < 8:
            if game.turn == 1:
                if not game.is_legal(Move.drop(3)):
                    break
                game.play(Move.drop(3))
            else:
                game.play(best_move(game, level="beginner", seed=seed * 10 + game.ply))
        through += game.result is not None and game.result.winner == 1
    assert through <= 60, through


@pytest.mark.parametrize("rules", BEGINNER_TABLES, ids=["classic", "pop_out"])
def test_beginner_blocks_an_open_three_in_a_row(rules: Rules) -> None:
    # Red: the bottom row's c, d and e, open at both ends; Yellow to move. No move saves the
    # game, but a newcomer still drops a disc on one of the two ends (d2 or d6).
    game = Game.from_notation("d3 d3 d4 d4 d5", rules)
    blocks = {Move.drop(1), Move.drop(5)}
    met = sum(best_move(game, level="beginner", seed=seed) in blocks for seed in range(300))
    assert met >= 240, met


def test_beginner_still_makes_a_beginner_s_mistakes() -> None:
    """Under no threat it still hands the opponent a win now and then (a drop under the cell
    that completes the opponent's three), as a newcomer does: only the immediate threat is
    met most of the time, not every danger seen."""
    # Red: row 2's c, d and e (on d1 and Yellow's c1 and e1); b1 and f1 empty: Yellow's d2 or
    # d6 lets Red complete the row above it. Nobody can win at once.
    game = Game.from_notation("d4 d3 d3 d5 d5 d1 d4", Rules.preset("classic"))
    position = Position.from_game(game)
    assert not levels._threats(position)
    assert not any(child[1] == 1 for child in position.children())
    handed = sum(
        best_move(game, level="beginner", seed=seed) in {Move.drop(1), Move.drop(5)}
        for seed in range(400)
    )
    assert handed >= 20, handed  # about 13 % (half of the time careless, then d2 or d6)


def beginner_turn_leaves_no_win_at_once(game: Game, seed: int) -> bool:
    """Beginner plays its whole turn (every step) from ``game``: True if it then won, or the
    opponent cannot win with their next step (a drop completing a line, a Pop 10 disc kept
    that reaches the target: what a player sees)."""
    from popout_desktop.engine.variants.evaluation import win_now

    mover = game.turn
    step = 0
    while game.result is None and game.turn == mover:
        game.play(best_move(game, level="beginner", seed=seed * 10 + step))
        step += 1
    if game.result is not None:
        return game.result.winner == mover
    return not win_now(game.rules, game.position_key())


def test_the_variants_beginner_blocks_at_the_rate_of_classic() -> None:
    """One definition of Beginner's rates: Pop 10 and Power Up use classic's, not copies."""
    for name in ("BEGINNER_WINS", "BEGINNER_BLOCKS", "BEGINNER_CAREFUL"):
        assert vars(opponent)[name] is vars(levels)[name], name


@pytest.mark.parametrize(
    "notation",
    ["d4 d1 d4 d7 d4", "d4 d4 d3 d3 d5"],
    ids=["three-in-a-column", "open-three-in-a-row"],
)
def test_power_up_beginner_meets_an_immediate_threat(notation: str) -> None:
    """Issue 31 point 6, in Power Up: Beginner met Red's three in a column 63 % of the time and
    an open three in the bottom row (which a x2, a wall or a bomb can stop) 33 %: it took any
    power checker for safe. Over 300 seeds its whole turn now stops the drop that wins at
    least 80 % of the time (about 95 % and 90 %), as in classic."""
    rules = Rules.preset("power_up")
    held = sum(
        beginner_turn_leaves_no_win_at_once(Game.from_notation(notation, rules), seed)
        for seed in range(300)
    )
    assert held >= 240, held


#: Pop 10 (7x6, target 3) positions, found by random play, where the player to move is under
#: an immediate threat (the opponent would keep the disc that reaches the target) and can end
#: the turn without it. Beginner held 28 %, 31 %, 20 % and 51 % of them.
POP_TEN_THREATS = [
    "d6 d4 d2 d3 d7 d1 d5 d7 d2 d1 d4 d3 d5 d6 d6 d1 d4 d2 d7 d3 d5 d5 d2 d1 d7 d3 d6 d4 d4 d3 "
    "d5 d1 d2 d7 d6 d5 d7 d6 d3 d4 d1 d2 p2 d2 p3 p3 p4 d3",
    "d2 d6 d1 d5 d4 d7 d3 d6 d1 d4 d7 d5 d2 d3 d5 d1 d3 d7 d2 d6 d4 d2 d3 d1 d5 d6 d7 d4 d4 d3 "
    "d7 d1 d2 d6 d5 d1 d7 d5 d3 d2 d6 d4 p1 p3 p1 d3",
    "d7 d3 d4 d1 d5 d2 d6 d6 d4 d1 d5 d3 d2 d7 d6 d7 d5 d2 d3 d1 d4 d4 d1 d5 d2 d6 d3 d7 d6 d1 "
    "d3 d5 d4 d2 d7 d1 d7 d2 d5 d6 d4 d3 p6 p5 p7 d5",
    "d7 d5 d3 d6 d1 d2 d4 d2 d1 d7 d5 d3 d4 d6 d2 d5 d7 d3 d4 d1 d6 d7 d2 d1 d6 d3 d5 d4 d6 d3 "
    "d1 d4 d7 d5 d2 d6 d7 d3 d5 d4 d1 d2 p1 d1 p6 d6 p4 d4 p5 d5 p7 d7 p2 p2 p7 d2",
]


def test_pop_ten_beginner_meets_an_immediate_threat() -> None:
    """Issue 31 point 6, in Pop 10: under a threat Beginner kept any disc it could (half of
    the time) and otherwise met the threat half of the time; over these positions it held
    about 35 %. Now a kept disc must leave the threat stopped, and the threat is met at
    classic's rate: at least 80 % over 100 seeds a position (about 90 %)."""
    rules = Rules(columns=7, rows=6, pop_out=False, pop_ten=True, target=3)
    held = 0
    for notation in POP_TEN_THREATS:
        game = Game.from_notation(notation, rules)
        assert opponent._threatened(game)
        held += sum(beginner_turn_leaves_no_win_at_once(game.copy(), seed) for seed in range(100))
    assert held >= 320, held
