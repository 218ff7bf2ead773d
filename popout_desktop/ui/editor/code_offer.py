"""The offer made for the code of a Pop 10 or Power Up position: play on from it, or analyse it.

A steps code (:mod:`popout_desktop.savefile.position_code`) carries a game, not a set-up: the board
editor cannot place its pieces (kept discs, power checkers, a turn's follow-up step), so a
pasted or opened one is not shown in the editor. :func:`ask_game_code` says what the code holds
(the table, the steps played, who is to move and, for Pop 10, the discs kept or, for Power Up,
the power checkers left) and asks: **Play On** (the live game becomes that game),
**Analyse** (the same with analysis mode on) or Cancel; a finished game offers only to be
shown. The texts are plain text, translated in the context ``"PositionEditor"``.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from popout_desktop.rules import Game, Variant
from popout_desktop.ui.dialogs.table_texts import preset_label

__all__ = ["GameCodeChoice", "ask_game_code", "game_code_text"]

translate = QCoreApplication.translate


class GameCodeChoice(StrEnum):
    """What the player chose for the game of a code."""

    PLAY = "play"
    """Play on from its position (a finished game: show it)."""
    ANALYSE = "analyse"
    """Play on from it with analysis mode on."""


def game_code_text(game: Game, colour_name: Callable[[int], str]) -> str:
    """What the code of ``game`` holds, in a sentence or two: "This code holds a Pop 10 game
    (7×6) after 48 steps: Yellow to move; discs kept: Red 2, Yellow 1." """
    rules = game.rules
    table = (
        translate("PositionEditor", "%1 (%2×%3)")
        .replace("%1", preset_label(rules.variant or Variant.POWER_UP))
        .replace("%2", str(rules.columns))
        .replace("%3", str(rules.rows))
    )
    steps = str(game.ply)
    red, yellow = colour_name(1), colour_name(2)
    if game.is_over:
        text = translate("PositionEditor", "This code holds a %1 game after %2 steps; it is over.")
        return text.replace("%1", table).replace("%2", steps)
    text = translate("PositionEditor", "This code holds a %1 game after %2 steps: %3 to move.")
    text = text.replace("%1", table).replace("%2", steps).replace("%3", colour_name(game.turn))
    if rules.keeps_discs:
        kept = translate("PositionEditor", "Discs kept: %1 %2, %3 %4.")
        first, second = game.scores
        detail = kept.replace("%1", red).replace("%2", str(first))
        detail = detail.replace("%3", yellow).replace("%4", str(second))
    else:
        left = translate("PositionEditor", "Power checkers left: %1 %2, %3 %4.")
        detail = left.replace("%1", red).replace("%2", str(len(game.powers(1))))
        detail = detail.replace("%3", yellow).replace("%4", str(len(game.powers(2))))
    return f"{text} {detail}"


def ask_game_code(
    parent: QWidget, game: Game, colour_name: Callable[[int], str]
) -> GameCodeChoice | None:
    """Ask what to do with the game of a code (see the module docstring); None: cancelled."""
    box = QMessageBox(parent)
    box.setObjectName("position-code-game")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("PositionEditor", "Position Code"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(game_code_text(game, colour_name))
    if game.is_over:
        box.setInformativeText(
            translate(
                "PositionEditor",
                "Show it as the game on the board, with the current players? The board editor "
                "cannot place the pieces of Pop 10 and Power Up.",
            )
        )
        play = box.addButton(
            translate("PositionEditor", "&Show It"), QMessageBox.ButtonRole.AcceptRole
        )
        analyse = None
    else:
        box.setInformativeText(
            translate(
                "PositionEditor",
                "Play on from this position with the current players, or analyse it? The board "
                "editor cannot place the pieces of Pop 10 and Power Up.",
            )
        )
        play = box.addButton(
            translate("PositionEditor", "&Play On"), QMessageBox.ButtonRole.AcceptRole
        )
        analyse = box.addButton(
            translate("PositionEditor", "&Analyse"), QMessageBox.ButtonRole.AcceptRole
        )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(play)
    box.exec()
    clicked = box.clickedButton()
    if clicked is play:
        return GameCodeChoice.PLAY
    if analyse is not None and clicked is analyse:
        return GameCodeChoice.ANALYSE
    return None
