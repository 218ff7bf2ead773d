"""Tests of set-up positions: check_setup's verdicts, Game.from_setup and game.start."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import (
    Setup,
    SetupProblem,
    SetupStatus,
    check_setup,
    empty_setup,
    problem_text,
    setup_of,
)

CLASSIC = Rules.preset("classic")
POP_OUT = Rules.preset("pop_out")
FIVE = Rules.preset("five_in_a_row")
POP_FIVE = Rules.preset("pop_out_five_in_a_row")


def _with(rules: Rules, placed: dict[tuple[int, int], int], turn: int = 1) -> Setup:
    setup = empty_setup(rules).with_turn(turn)
    for (column, row), value in placed.items():
        setup = setup.with_cell(column, row, value)
    return setup


def _random_game(rules: Rules, plies: int, seed: int) -> Game:
    chance = random.Random(seed)
    game = Game(rules)
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves:
            break
        move = chance.choice(moves)
        game.play(move)
        if game.is_over:
            game.undo()
            break
    return game


def test_the_start_of_every_table_is_reachable_by_no_move() -> None:
    for name in ("classic", "pop_out", "five_in_a_row", "pop_out_five_in_a_row"):
        check = check_setup(empty_setup(Rules.preset(name)))
        assert check.status is SetupStatus.REACHABLE
        assert check.moves == ()


@pytest.mark.parametrize("rules", [CLASSIC, POP_OUT, FIVE, POP_FIVE])
def test_positions_of_played_games_are_shown_reachable_with_moves_that_lead_there(
    rules: Rules,
) -> None:
    for seed in range(25):
        game = _random_game(rules, 12 + seed, seed)
        setup = setup_of(game)
        check = check_setup(setup)
        assert check.status is SetupStatus.REACHABLE, (seed, game.notation(), check)
        assert check.moves is not None
        replay = Game(rules)
        for move in check.moves:
            replay.play(move)
        assert replay.board() == setup.cells and replay.turn == setup.turn
        assert not replay.is_over


def test_a_floating_disc_is_refused_with_every_disc_above_the_hole() -> None:
    setup = _with(CLASSIC, {(2, 0): 1, (2, 2): 2, (2, 3): 1})
    check = check_setup(setup)
    assert check.status is SetupStatus.ILLEGAL
    assert check.problem is SetupProblem.FLOATING
    assert check.cells == ((2, 2), (2, 3))


def test_a_changed_side_column_is_refused_with_its_cells() -> None:
    setup = empty_setup(FIVE)
    changed = setup.with_cell(0, 0, 3 - setup.cell(0, 0))
    check = check_setup(changed)
    assert check.problem is SetupProblem.SIDE_COLUMN
    assert check.cells == ((0, 0),)
    emptied = setup.with_cell(8, 5, 0)
    assert check_setup(emptied).problem is SetupProblem.SIDE_COLUMN


def test_a_line_ends_the_game_and_is_refused_with_its_cells() -> None:
    setup = _with(POP_OUT, {(0, 0): 1, (1, 0): 1, (2, 0): 1, (3, 0): 1, (0, 1): 2, (1, 1): 2})
    check = check_setup(setup.with_turn(2))
    assert check.problem is SetupProblem.LINE
    assert check.cells == ((0, 0), (1, 0), (2, 0), (3, 0))


def test_lines_of_both_players_are_refused_as_such() -> None:
    placed = {(c, 0): 1 for c in range(4)} | {(c, 1): 2 for c in range(4)}
    check = check_setup(_with(POP_OUT, placed))
    assert check.problem is SetupProblem.BOTH_LINES
    assert len(check.cells) == 8


def test_a_line_with_side_column_discs_counts() -> None:
    # 5-in-a-Row: the left side column holds player 1 at row 0; four more make five.
    setup = empty_setup(FIVE)
    assert setup.cell(0, 0) == 1
    placed = {(c, 0): 1 for c in range(1, 5)} | {(5, 0): 2, (6, 0): 2, (7, 0): 2, (1, 1): 2}
    check = check_setup(_with(FIVE, placed))
    assert check.problem is SetupProblem.LINE
    assert (0, 0) in check.cells


def test_a_full_board_is_refused() -> None:
    rules = Rules(columns=4, rows=4, connect=4, pop_out=False)
    # Columns of 1 1 2 2 / 2 2 1 1 alternately: no line of four anywhere.
    pattern = ((1, 1, 2, 2), (2, 2, 1, 1), (1, 1, 2, 2), (2, 2, 1, 1))
    setup = Setup(rules, pattern, 1)
    assert check_setup(setup).problem is SetupProblem.FULL


def test_without_pops_disc_counts_and_the_turn_must_match() -> None:
    assert check_setup(_with(CLASSIC, {(0, 0): 1, (1, 0): 1})).problem is SetupProblem.COUNTS
    assert check_setup(_with(CLASSIC, {(0, 0): 2})).problem is SetupProblem.COUNTS
    one = _with(CLASSIC, {(0, 0): 1})
    assert check_setup(one).problem is SetupProblem.WRONG_TURN
    assert check_setup(one.with_turn(2)).status is SetupStatus.REACHABLE
    assert check_setup(empty_setup(CLASSIC).with_turn(2)).problem is SetupProblem.WRONG_TURN


def test_with_pops_uneven_counts_can_be_reachable() -> None:
    # Player 1 has two discs, player 2 none, player 1 to move: player 2 popped their own.
    setup = _with(POP_OUT, {(0, 0): 1, (6, 0): 1}, turn=1)
    check = check_setup(setup)
    assert check.status is SetupStatus.REACHABLE
    assert check.moves is not None and any(move.is_pop for move in check.moves)


def test_on_every_table_the_number_of_discs_says_who_moves() -> None:
    assert check_setup(empty_setup(POP_OUT).with_turn(2)).problem is SetupProblem.WRONG_TURN
    uneven = _with(POP_OUT, {(0, 0): 1, (6, 0): 1}, turn=2)
    assert check_setup(uneven).problem is SetupProblem.WRONG_TURN
    assert check_setup(uneven.with_turn(1)).status is SetupStatus.REACHABLE


def test_a_classic_position_no_order_of_moves_reaches_is_proved_unreachable() -> None:
    # Player 2's disc under player 1's, player 1 to move: player 1 never dropped first.
    setup = _with(CLASSIC, {(0, 0): 2, (0, 1): 1})
    check = check_setup(setup)
    assert check.problem is SetupProblem.UNREACHABLE
    # With pops it is reachable: player 1 popped their disc out from under player 2's.
    assert check_setup(_with(POP_OUT, {(0, 0): 2, (0, 1): 1})).status is SetupStatus.REACHABLE


def test_without_effort_a_consistent_position_is_legal_only() -> None:
    setup = _with(POP_OUT, {(0, 0): 1}, turn=2)
    assert check_setup(setup, effort=0).status is SetupStatus.LEGAL


def test_variant_tables_accept_only_their_start() -> None:
    for name in ("pop_ten", "power_up"):
        rules = Rules.preset(name)
        assert check_setup(empty_setup(rules)).status is SetupStatus.REACHABLE
        check = check_setup(empty_setup(rules).with_cell(3, 0, 1).with_turn(2))
        assert check.problem is SetupProblem.VARIANT_TABLE
        with pytest.raises(ValueError, match="Pop 10 and Power Up"):
            Game.from_setup(empty_setup(rules).with_cell(3, 0, 1).with_turn(2))


def test_every_problem_has_words() -> None:
    for problem in SetupProblem:
        assert problem_text(problem)


def test_a_malformed_setup_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="columns"):
        Setup(CLASSIC, ((0,) * 6,) * 6, 1)
    with pytest.raises(ValueError, match="cell"):
        Setup(CLASSIC, ((3,) + (0,) * 5,) + ((0,) * 6,) * 6, 1)
    with pytest.raises(ValueError, match="to move"):
        Setup(CLASSIC, ((0,) * 6,) * 7, 3)


# -- Game.from_setup and game.start ----------------------------------------------------------


def test_a_game_from_a_setup_plays_from_it_and_never_undoes_before_it() -> None:
    setup = _with(POP_OUT, {(0, 0): 2, (0, 1): 1, (3, 0): 1}, turn=2)
    game = Game.from_setup(setup)
    assert game.start is setup
    assert game.ply == 0 and game.turn == 2 and game.height(0) == 2
    assert setup_of(game) == setup
    assert Move.pop(0) in game.legal_moves()
    game.play(Move.pop(0))
    assert game.cell(0, 0) == 1 and game.notation() == "p1"
    copy = game.copy()
    assert copy.start is setup and copy.notation() == "p1"
    assert game.undo() == Move.pop(0)
    assert setup_of(game) == setup
    with pytest.raises(IndexError):
        game.undo()


def test_a_game_from_a_setup_sees_a_win_and_a_full_board() -> None:
    placed = {(0, 0): 1, (1, 0): 1, (2, 0): 1, (0, 1): 2, (1, 1): 2, (2, 1): 2}
    game = Game.from_setup(_with(CLASSIC, placed))
    game.play(Move.drop(3))
    assert game.result is not None and game.result.winner == 1
    rules = Rules(columns=4, rows=4, connect=4, pop_out=False)
    almost = Setup(rules, ((1, 1, 2, 2), (2, 2, 1, 1), (1, 1, 2, 2), (2, 1, 1, 0)), 2)
    game = Game.from_setup(almost)
    game.play(Move.drop(3))
    assert game.result is not None and game.result.reason == "full"


def test_from_setup_refuses_an_illegal_position_with_the_reason() -> None:
    with pytest.raises(ValueError, match="floats"):
        Game.from_setup(_with(CLASSIC, {(0, 1): 1}, turn=2))


def test_repetition_counts_from_the_start_position() -> None:
    rules = Rules(repetition_draw=True)
    setup = _with(rules, {(0, 0): 1, (1, 0): 2})
    game = Game.from_setup(setup)
    # Each drops a disc and pops it again: the set-up position comes back, twice more; the
    # third time is a draw only if the start itself was counted once.
    for _ in range(2):
        game.play(Move.drop(5))
        game.play(Move.drop(6))
        game.play(Move.pop(5))
        game.play(Move.pop(6))
    assert game.result is not None and game.result.reason == "repetition"


def test_from_notation_replays_moves_from_a_start() -> None:
    setup = _with(POP_OUT, {(3, 0): 1}, turn=2)
    game = Game.from_notation("d4 p4", start=setup)
    assert game.start is setup and game.notation() == "d4 p4"
    with pytest.raises(ValueError, match="another table"):
        Game.from_notation("", CLASSIC, start=setup)


# -- never hangs ----------------------------------------------------------------------------


@st.composite
def _boards(draw: st.DrawFn) -> Setup:
    columns = draw(st.integers(4, 16))
    rows = draw(st.integers(4, 12))
    connect = draw(st.integers(3, 6))
    side = draw(st.booleans())
    if connect > max(columns + 2 * side, rows):
        connect = 3
    rules = Rules(
        columns=columns, rows=rows, connect=connect, pop_out=draw(st.booleans()), side_columns=side
    )
    start = empty_setup(rules)
    cells = []
    for column in range(rules.width):
        if rules.is_side_column(column):
            cells.append(start.cells[column])
            continue
        height = draw(st.integers(0, rows))
        discs = draw(st.lists(st.integers(1, 2), min_size=height, max_size=height))
        cells.append(tuple(discs) + (0,) * (rows - height))
    return Setup(rules, tuple(cells), draw(st.integers(1, 2)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_boards())
def test_random_boards_up_to_16x12_are_judged_and_a_reachable_verdict_is_true(
    setup: Setup,
) -> None:
    check = check_setup(setup)
    if check.status is SetupStatus.ILLEGAL:
        assert check.problem is not None
        return
    assert check.problem is None
    game = Game.from_setup(setup)
    assert game.board() == setup.cells
    if check.status is SetupStatus.REACHABLE:
        assert check.moves is not None
        replay = Game(setup.rules)
        for move in check.moves:
            replay.play(move)
        assert replay.board() == setup.cells and replay.turn == setup.turn


@pytest.mark.parametrize("rules", [CLASSIC, POP_OUT, POP_FIVE, Rules(columns=5, rows=4, connect=3)])
def test_a_game_from_the_setup_of_a_position_plays_on_exactly_like_the_game_itself(
    rules: Rules,
) -> None:
    for seed in range(20):
        game = _random_game(rules, 6 + seed, seed)
        copy = Game.from_setup(setup_of(game))
        chance = random.Random(1000 + seed)
        for _ in range(30):
            assert copy.legal_moves() == game.legal_moves()
            assert copy.board() == game.board() and copy.turn == game.turn
            assert copy.result == game.result
            assert copy.winning_cells() == game.winning_cells()
            if game.is_over:
                break
            move = chance.choice(game.legal_moves())
            game.play(move)
            copy.play(move)
        while copy.ply:
            copy.undo()
        assert setup_of(copy) == copy.start


def test_a_pop_ten_or_power_up_copy_has_no_start() -> None:
    for name in ("pop_ten", "power_up"):
        game = Game.from_notation("d1", Rules.preset(name))
        assert game.start is None and game.copy().start is None


def test_a_hole_in_a_side_column_is_a_changed_side_column_not_a_floating_disc() -> None:
    setup = empty_setup(POP_FIVE).with_cell(0, 2, 0)
    check = check_setup(setup)
    assert check.problem is SetupProblem.SIDE_COLUMN
    assert check.cells == ((0, 2),)
