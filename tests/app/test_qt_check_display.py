"""An X display that is named but cannot be opened (``DISPLAY=:77`` with no X server there, a
server that refuses us, a screen it does not have): ``popout`` says so in one line and exits 1,
where Qt would print five lines naming libxcb-cursor0 (wrongly) and abort (exit 134)."""

from __future__ import annotations

import ctypes
import os
import secrets
import selectors
import shutil
import signal
import struct
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from popout_desktop.app import qt_check
from popout_desktop.app.main import READY_ENV, READY_LINE
from popout_desktop.app.qt_check import (
    XCB_CONN_CLOSED_INVALID_SCREEN,
    XCB_CONN_CLOSED_PARSE_ERR,
    XCB_CONN_ERROR,
    XCB_PLUGIN,
    describe_display_error,
    open_display,
    platform_problem,
)

ADVICE = "start the game from a desktop session, or pass -platform offscreen for no window"


# -- the message ---------------------------------------------------------------------------------


def test_no_x_server_there() -> None:
    assert describe_display_error(":77", XCB_CONN_ERROR) == (
        f"Qt cannot start: cannot open the X display :77 (no X server answers there); {ADVICE}"
    )


def test_a_server_that_refuses_says_why() -> None:
    said = "Authorization required, but no authorization protocol specified\n\n"
    assert describe_display_error(":0", XCB_CONN_ERROR, said) == (
        "Qt cannot start: cannot open the X display :0 (the X server there refused the "
        f"connection: Authorization required, but no authorization protocol specified); {ADVICE}"
    )


def test_a_bad_name_and_a_missing_screen() -> None:
    assert describe_display_error("bad::", XCB_CONN_CLOSED_PARSE_ERR) == (
        "Qt cannot start: cannot open the X display bad:: "
        f"(that is not an X display name, such as :0); {ADVICE}"
    )
    assert describe_display_error(":0.4", XCB_CONN_CLOSED_INVALID_SCREEN, "", 4) == (
        f"Qt cannot start: cannot open the X display :0.4 (the X server there has no screen 4); "
        f"{ADVICE}"
    )


def test_a_long_or_odd_name_is_shortened_and_escaped() -> None:
    line = describe_display_error(":1" + "9" * 500 + "\n\x1b[31m", XCB_CONN_ERROR)
    assert "display :1" + "9" * 77 + "\u2026 (no X server" in line
    assert len(line) < 300
    line = describe_display_error(":7\n\x1b[2J", XCB_CONN_ERROR, "no\x1b[31m way")
    assert (
        "X display :7\\n\\x1b[2J (the X server there refused the connection: no\\x1b[31m way)"
        in (line)
    )


@given(display=st.text(max_size=300), code=st.integers(0, 8), said=st.text(max_size=600))
def test_the_message_is_always_one_short_printable_line(display: str, code: int, said: str) -> None:
    line = describe_display_error(display, code, said)
    assert line.startswith("Qt cannot start: cannot open the X display ")
    assert line.endswith(ADVICE)
    assert line.isprintable()
    assert len(line) < 500


# -- the check, with the connection stood in for -------------------------------------------------


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    path = tmp_path / "plugins" / XCB_PLUGIN
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x7fELF")
    return path


class Connector:
    """Stands in for open_display: records (library, display), answers ``problem``."""

    def __init__(self, problem: str | None = None) -> None:
        self.problem = problem
        self.calls: list[tuple[object, str]] = []

    def __call__(self, library: object, display: str) -> str | None:
        self.calls.append((library, display))
        return self.problem


def test_the_display_is_opened_through_the_loaded_plugin(
    plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    library = object()
    failing = Connector(describe_display_error(":77", XCB_CONN_ERROR))
    problem = platform_problem(
        None, {"DISPLAY": ":77"}, plugin, load=lambda _: library, connect=failing
    )
    assert problem == failing.problem
    assert failing.calls == [(library, ":77")]
    # -display wins over DISPLAY, as in Qt.
    fine = Connector()
    assert (
        platform_problem(
            "xcb", {"DISPLAY": ":77"}, plugin, display=":3", load=lambda _: library, connect=fine
        )
        is None
    )
    assert fine.calls == [(library, ":3")]


def test_no_connection_is_tried_when_it_cannot_matter(
    plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    connector = Connector("never")

    def missing(path: str) -> object:
        raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file")

    assert platform_problem("offscreen", {"DISPLAY": ":0"}, plugin, connect=connector) is None
    assert platform_problem(None, {"DISPLAY": ":0"}, None, connect=connector) is None
    problem = platform_problem(None, {"DISPLAY": ":0"}, plugin, load=missing, connect=connector)
    assert problem is not None and "libxcb-icccm.so.4 is missing" in problem
    assert connector.calls == []


def test_a_library_without_libxcb_is_not_checked() -> None:
    assert open_display(object(), ":0") is None


# -- a real X server -----------------------------------------------------------------------------

XVFB = shutil.which("Xvfb")
needs_xvfb = pytest.mark.skipif(
    XVFB is None or not sys.platform.startswith("linux"),
    reason="needs Xvfb (Debian: apt-get install xvfb)",
)


@pytest.fixture
def real_plugin() -> object:
    """The xcb plugin Qt would load here, loaded: open_display finds libxcb through it."""
    path = qt_check.xcb_plugin(os.environ)
    if path is None:
        pytest.skip("this Qt has no xcb plugin")
    return ctypes.CDLL(str(path))


def start_xvfb(*options: str) -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a display number it picks free itself; returns once it accepts connections
    (``-displayfd``: it writes the number when its sockets listen)."""
    assert XVFB is not None
    read, write = os.pipe()
    try:
        server = subprocess.Popen(
            [
                XVFB,
                "-displayfd",
                str(write),
                "-nolisten",
                "tcp",
                "-screen",
                "0",
                "640x480x24",
                *options,
            ],
            pass_fds=(write,),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    finally:
        os.close(write)
    with os.fdopen(read, "rb") as stream:
        number = stream.readline().strip().decode("ascii")  # EOF if Xvfb fails: ""
    if not number.isdigit():
        server.kill()
        server.wait(timeout=30)
        pytest.fail(f"Xvfb did not start (exit {server.poll()})")
    return server, f":{number}"


@pytest.fixture
def xvfb() -> Iterator[str]:
    """A running X server's display name."""
    server, display = start_xvfb()
    yield display
    server.terminate()
    server.wait(timeout=30)


@pytest.fixture
def xvfb_with_cookie(tmp_path: Path) -> Iterator[str]:
    """An X server that lets in only clients with a cookie (MIT-MAGIC-COOKIE-1) nobody has."""
    auth = tmp_path / "server.xauth"
    fields = [b"", b"0", b"MIT-MAGIC-COOKIE-1", secrets.token_bytes(16)]
    auth.write_bytes(
        struct.pack(">H", 0xFFFF) + b"".join(struct.pack(">H", len(f)) + f for f in fields)
    )
    server, display = start_xvfb("-auth", str(auth))
    yield display
    server.terminate()
    server.wait(timeout=30)


def free_display() -> str:
    """A display name no X server listens on here (no socket in /tmp/.X11-unix, no abstract
    one in /proc/net/unix)."""
    sockets = Path("/proc/net/unix").read_text(encoding="utf-8", errors="replace")
    for number in range(77, 1000):
        path = f"/tmp/.X11-unix/X{number}"
        if not Path(path).exists() and path not in sockets:
            return f":{number}"
    pytest.skip("no free X display number")


# One connection per X server in each test: Xvfb (xserver 21.1) may hang up on a client that
# connects within microseconds of another's disconnecting (about 1 in 25 back-to-back pairs here;
# none with 30 ms between them, and Qt connects far later than that after the check).


@needs_xvfb
def test_open_display_really_connects(xvfb: str, real_plugin: object) -> None:
    assert open_display(real_plugin, xvfb) is None


@needs_xvfb
def test_a_screen_the_server_lacks(xvfb: str, real_plugin: object) -> None:
    assert open_display(real_plugin, f"{xvfb}.5") == describe_display_error(
        f"{xvfb}.5", XCB_CONN_CLOSED_INVALID_SCREEN, "", 5
    )


@needs_xvfb
def test_open_display_where_no_server_is(real_plugin: object) -> None:
    display = free_display()
    assert open_display(real_plugin, display) == describe_display_error(display, XCB_CONN_ERROR)
    assert open_display(real_plugin, "bad::") == describe_display_error(
        "bad::", XCB_CONN_CLOSED_PARSE_ERR
    )


@needs_xvfb
def test_a_refusing_server_gives_its_reason(
    xvfb_with_cookie: str, real_plugin: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    no_cookies = tmp_path / "client.xauth"
    no_cookies.write_bytes(b"")
    monkeypatch.setenv("XAUTHORITY", str(no_cookies))
    problem = open_display(real_plugin, xvfb_with_cookie)
    assert problem is not None
    assert f"X display {xvfb_with_cookie} (the X server there refused the connection: " in problem
    assert "Authorization required" in problem


def run_popout(
    python: str, env: dict[str, str], *argv: str, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [python, "-m", "popout_desktop", *argv],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture
def xcb_env(subprocess_env: dict[str, str]) -> dict[str, str]:
    """The child's environment with Qt on its default platform (xcb), not offscreen."""
    env = dict(subprocess_env)
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "DISPLAY"):
        env.pop(name, None)
    return env


@needs_xvfb
@pytest.mark.parametrize(
    "argv",
    [[], ["--self-test", "-platform", "xcb"], ["-platform", "xcb", "--lang", "ru"]],
)
def test_an_unreachable_display_is_one_line_and_exit_1(
    python: str, xcb_env: dict[str, str], argv: list[str]
) -> None:
    display = free_display()
    done = run_popout(python, {**xcb_env, "DISPLAY": display}, *argv)
    assert done.returncode == 1, done.stderr
    assert done.stderr == f"popout: {describe_display_error(display, XCB_CONN_ERROR)}\n"
    assert "libxcb-cursor0" not in done.stderr
    assert "self-test" not in done.stdout  # stopped before the self-test began


@needs_xvfb
def test_the_display_option_is_the_one_checked(
    python: str, xcb_env: dict[str, str], xvfb: str
) -> None:
    display = free_display()
    done = run_popout(
        python, {**xcb_env, "DISPLAY": xvfb}, "-display", display, "--self-test", "-platform", "xcb"
    )
    assert (done.returncode, done.stderr) == (
        1,
        f"popout: {describe_display_error(display, XCB_CONN_ERROR)}\n",
    )


@needs_xvfb
def test_a_reachable_display_starts_the_game(
    python: str, xcb_env: dict[str, str], xvfb: str
) -> None:
    """The check lets a display that opens through: the window is shown (and painted) there."""
    env = {**xcb_env, "DISPLAY": xvfb, READY_ENV: "1"}
    process = subprocess.Popen(
        [python, "-m", "popout_desktop", "-platform", "xcb"],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        lines: list[str] = []
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            while not any(line.startswith(READY_LINE) for line in lines):
                assert selector.select(120), f"not ready within 120 s: {lines}"
                line = process.stdout.readline()
                assert line, f"exited before ready: {process.communicate(timeout=30)[1]}"
                lines.append(line)
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, stderr
    assert "Qt cannot start" not in stderr
