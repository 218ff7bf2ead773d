"""Which core a part of the engine runs, compiled (C) or Python: ``POPOUT_ENGINE_CORE``.

Three parts of the engine have a compiled core beside their pure-Python reference: the classic
solver (:mod:`.classic.drop_solver`, ``_classic_core.c``), the exact search of rules with pops and
the depth-limited search behind :func:`~.think.think` (both :mod:`.classic.compiled_search`,
``_search_core.c``: ``exact_search`` and ``depth_search``). Both cores of a part visit the same
nodes and give the same values; the compiled one is 20 to 80 times faster per position
(:data:`PYTHON_SLOWDOWN`: the least on the easiest positions, where a search is short). ``setup.py``
builds them when a C compiler is there and goes on without them otherwise.

``POPOUT_ENGINE_CORE`` (or a part's ``core=`` argument) chooses:

* ``auto`` (the default): the compiled core where it is built and takes the board, else Python;
* ``c``: the compiled core, and a ``ValueError`` where it is not built or does not take the
  board;
* ``python``: the Python core everywhere.

:func:`engine_cores` says which core each part runs on its standard table, for ``popout
--version``, Help → About and the note at start (:func:`slow_core_note`) that tells a player
whose install could not build the compiled cores what that costs (:data:`PYTHON_SLOWDOWN`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Final

__all__ = [
    "CORES",
    "CORE_LABELS",
    "CORE_VARIABLE",
    "PYTHON_SLOWDOWN",
    "EngineCores",
    "choose_core",
    "engine_cores",
    "engine_line",
    "slow_core_note",
]

#: The environment variable that chooses the core, and its values (see the module).
CORE_VARIABLE: Final = "POPOUT_ENGINE_CORE"
CORES: Final = ("auto", "c", "python")

_NOT_BUILT: Final = (
    "the compiled core is not built: install a C compiler and Python's headers "
    "(Debian: gcc python3-dev), then install the game again"
)


#: How many times slower the pure-Python cores are than the compiled ones, per position (CPU
#: time; the two visit the same nodes), as (low, high); the app's messages and the README quote
#: it. The ratios it sums up are measured by ``build_scripts/measure_figures.py --only engine``
#: into docs/figures.json's "engine" group (``tests/benchmarks/bench_engine.py --core both`` on
#: Pascal Pons' classic end and middle sets, ``bench_popout.py --core both`` on 7x6 Pop Out
#: positions), and ``tests/test_readme_figures.py`` holds this constant to them by a rule: each
#: end is a multiple of ten; the smallest ratio, rounded to the nearest ten, is at least ``low``
#: and the largest, rounded so, at most ``high`` (every ratio lies in [low - 5, high + 5)); and
#: neither end is more than ten beyond those roundings. The ten of slack is for the benchmarks'
#: noise (the Pop Out ratio was 68.0, 74.9, 70.0 and 80.2 in four runs on one machine: which
#: positions the Python core solves within its second varies with the load), not for a range
#: that no longer describes them. A measurement outside the range fails that test: change this.
PYTHON_SLOWDOWN: Final = (20, 80)

#: What a core is called in ``popout --version`` (Help → About translates them).
CORE_LABELS: Final = {"c": "compiled C", "python": "pure Python"}


@dataclass(frozen=True)
class EngineCores:
    """The core each part of the engine runs on its standard table (7x6): ``"c"`` or
    ``"python"``, or the ``ValueError``'s message where ``POPOUT_ENGINE_CORE`` asks for what
    cannot run (a value that is not a core; ``c`` where the core is not built)."""

    #: The classic solver's (:mod:`.classic.drop_solver`).
    classic: str
    #: The exact and depth-limited searches of rules with pops (:mod:`.classic.compiled_search`).
    pop_out: str
    #: The value of ``POPOUT_ENGINE_CORE`` (``"auto"`` when unset or empty).
    wanted: str
    #: A part runs in Python because its compiled core is not built here (not because
    #: ``POPOUT_ENGINE_CORE=python`` asked for it): the install had no C compiler.
    not_built: bool


def engine_cores() -> EngineCores:
    """Which core each part runs here, as the engine will choose it."""
    # Imported here: both modules import this one.
    from popout_desktop.engine.classic.compiled_search import compiled_search_available
    from popout_desktop.engine.classic.drop_solver import compiled_core_available

    wanted = os.environ.get(CORE_VARIABLE, "auto") or "auto"
    parts = []
    missing = False
    for built in (compiled_core_available(), compiled_search_available()):
        try:
            core = choose_core(None, built=built, fits=True, why_not="")
        except ValueError as error:
            core = str(error)
        parts.append(core)
        missing = missing or (not built and wanted != "python")
    return EngineCores(classic=parts[0], pop_out=parts[1], wanted=wanted, not_built=missing)


def engine_line(cores: EngineCores | None = None) -> str:
    """``engine: classic solver in compiled C, Pop Out search in compiled C`` (one line, English:
    ``popout --version``); where ``POPOUT_ENGINE_CORE`` is set, its value follows."""
    cores = cores or engine_cores()
    chosen = f" ({CORE_VARIABLE}={cores.wanted})" if cores.wanted in ("c", "python") else ""
    if cores.classic == cores.pop_out and cores.classic not in CORE_LABELS:
        return f"engine: {cores.classic}{chosen}"  # the same refusal for both: say it once
    parts = [
        f"{name} in {CORE_LABELS[core]}" if core in CORE_LABELS else f"{name}: {core}"
        for name, core in (("classic solver", cores.classic), ("Pop Out search", cores.pop_out))
    ]
    return f"engine: {', '.join(parts)}{chosen}"


def slow_core_note(cores: EngineCores | None = None) -> str | None:
    """The note for a player whose install built no compiled core (English, one line: the
    standard error at start and ``popout --version``), or None."""
    cores = cores or engine_cores()
    if not cores.not_built:
        return None
    low, high = PYTHON_SLOWDOWN
    return (
        "the compiled engine core is not built here, so the computer thinks in pure Python, "
        f"{low} to {high} times slower (Expert proves less in its time per move): install gcc "
        "and python3-dev (Debian), then install the game again"
    )


def choose_core(core: str | None, *, built: bool, fits: bool, why_not: str) -> str:
    """``"c"`` or ``"python"``: the core to run, given the caller's choice ``core`` (None: the
    environment's), whether the compiled core is ``built`` and whether it ``fits`` the board
    (``why_not`` says why not, for the ``ValueError`` when ``c`` is forced)."""
    wanted = core if core is not None else os.environ.get(CORE_VARIABLE, "auto") or "auto"
    if wanted not in CORES:
        raise ValueError(f"{CORE_VARIABLE}={wanted!r}: the cores are {', '.join(CORES)}")
    if wanted == "python":
        return "python"
    if wanted == "c":
        if not built:
            raise ValueError(_NOT_BUILT)
        if not fits:
            raise ValueError(why_not)
    return "c" if fits and built else "python"
