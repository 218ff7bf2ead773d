"""Frame pacing of the board's animations (run by hand, not by pytest).

Plays 20 drops and 10 pops at normal speed on a 7x6 Pop Out board, records the time of every
frame painted while an animation runs, and prints one JSON line with the intervals between
consecutive frames of the same animation:
``{"frames": N, "p50_ms": ..., "p95_ms": ..., "max_ms": ...}``.

    python tests/benchmarks/bench_frames.py [--background none|process|thread] [--offscreen]
    python tests/benchmarks/bench_frames.py --preset power_up   # or pop_ten

``--preset power_up`` plays 30 steps of a Power Up game that uses power checkers (anvils crushing
columns, bombs, walls, x2), ``--preset pop_ten`` the 42 setup drops of Pop 10 and 30 steps after
them (pops, kept discs flying to the trays, put-backs): the variants' trays are painted too.

The board paints everything a player sees: the column labels (always there) and, unless
``--no-legend``, analysis mode's legend over the board. ``--card`` also keeps a result card
(the widget the window shows at a game's end) over the board, so every frame composes it too.

``--background`` runs a CPU-bound pure-Python search while measuring: a perft of the rules engine
in a worker process (``process``), the real computer opponent searching in a spawned worker
process as the game does (``engine``), or a perft in a thread of the GUI's process (``thread``,
to show what the GIL does to frames). Without ``--offscreen`` it uses the platform Qt
picks (run it under Xvfb for a real window).
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import os
import random
import statistics
import sys
import threading
import time


def busy_search(stop: object) -> None:
    """Burn CPU in pure Python, the way a game-tree search does, until ``stop`` is set."""
    from popout_desktop.rules import Game

    def perft(game: Game, depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for move in game.legal_moves():
            game.play(move)
            total += perft(game, depth - 1)
            game.undo()
        return total

    while not stop.is_set():  # type: ignore[attr-defined]
        perft(Game(), 4)


def busy_engine(stop: object) -> None:
    """The real computer opponent searching (expert, one-second moves) until ``stop`` is set."""
    from popout_desktop.engine import best_move
    from popout_desktop.rules import Game

    game = Game.from_notation("d4 d4 d3 d5 d4")
    while not stop.is_set():  # type: ignore[attr-defined]
        best_move(game, level="expert", time_limit=1.0)


def scripted_moves(seed: int) -> list[str]:
    """A legal 7x6 Pop Out game of exactly 20 drops and 10 pops that nobody wins."""
    from popout_desktop.rules import Game

    rng = random.Random(seed)
    while True:
        game = Game()
        drops = pops = 0
        while drops + pops < 30:
            moves = [m for m in game.legal_moves() if not _ends(game, m)]
            kinds = [m for m in moves if m.kind == "pop"] if pops < 10 else []
            if kinds and rng.random() < (10 - pops) / (30 - drops - pops) * 1.5:
                move = rng.choice(kinds)
            else:
                candidates = [m for m in moves if m.kind == "drop"] if drops < 20 else []
                if not candidates:
                    break
                move = rng.choice(candidates)
            game.play(move)
            drops += move.kind == "drop"
            pops += move.kind == "pop"
        if drops == 20 and pops == 10:
            return game.notation().split()


def variant_moves(preset: str, seed: int) -> list[str]:
    """A legal 7x6 game of ``preset`` (Pop 10: its setup and 30 steps more; Power Up: 30 steps,
    power checkers preferred) that does not end."""
    from popout_desktop.rules import Game, Rules

    rules = Rules.preset(preset)
    steps = 30 + (rules.columns * rules.rows if rules.pop_ten else 0)
    rng = random.Random(seed)
    while True:
        game = Game(rules)
        while game.ply < steps:
            moves = [m for m in game.legal_moves() if not _ends(game, m)]
            if not moves:
                break
            powers = [m for m in moves if m.is_power]
            game.play(rng.choice(powers if powers and rng.random() < 0.4 else moves))
        if game.ply == steps:
            return game.notation().split()


def _ends(game: object, move: object) -> bool:
    game.play(move)  # type: ignore[attr-defined]
    over = game.result is not None  # type: ignore[attr-defined]
    game.undo()  # type: ignore[attr-defined]
    return over


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--background", choices=("none", "process", "thread", "engine"), default="none"
    )
    parser.add_argument("--offscreen", action="store_true", help="use the offscreen platform")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--theme", default="classic")
    parser.add_argument("--preset", choices=("pop_out", "pop_ten", "power_up"), default="pop_out")
    parser.add_argument(
        "--no-legend", action="store_true", help="without analysis mode's legend over the board"
    )
    parser.add_argument(
        "--card", action="store_true", help="with a result card shown over the board"
    )
    args = parser.parse_args()
    if args.offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from popout_desktop.game.model import GameModel
    from popout_desktop.rules import Move, Rules
    from popout_desktop.ui.board.animations import Speed
    from popout_desktop.ui.board.view import BoardView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    model = GameModel(Rules.preset(args.preset))
    view = BoardView(model)
    view.set_theme(args.theme)
    view.set_speed(Speed.NORMAL)
    if not args.no_legend:
        view.set_annotations({})  # analysis mode on: its legend is painted in every frame
    view.resize(800, 720)
    view.show()
    card = None
    if args.card:
        from PySide6.QtGui import QColor

        from popout_desktop.ui.window.result_card import ResultCard

        card = ResultCard(view)
        card.present("You win!", "A line of 4. Moves played: 7.", QColor("#c62828"))

    def wait_idle(ms: int = 0) -> None:
        loop = QEventLoop()
        if view.animating:
            view.animations_finished.connect(loop.quit)
        else:
            QTimer.singleShot(ms, loop.quit)
        loop.exec()
        if view.animating:
            wait_idle()

    wait_idle(300)  # let the window appear and paint once

    stop: object | None = None
    worker: multiprocessing.process.BaseProcess | threading.Thread | None = None
    if args.background == "process":
        stop = multiprocessing.Event()
        worker = multiprocessing.Process(target=busy_search, args=(stop,), daemon=True)
    elif args.background == "engine":
        stop = multiprocessing.get_context("spawn").Event()
        worker = multiprocessing.get_context("spawn").Process(
            target=busy_engine, args=(stop,), daemon=True
        )
    elif args.background == "thread":
        stop = threading.Event()
        worker = threading.Thread(target=busy_search, args=(stop,), daemon=True)
    if worker is not None:
        worker.start()
        time.sleep(0.3)  # the worker is up and busy before measuring

    intervals: list[float] = []
    frames = 0
    tokens = (
        scripted_moves(args.seed)
        if args.preset == "pop_out"
        else variant_moves(args.preset, args.seed)
    )
    for token in tokens:
        view.frame_times = []
        model.play(Move.parse(token))
        wait_idle()
        times = view.frame_times
        view.frame_times = None
        frames += len(times)
        intervals += [(b - a) * 1000 for a, b in itertools.pairwise(times)]

    if worker is not None and stop is not None:
        stop.set()  # type: ignore[attr-defined]
        worker.join(timeout=5)
    app.processEvents()
    print(
        json.dumps(
            {
                "frames": frames,
                "preset": args.preset,
                "moves": len(tokens),
                "background": args.background,
                "platform": QApplication.platformName(),
                "labels": len(view.column_labels()),
                "legend": view.legend_shown,
                "card": card is not None and card.isVisible(),
                "p50_ms": round(statistics.median(intervals), 2),
                "p95_ms": round(percentile(intervals, 0.95), 2),
                "max_ms": round(max(intervals), 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
