"""Puzzle mode's chooser: filters by grade, length, key and table, and the list of puzzles with
the solved ones ticked (:class:`PuzzleChooser`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.puzzles.progress import Progress
from popout_desktop.puzzles.puzzle import Grade, Puzzle
from popout_desktop.rules import Rules
from popout_desktop.ui.puzzles.texts import grade_label, list_text, table_label

__all__ = ["PuzzleChooser"]

translate = QCoreApplication.translate
_ANY = "any"


class PuzzleChooser(QWidget):
    """The filters over the list of ``puzzles``; ``chosen(int)`` gives the index (in the whole
    list) of the puzzle picked."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._puzzles: list[Puzzle] = []
        self._progress = Progress()
        self._current: int | None = None
        self.grade_box = QComboBox(self)
        self.length_box = QComboBox(self)
        self.key_box = QComboBox(self)
        self.table_box = QComboBox(self)
        self.unsolved_box = QCheckBox(self)
        self.list = QListWidget(self)
        self.list.setObjectName("puzzleList")
        # A row longer than the list is wide (in Russian: "Победа на 2-м ходу · Классика 7×6 ·
        # Лёгкая") wraps onto a second line rather than hiding its end past a sideways scroll.
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)  # rows rewrap when it is resized
        self.list.setAlternatingRowColors(True)  # a wrapped row reads as one
        self.count_label = QLabel(self)
        self.count_label.setTextFormat(Qt.TextFormat.PlainText)
        self.count_label.setWordWrap(True)
        self._form = form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(4)]
        for label, box in zip(
            self._labels,
            (self.grade_box, self.length_box, self.key_box, self.table_box),
            strict=True,
        ):
            label.setBuddy(box)
            form.addRow(label, box)
            box.currentIndexChanged.connect(self._refill)
        form.addRow(self.unsolved_box)
        self.unsolved_box.toggled.connect(self._refill)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(form)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.count_label)
        self.list.itemActivated.connect(self._on_item)
        self.list.itemClicked.connect(self._on_item)
        self.retranslate()

    # -- content -----------------------------------------------------------------------------

    def set_puzzles(self, puzzles: Sequence[Puzzle], progress: Progress) -> None:
        """Show ``puzzles`` (the whole set) with ``progress``'s ticks."""
        self._puzzles = list(puzzles)
        self._progress = progress
        self._fill_tables()
        self._refill()

    def set_progress(self, progress: Progress) -> None:
        """The ticks follow ``progress``."""
        self._progress = progress
        self._refill()

    def set_current(self, index: int | None) -> None:
        """Mark the puzzle being solved (an index in the whole list)."""
        self._current = index
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == index:
                self.list.setCurrentItem(item)
                self.list.scrollToItem(item)
                return
        self.list.clearSelection()

    def shown(self) -> list[int]:
        """The indexes of the puzzles the filters let through, in order."""
        grade = self.grade_box.currentData()
        length = self.length_box.currentData()
        key = self.key_box.currentData()
        table = self.table_box.currentData()
        unsolved = self.unsolved_box.isChecked()
        found = []
        for index, puzzle in enumerate(self._puzzles):
            if grade not in (None, _ANY) and puzzle.grade != grade:
                continue
            if length not in (None, _ANY) and puzzle.length != length:
                continue
            if key == "pop" and not puzzle.key_is_pop:
                continue
            if key == "drop" and puzzle.key_is_pop:
                continue
            if isinstance(table, Rules) and puzzle.rules != table:
                continue
            if unsolved and self._progress.is_solved(puzzle.id):
                continue
            found.append(index)
        return found

    def next_after(self, index: int | None) -> int | None:
        """The next puzzle the filters show after ``index`` that is not solved yet (else the
        next one shown at all), wrapping round; None if none is shown."""
        shown = self.shown()
        if not shown:
            return None
        start = 0 if index is None else next((i for i, s in enumerate(shown) if s > index), 0)
        order = shown[start:] + shown[:start]
        if index in order and len(order) > 1:
            order.remove(index)
            order.append(index)
        for candidate in order:
            if not self._progress.is_solved(self._puzzles[candidate].id):
                return candidate
        return order[0]

    @Slot()
    def _refill(self, *_: object) -> None:
        shown = self.shown()
        self.list.clear()
        for index in shown:
            puzzle = self._puzzles[index]
            item = QListWidgetItem(
                list_text(index + 1, puzzle, self._progress.is_solved(puzzle.id))
            )
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        solved = sum(1 for p in self._puzzles if self._progress.is_solved(p.id))
        self.count_label.setText(
            translate("PuzzleMode", "%1 shown of %2 puzzles; %3 solved.")
            .replace("%1", str(len(shown)))
            .replace("%2", str(len(self._puzzles)))
            .replace("%3", str(solved))
        )
        self.set_current(self._current)

    @Slot(QListWidgetItem)
    def _on_item(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int) and index != self._current:
            self.chosen.emit(index)

    # -- texts -------------------------------------------------------------------------------

    def _fill_tables(self) -> None:
        box = self.table_box
        chosen = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(translate("PuzzleMode", "All tables"), _ANY)
        tables: list[Rules] = []
        for puzzle in self._puzzles:
            if puzzle.rules not in tables:
                tables.append(puzzle.rules)
        for rules in tables:
            box.addItem(table_label(rules), rules)
        found = box.findData(chosen)
        box.setCurrentIndex(max(0, found))
        box.blockSignals(False)

    def _fill(self, box: QComboBox, entries: Sequence[tuple[str, object]]) -> None:
        chosen = box.currentIndex()
        box.blockSignals(True)
        box.clear()
        for text, data in entries:
            box.addItem(text, data)
        box.setCurrentIndex(max(0, chosen))
        box.blockSignals(False)

    def retranslate(self) -> None:
        """Every text in the language in force."""
        texts = (
            translate("PuzzleMode", "&Grade:"),
            translate("PuzzleMode", "&Length:"),
            translate("PuzzleMode", "&Key move:"),
            translate("PuzzleMode", "&Table:"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self._fill(
            self.grade_box,
            [(translate("PuzzleMode", "All grades"), _ANY)]
            + [(grade_label(grade), grade) for grade in Grade],
        )
        self._fill(
            self.length_box,
            [(translate("PuzzleMode", "Any length"), _ANY)]
            + [
                (translate("PuzzleMode", "Win in %1").replace("%1", str(n)), n) for n in range(2, 6)
            ],
        )
        self._fill(
            self.key_box,
            [
                (translate("PuzzleMode", "Drop or pop"), _ANY),
                (translate("PuzzleMode", "A pop"), "pop"),
                (translate("PuzzleMode", "A drop"), "drop"),
            ],
        )
        self._fill_tables()
        self.unsolved_box.setText(translate("PuzzleMode", "&Unsolved only"))
        self.list.setAccessibleName(translate("PuzzleMode", "Puzzles"))
        self._refill()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
