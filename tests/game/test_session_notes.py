"""What a file that opened had repaired reaches the player (issue 29, point 8): Open says it in
the status line and a message box; a restored autosave says it among the start's notes, and one
whose unknown fields are left out is copied first, so nothing it held is lost."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.rules import Move
from popout_desktop.savefile import LoadNote
from popout_desktop.settings.store import Settings
from tests.savefile.test_savefile_hostile import document


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def autosave(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / "autosave.popout"


def kept_copies(autosave: Path) -> list[Path]:
    return sorted(autosave.parent.glob("autosave.unknown-fields-*.popout"))


def test_open_returns_the_notes_and_an_empty_created_stays_unknown(
    settings: Settings, tmp_path: Path
) -> None:
    path = tmp_path / "old.popout"
    path.write_text(json.dumps(document(created="")), encoding="utf-8")
    session = GameSession(GameModel(), settings)
    assert session.open(path) == (LoadNote("time_unknown", ("created",)),)
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "created" not in data  # not today's date, nor the previous game's: unknown
    assert session.open(path) == ()


def test_a_restored_autosave_with_an_empty_time_says_so_at_start(
    settings: Settings, autosave: Path
) -> None:
    autosave.write_text(json.dumps(document(saved="")), encoding="utf-8")
    session = GameSession(GameModel(), settings, autosave)
    assert session.restore_autosave()
    (note,) = session.start_notes
    assert note.startswith("The autosaved game is back.")
    assert "last saved is unknown" in note
    assert kept_copies(autosave) == []  # nothing is lost: no copy needed


def test_an_autosave_with_unknown_fields_is_copied_before_they_are_left_out(
    qtbot: QtBot, settings: Settings, autosave: Path
) -> None:
    content = json.dumps(document(comment="\ud800", clock=[1, 2]))
    autosave.write_text(content, encoding="utf-8")
    model = GameModel()
    session = GameSession(model, settings, autosave)
    with qtbot.waitSignal(session.autosave_failed) as blocker:
        assert session.restore_autosave()
    (copy,) = kept_copies(autosave)
    assert copy.read_text(encoding="utf-8") == content  # byte for byte
    (note,) = session.start_notes
    assert note == blocker.args[0]
    assert "'comment', 'clock'" in note and str(copy) in note
    model.play(Move.drop(0))  # the game goes on, autosaved without the fields
    data = json.loads(autosave.read_text(encoding="utf-8"))
    assert "comment" not in data and data["moves"].endswith("d1")
    assert copy.read_text(encoding="utf-8") == content


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_without_a_copy_the_autosave_with_unknown_fields_is_not_overwritten(
    settings: Settings, autosave: Path
) -> None:
    content = json.dumps(document(comment="kept"))
    autosave.write_text(content, encoding="utf-8")
    autosave.parent.chmod(0o500)
    try:
        model = GameModel()
        session = GameSession(model, settings, autosave)
        assert session.restore_autosave()
        model.play(Move.drop(0))
    finally:
        autosave.parent.chmod(0o700)
    assert "will not be autosaved" in session.start_notes[0]
    assert session.autosave_path is None
    assert autosave.read_text(encoding="utf-8") == content


def test_without_a_copy_the_autosave_is_left_alone_even_for_root(
    settings: Settings, autosave: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = json.dumps(document(comment="kept"))
    autosave.write_text(content, encoding="utf-8")

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("popout_desktop.game.session.shutil.copy2", refuse)
    model = GameModel()
    session = GameSession(model, settings, autosave)
    assert session.restore_autosave()
    model.play(Move.drop(0))
    assert (
        "No copy of the autosave as it was could be kept (Permission denied)"
        in (session.start_notes[0])
    )
    assert autosave.read_text(encoding="utf-8") == content
    assert kept_copies(autosave) == []
