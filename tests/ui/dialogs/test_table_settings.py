"""Table settings: presets and fields agree, "Custom", impossible tables, preview, dialog."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.dialogs.table_settings import (
    TABLE_PRESETS,
    TableSettingsDialog,
    TableSettingsWidget,
    describe_rules,
    impossible_reason,
    suggested_target,
)
from tests.narrowing import not_none


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


@pytest.fixture
def widget(qtbot: QtBot) -> TableSettingsWidget:
    table = TableSettingsWidget()
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    return table


def fields(widget: TableSettingsWidget) -> Rules:
    """The fields read back as Rules (they must describe a possible table)."""
    return Rules(
        columns=widget.columns_spin.value(),
        rows=widget.rows_spin.value(),
        connect=widget.connect_spin.value(),
        pop_out=widget.pop_out_check.isChecked(),
        side_columns=widget.side_columns_check.isChecked(),
        repetition_draw=widget.repetition_check.isChecked(),
        pop_ten=widget.pop_ten_check.isChecked(),
        target=widget.target_spin.value() if widget.pop_ten_check.isChecked() else 10,
        power_up=widget.power_up_check.isChecked(),
    )


def preset_items(widget: TableSettingsWidget) -> list[str]:
    combo = widget.preset_combo
    return [combo.itemData(i) for i in range(combo.count())]


def choose_preset(widget: TableSettingsWidget, name: str) -> None:
    widget.preset_combo.setCurrentIndex(widget.preset_combo.findData(name))


def test_starts_at_the_standard_table(widget: TableSettingsWidget) -> None:
    assert widget.rules() == Rules()
    assert fields(widget) == Rules()
    assert widget.preset_combo.currentData() == "pop_out"
    assert widget.preset_combo.currentText() == "Pop Out"
    assert preset_items(widget) == list(TABLE_PRESETS)  # no "Custom" while a preset matches
    assert [widget.preset_combo.itemText(i) for i in range(4)] == [
        "Classic",
        "Pop Out",
        "5-in-a-Row",
        "Pop Out + 5-in-a-Row",
    ]
    assert widget.problem() == ""
    assert not widget.problem_label.isVisible()
    assert widget.preview.model.rules == Rules()


def test_field_ranges(widget: TableSettingsWidget) -> None:
    assert (widget.columns_spin.minimum(), widget.columns_spin.maximum()) == (4, 16)
    assert (widget.rows_spin.minimum(), widget.rows_spin.maximum()) == (4, 12)
    assert (widget.connect_spin.minimum(), widget.connect_spin.maximum()) == (3, 6)


@pytest.mark.parametrize("name", TABLE_PRESETS)
def test_choosing_a_preset_sets_every_field(
    qtbot: QtBot, widget: TableSettingsWidget, name: str
) -> None:
    widget.set_rules(Rules(columns=12, rows=9, connect=3, repetition_draw=True))  # "Custom"
    expected = Rules.preset(name)
    with qtbot.waitSignal(widget.rules_changed, check_params_cb=lambda r: r == expected):
        choose_preset(widget, name)
    assert fields(widget) == expected
    assert widget.rules() == expected
    assert widget.preset_name() == name
    assert preset_items(widget) == list(TABLE_PRESETS)
    assert widget.preview.model.rules == expected


@pytest.mark.parametrize("name", TABLE_PRESETS)
def test_fields_select_the_matching_preset(widget: TableSettingsWidget, name: str) -> None:
    choose_preset(widget, "classic" if name != "classic" else "pop_out")
    rules = Rules.preset(name)
    # One field at a time, as a user would: the chooser follows every step.
    widget.connect_spin.setValue(rules.connect)
    widget.side_columns_check.setChecked(rules.side_columns)
    widget.pop_out_check.setChecked(rules.pop_out)
    widget.pop_ten_check.setChecked(rules.pop_ten)
    widget.power_up_check.setChecked(rules.power_up)
    assert widget.preset_combo.currentData() == name
    assert widget.rules() == rules


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("columns_spin", 8),
        ("rows_spin", 7),
        ("connect_spin", 3),
        ("repetition_check", True),
    ],
)
def test_any_other_value_makes_the_table_custom(
    qtbot: QtBot, widget: TableSettingsWidget, field: str, value: object
) -> None:
    control = getattr(widget, field)
    with qtbot.waitSignal(widget.rules_changed) as changed:
        if isinstance(value, bool):
            control.setChecked(value)
        else:
            control.setValue(value)
    assert changed.args[0] == widget.rules()
    assert widget.rules() is not None
    assert not_none(widget.rules()).preset_name() is None
    assert widget.preset_name() is None
    assert widget.preset_combo.currentText() == "Custom"
    assert preset_items(widget) == [*TABLE_PRESETS, ""]
    # Back to the preset's value: "Custom" goes away again.
    if isinstance(value, bool):
        control.setChecked(not value)
    else:
        control.setValue(
            getattr(
                Rules(),
                {"columns_spin": "columns", "rows_spin": "rows", "connect_spin": "connect"}[field],
            )
        )
    assert widget.preset_combo.currentData() == "pop_out"
    assert preset_items(widget) == list(TABLE_PRESETS)


def test_set_rules_shows_a_custom_table(qtbot: QtBot, widget: TableSettingsWidget) -> None:
    rules = Rules(columns=10, rows=8, connect=5, pop_out=False, side_columns=True)
    with qtbot.waitSignal(widget.rules_changed, check_params_cb=lambda r: r == rules):
        widget.set_rules(rules)
    assert fields(widget) == rules
    assert widget.preset_combo.currentText() == "Custom"
    assert widget.preview.model.rules == rules
    assert widget.summary_label.text() == describe_rules(rules)


def test_set_rules_emits_once_and_only_on_a_change(
    qtbot: QtBot, widget: TableSettingsWidget
) -> None:
    received: list[object] = []
    widget.rules_changed.connect(received.append)
    widget.set_rules(Rules.preset("pop_out_five_in_a_row"))  # changes three fields
    assert received == [Rules.preset("pop_out_five_in_a_row")]
    with qtbot.assertNotEmitted(widget.rules_changed):
        widget.set_rules(Rules.preset("pop_out_five_in_a_row"))


# columns, rows, connect, side columns: a line longer than both the width and the height.
# (With side columns the board is at least 6 wide, so every line of 3 to 6 fits.)
IMPOSSIBLE = [(4, 4, 5, False), (4, 4, 6, False), (5, 4, 6, False), (4, 5, 6, False)]
POSSIBLE_EDGES = [(4, 4, 6, True), (4, 5, 5, False), (5, 4, 5, False), (4, 6, 6, False)]


@pytest.mark.parametrize(("columns", "rows", "connect", "side"), IMPOSSIBLE)
def test_an_impossible_table_is_explained_and_refused(
    qtbot: QtBot, widget: TableSettingsWidget, columns: int, rows: int, connect: int, side: bool
) -> None:
    widget.set_rules(Rules(columns=7, rows=6, connect=4, side_columns=side))
    widget.columns_spin.setValue(columns)
    widget.rows_spin.setValue(rows)
    last_possible = widget.rules()
    assert last_possible is not None
    with qtbot.waitSignal(widget.rules_changed, check_params_cb=lambda r: r is None):
        widget.connect_spin.setValue(connect)
    assert widget.rules() is None
    assert widget.preset_name() is None
    assert widget.preset_combo.currentText() == "Custom"
    problem = widget.problem()
    assert problem == widget.problem_label.text()
    assert widget.problem_label.isVisible()
    width = columns + 2 if side else columns
    assert f"A line of {connect} discs cannot fit" in problem
    assert f"only {width} columns wide" in problem
    assert f"{rows} rows high" in problem
    assert "side columns" not in problem
    assert "%" not in problem
    # The preview keeps the last possible table, faded; the summary says why.
    assert widget.preview.model.rules == last_possible
    assert widget.summary_label.text() == "This table cannot be played."
    # Making the line shorter fixes it.
    with qtbot.waitSignal(widget.rules_changed, check_params_cb=lambda r: r is not None):
        widget.connect_spin.setValue(3)
    assert widget.problem() == ""
    assert not widget.problem_label.isVisible()
    assert widget.preview.model.rules == widget.rules()


def test_the_explanation_counts_side_columns_in_the_width() -> None:
    assert impossible_reason(7, 6, 4, True) is None
    text = impossible_reason(4, 4, 7, True)  # not reachable from the fields today
    assert text is not None
    assert "only 6 columns wide, the two side columns included, and 4 rows high" in text
    assert impossible_reason(4, 4, 5, False) == (
        "A line of 5 discs cannot fit on this board: it is only 4 columns wide and 4 rows "
        "high. Make the line shorter or the board bigger."
    )


@pytest.mark.parametrize(("columns", "rows", "connect", "side"), POSSIBLE_EDGES)
def test_a_line_that_just_fits_is_accepted(
    widget: TableSettingsWidget, columns: int, rows: int, connect: int, side: bool
) -> None:
    widget.side_columns_check.setChecked(side)
    widget.columns_spin.setValue(columns)
    widget.rows_spin.setValue(rows)
    widget.connect_spin.setValue(connect)
    rules = Rules(columns=columns, rows=rows, connect=connect, side_columns=side)
    assert widget.rules() == rules
    assert widget.problem() == ""


def test_turning_side_columns_off_can_make_a_table_impossible(
    widget: TableSettingsWidget,
) -> None:
    widget.set_rules(Rules(columns=4, rows=4, connect=6, side_columns=True))
    widget.side_columns_check.setChecked(False)
    assert widget.rules() is None
    assert "only 4 columns wide" in widget.problem()
    widget.side_columns_check.setChecked(True)
    assert widget.rules() == Rules(columns=4, rows=4, connect=6, side_columns=True)


def test_fields_agree_with_the_rules_engine_everywhere(widget: TableSettingsWidget) -> None:
    """Whatever the fields say, the widget accepts exactly the tables Rules accepts."""
    for columns, rows, connect, side, pop in itertools.product(
        (4, 5, 6, 16), (4, 5, 6, 12), (3, 4, 5, 6), (False, True), (False, True)
    ):
        widget.columns_spin.setValue(columns)
        widget.rows_spin.setValue(rows)
        widget.connect_spin.setValue(connect)
        widget.side_columns_check.setChecked(side)
        widget.pop_out_check.setChecked(pop)
        try:
            expected: Rules | None = Rules(
                columns=columns, rows=rows, connect=connect, pop_out=pop, side_columns=side
            )
        except ValueError:
            expected = None
        assert widget.rules() == expected, (columns, rows, connect, side, pop)
        assert (widget.problem() == "") == (expected is not None)
        if expected is not None:
            assert widget.preview.model.rules == expected
            assert widget.preset_name() == expected.preset_name()


def test_the_preview_shows_the_side_columns_filled(widget: TableSettingsWidget) -> None:
    choose_preset(widget, "five_in_a_row")
    preview = widget.preview
    rules = Rules.preset("five_in_a_row")
    assert preview.model.rules == rules
    assert preview.model.game.ply == 0
    assert [preview.shown_cell(0, row) for row in range(rules.rows)] == [1, 2] * 3
    assert [preview.shown_cell(rules.width - 1, row) for row in range(rules.rows)] == [2, 1] * 3


def test_the_preview_takes_no_input(widget: TableSettingsWidget) -> None:
    assert not widget.preview.interactive
    assert widget.preview.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_every_field_has_a_label_with_a_mnemonic(widget: TableSettingsWidget) -> None:
    buddies = {
        label.buddy(): label.text() for label in widget.findChildren(QLabel) if label.buddy()
    }
    for control in (
        widget.preset_combo,
        widget.columns_spin,
        widget.rows_spin,
        widget.connect_spin,
    ):
        assert "&" in buddies[control]
    for check in (widget.pop_out_check, widget.side_columns_check, widget.repetition_check):
        assert "&" in check.text()
        assert check.toolTip()


def test_set_theme_paints_the_preview(widget: TableSettingsWidget) -> None:
    widget.set_theme("dark")
    assert widget.preview.theme.key == "dark"


# -- the dialog ---------------------------------------------------------------------------------


@pytest.fixture
def dialog(qtbot: QtBot, settings: Settings) -> TableSettingsDialog:
    window = TableSettingsDialog(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_dialog_starts_from_the_stored_table(qtbot: QtBot, settings: Settings) -> None:
    stored = Rules(columns=9, rows=7, connect=5, pop_out=False, repetition_draw=True)
    settings.set_rules(stored)
    settings.set_value("prefs/theme", "contrast")
    window = TableSettingsDialog(settings)
    qtbot.addWidget(window)
    assert window.chosen_rules() == stored
    assert window.table.preset_combo.currentText() == "Custom"
    assert window.table.preview.theme.key == "contrast"
    assert window.windowTitle() == "Table Settings"


def test_dialog_without_settings_uses_the_given_rules(qtbot: QtBot) -> None:
    window = TableSettingsDialog(rules=Rules.preset("classic"))
    qtbot.addWidget(window)
    assert window.chosen_rules() == Rules.preset("classic")
    plain = TableSettingsDialog()
    qtbot.addWidget(plain)
    assert plain.chosen_rules() == Rules()


def test_ok_stores_the_table(qtbot: QtBot, dialog: TableSettingsDialog, settings: Settings) -> None:
    choose_preset(dialog.table, "pop_out_five_in_a_row")
    dialog.table.rows_spin.setValue(8)
    expected = Rules(rows=8, connect=5, side_columns=True)
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen_rules() == expected
    assert settings.rules() == expected
    assert Settings(settings.path).rules() == expected


def test_cancel_stores_nothing(
    qtbot: QtBot, dialog: TableSettingsDialog, settings: Settings
) -> None:
    choose_preset(dialog.table, "classic")
    with qtbot.assertNotEmitted(settings.changed), qtbot.waitSignal(dialog.rejected):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert settings.rules() == Rules()


def test_ok_is_disabled_while_the_table_is_impossible(
    qtbot: QtBot, dialog: TableSettingsDialog, settings: Settings
) -> None:
    table = dialog.table
    assert dialog.ok_button.isEnabled()
    table.columns_spin.setValue(4)
    table.rows_spin.setValue(4)
    table.connect_spin.setValue(5)
    assert not dialog.ok_button.isEnabled()
    assert dialog.chosen_rules() is None
    assert dialog.table.problem_label.isVisible()
    with qtbot.assertNotEmitted(dialog.accepted), qtbot.assertNotEmitted(settings.changed):
        dialog.accept()  # e.g. Enter pressed: refused as well
    assert dialog.isVisible()
    table.side_columns_check.setChecked(True)
    assert dialog.ok_button.isEnabled()
    assert dialog.chosen_rules() == Rules(columns=4, rows=4, connect=5, side_columns=True)


def test_defaults_button_restores_the_standard_table(
    dialog: TableSettingsDialog, settings: Settings
) -> None:
    choose_preset(dialog.table, "five_in_a_row")
    dialog.table.columns_spin.setValue(11)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.chosen_rules() == Rules()
    assert dialog.table.preset_combo.currentData() == "pop_out"
    assert settings.rules() == Rules()  # nothing stored before OK
    assert dialog.isVisible()


# -- Pop 10 and Power Up --------------------------------------------------------------------------


def test_the_presets_end_with_pop_ten_and_power_up(widget: TableSettingsWidget) -> None:
    assert TABLE_PRESETS == (
        "classic",
        "pop_out",
        "five_in_a_row",
        "pop_out_five_in_a_row",
        "pop_ten",
        "power_up",
    )
    combo = widget.preset_combo
    assert [combo.itemText(i) for i in range(4, 6)] == ["Pop 10", "Power Up"]
    for index in range(combo.count()):
        assert combo.itemData(index, Qt.ItemDataRole.ToolTipRole)


def test_the_target_field_is_enabled_only_with_pop_ten(widget: TableSettingsWidget) -> None:
    assert (widget.target_spin.minimum(), widget.target_spin.maximum()) == (3, 20)
    assert not widget.target_spin.isEnabled()
    assert not widget.target_label.isEnabled()
    choose_preset(widget, "pop_ten")
    assert widget.target_spin.isEnabled()
    assert widget.target_label.isEnabled()
    assert widget.target_spin.value() == 10
    assert widget.rules() == Rules.preset("pop_ten")
    choose_preset(widget, "power_up")
    assert not widget.target_spin.isEnabled()
    assert widget.rules() == Rules.preset("power_up")


@pytest.mark.parametrize(
    ("columns", "rows", "expected"),
    [(7, 6, 10), (4, 4, 4), (5, 4, 5), (8, 8, 15), (9, 8, 17), (16, 12, 20), (12, 4, 11)],
)
def test_suggested_targets_scale_with_the_board(columns: int, rows: int, expected: int) -> None:
    assert suggested_target(columns, rows) == expected
    assert 3 <= expected <= min(20, columns * rows // 2)


def test_every_suggested_target_is_playable() -> None:
    for columns, rows in itertools.product(range(4, 17), range(4, 13)):
        target = suggested_target(columns, rows)
        Rules(columns=columns, rows=rows, pop_out=False, pop_ten=True, target=target)


def test_switching_pop_ten_on_suggests_a_target_for_the_board(
    widget: TableSettingsWidget,
) -> None:
    choose_preset(widget, "classic")
    widget.columns_spin.setValue(9)
    widget.rows_spin.setValue(8)
    widget.pop_ten_check.setChecked(True)
    assert widget.target_spin.value() == 17
    assert widget.rules() == Rules(columns=9, rows=8, pop_out=False, pop_ten=True, target=17)
    assert widget.preset_combo.currentText() == "Custom"
    # The board shrinks: the suggestion follows, as long as nobody has edited it.
    widget.columns_spin.setValue(4)
    widget.rows_spin.setValue(4)
    assert widget.target_spin.value() == 4
    widget.columns_spin.setValue(7)
    widget.rows_spin.setValue(6)
    assert widget.rules() == Rules.preset("pop_ten")
    assert widget.preset_combo.currentData() == "pop_ten"


def test_an_edited_target_stays_and_may_become_impossible(
    qtbot: QtBot, widget: TableSettingsWidget
) -> None:
    choose_preset(widget, "pop_ten")
    widget.target_spin.setValue(12)  # the person chose twelve
    assert widget.rules() == Rules(pop_out=False, pop_ten=True, target=12)
    widget.columns_spin.setValue(8)
    assert widget.target_spin.value() == 12  # no longer follows the board
    widget.columns_spin.setValue(4)
    with qtbot.waitSignal(widget.rules_changed, check_params_cb=lambda r: r is None):
        widget.rows_spin.setValue(4)
    assert widget.rules() is None
    problem = widget.problem()
    assert problem == (
        "In Pop 10 on a board of 4 × 4 each player has only 8 discs, so nobody can keep 12. "
        "Lower the number of discs to keep to 8 or less, or make the board bigger."
    )
    assert widget.problem_label.isVisible()
    assert widget.summary_label.text() == "This table cannot be played."
    widget.target_spin.setValue(8)
    assert widget.rules() == Rules(columns=4, rows=4, pop_out=False, pop_ten=True, target=8)
    assert widget.problem() == ""
    # Without Pop 10 the target does not matter: the table is possible again at once.
    widget.target_spin.setValue(20)
    assert widget.rules() is None
    widget.pop_ten_check.setChecked(False)
    assert widget.rules() == Rules(columns=4, rows=4, pop_out=False)


def test_choosing_a_preset_forgets_an_edited_target(widget: TableSettingsWidget) -> None:
    choose_preset(widget, "pop_ten")
    widget.target_spin.setValue(6)
    choose_preset(widget, "classic")
    choose_preset(widget, "pop_ten")
    assert widget.target_spin.value() == 10
    widget.columns_spin.setValue(16)
    widget.rows_spin.setValue(12)
    assert widget.target_spin.value() == 20


def test_a_stored_target_is_kept_unless_it_is_the_suggestion(widget: TableSettingsWidget) -> None:
    widget.set_rules(Rules(columns=8, rows=8, pop_out=False, pop_ten=True, target=5))
    widget.columns_spin.setValue(9)
    assert widget.target_spin.value() == 5  # someone chose five: it stays
    widget.set_rules(Rules(columns=8, rows=8, pop_out=False, pop_ten=True, target=15))
    widget.columns_spin.setValue(9)
    assert widget.target_spin.value() == 17  # fifteen was the suggestion: it follows


@pytest.mark.parametrize(
    ("checks", "expected"),
    [
        (
            {"pop_out": True, "pop_ten": True},
            "Pop 10 cannot be played with Pop Out: it has pops of its own, which keep the discs "
            "that were in a line. Turn off one of the two.",
        ),
        (
            {"pop_out": False, "pop_ten": True, "power_up": True},
            "Pop 10 cannot be played with Power Up: it is played without power checkers. "
            "Turn off one of the two.",
        ),
        (
            {"pop_out": True, "pop_ten": True, "power_up": True},
            "Pop 10 cannot be played with Pop Out or with Power Up: it has pops of its own, and "
            "it is played without power checkers. Turn off Pop 10, or both of the others.",
        ),
    ],
)
def test_impossible_variant_combinations_are_explained_and_refused(
    qtbot: QtBot, settings: Settings, checks: dict[str, bool], expected: str
) -> None:
    dialog = TableSettingsDialog(settings)
    qtbot.addWidget(dialog)
    table = dialog.table
    for name in ("power_up", "pop_out", "pop_ten"):
        getattr(table, f"{name}_check").setChecked(checks.get(name, False))
    assert table.rules() is None
    assert table.problem() == expected
    assert not dialog.ok_button.isEnabled()
    with qtbot.assertNotEmitted(settings.changed):
        dialog.accept()
    # Either option on its own is fine.
    table.pop_ten_check.setChecked(False)
    assert table.rules() is not None
    assert dialog.ok_button.isEnabled()


def test_several_problems_are_all_explained(widget: TableSettingsWidget) -> None:
    widget.columns_spin.setValue(4)
    widget.rows_spin.setValue(4)
    widget.connect_spin.setValue(5)
    widget.pop_ten_check.setChecked(True)  # with Pop Out still on
    problem = widget.problem()
    assert problem.startswith("A line of 5 discs cannot fit on this board")
    assert "\n\nPop 10 cannot be played with Pop Out" in problem


def test_power_up_combines_with_pop_out_and_side_columns(widget: TableSettingsWidget) -> None:
    choose_preset(widget, "pop_out_five_in_a_row")
    widget.power_up_check.setChecked(True)
    rules = Rules(connect=5, side_columns=True, power_up=True)
    assert widget.rules() == rules
    assert widget.preview.model.rules == rules
    assert widget.summary_label.text() == describe_rules(rules)


def test_variant_fields_agree_with_the_rules_engine_everywhere(
    widget: TableSettingsWidget,
) -> None:
    """Whatever the fields say, the widget accepts exactly the tables Rules accepts."""
    for columns, rows, pop_out, pop_ten, power_up, target in itertools.product(
        (4, 5, 16), (4, 12), (False, True), (False, True), (False, True), (3, 8, 9, 20)
    ):
        widget.columns_spin.setValue(columns)
        widget.rows_spin.setValue(rows)
        widget.pop_out_check.setChecked(pop_out)
        widget.power_up_check.setChecked(power_up)
        widget.pop_ten_check.setChecked(pop_ten)
        widget.target_spin.setValue(target)
        try:
            expected: Rules | None = Rules(
                columns=columns,
                rows=rows,
                pop_out=pop_out,
                pop_ten=pop_ten,
                target=target if pop_ten else 10,
                power_up=power_up,
            )
        except ValueError:
            expected = None
        key = (columns, rows, pop_out, pop_ten, power_up, target)
        assert widget.rules() == expected, key
        assert (widget.problem() == "") == (expected is not None), key
        if expected is not None:
            assert widget.preview.model.rules == expected
            assert widget.preset_name() == expected.preset_name()


def test_summaries_of_the_variants() -> None:
    assert describe_rules(Rules.preset("pop_ten")) == (
        "7 columns × 6 rows; Pop 10: the first to keep 10 discs wins; a disc popped from a line "
        "of 4 is kept"
    )
    assert describe_rules(
        Rules(
            columns=9,
            side_columns=True,
            pop_out=False,
            pop_ten=True,
            target=12,
            repetition_draw=True,
        )
    ) == (
        "9 columns × 6 rows; Pop 10: the first to keep 12 discs wins; a disc popped from a line "
        "of 4 is kept; filled side columns; draw on threefold repetition"
    )
    assert describe_rules(Rules(power_up=True)) == (
        "7 columns × 6 rows; 4 in a row wins; popping allowed; Power Up: four power checkers each"
    )


def test_the_variant_fields_have_mnemonics_and_tips(widget: TableSettingsWidget) -> None:
    assert widget.target_label.buddy() is widget.target_spin
    assert "&" in widget.target_label.text()
    for control in (widget.pop_ten_check, widget.power_up_check, widget.target_spin):
        assert control.toolTip()
    for check in (widget.pop_ten_check, widget.power_up_check):
        assert "&" in check.text()
    texts = [label.text() for label in widget.findChildren(QLabel) if label.buddy() is not None] + [
        check.text()
        for check in (
            widget.pop_out_check,
            widget.side_columns_check,
            widget.repetition_check,
            widget.pop_ten_check,
            widget.power_up_check,
        )
    ]
    keys = [text[text.index("&") + 1].lower() for text in texts]
    assert len(keys) == len(set(keys)), texts


def test_ok_stores_a_pop_ten_table(
    qtbot: QtBot, dialog: TableSettingsDialog, settings: Settings
) -> None:
    choose_preset(dialog.table, "pop_ten")
    dialog.table.columns_spin.setValue(8)
    dialog.table.target_spin.setValue(7)
    expected = Rules(columns=8, pop_out=False, pop_ten=True, target=7)
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()
    assert settings.rules() == expected
    again = TableSettingsDialog(settings)
    qtbot.addWidget(again)
    assert again.chosen_rules() == expected
    assert again.table.target_spin.value() == 7
    assert again.table.target_spin.isEnabled()


def test_ok_stores_a_power_up_table(
    qtbot: QtBot, dialog: TableSettingsDialog, settings: Settings
) -> None:
    choose_preset(dialog.table, "power_up")
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()
    assert settings.rules() == Rules.preset("power_up")
