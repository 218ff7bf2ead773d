"""The .popout file format: round trips, and a clear error for every kind of bad file."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from popout_desktop.rules import Game, Move, Phase, Reason, Rules
from popout_desktop.savefile import (
    CLASSIC_FORMAT_VERSION,
    FORMAT_VERSION,
    VARIANT_FORMAT_VERSION,
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
    assert data["version"] == CLASSIC_FORMAT_VERSION == 1
    assert data["moves"] == "d4 d4 d3 d5 p4"
    assert data["result"] is None
    # A classic table is written exactly as before the variants: six settings, version 1.
    assert data["rules"] == {
        "columns": 7,
        "rows": 6,
        "connect": 4,
        "pop_out": True,
        "side_columns": False,
        "repetition_draw": False,
    }


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


def valid() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(dumps(sample()))
    return data


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
def test_bad_content_names_the_problem(
    mutate: Callable[[dict[str, Any]], object], message: str
) -> None:
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
    from popout_desktop.rules import Reason, Result

    saved = SavedGame(
        game=Game.from_notation("d4 d4"),
        decided=Result(1, Reason.RESIGNATION),
        network={"role": "host", "port": 7457},
    )
    back = loads(dumps(saved))
    assert back.decided == Result(1, Reason.RESIGNATION)
    assert back.network == {"role": "host", "port": 7457}
    assert back.game.result is None


@pytest.mark.parametrize(
    "result",
    [{"winner": 1, "reason": "agreement"}, {"winner": None, "reason": "resignation"}],
)
def test_impossible_decisions_are_refused(result: dict[str, Any]) -> None:
    data = valid()
    data["result"] = result
    with pytest.raises(SaveFileError):
        loads(json.dumps(data))


def test_errors_name_their_kind_for_translation() -> None:
    cases = {
        "": "empty",
        '{"format": "popo': "truncated",
        '{"a": 1,, "b": 2}': "corrupt",
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
    assert caught.value.details == (5, FORMAT_VERSION)


# -- Pop 10 and Power Up -------------------------------------------------------------------------


def random_game(rules: Rules, seed: int, *, powers_first: bool = False, plies: int = 400) -> Game:
    """A game of random legal moves (power checkers preferred with ``powers_first``)."""
    rng = random.Random(seed)
    game = Game(rules)
    while game.result is None and game.ply < plies:
        legal = game.legal_moves()
        powers = [move for move in legal if move.is_power]
        game.play(rng.choice(powers if powers_first and powers and rng.random() < 0.5 else legal))
    return game


def same_state(back: Game, game: Game) -> None:
    """Everything the rules know about a position agrees."""
    assert back.rules == game.rules
    assert back.notation() == game.notation()
    assert back.moves == game.moves
    assert back.board() == game.board()
    assert back.turn == game.turn
    assert back.phase == game.phase
    assert back.scores == game.scores
    assert back.powers(1) == game.powers(1)
    assert back.powers(2) == game.powers(2)
    assert back.result == game.result
    rules = game.rules
    assert [
        [back.piece(column, row) for row in range(rules.rows)] for column in range(rules.width)
    ] == [[game.piece(column, row) for row in range(rules.rows)] for column in range(rules.width)]


def round_trip_every_ply(game: Game) -> set[Phase]:
    """Save and reload the game after every move; the phases met on the way."""
    phases = set()
    partial = Game(game.rules)
    for move in game.moves:
        partial.play(move)
        back = loads(dumps(SavedGame(game=partial)))
        same_state(back.game, partial)
        phases.add(partial.phase)
    return phases


def test_a_pop_ten_game_round_trips_in_every_phase() -> None:
    rules = Rules.preset("pop_ten")
    game = random_game(rules, seed=5, plies=137)
    assert game.moves[-1] == Move.pass_()  # this game's last move is a pass
    phases = round_trip_every_ply(game)
    assert {Phase.SETUP, Phase.PLAY, Phase.PUT_BACK} <= phases
    data = json.loads(dumps(SavedGame(game=game)))
    assert data["version"] == VARIANT_FORMAT_VERSION == 2
    assert data["rules"] == {
        "columns": 7,
        "rows": 6,
        "connect": 4,
        "pop_out": False,
        "side_columns": False,
        "repetition_draw": False,
        "pop_ten": True,
        "target": 10,
        "power_up": False,
    }
    assert data["moves"].endswith(" --")
    assert sum(game.scores) > 0


def test_a_pop_ten_game_won_by_the_target_round_trips(tmp_path: Path) -> None:
    rules = Rules(columns=4, rows=4, pop_out=False, side_columns=True, pop_ten=True, target=3)
    game = next(
        g
        for g in (random_game(rules, seed) for seed in range(100))
        if g.result is not None and g.result.reason == Reason.TARGET
    )
    path = tmp_path / "pop10.popout"
    save(path, SavedGame(game=game, players=(PlayerInfo("Ann"), PlayerInfo("Bob"))))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert game.result is not None and game.result.winner is not None
    assert data["result"] == {"winner": game.result.winner, "reason": "target"}
    assert data["rules"]["target"] == 3
    assert data["rules"]["side_columns"] is True
    back = load(path)
    same_state(back.game, game)
    assert max(back.game.scores) == 3
    # A target win stored as a line (or for the other player) does not match the moves.
    for wrong in (
        {"winner": game.result.winner, "reason": "line"},
        {"winner": 3 - game.result.winner, "reason": "target"},
    ):
        data["result"] = wrong
        with pytest.raises(SaveFileError) as caught:
            loads(json.dumps(data))
        assert caught.value.kind == "result"


@pytest.mark.parametrize("pop_out", [False, True])
def test_a_power_up_game_round_trips_in_every_phase(pop_out: bool) -> None:
    rules = Rules(pop_out=pop_out, power_up=True)
    phases: set[Phase] = set()
    kinds: set[str] = set()
    for seed in range(6):
        game = random_game(rules, seed, powers_first=True, plies=40)
        kinds |= {move.kind for move in game.moves}
        phases |= round_trip_every_ply(game)
    assert {"anvil", "bomb", "wall", "double", "drop"} <= kinds
    assert {Phase.PLAY, Phase.BOMB_POP, Phase.WALL_DROP, Phase.SECOND_DROP} <= phases
    data = json.loads(dumps(SavedGame(game=game)))
    assert data["version"] == 2
    assert data["rules"]["power_up"] is True
    assert data["rules"]["pop_ten"] is False


def test_power_up_mid_turn_is_saved_and_resumed() -> None:
    rules = Rules.preset("power_up")
    for notation, phase in (
        ("d1 d2 d3 b4", Phase.BOMB_POP),
        ("w4", Phase.WALL_DROP),
        ("x1", Phase.SECOND_DROP),
    ):
        game = Game.from_notation(notation, rules)
        assert game.phase == phase
        back = loads(dumps(SavedGame(game=game)))
        same_state(back.game, game)
        assert back.game.legal_moves() == game.legal_moves()
    # The bomb's pop, and the moves after it, come back as redo moves.
    game = Game.from_notation("d1 d2 d3 b4", rules)
    back = loads(dumps(SavedGame(game=game, redo=[Move.pop(0), Move.anvil(1)])))
    assert back.redo == [Move.pop(0), Move.anvil(1)]
    assert json.loads(dumps(back))["redo"] == "p1 a2"


def test_pop_ten_redo_with_a_pass_round_trips() -> None:
    game = random_game(Rules.preset("pop_ten"), seed=5, plies=137)
    redo = game.moves[-3:]
    for _ in redo:
        game.undo()
    back = loads(dumps(SavedGame(game=game, redo=redo)))
    assert back.redo == redo
    assert back.redo[-1] == Move.pass_()


def test_old_files_without_the_variant_settings_load_with_their_defaults() -> None:
    data = valid()
    assert not {"pop_ten", "target", "power_up"} & set(data["rules"])
    back = loads(json.dumps(data))
    assert back.game.rules == Rules()
    assert (back.game.rules.pop_ten, back.game.rules.target, back.game.rules.power_up) == (
        False,
        10,
        False,
    )
    # Only the settings that are written count: a Pop 10 table needs just "pop_ten".
    data["rules"] = {"pop_out": False, "pop_ten": True}
    data["moves"] = "d1 d2"
    data["version"] = 2  # a Pop 10 table is always version 2
    assert loads(json.dumps(data)).game.rules == Rules.preset("pop_ten")


def test_a_target_without_pop_ten_round_trips() -> None:
    rules = Rules(target=7)  # unusual, but a valid table: the target is kept
    data = json.loads(dumps(SavedGame(game=Game(rules))))
    assert data["version"] == 1
    assert data["rules"]["target"] == 7
    assert loads(json.dumps(data)).game.rules == rules


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ({"pop_ten": "yes"}, "'pop_ten' is not true or false"),
        ({"power_up": 1}, "'power_up' is not true or false"),
        ({"pop_out": False, "pop_ten": True, "target": "10"}, "'target' is not a whole number"),
        ({"pop_out": False, "pop_ten": True, "target": True}, "'target' is not a whole number"),
        ({"pop_ten": True}, "impossible"),  # with pop_out, the default
        ({"pop_out": False, "pop_ten": True, "power_up": True}, "impossible"),
        ({"pop_out": False, "pop_ten": True, "target": 21}, "impossible"),
        ({"pop_out": False, "pop_ten": True, "columns": 4, "rows": 4, "target": 9}, "impossible"),
    ],
)
def test_bad_variant_settings_name_the_problem(rules: dict[str, Any], message: str) -> None:
    data = valid()
    data["rules"] = rules
    data["moves"] = ""
    with pytest.raises(SaveFileError) as caught:
        loads(json.dumps(data))
    assert message in str(caught.value)
    assert caught.value.kind == "damaged"


@pytest.mark.parametrize(
    ("rules", "moves"),
    [
        (Rules.preset("power_up"), "b1 d2 b3"),  # Red's bomb is spent
        (Rules.preset("power_up"), "a1 a1 a2"),  # one anvil each
        (Rules.preset("power_up"), "d1 d2 d3 b4 p2"),  # the bomb pops the opponent's disc
        (Rules.preset("pop_ten"), "d1 p1"),  # a pop during setup
        (Rules.preset("pop_ten"), "--"),  # a pass during setup
        (Rules.preset("pop_out"), "b1"),  # no power checkers without Power Up
    ],
)
def test_illegal_variant_moves_are_refused(rules: Rules, moves: str) -> None:
    data = json.loads(dumps(SavedGame(game=Game(rules))))
    data["moves"] = moves
    with pytest.raises(SaveFileError) as caught:
        loads(json.dumps(data))
    assert caught.value.kind == "illegal"


# -- the modules behind savefile -------------------------------------------------------------------


def test_every_name_is_importable_from_savefile_and_is_the_one_defined_behind_it() -> None:
    from popout_desktop import savefile
    from popout_desktop.savefile import format as savefile_format
    from popout_desktop.savefile import read as savefile_read

    for name in savefile.__all__:
        assert hasattr(savefile, name), name
    for name in savefile_format.__all__:
        assert getattr(savefile, name) is getattr(savefile_format, name), name
    assert savefile.load is savefile_read.load
    assert savefile.loads is savefile_read.loads


def test_the_time_stamp_is_utc_iso_8601_to_the_second_as_datetime_writes_it() -> None:
    """``created`` and ``saved`` are written without :mod:`datetime` (issue 33 point 4): the
    same text as ``datetime.now(UTC).isoformat(timespec="seconds")``, which the reader checks."""
    from datetime import UTC, datetime, timedelta

    from popout_desktop.savefile import format as save_format

    before = datetime.now(UTC).replace(microsecond=0)
    stamp = save_format._now()
    after = datetime.now(UTC)
    written = datetime.fromisoformat(stamp)
    assert stamp == written.isoformat(timespec="seconds")  # the text datetime writes
    offset = written.utcoffset()
    assert offset is not None and offset.total_seconds() == 0
    # time.gmtime() reads the kernel's coarse clock (time(NULL)), a few milliseconds behind the
    # one datetime reads: just after a second ticks it may still say the second before (three
    # readings in a row compared as text failed so, once in a few hundred runs).
    assert before - timedelta(seconds=1) <= written <= after
