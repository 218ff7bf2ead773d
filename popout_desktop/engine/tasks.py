"""Named worker tasks: what the engine's worker process runs, each task a Python object.

The GUI asks its worker process (:mod:`.worker`) to run a function on a game, but a function does
not cross the pipe: a request names it. The name is a :class:`WorkerTask`, made once, beside its
function, by :func:`worker_task`, which also puts the function in this module's registry::

    def prepare_table(game: Game, time_limit: float = TABLE_TIME) -> bool: ...

    TABLE_TASK: Final = worker_task(prepare_table)

A request carries the task's :attr:`~WorkerTask.key`; the worker imports the task's module
(which registers its tasks as it loads) and runs the registered function, never anything else
(:func:`task_function`). So "find usages" leads from a function to its task and from the task
to every request, and mypy checks both. Tests register their own stand-ins the same way, in
modules the worker can import (``tests/game/worker_tasks.py``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Concatenate

from popout_desktop.rules import Game

__all__ = ["TaskFunction", "WorkerTask", "task_function", "worker_task"]

#: What a worker task runs: a function of the request's game and its options.
TaskFunction = Callable[Concatenate[Game, ...], Any]


@dataclass(frozen=True)
class WorkerTask:
    """A function the worker may run, by the module that defines (and registers) it and its
    name there. Made by :func:`worker_task`, never by hand."""

    module: str
    name: str

    @property
    def key(self) -> str:
        """How a request names the task: ``"module:name"``."""
        return f"{self.module}:{self.name}"

    @classmethod
    def from_key(cls, key: str) -> WorkerTask:
        """The task a request's :attr:`key` names; ValueError if it names none."""
        module, colon, name = key.partition(":")
        if not (module and colon and name):
            raise ValueError(f"not a worker task's name: {key!r}")
        return cls(module, name)


_registry: dict[WorkerTask, TaskFunction] = {}


def worker_task(function: TaskFunction) -> WorkerTask:
    """Register ``function`` (a module-level function whose first argument is the game) as a
    worker task, and return the task that names it. Call it in ``function``'s own module, so
    that importing the module registers it in the worker too."""
    if function.__qualname__ != function.__name__:
        raise ValueError(f"{function.__qualname__} is not a module-level function")
    task = WorkerTask(function.__module__, function.__name__)
    _registry[task] = function
    return task


def task_function(task: WorkerTask) -> TaskFunction:
    """The function registered for ``task``, its module imported first if need be (the
    worker's first request for it). LookupError if the module registers no such task."""
    function = _registry.get(task)
    if function is None:
        importlib.import_module(task.module)
        function = _registry.get(task)
    if function is None:
        raise LookupError(f"{task.key} is not a registered worker task")
    return function
