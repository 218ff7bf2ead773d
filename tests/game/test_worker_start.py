"""A game that started from a set-up crosses to the engine's worker with its start."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from multiprocessing import Pipe

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.engine.worker import rules_to_dict, serve
from popout_desktop.game.engine_client import EngineClient
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import Setup, empty_setup
from tests.game.start_tasks import BOARD


def _setup() -> Setup:
    setup = empty_setup(Rules.preset("pop_out_five_in_a_row")).with_turn(2)
    for column, row, value in ((3, 0, 2), (3, 1, 1), (5, 0, 1)):
        setup = setup.with_cell(column, row, value)
    return setup


@pytest.fixture
def client(qtbot: QtBot) -> Iterator[EngineClient]:
    engine = EngineClient()
    yield engine
    engine.shutdown()


def test_a_set_up_game_reaches_the_worker_with_its_start(
    qtbot: QtBot, client: EngineClient
) -> None:
    game = Game.from_setup(_setup())
    game.play(Move.pop(3))
    with qtbot.waitSignal(client.answered, timeout=20_000) as blocker:
        client.request(BOARD, game)
    assert blocker.args[1] == {
        "board": [list(column) for column in game.board()],
        "turn": 1,
        "moves": "p4",
        "has_start": True,
    }


def test_a_game_from_the_table_s_start_still_crosses_without_one(
    qtbot: QtBot, client: EngineClient
) -> None:
    game = Game.from_notation("d4 d4")
    with qtbot.waitSignal(client.answered, timeout=20_000) as blocker:
        client.request(BOARD, game)
    assert blocker.args[1]["has_start"] is False
    assert blocker.args[1]["moves"] == "d4 d4"


def _serve_once(request: dict[str, object]) -> dict[str, object]:
    """``serve`` in this process (a thread on one end of a pipe): its answer to ``request``."""
    ours, theirs = Pipe()
    worker = threading.Thread(target=serve, args=(theirs,), daemon=True)
    worker.start()
    ours.send(request)
    answer: dict[str, object] = ours.recv()
    ours.send(None)
    worker.join(timeout=10)
    return answer


def test_a_damaged_start_is_an_error_answer_not_a_dead_worker() -> None:
    answer = _serve_once(
        {
            "id": 7,
            "task": BOARD.key,
            "rules": rules_to_dict(Rules()),
            "moves": "",
            "start": "not-a-code",
            "options": {},
        }
    )
    assert answer["ok"] is False and answer["id"] == 7
    assert "PositionCodeError" in str(answer["error"])


def test_serve_replays_the_moves_from_the_start() -> None:
    from popout_desktop.savefile.position_code import encode_position

    setup = _setup()
    answer = _serve_once(
        {
            "id": 1,
            "task": BOARD.key,
            "rules": rules_to_dict(setup.rules),
            "moves": "p4",
            "start": encode_position(setup),
            "options": {},
        }
    )
    game = Game.from_setup(setup)
    game.play(Move.pop(3))
    assert answer["ok"] is True
    assert answer["result"] == {
        "board": [list(column) for column in game.board()],
        "turn": 1,
        "moves": "p4",
        "has_start": True,
    }
