"""Where the game keeps its files: settings, the autosave, statistics.

``POPOUT_HOME`` (an environment variable) puts everything in one folder — tests, portable
installs and the frozen app's self-test use it. Otherwise Qt's standard per-user locations are
used (``~/.config/PopOutDesktop`` and ``~/.local/share/PopOutDesktop/Pop Out`` on Linux).
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = [
    "AUTOSAVE_NAME",
    "HOME_ENV",
    "autosave_path",
    "data_dir",
    "make_data_dir",
    "settings_path",
]

HOME_ENV = "POPOUT_HOME"
#: The autosave's file name in the data folder.
AUTOSAVE_NAME = "autosave.popout"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """The folder for the autosave and other data files (not created here: see
    :func:`make_data_dir`)."""
    home = _home()
    if home is None:
        from PySide6.QtCore import QStandardPaths

        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        home = Path(location) if location else Path.home() / ".popout"
    return home


def make_data_dir() -> Path:
    """The data folder, created if missing; :class:`OSError` if it cannot be (``POPOUT_HOME``
    names a file, the parent cannot be written, ...)."""
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    if not folder.is_dir():  # pragma: no cover - mkdir raises first
        raise NotADirectoryError(20, "Not a directory", str(folder))
    return folder


def settings_path() -> Path | None:
    """The settings file under ``POPOUT_HOME``, or None for Qt's standard location."""
    home = _home()
    return None if home is None else home / "settings.ini"


def autosave_path() -> Path:
    """The file the game in progress is saved to after every move (its folder may not exist
    yet)."""
    return data_dir() / AUTOSAVE_NAME
