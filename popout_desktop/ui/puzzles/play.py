"""Solving one puzzle on a board: the solver's moves, the computer's best defence from an engine
worker of its own, wrong tries, hints that step up (:class:`PuzzlePlay`).

Every move reaches the puzzle's game through :meth:`GameModel.play`: the solver's from the
board's own input (the board takes input only while the solver is to move and nothing is being
thought or animated), the defence's once the worker has answered and the board has caught up.
After each solver's move that does not win at once, the worker runs
:func:`popout_desktop.puzzles.proof.answer_task`: does the move still force a win in the moves
left, which reply resists longest, and which move wins quickest after it (for the hints). A move
that does not is told at once, with the reply that refutes it played on the board.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from popout_desktop.game.engine_client import EngineClient
from popout_desktop.game.model import GameModel
from popout_desktop.puzzles.proof import ANSWER_TASK
from popout_desktop.puzzles.puzzle import Puzzle
from popout_desktop.rules import Move
from popout_desktop.ui.board.view import BoardView

__all__ = ["Phase", "PuzzlePlay"]

#: How long the defence waits once the board is idle, so the solver sees its own move land.
REPLY_PAUSE_MS = 350


class Phase(Enum):
    """Where the solving stands."""

    IDLE = "idle"  # no puzzle
    SOLVING = "solving"  # the solver is to move
    THINKING = "thinking"  # the worker judges the solver's move
    REPLYING = "replying"  # the defence is about to be played
    FAILED = "failed"  # a wrong try: Try Again
    SOLVED = "solved"


class PuzzlePlay(QObject):
    """One puzzle at a time on ``board`` (which shows ``model``).

    Signals: ``changed()`` whenever the phase, the hint or the words change; ``solved(str)``
    with the puzzle's id; ``hint_taken(str)`` with the puzzle's id, for each hint step.
    """

    changed = Signal()
    solved = Signal(str)
    hint_taken = Signal(str)

    def __init__(self, model: GameModel, board: BoardView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.board = board
        self.engine = EngineClient(self)
        self.engine.answered.connect(self._on_answer)
        self.engine.failed.connect(self._on_failure)
        self.puzzle: Puzzle | None = None
        self.phase = Phase.IDLE
        #: The solver's moves still allowed, the next one included.
        self.left = 0
        #: The hint shown: 0 none, 1 the column, 2 the move.
        self.hint_step = 0
        #: A winning move of the solver now (what the hints show), if known.
        self.expected: Move | None = None
        #: The last verdict: "wrong" (with :attr:`refutation`), "lost", "engine" or "".
        self.verdict = ""
        self.refutation: Move | None = None
        #: The engine's message when it failed.
        self.problem = ""
        self._request = -1
        self._reply: Move | None = None
        self._reply_timer = QTimer(self)
        self._reply_timer.setSingleShot(True)
        self._reply_timer.timeout.connect(self._play_reply)
        board.move_requested.connect(self._on_board_move)
        board.animations_finished.connect(self._on_board_idle)

    # -- control -----------------------------------------------------------------------------

    def start(self, puzzle: Puzzle) -> None:
        """Set ``puzzle`` up from its first position."""
        self.engine.cancel()
        self._reply_timer.stop()
        self.puzzle = puzzle
        self.model.load(puzzle.game())
        self.left = puzzle.length
        self.expected = puzzle.key
        self.hint_step = 0
        self.verdict = ""
        self.refutation = None
        self._reply = None
        self.board.show_hint(None)
        self._set_phase(Phase.SOLVING)

    def try_again(self) -> None:
        """Back to the puzzle's position after a wrong try (hints taken stay counted)."""
        if self.puzzle is not None:
            self.start(self.puzzle)

    def stop(self) -> None:
        """No puzzle any more (leaving puzzle mode): the worker stops."""
        self.engine.shutdown()
        self._reply_timer.stop()
        self.puzzle = None
        self._set_phase(Phase.IDLE)

    def hint(self) -> bool:
        """Show the next hint (first the column, then the move); False if there is none."""
        if self.phase is not Phase.SOLVING or self.expected is None or self.hint_step >= 2:
            return False
        assert self.puzzle is not None
        self.hint_step += 1
        if self.hint_step == 2:
            self.board.show_hint(self.expected)
        self.hint_taken.emit(self.puzzle.id)
        self.changed.emit()
        return True

    @property
    def hint_column(self) -> int | None:
        """The column highlighted by the first hint (None: none)."""
        if self.hint_step >= 1 and self.expected is not None and self.phase is Phase.SOLVING:
            return self.expected.column
        return None

    @property
    def solver(self) -> int:
        """The player who is to win (1 or 2; 1 with no puzzle)."""
        return self.puzzle.to_move if self.puzzle is not None else 1

    # -- moves -------------------------------------------------------------------------------

    def _set_phase(self, phase: Phase) -> None:
        self.phase = phase
        self.board.set_interactive(phase is Phase.SOLVING and not self.board.animating)
        self.changed.emit()

    @Slot(object)
    def _on_board_move(self, move: object) -> None:
        if self.phase is not Phase.SOLVING or not isinstance(move, Move):
            return
        if self.model.turn != self.solver:
            return
        self.play(move)

    def play(self, move: Move) -> bool:
        """Play the solver's ``move`` (as the board does on a click); False if it is not the
        solver's turn to move or the move is illegal."""
        if self.phase is not Phase.SOLVING or self.model.turn != self.solver:
            return False
        if not self.model.play(move):
            return False
        self.board.show_hint(None)
        self.hint_step = 0
        self.left -= 1
        result = self.model.result
        if result is not None:
            if result.winner == self.solver:
                self._set_phase(Phase.SOLVED)
                assert self.puzzle is not None
                self.solved.emit(self.puzzle.id)
            else:
                self.verdict = "lost"
                self.refutation = None
                self._set_phase(Phase.FAILED)
            return True
        self.expected = None
        self._set_phase(Phase.THINKING)
        self._request = self.engine.request(ANSWER_TASK, self.model.game, moves_left=self.left)
        return True

    @Slot(int, object)
    def _on_answer(self, ident: int, result: object) -> None:
        if ident != self._request or self.phase is not Phase.THINKING:
            return
        answer = _answer_of(result)
        if answer is None:
            self._on_failure(ident, "the engine's answer could not be read")
            return
        wins, reply, following = answer
        if not self.model.game.is_legal(reply):
            self._on_failure(ident, "the engine answered an illegal move")
            return
        self._reply = reply
        if wins:
            self.expected = following
            self._set_phase(Phase.REPLYING)
        else:
            self.verdict = "wrong"
            self.refutation = reply
            self._set_phase(Phase.FAILED)
        self._on_board_idle()

    @Slot(int, str)
    def _on_failure(self, ident: int, message: str) -> None:
        if ident != self._request:
            return
        self.verdict = "engine"
        self.problem = message
        self._set_phase(Phase.FAILED)

    @Slot()
    def _on_board_idle(self) -> None:
        if self._reply is not None and not self.board.animating:
            self._reply_timer.start(REPLY_PAUSE_MS)
        elif self.phase is Phase.SOLVING:
            self.board.set_interactive(True)

    @Slot()
    def _play_reply(self) -> None:
        reply = self._reply
        if reply is None or self.board.animating:
            return
        self._reply = None
        if not self.model.play(reply):
            return
        if self.phase is Phase.REPLYING:
            if self.model.result is not None:  # cannot happen for a sound puzzle
                self.verdict = "lost"
                self._set_phase(Phase.FAILED)
            else:
                self._set_phase(Phase.SOLVING)
        else:
            self.changed.emit()


def _answer_of(result: object) -> tuple[bool, Move, Move | None] | None:
    """The worker's answer decoded strictly (None if it is not one)."""
    if not isinstance(result, dict):
        return None
    data: dict[str, Any] = result
    wins, reply, following = data.get("wins"), data.get("reply"), data.get("next")
    if not isinstance(wins, bool) or not isinstance(reply, str):
        return None
    try:
        reply_move = Move.parse(reply)
        following_move = Move.parse(following) if isinstance(following, str) else None
    except ValueError:
        return None
    return wins, reply_move, following_move
