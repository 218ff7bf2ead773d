"""The words for presets and tables, without a widget."""

from __future__ import annotations

from popout_desktop.rules import PRESET_NAMES, Rules
from popout_desktop.ui.dialogs import table_settings
from popout_desktop.ui.dialogs.table_texts import describe_rules, preset_description, preset_label


def test_every_preset_has_a_label_and_a_description() -> None:
    labels = [preset_label(name) for name in PRESET_NAMES]
    assert len(set(labels)) == len(labels)
    assert "Custom" not in labels
    assert all(preset_description(name) for name in PRESET_NAMES)
    assert preset_label(None) == preset_label("no such preset") == "Custom"
    assert preset_description("no such preset") == ""


def test_describe_rules() -> None:
    assert describe_rules(Rules()) == "7 columns × 6 rows; 4 in a row wins; popping allowed"
    pop_ten = describe_rules(Rules.preset("pop_ten"))
    assert "Pop 10: the first to keep" in pop_ten
    assert "popping allowed" not in pop_ten and "drop only" not in pop_ten
    assert "filled side columns" in describe_rules(Rules.preset("five_in_a_row"))


def test_the_table_settings_module_still_offers_them() -> None:
    assert table_settings.describe_rules is describe_rules
    assert table_settings.preset_label is preset_label
