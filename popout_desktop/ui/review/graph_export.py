"""Export Review Graph…: the evaluation graph written as a PNG or an SVG picture.

The file dialog offers both; the name's ending decides (a name without one takes the chosen
filter's). The file is written as every export is: a temporary file beside it, renamed over it
once whole (a full disk or a folder one may not write in leaves an existing file as it was, and
no empty file). A file that cannot be written is a message naming it and why in words
(:func:`write_failure_reason`), never a crash; a written one is said in the status line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QFileDialog, QMessageBox

from popout_desktop.ui.review.eval_graph import EvalGraph
from popout_desktop.ui.review.texts import fill
from popout_desktop.ui.widgets.plain_text import literal_text
from popout_desktop.ui.write_problems import write_failure_reason

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["export_graph", "export_graph_to", "graph_title"]

translate = QCoreApplication.translate


def export_graph(window: WindowHost, graph: EvalGraph) -> bool:
    """Ask for a file name and write ``graph`` there (PNG or SVG, by its ending)."""
    png = translate("GameReview", "PNG pictures (*.png)")
    svg = translate("GameReview", "SVG pictures (*.svg)")
    name, chosen = QFileDialog.getSaveFileName(
        window.widget,
        translate("GameReview", "Export Review Graph"),
        translate("GameReview", "review.png"),
        f"{png};;{svg}",
    )
    if not name:
        return False
    path = Path(name)
    if path.suffix.lower() not in (".png", ".svg"):
        path = path.with_name(path.name + (".svg" if chosen == svg else ".png"))
    return export_graph_to(window, graph, path)


def graph_title(window: WindowHost, graph: EvalGraph) -> str:
    """The title over an exported graph: "Game review: Red against Yellow, 40 moves"."""
    text = translate("GameReview", "Game review: %1 against %2, %3 moves")
    return fill(text, window.player_name(1), window.player_name(2), str(graph.total))


def export_graph_to(
    window: WindowHost, graph: EvalGraph, path: Path, size: QSize | None = None
) -> bool:
    """Write ``graph`` to ``path`` (.png or .svg) under its title; a message says why not if
    it cannot."""
    suffix = path.suffix.lower()
    title = graph_title(window, graph)
    try:
        if suffix == ".svg":
            graph.render_svg(path, size, title)
        elif suffix == ".png":
            graph.render_png(path, size, title)
        else:
            raise OSError(translate("GameReview", "the name must end in .png or .svg"))
    except (OSError, MemoryError) as error:
        QMessageBox.warning(
            window.widget,
            translate("GameReview", "Cannot export the graph"),
            literal_text(
                fill(
                    translate("GameReview", "The graph could not be written to %1: %2."),
                    str(path),
                    write_failure_reason(error),
                )
            ),
        )
        return False
    window.show_note(
        lambda: translate("GameReview", "Exported the review graph to %1.").replace("%1", path.name)
    )
    return True
