"""The animated board (:class:`BoardView`), driven by a :class:`GameModel`'s signals.

The view keeps the grid it *shows*, which lags behind the model while animations play: every
model signal becomes a step in an :class:`AnimationQueue`, steps play strictly in order, and the
shown grid equals the model's board whenever the queue is empty. While the queue is busy the
board takes no input; when it empties the view emits ``animations_finished``.

The view never changes the game: input becomes ``move_requested`` and whoever owns the view
(the match controller) decides whether to play it. Only legal moves are proposed: input that
cannot become one is explained through ``input_refused``.

Pop 10 and Power Up add a tray beside the board for each player (player 1 left, player 2 right):
the discs kept (Pop 10) and the unused power checkers (Power Up), lagging the model like the grid.
A power checker is armed by clicking it in the mover's tray or with A, B, W, X (Esc disarms);
the next column chosen plays it. A player who must pass gets a Pass button on the board.

The columns are numbered under the board with the numbers the status line, the move list and
the notation use (5-in-a-Row's side columns have none). The keys: ←/→ move the keyboard cursor,
Enter, Space or ↓ drop into its column, ↑ or P pop it; a digit plays the column with that label,
and on boards with columns 10 and up two digits typed quickly choose them ("1" then "2": column
12; "1" alone moves the cursor to column 1 and waits a moment, then Enter drops there). See
:class:`~popout_desktop.ui.board.input.BoardInput`.

Analysis labels carry tooltips saying what they mean ("Win in 7 moves"), and while analysis mode
is on the board paints their legend on a line above the board. In Pop 10's setup the columns a
disc may go into are lit, and hovering another one says why not in a tooltip.

The view is the wiring of three parts, each in its own module:

* :mod:`~popout_desktop.ui.board.input`: what the mouse and keys mean (hover, keyboard cursor,
  arming, a column chosen becoming a move);
* :mod:`~popout_desktop.ui.board.shown`: the board as shown, changed as each step starts and
  finishes, and checked against the model at rest (pure Python);
* :mod:`~popout_desktop.ui.board.painting`: the frame's layers, from a scene the view gathers.

Here live the signals, the public API, the Pass button, and the connections between the model,
the animation queue and those parts. The file stays one piece: each model signal's slot, the
step it queues and Qt's event handlers forwarding to the input part are one chain, read top to
bottom; splitting it again would leave modules that only pass calls along.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QFont,
    QHelpEvent,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QPushButton, QSizePolicy, QToolTip, QWidget

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Move, Phase
from popout_desktop.ui.board import accessible as board_accessible
from popout_desktop.ui.board.analysis import analysis_tip, annotation_rect, shown_annotations
from popout_desktop.ui.board.animations import AnimationQueue, Speed
from popout_desktop.ui.board.announcer import Announcer
from popout_desktop.ui.board.cell_table import CellTable
from popout_desktop.ui.board.input import BoardInput, power_rect
from popout_desktop.ui.board.layout import BoardLayout
from popout_desktop.ui.board.painting import BoardPictures, BoardScene, paint_board, score_text
from popout_desktop.ui.board.shown import ShownBoard, Trays, trays_of
from popout_desktop.ui.board.themes import DEFAULT_THEME, Theme, theme
from popout_desktop.ui.desktop_settings import text_pixel_size, text_scale

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver

    # A move's effect and its animation steps (their dataclasses) are made with the first move,
    # not before the first frame (issue 33 point 4).
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.ui.board.steps import Step, Target

__all__ = ["BoardView"]


def _has_trays(model: GameModel) -> bool:
    return model.rules.has_trays


class BoardView(QWidget):
    """An animated, resizable Pop Out board.

    Signals: ``move_requested(Move)`` for every legal move the user proposes (mouse or
    keyboard); ``input_refused(str)`` with a readable reason when input cannot become a legal
    move; ``armed_changed(str)`` when a power checker is armed (its kind) or disarmed ("");
    ``animations_finished()`` when the animation queue has emptied.
    """

    move_requested = Signal(object)
    input_refused = Signal(str)
    armed_changed = Signal(str)
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
        self._pictures = BoardPictures()
        self._layout = BoardLayout(model.rules.width, model.rules.rows, 1, 1, _has_trays(model))
        #: The band at the top left to a card laid over the board (see :meth:`set_top_inset`).
        self._top_inset = 0
        self._shown = ShownBoard(model.game, model.game_over_state())
        self._input = BoardInput(model, self._queue, self, self)
        self._annotations: dict[Move, tuple[str, str]] = {}
        self._legend = False
        self._hint: Move | None = None
        #: When a list, the time of every frame painted while animating (for benchmarks).
        self.frame_times: list[float] | None = None
        #: How often the animations ended off the model and the safety net resynced (tests).
        self.resyncs = 0

        #: The cells for assistive technology: an invisible table over the grid, the board's
        #: focus proxy (see ui/board/cell_table.py).
        self.cell_table = CellTable(self)
        self.setFocusProxy(self.cell_table)
        board_accessible.follow_focus(self)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        #: Shown when the player to move has no move but a pass (Pop 10).
        self.pass_button = QPushButton(self)
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pass_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.pass_button.clicked.connect(lambda: self._input.propose(Move.pass_()))
        self.pass_button.hide()

        self._input.move_requested.connect(self.move_requested)
        self._input.input_refused.connect(self.input_refused)
        self._input.armed_changed.connect(self.armed_changed)
        self._input.changed.connect(self.update)
        model.move_played.connect(self._on_move_played)
        model.move_undone.connect(self._on_move_undone)
        model.game_over.connect(self._on_game_over)
        model.position_reset.connect(self._on_position_reset)
        model.turn_changed.connect(self.update)
        self._queue.step_started.connect(self._on_step_started)
        self._queue.step_finished.connect(self._on_step_finished)
        self._queue.frame.connect(self.update)
        self._queue.emptied.connect(self._on_emptied)
        #: Says every move and result to assistive technology (see ui/board/announcer.py).
        self.announcer = Announcer(model, self, lambda player: self._theme.colour_name(player))
        self.input_refused.connect(self.announcer.say)
        board_accessible.install()
        self._input.changed.connect(self._on_input_changed)
        self._retranslate()

    def _retranslate(self) -> None:
        self._pictures.retranslated()
        self.update()
        self.setAccessibleName(self.tr("Board"))
        self.cell_table.setAccessibleName(self.accessibleName())
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(
            self.tr("No disc of yours is in the bottom row: pass the turn (Space)")
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes; lay the board out again when
        its font (the desktop's, through the application's) changes: the painted text and its
        room follow it."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._relayout()
            self._refresh_controls()
            self.update()
        super().changeEvent(event)

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
        """The animation speed that plays (System resolved: Off or Normal)."""
        return self._queue.speed

    @property
    def chosen_speed(self) -> Speed:
        """The animation speed as chosen (System stays System: it follows the desktop)."""
        return self._queue.chosen_speed

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
        self._pictures.clear()
        self.update()

    @property
    def interactive(self) -> bool:
        """False while input is not wanted (e.g. the computer or a remote player is to move)."""
        return self._input.interactive

    def set_interactive(self, interactive: bool) -> None:
        """Accept or refuse user input (the match controller decides)."""
        self._input.interactive = interactive
        self._refresh_controls()
        self.update()

    def set_waiting_text(self, text: Callable[[], str] | None) -> None:
        """What a move tried while another player is to move is answered with
        (``input_refused``; the window's "The computer is thinking…"): None or "" says
        nothing. A move tried while the board animates waits for the board instead."""
        self._input.waiting_text = text

    def shown_cell(self, column: int, row: int) -> int:
        """The disc the board shows at a cell now (it lags the model during animations)."""
        return self._shown.cells[column][row]

    def shown_piece(self, column: int, row: int) -> str:
        """The piece the board shows at a cell now: "", "disc", or a power checker's kind."""
        return self._shown.pieces[column][row]

    @property
    def shown_trays(self) -> Trays:
        """What the players' trays show now (they lag the model during animations)."""
        return self._shown.trays

    @property
    def has_trays(self) -> bool:
        """True when the rules use trays (Pop 10's kept discs, Power Up's power checkers)."""
        return self._layout.trays

    @property
    def board_input(self) -> BoardInput:
        """The input part (the accessible interface plays its actions through it)."""
        return self._input

    def power_rect(self, player: int, kind: str) -> QRectF:
        """Where power checker ``kind`` sits in ``player``'s tray (click it to arm it)."""
        return power_rect(self._layout, player, kind)

    @property
    def armed(self) -> str:
        """The power checker the next column will play, or ""."""
        return self._input.armed

    def arm(self, kind: str) -> bool:
        """Arm power checker ``kind`` for the player to move ("" disarms); False (with
        ``input_refused``) if it cannot be played now."""
        return self._input.arm(kind)

    def must_pass(self) -> bool:
        """True when the only move of the player to move is a pass (and input is taken)."""
        return self._input.must_pass()

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
        return self._input.legal_pop_columns()

    def ghost_column(self) -> int | None:
        """The column the ghost disc stands over now (None: no ghost)."""
        return self._input.ghost_column()

    def pop_preview_column(self) -> int | None:
        """The column drawn half slid down, previewing a pop under the pointer (None: none)."""
        return self._input.pop_preview_column()

    def set_annotations(self, labels: dict[Move, tuple[str, str]] | None) -> None:
        """Show a short label at each move's column (analysis): ``{move: (text, kind)}``.

        ``kind`` colours the label: "win", "loss", "draw" or "estimate". ``text`` may hold
        variants, longest first, separated by U+009C (Qt's length-variant mark): the first that
        fits is shown ("wins in 7" on a roomy board, "W7" on a small one). Drops are labelled
        above the board, pops on their handles. Any change of position clears the labels.

        A dict, even empty, also means analysis mode is on: the board paints the labels' legend
        from then on, across moves, until ``labels`` is None (analysis mode off).
        """
        self._annotations = dict(labels or {})
        self._legend = labels is not None
        self.update()

    @property
    def legend_shown(self) -> bool:
        """True while the analysis labels' legend is painted (analysis mode is on)."""
        return self._legend

    def column_labels(self) -> list[tuple[int, str, QRectF]]:
        """The column labels painted under the board: ``(column, label, rect)``."""
        return self._layout.labels(self._model.rules)

    def tool_tip_at(self, point: QPointF) -> str:
        """The tooltip for ``point``: what an analysis label means, or in Pop 10's setup why a
        column is refused; "" for none."""
        return self._tip_at(point)[0]

    def _tip_at(self, point: QPointF) -> tuple[str, QRectF]:
        """The tooltip for ``point`` and the rectangle it belongs to."""
        layout = self._layout
        for move, text, kind in shown_annotations(self._scene()):
            rect = annotation_rect(layout, move)
            if rect.contains(point):
                turn = self._model.turn
                names = self._theme.colour_name(turn), self._theme.colour_name(3 - turn)
                return analysis_tip(text, kind, *names), rect
        column = layout.column_at(point.x(), point.y())
        if column is not None and self._model.game.phase is Phase.SETUP:
            strip = layout.column_rect(column)
            content = layout.content_rect
            return self._input.column_refusal(column), QRectF(
                strip.left(), content.top(), strip.width(), content.height()
            )
        return "", QRectF()

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

    def score_text(self, player: int) -> str:
        """The score shown in ``player``'s tray (Pop 10): "7 / 10"."""
        return score_text(self._shown.trays, player, self._model.rules.target)

    def finish_animations(self) -> None:
        """Jump to the end of every queued animation."""
        self._queue.finish_all()

    def sizeHint(self) -> QSize:
        """A comfortable size for a 7x6 board."""
        return QSize(640, 620)

    # -- model signals -------------------------------------------------------------------------

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        self._input.position_changed()
        self._forget_marks()
        from popout_desktop.ui.board.steps import step_for_move

        step = step_for_move(effect, self._model.rules.rows, self._keep_target(effect))
        self._queue.push(self._shown.with_trays(step, trays_of(self._model.game), effect.kept))
        self._refresh_controls()
        board_accessible.cells_changed(self)

    @Slot(object)
    def _on_move_undone(self, effect: MoveEffect) -> None:
        self._input.position_changed()
        self._forget_marks()
        # The model has taken the move back: a kept disc's slot is the one just emptied.
        from popout_desktop.ui.board.steps import step_for_undo

        step = step_for_undo(effect, self._model.rules.rows, self._keep_target(effect, 1))
        trays = trays_of(self._model.game)
        self._queue.push(self._shown.with_trays(step, trays, effect.kept, undo=True))
        self._refresh_controls()
        board_accessible.cells_changed(self)

    def _keep_target(self, effect: MoveEffect, offset: int = 0) -> Target | None:
        """The tray slot of a kept disc: the scorer's newest one (``offset`` 1 after an undo)."""
        from popout_desktop.ui.board.steps import keep_target

        return keep_target(self._layout, self._model.game, effect, offset)

    def _forget_marks(self) -> None:
        self._annotations = {}
        self._hint = None
        self._input.set_armed("")

    @Slot(object)
    def _on_game_over(self, over: GameOver) -> None:
        self._input.position_changed()
        board_accessible.cells_changed(self)  # the winning line's cells say so
        if self._queue.busy:
            from popout_desktop.ui.board.steps import step_for_game_over

            self._queue.push(step_for_game_over(over))
        else:
            self._shown.over = over
            self.update()

    @Slot()
    def _on_position_reset(self) -> None:
        self._input.position_changed()
        self._forget_marks()
        self._queue.clear()
        self._shown.sync(self._model.game, self._model.game_over_state())
        self._input.reset_cursor()
        self._relayout()
        self._refresh_controls()
        self.update()
        board_accessible.cells_changed(self, new_position=True)

    @Slot(object)
    def _on_step_started(self, step: Step) -> None:
        for cue in self._shown.start(step):
            self._cue(cue)

    @Slot(object)
    def _on_step_finished(self, step: Step) -> None:
        for cue in self._shown.finish(step):
            self._cue(cue)

    @Slot()
    def _on_input_changed(self) -> None:
        board_accessible.cursor_moved(self)

    def _cue(self, name: str) -> None:
        # With the animations off a burst of steps ends at once: no burst of sounds.
        if self._queue.speed is not Speed.OFF or name == "win":
            self.sound_cue.emit(name)

    @Slot()
    def _on_emptied(self) -> None:
        # A safety net: the shown grid must equal the rules' board at rest.
        if self._shown.settle(self._model.game, self._model.game_over_state()):
            self.resyncs += 1
        self._refresh_hover()
        self._refresh_controls()
        self.update()
        self.animations_finished.emit()

    # -- input (see BoardInput) ------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Left click: drop (or pop on a handle); right click: pop; in a tray: arm a checker."""
        if self._input.press(event.position(), event.button()):
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Track the column under the pointer for the ghost disc and the pop preview."""
        self._input.hover(event.position())

    def leaveEvent(self, event: object) -> None:
        """Forget the hover when the pointer leaves."""
        self._input.leave()

    def _refresh_hover(self) -> None:
        point = self.mapFromGlobal(self.cursor().pos())
        self._input.refresh_hover(QPointF(point) if self.rect().contains(point) else None)

    def event(self, event: QEvent) -> bool:
        """Tooltips (see :meth:`tool_tip_at`); keep Esc for disarming a power checker while one
        is armed (before any shortcut)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip, rect = self._tip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, self, rect.toAlignedRect())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self._input.armed
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The board's keys (see :meth:`BoardInput.key`); any other goes to the parent."""
        if self._input.key(Qt.Key(event.key())):
            event.accept()
        else:
            super().keyPressEvent(event)

    def setFocusPolicy(self, policy: Qt.FocusPolicy) -> None:
        """The board's focus policy, its table of cells' too (the board's focus proxy, which
        holds the focus for it: a board that takes no focus, a preview, is no Tab stop)."""
        super().setFocusPolicy(policy)
        self.cell_table.setFocusPolicy(policy)

    def _refresh_controls(self) -> None:
        """Show the Pass button when a pass is the only move; drop an arming no longer valid."""
        armed = self._input.armed
        if armed and not self._input.can_arm(armed):
            self._input.set_armed("")
        show = self._input.must_pass()
        if show:
            self._place_pass_button()
        self.pass_button.setVisible(show)

    def _place_pass_button(self) -> None:
        layout = self._layout
        s = layout.cell
        font = QFont(self.font())
        # The desktop's text at the least; never taller than the handles' zone it stands in.
        font.setPixelSize(
            max(
                text_pixel_size(self.font()),
                min(round(s * 0.3 * layout.text_scale), round(s * 0.5)),
            )
        )
        font.setBold(True)
        self.pass_button.setFont(font)
        colour = self._theme.colour(self._model.turn)
        text = "#000000" if colour.lightnessF() > 0.55 else "#ffffff"
        self.pass_button.setStyleSheet(
            f"QPushButton {{ background: {colour.name()}; color: {text};"
            f" border: {max(2, round(s * 0.05))}px solid {self._theme.board_edge.name()};"
            f" border-radius: {round(s * 0.16)}px; padding: {round(s * 0.04)}px"
            f" {round(s * 0.5)}px; }}"
            f" QPushButton:hover {{ border-color: {self._theme.focus.name()}; }}"
        )
        self.pass_button.adjustSize()
        size = self.pass_button.sizeHint()
        # Under the board, where the pop handles would be: the board stays in view.
        face = layout.board_rect
        centre = QPointF(face.center().x(), face.bottom() + s * 0.42)
        self.pass_button.setGeometry(
            round(centre.x() - size.width() / 2),
            round(centre.y() - size.height() / 2),
            size.width(),
            size.height(),
        )

    # -- layout and painting (see board_painting) ------------------------------------------------

    def set_top_inset(self, pixels: int) -> None:
        """Leave a band of ``pixels`` at the top to a widget laid over the board (the result
        card): the board is laid out below it, smaller, so that nothing of it is hidden."""
        pixels = max(0, pixels)
        if pixels == self._top_inset:
            return
        self._top_inset = pixels
        self._relayout()
        self._refresh_controls()
        self.update()

    @property
    def top_inset(self) -> int:
        """The band at the top left to a widget laid over the board (0: none)."""
        return self._top_inset

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Recompute the layout; the face is re-rendered at the new size."""
        super().resizeEvent(event)
        self._relayout()
        self._refresh_controls()

    def _relayout(self) -> None:
        rules = self._model.rules
        self._layout = BoardLayout(
            rules.width,
            rules.rows,
            self.width(),
            self.height(),
            _has_trays(self._model),
            text_scale(self.font()),
            text_pixel_size(self.font()),
            self._top_inset,
        )
        self._pictures.resized()
        self.cell_table.follow_layout()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the frame (see :func:`~popout_desktop.ui.board.painting.paint_board`)."""
        if self.frame_times is not None and self._queue.busy:
            self.frame_times.append(time.perf_counter())
        painter = QPainter(self)
        paint_board(painter, self._scene(), self._pictures)
        painter.end()
        self.painted.emit()

    def still_image(self) -> QImage:
        """The position shown, at rest, as a picture to share (Export Position as PNG…): what
        the board paints, without what only input uses (pop handles, ghost disc, keyboard
        cursor, focus frame, hint, analysis labels, the Pass button), cropped to the board, its
        trays and its column labels (:attr:`BoardLayout.still_rect`), at the screen's pixel
        ratio."""
        ratio = self.devicePixelRatioF()
        crop = self._layout.still_rect.toAlignedRect().intersected(self.rect())
        image = QImage(
            max(1, round(crop.width() * ratio)),
            max(1, round(crop.height() * ratio)),
            QImage.Format.Format_RGB32,
        )
        image.setDevicePixelRatio(ratio)
        image.fill(self._theme.background)
        painter = QPainter(image)
        painter.translate(-crop.left(), -crop.top())
        scene = BoardScene.still(
            area=self.rect(),
            layout=self._layout,
            theme=self._theme,
            ratio=ratio,
            shown=self._shown,
            game=self._model.game,
            turn=self._model.turn,
            game_over=self._model.result is not None,
        )
        paint_board(painter, scene, self._pictures)
        painter.end()
        return image

    def _scene(self) -> BoardScene:
        """What this frame paints: the shown board, the animation, the input as it stands."""
        board = self._input
        # While animations play (most frames) input is not accepted: nothing of it to ask.
        accepts = board.accepts_input()
        return BoardScene(
            area=self.rect(),
            layout=self._layout,
            theme=self._theme,
            ratio=self.devicePixelRatioF(),
            shown=self._shown,
            game=self._model.game,
            turn=self._model.turn,
            game_over=self._model.result is not None,
            step=self._queue.current,
            progress=self._queue.progress,
            busy=self._queue.busy,
            accepts_input=accepts,
            legal=board.legal_moves() if accepts else (),
            armed=board.armed,
            pop_columns=board.legal_pop_columns() if accepts else (),
            hover_power=board.hover_power,
            hovered_handle=board.hovered_handle(),
            cursor=board.keyboard_cursor(),
            ghost=board.ghost_column() if accepts else None,
            preview=board.pop_preview_column() if accepts else None,
            annotations=self._annotations,
            hint=self._hint,
            pass_button=(
                QRectF(self.pass_button.geometry()) if self.pass_button.isVisible() else None
            ),
            legend=self._legend,
        )
