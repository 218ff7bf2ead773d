"""The position editor's check line and the refusals of pasted codes, in the player's words."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from popout_desktop.rules import Game, Rules
from popout_desktop.rules.setup import (
    Setup,
    SetupCheck,
    SetupProblem,
    SetupStatus,
    check_setup,
    empty_setup,
    setup_of,
)
from popout_desktop.savefile.position_code import PositionCodeError, decode_position
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.editor.board import cell_name
from popout_desktop.ui.editor.code_problems import code_error_text
from popout_desktop.ui.editor.problems import check_text, problem_text

CLASSIC = Rules.preset("classic")
POP_OUT = Rules.preset("pop_out")
NAMES = theme("classic").colour_name


@pytest.fixture(autouse=True)
def app(qapp: QApplication) -> QApplication:
    return qapp


def board(rules: Rules, columns: dict[int, str], turn: int = 1) -> Setup:
    """A set-up with the given columns (index over the full width: "1212" from the bottom)."""
    setup = empty_setup(rules).with_turn(turn)
    for column, discs in columns.items():
        for row, disc in enumerate(discs):
            setup = setup.with_cell(column, row, int(disc))
    return setup


def said(setup: Setup) -> tuple[SetupCheck, str]:
    check = check_setup(setup)
    return check, check_text(check, setup, NAMES)


def test_every_problem_has_words_of_its_own() -> None:
    setup = board(POP_OUT, {3: "1"}, 2)
    texts = {problem: problem_text(problem, ((3, 0),), setup, NAMES) for problem in SetupProblem}
    assert not any(text.startswith("Not legal under this table (") for text in texts.values())
    assert len(set(texts.values())) == len(SetupProblem)
    assert all("%" not in text for text in texts.values())


def test_a_floating_disc_is_named_by_the_numbers_on_the_board() -> None:
    setup = board(POP_OUT, {2: "1"}, 2).with_cell(2, 3, 1)  # column 3: holes at rows 2 and 3
    check, text = said(setup)
    assert check.problem is SetupProblem.FLOATING and check.cells == ((2, 3),)
    assert text.startswith("Not legal: the disc in column 3, row 4 floats")


def test_several_floating_discs_are_counted_from_the_lowest() -> None:
    setup = board(CLASSIC, {}).with_cell(4, 2, 1).with_cell(4, 3, 2).with_cell(0, 5, 2)
    check, text = said(setup)
    assert check.problem is SetupProblem.FLOATING and len(check.cells) == 3
    assert "3 discs float, the lowest in column 5, row 3" in text


def test_a_line_names_its_owner_and_the_length() -> None:
    check, text = said(board(POP_OUT, {0: "1", 1: "1", 2: "1", 3: "1", 4: "22", 5: "22"}))
    assert check.problem is SetupProblem.LINE
    assert text == (
        "Not legal: Red has a line of 4, so the game is over. Take a disc out of the line."
    )


def test_both_lines() -> None:
    check, text = said(board(POP_OUT, {0: "12", 1: "12", 2: "12", 3: "12"}))
    assert check.problem is SetupProblem.BOTH_LINES
    assert "both players have a line of 4" in text


def test_disc_counts_without_pop_out_give_the_numbers() -> None:
    check, text = said(board(CLASSIC, {0: "1", 1: "1", 2: "1", 3: "2"}, 1))
    assert check.problem is SetupProblem.COUNTS
    assert "here Red has 3 and Yellow 1" in text


def test_the_wrong_player_to_move_is_corrected() -> None:
    check, text = said(board(POP_OUT, {3: "12", 4: "1"}, 1))
    assert check.problem is SetupProblem.WRONG_TURN
    assert text.endswith("with 3 discs it is Yellow's move. Choose Yellow to move.")
    check, text = said(board(POP_OUT, {}, 2))
    assert check.problem is SetupProblem.WRONG_TURN
    assert "an empty board comes only at the start" in text and "Choose Red to move" in text
    check, text = said(board(POP_OUT, {3: "1"}, 1))
    assert "it is Yellow's move" in text


def test_a_full_board() -> None:
    rules = Rules(columns=4, rows=4, pop_out=False, connect=4)
    columns = {0: "1221", 1: "2112", 2: "1221", 3: "2112"}
    check, text = said(board(rules, columns, 1))
    assert check.problem is SetupProblem.FULL
    assert "the board is full" in text


def test_a_changed_side_column_of_five_in_a_row() -> None:
    rules = Rules.preset("five_in_a_row")
    setup = empty_setup(rules)
    setup = setup.with_cell(0, 0, 2)
    check, text = said(setup)
    assert check.problem is SetupProblem.SIDE_COLUMN
    assert "the side columns of 5-in-a-Row are fixed" in text
    assert "the left side column, row 1 differs" in text


def test_unreachable_is_explained() -> None:
    check, text = said(board(CLASSIC, {0: "21"}, 1))
    assert check.problem is SetupProblem.UNREACHABLE
    assert text.startswith("Not legal: no game can lead here.")


def test_reachable_counts_the_moves_of_the_game_found() -> None:
    check, text = said(board(CLASSIC, {3: "1"}, 2))
    assert check.status is SetupStatus.REACHABLE
    assert text == "Reachable: a game leads here (1 move)."
    setup = setup_of(Game.from_notation("d4 d4 d3 d5", CLASSIC))
    check, text = said(setup)
    assert text == f"Reachable: a game leads here ({len(check.moves or ())} moves)."
    check, text = said(empty_setup(POP_OUT))
    assert text == "Reachable: this is the table's start."


def test_legal_when_the_search_runs_out() -> None:
    setup = setup_of(Game.from_notation("d4 d4 d3 d5 p4", POP_OUT))
    check = check_setup(setup, effort=0)
    assert check.status is SetupStatus.LEGAL
    assert check_text(check, setup, NAMES).startswith("Legal under the table (not shown reachable)")


def test_pop_ten_and_power_up_say_set_up_is_for_the_six_field_tables() -> None:
    rules = Rules.preset("pop_ten")
    game = Game.from_notation("d1", rules)
    check, text = said(setup_of(game))
    assert check.problem is SetupProblem.VARIANT_TABLE
    assert text.startswith("Set-up is for the six-field tables")
    assert "Change the table" in text


def test_the_colours_are_named_as_the_theme_names_them() -> None:
    setup = board(POP_OUT, {0: "2", 1: "2", 2: "2", 3: "2", 4: "11", 5: "11"})
    check = check_setup(setup)
    text = check_text(check, setup, theme("contrast").colour_name)
    assert text.startswith("Not legal: Orange ○ has a line of 4")


def test_cells_are_named_as_the_board_numbers_them() -> None:
    rules = Rules.preset("pop_out_five_in_a_row")
    assert cell_name(rules, 1, 0) == "column 2, row 1"
    assert cell_name(rules, 0, 3) == "the left side column, row 4"
    assert cell_name(rules, rules.width - 1, 5) == "the right side column, row 6"


def refusal(text: str) -> str:
    with pytest.raises(PositionCodeError) as caught:
        decode_position(text)
    return code_error_text(text, caught.value)


def test_refused_codes_say_why_in_words() -> None:
    assert refusal("   ").startswith("There is no text to read")
    lan = refusal("popout://192.168.1.5:7457/12345678")
    assert "is an invite link to a network game" in lan and "Join Game" in lan
    assert "cut short or mistyped" in refusal("JkiASQAAVHx")
    assert "only letters, digits" in refusal("Jki ASQ")
    assert "cut short or mistyped" in refusal("popout://position/")


def test_a_refused_text_is_quoted_short_and_as_it_is() -> None:
    text = "<b>" + "x" * 100 + "</b>"
    said_text = refusal(text)
    assert said_text.startswith("“<b>xxx") and "…”" in said_text
    assert len(said_text) < 200
