"""Why a table cannot be played, in plain translated words.

The rules they explain are the table's own (:meth:`Rules.problems
<popout_desktop.rules.Rules.problems>`, and for Pop 10 the discs a player owns,
:func:`~popout_desktop.rules.table.discs_per_player`); Pop 10's suggested target is a rule of the
table too (:func:`~popout_desktop.rules.table.suggested_target`). Only the words are here.

The table dialog (:mod:`popout_desktop.ui.dialogs.table_settings`) shows these explanations next
to its fields; the command line (:mod:`popout_desktop.app.cli`) prints the same ones. The texts are
translated with ``QCoreApplication.translate``, which needs no application instance; QtCore is
imported only when a text is asked for, so this module loads without Qt, and where Qt itself
cannot load the texts are the English ones.
"""

from __future__ import annotations

from typing import Unpack

from popout_desktop.rules.table import (
    STANDARD_TARGET,
    RuleFields,
    Rules,
    TableProblem,
    board_width,
    discs_per_player,
)

__all__ = ["fields_problem", "impossible_reason", "table_or_reason"]


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate(context, text)``; ``text`` itself if Qt cannot load.

    lupdate reads the context only from a literal, so each call spells it out. The context stays
    the dialog's: these are the texts it shows, and the translations already carry them.
    """
    try:
        from PySide6.QtCore import QCoreApplication
    except ImportError:
        return text
    return QCoreApplication.translate(context, text)


def impossible_reason(
    columns: int,
    rows: int,
    connect: int,
    side_columns: bool,
    *,
    pop_out: bool = False,
    pop_ten: bool = False,
    power_up: bool = False,
    target: int = STANDARD_TARGET,
) -> str | None:
    """Why this table cannot be played, in plain words (one paragraph per problem, each
    saying what to change); None if it can.

    The ranges of the single values are checked before (by the fields of the table dialog, by
    :mod:`popout_desktop.app.cli` on the command line); what is left are the combination rules,
    :meth:`Rules.problems`: a line too long for the board, Pop 10 combined with Pop Out or with
    Power Up, and a Pop 10 target higher than the discs a player owns.
    """
    found = Rules.problems(
        columns=columns,
        rows=rows,
        connect=connect,
        side_columns=side_columns,
        pop_out=pop_out,
        pop_ten=pop_ten,
        power_up=power_up,
        target=target,
    )
    problems = [
        text
        for text in (
            _line_problem(columns, rows, connect, side_columns)
            if TableProblem.LINE_TOO_LONG in found
            else None,
            _variant_problem(
                TableProblem.POP_TEN_WITH_POP_OUT in found,
                TableProblem.POP_TEN_WITH_POWER_UP in found,
            ),
            _target_problem(columns, rows, target)
            if TableProblem.TARGET_TOO_HIGH in found
            else None,
        )
        if text
    ]
    return "\n\n".join(problems) if problems else None


def table_or_reason(**fields: Unpack[RuleFields]) -> tuple[Rules | None, str | None]:
    """The table of these fields (every one of :class:`~popout_desktop.rules.table.RuleFields`),
    or None and why it cannot be played (in the words of :func:`impossible_reason`, else the
    rules' own message for a rule it does not know yet)."""
    problem = fields_problem(fields)
    if problem is not None:
        return None, problem
    try:
        rules = Rules.from_fields(fields)
    except ValueError as error:
        return None, str(error)
    return rules, None


def fields_problem(fields: RuleFields) -> str | None:
    """:func:`impossible_reason` for a table given by its fields."""
    return impossible_reason(
        fields["columns"],
        fields["rows"],
        fields["connect"],
        fields["side_columns"],
        pop_out=fields["pop_out"],
        pop_ten=fields["pop_ten"],
        power_up=fields["power_up"],
        target=fields["target"],
    )


def _variant_problem(with_pop_out: bool, with_power_up: bool) -> str | None:
    if with_pop_out and with_power_up:
        return translate(
            "TableSettingsWidget",
            "Pop 10 cannot be played with Pop Out or with Power Up: it has pops of its own, "
            "and it is played without power checkers. Turn off Pop 10, or both of the others.",
        )
    if with_pop_out:
        return translate(
            "TableSettingsWidget",
            "Pop 10 cannot be played with Pop Out: it has pops of its own, which keep the discs "
            "that were in a line. Turn off one of the two.",
        )
    if with_power_up:
        return translate(
            "TableSettingsWidget",
            "Pop 10 cannot be played with Power Up: it is played without power checkers. "
            "Turn off one of the two.",
        )
    return None


def _target_problem(columns: int, rows: int, target: int) -> str:
    most = discs_per_player(columns, rows)
    text = translate(
        "TableSettingsWidget",
        "In Pop 10 on a board of %1 × %2 each player has only %3 discs, so nobody can keep "
        "%4. Lower the number of discs to keep to %3 or less, or make the board bigger.",
    )
    return (
        text.replace("%1", str(columns))
        .replace("%2", str(rows))
        .replace("%3", str(most))
        .replace("%4", str(target))
    )


def _line_problem(columns: int, rows: int, connect: int, side_columns: bool) -> str:
    width = board_width(columns, side_columns)
    if side_columns:
        text = translate(
            "TableSettingsWidget",
            "A line of %1 discs cannot fit on this board: it is only %2 columns wide, "
            "the two side columns included, and %3 rows high. "
            "Make the line shorter or the board bigger.",
        )
    else:
        text = translate(
            "TableSettingsWidget",
            "A line of %1 discs cannot fit on this board: it is only %2 columns wide "
            "and %3 rows high. Make the line shorter or the board bigger.",
        )
    return text.replace("%1", str(connect)).replace("%2", str(width)).replace("%3", str(rows))
