"""What each move looks like: the steps built from move effects (pure values, no widget)."""

from __future__ import annotations

import random

import pytest

from popout_desktop.game.game_over import GameOver
from popout_desktop.rules import Game, Move, Reason, Result, Rules
from popout_desktop.rules.effects import move_effect
from popout_desktop.ui.board.layout import POP_END_ROW, drop_start_row
from popout_desktop.ui.board.steps import (
    Motion,
    Step,
    Target,
    drop_duration,
    step_for_game_over,
    step_for_move,
    step_for_undo,
)

SMALL_POP_TEN = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)
KEEP = Target(-1.5, 2.0, 0.7)


def cells(lands: tuple[tuple[int, int, int, str], ...]) -> set[tuple[int, int]]:
    return {(column, row) for column, row, _, _ in lands}


def test_a_drop_falls_from_above_the_board_into_its_cell() -> None:
    game = Game.from_notation("d4")
    step = step_for_move(move_effect(game, Move.drop(3)), 6)
    (sprite,) = step.sprites
    start = drop_start_row(6)
    assert (sprite.player, sprite.column, sprite.start, sprite.end) == (2, 3, start, 1)
    assert sprite.motion is Motion.GRAVITY and sprite.bounce > 0
    assert sprite.row_at(0.0) == start and sprite.row_at(1.0) == 1
    assert step.lifts == () and step.lands == ((3, 1, 2, "disc"),)
    assert step.marks == ("drop", 3, 1)
    assert step.duration == drop_duration(start - 1)


def test_a_pop_slides_out_and_the_column_falls() -> None:
    game = Game.from_notation("d4 d4 d5 d6")
    step = step_for_move(move_effect(game, Move.pop(3)), 6)
    popped, fallen = step.sprites
    assert popped.end == POP_END_ROW and popped.motion is Motion.ACCELERATE
    assert popped.opacity_at(1.0) == 0.0
    assert (fallen.start, fallen.end, fallen.motion) == (1, 0, Motion.GRAVITY)
    assert step.lifts == ((3, 0), (3, 1)) and step.lands == ((3, 0, 2, "disc"),)
    assert step.marks == ("pop", 3, 0)


def test_drops_take_longer_the_further_they_fall() -> None:
    durations = [drop_duration(d) for d in (0, 1, 3, 6, 20)]
    assert durations == sorted(durations)
    assert durations[0] >= 180 and durations[-1] == 450


def test_a_kept_discs_column_falls_while_it_slides_out() -> None:
    rng = random.Random(2)
    while True:
        game = Game(SMALL_POP_TEN)
        while game.result is None:
            kept = [m for m in game.legal_moves() if move_effect(game, m).kept]
            fallen = [m for m in kept if move_effect(game, m).fallen]
            if fallen:
                break
            game.play(rng.choice(game.legal_moves()))
        if game.result is None:
            break
    effect = move_effect(game, fallen[0])
    step = step_for_move(effect, 4, KEEP)
    assert step.sprites[0].motion is Motion.PATH
    assert all(s.window[1] < 1.0 for s in step.sprites[1:])  # down before the disc is gone
    back = step_for_undo(effect, 4, KEEP)
    assert all(s.window[1] < 1.0 for s in back.sprites[1:])  # up before it slides back in
    assert step.duration == back.duration > step_for_move(effect, 4).duration


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules.preset("pop_out_five_in_a_row"), SMALL_POP_TEN, Rules.preset("power_up")],
    ids=["pop_out", "five_in_a_row", "pop_ten", "power_up"],
)
def test_an_undo_is_its_move_played_backwards(rules: Rules) -> None:
    """An undo lifts the cells its move landed in and lands in the cells its move lifted, with
    what the game held there before the move."""
    rng = random.Random(5)
    for _ in range(20):
        game = Game(rules)
        while game.result is None and game.ply < 60:
            move = rng.choice(game.legal_moves())
            before = game.copy()
            effect = move_effect(game, move)
            game.play(move)
            for keep in (None, KEEP):
                forwards = step_for_move(effect, rules.rows, keep)
                backwards = step_for_undo(effect, rules.rows, keep)
                assert set(backwards.lifts) == cells(forwards.lands), move
                assert cells(backwards.lands) == set(forwards.lifts), move
                for column, row, player, piece in backwards.lands:
                    assert (player, piece) == (
                        before.cell(column, row),
                        before.piece(column, row),
                    )
                for column, row, player, piece in forwards.lands:
                    assert (player, piece) == (game.cell(column, row), game.piece(column, row))
                assert forwards.duration > 0 and len(forwards.sprites) == len(backwards.sprites)


def test_the_end_of_the_game_pulses_a_win_and_passes_a_draw_at_once() -> None:
    win = GameOver(Result(1, Reason.LINE), frozenset({(0, 0), (0, 1), (0, 2), (0, 3)}))
    step = step_for_game_over(win)
    assert step.duration > 0 and step.highlight == win.winning_cells and step.over is win
    assert step_for_game_over(GameOver(Result(None, Reason.FULL), frozenset())).duration == 0
    assert Step(0.0).sprites == ()
