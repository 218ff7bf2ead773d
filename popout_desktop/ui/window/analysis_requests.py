"""Hints and analysis mode: the main window's requests to its own engine worker.

A hint asks the engine (expert level) for a move and marks it on the board; analysis mode asks
for the value of every legal move and shows the labels on the board, again after every change
once the board has finished animating. Both run in one worker process of their own, apart from
the seats'; a new request cancels the one in progress.

A small Pop Out board (4x4) is solved whole, but not within an analysis' second: when an
analysis there comes back with estimates, the worker is asked once to solve the table
(:func:`popout_desktop.engine.solver.prepare_table`, about 7 s), which is never cancelled
half-way; once it is ready the position is analysed again and every label is exact (wins,
losses and draws), at once for every later position.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from popout_desktop.game.engine_client import EngineClient
from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.window.narration import analysis_labels, hint_text

if TYPE_CHECKING:
    from popout_desktop.engine.levels import ENGINE_TASK
    from popout_desktop.engine.solver import TABLE_TASK
    from popout_desktop.engine.tasks import WorkerTask
    from popout_desktop.engine.worker import ANALYSIS_TASK

__all__ = ["ANALYSIS_TASK", "ENGINE_TASK", "TABLE_TASK", "EngineRequests"]


def __getattr__(name: str) -> WorkerTask:
    """:data:`ANALYSIS_TASK` (the analysis's, with the engine worker's module and the tasks'
    dataclass), :data:`ENGINE_TASK` (a hint's) and :data:`TABLE_TASK` (a small table solved),
    imported when first asked for, not with the window (issue 33 point 4);
    once read they are this module's own names, which a test may replace."""
    home = _LATER.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    task: WorkerTask = getattr(importlib.import_module(home), name)
    globals()[name] = task
    return task


#: The module of each task read late (see :func:`__getattr__`).
_LATER = {
    "ANALYSIS_TASK": "popout_desktop.engine.worker",
    "ENGINE_TASK": "popout_desktop.engine.levels",
    "TABLE_TASK": "popout_desktop.engine.solver",
}


def _task(name: str) -> WorkerTask:
    """This module's task ``name`` (read through :func:`__getattr__` the first time)."""
    task: WorkerTask = globals()[name] if name in globals() else __getattr__(name)
    return task


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
        #: The notation of the position analysed last (None: none; "" is the start position).
        self._analysed: tuple[object, ...] | None = None
        #: The pending request that solves a small table, and for which rules.
        self._table_request: int | None = None
        self._table_rules: Rules | None = None
        #: Per rules: True, the worker holds its table; False, it cannot have one.
        self._tables: dict[Rules, bool] = {}

    @property
    def solving_table(self) -> bool:
        """True while the worker solves a small board's table (see the module)."""
        return self._table_request is not None

    def _cancel(self) -> None:
        """Forget the pending hint or analysis; the worker is stopped unless it is solving a
        table (their answers, coming after it, are then ignored)."""
        if self._table_request is None:
            self.engine.cancel()
            # a stopped worker has lost the tables it held
            self._tables = {rules: ok for rules, ok in self._tables.items() if not ok}

    def hint(self) -> None:
        """Ask for a hint (any analysis in progress is cancelled, and asked again after)."""
        self._cancel()
        self._analysis_request = None
        self._analysed = None
        self._hint_request = self.engine.request(
            _task("ENGINE_TASK"), self._model.game, level="expert", time_limit=1.0
        )
        self.note.emit(QCoreApplication.translate("MainWindow", "Thinking about a hint…"))

    def analysis_toggled(self, on: bool) -> None:
        """Analysis mode was switched on (ask now) or off (cancel, clear the labels)."""
        if on:
            self._board.set_annotations({})  # the legend at once, the values when they come
            self.refresh()
            return
        if self._analysis_request is not None:
            self._cancel()
            self._analysis_request = None
        self._analysed = None
        self._board.set_annotations(None)

    def refresh(self, *_: object) -> None:
        """Analyse the position shown, if analysis is wanted and it has not been analysed."""
        game = self._model.game
        if (
            not self._analysis_wanted()
            or game.result is not None
            or self._hint_request is not None
            or self._table_request is not None  # asked again once the table is ready
            or self._analysed == _identity(game)
        ):
            return
        if self._analysis_request is not None:
            self._cancel()
        self._analysed = _identity(game)
        self._analysis_request = self.engine.request(_task("ANALYSIS_TASK"), game, time_limit=1.0)

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
            if isinstance(result, dict) and self._analysed == _identity(self._model.game):
                self._board.set_annotations(analysis_labels(result))
                self._ask_for_table(result)
        elif ident == self._table_request:
            self._table_request = None
            if self._table_rules is not None:
                self._tables[self._table_rules] = result is True
            self._analysed = None
            self.refresh()

    def _ask_for_table(self, result: dict[object, object]) -> None:
        """After an analysis with estimates on a small Pop Out board whose table the worker
        has not solved yet, ask it to (once per table and worker)."""
        from popout_desktop.engine.solver import table_fits

        rules = self._model.game.rules
        values = result.get("values")
        exact = result.get("exact")
        if (
            not isinstance(values, dict)
            or not isinstance(exact, list)
            or set(values) <= set(exact)
            or rules in self._tables
            or not table_fits(rules)
        ):
            return
        self._table_rules = rules
        self._table_request = self.engine.request(_task("TABLE_TASK"), self._model.game)

    @Slot(int, str)
    def _on_failed(self, ident: int, message: str) -> None:
        if ident == self._table_request:
            self._table_request = None
            if self._table_rules is not None:
                self._tables[self._table_rules] = False
            self._analysed = None
            self.refresh()
            return
        # the worker may have stopped with the tables it held
        self._tables = {rules: ok for rules, ok in self._tables.items() if not ok}
        if ident in (self._hint_request, self._analysis_request):
            self._hint_request = self._analysis_request = None
            text = QCoreApplication.translate("MainWindow", "The engine failed: %1")
            self.note.emit(text.replace("%1", message))


def _identity(game: Game) -> tuple[object, ...]:
    """What tells one position of the window's game from another: the table, the set-up
    position it started from (None: the table's own start) and the moves since."""
    return (game.rules, game.start, game.notation())
