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
"""

from __future__ import annotations

import math
import time
from dataclasses import replace

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from popout_desktop.game.model import GameModel, GameOver, rejection_text
from popout_desktop.rules import POWER_KINDS, Move, Phase
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.ui.animations import (
    AnimationQueue,
    Speed,
    Step,
    Target,
    Trays,
    step_for_game_over,
    step_for_move,
    step_for_undo,
)
from popout_desktop.ui.board_layout import BoardLayout
from popout_desktop.ui.discs import BADGE, DiscPainter, handle_path, paint_disc, render_face
from popout_desktop.ui.powers import POWER_KEYS
from popout_desktop.ui.themes import DEFAULT_THEME, Theme, theme

__all__ = ["BoardView"]

_POP_PREVIEW_SHIFT = 0.3  # rows the column slides while a pop is previewed


def _has_trays(model: GameModel) -> bool:
    rules = model.rules
    return rules.pop_ten or rules.power_up


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
        self._discs = DiscPainter()
        self._face: QPixmap | None = None
        self._tray_cache: dict[tuple[int, bool, bool, float], tuple[float, QPixmap]] = {}
        self._layout = BoardLayout(model.rules.width, model.rules.rows, 1, 1, _has_trays(model))
        self._shown: list[list[int]] = []
        self._pieces: list[list[str]] = []
        self._trays = Trays()
        self._pending_trays = Trays()
        self._legal_key: object = None
        self._legal: list[Move] = []
        self._armed = ""
        self._hover_power: tuple[int, str] | None = None
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
        #: How often the animations ended off the model and the safety net resynced (tests).
        self.resyncs = 0

        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 200)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        #: Shown when the player to move has no move but a pass (Pop 10).
        self.pass_button = QPushButton(self)
        self.pass_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pass_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.pass_button.clicked.connect(lambda: self._propose(Move.pass_()))
        self.pass_button.hide()

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
        self._retranslate()

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(
            self.tr("No disc of yours is in the bottom row: pass the turn (Space)")
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
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
        self._tray_cache.clear()
        self.update()

    @property
    def interactive(self) -> bool:
        """False while input is not wanted (e.g. the computer or a remote player is to move)."""
        return self._interactive

    def set_interactive(self, interactive: bool) -> None:
        """Accept or refuse user input (the match controller decides)."""
        self._interactive = interactive
        self._refresh_controls()
        self.update()

    def shown_cell(self, column: int, row: int) -> int:
        """The disc the board shows at a cell now (it lags the model during animations)."""
        return self._shown[column][row]

    def shown_piece(self, column: int, row: int) -> str:
        """The piece the board shows at a cell now: "", "disc", or a power checker's kind."""
        return self._pieces[column][row]

    @property
    def shown_trays(self) -> Trays:
        """What the players' trays show now (they lag the model during animations)."""
        return self._trays

    @property
    def has_trays(self) -> bool:
        """True when the rules use trays (Pop 10's kept discs, Power Up's power checkers)."""
        return self._layout.trays

    def power_rect(self, player: int, kind: str) -> QRectF:
        """Where power checker ``kind`` sits in ``player``'s tray (click it to arm it)."""
        centre = self._layout.power_slot(player, POWER_KINDS.index(kind))
        r = self._layout.power_slot_radius
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    @property
    def armed(self) -> str:
        """The power checker the next column will play, or ""."""
        return self._armed

    def arm(self, kind: str) -> bool:
        """Arm power checker ``kind`` for the player to move ("" disarms); False (with
        ``input_refused``) if it cannot be played now."""
        if kind and not self._can_arm(kind):
            if self._accepts_input():
                self.input_refused.emit(self._arm_refusal(kind))
            return False
        self._set_armed(kind)
        return True

    def _set_armed(self, kind: str) -> None:
        if kind != self._armed:
            self._armed = kind
            self.armed_changed.emit(kind)
            self.update()

    def _can_arm(self, kind: str) -> bool:
        if not self._accepts_input() or kind not in POWER_KINDS:
            return False
        return any(m.kind == kind for m in self._legal_moves())

    def _arm_refusal(self, kind: str) -> str:
        game = self._model.game
        if not game.rules.power_up:
            return self.tr("Power checkers are played only in Power Up.")
        if kind not in game.powers(game.turn):
            return self.tr("That power checker has been played already.")
        return self.tr("A power checker is played instead of a drop, at the start of a turn.")

    def must_pass(self) -> bool:
        """True when the only move of the player to move is a pass (and input is taken)."""
        return self._accepts_input() and self._legal_moves() == [Move.pass_()]

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
        if not self._accepts_input() or self._armed:
            return []
        return [m.column for m in self._legal_moves() if m.kind == "pop"]

    def ghost_column(self) -> int | None:
        """The column the ghost disc stands over now (None: no ghost)."""
        return self._ghost_column()

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
        self._legal_key = None
        self._forget_marks()
        step = step_for_move(effect, self._model.rules.rows, self._keep_target(effect))
        trays = self._model_trays()
        if effect.kept:
            step = replace(step, trays_end=trays)
        elif trays != self._pending_trays:
            step = replace(step, trays_start=trays)  # a power checker leaves its tray
        self._pending_trays = trays
        self._queue.push(step)
        self._refresh_controls()

    def _on_move_undone(self, effect: MoveEffect) -> None:
        self._legal_key = None
        self._forget_marks()
        trays = self._model_trays()
        # The model has taken the move back: a kept disc's slot is the one just emptied.
        step = step_for_undo(effect, self._model.rules.rows, self._keep_target(effect, 1))
        if effect.kept:
            step = replace(step, trays_start=trays)  # the disc leaves the tray at once
        elif trays != self._pending_trays:
            step = replace(step, trays_end=trays)  # a power checker returns to its tray
        self._pending_trays = trays
        self._queue.push(step)
        self._refresh_controls()

    def _keep_target(self, effect: MoveEffect, offset: int = 0) -> Target | None:
        """The tray slot of a kept disc: the scorer's newest one (``offset`` 1 after an undo)."""
        if not effect.kept or not self._layout.trays:
            return None
        layout = self._layout
        scorer = effect.player
        index = self._model.game.scores[scorer - 1] - 1 + offset
        centre = layout.score_slot(scorer, max(0, index), self._model.rules.target)
        return Target(
            layout.column_of(centre.x()),
            layout.row_of(centre.y()),
            layout.tray_slot_radius / layout.disc_radius,
        )

    def _model_trays(self) -> Trays:
        game = self._model.game
        return Trays(game.scores, (game.powers(1), game.powers(2)))

    def _forget_marks(self) -> None:
        self._annotations = {}
        self._hint = None
        self._set_armed("")

    def _on_game_over(self, over: GameOver) -> None:
        self._legal_key = None
        if self._queue.busy:
            self._queue.push(step_for_game_over(over))
        else:
            self._shown_over = over
            self.update()

    def _on_position_reset(self) -> None:
        self._legal_key = None
        self._forget_marks()
        self._queue.clear()
        self._sync_from_model()
        self._cursor = self._clamp_cursor(self._cursor)
        self._face = None
        self._relayout()
        self._refresh_controls()
        self.update()

    def _on_step_started(self, step: Step) -> None:
        for column, row in step.lifts:
            self._shown[column][row] = 0
            self._pieces[column][row] = ""
        if step.trays_start is not None:
            self._trays = step.trays_start
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
        for column, row, player, piece in step.lands:
            self._shown[column][row] = player
            self._pieces[column][row] = piece
        if step.trays_end is not None:
            self._trays = step.trays_end
        if step.marks is not None and step.marks[0] == "drop":
            self._cue("drop")

    def _cue(self, name: str) -> None:
        # With the animations off a burst of steps ends at once: no burst of sounds.
        if self._queue.speed is not Speed.OFF or name == "win":
            self.sound_cue.emit(name)

    def _on_emptied(self) -> None:
        if not self._matches_model():
            # A safety net: the shown grid must equal the rules' board at rest.
            self.resyncs += 1
            self._sync_from_model()
        self._mark = self._last_move_mark()
        self._refresh_hover()
        self._refresh_controls()
        self.update()
        self.animations_finished.emit()

    def _sync_from_model(self) -> None:
        game = self._model.game
        rules = game.rules
        self._shown = [[game.cell(c, r) for r in range(rules.rows)] for c in range(rules.width)]
        self._pieces = [[game.piece(c, r) for r in range(rules.rows)] for c in range(rules.width)]
        self._trays = self._pending_trays = self._model_trays()
        self._shown_over = self._model.game_over_state()
        self._mark = self._last_move_mark()

    def _matches_model(self) -> bool:
        game = self._model.game
        rules = game.rules
        if len(self._shown) != rules.width or len(self._shown[0]) != rules.rows:
            return False
        return self._trays == self._model_trays() and all(
            self._shown[c][r] == game.cell(c, r) and self._pieces[c][r] == game.piece(c, r)
            for c in range(rules.width)
            for r in range(rules.rows)
        )

    def _last_move_mark(self) -> tuple[str, int, int] | None:
        game = self._model.game
        if not game.ply:
            return None
        move = game.moves[-1]
        if move.kind == "pass":
            return None
        if move.kind == "pop":
            return ("pop", move.column, 0)
        return ("drop", move.column, game.height(move.column) - 1)

    # -- input ---------------------------------------------------------------------------------

    def _accepts_input(self) -> bool:
        return self._interactive and not self._queue.busy and self._model.result is None

    def _legal_moves(self) -> list[Move]:
        """The legal moves now, computed once per position (painting asks often)."""
        game = self._model.game
        key = (id(game), game.ply)
        if self._legal_key != key:
            self._legal_key = key
            self._legal = game.legal_moves()
        return self._legal

    def _propose(self, move: Move) -> None:
        """Propose ``move`` if it is legal; otherwise say why not (``input_refused``)."""
        if not self._accepts_input():
            return
        if move in self._legal_moves():
            self.move_requested.emit(move)
        else:
            self.input_refused.emit(self._refusal(move))

    def _refusal(self, move: Move) -> str:
        game = self._model.game
        error = game.why_illegal(move)
        if error is None:
            return ""
        if game.phase == Phase.BOMB_POP and error.reason in ("not_your_disc", "column_empty"):
            return self.tr("The bomb pops one of %1's bottom discs.").replace(
                "%1", self._theme.colour_name(3 - game.turn)
            )
        return rejection_text(error)

    def _can_pop(self, column: int) -> bool:
        return Move.pop(column) in self._legal_moves()

    def _can_drop(self, column: int) -> bool:
        return Move.drop(column) in self._legal_moves()

    def _pops_only(self) -> bool:
        """True when every legal move is a pop (Pop 10's turns, the bomb's pop)."""
        moves = self._legal_moves()
        return bool(moves) and all(m.kind == "pop" for m in moves)

    def _column_move(self, column: int) -> Move | None:
        """What choosing ``column`` (a click on it, Enter, its digit) proposes: the armed power
        checker, else a drop, else (when only pops are legal) a pop; None if a pass is due."""
        if self._armed:
            return Move.power(self._armed, column)
        if self._legal_moves() == [Move.pass_()]:
            return None
        if self._pops_only():
            return Move.pop(column)
        return Move.drop(column)

    def _choose_column(self, column: int) -> None:
        move = self._column_move(column)
        if move is not None:
            self._propose(move)
        elif self._accepts_input():  # a pass is due: the Pass button (or Space) says so
            self.input_refused.emit(self._refusal(Move.drop(column)))

    def _tray_power_at(self, point: QPointF) -> tuple[int, str] | None:
        """The power checker under ``point`` in a tray: ``(player, kind)``."""
        if not self._layout.trays or not self._model.rules.power_up:
            return None
        for player in (1, 2):
            if not self._layout.tray_rect(player).contains(point):
                continue
            for kind in POWER_KINDS:
                if self.power_rect(player, kind).contains(point):
                    return (player, kind)
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Left click: drop (or pop on a handle); right click: pop; in a tray: arm a checker."""
        point = event.position()
        if not self._accepts_input():
            event.ignore()
            return
        power = self._tray_power_at(point)
        if power is not None and event.button() == Qt.MouseButton.LeftButton:
            player, kind = power
            if player == self._model.turn:
                self.arm("" if self._armed == kind else kind)
            event.accept()
            return
        column = self.column_at(point)
        if column is None:
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
                self._choose_column(column)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Track the column under the pointer for the ghost disc and the pop preview."""
        point = event.position()
        column = self.column_at(point)
        handle = column is not None and self._layout.in_handle_zone(point.y())
        power = self._tray_power_at(point)
        if (column, handle, power) != (self._hover_column, self._hover_handle, self._hover_power):
            self._hover_column, self._hover_handle = column, handle
            self._hover_power = power
            self._keyboard_active = False
            self.update()

    def leaveEvent(self, event: object) -> None:
        """Forget the hover when the pointer leaves."""
        self._hover_column = None
        self._hover_handle = False
        self._hover_power = None
        self.update()

    def _refresh_hover(self) -> None:
        point = self.mapFromGlobal(self.cursor().pos())
        if self.rect().contains(point):
            column = self.column_at(QPointF(point))
            self._hover_column = column
            self._hover_handle = column is not None and self._layout.in_handle_zone(point.y())
            self._hover_power = self._tray_power_at(QPointF(point))

    def event(self, event: QEvent) -> bool:
        """Keep Esc for disarming a power checker while one is armed (before any shortcut)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self._armed
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """←/→ choose a column; ↓, Enter or Space drop; ↑ or P pop; 1–9 drop there.

        Power Up: A, B, W, X arm the anvil, bomb, wall or ×2 (again, or Esc, disarms). Pop 10:
        with only pops legal, the drop keys pop; a player who must pass passes with Space, Enter
        or P.
        """
        key = Qt.Key(event.key())
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
            if self.must_pass():
                self._propose(Move.pass_())
            else:
                self._choose_column(self._cursor)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_P):
            self._keyboard_active = True
            if self.must_pass():
                self._propose(Move.pass_())
            elif self._can_pop(self._cursor) and not self._armed:
                self._propose(Move.pop(self._cursor))
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            number = key - Qt.Key.Key_1
            if number < len(playable):
                self._cursor = playable[number]
                self._keyboard_active = True
                self._choose_column(self._cursor)
        elif key in POWER_KEYS and rules.power_up:
            kind = POWER_KEYS[key]
            self.arm("" if self._armed == kind else kind)
        elif key == Qt.Key.Key_Escape and self._armed:
            self._set_armed("")
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

    def _refresh_controls(self) -> None:
        """Show the Pass button when a pass is the only move; drop an arming no longer valid."""
        if self._armed and not self._can_arm(self._armed):
            self._set_armed("")
        show = self.must_pass()
        if show:
            self._place_pass_button()
        self.pass_button.setVisible(show)

    def _place_pass_button(self) -> None:
        layout = self._layout
        s = layout.cell
        font = QFont(self.font())
        font.setPixelSize(max(11, round(s * 0.3)))
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

    # -- layout and painting -------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Recompute the layout; the face is re-rendered at the new size."""
        super().resizeEvent(event)
        self._relayout()
        self._refresh_controls()

    def _relayout(self) -> None:
        rules = self._model.rules
        self._layout = BoardLayout(
            rules.width, rules.rows, self.width(), self.height(), _has_trays(self._model)
        )
        self._face = None
        self._tray_cache.clear()

    def _face_pixmap(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        if self._face is None or self._face.devicePixelRatio() != ratio:
            rules = self._model.rules
            sides = tuple(c for c in range(rules.width) if rules.is_side_column(c))
            self._face = render_face(self._layout, self._theme, sides, ratio)
        return self._face

    def paintEvent(self, event: QPaintEvent) -> None:
        """Trays, holes, discs behind the face, the face, then markers, handles, the ghost."""
        if self.frame_times is not None and self._queue.busy:
            self.frame_times.append(time.perf_counter())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        theme = self._theme
        layout = self._layout
        painter.fillRect(self.rect(), theme.background)
        over = self._shown_over
        if layout.trays:
            # Before the sprites: a kept disc flies into its tray over it.
            self._paint_trays(painter, over)
        face = layout.board_rect
        painter.fillRect(face.adjusted(2, 2, -2, -2), theme.hole)
        ratio = self.devicePixelRatioF()
        radius = layout.disc_radius
        step = self._queue.current
        progress = self._queue.progress
        preview = self._pop_preview_column()
        for column, discs in enumerate(self._shown):
            shift = _POP_PREVIEW_SHIFT if column == preview else 0.0
            pieces = self._pieces[column]
            for row, player in enumerate(discs):
                if not player:
                    continue
                if shift and row == 0:
                    painter.setOpacity(0.45)
                self._discs.draw(
                    painter,
                    layout.centre(column, row - shift),
                    radius,
                    theme,
                    player,
                    ratio,
                    pieces[row],
                )
                painter.setOpacity(1.0)
        if step is not None:
            for sprite in step.sprites:
                painter.setOpacity(max(0.0, min(1.0, sprite.opacity_at(progress))))
                centre = layout.centre(sprite.column_at(progress), sprite.row_at(progress))
                self._discs.draw(
                    painter,
                    centre,
                    radius,
                    theme,
                    sprite.player,
                    ratio,
                    sprite.piece,
                    sprite.scale_at(progress),
                )
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
        if step is not None and step.note is not None:
            self._paint_note(painter, step.note, progress)
        painter.end()
        self.painted.emit()

    def _pop_preview_column(self) -> int | None:
        column = self._hover_column
        if column is None or not self._accepts_input() or self._armed:
            return None
        if (self._hover_handle or self._pops_only()) and self._can_pop(column):
            return column
        return None

    def _paint_trays(self, painter: QPainter, over: GameOver | None) -> None:
        """Each player's tray: their disc and turn, then the discs kept or the power checkers."""
        rules = self._model.rules
        busy = self._queue.busy
        for player in (1, 2):
            to_move = over is None and self._model.turn == player
            margin, pixmap = self._tray_pixmap(player, to_move, busy)
            tray = self._layout.tray_rect(player)
            painter.drawPixmap(QPointF(tray.left() - margin, tray.top() - margin), pixmap)
            if rules.pop_ten:
                self._paint_score_tray(painter, player)
            if rules.power_up:
                self._paint_power_tray(painter, player, to_move)

    def _tray_pixmap(self, player: int, to_move: bool, busy: bool) -> tuple[float, QPixmap]:
        """A tray's still parts (panel, the player's disc, the turn arrow, Pop 10's tube),
        rendered once per look and size: big translucent shapes are slow to paint each frame.
        Returns the margin around the tray rectangle and the pixmap."""
        ratio = self.devicePixelRatioF()
        key = (player, to_move, busy, ratio)
        cached = self._tray_cache.get(key)
        if cached is not None:
            return cached
        layout = self._layout
        theme = self._theme
        s = layout.cell
        tray = layout.tray_rect(player)
        margin = max(2.0, s * 0.06)
        pixmap = QPixmap(
            math.ceil((tray.width() + 2 * margin) * ratio),
            math.ceil((tray.height() + 2 * margin) * ratio),
        )
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(margin - tray.left(), margin - tray.top())
        panel = QColor(theme.board)
        panel.setAlphaF(0.14 if to_move else 0.07)
        colour = QColor(theme.colour(player))
        if to_move:
            if busy:
                colour.setAlphaF(0.6)
            pen = QPen(colour, max(2.0, s * 0.06))
        else:
            edge = QColor(theme.board_edge)
            edge.setAlphaF(0.35)
            pen = QPen(edge, max(1.0, s * 0.02))
        painter.setPen(pen)
        painter.setBrush(panel)
        painter.drawRoundedRect(tray, s * 0.18, s * 0.18)
        # The head: the player's disc, and an arrow towards the board on their turn.
        centre = layout.tray_head_rect(player).center()
        paint_disc(painter, centre, s * 0.3, theme, player)
        if to_move:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.colour(player))
            direction = 1 if player == 1 else -1
            tip = QPointF(centre.x() + direction * s * 0.56, centre.y())
            back = tip.x() - direction * s * 0.16
            painter.drawPolygon(
                QPolygonF(
                    [
                        tip,
                        QPointF(back, centre.y() - s * 0.13),
                        QPointF(back, centre.y() + s * 0.13),
                    ]
                )
            )
        target = self._model.rules.target
        if self._model.rules.pop_ten:
            # A tube the kept discs stack up in, as tall as ``target`` discs.
            r = layout.tray_slot_radius
            low = layout.score_slot(player, 0, target)
            high = layout.score_slot(player, target - 1, target)
            tube = QRectF(
                low.x() - r * 1.15, high.y() - r * 1.15, r * 2.3, low.y() - high.y() + r * 2.3
            )
            edge = QColor(theme.text)
            edge.setAlphaF(0.3)
            fill = QColor(theme.text)
            fill.setAlphaF(0.05)
            painter.setPen(QPen(edge, max(1.0, s * 0.025)))
            painter.setBrush(fill)
            painter.drawRoundedRect(tube, r * 1.15, r * 1.15)
        painter.end()
        self._tray_cache[key] = (margin, pixmap)
        return margin, pixmap

    def _paint_score_tray(self, painter: QPainter, player: int) -> None:
        layout = self._layout
        theme = self._theme
        s = layout.cell
        target = self._model.rules.target
        score = self._trays.scores[player - 1]
        font = QFont(painter.font())
        font.setPixelSize(max(8, round(s * 0.26)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.text)
        painter.drawText(
            layout.tray_text_rect(player),
            Qt.AlignmentFlag.AlignCenter,
            self.score_text(player),
        )
        r = layout.tray_slot_radius
        ratio = self.devicePixelRatioF()
        for index in range(min(score, target)):
            self._discs.draw(
                painter, layout.score_slot(player, index, target), r, theme, player, ratio
            )

    def _paint_power_tray(self, painter: QPainter, player: int, to_move: bool) -> None:
        layout = self._layout
        theme = self._theme
        s = layout.cell
        powers = self._trays.powers[player - 1]
        r = layout.power_slot_radius
        ratio = self.devicePixelRatioF()
        for index, kind in enumerate(POWER_KINDS):
            centre = layout.power_slot(player, index)
            if kind not in powers:
                empty = QColor(theme.text)
                empty.setAlphaF(0.25)
                painter.setPen(QPen(empty, max(1.0, s * 0.025), Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, r * 0.9, r * 0.9)
                continue
            armed = to_move and self._armed == kind
            usable = to_move and self._can_arm(kind)
            hovered = usable and self._hover_power == (player, kind)
            if to_move and not usable and not armed and self._accepts_input():
                painter.setOpacity(0.5)  # not now: a follow-up step comes first
            self._discs.draw(painter, centre, r, theme, player, ratio, kind)
            painter.setOpacity(1.0)
            if armed or hovered:
                colour = QColor(theme.focus)
                if not armed:
                    colour.setAlphaF(0.6)
                painter.setPen(QPen(colour, max(2.0, s * (0.07 if armed else 0.045))))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, r + s * 0.07, r + s * 0.07)

    def score_text(self, player: int) -> str:
        """The score shown in ``player``'s tray (Pop 10): "7 / 10"."""
        return (
            self.tr("%1 / %2")
            .replace("%1", str(self._trays.scores[player - 1]))
            .replace("%2", str(self._model.rules.target))
        )

    def _paint_note(self, painter: QPainter, note: tuple[str, int], progress: float) -> None:
        """A word over the board while a step plays (a pass), fading in and out."""
        kind, player = note
        if kind != "pass":
            return
        text = self.tr("%1 passes").replace("%1", self._theme.colour_name(player))
        layout = self._layout
        s = layout.cell
        font = QFont(painter.font())
        font.setPixelSize(max(10, round(s * 0.4)))
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        width = metrics.horizontalAdvance(text) + s * 0.8
        height = metrics.height() + s * 0.3
        centre = layout.board_rect.center()
        rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        painter.setOpacity(max(0.0, min(1.0, math.sin(math.pi * progress) * 1.6)))
        painter.setPen(QPen(self._theme.board_edge, max(1.0, s * 0.04)))
        painter.setBrush(self._theme.colour(player))
        painter.drawRoundedRect(rect, s * 0.2, s * 0.2)
        light = self._theme.colour(player).lightnessF() > 0.55
        painter.setPen(QColor("#000000") if light else QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.setOpacity(1.0)

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
            # A small ring in the middle; round a power checker's badge, not over its icon.
            plain = self._pieces[column][row] in ("disc", "")
            ring = s * 0.12 if plain else layout.disc_radius * (BADGE + 0.05)
            painter.drawEllipse(layout.centre(column, row), ring, ring)
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
            if move.kind == "pass" or (move.kind in POWER_KINDS and move.kind != self._armed):
                continue
            if move.kind == "drop" and self._armed:
                continue  # the armed checker's labels take the drops' place
            if move.kind != "pop":
                centre = QPointF(layout.x(move.column), layout.board_rect.top() - s * 0.14)
                rect = QRectF(centre.x() - s * 0.45, centre.y() - s * 0.13, s * 0.9, s * 0.26)
            else:
                rect = layout.pop_handle_rect(move.column)
            colour = self._label_colour(kind)
            background = QColor("#ffffff")
            background.setAlphaF(0.9)
            painter.setPen(QPen(colour, max(1.0, s * 0.02)))
            painter.setBrush(background)
            if move.kind != "pop":
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
        if move.kind == "pass":
            if self.pass_button.isVisible():
                painter.drawRoundedRect(
                    QRectF(self.pass_button.geometry()).adjusted(-5, -5, 5, 5), s * 0.2, s * 0.2
                )
            return
        if move.kind != "pop":
            row = 0 if move.kind == "anvil" else self._model.game.height(move.column)
            if move.kind in POWER_KINDS:
                player = self._model.turn
                index = POWER_KINDS.index(move.kind)
                centre = self._layout.power_slot(player, index)
                radius = self._layout.power_slot_radius + s * 0.1
                painter.drawEllipse(centre, radius, radius)
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
        move = self._column_move(column)
        if move is None or move.kind == "pop" or move not in self._legal_moves():
            return None
        return column

    def _paint_ghost(self, painter: QPainter) -> None:
        column = self._ghost_column()
        if column is None:
            return
        layout = self._layout
        player = self._model.turn
        piece = self._armed or "disc"
        row = 0 if piece == "anvil" else self._model.game.height(column)
        if piece == "anvil":
            # The discs the anvil would crush, dimmed.
            dim = QColor(self._theme.background)
            dim.setAlphaF(0.6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(dim)
            for crushed, owner in enumerate(self._shown[column]):
                if owner:
                    painter.drawEllipse(
                        layout.centre(column, crushed), layout.hole_radius, layout.hole_radius
                    )
        painter.setOpacity(0.65 if piece == "disc" else 0.85)
        self._discs.draw(
            painter,
            layout.centre(column, layout.drop_start_row()),
            layout.disc_radius,
            self._theme,
            player,
            self.devicePixelRatioF(),
            piece,
        )
        painter.setOpacity(1.0)
        # Where it would land: a dotted ring in the mover's colour.
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
