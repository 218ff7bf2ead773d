"""Named worker tasks: a task names a registered function, and the worker runs nothing else."""

from __future__ import annotations

import sys
import threading
from multiprocessing import Pipe
from typing import Any

import pytest

from popout_desktop.engine import tasks
from popout_desktop.engine.levels import ENGINE_TASK, best_move
from popout_desktop.engine.tasks import WorkerTask, task_function, worker_task
from popout_desktop.engine.worker import rules_to_dict, serve
from popout_desktop.rules import Game, Rules
from tests.game import start_tasks


def test_a_task_names_its_function_by_module_and_name() -> None:
    assert WorkerTask("popout_desktop.engine.levels", "best_move") == ENGINE_TASK
    assert ENGINE_TASK.key == "popout_desktop.engine.levels:best_move"
    assert WorkerTask.from_key(ENGINE_TASK.key) == ENGINE_TASK
    assert task_function(ENGINE_TASK) is best_move


@pytest.mark.parametrize("key", ["", "best_move", "popout_desktop.engine.levels:", ":best_move"])
def test_a_key_that_names_no_task_is_refused(key: str) -> None:
    with pytest.raises(ValueError, match="not a worker task"):
        WorkerTask.from_key(key)


def test_only_a_module_level_function_can_be_a_task() -> None:
    def inner(game: Game) -> int:
        return game.ply

    with pytest.raises(ValueError, match="not a module-level function"):
        worker_task(inner)


def test_the_worker_imports_the_task_s_module_to_find_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(tasks._registry, start_tasks.BOARD)
    monkeypatch.delitem(sys.modules, start_tasks.__name__)
    function = task_function(start_tasks.BOARD)
    assert function is not start_tasks.board  # the module loaded afresh, as in a new worker
    assert function.__name__ == "board"
    assert function(Game.from_notation("d4"))["moves"] == "d4"


def test_a_function_that_is_no_task_is_not_found() -> None:
    with pytest.raises(LookupError, match="is not a registered worker task"):
        task_function(WorkerTask("popout_desktop.engine.levels", "expert_decision"))


def test_the_worker_runs_no_function_that_is_not_registered() -> None:
    ours, theirs = Pipe()
    worker = threading.Thread(target=serve, args=(theirs,), daemon=True)
    worker.start()
    request: dict[str, Any] = {
        "id": 3,
        "task": "popout_desktop.engine.levels:expert_decision",
        "rules": rules_to_dict(Rules()),
        "moves": "d4",
        "options": {},
    }
    ours.send(request)
    answer = ours.recv()
    ours.send(None)
    worker.join(timeout=10)
    assert answer["ok"] is False and answer["id"] == 3
    assert "LookupError" in answer["error"]
