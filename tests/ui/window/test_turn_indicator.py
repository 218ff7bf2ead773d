"""The turn indicator: whose turn it is in large words, the computer thinking with live dots,
a network player awaited, and the end of the game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, RemoteSeat, Seat
from popout_desktop.game.session import GameSession
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.themes import THEMES, apply_theme_palette, contrast_ratio, theme
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.window.main_window import MainWindow
from popout_desktop.ui.window.turn_indicator import TurnIndicator
from tests.narrowing import now


class HeldComputer(Seat):
    """A computer seat that answers only when the test says so."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("CPU", parent)
        self.game: Game | None = None

    @property
    def kind(self) -> str:
        return "computer"

    def request_move(self, game: Game) -> None:
        self.game = game

    def cancel(self) -> None:
        self.game = None

    def answer(self) -> None:
        assert self.game is not None
        self.move_ready.emit(self.game.legal_moves()[0])


class Table:
    def __init__(self, qtbot: QtBot) -> None:
        self.model = GameModel(Rules())
        self.board = BoardView(self.model)
        qtbot.addWidget(self.board)
        self.board.set_speed(Speed.OFF)
        self.session = GameSession(self.model)
        self.match = MatchController(self.model, self.board)
        self.indicator = TurnIndicator(self.session, self.match)
        qtbot.addWidget(self.indicator)
        self.indicator.show()


@pytest.fixture
def table(qtbot: QtBot) -> Table:
    return Table(qtbot)


def test_two_people_at_the_screen(qtbot: QtBot, table: Table) -> None:
    table.session.set_players((PlayerInfo("Ann"), PlayerInfo("")))
    qtbot.waitUntil(lambda: table.match.asked == 1)
    assert table.indicator.text() == "Ann to move"
    assert not table.indicator.busy.running
    table.model.play(Move.drop(3))
    qtbot.waitUntil(lambda: table.match.asked == 2)
    assert table.indicator.text() == "Yellow to move"


def test_against_the_computer_your_turn_then_the_computer_thinks_live(
    qtbot: QtBot, table: Table
) -> None:
    computer = HeldComputer()
    table.match.set_seat(2, computer)
    table.session.set_players((PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "medium")))
    qtbot.waitUntil(lambda: table.match.asked == 1)
    assert table.indicator.text() == "Your turn"
    assert not table.indicator.busy.running
    assert table.indicator.label.font().pointSizeF() > table.indicator.font().pointSizeF() * 1.3
    table.model.play(Move.drop(3))
    qtbot.waitUntil(lambda: table.match.asked == 2)
    assert table.indicator.text() == "The computer is thinking…"
    dots = table.indicator.busy
    assert dots.running and dots.isVisible()
    start = dots.phase
    qtbot.waitUntil(lambda: dots.phase != start)  # it moves while the computer thinks
    computer.answer()
    qtbot.waitUntil(lambda: table.match.asked == 1)
    assert table.indicator.text() == "Your turn"
    assert not now(lambda: dots.running)
    assert not dots.isVisible()


def test_waiting_for_a_network_player(qtbot: QtBot, table: Table) -> None:
    table.match.set_seat(2, RemoteSeat("Bob"))
    table.session.set_players((PlayerInfo("Ann"), PlayerInfo("Bob", "remote")))
    table.model.play(Move.drop(3))
    qtbot.waitUntil(lambda: table.match.asked == 2)
    assert table.indicator.text() == "Waiting for Bob…"
    assert table.indicator.busy.running


def test_the_end_of_the_game(qtbot: QtBot, table: Table) -> None:
    computer = HeldComputer()
    table.match.set_seat(2, computer)
    table.session.set_players((PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "easy")))
    table.model.load(Game.from_notation("d1 d2 d1 d2 d1 d2", Rules()))
    table.model.play(Move.drop(0))
    assert table.indicator.text() == "You win!"
    assert not table.indicator.busy.running
    table.model.load(Game.from_notation("d1 d2 d1 d2 d1 d2 d3", Rules()))
    qtbot.waitUntil(lambda: table.match.asked == 2)
    table.model.play(Move.drop(1))
    assert table.indicator.text() == "The computer wins"
    table.match.set_seat(2, HumanSeat())
    table.session.set_players((PlayerInfo("Ann"), PlayerInfo("Bob")))
    assert table.indicator.text() == "Bob wins"


@pytest.mark.parametrize("key", list(THEMES))
def test_the_words_read_at_4_5_to_1_in_every_theme(
    qtbot: QtBot, qapp: object, table: Table, key: str
) -> None:
    look = theme(key)
    apply_theme_palette(qapp, look)  # type: ignore[arg-type]
    table.indicator.set_theme(look)
    palette = table.indicator.label.palette()
    ink = palette.color(table.indicator.label.foregroundRole())
    paper = table.indicator.palette().color(table.indicator.backgroundRole())
    assert paper == look.background  # the board's, around which it is shown
    assert contrast_ratio(ink, paper) >= 4.5


def test_a_long_name_is_cut_with_an_ellipsis_not_the_window_widened(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication
) -> None:
    """Issue 31 point 6: in Russian at 800x600, two 40-letter names made "Ход: …" and
    "Победа: …" wider than the window's room: the line widened the window past an 800 px
    screen (815 and 851 px). Now it ends in "…" with the whole line in its tooltip."""
    install_translators(qapp, "ru")
    try:
        window = MainWindow(settings=Settings(tmp_path / "popout.ini"))
        qtbot.addWidget(window)
        window.set_speed("off")
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        label = window.turn_indicator.label
        window.session.set_players((PlayerInfo("Ann"), PlayerInfo("Bob")))
        window.model.load(Game.from_notation("d4 d3", Rules()))
        assert label.text() == "Ход: Ann" and not label.toolTip()
        long = ("Александра Константиновна Преображенская", "Максимилиан Вениаминович Черноморский")
        window.session.set_players((PlayerInfo(long[0]), PlayerInfo(long[1])))
        for notation, text in (
            ("d4 d3", f"Ход: {long[0]}"),
            ("d4 d3 d4 d3 d4 d3 d4", f"Победа: {long[0]}"),
        ):
            window.model.load(Game.from_notation(notation, Rules()))
            QApplication.processEvents()
            assert window.width() == 800 and window.minimumSizeHint().width() <= 800
            assert label.text() == text and label.is_elided()
            assert label.shown_text().endswith("…") and label.toolTip() == text
            assert label.geometry().right() < window.turn_indicator.width()
    finally:
        install_translators(qapp, "en")
