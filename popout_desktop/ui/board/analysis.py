"""Analysis mode on the board: the labels' colours and places, their tooltips' words
(:func:`analysis_tip`) and the legend (:func:`legend_items`, :func:`paint_legend`).

Layers of :func:`~popout_desktop.ui.board.painting.paint_board` like the others, kept apart
because they are the one part of a frame that explains the engine's values: a reader looking
for what "W7" means finds it here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from popout_desktop.rules import POWER_KINDS, Move
from popout_desktop.ui.board.layout import BoardLayout, fit_pixel_size
from popout_desktop.ui.board.themes import label_ink

if TYPE_CHECKING:
    from popout_desktop.ui.board.painting import BoardScene

__all__ = [
    "analysis_tip",
    "annotation_font",
    "annotation_rect",
    "label_colour",
    "legend_font",
    "legend_items",
    "paint_annotations",
    "paint_legend",
    "shown_annotations",
]


def label_colour(kind: str) -> QColor:
    """The colour of an analysis label: "win", "loss", "draw" or an estimate."""
    return {
        "win": QColor("#1e8e3e"),
        "loss": QColor("#c5221f"),
        "draw": QColor("#5f6368"),
    }.get(kind, QColor("#3c4043"))


def shown_annotations(scene: BoardScene) -> list[tuple[Move, str, str]]:
    """The analysis labels painted now, ``(move, text, kind)``: drops (or, with a power checker
    armed, its moves) and pops; none while animations play."""
    if not scene.annotations or scene.busy:
        return []
    armed = scene.armed
    shown = []
    for move, (text, kind) in scene.annotations.items():
        if move.kind == "pass" or (move.kind in POWER_KINDS and move.kind != armed):
            continue
        if move.kind == "drop" and armed:
            continue  # the armed checker's labels take the drops' place
        shown.append((move, text, kind))
    return shown


def annotation_rect(layout: BoardLayout, move: Move) -> QRectF:
    """Where the analysis label of ``move`` goes: above the board for drops, on the handle for
    pops."""
    if move.kind == "pop":
        return layout.pop_handle_rect(move.column)
    s = layout.cell
    # The tab stands just over the face (its bottom s * 0.01 above it); a larger desktop text
    # makes it taller, upwards.
    height = layout.annotation_height
    bottom = layout.board_rect.top() - s * 0.01
    return QRectF(layout.x(move.column) - s * 0.45, bottom - height, s * 0.9, height)


def _paint_badge(
    painter: QPainter, rect: QRectF, text: str, kind: str, s: float, framed: bool = True
) -> None:
    """One analysis label: its text in the colour of its kind, on a white rounded tab."""
    colour = label_colour(kind)
    if framed:
        background = QColor("#ffffff")
        background.setAlphaF(0.9)
        painter.setPen(QPen(colour, max(1.0, s * 0.02)))
        painter.setBrush(background)
        painter.drawRoundedRect(rect, s * 0.08, s * 0.08)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def annotation_font(base: QFont, layout: BoardLayout, texts: list[str]) -> QFont:
    """The analysis labels' font: ``base`` in bold at the layout's size, smaller if the shortest
    variant of one of ``texts`` would not fit its tab or a pop handle (Qt draws text past its
    rectangle: an overflowing number would cross into the next column)."""
    font = QFont(base)
    font.setPixelSize(layout.annotation_pixel_size)
    font.setBold(True)
    shortest = [text.split("\x9c")[-1] for text in texts]
    tab = annotation_rect(layout, Move.drop(0))
    handle = layout.pop_handle_rect(0)
    font.setPixelSize(
        min(
            fit_pixel_size(font, shortest, tab.width() - 4, tab.height()),
            fit_pixel_size(font, shortest, handle.width() - 4, handle.height()),
        )
    )
    return font


def legend_font(base: QFont, layout: BoardLayout) -> QFont:
    """The legend's font: ``base`` in bold at the layout's size, as tall as its line allows."""
    font = QFont(base)
    font.setPixelSize(layout.legend_pixel_size)
    font.setBold(True)
    font.setPixelSize(
        fit_pixel_size(font, [], layout.legend_rect.width(), layout.legend_rect.height() * 0.86)
    )
    return font


def paint_annotations(painter: QPainter, scene: BoardScene) -> None:
    """The analysis labels, at rest: above the board for drops (or the armed checker's moves),
    on the handles for pops; the longest variant of each text that fits."""
    shown = shown_annotations(scene)
    if not shown:
        return
    layout = scene.layout
    s = layout.cell
    painter.setFont(annotation_font(painter.font(), layout, [text for _, text, _ in shown]))
    metrics = painter.fontMetrics()
    for move, text, kind in shown:
        rect = annotation_rect(layout, move)
        variants = text.split("\x9c")
        fitting = [v for v in variants if metrics.horizontalAdvance(v) <= rect.width() - 4]
        _paint_badge(painter, rect, (fitting or variants[-1:])[0], kind, s, move.kind != "pop")


def analysis_tip(text: str, kind: str, mover: str, opponent: str) -> str:
    """The tooltip of an analysis label (``text`` and ``kind`` as in the view's annotations)
    for ``mover``, the player to move, against ``opponent``: what the value means, in words.

    The scale is the engine's (:mod:`popout_desktop.engine.analysis`): a win in k counts the
    mover's moves, this one included; a loss in k the opponent's moves still to come; an
    estimate, the depth-limited search's judgement, is above 0 when the mover stands better.
    """
    short = text.split("\x9c")[-1]
    found = re.search(r"\d+", short)
    moves = int(found.group()) if found else -1
    if kind == "draw":
        head = QCoreApplication.translate("BoardView", "Draw")
        body = QCoreApplication.translate(
            "BoardView", "With the best play of both sides neither player wins."
        )
    elif kind == "win" and moves == 1:
        head = QCoreApplication.translate("BoardView", "Win at once")
        body = QCoreApplication.translate(
            "BoardView", "This move completes a line for %2: %2 wins."
        )
    elif kind == "win":
        head = QCoreApplication.translate("BoardView", "Win in %1 moves")
        body = QCoreApplication.translate(
            "BoardView",
            "%2 wins in at most %1 moves of theirs, this one included, whatever %3 plays.",
        )
    elif kind == "loss" and moves == 0:
        head = QCoreApplication.translate("BoardView", "Loss at once")
        body = QCoreApplication.translate(
            "BoardView", "This move completes a line for %3: %3 wins."
        )
    elif kind == "loss" and moves == 1:
        head = QCoreApplication.translate("BoardView", "Loss in 1 move")
        body = QCoreApplication.translate(
            "BoardView", "After it %3 can win with their next move, whatever %2 plays."
        )
    elif kind == "loss":
        head = QCoreApplication.translate("BoardView", "Loss in %1 moves")
        body = QCoreApplication.translate(
            "BoardView", "After it %3 can win with %1 more moves of theirs, whatever %2 plays."
        )
    else:
        head = QCoreApplication.translate("BoardView", "Estimate %4")
        body = QCoreApplication.translate(
            "BoardView",
            "The search did not see the end of the game: above 0 is better for %2, below 0 for %3.",
        )
    return "\n".join(
        part.replace("%1", str(moves))
        .replace("%2", mover)
        .replace("%3", opponent)
        .replace("%4", short)
        for part in (head, body)
    )


def legend_items(mover: str) -> list[list[tuple[str, str, str]]]:
    """The legend of the analysis labels, longest variant first: each item is a sample label,
    its kind and the words after it (the estimate's from the view of ``mover``)."""
    win = QCoreApplication.translate("MainWindow", "W%1").replace("%1", "7")
    loss = QCoreApplication.translate("MainWindow", "L%1").replace("%1", "3")
    estimate = "+0.4"
    long = [
        (win, "win", QCoreApplication.translate("BoardView", "win in 7 moves")),
        (loss, "loss", QCoreApplication.translate("BoardView", "loss in 3 moves")),
        ("=", "draw", QCoreApplication.translate("BoardView", "draw")),
        (
            estimate,
            "estimate",
            QCoreApplication.translate("BoardView", "estimate, + is good for %1").replace(
                "%1", mover
            ),
        ),
    ]
    short = [
        (win, "win", QCoreApplication.translate("BoardView", "win")),
        (loss, "loss", QCoreApplication.translate("BoardView", "loss")),
        ("=", "draw", QCoreApplication.translate("BoardView", "draw")),
        (estimate, "estimate", QCoreApplication.translate("BoardView", "estimate")),
    ]
    bare = [(sample, kind, "") for sample, kind, _ in short]
    return [long, short, bare]


def paint_legend(painter: QPainter, scene: BoardScene) -> None:
    """The legend of the analysis labels, on one line over the zone above the board: each kind
    of label as it looks, and what it means (the longest wording that fits)."""
    layout = scene.layout
    s = layout.cell
    rect = layout.legend_rect
    painter.setFont(legend_font(painter.font(), layout))
    metrics = painter.fontMetrics()
    gap, pad = s * 0.1, s * 0.08
    mover = scene.theme.colour_name(scene.turn)
    variants = legend_items(mover)

    def width(items: list[tuple[str, str, str]]) -> float:
        return (
            sum(
                metrics.horizontalAdvance(sample)
                + 2 * pad
                + (metrics.horizontalAdvance(words) + gap if words else 0)
                + 2 * gap
                for sample, _, words in items
            )
            - 2 * gap
        )

    items = next((v for v in variants if width(v) <= rect.width()), variants[-1])
    x = rect.center().x() - min(width(items), rect.width()) / 2
    height = min(rect.height() * 0.86, metrics.height() + s * 0.04)
    top = rect.center().y() - height / 2
    ink = label_ink(scene.theme)
    for sample, kind, words in items:
        badge = QRectF(x, top, metrics.horizontalAdvance(sample) + 2 * pad, height)
        _paint_badge(painter, badge, sample, kind, s)
        x = badge.right() + gap
        if words:
            painter.setPen(ink)
            advance = metrics.horizontalAdvance(words)
            painter.drawText(
                QRectF(x, top, advance + 2, height),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                words,
            )
            x += advance + gap
        x += gap
