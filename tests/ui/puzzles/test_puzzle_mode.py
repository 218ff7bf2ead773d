"""Puzzle mode in the main window: the command, solving through the board, wrong tries, hints
that step up, the chooser's filters, progress kept in the settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.puzzles.proof import move_distances
from popout_desktop.puzzles.puzzle import Puzzle, PuzzleFileError, shipped_puzzles
from popout_desktop.rules import Move
from popout_desktop.settings.store import Settings
from popout_desktop.ui.puzzles import mode as puzzle_mode
from popout_desktop.ui.puzzles.mode import PROGRESS_KEY, Puzzles
from popout_desktop.ui.puzzles.page import PuzzlePage
from popout_desktop.ui.puzzles.play import Phase
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import now

SHIPPED = shipped_puzzles()


def make_window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)
    return window


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    return make_window(qtbot, settings)


def puzzles_of(window: MainWindow) -> Puzzles:
    controller = getattr(window, "puzzles")  # noqa: B009 - made at first use
    assert isinstance(controller, Puzzles)
    return controller


def open_puzzle(window: MainWindow, puzzle: Puzzle) -> PuzzlePage:
    controller = puzzles_of(window)
    controller.action.trigger()
    assert controller.active
    page = controller.page
    page.choose(controller.puzzles.index(puzzle))
    return page


def first(predicate: object) -> Puzzle:
    assert callable(predicate)
    return next(p for p in SHIPPED if predicate(p))


def click_move(qtbot: QtBot, page: PuzzlePage, move: Move) -> None:
    """Play ``move`` through the board's real input: a click on the column, or on its pop
    handle."""
    board = page.board
    qtbot.waitUntil(lambda: board.interactive and not board.animating)
    if move.is_pop:
        point = board.pop_handle_rect(move.column).center().toPoint()
    else:
        point = board.cell_center(move.column, page.model.rules.rows - 1).toPoint()
    with qtbot.waitSignal(page.model.move_played):
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=point)


def wait_settled(qtbot: QtBot, page: PuzzlePage) -> None:
    qtbot.waitUntil(
        lambda: (
            page.play.phase in (Phase.SOLVING, Phase.SOLVED, Phase.FAILED)
            and not page.board.animating
        ),
        timeout=60_000,
    )


def test_the_command_opens_the_page_and_back_returns_to_the_waiting_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = puzzles_of(window)
    assert controller.action in window.game_menu.actions()
    assert controller.action.text() == "Pu&zzles…"
    window.model.play(Move.drop(3))
    controller.action.trigger()
    assert window.stack.currentWidget() is controller.page
    assert window.match.paused
    assert not window.undo_action.isEnabled()
    # the live game's turn indicator and side panel speak of the game that waits: hidden
    assert window.turn_indicator.isHidden() and window.move_list.isHidden() is False
    assert not window.move_list.isVisible()
    page = controller.page
    assert page.play.puzzle is not None  # the first unsolved puzzle is set up at once
    assert page.task_label.text().endswith(f"to play and win in {page.play.puzzle.length}") or (
        "with a pop" in page.task_label.text()
    )
    assert page.task_label.textFormat() == Qt.TextFormat.PlainText
    page.back_button.click()
    assert not controller.active
    assert window.stack.currentIndex() == 0
    assert not now(lambda: window.match.paused)
    assert window.undo_action.isEnabled()
    assert window.turn_indicator.isVisible() and window.move_list.isVisible()
    assert window.model.game.notation() == "d4"  # the live game is as it was


def test_a_puzzle_is_solved_through_the_board_with_the_computer_defending(
    qtbot: QtBot, window: MainWindow, settings: Settings
) -> None:
    puzzle = first(lambda p: p.length == 3)
    page = open_puzzle(window, puzzle)
    play = page.play
    assert page.task_label.text().startswith("Red to play and win in 3") or (
        puzzle.to_move == 2 and page.task_label.text().startswith("Yellow")
    )
    click_move(qtbot, page, puzzle.key)
    for _ in range(puzzle.length - 1):
        wait_settled(qtbot, page)
        if play.phase is Phase.SOLVED:
            break
        assert play.phase is Phase.SOLVING, page.verdict_label.text()
        assert page.model.turn == puzzle.to_move  # the defence was played on the board
        assert play.expected is not None
        click_move(qtbot, page, play.expected)
    wait_settled(qtbot, page)
    assert play.phase is Phase.SOLVED
    assert page.model.result is not None and page.model.result.winner == puzzle.to_move
    assert page.verdict_label.text().startswith("Solved!")
    assert f"{puzzle.id}:0:1" in settings.value(PROGRESS_KEY)
    assert page.chooser.list.currentItem().text().startswith("✓")


def wrong_move(puzzle: Puzzle) -> Move:
    """A legal move that does not win in the puzzle's length (nor at once)."""
    game = puzzle.game()
    distances = move_distances(game, puzzle.length)
    return next(m for m, d in distances.items() if d is None and m != puzzle.key)


def test_a_wrong_move_is_told_with_the_defence_and_try_again_resets(
    qtbot: QtBot, window: MainWindow
) -> None:
    puzzle = first(lambda p: p.length == 2)
    page = open_puzzle(window, puzzle)
    start = page.model.game.ply
    click_move(qtbot, page, wrong_move(puzzle))
    wait_settled(qtbot, page)
    assert page.play.phase is Phase.FAILED
    qtbot.waitUntil(lambda: page.model.game.ply == start + 2)  # the refutation is shown
    assert page.verdict_label.text().startswith("That does not win in 2.")
    assert "answers with" in page.verdict_label.text()
    assert not page.board.interactive
    assert page.retry_button.isVisible()
    page.retry_button.click()
    assert page.model.game.ply == start
    assert now(lambda: page.play.phase) is Phase.SOLVING
    assert not page.retry_button.isVisible()


def test_hints_step_up_and_are_counted(
    qtbot: QtBot, window: MainWindow, settings: Settings
) -> None:
    puzzle = first(lambda p: p.length >= 2)
    page = open_puzzle(window, puzzle)
    assert page.highlight.column is None and page.board.hint is None
    page.hint_button.click()
    assert now(lambda: page.highlight.column) == puzzle.key.column
    assert page.highlight.rect_shown() is not None
    assert page.board.hint is None
    assert f"column {puzzle.key.column + 1}" in page.verdict_label.text()
    page.hint_button.click()
    assert now(lambda: page.board.hint) == puzzle.key
    assert not page.hint_button.isEnabled()
    assert not page.play.hint()  # no third step
    assert f"{puzzle.id}:2:0" in settings.value(PROGRESS_KEY)
    click_move(qtbot, page, puzzle.key)
    assert page.highlight.column is None and page.board.hint is None


def test_progress_survives_a_restart_and_a_bad_value_breaks_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "popout.ini"
    solved = SHIPPED[1]
    first_settings = Settings(path)
    first_settings.set_value(PROGRESS_KEY, f"{solved.id}:1:1")
    with pytest.raises(ValueError, match="not a valid value"):  # the game stores no such text
        first_settings.set_value(PROGRESS_KEY, f"{solved.id}:1:1 garbage")
    by_hand = QSettings(str(path), QSettings.Format.IniFormat)
    by_hand.setValue(PROGRESS_KEY, f"{solved.id}:1:1 garbage {'x' * 20}:9:1 ,;[]")
    by_hand.sync()
    del by_hand
    again = Settings(path)
    assert again.problems == [
        "The setting puzzles/progress had entries that could not be read (3 of 4); they were"
        " left out and the others kept."
    ]
    window = make_window(qtbot, again)
    controller = puzzles_of(window)
    assert controller.progress.is_solved(solved.id)
    assert controller.progress.hints_used(solved.id) == 1
    controller.action.trigger()
    texts = [
        controller.page.chooser.list.item(row).text()
        for row in range(controller.page.chooser.list.count())
    ]
    assert texts[1].startswith("✓ 2.")
    assert not texts[0].startswith("✓")
    assert controller.page.index == 0  # the first unsolved one is chosen


def test_the_filters(qtbot: QtBot, window: MainWindow) -> None:
    controller = puzzles_of(window)
    controller.action.trigger()
    chooser = controller.page.chooser
    chooser.key_box.setCurrentIndex(chooser.key_box.findData("pop"))
    shown = chooser.shown()
    assert all(SHIPPED[i].key_is_pop for i in shown)
    assert len(shown) == sum(p.key_is_pop for p in SHIPPED)
    chooser.key_box.setCurrentIndex(0)
    chooser.length_box.setCurrentIndex(chooser.length_box.findData(2))
    assert {SHIPPED[i].length for i in chooser.shown()} == {2}
    assert chooser.list.count() == len(chooser.shown())


def test_a_damaged_puzzle_file_is_said_on_the_page(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    def damaged() -> list[Puzzle]:
        raise PuzzleFileError("puzzle 3 of the file: the key d9 is not legal")

    monkeypatch.setattr(puzzle_mode, "shipped_puzzles", damaged)
    window = make_window(qtbot, settings)
    controller = puzzles_of(window)
    controller.action.trigger()
    assert controller.active
    assert "The puzzles cannot be loaded: puzzle 3" in controller.page.task_label.text()
    assert controller.page.play.puzzle is None
    assert not controller.page.board.interactive


def test_a_new_game_closes_puzzle_mode(qtbot: QtBot, window: MainWindow) -> None:
    controller = puzzles_of(window)
    controller.action.trigger()
    window.model.new_game()
    assert not controller.active
    assert window.stack.currentIndex() == 0
    assert not window.match.paused


def test_the_texts_follow_a_language_change(qtbot: QtBot, window: MainWindow) -> None:
    controller = puzzles_of(window)
    controller.action.setText("stale")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert controller.action.text() == "Pu&zzles…"


def test_the_page_s_mnemonics_are_unique(qtbot: QtBot, window: MainWindow) -> None:
    controller = puzzles_of(window)
    controller.action.trigger()
    page = controller.page
    texts = [
        button.text()
        for button in (page.hint_button, page.retry_button, page.next_button, page.back_button)
    ]
    texts += [label.text() for label in page.chooser._labels]
    texts.append(page.chooser.unsolved_box.text())
    letters = [text[text.index("&") + 1].lower() for text in texts]
    assert len(set(letters)) == len(letters), texts


def test_escape_goes_back_to_the_game(qtbot: QtBot, window: MainWindow) -> None:
    controller = puzzles_of(window)
    controller.action.trigger()
    QTest.keyClick(controller.page.board, Qt.Key.Key_Escape)
    assert not controller.active
    assert window.stack.currentIndex() == 0
