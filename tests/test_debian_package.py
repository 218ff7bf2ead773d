"""The Debian package (issue 34): build_scripts/debian_package.py, make_manpage.py and deb_check.

The package itself is built by ``python build_scripts/build.py --deb`` and proved on a bare
Debian by ``build_scripts/deb_check`` (root, minutes): here, their parts, on small inputs.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.machinery
import importlib.util
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from popout_desktop.app import cli

ROOT = Path(__file__).resolve().parent.parent
BUILD_SCRIPTS = ROOT / "build_scripts"

pytestmark = pytest.mark.skipif(
    not (BUILD_SCRIPTS / "debian_package.py").is_file(),
    reason="build_scripts/ is not beside tests/ (an installed package)",
)


def _script(file_name: str, name: str | None = None) -> Any:
    """A build script as a module, by path (build_scripts/ is not a package): registered under
    its own name, as the scripts import each other so (debian_package imports install_desktop)."""
    name = name or file_name.removesuffix(".py")
    if name in sys.modules:
        return sys.modules[name]
    if str(BUILD_SCRIPTS) not in sys.path:
        sys.path.insert(0, str(BUILD_SCRIPTS))
    loader = importlib.machinery.SourceFileLoader(name, str(BUILD_SCRIPTS / file_name))
    spec = importlib.util.spec_from_loader(name, loader)
    assert spec is not None
    module: ModuleType = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module


debian_package = _script("debian_package.py")
install_desktop = _script("install_desktop.py")
make_manpage = _script("make_manpage.py")
build = _script("build.py", "popout_build")


def _deb_check() -> Any:
    return _script("deb_check", "popout_deb_check")


def _words(text: str) -> str:
    return " ".join(text.split())


# -- the man page ---------------------------------------------------------------------------------


def test_the_man_page_has_every_option_and_help_text_of_help() -> None:
    page = make_manpage.popout_manpage("2026-12-06")
    plain = make_manpage.plain_text(page)
    help_text = cli.help_text()
    options = set(re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", help_text))
    assert {"--version", "--self-test", "--from-desktop", "-platform", "--join"} <= options
    for option in options:
        assert option in plain, option
    parser = cli.build_parser(cli._language_codes())
    for action in parser._actions:
        text = make_manpage.expanded_help(parser, action)
        # argparse wraps --help at the terminal's width: compare without line breaks, and
        # without the hyphenation argparse adds where it breaks a word at a hyphen.
        assert text.replace("-", "") in _words(help_text).replace("- ", "").replace("-", "")
        assert text in plain
    assert _words(parser.epilog or "") in plain
    assert page.startswith('.\\" The man page of popout')
    assert ".TH POPOUT 6 " in page


def test_the_man_page_escapes_roff() -> None:
    assert make_manpage.roff_text(".start\n'quote\\ -x") == "\\&.start\n\\&'quote\\e \\-x"


# -- Depends --------------------------------------------------------------------------------------


def test_external_needs_leaves_out_what_the_bundle_ships() -> None:
    needed = {
        "popout": ["libc.so.6", "libz.so.1"],
        "_internal/libQt6Gui.so.6": ["libGL.so.1", "libQt6Core.so.6", "libc.so.6"],
    }
    shipped = {"libz.so.1", "libQt6Core.so.6"}
    assert debian_package.external_needs(needed, shipped) == {
        "libGL.so.1": ["_internal/libQt6Gui.so.6"],
        "libc.so.6": ["_internal/libQt6Gui.so.6", "popout"],
    }


def test_packages_for_names_every_library_no_package_provides() -> None:
    paths = {"libc.so.6": "/lib/x86_64-linux-gnu/libc.so.6", "libfoo.so.1": "/opt/libfoo.so.1"}
    owners = {"/lib/x86_64-linux-gnu/libc.so.6": "libc6"}
    assert debian_package.packages_for(["libc.so.6"], paths.get, owners.get) == {
        "libc.so.6": "libc6"
    }
    with pytest.raises(debian_package.PackagingError) as error:
        debian_package.packages_for(
            ["libc.so.6", "libfoo.so.1", "libbar.so.2"], paths.get, owners.get
        )
    assert "libbar.so.2: not on this system" in str(error.value)
    assert "libfoo.so.1: /opt/libfoo.so.1 belongs to no Debian package" in str(error.value)


def test_depends_keeps_only_the_needed_packages_with_their_versions() -> None:
    versions = debian_package.parse_depends(
        "libc6 (>= 2.36), libgl1, libxcb1 (>= 1.12), libxcb-randr0 (>= 1.12)"
    )
    assert versions["libxcb1"] == "libxcb1 (>= 1.12)"
    # dpkg-shlibdeps also names the system's copies of the bundle's own libraries: cut.
    assert (
        debian_package.depends_field(["libxcb1", "libc6", "libgl1", "libc6"], versions)
        == "libc6 (>= 2.36), libgl1, libxcb1 (>= 1.12)"
    )


@pytest.mark.skipif(
    shutil.which("readelf") is None
    or shutil.which("ldconfig") is None
    or shutil.which("dpkg") is None,
    reason="needs binutils and dpkg (Debian)",
)
def test_a_bundle_of_one_system_program_depends_on_its_libraries(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    true = Path(shutil.which("true") or "/bin/true").resolve()
    shutil.copy2(true, bundle / "popout")
    needs = debian_package.library_needs(bundle)
    assert needs.elf_count == 1
    assert "libc.so.6" in needs.external
    packages = debian_package.packages_for(
        needs.external, debian_package.system_library_paths().get, debian_package.owning_package
    )
    assert packages["libc.so.6"] == "libc6"


# -- the files ------------------------------------------------------------------------------------


def _fake_bundle(folder: Path) -> Path:
    """A bundle's shape without PyInstaller: the executable, a library, the bundled parts."""
    bundle = folder / "popout"
    internal = bundle / "_internal"
    for pattern, *_ in debian_package.BUNDLED:
        for part in pattern.split():
            path = bundle / part.replace("*", "x")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"part")
    (bundle / "popout").write_bytes(b"#!/bin/sh\n")
    (bundle / "popout").chmod(0o755)
    (internal / "libexample.so.1").write_bytes(b"not an ELF file")
    (internal / "libexample.so.1").chmod(0o755)
    return bundle


def test_the_package_tree_installs_the_desktop_files_of_install_desktop(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path)
    assert debian_package.copyright_problems(bundle) == []
    root = tmp_path / "root"
    files = debian_package.stage(bundle, root, "0.1.0", "A B <a@b.example>", ".TH POPOUT 6\n")
    names = {path.as_posix() for path in files}
    assert "usr/lib/popout/popout" in names
    command = root / "usr/bin/popout"
    assert command.is_symlink() and command.resolve() == (root / "usr/lib/popout/popout").resolve()
    entry = (root / "usr/share/applications" / install_desktop.DESKTOP_FILE).read_text("utf-8")
    assert "\nExec=popout --from-desktop %u\n" in entry
    assert "MimeType=application/x-popout-game;x-scheme-handler/popout;" in entry
    for _, rel in install_desktop.icon_files():
        assert f"usr/share/icons/hicolor/{rel}" in names
    assert "usr/share/mime/packages/popout-mime.xml" in names
    assert f"usr/share/metainfo/{install_desktop.METAINFO_FILE}" in names
    assert gzip.decompress((root / debian_package.MAN_PAGE).read_bytes()) == b".TH POPOUT 6\n"
    changelog = gzip.decompress((root / "usr/share/doc/popout/changelog.gz").read_bytes())
    assert changelog.decode().startswith("popout (0.1.0) unstable; urgency=medium\n")
    assert all(len(line) <= 80 for line in changelog.decode().splitlines())
    # Shared libraries are not executables (lintian: shared-library-is-executable).
    assert (root / "usr/lib/popout/_internal/libexample.so.1").stat().st_mode & 0o777 == 0o644
    assert (root / "usr/lib/popout/popout").stat().st_mode & 0o777 == 0o755


def test_the_copyright_file_is_machine_readable() -> None:
    text = debian_package.copyright_file()
    paragraphs = text.strip().split("\n\n")
    assert paragraphs[0].startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    )
    assert paragraphs[1].startswith("Files: *\n")
    named = set()
    for paragraph in paragraphs[1:]:
        fields = dict(
            line.split(": ", 1) for line in paragraph.splitlines() if not line.startswith(" ")
        )
        if "Files" in fields:
            licences = re.split(r"\s+(?:and|or)\s+|[()]", fields["License"].split("\n")[0])
            named |= {name.strip() for name in licences if name.strip()}
        else:
            assert set(fields) == {"License"}
    stand_alone = {
        paragraph.split("\n")[0].removeprefix("License: ")
        for paragraph in paragraphs
        if paragraph.startswith("License: ")
    }
    # Every licence a Files paragraph names has its stand-alone paragraph.
    assert named <= stand_alone | {"GPL-2+ with PyInstaller Bootloader exception"}, (
        named - stand_alone
    )


def test_the_control_file() -> None:
    control = debian_package.control_file("0.1.0", "amd64", "libc6 (>= 2.36)", 1234, "A <a@b.c>")
    assert control.startswith("Package: popout\nVersion: 0.1.0\nArchitecture: amd64\n")
    assert "\nDepends: libc6 (>= 2.36)\n" in control
    assert "\nSection: games\n" in control
    description = control.split("Description: ", 1)[1].splitlines()
    assert all(line.startswith(" ") for line in description[1:])
    assert all(len(line) <= 80 for line in description)


def _shared_library(tmp_path: Path, runpath: str) -> Path:
    source = tmp_path / "x.c"
    source.write_text("int x(void) { return 1; }\n", encoding="utf-8")
    library = tmp_path / f"libx{len(list(tmp_path.glob('*.so')))}.so"
    subprocess.run(
        [
            "cc",
            "-shared",
            "-fPIC",
            "-o",
            str(library),
            str(source),
            f"-Wl,-rpath,{runpath}",
            "-Wl,--enable-new-dtags",
        ],
        check=True,
    )
    return library


def _runpath(library: Path) -> str | None:
    out = subprocess.run(["readelf", "-dW", str(library)], capture_output=True, text=True).stdout
    match = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[([^\]]*)\]", out)
    return match.group(1) if match else None


@pytest.mark.skipif(
    shutil.which("cc") is None or shutil.which("readelf") is None, reason="needs cc and readelf"
)
def test_search_paths_of_the_build_machine_are_dropped_origin_kept(tmp_path: Path) -> None:
    mixed = _shared_library(tmp_path, "$ORIGIN/lib:/root/.pyenv/versions/3.11.7/lib")
    assert debian_package.drop_foreign_search_paths(mixed) == ["/root/.pyenv/versions/3.11.7/lib"]
    assert _runpath(mixed) == "$ORIGIN/lib"
    foreign = _shared_library(tmp_path, "/build/only")
    assert debian_package.drop_foreign_search_paths(foreign) == ["/build/only"]
    assert _runpath(foreign) is None
    # Still a library the loader and readelf read.
    assert (
        "(NULL)"
        in subprocess.run(
            ["readelf", "-dW", str(foreign)], capture_output=True, text=True, check=True
        ).stdout
    )
    own = _shared_library(tmp_path, "$ORIGIN")
    before = own.read_bytes()
    assert debian_package.drop_foreign_search_paths(own) == []
    assert own.read_bytes() == before


# -- deb_check's reading -------------------------------------------------------------------------


def test_deb_check_reads_depends_and_ldd() -> None:
    deb_check = _deb_check()
    control = "Package: popout\nDepends: libc6 (>= 2.36), libegl1, libgl1 | libgl1-x, libxcb1\n"
    assert deb_check.depends_packages(control) == [
        "libc6",
        "libegl1",
        "libgl1",
        "libgl1-x",
        "libxcb1",
    ]
    ldd = (
        "\tlinux-vdso.so.1 (0x00007ffd)\n"
        "\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f)\n"
        "\tlibfoo.so.2 => not found\n"
        "\t/lib64/ld-linux-x86-64.so.2 (0x00007f)\n"
    )
    assert deb_check.ldd_resolved(ldd) == (
        ["libfoo.so.2"],
        ["/lib/x86_64-linux-gnu/libGL.so.1", "/lib64/ld-linux-x86-64.so.2"],
    )
    assert deb_check.is_player_data("/root/.config/PopOutDesktop/popout.ini")
    assert deb_check.is_player_data("/root/.local")  # on the way to it
    assert not deb_check.is_player_data("/usr/lib/popout")


# -- build.py --deb and --release -------------------------------------------------------------


def test_build_refuses_a_one_file_package() -> None:
    with pytest.raises(SystemExit) as stopped:
        build.main(["--deb", "--onefile"])
    assert stopped.value.code == 2


def test_the_release_folder_names_and_sums(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    version = build.package_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", version)
    assert build.release_dir(version) == ROOT / "dist" / f"release-{version}"
    folder = tmp_path / "popout"
    (folder / "_internal").mkdir(parents=True)
    (folder / "popout").write_bytes(b"app")
    tarball = build.bundle_tarball(folder, tmp_path)
    assert tarball.name.startswith(f"popout-{version}-{sys.platform}-")
    with tarfile.open(tarball) as tar:
        names = tar.getnames()
    top = tarball.name.removesuffix(".tar.gz")
    assert f"{top}/popout" in names and f"{top}/_internal" in names
    assert build.sha256(folder / "popout") == hashlib.sha256(b"app").hexdigest()


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None or shutil.which("appstreamcli") is None,
    reason="needs desktop-file-utils and appstream",
)
def test_the_staged_listings_validate_and_a_broken_one_is_named(tmp_path: Path) -> None:
    root = tmp_path / "root"
    debian_package.stage(_fake_bundle(tmp_path), root, "0.1.0", "A <a@b.example>", ".TH X 6\n")
    assert debian_package.validate_listings(root) == []
    entry = root / "usr/share/applications" / install_desktop.DESKTOP_FILE
    entry.write_text(entry.read_text("utf-8").replace("Type=Application\n", ""), "utf-8")
    (problem,) = debian_package.validate_listings(root)
    assert problem.startswith("desktop-file-validate ")


def test_the_bare_system_of_the_package_check_has_nothing_added(tmp_path: Path) -> None:
    """deb_check's bare Debian is minbase alone (no Python: the package brings its own), cached
    beside fresh_machine_check's minbase with python3, python3-venv, pip and git."""
    fmc = _deb_check().fmc
    cache = tmp_path / "cache"
    for name in (
        "debian-bookworm-minbase",
        "debian-bookworm-minbase-" + "-".join(fmc.BASE_PACKAGES),
    ):
        made = tmp_path / name
        (made / "etc").mkdir(parents=True)
        (made / "etc" / "which").write_text(name, encoding="utf-8")
        cache.mkdir(exist_ok=True)
        subprocess.run(["tar", "-cf", str(cache / f"{name}.tar"), "-C", str(made), "."], check=True)
    bare = tmp_path / "bare"
    done = fmc.bare_system(bare, "bookworm", "http://127.0.0.1:9/", cache, packages=())
    assert done.endswith("debian-bookworm-minbase.tar")
    assert (bare / "etc" / "which").read_text(encoding="utf-8") == "debian-bookworm-minbase"
    with_python = tmp_path / "with-python"
    fmc.bare_system(with_python, "bookworm", "http://127.0.0.1:9/", cache)
    assert (with_python / "etc" / "which").read_text(encoding="utf-8").endswith("-git")
