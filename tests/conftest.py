"""Shared test set-up. Qt runs offscreen everywhere: no display is needed, nothing pops up.

This file must not import Qt itself, so a test can still check what a pure module imports.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Network safety: LAN discovery anywhere in the tests announces only to loopback (tests/net
# also picks a free port per test). Set before anything can create an announcer.
os.environ["POPOUT_DISCOVERY_ADDRESS"] = "127.255.255.255"
os.environ.setdefault("POPOUT_DISCOVERY_PORT", "47458")

import popout_desktop

# No wall-clock budgets in the tests (they must pass on a loaded 2-core machine): Hypothesis's
# per-example deadline (200 ms by default) and its "too slow" data check are clocks. A test that
# hangs is still stopped by CI's limit on the whole run (.ci/run).
settings.register_profile("popout", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("popout")

#: The folder the tested ``popout_desktop`` package was imported from.
PACKAGE_PARENT = Path(popout_desktop.__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _cycles_collected_in_the_main_thread() -> Iterator[None]:
    """As in the app (popout_desktop/app/cycle_collector.py): Python's cycle collector never runs
    in a helper thread (a broker's reader, a paho connect thread), where freeing a cycle with
    a Qt object in it aborts. Collected from the event loop, and after every test."""
    if "PySide6.QtCore" not in sys.modules:
        yield  # a process without Qt (a pure test run alone): nothing to protect
        return
    from popout_desktop.app import cycle_collector

    cycle_collector.install()
    yield
    cycle_collector.install()  # the application may have been made during the test
    cycle_collector.collect_due()


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


@pytest.fixture
def read_only() -> Iterator[Callable[[Path], None]]:
    """Makes a file or folder read-only for this process (root too, with ``chattr +i``), or
    skips the test where that cannot be done. Undone afterwards."""
    modes: list[tuple[Path, int]] = []
    immutable: list[Path] = []

    def make(target: Path) -> None:
        modes.append((target, target.stat().st_mode))
        target.chmod(stat.S_IMODE(target.stat().st_mode) & ~0o222)
        if os.access(target, os.W_OK):  # root writes whatever the mode says
            chattr = shutil.which("chattr")
            if (
                chattr is None
                or subprocess.run([chattr, "+i", str(target)], check=False).returncode
            ):
                pytest.skip("cannot make a file read-only for this user")
            immutable.append(target)
        if os.access(target, os.W_OK):
            pytest.skip("cannot make a file read-only for this user")

    yield make
    chattr = shutil.which("chattr")
    for target in immutable:
        if chattr is not None:
            subprocess.run([chattr, "-i", str(target)], check=False)
    for target, mode in reversed(modes):
        target.chmod(stat.S_IMODE(mode))


@pytest.fixture(autouse=True)
def _application_palette_restored() -> Iterator[None]:
    """A theme sets the whole application's palette and style (``apply_theme_palette``): put
    them back after every test, so no test sees the colours another chose. Qt is imported only
    once a test has imported it."""
    style = palette = None
    if "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if isinstance(app, QApplication):
            style = app.style().name()
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication, QToolTip

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if style is not None and app.style().name() != style:
        app.setStyle(style)
    palette = QPalette()  # resolve mask 0: the style's own palette again, as at start
    app.setPalette(palette)
    QToolTip.setPalette(app.palette())
