"""The longest game (issue 12, point 8): a game that reaches MAX_GAME_MOVES moves without a
result is drawn, so every game the app can reach can be saved and read back."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.net import protocol
from popout_desktop.rules import Game, Move, Reason, Result
from popout_desktop.rules.decision import MAX_GAME_MOVES
from popout_desktop.savefile import MAX_MOVES, SavedGame, SaveFileError, dumps, load, loads
from tests.narrowing import now

#: After two discs in column 4 (so the board is never empty), drop, drop, pop, pop: the
#: position comes back every four moves, so (without the repetition draw) the game never ends.
OPENING = ("d4", "d4")
CYCLE = ("d1", "d2", "p1", "p2")


def nth(ply: int) -> Move:
    """The move at index ``ply`` of the endless game."""
    return Move.parse(OPENING[ply] if ply < 2 else CYCLE[(ply - 2) % 4])


def endless(plies: int) -> list[Move]:
    return [nth(i) for i in range(plies)]


def test_the_save_format_holds_exactly_the_longest_game() -> None:
    assert MAX_MOVES == MAX_GAME_MOVES


def test_a_game_at_the_limit_is_drawn_and_undo_reopens_it(qtbot: QtBot) -> None:
    game = Game()
    for move in endless(MAX_GAME_MOVES - 1):
        game.play(move)
    model = GameModel()
    model.load(game)
    assert model.result is None
    with qtbot.waitSignal(model.game_over) as blocker:
        assert model.play(nth(MAX_GAME_MOVES - 1))
    assert blocker.args[0].result == Result(None, Reason.LENGTH)
    assert now(lambda: model.result) == Result(None, Reason.LENGTH)
    with qtbot.waitSignal(model.move_rejected):
        assert not model.play(nth(MAX_GAME_MOVES))
    assert model.undo()
    assert model.result is None
    assert model.redo()
    assert model.result == Result(None, Reason.LENGTH)


def test_the_drawn_longest_game_is_saved_and_read_back(tmp_path: Path) -> None:
    game = Game()
    for move in endless(MAX_GAME_MOVES - 1):
        game.play(move)
    model = GameModel()
    session = GameSession(model, None, tmp_path / "autosave.popout")
    model.load(game)
    model.play(nth(MAX_GAME_MOVES - 1))
    again = load(tmp_path / "autosave.popout")
    assert again.game.ply == MAX_GAME_MOVES
    assert again.decided == Result(None, Reason.LENGTH)
    # Undone once: the last move is to redo, and the file still reads back.
    model.undo()
    again = load(tmp_path / "autosave.popout")
    assert (again.game.ply, len(again.redo), again.decided) == (MAX_GAME_MOVES - 1, 1, None)
    assert session.autosave_path is not None


def test_a_game_loaded_at_the_limit_without_its_draw_cannot_go_on() -> None:
    game = Game()
    for move in endless(MAX_GAME_MOVES):
        game.play(move)
    model = GameModel()
    model.load(game)
    assert model.result == Result(None, Reason.LENGTH)


@pytest.mark.parametrize("plies", [4, MAX_GAME_MOVES - 1])
def test_a_length_draw_before_the_limit_is_refused(plies: int) -> None:
    game = Game()
    for move in endless(plies):
        game.play(move)
    text = dumps(SavedGame(game, decided=Result(None, Reason.LENGTH)))
    with pytest.raises(SaveFileError) as caught:
        loads(text)
    assert caught.value.kind == "result"


def test_the_protocol_carries_the_length_draw() -> None:
    assert "length" in protocol.RESULT_REASONS
    with pytest.raises(ValueError, match="no winner"):
        Result(1, Reason.LENGTH)
