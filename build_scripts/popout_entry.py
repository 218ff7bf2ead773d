"""The entry point of the frozen app (``build_scripts/popout.spec`` builds it).

``multiprocessing.freeze_support()`` must run before anything else: the computer opponent runs in
a ``multiprocessing`` worker started with the *spawn* method, and in a frozen app that worker is
this same executable, started again with multiprocessing's arguments. ``freeze_support`` spots
them, runs the worker and exits; only a normal start goes on to import the game.

On Linux, where the system has no fontconfig configuration, the bundle's own is named before Qt
loads (:func:`popout_desktop.app.resources.fontconfig_environment`): the fontconfig library the
bundle carries would otherwise print "Fontconfig error: Cannot load default config file".
"""

import multiprocessing

multiprocessing.freeze_support()

import gc  # noqa: E402  (after freeze_support on purpose)
import os  # noqa: E402
import sys  # noqa: E402

# The game collects cycles from its event loop (popout_desktop/app/cycle_collector.py); until
# then automatic collection would only walk what the imports make, again and again.
gc.disable()

from popout_desktop.app.resources import fontconfig_environment  # noqa: E402

if sys.platform.startswith("linux"):
    os.environ.update(fontconfig_environment(os.environ))

from popout_desktop.app.main import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
