"""The entry point of the frozen app (``build_scripts/popout.spec`` builds it).

``multiprocessing.freeze_support()`` must run before anything else: the computer opponent runs in
a ``multiprocessing`` worker started with the *spawn* method, and in a frozen app that worker is
this same executable, started again with multiprocessing's arguments. ``freeze_support`` spots
them, runs the worker and exits; only a normal start goes on to import the game.
"""

import multiprocessing

multiprocessing.freeze_support()

import sys  # noqa: E402  (after freeze_support on purpose)

from popout_desktop.app import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
