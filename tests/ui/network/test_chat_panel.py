"""The chat panel: lines shown as plain text, own and spectators' lines marked, sending."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible, QTextBlock, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPlainTextDocumentLayout
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.network.chat import MAX_LOG_LINES, ChatPanel, clean_text, format_time
from popout_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def panel(qtbot: QtBot) -> ChatPanel:
    widget = ChatPanel()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_line_shows_time_name_and_text(panel: ChatPanel) -> None:
    panel.add_line("Ann", "Hello!", "14:05", 1, False)
    assert panel.text() == "14:05 ● Ann: Hello!"


def test_text_is_never_markup(panel: ChatPanel) -> None:
    panel.add_line("<i>Eve</i>", '<b>bold</b> <a href="http://x">link</a> &amp;', "09:00", 2, False)
    assert panel.text() == '09:00 ● <i>Eve</i>: <b>bold</b> <a href="http://x">link</a> &amp;'
    html = panel.log.document().toHtml()
    assert "<b>bold" not in html
    assert "<a " not in html
    assert "&lt;b&gt;bold&lt;/b&gt;" in html
    # A plain-text log: nothing in it is ever a link to open.
    assert not panel.log.textInteractionFlags() & Qt.TextInteractionFlag.LinksAccessibleByMouse


def test_newlines_stay_inside_the_line_and_controls_go(panel: ChatPanel) -> None:
    panel.add_line("Ann", "one\ntwo\u202eowt\x07", "10:00", 1, False)
    assert "\u202e" not in panel.text()
    assert "\x07" not in panel.text()
    assert panel.log.document().blockCount() == 1


def test_own_lines_and_spectators_are_marked(panel: ChatPanel) -> None:
    panel.add_line("Ann", "mine", "10:00", 1, True)
    panel.add_line("Zed", "watching you", "10:01", 0, False)
    lines = panel.text().splitlines()
    assert lines[0] == "10:00 ● Ann (you): mine"
    assert lines[1] == "10:01 Zed (watching): watching you"


def test_a_nameless_author_gets_their_colour(panel: ChatPanel) -> None:
    panel.add_line("", "hi", "10:00", 2, False)
    panel.add_line("", "hello", "10:00", 0, False)
    assert panel.text().splitlines() == ["10:00 ● Yellow: hi", "10:00 Spectator (watching): hello"]
    panel.set_theme(theme("contrast"))
    panel.add_line("", "hey", "10:00", 1, False)
    assert panel.text().splitlines()[-1] == "10:00 ● Blue ✕: hey"


def test_notes_are_greyed_and_not_bold(panel: ChatPanel) -> None:
    panel.add_note("Bob joined <the game>.")
    panel.add_line("Bob", "hi", "10:00", 2, False)
    assert panel.text().splitlines() == ["Bob joined <the game>.", "10:00 ● Bob: hi"]
    note = panel.log.document().firstBlock()
    assert note.begin().fragment().charFormat().fontItalic()
    # Nothing of the note's format leaks into the next line's text.
    line = note.next()
    fragments = []
    iterator = line.begin()
    while not iterator.atEnd():
        fragments.append(iterator.fragment())
        iterator += 1
    assert not fragments[-1].charFormat().fontItalic()


def test_clear_empties_the_log(panel: ChatPanel) -> None:
    panel.add_line("Ann", "hi", "10:00", 1, False)
    panel.clear()
    assert panel.text() == ""


def test_the_log_is_bounded(panel: ChatPanel) -> None:
    assert panel.log.document().maximumBlockCount() == MAX_LOG_LINES


def test_a_new_line_in_a_full_log_moves_no_other_line(qtbot: QtBot, panel: ChatPanel) -> None:
    """Issue 32 point 6: a hostile host's chat flood froze the guest, as each line added to the
    full log (the oldest dropped) laid out every line kept again. The work for a line must not
    grow with the log: no line already shown is placed anew (measured as work, not time)."""
    text = "x" * 495
    for index in range(MAX_LOG_LINES + 50):
        panel.add_line("Mallory", f"{index} {text}", "10:00", 1, False)
    panel.flush()
    qtbot.wait(1)
    document = panel.log.document()
    layout = document.documentLayout()

    def tops() -> dict[str, float]:
        out: dict[str, float] = {}
        block = document.firstBlock()
        while block.isValid():
            out[block.text()] = layout.blockBoundingRect(block).top()
            block = block.next()
        return out

    before = tops()
    for index in range(3):
        panel.add_line("Mallory", f"more {index} {text}", "10:00", 1, False)
        panel.flush()  # each line an edit of its own (lines that come together: see below)
        qtbot.wait(1)
    after = tops()
    assert len(after) == MAX_LOG_LINES
    assert sum(1 for key, top in after.items() if key in before and before[key] != top) == 0


class Edits:
    """Every edit of ``panel``'s log (the document's ``contentsChange``): each is laid out,
    painted and told to screen readers again."""

    def __init__(self, panel: ChatPanel) -> None:
        self.changes: list[tuple[int, int, int]] = []
        panel.log.document().contentsChange.connect(
            lambda at, removed, added: self.changes.append((at, removed, added))
        )


def test_a_burst_of_lines_is_shown_in_one_edit(qtbot: QtBot, panel: ChatPanel) -> None:
    """Issue 32 point 6: a host's flood (up to 500 lines a second) kept the guest too busy to
    answer a ping: each line was an edit of the full log of its own (inserted, the oldest line
    dropped, laid out and painted). The lines that come in one turn of the event loop are
    shown in one edit, all of them, in order, each with its author."""
    for index in range(MAX_LOG_LINES):
        panel.add_line("Ann", f"old {index}", "10:00", 1, False)
    panel.flush()
    edits = Edits(panel)
    for index in range(100):
        panel.add_line("Mallory", f"more {index}", "10:01", 2, False)
        panel.add_line("Bob", f"reply {index}", "10:01", 1, True)
    panel.add_note("Mallory lost the connection.")
    assert edits.changes == []  # nothing yet: the event loop is not back
    qtbot.waitUntil(lambda: "Mallory lost" in panel.log.toPlainText())
    # One edit puts the lines in, one drops as many old ones (the log is full).
    assert len(edits.changes) <= 2
    lines = panel.log.toPlainText().splitlines()
    assert len(lines) == MAX_LOG_LINES
    expected = [
        line
        for index in range(100)
        for line in (f"10:01 ● Mallory: more {index}", f"10:01 ● Bob (you): reply {index}")
    ]
    assert lines[-201:] == [*expected, "Mallory lost the connection."]
    assert lines[0] == "10:00 ● Ann: old 201"


def test_a_burst_longer_than_the_log_shows_its_newest_lines(qtbot: QtBot, panel: ChatPanel) -> None:
    """What the log would drop at once is never put in it: the newest lines, in one edit."""
    edits = Edits(panel)
    count = 2 * MAX_LOG_LINES + 7
    for index in range(count):
        panel.add_line("Mallory", f"line {index}", "10:00", 1, False)
    qtbot.waitUntil(lambda: f"line {count - 1}" in panel.log.toPlainText())
    assert len(edits.changes) == 1
    assert panel.log.toPlainText().splitlines() == [
        f"10:00 ● Mallory: line {index}" for index in range(count - MAX_LOG_LINES, count)
    ]


class CountingLayout(QPlainTextDocumentLayout):
    """A plain-text log's layout that notes each line it is asked to place (and so lays out)."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self.asked: list[str] = []

    def blockBoundingRect(self, block: QTextBlock) -> QRectF:  # noqa: N802 (Qt's name)
        self.asked.append(block.text())
        return super().blockBoundingRect(block)


def test_the_lines_dropped_for_new_ones_are_never_laid_out(qtbot: QtBot, panel: ChatPanel) -> None:
    """Issue 32 point 6: the document drops the oldest lines of a full log itself, but selects
    them a line at a time, laying out each (35 ms for 100 lines of 500 characters). The lines
    dropped are never laid out (counted as work, not time)."""
    document = QTextDocument(panel.log)
    layout = CountingLayout(document)
    document.setDocumentLayout(layout)
    document.setUndoRedoEnabled(False)
    document.setMaximumBlockCount(MAX_LOG_LINES)
    panel.log.setDocument(document)
    text = "x" * 495
    for index in range(MAX_LOG_LINES):
        panel.add_line("Mallory", f"old {index} {text}", "10:00", 1, False)
    panel.flush()
    qtbot.wait(1)
    layout.asked.clear()
    for index in range(40):
        panel.add_line("Mallory", f"new {index} {text}", "10:00", 1, False)
    panel.flush()
    dropped = {f"10:00 ● Mallory: old {index} {text}" for index in range(40)}
    assert not dropped & set(layout.asked)
    lines = panel.text().splitlines()
    assert len(lines) == MAX_LOG_LINES
    assert lines[0].startswith("10:00 ● Mallory: old 40 ")
    assert lines[-1].startswith("10:00 ● Mallory: new 39 ")


def test_a_screen_reader_reads_every_line_of_a_burst(qtbot: QtBot, panel: ChatPanel) -> None:
    """The log's accessible text (what a screen reader reads, and is told was inserted) has
    every line of a burst, in order, once it is shown."""
    panel.add_note("Ann joined.")
    for index in range(30):
        panel.add_line("Ann", f"line {index}", "10:00", 1, False)
    qtbot.waitUntil(lambda: "line 29" in panel.log.toPlainText())
    text = QAccessible.queryAccessibleInterface(panel.log).textInterface()
    assert text is not None
    said = text.text(0, text.characterCount())
    lines = said.replace("\u2029", "\n").splitlines()
    assert lines == ["Ann joined.", *(f"10:00 ● Ann: line {index}" for index in range(30))]


def test_a_line_now_and_then_shows_by_itself(qtbot: QtBot, panel: ChatPanel) -> None:
    """A line waits for no :meth:`ChatPanel.text` to be shown: the event loop shows it."""
    panel.add_line("Ann", "hello", "10:00", 1, False)
    qtbot.waitUntil(lambda: panel.log.toPlainText() == "10:00 ● Ann: hello")
    panel.add_line("Ann", "again", "10:00", 1, False)  # within the interval of the last edit
    qtbot.waitUntil(lambda: panel.log.toPlainText().endswith("10:00 ● Ann: again"))


def test_clear_forgets_the_lines_not_yet_shown(qtbot: QtBot, panel: ChatPanel) -> None:
    panel.add_line("Ann", "hi", "10:00", 1, False)
    panel.clear()
    panel.add_line("Bob", "fresh", "10:01", 2, False)
    qtbot.waitUntil(lambda: "fresh" in panel.log.toPlainText())
    assert panel.log.toPlainText() == "10:01 ● Bob: fresh"


def test_enter_sends_and_clears(qtbot: QtBot, panel: ChatPanel) -> None:
    assert not panel.send_button.isEnabled()
    QTest.keyClicks(panel.input, "  good game  ")
    assert panel.send_button.isEnabled()
    with qtbot.waitSignal(panel.message_submitted) as sent:
        QTest.keyClick(panel.input, Qt.Key.Key_Return)
    assert sent.args == ["good game"]
    assert panel.input.text() == ""
    assert not panel.send_button.isEnabled()
    # Nothing is shown until the owner adds the relayed line.
    assert panel.text() == ""


def test_the_send_button_sends(qtbot: QtBot, panel: ChatPanel) -> None:
    panel.input.setText("hi")
    with qtbot.waitSignal(panel.message_submitted, check_params_cb=lambda t: t == "hi"):
        panel.send_button.click()


def test_blank_lines_are_not_sent(qtbot: QtBot, panel: ChatPanel) -> None:
    panel.input.setText("   ")
    with qtbot.assertNotEmitted(panel.message_submitted):
        QTest.keyClick(panel.input, Qt.Key.Key_Return)
        panel.submit()


def test_a_message_is_at_most_500_characters(qtbot: QtBot, panel: ChatPanel) -> None:
    assert panel.input.maxLength() == 500
    panel.input.setText("x" * 600)
    with qtbot.waitSignal(panel.message_submitted) as sent:
        panel.submit()
    assert len(sent.args[0]) == 500


def test_input_can_be_disabled(qtbot: QtBot, panel: ChatPanel) -> None:
    panel.input.setText("hello")
    panel.set_enabled_input(False)
    assert not panel.input.isEnabled()
    assert not panel.send_button.isEnabled()
    with qtbot.assertNotEmitted(panel.message_submitted):
        panel.submit()
    panel.add_line("Ann", "still shown", "10:00", 1, False)
    assert "still shown" in panel.text()
    panel.set_enabled_input(True)
    assert panel.send_button.isEnabled()
    with qtbot.waitSignal(panel.message_submitted):
        panel.submit()


def test_times() -> None:
    assert format_time("9:05") == "09:05"
    assert format_time("23:59") == "23:59"
    moment = datetime(2026, 11, 29, 14, 5, tzinfo=UTC)
    assert format_time(moment.isoformat()) == moment.astimezone().strftime("%H:%M")
    assert format_time("2026-11-29T14:05:00") == "14:05"
    assert format_time("tea time") == ""
    assert format_time("25:00") == ""
    assert re.fullmatch(r"\d\d:\d\d", format_time(""))


def test_clean_text() -> None:
    assert clean_text("a\tb\x00c\u202ed\u2066e\n") == "a bcde\n"


def test_the_newest_line_scrolls_into_view(qtbot: QtBot, panel: ChatPanel) -> None:
    panel.resize(300, 150)
    for index in range(60):
        panel.add_line("Ann", f"line {index}", "10:00", 1, False)
    bar = panel.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == bar.maximum()


def test_the_window_s_chat_speaks_the_language_chosen_while_it_is_open(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    """The chat's line and button stayed English in a window switched to Russian (seen in the
    screenshots of issue 32 point 4)."""
    win = MainWindow(settings=Settings(tmp_path / "s.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    install_translators(qapp, "ru")
    try:
        chat = win.net.chat
        qtbot.waitUntil(lambda: chat.input.placeholderText() == "Сообщение…", timeout=2000)
        assert chat.send_button.text() == "Отп&равить"
        assert chat.log.placeholderText() != "No messages yet."
    finally:
        install_translators(qapp, "en")
    qtbot.waitUntil(
        lambda: win.net.chat.input.placeholderText() == "Write a message…", timeout=2000
    )
