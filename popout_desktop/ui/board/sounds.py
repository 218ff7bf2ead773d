"""Sound effects: a disc landing, a pop, a win. Silent where Qt Multimedia is missing.

QtMultimedia ships in PySide6-Addons (``pip install 'popout-desktop[sound]'``) and needs a sound
system (e.g. the ``libpulse0`` package on Debian). Without either, :class:`SoundPlayer` stays
silent and the game plays on.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject

from popout_desktop.app.resources import ResourceNotFoundError, resource_path

__all__ = ["SOUNDS", "SoundPlayer", "sound_available"]

SOUNDS = ("drop", "pop", "win")


def sound_available() -> bool:
    """True if this installation has what sound needs: Qt Multimedia and the sound files.

    Qt Multimedia is imported (a missing library of it fails here, as it would when playing)
    but no effect is loaded and no audio device opened, so the Preferences dialog can ask
    without a player; :attr:`SoundPlayer.available` is a player's own answer.
    """
    try:
        importlib.import_module("PySide6.QtMultimedia")
    except ImportError:
        return False
    try:
        return all(resource_path("sounds", f"{name}.wav").is_file() for name in SOUNDS)
    except ResourceNotFoundError:
        return False


class SoundPlayer(QObject):
    """Plays the named sound effects when enabled and possible."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = True
        self._effects: dict[str, Any] | None = None  # loaded on first use
        self._available: bool | None = None

    @property
    def enabled(self) -> bool:
        """True if sounds should play."""
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Turn the sound on or off."""
        self._enabled = enabled

    @property
    def available(self) -> bool:
        """True if this installation can play sound (Qt Multimedia and the sound files)."""
        self._load()
        return bool(self._available)

    def play(self, name: str) -> bool:
        """Play the sound ``name``; False if it stayed silent."""
        if not self._enabled or name not in SOUNDS:
            return False
        self._load()
        if not self._effects:
            return False
        effect = self._effects.get(name)
        if effect is None:
            return False
        effect.play()
        return True

    def _load(self) -> None:
        if self._available is not None:
            return
        self._effects = {}
        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError:
            self._available = False
            return
        from PySide6.QtCore import QUrl  # with the sounds, not with the start (issue 33 point 4)

        for name in SOUNDS:
            try:
                path = resource_path("sounds", f"{name}.wav")
            except ResourceNotFoundError:
                continue
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.6)
            self._effects[name] = effect
        self._available = bool(self._effects)
