"""The animated board: input, animation queue, picture equals the model, resizing."""

from __future__ import annotations

import colorsys
import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from tests.narrowing import now


@pytest.fixture
def model() -> GameModel:
    return GameModel()


@pytest.fixture
def view(qtbot: QtBot, model: GameModel) -> BoardView:
    board = BoardView(model)
    qtbot.addWidget(board)
    board.resize(700, 640)
    board.show()
    qtbot.waitExposed(board)
    board.move_requested.connect(model.play)
    return board


def settle(qtbot: QtBot, view: BoardView) -> None:
    """Wait until the animation queue has emptied (if it is busy)."""
    if view.animating:
        with qtbot.waitSignal(view.animations_finished, timeout=10_000):
            pass


def play_quickly(view: BoardView, model: GameModel, notation: str) -> None:
    speed = view.speed
    view.set_speed(Speed.OFF)
    for token in notation.split():
        assert model.play(Move.parse(token)), token
    view.set_speed(speed)


def click(qtbot: QtBot, view: BoardView, point: QPointF, button: Qt.MouseButton) -> None:
    QTest.mouseClick(view, button, pos=QPoint(round(point.x()), round(point.y())))


def classify(image: QImage, point: QPointF, ratio: float) -> int:
    """0, 1 or 2 from the colour of a pixel: holes are grey-white, red is 1, yellow is 2."""
    colour = image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))
    h, s, _ = colorsys.rgb_to_hsv(colour.redF(), colour.greenF(), colour.blueF())
    if s < 0.25:
        return 0
    hue = h * 360
    if hue < 20 or hue > 340:
        return 1
    if 35 < hue < 70:
        return 2
    raise AssertionError(f"unexpected colour {colour.name()} at {point}")


def assert_picture_matches(view: BoardView, game: Game) -> None:
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    layout = view.board_layout
    offset = layout.disc_radius * 0.5
    for column in range(game.rules.width):
        for row in range(game.rules.rows):
            point = layout.centre(column, row) + QPointF(offset * 0.5, offset)
            assert classify(image, point, ratio) == game.cell(column, row), (column, row)


def test_clicking_each_column_proposes_that_drop(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    view.move_requested.disconnect(model.play)
    for column in range(7):
        point = view.cell_center(column, 3)
        with qtbot.waitSignal(view.move_requested) as blocker:
            click(qtbot, view, point, Qt.MouseButton.LeftButton)
        assert blocker.args == [Move.drop(column)]


def test_clicking_above_the_board_drops_too(qtbot: QtBot, view: BoardView) -> None:
    layout = view.board_layout
    point = layout.centre(2, layout.drop_start_row())
    with qtbot.waitSignal(view.move_requested) as blocker:
        click(qtbot, view, point, Qt.MouseButton.LeftButton)
    assert blocker.args == [Move.drop(2)]


def test_pop_handles_only_where_a_pop_is_legal(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    play_quickly(view, model, "d3 d4 d5 d3")
    settle(qtbot, view)
    # Player 1 to move: own bottom discs in columns 3 and 5 (indexes 2 and 4).
    assert view.legal_pop_columns() == [2, 4]
    view.move_requested.disconnect(model.play)
    for column in range(7):
        centre = view.pop_handle_rect(column).center()
        if column in (2, 4):
            with qtbot.waitSignal(view.move_requested) as blocker:
                click(qtbot, view, centre, Qt.MouseButton.LeftButton)
            assert blocker.args == [Move.pop(column)]
        else:
            with qtbot.assertNotEmitted(view.move_requested):
                click(qtbot, view, centre, Qt.MouseButton.LeftButton)


def test_right_click_pops_only_own_bottom_discs(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    play_quickly(view, model, "d3 d4")
    settle(qtbot, view)
    view.move_requested.disconnect(model.play)
    with qtbot.waitSignal(view.move_requested) as blocker:
        click(qtbot, view, view.cell_center(2, 2), Qt.MouseButton.RightButton)
    assert blocker.args == [Move.pop(2)]
    for column in (3, 0):  # the opponent's disc; an empty column
        with qtbot.assertNotEmitted(view.move_requested):
            click(qtbot, view, view.cell_center(column, 2), Qt.MouseButton.RightButton)


def test_no_pop_handles_without_pop_out(qtbot: QtBot, model: GameModel, view: BoardView) -> None:
    model.new_game(Rules.preset("classic"))
    play_quickly(view, model, "d3 d4")
    settle(qtbot, view)
    assert view.legal_pop_columns() == []


def test_input_during_an_animation_is_ignored(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    view.set_speed(Speed.SLOW)
    model.play(Move.drop(3))
    assert view.animating
    with qtbot.assertNotEmitted(view.move_requested):
        click(qtbot, view, view.cell_center(1, 2), Qt.MouseButton.LeftButton)
        QTest.keyClick(view, Qt.Key.Key_Return)
    settle(qtbot, view)
    with qtbot.waitSignal(view.move_requested):
        click(qtbot, view, view.cell_center(1, 2), Qt.MouseButton.LeftButton)


def test_no_input_after_the_game_ends(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    play_quickly(view, model, "d1 d2 d1 d2 d1 d2 d1")
    settle(qtbot, view)
    with qtbot.assertNotEmitted(view.move_requested):
        click(qtbot, view, view.cell_center(4, 2), Qt.MouseButton.LeftButton)


def test_not_interactive_takes_no_input(qtbot: QtBot, view: BoardView) -> None:
    view.set_interactive(False)
    with qtbot.assertNotEmitted(view.move_requested):
        click(qtbot, view, view.cell_center(4, 2), Qt.MouseButton.LeftButton)


def test_keyboard_controls(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    view.setFocus()
    view.move_requested.disconnect(model.play)
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Down)
    assert blocker.args == [Move.drop(2)]
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        with qtbot.waitSignal(view.move_requested) as blocker:
            QTest.keyClick(view, key)
        assert blocker.args == [Move.drop(2)]
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClick(view, Qt.Key.Key_Left)
        QTest.keyClick(view, Qt.Key.Key_Left)
        QTest.keyClick(view, Qt.Key.Key_Left)  # wraps round to the last column
        QTest.keyClick(view, Qt.Key.Key_Enter)
    assert blocker.args == [Move.drop(6)]
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClick(view, Qt.Key.Key_5)
    assert blocker.args == [Move.drop(4)]


def test_keyboard_pop(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    play_quickly(view, model, "d2 d7")
    settle(qtbot, view)
    view.setFocus()
    view.move_requested.disconnect(model.play)
    QTest.keyClick(view, Qt.Key.Key_Right)  # cursor on column index 1
    for key in (Qt.Key.Key_Up, Qt.Key.Key_P):
        with qtbot.waitSignal(view.move_requested) as blocker:
            QTest.keyClick(view, key)
        assert blocker.args == [Move.pop(1)]
    QTest.keyClick(view, Qt.Key.Key_Right)  # column index 2: empty, no pop
    with qtbot.assertNotEmitted(view.move_requested):
        QTest.keyClick(view, Qt.Key.Key_Up)


def test_keyboard_digits_follow_the_labels_past_side_columns(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    """5-in-a-Row: the first playable column is labelled 2 (as the status line and the move
    list call it), so 2 drops there; 1 names the side column and is refused."""
    model.new_game(Rules.preset("five_in_a_row"))
    settle(qtbot, view)
    view.setFocus()
    with qtbot.waitSignal(view.input_refused) as refused:
        QTest.keyClick(view, Qt.Key.Key_1)
    assert refused.args == ["Column 1 is a fixed side column."]
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClick(view, Qt.Key.Key_2)
    assert blocker.args == [Move.drop(1)]
    assert str(blocker.args[0]) == "d2"


def test_side_columns_take_no_clicks(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    model.new_game(Rules.preset("pop_out_five_in_a_row"))
    settle(qtbot, view)
    with qtbot.assertNotEmitted(view.move_requested):
        click(qtbot, view, view.cell_center(0, 1), Qt.MouseButton.LeftButton)
        click(qtbot, view, view.cell_center(8, 0), Qt.MouseButton.RightButton)
        click(qtbot, view, view.pop_handle_rect(0).center(), Qt.MouseButton.LeftButton)


def test_animations_finished_once_after_a_burst(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    view.set_speed(Speed.FAST)
    received: list[int] = []
    view.animations_finished.connect(lambda: received.append(model.game.ply))
    for token in "d4 d4 d3 d5 p4".split():
        model.play(Move.parse(token))
    model.undo()
    model.redo()
    with qtbot.waitSignal(view.animations_finished, timeout=10_000):
        pass
    assert received == [5]
    assert_picture_matches(view, model.game)


def test_speed_change_applies_at_once(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    view.set_speed(Speed.SLOW)
    model.play(Move.drop(3))
    model.play(Move.drop(3))
    assert view.animating
    with qtbot.waitSignal(view.animations_finished):
        view.set_speed(Speed.OFF)
    assert not now(lambda: view.animating)
    assert view.shown_cell(3, 1) == 2


def test_shown_grid_lags_the_model_while_animating(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    view.set_speed(Speed.SLOW)
    model.play(Move.drop(0))
    assert view.shown_cell(0, 0) == 0  # still falling
    settle(qtbot, view)
    assert view.shown_cell(0, 0) == 1


def test_new_game_during_animations_resyncs(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    view.set_speed(Speed.SLOW)
    model.play(Move.drop(0))
    model.play(Move.drop(1))
    with qtbot.waitSignal(view.animations_finished):
        model.new_game()
    assert not view.animating
    assert_picture_matches(view, model.game)


@pytest.mark.slow
@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules.preset("classic"),
        Rules.preset("pop_out_five_in_a_row"),
        Rules(columns=5, rows=7, connect=3),
        Rules(columns=9, rows=4),
        Rules(columns=4, rows=4, connect=3, side_columns=True),
        Rules(columns=16, rows=12, connect=6),
    ],
    ids=["pop_out", "classic", "pop_out_5", "5x7c3", "9x4", "4x4side", "16x12"],
)
def test_picture_matches_model_after_random_play_and_undo(
    qtbot: QtBot, view: BoardView, model: GameModel, rules: Rules
) -> None:
    rng = random.Random(hash(rules) & 0xFFFF)
    for _ in range(3):
        model.new_game(rules)
        # Most moves with the animations off (the same steps, finished at once), the last few
        # animated: the picture must equal the model either way.
        view.set_speed(Speed.OFF)
        plies = rng.randint(8, 40)
        for ply in range(plies):
            if ply == plies - 4:
                view.set_speed(Speed.FAST)
            moves = model.game.legal_moves()
            if not moves:
                break
            pops = [m for m in moves if m.kind == "pop"]
            model.play(rng.choice(pops) if pops and rng.random() < 0.4 else rng.choice(moves))
        for _ in range(rng.randint(0, 3)):
            model.undo()
        if model.result is not None:
            model.undo()
        settle(qtbot, view)
        assert_picture_matches(view, model.game)
    assert view.resyncs == 0, "the animations alone brought the picture to the model"


@pytest.mark.parametrize("size", [(300, 900), (900, 300), (420, 420), (1200, 800), (250, 210)])
def test_resizing_keeps_the_board_visible_and_centred(
    qtbot: QtBot, view: BoardView, size: tuple[int, int]
) -> None:
    view.resize(*size)
    qtbot.waitUntil(lambda: view.size().width() == size[0])
    layout = view.board_layout
    content = layout.content_rect
    widget = view.rect()
    assert content.left() >= 0
    assert content.top() >= 0
    assert content.right() <= widget.width()
    assert content.bottom() <= widget.height()
    assert abs(content.left() - (widget.width() - content.right())) <= 1
    assert abs(content.top() - (widget.height() - content.bottom())) <= 1
    # The board fills the limiting dimension (apart from a small margin).
    fill = max(content.width() / widget.width(), content.height() / widget.height())
    assert fill > 0.85
    # And it still plays.
    with qtbot.waitSignal(view.move_requested):
        click(qtbot, view, view.cell_center(3, 0), Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("theme", ["classic", "dark", "contrast"])
def test_every_theme_paints_the_position(
    qtbot: QtBot, view: BoardView, model: GameModel, theme: str
) -> None:
    view.set_theme(theme)
    play_quickly(view, model, "d4 d4 d3 d5 p4")
    settle(qtbot, view)
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    # The two players' discs differ, and both differ from an empty hole.
    layout = view.board_layout
    samples = {
        player: image.pixelColor(
            round(layout.centre(c, r).x() * ratio + layout.disc_radius * 0.3 * ratio),
            round(layout.centre(c, r).y() * ratio + layout.disc_radius * 0.5 * ratio),
        ).name()
        for player, (c, r) in {0: (0, 0), 1: (2, 0), 2: (3, 0)}.items()
    }
    assert len(set(samples.values())) == 3, samples
