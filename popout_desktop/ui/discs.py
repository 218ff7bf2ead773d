"""Painting discs and the board's face, cached as device-resolution pixmaps."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from popout_desktop.ui.board_layout import BoardLayout
from popout_desktop.ui.themes import Theme

__all__ = ["DiscPainter", "disc_pixmap", "paint_disc", "render_face"]


def paint_disc(
    painter: QPainter, centre: QPointF, radius: float, theme: Theme, player: int
) -> None:
    """Paint one disc: a shaded body, a rim, and the theme's symbol if it has one."""
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
    if symbol:
        _paint_symbol(painter, centre, radius, symbol, theme.symbol_colours[player - 1])


def disc_pixmap(style: Theme, player: int, size: int, ratio: float = 1.0) -> QPixmap:
    """A small picture of a player's disc, for labels and icons."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_disc(painter, QPointF(size / 2, size / 2), size / 2 - 1, style, player)
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


class DiscPainter:
    """Draws discs from pixmaps rendered once per size, theme and device pixel ratio."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, float, float], QPixmap] = {}

    def clear(self) -> None:
        """Forget every cached pixmap (after a theme change)."""
        self._cache.clear()

    def pixmap(self, theme: Theme, player: int, radius: float, ratio: float) -> QPixmap:
        """The pixmap of one disc, ``2 * radius`` logical pixels wide."""
        key = (theme.key, player, round(radius, 2), ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            side = math.ceil(2 * radius + 2)
            pixmap = QPixmap(round(side * ratio), round(side * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_disc(p, QPointF(side / 2, side / 2), radius, theme, player)
            p.end()
            if len(self._cache) > 64:
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
    ) -> None:
        """Draw one disc centred at ``centre``."""
        pixmap = self.pixmap(theme, player, radius, ratio)
        half = pixmap.width() / ratio / 2
        painter.drawPixmap(QPointF(centre.x() - half, centre.y() - half), pixmap)


def render_face(
    layout: BoardLayout, theme: Theme, side_columns: tuple[int, ...], ratio: float
) -> QPixmap:
    """The board's face: a panel with a round hole per cell, transparent through the holes.

    Discs are painted first and the face over them, so a disc shows through its hole and a
    falling disc passes behind the panel, as on the real frame.
    """
    face = layout.board_rect
    pixmap = QPixmap(round(layout.width * ratio), round(layout.height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    corner = layout.cell * 0.18
    panel = QPainterPath()
    panel.addRoundedRect(face, corner, corner)
    holes = QPainterPath()
    r = layout.hole_radius
    for column in range(layout.columns):
        for row in range(layout.rows):
            holes.addEllipse(layout.centre(column, row), r, r)
    body = panel.subtracted(holes)
    gradient = QLinearGradient(face.topLeft(), face.bottomLeft())
    gradient.setColorAt(0.0, theme.board.lighter(112))
    gradient.setColorAt(1.0, theme.board.darker(110))
    painter.setPen(QPen(theme.board_edge, max(1.0, layout.cell * 0.04)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(body)
    s = layout.cell
    for column in side_columns:
        # A fixed side column: a darker, hatched strip with bolts, never a target.
        strip = layout.column_rect(column)
        strip_path = QPainterPath()
        strip_path.addRoundedRect(strip, corner * 0.6, corner * 0.6)
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
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rim = QColor(theme.board_edge)
    rim.setAlpha(150)
    painter.setPen(QPen(rim, max(1.0, s * 0.035)))
    for column in range(layout.columns):
        for row in range(layout.rows):
            painter.drawEllipse(layout.centre(column, row), r, r)
    painter.end()
    return pixmap


def handle_path(rect: QRectF) -> QPainterPath:
    """A pop handle: a rounded tab with an arrow pointing down, out of the board."""
    path = QPainterPath()
    radius = rect.height() * 0.3
    path.addRoundedRect(rect, radius, radius)
    return path
