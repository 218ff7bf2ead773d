"""The words for a table: a preset's name and one-sentence description, a table's summary.

Pure text (no widgets), shared by the table settings editor, the rules dialog and the network
dialogs. The strings keep the ``TableSettingsWidget`` translation context they were written in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from popout_desktop.rules import Rules, Variant

__all__ = ["describe_rules", "preset_description", "preset_label"]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


def preset_label(name: str | None) -> str:
    """The translated name of a preset (``None`` or an unknown name: "Custom")."""
    labels = {
        "classic": translate("TableSettingsWidget", "Classic"),
        "pop_out": translate("TableSettingsWidget", "Pop Out"),
        "five_in_a_row": translate("TableSettingsWidget", "5-in-a-Row"),
        "pop_out_five_in_a_row": translate("TableSettingsWidget", "Pop Out + 5-in-a-Row"),
        "pop_ten": translate("TableSettingsWidget", "Pop 10"),
        "power_up": translate("TableSettingsWidget", "Power Up"),
    }
    return labels.get(name or "", translate("TableSettingsWidget", "Custom"))


def preset_description(name: str) -> str:
    """One translated sentence about a preset, for tooltips."""
    texts = {
        "classic": translate(
            "TableSettingsWidget", "Connect Four: 7 columns, 6 rows, drop only, four in a row wins."
        ),
        "pop_out": translate(
            "TableSettingsWidget",
            "Connect Four where a turn may also pop your own disc out of the bottom row.",
        ),
        "five_in_a_row": translate(
            "TableSettingsWidget",
            "Five in a row wins, on a board with a filled, fixed column at each edge; drop only.",
        ),
        "pop_out_five_in_a_row": translate(
            "TableSettingsWidget",
            "5-in-a-Row with pops: five in a row, side columns, and popping allowed.",
        ),
        "pop_ten": translate(
            "TableSettingsWidget",
            "Fill the board, then pop your own discs: a disc that was part of a line of four "
            "is yours to keep. The first to keep ten discs wins.",
        ),
        "power_up": translate(
            "TableSettingsWidget",
            "Connect Four where each player also has an anvil, a bomb, a wall and a ×2 "
            "checker, to play once each instead of a normal disc.",
        ),
    }
    return texts.get(name, "")


def describe_rules(rules: Rules) -> str:
    """A short translated summary of a table: size, how to win, pops, power checkers, side
    columns, repetition."""
    parts = [
        translate("TableSettingsWidget", "%1 columns × %2 rows")
        .replace("%1", str(rules.columns))
        .replace("%2", str(rules.rows)),
    ]
    if rules.variant is Variant.POP_TEN:
        parts += [
            translate("TableSettingsWidget", "Pop 10: the first to keep %1 discs wins").replace(
                "%1", str(rules.target)
            ),
            translate("TableSettingsWidget", "a disc popped from a line of %1 is kept").replace(
                "%1", str(rules.connect)
            ),
        ]
    else:
        parts += [
            translate("TableSettingsWidget", "%1 in a row wins").replace("%1", str(rules.connect)),
            translate("TableSettingsWidget", "popping allowed")
            if rules.pop_out
            else translate("TableSettingsWidget", "drop only"),
        ]
    if rules.variant is Variant.POWER_UP:
        parts.append(translate("TableSettingsWidget", "Power Up: four power checkers each"))
    if rules.has_side_columns:
        parts.append(translate("TableSettingsWidget", "filled side columns"))
    if rules.repetition_draw:
        parts.append(translate("TableSettingsWidget", "draw on threefold repetition"))
    return translate("TableSettingsWidget", "; ").join(parts)
