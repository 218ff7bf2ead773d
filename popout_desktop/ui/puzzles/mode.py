"""Puzzle mode in the main window: "Puzzles…" in the Game menu, the page, the progress kept.

The window makes the command **Puzzles…** (Ctrl+Shift+P) in its Game menu
(:func:`~popout_desktop.ui.puzzles.command.make_puzzles_action`) and, by its first use, its
:class:`Puzzles` controller (``window.puzzles``). The command opens puzzle mode
(:class:`~popout_desktop.ui.puzzles.page.PuzzlePage`, a page of ``window.stack``) on the shipped
puzzles (:func:`popout_desktop.puzzles.puzzle.shipped_puzzles`, read once, strictly: a damaged file
is
said on the page, never a crash). While it is open the live game waits, as in review mode (its
seats are paused, its undo, redo and hint are off, and its turn indicator and side panel step
aside); Back to Game (or Esc) returns to it as it
was. A new game, an opened file, review mode or another mode taking the stack close it.

Progress (the puzzles solved and the hints used) is kept in the settings under
``puzzles/progress`` (:mod:`popout_desktop.puzzles.progress`) at every change, so it survives a
restart; a damaged stored value loses at most the entries it damaged. Texts are translated in
the context ``"PuzzleMode"``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Slot
from PySide6.QtGui import QAction

from popout_desktop.ui.puzzles.command import retranslate_puzzles_action
from popout_desktop.ui.window.panels import LivePanels

if TYPE_CHECKING:
    from popout_desktop.puzzles.progress import Progress
    from popout_desktop.puzzles.puzzle import Puzzle, shipped_puzzles
    from popout_desktop.ui.puzzles.page import PuzzlePage
    from popout_desktop.ui.window.host import WindowHost

# The page (its board, chooser and worker) and the puzzles themselves are imported when puzzle
# mode is first opened: the window's first frame needs only the command (issue 33 point 4).

__all__ = ["PROGRESS_KEY", "Puzzles", "shipped_puzzles"]


def __getattr__(name: str) -> Callable[[], list[Puzzle]]:
    """:func:`~popout_desktop.puzzles.puzzle.shipped_puzzles`, imported with the puzzles when
    puzzle mode first loads them; once read it is this module's own name (a test may replace
    it)."""
    if name != "shipped_puzzles":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from popout_desktop.puzzles import puzzle

    read = globals()[name] = puzzle.shipped_puzzles
    return read


translate = QCoreApplication.translate
PROGRESS_KEY = "puzzles/progress"


class Puzzles(QObject):
    """Puzzle mode of one main window (see the module docstring)."""

    def __init__(self, window: WindowHost, action: QAction) -> None:
        super().__init__(window.widget)
        self.window = window
        self._page: PuzzlePage | None = None
        self._loaded = False
        self._open = False
        self._panels = LivePanels(window)
        #: The command, in the Game menu: the window made it and runs this mode by it.
        self.action = action
        window.review_changed.connect(self._on_review_changed)
        window.model.position_reset.connect(self._on_live_reset)
        window.stack.currentChanged.connect(self._on_page_changed)
        window.model.history_changed.connect(self._guard_commands)
        window.match.seat_to_move_changed.connect(self._guard_commands)
        window.widget.installEventFilter(self)
        self.retranslate()

    # -- state -------------------------------------------------------------------------------

    @property
    def page(self) -> PuzzlePage:
        """The page, in ``window.stack``: made the first time it is asked for (puzzle mode
        opened), not with the window."""
        if self._page is None:
            from popout_desktop.ui.puzzles.page import PuzzlePage

            page = self._page = PuzzlePage(self.window.stack)
            self.window.stack.addWidget(page)
            page.back_requested.connect(self.close)
            page.play.solved.connect(self._on_solved)
            page.play.hint_taken.connect(self._on_hint)
        return self._page

    @property
    def active(self) -> bool:
        """True while puzzle mode is shown."""
        return self._open

    @property
    def puzzles(self) -> list[Puzzle]:
        """The puzzles loaded (empty until puzzle mode was first opened, or if none load)."""
        return self._page.puzzles if self._page is not None else []

    @cached_property
    def progress(self) -> Progress:
        """The puzzles solved and the hints used: read from the settings when first asked for
        (puzzle mode opened, a puzzle solved), not before the window's first frame (issue 33
        point 4); from then on this one object, saved at every change."""
        return self._read_progress()

    def _read_progress(self) -> Progress:
        from popout_desktop.puzzles.progress import parse_progress

        settings = self.window.settings
        return parse_progress(settings.value(PROGRESS_KEY) if settings is not None else "")

    def _save_progress(self) -> None:
        settings = self.window.settings
        if settings is not None:
            settings.set_value(PROGRESS_KEY, self.progress.text())
        if self._page is not None:
            self._page.set_progress(self.progress)

    def load(self) -> None:
        """Read the shipped puzzles (once)."""
        if self._loaded:
            return
        from popout_desktop.puzzles.puzzle import PuzzleFileError

        read = globals().get("shipped_puzzles") or __getattr__("shipped_puzzles")
        self._loaded = True
        try:
            puzzles = read()
        except PuzzleFileError as error:
            self.page.set_problem(
                translate("PuzzleMode", "The puzzles cannot be loaded: %1").replace(
                    "%1", str(error)
                )
            )
            puzzles = []
        self.page.set_puzzles(puzzles, self.progress)

    # -- opening and closing -----------------------------------------------------------------

    @Slot()
    def open(self) -> None:
        """Show puzzle mode (on the next unsolved puzzle the first time); the game waits."""
        window = self.window
        if window.reviewing:
            window.back_to_game()
        self.load()
        self.page.set_theme(window.board.theme.key, window.board.chosen_speed)
        if not self._open:
            self._open = True
            window.match.set_paused(True)
            self._panels.hide()
        window.stack.setCurrentWidget(self.page)
        if self.page.index is None:
            self.page.next_puzzle()
        self._guard_commands()
        self.page.board.setFocus()
        window.show_note(lambda: translate("PuzzleMode", "Solving puzzles: the game waits."))

    @Slot()
    def close(self) -> None:
        """Back to the game as it was."""
        self._leave(resume=True)

    def _leave(self, resume: bool) -> None:
        if not self._open:
            return
        self._open = False
        self.page.play.stop()
        self._panels.show()
        window = self.window
        if window.stack.currentWidget() is self.page:
            window.stack.setCurrentIndex(0)
        if resume:
            window.match.set_paused(False)
        window.update_actions()  # what is allowed follows the live game again
        window.board.setFocus()
        window.show_note("")

    @Slot(bool)
    def _on_review_changed(self, reviewing: bool) -> None:
        if reviewing and self._open:
            self._leave(resume=False)  # review mode keeps the game waiting

    @Slot()
    def _on_live_reset(self) -> None:
        if self._open:
            self._leave(resume=True)  # a new game or a file opened: show it

    @Slot(int)
    def _on_page_changed(self, _index: int) -> None:
        if self._open and self.window.stack.currentWidget() is not self.page:
            self._leave(resume=False)  # another mode took the board; it keeps the game waiting

    @Slot()
    def _guard_commands(self, *_: object) -> None:
        """While puzzles are shown, the live game's move commands (undo, redo, hint) are off."""
        if self._open:
            for name in ("undo_action", "redo_action", "hint_action"):
                action = getattr(self.window, name, None)
                if isinstance(action, QAction):
                    action.setEnabled(False)

    # -- progress ----------------------------------------------------------------------------

    @Slot(str)
    def _on_solved(self, puzzle_id: str) -> None:
        self.progress.mark_solved(puzzle_id)
        self._save_progress()

    @Slot(str)
    def _on_hint(self, puzzle_id: str) -> None:
        self.progress.add_hint(puzzle_id)
        self._save_progress()

    # -- texts -------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's language or theme changed: follow; it closes: the worker stops."""
        if watched is self.window.widget:
            kind = event.type()
            if kind == QEvent.Type.LanguageChange:
                self.retranslate()
            elif kind == QEvent.Type.Close and self._page is not None:
                self._page.play.engine.shutdown()  # its worker goes with the window
            elif kind == QEvent.Type.PaletteChange and self._open:
                self.page.set_theme(self.window.board.theme.key, self.window.board.chosen_speed)
        return False

    def retranslate(self) -> None:
        """The command's texts in the language in force (the page retranslates itself)."""
        retranslate_puzzles_action(self.action)
