"""The board's cells as a real table for assistive technology: an invisible ``QTableView``.

PySide6 cannot give a Python accessible interface the Table interface (it has no
``QAccessibleTableInterface`` and ``interface_cast`` cannot be overridden), so the board's cells
are a :class:`CellTable`: a ``QTableView`` over the board's grid, for which Qt's own accessible
table (``QAccessibleTable``, ``QAccessibleTableCell``) answers AT-SPI's Table and TableCell
queries (the row and column counts, the cell at a row and column, the headers). It draws nothing,
takes no mouse event (the board keeps all its mouse behaviour), is the board's focus proxy and
passes every key on to the board unchanged (its own navigation does nothing); its current cell
is the focused cell the board's accessibility decides (see
:mod:`popout_desktop.ui.board.accessible`).

:class:`BoardCells` is its model: one row per board row, the top one first, one column per board
column; a cell's text is its accessible name (:func:`~popout_desktop.ui.board.accessible.cell_text`:
"Column 4, row 2: Red"), the headers say "Column 4" and "Row 2", and a cell's description is
empty but while a sentence is said on it (:func:`~popout_desktop.ui.board.accessible.say`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget
from shiboken6 import isValid

from popout_desktop.rules import Game
from popout_desktop.rules.frozen import Frozen
from popout_desktop.ui.board.accessible import cell_text, wording

if TYPE_CHECKING:
    from popout_desktop.ui.board.view import BoardView

__all__ = ["BoardCells", "CellTable", "Contents"]

_NAME_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole)

AnyIndex = QModelIndex | QPersistentModelIndex


class Contents(Frozen):
    """What the cells hold, as their names say it (see :meth:`BoardCells.contents`). Two are
    told apart cell by cell (:meth:`differences`), never compared whole nor hashed, never
    changed (``Final``: mypy refuses a write).

    A plain class with ``__slots__``, not a dataclass: a dataclass's methods are written out
    and compiled when its class is made, at every start, and this module loads before the
    first frame (issue 33 point 4)."""

    __slots__ = ("one", "powers", "two", "winning")

    one: Final[int]  # player 1's discs, a bitboard (the layout of Game.bitboards)
    two: Final[int]
    powers: Final[dict[tuple[int, int], str]]  # the power checkers on the board, by cell
    winning: Final[frozenset[tuple[int, int]]]

    def __init__(
        self,
        one: int,
        two: int,
        powers: dict[tuple[int, int], str],
        winning: frozenset[tuple[int, int]],
    ) -> None:
        self.one = one
        self.two = two
        self.powers = powers
        self.winning = winning

    def differences(self, before: Contents, stride: int) -> set[tuple[int, int]]:
        """The ``(column, row)`` cells whose content differs from ``before``'s (``stride``:
        bits per column)."""
        places = set(self.winning ^ before.winning)
        bits = (self.one ^ before.one) | (self.two ^ before.two)
        while bits:
            lowest = bits & -bits
            places.add(divmod(lowest.bit_length() - 1, stride))
            bits ^= lowest
        for place in self.powers.keys() | before.powers.keys():
            if self.powers.get(place) != before.powers.get(place):
                places.add(place)
        return places


class BoardCells(QAbstractTableModel):
    """The board's cells by row (the top row first) and column, named from the game."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self._view = view
        self._size = self.board_size()
        #: The cell last made the focused one (see ``accessible.cursor_moved``): a move that
        #: fills it leaves the focus there. ``(column, row)``, row 0 the bottom.
        self.focused_cell: tuple[int, int] | None = None
        #: The focused cell's description while ``accessible.say`` reports it ("" otherwise).
        self.live_text = ""
        #: The cells' names last reported (see ``accessible.cells_changed``).
        self.reported: dict[tuple[int, int], str] = {}
        #: What they were made of: each cell's content, and the words in force.
        self._reported_contents = Contents(0, 0, {}, frozenset())
        self._reported_wording: tuple[str, ...] = ()
        self.report_all()

    def board_size(self) -> tuple[int, int]:
        """The game's ``(columns, rows)``."""
        rules = self._view.model.rules
        return rules.width, rules.rows

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._size[1]

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._size[0]

    def place(self, index: AnyIndex) -> tuple[int, int]:
        """The ``(column, row)`` of ``index`` (row 0 is the bottom)."""
        return index.column(), self._size[1] - 1 - index.row()

    def index_of(self, column: int, row: int) -> QModelIndex:
        """The model index of ``(column, row)`` (row 0 is the bottom)."""
        return self.index(self._size[1] - 1 - row, column)

    def names(self) -> dict[tuple[int, int], str]:
        """Every cell's name by ``(column, row)``."""
        width, rows = self._size
        winning = self._view.model.game.winning_cells()
        return {
            (column, row): cell_text(self._view, column, row, winning)
            for row in range(rows)
            for column in range(width)
        }

    def contents(self) -> Contents:
        """What every cell's name says but the words: both players' discs (the game's
        bitboards), the power checkers on the board (Power Up) and the winning cells."""
        game = self._view.model.game
        one, two = game.bitboards()
        powers: dict[tuple[int, int], str] = {}
        if type(game).piece is not Game.piece:  # pieces other than discs
            for column in range(self._size[0]):
                for row in range(game.height(column)):
                    piece = game.piece(column, row)
                    if piece not in ("", "disc"):
                        powers[(column, row)] = piece
        return Contents(one, two, powers, frozenset(game.winning_cells()))

    def report_all(self) -> None:
        """Take every cell's name as reported now."""
        self.reported = self.names()
        self._reported_contents = self.contents()
        self._reported_wording = wording(self._view)

    def report_changes(self) -> list[tuple[int, int]]:
        """The cells whose names changed since last reported, now taken as reported. Only the
        cells whose content changed are named again (a move changes a few), unless the words
        changed (another language, another theme): then every one."""
        words = wording(self._view)
        contents = self.contents()
        if words != self._reported_wording:
            names = self.names()
        else:
            names = dict(self.reported)
            width, rows = self._size
            for column, row in contents.differences(self._reported_contents, rows + 1):
                if column < width and row < rows:
                    names[(column, row)] = cell_text(self._view, column, row, contents.winning)
        changed = [place for place, name in names.items() if self.reported.get(place) != name]
        self.reported = names
        self._reported_contents = contents
        self._reported_wording = words
        return changed

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if not index.isValid():
            return None
        if role in _NAME_ROLES:
            return cell_text(self._view, *self.place(index))
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            live = self.live_text and self.focused() == self.place(index)
            return self.live_text if live else ""
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if role not in _NAME_ROLES:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.tr("Column %1").replace("%1", str(section + 1))
        return self.tr("Row %1").replace("%1", str(self._size[1] - section))

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags

    def follow_size(self) -> bool:
        """Take the game's board size (a reset of the model when it changed); True if it did."""
        size = self.board_size()
        if size == self._size:
            return False
        self.beginResetModel()
        self._size = size
        self.focused_cell = None
        self.endResetModel()
        return True

    def focused(self) -> tuple[int, int]:
        """The focused cell: the one last made so (a move that filled it left it there), else
        the keyboard cursor's."""
        width, rows = self._size
        cell = self.focused_cell
        if cell is not None and cell[0] < width and cell[1] < rows:
            return cell
        return self.cursor_cell()

    def cursor_cell(self) -> tuple[int, int]:
        """The keyboard cursor's cell: its column's lowest empty cell (the top one if full)."""
        column = min(self._view.board_input.cursor, self._size[0] - 1)
        game = self._view.model.game
        rows = self._size[1]
        for row in range(rows):
            if not game.cell(column, row):
                return column, row
        return column, rows - 1


class CellTable(QTableView):
    """An invisible table over the board's grid, for assistive technology (see the module)."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self._view = view
        self.setObjectName("boardCells")
        self.cells = BoardCells(view)
        self.setModel(self.cells)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.hide()
            header.setMinimumSectionSize(1)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setShowGrid(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setAutoScroll(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A viewport of our own, the plain QWidget Qt would make. Asking for Qt's with
        # viewport() would be the start's first wrap of a widget that Qt made, for which PySide
        # loads dozens of QtWidgets' classes with their enums: some 70 Python enum types,
        # 15-25 ms before the first frame (issue 33 point 4).
        viewport = QWidget()
        self.setViewport(viewport)
        for widget in (self, viewport):
            widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            widget.setAutoFillBackground(False)
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)
        self.setAccessibleName(view.accessibleName())
        self.setCurrentIndex(self.cells.index_of(*self.cells.focused()))

    def follow_layout(self) -> None:
        """Lie over the board's grid, one section per cell (where a screen reader's rectangle
        for a cell is)."""
        layout = self._view.board_layout
        width, rows = self.cells.board_size()
        side = layout.cell
        top_left = layout.centre(0, rows - 1)
        bottom_right = layout.centre(width - 1, 0)
        self.setGeometry(
            QRect(
                round(top_left.x() - side / 2),
                round(top_left.y() - side / 2),
                max(1, round(bottom_right.x() - top_left.x() + side)),
                max(1, round(bottom_right.y() - top_left.y() + side)),
            )
        )

    def table_index(self, column: int, row: int) -> int:
        """The accessible child index of cell ``(column, row)`` in Qt's accessible table (its
        header row and column come first, hidden or not), as Qt's own events number it."""
        index = self.cells.index_of(column, row)
        columns = self.cells.columnCount() + 1
        return (index.row() + 1) * columns + index.column() + 1

    # -- nothing drawn, no navigation of its own -------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the board paints the cells."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Every key goes on to the board (Qt passes an ignored key event to the parent): the
        board's keys work as they did before it had a focus proxy; the table's own navigation
        does nothing."""
        event.ignore()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        """On to the board, as every key press (see :meth:`keyPressEvent`)."""
        event.ignore()

    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:  # type: ignore[override]
        """The item view's bookkeeping, without ``QTableView``'s report of the new current
        cell: the board's accessibility reports its focused cell itself, once."""
        QAbstractItemView.currentChanged(self, current, previous)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the board's keyboard cursor."""
        super().focusInEvent(event)
        self._repaint_board()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the board's keyboard cursor (not while the board is being destroyed: the table
        loses the focus then too)."""
        super().focusOutEvent(event)
        self._repaint_board()

    def _repaint_board(self) -> None:
        if isValid(self._view):
            self._view.update()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Backtab move the focus out of the board, never within the table."""
        return QWidget.focusNextPrevChild(self, next)
