"""The pure helpers of tests/benchmarks/bench_startup_instructions.py (the benchmark itself runs
valgrind and is run by hand)."""

from __future__ import annotations

import pytest

from tests.benchmarks.bench_startup import BARE_WINDOW
from tests.benchmarks.bench_startup_instructions import bare_window_ending_at_ready, instructions

#: The head of a callgrind output file, as valgrind 3.19 writes it (cut).
CALLGRIND_OUT = """# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 6344
cmd:  /work/venv/bin/python -m popout_desktop
part: 1

desc: I1 cache:
positions: line
events: Ir
summary: 1144834800


totals: 1144834801
"""


def test_the_count_is_the_summary_line() -> None:
    assert instructions(CALLGRIND_OUT) == 1144834800


def test_without_a_summary_the_totals_line() -> None:
    assert instructions(CALLGRIND_OUT.replace("summary: 1144834800\n", "")) == 1144834801


def test_a_file_without_either_is_refused() -> None:
    with pytest.raises(ValueError, match="no summary or totals"):
        instructions("# callgrind format\nevents: Ir\n")


def test_the_bare_window_ends_right_after_its_ready_line() -> None:
    option, program = bare_window_ending_at_ready()
    assert option == "-c"
    assert program.replace("; import os; os._exit(0)", "") == BARE_WINDOW
    assert 'print("popout: ready", flush=True); import os; os._exit(0)\n' in program
