"""A line edit's validator that takes only what a free-text setting may hold.

:class:`SettingValidator` asks the schema (:meth:`popout_desktop.settings.schema.Setting.valid`,
the one rule of a setting's length and characters): typing or pasting a control character, an
escape sequence or more than the setting's longest text into the field does nothing, so a
dialog never hands the settings a value they would refuse. Text set by the program
(``setText``) is not checked by Qt: the dialogs set only values read from the settings.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QValidator

from popout_desktop.settings.schema import SCHEMA

__all__ = ["SettingValidator"]


class SettingValidator(QValidator):
    """Accepts the texts the setting ``key`` may hold, nothing else (see the module)."""

    def __init__(self, key: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._setting = SCHEMA[key]

    def validate(self, text: str, pos: int) -> object:
        """Acceptable if the setting may hold ``text``, else Invalid (the edit is undone)."""
        if self._setting.valid(text):
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Invalid, text, pos
