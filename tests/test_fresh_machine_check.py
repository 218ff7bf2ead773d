"""build_scripts/fresh_machine_check: its reading of the README (so the commands it runs on a bare
Debian are the README's and cannot drift), of apt's sources and of pytest's summary. Nothing here
makes a chroot: the script itself does, as root, in minutes."""

from __future__ import annotations

import contextlib
import importlib.machinery
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "build_scripts" / "fresh_machine_check"
README = (ROOT / "README.md").read_text(encoding="utf-8")


def load() -> ModuleType:
    """The script as a module, by path (it has no .py suffix, like smoke_test)."""
    loader = importlib.machinery.SourceFileLoader("popout_fresh_machine_check", str(SCRIPT))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[loader.name] = module  # dataclasses look their module up
    loader.exec_module(module)
    return module


fmc = load()

SAMPLE = """# Title

```sh
echo not the quick start
```

## Quick start

Intro.

```sh
sudo apt-get install a b \\
  c
```

```python
print("not a shell block")
```

### Play

```sh
# a comment line
python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/popout   # and play
```

```sh
sudo apt-get install t1 t2
```

```sh
python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && X=1 .venv/bin/python -m pytest
```

## Development

```sh
.venv/bin/ruff check .                # lint
X=1 .venv/bin/python -m pytest -m "not slow"   # the quick loop
X=1 .venv/bin/python -m pytest                  # everything
```

## Next

```sh
sudo apt-get install not-this-one
```
"""


def naive_blocks(text: str, heading: str) -> list[str]:
    """The ```sh blocks of a section, found another way (a regular expression), comments and
    blank lines dropped."""
    body = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"^```sh\n(.*?)\n```$", body, flags=re.MULTILINE | re.DOTALL)
    return [
        "\n".join(line for line in block.splitlines() if not line.lstrip().startswith("#"))
        for block in blocks
    ]


# -- the real README -----------------------------------------------------------------------------


def test_the_readme_quick_start_is_found_block_by_block_in_order() -> None:
    quick = fmc.parse_quick_start(README)
    assert list(quick.blocks) == naive_blocks(README, "Quick start")
    assert quick.blocks[0] == quick.apt_commands[0]
    assert quick.blocks.index(quick.play) < quick.blocks.index(quick.test)
    assert all(command.startswith("sudo apt-get install ") for command in quick.apt_commands)
    assert set(quick.blocks) == {*quick.apt_commands, quick.play, quick.test}
    assert quick.play.endswith(".venv/bin/popout")
    install, run = fmc.split_test_command(quick.test)
    assert f"{install} && {run}" == quick.test
    assert "pip install" in install
    assert run.endswith("-m pytest -n auto")


def test_the_readme_quick_loop_is_the_development_sections_line() -> None:
    loop = fmc.parse_quick_loop(README)
    assert loop == 'QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -m "not slow"'
    assert loop in fmc.section(README, "Development")


def test_the_readme_documents_the_script() -> None:
    assert "build_scripts/fresh_machine_check" in fmc.section(README, "Development")
    layout = fmc.section(README, "Project layout")
    assert "fresh_machine_check" in layout


def test_the_script_is_executable_python() -> None:
    assert SCRIPT.read_text(encoding="utf-8").startswith("#!/usr/bin/env python3")
    if os.name == "posix":
        assert os.access(SCRIPT, os.X_OK)


# -- the parser on a sample ----------------------------------------------------------------------


def test_a_sample_quick_start() -> None:
    quick = fmc.parse_quick_start(SAMPLE)
    assert quick.apt_commands == ("sudo apt-get install a b \\\n  c", "sudo apt-get install t1 t2")
    assert quick.play == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/popout"
    assert quick.test == (
        "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && "
        "X=1 .venv/bin/python -m pytest"
    )
    assert quick.blocks == (
        quick.apt_commands[0],
        quick.play,
        quick.apt_commands[1],
        quick.test,
    )
    assert fmc.one_line(quick.apt_commands[0]) == "sudo apt-get install a b c"
    assert fmc.split_test_command(quick.test) == (
        "python3 -m venv .venv && .venv/bin/pip install -e '.[test]'",
        "X=1 .venv/bin/python -m pytest",
    )
    assert fmc.parse_quick_loop(SAMPLE) == 'X=1 .venv/bin/python -m pytest -m "not slow"'


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("# Nothing\n", 'no section "## Quick start"'),
        ("## Quick start\n\n```sh\necho a\n```\n", "no `sudo apt-get install` block"),
        ("## Quick start\n```sh\nsudo apt-get install a\n", "not closed"),
        ("## Quick start\n```sh\nsudo apt-get install a\necho b\n```\n", "holds 2"),
        ("## Quick start\n```sh\nsudo apt-get install a \\\n```\n", "line continuation"),
        (
            "## Quick start\n```sh\nsudo apt-get install a\n```\n```sh\nplay\n```\n"
            "```sh\nplay again\n```\n```sh\npytest\n```\n",
            "it has 2 and 1",
        ),
    ],
)
def test_a_quick_start_of_another_shape_is_refused_with_a_reason(text: str, problem: str) -> None:
    with pytest.raises(fmc.ReadmeError, match=re.escape(problem)):
        fmc.parse_quick_start(text)


def test_comments_and_and_lists_respect_quotes() -> None:
    assert fmc.strip_comment("a '#b' \"c # d\" e # f") == "a '#b' \"c # d\" e"
    assert fmc.strip_comment("echo a#b") == "echo a#b"
    assert fmc.split_and("a 'x && y' && b \"&&\" && c") == ["a 'x && y'", 'b "&&"', "c"]
    with pytest.raises(fmc.ReadmeError):
        fmc.split_test_command("pytest -x")


@given(st.text(alphabet=st.sampled_from("#`sh\n\\ &'\"aptgeinsul-Qckr"), max_size=300))
def test_any_text_parses_or_is_refused_with_a_readme_error(text: str) -> None:
    for candidate in (text, f"## Quick start\n{text}", f"## Development\n```sh\n{text}\n```\n"):
        for parse in (fmc.parse_quick_start, fmc.parse_quick_loop):
            with contextlib.suppress(fmc.ReadmeError):
                parse(candidate)


@given(st.lists(st.text(alphabet="abc -./=", min_size=1).map(str.strip).filter(bool), min_size=1))
def test_and_lists_split_back_into_their_parts(parts: list[str]) -> None:
    assert fmc.split_and(" && ".join(parts)) == parts


# -- pytest's summary, --version, apt's sources, the sudo shim -----------------------------------


def test_pytest_counts_come_from_the_last_summary_line() -> None:
    output = (
        "== 1 passed in 0.1s ==\n"
        "SKIPPED [3] tests/x.py:1: no broker\n"
        "===== 4 failed, 3303 passed, 173 skipped, 2 warnings, 1 error in 734.20s (0:12:14) =====\n"
    )
    assert fmc.pytest_counts(output) == {
        "failed": 4,
        "passed": 3303,
        "skipped": 173,
        "warnings": 2,
        "errors": 1,
    }
    assert fmc.pytest_counts("collected 0 items\nno summary\n") is None


@given(st.text(max_size=400))
def test_pytest_counts_of_any_output_never_crash(output: str) -> None:
    counts = fmc.pytest_counts(output)
    assert counts is None or all(value >= 0 for value in counts.values())


def test_the_core_named_by_version() -> None:
    output = "popout 1.2.0\nengine: classic solver compiled C, Pop Out search pure Python\n"
    assert fmc.core_named(output) == "classic solver compiled C, Pop Out search pure Python"
    assert fmc.core_named("popout 1.2.0\n") is None
    assert fmc.core_named("popout 1.2.0 (the engine: core)\n") is None


def test_the_mirror_comes_from_the_main_archive_not_security_or_updates() -> None:
    deb822 = (
        "Types: deb\nURIs: http://security.example/debian-security\nSuites: bookworm-security\n"
        "Components: main\n\n"
        "# a comment\nTypes: deb deb-src\nURIs: http://mirror.example/debian\n"
        "Suites: bookworm bookworm-updates\nComponents: main\n"
    )
    assert fmc.mirror_from_sources("", [deb822]) == "http://mirror.example/debian"
    disabled = "Enabled: no\nTypes: deb\nURIs: http://off.example/debian\nSuites: bookworm\n"
    listing = (
        "# deb http://commented.example/debian bookworm main\n"
        "deb http://security.example/debian-security bookworm-security main\n"
        "deb [arch=amd64] http://list.example/debian bookworm main\n"
    )
    assert fmc.mirror_from_sources(listing, [disabled]) == "http://list.example/debian"
    assert fmc.mirror_from_sources("", []) is None


def test_the_game_is_told_from_the_shell_that_started_it() -> None:
    assert fmc.is_the_game(["/root/popout-desktop/.venv/bin/python3", ".venv/bin/popout"])
    assert fmc.is_the_game(["/root/p/.venv/bin/popout", "--lang", "en"])
    shell = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/popout"
    assert not fmc.is_the_game(["/bin/bash", "-c", shell])
    worker = ["/root/p/.venv/bin/python3", "-c", "from multiprocessing.spawn import spawn_main"]
    assert not fmc.is_the_game(worker)
    assert not fmc.is_the_game([])


@pytest.mark.skipif(os.name != "posix", reason="a POSIX shell script")
def test_the_sudo_shim_runs_its_arguments_as_they_are(tmp_path: Path) -> None:
    shim = tmp_path / "sudo"
    shim.write_text(fmc.SUDO_SHIM, encoding="utf-8")
    shim.chmod(0o755)
    done = subprocess.run(
        [str(shim), "printf", "%s|", "a b", "$HOME", "*"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout == "a b|$HOME|*|"


@pytest.mark.skipif(not Path("/proc/self/mountinfo").is_file(), reason="Linux's mount table")
def test_a_folder_is_removed_only_when_nothing_is_mounted_under_it(tmp_path: Path) -> None:
    assert fmc.mounts_under(tmp_path) == []
    # /proc is a mount point wherever mountinfo is read (in a chroot too, where / may not be).
    assert "/proc" in fmc.mounts_under(Path("/proc"))
    assert "/proc" in fmc.mounts_under(Path("/"))
