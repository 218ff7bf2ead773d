"""The main window's sentences, as pure functions: no window, no widget."""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtCore import QLocale

from popout_desktop.engine.analysis import ANALYSIS_WIN
from popout_desktop.rules import Game, Move, Phase, Reason, Result, Rules
from popout_desktop.rules.decision import MAX_GAME_MOVES
from popout_desktop.rules.effects import MoveEffect, move_effect
from popout_desktop.savefile import SaveFileError
from popout_desktop.ui.window.narration import (
    analysis_labels,
    hint_text,
    move_text,
    open_failure_text,
    result_card_text,
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


# -- the result card -----------------------------------------------------------------------------

#: A Pop 10 game Red wins by keeping 3 discs (4x4, target 3).
POP_TEN = Rules(columns=4, rows=4, pop_out=False, pop_ten=True, target=3)
POP_TEN_WIN = (
    "d2 d4 d1 d3 d1 d3 d4 d2 d4 d1 d2 d3 d1 d3 d4 d2 p2 d2 p4 d4 p1 d1 p2 d2 p1 d1 p3 p1 "
    "p3 d1 p4 d3 p3 d4 p4 d3 p3 d4 p2 p3 d2 p2 d3 p1 p2"
)


def colour(player: int) -> str:
    return {1: "Red", 2: "Yellow"}[player]


def test_the_card_names_the_winner_in_the_players_words() -> None:
    game = Game.from_notation("d1 d2 d1 d2 d1 d2 d1", Rules())
    line = Result(1, Reason.LINE)
    detail = "A line of 4. Moves played: 7."
    assert result_card_text(line, game, colour) == ("Red wins", detail)
    assert result_card_text(line, game, name) == ("Ann wins", detail)
    # One person against the computer: "you", and "the computer".
    assert result_card_text(line, game, colour, you=1, computer=True) == ("You win!", detail)
    assert result_card_text(line, game, colour, you=2, computer=True) == (
        "The computer wins",
        detail,
    )
    # In a LAN game the other side is a person: named.
    assert result_card_text(line, game, name, you=2) == ("Ann wins", detail)
    five = Game.from_notation("d1 d2 d1 d2 d1 d2 d1 d2 d1", Rules(columns=9, rows=6, connect=5))
    assert result_card_text(line, five, colour)[1] == "A line of 5. Moves played: 9."


def test_the_card_tells_a_resignation_from_the_losers_side() -> None:
    game = Game.from_notation("d4 d4", Rules())
    red_resigned = Result(2, Reason.RESIGNATION)
    assert result_card_text(red_resigned, game, colour) == ("Yellow wins", "Red resigned.")
    assert result_card_text(red_resigned, game, colour, you=1, computer=True) == (
        "The computer wins",
        "You resigned.",
    )
    assert result_card_text(red_resigned, game, colour, you=2, computer=True) == (
        "You win!",
        "The computer resigned.",
    )
    assert result_card_text(red_resigned, game, name, you=2) == ("You win!", "Ann resigned.")


def test_the_card_tells_a_pop_ten_target() -> None:
    game = Game.from_notation(POP_TEN_WIN, POP_TEN)
    assert game.result == Result(1, Reason.TARGET)
    result = game.result
    assert result_card_text(result, game, colour) == ("Red wins", "Red kept 3 discs.")
    assert result_card_text(result, game, colour, you=1, computer=True) == (
        "You win!",
        "You kept 3 discs.",
    )
    assert result_card_text(result, game, colour, you=2, computer=True) == (
        "The computer wins",
        "The computer kept 3 discs.",
    )


def test_the_card_has_a_headline_for_every_draw() -> None:
    game = Game.from_notation(FULL_4X4, Rules(columns=4, rows=4, pop_out=False))
    most = QLocale().toString(MAX_GAME_MOVES)  # "10,000" in English, "10000" in C
    headlines = {
        reason: result_card_text(Result(None, reason), game, colour)
        for reason in Reason
        if reason not in (Reason.LINE, Reason.TARGET, Reason.RESIGNATION)
    }
    assert headlines == {
        Reason.FULL: ("Draw: the board is full", "Moves played: 16."),
        Reason.EMPTY: ("Draw: no discs are left", "Moves played: 16."),
        Reason.REPETITION: ("Draw: the same position three times", "Moves played: 16."),
        Reason.AGREEMENT: ("Draw agreed", "Moves played: 16."),
        Reason.LENGTH: (f"Draw: {most} moves, the most a game may have", "Moves played: 16."),
    }
    # A draw is nobody's: the same words for either side.
    assert (
        result_card_text(Result(None, Reason.FULL), game, colour, you=1, computer=True)
        == (headlines[Reason.FULL])
    )


FULL_4X4 = "d4 d3 d2 d1 d3 d1 d1 d1 d4 d4 d2 d3 d4 d2 d3 d2"
