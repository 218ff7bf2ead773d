"""The message inside a LAN dialog: an icon, words, a quieter detail, a busy bar, one action."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.ui.widgets.wrapped_label import WrappedLabel

__all__ = ["Banner"]


class Banner(QFrame):
    """A message inside a dialog: an icon, words, an optional quieter detail and one action."""

    STYLES: ClassVar[dict[str, tuple[str, str, str]]] = {
        "error": ("#fdecea", "#e0a39e", "#5f1712"),
        "info": ("#e8f0fb", "#9fb9e0", "#12305f"),
    }

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("networkBanner")
        self.icon = QLabel(self)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        # Wrapped labels that keep the height of all their lines: a dialog at its least size
        # (an 800x600 screen) then squeezes something else rather than lay them over it.
        self.text_label = WrappedLabel("", self)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label = WrappedLabel("", self)
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label.setObjectName("networkBannerDetail")
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(6)
        self.busy.setMaximumWidth(120)
        self.action = QPushButton(self)
        self.action.setAutoDefault(False)
        self.action.setVisible(False)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.text_label)
        words.addWidget(self.detail_label)
        busy_row = QHBoxLayout()
        busy_row.addWidget(self.busy)
        busy_row.addStretch(1)
        words.addLayout(busy_row)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(words, 1)
        layout.addWidget(self.action, 0, Qt.AlignmentFlag.AlignVCenter)
        self.kind = ""
        self.setVisible(False)

    def show_message(
        self, kind: str, text: str, detail: str = "", *, busy: bool = False, action: str = ""
    ) -> None:
        """Show ``text`` as an "error" or "info" message; ``action`` names the button, if any."""
        background, border, colour = self.STYLES[kind]
        # Fixed colours on text and background, so it reads the same in any palette.
        self.setStyleSheet(
            f"#networkBanner {{ background: {background}; border: 1px solid {border};"
            " border-radius: 4px; }"
            f"#networkBanner QLabel {{ color: {colour}; background: transparent; }}"
            f"#networkBanner QLabel#networkBannerDetail {{ color: {colour}; font-size: small; }}"
        )
        pixmap = (
            QStyle.StandardPixmap.SP_MessageBoxWarning
            if kind == "error"
            else QStyle.StandardPixmap.SP_MessageBoxInformation
        )
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon.setPixmap(self.style().standardIcon(pixmap).pixmap(size, size))
        self.kind = kind
        self.text_label.setText(text)
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))
        self.busy.setVisible(busy)
        self.action.setText(action)
        self.action.setVisible(bool(action))
        self.setVisible(True)

    def hide_message(self) -> None:
        """Hide the message."""
        self.kind = ""
        self.setVisible(False)

    def text(self) -> str:
        """The words shown ("" when hidden)."""
        return self.text_label.text() if self.kind else ""
