"""A card over the board is a named panel to assistive technology, not a nameless filler."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QFrame, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.ui.widgets.card_role import mark_card
from tests.narrowing import not_none


def test_a_marked_card_is_a_named_panel(qtbot: QtBot) -> None:
    board = QWidget()
    qtbot.addWidget(board)
    card = QFrame(board)
    mark_card(card)
    card.setAccessibleName("The computer wins")
    plain = QFrame(board)
    found = not_none(QAccessible.queryAccessibleInterface(card))
    assert found.role() == QAccessible.Role.Grouping
    assert found.text(QAccessible.Text.Name) == "The computer wins"
    assert not_none(QAccessible.queryAccessibleInterface(plain)).role() != QAccessible.Role.Grouping


def test_the_result_and_welcome_cards_are_marked(qtbot: QtBot) -> None:
    from popout_desktop.ui.window.result_card import ResultCard

    board = QWidget()
    qtbot.addWidget(board)
    card = ResultCard(board)
    assert not_none(QAccessible.queryAccessibleInterface(card)).role() == QAccessible.Role.Grouping
