"""Benchmark of the exact solver on Pascal Pons' classic 7x6 sets (run by hand, not by pytest).

Solves every position of ``classic_7x6_{end,middle,begin}.txt`` (from ``tests/engine/data``, a
copy of ``../shared/benchmarks``, or ``--dir``) in one or both of two modes, position by
position in turn (``--mode both``, the default: the machine's load weighs on both alike):

* **fresh**: a new :class:`~popout_desktop.engine.classic.drop_solver.ClassicSolver` (a fresh
  transposition table) per position; only the solve is timed, not making the position;
* **kept**: the public API exactly as the app calls it, :func:`popout_desktop.engine.solve` on
  the :class:`~popout_desktop.rules.Game` with a time limit, one cached solver and its table
  kept across all the positions of a set (emptied once at the start of each set); everything
  the call does is timed, reading the position from the game included.

It prints one JSON line per set, mode and core, then per set one comparing the modes:

* ``core``: which core of the classic solver ran (``c``, the compiled one, or ``python``);
  ``--core both`` runs the two on every position in turn, in the same run, and adds a line with
  their ratio (fresh mode only, the default with ``--core both``: the public API runs one core,
  ``POPOUT_ENGINE_CORE``'s, which ``--core c`` or ``--core python`` sets for the kept mode);
* ``cpu_ms_per_position``: CPU time (``time.process_time``) per position; in the fresh mode
  ``build_ms_per_position`` is the CPU time of making the position from the game
  (``Position.from_game``), measured apart; ``mean_ms`` is wall time. Between the clock's
  readings, a batch apart, nothing runs but the solves (no per-position clock or node count:
  a kept solve of the end set takes a few microseconds, and the bench's own bookkeeping
  weighed on it);
* ``mean_nodes`` and the other node figures are null when not known: in the kept mode, a
  batch during which the public API replaced its solver counts no nodes (past
  ``solver.TABLE_LIMIT`` entries, which the begin set reaches, it now empties the solver's
  table instead, and the nodes stay known);
* ``exact`` counts the scores equal to Pons'. A position not solved within ``--time-limit``
  seconds counts as not exact (``timeouts``);
* the comparing line: ``kept_over_fresh`` (kept CPU time over fresh), the same with the fresh
  mode's building of the position added (``kept_over_fresh_and_build``);
* with ``--pons BINARY`` (Linux), Pascal Pons' own solver runs as the referee in the same run:
  ``BINARY`` is his ``c4solver`` built from github.com/PascalPons/connect4 (``make``; it is not
  part of this project), started once per set with no opening book and fed the set on its
  standard input in the same batches as our two modes, the three taking turns batch by batch
  (the order rotating). His ``main.cpp`` makes one solver and never resets its table between
  lines: his table (2**24 entries, allocated and zeroed when the process starts) is kept
  across the whole set, as our kept mode keeps its own. His time is the CPU time of his
  process (user and system, its process CPU clock read before and after each batch), so it
  includes reading the lines and writing the scores, as ours includes the public API's call;
  his start-up (allocating and zeroing the table) falls before the first batch and is
  reported apart (``startup_cpu_ms``), and ``process_cpu_s`` (``resource.getrusage`` of the
  child once it has ended) checks the sum. A ``pons`` line per set gives his CPU time (and
  nodes if his binary prints them: an older ``main.cpp`` prints ``moves score nodes us``),
  and the comparing line adds ``pons_ratio_kept`` and ``pons_ratio_fresh`` (each mode's CPU
  time over his, so at most 1 means no slower than Pons);
* ``--rounds N`` solves each set N times over in the same run, each round from the start (the
  API's cached solver dropped, a new Pons process), its lines marked ``round``, then one
  ``"compare": "rounds"`` line: each ratio's median, least and greatest over the rounds, and
  ``pons_ratio_kept_pooled`` / ``pons_ratio_fresh_pooled`` (the rounds' CPU times summed). On a
  loaded machine an end-set round is a millisecond of CPU per mode, within reach of a few
  preemptions (a cold cache after each): the median of several is the steadier figure.

    python tests/benchmarks/bench_engine.py [--sets end middle begin] [--mode fresh|kept|both]
        [--core auto|c|python|both] [--time-limit 60] [--limit N] [--pons BINARY]
        [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Final

from popout_desktop.engine import solve
from popout_desktop.engine import solver as public_solver
from popout_desktop.engine.classic.board import Position
from popout_desktop.engine.classic.drop_solver import CORE_VARIABLE, CORES, ClassicSolver
from popout_desktop.engine.clock import Clock
from popout_desktop.rules import Game, Rules

DEFAULT_DIR = Path(__file__).resolve().parents[1] / "engine" / "data"
MODES: Final = ("fresh", "kept")

#: Positions solved by one mode (and core) before the other takes the next as many: the CPU
#: clock is read once a batch (reading it costs about a microsecond, a fair share of an easy
#: position's solve), and batches keep the modes' runs interleaved.
BATCH: Final = 20
#: What Pons' solver is given first, untimed (see :meth:`Pons.warm_up`): the first player, to
#: move, wins at once in column 1.
WARM_UP: Final = "121212"


def load(path: Path) -> list[tuple[str, int]]:
    """(moves as column digits, score) per line; ``#`` starts a comment."""
    out = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            moves, score = line.split()
            out.append((moves, int(score)))
    return out


@dataclass
class Tally:
    """One mode and core's measurements over a set."""

    wall: list[float] = field(default_factory=list)
    cpu: float = 0.0
    nodes: int = 0
    exact: int = 0
    timeouts: int = 0
    #: False once a batch's nodes could not be counted whole (see :func:`solve_kept`).
    nodes_known: bool = True

    def add(self, score: int | None, expected: int, wall: float, nodes: int) -> None:
        self.wall.append(wall)
        self.nodes += nodes
        if score is None:
            self.timeouts += 1
        elif score == expected:
            self.exact += 1

    def row(self, name: str, mode: str, core: str, positions: int) -> dict[str, object]:
        times = self.wall
        nodes = self.nodes if self.nodes_known else 0  # 0: not known, none of the node figures
        return {
            "set": name,
            "mode": mode,
            "core": core,
            "positions": positions,
            "exact": self.exact,
            "timeouts": self.timeouts,
            "cpu_ms_per_position": round(1000 * self.cpu / positions, 4),
            "cpu_s": round(self.cpu, 6),
            "us_per_node": round(1e6 * self.cpu / nodes, 3) if nodes else None,
            "mean_ms": round(1000 * sum(times) / positions, 4),
            "mean_nodes": round(nodes / positions) if nodes else None,
            "nodes_per_s": round(nodes / self.cpu) if self.cpu and nodes else None,
        }


class Pons:
    """Pascal Pons' solver (his ``c4solver`` binary) as a referee: one process, fed a batch of
    positions at a time on its standard input (see the module's ``--pons``)."""

    def __init__(self, binary: Path) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="bench-pons-")
        # No opening book: a path that does not exist (and a folder without his default
        # 7x6.book); he says so on his standard error and solves every position by search.
        no_book = Path(self._folder.name) / "no-opening-book"
        started = resource.getrusage(resource.RUSAGE_CHILDREN)
        self._children_before = started.ru_utime + started.ru_stime
        self.process = subprocess.Popen(
            [str(binary), "-b", str(no_book)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=self._folder.name,
            text=True,
            bufsize=1,
        )
        # The process CPU clock of another process (Linux: what clock_getcpuclockid(pid)
        # returns, CPUCLOCK_SCHED of the whole process), user and system time in ns.
        self._clock = (~self.process.pid << 3) | 2
        self.startup = 0.0
        self.cpu = 0.0
        self.nodes = 0
        self.reported_us = 0
        self.exact = 0
        self.positions = 0
        self.wall = 0.0

    def _cpu_now(self) -> float:
        return time.clock_gettime_ns(self._clock) / 1e9

    def warm_up(self) -> None:
        """Wait until his table is allocated and zeroed (before reading its first line) and
        count that CPU time apart: one easy position solved, untimed."""
        self._send([WARM_UP])
        self.startup = self._cpu_now()

    def _send(self, lines: list[str]) -> list[list[str]]:
        stdin, stdout = self._pipes()
        stdin.write("".join(f"{line}\n" for line in lines))
        stdin.flush()
        out = []
        for line in lines:
            fields = stdout.readline().split()
            if not fields or fields[0] != line:
                raise RuntimeError(f"Pons' solver answered {fields!r} to {line!r}")
            out.append(fields[1:])
        return out

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        stdin, stdout = self.process.stdin, self.process.stdout
        if stdin is None or stdout is None:
            raise RuntimeError("Pons' solver has no pipes")
        return stdin, stdout

    def solve(self, batch: list[tuple[str, int]]) -> None:
        """Solve a batch of ``(moves as column digits, expected score)``."""
        started_wall = time.perf_counter()
        started = self._cpu_now()
        answers = self._send([moves for moves, _ in batch])
        self.cpu += self._cpu_now() - started
        self.wall += time.perf_counter() - started_wall
        for fields, (_, expected) in zip(answers, batch, strict=True):
            self.positions += 1
            self.exact += int(fields[0]) == expected
            if len(fields) >= 2:  # a main.cpp that prints nodes (and microseconds) too
                self.nodes += int(fields[1])
            if len(fields) >= 3:
                self.reported_us += int(fields[2])

    def close(self) -> float:
        """End the process; its whole CPU time (``resource.getrusage`` of the children)."""
        stdin, _ = self._pipes()
        stdin.close()
        self.process.wait()
        ended = resource.getrusage(resource.RUSAGE_CHILDREN)
        self._folder.cleanup()
        return ended.ru_utime + ended.ru_stime - self._children_before

    def row(self, name: str, binary: Path, process_cpu: float) -> dict[str, object]:
        positions = self.positions
        return {
            "set": name,
            "mode": "pons",
            "binary": str(binary),
            "positions": positions,
            "exact": self.exact,
            "cpu_ms_per_position": round(1000 * self.cpu / positions, 4),
            "cpu_s": round(self.cpu, 6),
            "mean_ms": round(1000 * self.wall / positions, 4),
            "mean_nodes": round(self.nodes / positions) if self.nodes else None,
            "reported_ms_per_position": (
                round(self.reported_us / 1000 / positions, 4) if self.reported_us else None
            ),
            "startup_cpu_ms": round(1000 * self.startup, 1),
            "process_cpu_s": round(process_cpu, 4),
            "batches_plus_startup_cpu_s": round(self.cpu + self.startup, 4),
            "table": "his, kept across the set (main.cpp never resets it)",
            "opening_book": None,
        }


def solve_fresh(
    rules: Rules,
    batch: list[tuple[Position, int, int]],
    core: str,
    time_limit: float | None,
    tally: Tally,
) -> None:
    """Solve a batch of ``(position, discs, expected score)``, a fresh table each (the solvers
    are made before the clock starts). Nothing but the solves runs between the clock's two
    readings: the batch's wall time is shared evenly among its positions."""
    solvers = [ClassicSolver(rules, Clock.after(time_limit), core=core) for _ in batch]
    scores = []
    started_wall = time.perf_counter()
    started_cpu = time.process_time()
    for solver, (position, discs, _) in zip(solvers, batch, strict=True):
        scores.append(solver.solve_or_none(position.cur, position.mask, discs))
    tally.cpu += time.process_time() - started_cpu
    wall = (time.perf_counter() - started_wall) / len(batch)
    for solver, score, (_, _, expected) in zip(solvers, scores, batch, strict=True):
        tally.add(score, expected, wall, solver.nodes)


def solve_fresh_games(
    rules: Rules,
    games: list[tuple[Game, int]],
    cores: list[str],
    time_limit: float | None,
    tallies: dict[str, Tally],
) -> float:
    """The fresh mode's batch: each position made from its game (the CPU time of that is
    returned), then solved by each core with a fresh table."""
    started = time.process_time()
    built = [Position.from_game(game) for game, _ in games]
    build = time.process_time() - started
    batch = [
        (position, len(game.moves), expected)
        for position, (game, expected) in zip(built, games, strict=True)
    ]
    for core in cores:
        solve_fresh(rules, batch, core, time_limit, tallies[core])
    return build


def solve_kept(
    rules: Rules, batch: list[tuple[Game, int]], time_limit: float | None, tally: Tally
) -> None:
    """Solve a batch of ``(game, expected score)`` through the public API, the cached solver's
    table kept from the positions before. Nothing but the calls runs between the clock's two
    readings (the batch's wall time and nodes are shared evenly among its positions)."""
    before = public_solver.classic_solver(rules, Clock.unlimited())  # made untimed if need be
    nodes_before = before.nodes
    scores: list[int | None] = []
    started_wall = time.perf_counter()
    started_cpu = time.process_time()
    for game, _ in batch:
        try:
            scores.append(solve(game, time_limit=time_limit))
        except TimeoutError:
            scores.append(None)
    tally.cpu += time.process_time() - started_cpu
    wall = (time.perf_counter() - started_wall) / len(batch)
    after = public_solver._classic[rules]
    # A new solver (someone dropped the cached one): the batch's nodes are not known.
    tally.nodes_known &= after is before
    nodes = after.nodes - nodes_before if after is before else 0
    for index, (score, (_, expected)) in enumerate(zip(scores, batch, strict=True)):
        share = nodes // len(batch) + (index < nodes % len(batch))
        tally.add(score, expected, wall, share)


def run_set(
    name: str,
    path: Path,
    time_limit: float | None,
    limit: int | None,
    cores: list[str],
    modes: list[str],
    pons_binary: Path | None = None,
) -> list[dict[str, object]]:
    rules = Rules.preset("classic")
    data = load(path)[:limit]
    fresh = {core: Tally() for core in cores}
    kept = Tally()
    build = 0.0
    # Warm-up, untimed: the board's layout and generated code are made once per process.
    Position.from_game(Game(rules))
    for core in cores:
        ClassicSolver(rules, core=core)
    public_solver._classic.pop(rules, None)  # the kept mode starts each set with an empty table
    pons = Pons(pons_binary) if pons_binary is not None else None
    if pons is not None:
        pons.warm_up()
    for number, first in enumerate(range(0, len(data), BATCH)):
        lines = data[first : first + BATCH]
        games = [
            (Game.from_notation(" ".join(f"d{c}" for c in moves), rules), expected)
            for moves, expected in lines
        ]

        turns = [mode for mode in MODES if mode in modes] + (["pons"] if pons else [])
        # The order rotates batch by batch: none of them always runs first.
        shift = number % len(turns)
        for turn in turns[shift:] + turns[:shift]:
            if turn == "fresh":
                build += solve_fresh_games(rules, games, cores, time_limit, fresh)
            elif turn == "kept":
                solve_kept(rules, games, time_limit, kept)
            elif pons is not None:
                pons.solve(lines)
    positions = len(data)
    rows: list[dict[str, object]] = []
    core_names = {core: ClassicSolver(rules, core=core).core for core in cores}
    if "fresh" in modes:
        for core in cores:
            row = fresh[core].row(name, "fresh", core_names[core], positions)
            row["build_ms_per_position"] = round(1000 * build / positions, 4)
            row["time_limit_s"] = time_limit
            rows.append(row)
        if len(cores) == 2 and all(fresh[core].cpu for core in cores):
            rows.append(
                {
                    "set": name,
                    "mode": "fresh",
                    "python_over_c_cpu": round(fresh["python"].cpu / fresh["c"].cpu, 1),
                    "same_nodes": fresh["python"].nodes == fresh["c"].nodes,
                }
            )
    if "kept" in modes:
        cached = public_solver._classic[rules]
        row = kept.row(name, "kept", cached.core, positions)
        row["table_size_at_end"] = cached.table_size
        row["time_limit_s"] = time_limit
        rows.append(row)
    if pons is not None and pons_binary is not None:
        rows.append(pons.row(name, pons_binary, pons.close()))
    compare: dict[str, object] = {"set": name, "compare": "modes", "core": core_names[cores[0]]}
    fresh_cpu = fresh[cores[0]].cpu if "fresh" in modes else 0.0
    if "kept" in modes and fresh_cpu:
        compare["kept_over_fresh"] = round(kept.cpu / fresh_cpu, 3)
        compare["kept_over_fresh_and_build"] = round(kept.cpu / (fresh_cpu + build), 3)
        compare["same_nodes"] = kept.nodes_known and kept.nodes == fresh[cores[0]].nodes
    if pons is not None and pons.cpu:
        if "kept" in modes:
            compare["pons_ratio_kept"] = round(kept.cpu / pons.cpu, 3)
        if fresh_cpu:
            compare["pons_ratio_fresh"] = round(fresh_cpu / pons.cpu, 3)
            compare["pons_ratio_fresh_and_build"] = round((fresh_cpu + build) / pons.cpu, 3)
        if pons.nodes and "kept" in modes:
            compare["nodes_over_pons_kept"] = round(kept.nodes / pons.nodes, 4)
    if len(compare) > 3:
        rows.append(compare)
    return rows


def summarize_rounds(name: str, rounds: list[list[dict[str, object]]]) -> dict[str, object]:
    """The line after ``--rounds`` rounds of a set: per ratio of the comparing lines, the
    rounds' median, least and greatest, and the ratio of the rounds' CPU times summed
    (``..._pooled``)."""
    out: dict[str, object] = {"set": name, "compare": "rounds", "rounds": len(rounds)}
    cpu: dict[str, float] = {}
    for rows in rounds:
        for row in rows:
            if ("mode" in row and "core" in row) or row.get("mode") == "pons":
                key = str(row["mode"])
                cpu[key] = cpu.get(key, 0.0) + float(row["cpu_s"])  # type: ignore[arg-type]
    compares = [row for rows in rounds for row in rows if row.get("compare") == "modes"]
    for key in ("kept_over_fresh", "pons_ratio_kept", "pons_ratio_fresh"):
        values = [float(row[key]) for row in compares if key in row]  # type: ignore[arg-type]
        if values:
            out[f"{key}_median"] = round(statistics.median(values), 3)
            out[f"{key}_min"] = round(min(values), 3)
            out[f"{key}_max"] = round(max(values), 3)
    if cpu.get("pons"):
        for mode in MODES:
            if cpu.get(mode):
                out[f"pons_ratio_{mode}_pooled"] = round(cpu[mode] / cpu["pons"], 3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    parser.add_argument("--sets", nargs="+", default=["end", "middle", "begin"])
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per position")
    parser.add_argument("--limit", type=int, help="only the first N positions of each set")
    parser.add_argument(
        "--mode",
        choices=[*MODES, "both"],
        help="fresh: a new table per position; kept: the public API, its table kept (see above);"
        " default both, or fresh with --core both",
    )
    parser.add_argument(
        "--core",
        choices=[*CORES, "both"],
        default="auto",
        help="the solver's core (auto: compiled where built); both: c and python in turn",
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="solve each set this many times over, each round from the start (new tables,"
        " a new Pons process), then print the rounds' median ratios (see above)",
    )
    parser.add_argument(
        "--pons",
        type=Path,
        metavar="BINARY",
        help="Pascal Pons' c4solver, run as the referee in the same run (see above; Linux)",
    )
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds: at least 1")
    mode = args.mode or ("fresh" if args.core == "both" else "both")
    modes = list(MODES) if mode == "both" else [mode]
    cores = ["c", "python"] if args.core == "both" else [args.core]
    if "kept" in modes:
        if args.core == "both":
            parser.error("the kept mode runs the public API's one core: --core c or python")
        if args.core != "auto":
            os.environ[CORE_VARIABLE] = args.core
    for name in args.sets:
        path = args.dir / f"classic_7x6_{name}.txt"
        rounds = []
        for number in range(args.rounds):
            rows = run_set(name, path, args.time_limit, args.limit, cores, modes, args.pons)
            for row in rows:
                if args.rounds > 1:
                    row["round"] = number + 1
                print(json.dumps(row), flush=True)
            rounds.append(rows)
        if args.rounds > 1:
            print(json.dumps(summarize_rounds(name, rounds)), flush=True)


if __name__ == "__main__":
    main()
