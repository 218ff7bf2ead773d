"""The game's own files on disk, read and written safely. Pure Python, never imports Qt.

* :func:`read_bounded` opens only a regular file (never a FIFO, a device or a symlink to one,
  which would block or read without end) and reads at most ``limit + 1`` bytes, whatever the
  file system says its size is.
* :func:`atomic_write` writes a temporary file in the same folder, flushes it to disk and renames
  it over the target, so a crash or ``kill -9`` never leaves half a file.
* :func:`atomic_write_shared` writes bytes the same way, for a file meant for sharing (an exported
  picture): it gets the permissions any newly made file gets (``0o666`` less the umask; an
  existing target keeps its own), not the private ``0o600`` of a temporary file.
* :func:`stale_temporaries` / :func:`remove_stale_temporaries` find and delete the temporary
  files that an interrupted :func:`atomic_write` left behind (run at start, by the one instance
  that owns the folder).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

__all__ = [
    "FileTooLarge",
    "NotARegularFile",
    "atomic_write",
    "atomic_write_shared",
    "new_file_mode",
    "read_bounded",
    "remove_stale_temporaries",
    "shared_temporary",
    "stale_temporaries",
    "temporary_prefix",
]

#: Every temporary file of :func:`atomic_write` ends so.
TEMPORARY_SUFFIX = ".tmp"


class NotARegularFile(OSError):
    """The path names a FIFO, a device, a socket or a folder, not a regular file."""


class FileTooLarge(OSError):
    """The file holds more than the limit it was read with."""


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``: :class:`NotARegularFile` for anything else,
    :class:`FileTooLarge` if it holds more than ``limit`` bytes, any other :class:`OSError` as
    raised (missing, permission denied, ...). Never blocks on a FIFO, never reads more than
    ``limit + 1`` bytes (a device or a growing file cannot make it read without end)."""
    target = os.fspath(path)
    # Look before opening: opening a device can have effects of its own (a serial line, a
    # tape), so anything but a regular file is refused unopened.
    _check_regular(target, os.stat(target).st_mode)
    # O_NONBLOCK: should the path become a FIFO after that look, opening it for reading would
    # otherwise wait for a writer forever. It has no effect on regular files.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(target, flags)
    try:
        _check_regular(target, os.fstat(fd).st_mode)  # what was opened, whatever the path is now
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise FileTooLarge(f"{target} holds more than {limit} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _check_regular(target: str, mode: int) -> None:
    if not stat.S_ISREG(mode):
        what = "a folder" if stat.S_ISDIR(mode) else "not a regular file"
        raise NotARegularFile(f"{target} is {what}")


def temporary_prefix(target: str | os.PathLike[str]) -> str:
    """The name every temporary file of an :func:`atomic_write` to ``target`` starts with."""
    return f".{Path(target).name}."


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file, flushed, then renamed.

    Raises :class:`OSError` if the folder cannot be written and :class:`UnicodeEncodeError` for
    text that has no UTF-8 form (a lone surrogate); the target is untouched then and the
    temporary file removed."""
    target = Path(path)
    data = text.encode("utf-8")  # before any file exists: text that cannot be written fails here
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(
        prefix=temporary_prefix(target), suffix=TEMPORARY_SUFFIX, dir=target.parent
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(target.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux); else
    set and set back (a moment another thread could create a file with umask 0)."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def new_file_mode(target: str | os.PathLike[str]) -> int:
    """The permissions a file written to ``target`` would get from a plain ``open(target,
    "w")``: an existing regular file's own, else ``0o666`` less the umask."""
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return 0o666 & ~_umask()
    return stat.S_IMODE(mode) if stat.S_ISREG(mode) else 0o666 & ~_umask()


def atomic_write_shared(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (a temporary file in the same folder, flushed,
    then renamed over it) with the permissions of :func:`new_file_mode`.

    Raises :class:`OSError` (disk full, permission denied, a read-only folder...); the target
    is untouched then, and no temporary file is left."""
    target = Path(path)
    with shared_temporary(target) as handle:
        handle.write(data)


@contextlib.contextmanager
def shared_temporary(target: Path) -> Iterator[IO[bytes]]:
    """A temporary file beside ``target`` to write into, renamed over ``target`` when the
    ``with`` block ends without an exception (flushed to disk first), with the permissions of
    :func:`new_file_mode`; on any exception it is removed and ``target`` left untouched."""
    mode = new_file_mode(target)
    fd, temp = tempfile.mkstemp(
        prefix=temporary_prefix(target), suffix=TEMPORARY_SUFFIX, dir=target.parent
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)  # mkstemp makes it 0o600: private, not a file to share
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise


def stale_temporaries(target: str | os.PathLike[str]) -> list[Path]:
    """The temporary files of interrupted :func:`atomic_write` calls to ``target``."""
    path = Path(target)
    prefix = temporary_prefix(path)
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return []
    return sorted(
        entry
        for entry in entries
        if entry.name.startswith(prefix)
        and entry.name.endswith(TEMPORARY_SUFFIX)
        and entry.is_file()
        and not entry.is_symlink()
    )


def remove_stale_temporaries(target: str | os.PathLike[str]) -> list[Path]:
    """Delete the temporary files of interrupted writes to ``target``; the ones removed."""
    removed = []
    for entry in stale_temporaries(target):
        with contextlib.suppress(OSError):
            entry.unlink()
            removed.append(entry)
    return removed
