"""A one-line label that ends in "…" when its text does not fit, the whole text in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

__all__ = ["ElidedLabel"]


class ElidedLabel(QLabel):
    """A plain-text label cut with an ellipsis (``QFontMetrics.elidedText``) to its width.

    ``text()`` stays the whole text (what screen readers and tests read); :meth:`shown_text`
    is what is painted. When the text is cut, the tooltip gives it whole; otherwise the tooltip
    is ``tooltip`` (empty by default). The label may shrink below its text's width.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._tooltip = ""

    def set_full_text(self, text: str, tooltip: str = "") -> None:
        """Show ``text`` (cut to fit); ``tooltip`` when it is not cut."""
        self.setText(text)
        self._tooltip = tooltip
        self._update_tooltip()

    def shown_text(self) -> str:
        """The text as painted: the whole text, or its beginning and "…"."""
        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def is_elided(self) -> bool:
        """True when the text is cut."""
        return self.shown_text() != self.text()

    def minimumSizeHint(self) -> QSize:
        """Room for "…" only: the text is cut rather than widening the layout."""
        hint = super().minimumSizeHint()
        return QSize(self.fontMetrics().horizontalAdvance("…"), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Cut again for the new width."""
        super().resizeEvent(event)
        self._update_tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint :meth:`shown_text` in the label's palette and alignment."""
        painter = QPainter(self)
        text = self.shown_text()
        if not self.isEnabled():
            self.style().drawItemText(
                painter,
                self.contentsRect(),
                int(self.alignment().value),
                self.palette(),
                False,
                text,
                self.foregroundRole(),
            )
        elif text:
            # What the style's drawItemText does for enabled text, without asking Python for
            # the style: PySide would build QStyle's Python type (12 enum types, 10-30 ms)
            # at the first frame, which shows these labels (issue 33 point 4).
            pen = QPen(self.palette().brush(self.foregroundRole()), painter.pen().widthF())
            painter.setPen(pen)
            painter.drawText(self.contentsRect(), int(self.alignment().value), text)
        painter.end()

    def _update_tooltip(self) -> None:
        self.setToolTip(self.text() if self.is_elided() else self._tooltip)
