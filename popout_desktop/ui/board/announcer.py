"""Says every move and every result to assistive technology, as the model plays them.

An :class:`Announcer` listens to a :class:`~popout_desktop.game.model.GameModel` (every move,
the computer's and a remote player's included, reaches the game through ``GameModel.play`` and
so through ``move_played``) and speaks for a widget, the board: each move's sentence from the
status line (:func:`~popout_desktop.ui.window.narration.move_text`: "Red dropped into column 4."),
each
take-back's (:func:`~popout_desktop.ui.window.narration.undo_text`) and the result
(:func:`~popout_desktop.ui.window.narration.state_text`: "Red wins!"), all already translated; and,
through :meth:`Announcer.say`, why the board refused an input (the board connects it).

Each sentence goes out three ways: a ``QAccessibleAnnouncementEvent`` (Qt 6.8+; the result
assertive, moves polite), which AT-SPI and the other bridges pass to the screen reader (Orca 46
and newer speak it); the focused object's description for that one event
(:func:`~popout_desktop.ui.board.accessible.say`), which Orca 43, Debian 12's, speaks at once,
having no handler for announcements; and the board's own accessible description, a live status
for tools that read the board. ``announced(str)`` carries each sentence (tests, a log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from popout_desktop.game.model import GameModel
from popout_desktop.ui.board import accessible
from popout_desktop.ui.window.narration import Namer, move_text, state_text, undo_text

if TYPE_CHECKING:
    from popout_desktop.game.game_over import GameOver
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.ui.board.view import BoardView

__all__ = ["Announcer"]


class Announcer(QObject):
    """Announces the moves and results of ``model`` on behalf of ``widget``.

    ``colour_name`` names the players by default ("Red", "Yellow"); :meth:`set_namer` gives it
    the window's names instead (the players' names, as the status line uses them).
    """

    #: A sentence just announced.
    announced = Signal(str)

    def __init__(self, model: GameModel, widget: BoardView, colour_name: Namer) -> None:
        super().__init__(widget)
        self._model = model
        self._widget = widget
        self._name: Namer = colour_name
        #: Every sentence announced, oldest first (the last few hundred).
        self.history: list[str] = []
        model.move_played.connect(self._on_move_played)
        model.move_undone.connect(self._on_move_undone)
        model.game_over.connect(self._on_game_over)

    def set_namer(self, name: Namer) -> None:
        """Name the players with ``name`` (1 or 2 → a name) from now on."""
        self._name = name

    @property
    def last(self) -> str:
        """The last sentence announced ("" before the first)."""
        return self.history[-1] if self.history else ""

    def announce(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` now (``assertive``: interrupt what the screen reader is saying)."""
        if not text:
            return
        self.history = [*self.history[-299:], text]
        widget = self._widget
        event = QAccessibleAnnouncementEvent(widget, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        accessible.say(widget, text)
        widget.setAccessibleDescription(text)
        self.announced.emit(text)

    @Slot(str)
    def say(self, text: str) -> None:
        """Say ``text`` politely (a refused input's reason: "Column 4 is full.")."""
        self.announce(text)

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        game = self._model.game
        text = move_text(effect, game, self._name)
        if not text and game.result is None:  # a power checker's follow-up: the state says it
            text = state_text(game, None, self._name)
        self.announce(text)

    @Slot(object)
    def _on_move_undone(self, effect: MoveEffect) -> None:
        self.announce(undo_text(effect, self._name))

    @Slot(object)
    def _on_game_over(self, over: GameOver) -> None:
        game = self._model.game
        self.announce(state_text(game, over.result, self._name), assertive=True)
