"""The frames of a replay: a whole game animated as the board animates it, painted one by one.

:class:`ReplayFrames` replays a game from its start and plays each move's own animation step
(:func:`~popout_desktop.ui.board.steps.step_for_move`, then
:func:`~popout_desktop.ui.board.steps.step_for_game_over` for the win pulse) on a
:class:`~popout_desktop.ui.board.shown.ShownBoard`, painting each frame with the board's own
:func:`~popout_desktop.ui.board.painting.paint_board` into an image. Time is driven here, never
read from a clock: a step of ``d`` milliseconds (times the speed) is sampled every
:data:`FRAME_MS` milliseconds (20 frames a second), so the same game always gives the same
frames. The start position is held :data:`START_HOLD` ms, each move at rest :data:`MOVE_HOLD` ms
(times the speed), the final position :data:`FINAL_HOLD` ms.

Under the board a caption strip says what the frame shows: the players on the start position,
"12. Alice d4" (the move list's words) while a move plays and rests, with the game review's mark
on the right when the game was reviewed ("?? blunder"), and the result ("Red wins") at the end.
Painting uses QPixmaps (the board's cached pictures), so frames are painted on the GUI thread;
each one is cheap (a few milliseconds at the default size).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from popout_desktop.game.game_over import GameOver
from popout_desktop.rules import Game
from popout_desktop.rules.effects import MoveEffect, move_effect
from popout_desktop.ui.board.discs import paint_disc
from popout_desktop.ui.board.layout import BoardLayout
from popout_desktop.ui.board.painting import BoardPictures, BoardScene, paint_board
from popout_desktop.ui.board.shown import ShownBoard, trays_of
from popout_desktop.ui.board.steps import (
    Step,
    Target,
    keep_target,
    step_for_game_over,
    step_for_move,
)
from popout_desktop.ui.board.themes import Theme, ink_on
from popout_desktop.ui.window.narration import result_card_text

__all__ = [
    "FINAL_HOLD",
    "FRAME_MS",
    "MAX_MOVES",
    "MOVE_HOLD",
    "START_HOLD",
    "Caption",
    "ReplayFrames",
    "ReplayOptions",
    "frame_size",
    "game_over_of",
    "start_of",
    "step_frames",
]

#: Milliseconds between two frames of an animation (20 frames a second; GIF counts in 10 ms).
FRAME_MS = 50
#: How long the start position is shown, in ms.
START_HOLD = 1200
#: How long each move rests before the next one plays, in ms at normal speed.
MOVE_HOLD = 450
#: How long the final position is shown, in ms (the image then loops).
FINAL_HOLD = 3000
#: The most moves a replay holds: Pillow keeps every frame of a GIF or APNG in memory while it
#: writes it (some 8 frames a move, 0.3 MB each at the default size).
MAX_MOVES = 120
#: The smallest and largest frame widths accepted, in pixels.
MIN_WIDTH = 160
MAX_WIDTH = 1600

#: Names a player for the captions: 1 or 2 -> "Alice" (or the colour's name).
Namer = Callable[[int], str]


@dataclass(frozen=True)
class ReplayOptions:
    """How a replay looks: its width in pixels, the speed (a factor on every duration, as
    :class:`~popout_desktop.ui.board.animations.Speed`'s values: 2.0 slow, 1.0 normal, 0.5 fast),
    whether the caption strip is drawn, and the theme."""

    theme: Theme
    width: int = 480
    speed: float = 1.0
    captions: bool = True

    def __post_init__(self) -> None:
        if not MIN_WIDTH <= self.width <= MAX_WIDTH:
            raise ValueError(f"a replay is {MIN_WIDTH} to {MAX_WIDTH} pixels wide")
        if not 0.1 <= self.speed <= 10:
            raise ValueError("the speed is a factor between 0.1 and 10")


@dataclass(frozen=True)
class Caption:
    """What the caption strip says: the main text, the player whose disc stands before it (0:
    none), and a second, smaller text on the right ("" for none)."""

    text: str
    player: int = 0
    detail: str = ""
    #: The players' names, drawn each with its disc (the start position); overrides ``text``.
    players: tuple[str, str] | None = None


@dataclass(frozen=True)
class _Shot:
    """One frame to paint: after ``moves`` moves (the position at rest), or while ``step``
    plays at ``progress``; shown ``duration`` ms, with ``caption``."""

    position: int  # the game the frame belongs to: 0 = the start, n = after n moves
    step: Step | None
    progress: float
    duration: int
    caption: Caption
    busy: bool


@dataclass(frozen=True)
class _Move:
    """A move of the game as the replay plays it: its step and the game after it."""

    step: Step
    after: Game
    mover: int


def start_of(game: Game) -> Game:
    """``game`` taken back to its start (a set-up position stays: undo never goes before it)."""
    start = game.copy()
    while start.ply:
        start.undo()
    return start


def game_over_of(game: Game) -> GameOver | None:
    """The end of ``game`` the rules made, as the board shows it (None while in play)."""
    result = game.result
    if result is None:
        return None
    return GameOver(result, frozenset(game.winning_cells()))


def step_frames(duration: float, speed: float) -> int:
    """How many frames a step of ``duration`` ms (normal speed) takes at ``speed``: one every
    :data:`FRAME_MS` ms, at least one."""
    return max(1, round(duration * speed / FRAME_MS))


def frame_size(game: Game, options: ReplayOptions) -> tuple[int, int, int]:
    """``(width, board height, caption height)`` of a frame for ``game``'s table: the board
    keeps its aspect (as the window lays it out), the caption strip is a line of text."""
    rules = game.rules
    trays = rules.has_trays
    width = options.width
    # Two probes of the layout give the board's size in cells across and down.
    tall = BoardLayout(rules.width, rules.rows, width, width * 20, trays)
    wide = BoardLayout(rules.width, rules.rows, width * 20, 1000, trays)
    down = 1000 / wide.cell
    height = math.ceil(tall.cell * down)
    caption = max(22, round(width * 0.065)) if options.captions else 0
    return width, height, caption


class ReplayFrames:
    """Every frame of ``game``'s replay, in order: ``len()`` of them, each an image and its
    duration in ms (:meth:`__iter__`).

    ``over`` is the end of the game to show (the model's, which knows resignations; by default
    the rules' own); ``name`` names a player in the captions; ``marks`` are words to show
    beside some moves (by the move's index in the game, 0 for the first: the review's marks).
    ValueError for a game of more than :data:`MAX_MOVES` moves.
    """

    def __init__(
        self,
        game: Game,
        options: ReplayOptions,
        name: Namer,
        over: GameOver | None = None,
        marks: Mapping[int, str] | None = None,
    ) -> None:
        self._game = game.copy()
        self._marks = dict(marks or {})
        self._options = options
        self._name = name
        self._over = over if over is not None else game_over_of(game)
        self._start = start_of(game)
        if game.ply - self._start.ply > MAX_MOVES:
            raise ValueError(f"a replay holds at most {MAX_MOVES} moves")
        self.width, self._board_height, self._caption_height = frame_size(game, options)
        rules = game.rules
        trays = rules.has_trays
        self._layout = BoardLayout(rules.width, rules.rows, self.width, self._board_height, trays)
        self._crop = _empty_top(self._layout)
        self._board_height -= self._crop
        self._shown = ShownBoard(self._start, None)
        self._moves = self._replay()
        self._shots = self._plan()

    @property
    def height(self) -> int:
        """The height of a frame in pixels, the caption strip included."""
        return self._board_height + self._caption_height

    def __len__(self) -> int:
        return len(self._shots)

    @property
    def durations(self) -> list[int]:
        """Every frame's duration in ms, in order."""
        return [shot.duration for shot in self._shots]

    def _replay(self) -> list[_Move]:
        """Each move's step (with what the trays show) and the game after it."""
        game = self._start.copy()
        moves = []
        rows = game.rules.rows
        for move in self._game.moves[self._start.ply :]:
            mover = game.turn
            effect = move_effect(game, move)
            game.play(move)
            after = game.copy()
            step = step_for_move(effect, rows, self._keep_target(effect, after))
            step = self._shown.with_trays(step, trays_of(after), effect.kept)
            moves.append(_Move(step, after, mover))
        return moves

    def _keep_target(self, effect: MoveEffect, after: Game) -> Target | None:
        """The tray slot a kept disc (Pop 10) flies to, as the board computes it."""
        return keep_target(self._layout, after, effect)

    def _plan(self) -> list[_Shot]:
        """Every frame: the start held, each move's step sampled then its rest held, the win
        pulse, the end held."""
        speed = self._options.speed
        start = Caption("", players=(self._name(1), self._name(2)))
        shots = [_Shot(0, None, 0.0, START_HOLD, start, False)]
        total = len(self._moves)
        end = self._end_caption()
        for index, played in enumerate(self._moves, start=1):
            caption = self._move_caption(index, played)
            count = step_frames(played.step.duration, speed)
            shots.extend(
                _Shot(index, played.step, k / count, FRAME_MS, caption, True) for k in range(count)
            )
            if index < total:
                hold = max(FRAME_MS, round(MOVE_HOLD * speed / 10) * 10)
                shots.append(_Shot(index, None, 1.0, hold, caption, False))
        over = self._over
        if over is not None and over.winning_cells and end is not None:
            win = step_for_game_over(over)
            count = step_frames(win.duration, speed)
            shots.extend(_Shot(total, win, k / count, FRAME_MS, end, True) for k in range(count))
        last = end if end is not None else (shots[-1].caption if total else start)
        shots.append(_Shot(total, None, 1.0, FINAL_HOLD, last, False))
        return shots

    def _move_caption(self, number: int, played: _Move) -> Caption:
        """ "12. Alice d4": the move list's words, with the mover's disc."""
        ply = self._start.ply + number
        move = played.after.moves[-1]
        text = (
            QCoreApplication.translate("MoveList", "%1. %2 %3")
            .replace("%1", str(ply))
            .replace("%2", _short(self._name(played.mover)))
            .replace("%3", str(move))
        )
        return Caption(text, played.mover, self._marks.get(number - 1, ""))

    def _end_caption(self) -> Caption | None:
        """The result: "Red wins", and the line or the moves played; None while in play."""
        if self._over is None:
            return None
        result = self._over.result
        headline, detail = result_card_text(result, self._game, self._name)
        return Caption(headline, result.winner or 0, detail)

    def __iter__(self) -> Iterator[tuple[QImage, int]]:
        """Paint the frames one by one: ``(image, duration in ms)``. Each iteration replays
        from the start (the shown board is rebuilt)."""
        self._shown = ShownBoard(self._start, None)
        pictures = BoardPictures()
        playing: Step | None = None
        for shot in self._shots:
            if shot.step is not playing:
                if playing is not None:
                    self._shown.finish(playing)
                playing = shot.step
                if playing is not None:
                    self._shown.start(playing)
            if playing is None:
                final = shot.position == len(self._moves)
                self._shown.settle(self._position(shot.position), None)
                if final:
                    self._shown.over = self._over
            yield self._paint(shot, pictures), shot.duration

    def _position(self, index: int) -> Game:
        return self._start if index == 0 else self._moves[index - 1].after

    def _paint(self, shot: _Shot, pictures: BoardPictures) -> QImage:
        """One frame: the board as the view paints it, then the caption strip."""
        theme = self._options.theme
        game = self._position(shot.position)
        image = QImage(self.width, self.height, QImage.Format.Format_RGB32)
        image.fill(theme.background)
        painter = QPainter(image)
        painter.translate(0, -self._crop)
        scene = BoardScene.still(
            area=QRect(0, 0, self.width, self._board_height + self._crop),
            layout=self._layout,
            theme=theme,
            ratio=1.0,
            shown=self._shown,
            game=game,
            turn=game.turn,
            game_over=game.result is not None or self._shown.over is not None,
            step=shot.step,
            progress=shot.progress,
            busy=shot.busy,
        )
        paint_board(painter, scene, pictures)
        painter.resetTransform()
        if self._caption_height:
            strip = QRectF(0, self._board_height, self.width, self._caption_height)
            paint_caption(painter, strip, shot.caption, theme)
        painter.end()
        return image


def _short(name: str, most: int = 24) -> str:
    """``name`` cut to ``most`` characters (a caption keeps room for the move after it)."""
    return name if len(name) <= most else name[: most - 1].rstrip() + "…"


def _empty_top(layout: BoardLayout) -> int:
    """How many pixels at the top of the board's area nothing is painted in, in a replay: the
    analysis legend's line and the margin above it (a dropped disc starts lower, the trays
    too)."""
    drop = layout.y(layout.drop_start_row()) - layout.disc_radius
    top = min(drop, layout.tray_rect(1).top()) if layout.trays else drop
    return max(0, math.floor(top - layout.cell * 0.12))


def paint_caption(painter: QPainter, strip: QRectF, caption: Caption, theme: Theme) -> None:
    """The caption strip: a band in the board's colour, a disc and the text on the left, the
    detail on the right (elided where the width runs out)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    band = QColor(theme.board)
    painter.fillRect(strip, band)
    painter.setPen(QPen(theme.board_edge, 1))
    painter.drawLine(strip.topLeft(), strip.topRight())
    ink = ink_on(band, QColor("#ffffff"))
    h = strip.height()
    pad = h * 0.35
    font = QFont(painter.font())
    font.setPixelSize(max(9, round(h * 0.5)))
    font.setBold(True)
    small = QFont(font)
    small.setBold(False)
    small.setPixelSize(max(8, round(h * 0.42)))
    radius = h * 0.3
    x = strip.left() + pad
    middle = strip.center().y()
    if caption.players is not None:
        half = strip.width() / 2
        for player, name in zip((1, 2), caption.players, strict=True):
            left = strip.left() + (player - 1) * half + pad
            paint_disc(painter, QPointF(left + radius, middle), radius, theme, player)
            _draw_text(
                painter,
                font,
                ink,
                QRectF(left + 2.6 * radius, strip.top(), half - 2.6 * radius - 2 * pad, h),
                name,
            )
        return
    if caption.player:
        paint_disc(painter, QPointF(x + radius, middle), radius, theme, caption.player)
        x += 2.6 * radius
    right = strip.right() - pad
    detail_width = 0.0
    if caption.detail:
        detail_width = min(
            QFontMetricsF(small).horizontalAdvance(caption.detail), strip.width() * 0.45
        )
        detail = QRectF(right - detail_width, strip.top(), detail_width, h)
        _draw_text(painter, small, ink, detail, caption.detail, Qt.AlignmentFlag.AlignRight)
        right -= detail_width + pad
    _draw_text(painter, font, ink, QRectF(x, strip.top(), max(0.0, right - x), h), caption.text)


def _draw_text(
    painter: QPainter,
    font: QFont,
    ink: QColor,
    rect: QRectF,
    text: str,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
) -> None:
    """``text`` in ``rect``, vertically centred, elided on the right if it is too long."""
    painter.setFont(font)
    painter.setPen(ink)
    shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, shown)
