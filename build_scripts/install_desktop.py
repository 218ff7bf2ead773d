"""Put Pop Out in the user's application menu (Linux, freedesktop desktops), or take it out.

    python build_scripts/install_desktop.py                 # the built app, dist/popout/popout
    python build_scripts/install_desktop.py --exec popout   # the pip-installed popout command
    python build_scripts/install_desktop.py --uninstall

installs, under ``--prefix`` (default ``~/.local``, i.e. ``$XDG_DATA_HOME``'s parent):

- ``share/applications/org.popoutdesktop.popout.desktop`` with ``Exec`` set to the executable,
  registered for ``.popout`` files (``application/x-popout-game``) and ``popout://`` invite links;
- ``share/icons/hicolor/<N>x<N>/apps/popout.png`` and ``scalable/apps/popout.svg``;
- ``share/mime/packages/popout-mime.xml`` (the ``.popout`` file type);
- ``share/metainfo/org.popoutdesktop.popout.metainfo.xml`` (AppStream);

then runs ``update-mime-database``, ``update-desktop-database`` and ``gtk-update-icon-cache``
when they exist and, for the default prefix, makes the game the default application for both
types with ``xdg-mime default``. ``--uninstall`` removes the same files and the defaults. Nothing
here needs root; nothing is downloaded.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
DESKTOP_SOURCES = RESOURCES / "desktop"
APP_ID = "org.popoutdesktop.popout"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
MIME_FILE = "popout-mime.xml"
ICON_NAME = "popout"
MIME_TYPES = ("application/x-popout-game", "x-scheme-handler/popout")
BUILT_EXECUTABLE = ROOT / "dist" / "popout" / "popout"


def default_prefix() -> Path:
    """``$XDG_DATA_HOME/..`` (normally ``~/.local``): where a user's own apps live."""
    data_home = os.environ.get("XDG_DATA_HOME", "").strip()
    if data_home:
        return Path(data_home).expanduser().parent
    return Path.home() / ".local"


def default_executable() -> str | None:
    """The built app if there is one, else the ``popout`` command on PATH."""
    if BUILT_EXECUTABLE.is_file():
        return str(BUILT_EXECUTABLE)
    found = shutil.which("popout")
    return str(Path(found).resolve()) if found else None


def exec_quote(program: str) -> str:
    """``program`` as the first word of a desktop file's ``Exec`` key.

    Per the Desktop Entry spec: an argument with reserved characters is double-quoted with
    ``"``, ``` ` ```, ``$`` and ``\\`` backslash-escaped inside; then, since ``Exec`` is a string
    value, every backslash is doubled again; a literal ``%`` is written ``%%``.
    """
    program = program.replace("%", "%%")
    if re.fullmatch(r"[A-Za-z0-9_/.+,:@=-]+", program):
        return program
    quoted = re.sub(r'(["`$\\])', r"\\\1", program)
    return '"' + quoted.replace("\\", "\\\\") + '"'


def desktop_entry(executable: str) -> str:
    """The desktop file from resources/desktop with ``Exec`` pointing at ``executable``."""
    text = (DESKTOP_SOURCES / DESKTOP_FILE).read_text(encoding="utf-8")
    exec_line = f"Exec={exec_quote(executable)} --from-desktop %u"
    text, count = re.subn(r"(?m)^Exec=.*$", lambda _: exec_line, text)
    if count != 1:
        raise SystemExit(f"install_desktop: {DESKTOP_FILE} must have one Exec line")
    return text


def icon_files() -> list[tuple[Path, str]]:
    """(source, path under share/icons/hicolor) of every icon to install."""
    hicolor = RESOURCES / "icons" / "hicolor"
    pairs = [
        (png, png.relative_to(hicolor).as_posix()) for png in sorted(hicolor.glob("*/apps/*.png"))
    ]
    pairs.append((RESOURCES / "icons" / "popout.svg", f"scalable/apps/{ICON_NAME}.svg"))
    return pairs


def installed_paths(prefix: Path) -> list[Path]:
    """Every file this script installs under ``prefix``."""
    share = prefix / "share"
    paths = [
        share / "applications" / DESKTOP_FILE,
        share / "mime" / "packages" / MIME_FILE,
        share / "metainfo" / METAINFO_FILE,
    ]
    paths += [share / "icons" / "hicolor" / rel for _, rel in icon_files()]
    return paths


def _run(command: list[str], quiet: bool) -> None:
    """Run a desktop database tool if it is installed; a failure is reported, not fatal."""
    if shutil.which(command[0]) is None:
        if not quiet:
            print(f"  (no {command[0]} here: skipped)")
        return
    done = subprocess.run(command, capture_output=True, text=True)
    if not quiet:
        print(f"  $ {' '.join(command)}" + ("" if done.returncode == 0 else "  [failed]"))
    if done.returncode != 0 and done.stderr.strip():
        print(f"    {done.stderr.strip()}", file=sys.stderr)


def refresh_databases(prefix: Path, quiet: bool) -> None:
    """Let the desktop see the new (or removed) files."""
    share = prefix / "share"
    if (share / "mime" / "packages").is_dir():
        _run(["update-mime-database", str(share / "mime")], quiet)
    if (share / "applications").is_dir():
        _run(["update-desktop-database", str(share / "applications")], quiet)
    hicolor = share / "icons" / "hicolor"
    if (hicolor / "index.theme").is_file():  # the cache needs the theme's index
        _run(["gtk-update-icon-cache", "--force", "--quiet", str(hicolor)], quiet)


def _config_home() -> Path:
    value = os.environ.get("XDG_CONFIG_HOME", "").strip()
    return Path(value).expanduser() if value else Path.home() / ".config"


def remove_defaults() -> list[str]:
    """Take this app out of ``mimeapps.list``'s defaults; return the keys changed."""
    path = _config_home() / "mimeapps.list"
    if not path.is_file():
        return []
    changed = []
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep and key.strip() in MIME_TYPES and DESKTOP_FILE in value:
            rest = [item for item in value.split(";") if item and item != DESKTOP_FILE]
            changed.append(key.strip())
            if not rest:
                continue
            line = f"{key}={';'.join(rest)};"
        lines.append(line)
    if changed:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


def install(prefix: Path, executable: str, set_defaults: bool, quiet: bool) -> list[Path]:
    """Copy every file into place; return the paths written."""
    share = prefix / "share"
    written = []

    def put(target: Path, data: bytes) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)

    put(share / "applications" / DESKTOP_FILE, desktop_entry(executable).encode("utf-8"))
    put(share / "mime" / "packages" / MIME_FILE, (DESKTOP_SOURCES / MIME_FILE).read_bytes())
    put(share / "metainfo" / METAINFO_FILE, (DESKTOP_SOURCES / METAINFO_FILE).read_bytes())
    for source, rel in icon_files():
        put(share / "icons" / "hicolor" / rel, source.read_bytes())
    if not quiet:
        for path in written:
            print(f"  installed {path}")
    refresh_databases(prefix, quiet)
    if set_defaults:
        _run(["xdg-mime", "default", DESKTOP_FILE, *MIME_TYPES], quiet)
    return written


def uninstall(prefix: Path, quiet: bool) -> list[Path]:
    """Remove what :func:`install` wrote; return the paths removed."""
    removed = []
    for path in installed_paths(prefix):
        if path.is_file():
            path.unlink()
            removed.append(path)
            if not quiet:
                print(f"  removed {path}")
    refresh_databases(prefix, quiet)
    changed = remove_defaults()
    if changed and not quiet:
        print(f"  no longer the default for {', '.join(changed)}")
    return removed


def main(argv: list[str] | None = None) -> int:
    """Command line; the exit status is 0 on success."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--prefix",
        type=Path,
        help="install under PREFIX/share (default: ~/.local, the user's own)",
    )
    parser.add_argument(
        "--exec",
        dest="executable",
        metavar="PATH",
        help="the program the menu entry starts: the built app (default: dist/popout/popout "
        "if built, else the popout command on PATH) or the popout script",
    )
    parser.add_argument("--uninstall", action="store_true", help="remove the installed files")
    parser.add_argument("--quiet", action="store_true", help="print only problems")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("install_desktop: this is for Linux desktops (freedesktop.org)", file=sys.stderr)
        return 2
    prefix = (args.prefix or default_prefix()).expanduser().resolve()
    user_prefix = args.prefix is None or prefix == default_prefix().resolve()
    if args.uninstall:
        removed = uninstall(prefix, args.quiet)
        print(f"Pop Out removed from {prefix}/share ({len(removed)} files)")
        return 0
    executable = args.executable or default_executable()
    if executable is None:
        print(
            "install_desktop: no app to install: build it (python build_scripts/build.py), "
            "pip install the game, or give --exec PATH",
            file=sys.stderr,
        )
        return 2
    if os.sep in executable:
        path = Path(executable).expanduser().resolve()
        if not (path.is_file() and os.access(path, os.X_OK)):
            print(f"install_desktop: {path} is not an executable file", file=sys.stderr)
            return 2
        executable = str(path)
    written = install(prefix, executable, user_prefix, args.quiet)
    print(f"Pop Out installed in {prefix}/share ({len(written)} files), starting {executable}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
