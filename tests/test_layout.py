"""The package keeps one folder per feature (issue 30): the limits that keep it a house a newcomer
finds their way in, checked on the package's own files (docs/architecture.md is the map; that
only the assembly imports the main window is tests/ui/window/test_host.py's)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "popout_desktop"

#: The most modules ``popout_desktop/ui/`` holds directly (the rest are in feature folders).
MAX_UI_MODULES = 12
#: The most modules the package's top level holds besides its packages.
MAX_TOP_MODULES = 6
#: The rules' variant flags, asked of the rules (their queries) everywhere else.
VARIANT_FLAGS = frozenset({"pop_ten", "power_up", "side_columns"})
#: The most modules outside rules/ and engine/ that read a variant flag.
MAX_FLAG_READERS = 5


def package_modules() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path.relative_to(PACKAGE).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def test_ui_holds_few_modules_directly() -> None:
    direct = sorted(path.name for path in (PACKAGE / "ui").glob("*.py"))
    assert len(direct) <= MAX_UI_MODULES, direct


def test_the_top_level_is_a_short_list_of_entry_points() -> None:
    direct = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(direct) <= MAX_TOP_MODULES, direct


def test_every_folder_is_a_package() -> None:
    folders = [
        path
        for path in PACKAGE.rglob("*")
        if path.is_dir() and "__pycache__" not in path.parts and any(path.glob("*.py"))
    ]
    assert folders
    assert [path for path in folders if not (path / "__init__.py").is_file()] == []


def test_variant_questions_are_asked_of_the_rules() -> None:
    readers = sorted(
        name
        for name, tree in package_modules()
        if not name.startswith(("rules/", "engine/"))
        and any(
            isinstance(node, ast.Attribute) and node.attr in VARIANT_FLAGS
            for node in ast.walk(tree)
        )
    )
    assert len(readers) <= MAX_FLAG_READERS, readers


def test_the_checks_see_what_they_count() -> None:
    """The limits above are measured on real files: the walk finds the package's modules and a
    reader of a flag inside rules/ (so a renamed flag or folder fails here instead of passing the
    checks by finding nothing)."""
    names = dict(package_modules())
    assert "ui/window/main_window.py" in names
    assert any(
        isinstance(node, ast.Attribute) and node.attr in VARIANT_FLAGS
        for name, tree in names.items()
        if name.startswith("rules/")
        for node in ast.walk(tree)
    )
