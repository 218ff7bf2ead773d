"""What the mouse and keys mean on the board: :class:`BoardInput` without a widget.

A stand-in surface gives the input its geometry, theme and focus; the moves proposed and the
reasons refused are collected from its signals.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.animations import AnimationQueue, Speed, Step
from popout_desktop.ui.board.input import BoardInput, power_rect
from popout_desktop.ui.board.layout import BoardLayout
from popout_desktop.ui.board.themes import Theme, theme

POWER_UP = Rules.preset("power_up")
FIVE = Rules.preset("pop_out_five_in_a_row")


class Surface:
    """The widget's side: a layout at 700 x 640, the classic theme, focus on demand."""

    def __init__(self, rules: Rules) -> None:
        trays = rules.pop_ten or rules.power_up
        self.board_layout = BoardLayout(rules.width, rules.rows, 700, 640, trays)
        self.theme: Theme = theme("classic")
        self.focus = False

    def hasFocus(self) -> bool:  # noqa: N802 (the name Qt gives it)
        return self.focus


class Rig:
    """A model, its animation queue and the input, with what the input emitted."""

    def __init__(self, rules: Rules, notation: str = "") -> None:
        self.model = GameModel(rules)
        if notation:
            self.model.load(Game.from_notation(notation, rules))
        self.queue = AnimationQueue()
        self.surface = Surface(rules)
        self.input = BoardInput(self.model, self.queue, self.surface)
        self.proposed: list[Move] = []
        self.refused: list[str] = []
        self.armed: list[str] = []
        self.changes = 0
        self.input.move_requested.connect(self.proposed.append)
        self.input.input_refused.connect(self.refused.append)
        self.input.armed_changed.connect(self.armed.append)
        self.input.changed.connect(self.count_change)

    def count_change(self) -> None:
        self.changes += 1

    def centre(self, column: int, row: int) -> QPointF:
        return self.surface.board_layout.centre(column, row)

    def play(self, notation: str) -> None:
        for token in notation.split():
            assert self.model.play(Move.parse(token))
        self.input.position_changed()


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """The animation queue's timers need the application object."""


def test_a_click_on_a_column_proposes_its_drop() -> None:
    rig = Rig(Rules())
    assert rig.input.press(rig.centre(2, 3), Qt.MouseButton.LeftButton)
    assert rig.proposed == [Move.drop(2)]
    assert rig.input.cursor == 2 and not rig.input.keyboard_active


def test_a_right_click_pops_only_an_own_bottom_disc() -> None:
    rig = Rig(Rules(), "d3 d4")
    rig.input.press(rig.centre(3, 0), Qt.MouseButton.RightButton)  # the opponent's disc
    rig.input.press(rig.centre(2, 3), Qt.MouseButton.RightButton)
    assert rig.proposed == [Move.pop(2)]
    assert rig.input.legal_pop_columns() == [2]


def test_a_click_off_the_board_is_not_the_boards() -> None:
    rig = Rig(Rules())
    assert not rig.input.press(QPointF(2, 2), Qt.MouseButton.LeftButton)
    assert rig.proposed == [] and rig.refused == []


def test_no_input_while_animating_not_interactive_or_over() -> None:
    rig = Rig(Rules())
    rig.input.interactive = False
    assert not rig.input.press(rig.centre(2, 3), Qt.MouseButton.LeftButton)
    rig.input.interactive = True
    rig.queue.set_speed(Speed.NORMAL)
    rig.queue.push(Step(500.0))
    assert not rig.input.accepts_input()
    rig.input.key(Qt.Key.Key_Return)
    assert rig.input.ghost_column() is None
    rig.queue.clear()
    won = Rig(Rules(), "d1 d2 d1 d2 d1 d2 d1")
    assert not won.input.accepts_input() and won.input.legal_pop_columns() == []
    assert rig.proposed == [] and won.proposed == []


def test_the_cursor_moves_over_playable_columns_only() -> None:
    rig = Rig(FIVE)
    assert rig.input.cursor == FIVE.first_column
    rig.input.key(Qt.Key.Key_Left)  # wraps round, past the side columns
    assert rig.input.cursor == FIVE.first_column + FIVE.columns - 1
    assert rig.changes == 1 and rig.input.keyboard_active
    rig.input.key(Qt.Key.Key_Right)
    rig.input.key(Qt.Key.Key_Return)
    rig.input.key(Qt.Key.Key_3)  # the second playable column, labelled 3
    assert rig.proposed == [Move.drop(FIVE.first_column), Move.drop(FIVE.first_column + 1)]


def test_the_keyboard_cursor_shows_only_with_the_focus() -> None:
    rig = Rig(Rules())
    rig.input.key(Qt.Key.Key_Right)
    assert rig.input.keyboard_cursor() is None and rig.input.ghost_column() is None
    rig.surface.focus = True
    assert rig.input.keyboard_cursor() == 1 and rig.input.ghost_column() == 1


def test_up_pops_at_the_cursor_and_unknown_keys_are_not_the_boards() -> None:
    rig = Rig(Rules(), "d1 d2")
    rig.input.key(Qt.Key.Key_Up)
    assert rig.proposed == [Move.pop(0)]
    assert not rig.input.key(Qt.Key.Key_Z)
    assert not rig.input.key(Qt.Key.Key_A)  # no power checkers in Pop Out


def test_hovering_a_column_shows_the_ghost_and_a_handle_previews_the_pop() -> None:
    rig = Rig(Rules(), "d1 d2")
    rig.input.hover(rig.centre(4, 2))
    assert rig.input.ghost_column() == 4 and rig.input.pop_preview_column() is None
    assert rig.changes == 1
    rig.input.hover(rig.centre(4, 3))  # the same column: nothing to repaint
    assert rig.changes == 1
    handle = rig.surface.board_layout.pop_handle_rect(0).center()
    rig.input.hover(handle)
    assert rig.input.hovered_handle() == 0 and rig.input.pop_preview_column() == 0
    assert rig.input.ghost_column() is None
    rig.input.leave()
    assert rig.input.hover_column is None and rig.input.ghost_column() is None


def test_arming_from_the_tray_and_with_the_keys() -> None:
    rig = Rig(POWER_UP)
    layout = rig.surface.board_layout
    anvil = power_rect(layout, 1, "anvil").center()
    assert rig.input.power_at(anvil) == (1, "anvil")
    rig.input.press(anvil, Qt.MouseButton.LeftButton)
    assert rig.input.armed == "anvil" and rig.armed == ["anvil"]
    assert rig.input.column_move(3) == Move.power("anvil", 3)
    assert rig.input.legal_pop_columns() == []  # no handles while a checker is armed
    rig.input.press(anvil, Qt.MouseButton.LeftButton)  # again: disarmed
    rig.input.press(power_rect(layout, 2, "bomb").center(), Qt.MouseButton.LeftButton)
    assert rig.armed == ["anvil", ""]  # the opponent's tray arms nothing
    rig.input.key(Qt.Key.Key_B)
    assert rig.input.armed == "bomb"
    rig.input.key(Qt.Key.Key_Escape)
    assert rig.input.armed == ""
    rig.input.key(Qt.Key.Key_X)
    rig.input.press(rig.centre(2, 3), Qt.MouseButton.LeftButton)
    assert rig.proposed == [Move.power("double", 2)]


def test_a_played_power_checker_cannot_be_armed() -> None:
    rig = Rig(POWER_UP, "a1 d2")
    assert not rig.input.arm("anvil")
    assert rig.refused == ["That power checker has been played already."]
    assert rig.input.armed == ""
    assert Rig(Rules()).input.arm("bomb") is False


def test_a_due_pass_is_refused_on_a_column_and_played_with_space() -> None:
    rules = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
    rig = Rig(rules)
    # Random play to a position where the only move is a pass.
    rng = random.Random(4)
    while rig.model.game.legal_moves() != [Move.pass_()]:
        if rig.model.result is not None:
            rig.model.new_game()
        rig.model.play(rng.choice(rig.model.game.legal_moves()))
        rig.input.position_changed()
    assert rig.input.must_pass() and rig.input.column_move(1) is None
    rig.input.press(rig.centre(1, 1), Qt.MouseButton.LeftButton)
    assert rig.proposed == [] and len(rig.refused) == 1
    rig.input.key(Qt.Key.Key_Space)
    assert rig.proposed == [Move.pass_()]
