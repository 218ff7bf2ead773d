"""A label that wraps its text onto as many lines as its width needs and is never given less
height than those lines (a layout squeezed to its least size cuts nothing and covers nothing)."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["WrappedLabel"]


class WrappedLabel(QLabel):
    """A word-wrapped :class:`QLabel` whose least height is the height of its text wrapped at
    its width (``heightForWidth``), kept as the width and the text change.

    A top-level window's least size ignores the height a wrapped label needs at the width it
    gets, so a window at its least size gives such a label too little height and lays the next
    widget over it (or it over the one before); here the least height follows the wrapped text.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        """Show ``text`` and keep room for all its lines."""
        super().setText(text)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Wrap again for the new width, and keep room for the lines."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        width = self.width()
        if width <= 0:
            return
        # QLabel's heightForWidth is never under the least height: measure without it.
        self.setMinimumHeight(0)
        self.setMinimumHeight(max(self.heightForWidth(width), 0))
