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

from popout_desktop.engine.analysis import ANALYSIS_WIN, ESTIMATE_LIMIT, Analysis, analyze
from popout_desktop.engine.levels import LEVELS, best_move
from popout_desktop.engine.scores import POP_OUT_WIN, Outcome
from popout_desktop.engine.solver import solve

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
