"""GameSession: autosave after every change, restore, save/open, statistics."""

from __future__ import annotations

import errno
import json
import os
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import (
    OTHER_TABLE,
    GameSession,
    opponent_key,
    split_statistics_key,
    statistics_key,
    table_key,
)
from popout_desktop.rules import Move, Reason, Result, Rules
from popout_desktop.savefile import PlayerInfo, SaveFileError
from popout_desktop.settings.store import Settings
from tests.narrowing import now


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def autosave(tmp_path: Path) -> Path:
    return tmp_path / "data" / "autosave.popout"


def make(settings: Settings, autosave: Path) -> tuple[GameModel, GameSession]:
    model = GameModel()
    return model, GameSession(model, settings, autosave)


def play(model: GameModel, notation: str) -> None:
    for token in notation.split():
        assert model.play(Move.parse(token))


def test_every_move_is_autosaved(settings: Settings, autosave: Path) -> None:
    model, _session = make(settings, autosave)
    play(model, "d4")
    assert json.loads(autosave.read_text())["moves"] == "d4"
    play(model, "d4 p4")
    assert json.loads(autosave.read_text())["moves"] == "d4 d4 p4"
    model.undo()
    data = json.loads(autosave.read_text())
    assert data["moves"] == "d4 d4"
    assert data["redo"] == "p4"


def test_restore_after_a_crash(settings: Settings, autosave: Path) -> None:
    model, session = make(settings, autosave)
    session.start(Rules.preset("pop_out_five_in_a_row"), (PlayerInfo("Ann"), PlayerInfo("Bob")))
    play(model, "d3 d3 d4")
    model.undo()
    del session, model  # the process dies here: nothing else is written
    model2, session2 = make(settings, autosave)
    assert session2.restore_autosave()
    assert model2.rules == Rules.preset("pop_out_five_in_a_row")
    assert model2.game.notation() == "d3 d3"
    assert model2.redo_moves == [Move.drop(3)]
    assert [p.name for p in session2.players] == ["Ann", "Bob"]


def test_damaged_autosave_is_reported_not_fatal(
    qtbot: QtBot, settings: Settings, autosave: Path
) -> None:
    autosave.parent.mkdir(parents=True)
    autosave.write_text('{"format": "popout-game", "version": 1, "rules": {}, "mov')
    model, session = make(settings, autosave)
    with qtbot.waitSignal(session.autosave_failed) as blocker:
        assert not session.restore_autosave()
    assert "truncated" in blocker.args[0]
    assert model.game.ply == 0


def test_save_and_open_track_the_file(tmp_path: Path, settings: Settings, autosave: Path) -> None:
    model, session = make(settings, autosave)
    play(model, "d1 d2")
    assert session.modified
    path = tmp_path / "g.popout"
    session.save(path)
    assert session.path == path
    assert not now(lambda: session.modified)
    play(model, "d3")
    assert session.modified
    session.open(path)
    assert model.game.notation() == "d1 d2"
    assert not session.modified


def test_a_bad_file_leaves_the_game_untouched(
    tmp_path: Path, settings: Settings, autosave: Path
) -> None:
    model, session = make(settings, autosave)
    play(model, "d1 d2 d3")
    bad = tmp_path / "bad.popout"
    bad.write_text('{"format": "popout-game", "version": 1, "moves": "d1 p2", "rules": {}}')
    with pytest.raises(SaveFileError, match="not legal"):
        session.open(bad)
    assert model.game.notation() == "d1 d2 d3"
    assert session.path is None


def test_statistics_count_each_game_once(settings: Settings, autosave: Path) -> None:
    model, session = make(settings, autosave)
    session.start(Rules(), (PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "easy")))
    play(model, "d1 d2 d1 d2 d1 d2 d1")
    model.undo()
    model.redo()
    assert settings.statistics() == {"computer-easy.pop_out": {"won": 1, "lost": 0, "drawn": 0}}
    session.restart()
    play(model, "d2 d1 d2 d1 d2 d1 d3 d1")
    assert settings.statistics()["computer-easy.pop_out"] == {"won": 1, "lost": 1, "drawn": 0}


def test_statistics_record_the_table(settings: Settings, autosave: Path) -> None:
    model, session = make(settings, autosave)
    ann, cpu = PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "hard")
    session.start(Rules.preset("pop_ten"), (ann, cpu))
    assert model.end_game(Result(1, Reason.RESIGNATION))  # the computer resigned: Ann wins
    session.start(Rules.preset("classic"), (cpu, ann))
    play(model, "d1 d2 d1 d2 d1 d2 d1")  # the computer (Red) wins
    session.start(Rules(columns=4, rows=4), (ann, PlayerInfo("Bob")))
    assert model.end_game(Result(None, Reason.AGREEMENT))
    assert settings.statistics() == {
        "computer-hard.pop_ten": {"won": 1, "lost": 0, "drawn": 0},
        "computer-hard.classic": {"won": 0, "lost": 1, "drawn": 0},
        "human.other": {"won": 0, "lost": 0, "drawn": 1},
    }


def test_statistics_keys() -> None:
    assert table_key(Rules()) == "pop_out"
    assert table_key(Rules.preset("power_up")) == "power_up"
    assert table_key(Rules.preset("pop_out_five_in_a_row")) == "pop_out_five_in_a_row"
    assert table_key(Rules(columns=8)) == OTHER_TABLE == "other"
    assert statistics_key("computer-easy", Rules.preset("pop_ten")) == "computer-easy.pop_ten"
    assert split_statistics_key("computer-easy.pop_ten") == ("computer-easy", "pop_ten")
    assert split_statistics_key("human.other") == ("human", "other")
    # results counted before tables were
    assert split_statistics_key("human") == ("human", None)
    assert split_statistics_key("computer-expert") == ("computer-expert", None)


def test_opponent_keys() -> None:
    human, cpu = PlayerInfo("A"), PlayerInfo("C", "computer", "hard")
    assert opponent_key((human, human)) == ("human", 1)
    assert opponent_key((cpu, human)) == ("computer-hard", 2)
    assert opponent_key((cpu, cpu)) is None


def test_unwritable_autosave_is_reported(qtbot: QtBot, tmp_path: Path, settings: Settings) -> None:
    blocker_file = tmp_path / "not-a-folder"
    blocker_file.write_text("x")
    model = GameModel()
    session = GameSession(model, settings, blocker_file / "autosave.popout")
    with qtbot.waitSignal(session.autosave_failed):
        model.play(Move.drop(0))
    assert model.game.ply == 1


def test_a_set_up_game_restarts_from_its_set_up_position_out_of_the_statistics(
    settings: Settings, autosave: Path
) -> None:
    from popout_desktop.rules import Game
    from popout_desktop.rules.setup import empty_setup

    model, session = make(settings, autosave)
    session.start(Rules(), (PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "easy")))
    start = empty_setup(Rules()).with_cell(0, 0, 1).with_cell(1, 0, 2)
    model.load(Game.from_setup(start))
    session.leave_out_of_statistics()
    play(model, "d1 d2")
    session.restart()
    assert model.game.start == start
    assert model.game.ply == 0
    play(model, "d1 d2 d1 d2 d1")  # Ann's four in column 1 with the set-up disc
    assert model.result is not None and model.result.winner == 1
    assert settings.statistics() == {}


def test_a_move_is_autosaved_at_once_and_flushed_to_the_disk_on_another_thread(
    settings: Settings, autosave: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The autosave holds each move when ``change_autosaved`` says so, without waiting for the
    disk: the flushes (the file's, its folder's) run on the flusher's thread (issue 33
    point 5)."""
    flushed_on: list[int] = []
    fsync = os.fsync

    def watched(fd: int) -> None:
        flushed_on.append(threading.get_ident())
        fsync(fd)

    monkeypatch.setattr(os, "fsync", watched)
    model, session = make(settings, autosave)
    held: list[str] = []
    session.change_autosaved.connect(lambda: held.append(json.loads(autosave.read_text())["moves"]))
    play(model, "d4 d5")
    assert held == ["d4", "d4 d5"]
    assert session.wait_for_disk(10)
    assert flushed_on  # the file and its folder, once or more
    assert threading.get_ident() not in flushed_on


def test_a_failed_flush_to_the_disk_is_reported(
    qtbot: QtBot, settings: Settings, autosave: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(fd: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing)
    model, session = make(settings, autosave)
    with qtbot.waitSignal(session.autosave_failed, timeout=10_000) as failed:
        model.play(Move.drop(3))
    assert failed.args == ["The game could not be autosaved: Input/output error"]
    assert json.loads(autosave.read_text())["moves"] == "d4"  # written all the same
