"""Table settings and preferences, defined once in a schema and stored with QSettings.

Every setting is declared in :data:`SCHEMA` with its type, default and allowed values; the
dialogs bind to the schema and :class:`Settings` validates everything it reads, so a damaged or
hand-edited store falls back to defaults (with a note in :attr:`Settings.problems`) instead of
crashing the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from popout_desktop.rules import RULE_FIELDS, Rules
from popout_desktop.rules.table import COLUMNS_RANGE, CONNECT_RANGE, ROWS_RANGE, TARGET_RANGE

__all__ = ["SCHEMA", "STAT_OUTCOMES", "TABLE_FIELDS", "Setting", "Settings"]


@dataclass(frozen=True)
class Setting:
    """One stored setting: its key, type, default and allowed values."""

    key: str
    default: Any
    kind: type
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def valid(self, value: Any) -> bool:
        """True if ``value`` may be stored under this setting."""
        if self.kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            return False
        if not isinstance(value, self.kind):
            return False
        if self.choices and value not in self.choices:
            return False
        if self.minimum is not None and value < self.minimum:
            return False
        return not (self.maximum is not None and value > self.maximum)


THEMES = ("classic", "dark", "contrast")
SPEEDS = ("off", "fast", "normal", "slow")
LEVEL_CHOICES = ("beginner", "easy", "medium", "hard", "expert")
SEAT_KINDS = ("human", "computer")

SCHEMA: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting("table/columns", 7, int, minimum=COLUMNS_RANGE[0], maximum=COLUMNS_RANGE[1]),
        Setting("table/rows", 6, int, minimum=ROWS_RANGE[0], maximum=ROWS_RANGE[1]),
        Setting("table/connect", 4, int, minimum=CONNECT_RANGE[0], maximum=CONNECT_RANGE[1]),
        Setting("table/pop_out", True, bool),
        Setting("table/side_columns", False, bool),
        Setting("table/repetition_draw", False, bool),
        Setting("table/pop_ten", False, bool),
        Setting("table/target", 10, int, minimum=TARGET_RANGE[0], maximum=TARGET_RANGE[1]),
        Setting("table/power_up", False, bool),
        Setting("prefs/theme", "classic", str, THEMES),
        Setting("prefs/speed", "normal", str, SPEEDS),
        Setting("prefs/sound", True, bool),
        Setting("prefs/language", "", str),  # "" follows the system locale
        Setting("players/1/name", "", str),
        Setting("players/2/name", "", str),
        Setting("players/1/kind", "human", str, SEAT_KINDS),
        Setting("players/2/kind", "human", str, SEAT_KINDS),
        Setting("players/1/level", "medium", str, LEVEL_CHOICES),
        Setting("players/2/level", "medium", str, LEVEL_CHOICES),
    )
}

STAT_OUTCOMES = ("won", "lost", "drawn")
#: The fields of :class:`Rules` stored under ``table/``.
TABLE_FIELDS = RULE_FIELDS


def _convert(setting: Setting, raw: Any) -> Any:
    """QSettings' INI files give strings back: turn them into the setting's type."""
    if setting.kind is bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.lower() in ("true", "false"):
            return raw.lower() == "true"
        return None
    if setting.kind is int:
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        if isinstance(raw, str):
            try:
                return int(raw.strip())
            except ValueError:
                return None
        return None
    if setting.kind is str:
        return raw if isinstance(raw, str) else None
    return raw


class Settings(QObject):
    """Typed, validated access to the stored settings. ``changed(key)`` after every change."""

    changed = Signal(str)

    def __init__(self, path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if path is None:
            self._store = QSettings(
                QSettings.Format.IniFormat,
                QSettings.Scope.UserScope,
                "PopOutDesktop",
                "popout",
            )
        else:
            self._store = QSettings(str(path), QSettings.Format.IniFormat)
        #: Notes about values that could not be used and were reset to their defaults.
        self.problems: list[str] = []
        self._issues: list[tuple[str, str]] = []  # (kind, key) for translated notes
        if self._store.status() != QSettings.Status.NoError:
            self.problems.append(
                "The settings file could not be read; the defaults are used instead."
            )
            self._issues.append(("unreadable", ""))
        for key in SCHEMA:
            self.value(key)  # validate everything once, recording problems
        self.rules()

    def notes(self) -> list[str]:
        """The problems found, as sentences in the interface's language (for the status line)."""
        notes = []
        for kind, key in self._issues:
            if kind == "unreadable":
                notes.append(self.tr("The settings file could not be read; defaults are used."))
            elif kind == "damaged":
                notes.append(
                    self.tr("The setting %1 was damaged and has been reset.").replace("%1", key)
                )
            else:
                notes.append(self.tr("The stored table was impossible; the default one is used."))
        return notes

    @property
    def path(self) -> str:
        """Where the settings are stored."""
        return self._store.fileName()

    def value(self, key: str) -> Any:
        """The stored value of ``key``, or its default if absent or invalid."""
        setting = SCHEMA[key]
        if not self._store.contains(key):
            return setting.default
        value = _convert(setting, self._store.value(key))
        if value is None or not setting.valid(value):
            note = f"The setting '{key}' was damaged and has been reset."
            if note not in self.problems:
                self.problems.append(note)
                self._issues.append(("damaged", key))
            return setting.default
        return value

    def set_value(self, key: str, value: Any) -> None:
        """Store ``value`` under ``key``; ValueError if the schema does not allow it."""
        setting = SCHEMA[key]
        if not setting.valid(value):
            raise ValueError(f"{value!r} is not a valid value for {key}")
        if self.value(key) == value and self._store.contains(key):
            return
        self._store.setValue(key, value)
        self._store.sync()
        self.changed.emit(key)

    def reset(self) -> None:
        """Forget every stored setting (statistics included)."""
        self._store.clear()
        self._store.sync()
        self.changed.emit("")

    # -- the table --------------------------------------------------------------------------

    def rules(self) -> Rules:
        """The stored table; the default table if the stored combination is impossible."""
        try:
            return Rules(
                columns=self.value("table/columns"),
                rows=self.value("table/rows"),
                connect=self.value("table/connect"),
                pop_out=self.value("table/pop_out"),
                side_columns=self.value("table/side_columns"),
                repetition_draw=self.value("table/repetition_draw"),
                pop_ten=self.value("table/pop_ten"),
                target=self.value("table/target"),
                power_up=self.value("table/power_up"),
            )
        except ValueError as error:
            note = f"The stored table was impossible ({error}); the default table is used."
            if note not in self.problems:
                self.problems.append(note)
                self._issues.append(("table", ""))
            return Rules()

    def set_rules(self, rules: Rules) -> None:
        """Store a table (Pop 10's and Power Up's settings included).

        Every field is written before anyone hears of a change, so a listener never reads half
        a table (say Pop 10 already on, Pop Out not yet off: an impossible combination).
        """
        changed = []
        for name in TABLE_FIELDS:
            key = f"table/{name}"
            value = getattr(rules, name)
            if not SCHEMA[key].valid(value):
                raise ValueError(f"{value!r} is not a valid value for {key}")
            if self.value(key) != value or not self._store.contains(key):
                self._store.setValue(key, value)
                changed.append(key)
        self._store.sync()
        for key in changed:
            self.changed.emit(key)

    # -- statistics -------------------------------------------------------------------------

    def record_result(self, opponent: str, outcome: str) -> None:
        """Count one game against ``opponent`` (e.g. ``"human"``, ``"computer-medium"``)."""
        if outcome not in STAT_OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        key = f"stats/{opponent}/{outcome}"
        self._store.setValue(key, self._count(key) + 1)
        self._store.sync()
        self.changed.emit(key)

    def _count(self, key: str) -> int:
        raw = self._store.value(key, 0)
        try:
            count = int(raw)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return 0
        return max(0, count)

    def statistics(self) -> dict[str, dict[str, int]]:
        """``{opponent: {"won": n, "lost": n, "drawn": n}}`` for every opponent played."""
        self._store.beginGroup("stats")
        opponents = self._store.childGroups()
        self._store.endGroup()
        return {
            opponent: {o: self._count(f"stats/{opponent}/{o}") for o in STAT_OUTCOMES}
            for opponent in sorted(opponents)
        }

    def reset_statistics(self) -> None:
        """Forget every statistic."""
        self._store.remove("stats")
        self._store.sync()
        self.changed.emit("stats")
