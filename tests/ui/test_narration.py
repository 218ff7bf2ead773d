"""The main window's sentences, as pure functions: no window, no widget."""

from __future__ import annotations

import errno
from pathlib import Path

from popout_desktop.engine.analysis import ANALYSIS_WIN
from popout_desktop.rules import Game, Move, Phase, Reason, Result, Rules
from popout_desktop.rules.effects import MoveEffect, move_effect
from popout_desktop.savefile import SaveFileError
from popout_desktop.ui.narration import (
    analysis_labels,
    hint_text,
    move_text,
    open_failure_text,
    review_text,
    save_failure_text,
    state_text,
    to_move_text,
    undo_text,
)

NAMES = {1: "Ann", 2: "Bob"}


def name(player: int) -> str:
    return NAMES[player]


def play(game: Game, *moves: str) -> MoveEffect:
    """Play ``moves`` on ``game``; the effect of the last one."""
    effect = None
    for text in moves:
        move = Move.parse(text)
        effect = move_effect(game, move)
        game.play(move)
    assert effect is not None
    return effect


def test_a_drop_and_a_pop_are_told_with_the_players_names() -> None:
    game = Game(Rules())
    assert move_text(play(game, "d4"), game, name) == "Ann dropped into column 4."
    play(game, "d3")
    assert move_text(play(game, "p4"), game, name) == "Ann popped column 4."


def test_a_pass_is_told() -> None:
    effect = MoveEffect(Move.pass_(), 2, 1)
    assert move_text(effect, Game(Rules()), name) == "Bob passed."
    assert undo_text(effect, name) == "Took back Bob's pass."


def test_undoing_tells_what_was_taken_back() -> None:
    game = Game(Rules())
    drop = play(game, "d4")
    assert undo_text(drop, name) == "Took back Ann's drop into column 4."
    play(game, "d3")
    assert undo_text(play(game, "p4"), name) == "Took back Ann's pop of column 4."


def test_the_state_names_who_is_to_move_and_the_pops_allowed() -> None:
    game = Game(Rules())
    assert state_text(game, None, name) == "Ann to move."
    play(game, "d4")
    assert state_text(game, None, name) == "Bob to move."
    play(game, "d3")
    assert to_move_text(game, name) == "Ann to move: drop, or pop column 4."
    play(game, "d2")
    assert to_move_text(game, name) == "Bob to move: drop, or pop column 3."
    play(game, "d1")
    assert to_move_text(game, name) == "Ann to move: drop, or pop one of columns 2, 4."


def test_the_end_of_a_game() -> None:
    game = Game(Rules())
    assert state_text(game, Result(1, Reason.LINE), name) == "Ann wins!"
    assert state_text(game, Result(2, Reason.RESIGNATION), name) == "Ann resigned: Bob wins!"
    assert state_text(game, Result(None, Reason.AGREEMENT), name) == "Draw by agreement."
    assert state_text(game, Result(None, Reason.FULL), name) == "Draw: the board is full."
    assert state_text(game, Result(None, Reason.REPETITION), name) == (
        "Draw: the same position came up three times."
    )


def test_an_armed_power_checker_is_told() -> None:
    game = Game(Rules(power_up=True, pop_out=False))
    text = to_move_text(game, name, armed="anvil")
    assert text.startswith("Ann to move: the ") and "armed — choose a column" in text
    assert to_move_text(game, name) == "Ann to move: drop, or play a power checker (A, B, W, X)."


def test_the_phase_a_move_was_played_in() -> None:
    game = Game(Rules())
    assert play(game, "d4").phase == Phase.PLAY
    assert move_effect(Game(Rules()), Move.drop(3)).phase == Phase.PLAY


def test_hints() -> None:
    assert hint_text(Move.drop(2)) == "Hint: drop into column 3."
    assert hint_text(Move.parse("p5")) == "Hint: pop column 5."
    assert hint_text(Move.pass_()) == "Hint: pass."


def test_the_review_banner() -> None:
    assert review_text(0, 5) == "Reviewing the start position (5 moves played). Read-only."
    assert review_text(2, 5) == "Reviewing the position after move 2 of 5. Read-only."


def test_file_errors() -> None:
    error = OSError(errno.EACCES, "Permission denied")
    assert save_failure_text(Path("/x/game.popout"), error) == (
        "The game could not be saved to /x/game.popout: Permission denied"
    )
    assert save_failure_text(Path("g"), ValueError("x" * 300)).endswith(": " + "x" * 200)
    text = open_failure_text(Path("/x/a.popout"), SaveFileError("the file is empty", "empty"))
    assert text.startswith("a.popout cannot be opened: ")
    assert text.endswith(".\n\nThe current game is unchanged.")


def test_analysis_labels() -> None:
    result: dict[str, object] = {
        "values": {"d1": ANALYSIS_WIN - 7, "d2": -(ANALYSIS_WIN - 12), "d3": 0, "d4": 40, "zz": 1},
        "exact": ["d1", "d2", "d3"],
    }
    labels = analysis_labels(result)
    assert labels[Move.drop(0)] == ("wins in 7\x9cW7", "win")
    assert labels[Move.drop(1)] == ("loses in 12\x9cL12", "loss")
    assert labels[Move.drop(2)] == ("draw\x9c=", "draw")
    assert labels[Move.drop(3)] == ("+0.4", "estimate")
    assert len(labels) == 4
    assert analysis_labels({"values": []}) == {}
