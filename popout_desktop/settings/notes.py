"""The settings' note of a problem found (:class:`_Note`).

Its own module, loaded by the first problem found, not with the settings at every start: a
sound settings file (or none, a first start) has none, and a dataclass costs its generated
methods' source compiled at import (issue 33 point 4). :mod:`popout_desktop.settings.store`
still offers the name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from popout_desktop.settings.store import NOTE_TEXTS

__all__ = ["_Note"]

_PLACEHOLDER = re.compile(r"%([1-9])")


def _fill(text: str, args: tuple[str, ...]) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``args`` in one pass (like ``QString.arg``,
    so a ``%2`` inside the first argument stays as it is)."""

    def replace(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return args[index] if index < len(args) else match.group(0)

    return _PLACEHOLDER.sub(replace, text)


@dataclass(frozen=True)
class _Note:
    """One problem found: its kind (a key of :data:`NOTE_TEXTS`) and the note's arguments."""

    kind: str
    args: tuple[str, ...] = ()

    def english(self) -> str:
        return _fill(NOTE_TEXTS[self.kind], self.args)

    def translated(self) -> str:
        return _fill(QCoreApplication.translate("Settings", NOTE_TEXTS[self.kind]), self.args)
