"""The markup pieces of the rules text: %1 fillers, headings, badges and their colours.

Shared by :mod:`.rules_help_options` (the options table) and :mod:`.rules_help_sections` (the
sections about each variant). The strings keep the ``RulesDialog`` translation context.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

__all__ = [
    "IN_FORCE_BACKGROUND",
    "IN_FORCE_BADGE",
    "IN_FORCE_TEXT",
    "OFF_BADGE",
    "OFF_TEXT",
    "PARTLY_BADGE",
    "badge",
    "fill",
    "heading",
    "in_force_badge",
]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate

# Colours of the highlight. Text and background are both fixed, so they read in any palette.
IN_FORCE_BACKGROUND = "#e2f3e4"
IN_FORCE_TEXT = "#15361b"
IN_FORCE_BADGE = "#2e7d32"
OFF_TEXT = "#7d7d7d"
OFF_BADGE = "#8a8a8a"
PARTLY_BADGE = "#9a6700"


def fill(text: str, *values: object) -> str:
    """``text`` with %1, %2, ... replaced by the HTML-escaped ``values``."""
    for number, value in reversed(list(enumerate(values, start=1))):
        text = text.replace(f"%{number}", html.escape(str(value)))
    return text


def heading(tag: str, text: str, badge: str = "") -> str:
    """A heading of rich text ``text``, with an optional badge after it."""
    return f"<{tag}>{text} {badge}</{tag}>" if badge else f"<{tag}>{text}</{tag}>"


def badge(text: str, colour: str) -> str:
    """A label of rich text ``text`` in white on ``colour``."""
    return (
        f'<span style="background-color:{colour}; color:#ffffff; font-weight:600;">'
        f"&nbsp;{text}&nbsp;</span>"
    )


def in_force_badge(applies: bool) -> str:
    """The badge "In force at this table" or "Not in force at this table"."""
    if applies:
        return badge(
            html.escape(translate("RulesDialog", "In force at this table")), IN_FORCE_BADGE
        )
    return badge(html.escape(translate("RulesDialog", "Not in force at this table")), OFF_BADGE)
