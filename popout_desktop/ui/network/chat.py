"""The chat of a LAN game: a read-only log of what everyone said, and a line to write in.

Everything shown comes from the network, so every author and text is shown as plain text: it
is escaped before it reaches the rich-text log, stripped of control and direction-override
characters, and links in it are never opened.

The log is a :class:`QPlainTextEdit`, whose layout places only the lines in view: a line added
to a full log (the oldest dropped) costs the same however long the log is. A rich-text log
laid out every kept line again for each new one, and a host's chat flood froze the guest (issue
32 point 6).
"""

from __future__ import annotations

import html
import re
from collections import deque
from datetime import datetime

from PySide6.QtCore import QElapsedTimer, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QPalette, QTextOption
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.net.protocol import MAX_CHAT, MAX_NAME
from popout_desktop.ui.board.themes import Theme, theme
from popout_desktop.ui.widgets.focus_ring import add_focus_ring

__all__ = ["FLUSH_INTERVAL_MS", "MAX_LOG_LINES", "ChatPanel", "clean_text", "format_time"]

#: The log keeps this many lines (as many as the host keeps); older ones scroll away for good.
#: Each kept line costs memory (a host's flood of 500-character lines took 65 MB with 2,000).
MAX_LOG_LINES = 500

#: The log is edited at most once in this many milliseconds to show new lines, however many
#: come: a host may send 500 a second, and each edit of the log is laid out and painted again
#: (one a line took a core's whole time, and the guest's answers waited: issue 32 point 6).
FLUSH_INTERVAL_MS = 50

_HH_MM = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])")
# C0/C1 controls (but tab and newline) and the bidirectional overrides and isolates, which could
# make a line read backwards or swallow the rest of the log.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def clean_text(text: str) -> str:
    """``text`` without control or direction-override characters; tabs become spaces."""
    return _UNSAFE.sub("", text).replace("\t", " ")


def format_time(text: str) -> str:
    """A chat time as HH:MM in local time: from ISO 8601 (as the host sends it) or HH:MM;
    "" for anything else, and the time now for ""."""
    text = text.strip()
    if not text:
        return datetime.now().strftime("%H:%M")
    short = _HH_MM.fullmatch(text)
    if short is not None:
        return f"{int(short.group(1)):02d}:{short.group(2)}"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%H:%M")


def _css(colour: QColor) -> str:
    return colour.name(QColor.NameFormat.HexRgb)


class ChatPanel(QWidget):
    """The chat log and an input line.

    ``message_submitted(str)`` carries a line the user sent (Enter or the Send button); the line
    is trimmed, never empty, at most 500 characters, and the input is cleared. Showing it in
    the log is the owner's business (once the host has relayed it), via :meth:`add_line`.
    """

    message_submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._theme = theme("classic")

        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setUndoRedoEnabled(False)
        self.log.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.log.setMaximumBlockCount(MAX_LOG_LINES)  # the document's, without wrapping it
        add_focus_ring(self.log)  # the style shows no focus on a text log
        # Lines wait here for the next flush (see _append). More than the log keeps would be
        # dropped at once: they are dropped here.
        self._pending: deque[str] = deque(maxlen=MAX_LOG_LINES)
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._since_flush = QElapsedTimer()  # invalid until the first flush

        self.input = QLineEdit(self)
        self.input.setMaxLength(MAX_CHAT)
        self.input.setClearButtonEnabled(True)
        self.send_button = QPushButton(self)
        self.send_button.setAutoDefault(False)
        self.retranslate()
        self.send_button.setEnabled(False)

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.log, 1)
        layout.addLayout(row)

        self.input.returnPressed.connect(self.submit)
        self.send_button.clicked.connect(self.submit)
        self.input.textChanged.connect(self._on_text_changed)
        self._input_allowed = True

    # -- public API ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Texts in the current language (the lines already in the log stay as they were)."""
        self.log.setAccessibleName(self.tr("Chat messages"))
        self.log.setPlaceholderText(self.tr("No messages yet."))
        self.input.setPlaceholderText(self.tr("Write a message…"))
        self.input.setAccessibleName(self.tr("Chat message to send"))
        self.send_button.setText(self.tr("S&end"))
        self.send_button.setToolTip(self.tr("Send the message to everyone at the table (Enter)."))

    def set_theme(self, style: Theme) -> None:
        """Mark players' lines with ``style``'s disc colours (from the next line on)."""
        self._theme = style

    def add_line(self, author: str, text: str, time: str, seat: int, own: bool) -> None:
        """Add what ``author`` said at ``time`` (ISO 8601 or HH:MM; "" for now).

        ``seat`` 1 or 2 marks a player (with a disc of their colour), 0 a spectator; ``own``
        marks the user's own lines.
        """
        name = clean_text(author).strip()[:MAX_NAME]
        if not name:
            name = self._theme.colour_name(seat) if seat in (1, 2) else self.tr("Spectator")
        stamp = format_time(time)
        parts: list[str] = []
        if stamp:
            parts.append(f'<span style="color:{_css(self._quiet())}">{stamp}</span> ')
        if seat in (1, 2):
            dot = self._theme.player_edges[seat - 1]
            parts.append(f'<span style="color:{_css(dot)}">●</span> ')
        name_colour = self.palette().color(QPalette.ColorRole.Highlight) if own else None
        name_html = html.escape(name)
        if name_colour is not None:
            name_html = f'<span style="color:{_css(name_colour)}">{name_html}</span>'
        parts.append(f"<b>{name_html}</b>")
        if own:
            you = html.escape(self.tr("(you)"))
            parts.append(f' <span style="color:{_css(self._quiet())}">{you}</span>')
        if seat == 0:
            watching = html.escape(self.tr("(watching)"))
            parts.append(f' <i style="color:{_css(self._quiet())}">{watching}</i>')
        parts.append(": " + self._body(text))
        self._append("".join(parts))

    def add_note(self, text: str) -> None:
        """Add a note of the game itself ("Bob joined"), greyed."""
        self._append(f'<i style="color:{_css(self._quiet())}">{self._body(text)}</i>')

    def clear(self) -> None:
        """Empty the log (the lines not yet shown too)."""
        self._pending.clear()
        self._flush_timer.stop()
        self.log.clear()

    @Slot()
    def flush(self) -> None:
        """Show the lines added since the last flush, all in one edit of the log: it is laid out,
        trimmed to :data:`MAX_LOG_LINES`, scrolled and told to screen readers once, however many
        came in (issue 32 point 6). Runs by itself (see :meth:`_append`)."""
        self._flush_timer.stop()
        if not self._pending:
            return
        # The text classes are imported when the first line is shown: PySide makes some 20
        # Python enum types for them, which the start (an empty chat, hidden) need not pay
        # (issue 33 point 4).
        from PySide6.QtGui import QTextBlockFormat, QTextCharFormat, QTextCursor

        fragments = list(self._pending)
        self._pending.clear()
        bar = self.log.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        document = self.log.document()
        self._drop_oldest(document.blockCount() + len(fragments) - MAX_LOG_LINES)
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        for fragment in fragments:
            if not document.isEmpty():
                # A fresh format, so nothing of the line before (a greyed note) carries over.
                cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
            cursor.insertHtml(fragment)
        cursor.endEditBlock()
        self._since_flush.start()
        if at_end:
            bar.setValue(bar.maximum())

    def set_enabled_input(self, enabled: bool) -> None:
        """Allow or forbid writing (e.g. while the connection is lost); the log stays readable."""
        self._input_allowed = enabled
        self.input.setEnabled(enabled)
        self._on_text_changed(self.input.text())

    @Slot()
    def submit(self) -> None:
        """Send what is typed (if anything) and clear the input."""
        if not self._input_allowed:
            return
        text = clean_text(self.input.text()).strip()[:MAX_CHAT]
        if not text:
            return
        self.input.clear()
        self.message_submitted.emit(text)

    def text(self) -> str:
        """The log as plain text, one line per message (for tests and accessibility), with the
        lines added and not yet shown."""
        self.flush()
        return self.log.toPlainText()

    # -- helpers -------------------------------------------------------------------------------

    def _quiet(self) -> QColor:
        return self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)

    @staticmethod
    def _body(text: str) -> str:
        return html.escape(clean_text(text)).replace("\n", "<br>")

    def _drop_oldest(self, count: int) -> None:
        """Take the oldest ``count`` lines out of the log, in one edit, to make room for new ones.

        The document would do it by itself (its maximum block count), but it selects the lines
        to drop a line at a time, laying out each one it passes: 0.2 ms for a line of 500
        characters, 35 ms for 100 of them. Here the selection ends where the first line kept
        begins, laying out nothing.
        """
        from PySide6.QtGui import QTextCursor  # see flush

        document = self.log.document()
        if count <= 0 or document.isEmpty():
            return
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        first_kept = document.findBlockByNumber(count)
        if first_kept.isValid():
            cursor.setPosition(first_kept.position(), QTextCursor.MoveMode.KeepAnchor)
        else:
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        # As the document does: the line that becomes the first keeps its character format.
        kept_format = cursor.blockCharFormat()
        cursor.removeSelectedText()
        cursor.setBlockCharFormat(kept_format)
        cursor.endEditBlock()

    def _append(self, fragment: str) -> None:
        """Show ``fragment`` as a line of its own at the next :meth:`flush`: once the event loop
        is back, or, within :data:`FLUSH_INTERVAL_MS` of the last flush, that long after it (or
        at the first :meth:`text` before then). A line now and then shows at once; a burst is
        shown in one edit of the log, and a flood in at most one edit per interval."""
        self._pending.append(fragment)
        if not self._flush_timer.isActive():
            since = self._since_flush
            waited = since.elapsed() if since.isValid() else FLUSH_INTERVAL_MS
            self._flush_timer.start(max(0, FLUSH_INTERVAL_MS - waited))

    @Slot(str)
    def _on_text_changed(self, text: str) -> None:
        self.send_button.setEnabled(self._input_allowed and bool(text.strip()))
