"""Painting the board: one frame as layers, from a :class:`BoardScene` (what to paint).

:func:`paint_board` paints a frame bottom up: the background, the column labels and the
analysis legend, the trays, the holes, the discs at rest and the sprites in flight (behind the
face, so a disc shows through its hole and a falling disc passes behind the panel), the face,
then the markers over it: the end of the game or whose turn it is, Pop 10's setup columns, the
last move, the pop handles, the ghost disc, the hint, the analysis labels, the keyboard cursor,
and a word while a step plays (a pass). Every layer is a function of the painter and the scene;
nothing here reads the model, the input or the widget.

Analysis mode's layers (its labels, their tooltips' words, the legend) are in
:mod:`popout_desktop.ui.board.analysis`.

What is slow to paint and rarely changes is rendered once into pixmaps kept by
:class:`BoardPictures`: the pieces (:class:`~popout_desktop.ui.board.discs.DiscPainter`), the face,
each tray's still parts, and the words round the board (the column labels, the legend).

The rest is one piece on purpose: it is the frame, layer after layer in the
order they are painted, each layer a short function of the same scene and pictures; split
further, a reader would chase one frame's order across modules.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QPolygonF

from popout_desktop.rules import POWER_KINDS, Game, Move, Phase, Rules
from popout_desktop.ui.board.analysis import (
    paint_annotations,
    paint_legend,
)
from popout_desktop.ui.board.discs import BADGE, DiscPainter, handle_path, paint_disc, render_face
from popout_desktop.ui.board.layout import BoardLayout, fit_pixel_size
from popout_desktop.ui.board.shown import ShownBoard, Trays
from popout_desktop.ui.board.themes import Theme, ink_on, label_ink

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver
    from popout_desktop.ui.board.steps import Step

__all__ = [
    "BoardPictures",
    "BoardScene",
    "column_label_font",
    "note_text",
    "paint_board",
    "score_font",
    "score_text",
    "setup_columns",
]

POP_PREVIEW_SHIFT = 0.3  # rows the column slides while a pop is previewed


class BoardScene:
    """Everything one frame paints, gathered by the view just before painting (read only).
    Painted from, never compared. A plain class with ``__slots__``, not a dataclass: a
    dataclass's methods are written out and compiled when its class is made, at every start,
    and this module loads before the first frame (issue 33 point 4)."""

    __slots__ = (
        "accepts_input",
        "annotations",
        "area",
        "armed",
        "busy",
        "cursor",
        "game",
        "game_over",
        "ghost",
        "hint",
        "hover_power",
        "hovered_handle",
        "layout",
        "legal",
        "legend",
        "pass_button",
        "pop_columns",
        "preview",
        "progress",
        "ratio",
        "shown",
        "step",
        "theme",
        "turn",
    )

    area: QRect  # the widget's rectangle
    layout: BoardLayout
    theme: Theme
    ratio: float  # device pixels per logical pixel
    shown: ShownBoard  # the grid, trays, end of game and marker shown now
    game: Game  # the model's position, which input works on
    turn: int
    game_over: bool  # the model's game is over (a result, a resignation, an agreed draw)
    step: Step | None  # the animation step playing
    progress: float  # its progress, 0 to 1
    busy: bool  # animations play or wait
    # The input, as it stands this frame.
    accepts_input: bool
    legal: Sequence[Move]  # the legal moves, while input is accepted (else empty)
    armed: str  # the power checker armed, or ""
    pop_columns: Sequence[int]  # columns that show a pop handle
    hover_power: tuple[int, str] | None
    hovered_handle: int | None
    cursor: int | None  # the keyboard cursor's column while shown
    ghost: int | None
    preview: int | None  # the column previewing a pop
    annotations: dict[Move, tuple[str, str]]
    hint: Move | None
    pass_button: QRectF | None  # the Pass button's geometry while shown
    legend: bool  # analysis mode is on: paint the legend of its labels

    def __init__(
        self,
        area: QRect,
        layout: BoardLayout,
        theme: Theme,
        ratio: float,
        shown: ShownBoard,
        game: Game,
        turn: int,
        game_over: bool,
        step: Step | None,
        progress: float,
        busy: bool,
        accepts_input: bool,
        legal: Sequence[Move],
        armed: str,
        pop_columns: Sequence[int],
        hover_power: tuple[int, str] | None,
        hovered_handle: int | None,
        cursor: int | None,
        ghost: int | None,
        preview: int | None,
        annotations: dict[Move, tuple[str, str]],
        hint: Move | None,
        pass_button: QRectF | None,
        legend: bool = False,
    ) -> None:
        self.area = area
        self.layout = layout
        self.theme = theme
        self.ratio = ratio
        self.shown = shown
        self.game = game
        self.turn = turn
        self.game_over = game_over
        self.step = step
        self.progress = progress
        self.busy = busy
        self.accepts_input = accepts_input
        self.legal = legal
        self.armed = armed
        self.pop_columns = pop_columns
        self.hover_power = hover_power
        self.hovered_handle = hovered_handle
        self.cursor = cursor
        self.ghost = ghost
        self.preview = preview
        self.annotations = annotations
        self.hint = hint
        self.pass_button = pass_button
        self.legend = legend

    @classmethod
    def still(
        cls,
        area: QRect,
        layout: BoardLayout,
        theme: Theme,
        ratio: float,
        shown: ShownBoard,
        game: Game,
        *,
        turn: int,
        game_over: bool,
        step: Step | None = None,
        progress: float = 1.0,
        busy: bool = False,
    ) -> BoardScene:
        """A frame nobody plays on (an exported picture, a replay's frame): no input, no hover,
        cursor, ghost, preview, hint, labels or Pass button."""
        return cls(
            area=area,
            layout=layout,
            theme=theme,
            ratio=ratio,
            shown=shown,
            game=game,
            turn=turn,
            game_over=game_over,
            step=step,
            progress=progress,
            busy=busy,
            accepts_input=False,
            legal=(),
            armed="",
            pop_columns=(),
            hover_power=None,
            hovered_handle=None,
            cursor=None,
            ghost=None,
            preview=None,
            annotations={},
            hint=None,
            pass_button=None,
        )

    @property
    def rules(self) -> Rules:
        """The rules of the game shown."""
        return self.game.rules


class BoardPictures:
    """Pixmaps rendered once and drawn every frame: pieces, the face, the trays' still parts,
    the words round the board."""

    def __init__(self) -> None:
        #: The pieces, per size, theme, piece and device pixel ratio.
        self.discs = DiscPainter()
        self._face: tuple[QPointF, QPixmap] | None = None
        self._trays: dict[tuple[int, bool, bool, float], tuple[float, QPixmap]] = {}
        self._words: dict[tuple[object, ...], QPixmap] = {}

    def clear(self) -> None:
        """Forget every picture (the theme changed)."""
        self.discs.clear()
        self.resized()

    def resized(self) -> None:
        """Forget the pictures drawn to the board's size (the face, the trays, the words)."""
        self._face = None
        self._trays.clear()
        self._words.clear()

    def retranslated(self) -> None:
        """Forget the words painted (the language changed)."""
        self._words.clear()

    def words(
        self,
        key: tuple[object, ...],
        rect: QRectF,
        ratio: float,
        paint: Callable[[QPainter], None],
    ) -> QPixmap:
        """The picture of what ``paint`` paints inside ``rect`` (text, slow to lay out every
        frame), rendered once per ``key``."""
        cached = self._words.get(key)
        if cached is None or cached.devicePixelRatio() != ratio:
            if len(self._words) > 16:
                self._words.clear()
            cached = QPixmap(
                max(1, math.ceil(rect.width() * ratio)), max(1, math.ceil(rect.height() * ratio))
            )
            cached.setDevicePixelRatio(ratio)
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(-rect.left(), -rect.top())
            paint(painter)
            painter.end()
            self._words[key] = cached
        return cached

    def face(
        self, layout: BoardLayout, theme: Theme, rules: Rules, ratio: float
    ) -> tuple[QPointF, QPixmap]:
        """The board's face, transparent through the holes, and where it is drawn."""
        if self._face is None or self._face[1].devicePixelRatio() != ratio:
            sides = tuple(c for c in range(rules.width) if rules.is_side_column(c))
            self._face = render_face(layout, theme, sides, ratio)
        return self._face

    def tray(
        self, scene: BoardScene, player: int, to_move: bool, busy: bool
    ) -> tuple[float, QPixmap]:
        """A tray's still parts (see :func:`render_tray`), rendered once per look and size."""
        key = (player, to_move, busy, scene.ratio)
        cached = self._trays.get(key)
        if cached is None:
            cached = self._trays[key] = render_tray(scene, player, to_move, busy)
        return cached


def score_text(trays: Trays, player: int, target: int) -> str:
    """The score shown in ``player``'s tray (Pop 10): "7 / 10"."""
    return (
        QCoreApplication.translate("BoardView", "%1 / %2")
        .replace("%1", str(trays.scores[player - 1]))
        .replace("%2", str(target))
    )


def note_text(kind: str, player: int, theme: Theme) -> str | None:
    """The word shown over the board while a step plays: "Red passes"; None for no word."""
    if kind != "pass":
        return None
    return QCoreApplication.translate("BoardView", "%1 passes").replace(
        "%1", theme.colour_name(player)
    )


# -- the frame ---------------------------------------------------------------------------------


def paint_board(painter: QPainter, scene: BoardScene, pictures: BoardPictures) -> None:
    """Paint one frame of the board, every layer in order (see the module's docstring)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    theme = scene.theme
    layout = scene.layout
    painter.fillRect(scene.area, theme.background)
    over = scene.shown.over
    # Before the sprites: a popped disc leaves over the labels.
    ratio = scene.ratio
    strip = layout.labels_rect
    labels = pictures.words(
        ("labels", scene.cursor), strip, ratio, lambda p: paint_column_labels(p, scene)
    )
    painter.drawPixmap(strip.topLeft(), labels)
    if scene.legend:
        line = layout.legend_rect
        mover = theme.colour_name(scene.turn)
        legend = pictures.words(("legend", mover), line, ratio, lambda p: paint_legend(p, scene))
        painter.drawPixmap(line.topLeft(), legend)
    if layout.trays:
        # Before the sprites: a kept disc flies into its tray over it.
        paint_trays(painter, scene, pictures)
    painter.fillRect(layout.board_rect.adjusted(2, 2, -2, -2), theme.hole)
    paint_pieces(painter, scene, pictures.discs)
    if scene.step is not None:
        paint_sprites(painter, scene, scene.step, pictures.discs)
    painter.drawPixmap(*pictures.face(layout, theme, scene.rules, scene.ratio))
    if over is not None:
        paint_game_over(painter, scene, over)
    else:
        paint_turn(painter, scene)
    paint_setup(painter, scene)
    paint_last_move(painter, scene)
    paint_handles(painter, scene)
    paint_ghost(painter, scene, pictures.discs)
    paint_hint(painter, scene)
    paint_annotations(painter, scene)
    paint_focus(painter, scene)
    if scene.step is not None and scene.step.note is not None:
        paint_note(painter, scene, scene.step.note)


def paint_pieces(painter: QPainter, scene: BoardScene, discs: DiscPainter) -> None:
    """The discs at rest on the grid; a column previewing a pop slides down, its bottom disc
    fading."""
    layout = scene.layout
    theme = scene.theme
    ratio = scene.ratio
    radius = layout.disc_radius
    preview = scene.preview
    shown = scene.shown
    for column, cells in enumerate(shown.cells):
        shift = POP_PREVIEW_SHIFT if column == preview else 0.0
        pieces = shown.pieces[column]
        for row, player in enumerate(cells):
            if not player:
                continue
            if shift and row == 0:
                painter.setOpacity(0.45)
            discs.draw(
                painter,
                layout.centre(column, row - shift),
                radius,
                theme,
                player,
                ratio,
                pieces[row],
            )
            painter.setOpacity(1.0)


def paint_sprites(painter: QPainter, scene: BoardScene, step: Step, discs: DiscPainter) -> None:
    """The pieces in flight in the step playing."""
    layout = scene.layout
    progress = scene.progress
    radius = layout.disc_radius
    for sprite in step.sprites:
        painter.setOpacity(max(0.0, min(1.0, sprite.opacity_at(progress))))
        centre = layout.centre(sprite.column_at(progress), sprite.row_at(progress))
        discs.draw(
            painter,
            centre,
            radius,
            scene.theme,
            sprite.player,
            scene.ratio,
            sprite.piece,
            sprite.scale_at(progress),
        )
    painter.setOpacity(1.0)


# -- the trays ---------------------------------------------------------------------------------


def paint_trays(painter: QPainter, scene: BoardScene, pictures: BoardPictures) -> None:
    """Each player's tray: their disc and turn, then the discs kept or the power checkers."""
    rules = scene.rules
    for player in (1, 2):
        to_move = scene.shown.over is None and scene.turn == player
        margin, pixmap = pictures.tray(scene, player, to_move, scene.busy)
        tray = scene.layout.tray_rect(player)
        painter.drawPixmap(QPointF(tray.left() - margin, tray.top() - margin), pixmap)
        if rules.keeps_discs:
            paint_score_tray(painter, scene, player, pictures.discs)
        if rules.has_power_checkers:
            paint_power_tray(painter, scene, player, to_move, pictures.discs)


def render_tray(scene: BoardScene, player: int, to_move: bool, busy: bool) -> tuple[float, QPixmap]:
    """A tray's still parts: the panel, the player's disc, the turn arrow, Pop 10's tube.

    Big translucent shapes are slow to paint each frame, so they are drawn once into a pixmap.
    Returns the margin around the tray rectangle and the pixmap.
    """
    layout = scene.layout
    ratio = scene.ratio
    tray = layout.tray_rect(player)
    margin = max(2.0, layout.cell * 0.06)
    pixmap = QPixmap(
        math.ceil((tray.width() + 2 * margin) * ratio),
        math.ceil((tray.height() + 2 * margin) * ratio),
    )
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(margin - tray.left(), margin - tray.top())
    _paint_tray_panel(painter, layout, scene.theme, player, to_move, busy)
    _paint_tray_head(painter, layout, scene.theme, player, to_move)
    if scene.rules.keeps_discs:
        _paint_score_tube(painter, layout, scene.theme, player, scene.rules.target)
    painter.end()
    return margin, pixmap


def _paint_tray_panel(
    painter: QPainter, layout: BoardLayout, theme: Theme, player: int, to_move: bool, busy: bool
) -> None:
    """The tray's panel, framed in the player's colour on their turn (fainter while busy)."""
    s = layout.cell
    panel = QColor(theme.board)
    panel.setAlphaF(0.14 if to_move else 0.07)
    colour = QColor(theme.colour(player))
    if to_move:
        if busy:
            colour.setAlphaF(0.6)
        pen = QPen(colour, max(2.0, s * 0.06))
    else:
        edge = QColor(theme.board_edge)
        edge.setAlphaF(0.35)
        pen = QPen(edge, max(1.0, s * 0.02))
    painter.setPen(pen)
    painter.setBrush(panel)
    painter.drawRoundedRect(layout.tray_rect(player), s * 0.18, s * 0.18)


def _paint_tray_head(
    painter: QPainter, layout: BoardLayout, theme: Theme, player: int, to_move: bool
) -> None:
    """The tray's head: the player's disc, and an arrow towards the board on their turn."""
    s = layout.cell
    centre = layout.tray_head_rect(player).center()
    paint_disc(painter, centre, s * 0.3, theme, player)
    if not to_move:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour(player))
    direction = 1 if player == 1 else -1
    tip = QPointF(centre.x() + direction * s * 0.56, centre.y())
    back = tip.x() - direction * s * 0.16
    painter.drawPolygon(
        QPolygonF(
            [
                tip,
                QPointF(back, centre.y() - s * 0.13),
                QPointF(back, centre.y() + s * 0.13),
            ]
        )
    )


def _paint_score_tube(
    painter: QPainter, layout: BoardLayout, theme: Theme, player: int, target: int
) -> None:
    """A tube the kept discs stack up in (Pop 10), as tall as ``target`` discs."""
    s = layout.cell
    r = layout.tray_slot_radius
    low = layout.score_slot(player, 0, target)
    high = layout.score_slot(player, target - 1, target)
    tube = QRectF(low.x() - r * 1.15, high.y() - r * 1.15, r * 2.3, low.y() - high.y() + r * 2.3)
    edge = QColor(theme.text)
    edge.setAlphaF(0.3)
    fill = QColor(theme.text)
    fill.setAlphaF(0.05)
    painter.setPen(QPen(edge, max(1.0, s * 0.025)))
    painter.setBrush(fill)
    painter.drawRoundedRect(tube, r * 1.15, r * 1.15)


def paint_score_tray(painter: QPainter, scene: BoardScene, player: int, discs: DiscPainter) -> None:
    """Pop 10: the score under the tray's head, and the discs kept in the tube."""
    layout = scene.layout
    theme = scene.theme
    target = scene.rules.target
    trays = scene.shown.trays
    text = score_text(trays, player, target)
    painter.setFont(score_font(painter.font(), layout, text, player))
    painter.setPen(theme.text)
    painter.drawText(layout.tray_text_rect(player), Qt.AlignmentFlag.AlignCenter, text)
    r = layout.tray_slot_radius
    for index in range(min(trays.scores[player - 1], target)):
        discs.draw(painter, layout.score_slot(player, index, target), r, theme, player, scene.ratio)


def paint_power_tray(
    painter: QPainter, scene: BoardScene, player: int, to_move: bool, discs: DiscPainter
) -> None:
    """Power Up: the unused power checkers (an empty ring for each one played); the mover's
    armed or hovered one is ringed, one not playable now is faded."""
    layout = scene.layout
    theme = scene.theme
    s = layout.cell
    powers = scene.shown.trays.powers[player - 1]
    r = layout.power_slot_radius
    for index, kind in enumerate(POWER_KINDS):
        centre = layout.power_slot(player, index)
        if kind not in powers:
            empty = QColor(theme.text)
            empty.setAlphaF(0.25)
            painter.setPen(QPen(empty, max(1.0, s * 0.025), Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r * 0.9, r * 0.9)
            continue
        armed = to_move and scene.armed == kind
        usable = to_move and any(m.kind == kind for m in scene.legal)
        hovered = usable and scene.hover_power == (player, kind)
        if to_move and not usable and not armed and scene.accepts_input:
            painter.setOpacity(0.5)  # not now: a follow-up step comes first
        discs.draw(painter, centre, r, theme, player, scene.ratio, kind)
        painter.setOpacity(1.0)
        if armed or hovered:
            colour = QColor(theme.focus)
            if not armed:
                colour.setAlphaF(0.6)
            painter.setPen(QPen(colour, max(2.0, s * (0.07 if armed else 0.045))))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r + s * 0.07, r + s * 0.07)


# -- over the face -----------------------------------------------------------------------------


def paint_note(painter: QPainter, scene: BoardScene, note: tuple[str, int]) -> None:
    """A word over the board while a step plays (a pass), fading in and out."""
    kind, player = note
    text = note_text(kind, player, scene.theme)
    if text is None:
        return
    theme = scene.theme
    layout = scene.layout
    s = layout.cell
    font = QFont(painter.font())
    font.setPixelSize(layout.note_pixel_size)
    font.setBold(True)
    face = layout.board_rect
    font.setPixelSize(fit_pixel_size(font, [text], face.width() - s * 0.8, face.height() - s * 0.3))
    painter.setFont(font)
    metrics = painter.fontMetrics()
    width = metrics.horizontalAdvance(text) + s * 0.8
    height = metrics.height() + s * 0.3
    centre = layout.board_rect.center()
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    painter.setOpacity(max(0.0, min(1.0, math.sin(math.pi * scene.progress) * 1.6)))
    painter.setPen(QPen(theme.board_edge, max(1.0, s * 0.04)))
    painter.setBrush(theme.colour(player))
    painter.drawRoundedRect(rect, s * 0.2, s * 0.2)
    light = theme.colour(player).lightnessF() > 0.55
    painter.setPen(QColor("#000000") if light else QColor("#ffffff"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.setOpacity(1.0)


def paint_game_over(painter: QPainter, scene: BoardScene, over: GameOver) -> None:
    """The end of the game: the other discs dimmed, the winning line(s) ringed (pulsing while
    the win step plays)."""
    layout = scene.layout
    cells = over.winning_cells
    dim = QColor(scene.theme.background)
    pulse = 1.0
    step = scene.step
    if step is not None and step.over is over:
        # The win pulse: the highlight swells twice while the rest fades.
        t = scene.progress
        pulse = 0.6 + 0.4 * abs(math.sin(t * math.pi * 2))
        dim.setAlphaF(0.55 * t)
    else:
        dim.setAlphaF(0.55)
    if not cells:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dim)
    for column, discs in enumerate(scene.shown.cells):
        for row, player in enumerate(discs):
            if player and (column, row) not in cells:
                painter.drawEllipse(
                    layout.centre(column, row), layout.hole_radius, layout.hole_radius
                )
    glow = QColor(scene.theme.highlight)
    glow.setAlphaF(pulse)
    painter.setPen(QPen(glow, max(2.0, layout.cell * 0.09)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for column, row in cells:
        r = layout.hole_radius * (0.98 + 0.08 * pulse)
        painter.drawEllipse(layout.centre(column, row), r, r)


def paint_turn(painter: QPainter, scene: BoardScene) -> None:
    """A bar in the mover's colour along the top of the board: whose turn it is."""
    layout = scene.layout
    face = layout.board_rect
    s = layout.cell
    colour = QColor(scene.theme.colour(scene.turn))
    if scene.busy:
        colour.setAlphaF(0.5)
    bar = QRectF(face.left() + s * 0.5, face.top() + s * 0.03, face.width() - s, s * 0.11)
    painter.setPen(QPen(scene.theme.board_edge, max(1.0, s * 0.02)))
    painter.setBrush(colour)
    painter.drawRoundedRect(bar, s * 0.05, s * 0.05)


def paint_last_move(painter: QPainter, scene: BoardScene) -> None:
    """The last move, at rest: a small ring on the disc placed; for a pop (as plain to see) a
    bracket round the bottom of the popped column and an arrow in the popper's colour under it
    (unless its pop handle is there)."""
    mark = scene.shown.mark
    if mark is None or scene.busy:
        return
    kind, column, row = mark
    layout = scene.layout
    s = layout.cell
    if kind == "drop":
        colour = QColor(scene.theme.last_move)
        colour.setAlphaF(0.9)
        painter.setPen(QPen(colour, max(1.5, s * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # A small ring in the middle; round a power checker's badge, not over its icon.
        plain = scene.shown.pieces[column][row] in ("disc", "")
        ring = s * 0.12 if plain else layout.disc_radius * (BADGE + 0.05)
        painter.drawEllipse(layout.centre(column, row), ring, ring)
        return
    theme = scene.theme
    # The bracket: an arc under the bottom hole, the way the disc went out.
    centre = layout.centre(column, 0)
    r = layout.hole_radius + s * 0.045
    box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = QPen(ink_on(theme.board, theme.last_move), max(2.0, s * 0.065))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawArc(box, 200 * 16, 140 * 16)
    if scene.accepts_input and Move.pop(column) in scene.legal:
        return  # the handle is there: the bracket says it
    mover = scene.shown.mark_by or 3 - scene.turn
    x = layout.x(column)
    top = layout.board_rect.bottom() + s * 0.12
    painter.setPen(QPen(theme.board_edge, max(1.0, s * 0.03)))
    painter.setBrush(theme.colour(mover))
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(x - s * 0.13, top),
                QPointF(x + s * 0.13, top),
                QPointF(x + s * 0.13, top + s * 0.2),
                QPointF(x + s * 0.28, top + s * 0.2),
                QPointF(x, top + s * 0.5),
                QPointF(x - s * 0.28, top + s * 0.2),
                QPointF(x - s * 0.13, top + s * 0.2),
            ]
        )
    )


def paint_handles(painter: QPainter, scene: BoardScene) -> None:
    """A pop handle in the mover's colour under every column a pop is legal in."""
    if not scene.pop_columns:
        return
    layout = scene.layout
    theme = scene.theme
    mover = QColor(theme.colour(scene.turn))
    for column in scene.pop_columns:
        rect = layout.pop_handle_rect(column)
        lit = column in (scene.hovered_handle, scene.cursor)
        fill = QColor(mover)
        fill.setAlphaF(0.95 if lit else 0.55)
        painter.setPen(QPen(theme.board_edge, max(1.0, layout.cell * 0.03)))
        painter.setBrush(fill)
        painter.drawPath(handle_path(rect))
        if Move.pop(column) in scene.annotations:
            continue  # the analysis label takes the arrow's place
        # A down arrow: the disc leaves through the bottom.
        c = rect.center()
        w, h = rect.width() * 0.22, rect.height() * 0.28
        arrow = QPolygonF(
            [
                QPointF(c.x() - w, c.y() - h * 0.6),
                QPointF(c.x() + w, c.y() - h * 0.6),
                QPointF(c.x(), c.y() + h),
            ]
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.board_edge)
        painter.drawPolygon(arrow)


def paint_hint(painter: QPainter, scene: BoardScene) -> None:
    """The suggested move, at rest while the game is on: a dashed frame round its column and
    the cell it would fill (or its pop handle, its power checker, the Pass button)."""
    move = scene.hint
    if move is None or scene.busy or scene.game_over:
        return
    layout = scene.layout
    s = layout.cell
    pen = QPen(scene.theme.highlight, max(2.0, s * 0.08), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if move.kind == "pass":
        if scene.pass_button is not None:
            painter.drawRoundedRect(scene.pass_button.adjusted(-5, -5, 5, 5), s * 0.2, s * 0.2)
        return
    if move.kind != "pop":
        row = 0 if move.kind == "anvil" else scene.game.height(move.column)
        if move.kind in POWER_KINDS:
            index = POWER_KINDS.index(move.kind)
            centre = layout.power_slot(scene.turn, index)
            radius = layout.power_slot_radius + s * 0.1
            painter.drawEllipse(centre, radius, radius)
        if row < scene.rules.rows:
            r = layout.hole_radius
            painter.drawEllipse(layout.centre(move.column, row), r, r)
    else:
        painter.drawRoundedRect(
            layout.pop_handle_rect(move.column).adjusted(-3, -3, 3, 3), s * 0.15, s * 0.15
        )
    painter.drawRoundedRect(layout.column_rect(move.column), s * 0.15, s * 0.15)


def paint_ghost(painter: QPainter, scene: BoardScene, discs: DiscPainter) -> None:
    """The piece the mover would play, over the column under the pointer or the cursor, with a
    dotted ring where it would land (the anvil: the discs it would crush dimmed)."""
    column = scene.ghost
    if column is None:
        return
    layout = scene.layout
    theme = scene.theme
    player = scene.turn
    piece = scene.armed or "disc"
    row = 0 if piece == "anvil" else scene.game.height(column)
    if piece == "anvil":
        dim = QColor(theme.background)
        dim.setAlphaF(0.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(dim)
        for crushed, owner in enumerate(scene.shown.cells[column]):
            if owner:
                painter.drawEllipse(
                    layout.centre(column, crushed), layout.hole_radius, layout.hole_radius
                )
    painter.setOpacity(0.65 if piece == "disc" else 0.85)
    discs.draw(
        painter,
        layout.centre(column, layout.drop_start_row()),
        layout.disc_radius,
        theme,
        player,
        scene.ratio,
        piece,
    )
    painter.setOpacity(1.0)
    ring = QColor(theme.colour(player))
    pen = QPen(ring, max(1.5, layout.cell * 0.05), Qt.PenStyle.DotLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = layout.hole_radius * 0.8
    painter.drawEllipse(layout.centre(column, row), r, r)


def paint_focus(painter: QPainter, scene: BoardScene) -> None:
    """The keyboard cursor: a frame round its column while the keyboard is in use."""
    if scene.cursor is None:
        return
    layout = scene.layout
    rect = layout.column_rect(scene.cursor)
    pen = QPen(scene.theme.focus, max(2.0, layout.cell * 0.05))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, layout.cell * 0.15, layout.cell * 0.15)


# -- around the board --------------------------------------------------------------------------


def column_label_font(base: QFont, layout: BoardLayout, rules: Rules) -> QFont:
    """The column labels' font: ``base`` in bold at the layout's size (the cell's and the
    desktop's text), smaller if a label would reach its neighbour's or out of its strip."""
    font = QFont(base)
    font.setPixelSize(layout.label_pixel_size)
    font.setBold(True)
    labels = layout.labels(rules)
    if labels:
        place = labels[0][2]
        texts = [label for _, label, _ in labels]
        font.setPixelSize(fit_pixel_size(font, texts, place.width() * 0.86, place.height()))
    return font


def score_font(base: QFont, layout: BoardLayout, text: str, player: int) -> QFont:
    """The font of a tray's score ``text`` (Pop 10): bold, at the layout's size, smaller if it
    would not fit the tray's line."""
    place = layout.tray_text_rect(player)
    font = QFont(base)
    font.setPixelSize(layout.tray_text_pixel_size)
    font.setBold(True)
    width = place.width() - layout.cell * 0.08
    font.setPixelSize(fit_pixel_size(font, [text], width, place.height()))
    return font


def paint_column_labels(painter: QPainter, scene: BoardScene) -> None:
    """Each playable column's number under its pop handle, the keyboard cursor's in the focus
    colour (see :func:`~popout_desktop.ui.board.layout.column_label`)."""
    layout = scene.layout
    rules = scene.rules
    labels = layout.labels(rules)
    painter.setFont(column_label_font(painter.font(), layout, rules))
    ink = label_ink(scene.theme)
    painter.setPen(ink)
    for column, label, rect in labels:
        if column == scene.cursor:
            # The keyboard cursor's label: on a tab of the focus colour.
            focus = scene.theme.focus
            s = layout.cell
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(focus)
            painter.drawRoundedRect(rect.adjusted(s * 0.14, 0, -s * 0.14, 0), s * 0.1, s * 0.1)
            painter.setPen(ink_on(focus, QColor("#000000")))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
            painter.setPen(ink)
            continue
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


def setup_columns(scene: BoardScene) -> list[int]:
    """Pop 10's setup: the columns a disc may go into now (the lowest), while input is taken;
    empty otherwise."""
    if not scene.accepts_input or scene.game.phase is not Phase.SETUP:
        return []
    return [m.column for m in scene.legal if m.kind == "drop"]


def paint_setup(painter: QPainter, scene: BoardScene) -> None:
    """Pop 10's setup: over each column a disc may go into, a small arrow at its entry and a
    soft light in the hole it would fill."""
    columns = setup_columns(scene)
    if not columns:
        return
    layout = scene.layout
    s = layout.cell
    theme = scene.theme
    fill = QColor(theme.highlight)
    fill.setAlphaF(0.18)  # a tint: the hole still reads as empty
    top = layout.board_rect.top()
    for column in columns:
        row = scene.game.height(column)
        if row < scene.rules.rows:
            r = layout.hole_radius
            painter.setPen(QPen(theme.highlight, max(1.5, s * 0.05)))
            painter.setBrush(fill)
            painter.drawEllipse(layout.centre(column, row), r, r)
        x = layout.x(column)
        painter.setPen(QPen(theme.board_edge, max(1.0, s * 0.025)))
        painter.setBrush(theme.highlight)
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x - s * 0.17, top - s * 0.24),
                    QPointF(x + s * 0.17, top - s * 0.24),
                    QPointF(x, top - s * 0.04),
                ]
            )
        )
