"""The animated board (:class:`BoardView`), driven by a :class:`GameModel`'s signals.

The view keeps the grid it *shows*, which lags behind the model while animations play: every
model signal becomes a step in an :class:`AnimationQueue`, steps play strictly in order, and the
shown grid equals the model's board whenever the queue is empty. While the queue is busy the
board takes no input; when it empties the view emits ``animations_finished``.

The view never changes the game: input becomes ``move_requested`` and whoever owns the view
(the match controller) decides whether to play it.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from popout_desktop.game.model import GameModel, GameOver
from popout_desktop.rules import Move
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.ui.animations import (
    AnimationQueue,
    Speed,
    Step,
    step_for_game_over,
    step_for_move,
    step_for_undo,
)
from popout_desktop.ui.board_layout import BoardLayout
from popout_desktop.ui.discs import DiscPainter, handle_path, render_face
from popout_desktop.ui.themes import DEFAULT_THEME, Theme, theme

__all__ = ["BoardView"]

_POP_PREVIEW_SHIFT = 0.3  # rows the column slides while a pop is previewed


class BoardView(QWidget):
    """An animated, resizable Pop Out board.

    Signals: ``move_requested(Move)`` for every move the user proposes (mouse or keyboard);
    ``animations_finished()`` when the animation queue has emptied.
    """

    move_requested = Signal(object)
    animations_finished = Signal()
    #: A sound to play now: "drop" (a disc landed), "pop" (a disc popped out), "win".
    sound_cue = Signal(str)
    #: A frame was painted (start-up measurement: the first one means the game is visible).
    painted = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._theme: Theme = theme(DEFAULT_THEME)
        self._queue = AnimationQueue(self)
        self._discs = DiscPainter()
        self._face: QPixmap | None = None
        self._layout = BoardLayout(model.rules.width, model.rules.rows, 1, 1)
        self._shown: list[list[int]] = []
        self._shown_over: GameOver | None = None
        self._mark: tuple[str, int, int] | None = None
        self._interactive = True
        self._hover_column: int | None = None
        self._hover_handle = False
        self._cursor = model.rules.first_column
        self._keyboard_active = False
        self._annotations: dict[Move, tuple[str, str]] = {}
        self._hint: Move | None = None
        #: When a list, the time of every frame painted while animating (for benchmarks).
        self.frame_times: list[float] | None = None

        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

        model.move_played.connect(self._on_move_played)
        model.move_undone.connect(self._on_move_undone)
        model.game_over.connect(self._on_game_over)
        model.position_reset.connect(self._on_position_reset)
        model.turn_changed.connect(self.update)
        self._queue.step_started.connect(self._on_step_started)
        self._queue.step_finished.connect(self._on_step_finished)
        self._queue.frame.connect(self.update)
        self._queue.emptied.connect(self._on_emptied)
        self._sync_from_model()
        self.setAccessibleName(self.tr("Board"))

    # -- public state -------------------------------------------------------------------------

    @property
    def model(self) -> GameModel:
        """The model this view shows."""
        return self._model

    @property
    def board_layout(self) -> BoardLayout:
        """The geometry at the current size (cell centres, handles, ...)."""
        return self._layout

    @property
    def animating(self) -> bool:
        """True while animations play or wait; the board takes no input then."""
        return self._queue.busy

    @property
    def speed(self) -> Speed:
        """The animation speed."""
        return self._queue.speed

    def set_speed(self, speed: Speed) -> None:
        """Change the animation speed, at once."""
        self._queue.set_speed(speed)

    @property
    def theme(self) -> Theme:
        """The theme in use."""
        return self._theme

    def set_theme(self, key: str) -> None:
        """Switch to the theme called ``key``."""
        self._theme = theme(key)
        self._discs.clear()
        self._face = None
        self.update()

    @property
    def interactive(self) -> bool:
        """False while input is not wanted (e.g. the computer or a remote player is to move)."""
        return self._interactive

    def set_interactive(self, interactive: bool) -> None:
        """Accept or refuse user input (the match controller decides)."""
        self._interactive = interactive
        self.update()

    def shown_cell(self, column: int, row: int) -> int:
        """The disc the board shows at a cell now (it lags the model during animations)."""
        return self._shown[column][row]

    def cell_center(self, column: int, row: int) -> QPointF:
        """The centre of a cell in widget coordinates."""
        return self._layout.centre(column, row)

    def pop_handle_rect(self, column: int) -> QRectF:
        """The pop handle's rectangle under ``column`` (shown only where a pop is legal)."""
        return self._layout.pop_handle_rect(column)

    def column_at(self, point: QPointF) -> int | None:
        """The column under ``point``, or None."""
        return self._layout.column_at(point.x(), point.y())

    def legal_pop_columns(self) -> list[int]:
        """Columns that show a pop handle now."""
        if not self._accepts_input():
            return []
        return [m.column for m in self._model.game.legal_moves() if m.kind == "pop"]

    def set_annotations(self, labels: dict[Move, tuple[str, str]] | None) -> None:
        """Show a short label at each move's column (analysis): ``{move: (text, kind)}``.

        ``kind`` colours the label: "win", "loss", "draw" or "estimate". ``text`` may hold
        variants, longest first, separated by U+009C (Qt's length-variant mark): the first that
        fits is shown ("wins in 7" on a roomy board, "W7" on a small one). Drops are labelled
        above the board, pops on their handles. Any change of position clears the labels.
        """
        self._annotations = dict(labels or {})
        self.update()

    def annotation(self, move: Move) -> list[str] | None:
        """The label variants for ``move`` (longest first), if any."""
        label = self._annotations.get(move)
        return None if label is None else label[0].split("\x9c")

    def show_hint(self, move: Move | None) -> None:
        """Mark ``move`` on the board as a suggestion (until the position changes)."""
        self._hint = move
        self.update()

    @property
    def hint(self) -> Move | None:
        """The move marked as a hint, if any."""
        return self._hint

    def finish_animations(self) -> None:
        """Jump to the end of every queued animation."""
        self._queue.finish_all()

    def sizeHint(self) -> QSize:
        """A comfortable size for a 7x6 board."""
        return QSize(640, 620)

    # -- model signals -------------------------------------------------------------------------

    def _on_move_played(self, effect: MoveEffect) -> None:
        self._forget_marks()
        self._queue.push(step_for_move(effect, self._model.rules.rows))

    def _on_move_undone(self, effect: MoveEffect) -> None:
        self._forget_marks()
        self._queue.push(step_for_undo(effect, self._model.rules.rows))

    def _forget_marks(self) -> None:
        self._annotations = {}
        self._hint = None

    def _on_game_over(self, over: GameOver) -> None:
        if self._queue.busy:
            self._queue.push(step_for_game_over(over))
        else:
            self._shown_over = over
            self.update()

    def _on_position_reset(self) -> None:
        self._forget_marks()
        self._queue.clear()
        self._sync_from_model()
        self._cursor = self._clamp_cursor(self._cursor)
        self._face = None
        self._relayout()
        self.update()

    def _on_step_started(self, step: Step) -> None:
        for column, row in step.lifts:
            self._shown[column][row] = 0
        if step.over is not None:
            self._shown_over = step.over
        elif step.sprites:
            # Any move, forwards or back, means the shown game is not over (yet).
            self._shown_over = None
        if step.marks is not None:
            self._mark = step.marks
            if step.marks[0] == "pop":
                self._cue("pop")
        elif step.sprites:
            self._mark = None
        if step.highlight:
            self._cue("win")

    def _on_step_finished(self, step: Step) -> None:
        for column, row, player in step.lands:
            self._shown[column][row] = player
        if step.marks is not None and step.marks[0] == "drop":
            self._cue("drop")

    def _cue(self, name: str) -> None:
        # With the animations off a burst of steps ends at once: no burst of sounds.
        if self._queue.speed is not Speed.OFF or name == "win":
            self.sound_cue.emit(name)

    def _on_emptied(self) -> None:
        if not self._matches_model():
            # A safety net: the shown grid must equal the rules' board at rest.
            self._sync_from_model()
        self._mark = self._last_move_mark()
        self._refresh_hover()
        self.update()
        self.animations_finished.emit()

    def _sync_from_model(self) -> None:
        game = self._model.game
        rules = game.rules
        self._shown = [[game.cell(c, r) for r in range(rules.rows)] for c in range(rules.width)]
        self._shown_over = self._model.game_over_state()
        self._mark = self._last_move_mark()

    def _matches_model(self) -> bool:
        game = self._model.game
        rules = game.rules
        if len(self._shown) != rules.width or len(self._shown[0]) != rules.rows:
            return False
        return all(
            self._shown[c][r] == game.cell(c, r)
            for c in range(rules.width)
            for r in range(rules.rows)
        )

    def _last_move_mark(self) -> tuple[str, int, int] | None:
        game = self._model.game
        if not game.ply:
            return None
        move = game.moves[-1]
        if move.kind == "drop":
            return ("drop", move.column, game.height(move.column) - 1)
        return ("pop", move.column, 0)

    # -- input ---------------------------------------------------------------------------------

    def _accepts_input(self) -> bool:
        return self._interactive and not self._queue.busy and self._model.result is None

    def _propose(self, move: Move) -> None:
        if self._accepts_input():
            self.move_requested.emit(move)

    def _can_pop(self, column: int) -> bool:
        return Move.pop(column) in self._model.game.legal_moves()

    def _can_drop(self, column: int) -> bool:
        return Move.drop(column) in self._model.game.legal_moves()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Left click: drop (or pop on a handle); right click: pop."""
        point = event.position()
        column = self.column_at(point)
        if column is None or not self._accepts_input():
            event.ignore()
            return
        self._keyboard_active = False
        self._cursor = column if not self._model.rules.is_side_column(column) else self._cursor
        if event.button() == Qt.MouseButton.RightButton:
            if self._can_pop(column):
                self._propose(Move.pop(column))
        elif event.button() == Qt.MouseButton.LeftButton:
            if self._layout.in_handle_zone(point.y()):
                if self._can_pop(column) and self.pop_handle_rect(column).contains(point):
                    self._propose(Move.pop(column))
            elif not self._model.rules.is_side_column(column):
                self._propose(Move.drop(column))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Track the column under the pointer for the ghost disc and the pop preview."""
        point = event.position()
        column = self.column_at(point)
        handle = column is not None and self._layout.in_handle_zone(point.y())
        if (column, handle) != (self._hover_column, self._hover_handle):
            self._hover_column, self._hover_handle = column, handle
            self._keyboard_active = False
            self.update()

    def leaveEvent(self, event: object) -> None:
        """Forget the hover when the pointer leaves."""
        self._hover_column = None
        self._hover_handle = False
        self.update()

    def _refresh_hover(self) -> None:
        point = self.mapFromGlobal(self.cursor().pos())
        if self.rect().contains(point):
            column = self.column_at(QPointF(point))
            self._hover_column = column
            self._hover_handle = column is not None and self._layout.in_handle_zone(point.y())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """←/→ choose a column; ↓, Enter or Space drop; ↑ or P pop; 1–9 drop there."""
        key = event.key()
        rules = self._model.rules
        playable = [c for c in range(rules.width) if not rules.is_side_column(c)]
        index = playable.index(self._cursor) if self._cursor in playable else 0
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._cursor = playable[(index + step) % len(playable)]
            self._keyboard_active = True
            self.update()
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._keyboard_active = True
            self._propose(Move.drop(self._cursor))
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_P):
            self._keyboard_active = True
            if self._can_pop(self._cursor):
                self._propose(Move.pop(self._cursor))
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            number = key - Qt.Key.Key_1
            if number < len(playable):
                self._cursor = playable[number]
                self._keyboard_active = True
                self._propose(Move.drop(self._cursor))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the keyboard cursor."""
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the keyboard cursor."""
        super().focusOutEvent(event)
        self.update()

    def _clamp_cursor(self, column: int) -> int:
        rules = self._model.rules
        column = min(max(column, rules.first_column), rules.first_column + rules.columns - 1)
        return column

    # -- layout and painting -------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Recompute the layout; the face is re-rendered at the new size."""
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        rules = self._model.rules
        self._layout = BoardLayout(rules.width, rules.rows, self.width(), self.height())
        self._face = None

    def _face_pixmap(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        if self._face is None or self._face.devicePixelRatio() != ratio:
            rules = self._model.rules
            sides = tuple(c for c in range(rules.width) if rules.is_side_column(c))
            self._face = render_face(self._layout, self._theme, sides, ratio)
        return self._face

    def paintEvent(self, event: QPaintEvent) -> None:
        """Holes, discs behind the face, the face, then markers, handles and the ghost disc."""
        if self.frame_times is not None and self._queue.busy:
            self.frame_times.append(time.perf_counter())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self._theme
        layout = self._layout
        painter.fillRect(self.rect(), theme.background)
        face = layout.board_rect
        painter.fillRect(face.adjusted(2, 2, -2, -2), theme.hole)
        ratio = self.devicePixelRatioF()
        radius = layout.disc_radius
        over = self._shown_over
        step = self._queue.current
        progress = self._queue.progress
        preview = self._pop_preview_column()
        for column, discs in enumerate(self._shown):
            shift = _POP_PREVIEW_SHIFT if column == preview else 0.0
            for row, player in enumerate(discs):
                if not player:
                    continue
                if shift and row == 0:
                    painter.setOpacity(0.45)
                self._discs.draw(
                    painter, layout.centre(column, row - shift), radius, theme, player, ratio
                )
                painter.setOpacity(1.0)
        if step is not None:
            for sprite in step.sprites:
                painter.setOpacity(max(0.0, min(1.0, sprite.opacity_at(progress))))
                centre = layout.centre(sprite.column, sprite.row_at(progress))
                self._discs.draw(painter, centre, radius, theme, sprite.player, ratio)
            painter.setOpacity(1.0)
        painter.drawPixmap(0, 0, self._face_pixmap())
        if over is not None:
            self._paint_game_over(painter, over, step)
        else:
            self._paint_turn(painter)
        self._paint_last_move(painter)
        self._paint_handles(painter)
        self._paint_ghost(painter)
        self._paint_hint(painter)
        self._paint_annotations(painter)
        self._paint_focus(painter)
        painter.end()
        self.painted.emit()

    def _pop_preview_column(self) -> int | None:
        if (
            self._hover_handle
            and self._hover_column is not None
            and self._accepts_input()
            and self._can_pop(self._hover_column)
        ):
            return self._hover_column
        return None

    def _paint_game_over(self, painter: QPainter, over: GameOver, step: Step | None) -> None:
        layout = self._layout
        cells = over.winning_cells
        dim = QColor(self._theme.background)
        pulse = 1.0
        if step is not None and step.over is over:
            # The win pulse: the highlight swells twice while the rest fades.
            t = self._queue.progress
            pulse = 0.6 + 0.4 * abs(math.sin(t * math.pi * 2))
            dim.setAlphaF(0.55 * t)
        else:
            dim.setAlphaF(0.55)
        if cells:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(dim)
            for column, discs in enumerate(self._shown):
                for row, player in enumerate(discs):
                    if player and (column, row) not in cells:
                        painter.drawEllipse(
                            layout.centre(column, row), layout.hole_radius, layout.hole_radius
                        )
            glow = QColor(self._theme.highlight)
            glow.setAlphaF(pulse)
            painter.setPen(QPen(glow, max(2.0, layout.cell * 0.09)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for column, row in cells:
                r = layout.hole_radius * (0.98 + 0.08 * pulse)
                painter.drawEllipse(layout.centre(column, row), r, r)

    def _paint_turn(self, painter: QPainter) -> None:
        """A bar in the mover's colour along the top of the board: whose turn it is."""
        layout = self._layout
        face = layout.board_rect
        s = layout.cell
        colour = QColor(self._theme.colour(self._model.turn))
        if self._queue.busy:
            colour.setAlphaF(0.5)
        bar = QRectF(face.left() + s * 0.5, face.top() + s * 0.03, face.width() - s, s * 0.11)
        painter.setPen(QPen(self._theme.board_edge, max(1.0, s * 0.02)))
        painter.setBrush(colour)
        painter.drawRoundedRect(bar, s * 0.05, s * 0.05)

    def _paint_last_move(self, painter: QPainter) -> None:
        mark = self._mark
        if mark is None or self._queue.busy:
            return
        kind, column, row = mark
        layout = self._layout
        s = layout.cell
        colour = QColor(self._theme.last_move)
        if kind == "drop":
            colour.setAlphaF(0.9)
            painter.setPen(QPen(colour, max(1.5, s * 0.05)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(layout.centre(column, row), s * 0.12, s * 0.12)
        else:
            # A popped column: a small arrow under the board, pointing out of it.
            x = layout.x(column)
            top = layout.board_rect.bottom() + s * 0.08
            colour = QColor(self._theme.text)
            colour.setAlphaF(0.75)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            if not self._can_pop(column) or not self._accepts_input():
                painter.drawPolygon(
                    QPolygonF(
                        [
                            QPointF(x - s * 0.16, top),
                            QPointF(x + s * 0.16, top),
                            QPointF(x, top + s * 0.2),
                        ]
                    )
                )

    def _paint_handles(self, painter: QPainter) -> None:
        columns = self.legal_pop_columns()
        if not columns:
            return
        layout = self._layout
        mover = QColor(self._theme.colour(self._model.turn))
        for column in columns:
            rect = layout.pop_handle_rect(column)
            hovered = self._hover_handle and self._hover_column == column
            keyboard = self._keyboard_active and self.hasFocus() and self._cursor == column
            fill = QColor(mover)
            fill.setAlphaF(0.95 if hovered or keyboard else 0.55)
            painter.setPen(QPen(self._theme.board_edge, max(1.0, layout.cell * 0.03)))
            painter.setBrush(fill)
            painter.drawPath(handle_path(rect))
            if Move.pop(column) in self._annotations:
                continue  # the analysis label takes the arrow's place
            # A down arrow: the disc leaves through the bottom.
            c = rect.center()
            w, h = rect.width() * 0.22, rect.height() * 0.28
            arrow = QPolygonF(
                [
                    QPointF(c.x() - w, c.y() - h * 0.6),
                    QPointF(c.x() + w, c.y() - h * 0.6),
                    QPointF(c.x(), c.y() + h),
                ]
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._theme.board_edge)
            painter.drawPolygon(arrow)

    def _label_colour(self, kind: str) -> QColor:
        return {
            "win": QColor("#1e8e3e"),
            "loss": QColor("#c5221f"),
            "draw": QColor("#5f6368"),
        }.get(kind, QColor("#3c4043"))

    def _paint_annotations(self, painter: QPainter) -> None:
        if not self._annotations or self._queue.busy:
            return
        layout = self._layout
        s = layout.cell
        font = painter.font()
        font.setPixelSize(max(8, round(s * 0.2)))
        font.setBold(True)
        painter.setFont(font)
        for move, (text, kind) in self._annotations.items():
            if move.kind == "drop":
                centre = QPointF(layout.x(move.column), layout.board_rect.top() - s * 0.14)
                rect = QRectF(centre.x() - s * 0.45, centre.y() - s * 0.13, s * 0.9, s * 0.26)
            else:
                rect = layout.pop_handle_rect(move.column)
            colour = self._label_colour(kind)
            background = QColor("#ffffff")
            background.setAlphaF(0.9)
            painter.setPen(QPen(colour, max(1.0, s * 0.02)))
            painter.setBrush(background)
            if move.kind == "drop":
                painter.drawRoundedRect(rect, s * 0.08, s * 0.08)
            painter.setPen(colour)
            metrics = painter.fontMetrics()
            variants = text.split("\x9c")
            fitting = [v for v in variants if metrics.horizontalAdvance(v) <= rect.width() - 4]
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, (fitting or variants[-1:])[0])

    def _paint_hint(self, painter: QPainter) -> None:
        move = self._hint
        if move is None or self._queue.busy or self._model.result is not None:
            return
        layout = self._layout
        s = layout.cell
        pen = QPen(self._theme.highlight, max(2.0, s * 0.08), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if move.kind == "drop":
            row = self._model.game.height(move.column)
            if row < self._model.rules.rows:
                r = layout.hole_radius
                painter.drawEllipse(layout.centre(move.column, row), r, r)
        else:
            painter.drawRoundedRect(
                layout.pop_handle_rect(move.column).adjusted(-3, -3, 3, 3), s * 0.15, s * 0.15
            )
        painter.drawRoundedRect(layout.column_rect(move.column), s * 0.15, s * 0.15)

    def _ghost_column(self) -> int | None:
        if not self._accepts_input():
            return None
        if self._hover_column is not None and not self._hover_handle:
            column = self._hover_column
        elif self._keyboard_active and self.hasFocus():
            column = self._cursor
        else:
            return None
        return column if self._can_drop(column) else None

    def _paint_ghost(self, painter: QPainter) -> None:
        column = self._ghost_column()
        if column is None:
            return
        layout = self._layout
        player = self._model.turn
        painter.setOpacity(0.65)
        self._discs.draw(
            painter,
            layout.centre(column, layout.drop_start_row()),
            layout.disc_radius,
            self._theme,
            player,
            self.devicePixelRatioF(),
        )
        painter.setOpacity(1.0)
        # Where it would land: a dotted ring in the mover's colour.
        row = self._model.game.height(column)
        ring = QColor(self._theme.colour(player))
        pen = QPen(ring, max(1.5, layout.cell * 0.05), Qt.PenStyle.DotLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = layout.hole_radius * 0.8
        painter.drawEllipse(layout.centre(column, row), r, r)

    def _paint_focus(self, painter: QPainter) -> None:
        if not self.hasFocus() or not self._keyboard_active:
            return
        layout = self._layout
        rect = layout.column_rect(self._cursor)
        pen = QPen(self._theme.focus, max(2.0, layout.cell * 0.05))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, layout.cell * 0.15, layout.cell * 0.15)
