"""Differential tests for Pop 10 and Power Up: the engine against the naive oracle, step by step.

Thousands of seeded random games of Pop 10 (any size, side columns, targets 3..20, repetition)
and Power Up (with and without Pop Out, side columns, repetition, any size), plus the six-field
rules played through ``VariantGame`` directly, run through both implementations with random
undos, copies and illegal-move probes (exhaustive probes in the rarer phases).  After every step
everything observable must agree: every cell and piece, the phase, the player to move, the
scores, both players' powers, the legal moves in order, the result and the winning cells; and
``position_key`` must distinguish exactly the positions the oracle distinguishes.

Environment knobs (all optional):

* ``POPOUT_VARIANT_GAMES`` — random games per family (default :data:`DEFAULT_GAMES`);
* ``POPOUT_VARIANT_SEED`` — base seed (default :data:`DEFAULT_SEED`).

A failure names the game's seed, its rules and the action log (moves in notation, ``u`` for an
undo, ``c`` for a switch to a copy) so it can be replayed by hand.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from popout_desktop.rules import Game, IllegalMove, Rules
from popout_desktop.rules.variants import VariantGame

from .agree import Lazy, assert_same, describe, engine_move, naive_move
from .naive import (
    ANVIL,
    BOMB,
    BOMB_POP,
    DOUBLE,
    DROP,
    KINDS,
    PASS,
    PLAY,
    POP,
    POWERS,
    PUT_BACK,
    SECOND_DROP,
    SETUP,
    WALL,
    WALL_DROP,
    NaiveGame,
    NaiveMove,
    move_text,
)

#: Differential tests (each module here plays thousands of games against a naive
#: oracle): out of the quick loop, ``pytest -m "not slow"``; CI runs them.
pytestmark = pytest.mark.slow

DEFAULT_GAMES = 1200
DEFAULT_SEED = 20_260_808
GAMES = int(os.environ.get("POPOUT_VARIANT_GAMES", str(DEFAULT_GAMES)))
SEED = int(os.environ.get("POPOUT_VARIANT_SEED", str(DEFAULT_SEED)))
CHUNKS = 4
FAMILIES = ("pop_ten", "power_up", "classic")
#: Games per family, as a multiple of ``GAMES``.
SHARE = {"pop_ten": 1.0, "power_up": 2.0, "classic": 0.25}
#: Per phase, how often every move is probed (the rarer phases more often).
EXHAUSTIVE_PROBES = {
    SETUP: 0.01,
    PLAY: 0.01,
    PUT_BACK: 0.03,
    BOMB_POP: 0.3,
    WALL_DROP: 0.5,
    SECOND_DROP: 0.2,
}

EDGE_SIZES: tuple[tuple[int, int], ...] = (
    (4, 4),
    (16, 12),
    (4, 12),
    (16, 4),
    (5, 5),
    (7, 6),
    (9, 7),
    (5, 7),
    (6, 4),
    (4, 5),
    (7, 5),
)


def random_size(rng: random.Random) -> tuple[int, int]:
    if rng.random() < 0.2:
        return rng.choice(EDGE_SIZES)
    if rng.random() < 0.75:
        return rng.randint(4, 6), rng.randint(4, 6)
    return rng.randint(4, 9), rng.randint(4, 8)


def random_connect(rng: random.Random, width: int, rows: int) -> int:
    choices = [k for k in range(3, 7) if k <= max(width, rows)]
    return rng.choices(choices, weights=[4, 3, 1, 1][: len(choices)])[0]


def random_rules(rng: random.Random, family: str) -> Rules:
    columns, rows = random_size(rng)
    side_columns = rng.random() < 0.35
    width = columns + 2 if side_columns else columns
    connect = random_connect(rng, width, rows)
    repetition_draw = rng.random() < 0.5
    if family == "pop_ten":
        most = min(20, columns * rows // 2)
        target = rng.choice([3, 3, 4, 5, rng.randint(3, most), most])
        return Rules(
            columns=columns,
            rows=rows,
            connect=connect,
            pop_out=False,
            side_columns=side_columns,
            repetition_draw=repetition_draw,
            pop_ten=True,
            target=target,
        )
    return Rules(
        columns=columns,
        rows=rows,
        connect=connect,
        pop_out=rng.random() < (0.6 if family == "power_up" else 0.7),
        side_columns=side_columns,
        repetition_draw=repetition_draw,
        power_up=family == "power_up",
    )


Policy = Callable[[NaiveGame], NaiveMove]


def random_policy(rng: random.Random, naive: NaiveGame) -> Policy:
    """A random move chooser with a per-game personality (keeps, powers, pops, cycles)."""
    keep_bias = rng.choice([0.0, 0.3, 0.7, 0.95])
    power_p = rng.choice([0.05, 0.2, 0.5])
    pop_bias = rng.choice([0.0, 0.2, 0.5, 0.8])
    cycle = rng.choice([0.0, 0.0, 0.5, 0.9])
    weights = [rng.random() ** rng.choice([0.0, 1.0, 4.0]) + 1e-3 for _ in range(naive.width)]

    def weighted(pool: list[NaiveMove]) -> NaiveMove:
        return rng.choices(pool, weights=[weights[c] for _, c in pool])[0]

    def choose(game: NaiveGame) -> NaiveMove:
        legal = game.legal_moves()
        if len(legal) == 1:
            return legal[0]
        if game.phase != PLAY:
            return weighted(legal)
        pops = [m for m in legal if m[0] == POP]
        if game.pop_ten:
            if rng.random() < cycle:
                return pops[0]  # always the same column: put-backs rotate it, positions repeat
            kept = [m for m in pops if game.would_keep(m[1])]
            if kept and rng.random() < keep_bias:
                return rng.choice(kept)
            return weighted(pops)
        powers = [m for m in legal if m[0] in POWERS]
        if powers and rng.random() < power_p:
            return rng.choice(powers)
        if pops and len(game.moves) >= 2 and rng.random() < cycle:
            own_last = game.moves[-2]
            if own_last[0] == DROP and (POP, own_last[1]) in pops:
                return (POP, own_last[1])
        drops = [m for m in legal if m[0] == DROP]
        pool = pops if pops and (not drops or rng.random() < pop_bias) else drops
        return weighted(pool or legal)

    return choose


def random_probe(rng: random.Random, naive: NaiveGame) -> NaiveMove:
    kind = rng.choice(KINDS)
    if kind == PASS:
        return (PASS, 0)
    return (kind, rng.randrange(naive.width + 2))


def every_probe(naive: NaiveGame) -> list[NaiveMove]:
    return [(PASS, 0)] + [
        (kind, column) for kind in KINDS if kind != PASS for column in range(naive.width + 1)
    ]


@dataclass
class Tally:
    games: int = 0
    plies: int = 0
    undos: int = 0
    probes: int = 0
    events: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.plies += other.plies
        self.undos += other.undos
        self.probes += other.probes
        self.events.update(other.events)
        self.reasons.update(other.reasons)


def events_of(before: dict[str, Any], move: NaiveMove, naive: NaiveGame) -> list[str]:
    """Names for the rule clauses one step exercised (for the coverage test)."""
    kind, column = move
    phase = before["phase"]
    mover = before["turn"]
    found: list[str] = []
    if naive.result is not None:
        winner, reason = naive.result
        label = f"{reason}:p{winner}" if winner else f"draw:{reason}"
        found.append(f"{phase}/{kind}->{label}")
        if phase == BOMB_POP and winner == mover and naive.has_line(3 - mover):
            found.append("bomb_pop->both_lines")
    if kind == PASS:
        found.append("pass")
    if phase == SETUP and naive.phase == PLAY:
        found.append(f"setup_end->turn{naive.turn}")
    if naive.pop_ten and phase == PLAY and kind == POP:
        if naive.phase == PUT_BACK:
            found.append("pop_ten:put_back")
        else:
            found.append("pop_ten:kept")
            if before["last_was_keep"]:
                found.append("pop_ten:kept_again")
    if phase == PUT_BACK:
        only = column == before["popped_from"]
        found.append("put_back:same_column" if only else "put_back:other_column")
    if kind == ANVIL:
        crushed = [k for k in before["kinds"][column] if k in POWERS]
        found.append("anvil:crushed_power" if crushed else "anvil")
    if kind == BOMB and naive.result is None:
        found.append("bomb->pop" if naive.phase == BOMB_POP else "bomb->no_bottom_disc")
    if kind == WALL and naive.result is None:
        found.append("wall->second_drop" if naive.phase == WALL_DROP else "wall->skipped")
    if kind == DOUBLE and naive.phase == SECOND_DROP:
        found.append("double->second_drop")
    if kind == POP and phase == PLAY and before["kinds"][column][0] in POWERS:
        found.append("pop:own_power")
    return found


def play_one_game(family: str, index: int, tally: Tally) -> None:
    rng = random.Random((SEED * 1_000_003 + index) * 7 + FAMILIES.index(family))
    rules = random_rules(rng, family)
    engine: Game = VariantGame(rules) if family == "classic" else Game(rules)
    assert isinstance(engine, VariantGame)
    naive = NaiveGame.from_rules(rules)
    choose = random_policy(rng, naive)
    max_steps = rng.choice([60, 150, 300]) + (rules.columns * rules.rows if rules.pop_ten else 0)
    undo_p = rng.choice([0.0, 0.05, 0.15])
    probe_p = rng.choice([0.0, 0.05, 0.2])
    copy_p = rng.choice([0.0, 0.02])
    log: list[str] = []
    keys: dict[object, tuple[int, ...]] = {}
    positions: dict[tuple[int, ...], object] = {}

    def context() -> str:
        return (
            f"{family} game #{index} (POPOUT_VARIANT_SEED={SEED}), {describe(rules)}\n"
            f"actions: {' '.join(log) or '(none)'}\n"
            f"naive notation now: {naive.notation()!r}"
        )

    lazy_context = Lazy(context)

    def check() -> None:
        assert_same(engine, naive, lazy_context)
        position, key = naive.position(), engine.position_key()
        assert keys.setdefault(position, key) == key, f"one position, two keys\n{lazy_context}"
        assert positions.setdefault(key, position) == position, (
            f"two positions, one key\n{lazy_context}"
        )

    def probe(move: NaiveMove) -> None:
        reasons = naive.illegal_reasons(move)
        candidate = engine_move(move)
        error = engine.why_illegal(candidate)
        if not reasons:
            assert error is None, f"{move_text(move)} refused: {error}\n{lazy_context}"
            return
        assert error is not None, (
            f"{move_text(move)} accepted, naive says {reasons}\n{lazy_context}"
        )
        with pytest.raises(IllegalMove) as caught:
            engine.play(candidate)
        tally.probes += 1
        assert caught.value.move == candidate, context()
        assert caught.value.reason == error.reason, context()
        assert caught.value.reason in reasons, (
            f"{move_text(move)} rejected with {caught.value.reason!r}, "
            f"expected one of {sorted(reasons)}\n{lazy_context}"
        )
        tally.reasons[str(caught.value.reason)] += 1

    def undo_some() -> None:
        for _ in range(rng.randint(1, min(4, len(naive.moves)))):
            undone = engine.undo()
            expected = naive.undo()
            log.append("u")
            assert naive_move(undone) == expected, f"undo returned {undone}\n{lazy_context}"
            check()
            tally.undos += 1

    check()
    last_was_keep = False
    for _ in range(max_steps):
        roll = rng.random()
        if naive.moves and roll < undo_p:
            undo_some()
            last_was_keep = False
            continue
        if roll < undo_p + probe_p or (naive.result is not None and rng.random() < 0.3):
            probe(random_probe(rng, naive))
            check()
            continue
        if rng.random() < EXHAUSTIVE_PROBES.get(naive.phase, 0.0):
            for move in every_probe(naive):
                probe(move)
            check()
        if naive.result is not None:
            if rng.random() < 0.4:
                undo_some()
                continue
            break
        if rng.random() < copy_p:
            original, engine = engine, engine.copy()
            before = original.notation()
            log.append("c")
        else:
            original = None
        move = choose(naive)
        log.append(move_text(move))
        before_state = {
            "phase": naive.phase,
            "turn": naive.turn,
            "kinds": [list(col) for col in naive.kinds],
            "popped_from": naive.popped_from,
            "last_was_keep": last_was_keep,
        }
        engine.play(engine_move(move))
        naive.play(move)
        tally.plies += 1
        events = events_of(before_state, move, naive)
        tally.events.update(events)
        last_was_keep = "pop_ten:kept" in events
        check()
        if original is not None:
            assert original.notation() == before, (
                f"playing on a copy changed the original\n{lazy_context}"
            )

    assert engine.notation() == naive.notation(), context()
    replayed = Game.from_notation(engine.notation(), rules)
    assert type(replayed) is (Game if family == "classic" else VariantGame)
    assert_same(replayed, naive, f"replayed from notation\n{lazy_context}")
    tally.games += 1
    if naive.result is None:
        tally.events[f"{family}:unfinished"] += 1


_TALLY = {family: Tally() for family in FAMILIES}
_DONE: set[tuple[str, int]] = set()


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("family", FAMILIES)
def test_random_variant_games_agree(family: str, chunk: int) -> None:
    tally = Tally()
    games = int(GAMES * SHARE[family])
    for index in range(chunk, games, CHUNKS):
        play_one_game(family, index, tally)
    assert tally.games == len(range(chunk, games, CHUNKS))
    _TALLY[family].merge(tally)
    _DONE.add((family, chunk))


POP_TEN_EVENTS = {
    "setup_end->turn1",
    "setup_end->turn2",
    "pop_ten:kept",
    "pop_ten:kept_again",
    "pop_ten:put_back",
    "put_back:same_column",
    "put_back:other_column",
    "pass",
    "play/pop->target:p1",
    "play/pop->target:p2",
    "put_back/drop->draw:repetition",
    "pop_ten:unfinished",
}
POWER_UP_EVENTS = {
    "anvil",
    "anvil:crushed_power",
    "play/anvil->line:p1",
    "play/anvil->line:p2",
    "bomb->pop",
    "bomb->no_bottom_disc",
    "play/bomb->line:p1",
    "bomb_pop/pop->line:p1",
    "bomb_pop/pop->line:p2",
    "bomb_pop->both_lines",
    "wall->second_drop",
    "wall->skipped",
    "play/wall->line:p1",
    "double->second_drop",
    "second_drop/drop->line:p1",
    "second_drop/drop->line:p2",
    "wall_drop/drop->draw:full",
    "second_drop/drop->draw:full",
    "play/drop->draw:full",
    "play/pop->line:p1",
    "play/pop->line:p2",
    "play/pop->draw:repetition",
    "pop:own_power",
}
REASONS = {
    "game_over",
    "column_out_of_range",
    "side_column",
    "column_full",
    "pop_out_disabled",
    "column_empty",
    "not_your_disc",
    "wrong_phase",
    "not_lowest",
    "put_back_column",
    "power_used",
    "completes_line",
    "must_pass",
    "cannot_pass",
}


def test_variant_coverage() -> None:
    """The random games above reached every clause of the variant rules (so they test something)."""
    done = {(family, chunk) for family in FAMILIES for chunk in range(CHUNKS)}
    if done != _DONE or GAMES < DEFAULT_GAMES:
        pytest.skip("needs the full random-game run of this module")
    pop_ten, power_up = _TALLY["pop_ten"], _TALLY["power_up"]
    missing = POP_TEN_EVENTS - set(pop_ten.events)
    assert not missing, f"Pop 10 never reached {missing}; events {pop_ten.events}"
    missing = POWER_UP_EVENTS - set(power_up.events)
    assert not missing, f"Power Up never reached {missing}; events {power_up.events}"
    reasons = set(pop_ten.reasons) | set(power_up.reasons)
    assert reasons >= REASONS, REASONS - reasons
    for family in FAMILIES:
        assert _TALLY[family].undos > 300, family
        assert _TALLY[family].plies > 20 * _TALLY[family].games, family
