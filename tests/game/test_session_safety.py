"""GameSession never loses a game: an unreadable autosave is moved aside, never overwritten, and
every failure of a write is reported (issue 12, points 1 and 2)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.rules import Move
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import Settings

NEWER = json.dumps(
    {
        "format": "popout-game",
        "version": 3,
        "rules": {"columns": 7, "rows": 6},
        "moves": "d4 d4",
        "players": [{"name": "Ann"}, {"name": "Bob"}],
    }
)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.ini")


@pytest.fixture
def autosave(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / "autosave.popout"


def aside_files(autosave: Path) -> list[Path]:
    return sorted(autosave.parent.glob("autosave.unreadable-*.popout"))


@pytest.mark.parametrize(
    "content",
    [
        NEWER,
        '{"format": "popout-game", "version": 1, "rules": {}, "mov',
        "\x00\x01 binary",
        json.dumps({"format": "popout-game", "version": 1, "moves": "d9 d9"}),
    ],
    ids=["newer-version", "truncated", "binary", "illegal"],
)
def test_an_unreadable_autosave_is_moved_aside_and_the_player_told(
    qtbot: QtBot, settings: Settings, autosave: Path, content: str
) -> None:
    autosave.write_text(content, encoding="utf-8")
    model = GameModel()
    session = GameSession(model, settings, autosave)
    with qtbot.waitSignal(session.autosave_failed) as blocker:
        assert not session.restore_autosave()
    (aside,) = aside_files(autosave)
    assert aside.read_text(encoding="utf-8") == content  # kept byte for byte
    assert session.moved_autosave == aside
    assert str(aside) in blocker.args[0]
    # The new game is autosaved in the old place; the moved file is untouched.
    model.play(Move.drop(3))
    assert json.loads(autosave.read_text())["moves"] == "d4"
    assert aside.read_text(encoding="utf-8") == content


def test_an_unreadable_autosave_survives_a_write_before_any_restore(
    qtbot: QtBot, settings: Settings, autosave: Path
) -> None:
    """A run that opens a file (and so never restores) still does not overwrite it."""
    autosave.write_text(NEWER, encoding="utf-8")
    model = GameModel()
    session = GameSession(model, settings, autosave)
    with qtbot.waitSignal(session.autosave_failed):
        model.play(Move.drop(0))
    (aside,) = aside_files(autosave)
    assert aside.read_text(encoding="utf-8") == NEWER
    assert json.loads(autosave.read_text())["moves"] == "d1"


def test_two_unreadable_autosaves_in_one_second_both_kept(
    qtbot: QtBot, settings: Settings, autosave: Path
) -> None:
    for content in (NEWER, NEWER.replace("d4 d4", "d3")):
        autosave.write_text(content, encoding="utf-8")
        session = GameSession(GameModel(), settings, autosave)
        with qtbot.waitSignal(session.autosave_failed):
            session.restore_autosave()
    assert len(aside_files(autosave)) == 2


def test_an_autosave_that_cannot_be_moved_is_left_alone(
    qtbot: QtBot, settings: Settings, autosave: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave.write_text(NEWER, encoding="utf-8")

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    model = GameModel()
    session = GameSession(model, settings, autosave)
    with qtbot.waitSignal(session.autosave_failed) as blocker:
        assert not session.restore_autosave()
    assert "will not be autosaved" in blocker.args[0]
    assert session.autosave_path is None
    monkeypatch.undo()
    model.play(Move.drop(0))
    assert autosave.read_text(encoding="utf-8") == NEWER


def test_a_readable_autosave_is_restored_and_not_moved(settings: Settings, autosave: Path) -> None:
    model = GameModel()
    session = GameSession(model, settings, autosave)
    session.set_players((PlayerInfo("Ann"), PlayerInfo("Bob")))
    model.play(Move.drop(3))
    model2 = GameModel()
    session2 = GameSession(model2, settings, autosave)
    assert session2.restore_autosave()
    assert model2.game.notation() == "d4"
    assert aside_files(autosave) == []


def test_text_without_utf8_form_is_reported_and_the_last_autosave_kept(
    qtbot: QtBot, settings: Settings, autosave: Path
) -> None:
    model = GameModel()
    session = GameSession(model, settings, autosave)
    model.play(Move.drop(3))
    before = autosave.read_bytes()
    with qtbot.waitSignal(session.autosave_failed) as blocker:
        session.set_players((PlayerInfo("\ud800"), PlayerInfo("")))
    assert "could not be autosaved" in blocker.args[0]
    assert autosave.read_bytes() == before
    assert list(autosave.parent.glob(".autosave.popout.*")) == []  # no temporary left


def test_save_as_with_text_without_utf8_form_raises_value_error(
    tmp_path: Path, settings: Settings, autosave: Path
) -> None:
    model = GameModel()
    session = GameSession(model, settings, autosave)
    session.set_players((PlayerInfo("\udfff"), PlayerInfo("")))
    target = tmp_path / "game.popout"
    with pytest.raises(UnicodeEncodeError):
        session.save(target)
    assert not target.exists()
    assert session.path is None


def test_a_save_removes_the_temporaries_of_interrupted_writes_to_that_file(
    tmp_path: Path, settings: Settings, autosave: Path
) -> None:
    target = tmp_path / "game.popout"
    stale = tmp_path / ".game.popout.k3j2h1.tmp"
    stale.write_text("{half a ga")
    other = tmp_path / ".other.popout.k3j2h1.tmp"
    other.write_text("{not ours to judge")
    session = GameSession(GameModel(), settings, autosave)
    session.save(target)
    assert target.exists()
    assert not stale.exists()
    assert other.exists()


def test_every_kind_of_save_file_error_has_its_own_words() -> None:
    from popout_desktop.game.save_errors import save_error_text
    from popout_desktop.savefile import SaveFileError
    from tests.savefile.test_savefile_hostile import KINDS

    for kind in KINDS:
        error = SaveFileError("the English message", kind, "7", "8")
        text = save_error_text(error)
        assert text and "%1" not in text and "%2" not in text, kind
        if kind != "damaged":  # "damaged" quotes the message itself
            assert text != "the English message", kind


def _restore_in_a_thread(session: GameSession) -> bool:
    """restore_autosave with a guard: a regression that blocks fails instead of hanging."""
    import threading

    outcome: list[bool] = []
    worker = threading.Thread(target=lambda: outcome.append(session.restore_autosave()))
    worker.start()
    worker.join(timeout=30)
    if worker.is_alive():
        # Unblock it (open the FIFO's other end) so the test run can go on, then fail.
        with open(session.autosave_path or os.devnull, "wb"):
            pass
        worker.join(timeout=30)
        pytest.fail("restore_autosave blocked")
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_the_autosave_never_blocks_and_is_moved_aside(
    settings: Settings, autosave: Path
) -> None:
    os.mkfifo(autosave)
    session = GameSession(GameModel(), settings, autosave)
    assert not _restore_in_a_thread(session)
    (aside,) = aside_files(autosave)
    assert aside.is_fifo()
    assert session.start_notes and str(aside) in session.start_notes[0]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_symlink_to_a_device_as_the_autosave_is_refused_unread(
    settings: Settings, autosave: Path, device: str
) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    autosave.symlink_to(device)
    session = GameSession(GameModel(), settings, autosave)
    assert not _restore_in_a_thread(session)
    (aside,) = aside_files(autosave)
    assert aside.is_symlink() and os.readlink(aside) == device  # the link moved, not the device
    assert os.path.exists(device)
