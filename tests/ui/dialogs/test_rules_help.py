"""The rules dialog: the rules in plain words and exactly the options in force highlighted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextCursor, QTextTable
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Rules
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.dialogs.rules_help import RulesDialog, options_in_force
from popout_desktop.ui.dialogs.table_settings import TABLE_PRESETS

TITLES = {
    "size": "Board size",
    "connect": "Line length",
    "pop_out": "Pop out",
    "side_columns": "Side columns",
    "repetition_draw": "Draw on threefold repetition",
    "pop_ten": "Pop 10",
    "target": "Discs to keep",
    "power_up": "Power Up",
}

# Written out by hand: what a reader must see highlighted at each table.
IN_FORCE = {
    "classic": {"Board size", "Line length"},
    "pop_out": {"Board size", "Line length", "Pop out"},
    "five_in_a_row": {"Board size", "Line length", "Side columns"},
    "pop_out_five_in_a_row": {"Board size", "Line length", "Pop out", "Side columns"},
    "pop_ten": {"Board size", "Line length", "Pop 10", "Discs to keep"},
    "power_up": {"Board size", "Line length", "Power Up"},
}


def plain_text(qtbot: QtBot, rules: Rules, *, theme_key: str | None = None) -> str:
    dialog = open_dialog(qtbot, rules, theme_key=theme_key)
    return dialog.browser.toPlainText()


def open_dialog(qtbot: QtBot, rules: Rules, *, theme_key: str | None = None) -> RulesDialog:
    dialog = RulesDialog(rules, theme_key=theme_key)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def options_table(dialog: RulesDialog) -> dict[str, tuple[bool, bool, str]]:
    """Read the rendered options table: ``{title: (bold, coloured background, state text)}``."""
    document = dialog.browser.document()
    tables = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
    assert len(tables) == 1
    table = tables[0]
    rows = {}
    for row in range(1, table.rows()):
        title_cell = table.cellAt(row, 0)
        cursor = QTextCursor(title_cell.firstCursorPosition())
        title = cursor.block().text()
        cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
        bold = cursor.charFormat().fontWeight() >= QFont.Weight.Bold
        background = title_cell.format().background().style() != Qt.BrushStyle.NoBrush
        state_cell = table.cellAt(row, 2)
        state = document.toPlainText()[state_cell.firstPosition() : state_cell.lastPosition()]
        state = " ".join(state.replace("\u2029", " ").replace("\u2028", " ").split())
        rows[title] = (bold, background, state)
    return rows


def highlighted(dialog: RulesDialog) -> set[str]:
    rows = options_table(dialog)
    marked = set()
    for title, (bold, background, state) in rows.items():
        # Every sign of "in force" must agree: bold, background, the check mark.
        assert bold == background == state.startswith("✔ In force"), (title, rows[title])
        if not bold:
            assert state == "Not in force"
        else:
            marked.add(title)
    return marked


@pytest.mark.parametrize("preset", TABLE_PRESETS)
def test_exactly_the_options_in_force_are_highlighted(qtbot: QtBot, preset: str) -> None:
    dialog = open_dialog(qtbot, Rules.preset(preset))
    assert set(options_table(dialog)) == set(TITLES.values())  # every option, always
    assert highlighted(dialog) == IN_FORCE[preset]
    assert {TITLES[key] for key in options_in_force(Rules.preset(preset))} == IN_FORCE[preset]


REPETITION = TITLES["repetition_draw"]


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        (Rules(repetition_draw=True), {"Board size", "Line length", "Pop out", REPETITION}),
        (Rules(pop_out=False, repetition_draw=True), {"Board size", "Line length", REPETITION}),
        (
            Rules(columns=9, rows=7, connect=5, side_columns=True, repetition_draw=True),
            {"Board size", "Line length", "Pop out", "Side columns", REPETITION},
        ),
        (
            Rules(columns=9, rows=7, pop_out=False, side_columns=True, pop_ten=True, target=14),
            {"Board size", "Line length", "Side columns", "Pop 10", "Discs to keep"},
        ),
        (
            Rules(side_columns=True, connect=5, power_up=True, repetition_draw=True),
            {"Board size", "Line length", "Pop out", "Side columns", REPETITION, "Power Up"},
        ),
    ],
)
def test_custom_tables(qtbot: QtBot, rules: Rules, expected: set[str]) -> None:
    dialog = open_dialog(qtbot, rules)
    assert highlighted(dialog) == expected


def test_values_of_the_table_are_shown(qtbot: QtBot) -> None:
    rules = Rules(columns=9, rows=7, connect=5, side_columns=True)
    dialog = open_dialog(qtbot, rules)
    rows = options_table(dialog)
    assert rows["Board size"][2] == "✔ In force 9 × 7"
    assert rows["Line length"][2] == "✔ In force 5 in a row"
    text = dialog.browser.toPlainText()
    assert "The rules at this table: Custom" in text
    assert "9 columns to play in, 7 rows high" in text
    assert "11 columns wide in all" in text
    assert "make a line of 5 discs" in text


def test_pop_out_is_explained_in_plain_words(qtbot: QtBot) -> None:
    text = plain_text(qtbot, Rules())
    assert "The rules at this table: Pop Out" in text
    assert "Red moves first" in text
    assert "either a drop or a pop" in text
    assert "every disc above it in that column falls one row" in text
    assert "You may pop only your own discs" in text
    # The both-lines rule, and the pop that only helps the opponent.
    assert "A pop can make lines for both players." in text
    assert "If your pop completes a line of yours, you win, even if it completes one" in text
    assert "If it completes only your opponent's line, your opponent wins." in text
    # Draws.
    assert "A drop that fills the board without making a line is a draw." in text
    assert "A pop that leaves the board empty is a draw." in text


def test_five_in_a_row_is_explained_in_plain_words(qtbot: QtBot) -> None:
    text = plain_text(qtbot, Rules.preset("five_in_a_row"))
    assert "the left one with Red at the bottom and then alternating upward" in text
    assert "the right one with Yellow at the bottom and then alternating" in text
    assert "Nobody drops into them or pops from them, but their discs count in lines." in text
    assert "Five in a row wins." in text
    assert "A pop that leaves only the side columns' discs on the board is a draw." in text


@pytest.mark.parametrize(
    ("rules", "pop_out", "five"),
    [
        (Rules.preset("classic"), "Not in force at this table", "Not in force at this table"),
        (Rules.preset("pop_out"), "In force at this table", "Not in force at this table"),
        (Rules.preset("five_in_a_row"), "Not in force at this table", "In force at this table"),
        (
            Rules.preset("pop_out_five_in_a_row"),
            "In force at this table",
            "In force at this table",
        ),
        (
            Rules(side_columns=True),
            "In force at this table",
            "Side columns in force, with lines of 4",
        ),
    ],
)
def test_section_badges(qtbot: QtBot, rules: Rules, pop_out: str, five: str) -> None:
    text = plain_text(qtbot, rules)
    words = " ".join(text.split())  # the badges are padded with non-breaking spaces
    assert f"Pop Out {pop_out} In Pop Out" in words
    assert f"5-in-a-Row {five} 5-in-a-Row is played" in words


def test_draws_not_in_force_are_marked(qtbot: QtBot) -> None:
    text = plain_text(qtbot, Rules.preset("classic"))
    assert "A pop that leaves the board empty is a draw. (not at this table)" in text
    assert "is a draw. (not at this table)" in text.split("third time, with the same")[-1]
    text = plain_text(qtbot, Rules(repetition_draw=True))
    assert "(not at this table)" not in text
    # Two computers' own end, at every table (issue 19, point 6).
    assert "Two computers playing each other agree a draw" in text


def test_colour_names_follow_the_theme(qtbot: QtBot) -> None:
    contrast = theme("contrast")
    plain = plain_text(qtbot, Rules.preset("five_in_a_row"), theme_key="contrast")
    assert f"{contrast.colour_name(1)} moves first" in plain
    assert f"the right one with {contrast.colour_name(2)} at the bottom" in plain


def test_set_rules_explains_another_table(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, Rules.preset("classic"))
    dialog.set_rules(Rules.preset("pop_out_five_in_a_row"))
    assert dialog.rules == Rules.preset("pop_out_five_in_a_row")
    assert highlighted(dialog) == IN_FORCE["pop_out_five_in_a_row"]


def test_keyboard_and_resizing(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, Rules())
    assert dialog.windowTitle() == "Rules"
    assert dialog.browser.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert dialog.isSizeGripEnabled()
    dialog.resize(900, 900)
    assert dialog.size().width() == 900
    dialog.resize(400, 300)
    assert dialog.size().width() == 400
    with qtbot.waitSignal(dialog.rejected):
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


# -- Pop 10 and Power Up --------------------------------------------------------------------------


def test_pop_ten_is_explained_in_plain_words(qtbot: QtBot) -> None:
    text = " ".join(plain_text(qtbot, Rules.preset("pop_ten")).split())
    assert "The rules at this table: Pop 10" in text
    assert "This table plays Pop 10. First the players fill the board, Red first" in text
    assert "The first player to keep 10 discs wins." in text
    # Setup, keeping, putting back, passing, the target.
    assert "each drops a disc of their colour into one of the lowest columns" in text
    assert "Lines made while filling count for nothing." in text
    assert "If that disc was part of a line of 4 of your colour when you popped it" in text
    assert "and pop again" in text
    assert "but not the one it came from (unless no other column is open)" in text
    assert "A player with no disc in the bottom row passes." in text
    assert "not with Pop Out or Power Up" in text
    # Lines do not win, and the board filling up is no draw.
    assert "In Pop 10 a line does not win" in text
    assert "In Pop 10 neither a full nor an empty board ends the game" in text
    assert "A drop that fills the board without making a line is a draw. (not at this table)" in (
        text
    )
    assert "On your turn you drop one of your discs" not in text


def test_the_target_of_this_table_is_shown(qtbot: QtBot) -> None:
    rules = Rules(columns=9, rows=8, connect=5, pop_out=False, pop_ten=True, target=17)
    dialog = open_dialog(qtbot, rules)
    rows = options_table(dialog)
    assert rows["Discs to keep"][2] == "✔ In force 17 discs"
    assert rows["Pop 10"][2] == "✔ In force"
    assert rows["Power Up"][2] == "Not in force"
    text = " ".join(dialog.browser.toPlainText().split())
    assert "The first player to keep 17 discs wins." in text
    assert "a line of 5 of your colour" in text


def test_power_up_explains_every_power_checker(qtbot: QtBot) -> None:
    text = " ".join(plain_text(qtbot, Rules.preset("power_up")).split())
    assert "The rules at this table: Power Up" in text
    assert "Each player may also play each of four power checkers once (see Power Up)." in text
    assert "Each player has four power checkers, one of each kind" in text
    assert "Anvil: every disc in its column is removed, and the anvil lands on the bottom row." in (
        text
    )
    assert "Bomb: it drops like a disc; then you pop one of your opponent's discs" in text
    assert "If that makes lines for both players, you win." in text
    assert "Wall: it drops like a disc; then you drop a second, normal disc, which may not" in text
    assert "the second drop is skipped" in text
    assert "×2: it drops like a disc; then you drop a second, normal disc wherever you like." in (
        text
    )
    assert "With Pop Out you may pop your own power checkers" in text
    # Classic winning still applies.
    assert "The first player to make a line of 4 discs of their colour wins" in text


@pytest.mark.parametrize(
    ("rules", "pop_ten", "power_up"),
    [
        (Rules(), "Not in force at this table", "Not in force at this table"),
        (Rules.preset("pop_ten"), "In force at this table", "Not in force at this table"),
        (Rules.preset("power_up"), "Not in force at this table", "In force at this table"),
        (Rules(power_up=True), "Not in force at this table", "In force at this table"),
    ],
)
def test_variant_section_badges(qtbot: QtBot, rules: Rules, pop_ten: str, power_up: str) -> None:
    words = " ".join(plain_text(qtbot, rules).split())
    assert f"Pop 10 {pop_ten} Pop 10 is played in two parts" in words
    assert f"Power Up {power_up} Each player has four power checkers" in words


def test_the_mouse_and_the_keyboard_are_explained(qtbot: QtBot) -> None:
    text = plain_text(qtbot, Rules())
    assert "Mouse and keyboard" in text
    assert "Type a column's number (written under the board)" in text
    assert "Columns 10 and up" not in text  # 7 columns: one digit each
    wide = plain_text(qtbot, Rules(columns=16, rows=12))
    assert "Columns 10 and up: type both digits quickly" in wide
    # 5-in-a-Row's playable columns are labelled 2 to 9: one digit each, with 8 columns.
    assert "Columns 10 and up" not in plain_text(
        qtbot, Rules(columns=8, side_columns=True, connect=5)
    )
