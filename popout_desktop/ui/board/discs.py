"""Painting discs and the board's face, cached as device-resolution pixmaps.

A piece is ``"disc"`` or a Power Up power checker (``"anvil"``, ``"bomb"``, ``"wall"``,
``"double"``): a disc of its owner's colour with a round badge carrying a vector icon.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from popout_desktop.rules import POWER_KINDS
from popout_desktop.ui.board.layout import BoardLayout
from popout_desktop.ui.board.themes import Theme

__all__ = [
    "BADGE",
    "DiscPainter",
    "corner_of",
    "disc_pixmap",
    "face_area",
    "paint_disc",
    "paint_power_icon",
    "piece_side",
    "render_face",
]

#: The radius of a power checker's badge, as a fraction of the disc's radius.
BADGE = 0.6


def paint_disc(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    theme: Theme,
    player: int,
    piece: str = "disc",
) -> None:
    """Paint one piece: a shaded body, a rim, and the theme's symbol if it has one; a power
    checker also gets its badge and icon (with the theme's symbol around the badge)."""
    base = theme.colour(player)
    edge = theme.player_edges[player - 1]
    gradient = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.35)
    gradient.setColorAt(0.0, base.lighter(135))
    gradient.setColorAt(0.55, base)
    gradient.setColorAt(1.0, base.darker(125))
    painter.setPen(QPen(edge, max(1.0, radius * 0.08)))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius * 0.96, radius * 0.96)
    # An inner groove, as on a real checker.
    painter.setPen(QPen(base.darker(118), max(1.0, radius * 0.06)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.68, radius * 0.68)
    symbol = theme.player_symbols[player - 1]
    if piece in POWER_KINDS:
        _paint_badge(painter, centre, radius, theme, player, piece)
        if symbol:
            _paint_symbol_around(painter, centre, radius, symbol, theme.symbol_colours[player - 1])
    elif symbol:
        _paint_symbol(painter, centre, radius, symbol, theme.symbol_colours[player - 1])


def _paint_badge(
    painter: QPainter, centre: QPointF, radius: float, theme: Theme, player: int, piece: str
) -> None:
    """A power checker's badge: a round plate in the theme's badge colour with the icon."""
    badge = theme.power_badges[player - 1]
    ink = theme.power_inks[player - 1]
    rim = QColor(ink)
    rim.setAlphaF(0.55)
    painter.setPen(QPen(rim, max(1.0, radius * 0.05)))
    painter.setBrush(badge)
    painter.drawEllipse(centre, radius * BADGE, radius * BADGE)
    paint_power_icon(painter, centre, radius * BADGE * 0.72, piece, ink, badge)


def _paint_symbol_around(
    painter: QPainter, centre: QPointF, radius: float, symbol: str, colour: QColor
) -> None:
    """The theme's symbol on a power checker, around its badge: a cross's four arms sticking
    out of it, or a ring round it."""
    pen = QPen(colour, max(1.5, radius * 0.12))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if symbol == "cross":
        inner, outer = radius * (BADGE + 0.08), radius * 0.86
        for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            unit = QPointF(dx, dy) / math.sqrt(2)
            painter.drawLine(centre + unit * inner, centre + unit * outer)
    elif symbol == "ring":
        r = radius * (BADGE + 0.86) / 2 + radius * 0.02
        painter.drawEllipse(centre, r, r)


def paint_power_icon(
    painter: QPainter,
    centre: QPointF,
    size: float,
    kind: str,
    ink: QColor,
    background: QColor,
) -> None:
    """Paint the icon of power checker ``kind`` (anvil, bomb, wall, double) in ``ink``, inside
    a square of half-side ``size`` around ``centre``; ``background`` cuts details into it."""
    paint = _ICONS.get(kind)
    if paint is None:
        return
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    paint(painter, _IconGrid(centre, size), ink, background)
    painter.restore()


class _IconGrid:
    """An icon's coordinates: ``(-1, -1)`` to ``(1, 1)`` over a square of half-side ``size``."""

    def __init__(self, centre: QPointF, size: float) -> None:
        self.centre = centre
        self.size = size

    def at(self, x: float, y: float) -> QPointF:
        """The point ``(x, y)`` of the icon's square, in the painter's coordinates."""
        return QPointF(self.centre.x() + x * self.size, self.centre.y() + y * self.size)


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _paint_anvil(painter: QPainter, grid: _IconGrid, ink: QColor, background: QColor) -> None:
    """Side view, horn to the left: the face, the waist, the foot."""
    points = [
        (-1.0, -0.5),
        (0.95, -0.58),
        (0.95, -0.14),
        (0.42, -0.14),
        (0.26, 0.2),
        (0.62, 0.46),
        (0.68, 0.66),
        (-0.56, 0.66),
        (-0.5, 0.46),
        (-0.14, 0.2),
        (-0.28, -0.14),
        (-0.5, -0.16),
        (-0.8, -0.3),
    ]
    painter.drawPolygon(QPolygonF([grid.at(x, y) for x, y in points]))


def _paint_bomb(painter: QPainter, grid: _IconGrid, ink: QColor, background: QColor) -> None:
    """A round body with a cap, a fuse with a spark at its end, and a glint."""
    at, size = grid.at, grid.size
    painter.drawEllipse(at(-0.16, 0.2), size * 0.68, size * 0.68)
    cap = QPainterPath()
    cap.addRoundedRect(QRectF(at(0.14, -0.5), at(0.52, -0.16)), size * 0.06, size * 0.06)
    painter.drawPath(cap)
    painter.setPen(_round_pen(ink, max(1.0, size * 0.13)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath(at(0.36, -0.46))
    path.quadTo(at(0.5, -0.92), at(0.78, -0.74))
    painter.drawPath(path)
    # The spark: a small star at the fuse's end.
    painter.setPen(_round_pen(ink, max(1.0, size * 0.09)))
    tip = at(0.84, -0.7)
    for angle in range(0, 180, 45):
        d = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle))) * size * 0.2
        painter.drawLine(tip - d, tip + d)
    # A glint on the body.
    painter.setPen(_round_pen(background, max(1.0, size * 0.11)))
    r = size * 0.44
    painter.drawArc(
        QRectF(at(-0.16, 0.2) - QPointF(r, r), at(-0.16, 0.2) + QPointF(r, r)),
        110 * 16,
        60 * 16,
    )


def _paint_wall(painter: QPainter, grid: _IconGrid, ink: QColor, background: QColor) -> None:
    """Three courses of bricks: a block with mortar lines cut into it."""
    at = grid.at
    painter.drawRect(QRectF(at(-0.9, -0.66), at(0.9, 0.66)))
    painter.setPen(QPen(background, max(1.0, grid.size * 0.12)))
    for y in (-0.22, 0.22):
        painter.drawLine(at(-0.9, y), at(0.9, y))
    for x, top, bottom in (
        (0.0, -0.66, -0.22),
        (-0.45, -0.22, 0.22),
        (0.45, -0.22, 0.22),
        (0.0, 0.22, 0.66),
    ):
        painter.drawLine(at(x, top), at(x, bottom))


def _paint_double(painter: QPainter, grid: _IconGrid, ink: QColor, background: QColor) -> None:
    """The ×2 sign, drawn as strokes: a cross, then a 2."""
    at = grid.at
    pen = _round_pen(ink, max(1.2, grid.size * 0.2))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(at(-0.9, -0.26), at(-0.34, 0.4))
    painter.drawLine(at(-0.9, 0.4), at(-0.34, -0.26))
    two = QPainterPath(at(0.08, -0.36))
    two.cubicTo(at(0.12, -0.78), at(0.86, -0.78), at(0.82, -0.3))
    two.cubicTo(at(0.78, -0.02), at(0.3, 0.22), at(0.06, 0.62))
    two.lineTo(at(0.9, 0.62))
    painter.drawPath(two)


_ICONS = {
    "anvil": _paint_anvil,
    "bomb": _paint_bomb,
    "wall": _paint_wall,
    "double": _paint_double,
}


def disc_pixmap(
    style: Theme, player: int, size: int, ratio: float = 1.0, piece: str = "disc"
) -> QPixmap:
    """A small picture of a player's disc (or power checker ``piece``), for labels and icons."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_disc(painter, QPointF(size / 2, size / 2), size / 2 - 1, style, player, piece)
    painter.end()
    return pixmap


def _paint_symbol(
    painter: QPainter, centre: QPointF, radius: float, symbol: str, colour: QColor
) -> None:
    pen = QPen(colour, max(1.5, radius * 0.16))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    arm = radius * 0.36
    if symbol == "cross":
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))
    elif symbol == "ring":
        painter.drawEllipse(centre, arm, arm)


def piece_side(radius: float) -> int:
    """The side, in logical pixels, of the square picture of a piece of ``radius`` (its
    antialiased edge inside): a disc's pixmap, and the stamp of the hole it sits behind."""
    return math.ceil(2 * radius + 2)


def corner_of(centre: QPointF, half: float, ratio: float) -> QPointF:
    """Where a square picture ``2 * half`` wide is drawn to sit centred at ``centre``: on the
    nearest whole device pixel (``ratio`` of them a logical pixel). The face's holes are
    stamped there (one stamp serves every hole), and a piece drawn there is its picture pixel
    for pixel (between pixels, the board's smooth-pixmap hint resampled it, a little blurred).
    A piece and its hole, drawn the same size from the same centre, land on the same pixels:
    a disc shows centred in its hole."""
    return QPointF(
        math.floor((centre.x() - half) * ratio + 0.5) / ratio,
        math.floor((centre.y() - half) * ratio + 0.5) / ratio,
    )


class DiscPainter:
    """Draws pieces from pixmaps rendered once per size, theme, piece and device pixel ratio."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, str, float, float], QPixmap] = {}

    def clear(self) -> None:
        """Forget every cached pixmap (after a theme change)."""
        self._cache.clear()

    def pixmap(
        self, theme: Theme, player: int, radius: float, ratio: float, piece: str = "disc"
    ) -> QPixmap:
        """The pixmap of one piece, ``2 * radius`` logical pixels wide."""
        key = (theme.key, player, piece, round(radius, 2), ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            side = piece_side(radius)
            pixmap = QPixmap(round(side * ratio), round(side * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_disc(p, QPointF(side / 2, side / 2), radius, theme, player, piece)
            p.end()
            if len(self._cache) > 128:
                self._cache.clear()
            self._cache[key] = pixmap
        return pixmap

    def draw(
        self,
        painter: QPainter,
        centre: QPointF,
        radius: float,
        theme: Theme,
        player: int,
        ratio: float,
        piece: str = "disc",
        scale: float = 1.0,
    ) -> None:
        """Draw one piece centred at ``centre``, ``scale`` times its size (a moving sprite that
        shrinks is drawn from the full-size pixmap, so no pixmap is rendered per frame)."""
        pixmap = self.pixmap(theme, player, radius, ratio, piece)
        half = pixmap.width() / ratio / 2
        if scale == 1.0:
            painter.drawPixmap(corner_of(centre, half, ratio), pixmap)
            return
        half *= scale
        painter.drawPixmap(
            QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half),
            pixmap,
            QRectF(pixmap.rect()),
        )


def face_area(layout: BoardLayout, ratio: float) -> QRectF:
    """What the board's face covers: its panel, the half of its edge outside it and the
    edge's antialiasing, out to whole device pixels (``ratio`` of them a logical pixel)."""
    margin = max(1.0, layout.cell * 0.04) / 2 + 1
    area = layout.board_rect.adjusted(-margin, -margin, margin, margin)
    left, top = math.floor(area.left() * ratio), math.floor(area.top() * ratio)
    right, bottom = math.ceil(area.right() * ratio), math.ceil(area.bottom() * ratio)
    return QRectF(left / ratio, top / ratio, (right - left) / ratio, (bottom - top) / ratio)


def render_face(
    layout: BoardLayout, theme: Theme, side_columns: tuple[int, ...], ratio: float
) -> tuple[QPointF, QPixmap]:
    """The board's face: a panel with a round hole per cell, transparent through the holes,
    as a picture of :func:`face_area` and where it is drawn (that area's corner: the rest of
    the board is not blended with a transparent picture every frame).

    Discs are painted first and the face over them, so a disc shows through its hole and a
    falling disc passes behind the panel, as on the real frame.

    Every hole is the same three circles (cleared, edged, shaded), so each is painted once
    into a stamp (:func:`_hole_stamp`) and the stamp set at every hole, where the hole's disc
    is set (:func:`corner_of`: a disc shows centred in its hole). Rasterising the 3 x 42
    antialiased circles one by one handed Qt's raster engine some 1,000 span fills for its
    thread pool, 7 % of the first frame's time (issue 33 point 4); a stamp is one fill a hole.
    """
    face = layout.board_rect
    area = face_area(layout, ratio)
    pixmap = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(-area.topLeft())  # whole device pixels: the holes stay on their discs'
    corner = layout.cell * 0.18
    r = layout.hole_radius
    s = layout.cell
    side = piece_side(layout.disc_radius)  # a hole's stamp is its disc's size
    half = round(side * ratio) / ratio / 2
    corners = {
        (column, row): corner_of(layout.centre(column, row), half, ratio)
        for column in range(layout.columns)
        for row in range(layout.rows)
    }
    gradient = QLinearGradient(face.topLeft(), face.bottomLeft())
    gradient.setColorAt(0.0, theme.board.lighter(112))
    gradient.setColorAt(1.0, theme.board.darker(110))
    # The panel, then its holes cleared, then its edge and the holes' edges drawn: the look of
    # the panel less its holes (a path's subtraction) drawn in one, at a fraction of the cost
    # (that path, filled and stroked, was the most of the first frame's paint: issue 33 point 4).
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(face, corner, corner)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationOut)
    cut = _hole_stamp(side, ratio, r, QPen(Qt.PenStyle.NoPen), QBrush(Qt.GlobalColor.black))
    for at in corners.values():
        painter.drawImage(at, cut)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    painter.setPen(QPen(theme.board_edge, max(1.0, s * 0.04)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(face, corner, corner)
    edge = _hole_stamp(side, ratio, r, painter.pen(), QBrush(Qt.BrushStyle.NoBrush))
    for at in corners.values():
        painter.drawImage(at, edge)
    for column in side_columns:
        # A fixed side column: a darker, hatched strip with bolts, never a target.
        strip = layout.column_rect(column)
        strip_path = QPainterPath()
        strip_path.addRoundedRect(strip, corner * 0.6, corner * 0.6)
        holes = QPainterPath()
        for row in range(layout.rows):
            holes.addEllipse(corners[column, row] + QPointF(half, half), r, r)
        strip_body = strip_path.subtracted(holes)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.side_board)
        painter.drawPath(strip_body)
        hatch = QBrush(theme.board_edge, Qt.BrushStyle.BDiagPattern)
        painter.setBrush(hatch)
        painter.drawPath(strip_body)
        painter.setBrush(theme.board_edge)
        for y in (strip.top() + s * 0.1, strip.bottom() - s * 0.1):
            painter.drawEllipse(QPointF(strip.center().x(), y), s * 0.05, s * 0.05)
    # A rim of shade inside every hole gives the face depth.
    rim = QColor(theme.board_edge)
    rim.setAlpha(150)
    shade = _hole_stamp(
        side, ratio, r, QPen(rim, max(1.0, s * 0.035)), QBrush(Qt.BrushStyle.NoBrush)
    )
    for at in corners.values():
        painter.drawImage(at, shade)
    painter.end()
    return area.topLeft(), pixmap


def _hole_stamp(side: int, ratio: float, radius: float, pen: QPen, brush: QBrush) -> QImage:
    """One of a hole's circles (``radius``, drawn with ``pen`` and ``brush``), antialiased, in
    the middle of a transparent square ``side`` logical pixels wide."""
    stamp = QImage(
        round(side * ratio), round(side * ratio), QImage.Format.Format_ARGB32_Premultiplied
    )
    stamp.setDevicePixelRatio(ratio)
    stamp.fill(Qt.GlobalColor.transparent)
    painter = QPainter(stamp)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    painter.setBrush(brush)
    middle = stamp.width() / ratio / 2
    painter.drawEllipse(QPointF(middle, middle), radius, radius)
    painter.end()
    return stamp


def handle_path(rect: QRectF) -> QPainterPath:
    """A pop handle: a rounded tab with an arrow pointing down, out of the board."""
    path = QPainterPath()
    radius = rect.height() * 0.3
    path.addRoundedRect(rect, radius, radius)
    return path
