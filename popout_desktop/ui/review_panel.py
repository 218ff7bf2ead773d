"""The game review's panel under the review board: the graph, each player's summary, the
progress of a review running, and its buttons.

Only widgets and their texts: :class:`~popout_desktop.ui.game_review.GameReview` fills them and
reacts to the buttons (``previous_button``, ``next_button``, ``export_button``,
``cancel_button``, ``resume_button``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.ui.eval_graph import EvalGraph
from popout_desktop.ui.themes import Theme, ink_on

__all__ = ["ReviewPanel"]


class ReviewPanel(QFrame):
    """The review's panel (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        #: The evaluation graph.
        self.graph = EvalGraph(self)
        layout.addWidget(self.graph, 1)
        #: One line per player: "Red: 14 best, 3 good, ... — accuracy 89%".
        self.summary_labels = (QLabel(self), QLabel(self))
        for label in self.summary_labels:
            label.setTextFormat(Qt.TextFormat.PlainText)  # names come from files and peers
            label.setWordWrap(True)
            layout.addWidget(label)
        #: What the symbols mean, with how the marks are decided as its tooltip.
        self.legend_label = QLabel(self)
        self.legend_label.setTextFormat(Qt.TextFormat.PlainText)
        self.legend_label.setWordWrap(True)
        layout.addWidget(self.legend_label)
        row = QHBoxLayout()
        #: What the review is doing ("Reviewing move 12 of 40…", "Review complete.").
        self.status_label = QLabel(self)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)
        #: The review's progress, while it runs.
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(True)
        self.progress.setMaximumWidth(220)
        self.cancel_button = QPushButton(self)
        self.resume_button = QPushButton(self)
        self.previous_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.export_button = QPushButton(self)
        row.addWidget(self.status_label, 1)
        row.addWidget(self.progress)
        for button in (
            self.cancel_button,
            self.resume_button,
            self.previous_button,
            self.next_button,
            self.export_button,
        ):
            row.addWidget(button)
        layout.addLayout(row)
        self.retranslate()

    def set_theme(self, style: Theme) -> None:
        """The graph in ``style``; the words in its window colours (read at 4.5:1 or more)."""
        self.graph.set_theme(style)
        colours = style.window
        quiet = ink_on(colours.window, colours.secondary)
        self.status_label.setStyleSheet(f"color: {quiet.name()};")
        self.legend_label.setStyleSheet(f"color: {quiet.name()};")

    def retranslate(self) -> None:
        """The buttons' words (again after a language change)."""
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the review; the moves reviewed stay marked"))
        self.resume_button.setText(self.tr("Resume"))
        self.resume_button.setToolTip(self.tr("Review the moves left"))
        self.previous_button.setText(self.tr("◀ Previous Mistake"))
        self.previous_button.setToolTip(
            self.tr("The previous inaccuracy, mistake or blunder (Shift+F3)")
        )
        self.next_button.setText(self.tr("Next Mistake ▶"))
        self.next_button.setToolTip(self.tr("The next inaccuracy, mistake or blunder (F3)"))
        self.export_button.setText(self.tr("Export Graph…"))
        self.export_button.setToolTip(self.tr("Save the graph as a PNG or SVG picture"))
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.legend_label.setText(
            self.tr(
                "★ best   ✓ good   ?! inaccuracy   ? mistake   ?? blunder   ● proved   ○ estimate"
            )
        )
        self.legend_label.setToolTip(
            self.tr(
                "Each move is compared with the engine's best move in the position before it. "
                "A blunder turns a proved win into a draw or a loss, or a proved draw into a "
                "loss. Otherwise the drop on the graph's scale decides: a small one is good, a "
                "larger one an inaccuracy, a large one a mistake; an estimate alone never makes "
                "a blunder. A forced move, or one where the engine's estimates are too shallow "
                "to compare (Pop 10's filling of the board, say), is not marked."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
