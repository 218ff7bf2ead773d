"""Where everything on the board goes for a given widget size (:class:`BoardLayout`).

All lengths derive from one cell size, so the board scales with the window and keeps its aspect
ratio. Vertical positions are in *row units*: row 0 is the bottom row, ``rows`` is just above the
board (where a dropped disc starts), negative values are below it (where a popped disc leaves).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

__all__ = ["POP_END_ROW", "BoardLayout", "drop_start_row"]

# Sizes in cells.
_PAD = 0.22  # board frame around the holes
_ABOVE = 1.2  # the zone above the board: ghost disc, falling discs
_BELOW = 0.85  # the zone below the board: pop handles
_MARGIN = 0.2
_HOLE = 0.80  # hole diameter
_DISC = 0.86  # disc diameter (a disc is a little larger than its hole: it sits behind the face)

#: Where a popped disc ends, in row units (below the board, past the handles).
POP_END_ROW = -1.3


def drop_start_row(rows: int) -> float:
    """Where a dropped disc appears, in row units: the middle of the zone above the board."""
    return rows - 0.5 + _PAD + _ABOVE / 2


@dataclass(frozen=True)
class BoardLayout:
    """The board's geometry inside a widget of ``width`` x ``height`` pixels."""

    columns: int
    rows: int
    width: float
    height: float

    @property
    def cell(self) -> float:
        """The side of one cell, in pixels."""
        across = self.columns + 2 * _PAD + 2 * _MARGIN
        down = self.rows + 2 * _PAD + _ABOVE + _BELOW + 2 * _MARGIN
        return max(1.0, min(self.width / across, self.height / down))

    @property
    def board_rect(self) -> QRectF:
        """The board's face, frame included, centred in the widget."""
        s = self.cell
        face_w = (self.columns + 2 * _PAD) * s
        face_h = (self.rows + 2 * _PAD) * s
        total_h = face_h + (_ABOVE + _BELOW) * s
        left = (self.width - face_w) / 2
        top = (self.height - total_h) / 2 + _ABOVE * s
        return QRectF(left, top, face_w, face_h)

    @property
    def content_rect(self) -> QRectF:
        """Everything the board draws: the face plus the zones above and below it."""
        face = self.board_rect
        s = self.cell
        return QRectF(
            face.left(),
            face.top() - _ABOVE * s,
            face.width(),
            face.height() + (_ABOVE + _BELOW) * s,
        )

    @property
    def hole_radius(self) -> float:
        """Radius of a hole in the board's face."""
        return self.cell * _HOLE / 2

    @property
    def disc_radius(self) -> float:
        """Radius of a disc."""
        return self.cell * _DISC / 2

    def x(self, column: float) -> float:
        """The x of a column's centre."""
        face = self.board_rect
        return face.left() + (_PAD + column + 0.5) * self.cell

    def y(self, row: float) -> float:
        """The y of a row's centre (row units; fractional and out-of-board values allowed)."""
        face = self.board_rect
        return face.bottom() - (_PAD + row + 0.5) * self.cell

    def centre(self, column: float, row: float) -> QPointF:
        """The centre of a cell."""
        return QPointF(self.x(column), self.y(row))

    def drop_start_row(self) -> float:
        """Where a dropped disc appears, in row units (just above the board)."""
        return drop_start_row(self.rows)

    def column_at(self, x: float, y: float) -> int | None:
        """The column under a point, anywhere from the zone above the board to the handles."""
        if not self.content_rect.contains(QPointF(x, y)):
            return None
        column = int((x - self.board_rect.left()) / self.cell - _PAD)
        if (x - self.board_rect.left()) / self.cell - _PAD < 0 or column >= self.columns:
            return None
        return column

    def column_rect(self, column: int) -> QRectF:
        """A column's strip over the board's face (for highlights and the focus frame)."""
        s = self.cell
        face = self.board_rect
        return QRectF(
            face.left() + (_PAD + column) * s,
            face.top() + _PAD * s * 0.5,
            s,
            face.height() - _PAD * s,
        )

    def pop_handle_rect(self, column: int) -> QRectF:
        """The pop handle under a column."""
        s = self.cell
        face = self.board_rect
        w, h = 0.72 * s, 0.5 * s
        return QRectF(self.x(column) - w / 2, face.bottom() + 0.14 * s, w, h)

    def in_handle_zone(self, y: float) -> bool:
        """True if ``y`` lies in the zone of the pop handles, below the board's face."""
        face = self.board_rect
        return face.bottom() < y <= face.bottom() + _BELOW * self.cell
