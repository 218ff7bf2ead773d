"""The engine's clocks (:mod:`popout_desktop.engine.clock`): shares of the time, and the CPU-time
mode benchmarks use on a loaded machine, which the compiled cores follow too."""

from __future__ import annotations

import time

import pytest

from popout_desktop.engine import clock as clock_module
from popout_desktop.engine import solve
from popout_desktop.engine import solver as solver_module
from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.classic.drop_solver import (
    CORE_VARIABLE,
    ClassicSolver,
    compiled_core_available,
)
from popout_desktop.engine.clock import Clock, SearchStopped, core_limits, now, use_cpu_time
from popout_desktop.rules import Game, Rules


class FakeTimer:
    """A clock the test moves by hand (far from the wall clock's reading, so that a deadline
    on it read as a wall-clock time would be years away)."""

    def __init__(self) -> None:
        self.at = 1e9

    def __call__(self) -> float:
        return self.at


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeTimer:
    timer = FakeTimer()
    monkeypatch.setattr(clock_module, "_timer", timer)
    return timer


def test_a_clock_runs_out_on_what_the_timer_reads(fake: FakeTimer) -> None:
    start = fake.at
    clock = Clock.after(2.0)
    assert clock.deadline == start + 2 and clock.remaining() == 2.0 and not clock.expired()
    half = clock.share(0.5)
    assert half.deadline == start + 1
    fake.at = start + 1.5
    assert half.expired() and not clock.expired()
    with pytest.raises(SearchStopped):
        half.check()
    assert clock.share(0.5).deadline == pytest.approx(start + 1.75)


def test_on_the_wall_clock_the_cores_get_the_deadline_itself() -> None:
    assert clock_module._timer is time.monotonic
    stop = lambda: False  # noqa: E731
    clock = Clock.after(5.0, stop=stop)
    assert core_limits(clock) == (clock.deadline, stop)
    assert core_limits(Clock(None, stop)) == (None, stop)


def test_on_another_timer_the_cores_poll_the_clock(fake: FakeTimer) -> None:
    clock = Clock.after(5.0)
    deadline, stop = core_limits(clock)
    assert deadline is None and stop is not None and not stop()
    fake.at += 5.0
    assert stop()


def test_use_cpu_time_reads_the_process_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clock_module, "_timer", clock_module._timer)  # put back after
    use_cpu_time()
    assert clock_module._timer is time.process_time
    assert abs(now() - time.process_time()) < 1.0


@pytest.mark.skipif(
    not compiled_core_available(), reason="the compiled classic core is not built (no C compiler)"
)
def test_the_compiled_classic_core_stops_on_a_clock_of_cpu_time(fake: FakeTimer) -> None:
    """The core cannot read a fake (or CPU) deadline itself: it polls the clock, and stops."""
    rules = Rules(pop_out=False)
    game = Game.from_notation("d4 d3 d4 d3 d5 d5 d4 d4", rules)  # about a million nodes
    position = Position.from_game(game)
    clock = Clock.after(1.0)
    solver = ClassicSolver(rules, clock, core="c")
    fake.at += 2.0  # the time is up before the solve starts
    with pytest.raises(SearchStopped):
        solver.solve(position.cur, position.mask, game.ply)
    assert 0 < solver.nodes < 100_000


class RunningTimer(FakeTimer):
    """A fake clock ten seconds further on at every reading."""

    def __call__(self) -> float:
        self.at += 10.0
        return self.at


@pytest.mark.parametrize(
    "core",
    [
        pytest.param(
            "c",
            marks=pytest.mark.skipif(
                not compiled_core_available(), reason="the compiled classic core is not built"
            ),
        ),
        "python",
    ],
)
def test_the_public_api_times_a_limit_on_the_engines_clock(
    core: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``solve(game, time_limit=...)`` hands the compiled core the limit to time on its own
    clock only while the engine's clocks read the wall clock (issue 33 point 6: no Clock made
    per call); on another timer (CPU time, in benchmarks) the limit is that timer's, polled."""
    monkeypatch.setattr(clock_module, "_timer", RunningTimer())
    monkeypatch.setenv(CORE_VARIABLE, core)
    monkeypatch.setattr(solver_module, "_classic", {})
    rules = Rules(pop_out=False)
    game = Game.from_notation("d4 d3 d4 d3 d5 d5 d4 d4", rules)  # about a million nodes
    with pytest.raises(TimeoutError):
        solve(game, time_limit=1.0)  # 1 s of the fake clock: over at its first reading after
    cached = solver_module._classic[rules]
    assert cached.core == core and cached.nodes <= 4096
