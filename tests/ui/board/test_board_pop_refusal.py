"""Issue 31 point 4: ↑ or P on a column that cannot be popped says why, as a digit on a side
column of 5-in-a-Row does, on the board's ``input_refused`` and in the window's status line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.view import BoardView
from tests.ui.board.test_board_view import settle
from tests.ui.window.test_main_window import make_window


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Fonts, pixmaps and timers need the application object."""


def board(qtbot: QtBot, rules: Rules, notation: str) -> tuple[BoardView, list[str]]:
    view = BoardView(GameModel(rules))
    qtbot.addWidget(view)
    view.resize(700, 640)
    view.show()
    qtbot.waitExposed(view)
    view.move_requested.connect(view.model.play)
    if notation:
        view.model.load(Game.from_notation(notation, rules))
    settle(qtbot, view)
    refused: list[str] = []
    view.input_refused.connect(refused.append)
    return view, refused


@pytest.mark.parametrize(
    ("rules", "notation", "keys", "said"),
    [
        (Rules(), "", [Qt.Key.Key_P], "Column 1 is empty."),
        (Rules(), "d1", [Qt.Key.Key_Up], "The bottom disc of column 1 is not yours."),
        (
            Rules(),
            "d1 d2",
            [Qt.Key.Key_Right, Qt.Key.Key_P],
            "The bottom disc of column 2 is not yours.",
        ),
        (Rules.preset("classic"), "d1 d2", [Qt.Key.Key_P], "Popping is not allowed at this table."),
    ],
    ids=["empty", "theirs-up", "theirs-p", "no-pops"],
)
def test_a_pop_key_on_a_column_that_cannot_be_popped_says_why(
    qtbot: QtBot, rules: Rules, notation: str, keys: list[Qt.Key], said: str
) -> None:
    view, refused = board(qtbot, rules, notation)
    for key in keys:
        QTest.keyClick(view, key)
    assert refused == [said]
    assert view.model.game.notation() == notation  # nothing played


def test_a_pop_key_on_a_column_that_can_be_popped_still_pops(qtbot: QtBot) -> None:
    view, refused = board(qtbot, Rules(), "d1 d2")
    QTest.keyClick(view, Qt.Key.Key_P)
    settle(qtbot, view)
    assert view.model.game.moves[-1] == Move.pop(0) and refused == []


def test_the_status_line_says_why_a_pop_key_did_nothing(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    QTest.keyClick(window.board, Qt.Key.Key_P)
    assert "Column 1 is empty." in window.status_text()
