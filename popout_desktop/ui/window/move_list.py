"""The move list: every move in notation; clicking one, or moving to it with the arrow keys,
Home, End, Page Up or Page Down, asks to review the position after it.

After a game review (:meth:`MoveList.set_marks`) each reviewed move carries its mark's symbol
at the row's right end, in the mark's colour, with a tooltip; the list then picks *moves*: a
row asks for the position before its move (where the review shows what was played and what was
best), and the row of the move under review is the current one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyledItemDelegate, QWidget

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move
from popout_desktop.ui.board.themes import Theme, theme
from popout_desktop.ui.widgets.focus_ring import add_focus_ring

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionViewItem

    from popout_desktop.ui.window.row_mark import RowMark

__all__ = ["MoveList", "RowMark"]

#: The item data role holding a row's :class:`RowMark`.
MARK_ROLE = Qt.ItemDataRole.UserRole + 1


def __getattr__(name: str) -> object:
    """:class:`RowMark` lives in :mod:`popout_desktop.ui.window.row_mark`, loaded by the first
    review's marks, not with the list at every start (issue 33 point 4)."""
    if name == "RowMark":
        from popout_desktop.ui.window.row_mark import RowMark

        return RowMark
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _MarkDelegate(QStyledItemDelegate):
    """Paints a row as usual, then its mark's symbol at the right end, in the mark's colour
    (the selection's text colour on a selected row, where the mark's may not read)."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        super().paint(painter, option, index)
        from popout_desktop.ui.window.row_mark import RowMark  # this delegate comes with marks

        mark = index.data(MARK_ROLE)
        if not isinstance(mark, RowMark) or not mark.symbol:
            return
        from PySide6.QtWidgets import QStyle  # see MoveList._mark_delegate

        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette: QPalette = option.palette
        colour = palette.color(QPalette.ColorRole.HighlightedText) if selected else mark.colour
        rect: QRect = option.rect.adjusted(0, 0, -8, 0)
        painter.save()
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(
            rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, mark.symbol
        )
        painter.restore()


#: The keys that move the current row, and with it the position reviewed.
NAVIGATION_KEYS = frozenset(
    {
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
    }
)


class MoveList(QListWidget):
    """One row per position: the start, then the position after each move.

    ``review_requested(int)`` carries the number of moves of the position the user picked
    (0 for the start), by a click, Enter, or a key that moves the current row (once each; not
    for the position already shown). Rows of moves taken back (redo is possible) are shown
    greyed; the keys stop at the last move played.
    """

    review_requested = Signal(int)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._theme = theme("classic")
        self._shown_ply: int | None = None
        #: What each row shows: its text, and whether it is greyed (a move to redo).
        self._rows: list[tuple[str, bool]] = []
        #: The review's marks by move index (None: no review, rows pick positions).
        self._marks: dict[int, RowMark] | None = None
        #: Paints the marks; set with the first marks. Until then the list's own delegate (a
        #: QStyledItemDelegate too) paints the rows without Python: the first frame's list makes
        #: no Python type for the style option and the style (issue 33 point 4).
        self._mark_delegate: _MarkDelegate | None = None
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(True)  # one height for all: long games lay out at once
        self.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.itemActivated.connect(self._on_item)
        self.itemClicked.connect(self._on_item)
        model.history_changed.connect(self.refresh)
        model.position_reset.connect(self.refresh)
        self.setAccessibleName(self.tr("Moves"))
        #: The frame that shows the list has the keyboard focus (the style draws none).
        self.focus_ring = add_focus_ring(self)
        self.refresh()

    def set_theme(self, style: Theme) -> None:
        """Use ``style``'s colour names."""
        self._theme = style
        self.refresh()

    def set_shown_ply(self, ply: int | None) -> None:
        """Mark the row of the position being reviewed (None: the current position)."""
        self._shown_ply = ply
        self.refresh()

    def set_marks(self, marks: dict[int, RowMark] | None) -> None:
        """Show a review's marks, by move index (0 = the first move); None: no review (the
        rows pick positions again, see the module)."""
        self._marks = None if marks is None else dict(marks)
        if marks is not None and self._mark_delegate is None:
            self._mark_delegate = _MarkDelegate(self)
            self.setItemDelegate(self._mark_delegate)
        self._rows = []  # every row again
        self.refresh()

    def set_mark(self, move: int, mark: RowMark) -> None:
        """Show one more move's mark (its index); only its row is touched."""
        if self._marks is None:
            self.set_marks({move: mark})
            return
        self._marks[move] = mark
        row = move + 1
        if row < len(self._rows) and row < self.count():
            self._rows[row] = ("", False)  # that row again
            self.refresh()

    @property
    def picks_moves(self) -> bool:
        """True while a review's marks are shown: a row asks for the position before its
        move."""
        return self._marks is not None

    def row_marks(self) -> list[str]:
        """The mark symbol of every row ("" for none; for tests and accessibility)."""
        from popout_desktop.ui.window.row_mark import RowMark

        symbols = []
        for i in range(self.count()):
            mark = self.item(i).data(MARK_ROLE)
            symbols.append(mark.symbol if isinstance(mark, RowMark) else "")
        return symbols

    def row_texts(self) -> list[str]:
        """The text of every row (for tests and accessibility)."""
        return [self.item(i).text() for i in range(self.count())]

    @Slot()
    def refresh(self, *_: object) -> None:
        """Bring the rows up to date with the model's game and redo stack.

        Only the rows that changed are touched (after a move, the last one or two), so a long
        game (up to 10,000 moves) stays quick to play and to open."""
        game = self._model.game
        moves = game.moves
        everything = moves + self._model.redo_moves
        template = self.tr("%1. %2 %3")
        colours = {player: self._theme.colour_name(player) for player in (1, 2)}
        movers = self._movers(everything)
        rows = [(self.tr("Start"), False)]
        rows.extend(
            (
                template.replace("%1", str(index + 1))
                .replace("%2", colours[movers[index]])
                .replace("%3", str(move)),
                index >= len(moves),
            )
            for index, move in enumerate(everything)
        )
        self.blockSignals(True)
        self.setUpdatesEnabled(False)
        while self.count() > len(rows):
            self.takeItem(self.count() - 1)
        taken_back = self.tr("Taken back: Redo plays it again")
        for row, (text, greyed) in enumerate(rows):
            if row < len(self._rows) and row < self.count() and self._rows[row] == (text, greyed):
                continue
            item = self.item(row) if row < self.count() else None
            if item is None:
                item = QListWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, row)
                self.addItem(item)
            item.setText(text)
            mark = None if self._marks is None or row == 0 else self._marks.get(row - 1)
            item.setData(MARK_ROLE, mark)
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                None if mark is None else f"{text}, {mark.words}",
            )
            if greyed:
                item.setForeground(self.palette().placeholderText())
                item.setToolTip(taken_back)
            else:
                item.setData(Qt.ItemDataRole.ForegroundRole, None)
                item.setToolTip("" if mark is None else mark.tip)
        self._rows = rows
        current = self._row_of(len(moves) if self._shown_ply is None else self._shown_ply)
        self.setCurrentRow(min(current, self.count() - 1))
        self.setUpdatesEnabled(True)
        self.blockSignals(False)
        self.scrollToItem(self.currentItem())

    def _movers(self, moves: list[Move]) -> list[int]:
        """Who played each move: turns alternate in the six-field rules, but not in Pop 10 (a
        kept disc, a pass) or Power Up (follow-up steps), so those games are replayed."""
        rules = self._model.rules
        if not rules.is_variant:
            return [1 + index % 2 for index in range(len(moves))]
        game = Game(rules)
        movers = []
        for move in moves:
            movers.append(game.turn)
            if game.why_illegal(move) is None:
                game.play(move)
        return movers

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The list's own navigation, then a review of the row it reached (a move taken back
        cannot be reviewed: the last move played is as far as the keys go)."""
        super().keyPressEvent(event)
        if event.key() not in NAVIGATION_KEYS or self.currentRow() < 0:
            return
        last = self._model.game.ply
        if self.currentRow() > last:
            self.setCurrentRow(last)
        if self.picks_moves and self.currentRow() == 0 and last > 0:
            self.setCurrentRow(1)  # the start is no move: the first move stands for it
        self._request(self._ply_of(self.currentRow()))

    def _row_of(self, ply: int) -> int:
        """The row standing for the position after ``ply`` moves: its own, or, while the list
        picks moves, the row of the move played from it (the live position: the last row)."""
        if self.picks_moves and ply < self._model.game.ply:
            return ply + 1
        return ply

    def _ply_of(self, row: int) -> int:
        """The position a row asks for (see :meth:`_row_of`)."""
        return max(0, row - 1) if self.picks_moves else row

    def _shown(self) -> int:
        """The ply of the position shown now (the game's own when not reviewing)."""
        return self._model.game.ply if self._shown_ply is None else self._shown_ply

    def _request(self, ply: int) -> None:
        if ply <= self._model.game.ply and ply != self._shown():
            self.review_requested.emit(ply)

    @Slot(QListWidgetItem)
    def _on_item(self, item: QListWidgetItem) -> None:
        # a click can be an activation too (single-click styles): the second finds it shown
        self._request(self._ply_of(int(item.data(Qt.ItemDataRole.UserRole))))
