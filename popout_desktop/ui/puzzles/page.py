"""Puzzle mode's page: the chooser beside a board of its own, the task above it, the verdict and
the buttons (Hint, Try Again, Next Puzzle, Back to Game) below (:class:`PuzzlePage`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.game.model import GameModel
from popout_desktop.puzzles.progress import Progress
from popout_desktop.puzzles.puzzle import Puzzle
from popout_desktop.rules import Rules
from popout_desktop.ui.board.animations import Speed
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.desktop_settings import keep_font_relative
from popout_desktop.ui.puzzles.chooser import PuzzleChooser
from popout_desktop.ui.puzzles.play import Phase, PuzzlePlay
from popout_desktop.ui.puzzles.texts import (
    grade_label,
    hint_text,
    table_label,
    task_text,
    wrong_text,
)

__all__ = ["ColumnHighlight", "PuzzlePage"]

translate = QCoreApplication.translate


class ColumnHighlight(QWidget):
    """The first hint: a glowing frame round one column of ``board``; lets the mouse through."""

    def __init__(self, board: BoardView, parent: QWidget) -> None:
        super().__init__(parent)
        self._board = board
        self.column: int | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def set_column(self, column: int | None) -> None:
        """Highlight ``column`` (None: nothing)."""
        self.column = column
        self.update()

    def rect_shown(self) -> QRectF | None:
        """Where the highlight is painted (None: nowhere)."""
        if self.column is None:
            return None
        return self._board.board_layout.column_rect(self.column).adjusted(-3, -3, 3, 3)

    def paintEvent(self, _event: QPaintEvent) -> None:
        """The frame and a faint fill."""
        rect = self.rect_shown()
        if rect is None:
            return
        colour = QColor(self._board.theme.highlight)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(colour)
        fill.setAlpha(60)
        painter.setBrush(fill)
        painter.setPen(QPen(colour, 3))
        painter.drawRoundedRect(rect, 8, 8)
        painter.end()


class PuzzlePage(QWidget):
    """The page (see the module). ``back_requested()``: Back to Game or Esc."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzlePage")
        self.puzzles: list[Puzzle] = []
        self.index: int | None = None
        self.model = GameModel(Rules(), self)
        self.chooser = PuzzleChooser(self)
        area = QWidget(self)
        self.board = BoardView(self.model, area)
        self.board.set_interactive(False)
        self.highlight = ColumnHighlight(self.board, self.board)
        self.play = PuzzlePlay(self.model, self.board, self)
        self.task_label = QLabel(area)
        self.task_label.setObjectName("puzzleTask")
        self.task_label.setTextFormat(Qt.TextFormat.PlainText)
        self.task_label.setWordWrap(True)
        keep_font_relative(self.task_label, 1.35, bold=True)  # the desktop's font size, live
        self.detail_label = QLabel(area)
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict_label = QLabel(area)
        self.verdict_label.setObjectName("puzzleVerdict")
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict_label.setWordWrap(True)
        self._keep_verdict_room()
        self.hint_button = QPushButton(area)
        self.retry_button = QPushButton(area)
        self.next_button = QPushButton(area)
        self.back_button = QPushButton(area)
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.retry_button, self.next_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        column = QVBoxLayout(area)
        column.setContentsMargins(8, 8, 8, 8)
        column.addWidget(self.task_label)
        column.addWidget(self.detail_label)
        column.addWidget(self.board, 1)
        column.addWidget(self.verdict_label)
        column.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.chooser)
        splitter.addWidget(area)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 600])
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.hint_button.clicked.connect(self.play.hint)
        self.retry_button.clicked.connect(self.play.try_again)
        self.next_button.clicked.connect(self.next_puzzle)
        self.back_button.clicked.connect(self.back_requested)
        self.chooser.chosen.connect(self.choose)
        self.play.changed.connect(self.refresh)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.escape.activated.connect(self.back_requested)
        self.problem = ""
        self._progress = Progress()
        self.board.installEventFilter(self)
        self.refresh()

    # -- content -----------------------------------------------------------------------------

    def set_puzzles(self, puzzles: Sequence[Puzzle], progress: Progress) -> None:
        """The set to choose from, with ``progress``'s ticks."""
        self.puzzles = list(puzzles)
        self._progress = progress
        self.chooser.set_puzzles(self.puzzles, progress)
        self.refresh()

    def set_problem(self, text: str) -> None:
        """Say why there are no puzzles (the shipped file is missing or damaged)."""
        self.problem = text
        self.refresh()

    def set_progress(self, progress: Progress) -> None:
        """Tick the solved puzzles of ``progress``."""
        self._progress = progress
        self.chooser.set_progress(progress)
        self.refresh()

    def hints_used(self, puzzle: Puzzle) -> int:
        """The hints ``puzzle`` has cost so far (all tries)."""
        return self._progress.hints_used(puzzle.id)

    def set_theme(self, key: str, speed: Speed) -> None:
        """Follow the window's theme and animation speed."""
        self.board.set_theme(key)
        self.board.set_speed(speed)
        self.refresh()

    @Slot(int)
    def choose(self, index: int) -> None:
        """Start the puzzle at ``index`` of the set."""
        if not 0 <= index < len(self.puzzles):
            return
        self.index = index
        self.chooser.set_current(index)
        self.play.start(self.puzzles[index])
        self.board.setFocus()

    @Slot()
    def next_puzzle(self) -> None:
        """The next unsolved puzzle the filters show."""
        following = self.chooser.next_after(self.index)
        if following is not None:
            self.choose(following)

    # -- words -------------------------------------------------------------------------------

    @Slot()
    def refresh(self) -> None:
        """The task, the verdict and the buttons, for the state of the play."""
        play = self.play
        puzzle = play.puzzle
        theme = self.board.theme
        self.highlight.setGeometry(self.board.rect())
        self.highlight.set_column(play.hint_column)
        self.back_button.setText(translate("PuzzleMode", "&Back to Game"))
        self.retry_button.setText(translate("PuzzleMode", "T&ry Again"))
        self.next_button.setText(translate("PuzzleMode", "&Next Puzzle"))
        if play.hint_step == 0:
            self.hint_button.setText(translate("PuzzleMode", "&Hint"))
        else:
            self.hint_button.setText(translate("PuzzleMode", "&Hint: Show the Move"))
        phase = play.phase
        self.hint_button.setEnabled(phase is Phase.SOLVING and play.hint_step < 2)
        self.retry_button.setVisible(phase is Phase.FAILED)
        self.next_button.setEnabled(bool(self.puzzles))
        self.next_button.setDefault(phase is Phase.SOLVED)
        if puzzle is None:
            self.task_label.setText(
                self.problem
                or (
                    translate("PuzzleMode", "Choose a puzzle from the list.")
                    if self.puzzles
                    else translate("PuzzleMode", "No puzzles.")
                )
            )
            self.detail_label.setText("")
            self.verdict_label.setText("")
            return
        self.task_label.setText(task_text(puzzle, theme.colour_name(puzzle.to_move)))
        number = (self.index or 0) + 1
        self.detail_label.setText(
            translate("PuzzleMode", "Puzzle %1 of %2 · %3 · %4")
            .replace("%1", str(number))
            .replace("%2", str(len(self.puzzles)))
            .replace("%3", table_label(puzzle.rules))
            .replace("%4", grade_label(puzzle.grade))
        )
        self.verdict_label.setText(self._verdict())
        font = self.verdict_label.font()
        font.setBold(play.phase in (Phase.SOLVED, Phase.FAILED))
        self.verdict_label.setFont(font)

    def _verdict(self) -> str:
        play = self.play
        puzzle = play.puzzle
        assert puzzle is not None
        theme = self.board.theme
        defender = theme.colour_name(3 - puzzle.to_move)
        phase = play.phase
        if phase is Phase.SOLVED:
            return (
                translate("PuzzleMode", "Solved! %1 wins in %2.")
                .replace("%1", theme.colour_name(puzzle.to_move))
                .replace("%2", str(puzzle.length))
            )
        if phase is Phase.FAILED:
            if play.verdict == "wrong":
                return wrong_text(puzzle.length, defender, play.refutation)
            if play.verdict == "lost":
                return translate("PuzzleMode", "That move loses at once. Try again.")
            return translate("PuzzleMode", "The computer cannot answer: %1").replace(
                "%1", play.problem
            )
        if phase is Phase.THINKING or phase is Phase.REPLYING:
            return translate("PuzzleMode", "%1 looks for the best defence…").replace("%1", defender)
        if play.hint_step and play.expected is not None:
            return hint_text(play.hint_step, play.expected)
        done = puzzle.length - play.left
        if done == 0:
            return translate("PuzzleMode", "Find the move that forces the win.")
        return translate("PuzzleMode", "Good. %1 left to win.").replace(
            "%1", moves_left_text(play.left)
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the highlight over the board as it resizes."""
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self.highlight.setGeometry(self.board.rect())
        return False

    def _keep_verdict_room(self) -> None:
        """Room for two lines of the verdict in the font of now (no jump when it comes)."""
        self.verdict_label.setMinimumHeight(self.verdict_label.fontMetrics().height() * 2 + 4)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() == QEvent.Type.FontChange:  # the children have their new font by now
            self._keep_verdict_room()
        super().changeEvent(event)


def moves_left_text(left: int) -> str:
    """ "1 move" or "3 moves" (of the solver)."""
    if left == 1:
        return translate("PuzzleMode", "1 move")
    return translate("PuzzleMode", "%1 moves").replace("%1", str(left))
