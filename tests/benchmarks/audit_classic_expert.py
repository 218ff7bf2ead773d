"""Audit of classic Expert after random openings (issue 33, point 1; run by hand, not by pytest):
does Expert keep the outcome of a 7x6 classic position it is handed?

Each game starts from a seeded random opening of drops (``--plies`` LO-HI, its length drawn
per game; an opening that ends the game is drawn again). Expert (:func:`~popout_desktop.engine.
levels.best_move`, level expert, ``--seconds`` a move, as the computer seat asks it) plays the
side to move after the opening; a perfect opponent plays the other: our exact solver without a
time limit (its own bounded table, never Expert's), a move with the best exact score, the
leftmost among equals (the position's exact score, then one null-window search per move).
Every Expert move is scored exactly where the budget allows (see below; Pons' scores, from the
mover): the position's value before the move against the value after it (a null-window search
says whether the move keeps the position's score; if not, the position after it is solved). A
move is *outcome-changing* when it turns a win into a draw or a loss, or a draw into a loss;
each is listed with its opening, ply, discs, the move played, the best move, every move's score
and Expert's seconds.

Positions with few discs take our solver minutes to hours: with ``--max-nodes`` a position
that takes more is not scored exactly. Expert's move there is then judged by its **outcome**
(what "outcome-changing" needs) where ``--max-weak-nodes`` is given: a weak solve (win, draw
or loss: null-window searches around 0, on its own bounded table) of the position and, unless
it is lost (where no move can change the outcome), of the position after the move, each within
that many nodes. A move neither can judge is counted as the book's if Expert played the classic
book's move there (its value is then the book builder's proof, not the audit's own), else as
unjudged; the JSON counts the moves judged exactly, by outcome only, as the book's, and
unjudged (``expert_moves_judged``) and lists every one. Weak solves (their discs, nodes and CPU
seconds) are listed too, and kept with ``--weak-cache`` (the positions out of budget as well,
so a second run does not try them again). A 2-disc position's weak solve took 150-250 M nodes
(30-55 s) on the compiled core here; the empty board's, a 1-disc and a 3-disc position's took
more than 300 M. Where the exact score is out of budget the opponent plays Expert's own move at
:data:`OPPONENT_SECONDS` (no extension), a strong reply but not a proven best one (its plies
are listed): the positions Expert is handed there can be better for it than a perfect
opponent's. The 0-4-ply audit needs these budgets:

    nice -n 19 python tests/benchmarks/audit_classic_expert.py --games 40 --plies 0-4 \\
        --max-nodes 10000000 --max-weak-nodes 300000000 --cache S.json --weak-cache W.json

The time is this process's CPU time (:func:`~popout_desktop.engine.clock.use_cpu_time`, so
every clock of the engine, the move's time and Expert's extension of it alike, reads CPU time:
the audit means the same on a loaded machine); ``--wall`` keeps the wall clock. Expert's
table is emptied before each game, as in a new game. ``--core`` sets ``POPOUT_ENGINE_CORE``
(c or python) for Expert; the scorer always runs the compiled core.

    nice -n 19 python tests/benchmarks/audit_classic_expert.py --games 40 --plies 10-14 \\
        [--seed 1] [--seconds 1.0] [--core c] [--wall] [--out FILE] [--cache SCORES.json]
        [--max-nodes 30000000 [--max-weak-nodes 300000000] [--weak-cache W.json]]

Prints one JSON object (the summary and the outcome-changing moves in full), and to stderr
one JSON line per game as it ends (its changes, its Expert moves: discs, CPU seconds, how
judged, values; its weak solves; its CPU time). Stopped by SIGTERM or ^C, it still prints the
JSON of the games finished (``games_finished``). With ``--log FILE`` each game's line is kept
there too and a second run plays only the games not in it; ``--shard K/N`` plays every N-th
game from the K-th (the openings are drawn for every game, so each game's is the one a whole
run plays), so N processes (each its own log and cache files) share the games, and a last run
with ``--also`` the other logs counts them all:

    nice -n 19 python tests/benchmarks/audit_classic_expert.py ... --shard 0/2 --log A.jsonl \
        --cache S0.json --weak-cache W0.json     # and 1/2 with B.jsonl, S1.json, W1.json
    python tests/benchmarks/audit_classic_expert.py ... --log A.jsonl --also B.jsonl

Each record carries the stamp of the classic book and the engine it was played with
(:func:`stamp`), and the summary counts the games of each (``games_by_stamp``): a log kept
across sessions, while the book grows, says which games an older book played.

``--trust-book`` judges Expert's move at once as the book's wherever it plays the classic book's
move (the builder's weak solves proved it keeps the position's value; the audit does not search
it again): with a deeper book, most moves below ten discs are the book's, and each one's two
weak solves would cost minutes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository

from popout_desktop.app.resources import resource_path
from popout_desktop.engine import levels
from popout_desktop.engine import solver as engine_solver
from popout_desktop.engine.classic import _classic_core
from popout_desktop.engine.classic.board import Position, move_of
from popout_desktop.engine.classic.drop_solver import ClassicSolver
from popout_desktop.engine.classic.opening_book import BOOK_FILES, BOOK_RULES, book_move
from popout_desktop.engine.clock import now, use_cpu_time
from popout_desktop.engine.core_choice import CORE_VARIABLE
from popout_desktop.engine.levels import best_move
from popout_desktop.engine.scores import finished_score
from popout_desktop.rules import Game, Move, Rules

RULES = Rules.preset("classic")
#: The scorer's table: at most this many entries (some 512 MB).
TABLE_ENTRIES = 1 << 24
#: The weak solves' own table (some 1 GB): a 2-disc weak solve visits 200-250 M nodes.
WEAK_TABLE_ENTRIES = 1 << 25
#: Scores of positions with at most this many discs are written to the cache file at once.
SAVE_DISCS = 12
#: Where the scorer cannot solve a position within ``--max-nodes``, the opponent plays
#: Expert's move at this many seconds (a strong reply, not a proven best one).
OPPONENT_SECONDS = 5.0


class Scorer:
    """Exact Pons scores of 7x6 classic positions (from the player to move), cached (in
    ``cache_file`` too, if given, so that a second run does not solve the early positions
    again). Its table is bounded (:data:`TABLE_ENTRIES`): the early positions' searches would
    otherwise fill the machine's memory."""

    def __init__(
        self,
        cache_file: Path | None = None,
        max_nodes: int | None = None,
        *,
        max_weak_nodes: int | None = None,
        weak_cache_file: Path | None = None,
        rules: Rules = RULES,
        table_entries: int = TABLE_ENTRIES,
        weak_table_entries: int = WEAK_TABLE_ENTRIES,
    ) -> None:
        self.rules = rules
        self.solver = ClassicSolver(rules, core="c")
        #: A position that takes more nodes than this is not scored (:class:`Unscored`).
        self.max_nodes = max_nodes
        #: A weak solve (win/draw/loss) that takes more nodes than this fails (None: no weak
        #: solves, the audit as before).
        self.max_weak_nodes = max_weak_nodes
        lay = self.solver.layout
        self.core = _classic_core.Core(
            lay.rows, lay.width, lay.connect, lay.order, max_entries=table_entries
        )
        #: The weak solves' own core and bounded table (the exact solves' table stays theirs).
        self.weak_core = _classic_core.Core(
            lay.rows, lay.width, lay.connect, lay.order, max_entries=weak_table_entries
        )
        self.solver._compiled = self.core
        self.cache_file = cache_file
        self.cache: dict[int, int] = {}
        #: The positions found out of the node budget.
        self.failed: set[int] = set()
        if cache_file is not None and cache_file.exists():
            self.cache = {int(k): v for k, v in json.loads(cache_file.read_text()).items()}
        self.weak_cache_file = weak_cache_file
        #: Weak values (-1, 0, 1 for the player to move) of positions with no exact score.
        self.weak_values: dict[int, int] = {}
        #: Positions whose weak solve ran out of nodes: the budget it had.
        self.weak_failed: dict[int, int] = {}
        if weak_cache_file is not None and weak_cache_file.exists():
            data = json.loads(weak_cache_file.read_text())
            self.weak_values = {int(k): v for k, v in data["values"].items()}
            self.weak_failed = {int(k): v for k, v in data["failed"].items()}
        self.seconds = 0.0
        self.weak_seconds = 0.0
        #: Weak solves done this run: (discs, nodes, CPU seconds, value or None if out of budget).
        self.weak_log: list[tuple[int, int, float, int | None]] = []

    def save(self) -> None:
        if self.cache_file is not None:
            self.cache_file.write_text(json.dumps({str(k): v for k, v in self.cache.items()}))
        if self.weak_cache_file is not None:
            data = {
                "values": {str(k): v for k, v in self.weak_values.items()},
                "failed": {str(k): v for k, v in self.weak_failed.items()},
            }
            self.weak_cache_file.write_text(json.dumps(data))

    def weak(self, game: Game) -> int:
        """The outcome of ``game`` for the player to move: 1 won, 0 drawn, -1 lost, from an
        exact score if one is known, else by a weak solve (null-window searches around 0) on
        its own table within :attr:`max_weak_nodes` (:class:`Unscored` if it takes more, or if
        there is no weak budget)."""
        if game.is_over:
            return sign(finished_score(game))
        cur, mask = self._position(game)
        key = cur + mask
        discs = self.solver.discs(mask)
        known = self.cache.get(key)
        if known is not None:
            return sign(known)
        value = self.weak_values.get(key)
        if value is not None:
            return value
        budget = self.max_weak_nodes
        if budget is None or self.weak_failed.get(key, -1) >= budget:
            raise Unscored(discs)
        started = time.process_time()
        first = self.weak_core.nodes
        result = self.weak_core.solve(cur, mask, discs, True, None, first + budget, None)
        took = time.process_time() - started
        self.weak_seconds += took
        self.weak_log.append((discs, self.weak_core.nodes - first, round(took, 2), result))
        if result is None:
            self.weak_failed[key] = budget
            self.save()
            raise Unscored(discs)
        self.weak_values[key] = result
        self.save()
        return result

    @staticmethod
    def _position(game: Game) -> tuple[int, int]:
        p1, p2 = game.bitboards()
        return (p1 if game.turn == 1 else p2), p1 | p2

    def value(self, game: Game) -> int:
        """The exact score of ``game`` for the player to move (a finished game's too)."""
        if game.is_over:
            return finished_score(game)
        cur, mask = self._position(game)
        key = cur + mask
        known = self.cache.get(key)
        if known is None:
            started = time.process_time()
            discs = self.solver.discs(mask)
            if self.max_nodes is None:
                known = self.solver.solve(cur, mask, discs)
            else:  # the core's own node limit (its node count moves only once it returns)
                limit = self.core.nodes + self.max_nodes
                if key in self.failed:
                    raise Unscored(discs)
                score = self.core.solve(cur, mask, discs, False, None, limit, None)
                if score is None:
                    self.seconds += time.process_time() - started
                    self.failed.add(key)
                    raise Unscored(discs)
                known = score
            self.seconds += time.process_time() - started
            self.cache[key] = known
            if self.solver.discs(mask) <= SAVE_DISCS:
                self.save()
        return known

    def at_least(self, game: Game, move: Move, score: int) -> bool:
        """True if ``move`` scores at least ``score`` for its player (at most ``score``: the
        position's own exact score); one null-window search where nothing is cached."""
        child = game.copy()
        child.play(move)
        if child.is_over:
            return -finished_score(child) >= score
        cur, mask = self._position(child)
        known = self.cache.get(cur + mask)
        if known is not None:
            return -known >= score
        lay = self.solver.layout
        if lay.spots(cur, mask) & ((mask + lay.bottom_row) & lay.playable_mask):
            return -self.value(child) >= score  # the reply wins at once
        if self.max_nodes is not None:
            return -self.value(child) >= score  # the core's window search has no node limit
        started = time.process_time()
        result = self.core.negamax(cur, mask, self.solver.discs(mask), -score, -score + 1)
        self.seconds += time.process_time() - started
        return result <= -score

    def best(self, game: Game) -> tuple[Move, int]:
        """The leftmost move with the best exact score, and that score."""
        score = self.value(game)
        for move in game.legal_moves():
            if self.at_least(game, move, score):
                return move, score
        raise AssertionError("no move has the position's score")

    def after(self, game: Game, move: Move) -> int:
        """The exact score of ``move`` for the player who plays it."""
        child = game.copy()
        child.play(move)
        return -self.value(child)

    def moves(self, game: Game) -> dict[Move, int]:
        """Every legal move's exact score, in column order."""
        return {move: self.after(game, move) for move in game.legal_moves()}


#: The ways an Expert move is judged (:class:`Judgement`), game results and values for Expert.
JUDGEMENTS = ("exact", "outcome", "book", "unjudged")
RESULTS = ("won", "drawn", "lost")
VALUES = ("win", "draw", "loss", "unscored")
#: One audit game's record, as its JSON line holds it.
Record = dict[str, Any]


class Unscored(Exception):
    """A position the scorer could not solve within its node budget (``args[0]``: its discs)."""


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


@dataclass(frozen=True)
class Judgement:
    """How an Expert move was judged: ``kind`` is

    * ``"exact"``: the position's exact score and the move's (``before``/``after``: Pons'
      scores for Expert);
    * ``"outcome"``: the exact score was over ``--max-nodes``; the position's outcome and the
      move's by weak solves (``before``/``after``: -1, 0, 1), within ``--max-weak-nodes``;
    * ``"book"``: neither was within budget, and Expert played the classic book's move: its
      value is the book builder's proof (``make_opening_book.py`` weakly solved the position
      and the move's child), taken here as value-keeping without a proof of the audit's own;
    * ``"unjudged"``: none of these (``before``/``after`` None).

    ``changed``: the move turns a win into a draw or a loss, or a draw into a loss."""

    kind: str
    before: int | None = None
    after: int | None = None
    discs: int = 0

    @property
    def changed(self) -> bool:
        if self.before is None or self.after is None:
            return False
        return sign(self.after) < sign(self.before)


def judge(
    scorer: Scorer,
    game: Game,
    move: Move,
    book: Move | None = None,
    *,
    trust_book: bool = False,
) -> Judgement:
    """Judge Expert's ``move`` in ``game`` (``book``: the classic book's move there, if any):
    exactly if the scorer can, else by its outcome (weak solves of the position and, unless
    the position is lost, where no move can change the outcome, of the move's child), else as
    the book's move if it is one, else unjudged. With ``trust_book``, the book's move is
    judged the book's at once, with no search (the builder's proof stands for it)."""
    discs = scorer.solver.discs(scorer._position(game)[1])
    if trust_book and book is not None and book == move:
        return Judgement("book", discs=discs)
    try:
        before = scorer.value(game)
        kept = scorer.at_least(game, move, before)
        return Judgement("exact", before, before if kept else scorer.after(game, move), discs)
    except Unscored:
        pass
    try:
        outcome = scorer.weak(game)
        if outcome < 0:
            return Judgement("outcome", outcome, outcome, discs)
        child = game.copy()
        child.play(move)
        return Judgement("outcome", outcome, -scorer.weak(child), discs)
    except Unscored:
        pass
    if book is not None and book == move:
        return Judgement("book", discs=discs)
    return Judgement("unjudged", discs=discs)


def book_choice(game: Game) -> Move | None:
    """The classic book's move in ``game`` (None: the book has no entry)."""
    position = Position.from_game(game)
    code = book_move(game.rules, position.cur, position.mask)
    return None if code is None else move_of(code)


def opening(rng: random.Random, low: int, high: int) -> Game:
    """A random opening of drops that does not end the game."""
    while True:
        game = Game(RULES)
        for _ in range(rng.randint(low, high)):
            game.play(rng.choice(game.legal_moves()))
            if game.is_over:
                break
        if not game.is_over:
            return game


def line(game: Game) -> str:
    return " ".join(str(move) for move in game.moves)


def outcomes(scorer: Scorer, game: Game) -> dict[Move, int]:
    """Every legal move's outcome for its player (-1, 0, 1), by weak solves; {} if one is
    over budget."""
    found: dict[Move, int] = {}
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        try:
            found[move] = -scorer.weak(child)
        except Unscored:
            return {}
    return found


def play_game(
    index: int,
    game: Game,
    scorer: Scorer,
    seconds: float,
    trust_book: bool = False,
) -> Record:
    """Plays one audit game from ``game`` (the opening): Expert the side to move, the perfect
    opponent the other; returns its record (everything the summary counts)."""
    started = time.process_time()
    scorer_seconds, weak_seconds = scorer.seconds, scorer.weak_seconds
    logged = len(scorer.weak_log)
    judged: dict[str, list[dict[str, object]]] = {kind: [] for kind in JUDGEMENTS}
    played: list[tuple[int, float, str, int | None, int | None]] = []
    changes: list[dict[str, object]] = []
    fallbacks: list[int] = []  # the plies where the opponent played Expert's move
    start = line(game)
    expert = game.turn
    engine_solver._classic.clear()  # Expert's tables: fresh, as in a new game
    getattr(levels, "_keepers", {}).clear()  # (none before issue 33 point 1: main's run)
    try:
        kept = ("loss", "draw", "win")[sign(scorer.weak(game)) + 1]
    except Unscored:
        kept = "unscored"
    while not game.is_over:
        if game.turn == expert:
            book = book_choice(game)
            t0 = time.process_time()
            move = best_move(game, level="expert", time_limit=seconds)
            took = time.process_time() - t0
            verdict = judge(scorer, game, move, book, trust_book=trust_book)
            played.append(
                (verdict.discs, round(took, 3), verdict.kind, verdict.before, verdict.after)
            )
            judged[verdict.kind].append(
                {
                    "game": index,
                    "moves_before": line(game),
                    "discs": verdict.discs,
                    "played": str(move),
                    "before": verdict.before,
                    "after": verdict.after,
                    "seconds": round(took, 3),
                }
            )
            if verdict.changed:
                scored: dict[Move, int] = {}
                try:
                    scored = scorer.moves(game)
                except Unscored:  # the played move's value is known: the rest are not
                    scored = outcomes(scorer, game) if verdict.kind == "outcome" else {}
                best = max(scored, key=lambda m: scored[m]) if scored else None
                changes.append(
                    {
                        "game": index,
                        "opening": start,
                        "ply": game.ply + 1,
                        "discs": game.ply,
                        "judged": verdict.kind,
                        "moves_before": line(game),
                        "played": str(move),
                        "best": str(best) if best else None,
                        "value_before": verdict.before,
                        "value_after": verdict.after,
                        "scores": {str(m): v for m, v in scored.items()},
                        "seconds": round(took, 3),
                    }
                )
        else:
            try:
                move, _ = scorer.best(game)
            except Unscored:  # out of the scorer's budget: a strong, not perfect, reply
                ends = now() + OPPONENT_SECONDS  # no extension of its time
                move = best_move(game, time_limit=OPPONENT_SECONDS, deadline=ends)
                fallbacks.append(game.ply)
        game.play(move)
    result = game.result
    assert result is not None
    scorer.save()
    outcome = "drawn" if result.winner is None else "won" if result.winner == expert else "lost"
    return {
        "game": index,
        "opening": start,
        "result": outcome,
        "value_after_opening": kept,
        "changes": changes,
        **{kind: len(found) for kind, found in judged.items()},
        "unjudged_discs": [j["discs"] for j in judged["unjudged"]],
        "expert_moves": played,  # discs, CPU seconds, how judged, values
        "judged": judged,
        "opponent_fallback_plies": fallbacks,
        "weak_solves": scorer.weak_log[logged:],
        "scorer_cpu_seconds": round(scorer.seconds - scorer_seconds, 2),
        "weak_cpu_seconds": round(scorer.weak_seconds - weak_seconds, 2),
        "game_cpu_seconds": round(time.process_time() - started, 2),
        "stamp": stamp(),
    }


ENGINE = Path(__file__).resolve().parents[2] / "popout_desktop" / "engine"


def stamp() -> str:
    """What a game's record was played with: the classic book's bytes and the engine's sources
    (each a short SHA-256), e.g. ``"book 1a2b3c4d5e6f engine 0f1e2d3c4b5a"``. A ``--log`` may
    outlast both (an audit spread over sessions): the summary counts the games of each stamp,
    so that games of an older book or engine are seen, not mixed in unawares."""
    book = hashlib.sha256(resource_path("books", BOOK_FILES[BOOK_RULES]).read_bytes()).hexdigest()[
        :12
    ]
    engine = hashlib.sha256()
    for path in sorted(ENGINE.rglob("*")):
        if path.suffix in (".py", ".c", ".h"):
            engine.update(path.relative_to(ENGINE).as_posix().encode() + b"\0")
            engine.update(path.read_bytes())
    return f"book {book} engine {engine.hexdigest()[:12]}"


def read_log(path: Path) -> dict[int, Record]:
    """The game records of a ``--log`` file by game number (a line being written, not yet
    whole, is left out: that game is played again)."""
    found: dict[int, Record] = {}
    if path.exists():
        for text in path.read_text().splitlines():
            try:
                record = json.loads(text)
            except json.JSONDecodeError:
                continue
            found[int(record["game"])] = record
    return found


def summarize(records: list[Record]) -> dict[str, object]:
    """The audit's counts over game records (:func:`play_game`), in game order."""
    records = sorted(records, key=lambda r: int(r["game"]))
    judged: dict[str, list[dict[str, object]]] = {kind: [] for kind in JUDGEMENTS}
    for record in records:
        for kind, found in record["judged"].items():
            judged[kind].extend(found)
    changes = [c for r in records for c in r["changes"]]
    times = [float(m[1]) for r in records for m in r["expert_moves"]]
    weak_solves = [w for r in records for w in r["weak_solves"]]
    results = {key: sum(1 for r in records if r["result"] == key) for key in RESULTS}
    kept = {key: sum(1 for r in records if r["value_after_opening"] == key) for key in VALUES}
    return {
        "games_finished": len(records),
        "games_played": [r["game"] for r in records],
        # Games by what they were played with (records of before the stamp: "unstamped").
        "games_by_stamp": dict(Counter(str(r.get("stamp", "unstamped")) for r in records)),
        "outcome_changing": len(changes),
        "outcome_changing_by_judgement": {
            kind: sum(1 for c in changes if c["judged"] == kind) for kind in ("exact", "outcome")
        },
        "games_with_a_change": len({c["game"] for c in changes}),
        "expert_value_after_opening": kept,
        "results_for_expert": results,
        "expert_moves": len(times),
        "expert_moves_judged": {kind: len(found) for kind, found in judged.items()},
        "expert_seconds_median": round(statistics.median(times), 3) if times else None,
        "expert_seconds_max": round(max(times), 3) if times else None,
        "scorer_cpu_seconds": round(sum(float(r["scorer_cpu_seconds"]) for r in records), 1),
        "weak_cpu_seconds": round(sum(float(r["weak_cpu_seconds"]) for r in records), 1),
        "weak_solves": [
            {"discs": d, "nodes": n, "cpu_seconds": t, "value": v} for d, n, t, v in weak_solves
        ],
        "cpu_seconds": round(sum(float(r["game_cpu_seconds"]) for r in records), 1),
        "outcome_only_moves": judged["outcome"],
        "book_moves": judged["book"],
        "unjudged_expert_moves": judged["unjudged"],
        "opponent_fallback_plies": {
            str(r["game"]): r["opponent_fallback_plies"]
            for r in records
            if r["opponent_fallback_plies"]
        },
        "changes": changes,
    }


def audit(
    games: int,
    low: int,
    high: int,
    seed: int,
    seconds: float,
    cache: Path | None,
    max_nodes: int | None = None,
    max_weak_nodes: int | None = None,
    weak_cache: Path | None = None,
    *,
    log: Path | None = None,
    also: tuple[Path, ...] = (),
    shard: tuple[int, int] = (0, 1),
    trust_book: bool = False,
    only: frozenset[int] | None = None,
) -> dict[str, object]:
    """Plays the audit's games (those of ``shard`` K/N: every N-th from the K-th; of them, with
    ``only``, those numbered in it) not yet in
    ``log`` or ``also`` (other shards' logs, read only), appending each game's record to ``log``
    as it ends; the summary counts every record of ``log`` and ``also`` among the ``games``."""
    rng = random.Random(seed)
    scorer = Scorer(cache, max_nodes, max_weak_nodes=max_weak_nodes, weak_cache_file=weak_cache)
    done: dict[int, Record] = {}
    for path in (*also, *([log] if log is not None else [])):
        done.update(read_log(path))
    part, parts = shard
    for index in range(games):
        game = opening(rng, low, high)  # drawn for every game, so each game's is the same
        if index in done or index % parts != part or (only is not None and index not in only):
            continue
        try:
            record = play_game(index, game, scorer, seconds, trust_book)
        except KeyboardInterrupt:  # stopped (SIGINT or SIGTERM): report the games finished
            break
        done[index] = record
        text = json.dumps(record)
        if log is not None:
            with log.open("a+") as out:
                out.seek(0, os.SEEK_END)
                if out.tell() and (out.seek(out.tell() - 1), out.read(1))[1] != "\n":
                    out.write("\n")  # after a line left half written: the record on its own
                out.write(text + "\n")
        print(text, file=sys.stderr, flush=True)  # one line a game
    records = [done[i] for i in sorted(done) if i < games]
    over = sum(1 for r in records for m in r["expert_moves"] if m[1] > seconds * 1.05)
    return {
        "games": games,
        "plies": f"{low}-{high}",
        "seed": seed,
        "seconds_per_move": seconds,
        "clock": "wall" if os.environ.get("AUDIT_WALL") else "cpu",
        "expert_core": os.environ.get(CORE_VARIABLE, "auto"),
        "max_nodes": max_nodes,
        "max_weak_nodes": max_weak_nodes,
        "book_moves_trusted": trust_book,
        "expert_moves_over_time": over,
        **summarize(records),
    }


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--plies", default="10-14", help="LO-HI: the openings' lengths")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--core", choices=("c", "python"), default=None)
    parser.add_argument("--wall", action="store_true", help="wall-clock time, not CPU time")
    parser.add_argument("--out", type=Path, default=None, help="also write the JSON here")
    parser.add_argument(
        "--max-nodes",
        type=int,
        default=None,
        help="positions that take more nodes are not scored: Expert's move there is listed "
        "as unscored, the opponent plays Expert's move at 5 s",
    )
    parser.add_argument(
        "--max-weak-nodes",
        type=int,
        default=None,
        help="where the exact score is over --max-nodes, Expert's move is judged by its outcome "
        "(weak solves of the position and of the move's child) within this many nodes each",
    )
    parser.add_argument(
        "--cache", type=Path, default=None, help="a JSON file of exact scores, read and kept"
    )
    parser.add_argument(
        "--weak-cache",
        type=Path,
        default=None,
        help="a JSON file of weak values (and of the positions out of the weak budget)",
    )
    parser.add_argument(
        "--log",
        type=Path,
        default=None,
        help="a JSON-lines file of the games played: each game's record is appended as it ends, "
        "and the games already in it are not played again (a stopped audit resumes)",
    )
    parser.add_argument(
        "--also",
        type=Path,
        nargs="*",
        default=[],
        help="other shards' --log files (read only): their games are counted, not played",
    )
    parser.add_argument(
        "--shard",
        default="0/1",
        help="K/N: play only every N-th game from the K-th (0-based), so that N processes, each "
        "with its own --log and caches, share the games; a run with --also joins them",
    )
    parser.add_argument(
        "--trust-book",
        action="store_true",
        help="judge Expert's move as the book's at once where it plays the classic book's move "
        "(no search: the book builder's proof stands for it)",
    )
    parser.add_argument(
        "--only",
        type=int,
        nargs="+",
        default=None,
        help="play only the games of these numbers (0-based; e.g. those whose opening a "
        "change of the book cannot reach)",
    )
    args = parser.parse_args()
    part, _, parts = args.shard.partition("/")
    if not parts.isdigit() or not part.isdigit() or not 0 <= int(part) < int(parts):
        parser.error(f"--shard {args.shard}: K/N with 0 <= K < N")
    low, _, high = args.plies.partition("-")
    if args.core is not None:
        os.environ[CORE_VARIABLE] = args.core
    if args.wall:
        os.environ["AUDIT_WALL"] = "1"
    else:
        use_cpu_time()
    signal.signal(signal.SIGTERM, _interrupt)
    wall = time.monotonic()
    report = audit(
        args.games,
        int(low),
        int(high or low),
        args.seed,
        args.seconds,
        args.cache,
        args.max_nodes,
        args.max_weak_nodes,
        args.weak_cache,
        log=args.log,
        also=tuple(args.also),
        shard=(int(part), int(parts)),
        trust_book=args.trust_book,
        only=None if args.only is None else frozenset(args.only),
    )
    report["wall_seconds"] = round(time.monotonic() - wall, 1)
    text = json.dumps(report, indent=1)
    if args.out is not None:
        args.out.write_text(text + "\n")
    print(text, flush=True)


if __name__ == "__main__":
    main()
