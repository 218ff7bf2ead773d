"""GameModel: the one entry point for moves, and the signals a view follows."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel, GameOver
from popout_desktop.rules import Game, Move, Reason, Rules
from popout_desktop.rules.effects import DiscMove, MoveEffect
from tests.narrowing import now


@pytest.fixture
def model() -> GameModel:
    return GameModel()


def play_all(model: GameModel, notation: str) -> None:
    for token in notation.split():
        assert model.play(Move.parse(token)), token


def test_starts_with_an_empty_pop_out_board(model: GameModel) -> None:
    assert model.rules == Rules()
    assert model.turn == 1
    assert model.result is None
    assert not model.can_undo
    assert not model.can_redo
    assert model.game_over_state() is None


def test_drop_emits_move_played_with_the_landing_cell(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d4")
    with qtbot.waitSignal(model.move_played) as blocker:
        assert model.play(Move.drop(3))
    effect = blocker.args[0]
    assert isinstance(effect, MoveEffect)
    assert effect.move == Move.drop(3)
    assert effect.player == 2
    assert effect.ply == 1
    assert effect.placed == DiscMove(2, 3, None, 1)
    assert effect.popped is None
    assert effect.fallen == ()


def test_pop_emits_the_popped_disc_and_every_disc_that_fell(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d3 d3 d1 d3")
    with qtbot.waitSignal(model.move_played) as blocker:
        assert model.play(Move.pop(2))
    effect = blocker.args[0]
    assert effect.popped == DiscMove(1, 2, 0, None)
    assert effect.fallen == (DiscMove(2, 2, 1, 0), DiscMove(2, 2, 2, 1))
    assert effect.placed is None
    assert [model.game.cell(2, r) for r in range(3)] == [2, 2, 0]


def test_signal_order_for_a_winning_move(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d1 d2 d1 d2 d1 d2")
    with qtbot.waitSignals(
        [
            model.move_recorded,
            model.move_played,
            model.game_over,
            model.turn_changed,
            model.history_changed,
        ],
        order="strict",
    ):
        model.play(Move.drop(0))
    over = model.game_over_state()
    assert isinstance(over, GameOver)
    assert over.result.winner == 1
    assert over.result.reason == Reason.LINE
    assert over.winning_cells == frozenset({(0, 0), (0, 1), (0, 2), (0, 3)})


def test_move_recorded_comes_before_move_played_whatever_the_connection_order(
    model: GameModel,
) -> None:
    """What must happen before the views (the journal, a LAN host's answer) connects to
    ``move_recorded``: it runs first even if a view connected earlier (issue 33 point 5); a
    redo goes through both as well."""
    calls: list[tuple[str, int]] = []
    model.move_played.connect(lambda effect: calls.append(("view", effect.ply)))
    model.move_recorded.connect(lambda effect: calls.append(("recorded", effect.ply)))
    play_all(model, "d1 d2")
    model.undo()
    model.redo()
    played = [("recorded", 0), ("view", 0), ("recorded", 1), ("view", 1)]
    assert calls == [*played, ("recorded", 1), ("view", 1)]


def test_game_over_carries_result_and_cells(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d1 d2 d1 d2 d1 d2")
    with qtbot.waitSignal(model.game_over) as blocker:
        model.play(Move.drop(0))
    over = blocker.args[0]
    assert over.result.winner == 1
    assert (0, 3) in over.winning_cells


def test_turn_changed_carries_the_player_to_move(qtbot: QtBot, model: GameModel) -> None:
    with qtbot.waitSignal(model.turn_changed) as blocker:
        model.play(Move.drop(0))
    assert blocker.args == [2]


def test_illegal_move_is_rejected_and_changes_nothing(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d1 d1")
    before = model.game.board()
    with (
        qtbot.assertNotEmitted(model.move_played),
        qtbot.assertNotEmitted(model.turn_changed),
        qtbot.waitSignal(model.move_rejected) as blocker,
    ):
        assert not model.play(Move.pop(1))
    move, reason = blocker.args
    assert move == Move.pop(1)
    assert "column 2" in reason.lower()
    assert model.game.board() == before
    assert model.turn == 1


@pytest.mark.parametrize(
    ("notation", "move", "reason_word"),
    [
        ("", Move.pop(0), "empty"),
        ("d1 d2", Move.pop(1), "not yours"),
        ("d1 d1 d1 d1 d1 d1", Move.drop(0), "full"),
        ("", Move.drop(7), "no column"),
    ],
)
def test_each_rejection_has_a_readable_reason(
    qtbot: QtBot, model: GameModel, notation: str, move: Move, reason_word: str
) -> None:
    play_all(model, notation)
    with qtbot.waitSignal(model.move_rejected) as blocker:
        model.play(move)
    assert reason_word in blocker.args[1].lower()


def test_non_move_input_is_rejected_not_raised(qtbot: QtBot, model: GameModel) -> None:
    with qtbot.waitSignal(model.move_rejected):
        assert not model.play("d4")  # type: ignore[arg-type]


def test_play_after_game_over_is_rejected(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d1 d2 d1 d2 d1 d2 d1")
    with qtbot.waitSignal(model.move_rejected) as blocker:
        assert not model.play(Move.drop(3))
    assert "over" in blocker.args[1].lower()


def test_undo_emits_the_undone_effect_and_redo_replays(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d3 d3 d1 d3")
    model.play(Move.pop(2))
    with (
        qtbot.waitSignals(
            [model.move_undone, model.turn_changed, model.history_changed], order="strict"
        ),
        qtbot.waitSignal(model.move_undone) as blocker,
    ):
        assert model.undo()
    effect = blocker.args[0]
    assert effect.move == Move.pop(2)
    assert effect.popped == DiscMove(1, 2, 0, None)
    assert model.turn == 1
    assert model.can_redo
    assert model.redo_moves == [Move.pop(2)]
    with qtbot.waitSignal(model.move_played) as blocker:
        assert model.redo()
    assert blocker.args[0].move == Move.pop(2)
    assert not now(lambda: model.can_redo)
    assert model.game.notation() == "d3 d3 d1 d3 p3"


def test_undo_of_a_win_reopens_the_game(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d1 d2 d1 d2 d1 d2 d1")
    assert model.result is not None
    with qtbot.waitSignal(model.move_undone):
        model.undo()
    assert now(lambda: model.result) is None
    assert model.game_over_state() is None
    with qtbot.waitSignal(model.game_over):
        model.redo()


def test_a_new_move_clears_redo(model: GameModel) -> None:
    play_all(model, "d1 d2 d3")
    model.undo()
    model.undo()
    assert model.redo_moves == [Move.drop(1), Move.drop(2)]
    model.play(Move.drop(6))
    assert not model.can_redo
    assert not model.redo()


def test_undo_and_redo_at_the_ends_do_nothing(qtbot: QtBot, model: GameModel) -> None:
    with qtbot.assertNotEmitted(model.move_undone), qtbot.assertNotEmitted(model.move_played):
        assert not model.undo()
        assert not model.redo()


def test_new_game_resets_with_new_rules(qtbot: QtBot, model: GameModel) -> None:
    play_all(model, "d1 d2")
    rules = Rules.preset("five_in_a_row")
    with qtbot.waitSignals(
        [model.position_reset, model.turn_changed, model.history_changed], order="strict"
    ):
        model.new_game(rules)
    assert model.rules == rules
    assert model.game.ply == 0
    assert model.game.cell(0, 0) == 1  # side column
    assert not model.can_undo


def test_new_game_keeps_the_rules_by_default(model: GameModel) -> None:
    model.new_game(Rules.preset("classic"))
    play_all(model, "d1")
    model.new_game()
    assert model.rules == Rules.preset("classic")
    assert model.game.ply == 0


def test_load_copies_the_game_and_reports_a_finished_one(qtbot: QtBot, model: GameModel) -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d1")
    with qtbot.waitSignals([model.position_reset, model.game_over], order="strict"):
        model.load(game)
    game.undo()
    assert model.game.ply == 7  # the model holds its own copy
    assert model.result is not None


def test_load_with_redo_moves(model: GameModel) -> None:
    model.load(Game.from_notation("d1"), redo=[Move.drop(1), Move.drop(2)])
    assert model.redo_moves == [Move.drop(1), Move.drop(2)]
    assert model.redo()
    assert model.game.notation() == "d1 d2"


def test_long_game_through_the_model_matches_the_engine(model: GameModel) -> None:
    """Hundreds of moves, undos and redos: the model's game equals one replayed from scratch."""
    import random

    rng = random.Random(7)
    for _ in range(600):
        roll = rng.random()
        if roll < 0.15:
            model.undo()
        elif roll < 0.25:
            model.redo()
        elif model.result is not None:
            model.new_game()
        else:
            model.play(rng.choice(model.game.legal_moves()))
        replay = Game.from_notation(model.game.notation(), model.rules)
        assert replay.board() == model.game.board()
        assert replay.result == model.result


def test_a_resignation_ends_the_game(qtbot: QtBot, model: GameModel) -> None:
    from popout_desktop.rules import Reason, Result

    play_all(model, "d4 d4")
    with qtbot.waitSignal(model.game_over) as blocker:
        assert model.end_game(Result(2, Reason.RESIGNATION))
    assert blocker.args[0].result == Result(2, Reason.RESIGNATION)
    assert blocker.args[0].winning_cells == frozenset()
    assert model.result == Result(2, Reason.RESIGNATION)
    assert model.game.result is None  # the rules know nothing of it
    with qtbot.waitSignal(model.move_rejected):
        assert not model.play(Move.drop(0))
    assert not model.end_game(Result(None, Reason.AGREEMENT))  # already over
    model.undo()
    assert now(lambda: model.result) is None
    assert model.decided is None


def test_only_decisions_can_be_decided(model: GameModel) -> None:
    from popout_desktop.rules import Reason, Result

    assert not model.end_game(Result(1, Reason.LINE))
    assert model.result is None
    assert model.end_game(Result(None, Reason.AGREEMENT))
    model.new_game()
    assert model.result is None
