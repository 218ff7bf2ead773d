"""The move list keeps up with long games by touching only the rows that changed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.window.move_list import MoveList
from tests.narrowing import now

CYCLE = ("d1", "d2", "p1", "p2")


def long_game(plies: int) -> Game:
    game = Game()
    for text in ("d4", "d4"):
        game.play(Move.parse(text))
    for index in range(plies - 2):
        game.play(Move.parse(CYCLE[index % 4]))
    return game


def test_a_move_adds_one_row_and_leaves_the_others_alone(qtbot: QtBot) -> None:
    model = GameModel()
    moves = MoveList(model)
    qtbot.addWidget(moves)
    model.load(long_game(2002))
    assert moves.count() == 2003
    before = [moves.item(row) for row in range(moves.count())]
    texts = moves.row_texts()
    assert model.play(Move.parse(CYCLE[2000 % 4]))
    assert moves.count() == 2004
    assert [moves.item(row) for row in range(2003)] == before  # the same items, untouched
    assert moves.row_texts()[:2003] == texts
    assert moves.row_texts()[-1] == "2003. Red d1"
    assert moves.currentRow() == 2003


def test_undo_greys_the_row_and_redo_restores_it(qtbot: QtBot) -> None:
    model = GameModel()
    moves = MoveList(model)
    qtbot.addWidget(moves)
    model.load(long_game(10))
    model.undo()
    last = moves.item(10)
    assert last.toolTip()  # taken back
    assert moves.currentRow() == 9
    model.redo()
    assert moves.item(10) is last and not last.toolTip()
    model.undo()
    model.play(Move.parse("d7"))  # a new move replaces the one taken back
    assert moves.count() == 11 and moves.row_texts()[-1] == "10. Yellow d7"
    assert not moves.item(10).toolTip()


def test_a_new_game_and_a_theme_rewrite_the_rows(qtbot: QtBot) -> None:
    model = GameModel()
    moves = MoveList(model)
    qtbot.addWidget(moves)
    model.load(long_game(6))
    moves.set_theme(theme("contrast"))
    assert moves.row_texts() == [
        "Start",
        *(
            f"{i + 1}. {theme('contrast').colour_name(1 + i % 2)} {m}"
            for i, m in enumerate(model.game.moves)
        ),
    ]
    model.new_game()
    assert moves.row_texts() == ["Start"]


def reviewing_list(qtbot: QtBot, notation: str) -> tuple[GameModel, MoveList, list[int]]:
    """A move list of a played game, wired as the main window does: a review request shows
    that position (the game's own: review ends), and the list marks it."""
    model = GameModel()
    model.load(Game.from_notation(notation))
    moves = MoveList(model)
    qtbot.addWidget(moves)
    requested: list[int] = []

    def review(ply: int) -> None:
        requested.append(ply)
        moves.set_shown_ply(None if ply >= model.game.ply else ply)

    moves.review_requested.connect(review)
    moves.show()
    moves.setFocus()
    return model, moves, requested


def test_the_keys_move_the_review_position(qtbot: QtBot) -> None:
    _, moves, requested = reviewing_list(qtbot, "d4 d4 d3 d5 d1 d2")
    assert moves.currentRow() == 6
    QTest.keyClick(moves, Qt.Key.Key_Up)
    assert requested == [5]
    QTest.keyClick(moves, Qt.Key.Key_Up)
    assert requested == [5, 4]
    QTest.keyClick(moves, Qt.Key.Key_Down)
    assert requested == [5, 4, 5]
    QTest.keyClick(moves, Qt.Key.Key_Home)
    assert requested == [5, 4, 5, 0]
    assert moves.currentRow() == 0
    QTest.keyClick(moves, Qt.Key.Key_Up)  # already at the start: nothing more
    assert requested == [5, 4, 5, 0]
    QTest.keyClick(moves, Qt.Key.Key_End)
    assert requested == [5, 4, 5, 0, 6]
    assert moves.currentRow() == 6
    QTest.keyClick(moves, Qt.Key.Key_Down)
    assert requested == [5, 4, 5, 0, 6]
    QTest.keyClick(moves, Qt.Key.Key_PageUp)
    assert requested[-1] == moves.currentRow() < 6
    QTest.keyClick(moves, Qt.Key.Key_PageDown)
    assert requested[-1] == moves.currentRow() == 6


def test_the_keys_stop_at_the_last_move_played(qtbot: QtBot) -> None:
    model, moves, requested = reviewing_list(qtbot, "d4 d4 d3 d5 d1 d2")
    model.undo()
    model.undo()  # two rows to redo, greyed
    assert moves.count() == 7 and moves.currentRow() == 4
    QTest.keyClick(moves, Qt.Key.Key_Down)
    QTest.keyClick(moves, Qt.Key.Key_End)
    assert requested == []
    assert moves.currentRow() == 4
    QTest.keyClick(moves, Qt.Key.Key_Up)
    QTest.keyClick(moves, Qt.Key.Key_End)
    assert requested == [3, 4]


def test_a_click_requests_once(qtbot: QtBot) -> None:
    _, moves, requested = reviewing_list(qtbot, "d4 d4 d3 d5 d1 d2")
    item = moves.item(2)
    centre = moves.visualItemRect(item).center()
    QTest.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert requested == [2]
    moves.itemActivated.emit(item)  # a style that activates on a single click
    assert requested == [2]
    QTest.keyClick(moves, Qt.Key.Key_Return)  # Enter on the row shown: nothing new
    assert requested == [2]
    QTest.keyClick(moves, Qt.Key.Key_Down)
    assert requested == [2, 3]


def test_a_reviews_marks_show_per_move_and_rows_then_pick_moves(qtbot: QtBot) -> None:
    from PySide6.QtGui import QColor

    from popout_desktop.ui.window.move_list import RowMark

    model = GameModel()
    moves = MoveList(model)
    qtbot.addWidget(moves)
    moves.show()
    model.load(Game.from_notation("d4 d3 d4 d3"))
    asked: list[int] = []
    moves.review_requested.connect(asked.append)
    blunder = RowMark("??", QColor("#b71c1c"), "blunder", "Move 2 (Yellow), d3: blunder")
    moves.set_marks({1: blunder})
    assert moves.picks_moves
    assert moves.row_marks() == ["", "", "??", "", ""]
    assert moves.item(2).toolTip() == "Move 2 (Yellow), d3: blunder"
    assert moves.item(2).data(Qt.ItemDataRole.AccessibleTextRole) == "2. Yellow d3, blunder"
    assert moves.row_texts()[2] == "2. Yellow d3"
    # a row asks for the position before its move; that move's row is the current one
    QTest.mouseClick(
        moves.viewport(),
        Qt.MouseButton.LeftButton,
        pos=moves.visualItemRect(moves.item(2)).center(),
    )
    assert asked == [1]
    moves.set_shown_ply(1)
    assert moves.currentRow() == 2
    QTest.keyClick(moves, Qt.Key.Key_Up)
    assert asked == [1, 0]
    moves.set_shown_ply(0)  # as the window does
    assert moves.currentRow() == 1
    QTest.keyClick(moves, Qt.Key.Key_Up)  # the start row stands for the first move: shown
    assert asked == [1, 0]
    assert moves.currentRow() == 1
    # one more mark touches only its row
    items = [moves.item(row) for row in range(moves.count())]
    moves.set_mark(3, RowMark("★", QColor("#1b6e20"), "best", "Move 4 (Yellow), d3: best"))
    assert moves.row_marks() == ["", "", "??", "", "★"]
    assert [moves.item(row) for row in range(moves.count())] == items
    # no review: rows pick positions again, no mark left
    moves.set_marks(None)
    moves.set_shown_ply(None)
    assert not now(lambda: moves.picks_moves) and not any(moves.row_marks())
    QTest.mouseClick(
        moves.viewport(),
        Qt.MouseButton.LeftButton,
        pos=moves.visualItemRect(moves.item(2)).center(),
    )
    assert asked == [1, 0, 2]


def test_the_marks_delegate_comes_with_the_first_marks_and_paints_them(qtbot: QtBot) -> None:
    """Until a review's marks the list's own delegate paints its rows, with no Python (the first
    frame makes no style option's Python type, issue 33 point 4); the marks are painted."""
    from PySide6.QtGui import QColor

    from popout_desktop.ui.window.move_list import RowMark, _MarkDelegate

    model = GameModel()
    moves = MoveList(model)
    qtbot.addWidget(moves)
    moves.resize(240, 200)
    moves.show()
    model.load(Game.from_notation("d4 d3 d4 d3"))
    own = moves.itemDelegate()
    assert not isinstance(own, _MarkDelegate)
    plain = moves.grab().toImage()
    mark = RowMark("??", QColor("#ff00ff"), "blunder", "Move 2 (Yellow), d3: blunder")
    moves.set_mark(1, mark)
    assert isinstance(moves.itemDelegate(), _MarkDelegate)
    marked = moves.grab().toImage()
    assert marked != plain

    magenta = [
        (x, y)
        for x in range(marked.width())
        for y in range(marked.height())
        if (c := marked.pixelColor(x, y)).red() > 180 and c.blue() > 180 and c.green() < 90
    ]
    assert magenta  # the mark's symbol, in its colour
    moves.set_marks(None)  # no review: the marks go, the delegate paints rows as before
    qtbot.waitUntil(lambda: moves.grab().toImage() == plain)
