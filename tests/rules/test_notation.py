"""Move notation (``d4``/``p1``, 1-based columns) and game notation round trips."""

from __future__ import annotations

import dataclasses
import re
import string

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
    with pytest.raises(dataclasses.FrozenInstanceError):
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
    "x3",
    "d0",
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


GOOD = re.compile(r"[dp][1-9][0-9]*")


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


@given(st.booleans(), st.integers(min_value=0, max_value=10**9))
def test_parse_str_round_trip_any_column(is_drop: bool, column: int) -> None:
    move = Move.drop(column) if is_drop else Move.pop(column)
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


@pytest.mark.parametrize("text", ["d4 x4", "d4 d4 d0", "d4,d4", "d4 d 4", "d4 p04"])
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
    }


@PROPERTY_SETTINGS
@given(st.one_of(rules_strategy(), small_rules()), st.integers(0, 80), st.data())
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


@PROPERTY_SETTINGS
@given(st.one_of(rules_strategy(), small_rules()), st.integers(0, 80), st.data())
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


@PROPERTY_SETTINGS
@given(small_rules(), st.integers(0, 120), st.data())
def test_undo_everything_is_a_new_game(rules: Rules, length: int, data: st.DataObject) -> None:
    game = Game(rules)
    play_random(game, data, length)
    while game.moves:
        game.undo()
    assert observe(game) == observe(Game(rules))
    with pytest.raises(IndexError):
        game.undo()
