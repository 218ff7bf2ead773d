"""The words of puzzle mode: the task, a puzzle's line in the chooser, the verdicts.

Pure text (no widgets), translated in the context ``"PuzzleMode"``; colour names come from the
board's theme (``Theme.colour_name``), so High contrast says "Blue ✕" where Classic says "Red".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from popout_desktop.puzzles.puzzle import Grade, Puzzle
from popout_desktop.rules import Move, Rules
from popout_desktop.ui.dialogs.table_texts import preset_label

__all__ = [
    "grade_label",
    "hint_text",
    "list_text",
    "move_text",
    "table_label",
    "task_text",
    "wrong_text",
]

translate = QCoreApplication.translate


def grade_label(grade: Grade) -> str:
    """The translated name of a grade."""
    return {
        Grade.EASY: translate("PuzzleMode", "Easy"),
        Grade.MEDIUM: translate("PuzzleMode", "Medium"),
        Grade.HARD: translate("PuzzleMode", "Hard"),
    }[grade]


def table_label(rules: Rules) -> str:
    """A puzzle's table in a few words: "Pop Out 7×6", "Classic 7×6"."""
    base = preset_label("pop_out" if rules.pop_out else "classic")
    return (
        translate("PuzzleMode", "%1 %2×%3")
        .replace("%1", base)
        .replace("%2", str(rules.columns))
        .replace("%3", str(rules.rows))
    )


def task_text(puzzle: Puzzle, colour: str) -> str:
    """The task: "Red to play and win in 3 — with a pop"."""
    if puzzle.key_is_pop:
        text = translate("PuzzleMode", "%1 to play and win in %2 — with a pop")
    else:
        text = translate("PuzzleMode", "%1 to play and win in %2")
    return text.replace("%1", colour).replace("%2", str(puzzle.length))


def list_text(number: int, puzzle: Puzzle, solved: bool) -> str:
    """A puzzle's line in the chooser: "✓ 12. Win in 3, pop · Pop Out 7×6 · Medium"."""
    if puzzle.key_is_pop:
        what = translate("PuzzleMode", "Win in %1, pop").replace("%1", str(puzzle.length))
    else:
        what = translate("PuzzleMode", "Win in %1").replace("%1", str(puzzle.length))
    mark = "✓ " if solved else "    "
    return f"{mark}{number}. {what} · {table_label(puzzle.rules)} · {grade_label(puzzle.grade)}"


def move_text(move: Move) -> str:
    """A move in words: "a drop in column 4", "a pop from column 3"."""
    if move.is_pop:
        return translate("PuzzleMode", "a pop from column %1").replace("%1", str(move.column + 1))
    return translate("PuzzleMode", "a drop in column %1").replace("%1", str(move.column + 1))


def wrong_text(length: int, colour: str, reply: Move | None) -> str:
    """What a wrong try is told: "That does not win in 3: Yellow answers with a drop in
    column 4 and holds."."""
    text = translate("PuzzleMode", "That does not win in %1.").replace("%1", str(length))
    if reply is None:
        return text
    return (
        text
        + " "
        + translate("PuzzleMode", "%1 answers with %2 and holds.")
        .replace("%1", colour)
        .replace("%2", move_text(reply))
    )


def hint_text(step: int, move: Move) -> str:
    """What a hint says: step 1 the column, step 2 the move."""
    if step <= 1:
        return translate("PuzzleMode", "Hint: the winning move is in column %1.").replace(
            "%1", str(move.column + 1)
        )
    return translate("PuzzleMode", "Hint: play %1 (marked on the board).").replace(
        "%1", move_text(move)
    )
