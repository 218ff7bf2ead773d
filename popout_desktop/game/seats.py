"""Seats: who sits at each colour. A seat is asked for a move and answers with ``move_ready``.

A seat knows no widget: the :class:`~popout_desktop.game.match.MatchController` asks the seat
whose turn it is, once the board has finished animating, and plays what it proposes through the
model's one entry point.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from popout_desktop.rules import Game, Move

__all__ = ["HumanSeat", "ScriptedSeat", "Seat"]


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

    def _answer(self) -> None:
        game = self._game
        self._game = None
        if game is None or game.result is not None:
            return
        legal = game.legal_moves()
        move = self._moves.pop(0) if self._moves else legal[0]
        self.move_ready.emit(move)
