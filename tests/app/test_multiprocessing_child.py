"""The frozen app's test of its own command line: is this start one of multiprocessing's?"""

from __future__ import annotations

import multiprocessing.spawn
import multiprocessing.util
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from popout_desktop.app.multiprocessing_child import FORK_FLAG, is_multiprocessing_child


def test_a_spawned_worker_of_the_frozen_app_is_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line multiprocessing itself makes for a frozen program's worker."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/popout/popout")
    argv = multiprocessing.spawn.get_command_line(tracker_fd=7, pipe_handle=9)
    assert argv[:2] == ["/opt/popout/popout", FORK_FLAG]
    assert multiprocessing.spawn.is_forking(argv)
    assert is_multiprocessing_child(argv)


@pytest.mark.parametrize(
    "command",
    [
        "from multiprocessing.resource_tracker import main;main(5)",
        "from multiprocessing.forkserver import main; main(4, 5, ['__main__'], **{})",
        "import sys; from multiprocessing.forkserver import main; main(4, 5, [], **{})",
    ],
)
def test_the_resource_tracker_and_fork_server_are_ones(command: str) -> None:
    """As ``ResourceTracker.ensure_running`` and the fork server start them: the executable, the
    interpreter's flags, ``-c`` and the command."""
    this_python: list[str] = multiprocessing.util._args_from_interpreter_flags()  # type: ignore[attr-defined]
    for flags in ([], this_python, ["-B", "-S", "-I"]):
        assert is_multiprocessing_child(["/opt/popout/popout", *flags, "-c", command])


@pytest.mark.parametrize(
    "argv",
    [
        ["popout"],
        ["popout", "--self-test"],
        ["popout", "--version"],
        ["popout", "saved game.popout"],
        ["popout", "popout://join/abc"],
        ["popout", "--lang", "ru", FORK_FLAG],  # only as the first argument
        ["-c"],  # a program named "-c" with no arguments
    ],
)
def test_the_game_s_own_starts_are_not(argv: list[str]) -> None:
    assert not is_multiprocessing_child(argv)


_ARGUMENT = st.text(max_size=12)


@given(
    flags=st.lists(_ARGUMENT, max_size=4), command=_ARGUMENT, rest=st.lists(_ARGUMENT, max_size=3)
)
def test_any_helper_command_line_is_one(flags: list[str], command: str, rest: list[str]) -> None:
    """Whatever flags the interpreter is given and whatever the command, a ``-c`` start is one."""
    assert is_multiprocessing_child(["popout", *flags, "-c", command, *rest])


@given(argv=st.lists(_ARGUMENT.filter(lambda a: a not in ("-c", FORK_FLAG)), max_size=6))
def test_no_other_command_line_is_one(argv: list[str]) -> None:
    """Any command line without ``-c`` and without the fork flag first is a start of the game,
    however odd its arguments (the check never fails on them either)."""
    assert not is_multiprocessing_child(argv)
    assert not is_multiprocessing_child(["popout", *argv])
