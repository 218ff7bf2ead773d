"""Shared test set-up. Qt runs offscreen everywhere: no display is needed, nothing pops up.

This file must not import Qt itself, so a test can still check what a pure module imports.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Network safety: LAN discovery anywhere in the tests announces only to loopback (tests/net
# also picks a free port per test). Set before anything can create an announcer.
os.environ["POPOUT_DISCOVERY_ADDRESS"] = "127.255.255.255"
os.environ.setdefault("POPOUT_DISCOVERY_PORT", "47458")

import popout_desktop

#: The folder the tested ``popout_desktop`` package was imported from.
PACKAGE_PARENT = Path(popout_desktop.__file__).resolve().parent.parent


@pytest.fixture
def subprocess_env(tmp_path: Path) -> dict[str, str]:
    """An environment for a child Python that imports the same ``popout_desktop`` as the tests,
    runs Qt offscreen, cannot block on a missing display, and keeps its settings and autosave
    in a temporary folder (never the user's own)."""
    env = dict(os.environ)
    env["POPOUT_HOME"] = str(tmp_path / "popout-home")
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(PACKAGE_PARENT), env.get("PYTHONPATH", "")) if p
    )
    env.pop("POPOUT_REPORT_READY", None)
    env["PYTHONUNBUFFERED"] = "1"
    env["PYTHONFAULTHANDLER"] = "1"  # a crash in a child prints its Python stack
    return env


@pytest.fixture
def python() -> str:
    """The interpreter running the tests, for child processes."""
    return sys.executable
