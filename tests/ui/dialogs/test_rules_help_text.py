"""The pieces of the rules text, without a dialog: markup, the options table's rows, sections."""

from __future__ import annotations

from popout_desktop.rules import Rules
from popout_desktop.ui.board.themes import DEFAULT_THEME, theme
from popout_desktop.ui.dialogs.rules_help import rules_html
from popout_desktop.ui.dialogs.rules_help_markup import fill, heading, in_force_badge
from popout_desktop.ui.dialogs.rules_help_options import OPTION_KEYS, option_rows, options_table
from popout_desktop.ui.dialogs.rules_help_sections import draws_section, how_to_play


def test_fill_escapes_values_and_keeps_the_text() -> None:
    assert fill("<b>%1</b> and %2", "<x>", 7) == "<b>&lt;x&gt;</b> and 7"
    assert fill("%1 %10", "a") == "a a0"  # %1 is replaced after %10 would have been


def test_headings_and_badges() -> None:
    assert heading("h3", "Draws") == "<h3>Draws</h3>"
    assert heading("h3", "Pop 10", "B") == "<h3>Pop 10 B</h3>"
    assert "Not in force at this table" in in_force_badge(False)
    assert "In force at this table" in in_force_badge(True)


def test_option_rows_follow_the_keys_and_the_table() -> None:
    look = theme(DEFAULT_THEME)
    rows = option_rows(Rules(), look)
    assert [key for key, _title, _text in rows] == list(OPTION_KEYS)
    assert all(title and text for _key, title, text in rows)
    texts = dict((key, text) for key, _title, text in rows)
    assert "7 columns to play in, 6 rows high" in texts["size"]
    assert "wide in all" not in texts["size"]
    assert look.colour_name(1) in texts["side_columns"]
    wide = dict((key, text) for key, _t, text in option_rows(Rules.preset("five_in_a_row"), look))
    assert "9 columns wide in all" in wide["size"]
    assert (
        "yours to keep"
        in dict((key, text) for key, _t, text in option_rows(Rules.preset("pop_ten"), look))[
            "connect"
        ]
    )


def test_the_options_table_and_sections_are_parts_of_the_text() -> None:
    look = theme(DEFAULT_THEME)
    rules = Rules.preset("pop_ten")
    text = rules_html(rules, look)
    assert options_table(rules, look) in text
    assert draws_section(rules) in text
    assert all(paragraph in text for paragraph in how_to_play(rules, look.colour_name(1)))
