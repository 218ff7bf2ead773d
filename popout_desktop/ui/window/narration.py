"""What the main window says: the status line's sentences and the analysis labels.

Pure functions of the game's facts (the game, a move's effect, a result, the players' names):
no widget, no window. Every text is translated in the context ``"MainWindow"`` (where the
sentences were first written), so the existing translations apply. ``name`` is how a sentence
names a player (1 or 2): the player's name, or the colour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QLocale

from popout_desktop.engine.constants import ANALYSIS_WIN
from popout_desktop.game.save_errors import save_error_text
from popout_desktop.rules import POWER_KINDS, Game, Move, Phase, Reason, Result, Variant
from popout_desktop.rules.decision import MAX_GAME_MOVES
from popout_desktop.rules.phases import PHASES
from popout_desktop.savefile import SaveFileError
from popout_desktop.ui.board.powers import power_name

if TYPE_CHECKING:
    from popout_desktop.rules.effects import MoveEffect

__all__ = [
    "Namer",
    "analysis_labels",
    "hint_text",
    "move_text",
    "open_failure_text",
    "result_card_text",
    "review_text",
    "save_failure_text",
    "state_text",
    "to_move_text",
    "undo_text",
]

#: How a sentence names player 1 or 2.
Namer = Callable[[int], str]

translate = QCoreApplication.translate


def _fill(text: str, *args: str) -> str:
    """``text`` with ``%1``, ``%2``... replaced in turn (the order the window always used)."""
    for index, arg in enumerate(args, 1):
        text = text.replace(f"%{index}", arg)
    return text


# -- moves ------------------------------------------------------------------------------------


def move_text(effect: MoveEffect, game: Game, name: Namer) -> str:
    """What the move just played (``effect``, now the last of ``game``) did, for the status
    line; "" when the state line says it (a power checker's follow-up comes next)."""
    move = effect.move
    player = name(effect.player)
    column = str(move.column + 1)
    if move.kind == "pass":
        return _fill(translate("MainWindow", "%1 passed."), player)
    if move.kind in POWER_KINDS:
        if game.result is None and PHASES[game.phase].follow_up:
            return ""  # the state line tells what the checker did and what comes next
        if move.kind == "anvil":
            text = translate("MainWindow", "%1 crushed column %2 with the anvil.")
            return _fill(text, player, column)
        text = translate("MainWindow", "%1 played the %2 into column %3.")
        return _fill(text, player, power_name(move.kind), column)
    if move.kind == "pop":
        return _pop_text(effect, game, name)
    before = effect.phase
    if before == Phase.PUT_BACK:
        text = translate("MainWindow", "%1 put the disc back into column %2.")
    elif before in (Phase.WALL_DROP, Phase.SECOND_DROP):
        text = translate("MainWindow", "%1 made the second drop into column %2.")
    else:
        text = translate("MainWindow", "%1 dropped into column %2.")
    return _fill(text, player, column)


def _pop_text(effect: MoveEffect, game: Game, name: Namer) -> str:
    """What a pop did: a bomb's pop, a Pop 10 disc kept, or a plain pop."""
    player = name(effect.player)
    column = str(effect.move.column + 1)
    popped = effect.popped
    if popped is not None and popped.player != effect.player:
        text = translate("MainWindow", "%1's bomb popped %2's disc from column %3.")
        return _fill(text, player, name(popped.player), column)
    if effect.kept:
        score = game.scores[effect.player - 1]
        again = game.result is None and game.turn == effect.player
        if again and game.legal_moves() != [Move.pass_()]:
            text = translate("MainWindow", "%1 keeps the disc (%2 / %3) and pops again.")
        else:
            text = translate("MainWindow", "%1 keeps the disc (%2 / %3).")
        return _fill(text, player, str(score), str(game.rules.target))
    return _fill(translate("MainWindow", "%1 popped column %2."), player, column)


def undo_text(effect: MoveEffect, name: Namer) -> str:
    """What taking back the move of ``effect`` undid."""
    kind = effect.move.kind
    if kind == "pass":
        text = translate("MainWindow", "Took back %1's pass.")
    elif kind in POWER_KINDS:
        text = translate("MainWindow", "Took back %1's %3 in column %2.")
        text = text.replace("%3", power_name(kind))
    elif kind == "pop":
        text = translate("MainWindow", "Took back %1's pop of column %2.")
    else:
        text = translate("MainWindow", "Took back %1's drop into column %2.")
    return _fill(text, name(effect.player), str(effect.move.column + 1))


def hint_text(move: Move) -> str:
    """The status line's note for a hint: the move the engine suggests."""
    if move.kind == "pass":
        text = translate("MainWindow", "Hint: pass.")
    elif move.kind == "pop":
        text = translate("MainWindow", "Hint: pop column %1.")
    elif move.kind in POWER_KINDS:
        text = translate("MainWindow", "Hint: play the %2 into column %1.")
        text = text.replace("%2", power_name(move.kind))
    else:
        text = translate("MainWindow", "Hint: drop into column %1.")
    return text.replace("%1", str(move.column + 1))


# -- the state ---------------------------------------------------------------------------------


def state_text(game: Game, result: Result | None, name: Namer, armed: str = "") -> str:
    """The state line: who is to move and what they may do, or how the game ended. ``armed``:
    the power checker the person at this screen has armed ("" for none)."""
    if result is None:
        return to_move_text(game, name, armed)
    if result.reason == Reason.RESIGNATION and result.winner is not None:
        text = translate("MainWindow", "%1 resigned: %2 wins!")
        return _fill(text, name(3 - result.winner), name(result.winner))
    if result.reason == Reason.TARGET and result.winner is not None:
        text = translate("MainWindow", "%1 wins with %2 kept discs!")
        return _fill(text, name(result.winner), str(game.scores[result.winner - 1]))
    if result.winner is not None:
        return _fill(translate("MainWindow", "%1 wins!"), name(result.winner))
    if result.reason == Reason.AGREEMENT:
        return translate("MainWindow", "Draw by agreement.")
    if result.reason == Reason.LENGTH:
        text = translate("MainWindow", "Draw: the game reached %1 moves, the most a game may have.")
        return _fill(text, QLocale().toString(MAX_GAME_MOVES))
    if result.reason == Reason.FULL:
        return translate("MainWindow", "Draw: the board is full.")
    if result.reason == Reason.EMPTY:
        return translate("MainWindow", "Draw: no discs are left on the board.")
    if result.reason == Reason.REPETITION:
        return translate("MainWindow", "Draw: the same position came up three times.")
    return translate("MainWindow", "Draw.")


def result_card_text(
    result: Result, game: Game, name: Namer, you: int = 0, computer: bool = False
) -> tuple[str, str]:
    """The result card's headline and its smaller line, for every :class:`Reason`.

    ``you``: the seat of the one person at this screen when the other side is the computer
    (``computer`` True) or a LAN peer, else 0 (two people at one screen, or two computers).
    "You win!", "The computer wins", "Red wins"; "Red resigned.", "Yellow kept 10 discs.";
    "Draw: the board is full", "Draw agreed"...
    """
    moves = _fill(translate("MainWindow", "Moves played: %1."), QLocale().toString(game.ply))
    winner = result.winner
    if winner is None:
        return _draw_headline(result.reason), moves
    if you and winner == you:
        headline = translate("MainWindow", "You win!")
    elif you and computer:
        headline = translate("MainWindow", "The computer wins")
    else:
        headline = _fill(translate("MainWindow", "%1 wins"), name(winner))
    if result.reason == Reason.RESIGNATION:
        loser = 3 - winner
        if you and loser == you:
            return headline, translate("MainWindow", "You resigned.")
        if you and computer:
            return headline, translate("MainWindow", "The computer resigned.")
        return headline, _fill(translate("MainWindow", "%1 resigned."), name(loser))
    if result.reason == Reason.TARGET:
        kept = str(game.scores[winner - 1])
        if you and winner == you:
            return headline, _fill(translate("MainWindow", "You kept %1 discs."), kept)
        if you and computer:
            return headline, _fill(translate("MainWindow", "The computer kept %1 discs."), kept)
        return headline, _fill(translate("MainWindow", "%1 kept %2 discs."), name(winner), kept)
    line = _fill(translate("MainWindow", "A line of %1."), str(game.rules.connect))
    return headline, f"{line} {moves}"


def _draw_headline(reason: Reason) -> str:
    """The result card's headline for a draw, by its reason."""
    if reason == Reason.AGREEMENT:
        return translate("MainWindow", "Draw agreed")
    if reason == Reason.FULL:
        return translate("MainWindow", "Draw: the board is full")
    if reason == Reason.EMPTY:
        return translate("MainWindow", "Draw: no discs are left")
    if reason == Reason.REPETITION:
        return translate("MainWindow", "Draw: the same position three times")
    if reason == Reason.LENGTH:
        text = translate("MainWindow", "Draw: %1 moves, the most a game may have")
        return _fill(text, QLocale().toString(MAX_GAME_MOVES))
    return translate("MainWindow", "Draw.")  # (every draw has its words above)


def to_move_text(game: Game, name: Namer, armed: str = "") -> str:
    """Who is to move and what they may do, by the game's phase (``armed``: as for
    :func:`state_text`)."""
    follow_up = _follow_up_text(game, name)
    if follow_up:
        return follow_up
    player = name(game.turn)
    moves = game.legal_moves()
    if moves == [Move.pass_()]:
        text = translate("MainWindow", "%1 must pass: no disc of theirs is in the bottom row.")
        return _fill(text, player)
    pops = [m.column + 1 for m in moves if m.kind == "pop"]
    columns = ", ".join(map(str, pops))
    if game.rules.variant is Variant.POP_TEN:
        if len(pops) == 1:
            text = translate("MainWindow", "%1 to move: pop column %2.")
        else:
            text = translate("MainWindow", "%1 to move: pop one of columns %2.")
        return _fill(text, player, columns)
    if armed:
        text = translate(
            "MainWindow", "%1 to move: the %2 is armed — choose a column (Esc disarms)."
        )
        return _fill(text, player, power_name(armed))
    if any(m.kind in POWER_KINDS for m in moves):
        if not pops:
            text = translate(
                "MainWindow", "%1 to move: drop, or play a power checker (A, B, W, X)."
            )
        elif len(pops) == 1:
            text = translate(
                "MainWindow", "%1 to move: drop, pop column %2, or play a power checker."
            )
        else:
            text = translate(
                "MainWindow", "%1 to move: drop, pop one of columns %2, or play a power checker."
            )
        return _fill(text, player, columns)
    if not pops:
        return _fill(translate("MainWindow", "%1 to move."), player)
    if len(pops) == 1:
        text = translate("MainWindow", "%1 to move: drop, or pop column %2.")
    else:
        text = translate("MainWindow", "%1 to move: drop, or pop one of columns %2.")
    return _fill(text, player, columns)


def _follow_up_text(game: Game, name: Namer) -> str:
    """The state line in Pop 10's setup and put-back and Power Up's follow-ups ("" otherwise)."""
    phase = game.phase
    player = name(game.turn)
    last = str(game.moves[-1].column + 1) if game.moves else ""
    if phase == Phase.SETUP:
        text = translate("MainWindow", "%1 to move: setup — drop into one of the lowest columns.")
        return _fill(text, player)
    if phase == Phase.PUT_BACK:
        if Move.drop(game.moves[-1].column) in game.legal_moves():
            text = translate(
                "MainWindow", "%1 must put the disc back into column %2: no other is open."
            )
        else:
            text = translate(
                "MainWindow", "%1 must put the disc back: drop it into any column but %2."
            )
        return _fill(text, player, last)
    if phase == Phase.BOMB_POP:
        text = translate(
            "MainWindow", "%1 played the bomb into column %2 — now pop one of %3's bottom discs."
        )
        return _fill(text, player, last, name(3 - game.turn))
    if phase == Phase.WALL_DROP:
        text = translate(
            "MainWindow",
            "%1 played the wall into column %2 — "
            "now drop a second disc that makes no line of yours.",
        )
        return _fill(text, player, last)
    if phase == Phase.SECOND_DROP:
        text = translate("MainWindow", "%1 played the ×2 into column %2 — now drop a second disc.")
        return _fill(text, player, last)
    return ""


# -- files and review --------------------------------------------------------------------------


def open_failure_text(path: Path, error: SaveFileError) -> str:
    """Why ``path`` could not be opened (the current game stays)."""
    text = translate("MainWindow", "%1 cannot be opened: %2.\n\nThe current game is unchanged.")
    return _fill(text, path.name, save_error_text(error))


def save_failure_text(path: Path, error: OSError | ValueError) -> str:
    """Why the game could not be saved to ``path`` (ValueError: text with no UTF-8 form)."""
    reason = (error.strerror if isinstance(error, OSError) else None) or str(error)
    text = translate("MainWindow", "The game could not be saved to %1: %2")
    return _fill(text, str(path), reason[:200])


def review_text(ply: int, total: int) -> str:
    """The review banner: which position is shown, of ``total`` moves played."""
    if ply == 0:
        text = translate("MainWindow", "Reviewing the start position (%1 moves played). Read-only.")
        return text.replace("%1", str(total))
    text = translate("MainWindow", "Reviewing the position after move %1 of %2. Read-only.")
    return _fill(text, str(ply), str(total))


# -- analysis ----------------------------------------------------------------------------------


def analysis_labels(result: dict[str, object]) -> dict[Move, tuple[str, str]]:
    """Short labels for the board from an analysis: "W7", "L12", "=", or an estimate "+0.4"."""
    values = result.get("values", {})
    exact = set(cast(Iterable[object], result.get("exact", [])))
    labels: dict[Move, tuple[str, str]] = {}
    if not isinstance(values, dict):
        return labels
    for text, value in values.items():
        try:
            move = Move.parse(str(text))
        except ValueError:
            continue
        if not isinstance(value, int):
            continue
        if text in exact:
            labels[move] = _exact_label(value)
        else:
            estimate = round(value / 100, 1)
            labels[move] = (f"{estimate:+.1f}" if estimate else "0.0", "estimate")
    return labels


def _exact_label(value: int) -> tuple[str, str]:
    """The label of an exact value: long and short text joined by ``\\x9c``, and its kind."""
    if value == 0:
        return (translate("MainWindow", "draw") + "\x9c=", "draw")
    if value > 0:
        moves = str(ANALYSIS_WIN - value)
        long = translate("MainWindow", "wins in %1").replace("%1", moves)
        short = translate("MainWindow", "W%1").replace("%1", moves)
        return (f"{long}\x9c{short}", "win")
    moves = str(ANALYSIS_WIN + value)
    long = translate("MainWindow", "loses in %1").replace("%1", moves)
    short = translate("MainWindow", "L%1").replace("%1", moves)
    return (f"{long}\x9c{short}", "loss")
