"""Hand-built positions for every clause of Pop 10 and Power Up (VARIANTS.md), checked by eye.

Positions are pictures, top row first, one character per column over the full width: ``.``
empty, ``1``/``2`` a player's disc, and a power checker by its notation letter, upper case for
player 1 and lower case for player 2 (``A``/``a`` anvil, ``B``/``b`` bomb, ``W``/``w`` wall,
``X``/``x`` x2).  Every position is reached with ``Game.from_notation`` and explained in a
comment, so the expected outcome can be checked by hand.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import pytest

from popout_desktop.rules import (
    POWER_KINDS,
    RULE_FIELDS,
    Game,
    IllegalMove,
    Move,
    Phase,
    Reason,
    Result,
    Rules,
    VariantGame,
)

LETTER = {"anvil": "a", "bomb": "b", "wall": "w", "double": "x"}

# Pop 10 on 4x4, lines of 3, 3 kept discs win.
TEN_4X4 = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
# Pop 10 on 4x4, lines of 4: the board below has no line at all.
TEN_4X4_C4 = Rules(columns=4, rows=4, connect=4, pop_out=False, pop_ten=True, target=8)
POWER = Rules.preset("power_up")  # 7x6, lines of 4, no Pop Out
POWER_POP = Rules(power_up=True)  # 7x6, lines of 4, Pop Out
# Power Up on 4x4 with side columns and lines of 6: no line can ever be made (a row's two side
# discs differ, columns are 4 high, diagonals at most 4 long), so boards fill up to a draw.
POWER_NO_LINES = Rules(
    columns=4, rows=4, connect=6, pop_out=False, side_columns=True, power_up=True
)


def picture(game: Game) -> list[str]:
    rules = game.rules
    rows = []
    for r in reversed(range(rules.rows)):
        line = ""
        for c in range(rules.width):
            piece, owner = game.piece(c, r), game.cell(c, r)
            if piece == "":
                line += "."
            elif piece == "disc":
                line += str(owner)
            else:
                line += LETTER[piece].upper() if owner == 1 else LETTER[piece]
        rows.append(line)
    return rows


def state(game: Game) -> dict[str, Any]:
    """Everything observable about a game."""
    return {
        "picture": picture(game),
        "turn": game.turn,
        "phase": game.phase,
        "scores": game.scores,
        "powers": (game.powers(1), game.powers(2)),
        "moves": list(game.moves),
        "result": game.result,
        "legal": game.legal_moves(),
        "winning": game.winning_cells(),
        "notation": game.notation(),
        "key": game.position_key(),
    }


def reason_of(game: Game, move: object) -> str:
    """Play an illegal move: the reason code; the game must be unchanged."""
    before = state(game)
    with pytest.raises(IllegalMove) as caught:
        game.play(move)  # type: ignore[arg-type]
    assert caught.value.move == move
    assert str(caught.value) and str(caught.value) != caught.value.reason
    assert state(game) == before
    error = game.why_illegal(move)
    assert error is not None
    assert error.reason == caught.value.reason
    return str(caught.value.reason)


def drops(*columns: int) -> list[Move]:
    return [Move.drop(c) for c in columns]


def pops(*columns: int) -> list[Move]:
    return [Move.pop(c) for c in columns]


def in_play(game: Game) -> bool:
    return game.result is None


# ------------------------------------------------------------------------------------ Rules


def test_new_fields_defaults_and_order() -> None:
    rules = Rules()
    assert (rules.pop_ten, rules.target, rules.power_up) == (False, 10, False)
    names = list(inspect.signature(Rules).parameters)
    assert names == [
        "columns",
        "rows",
        "connect",
        "pop_out",
        "side_columns",
        "repetition_draw",
        "pop_ten",
        "target",
        "power_up",
    ]
    assert RULE_FIELDS == tuple(names) == tuple(Rules().fields())
    assert Rules(7, 6, 4, False, False, False, True, 12, False) == Rules(
        pop_out=False, pop_ten=True, target=12
    )
    assert not Rules().is_variant
    assert Rules.preset("pop_ten").is_variant
    assert Rules.preset("power_up").is_variant


@pytest.mark.parametrize("bad", [2, 21, 0, -1, 100])
def test_target_range(bad: int) -> None:
    for rules in (Rules(target=3), Rules(target=20), Rules(pop_out=False, pop_ten=True, target=20)):
        assert rules.target in (3, 20)
    for pop_ten in (False, True):
        with pytest.raises(ValueError, match="target") as caught:
            Rules(pop_out=not pop_ten, pop_ten=pop_ten, target=bad)
        message = str(caught.value)
        assert re.search(r"\b3\b", message), message
        assert re.search(r"\b20\b", message), message


@pytest.mark.parametrize("bad", [True, 10.0, "10", None])
def test_target_must_be_a_whole_number(bad: object) -> None:
    with pytest.raises(ValueError, match="target"):
        Rules(target=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("columns", "rows", "side_columns", "most"),
    [(4, 4, False, 8), (4, 4, True, 8), (5, 5, False, 12), (4, 5, False, 10), (5, 7, False, 17)],
)
def test_pop_ten_target_at_most_half_the_cells(
    columns: int, rows: int, side_columns: bool, most: int
) -> None:
    kwargs: dict[str, Any] = {
        "columns": columns,
        "rows": rows,
        "side_columns": side_columns,
        "connect": 4,
        "pop_out": False,
    }
    assert Rules(**kwargs, pop_ten=True, target=most).target == most
    with pytest.raises(ValueError, match="target") as caught:
        Rules(**kwargs, pop_ten=True, target=most + 1)
    assert re.search(rf"\b{most}\b", str(caught.value))
    # Without Pop 10 the target means nothing and only its own range applies.
    assert Rules(**kwargs, target=20).target == 20


def test_pop_ten_and_pop_out_cannot_be_combined() -> None:
    with pytest.raises(ValueError, match="Pop 10 has its own pops") as caught:
        Rules(pop_ten=True)
    assert "pop_out" in str(caught.value)
    with pytest.raises(ValueError, match="pop_out"):
        Rules(pop_ten=True, pop_out=True, side_columns=True, connect=5)


def test_pop_ten_and_power_up_cannot_be_combined() -> None:
    with pytest.raises(ValueError, match="power_up") as caught:
        Rules(pop_out=False, pop_ten=True, power_up=True)
    assert "pop_ten" in str(caught.value)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"power_up": True},
        {"power_up": True, "pop_out": False},
        {"power_up": True, "side_columns": True, "connect": 5},
        {"power_up": True, "columns": 16, "rows": 12, "repetition_draw": True},
        {"power_up": True, "columns": 4, "rows": 4, "connect": 3},
        {"pop_ten": True, "pop_out": False, "side_columns": True, "connect": 5},
        {"pop_ten": True, "pop_out": False, "columns": 16, "rows": 12, "target": 20},
        {"pop_ten": True, "pop_out": False, "columns": 5, "rows": 7, "repetition_draw": True},
    ],
)
def test_valid_combinations(kwargs: dict[str, Any]) -> None:
    rules = Rules(**kwargs)
    assert type(Game(rules)) is VariantGame
    assert hash(rules) == hash(Rules(**kwargs))


@pytest.mark.parametrize("field", ["pop_ten", "power_up"])
@pytest.mark.parametrize("bad", [1, 0, "yes", None])
def test_variant_flags_must_be_bools(field: str, bad: object) -> None:
    with pytest.raises(ValueError, match=field):
        Rules(**dict[str, Any]({field: bad, "pop_out": False}))


def test_variant_rules_are_frozen_and_hashable() -> None:
    rules = Rules.preset("pop_ten")
    with pytest.raises(AttributeError, match="never changed"):
        rules.target = 5  # type: ignore[misc]
    assert len({rules, Rules.preset("pop_ten"), Rules.preset("power_up"), Rules()}) == 3
    assert Rules(pop_out=False, pop_ten=True, target=9) != rules
    assert Rules(pop_out=False, pop_ten=True, target=9).preset_name() is None


# ---------------------------------------------------------------------------- Game basics


def test_game_dispatches_on_the_rules() -> None:
    assert type(Game()) is Game
    assert type(Game(Rules.preset("five_in_a_row"))) is Game
    for name in ("pop_ten", "power_up"):
        game = Game(Rules.preset(name))
        assert type(game) is VariantGame
        assert isinstance(game, Game)
        assert type(game.copy()) is VariantGame
        assert type(Game.from_notation("", Rules.preset(name))) is VariantGame
        assert "VariantGame" in repr(game)
    # VariantGame plays the six-field rules too, when asked for directly.
    assert type(VariantGame(Rules())) is VariantGame
    assert VariantGame().rules == Rules()
    with pytest.raises(TypeError):
        VariantGame("pop_ten")  # type: ignore[arg-type]


def test_six_field_games_have_constant_variant_state() -> None:
    game = Game.from_notation("d4 d4 d3")
    assert game.phase == "play"
    assert game.phase is Phase.PLAY
    assert game.scores == (0, 0)
    assert game.powers(1) == frozenset()
    assert game.powers(2) == frozenset()
    assert game.piece(3, 0) == "disc"
    assert game.piece(3, 1) == "disc"
    assert game.piece(3, 2) == ""
    five = Game(Rules.preset("five_in_a_row"))
    assert five.piece(0, 0) == "disc"
    assert five.piece(8, 5) == "disc"
    # A pass (column 0, a side column here) and power checkers are refused with their own codes.
    assert reason_of(five, Move.pass_()) == "cannot_pass"
    assert reason_of(game, Move.pass_()) == "cannot_pass"
    assert reason_of(game, Move.wall(0)) == "power_used"
    assert reason_of(five, Move.wall(0)) == "side_column"


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("pop_ten"), Rules.preset("power_up")])
def test_bad_player_and_cell_arguments(rules: Rules) -> None:
    game = Game(rules)
    for bad in (0, 3, True, "1", 1.0):
        with pytest.raises(ValueError, match="player"):
            game.powers(bad)  # type: ignore[arg-type]
    with pytest.raises(IndexError):
        game.piece(rules.width, 0)
    with pytest.raises(IndexError):
        game.piece(0, rules.rows)


def test_phase_is_a_str_enum() -> None:
    assert [str(p) for p in Phase] == [
        "setup",
        "play",
        "put_back",
        "bomb_pop",
        "wall_drop",
        "second_drop",
    ]
    assert Phase("bomb_pop") is Phase.BOMB_POP
    assert Game(Rules.preset("pop_ten")).phase == "setup"


def test_reason_target() -> None:
    assert Reason.TARGET.value == "target"
    assert str(Reason.TARGET) == "target"
    assert Reason("target") is Reason.TARGET


# -------------------------------------------------------------------------- Pop 10: setup


def test_setup_drops_go_into_a_lowest_column() -> None:
    game = Game(TEN_4X4)
    assert game.phase == "setup"
    assert game.turn == 1
    assert game.legal_moves() == drops(0, 1, 2, 3)
    game.play(Move.drop(1))
    assert game.turn == 2
    assert game.legal_moves() == drops(0, 2, 3)
    assert reason_of(game, Move.drop(1)) == "not_lowest"
    for column in (3, 0):
        game.play(Move.drop(column))
    assert game.legal_moves() == drops(2)  # the only column still at height 0
    assert reason_of(game, Move.drop(0)) == "not_lowest"
    game.play(Move.drop(2))
    # Row 0 is full: every column is lowest again.
    assert game.legal_moves() == drops(0, 1, 2, 3)
    # d2 by player 1, d4 by 2, d1 by 1, d3 by 2.
    assert picture(game) == ["....", "....", "....", "1122"]


def test_setup_players_alternate_and_lines_count_for_nothing() -> None:
    # d1 d2 d3 d4 three times: player 1 stacks columns 1 and 3, player 2 columns 2 and 4, so
    # after 9 drops player 1 has a vertical line of 3 in column 1; nothing happens.
    game = Game.from_notation("d1 d2 d3 d4 d1 d2 d3 d4 d1", TEN_4X4)
    assert picture(game) == ["....", "1...", "1212", "1212"]
    assert in_play(game)
    assert game.phase == "setup"
    assert game.turn == 2
    assert game.winning_cells() == set()
    game.play(Move.drop(1))  # player 2's line of 3 in column 2: nothing either
    assert in_play(game)
    assert game.legal_moves() == drops(2, 3)
    assert game.scores == (0, 0)


SETUP_COLUMNS = "d1 d2 d3 d4 " * 4  # columns 1 and 3 all player 1's, 2 and 4 player 2's


def test_setup_ends_when_the_board_is_full_and_play_alternates_on() -> None:
    game = Game.from_notation(SETUP_COLUMNS, TEN_4X4)
    assert picture(game) == ["1212"] * 4
    # A full board with lines: no result, no draw. 16 drops, the last by player 2: player 1 moves.
    assert in_play(game)
    assert game.phase == "play"
    assert game.turn == 1
    assert game.legal_moves() == pops(0, 2)
    game.undo()
    assert game.phase == "setup"
    assert game.turn == 2
    assert game.legal_moves() == drops(3)


def test_setup_of_an_odd_board_leaves_player_two_to_move() -> None:
    rules = Rules(columns=5, rows=5, connect=3, pop_out=False, pop_ten=True, target=5)
    game = Game.from_notation("d1 d2 d3 d4 d5 " * 5, rules)
    # 25 drops, the last by player 1: player 2 plays first.
    assert game.phase == "play"
    assert game.turn == 2
    assert picture(game) == ["12121", "21212", "12121", "21212", "12121"]
    assert game.legal_moves() == pops(1, 3)


def test_setup_with_side_columns() -> None:
    rules = Rules(
        columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, side_columns=True, target=3
    )
    game = Game(rules)
    assert game.legal_moves() == drops(1, 2, 3, 4)
    assert reason_of(game, Move.drop(0)) == "side_column"
    assert reason_of(game, Move.drop(5)) == "side_column"
    game = Game.from_notation("d2 d3 d4 d5 " * 4, rules)
    assert game.phase == "play"
    # Left side column 1 2 1 2 from the bottom, right side column 2 1 2 1.
    assert picture(game) == ["212121", "112122", "212121", "112122"]
    assert game.legal_moves() == pops(1, 3)  # the side columns are never popped
    assert reason_of(game, Move.pop(0)) == "side_column"


def test_setup_refuses_everything_but_lowest_drops() -> None:
    game = Game.from_notation("d1 d2", TEN_4X4)
    assert reason_of(game, Move.pop(0)) == "wrong_phase"
    assert reason_of(game, Move.bomb(2)) == "wrong_phase"
    assert reason_of(game, Move.pass_()) == "cannot_pass"
    assert reason_of(game, Move.drop(4)) == "column_out_of_range"
    assert reason_of(game, Move.drop(0)) == "not_lowest"
    assert reason_of(game, "d3") == "not_a_move"


# --------------------------------------------------------------------------- Pop 10: play


def test_pop_ten_turn_is_a_pop_of_an_own_bottom_disc() -> None:
    game = Game.from_notation(SETUP_COLUMNS, TEN_4X4)
    assert game.legal_moves() == pops(0, 2)
    assert reason_of(game, Move.pop(1)) == "not_your_disc"
    assert reason_of(game, Move.drop(0)) == "wrong_phase"
    assert reason_of(game, Move.anvil(0)) == "wrong_phase"
    assert reason_of(game, Move.pass_()) == "cannot_pass"


def test_kept_disc_scores_and_the_player_pops_again_until_the_target() -> None:
    game = Game.from_notation(SETUP_COLUMNS, TEN_4X4)
    # Column 1 is four of player 1's discs: the bottom one is in a vertical line of 4.
    game.play(Move.pop(0))
    assert game.scores == (1, 0)
    assert game.turn == 1
    assert game.phase == "play"
    assert picture(game) == [".212", "1212", "1212", "1212"]
    assert in_play(game)
    # Three left in column 1: still a line of 3, kept again.
    game.play(Move.pop(0))
    assert game.scores == (2, 0)
    assert game.turn == 1
    assert picture(game) == [".212", ".212", "1212", "1212"]
    # Column 3 is a line of 4: the third kept disc reaches the target of 3.
    game.play(Move.pop(2))
    assert game.scores == (3, 0)
    assert game.result == Result(1, Reason.TARGET)
    assert game.winning_cells() == set()  # a target win has no line to show
    assert game.legal_moves() == []
    assert game.phase == "play"
    assert game.turn == 2  # the winning step ended player 1's turn
    assert picture(game) == [".2.2", ".212", "1212", "1212"]
    assert reason_of(game, Move.pop(0)) == "game_over"


# Rows (each row 4 drops: player 1 makes the 1st and 3rd): 1 2 1 2 / 1 2 2 1 / 1 1 2 2 / 2 1 1 2.
# Player 1's lines of 3: column 1 rows 0-2, and the diagonal (1,2)-(2,3)-(3,4) in 1-based cells.
# Player 2's: the diagonal from column 2 row 0 up to column 4 row 2.
SETUP_MIXED = "d1 d2 d3 d4 d1 d2 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4"


def test_a_disc_not_in_a_line_is_put_back_into_the_only_open_column() -> None:
    game = Game.from_notation(SETUP_MIXED, TEN_4X4)
    assert picture(game) == ["2112", "1122", "1221", "1212"]
    assert game.turn == 1
    # Column 3's bottom disc (player 1's) is in no line of player 1: it must be put back.
    game.play(Move.pop(2))
    assert game.scores == (0, 0)
    assert game.phase == "put_back"
    assert game.turn == 1
    assert picture(game) == ["21.2", "1112", "1221", "1222"]
    # The popped column is the only open one, so the disc goes back there.
    assert game.legal_moves() == drops(2)
    assert reason_of(game, Move.drop(0)) == "column_full"
    assert reason_of(game, Move.pop(0)) == "wrong_phase"
    assert reason_of(game, Move.pass_()) == "cannot_pass"
    game.play(Move.drop(2))
    assert picture(game) == ["2112", "1112", "1221", "1222"]
    assert game.phase == "play"
    assert game.turn == 2  # the put-back ends the turn
    assert in_play(game)


def test_put_back_goes_into_another_column_when_one_is_open() -> None:
    game = Game.from_notation(SETUP_MIXED, TEN_4X4)
    game.play(Move.pop(0))  # column 1's bottom disc is in player 1's vertical line: kept
    assert game.scores == (1, 0)
    assert picture(game) == [".112", "2122", "1221", "1212"]
    # Column 3's bottom disc is in no line: put back, and column 1 has room.
    game.play(Move.pop(2))
    assert game.phase == "put_back"
    assert picture(game) == [".1.2", "2112", "1221", "1222"]
    assert game.legal_moves() == drops(0)
    assert reason_of(game, Move.drop(2)) == "put_back_column"
    game.play(Move.drop(0))
    assert picture(game) == ["11.2", "2112", "1221", "1222"]
    assert game.turn == 2
    assert game.phase == "play"


def test_side_column_discs_count_for_keeping() -> None:
    rules = Rules(
        columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, side_columns=True, target=3
    )
    # Row 0 "d2 d4 d3 d5": 1 . 2 . then 1 and 2 in between -> side(1) 1 1 2 2 side(2).
    game = Game.from_notation("d2 d4 d3 d5 " + "d3 d2 d5 d4 " * 3, rules)
    assert picture(game) == ["221211", "121212", "221211", "111222"]
    assert game.turn == 1
    # Player 1's bottom disc of column 2 makes a line of 3 only with the side column's disc.
    game.play(Move.pop(1))
    assert game.scores == (1, 0)
    assert game.turn == 1
    assert game.phase == "play"


# No line of 4 anywhere on this board (with lines of 4): every pop goes back into its column.
NO_LINES_SETUP = "d1 d2 d3 d4 d2 d1 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4"
# Four turns of pop and put-back, then player 1 keeps a disc and has no bottom disc left.
TO_A_PASS = "p3 d3 p4 d4 p4 d4 p3 d3 p1"


def test_a_player_without_a_bottom_disc_passes() -> None:
    game = Game.from_notation(NO_LINES_SETUP, TEN_4X4_C4)
    assert picture(game) == ["2112", "1122", "2121", "1212"]
    game = Game.from_notation(f"{NO_LINES_SETUP} p3 d3 p4 d4 p4 d4 p3 d3", TEN_4X4_C4)
    # The rotations made player 1's diagonal from column 1 row 0 to column 4 row 3.
    assert picture(game) == ["2121", "1112", "2112", "1222"]
    assert game.turn == 1
    assert game.legal_moves() == pops(0)
    game.play(Move.pop(0))  # in the diagonal: kept, and player 1 moves again
    assert game.scores == (1, 0)
    assert picture(game) == [".121", "2112", "1112", "2222"]
    # No disc of player 1 in the bottom row: the only move is a pass.
    assert game.turn == 1
    assert game.legal_moves() == [Move.pass_()]
    assert reason_of(game, Move.pop(1)) == "must_pass"
    assert reason_of(game, Move.drop(0)) == "must_pass"
    game.play(Move.pass_())
    assert game.turn == 2
    assert game.phase == "play"
    assert game.moves[-1] == Move.pass_()
    assert game.notation().endswith("p1 --")
    assert game.legal_moves() == pops(0, 1, 2, 3)
    assert reason_of(game, Move.pass_()) == "cannot_pass"
    game.undo()
    assert game.turn == 1
    assert game.legal_moves() == [Move.pass_()]


def test_pop_ten_has_no_line_full_or_empty_results() -> None:
    game = Game.from_notation(SETUP_COLUMNS, TEN_4X4)
    assert game.winning_cells() == set()
    assert in_play(game)  # a full board full of lines
    game.play(Move.pop(0))
    game.play(Move.pop(0))
    assert in_play(game)


def test_pop_ten_repetition() -> None:
    # The no-line board: column 1 alternates 1 2 1 2. Player 1 pops its bottom disc and must put
    # it back on top (the only open column): 2 1 2 1; player 2 does the same: 1 2 1 2 again.
    rules = TEN_4X4_C4.replace(repetition_draw=True)
    setup = NO_LINES_SETUP
    cycle = "p1 d1 p1 d1"
    game = Game.from_notation(f"{setup} {cycle} {cycle}", rules)
    # The position after the setup has now occurred three times.
    assert game.result == Result(None, Reason.REPETITION)
    assert game.turn == 1  # a repetition leaves the repeated position as it was
    assert game.phase == "play"
    assert picture(game) == ["2112", "1122", "2121", "1212"]
    game.undo()
    assert in_play(game)
    assert game.phase == "put_back"
    no_repetition = Game.from_notation(f"{setup} {cycle} {cycle} {cycle}", TEN_4X4_C4)
    assert in_play(no_repetition)


# ----------------------------------------------------------------------- Power Up: basics


def test_power_up_start() -> None:
    game = Game(POWER)
    assert game.powers(1) == frozenset(POWER_KINDS) == {"anvil", "bomb", "wall", "double"}
    assert game.powers(2) == frozenset(POWER_KINDS)
    assert game.phase == "play"
    legal = game.legal_moves()
    assert len(legal) == 35
    assert legal == [
        *drops(*range(7)),
        *(Move.anvil(c) for c in range(7)),
        *(Move.bomb(c) for c in range(7)),
        *(Move.wall(c) for c in range(7)),
        *(Move.double(c) for c in range(7)),
    ]


def test_power_up_legal_move_order_with_pop_out() -> None:
    game = Game.from_notation("d1 d2 d3 d4", POWER_POP)
    legal = game.legal_moves()
    assert legal[:9] == [*drops(*range(7)), *pops(0, 2)]
    assert [str(m) for m in legal[9:]] == [f"{k}{c}" for k in "abwx" for c in range(1, 8)]


def test_power_checkers_are_used_once() -> None:
    game = Game.from_notation("a1", POWER)
    assert game.powers(1) == {"bomb", "wall", "double"}
    assert game.powers(2) == frozenset(POWER_KINDS)
    assert game.turn == 2
    assert Move.anvil(0) in game.legal_moves()  # player 2 still has one
    game.play(Move.drop(6))
    assert reason_of(game, Move.anvil(2)) == "power_used"
    assert Move.anvil(2) not in game.legal_moves()
    assert Move.bomb(2) in game.legal_moves()
    game.undo()
    game.undo()
    assert game.powers(1) == frozenset(POWER_KINDS)


def test_power_checkers_need_power_up() -> None:
    for rules in (Rules(), Rules(pop_out=False), Rules.preset("pop_ten")):
        game = Game(rules)
        for kind in POWER_KINDS:
            assert reason_of(game, Move.power(kind, 3)) in {"power_used", "wrong_phase"}
    assert reason_of(Game(), Move.bomb(3)) == "power_used"


def test_power_checkers_into_bad_columns() -> None:
    game = Game.from_notation("d1 d1 d1 d1 d1 d1", POWER)
    assert reason_of(game, Move.anvil(0)) == "column_full"
    assert reason_of(game, Move.wall(7)) == "column_out_of_range"
    five = Game(Rules(connect=5, side_columns=True, power_up=True))
    assert reason_of(five, Move.bomb(0)) == "side_column"
    assert reason_of(five, Move.double(8)) == "side_column"


# -------------------------------------------------------------------------- Power Up: anvil


def test_anvil_crushes_the_column_and_lands_on_the_bottom() -> None:
    # Column 4: 1 2 1 2 from the bottom. The anvil removes them all.
    game = Game.from_notation("d4 d4 d4 d4", POWER)
    game.play(Move.anvil(3))
    assert picture(game)[-4:] == [".......", ".......", ".......", "...A..."]
    assert game.height(3) == 1
    assert game.piece(3, 0) == "anvil"
    assert game.cell(3, 0) == 1
    assert game.turn == 2
    assert in_play(game)


def test_anvil_into_an_empty_column() -> None:
    game = Game.from_notation("a7", POWER)
    assert picture(game)[-1] == "......A"
    assert game.turn == 2


def test_anvil_crushes_power_checkers_too() -> None:
    # Player 2's x2 checker sits in column 4 (with its second drop on top), player 1 crushes it.
    game = Game.from_notation("d4 x4 d4", POWER)
    assert picture(game)[-3:] == ["...2...", "...x...", "...1..."]
    game.play(Move.anvil(3))
    assert picture(game)[-3:] == [".......", ".......", "...A..."]
    assert game.powers(2) == {"anvil", "bomb", "wall"}  # a crushed checker does not come back


def test_anvil_completing_a_line_wins() -> None:
    # Player 1 has row 0 columns 1-3; column 4 holds player 2's discs; the anvil lands on row 0.
    game = Game.from_notation("d1 d4 d2 d4 d3 d4", POWER)
    assert in_play(game)
    game.play(Move.anvil(3))
    assert game.result == Result(1, Reason.LINE)
    assert game.winning_cells() == {(0, 0), (1, 0), (2, 0), (3, 0)}
    assert picture(game)[-1] == "111A..."
    assert game.turn == 2


def test_anvil_crushes_a_threat() -> None:
    # Player 2 has three in column 2; player 1's anvil crushes all three.
    game = Game.from_notation("d1 d2 d1 d2 d7 d2", POWER)
    game.play(Move.anvil(1))  # crushes player 2's three discs in column 2
    assert picture(game)[-2:] == ["1......", "1A....1"]
    assert in_play(game)


# --------------------------------------------------------------------------- Power Up: bomb


def test_bomb_completing_a_line_wins_without_popping() -> None:
    game = Game.from_notation("d1 d7 d2 d7 d3 d6", POWER)
    game.play(Move.bomb(3))
    assert game.result == Result(1, Reason.LINE)
    assert game.phase == "play"
    assert game.winning_cells() == {(0, 0), (1, 0), (2, 0), (3, 0)}


def test_bomb_then_pop_of_an_opponent_disc() -> None:
    game = Game.from_notation("d1 d2", POWER)
    game.play(Move.bomb(2))
    assert game.phase == "bomb_pop"
    assert game.turn == 1  # the bomber pops
    assert picture(game)[-1] == "12B...."
    assert game.legal_moves() == pops(1)
    assert reason_of(game, Move.pop(0)) == "not_your_disc"  # a bomb pops the opponent's
    assert reason_of(game, Move.pop(2)) == "not_your_disc"
    assert reason_of(game, Move.pop(3)) == "column_empty"
    assert reason_of(game, Move.drop(3)) == "wrong_phase"
    assert reason_of(game, Move.wall(3)) == "wrong_phase"
    assert reason_of(game, Move.pass_()) == "cannot_pass"
    game.play(Move.pop(1))
    assert picture(game)[-1] == "1.B...."
    assert game.phase == "play"
    assert game.turn == 2
    assert game.notation() == "d1 d2 b3 p2"


def test_bomb_without_an_opponent_bottom_disc_is_just_a_drop() -> None:
    game = Game.from_notation("b4", POWER)
    assert game.phase == "play"
    assert game.turn == 2
    assert picture(game)[-1] == "...B..."
    # Player 2's only disc is above the bottom row: the same.
    game = Game.from_notation("d4 d4", POWER)
    game.play(Move.bomb(4))
    assert picture(game)[-2:] == ["...2...", "...1B.."]
    assert game.phase == "play"
    assert game.turn == 2


# Column 4 is 2 1 2 from the bottom; player 1 has row 0 columns 1-3 and 5-6, player 2 row 1
# columns 5-7; player 1's bomb lands on column 1. Popping column 4's bottom disc drops player 1's
# disc into row 0 and player 2's into row 1: both have a line.
BOTH_LINES = "d1 d4 d4 d4 d2 d7 d5 d5 d6 d6 d3 d7 b1"


def test_bomb_pop_making_lines_for_both_the_bomber_wins() -> None:
    game = Game.from_notation(BOTH_LINES, POWER)
    assert picture(game)[-3:] == ["...2...", "B..1222", "1112112"]
    assert game.phase == "bomb_pop"
    assert game.legal_moves() == pops(3, 6)
    game.play(Move.pop(3))
    assert picture(game)[-3:] == [".......", "B..2222", "1111112"]
    assert game.result == Result(1, Reason.LINE)
    assert game.winning_cells() == {(c, 0) for c in range(6)}
    assert game.turn == 2


def test_bomb_pop_making_only_the_opponents_line_the_opponent_wins() -> None:
    # The same, but player 1's third disc went onto column 1: row 0 column 3 stays empty.
    game = Game.from_notation("d1 d4 d4 d4 d2 d7 d5 d5 d6 d6 d1 d7 b1 p4", POWER)
    assert picture(game)[-3:] == ["B......", "1..2222", "11.1112"]
    assert game.result == Result(2, Reason.LINE)
    assert game.winning_cells() == {(3, 1), (4, 1), (5, 1), (6, 1)}


def test_bomb_filling_the_board_without_an_opponent_bottom_disc_draws() -> None:
    # Row 0 player 1, row 1 player 2; player 1's x2 gives it the extra drop that makes its bomb
    # the last disc of the board. Player 2 has no bottom disc: the bomb is a plain last drop.
    # (Side columns: left 1 2 1 2 from the bottom, right 2 1 2 1.)
    game = Game.from_notation("d2 d2 d3 d3 d4 d4 d5 d5 x2 d2 d3 d3 d4 d4 d5 b5", POWER_NO_LINES)
    assert picture(game) == ["2111B1", "1X2222", "222221", "111112"]
    assert game.result == Result(None, Reason.FULL)


def test_bomb_filling_the_board_still_pops() -> None:
    # The same board without the x2: player 2's bomb is the last disc, but player 1 has bottom
    # discs, so it pops one and the game goes on.
    game = Game.from_notation("d2 d2 d3 d3 d4 d4 d5 d5 d2 d2 d3 d3 d4 d4 d5 b5", POWER_NO_LINES)
    assert picture(game) == ["2222b1", "111112", "222221", "111112"]
    assert in_play(game)
    assert game.phase == "bomb_pop"
    assert game.turn == 2
    assert game.legal_moves() == pops(1, 2, 3, 4)
    game.play(Move.pop(4))
    assert picture(game) == ["2222.1", "1111b2", "222211", "111122"]
    assert in_play(game)
    assert game.turn == 1


def test_bomb_pop_keeps_identities() -> None:
    # Player 2's x2 checker in column 4 above player 2's disc: player 1's bomb pops that disc,
    # the x2 checker falls to the bottom row and stays one.
    game = Game.from_notation("d1 d4 d1 x4 d7 b2", POWER)
    assert picture(game)[-2:] == ["1..x...", "1B.2..2"]
    assert game.phase == "bomb_pop"
    game.play(Move.pop(3))
    assert picture(game)[-2:] == ["1......", "1B.x..2"]
    assert game.piece(3, 0) == "double"
    assert game.cell(3, 0) == 2


# --------------------------------------------------------------------------- Power Up: wall


def test_wall_completing_a_line_wins() -> None:
    game = Game.from_notation("d1 d7 d2 d7 d3 d7", POWER)
    game.play(Move.wall(3))
    assert game.result == Result(1, Reason.LINE)
    assert game.phase == "play"


def test_wall_then_a_drop_that_may_not_complete_a_line() -> None:
    game = Game.from_notation("d1 d7 d2 d7 w3", POWER)
    assert picture(game)[-2:] == ["......2", "11W...2"]
    assert game.phase == "wall_drop"
    assert game.turn == 1
    # Column 4 would complete player 1's row: not allowed now.
    assert game.legal_moves() == drops(0, 1, 2, 4, 5, 6)
    assert reason_of(game, Move.drop(3)) == "completes_line"
    assert reason_of(game, Move.bomb(4)) == "wrong_phase"
    assert reason_of(game, Move.pop(0)) == "wrong_phase"
    game.play(Move.drop(4))
    assert game.phase == "play"
    assert game.turn == 2
    assert in_play(game)


def test_wall_second_drop_skipped_when_every_drop_completes_a_line() -> None:
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False, power_up=True)
    game = Game.from_notation("a3 d1 x2 d2 a1", rules)
    assert picture(game) == ["....", "....", ".1..", "aXA."]
    game.play(Move.wall(0))
    # Player 1 holds (1,2) (2,1) (3,1) and the wall at (1,2), 1-based: a drop into column 1
    # completes the diagonal, column 2 the vertical, column 3 row 2, column 4 row 1.
    assert picture(game) == ["....", "....", "W1..", "aXA."]
    assert game.phase == "play"
    assert game.turn == 2
    assert game.notation() == "a3 d1 x2 d2 a1 w1"
    game.undo()
    assert game.turn == 1
    assert game.phase == "play"
    assert game.powers(1) == {"bomb", "wall"}


def test_wall_filling_the_board_draws() -> None:
    game = Game.from_notation("d2 d2 d3 d3 d4 d4 d5 d5 x2 d2 d3 d3 d4 d4 d5 w5", POWER_NO_LINES)
    assert picture(game)[0] == "2111W1"
    assert game.result == Result(None, Reason.FULL)


def test_drop_after_the_wall_filling_the_board_draws() -> None:
    game = Game.from_notation("d2 d2 d3 d3 d4 d4 d5 d5 d2 d2 d3 d3 d4 d4 w5", POWER_NO_LINES)
    assert game.phase == "wall_drop"
    assert game.legal_moves() == drops(4)
    game.play(Move.drop(4))
    assert picture(game)[:2] == ["222211", "1111W2"]
    assert game.result == Result(None, Reason.FULL)


# ----------------------------------------------------------------------------- Power Up: x2


def test_double_completing_a_line_wins_at_once() -> None:
    game = Game.from_notation("d1 d7 d2 d7 d3 d7", POWER)
    game.play(Move.double(3))
    assert game.result == Result(1, Reason.LINE)
    assert game.phase == "play"
    assert game.turn == 2  # the second drop never comes


def test_double_gives_a_second_unrestricted_drop() -> None:
    game = Game.from_notation("d1 d7 d2 d7 x3", POWER)
    assert game.phase == "second_drop"
    assert game.turn == 1
    assert game.legal_moves() == drops(*range(7))
    assert reason_of(game, Move.anvil(3)) == "wrong_phase"
    assert reason_of(game, Move.pop(0)) == "wrong_phase"
    game.play(Move.drop(3))  # completing a line is allowed here, and wins
    assert game.result == Result(1, Reason.LINE)
    assert game.winning_cells() == {(0, 0), (1, 0), (2, 0), (3, 0)}
    assert picture(game)[-1] == "11X1..2"


def test_double_second_drop_ends_the_turn() -> None:
    game = Game.from_notation("x4 d4", POWER)
    assert picture(game)[-2:] == ["...1...", "...X..."]
    assert game.turn == 2
    assert game.phase == "play"


def test_double_with_pop_out_second_drop_only() -> None:
    game = Game.from_notation("d1 d2 x3", POWER_POP)
    assert game.legal_moves() == drops(*range(7))
    assert reason_of(game, Move.pop(0)) == "wrong_phase"


def test_double_filling_the_board_draws() -> None:
    game = Game.from_notation("d2 d2 d3 d3 d4 d4 d5 d5 w2 d2 d3 d3 d4 d4 d5 x5", POWER_NO_LINES)
    assert picture(game)[0] == "2111X1"
    assert game.result == Result(None, Reason.FULL)


def test_second_drop_filling_the_board_draws() -> None:
    game = Game.from_notation("d2 d2 d3 d3 d4 d4 d5 d5 d2 d2 d3 d3 d4 d4 x5 d5", POWER_NO_LINES)
    assert game.result == Result(None, Reason.FULL)


# ----------------------------------------------------------------- Power Up with Pop Out


def test_own_power_checker_can_be_popped() -> None:
    game = Game.from_notation("x4 d1 d7", POWER_POP)
    assert picture(game)[-1] == "1..X..2"
    assert Move.pop(3) in game.legal_moves()
    game.play(Move.pop(3))
    assert picture(game)[-1] == "1.....2"
    assert game.powers(1) == {"anvil", "bomb", "wall"}  # popped, not given back
    assert game.turn == 2


def test_power_checker_identity_through_falls() -> None:
    # Player 2's x2 checker above player 1's disc in column 4; player 1 pops that disc.
    game = Game.from_notation("d4 x4 d4", POWER_POP)
    assert picture(game)[-3:] == ["...2...", "...x...", "...1..."]
    game.play(Move.pop(3))
    assert picture(game)[-3:] == [".......", "...2...", "...x..."]
    assert game.piece(3, 0) == "double"
    game.undo()
    assert picture(game)[-3:] == ["...2...", "...x...", "...1..."]


def test_opponents_power_checker_is_not_popped() -> None:
    game = Game.from_notation("d1 w4 d7", POWER_POP)
    assert picture(game)[-1] == "1..w..2"
    assert game.legal_moves()[:8] == [*drops(*range(7)), Move.pop(0)]
    assert reason_of(game, Move.pop(3)) == "not_your_disc"


def test_pop_out_disabled_in_power_up_without_pop_out() -> None:
    game = Game.from_notation("d1 d2", POWER)
    assert reason_of(game, Move.pop(0)) == "pop_out_disabled"


# ---------------------------------------------------------------------------- repetition


def test_power_up_repetition() -> None:
    rules = Rules(power_up=True, repetition_draw=True)
    game = Game.from_notation("d1 d2 d3 d4 p3 p4 d3 d4 p3 p4", rules)
    assert game.result == Result(None, Reason.REPETITION)


def test_repetition_tells_power_checkers_apart() -> None:
    # The same cycle, but player 1's first disc in column 3 is its anvil. After "d1 d2" player 1
    # still had all four power checkers, after each "p3 p4" it has three: that position differs,
    # so the tenth move is no repetition (it is in the plain cycle above).
    rules = Rules(power_up=True, repetition_draw=True)
    game = Game.from_notation("d1 d2 a3 d4 p3 p4 d3 d4 p3 p4", rules)
    assert in_play(game)
    # Once the anvil is popped, what follows is counted as usual: the position after each "p3"
    # (player 1 without its anvil, columns 1, 2 and 4 filled) comes a third time at move 13.
    game = Game.from_notation("d1 d2 a3 d4 p3 p4 d3 d4 p3 p4 d3 d4", rules)
    assert in_play(game)
    game.play(Move.pop(2))
    assert game.result == Result(None, Reason.REPETITION)
    assert game.turn == 2


def test_position_key_covers_the_variant_state() -> None:
    plain = Game.from_notation("d1 d7 d1 d7", POWER)
    powered = Game.from_notation("x1 d1 x7 d7", POWER)
    assert plain.board() == powered.board()
    assert plain.turn == powered.turn == 1
    assert plain.position_key() != powered.position_key()
    # Same cells, same pieces, different phase.
    assert (
        Game.from_notation("d1 d7 x2", POWER).position_key()
        != Game.from_notation("d1 d7 d2", POWER).position_key()
    )


# ------------------------------------------------------------------------ the end of a game


def test_phase_and_turn_after_a_winning_first_step() -> None:
    game = Game.from_notation("d1 d7 d2 d7 d3 d7 x4", POWER)
    assert game.phase == "play"
    assert game.turn == 2
    assert game.legal_moves() == []
    assert reason_of(game, Move.drop(3)) == "game_over"
    assert reason_of(game, Move.pass_()) == "game_over"


# ------------------------------------------------------------------------- undo and copy


POWER_GAMES = [
    (POWER, "d1 d4 d4 d4 d2 d7 d5 d5 d6 d6 d3 d7 b1 p4"),
    (POWER, "a3 d1 x2 d2 a1 w1 d3 d4"),
    (POWER_POP, "d4 x4 d4 p4 d1 d2 b5 p2 w3 d6 a4"),
    (POWER_NO_LINES, "d2 d2 d3 d3 d4 d4 d5 d5 x2 d2 d3 d3 d4 d4 d5 b5"),
    (TEN_4X4, SETUP_MIXED + " p1 p3 d1 p4 p2 p3 d2 p1 d3 p2 d3"),
    (TEN_4X4, SETUP_COLUMNS + " p1 p1 p3"),
    (TEN_4X4_C4, f"{NO_LINES_SETUP} {TO_A_PASS} --"),
]


@pytest.mark.parametrize(("rules", "text"), POWER_GAMES)
def test_undo_restores_everything(rules: Rules, text: str) -> None:
    moves = text.split()
    game = Game.from_notation(text, rules)
    for n in range(len(moves), 0, -1):
        undone = game.undo()
        assert undone == Move.parse(moves[n - 1])
        assert state(game) == state(Game.from_notation(" ".join(moves[: n - 1]), rules))
    assert state(game) == state(Game(rules))
    with pytest.raises(IndexError):
        game.undo()
    for token in moves:
        game.play(Move.parse(token))
    assert state(game) == state(Game.from_notation(text, rules))


@pytest.mark.parametrize(("rules", "text"), POWER_GAMES)
def test_copy_is_independent(rules: Rules, text: str) -> None:
    game = Game.from_notation(text, rules)
    before = state(game)
    copy = game.copy()
    assert state(copy) == before
    while copy.moves:
        copy.undo()
    assert state(game) == before
    legal = game.legal_moves()
    if legal:
        other = game.copy()
        other.play(legal[0])
        assert state(game) == before


@pytest.mark.parametrize(("rules", "text"), POWER_GAMES)
def test_illegal_plays_leave_the_game_unchanged(rules: Rules, text: str) -> None:
    game = Game.from_notation(text, rules)
    before = state(game)
    legal = set(game.legal_moves())
    candidates = [Move.pass_()] + [
        Move(kind, column)
        for kind in ("drop", "pop", *POWER_KINDS)
        for column in range(rules.width + 1)
    ]
    for move in candidates:
        if move not in legal:
            reason_of(game, move)
    assert state(game) == before
    assert {m for m in candidates if game.is_legal(m)} == legal


# ------------------------------------------------------------------------------ notation


@pytest.mark.parametrize(("rules", "text"), POWER_GAMES)
def test_notation_round_trip(rules: Rules, text: str) -> None:
    game = Game.from_notation(text, rules)
    assert game.notation() == " ".join(text.split())
    assert state(Game.from_notation(game.notation(), rules)) == state(game)
    assert Game.from_notation(game.notation().upper(), rules).notation() == game.notation()


def test_illegal_variant_moves_in_notation() -> None:
    with pytest.raises(IllegalMove) as caught:
        Game.from_notation("d1 d2 b3 p1", POWER)
    assert caught.value.reason == "not_your_disc"
    assert caught.value.move == Move.pop(0)
    with pytest.raises(IllegalMove) as caught:
        Game.from_notation("d1 --", Rules.preset("pop_ten"))
    assert caught.value.reason == "cannot_pass"
    assert "move 2" in str(caught.value)
    assert Game.from_notation("a1 a2", POWER).powers(2) == {"bomb", "wall", "double"}
    with pytest.raises(IllegalMove) as caught:
        Game.from_notation("a1 d2 a2", POWER)
    assert caught.value.reason == "power_used"


def test_every_new_reason_code() -> None:
    cases: list[tuple[Rules, str, Move]] = [
        (TEN_4X4, "", Move.pop(0)),  # wrong_phase
        (TEN_4X4, "d1", Move.drop(0)),  # not_lowest
        (TEN_4X4, SETUP_MIXED + " p1 p3", Move.drop(2)),  # put_back_column
        (POWER, "a1 d1", Move.anvil(1)),  # power_used
        (POWER, "d1 d7 d2 d7 w3", Move.drop(3)),  # completes_line
        (TEN_4X4_C4, f"{NO_LINES_SETUP} {TO_A_PASS}", Move.pop(1)),  # must_pass
        (POWER, "", Move.pass_()),  # cannot_pass
    ]
    seen = [reason_of(Game.from_notation(text, rules), move) for rules, text, move in cases]
    assert seen == [
        "wrong_phase",
        "not_lowest",
        "put_back_column",
        "power_used",
        "completes_line",
        "must_pass",
        "cannot_pass",
    ]
