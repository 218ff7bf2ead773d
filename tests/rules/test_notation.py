"""Move notation (``d4``/``p1``, 1-based columns) and game notation round trips."""

from __future__ import annotations

import re
import string
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popout_desktop.rules import Game, IllegalMove, Move, Rules

from .naive import NaiveGame

PROPERTY_SETTINGS = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# ------------------------------------------------------------------------------ Move


@pytest.mark.parametrize("column", range(18))
def test_str_and_parse_round_trip_every_column(column: int) -> None:
    for move, text in ((Move.drop(column), f"d{column + 1}"), (Move.pop(column), f"p{column + 1}")):
        assert str(move) == text
        assert Move.parse(text) == move
        assert Move.parse(text.upper()) == move
        assert Move.parse(f"  {text}\n") == move
        assert Move.parse(f"\t{text.upper()} ") == move
        assert Move.parse(str(move)) == move


def test_contract_examples() -> None:
    assert str(Move.drop(3)) == "d4"
    assert Move.parse("p1") == Move.pop(0)
    assert Move.parse("D12") == Move.drop(11)
    assert Move.parse("p10") == Move.pop(9)
    assert Move.drop(3).kind == "drop"
    assert Move.pop(3).kind == "pop"
    assert Move.drop(3).column == 3


def test_move_is_a_frozen_hashable_value() -> None:
    move = Move.drop(3)
    assert move == Move("drop", 3)
    assert Move.pop(0) == Move("pop", 0)
    assert move != Move.pop(3)
    assert move != Move.drop(4)
    assert hash(move) == hash(Move("drop", 3))
    assert len({Move.drop(3), Move("drop", 3), Move.pop(3)}) == 2
    with pytest.raises(AttributeError, match="never changed"):
        move.column = 4  # type: ignore[misc]
    assert move.column == 3


def test_a_column_past_any_board_is_still_a_move() -> None:
    move = Move.drop(1000)
    assert str(move) == "d1001"
    assert Move.parse("d1001") == move
    with pytest.raises(IllegalMove) as caught:
        Game().play(move)
    assert caught.value.reason == "column_out_of_range"


@pytest.mark.parametrize(
    ("kind", "column"),
    [
        ("jump", 1),
        ("DROP", 1),
        ("d", 1),
        ("", 0),
        ("drop", -1),
        ("pop", -5),
        ("drop", True),
        ("pop", False),
        ("drop", 1.0),
        ("drop", "1"),
        ("drop", None),
    ],
)
def test_bad_move_construction(kind: object, column: object) -> None:
    with pytest.raises(ValueError, match=r"."):
        Move(kind, column)  # type: ignore[arg-type]


@pytest.mark.parametrize("column", [-1, True, 2.0])
def test_bad_factory_column(column: object) -> None:
    with pytest.raises(ValueError, match=r"."):
        Move.drop(column)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"."):
        Move.pop(column)  # type: ignore[arg-type]


BAD_TEXT = [
    "",
    " ",
    "y3",
    "c3",
    "e3",
    "d0",
    "a0",
    "x0",
    "b01",
    "w-1",
    "-",
    "---",
    "- -",
    "-- 3",
    "--3",
    "d--",
    "pass",
    "—",
    "–",
    "p0",
    "d-1",
    "d01",
    "p007",
    "dd",
    "d",
    "p",
    "3",
    "d 3",
    "4d",
    "d+3",
    "d3.0",
    "d1_0",
    "d3p",
    "dp3",
    "d3 d4",
    "drop3",
    "drop 3",
    "pop1",
    "d\u0663",  # ARABIC-INDIC DIGIT THREE: a digit to int() but not [0-9]
    "d\u00b2",  # SUPERSCRIPT TWO: isdigit() but not a decimal
    "\uff444",  # FULLWIDTH d
    "d\uff14",  # FULLWIDTH 4
    "x",
    "e4",
]


@pytest.mark.parametrize("text", BAD_TEXT)
def test_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match=r"."):
        Move.parse(text)


@pytest.mark.parametrize("thing", [None, 3, b"d3", ["d3"]])
def test_parse_non_text(thing: object) -> None:
    with pytest.raises(ValueError, match=r"."):
        Move.parse(thing)  # type: ignore[arg-type]


GOOD = re.compile(r"[dpabwx][1-9][0-9]*|--")


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=string.printable, max_size=8))
def test_parse_accepts_exactly_the_grammar(text: str) -> None:
    stripped = text.strip(" \t\n\r\x0b\x0c")
    if GOOD.fullmatch(stripped.lower()):
        move = Move.parse(text)
        assert str(move) == stripped.lower()
    else:
        with pytest.raises(ValueError, match=r"."):
            Move.parse(text)


@given(
    st.sampled_from(["drop", "pop", "anvil", "bomb", "wall", "double", "pass"]),
    st.integers(min_value=0, max_value=10**9),
)
def test_parse_str_round_trip_any_column(kind: str, column: int) -> None:
    move = Move.pass_() if kind == "pass" else Move(kind, column)  # type: ignore[arg-type]
    text = str(move)
    assert text == text.lower()
    assert GOOD.fullmatch(text)
    assert Move.parse(text) == move


# ------------------------------------------------------------------------ game notation


def test_game_notation_example() -> None:
    game = Game.from_notation("d4 d4 p4")
    assert game.notation() == "d4 d4 p4"
    assert game.moves == [Move.drop(3), Move.drop(3), Move.pop(3)]
    assert game.rules == Rules()
    assert game.cell(3, 0) == 2
    assert game.cell(3, 1) == 0


def test_game_notation_whitespace_and_case() -> None:
    game = Game.from_notation("  d4\n\tD4   P4 \r\n", Rules())
    assert game.notation() == "d4 d4 p4"


@pytest.mark.parametrize("text", ["", " ", "\n\t "])
def test_empty_notation_is_a_fresh_game(text: str) -> None:
    rules = Rules(columns=5, rows=5, connect=4, side_columns=True)
    game = Game.from_notation(text, rules)
    assert game.rules == rules
    assert game.moves == []
    assert game.notation() == ""
    assert observe(game) == observe(Game(rules))


@pytest.mark.parametrize("text", ["d4 y4", "d4 d4 d0", "d4,d4", "d4 d 4", "d4 p04", "d4 -"])
def test_bad_token_in_game_notation(text: str) -> None:
    with pytest.raises(ValueError, match=r".") as caught:
        Game.from_notation(text, Rules())
    assert not isinstance(caught.value, IllegalMove)


@pytest.mark.parametrize(
    ("rules", "text", "reason"),
    [
        (Rules(), "d4 p4", "not_your_disc"),
        (Rules(), "p4", "column_empty"),
        (Rules(), "d8", "column_out_of_range"),
        (Rules(pop_out=False), "d4 d5 p4", "pop_out_disabled"),
        (Rules(), "d1 d1 d1 d1 d1 d1 d1", "column_full"),
        (Rules.preset("five_in_a_row"), "d1", "side_column"),
        (Rules.preset("five_in_a_row"), "d9", "side_column"),
        (Rules.preset("five_in_a_row"), "d10", "column_out_of_range"),
        (Rules(), "d1 d2 d1 d2 d1 d2 d1 d2", "game_over"),
    ],
)
def test_illegal_move_in_game_notation(rules: Rules, text: str, reason: str) -> None:
    with pytest.raises(IllegalMove) as caught:
        Game.from_notation(text, rules)
    assert caught.value.reason == reason
    assert caught.value.move == Move.parse(text.split()[-1])


def test_notation_uses_full_width_columns() -> None:
    rules = Rules.preset("pop_out_five_in_a_row")
    game = Game.from_notation("d2 d8", rules)
    assert game.cell(1, 0) == 1
    assert game.cell(7, 0) == 2
    assert game.moves == [Move.drop(1), Move.drop(7)]
    assert game.notation() == "d2 d8"


# ------------------------------------------------------------- power checkers and passes


POWER_LETTERS = {"anvil": "a", "bomb": "b", "wall": "w", "double": "x"}


@pytest.mark.parametrize("column", [0, 1, 8, 15, 17, 31, 32, 99])
def test_power_moves_str_and_parse(column: int) -> None:
    factories = {
        "anvil": Move.anvil,
        "bomb": Move.bomb,
        "wall": Move.wall,
        "double": Move.double,
    }
    for kind, factory in factories.items():
        move = factory(column)
        text = f"{POWER_LETTERS[kind]}{column + 1}"
        assert move == Move(kind, column)  # type: ignore[arg-type]
        assert move == Move.power(kind, column)
        assert move.kind == kind
        assert move.column == column
        assert str(move) == text
        assert Move.parse(text) == move
        assert Move.parse(f" {text.upper()}\t") == move
        assert move.is_power
        assert not (move.is_drop or move.is_pop or move.is_pass)


def test_pass_move() -> None:
    move = Move.pass_()
    assert move == Move("pass", 0)
    assert move.kind == "pass"
    assert move.column == 0
    assert str(move) == "--"
    assert Move.parse("--") == move
    assert Move.parse("  --\n") == move
    assert move.is_pass
    assert not (move.is_drop or move.is_pop or move.is_power)
    assert hash(move) == hash(Move("pass", 0))
    with pytest.raises(ValueError, match="pass"):
        Move("pass", 1)


def test_kind_predicates_of_drops_and_pops() -> None:
    assert Move.drop(2).is_drop and not Move.drop(2).is_power and not Move.drop(2).is_pass
    assert Move.pop(2).is_pop and not Move.pop(2).is_power


@pytest.mark.parametrize("kind", ["drop", "pop", "pass", "Bomb", "x2", ""])
def test_power_factory_refuses_other_kinds(kind: str) -> None:
    with pytest.raises(ValueError, match="power"):
        Move.power(kind, 1)


@pytest.mark.parametrize("column", [-1, True, 2.0])
def test_bad_power_factory_column(column: object) -> None:
    for factory in (Move.anvil, Move.bomb, Move.wall, Move.double):
        with pytest.raises(ValueError, match=r"."):
            factory(column)  # type: ignore[arg-type]


def test_variant_game_notation_round_trip() -> None:
    rules = Rules(columns=4, rows=4, connect=4, pop_out=False, pop_ten=True, target=8)
    text = "d1 d2 d3 d4 d2 d1 d4 d3 d1 d3 d2 d4 d2 d1 d3 d4 p3 d3 p4 d4 p4 d4 p3 d3 p1 --"
    game = Game.from_notation(text.upper(), rules)
    assert game.notation() == text
    assert game.moves[-1] == Move.pass_()
    game = Game.from_notation("x4 d4 b3 p4 a4 w1 d2", Rules.preset("power_up"))
    assert game.notation() == "x4 d4 b3 p4 a4 w1 d2"
    assert [m.kind for m in game.moves] == [
        "double",
        "drop",
        "bomb",
        "pop",
        "anvil",
        "wall",
        "drop",
    ]


# ----------------------------------------------------------------------- property tests


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    columns = draw(st.integers(4, 16))
    rows = draw(st.integers(4, 12))
    side_columns = draw(st.booleans())
    width = columns + 2 if side_columns else columns
    connect = draw(st.integers(3, min(6, max(width, rows))))
    return Rules(
        columns=columns,
        rows=rows,
        connect=connect,
        pop_out=draw(st.booleans()),
        side_columns=side_columns,
        repetition_draw=draw(st.booleans()),
    )


def small_rules() -> st.SearchStrategy[Rules]:
    """Small boards end (and repeat) within a few dozen moves."""
    return st.builds(
        Rules,
        columns=st.integers(4, 5),
        rows=st.integers(4, 5),
        connect=st.integers(3, 4),
        pop_out=st.booleans(),
        side_columns=st.booleans(),
        repetition_draw=st.booleans(),
    )


@st.composite
def variant_rules(draw: st.DrawFn) -> Rules:
    """Pop 10 or Power Up on small boards (so Pop 10's setup ends within the moves played)."""
    columns = draw(st.integers(4, 6))
    rows = draw(st.integers(4, 5))
    side_columns = draw(st.booleans())
    width = columns + 2 if side_columns else columns
    connect = draw(st.integers(3, min(6, max(width, rows))))
    common: dict[str, Any] = {
        "columns": columns,
        "rows": rows,
        "connect": connect,
        "side_columns": side_columns,
        "repetition_draw": draw(st.booleans()),
    }
    if draw(st.booleans()):
        target = draw(st.integers(3, columns * rows // 2))
        return Rules(**common, pop_out=False, pop_ten=True, target=target)
    return Rules(**common, pop_out=draw(st.booleans()), power_up=True)


def play_random(game: Game, data: st.DataObject, max_moves: int) -> None:
    for _ in range(max_moves):
        legal = game.legal_moves()
        if not legal:
            return
        game.play(data.draw(st.sampled_from(legal)))


def observe(game: Game) -> dict[str, object]:
    width, rows = game.rules.width, game.rules.rows
    return {
        "cells": [[game.cell(c, r) for r in range(rows)] for c in range(width)],
        "turn": game.turn,
        "moves": list(game.moves),
        "legal": game.legal_moves(),
        "result": game.result,
        "winning": game.winning_cells(),
        "notation": game.notation(),
        "phase": game.phase,
        "scores": game.scores,
        "powers": (game.powers(1), game.powers(2)),
        "pieces": [[game.piece(c, r) for r in range(rows)] for c in range(width)],
        "key": game.position_key(),
    }


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(st.one_of(rules_strategy(), small_rules(), variant_rules()), st.integers(0, 80), st.data())
def test_from_notation_reproduces_the_game(rules: Rules, length: int, data: st.DataObject) -> None:
    game = Game(rules)
    play_random(game, data, length)
    text = game.notation()
    assert text == " ".join(str(m) for m in game.moves)
    assert "  " not in text
    assert text == text.strip()
    replayed = Game.from_notation(text, rules)
    assert observe(replayed) == observe(game)
    # The naive oracle agrees on the same notation.
    naive = NaiveGame.from_rules(rules).replay(text)
    assert naive.result == (
        None if game.result is None else (game.result.winner, str(game.result.reason))
    )
    assert naive.turn == game.turn


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(st.one_of(rules_strategy(), small_rules(), variant_rules()), st.integers(0, 80), st.data())
def test_undo_k_equals_replaying_the_prefix(rules: Rules, length: int, data: st.DataObject) -> None:
    game = Game(rules)
    play_random(game, data, length)
    moves = list(game.moves)
    k = data.draw(st.integers(0, len(moves)))
    for i in range(k):
        assert game.undo() == moves[len(moves) - 1 - i]
    prefix = Game.from_notation(" ".join(str(m) for m in moves[: len(moves) - k]), rules)
    assert observe(game) == observe(prefix)
    # Replaying the undone moves comes back to the very same game.
    for move in moves[len(moves) - k :]:
        game.play(move)
    assert observe(game) == observe(Game.from_notation(" ".join(map(str, moves)), rules))


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(st.one_of(small_rules(), variant_rules()), st.integers(0, 120), st.data())
def test_undo_everything_is_a_new_game(rules: Rules, length: int, data: st.DataObject) -> None:
    game = Game(rules)
    play_random(game, data, length)
    while game.moves:
        game.undo()
    assert observe(game) == observe(Game(rules))
    with pytest.raises(IndexError):
        game.undo()
