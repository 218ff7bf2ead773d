"""Python's cycle collector runs in the GUI thread only, from the event loop.

CPython collects reference cycles in whichever thread happens to allocate when a threshold is
passed: a paho connect thread of ``net/mqtt_carrier.py``, a broker's reader thread in the
tests. A ``QObject`` (a closed room link, say, with its timers) that is part of such a cycle is
then destroyed in that thread, and Qt aborts: "QObject::~QObject: Timers cannot be stopped
from another thread", or a segmentation fault. CI saw one.

So automatic collection is turned off, and a timer of the application's collects instead,
every ``COLLECT_EVERY_MS``, the generations whose thresholds were passed, as CPython itself
would have (``gc.get_threshold``). The event loop calls it between events, never in the middle
of one, so no Qt object is destroyed under a call of its own either. Once the window is up,
:func:`freeze_start_up` leaves what start-up made out of every later collection.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QTimer

#: How often the collector looks at the counts (cheap: three integers).
COLLECT_EVERY_MS = 500

_TIMER_NAME = "popout-cycle-collector"


def collect_due() -> int:
    """Collect the oldest generation whose threshold was passed; return how many objects were
    found unreachable (0 when none was due)."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    due = -1
    for generation, (count, threshold) in enumerate(zip(counts, thresholds, strict=True)):
        if threshold and count > threshold:
            due = generation
    return gc.collect(due) if due >= 0 else 0


def freeze_start_up() -> int:
    """Collect once, then leave every object alive now out of all later collections
    (``gc.freeze``): what start-up made (modules, Qt wrappers, the window and its pages) lives
    as long as the program, and a full collection that walks it all takes 7-28 ms, long enough
    to hold up a LAN move on its way (issue 33 point 5). Called once the window is up. How many
    objects are frozen."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def install(app: QCoreApplication | None = None) -> QTimer | None:
    """Turn automatic collection off and collect from ``app``'s event loop (the running
    application by default). Installing twice keeps the first timer. Without an application,
    only turns automatic collection off: call ``collect_due`` from the main thread then."""
    gc.disable()
    app = app or QCoreApplication.instance()
    if app is None:
        return None
    timer = app.findChild(QTimer, _TIMER_NAME)
    if timer is None:
        timer = QTimer(app)
        timer.setObjectName(_TIMER_NAME)
        timer.setInterval(COLLECT_EVERY_MS)
        timer.timeout.connect(collect_due)
        timer.start()
    return timer
