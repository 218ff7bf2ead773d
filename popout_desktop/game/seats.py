"""Seats: who sits at each colour. A seat is asked for a move and answers with ``move_ready``.

A seat knows no widget: the :class:`~popout_desktop.game.match.MatchController` asks the seat
whose turn it is, once the board has finished animating, and plays what it proposes through the
model's one entry point.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal, Slot

from popout_desktop.game.engine_client import EngineClient
from popout_desktop.rules import Game, Move

if TYPE_CHECKING:
    from popout_desktop.engine.tasks import WorkerTask

__all__ = [
    "ComputerSeat",
    "HumanSeat",
    "ProxySeat",
    "RemoteSeat",
    "ScriptedSeat",
    "Seat",
]


class Seat(QObject):
    """Base class of a seat. ``move_ready(Move)`` answers a :meth:`request_move`."""

    move_ready = Signal(object)

    #: True if the person at this screen moves for this seat (with the mouse or keyboard).
    takes_local_input = False

    def __init__(self, name: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name

    @property
    def kind(self) -> str:
        """A short word for the seat's kind: ``"human"``, ``"computer"``, ``"remote"``, ..."""
        return "seat"

    def request_move(self, game: Game) -> None:
        """It is this seat's turn in ``game`` (a copy the seat may keep)."""

    def cancel(self) -> None:
        """Forget a pending request (new game, undo, closing): no ``move_ready`` must follow."""

    def shutdown(self) -> None:
        """Release what the seat holds (a worker process, a connection); it is not asked again."""
        self.cancel()

    def propose(self, move: Move) -> None:
        """A person at this screen chose ``move`` for this seat (only if it takes local input).

        A plain human seat plays it at once; a seat of a network game sends it to the host
        first.
        """
        if self.takes_local_input:
            self.move_ready.emit(move)


class HumanSeat(Seat):
    """A person at this screen: moves arrive from the board, not from the seat."""

    takes_local_input = True

    @property
    def kind(self) -> str:
        """``"human"``."""
        return "human"


class ScriptedSeat(Seat):
    """Plays moves from a fixed list (or the first legal move when it runs out), after a delay.

    A stand-in opponent for tests and demos; the real computer opponent has its own seat.
    """

    def __init__(
        self,
        moves: list[Move] | None = None,
        delay_ms: int = 0,
        name: str = "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(name, parent)
        self._moves = list(moves or [])
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._answer)
        self._game: Game | None = None
        self.requests = 0

    @property
    def kind(self) -> str:
        """``"scripted"``."""
        return "scripted"

    def request_move(self, game: Game) -> None:
        """Answer after the delay."""
        self.requests += 1
        self._game = game
        self._timer.start()

    def cancel(self) -> None:
        """Drop the pending answer."""
        self._timer.stop()
        self._game = None

    @Slot()
    def _answer(self) -> None:
        game = self._game
        self._game = None
        if game is None or game.result is not None:
            return
        legal = game.legal_moves()
        move = self._moves.pop(0) if self._moves else legal[0]
        self.move_ready.emit(move)


class ComputerSeat(Seat):
    """The computer at some level: searches in a worker process, never in the GUI's.

    It answers no sooner than ``min_delay_ms`` after being asked, so a person can follow its
    moves. :meth:`cancel` stops a search at once. If the engine fails, the seat reports it with
    ``problem(str)`` and plays a random legal move, so the game never hangs.
    """

    problem = Signal(str)

    def __init__(
        self,
        level: str,
        name: str = "",
        *,
        time_limit: float = 1.0,
        min_delay_ms: int = 400,
        task: WorkerTask | None = None,
        client: EngineClient | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(name, parent)
        self.level = level
        self.time_limit = time_limit
        self.min_delay_ms = min_delay_ms
        #: The task asked for a move; None: the engine's (its searches are imported with the
        #: first request, not when a game with the computer is shown: issue 33 point 4).
        self._task = task
        self._client = client if client is not None else EngineClient(self)
        self._client.answered.connect(self._on_answered)
        self._client.failed.connect(self._on_failed)
        self._pending: int | None = None
        self._game: Game | None = None
        self._clock = QElapsedTimer()
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._release)
        self._ready: Move | None = None

    @property
    def kind(self) -> str:
        """``"computer"``."""
        return "computer"

    @property
    def thinking(self) -> bool:
        """True while a search runs or its answer waits for the minimum delay."""
        return self._pending is not None or self._delay.isActive()

    def warm_up(self) -> None:
        """Start the worker process now, so the first move is not slowed by its start."""
        self._client.start()

    def request_move(self, game: Game) -> None:
        """Start searching for a move in ``game``."""
        self.cancel()
        self._game = game
        self._clock.start()
        if self._task is None:
            from popout_desktop.engine.levels import ENGINE_TASK

            self._task = ENGINE_TASK
        self._pending = self._client.request(
            self._task, game, level=self.level, time_limit=self.time_limit
        )

    def cancel(self) -> None:
        """Stop searching; no ``move_ready`` follows."""
        if self._pending is not None:
            self._client.cancel()
        self._pending = None
        self._delay.stop()
        self._ready = None
        self._game = None

    def shutdown(self) -> None:
        """Stop the worker process."""
        self.cancel()
        self._client.shutdown()

    @Slot(int, object)
    def _on_answered(self, ident: int, result: object) -> None:
        if ident != self._pending:
            return
        self._pending = None
        try:
            move = Move.parse(str(result))
        except ValueError:
            self._on_failed(ident, f"the engine answered {result!r}, not a move")
            return
        if self._game is not None and not self._game.is_legal(move):
            self._on_failed(ident, f"the engine answered {move}, which is not legal here")
            return
        self._hold(move)

    @Slot(int, str)
    def _on_failed(self, ident: int, message: str) -> None:
        if ident != self._pending and self._pending is not None:
            return
        self._pending = None
        game = self._game
        if game is None or game.result is not None:
            return
        self.problem.emit(message)
        self._hold(random.choice(game.legal_moves()))

    def _hold(self, move: Move) -> None:
        self._ready = move
        remaining = self.min_delay_ms - self._clock.elapsed()
        if remaining > 0:
            self._delay.start(int(remaining))
        else:
            self._release()

    @Slot()
    def _release(self) -> None:
        move, self._ready = self._ready, None
        self._game = None
        if move is not None:
            self.move_ready.emit(move)


class RemoteSeat(Seat):
    """A player on another computer: moves arrive from the network (already checked).

    A move may arrive before this seat is asked (the board is still animating the previous
    move): it is kept, with the number of the move it is, and handed over when the seat is asked
    in a game with exactly that many moves played. A move that arrives while the seat is asked
    for it is handed over an event loop turn later (a host answers what else a peer sent first,
    see PROTOCOL.md), or, ``at_once``, before :meth:`receive` returns: a guest shows the host's
    moves, its own among them, without waiting for whatever else its event loop holds (issue
    33 point 5).
    """

    def __init__(
        self, name: str = "", parent: QObject | None = None, *, at_once: bool = False
    ) -> None:
        super().__init__(name, parent)
        self._pending: tuple[int, Move] | None = None
        self._asked_ply: int | None = None
        self._at_once = at_once

    @property
    def kind(self) -> str:
        """``"remote"``."""
        return "remote"

    def receive(self, move: Move, ply: int) -> None:
        """The network delivered ``move`` as move number ``ply`` (0-based)."""
        self._pending = (ply, move)
        if self._asked_ply == ply:
            if self._at_once:
                self._release()
            else:
                QTimer.singleShot(0, self, self._release)

    def request_move(self, game: Game) -> None:
        """Hand over the move for this position if it has arrived; else wait for it."""
        self._asked_ply = game.ply
        if self._pending is not None and self._pending[0] == game.ply:
            QTimer.singleShot(0, self, self._release)

    def cancel(self) -> None:
        """Not asked any more; a move that arrived stays for the position it belongs to."""
        self._asked_ply = None

    def forget(self) -> None:
        """Drop any waiting move (the game was reset or moves were taken back)."""
        self._pending = None
        self._asked_ply = None

    def _release(self) -> None:
        pending = self._pending
        if pending is None or pending[0] != self._asked_ply:
            return
        self._pending = None
        self._asked_ply = None
        self.move_ready.emit(pending[1])


class ProxySeat(RemoteSeat):
    """The local player of a network game that someone else hosts.

    The person's move goes to the host (``send``); it is played here only when the host sends it
    back, like every other move, so both screens always agree.
    """

    takes_local_input = True

    def __init__(
        self,
        send: Callable[[Move], object],
        name: str = "",
        parent: QObject | None = None,
        *,
        at_once: bool = False,
    ) -> None:
        super().__init__(name, parent, at_once=at_once)
        self._send = send

    @property
    def kind(self) -> str:
        """``"human"``: a person plays it."""
        return "human"

    def propose(self, move: Move) -> None:
        """Send the person's move to the host."""
        self._send(move)
