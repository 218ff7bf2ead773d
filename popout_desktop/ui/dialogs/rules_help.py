"""The rules dialog: Pop Out, 5-in-a-Row, Pop 10, Power Up and every option of the current table
in plain words.

The options in force at the table are highlighted (a check mark, bold, a green background); the
others are greyed and marked "Not in force".
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from popout_desktop.rules import Rules
from popout_desktop.settings import Settings
from popout_desktop.ui.dialogs.table_texts import describe_rules, preset_label
from popout_desktop.ui.themes import DEFAULT_THEME, Theme, theme

__all__ = ["OPTION_KEYS", "RulesDialog", "options_in_force", "rules_html"]

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

# Colours of the highlight. Text and background are both fixed, so they read in any palette.
_IN_FORCE_BACKGROUND = "#e2f3e4"
_IN_FORCE_TEXT = "#15361b"
_IN_FORCE_BADGE = "#2e7d32"
_OFF_TEXT = "#7d7d7d"
_OFF_BADGE = "#8a8a8a"
_PARTLY_BADGE = "#9a6700"


def options_in_force(rules: Rules) -> tuple[str, ...]:
    """The keys of :data:`OPTION_KEYS` in force at ``rules`` (size and line length always are)."""
    flags = {
        "size": True,
        "connect": True,
        "pop_out": rules.pop_out,
        "side_columns": rules.side_columns,
        "repetition_draw": rules.repetition_draw,
        "pop_ten": rules.pop_ten,
        "target": rules.pop_ten,  # the target means something only in Pop 10
        "power_up": rules.power_up,
    }
    return tuple(key for key in OPTION_KEYS if flags[key])


def _fill(text: str, *values: object) -> str:
    """``text`` with %1, %2, ... replaced by the HTML-escaped ``values``."""
    for number, value in reversed(list(enumerate(values, start=1))):
        text = text.replace(f"%{number}", html.escape(str(value)))
    return text


def _option_rows(rules: Rules, look: Theme) -> list[tuple[str, str, str]]:
    """``(key, title, explanation)`` for every option, explanations for this table."""
    side_note = (
        _fill(
            translate("RulesDialog", "With the side columns the board is %1 columns wide in all."),
            rules.width,
        )
        if rules.side_columns
        else ""
    )
    return [
        (
            "size",
            translate("RulesDialog", "Board size"),
            " ".join(
                t
                for t in (
                    _fill(
                        translate(
                            "RulesDialog",
                            "%1 columns to play in, %2 rows high. The standard board is 7 × 6.",
                        ),
                        rules.columns,
                        rules.rows,
                    ),
                    side_note,
                )
                if t
            ),
        ),
        (
            "connect",
            translate("RulesDialog", "Line length"),
            _fill(
                translate(
                    "RulesDialog",
                    "Lines of %1 discs of one colour count: across, up and down, or diagonally. "
                    "In Pop 10 a line does not win: a disc popped out of one of your lines is "
                    "yours to keep.",
                )
                if rules.pop_ten
                else translate(
                    "RulesDialog",
                    "%1 discs of one colour in a line win: across, up and down, or diagonally. "
                    "The standard is four; 5-in-a-Row uses five.",
                ),
                rules.connect,
            ),
        ),
        (
            "pop_out",
            translate("RulesDialog", "Pop out"),
            translate(
                "RulesDialog",
                "On your turn you may pop one of your own discs out of the bottom row "
                "instead of dropping one. Without it, every turn is a drop.",
            ),
        ),
        (
            "side_columns",
            translate("RulesDialog", "Side columns"),
            _fill(
                translate(
                    "RulesDialog",
                    "A fixed column at each edge, filled before the game starts: %1 at the "
                    "bottom of the left one and %2 at the bottom of the right one, alternating "
                    "upward. Their discs count in lines; nobody drops into them or pops from them.",
                ),
                look.colour_name(1),
                look.colour_name(2),
            ),
        ),
        (
            "repetition_draw",
            translate("RulesDialog", "Draw on threefold repetition"),
            translate(
                "RulesDialog",
                "When the same position, with the same player to move, comes up for the third "
                "time, the game ends in a draw. Without it, play goes on.",
            ),
        ),
        (
            "pop_ten",
            translate("RulesDialog", "Pop 10"),
            translate(
                "RulesDialog",
                "The board is filled first; then every turn is a pop of one of your own discs, "
                "and a disc popped out of one of your lines is kept. Not with Pop Out or "
                "Power Up.",
            ),
        ),
        (
            "target",
            translate("RulesDialog", "Discs to keep"),
            translate(
                "RulesDialog",
                "In Pop 10, the first player to keep this many discs wins. Ten on the standard "
                "board; the table settings suggest a number that suits the board's size.",
            ),
        ),
        (
            "power_up",
            translate("RulesDialog", "Power Up"),
            translate(
                "RulesDialog",
                "Each player also has four power checkers — an anvil, a bomb, a wall and a ×2 — "
                "to play once each instead of a normal disc.",
            ),
        ),
    ]


def _heading(tag: str, text: str, badge: str = "") -> str:
    """A heading of rich text ``text``, with an optional badge after it."""
    return f"<{tag}>{text} {badge}</{tag}>" if badge else f"<{tag}>{text}</{tag}>"


def _badge(text: str, colour: str) -> str:
    return (
        f'<span style="background-color:{colour}; color:#ffffff; font-weight:600;">'
        f"&nbsp;{text}&nbsp;</span>"
    )


def _options_table(rules: Rules, look: Theme) -> str:
    in_force = set(options_in_force(rules))
    not_in_force = html.escape(translate("RulesDialog", "Not in force"))
    rows = []
    for key, title, explanation in _option_rows(rules, look):
        if key in in_force:
            value = _option_value(key, rules)
            state = "✔ " + html.escape(translate("RulesDialog", "In force"))
            if value:
                state += f"<br>{value}"
            rows.append(
                f'<tr><td bgcolor="{_IN_FORCE_BACKGROUND}" style="color:{_IN_FORCE_TEXT};">'
                f"<b>{html.escape(title)}</b></td>"
                f'<td bgcolor="{_IN_FORCE_BACKGROUND}" style="color:{_IN_FORCE_TEXT};">'
                f"{explanation}</td>"
                f'<td bgcolor="{_IN_FORCE_BACKGROUND}" style="color:{_IN_FORCE_TEXT};">'
                f"<b>{state}</b></td></tr>"
            )
        else:
            rows.append(
                f'<tr><td style="color:{_OFF_TEXT};">{html.escape(title)}</td>'
                f'<td style="color:{_OFF_TEXT};">{explanation}</td>'
                f'<td style="color:{_OFF_TEXT};">{not_in_force}</td></tr>'
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
    if key == "size":
        return _fill(translate("RulesDialog", "%1 × %2"), rules.columns, rules.rows)
    if key == "connect":
        return _fill(translate("RulesDialog", "%1 in a row"), rules.connect)
    if key == "target":
        return _fill(translate("RulesDialog", "%1 discs"), rules.target)
    return ""


def rules_html(rules: Rules, look: Theme | None = None) -> str:
    """The dialog's text for ``rules``: rich text for a :class:`QTextBrowser`."""
    look = look if look is not None else theme(DEFAULT_THEME)
    first, second = html.escape(look.colour_name(1)), html.escape(look.colour_name(2))
    preset = preset_label(rules.preset_name())
    parts = [
        _heading("h2", _fill(translate("RulesDialog", "The rules at this table: %1"), preset)),
        f"<p>{html.escape(describe_rules(rules))}.</p>",
        _heading("h3", html.escape(translate("RulesDialog", "How to play"))),
        *_how_to_play(rules, first),
        _heading("h3", html.escape(translate("RulesDialog", "The options of this table"))),
        _options_table(rules, look),
        _pop_out_section(rules),
        _five_in_a_row_section(rules, first, second),
        _pop_ten_section(rules, first),
        _power_up_section(rules),
        _draws_section(rules),
    ]
    return "\n".join(parts)


def _how_to_play(rules: Rules, first: str) -> list[str]:
    """The paragraphs of "How to play" for this table."""
    if rules.pop_ten:
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
            + _fill(
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
            if rules.power_up
            else ""
        )
        + "</p>",
        "<p>"
        + _fill(
            translate(
                "RulesDialog",
                "The first player to make a line of %1 discs of their colour wins: across, "
                "up and down, or diagonally.",
            ),
            rules.connect,
        )
        + "</p>",
    ]


def _in_force_badge(applies: bool) -> str:
    if applies:
        return _badge(
            html.escape(translate("RulesDialog", "In force at this table")), _IN_FORCE_BADGE
        )
    return _badge(html.escape(translate("RulesDialog", "Not in force at this table")), _OFF_BADGE)


def _pop_ten_section(rules: Rules, first: str) -> str:
    line = rules.connect if rules.pop_ten else 4
    target = rules.target if rules.pop_ten else 10
    return (
        _heading(
            "h3", html.escape(translate("RulesDialog", "Pop 10")), _in_force_badge(rules.pop_ten)
        )
        + "<p>"
        + translate(
            "RulesDialog",
            "Pop 10 is played in two parts. First the players fill the board: taking turns, "
            "%1 first, each drops a disc of their colour into one of the lowest columns, so the "
            "board fills row by row. Lines made while filling count for nothing.",
        ).replace("%1", first)
        + "</p><p>"
        + _fill(
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
        + _fill(
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


def _power_up_section(rules: Rules) -> str:
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
        _heading(
            "h3", html.escape(translate("RulesDialog", "Power Up")), _in_force_badge(rules.power_up)
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


def _pop_out_section(rules: Rules) -> str:
    if rules.pop_out:
        badge = _badge(
            html.escape(translate("RulesDialog", "In force at this table")), _IN_FORCE_BADGE
        )
    else:
        badge = _badge(
            html.escape(translate("RulesDialog", "Not in force at this table")), _OFF_BADGE
        )
    return (
        _heading("h3", html.escape(translate("RulesDialog", "Pop Out")), badge)
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


def _five_in_a_row_section(rules: Rules, first: str, second: str) -> str:
    if rules.side_columns and rules.connect == 5:
        badge = _badge(
            html.escape(translate("RulesDialog", "In force at this table")), _IN_FORCE_BADGE
        )
    elif rules.side_columns:
        badge = _badge(
            _fill(
                translate("RulesDialog", "Side columns in force, with lines of %1"), rules.connect
            ),
            _PARTLY_BADGE,
        )
    else:
        badge = _badge(
            html.escape(translate("RulesDialog", "Not in force at this table")), _OFF_BADGE
        )
    return (
        _heading("h3", html.escape(translate("RulesDialog", "5-in-a-Row")), badge)
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


def _draws_section(rules: Rules) -> str:
    def item(text: str, applies: bool) -> str:
        if applies:
            return f"<li>{text}</li>"
        note = html.escape(translate("RulesDialog", "(not at this table)"))
        return f'<li style="color:{_OFF_TEXT};">{text} {note}</li>'

    if rules.side_columns:
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
        if rules.pop_ten
        else ""
    )
    return (
        _heading("h3", html.escape(translate("RulesDialog", "Draws")))
        + pop_ten_note
        + "<ul>"
        + item(
            translate(
                "RulesDialog", "A drop that fills the board without making a line is a draw."
            ),
            not rules.pop_ten,
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
        + "</ul>"
    )


class RulesDialog(QDialog):
    """Explains the rules of ``rules`` (the current table), options in force highlighted.

    ``theme_key`` (or the theme stored in ``settings``) names the colours.
    """

    def __init__(
        self,
        rules: Rules,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        theme_key: str | None = None,
    ) -> None:
        super().__init__(parent)
        if theme_key is None:
            theme_key = str(settings.value("prefs/theme")) if settings else DEFAULT_THEME
        self._theme = theme(theme_key)
        self._rules = rules
        self.setWindowTitle(self.tr("Rules"))
        self.setSizeGripEnabled(True)
        self.setMinimumSize(380, 300)

        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(self.tr("The rules"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.set_rules(rules)
        self.browser.setFocus()

    @property
    def rules(self) -> Rules:
        """The table explained."""
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        """Explain ``rules`` instead."""
        self._rules = rules
        self.browser.setHtml(rules_html(rules, self._theme))

    def sizeHint(self) -> QSize:
        """Room for the options table without scrolling sideways."""
        return QSize(680, 640)
