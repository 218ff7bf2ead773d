"""The declared window host (issue 30 point 3): the window's parts and modes see the main window
as a ``WindowHost``; only the application's assembly names the ``MainWindow`` class. (That the
window is a host is mypy's to check, where the window installs its parts.)"""

from __future__ import annotations

import ast
from pathlib import Path

from pytestqt.qtbot import QtBot

from popout_desktop.app.main import make_window
from popout_desktop.settings.store import Settings

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "popout_desktop"
MODULE = "popout_desktop.ui.window.main_window"


def imports_main_window(path: Path) -> bool:
    """True if ``path`` imports the main window's class or module (type-checking imports too)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import) and any(a.name == MODULE for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (
            node.module == MODULE
            or any(a.name in ("MainWindow", "main_window") for a in node.names)
        ):
            return True
    return False


def test_only_the_assembly_imports_the_main_window() -> None:
    importers = sorted(
        path.relative_to(ROOT).as_posix()
        for path in PACKAGE.rglob("*.py")
        if imports_main_window(path)
    )
    assert importers == ["popout_desktop/app/main.py"]


def test_the_assembly_makes_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "popout.ini")
    window = make_window(settings)
    qtbot.addWidget(window)
    assert window.settings is settings
    assert window.widget is window
