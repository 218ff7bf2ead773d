"""The focus ring follows its widget's focus, and never touches a widget already being
destroyed: a focused list being deleted sends a last FocusOut from its destructor
(this once raised "Internal C++ object (MoveList) already deleted" in the event loop)."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QLineEdit, QListWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.ui.widgets.focus_ring import FocusRing, add_focus_ring


class OwnList(QListWidget):
    """A Python subclass, as the move list is (its wrapper dies before the C++ object)."""


def window_with_a_ring(qtbot: QtBot) -> tuple[QWidget, OwnList, QLineEdit]:
    window = QWidget()
    layout = QVBoxLayout(window)
    target, other = OwnList(), QLineEdit()
    layout.addWidget(target)
    layout.addWidget(other)
    add_focus_ring(target)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, target, other


def test_the_ring_shows_while_its_widget_has_the_focus(qtbot: QtBot) -> None:
    window, target, other = window_with_a_ring(qtbot)
    ring = target.findChild(FocusRing)
    assert ring is not None
    target.setFocus()
    qtbot.waitUntil(ring.isVisible)
    other.setFocus()
    qtbot.waitUntil(lambda: not ring.isVisible())
    window.close()


def test_a_focused_widget_destroyed_raises_nothing(qtbot: QtBot) -> None:
    window, target, other = window_with_a_ring(qtbot)
    target.setFocus()
    qtbot.waitUntil(target.hasFocus)
    # pytest-qt fails the test on any exception raised in a Qt virtual (the event filter)
    shiboken6.delete(target)
    assert not shiboken6.isValid(target)
    other.setFocus()
    window.close()
