"""The elided label paints its enabled text as the style's ``drawItemText`` does, without
asking Python for the style (issue 33 point 4), and its disabled text through the style."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from popout_desktop.ui.widgets.elided_label import ElidedLabel


def drawn_by_the_style(label: ElidedLabel) -> QImage:
    image = label.grab().toImage()
    image.fill(label.palette().window().color())
    painter = QPainter(image)
    label.style().drawItemText(
        painter,
        label.contentsRect(),
        int(label.alignment().value),
        label.palette(),
        label.isEnabled(),
        label.shown_text(),
        label.foregroundRole(),
    )
    painter.end()
    return image


@pytest.mark.parametrize("enabled", [True, False])
@pytest.mark.parametrize("alignment", [Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight])
@pytest.mark.parametrize("text", ["Yellow", "A player's name far too long for the label"])
def test_the_label_paints_what_the_style_would(
    qtbot: QtBot, enabled: bool, alignment: Qt.AlignmentFlag, text: str
) -> None:
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
    label.set_full_text(text)
    label.resize(120, 24)
    label.setEnabled(enabled)
    label.show()
    shown = label.grab().toImage()
    assert shown == drawn_by_the_style(label)
    assert shown != QImage(shown.size(), shown.format())  # something was painted
