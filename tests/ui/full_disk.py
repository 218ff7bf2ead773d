"""Failures of the disk for the tests of the exports (a position's picture, the review's
graph): a full disk, a folder one may not write in. Each patches what safe_io writes through."""

from __future__ import annotations

import errno
import os
import tempfile
from typing import BinaryIO, cast

import pytest

__all__ = ["full_disk", "no_permission"]


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file written through safe_io takes a few bytes, then the disk is full."""
    real_fdopen = os.fdopen

    class Full:
        def __init__(self, handle: BinaryIO) -> None:
            self._handle = handle

        def write(self, data: bytes) -> int:
            self._handle.write(data[:10])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def flush(self) -> None:
            self._handle.flush()

        def fileno(self) -> int:
            return self._handle.fileno()

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *_: object) -> None:
            self._handle.close()

    def fdopen(fd: int, mode: str = "rb") -> Full:
        return Full(cast(BinaryIO, real_fdopen(fd, mode)))

    monkeypatch.setattr(os, "fdopen", fdopen)


def no_permission(monkeypatch: pytest.MonkeyPatch) -> None:
    """No file may be made in any folder (what a folder without write permission does to
    anyone but root, who runs these tests in CI's containers)."""

    def mkstemp(*_: object, **__: object) -> tuple[int, str]:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
