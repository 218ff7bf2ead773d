"""The Set-up board's picture: its face's holes are where its cells are."""

from __future__ import annotations

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Rules
from popout_desktop.ui.board.themes import DEFAULT_THEME, theme
from popout_desktop.ui.editor.board import SetupBoard


def close(first: QColor, second: QColor) -> bool:
    return (
        max(
            abs(first.red() - second.red()),
            abs(first.green() - second.green()),
            abs(first.blue() - second.blue()),
        )
        <= 8
    )


def test_every_empty_cell_shows_its_hole(qtbot: QtBot) -> None:
    """The face is drawn where it was rendered for (its picture covers the face only): through
    each cell's centre the hole's colour shows, and between two holes the face's."""
    board = SetupBoard(Rules())
    qtbot.addWidget(board)
    board.resize(620, 540)
    image = board.grab().toImage()
    hole = theme(DEFAULT_THEME).hole
    for column in range(7):
        for row in range(6):
            centre = board.cell_centre(column, row).toPoint()
            assert close(image.pixelColor(centre), hole), (column, row)
    between = (board.cell_centre(3, 0) + board.cell_centre(3, 1)) / 2
    assert not close(image.pixelColor(between.toPoint()), hole)
