"""The lesson: its prepared positions, and its steps played through the real board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.seats import HumanSeat
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import load
from popout_desktop.settings.store import Settings
from popout_desktop.ui.window import lesson as lesson_module
from popout_desktop.ui.window.lesson import STEPS, Lesson, LessonBanner, prepared_game
from popout_desktop.ui.window.main_window import MainWindow
from popout_desktop.ui.window.welcome import FirstStart, offer_welcome
from tests.narrowing import now


def results(game: Game) -> dict[Move, tuple[int | None, str] | None]:
    """What each legal move of ``game`` leads to: None (play goes on), or (winner, reason)."""
    out: dict[Move, tuple[int | None, str] | None] = {}
    for move in game.legal_moves():
        after = game.copy()
        after.play(move)
        result = after.result
        out[move] = None if result is None else (result.winner, result.reason.value)
    return out


def test_every_step_is_played_by_the_rules_with_red_to_move() -> None:
    for step in STEPS:
        game = prepared_game(step)
        assert game.rules == Rules()
        assert game.notation() == step.moves  # every move of the list was played
        assert game.turn == 1 and game.result is None


def test_step_one_asks_for_a_drop_and_no_move_ends_the_game() -> None:
    game = prepared_game(STEPS[0])
    assert STEPS[0].goal == "drop"
    assert STEPS[0].highlight in game.legal_moves()
    assert all(outcome is None for outcome in results(game).values())


def test_step_two_has_legal_pops_of_red_discs_only_and_none_ends_the_game() -> None:
    game = prepared_game(STEPS[1])
    pops = [m for m in game.legal_moves() if m.kind == "pop"]
    assert pops, "a pop must be possible"
    assert all(game.cell(m.column, 0) == 1 for m in pops)
    # A Yellow disc at the bottom too: "only your own discs" can be seen.
    assert any(game.cell(c, 0) == 2 for c in range(game.rules.columns))
    # Popping column 3 makes the Yellow disc above it slide down.
    assert game.cell(2, 0) == 1 and game.cell(2, 1) == 2
    assert STEPS[1].highlight == Move.pop(2)
    assert all(outcome is None for outcome in results(game).values())


def test_step_three_has_exactly_one_winning_pop_and_nothing_else_ends_the_game() -> None:
    game = prepared_game(STEPS[2])
    outcomes = results(game)
    winners = [m for m, outcome in outcomes.items() if outcome is not None]
    assert winners == [Move.pop(3)]
    assert outcomes[Move.pop(3)] == (1, "line")
    wrong_pops = [m for m in outcomes if m.kind == "pop" and m != Move.pop(3)]
    assert wrong_pops, "a wrong pop must be possible, so the step is a choice"
    assert STEPS[2].highlight is None  # found by the player (marked after two misses)


# -- through the window ---------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(lesson_module, "PAUSE_MS", 20)
    settings = Settings(tmp_path / "popout.ini")
    window = MainWindow(settings=settings, autosave=tmp_path / "autosave.popout")
    qtbot.addWidget(window)
    window.set_speed("off")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def begin(qtbot: QtBot, window: MainWindow) -> Lesson:
    first = offer_welcome(window)
    assert first is not None and first.card is not None
    QTest.mouseClick(first.card.lesson_button, Qt.MouseButton.LeftButton)
    lesson = first.lesson
    assert lesson is not None
    wait_for_input(qtbot, window)
    return lesson


def wait_for_input(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)


def click(qtbot: QtBot, window: MainWindow, column: int, pop: bool = False) -> None:
    """A real click on the board: left on a column drops, right pops."""
    wait_for_input(qtbot, window)
    point = window.board.cell_center(column, 0).toPoint()
    button = Qt.MouseButton.RightButton if pop else Qt.MouseButton.LeftButton
    with qtbot.waitSignal(window.model.move_played):
        QTest.mouseClick(window.board, button, pos=point)


def test_the_three_steps_advance_only_on_the_right_move(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    steps: list[int] = []
    wrong: list[str] = []
    lesson.step_changed.connect(steps.append)
    lesson.explained.connect(wrong.append)
    assert lesson.step == 0
    assert window.model.game.notation() == STEPS[0].moves
    assert window.board.hint == STEPS[0].highlight
    assert lesson.banner.isVisible() and lesson.banner.parentWidget() is window.board
    assert lesson.banner.title.text() == "Step 1 of 3 — drop a disc"
    assert window.status_text().startswith("Step 1 of 3 — drop a disc")
    assert window.match.seat(2).kind == "lesson"  # Yellow never answers

    # Step 1: a pop (Red's disc in column 4) is explained and the step set again.
    click(qtbot, window, 3, pop=True)
    with qtbot.waitSignal(lesson.step_changed):
        pass
    assert steps == [0] and lesson.step == 0
    assert wrong == [
        "That was a pop: it comes next. First drop a disc: click a column or press its number."
    ]
    assert window.model.game.notation() == STEPS[0].moves
    # A drop (the key 1 drops into column 1) is right.
    wait_for_input(qtbot, window)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 1):
        QTest.keyClick(window.board, Qt.Key.Key_1)
    assert window.model.game.notation() == STEPS[1].moves
    assert window.board.hint == Move.pop(2)
    assert "only from" not in lesson.banner.text.text()  # the step's own words:
    assert (
        "bottom row" in lesson.banner.text.text() and "your own discs" in lesson.banner.text.text()
    )

    # Step 2: a drop is wrong; the pop of column 3 (↑ over it, by keyboard) is right.
    click(qtbot, window, 6)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 1):
        pass
    assert wrong[-1].startswith("That was a drop.")
    assert lesson.banner.text.text() == wrong[-1]
    assert window.status_text().startswith(wrong[-1])
    assert window.model.game.notation() == STEPS[1].moves
    wait_for_input(qtbot, window)
    window.board.setFocus()
    QTest.keyClick(window.board, Qt.Key.Key_3)  # the cursor to column 3 ... (that drops: wrong)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 1):
        pass
    wait_for_input(qtbot, window)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 2):
        QTest.keyClick(window.board, Qt.Key.Key_Up)  # ... and ↑ pops it
    assert window.model.game.notation() == STEPS[2].moves
    assert now(lambda: window.board.hint) is None

    # Step 3: a drop, then the wrong pop, are explained; after two misses the pop is marked.
    click(qtbot, window, 0)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 2):
        pass
    assert wrong[-1] == "A drop does not win here: try a pop. One pop makes four Red discs."
    click(qtbot, window, 4, pop=True)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 2):
        pass
    assert wrong[-1] == "That pop made no four in a row. The marked handle is the one."
    assert window.board.hint == Move.pop(3)
    assert window.model.game.notation() == STEPS[2].moves
    with qtbot.waitSignal(lesson.finished):
        click(qtbot, window, 3, pop=True)
    assert window.model.result is not None and window.model.result.winner == 1
    assert steps == [0, 1, 1, 1, 2, 2, 2]
    assert not lesson.active and not lesson.banner.isVisible()

    # The end: the choices again, along the top (the winning line stays in sight).
    first = window.findChild(FirstStart)
    assert first is not None and first.card is not None and first.card.isVisible()
    assert first.card.title.text() == "You know Pop Out — play the computer?"
    assert first.card.lesson_button.text() == "&Once more"
    assert first.card.geometry().top() < window.board.height() // 4
    assert not window.result_flow.shown  # its Rematch means nothing after a lesson
    QTest.mouseClick(first.card.computer_button, Qt.MouseButton.LeftButton)
    assert [p.kind for p in window.session.players] == ["human", "computer"]
    assert window.model.game.ply == 0


def test_esc_leaves_the_lesson_for_a_normal_window(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    window.board.setFocus()
    with qtbot.waitSignal(lesson.left):
        QTest.keyClick(window.board, Qt.Key.Key_Escape)
    assert not lesson.active and not lesson.banner.isVisible()
    assert window.model.game.ply == 0 and window.model.rules == Rules()
    assert all(isinstance(window.match.seat(p), HumanSeat) for p in (1, 2))
    click(qtbot, window, 3)
    click(qtbot, window, 3)  # Yellow is a person again
    assert window.model.game.notation() == "d4 d4"


def test_the_leave_button_leaves_too(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    with qtbot.waitSignal(lesson.left):
        QTest.mouseClick(lesson.banner.leave_button, Qt.MouseButton.LeftButton)
    assert window.model.game.ply == 0 and not lesson.banner.isVisible()


def test_a_new_game_ends_the_lesson(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    with qtbot.waitSignal(lesson.left):
        window.start_game(Rules.preset("five_in_a_row"), window.session.players)
    assert not lesson.active and not lesson.banner.isVisible()
    assert all(isinstance(window.match.seat(p), HumanSeat) for p in (1, 2))
    click(qtbot, window, 1)  # (5-in-a-Row's column 0 is a side column)
    click(qtbot, window, 1)
    assert window.model.game.notation() == "d2 d2"


def test_undo_sets_the_step_again(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 0):
        assert window.undo()
    assert window.model.game.notation() == STEPS[0].moves
    assert lesson.active and lesson.step == 0


def test_closing_during_the_lesson_autosaves_a_new_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    lesson = begin(qtbot, window)
    click(qtbot, window, 0)
    with qtbot.waitSignal(lesson.step_changed, check_params_cb=lambda s: s == 1):
        pass
    window.close()
    saved = load(tmp_path / "autosave.popout")
    assert saved.game.ply == 0 and saved.game.rules == Rules()
    assert [p.kind for p in saved.players] == ["human", "human"]


def test_the_lesson_is_not_counted_in_the_statistics(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    for step in range(3):
        with qtbot.waitSignal(lesson.finished if step == 2 else lesson.step_changed):
            right = (Move.drop(3), Move.pop(2), Move.pop(3))[step]
            click(qtbot, window, right.column, pop=right.kind == "pop")
    assert window.settings is not None
    assert window.settings.statistics() == {}


def test_a_language_change_says_the_guidance_again(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    click(qtbot, window, 3, pop=True)  # wrong in step 1
    with qtbot.waitSignal(lesson.step_changed):
        pass
    explained = lesson.banner.text.text()
    assert explained.startswith("That was a pop")
    lesson.banner.text.setText("")
    QCoreApplication.sendEvent(window.board, QEvent(QEvent.Type.LanguageChange))
    qtbot.waitUntil(lambda: lesson.banner.text.text() == explained)


def test_once_more_begins_the_lesson_again(qtbot: QtBot, window: MainWindow) -> None:
    lesson = begin(qtbot, window)
    for step in range(3):
        right = (Move.drop(3), Move.pop(2), Move.pop(3))[step]
        with qtbot.waitSignal(lesson.finished if step == 2 else lesson.step_changed):
            click(qtbot, window, right.column, pop=right.kind == "pop")
    first = window.findChild(FirstStart)
    assert first is not None and first.card is not None
    old_banner = lesson.banner
    QTest.mouseClick(first.card.lesson_button, Qt.MouseButton.LeftButton)
    again = first.lesson
    assert again is not None and again is not lesson and again.active and again.step == 0
    assert window.model.game.notation() == STEPS[0].moves
    qtbot.waitUntil(lambda: old_banner not in window.board.findChildren(LessonBanner))
    assert window.board.findChildren(LessonBanner) == [again.banner]
