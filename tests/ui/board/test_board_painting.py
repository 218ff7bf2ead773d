"""Painting the board from a scene, into an image: no widget, no model, no input."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QApplication

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.ui.board.discs import DiscPainter, corner_of, piece_side, render_face
from popout_desktop.ui.board.layout import BoardLayout
from popout_desktop.ui.board.painting import (
    BoardPictures,
    BoardScene,
    note_text,
    paint_board,
    score_text,
)
from popout_desktop.ui.board.shown import ShownBoard, Trays
from popout_desktop.ui.board.steps import Motion, Sprite, Step
from popout_desktop.ui.board.themes import theme
from tests.ui.board.test_board_view import classify

SIZE = (700, 640)


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Pixmaps need the application object."""


def scene_for(game: Game, **changes: Any) -> BoardScene:
    """The scene of ``game`` at rest, taking input, with ``changes``."""
    rules = game.rules
    layout = BoardLayout(rules.width, rules.rows, *SIZE, rules.pop_ten or rules.power_up)
    legal = game.legal_moves()
    fields: dict[str, Any] = {
        "area": QRect(0, 0, *SIZE),
        "layout": layout,
        "theme": theme("classic"),
        "ratio": 1.0,
        "shown": ShownBoard(game),
        "game": game,
        "turn": game.turn,
        "game_over": game.result is not None,
        "step": None,
        "progress": 0.0,
        "busy": False,
        "accepts_input": True,
        "legal": legal,
        "armed": "",
        "pop_columns": [m.column for m in legal if m.kind == "pop"],
        "hover_power": None,
        "hovered_handle": None,
        "cursor": None,
        "ghost": None,
        "preview": None,
        "annotations": {},
        "hint": None,
        "pass_button": None,
    }
    fields.update(changes)
    return BoardScene(**fields)


def paint(scene: BoardScene, pictures: BoardPictures | None = None) -> QImage:
    image = QImage(scene.area.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    paint_board(painter, scene, pictures or BoardPictures())
    painter.end()
    return image


def on_disc(layout: BoardLayout, column: float, row: float) -> QPointF:
    """A point on a disc's body, off its rim and its symbol."""
    return layout.centre(column, row) + QPointF(layout.disc_radius * 0.25, layout.disc_radius * 0.5)


def test_a_layout_works_out_its_cell_once() -> None:
    """The cell's side is worked out at its first use and kept (the first frame's paint asks
    it about a thousand times: issue 33 point 4); a layout stays a value all the same."""
    layout = BoardLayout(7, 6, 560.0, 520.0, text_pixels=13.0)
    cell = layout.cell
    assert vars(layout)["cell"] == cell
    twin = BoardLayout(7, 6, 560.0, 520.0, text_pixels=13.0)
    assert layout == twin
    assert hash(layout) == hash(twin)
    assert "cell" not in repr(layout)
    assert BoardLayout(7, 6, 560.0, 260.0, text_pixels=13.0).cell < cell


def test_the_shown_discs_are_painted_not_the_games() -> None:
    game = Game.from_notation("d1 d2 d2")
    scene = scene_for(game)
    image = paint(scene)
    for column in range(7):
        for row in range(6):
            point = on_disc(scene.layout, column, row)
            assert classify(image, point, 1.0) == game.cell(column, row), (column, row)
    lagging = ShownBoard(game)
    lagging.cells[1][1] = 0  # a disc still in flight
    image = paint(scene_for(game, shown=lagging))
    assert classify(image, on_disc(scene.layout, 1, 1), 1.0) == 0


def test_a_sprite_is_painted_where_its_progress_puts_it() -> None:
    game = Game()
    start = BoardLayout(7, 6, *SIZE).drop_start_row()
    step = Step(300.0, (Sprite(1, 3, start, 0.0, Motion.LINEAR),))
    layout = scene_for(game).layout
    above = on_disc(layout, 3, start)
    assert classify(paint(scene_for(game, step=step, busy=True)), above, 1.0) == 1
    image = paint(scene_for(game, step=step, busy=True, progress=1.0))
    assert classify(image, above, 1.0) == 0
    assert classify(image, on_disc(layout, 3, 0), 1.0) == 1  # seen through its hole


def test_the_ghost_stands_over_its_column_in_the_movers_colour() -> None:
    game = Game.from_notation("d4")
    layout = scene_for(game).layout
    above = on_disc(layout, 5, layout.drop_start_row())
    assert classify(paint(scene_for(game)), above, 1.0) == 0
    assert classify(paint(scene_for(game, ghost=5)), above, 1.0) == 2


def test_the_pictures_are_kept_until_the_size_or_theme_changes() -> None:
    game = Game(Rules.preset("pop_ten"))
    scene = scene_for(game)
    pictures = BoardPictures()
    paint(scene, pictures)
    face = pictures.face(scene.layout, scene.theme, scene.rules, 1.0)
    tray = pictures.tray(scene, 1, True, False)
    paint(scene, pictures)
    assert pictures.face(scene.layout, scene.theme, scene.rules, 1.0) is face
    assert pictures.tray(scene, 1, True, False) is tray
    assert pictures.tray(scene, 1, True, True) is not tray  # another look: another picture
    pictures.resized()
    assert pictures.face(scene.layout, scene.theme, scene.rules, 1.0) is not face
    assert pictures.tray(scene, 1, True, False) is not tray
    disc = pictures.discs.pixmap(scene.theme, 1, 20.0, 1.0)
    assert pictures.discs.pixmap(scene.theme, 1, 20.0, 1.0) is disc
    pictures.clear()
    assert pictures.discs.pixmap(scene.theme, 1, 20.0, 1.0) is not disc


def test_the_texts_painted() -> None:
    assert score_text(Trays((7, 2)), 1, 10) == "7 / 10"
    assert score_text(Trays((7, 2)), 2, 10) == "2 / 10"
    assert note_text("pass", 2, theme("classic")) == "Yellow passes"
    assert note_text("pass", 1, theme("contrast")) == "Blue ✕ passes"
    assert note_text("other", 1, theme("classic")) is None


def test_every_layer_paints_without_the_widget() -> None:
    """A busy scene (hint, labels, cursor, handles, pop preview, a pass note) paints."""
    game = Game.from_notation("d1 d2 d1")
    labels = {move: ("wins in 3\x9cW3", "win") for move in game.legal_moves()}
    scene = scene_for(
        game,
        hint=Move.pop(1),
        annotations=labels,
        cursor=2,
        hovered_handle=1,
        preview=1,
        pass_button=QRectF(300, 600, 80, 30),
    )
    assert not paint(scene).isNull()
    note = Step(700.0, note=("pass", 1))
    assert not paint(scene_for(game, step=note, busy=True, progress=0.5)).isNull()


def face_image(layout: BoardLayout, style_key: str, ratio: float = 1.0) -> QImage:
    """The face as the board shows it: its picture drawn where :func:`render_face` says, on a
    transparent image of the whole board."""
    at, face = render_face(layout, theme(style_key), (), ratio)
    image = QImage(
        round(layout.width * ratio), round(layout.height * ratio), QImage.Format.Format_ARGB32
    )
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    painter.drawPixmap(at, face)
    painter.end()
    return image


def hole_centre(layout: BoardLayout, column: int, row: int, ratio: float = 1.0) -> QPointF:
    """Where a hole is cut: where its disc lands (on whole device pixels), centred."""
    half = round(piece_side(layout.disc_radius) * ratio) / ratio / 2
    return corner_of(layout.centre(column, row), half, ratio) + QPointF(half, half)


def path_face(layout: BoardLayout, style_key: str) -> QImage:
    """The board's face as it was first drawn: the panel less its holes as one path, filled and
    stroked, then the holes' rims (the reference for :func:`render_face`, which draws the same
    face without the path's costly subtraction)."""
    style = theme(style_key)
    face = layout.board_rect
    image = QImage(round(layout.width), round(layout.height), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    corner = layout.cell * 0.18
    panel = QPainterPath()
    panel.addRoundedRect(face, corner, corner)
    holes = QPainterPath()
    r = layout.hole_radius
    centres = [
        hole_centre(layout, c, row) for c in range(layout.columns) for row in range(layout.rows)
    ]
    for centre in centres:
        holes.addEllipse(centre, r, r)
    gradient = QLinearGradient(face.topLeft(), face.bottomLeft())
    gradient.setColorAt(0.0, style.board.lighter(112))
    gradient.setColorAt(1.0, style.board.darker(110))
    painter.setPen(QPen(style.board_edge, max(1.0, layout.cell * 0.04)))
    painter.setBrush(QBrush(gradient))
    painter.drawPath(panel.subtracted(holes))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rim = QColor(style.board_edge)
    rim.setAlpha(150)
    painter.setPen(QPen(rim, max(1.0, layout.cell * 0.035)))
    for centre in centres:
        painter.drawEllipse(centre, r, r)
    painter.end()
    return image


def premultiplied(image: QImage, x: int, y: int) -> tuple[int, int, int, int]:
    """The pixel's colour times its opacity, and its opacity (a clear pixel is (0, 0, 0, 0),
    whatever colour it holds)."""
    colour = QColor.fromRgba(image.pixel(x, y))
    alpha = colour.alpha()
    return (
        colour.red() * alpha // 255,
        colour.green() * alpha // 255,
        colour.blue() * alpha // 255,
        alpha,
    )


def test_the_face_picture_covers_the_face_only() -> None:
    """The face is drawn every frame: its picture is the panel and its edge, not the whole
    board with transparent margins blended each time."""
    layout = BoardLayout(7, 6, *SIZE)
    for ratio in (1.0, 1.5, 2.0):
        at, face = render_face(layout, theme("classic"), (), ratio)
        shown = QRectF(at, face.deviceIndependentSize())
        assert shown.contains(layout.board_rect)
        assert shown.width() <= layout.board_rect.width() + layout.cell * 0.04 + 2 + 2 / ratio
        assert (at.x() * ratio).is_integer() and (at.y() * ratio).is_integer()


@pytest.mark.parametrize("style_key", ["classic", "dark", "contrast"])
def test_the_face_is_the_panel_less_its_holes(style_key: str) -> None:
    """Issue 33 point 4 drew the face without subtracting the holes from the panel as a path
    (the most of the first frame's paint): the same picture, to the antialiasing of the edges."""
    layout = BoardLayout(7, 6, *SIZE)
    image = face_image(layout, style_key)
    reference = path_face(layout, style_key)
    assert image.size() == reference.size()
    far = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            a, b = premultiplied(image, x, y), premultiplied(reference, x, y)
            step = max(abs(p - q) for p, q in zip(a, b, strict=True))
            assert step <= 48, (x, y, a, b)
            far += step > 8
    assert far < image.width() * image.height() // 4 // 100  # edges only: under 1 % of pixels
    for column in range(7):
        for row in range(6):
            centre = layout.centre(column, row).toPoint()
            assert image.pixelColor(centre).alpha() == 0  # the hole is open


def opaque_box(image: QImage, around: QRect, clear: bool) -> tuple[float, float]:
    """The centre, in device pixels, of the box round ``around``'s clear (``clear``) or
    painted pixels."""
    xs: list[int] = []
    ys: list[int] = []
    for y in range(around.top(), around.bottom() + 1):
        for x in range(around.left(), around.right() + 1):
            if (image.pixelColor(x, y).alpha() == 0) == clear:
                xs.append(x)
                ys.append(y)
    return (min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2


@pytest.mark.parametrize(
    ("width", "height", "ratio"), [(640, 520, 1.0), (517, 433, 1.0), (431, 389, 2.0)]
)
def test_a_disc_is_drawn_sharp_and_centred_in_its_hole(
    width: int, height: int, ratio: float
) -> None:
    """The face's holes are stamped on whole device pixels (one stamp for every hole), so a
    disc is set on whole pixels too, with the board's own render hints: pixel for pixel its
    picture (before, it was resampled between pixels), and centred in its hole."""
    layout = BoardLayout(7, 6, width, height)
    face = face_image(layout, "classic", ratio)
    discs = DiscPainter()
    style = theme("classic")
    picture = discs.pixmap(style, 1, layout.disc_radius, ratio).toImage()
    for column, row in [(0, 0), (3, 2), (6, 5), (5, 1)]:
        centre = layout.centre(column, row)
        disc = QImage(face.size(), QImage.Format.Format_ARGB32_Premultiplied)
        disc.setDevicePixelRatio(ratio)
        disc.fill(Qt.GlobalColor.transparent)
        painter = QPainter(disc)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # as paint_board
        discs.draw(painter, centre, layout.disc_radius, style, 1, ratio)
        painter.end()
        r = layout.hole_radius * ratio * 0.98
        around = QRect(
            round(centre.x() * ratio - r), round(centre.y() * ratio - r), round(2 * r), round(2 * r)
        )
        outside = around.adjusted(-round(r), -round(r), round(r), round(r))
        assert opaque_box(face, around, clear=True) == opaque_box(disc, outside, clear=False)
        x, y = (round(v - picture.width() / 2) for v in opaque_box(disc, outside, clear=False))
        assert disc.copy(x, y, picture.width(), picture.height()) == picture


def test_the_face_draws_each_circle_of_a_hole_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every hole is the same three circles (cleared, edged, shaded): each is rasterised once
    into a stamp and set at every hole, not 42 times (3 x 42 antialiased circles handed Qt's
    raster engine some 1,000 fills for its thread pool on the first frame)."""
    drawn: list[object] = []
    draw = QPainter.drawEllipse

    def counted(painter: QPainter, *args: Any) -> None:
        drawn.append(args)
        draw(painter, *args)

    monkeypatch.setattr(QPainter, "drawEllipse", counted)
    for columns, rows in [(7, 6), (9, 8)]:
        drawn.clear()
        _, face = render_face(BoardLayout(columns, rows, *SIZE), theme("classic"), (), 1.0)
        assert not face.isNull()
        assert len(drawn) == 3
