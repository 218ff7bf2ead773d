"""``tests/benchmarks/bench_engine.py --pons`` (issue 33 point 6): Pascal Pons' solver runs as
the referee in the same run as our two modes, and the comparing line gives each mode's CPU time
over his. His binary is not part of the project, so a stand-in plays it here: a script that
reads positions on its standard input and answers ``moves score`` (his newest ``main.cpp``) or
``moves score nodes`` per line, as his solver does, spending a known CPU time on each."""

from __future__ import annotations

import json
import stat
import sys
from pathlib import Path

import pytest

from popout_desktop.engine.classic.drop_solver import compiled_core_available
from tests.benchmarks import bench_engine

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the bench reads another process's CPU clock"
)

DATA = Path(__file__).resolve().parent / "data"

#: The stand-in: Pons' scores from the set's file, and `busy` seconds of CPU per position.
REFEREE = """\
import sys, time
scores = {{}}
for line in open({data!r}):
    if line.strip() and not line.startswith("#"):
        moves, score = line.split()
        scores[moves] = score
scores["121212"] = "18"
assert sys.argv[1:2] == ["-b"] and not sys.argv[2].endswith("7x6.book"), sys.argv
for line in sys.stdin:
    moves = line.strip()
    started = time.process_time()
    while time.process_time() - started < {busy}:
        pass
    print(moves, scores[moves], *({extra!r}), flush=True)
"""


def referee(tmp_path: Path, busy: float, extra: tuple[str, ...] = ()) -> Path:
    path = tmp_path / "c4solver"
    path.write_text(
        f"#!{sys.executable}\n"
        + REFEREE.format(data=str(DATA / "classic_7x6_end.txt"), busy=busy, extra=extra)
    )
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_the_bench_runs_pons_beside_both_modes_and_prints_the_ratios(tmp_path: Path) -> None:
    if not compiled_core_available():
        pytest.skip("the compiled core is not built")
    # 2 ms a position: far slower than our solves of the end set (microseconds).
    binary = referee(tmp_path, 0.002, ("7",))
    rows = bench_engine.run_set(
        "end", DATA / "classic_7x6_end.txt", 60.0, 25, ["auto"], ["fresh", "kept"], binary
    )
    by_mode = {row.get("mode", row.get("compare")): row for row in rows}
    pons = by_mode["pons"]
    assert (pons["positions"], pons["exact"], pons["mean_nodes"]) == (25, 25, 7)
    assert 1.9 <= float(pons["cpu_ms_per_position"]) <= 3.0  # type: ignore[arg-type]
    assert pons["opening_book"] is None
    compare = by_mode["modes"]
    for mode in ("kept", "fresh"):
        assert by_mode[mode]["exact"] == 25
        ratio = compare[f"pons_ratio_{mode}"]
        assert isinstance(ratio, float) and 0 < ratio < 0.5, compare
    assert compare["nodes_over_pons_kept"] is not None
    json.dumps(rows)  # printed as JSON lines


def test_pons_answers_are_checked_and_his_time_is_his_process_cpu(tmp_path: Path) -> None:
    binary = referee(tmp_path, 0.004)
    pons = bench_engine.Pons(binary)
    pons.warm_up()
    data = bench_engine.load(DATA / "classic_7x6_end.txt")[:10]
    pons.solve(data)
    process_cpu = pons.close()
    assert (pons.positions, pons.exact, pons.nodes) == (10, 10, 0)
    assert 0.039 <= pons.cpu <= 0.08  # 10 x 4 ms, his own CPU time (ours waited meanwhile)
    assert process_cpu >= pons.cpu + pons.startup - 0.005
    # A wrong score counts as not exact.
    wrong = bench_engine.Pons(binary)
    wrong.warm_up()
    moves, score = data[0]
    wrong.solve([(moves, score + 1)])
    wrong.close()
    assert (wrong.positions, wrong.exact) == (1, 0)
    # Without the option the bench prints no Pons line and no Pons ratio.
    if compiled_core_available():
        rows = bench_engine.run_set(
            "end", DATA / "classic_7x6_end.txt", 60.0, 5, ["auto"], ["fresh", "kept"]
        )
        assert not any(row.get("mode") == "pons" or "pons_ratio_kept" in row for row in rows)


def test_the_referee_gets_no_opening_book(tmp_path: Path) -> None:
    """Our solver has no book: his must not load one either (his default is ./7x6.book)."""
    binary = referee(tmp_path, 0.0)
    pons = bench_engine.Pons(binary)
    pons.warm_up()
    args = pons.process.args
    assert isinstance(args, list) and args[1] == "-b"
    assert not Path(str(args[2])).exists()
    pons.close()


def test_rounds_give_the_median_and_pooled_ratios(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--rounds N``: each set solved N times over in the run, each round's lines marked, then
    the rounds' median, least and greatest ratios and the pooled ones (summed CPU times)."""
    if not compiled_core_available():
        pytest.skip("the compiled core is not built")
    binary = referee(tmp_path, 0.001)
    monkeypatch.setattr(
        sys,
        "argv",
        [
            "bench_engine.py",
            "--sets",
            "end",
            "--limit",
            "6",
            "--rounds",
            "3",
            "--pons",
            str(binary),
        ],
    )
    bench_engine.main()
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    compares = [row for row in rows if row.get("compare") == "modes"]
    assert [row["round"] for row in compares] == [1, 2, 3]
    summary = rows[-1]
    assert (summary["compare"], summary["rounds"]) == ("rounds", 3)
    kept = sorted(row["pons_ratio_kept"] for row in compares)
    assert summary["pons_ratio_kept_median"] == kept[1]
    assert (summary["pons_ratio_kept_min"], summary["pons_ratio_kept_max"]) == (kept[0], kept[2])
    ours = sum(row["cpu_s"] for row in rows if row.get("mode") == "kept")
    his = sum(row["cpu_s"] for row in rows if row.get("mode") == "pons")
    assert summary["pons_ratio_kept_pooled"] == pytest.approx(ours / his, abs=0.002)
    assert 0 < summary["pons_ratio_fresh_pooled"] < 1
