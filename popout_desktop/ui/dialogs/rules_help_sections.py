"""The sections of the rules text: how to play at this table, then Pop Out, 5-in-a-Row, Pop 10,
Power Up and draws, each marked in force or not at this table.

Each section is a function of the table returning rich text; the strings keep the
``RulesDialog`` translation context.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from popout_desktop.rules import Rules, Variant
from popout_desktop.ui.dialogs.rules_help_markup import (
    IN_FORCE_BADGE,
    OFF_BADGE,
    OFF_TEXT,
    PARTLY_BADGE,
    badge,
    fill,
    heading,
    in_force_badge,
)

__all__ = [
    "draws_section",
    "five_in_a_row_section",
    "how_to_play",
    "pop_out_section",
    "pop_ten_section",
    "power_up_section",
]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


def how_to_play(rules: Rules, first: str) -> list[str]:
    """The paragraphs of "How to play" for this table."""
    if rules.variant is Variant.POP_TEN:
        return [
            "<p>"
            + translate(
                "RulesDialog",
                "This table plays Pop 10. First the players fill the board, %1 first; then "
                "they pop their own discs out of the bottom row, keeping those that were part "
                "of a line (see Pop 10 below).",
            ).replace("%1", first)
            + "</p>",
            "<p>"
            + fill(
                translate("RulesDialog", "The first player to keep %1 discs wins."), rules.target
            )
            + "</p>",
        ]
    return [
        "<p>"
        + translate(
            "RulesDialog",
            "%1 moves first, then the players take turns. On your turn you drop one of your "
            "discs into a column that is not full; it falls to the lowest empty hole.",
        ).replace("%1", first)
        + (
            " "
            + translate(
                "RulesDialog",
                "At this table you may instead pop one of your own discs (see Pop Out).",
            )
            if rules.pop_out
            else ""
        )
        + (
            " "
            + translate(
                "RulesDialog",
                "Each player may also play each of four power checkers once (see Power Up).",
            )
            if rules.has_power_checkers
            else ""
        )
        + "</p>",
        "<p>"
        + fill(
            translate(
                "RulesDialog",
                "The first player to make a line of %1 discs of their colour wins: across, "
                "up and down, or diagonally.",
            ),
            rules.connect,
        )
        + "</p>",
    ]


def pop_ten_section(rules: Rules, first: str) -> str:
    """Pop 10: filling the board, then popping and keeping discs."""
    in_force = rules.variant is Variant.POP_TEN
    line = rules.connect if in_force else 4
    target = rules.target if in_force else 10
    return (
        heading("h3", html.escape(translate("RulesDialog", "Pop 10")), in_force_badge(in_force))
        + "<p>"
        + translate(
            "RulesDialog",
            "Pop 10 is played in two parts. First the players fill the board: taking turns, "
            "%1 first, each drops a disc of their colour into one of the lowest columns, so the "
            "board fills row by row. Lines made while filling count for nothing.",
        ).replace("%1", first)
        + "</p><p>"
        + fill(
            translate(
                "RulesDialog",
                "When the board is full, play goes on in turn, and a turn is a pop of one of "
                "your own discs from the bottom row. If that disc was part of a line of %1 of "
                "your colour when you popped it, you keep it and pop again. If not, you put it "
                "back: you drop it into any column that is not full, but not the one it came "
                "from (unless no other column is open), and your turn ends.",
            ),
            line,
        )
        + "</p><p>"
        + fill(
            translate(
                "RulesDialog",
                "A player with no disc in the bottom row passes. The first player to keep %1 "
                "discs wins.",
            ),
            target,
        )
        + "</p><p>"
        + translate(
            "RulesDialog",
            "Pop 10 can be played with the side columns of 5-in-a-Row (their discs count in "
            "lines, but nobody pops them) and on any board, but not with Pop Out or Power Up.",
        )
        + "</p>"
    )


def power_up_section(rules: Rules) -> str:
    """Power Up: the four power checkers and what each does."""
    items = [
        (
            translate("RulesDialog", "Anvil:"),
            translate(
                "RulesDialog",
                "every disc in its column is removed, and the anvil lands on the bottom row.",
            ),
        ),
        (
            translate("RulesDialog", "Bomb:"),
            translate(
                "RulesDialog",
                "it drops like a disc; then you pop one of your opponent's discs from the "
                "bottom row. If that makes lines for both players, you win. If your opponent "
                "has no disc in the bottom row, the bomb is just a drop.",
            ),
        ),
        (
            translate("RulesDialog", "Wall:"),
            translate(
                "RulesDialog",
                "it drops like a disc; then you drop a second, normal disc, which may not "
                "complete a line of yours. If every open column would complete one, the second "
                "drop is skipped.",
            ),
        ),
        (
            translate("RulesDialog", "×2:"),
            translate(
                "RulesDialog",
                "it drops like a disc; then you drop a second, normal disc wherever you like.",
            ),
        ),
    ]
    listed = "".join(f"<li><b>{html.escape(name)}</b> {text}</li>" for name, text in items)
    return (
        heading(
            "h3",
            html.escape(translate("RulesDialog", "Power Up")),
            in_force_badge(rules.variant is Variant.POWER_UP),
        )
        + "<p>"
        + translate(
            "RulesDialog",
            "Each player has four power checkers, one of each kind, and may play each of them "
            "once in the game instead of a normal drop, into any column that is not full. A "
            "power checker counts as a disc of its owner's colour and carries its sign while it "
            "stays on the board.",
        )
        + f"</p><ul>{listed}</ul><p>"
        + translate(
            "RulesDialog",
            "A power checker that completes a line of yours wins at once, and no second step "
            "follows. With Pop Out you may pop your own power checkers like any of your discs. "
            "Power Up can be played with Pop Out and 5-in-a-Row, on any board, but not with "
            "Pop 10.",
        )
        + "</p>"
    )


def pop_out_section(rules: Rules) -> str:
    """Pop Out: drops and pops, and the pop that makes lines for both players."""
    mark = in_force_badge(rules.pop_out)
    return (
        heading("h3", html.escape(translate("RulesDialog", "Pop Out")), mark)
        + "<p>"
        + translate(
            "RulesDialog",
            "In Pop Out a turn is either a drop or a pop. To pop, you take one of your own "
            "discs out of the bottom row: it leaves the board, and every disc above it in "
            "that column falls one row. You may pop only your own discs.",
        )
        + "</p><p><b>"
        + translate("RulesDialog", "A pop can make lines for both players.")
        + "</b> "
        + translate(
            "RulesDialog",
            "If your pop completes a line of yours, you win, even if it completes one of your "
            "opponent's lines too. If it completes only your opponent's line, your opponent wins.",
        )
        + "</p>"
    )


def five_in_a_row_section(rules: Rules, first: str, second: str) -> str:
    """5-in-a-Row: the filled side columns and five in a row."""
    if rules.has_side_columns and rules.connect == 5:
        mark = badge(
            html.escape(translate("RulesDialog", "In force at this table")), IN_FORCE_BADGE
        )
    elif rules.has_side_columns:
        mark = badge(
            fill(
                translate("RulesDialog", "Side columns in force, with lines of %1"), rules.connect
            ),
            PARTLY_BADGE,
        )
    else:
        mark = badge(html.escape(translate("RulesDialog", "Not in force at this table")), OFF_BADGE)
    return (
        heading("h3", html.escape(translate("RulesDialog", "5-in-a-Row")), mark)
        + "<p>"
        + translate(
            "RulesDialog",
            "5-in-a-Row is played on a board with an extra column at each edge, filled before "
            "the game starts: the left one with %1 at the bottom and then alternating upward, "
            "the right one with %2 at the bottom and then alternating. Nobody drops into them "
            "or pops from them, but their discs count in lines. Five in a row wins.",
        )
        .replace("%1", first)
        .replace("%2", second)
        + "</p><p>"
        + translate(
            "RulesDialog", "It can be played with pops (Pop Out + 5-in-a-Row) or without them."
        )
        + "</p>"
    )


def draws_section(rules: Rules) -> str:
    """Draws: a full board, an empty one, a threefold repetition."""

    pop_ten = rules.variant is Variant.POP_TEN

    def item(text: str, applies: bool) -> str:
        if applies:
            return f"<li>{text}</li>"
        note = html.escape(translate("RulesDialog", "(not at this table)"))
        return f'<li style="color:{OFF_TEXT};">{text} {note}</li>'

    if rules.has_side_columns:
        empty = translate(
            "RulesDialog", "A pop that leaves only the side columns' discs on the board is a draw."
        )
    else:
        empty = translate("RulesDialog", "A pop that leaves the board empty is a draw.")
    pop_ten_note = (
        "<p>"
        + translate(
            "RulesDialog",
            "In Pop 10 neither a full nor an empty board ends the game: it goes on until a "
            "player has kept enough discs.",
        )
        + "</p>"
        if pop_ten
        else ""
    )
    return (
        heading("h3", html.escape(translate("RulesDialog", "Draws")))
        + pop_ten_note
        + "<ul>"
        + item(
            translate(
                "RulesDialog", "A drop that fills the board without making a line is a draw."
            ),
            not pop_ten,
        )
        + item(empty, rules.pop_out)
        + item(
            translate(
                "RulesDialog",
                "A position that comes up for the third time, with the same player to move, "
                "is a draw.",
            ),
            rules.repetition_draw,
        )
        + "</ul><p>"
        + html.escape(
            translate(
                "RulesDialog",
                "Two computers playing each other agree a draw when a position comes up for "
                "the third time, at any table.",
            )
        )
        + "</p>"
    )


def controls_section(rules: Rules) -> str:
    """Mouse and keyboard: the column numbers under the board, and typing them."""
    items = [
        translate(
            "RulesDialog",
            "Click a column to drop a disc into it; click the handle under one of your own "
            "bottom discs to pop it.",
        ),
        translate(
            "RulesDialog",
            "Keyboard: Left and Right choose a column; Enter, Space or Down drops into it; Up or "
            "P pops it.",
        ),
        translate(
            "RulesDialog",
            "Type a column's number (written under the board) to play there at once.",
        ),
    ]
    if rules.first_column + rules.columns > 9:
        items.append(
            translate(
                "RulesDialog",
                "Columns 10 and up: type both digits quickly (1 then 2 for column 12). A single "
                "1 moves to column 1 and waits: press Enter to drop there.",
            )
        )
    return (
        heading("h3", html.escape(translate("RulesDialog", "Mouse and keyboard")))
        + "<ul>"
        + "".join(f"<li>{html.escape(item)}</li>" for item in items)
        + "</ul>"
    )
