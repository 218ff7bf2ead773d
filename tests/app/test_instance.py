"""One running game per data folder (issue 12, point 3): the lock, the hand-over, stale locks,
and the hand-over codec under hostile input."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from popout_desktop.app.instance import (
    LOCK_NAME,
    MAX_MESSAGE_BYTES,
    Claim,
    HandoverError,
    InstanceGuard,
    decode_handover,
    encode_handover,
    server_name,
)

#: A copy that owns a data folder: prints "owner" (or how its claim ended), then every command
#: line handed over to it, one JSON line each; quits on SIGTERM.
OWNER = r"""
import json, signal, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from popout_desktop.app.instance import InstanceGuard
app = QCoreApplication([])
guard = InstanceGuard(Path(sys.argv[1]))
claim = guard.claim(["--first"], "/")
print(claim.value, flush=True)
guard.handed_over.connect(lambda argv, cwd: print(json.dumps([argv, cwd]), flush=True))
signal.signal(signal.SIGTERM, lambda *_: app.quit())
tick = QTimer(); tick.start(50); tick.timeout.connect(lambda: None)  # let Python see signals
app.exec()
guard.release()
"""


@pytest.fixture
def owner(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> Iterator[tuple[Path, subprocess.Popen[str]]]:
    folder = tmp_path / "data"
    folder.mkdir()
    process = subprocess.Popen(
        [python, "-c", OWNER, str(folder)],
        env=subprocess_env,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "owner"
    yield folder, process
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_a_second_start_hands_its_command_line_to_the_owner(
    qapp: QCoreApplication, owner: tuple[Path, subprocess.Popen[str]]
) -> None:
    folder, process = owner
    assert process.stdout is not None
    guard = InstanceGuard(folder)
    assert guard.claim(["game.popout", "--rows", "7"], "/home/ann") is Claim.HANDED_OVER
    assert not guard.owner
    assert json.loads(process.stdout.readline()) == [["game.popout", "--rows", "7"], "/home/ann"]
    # Once more: the owner keeps listening.
    assert InstanceGuard(folder).claim([], "/") is Claim.HANDED_OVER
    assert json.loads(process.stdout.readline()) == [[], "/"]


def test_the_same_folder_written_differently_is_the_same_owner(
    qapp: QCoreApplication, owner: tuple[Path, subprocess.Popen[str]]
) -> None:
    folder, process = owner
    assert process.stdout is not None
    other = folder / ".." / folder.name
    assert server_name(other) == server_name(folder)
    assert InstanceGuard(other).claim(["x"], "/") is Claim.HANDED_OVER
    assert json.loads(process.stdout.readline()) == [["x"], "/"]


def test_the_lock_of_a_killed_run_is_taken_over(
    qapp: QCoreApplication, python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    process = subprocess.Popen(
        [python, "-c", OWNER, str(folder)], env=subprocess_env, stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "owner"
    process.kill()  # kill -9: the lock file and the socket stay behind
    process.wait()
    process.stdout.close()
    assert (folder / LOCK_NAME).exists()
    guard = InstanceGuard(folder)
    assert guard.claim([], "/") is Claim.OWNER
    assert guard.owner
    guard.release()
    assert not (folder / LOCK_NAME).exists()


def test_an_owner_that_does_not_answer_leaves_the_start_without_autosave(
    qapp: QCoreApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A live process holds the lock but nobody listens (it hangs, say): UNANSWERED."""
    monkeypatch.setattr("popout_desktop.app.instance.HANDOVER_TIMEOUT_MS", 300)
    folder = tmp_path / "data"
    folder.mkdir()
    holder = QLockFile(str(folder / LOCK_NAME))
    holder.setStaleLockTime(0)
    assert holder.tryLock(0)  # this very process, alive, but with no socket
    try:
        assert InstanceGuard(folder).claim(["x"], "/") is Claim.UNANSWERED
    finally:
        holder.unlock()


def test_a_folder_that_cannot_hold_a_lock(qapp: QCoreApplication, tmp_path: Path) -> None:
    missing = tmp_path / "not-there" / "deeper"
    guard = InstanceGuard(missing)
    assert guard.claim([], "/") is Claim.NO_LOCK
    assert LOCK_NAME in guard.error


def test_the_owner_drops_garbage_and_keeps_serving(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    guard = InstanceGuard(folder)
    assert guard.claim([], "/") is Claim.OWNER
    try:
        for garbage in (b"not json\n", b'{"argv": [1], "cwd": "/"}\n', b"[" * 5000 + b"\n"):
            client = QLocalSocket()
            client.connectToServer(guard.name)
            assert client.waitForConnected(5000)
            with qtbot.waitSignal(client.disconnected, timeout=10_000):
                client.write(garbage)
            assert bytes(client.readAll().data()) == b""
        # A good message after the garbage still arrives.
        client = QLocalSocket()
        client.connectToServer(guard.name)
        assert client.waitForConnected(5000)
        with qtbot.waitSignal(guard.handed_over, timeout=10_000) as blocker:
            client.write(encode_handover(["--rows", "5"], "/tmp"))
        assert blocker.args == [["--rows", "5"], "/tmp"]
    finally:
        guard.release()


def test_a_flood_without_newline_is_cut_off(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    guard = InstanceGuard(folder)
    assert guard.claim([], "/") is Claim.OWNER
    try:
        client = QLocalSocket()
        client.connectToServer(guard.name)
        assert client.waitForConnected(5000)
        with qtbot.waitSignal(client.disconnected, timeout=20_000):
            client.write(b"x" * (MAX_MESSAGE_BYTES + 10))
    finally:
        guard.release()


def test_the_codec_round_trips() -> None:
    message = encode_handover(["ü.popout", "--columns", "9"], "/home/Änne")
    assert message.endswith(b"\n") and message.count(b"\n") == 1
    assert decode_handover(message) == (["ü.popout", "--columns", "9"], "/home/Änne")


def test_a_command_line_too_long_is_refused() -> None:
    with pytest.raises(HandoverError):
        encode_handover(["x" * MAX_MESSAGE_BYTES], "/")


@given(st.lists(st.text(max_size=50), max_size=10), st.text(max_size=50))
def test_any_text_command_line_round_trips_or_is_refused_as_sent(argv: list[str], cwd: str) -> None:
    try:
        message = encode_handover(argv, cwd)
    except HandoverError:
        return
    try:
        assert decode_handover(message) == (argv, cwd)
    except HandoverError:  # only text the receiver cannot trust: NUL, lone surrogates
        assert any("\x00" in t or _unencodable(t) for t in (*argv, cwd))


def _unencodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


@given(st.binary(max_size=2000))
def test_any_bytes_are_decoded_or_refused(data: bytes) -> None:
    try:
        argv, cwd = decode_handover(data)
    except HandoverError:
        return
    assert all(isinstance(a, str) for a in argv) and isinstance(cwd, str)


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=10),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
        max_leaves=20,
    )
)
def test_any_json_is_decoded_or_refused(value: object) -> None:
    data = json.dumps({"argv": value, "cwd": value}).encode()
    try:
        argv, cwd = decode_handover(data)
    except HandoverError:
        return
    assert isinstance(argv, list) and isinstance(cwd, str)


def test_no_socket_file_is_left_in_the_data_folder(qapp: QCoreApplication, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    guard = InstanceGuard(folder)
    assert guard.claim([], "/") is Claim.OWNER
    guard.release()
    assert os.listdir(folder) == []


@given(st.text(st.characters(codec="utf-8", exclude_characters="/\x00")))
def test_the_socket_s_name_is_the_sha256_of_the_folder_s_path(name: str) -> None:
    """Hashed by Qt (no hashlib at start), to the name a game of an earlier version listens
    on: a start hands over to it as before."""
    folder = Path("/tmp", name or "x")
    resolved = str(folder.resolve()).encode("utf-8", "surrogateescape")
    assert server_name(folder) == f"popout-{hashlib.sha256(resolved).hexdigest()[:24]}"


def test_an_owner_may_listen_later_and_only_while_it_owns_the_folder(
    qapp: QCoreApplication, tmp_path: Path
) -> None:
    """The game takes the lock before its window and listens once the window is shown (issue 33
    point 4): until then nobody answers on the socket; after release, listen does nothing."""
    folder = tmp_path / "data"
    folder.mkdir()
    guard = InstanceGuard(folder)
    assert guard.claim([], "/", listen=False) is Claim.OWNER
    try:
        assert guard.owner
        client = QLocalSocket()
        client.connectToServer(guard.name)
        assert not client.waitForConnected(200)
        guard.listen()
        guard.listen()  # once is enough; a second call changes nothing
        client = QLocalSocket()
        client.connectToServer(guard.name)
        assert client.waitForConnected(5000)
        client.abort()
    finally:
        guard.release()
    guard.listen()
    client = QLocalSocket()
    client.connectToServer(guard.name)
    assert not client.waitForConnected(200)


def test_a_later_start_waits_for_an_owner_that_listens_late(
    qtbot: QtBot, python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    """A second start while the owner has the lock but does not listen yet (its window is not
    on the screen) is handed over once the owner listens."""
    folder = tmp_path / "data"
    folder.mkdir()
    guard = InstanceGuard(folder)
    assert guard.claim([], "/", listen=False) is Claim.OWNER
    second = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from popout_desktop.app.instance import InstanceGuard\n"
        "app = QCoreApplication([])\n"
        "print(InstanceGuard(Path(sys.argv[1])).claim(['late'], '/x').value, flush=True)\n"
    )
    try:
        process = subprocess.Popen(
            [python, "-c", second, str(folder)],
            env=subprocess_env,
            stdout=subprocess.PIPE,
            text=True,
        )
        qtbot.wait(700)  # the second start is trying to connect by now
        with qtbot.waitSignal(guard.handed_over, timeout=10_000) as blocker:
            guard.listen()
        # The answer is written from the event loop: keep it running until the start is done.
        qtbot.waitUntil(lambda: process.poll() is not None, timeout=10_000)
        out, _ = process.communicate(timeout=30)
        assert blocker.args == [["late"], "/x"]
        assert out.strip() == "handed_over"
    finally:
        guard.release()
