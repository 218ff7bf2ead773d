"""Analysis requests on a small Pop Out board: estimates first, then the worker solves the
table once (never cancelled half-way by a move) and the position is analysed again, exactly."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.engine.tasks import WorkerTask
from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.window.analysis_requests import EngineRequests
from tests.narrowing import now
from tests.ui.window import analysis_tasks

SMALL = Rules(columns=4, rows=4)


def make(qtbot: QtBot, rules: Rules) -> tuple[GameModel, BoardView, EngineRequests]:
    model = GameModel(rules)
    board = BoardView(model)
    qtbot.addWidget(board)
    requests = EngineRequests(model, board, lambda: True)
    return model, board, requests


def labels(board: BoardView, model: GameModel) -> list[list[str] | None]:
    return [board.annotation(move) for move in model.game.legal_moves()]


def stand_ins(monkeypatch: pytest.MonkeyPatch, table: WorkerTask = analysis_tasks.TABLE) -> None:
    monkeypatch.setattr(
        "popout_desktop.ui.window.analysis_requests.ANALYSIS_TASK", analysis_tasks.ANALYSIS
    )
    monkeypatch.setattr("popout_desktop.ui.window.analysis_requests.TABLE_TASK", table)


def record_tasks(requests: EngineRequests) -> list[str]:
    tasks: list[str] = []
    real = requests.engine.request

    def request(task: WorkerTask, game: Any, **options: Any) -> int:
        tasks.append(task.name)
        return real(task, game, **options)

    requests.engine.request = request  # type: ignore[method-assign]
    return tasks


def test_estimates_then_the_table_then_exact_labels(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    stand_ins(monkeypatch)
    model, board, requests = make(qtbot, SMALL)
    tasks = record_tasks(requests)
    with qtbot.waitSignal(requests.engine.answered, timeout=30_000):
        requests.analysis_toggled(True)
    assert labels(board, model) == [["0.0"]] * 4  # estimates: the badges the issue saw
    assert requests.solving_table  # ... and the table is asked for at once
    # a move while the table is solved does not cancel it
    assert model.play(Move.drop(0))
    requests.refresh()
    assert requests.solving_table
    qtbot.waitUntil(lambda: labels(board, model) == [["draw", "="]] * 4, timeout=30_000)
    assert not now(lambda: requests.solving_table)
    assert tasks == ["analysis", "table", "analysis"]
    # later positions are exact at once, the table is not asked for again
    assert model.play(Move.drop(1))
    with qtbot.waitSignal(requests.engine.answered, timeout=30_000):
        requests.refresh()
    assert labels(board, model) == [["draw", "="]] * 5
    assert tasks == ["analysis", "table", "analysis", "analysis"]
    requests.engine.shutdown()


def test_a_table_that_cannot_be_solved_is_not_asked_for_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    stand_ins(monkeypatch, analysis_tasks.NO_TABLE)
    model, board, requests = make(qtbot, SMALL)
    tasks = record_tasks(requests)
    requests.analysis_toggled(True)
    qtbot.waitUntil(lambda: tasks == ["analysis", "no_table", "analysis"], timeout=30_000)
    qtbot.waitUntil(lambda: not requests.engine.busy, timeout=30_000)
    assert labels(board, model) == [["0.0"]] * 4
    assert model.play(Move.drop(0))
    with qtbot.waitSignal(requests.engine.answered, timeout=30_000):
        requests.refresh()
    assert tasks == ["analysis", "no_table", "analysis", "analysis"]
    requests.engine.shutdown()


def test_big_boards_never_ask_for_a_table(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    stand_ins(monkeypatch)
    _model, _board, requests = make(qtbot, Rules())
    tasks = record_tasks(requests)
    with qtbot.waitSignal(requests.engine.answered, timeout=30_000):
        requests.analysis_toggled(True)
    assert not requests.solving_table
    assert tasks == ["analysis"]
    requests.engine.shutdown()


@pytest.mark.slow
def test_4x4_pop_out_labels_are_exact_with_the_real_engine(qtbot: QtBot) -> None:
    model, board, requests = make(qtbot, SMALL)
    for token in "d1 d2 p1 d1".split():
        assert model.play(Move.parse(token))
    requests.analysis_toggled(True)
    # estimates within a second, then the table (about 7 s), then exact labels
    qtbot.waitUntil(lambda: board.annotation(Move.drop(3)) is not None, timeout=60_000)
    qtbot.waitUntil(lambda: board.annotation(Move.drop(3)) == ["loses in 9", "L9"], timeout=180_000)
    assert board.annotation(Move.drop(0)) == ["loses in 7", "L7"]
    assert all(
        label is not None and label[0].startswith("loses in") for label in labels(board, model)
    )
    requests.engine.shutdown()


def test_a_new_set_up_position_is_analysed_though_no_move_was_played(qtbot: QtBot) -> None:
    """Two set-up games with no moves yet have the same (empty) notation: the second must not
    keep the first's labels."""
    from popout_desktop.rules.setup import Setup, empty_setup

    rules = Rules.preset("classic")
    model, board, requests = make(qtbot, rules)
    tasks = record_tasks(requests)

    def set_up(column: int) -> Setup:
        start = empty_setup(rules)
        return start.with_cell(column, 0, 1).with_turn(2)

    model.load(Game.from_setup(set_up(0)))
    with qtbot.waitSignal(requests.engine.answered, timeout=30_000):
        requests.analysis_toggled(True)
    model.load(Game.from_setup(set_up(6)))
    with qtbot.waitSignal(requests.engine.answered, timeout=30_000):
        requests.refresh()
    assert tasks == ["analyze_task", "analyze_task"]
    assert all(board.annotation(move) is not None for move in model.game.legal_moves())
    requests.engine.shutdown()
