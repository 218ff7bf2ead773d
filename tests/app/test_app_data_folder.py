"""The real program and its data folder (issue 12, points 1, 3, 4 and 7): one running game per
folder, a newer autosave kept through a start and a quit, stale temporaries removed, a folder
that cannot be made."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from popout_desktop.app.main import READY_ENV, READY_LINE
from tests.app.test_app_smoke import START_TIMEOUT_S, wait_for_line

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="POSIX signals: Windows has no SIGTERM to send"
)

NEWER = json.dumps(
    {"format": "popout-game", "version": 3, "rules": {}, "moves": "d4 d4 d4", "future": [1, 2]}
)
HANDED_LINE = "popout: handed over"
NOTE_LINE = "popout: note"


@contextmanager
def running(
    python: str, env: dict[str, str], *args: str
) -> Iterator[tuple[subprocess.Popen[str], list[str]]]:
    """The app, started and ready (its stdout lines so far), quit with SIGTERM afterwards."""
    process = subprocess.Popen(
        [python, "-m", "popout_desktop", *args],
        env={**env, READY_ENV: "1"},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = wait_for_line(process, READY_LINE, START_TIMEOUT_S)
        yield process, lines
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.communicate()


def quit_app(process: subprocess.Popen[str]) -> str:
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert "Traceback" not in err, err
    return out


def saved_game(path: Path, moves: str) -> Path:
    path.write_text(
        json.dumps({"format": "popout-game", "version": 1, "rules": {}, "moves": moves}, indent=1),
        encoding="utf-8",
    )
    return path


def home_of(env: dict[str, str]) -> Path:
    return Path(env["POPOUT_HOME"])


def test_a_second_start_hands_its_file_to_the_running_window(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    game = saved_game(tmp_path / "game.popout", "d4 d4 d3")
    with running(python, subprocess_env) as (first, _lines):
        second = subprocess.run(
            [python, "-m", "popout_desktop", str(game)],
            env={**subprocess_env, READY_ENV: "1"},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT_S,
        )
        assert second.returncode == 0, second.stderr
        assert READY_LINE not in second.stdout  # no window of its own
        lines = wait_for_line(first, HANDED_LINE, START_TIMEOUT_S)
        assert f"{HANDED_LINE} moves=d4 d4 d3" in lines
        quit_app(first)
    # The one autosave holds the game the running window opened.
    autosave = json.loads((home_of(subprocess_env) / "autosave.popout").read_text())
    assert autosave["moves"] == "d4 d4 d3"


def test_a_killed_run_leaves_a_lock_that_the_next_start_takes_over(
    python: str, subprocess_env: dict[str, str], tmp_path: Path
) -> None:
    game = saved_game(tmp_path / "game.popout", "d2 d2")
    with running(python, subprocess_env, str(game)) as (first, _lines):
        first.kill()
        first.communicate()
    assert (home_of(subprocess_env) / "popout.lock").exists()
    with running(python, subprocess_env) as (second, lines):
        assert f"{READY_LINE} moves=d2 d2" in lines
        quit_app(second)


def test_a_newer_autosave_survives_a_start_and_a_quit(
    python: str, subprocess_env: dict[str, str]
) -> None:
    home = home_of(subprocess_env)
    home.mkdir()
    (home / "autosave.popout").write_text(NEWER, encoding="utf-8")
    with running(python, subprocess_env) as (process, lines):
        assert f"{READY_LINE} moves=" in lines
        out = quit_app(process)
    (aside,) = home.glob("autosave.unreadable-*.popout")
    assert aside.read_text(encoding="utf-8") == NEWER
    notes = [line for line in lines + out.splitlines() if line.startswith(NOTE_LINE)]
    assert any(str(aside) in note for note in notes), notes
    assert json.loads((home / "autosave.popout").read_text())["moves"] == ""


def test_temporaries_of_interrupted_autosaves_are_removed_at_start(
    python: str, subprocess_env: dict[str, str]
) -> None:
    home = home_of(subprocess_env)
    home.mkdir()
    stale = [home / ".autosave.popout.x1y2z3.tmp", home / ".autosave.popout.abcdef.tmp"]
    for path in stale:
        path.write_text('{"format": "popout-ga')
    keep = home / "notes.txt"
    keep.write_text("mine")
    with running(python, subprocess_env) as (process, _lines):
        assert not any(path.exists() for path in stale)
        quit_app(process)
    assert keep.read_text() == "mine"


@pytest.mark.parametrize("kind", ["a file", "under a file"])
def test_a_data_folder_that_cannot_be_made_plays_without_autosave(
    python: str, subprocess_env: dict[str, str], tmp_path: Path, kind: str
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    home = blocker if kind == "a file" else blocker / "deeper"
    env = {**subprocess_env, "POPOUT_HOME": str(home)}
    with running(python, env) as (process, lines):
        out = quit_app(process)
    notes = [line for line in lines + out.splitlines() if line.startswith(NOTE_LINE)]
    assert any("will not be autosaved" in note for note in notes), notes
    assert blocker.read_text() == "not a folder"


def test_a_second_start_with_a_table_starts_it_in_the_running_window(
    python: str, subprocess_env: dict[str, str]
) -> None:
    with running(python, subprocess_env) as (first, _lines):
        second = subprocess.run(
            [python, "-m", "popout_desktop", "--columns", "9", "--rows", "7"],
            env=subprocess_env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT_S,
        )
        assert second.returncode == 0, second.stderr
        wait_for_line(first, HANDED_LINE, START_TIMEOUT_S)
        quit_app(first)
    autosave = json.loads((home_of(subprocess_env) / "autosave.popout").read_text())
    assert (autosave["rules"]["columns"], autosave["rules"]["rows"]) == (9, 7)


def test_a_second_start_with_a_bad_command_line_exits_2_and_hands_nothing_over(
    python: str, subprocess_env: dict[str, str]
) -> None:
    with running(python, subprocess_env) as (first, _lines):
        second = subprocess.run(
            [python, "-m", "popout_desktop", "--columns", "99"],
            env=subprocess_env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT_S,
        )
        assert second.returncode == 2
        assert "--columns" in second.stderr
        out = quit_app(first)
    assert HANDED_LINE not in out


def test_a_data_folder_under_a_read_only_parent_plays_without_autosave(
    python: str,
    subprocess_env: dict[str, str],
    tmp_path: Path,
    read_only: Callable[[Path], None],
) -> None:
    parent = tmp_path / "locked"
    parent.mkdir()
    read_only(parent)
    env = {**subprocess_env, "POPOUT_HOME": str(parent / "home")}
    with running(python, env) as (process, lines):
        out = quit_app(process)
    notes = [line for line in lines + out.splitlines() if line.startswith(NOTE_LINE)]
    assert any("will not be autosaved" in note for note in notes), notes
    assert list(parent.iterdir()) == []
