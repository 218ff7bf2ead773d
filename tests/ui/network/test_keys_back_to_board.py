"""Issue 31 point 4: after a chat line is sent or an offer answered, the board takes the keys
again: a digit plays a column instead of going into the chat line or picking a move-list row."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Move
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import not_none
from tests.ui.window.test_main_window import make_window, wait_ready


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = make_window(qtbot)
    window.activateWindow()
    window.net.chat.show()
    return window


def digit_plays_on_the_board(qtbot: QtBot, window: MainWindow) -> None:
    """The focus is on the board and the digit 3 drops into column 3."""
    qtbot.waitUntil(window.board.hasFocus)
    wait_ready(qtbot, window)
    QTest.keyClick(not_none(QApplication.focusWidget()), Qt.Key.Key_3)
    assert window.model.game.moves == [Move.drop(2)]
    assert window.net.chat.input.text() == ""


def send_with_enter(qtbot: QtBot, window: MainWindow) -> None:
    QTest.keyClick(window.net.chat.input, Qt.Key.Key_Return)


def send_with_the_button(qtbot: QtBot, window: MainWindow) -> None:
    QTest.mouseClick(window.net.chat.send_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("send", [send_with_enter, send_with_the_button], ids=["enter", "button"])
def test_after_a_chat_line_is_sent_the_board_takes_the_keys(
    qtbot: QtBot, window: MainWindow, send: Callable[[QtBot, MainWindow], None]
) -> None:
    chat = window.net.chat
    chat.input.setFocus()
    qtbot.waitUntil(chat.input.hasFocus)
    QTest.keyClicks(chat.input, "good luck")
    with qtbot.waitSignal(chat.message_submitted):
        send(qtbot, window)
    digit_plays_on_the_board(qtbot, window)


@pytest.mark.parametrize("accept", [True, False], ids=["accept", "decline"])
def test_after_an_offer_is_answered_the_board_takes_the_keys(
    qtbot: QtBot, window: MainWindow, accept: bool
) -> None:
    offer = window.net.offer_bar
    offer.ask("draw", "Bob offers a draw.")
    chat = window.net.chat
    chat.input.setFocus()  # the player was writing when the offer came
    qtbot.waitUntil(chat.input.hasFocus)
    button = offer.accept_button if accept else offer.decline_button
    with qtbot.waitSignal(offer.answered):
        QTest.keyClick(
            window, Qt.Key.Key_A if accept else Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier
        )
    assert not button.isVisible()
    digit_plays_on_the_board(qtbot, window)


def test_after_an_offer_is_answered_with_a_click_the_board_takes_the_keys(
    qtbot: QtBot, window: MainWindow
) -> None:
    offer = window.net.offer_bar
    offer.ask("draw", "Bob offers a draw.")
    with qtbot.waitSignal(offer.answered):
        QTest.mouseClick(offer.accept_button, Qt.MouseButton.LeftButton)
    digit_plays_on_the_board(qtbot, window)
