"""Names follow the colour, the theme and the language (issue 31, point 2): a name nobody typed
is made when it is shown, in the players panel, the status line, the turn indicator, the move
list, the result card, the statistics and a saved game; only a typed name stays as it is."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.game.seats import HumanSeat
from popout_desktop.rules import Game, Move
from popout_desktop.savefile import PlayerInfo, SavedGame, dumps, loads
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.dialogs.new_game import NewGameDialog
from popout_desktop.ui.dialogs.statistics import StatisticsDialog, opponent_label
from popout_desktop.ui.player_names import computer_label, display_name, is_default_name
from popout_desktop.ui.window.main_window import MainWindow
from popout_desktop.ui.window.players import kind_text
from tests.narrowing import not_none

#: Red to move and win with d4 (a column of four).
RED_WINS_NEXT = "d4 d3 d4 d3 d4 d3"
CYRILLIC = re.compile("[\u0400-\u04ff]")


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """Switch the interface language in a test; English again afterwards."""

    def switch(code: str) -> None:
        install_translators(qapp, code)
        QCoreApplication.processEvents()

    yield switch
    install_translators(qapp, "en")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(settings=Settings(tmp_path / "popout.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    win.set_speed("off")
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    return win


def new_game(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    second: tuple[str, str, str] = ("", "human", "medium"),
    first_name: str = "",
) -> None:
    """Ctrl+N, the names left as the dialog offers them (or ``first_name`` typed), Start."""

    def exec_(dialog: NewGameDialog) -> int:
        if first_name:
            dialog.seats[0].name_edit.setText(first_name)
        dialog.seats[1].set_state(*second)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    with qtbot.waitSignal(window.model.position_reset):
        window.new_game_action.trigger()
    for player in (1, 2):  # never the engine: the test plays every move
        window.match.set_seat(player, HumanSeat(""))


def finish(qtbot: QtBot, window: MainWindow) -> None:
    """Play Red's win and wait for the result card."""
    for text in RED_WINS_NEXT.split():
        assert window.model.play(Move.parse(text))
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.parse("d4"))
    qtbot.waitUntil(window.result_flow.card.isVisible)


def shown_texts(window: MainWindow) -> list[str]:
    """Every text that names a player: panel, status, turn indicator, move list, card."""
    panel = window.players_panel
    card = window.result_flow.card
    return [
        *(panel.name_text(player) for player in (1, 2)),
        *(panel.kind_text(player) for player in (1, 2)),
        window.status_text(),
        window.turn_indicator.text(),
        *window.move_list.row_texts(),
        card.headline.text() if card.isVisible() else "",
        card.detail.text() if card.isVisible() else "",
    ]


def test_after_a_theme_switch_a_new_games_names_are_the_new_colours(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.set_theme("contrast")
    new_game(qtbot, window, monkeypatch)
    assert window.players_panel.name_text(1) == "Blue ✕"
    window.set_theme("classic")
    panel = window.players_panel
    assert (panel.name_text(1), panel.name_text(2)) == ("Red", "Yellow")
    assert window.turn_indicator.text() == "Red to move"
    assert window.status_text().startswith("Red to move")
    assert window.move_list.row_texts() == ["Start"]
    finish(qtbot, window)
    assert window.result_flow.card.headline.text() == "Red wins"
    assert "Blue" not in " ".join(shown_texts(window))
    assert window.move_list.row_texts()[1] == "1. Red d4"
    assert window.session.players == (PlayerInfo(""), PlayerInfo(""))  # no name given


def test_after_a_language_switch_a_new_games_names_are_in_the_new_language(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    language: Callable[[str], None],
) -> None:
    language("ru")
    new_game(qtbot, window, monkeypatch, second=("", "computer", "medium"))
    assert window.players_panel.name_text(1) == "Красные"
    language("pl")
    look = window.board.theme
    red, yellow = look.colour_name(1), look.colour_name(2)
    assert CYRILLIC.search(red) is None and red != "Red"  # Polish words, not Russian
    panel = window.players_panel
    qtbot.waitUntil(lambda: panel.name_text(1) == red)
    assert panel.name_text(2) == yellow
    assert panel.kind_text(2) == computer_label("medium") != "Computer (medium)"
    assert red in window.turn_indicator.text()
    assert red in window.status_text()
    finish(qtbot, window)
    texts = shown_texts(window)
    assert [text for text in texts if CYRILLIC.search(text)] == []
    assert red in window.move_list.row_texts()[1]
    assert yellow in window.move_list.row_texts()[2]
    assert window.result_flow.card.headline.text()  # the person's win, in Polish
    assert window.session.players == (PlayerInfo(""), PlayerInfo("", "computer", "medium"))


def test_a_typed_name_stays_through_theme_and_language(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    language: Callable[[str], None],
) -> None:
    new_game(qtbot, window, monkeypatch, first_name="Ann")
    assert window.session.players[0] == PlayerInfo("Ann")
    window.set_theme("contrast")
    language("ru")
    panel = window.players_panel
    qtbot.waitUntil(lambda: panel.name_text(2) == "Оранжевые ○")
    assert panel.name_text(1) == "Ann"
    assert "Ann" in window.turn_indicator.text()
    assert "Ann" in window.status_text()
    finish(qtbot, window)
    assert "Ann" in window.result_flow.card.headline.text()


def test_names_stored_by_earlier_versions_are_read_as_untouched(
    qtbot: QtBot, window: MainWindow, language: Callable[[str], None]
) -> None:
    """A saved game or autosave of an earlier version holds the colour's or the computer's
    name as text, in the language and theme of that day: it is read as no name given."""
    old = (PlayerInfo("Красные"), PlayerInfo("Компьютер (средний)", "computer", "medium"))
    window.session.load_saved(SavedGame(Game(), players=old))
    language("pl")
    look = window.board.theme
    qtbot.waitUntil(lambda: window.players_panel.name_text(1) == look.colour_name(1))
    assert window.players_panel.name_text(2) == look.colour_name(2)
    window.session.load_saved(SavedGame(Game(), players=(PlayerInfo("Blue ✕"), PlayerInfo("Ann"))))
    window.set_theme("classic")
    assert window.players_panel.name_text(1) == look.colour_name(1)
    assert window.players_panel.name_text(2) == "Ann"


def test_the_new_game_dialog_offers_an_untouched_name_empty(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An earlier version's "Blue ✕" is not shown as typed text: it would stay in Classic."""
    window.session.load_saved(
        SavedGame(
            Game(),
            players=(PlayerInfo("Blue ✕"), PlayerInfo("Computer (hard)", "computer", "hard")),
        )
    )
    seen: list[tuple[str, str]] = []

    def exec_(dialog: NewGameDialog) -> int:
        seen.append((dialog.seats[0].name_edit.text(), dialog.seats[1].name_edit.text()))
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.new_game_action.trigger()
    assert seen == [("", "")]


def test_a_saved_game_keeps_no_name_given_and_is_named_in_the_readers_language(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    language: Callable[[str], None],
) -> None:
    language("ru")
    new_game(qtbot, window, monkeypatch, second=("", "computer", "easy"))
    text = dumps(window.session.snapshot())
    assert [p["name"] for p in json.loads(text)["players"]] == ["", ""]
    language("pl")
    read = loads(text)
    look = theme("classic")
    assert [display_name(p, n, look) for n, p in enumerate(read.players, 1)] == [
        look.colour_name(1),
        look.colour_name(2),
    ]
    assert CYRILLIC.search(look.colour_name(1)) is None
    assert kind_text(read.players[1]) == computer_label("easy")


def test_one_form_for_the_computer_in_new_game_panel_and_statistics(tmp_path: Path) -> None:
    for level in ("beginner", "easy", "medium", "hard", "expert"):
        label = computer_label(level)
        assert label == f"Computer ({level})"
        assert kind_text(PlayerInfo("", "computer", level)) == label
        assert opponent_label(f"computer-{level}") == label
    look = theme("classic")
    from popout_desktop.ui.dialogs.new_game import default_player_name

    assert default_player_name(2, "computer", "beginner", look) == "Computer (beginner)"


def test_the_statistics_name_the_first_player_by_the_theme(
    qtbot: QtBot, tmp_path: Path, language: Callable[[str], None]
) -> None:
    settings = Settings(tmp_path / "s.ini")
    settings.record_result("human.pop_out", "won")
    settings.record_result("computer-beginner.pop_out", "lost")
    dialog = StatisticsDialog(settings, theme_key="contrast")
    qtbot.addWidget(dialog)
    rows = [not_none(dialog.table.item(row, 0)).text() for row in range(dialog.table.rowCount())]
    assert rows[:2] == ["Two players (Blue ✕'s results)", "Computer (beginner)"]
    language("pl")
    assert CYRILLIC.search(opponent_label("human", theme("classic"))) is None
    polish = opponent_label("human", theme("classic"))
    assert "Two players" not in polish and theme("classic").colour_name(1) in polish


def test_a_default_name_in_any_shipped_language_is_untouched() -> None:
    for name in ("", "Red", "Yellow", "Blue ✕", "Orange ○", "Красные", "Компьютер (средний)"):
        assert is_default_name(name), name
    for name in ("Ann", "Redd", "Computer (my own)", "Красный Ann"):
        assert not is_default_name(name), name
