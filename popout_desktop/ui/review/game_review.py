"""The game review in the main window: every move judged by the engine in a worker, shown as
marks in the move list, a graph and a commentary on the review board.

The window makes the commands (:class:`~popout_desktop.ui.review.commands.ReviewCommands`) and,
by their first use, review mode's page or a game's end, its :class:`GameReview`
(``window.game_review``), which runs them: Review Game, Next Mistake (F3), Previous Mistake
(Shift+F3) in the Move menu and Export Review Graph… in the Game menu; the result card's Review
button starts a review (:class:`~popout_desktop.ui.window.result_card.ResultFlow` calls
:meth:`GameReview.start`).

A review runs in a worker process of its own (an
:class:`~popout_desktop.game.engine_client.EngineClient`), one request per move
(:func:`popout_desktop.engine.review.review_ply_task`), so the board never freezes; the panel
under the review board says how far it is ("Reviewing move 12 of 40…", a progress bar) and
Cancel terminates the worker at once: the moves reviewed stay marked, and Resume (or Review
Game again) reviews the rest. The marks are the engine's (a move it leaves unmarked, a forced
move or one where the values are not meaningful, is shown unmarked), for every table.

While reviewed, a position of the game is shown *before* a move: the banner says what was
played and what was best, the board marks the best move (the hint's dashed frame) and the move
played (a ring with its mark's symbol). A new game, a loaded game or an undo clears the review
(the status line says so): no mark of another game stays.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Signal, Slot
from PySide6.QtGui import QGuiApplication

from popout_desktop.game.engine_client import EngineClient
from popout_desktop.rules import Game
from popout_desktop.ui.review.commands import ReviewCommands

if TYPE_CHECKING:
    from popout_desktop.engine.review import MoveReview
    from popout_desktop.engine.tasks import WorkerTask
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.ui.review.eval_graph import EvalGraph
    from popout_desktop.ui.review.page import Commentary, ReviewPage
    from popout_desktop.ui.review.panel import ReviewPanel
    from popout_desktop.ui.window.host import WindowHost
    from popout_desktop.ui.window.row_mark import RowMark

# The engine's review (and with it its searches), the panel, its graph and the review's words
# are imported when a review is first asked for or its panel first shown: the window's first
# frame needs only the commands (issue 33 point 4).

__all__ = ["GameReview"]

translate = QCoreApplication.translate

#: What the panel's status line says, again in the language in force.
_Text = Callable[[], str]


class GameReview(QObject):
    """The game review of one main window (see the module).

    Signals: ``progressed(int, int)`` (moves reviewed, moves to review) after each answer,
    ``finished()`` once every move is reviewed, ``stopped()`` when a review is cancelled or
    fails, ``cleared()`` when the game changed under it.
    """

    progressed = Signal(int, int)
    finished = Signal()
    stopped = Signal()
    cleared = Signal()

    def __init__(self, window: WindowHost, commands: ReviewCommands) -> None:
        super().__init__(window.widget)
        self._window = window
        #: Seconds of analysis per move (None: the engine's default, read when first asked).
        self._time_limit: float | None = None
        #: The worker task that reviews one move (None: the engine's, read when first asked).
        self._task: WorkerTask | None = None
        #: The worker the reviews run in.
        self.engine = EngineClient(self)
        self.engine.answered.connect(self._on_answer)
        self.engine.failed.connect(self._on_failed)
        #: The game reviewed (None: no review), its moves' reviews by index.
        self._game: Game | None = None
        self._reviews: dict[int, MoveReview] = {}
        self._request: int | None = None
        self._requested_ply = -1
        self._status: _Text = str
        #: The panel under the review board, made with review mode's page (:meth:`attach_panel`).
        self._panel: ReviewPanel | None = None
        self._take_commands(commands)
        self._connect()
        self.retranslate()
        self._update_actions()

    @property
    def time_limit(self) -> float:
        """Seconds of analysis per move."""
        if self._time_limit is None:
            from popout_desktop.engine.review import DEFAULT_TIME_PER_MOVE

            self._time_limit = DEFAULT_TIME_PER_MOVE
        return self._time_limit

    @time_limit.setter
    def time_limit(self, seconds: float) -> None:
        self._time_limit = seconds

    @property
    def task(self) -> WorkerTask:
        """The worker task that reviews one move."""
        if self._task is None:
            from popout_desktop.engine.review import REVIEW_TASK

            self._task = REVIEW_TASK
        return self._task

    @task.setter
    def task(self, task: WorkerTask) -> None:
        self._task = task

    @property
    def panel(self) -> ReviewPanel:
        """The panel under the review board: what the review says, its graph and buttons (made
        with review mode's page, when that is first needed)."""
        self.attach_panel()
        assert self._panel is not None
        return self._panel

    @property
    def graph(self) -> EvalGraph:
        """The panel's graph of the review."""
        return self.panel.graph

    def attach_panel(self) -> None:
        """Make the panel, once, and put it under the review board (the window's review page,
        made now if it is not yet, calls this as it is made)."""
        if self._panel is not None:
            return
        window = self._window
        page = window.review_page  # which attaches it as it is made, if it is made now
        if self._panel is None:
            self._make_panel(page)

    def _make_panel(self, page: ReviewPage) -> None:
        from popout_desktop.ui.review.panel import ReviewPanel

        window = self._window
        panel = self._panel = ReviewPanel(page)
        panel.hide()
        panel.graph.set_namer(window.player_name)
        page.set_panel(panel)
        page.set_commentary(self.commentary)
        panel.cancel_button.clicked.connect(self.cancel)
        panel.resume_button.clicked.connect(self.start)
        panel.next_button.clicked.connect(self.next_mistake)
        panel.previous_button.clicked.connect(self.previous_mistake)
        panel.export_button.clicked.connect(self.export_graph)
        panel.graph.move_requested.connect(self.show_move)
        self.set_theme()
        panel.status_label.setText(self._status())
        self._update_actions()

    # -- construction ---------------------------------------------------------------------

    def _take_commands(self, commands: ReviewCommands) -> None:
        """The commands, in the window's menus: the window made them and runs this review by
        them."""
        self.commands = commands
        self.review_action = commands.review_action
        self.next_action = commands.next_action
        self.previous_action = commands.previous_action
        self.export_action = commands.export_action

    def _connect(self) -> None:
        window = self._window
        model = window.model
        model.position_reset.connect(self._on_game_changed)
        model.move_undone.connect(self._on_move_undone)
        model.history_changed.connect(self._update_actions)
        model.game_over.connect(self.warm_up)
        window.review_changed.connect(self._on_review_changed)
        window.session.players_changed.connect(self._on_players_changed)
        window.widget.installEventFilter(self)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):  # the window's set_theme ends with the palette
            app.paletteChanged.connect(self.set_theme)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Retranslate when the window's language changes; stop the worker when it closes."""
        if watched is self._window.widget:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.cancel()
                self.shutdown()
        return False

    # -- state ----------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """True while a move is being reviewed."""
        return self._request is not None

    @property
    def total(self) -> int:
        """The number of moves of the game reviewed (0: no review)."""
        return 0 if self._game is None else self._game.ply

    def reviews(self) -> list[MoveReview]:
        """The moves reviewed so far, in the game's order."""
        return [self._reviews[ply] for ply in sorted(self._reviews)]

    def status_text(self) -> str:
        """What the panel says about the review."""
        return self.panel.status_label.text()

    def mistakes(self) -> list[int]:
        """The indexes of the moves marked inaccuracy, mistake or blunder."""
        if not self._reviews:
            return []
        from popout_desktop.ui.review.eval_graph import BADGED

        return [ply for ply, r in sorted(self._reviews.items()) if r.mark in BADGED]

    # -- running --------------------------------------------------------------------------

    @Slot()
    def start(self) -> None:
        """Review the game on screen (the moves already reviewed of it are kept), from its
        first move shown on the review board."""
        window = self._window
        game = window.model.game
        if game.ply == 0:
            window.show_note(lambda: translate("GameReview", "There is no move to review yet."))
            return
        fresh = self._game is None or self._game.moves != game.moves[: self._game.ply]
        if fresh:
            self._reset()
        self._game = game.copy()
        self.graph.set_game(game.ply, self.reviews())
        self.panel.show()
        window.review_page.set_panel(self.panel)  # room for it under the board
        self._show_marks()
        self._show_summary()
        if not self.running:
            self._request_next()
        if fresh or not window.reviewing:
            self.show_move(0)

    @Slot()
    def cancel(self) -> None:
        """Stop the review now (the worker is terminated); the moves reviewed stay."""
        if not self.running:
            return
        self.engine.cancel()
        self._request = None
        done, total = len(self._reviews), self.total
        self._set_status(
            lambda: (
                translate(
                    "GameReview",
                    "Review cancelled: %1 of %2 moves reviewed. Resume reviews the rest.",
                )
                .replace("%1", str(done))
                .replace("%2", str(total))
            )
        )
        self._update_actions()
        self.stopped.emit()

    @Slot(object)
    def warm_up(self, _over: object) -> None:
        """A game ended: start the worker now, so that a review asked for from the result
        card starts at once (a worker takes a second or two to start)."""
        if not self.engine.running:
            with contextlib.suppress(OSError, RuntimeError):  # the review's request says why
                self.engine.start()

    def shutdown(self) -> None:
        """Stop the worker (the window closes)."""
        self.engine.shutdown()
        self._request = None

    def _request_next(self) -> None:
        game = self._game
        if game is None:
            return
        left = [ply for ply in range(game.ply) if ply not in self._reviews]
        if not left:
            self._request = None
            self._set_status(lambda: translate("GameReview", "Review complete."))
            self._update_actions()
            self.finished.emit()
            return
        ply = left[0]
        self._requested_ply = ply
        self._request = self.engine.request(self.task, game, ply=ply, time_limit=self.time_limit)
        number, total = ply + 1, game.ply
        self._set_status(
            lambda: (
                translate("GameReview", "Reviewing move %1 of %2…")
                .replace("%1", str(number))
                .replace("%2", str(total))
            )
        )
        self._update_actions()

    @Slot(int, object)
    def _on_answer(self, ident: int, result: object) -> None:
        if ident != self._request or self._game is None:
            return
        self._request = None
        from popout_desktop.engine.review import decoded_review, settle

        try:
            review = decoded_review(result)
            ply = self._requested_ply
            if review.ply != ply or review.move != self._game.moves[ply]:
                raise ValueError(f"the answer is about another move ({review.ply}: {review.move})")
        except ValueError as error:
            self._fail(str(error))
            return
        # a move whose position after it is proved by the next move's review takes that value
        steps = self._game.rules.is_variant
        following = self._reviews.get(ply + 1)
        if following is not None:
            review = settle(review, following, steps=steps)
        self._store(review)
        changed = {ply}
        previous = self._reviews.get(ply - 1)
        if previous is not None:
            settled = settle(previous, review, steps=steps)
            if settled != previous:
                self._store(settled)
                changed.add(ply - 1)
        self._show_summary()
        window = self._window
        page = window.review_page
        if window.reviewing and page.ply in changed:
            if window.stack.currentWidget() is page:
                window.review(page.ply)  # the banner and the status line say it now
            else:
                page.comment()  # another mode has the board (the editor): leave it there
        self.progressed.emit(len(self._reviews), self.total)
        self._request_next()

    def _store(self, review: MoveReview) -> None:
        """Keep ``review`` and show it on the graph and in the move list."""
        self._reviews[review.ply] = review
        self.graph.add_review(review)
        self._window.move_list.set_mark(review.ply, self._row_mark(review))  # one row

    @Slot(int, str)
    def _on_failed(self, ident: int, message: str) -> None:
        if ident == self._request:
            self._request = None
            self._fail(message)

    def _fail(self, message: str) -> None:
        self._set_status(
            lambda: translate("GameReview", "The review stopped: %1").replace("%1", message)
        )
        self._update_actions()
        self.stopped.emit()

    def _reset(self) -> None:
        self.engine.cancel()
        self._request = None
        self._game = None
        self._reviews = {}

    @Slot()
    def _on_game_changed(self) -> None:
        """A new or loaded game (or a restart): the review is of another game."""
        self.clear()

    @Slot(object)
    def _on_move_undone(self, _effect: MoveEffect) -> None:
        self.clear()

    def clear(self) -> None:
        """Forget the review (the game changed under it) and say so."""
        if self._game is None:
            return
        self._reset()
        self.graph.set_game(0)
        self.panel.hide()
        self._window.review_page.set_panel(self.panel)
        self._window.move_list.set_marks(None)
        self._update_actions()
        self._window.show_note(
            lambda: translate("GameReview", "The game review was cleared: the game changed.")
        )
        self.cleared.emit()

    # -- showing --------------------------------------------------------------------------

    @Slot(int)
    def show_move(self, ply: int) -> None:
        """Show the position before move ``ply`` (its index) on the review board, with what
        was played and what was best."""
        if self._game is None or not 0 <= ply < min(self._game.ply, self._window.model.game.ply):
            return
        self.graph.set_current(ply)
        self._window.review(ply)

    @Slot()
    def next_mistake(self) -> None:
        """Show the next inaccuracy, mistake or blunder after the move shown."""
        shown = self._shown_move()
        later = [ply for ply in self.mistakes() if shown is None or ply > shown]
        if later:
            self.show_move(later[0])
        elif self._game is not None:
            self._say_no_mistake()

    @Slot()
    def previous_mistake(self) -> None:
        """Show the inaccuracy, mistake or blunder before the move shown."""
        shown = self._shown_move()
        earlier = [ply for ply in self.mistakes() if shown is None or ply < shown]
        if earlier:
            self.show_move(earlier[-1])
        elif self._game is not None:
            self._say_no_mistake()

    def _say_no_mistake(self) -> None:
        previous = self._status
        self._set_status(
            lambda: (
                translate("GameReview", "No other inaccuracy, mistake or blunder.")
                + " "
                + previous()
            )
        )

    def _shown_move(self) -> int | None:
        window = self._window
        return window.review_page.ply if window.reviewing else None

    def commentary(self, ply: int) -> Commentary | None:
        """What the review says about the move played from the position after ``ply`` moves
        (None: no review, or the game has no such move)."""
        from popout_desktop.ui.review.page import Commentary
        from popout_desktop.ui.review.texts import fill, mark_colour, mark_symbol, move_judgement

        review = self._reviews.get(ply)
        style = self._window.board.theme
        if review is None:
            if self._game is None or not 0 <= ply < self._game.ply:
                return None
            played = self._game.moves[ply]
            mover = self._window.review_model.game.turn  # the position shown is the one
            text = translate("GameReview", "Move %1: %2 played %3 (not reviewed yet).")
            return Commentary(
                text=fill(text, str(ply + 1), self._window.player_name(mover), str(played)),
                played=played,
                best=None,
                symbol="",
                colour=style.window.text,
            )
        colour = mark_colour(review.mark, style) if review.mark is not None else style.window.text
        return Commentary(
            text=move_judgement(
                review, self._window.player_name, self._window.result_flow.perspective()[0]
            ),
            played=review.move,
            # an unmarked move's best is no advice: its values are not meaningful
            best=None if review.mark is None or review.best == review.move else review.best,
            symbol=mark_symbol(review.mark),
            colour=colour,
        )

    @Slot(bool)
    def _on_review_changed(self, on: bool) -> None:
        if self._panel is not None:  # review mode's page attached it
            page = self._window.review_page
            self._panel.graph.set_current(page.ply if on and page.ply is not None else None)
        self._update_actions()

    def _row_mark(self, review: MoveReview) -> RowMark:
        from popout_desktop.ui.review.texts import mark_colour, mark_name, mark_symbol, move_tip
        from popout_desktop.ui.window.row_mark import RowMark

        style = self._window.board.theme
        mark = review.mark
        return RowMark(
            mark_symbol(mark),
            mark_colour(mark, style) if mark is not None else style.window.text,
            mark_name(mark),
            move_tip(review, self._window.player_name),
        )

    def _show_marks(self) -> None:
        """Every move's mark in the move list again (a new review, theme or language)."""
        marks = {ply: self._row_mark(r) for ply, r in self._reviews.items()}
        self._window.move_list.set_marks(marks)

    def _show_summary(self) -> None:
        from popout_desktop.engine.review import summarize
        from popout_desktop.ui.review.texts import summary_text

        summaries = summarize(self.reviews())
        name = self._window.player_name
        for player, label in zip((1, 2), self.panel.summary_labels, strict=True):
            label.setText(summary_text(summaries[player], name))
        done, total = len(self._reviews), self.total
        progress = self.panel.progress
        progress.setRange(0, max(1, total))
        progress.setValue(done)
        progress.setFormat(
            translate("GameReview", "%1 of %2").replace("%1", str(done)).replace("%2", str(total))
        )

    def _set_status(self, text: _Text) -> None:
        self._status = text
        if self._panel is not None:  # else said when it is made
            self._panel.status_label.setText(text())

    @Slot()
    def _update_actions(self, *_: object) -> None:
        game = self._window.model.game
        reviewed = self._game is not None
        self.review_action.setEnabled(game.ply > 0 and not self.running)
        has_mistakes = bool(self.mistakes())
        self.next_action.setEnabled(has_mistakes)
        self.previous_action.setEnabled(has_mistakes)
        self.export_action.setEnabled(reviewed and bool(self._reviews))
        panel = self._panel
        if panel is None:
            return  # set when it is made
        panel.cancel_button.setVisible(self.running)
        panel.resume_button.setVisible(
            reviewed and not self.running and len(self._reviews) < self.total
        )
        panel.progress.setVisible(self.running)
        panel.next_button.setEnabled(has_mistakes)
        panel.previous_button.setEnabled(has_mistakes)
        panel.export_button.setEnabled(bool(self._reviews))

    @Slot()
    def _on_players_changed(self) -> None:
        """The players' names are in the tooltips, the summary and the banner: say them
        again."""
        if self._game is not None:
            self.retranslate()
        if self._panel is not None:
            self._panel.graph.update()

    @Slot()
    def set_theme(self, *_: object) -> None:
        """Follow the window's theme."""
        if self._panel is not None:  # else it takes the theme when it is made
            self._panel.set_theme(self._window.board.theme)
        if self._game is not None:
            self._show_marks()

    def retranslate(self) -> None:
        """Every text again (a language change)."""
        self.commands.retranslate()
        if self._panel is not None:
            self._panel.status_label.setText(self._status())
        if self._game is not None:
            self._show_marks()
            self._show_summary()
        if self._window.reviewing:
            self._window.review_page.comment()

    # -- export ---------------------------------------------------------------------------

    @Slot()
    def export_graph(self) -> None:
        """Ask for a file name and write the graph there (PNG or SVG, by its ending)."""
        from popout_desktop.ui.review import graph_export

        graph_export.export_graph(self._window, self.graph)

    def export_graph_to(self, path: Path, size: QSize | None = None) -> bool:
        """Write the graph to ``path`` (.png or .svg); a message says why not if it cannot."""
        from popout_desktop.ui.review import graph_export

        return graph_export.export_graph_to(self._window, self.graph, path, size)
