"""Sound cues from the board, and a player that degrades to silence."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Move
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.sounds import SoundPlayer
from popout_desktop.ui.board.view import BoardView


@pytest.fixture
def view(qtbot: QtBot) -> BoardView:
    board = BoardView(GameModel())
    qtbot.addWidget(board)
    board.resize(500, 460)
    board.set_speed(Speed.FAST)
    return board


def test_cues_follow_the_animation(qtbot: QtBot, view: BoardView) -> None:
    cues: list[str] = []
    view.sound_cue.connect(cues.append)
    model = view.model
    model.play(Move.drop(0))
    assert cues == []  # the disc is still falling
    with qtbot.waitSignal(view.animations_finished):
        pass
    assert cues == ["drop"]
    for text in ("d2", "p1"):
        model.play(Move.parse(text))
    with qtbot.waitSignal(view.animations_finished, timeout=5000):
        pass
    assert cues == ["drop", "drop", "pop"]


def test_win_cue(qtbot: QtBot, view: BoardView) -> None:
    cues: list[str] = []
    view.set_speed(Speed.OFF)
    for text in "d1 d2 d1 d2 d1 d2".split():
        view.model.play(Move.parse(text))
    view.set_speed(Speed.FAST)
    view.sound_cue.connect(cues.append)
    view.model.play(Move.drop(0))
    with qtbot.waitSignal(view.animations_finished, timeout=5000):
        pass
    assert cues == ["drop", "win"]


def test_player_is_silent_when_disabled_or_unavailable(qtbot: QtBot) -> None:
    player = SoundPlayer()
    player.set_enabled(False)
    assert not player.play("drop")
    player.set_enabled(True)
    assert not player.play("no-such-sound")
    # Without Qt Multimedia (PySide6-Essentials only) it stays silent, never raises.
    assert player.play("drop") is player.available


def test_sound_available_says_whether_qt_multimedia_imports(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib

    from popout_desktop.ui.board import sounds

    # The answer agrees with a player's own (both False in a venv without PySide6-Addons).
    assert sounds.sound_available() is SoundPlayer().available
    real_import = importlib.import_module

    def no_multimedia(name: str, package: str | None = None) -> object:
        if name == "PySide6.QtMultimedia":
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, package)

    monkeypatch.setattr(importlib, "import_module", no_multimedia)
    assert sounds.sound_available() is False
