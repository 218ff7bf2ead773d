"""The phase table (``rules.phases.PHASES``): every phase is described, and the rules engine,
the effects, the self-test and the engine agree with it on random Pop 10 and Power Up games."""

from __future__ import annotations

import random

import pytest

from popout_desktop.app import selftest
from popout_desktop.engine.variants import key as variant_key
from popout_desktop.rules import POWER_KINDS, Game, Move, Phase, Rules, VariantGame
from popout_desktop.rules.effects import move_effect
from popout_desktop.rules.move import DROP, POP
from popout_desktop.rules.phases import (
    PHASE_INDEX,
    PHASES,
    VARIANTS,
    EngineStep,
    allowed_kinds,
    move_kinds,
    variant_phases,
)

KINDS = (DROP, POP, *POWER_KINDS)

TABLES = [
    Rules.preset("pop_ten"),
    Rules.preset("power_up"),
    Rules(pop_out=True, power_up=True),
    Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3),
    Rules(columns=4, rows=4, connect=3, pop_out=True, power_up=True),
    Rules(pop_out=False, pop_ten=True, side_columns=True, connect=5, target=8),
    Rules(),
    Rules(pop_out=False),
]


def test_every_phase_is_described_once_in_order() -> None:
    assert list(PHASES) == list(Phase)
    assert list(PHASE_INDEX) == list(Phase)
    for phase, rules in PHASES.items():
        assert rules.phase is phase
        assert rules.variant is None or rules.variant in VARIANTS
        assert rules.kinds and rules.kinds <= set(KINDS)
        assert isinstance(rules.engine_step, EngineStep)
        assert rules.must
        # A step that follows up another is what the engine treats as a forced follow-up.
        assert rules.follow_up == (rules.engine_step is EngineStep.FOLLOW_UP)
    assert [p for p, r in PHASES.items() if r.variant is None] == [Phase.PLAY]
    turn_starts = {p for p, r in PHASES.items() if r.engine_step is EngineStep.TURN_START}
    assert turn_starts == {Phase.PLAY, Phase.SETUP}


def test_the_variants_phases() -> None:
    assert variant_phases("pop_ten") == (Phase.SETUP, Phase.PLAY, Phase.PUT_BACK)
    assert variant_phases("power_up") == (
        Phase.PLAY,
        Phase.BOMB_POP,
        Phase.WALL_DROP,
        Phase.SECOND_DROP,
    )
    assert {name: variant_phases(name) for name in VARIANTS} == selftest.VARIANT_PHASES
    with pytest.raises(ValueError, match="not a variant"):
        variant_phases("pop_out")


def test_the_kinds_of_move_of_play_depend_on_the_table() -> None:
    assert move_kinds(Phase.PLAY, Rules.preset("pop_ten")) == {POP}
    assert allowed_kinds(Phase.PLAY, Rules.preset("pop_ten")) == {POP}
    assert allowed_kinds(Phase.PLAY, Rules.preset("power_up")) == {DROP, *POWER_KINDS}
    assert allowed_kinds(Phase.PLAY, Rules(pop_out=True, power_up=True)) == set(KINDS)
    assert allowed_kinds(Phase.PLAY, Rules()) == {DROP, POP}
    assert allowed_kinds(Phase.PLAY, Rules(pop_out=False)) == {DROP}
    assert move_kinds(Phase.PLAY, Rules()) == set(KINDS)
    for phase in Phase:
        if phase is not Phase.PLAY:
            assert allowed_kinds(phase, Rules.preset("power_up")) == PHASES[phase].kinds


def _probes(game: Game) -> list[Move]:
    """Every kind of move into every column of the board (some illegal, some legal)."""
    width = game.rules.width
    return [
        Move.power(kind, column)
        if kind in POWER_KINDS
        else (Move.drop(column) if kind == DROP else Move.pop(column))
        for kind in KINDS
        for column in range(width)
    ]


def _check_position(game: Game) -> None:
    """Legality agrees with the table in ``game``'s position (in play, not a forced pass)."""
    phase = game.phase
    rules = game.rules
    entry = PHASES[phase]
    assert entry.variant is None or getattr(rules, entry.variant)
    legal = game.legal_moves()
    if legal == [Move.pass_()]:  # Pop 10: no own bottom disc (checked before the phase)
        return
    assert {move.kind for move in legal} <= allowed_kinds(phase, rules)
    for move in _probes(game):
        error = game.why_illegal(move)
        if error is None:
            assert move.kind in allowed_kinds(phase, rules), (move, phase)
            assert move in legal
        elif move.kind not in move_kinds(phase, rules):
            assert error.reason == "wrong_phase", (move, phase, error)
            assert str(error).endswith(entry.must)
        elif move.kind not in allowed_kinds(phase, rules):
            assert error.reason in {"power_used", "pop_out_disabled"}, (move, phase, error)
        else:
            assert error.reason != "wrong_phase", (move, phase, error)


@pytest.mark.parametrize("rules", TABLES, ids=str)
def test_legality_agrees_with_the_table_on_random_games(rules: Rules) -> None:
    rng = random.Random(14)
    seen: set[Phase] = set()
    for _ in range(8):
        game: Game = VariantGame(rules)
        while game.result is None and game.ply < 120:
            seen.add(game.phase)
            _check_position(game)
            legal = game.legal_moves()
            powers = [move for move in legal if move.is_power]
            move = rng.choice(powers if powers and rng.random() < 0.4 else legal)
            mover, before = game.turn, game.phase
            effect = move_effect(game, move)
            assert effect.phase is before
            game.play(move)
            if game.is_over:
                continue
            if PHASES[game.phase].follow_up:
                assert game.turn == mover, (before, move, game.phase)
            elif game.turn == mover:  # only a Pop 10 kept pop lets the player go on in play
                assert rules.pop_ten and game.phase is Phase.PLAY and move.kind == POP
            key = game.position_key()
            assert variant_key.is_turn_start(key) == (
                PHASES[game.phase].engine_step is EngineStep.TURN_START
            )
    flags = [name for name in VARIANTS if getattr(rules, name)]
    expected = set(variant_phases(flags[0])) if flags else {Phase.PLAY}
    assert Phase.PLAY in seen
    assert seen <= expected
