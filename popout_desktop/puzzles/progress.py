"""The puzzles a person has solved and the hints used, as stored in the settings (no Qt).

The settings keep it as one text under ``puzzles/progress``: entries ``<id>:<hints>:<solved>``
separated by spaces (no commas, which QSettings' INI files would read back as a list), e.g.
``3f9a0c12ab44:0:1 77e1d0f3c2b9:2:0``. Reading never fails and never loses an entry that can be
read: :func:`parse_progress` reads a text, leaving out only the entries that are damaged;
:func:`read_progress` reads what QSettings gives back for a value edited by hand (a list where
the text had commas, one value for each time the key is stored) and counts the entries left out,
for the settings' note. An entry is read when its id is 12 lowercase hexadecimal digits, its
hints a number (more than :data:`MAX_HINTS` count as that many) and its solved mark 0 or 1; the
same puzzle twice is merged (solved if either says so, the most hints). The bounds
(:data:`MAX_HINTS`, :data:`MAX_ENTRIES`, :data:`MAX_TEXT`) live in
:mod:`popout_desktop.puzzles.limits` and are importable from here too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from popout_desktop.puzzles.limits import MAX_ENTRIES, MAX_HINTS, MAX_TEXT

__all__ = [
    "MAX_ENTRIES",
    "MAX_HINTS",
    "MAX_TEXT",
    "Progress",
    "Reading",
    "is_progress_text",
    "parse_progress",
    "read_progress",
]

_TOKEN = re.compile(r"([0-9a-f]{12}):(\d{1,9}):([01])")
#: What separates entries: spaces, and commas (a hand-edited text's; QSettings splits on them).
_SEPARATORS = re.compile(r"[\s,]+")


@dataclass
class Progress:
    """Per puzzle id: whether it was solved, and how many hints were asked for."""

    solved: set[str] = field(default_factory=set)
    hints: dict[str, int] = field(default_factory=dict)

    def is_solved(self, puzzle_id: str) -> bool:
        """True once the puzzle was solved (with or without hints)."""
        return puzzle_id in self.solved

    def hints_used(self, puzzle_id: str) -> int:
        """How many hints the puzzle has cost so far."""
        return self.hints.get(puzzle_id, 0)

    def add_hint(self, puzzle_id: str) -> None:
        """Count one more hint for the puzzle."""
        self.hints[puzzle_id] = min(MAX_HINTS, self.hints_used(puzzle_id) + 1)

    def mark_solved(self, puzzle_id: str) -> None:
        """Remember the puzzle as solved."""
        self.solved.add(puzzle_id)

    def text(self) -> str:
        """The text stored in the settings."""
        ids = sorted(self.solved | {i for i, n in self.hints.items() if n})
        return " ".join(f"{i}:{self.hints_used(i)}:{1 if i in self.solved else 0}" for i in ids)


@dataclass(frozen=True)
class Reading:
    """What :func:`read_progress` read: the progress, how many entries it found and how many
    of them could not be read (damaged, or past :data:`MAX_ENTRIES`) and were left out."""

    progress: Progress
    entries: int
    dropped: int


def _read_into(progress: Progress, text: str, limit: int) -> tuple[int, int]:
    """Add the entries of ``text`` to ``progress``, up to ``limit`` puzzles: (entries found,
    entries left out)."""
    entries = dropped = 0
    ids = progress.solved | progress.hints.keys()
    for token in _SEPARATORS.split(text):
        if not token:
            continue
        entries += 1
        match = _TOKEN.fullmatch(token)
        if match is None or (match.group(1) not in ids and len(ids) >= limit):
            dropped += 1
            continue
        ident, hints, solved = match.groups()
        ids.add(ident)
        if int(hints):
            progress.hints[ident] = max(progress.hints_used(ident), min(MAX_HINTS, int(hints)))
        if solved == "1":
            progress.solved.add(ident)
    return entries, dropped


def parse_progress(text: object) -> Progress:
    """The progress stored as ``text`` (anything but a text, and damaged entries, left out;
    as many puzzles as :data:`MAX_TEXT` holds, the puzzles solved since the last
    :func:`read_progress` included)."""
    progress = Progress()
    if isinstance(text, str):
        _read_into(progress, text, 2 * MAX_ENTRIES)
    return progress


def read_progress(values: Sequence[object]) -> Reading:
    """Every entry that can be read from ``values``, what QSettings gave for each time the key
    is stored: a text, or a list of texts (a text with commas in an INI file), merged; any other
    value (None for a value QSettings could not read, a number, a point...) counts as one entry
    that cannot be read."""
    progress = Progress()
    entries = dropped = 0
    for value in values:
        parts = value if isinstance(value, list | tuple) else [value]
        for part in parts:
            if isinstance(part, bytes | bytearray):
                part = bytes(part).decode("utf-8", errors="replace")
            if isinstance(part, str):
                found, left_out = _read_into(progress, part, MAX_ENTRIES)
            else:
                found, left_out = 1, 1  # (None: a value QSettings could not read)
            entries += found
            dropped += left_out
    return Reading(progress, entries, dropped)


def is_progress_text(text: str) -> bool:
    """True if ``text`` is the progress text as :meth:`Progress.text` writes it."""
    return len(text) <= MAX_TEXT and parse_progress(text).text() == text
