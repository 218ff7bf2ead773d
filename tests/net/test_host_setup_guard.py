"""A game from a set-up position is never offered to a guest: the protocol sends the moves,
which a guest replays from the table's start, so hosting it starts a new game, with a reason."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.rules.setup import empty_setup
from popout_desktop.settings.store import Settings
from popout_desktop.ui.network.dialogs import HostOptions
from popout_desktop.ui.window.main_window import MainWindow
from tests.net.test_lan_restart import StubHostDialog, free_port, loopback_listen

__all__ = ["loopback_listen"]  # the fixture: hosts listen on loopback only


def set_up_game() -> Game:
    rules = Rules.preset("pop_out")
    game = Game.from_setup(empty_setup(rules).with_cell(3, 0, 1).with_turn(2))
    game.play(Move.drop(3))
    return game


def test_hosting_a_set_up_game_says_why_and_starts_a_new_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []

    def information(parent: QWidget, title: str, text: str, *_: object) -> None:
        told.append(text)

    monkeypatch.setattr(QMessageBox, "information", information)
    win = MainWindow(settings=Settings(tmp_path / "s.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    win.model.load(set_up_game())
    dialog = StubHostDialog()
    win.net._start_hosting(
        dialog,
        HostOptions(name="Ann", rules=win.model.rules, guest_seat=2, port=free_port(), code="1234"),
    )
    assert told and "set-up position" in told[0]
    assert win.model.game.start is None
    assert win.model.game.ply == 0
    dialog.host.close()


def test_a_saved_hosted_set_up_game_does_not_resume_hosting(qtbot: QtBot, tmp_path: Path) -> None:
    win = MainWindow(settings=Settings(tmp_path / "s.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    win.model.load(set_up_game())
    win.session.network = {"role": "host", "guest": True}
    assert win.net.resumable_network() is None
    win.model.load(Game.from_notation("d4", Rules.preset("pop_out")))
    assert win.net.resumable_network() is not None
