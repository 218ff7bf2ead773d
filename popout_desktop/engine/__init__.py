"""The computer opponent: exact solving, moves at five levels, and analysis. Pure Python: it
never imports Qt, so it can run in a worker process.

>>> from popout_desktop.engine import LEVELS, analyze, best_move, solve
>>> LEVELS
('beginner', 'easy', 'medium', 'hard', 'expert')

* :func:`solve` — the exact value of a game (scores defined in :mod:`.scores`).
* :func:`best_move` — the computer's move at a level (:mod:`.levels`).
* :func:`analyze` — a value for every legal move, exact where provable (:mod:`.analysis`).

Two parts answer them: :mod:`.classic` for Connect Four, Pop Out and 5-in-a-Row (bitboards, the
solvers and searches, their compiled cores) and :mod:`.variants` for Pop 10 and Power Up; this
level holds what both answer through (levels, analysis, review, clocks, scores).

Every search can be bounded by ``time_limit`` seconds, a ``deadline`` (``time.monotonic()``
time) and a ``stop`` callable polled every thousand nodes or so, so a GUI can cancel a search
at once (or simply terminate the worker process that runs it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popout_desktop import lazy_exports

if TYPE_CHECKING:
    from popout_desktop.engine.analysis import ESTIMATE_LIMIT, Analysis, analyze
    from popout_desktop.engine.constants import ANALYSIS_WIN, LEVELS
    from popout_desktop.engine.levels import best_move
    from popout_desktop.engine.scores import POP_OUT_WIN, Outcome
    from popout_desktop.engine.solver import solve

#: Where each name of the package lives. Importing the package loads none of them: a module
#: that needs only a small part (the level names, the worker's task names) does not pay for
#: the searches and their tables, which the game's window does not need before its first frame
#: (issue 33 point 4). A name is imported from its module when first asked for.
_HOMES = {
    "ANALYSIS_WIN": "constants",
    "ESTIMATE_LIMIT": "analysis",
    "Analysis": "analysis",
    "analyze": "analysis",
    "LEVELS": "constants",
    "best_move": "levels",
    "POP_OUT_WIN": "scores",
    "Outcome": "scores",
    "solve": "solver",
}

__all__ = [
    "ANALYSIS_WIN",
    "ESTIMATE_LIMIT",
    "LEVELS",
    "POP_OUT_WIN",
    "Analysis",
    "Outcome",
    "analyze",
    "best_move",
    "solve",
]


__getattr__ = lazy_exports(__name__, _HOMES)
