"""Hints and analysis mode: the main window's requests to its own engine worker.

A hint asks the engine (expert level) for a move and marks it on the board; analysis mode asks
for the value of every legal move and shows the labels on the board, again after every change
once the board has finished animating. Both run in one worker process of their own, apart from
the seats'; a new request cancels the one in progress.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from popout_desktop.engine.levels import ENGINE_TASK
from popout_desktop.game.engine_client import EngineClient
from popout_desktop.game.model import GameModel
from popout_desktop.rules import Move
from popout_desktop.ui.board_view import BoardView
from popout_desktop.ui.narration import analysis_labels, hint_text

__all__ = ["ANALYSIS_TASK", "ENGINE_TASK", "EngineRequests"]

#: The worker task that values every legal move (see :func:`popout_desktop.worker.analyze_task`).
ANALYSIS_TASK = "popout_desktop.worker:analyze_task"


class EngineRequests(QObject):
    """The hint and analysis requests of one window, for ``model`` shown on ``board``.

    ``analysis_wanted()`` says whether analysis labels are wanted now (analysis mode on, the
    live game shown). ``note(str)`` carries what to tell the player (a hint, a failure).
    """

    note = Signal(str)

    def __init__(
        self,
        model: GameModel,
        board: BoardView,
        analysis_wanted: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._board = board
        self._analysis_wanted = analysis_wanted
        #: The worker process the requests run in.
        self.engine = EngineClient(self)
        self.engine.answered.connect(self._on_answer)
        self.engine.failed.connect(self._on_failed)
        self._hint_request: int | None = None
        self._analysis_request: int | None = None
        self._analysed = ""

    def hint(self) -> None:
        """Ask for a hint (any analysis in progress is cancelled, and asked again after)."""
        self.engine.cancel()
        self._analysis_request = None
        self._analysed = ""
        self._hint_request = self.engine.request(
            ENGINE_TASK, self._model.game, level="expert", time_limit=1.0
        )
        self.note.emit(QCoreApplication.translate("MainWindow", "Thinking about a hint…"))

    def analysis_toggled(self, on: bool) -> None:
        """Analysis mode was switched on (ask now) or off (cancel, clear the labels)."""
        if on:
            self.refresh()
            return
        if self._analysis_request is not None:
            self.engine.cancel()
            self._analysis_request = None
        self._analysed = ""
        self._board.set_annotations(None)

    def refresh(self, *_: object) -> None:
        """Analyse the position shown, if analysis is wanted and it has not been analysed."""
        game = self._model.game
        if (
            not self._analysis_wanted()
            or game.result is not None
            or self._hint_request is not None
            or self._analysed == game.notation()
        ):
            return
        if self._analysis_request is not None:
            self.engine.cancel()
        self._analysed = game.notation()
        self._analysis_request = self.engine.request(ANALYSIS_TASK, game, time_limit=1.0)

    @Slot(int, object)
    def _on_answer(self, ident: int, result: object) -> None:
        if ident == self._hint_request:
            self._hint_request = None
            try:
                move = Move.parse(str(result))
            except ValueError:
                return
            if self._model.game.is_legal(move):
                self._board.show_hint(move)
                self.note.emit(hint_text(move))
            self.refresh()
        elif ident == self._analysis_request:
            self._analysis_request = None
            if isinstance(result, dict) and self._analysed == self._model.game.notation():
                self._board.set_annotations(analysis_labels(result))

    @Slot(int, str)
    def _on_failed(self, ident: int, message: str) -> None:
        if ident in (self._hint_request, self._analysis_request):
            self._hint_request = self._analysis_request = None
            text = QCoreApplication.translate("MainWindow", "The engine failed: %1")
            self.note.emit(text.replace("%1", message))
