"""The game review in the main window: a real review through its own worker, its progress,
the marks in the move list and on the graph, the commentary on the review board, cancelling,
clearing, every table, the result card's Review button and the graph's export."""

from __future__ import annotations

import os
import random
import stat
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from popout_desktop.engine.review import Mark
from popout_desktop.engine.tasks import WorkerTask
from popout_desktop.game.seats import HumanSeat
from popout_desktop.rules import Game, Move, Phase, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame
from popout_desktop.ui.review.game_review import GameReview
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import not_none, now
from tests.ui.full_disk import full_disk, no_permission
from tests.ui.review import review_tasks

#: Pop Out, 7x6: Red could win with d4 at move 7 and plays d1 instead (Yellow then wins at
#: once: a proved win thrown away, a blunder); the first move, d4, is a best move.
BLUNDER_GAME = "d4 d3 d4 d3 d4 d3 d1"
#: A seconds' fraction per move: the tests review quickly, the marks that matter are proved.
QUICK = 0.1


def make_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.resize(1000, 820)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = make_window(qtbot)
    controller(window).time_limit = QUICK
    yield window
    controller(window).shutdown()


def controller(window: MainWindow) -> GameReview:
    review = window.game_review
    assert isinstance(review, GameReview)
    return review


def load(window: MainWindow, notation: str, rules: Rules | None = None) -> None:
    game = Game.from_notation(notation, rules or Rules())
    window.session.load_saved(SavedGame(game=game, players=(PlayerInfo(""), PlayerInfo(""))))
    for player in (1, 2):
        window.match.set_seat(player, HumanSeat(""))


def review_all(qtbot: QtBot, window: MainWindow) -> GameReview:
    review = controller(window)
    with qtbot.waitSignal(review.finished, timeout=120_000):
        review.review_action.trigger()
    return review


def test_a_review_runs_in_its_worker_with_progress_and_marks_every_move(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, BLUNDER_GAME)
    review = controller(window)
    assert review.review_action.isEnabled()
    assert review.review_action in window.move_menu.actions()
    progress: list[tuple[int, int]] = []
    review.progressed.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(review.finished, timeout=120_000):
        review.review_action.trigger()
        # at once: the review page, the panel, the first move asked for, the board alive
        assert window.reviewing and window.stack.currentIndex() == 1
        assert review.panel.isVisible()
        assert review.running and review.engine.busy
        assert review.status_text() == "Reviewing move 1 of 7…"
        assert review.panel.progress.isVisible()
        assert review.panel.cancel_button.isVisible()
        assert not review.review_action.isEnabled()
    assert progress == [(done, 7) for done in range(1, 8)]
    assert review.status_text() == "Review complete."
    assert not review.panel.progress.isVisible()
    reviews = review.reviews()
    assert [r.ply for r in reviews] == list(range(7))
    assert reviews[0].mark is Mark.BEST
    assert reviews[6].mark is Mark.BLUNDER and reviews[6].best == Move.drop(3)
    # the move list: a symbol per move (none for the start), with its words and tooltip
    marks = window.move_list.row_marks()
    assert marks[0] == "" and marks[1] == "★" and marks[7] == "??"
    item = window.move_list.item(7)
    assert item.toolTip() == "Move 7 (Red), d1: blunder — best was d4"
    assert item.data(Qt.ItemDataRole.AccessibleTextRole) == "7. Red d1, blunder"
    assert window.move_list.row_texts()[7] == "7. Red d1"  # the text itself unchanged
    # the graph: the start and the position after each move
    assert [ply for ply, _, _ in review.graph.points()] == list(range(8))
    assert review.graph.points()[7][1:] == (-1.0, True)  # Yellow wins at once: proved
    # the summary per player
    red, _yellow = (label.text() for label in review.panel.summary_labels)
    assert red.startswith("Red: ") and "1 blunder" in red and "accuracy" in red
    assert review.export_action.isEnabled() and review.next_action.isEnabled()


def test_a_mark_shows_the_position_before_the_move_with_the_best_move(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, BLUNDER_GAME)
    review = review_all(qtbot, window)
    move_list = window.move_list
    move_list.setFocus()
    # a click on the blunder's row: the position before it, the row kept current
    rect = move_list.visualItemRect(move_list.item(7))
    QTest.mouseClick(move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.review_page.ply == 6
    assert move_list.currentRow() == 7
    assert window.review_model.game.moves == window.model.game.moves[:6]
    assert window.review_board.hint == Move.drop(3)  # the better move on the board
    marker = window.review_page.marker
    assert marker.commentary is not None and marker.commentary.played == Move.drop(0)
    assert marker.commentary.symbol == "??"
    assert marker.target() == window.review_board.cell_center(0, 0)  # where d1 landed
    banner = "Move 7: Red played d1 (blunder); best was d4."
    assert window.review_page.label.text() == banner
    assert window.status_text() == banner
    assert review.graph.current == 6
    # a best move: no hint, its own words
    QTest.mouseClick(
        move_list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=move_list.visualItemRect(move_list.item(1)).center(),
    )
    assert window.review_page.ply == 0
    assert now(lambda: window.review_board.hint) is None
    assert window.review_page.label.text() == "Move 1: Red played d4, a best move."
    # the keys of the list step through the moves
    QTest.keyClick(move_list, Qt.Key.Key_Down)
    assert window.review_page.ply == 1 and move_list.currentRow() == 2
    # a click on the graph's point after move 7 shows move 7 again
    point = review.graph.point_position(7)
    assert point is not None
    QTest.mouseClick(review.graph, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert window.review_page.ply == 6 and move_list.currentRow() == 7
    QTest.keyClick(review.graph, Qt.Key.Key_Home)
    assert window.review_page.ply == 0
    # Next and Previous Mistake go through the inaccuracies, mistakes and blunders
    mistakes = review.mistakes()
    assert 6 in mistakes and 0 not in mistakes
    review.next_action.trigger()
    assert window.review_page.ply == mistakes[0]
    review.panel.next_button.click()
    assert window.review_page.ply == (mistakes[1] if len(mistakes) > 1 else mistakes[0])
    window.review(6)
    review.next_action.trigger()  # none after the last
    assert window.review_page.ply == 6
    assert review.status_text().startswith("No other inaccuracy, mistake or blunder.")
    review.previous_action.trigger()
    assert window.review_page.ply == (mistakes[-2] if len(mistakes) > 1 else 6)


def test_cancel_stops_at_once_and_keeps_the_moves_reviewed(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, "d4 d3 d4 d3 d5 d5 d6 d2 d3 d2 d6 d6 d1 d7 p4 d4")
    review = controller(window)
    review.time_limit = 0.3
    review.review_action.trigger()
    qtbot.waitUntil(lambda: len(review.reviews()) >= 2, timeout=60_000)
    with qtbot.waitSignal(review.stopped):
        review.panel.cancel_button.click()
    done = len(review.reviews())
    assert 2 <= done < 16
    assert not review.running and not review.engine.running  # the worker is gone
    assert review.status_text() == (
        f"Review cancelled: {done} of 16 moves reviewed. Resume reviews the rest."
    )
    assert sum(1 for mark in window.move_list.row_marks() if mark) == done  # partial stays
    assert len(review.graph.points()) == done + 1
    assert review.panel.resume_button.isVisible() and not review.panel.cancel_button.isVisible()
    # a move not reviewed: what was played, no advice
    review.show_move(done)
    played = window.model.game.moves[done]
    mover = "Red" if done % 2 == 0 else "Yellow"
    assert window.review_page.label.text() == (
        f"Move {done + 1}: {mover} played {played} (not reviewed yet)."
    )
    assert window.review_board.hint is None
    marker = window.review_page.marker.commentary
    assert marker is not None and marker.played == played and marker.symbol == ""
    # resume: only the moves left are reviewed
    review.time_limit = QUICK
    progress: list[int] = []
    review.progressed.connect(lambda d, _t: progress.append(d))
    with qtbot.waitSignal(review.finished, timeout=120_000):
        review.panel.resume_button.click()
    assert progress == list(range(done + 1, 17))


def test_a_new_game_a_loaded_game_or_an_undo_clears_the_review(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, BLUNDER_GAME)
    review = review_all(qtbot, window)
    with qtbot.waitSignal(review.cleared):
        window.model.undo()
    assert not any(window.move_list.row_marks())
    assert review.graph.points() == [] and review.total == 0
    assert not review.panel.isVisible()
    window.back_to_game()
    assert window.status_text().startswith("The game review was cleared: the game changed.")
    assert not review.export_action.isEnabled()
    # loading a game clears a finished review
    load(window, "d4 d3")
    review = review_all(qtbot, window)
    with qtbot.waitSignal(review.cleared):
        load(window, "d1 d2")
    assert not any(window.move_list.row_marks()) and review.total == 0
    # a review running is stopped by a new game
    load(window, BLUNDER_GAME)
    review.time_limit = 0.5
    review.review_action.trigger()
    assert review.running
    with qtbot.waitSignal(review.cleared):
        window.start_game(Rules(), (PlayerInfo(""), PlayerInfo("")))
    assert not now(lambda: review.running) and not review.engine.running
    assert not any(window.move_list.row_marks())
    assert not review.review_action.isEnabled()  # no move yet


def test_a_mid_game_review_keeps_its_marks_as_the_game_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, "d4 d3")
    review = review_all(qtbot, window)
    window.back_to_game()
    assert window.model.play(Move.drop(4))
    assert window.move_list.row_marks()[:3] == ["", *window.move_list.row_marks()[1:3]]
    assert all(window.move_list.row_marks()[1:3])
    with qtbot.waitSignal(review.finished, timeout=60_000):
        review.review_action.trigger()  # only the new move
    assert len(review.reviews()) == 3


def random_game(rules: Rules, moves: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(rules)
    while game.ply < moves and not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize(
    "rules",
    [Rules.preset("pop_ten"), Rules.preset("power_up"), Rules.preset("five_in_a_row")],
    ids=["pop_ten", "power_up", "five_in_a_row"],
)
def test_every_table_is_reviewed(qtbot: QtBot, window: MainWindow, rules: Rules) -> None:
    # Pop 10: past its setup (the board filled), into the phase of pops
    game = random_game(rules, rules.columns * rules.rows + 4 if rules.pop_ten else 8, seed=17)
    if rules.pop_ten:
        assert game.phase is not Phase.SETUP
    load(window, game.notation(), rules)
    review = review_all(qtbot, window)
    reviews = review.reviews()
    assert [r.ply for r in reviews] == list(range(game.ply))
    assert [r.move for r in reviews] == game.moves
    marks = window.move_list.row_marks()
    for r in reviews:  # the engine's marks, None shown as unmarked
        assert (marks[r.ply + 1] == "") == (r.mark is None)
    assert len(review.graph.points()) == game.ply + 1
    unmarked = [r for r in reviews if r.mark is None and r.best != r.move]
    if rules.pop_ten:
        assert unmarked  # the filling of the board: estimates too shallow to compare
    for r in unmarked:  # no advice where the values mean nothing
        review.show_move(r.ply)
        assert window.review_board.hint is None
        assert window.review_page.label.text().endswith(
            "(not marked: a forced move or only estimates)."
        )
    review.show_move(game.ply - 1)
    assert window.review_page.label.text().startswith(f"Move {game.ply}: ")


def test_the_result_cards_review_button_starts_the_review(qtbot: QtBot, window: MainWindow) -> None:
    load(window, "d4 d3 d4 d3 d4 d3")
    card = window.result_flow.card
    with qtbot.waitSignal(window.model.game_over):
        window.model.play(Move.drop(3))
    qtbot.waitUntil(card.isVisible)
    review = controller(window)
    with qtbot.waitSignal(review.finished, timeout=120_000):
        card.review_button.click()
        assert window.reviewing and window.review_page.ply == 0
        assert review.panel.isVisible()
    assert len(review.reviews()) == 7
    assert window.move_list.row_marks()[7] == "★"  # the winning move


def test_the_graph_is_exported_as_png_or_svg_and_a_failure_is_a_message(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load(window, BLUNDER_GAME)
    review = review_all(qtbot, window)
    png = tmp_path / "review.png"
    assert review.export_graph_to(png, QSize(900, 300))
    assert QImage(str(png)).size() == QSize(900, 300)
    svg = tmp_path / "review.svg"
    assert review.export_graph_to(svg)
    root = ElementTree.parse(svg).getroot()
    assert root.tag.endswith("svg")
    assert "Game review: Red against Yellow, 7 moves" in "".join(root.itertext())
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    assert not review.export_graph_to(tmp_path / "no" / "such" / "review.png")
    assert not review.export_graph_to(tmp_path / "review.gif")
    assert len(shown) == 2 and "could not be written" in shown[0] and ".svg" in shown[1]
    # the dialog's choice: a name without an ending takes the filter's
    monkeypatch.setattr(
        "popout_desktop.ui.review.graph_export.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(tmp_path / "chosen"), "SVG pictures (*.svg)"),
    )
    review.export_action.trigger()
    assert (tmp_path / "chosen.svg").stat().st_size > 0


def test_a_failed_graph_export_keeps_the_old_file_leaves_none_and_says_why(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 31 point 6: the graph was written in place, so a full disk truncated the file it
    wrote over (the old one lost) and left a 0-byte file where there was none, and the message
    gave the system's bare words. Now it is written as Export Position as PNG is: a temporary
    file renamed over it once whole, and the cause said in the player's words."""
    load(window, BLUNDER_GAME)
    review = review_all(qtbot, window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    old_png, old_svg = tmp_path / "old.png", tmp_path / "old.svg"
    assert review.export_graph_to(old_png) and review.export_graph_to(old_svg)
    before = {old_png: old_png.read_bytes(), old_svg: old_svg.read_bytes()}
    with monkeypatch.context() as patch:
        full_disk(patch)
        assert not review.export_graph_to(old_png)
        assert not review.export_graph_to(old_svg)
        assert not review.export_graph_to(tmp_path / "new.png")
        assert not review.export_graph_to(tmp_path / "new.svg")
    with monkeypatch.context() as patch:
        no_permission(patch)
        assert not review.export_graph_to(old_png)
        assert not review.export_graph_to(tmp_path / "new.svg")
    assert {path: path.read_bytes() for path in before} == before  # the old files, whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.png", "old.svg"]  # no empty, no temp
    assert len(shown) == 6, shown
    assert all("the disk is full" in text for text in shown[:4]), shown
    assert all("permission denied: choose a folder you may write in" in t for t in shown[4:])
    assert str(old_png) in shown[0] and str(old_svg) in shown[1]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_an_exported_graph_gets_the_permissions_of_any_new_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """A picture to share, not the private 0o600 of a temporary file."""
    load(window, "d4 d3")
    old = os.umask(0o022)
    try:
        assert controller(window).export_graph_to(tmp_path / "graph.png")
        assert controller(window).export_graph_to(tmp_path / "graph.svg")
    finally:
        os.umask(old)
    for name in ("graph.png", "graph.svg"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o644, name


def test_the_texts_follow_the_language_and_the_theme(qtbot: QtBot, window: MainWindow) -> None:
    load(window, "d4 d3")
    review = review_all(qtbot, window)
    review.review_action.setText("stale")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert review.review_action.text() == "Re&view Game"
    window.set_theme("dark")
    assert review.graph._theme.key == "dark"
    window.set_theme("classic")
    assert review.graph._theme.key == "classic"


def test_a_game_from_a_set_up_position_is_reviewed_from_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    from popout_desktop.rules.setup import setup_of

    start = setup_of(Game.from_notation("d4 d3 d4 d3", Rules()))
    game = Game.from_setup(start)
    for move in ("d4", "d3", "d1"):  # Red then misses d4, a column of four
        game.play(Move.parse(move))
    window.session.load_saved(SavedGame(game=game, players=(PlayerInfo(""), PlayerInfo(""))))
    for player in (1, 2):
        window.match.set_seat(player, HumanSeat(""))
    assert window.model.game.start == start
    review = review_all(qtbot, window)
    reviews = review.reviews()
    assert [str(r.move) for r in reviews] == ["d4", "d3", "d1"]
    assert reviews[2].mark is Mark.BLUNDER and reviews[2].best == Move.drop(3)
    review.show_move(2)
    shown = window.review_model.game
    assert shown.start == start and shown.ply == 2
    assert [shown.cell(3, row) for row in range(4)] == [1, 1, 1, 0]  # column 4: three of Red
    assert window.review_board.hint == Move.drop(3)


def test_on_a_small_window_the_banner_never_hides_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(800, 600)
    load(window, BLUNDER_GAME)
    review = review_all(qtbot, window)
    page = window.review_page
    board = window.review_board
    assert review.panel.geometry().top() >= board.geometry().bottom()
    face_top = board.y() + board.board_layout.board_rect.top()
    assert face_top >= page.banner.geometry().bottom()
    assert board.height() >= 150
    window.resize(1000, 900)  # room enough: the banner lies over the board's top edge again
    qtbot.waitUntil(lambda: board.y() == 0)
    assert board.y() + board.board_layout.board_rect.top() >= page.banner.geometry().bottom()


@pytest.mark.parametrize(
    ("task", "done", "why"),
    [
        (review_tasks.GARBAGE_AFTER_TWO, 2, "The review stopped: a review's fields are wrong"),
        (review_tasks.ANOTHER_MOVE, 0, "The review stopped: the answer is about another move"),
        (review_tasks.CRASH, 0, "The review stopped: RuntimeError: the engine tripped"),
    ],
    ids=["garbage_after_two", "another_move", "crash"],
)
def test_a_bad_answer_stops_the_review_with_a_message_and_keeps_the_rest(
    qtbot: QtBot, window: MainWindow, task: WorkerTask, done: int, why: str
) -> None:
    load(window, BLUNDER_GAME)
    review = controller(window)
    review.task = task
    with qtbot.waitSignal(review.stopped, timeout=60_000):
        review.review_action.trigger()
    assert review.status_text().startswith(why)
    assert len(review.reviews()) == done
    assert sum(1 for mark in window.move_list.row_marks() if mark) == done
    assert not review.running and review.review_action.isEnabled()
    assert review.panel.resume_button.isVisible()


def test_an_answer_never_takes_the_board_from_another_mode(
    qtbot: QtBot, window: MainWindow
) -> None:
    load(window, BLUNDER_GAME)
    review = controller(window)
    review.time_limit = 0.3
    review.review_action.trigger()
    assert window.review_page.ply == 0
    other = not_none(window.stack.widget(0))
    window.stack.setCurrentWidget(other)  # as the position editor's page would, say
    with qtbot.waitSignal(review.progressed, timeout=60_000):
        pass
    assert window.stack.currentWidget() is other
    label = window.review_page.label.text()
    assert label.startswith("Move 1: Red played d4") and "not reviewed" not in label  # said
    review.cancel()


def test_renamed_players_are_named_anew(qtbot: QtBot, window: MainWindow) -> None:
    load(window, "d4 d3")
    review = review_all(qtbot, window)
    window.session.set_players((PlayerInfo("Ann"), PlayerInfo("Bob")))
    assert review.panel.summary_labels[0].text().startswith("Ann: ")
    assert window.move_list.item(2).toolTip().startswith("Move 2 (Bob), d3: ")
    assert review.graph.tip(2).startswith("Move 2 (Bob), d3: ")


def test_the_move_lists_context_menu_offers_the_review(qtbot: QtBot) -> None:
    """ "From the move list at any time": its context menu holds Review Game and the steps
    through the mistakes, the same commands as the Move menu's."""
    from PySide6.QtCore import Qt

    from popout_desktop.ui.window.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    move_list = window.move_list
    assert move_list.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    review = window.game_review
    assert move_list.actions() == [review.review_action, review.next_action, review.previous_action]


def test_a_move_whose_position_after_it_the_next_review_proves_takes_that_value(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue 31: no estimate between proofs. Move 1 came back estimated (and a mistake beside a
    proved best); move 2's review proves the position after move 1 (Yellow loses in 6): move 1
    is then a proved win, a slower one than the best, so good, on the graph and in the list."""
    load(window, "d4 d1")
    review = controller(window)
    review.task = review_tasks.PROVED_BY_THE_NEXT
    review_all(qtbot, window)
    first = review.reviews()[0]
    assert first.standing_exact and first.mark is Mark.GOOD
    assert review.graph.points()[1][2] is True and review.graph.points()[1][1] > 0.9
    assert window.move_list.row_marks()[1] == "✓"
    red, _yellow = (label.text() for label in review.panel.summary_labels)
    assert "0 mistakes" in red and "accuracy 100%" in red


def test_a_game_ending_before_the_review_is_made_makes_it_and_starts_its_worker(
    qtbot: QtBot,
) -> None:
    """The game's window makes its review with review mode's page, after its first frame, or
    by its first use (issue 33 point 4); a game that ends before then makes it, and the
    review's worker starts at once, as with a review made with the window."""
    window = MainWindow(lazy=True)
    qtbot.addWidget(window)
    window.set_speed("off")
    assert vars(window)["_game_review"] is None
    commands = window.review_commands
    assert not commands.review_action.isEnabled()
    window.model.play(Move.drop(3))
    assert commands.review_action.isEnabled()  # the window enables it while there is no review
    assert vars(window)["_game_review"] is None
    for column in (4, 3, 4, 3, 4, 3):
        window.model.play(Move.drop(column))
    assert window.model.result is not None
    review = vars(window)["_game_review"]
    assert isinstance(review, GameReview)
    try:
        assert review.engine.running
        assert not review.next_action.isEnabled() and not review.export_action.isEnabled()
    finally:
        review.shutdown()
