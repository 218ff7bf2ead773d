"""The Export Replay dialog: how a game's replay is written (format, size, speed, captions, theme).

:class:`ExportReplayDialog` asks; :meth:`ExportReplayDialog.choice` gives a :class:`ReplayChoice`.
Below the choices a line says what the image will hold ("247 frames, 41 s"), computed from the
game as the choices change. The file name is asked next, by the caller (Game → Export Replay…).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.settings.schema import THEMES as THEME_NAMES
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.replay.writer import ReplayFormat, available

__all__ = ["SIZES", "SPEEDS", "ExportReplayDialog", "ReplayChoice"]

translate = QCoreApplication.translate

#: The sizes offered: width in pixels.
SIZES: tuple[int, ...] = (320, 480, 640)
#: The default size (the one a 30-move game stays under 2 MB at, in every format).
DEFAULT_WIDTH = 480
#: The speeds offered: name and factor on every duration (as the board's speeds).
SPEEDS: tuple[tuple[str, float], ...] = (("slow", 2.0), ("normal", 1.0), ("fast", 0.5))


@dataclass(frozen=True)
class ReplayChoice:
    """What the dialog chose: the format, the width in pixels, the speed factor, the move
    captions on or off, and the theme's key."""

    kind: ReplayFormat = ReplayFormat.GIF
    width: int = DEFAULT_WIDTH
    speed: float = 1.0
    captions: bool = True
    theme_key: str = "classic"


#: Tells what a choice gives: ``(frames, milliseconds)``, or None if it cannot be told.
Estimate = Callable[[ReplayChoice], tuple[int, int] | None]


class ExportReplayDialog(QDialog):
    """The choices for a replay; ``initial`` preselects them (the theme is the board's)."""

    def __init__(
        self,
        initial: ReplayChoice,
        estimate: Estimate | None = None,
        parent: QWidget | None = None,
        writes: Callable[[ReplayFormat], bool] = available,
    ) -> None:
        super().__init__(parent)
        self._estimate = estimate
        self._writes = writes
        self.format_box = QComboBox(self)
        for kind in ReplayFormat:
            self.format_box.addItem("", kind)
            if not writes(kind):  # offered, greyed: the reason is in its words
                item = cast(QStandardItemModel, self.format_box.model()).item(
                    self.format_box.count() - 1
                )
                item.setEnabled(False)
        self.size_box = QComboBox(self)
        for width in SIZES:
            self.size_box.addItem("", width)
        self.speed_box = QComboBox(self)
        for name, factor in SPEEDS:
            self.speed_box.addItem("", (name, factor))
        self.theme_box = QComboBox(self)
        for key in THEME_NAMES:
            self.theme_box.addItem("", key)
        self.captions_box = QCheckBox(self)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self._form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(4)]
        for label, box in zip(
            self._labels,
            (self.format_box, self.size_box, self.speed_box, self.theme_box),
            strict=True,
        ):
            label.setBuddy(box)
            self._form.addRow(label, box)
        self._form.addRow("", self.captions_box)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self._form)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self._select(initial)
        for box in (self.format_box, self.size_box, self.speed_box, self.theme_box):
            box.currentIndexChanged.connect(self._refresh_summary)
        self.captions_box.toggled.connect(self._refresh_summary)
        self._retranslate()

    def _select(self, choice: ReplayChoice) -> None:
        """Preselect ``choice`` (values not offered keep the defaults)."""
        kind = choice.kind if self._writes(choice.kind) else ReplayFormat.GIF
        pairs: list[tuple[QComboBox, object]] = [
            (self.format_box, kind),
            (self.size_box, choice.width if choice.width in SIZES else DEFAULT_WIDTH),
            (self.theme_box, choice.theme_key),
        ]
        for box, value in pairs:
            index = box.findData(value)
            box.setCurrentIndex(max(0, index))
        speeds = [factor for _name, factor in SPEEDS]
        self.speed_box.setCurrentIndex(speeds.index(choice.speed) if choice.speed in speeds else 1)
        self.captions_box.setChecked(choice.captions)

    def choice(self) -> ReplayChoice:
        """What is chosen now."""
        _name, factor = self.speed_box.currentData()
        return ReplayChoice(
            kind=ReplayFormat(self.format_box.currentData()),
            width=int(self.size_box.currentData()),
            speed=float(factor),
            captions=self.captions_box.isChecked(),
            theme_key=str(self.theme_box.currentData()),
        )

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Export Replay"))
        names = (
            self.tr("&Format:"),
            self.tr("Si&ze:"),
            # The preferences' words, translated already.
            translate("PreferencesDialog", "Animation &speed:"),
            translate("PreferencesDialog", "&Theme:"),
        )
        for label, text in zip(self._labels, names, strict=True):
            label.setText(text)
        formats = {
            ReplayFormat.GIF: self.tr("GIF (plays everywhere)"),
            ReplayFormat.WEBP: self.tr("WebP (every colour exact; web browsers play it)"),
            ReplayFormat.APNG: self.tr("Animated PNG (the smallest; web browsers play it)"),
        }
        missing = self.tr("%1: not available, this Pillow cannot write it")
        for index in range(self.format_box.count()):
            kind = ReplayFormat(self.format_box.itemData(index))
            text = formats[kind]
            if not self._writes(kind):
                text = missing.replace("%1", kind.name)
            self.format_box.setItemText(index, text)
        sizes = (
            self.tr("Small (%1 pixels wide)"),
            self.tr("Medium (%1 pixels wide)"),
            self.tr("Large (%1 pixels wide)"),
        )
        for index, text in enumerate(sizes):
            self.size_box.setItemText(index, text.replace("%1", str(SIZES[index])))
        speeds = {
            "slow": translate("PreferencesDialog", "Slow"),
            "normal": translate("PreferencesDialog", "Normal"),
            "fast": translate("PreferencesDialog", "Fast"),
        }
        for index in range(self.speed_box.count()):
            self.speed_box.setItemText(index, speeds[self.speed_box.itemData(index)[0]])
        for index in range(self.theme_box.count()):
            self.theme_box.setItemText(index, theme(self.theme_box.itemData(index)).name())
        self.captions_box.setText(self.tr("&Captions: the move numbers, the moves and the result"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Export…"))
        self._refresh_summary()

    @Slot()
    def _refresh_summary(self) -> None:
        """Say how many frames and seconds the image will hold."""
        told = self._estimate(self.choice()) if self._estimate is not None else None
        if told is None:
            self.summary.setText("")
            return
        frames, milliseconds = told
        locale = QLocale()
        self.summary.setText(
            self.tr("%1 frames, %2 seconds, then it starts again.")
            .replace("%1", locale.toString(frames))
            .replace("%2", locale.toString(milliseconds / 1000, "f", 1))
        )

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
