"""Position.from_game reads the game's bitboards and counts instead of replaying its moves: it
must give, field for field, what Position.replay gives (every preset, random sizes, set-ups,
undos, copies, finished games, repetition counts)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popout_desktop.engine.classic.board import Position, key_of
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import SetupStatus, check_setup, empty_setup, setup_of
from popout_desktop.rules.table import PRESET_NAMES

_PLAIN_PRESETS = [name for name in PRESET_NAMES if not Rules.preset(name).is_variant]


def assert_same(game: Game) -> Position:
    """from_game equals replay on every field of Position (its __slots__, so a field added
    later is compared too); returns the position."""
    direct = Position.from_game(game)
    replayed = Position.replay(game)
    for name in Position.__slots__:
        assert getattr(direct, name) == getattr(replayed, name), name
    return direct


@st.composite
def plain_rules(draw: st.DrawFn) -> Rules:
    """A preset at 7x6, or any playable six-field table (odd and even sizes, any line length)."""
    if draw(st.booleans()):
        rules = Rules.preset(draw(st.sampled_from(_PLAIN_PRESETS)))
        if draw(st.booleans()):
            rules = Rules(
                columns=rules.columns,
                rows=rules.rows,
                connect=rules.connect,
                pop_out=rules.pop_out,
                side_columns=rules.side_columns,
                repetition_draw=True,
            )
        return rules
    while True:
        fields = {
            "columns": draw(st.integers(4, 9)),
            "rows": draw(st.integers(4, 8)),
            "connect": draw(st.integers(3, 5)),
            "pop_out": draw(st.booleans()),
            "side_columns": draw(st.booleans()),
            "repetition_draw": draw(st.booleans()),
        }
        try:
            return Rules(**fields)  # type: ignore[arg-type]
        except ValueError:  # a line longer than the board: draw again
            continue


def _play_random(game: Game, data: st.DataObject, plies: int, *, undos: bool) -> None:
    """Up to ``plies`` random moves (and, if ``undos``, take-backs among them)."""
    for _ in range(plies):
        if undos and game.ply and data.draw(st.integers(0, 5)) == 0:
            game.undo()
            continue
        moves = game.legal_moves()
        if not moves:
            return
        game.play(moves[data.draw(st.integers(0, len(moves) - 1))])


def _random_setup_game(rules: Rules, data: st.DataObject) -> Game:
    """A game from a random set-up: random columns of random discs when the set-up check allows
    them (odd disc counts with Pop Out, player 2 to move), else a position of a random game."""
    setup = empty_setup(rules)
    rows = rules.rows
    for column in range(rules.width):
        if rules.is_side_column(column):
            continue
        for row in range(data.draw(st.integers(0, rows - 1))):
            setup = setup.with_cell(column, row, data.draw(st.integers(1, 2)))
    setup = setup.with_turn(1 + (setup.discs(1) + setup.discs(2)) % 2)
    if check_setup(setup, effort=0).status is SetupStatus.ILLEGAL:
        game = Game(rules)
        _play_random(game, data, data.draw(st.integers(0, 30)), undos=False)
        if game.is_over:
            game.undo()
        setup = setup_of(game)
    return Game.from_setup(setup)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=plain_rules(), data=st.data())
def test_from_game_equals_the_replay_on_random_games(rules: Rules, data: st.DataObject) -> None:
    if data.draw(st.booleans(), label="from a set-up"):
        game = _random_setup_game(rules, data)
    else:
        game = Game(rules)
    assert_same(game)
    _play_random(game, data, data.draw(st.integers(0, 80), label="plies"), undos=True)
    assert_same(game)
    assert_same(game.copy())


@settings(max_examples=150, deadline=None)
@given(rules=plain_rules(), data=st.data())
def test_from_game_equals_the_replay_on_finished_games(rules: Rules, data: st.DataObject) -> None:
    game = Game(rules)
    while not game.is_over and game.ply < 400:
        moves = game.legal_moves()
        game.play(moves[data.draw(st.integers(0, len(moves) - 1))])
    position = assert_same(game)
    if game.is_over:
        result = game.result
        assert result is not None
        assert position.result == (0 if result.winner is None else result.winner)
        assert position.children() == []


@settings(max_examples=100, deadline=None)
@given(
    preset=st.sampled_from(["pop_out", "pop_out_five_in_a_row"]),
    prefix=st.integers(0, 12),
    cycles=st.integers(1, 3),
    data=st.data(),
)
def test_repetitions_are_counted_as_the_replay_counts_them(
    preset: str, prefix: int, cycles: int, data: st.DataObject
) -> None:
    """Pop Out games that go round (drop, drop, pop, pop) so positions come up twice and three
    times: the counts, the turn in their keys and the repetition draw all match."""
    base = Rules.preset(preset)
    rules = Rules(
        columns=base.columns,
        rows=base.rows,
        connect=base.connect,
        side_columns=base.side_columns,
        repetition_draw=True,
    )
    game = Game(rules)
    _play_random(game, data, prefix, undos=False)
    for _ in range(cycles):
        if game.is_over:
            break
        playable = [column for column in range(rules.width) if not rules.is_side_column(column)]
        a = data.draw(st.sampled_from(playable))
        b = data.draw(st.sampled_from(playable))
        for move in (Move.drop(a), Move.drop(b), Move.pop(a), Move.pop(b)):
            if not game.is_legal(move):
                break
            game.play(move)
        assert_same(game)
    assert_same(game)


def test_a_third_repetition_is_a_draw_with_the_counts_of_the_replay() -> None:
    rules = Rules(repetition_draw=True)
    game = Game.from_notation("d4 d4 d1 d2 p1 p2 d1 d2 p1 p2", rules)
    assert game.result is not None and game.result.is_draw
    position = assert_same(game)
    assert position.result == 0
    assert position.seen is not None
    assert position.seen[position.history_key()] == 3
    assert sorted(position.seen.values()) == [1, 1, 2, 2, 2, 3]
    # Taken back to the second time: the counts follow, still equal to the replay.
    game.undo()
    position = assert_same(game)
    assert position.result is None


def test_the_counts_are_the_games_seen_from_the_player_to_move() -> None:
    """Each of the game's counts, keyed (player 1 bits, player 2 bits, turn), is the engine's
    count of (key_of(discs of the player to move, all discs), turn)."""
    rules = Rules.preset("pop_out_five_in_a_row")
    rules = Rules(
        columns=rules.columns, rows=rules.rows, connect=5, side_columns=True, repetition_draw=True
    )
    game = Game.from_notation("d2 d3 d2 d3 p2 p3", rules)
    counts = game.occurrence_counts()
    position = assert_same(game)
    assert counts is not None and position.seen is not None
    assert len(position.seen) == len(counts)
    for (p1, p2, turn), times in counts.items():
        assert position.seen[(key_of(p1 if turn == 1 else p2, p1 | p2), turn)] == times
    assert position.seen[position.history_key()] == game.occurrences() == 2


def test_without_the_repetition_rule_there_are_no_counts() -> None:
    game = Game.from_notation("d4 d4 d1 d2 p1 p2 d1 d2 p1 p2", Rules())
    assert game.occurrence_counts() is None
    assert assert_same(game).seen is None


def test_the_occurrence_counts_are_a_read_only_view() -> None:
    game = Game.from_notation("d4 d4", Rules(repetition_draw=True))
    counts = game.occurrence_counts()
    assert counts is not None
    with pytest.raises(TypeError):
        counts[(0, 0, 1)] = 5  # type: ignore[index]
    game.play(Move.drop(0))
    assert len(counts) == 4 and counts[game.position_key()] == 1
    assert dict(counts) == {key: 1 for key in counts}


def test_bitboards_are_the_cells_of_the_board() -> None:
    rules = Rules.preset("pop_out_five_in_a_row")
    game = Game.from_notation("d2 d3 d2", rules)
    p1, p2 = game.bitboards()
    stride = rules.rows + 1
    for column in range(rules.width):
        for row in range(rules.rows):
            bit = 1 << (column * stride + row)
            assert game.cell(column, row) == (1 if p1 & bit else 2 if p2 & bit else 0)
    assert not p1 & p2


def _outcome(build: Callable[[Game], Position], game: Game) -> object:
    try:
        position = build(game)
    except ValueError as error:
        return ("refused", str(error))
    return tuple(getattr(position, name) for name in Position.__slots__)


@pytest.mark.parametrize("name", ["pop_ten", "power_up"])
@pytest.mark.parametrize("seed", range(4))
def test_variants_are_replayed_as_before(name: str, seed: int) -> None:
    """Pop 10 and Power Up (routed elsewhere by the engine's callers) keep the replay's
    behaviour: the same position where the engine's board can follow the game, the same
    refusal where it meets a move it does not know."""
    game = Game(Rules.preset(name))
    rng = random.Random(seed)
    refused = False
    for _ in range(60):
        direct = _outcome(Position.from_game, game)
        assert direct == _outcome(Position.replay, game)
        refused |= isinstance(direct, tuple) and direct[0] == "refused"
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    assert refused
