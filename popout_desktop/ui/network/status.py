"""The connection state of a LAN game, for the status bar: a coloured dot and a few words."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from popout_desktop.ui.widgets.plain_text import literal_text

__all__ = ["STATES", "ConnectionStatus"]

#: The states shown, and the colour of each one's dot ("offline" hides the label).
STATES: dict[str, str] = {
    "offline": "",
    "hosting": "#e0a100",
    "connected": "#2e9e44",
    "reconnecting": "#e07b00",
    "lost": "#d32f2f",
    "spectating": "#1f6fd1",
}


class ConnectionStatus(QLabel):
    """A status bar label: hidden when offline, otherwise a dot in the state's colour and words
    for it ("Connected · Bob"). The words are also the accessible name and the tooltip.
    ``state_changed(str)`` after every :meth:`set_state` (the board's turn line follows it)."""

    state_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = "offline"
        self._detail = ""
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setVisible(False)

    @property
    def state(self) -> str:
        """The state shown: one of :data:`STATES`."""
        return self._state

    @property
    def detail(self) -> str:
        """The detail shown after the state's words ("" for none)."""
        return self._detail

    def set_state(self, state: str, detail: str = "") -> None:
        """Show ``state`` ("offline", "hosting", "connected", "reconnecting", "lost",
        "spectating") with an optional ``detail`` (a name, an address, a reason) as plain text.
        ValueError for an unknown state."""
        if state not in STATES:
            raise ValueError(f"unknown connection state {state!r}; one of {', '.join(STATES)}")
        self._state = state
        self._detail = " ".join(detail.split())
        if state == "offline":
            self.clear()
            self.setToolTip("")
            self.setAccessibleName("")
            self.setVisible(False)
        else:
            import html  # not at start: the game starts offline (issue 33 point 4)

            words = self.description()
            self.setText(f'<span style="color:{STATES[state]}">●</span>&nbsp;{html.escape(words)}')
            self.setToolTip(literal_text(words))  # the detail may be a peer's name
            self.setAccessibleName(words)
            self.setVisible(True)
        self.state_changed.emit(state)

    def description(self) -> str:
        """The words shown, as plain text ("" when offline)."""
        words = {
            "offline": "",
            "hosting": self.tr("Waiting for a player"),
            "connected": self.tr("Connected"),
            "reconnecting": self.tr("Reconnecting…"),
            "lost": self.tr("Connection lost"),
            "spectating": self.tr("Watching"),
        }[self._state]
        if words and self._detail:
            return self.tr("%1 · %2").replace("%1", words).replace("%2", self._detail)
        return words
