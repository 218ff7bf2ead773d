"""The position editor's board: a still board, drawn like the game's, on which discs are placed.

:class:`SetupBoard` paints the board with the game's own pieces (the theme's discs and face, see
:mod:`popout_desktop.ui.board.discs`), numbers its columns as the game does and its rows from the
bottom (the words of the check line: "column 3, row 4"), and marks the cells a problem is about.
It changes nothing itself: a click, a right click or a key becomes ``cell_requested(column, row,
player)`` (0 for empty) and the owner decides; the digits and letters that choose the disc to
place become ``brush_requested(player)``.

The keys: the arrows move a cell cursor (over the playable columns: 5-in-a-Row's side columns
are drawn but never edited), Space or Enter put the chosen disc there, 1 / R choose Red, 2 / Y
Yellow, 0 / Delete / Backspace Empty.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from popout_desktop.rules import Rules
from popout_desktop.ui.board.discs import DiscPainter, render_face
from popout_desktop.ui.board.layout import BoardLayout, column_label, fit_pixel_size
from popout_desktop.ui.board.painting import column_label_font
from popout_desktop.ui.board.themes import DEFAULT_THEME, Theme, ink_on, label_ink, theme
from popout_desktop.ui.desktop_settings import text_pixel_size, text_scale

__all__ = ["SetupBoard", "cell_name", "empty_cells"]

#: The strip left of the board where the rows are numbered, in pixels.
_GUTTER = 26.0

Cells = tuple[tuple[int, ...], ...]

_BRUSH_KEYS: dict[int, int] = {
    Qt.Key.Key_1: 1,
    Qt.Key.Key_R: 1,
    Qt.Key.Key_2: 2,
    Qt.Key.Key_Y: 2,
    Qt.Key.Key_0: 0,
    Qt.Key.Key_Delete: 0,
    Qt.Key.Key_Backspace: 0,
}


def empty_cells(rules: Rules) -> Cells:
    """An empty grid for ``rules``: ``cells[column][row]`` over the full width."""
    return tuple((0,) * rules.rows for _ in range(rules.width))


def cell_name(rules: Rules, column: int, row: int) -> str:
    """A cell in the player's words: "column 3, row 4" (the column's number as the game shows
    it, the rows counted from 1 at the bottom); a side column of 5-in-a-Row is "the left side
    column" or "the right side column"."""
    label = column_label(rules, column)
    if label is None:
        side = (
            QCoreApplication.translate("SetupBoard", "the left side column, row %1")
            if column == 0
            else QCoreApplication.translate("SetupBoard", "the right side column, row %1")
        )
        return side.replace("%1", str(row + 1))
    return (
        QCoreApplication.translate("SetupBoard", "column %1, row %2")
        .replace("%1", label)
        .replace("%2", str(row + 1))
    )


class SetupBoard(QWidget):
    """A still board showing ``cells`` (set with :meth:`set_position`), edited through its
    signals: ``cell_requested(column, row, player)`` asks for a cell to hold ``player`` (0:
    empty), ``brush_requested(player)`` for the disc to place to change."""

    cell_requested = Signal(int, int, int)
    brush_requested = Signal(int)

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules = rules
        self._cells: Cells = empty_cells(rules)
        self._turn = 1
        self._marked: frozenset[tuple[int, int]] = frozenset()
        self._brush = 1
        self._theme: Theme = theme(DEFAULT_THEME)
        self._discs = DiscPainter()
        self._face: tuple[QPointF, QPixmap] | None = None
        self._hover: tuple[int, int] | None = None
        self._editable = True
        self.cell_cursor = (rules.first_column, 0)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._describe()

    # -- state -------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The table the board is drawn for."""
        return self._rules

    @property
    def cells(self) -> Cells:
        """The cells shown, ``cells[column][row]``."""
        return self._cells

    @property
    def marked(self) -> frozenset[tuple[int, int]]:
        """The cells marked as what a problem is about."""
        return self._marked

    @property
    def theme(self) -> Theme:
        """The theme the board is painted in."""
        return self._theme

    def set_position(self, rules: Rules, cells: Cells, turn: int) -> None:
        """Show ``cells`` of a board of ``rules``, ``turn`` to move (the bar along the top)."""
        if rules != self._rules:
            self._rules = rules
            self._face = None
            column, row = self.cell_cursor
            self.cell_cursor = (
                min(max(column, rules.first_column), rules.first_column + rules.columns - 1),
                min(row, rules.rows - 1),
            )
        self._cells = cells
        self._turn = turn
        self._describe()
        self.update()

    def set_marked(self, cells: tuple[tuple[int, int], ...] | frozenset[tuple[int, int]]) -> None:
        """Mark ``cells`` (what the check line speaks of); empty to mark none."""
        self._marked = frozenset(cells)
        self.update()

    def set_brush(self, player: int) -> None:
        """The disc a click or Space places (0: the click empties the cell)."""
        self._brush = player
        self.update()

    def set_editable(self, editable: bool) -> None:
        """Take clicks and keys (True), or only show the position."""
        self._editable = editable
        self._hover = None
        self.update()

    def set_theme(self, key: str) -> None:
        """Paint in the theme ``key``."""
        self._theme = theme(key)
        self._discs.clear()
        self._face = None
        self.update()

    def editable_cell(self, column: int, row: int) -> bool:
        """True for a cell of a playable column (5-in-a-Row's side columns are fixed)."""
        rules = self._rules
        return (
            0 <= column < rules.width and 0 <= row < rules.rows and not rules.is_side_column(column)
        )

    # -- geometry ----------------------------------------------------------------------------

    def layout_now(self) -> BoardLayout:
        """The board's geometry for the widget's size (the row numbers' strip left aside)."""
        rules = self._rules
        return BoardLayout(
            rules.width,
            rules.rows,
            max(1.0, self.width() - 2 * self.gutter()),
            self.height(),
            text_scale=text_scale(self.font()),
            text_pixels=text_pixel_size(self.font()),
        )

    def gutter(self) -> float:
        """The width of the rows' numbers' strip (wider with a larger desktop font)."""
        return _GUTTER * text_scale(self.font())

    def cell_centre(self, column: int, row: int) -> QPointF:
        """The centre of a cell, in widget coordinates."""
        return self.layout_now().centre(column, row) + QPointF(self.gutter(), 0)

    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        """The cell under a widget point, or None."""
        layout = self.layout_now()
        x = point.x() - self.gutter()
        column = round(layout.column_of(x))
        row = round(layout.row_of(point.y()))
        if not (0 <= column < self._rules.width and 0 <= row < self._rules.rows):
            return None
        centre = layout.centre(column, row)
        if abs(centre.x() - x) > layout.cell / 2 or abs(centre.y() - point.y()) > layout.cell / 2:
            return None
        return column, row

    def sizeHint(self) -> QSize:
        """Room for a board of comfortable cells."""
        return QSize(640, 520)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The face is drawn to the board's size: draw it again."""
        self._face = None
        super().resizeEvent(event)

    # -- input -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Left click: put the chosen disc in the cell; right click: empty it."""
        cell = self.cell_at(event.position())
        if not self._editable or cell is None or not self.editable_cell(*cell):
            super().mousePressEvent(event)
            return
        button = event.button()
        if button == Qt.MouseButton.LeftButton:
            self.cell_cursor = cell
            self.cell_requested.emit(cell[0], cell[1], self._brush)
        elif button == Qt.MouseButton.RightButton:
            self.cell_cursor = cell
            self.cell_requested.emit(cell[0], cell[1], 0)
        else:
            super().mousePressEvent(event)
            return
        self._describe()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """The cell under the pointer shows the disc a click would put there."""
        cell = self.cell_at(event.position())
        hover = cell if self._editable and cell is not None and self.editable_cell(*cell) else None
        if hover != self._hover:
            self._hover = hover
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """No cell is hovered any more."""
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def event(self, event: QEvent) -> bool:
        """Tooltips: the cell's name; a side column says it is fixed."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.cell_at(QPointF(event.pos()))
            if cell is None:
                QToolTip.hideText()
                event.ignore()
                return True
            text = cell_name(self._rules, *cell)
            if not self.editable_cell(*cell):
                text = QCoreApplication.translate(
                    "SetupBoard", "%1: the side columns of 5-in-a-Row are fixed"
                ).replace("%1", text)
            QToolTip.showText(event.globalPos(), text, self)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move the cell cursor; Space or Enter place; 1/2/0, R/Y/Delete choose."""
        key = event.key()
        if not self._editable or event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            super().keyPressEvent(event)
            return
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 1),
            Qt.Key.Key_Down: (0, -1),
        }
        if key in moves:
            dx, dy = moves[Qt.Key(key)]
            self._move_cursor(dx, dy)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.cell_requested.emit(self.cell_cursor[0], self.cell_cursor[1], self._brush)
        elif key in _BRUSH_KEYS:
            self.brush_requested.emit(_BRUSH_KEYS[key])
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _move_cursor(self, dx: int, dy: int) -> None:
        rules = self._rules
        first, last = rules.first_column, rules.first_column + rules.columns - 1
        column, row = self.cell_cursor
        self.cell_cursor = (
            min(max(column + dx, first), last),
            min(max(row + dy, 0), rules.rows - 1),
        )
        self._describe()
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The cell cursor shows while the board has the keyboard."""
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The cell cursor hides when the keyboard goes elsewhere."""
        super().focusOutEvent(event)
        self.update()

    def _describe(self) -> None:
        """The accessible description: where the cursor is and what the cell holds."""
        column, row = self.cell_cursor
        owner = self._cells[column][row] if column < len(self._cells) else 0
        content = (
            self._theme.colour_name(owner)
            if owner
            else QCoreApplication.translate("SetupBoard", "empty")
        )
        self.setAccessibleDescription(
            QCoreApplication.translate("SetupBoard", "%1: %2")
            .replace("%1", cell_name(self._rules, column, row))
            .replace("%2", content)
        )

    def retranslate(self) -> None:
        """Say the cursor's cell again in the language in force."""
        self.setAccessibleName(QCoreApplication.translate("SetupBoard", "Set-up board"))
        self._describe()

    # -- painting ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The board, its discs, the marked cells, the pointer's cell and the cursor."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        style = self._theme
        painter.fillRect(self.rect(), style.background)
        painter.translate(self.gutter(), 0)
        layout = self.layout_now()
        ratio = self.devicePixelRatioF()
        painter.fillRect(layout.board_rect.adjusted(2, 2, -2, -2), style.hole)
        radius = layout.disc_radius
        for column, cells in enumerate(self._cells):
            for row, owner in enumerate(cells):
                if owner:
                    self._discs.draw(
                        painter, layout.centre(column, row), radius, style, owner, ratio
                    )
        if (
            self._hover is not None
            and self._brush
            and not self._cells[self._hover[0]][self._hover[1]]
        ):
            painter.setOpacity(0.45)
            self._discs.draw(
                painter, layout.centre(*self._hover), radius, style, self._brush, ratio
            )
            painter.setOpacity(1.0)
        if self._face is None or self._face[1].devicePixelRatio() != ratio:
            sides = tuple(c for c in range(self._rules.width) if self._rules.is_side_column(c))
            self._face = render_face(layout, style, sides, ratio)
        painter.drawPixmap(*self._face)
        self._paint_turn(painter, layout)
        self._paint_numbers(painter, layout)
        self._paint_marks(painter, layout)
        if self._hover is not None and (
            self._brush == 0 or self._cells[self._hover[0]][self._hover[1]]
        ):
            self._paint_ring(
                painter, layout, self._hover, style.highlight, 0.05, Qt.PenStyle.DotLine
            )
        if self.hasFocus() and self._editable:
            self._paint_ring(
                painter, layout, self.cell_cursor, style.focus, 0.09, Qt.PenStyle.SolidLine
            )
        painter.end()

    def _paint_ring(
        self,
        painter: QPainter,
        layout: BoardLayout,
        cell: tuple[int, int],
        colour: QColor,
        width: float,
        style: Qt.PenStyle,
    ) -> None:
        painter.setPen(QPen(colour, max(2.0, layout.cell * width), style))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = layout.hole_radius * 1.04
        painter.drawEllipse(layout.centre(*cell), r, r)

    def _paint_turn(self, painter: QPainter, layout: BoardLayout) -> None:
        """A bar in the colour of the player to move along the top, as on the game's board."""
        face = layout.board_rect
        s = layout.cell
        bar = QRectF(face.left() + s * 0.5, face.top() + s * 0.03, face.width() - s, s * 0.11)
        painter.setPen(QPen(self._theme.board_edge, max(1.0, s * 0.02)))
        painter.setBrush(self._theme.colour(self._turn))
        painter.drawRoundedRect(bar, s * 0.05, s * 0.05)

    def _paint_numbers(self, painter: QPainter, layout: BoardLayout) -> None:
        """The columns' numbers under the board (the game's), the rows' left of it."""
        painter.setFont(column_label_font(painter.font(), layout, self._rules))
        painter.setPen(label_ink(self._theme))
        for _column, label, rect in layout.labels(self._rules):
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        left = layout.board_rect.left()
        s = layout.cell
        gutter = self.gutter()
        font = QFont(painter.font())  # the rows' numbers stay inside their strip too
        numbers = [str(row + 1) for row in range(self._rules.rows)]
        font.setPixelSize(fit_pixel_size(font, numbers, gutter, s))
        painter.setFont(font)
        for row in range(self._rules.rows):
            y = layout.y(row)
            rect = QRectF(left - gutter - s * 0.1, y - s / 2, gutter, s)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(row + 1))

    def _paint_marks(self, painter: QPainter, layout: BoardLayout) -> None:
        """The cells the check line speaks of: a thick dashed ring in a colour that stands out
        on the board, and a light under it."""
        if not self._marked:
            return
        style = self._theme
        ink = ink_on(style.board, QColor("#ffffff"))
        for column, row in sorted(self._marked):
            if not (0 <= column < self._rules.width and 0 <= row < self._rules.rows):
                continue
            self._paint_ring(painter, layout, (column, row), ink, 0.13, Qt.PenStyle.SolidLine)
            self._paint_ring(
                painter, layout, (column, row), style.highlight, 0.07, Qt.PenStyle.DashLine
            )
