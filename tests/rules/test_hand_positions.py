"""Hand-built positions for every rule of the contract, each checked cell by cell.

Positions are written as pictures, top row first, one character per column over the full
width: ``.`` empty, ``1``/``2`` a player's disc.  Every position is reached with
``Game.from_notation`` (1-based columns over the full width, side columns included).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from popout_desktop.rules import PRESET_NAMES, Game, IllegalMove, Move, Reason, Result, Rules

CLASSIC = Rules(pop_out=False)
POP_OUT = Rules()
FIVE = Rules(connect=5, pop_out=False, side_columns=True)
POP_FIVE = Rules(connect=5, side_columns=True)
TEN_4X4 = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)


def picture(game: Game) -> list[str]:
    rules = game.rules
    return [
        "".join(".12"[game.cell(c, r)] for c in range(rules.width))
        for r in reversed(range(rules.rows))
    ]


def state(game: Game) -> dict[str, Any]:
    """Everything observable about a game."""
    return {
        "picture": picture(game),
        "turn": game.turn,
        "moves": list(game.moves),
        "ply": game.ply,
        "result": game.result,
        "legal": game.legal_moves(),
        "winning": game.winning_cells(),
        "notation": game.notation(),
        "is_over": game.is_over,
    }


def in_play(game: Game) -> bool:
    """``game.result is None``, as a call so type checkers do not narrow ``game.result``."""
    return game.result is None


def drops(*columns: int) -> list[Move]:
    return [Move.drop(c) for c in columns]


def row_cells(row: int, columns: range) -> set[tuple[int, int]]:
    return {(c, row) for c in columns}


# ----------------------------------------------------------------------------- basics


def test_new_game() -> None:
    game = Game()
    assert game.rules == Rules()
    assert game.turn == 1
    assert game.moves == []
    assert game.ply == 0
    assert in_play(game)
    assert not game.is_over
    assert game.winning_cells() == set()
    assert game.notation() == ""
    assert picture(game) == ["......."] * 6
    assert game.legal_moves() == drops(0, 1, 2, 3, 4, 5, 6)
    assert isinstance(repr(game), str)


def test_turns_alternate_and_discs_fall() -> None:
    game = Game.from_notation("d4 d4 d3", POP_OUT)
    assert game.turn == 2
    assert game.moves == [Move.drop(3), Move.drop(3), Move.drop(2)]
    assert picture(game)[-2:] == ["...2...", "..11..."]
    assert [game.height(c) for c in range(7)] == [0, 0, 1, 2, 0, 0, 0]
    # Player 1 owns the bottom of columns 3 and 4; it is player 2's turn: no pop for 2.
    assert game.legal_moves() == drops(0, 1, 2, 3, 4, 5, 6)
    game.play(Move.drop(0))
    assert game.legal_moves() == [*drops(0, 1, 2, 3, 4, 5, 6), Move.pop(2), Move.pop(3)]


def test_pop_shifts_the_column_down() -> None:
    game = Game.from_notation("d4 d4 d1 d4 p4", POP_OUT)
    assert picture(game)[-3:] == [".......", "...2...", "1..2..."]
    assert game.turn == 2
    assert game.height(3) == 2
    assert in_play(game)


# ------------------------------------------------------------------------- drop wins


@pytest.mark.parametrize("rules", [CLASSIC, POP_OUT], ids=["classic", "pop_out"])
def test_drop_win_horizontal(rules: Rules) -> None:
    game = Game.from_notation("d1 d1 d2 d2 d3 d3", rules)
    assert in_play(game)
    game.play(Move.drop(3))
    assert game.result == Result(1, Reason("line"))
    assert game.result.winner == 1
    assert game.result.reason == "line"
    assert game.winning_cells() == row_cells(0, range(4))
    assert game.legal_moves() == []
    assert game.is_over


@pytest.mark.parametrize("rules", [CLASSIC, POP_OUT], ids=["classic", "pop_out"])
def test_drop_win_vertical(rules: Rules) -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d1", rules)
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == {(0, 0), (0, 1), (0, 2), (0, 3)}


@pytest.mark.parametrize("rules", [CLASSIC, POP_OUT], ids=["classic", "pop_out"])
def test_drop_win_diagonal_up(rules: Rules) -> None:
    game = Game.from_notation("d1 d2 d2 d3 d5 d3 d3 d4 d4 d4", rules)
    assert in_play(game)
    game.play(Move.drop(3))
    assert picture(game) == [
        ".......",
        ".......",
        "...1...",
        "..12...",
        ".121...",
        "12221..",
    ]
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == {(0, 0), (1, 1), (2, 2), (3, 3)}


@pytest.mark.parametrize("rules", [CLASSIC, POP_OUT], ids=["classic", "pop_out"])
def test_drop_win_diagonal_down(rules: Rules) -> None:
    game = Game.from_notation("d4 d1 d1 d2 d6 d2 d2 d3 d3 d1", rules)
    assert in_play(game)
    game.play(Move.drop(0))
    assert picture(game) == [
        ".......",
        ".......",
        "1......",
        "21.....",
        "121....",
        "2221.1.",
    ]
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == {(0, 3), (1, 2), (2, 1), (3, 0)}


def test_player_two_wins_too() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d7 d2", CLASSIC)
    assert game.result == Result(2, Reason("line"))
    assert game.winning_cells() == {(1, 0), (1, 1), (1, 2), (1, 3)}


def test_line_longer_than_connect_counts_whole() -> None:
    game = Game.from_notation("d1 d1 d2 d2 d4 d4 d5 d5", CLASSIC)
    assert in_play(game)
    game.play(Move.drop(2))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(5))


def test_two_lines_at_once_all_cells() -> None:
    # The last drop (column 4, bottom) completes a horizontal and a diagonal line.
    game = Game.from_notation("d5 d1 d2 d2 d3 d1 d1 d5 d2 d6 d3 d3 d1 d3", CLASSIC)
    assert in_play(game)
    game.play(Move.drop(3))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == {(1, 0), (2, 0), (3, 0), (4, 0), (0, 3), (1, 2), (2, 1)}


def test_winning_cells_is_a_new_set() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d1", CLASSIC)
    cells = game.winning_cells()
    cells.add((6, 5))
    cells.discard((0, 0))
    assert game.winning_cells() == {(0, 0), (0, 1), (0, 2), (0, 3)}
    assert game.winning_cells() is not game.winning_cells()


def test_three_is_not_four() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2", CLASSIC)
    assert in_play(game)
    assert game.winning_cells() == set()
    assert len(game.legal_moves()) == 7


# -------------------------------------------------------------------------- pop rules

BOTH_LINES_BEFORE = [
    ".......",
    ".......",
    ".......",
    "...1...",
    "11.2111",
    "2221222",
]


def test_pop_completing_both_lines_the_popper_wins() -> None:
    game = Game.from_notation("d4 d1 d1 d2 d2 d4 d4 d5 d5 d6 d6 d7 d7 d3", POP_OUT)
    assert picture(game) == BOTH_LINES_BEFORE
    assert in_play(game)
    assert game.turn == 1
    game.play(Move.pop(3))
    assert picture(game) == [
        ".......",
        ".......",
        ".......",
        ".......",
        "11.1111",
        "2222222",
    ]
    # Player 2 has a line of 7 too, but the popper wins, with the popper's line only.
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(1, range(3, 7))


def test_pop_completing_only_the_opponents_line_the_opponent_wins() -> None:
    game = Game.from_notation("d4 d1 d1 d2 d2 d3 d6 d4", POP_OUT)
    assert picture(game)[-2:] == ["11.2...", "2221.1."]
    game.play(Move.pop(3))
    assert picture(game)[-2:] == ["11.....", "2222.1."]
    assert game.result == Result(2, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(4))
    assert game.legal_moves() == []


def test_pop_completing_only_the_movers_line() -> None:
    game = Game.from_notation("d4 d1 d7 d1 d7 d4 d4 d5 d5 d6 d6 d2", POP_OUT)
    assert picture(game)[-3:] == ["...1...", "2..2111", "22.1221"]
    game.play(Move.pop(3))
    assert picture(game)[-3:] == [".......", "2..1111", "22.2221"]
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(1, range(3, 7))


def test_pop_by_player_two_completing_both_lines() -> None:
    # Mirror of the both-lines position with the colours swapped: player 2 pops and wins.
    game = Game.from_notation("d1 d1 d2 d2 d3 d4 d4 d4 d5 d5 d6 d6 d7 d7 d7", POP_OUT)
    assert in_play(game)
    assert game.turn == 2
    assert picture(game)[-3:] == ["...2..1", "22.1222", "1112111"]
    game.play(Move.pop(3))
    assert picture(game)[-3:] == ["......1", "22.2222", "1111111"]
    assert game.result == Result(2, Reason("line"))
    assert game.winning_cells() == row_cells(1, range(3, 7))


def test_pop_emptying_the_board_is_a_draw() -> None:
    game = Game.from_notation("d1 d2 p1", POP_OUT)
    assert in_play(game)
    game.play(Move.pop(1))
    assert picture(game) == ["......."] * 6
    assert game.result == Result(None, Reason("empty"))
    assert game.result.winner is None
    assert game.result.reason == "empty"
    assert game.winning_cells() == set()
    assert game.legal_moves() == []


def test_pop_emptying_the_board_with_side_columns_is_a_draw() -> None:
    game = Game.from_notation("d2 d3 p2", POP_FIVE)
    assert in_play(game)
    game.play(Move.pop(2))
    assert game.result == Result(None, Reason("empty"))
    assert picture(game) == picture(Game(POP_FIVE))


def test_pop_that_leaves_discs_is_no_draw() -> None:
    game = Game.from_notation("d1 d1 p1", POP_OUT)
    assert in_play(game)
    assert picture(game)[-2:] == [".......", "2......"]


# --------------------------------------------------------------------------- full board

FULL_DRAW_4X4 = "d4 d3 d2 d1 d3 d1 d1 d1 d4 d4 d2 d3 d4 d2 d3 d2"
FULL_WIN_4X4 = "d1 d4 d2 d1 d4 d1 d1 d3 d2 d3 d4 d3 d2 d2 d4 d3"


@pytest.mark.parametrize("pop_out", [False, True])
def test_drop_filling_the_board_is_a_draw(pop_out: bool) -> None:
    rules = Rules(columns=4, rows=4, connect=4, pop_out=pop_out)
    game = Game.from_notation(" ".join(FULL_DRAW_4X4.split()[:-1]), rules)
    assert in_play(game)
    assert game.legal_moves()[0] == Move.drop(1)
    game.play(Move.drop(1))
    assert picture(game) == ["2211", "1222", "2111", "2121"]
    assert game.result == Result(None, Reason("full"))
    assert game.winning_cells() == set()
    assert game.legal_moves() == []


def test_drop_filling_the_board_with_a_line_wins() -> None:
    rules = Rules(columns=4, rows=4, connect=4, pop_out=False)
    game = Game.from_notation(FULL_WIN_4X4, rules)
    assert picture(game) == ["1221", "2121", "2121", "1122"]
    assert game.result == Result(2, Reason("line"))
    assert game.winning_cells() == {(2, 0), (2, 1), (2, 2), (2, 3)}


def test_full_board_with_side_columns_and_no_possible_line() -> None:
    # Connect 6 on a 4x4 board with side columns: width 6, but the two side discs of every
    # row differ, so no line is possible and the game must end full.
    rules = Rules(columns=4, rows=4, connect=6, side_columns=True, pop_out=False)
    game = Game.from_notation("d2 d3 d4 d5 " * 4, rules)
    assert game.result == Result(None, Reason("full"))
    assert picture(game) == ["212121", "112122", "212121", "112122"]


# ------------------------------------------------------------------------- side columns


@pytest.mark.parametrize("rules", [FIVE, POP_FIVE], ids=["five", "pop_five"])
def test_side_columns_initial_contents(rules: Rules) -> None:
    game = Game(rules)
    assert rules.width == 9
    assert picture(game) == [
        "2.......1",
        "1.......2",
        "2.......1",
        "1.......2",
        "2.......1",
        "1.......2",
    ]
    for row in range(6):
        assert game.cell(0, row) == (1 if row % 2 == 0 else 2)
        assert game.cell(8, row) == (2 if row % 2 == 0 else 1)
    assert game.legal_moves() == drops(1, 2, 3, 4, 5, 6, 7)
    assert in_play(game)


@pytest.mark.parametrize("rows", [4, 5, 12])
def test_side_columns_initial_contents_other_sizes(rows: int) -> None:
    game = Game(Rules(columns=4, rows=rows, connect=3, side_columns=True))
    assert game.rules.width == 6
    assert [game.cell(0, r) for r in range(rows)] == [1 + r % 2 for r in range(rows)]
    assert [game.cell(5, r) for r in range(rows)] == [2 - r % 2 for r in range(rows)]
    assert all(game.cell(c, r) == 0 for c in range(1, 5) for r in range(rows))


@pytest.mark.parametrize("rules", [FIVE, POP_FIVE], ids=["five", "pop_five"])
@pytest.mark.parametrize("prefix", ["", "d2"], ids=["player1", "player2"])
@pytest.mark.parametrize("move", [Move.drop(0), Move.drop(8), Move.pop(0), Move.pop(8)], ids=str)
def test_side_columns_are_never_played(rules: Rules, prefix: str, move: Move) -> None:
    game = Game.from_notation(prefix, rules)
    before = state(game)
    assert move not in game.legal_moves()
    with pytest.raises(IllegalMove) as caught:
        game.play(move)
    if move.kind == "pop" and not rules.pop_out:
        assert caught.value.reason in {"side_column", "pop_out_disabled"}
    else:
        assert caught.value.reason == "side_column"
    assert caught.value.move == move
    assert state(game) == before


def test_side_column_disc_counts_in_a_horizontal_line() -> None:
    game = Game.from_notation("d2 d2 d3 d3 d4 d4", FIVE)
    assert in_play(game)
    game.play(Move.drop(4))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(5))


def test_right_side_column_disc_counts_for_player_two() -> None:
    game = Game.from_notation("d2 d8 d2 d7 d2 d6 d3", POP_FIVE)
    assert in_play(game)
    game.play(Move.drop(4))
    assert game.result == Result(2, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(4, 9))


def test_side_column_disc_counts_in_a_diagonal() -> None:
    game = Game.from_notation("d6 d7 d8 d7 d8 d7 d8 d8 d3 d5 d7", FIVE)
    assert in_play(game)
    game.play(Move.drop(5))
    assert game.result == Result(2, Reason("line"))
    assert game.winning_cells() == {(4, 0), (5, 1), (6, 2), (7, 3), (8, 4)}


def test_four_plus_side_disc_is_not_five_without_the_side() -> None:
    # Without side columns the same drops make only four in a row: no win at connect 5.
    game = Game.from_notation("d1 d1 d2 d2 d3 d3 d4", Rules(connect=5))
    assert in_play(game)


def test_side_columns_with_connect_five_on_a_4x4_board() -> None:
    rules = Rules(columns=4, rows=4, connect=5, side_columns=True)
    game = Game.from_notation("d2 d2 d3 d3 d4 d4", rules)
    assert in_play(game)
    game.play(Move.drop(4))
    assert picture(game)[-2:] == ["2222.1", "111112"]
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(5))


# --------------------------------------------------------------------------- repetition

CYCLE = "d1 d2 d3 d4 p3 p4 d3 d4 p3 p4"


def test_third_occurrence_is_a_repetition_draw() -> None:
    rules = Rules(repetition_draw=True)
    game = Game.from_notation(" ".join(CYCLE.split()[:-1]), rules)
    assert in_play(game)
    game.play(Move.pop(3))
    assert game.result == Result(None, Reason("repetition"))
    assert game.winning_cells() == set()
    assert game.legal_moves() == []
    assert picture(game)[-1] == "12....."


def test_second_occurrence_is_not_a_draw() -> None:
    game = Game.from_notation("d1 d2 d3 d4 p3 p4", Rules(repetition_draw=True))
    assert in_play(game)


def test_repetition_is_off_by_default() -> None:
    assert Rules().repetition_draw is False
    game = Game.from_notation(f"{CYCLE} d3 d4 p3 p4 d3 d4 p3 p4", Rules())
    assert in_play(game)
    assert game.ply == 18


def test_repetition_counts_positions_not_move_sequences() -> None:
    # The same position reached the third time by a different route.
    rules = Rules(repetition_draw=True)
    game = Game.from_notation("d1 d2 d3 d4 p3 p4 d5 d6 p5 p6", rules)
    assert game.result == Result(None, Reason("repetition"))


def test_repetition_with_side_columns() -> None:
    rules = Rules(connect=5, side_columns=True, repetition_draw=True)
    game = Game.from_notation("d2 d3 d4 d5 p4 p5 d4 d5 p4 p5", rules)
    assert game.result == Result(None, Reason("repetition"))


def test_undo_restores_repetition_counting() -> None:
    rules = Rules(repetition_draw=True)
    game = Game.from_notation(CYCLE, rules)
    assert game.result == Result(None, Reason("repetition"))
    undone = game.undo()
    assert undone == Move.pop(3)
    assert in_play(game)
    game.play(Move.pop(3))
    assert game.result == Result(None, Reason("repetition"))
    for _ in range(8):
        game.undo()
    # Back after "d1 d2": that position has occurred once; one more cycle makes two.
    assert game.notation() == "d1 d2"
    for text in ["d3", "d4", "p3", "p4"]:
        game.play(Move.parse(text))
    assert in_play(game)
    for text in ["d5", "d6", "p5", "p6"]:
        game.play(Move.parse(text))
    assert game.result == Result(None, Reason("repetition"))


# ------------------------------------------------------------------------ illegal moves


def test_reason_column_out_of_range() -> None:
    game = Game(POP_OUT)
    for move in (Move.drop(7), Move.pop(7), Move.drop(100)):
        with pytest.raises(IllegalMove) as caught:
            game.play(move)
        assert caught.value.reason == "column_out_of_range"
        assert caught.value.move == move


def test_reason_column_out_of_range_with_side_columns() -> None:
    game = Game(FIVE)
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.drop(9))
    assert caught.value.reason == "column_out_of_range"


def test_reason_column_full() -> None:
    game = Game.from_notation("d1 d1 d1 d1 d1 d1", POP_OUT)
    assert in_play(game)
    assert Move.drop(0) not in game.legal_moves()
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.drop(0))
    assert caught.value.reason == "column_full"


def test_reason_pop_out_disabled() -> None:
    game = Game.from_notation("d1 d2", CLASSIC)
    assert game.cell(0, 0) == 1
    assert game.turn == 1
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.pop(0))
    assert caught.value.reason == "pop_out_disabled"


def test_reason_column_empty() -> None:
    game = Game(POP_OUT)
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.pop(3))
    assert caught.value.reason == "column_empty"


def test_reason_not_your_disc() -> None:
    game = Game.from_notation("d1", POP_OUT)
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.pop(0))
    assert caught.value.reason == "not_your_disc"


@pytest.mark.parametrize("thing", ["d4", None, ("drop", 3), 3, Move])
def test_reason_not_a_move(thing: object) -> None:
    game = Game.from_notation("d4", POP_OUT)
    before = state(game)
    with pytest.raises(IllegalMove) as caught:
        game.play(thing)  # type: ignore[arg-type]
    assert caught.value.reason == "not_a_move"
    assert caught.value.move is thing
    assert state(game) == before


@pytest.mark.parametrize(
    "text",
    [
        "d1 d2 d1 d2 d1 d2 d1",  # win
        "d1 d2 p1 p2",  # empty
        FULL_DRAW_4X4,  # full (4x4)
        CYCLE,  # repetition
    ],
)
def test_reason_game_over(text: str) -> None:
    rules = Rules(columns=4, rows=4, repetition_draw=True)
    game = Game.from_notation(text, rules)
    assert game.result is not None
    before = state(game)
    # A move that would be legal in the position if the game went on.
    candidates = [Move.drop(c) for c in range(4) if game.height(c) < 4]
    candidates += [Move.pop(c) for c in range(4) if game.cell(c, 0) == game.turn]
    for move in candidates or [Move.drop(0)]:
        with pytest.raises(IllegalMove) as caught:
            game.play(move)
        if candidates:
            assert caught.value.reason == "game_over"
        else:
            assert caught.value.reason in {"game_over", "column_full"}
        assert state(game) == before


def test_illegal_move_is_a_value_error_with_a_sentence() -> None:
    game = Game()
    with pytest.raises(ValueError, match=r"\w+ \w+") as caught:
        game.play(Move.pop(0))
    assert isinstance(caught.value, IllegalMove)
    assert str(caught.value).strip()
    assert str(caught.value) != caught.value.reason


def test_all_reason_codes_exercised_are_the_documented_ones() -> None:
    seen: set[str] = set()
    cases: list[tuple[Rules, str, object]] = [
        (POP_OUT, "d1 d2 d1 d2 d1 d2 d1", Move.drop(3)),
        (POP_OUT, "", "d1"),
        (POP_OUT, "", Move.drop(7)),
        (FIVE, "", Move.drop(0)),
        (POP_OUT, "d1 d1 d1 d1 d1 d1", Move.drop(0)),
        (CLASSIC, "d1 d2", Move.pop(0)),
        (POP_OUT, "", Move.pop(0)),
        (POP_OUT, "d1", Move.pop(0)),
        # Pop 10 and Power Up (see test_variants_hand.py for the positions).
        (Rules.preset("pop_ten"), "", Move.pop(0)),
        (Rules.preset("pop_ten"), "d1", Move.drop(0)),
        (TEN_4X4, "d1 d2 d3 d4 d1 d2 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4 p1 p3", Move.drop(2)),
        (POP_OUT, "", Move.anvil(0)),
        (Rules.preset("power_up"), "d1 d7 d2 d7 w3", Move.drop(3)),
        (
            Rules(columns=4, rows=4, pop_out=False, pop_ten=True, target=8),
            "d1 d2 d3 d4 d2 d1 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4 p3 d3 p4 d4 p4 d4 p3 d3 p1",
            Move.pop(1),
        ),
        (POP_OUT, "", Move.pass_()),
    ]
    for rules, text, move in cases:
        game = Game.from_notation(text, rules)
        with pytest.raises(IllegalMove) as caught:
            game.play(move)  # type: ignore[arg-type]
        seen.add(str(caught.value.reason))
    assert seen == {
        "game_over",
        "not_a_move",
        "column_out_of_range",
        "side_column",
        "column_full",
        "pop_out_disabled",
        "column_empty",
        "not_your_disc",
        "wrong_phase",
        "not_lowest",
        "put_back_column",
        "power_used",
        "completes_line",
        "must_pass",
        "cannot_pass",
    }


@pytest.mark.parametrize(
    ("rules", "text"),
    [
        (POP_OUT, ""),
        (POP_OUT, "d4 d4 d3 d5 d1"),
        (CLASSIC, "d1 d1 d1 d1 d1 d1 d2"),
        (POP_FIVE, "d2 d2 d3"),
        (Rules(repetition_draw=True), "d1 d2 d3 d4 p3 p4 d3 d4 p3"),
    ],
)
def test_illegal_play_leaves_the_game_unchanged(rules: Rules, text: str) -> None:
    game = Game.from_notation(text, rules)
    before = state(game)
    legal = set(game.legal_moves())
    tried = 0
    for kind in ("drop", "pop"):
        for column in range(rules.width + 2):
            move = Move(kind, column)
            if move in legal:
                continue
            with pytest.raises(IllegalMove):
                game.play(move)
            tried += 1
            assert state(game) == before
    assert tried >= 3
    # And the game still plays on normally, including the repetition count.
    copy = Game.from_notation(text, rules)
    for move in game.legal_moves():
        game.play(move)
        copy.play(move)
        assert state(game) == state(copy)
        game.undo()
        copy.undo()


# -------------------------------------------------------------------------------- undo


def test_undo_on_a_new_game_raises_index_error() -> None:
    game = Game()
    with pytest.raises(IndexError):
        game.undo()
    assert state(game) == state(Game())


def test_undo_after_undoing_everything_raises_index_error() -> None:
    game = Game.from_notation("d4 d4")
    game.undo()
    game.undo()
    with pytest.raises(IndexError):
        game.undo()


@pytest.mark.parametrize(
    ("rules", "text"),
    [
        (CLASSIC, "d1 d2 d1 d2 d1 d2 d1"),
        (POP_OUT, "d4 d1 d1 d2 d2 d4 d4 d5 d5 d6 d6 d7 d7 d3 p4"),
        (POP_OUT, "d4 d1 d1 d2 d2 d3 d6 d4 p4"),
        (POP_OUT, "d1 d2 p1 p2"),
        (Rules(columns=4, rows=4, pop_out=False), FULL_DRAW_4X4),
        (Rules(repetition_draw=True), CYCLE),
        (POP_FIVE, "d2 d8 d2 d7 d2 d6 d3 d5"),
    ],
)
def test_undo_restores_everything(rules: Rules, text: str) -> None:
    moves = text.split()
    game = Game.from_notation(text, rules)
    assert game.result is not None
    for n in range(len(moves), 0, -1):
        undone = game.undo()
        assert undone == Move.parse(moves[n - 1])
        assert state(game) == state(Game.from_notation(" ".join(moves[: n - 1]), rules))
    assert state(game) == state(Game(rules))
    # And forward again to the same end.
    for text_move in moves:
        game.play(Move.parse(text_move))
    assert state(game) == state(Game.from_notation(text, rules))


def test_copy_is_independent() -> None:
    game = Game.from_notation("d4 d4 d3", POP_OUT)
    copy = game.copy()
    assert state(copy) == state(game)
    copy.play(Move.drop(0))
    assert game.notation() == "d4 d4 d3"
    assert copy.notation() == "d4 d4 d3 d1"
    game.undo()
    assert copy.ply == 4


# ------------------------------------------------------------------------ board edges


@pytest.mark.parametrize(("columns", "rows"), [(4, 4), (16, 12), (4, 12), (16, 4)])
@pytest.mark.parametrize("side_columns", [False, True])
def test_board_size_edges(columns: int, rows: int, side_columns: bool) -> None:
    rules = Rules(columns=columns, rows=rows, connect=4, side_columns=side_columns)
    width = columns + 2 if side_columns else columns
    first = 1 if side_columns else 0
    assert rules.width == width
    game = Game(rules)
    assert game.legal_moves() == drops(*range(first, first + columns))
    last = first + columns - 1
    # Fill the last playable column to the top, alternating: never a line of 4 vertically.
    for _ in range(rows):
        game.play(Move.drop(last))
    assert in_play(game)
    assert [game.cell(last, r) for r in range(rows)] == [1 + r % 2 for r in range(rows)]
    assert game.height(last) == rows
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.drop(last))
    assert caught.value.reason == "column_full"
    with pytest.raises(IllegalMove) as caught:
        game.play(Move.drop(width))
    assert caught.value.reason == "column_out_of_range"
    assert game.cell(width - 1, rows - 1) in (0, 1, 2)


def test_connect_three() -> None:
    rules = Rules(columns=4, rows=4, connect=3)
    game = Game.from_notation("d1 d2 d1 d2", rules)
    assert in_play(game)
    game.play(Move.drop(0))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == {(0, 0), (0, 1), (0, 2)}


def test_connect_six_horizontal_on_16x12() -> None:
    rules = Rules(columns=16, rows=12, connect=6)
    game = Game.from_notation("d1 d1 d2 d2 d3 d3 d4 d4 d5 d5", rules)
    assert in_play(game)
    game.play(Move.drop(5))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(6))


def test_connect_six_vertical_on_4x12() -> None:
    rules = Rules(columns=4, rows=12, connect=6)
    game = Game.from_notation("d1 d2 " * 5, rules)
    assert in_play(game)
    game.play(Move.drop(0))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == {(0, r) for r in range(6)}


def test_connect_six_far_corner_of_16x4() -> None:
    rules = Rules(columns=16, rows=4, connect=6)
    game = Game.from_notation("d16 d16 d15 d15 d14 d14 d13 d13 d12 d12", rules)
    assert in_play(game)
    game.play(Move.drop(10))
    assert game.result == Result(1, Reason("line"))
    assert game.winning_cells() == row_cells(0, range(10, 16))


def test_top_right_corner_of_16x12() -> None:
    rules = Rules(columns=16, rows=12, connect=4)
    game = Game.from_notation("d16 d15 d15 d16 " * 6, rules)
    assert game.cell(15, 11) == 2
    assert game.cell(14, 11) == 1
    assert game.cell(15, 0) == 1
    assert game.legal_moves() == [*drops(*range(14)), Move.pop(15)]
    assert in_play(game)


# ------------------------------------------------------------------------------- Rules


def test_rules_defaults() -> None:
    rules = Rules()
    assert (
        rules.columns,
        rules.rows,
        rules.connect,
        rules.pop_out,
        rules.side_columns,
        rules.repetition_draw,
    ) == (7, 6, 4, True, False, False)
    assert rules.width == 7
    assert Rules(side_columns=True, connect=5).width == 9
    assert Rules(columns=16, side_columns=True).width == 18


def test_rules_frozen_and_hashable() -> None:
    rules = Rules()
    with pytest.raises(AttributeError, match="never changed"):
        rules.columns = 8  # type: ignore[misc]
    assert rules.columns == 7
    assert hash(rules) == hash(Rules(7, 6, 4, True, False, False))
    assert rules == Rules(columns=7, rows=6, connect=4)
    assert rules != Rules(pop_out=False)
    assert len({Rules(), Rules(), Rules(pop_out=False), Rules(repetition_draw=True)}) == 3
    assert {Rules(): "x"}[Rules()] == "x"


@pytest.mark.parametrize(
    ("field", "low", "high", "bad"),
    [
        ("columns", 4, 16, [3, 17, 0, -1]),
        ("rows", 4, 12, [3, 13, 0]),
        ("connect", 3, 6, [2, 7, 0]),
    ],
)
def test_rules_out_of_range(field: str, low: int, high: int, bad: list[int]) -> None:
    for value in [low, high]:
        kwargs: dict[str, Any] = {field: value}
        if field == "connect":
            kwargs.update(columns=8, rows=8)
        assert getattr(Rules(**kwargs), field) == value
    for value in bad:
        with pytest.raises(ValueError, match=field) as caught:
            Rules(**dict[str, Any]({field: value}))
        message = str(caught.value)
        assert re.search(rf"\b{low}\b", message), message
        assert re.search(rf"\b{high}\b", message), message


@pytest.mark.parametrize(
    ("columns", "rows", "connect", "side_columns", "ok"),
    [
        (4, 4, 4, False, True),
        (4, 4, 5, False, False),
        (4, 4, 5, True, True),  # width 6
        (4, 4, 6, True, True),  # width 6
        (4, 5, 6, False, False),
        (5, 4, 6, False, False),
        (5, 5, 6, False, False),
        (5, 5, 6, True, True),  # width 7
        (4, 6, 6, False, True),  # rows 6
        (6, 4, 6, False, True),  # columns 6
        (4, 5, 5, False, True),
        (5, 4, 5, False, True),
    ],
)
def test_connect_at_most_the_longest_side(
    columns: int, rows: int, connect: int, side_columns: bool, ok: bool
) -> None:
    kwargs: dict[str, Any] = {
        "columns": columns,
        "rows": rows,
        "connect": connect,
        "side_columns": side_columns,
    }
    if ok:
        assert Rules(**kwargs).connect == connect
    else:
        with pytest.raises(ValueError, match="connect"):
            Rules(**kwargs)


def test_presets() -> None:
    assert PRESET_NAMES == (
        "classic",
        "pop_out",
        "five_in_a_row",
        "pop_out_five_in_a_row",
        "pop_ten",
        "power_up",
    )
    assert Rules.preset("classic") == Rules(pop_out=False)
    assert Rules.preset("pop_out") == Rules()
    assert Rules.preset("five_in_a_row") == Rules(connect=5, pop_out=False, side_columns=True)
    assert Rules.preset("pop_out_five_in_a_row") == Rules(connect=5, side_columns=True)
    assert Rules.preset("pop_ten") == Rules(pop_out=False, pop_ten=True)
    assert Rules.preset("power_up") == Rules(pop_out=False, power_up=True)
    for name in PRESET_NAMES:
        preset = Rules.preset(name)
        assert (preset.columns, preset.rows) == (7, 6)
        assert preset.repetition_draw is False
        assert preset.width == (9 if "five" in name else 7)
        assert preset.preset_name() == name
        assert preset.target == 10


@pytest.mark.parametrize("name", ["", "Classic", "popout", "five", "standard"])
def test_unknown_preset(name: str) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - the contract only says ValueError
        Rules.preset(name)


def test_game_default_rules() -> None:
    assert Game().rules == Rules()
    assert Game.from_notation("d4").rules == Rules()
    assert Game.from_notation("d4", rules=FIVE).rules == FIVE
    assert Game.from_notation("d4", rules=None).rules == Rules()
    assert Game(FIVE).rules == FIVE


# ------------------------------------------------------------------------------ Result


def test_result_and_reason_types() -> None:
    # The rules' reasons, then those of the ends the rules never make (one outcome type).
    assert [str(r) for r in Reason] == [
        *("line", "full", "empty", "repetition", "target"),
        *("resignation", "agreement", "length"),
    ]
    assert all(isinstance(r, str) for r in Reason)
    result = Game.from_notation("d1 d2 p1 p2").result
    assert result is not None
    assert result.reason in {"full", "empty"}
    assert result.reason == "empty"
    assert result == Result(None, Reason("empty"))
    assert result == Result(winner=None, reason=Reason("empty"))
    assert hash(result) == hash(Result(None, Reason("empty")))
    with pytest.raises(AttributeError, match="never changed"):
        result.winner = 1  # type: ignore[misc]
