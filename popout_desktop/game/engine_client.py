"""Runs engine tasks in a worker process and reports the answers as Qt signals.

One :class:`EngineClient` owns one worker process (started lazily, with the ``spawn`` method so
no Qt state is forked). Requests are answered in order; :meth:`EngineClient.cancel` terminates a
busy worker at once (a new one starts with the next request), so a new game, an undo or closing
the window never waits for a search. The pipe is watched with a ``QSocketNotifier``: no polling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal, Slot

from popout_desktop.rules import Game

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from popout_desktop.engine.tasks import WorkerTask

__all__ = ["EngineClient"]


class EngineClient(QObject):
    """A worker process for engine tasks.

    Signals: ``answered(int, object)`` with the request id and the (encoded) result;
    ``failed(int, str)`` with the request id and a message.
    """

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._notifier: QSocketNotifier | None = None
        self._next_id = 1
        self._pending: set[int] = set()

    @property
    def busy(self) -> bool:
        """True while a request waits for its answer."""
        return bool(self._pending)

    @property
    def running(self) -> bool:
        """True while the worker process is alive."""
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the worker now (it also starts with the first request)."""
        if self.running:
            return
        self._stop_process()
        import multiprocessing  # with the first worker, not at start

        # The worker's own module (and its tasks' dataclass) with the first worker too.
        from popout_desktop.engine.worker import serve

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(target=serve, args=(theirs,), daemon=True, name="popout-engine")
        process.start()
        theirs.close()
        self._process = process
        self._connection = ours
        notifier = QSocketNotifier(ours.fileno(), QSocketNotifier.Type.Read, self)
        notifier.activated.connect(self._on_readable)
        self._notifier = notifier

    def request(self, task: WorkerTask, game: Game, **options: Any) -> int:
        """Ask for ``task`` on ``game`` (sent as the task's name, the game's table, its start
        position when it started from a set-up, and its moves); returns the request id.

        If no worker can be started, ``failed`` is emitted (from the event loop) instead.
        """
        ident = self._next_id
        self._next_id += 1
        try:
            self.start()
        except (OSError, RuntimeError) as error:
            self._stop_process()
            why = f"no engine process: {error}"
            QTimer.singleShot(0, self, lambda: self.failed.emit(ident, why))
            return ident
        assert self._connection is not None
        self._pending.add(ident)
        from popout_desktop.engine.worker import rules_to_dict
        from popout_desktop.savefile.position_code import encode_position

        message = {
            "id": ident,
            "task": task.key,
            "rules": rules_to_dict(game.rules),
            "moves": game.notation(),
            "start": None if game.start is None else encode_position(game.start),
            "options": options,
        }
        try:
            self._connection.send(message)
        except (BrokenPipeError, OSError) as error:
            self._pending.discard(ident)
            self._stop_process()
            self.failed.emit(ident, f"the engine process is gone: {error}")
        return ident

    def cancel(self) -> None:
        """Forget every pending request; a busy worker is terminated at once."""
        if self._pending:
            self._pending.clear()
            self._stop_process()

    def shutdown(self) -> None:
        """Stop the worker (closing the window)."""
        self._pending.clear()
        self._stop_process()

    @Slot()
    def _on_readable(self) -> None:
        connection = self._connection
        if connection is None:
            return
        try:
            while connection.poll():
                answer = connection.recv()
                self._deliver(answer)
                if self._connection is not connection:
                    return  # a slot cancelled or restarted the worker
        except (EOFError, OSError):
            lost = sorted(self._pending)
            self._pending.clear()
            self._stop_process()
            for ident in lost:
                self.failed.emit(ident, "the engine process stopped")

    def _deliver(self, answer: dict[str, Any]) -> None:
        ident = int(answer.get("id", -1))
        if ident not in self._pending:
            return  # cancelled meanwhile
        self._pending.discard(ident)
        if answer.get("ok"):
            self.answered.emit(ident, answer.get("result"))
        else:
            self.failed.emit(ident, str(answer.get("error", "the engine failed")))

    def _stop_process(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        process = self._process
        self._process = None
        if process is not None and process.is_alive():
            process.terminate()
            process.join(timeout=2)
            if process.is_alive():
                process.kill()
                process.join(timeout=2)
