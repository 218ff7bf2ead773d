"""Review mode's page: an earlier position of the game on a read-only board, under a banner.

The main window shows this page instead of the live board while the player looks back at a
position from the move list; the game itself waits (the window pauses its seats). The banner
lies over the board's top edge (where the live board shows the disc about to drop, which a
read-only board never does) instead of taking room from it: the board keeps its size.

A game review (:mod:`.game_review`) adds a panel under the board (:meth:`ReviewPage.set_panel`)
and a commentary (:meth:`ReviewPage.set_commentary`): for a reviewed position, the banner says
what was played there and what was best, the board marks the best move (its hint) and the move
played (a ring with the mark's symbol, :class:`PlayedMarker`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Move
from popout_desktop.ui.board.themes import ink_on
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.desktop_settings import text_pixel_size
from popout_desktop.ui.review.panel import ReviewPanel
from popout_desktop.ui.window.narration import review_text

__all__ = ["Commentary", "PlayedMarker", "ReviewPage"]


@dataclass(frozen=True)
class Commentary:
    """What the review says about the move played from a position: the banner's ``text``, the
    ``best`` move (marked as the board's hint; None: the move played was best), the move
    ``played`` and its mark's ``symbol`` and ``colour``."""

    text: str
    played: Move
    best: Move | None
    symbol: str
    colour: QColor


#: The ring's radius against the hole's.
_RING = 1.12


class PlayedMarker(QWidget):
    """A ring round the cell the move played fills (a pop: its bottom disc), with the mark's
    symbol beside it, over ``board``; it lets the mouse through."""

    def __init__(self, board: BoardView, parent: QWidget) -> None:
        super().__init__(parent)
        self._board = board
        self.commentary: Commentary | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def target(self) -> QPointF | None:
        """The centre of the cell marked (None: nothing to mark, e.g. a pass)."""
        note = self.commentary
        if note is None or note.played.kind == "pass":
            return None
        game = self._board.model.game
        rules = game.rules
        column = note.played.column
        if column >= rules.width:
            return None
        row = (
            0 if note.played.kind in ("pop", "anvil") else min(game.height(column), rules.rows - 1)
        )
        return self._board.cell_center(column, row)

    def symbol_font(self) -> QFont:
        """The symbol's font: bold, sized by the hole, never under the desktop's text (so a
        larger desktop text makes it larger, as the board's labels)."""
        font = QFont(self.font())
        font.setBold(True)
        lay = self._board.board_layout
        font.setPixelSize(max(11, int(lay.hole_radius * _RING * 0.7), text_pixel_size(font)))
        return font

    def paintEvent(self, _event: QPaintEvent) -> None:
        """The ring and the symbol."""
        note = self.commentary
        centre = self.target()
        if note is None or centre is None:
            return
        radius = self._board.board_layout.hole_radius * _RING
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(note.colour, max(2.0, radius * 0.16), Qt.PenStyle.SolidLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius, radius)
        if note.symbol:
            font = self.symbol_font()
            painter.setFont(font)
            metrics = QFontMetricsF(font)
            width = metrics.horizontalAdvance(note.symbol) + 8
            box = QRectF(
                centre.x() + radius * 0.55,
                centre.y() - radius - metrics.height() * 0.4,
                width,
                metrics.height(),
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(note.colour)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(ink_on(note.colour, QColor("#ffffff")))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, note.symbol)
        painter.end()


#: The banner's colours (fill, edge, words) on a light window and on a dark one: a note's
#: yellow, its words at 11:1 or more either way.
_BANNER_LIGHT = ("#fff4c2", "#c9a800", "#3a2f00")
_BANNER_DARK = ("#3b3420", "#8a7420", "#f6e9b8")


def banner_style(dark: bool) -> str:
    """The review banner's style sheet on a dark window (``dark``) or a light one."""
    fill, edge, ink = _BANNER_DARK if dark else _BANNER_LIGHT
    return (
        f"#reviewBanner {{ background: {fill}; border-bottom: 1px solid {edge}; }}"
        f"#reviewBanner QLabel {{ color: {ink}; }}"
    )


class ReviewPage(QWidget):
    """The banner (what is shown, a button back to the game) over ``board``, which shows
    ``model`` read-only. :attr:`ply` is the position shown (None: not reviewing)."""

    def __init__(self, model: GameModel, board: BoardView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.board = board
        self.ply: int | None = None
        self._total = 0
        board.setParent(self)
        #: The banner over the board's top edge.
        self.banner = banner = QWidget(self)
        banner.setObjectName("reviewBanner")
        banner.setAutoFillBackground(True)
        self._banner_dark: bool | None = None
        self._style_banner()
        banner_layout = QHBoxLayout(banner)
        #: What is shown ("Reviewing the position after move 2 of 5...").
        self.label = QLabel(banner)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        #: Back to the live game.
        #: Play on from the position shown (the moves after it wait in Redo).
        self.play_button = QPushButton(banner)
        self.back_button = QPushButton(banner)
        banner_layout.addWidget(self.label, 1)
        banner_layout.addWidget(self.play_button)
        banner_layout.addWidget(self.back_button)
        banner.raise_()
        #: The ring round the move played (a review's commentary).
        self.marker = PlayedMarker(board, self)
        self._panel: ReviewPanel | None = None
        self._commentary: Callable[[int], Commentary | None] | None = None
        #: The room at the page's top that the live game gives its turn indicator: the banner
        #: lies in it, and the board (without a panel) starts under it (:meth:`set_top_band`).
        self._band = 0

    @property
    def panel(self) -> ReviewPanel | None:
        """What a review adds under the board (:meth:`set_panel`), if anything."""
        return self._panel

    def set_panel(self, panel: ReviewPanel | None) -> None:
        """Put ``panel`` under the board (None: none); it takes room only while visible, and
        the room it needs is measured again whenever its content changes."""
        if panel is not self._panel:
            if self._panel is not None:
                self._panel.content_changed.disconnect(self._place)
            if panel is not None:
                panel.content_changed.connect(self._place)
        self._panel = panel
        if panel is not None:
            panel.setParent(self)
        self._place()

    def set_top_band(self, pixels: int) -> None:
        """The page's top ``pixels`` are the room the live board has not (its turn indicator's):
        without a panel the board starts under them, so it keeps the live board's size, and the
        banner lies there and over the board's top edge, with no empty band above it."""
        self._band = max(0, pixels)
        self._place()

    def set_commentary(self, commentary: Callable[[int], Commentary | None] | None) -> None:
        """What to say about the move played from each position (None: nothing)."""
        self._commentary = commentary
        self.comment()

    def comment(self) -> None:
        """Say again what the commentary says about the position shown (it has changed)."""
        note = None
        if self.ply is not None and self._commentary is not None:
            note = self._commentary(self.ply)
        self.marker.commentary = note
        self.board.show_hint(None if note is None else note.best)
        if self.ply is not None:
            self.update_label(self._total)
        self.marker.update()

    def changeEvent(self, event: QEvent) -> None:
        """A theme's palette arrived: the banner follows whether the window is dark."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._style_banner()

    def _style_banner(self) -> None:
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        if dark != self._banner_dark:
            self._banner_dark = dark
            self.banner.setStyleSheet(banner_style(dark))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board takes the whole page, as the live board does; the banner lies over it."""
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        """The board under the banner, the panel (if shown) under the board. Without a panel
        the board starts under the top band (:meth:`set_top_band`) and the banner lies over
        the band and the board's top edge; with one, the board is lower, and where the banner
        would then hide the board's face, the board starts under the banner."""
        width = self.width()
        height = self.height()
        banner_height = max(self.banner.heightForWidth(width), self.banner.sizeHint().height())
        top = min(self._band, max(0, height - self._board_least().height()))
        panel = self._panel
        if panel is not None and not panel.isHidden():
            least = panel.minimumSizeHint().height()
            # The board keeps 70% of the page: the graph shrinks towards its least height
            # (:meth:`ReviewPanel.heights`) before the board gives up more; the whole panel
            # never takes over half (its content scrolls instead).
            compact, full = panel.heights(width)
            room = min(max(min(full, height * 3 // 10), compact), height // 2)
            room = max(room, min(least, height // 2))
            # The board keeps at least its least height (the panel scrolls instead).
            board_least = self._board_least().height()
            top = self._board_top(width, height - room, banner_height)
            if height - room - top < board_least:
                room = max(least, height - board_least - top)
                top = self._board_top(width, height - room, banner_height)
            height -= room
            panel.fit(width, room)
            panel.setGeometry(0, height, width, room)
        self.board.setGeometry(0, top, width, height - top)
        self.marker.setGeometry(0, top, width, height - top)
        self.marker.raise_()
        self.banner.setGeometry(0, 0, width, banner_height)
        self.banner.raise_()

    def _board_top(self, width: int, height: int, banner_height: int) -> int:
        """Where the board starts in a page whose board and banner have ``height``: under the
        banner where the banner would hide the board's face, else at the top."""
        shape = self.board.board_layout.resized(width, height)
        return banner_height if shape.board_rect.top() < banner_height else 0

    def _board_least(self) -> QSize:
        """The least size the board takes."""
        return self.board.minimumSizeHint().expandedTo(self.board.minimumSize())

    def minimumSizeHint(self) -> QSize:
        """What the board needs (the banner lies over its edge) and, with the panel, the
        panel's least too (the board may then start under the banner)."""
        board = self._board_least()
        panel = self._panel
        if panel is None or panel.isHidden():
            return board
        least = panel.minimumSizeHint()
        down = board.height() + self.banner.sizeHint().height() + least.height()
        return QSize(max(board.width(), least.width()), down)

    def sizeHint(self) -> QSize:
        """The board's own (and the panel's, when shown)."""
        hint = self.board.sizeHint()
        panel = self._panel
        if panel is None or panel.isHidden():
            return hint
        return QSize(hint.width(), hint.height() + panel.sizeHint().height())

    def show_position(self, game: Game, ply: int) -> None:
        """Show the position of ``game`` after ``ply`` moves (fewer than it has)."""
        self.ply = ply
        self._total = game.ply
        moves = " ".join(map(str, game.moves[:ply]))
        start = game.start  # a game from a set-up position replays from there
        self.model.load(Game.from_notation(moves, None if start else game.rules, start=start))
        self.comment()

    def leave(self) -> None:
        """Nothing is reviewed any more."""
        self.ply = None
        self._band = 0
        self.marker.commentary = None
        self.marker.update()

    def update_label(self, total: int) -> None:
        """Say which position is shown, of ``total`` moves played (nothing when not reviewing)."""
        if self.ply is not None:
            self._total = total
            note = None if self._commentary is None else self._commentary(self.ply)
            self.label.setText(review_text(self.ply, total) if note is None else note.text)
            self._place()  # the words may take another line
