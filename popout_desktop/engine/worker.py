"""The engine's worker process: pure Python, no Qt.

The GUI never searches in its own process: Python's GIL would let a busy search thread starve
the event loop and the animations would stutter. Instead :class:`~popout_desktop.game.
engine_client.EngineClient` starts this worker with ``multiprocessing`` (spawn) and sends it
requests over a pipe; cancelling a search means terminating the worker, which is immediate.

A request is a dict ``{"id": int, "task": "module:name", "rules": {...}, "moves": "d4 p4",
"start": None, "options": {...}}``: ``task`` is the :attr:`~.tasks.WorkerTask.key` of a
registered worker task (:mod:`.tasks`); ``start`` is the position code
(:mod:`popout_desktop.savefile.position_code`) of a game that started from a set-up
(:attr:`Game.start <popout_desktop.rules.Game.start>`), else None or absent. The worker replays
the game from there, calls the task's ``function(game, **options)`` and answers
``{"id": int, "ok": True, "result": ...}`` (Moves become notation, dicts keyed by Move become
dicts keyed by notation) or ``{"id": int, "ok": False, "error": "..."}``.
"""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, Any, Final

from popout_desktop.engine.tasks import WorkerTask, task_function, worker_task
from popout_desktop.rules import Game, Move, Rules

if TYPE_CHECKING:  # the GUI imports this module for its task names, before any worker starts
    from multiprocessing.connection import Connection

__all__ = ["ANALYSIS_TASK", "analyze_task", "encode_result", "rules_to_dict", "serve"]


def rules_to_dict(rules: Rules) -> dict[str, Any]:
    """Every field of ``rules`` as a plain dict (to cross the process boundary):
    ``Rules.from_fields(rules_to_dict(rules)) == rules``, Pop 10 and Power Up included."""
    return dict(rules.fields())


def encode_result(result: Any) -> Any:
    """Moves as notation, recursively, so results pickle small and need no classes."""
    if isinstance(result, Move):
        return str(result)
    if isinstance(result, dict):
        return {encode_result(k): encode_result(v) for k, v in result.items()}
    if isinstance(result, list | tuple):
        return [encode_result(v) for v in result]
    return result


def _game_of(request: dict[str, Any]) -> Game:
    """The game of a request: its moves replayed from its start (a set-up) or the table's."""
    rules = Rules.from_fields(request["rules"])
    code = request.get("start")
    if code is None:
        return Game.from_notation(request["moves"], rules)
    from popout_desktop.savefile.position_code import decode_position

    return Game.from_notation(request["moves"], rules, start=decode_position(code))


def serve(connection: Connection) -> None:
    """Answer requests until the pipe closes (the worker's main loop)."""
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        ident = request.get("id", -1)
        try:
            game = _game_of(request)
            function = task_function(WorkerTask.from_key(request["task"]))
            result = function(game, **request.get("options", {}))
            answer = {"id": ident, "ok": True, "result": encode_result(result)}
        except Exception as error:  # an engine bug must not kill the worker silently
            answer = {
                "id": ident,
                "ok": False,
                "error": f"{type(error).__name__}: {error}",
                "trace": traceback.format_exc(limit=8),
            }
        try:
            connection.send(answer)
        except (BrokenPipeError, OSError):
            return


def analyze_task(game: Game, time_limit: float = 1.0) -> dict[str, Any]:
    """The engine's analysis in a form that crosses the pipe: values, which are exact, depth."""
    from popout_desktop.engine import analyze

    analysis = analyze(game, time_limit=time_limit)
    return {
        "values": {str(move): value for move, value in analysis.items()},
        "exact": sorted(str(move) for move in analysis.exact),
        "depth": analysis.depth,
    }


#: :func:`analyze_task` as a worker task: what analysis mode asks for.
ANALYSIS_TASK: Final = worker_task(analyze_task)
