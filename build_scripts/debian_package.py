"""The Debian package of the one-folder app: ``python build_scripts/build.py --deb`` builds it.

    dist/popout_<version>_<arch>.deb

What it installs (the desktop files are the ones ``build_scripts/install_desktop.py`` installs by
hand, from the same functions, so there is one definition of each):

- ``/usr/lib/popout/``: the one-folder bundle (``dist/popout/``) as PyInstaller made it. Not
  ``/opt``: the FHS gives ``/opt/<package>`` to add-on software installed outside the package
  manager's tree, and Debian's policy keeps packages out of it (lintian's error
  ``dir-or-file-in-opt``); ``/usr/lib/<package>`` is the FHS place for a program's private
  "object files and internal binaries", where Debian's own self-contained programs live
  (``/usr/lib/firefox-esr``, ``/usr/lib/thunderbird``).
- ``/usr/bin/popout``: a symbolic link to ``/usr/lib/popout/popout`` (the bootloader finds its
  folder from ``/proc/self/exe``).
- ``/usr/share/applications/org.popoutdesktop.popout.desktop`` (``Exec=popout --from-desktop
  %u``, the ``popout://`` scheme and the ``.popout`` type), ``/usr/share/mime/packages/`` (the
  ``.popout`` type), ``/usr/share/metainfo/`` (AppStream), the icons in every size under
  ``/usr/share/icons/hicolor/``. No maintainer scripts: the desktop database, the MIME database
  and the icon cache are refreshed by the file triggers of desktop-file-utils, shared-mime-info
  and the icon theme's cache, on install and on removal, where those are installed.
- ``/usr/share/man/man6/popout.6.gz`` (``build_scripts/make_manpage.py``, from ``--help``'s
  parser), ``/usr/share/doc/popout/copyright`` (machine-readable, with the licences of what the
  bundle carries) and ``changelog.gz`` (from the AppStream listing's releases).

``Depends:`` is computed (:func:`library_needs`): the ``NEEDED`` entries of every ELF file of the
bundle, minus the libraries the bundle ships (by file name and ``SONAME``), each found on this
system (``ldconfig -p``) and mapped to its package (``dpkg -S``); the lowest versions come from
``dpkg-shlibdeps`` (the packages' symbols files), whose list is cut to those packages: it would
otherwise also name the system packages of the libraries the bundle carries itself.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "build_scripts") not in sys.path:
    sys.path.insert(0, str(ROOT / "build_scripts"))

import install_desktop  # noqa: E402  (a sibling script)

PACKAGE = "popout"
#: Where the bundle goes, relative to the root.
INSTALL_DIR = Path("usr/lib") / PACKAGE
COMMAND = Path("usr/bin") / PACKAGE
MAN_PAGE = Path("usr/share/man/man6") / f"{PACKAGE}.6.gz"
DOC_DIR = Path("usr/share/doc") / PACKAGE
SECTION = "games"
PRIORITY = "optional"
HOMEPAGE = "https://github.com/popout-desktop/popout-desktop"
SOURCE_URL = HOMEPAGE
SUMMARY = "Connect Four where you may also pop your own disc out"
DESCRIPTION = """\
Pop Out is the Connect Four variant in which a turn is either dropping a disc
into a column or popping one of your own discs out of the bottom row, so that
every disc above it falls one row.
.
Play another person at the same computer, the computer at five levels, or
over the LAN or the internet; Classic Connect Four, Pop Out, 5-in-a-Row,
Pop 10 and Power Up on tables from 4x4 to 16x12; hints, analysis, a review of
the game, puzzles and replays. Playable with a screen reader. In English,
Russian, Polish, Italian and Dutch.
.
This package carries the game with its own Python and Qt (a PyInstaller
bundle in /usr/lib/popout)."""

#: The bundle's parts and their licences, for the copyright file: (files under the bundle, what
#: they are, copyright holders, licence). In the copyright file's order: a later paragraph
#: wins for the files it matches. Checked against the bundle when it is packaged: every
#: pattern must match a file (:func:`copyright_problems`).
BUNDLED = (
    (
        "popout _internal/base_library.zip",
        "the PyInstaller bootloader and the archive of Python modules: the game's own (MIT), "
        "Python's standard library (PSF-2.0), the Eclipse Paho MQTT client (EPL-2.0 or "
        "BSD-3-clause) and Segno (BSD-3-clause)",
        "2026 The Pop Out Desktop developers; 2001-2024 Python Software Foundation; Eclipse "
        "Foundation and contributors; 2016-2024 Lars Heuer; 2010-2024 PyInstaller Development Team",
        "MIT and PSF-2.0 and (EPL-2.0 or BSD-3-clause) and BSD-3-clause and "
        "GPL-2+ with PyInstaller Bootloader exception",
    ),
    (
        "_internal/lib*.so*",
        "shared libraries PyInstaller copied from the Debian system the bundle was built on "
        "(the X11 and xcb libraries, OpenSSL, Kerberos, GLib, D-Bus, fontconfig, freetype, "
        "ICU, zlib and others): each under the licence its Debian package's copyright file "
        "states",
        "their authors",
        "various-free",
    ),
    (
        "_internal/libpython3*",
        "Python's library",
        "2001-2024 Python Software Foundation",
        "PSF-2.0",
    ),
    (
        "_internal/python3*/*",
        "Python's extension modules",
        "2001-2024 Python Software Foundation",
        "PSF-2.0",
    ),
    (
        "_internal/PySide6/* _internal/shiboken6/* _internal/libQt6* _internal/libicu*",
        "Qt for Python (PySide6, Shiboken6), Qt and the ICU data Qt uses",
        "The Qt Company Ltd. and other contributors; Unicode, Inc.",
        "LGPL-3",
    ),
    (
        "_internal/cryptography/* _internal/cryptography-*.dist-info/* _internal/_cffi_backend*",
        "cryptography and cffi",
        "Individual contributors to cryptography; the cffi authors",
        "(Apache-2.0 or BSD-3-clause) and MIT",
    ),
    (
        "_internal/PIL/* _internal/pillow.libs/*",
        "Pillow and the libraries of its wheel (libjpeg-turbo, libpng, libtiff, libwebp, libavif, "
        "OpenJPEG, Little CMS, zstd, xz)",
        "1997-2011 Secret Labs AB, 1995-2011 Fredrik Lundh and contributors, 2010 Jeffrey A. "
        "Clark and contributors; the libraries' authors",
        "MIT-CMU and various-free",
    ),
    (
        "_internal/resources/fonts/*",
        "the DejaVu fonts",
        "2003 Bitstream, Inc.; DejaVu changes are in the public domain",
        "Bitstream-Vera",
    ),
)


LINTIAN_OVERRIDES = Path("usr/share/lintian/overrides") / PACKAGE
#: What lintian says of a self-contained bundle that is by design (each explained; the note of
#: issue 34, /work/notes/s16/deb.md, has lintian's whole output with and without these).
LINTIAN_OVERRIDES_TEXT = """\
# The package carries the game as PyInstaller bundles it (one folder: its own Python, Qt and
# Pillow with the libraries they load), so that it runs the Python and Qt it was tested with.
# Its copies of zlib, expat, libpng, freetype, bzip2 and Pillow's image libraries are private
# to /usr/lib/popout (found through the bundle's own search path, never by another program).
popout: embedded-library * [usr/lib/popout/_internal/*]
# Python's extension modules _statistics and _uuid call no libc function: nothing to link.
popout: library-not-linked-against-libc [usr/lib/popout/_internal/python3*/lib-dynload/*]
# The command is /usr/bin/popout, as the README and the desktop entry name it: /usr/games is
# not on root's PATH nor on every desktop's.
popout: package-section-games-but-contains-no-game
"""


class PackagingError(Exception):
    """The package cannot be built as asked; the message says why."""


# -- the bundle's libraries --------------------------------------------------------------------


def is_elf(path: Path) -> bool:
    """Whether ``path`` is a regular file (not a link) that starts like an ELF object."""
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file of ``folder``, sorted."""
    return sorted(path for path in folder.rglob("*") if is_elf(path))


_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")
_SONAME = re.compile(r"\(SONAME\)\s+Library soname: \[([^\]]+)\]")


def dynamic_entries(path: Path) -> tuple[list[str], str | None]:
    """``(NEEDED, SONAME)`` of an ELF file, read by ``readelf -d``."""
    done = subprocess.run(["readelf", "-dW", str(path)], capture_output=True, text=True, check=True)
    soname = _SONAME.search(done.stdout)
    return _NEEDED.findall(done.stdout), soname.group(1) if soname else None


@dataclass(frozen=True)
class LibraryNeeds:
    """What the bundle's ELF files need from the system."""

    #: soname -> the bundle's files (relative) that need it, for the sonames the bundle does
    #: not ship.
    external: dict[str, list[str]]
    #: The sonames and library file names the bundle ships.
    shipped: frozenset[str]
    #: How many ELF files were read.
    elf_count: int


def external_needs(
    needed: Mapping[str, Iterable[str]], shipped: Iterable[str]
) -> dict[str, list[str]]:
    """From ``file -> its NEEDED`` and the names the bundle ships: ``soname -> files`` for
    each soname the bundle does not ship (sorted). Pure."""
    have = set(shipped)
    found: dict[str, list[str]] = {}
    for file, names in sorted(needed.items()):
        for name in names:
            if name not in have:
                found.setdefault(name, []).append(file)
    return dict(sorted(found.items()))


def library_needs(bundle: Path) -> LibraryNeeds:
    """Read every ELF file of ``bundle``: what each needs, what the bundle ships."""
    needed: dict[str, list[str]] = {}
    shipped: set[str] = {
        path.name for path in bundle.rglob("*.so*") if path.is_file() or path.is_symlink()
    }
    files = elf_files(bundle)
    for path in files:
        names, soname = dynamic_entries(path)
        needed[path.relative_to(bundle).as_posix()] = names
        if soname:
            shipped.add(soname)
    return LibraryNeeds(external_needs(needed, shipped), frozenset(shipped), len(files))


def system_library_paths() -> dict[str, str]:
    """soname -> path of this system's libraries for this machine's word size (``ldconfig
    -p``)."""
    done = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True)
    wanted = "x86-64" if os.uname().machine == "x86_64" else None
    paths: dict[str, str] = {}
    for line in done.stdout.splitlines()[1:]:
        match = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if not match:
            continue
        name, kind, path = match.groups()
        if wanted is not None and wanted not in kind:
            continue
        paths.setdefault(name, path)
    return paths


def owning_package(path: str) -> str | None:
    """The Debian package that installed ``path`` (tried as given and resolved, and under /usr
    for a merged-/usr system's /lib), without its architecture; None if none did."""
    candidates = [path, os.path.realpath(path)]
    candidates += ["/usr" + c for c in list(candidates) if c.startswith("/lib")]
    for candidate in dict.fromkeys(candidates):
        done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0 and done.stdout.strip():
            package = done.stdout.splitlines()[0].split(":")[0].strip()
            return package.split(",")[0].strip()
    return None


def packages_for(
    sonames: Iterable[str],
    locate: Callable[[str], str | None],
    owner: Callable[[str], str | None],
) -> dict[str, str]:
    """soname -> package; :class:`PackagingError` naming every soname that is not found on this
    system or belongs to no package (the package would then not be complete)."""
    found: dict[str, str] = {}
    problems = []
    for soname in sorted(sonames):
        path = locate(soname)
        if path is None:
            problems.append(f"{soname}: not on this system (ldconfig -p)")
            continue
        package = owner(path)
        if package is None:
            problems.append(f"{soname}: {path} belongs to no Debian package (dpkg -S)")
            continue
        found[soname] = package
    if problems:
        raise PackagingError(
            "the bundle needs libraries it does not ship and no package provides here: "
            + "; ".join(problems)
        )
    return found


def parse_depends(field: str) -> dict[str, str]:
    """``libc6 (>= 2.36), libgl1`` -> ``{"libc6": "libc6 (>= 2.36)", "libgl1": "libgl1"}``."""
    found: dict[str, str] = {}
    for item in field.split(","):
        item = " ".join(item.split())
        if item:
            found[item.split(" ")[0].split(":")[0]] = item
    return found


def shlibdeps_versions(bundle: Path, files: Iterable[Path]) -> dict[str, str]:
    """``dpkg-shlibdeps``' dependencies of ``files`` (package -> ``pkg (>= version)``), with the
    bundle's library folders searched for its own libraries."""
    folders = sorted({path.parent for path in bundle.rglob("*.so*")} | {bundle})
    with tempfile.TemporaryDirectory(prefix="popout-shlibdeps-") as work:
        (Path(work) / "debian").mkdir()
        (Path(work) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8"
        )
        command = ["dpkg-shlibdeps", "-O", "--ignore-missing-info"]
        command += [f"-l{folder}" for folder in folders]
        command += [str(path) for path in files]
        done = subprocess.run(command, cwd=work, capture_output=True, text=True)
    if done.returncode != 0:
        raise PackagingError(f"dpkg-shlibdeps failed: {done.stderr.strip()[-2000:]}")
    for line in done.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            return parse_depends(line.partition("=")[2])
    return {}


def depends_field(packages: Iterable[str], versions: Mapping[str, str]) -> str:
    """The ``Depends:`` value: each package once, sorted, with ``dpkg-shlibdeps``' lowest version
    where it gave one."""
    return ", ".join(versions.get(package, package) for package in sorted(set(packages)))


def compute_depends(bundle: Path) -> tuple[str, dict[str, str], LibraryNeeds]:
    """``(Depends value, soname -> package, needs)`` for ``bundle``."""
    needs = library_needs(bundle)
    system = system_library_paths()
    by_soname = packages_for(needs.external, system.get, owning_package)
    users = sorted({file for files in needs.external.values() for file in files})
    versions = shlibdeps_versions(bundle, [bundle / file for file in users])
    return depends_field(by_soname.values(), versions), by_soname, needs


# -- the files ---------------------------------------------------------------------------------


def maintainer() -> str:
    """``Name <email>``: ``DEBFULLNAME``/``DEBEMAIL`` (Debian's convention), else the git
    identity of the checkout (the person who builds the package maintains it)."""
    name = os.environ.get("DEBFULLNAME", "").strip()
    email = os.environ.get("DEBEMAIL", "").strip()

    def git_config(key: str) -> str:
        done = subprocess.run(
            ["git", "-C", str(ROOT), "config", key], capture_output=True, text=True
        )
        return done.stdout.strip() if done.returncode == 0 else ""

    name = name or git_config("user.name")
    email = email or git_config("user.email")
    if not (name and email):
        raise PackagingError(
            "no maintainer: set DEBFULLNAME and DEBEMAIL (or git's user.name and user.email)"
        )
    return f"{name} <{email}>"


def releases() -> list[tuple[str, str, list[str]]]:
    """The AppStream listing's releases: (version, date, the items or paragraphs)."""
    path = install_desktop.DESKTOP_SOURCES / install_desktop.METAINFO_FILE
    tree = ET.parse(path)
    found = []
    for release in tree.getroot().iter("release"):
        items = [
            " ".join("".join(node.itertext()).split())
            for node in release.iter()
            if node.tag in ("p", "li")
        ]
        found.append((release.get("version", ""), release.get("date", ""), items))
    return found


def changelog(version: str, who: str) -> str:
    """A Debian changelog of the native package, one entry per AppStream release, which must
    include ``version``."""
    entries = releases()
    if version not in {entry[0] for entry in entries}:
        raise PackagingError(
            f"version {version} has no <release> in {install_desktop.METAINFO_FILE}: add one"
        )
    blocks = []
    for number, date, items in entries:
        when = datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=UTC)
        lines = [f"{PACKAGE} ({number}) unstable; urgency=medium", ""]
        for item in items:
            lines += textwrap.wrap(item, width=79, initial_indent="  * ", subsequent_indent="    ")
        lines += ["", f" -- {who}  {format_datetime(when)}"]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def copyright_file() -> str:
    """``debian/copyright`` in the machine-readable format (DEP-5)."""
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8").strip()
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: Pop Out Desktop\nSource: {SOURCE_URL}",
        "Files: *\nCopyright: 2026 The Pop Out Desktop developers\nLicense: MIT",
    ]
    install = INSTALL_DIR.as_posix()
    for patterns, component, holder, name in BUNDLED:
        files = " ".join(f"{install}/{pattern}" for pattern in patterns.split())
        paragraphs.append(
            f"Files: {files}\nCopyright: {holder}\nLicense: {name}\nComment: "
            f"{component}; bundled by PyInstaller into {install}."
        )
    body = "\n".join(f" {line}" if line.strip() else " ." for line in licence.splitlines()[2:])
    paragraphs.append(f"License: MIT\n{body.rstrip()}")
    common = {
        "LGPL-3": "/usr/share/common-licenses/LGPL-3",
        "Apache-2.0": "/usr/share/common-licenses/Apache-2.0",
    }
    for short, path in common.items():
        paragraphs.append(f"License: {short}\n On Debian systems the full text is in {path}.")
    paragraphs.append(
        "License: PSF-2.0\n The Python Software Foundation License Version 2, whose full "
        "text is in the\n LICENSE file of Python's source distribution."
    )
    paragraphs.append(
        "License: GPL-2+ with PyInstaller Bootloader exception\n The bootloader is under the "
        "GNU General Public License, version 2 or later,\n with an exception that allows "
        "distributing it with programs of any licence.\n On Debian systems the GPL's text is in "
        "/usr/share/common-licenses/GPL-2."
    )
    for short in ("BSD-3-clause", "MIT-CMU", "EPL-2.0", "Bitstream-Vera", "various-free"):
        paragraphs.append(
            f"License: {short}\n The full text is in the component's own licence file: the "
            "fonts'\n LICENSE-DejaVu.txt beside them, a Python package's *.dist-info folder,\n "
            "or the copyright file of the Debian package a library was copied from."
        )
    return "\n\n".join(paragraphs) + "\n"


def copyright_problems(bundle: Path) -> list[str]:
    """The patterns of :data:`BUNDLED` that match no file of ``bundle`` (the copyright file
    would name a part that is not there)."""
    return [
        pattern
        for patterns, *_ in BUNDLED
        for pattern in patterns.split()
        if not any(bundle.glob(pattern))
    ]


def control_file(version: str, arch: str, depends: str, size_kib: int, who: str) -> str:
    """``DEBIAN/control``."""
    lines = [
        f"Package: {PACKAGE}",
        f"Version: {version}",
        f"Architecture: {arch}",
        f"Maintainer: {who}",
        f"Installed-Size: {size_kib}",
        f"Depends: {depends}",
        f"Section: {SECTION}",
        f"Priority: {PRIORITY}",
        f"Homepage: {HOMEPAGE}",
        f"Description: {SUMMARY}",
    ]
    lines += [f" {line}" if line != "." else " ." for line in DESCRIPTION.splitlines()]
    return "\n".join(lines) + "\n"


def gzip_bytes(data: bytes) -> bytes:
    """``data`` gzipped at level 9 without a name or time (reproducible, as lintian wants)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def stage(bundle: Path, root: Path, version: str, who: str, man_page: str) -> list[Path]:
    """Lay out the package's files under ``root``; return them (relative), sorted."""
    if not (bundle / PACKAGE).is_file():
        raise PackagingError(f"{bundle} has no {PACKAGE}: build the one-folder app first")
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    (root / COMMAND).parent.mkdir(parents=True)
    (root / COMMAND).symlink_to(Path("..") / "lib" / PACKAGE / PACKAGE)

    def put(rel: Path, data: bytes) -> None:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)

    share = Path("usr/share")
    sources = install_desktop.DESKTOP_SOURCES
    put(
        share / "applications" / install_desktop.DESKTOP_FILE,
        install_desktop.desktop_entry(PACKAGE).encode("utf-8"),
    )
    put(
        share / "mime" / "packages" / install_desktop.MIME_FILE,
        (sources / install_desktop.MIME_FILE).read_bytes(),
    )
    put(
        share / "metainfo" / install_desktop.METAINFO_FILE,
        (sources / install_desktop.METAINFO_FILE).read_bytes(),
    )
    for source, rel in install_desktop.icon_files():
        put(share / "icons" / "hicolor" / rel, source.read_bytes())
    put(MAN_PAGE, gzip_bytes(man_page.encode("utf-8")))
    put(DOC_DIR / "copyright", copyright_file().encode("utf-8"))
    put(DOC_DIR / "changelog.gz", gzip_bytes(changelog(version, who).encode("utf-8")))
    put(LINTIAN_OVERRIDES, LINTIAN_OVERRIDES_TEXT.encode("utf-8"))
    for path in elf_files(root / INSTALL_DIR):
        drop_foreign_search_paths(path)
    normalise_modes(root)
    return sorted(
        path.relative_to(root) for path in root.rglob("*") if path.is_file() or path.is_symlink()
    )


_SHARED_LIBRARY = re.compile(r"\.so(\.[0-9.]+)?$")


def normalise_modes(root: Path) -> None:
    """Folders 0755; shared libraries 0644 (as Debian ships them: they are not run); other files
    0755 if anyone may run them (the executable), else 0644."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif _SHARED_LIBRARY.search(path.name):
            path.chmod(0o644)
        else:
            runnable = path.stat().st_mode & 0o111
            path.chmod(0o755 if runnable else 0o644)


DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29
PT_LOAD, PT_DYNAMIC = 1, 2


def drop_foreign_search_paths(path: Path) -> list[str]:
    """Remove from a 64-bit little-endian ELF file the library search path entries (RPATH,
    RUNPATH) that point outside the bundle: the build machine's folders (a self-built Python's
    ``/root/.pyenv/.../lib``), which do not exist where the package is installed and which
    Debian forbids (lintian: ``custom-library-search-path``). ``$ORIGIN`` entries stay: an
    entry with both is rewritten in place to its ``$ORIGIN`` parts; one with none is taken out
    of the dynamic section (the entries after it move up). Returns the paths removed."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    (phoff,) = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    loads: list[tuple[int, int, int]] = []
    dynamic: tuple[int, int] | None = None
    for index in range(phnum):
        base = phoff + index * phentsize
        p_type, _, p_offset, p_vaddr, _, p_filesz = struct.unpack_from("<IIQQQQ", data, base)
        if p_type == PT_LOAD:
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == PT_DYNAMIC:
            dynamic = (p_offset, p_filesz)
    if dynamic is None:
        return []
    entries = [
        list(struct.unpack_from("<qQ", data, dynamic[0] + 16 * i)) for i in range(dynamic[1] // 16)
    ]
    strtab = next((value for tag, value in entries if tag == DT_STRTAB), None)
    if strtab is None:
        return []
    strtab_offset = next(
        (
            strtab - vaddr + offset
            for vaddr, offset, size in loads
            if vaddr <= strtab < vaddr + size
        ),
        None,
    )
    if strtab_offset is None:
        return []
    removed: list[str] = []
    kept: list[list[int]] = []
    for tag, value in entries:
        if tag in (DT_RPATH, DT_RUNPATH):
            start = strtab_offset + value
            end = data.index(b"\0", start)
            parts = data[start:end].decode("utf-8", "replace").split(":")
            own = [part for part in parts if part.startswith(("$ORIGIN", "${ORIGIN}"))]
            removed += [part for part in parts if part not in own]
            if not own:
                continue
            text = ":".join(own).encode()
            data[start:end] = text + b"\0" * (end - start - len(text))
        kept.append([tag, value])
    if not removed:
        return []
    kept += [[DT_NULL, 0]] * (len(entries) - len(kept))
    for i, (tag, value) in enumerate(kept):
        struct.pack_into("<qQ", data, dynamic[0] + 16 * i, tag, value)
    path.write_bytes(bytes(data))
    return removed


def md5sums(root: Path, files: Iterable[Path]) -> str:
    """``DEBIAN/md5sums`` for the regular files."""
    lines = []
    for rel in files:
        path = root / rel
        if path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {rel.as_posix()}")
    return "\n".join(lines) + "\n"


def installed_size_kib(root: Path) -> int:
    """What dpkg counts: each file's size rounded up to KiB, one per link and folder."""
    total = 0
    for path in root.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
            total += (path.stat().st_size + 1023) // 1024
    return total


def validate_listings(root: Path) -> list[str]:
    """The staged desktop entry through ``desktop-file-validate`` and the AppStream listing
    through ``appstreamcli validate --no-net`` (each where installed): their complaints."""
    share = root / "usr/share"
    checks = [
        (
            "desktop-file-validate",
            ["desktop-file-validate", str(share / "applications" / install_desktop.DESKTOP_FILE)],
        ),
        (
            "appstreamcli",
            [
                "appstreamcli",
                "validate",
                "--no-net",
                str(share / "metainfo" / install_desktop.METAINFO_FILE),
            ],
        ),
    ]
    problems = []
    for tool, command in checks:
        if shutil.which(tool) is None:
            print(f"debian_package: no {tool} here: not validated", file=sys.stderr)
            continue
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            problems.append(f"{' '.join(command[:2])}: {(done.stdout + done.stderr).strip()}")
    return problems


def architecture() -> str:
    done = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


@dataclass(frozen=True)
class Built:
    """A package built."""

    path: Path
    depends: str
    by_soname: dict[str, str]
    files: int
    elf_count: int


def build_deb(bundle: Path, out_dir: Path, work: Path, version: str) -> Built:
    """Stage ``bundle`` and the desktop files in ``work`` and build the package into ``out_dir``."""
    from make_manpage import popout_manpage

    for tool in ("dpkg-deb", "dpkg-shlibdeps", "readelf", "ldconfig"):
        if shutil.which(tool) is None:
            raise PackagingError(f"{tool} is missing: sudo apt-get install dpkg-dev binutils")
    missing = copyright_problems(bundle)
    if missing:
        raise PackagingError(
            f"debian_package.BUNDLED names parts the bundle lacks: {', '.join(missing)}"
        )
    who = maintainer()
    when = next((date for number, date, _ in releases() if number == version), None)
    root = work / "root"
    files = stage(bundle, root, version, who, popout_manpage(when))
    problems = validate_listings(root)
    if problems:
        raise PackagingError("; ".join(problems))
    depends, by_soname, needs = compute_depends(root / INSTALL_DIR)
    arch = architecture()
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(
        control_file(version, arch, depends, installed_size_kib(root), who), encoding="utf-8"
    )
    (debian / "md5sums").write_text(md5sums(root, files), encoding="utf-8")
    normalise_modes(debian)
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{PACKAGE}_{version}_{arch}.deb"
    command = ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise PackagingError(f"dpkg-deb failed: {done.stderr.strip()}")
    return Built(target, depends, by_soname, len(files), needs.elf_count)
