"""A lazy window (the game's start, issue 33 point 4) makes the pages its first frame does not
show when they are first used, or all at once with ``build_pages``, and is then the window a
whole one is: the same pages in the same order, the same least size, the same texts, theme
and Tab order. Each mode works when the first thing done is to use it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.rules import Move
from popout_desktop.ui.board.themes import DARK
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import not_none
from tests.ui.window.test_focus_order import focus_after_tabs, network_parts
from tests.ui.window.test_main_window import make_window


def lazy_window(qtbot: QtBot) -> MainWindow:
    return make_window(qtbot, lazy=True)


def pages(window: MainWindow) -> list[QWidget]:
    return [not_none(window.stack.widget(index)) for index in range(window.stack.count())]


def made_chat(window: MainWindow) -> QWidget | None:
    """The window's chat panel if it was made (looking does not make it)."""
    return window.net.made_chat


def play(window: MainWindow, notation: str) -> None:
    for token in notation.split():
        assert window.model.play(Move.parse(token)), token


def test_a_lazy_window_shows_the_board_with_no_other_page_made(qtbot: QtBot) -> None:
    window = lazy_window(qtbot)
    assert pages(window) == [window.board]
    assert window._review_page is None and window.game_review._panel is None
    assert window.position_editor._page is None and window.puzzles._page is None
    assert not window.reviewing and window.puzzles.puzzles == []
    # The commands are there from the start, enabled as in a whole window.
    assert window.position_editor.setup_action in window.game_menu.actions()
    assert window.puzzles.action in window.game_menu.actions()
    assert window.game_review.review_action in window.move_menu.actions()
    assert not window.game_review.review_action.isEnabled()  # no move yet
    play(window, "d4 d4")
    assert window.game_review.review_action.isEnabled()
    assert window._review_page is None  # still not needed


def test_build_pages_makes_the_window_a_whole_one_is(qtbot: QtBot) -> None:
    whole = make_window(qtbot)
    lazy = lazy_window(qtbot)
    assert lazy.minimumSizeHint().width() < whole.minimumSizeHint().width()  # the pages count
    lazy.build_pages()
    qtbot.waitUntil(lambda: lazy.minimumSizeHint() == whole.minimumSizeHint())  # laid out
    assert pages(lazy) == [lazy.board, lazy.review_page, lazy.puzzles.page]
    # Setup mode's page waits for the editor (see build_pages); it does not size the window.
    assert lazy.position_editor._page is None
    page = lazy.position_editor.page
    assert sorted(type(p).__name__ for p in pages(lazy)) == sorted(
        type(p).__name__ for p in pages(whole)
    )
    assert pages(lazy)[-1] is page
    qtbot.wait(50)  # laid out again
    assert lazy.minimumSizeHint() == whole.minimumSizeHint()
    assert lazy.game_review.panel.parent() is lazy.review_page
    assert lazy.back_button.text() == whole.back_button.text() == "Back to game"
    assert lazy.review_page.play_button.toolTip() == whole.review_page.play_button.toolTip()
    assert lazy.game_review.status_text() == whole.game_review.status_text()
    lazy.build_pages()  # again: nothing more is made
    assert len(pages(lazy)) == len(pages(whole))


def test_review_mode_first_makes_its_page_with_the_theme_chosen_before(qtbot: QtBot) -> None:
    window = lazy_window(qtbot)
    window.set_theme(DARK)
    play(window, "d4 d4 d3")
    window.review(1)
    assert window.reviewing and window.stack.currentWidget() is window.review_page
    assert window.review_board.theme.key == DARK
    assert window.review_model.game.ply == 1
    assert window.status_text() == window.review_label.text() != ""
    window.back_to_game()
    assert window.stack.currentWidget() is window.board and not window.reviewing


def test_tab_reaches_the_review_page_made_late(qtbot: QtBot) -> None:
    window = lazy_window(qtbot)
    window.activateWindow()
    play(window, "d4 d4 d3")
    window.review(1)
    page = window.review_page
    assert focus_after_tabs(qtbot, page.play_button, 4) == [
        window.back_button,
        window.review_board,
        window.move_list,
        page.play_button,
    ]


def test_a_language_chosen_before_the_review_page_is_made_is_in_it(
    qtbot: QtBot, qapp: QApplication
) -> None:
    window = lazy_window(qtbot)
    install_translators(qapp, "ru")
    try:
        back = QCoreApplication.translate("MainWindow", "Back to game")
        assert back != "Back to game"  # the Russian text is there
        qtbot.waitUntil(lambda: window.moves_label.text() != "Mo&ves")  # the window said it
        assert window.back_button.text() == back
    finally:
        install_translators(qapp, "en")
    qtbot.waitUntil(lambda: window.back_button.text() == "Back to game")


def test_setup_mode_and_puzzles_open_first_in_a_lazy_window(qtbot: QtBot) -> None:
    window = lazy_window(qtbot)
    play(window, "d4 d4")
    editor = window.position_editor
    editor.open_shown()
    assert editor.active and window.stack.currentWidget() is editor.page
    assert editor.page.setup.rules == window.model.rules
    editor.cancel()
    assert window.stack.currentWidget() is window.board and window.model.game.ply == 2
    window.puzzles.open()
    assert window.puzzles.active and window.stack.currentWidget() is window.puzzles.page
    assert window.puzzles.puzzles  # the shipped puzzles are loaded
    window.puzzles.close()
    assert window.stack.currentWidget() is window.board
    assert window._review_page is None  # neither needed review mode's page


def test_a_network_game_in_progress_blocks_the_setup_page_made_during_it(
    qtbot: QtBot,
) -> None:
    window = lazy_window(qtbot)
    window.net.peer = object()  # type: ignore[assignment]  # a network game is on
    try:
        page = window.position_editor.page
        assert not page.playable
    finally:
        window.net.peer = None


def test_the_chat_panel_is_made_by_build_pages_under_the_move_list_in_the_tab_order(
    qtbot: QtBot,
) -> None:
    """Hidden and empty at start, the chat is not made for the first frame (its module loads
    the network protocol's); build_pages makes it where a whole window has it."""
    whole = make_window(qtbot)
    lazy = lazy_window(qtbot)
    assert made_chat(lazy) is None
    assert made_chat(whole) is whole.net.chat
    lazy.build_pages()
    chat = not_none(made_chat(lazy))
    assert chat is lazy.net.chat and chat.isHidden()
    side = not_none(lazy.move_list.parentWidget())
    assert chat.parentWidget() is side
    layout = not_none(side.layout())
    assert layout.indexOf(chat) == layout.indexOf(lazy.move_list) + 1 == layout.count() - 1
    assert chat.log.accessibleName() == whole.net.chat.log.accessibleName() == "Chat messages"
    lazy.activateWindow()
    network_parts(lazy)
    assert focus_after_tabs(qtbot, lazy.board, 4) == [
        lazy.move_list,
        chat.log,
        chat.input,
        chat.send_button,
    ]


def test_a_network_game_first_makes_the_chat_and_shows_it(qtbot: QtBot) -> None:
    window = lazy_window(qtbot)
    made: list[QWidget] = []
    window.net.chat_made.connect(made.append)
    window.net.chat.show()  # as a network game's start does
    assert made == [window.net.chat] and window.net.made_chat is window.net.chat
    assert window.net.chat.parentWidget() is window.move_list.parentWidget()
    assert window.net.chat.isVisible()
    _ = window.net.chat  # asked again: the same panel, not made again
    assert made == [window.net.chat]
