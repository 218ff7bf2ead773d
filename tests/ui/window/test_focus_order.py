"""Issue 31 point 4: a visible focus in the move list, and Tab round every part of the window
in the order it is laid out."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Move
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import not_none
from tests.ui.window.test_main_window import make_window


def focus_owner(widget: QWidget) -> QWidget:
    """``widget``, or its parent if ``widget`` holds the focus for it (the board's focus proxy,
    its table of cells, holds the board's focus)."""
    parent = widget.parentWidget()
    return parent if parent is not None and parent.focusProxy() is widget else widget


def focus_after_tabs(qtbot: QtBot, start: QWidget, count: int) -> list[QWidget]:
    """The widgets the focus goes to from ``start`` at each of ``count`` Tab presses (a focus
    proxy counted as the widget it holds the focus for)."""
    start.setFocus()
    qtbot.waitUntil(start.hasFocus)
    reached = []
    for _ in range(count):
        QTest.keyClick(not_none(QApplication.focusWidget()), Qt.Key.Key_Tab)
        reached.append(focus_owner(not_none(QApplication.focusWidget())))
    return reached


def edge_colours(widget: QWidget) -> set[str]:
    """The colours of the pixels one in from the edges of ``widget``, low down (where no row
    of a short list, the selected one drawn in the highlight colour, reaches)."""
    image = widget.grab().toImage()
    w, h = image.width(), image.height()
    points = [(1, h - 12), (w - 2, h - 12), (w // 2, h - 2), (w // 3, h - 2)]
    return {QColor(image.pixel(x, y)).name() for x, y in points}


def test_the_move_list_shows_a_frame_while_it_has_the_focus(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    moves = window.move_list
    highlight = moves.palette().color(QPalette.ColorRole.Highlight).name()
    window.board.setFocus()
    qtbot.waitUntil(window.board.hasFocus)
    assert highlight not in edge_colours(moves)
    QTest.keyClick(window.board, Qt.Key.Key_Tab)
    qtbot.waitUntil(moves.hasFocus)
    assert edge_colours(moves) == {highlight}  # a frame all round
    QTest.keyClick(moves, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not moves.hasFocus())
    assert highlight not in edge_colours(moves)


def network_parts(window: MainWindow) -> None:
    window.net.chat.show()
    window.net.chat.input.setText("hello")  # Send takes the focus only with something to send
    window.net.offer_bar.ask("draw", "Bob offers a draw.")


def test_tab_goes_round_the_window_as_it_is_laid_out(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    network_parts(window)
    chat, offer = window.net.chat, window.net.offer_bar
    assert focus_after_tabs(qtbot, window.board, 7) == [
        window.move_list,
        chat.log,
        chat.input,
        chat.send_button,
        offer.accept_button,
        offer.decline_button,
        window.board,
    ]


def test_tab_reaches_the_review_banner_its_board_and_the_move_list(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    for token in "d4 d4 d3".split():
        assert window.model.play(Move.parse(token))
    window.review(1)
    page = window.review_page
    assert focus_after_tabs(qtbot, page.play_button, 4) == [
        window.back_button,
        window.review_board,
        window.move_list,
        page.play_button,
    ]


def test_the_offer_bar_is_made_with_the_first_offer_above_the_turn_line(qtbot: QtBot) -> None:
    """Hidden until a network game's first question, the bar is not made with the window (issue
    33 point 4); the first offer makes it and shows it above the turn line, before the board in
    the Tab order."""
    window = make_window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    before = window.net.made_offer_bar
    assert before is None
    window.net._on_draw_offered()  # what a peer's draw offer runs
    bar = window.net.made_offer_bar
    assert bar is not None
    assert bar.kind == "draw" and bar.isVisible()
    assert bar.parentWidget() is window.turn_indicator.parentWidget()
    qtbot.waitUntil(lambda: bar.geometry().bottom() < window.turn_indicator.geometry().top())
    assert bar.geometry().top() == 0
    window.activateWindow()
    assert focus_after_tabs(qtbot, bar.accept_button, 2) == [bar.decline_button, window.board]
    bar.decline_button.click()
    assert not bar.isVisible() and window.net.made_offer_bar is bar
