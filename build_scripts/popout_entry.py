"""The entry point of the frozen app (``build_scripts/popout.spec`` builds it).

The computer opponent runs in a ``multiprocessing`` worker started with the *spawn* method, and in
a frozen app that worker (and the resource tracker beside it) is this same executable, started
again with multiprocessing's arguments. Those starts must be diverted before anything else runs:
PyInstaller's runtime hook for ``multiprocessing`` (which the spec bundles as a module instead of
running it at every start) and ``multiprocessing.freeze_support()`` run the worker or the helper
and exit. A player's start never needs them, and importing ``multiprocessing`` cost it some 8 ms
before the first frame (issue 33, point 4), so they run only when the command line is one of
multiprocessing's (``popout_desktop.app.multiprocessing_child``); from source (not frozen),
``multiprocessing`` needs no diverting at all.

On Linux, where the system has no fontconfig configuration, the bundle's own is named before Qt
loads (:func:`popout_desktop.app.resources.fontconfig_environment`): the fontconfig library the
bundle carries would otherwise print "Fontconfig error: Cannot load default config file".
"""

import sys

from popout_desktop.app.multiprocessing_child import is_multiprocessing_child

if getattr(sys, "frozen", False) and is_multiprocessing_child(sys.argv):
    import multiprocessing

    # PyInstaller's runtime hook, which the spec puts in the archive: it patches freeze_support.
    import pyi_rth_multiprocessing  # type: ignore[import-not-found]  # noqa: F401

    multiprocessing.freeze_support()  # a worker or a helper: runs it, then exits

import gc
import os

# The game collects cycles from its event loop (popout_desktop/app/cycle_collector.py); until
# then automatic collection would only walk what the imports make, again and again.
gc.disable()

from popout_desktop.app.resources import fontconfig_environment  # noqa: E402

if sys.platform.startswith("linux"):
    os.environ.update(fontconfig_environment(os.environ))

from popout_desktop.app.main import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
