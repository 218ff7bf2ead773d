"""The application's dialogs, one module each.

- :mod:`~popout_desktop.ui.dialogs.table_settings`: presets and single table options, with a
  live preview (:class:`TableSettingsWidget`, :class:`TableSettingsDialog`).
- :mod:`~popout_desktop.ui.dialogs.new_game`: who plays each colour, names, who starts, the table
  (:class:`NewGameDialog`, returning a :class:`NewGameOptions`).
- :mod:`~popout_desktop.ui.dialogs.preferences`: theme, animation speed, sound, language.
- :mod:`~popout_desktop.ui.dialogs.rules_help`: the rules in plain words, options in force marked.
- :mod:`~popout_desktop.ui.dialogs.statistics`: won, lost and drawn per opponent kind.
- :mod:`~popout_desktop.ui.network.dialogs`: the LAN dialogs (:class:`HostDialog` in
  ``host_dialog``, :class:`JoinDialog` in ``join_dialog``), not imported here.

Parts with a concern of their own sit beside the dialogs: ``table_texts`` (preset and table
words), ``rules_help_markup``, ``rules_help_options`` and ``rules_help_sections`` (the rules
text), and for the LAN dialogs ``network_common`` (options, names, ports, addresses),
``banner`` (the inline message), ``port_row``, ``waiting_page`` (join code and invite links) and
``games_list`` (the games heard on the network).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popout_desktop import lazy_exports

if TYPE_CHECKING:
    from popout_desktop.ui.dialogs.new_game import NewGameDialog, NewGameOptions, PlayerSpec
    from popout_desktop.ui.dialogs.preferences import PreferencesDialog
    from popout_desktop.ui.dialogs.rules_help import RulesDialog
    from popout_desktop.ui.dialogs.statistics import StatisticsDialog
    from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog, TableSettingsWidget

#: The module of each name above. Importing the package (as importing any of its modules does)
#: loads no dialog: each is imported when it is first opened, not before the window's first
#: frame (issue 33 point 4).
_HOMES = {
    "NewGameDialog": "new_game",
    "NewGameOptions": "new_game",
    "PlayerSpec": "new_game",
    "PreferencesDialog": "preferences",
    "RulesDialog": "rules_help",
    "StatisticsDialog": "statistics",
    "TableSettingsDialog": "table_settings",
    "TableSettingsWidget": "table_settings",
}

__all__ = [
    "NewGameDialog",
    "NewGameOptions",
    "PlayerSpec",
    "PreferencesDialog",
    "RulesDialog",
    "StatisticsDialog",
    "TableSettingsDialog",
    "TableSettingsWidget",
]


__getattr__ = lazy_exports(__name__, _HOMES)
