"""Build the double-clickable app with PyInstaller: the one build command.

    python build_scripts/build.py              # one folder:  dist/popout/popout (popout.exe)
    python build_scripts/build.py --onefile    # one file:    dist/onefile/popout (popout.exe)
    python build_scripts/build.py --clean      # start from scratch (PyInstaller's cache too)

Run it with the Python that has the game's dependencies and PyInstaller (``pip install -e
'.[build]'``). It installs nothing itself: when something is missing it says what to install.
It runs PyInstaller with ``build_scripts/popout.spec`` (which takes the version from the package,
bundles ``resources/`` and leaves out the Qt parts the game does not use), checks on Linux that
every library in the bundle finds the libraries it links to, and prints the output's path, its
size, its largest parts and how long the build took. Windows (``popout.exe``, with icon and
version resource) and macOS (``dist/Pop Out.app``) use the same command on those systems;
``--console`` keeps a console window there, for ``--version`` and ``--self-test`` output.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "popout.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")
EXE_NAME = "popout.exe" if IS_WINDOWS else "popout"
#: The engine's compiled cores (setup.py builds them; a bundle must carry both).
#: The engine's compiled cores, by module (the names setup.py builds them under).
COMPILED_CORES = {
    "popout_desktop.engine.classic._classic_core": "classic solver's",
    "popout_desktop.engine.classic._search_core": "Pop Out search's",
}


def output_path(onefile: bool) -> Path:
    """The executable the build produces (on macOS the one-folder build is also an .app)."""
    if onefile:
        return DIST / "onefile" / EXE_NAME
    return DIST / "popout" / EXE_NAME


def bundle_root(onefile: bool) -> Path:
    """What is shipped: the one file, or the whole folder."""
    return output_path(onefile) if onefile else output_path(onefile).parent


def size_bytes(path: Path) -> int:
    """Bytes in a file, or in a folder's files (symlinks count as links, as ``du`` does)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def largest_parts(folder: Path, count: int = 8) -> list[tuple[int, str]]:
    """The biggest files of a folder: (bytes, path relative to it), biggest first."""
    sizes = [
        (p.lstat().st_size, p.relative_to(folder).as_posix())
        for p in folder.rglob("*")
        if p.is_file() and not p.is_symlink()
    ]
    return sorted(sizes, reverse=True)[:count]


def problems_before_building() -> list[str]:
    """What this Python lacks to build, each with what to install."""
    problems = []
    if importlib.util.find_spec("PyInstaller") is None:
        problems.append(
            f"PyInstaller is not installed for {sys.executable}: "
            f"{sys.executable} -m pip install pyinstaller   (or pip install -e '.[build]')"
        )
    if importlib.util.find_spec("PySide6") is None:
        problems.append(f"PySide6 is not installed for {sys.executable}: pip install -e .")
    else:
        for module, what in COMPILED_CORES.items():
            if importlib.util.find_spec(module) is None:
                problems.append(
                    f"the {what} compiled core is not built (the app would run the slower "
                    "Python core): install a C compiler and Python's headers (on Debian or "
                    "Ubuntu, sudo apt-get install gcc python3-dev), then pip install -e . again"
                )
    if IS_LINUX and shutil.which("objdump") is None:
        problems.append(
            "PyInstaller needs binutils (objdump, objcopy) on Linux: sudo apt-get install binutils"
        )
    if IS_LINUX and not _libpython_available():
        version = f"{sys.version_info[0]}.{sys.version_info[1]}"
        problems.append(
            f"PyInstaller needs Python's shared library (libpython{version}.so), which this "
            f"Python lacks: on Debian or Ubuntu, sudo apt-get install libpython{version}"
        )
    icon = ROOT / "resources" / "icons" / ("popout.ico" if IS_WINDOWS else "popout.icns")
    if (IS_WINDOWS or IS_MACOS) and not icon.is_file():
        problems.append(f"{icon} is missing: python build_scripts/make_icons.py")
    return problems


def _libpython_available() -> bool:
    if sysconfig.get_config_var("Py_ENABLE_SHARED"):
        return True
    from ctypes.util import find_library

    return find_library(f"python{sys.version_info[0]}.{sys.version_info[1]}") is not None


def missing_libraries(folder: Path) -> list[str]:
    """Linux: ``ldd`` every shared library in the bundle; "lib => not found" lines, with who
    needs them. The bundle's own folders come first in the search, as when the app runs."""
    internal = folder / "_internal"
    if not internal.is_dir() or shutil.which("ldd") is None:
        return []
    qt_lib = internal / "PySide6" / "Qt" / "lib"
    env = {**os.environ, "LD_LIBRARY_PATH": f"{internal}{os.pathsep}{qt_lib}"}
    missing = []
    for path in sorted(internal.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        done = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in done.stdout.splitlines():
            if "not found" in line:
                missing.append(f"{path.relative_to(folder)}: {line.strip()}")
    return missing


def run_pyinstaller(onefile: bool, clean: bool, spec_args: list[str]) -> float:
    """Run PyInstaller on the spec; return the seconds it took."""
    distpath = DIST / "onefile" if onefile else DIST
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(distpath),
        "--workpath",
        str(WORK / ("onefile" if onefile else "onedir")),
    ]
    if clean:
        command.append("--clean")
    command.append(str(SPEC))
    spec_args = (["--onefile"] if onefile else []) + spec_args
    if spec_args:
        command += ["--", *spec_args]
    print("$ " + " ".join(command), flush=True)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT)
    if done.returncode != 0:
        raise SystemExit(f"build.py: PyInstaller failed (exit status {done.returncode})")
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    """Build, check and report; the exit status is 0 on success."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one self-unpacking executable")
    parser.add_argument(
        "--clean", action="store_true", help="remove earlier build output and caches first"
    )
    parser.add_argument(
        "--console", action="store_true", help="Windows/macOS: keep a console window"
    )
    parser.add_argument(
        "--icu-stub",
        action="store_true",
        help="Linux, needs a C compiler: an empty ICU data library instead of ICU's 30 MB one "
        "(file names in Qt's own file dialog then sort by code point; see popout.spec)",
    )
    args = parser.parse_args(argv)

    problems = problems_before_building()
    if problems:
        for problem in problems:
            print(f"build.py: {problem}", file=sys.stderr)
        return 2
    if args.clean:
        for path in (WORK, bundle_root(args.onefile)):
            if path.is_dir():
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()

    spec_args = [f for f, on in (("--console", args.console), ("--icu-stub", args.icu_stub)) if on]
    took = run_pyinstaller(args.onefile, args.clean, spec_args)
    executable = output_path(args.onefile)
    if not executable.is_file():
        print(f"build.py: PyInstaller made no {executable}", file=sys.stderr)
        return 1
    root = bundle_root(args.onefile)
    if IS_LINUX and not args.onefile:
        missing = missing_libraries(root)
        if missing:
            print("build.py: libraries in the bundle that cannot be loaded:", file=sys.stderr)
            for line in missing:
                print(f"  {line}", file=sys.stderr)
            print(
                "build.py: PyInstaller bundles the libraries Qt links to from this system, so "
                "they must be installed here; for Qt's X11 plugin, on Debian or Ubuntu: "
                "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 "
                "libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0",
                file=sys.stderr,
            )
            return 1
    size = size_bytes(root)
    print()
    print(f"Built {executable.relative_to(ROOT)} in {took:.1f} s")
    print(f"  {'file' if args.onefile else 'folder'} {root}: {size / 2**20:.1f} MiB")
    if root.is_dir():
        files = sum(1 for p in root.rglob("*") if p.is_file())
        print(f"  {files} files; the largest:")
        for part_size, name in largest_parts(root):
            print(f"    {part_size / 2**20:6.1f} MiB  {name}")
    app = DIST / "Pop Out.app"
    if IS_MACOS and not args.onefile and app.is_dir():
        print(f"  macOS app bundle: {app}")
    print(f"Run it: {executable} (or {executable} --self-test)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
