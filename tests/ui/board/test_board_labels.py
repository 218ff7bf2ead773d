"""The board says what it shows: column labels and the digit keys that type them, the last pop
marked as plainly as a drop, a pop preview that never outlives the position it previewed, the
analysis labels' tooltips and legend, and Pop 10's setup columns."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QFont, QFontMetricsF, QGuiApplication, QHelpEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.analysis import analysis_tip, label_colour
from popout_desktop.ui.board.animations import AnimationQueue
from popout_desktop.ui.board.input import BoardInput
from popout_desktop.ui.board.layout import BoardLayout, column_label, column_labels
from popout_desktop.ui.board.painting import setup_columns
from popout_desktop.ui.board.shown import ShownBoard, last_mover
from popout_desktop.ui.board.themes import THEMES, label_ink, theme
from popout_desktop.ui.board.themes import contrast_ratio as contrast
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.window.narration import analysis_labels
from tests.narrowing import now
from tests.ui.board.test_board_input import Surface
from tests.ui.board.test_board_painting import paint, scene_for
from tests.ui.board.test_board_variants import SMALL_POP_TEN, find_game
from tests.ui.board.test_board_view import click, settle

FIVE = Rules.preset("five_in_a_row")
WIDE = Rules(columns=16, rows=12)
WIDE_FIVE = Rules(columns=10, rows=6, connect=5, side_columns=True, pop_out=False)
POP_TEN = Rules.preset("pop_ten")
TABLES = [
    Rules(),
    Rules.preset("classic"),
    FIVE,
    WIDE,
    WIDE_FIVE,
    POP_TEN,
    Rules.preset("power_up"),
]


def table_id(rules: Rules) -> str:
    kind = "pop10" if rules.pop_ten else "powerup" if rules.power_up else ""
    return f"{rules.columns}x{rules.rows}-{rules.connect}{'-side' * rules.side_columns}{kind}"


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Fonts, pixmaps and timers need the application object."""


def near(colour: QColor, wanted: QColor, tolerance: float = 0.12) -> bool:
    return all(
        abs(a - b) < tolerance
        # PySide6's stub has getRgbF() -> object; it is a tuple of four floats
        for a, b in zip(colour.getRgbF()[:3], wanted.getRgbF()[:3], strict=True)  # type: ignore[index]
    )


def pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(round(point.x()), round(point.y()))


def layout_for(rules: Rules, width: float = 760, height: float = 620) -> BoardLayout:
    return BoardLayout(rules.width, rules.rows, width, height, rules.pop_ten or rules.power_up)


# -- the labels ----------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", TABLES, ids=table_id)
def test_the_labels_are_the_numbers_the_notation_gives_the_columns(rules: Rules) -> None:
    labels = layout_for(rules).labels(rules)
    playable = [c for c in range(rules.width) if not rules.is_side_column(c)]
    assert [column for column, _, _ in labels] == playable
    for column, label, _ in labels:
        assert label == str(Move.drop(column))[1:]  # "d2" is column 2 in the move list
        assert column_label(rules, column) == label
    assert column_labels(rules) == {label: column for column, label, _ in labels}


def test_five_in_a_row_has_no_label_on_its_side_columns() -> None:
    assert column_label(FIVE, 0) is None and column_label(FIVE, FIVE.width - 1) is None
    assert list(column_labels(FIVE)) == ["2", "3", "4", "5", "6", "7", "8"]


@pytest.mark.parametrize("rules", TABLES, ids=table_id)
@pytest.mark.parametrize("size", [(760, 620), (220, 200), (1600, 500), (500, 1200)])
def test_the_labels_and_the_legend_have_room_of_their_own(
    rules: Rules, size: tuple[int, int]
) -> None:
    layout = layout_for(rules, *size)
    widget = QRectF(0, 0, *size)
    face = layout.board_rect
    rects = [rect for _, _, rect in layout.labels(rules)]
    content = layout.content_rect.adjusted(-0.01, -0.01, 0.01, 0.01)
    for index, rect in enumerate(rects):
        assert widget.contains(rect)
        assert content.contains(rect)
        assert rect.top() >= face.bottom()
        for column in range(rules.width):
            assert not rect.intersects(layout.pop_handle_rect(column)), column
        if layout.trays:
            assert not rect.intersects(layout.tray_rect(1))
            assert not rect.intersects(layout.tray_rect(2))
        if index:
            assert not rect.intersects(rects[index - 1])
    legend = layout.legend_rect
    assert widget.contains(legend)
    ghost_top = layout.y(layout.drop_start_row()) - layout.disc_radius
    assert legend.bottom() <= ghost_top + 0.5  # over any ghost disc, never on it
    assert legend.bottom() <= face.top() - layout.cell  # far from the drops' analysis labels


def test_the_labels_scale_with_the_board_and_read_on_sixteen_columns() -> None:
    small, big = layout_for(WIDE, 500, 420), layout_for(WIDE, 1500, 1200)
    assert big.label_pixel_size > small.label_pixel_size
    layout = layout_for(WIDE)  # the board in a window of the default size
    assert layout.label_pixel_size >= 10
    font = QFont()
    font.setPixelSize(layout.label_pixel_size)
    font.setBold(True)
    metrics = QFontMetricsF(font)
    for _, label, rect in layout.labels(WIDE):
        assert metrics.horizontalAdvance(label) < rect.width() * 0.8
        assert metrics.height() <= rect.height() * 1.3


@pytest.mark.parametrize("key", sorted(THEMES))
def test_the_labels_are_painted_in_a_colour_that_reads_on_the_background(key: str) -> None:
    look = theme(key)
    assert contrast(label_ink(look), look.background) >= 4.5
    game = Game.from_notation("d4 d4")
    scene = scene_for(game, theme=look)
    image = paint(scene)
    for _, _, rect in scene.layout.labels(game.rules):
        inked = [
            pixel(image, QPointF(rect.left() + dx, rect.top() + dy))
            for dx in range(int(rect.width()))
            for dy in range(int(rect.height()))
        ]
        assert any(near(colour, label_ink(look), 0.2) for colour in inked), rect


def test_the_keyboard_cursors_label_stands_out() -> None:
    game = Game()
    scene = scene_for(game, cursor=2)
    image = paint(scene)
    rect = scene.layout.label_rect(2)
    edge = QPointF(rect.left() + rect.width() * 0.2, rect.center().y())
    assert near(pixel(image, edge), scene.theme.focus)
    other = scene.layout.label_rect(3)
    edge = QPointF(other.left() + other.width() * 0.2, other.center().y())
    assert near(pixel(image, edge), scene.theme.background)


def test_the_view_gives_its_labels(qtbot: QtBot) -> None:
    model = GameModel(FIVE)
    view = BoardView(model)
    qtbot.addWidget(view)
    view.resize(700, 640)
    assert [(c, label) for c, label, _ in view.column_labels()] == [
        (c, str(c + 1)) for c in range(1, 8)
    ]
    assert view.column_labels()[0][2] == view.board_layout.label_rect(1)


# -- the digit keys ------------------------------------------------------------------------------


class Keys:
    """The input of ``rules`` with what it proposed and refused."""

    def __init__(self, rules: Rules) -> None:
        self.model = GameModel(rules)
        self.surface = Surface(rules)
        self.input = BoardInput(self.model, AnimationQueue(), self.surface)
        self.proposed: list[Move] = []
        self.refused: list[str] = []
        self.input.move_requested.connect(self.proposed.append)
        self.input.input_refused.connect(self.refused.append)

    def type(self, digits: str) -> None:
        for digit in digits:
            assert self.input.key(Qt.Key(Qt.Key.Key_0 + int(digit)))


def test_a_digit_plays_the_column_with_that_label_in_five_in_a_row() -> None:
    keys = Keys(FIVE)
    for label, column in column_labels(FIVE).items():
        keys.type(label)
        assert keys.proposed[-1] == Move.drop(column)
        assert str(keys.proposed[-1]) == "d" + label
    assert keys.proposed[0] == Move.drop(1)  # 2 is the first playable column: 1 is not
    keys.proposed.clear()
    keys.type("1")
    keys.type("9")
    keys.type("0")
    assert keys.proposed == []
    assert keys.refused == [
        "Column 1 is a fixed side column.",
        "Column 9 is a fixed side column.",
        "There is no column 0: the columns are 2 to 8.",
    ]


def test_on_a_small_board_every_digit_acts_at_once() -> None:
    keys = Keys(Rules())
    keys.type("7")
    assert keys.proposed == [Move.drop(6)]
    assert not keys.input.typing_timer.isActive() and keys.input.typed == ""
    keys.type("8")
    assert keys.refused == ["There is no column 8: the columns are 1 to 7."]


def test_two_digits_typed_quickly_reach_columns_ten_to_sixteen() -> None:
    keys = Keys(WIDE)
    keys.type("12")
    keys.type("16")
    keys.type("10")
    assert keys.proposed == [Move.drop(11), Move.drop(15), Move.drop(9)]
    keys.type("2")  # no label begins with 2 but 2 itself: at once
    assert keys.proposed[-1] == Move.drop(1)
    keys.type("19")  # 19 begins no label: the 9 starts afresh
    assert keys.proposed[-1] == Move.drop(8)
    assert keys.refused == []


def test_the_one_of_ten_waits_for_the_next_digit_then_enter_plays_it(qtbot: QtBot) -> None:
    keys = Keys(WIDE)
    timer = keys.input.typing_timer
    keys.type("1")
    assert keys.proposed == [] and keys.input.cursor == 0 and keys.input.keyboard_active
    assert timer.isActive()
    assert timer.interval() == QGuiApplication.styleHints().keyboardInputInterval()
    with qtbot.waitSignal(timer.timeout, timeout=5_000):
        pass
    assert keys.input.typed == "" and keys.proposed == []  # the wait plays nothing
    keys.type("2")  # afresh: column 2, not 12
    assert keys.proposed == [Move.drop(1)]
    keys.type("1")
    assert keys.input.key(Qt.Key.Key_Return)  # Enter acts on the cursor: column 1
    assert keys.proposed[-1] == Move.drop(0)
    assert not timer.isActive()


def test_a_label_begun_past_the_side_column_waits_on_the_first_it_begins(qtbot: QtBot) -> None:
    keys = Keys(WIDE_FIVE)  # labels 2 to 11: 1 and 12 are the side columns
    keys.type("1")
    assert keys.proposed == [] and keys.refused == []
    assert keys.input.cursor == 9  # column 10
    keys.type("1")
    assert keys.proposed == [Move.drop(10)]  # column 11
    keys.type("1")
    keys.input.end_typing()
    keys.type("0")  # afresh: 0 is no column
    assert keys.refused == ["There is no column 0: the columns are 2 to 11."]


def test_a_move_of_the_other_side_ends_the_wait() -> None:
    keys = Keys(WIDE)
    keys.type("1")
    keys.model.play(Move.drop(5))
    keys.input.position_changed()
    keys.type("2")
    assert keys.proposed == [Move.drop(1)]


def test_digits_on_the_widget_follow_the_labels(qtbot: QtBot) -> None:
    model = GameModel(WIDE)
    view = BoardView(model)
    qtbot.addWidget(view)
    view.resize(760, 620)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClicks(view, "14")
    assert blocker.args == [Move.drop(13)]


# -- the last move -------------------------------------------------------------------------------

POP_WIN = "d4 d5 d4 d3 d1 p3 d5 d5 d6 d5 p6 d5 p1 d2 d3 d4 d3 d2 d5 d6 d3 d3 d1 p5"


@pytest.mark.parametrize("key", sorted(THEMES))
def test_a_winning_pop_is_marked_in_the_poppers_colour(key: str) -> None:
    game = Game.from_notation(POP_WIN)
    assert game.result is not None and game.result.winner == 2
    look = theme(key)
    scene = scene_for(game, theme=look, accepts_input=False, legal=[], pop_columns=[])
    assert scene.shown.mark == ("pop", 4, 0) and scene.shown.mark_by == 2
    image = paint(scene)
    layout = scene.layout
    s = layout.cell
    arrow = QPointF(layout.x(4), layout.board_rect.bottom() + s * 0.27)
    assert near(pixel(image, arrow), look.colour(2))
    # The bracket under the bottom hole of the popped column.
    bracket = layout.centre(4, 0) + QPointF(0, layout.hole_radius + s * 0.045)
    assert contrast(pixel(image, bracket), look.board) >= 3.0


def test_a_pop_under_a_handle_keeps_its_bracket() -> None:
    game = Game.from_notation("d1 d1 p1")  # yellow may pop column 1 in turn
    scene = scene_for(game)
    assert 0 in scene.pop_columns
    image = paint(scene)
    layout = scene.layout
    bracket = layout.centre(0, 0) + QPointF(0, layout.hole_radius + layout.cell * 0.045)
    assert contrast(pixel(image, bracket), scene.theme.board) >= 3.0
    arrow = QPointF(layout.x(0), layout.board_rect.bottom() + layout.cell * 0.27)
    assert not near(pixel(image, arrow), scene.theme.colour(2))  # the handle, not the arrow


def test_the_popper_is_who_played_not_whose_disc_left() -> None:
    assert last_mover(Game()) == 0
    assert last_mover(Game.from_notation("d4 d4 p4")) == 1
    assert ShownBoard(Game.from_notation("d4 d3")).mark_by == 2
    # Power Up: red's bomb pops yellow's disc out of column 2; the pop is red's.
    bombed = Game.from_notation("d1 d2 b3 p2", Rules.preset("power_up"))
    assert bombed.turn == 2 and bombed.cell(1, 0) == 0
    shown = ShownBoard(bombed)
    assert shown.mark == ("pop", 1, 0) and shown.mark_by == 1


# -- the pop preview -----------------------------------------------------------------------------


@pytest.fixture
def view(qtbot: QtBot) -> BoardView:
    model = GameModel()
    board = BoardView(model)
    qtbot.addWidget(board)
    board.resize(700, 640)
    board.show()
    qtbot.waitExposed(board)
    board.move_requested.connect(model.play)
    return board


def rest_pointer(qtbot: QtBot, view: BoardView, point: QPointF) -> None:
    """Move the pointer to ``point`` (from a pixel away: Qt drops a move to where the pointer
    is already) and leave it there."""
    for where in (QPoint(round(point.x()) - 1, round(point.y())), point.toPoint()):
        QCursor.setPos(view.mapToGlobal(where))
        QTest.mouseMove(view, where)


def load(qtbot: QtBot, view: BoardView, notation: str) -> None:
    view.model.load(Game.from_notation(notation))
    settle(qtbot, view)


def test_the_pop_preview_does_not_outlive_a_pop_by_click(qtbot: QtBot, view: BoardView) -> None:
    load(qtbot, view, "d1 d1")  # red pops column 1, yellow's disc comes down: yellow may pop
    handle = view.pop_handle_rect(0).center()
    rest_pointer(qtbot, view, handle)
    assert view.pop_preview_column() == 0
    click(qtbot, view, handle, Qt.MouseButton.LeftButton)
    settle(qtbot, view)
    assert view.model.game.notation() == "d1 d1 p1"
    assert view.legal_pop_columns() == [0]  # yellow's handle is under the resting pointer
    assert view.pop_preview_column() is None
    rest_pointer(qtbot, view, handle + QPointF(3, 1))  # the pointer moves: the preview is back
    assert view.pop_preview_column() == 0


def test_the_pop_preview_does_not_outlive_an_undo(qtbot: QtBot, view: BoardView) -> None:
    load(qtbot, view, "d1 d1 p1")
    handle = view.pop_handle_rect(0).center()
    rest_pointer(qtbot, view, handle)
    assert view.pop_preview_column() == 0  # yellow previews popping column 1
    assert view.model.undo()  # red's pop taken back (Ctrl+Z): red may pop column 1 again
    settle(qtbot, view)
    assert view.legal_pop_columns() == [0]
    assert view.pop_preview_column() is None


def test_the_pop_preview_does_not_outlive_a_pop_by_key(qtbot: QtBot, view: BoardView) -> None:
    load(qtbot, view, "d1 d1")
    rest_pointer(qtbot, view, view.pop_handle_rect(0).center())
    assert view.pop_preview_column() == 0
    QTest.keyClick(view, Qt.Key.Key_Up)  # pops the keyboard cursor's column, the first
    settle(qtbot, view)
    assert view.model.game.notation() == "d1 d1 p1"
    assert view.legal_pop_columns() == [0]
    assert view.pop_preview_column() is None


def test_the_pop_preview_does_not_outlive_the_computers_move(qtbot: QtBot, view: BoardView) -> None:
    load(qtbot, view, "d1 d2")
    handle = view.pop_handle_rect(0).center()
    rest_pointer(qtbot, view, handle)
    assert view.pop_preview_column() == 0
    QTest.keyClick(view, Qt.Key.Key_5)  # red drops into column 5 by key...
    settle(qtbot, view)
    view.set_interactive(False)
    view.model.play(Move.drop(5))  # ... the computer answers while the pointer rests
    settle(qtbot, view)
    view.set_interactive(True)
    assert view.model.game.notation() == "d1 d2 d5 d6"
    assert 0 in view.legal_pop_columns()
    assert view.pop_preview_column() is None
    rest_pointer(qtbot, view, handle + QPointF(-2, 2))
    assert view.pop_preview_column() == 0


# -- analysis ------------------------------------------------------------------------------------

WIN, LOSS = 1_000_000 - 7, -(1_000_000 - 3)


def labels_of(values: dict[str, int], exact: list[str]) -> dict[Move, tuple[str, str]]:
    return analysis_labels({"values": values, "exact": exact})


def test_the_tooltips_say_what_a_value_means() -> None:
    labels = labels_of(
        {
            "d1": WIN,
            "d2": LOSS,
            "d3": 0,
            "d4": 40,
            "d5": 1_000_000 - 1,
            "d6": -1_000_000,
            "d7": -(1_000_000 - 1),
            "p1": 0,
        },
        ["d1", "d2", "d3", "d5", "d6", "d7"],
    )

    def tip(column: int) -> str:
        return analysis_tip(*labels[Move.drop(column)], "Red", "Yellow")

    assert tip(0) == (
        "Win in 7 moves\n"
        "Red wins in at most 7 moves of theirs, this one included, whatever Yellow plays."
    )
    assert tip(1) == (
        "Loss in 3 moves\nAfter it Yellow can win with 3 more moves of theirs, whatever Red plays."
    )
    assert tip(2) == "Draw\nWith the best play of both sides neither player wins."
    assert tip(3) == (
        "Estimate +0.4\n"
        "The search did not see the end of the game: above 0 is better for Red, below 0 for "
        "Yellow."
    )
    assert tip(4) == "Win at once\nThis move completes a line for Red: Red wins."
    assert tip(5) == "Loss at once\nThis move completes a line for Yellow: Yellow wins."
    assert tip(6).startswith("Loss in 1 move\n")
    assert analysis_tip(*labels[Move.pop(0)], "Red", "Yellow").startswith("Estimate 0.0\n")


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_hovering_a_label_shows_its_tooltip(qtbot: QtBot, view: BoardView) -> None:
    load(qtbot, view, "d1 d2")
    labels = labels_of({"d3": WIN, "p1": LOSS}, ["d3", "p1"])
    view.set_annotations(labels)
    layout = view.board_layout
    badge = QPointF(layout.x(2), layout.board_rect.top() - layout.cell * 0.14)
    assert view.tool_tip_at(badge).startswith("Win in 7 moves\nRed wins")
    assert view.tool_tip_at(view.pop_handle_rect(0).center()).startswith("Loss in 3 moves\n")
    assert view.tool_tip_at(view.cell_center(3, 3)) == ""
    where = QPoint(round(badge.x()), round(badge.y()))
    event = QHelpEvent(QEvent.Type.ToolTip, where, view.mapToGlobal(where))
    QApplication.sendEvent(view, event)
    qtbot.waitUntil(lambda: QToolTip.text().startswith("Win in 7 moves"))
    view.set_annotations(None)
    assert view.tool_tip_at(badge) == ""


def test_the_legend_stays_while_analysis_mode_is_on(qtbot: QtBot, view: BoardView) -> None:
    assert not now(lambda: view.legend_shown)
    view.set_annotations({})  # analysis on, the engine still thinking
    assert view.legend_shown
    click(qtbot, view, view.cell_center(3, 0), Qt.MouseButton.LeftButton)
    settle(qtbot, view)
    assert view.annotation(Move.drop(3)) is None and view.legend_shown
    view.set_annotations(None)  # analysis off
    assert not view.legend_shown


def test_the_legend_is_painted_only_in_analysis_mode() -> None:
    game = Game.from_notation("d4")
    win = label_colour("win")

    def greens(legend: bool) -> int:
        scene = scene_for(game, legend=legend)
        image = paint(scene)
        rect = scene.layout.legend_rect
        return sum(
            near(pixel(image, QPointF(x, y)), win, 0.1)
            for x in range(int(rect.left()), int(rect.right()), 2)
            for y in range(int(rect.top()), int(rect.bottom()))
        )

    assert greens(False) == 0
    assert greens(True) > 10


# -- Pop 10's setup ------------------------------------------------------------------------------


def test_the_setup_columns_are_lit(qtbot: QtBot) -> None:
    game = Game.from_notation("d1 d2 d3", POP_TEN)
    scene = scene_for(game)
    assert setup_columns(scene) == [3, 4, 5, 6]
    image = paint(scene)
    layout = scene.layout
    rim = QPointF(0, -layout.hole_radius)
    for column in range(7):
        colour = pixel(image, layout.centre(column, game.height(column)) + rim)
        assert near(colour, scene.theme.highlight, 0.25) == (column >= 3), column
    assert setup_columns(scene_for(game, accepts_input=False, legal=[])) == []
    played = Game(POP_TEN)
    for move in [Move.drop(c) for _ in range(6) for c in range(7)]:
        played.play(move)
    assert setup_columns(scene_for(played)) == []  # the board is full: play begins


def test_hovering_a_refused_setup_column_says_why(qtbot: QtBot) -> None:
    model = GameModel(POP_TEN)
    view = BoardView(model)
    qtbot.addWidget(view)
    view.resize(760, 620)
    view.show()
    qtbot.waitExposed(view)
    model.load(Game.from_notation("d1 d2 d3", POP_TEN))
    settle(qtbot, view)
    refused = view.tool_tip_at(view.cell_center(0, 3))
    assert refused == "While the board is being filled, drop into one of the lowest columns."
    with qtbot.waitSignal(view.input_refused) as blocker:
        click(qtbot, view, view.cell_center(0, 3), Qt.MouseButton.LeftButton)
    assert blocker.args == [refused]  # the same words as a click on it
    assert view.tool_tip_at(view.cell_center(4, 3)) == ""


@pytest.mark.parametrize("size", [(900, 640), (420, 380), (220, 200)])
def test_the_pass_button_leaves_the_labels_readable(qtbot: QtBot, size: tuple[int, int]) -> None:
    game = find_game(SMALL_POP_TEN, lambda g: g.legal_moves() == [Move.pass_()], seed=4)
    model = GameModel(SMALL_POP_TEN)
    view = BoardView(model)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    model.load(game)
    settle(qtbot, view)
    assert view.pass_button.isVisible()
    button = QRectF(view.pass_button.geometry())
    for column, label, rect in view.column_labels():
        assert not button.intersects(rect), (column, label, button, rect)


def test_a_layout_works_out_its_face_once_and_gives_each_caller_its_own_rectangle() -> None:
    """The face's rectangle is computed once per (frozen) layout (issue 33 point 4: the first
    frame's paint asks for it over a hundred times), the heights above and below it too; each
    caller still gets a rectangle of its own to change, and equal layouts stay equal."""
    layout = BoardLayout(7, 6, 640.0, 620.0, text_scale=1.2, text_pixels=14.0, top_inset=40.0)
    first = layout.board_rect
    assert {"_board_box", "_top_height", "_bottom_height"} <= set(vars(layout))
    first.adjust(5, 5, -5, -5)
    again = layout.board_rect
    assert again is not first and again != first
    fresh = BoardLayout(7, 6, 640.0, 620.0, text_scale=1.2, text_pixels=14.0, top_inset=40.0)
    assert again == fresh.board_rect and fresh == layout and hash(fresh) == hash(layout)
    assert layout.content_rect == fresh.content_rect
    assert layout.labels_rect == fresh.labels_rect
