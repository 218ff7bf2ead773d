"""Build the double-clickable app with PyInstaller: the one build command.

    python build_scripts/build.py              # one folder:  dist/popout/popout (popout.exe)
    python build_scripts/build.py --onefile    # one file:    dist/onefile/popout (popout.exe)
    python build_scripts/build.py --clean      # start from scratch (PyInstaller's cache too)
    python build_scripts/build.py --deb        # Linux: then the package dist/popout_*.deb
    python build_scripts/build.py --release    # the release folder dist/release-<version>/

Run it with the Python that has the game's dependencies and PyInstaller (``pip install -e
'.[build]'``). It installs nothing itself: when something is missing it says what to install.
It runs PyInstaller with ``build_scripts/popout.spec`` (which takes the version from the package,
bundles ``resources/`` and leaves out the Qt parts the game does not use), checks on Linux that
every library in the bundle finds the libraries it links to, and prints the output's path, its
size, its largest parts and how long the build took. Windows (``popout.exe``, with icon and
version resource) and macOS (``dist/Pop Out.app``) use the same command on those systems;
``--console`` keeps a console window there, for ``--version`` and ``--self-test`` output.

``--deb`` (Debian and its derivatives) packages the one-folder build with
``build_scripts/debian_package.py`` (what goes where, and how ``Depends:`` is computed, is said
there). ``--release`` builds every artefact of a release into ``dist/release-<version>/``: the
wheel (with the engine's compiled cores for this platform, so ``pip install`` needs no compiler)
and the sdist, the one-folder app as ``.tar.gz``, the one-file app, the ``.deb`` where dpkg is,
and ``SHA256SUMS`` of them all.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile
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
    parser.add_argument(
        "--deb",
        action="store_true",
        help="Linux with dpkg: build the one folder, then the Debian package dist/popout_*.deb",
    )
    parser.add_argument(
        "--release",
        action="store_true",
        help="every artefact of a release in dist/release-<version>/, with SHA256SUMS",
    )
    args = parser.parse_args(argv)
    if args.deb and args.onefile:
        parser.error("--deb packages the one-folder build: not with --onefile")
    if args.release:
        return build_release(args.clean, args.icu_stub)
    if args.deb:
        return build_deb(args.clean, args.icu_stub)
    return build_app(args.onefile, args.clean, args.console, args.icu_stub)


def build_app(onefile: bool, clean: bool, console: bool = False, icu_stub: bool = False) -> int:
    """Build the one folder or the one file, check it and report; 0 on success."""
    problems = problems_before_building()
    if problems:
        for problem in problems:
            print(f"build.py: {problem}", file=sys.stderr)
        return 2
    if clean:
        for path in (WORK, bundle_root(onefile)):
            if path.is_dir():
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()

    spec_args = [f for f, on in (("--console", console), ("--icu-stub", icu_stub)) if on]
    took = run_pyinstaller(onefile, clean, spec_args)
    executable = output_path(onefile)
    if not executable.is_file():
        print(f"build.py: PyInstaller made no {executable}", file=sys.stderr)
        return 1
    root = bundle_root(onefile)
    if IS_LINUX and not onefile:
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
    print(f"  {'file' if onefile else 'folder'} {root}: {size / 2**20:.1f} MiB")
    if root.is_dir():
        files = sum(1 for p in root.rglob("*") if p.is_file())
        print(f"  {files} files; the largest:")
        for part_size, name in largest_parts(root):
            print(f"    {part_size / 2**20:6.1f} MiB  {name}")
    app = DIST / "Pop Out.app"
    if IS_MACOS and not onefile and app.is_dir():
        print(f"  macOS app bundle: {app}")
    print(f"Run it: {executable} (or {executable} --self-test)")
    return 0


def package_version() -> str:
    """The version of the package being built (popout_desktop/__init__.py, read without
    importing it)."""
    import re

    text = (ROOT / "popout_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("build.py: popout_desktop/__init__.py has no __version__")
    return match.group(1)


def build_deb(clean: bool, icu_stub: bool = False, out_dir: Path = DIST) -> int:
    """The one folder, then the Debian package of it in ``out_dir``; 0 on success."""
    if not IS_LINUX or shutil.which("dpkg-deb") is None:
        print("build.py: --deb needs Linux with dpkg (Debian or a derivative)", file=sys.stderr)
        return 2
    status = build_app(False, clean, icu_stub=icu_stub)
    if status != 0:
        return status
    sys.path.insert(0, str(ROOT / "build_scripts"))
    import debian_package

    started = time.perf_counter()
    (ROOT / "build").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="popout-deb-", dir=ROOT / "build") as work:
        try:
            built = debian_package.build_deb(
                output_path(False).parent, out_dir, Path(work), package_version()
            )
        except debian_package.PackagingError as error:
            print(f"build.py: {error}", file=sys.stderr)
            return 1
    print()
    print(f"Built {built.path} in {time.perf_counter() - started:.1f} s")
    print(f"  {built.path.stat().st_size / 2**20:.1f} MiB, {built.files} files")
    print(f"  Depends: {built.depends}")
    print(f"  ({built.elf_count} ELF files; the libraries they need and the bundle lacks:")
    for soname, package in sorted(built.by_soname.items()):
        print(f"    {soname} -> {package}")
    print(f"Install it: sudo apt-get install ./{built.path.relative_to(ROOT)}")
    return 0


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def release_dir(version: str) -> Path:
    return DIST / f"release-{version}"


def python_artefacts(target: Path) -> list[Path]:
    """The wheel (with the compiled cores: checked) and the sdist, built into ``target``."""
    for path in (ROOT / "build" / "lib", *ROOT.glob("build/lib.*"), *ROOT.glob("build/temp.*")):
        if path.is_dir():
            shutil.rmtree(path)  # setuptools' tree: a stale compiled core would be reused
    wheel_command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"]
    wheel_command += ["--disable-pip-version-check", "--quiet", "-w", str(target), str(ROOT)]
    print("$ " + " ".join(wheel_command), flush=True)
    subprocess.run(wheel_command, check=True, cwd=ROOT)
    (wheel,) = target.glob("popout_desktop-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for module in COMPILED_CORES:
        stem = module.replace(".", "/")
        built = [name for name in names if name.startswith(stem + ".")]
        if not any(name.endswith((".so", ".pyd")) for name in built):
            raise SystemExit(f"build.py: {wheel.name} lacks the compiled core {module}")
    sdist_command = [sys.executable, "setup.py", "-q", "sdist", "-d", str(target)]
    print("$ " + " ".join(sdist_command), flush=True)
    subprocess.run(sdist_command, check=True, cwd=ROOT)
    (sdist,) = target.glob("popout_desktop-*.tar.gz")
    return [wheel, sdist]


def artefact_stem() -> str:
    """``popout-<version>-<platform>-<machine>``: the start of the app's artefacts' names."""
    return f"popout-{package_version()}-{sys.platform}-{platform.machine().lower()}"


def bundle_tarball(folder: Path, target: Path) -> Path:
    """The one folder as ``popout-<version>-linux-<machine>.tar.gz`` (one top folder)."""
    name = artefact_stem()
    path = target / f"{name}.tar.gz"
    with tarfile.open(path, "w:gz") as tar:
        tar.add(folder, arcname=name)
    return path


def build_release(clean: bool, icu_stub: bool = False) -> int:
    """Every artefact of a release in ``dist/release-<version>/``, with ``SHA256SUMS``."""
    version = package_version()
    target = release_dir(version)
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    started = time.perf_counter()
    made = python_artefacts(target)
    if IS_LINUX and shutil.which("dpkg-deb") is not None:
        status = build_deb(clean, icu_stub, out_dir=target)
        made += sorted(target.glob("*.deb"))
    else:
        status = build_app(False, clean, icu_stub=icu_stub)
    if status != 0:
        return status
    made.append(bundle_tarball(output_path(False).parent, target))
    status = build_app(True, clean, icu_stub=icu_stub)
    if status != 0:
        return status
    onefile = output_path(True)
    copy = target / f"{artefact_stem()}-onefile{onefile.suffix}"
    shutil.copy2(onefile, copy)
    made.append(copy)
    sums = "".join(f"{sha256(path)}  {path.name}\n" for path in sorted(made))
    (target / "SHA256SUMS").write_text(sums, encoding="utf-8")
    print()
    print(f"Release {version} in {target} ({time.perf_counter() - started:.0f} s):")
    for path in sorted(made):
        print(f"  {path.stat().st_size / 2**20:8.1f} MiB  {path.name}")
    print("  SHA256SUMS (sha256sum -c SHA256SUMS checks them)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
