"""The work a start leaves until after its first frame (the pages, the first move's modules, the
hand-over listener) waits for the board's first paint however long a loaded machine takes, and
runs without it where the board cannot be painted (a window started minimized or hidden).

Before, it ran a second after the window was shown in any case: where the first paint took
longer (a loaded machine, valgrind), the pages were built before it and delayed it (issue 33
point 4). The board here is a stand-in that never paints by itself: a test emits its
``painted`` when it means the paint to have come."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.app import main

if TYPE_CHECKING:
    from popout_desktop.ui.window.main_window import MainWindow


class Board(QWidget):
    painted = Signal()


class Window(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.resize(200, 150)
        self.board = Board(self)
        self.board.resize(120, 100)


def shown(qtbot: QtBot) -> Window:
    """A window on the (offscreen) screen, its board shown and not yet painted."""
    window = Window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def waiting(window: Window) -> list[str]:
    """What ran of the work left until after ``window``'s first frame (one entry, once run)."""
    ran: list[str] = []
    main.after_first_frame(cast("MainWindow", window), lambda: ran.append("pages"))
    return ran


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Each look at whether the board will paint, with its answer; looks 10 ms apart."""
    looks: list[bool] = []
    real = main.board_will_paint

    def look(window: MainWindow) -> bool:
        looks.append(real(window))
        return looks[-1]

    monkeypatch.setattr(main, "board_will_paint", look)
    monkeypatch.setattr(main, "FIRST_FRAME_CHECK_MS", 10)
    return looks


def test_a_board_on_the_screen_is_waited_for_until_it_is_painted(
    qtbot: QtBot, counted: list[bool]
) -> None:
    window = shown(qtbot)
    ran = waiting(window)
    qtbot.waitUntil(lambda: len(counted) >= 3)  # three looks, each: it will paint
    assert counted[:3] == [True, True, True] and ran == []
    window.board.painted.emit()
    qtbot.waitUntil(lambda: ran == ["pages"])


@pytest.mark.parametrize("how", ["minimized", "hidden", "board hidden"])
def test_a_board_that_cannot_be_painted_does_not_hold_the_work_back(
    qtbot: QtBot, counted: list[bool], how: str
) -> None:
    window = Window()
    qtbot.addWidget(window)
    if how == "minimized":
        window.showMinimized()
    elif how == "board hidden":
        window.board.hide()
        window.show()
        qtbot.waitExposed(window)
    ran = waiting(window)
    qtbot.waitUntil(lambda: ran == ["pages"])
    assert counted == [False]


def test_it_waits_for_a_paint_at_most_so_long(
    qtbot: QtBot, counted: list[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(main, "FIRST_FRAME_WAIT_MS", 0)
    ran = waiting(shown(qtbot))
    qtbot.waitUntil(lambda: ran == ["pages"])
    assert counted == [True]  # it would paint, but the wait is over
