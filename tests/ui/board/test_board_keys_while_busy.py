"""A key is never silently lost (issue 18: a blind player presses Enter as soon as the other
player's move is announced). While the board animates, the move waits and is played once the
board takes input in the same position; while the other player is to move, the window says so
(to a screen reader too); a key that came before the other player's move asks again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, ScriptedSeat
from popout_desktop.rules import Move, Rules
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from tests.ui.window.test_main_window import make_window

WAITING = "Yellow is thinking."


class WaitingSeat(ScriptedSeat):
    """A computer that answers only when told to (no clock in the test)."""

    def __init__(self) -> None:
        super().__init__(delay_ms=0)
        self.asked_for: object = None

    @property
    def kind(self) -> str:
        return "computer"

    def request_move(self, game: object) -> None:
        self.requests += 1
        self.asked_for = game

    def answer(self, move: str) -> None:
        self.asked_for = None
        self.move_ready.emit(Move.parse(move))


def setup(qtbot: QtBot) -> tuple[GameModel, BoardView, MatchController, WaitingSeat]:
    model = GameModel(Rules())
    board = BoardView(model)
    qtbot.addWidget(board)
    board.resize(700, 640)
    board.set_speed(Speed.SLOW)
    board.show()
    qtbot.waitExposed(board)
    board.setFocus()
    match = MatchController(model, board)
    computer = WaitingSeat()
    match.set_seat(1, HumanSeat("Ann"))
    match.set_seat(2, computer)
    board.set_waiting_text(lambda: WAITING if model.turn == 2 else "")
    qtbot.waitUntil(lambda: match.asked == 1, timeout=30_000)
    return model, board, match, computer


def test_a_key_pressed_while_the_computers_disc_falls_is_played_after_it(qtbot: QtBot) -> None:
    model, board, _match, computer = setup(qtbot)
    QTest.keyClick(board, Qt.Key.Key_Return)  # Ann drops into column 1 (the cursor's)
    qtbot.waitUntil(lambda: computer.asked_for is not None, timeout=30_000)
    computer.answer("d7")
    assert board.animating  # Yellow's disc falls (slow speed)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert model.game.notation() == "d1 d7"  # not yet: the board still shows the fall
    qtbot.waitUntil(lambda: model.game.notation() == "d1 d7 d1", timeout=30_000)


def test_a_key_while_the_computer_thinks_is_answered_with_the_waiting_text(
    qtbot: QtBot,
) -> None:
    model, board, _match, computer = setup(qtbot)
    QTest.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: computer.asked_for is not None, timeout=30_000)
    assert not board.animating
    with qtbot.waitSignal(board.input_refused, timeout=5_000) as refused:
        QTest.keyClick(board, Qt.Key.Key_Return)
    assert refused.args == [WAITING]
    assert model.game.notation() == "d1"


def test_a_second_press_while_ones_own_disc_falls_is_not_kept_for_later(qtbot: QtBot) -> None:
    model, board, match, computer = setup(qtbot)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert board.animating  # Ann's own disc falls
    with qtbot.waitSignal(board.input_refused, timeout=5_000) as refused:
        QTest.keyClick(board, Qt.Key.Key_Return)
    assert refused.args == [WAITING]  # Yellow is to move: said at once
    qtbot.waitUntil(lambda: computer.asked_for is not None, timeout=30_000)
    computer.answer("d7")
    qtbot.waitUntil(lambda: match.asked == 1, timeout=30_000)
    assert model.game.notation() == "d1 d7"  # nothing was played for Ann meanwhile


def test_a_key_kept_for_a_position_that_changed_asks_again(qtbot: QtBot) -> None:
    model, board, _match, computer = setup(qtbot)
    QTest.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: computer.asked_for is not None, timeout=30_000)
    computer.answer("d7")
    assert board.animating
    QTest.keyClick(board, Qt.Key.Key_Return)  # kept for the position after d7
    model.undo()  # ... which is taken back before the board is ready
    qtbot.waitUntil(lambda: computer.asked_for is not None, timeout=30_000)
    with qtbot.waitSignal(board.input_refused, timeout=30_000) as refused:
        computer.answer("d6")
    assert "moved before that key" in refused.args[0]
    assert model.game.notation() == "d1 d6"


def test_the_window_names_who_is_to_move(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.match.set_seat(2, WaitingSeat())
    assert window._waiting_text() == ""  # Red, a person here, is to move
    window.model.play(Move.drop(3))
    assert window._waiting_text() == ("The computer is thinking: your turn comes after its move.")
