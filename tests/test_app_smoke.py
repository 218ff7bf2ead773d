"""The real program: ``python -m popout_desktop`` opens its window and quits cleanly on a signal."""

from __future__ import annotations

import selectors
import signal
import subprocess
import sys
import time

import pytest

from popout_desktop.app import READY_ENV, READY_LINE

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="POSIX signals: Windows has no SIGTERM to send"
)

START_TIMEOUT_S = 60.0


def wait_for_line(process: subprocess.Popen[str], expected: str, timeout: float) -> list[str]:
    """Read the child's stdout until ``expected`` appears; return the lines read."""
    assert process.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while expected not in lines:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                pytest.fail(f"no {expected!r} within {timeout} s; stdout so far: {lines}")
            if not selector.select(remaining):
                continue
            line = process.stdout.readline()
            if not line:  # the child ended before it was ready
                _, stderr = process.communicate(timeout=10)
                pytest.fail(f"exited with {process.returncode} before ready:\n{stderr}")
            lines.append(line.rstrip("\n"))
    return lines


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_app_starts_shows_its_window_and_quits_cleanly(
    python: str, subprocess_env: dict[str, str], signum: signal.Signals
) -> None:
    env = {**subprocess_env, READY_ENV: "1"}
    process = subprocess.Popen(
        [python, "-m", "popout_desktop"],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_for_line(process, READY_LINE, START_TIMEOUT_S)
        process.send_signal(signum)
        _, stderr = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, stderr
    assert "Traceback" not in stderr, stderr
