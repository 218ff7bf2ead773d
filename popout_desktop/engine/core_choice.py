"""Which core a part of the engine runs, compiled (C) or Python: ``POPOUT_ENGINE_CORE``.

Three parts of the engine have a compiled core beside their pure-Python reference: the
classic solver (:mod:`.classic`, ``_classic_core.c``), the exact search of rules with pops
and the depth-limited search behind :func:`~.think.think` (both :mod:`.compiled_search`,
``_search_core.c``: ``exact_search`` and ``depth_search``). Both cores of a part visit the
same nodes and give the same values; the compiled one is about 60-80 times faster.
``setup.py`` builds them when a C compiler is there and goes on without them otherwise.

``POPOUT_ENGINE_CORE`` (or a part's ``core=`` argument) chooses:

* ``auto`` (the default): the compiled core where it is built and takes the board, else Python;
* ``c``: the compiled core, and a ``ValueError`` where it is not built or does not take the
  board;
* ``python``: the Python core everywhere.
"""

from __future__ import annotations

import os
from typing import Final

__all__ = ["CORES", "CORE_VARIABLE", "choose_core"]

#: The environment variable that chooses the core, and its values (see the module).
CORE_VARIABLE: Final = "POPOUT_ENGINE_CORE"
CORES: Final = ("auto", "c", "python")

_NOT_BUILT: Final = (
    "the compiled core is not built: install a C compiler and Python's headers "
    "(Debian: gcc python3-dev), then install the game again"
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
