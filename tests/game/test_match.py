"""MatchController: seats are asked only once the board is idle; one entry point for moves."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, RemoteSeat, ScriptedSeat
from popout_desktop.rules import Move
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from tests.narrowing import now


@pytest.fixture
def model() -> GameModel:
    return GameModel()


@pytest.fixture
def view(qtbot: QtBot, model: GameModel) -> BoardView:
    board = BoardView(model)
    qtbot.addWidget(board)
    board.resize(600, 560)
    board.set_speed(Speed.FAST)
    return board


@pytest.fixture
def match(model: GameModel, view: BoardView) -> MatchController:
    return MatchController(model, view)


def test_two_humans_play_through_the_board(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    qtbot.waitUntil(lambda: match.asked == 1)
    assert view.interactive
    view.move_requested.emit(Move.drop(3))
    assert model.game.notation() == "d4"
    assert not now(lambda: view.interactive)  # until the drop has landed
    with qtbot.waitSignal(match.seat_to_move_changed, check_params_cb=lambda p: p == 2):
        pass
    assert view.interactive


def test_board_moves_are_ignored_while_the_board_animates(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    qtbot.waitUntil(lambda: match.asked == 1)
    view.move_requested.emit(Move.drop(3))
    view.move_requested.emit(Move.drop(4))  # too early: nobody has been asked yet
    assert model.game.notation() == "d4"


def test_computer_stand_in_is_asked_only_after_the_animation(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    seat = ScriptedSeat([Move.drop(0), Move.drop(0)], name="Robot")
    match.set_seat(2, seat)
    qtbot.waitUntil(lambda: match.asked == 1)
    view.move_requested.emit(Move.drop(3))
    assert seat.requests == 0
    assert view.animating
    with qtbot.waitSignal(model.move_played, timeout=5000) as blocker:
        pass
    assert blocker.args[0].move == Move.drop(0)
    assert seat.requests == 1
    # Board input is refused while the computer is to move.
    qtbot.waitUntil(lambda: match.asked == 1)
    assert view.interactive


def test_moves_for_the_seat_not_asked_are_ignored(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    seat = ScriptedSeat(name="Robot")
    match.set_seat(2, seat)
    qtbot.waitUntil(lambda: match.asked == 1)
    seat.move_ready.emit(Move.drop(5))  # not its turn
    assert model.game.ply == 0


def test_undo_against_the_computer_returns_to_the_humans_turn(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    match.set_seat(2, ScriptedSeat([Move.drop(0), Move.drop(1)], name="Robot"))
    qtbot.waitUntil(lambda: match.asked == 1)
    view.move_requested.emit(Move.drop(3))
    qtbot.waitUntil(lambda: model.game.ply == 2 and match.asked == 1, timeout=5000)
    assert match.human_turn_undo()
    assert model.game.ply == 0
    assert model.turn == 1
    qtbot.waitUntil(lambda: match.asked == 1, timeout=5000)
    assert match.human_turn_redo()
    assert model.game.notation() == "d4 d1"
    qtbot.waitUntil(lambda: match.asked == 1, timeout=5000)


def test_undo_with_two_humans_takes_back_one_move(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    qtbot.waitUntil(lambda: match.asked == 1)
    view.move_requested.emit(Move.drop(3))
    qtbot.waitUntil(lambda: match.asked == 2, timeout=5000)
    view.move_requested.emit(Move.drop(4))
    assert match.human_turn_undo()
    assert model.game.notation() == "d4"


def test_new_game_cancels_a_pending_request(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    seat = ScriptedSeat(delay_ms=200, name="Robot")
    match.set_seat(1, seat)
    qtbot.waitUntil(lambda: seat.requests == 1)
    match.set_seat(1, HumanSeat())
    model.new_game()
    with qtbot.assertNotEmitted(model.move_played, wait=400):
        pass
    assert model.game.ply == 0


def test_computer_versus_computer_finishes_a_game(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    view.set_speed(Speed.OFF)
    match.set_seat(1, ScriptedSeat(name="A"))
    match.set_seat(2, ScriptedSeat(name="B"))
    with qtbot.waitSignal(model.game_over, timeout=10_000):
        pass
    assert model.result is not None


def test_paused_asks_nobody(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController
) -> None:
    seat = ScriptedSeat(name="Robot")
    match.set_paused(True)
    match.set_seat(1, seat)
    with qtbot.assertNotEmitted(model.move_played, wait=200):
        pass
    assert seat.requests == 0
    match.set_paused(False)
    with qtbot.waitSignal(model.move_played):
        pass


@pytest.mark.parametrize("at_once", [False, True])
def test_a_remote_seat_asked_for_a_move_plays_it_as_it_arrives_or_a_turn_later(
    qtbot: QtBot, model: GameModel, view: BoardView, match: MatchController, at_once: bool
) -> None:
    """A remote seat asked for the move that arrives hands it over an event loop turn later
    (the host's, see PROTOCOL.md), or before ``receive`` returns with ``at_once`` (a guest's:
    issue 33 point 5)."""
    seat = RemoteSeat("Bob", at_once=at_once)
    match.set_seat(1, seat)
    qtbot.waitUntil(lambda: match.asked == 1, timeout=5000)
    seat.receive(Move.drop(3), 0)
    assert model.game.notation() == ("d4" if at_once else "")
    qtbot.waitUntil(lambda: model.game.notation() == "d4", timeout=5000)
