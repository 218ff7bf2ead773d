"""The settings file looked at before QSettings may read it, and a damaged one moved aside.

QSettings would block on a FIFO, read ``/dev/zero`` without end and write through a dangling
symlink: :func:`inspect_file` tells what the file is without blocking and without reading more
than :data:`MAX_SETTINGS_BYTES` + 1 bytes, and :func:`move_aside` renames a damaged file next to
itself, never over another file. QSettings keeps only the last of a key stored twice:
:func:`key_lines` finds every line of a key, so that what the first one held is not lost
silently. What :class:`popout_desktop.settings.store.Settings` does with each case is told in its
module. Pure Python: no Qt.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
from pathlib import Path
from typing import Final

from popout_desktop.rules.frozen import Frozen
from popout_desktop.safe_io.files import FileTooLarge, NotARegularFile, read_bounded

__all__ = [
    "ASIDE_MARK",
    "MAX_SETTINGS_BYTES",
    "Inspection",
    "aside_name",
    "damaged_text",
    "inspect_file",
    "key_lines",
    "move_aside",
]

#: A settings file larger than this is damaged (the real one is well under 4 KiB).
MAX_SETTINGS_BYTES = 1 << 20
#: What a damaged settings file is renamed to: ``<stem><this><date>-<time><suffix>``.
ASIDE_MARK = ".unreadable-"


class Inspection(Frozen):
    """What the settings file is. ``state``: ``"usable"`` (missing, or clean text), one of the
    notes' kinds ``"not_regular"``, ``"dangling"``, ``"unreadable"``, or ``"damaged"`` with the
    text to take the valid values from (``""`` if nothing can be read). ``text``: the file's
    text when it was read (usable or damaged; the same as ``salvage`` when damaged).

    A record read field by field, never compared nor hashed, never changed (``Final``: mypy
    refuses a write); a plain class with ``__slots__``, not a dataclass, whose methods would be
    written out and compiled at every start (issue 33 point 4)."""

    __slots__ = ("salvage", "state", "symlink", "text")

    state: Final[str]
    symlink: Final[bool]
    salvage: Final[str]
    text: Final[str]

    def __init__(
        self, state: str, symlink: bool = False, salvage: str = "", text: str = ""
    ) -> None:
        self.state = state
        self.symlink = symlink
        self.salvage = salvage
        self.text = text

    def __repr__(self) -> str:
        return f"Inspection(state={self.state!r}, symlink={self.symlink!r})"


def damaged_text(data: bytes) -> str | None:
    """None if ``data`` is clean settings text (UTF-8, a BOM allowed, no NUL); else the text to
    take valid values from: UTF-16 with a BOM decoded, anything else decoded as UTF-8 with every
    bad byte and every NUL turned into U+FFFD (which no valid value holds)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            text = data.decode("utf-16", errors="replace")
        return text.replace("\x00", "\ufffd")
    if b"\x00" not in data:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            pass
        else:
            return None
    return data.decode("utf-8", errors="replace").replace("\x00", "\ufffd")


def inspect_file(file: Path) -> Inspection:
    """Look at the settings file without blocking and without reading more than
    :data:`MAX_SETTINGS_BYTES` + 1 bytes."""
    try:
        mode = os.lstat(file).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return Inspection("usable")  # created at the first change (a failure is noticed then)
    except OSError:
        return Inspection("unreadable")
    symlink = stat.S_ISLNK(mode)
    if symlink:
        try:
            mode = os.stat(file).st_mode
        except (FileNotFoundError, NotADirectoryError):
            return Inspection("dangling", symlink=True)  # QSettings would create the target
        except OSError:
            return Inspection("unreadable", symlink=True)  # a loop, a folder without access...
    if not stat.S_ISREG(mode):
        return Inspection("not_regular", symlink=symlink)
    try:
        data = read_bounded(file, MAX_SETTINGS_BYTES)
    except NotARegularFile:
        return Inspection("not_regular", symlink=symlink)
    except FileTooLarge:
        return Inspection("damaged", symlink=symlink)
    except OSError:
        return Inspection("unreadable", symlink=symlink)
    text = damaged_text(data)
    if text is None:
        return Inspection("usable", symlink=symlink, text=data.decode("utf-8-sig"))
    return Inspection("damaged", symlink=symlink, salvage=text, text=text)


# A pattern's text: ``re`` compiles it at its first use and keeps it (its cache), so a start
# with no settings file does not compile it before its first frame (issue 33 point 4).
_ESCAPE = r"%U([0-9A-Fa-f]{4})|%([0-9A-Fa-f]{2})"


def _ini_key(raw: str) -> str:
    """A key or section name of an INI file as QSettings reads it: trimmed, ``\\`` for
    ``/``, ``%XX`` and ``%UXXXX`` for the characters they stand for."""

    def character(match: re.Match[str]) -> str:
        return chr(int(match.group(1) or match.group(2), 16))

    return re.sub(_ESCAPE, character, raw.strip().replace("\\", "/"))


def _logical_lines(text: str) -> list[str]:
    """The lines of ``text``, a line that ends with an odd number of backslashes continued by
    the next (as QSettings reads a value)."""
    lines: list[str] = []
    pending = ""
    for line in text.splitlines():
        pending += line
        trailing = len(pending) - len(pending.rstrip("\\"))
        if trailing % 2:
            pending += "\n"
            continue
        lines.append(pending)
        pending = ""
    if pending:
        lines.append(pending)
    return lines


def key_lines(text: str, key: str) -> list[str]:
    """Each place the settings ``text`` (an INI file) stores ``key`` (like
    ``puzzles/progress``), in order, as a small INI text of its own (its section's line and
    its own), for QSettings to read the value as it would. QSettings keeps only the last of
    them; nothing here reads values, so a line QSettings would not take is harmless."""
    name = key.rsplit("/", 1)[-1]
    if name not in text and "%" not in text:
        return []  # (quickly: the key is not there)
    found: list[str] = []
    section_line = ""
    section = ""
    for line in _logical_lines(text):
        stripped = line.strip()
        if stripped.startswith("["):
            end = stripped.find("]")
            inner = _ini_key(stripped[1 : end if end > 0 else len(stripped)])
            section_line = stripped
            if inner.lower() == "general":
                section = ""
            elif inner.lower() == "%general":
                section = inner[1:] + "/"
            else:
                section = inner + "/" if inner else ""
            continue
        if stripped.startswith(";") or "=" not in stripped:
            continue
        if section + _ini_key(stripped.split("=", 1)[0]) == key:
            found.append(f"{section_line}\n{stripped}\n" if section_line else f"{stripped}\n")
    return found


def aside_name(file: Path, stamp: str, attempt: int) -> Path:
    """The name a damaged ``file`` is moved to: ``<stem>.unreadable-<stamp>[-<attempt>]``."""
    extra = "" if attempt == 1 else f"-{attempt}"
    return file.with_name(f"{file.stem}{ASIDE_MARK}{stamp}{extra}{file.suffix}")


def _stamp() -> str:
    """The local time now, ``20310506-070809`` (a damaged file's name when moved aside)."""
    from datetime import datetime  # on first use: not at start (issue 33 point 4)

    return datetime.now().strftime("%Y%m%d-%H%M%S")


def move_aside(file: Path) -> Path | None:
    """Rename the damaged ``file`` next to itself, never over another file; the new name, or
    None if it could not be moved (a read-only folder...)."""
    stamp = _stamp()
    for attempt in range(1, 100):
        aside = aside_name(file, stamp, attempt)
        try:
            os.link(file, aside)  # fails rather than replace an existing file
        except FileExistsError:
            continue
        except OSError:  # no hard links here (FAT, some network shares): check, then rename
            if os.path.lexists(aside):
                continue
            try:
                os.rename(file, aside)
            except OSError:
                return None
            return aside
        try:
            os.unlink(file)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(aside)
            return None
        return aside
    return None
