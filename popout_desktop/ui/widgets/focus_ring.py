"""A visible focus frame round a framed widget (a list, a text log) while it has the focus.

Fusion, the style the application uses, draws no focus indication round item views and text
browsers: a keyboard user tabbing to the move list could not see where the keys went.
:class:`FocusRing` is a child laid over its widget, transparent to the mouse, that draws a frame
in the palette's highlight colour along the widget's edge while the widget (or a child of it,
such as a scroll area's viewport) has the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

__all__ = ["FocusRing", "add_focus_ring"]

#: The frame's width in pixels (at least; it grows with the font).
RING_WIDTH = 2.0


class FocusRing(QWidget):
    """The frame over ``target``: shown while ``target`` has the focus, hidden otherwise."""

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self._target = target
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName("")  # decoration only: nothing to read
        target.installEventFilter(self)
        self.setGeometry(target.rect())
        self.setVisible(target.hasFocus())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the target's size and focus (not once the target is being destroyed: a focused
        widget's destructor sends it a last FocusOut, when its Python side is already gone)."""
        if not isValid(self._target) or not isValid(self):
            return False
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.setGeometry(self._target.rect())
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.setVisible(self._target.hasFocus())
            if self.isVisible():
                self.raise_()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        """The frame along the edge, in the highlight colour."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(RING_WIDTH, round(self.fontMetrics().height() / 9))
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), width)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        painter.drawRect(QRectF(self.rect()).adjusted(half, half, -half, -half))
        painter.end()


def add_focus_ring(target: QWidget) -> FocusRing:
    """Give ``target`` a visible focus frame (see :class:`FocusRing`)."""
    return FocusRing(target)
