"""The application's dialogs, one module each.

- :mod:`~popout_desktop.ui.dialogs.table_settings`: presets and single table options, with a
  live preview (:class:`TableSettingsWidget`, :class:`TableSettingsDialog`).
- :mod:`~popout_desktop.ui.dialogs.new_game`: who plays each colour, names, who starts, the table
  (:class:`NewGameDialog`, returning a :class:`NewGameOptions`).
- :mod:`~popout_desktop.ui.dialogs.preferences`: theme, animation speed, sound, language.
- :mod:`~popout_desktop.ui.dialogs.rules_help`: the rules in plain words, options in force marked.
- :mod:`~popout_desktop.ui.dialogs.statistics`: won, lost and drawn per opponent kind.
"""

from popout_desktop.ui.dialogs.new_game import NewGameDialog, NewGameOptions, PlayerSpec
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.dialogs.rules_help import RulesDialog
from popout_desktop.ui.dialogs.statistics import StatisticsDialog
from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog, TableSettingsWidget

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
