"""What a file that loads held that the game repaired (:class:`LoadNote`).

Its own module, loaded with the first file read (the reader makes the notes), not with the
format at every start, and a dataclass costs its generated methods' source compiled at import
(issue 33 point 4). :mod:`popout_desktop.savefile` and :mod:`popout_desktop.savefile.format`
still offer the name. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LoadNote"]


@dataclass(frozen=True)
class LoadNote:
    """Something a file that loads held that the game repaired, for the player to be told.

    ``kind`` names it for translations; ``details`` holds what the message mentions:

    * ``"time_unknown"``: ``created`` or ``saved`` (details: that name) is empty, as older
      versions wrote it for a file without one: the time is unknown. The game is written back
      without ``created`` (and with the time of writing in ``saved``, as always).
    * ``"unknown_fields"``: fields this version does not know (details: their places, e.g.
      ``'comment'``, ``players[1].'colour'``, each quoted short as an error quotes a value, at
      most three, then ``+N``): left out, so not written back.
    """

    kind: str
    details: tuple[str, ...] = ()

    @property
    def message(self) -> str:
        """The note in English (the window says it in the player's language)."""
        if self.kind == "time_unknown":
            return (
                f"the file's time '{self.details[0]}' is empty (older versions wrote that): "
                "the time is unknown"
            )
        return (
            f"the file holds fields this version does not know ({', '.join(self.details)}): "
            "they are left out and will not be saved with the game"
        )
