"""The lesson "Learn in one minute": a drop, a pop, and a pop that wins, on prepared boards.

Three steps (:data:`STEPS`), each on a position built by playing its moves through the rules
(:func:`prepared_game`) and shown with ``GameModel.load``: the player moves through the real
board (mouse or keys → the match controller → ``GameModel.play``). A banner along the board's top
and the status line say what to do; the right move leads to the next step, a wrong one is
explained and the step set again. Yellow sits in a seat that never moves (:class:`Onlooker`), so
nothing spoils a step. Esc or "Leave" ends the lesson with a new game for two players; a game
started another way (New game, Open, Restart) ends it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from popout_desktop.game.seats import Seat
from popout_desktop.game.session import default_players
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.effects import MoveEffect
from popout_desktop.ui.board.themes import Theme
from popout_desktop.ui.window.welcome import OverlayCard

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["STEPS", "Lesson", "LessonBanner", "LessonStep", "Onlooker", "prepared_game"]

#: The player the lesson teaches (Red, who moves first).
LEARNER = 1
#: How long a step's outcome ("Well done", why a move was wrong) stands before the board moves on.
PAUSE_MS = 1400


@dataclass(frozen=True)
class LessonStep:
    """One step: the moves of its prepared position (Red to move), what it asks for (``goal``:
    "drop", "pop" or "win", a pop that wins) and the move the board highlights (None: none)."""

    moves: str
    goal: str
    highlight: Move | None


#: The three steps. Step 2: Red may pop column 3 (a Yellow disc slides down) or 5; column 4's
#: bottom disc is Yellow's. Step 3: only the pop of column 4 wins (its upper Red disc fills the gap
#: in Red's second row); the pop of column 5 does not, and no drop wins.
# tests/ui/window/test_lesson.py
#: checks all of it.
STEPS: tuple[LessonStep, ...] = (
    LessonStep("d4 d3", "drop", Move.drop(3)),
    LessonStep("d3 d4 d4 d3 d5 d6", "pop", Move.pop(2)),
    LessonStep("d4 d2 d2 d3 d3 d4 d4 d6 d5 d7 d5 d7", "win", None),
)


def prepared_game(step: LessonStep) -> Game:
    """The position of ``step``: its moves played, one by one, by the rules (Pop Out, 7x6)."""
    game = Game(Rules())
    for token in step.moves.split():
        game.play(Move.parse(token))
    return game


def is_right(step: LessonStep, move: Move, after: Game) -> bool:
    """True if ``move`` (already played, giving ``after``) is what ``step`` asks for."""
    if step.goal == "drop":
        return move.kind == "drop"
    if step.goal == "pop":
        return move.kind == "pop"
    result = after.result
    return move.kind == "pop" and result is not None and result.winner == LEARNER


class Onlooker(Seat):
    """Yellow's seat in the lesson: asked like any seat, it never answers (the lesson sets the
    next position itself)."""

    @property
    def kind(self) -> str:
        """``"lesson"``."""
        return "lesson"


class LessonBanner(OverlayCard):
    """The lesson's line along the board's top: the step, what to do (or what went wrong), and
    a Leave button (Esc)."""

    leave_requested = Signal()

    def __init__(self, board: QWidget, look: Theme) -> None:
        super().__init__(board, look, at_top=True)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.leave_button = QPushButton(self)
        self.leave_button.setAutoDefault(False)
        # The board keeps the keyboard (its keys play the lesson); Esc leaves.
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self.leave_requested)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.text)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 10, 8)
        layout.addLayout(words, 1)
        layout.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.retranslate()

    def retranslate(self) -> None:
        """The button's text (again after a language change)."""
        self.leave_button.setText(self.tr("Leave (Esc)"))
        self.leave_button.setToolTip(self.tr("End the lesson: a new game for two players."))

    def show_text(self, title: str, text: str) -> None:
        """Show ``title`` and ``text``, sized to the board's width."""
        self.title.setText(title)
        self.text.setText(text)
        self.place()
        self.show()

    def place(self) -> None:
        """Along the board's top, as wide as the board allows (up to a comfortable line)."""
        board = self.parentWidget()
        if board is not None:
            self.setFixedWidth(max(320, min(760, board.width() - 24)))
        super().place()

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Lesson(QObject):
    """The lesson on ``window``'s board.

    Signals: ``step_changed(int)`` when a step is set (0, 1, 2; again after a wrong move);
    ``explained(str)`` when a move was wrong, with the reason; ``finished()`` after the winning
    pop has been shown; ``left()`` when the lesson ended before (Esc, Leave, another game).
    """

    step_changed = Signal(int)
    explained = Signal(str)
    finished = Signal()
    left = Signal()

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window.widget)
        self._window = window
        self._step = 0
        self._active = False
        self._loading = False
        self._pending: bool | None = None  # the last move's verdict, until the board is idle
        self._undoing = False
        self._tries = 0
        self._explanation = ""
        self._wrong: Move | None = None  # the wrong move explained, for a language change
        self.banner = LessonBanner(window.board, window.board.theme)
        self.banner.hide()
        self.banner.leave_requested.connect(self.leave)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PAUSE_MS)
        self._timer.timeout.connect(self._after_pause)
        self._after = self._next_step

    @property
    def active(self) -> bool:
        """True from :meth:`start` until the lesson is finished or left."""
        return self._active

    @property
    def step(self) -> int:
        """The step being taught: 0, 1 or 2."""
        return self._step

    def start(self) -> None:
        """Begin at the first step (two people at the table, Yellow silent)."""
        window = self._window
        window.start_game(Rules(), default_players())
        self._active = True
        model = window.model
        model.move_played.connect(self._on_move_played)
        model.move_undone.connect(self._on_move_undone)
        model.position_reset.connect(self._on_position_reset)
        window.session.players_changed.connect(self._seat_onlooker)
        window.board.animations_finished.connect(self._on_board_idle)
        window.board.installEventFilter(self)
        window.widget.installEventFilter(self)
        if window.settings is not None:
            window.settings.changed.connect(self._on_setting_changed)
        self._seat_onlooker()
        self._set_step(0)

    # -- the steps ---------------------------------------------------------------------------

    def title(self, step: int) -> str:
        """The banner's heading of ``step``."""
        return [
            self.tr("Step 1 of 3 — drop a disc"),
            self.tr("Step 2 of 3 — pop a disc"),
            self.tr("Step 3 of 3 — a pop that wins"),
        ][step]

    def instruction(self, step: int) -> str:
        """What to do in ``step``."""
        colour = self._window.board.theme.colour_name(LEARNER)
        return [
            self.tr(
                "You play %1. Click a column (the marked one will do) or press its number:"
                " your disc falls to the lowest free hole."
            ),
            self.tr(
                "In Pop Out you may pop instead: take one of your own discs (%1) out of the"
                " bottom row, and the discs above slide down. Click the handle under it, or"
                " press ↑ over its column."
            ),
            self.tr(
                "One pop here makes four %1 discs in a row: find it. Which of your bottom discs"
                " would bring one of yours down into the gap?"
            ),
        ][step].replace("%1", colour)

    def _set_step(self, step: int) -> None:
        """Show ``step``'s prepared position, its banner and its guidance."""
        self._step = step
        self._pending = None
        self._timer.stop()
        lesson_step = STEPS[step]
        self._loading = True
        try:
            self._window.model.load(prepared_game(lesson_step))
            self._window.session.leave_out_of_statistics()
        finally:
            self._loading = False
        highlight = lesson_step.highlight
        if lesson_step.goal == "win" and self._tries >= 2:
            highlight = _winning_pop(prepared_game(lesson_step))
        self._window.board.show_hint(highlight)
        self._show_guidance()
        self.step_changed.emit(step)

    def _show_guidance(self) -> None:
        text = self._explanation or self.instruction(self._step)
        self.banner.show_text(self.title(self._step), text)
        self._window.show_note(self._explanation or self.title(self._step))

    def wrong_text(self, step: int, move: Move) -> str:
        """Why ``move`` is not what ``step`` asks for, and what to do instead."""
        colour = self._window.board.theme.colour_name(LEARNER)
        if step == 0:
            text = self.tr(
                "That was a pop: it comes next. First drop a disc: click a column or press"
                " its number."
            )
        elif step == 1:
            text = self.tr(
                "That was a drop. This time pop one of your own discs (%1) out of the bottom"
                " row: click the handle under it, or press ↑ over its column."
            )
        elif move.kind == "drop":
            text = self.tr("A drop does not win here: try a pop. One pop makes four %1 discs.")
        elif self._tries >= 2:
            text = self.tr("That pop made no four in a row. The marked handle is the one.")
        else:
            text = self.tr(
                "That pop made no four in a row. Watch which disc slides down into the gap,"
                " and try again."
            )
        return text.replace("%1", colour)

    # -- moves -------------------------------------------------------------------------------

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        if not self._active or self._loading:
            return
        model = self._window.model
        step = STEPS[self._step]
        right = effect.player == LEARNER and is_right(step, effect.move, model.game)
        self._pending = right
        if right:
            self._explanation = ""
            self._wrong = None
            self._tries = 0
            self._after = self._finish if self._step == len(STEPS) - 1 else self._next_step
            self.banner.show_text(self.title(self._step), self.tr("Well done!"))
            self._window.show_note(self.tr("Well done!"))
        else:
            self._tries += 1
            self._wrong = effect.move
            self._explanation = self.wrong_text(self._step, effect.move)
            self._after = self._again
            self.banner.show_text(self.title(self._step), self._explanation)
            self._window.show_note(self._explanation)
            self.explained.emit(self._explanation)

    @Slot()
    def _on_board_idle(self) -> None:
        """The move has been shown: after a pause, go on (or set the step again)."""
        if not self._active or self._pending is None or self._timer.isActive():
            return
        if self._after == self._finish:
            # The win has been shown: the choices come at once, in place of the result card
            # (its Rematch means nothing here).
            self._pending = None
            self._window.result_flow.hide()
            self._finish()
            return
        self._pending = None
        self._timer.start()

    @Slot()
    def _after_pause(self) -> None:
        if self._active:
            self._after()

    def _next_step(self) -> None:
        self._set_step(self._step + 1)

    def _again(self) -> None:
        self._set_step(self._step)

    def _finish(self) -> None:
        self._end()
        self._window.show_note(self.tr("You know Pop Out."))
        self.finished.emit()

    @Slot(object)
    def _on_move_undone(self, _effect: MoveEffect) -> None:
        """Undo would take back the prepared moves: the step is set again instead (once the
        undoing is over)."""
        if self._active and not self._loading and not self._undoing:
            self._undoing = True
            self._pending = None
            self._timer.stop()
            QTimer.singleShot(0, self, self._after_undo)

    @Slot()
    def _after_undo(self) -> None:
        self._undoing = False
        if self._active:
            self._again()

    @Slot()
    def _on_position_reset(self) -> None:
        """A game started another way (New game, Open, Restart): the lesson ends there."""
        if self._active and not self._loading:
            self._end()
            self._window.install_local_seats()
            self.left.emit()

    @Slot()
    def _seat_onlooker(self) -> None:
        if self._active:
            self._window.match.set_seat(3 - LEARNER, Onlooker())

    # -- leaving -----------------------------------------------------------------------------

    def dispose(self) -> None:
        """Done with this lesson (another one begins): it and its banner go."""
        if self._active:
            self._end()
        self.banner.deleteLater()
        self.deleteLater()

    @Slot()
    def leave(self) -> None:
        """End the lesson now: a new game for two players at this screen."""
        if not self._active:
            return
        self._end()
        window = self._window
        window.start_game(Rules(), default_players())
        window.install_local_seats()
        window.board.setFocus()
        self.left.emit()

    def _end(self) -> None:
        self._active = False
        self._timer.stop()
        self._pending = None
        window = self._window
        model = window.model
        model.move_played.disconnect(self._on_move_played)
        model.move_undone.disconnect(self._on_move_undone)
        model.position_reset.disconnect(self._on_position_reset)
        window.session.players_changed.disconnect(self._seat_onlooker)
        window.board.animations_finished.disconnect(self._on_board_idle)
        window.board.removeEventFilter(self)
        window.widget.removeEventFilter(self)
        self.banner.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Esc on the board leaves; closing the window leaves first, so that the autosave is
        a new game, not a lesson's board; a language change says it all again."""
        if (
            watched is self._window.board
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and not self._window.board.armed
        ):
            self.leave()
            return True
        if watched is self._window.widget and event.type() == QEvent.Type.Close:
            self.leave()
        if watched is self._window.board and event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self._retranslate)  # once the window has its new texts
        return False

    @Slot()
    def _retranslate(self) -> None:
        """The guidance again, in the new language."""
        if not self._active or self._pending is not None or self._timer.isActive():
            return
        if self._wrong is not None:
            self._explanation = self.wrong_text(self._step, self._wrong)
        self._show_guidance()

    @Slot(str)
    def _on_setting_changed(self, key: str) -> None:
        if key in ("prefs/theme", ""):
            self.banner.apply_theme(self._window.board.theme)
            if self._active:
                self._show_guidance()


def _winning_pop(game: Game) -> Move | None:
    """The pop that wins for the player to move in ``game``, if there is one."""
    for move in game.legal_moves():
        if move.kind != "pop":
            continue
        after = game.copy()
        after.play(move)
        if after.result is not None and after.result.winner == game.turn:
            return move
    return None
