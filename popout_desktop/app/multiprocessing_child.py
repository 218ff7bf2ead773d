"""Whether a start of the frozen app is one of ``multiprocessing``'s own processes.

The computer opponent runs in a ``multiprocessing`` worker started with the *spawn* method. In the
frozen app that worker, and the resource tracker *spawn* starts beside it on POSIX, are this same
executable started again: the worker as ``popout --multiprocessing-fork KEY=VALUE ...``
(``multiprocessing.spawn.get_command_line`` when ``sys.frozen``), the tracker (and a fork server)
as ``popout [interpreter flags] -c "from multiprocessing.... import main; ..."``. PyInstaller's
runtime hook for ``multiprocessing`` and ``multiprocessing.freeze_support()`` divert exactly those
starts and leave every other one alone, but both import ``multiprocessing`` (with ``subprocess``,
``pickle`` and ``socket``) at every start, some 8 ms before the first frame that a player's start
never uses (issue 33, point 4). The frozen app's entry point asks this first and imports them only
for these processes (``build_scripts/popout_entry.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

#: ``multiprocessing.spawn``'s mark of a spawned worker in a frozen program (``is_forking``).
FORK_FLAG = "--multiprocessing-fork"


def is_multiprocessing_child(argv: Sequence[str]) -> bool:
    """Whether ``argv`` may be one of ``multiprocessing``'s processes: a spawned worker (its first
    argument is :data:`FORK_FLAG`) or a helper run with ``-c``. Never false for one of them; true
    for no command line of the game itself (``popout --help`` lists no ``-c``)."""
    return (len(argv) >= 2 and argv[1] == FORK_FLAG) or "-c" in argv[1:]
