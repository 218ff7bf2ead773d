"""``move_effect``: what each step changes, for the board's animations (classic and variants)."""

from __future__ import annotations

import random

import pytest

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.effects import DiscMove, MoveEffect, move_effect

POWER = Rules.preset("power_up")
POWER_POP = Rules(power_up=True)
TEN_4X4 = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
SETUP_MIXED = "d1 d2 d3 d4 d1 d2 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4"


def effect_of(rules: Rules, text: str, move: Move) -> MoveEffect:
    game = Game.from_notation(text, rules)
    before = game.notation()
    effect = move_effect(game, move)
    assert game.notation() == before  # the game is not changed
    assert effect.move == move
    assert effect.ply == game.ply
    assert effect.player == game.turn
    return effect


def test_classic_drop_and_pop() -> None:
    effect = effect_of(Rules(), "d4", Move.drop(3))
    assert effect.placed == DiscMove(2, 3, None, 1)
    assert effect.placed == DiscMove(2, 3, None, 1, "disc")
    assert (effect.popped, effect.fallen, effect.removed) == (None, (), ())
    assert effect.piece == "disc"
    assert effect.kept is False
    effect = effect_of(Rules(), "d3 d3 d1 d3", Move.pop(2))
    assert effect.popped == DiscMove(1, 2, 0, None)
    assert effect.fallen == (DiscMove(2, 2, 1, 0), DiscMove(2, 2, 2, 1))
    assert effect.piece == "disc"
    assert effect.moved == (effect.popped, *effect.fallen)


def test_power_checker_drop() -> None:
    for move, kind in [
        (Move.bomb(1), "bomb"),
        (Move.wall(1), "wall"),
        (Move.double(1), "double"),
    ]:
        effect = effect_of(POWER, "d2 d2", move)
        assert effect.placed == DiscMove(1, 1, None, 2, kind)
        assert effect.piece == kind
        assert effect.removed == ()


def test_anvil_crushes_a_column() -> None:
    # Column 4 holds 1, player 2's x2 checker and its second drop; player 1's anvil crushes them.
    effect = effect_of(POWER, "d4 x4 d4", Move.anvil(3))
    assert effect.placed == DiscMove(1, 3, None, 0, "anvil")
    assert effect.removed == (
        DiscMove(1, 3, 0, None, "disc"),
        DiscMove(2, 3, 1, None, "double"),
        DiscMove(2, 3, 2, None, "disc"),
    )
    assert effect.piece == "anvil"
    assert effect.moved == (effect.placed, *effect.removed)
    empty = effect_of(POWER, "", Move.anvil(0))
    assert empty.placed == DiscMove(1, 0, None, 0, "anvil")
    assert empty.removed == ()


def test_bomb_pop_of_the_opponents_disc() -> None:
    # Player 2's disc at the bottom of column 4 under player 2's x2 checker; player 1 bombed.
    effect = effect_of(POWER, "d1 d4 d1 x4 d7 b2", Move.pop(3))
    assert effect.player == 1
    assert effect.popped == DiscMove(2, 3, 0, None, "disc")
    assert effect.fallen == (DiscMove(2, 3, 1, 0, "double"),)
    assert effect.piece == "disc"
    assert effect.kept is False


def test_pop_of_an_own_power_checker() -> None:
    effect = effect_of(POWER_POP, "x4 d4 d1", Move.pop(3))
    assert effect.popped == DiscMove(1, 3, 0, None, "double")
    assert effect.fallen == (DiscMove(1, 3, 1, 0, "disc"),)
    assert effect.piece == "double"


def test_pop_ten_kept_and_put_back() -> None:
    kept = effect_of(TEN_4X4, SETUP_MIXED, Move.pop(0))
    assert kept.kept is True
    assert kept.popped == DiscMove(1, 0, 0, None)
    assert kept.fallen == (DiscMove(1, 0, 1, 0), DiscMove(1, 0, 2, 1), DiscMove(2, 0, 3, 2))
    put_back = effect_of(TEN_4X4, SETUP_MIXED, Move.pop(2))
    assert put_back.kept is False
    assert put_back.popped == DiscMove(1, 2, 0, None)
    drop = effect_of(TEN_4X4, f"{SETUP_MIXED} p3", Move.drop(2))
    assert drop.placed == DiscMove(1, 2, None, 3)
    assert drop.kept is False
    setup = effect_of(TEN_4X4, "d1", Move.drop(1))
    assert setup.placed == DiscMove(2, 1, None, 0)


def test_pass() -> None:
    rules = Rules(columns=4, rows=4, connect=4, pop_out=False, pop_ten=True, target=8)
    text = "d1 d2 d3 d4 d2 d1 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4 p3 d3 p4 d4 p4 d4 p3 d3 p1"
    effect = effect_of(rules, text, Move.pass_())
    assert effect == MoveEffect(Move.pass_(), 1, 25)
    assert effect.moved == ()
    assert effect.piece == ""


@pytest.mark.parametrize("rules", [Rules(), POWER, POWER_POP, TEN_4X4])
def test_effects_match_the_boards_before_and_after(rules: Rules) -> None:
    """Applying an effect to the board before a move gives the board after it."""
    rng = random.Random(7)
    for _ in range(30):
        game = Game(rules)
        for _ in range(60):
            legal = game.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            effect = move_effect(game, move)
            board = {
                (c, r): (game.cell(c, r), game.piece(c, r))
                for c in range(rules.width)
                for r in range(rules.rows)
                if game.cell(c, r)
            }
            for disc in effect.moved:
                if disc.from_row is not None:
                    assert board.pop((disc.column, disc.from_row)) == (disc.player, disc.piece)
            for disc in effect.moved:
                if disc.to_row is not None:
                    board[(disc.column, disc.to_row)] = (disc.player, disc.piece)
            scores = game.scores
            game.play(move)
            after = {
                (c, r): (game.cell(c, r), game.piece(c, r))
                for c in range(rules.width)
                for r in range(rules.rows)
                if game.cell(c, r)
            }
            assert board == after, (game.notation(), effect)
            assert effect.kept == (game.scores != scores)
