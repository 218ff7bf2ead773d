"""The status line in another language, after a network game, and the board under review."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.net.host import GameHost
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame
from popout_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def polish(qapp: QApplication) -> Iterator[None]:
    """The interface in Polish for the test; English again afterwards."""
    install_translators(qapp, "pl")
    try:
        yield
    finally:
        install_translators(qapp, "en")


def test_the_status_line_is_said_again_in_a_new_language(
    qtbot: QtBot, window: MainWindow, qapp: QApplication
) -> None:
    window.model.play(Move.drop(4))
    window.model.play(Move.pop(4))  # Yellow may not pop Red's disc: rejected
    assert window.status_text().startswith("The bottom disc of column 5 is not yours.")
    window.model.play(Move.drop(3))
    assert (
        window.status_text()
        == "Yellow dropped into column 4. — Red to move: drop, or pop column 5."
    )
    try:
        install_translators(qapp, "pl")
        dropped = QCoreApplication.translate("MainWindow", "%1 dropped into column %2.")
        assert dropped != "%1 dropped into column %2."  # the Polish text is there
        qtbot.waitUntil(lambda: "dropped" not in window.status_text())
        expected = dropped.replace("%1", window.player_name(2)).replace("%2", "4")
        assert window.status_text().startswith(expected + " — ")
        assert "to move" not in window.status_text()
    finally:
        install_translators(qapp, "en")
    qtbot.waitUntil(
        lambda: (
            window.status_text()
            == "Yellow dropped into column 4. — Red to move: drop, or pop column 5."
        )
    )


def test_a_rejected_move_is_said_again_in_a_new_language(
    qtbot: QtBot, window: MainWindow, qapp: QApplication
) -> None:
    window.model.play(Move.drop(4))
    window.model.play(Move.pop(4))
    english = window.status_text().split(" — ")[0]
    try:
        install_translators(qapp, "pl")
        qtbot.waitUntil(lambda: not window.status_text().startswith(english))
    finally:
        install_translators(qapp, "en")
    qtbot.waitUntil(lambda: window.status_text().startswith(english))


def test_leaving_a_network_game_forgets_its_lost_connection(
    qtbot: QtBot, window: MainWindow
) -> None:
    host = GameHost(
        window.model,
        window.session,
        window.match,
        name="Ann",
        code="123456",
        guest_seat=2,
        parent=window.net,
    )
    window.net._attach(host)
    lost = "Bob lost the connection; the seat is kept for them."
    host.notice.emit(lost)
    assert window.status_text().startswith(lost)
    window.net.leave()
    assert "lost the connection" not in window.status_text()
    assert window.status_text().startswith("You left the network game.")
    # A note of the local game after that is not replaced.
    window.show_note("Saved to a.popout.")
    assert window.status_text().startswith("Saved to a.popout.")


def test_the_board_keeps_its_size_when_the_review_banner_appears(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.session.load_saved(
        SavedGame(
            game=Game.from_notation("d4 d3 d4 d3 d5", Rules()),
            players=(PlayerInfo(""), PlayerInfo("")),
        )
    )
    live = window.board.size()
    with qtbot.waitSignal(window.review_changed):
        window.review(2)
    qtbot.waitUntil(lambda: window.review_board.isVisible())
    assert window.review_board.size() == live
    assert window.review_board.board_layout == window.board.board_layout  # the same holes
    banner = window.review_page.banner
    assert banner.isVisible() and banner.height() > 20
    # The banner lies over the board's top margin, not over its holes.
    top_hole = (
        window.review_board.cell_center(0, 5).y() - window.review_board.board_layout.disc_radius
    )
    assert banner.geometry().bottom() < top_hole


def test_a_note_that_cannot_be_said_again_is_not_left_in_the_old_language(
    qtbot: QtBot, window: MainWindow, qapp: QApplication
) -> None:
    window.board.input_refused.emit("Column 9 is not on this board.")  # a plain text
    assert window.status_text().startswith("Column 9 is not on this board.")
    try:
        install_translators(qapp, "pl")
        qtbot.waitUntil(lambda: "Column 9" not in window.status_text())
        assert window.status_text() == QCoreApplication.translate(
            "MainWindow", "%1 to move."
        ).replace("%1", window.player_name(1))
    finally:
        install_translators(qapp, "en")


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1280, 800)])
def test_no_empty_band_lies_over_the_review_banner(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    """Issue 31 point 3: the turn indicator's room (about 35 px, kept empty over the banner at
    every size) goes to the review page: the banner starts where the indicator did, and the
    reviewed board still has the live board's size and holes."""
    window.resize(*size)
    window.session.load_saved(
        SavedGame(
            game=Game.from_notation("d4 d3 d4 d3 d5", Rules()),
            players=(PlayerInfo(""), PlayerInfo("")),
        )
    )
    qtbot.waitUntil(lambda: window.turn_indicator.height() > 20)
    indicator_top = window.turn_indicator.mapTo(window, QPoint(0, 0)).y()
    live = window.board.geometry()
    live_top = window.board.mapTo(window, QPoint(0, 0)).y()
    with qtbot.waitSignal(window.review_changed):
        window.review(2)
    banner = window.review_page.banner
    qtbot.waitUntil(banner.isVisible)
    assert banner.mapTo(window, QPoint(0, 0)).y() == indicator_top
    assert window.review_board.size() == live.size()
    assert window.review_board.mapTo(window, QPoint(0, 0)).y() == live_top
    window.back_to_game()
    qtbot.waitUntil(lambda: window.board.isVisible())
    assert window.turn_indicator.mapTo(window, QPoint(0, 0)).y() == indicator_top
    assert window.board.geometry() == live
