"""Every control has an accessible name (issue 18, point 1), on the screens
tests/ui/board/test_board_accessible.py does not walk: the Host dialog's tabs and its waiting page,
the table settings, and the main window's Setup, puzzle and review pages."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Game, Rules
from popout_desktop.rules.setup import setup_of
from popout_desktop.savefile import PlayerInfo, SavedGame
from popout_desktop.settings.store import Settings
from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog
from popout_desktop.ui.network.host_dialog import HostDialog
from popout_desktop.ui.network.waiting_page import WaitingPage
from tests.ui.board.test_board_accessible import unnamed
from tests.ui.window.test_main_window import make_window


def every_tab(qtbot: QtBot, top: QWidget) -> set[str]:
    """The unnamed controls of ``top`` with each page of each tab widget shown in turn."""
    top.show()
    qtbot.waitExposed(top)
    missing = unnamed(top)
    for tabs in top.findChildren(QTabWidget):
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            missing |= unnamed(top)
    return missing


def test_the_host_dialog_and_the_table_settings_name_every_control(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = Settings(tmp_path / "settings.ini")
    missing: set[str] = set()
    for dialog in (
        HostDialog(settings, internet_play=False),
        HostDialog(settings, internet_play=True, rules=Rules.preset("power_up")),
        TableSettingsDialog(settings),
        TableSettingsDialog(settings, Rules.preset("pop_ten")),
    ):
        qtbot.addWidget(dialog)
        missing |= every_tab(qtbot, dialog)
    # The page the host waits on, on this network and over the internet.
    page = WaitingPage()
    qtbot.addWidget(page)
    page.code_box.show_code("4821")
    page.links_box.show_links(["popout://127.0.0.1:47400?code=4821"])
    missing |= every_tab(qtbot, page)
    page.show_internet("popout://room/example")
    missing |= unnamed(page)
    assert missing == set()


def test_setup_puzzle_and_review_pages_name_every_control(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_speed("off")
    editor = window.position_editor
    editor.open(setup_of(window.model.game))
    assert window.stack.currentWidget() is editor.page
    missing = unnamed(window)
    editor.cancel()
    puzzles = window.puzzles
    puzzles.open()
    assert puzzles.page.isVisible()
    missing |= unnamed(window)  # the chooser
    puzzles.page.choose(0)
    missing |= unnamed(window)  # a puzzle being solved
    puzzles.close()
    window.session.load_saved(
        SavedGame(game=Game.from_notation("d4 d5 d4 d5 d4 d5 d4"), players=(PlayerInfo(""),) * 2)
    )
    review = window.game_review
    review.time_limit = 0.05
    try:
        with qtbot.waitSignal(review.finished, timeout=120_000):
            review.review_action.trigger()
        assert review.panel.isVisible() and review.graph.isVisible()
        missing |= unnamed(window)  # the review panel, the graph and the banner
    finally:
        review.shutdown()
    assert missing == set()
