"""Saved games that started from a set-up position: the ``start`` field (a position code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import Setup, empty_setup, setup_of
from popout_desktop.savefile import (
    CLASSIC_FORMAT_VERSION,
    FORMAT_VERSION,
    START_FORMAT_VERSION,
    SavedGame,
    SaveFileError,
    dumps,
    load,
    loads,
    save,
)
from popout_desktop.savefile.position_code import encode_position


def _setup(rules: Rules | None = None) -> Setup:
    setup = empty_setup(rules or Rules()).with_turn(1)
    for column, row, value in ((0, 0, 2), (0, 1, 1), (3, 0, 1), (3, 1, 2)):
        setup = setup.with_cell(column, row, value)
    return setup


def _data(game: Game) -> dict[str, object]:
    data: dict[str, object] = json.loads(dumps(SavedGame(game=game)))
    return data


def test_a_game_from_a_setup_saves_its_start_and_loads_the_same_game(tmp_path: Path) -> None:
    setup = _setup()
    game = Game.from_setup(setup)
    for text in ("d2", "p1", "d4"):
        game.play(Move.parse(text))
    data = _data(game)
    assert data["version"] == START_FORMAT_VERSION == FORMAT_VERSION == 3
    assert data["start"] == encode_position(setup)
    assert data["moves"] == "d2 p1 d4"
    path = tmp_path / "setup.popout"
    save(path, SavedGame(game=game, redo=[]))
    loaded = load(path).game
    assert loaded.start == setup
    assert loaded.notation() == "d2 p1 d4"
    assert loaded.board() == game.board() and loaded.turn == game.turn
    while loaded.ply:
        loaded.undo()
    assert setup_of(loaded) == setup


def test_moves_to_redo_and_a_finished_game_from_a_setup_round_trip() -> None:
    rules = Rules.preset("classic")
    setup = empty_setup(rules)
    for column in range(3):
        setup = setup.with_cell(column, 0, 1).with_cell(column, 1, 2)
    game = Game.from_setup(setup)
    game.play(Move.drop(3))
    assert game.result is not None and game.result.winner == 1
    saved = loads(dumps(SavedGame(game=game)))
    assert saved.game.result == game.result and saved.game.start == setup
    game.undo()
    saved = loads(dumps(SavedGame(game=game, redo=[Move.drop(3)])))
    assert saved.redo == [Move.drop(3)] and saved.game.ply == 0


def test_a_game_from_the_table_s_start_is_written_exactly_as_before() -> None:
    data = _data(Game.from_notation("d4 d4 p4"))
    assert "start" not in data
    assert data["version"] == CLASSIC_FORMAT_VERSION
    assert list(data) == [
        "format",
        "version",
        "app",
        "rules",
        "moves",
        "redo",
        "players",
        "result",
        "created",
        "saved",
    ]


def _with(data: dict[str, object], **changes: object) -> str:
    return json.dumps(data | changes)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"start": 12}, "not text"),
        ({"start": "not a code!"}, "cannot be read"),
        ({"start": "JkiASQAA-7h"}, "cannot be read"),
        ({"version": 1}, "does not match"),
        ({"version": 2}, "does not match"),
    ],
)
def test_a_damaged_start_is_refused_with_a_message(changes: dict[str, object], words: str) -> None:
    data = _data(Game.from_setup(_setup()))
    with pytest.raises(SaveFileError, match=words):
        loads(_with(data, **changes))


def test_a_start_of_another_table_is_refused() -> None:
    data = _data(Game.from_setup(_setup()))
    other = encode_position(_setup(Rules.preset("classic")).with_cell(3, 1, 0).with_cell(0, 1, 0))
    with pytest.raises(SaveFileError, match="another table"):
        loads(_with(data, start=other))


def test_a_start_no_game_can_go_on_from_is_refused_as_illegal() -> None:
    data = _data(Game.from_setup(_setup()))
    lined = empty_setup(Rules())
    for column in range(4):
        lined = lined.with_cell(column, 0, 1).with_cell(column, 1, 2)
    with pytest.raises(SaveFileError, match="line") as caught:
        loads(_with(data, start=encode_position(lined)))
    assert caught.value.kind == "illegal"


def test_a_version_3_file_without_a_start_is_refused() -> None:
    data = _data(Game.from_notation("d4"))
    with pytest.raises(SaveFileError, match="does not match"):
        loads(_with(data, version=3))


def test_moves_illegal_from_the_start_are_refused() -> None:
    data = _data(Game.from_setup(_setup()))
    # After d2, player 2 moves: column 4's bottom disc is player 1's, so p4 is illegal here.
    with pytest.raises(SaveFileError) as caught:
        loads(_with(data, moves="d2 p4"))
    assert caught.value.kind == "illegal"


def test_a_variant_game_cannot_have_a_start() -> None:
    data = _data(Game(Rules.preset("power_up")))
    with pytest.raises(SaveFileError, match="Pop 10 or Power Up"):
        loads(_with(data, start=encode_position(_setup())))
