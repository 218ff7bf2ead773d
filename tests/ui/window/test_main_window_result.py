"""The result card on the board: when it shows, what it says, its buttons and its keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from popout_desktop.game.seats import HumanSeat
from popout_desktop.rules import Game, Move, Reason, Result, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame
from popout_desktop.ui.board.themes import contrast_ratio as contrast
from popout_desktop.ui.network.play import NetworkPlay
from popout_desktop.ui.window.main_window import MainWindow
from popout_desktop.ui.window.result_card import READABLE, ResultCard, card_fill, ink_for
from tests.narrowing import not_none

#: Red to move and win with d4 (a column of four).
RED_WINS_NEXT = "d4 d3 d4 d3 d4 d3"
FULL_BOARD_DRAW = "d4 d3 d2 d1 d3 d1 d1 d1 d4 d4 d2 d3 d4 d2 d3"  # the last drop: d2
SMALL = Rules(columns=4, rows=4, pop_out=False)


def make_window(qtbot: QtBot, speed: str = "off") -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed(speed)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def load(
    window: MainWindow,
    notation: str,
    rules: Rules | None = None,
    players: tuple[PlayerInfo, PlayerInfo] | None = None,
) -> None:
    game = Game.from_notation(notation, rules or Rules())
    window.session.load_saved(
        SavedGame(game=game, players=players or (PlayerInfo(""), PlayerInfo("")))
    )
    for player in (1, 2):  # never the engine: the tests play every move
        window.match.set_seat(player, HumanSeat(""))


def win(qtbot: QtBot, window: MainWindow, notation: str = RED_WINS_NEXT, last: str = "d4") -> None:
    """Load ``notation``, play ``last`` and wait for the card."""
    load(window, notation)
    card = window.result_flow.card
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.parse(last))
    qtbot.waitUntil(card.isVisible)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return make_window(qtbot)


def test_the_card_waits_for_the_last_disc_and_the_win_animation(qtbot: QtBot) -> None:
    window = make_window(qtbot, "slow")
    load(window, RED_WINS_NEXT)
    card = window.result_flow.card
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(3))
    assert window.board.animating
    assert not card.isVisible()  # the disc is still falling
    with qtbot.waitSignal(window.board.animations_finished, timeout=10000):
        pass
    assert card.isVisible()
    assert card.headline.text() == "Red wins"
    assert card.detail.text() == "A line of 4. Moves played: 7."
    assert card.fill == card_fill(window.board.theme.colour(1))  # Red, deep enough to read
    # Inside the board, centred across it, and clear of the winning line (a column of four
    # from the bottom: centred, the card would hide two of its discs).
    board = window.board.rect()
    assert board.contains(card.geometry())
    assert abs(card.geometry().center().x() - board.center().x()) <= 1
    line = window.result_flow.winning_discs()
    assert len(line) == 4
    assert not any(card.geometry().toRectF().intersects(disc) for disc in line)
    before = window.board.size()
    window.resize(window.width() - 120, window.height() - 80)  # still clear at another size
    qtbot.waitUntil(lambda: window.board.size() != before)
    assert abs(card.geometry().center().x() - window.board.rect().center().x()) <= 1
    assert not any(
        card.geometry().toRectF().intersects(d) for d in window.result_flow.winning_discs()
    )


def test_against_the_computer_the_card_speaks_to_the_person(
    qtbot: QtBot, window: MainWindow
) -> None:
    players = (PlayerInfo(""), PlayerInfo("Computer (medium)", "computer", "medium"))
    load(window, RED_WINS_NEXT, players=players)
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(3))
    qtbot.waitUntil(window.result_flow.card.isVisible)
    assert window.result_flow.card.headline.text() == "You win!"
    window.model.undo()
    assert not window.result_flow.card.isVisible()
    window.model.play(Move.drop(0))
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(2))  # Yellow: d3, four in column 3
    qtbot.waitUntil(window.result_flow.card.isVisible)
    assert window.result_flow.card.headline.text() == "The computer wins"
    assert window.result_flow.card.fill == window.board.theme.colour(2)  # readable as it is


def assert_position_in_sight(window: MainWindow) -> None:
    """The card shows, and nothing the board draws of the position lies under it: not the
    face (every disc, a Power Up board's middle too), not the trays, not the column numbers."""
    card = window.result_flow.card
    assert card.isVisible()
    layout = window.board.board_layout
    shown = [layout.board_rect, layout.labels_rect]
    if window.model.rules.power_up:
        shown += [layout.tray_rect(1), layout.tray_rect(2)]
    geometry = card.geometry().toRectF()
    for rect in shown:
        assert window.board.rect().toRectF().contains(rect), rect
        assert not geometry.intersects(rect), (geometry, rect)


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1000, 720)])
@pytest.mark.parametrize("table", ["classic", "power_up"])
def test_the_card_hides_nothing_of_the_final_position(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], table: str
) -> None:
    """Issue 31 point 3: while the card is up the board is laid out below it, whole (it hid
    the top row, and a Power Up board's middle); closed, the board takes its room again."""
    window.resize(*size)
    load(window, RED_WINS_NEXT, Rules.preset(table))
    before = window.board.board_layout.board_rect
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.parse("d4"))
    qtbot.waitUntil(window.result_flow.card.isVisible)
    assert_position_in_sight(window)
    assert window.board.top_inset > 0
    window.resize(size[0] - 100, size[1] - 60)  # and at another size
    qtbot.waitUntil(lambda: window.board.width() < size[0] - 300)
    assert_position_in_sight(window)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.board.board_layout.board_rect.width() > 0)
    QTest.keyClick(window.result_flow.card, Qt.Key.Key_Escape)
    assert not window.result_flow.card.isVisible()
    assert window.board.top_inset == 0
    assert window.board.board_layout.board_rect == before  # the whole room again


def test_a_draw_has_a_neutral_card(qtbot: QtBot, window: MainWindow) -> None:
    load(window, FULL_BOARD_DRAW, SMALL)
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(1))
    card = window.result_flow.card
    qtbot.waitUntil(card.isVisible)
    assert card.headline.text() == "Draw: the board is full"
    assert card.fill == card_fill(window.board.theme.background)
    board = window.board.rect()  # across the board, at its top, over none of the full board
    assert abs(card.geometry().center().x() - board.center().x()) <= 1
    assert not card.geometry().toRectF().intersects(window.board.board_layout.board_rect)
    window.set_theme("dark")
    assert card.fill == card_fill(window.board.theme.background)  # follows the theme


def test_a_resignation_shows_at_once(qtbot: QtBot, window: MainWindow) -> None:
    load(window, "d4 d3")
    assert window.model.end_game(Result(2, Reason.RESIGNATION))
    card = window.result_flow.card
    qtbot.waitUntil(card.isVisible)
    assert (card.headline.text(), card.detail.text()) == ("Yellow wins", "Red resigned.")


def test_a_finished_game_loaded_shows_no_card(qtbot: QtBot, window: MainWindow) -> None:
    win(qtbot, window)
    load(window, RED_WINS_NEXT + " d4")  # a finished game opened: no news
    # load() emits game_over at once, with nothing to animate: the card would be up by now.
    assert window.model.result is not None
    assert not window.result_flow.card.isVisible()


def test_rematch_swaps_the_colours_at_the_same_table(qtbot: QtBot, window: MainWindow) -> None:
    rules = Rules(columns=8, rows=7)
    players = (PlayerInfo("Ann"), PlayerInfo("Computer (easy)", "computer", "easy"))
    load(window, RED_WINS_NEXT, rules, players)
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(3))
    card = window.result_flow.card
    qtbot.waitUntil(card.isVisible)
    card.rematch_button.click()
    assert not card.isVisible()
    assert window.model.rules == rules
    assert window.model.game.ply == 0
    assert window.session.players == (players[1], players[0])
    window.match.shutdown()


def test_review_opens_this_game_at_its_first_move(qtbot: QtBot, window: MainWindow) -> None:
    win(qtbot, window)
    window.result_flow.card.review_button.click()
    assert window.reviewing
    # the first move's row: the position after it, or, with the game review (its rows pick
    # moves), the position before it, where the review says what was played and what was best
    assert window.move_list.currentRow() == 1
    assert window.review_page.ply == (0 if window.move_list.picks_moves else 1)
    assert not window.result_flow.card.isVisible()
    window.back_to_game()
    assert not window.result_flow.card.isVisible()  # seen: it does not come back


def test_new_game_opens_the_dialog_from_the_game_on_screen(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from popout_desktop.ui.dialogs.new_game import NewGameDialog

    rules = Rules(columns=9, rows=7, connect=5)
    players = (PlayerInfo("Ann"), PlayerInfo("Computer (hard)", "computer", "hard"))
    seen: list[tuple[Rules | None, tuple[str, str, str], tuple[str, str, str]]] = []

    def exec_(dialog: NewGameDialog) -> int:
        seen.append((dialog.table.rules(), dialog.seats[0].state(), dialog.seats[1].state()))
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    load(window, "d1 d2 d1 d2 d1 d2", rules, players)
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(0))
        window.model.play(Move.drop(3))
        window.model.play(Move.drop(0))
    qtbot.waitUntil(window.result_flow.card.isVisible)
    window.result_flow.card.new_game_button.click()
    assert seen == [(rules, ("Ann", "human", "medium"), ("", "computer", "hard"))]
    assert not window.result_flow.card.isVisible()


def test_the_card_is_reached_by_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    win(qtbot, window)
    card = window.result_flow.card
    assert QApplication.focusWidget() is card.rematch_button  # the card takes the focus
    order = []
    for _ in range(5):
        QTest.keyClick(not_none(QApplication.focusWidget()), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order == [
        card.review_button,
        card.close_button,
        card.new_game_button,
        card.rematch_button,
        card.review_button,
    ]
    QTest.keyClick(not_none(QApplication.focusWidget()), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is card.rematch_button
    QTest.keyClick(card.rematch_button, Qt.Key.Key_Tab)
    QTest.keyClick(not_none(QApplication.focusWidget()), Qt.Key.Key_Return)  # Review
    assert window.reviewing


def test_esc_and_the_close_button_dismiss_the_card(qtbot: QtBot, window: MainWindow) -> None:
    win(qtbot, window)
    card = window.result_flow.card
    QTest.keyClick(not_none(QApplication.focusWidget()), Qt.Key.Key_Escape)
    assert not card.isVisible()
    assert window.model.result is not None  # the game stays as it ended
    assert window.board.hasFocus()
    window.model.undo()
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(3))
    qtbot.waitUntil(card.isVisible)
    card.close_button.click()
    assert not card.isVisible()


def test_a_new_game_hides_the_card(qtbot: QtBot, window: MainWindow) -> None:
    win(qtbot, window)
    window.restart()
    assert not window.result_flow.card.isVisible()


def test_in_a_lan_game_rematch_is_the_offer_and_new_game_is_hidden(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seat = {"value": 1}
    offers: list[int] = []
    monkeypatch.setattr(NetworkPlay, "active", property(lambda _self: True))
    monkeypatch.setattr(NetworkPlay, "my_seat", property(lambda _self: seat["value"]))
    monkeypatch.setattr(NetworkPlay, "offer_rematch", lambda _self: offers.append(1))
    win(qtbot, window)
    card = window.result_flow.card
    assert card.new_game_button.isHidden()
    assert not card.rematch_button.isHidden()
    assert card.headline.text() == "You win!"
    card.rematch_button.click()
    assert offers == [1]
    assert window.model.game.ply == 7  # nothing starts before the other player agrees
    seat["value"] = 0  # a spectator: nothing to offer
    window.result_flow.show_card()
    assert card.rematch_button.isHidden()
    assert card.headline.text() == "Red wins"


def test_the_cards_text_reads_on_every_colour() -> None:
    from PySide6.QtGui import QColor

    from popout_desktop.ui.board.themes import THEMES

    assert ink_for(QColor("#f5c518")).name() == "#1b1b1b"  # yellow: dark text
    assert ink_for(QColor("#1c1f26")).name() == "#ffffff"  # a dark card: white text
    assert card_fill(QColor("#f5c518")) == QColor("#f5c518")  # readable as it is
    grey = QColor("#777777")  # neither ink reaches 4.5:1 on it (4.48 and 3.78)
    assert contrast(ink_for(grey), grey) < READABLE
    assert contrast(ink_for(card_fill(grey)), card_fill(grey)) >= READABLE
    for theme in THEMES.values():
        for colour in (*theme.player_colours, theme.background):
            fill = card_fill(colour)
            assert contrast(ink_for(fill), fill) >= READABLE, (theme.key, colour.name())
            assert fill.hue() == colour.hue() or colour.saturation() == 0  # the same colour


def test_the_cards_letters_are_not_the_menus(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtGui import QKeySequence

    win(qtbot, window)
    menus = {QKeySequence.mnemonic(a.text()) for a in window.menuBar().actions()}
    card = window.result_flow.card
    letters = [QKeySequence.mnemonic(b.text()) for b in card.action_buttons()]
    assert all(not key.isEmpty() for key in letters)
    assert not menus & set(letters)  # Alt+letter is never ambiguous
    assert len(set(letters)) == len(letters)


def test_new_game_starts_from_the_game_on_screen_not_the_stored_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.dialogs.new_game import NewGameDialog

    settings = Settings(tmp_path / "settings.ini")
    settings.set_rules(Rules(columns=5, rows=5, connect=4))  # the stored table
    settings.set_value("players/2/kind", "human")
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.set_speed("off")
    on_screen = Rules(columns=8, rows=7)
    players = (PlayerInfo("Ann"), PlayerInfo("", "computer", "easy"))
    load(window, "d1", on_screen, players)
    seen: list[tuple[Rules | None, str, str]] = []

    def exec_(dialog: NewGameDialog) -> int:
        seen.append((dialog.table.rules(), dialog.seats[1].kind, dialog.seats[1].level))
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.new_game_action.trigger()
    assert seen == [(on_screen, "computer", "easy")]
    assert window.model.game.notation() == "d1"  # cancelled: the game stays
    window.match.shutdown()


def test_the_card_is_made_with_the_first_result_not_with_the_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The window's first frame never shows the card: it is made when a game first ends
    (issue 33 point 4), over the board, and says the result as before; undo and a language or
    theme change before then touch nothing."""
    flow = window.result_flow
    assert flow._card is None
    assert not window.board.findChildren(ResultCard)
    assert not flow.shown
    window.set_theme("dark")
    flow.hide()
    assert flow._card is None
    load(window, RED_WINS_NEXT)
    assert flow._card is None
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.parse("d4"))
    qtbot.waitUntil(lambda: flow.shown)
    card: ResultCard = not_none(flow._card)
    assert card.parentWidget() is window.board and card is flow.card
    assert card.headline.text() == "Red wins"
    assert window.board.findChildren(ResultCard) == [card]
