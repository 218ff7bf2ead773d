"""Perft: the number of leaf positions at exactly ``depth`` plies.

A finished game has no legal moves, so it contributes nothing deeper; a game that ends exactly
at ``depth`` counts as one leaf.  The reference numbers for the standard 7x6 board come from
the contract's issue; the small-board numbers are computed by the naive oracle.
"""

from __future__ import annotations

import pytest

from popout_desktop.rules import Game, Rules

from .naive import NaiveGame, move_text, naive_perft


def perft(game: Game, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        game.play(move)
        total += perft(game, depth - 1)
        undone = game.undo()
        assert undone == move
    return total


def perft_by_copy(game: Game, depth: int) -> int:
    """The same count, never undoing: every child is a fresh copy of its parent."""
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        total += perft_by_copy(child, depth - 1)
    return total


def divide(game: Game, depth: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for move in game.legal_moves():
        game.play(move)
        out[str(move)] = perft(game, depth - 1)
        game.undo()
    return out


def naive_divide(game: NaiveGame, depth: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for move in game.legal_moves():
        game.play(move)
        out[move_text(move)] = naive_perft(game, depth - 1)
        game.undo()
    return out


POP_OUT_7X6 = [1, 7, 49, 392, 3087, 25977]
CLASSIC_7X6 = [1, 7, 49, 343, 2401, 16807]


@pytest.mark.parametrize("depth", range(6))
def test_perft_pop_out_7x6(depth: int) -> None:
    assert perft(Game(Rules()), depth) == POP_OUT_7X6[depth]


@pytest.mark.parametrize("depth", range(6))
def test_perft_classic_7x6(depth: int) -> None:
    assert perft(Game(Rules(pop_out=False)), depth) == CLASSIC_7X6[depth]


def test_perft_default_game_is_pop_out_7x6() -> None:
    assert perft(Game(), 3) == 392


def test_perft_presets() -> None:
    # Side columns are never played into, so the 5-in-a-row presets branch like 7x6.
    assert perft(Game(Rules.preset("classic")), 4) == 2401
    assert perft(Game(Rules.preset("pop_out")), 4) == 3087
    assert perft(Game(Rules.preset("five_in_a_row")), 4) == 2401
    assert perft(Game(Rules.preset("pop_out_five_in_a_row")), 4) == 3087


@pytest.mark.slow
@pytest.mark.parametrize("depth", range(6))
def test_naive_oracle_perft_7x6(depth: int) -> None:
    """The oracle reproduces the contract's numbers, so it can be trusted below."""
    assert naive_perft(NaiveGame(pop_out=True), depth) == POP_OUT_7X6[depth]
    assert naive_perft(NaiveGame(pop_out=False), depth) == CLASSIC_7X6[depth]


def test_perft_after_undo_is_unchanged() -> None:
    game = Game(Rules())
    first = perft(game, 4)
    assert game.moves == []
    assert perft(game, 4) == first == POP_OUT_7X6[4]


def test_perft_by_copy_matches_undo() -> None:
    game = Game.from_notation("d4 d4 d3 d5", Rules())
    assert perft_by_copy(game, 4) == perft(game, 4)
    assert game.notation() == "d4 d4 d3 d5"


SMALL_BOARDS = [
    # 5-in-a-row + pop out on small boards: the side columns take part in lines early.
    (Rules(columns=4, rows=4, connect=5, pop_out=True, side_columns=True), 6),
    (Rules(columns=5, rows=4, connect=5, pop_out=True, side_columns=True), 5),
    (Rules(columns=4, rows=5, connect=4, pop_out=True, side_columns=True), 6),
    (Rules(columns=4, rows=4, connect=6, pop_out=True, side_columns=True), 6),
    (Rules(columns=4, rows=4, connect=3, pop_out=True), 7),
    (Rules(columns=4, rows=4, connect=3, pop_out=False, side_columns=True), 7),
    (Rules(columns=5, rows=4, connect=3, pop_out=True, side_columns=True), 5),
    (Rules(columns=4, rows=4, connect=4, pop_out=False), 8),
    (Rules(columns=6, rows=4, connect=5, pop_out=True), 5),
]


def rules_id(value: object) -> str:
    if isinstance(value, Rules):
        flags = [n for n in ("pop_out", "side_columns") if getattr(value, n)]
        return f"{value.columns}x{value.rows}c{value.connect}-" + ("+".join(flags) or "classic")
    return f"depth{value}"


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "depth"), SMALL_BOARDS, ids=rules_id)
def test_perft_matches_naive(rules: Rules, depth: int) -> None:
    game = Game(rules)
    naive = NaiveGame.from_rules(rules)
    for d in range(1, depth + 1):
        got, expected = perft(game, d), naive_perft(naive, d)
        if got != expected:
            # Narrow it down to the first move whose subtree disagrees.
            engine_split, naive_split = divide(game, d), naive_divide(naive, d)
            bad = {
                m: (engine_split.get(m), naive_split.get(m))
                for m in naive_split | engine_split
                if engine_split.get(m) != naive_split.get(m)
            }
            raise AssertionError(
                f"depth {d}: engine {got} != naive {expected}; first move -> (engine, naive): {bad}"
            )
    assert game.moves == []
    assert naive.moves == []
