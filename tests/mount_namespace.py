"""Running a test's command in a mount namespace of its own (``unshare -m``), where a mount
changes what that command sees of the system and nothing for anyone else: the library-hiding
tests of test_qt_check and the missing-fontconfig tests of test_packaging."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

#: The exit status a test's mount script gives when its mount fails (then the test skips).
MOUNT_FAILED = 99


def unshare_refused(unshare: str) -> str | None:
    """Why ``unshare -m`` itself cannot run here (its message), or None if it can. In a chroot,
    as in Debian's package builders, it cannot make the root's mounts private ("cannot change
    root filesystem propagation"): the mount namespace the test needs cannot be had there."""
    done = subprocess.run(
        [unshare, "-m", "true"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if done.returncode == 0:
        return None
    return done.stderr.strip()[-200:] or f"exit status {done.returncode}"


def run_with_private_mounts(
    script: str, command: list[str], env: dict[str, str], *, what: str, timeout: float
) -> subprocess.CompletedProcess[str]:
    """Run ``sh -c script sh COMMAND...`` in a mount namespace of its own: ``script`` mounts,
    exits :data:`MOUNT_FAILED` if that fails, then ``exec "$@"``. Skips the test where this cannot
    be done (not root, not Linux, no unshare, unshare refused, the mount of ``what`` failed);
    else the command's result is the test's to judge (its failure is not a skip)."""
    unshare = shutil.which("unshare")
    if not sys.platform.startswith("linux") or os.geteuid() != 0 or unshare is None:
        pytest.skip("needs root and unshare(1) on Linux")
    refused = unshare_refused(unshare)
    if refused is not None:
        pytest.skip(f"unshare -m is refused here (a chroot or container?): {refused}")
    done = subprocess.run(
        [unshare, "-m", "sh", "-c", script, "sh", *command],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if done.returncode == MOUNT_FAILED or done.stderr.startswith("unshare: "):
        pytest.skip(f"no {what} here: {done.stderr.strip()[-200:]}")
    return done
