"""Where everything on the board goes for a given widget size (:class:`BoardLayout`).

All lengths derive from one cell size, so the board scales with the window and keeps its aspect
ratio. Vertical positions are in *row units*: row 0 is the bottom row, ``rows`` is just above the
board (where a dropped disc starts), negative values are below it (where a popped disc leaves).
Horizontal positions are in *column units* the same way: column 0 is the first column, negative
values lie left of the board (player 1's tray), values past the last column right of it.

With ``trays`` (Pop 10, Power Up) a tray stands beside the board for each player, player 1's on
the left and player 2's on the right: the board stays centred and scales to make room.

Top to bottom the layout reserves: a line for the analysis legend (:meth:`BoardLayout.legend_rect`),
the zone above the board (the ghost disc, the analysis labels of drops), the board's face, the
zone of the pop handles, and a strip for the column labels (:meth:`BoardLayout.label_rect`). The
labels are the numbers the status line, the move list and the notation use (:func:`column_label`):
a column's index over the full width plus one, so 5-in-a-Row's pre-filled side columns, which
are never played, have none and its first playable column is 2.

The painted text (the column labels, the analysis labels and legend, a tray's score) is sized by
the cell times ``text_scale``, the desktop's text size against the usual one
(:func:`popout_desktop.ui.desktop_settings.text_scale`): with a bigger desktop font the strips
that hold text grow by it too, so the text never overflows them (the board gives them the room),
and :func:`fit_pixel_size` shrinks a text still too wide for its place. With ``text_pixels``
(the desktop's text size, in pixels) the column labels and the legend are never smaller than
the desktop's own text, however small the cell: their strips are at least a line of it.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from popout_desktop.rules.frozen import FrozenValue

if TYPE_CHECKING:
    from popout_desktop.rules import Rules

__all__ = [
    "KEEP_ROW",
    "POP_END_ROW",
    "BoardLayout",
    "column_label",
    "column_labels",
    "drop_start_row",
    "fit_pixel_size",
]

# Sizes in cells.
_PAD = 0.22  # board frame around the holes
_ABOVE = 1.2  # the zone above the board: ghost disc, falling discs
_BELOW = 0.85  # the zone below the board: pop handles
_LABELS = 0.36  # the strip of the column labels, under the pop handles
_LEGEND = 0.3  # the legend's line (analysis), over the zone above the board
_LEGEND_SHARE = 0.17  # how much of the legend's line lies in the zone above (over any ghost)
_MARGIN = 0.2  # left and right
_MARGIN_DOWN = 0.12  # top and bottom
_INSET_GAP = 0.15  # between a band left at the top (BoardLayout.top_inset) and the face
_HOLE = 0.80  # hole diameter
_DISC = 0.86  # disc diameter (a disc is a little larger than its hole: it sits behind the face)
_TRAY = 1.3  # a player's tray beside the board
_TRAY_GAP = 0.16  # between the board and a tray
_TRAY_HEAD = 1.0  # the tray's top: the player's disc and turn marker
_TRAY_TEXT = 0.42  # a line of text in a tray (the score)
_ANNOTATION = 0.26  # an analysis label's tab above the board
_LINE = 1.4  # a strip of text as tall as this many times its pixel size, at the least

#: Where a popped disc ends, in row units (below the board, past the handles).
POP_END_ROW = -1.3
#: The row a kept disc (Pop 10) travels along below the board on its way to the scorer's tray.
KEEP_ROW = -1.2


def fit_pixel_size(font: QFont, texts: Iterable[str], width: float, height: float) -> int:
    """The largest pixel size, ``font``'s at most (never under 6), at which every one of
    ``texts`` is at most ``width`` wide and a line of ``font`` at most ``height`` tall."""
    size = font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 4 / 3)
    probe = QFont(font)
    lines = [text for text in texts if text]
    while size > 6:
        probe.setPixelSize(size)
        metrics = QFontMetricsF(probe)
        wide = max((metrics.horizontalAdvance(text) for text in lines), default=0.0)
        tall = metrics.height()
        if wide <= width and tall <= height:
            break
        ratio = min(width / wide if wide > 0 else 1.0, height / tall if tall > 0 else 1.0)
        size = min(size - 1, max(6, int(size * ratio)))
    return max(6, size)


def drop_start_row(rows: int) -> float:
    """Where a dropped disc appears, in row units: the middle of the zone above the board."""
    return rows - 0.5 + _PAD + _ABOVE / 2


def column_label(rules: Rules, column: int) -> str | None:
    """The label of ``column`` (an index over the full width): the number the status line, the
    move list and the notation give it (``str(Move.drop(column))[1:]``); None for a side column
    of 5-in-a-Row, which is never played."""
    if not 0 <= column < rules.width or rules.is_side_column(column):
        return None
    return str(column + 1)


def column_labels(rules: Rules) -> dict[str, int]:
    """Every playable column by its label: ``{"2": 1, ..., "8": 7}`` in 5-in-a-Row."""
    labels: dict[str, int] = {}
    for column in range(rules.width):
        label = column_label(rules, column)
        if label is not None:
            labels[label] = column
    return labels


class BoardLayout(FrozenValue):
    """The board's geometry inside a widget of ``width`` x ``height`` pixels; ``text_scale``
    (1.0 or more) is the desktop's text size against the usual, ``text_pixels`` its pixel size
    (0: none; see the module's docstring).

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    columns: Final[int]
    rows: Final[int]
    width: Final[float]
    height: Final[float]
    trays: Final[bool]
    text_scale: Final[float]
    text_pixels: Final[float]
    #: A band at the widget's top, in pixels, that the board leaves to something laid over it
    #: (the result card): the face and all under it lie below the band (the zone above the
    #: face, empty then, may lie under it).
    top_inset: Final[float]

    def __init__(
        self,
        columns: int,
        rows: int,
        width: float,
        height: float,
        trays: bool = False,
        text_scale: float = 1.0,
        text_pixels: float = 0.0,
        top_inset: float = 0.0,
    ) -> None:
        self.columns = columns
        self.rows = rows
        self.width = width
        self.height = height
        self.trays = trays
        self.text_scale = text_scale
        self.text_pixels = text_pixels
        self.top_inset = top_inset

    def resized(self, width: float, height: float) -> BoardLayout:
        """This layout in a widget of ``width`` x ``height`` pixels."""
        return BoardLayout(
            self.columns,
            self.rows,
            width,
            height,
            trays=self.trays,
            text_scale=self.text_scale,
            text_pixels=self.text_pixels,
            top_inset=self.top_inset,
        )

    def _fields(self) -> tuple[object, ...]:
        return (
            self.columns,
            self.rows,
            self.width,
            self.height,
            self.trays,
            self.text_scale,
            self.text_pixels,
            self.top_inset,
        )

    def __repr__(self) -> str:
        return (
            f"BoardLayout({self.columns!r}, {self.rows!r}, {self.width!r}, {self.height!r}, "
            f"trays={self.trays!r}, text_scale={self.text_scale!r}, "
            f"text_pixels={self.text_pixels!r}, top_inset={self.top_inset!r})"
        )

    @property
    def _labels(self) -> float:
        """The height of the column labels' strip, in cells (at the least)."""
        return _LABELS * self.text_scale

    @property
    def _legend(self) -> float:
        """The height of the legend's line, in cells (at the least)."""
        return _LEGEND * self.text_scale

    @property
    def _line(self) -> float:
        """The least height of a strip of text, in pixels: a line of the desktop's text."""
        return self.text_pixels * _LINE

    @cached_property
    def cell(self) -> float:
        """The side of one cell, in pixels (worked out once per layout, which is frozen: the
        first frame's paint asks it about a thousand times, issue 33 point 4)."""
        across = self.columns + 2 * _PAD + 2 * _MARGIN + (2 * (_TRAY + _TRAY_GAP) * self.trays)
        # Down: the rows and the zones in cells, plus the labels' strip and the legend's line,
        # each the larger of its share of cells and a line of the desktop's text (every
        # combination must fit).
        down = self.rows + 2 * _PAD + _ABOVE - _LEGEND_SHARE + _BELOW + 2 * _MARGIN_DOWN
        line = self._line
        fits = [
            self.height / (down + self._labels + self._legend),
            (self.height - line) / (down + self._legend),
            (self.height - line) / (down + self._labels),
            (self.height - 2 * line) / down,
        ]
        if self.top_inset > 0:  # the face and what lies under it, below the band
            below = self.rows + 2 * _PAD + _INSET_GAP + _BELOW + _MARGIN_DOWN
            room = self.height - self.top_inset
            fits += [room / (below + self._labels), (room - line) / below]
        return max(1.0, min(self.width / across, *fits))

    @cached_property
    def _labels_height(self) -> float:
        """The column labels' strip, in pixels."""
        return max(self._labels * self.cell, self._line)

    @cached_property
    def _legend_height(self) -> float:
        """The legend's line, in pixels."""
        return max(self._legend * self.cell, self._line)

    @cached_property
    def _top_height(self) -> float:
        """All that lies above the face, in pixels."""
        return (_ABOVE - _LEGEND_SHARE) * self.cell + self._legend_height

    @cached_property
    def _bottom_height(self) -> float:
        """All that lies below the face, in pixels."""
        return _BELOW * self.cell + self._labels_height

    @property
    def board_rect(self) -> QRectF:
        """The board's face, frame included, centred in the widget (a new rectangle each time:
        the caller may change it)."""
        return QRectF(*self._board_box)

    @cached_property
    def _board_box(self) -> tuple[float, float, float, float]:
        """:attr:`board_rect`'s left, top, width and height, worked out once per layout (the
        first frame's paint asks for the face over a hundred times: issue 33 point 4)."""
        s = self.cell
        face_w = (self.columns + 2 * _PAD) * s
        face_h = (self.rows + 2 * _PAD) * s
        total_h = face_h + self._top_height + self._bottom_height
        left = (self.width - face_w) / 2
        top = (self.height - total_h) / 2 + self._top_height
        if self.top_inset > 0:
            top = max(top, self.top_inset + _INSET_GAP * s)
        return (left, top, face_w, face_h)

    @property
    def content_rect(self) -> QRectF:
        """Everything the board draws: the face plus the zones above and below it (and the
        trays beside it)."""
        face = self.board_rect
        s = self.cell
        side = (_TRAY + _TRAY_GAP) * s if self.trays else 0.0
        return QRectF(
            face.left() - side,
            face.top() - self._top_height,
            face.width() + 2 * side,
            face.height() + self._top_height + self._bottom_height,
        )

    @property
    def still_rect(self) -> QRectF:
        """What a picture of the position at rest shows (Export Position as PNG…): the face,
        the trays beside it, the zone under it (a pop's marker) and the column labels, with a
        margin round them; not the zone above the board, which only a falling disc, the ghost
        disc and the analysis labels use, nor the room the widget has to spare."""
        face = self.board_rect
        s = self.cell
        side = (_TRAY + _TRAY_GAP) * s if self.trays else 0.0
        left = face.left() - side - _MARGIN * s
        top = face.top() - _MARGIN_DOWN * s
        bottom = self.labels_rect.bottom() + _MARGIN_DOWN * s
        return QRectF(left, top, face.width() + 2 * (side + _MARGIN * s), bottom - top)

    def label_rect(self, column: int) -> QRectF:
        """Where ``column``'s label is written: under its pop handle, nearly a cell wide."""
        s = self.cell
        top = self.board_rect.bottom() + _BELOW * s
        return QRectF(self.x(column) - s * 0.45, top, s * 0.9, self._labels_height)

    @property
    def labels_rect(self) -> QRectF:
        """The strip of the column labels, as wide as the board."""
        s = self.cell
        face = self.board_rect
        return QRectF(face.left(), face.bottom() + _BELOW * s, face.width(), self._labels_height)

    def labels(self, rules: Rules) -> list[tuple[int, str, QRectF]]:
        """Every column label as painted: ``(column, label, rect)`` for each playable column of
        ``rules`` (see :func:`column_label`)."""
        return [
            (column, label, self.label_rect(column))
            for label, column in column_labels(rules).items()
        ]

    def _text_size(self, least: int, share: float, at_least_text: bool = False) -> int:
        """A painted text's pixel size: ``share`` of a cell, never under ``least`` pixels,
        both scaled with the desktop's text; with ``at_least_text``, never under the
        desktop's text itself."""
        scaled = round(max(least, self.cell * share) * self.text_scale)
        return max(scaled, round(self.text_pixels)) if at_least_text else scaled

    @property
    def label_pixel_size(self) -> int:
        """The pixel size of the column labels' font (scaled with the board and the desktop's
        text, never under 8 times the text scale, nor under the desktop's text)."""
        return self._text_size(8, 0.27, at_least_text=True)

    @property
    def annotation_pixel_size(self) -> int:
        """The pixel size of the analysis labels' font (never under 8 times the text scale)."""
        return self._text_size(8, 0.2)

    @property
    def annotation_height(self) -> float:
        """The height of an analysis label's tab above the board, in pixels."""
        return _ANNOTATION * self.text_scale * self.cell

    @property
    def legend_pixel_size(self) -> int:
        """The pixel size of the legend's font (never under 8 times the text scale, nor under
        the desktop's text)."""
        return self._text_size(8, 0.19, at_least_text=True)

    @property
    def tray_text_pixel_size(self) -> int:
        """The pixel size of a tray's text, the score (never under 8 times the text scale)."""
        return self._text_size(8, 0.26)

    @property
    def note_pixel_size(self) -> int:
        """The pixel size of a word over the board (a pass; never under 10 times the text
        scale)."""
        return self._text_size(10, 0.4)

    @property
    def legend_rect(self) -> QRectF:
        """The legend's line (analysis mode), over the zone above the board, across the widget
        (the board is often narrower than the room it stands in)."""
        s = self.cell
        margin = _MARGIN * s
        top = self.content_rect.top()
        return QRectF(margin, top, max(s, self.width - 2 * margin), self._legend_height)

    @property
    def tray_slot_radius(self) -> float:
        """Radius of a small disc in a tray."""
        return self.cell * 0.3

    def tray_rect(self, player: int) -> QRectF:
        """Player ``player``'s tray: left of the board for player 1, right for player 2."""
        s = self.cell
        face = self.board_rect
        width = _TRAY * s
        left = face.left() - _TRAY_GAP * s - width if player == 1 else face.right() + _TRAY_GAP * s
        return QRectF(left, face.top(), width, face.height())

    def tray_head_rect(self, player: int) -> QRectF:
        """The top of a tray: the player's disc, whose turn it is."""
        tray = self.tray_rect(player)
        return QRectF(tray.left(), tray.top(), tray.width(), _TRAY_HEAD * self.cell)

    def tray_text_rect(self, player: int) -> QRectF:
        """The line of text under a tray's head (the score)."""
        head = self.tray_head_rect(player)
        height = _TRAY_TEXT * self.text_scale * self.cell
        return QRectF(head.left(), head.bottom(), head.width(), height)

    def score_slot(self, player: int, index: int, target: int) -> QPointF:
        """The centre of kept disc number ``index`` (from 0) in a tray holding ``target``:
        a stack from the tray's bottom up, packed closer when many must fit."""
        tray = self.tray_rect(player)
        r = self.tray_slot_radius
        top = self.tray_text_rect(player).bottom() + r * 1.2
        bottom = tray.bottom() - r * 1.3
        step = min(2.1 * r, (bottom - top) / max(1, target - 1))
        return QPointF(tray.center().x(), bottom - index * step)

    def power_slot(self, player: int, index: int) -> QPointF:
        """The centre of power checker number ``index`` (0-3, in POWER_KINDS order) in a tray."""
        tray = self.tray_rect(player)
        top = self.tray_head_rect(player).bottom()
        step = min(self.cell * 0.9, (tray.bottom() - top) / 4)
        return QPointF(tray.center().x(), top + (index + 0.5) * step)

    @property
    def power_slot_radius(self) -> float:
        """Radius of a power checker in a tray (smaller when the tray is short)."""
        tray = self.tray_rect(1)
        step = min(self.cell * 0.9, (tray.bottom() - self.tray_head_rect(1).bottom()) / 4)
        return min(self.cell * 0.36, step * 0.42)

    def column_of(self, x: float) -> float:
        """The column units of a widget x (the inverse of :meth:`x`)."""
        return (x - self.board_rect.left()) / self.cell - _PAD - 0.5

    def row_of(self, y: float) -> float:
        """The row units of a widget y (the inverse of :meth:`y`)."""
        return (self.board_rect.bottom() - y) / self.cell - _PAD - 0.5

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
        face = self.board_rect
        if not face.left() <= x <= face.right() or not self.content_rect.contains(QPointF(x, y)):
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
