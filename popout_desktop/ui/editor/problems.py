"""What the position editor's check line says: a set-up's verdict in the player's words.

:func:`check_text` turns a :class:`~popout_desktop.rules.setup.SetupCheck` into one sentence:
"Reachable: a game leads here (12 moves)", "Legal under the table (not shown reachable) ...",
or "Not legal: the disc in column 3, row 4 floats ..." with the reason and what to change, one
text per :class:`~popout_desktop.rules.setup.SetupProblem`. Cells are named as the board numbers
them (:func:`~popout_desktop.ui.editor.board.cell_name`), players by their colour in the theme in
force (a function given by the caller). Texts are translated in the context ``"SetupProblems"``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from popout_desktop.rules import Rules
from popout_desktop.rules.setup import Setup, SetupCheck, SetupProblem, SetupStatus
from popout_desktop.ui.editor.board import cell_name

__all__ = ["check_text", "problem_text"]

translate = QCoreApplication.translate

#: A player's colour in words ("Red"): the caller's theme decides.
ColourName = Callable[[int], str]


def check_text(check: SetupCheck, setup: Setup, colour_name: ColourName) -> str:
    """The check line for ``setup`` and its verdict ``check``."""
    if check.status is SetupStatus.REACHABLE:
        count = len(check.moves) if check.moves is not None else None
        if count == 0:
            return translate("SetupProblems", "Reachable: this is the table's start.")
        if count is None:
            return translate("SetupProblems", "Reachable: a game leads here.")
        if count == 1:
            return translate("SetupProblems", "Reachable: a game leads here (1 move).")
        # "%n" filled in here, a text worded for any count (see review_texts._counted).
        text = translate("SetupProblems", "Reachable: a game leads here (%n moves).")
        return text.replace("%n", str(count))
    if check.status is SetupStatus.LEGAL:
        return translate(
            "SetupProblems",
            "Legal under the table (not shown reachable): no way from the start was found "
            "within the search's limit, but nothing forbids the position.",
        )
    if check.problem is None:  # an ILLEGAL verdict always names its problem
        return translate("SetupProblems", "Not legal under this table.")
    return problem_text(check.problem, check.cells, setup, colour_name)


def problem_text(
    problem: SetupProblem,
    cells: tuple[tuple[int, int], ...],
    setup: Setup,
    colour_name: ColourName,
) -> str:
    """Why ``setup`` is refused, in plain words saying what to change; ``cells`` are what the
    problem is about (as :func:`~popout_desktop.rules.setup.check_setup` gives them)."""
    rules = setup.rules
    texts: dict[SetupProblem, Callable[[], str]] = {
        SetupProblem.VARIANT_TABLE: lambda: translate(
            "SetupProblems",
            "Set-up is for the six-field tables (Classic, Pop Out, 5-in-a-Row and their "
            "combinations): Pop 10's scores and Power Up's power checkers are no part of a "
            "set-up. Change the table to set up a position.",
        ),
        SetupProblem.FLOATING: lambda: _floating(rules, cells),
        SetupProblem.SIDE_COLUMN: lambda: _side_column(rules, cells, colour_name),
        SetupProblem.BOTH_LINES: lambda: translate(
            "SetupProblems",
            "Not legal: both players have a line of %1, so the game is over. Take a disc out "
            "of each line.",
        ).replace("%1", str(rules.connect)),
        SetupProblem.LINE: lambda: _line(setup, cells, colour_name),
        SetupProblem.FULL: lambda: translate(
            "SetupProblems",
            "Not legal: the board is full, so the drop that filled it ended the game. "
            "Leave a cell empty.",
        ),
        SetupProblem.COUNTS: lambda: _counts(setup, colour_name),
        SetupProblem.WRONG_TURN: lambda: _wrong_turn(setup, colour_name),
        SetupProblem.UNREACHABLE: lambda: translate(
            "SetupProblems",
            "Not legal: no game can lead here. Every way back from this position was tried "
            "and none reaches the start (the last disc placed cannot be the mover's).",
        ),
    }
    text = texts.get(problem)
    if text is None:  # a problem the core learned after these words were written
        return translate("SetupProblems", "Not legal under this table (%1).").replace(
            "%1", str(problem)
        )
    return text()


def _cells_words(rules: Rules, cells: tuple[tuple[int, int], ...]) -> str:
    """The first cell's name, and how many more there are."""
    if not cells:
        return translate("SetupProblems", "a cell")
    first = cell_name(rules, *cells[0])
    if len(cells) == 1:
        return first
    more = len(cells) - 1
    text = translate("SetupProblems", "%1 and %n more")
    return text.replace("%n", str(more)).replace("%1", first)


def _floating(rules: Rules, cells: tuple[tuple[int, int], ...]) -> str:
    if len(cells) <= 1:
        return translate(
            "SetupProblems",
            "Not legal: the disc in %1 floats: every disc rests on the one below it. "
            "Fill the hole under it or take it out.",
        ).replace("%1", _cells_words(rules, cells))
    lowest = min(cells, key=lambda cell: (cell[1], cell[0]))
    text = translate(
        "SetupProblems",
        "Not legal: %n discs float, the lowest in %1: every disc rests on the one below "
        "it. Fill the holes under them or take them out.",
    )
    return text.replace("%n", str(len(cells))).replace("%1", cell_name(rules, *lowest))


def _line(setup: Setup, cells: tuple[tuple[int, int], ...], colour_name: ColourName) -> str:
    owners = {setup.cell(column, row) for column, row in cells} - {0}
    owner = owners.pop() if len(owners) == 1 else 0
    if not owner:
        return translate(
            "SetupProblems",
            "Not legal: there is a line of %1 on the board, so the game is over. Take a disc "
            "out of the line.",
        ).replace("%1", str(setup.rules.connect))
    return (
        translate(
            "SetupProblems",
            "Not legal: %1 has a line of %2, so the game is over. Take a disc out of the line.",
        )
        .replace("%1", colour_name(owner))
        .replace("%2", str(setup.rules.connect))
    )


def _wrong_turn(setup: Setup, colour_name: ColourName) -> str:
    discs = setup.discs(1) + setup.discs(2)
    mover = colour_name(1 if discs % 2 == 0 else 2)
    if discs == 1:
        return translate(
            "SetupProblems",
            "Not legal: with one disc on the board, the first move has been played, so it is "
            "%1's move. Choose %1 to move.",
        ).replace("%1", mover)
    if discs == 0:
        return translate(
            "SetupProblems",
            "Not legal: an empty board comes only at the start (a pop that empties the board "
            "ends the game), and %1 moves first there. Choose %1 to move, or place discs.",
        ).replace("%1", mover)
    return (
        translate(
            "SetupProblems",
            "Not legal: every move adds a disc or (a pop) takes one out, so %1 moves when the "
            "board holds an even number of discs and %2 when odd; with %n discs it is %3's "
            "move. Choose %3 to move.",
        )
        .replace("%n", str(discs))
        .replace("%1", colour_name(1))
        .replace("%2", colour_name(2))
        .replace("%3", mover)
    )


def _side_column(rules: Rules, cells: tuple[tuple[int, int], ...], colour_name: ColourName) -> str:
    return (
        translate(
            "SetupProblems",
            "Not legal: the side columns of 5-in-a-Row are fixed (%1 at the bottom on the "
            "left, %2 on the right, alternating upward); %3 differs.",
        )
        .replace("%1", colour_name(1))
        .replace("%2", colour_name(2))
        .replace("%3", _cells_words(rules, cells))
    )


def _counts(setup: Setup, colour_name: ColourName) -> str:
    return (
        translate(
            "SetupProblems",
            "Not legal: without Pop Out nobody takes a disc out and %1 starts, so %1 has as "
            "many discs as %2 or one more; here %1 has %3 and %2 %4.",
        )
        .replace("%1", colour_name(1))
        .replace("%2", colour_name(2))
        .replace("%3", str(setup.discs(1)))
        .replace("%4", str(setup.discs(2)))
    )
