"""Issue 31 point 4: the board shows one target, the last input used decides.

With the mouse resting on one column and the keyboard cursor on another, only one of them is
drawn as the target (the ghost disc and its ring, the frame), and Enter plays the one shown.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move
from popout_desktop.ui.board.view import BoardView
from tests.ui.board.test_board_labels import rest_pointer
from tests.ui.board.test_board_view import settle


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Fonts, pixmaps and timers need the application object."""


@pytest.fixture
def view(qtbot: QtBot) -> BoardView:
    model = GameModel()
    board = BoardView(model)
    qtbot.addWidget(board)
    board.resize(700, 640)
    board.show()
    qtbot.waitExposed(board)
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    board.move_requested.connect(model.play)
    return board


def targets(view: BoardView) -> tuple[int | None, int | None]:
    """The column under the ghost disc and the column framed as the keyboard cursor."""
    return view.ghost_column(), view.board_input.keyboard_cursor()


def test_a_key_moves_the_one_target_to_the_keyboard_cursor(qtbot: QtBot, view: BoardView) -> None:
    rest_pointer(qtbot, view, view.cell_center(5, 2))
    assert targets(view) == (5, None)  # the pointer's column: no frame elsewhere
    QTest.keyClick(view, Qt.Key.Key_Left)  # the cursor followed the pointer: it goes to 5
    assert targets(view) == (4, 4)  # the pointer's ghost is gone until it moves again
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert targets(view) == (2, 2)
    QTest.keyClick(view, Qt.Key.Key_Return)
    settle(qtbot, view)
    assert view.model.game.moves == [Move.drop(2)]  # the column shown, not the pointer's


def test_a_move_of_the_pointer_takes_the_target_back(qtbot: QtBot, view: BoardView) -> None:
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert targets(view) == (1, 1)
    rest_pointer(qtbot, view, view.cell_center(5, 2))
    assert targets(view) == (5, None)  # the frame is gone, the cursor follows the pointer
    assert view.board_input.cursor == 5
    QTest.keyClick(view, Qt.Key.Key_Return)
    settle(qtbot, view)
    assert view.model.game.moves == [Move.drop(5)]  # Enter plays what was shown


def test_a_key_hides_the_pointers_pop_preview(qtbot: QtBot, view: BoardView) -> None:
    view.model.load(Game.from_notation("d1 d2 d3"))
    settle(qtbot, view)  # yellow may pop column 2
    rest_pointer(qtbot, view, view.pop_handle_rect(1).center())
    assert view.pop_preview_column() == 1 and view.board_input.hovered_handle() == 1
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.pop_preview_column() is None and view.board_input.hovered_handle() is None
    assert targets(view) == (2, 2)
    rest_pointer(qtbot, view, view.pop_handle_rect(1).center() + QPointF(2, 1))
    assert view.pop_preview_column() == 1 and targets(view) == (None, None)
