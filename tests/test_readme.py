"""The README's examples run as written."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"

pytestmark = pytest.mark.skipif(not README.is_file(), reason="README.md is not beside tests/")


def test_rules_api_example_runs() -> None:
    result = doctest.testfile(str(README), module_relative=False, verbose=False)
    assert result.attempted > 5
    assert result.failed == 0


def shell_blocks(text: str) -> list[str]:
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", text, re.DOTALL)]


def quick_start() -> str:
    return README.read_text(encoding="utf-8").split("## Quick start", 1)[1].split("\n## ", 1)[0]


def test_quick_start_has_exactly_two_commands() -> None:
    commands = [
        block for block in shell_blocks(quick_start()) if not block.startswith("sudo apt-get")
    ]
    assert commands == [
        "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/popout",
        "python3 -m venv .venv && .venv/bin/pip install -e '.[test]'"
        " && QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest",
    ]


def test_readme_opens_with_a_listing_screenshot_and_the_quick_start() -> None:
    text = README.read_text(encoding="utf-8")
    top = text.split("\n## The rules in brief\n", 1)[0]
    lines = top.splitlines()
    assert lines[0] == "# Pop Out Desktop"
    image = re.fullmatch(r"!\[(.{20,})\]\(([^)]+)\)", lines[2])
    assert image is not None, lines[2]
    path = image.group(2)
    assert (README.parent / path).is_file()
    metainfo = README.parent / "resources" / "desktop" / "org.popoutdesktop.popout.metainfo.xml"
    assert f"/main/{path}</image>" in metainfo.read_text(encoding="utf-8")  # the listing's
    # Before the rules: the quick start's apt line and its two commands, exactly.
    commands = shell_blocks(top)
    assert commands == shell_blocks(quick_start())
    assert len(commands) == 3
    assert commands[0].startswith("sudo apt-get install python3-venv ")
