"""The new-game dialog: seats, levels, names, swapping who starts, the table, persistence."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.rules import Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.dialogs.new_game import (
    LEVELS,
    NewGameDialog,
    NewGameOptions,
    PlayerSpec,
)
from popout_desktop.ui.dialogs.table_settings import TABLE_PRESETS
from tests.narrowing import not_none


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


def open_dialog(qtbot: QtBot, settings: Settings | None = None, **kwargs: object) -> NewGameDialog:
    dialog = NewGameDialog(settings, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def set_seat(dialog: NewGameDialog, index: int, kind: str, level: str = "medium") -> None:
    seat = dialog.seats[index]
    seat.kind_combo.setCurrentIndex(seat.kind_combo.findData(kind))
    seat.level_combo.setCurrentIndex(seat.level_combo.findData(level))


def test_defaults_two_humans_named_by_colour(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    assert dialog.windowTitle() == "New Game"
    # No name given: the views name each player by its colour when they show it.
    assert dialog.options() == NewGameOptions(
        Rules(), (PlayerSpec("", "human", None), PlayerSpec("", "human", None))
    )
    for seat in dialog.seats:
        assert not seat.level_combo.isEnabled()
        assert seat.name_edit.text() == ""
    assert [s.name_edit.placeholderText() for s in dialog.seats] == ["Red", "Yellow"]
    assert "Red" in dialog.seats[0].label.text()
    assert "Yellow" in dialog.seats[1].label.text()


def test_levels_are_offered_weakest_first(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    combo = dialog.seats[0].level_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
    assert LEVELS == ("beginner", "easy", "medium", "hard", "expert")
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Beginner",
        "Easy",
        "Medium",
        "Hard",
        "Expert",
    ]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("index", [0, 1])
def test_a_computer_at_each_level(qtbot: QtBot, level: str, index: int) -> None:
    dialog = open_dialog(qtbot)
    set_seat(dialog, index, "computer", level)
    seat = dialog.seats[index]
    assert seat.level_combo.isEnabled()
    assert seat.name_edit.placeholderText() == f"Computer ({level})"
    options = dialog.options()
    assert options is not None
    assert options.players[index] == PlayerSpec("", "computer", level)
    other = options.players[1 - index]
    assert other.kind == "human"
    assert other.level is None
    # Back to a person: the level no longer applies.
    set_seat(dialog, index, "human", level)
    assert not seat.level_combo.isEnabled()
    assert dialog.players()[index] == PlayerSpec("", "human", None)


def test_typed_names_are_tidied(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    dialog.seats[0].name_edit.setText("  Ada   Lovelace ")
    dialog.seats[1].name_edit.setText("   ")
    players = dialog.players()
    assert players[0].name == "Ada Lovelace"
    assert players[1].name == ""
    assert dialog.seats[0].name_edit.maxLength() == 40


def test_swap_exchanges_the_seats(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    dialog.seats[0].name_edit.setText("Alice")
    set_seat(dialog, 1, "computer", "expert")
    before = dialog.players()
    assert before == (
        PlayerSpec("Alice", "human", None),
        PlayerSpec("", "computer", "expert"),
    )
    dialog.swap_button.click()
    assert dialog.players() == (
        PlayerSpec("", "computer", "expert"),
        PlayerSpec("Alice", "human", None),
    )
    assert dialog.seats[0].level_combo.isEnabled()
    assert not dialog.seats[1].level_combo.isEnabled()
    dialog.swap_button.click()
    assert dialog.players() == before


def test_swap_keeps_default_names_with_their_colour(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    dialog.seats[1].name_edit.setText("Bob")
    dialog.seats[0].name_edit.setText("Red")  # typed, but just the default
    dialog.swap()
    assert dialog.players() == (
        PlayerSpec("Bob", "human", None),
        PlayerSpec("", "human", None),
    )
    assert dialog.seats[1].name_edit.placeholderText() == "Yellow"


def test_two_computers_keep_their_own_levels(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    set_seat(dialog, 0, "computer", "beginner")
    set_seat(dialog, 1, "computer", "hard")
    dialog.swap()
    assert [(p.kind, p.level) for p in dialog.players()] == [
        ("computer", "hard"),
        ("computer", "beginner"),
    ]


@pytest.mark.parametrize("preset", TABLE_PRESETS)
def test_the_table_comes_from_the_embedded_settings(qtbot: QtBot, preset: str) -> None:
    dialog = open_dialog(qtbot)
    combo = dialog.table.preset_combo
    combo.setCurrentIndex(combo.findData(preset))
    options = dialog.options()
    assert options is not None
    assert options.rules == Rules.preset(preset)
    assert dialog.table.preview.model.rules == Rules.preset(preset)


def test_an_impossible_table_cannot_start(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    table = dialog.table
    table.columns_spin.setValue(4)
    table.rows_spin.setValue(4)
    table.connect_spin.setValue(6)
    assert dialog.options() is None
    assert not dialog.start_button.isEnabled()
    with qtbot.assertNotEmitted(dialog.accepted), qtbot.assertNotEmitted(settings.changed):
        dialog.accept()
    table.connect_spin.setValue(4)
    assert dialog.start_button.isEnabled()
    assert dialog.options() is not None


def test_start_stores_the_choices(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.seats[0].name_edit.setText("Alice")
    set_seat(dialog, 1, "computer", "hard")
    combo = dialog.table.preset_combo
    combo.setCurrentIndex(combo.findData("five_in_a_row"))
    with qtbot.waitSignal(dialog.accepted):
        dialog.start_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    stored = Settings(settings.path)
    assert stored.value("players/1/name") == "Alice"
    assert stored.value("players/1/kind") == "human"
    assert stored.value("players/2/name") == ""  # the default name follows kind and level
    assert stored.value("players/2/kind") == "computer"
    assert stored.value("players/2/level") == "hard"
    assert stored.rules() == Rules.preset("five_in_a_row")


def test_a_name_holds_no_escape_sequence_nor_control_character(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = open_dialog(qtbot, settings)
    edit = dialog.seats[0].name_edit
    edit.insert("Ann")
    edit.insert("\x1b[31m red")  # typed or pasted: refused whole, as the settings would
    assert edit.text() == "Ann"
    dialog.seats[1].name_edit.setText("Bob\x1b[2J\tLee\u202e")  # set by a program
    assert dialog.seats[1].typed_name() == "Bob [2J Lee"
    with qtbot.waitSignal(dialog.accepted):
        dialog.start_button.click()  # no ValueError: both names may be stored
    stored = Settings(settings.path)
    assert (stored.value("players/1/name"), stored.value("players/2/name")) == (
        "Ann",
        "Bob [2J Lee",
    )


def test_the_next_dialog_starts_from_the_stored_choices(qtbot: QtBot, settings: Settings) -> None:
    first = open_dialog(qtbot, settings)
    set_seat(first, 0, "computer", "easy")
    first.seats[1].name_edit.setText("Zoë")
    first.table.set_rules(Rules(columns=9, rows=8, connect=5, repetition_draw=True))
    expected = first.options()
    first.accept()
    second = open_dialog(qtbot, Settings(settings.path))
    assert second.options() == expected
    assert expected is not None
    assert expected.players == (
        PlayerSpec("", "computer", "easy"),
        PlayerSpec("Zoë", "human", None),
    )
    assert second.table.preset_combo.currentText() == "Custom"


def test_cancel_stores_nothing(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    set_seat(dialog, 0, "computer", "expert")
    dialog.seats[1].name_edit.setText("Bob")
    with qtbot.assertNotEmitted(settings.changed), qtbot.waitSignal(dialog.rejected):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert settings.value("players/1/kind") == "human"
    assert settings.value("players/2/name") == ""


def test_colour_names_come_from_the_theme(qtbot: QtBot, settings: Settings) -> None:
    contrast = theme("contrast")
    dialog = open_dialog(qtbot, theme_key="contrast")
    assert [seat.name_edit.placeholderText() for seat in dialog.seats] == [
        contrast.colour_name(1),
        contrast.colour_name(2),
    ]
    assert dialog.players() == (PlayerSpec("", "human", None), PlayerSpec("", "human", None))
    assert contrast.colour_name(1) in dialog.seats[0].label.text()
    assert dialog.table.preview.theme.key == "contrast"
    # Without a theme given, the stored one is used.
    settings.set_value("prefs/theme", "contrast")
    stored = open_dialog(qtbot, settings)
    assert stored.seats[1].name_edit.placeholderText() == contrast.colour_name(2)


def test_keyboard_order_and_mnemonics(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot)
    first, second = dialog.seats
    assert first.label.buddy() is first.kind_combo
    assert second.label.buddy() is second.kind_combo
    assert "&" in first.label.text()
    assert "&" in second.label.text()
    assert "&" in dialog.swap_button.text()
    set_seat(dialog, 0, "computer")  # the level takes focus only for a computer
    assert tab_chain(first.kind_combo, 7) == [
        first.kind_combo,
        first.level_combo,
        first.name_edit,
        second.kind_combo,
        second.name_edit,
        dialog.swap_button,
        dialog.table.preset_combo,
    ]


def tab_chain(start: QWidget, count: int) -> list[QWidget]:
    """The widgets Tab visits from ``start``: focusable by Tab, enabled and visible."""
    chain = [start]
    widget = start
    while len(chain) < count:
        widget = not_none(widget.nextInFocusChain())
        tab = widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        if tab and widget.isEnabled() and widget.isVisible():
            chain.append(widget)
    return chain


def test_player_spec_is_validated() -> None:
    assert PlayerSpec("Ann", "human").level is None
    assert PlayerSpec("Bot", "computer", "easy").is_computer
    with pytest.raises(ValueError, match="no level"):
        PlayerSpec("Ann", "human", "easy")
    with pytest.raises(ValueError, match="level"):
        PlayerSpec("Bot", "computer", None)
    with pytest.raises(ValueError, match="kind"):
        PlayerSpec("Net", "remote", None)
    options = NewGameOptions(Rules(), (PlayerSpec("A", "human"), PlayerSpec("B", "human")))
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.rules = Rules.preset("classic")  # type: ignore[misc]


@pytest.mark.parametrize("language", ["en", "ru", "it"])
def test_the_preview_numbers_its_columns_clear_of_its_caption(
    qtbot: QtBot, qapp: QApplication, language: str
) -> None:
    """Issue 31 point 3: at its least size (where a window of 800x600 or 1024x700 puts it) and
    at those sizes, the preview's column numbers never lie under the summary written below it."""
    install_translators(qapp, language)
    try:
        dialog = open_dialog(qtbot)
        summary = dialog.table.summary_label
        preview = dialog.table.preview
        for size in (dialog.minimumSize(), QSize(800, 600), QSize(1024, 700)):
            dialog.resize(size.expandedTo(dialog.minimumSize()))
            for _ in range(5):  # the summary's height follows its width: let the layout settle
                QApplication.processEvents()
            labels = preview.board_layout.labels_rect.toAlignedRect()
            labels = QRect(preview.mapTo(dialog, labels.topLeft()), labels.size())
            caption = QRect(summary.mapTo(dialog, QPoint(0, 0)), summary.size())
            assert labels.bottom() <= preview.mapTo(dialog, preview.rect().bottomLeft()).y()
            assert not labels.intersects(caption), (size, labels, caption)
            assert summary.height() >= summary.heightForWidth(summary.width())
    finally:
        install_translators(qapp, "en")
