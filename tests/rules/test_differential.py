"""Differential tests: the engine against the naive oracle in ``naive.py``, move by move.

Thousands of seeded random games, on board sizes from 4x4 to 16x12 and under every rule
combination, are played through both implementations with random undo steps and illegal-move
probes interleaved.  After every step everything observable must agree: every cell over the
full width, the player to move, the legal moves (in order), the result, the winning cells.

Environment knobs (all optional):

* ``POPOUT_DIFF_GAMES`` — number of random games (default :data:`DEFAULT_GAMES`);
* ``POPOUT_DIFF_SEED`` — base seed (default :data:`DEFAULT_SEED`).

A failure names the game's seed, its rules and the exact action log (moves in notation,
``u`` for an undo) so it can be replayed by hand.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from popout_desktop.rules import Game, IllegalMove, Rules

from .agree import Lazy, assert_same, describe, engine_move, naive_move
from .naive import DROP, KINDS, PASS, POP, NaiveGame, NaiveMove, move_text

#: Differential tests (each module here plays thousands of games against a naive
#: oracle): out of the quick loop, ``pytest -m "not slow"``; CI runs them.
pytestmark = pytest.mark.slow

DEFAULT_GAMES = 4000
DEFAULT_SEED = 20_260_601
GAMES = int(os.environ.get("POPOUT_DIFF_GAMES", str(DEFAULT_GAMES)))
SEED = int(os.environ.get("POPOUT_DIFF_SEED", str(DEFAULT_SEED)))
CHUNKS = 8

# Board sizes that must always be exercised (columns, rows): the four corners of the allowed
# range, odd sizes, the standard board.
EDGE_SIZES: tuple[tuple[int, int], ...] = (
    (4, 4),
    (16, 12),
    (4, 12),
    (16, 4),
    (5, 5),
    (7, 6),
    (9, 7),
    (11, 9),
    (13, 5),
    (5, 11),
    (15, 10),
    (6, 4),
    (4, 7),
)


def param_id(value: object) -> str:
    if isinstance(value, Rules):
        flags = [
            name for name in ("pop_out", "side_columns", "repetition_draw") if getattr(value, name)
        ]
        return f"{value.columns}x{value.rows}c{value.connect}-" + ("+".join(flags) or "classic")
    return repr(value)


# --------------------------------------------------------------------------- random games


def random_rules(rng: random.Random) -> Rules:
    if rng.random() < 0.35:
        columns, rows = rng.choice(EDGE_SIZES)
    elif rng.random() < 0.6:
        columns, rows = rng.randint(4, 8), rng.randint(4, 7)
    else:
        columns, rows = rng.randint(4, 16), rng.randint(4, 12)
    side_columns = rng.random() < 0.4
    width = columns + 2 if side_columns else columns
    connect = rng.choice([k for k in range(3, 7) if k <= max(width, rows)])
    return Rules(
        columns=columns,
        rows=rows,
        connect=connect,
        pop_out=rng.random() < 0.7,
        side_columns=side_columns,
        repetition_draw=rng.random() < 0.5,
    )


Policy = Callable[[NaiveGame], NaiveMove]


def random_policy(rng: random.Random, width: int) -> Policy:
    """A random move chooser with a per-game personality.

    Skewed column weights pile discs up (full columns, vertical lines, "full" draws on small
    boards); a pop bias and a "pop back what I just dropped" habit produce repetitions and
    "empty" draws.
    """
    pop_bias = rng.choice([0.0, 0.1, 0.3, 0.6, 0.9])
    cycle = rng.choice([0.0, 0.0, 0.3, 0.8])
    # Pop habits from the first plies mostly just empty the board again: start them later.
    habits_from = rng.choice([0, 8, 16])
    sharpness = rng.choice([0.0, 1.0, 3.0, 6.0])
    weights = [rng.random() ** sharpness + 1e-3 for _ in range(width)]

    def choose(naive: NaiveGame) -> NaiveMove:
        legal = naive.legal_moves()
        pops = [m for m in legal if m[0] == POP]
        late = len(naive.moves) >= max(2, habits_from)
        if pops and late and rng.random() < cycle:
            own_last = naive.moves[-2]
            if own_last[0] == DROP and (POP, own_last[1]) in pops:
                return (POP, own_last[1])
        drops = [m for m in legal if m[0] == DROP]
        pool = pops if pops and (not drops or (late and rng.random() < pop_bias)) else drops
        return rng.choices(pool, weights=[weights[c] for _, c in pool])[0]

    return choose


def random_probe(rng: random.Random, naive: NaiveGame) -> NaiveMove:
    """A random move of any kind (mostly drops and pops), legal or not, over (and a little past)
    the full width."""
    kind = rng.choice((DROP, POP)) if rng.random() < 0.8 else rng.choice(KINDS)
    if kind == PASS:
        return (PASS, 0)
    column = rng.randrange(naive.width + 3)
    return (kind, column)


@dataclass
class Tally:
    games: int = 0
    plies: int = 0
    undos: int = 0
    probes: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    variants: Counter[tuple[bool, bool, bool, int]] = field(default_factory=Counter)

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.plies += other.plies
        self.undos += other.undos
        self.probes += other.probes
        self.outcomes.update(other.outcomes)
        self.reasons.update(other.reasons)
        self.variants.update(other.variants)


def outcome_label(naive: NaiveGame) -> str:
    assert naive.result is not None
    winner, reason = naive.result
    if winner is None:
        return f"draw:{reason}"
    last_kind, _ = naive.moves[-1]
    mover = 2 if len(naive.moves) % 2 == 0 else 1
    if last_kind == DROP:
        return f"drop-win:p{winner}"
    if winner == mover:
        both = naive.has_line(3 - mover)
        return "pop-win:mover-both-lines" if both else "pop-win:mover"
    return "pop-win:opponent"


def play_one_game(index: int, tally: Tally) -> None:
    rng = random.Random(SEED * 1_000_003 + index)
    rules = random_rules(rng)
    engine = Game(rules)
    naive = NaiveGame.from_rules(rules)
    choose = random_policy(rng, naive.width)
    max_steps = rng.choice([40, 80, 160, 300])
    undo_p = rng.choice([0.0, 0.05, 0.15])
    probe_p = rng.choice([0.0, 0.05, 0.2])
    log: list[str] = []

    def context() -> str:
        return (
            f"game #{index} (POPOUT_DIFF_SEED={SEED}), {describe(rules)}\n"
            f"actions: {' '.join(log) or '(none)'}\n"
            f"naive notation now: {naive.notation()!r}"
        )

    def undo_some() -> None:
        for _ in range(rng.randint(1, min(4, len(naive.moves)))):
            undone = engine.undo()
            expected = naive.undo()
            log.append("u")
            assert naive_move(undone) == expected, f"undo returned {undone}\n{context()}"
            assert_same(engine, naive, Lazy(context))
            tally.undos += 1

    assert_same(engine, naive, Lazy(context))
    for _ in range(max_steps):
        roll = rng.random()
        if naive.moves and roll < undo_p:
            undo_some()
            continue
        if roll < undo_p + probe_p or (naive.result is not None and rng.random() < 0.3):
            probe = random_probe(rng, naive)
            reasons = naive.illegal_reasons(probe)
            if reasons:
                rejected = engine_move(probe)
                with pytest.raises(IllegalMove) as caught:
                    engine.play(rejected)
                tally.probes += 1
                assert caught.value.move == rejected, context()
                assert caught.value.reason in reasons, (
                    f"{move_text(probe)} rejected with {caught.value.reason!r}, "
                    f"expected one of {sorted(reasons)}\n{context()}"
                )
                tally.reasons[str(caught.value.reason)] += 1
                assert_same(engine, naive, f"after rejected {move_text(probe)}\n{context()}")
            continue
        if naive.result is not None:
            if rng.random() < 0.4:
                undo_some()
                continue
            break
        move = choose(naive)
        log.append(move_text(move))
        engine.play(engine_move(move))
        naive.play(move)
        tally.plies += 1
        assert_same(engine, naive, Lazy(context))

    # The whole game, replayed from its notation, is the same game.
    assert engine.notation() == naive.notation(), context()
    replayed = Game.from_notation(engine.notation(), rules)
    assert_same(replayed, naive, f"replayed from notation\n{context()}")
    tally.games += 1
    tally.variants[(rules.pop_out, rules.side_columns, rules.repetition_draw, rules.connect)] += 1
    if naive.result is not None:
        tally.outcomes[outcome_label(naive)] += 1
    else:
        tally.outcomes["unfinished"] += 1


_TALLY = Tally()
_DONE: set[int] = set()


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_agree(chunk: int) -> None:
    tally = Tally()
    for index in range(chunk, GAMES, CHUNKS):
        play_one_game(index, tally)
    assert tally.games == len(range(chunk, GAMES, CHUNKS))
    _TALLY.merge(tally)
    _DONE.add(chunk)


def test_outcome_coverage() -> None:
    """The random games above really reached every kind of ending (so they test something)."""
    if set(range(CHUNKS)) != _DONE or GAMES < DEFAULT_GAMES:
        pytest.skip("needs the full random-game run of this module")
    expected = {
        "drop-win:p1",
        "drop-win:p2",
        "pop-win:mover",
        "pop-win:mover-both-lines",
        "pop-win:opponent",
        "draw:full",
        "draw:empty",
        "draw:repetition",
        "unfinished",
    }
    missing = expected - set(_TALLY.outcomes)
    assert not missing, f"never reached: {missing}; outcomes {_TALLY.outcomes}"
    expected_reasons = {
        "game_over",
        "column_out_of_range",
        "side_column",
        "column_full",
        "pop_out_disabled",
        "column_empty",
        "not_your_disc",
        "power_used",
        "cannot_pass",
    }
    assert expected_reasons <= set(_TALLY.reasons), _TALLY.reasons
    every_variant = {
        (pop_out, side_columns, repetition_draw, connect)
        for pop_out in (False, True)
        for side_columns in (False, True)
        for repetition_draw in (False, True)
        for connect in range(3, 7)
    }
    assert every_variant <= set(_TALLY.variants), every_variant - set(_TALLY.variants)
    assert _TALLY.undos > 1000
    assert _TALLY.plies > 20 * GAMES


# ------------------------------------------------------------------- exhaustive small trees


@pytest.mark.parametrize(
    ("rules", "depth"),
    [
        (Rules(columns=4, rows=4, connect=3), 6),
        (Rules(columns=4, rows=4, connect=4, pop_out=False), 6),
        (Rules(columns=4, rows=4, connect=5, side_columns=True), 6),
        (Rules(columns=5, rows=4, connect=3, side_columns=True, repetition_draw=True), 5),
    ],
    ids=param_id,
)
def test_every_line_of_play_agrees(rules: Rules, depth: int) -> None:
    """Walk the whole game tree to ``depth`` plies, comparing at every node and after undo."""
    engine = Game(rules)
    naive = NaiveGame.from_rules(rules)
    visited = 0

    def walk(remaining: int) -> None:
        nonlocal visited
        visited += 1
        assert_same(engine, naive, f"{describe(rules)}: {naive.notation()!r}")
        if remaining == 0:
            return
        for move in naive.legal_moves():
            engine.play(engine_move(move))
            naive.play(move)
            walk(remaining - 1)
            assert naive_move(engine.undo()) == naive.undo()
        assert_same(engine, naive, f"{describe(rules)}: after undo to {naive.notation()!r}")

    walk(depth)
    assert visited > 1000
