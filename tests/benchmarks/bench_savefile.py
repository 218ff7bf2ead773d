"""Benchmark of the saved-game reader on the worst files it accepts (run by hand, not by pytest).

Builds the largest files :func:`popout_desktop.savefile.loads` accepts and times reading them:
``MAX_MOVES`` moves (half of them to redo) on the biggest boards (16x12, Power Up with Pop Out;
5-in-a-Row side columns with Pop Out and the repetition draw), the longest names, network
details of ``MAX_NETWORK_BYTES`` nested as deep as allowed, and the rest of ``MAX_FILE_BYTES``
filled with white space, or with an ignored field of ``MAX_JSON_ITEMS`` items (nested arrays,
objects, floats or long strings). Then hostile files that are refused (deep brackets, a long
number, too many moves). Prints one JSON line per file: ``{"file": ..., "bytes": ...,
"seconds": ..., "accepted": ...}`` (the best of ``--repeat`` runs).

    python tests/benchmarks/bench_savefile.py [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable

from popout_desktop.rules import Game, Rules
from popout_desktop.savefile import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_JSON_ITEMS,
    MAX_MOVES,
    MAX_NAME_LENGTH,
    MAX_NETWORK_BYTES,
    PlayerInfo,
    SavedGame,
    SaveFileError,
    dumps,
    loads,
)


def endless_game(rules: Rules, plies: int, seed: int = 1) -> Game:
    """A game of ``plies`` random legal moves that never ends (pops preferred half the time)."""
    rng = random.Random(seed)
    game = Game(rules)
    while game.ply < plies:
        legal = game.legal_moves()
        rng.shuffle(legal)
        if rng.random() < 0.5:
            legal.sort(key=lambda move: move.kind != "pop")
        for move in legal:
            game.play(move)
            if game.result is None:
                break
            game.undo()
        else:
            raise RuntimeError(f"no move keeps the game going after {game.ply} moves")
    return game


def network_details() -> dict[str, object]:
    """Network details just under MAX_NETWORK_BYTES, nested as deep as a file allows."""
    inner: object = [1.5, "x" * 10]
    for _ in range(MAX_DEPTH - 3):  # the file, "network" and the innermost list
        inner = {"k": inner}
    details: dict[str, object] = {"role": "host", "deep": inner}
    pad = MAX_NETWORK_BYTES - len(json.dumps(details, ensure_ascii=False).encode()) - 20
    details["pad"] = "é" * (pad // 2)
    return details


def worst_text(rules: Rules, filler: str) -> str:
    game = endless_game(rules, MAX_MOVES)
    redo = game.moves[MAX_MOVES // 2 :]
    for _ in redo:
        game.undo()
    name = "\U0001f600" * MAX_NAME_LENGTH
    saved = SavedGame(
        game=game,
        players=(PlayerInfo(name), PlayerInfo(name, "computer", "expert")),
        redo=redo,
        network=network_details(),
    )
    data = json.loads(dumps(saved))
    text = json.dumps(data, ensure_ascii=False)
    room = MAX_FILE_BYTES - len(text.encode()) - 100
    if filler == "spaces":  # the moves far apart: the same game, a file of 4 MB
        data["moves"] = data["moves"].replace(" ", " " * 100)
        room -= len(data["moves"]) - len(json.loads(text)["moves"])
        data["moves"] += " " * room
    elif filler != "none":  # an unknown field, ignored, with as many items as allowed
        items = MAX_JSON_ITEMS - 200  # what the game itself holds (the network's pad: 1 item)
        if filler == "lists":  # arrays nested to the limit
            block = "[" * (MAX_DEPTH - 2) + "0" + "]" * (MAX_DEPTH - 2)
            count = items // (MAX_DEPTH - 1)
        elif filler == "objects":  # objects, each of them checked for a key named twice
            block, count = '{"a": 0.5}', items // 2
        elif filler == "floats":  # floats, each read by a function of the reader
            block, count = "-1.2345678901234567e-300", items
        else:  # strings filling the file
            count = items
            block = '"' + "x" * (room // count - 4) + '"'
        extra = "[" + ",".join([block] * count) + "]"
        extra = extra[: room - 10] if len(extra) > room else extra
        return text[:-1] + ', "extra": ' + extra + "}"
    return json.dumps(data, ensure_ascii=False)


def timed(load: Callable[[], object], repeat: int) -> tuple[float, bool]:
    best = float("inf")
    accepted = True
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            load()
        except SaveFileError:
            accepted = False
        best = min(best, time.perf_counter() - start)
    return best, accepted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    power_up = Rules(columns=16, rows=12, connect=6, pop_out=True, power_up=True)
    side = Rules(columns=16, rows=12, connect=6, side_columns=True, repetition_draw=True)
    files: dict[str, bytes] = {}
    for name, rules in (("power_up_pop_out_16x12", power_up), ("side_repetition_16x12", side)):
        for filler in ("none", "spaces", "lists", "objects", "floats", "strings"):
            files[f"{name}+{filler}"] = worst_text(rules, filler).encode()
    files["refused: 4 MB of nested brackets"] = b"[" * (MAX_FILE_BYTES // 2)
    files["refused: brackets nested to the limit, 4 MB"] = (
        "[" * MAX_DEPTH + "]" * MAX_DEPTH
    ).encode() * (MAX_FILE_BYTES // (2 * MAX_DEPTH))
    files["refused: a 4 MB number"] = b'{"version": 1' + b"0" * (MAX_FILE_BYTES - 20) + b"}"
    files["refused: 1.3 million moves"] = (
        b'{"format": "popout-game", "version": 1, "rules": {}, "moves": "'
        + b"d1 " * 1_300_000
        + b'"}'
    )
    for name, data in files.items():
        seconds, accepted = timed(lambda data=data: loads(data), args.repeat)  # type: ignore[misc]
        print(
            json.dumps(
                {
                    "file": name,
                    "bytes": len(data),
                    "seconds": round(seconds, 3),
                    "accepted": accepted,
                }
            )
        )


if __name__ == "__main__":
    main()
