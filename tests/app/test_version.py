"""``popout --version`` answers at once, without starting Qt, and says which core each part of
the engine runs (issue 29, point 1); a start without the compiled core says what that costs."""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from popout_desktop import __version__
from popout_desktop.app.main import main, print_core_note, version_text
from popout_desktop.engine.classic import compiled_search, drop_solver
from popout_desktop.engine.core_choice import (
    CORE_VARIABLE,
    PYTHON_SLOWDOWN,
    EngineCores,
    engine_cores,
    engine_line,
    slow_core_note,
)

built = drop_solver.compiled_core_available() and compiled_search.compiled_search_available()


def expected() -> str:
    """What ``--version`` prints here: the version, then the engine's line (and its note)."""
    note = slow_core_note()
    return f"popout {__version__}\n{engine_line()}\n" + (f"note: {note}\n" if note else "")


@pytest.fixture
def not_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a machine whose install had no C compiler: neither compiled core imports."""
    monkeypatch.setattr(drop_solver, "_classic_core", None)
    monkeypatch.setattr(compiled_search, "_search_core", None)
    monkeypatch.delenv(CORE_VARIABLE, raising=False)


def test_version_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    out = capsys.readouterr().out
    assert out == expected()
    assert out.splitlines()[0] == f"popout {__version__}"


def test_help_and_bad_usage_return_instead_of_raising(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "usage: popout" in capsys.readouterr().out


def test_version_does_not_load_qt(python: str, subprocess_env: dict[str, str]) -> None:
    code = (
        "import sys\n"
        "from popout_desktop.app.main import main\n"
        "code = main(['--version'])\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "assert not loaded, loaded\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [python, "-c", code], env=subprocess_env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected()


def test_python_m_popout_desktop_version(python: str, subprocess_env: dict[str, str]) -> None:
    done = subprocess.run(
        [python, "-m", "popout_desktop", "--version"],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected()


def test_popout_script_version(subprocess_env: dict[str, str]) -> None:
    script = shutil.which("popout", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("the popout script is not installed next to this Python")
    done = subprocess.run(
        [script, "--version"], env=subprocess_env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == expected()


def test_installed_metadata_matches_the_package() -> None:
    try:
        installed = metadata.version("popout-desktop")
    except metadata.PackageNotFoundError:
        pytest.skip("popout-desktop is not installed")
    assert installed == __version__


@pytest.mark.skipif(not built, reason="the compiled cores are not built here (no C compiler)")
def test_version_names_the_compiled_cores_where_they_are_built(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv(CORE_VARIABLE, raising=False)
    assert version_text() == (
        f"popout {__version__}\n"
        "engine: classic solver in compiled C, Pop Out search in compiled C\n"
    )
    assert not print_core_note()
    assert capsys.readouterr().err == ""


@pytest.mark.usefixtures("not_built")
def test_without_the_compiled_cores_version_and_start_say_the_python_core_and_its_cost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    low, high = PYTHON_SLOWDOWN
    lines = version_text().splitlines()
    assert lines[:2] == [
        f"popout {__version__}",
        "engine: classic solver in pure Python, Pop Out search in pure Python",
    ]
    [note] = lines[2:]
    assert note.startswith("note: the compiled engine core is not built here")
    assert f"{low} to {high} times slower" in note
    assert "install gcc and python3-dev" in note
    assert print_core_note()  # and the start says it on the standard error, once
    assert capsys.readouterr().err == f"popout: {note}\n"


@pytest.mark.usefixtures("not_built")
def test_the_python_core_asked_for_is_named_without_a_note(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(CORE_VARIABLE, "python")
    assert engine_cores() == EngineCores("python", "python", "python", not_built=False)
    assert version_text().splitlines()[1:] == [
        "engine: classic solver in pure Python, Pop Out search in pure Python"
        " (POPOUT_ENGINE_CORE=python)"
    ]
    assert not print_core_note()
    assert capsys.readouterr().err == ""


def test_a_core_that_cannot_run_is_said_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CORE_VARIABLE, "turbo")
    assert version_text().splitlines()[1] == (
        "engine: POPOUT_ENGINE_CORE='turbo': the cores are auto, c, python"
    )
    not_built = (
        "the compiled core is not built: install a C compiler and Python's headers "
        "(Debian: gcc python3-dev), then install the game again"
    )
    monkeypatch.setenv(CORE_VARIABLE, "c")
    monkeypatch.setattr(drop_solver, "_classic_core", object())  # as if built: only one is missing
    monkeypatch.setattr(compiled_search, "_search_core", None)
    assert engine_line() == (
        f"engine: classic solver in compiled C, Pop Out search: {not_built} (POPOUT_ENGINE_CORE=c)"
    )
    monkeypatch.setattr(drop_solver, "_classic_core", None)
    assert engine_line() == f"engine: {not_built} (POPOUT_ENGINE_CORE=c)"
