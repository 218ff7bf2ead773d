"""Packaging: the PyInstaller spec, the build and smoke scripts, icons, desktop integration and
``popout --self-test``. Fast: nothing here runs PyInstaller (``build_scripts/smoke_test`` does)."""

from __future__ import annotations

import ast
import configparser
import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from popout_desktop import __version__, savefile
from popout_desktop.rules import Game
from tests.mount_namespace import MOUNT_FAILED, run_with_private_mounts

ROOT = Path(__file__).resolve().parent.parent
BUILD_SCRIPTS = ROOT / "build_scripts"
SPEC = BUILD_SCRIPTS / "popout.spec"
DESKTOP = ROOT / "resources" / "desktop"
ICONS = ROOT / "resources" / "icons"
APP_ID = "org.popoutdesktop.popout"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SELF_TEST_PRESETS = (
    "classic",
    "pop_out",
    "five_in_a_row",
    "pop_out_five_in_a_row",
    "pop_ten",
    "power_up",
)

pytestmark = pytest.mark.skipif(
    not SPEC.is_file(), reason="build_scripts/ is not beside tests/ (an installed package)"
)


def load_script(name: str) -> ModuleType:
    """A build script as a module, by path (build_scripts/ is not a package)."""
    path = BUILD_SCRIPTS / name
    spec = importlib.util.spec_from_file_location(f"popout_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# -- the PyInstaller spec, run with stand-ins for PyInstaller's classes ---------------------------


class Recorder:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: records how the spec calls it."""

    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]]

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs
        Recorder.calls.append((kind, args, kwargs))
        self.binaries = [("PySide6/Qt/lib/libQt6Quick.so.6", "/x/libQt6Quick.so.6", "BINARY")]
        self.datas = list(kwargs.get("datas", []))
        self.pure: list[Any] = [("popout_desktop", "/x/popout_desktop/__init__.py", "PYMODULE")]
        # What PyInstaller's Analysis gives the game: its runtime hooks, then the entry point.
        self.scripts: list[Any] = [
            ("pyi_rth_inspect", "/h/pyi_rth_inspect.py", "PYSOURCE"),
            ("pyi_rth_multiprocessing", "/h/pyi_rth_multiprocessing.py", "PYSOURCE"),
            ("popout_entry", "/x/popout_entry.py", "PYSOURCE"),
        ]


def run_spec(monkeypatch: pytest.MonkeyPatch, *spec_args: str) -> dict[str, Any]:
    """Execute the spec as PyInstaller would, with recorders; return its namespace."""
    Recorder.calls = []
    monkeypatch.setattr(sys, "argv", [str(SPEC), *spec_args])
    namespace: dict[str, Any] = {
        "__name__": "__main__",
        "__file__": str(SPEC),
        "SPECPATH": str(BUILD_SCRIPTS),
        "workpath": "/nonexistent/work",
    }
    for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        namespace[kind] = lambda *a, _kind=kind, **k: Recorder(_kind, *a, **k)
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return namespace


def recorded(kind: str) -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
    return [(args, kwargs) for k, args, kwargs in Recorder.calls if k == kind]


def test_spec_compiles_and_reads_the_version(monkeypatch: pytest.MonkeyPatch) -> None:
    compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    namespace = run_spec(monkeypatch, "--no-prune")
    assert namespace["VERSION"] == __version__
    assert namespace["read_version"]() == __version__


def test_spec_builds_one_folder_named_popout(monkeypatch: pytest.MonkeyPatch) -> None:
    run_spec(monkeypatch, "--no-prune")
    [(scripts, analysis)] = recorded("Analysis")
    assert [Path(s).name for s in scripts[0]] == ["popout_entry.py"]
    datas = analysis["datas"]
    destinations = {dest for _, dest in datas}
    sources = {Path(src).relative_to(ROOT / "resources").as_posix() for src, _ in datas}
    assert {"resources/icons", "resources/fonts", "resources/translations"} <= destinations
    assert {"fonts/DejaVuSans.ttf", "icons/popout.svg", "translations/popout_ru.qm"} <= sources
    assert not any(s.endswith((".ts", ".ico", ".icns")) for s in sources)
    assert {
        "popout_desktop.engine",
        "popout_desktop.engine.worker",
        "popout_desktop.app.selftest",
    } <= set(analysis["hiddenimports"])
    assert {"PySide6.QtQml", "PySide6.QtQuick", "tkinter"} <= set(analysis["excludes"])
    [(_, exe)] = recorded("EXE")
    assert exe["name"] == "popout"
    assert exe["exclude_binaries"] is True
    [(_, collect)] = recorded("COLLECT")
    assert collect["name"] == "popout"


def test_compiled_modules_are_hidden_imports_by_their_module_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Each compiled core once, under its module's name: the bare ".so" suffix made
    "_core.cpython-311-x86_64-linux-gnu" of it too, and PyInstaller said "ERROR: Hidden import
    ... not found" at every build. Another Python's build is not ours."""
    package_modules = run_spec(monkeypatch, "--no-prune")["package_modules"]
    package = tmp_path / "game"
    (package / "engine").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "engine" / "__init__.py").write_text("", encoding="utf-8")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        (package / "engine" / f"_core{suffix}").write_bytes(b"\x7fELF")
    (package / "engine" / "_old.cpython-39-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    assert package_modules(package) == ["game", "game.engine", "game.engine._core"]
    real = package_modules()
    assert all(part.isidentifier() for name in real for part in name.split(".")), real
    for path in (ROOT / "popout_desktop" / "engine" / "classic").glob("_*_core*"):
        if path.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            assert f"popout_desktop.engine.classic.{path.name.split('.')[0]}" in real


def test_spec_onefile_puts_everything_in_the_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    run_spec(monkeypatch, "--no-prune", "--onefile")
    [(args, exe)] = recorded("EXE")
    assert exe["name"] == "popout"
    assert "exclude_binaries" not in exe
    assert len(args) >= 4  # pyz, scripts, binaries, datas
    assert recorded("COLLECT") == []


def test_spec_macos_and_windows_metadata(monkeypatch: pytest.MonkeyPatch) -> None:
    namespace = run_spec(monkeypatch, "--no-prune")
    assert namespace["BUNDLE_IDENTIFIER"] == APP_ID
    plist = namespace["macos_info_plist"]()
    assert plist["CFBundleShortVersionString"] == __version__
    assert plist["CFBundleURLTypes"][0]["CFBundleURLSchemes"] == ["popout"]
    exported = plist["UTExportedTypeDeclarations"][0]["UTTypeTagSpecification"]
    assert exported["public.filename-extension"] == ["popout"]
    text = namespace["windows_version_text"]()
    made: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def maker(name: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> str:
            made.append((name, args, kwargs))
            return name

        return make

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct"]
    names += ["VarFileInfo", "VarStruct"]
    eval(compile(text, "version_info.txt", "eval"), {n: maker(n) for n in names})
    strings = {args[0]: args[1] for name, args, _ in made if name == "StringStruct"}
    assert strings["ProductVersion"] == strings["FileVersion"] == __version__
    assert strings["OriginalFilename"] == "popout.exe"
    [(_, _, fixed)] = [m for m in made if m[0] == "FixedFileInfo"]
    assert len(fixed["filevers"]) == 4


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt/lib/libicudata.so.73",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/translations/qtbase_ru.qm",
        "PySide6/Qt/translations/qtbase_nl.qm",
        "PySide6/Qt/translations/qt_pl.qm",
        "PySide6/QtCore.abi3.so",
        "PySide6/Qt6Widgets.dll",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "libpython3.11.so.1.0",
        "resources/fonts/DejaVuSans.ttf",
    ],
)
def test_qt_files_the_game_needs_are_kept(monkeypatch: pytest.MonkeyPatch, dest: str) -> None:
    assert run_spec(monkeypatch, "--no-prune")["qt_file_wanted"](dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qtdeclarative_ru.qm",
        "PySide6/Qt/qml/QtQuick/qmldir",
        "PySide6/Qt6Quick.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    ],
)
def test_qt_files_the_game_does_not_use_are_left_out(
    monkeypatch: pytest.MonkeyPatch, dest: str
) -> None:
    assert not run_spec(monkeypatch, "--no-prune")["qt_file_wanted"](dest)


def test_pruning_drops_symlinks_to_dropped_libraries(monkeypatch: pytest.MonkeyPatch) -> None:
    prune_qt = run_spec(monkeypatch, "--no-prune")["prune_qt"]
    binaries = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/x/core", "BINARY"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "/x/quick", "BINARY"),
    ]
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
        ("resources/icons/popout.svg", "/x/popout.svg", "DATA"),
    ]
    kept_binaries, kept_datas, left_out = prune_qt(binaries, datas)
    assert [e[0] for e in kept_binaries] == ["PySide6/Qt/lib/libQt6Core.so.6"]
    assert [e[0] for e in kept_datas] == ["libQt6Core.so.6", "resources/icons/popout.svg"]
    assert left_out == ["PySide6/Qt/lib/libQt6Quick.so.6", "libQt6Quick.so.6"]


def test_pruning_drops_system_libraries_nothing_links_to(monkeypatch: pytest.MonkeyPatch) -> None:
    prune_unlinked = run_spec(monkeypatch, "--no-prune")["prune_unlinked"]
    binaries = [
        ("libpython3.11.so.1.0", "/x/libpython", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/gui", "BINARY"),
        ("python3.11/lib-dynload/_json.so", "/x/json", "EXTENSION"),
        ("libpng16.so.16", "/x/png", "BINARY"),
        ("libz.so.1", "/x/z", "BINARY"),
        ("libpango-1.0.so.0", "/x/pango", "BINARY"),
        ("libcairo.so.2", "/x/cairo", "BINARY"),
    ]
    links = {
        "/x/gui": ["libpng16.so.16"],
        "/x/png": ["/lib/libz.so.1"],
        "/x/pango": ["libcairo.so.2"],
    }
    kept, dropped = prune_unlinked(binaries, lambda path: links.get(path, []))
    assert dropped == ["libcairo.so.2", "libpango-1.0.so.0"]
    assert [e[0] for e in kept] == [e[0] for e in binaries[:5]]


def test_icu_stub_source_defines_the_data_symbol(monkeypatch: pytest.MonkeyPatch) -> None:
    source = run_spec(monkeypatch, "--no-prune")["icu_stub_source"]("73")
    assert "icudt73_dat" in source
    assert "'C', 'm', 'n', 'D'" in source


def test_spec_moves_the_multiprocessing_hook_into_the_archive(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A player's start runs no multiprocessing hook; the entry point can import it as a module."""
    namespace = run_spec(monkeypatch, "--no-prune")
    [(_, analysis)] = recorded("Analysis")
    assert analysis["module_collection_mode"] == {"popout_desktop": "pyc"}
    a = namespace["a"]
    assert [name for name, _, _ in a.scripts] == ["pyi_rth_inspect", "popout_entry"]
    assert ("pyi_rth_multiprocessing", "/h/pyi_rth_multiprocessing.py", "PYMODULE") in a.pure
    [(pyz_args, _)] = recorded("PYZ")
    assert pyz_args[0] is a.pure
    defer = namespace["defer_multiprocessing_hook"]
    with pytest.raises(SystemExit, match="0 pyi_rth_multiprocessing hooks"):
        defer([("popout_entry", "/x/popout_entry.py", "PYSOURCE")], [])


def test_entry_point_diverts_multiprocessing_s_processes_first() -> None:
    """Before anything but sys and the one-function check: a frozen start that is one of
    multiprocessing's runs PyInstaller's hook and freeze_support; no other start imports them."""
    tree = ast.parse((BUILD_SCRIPTS / "popout_entry.py").read_text(encoding="utf-8"))
    code = [
        s for s in tree.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
    ]
    assert ast.unparse(code[0]) == "import sys"
    assert ast.unparse(code[1]) == (
        "from popout_desktop.app.multiprocessing_child import is_multiprocessing_child"
    )
    divert = code[2]
    assert isinstance(divert, ast.If) and not divert.orelse
    assert ast.unparse(divert.test) == (
        "getattr(sys, 'frozen', False) and is_multiprocessing_child(sys.argv)"
    )
    assert [ast.unparse(s) for s in divert.body] == [
        "import multiprocessing",
        "import pyi_rth_multiprocessing",
        "multiprocessing.freeze_support()",
    ]
    imported = {
        alias.name
        for s in code[3:]
        if isinstance(s, (ast.Import, ast.ImportFrom))
        for alias in s.names
    }
    assert "multiprocessing" not in imported


def test_a_player_s_start_of_the_entry_point_imports_no_multiprocessing(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    """Run as the frozen app runs it (``sys.frozen`` set) up to the game's ``main``."""
    probe = (
        "import runpy, sys; sys.frozen = True; sys.argv = ['popout', '--version'];"
        "import popout_desktop.app.main as m; m.main = lambda: 0;"
        f"runpy.run_path({str(BUILD_SCRIPTS / 'popout_entry.py')!r}, run_name='__main__')"
    )
    env = {**subprocess_env, "POPOUT_HOME": str(tmp_path)}
    done = subprocess.run(
        [python, "-X", "importtime", "-c", probe], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    assert "popout_desktop.app.multiprocessing_child" in imported
    assert not {"multiprocessing", "subprocess", "pickle"} & imported


def test_pyproject_has_a_build_extra_with_pyinstaller() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    build_extra = project["optional-dependencies"]["build"]
    assert any(requirement.lower().startswith("pyinstaller") for requirement in build_extra)


# -- build.py and smoke_test ---------------------------------------------------------------------


def test_build_script_says_what_to_install_when_pyinstaller_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    build = load_script("build.py")
    real_find_spec = importlib.util.find_spec

    def find_spec(name: str, *args: Any) -> Any:
        return None if name == "PyInstaller" else real_find_spec(name, *args)

    monkeypatch.setattr(build.importlib.util, "find_spec", find_spec)
    assert build.main([]) == 2
    assert "pip install pyinstaller" in capsys.readouterr().err


def test_build_looks_for_the_compiled_cores_where_setup_builds_them() -> None:
    """build.py refuses to build without the compiled cores: it must look for them under the
    module names setup.py gives them (a move of the cores once made it refuse a good checkout)."""
    build = load_script("build.py")
    built = re.findall(r'Extension\(\s*"([\w.]+)"', (ROOT / "setup.py").read_text(encoding="utf-8"))
    assert len(built) == 2
    assert sorted(build.COMPILED_CORES) == sorted(built)


def test_build_and_smoke_test_agree_on_the_output() -> None:
    build = load_script("build.py")
    exe = "popout.exe" if sys.platform == "win32" else "popout"
    assert build.output_path(onefile=False) == ROOT / "dist" / "popout" / exe
    assert build.output_path(onefile=True) == ROOT / "dist" / "onefile" / exe
    smoke = BUILD_SCRIPTS / "smoke_test"
    assert smoke.read_text(encoding="utf-8").startswith("#!/usr/bin/env python3")
    if os.name == "posix":
        assert os.access(smoke, os.X_OK)


# -- icons ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_icon_pngs_exist_with_their_size(size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "popout.png"
    assert png_size(path.read_bytes()) == (size, size)


def test_ico_is_well_formed() -> None:
    data = (ICONS / "popout.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        entry = data[6 + 16 * index : 22 + 16 * index]
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", entry)
        size = width or 256
        assert (width, planes, bits) == (height, 1, 32)
        assert png_size(data[offset : offset + length]) == (size, size)
        assert offset + length <= len(data)
        sizes.append(size)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_is_well_formed() -> None:
    data = (ICONS / "popout.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {kind: size for kind, size in load_script("make_icons.py").ICNS_TYPES}
    found = {}
    offset = 8
    while offset < len(data):
        kind = data[offset : offset + 4].decode("ascii")
        length = struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        found[kind] = png_size(data[offset + 8 : offset + length])[0]
        offset += length
    assert offset == len(data)
    assert found == expected
    assert {"ic07", "ic08", "ic09", "ic10"} <= set(found)


def test_ico_and_icns_writers_round_trip() -> None:
    make_icons = load_script("make_icons.py")
    png = (ICONS / "hicolor" / "16x16" / "apps" / "popout.png").read_bytes()
    ico = make_icons.ico_bytes({16: png})
    assert ico[:6] == struct.pack("<HHH", 0, 1, 1)
    assert ico[22:] == png
    icns = make_icons.icns_bytes([("icp4", png)])
    entry = b"icp4" + struct.pack(">I", 8 + len(png)) + png
    assert icns == b"icns" + struct.pack(">I", 8 + len(entry)) + entry


# -- desktop integration -------------------------------------------------------------------------


def read_desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_file_has_the_required_keys() -> None:
    entry = read_desktop_entry(DESKTOP / f"{APP_ID}.desktop")
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Pop Out"
    assert entry["Exec"] == "popout --from-desktop %u"
    assert entry["Icon"] == "popout"
    assert entry["Terminal"] == "false"
    assert {"Game", "BoardGame"} <= set(entry["Categories"].split(";"))
    assert entry["MimeType"].split(";")[:2] == [
        "application/x-popout-game",
        "x-scheme-handler/popout",
    ]
    for code in ("ru", "pl", "it", "nl"):
        assert entry[f"Name[{code}]"]
        assert entry[f"Comment[{code}]"] != entry["Comment"]


def test_desktop_file_validates() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    done = subprocess.run(
        [tool, str(DESKTOP / f"{APP_ID}.desktop")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower()


def test_metainfo_names_the_app_and_this_version() -> None:
    root = ET.parse(DESKTOP / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("name") == "Pop Out"
    assert root.findtext("summary")
    launchable = root.find("launchable")
    assert launchable is not None
    assert launchable.get("type") == "desktop-id"
    assert (DESKTOP / str(launchable.text)).is_file()
    releases = root.findall("releases/release")
    assert releases
    assert releases[0].get("version") == __version__
    assert root.findtext("provides/mediatype") == "application/x-popout-game"
    assert root.findtext("provides/binary") == "popout"
    assert root.find("content_rating") is not None


def test_metainfo_validates() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    done = subprocess.run(
        [tool, "validate", "--pedantic", "--no-net", str(DESKTOP / f"{APP_ID}.metainfo.xml")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # Pedantic: not even a warning. Infos may remain: AppStream 0.16 (Debian 12) does not know
    # <developer> yet, 1.0 calls <developer_name> old; the file has both.
    problems = [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert problems == [], done.stdout


def read_metainfo() -> ET.Element:
    return ET.parse(DESKTOP / f"{APP_ID}.metainfo.xml").getroot()


def project_homepage() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["urls"]["Homepage"])


def listing_screenshot_path(url: str) -> Path:
    """The file in this repository that a screenshot's URL names: the raw-file URL of the
    homepage's GitHub repository, on its main branch."""
    owner_repo = project_homepage().removeprefix("https://github.com/")
    prefix = f"https://raw.githubusercontent.com/{owner_repo}/main/"
    assert url.startswith(prefix), url
    return ROOT / url.removeprefix(prefix)


def test_metainfo_screenshots_are_the_repository_s_own_light_and_dark() -> None:
    from PIL import Image, ImageStat

    screenshots = read_metainfo().findall("screenshots/screenshot")
    assert len(screenshots) == 2
    assert [s.get("type") for s in screenshots] == ["default", None]
    listing = load_script("screenshots.py")
    means = []
    for screenshot, (stem, _theme) in zip(screenshots, listing.LISTING_SHOTS, strict=True):
        assert len(str(screenshot.findtext("caption"))) > 10
        [image] = screenshot.findall("image")
        assert image.get("type") == "source"
        path = listing_screenshot_path(str(image.text))
        assert path == listing.LISTING_OUT / f"{stem}.png"
        data = path.read_bytes()
        assert len(data) < 300_000, f"{path.name}: {len(data)} bytes"
        size = png_size(data)
        assert (
            size
            == listing.LISTING_SIZE
            == (int(image.get("width", 0)), int(image.get("height", 0)))
        )
        assert size[0] / size[1] == 16 / 9  # AppStream's guidelines
        with Image.open(path) as picture:
            rgb = picture.convert("RGB")
        assert len(rgb.getcolors(1 << 16) or ()) > 50, f"{path.name} looks blank"
        # Red and Yellow discs are on the board: strongly red and strongly yellow pixels.
        small = rgb.resize((320, 200), Image.Resampling.NEAREST).tobytes()
        pixels = list(zip(small[0::3], small[1::3], small[2::3], strict=True))
        assert any(r > 180 and g < 90 and b < 90 for r, g, b in pixels), f"{path.name}: no red"
        assert any(r > 200 and g > 160 and b < 90 for r, g, b in pixels), f"{path.name}: no yellow"
        means.append(sum(ImageStat.Stat(rgb.convert("L")).mean))
    light, dark = means
    assert light > dark + 60, means  # the second is the Dark theme indeed


@pytest.mark.slow
def test_listing_screenshots_are_today_s_window(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    """The listing mode makes them again (offscreen, on a screen of their size), and the shipped
    ones are what it makes: if the window has changed, run it again (build_scripts/screenshots.py
    says how)."""
    from PIL import Image, ImageChops

    listing = load_script("screenshots.py")
    width, height = listing.LISTING_SIZE
    screens = {"screens": [{"name": "listing", "x": 0, "y": 0, "width": width, "height": height}]}
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(screens), encoding="utf-8")
    subprocess_env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    out = tmp_path / "listing"
    script = str(BUILD_SCRIPTS / "screenshots.py")
    done = subprocess.run(
        [python, script, "--listing", "--out", str(out)],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for stem, _theme in listing.LISTING_SHOTS:
        with (
            Image.open(out / f"{stem}.png") as made,
            Image.open(listing.LISTING_OUT / f"{stem}.png") as shipped,
        ):
            assert made.size == shipped.size == listing.LISTING_SIZE
            difference = ImageChops.difference(made.convert("RGB"), shipped.convert("RGB"))
            changed = sum(1 for value in difference.convert("L").tobytes() if value > 40)
        assert changed < 0.02 * width * height, f"{stem}: {changed} pixels differ; make it again"


def test_metainfo_rating_controls_developer_and_links() -> None:
    root = read_metainfo()
    rating = root.find("content_rating")
    assert rating is not None
    assert rating.get("type") == "oars-1.1"
    # The players of a LAN or internet game chat with nobody moderating it.
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"social-chat": "intense"}
    # Touch: tests/ui/board/test_board_touch.py plays with taps.
    assert [c.text for c in root.findall("supports/control")] == ["pointing", "keyboard", "touch"]
    developer = root.find("developer")
    assert developer is not None
    assert developer.get("id") == "org.popoutdesktop"
    assert developer.findtext("name") == root.findtext("developer_name")
    urls = {u.get("type"): str(u.text) for u in root.findall("url")}
    homepage = project_homepage()
    assert urls == {
        "homepage": homepage,
        "bugtracker": f"{homepage}/issues",
        "vcs-browser": homepage,
        "help": f"{homepage}#readme",
    }


def test_metainfo_release_notes_for_this_version() -> None:
    [release] = read_metainfo().findall("releases/release")
    assert release.get("version") == __version__
    assert release.get("date")
    notes = [str(li.text) for li in release.findall("description/ul/li")]
    assert len(notes) >= 5
    assert all(len(note) < 120 for note in notes), "release notes are short"
    text = " ".join(notes)
    for feature in (
        "Pop 10",
        "Power Up",
        "internet",
        "saved",
        "review",
        "Puzzles",
        "screen reader",
    ):
        assert feature in text


def test_mime_type_matches_real_saved_games() -> None:
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(DESKTOP / "popout-mime.xml").getroot()
    mime = root.find("m:mime-type", namespace)
    assert mime is not None
    assert mime.get("type") == "application/x-popout-game"
    glob = mime.find("m:glob", namespace)
    assert glob is not None
    assert glob.get("pattern") == "*.popout"
    match = mime.find("m:magic/m:match", namespace)
    assert match is not None
    start, _, end = str(match.get("offset")).partition(":")
    head = savefile.dumps(savefile.SavedGame(Game())).encode("utf-8")
    assert str(match.get("value")).encode("utf-8") in head[int(start) : int(end or start) + 64]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop.org install")
def test_install_desktop_installs_and_uninstalls_in_a_home(tmp_path: Path) -> None:
    home = tmp_path / "home with space"
    home.mkdir()
    program = tmp_path / "app dir" / "popout"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    script = str(BUILD_SCRIPTS / "install_desktop.py")
    done = subprocess.run(
        [sys.executable, script, "--exec", str(program), "--quiet"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    share = home / ".local" / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    expected = [
        desktop,
        share / "mime" / "packages" / "popout-mime.xml",
        share / "metainfo" / f"{APP_ID}.metainfo.xml",
        share / "icons" / "hicolor" / "48x48" / "apps" / "popout.png",
        share / "icons" / "hicolor" / "512x512" / "apps" / "popout.png",
        share / "icons" / "hicolor" / "scalable" / "apps" / "popout.svg",
    ]
    assert [p for p in expected if not p.is_file()] == []
    entry = read_desktop_entry(desktop)
    assert entry["Exec"] == f'"{program}" --from-desktop %u'
    assert entry["MimeType"] == "application/x-popout-game;x-scheme-handler/popout;"

    done = subprocess.run(
        [sys.executable, script, "--uninstall", "--quiet"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert [p for p in expected if p.exists()] == []
    mimeapps = home / ".config" / "mimeapps.list"
    if mimeapps.exists():
        assert APP_ID not in mimeapps.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("program", "quoted"),
    [
        ("/opt/popout/popout", "/opt/popout/popout"),
        ("popout", "popout"),
        ("/home/a b/popout", '"/home/a b/popout"'),
        ("/odd/100%/$x", '"/odd/100%%/\\\\$x"'),
    ],
)
def test_exec_key_quoting(program: str, quoted: str) -> None:
    assert load_script("install_desktop.py").exec_quote(program) == quoted


# -- popout --self-test --------------------------------------------------------------------------


def test_self_test_passes_from_source(python: str, subprocess_env: dict[str, str]) -> None:
    done = subprocess.run(
        [python, "-m", "popout_desktop", "--self-test"],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"popout {__version__} self-test (from source")
    for preset in SELF_TEST_PRESETS:
        assert any(line.startswith(f"  ok   game {preset}: ") for line in lines), lines
    assert "engine worker process: pid" in done.stdout
    assert lines[-1].startswith("popout self-test passed")
    # Nothing else: the offscreen platform's "This plugin does not support
    # propagateSizeHints()" (twice) is dropped (popout_desktop.app.main.QUIET_QT_MESSAGES).
    assert done.stderr == ""
    assert all(line.startswith(("popout ", "  ok   ")) for line in lines), lines


def test_self_test_fails_with_a_message(python: str, subprocess_env: dict[str, str]) -> None:
    code = (
        "import sys\n"
        "from popout_desktop.app.selftest import run_self_test\n"
        "sys.exit(run_self_test(presets=['no_such_table']))\n"
    )
    done = subprocess.run(
        [python, "-c", code], env=subprocess_env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAIL game no_such_table" in done.stdout
    assert "popout self-test FAILED" in done.stdout


def test_self_test_never_hangs(python: str, subprocess_env: dict[str, str]) -> None:
    code = (
        "import sys, time\n"
        "from popout_desktop.app import selftest\n"
        "selftest._SelfTest.run = lambda self: time.sleep(60) or 0\n"
        "sys.exit(selftest.run_self_test(timeout=0.5))\n"
    )
    done = subprocess.run(
        [python, "-c", code], env=subprocess_env, capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 3, done.stdout + done.stderr
    assert "no result within" in done.stdout


# -- a system without fontconfig's configuration (root, Linux: a mount namespace) ----------------


def run_without_fontconfig_config(
    command: list[str], env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """Run ``command`` where /etc/fonts is an empty folder, as on a minimal Debian with only the
    libraries the bundle needs: a tmpfs over it in a mount namespace of the child's own (nothing
    changes for anyone else). Skips where that cannot be done (not root; a chroot or a package
    builder, where unshare is refused)."""
    script = f'mount -t tmpfs -o mode=755 tmpfs /etc/fonts || exit {MOUNT_FAILED}; exec "$@"'
    return run_with_private_mounts(
        script, command, env, what="private mount of /etc/fonts", timeout=300
    )


def test_the_bundle_brings_a_fontconfig_where_the_system_has_none(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    env = {
        **subprocess_env,
        "HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    for name in ("FONTCONFIG_FILE", "FONTCONFIG_PATH"):
        env.pop(name, None)
    fonts = (
        "from PySide6.QtGui import QFontDatabase as D, QGuiApplication as A; A([]); D.families()"
    )
    bare = run_without_fontconfig_config([python, "-c", fonts], env)
    assert "Fontconfig error: Cannot load default config file" in bare.stderr  # as reported
    entry = str(BUILD_SCRIPTS / "popout_entry.py")  # the frozen app's entry point
    done = run_without_fontconfig_config([python, entry, "--self-test"], env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr == ""
    assert "  ok   font: 'DejaVu Sans'" in done.stdout


def test_the_bundled_fontconfig_finds_the_bundled_font(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run_spec(monkeypatch, "--no-prune")
    [(_, analysis)] = recorded("Analysis")
    conf = ROOT / "resources" / "fontconfig" / "fonts.conf"
    assert (str(conf), "resources/fontconfig") in analysis["datas"]
    root = ET.parse(conf).getroot()
    assert root.tag == "fontconfig"
    relative = [d.text for d in root.iter("dir") if d.get("prefix") == "relative"]
    assert relative == ["../fonts"]
    assert (conf.parent / "../fonts" / "DejaVuSans.ttf").is_file()
    assert any(c.get("prefix") == "xdg" for c in root.iter("cachedir"))
