"""The README's examples run as written."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from popout_desktop.engine.core_choice import PYTHON_SLOWDOWN

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


PLAY = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/popout"
TEST = (
    "python3 -m venv .venv && .venv/bin/pip install -e '.[test]'"
    " && QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -n auto"
)
APT = "sudo apt-get install "
#: What .ci/run installs that the README's lines need not: PyInstaller's tools for the app build
#: and the network namespace of CI's test step.
CI_ONLY = {"binutils", "iproute2"}


def packages(block: str) -> list[str]:
    """The packages of a ``sudo apt-get install`` block (lines continued with ``\\``)."""
    assert block.startswith(APT), block
    return block.removeprefix(APT).replace("\\\n", " ").split()


def test_quick_start_has_exactly_two_commands() -> None:
    """Install and play; the test prerequisites, install and test: each command after the
    apt line it needs, one ``sudo apt-get install`` block each (a script runs them as parsed)."""
    blocks = shell_blocks(quick_start())
    assert [block for block in blocks if not block.startswith(APT)] == [PLAY, TEST]
    assert len(blocks) == 4
    assert [blocks[1], blocks[3]] == [PLAY, TEST]
    play, tests = packages(blocks[0]), packages(blocks[2])
    assert play[:3] == ["python3-venv", "gcc", "python3-dev"]  # the compiled core builds
    assert len(set(play + tests)) == len(play + tests)  # each package once


def ci_packages() -> set[str]:
    """The Debian packages .ci/run installs (its ``apt_packages`` arrays, literal names)."""
    script = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    found: set[str] = set()
    for words in re.findall(r"^apt_packages\+?=\((.*?)\)", script, re.MULTILINE | re.DOTALL):
        found.update(word for word in words.split() if "$" not in word)
    return found


@pytest.mark.skipif(
    not (README.parent / ".ci" / "run").is_file(), reason=".ci/run is not beside tests/"
)
def test_the_readme_lines_install_what_ci_installs() -> None:
    """What CI installs for the tests, the README's lines ask for too (and nothing CI lacks), so
    its test command passes on a machine set up by the README alone (issue 29, point 2)."""
    blocks = shell_blocks(quick_start())
    readme = {name for block in blocks if block.startswith(APT) for name in packages(block)}
    ci = ci_packages()
    assert {"mosquitto", "xvfb", "python3-pyatspi", "gcc"} <= ci
    assert ci - CI_ONLY <= readme, sorted(ci - CI_ONLY - readme)
    assert readme <= ci, sorted(readme - ci)


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
    assert len(commands) == 4
    assert commands[0].startswith("sudo apt-get install python3-venv ")


def test_the_readme_says_what_the_python_core_costs() -> None:
    low, high = PYTHON_SLOWDOWN
    assert f"**{low} to {high} times slower**" in quick_start()
