"""Spotting, before anything else runs, that Qt cannot start here, and saying why in one line.

Three failures leave a player with a Python traceback or a misleading message:

* **A shared library Qt links to is missing** (``libGL.so.1``, ``libEGL.so.1``,
  ``libglib-2.0.so.0``, ...). Importing a PySide6 module then raises ImportError with the
  dynamic loader's message, ``libGL.so.1: cannot open shared object file: No such file or
  directory``. :func:`import_problem` imports the Qt modules the game uses and turns that into
  one line naming the library and the Debian package that provides it. ``QtNetwork``, which
  the game uses only once its window is on the screen, is checked by loading its extension's
  shared library (:func:`library_problem`, with :class:`~PySide6.QtCore.QLibrary`): the same
  libraries are loaded and a missing one is named the same way, but PySide's Python module (some
  9 ms of start-up) is made when first imported (issue 33 point 4).
* **The xcb platform plugin cannot load.** Qt then prints "From 6.5.0, xcb-cursor0 or
  libxcb-cursor0 is needed to load the Qt xcb platform plugin" — whichever library is really
  missing, even when none is and there is just no X display — and aborts the process from C++
  (``qFatal``), which Python cannot catch. :func:`platform_problem` looks first, before any
  ``QApplication`` exists, when the platform will be xcb: it loads the plugin file Qt would load
  (``libqxcb.so``, found where Qt looks: :func:`xcb_plugin`) with :func:`ctypes.CDLL`. That is
  the dynamic loader
  doing what it will do for Qt — the plugin's own RUNPATH, the libraries already loaded, the
  system's — so a library a PyInstaller bundle carries counts as found exactly when Qt would find
  it, and the loader names the first one missing (in a bundle PyInstaller's ``ctypes`` rewords
  the error, raising it *from* the loader's, which is read instead). No X display at all is
  reported too.
* **An X display is named but cannot be opened** (``DISPLAY=:77`` with no X server there, a
  server that refuses the connection, a screen it does not have). Qt says "could not connect to
  display", then the same wrong libxcb-cursor0 message, and aborts. Once the plugin has loaded,
  :func:`open_display` connects to the display as Qt will, through the libxcb the plugin links
  to (``xcb_connect``, looked up in the loaded plugin: its own dependency, so the very library
  Qt will use), and disconnects at once: half a millisecond on a local display.

Only the standard library is imported at load time.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

__all__ = [
    "DEBIAN_PACKAGES",
    "QT_LATER_MODULES",
    "QT_MODULES",
    "XCB_PLUGIN",
    "describe_display_error",
    "describe_load_error",
    "import_problem",
    "library_problem",
    "missing_library",
    "open_display",
    "platform_problem",
    "plugin_folders",
    "qt_problem",
    "will_use_xcb",
    "xcb_plugin",
]

#: The PySide6 modules the game imports at start (QtMultimedia is optional and not checked).
QT_MODULES = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
#: The PySide6 modules the game imports after its first frame: only their libraries are loaded
#: by the check (:func:`library_problem`).
QT_LATER_MODULES = ("PySide6.QtNetwork",)
#: The xcb platform plugin's file, in Qt's plugin folder.
XCB_PLUGIN = Path("platforms") / "libqxcb.so"

#: Shared library -> the Debian (and Ubuntu) package that provides it: the libraries PySide6's
#: Qt modules and the xcb platform plugin link to (``ldd``), checked with ``dpkg -S`` on Debian 12.
DEBIAN_PACKAGES: dict[str, str] = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libpng16.so.16": "libpng16-16",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libexpat.so.1": "libexpat1",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libsystemd.so.0": "libsystemd0",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libkrb5.so.3": "libkrb5-3",
    "libk5crypto.so.3": "libk5crypto3",
    "libcom_err.so.2": "libcom-err2",
    "libkrb5support.so.0": "libkrb5support0",
    "libkeyutils.so.1": "libkeyutils1",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}

# The dynamic loader's message (glibc's dlerror): "NAME: cannot open shared object file: ...";
# the pattern's text, compiled by ``re`` (and kept in its cache) when a library is missing.
_MISSING = r"(?P<name>[^\s:/]+\.so(?:\.[0-9]+)*): cannot open shared object file"


def missing_library(message: str) -> str | None:
    """The library a loader error names as missing (``libGL.so.1``), or None.

    >>> missing_library("libGL.so.1: cannot open shared object file: No such file or directory")
    'libGL.so.1'
    >>> missing_library("No module named 'PySide6'") is None
    True
    """
    match = re.search(_MISSING, message)
    return match.group("name") if match else None


def describe_load_error(message: str) -> str:
    """One line for a failure to load Qt: the missing library and its package when the message
    names one, else the message itself (its first line, shortened)."""
    name = missing_library(message)
    if name is None:
        first = (message.strip().splitlines() or ["unknown error"])[0]
        return f"Qt cannot start: {first[:300]}"
    package = DEBIAN_PACKAGES.get(name)
    if package is None:
        return (
            f"Qt cannot start: the library {name} is missing "
            f"(install the package that provides it; on Debian or Ubuntu: apt-file search {name})"
        )
    return (
        f"Qt cannot start: the library {name} is missing "
        f"(on Debian or Ubuntu: sudo apt-get install {package})"
    )


def import_problem(
    modules: Sequence[str] = QT_MODULES, later: Sequence[str] = QT_LATER_MODULES
) -> str | None:
    """Import the Qt modules the game needs at start and load the libraries of those it needs
    later (``later``); None if all load, else one line saying why not."""
    import importlib

    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError as error:
            return describe_load_error(str(error))
    for module in later:
        problem = library_problem(module)
        if problem is not None:
            return problem
    return None


def library_problem(module: str, load: Callable[[str], str | None] | None = None) -> str | None:
    """Load the shared library of the extension module ``module`` (the file it would be
    imported from) with the libraries it links to, without making the Python module: None if it
    loads, else one line saying why not. ``load(path)`` loads a library and returns the loader's
    error (None: loaded); by default Qt's :class:`~PySide6.QtCore.QLibrary` (QtCore must load).
    A module that is not a file of its own (built in, or a bundler's) is imported instead, as
    :func:`import_problem` imports the others.
    """
    import importlib
    import importlib.util

    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError) as error:
        return describe_load_error(str(error))
    if spec is None:
        return describe_load_error(f"No module named '{module}'")
    if spec.origin is None or not Path(spec.origin).is_file():
        try:
            importlib.import_module(module)
        except ImportError as error:
            return describe_load_error(str(error))
        return None
    message = (load or _load_with_qt)(spec.origin)
    return None if message is None else describe_load_error(message)


def _load_with_qt(path: str) -> str | None:
    """Load the library at ``path`` as Qt loads one: None, else the loader's message."""
    from PySide6.QtCore import QLibrary

    library = QLibrary(path)
    return None if library.load() else library.errorString()


def will_use_xcb(platform: str | None, environ: Mapping[str, str]) -> bool:
    """True if Qt is bound to the xcb platform, with no other to fall back on: Linux, and
    ``platform`` (the ``-platform`` option), else ``QT_QPA_PLATFORM``, names xcb alone (Qt tries
    the names of a list such as ``wayland;xcb`` in turn); or neither is set and the session is
    not a Wayland one (then Qt's default on Linux is xcb).
    """
    if not sys.platform.startswith("linux"):
        return False
    spec = platform if platform is not None else environ.get("QT_QPA_PLATFORM", "")
    names = [part.split(":", 1)[0].strip() for part in spec.split(";") if part.strip()]
    if names:
        return names == ["xcb"]
    wayland = environ.get("XDG_SESSION_TYPE", "").lower() == "wayland" or bool(
        environ.get("WAYLAND_DISPLAY")
    )
    return not wayland


#: What the player can do when there is no X display to use, after the reason.
_NO_DISPLAY_ADVICE = (
    "start the game from a desktop session, or pass -platform offscreen for no window"
)

#: ``xcb_connection_has_error``'s values (xcb.h) that can come out of ``xcb_connect``.
XCB_CONN_ERROR = 1
XCB_CONN_CLOSED_MEM_INSUFFICIENT = 3
XCB_CONN_CLOSED_PARSE_ERR = 5
XCB_CONN_CLOSED_INVALID_SCREEN = 6


def describe_display_error(display: str, code: int, said: str = "", screen: int = 0) -> str:
    """One line for an X display that cannot be opened.

    ``code`` is ``xcb_connection_has_error``'s value after ``xcb_connect(display)``
    (:data:`XCB_CONN_CLOSED_INVALID_SCREEN`: the server has no screen ``screen``);
    ``said`` is what libxcb printed meanwhile: the X server's own reason for refusing the
    connection ("Authorization required, ...").

    >>> describe_display_error(":77", XCB_CONN_ERROR)[:75]
    'Qt cannot start: cannot open the X display :77 (no X server answers there)'
    """
    shown = _one_line(display, 80)
    reason = _one_line(" ".join(said.split()), 200)
    if code == XCB_CONN_CLOSED_PARSE_ERR:
        why = "that is not an X display name, such as :0"
    elif code == XCB_CONN_CLOSED_INVALID_SCREEN:
        why = f"the X server there has no screen {screen}"
    elif reason:
        why = f"the X server there refused the connection: {reason}"
    elif code == XCB_CONN_CLOSED_MEM_INSUFFICIENT:
        why = "out of memory"
    else:
        why = "no X server answers there"
    return f"Qt cannot start: cannot open the X display {shown} ({why}); {_NO_DISPLAY_ADVICE}"


def _one_line(text: str, limit: int) -> str:
    """``text`` shortened to ``limit`` characters (an ellipsis marks a cut), anything that is
    not printable escaped (a newline, an escape sequence), so it cannot break the line."""
    if len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    return "".join(
        c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text
    )


def open_display(library: object, display: str) -> str | None:
    """Connect to the X display ``display`` and disconnect again; None if that worked, else one
    line saying why not (:func:`describe_display_error`).

    ``library`` is the loaded xcb plugin (a :class:`ctypes.CDLL`): libxcb's functions are looked
    up in it, which finds them in the libxcb the plugin links to, the one Qt will use. A plugin
    without them (not Qt's) is not checked. What libxcb prints meanwhile on the standard error (the
    X server's reason for refusing a connection) is read into the line instead of shown.
    """
    try:
        connect = library.xcb_connect  # type: ignore[attr-defined]
        has_error = library.xcb_connection_has_error  # type: ignore[attr-defined]
        get_setup = library.xcb_get_setup  # type: ignore[attr-defined]
        roots_length = library.xcb_setup_roots_length  # type: ignore[attr-defined]
        disconnect = library.xcb_disconnect  # type: ignore[attr-defined]
    except AttributeError:
        return None
    import ctypes

    connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    connect.restype = ctypes.c_void_p
    has_error.argtypes = [ctypes.c_void_p]
    has_error.restype = ctypes.c_int
    get_setup.argtypes = [ctypes.c_void_p]
    get_setup.restype = ctypes.c_void_p
    roots_length.argtypes = [ctypes.c_void_p]
    roots_length.restype = ctypes.c_int
    disconnect.argtypes = [ctypes.c_void_p]
    disconnect.restype = None
    screen = ctypes.c_int(0)
    name = os.fsencode(display)
    if b"\0" in name:
        return describe_display_error(display, XCB_CONN_CLOSED_PARSE_ERR)
    said, connection = _capture_stderr(lambda: connect(name, ctypes.byref(screen)))
    try:
        code = int(has_error(connection))
        if code:
            return describe_display_error(display, code, said, screen.value)
        if not 0 <= screen.value < int(roots_length(get_setup(connection))):  # older libxcb
            return describe_display_error(display, XCB_CONN_CLOSED_INVALID_SCREEN, "", screen.value)
        return None
    finally:
        disconnect(connection)  # frees the connection object, even one in error


def _capture_stderr(call: Callable[[], int | None]) -> tuple[str, int | None]:
    """Run ``call`` with the process's file descriptor 2 going to a pipe; return what was
    written there (libxcb writes a refusing server's reason, at most 255 bytes) and the result.
    The pipe never blocks a writer; without a usable descriptor 2, ``call`` just runs."""
    try:
        saved = os.dup(2)
    except OSError:
        return "", call()
    read, write = os.pipe()
    try:
        os.set_blocking(write, False)
        if sys.stderr is not None:
            sys.stderr.flush()
        os.dup2(write, 2)
        try:
            result = call()
        finally:
            os.dup2(saved, 2)
        os.close(write)
        write = -1
        os.set_blocking(read, False)
        try:
            data = os.read(read, 4096)
        except BlockingIOError:
            data = b""
    finally:
        os.close(saved)
        os.close(read)
        if write != -1:
            os.close(write)
    return data.decode("utf-8", "replace"), result


def platform_problem(
    platform: str | None,
    environ: Mapping[str, str],
    plugin: Path | None,
    *,
    display: str | None = None,
    load: Callable[[str], object] | None = None,
    connect: Callable[[object, str], str | None] = open_display,
) -> str | None:
    """Why Qt's platform plugin will not start (one line), or None as far as can be told.

    Checked only when :func:`will_use_xcb`: an X display to connect to (``display``, the
    ``-display`` option, else ``DISPLAY``), then the plugin's libraries, by loading ``plugin``
    (the xcb plugin's file; None: not checked) with ``load`` (None: :func:`ctypes.CDLL`), then
    that the display opens: ``connect(the loaded plugin, the display)`` (:func:`open_display`).
    ``ctypes`` is imported only here and in :func:`open_display`, for xcb: a start on another
    platform (offscreen, Wayland) does not load it.
    """
    if not will_use_xcb(platform, environ):
        return None
    name = display or environ.get("DISPLAY")
    if not name:
        return (
            "Qt cannot start: there is no X display to open the window on (DISPLAY is not set); "
            f"{_NO_DISPLAY_ADVICE}"
        )
    if plugin is None:
        return None  # a Qt without the plugin: Qt's own message says which ones it has
    if load is None:
        import ctypes

        load = ctypes.CDLL
    try:
        library = load(str(plugin))
    except OSError as error:
        return describe_load_error(_loader_message(error))
    return connect(library, name)


def _loader_message(error: BaseException) -> str:
    """The dynamic loader's own message behind ``error``. A PyInstaller bundle's ``ctypes.CDLL``
    raises "Failed to load dynlib/dll ..." *from* the loader's error: look along the chain."""
    seen: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in seen:
        if missing_library(str(current)) is not None:
            return str(current)
        seen.append(current)
        current = current.__cause__ or current.__context__
    return str(error)


def plugin_folders(environ: Mapping[str, str]) -> list[Path]:
    """Where Qt looks for plugins, in its order: ``QT_PLUGIN_PATH``'s folders (a PyInstaller
    bundle sets it to the plugins it carries), then Qt's own plugin folder (if QtCore loads)."""
    folders = [Path(part) for part in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if part]
    try:
        from PySide6.QtCore import QLibraryInfo
    except ImportError:
        return folders
    return [*folders, Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))]


def xcb_plugin(environ: Mapping[str, str]) -> Path | None:
    """The xcb platform plugin Qt will load: in ``QT_QPA_PLATFORM_PLUGIN_PATH`` if set, else
    under ``platforms/`` of the first plugin folder that has it; None if there is none."""
    direct = environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    candidates = [Path(direct) / XCB_PLUGIN.name] if direct else []
    candidates += [folder / XCB_PLUGIN for folder in plugin_folders(environ)]
    return next((path for path in candidates if path.is_file()), None)


def qt_problem(
    platform: str | None, *, display: str | None = None, environ: Mapping[str, str] | None = None
) -> str | None:
    """Everything above, in order: None if Qt should start, else one line saying why it cannot.

    ``platform`` and ``display`` are the ``-platform`` and ``-display`` options (None: not
    given); ``environ`` defaults to the process's environment.
    """
    problem = import_problem()
    if problem is not None:
        return problem
    env = os.environ if environ is None else environ
    if not will_use_xcb(platform, env):
        return None
    return platform_problem(platform, env, xcb_plugin(env), display=display)
