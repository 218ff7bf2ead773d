"""Writing without waiting for the disk: ``atomic_write(durable=False)`` and the
:class:`DiskFlusher` that flushes afterwards on a thread of its own (issue 33 point 5)."""

from __future__ import annotations

import errno
import os
import threading
import time
from pathlib import Path

import pytest

from popout_desktop.safe_io.files import DiskFlusher, atomic_write, flush_to_disk


def record_fsyncs(monkeypatch: pytest.MonkeyPatch, folder: Path) -> list[int]:
    """The threads that call ``os.fsync`` on ``folder`` or a file in it from now on, one entry
    a call. Another test's flusher thread, still ending in this worker process, may flush its
    own files meanwhile: those are not counted."""
    threads: list[int] = []
    fsync = os.fsync
    inside = folder.resolve()

    def watched(fd: int) -> None:
        if _flushes_under(fd, inside):
            threads.append(threading.get_ident())
        fsync(fd)

    monkeypatch.setattr(os, "fsync", watched)
    return threads


def _flushes_under(fd: int, folder: Path) -> bool:
    """Whether ``fd`` is ``folder`` or a file in it (every fd counts where /proc cannot say)."""
    try:
        target = Path(os.readlink(f"/proc/self/fd/{fd}"))
    except OSError:
        return True
    return target == folder or folder in target.parents


def test_a_write_that_is_not_durable_renames_without_flushing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fsyncs = record_fsyncs(monkeypatch, tmp_path)
    path = tmp_path / "file.popout"
    atomic_write(path, "one", durable=False)
    atomic_write(path, "two", durable=False)
    assert path.read_text() == "two"
    assert sorted(os.listdir(tmp_path)) == ["file.popout"]
    assert fsyncs == []
    atomic_write(path, "three")  # durable, as before: the file, then its folder
    assert len(fsyncs) == 2


def test_flush_to_disk_flushes_the_file_and_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.popout"
    path.write_text("x")
    fsyncs = record_fsyncs(monkeypatch, tmp_path)
    flush_to_disk(path)
    assert len(fsyncs) == 2
    with pytest.raises(FileNotFoundError):
        flush_to_disk(tmp_path / "gone.popout")


def test_the_flusher_flushes_on_its_own_thread_and_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.popout"
    path.write_text("x")
    fsyncs = record_fsyncs(monkeypatch, tmp_path)
    flusher = DiskFlusher()
    for _ in range(5):
        flusher.request(path)
    assert flusher.wait(10)
    # Requests made while a flush ran are served by one more: 1 to 5 flushes, 2 fsyncs each.
    assert fsyncs and len(fsyncs) % 2 == 0 and len(fsyncs) <= 10
    assert threading.get_ident() not in fsyncs
    assert flusher.wait(0)  # nothing asked since


def test_the_flusher_reports_failures_and_not_a_file_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    errors: list[OSError] = []
    flusher = DiskFlusher(errors.append)
    flusher.request(tmp_path / "gone.popout")
    assert flusher.wait(10)
    assert errors == []

    def failing(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing)
    path = tmp_path / "file.popout"
    path.write_text("x")
    flusher.request(path)
    assert flusher.wait(10)
    assert [error.errno for error in errors] == [errno.EIO]


def test_an_idle_flusher_ends_its_thread_and_starts_another(tmp_path: Path) -> None:
    path = tmp_path / "file.popout"
    path.write_text("x")
    flusher = DiskFlusher(idle_s=0.01)
    flusher.request(path)
    assert flusher.wait(10)
    for _ in range(1000):
        if flusher._thread is None:
            break
        time.sleep(0.01)
    assert flusher._thread is None
    flusher.request(path)
    assert flusher.wait(10)
