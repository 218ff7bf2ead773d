"""Quiet notes (under a field, a caption) read at 4.5:1 in every theme and are not disabled."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.themes import THEMES, apply_theme_palette, contrast_ratio, theme
from popout_desktop.ui.dialogs.new_game import NewGameDialog
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.network.dialogs import JoinDialog
from popout_desktop.ui.network.invite_link import InviteLinkBox
from popout_desktop.ui.widgets.quiet_text import make_quiet


def quiet_labels(widget: QWidget) -> list[QLabel]:
    return [
        label
        for label in widget.findChildren(QLabel)
        if label.foregroundRole() == QPalette.ColorRole.PlaceholderText
    ]


@pytest.mark.parametrize("key", [key for key in THEMES if key != "system"])
def test_every_quiet_note_reads_at_4_5_to_1(
    qtbot: QtBot, qapp: QApplication, tmp_path: object, key: str
) -> None:
    apply_theme_palette(qapp, theme(key))
    settings = Settings(None)
    dialogs: list[QWidget] = [
        PreferencesDialog(settings, sound_available=False),
        JoinDialog(settings),
        NewGameDialog(settings),
        InviteLinkBox(),
    ]
    found = 0
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        for label in quiet_labels(dialog):
            found += 1
            assert label.isEnabled(), label.text()
            palette = label.palette()
            ink = palette.color(QPalette.ColorGroup.Active, label.foregroundRole())
            ground = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Window)
            assert contrast_ratio(ink, ground) >= 4.5, (key, label.text())
    assert found >= 4  # the language note, the password note, the address info, the QR note


def test_a_quiet_label_follows_the_palette(qtbot: QtBot, qapp: QApplication) -> None:
    label = make_quiet(QLabel("a note"))
    qtbot.addWidget(label)
    label.show()
    for key in ("dark", "classic"):
        apply_theme_palette(qapp, theme(key))
        wanted = theme(key).palette().color(QPalette.ColorRole.PlaceholderText)

        def follows(w: QColor = wanted) -> bool:
            return label.palette().color(label.foregroundRole()) == w

        qtbot.waitUntil(follows)
    assert label.isEnabled()
