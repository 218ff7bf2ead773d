"""The bounds of a person's puzzle progress as the settings store it (no Qt).

Apart from :mod:`popout_desktop.puzzles.progress`, which reads and writes that text, so that
the settings' schema can bound the stored value (:data:`MAX_TEXT`) without loading the
progress reader before the game's first frame (issue 33 point 4); the progress module
re-exports these names.
"""

from __future__ import annotations

from typing import Final

__all__ = ["MAX_ENTRIES", "MAX_HINTS", "MAX_TEXT"]

#: Hints counted per puzzle at most.
MAX_HINTS: Final = 99
#: The most puzzles remembered (the game ships a few hundred); entries past it are left out.
MAX_ENTRIES: Final = 10_000
#: The longest progress text stored: twice :data:`MAX_ENTRIES` entries of ``<12 digits>:99:1``
#: and a space (room for every puzzle the game ships on top of as many entries as are read).
MAX_TEXT: Final = 2 * MAX_ENTRIES * 18
