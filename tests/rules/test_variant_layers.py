"""VariantGame is built in three layers (position, legality, play): the names and the slots."""

from __future__ import annotations

from popout_desktop.rules import Game, Rules
from popout_desktop.rules.variant_legality import VariantLegality
from popout_desktop.rules.variant_position import VariantPosition
from popout_desktop.rules.variants import VariantGame


def test_the_layers_are_in_order() -> None:
    assert VariantGame.__mro__[1:4] == (VariantLegality, VariantPosition, Game)


def test_a_variant_game_still_has_slots_only() -> None:
    game = Game(Rules.preset("power_up"))
    assert type(game) is VariantGame
    assert not hasattr(game, "__dict__")


def test_the_names_importable_from_variants_before_the_split_still_are() -> None:
    from popout_desktop.rules import IllegalMove, Move, Phase, Reason, Result, variants
    from popout_desktop.rules.move import ANVIL, BOMB, DOUBLE, DROP, PASS, POP, POWER_KINDS, WALL

    expected = {
        "Game": Game,
        "IllegalMove": IllegalMove,
        "Move": Move,
        "Phase": Phase,
        "Reason": Reason,
        "Result": Result,
        "Rules": Rules,
        "VariantGame": VariantGame,
        "ANVIL": ANVIL,
        "BOMB": BOMB,
        "DOUBLE": DOUBLE,
        "DROP": DROP,
        "PASS": PASS,
        "POP": POP,
        "POWER_KINDS": POWER_KINDS,
        "WALL": WALL,
    }
    for name, value in expected.items():
        assert getattr(variants, name) is value, name
