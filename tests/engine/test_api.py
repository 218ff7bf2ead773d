"""The engine's public face: the API of the issue, docstrings, doctests, and no Qt."""

from __future__ import annotations

import doctest
import importlib
import inspect
import json
import pkgutil
import subprocess

import pytest

import popout_desktop.engine as engine
from popout_desktop.engine import LEVELS, analyze, best_move, solve
from popout_desktop.rules import Game

MODULES = sorted(
    info.name for info in pkgutil.walk_packages(engine.__path__, "popout_desktop.engine.")
)


def test_the_api_of_the_issue() -> None:
    assert LEVELS == ("beginner", "easy", "medium", "hard", "expert")
    assert list(inspect.signature(best_move).parameters)[:4] == [
        "game",
        "level",
        "time_limit",
        "seed",
    ]
    assert inspect.signature(best_move).parameters["level"].default == "expert"
    assert inspect.signature(best_move).parameters["time_limit"].default == 1.0
    assert inspect.signature(solve).parameters["weak"].default is False
    assert inspect.signature(solve).parameters["time_limit"].default is None
    assert inspect.signature(analyze).parameters["time_limit"].default == 1.0
    assert isinstance(analyze(Game(), time_limit=0.1), dict)


@pytest.mark.parametrize("name", ["popout_desktop.engine", *MODULES])
def test_public_names_have_docstrings(name: str) -> None:
    module = importlib.import_module(name)
    assert module.__doc__, name
    for public in getattr(module, "__all__", []):
        obj = getattr(module, public)
        if inspect.isclass(obj) or inspect.isfunction(obj):
            assert obj.__doc__, f"{name}.{public}"
            for attr, member in vars(obj).items() if inspect.isclass(obj) else []:
                if not attr.startswith("_") and inspect.isfunction(member):
                    assert member.__doc__, f"{name}.{public}.{attr}"


@pytest.mark.parametrize("name", ["popout_desktop.engine", *MODULES])
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_engine_never_imports_qt(python: str, subprocess_env: dict[str, str]) -> None:
    code = (
        "import importlib, json, pkgutil, sys\n"
        "import popout_desktop.engine as e\n"
        "for info in pkgutil.walk_packages(e.__path__, 'popout_desktop.engine.'):\n"
        "    importlib.import_module(info.name)\n"
        "from popout_desktop.rules import Game\n"
        "e.best_move(Game(), time_limit=0.05)\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "print(json.dumps(sorted(qt)))\n"
    )
    done = subprocess.run(
        [python, "-c", code], env=subprocess_env, capture_output=True, text=True, check=True
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
