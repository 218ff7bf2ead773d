"""docs/architecture.md stays true: it names every module of the package, and every path it
names exists (issue 14: a newcomer finds any rule, animation, seat or message in one step)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
PACKAGE = ROOT / "popout_desktop"


def modules() -> list[str]:
    return sorted(
        path.relative_to(ROOT).as_posix()
        for path in PACKAGE.rglob("*.py")
        if path.name != "__init__.py" or path.parent != PACKAGE
    )


def test_every_module_is_in_the_map() -> None:
    text = DOC.read_text(encoding="utf-8")
    missing = [module for module in modules() if f"`{module}`" not in text]
    assert not missing, f"docs/architecture.md does not name: {', '.join(missing)}"


def test_every_path_in_the_map_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    named = set(re.findall(r"`(popout_desktop/[A-Za-z0-9_/.]+)`", text))
    assert named, "the map names no path"
    gone = sorted(path for path in named if not (ROOT / path).exists())
    assert not gone, f"docs/architecture.md names paths that do not exist: {', '.join(gone)}"


def test_the_readme_links_the_map() -> None:
    assert "docs/architecture.md" in (ROOT / "README.md").read_text(encoding="utf-8")
