"""The board under a finger: a tap drops into the column, a tap on a pop handle pops.

The board handles no touch event itself: Qt turns a touch nobody takes into the mouse events
the board does handle, and these tests show that this is enough to play with a touch screen
(the AppStream listing claims the "touch" control on their strength)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QInputDevice, QPointingDevice
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Move
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView


@pytest.fixture
def touch_screen() -> QPointingDevice:
    return QTest.createTouchDevice(QInputDevice.DeviceType.TouchScreen)


@pytest.fixture
def view(qtbot: QtBot) -> BoardView:
    board = BoardView(GameModel())
    qtbot.addWidget(board)
    board.resize(700, 640)
    board.show()
    qtbot.waitExposed(board)
    return board


def tap(view: BoardView, device: QPointingDevice, point: QPointF) -> None:
    at = QPoint(round(point.x()), round(point.y()))
    QTest.touchEvent(view, device).press(0, at, view).commit()
    QTest.touchEvent(view, device).release(0, at, view).commit()


def test_a_tap_on_a_column_drops_into_it(
    qtbot: QtBot, view: BoardView, touch_screen: QPointingDevice
) -> None:
    assert not view.testAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
    for column in (0, 3, 6):
        with qtbot.waitSignal(view.move_requested, timeout=2000) as blocker:
            tap(view, touch_screen, view.cell_center(column, 3))
        assert blocker.args == [Move.drop(column)]


def test_a_tap_on_a_pop_handle_pops(
    qtbot: QtBot, view: BoardView, touch_screen: QPointingDevice
) -> None:
    model = view.model
    view.set_speed(Speed.OFF)
    for token in ("d3", "d4", "d5", "d3"):
        assert model.play(Move.parse(token))
    qtbot.waitUntil(lambda: not view.animating)
    assert view.legal_pop_columns() == [2, 4]
    with qtbot.waitSignal(view.move_requested, timeout=2000) as blocker:
        tap(view, touch_screen, view.pop_handle_rect(4).center())
    assert blocker.args == [Move.pop(4)]
