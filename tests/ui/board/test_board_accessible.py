"""The board through Qt's accessibility API: a table of named cells (Qt's own accessible table,
with rows, columns and headers), the keyboard cursor's cell as the focus, drop and pop actions
that play through the model; and every control of the main window and its dialogs named for a
screen reader."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSlider,
    QWidget,
)
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import ScriptedSeat
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.accessible import BoardAccessible, cell_name
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.dialogs.new_game import NewGameDialog
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.dialogs.rules_help import RulesDialog
from popout_desktop.ui.dialogs.statistics import StatisticsDialog
from popout_desktop.ui.network.join_dialog import JoinDialog
from popout_desktop.ui.replay.dialog import ExportReplayDialog, ReplayChoice
from tests.narrowing import not_none
from tests.ui.window.test_main_window import make_window, wait_ready

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description


def make_board(qtbot: QtBot, notation: str = "", rules: Rules | None = None) -> BoardView:
    model = GameModel(rules)
    if notation:
        model.load(Game.from_notation(notation, model.rules))
    board = BoardView(model)
    qtbot.addWidget(board)
    board.set_speed(Speed.OFF)
    board.resize(700, 640)
    board.show()
    qtbot.waitExposed(board)
    board.move_requested.connect(model.play)
    return board


def interface(board: QWidget) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(board)
    assert found is not None
    return found


def table_of(board: BoardView) -> QAccessibleInterface:
    """The board's cells as Qt's accessible table (the invisible table over the grid)."""
    return interface(board.cell_table)


def cell(board: BoardView, column: int, row: int) -> QAccessibleInterface:
    """The accessible cell ``(column, row)`` (from 0, row 0 the bottom) of the board's table."""
    return not_none(table_of(board).child(board.cell_table.table_index(column, row)))


def names(board: BoardView) -> list[str]:
    """The cells' names in reading order (the top row first), as the table gives them."""
    rules = board.model.rules
    return [
        cell(board, column, row).text(NAME)
        for row in reversed(range(rules.rows))
        for column in range(rules.width)
    ]


def test_the_board_is_a_table_of_named_cells(qtbot: QtBot) -> None:
    board = make_board(qtbot, "d4 d4 d1 d5")
    group = interface(board)
    assert isinstance(group, BoardAccessible)
    assert group.role() == QAccessible.Role.Grouping
    assert group.text(NAME) == "Board"
    # Its first child is the table of cells; its other child widgets (the Pass button, the
    # cards lying on it) follow.
    table = table_of(board)
    assert group.child(0).object() is board.cell_table
    assert group.indexOfChild(table) == 0
    assert table.role() == QAccessible.Role.Table
    assert table.text(NAME) == "Board"
    assert table.parent().object() is board
    # Qt's accessible table: a header row, then the rows; a header column, then the columns.
    assert table.childCount() == (6 + 1) * (7 + 1)
    assert not_none(table.child(1)).text(NAME) == "Column 1"
    assert not_none(table.child(1)).role() == QAccessible.Role.ColumnHeader
    assert not_none(table.child(8)).text(NAME) == "Row 6"
    assert not_none(table.child(8)).role() == QAccessible.Role.RowHeader
    assert not_none(table.child(9)).text(NAME) == "Column 1, row 6: empty"
    # Every cell where table_index says (Qt's own events number the cells so).
    for column in range(7):
        for row in range(6):
            found = cell(board, column, row)
            assert found.role() == QAccessible.Role.Cell
            assert found.text(NAME).startswith(f"Column {column + 1}, row {row + 1}: ")
            assert found.rect().contains(
                board.mapToGlobal(board.cell_center(column, row).toPoint())
            )
    # Reading order: the top row first, left to right; rows count from 1 at the bottom.
    listed = names(board)
    assert listed[0] == "Column 1, row 6: empty"
    bottom = listed[5 * 7 :]
    assert bottom[0] == "Column 1, row 1: Red"
    assert bottom[3] == "Column 4, row 1: Red"
    assert listed[4 * 7 + 3] == "Column 4, row 2: Yellow"
    centre = board.mapToGlobal(board.cell_center(3, 1).toPoint())
    assert not_none(table.childAt(centre.x(), centre.y())).text(NAME) == listed[4 * 7 + 3]
    # Every cell's name follows the board as the moves land.
    board.model.play(Move.pop(0))
    assert cell(board, 0, 0).text(NAME) == "Column 1, row 1: empty"


def test_the_table_draws_nothing_and_takes_no_mouse(qtbot: QtBot) -> None:
    board = make_board(qtbot, "d4 d4 d1 d5")
    table = board.cell_table
    assert table.geometry().contains(board.cell_center(0, 0).toPoint())
    assert table.geometry().contains(board.cell_center(6, 5).toPoint())
    # The board's picture is the same with the table as without it.
    with_table = board.grab().toImage()
    table.hide()
    assert board.grab().toImage() == with_table
    table.show()
    # The mouse reaches the board through it.
    assert board.childAt(board.cell_center(3, 3).toPoint()) is None
    with qtbot.waitSignal(board.model.move_played):
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_center(2, 3).toPoint())
    assert board.model.game.notation() == "d4 d4 d1 d5 d3"


def test_a_board_that_takes_no_focus_is_no_tab_stop(qtbot: QtBot) -> None:
    board = make_board(qtbot)
    assert board.cell_table.focusPolicy() == Qt.FocusPolicy.StrongFocus
    board.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a preview's, a theme sample's
    assert board.cell_table.focusPolicy() == Qt.FocusPolicy.NoFocus
    board.setFocus()
    assert not board.hasFocus()
    assert QApplication.focusWidget() is not board.cell_table


def test_keys_reach_the_board_through_its_table(qtbot: QtBot) -> None:
    board = make_board(qtbot, rules=Rules.preset("power_up"))
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    table = board.cell_table
    # Esc is kept from the window's shortcuts while a power checker is armed: the table passes
    # the shortcut override on to the board as it does every key.
    override = QKeyEvent(
        QEvent.Type.ShortcutOverride, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(table, override)
    assert not override.isAccepted()
    QTest.keyClick(table, Qt.Key.Key_B)  # Red arms a bomb
    assert board.board_input.armed == "bomb"
    override = QKeyEvent(
        QEvent.Type.ShortcutOverride, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(table, override)
    assert override.isAccepted()
    QTest.keyClick(table, Qt.Key.Key_Escape)
    assert board.board_input.armed == ""
    # The table's own keys (a letter's search, Home, Page Down) move nothing.
    for key in (Qt.Key.Key_C, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageDown):
        QTest.keyClick(table, key)
    assert table.currentIndex() == table.cells.index_of(*table.cells.focused())


_FOCUSED_AT_EXIT = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from popout_desktop.game.model import GameModel
from popout_desktop.ui.board.view import BoardView
board = BoardView(GameModel())
board.show()
board.activateWindow()
board.setFocus()
app.processEvents()
assert board.hasFocus()
"""


def test_a_focused_board_is_destroyed_cleanly() -> None:
    # Its table loses the focus as it is destroyed, after the board's Python side is gone: the
    # table must not touch the board then (the process crashed at exit).
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _FOCUSED_AT_EXIT], env=env, capture_output=True, timeout=120
    )
    assert done.returncode == 0, done.stderr.decode(errors="replace")[-2000:]


def test_a_cell_says_the_game_not_the_animation(qtbot: QtBot) -> None:
    board = make_board(qtbot, "d4 d4 d1 d5 d1 d5 d1")
    board.set_speed(Speed.NORMAL)
    with qtbot.waitSignal(board.animations_finished):
        board.model.play(Move.drop(4))  # Yellow's disc falls into column 5, row 3
        # While it falls, the board still shows the cell empty; its name says the game's.
        assert board.shown_cell(4, 2) == 0
        assert cell(board, 4, 2).text(NAME) == "Column 5, row 3: Yellow"
    # A won game's line says so, cell by cell; no other cell does.
    board.model.play(Move.drop(0))  # Red: four in column 1
    winning = [n for n in names(board) if n.endswith(", in the winning line")]
    assert winning == [f"Column 1, row {row}: Red, in the winning line" for row in (4, 3, 2, 1)]
    assert cell_name("4", 2, "Yellow", "disc", winning=True) == (
        "Column 4, row 2: Yellow, in the winning line"
    )
    assert cell_name("4", 2, "", "", winning=True) == "Column 4, row 2: empty"


def test_other_boards_and_pieces(qtbot: QtBot) -> None:
    board = make_board(qtbot, rules=Rules.preset("pop_out_five_in_a_row"))
    table = table_of(board)
    rules = board.model.rules
    assert table.childCount() == (rules.width + 1) * (rules.rows + 1)
    assert names(board)[-1].startswith(f"Column {rules.width}, row 1: ")
    power = make_board(qtbot, "w4 d3 d5", Rules.preset("power_up"))
    row_1 = [cell(power, c, 0).text(NAME) for c in (2, 3, 4)]
    assert row_1 == ["Column 3, row 1: Red", "Column 4, row 1: Red wall", "Column 5, row 1: Yellow"]
    assert cell_name("2", 1, "Red", "bomb") == "Column 2, row 1: Red bomb"
    assert cell_name("2", 1, "Yellow", "double") == "Column 2, row 1: Yellow ×2"
    assert cell_name("10", 3, "", "") == "Column 10, row 3: empty"


def test_the_focused_cell_follows_the_keyboard_cursor(qtbot: QtBot) -> None:
    board = make_board(qtbot, "d2")
    table = table_of(board)
    assert not table.state().focused  # no focus yet
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    # The focus sits on the table, the board's focus proxy; the keys still reach the board.
    assert QApplication.focusWidget() is board.cell_table
    QTest.keyClick(board.cell_table, Qt.Key.Key_Right)
    assert board.board_input.cursor == 1
    focus = not_none(table.focusChild())
    assert focus.text(NAME) == "Column 2, row 2: empty"  # where a drop would land
    assert focus.state().focused
    assert cell(board, 1, 1).state().focused
    assert not cell(board, 0, 0).state().focused
    QTest.keyClick(board.cell_table, Qt.Key.Key_Right)
    assert not_none(table.focusChild()).text(NAME) == "Column 3, row 1: empty"
    # Qt's table moves nothing itself: Down is the board's (a drop), and the focus stays on the
    # cell it filled.
    QTest.keyClick(board.cell_table, Qt.Key.Key_Down)
    assert board.model.game.notation() == "d2 d3"
    assert not_none(table.focusChild()).text(NAME) == "Column 3, row 1: Yellow"


def test_the_focused_cell_is_reported_when_the_interface_comes_with_the_focus(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Qt makes the board's interface to report its focus, after the focus came: the cell follows.
    board = make_board(qtbot, "d3")
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    sent: list[tuple[QAccessible.Event, int]] = []

    def record(event: QAccessibleEvent) -> None:
        sent.append((event.type(), event.child()))

    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    interface(board)
    # Column 1, row 1: Qt's table numbers its children after a header row and column.
    qtbot.waitUntil(lambda: sent == [(QAccessible.Event.Focus, board.cell_table.table_index(0, 0))])


def test_drop_and_pop_actions_play_through_the_model(qtbot: QtBot) -> None:
    board = make_board(qtbot, "d1 d2")
    actions = interface(board).actionInterface()
    assert actions is not None
    offered = actions.actionNames()
    assert offered[0] == "Press"
    assert {"drop 4", "pop 1"} <= set(offered)
    assert "pop 2" not in offered  # Yellow's disc: Red may not pop it
    assert actions.localizedActionName("drop 4") == "Drop into column 4"
    assert actions.localizedActionName("pop 1") == "Pop column 1"
    with qtbot.waitSignal(board.model.move_played):
        actions.doAction("drop 4")
    assert board.model.game.notation() == "d1 d2 d4"
    qtbot.waitUntil(lambda: not board.animating)
    with qtbot.waitSignal(board.model.move_played):
        actions.doAction("pop 2")
    assert board.model.game.notation() == "d1 d2 d4 p2"
    # Press plays what Enter would: a drop into the keyboard cursor's column (column 1).
    with qtbot.waitSignal(board.model.move_played):
        actions.doAction(actions.actionNames()[0])
    assert board.model.game.notation().endswith("d1")
    # No input, no actions: the board offers nothing while the other side moves.
    board.set_interactive(False)
    assert actions.actionNames() == []
    with qtbot.assertNotEmitted(board.model.move_played):
        actions.doAction("drop 5")


def test_a_whole_game_against_the_computer_through_the_actions(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.match.set_seat(2, ScriptedSeat([Move.drop(6)] * 3))
    actions = interface(window.board).actionInterface()
    for _ in range(4):
        wait_ready(qtbot, window)
        with qtbot.waitSignal(window.model.move_played):
            actions.doAction("drop 1")
    qtbot.waitUntil(lambda: window.model.result is not None)
    assert window.model.game.notation() == "d1 d7 d1 d7 d1 d7 d1"
    assert window.model.result is not None
    assert window.model.result.winner == 1


# -- every control has a name -------------------------------------------------------------------

_CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QSlider)

#: The controls a screen reader would announce without a name today, for the lead to name
#: (their files are not this change's): the type, the object name or the nearest text.
KNOWN_UNNAMED: set[str] = set()


def unnamed(top: QWidget) -> set[str]:
    """Every visible control under ``top`` whose accessible name (its own, its text, or its
    buddy label's, as Qt reads it) is empty."""
    found = set()
    for widget in [top, *top.findChildren(QWidget)]:
        if not isinstance(widget, _CONTROLS) or not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QLineEdit) and isinstance(
            widget.parent(), (QComboBox, QAbstractSpinBox)
        ):
            continue  # the combo's or spin box's own editor: the control itself is checked
        if isinstance(widget, QHeaderView) and isinstance(widget.parent(), QAbstractItemView):
            continue  # a table's header: Qt reads its sections as the table's column headers
        face = QAccessible.queryAccessibleInterface(widget)
        if face is None or not face.text(NAME).strip():
            where = widget.objectName() or widget.toolTip() or type(widget.parent()).__name__
            found.add(f"{type(top).__name__}: {type(widget).__name__} {where}")
    return found


def test_every_control_has_an_accessible_name(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot)
    missing = unnamed(window)
    settings = Settings(tmp_path / "settings.ini")
    dialogs: list[QWidget] = [
        NewGameDialog(theme_key="classic"),
        PreferencesDialog(settings),
        JoinDialog(settings),
        StatisticsDialog(settings),
        ExportReplayDialog(ReplayChoice()),
        RulesDialog(Rules.preset("power_up")),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        missing |= unnamed(dialog)
    print("\n".join(sorted(missing)))
    assert missing == KNOWN_UNNAMED


def test_the_walk_finds_an_unnamed_control(qtbot: QtBot) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    QLineEdit(top)
    QPushButton("&Named", top)
    top.show()
    assert unnamed(top) == {"QWidget: QLineEdit QWidget"}


def test_changed_cells_and_the_focus_are_reported(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = make_board(qtbot, "d1")
    sent: list[tuple[QAccessible.Event, int]] = []

    def record(event: QAccessibleEvent) -> None:
        if event.type() != QAccessible.Event.Announcement:  # (see test_announcer.py)
            sent.append((event.type(), event.child()))

    said: list[str] = []

    def record_said(event: QAccessibleEvent) -> None:
        record(event)
        if event.type() == QAccessible.Event.DescriptionChanged:  # read as the bridge does
            said.append(not_none(table_of(board).child(event.child())).text(DESCRIPTION))

    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", record_said)
    interface(board)  # as a screen reader's walk of the window makes it
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    at = board.cell_table.table_index
    # Gaining the focus, the board says which cell is focused: the cursor's (column 1, row 2).
    qtbot.waitUntil(lambda: sent == [(QAccessible.Event.Focus, at(0, 1))])
    sent.clear()
    QTest.keyClick(board, Qt.Key.Key_Right)  # the cursor to column 2: its bottom cell
    assert sent == [(QAccessible.Event.Focus, at(1, 0))]
    sent.clear()
    board.set_speed(Speed.FAST)
    with qtbot.waitSignal(board.animations_finished):
        QTest.keyClick(board, Qt.Key.Key_Return)  # Yellow drops into column 2
    # The cell that filled is renamed at once, and the move is said as the description of the
    # focused cell, which keeps the focus (Orca 43 speaks a description change only there);
    # the description is the move's for that event alone.
    assert sent == [
        (QAccessible.Event.NameChanged, at(1, 0)),
        (QAccessible.Event.DescriptionChanged, at(1, 0)),
    ]
    assert said == ["Yellow dropped into column 2."]
    focused = not_none(table_of(board).focusChild())
    assert focused.text(NAME) == "Column 2, row 1: Yellow"
    assert focused.text(DESCRIPTION) == ""
    assert focused.state().focused
    sent.clear()
    board.model.new_game(Rules(columns=5, rows=4))
    # A new position: the cursor's cell takes the focus again, and is said.
    assert (QAccessible.Event.Focus, at(1, 0)) in sent
    assert at(1, 0) == 4 * 6 + 1 + 1  # after the header row and column: row 1, column 2
    assert table_of(board).childCount() == (5 + 1) * (4 + 1)
    assert names(board)[-5] == "Column 1, row 1: empty"
    # Back to the board (Tab from elsewhere, the window again in front): its cell said again.
    other = QPushButton("Elsewhere")
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    sent.clear()
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    qtbot.waitUntil(lambda: (QAccessible.Event.Focus, at(1, 0)) in sent)


def test_a_move_is_said_where_the_focus_is(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Away from the board (the chat box, a button of the window), a move is said as that
    widget's description for one change, then the description is empty again; a widget with a
    description of its own is left alone (a screen reader would repeat it)."""
    top = QWidget()
    qtbot.addWidget(top)
    model = GameModel()
    board = BoardView(model, top)
    board.set_speed(Speed.OFF)
    chat = QLineEdit(top)
    button = QPushButton("Hint", top)
    button.setAccessibleDescription("Shows a good move")
    top.show()
    qtbot.waitExposed(top)
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: None)
    given: list[str] = []

    def spy_on(widget: QWidget) -> None:
        original = widget.setAccessibleDescription

        def spy(text: str) -> None:
            given.append(text)
            original(text)

        monkeypatch.setattr(widget, "setAccessibleDescription", spy)

    spy_on(chat)
    spy_on(button)
    chat.setFocus()
    qtbot.waitUntil(chat.hasFocus)
    model.play(Move.drop(3))
    assert given == ["Red dropped into column 4.", ""]
    assert chat.accessibleDescription() == ""
    given.clear()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    model.play(Move.drop(3))
    assert given == []
    assert button.accessibleDescription() == "Shows a good move"


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("power_up")], ids=["pop_out", "power_up"])
def test_after_every_change_exactly_the_renamed_cells_are_reported(
    qtbot: QtBot, rules: Rules
) -> None:
    """The cells' names are worked out again only where the content changed (a move changes
    a few; issue 33 point 5), yet every name that changed is reported, and only those: over
    random games with pops, power checkers, wins and take-backs, and a change of theme, whose
    colour names every disc's name says."""
    board = make_board(qtbot, rules=rules)
    model = board.model
    cells = board.cell_table.cells
    reported: list[tuple[int, int]] = []

    def on_changed(top_left: object, bottom_right: object, roles: object) -> None:
        reported.append(cells.place(top_left))  # type: ignore[arg-type]

    cells.dataChanged.connect(on_changed)
    rng = random.Random(5)
    for game in range(6):
        while model.result is None and model.game.ply < 60:
            if game == 3 and model.game.ply == 10:
                board.set_theme("contrast")  # with discs on the board
            before = dict(cells.reported)
            reported.clear()
            if model.game.ply and rng.random() < 0.2:
                model.undo()
            else:
                model.play(rng.choice(model.game.legal_moves()))
            after = cells.names()
            assert cells.reported == after, model.game.notation()
            assert sorted(reported) == sorted(p for p in after if after[p] != before[p])
        model.new_game()
