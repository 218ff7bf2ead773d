"""The Join dialog's list of games heard on the network: host, table, players and status.

:class:`GamesList` shows :class:`~popout_desktop.net.discovery.DiscoveredGame` values, one row
each, and a line saying it is still looking (or why it cannot) while there are none. Its strings
keep the ``JoinDialog`` translation context they were written in.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from popout_desktop.net.discovery import DiscoveredGame
from popout_desktop.ui.network.dialog_parts import host_text, table_summary
from popout_desktop.ui.widgets.plain_text import literal_text

__all__ = ["GamesList", "players_text", "status_text"]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


def players_text(game: DiscoveredGame) -> str:
    """ "Ann vs open seat": the announced players, an empty remote seat as "open seat"."""
    unknown = {
        "remote": translate("JoinDialog", "open seat"),
    }
    names = [
        name or unknown.get(kind) or translate("JoinDialog", "?") for name, kind in game.players
    ]
    return translate("JoinDialog", "%1 vs %2").replace("%1", names[0]).replace("%2", names[1])


def status_text(game: DiscoveredGame) -> str:
    """Whether a seat is free and a code is needed, or that the host plays another version."""
    if not game.compatible:
        return translate("JoinDialog", "other version (%1)").replace("%1", game.app or "?")
    parts = [
        translate("JoinDialog", "seat free")
        if game.seat_free
        else translate("JoinDialog", "watch only")
    ]
    if game.code_required:
        parts.append(translate("JoinDialog", "code required"))
    return translate("JoinDialog", ", ").join(parts)


class GamesList(QTreeWidget):
    """The games heard on the network, one selectable row each (see :meth:`show_games`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(4)
        self.setHeaderLabels(
            [
                translate("JoinDialog", "Host"),
                translate("JoinDialog", "Table"),
                translate("JoinDialog", "Players"),
                translate("JoinDialog", "Status"),
            ]
        )
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAllColumnsShowFocus(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAccessibleName(translate("JoinDialog", "Games on this network"))
        header = self.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.setMinimumHeight(130)
        self.setMinimumWidth(640)

    def show_games(
        self,
        games: Sequence[DiscoveredGame],
        selected: tuple[str, str] | None = None,
        *,
        error: str = "",
    ) -> None:
        """List ``games``, the one whose key is ``selected`` selected, without emitting signals.

        With no games a line says it is looking, or with ``error`` why games cannot be listed.
        """
        self.blockSignals(True)
        self.clear()
        for game in games:
            item = self._game_item(game)
            self.addTopLevelItem(item)
            if game.key == selected:
                item.setSelected(True)
                self.setCurrentItem(item)
        if not games:
            if not error:
                text = translate("JoinDialog", "Looking for games on this network…")
            else:
                text = translate(
                    "JoinDialog",
                    "Games on this network cannot be listed here (%1). Type the host's address "
                    "below.",
                ).replace("%1", error)
            item = QTreeWidgetItem([text])
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addTopLevelItem(item)
            item.setFirstColumnSpanned(True)
        self.blockSignals(False)

    def _game_item(self, game: DiscoveredGame) -> QTreeWidgetItem:
        item = QTreeWidgetItem(
            [game.name, table_summary(game.rules), players_text(game), status_text(game)]
        )
        item.setData(0, Qt.ItemDataRole.UserRole, game)
        # The names and the version come from the network: tooltips show them literally.
        item.setToolTip(
            0,
            literal_text(
                translate("JoinDialog", "%1 at %2")
                .replace("%1", game.name)
                .replace("%2", host_text(game.host_address, game.port))
            ),
        )
        item.setToolTip(2, literal_text(players_text(game)))
        item.setToolTip(3, literal_text(status_text(game)))
        if not game.compatible:
            for column in range(4):
                item.setForeground(column, self.palette().placeholderText())
        return item

    def selected_game(self) -> DiscoveredGame | None:
        """The game of the selected row, or None."""
        items = self.selectedItems()
        game = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return game if isinstance(game, DiscoveredGame) else None
