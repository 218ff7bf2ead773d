"""Comparing the engine with the naive oracle: conversions and "everything observable agrees"."""

from __future__ import annotations

from collections.abc import Callable

from popout_desktop.rules import Game, Move, Rules

from .naive import PASS, NaiveGame, NaiveMove

RULE_FIELDS = (
    "columns",
    "rows",
    "connect",
    "pop_out",
    "side_columns",
    "repetition_draw",
    "pop_ten",
    "target",
    "power_up",
)


def engine_move(move: NaiveMove) -> Move:
    kind, column = move
    if kind == PASS:
        return Move.pass_()
    return Move(kind, column)  # type: ignore[arg-type]


def naive_move(move: Move) -> NaiveMove:
    return (move.kind, move.column)


def describe(rules: Rules) -> str:
    return "Rules(" + ", ".join(f"{name}={getattr(rules, name)!r}" for name in RULE_FIELDS) + ")"


def engine_result(game: Game) -> tuple[int | None, str] | None:
    result = game.result
    if result is None:
        return None
    return (result.winner, str(result.reason))


class Lazy:
    """A failure message built only when it is shown: ``f"{Lazy(function)}"``."""

    def __init__(self, function: Callable[[], str]) -> None:
        self.function = function

    def __str__(self) -> str:
        return self.function()


def assert_same(engine: Game, naive: NaiveGame, context: str | Lazy) -> None:
    """Everything observable must be equal; ``context`` says how to reproduce."""
    width, rows = naive.width, naive.rows
    assert engine.rules.width == width, context
    engine_cells = [[engine.cell(c, r) for r in range(rows)] for c in range(width)]
    if engine_cells != naive.grid:
        diff = [
            (c, r, engine_cells[c][r], naive.grid[c][r])
            for c in range(width)
            for r in range(rows)
            if engine_cells[c][r] != naive.grid[c][r]
        ]
        raise AssertionError(f"cells differ (column, row, engine, naive): {diff}\n{context}")
    engine_kinds = [[engine.piece(c, r) for r in range(rows)] for c in range(width)]
    if engine_kinds != naive.kinds:
        diff_kinds = [
            (c, r, engine_kinds[c][r], naive.kinds[c][r])
            for c in range(width)
            for r in range(rows)
            if engine_kinds[c][r] != naive.kinds[c][r]
        ]
        raise AssertionError(f"pieces differ (column, row, engine, naive): {diff_kinds}\n{context}")
    assert engine.turn == naive.turn, f"turn\n{context}"
    assert engine.phase == naive.phase, f"phase {engine.phase} != {naive.phase}\n{context}"
    assert engine.scores == (naive.scores[1], naive.scores[2]), f"scores\n{context}"
    assert engine.powers(1) == naive.powers[1], f"powers(1)\n{context}"
    assert engine.powers(2) == naive.powers[2], f"powers(2)\n{context}"
    assert [naive_move(m) for m in engine.legal_moves()] == naive.legal_moves(), (
        f"legal moves\n{context}"
    )
    assert engine_result(engine) == naive.result, f"result\n{context}"
    assert engine.winning_cells() == naive.winning_cells(), f"winning cells\n{context}"
    assert [naive_move(m) for m in engine.moves] == naive.moves, f"moves\n{context}"
    assert engine.ply == len(naive.moves), f"ply\n{context}"
    assert engine.is_over == (naive.result is not None), f"is_over\n{context}"
    for c in range(width):
        if not naive.is_side(c):
            assert engine.height(c) == naive.height(c), f"height({c})\n{context}"
