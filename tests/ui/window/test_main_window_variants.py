"""The main window with Pop 10 and Power Up: status line by phase, players panel, move list,
and playing power checkers and passes through the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Move, Phase, Rules
from popout_desktop.ui.window.main_window import MainWindow
from tests.game import worker_tasks
from tests.narrowing import now
from tests.ui.board.test_board_variants import SMALL_POP_TEN, find_game, keeps
from tests.ui.window.test_main_window import make_window, play, wait_ready

POWER_UP = Rules.preset("power_up")


@pytest.fixture
def power_window(qtbot: QtBot) -> MainWindow:
    return make_window(qtbot, model=GameModel(POWER_UP))


@pytest.fixture
def pop_window(qtbot: QtBot) -> MainWindow:
    return make_window(qtbot, model=GameModel(SMALL_POP_TEN))


def state(window: MainWindow) -> str:
    """The status line without the last event."""
    return window.status_text().split(" — ", 1)[-1] if " — " in window.status_text() else ""


def test_pop_ten_status_through_setup_play_keep_and_put_back(
    qtbot: QtBot, pop_window: MainWindow
) -> None:
    window = pop_window
    assert window.status_text() == "Red to move: setup — drop into one of the lowest columns."
    play(window, "d1")
    assert window.status_text() == (
        "Red dropped into column 1. — Yellow to move: setup — drop into one of the lowest columns."
    )
    game = find_game(
        SMALL_POP_TEN,
        lambda g: g.phase == Phase.PLAY and any(keeps(g, m) for m in g.legal_moves()),
        seed=2,
    )
    window.model.load(game)
    wait_ready(qtbot, window)
    name = ("Red", "Yellow")[game.turn - 1]
    pops = [m.column + 1 for m in game.legal_moves()]
    if len(pops) == 1:
        assert window.status_text() == f"{name} to move: pop column {pops[0]}."
    else:
        columns = ", ".join(map(str, pops))
        assert window.status_text() == f"{name} to move: pop one of columns {columns}."
    kept = next(m for m in game.legal_moves() if keeps(game, m))
    assert window.model.play(kept)
    after = window.model.game
    score = after.scores[game.turn - 1]
    if after.result is not None:
        assert window.status_text().endswith(f"{name} wins with {score} kept discs!")
    elif after.legal_moves() == [Move.pass_()]:
        assert window.status_text().startswith(f"{name} keeps the disc ({score} / 3). — ")
        assert state(window) == f"{name} must pass: no disc of theirs is in the bottom row."
    else:
        assert window.status_text().startswith(
            f"{name} keeps the disc ({score} / 3) and pops again. — {name} to move: pop"
        )
    assert window.players_panel.extra_text(game.turn) == f"kept {score} / 3"
    assert window.players_panel.extra_text(3 - game.turn) == (
        f"kept {game.scores[2 - game.turn]} / 3"
    )
    window.model.undo()
    assert window.status_text().startswith(f"Took back {name}'s pop of column {kept.column + 1}.")


def test_pop_ten_put_back_pass_and_target_texts(qtbot: QtBot, pop_window: MainWindow) -> None:
    window = pop_window
    game = find_game(
        SMALL_POP_TEN,
        lambda g: (
            g.phase == Phase.PUT_BACK and Move.drop(g.moves[-1].column) not in g.legal_moves()
        ),
        seed=5,
    )
    window.model.load(game)
    name = ("Red", "Yellow")[game.turn - 1]
    column = game.moves[-1].column + 1
    assert window.status_text() == (
        f"{name} must put the disc back: drop it into any column but {column}."
    )
    target = game.legal_moves()[0]
    assert window.model.play(target)
    assert window.status_text().startswith(
        f"{name} put the disc back into column {target.column + 1}. — "
    )
    game = find_game(SMALL_POP_TEN, lambda g: g.legal_moves() == [Move.pass_()], seed=4)
    window.model.load(game)
    name = ("Red", "Yellow")[game.turn - 1]
    assert window.status_text() == f"{name} must pass: no disc of theirs is in the bottom row."
    wait_ready(qtbot, window)
    assert window.board.pass_button.isVisible()
    with qtbot.waitSignal(window.model.move_played):
        QTest.mouseClick(window.board.pass_button, Qt.MouseButton.LeftButton)
    assert window.status_text().startswith(f"{name} passed. — ")
    assert window.move_list.row_texts()[-1].endswith(f"{name} --")
    window.model.undo()
    assert window.status_text().startswith(f"Took back {name}'s pass. — ")
    game = find_game(SMALL_POP_TEN, lambda g: g.result is not None, seed=6)
    window.model.load(game)
    assert game.result is not None and game.result.winner is not None
    winner = ("Red", "Yellow")[game.result.winner - 1]
    assert window.status_text() == f"{winner} wins with 3 kept discs!"


def test_power_up_status_for_every_power_checker(qtbot: QtBot, power_window: MainWindow) -> None:
    window = power_window
    assert window.status_text() == ("Red to move: drop, or play a power checker (A, B, W, X).")
    assert window.players_panel.extra_text(1) == "anvil, bomb, wall, ×2"
    play(window, "d1 d2 b3")
    assert window.status_text() == (
        "Red played the bomb into column 3 — now pop one of Yellow's bottom discs."
    )
    play(window, "p2")
    assert window.status_text() == (
        "Red's bomb popped Yellow's disc from column 2. — "
        "Yellow to move: drop, or play a power checker (A, B, W, X)."
    )
    assert window.players_panel.extra_text(1) == "anvil, wall, ×2"
    play(window, "w4")
    assert window.status_text() == (
        "Yellow played the wall into column 4 — now drop a second disc that makes no line of yours."
    )
    play(window, "d4")
    assert window.status_text().startswith("Yellow made the second drop into column 4. — Red")
    play(window, "x5")
    assert window.status_text() == "Red played the ×2 into column 5 — now drop a second disc."
    play(window, "d6")
    assert window.status_text().startswith("Red made the second drop into column 6. — ")
    play(window, "a1")
    assert window.status_text().startswith("Yellow crushed column 1 with the anvil. — Red")
    assert window.players_panel.extra_text(2) == "bomb, ×2"
    window.model.undo()
    assert window.status_text().startswith("Took back Yellow's anvil in column 1. — ")
    # The move list names the real movers (a follow-up step is the same player's).
    assert [row.split(" ", 2)[1] for row in window.move_list.row_texts()[1:]] == [
        "Red",
        "Yellow",
        "Red",
        "Red",
        "Yellow",
        "Yellow",
        "Red",
        "Red",
        "Yellow",  # the anvil taken back: redo would play it
    ]


def test_arming_and_playing_a_power_checker_through_the_window(
    qtbot: QtBot, power_window: MainWindow
) -> None:
    window = power_window
    board = window.board
    wait_ready(qtbot, window)
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_A)
    assert board.armed == "anvil"
    assert window.status_text() == (
        "Red to move: the anvil is armed — choose a column (Esc disarms)."
    )
    QTest.keyClick(board, Qt.Key.Key_Escape)
    assert board.armed == ""
    assert window.status_text().startswith("Red to move: drop, or play")
    QTest.mouseClick(
        board, Qt.MouseButton.LeftButton, pos=board.power_rect(1, "double").center().toPoint()
    )
    assert board.armed == "double"
    with qtbot.waitSignal(window.model.move_played) as played:
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_center(2, 4).toPoint())
    assert played.args[0].move == Move.double(2)
    assert board.armed == ""
    wait_ready(qtbot, window)
    assert window.model.game.phase == Phase.SECOND_DROP
    QTest.keyClick(board, Qt.Key.Key_B)  # no power checker in a follow-up step
    assert board.armed == ""
    assert window.status_text().startswith(
        "A power checker is played instead of a drop, at the start of a turn."
    )
    with qtbot.waitSignal(window.model.move_played) as played:
        QTest.keyClick(board, Qt.Key.Key_3)
    assert played.args[0].move == Move.drop(2)


def test_a_refused_click_explains_itself(qtbot: QtBot, pop_window: MainWindow) -> None:
    window = pop_window
    play(window, "d1")
    wait_ready(qtbot, window)
    board = window.board
    with qtbot.waitSignal(board.input_refused):
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_center(0, 3).toPoint())
    assert window.status_text() == (
        "While the board is being filled, drop into one of the lowest columns. — "
        "Yellow to move: setup — drop into one of the lowest columns."
    )


def test_hints_name_power_moves(
    qtbot: QtBot, power_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "popout_desktop.ui.window.analysis_requests.ENGINE_TASK", worker_tasks.LAST_MOVE
    )
    window = power_window
    wait_ready(qtbot, window)
    with qtbot.waitSignal(window.engine.answered, timeout=20_000):
        window.hint_action.trigger()
    assert window.board.hint == Move.double(6)  # the last legal move: the x2 into column 7
    assert window.status_text().startswith("Hint: play the ×2 into column 7.")
    window.engine.shutdown()


def test_classic_tables_show_no_trays_or_extras(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert not window.board.has_trays
    assert window.players_panel.extra_text(1) == window.players_panel.extra_text(2) == ""
    window.model.new_game(SMALL_POP_TEN)
    assert now(lambda: window.board.has_trays)
    assert window.players_panel.extra_text(1) == "kept 0 / 3"
