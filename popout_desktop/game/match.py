"""Who moves next: the match controller between the model, the seats and the board.

After every change the controller waits until the board reports that its animations are done,
then asks the seat whose turn it is for a move. Moves from the board (mouse, keyboard) count
only when the seat to move takes local input; moves from a seat count only when it was asked.
Everything is played through :meth:`GameModel.play`.

When both seats are computers, a position that comes up for the third time ends the game in an
agreed draw (:data:`~popout_desktop.rules.decision.COMPUTER_REPETITIONS`; the controller says
so with ``repetition_agreed``): two engines would otherwise go round it for ever.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance, Slot

from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, Seat
from popout_desktop.rules import Move, Reason, Result
from popout_desktop.rules.decision import COMPUTER_REPETITIONS

__all__ = ["Board", "MatchController"]


class Board(Protocol):
    """What the controller needs of a board view."""

    @property
    def move_requested(self) -> SignalInstance:
        """Emitted with a Move the user proposes."""
        ...

    @property
    def animations_finished(self) -> SignalInstance:
        """Emitted when the board has caught up with the model."""
        ...

    @property
    def animating(self) -> bool:
        """True while the board still animates."""
        ...

    def set_interactive(self, interactive: bool) -> None:
        """Accept user input or not."""
        ...


class MatchController(QObject):
    """Asks the right seat for a move at the right time.

    ``seat_to_move_changed(int)`` is emitted when a seat is asked (1 or 2) or nobody is (0).
    """

    seat_to_move_changed = Signal(int)
    #: Two computers agreed a draw: the position came up for the third time.
    repetition_agreed = Signal()

    def __init__(self, model: GameModel, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._board = board
        self._seats: dict[int, Seat] = {1: HumanSeat(parent=self), 2: HumanSeat(parent=self)}
        self._asked: int = 0
        self._paused = False
        board.move_requested.connect(self._on_board_move)
        board.animations_finished.connect(self._on_board_idle)
        model.move_played.connect(self._on_changed)
        model.move_undone.connect(self._on_changed)
        model.position_reset.connect(self._on_changed)
        for player in (1, 2):
            self._seats[player].move_ready.connect(self._on_seat_move)
        self._on_changed()

    @property
    def model(self) -> GameModel:
        """The model moves are played on."""
        return self._model

    def seat(self, player: int) -> Seat:
        """The seat of player 1 or 2."""
        return self._seats[player]

    def set_seat(self, player: int, seat: Seat) -> None:
        """Put ``seat`` at player ``player``'s colour; the old seat is cancelled and dropped."""
        old = self._seats[player]
        old.shutdown()
        old.move_ready.disconnect(self._on_seat_move)
        if old.parent() is self:
            # Python frees it with its last reference; a deferred delete could run after this
            # controller (its parent) is gone and delete it twice.
            old.setParent(None)
        seat.setParent(self)
        self._seats[player] = seat
        seat.move_ready.connect(self._on_seat_move)
        self._on_changed()

    @property
    def asked(self) -> int:
        """The player whose seat has been asked to move, or 0."""
        return self._asked

    @property
    def paused(self) -> bool:
        """True while no seat is asked (e.g. while reviewing an earlier position)."""
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Stop or resume asking seats for moves."""
        self._paused = paused
        self._on_changed()

    def cancel(self) -> None:
        """Cancel every pending request."""
        for seat in self._seats.values():
            seat.cancel()
        self._set_asked(0)

    def shutdown(self) -> None:
        """Cancel everything and release the seats' resources (closing the window)."""
        for seat in self._seats.values():
            seat.shutdown()
        self._set_asked(0)

    def human_turn_undo(self) -> bool:
        """Undo back to the previous turn of a person at this screen.

        Against the computer that takes back the computer's reply and the person's move. With
        two people (or none) it takes back one move. False if nothing was taken back.
        """
        model = self._model
        if not model.can_undo:
            return False
        humans = {p for p, s in self._seats.items() if s.takes_local_input}
        if not humans or len(humans) == 2:
            return model.undo()
        self.cancel()
        undone = False
        while model.can_undo:
            undone = model.undo() or undone
            if model.turn in humans:
                break
        return undone

    def human_turn_redo(self) -> bool:
        """Redo forwards to the next turn of a person at this screen (the mirror of undo)."""
        model = self._model
        humans = {p for p, s in self._seats.items() if s.takes_local_input}
        if not model.can_redo:
            return False
        if not humans or len(humans) == 2:
            return model.redo()
        self.cancel()
        redone = False
        while model.can_redo:
            redone = model.redo() or redone
            if model.turn in humans or model.result is not None:
                break
        return redone

    # -- flow ----------------------------------------------------------------------------------

    @Slot()
    def _on_changed(self, *_: object) -> None:
        """The position changed: nobody is asked until the board has caught up."""
        for seat in self._seats.values():
            seat.cancel()
        self._set_asked(0)
        self._board.set_interactive(False)
        # Looked at from the event loop, so the board has queued its animation of this change
        # whatever the order in which the model's signal reached the board and the controller.
        QTimer.singleShot(0, self, self._on_board_idle)

    @Slot()
    def _on_board_idle(self) -> None:
        model = self._model
        if self._paused or model.result is not None or self._board.animating:
            self._board.set_interactive(False)
            self._set_asked(0)
            return
        if self._asked == model.turn:
            return
        if self._computers_only() and model.game.occurrences() >= COMPUTER_REPETITIONS:
            self._board.set_interactive(False)
            self._set_asked(0)
            if model.end_game(Result(None, Reason.AGREEMENT)):
                self.repetition_agreed.emit()
            return
        seat = self._seats[model.turn]
        self._board.set_interactive(seat.takes_local_input)
        self._set_asked(model.turn)
        seat.request_move(model.game.copy())

    def _computers_only(self) -> bool:
        return all(seat.kind == "computer" for seat in self._seats.values())

    def _set_asked(self, player: int) -> None:
        if player != self._asked:
            self._asked = player
            self.seat_to_move_changed.emit(player)

    @Slot(object)
    def _on_board_move(self, move: Move) -> None:
        seat = self._seats.get(self._asked)
        if seat is not None and seat.takes_local_input:
            seat.propose(move)

    @Slot(object)
    def _on_seat_move(self, move: Move) -> None:
        sender = self.sender()
        seat = self._seats.get(self._asked)
        if seat is None or sender is not seat:
            return  # a late answer from a seat that is no longer asked
        self._model.play(move)
