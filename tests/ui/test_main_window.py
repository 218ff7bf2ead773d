"""The main window: menus and shortcuts, undo/redo actions, the status line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop import __version__
from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.main_window import MainWindow

FULL_BOARD_DRAW = "d4 d3 d2 d1 d3 d1 d1 d1 d4 d4 d2 d3 d4 d2 d3 d2"  # 4x4, connect 4, no pops


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    main_window = MainWindow()
    qtbot.addWidget(main_window)
    main_window.set_speed("off")
    main_window.show()
    qtbot.waitExposed(main_window)
    wait_ready(qtbot, main_window)
    return main_window


def wait_ready(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the board takes input (the match controller asked a person to move)."""
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)


def texts(actions: list[QAction]) -> list[str]:
    return [action.text() for action in actions if not action.isSeparator()]


def shortcuts(action: QAction) -> list[str]:
    return [key.toString(QKeySequence.SequenceFormat.PortableText) for key in action.shortcuts()]


def click_column(qtbot: QtBot, window: MainWindow, column: int) -> None:
    wait_ready(qtbot, window)
    point = window.board.cell_center(column, 5)
    with qtbot.waitSignal(window.model.move_played):
        qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=point.toPoint())


def test_window_shows_an_empty_pop_out_board(window: MainWindow) -> None:
    assert window.windowTitle() == "Pop Out"
    assert not window.windowIcon().isNull()
    assert window.centralWidget() is window.board
    assert window.model.rules == Rules()
    assert window.model.game.ply == 0
    assert window.width() >= 600
    assert window.height() >= 500


def test_menus_and_shortcuts(window: MainWindow) -> None:
    assert texts(window.menuBar().actions()) == ["&Game", "&View", "&Help"]
    assert texts(window.game_menu.actions()) == ["&New Game", "&Undo", "&Redo", "&Quit"]
    assert texts(window.help_menu.actions()) == ["&About Pop Out"]
    assert shortcuts(window.new_game_action) == ["Ctrl+N"]
    assert shortcuts(window.undo_action) == ["Ctrl+Z"]
    assert shortcuts(window.redo_action) == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert shortcuts(window.quit_action) == ["Ctrl+Q"]


def test_undo_and_redo_actions_follow_the_history(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    assert not window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()
    click_column(qtbot, window, 3)
    assert window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()

    with qtbot.waitSignal(model.move_undone) as undone:
        window.undo_action.trigger()
    assert undone.args[0].move == Move.drop(3)
    assert model.game.ply == 0
    assert not window.undo_action.isEnabled()
    assert window.redo_action.isEnabled()

    with qtbot.waitSignal(model.move_played) as replayed:
        window.redo_action.trigger()
    assert replayed.args[0].move == Move.drop(3)
    assert window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()


def test_keyboard_shortcuts_undo_and_redo(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    click_column(qtbot, window, 0)
    ctrl = Qt.KeyboardModifier.ControlModifier
    with qtbot.waitSignal(window.model.move_undone):
        qtbot.keyClick(window, Qt.Key.Key_Z, ctrl)
    with qtbot.waitSignal(window.model.move_played):
        qtbot.keyClick(window, Qt.Key.Key_Y, ctrl)
    with qtbot.waitSignal(window.model.move_undone):
        qtbot.keyClick(window, Qt.Key.Key_Z, ctrl)
    with qtbot.waitSignal(window.model.move_played):
        qtbot.keyClick(window, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    with qtbot.waitSignal(window.model.position_reset):
        qtbot.keyClick(window, Qt.Key.Key_N, ctrl)
    assert window.model.game.ply == 0


def test_new_game_starts_a_seven_by_six_pop_out_game(qtbot: QtBot) -> None:
    model = GameModel(Rules.preset("five_in_a_row"))
    window = MainWindow(model)
    qtbot.addWidget(window)
    assert model.play(Move.drop(3))
    with qtbot.waitSignal(model.position_reset):
        window.new_game_action.trigger()
    assert model.rules == Rules()
    assert model.game.ply == 0
    assert window.status_text() == "Red to move."


def test_status_line_tells_the_story(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    assert window.status_text() == "Red to move."
    click_column(qtbot, window, 3)
    assert window.status_text() == "Red dropped a disc into column 4. Yellow to move."
    click_column(qtbot, window, 4)
    assert window.status_text() == "Yellow dropped a disc into column 5. Red to move."
    wait_ready(qtbot, window)
    with qtbot.waitSignal(model.move_played):
        qtbot.mouseClick(
            window.board,
            Qt.MouseButton.RightButton,
            pos=window.board.cell_center(3, 0).toPoint(),
        )
    assert window.status_text() == "Red popped a disc out of column 4. Yellow to move."
    with qtbot.waitSignal(model.move_undone):
        window.undo_action.trigger()
    assert window.status_text() == "Took back Red's pop from column 4. Red to move."
    with qtbot.waitSignal(model.move_undone):
        window.undo_action.trigger()
    assert window.status_text() == "Took back Yellow's drop into column 5. Yellow to move."


def test_status_line_reports_a_rejected_move(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.model.move_rejected):
        assert not window.model.play(Move.drop(11))
    assert window.status_text().endswith("Red to move.")
    assert "12" in window.status_text()  # the reason names the column, 1-based


@pytest.mark.parametrize(
    ("rules", "notation", "expected"),
    [
        (Rules(), "d1 d2 d1 d2 d1 d2 d1", "Red dropped a disc into column 1. Red wins!"),
        (Rules(), "d2 d1 d2 d1 d2 d1 d3 d1", "Yellow dropped a disc into column 1. Yellow wins!"),
        (
            Rules(columns=4, rows=4, pop_out=False),
            FULL_BOARD_DRAW,
            "Yellow dropped a disc into column 2. Draw: the board is full.",
        ),
        (
            Rules(),
            "d1 d2 p1 p2",
            "Yellow popped a disc out of column 2. Draw: no discs are left on the board.",
        ),
    ],
)
def test_status_line_announces_the_result(
    qtbot: QtBot, window: MainWindow, rules: Rules, notation: str, expected: str
) -> None:
    *opening, last = notation.split()
    window.model.load(Game.from_notation(" ".join(opening), rules))
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.parse(last))
    assert window.status_text() == expected
    with qtbot.waitSignal(window.model.move_undone):
        window.undo_action.trigger()
    assert "wins" not in window.status_text()
    assert "Draw" not in window.status_text()


def test_a_pop_that_completes_only_the_opponents_line(qtbot: QtBot, window: MainWindow) -> None:
    # Yellow's disc sits on red's in column 1 beside three yellow ones: the pop drops it into line.
    window.model.load(Game.from_notation("d1 d1 d5 d2 d5 d3 d6 d4"))
    with qtbot.waitSignal(window.model.game_over) as over:
        window.model.play(Move.pop(0))
    assert over.args[0].result.winner == 2
    assert window.status_text() == "Red popped a disc out of column 1. Yellow wins!"


def test_about_box_names_the_version(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []

    def fake_about(parent: QWidget, title: str, text: str) -> None:
        assert parent is window
        shown.append((title, text))

    monkeypatch.setattr(QMessageBox, "about", fake_about)
    window.about_action.trigger()
    assert shown
    assert shown[0][0] == "About Pop Out"
    assert __version__ in shown[0][1]


def test_quit_closes_the_window(qtbot: QtBot, window: MainWindow) -> None:
    assert window.isVisible()
    window.quit_action.trigger()
    assert not window.isVisible()


def test_board_clicks_reach_the_model_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.model.move_played) as blocker:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_center(6, 2).toPoint())
    assert blocker.args[0].move == Move.drop(6)
    assert board.column_at(QPointF(board.cell_center(6, 2))) == 6


def test_theme_and_speed_menus_apply_at_once(qtbot: QtBot, window: MainWindow) -> None:
    assert texts(window.theme_menu.actions()) == ["Classic", "Dark", "High contrast"]
    assert texts(window.speed_menu.actions()) == ["Off", "Fast", "Normal", "Slow"]
    window.theme_actions.actions()[1].trigger()
    assert window.board.theme.key == "dark"
    assert window.theme_actions.checkedAction().data() == "dark"
    window.speed_actions.actions()[3].trigger()
    assert window.board.speed.name == "SLOW"
    click_column(qtbot, window, 2)
    assert window.board.animating
    window.speed_actions.actions()[0].trigger()  # off: the running animation ends at once
    assert not window.board.animating


def test_preferences_persist_in_settings(qtbot: QtBot, tmp_path) -> None:
    from popout_desktop.settings import Settings

    settings = Settings(tmp_path / "s.ini")
    first = MainWindow(settings=settings)
    qtbot.addWidget(first)
    first.set_theme("contrast")
    first.set_speed("fast")
    second = MainWindow(settings=Settings(tmp_path / "s.ini"))
    qtbot.addWidget(second)
    assert second.board.theme.key == "contrast"
    assert second.board.speed.name == "FAST"


def test_a_whole_game_with_the_keyboard_only(qtbot: QtBot, window: MainWindow) -> None:
    window.set_speed("fast")
    window.board.setFocus()
    # Red drops three times into column 1, Yellow twice into column 2 (digits drop there).
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_1):
        wait_ready(qtbot, window)
        with qtbot.waitSignal(window.model.move_played):
            qtbot.keyClick(window.board, key)
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.model.move_played) as popped:  # Yellow pops column 2
        qtbot.keyClick(window.board, Qt.Key.Key_Right)
        qtbot.keyClick(window.board, Qt.Key.Key_Up)
    assert popped.args[0].move == Move.pop(1)
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.model.game_over) as over:
        qtbot.keyClick(window.board, Qt.Key.Key_Left)
        qtbot.keyClick(window.board, Qt.Key.Key_Down)
    assert over.args[0].result.winner == 1
    with qtbot.waitSignal(window.board.animations_finished, timeout=5000):
        pass
    assert window.model.game.notation() == "d1 d2 d1 d2 d1 p2 d1"
    assert "Red wins" in window.status_text()
