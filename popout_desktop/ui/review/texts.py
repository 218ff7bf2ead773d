"""What the game review says and how its marks look: symbols, names, colours and sentences.

Pure functions of a :class:`~popout_desktop.engine.review.MoveReview` and the theme, shared by
the evaluation graph, the move list and the review panel. A mark never relies on its colour
alone: each has a symbol ("??" blunder, "?" mistake, "?!" inaccuracy, "✓" good, "★" best). The
colours keep a contrast of at least 4.5:1 on the theme's list background (WCAG AA). Texts are
translated in the context ``"GameReview"``; ``name`` is how a sentence names player 1 or 2.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from popout_desktop.engine.review import Mark, MoveReview, PlayerSummary
from popout_desktop.ui.board.themes import Theme, ink_on

__all__ = [
    "MARK_SYMBOLS",
    "fill",
    "mark_colour",
    "mark_name",
    "mark_symbol",
    "move_judgement",
    "move_tip",
    "standing_text",
    "summary_text",
]

translate = QCoreApplication.translate

#: The symbol of each mark (the move list's and the graph's).
MARK_SYMBOLS: dict[Mark, str] = {
    Mark.BEST: "★",
    Mark.GOOD: "✓",
    Mark.INACCURACY: "?!",
    Mark.MISTAKE: "?",
    Mark.BLUNDER: "??",
}

# The colours of the marks on a light and on a dark background.
_LIGHT = {
    Mark.BEST: QColor("#1b6e20"),
    Mark.GOOD: QColor("#2f5f8a"),
    Mark.INACCURACY: QColor("#805700"),
    Mark.MISTAKE: QColor("#b34700"),
    Mark.BLUNDER: QColor("#b71c1c"),
}
_DARK = {
    Mark.BEST: QColor("#6fdc8c"),
    Mark.GOOD: QColor("#8fc3f0"),
    Mark.INACCURACY: QColor("#f2c84b"),
    Mark.MISTAKE: QColor("#ffa061"),
    Mark.BLUNDER: QColor("#ff7b72"),
}


def mark_symbol(mark: Mark | None) -> str:
    """The mark's symbol ("" for a move not marked)."""
    return "" if mark is None else MARK_SYMBOLS[mark]


def mark_colour(mark: Mark, style: Theme) -> QColor:
    """The colour of ``mark``'s symbol on ``style``'s list background (at least 4.5:1)."""
    colours = _DARK if style.window.dark else _LIGHT
    return ink_on(style.window.base, colours[mark])


def mark_name(mark: Mark | None) -> str:
    """The mark in words ("blunder"; "not marked" for None)."""
    names = {
        Mark.BEST: translate("GameReview", "best"),
        Mark.GOOD: translate("GameReview", "good"),
        Mark.INACCURACY: translate("GameReview", "inaccuracy"),
        Mark.MISTAKE: translate("GameReview", "mistake"),
        Mark.BLUNDER: translate("GameReview", "blunder"),
    }
    return translate("GameReview", "not marked") if mark is None else names[mark]


def move_judgement(review: MoveReview, name: Callable[[int], str], you: int = 0) -> str:
    """The banner's sentence for a reviewed move: "Move 12: Red played d4 (mistake); best
    was p3." (or "... d4, a best move.", or "... (not marked: ...)"); "you played" when
    ``you`` (the one person at this screen, 0: none) played it."""
    mine = you != 0 and review.player == you
    if review.mark is None:
        text = (
            translate(
                "GameReview",
                "Move %1: you played %3 (not marked: a forced move or only estimates).",
            )
            if mine
            else translate(
                "GameReview", "Move %1: %2 played %3 (not marked: a forced move or only estimates)."
            )
        )
    elif review.best == review.move:
        text = (
            translate("GameReview", "Move %1: you played %3, a best move.")
            if mine
            else translate("GameReview", "Move %1: %2 played %3, a best move.")
        )
    else:
        text = (
            translate("GameReview", "Move %1: you played %3 (%4); best was %5.")
            if mine
            else translate("GameReview", "Move %1: %2 played %3 (%4); best was %5.")
        )
    return fill(
        text,
        str(review.ply + 1),
        name(review.player),
        str(review.move),
        mark_name(review.mark),
        str(review.best),
    )


def move_tip(review: MoveReview, name: Callable[[int], str]) -> str:
    """The tooltip line of a reviewed move: "Move 12 (Red), d4: mistake — best was p3"."""
    text = translate("GameReview", "Move %1 (%2), %3: %4")
    line = fill(
        text, str(review.ply + 1), name(review.player), str(review.move), mark_name(review.mark)
    )
    if review.best != review.move:
        line += translate("GameReview", " — best was %1").replace("%1", str(review.best))
    return line


def standing_text(standing: float, exact: bool, name: Callable[[int], str]) -> str:
    """The standing after a move, in words: "Red wins (proved)", "Draw (proved)", "Estimate:
    Yellow stands better", "Estimate: even"."""
    if exact:
        if standing == 0:
            return translate("GameReview", "Draw (proved)")
        winner = 1 if standing > 0 else 2
        return translate("GameReview", "%1 wins (proved)").replace("%1", name(winner))
    if abs(standing) < 0.02:
        return translate("GameReview", "Estimate: even")
    leader = 1 if standing > 0 else 2
    return translate("GameReview", "Estimate: %1 stands better").replace("%1", name(leader))


def summary_text(summary: PlayerSummary, name: Callable[[int], str]) -> str:
    """One player's line: "Red: 14 best, 3 good, 1 inaccuracy, 0 mistakes, 1 blunder —
    accuracy 89%"."""
    counts = summary.counts
    order = (Mark.BEST, Mark.GOOD, Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER)
    parts = [_counted(mark, counts[mark]) for mark in order]
    if summary.marked == 0:
        tail = translate("GameReview", "no move marked")
    else:
        tail = translate("GameReview", "accuracy %1%").replace("%1", str(round(summary.accuracy)))
    text = translate("GameReview", "%1: %2 — %3")
    return fill(text, name(summary.player), ", ".join(parts), tail)


def _counted(mark: Mark, count: int) -> str:
    """ "3 mistakes", "1 mistake". One text per language, "%n" filled in here: lupdate does not
    make ``translate(..., n)`` a plural message, and Qt then finds a one-form translation only
    for counts whose plural form is the first, so the translations are worded to read for any
    count ("ошибок: %n"); English's singular is made here."""
    text = {
        Mark.BEST: translate("GameReview", "%n best"),
        Mark.GOOD: translate("GameReview", "%n good"),
        Mark.INACCURACY: translate("GameReview", "%n inaccuracies"),
        Mark.MISTAKE: translate("GameReview", "%n mistakes"),
        Mark.BLUNDER: translate("GameReview", "%n blunders"),
    }[mark]
    if count == 1 and text in _ENGLISH_SINGULAR:  # not translated
        text = _ENGLISH_SINGULAR[text]
    return text.replace("%n", str(count))


#: English's singular of each count above (the source texts are the plural).
_ENGLISH_SINGULAR = {
    "%n inaccuracies": "%n inaccuracy",
    "%n mistakes": "%n mistake",
    "%n blunders": "%n blunder",
}


def fill(text: str, *args: str) -> str:
    """``text`` with ``%1``, ``%2``... replaced in one pass: a name holding "%2" stays as it
    is."""
    return re.sub(
        r"%(\d)",
        lambda found: args[int(found[1]) - 1] if 0 < int(found[1]) <= len(args) else found[0],
        text,
    )
