"""The puzzles a person has solved and the hints used, as stored in the settings (no Qt).

The settings keep it as one text under ``puzzles/progress``: tokens ``<id>:<hints>:<solved>``
separated by spaces (no commas, which QSettings' INI files would read back as a list), e.g.
``3f9a0c12ab44:0:1 77e1d0f3c2b9:2:0``. :func:`parse_progress` never fails: a damaged token is
left out, so a bad stored value loses at most that puzzle's entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

__all__ = ["MAX_HINTS", "MAX_TEXT", "Progress", "parse_progress"]

#: Hints counted per puzzle at most.
MAX_HINTS: Final = 99
#: The longest progress text read (longer text is cut at a token boundary).
MAX_TEXT: Final = 200_000
_TOKEN = re.compile(r"([0-9a-f]{12}):(\d{1,2}):([01])")


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


def parse_progress(text: object) -> Progress:
    """The progress stored as ``text`` (anything else, or damaged tokens, are left out)."""
    progress = Progress()
    if not isinstance(text, str):
        return progress
    for token in text[:MAX_TEXT].split():
        match = _TOKEN.fullmatch(token)
        if match is None:
            continue
        ident, hints, solved = match.groups()
        if int(hints):
            progress.hints[ident] = min(MAX_HINTS, int(hints))
        if solved == "1":
            progress.solved.add(ident)
    return progress
