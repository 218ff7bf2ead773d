"""The rules engine is pure Python: importing it must never load Qt."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

import popout_desktop

#: The ``popout_desktop`` package under test (the child imports the same one: the
#: ``subprocess_env`` fixture of ``tests/conftest.py`` puts its parent on ``PYTHONPATH``).
PACKAGE_DIR = Path(popout_desktop.__file__).resolve().parent

PROBE = """
import importlib, json, pkgutil, sys
before = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
import popout_desktop.rules as rules
names = [info.name for info in pkgutil.walk_packages(rules.__path__, "popout_desktop.rules.")]
for name in names:
    importlib.import_module(name)
from popout_desktop.rules import Game, Move, Rules
game = Game(Rules())
game.play(Move.drop(3))
game.undo()
after = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(json.dumps({"before": before, "after": after, "submodules": names,
                  "file": rules.__file__}))
"""


def run_probe(code: str, python: str, env: dict[str, str]) -> dict[str, object]:
    completed = subprocess.run(
        [python, "-c", code],
        cwd=PACKAGE_DIR.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    result: dict[str, object] = json.loads(completed.stdout.strip().splitlines()[-1])
    return result


def test_importing_the_rules_loads_no_qt(python: str, subprocess_env: dict[str, str]) -> None:
    report = run_probe(PROBE, python, subprocess_env)
    assert report["before"] == [], "Qt was loaded before the import (site customisation?)"
    assert report["after"] == []
    # It really imported the package under test, and all of its modules.
    assert Path(str(report["file"])).resolve().parent == PACKAGE_DIR / "rules"
    assert report["submodules"]


def test_probe_can_see_qt(python: str, subprocess_env: dict[str, str]) -> None:
    """The probe is able to fail: importing Qt in the same way is detected."""
    if importlib.util.find_spec("PySide6") is None:
        pytest.skip("PySide6 is not installed")
    report = run_probe(
        PROBE.replace(
            "import popout_desktop.rules as rules",
            "import PySide6.QtCore\nimport popout_desktop.rules as rules",
        ),
        python,
        subprocess_env,
    )
    after = report["after"]
    assert isinstance(after, list)
    assert any(name.startswith("PySide6") for name in after)
    assert any(name.startswith("shiboken6") for name in after)
