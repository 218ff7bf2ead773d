"""Entry point for ``python -m popout_desktop``.

Python's automatic cycle collection is off from the first line of a start: the game turns it
off anyway once its QApplication exists (:mod:`popout_desktop.app.cycle_collector`, which then
collects from the event loop), and until then it only walks the objects the imports make, again
and again (some 40 collections before the first frame, issue 33 point 4). A worker process
that ``multiprocessing`` starts (its *spawn* method runs this file as ``__mp_main__``) keeps
Python's collector and imports nothing of the game here.
"""

import sys

if __name__ == "__main__":
    import gc

    gc.disable()

    from popout_desktop.app.main import main

    sys.exit(main())
