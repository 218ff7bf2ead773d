"""Every move, the computer's included, every take-back and the result are announced to
assistive technology: a QAccessibleAnnouncementEvent and the board's live description."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from pytestqt.qtbot import QtBot

from popout_desktop.game.seats import ComputerSeat, ScriptedSeat
from popout_desktop.rules import Move
from popout_desktop.ui.window.narration import state_text
from tests.ui.window.test_main_window import make_window, wait_ready


class Sent:
    """The announcement events sent: (message, assertive), read while the event lives."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.events: list[tuple[str, bool]] = []
        real = QAccessible.updateAccessibility

        def record(event: QAccessibleEvent) -> None:
            if event.type() == QAccessible.Event.Announcement:
                assert isinstance(event, QAccessibleAnnouncementEvent)
                assertive = event.politeness() == QAccessible.AnnouncementPoliteness.Assertive
                self.events.append((event.message(), assertive))
            real(event)

        monkeypatch.setattr(QAccessible, "updateAccessibility", record)


def test_moves_of_both_sides_and_the_result_are_announced(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = Sent(monkeypatch)
    window = make_window(qtbot)
    board = window.board
    window.match.set_seat(2, ScriptedSeat([Move.drop(6)] * 3))
    actions = QAccessible.queryAccessibleInterface(board).actionInterface()
    wait_ready(qtbot, window)
    with qtbot.waitSignal(board.announcer.announced, check_params_cb=lambda t: "Red" in t):
        actions.doAction("drop 1")
    assert sent.events[-1] == ("Red dropped into column 1.", False)
    assert board.accessibleDescription() == "Red dropped into column 1."
    # The computer's reply is announced too, when it comes.
    qtbot.waitUntil(lambda: board.announcer.last == "Yellow dropped into column 7.")
    assert sent.events[-1] == ("Yellow dropped into column 7.", False)
    for _ in range(3):
        wait_ready(qtbot, window)
        with qtbot.waitSignal(window.model.move_played):
            actions.doAction("drop 1")
    qtbot.waitUntil(lambda: window.model.result is not None)
    # The winning move, then the result, interrupting the screen reader.
    assert sent.events[-2:] == [("Red dropped into column 1.", False), ("Red wins!", True)]
    assert board.accessibleDescription() == "Red wins!"
    assert board.announcer.history == [
        "Red dropped into column 1.",
        "Yellow dropped into column 7.",
    ] * 3 + ["Red dropped into column 1.", "Red wins!"]


def test_pops_and_take_backs_are_announced_with_the_window_names(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = Sent(monkeypatch)
    window = make_window(qtbot)
    board = window.board
    board.announcer.set_namer(lambda player: ("Ann", "Bob")[player - 1])
    for move in (Move.drop(0), Move.drop(1), Move.pop(0)):
        window.model.play(move)
    assert board.announcer.last == "Ann popped column 1."
    window.model.undo()
    assert sent.events[-1] == ("Took back Ann's pop of column 1.", False)


def test_a_refused_move_says_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    board = window.board
    for _ in range(6):
        window.model.play(Move.drop(3))
    wait_ready(qtbot, window)
    actions = QAccessible.queryAccessibleInterface(board).actionInterface()
    assert "drop 4" not in actions.actionNames()
    with qtbot.waitSignal(board.announcer.announced) as said:
        actions.doAction("drop 4")
    assert said.args is not None
    assert "full" in said.args[0]
    assert window.model.game.ply == 6


def test_a_whole_game_against_the_real_computer_is_heard(qtbot: QtBot) -> None:
    """The person plays only through the board's accessible actions; every move of both sides
    and the result are announced, in order."""
    window = make_window(qtbot)
    board = window.board
    window.match.set_seat(2, ComputerSeat("easy", time_limit=0.05, min_delay_ms=0))
    actions = QAccessible.queryAccessibleInterface(board).actionInterface()
    while window.model.result is None:
        qtbot.waitUntil(
            lambda: window.model.result is not None or (board.interactive and not board.animating),
            timeout=30_000,
        )
        if window.model.result is None:
            names = actions.actionNames()
            drops = [name for name in names if name.startswith("drop")]
            with qtbot.waitSignal(window.model.move_played):
                actions.doAction((drops or names[1:])[0])
    game = window.model.game
    heard = board.announcer.history
    assert len(heard) == game.ply + 1
    assert heard[-1] == state_text(game, game.result, board.theme.colour_name)
    assert all("into column" in text or "popped" in text for text in heard[:-1])
    assert sum(text.startswith("Yellow") for text in heard[:-1]) == game.ply // 2
