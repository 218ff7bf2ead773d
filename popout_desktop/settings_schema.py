"""What the settings may hold: every setting's key, type, default and allowed values.

:data:`SCHEMA` declares each setting once; the dialogs bind to it and
:class:`popout_desktop.settings.Settings` validates everything it reads against it. The names of
the board themes and of the animation speeds are defined here, once, where they can be imported
without Qt (the widgets give each name its look or its factor). Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from popout_desktop.rules import RULE_FIELDS
from popout_desktop.rules.table import COLUMNS_RANGE, CONNECT_RANGE, ROWS_RANGE, TARGET_RANGE

__all__ = [
    "DEFAULT_BROKER_HOST",
    "DEFAULT_BROKER_PORT",
    "DEFAULT_SPEED",
    "DEFAULT_THEME",
    "LEVEL_CHOICES",
    "SCHEMA",
    "SEAT_KINDS",
    "SPEEDS",
    "SPEED_CHOICES",
    "STAT_OUTCOMES",
    "SYSTEM_SPEED",
    "TABLE_FIELDS",
    "THEMES",
    "Setting",
    "as_int",
    "convert",
    "is_stat_key",
]


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
        number: Any = value  # (an int here whenever a bound is set)
        if self.minimum is not None and number < self.minimum:
            return False
        return not (self.maximum is not None and number > self.maximum)


#: The themes' names, defined here once (their looks: :mod:`popout_desktop.ui.themes`), in the
#: order menus list them. "system" follows the desktop's light or dark scheme; it is the default
#: (a theme stored before it existed is kept).
THEMES = ("system", "classic", "dark", "contrast")
DEFAULT_THEME = "system"
#: The animation speeds' names, defined here once (the widgets' ``Speed`` has the factors).
SPEEDS = ("off", "fast", "normal", "slow")
#: The speed that follows the desktop's reduced-motion setting (Off while the desktop reduces
#: motion, else Normal); it is the default (a speed stored before it existed is kept).
SYSTEM_SPEED = "system"
#: Every value ``prefs/speed`` may hold: "system" first, then the speeds by name.
SPEED_CHOICES = (SYSTEM_SPEED, *SPEEDS)
DEFAULT_SPEED = SYSTEM_SPEED
#: The broker of internet games unless the person chooses another: a public test broker (no
#: server of the project's own), over TLS with the system's certificates. It reads nothing of
#: a game (every message is sealed end to end), promises nothing either; friends can run their
#: own (README).
DEFAULT_BROKER_HOST = "broker.emqx.io"
DEFAULT_BROKER_PORT = 8883
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
        Setting("prefs/theme", DEFAULT_THEME, str, THEMES),
        Setting("prefs/speed", DEFAULT_SPEED, str, SPEED_CHOICES),
        Setting("prefs/sound", True, bool),
        # Audio cues: each move's column and row as a pitch code (popout_desktop.ui.audio_cues).
        Setting("prefs/audio_cues", False, bool),
        Setting("prefs/language", "", str),  # "" follows the system locale
        Setting("players/1/name", "", str),
        Setting("players/2/name", "", str),
        Setting("players/1/kind", "human", str, SEAT_KINDS),
        Setting("players/2/kind", "human", str, SEAT_KINDS),
        Setting("players/1/level", "medium", str, LEVEL_CHOICES),
        Setting("players/2/level", "medium", str, LEVEL_CHOICES),
        # True once the first start's welcome card was answered (popout_desktop.ui.welcome).
        Setting("welcome/shown", False, bool),
        # The main window's saveGeometry() as base64 text (popout_desktop.ui.window_geometry).
        Setting("window/geometry", "", str),
        # The MQTT broker of games played over the internet (docs/internet-play.md; the
        # Preferences' Internet page, popout_desktop.ui.dialogs.broker_settings). The default is
        # a public test broker: it carries sealed bytes only. The password is stored here in
        # plain text, as the dialog says (Qt offers no keyring of its own).
        Setting("broker/host", DEFAULT_BROKER_HOST, str),
        Setting("broker/port", DEFAULT_BROKER_PORT, int, minimum=1, maximum=65535),
        Setting("broker/tls", True, bool),
        Setting("broker/username", "", str),
        Setting("broker/password", "", str),
        # The puzzles solved and the hints used (popout_desktop.puzzle_progress's text).
        Setting("puzzles/progress", "", str),
    )
}

STAT_OUTCOMES = ("won", "lost", "drawn")
#: The fields of :class:`Rules` stored under ``table/``.
TABLE_FIELDS = RULE_FIELDS


def convert(setting: Setting, raw: Any) -> Any:
    """QSettings' INI files give strings back: turn them into the setting's type."""
    if setting.kind is bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.lower() in ("true", "false"):
            return raw.lower() == "true"
        return None
    if setting.kind is int:
        return as_int(raw)
    if setting.kind is str:
        return raw if isinstance(raw, str) else None
    return raw


def as_int(raw: Any) -> int | None:
    """``raw`` as an int (an int, or a string of one), or None."""
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if isinstance(raw, str):
        try:
            return int(raw.strip())
        except ValueError:
            return None
    return None


def is_stat_key(key: str) -> bool:
    """True for a statistics key: ``stats/<opponent>/<outcome>``."""
    parts = key.split("/")
    return len(parts) == 3 and parts[0] == "stats" and bool(parts[1]) and parts[2] in STAT_OUTCOMES
