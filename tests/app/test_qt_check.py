"""When Qt cannot load, ``popout`` says in one line which library is missing and which package
has it, and exits 1: no traceback, no abort from inside Qt."""

from __future__ import annotations

import ctypes
import importlib.machinery
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from popout_desktop.app import qt_check
from popout_desktop.app.qt_check import (
    DEBIAN_PACKAGES,
    XCB_PLUGIN,
    describe_load_error,
    missing_library,
    platform_problem,
    will_use_xcb,
)
from tests.mount_namespace import MOUNT_FAILED, run_with_private_mounts, unshare_refused

#: What the dynamic loader says, word for word, as seen on Debian 12 with the library hidden
#: (``import PySide6.QtGui`` without libGL.so.1; ``ctypes.CDLL`` of libqxcb.so without
#: libxcb-icccm.so.4).
LOADER_MESSAGE = "{}: cannot open shared object file: No such file or directory"


@pytest.mark.parametrize(
    ("library", "package"),
    [
        ("libGL.so.1", "libgl1"),
        ("libEGL.so.1", "libegl1"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
        ("libxkbcommon.so.0", "libxkbcommon0"),
        ("libfontconfig.so.1", "libfontconfig1"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libX11.so.6", "libx11-6"),
        ("libxcb.so.1", "libxcb1"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ],
)
def test_the_missing_library_and_its_package_are_named(library: str, package: str) -> None:
    message = LOADER_MESSAGE.format(library)
    assert missing_library(message) == library
    assert describe_load_error(message) == (
        f"Qt cannot start: the library {library} is missing "
        f"(on Debian or Ubuntu: sudo apt-get install {package})"
    )


def test_a_library_not_in_the_table_is_still_named() -> None:
    line = describe_load_error(LOADER_MESSAGE.format("libwhatever.so.3"))
    assert "the library libwhatever.so.3 is missing" in line
    assert "apt-file search libwhatever.so.3" in line


def test_other_failures_are_one_line_too() -> None:
    assert describe_load_error("No module named 'PySide6'") == (
        "Qt cannot start: No module named 'PySide6'"
    )
    line = describe_load_error("/x/libQt6Gui.so.6: version `Qt_6.11' not found\nmore\n")
    assert line == "Qt cannot start: /x/libQt6Gui.so.6: version `Qt_6.11' not found"


def test_the_table_covers_the_xcb_plugins_libraries() -> None:
    for library in (
        "libxcb-cursor.so.0",
        "libxcb-icccm.so.4",
        "libxcb-keysyms.so.1",
        "libxcb-image.so.0",
        "libxcb-randr.so.0",
        "libxcb-render-util.so.0",
        "libxcb-shape.so.0",
        "libxcb-xkb.so.1",
        "libxkbcommon-x11.so.0",
    ):
        assert library in DEBIAN_PACKAGES


# -- will Qt use xcb? ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("platform", "environ", "expected"),
    [
        (None, {}, True),  # Qt's default on Linux
        (None, {"QT_QPA_PLATFORM": "xcb"}, True),
        (None, {"QT_QPA_PLATFORM": "xcb:nograb"}, True),
        (None, {"QT_QPA_PLATFORM": "offscreen"}, False),
        (None, {"QT_QPA_PLATFORM": "wayland;xcb"}, False),  # Qt falls back on its own
        (None, {"XDG_SESSION_TYPE": "wayland"}, False),
        (None, {"WAYLAND_DISPLAY": "wayland-0"}, False),
        ("offscreen", {"QT_QPA_PLATFORM": "xcb"}, False),  # -platform wins
        ("xcb", {"QT_QPA_PLATFORM": "offscreen"}, True),
    ],
)
def test_when_qt_will_use_xcb(
    platform: str | None,
    environ: dict[str, str],
    expected: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert will_use_xcb(platform, environ) is expected
    monkeypatch.setattr(sys, "platform", "darwin")
    assert will_use_xcb(platform, environ) is False


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    """An xcb plugin file in a plugin folder of its own."""
    path = tmp_path / "plugins" / XCB_PLUGIN
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x7fELF")
    return path


class Loader:
    """Stands in for ctypes.CDLL: records what is loaded, fails like the loader for ``missing``."""

    def __init__(self, missing: str | None = None) -> None:
        self.missing = missing
        self.loaded: list[str] = []

    def __call__(self, path: str) -> object:
        self.loaded.append(path)
        if self.missing is not None:
            raise OSError(LOADER_MESSAGE.format(self.missing))
        return object()


def test_the_xcb_plugin_is_loaded_as_qt_would_load_it(
    plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    loader = Loader("libxcb-cursor.so.0")
    problem = platform_problem(None, {"DISPLAY": ":0"}, plugin, load=loader)
    assert loader.loaded == [str(plugin)]
    assert problem == describe_load_error(LOADER_MESSAGE.format("libxcb-cursor.so.0"))
    assert "sudo apt-get install libxcb-cursor0" in problem
    fine = Loader()
    assert platform_problem("xcb", {"DISPLAY": ":0"}, plugin, load=fine) is None
    assert fine.loaded == [str(plugin)]


def test_a_bundles_reworded_error_is_read_through(
    plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PyInstaller's ctypes.CDLL raises its own OSError from the loader's (pyimod03_ctypes)."""
    monkeypatch.setattr(sys, "platform", "linux")

    def frozen_cdll(path: str) -> object:
        try:
            raise OSError(LOADER_MESSAGE.format("libxcb-icccm.so.4"))
        except OSError as loader_error:
            raise OSError(
                f"Failed to load dynlib/dll {path!r}. Most likely this dynlib/dll was not found "
                "when the application was frozen."
            ) from loader_error

    problem = platform_problem(None, {"DISPLAY": ":0"}, plugin, load=frozen_cdll)
    assert problem == describe_load_error(LOADER_MESSAGE.format("libxcb-icccm.so.4"))


def test_nothing_is_loaded_for_another_platform(
    plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    loader = Loader("libxcb-cursor.so.0")
    assert platform_problem("offscreen", {"DISPLAY": ":0"}, plugin, load=loader) is None
    assert platform_problem(None, {"WAYLAND_DISPLAY": "w"}, plugin, load=loader) is None
    assert loader.loaded == []


def test_no_x_display_is_said_before_qt_aborts(
    plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    loader = Loader()
    problem = platform_problem(None, {}, plugin, load=loader)
    assert problem is not None
    assert "no X display" in problem
    assert "-platform offscreen" in problem
    assert platform_problem(None, {}, plugin, display=":3", load=loader) is None


def test_a_qt_without_the_xcb_plugin_is_left_to_qt(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    loader = Loader("libxcb-cursor.so.0")
    assert platform_problem(None, {"DISPLAY": ":0"}, None, load=loader) is None
    assert loader.loaded == []


def test_the_plugin_is_looked_for_where_qt_looks(plugin: Path, tmp_path: Path) -> None:
    plugins = plugin.parent.parent
    qts_own = qt_check.plugin_folders({})[-1] / XCB_PLUGIN
    assert qt_check.xcb_plugin({}) == (qts_own if qts_own.is_file() else None)
    # A PyInstaller bundle sets QT_PLUGIN_PATH to the plugins it carries: they come first.
    empty = tmp_path / "empty"
    empty.mkdir()
    path = os.pathsep.join([str(empty), str(plugins)])
    assert qt_check.xcb_plugin({"QT_PLUGIN_PATH": path}) == plugin
    assert qt_check.xcb_plugin({"QT_QPA_PLATFORM_PLUGIN_PATH": str(plugin.parent)}) == plugin


def test_here_qt_loads() -> None:
    assert qt_check.import_problem() is None
    assert (qt_check.plugin_folders({})[-1] / "platforms").is_dir()


# -- QtNetwork: its libraries checked at start, its module made after the first frame -----------


def test_qtnetwork_s_libraries_are_loaded_but_its_module_is_not_made(
    python: str, subprocess_env: dict[str, str]
) -> None:
    """Issue 33 point 4: the check loads QtNetwork's libraries (a missing one is said before any
    window, as before) without making PySide's module, which the game imports after its first
    frame."""
    child = (
        "import json, sys\n"
        "from popout_desktop.app import qt_check\n"
        "problem = qt_check.import_problem()\n"
        "maps = open('/proc/self/maps').read() if sys.platform.startswith('linux') else ''\n"
        "print(json.dumps([problem, 'PySide6.QtNetwork' in sys.modules,\n"
        "                  'PySide6.QtWidgets' in sys.modules, 'libQt6Network' in maps]))\n"
    )
    done = subprocess.run(
        [python, "-c", child], env=subprocess_env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    problem, network_module, widgets_module, network_library = json.loads(done.stdout)
    assert problem is None
    assert widgets_module and not network_module
    if sys.platform.startswith("linux"):
        assert network_library


def test_a_later_module_s_missing_library_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    message = "Cannot load library QtNetwork.abi3.so: " + LOADER_MESSAGE.format(
        "libgssapi_krb5.so.2"
    )
    tried: list[str] = []

    def load(path: str) -> str:
        tried.append(path)
        return message

    problem = qt_check.library_problem("PySide6.QtNetwork", load=load)
    assert problem == describe_load_error(message)
    assert problem is not None and "libgssapi-krb5-2" in problem
    assert len(tried) == 1 and Path(tried[0]).name.startswith("QtNetwork")


def test_a_later_module_that_is_not_a_library_or_not_there_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "popout_not_a_library.so").write_bytes(b"not a shared library")
    monkeypatch.syspath_prepend(str(tmp_path))
    problem = qt_check.library_problem("popout_not_a_library")
    assert problem is not None
    assert problem.startswith("Qt cannot start: ") and "\n" not in problem
    assert qt_check.import_problem(later=("PySide6.QtNowhere",)) == (
        "Qt cannot start: No module named 'PySide6.QtNowhere'"
    )


def test_a_later_module_without_a_file_of_its_own_is_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A built-in module (or a bundler's, with no file to load) is imported, as the others are;
    an import that fails is one line."""
    assert "_imp" in sys.builtin_module_names
    assert qt_check.library_problem("_imp") is None  # built in: no file
    package = tmp_path / "popout_later_package"
    package.mkdir()
    (package / "__init__.py").write_text(
        "raise ImportError('libnothing.so.7: cannot open shared "
        "object file: No such file or directory')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(
        "importlib.util.find_spec",
        lambda name: importlib.machinery.ModuleSpec(name, None),  # no origin, as when frozen
    )
    assert qt_check.library_problem("popout_later_package") == describe_load_error(
        LOADER_MESSAGE.format("libnothing.so.7")
    )


# -- the real program, with Qt made to fail ------------------------------------------------------

FAKE_PYSIDE6 = '''
"""A PySide6 that fails to load as the real one does when a system library is missing."""
import os

raise ImportError(
    os.environ["FAKE_QT_ERROR"],
    name="PySide6.QtGui",
    path="/site-packages/PySide6/QtGui.abi3.so",
)
'''


@pytest.fixture
def qt_fails(tmp_path: Path, subprocess_env: dict[str, str]) -> dict[str, str]:
    """A child environment whose PySide6 raises the loader's ImportError for libGL.so.1."""
    package = tmp_path / "fake" / "PySide6"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(textwrap.dedent(FAKE_PYSIDE6), encoding="utf-8")
    env = dict(subprocess_env)
    env["PYTHONPATH"] = os.pathsep.join([str(package.parent), env["PYTHONPATH"]])
    env["FAKE_QT_ERROR"] = LOADER_MESSAGE.format("libGL.so.1")
    return env


def run_popout(python: str, env: dict[str, str], *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python, "-m", "popout_desktop", *argv],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


EXPECTED_LINE = (
    "popout: Qt cannot start: the library libGL.so.1 is missing "
    "(on Debian or Ubuntu: sudo apt-get install libgl1)\n"
)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--self-test"],
        ["--columns", "9", "--pop-ten"],
        ["--lang", "ru"],
        ["--from-desktop", "saved.popout"],
        ["-platform", "xcb"],
    ],
)
def test_without_qt_one_line_and_exit_1(
    python: str, qt_fails: dict[str, str], argv: list[str]
) -> None:
    done = run_popout(python, qt_fails, *argv)
    assert (done.returncode, done.stderr) == (1, EXPECTED_LINE)
    assert done.stdout == ""


def test_without_qt_the_version_and_usage_errors_still_answer(
    python: str, qt_fails: dict[str, str]
) -> None:
    assert run_popout(python, qt_fails, "--version").returncode == 0
    done = run_popout(python, qt_fails, "--from-desktop", "--bogus")  # no Qt: no dialog either
    assert done.returncode == 2
    assert done.stderr.endswith("popout: error: unrecognized arguments: --bogus\n")
    assert "Traceback" not in done.stderr
    done = run_popout(python, qt_fails, "--pop-ten", "--pop-out")  # the explanation, in English
    assert done.returncode == 2
    assert "popout: error: Pop 10 cannot be played with Pop Out" in done.stderr


# -- with a library really missing (root, Linux: a private mount namespace) ----------------------

LIBRARY_FOLDER = Path("/usr/lib/x86_64-linux-gnu")


def run_hiding(
    tmp_path: Path, libraries: list[str], command: list[str], env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """Run ``command`` where ``libraries`` are gone from the system's library folder: an overlay
    mounted over it in a mount namespace of the child's own (nothing changes for anyone else).
    Skips the test where that cannot be done."""
    if not all((LIBRARY_FOLDER / name).exists() for name in libraries):
        pytest.skip(f"{libraries} not in {LIBRARY_FOLDER}: nothing to hide")
    upper, work = tmp_path / "upper", tmp_path / "work"
    upper.mkdir(exist_ok=True)
    work.mkdir(exist_ok=True)
    script = (
        f"mount -t overlay overlay -o lowerdir={LIBRARY_FOLDER},upperdir={upper},workdir={work} "
        f"{LIBRARY_FOLDER} || exit {MOUNT_FAILED}; for name in {' '.join(libraries)}; do rm -f "
        f'"{LIBRARY_FOLDER}/$name"; done; exec "$@"'
    )
    return run_with_private_mounts(script, command, env, what="overlay mount", timeout=60)


def fake_unshare(folder: Path, script: str) -> str:
    """An ``unshare`` program in ``folder`` that runs this shell ``script``."""
    program = folder / "unshare"
    program.write_text(f"#!/bin/sh\n{script}\n", encoding="utf-8")
    program.chmod(0o755)
    return str(program)


def test_an_unshare_refused_as_in_a_chroot_is_told_apart(tmp_path: Path) -> None:
    refusal = "unshare: cannot change root filesystem propagation: Invalid argument"
    refused = fake_unshare(tmp_path, f"echo '{refusal}' >&2; exit 1")
    assert unshare_refused(refused) == refusal
    works = tmp_path / "works"
    works.mkdir()
    assert unshare_refused(fake_unshare(works, 'shift; exec "$@"')) is None


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX: root and unshare(1)")
def test_hiding_skips_where_unshare_is_refused_and_fails_on_a_real_defect(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where unshare itself is refused the test skips, naming why; where it works, what the
    command does is the test's to judge (a failure there is not a skip)."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    tools = tmp_path / "bin"
    tools.mkdir()
    fake_unshare(tools, "echo 'unshare: cannot change root filesystem propagation' >&2; exit 1")
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ.get('PATH', '')}")
    real = LIBRARY_FOLDER / "libc.so.6"
    if not real.exists():
        pytest.skip(f"no {real} to pretend to hide")
    with pytest.raises(pytest.skip.Exception, match="unshare -m is refused here"):
        run_hiding(tmp_path, [real.name], ["true"], dict(os.environ))
    # unshare works, the command fails (a real defect): its result comes back, no skip.
    fake_unshare(tools, 'shift; [ "$1" = true ] && exit 0; echo broken >&2; exit 1')
    done = run_hiding(tmp_path, [real.name], ["true"], dict(os.environ))
    assert (done.returncode, done.stderr) == (1, "broken\n")


def test_a_really_missing_libgl_is_named(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    done = run_hiding(tmp_path, ["libGL.so.1"], [python, "-m", "popout_desktop"], subprocess_env)
    assert (done.returncode, done.stderr) == (1, EXPECTED_LINE)


def test_a_really_missing_xcb_library_is_named_instead_of_qt_aborting(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    env = {**subprocess_env, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":97"}
    done = run_hiding(tmp_path, ["libxcb-cursor.so.0"], [python, "-m", "popout_desktop"], env)
    assert done.returncode == 1, done.stderr  # not -6: Qt never got to abort
    [line] = done.stderr.splitlines()
    found = re.search(r"the library (\S+) is missing", line)
    assert found is not None, line
    named = found.group(1)
    assert line == f"popout: {describe_load_error(LOADER_MESSAGE.format(named))}"
    if named != "libxcb-cursor.so.0":  # this machine lacks another of the plugin's libraries
        with pytest.raises(OSError, match="cannot open shared object file"):
            ctypes.CDLL(named)
