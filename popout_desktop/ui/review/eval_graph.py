"""The evaluation graph of a game review: who stood better after every move, on a fixed scale.

x runs over the positions of the game (0, the start, to n, after the last move); y is the
review's fixed scale (:func:`popout_desktop.engine.review.standing_of`): +1 a proved win of
player 1 at the top, -1 of player 2 at the bottom, 0 (a labelled line) a draw or an even game.
Exact points (proved) are filled discs, estimates hollow rings; the area above the zero line
takes player 1's colour, below player 2's. Inaccuracies, mistakes and blunders carry a badge
with their symbol ("?!", "?", "??") in their colour, so colour is never the only cue.

The graph *selects a move*: :attr:`EvalGraph.current` is a move's index (0 = the first); the
band from its position before to its point after is highlighted. A click on a point selects the
move that led there (the start: the first move); Left, Right, Home and End step through the
moves; either emits ``move_requested(int)``. :meth:`EvalGraph.render_png` and
:meth:`EvalGraph.render_svg` write the graph as a file.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QEvent,
    QIODevice,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from popout_desktop.engine.review import Mark, MoveReview, standing_of
from popout_desktop.safe_io.files import atomic_write_shared
from popout_desktop.ui.board.themes import Theme, ink_on, theme
from popout_desktop.ui.review.texts import (
    mark_colour,
    mark_symbol,
    move_tip,
    standing_text,
)
from popout_desktop.ui.widgets.plain_text import literal_text

__all__ = ["BADGED", "EvalGraph"]

#: The marks drawn as a badge on the graph (best and good moves are the rule, not news).
BADGED = (Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER)
#: Room round the plot, in pixels.
_PAD = 6.0
#: The gap between the plot's box and the move numbers under it.
_NUMBERS_GAP = 3


class EvalGraph(QWidget):
    """The graph of one review (see the module). ``name(player)`` names player 1 or 2 in its
    labels and tooltips."""

    move_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme("classic")
        self._total = 0
        self._reviews: dict[int, MoveReview] = {}
        self._current: int | None = None
        self._name: Callable[[int], str] = lambda player: self._theme.colour_name(player)
        self._export_font: QFont | None = None
        #: The most its preferred height may be (None: no cap; see :meth:`set_height_cap`).
        self._height_cap: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(False)
        self._describe()

    # -- data -----------------------------------------------------------------------------

    def set_theme(self, style: Theme) -> None:
        """Paint in ``style``'s colours."""
        self._theme = style
        self.update()

    def set_namer(self, name: Callable[[int], str]) -> None:
        """How labels and tooltips name player 1 or 2."""
        self._name = name
        self._describe()
        self.update()

    def set_game(self, total: int, reviews: Sequence[MoveReview] = ()) -> None:
        """A game of ``total`` moves, with the reviews known so far (others come by
        :meth:`add_review`); the selection is kept when it still exists."""
        self._total = max(0, total)
        self._reviews = {r.ply: r for r in reviews if 0 <= r.ply < self._total}
        if self._current is not None and self._current >= self._total:
            self._current = None
        self._describe()
        self.update()

    def add_review(self, review: MoveReview) -> None:
        """One more move reviewed (ignored if the game has no such move)."""
        if 0 <= review.ply < self._total:
            self._reviews[review.ply] = review
            self._describe()
            self.update()

    @property
    def total(self) -> int:
        """The number of moves of the game shown."""
        return self._total

    @property
    def current(self) -> int | None:
        """The selected move (its index), if any."""
        return self._current

    def set_current(self, move: int | None) -> None:
        """Select move ``move`` (None: none); emits nothing."""
        self._current = None if move is None or not 0 <= move < self._total else move
        self._describe()
        self.update()

    def points(self) -> list[tuple[int, float, bool]]:
        """The points drawn, ``(ply, standing, exact)``: ply 0 is the start (the value of the
        first move's best, when the first move is reviewed), ply k the position after move
        k."""
        points: list[tuple[int, float, bool]] = []
        first = self._reviews.get(0)
        if first is not None:
            exact = (
                first.settled or first.exact or (first.best == first.move and first.standing_exact)
            )
            start = standing_of(first.best_value, exact)
            points.append((0, start if first.player == 1 else -start, exact))
        for ply in sorted(self._reviews):
            review = self._reviews[ply]
            points.append((ply + 1, review.standing, review.standing_exact))
        return points

    # -- geometry ---------------------------------------------------------------------------

    def _labels(self) -> tuple[str, str, str]:
        return (
            self._name(1),
            self.tr("Even"),
            self._name(2),
        )

    def _plot_rect(self, area: QRectF) -> QRectF:
        """Where the curve goes inside ``area``: room left for the labels, below for the move
        numbers."""
        metrics = QFontMetricsF(self._font())
        gutter = max(metrics.horizontalAdvance(text) for text in self._labels()) + 2 * _PAD
        right = _PAD + metrics.horizontalAdvance(str(self._total)) / 2  # the last move number
        return QRectF(
            area.left() + gutter,
            area.top() + _PAD,
            max(1.0, area.width() - gutter - _PAD - right),
            max(1.0, area.height() - 2 * _PAD - metrics.height() - _NUMBERS_GAP),
        )

    @staticmethod
    def _x(plot: QRectF, ply: float, total: int) -> float:
        return plot.left() + plot.width() * (ply / total if total else 0.0)

    def _y(self, plot: QRectF, standing: float) -> float:
        """The height of ``standing``: +1 and -1 lie inside the box by a badge's height, so a
        mark's badge has room above a win's point."""
        inset = min(plot.height() / 4, QFontMetricsF(self._font()).height() + 6)
        return plot.center().y() - standing * (plot.height() / 2 - inset)

    def point_position(self, ply: int) -> QPointF | None:
        """Where the point of ``ply`` is drawn in the widget (None: no point there)."""
        plot = self._plot_rect(QRectF(self.rect()))
        for at, standing, _exact in self.points():
            if at == ply:
                return QPointF(self._x(plot, at, self._total), self._y(plot, standing))
        return None

    def ply_at(self, x: float) -> int | None:
        """The position (0..total) nearest to ``x`` in the widget (None: no game)."""
        if self._total == 0:
            return None
        plot = self._plot_rect(QRectF(self.rect()))
        share = (x - plot.left()) / plot.width()
        return max(0, min(self._total, round(share * self._total)))

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        """The graph, in the widget."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint(painter, QRectF(self.rect()), focus=self.hasFocus())
        painter.end()

    def _font(self) -> QFont:
        """The font of the words: the widget's, or an exported picture's (bigger)."""
        return self._export_font if self._export_font is not None else self.font()

    def paint(self, painter: QPainter, area: QRectF, focus: bool = False, title: str = "") -> None:
        """Paint the graph into ``area`` (the widget, or an exported picture, with ``title``
        over it)."""
        colours = self._theme.window
        painter.fillRect(area, colours.base)
        if title:
            font = QFont(self._font())
            font.setBold(True)
            painter.setFont(font)
            height = QFontMetricsF(font).height()
            painter.setPen(self._ink())
            box = QRectF(area.left() + _PAD, area.top() + _PAD, area.width() - 2 * _PAD, height)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
            area = area.adjusted(0, height + _PAD, 0, 0)
        painter.setFont(self._font())
        plot = self._plot_rect(area)
        self._paint_frame(painter, plot)
        points = self.points()
        self._paint_areas(painter, plot, points)
        self._paint_selection(painter, plot)
        self._paint_curve(painter, plot, points)
        self._paint_badges(painter, plot)
        if focus:
            pen = QPen(self._theme.focus, 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(area.adjusted(1, 1, -1, -1))

    def _ink(self) -> QColor:
        return ink_on(self._theme.window.base, self._theme.window.text)

    def _quiet_ink(self) -> QColor:
        return ink_on(self._theme.window.base, self._theme.window.secondary)

    def _paint_frame(self, painter: QPainter, plot: QRectF) -> None:
        """The box, the zero line, the labels of +1, 0 and -1, and the move numbers."""
        colours = self._theme.window
        painter.setPen(QPen(colours.frame, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(plot)
        ink, quiet = self._ink(), self._quiet_ink()
        metrics = QFontMetricsF(painter.font())
        top, even, bottom = self._labels()
        left = plot.left() - _PAD
        for text, y in (
            (top, self._y(plot, 1.0)),
            (even, self._y(plot, 0.0)),
            (bottom, self._y(plot, -1.0)),
        ):
            width = metrics.horizontalAdvance(text)
            box = QRectF(left - width, y - metrics.height() / 2, width, metrics.height())
            painter.setPen(ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        painter.setPen(QPen(quiet, 1.0, Qt.PenStyle.DotLine))
        for edge in (1.0, -1.0):
            y = self._y(plot, edge)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(QPen(quiet, 1.0, Qt.PenStyle.DashLine))
        painter.drawLine(
            QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y())
        )
        if self._total == 0:
            return
        step = self._tick_step(plot.width(), metrics)
        painter.setPen(quiet)
        for move in range(step, self._total + 1, step):
            x = self._x(plot, move, self._total)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + _NUMBERS_GAP))
            label = str(move)
            width = metrics.horizontalAdvance(label)
            box = QRectF(x - width / 2, plot.bottom() + _NUMBERS_GAP, width, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def _tick_step(self, width: float, metrics: QFontMetricsF) -> int:
        """Move numbers every 1, 2, 5, 10, 20, 50... moves, as many as fit."""
        room = metrics.horizontalAdvance(str(self._total)) * 2.5
        for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000):
            if width * step / self._total >= room:
                return step
        return max(1, self._total)

    def _paint_areas(
        self, painter: QPainter, plot: QRectF, points: list[tuple[int, float, bool]]
    ) -> None:
        """The area between the curve and the zero line: player 1's colour above, 2's below."""
        if len(points) < 2:
            return
        zero = plot.center().y()
        path = QPainterPath(QPointF(self._x(plot, points[0][0], self._total), zero))
        for ply, standing, _exact in points:
            path.lineTo(self._x(plot, ply, self._total), self._y(plot, standing))
        path.lineTo(self._x(plot, points[-1][0], self._total), zero)
        path.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        for player, half in (
            (1, QRectF(plot.left(), plot.top(), plot.width(), plot.height() / 2)),
            (2, QRectF(plot.left(), zero, plot.width(), plot.height() / 2)),
        ):
            fill = QColor(self._theme.colour(player))
            fill.setAlphaF(0.35)
            painter.save()
            painter.setClipRect(half)
            painter.setBrush(fill)
            painter.drawPath(path)
            painter.restore()

    def _paint_selection(self, painter: QPainter, plot: QRectF) -> None:
        """The band of the selected move: from the position before it to the one after."""
        move = self._current
        if move is None or self._total == 0:
            return
        band = QColor(self._theme.window.highlight)
        band.setAlphaF(0.22)
        left = self._x(plot, move, self._total)
        right = self._x(plot, move + 1, self._total)
        width = max(right - left, 4.0)
        painter.fillRect(QRectF(left, plot.top(), width, plot.height()), band)
        painter.setPen(QPen(self._theme.window.highlight, 1.5))
        painter.drawLine(QPointF(right, plot.top()), QPointF(right, plot.bottom()))

    def _paint_curve(
        self, painter: QPainter, plot: QRectF, points: list[tuple[int, float, bool]]
    ) -> None:
        """The line through the points, then the points: filled exact, hollow estimates."""
        ink = self._ink()
        painter.setPen(QPen(ink, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for (ply_a, a, _), (ply_b, b, _) in itertools.pairwise(points):
            if ply_b == ply_a + 1:
                painter.drawLine(
                    QPointF(self._x(plot, ply_a, self._total), self._y(plot, a)),
                    QPointF(self._x(plot, ply_b, self._total), self._y(plot, b)),
                )
        step = plot.width() / self._total if self._total else plot.width()
        radius = max(2.0, min(4.0, step * 0.35))
        for ply, standing, exact in points:
            centre = QPointF(self._x(plot, ply, self._total), self._y(plot, standing))
            painter.setPen(QPen(ink, 1.4))
            painter.setBrush(QBrush(ink) if exact else QBrush(self._theme.window.base))
            painter.drawEllipse(centre, radius, radius)

    def _paint_badges(self, painter: QPainter, plot: QRectF) -> None:
        """A badge with the symbol of each inaccuracy, mistake or blunder, over its point (under
        it in the graph's lower half, or where there is no room over it)."""
        font = painter.font()
        font.setBold(True)
        painter.save()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        for ply, review in sorted(self._reviews.items()):
            if review.mark not in BADGED:
                continue
            assert review.mark is not None
            x = self._x(plot, ply + 1, self._total)
            y = self._y(plot, review.standing)
            text = mark_symbol(review.mark)
            width = metrics.horizontalAdvance(text) + 6
            height = metrics.height()
            # away from the Even line (so a low graph's badges never cover its middle):
            # under a point of the lower half, over one of the upper half, where there is room
            # (the gap over the plot, or the one over the move numbers, included)
            under = review.standing < 0 and y + 5 + height <= plot.bottom() + _NUMBERS_GAP
            above = not under and y - height - 5 >= plot.top() - _PAD
            top = y - height - 5 if above else y + 5
            box = QRectF(x - width / 2, top, width, height)
            fill = mark_colour(review.mark, self._light_twin())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(ink_on(fill, QColor("#ffffff")))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def _light_twin(self) -> Theme:
        """The badges' fills are the deep (light-background) colours in every theme: white
        symbols read on them, and they stand out on a dark graph as on a light one."""
        return theme("classic")

    # -- input ------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left, Right, Home and End select another move."""
        if self._total == 0:
            super().keyPressEvent(event)
            return
        current = self._current
        key = event.key()
        last = self._total - 1
        target: int | None
        if key == Qt.Key.Key_Left:
            target = last if current is None else max(0, current - 1)
        elif key == Qt.Key.Key_Right:
            target = 0 if current is None else min(last, current + 1)
        elif key == Qt.Key.Key_Home:
            target = 0
        elif key == Qt.Key.Key_End:
            target = last
        else:
            super().keyPressEvent(event)
            return
        event.accept()
        self._select(target)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click selects the move that led to the nearest position (the start: move 1)."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        ply = self.ply_at(event.position().x())
        if ply is None:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._select(max(0, ply - 1))

    def _select(self, move: int) -> None:
        if move != self._current:
            self.set_current(move)
        self.move_requested.emit(move)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the focus frame."""
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the focus frame."""
        super().focusOutEvent(event)
        self.update()

    def event(self, event: QEvent) -> bool:
        """Tooltips: the move of the point under the pointer."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            ply = self.ply_at(event.pos().x())
            text = "" if ply is None else self.tip(ply)
            if text:
                QToolTip.showText(event.globalPos(), literal_text(text), self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def tip(self, ply: int) -> str:
        """The tooltip of position ``ply``: the move that led there and the standing after it
        ("" where nothing is known)."""
        review = self._reviews.get(ply - 1)
        if review is None:
            points = self.points()
            if ply == 0 and points and points[0][0] == 0:
                start = standing_text(points[0][1], points[0][2], self._name)
                return self.tr("Start: %1").replace("%1", start)
            return ""
        return (
            move_tip(review, self._name)
            + "\n"
            + standing_text(review.standing, review.standing_exact, self._name)
        )

    def _describe(self) -> None:
        """The accessible name and description: what is shown, and the selected move."""
        self.setAccessibleName(self.tr("Evaluation graph"))
        done = len(self._reviews)
        text = (
            self.tr("%1 of %2 moves reviewed.")
            .replace("%1", str(done))
            .replace("%2", str(self._total))
        )
        if self._current is not None:
            tip = self.tip(self._current + 1)
            if tip:
                text += " " + tip.replace("\n", ". ")
        self.setAccessibleDescription(text)

    def changeEvent(self, event: QEvent) -> None:
        """Say it again in a new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
            self.update()
        super().changeEvent(event)

    def natural_height(self) -> int:
        """The height the graph likes, without a cap (taller with a larger text)."""
        line = QFontMetricsF(self.font()).height()
        return max(130, round(6 * line + 2 * _PAD))

    def compact_height(self) -> int:
        """The least height at which the graph still reads well: its plot four lines and 12 px
        high, so the three labels stand a line and 3 px apart and the badges of the points at
        +1 and -1 (over and under them, :meth:`_paint_badges`) keep clear of the Even line."""
        line = QFontMetricsF(self.font()).height()
        return round(5 * line + 12 + 2 * _PAD + _NUMBERS_GAP)

    def set_height_cap(self, pixels: int | None) -> None:
        """Prefer no more than ``pixels`` high (never under the least height; None: no cap):
        where the window is short, the review's page keeps the room for the board."""
        if pixels != self._height_cap:
            self._height_cap = pixels
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Wide and low, under the board: its natural height, or its cap if lower."""
        height = self.natural_height()
        if self._height_cap is not None:
            height = max(min(height, self._height_cap), self.minimumSizeHint().height())
        return QSize(560, height)

    def minimumSizeHint(self) -> QSize:
        """Room for the three labels on the left, a line apart, and the move numbers under
        them (see :meth:`_plot_rect` and :meth:`_y`)."""
        line = QFontMetricsF(self.font()).height()
        return QSize(round(12 * line), round(5 * line + 2 * _PAD + _NUMBERS_GAP))

    # -- export -----------------------------------------------------------------------------

    def render_image(self, size: QSize, title: str = "") -> QImage:
        """The graph as a picture of ``size`` pixels, with ``title`` over it (if any); its
        words grow with the picture."""
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(self._theme.window.base)
        painter = QPainter(image)
        self._paint_export(painter, size, title)
        return image

    def _paint_export(self, painter: QPainter, size: QSize, title: str) -> None:
        font = QFont(self.font())
        font.setPixelSize(max(11, min(size.height() // 22, size.width() // 60)))
        self._export_font = font
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.paint(painter, QRectF(0, 0, size.width(), size.height()), title=title)
        finally:
            painter.end()
            self._export_font = None

    def render_png(self, path: Path | str, size: QSize | None = None, title: str = "") -> None:
        """Write the graph as a PNG file (``size``: 1200x360 unless told); OSError if it
        cannot be written. Written as every export is (:func:`atomic_write_shared`): a
        temporary file beside it, renamed over it once whole, so a failure leaves an existing
        file as it was and no empty one."""
        data = self._png_bytes(size or QSize(1200, 360), title)
        atomic_write_shared(path, data)

    def _png_bytes(self, size: QSize, title: str) -> bytes:
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        # PySide takes the format as text at run time, whatever its stubs say
        if not self.render_image(size, title).save(buffer, "PNG"):  # type: ignore[call-overload]
            raise OSError(self.tr("the picture could not be made"))
        buffer.close()
        return bytes(array.data())

    def render_svg(self, path: Path | str, size: QSize | None = None, title: str = "") -> None:
        """Write the graph as an SVG file (``size``: 1200x360 unless told); OSError if it
        cannot be written. Written as :meth:`render_png` is (a temporary file, renamed)."""
        size = size or QSize(1200, 360)
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(size)
        generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
        generator.setTitle(title or self.tr("Evaluation graph"))
        generator.setDescription(self.accessibleDescription())
        self._paint_export(QPainter(generator), size, title)
        buffer.close()
        atomic_write_shared(path, bytes(array.data()))
