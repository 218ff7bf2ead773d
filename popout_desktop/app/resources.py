"""Find the game's bundled files (icons, translations, sounds) wherever the game runs from.

``resources/`` lives at the top of a source checkout. Three layouts have to work:

* a checkout or an editable install: ``<repo>/resources``, beside the package;
* an installed wheel: ``popout_desktop/resources`` (``setup.py`` copies it there);
* a PyInstaller bundle: ``<sys._MEIPASS>/resources``, or
  ``<sys._MEIPASS>/popout_desktop/resources``.

Everything else in the application reaches those files only through :func:`resource_path`, so a
new layout needs one change here and nowhere else. This module never imports Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path, PurePosixPath

__all__ = [
    "SYSTEM_FONTCONFIG",
    "ResourceNotFoundError",
    "fontconfig_environment",
    "resource_path",
    "resources_dir",
]

_PACKAGE_DIR = Path(__file__).resolve().parent.parent  # the popout_desktop package


class ResourceNotFoundError(FileNotFoundError):
    """A resource (or the resources folder itself) is not where the game looked for it."""


def _candidate_dirs() -> list[Path]:
    """The places ``resources/`` may be, most specific first."""
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if isinstance(bundle, str):
        candidates += [Path(bundle) / "resources", Path(bundle) / "popout_desktop" / "resources"]
    candidates.append(_PACKAGE_DIR / "resources")  # installed wheel
    candidates.append(_PACKAGE_DIR.parent / "resources")  # checkout / editable install
    return candidates


@cache
def resources_dir() -> Path:
    """Return the folder that holds the game's resources.

    Raises :class:`ResourceNotFoundError`, naming every place searched, if there is none.
    """
    candidates = _candidate_dirs()
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(c) for c in candidates)
    raise ResourceNotFoundError(
        f"Pop Out cannot find its resources folder; searched: {searched}. "
        "Reinstall the game, or run it from a complete source checkout."
    )


def resource_path(*parts: str) -> Path:
    """Return the path of an existing resource, e.g. ``resource_path("icons", "popout.svg")``.

    ``parts`` are path segments relative to the resources folder; each may also contain ``/``.
    Raises :class:`ValueError` for an empty, absolute or escaping (``..``) path and
    :class:`ResourceNotFoundError` if the resource does not exist.
    """
    relative = PurePosixPath(*parts) if parts else PurePosixPath()
    if not parts or relative.is_absolute() or ".." in relative.parts or relative == PurePosixPath():
        raise ValueError(f"not a relative resource path: {'/'.join(parts)!r}")
    path = resources_dir().joinpath(*relative.parts)
    if not path.exists():
        raise ResourceNotFoundError(
            f"Pop Out resource {relative.as_posix()!r} is missing (looked in {path.parent})."
        )
    return path


#: The configuration the fontconfig library a Linux bundle carries (Debian's) reads by default.
SYSTEM_FONTCONFIG = Path("/etc/fonts/fonts.conf")


def fontconfig_environment(
    environ: Mapping[str, str], system_config: Path = SYSTEM_FONTCONFIG
) -> dict[str, str]:
    """What a frozen Linux build adds to its environment before Qt loads, so that the
    fontconfig library it carries finds a configuration: nothing where the system has one
    (``system_config``) or the player chose one (``FONTCONFIG_FILE`` or ``FONTCONFIG_PATH``),
    else ``FONTCONFIG_FILE`` naming the bundled ``resources/fontconfig/fonts.conf`` (the game's
    DejaVu font and the usual font folders). Without it, a system with no fontconfig
    configuration (a minimal Debian with only the libraries the bundle needs) gets "Fontconfig
    error: Cannot load default config file" at every start.
    """
    if environ.get("FONTCONFIG_FILE") or environ.get("FONTCONFIG_PATH"):
        return {}
    if system_config.exists():
        return {}
    try:
        bundled = resource_path("fontconfig", "fonts.conf")
    except ResourceNotFoundError:
        return {}
    return {"FONTCONFIG_FILE": str(bundled)}
