"""The options table of the rules text: every option of a table, what it means, whether it is
in force at this table (and with what value).

The explanations are data: a title and an explanation for each key of :data:`OPTION_KEYS`.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from popout_desktop.rules import Rules, Variant
from popout_desktop.ui.board.themes import Theme
from popout_desktop.ui.dialogs.rules_help_markup import (
    IN_FORCE_BACKGROUND,
    IN_FORCE_TEXT,
    OFF_TEXT,
    fill,
)

__all__ = ["OPTION_KEYS", "option_rows", "options_in_force", "options_table"]

#: The options of a table, in the order the dialog lists them.
OPTION_KEYS = (
    "size",
    "connect",
    "pop_out",
    "side_columns",
    "repetition_draw",
    "pop_ten",
    "target",
    "power_up",
)

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


def options_in_force(rules: Rules) -> tuple[str, ...]:
    """The keys of :data:`OPTION_KEYS` in force at ``rules`` (size and line length always are)."""
    flags = {
        "size": True,
        "connect": True,
        "pop_out": rules.pop_out,
        "side_columns": rules.has_side_columns,
        "repetition_draw": rules.repetition_draw,
        "pop_ten": rules.variant is Variant.POP_TEN,
        "target": rules.keeps_discs,  # the target means something only in Pop 10
        "power_up": rules.variant is Variant.POWER_UP,
    }
    return tuple(key for key in OPTION_KEYS if flags[key])


def _option_titles() -> dict[str, str]:
    """The translated title of every option."""
    return {
        "size": translate("RulesDialog", "Board size"),
        "connect": translate("RulesDialog", "Line length"),
        "pop_out": translate("RulesDialog", "Pop out"),
        "side_columns": translate("RulesDialog", "Side columns"),
        "repetition_draw": translate("RulesDialog", "Draw on threefold repetition"),
        "pop_ten": translate("RulesDialog", "Pop 10"),
        "target": translate("RulesDialog", "Discs to keep"),
        "power_up": translate("RulesDialog", "Power Up"),
    }


def _fixed_explanations() -> dict[str, str]:
    """The translated explanations that are the same at every table."""
    return {
        "pop_out": translate(
            "RulesDialog",
            "On your turn you may pop one of your own discs out of the bottom row "
            "instead of dropping one. Without it, every turn is a drop.",
        ),
        "repetition_draw": translate(
            "RulesDialog",
            "When the same position, with the same player to move, comes up for the third "
            "time, the game ends in a draw. Without it, play goes on.",
        ),
        "pop_ten": translate(
            "RulesDialog",
            "The board is filled first; then every turn is a pop of one of your own discs, "
            "and a disc popped out of one of your lines is kept. Not with Pop Out or "
            "Power Up.",
        ),
        "target": translate(
            "RulesDialog",
            "In Pop 10, the first player to keep this many discs wins. Ten on the standard "
            "board; the table settings suggest a number that suits the board's size.",
        ),
        "power_up": translate(
            "RulesDialog",
            "Each player also has four power checkers — an anvil, a bomb, a wall and a ×2 — "
            "to play once each instead of a normal disc.",
        ),
    }


def _size_explanation(rules: Rules, _look: Theme) -> str:
    """The board's size (and its width with the side columns)."""
    side_note = (
        fill(
            translate("RulesDialog", "With the side columns the board is %1 columns wide in all."),
            rules.width,
        )
        if rules.has_side_columns
        else ""
    )
    size = fill(
        translate(
            "RulesDialog",
            "%1 columns to play in, %2 rows high. The standard board is 7 × 6.",
        ),
        rules.columns,
        rules.rows,
    )
    return " ".join(t for t in (size, side_note) if t)


def _connect_explanation(rules: Rules, _look: Theme) -> str:
    """What a line of this length does (it wins, or in Pop 10 keeps discs)."""
    return fill(
        translate(
            "RulesDialog",
            "Lines of %1 discs of one colour count: across, up and down, or diagonally. "
            "In Pop 10 a line does not win: a disc popped out of one of your lines is "
            "yours to keep.",
        )
        if rules.keeps_discs
        else translate(
            "RulesDialog",
            "%1 discs of one colour in a line win: across, up and down, or diagonally. "
            "The standard is four; 5-in-a-Row uses five.",
        ),
        rules.connect,
    )


def _side_columns_explanation(_rules: Rules, look: Theme) -> str:
    """The side columns, with the colours at their bottoms."""
    return fill(
        translate(
            "RulesDialog",
            "A fixed column at each edge, filled before the game starts: %1 at the "
            "bottom of the left one and %2 at the bottom of the right one, alternating "
            "upward. Their discs count in lines; nobody drops into them or pops from them.",
        ),
        look.colour_name(1),
        look.colour_name(2),
    )


#: The explanations that depend on the table (the others are in :func:`_fixed_explanations`).
_TABLE_EXPLANATIONS: dict[str, Callable[[Rules, Theme], str]] = {
    "size": _size_explanation,
    "connect": _connect_explanation,
    "side_columns": _side_columns_explanation,
}


def option_rows(rules: Rules, look: Theme) -> list[tuple[str, str, str]]:
    """``(key, title, explanation)`` for every option, explanations for this table."""
    titles = _option_titles()
    fixed = _fixed_explanations()
    return [
        (
            key,
            titles[key],
            _TABLE_EXPLANATIONS[key](rules, look) if key in _TABLE_EXPLANATIONS else fixed[key],
        )
        for key in OPTION_KEYS
    ]


def options_table(rules: Rules, look: Theme) -> str:
    """The options table: every option, what it means, and whether it is in force here."""
    in_force = set(options_in_force(rules))
    not_in_force = html.escape(translate("RulesDialog", "Not in force"))
    rows = []
    for key, title, explanation in option_rows(rules, look):
        if key in in_force:
            value = _option_value(key, rules)
            state = "✔ " + html.escape(translate("RulesDialog", "In force"))
            if value:
                state += f"<br>{value}"
            rows.append(
                f'<tr><td bgcolor="{IN_FORCE_BACKGROUND}" style="color:{IN_FORCE_TEXT};">'
                f"<b>{html.escape(title)}</b></td>"
                f'<td bgcolor="{IN_FORCE_BACKGROUND}" style="color:{IN_FORCE_TEXT};">'
                f"{explanation}</td>"
                f'<td bgcolor="{IN_FORCE_BACKGROUND}" style="color:{IN_FORCE_TEXT};">'
                f"<b>{state}</b></td></tr>"
            )
        else:
            rows.append(
                f'<tr><td style="color:{OFF_TEXT};">{html.escape(title)}</td>'
                f'<td style="color:{OFF_TEXT};">{explanation}</td>'
                f'<td style="color:{OFF_TEXT};">{not_in_force}</td></tr>'
            )
    header = "".join(
        f'<th align="left" width="{width}%">{html.escape(text)}</th>'
        for text, width in (
            (translate("RulesDialog", "Option"), 22),
            (translate("RulesDialog", "What it means"), 58),
            (translate("RulesDialog", "At this table"), 20),
        )
    )
    return (
        '<table width="100%" cellspacing="0" cellpadding="6" border="1" '
        'style="border-color:#c8c8c8; border-style:solid;">'
        f"<tr>{header}</tr>{''.join(rows)}</table>"
    )


def _option_value(key: str, rules: Rules) -> str:
    """The value an option has at this table ("" for a yes/no option)."""
    if key == "size":
        return fill(translate("RulesDialog", "%1 × %2"), rules.columns, rules.rows)
    if key == "connect":
        return fill(translate("RulesDialog", "%1 in a row"), rules.connect)
    if key == "target":
        return fill(translate("RulesDialog", "%1 discs"), rules.target)
    return ""
