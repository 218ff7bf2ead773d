"""The position editor in the main window: Setup mode, its board and checks, codes and links,
playing and analysing from a set-up position, Cancel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import (
    SetupProblem,
    SetupStatus,
    check_setup,
    empty_setup,
    setup_of,
)
from popout_desktop.savefile import PlayerInfo
from popout_desktop.savefile.position_code import (
    decode_game_position,
    decode_position,
    encode_game_position,
    encode_position,
    position_link,
)
from popout_desktop.ui.editor import check as setup_check
from popout_desktop.ui.editor import page as setup_page
from popout_desktop.ui.editor.page import SetupPage
from popout_desktop.ui.editor.position_editor import PositionEditor
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import now

POP_OUT = Rules.preset("pop_out")
CLASSIC = Rules.preset("classic")


def make_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)
    return window


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return make_window(qtbot)


def editor_of(window: MainWindow) -> PositionEditor:
    editor = getattr(window, "position_editor")  # noqa: B009 - made at first use
    assert isinstance(editor, PositionEditor)
    return editor


def play(window: MainWindow, notation: str) -> None:
    for token in notation.split():
        assert window.model.play(Move.parse(token)), token


def open_editor(window: MainWindow) -> SetupPage:
    editor = editor_of(window)
    editor.setup_action.trigger()
    assert editor.active
    return editor.page


def click_cell(qtbot: QtBot, page: SetupPage, column: int, row: int, right: bool = False) -> None:
    point = page.board.cell_centre(column, row).toPoint()
    button = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
    QTest.mouseClick(page.board, button, pos=point)


def test_the_commands_are_in_the_game_menu_with_free_shortcuts(window: MainWindow) -> None:
    editor = editor_of(window)
    texts = [a.text() for a in window.game_menu.actions()]
    for action in (
        editor.setup_action,
        editor.paste_action,
        editor.copy_code_action,
        editor.copy_link_action,
    ):
        assert action in window.game_menu.actions()
        assert action.parent() is window
    assert texts.index("&Export Position as PNG…") < texts.index("Set &Up Position…")
    assert texts.index("Set &Up Position…") < texts.index("&Quit")
    letters = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
    assert len(letters) == len(set(letters)), texts  # every mnemonic of the menu is its own
    assert editor.paste_action.shortcut() == QKeySequence("Ctrl+Shift+V")
    assert editor.copy_code_action.shortcut() == QKeySequence("Ctrl+Shift+C")
    taken = [
        key.toString()
        for action in window.findChildren(type(editor.setup_action))
        for key in action.shortcuts()
        if not key.isEmpty()
    ]
    assert len(taken) == len(set(taken)), taken


def test_set_up_opens_at_the_live_position_and_the_game_waits(
    qtbot: QtBot, window: MainWindow
) -> None:
    play(window, "d4 d4 d3")
    page = open_editor(window)
    assert window.stack.currentWidget() is page
    assert page.setup == setup_of(window.model.game)
    assert page.turn_yellow.isChecked()
    assert window.match.paused
    assert not window.undo_action.isEnabled()  # the game waits behind the editor
    assert window.turn_indicator.isHidden()  # the editor says who moves, not the live game
    assert page.board.hasFocus()
    page.cancel_button.click()
    assert not window.turn_indicator.isHidden()


def test_mouse_places_the_chosen_disc_and_right_click_removes(
    qtbot: QtBot, window: MainWindow
) -> None:
    page = open_editor(window)
    click_cell(qtbot, page, 2, 0)
    assert page.setup.cell(2, 0) == 1
    page.yellow_radio.click()
    click_cell(qtbot, page, 2, 1)
    assert page.setup.cell(2, 1) == 2
    click_cell(qtbot, page, 2, 0, right=True)
    assert page.setup.cell(2, 0) == 0
    page.empty_radio.click()
    click_cell(qtbot, page, 2, 1)
    assert page.setup.cell(2, 1) == 0


def test_keys_move_the_cursor_choose_the_disc_and_place(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    board = page.board
    assert board.cell_cursor == (0, 0)
    QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Space)
    assert page.setup.cell(2, 0) == 1
    QTest.keyClick(board, Qt.Key.Key_Y)
    assert page.yellow_radio.isChecked()
    QTest.keyClick(board, Qt.Key.Key_Up)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert page.setup.cell(2, 1) == 2
    assert "column 3, row 2: Yellow" in board.accessibleDescription()
    QTest.keyClick(board, Qt.Key.Key_Delete)
    assert page.empty_radio.isChecked()
    QTest.keyClick(board, Qt.Key.Key_Space)
    assert page.setup.cell(2, 1) == 0
    QTest.keyClick(board, Qt.Key.Key_1)
    assert page.red_radio.isChecked()
    for _ in range(10):  # the cursor stops at the edges
        QTest.keyClick(board, Qt.Key.Key_Left)
        QTest.keyClick(board, Qt.Key.Key_Down)
    assert board.cell_cursor == (0, 0)


def test_the_side_columns_of_five_in_a_row_are_drawn_but_not_edited(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_game(Rules.preset("pop_out_five_in_a_row"), window.session.players)
    page = open_editor(window)
    before = page.setup
    click_cell(qtbot, page, 0, 2)
    click_cell(qtbot, page, page.setup.rules.width - 1, 0, right=True)
    assert page.setup == before
    assert page.board.cell_cursor == (1, 0)
    for _ in range(12):
        QTest.keyClick(page.board, Qt.Key.Key_Right)
    assert page.board.cell_cursor == (page.setup.rules.width - 2, 0)
    click_cell(qtbot, page, 1, 0)
    assert page.setup.cell(1, 0) == 1


def test_the_check_line_says_reachable_with_the_moves(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    assert page.check_label.text() == "Reachable: this is the table's start."
    click_cell(qtbot, page, 3, 0)
    page.turn_yellow.click()
    assert page.check.status is SetupStatus.REACHABLE
    assert page.check_label.text() == "Reachable: a game leads here (1 move)."
    assert page.play_button.isEnabled() and page.analyse_button.isEnabled()
    assert page.board.marked == frozenset()


ILLEGAL_CASES = {
    SetupProblem.FLOATING: ("pop_out", {(2, 3): 1}, 2, "the disc in column 3, row 4 floats"),
    SetupProblem.LINE: (
        "pop_out",
        {(0, 0): 1, (1, 0): 1, (2, 0): 1, (3, 0): 1, (4, 0): 2, (5, 0): 2, (4, 1): 2},
        2,
        "Red has a line of 4",
    ),
    SetupProblem.COUNTS: ("classic", {(0, 0): 2, (1, 0): 2}, 1, "here Red has 0 and Yellow 2"),
    SetupProblem.WRONG_TURN: ("pop_out", {(3, 0): 1}, 1, "it is Yellow's move"),
    SetupProblem.UNREACHABLE: ("classic", {(0, 0): 2, (0, 1): 1}, 1, "no game can lead here"),
}


@pytest.mark.parametrize("problem", list(ILLEGAL_CASES))
def test_the_check_line_explains_a_refusal_marks_its_cells_and_play_is_off(
    qtbot: QtBot, window: MainWindow, problem: SetupProblem
) -> None:
    preset, discs, turn, words = ILLEGAL_CASES[problem]
    page = open_editor(window)
    setup = empty_setup(Rules.preset(preset)).with_turn(turn)
    for (column, row), player in discs.items():
        setup = setup.with_cell(column, row, player)
    page.set_setup(setup)
    assert page.check.problem is problem
    assert words in page.check_label.text()
    assert page.check_label.textFormat() == Qt.TextFormat.PlainText
    assert page.board.marked == frozenset(check_setup(setup).cells)
    if problem in (SetupProblem.FLOATING, SetupProblem.LINE):
        assert page.board.marked  # the cells concerned are marked on the board
    assert not page.play_button.isEnabled() and not page.analyse_button.isEnabled()
    assert words in page.play_button.toolTip()
    assert not editor_of(window).play(setup)  # nor by a call


def test_legal_but_not_shown_reachable(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(setup_check, "QUICK_EFFORT", 0)
    monkeypatch.setattr(setup_check, "FULL_EFFORT", 0)
    page = open_editor(window)
    setup = setup_of(Game.from_notation("d4 d4 d3 d5 p4", POP_OUT))
    with qtbot.waitSignal(page.checked):
        page.set_setup(setup)
    assert page.check.status is SetupStatus.LEGAL
    assert page.check_label.text().startswith("Legal under the table (not shown reachable)")
    assert page.play_button.isEnabled()


def test_the_search_goes_on_in_a_thread_and_the_verdict_follows(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(setup_check, "QUICK_EFFORT", 0)
    page = open_editor(window)
    setup = setup_of(Game.from_notation("d4 d4 d3 d5 p4", POP_OUT))
    with qtbot.waitSignal(page.checked, timeout=10000):
        page.set_setup(setup)
        assert page.pending
        assert "Looking further for a game that leads here" in page.check_label.text()
        assert page.play_button.isEnabled()  # legal already: no waiting
    assert not now(lambda: page.pending)
    assert page.check.status is SetupStatus.REACHABLE
    assert page.check_label.text().startswith("Reachable: a game leads here (")


def test_a_stale_search_does_not_overwrite_a_newer_position(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(setup_check, "QUICK_EFFORT", 0)
    page = open_editor(window)
    with qtbot.waitSignal(page.checked, timeout=10000):
        page.set_setup(setup_of(Game.from_notation("d4 d4 d3 d5 p4", POP_OUT)))
        monkeypatch.setattr(setup_check, "QUICK_EFFORT", 200)
        page.set_setup(empty_setup(POP_OUT).with_cell(0, 1, 1))  # floating: final at once
    qtbot.wait(100)  # the thread's late answer arrives and must be dropped
    assert page.check.problem is SetupProblem.FLOATING


def test_the_code_goes_through_the_clipboard_and_comes_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    play(window, "d4 d4 d3 d5 p4")
    page = open_editor(window)
    setup = page.setup
    assert page.code_field.text() == encode_position(setup)
    assert page.code_field.isReadOnly()
    page.copy_code_button.click()
    assert QGuiApplication.clipboard().text() == encode_position(setup)
    page.table_start()
    assert page.setup != setup
    page.paste_field.setText("  " + QGuiApplication.clipboard().text() + "\n")
    page.paste_button.click()
    assert page.setup == setup
    assert page.paste_field.text() == ""
    page.copy_link_button.click()
    assert QGuiApplication.clipboard().text() == position_link(setup)
    page.clear()
    assert page.apply_code(QGuiApplication.clipboard().text())
    assert page.setup == setup


def test_a_bad_code_says_why_and_the_position_stays(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    click_cell(qtbot, page, 3, 0)
    before = page.setup
    page.paste_field.setText("<b>JkiASQAAVHx</b>")
    QTest.keyClick(page.paste_field, Qt.Key.Key_Return)
    assert page.setup == before
    assert page.paste_error.isVisible()
    assert page.paste_error.textFormat() == Qt.TextFormat.PlainText
    assert page.paste_error.text().startswith("“<b>JkiASQAAVHx</b>” is not a position code")
    QTest.keyClick(page.paste_field, Qt.Key.Key_Backspace)
    assert not page.paste_error.isVisible()  # typing again hides the old reason


def test_paste_position_code_opens_the_editor_at_the_clipboards_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = setup_of(Game.from_notation("d1 d2 d3", CLASSIC))
    QGuiApplication.clipboard().setText(position_link(setup))
    editor = editor_of(window)
    editor.paste_action.trigger()
    assert editor.active and editor.page.setup == setup
    assert window.stack.currentWidget() is editor.page


def test_a_bad_clipboard_gives_a_message_and_nothing_opens(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, Qt.TextFormat]] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append((box.text(), box.textFormat()))
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    QGuiApplication.clipboard().setText("popout://10.0.0.2:7457/1234")
    editor = editor_of(window)
    editor.paste_action.trigger()
    assert not editor.active and window.stack.currentIndex() == 0
    assert shown and "invite link to a network game" in shown[0][0]
    assert shown[0][1] == Qt.TextFormat.PlainText
    assert not editor.open_code("<b>%%%</b>")
    assert shown[1][0].startswith("“<b>%%%</b>” is not a position code")  # shown as it is


def test_copy_code_and_link_of_the_live_and_of_the_reviewed_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    play(window, "d4 d4 d3 d5")
    editor = editor_of(window)
    editor.copy_code_action.trigger()
    assert decode_position(QGuiApplication.clipboard().text()) == setup_of(window.model.game)
    window.review(2)
    editor.copy_link_action.trigger()
    link = QGuiApplication.clipboard().text()
    assert link.startswith("popout://position/")
    assert decode_position(link) == setup_of(Game.from_notation("d4 d4", POP_OUT))
    editor.setup_action.trigger()  # from review: the reviewed position, review left
    assert editor.page.setup == setup_of(Game.from_notation("d4 d4", POP_OUT))
    assert not window.reviewing and window.match.paused


def test_play_from_here_the_computer_moves_from_the_set_up_position(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.set_players((PlayerInfo("Ann", "human"), PlayerInfo("", "computer", "beginner")))
    page = open_editor(window)
    setup = empty_setup(POP_OUT).with_cell(3, 0, 1).with_cell(3, 1, 2).with_cell(4, 0, 1)
    setup = setup.with_turn(2)
    page.set_setup(setup)
    with qtbot.waitSignal(window.model.move_played, timeout=20000):
        page.play_button.click()
        assert not editor_of(window).active
        assert window.stack.currentIndex() == 0
        game = window.model.game
        assert game.start == setup and game.ply == 0 and game.turn == 2
        assert game.board() == setup.cells
        assert window.session.players[0].name == "Ann"
        assert window.session.players[1].kind == "computer"
    assert window.model.game.ply == 1  # Yellow, the computer, moved from there
    assert window.model.game.moves[0] in Game.from_setup(setup).legal_moves()


def test_play_from_here_asks_before_ending_a_game_in_progress(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def question(_parent: QWidget, _title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    play(window, "d4 d4")
    page = open_editor(window)
    page.set_setup(empty_setup(POP_OUT).with_cell(0, 0, 1).with_turn(2))
    page.play_button.click()
    assert asked == ["Play from this position now? The game in progress ends."]
    assert editor_of(window).active and window.model.game.notation() == "d4 d4"
    page.play_button.click()
    assert not editor_of(window).active
    assert window.model.game.start == page.setup and window.model.game.ply == 0


def test_analyse_plays_from_here_with_analysis_mode_on(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    click_cell(qtbot, page, 3, 0)
    page.turn_yellow.click()
    assert not window.analysis_action.isChecked()
    assert page.analyse_button.toolTip() == "Play from here with analysis mode on"
    page.analyse_button.click()
    assert window.analysis_action.isChecked()
    assert window.model.game.start == page.setup
    window.analysis_action.setChecked(False)


def test_cancel_and_escape_leave_the_game_unchanged(qtbot: QtBot, window: MainWindow) -> None:
    play(window, "d4 d4 d3")
    before = window.model.game.notation()
    page = open_editor(window)
    page.clear()
    page.cancel_button.click()
    assert not editor_of(window).active and window.stack.currentIndex() == 0
    assert window.model.game.notation() == before and window.model.game.start is None
    assert not window.match.paused
    qtbot.waitUntil(lambda: window.undo_action.isEnabled())
    page = open_editor(window)
    click_cell(qtbot, page, 6, 0)
    QTest.keyClick(page.board, Qt.Key.Key_Escape)
    assert not editor_of(window).active
    assert window.model.game.notation() == before


def test_clear_start_and_flip(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(Rules.preset("five_in_a_row"), window.session.players)
    play(window, "d4 d4 d3")
    page = open_editor(window)
    start = empty_setup(window.model.rules)
    setup = page.setup
    page.flip_button.click()
    assert page.setup.cell(3, 0) == 2 and page.setup.cell(3, 1) == 1 and page.setup.cell(2, 0) == 2
    assert page.setup.turn == 2  # who moves follows from the discs: it stays
    assert page.setup.cells[0] == start.cells[0]  # the side columns stay as the table has them
    page.clear_button.click()
    assert page.setup == start
    page.start_button.click()
    assert page.setup == start
    assert setup != start


def test_a_new_game_closes_the_editor(qtbot: QtBot, window: MainWindow) -> None:
    open_editor(window)
    window.restart()
    assert not editor_of(window).active and window.stack.currentIndex() == 0


def test_change_table_keeps_what_fits(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog

    small = Rules(columns=5, rows=4, pop_out=False)

    def fake_exec(dialog: TableSettingsDialog) -> int:
        assert dialog.chosen_rules() == POP_OUT  # it opens at the editor's table
        dialog.table.set_rules(small)
        return 1

    monkeypatch.setattr(TableSettingsDialog, "exec", fake_exec)
    page = open_editor(window)
    setup = empty_setup(POP_OUT)
    for row, player in enumerate((1, 2, 1, 2, 1)):
        setup = setup.with_cell(0, row, player)
    setup = setup.with_cell(6, 0, 2)
    page.set_setup(setup)
    page.table_button.click()
    assert page.setup.rules == small
    assert page.setup.cells[0] == (1, 2, 1, 2)  # the fifth disc is above the new top
    assert all(page.setup.cells[c] == (0, 0, 0, 0) for c in range(1, 5))
    assert "5 columns × 4 rows" in page.table_label.text()
    assert page.check_label.text() == "Reachable: a game leads here (4 moves)."
    assert window.model.rules == POP_OUT  # the live game keeps its table


def test_pop_ten_says_set_up_is_for_the_six_field_tables(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(Rules.preset("pop_ten"), window.session.players)
    play(window, "d1")
    page = open_editor(window)
    assert page.check_label.text().startswith("Set-up is for the six-field tables")
    before = page.setup
    click_cell(qtbot, page, 3, 3)
    assert page.setup == before  # the board is not edited
    assert not page.brush_box.isEnabled()
    assert page.table_button.isEnabled()  # not a dead end
    # The position's code is its game's steps code, copied as any other.
    assert decode_game_position(page.code_field.text()).notation() == "d1"
    assert page.copy_code_button.isEnabled() and page.copy_link_button.isEnabled()
    assert "steps of the game" in page.code_field.toolTip()
    page.copy_link_button.click()
    assert decode_game_position(QGuiApplication.clipboard().text()).notation() == "d1"
    page.change_rules(POP_OUT)
    assert page.brush_box.isEnabled()
    click_cell(qtbot, page, 3, 0)
    assert page.setup.cell(3, 0) == 1


def test_every_control_has_an_accessible_name(window: MainWindow) -> None:
    page = open_editor(window)
    for widget in page.findChildren(QWidget):
        if isinstance(widget.parent(), QLineEdit):
            continue  # Qt's own clear button inside a field
        if isinstance(widget, QAbstractButton):
            assert widget.text() or widget.accessibleName(), widget
        elif isinstance(widget, QLineEdit):
            assert widget.accessibleName(), widget
    assert page.board.accessibleName() == "Set-up board"
    assert page.check_label.accessibleName() == "Check"
    assert all(
        label.textFormat() == Qt.TextFormat.PlainText
        for label in (page.check_label, page.paste_error, page.table_label)
    )


def test_a_language_change_retranslates(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    page.play_button.setText("")
    editor_of(window).setup_action.setText("")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    QApplication.sendEvent(page, QEvent(QEvent.Type.LanguageChange))
    assert page.play_button.text() == "&Play from Here"
    assert editor_of(window).setup_action.text() == "Set &Up Position…"


def test_the_panel_fits_at_1280_by_800(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1280, 800)
    page = open_editor(window)
    page.set_setup(empty_setup(POP_OUT).with_cell(0, 3, 1))  # the longest check line
    page.apply_code("not a code")
    qtbot.waitUntil(lambda: page.paste_error.isVisible())
    for label in page.findChildren(QLabel):
        if label.isVisible() and not label.wordWrap():
            assert label.sizeHint().width() <= label.width(), label.text()
    for button in page.findChildren(QAbstractButton):
        if button.isVisible():
            assert button.sizeHint().width() <= button.width() + 1, button.text()
    assert page.board.width() >= 400
    corner = page.play_button.mapTo(page, QPoint(0, page.play_button.height()))
    assert corner.y() <= page.height()


def test_the_check_line_reads_in_light_and_dark_themes(window: MainWindow) -> None:
    from PySide6.QtGui import QColor

    from popout_desktop.ui.board.themes import contrast_ratio

    for styles in (setup_page._CHECK_STYLES, setup_page._DARK_CHECK_STYLES):
        for style in styles.values():
            fill = style.split("background: ")[1].split(";")[0]
            ink = style.split("color: ")[1].split(";")[0]
            assert contrast_ratio(QColor(fill), QColor(ink)) >= 7
    page = open_editor(window)
    page.set_setup(empty_setup(POP_OUT).with_cell(0, 2, 1))
    page.set_theme("dark")
    assert page.check_label.styleSheet() == setup_page._DARK_CHECK_STYLES["illegal"]
    page.set_theme("classic")
    assert page.check_label.styleSheet() == setup_page._CHECK_STYLES["illegal"]


def test_a_set_up_game_is_left_out_of_the_statistics(window: MainWindow) -> None:
    page = open_editor(window)
    page.set_setup(empty_setup(POP_OUT).with_cell(3, 0, 1).with_turn(2))
    page.play_button.click()
    assert window.session._counted  # its result will not be counted


def test_the_editor_follows_a_theme_chosen_while_it_is_open(
    qtbot: QtBot, window: MainWindow
) -> None:
    page = open_editor(window)
    window.set_theme("dark")
    qtbot.waitUntil(lambda: page.board.theme.key == "dark")
    assert page.turn_red.text() == "Red"
    window.set_theme("contrast")
    qtbot.waitUntil(lambda: page.board.theme.key == "contrast")
    assert page.turn_red.text() == "Blue ✕"
    window.set_theme("classic")


def test_who_moves_follows_the_discs_placed(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    click_cell(qtbot, page, 3, 0)
    assert page.setup.turn == 2 and page.turn_yellow.isChecked()
    click_cell(qtbot, page, 3, 1)
    assert page.setup.turn == 1 and page.turn_red.isChecked()
    assert page.check.status is SetupStatus.REACHABLE
    page.turn_yellow.click()  # the other choice is allowed, and explained
    assert page.setup.turn == 2 and page.check.problem is SetupProblem.WRONG_TURN
    assert "Red moves with an even number of discs" in page.turn_box.toolTip()


def test_in_a_network_game_play_from_here_waits_until_it_is_left(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    online = [True]
    monkeypatch.setattr(type(window.net), "active", property(lambda _net: online[0]))
    page = open_editor(window)
    assert page.check.status is SetupStatus.REACHABLE
    assert not page.play_button.isEnabled() and not page.analyse_button.isEnabled()
    assert "leave it first" in page.play_button.toolTip()
    assert not editor_of(window).play(page.setup)
    editor_of(window).copy_code_action.trigger()  # codes are still copied
    assert decode_position(QGuiApplication.clipboard().text()) == page.setup
    online[0] = False
    window.net.active_changed.emit(False)
    assert page.play_button.isEnabled()
    assert page.play_button.toolTip() == "Play from this position (Ctrl+Enter)"


def test_mnemonics_do_not_clash_with_each_other_or_the_menus(window: MainWindow) -> None:
    page = open_editor(window)

    def letter(text: str) -> str | None:
        index = text.replace("&&", "").find("&")
        return text.replace("&&", "")[index + 1].lower() if index >= 0 else None

    menus = {letter(a.text()) for a in window.menuBar().actions()}
    mine = [
        letter(w.text())
        for w in page.findChildren(QAbstractButton) + page.findChildren(QLabel)
        if w.isVisible() and letter(w.text())
    ]
    assert len(mine) == len(set(mine)), mine
    assert not set(mine) & menus, set(mine) & menus


def test_a_move_chosen_in_the_move_list_leaves_the_editor_for_review(
    qtbot: QtBot, window: MainWindow
) -> None:
    play(window, "d4 d4 d3")
    editor = editor_of(window)
    open_editor(window)
    window.review(1)
    assert not editor.active
    assert window.reviewing and window.stack.currentWidget() is window.review_page
    assert window.match.paused
    window.back_to_game()
    assert window.stack.currentIndex() == 0 and not now(lambda: window.match.paused)
    assert window.model.game.notation() == "d4 d4 d3"


def test_edits_are_undone_and_redone(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    start = page.setup
    assert not page.undo_button.isEnabled()
    click_cell(qtbot, page, 3, 0)
    after_one = page.setup
    page.flip_button.click()
    assert page.undo_button.isEnabled()
    QTest.keyClick(page.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.setup == after_one
    assert window.model.game.ply == 0  # the live game's Undo stays out of it
    page.undo_button.click()
    assert page.setup == start and not page.undo_button.isEnabled()
    QTest.keyClick(page.board, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert page.setup == after_one
    page.set_setup(start)  # a fresh start (the editor opened again): nothing to undo
    assert not page.undo_button.isEnabled()


def test_a_set_up_game_reviewed_gives_the_codes_of_its_own_positions(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = empty_setup(POP_OUT).with_cell(0, 0, 1).with_cell(0, 1, 2)
    editor = editor_of(window)
    editor.open(setup)
    editor.page.play_button.click()
    play(window, "d7 d6")
    window.review(0)
    editor.copy_code_action.trigger()
    assert decode_position(QGuiApplication.clipboard().text()) == setup
    window.review(1)
    editor.setup_action.trigger()
    assert editor.page.setup == setup.with_cell(6, 0, 1).with_turn(2)


def test_ctrl_enter_plays_from_here(qtbot: QtBot, window: MainWindow) -> None:
    page = open_editor(window)
    page.set_setup(empty_setup(POP_OUT).with_cell(0, 1, 1))  # floating: refused
    QTest.keyClick(page.board, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert editor_of(window).active
    click_cell(qtbot, page, 0, 0)
    QTest.keyClick(page.board, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not editor_of(window).active
    assert window.model.game.start == page.setup


def test_longer_words_of_another_language_widen_the_panel_instead_of_clipping(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Long(QTranslator):
        def translate(
            self, context: str, source: str, disambiguation: str | None = None, n: int = -1
        ) -> str:
            if context == "PositionEditor" and source == "&Flip Colours":
                return "&Поменять цвета всех фишек местами"
            return ""

        def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
            return False

    page = open_editor(window)
    narrow = page._scroll.width()
    translator = Long()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: page.flip_button.text().startswith("&Поменять"))
        assert page._scroll.width() > narrow
        qtbot.waitUntil(lambda: page.flip_button.width() >= page.flip_button.sizeHint().width())
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: page.flip_button.text() == "&Flip Colours")
    assert page._scroll.width() == narrow


def test_another_mode_taking_the_stack_closes_the_editor(qtbot: QtBot, window: MainWindow) -> None:
    other = QWidget()
    window.stack.addWidget(other)
    editor = editor_of(window)
    open_editor(window)
    window.stack.setCurrentWidget(other)  # puzzle mode, say, which pauses the game itself
    assert not editor.active and window.match.paused
    assert not window.turn_indicator.isHidden()
    open_editor(window)
    window.stack.setCurrentIndex(0)  # the live board shown by someone else: the game goes on
    assert not editor.active and not window.match.paused


# -- Pop 10 and Power Up: steps codes ---------------------------------------------------------

POP_TEN = Rules.preset("pop_ten")
POWER_UP = Rules.preset("power_up")


class _Offers:
    """The offer message box answered by a test: the texts shown and the button to click."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: str | None) -> None:
        self.texts: list[str] = []
        self.buttons: list[list[str]] = []
        self.formats: list[Qt.TextFormat] = []
        self.answer = answer

        def exec_(box: QMessageBox) -> int:
            return self.answer_box(box)

        monkeypatch.setattr(QMessageBox, "exec", exec_)

    def answer_box(self, box: QMessageBox) -> int:
        self.texts.append(box.text())
        self.formats.append(box.textFormat())
        buttons = box.buttons()
        self.buttons.append([button.text() for button in buttons])
        for button in buttons:
            if self.answer is not None and button.text() == self.answer:
                button.click()
                return 0
        cancel = box.button(QMessageBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.click()
        return 0


def _power_up_game() -> Game:
    # Red: x2 and its second drop; Yellow d1; Red d2; Yellow bomb into 4, then pops Red's d4.
    return Game.from_notation("x4 d4 d1 d2 b4 p2", POWER_UP)


def test_copy_code_and_link_of_a_live_and_a_reviewed_power_up_game(window: MainWindow) -> None:
    window.start_game(POWER_UP, window.session.players)
    play(window, "x4 d4 d1 d2 b4 p2")
    editor = editor_of(window)
    editor.copy_code_action.trigger()
    code = QGuiApplication.clipboard().text()
    assert code == encode_game_position(window.model.game) and code[0] in "QRSTUVWX"
    back = decode_game_position(code)
    assert back.notation() == "x4 d4 d1 d2 b4 p2" and back.powers(2) == window.model.game.powers(2)
    window.review(3)
    editor.copy_link_action.trigger()
    link = QGuiApplication.clipboard().text()
    assert link.startswith("popout://position/")
    assert decode_game_position(link).notation() == "x4 d4 d1"


def test_a_pasted_steps_code_plays_on_from_its_position_and_the_computer_moves(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Pop 10 after its filling phase has begun: Yellow (the computer) to move.
    game = Game.from_notation("d1 d2 d3 d4 d5", POP_TEN)
    assert game.turn == 2
    window.session.set_players((PlayerInfo("Ann", "human"), PlayerInfo("", "computer", "beginner")))
    offers = _Offers(monkeypatch, "&Play On")
    QGuiApplication.clipboard().setText(position_link(game))
    editor = editor_of(window)
    with qtbot.waitSignal(window.model.move_played, timeout=20000):
        editor.paste_action.trigger()
        assert not editor.active  # no board editor for a steps code
        live = window.model.game
        assert live.rules == POP_TEN and live.notation() == "d1 d2 d3 d4 d5"
        assert (live.phase, live.scores, live.turn) == (game.phase, game.scores, 2)
        assert window.session.players[0].name == "Ann"
    assert offers.texts == [
        "This code holds a Pop 10 (7×6) game after 5 steps: Yellow to move. "
        "Discs kept: Red 0, Yellow 0."
    ]
    assert offers.formats == [Qt.TextFormat.PlainText]
    assert offers.buttons[0][:2] == ["&Play On", "&Analyse"]
    assert window.model.game.ply == 6  # the computer moved from there
    assert window.model.game.moves[5] in game.legal_moves()


def test_a_power_up_code_keeps_the_phase_and_the_powers_used(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Red played the x2, Yellow now the wall: its second drop (no line allowed) is due.
    game = Game.from_notation("x4 d4 d1 d2 w5", POWER_UP)
    offers = _Offers(monkeypatch, "&Analyse")
    assert editor_of(window).open_code(f"  {encode_game_position(game)}\n")
    live = window.model.game
    assert live.notation() == "x4 d4 d1 d2 w5"
    assert (live.phase, live.turn) == (game.phase, 2) and str(live.phase) == "wall_drop"
    assert live.powers(1) == frozenset({"anvil", "bomb", "wall"})
    assert live.powers(2) == frozenset({"anvil", "bomb", "double"})
    assert window.analysis_action.isChecked()
    assert "Yellow to move. Power checkers left: Red 3, Yellow 3." in offers.texts[0]
    window.analysis_action.setChecked(False)


def test_cancelling_the_offer_leaves_the_game_unchanged(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    play(window, "d4 d4 d3")
    offers = _Offers(monkeypatch, None)
    editor = editor_of(window)
    assert not editor.offer_game(_power_up_game())
    assert offers.texts and window.model.game.notation() == "d4 d4 d3"
    assert window.model.game.rules == POP_OUT and not editor.active


def test_a_steps_code_asks_before_ending_a_game_in_progress(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.No]
    asked: list[str] = []

    def question(_parent: QWidget, _title: str, text: str) -> QMessageBox.StandardButton:
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    _Offers(monkeypatch, "&Play On")
    play(window, "d4 d4")
    assert not editor_of(window).offer_game(_power_up_game())
    assert asked == ["Play from this position now? The game in progress ends."]
    assert window.model.game.notation() == "d4 d4"


def test_a_bad_steps_code_names_the_illegal_step_and_nothing_changes(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    import base64
    import binascii

    # Pop 10 on 7x6: d4, then p4 while the board is still being filled.
    bits = "010" + "0011" + "0010" + "01" + "00010" + "00111" + "0010" + "10" + "0011" + "10011"
    bits += "0" * (-len(bits) % 8)
    data = int(bits, 2).to_bytes(len(bits) // 8, "big")
    raw = data + binascii.crc_hqx(bytes([len(data) % 256]) + data, 0xFFFF).to_bytes(2, "big")
    code = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    offers = _Offers(monkeypatch, "&Play On")
    play(window, "d4")
    editor = editor_of(window)
    assert not editor.open_code(code)
    assert len(offers.texts) == 1  # the refusal only, no offer
    assert "its step 2 (p4) is against the rules" in offers.texts[0]
    assert offers.formats == [Qt.TextFormat.PlainText]
    assert window.model.game.notation() == "d4" and not editor.active
    # The page's paste field says the same under it, and keeps the position.
    page = open_editor(window)
    before = page.setup
    page.paste_field.setText(code)
    page.paste_button.click()
    assert "its step 2 (p4) is against the rules" in page.paste_error.text()
    assert page.setup == before and editor.active


def test_the_paste_field_hands_a_steps_code_to_the_offer(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offers = _Offers(monkeypatch, "&Play On")
    page = open_editor(window)
    page.paste_field.setText(position_link(_power_up_game()))
    page.paste_button.click()
    assert offers.texts and not editor_of(window).active
    assert window.model.game.notation() == "x4 d4 d1 d2 b4 p2"
    assert page.paste_field.text() == ""


def test_a_steps_code_whose_offer_is_cancelled_stays_in_the_paste_field(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offers = _Offers(monkeypatch, None)  # Cancel
    page = open_editor(window)
    link = position_link(_power_up_game())
    page.paste_field.setText(link)
    page.paste_button.click()
    assert offers.texts and editor_of(window).active
    assert window.model.game.ply == 0
    assert page.paste_field.text() == link  # to be tried again


def test_in_a_network_game_a_steps_code_is_refused_with_the_reason(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(window.net), "active", property(lambda _net: True))
    offers = _Offers(monkeypatch, "&Play On")
    assert not editor_of(window).offer_game(_power_up_game())
    assert len(offers.texts) == 1 and "leave it first" in offers.texts[0]
    assert window.model.game.rules == POP_OUT and window.model.game.ply == 0


def test_a_finished_game_s_code_is_offered_to_be_shown(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = Game.from_notation("d1 d1 d2 d2 d3 d3 d4", POWER_UP)
    assert game.is_over
    offers = _Offers(monkeypatch, "&Show It")
    assert editor_of(window).open_code(encode_game_position(game))
    assert offers.texts[0].endswith("after 7 steps; it is over.")
    assert "&Analyse" not in offers.buttons[0]
    assert window.model.game.notation() == game.notation() and window.model.game.is_over


def test_the_page_does_not_widen_the_window_and_goes_under_the_board_when_narrow(
    qtbot: QtBot, window: MainWindow
) -> None:
    page = open_editor(window)
    hint = page.minimumSizeHint()
    board = page.board.minimumSize()
    assert hint.width() < board.width() + page._scroll.width()  # not the sum: no wider window
    assert hint.height() <= max(board.height(), page._scroll.minimumSizeHint().height())
    scroll, board_view = page._scroll, page.board
    # The live game's side panel steps aside in Setup mode: at the window's least width the
    # panel still fits beside a 7x6 board.
    window.resize(window.minimumSizeHint().width(), 700)
    qtbot.waitUntil(lambda: scroll.geometry().left() >= board_view.geometry().right())
    assert not window.players_panel.isVisible() and not window.turn_indicator.isVisible()
    # Narrower than the board and the panel side by side (a page on its own: the window's own
    # least width leaves them the room), the panel goes under the board.
    holder = QWidget()
    qtbot.addWidget(holder)
    alone = SetupPage()
    QVBoxLayout(holder).addWidget(alone)
    alone.set_setup(setup_of(window.model.game), None)
    holder.resize(board.width() + alone._scroll.width() - 60, 700)
    holder.show()
    qtbot.waitUntil(lambda: alone._scroll.geometry().top() >= alone.board.geometry().bottom())
    assert alone._layout.direction() is alone._layout.Direction.TopToBottom
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: scroll.geometry().left() >= board_view.geometry().right())
    assert page._layout.direction() is page._layout.Direction.LeftToRight


def test_a_pop_ten_code_keeps_the_discs_kept_and_the_phase(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Past the filling phase (42 drops), then pops and put-backs: Red has kept a disc.
    notation = (
        "d7 d4 d5 d1 d3 d6 d2 d7 d3 d5 d4 d6 d1 d2 d3 d2 d1 d6 d7 d4 d5 d1 d7 d2 d5 d4 d3 d6 d4 "
        "d3 d7 d2 d6 d5 d1 d7 d5 d3 d1 d6 d2 d4 p7 d7 p7 d7 p3"
    )
    game = Game.from_notation(notation, POP_TEN)
    assert game.scores == (1, 0) and not game.is_over
    offers = _Offers(monkeypatch, "&Play On")
    assert editor_of(window).open_code(position_link(game))
    live = window.model.game
    assert (live.scores, live.phase, live.turn) == (game.scores, game.phase, game.turn)
    assert live.board() == game.board() and live.notation() == notation
    assert offers.texts[0].endswith("Discs kept: Red 1, Yellow 0.")
    assert "after 47 steps" in offers.texts[0]


def test_the_editor_opened_again_says_nothing_of_its_last_visit(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue 31 point 6: "The position code was copied." (or a refused code's reason) was of
    the last visit; the editor opened again starts with no note."""
    play(window, "d4 d4")
    page = open_editor(window)
    page.copy_code_button.click()
    assert page.note.text() == "The position code was copied."
    page.paste_field.setText("not a code")
    page.paste_button.click()
    assert page.paste_error.isVisible()
    editor_of(window).cancel()
    editor_of(window).open_shown()
    assert page.note.text() == ""
    assert not page.paste_error.isVisible() and page.paste_error.text() == ""
