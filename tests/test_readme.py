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


def test_quick_start_has_exactly_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = [
        block.strip()
        for block in re.findall(r"```sh\n(.*?)```", section, re.DOTALL)
        if not block.lstrip().startswith("sudo apt-get")
    ]
    assert commands == [
        "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/popout",
        "python3 -m venv .venv && .venv/bin/pip install -e '.[test]'"
        " && QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest",
    ]
