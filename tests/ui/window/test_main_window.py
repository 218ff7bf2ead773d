"""The main window: menus, toolbar, status line, players panel, move list, review, files."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop import __version__
from popout_desktop.engine.core_choice import PYTHON_SLOWDOWN, EngineCores, engine_cores
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat, ScriptedSeat
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import Settings
from popout_desktop.ui.window.dialogs import about_engine
from popout_desktop.ui.window.main_window import MainWindow
from tests.game import worker_tasks
from tests.narrowing import not_none, now
from tests.ui.full_disk import full_disk

FULL_BOARD_DRAW = "d4 d3 d2 d1 d3 d1 d1 d1 d4 d4 d2 d3 d4 d2 d3 d2"  # 4x4, connect 4, no pops


def make_window(qtbot: QtBot, **kwargs: object) -> MainWindow:
    window = MainWindow(**kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    qtbot.waitExposed(window)
    wait_ready(qtbot, window)
    return window


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return make_window(qtbot)


def wait_ready(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the board takes input (the match controller asked a person to move)."""
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)


def texts(actions: list[QAction]) -> list[str]:
    return [action.text() for action in actions if not action.isSeparator()]


def shortcuts(action: QAction) -> list[str]:
    return [key.toString(QKeySequence.SequenceFormat.PortableText) for key in action.shortcuts()]


def click_column(qtbot: QtBot, window: MainWindow, column: int) -> None:
    wait_ready(qtbot, window)
    point = window.board.cell_center(column, 5)
    with qtbot.waitSignal(window.model.move_played):
        QTest.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=point.toPoint())


def play(window: MainWindow, notation: str) -> None:
    for token in notation.split():
        assert window.model.play(Move.parse(token)), token


def test_window_shows_an_empty_pop_out_board(window: MainWindow) -> None:
    assert window.windowTitle() == "Untitled[*] — Pop Out"
    assert not window.windowIcon().isNull()
    assert window.stack.currentWidget() is window.board
    assert window.model.rules == Rules()
    assert window.model.game.ply == 0
    screen = window.screen().availableGeometry()  # offscreen: 800x800
    assert screen.contains(window.frameGeometry())  # it fits the screen (it did not)
    assert window.frameGeometry().width() == screen.width()  # and uses it
    assert window.move_list.row_texts() == ["Start"]


def test_menus_toolbar_and_shortcuts(window: MainWindow) -> None:
    assert texts(window.menuBar().actions()) == [
        "&Game",
        "&Move",
        "&View",
        "&Settings",
        "&Network",
        "&Help",
    ]
    assert texts(window.game_menu.actions()) == [
        "&New Game…",
        "&Restart",
        "&Open…",
        "&Save",
        "Save &As…",
        "&Export Position as PNG…",
        "E&xport Replay…",
        "Export Review &Graph…",
        "Set &Up Position…",
        "&Paste Position Code",
        "&Copy Position Code",
        "Copy Position &Link",
        "Pu&zzles…",
        "S&tatistics…",
        "&Quit",
    ]
    assert texts(window.move_menu.actions()) == [
        "&Undo",
        "&Redo",
        "&Hint",
        "&Analysis Mode",
        "Re&view Game",
        "&Next Mistake",
        "&Previous Mistake",
        "&Back to Game",
    ]
    assert texts(window.settings_menu.actions()) == ["&Table Settings…", "&Preferences…"]
    assert texts(window.help_menu.actions()) == ["&Rules", "&About Pop Out"]
    toolbar = [a.iconText() for a in window.toolbar.actions() if not a.isSeparator()]
    assert toolbar == ["New", "Restart", "Undo", "Redo", "Hint", "Open", "Save", "Table", "Rules"]
    assert shortcuts(window.new_game_action) == ["Ctrl+N"]
    assert shortcuts(window.restart_action) == ["Ctrl+R"]
    assert shortcuts(window.open_action) == ["Ctrl+O"]
    assert shortcuts(window.save_action) == ["Ctrl+S"]
    assert shortcuts(window.save_as_action) == ["Ctrl+Shift+S"]
    assert shortcuts(window.undo_action) == ["Ctrl+Z"]
    assert shortcuts(window.redo_action) == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert shortcuts(window.quit_action) == ["Ctrl+Q"]
    assert shortcuts(window.rules_action) == ["F1"]


def test_undo_and_redo_actions_follow_the_history(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    assert not window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()
    click_column(qtbot, window, 3)
    assert window.undo_action.isEnabled()
    assert not window.redo_action.isEnabled()
    with qtbot.waitSignal(model.move_undone) as undone:
        window.undo_action.trigger()
    assert undone.args[0].move == Move.drop(3)
    assert not window.undo_action.isEnabled()
    assert window.redo_action.isEnabled()
    with qtbot.waitSignal(model.move_played) as replayed:
        window.redo_action.trigger()
    assert replayed.args[0].move == Move.drop(3)


def test_keyboard_shortcuts_undo_and_redo(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    click_column(qtbot, window, 0)
    ctrl = Qt.KeyboardModifier.ControlModifier
    with qtbot.waitSignal(window.model.move_undone):
        QTest.keyClick(window, Qt.Key.Key_Z, ctrl)
    with qtbot.waitSignal(window.model.move_played):
        QTest.keyClick(window, Qt.Key.Key_Y, ctrl)
    with qtbot.waitSignal(window.model.move_undone):
        QTest.keyClick(window, Qt.Key.Key_Z, ctrl)
    with qtbot.waitSignal(window.model.move_played):
        QTest.keyClick(window, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    with qtbot.waitSignal(window.model.position_reset):
        QTest.keyClick(window, Qt.Key.Key_R, ctrl)
    assert window.model.game.ply == 0


def test_status_line_tells_what_happened_and_what_is_legal(
    qtbot: QtBot, window: MainWindow
) -> None:
    model = window.model
    assert window.status_text() == "Red to move."
    click_column(qtbot, window, 3)
    assert window.status_text() == "Red dropped into column 4. — Yellow to move."
    click_column(qtbot, window, 4)
    assert window.status_text() == (
        "Yellow dropped into column 5. — Red to move: drop, or pop column 4."
    )
    wait_ready(qtbot, window)
    with qtbot.waitSignal(model.move_played):
        QTest.mouseClick(
            window.board,
            Qt.MouseButton.RightButton,
            pos=window.board.cell_center(3, 0).toPoint(),
        )
    assert window.status_text() == ("Red popped column 4. — Yellow to move: drop, or pop column 5.")
    with qtbot.waitSignal(model.move_undone):
        window.undo_action.trigger()
    assert window.status_text() == (
        "Took back Red's pop of column 4. — Red to move: drop, or pop column 4."
    )
    play(window, "d3 d5")  # Red and Yellow; now Red may pop column 3 or 4
    assert window.status_text().endswith("Red to move: drop, or pop one of columns 3, 4.")


def test_status_line_reports_a_rejected_move(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.model.move_rejected):
        assert not window.model.play(Move.drop(11))
    assert window.status_text() == "There is no column 12. — Red to move."


@pytest.mark.parametrize(
    ("rules", "notation", "expected"),
    [
        (Rules(), "d1 d2 d1 d2 d1 d2 d1", "Red dropped into column 1. — Red wins!"),
        (Rules(), "d2 d1 d2 d1 d2 d1 d3 d1", "Yellow dropped into column 1. — Yellow wins!"),
        (
            Rules(columns=4, rows=4, pop_out=False),
            FULL_BOARD_DRAW,
            "Yellow dropped into column 2. — Draw: the board is full.",
        ),
        (
            Rules(),
            "d1 d2 p1 p2",
            "Yellow popped column 2. — Draw: no discs are left on the board.",
        ),
        (
            Rules(),
            "d1 d1 d5 d2 d5 d3 d6 d4 p1",
            "Red popped column 1. — Yellow wins!",
        ),
    ],
)
def test_status_line_announces_the_result(
    qtbot: QtBot, window: MainWindow, rules: Rules, notation: str, expected: str
) -> None:
    *opening, last = notation.split()
    window.model.load(Game.from_notation(" ".join(opening), rules))
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.parse(last))
    assert window.status_text() == expected
    with qtbot.waitSignal(window.model.move_undone):
        window.undo_action.trigger()
    assert "wins" not in window.status_text()
    assert "Draw" not in window.status_text()


def test_players_panel_follows_turn_names_and_result(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.players_panel
    window.start_game(Rules(), (PlayerInfo("Ann"), PlayerInfo("Bob")))
    assert (panel.name_text(1), panel.name_text(2)) == ("Ann", "Bob")
    assert panel.kind_text(1) == "Human"
    assert panel.mark_text(1) == "◀ to move"
    assert panel.mark_text(2) == ""
    play(window, "d1")
    assert panel.mark_text(2) == "◀ to move"
    play(window, "d2 d1 d2 d1 d2 d1")
    assert panel.mark_text(1) == "Winner"
    assert window.status_text().endswith("Ann wins!")
    window.session.set_players((PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "hard")))
    assert panel.kind_text(2) == "Computer (hard)"


def test_move_list_shows_moves_and_taken_back_ones(qtbot: QtBot, window: MainWindow) -> None:
    play(window, "d4 d4 d3")
    assert window.move_list.row_texts() == ["Start", "1. Red d4", "2. Yellow d4", "3. Red d3"]
    window.model.undo()
    assert window.move_list.row_texts()[-1] == "3. Red d3"  # greyed: redo replays it
    assert window.move_list.currentRow() == 2


def test_review_mode_shows_an_earlier_position_read_only(qtbot: QtBot, window: MainWindow) -> None:
    play(window, "d4 d4 d3 d5 p4")
    item = window.move_list.item(2)  # after move 2
    with qtbot.waitSignal(window.review_changed, check_params_cb=lambda on: on):
        QTest.mouseClick(
            window.move_list.viewport(),
            Qt.MouseButton.LeftButton,
            pos=window.move_list.visualItemRect(item).center(),
        )
    assert window.reviewing
    assert window.stack.currentIndex() == 1
    assert window.review_model.game.notation() == "d4 d4"
    assert not window.review_board.interactive
    assert "after move 2 of 5" in window.review_label.text()
    assert window.status_text() == window.review_label.text()
    assert not window.undo_action.isEnabled()
    # The game itself is untouched and nobody is asked to move.
    assert window.model.game.ply == 5
    assert window.match.paused
    with qtbot.assertNotEmitted(window.review_board.move_requested):
        QTest.mouseClick(
            window.review_board,
            Qt.MouseButton.LeftButton,
            pos=window.review_board.cell_center(0, 2).toPoint(),
        )
    window.review(0)
    assert window.review_model.game.ply == 0
    assert "start position" in window.review_label.text()
    with qtbot.waitSignal(window.review_changed, check_params_cb=lambda on: not on):
        QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not now(lambda: window.reviewing)
    assert window.stack.currentIndex() == 0
    assert not now(lambda: window.match.paused)
    assert window.undo_action.isEnabled()


def test_review_pauses_the_computer(qtbot: QtBot, window: MainWindow) -> None:
    seat = ScriptedSeat([Move.drop(0)], name="Robot")
    play(window, "d4 d4 d3")
    window.review(1)
    window.match.set_seat(2, seat)
    with qtbot.assertNotEmitted(window.model.move_played, wait=100):
        pass
    assert seat.requests == 0
    window.back_to_game()
    with qtbot.waitSignal(window.model.move_played):
        pass
    assert window.model.game.notation() == "d4 d4 d3 d1"


def test_save_and_open_round_trip(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.start_game(Rules.preset("five_in_a_row"), (PlayerInfo("Ann"), PlayerInfo("Bob")))
    play(window, "d2 d3 d4")
    window.model.undo()
    path = tmp_path / "mine.popout"
    assert window.save_path(path)
    assert window.windowTitle() == "mine.popout[*] — Pop Out"
    assert not window.isWindowModified()
    play(window, "d6")
    assert window.isWindowModified()
    window.start_game(Rules(), (PlayerInfo("X"), PlayerInfo("Y")))
    assert window.open_path(path)
    assert window.model.rules == Rules.preset("five_in_a_row")
    assert window.model.game.notation() == "d2 d3"
    assert window.model.redo_moves == [Move.drop(3)]
    assert window.players_panel.name_text(1) == "Ann"
    assert window.status_text().startswith("Opened mine.popout.")


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("", "empty"),
        ('{"format": "popout-game", "version": 1, "rules": {"colu', "truncated"),
        ("{not json at all}", "corrupt"),
        ('{"format": "popout-game", "version": 9, "rules": {}, "moves": ""}', "newer"),
        ('{"format": "popout-game", "version": 1, "rules": {}, "moves": "d1 p1 p1"}', "not legal"),
    ],
)
def test_a_bad_file_gets_a_message_and_the_game_is_untouched(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    content: str,
    problem: str,
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    play(window, "d1 d2 d3")
    path = tmp_path / "bad.popout"
    path.write_text(content, encoding="utf-8")
    assert not window.open_path(path)
    assert len(shown) == 1
    assert problem in shown[0]
    assert "bad.popout" in shown[0]
    assert window.model.game.notation() == "d1 d2 d3"


def test_save_to_an_unwritable_place_gets_a_message(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not window.save_path(blocker / "game.popout")
    assert shown
    assert window.session.path is None


def test_export_png(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    play(window, "d4 d4")
    assert window.export_png_to(tmp_path / "pos")
    image = QImage(str(tmp_path / "pos.png"))
    assert not image.isNull()
    # The board and its labels, not the room the window has beside them.
    still = window.board._layout.still_rect.toAlignedRect()
    assert image.width() == round(still.width() * window.board.devicePixelRatioF())


def test_export_png_shows_the_position_without_input_marks_or_the_band_above(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Issue 31 point 6: the picture had the pop handles and an empty band above the board
    (the zone a falling disc and the ghost use): it is the board's face and its labels."""
    play(window, "d4 d4 d3 d5")
    wait_ready(qtbot, window)
    board = window.board
    assert board.legal_pop_columns()  # the window shows pop handles now...
    assert window.export_png_to(tmp_path / "pos.png")
    image = QImage(str(tmp_path / "pos.png"))
    layout = board._layout
    crop = layout.still_rect.toAlignedRect()
    ratio = board.devicePixelRatioF()
    assert image.height() < board.height() and image.width() < board.width()
    assert abs(image.height() - crop.height() * ratio) <= 2
    # ...the picture none: under each column, where a handle stands, only the background.
    background = board.theme.background.rgb()
    face = layout.board_rect
    for column in board.legal_pop_columns():
        handle = layout.pop_handle_rect(column).center()
        x = round((handle.x() - crop.left()) * ratio)
        y = round((handle.y() - crop.top()) * ratio)
        assert image.pixel(x, y) == background, column
    # The board's face starts a margin from the top, not under an empty band.
    assert 0 < (face.top() - crop.top()) < layout.cell * 0.3
    top_row = round((face.top() + layout.cell * 0.05 - crop.top()) * ratio)
    assert image.pixel(image.width() // 2, top_row) != background


def test_export_png_on_a_full_disk_keeps_the_old_file_and_says_why(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 31 point 6: written in place, a full disk truncated the picture written over
    (the old one lost) and left a 0-byte file where there was none, and the message never
    said why. Now a temporary file is renamed over it once whole."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    play(window, "d4 d4")
    old = tmp_path / "old.png"
    assert window.export_png_to(old)
    before = old.read_bytes()
    full_disk(monkeypatch)
    assert not window.export_png_to(old)
    assert old.read_bytes() == before  # the old picture, whole
    assert not window.export_png_to(tmp_path / "new.png")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.png"]  # no empty file, no temp
    assert len(shown) == 2
    assert all("the disk is full" in text for text in shown), shown
    assert str(old) in shown[0]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_export_png_gets_the_permissions_of_any_new_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    old = os.umask(0o022)
    try:
        assert window.export_png_to(tmp_path / "pos.png")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "pos.png").stat().st_mode) == 0o644


def test_autosave_is_restored_after_a_crash(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "s.ini")
    autosave = tmp_path / "autosave.popout"
    first = make_window(qtbot, settings=settings, autosave=autosave)
    first.start_game(Rules(columns=9, rows=7), (PlayerInfo("Ann"), PlayerInfo("Bob")))
    play(first, "d5 d5 d4 d6 p5")
    assert json.loads(autosave.read_text())["moves"] == "d5 d5 d4 d6 p5"
    # A crash: no close event, nothing more written. The next start restores it.
    second = make_window(qtbot, settings=Settings(tmp_path / "s.ini"), autosave=autosave)
    assert second.session.restore_autosave()
    assert second.model.game.notation() == "d5 d5 d4 d6 p5"
    assert second.model.rules == Rules(columns=9, rows=7)
    assert second.players_panel.name_text(2) == "Bob"


def test_statistics_are_recorded(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "s.ini")
    window = make_window(qtbot, settings=settings)
    play(window, "d1 d2 d1 d2 d1 d2 d1")
    assert settings.statistics() == {"human.pop_out": {"won": 1, "lost": 0, "drawn": 0}}


def test_about_box_names_the_version(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str]] = []

    def fake_about(parent: QWidget, title: str, text: str) -> None:
        assert parent is window
        shown.append((title, text))

    monkeypatch.setattr(QMessageBox, "about", fake_about)
    window.about_action.trigger()
    assert shown
    assert shown[0][0] == "About Pop Out"
    assert __version__ in shown[0][1]
    assert shown[0][1].endswith(about_engine())  # which core each part of the engine runs
    cores = engine_cores()
    for core in (cores.classic, cores.pop_out):
        assert core in ("c", "python")
    labels = {"c": "compiled C", "python": "pure Python"}
    assert (
        f"Engine: classic solver in {labels[cores.classic]}, "
        f"Pop Out search in {labels[cores.pop_out]}." in shown[0][1]
    )


@pytest.mark.usefixtures("qapp")
def test_about_box_says_what_a_missing_compiled_core_costs() -> None:
    assert about_engine(EngineCores("c", "c", "auto", not_built=False)) == (
        "<p>Engine: classic solver in compiled C, Pop Out search in compiled C.</p>"
    )
    assert about_engine(EngineCores("python", "python", "python", not_built=False)) == (
        "<p>Engine: classic solver in pure Python, Pop Out search in pure Python."
        " (POPOUT_ENGINE_CORE=python)</p>"
    )
    low, high = PYTHON_SLOWDOWN
    slow = about_engine(EngineCores("python", "python", "auto", not_built=True))
    assert slow.startswith(
        "<p>Engine: classic solver in pure Python, Pop Out search in pure Python.</p><p>"
    )
    assert f"the computer thinks {low} to {high} times slower" in slow
    assert "install gcc and python3-dev, then install the game again.</p>" in slow


def test_quit_closes_the_window(qtbot: QtBot, window: MainWindow) -> None:
    assert window.isVisible()
    window.quit_action.trigger()
    assert not window.isVisible()


def test_board_clicks_reach_the_model_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.model.move_played) as blocker:
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_center(6, 2).toPoint())
    assert blocker.args[0].move == Move.drop(6)
    assert board.column_at(QPointF(board.cell_center(6, 2))) == 6


def test_theme_and_speed_menus_apply_at_once(qtbot: QtBot, window: MainWindow) -> None:
    assert texts(window.theme_menu.actions()) == ["System", "Classic", "Dark", "High contrast"]
    assert texts(window.speed_menu.actions()) == ["System", "Off", "Fast", "Normal", "Slow"]
    assert window.board.theme.key == "system"  # the default
    window.theme_actions.actions()[3].trigger()
    assert window.board.theme.key == "contrast"
    assert window.move_list.row_texts() == ["Start"]
    window.speed_actions.actions()[4].trigger()
    assert window.board.speed.name == "SLOW"
    click_column(qtbot, window, 2)
    assert window.board.animating
    assert window.move_list.row_texts()[-1] == "1. Blue ✕ d3"
    window.speed_actions.actions()[1].trigger()  # off: the running animation ends at once
    assert not window.board.animating


def test_preferences_persist_in_settings(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "s.ini")
    first = MainWindow(settings=settings)
    qtbot.addWidget(first)
    first.set_theme("contrast")
    first.set_speed("fast")
    second = MainWindow(settings=Settings(tmp_path / "s.ini"))
    qtbot.addWidget(second)
    assert second.board.theme.key == "contrast"
    assert second.board.speed.name == "FAST"


def test_a_whole_game_with_the_keyboard_only(qtbot: QtBot, window: MainWindow) -> None:
    window.set_speed("fast")
    window.board.setFocus()
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_1):
        wait_ready(qtbot, window)
        with qtbot.waitSignal(window.model.move_played):
            QTest.keyClick(window.board, key)
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.model.move_played) as popped:  # Yellow pops column 2
        QTest.keyClick(window.board, Qt.Key.Key_Right)
        QTest.keyClick(window.board, Qt.Key.Key_Up)
    assert popped.args[0].move == Move.pop(1)
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.model.game_over) as over:
        QTest.keyClick(window.board, Qt.Key.Key_Left)
        QTest.keyClick(window.board, Qt.Key.Key_Down)
    assert over.args[0].result.winner == 1
    with qtbot.waitSignal(window.board.animations_finished, timeout=5000):
        pass
    assert window.model.game.notation() == "d1 d2 d1 d2 d1 p2 d1"
    assert window.status_text().endswith("Red wins!")


def test_window_with_a_given_model(qtbot: QtBot) -> None:
    model = GameModel(Rules.preset("classic"))
    window = MainWindow(model)
    qtbot.addWidget(window)
    assert window.model is model
    assert window.board.model is model


@pytest.mark.parametrize("preset", ["classic", "pop_out", "five_in_a_row", "pop_out_five_in_a_row"])
def test_new_game_from_the_dialog_with_every_preset(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, preset: str
) -> None:
    from popout_desktop.ui.dialogs.new_game import NewGameDialog

    settings = Settings(tmp_path / "s.ini")
    window = make_window(qtbot, settings=settings)
    play(window, "d3 d4")

    def choose(dialog: NewGameDialog) -> int:
        dialog.table.set_rules(Rules.preset(preset))
        dialog.seats[0].set_state("Ann", "human", "medium")
        dialog.seats[1].set_state("", "human", "medium")
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    with qtbot.waitSignal(window.model.position_reset):
        window.new_game_action.trigger()
    assert window.model.rules == Rules.preset(preset)
    assert window.model.game.ply == 0
    assert window.players_panel.name_text(1) == "Ann"
    assert window.players_panel.name_text(2) == "Yellow"
    assert settings.rules() == Rules.preset(preset)  # remembered for next time
    wait_ready(qtbot, window)
    first = Rules.preset(preset).first_column
    click_column(qtbot, window, first)
    assert window.model.game.cell(first, 0) == 1


def test_cancelled_new_game_dialog_changes_nothing(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from popout_desktop.ui.dialogs.new_game import NewGameDialog

    play(window, "d3 d4")
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: 0)
    window.new_game_action.trigger()
    assert window.model.game.notation() == "d3 d4"


def test_table_settings_start_a_new_game_when_confirmed(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog

    settings = Settings(tmp_path / "s.ini")
    window = make_window(qtbot, settings=settings)
    play(window, "d3 d4")
    rules = Rules(columns=8, rows=7, connect=4, pop_out=True, repetition_draw=True)

    def choose(dialog: TableSettingsDialog) -> int:
        dialog.table.set_rules(rules)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(TableSettingsDialog, "exec", choose)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    window.table_action.trigger()
    assert window.model.game.notation() == "d3 d4"  # declined: the game goes on
    assert settings.rules() == rules  # but the table is stored for the next game
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.table_action.trigger()
    assert window.model.rules == rules
    assert window.model.game.ply == 0


def test_preferences_apply_theme_speed_and_sound(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from popout_desktop.ui.dialogs.preferences import PreferencesDialog

    settings = Settings(tmp_path / "s.ini")
    window = make_window(qtbot, settings=settings)

    def choose(dialog: PreferencesDialog) -> int:
        settings.set_value("prefs/theme", "dark")
        settings.set_value("prefs/speed", "slow")
        settings.set_value("prefs/sound", False)
        dialog.applied.emit(["prefs/theme", "prefs/speed", "prefs/sound"])
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", choose)
    window.preferences_action.trigger()
    assert window.board.theme.key == "dark"
    assert window.board.speed.name == "SLOW"
    assert not window.sounds.enabled
    assert window.theme_actions.checkedAction().data() == "dark"


def test_hint_marks_the_engines_move(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "popout_desktop.ui.window.analysis_requests.ENGINE_TASK", worker_tasks.LAST_MOVE
    )
    play(window, "d4 d4 d3 d5")
    wait_ready(qtbot, window)
    assert window.hint_action.isEnabled()
    with qtbot.waitSignal(window.engine.answered, timeout=20_000):
        window.hint_action.trigger()
    # Red to move; its last legal move is the pop of column 4.
    assert window.board.hint == Move.pop(3)
    assert window.status_text().startswith("Hint: pop column 4.")
    play(window, "d1")
    assert now(lambda: window.board.hint) is None  # a move clears the hint
    window.engine.shutdown()


def test_no_hint_for_the_computer_or_after_the_game(qtbot: QtBot, window: MainWindow) -> None:
    window.match.set_seat(2, ScriptedSeat(delay_ms=10_000))
    play(window, "d4")
    qtbot.waitUntil(lambda: window.match.asked == 2)
    assert not window.hint_action.isEnabled()
    window.match.set_seat(2, HumanSeat())
    window.model.load(Game.from_notation("d1 d2 d1 d2 d1 d2 d1"))
    assert not window.hint_action.isEnabled()


def test_analysis_mode_labels_every_move(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "popout_desktop.ui.window.analysis_requests.ANALYSIS_TASK", worker_tasks.ANALYSIS
    )
    play(window, "d4 d4 d3")
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.engine.answered, timeout=20_000):
        window.analysis_action.setChecked(True)
    board = window.board
    assert board.annotation(Move.drop(0)) == ["wins in 3", "W3"]
    assert board.annotation(Move.drop(1)) == ["loses in 5", "L5"]
    assert board.annotation(Move.drop(2)) == ["draw", "="]
    assert board.annotation(Move.drop(3)) == ["+0.4"]
    assert board.annotation(Move.pop(3)) == ["-1.2"]
    with qtbot.waitSignal(window.engine.answered, timeout=20_000):
        play(window, "d7")  # refreshed for the new position once the board is idle
    assert board.annotation(Move.drop(6)) is not None
    window.analysis_action.setChecked(False)
    assert board.annotation(Move.drop(0)) is None
    window.engine.shutdown()


def test_hint_and_analysis_with_the_real_engine(qtbot: QtBot, window: MainWindow) -> None:
    play(window, "d1 d2 d1 d2 d1")  # Yellow must block column 1
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.engine.answered, timeout=30_000):
        window.hint_action.trigger()
    assert window.board.hint == Move.drop(0)
    with qtbot.waitSignal(window.engine.answered, timeout=30_000):
        window.analysis_action.setChecked(True)
    assert not_none(window.board.annotation(Move.drop(3)))[1].startswith("L")  # not blocking loses
    window.engine.shutdown()


def test_the_live_games_commands_wait_while_another_mode_has_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Undo, Redo and Hint stay off in Setup mode and in puzzle mode, even when the live
    game's history changes meanwhile (its signals reach the window's own slot first)."""
    from popout_desktop.rules.setup import setup_of

    click_column(qtbot, window, 3)
    assert window.undo_action.isEnabled()
    modes: list[tuple[Callable[[], object], Callable[[], object]]] = [
        (lambda: window.puzzles.open(), lambda: window.puzzles.close()),
        (
            lambda: window.position_editor.open(setup_of(window.model.game)),
            lambda: window.position_editor.cancel(),
        ),
    ]
    for opened, leave in modes:
        opened()
        assert not window.live_game_shown
        window.model.history_changed.emit()
        assert not window.undo_action.isEnabled()
        assert not window.hint_action.isEnabled()
        leave()
        assert now(lambda: window.live_game_shown)
        assert window.undo_action.isEnabled()


def test_the_status_line_says_only_the_mode_while_another_mode_has_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    """What the waiting game offers ("Red to move: drop, or pop...") is not said over a
    puzzle's or the editor's board; back in the game, it is said again."""
    from popout_desktop.rules.setup import setup_of

    status = window._status_label
    click_column(qtbot, window, 3)
    modes: list[tuple[Callable[[], object], Callable[[], object]]] = [
        (lambda: window.puzzles.open(), lambda: window.puzzles.close()),
        (
            lambda: window.position_editor.open(setup_of(window.model.game)),
            lambda: window.position_editor.cancel(),
        ),
    ]
    for opened, leave in modes:
        opened()
        assert "the game waits" in status.text()
        assert "to move" not in status.text()
        leave()
        qtbot.waitUntil(lambda: "Yellow to move" in status.text())


def test_play_from_here_in_review_goes_back_there_and_keeps_the_rest_in_redo(
    qtbot: QtBot, window: MainWindow
) -> None:
    from popout_desktop.rules import Game, Rules

    window.model.load(Game.from_notation("d4 d4 d3 d5 p4 d1", Rules()))
    window.review(2)
    button = window.review_page.play_button
    assert button.isVisible() and button.isEnabled()
    button.click()
    assert not window.reviewing
    assert window.model.game.notation() == "d4 d4"
    assert [str(m) for m in window.model.redo_moves] == ["d3", "d5", "p4", "d1"]
    # Nothing is lost: Redo replays the game as it was.
    while window.model.redo():
        pass
    assert window.model.game.notation() == "d4 d4 d3 d5 p4 d1"


def test_play_from_here_where_the_computer_moves_next_offers_no_redo(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue 31 point 6: Redo was on right after Play from Here where the computer moves next,
    and the computer's move a moment later threw its moves away: Redo had nothing it could
    keep. Where a person moves next, they still wait in Redo."""
    window.session.set_players((PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "beginner")))
    window.model.load(Game.from_notation("d4 d4 d3 d5 d2 d6", Rules()))
    window.review(3)  # after Red's d3: the computer (Yellow) moves next
    window.review_page.play_button.click()
    assert window.model.game.notation() == "d4 d4 d3"
    assert not window.model.can_redo
    assert not window.redo_action.isEnabled()
    qtbot.waitUntil(lambda: window.model.game.ply == 4)  # the computer plays on from there
    window.review(2)  # Red, the person, moves next: the moves that followed wait in Redo
    window.review_page.play_button.click()
    assert window.model.game.notation() == "d4 d4"
    assert window.redo_action.isEnabled() and len(window.model.redo_moves) == 2


@pytest.mark.parametrize(
    "computer", [None, 2, 1], ids=["people", "computer-yellow", "computer-red"]
)
def test_play_from_here_after_a_finished_game_offers_redo_only_with_a_move_it_keeps(
    qtbot: QtBot, window: MainWindow, computer: int | None
) -> None:
    """Issue 31 point 6 ("Redo is enabled right after Play from Here with nothing to redo"),
    pinned as a player does it: a finished game, a click on a row of the move list, Play from
    here. For every row, Redo is on exactly when it has a move to play, that move is the one
    the game went on with, and it is not on where the computer moves next (whose own move
    would throw the redo away a moment later)."""
    finished = "d4 d3 d4 d3 d4 d3 d4"  # Red wins in column 4
    names = [PlayerInfo("Ann"), PlayerInfo("Bob")]
    if computer is not None:
        names[computer - 1] = PlayerInfo("CPU", "computer", "beginner")
    window.session.set_players((names[0], names[1]))
    moves = finished.split()
    for ply in range(1, len(moves)):
        window.model.load(Game.from_notation(finished, Rules()))
        assert window.model.result is not None and not window.redo_action.isEnabled()
        item = window.move_list.item(ply)  # row 0 is the start: row n, the position after n
        QTest.mouseClick(
            window.move_list.viewport(),
            Qt.MouseButton.LeftButton,
            pos=window.move_list.visualItemRect(item).center(),
        )
        assert window.reviewing and window.review_page.ply == ply
        assert not window.redo_action.isEnabled()  # nothing to redo while reviewing
        window.review_page.play_button.click()
        assert not now(lambda: window.reviewing)
        assert window.model.game.notation() == " ".join(moves[:ply])
        computer_next = window.model.game.turn == computer
        redo = window.redo_action.isEnabled()
        assert redo == window.model.can_redo == (not computer_next), ply
        if computer_next:
            assert window.model.redo_moves == []
            qtbot.waitUntil(partial(lambda after: window.model.game.ply == after, ply + 1))
            assert not window.redo_action.isEnabled()  # and Redo stays off
            continue
        assert [str(move) for move in window.model.redo_moves] == moves[ply:]
        # Redo plays the move the game went on with (and the computer's answer with it: Redo
        # and Undo go by turns of the person against the computer).
        window.redo_action.trigger()
        step = 1 if computer is None else 2
        replayed = min(ply + step, len(moves))
        assert window.model.game.notation() == " ".join(moves[:replayed])
        assert window.redo_action.isEnabled() == (replayed < len(moves))


def test_the_boards_announcements_name_the_players_as_the_status_line_does(
    qtbot: QtBot, window: MainWindow
) -> None:
    from popout_desktop.savefile import PlayerInfo

    window.session.start(Rules(), (PlayerInfo("Ann"), PlayerInfo("Bob")))
    click_column(qtbot, window, 3)
    assert "Ann" in window.board.announcer.last
