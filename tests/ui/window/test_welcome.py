"""The first start's welcome card: when it shows, what each choice starts, the keyboard."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.app import cli
from popout_desktop.app.main import apply_command
from popout_desktop.rules import Move, Rules
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.dialogs.new_game import LEVELS
from popout_desktop.ui.player_names import level_label
from popout_desktop.ui.window.main_window import MainWindow
from popout_desktop.ui.window.welcome import WELCOME_KEY, FirstStart, WelcomeCard, offer_welcome


class Start:
    """Starts of the game on one data folder (settings file and autosave), as app.py does."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot = qtbot
        self.folder = folder
        self.windows: list[MainWindow] = []

    def __call__(self, command: cli.Command | None = None) -> MainWindow:
        settings = Settings(self.folder / "popout.ini")
        window = MainWindow(settings=settings, autosave=self.folder / "autosave.popout")
        self.qtbot.addWidget(window)
        self.windows.append(window)
        window.set_speed("off")
        window.resize(1280, 800)
        window.show()
        self.qtbot.waitExposed(window)
        apply_command(window, settings, command or cli.Command())
        return window

    def close(self) -> None:
        for window in self.windows:
            window.close()


@pytest.fixture
def start(qtbot: QtBot, tmp_path: Path) -> Iterator[Start]:
    starts = Start(qtbot, tmp_path)
    yield starts
    starts.close()


def card_of(window: MainWindow) -> WelcomeCard | None:
    first = window.findChild(FirstStart)
    card = None if first is None else first.card
    return card if card is not None and card.isVisible() else None


def shown_card(window: MainWindow) -> WelcomeCard:
    card = card_of(window)
    assert card is not None
    return card


def test_the_first_start_shows_the_card_over_the_board(qtbot: QtBot, start: Start) -> None:
    window = start()
    card = shown_card(window)
    assert card.parentWidget() is window.board
    assert window.board.rect().contains(card.geometry())
    centre = card.geometry().center() - window.board.rect().center()
    assert abs(centre.x()) <= 1 and abs(centre.y()) <= 1
    assert card.title.text() == "Welcome to Pop Out"
    assert [b.text() for b in (card.computer_button, card.two_button, card.lesson_button)] == [
        "Play the &computer",
        "&Two players at this screen",
        "&Learn in one minute",
    ]
    qtbot.waitUntil(lambda: window.focusWidget() is card.computer_button)
    # The card follows the board's size.
    window.resize(1000, 720)
    qtbot.waitUntil(lambda: window.board.rect().contains(card.geometry()))
    centre = card.geometry().center() - window.board.rect().center()
    assert abs(centre.x()) <= 1 and abs(centre.y()) <= 1


def test_the_levels_are_the_new_game_dialogs(start: Start) -> None:
    combo = shown_card(start()).level_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
    assert [combo.itemText(i) for i in range(combo.count())] == [level_label(k) for k in LEVELS]
    assert combo.currentData() == "medium"  # the schema's default level


def test_the_card_wears_the_board_theme(start: Start) -> None:
    window = start()
    card = shown_card(window)
    assert window.board.theme.hole.name() in card.styleSheet()
    window.set_theme("contrast")
    assert theme("contrast").hole.name() in card.styleSheet()
    assert theme("contrast").focus.name() in card.styleSheet()


def test_play_the_computer_starts_red_human_against_the_level(qtbot: QtBot, start: Start) -> None:
    window = start()
    card = shown_card(window)
    card.level_combo.setCurrentIndex(LEVELS.index("hard"))
    QTest.mouseClick(card.computer_button, Qt.MouseButton.LeftButton)
    assert card_of(window) is None
    red, yellow = window.session.players
    assert (red.kind, red.level) == ("human", None)
    assert (yellow.kind, yellow.level) == ("computer", "hard")
    assert window.match.seat(1).kind == "human"
    assert window.match.seat(2).kind == "computer"
    assert window.model.rules == Rules()
    assert window.model.game.ply == 0 and window.model.turn == 1
    settings = window.settings
    assert settings is not None
    assert settings.value(WELCOME_KEY) is True
    assert settings.value("players/2/kind") == "computer"  # New game offers it next
    assert settings.value("players/2/level") == "hard"


def test_two_players_starts_two_people(qtbot: QtBot, start: Start) -> None:
    window = start()
    card = shown_card(window)
    with qtbot.waitSignal(window.model.position_reset):  # a game started through start_game
        QTest.mouseClick(card.two_button, Qt.MouseButton.LeftButton)
    assert card_of(window) is None
    assert [p.kind for p in window.session.players] == ["human", "human"]
    assert [window.match.seat(p).kind for p in (1, 2)] == ["human", "human"]
    assert window.model.rules == Rules() and window.model.game.ply == 0
    assert window.settings is not None and window.settings.value(WELCOME_KEY) is True


def test_learn_starts_the_lesson(qtbot: QtBot, start: Start) -> None:
    window = start()
    QTest.mouseClick(shown_card(window).lesson_button, Qt.MouseButton.LeftButton)
    first = window.findChild(FirstStart)
    assert first is not None and first.lesson is not None and first.lesson.active
    assert card_of(window) is None
    assert window.match.seat(2).kind == "lesson"
    assert window.settings is not None and window.settings.value(WELCOME_KEY) is True


def test_the_keyboard_tab_goes_round_enter_chooses(qtbot: QtBot, start: Start) -> None:
    window = start()
    card = shown_card(window)
    qtbot.waitUntil(lambda: window.focusWidget() is card.computer_button)
    seen = []
    for _ in range(4):
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        seen.append(window.focusWidget())
    assert seen == [card.level_combo, card.two_button, card.lesson_button, card.computer_button]
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Backtab)
    assert window.focusWidget() is card.lesson_button
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Backtab)
    assert window.focusWidget() is card.two_button
    QTest.keyClick(card.two_button, Qt.Key.Key_Return)
    assert card_of(window) is None
    assert [p.kind for p in window.session.players] == ["human", "human"]


def test_enter_on_the_level_plays_the_computer(qtbot: QtBot, start: Start) -> None:
    window = start()
    card = shown_card(window)
    card.level_combo.setFocus()
    QTest.keyClick(card.level_combo, Qt.Key.Key_Down)  # medium → hard
    QTest.keyClick(card.level_combo, Qt.Key.Key_Enter)
    assert card_of(window) is None
    assert window.session.players[1] == PlayerInfo("", "computer", "hard")  # no name given


def test_esc_closes_the_card_for_two_players(qtbot: QtBot, start: Start) -> None:
    window = start()
    card = shown_card(window)
    QTest.keyClick(card.computer_button, Qt.Key.Key_Escape)
    assert card_of(window) is None
    assert [p.kind for p in window.session.players] == ["human", "human"]
    assert window.settings is not None and window.settings.value(WELCOME_KEY) is True
    qtbot.waitUntil(window.board.hasFocus)


def test_a_move_on_the_board_answers_the_card(qtbot: QtBot, start: Start) -> None:
    window = start()
    assert card_of(window) is not None
    qtbot.waitUntil(lambda: window.board.interactive)
    point = window.board.cell_center(0, 0).toPoint()
    with qtbot.waitSignal(window.model.move_played):
        QTest.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=point)
    assert card_of(window) is None
    assert window.model.game.notation() == "d1"
    assert window.settings is not None and window.settings.value(WELCOME_KEY) is True


def test_a_later_start_after_an_answer_shows_no_card(qtbot: QtBot, start: Start) -> None:
    first = start()
    QTest.keyClick(shown_card(first).two_button, Qt.Key.Key_Escape)
    first.close()
    (start.folder / "autosave.popout").unlink()  # even with nothing to restore
    assert card_of(start()) is None


def test_a_later_start_restores_the_game_and_shows_no_card(qtbot: QtBot, start: Start) -> None:
    first = start(cli.Command(rules=Rules()))  # a table start: no card, nothing answered
    first.model.play(Move.drop(3))  # autosaved
    first.close()
    second = start()
    assert second.model.game.notation() == "d4"
    assert card_of(second) is None
    settings = second.settings
    assert settings is not None and settings.value(WELCOME_KEY) is False


@pytest.mark.parametrize("kind", ["table", "file", "link", "host"])
def test_a_start_that_asks_for_a_game_shows_no_card(
    qtbot: QtBot, start: Start, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    monkeypatch.setattr("popout_desktop.ui.network.play.NetworkPlay.join_link", lambda *_: None)
    monkeypatch.setattr("popout_desktop.ui.network.play.NetworkPlay.host_game", lambda *_: None)
    saved = start.folder / "mine.popout"
    if kind == "file":
        maker = start(cli.Command(rules=Rules()))  # (a table start: no card either)
        maker.model.play(Move.drop(1))
        assert maker.save_path(saved)
        maker.close()
        (start.folder / "autosave.popout").unlink()
    command = {
        "table": cli.Command(rules=Rules(columns=8)),
        "file": cli.Command(file=str(saved)),
        "link": cli.Command(join="popout://127.0.0.1:45000"),
        "host": cli.Command(host=45000),
    }[kind]
    window = start(command)
    assert card_of(window) is None
    settings = window.settings
    assert settings is not None and settings.value(WELCOME_KEY) is False


def test_a_window_without_settings_is_never_offered_the_card(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert offer_welcome(window) is None
    assert window.findChild(FirstStart) is None


def test_the_card_grabbed(qtbot: QtBot, start: Start, tmp_path: Path) -> None:
    window = start()
    card = shown_card(window)
    qtbot.waitUntil(lambda: window.focusWidget() is card.computer_button)
    image = window.grab().toImage()
    assert not image.isNull()
    # The card is painted over the board in the theme's hole colour.
    inside = card.mapTo(window, QPoint(card.width() // 2, 6))
    assert image.pixelColor(inside).name() == window.board.theme.hole.name()


def test_the_card_names_the_players_colour_of_the_theme(start: Start) -> None:
    window = start()
    card = shown_card(window)
    assert card.computer_button.toolTip() == "You play Red and move first."
    window.set_theme("contrast")
    assert card.computer_button.toolTip() == "You play Blue ✕ and move first."


@pytest.mark.parametrize("language", ["en", "ru", "pl", "it", "nl"])
def test_no_words_of_the_card_are_cut(qapp: object, start: Start, language: str) -> None:
    from PySide6.QtWidgets import QApplication

    from popout_desktop.app.translations import install_translators

    assert isinstance(qapp, QApplication)
    install_translators(qapp, language)
    try:
        card = shown_card(start())
        card.retranslate()
        for button in (card.computer_button, card.two_button, card.lesson_button):
            assert button.width() >= button.sizeHint().width(), (language, button.text())
        assert card.level_combo.width() >= card.level_combo.minimumSizeHint().width()
    finally:
        install_translators(qapp, "en")


def test_a_position_link_opens_setup_mode_there_with_no_welcome_card(
    qtbot: QtBot, start: Start
) -> None:
    from popout_desktop.rules.setup import empty_setup, setup_of
    from popout_desktop.savefile.position_code import position_link

    setup = empty_setup(Rules()).with_cell(3, 0, 1).with_turn(2)
    window = start(cli.parse_command_line([position_link(setup)]))
    editor = window.position_editor
    qtbot.waitUntil(lambda: editor.active)
    assert card_of(window) is None
    assert editor.page.setup == setup
    assert window.model.game.ply == 0 and setup_of(window.model.game) != setup  # it waits
