"""The statistics dialog: games won, lost and drawn per opponent kind, with totals and a reset.

The counts come from :meth:`Settings.statistics() <popout_desktop.settings.Settings.statistics>`
("human" for two people at one screen, counted from Red's side; "computer-<level>" for each
computer level) and follow ``Settings.changed`` while the dialog is open.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.settings import LEVEL_CHOICES, STAT_OUTCOMES, Settings

__all__ = ["StatisticsDialog", "opponent_label", "opponent_order"]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate

#: Opponent keys in the order the table lists them; unknown keys follow, sorted.
KNOWN_OPPONENTS = ("human", *(f"computer-{level}" for level in LEVEL_CHOICES))


def opponent_label(key: str) -> str:
    """A friendly, translated name for an opponent key of the statistics."""
    labels = {
        "human": translate("StatisticsDialog", "Two players (Red's results)"),
        "computer-beginner": translate("StatisticsDialog", "Computer — beginner"),
        "computer-easy": translate("StatisticsDialog", "Computer — easy"),
        "computer-medium": translate("StatisticsDialog", "Computer — medium"),
        "computer-hard": translate("StatisticsDialog", "Computer — hard"),
        "computer-expert": translate("StatisticsDialog", "Computer — expert"),
    }
    return labels.get(key, key)


def opponent_order(keys: list[str]) -> list[str]:
    """``keys`` in table order: two players, the computer from beginner to expert, the rest."""
    known = [key for key in KNOWN_OPPONENTS if key in keys]
    return known + sorted(key for key in keys if key not in KNOWN_OPPONENTS)


class StatisticsDialog(QDialog):
    """Won, lost and drawn per opponent kind from ``settings``; a Reset button with confirmation.

    Columns: opponent, won, lost, drawn, games; the last row holds the totals.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Statistics"))
        self.setSizeGripEnabled(True)
        self.setMinimumWidth(420)

        self.table = QTableWidget(0, 5, self)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Opponent"),
                self.tr("Won"),
                self.tr("Lost"),
                self.tr("Drawn"),
                self.tr("Games"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Results per opponent"))
        # Room for every known opponent and the totals, so rows never arrive in a cramped box.
        rows = len(KNOWN_OPPONENTS) + 1
        self.table.setMinimumHeight(
            self.table.verticalHeader().defaultSectionSize() * rows
            + header.sizeHint().height()
            + 2 * self.table.frameWidth()
        )

        self.empty_label = QLabel(
            self.tr("No games finished yet. Results are counted when a game ends."), self
        )
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = self.buttons.addButton(
            self.tr("&Reset…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.reset_button.setToolTip(self.tr("Forget every result counted so far."))
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.confirm_reset)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.buttons)

        settings.changed.connect(self._on_settings_changed)
        self.refresh()

    def sizeHint(self) -> QSize:
        """Wide enough for the longest opponent name and four numbers."""
        return QSize(560, 380)

    # -- public API ----------------------------------------------------------------------------

    def rows(self) -> list[tuple[str, int, int, int, int]]:
        """The table as shown: ``(opponent, won, lost, drawn, games)``, totals last."""
        result: list[tuple[str, int, int, int, int]] = []
        for row in range(self.table.rowCount()):
            items = [self.table.item(row, column) for column in range(5)]
            texts = [item.text() if item is not None else "0" for item in items]
            won, lost, drawn, games = (int(text) for text in texts[1:])
            result.append((texts[0], won, lost, drawn, games))
        return result

    def refresh(self) -> None:
        """Read the statistics again."""
        statistics = self._settings.statistics()
        keys = opponent_order(list(statistics))
        self.table.setRowCount(0)
        totals = dict.fromkeys(STAT_OUTCOMES, 0)
        for key in keys:
            counts = statistics[key]
            for outcome in STAT_OUTCOMES:
                totals[outcome] += counts[outcome]
            self._add_row(opponent_label(key), counts, bold=False)
        if keys:
            self._add_row(self.tr("Total"), totals, bold=True)
        self.empty_label.setVisible(not keys)
        self.reset_button.setEnabled(bool(keys))

    @Slot()
    def confirm_reset(self) -> bool:
        """Ask, then forget every statistic; True if they were reset."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset Statistics"),
            self.tr("Forget every game won, lost and drawn? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Reset:
            return False
        self._settings.reset_statistics()
        return True

    # -- internals -------------------------------------------------------------------------------

    def _add_row(self, label: str, counts: dict[str, int], *, bold: bool) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        values = [counts[outcome] for outcome in STAT_OUTCOMES]
        cells = [label, *(str(value) for value in values), str(sum(values))]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if bold:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, column, item)

    @Slot(str)
    def _on_settings_changed(self, key: str) -> None:
        if key == "" or key == "stats" or key.startswith("stats/"):
            self.refresh()
