"""The .popout file format: round trips, and a clear error for every kind of bad file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import (
    FORMAT_VERSION,
    PlayerInfo,
    SavedGame,
    SaveFileError,
    atomic_write,
    dumps,
    load,
    loads,
    save,
)


def sample() -> SavedGame:
    game = Game.from_notation("d4 d4 d3 d5 p4", Rules())
    return SavedGame(
        game=game,
        players=(PlayerInfo("Ann"), PlayerInfo("Computer", "computer", "medium")),
        redo=[],
    )


def test_round_trip_keeps_everything(tmp_path: Path) -> None:
    saved = sample()
    saved.redo = []
    path = tmp_path / "game.popout"
    save(path, saved)
    back = load(path)
    assert back.game.notation() == "d4 d4 d3 d5 p4"
    assert back.game.rules == Rules()
    assert back.players == saved.players
    assert back.created == saved.created
    assert back.saved
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "popout-game"
    assert data["version"] == FORMAT_VERSION
    assert data["moves"] == "d4 d4 d3 d5 p4"
    assert data["result"] is None


def test_round_trip_of_a_finished_game_with_every_rule_option(tmp_path: Path) -> None:
    rules = Rules(
        columns=9, rows=5, connect=5, pop_out=True, side_columns=True, repetition_draw=True
    )
    game = Game.from_notation("d2 d3 d2 d3 d2 d3 d2 d3", rules)
    for move in ("d4", "d5"):
        game.play(Move.parse(move))
    saved = SavedGame(game=game)
    back = loads(dumps(saved))
    assert back.game.rules == rules
    assert back.game.notation() == game.notation()
    assert back.game.result == game.result


def test_redo_moves_round_trip() -> None:
    game = Game.from_notation("d1 d2 d3")
    saved = SavedGame(game=game, redo=[Move.drop(3), Move.drop(4)])
    back = loads(dumps(saved))
    assert back.redo == [Move.drop(3), Move.drop(4)]


def test_finished_game_records_its_result() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d1")
    data = json.loads(dumps(SavedGame(game=game)))
    assert data["result"] == {"winner": 1, "reason": "line"}
    assert loads(json.dumps(data)).game.result == game.result


def valid() -> dict:
    return json.loads(dumps(sample()))


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(version=FORMAT_VERSION + 1), "newer"),
        (lambda d: d.update(format="something-else"), "not a pop out saved game"),
        (lambda d: d.pop("moves"), "no move list"),
        (lambda d: d.update(moves=42), "move list"),
        (lambda d: d.update(moves="d4 d4 p3"), "not legal"),
        (lambda d: d.update(moves="d4 q9"), "cannot be read"),
        (lambda d: d.update(moves="d1 d1 d1 d1 d1 d1 d1"), "not legal"),
        (lambda d: d["rules"].update(columns=40), "columns"),
        (lambda d: d["rules"].update(connect="4"), "connect"),
        (lambda d: d["rules"].update(pop_out="yes"), "pop_out"),
        (lambda d: d.update(rules=[]), "table settings"),
        (lambda d: d.update(players=[{"name": "A"}]), "two"),
        (lambda d: d.update(players=[{"name": "A", "kind": "alien"}, {"name": "B"}]), "kind"),
        (lambda d: d.update(result={"winner": 1, "reason": "line"}), "result"),
        (lambda d: d.update(version="1"), "version"),
        (lambda d: d.update(redo=["d1"]), "redo"),
    ],
)
def test_bad_content_names_the_problem(mutate, message: str) -> None:
    data = valid()
    mutate(data)
    with pytest.raises(SaveFileError) as caught:
        loads(json.dumps(data))
    assert message in str(caught.value).lower()


def test_truncated_file() -> None:
    text = dumps(sample())
    for cut in (len(text) // 3, len(text) // 2, len(text) - 5):
        with pytest.raises(SaveFileError, match="truncated"):
            loads(text[:cut])


def test_corrupt_file() -> None:
    text = dumps(sample()).replace('"moves"', '"moves" ::', 1)
    with pytest.raises(SaveFileError, match="corrupt"):
        loads(text)


def test_not_utf8_and_empty_and_not_an_object() -> None:
    with pytest.raises(SaveFileError, match="UTF-8"):
        loads(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveFileError, match="empty"):
        loads("   ")
    with pytest.raises(SaveFileError, match="not a Pop Out saved game"):
        loads("[1, 2, 3]")


def test_missing_and_unreadable_paths(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="does not exist"):
        load(tmp_path / "nope.popout")
    with pytest.raises(SaveFileError, match="folder"):
        load(tmp_path)


def test_huge_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.popout"
    path.write_bytes(b" " * (5 * 1024 * 1024))
    with pytest.raises(SaveFileError, match="too large"):
        load(path)


def test_atomic_write_replaces_and_leaves_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "file.popout"
    atomic_write(path, "one")
    atomic_write(path, "two")
    assert path.read_text() == "two"
    assert sorted(os.listdir(path.parent)) == ["file.popout"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "file.popout"
    atomic_write(path, "old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        atomic_write(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["file.popout"]


def test_a_resigned_game_round_trips_with_its_network_details() -> None:
    from popout_desktop.rules.decision import Decided, Decision

    saved = SavedGame(
        game=Game.from_notation("d4 d4"),
        decided=Decided(1, Decision.RESIGNATION),
        network={"role": "host", "port": 7457},
    )
    back = loads(dumps(saved))
    assert back.decided == Decided(1, Decision.RESIGNATION)
    assert back.network == {"role": "host", "port": 7457}
    assert back.game.result is None


@pytest.mark.parametrize(
    "result",
    [{"winner": 1, "reason": "agreement"}, {"winner": None, "reason": "resignation"}],
)
def test_impossible_decisions_are_refused(result: dict) -> None:
    data = valid()
    data["result"] = result
    with pytest.raises(SaveFileError):
        loads(json.dumps(data))


def test_errors_name_their_kind_for_translation() -> None:
    cases = {
        "": "empty",
        "{\"format\": \"popo": "truncated",
        "{\"a\": 1,, \"b\": 2}": "corrupt",
        "[1]": "not_popout",
        '{"format": "popout-game", "version": 5, "rules": {}, "moves": ""}': "newer",
        '{"format": "popout-game", "version": 1, "rules": {}, "moves": "d1 p2"}': "illegal",
        '{"format": "popout-game", "version": 1, "rules": {"rows": "x"}, "moves": ""}': "damaged",
    }
    for text, kind in cases.items():
        with pytest.raises(SaveFileError) as caught:
            loads(text)
        assert caught.value.kind == kind, text
    with pytest.raises(SaveFileError) as caught:
        loads('{"format": "popout-game", "version": 5, "rules": {}, "moves": ""}')
    assert caught.value.details == (5, 1)
