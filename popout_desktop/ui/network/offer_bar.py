"""The offer bar: a strip above the board with the other player's question and two answers.

"Bob offers a draw — Accept / Decline": :class:`OfferBar` shows one offer at a time (an
undo, a draw or a rematch) and says which answer the person gave (``answered``). What the
question says, and what the answer does, is :class:`~popout_desktop.ui.network.play.
NetworkPlay`'s business. The same bar asks a guest who could not get back to its game whether
to rejoin or leave, its two answers named so (``ask(..., answers=...)``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

__all__ = ["OfferBar"]


class OfferBar(QWidget):
    """A strip above the board with a question from the other player and two answers."""

    answered = Signal(str, bool)  # the offer's kind, the answer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("offerBar")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#offerBar { background: #e3f0ff; border-bottom: 1px solid #8fb4e6; }"
            "#offerBar QLabel { color: #0b2e5c; }"
        )
        layout = QHBoxLayout(self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # it names the other player
        self.accept_button = QPushButton(self)
        self.decline_button = QPushButton(self)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.accept_button)
        layout.addWidget(self.decline_button)
        self._kind = ""
        #: The two answers' texts of the question shown, if not Accept and Decline.
        self._answers: tuple[str, str] | None = None
        self.accept_button.clicked.connect(lambda: self._answer(True))
        self.decline_button.clicked.connect(lambda: self._answer(False))
        self.retranslate()
        self.hide()

    @property
    def kind(self) -> str:
        """The offer shown ("undo", "draw", "rematch"), or ""."""
        return self._kind if self.isVisible() else ""

    def retranslate(self) -> None:
        """Button texts in the current language (a question with answers of its own is asked
        again by its owner in the new language)."""
        accept, decline = self._answers or (self.tr("&Accept"), self.tr("&Decline"))
        self.accept_button.setText(accept)
        self.decline_button.setText(decline)

    def ask(self, kind: str, text: str, answers: tuple[str, str] | None = None) -> None:
        """Show an offer, or another question with two answers (``answers``: the texts of the
        yes and the no, instead of Accept and Decline)."""
        self._kind = kind
        self._answers = answers
        self.retranslate()
        self.label.setText(text)
        self.show()

    def withdraw(self) -> None:
        """Hide the bar without answering."""
        self._kind = ""
        self._answers = None
        self.hide()

    def _answer(self, accept: bool) -> None:
        kind = self._kind
        self.withdraw()
        if kind:
            self.answered.emit(kind, accept)
