"""The live game's panels stepping aside while a mode shows another board (Setup mode, puzzles).

The turn indicator and the side panel (players, moves, chat) speak of the game that waits, not
of the board the mode shows; hidden while the mode is open, they also leave its board the room
(at 800x600 Setup mode's board was 190 px wide beside them). Only what was shown is shown
again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from popout_desktop.ui.window.host import WindowHost

__all__ = ["LivePanels"]


class LivePanels:
    """Hides and shows again one window's live panels, for one mode."""

    def __init__(self, window: WindowHost) -> None:
        self._window = window
        self._hidden: list[QWidget] = []

    def panels(self) -> list[QWidget]:
        """The turn indicator and the side panel that holds the players, moves and chat."""
        window = self._window
        found: list[QWidget] = []
        indicator = getattr(window, "turn_indicator", None)
        if isinstance(indicator, QWidget):
            found.append(indicator)
        players = getattr(window, "players_panel", None)
        side = players.parentWidget() if isinstance(players, QWidget) else None
        if side is not None and side is not window.widget:
            found.append(side)
        return found

    def hide(self) -> None:
        """Hide those shown (once: hiding again while hidden changes nothing)."""
        if self._hidden:
            return
        self._hidden = [panel for panel in self.panels() if not panel.isHidden()]
        for panel in self._hidden:
            panel.hide()

    def show(self) -> None:
        """Show again those :meth:`hide` hid."""
        for panel in self._hidden:
            panel.show()
        self._hidden = []
