"""The statistics dialog: games won, lost and drawn per opponent kind or per table, with totals
and a reset.

The counts come from :meth:`Settings.statistics()
<popout_desktop.settings.store.Settings.statistics>`
under keys ``<opponent>.<table>`` (see :func:`popout_desktop.game.session.statistics_key`): the
opponent is "human" for two people at one screen, counted from the first player's side (named
by its colour in the theme in force), or "computer-<level>" (named as everywhere else:
"Computer (medium)"); the table a preset's name or "other". Results counted before tables were
have the opponent alone: they count under their opponent, and as "table not recorded". The
counts follow ``Settings.changed`` while the dialog is open.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.game.session import OTHER_TABLE, split_statistics_key
from popout_desktop.rules.table import PRESET_NAMES
from popout_desktop.settings.store import LEVEL_CHOICES, STAT_OUTCOMES, Settings
from popout_desktop.ui.board.themes import CLASSIC, Theme, theme
from popout_desktop.ui.dialogs.table_texts import preset_label
from popout_desktop.ui.player_names import computer_label

__all__ = [
    "StatisticsDialog",
    "opponent_label",
    "opponent_order",
    "split_counts",
    "table_label",
    "table_order",
]

Counts = dict[str, int]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate

#: Opponent keys in the order the table lists them; unknown keys follow, sorted.
KNOWN_OPPONENTS = ("human", *(f"computer-{level}" for level in LEVEL_CHOICES))


def opponent_label(key: str, look: Theme | None = None) -> str:
    """A friendly, translated name for an opponent key of the statistics; two people's results
    are the first player's, named by its colour in ``look`` (Classic by default)."""
    if key == "human":
        colour = (look or theme(CLASSIC)).colour_name(1)
        return translate("StatisticsDialog", "Two players (%1's results)").replace("%1", colour)
    opponent, _, level = key.partition("-")
    if opponent == "computer" and level in LEVEL_CHOICES:
        return computer_label(level)  # as the New Game dialog and the players panel say it
    return key


def opponent_order(keys: list[str]) -> list[str]:
    """``keys`` in table order: two players, the computer from beginner to expert, the rest."""
    known = [key for key in KNOWN_OPPONENTS if key in keys]
    return known + sorted(key for key in keys if key not in KNOWN_OPPONENTS)


#: Table keys in the order the table lists them: the presets as the table menu names them,
#: other tables, then results counted before tables were (None); unknown keys after "other".
KNOWN_TABLES = (*PRESET_NAMES, OTHER_TABLE)


def table_label(key: str | None) -> str:
    """A translated name for a table key of the statistics: a preset's own name (as the table
    settings call it), "Other tables", or, for None, "Table not recorded"."""
    if key is None:
        return translate("StatisticsDialog", "Table not recorded (earlier games)")
    if key == OTHER_TABLE:
        return translate("StatisticsDialog", "Other tables")
    if key in PRESET_NAMES:
        return preset_label(key)
    return key


def table_order(keys: list[str | None]) -> list[str | None]:
    """``keys`` in table order: the presets, other tables, unknown keys sorted, None last."""
    known: list[str | None] = [key for key in KNOWN_TABLES if key in keys]
    unknown = sorted(key for key in keys if key is not None and key not in KNOWN_TABLES)
    return known + list(unknown) + ([None] if None in keys else [])


def split_counts(
    statistics: dict[str, Counts],
) -> tuple[dict[str, Counts], dict[str | None, Counts]]:
    """The stored counts summed per opponent and per table (None: not recorded)."""
    by_opponent: dict[str, Counts] = {}
    by_table: dict[str | None, Counts] = {}
    for key, counts in statistics.items():
        opponent, table = split_statistics_key(key)
        _add(by_opponent.setdefault(opponent, dict.fromkeys(STAT_OUTCOMES, 0)), counts)
        _add(by_table.setdefault(table, dict.fromkeys(STAT_OUTCOMES, 0)), counts)
    return by_opponent, by_table


def _add(total: Counts, counts: Counts) -> None:
    for outcome in STAT_OUTCOMES:
        total[outcome] += counts[outcome]


#: The two ways the dialog splits the results (its combo box's data).
VIEWS = ("opponent", "table")


class StatisticsDialog(QDialog):
    """Won, lost and drawn per opponent kind or per table (:attr:`view_box`) from
    ``settings``; a Reset button with confirmation.

    Columns: opponent (or table), won, lost, drawn, games; the last row holds the totals.
    """

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, *, theme_key: str | None = None
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        # Whose results two people's are: the first player, named by its colour in this theme.
        self._theme = theme(theme_key or str(settings.value("prefs/theme")))
        self.setWindowTitle(self.tr("Statistics"))
        self.setSizeGripEnabled(True)
        self.setMinimumWidth(420)

        self.view_box = QComboBox(self)
        self.view_box.addItem(self.tr("By opponent"), "opponent")
        self.view_box.addItem(self.tr("By table"), "table")
        self.view_box.setToolTip(self.tr("Count the results per opponent or per table."))
        view_label = QLabel(self.tr("&Show:"), self)
        view_label.setBuddy(self.view_box)
        self.view_box.currentIndexChanged.connect(self._on_view_changed)

        self.table = QTableWidget(0, 5, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # Room for every known opponent or table and the totals: rows never arrive cramped.
        rows = max(len(KNOWN_OPPONENTS), len(KNOWN_TABLES) + 1) + 1
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

        choice = QHBoxLayout()
        choice.addWidget(view_label)
        choice.addWidget(self.view_box)
        choice.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(choice)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.buttons)

        settings.changed.connect(self._on_settings_changed)
        self.refresh()

    def sizeHint(self) -> QSize:
        """Wide enough for the longest opponent or table name and four numbers."""
        return QSize(560, 440)

    # -- public API ----------------------------------------------------------------------------

    @property
    def view(self) -> str:
        """How the results are split now: "opponent" or "table" (see :data:`VIEWS`)."""
        return str(self.view_box.currentData())

    def set_view(self, view: str) -> None:
        """Split the results per "opponent" or per "table"."""
        self.view_box.setCurrentIndex(VIEWS.index(view))

    def rows(self) -> list[tuple[str, int, int, int, int]]:
        """The table as shown: ``(opponent or table, won, lost, drawn, games)``, totals last."""
        result: list[tuple[str, int, int, int, int]] = []
        for row in range(self.table.rowCount()):
            items = [self.table.item(row, column) for column in range(5)]
            texts = [item.text() if item is not None else "0" for item in items]
            won, lost, drawn, games = (int(text) for text in texts[1:])
            result.append((texts[0], won, lost, drawn, games))
        return result

    def refresh(self) -> None:
        """Read the statistics again."""
        by_opponent, by_table = split_counts(self._settings.statistics())
        if self.view == "table":
            first = self.tr("Table")
            self.table.setAccessibleName(self.tr("Results per table"))
            shown = [(table_label(k), by_table[k]) for k in table_order(list(by_table))]
        else:
            first = self.tr("Opponent")
            self.table.setAccessibleName(self.tr("Results per opponent"))
            shown = [
                (opponent_label(k, self._theme), by_opponent[k])
                for k in opponent_order(list(by_opponent))
            ]
        self.table.setHorizontalHeaderLabels(
            [first, self.tr("Won"), self.tr("Lost"), self.tr("Drawn"), self.tr("Games")]
        )
        self.table.setRowCount(0)
        totals = dict.fromkeys(STAT_OUTCOMES, 0)
        for label, counts in shown:
            _add(totals, counts)
            self._add_row(label, counts, bold=False)
        if shown:
            self._add_row(self.tr("Total"), totals, bold=True)
        self.empty_label.setVisible(not shown)
        self.reset_button.setEnabled(bool(shown))

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

    @Slot(int)
    def _on_view_changed(self, _index: int) -> None:
        self.refresh()

    @Slot(str)
    def _on_settings_changed(self, key: str) -> None:
        if key == "" or key == "stats" or key.startswith("stats/"):
            self.refresh()
