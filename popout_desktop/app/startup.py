"""The data folder at start: made if missing, claimed by one running game, tidied.

:func:`claim_data_folder` runs once the ``QApplication`` exists and before the main window:

* a data folder that cannot be made (``POPOUT_HOME`` names a file, a read-only parent) is no
  reason not to play: the game starts without autosave and says why;
* the first copy of the game on the folder owns it (:mod:`popout_desktop.app.instance`); a later
  start hands its command line to that copy and exits; one whose hand-over fails plays without
  autosave, saying so;
* the owner removes the temporary files that interrupted autosaves left behind.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from popout_desktop.app import paths
from popout_desktop.app.instance import Claim, InstanceGuard
from popout_desktop.safe_io.files import remove_stale_temporaries

__all__ = ["FolderClaim", "claim_data_folder"]

translate = QCoreApplication.translate


class FolderClaim:
    """What :func:`claim_data_folder` found. A record of one start's claim, read field by
    field and never compared (it holds the guard itself); a plain class with ``__slots__``,
    not a dataclass, whose methods would be written out and compiled at every start (issue 33
    point 4)."""

    __slots__ = ("autosave", "guard", "handed_over", "notes")

    #: The autosave file, or None: this run does not autosave.
    autosave: Path | None
    #: The guard that owns the folder (None without one); keep it until quit, and call its
    #: ``listen()`` once the window is on the screen (later starts are handed over from then).
    guard: InstanceGuard | None
    #: True: the running copy took this start's command line; exit now.
    handed_over: bool
    #: What the player should be told (translated sentences).
    notes: list[str]

    def __init__(
        self,
        autosave: Path | None,
        guard: InstanceGuard | None = None,
        handed_over: bool = False,
        notes: list[str] | None = None,
    ) -> None:
        self.autosave = autosave
        self.guard = guard
        self.handed_over = handed_over
        self.notes = [] if notes is None else notes


def claim_data_folder(argv: list[str]) -> FolderClaim:
    """Make and claim the data folder for this run; ``argv`` is what a running copy is handed."""
    folder = paths.data_dir()
    try:
        paths.make_data_dir()
    except OSError as error:
        reason = error.strerror or str(error)
        return FolderClaim(
            None,
            notes=[
                translate(
                    "Startup",
                    "The data folder %1 cannot be made (%2): this game will not be autosaved.",
                )
                .replace("%1", str(folder))
                .replace("%2", reason)
            ],
        )
    try:
        cwd = os.getcwd()
    except OSError:  # the folder it was started in is gone
        cwd = str(Path.home())
    guard = InstanceGuard(folder)
    # The owner listens once its window is on the screen (the caller calls guard.listen()).
    claim = guard.claim(argv, cwd, listen=False)
    if claim is Claim.HANDED_OVER:
        return FolderClaim(None, handed_over=True)
    if claim is Claim.NO_LOCK:
        return FolderClaim(
            None,
            notes=[
                translate(
                    "Startup",
                    "The data folder %1 cannot be written: this game will not be autosaved.",
                ).replace("%1", str(folder))
            ],
        )
    if claim is Claim.UNANSWERED:
        return FolderClaim(
            None,
            notes=[
                translate(
                    "Startup",
                    "Another Pop Out is using the data folder %1 but does not answer: this "
                    "window plays without autosave, so the other one's game is not overwritten.",
                ).replace("%1", str(folder))
            ],
        )
    autosave = paths.autosave_path()
    remove_stale_temporaries(autosave)
    return FolderClaim(autosave, guard=guard)
