"""The review's mark on the board (:class:`~popout_desktop.ui.review_mode.PlayedMarker`): its
symbol reads at least as large as the desktop's text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.ui.board_view import BoardView
from popout_desktop.ui.desktop_settings import text_pixel_size
from popout_desktop.ui.review_mode import PlayedMarker


@pytest.fixture
def usual_font(qapp: QApplication) -> Iterator[QFont]:
    """The application font of before the test, put back after it."""
    before = QFont(qapp.font())
    yield before
    qapp.setFont(before)


#: The marks' parent widgets, kept alive until the end of the test run.
_KEPT: list[QWidget] = []


def marker_on(qtbot: QtBot, width: int, height: int) -> PlayedMarker:
    """A mark over a board of ``width`` x ``height`` pixels (the board's layout follows it)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    _KEPT.append(parent)
    board = BoardView(GameModel(), parent)
    board.resize(width, height)
    parent.show()
    qtbot.waitExposed(parent)
    return PlayedMarker(board, parent)


def test_the_symbol_never_reads_smaller_than_the_desktops_text(
    qtbot: QtBot, qapp: QApplication, usual_font: QFont
) -> None:
    small = marker_on(qtbot, 360, 300)  # a small board: the hole alone would give a tiny symbol
    usual = QFontInfo(small.symbol_font()).pixelSize()
    assert usual >= text_pixel_size()
    bigger = QFont(usual_font)
    bigger.setPointSizeF(usual_font.pointSizeF() * 1.5)
    qapp.setFont(bigger)
    large = marker_on(qtbot, 360, 300)
    size = QFontInfo(large.symbol_font()).pixelSize()
    assert size >= text_pixel_size() > usual * 1.3
    assert large.symbol_font().bold()


def test_on_a_large_board_the_symbol_grows_with_the_hole(qtbot: QtBot) -> None:
    small = QFontInfo(marker_on(qtbot, 360, 300).symbol_font()).pixelSize()
    large = QFontInfo(marker_on(qtbot, 1600, 1300).symbol_font()).pixelSize()
    assert large > small
