"""The game's own files on disk, read and written safely. Pure Python, never imports Qt.

* :func:`read_bounded` opens only a regular file (never a FIFO, a device or a symlink to one,
  which would block or read without end) and reads at most ``limit + 1`` bytes, whatever the
  file system says its size is.
* :func:`atomic_write` writes a temporary file in the same folder, flushes it to disk and renames
  it over the target, so a crash or ``kill -9`` never leaves half a file. With ``durable=False``
  it leaves the flushes to the disk out (a crash or ``kill -9`` still never loses it, a power
  cut may until :func:`flush_to_disk` has run): :class:`DiskFlusher` runs that on a thread of
  its own, so that whoever waits for the write does not wait for the disk (the autosave).
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
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

__all__ = [
    "DiskFlusher",
    "FileTooLarge",
    "NotARegularFile",
    "atomic_write",
    "atomic_write_bytes",
    "atomic_write_shared",
    "flush_to_disk",
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


def atomic_write(path: str | os.PathLike[str], text: str, *, durable: bool = True) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file, flushed, then renamed.

    Raises :class:`OSError` if the folder cannot be written and :class:`UnicodeEncodeError` for
    text that has no UTF-8 form (a lone surrogate); the target is untouched then and the
    temporary file removed.

    ``durable=False`` leaves out the flushes to the disk (the file's before the rename, the
    folder's after it), which take milliseconds: once this returns, the new text is what any
    reader finds and what survives the program's crash or ``kill -9``; a power cut or a crash
    of the system keeps it only once :func:`flush_to_disk` has run (:class:`DiskFlusher`)."""
    # Encoded before any file exists: text that cannot be written fails here.
    atomic_write_bytes(path, text.encode("utf-8"), durable=durable)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, durable: bool = True) -> None:
    """:func:`atomic_write` for bytes (the autosave's journal)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(
        prefix=temporary_prefix(target), suffix=TEMPORARY_SUFFIX, dir=target.parent
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    if durable:
        _flush_folder(target.parent)  # make the rename itself durable


def _flush_folder(folder: Path) -> None:
    """Flush ``folder``'s entries to the disk, if the system lets us open it (best effort)."""
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def flush_to_disk(path: str | os.PathLike[str]) -> None:
    """Flush the file ``path`` names now, and its name in its folder, to the disk: what an
    :func:`atomic_write` with ``durable=False`` left out. :class:`OSError` if the file cannot be
    opened (:class:`FileNotFoundError`: it is gone) or flushed."""
    target = Path(path)
    fd = os.open(target, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        _check_regular(str(target), os.fstat(fd).st_mode)  # never a FIFO's other end
        os.fsync(fd)
    finally:
        os.close(fd)
    _flush_folder(target.parent)


class DiskFlusher:
    """Runs :func:`flush_to_disk` for a file written with ``durable=False``, on a thread of its
    own, so that the writer goes on at once (the host tells its guest about a move as soon as
    the autosave holds it, without waiting the disk's milliseconds).

    :meth:`request` asks for one flush of its paths after the latest write; requests made while
    a flush runs are served by one more flush afterwards (the latest text is what matters). A
    failure goes to ``on_error`` (on the flusher's thread), a file gone meanwhile is no failure.
    The thread ends after ``idle_s`` without requests and starts again with the next one.
    :meth:`wait` returns once every request made before it has been served.
    """

    def __init__(
        self, on_error: Callable[[OSError], None] | None = None, *, idle_s: float = 10.0
    ) -> None:
        self._on_error = on_error
        self._idle_s = idle_s
        self._changed = threading.Condition()
        self._paths: dict[Path, None] = {}  # to flush next, in the order asked
        self._requested = 0  # how many requests were made
        self._served = 0  # the requests served (the flush that began after them has ended)
        self._thread: threading.Thread | None = None

    def request(self, *paths: str | os.PathLike[str]) -> None:
        """Flush ``paths`` to the disk soon (see the class)."""
        with self._changed:
            self._paths.update(dict.fromkeys(map(Path, paths)))
            self._requested += 1
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="disk-flusher", daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every request made so far is served; False if ``timeout`` ran out."""
        with self._changed:
            wanted = self._requested
            return self._changed.wait_for(lambda: self._served >= wanted, timeout)

    def _run(self) -> None:
        while True:
            with self._changed:
                if not self._changed.wait_for(lambda: self._served < self._requested, self._idle_s):
                    self._thread = None  # idle: the next request starts another thread
                    return
                paths, upto = list(self._paths), self._requested
                self._paths.clear()
            error: OSError | None = None
            for path in paths:
                try:
                    flush_to_disk(path)
                except FileNotFoundError:
                    pass  # gone (replaced and removed, a folder cleaned up): nothing to keep
                except OSError as failure:
                    error = error or failure
            with self._changed:
                self._served = upto
                self._changed.notify_all()
            if error is not None and self._on_error is not None:
                self._on_error(error)


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
