"""``popout --version`` answers at once, without starting Qt."""

from __future__ import annotations

import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from popout_desktop import __version__
from popout_desktop.app import main

EXPECTED = f"popout {__version__}\n"


def test_version_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == EXPECTED


def test_help_and_bad_usage_return_instead_of_raising(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "usage: popout" in capsys.readouterr().out


def test_version_does_not_load_qt(python: str, subprocess_env: dict[str, str]) -> None:
    code = (
        "import sys\n"
        "from popout_desktop.app import main\n"
        "code = main(['--version'])\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "assert not loaded, loaded\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [python, "-c", code], env=subprocess_env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == EXPECTED


def test_python_m_popout_desktop_version(python: str, subprocess_env: dict[str, str]) -> None:
    done = subprocess.run(
        [python, "-m", "popout_desktop", "--version"],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == EXPECTED


def test_popout_script_version(subprocess_env: dict[str, str]) -> None:
    script = shutil.which("popout", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("the popout script is not installed next to this Python")
    done = subprocess.run(
        [script, "--version"], env=subprocess_env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == EXPECTED


def test_installed_metadata_matches_the_package() -> None:
    try:
        installed = metadata.version("popout-desktop")
    except metadata.PackageNotFoundError:
        pytest.skip("popout-desktop is not installed")
    assert installed == __version__
