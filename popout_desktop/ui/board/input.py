"""What the user's mouse and keys mean on the board (:class:`BoardInput`).

The input keeps what the pointer hovers (a column, a pop handle, a power checker in a tray), the
keyboard cursor, and the power checker armed for the next column. It turns a click, a key or a
chosen column into a :class:`~popout_desktop.rules.Move` and proposes it only if it is legal
(``move_requested``); input that cannot become a legal move is explained (``input_refused``).
It never changes the game, and takes no input while animations play, while the game is over, or
while the view is not interactive.

The :class:`~popout_desktop.ui.board.view.BoardView` owns one, forwards its mouse and key events
to it and re-emits its signals; the input reads the view only through :class:`InputSurface`.

Digit keys choose the column whose label they type: the number written under the board, the one
the status line, the move list and the notation use (5-in-a-Row's first playable column is 2;
see :func:`~popout_desktop.ui.board.layout.column_label`). A label is typed the way a list is
searched by typing: a digit that is a whole label and begins no longer one plays at once; a
digit that begins a longer label (the 1 of 10 to 16) moves the keyboard cursor there and waits
``QStyleHints.keyboardInputInterval()`` (about half a second) for the next digit: "1" "2"
quickly plays column 12. When the wait ends nothing is played: the cursor stays on the column
typed (column 1 here) and Enter, Space or ↓ drops into it, ↑ pops it.

One target at a time: the last input used decides. A key moves the target to the keyboard
cursor (its frame, the ghost disc over it) and hides the pointer's ghost, lit handle and pop
preview until the pointer moves again; a move of the pointer makes the column under it the target
and the keyboard cursor follows it there, so Enter plays the column the ghost disc stands over.

The pointer's hover is *stale* once the position has changed under a resting pointer (a move by
click, key, the computer, a peer, an undo): the ghost disc may come back where the pointer rests,
but the pop preview (the column drawn half slid) waits until the pointer moves again, so it never
looks like an animation frozen half way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication

from popout_desktop.game.model import GameModel, rejection_text
from popout_desktop.rules import POWER_KINDS, Move, Phase
from popout_desktop.ui.board.animations import AnimationQueue
from popout_desktop.ui.board.layout import BoardLayout, column_labels
from popout_desktop.ui.board.powers import POWER_KEYS
from popout_desktop.ui.board.themes import Theme

__all__ = ["BoardInput", "InputSurface", "power_rect"]


class InputSurface(Protocol):
    """What the input needs of the widget it serves: its geometry, theme and focus."""

    @property
    def board_layout(self) -> BoardLayout:
        """The geometry at the widget's current size."""
        ...

    @property
    def theme(self) -> Theme:
        """The theme in use (for the players' colour names)."""
        ...

    def hasFocus(self) -> bool:
        """True while the widget has the keyboard focus."""
        ...


def power_rect(layout: BoardLayout, player: int, kind: str) -> QRectF:
    """Where power checker ``kind`` sits in ``player``'s tray (click it to arm it)."""
    centre = layout.power_slot(player, POWER_KINDS.index(kind))
    r = layout.power_slot_radius
    return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)


class BoardInput(QObject):
    """Hover, keyboard cursor and arming on the board, and the moves they propose.

    Signals: ``move_requested(Move)`` for every legal move proposed; ``input_refused(str)``
    with a readable reason; ``armed_changed(str)`` when a power checker is armed (its kind) or
    disarmed (""); ``changed()`` when what the input shows (hover, cursor, arming) changed.
    """

    move_requested = Signal(object)
    input_refused = Signal(str)
    armed_changed = Signal(str)
    changed = Signal()

    def __init__(
        self,
        model: GameModel,
        queue: AnimationQueue,
        surface: InputSurface,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._queue = queue
        self._surface = surface
        self._interactive = True
        #: What a move proposed while another player is to move is answered with (the window's
        #: "The computer is thinking…"); None or "" says nothing (a review board, a puzzle's).
        self.waiting_text: Callable[[], str] | None = None
        # A move proposed while the board still animates (a key pressed as the computer's disc
        # falls): played once the board takes input again, unless the position changed since
        # (then the second field is True: the player is asked again).
        self._pending: tuple[Move, bool] | None = None
        self._pending_timer = QTimer(self)
        self._pending_timer.setSingleShot(True)
        self._pending_timer.setInterval(0)  # after the match has asked the seat (see below)
        self._pending_timer.timeout.connect(self._play_pending)
        # The position this board's own last move led to: a key pressed while that move still
        # animates is a second press of the same player, never kept for the next one.
        self._own_move_to: tuple[int, int] | None = None
        queue.emptied.connect(self._on_emptied)
        self._legal_key: object = None
        self._legal: list[Move] = []
        self._armed = ""
        #: The column under the pointer (None: none) and whether it is over the pop handles.
        self.hover_column: int | None = None
        self.hover_handle = False
        #: The power checker under the pointer in a tray: ``(player, kind)``.
        self.hover_power: tuple[int, str] | None = None
        #: True once the position changed under a resting pointer: no pop preview until the
        #: pointer moves (see the module's docstring).
        self.hover_stale = False
        self._hover_point: QPointF | None = None
        #: The keyboard cursor's column, and whether the keyboard was used last.
        self.cursor = model.rules.first_column
        self.keyboard_active = False
        #: The digits typed so far of a column's label ("1" while waiting for a second digit).
        self.typed = ""
        #: Ends the wait for a label's next digit (see the module's docstring).
        self.typing_timer = QTimer(self)
        self.typing_timer.setSingleShot(True)
        self.typing_timer.timeout.connect(self.end_typing)

    # -- the position ---------------------------------------------------------------------------

    @property
    def interactive(self) -> bool:
        """False while input is not wanted (the computer or a remote player is to move, the
        board animates a move)."""
        return self._interactive

    @interactive.setter
    def interactive(self, interactive: bool) -> None:
        self._interactive = interactive
        if interactive and self._pending is not None:
            # From the event loop: the match makes the board interactive just before it asks
            # the seat, and a move before that would not be the seat's.
            self._pending_timer.start()

    def accepts_input(self) -> bool:
        """True when the user may move now: interactive, nothing animating, the game on."""
        return self.interactive and not self._queue.busy and self._model.result is None

    def legal_moves(self) -> list[Move]:
        """The legal moves now, computed once per position (painting asks often)."""
        game = self._model.game
        key = (id(game), game.ply)
        if self._legal_key != key:
            self._legal_key = key
            self._legal = game.legal_moves()
        return self._legal

    def position_changed(self) -> None:
        """The model's position changed (a move, an undo, a new game): forget the legal moves;
        the hover is stale until the pointer moves."""
        self._legal_key = None
        self.hover_stale = True
        self.end_typing()
        if self._pending is not None:
            self._pending = (self._pending[0], True)  # proposed in another position

    def reset_cursor(self) -> None:
        """Keep the keyboard cursor on the board after the rules changed."""
        playable = self._model.rules.playable_columns
        self.cursor = min(max(self.cursor, playable[0]), playable[-1])

    def can_pop(self, column: int) -> bool:
        """True if popping ``column`` is legal now."""
        return Move.pop(column) in self.legal_moves()

    def pops_only(self) -> bool:
        """True when every legal move is a pop (Pop 10's turns, the bomb's pop)."""
        moves = self.legal_moves()
        return bool(moves) and all(m.kind == "pop" for m in moves)

    def must_pass(self) -> bool:
        """True when the only move of the player to move is a pass (and input is taken)."""
        return self.accepts_input() and self.legal_moves() == [Move.pass_()]

    def legal_pop_columns(self) -> list[int]:
        """Columns that show a pop handle now."""
        if not self.accepts_input() or self._armed:
            return []
        return [m.column for m in self.legal_moves() if m.kind == "pop"]

    # -- what the board shows of the input -------------------------------------------------------

    def keyboard_cursor(self) -> int | None:
        """The keyboard cursor's column while it is shown (the keyboard was used last and the
        board has the focus), else None. While it is shown it is the one target: the pointer's
        ghost disc, lit handle and pop preview wait until the pointer moves again."""
        if self.keyboard_active and self._surface.hasFocus():
            return self.cursor
        return None

    def hovered_handle(self) -> int | None:
        """The column whose pop handle the pointer is over (None: none, or the keyboard was
        used since the pointer last moved)."""
        if not self.hover_handle or self.keyboard_cursor() is not None:
            return None
        return self.hover_column

    def ghost_column(self) -> int | None:
        """The column the ghost disc stands over now (None: no ghost): the keyboard cursor's
        if a key was pressed since the pointer last moved, else the one under the pointer."""
        if not self.accepts_input():
            return None
        keyboard = self.keyboard_cursor()
        if keyboard is not None:
            column = keyboard
        elif self.hover_column is not None and not self.hover_handle:
            column = self.hover_column
        else:
            return None
        move = self.column_move(column)
        if move is None or move.kind == "pop" or move not in self.legal_moves():
            return None
        return column

    def pop_preview_column(self) -> int | None:
        """The column that slides down a little, previewing a pop under the pointer, or None."""
        column = self.hover_column
        if column is None or self.hover_stale or not self.accepts_input() or self._armed:
            return None
        if self.keyboard_cursor() is not None:  # a key was pressed since the pointer moved
            return None
        if (self.hover_handle or self.pops_only()) and self.can_pop(column):
            return column
        return None

    # -- arming ----------------------------------------------------------------------------------

    @property
    def armed(self) -> str:
        """The power checker the next column will play, or ""."""
        return self._armed

    def arm(self, kind: str) -> bool:
        """Arm power checker ``kind`` for the player to move ("" disarms); False (with
        ``input_refused``) if it cannot be played now."""
        if kind and not self.can_arm(kind):
            if self.accepts_input():
                self.input_refused.emit(self._arm_refusal(kind))
            return False
        self.set_armed(kind)
        return True

    def set_armed(self, kind: str) -> None:
        """Arm ``kind`` ("" disarms) without checking it can be played."""
        if kind != self._armed:
            self._armed = kind
            self.armed_changed.emit(kind)
            self.changed.emit()

    def can_arm(self, kind: str) -> bool:
        """True if power checker ``kind`` can be played now."""
        if not self.accepts_input() or kind not in POWER_KINDS:
            return False
        return any(m.kind == kind for m in self.legal_moves())

    def _arm_refusal(self, kind: str) -> str:
        # The board's texts keep their translation context ("BoardView").
        game = self._model.game
        if not game.rules.has_power_checkers:
            return QCoreApplication.translate(
                "BoardView", "Power checkers are played only in Power Up."
            )
        if kind not in game.powers(game.turn):
            return QCoreApplication.translate(
                "BoardView", "That power checker has been played already."
            )
        return QCoreApplication.translate(
            "BoardView", "A power checker is played instead of a drop, at the start of a turn."
        )

    # -- proposing moves -------------------------------------------------------------------------

    def propose(self, move: Move) -> None:
        """Propose ``move`` if it is legal; otherwise say why not (``input_refused``).

        While the board animates another player's move, the move waits and is proposed once
        the board takes input again in the same position (a key pressed as the other player's
        disc falls is not lost); while another player is to move (this board's own move still
        falling included: a second press is not kept for the next player), the window's
        ``waiting_text`` says so."""
        if not self.accepts_input():
            if self._model.result is not None:
                return
            if self._queue.busy and self._position() != self._own_move_to:
                self._pending = (move, False)
                if self._interactive:
                    self._pending_timer.start()
            elif self.waiting_text is not None and (text := self.waiting_text()):
                self.input_refused.emit(text)
            return
        self._pending = None
        if move in self.legal_moves():
            game = self._model.game
            self._own_move_to = (id(game), game.ply + 1)
            self.move_requested.emit(move)
        else:
            self.input_refused.emit(self._refusal(move))

    def _position(self) -> tuple[int, int]:
        game = self._model.game
        return (id(game), game.ply)

    @Slot()
    def _on_emptied(self) -> None:
        if self._pending is not None and self._interactive:
            self._pending_timer.start()

    @Slot()
    def _play_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None:
            return
        move, stale = pending
        if not self.accepts_input():
            if self._queue.busy and self._model.result is None:
                self._pending = pending  # still animating: wait on
            return
        if stale:
            self.input_refused.emit(
                QCoreApplication.translate(
                    "BoardView", "The other player moved before that key: choose again."
                )
            )
            return
        self.propose(move)

    def _refusal(self, move: Move) -> str:
        game = self._model.game
        error = game.why_illegal(move)
        if error is None:
            return ""
        if game.phase == Phase.BOMB_POP and error.reason in ("not_your_disc", "column_empty"):
            return QCoreApplication.translate(
                "BoardView", "The bomb pops one of %1's bottom discs."
            ).replace("%1", self._surface.theme.colour_name(3 - game.turn))
        return rejection_text(error)

    def column_move(self, column: int) -> Move | None:
        """What choosing ``column`` (a click on it, Enter, its digit) proposes: the armed power
        checker, else a drop, else (when only pops are legal) a pop; None if a pass is due."""
        if self._armed:
            return Move.power(self._armed, column)
        if self.legal_moves() == [Move.pass_()]:
            return None
        if self.pops_only():
            return Move.pop(column)
        return Move.drop(column)

    def column_refusal(self, column: int) -> str:
        """Why choosing ``column`` now would be refused ("" if it would not, or if no input is
        taken): the reason ``input_refused`` would give."""
        if not self.accepts_input() or self._model.rules.is_side_column(column):
            return ""
        move = self.column_move(column)
        if move is None or move in self.legal_moves():
            return ""
        return self._refusal(move)

    def choose_column(self, column: int) -> None:
        """Propose what choosing ``column`` means (see :meth:`column_move`)."""
        move = self.column_move(column)
        if move is not None:
            self.propose(move)
        elif self.accepts_input():  # a pass is due: the Pass button (or Space) says so
            self.input_refused.emit(self._refusal(Move.drop(column)))

    # -- the mouse -------------------------------------------------------------------------------

    def power_at(self, point: QPointF) -> tuple[int, str] | None:
        """The power checker under ``point`` in a tray: ``(player, kind)``."""
        layout = self._surface.board_layout
        if not layout.trays or not self._model.rules.has_power_checkers:
            return None
        for player in (1, 2):
            if not layout.tray_rect(player).contains(point):
                continue
            for kind in POWER_KINDS:
                if power_rect(layout, player, kind).contains(point):
                    return (player, kind)
        return None

    def press(self, point: QPointF, button: Qt.MouseButton) -> bool:
        """A mouse button pressed at ``point``: left drops (or pops on a handle), right pops, a
        left click in the mover's tray arms a checker. False if the press is not the board's."""
        if not self.accepts_input():
            return False
        power = self.power_at(point)
        if power is not None and button == Qt.MouseButton.LeftButton:
            player, kind = power
            if player == self._model.turn:
                self.arm("" if self._armed == kind else kind)
            return True
        layout = self._surface.board_layout
        column = layout.column_at(point.x(), point.y())
        if column is None:
            return False
        rules = self._model.rules
        self.keyboard_active = False
        self.cursor = column if not rules.is_side_column(column) else self.cursor
        if button == Qt.MouseButton.RightButton:
            if self.can_pop(column):
                self.propose(Move.pop(column))
        elif button == Qt.MouseButton.LeftButton:
            if layout.in_handle_zone(point.y()):
                if self.can_pop(column) and layout.pop_handle_rect(column).contains(point):
                    self.propose(Move.pop(column))
            elif not rules.is_side_column(column):
                self.choose_column(column)
        return True

    def hover(self, point: QPointF) -> None:
        """The pointer moved to ``point``: track the column, handle or power checker under it."""
        self._hover_at(point, moved=True)

    def refresh_hover(self, point: QPointF | None) -> None:
        """Look again at what the resting pointer is over (``point``; None: not over the
        board), after the board changed under it. The hover stays stale: no pop preview until
        the pointer moves."""
        if point is None:
            self.hover_column, self.hover_handle, self.hover_power = None, False, None
        else:
            self._hover_at(point, moved=False)

    def _hover_at(self, point: QPointF, moved: bool) -> None:
        column = self._surface.board_layout.column_at(point.x(), point.y())
        handle = column is not None and self._surface.board_layout.in_handle_zone(point.y())
        power = self.power_at(point)
        hovered = (column, handle, power)
        if not moved:
            self.hover_column, self.hover_handle, self.hover_power = hovered
            return
        changed = hovered != (self.hover_column, self.hover_handle, self.hover_power)
        self.hover_column, self.hover_handle, self.hover_power = hovered
        # A real move of the pointer ends a stale hover and makes the pointer the target again,
        # the keyboard cursor following it (Qt also sends moves to where the pointer rests: a
        # move to the point of the last one is none).
        if point != self._hover_point:
            changed = changed or self.hover_stale or self.keyboard_active
            self.hover_stale = False
            self.keyboard_active = False
            if column is not None and not self._model.rules.is_side_column(column):
                changed = changed or column != self.cursor
                self.cursor = column
        self._hover_point = QPointF(point)
        if changed:
            self.changed.emit()

    def leave(self) -> None:
        """The pointer left the board: forget the hover."""
        self.hover_column = None
        self.hover_handle = False
        self.hover_power = None
        self._hover_point = None
        self.changed.emit()

    # -- the keyboard ----------------------------------------------------------------------------

    def key(self, key: Qt.Key) -> bool:
        """←/→ choose a column; ↓, Enter or Space drop; ↑ or P pop (or say why the column cannot
        be popped); a digit plays the column
        with that label (two digits typed quickly for 10 to 17: see the module's docstring).

        Power Up: A, B, W, X arm the anvil, bomb, wall or ×2 (again, or Esc, disarms). Pop 10:
        with only pops legal, the drop keys pop; a player who must pass passes with Space, Enter
        or P. False if ``key`` means nothing on the board.
        """
        rules = self._model.rules
        playable = list(rules.playable_columns)
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            self.type_digit(str(key - Qt.Key.Key_0))
            return True
        self.end_typing()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            index = playable.index(self.cursor) if self.cursor in playable else 0
            step = -1 if key == Qt.Key.Key_Left else 1
            self.cursor = playable[(index + step) % len(playable)]
            self.keyboard_active = True
            self.changed.emit()
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._use_keyboard()
            if self.must_pass():
                self.propose(Move.pass_())
            else:
                self.choose_column(self.cursor)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_P):
            self._use_keyboard()
            if self.must_pass():
                self.propose(Move.pass_())
            elif not self._armed:
                # A pop that cannot be played is said why, as a drop is ("Column 3 is empty.").
                self.propose(Move.pop(self.cursor))
        elif key in POWER_KEYS and rules.has_power_checkers:
            kind = POWER_KEYS[key]
            self.arm("" if self._armed == kind else kind)
        elif key == Qt.Key.Key_Escape and self._armed:
            self.set_armed("")
        else:
            return False
        return True

    def _use_keyboard(self) -> None:
        """A key acts on the keyboard cursor: it becomes the one target shown."""
        if not self.keyboard_active:
            self.keyboard_active = True
            self.changed.emit()

    # -- typing a column's label -------------------------------------------------------------------

    def type_digit(self, digit: str) -> None:
        """A digit typed: play the column whose label it completes, or (when it begins a longer
        label) move the cursor and wait for the next digit. A digit that follows one typed just
        before, and with it begins no label, starts afresh."""
        labels = column_labels(self._model.rules)
        typed = self.typed + digit
        if self.typed and not any(label.startswith(typed) for label in labels):
            typed = digit
        self.typing_timer.stop()
        self.typed = ""
        longer = [label for label in labels if label.startswith(typed) and label != typed]
        if not longer:
            if typed in labels:
                self.cursor = labels[typed]
                self.keyboard_active = True
                self.changed.emit()
                self.choose_column(self.cursor)
            elif self.accepts_input():
                self.input_refused.emit(self._no_column(typed))
            return
        # The beginning of a longer label: wait for the next digit.
        self.typed = typed
        self.cursor = labels.get(typed, labels[min(longer, key=int)])
        self.keyboard_active = True
        self.typing_timer.start(QGuiApplication.styleHints().keyboardInputInterval())
        self.changed.emit()

    @Slot()
    def end_typing(self) -> None:
        """Stop waiting for a label's next digit: the cursor stays where the digits led."""
        self.typing_timer.stop()
        self.typed = ""

    def _no_column(self, label: str) -> str:
        """Why typing ``label`` chooses no column: a side column's text, or the columns there
        are."""
        rules = self._model.rules
        column = int(label) - 1
        if 0 <= column < rules.width:  # a side column of 5-in-a-Row
            return self._refusal(Move.drop(column))
        labels = list(column_labels(rules))
        return (
            QCoreApplication.translate(
                "BoardView", "There is no column %1: the columns are %2 to %3."
            )
            .replace("%1", label)
            .replace("%2", labels[0])
            .replace("%3", labels[-1])
        )
