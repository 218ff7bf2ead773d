"""The game review's panel under the review board: the graph, each player's summary, the
progress of a review running, and its buttons.

Its content scrolls when the window leaves it less room than it needs (a small screen, a large
desktop text), rather than squeezing its lines over one another.

Only widgets and their texts: :class:`~popout_desktop.ui.review.game_review.GameReview` fills them
and
reacts to the buttons (``previous_button``, ``next_button``, ``export_button``,
``cancel_button``, ``resume_button``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.ui.board.themes import Theme, ink_on
from popout_desktop.ui.review.eval_graph import EvalGraph

__all__ = ["ReviewPanel"]


class ReviewPanel(QFrame):
    """The review's panel (see the module). ``content_changed()``: its content asks for
    another height (a text, a row or a widget shown changed)."""

    content_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        #: The content, in a scroll area that shows its bars only when it is short of room.
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self._content = content = QWidget(self.scroll_area)
        self._content_layout = layout = QVBoxLayout(content)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(4)
        #: The evaluation graph.
        self.graph = EvalGraph(content)
        layout.addWidget(self.graph, 1)
        #: One line per player: "Red: 14 best, 3 good, ... — accuracy 89%".
        self.summary_labels = (QLabel(content), QLabel(content))
        for label in self.summary_labels:
            label.setTextFormat(Qt.TextFormat.PlainText)  # names come from files and peers
            label.setWordWrap(True)
            layout.addWidget(label)
        #: What the symbols mean, with how the marks are decided as its tooltip.
        self.legend_label = QLabel(content)
        self.legend_label.setTextFormat(Qt.TextFormat.PlainText)
        self.legend_label.setWordWrap(True)
        layout.addWidget(self.legend_label)
        row = QHBoxLayout()
        #: What the review is doing ("Reviewing move 12 of 40…", "Review complete.").
        self.status_label = QLabel(content)
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)
        #: The review's progress, while it runs.
        self.progress = QProgressBar(content)
        self.progress.setTextVisible(True)
        self.progress.setMaximumWidth(220)
        self.cancel_button = QPushButton(content)
        self.resume_button = QPushButton(content)
        self.previous_button = QPushButton(content)
        self.next_button = QPushButton(content)
        self.export_button = QPushButton(content)
        self._buttons = (
            self.cancel_button,
            self.resume_button,
            self.previous_button,
            self.next_button,
            self.export_button,
        )
        # The status and the progress lead the buttons' row where it has room for them all,
        # else they take a line of their own above it (see _arrange).
        self._status_row = QHBoxLayout()
        self._row = row
        row.addStretch(0)  # takes the room the status leaves, when on its own line
        layout.addLayout(self._status_row)
        row.addWidget(self.status_label, 1)
        row.addWidget(self.progress)
        for button in self._buttons:
            row.addWidget(button)
        layout.addLayout(row)
        self._one_row = True
        content.installEventFilter(self)
        self.scroll_area.setWidget(content)
        outer.addWidget(self.scroll_area)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The content resized, or a text or a widget shown changed: arrange the rows."""
        if watched is self._content and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.LayoutRequest,
        ):
            self._arrange()
            if event.type() == QEvent.Type.LayoutRequest:
                self.content_changed.emit()
        return super().eventFilter(watched, event)

    def status_in_buttons_row(self) -> bool:
        """True if the status and the progress lead the buttons' row (there is room)."""
        return self._one_row

    def heights(self, width: int) -> tuple[int, int]:
        """The panel's heights at ``width`` pixels wide that show all of its content without
        scrolling: with the graph at its compact height (:meth:`EvalGraph.compact_height`) and
        with the graph at its natural height, its rows as they are arranged now (when they
        change, ``content_changed`` asks again). The review's page gives the panel room
        between the two, so the board is not squeezed for a taller graph."""
        frame = 2 * self.frameWidth()
        margins = self.contentsMargins()
        inner = max(1, width - frame - margins.left() - margins.right())
        full = self._content.heightForWidth(inner)
        if full < 0:
            full = self._content.sizeHint().height()
        graph = self.graph
        natural = graph.natural_height()
        full += frame + margins.top() + margins.bottom() + natural - graph.sizeHint().height()
        spare = max(0, natural - graph.compact_height())
        return full - spare, full

    def fit(self, width: int, height: int) -> None:
        """The graph no taller than lets all of the content show in ``width`` x ``height``
        pixels (never under its least height: the content scrolls then)."""
        _compact, full = self.heights(width)
        self.graph.set_height_cap(self.graph.natural_height() - max(0, full - height))

    def _arrange(self) -> None:
        """The status and the progress in the buttons' row where all of it fits the width,
        else on a line of their own."""
        row = self._row
        shown = [w for w in (self.progress, *self._buttons) if not w.isHidden()]
        needed = sum(w.sizeHint().width() for w in shown) + row.spacing() * len(shown)
        needed += self.status_label.fontMetrics().horizontalAdvance(self.status_label.text())
        margins = self._content_layout.contentsMargins()
        one_row = needed <= self._content.width() - margins.left() - margins.right()
        if one_row == self._one_row:
            return
        self._one_row = one_row
        for widget in (self.status_label, self.progress):
            (self._status_row if one_row else row).removeWidget(widget)
        target = row if one_row else self._status_row
        target.insertWidget(0, self.status_label, 1)
        target.insertWidget(1, self.progress)
        self._content_layout.invalidate()  # heightForWidth asked next sees the new rows

    def sizeHint(self) -> QSize:
        """The content's own size: all of it, without scrolling."""
        frame = self.frameWidth()
        return self._content.sizeHint().grownBy(self.contentsMargins()) + QSize(
            2 * frame, 2 * frame
        )

    def minimumSizeHint(self) -> QSize:
        """Three lines: the rest scrolls."""
        least = self._content.minimumSizeHint()
        line = self.fontMetrics().height()
        frame = 2 * self.frameWidth()
        return QSize(min(least.width(), 24 * line), min(least.height(), 3 * line) + frame)

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
