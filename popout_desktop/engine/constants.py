"""The engine's constants that the rest of the game reads without loading the searches.

Saved games, settings and the window name a level (:data:`LEVELS`), and the game review and
the analysis labels read values on the analysis scale (:data:`ANALYSIS_WIN`); importing the
searches for that (:mod:`.levels`, :mod:`.analysis`, which re-export them) would load the whole
engine before the window's first frame (issue 33 point 4).
"""

from __future__ import annotations

from typing import Final

__all__ = ["ANALYSIS_WIN", "LEVELS"]

#: The computer's five levels, weakest first (:func:`~.levels.best_move`).
LEVELS: Final = ("beginner", "easy", "medium", "hard", "expert")
#: The value of a win at once on the analysis scale (:mod:`.analysis`: an exact win in ``k``
#: moves is ``ANALYSIS_WIN - k``).
ANALYSIS_WIN: Final = 1_000_000
