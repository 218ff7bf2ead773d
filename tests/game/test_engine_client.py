"""The engine runs in a worker process: answers, failures, cancelling, the computer seat."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.engine.tasks import WorkerTask
from popout_desktop.engine.worker import rules_to_dict
from popout_desktop.game.engine_client import EngineClient
from popout_desktop.game.seats import ComputerSeat
from popout_desktop.rules import Game, Move, Rules
from tests.game import worker_tasks
from tests.narrowing import now


@pytest.fixture
def client(qtbot: QtBot) -> Iterator[EngineClient]:
    engine = EngineClient()
    yield engine
    engine.shutdown()


def test_answers_come_back_as_signals(qtbot: QtBot, client: EngineClient) -> None:
    game = Game.from_notation("d1 d1")
    with qtbot.waitSignal(client.answered, timeout=20_000) as blocker:
        ident = client.request(worker_tasks.LAST_MOVE, game)
    assert blocker.args == [ident, "p1"]
    assert not client.busy
    with qtbot.waitSignal(client.answered, timeout=20_000) as blocker:
        client.request(worker_tasks.VALUES, game)
    assert blocker.args[1] == {f"d{c}": c - 1 for c in range(1, 8)} | {"p1": 7}


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules.preset("pop_ten"),
        Rules(
            columns=9, rows=8, connect=5, pop_out=False, side_columns=True, pop_ten=True, target=7
        ),
        Rules.preset("power_up"),
        Rules(power_up=True, repetition_draw=True),
        Rules(target=5),
    ],
)
def test_every_table_crosses_to_the_worker_unchanged(rules: Rules) -> None:
    assert Rules(**rules_to_dict(rules)) == rules


@pytest.mark.parametrize(
    ("rules", "moves"),
    [
        (Rules.preset("pop_ten"), "d1 d2 d3"),
        (Rules.preset("power_up"), "d1 d2 d3 b4"),
        (Rules(power_up=True), "x4"),
    ],
)
def test_the_worker_plays_the_variants_games(
    qtbot: QtBot, client: EngineClient, rules: Rules, moves: str
) -> None:
    game = Game.from_notation(moves, rules)
    with qtbot.waitSignal(client.answered, timeout=20_000) as blocker:
        client.request(worker_tasks.STATE, game)
    assert blocker.args[1] == {
        "rules": repr(rules),
        "moves": moves,
        "phase": str(game.phase),
        "turn": game.turn,
        "scores": list(game.scores),
        "powers": [sorted(game.powers(1)), sorted(game.powers(2))],
    }


def test_an_engine_error_is_reported_and_the_worker_survives(
    qtbot: QtBot, client: EngineClient
) -> None:
    with qtbot.waitSignal(client.failed, timeout=20_000) as blocker:
        client.request(worker_tasks.BROKEN, Game())
    assert "RuntimeError: boom" in blocker.args[1]
    with qtbot.waitSignal(client.answered, timeout=20_000):
        client.request(worker_tasks.FIRST_MOVE, Game())


def test_cancel_terminates_a_busy_search_at_once(qtbot: QtBot, client: EngineClient) -> None:
    client.start()
    qtbot.waitUntil(lambda: client.running)
    client.request(worker_tasks.SLOW_FIRST_MOVE, Game(), seconds=60)
    assert client.busy
    started = time.monotonic()
    with qtbot.assertNotEmitted(client.answered):
        client.cancel()
    assert time.monotonic() - started < 2.5
    assert not client.running
    with qtbot.waitSignal(client.answered, timeout=20_000):
        client.request(worker_tasks.FIRST_MOVE, Game())


def test_computer_seat_waits_the_minimum_delay(qtbot: QtBot) -> None:
    seat = ComputerSeat("easy", task=worker_tasks.FIRST_MOVE, min_delay_ms=400)
    seat.warm_up()
    qtbot.waitUntil(lambda: seat._client.running)
    started = time.monotonic()
    with qtbot.waitSignal(seat.move_ready, timeout=20_000) as blocker:
        seat.request_move(Game())
    assert time.monotonic() - started >= 0.38
    assert blocker.args == [Move.drop(0)]
    seat.shutdown()


def test_computer_seat_cancel_means_no_move(qtbot: QtBot) -> None:
    seat = ComputerSeat("hard", task=worker_tasks.SLOW_FIRST_MOVE, min_delay_ms=0)
    seat.request_move(Game())
    assert seat.thinking
    seat.cancel()
    assert not now(lambda: seat.thinking)
    with qtbot.assertNotEmitted(seat.move_ready, wait=300):
        pass
    seat.shutdown()


@pytest.mark.parametrize(
    "task",
    [
        pytest.param(worker_tasks.BROKEN, id="broken"),
        pytest.param(worker_tasks.NOT_A_MOVE, id="not_a_move"),
    ],
)
def test_computer_seat_falls_back_to_a_legal_move(qtbot: QtBot, task: WorkerTask) -> None:
    seat = ComputerSeat("medium", task=task, min_delay_ms=0)
    game = Game.from_notation("d1 d2")
    with (
        qtbot.waitSignal(seat.problem, timeout=20_000),
        qtbot.waitSignal(seat.move_ready, timeout=20_000) as blocker,
    ):
        seat.request_move(game)
    assert blocker.args[0] in game.legal_moves()
    seat.shutdown()


def test_a_worker_that_cannot_start_reports_failure(
    qtbot: QtBot, client: EngineClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: EngineClient) -> None:
        raise OSError("no more processes")

    monkeypatch.setattr(EngineClient, "start", refuse)
    with qtbot.waitSignal(client.failed) as blocker:
        ident = client.request(worker_tasks.FIRST_MOVE, Game())
    assert blocker.args[0] == ident
    assert "no more processes" in blocker.args[1]
    assert not client.busy
