"""No text is cut without a sign (issue 31 point 3): every dialog and every page of the main
window, in every language, at 800x600, gives each label and button the room its text needs.

A label or a button whose text is wider than the widget is cut silently (Qt draws what fits and
no "…"): that fails. A label that wraps must be tall enough for its wrapped lines; a label that
elides on purpose (:class:`~popout_desktop.ui.widgets.elided_label.ElidedLabel`, the whole text in
its tooltip) is left to cut. One window per language is built and shown page by page, and each
dialog once per language, so the whole walk stays fast.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.rules import Move, Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.dialogs.new_game import NewGameDialog
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.dialogs.rules_help import RulesDialog
from popout_desktop.ui.dialogs.statistics import StatisticsDialog
from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog
from popout_desktop.ui.network.broker_settings import BrokerDialog, stored_broker
from popout_desktop.ui.network.host_dialog import HostDialog
from popout_desktop.ui.network.join_dialog import JoinDialog
from popout_desktop.ui.replay.dialog import ExportReplayDialog, ReplayChoice
from popout_desktop.ui.widgets.elided_label import ElidedLabel
from popout_desktop.ui.window.main_window import MainWindow

LANGUAGES = ("en", "ru", "pl", "it", "nl")
SCREEN = QSize(800, 600)


def _mnemonic_free(text: str) -> str:
    """``text`` as painted: a single "&" marks a mnemonic, "&&" is an "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _button_need(button: QAbstractButton) -> int:
    """The width ``button`` needs to show its text and icon whole (not the style's least width
    of an empty push button, which is only a preference)."""
    if isinstance(button, (QCheckBox, QRadioButton)) or not isinstance(button, QPushButton):
        return button.sizeHint().width()
    metrics = button.fontMetrics()
    width = metrics.horizontalAdvance(_mnemonic_free(button.text()))
    if not button.icon().isNull():
        width += button.iconSize().width() + 4
    option = QStyleOptionButton()
    button.initStyleOption(option)
    size = button.style().sizeFromContents(
        QStyle.ContentsType.CT_PushButton, option, QSize(width, metrics.height()), button
    )
    return min(size.width(), button.sizeHint().width())


def cut_texts(top: QWidget) -> list[str]:
    """Every label and button shown in ``top`` whose text does not fit what it shows."""
    problems: list[str] = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0 or not widget.isVisibleTo(top):
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QLabel):
            if isinstance(widget, ElidedLabel) or not widget.text() or not widget.pixmap().isNull():
                if isinstance(widget, ElidedLabel) and widget.is_elided():
                    assert widget.toolTip() == widget.text(), widget.text()
                continue
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if widget.height() < need:
                    problems.append(
                        f"{where} {widget.text()!r}: {widget.height()} px high, needs {need}"
                    )
                continue
            need = widget.sizeHint().width()
            if widget.width() < need:
                problems.append(f"{where} {widget.text()!r}: {widget.width()} px, needs {need}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            need = _button_need(widget)
            if widget.width() < need:
                problems.append(f"{where} {widget.text()!r}: {widget.width()} px, needs {need}")
    return problems


def settle() -> None:
    """Let the layouts settle (a wrapped label's height follows its width)."""
    for _ in range(4):
        QApplication.processEvents()


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = str(request.param)
    install_translators(qapp, code)
    yield code
    install_translators(qapp, "en")


DIALOGS: dict[str, Callable[[Settings], QWidget]] = {
    "new game": lambda settings: NewGameDialog(settings),
    "table settings": lambda settings: TableSettingsDialog(settings),
    "preferences": lambda settings: PreferencesDialog(settings, sound_available=False),
    "statistics": lambda settings: StatisticsDialog(settings),
    "rules": lambda settings: RulesDialog(Rules(), settings=settings),
    "host": lambda settings: HostDialog(settings),
    "broker": lambda settings: BrokerDialog(stored_broker(settings)),
    "join": lambda settings: JoinDialog(settings),
    "export replay": lambda settings: ExportReplayDialog(ReplayChoice()),
}


def test_every_dialog_shows_its_texts_whole(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    settings = Settings(tmp_path / "popout.ini")
    problems: list[str] = []
    for name, make in DIALOGS.items():
        dialog = make(settings)
        qtbot.addWidget(dialog)
        # As an 800x600 screen shows it: its own size, no larger than the screen (never under
        # its least size); then at its least size, where a smaller screen or the person puts it.
        dialog.resize(dialog.sizeHint().boundedTo(SCREEN).expandedTo(dialog.minimumSize()))
        dialog.show()
        qtbot.waitExposed(dialog)
        settle()
        problems += [f"{name}: {problem}" for problem in cut_texts(dialog)]
        if dialog.minimumWidth() > SCREEN.width() or dialog.minimumHeight() > SCREEN.height():
            problems.append(f"{name}: its least size {dialog.minimumSize()} is over 800x600")
        dialog.resize(dialog.minimumSize())
        settle()
        problems += [f"{name} (least size): {problem}" for problem in cut_texts(dialog)]
        dialog.close()
    assert problems == [], f"{language}:\n" + "\n".join(problems)


def test_every_page_of_the_window_shows_its_texts_whole(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    window = MainWindow(settings=Settings(tmp_path / "popout.ini"))
    qtbot.addWidget(window)
    window.set_speed("off")
    window.resize(SCREEN)
    window.show()
    qtbot.waitExposed(window)
    for token in ("d4", "d3", "d4", "d5"):
        assert window.model.play(Move.parse(token))
    problems: list[str] = []

    def check(page: str) -> None:
        settle()
        problems.extend(f"{page}: {problem}" for problem in cut_texts(window))

    check("game")
    window.review(2)
    check("review")
    window.back_to_game()
    window.position_editor.setup_action.trigger()
    check("setup mode")
    window.position_editor.cancel()
    window.puzzles.action.trigger()
    check("puzzles")
    assert problems == [], f"{language}:\n" + "\n".join(problems)


def test_the_check_sees_a_cut_label(qtbot: QtBot) -> None:
    """The walk finds what it looks for: a label, a check box and a button narrower than their
    texts are cut; a wrapped label too short for its lines is cut; an elided one is not."""
    top = QWidget()
    qtbot.addWidget(top)
    label = QLabel("A label far wider than its place", top)
    check = QCheckBox("A check box far wider than its place", top)
    button = QPushButton("A button far wider than its place", top)
    wrapped = QLabel("A wrapped label with far more words than two lines can hold here", top)
    wrapped.setWordWrap(True)
    elided = ElidedLabel(top)
    elided.set_full_text("An elided label far wider than its place")
    for index, widget in enumerate((label, check, button, wrapped, elided)):
        widget.setGeometry(0, 30 * index, 60, 20)
    top.show()
    qtbot.waitExposed(top)
    found = cut_texts(top)
    assert len(found) == 4, found
    for widget in (label, check, button):
        widget.adjustSize()
    wrapped.resize(60, wrapped.heightForWidth(60))
    assert cut_texts(top) == []
