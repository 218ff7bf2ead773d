"""What the settings may hold: every setting's key, type, default and allowed values.

:data:`SCHEMA` declares each setting once; the dialogs bind to it and
:class:`popout_desktop.settings.store.Settings` validates everything it reads against it. The names
of
the board themes and of the animation speeds are defined here, once, where they can be imported
without Qt (the widgets give each name its look or its factor). Pure Python: no Qt.

Every text setting without a list of choices is free text with a longest length
(:attr:`Setting.max_length`) and no character of :data:`UNSAFE_TEXT` (controls, an escape
sequence's ESC, NUL, lone surrogates, line separators, direction overrides), unless it says
which characters it allows (:attr:`Setting.any_character`, the password); some also have a form
(:attr:`Setting.form`): the broker's host is a host name or an address
(:func:`is_broker_host`), the language a language code, the window's geometry base64 text, the
puzzle progress :mod:`popout_desktop.puzzles.progress`'s text. A stored value that breaks the
rule is reset with a note, and the dialogs refuse it (:meth:`Setting.valid` is the one rule).
The puzzle progress is never reset whole: :attr:`Setting.salvage` reads every entry it can
from a damaged value (or from the key stored twice), see :mod:`popout_desktop.settings.store`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from popout_desktop.puzzles.limits import MAX_TEXT
from popout_desktop.rules import RULE_FIELDS
from popout_desktop.rules.frozen import Frozen
from popout_desktop.rules.table import COLUMNS_RANGE, CONNECT_RANGE, ROWS_RANGE, TARGET_RANGE

__all__ = [
    "DEFAULT_BROKER_HOST",
    "DEFAULT_BROKER_PORT",
    "DEFAULT_SPEED",
    "DEFAULT_THEME",
    "LEVEL_CHOICES",
    "MAX_HOST",
    "MAX_LOGIN",
    "MAX_PATH",
    "MAX_PLAYER_NAME",
    "SCHEMA",
    "SEAT_KINDS",
    "SPEEDS",
    "SPEED_CHOICES",
    "STAT_OUTCOMES",
    "SYSTEM_SPEED",
    "TABLE_FIELDS",
    "THEMES",
    "UNSAFE_TEXT",
    "Salvaged",
    "Setting",
    "as_int",
    "convert",
    "is_broker_host",
    "is_stat_key",
]

#: Characters no free-text setting holds: C0 and C1 controls (NUL, ESC, tab, newline...), lone
#: surrogates (no UTF-8 for them), the line and paragraph separators, and the direction marks,
#: overrides and isolates that could make a name read backwards. The pattern's text: ``re``
#: compiles it at its first use and keeps it (its cache), so a start that checks no stored text
#: (a first start) does not compile it before its first frame (issue 33 point 4);
#: :data:`UNSAFE_TEXT` is it compiled.
_UNSAFE_TEXT: Final = (
    "[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
#: Characters the password may not hold (it is never shown, and MQTT carries it as bytes): NUL
#: and lone surrogates only (a pattern's text, as above).
_UNSAFE_SECRET: Final = "[\x00\ud800-\udfff]"

if TYPE_CHECKING:
    #: :data:`_UNSAFE_TEXT` compiled (given by :func:`__getattr__`).
    UNSAFE_TEXT: re.Pattern[str]
    from popout_desktop.settings.salvaged import Salvaged


def __getattr__(name: str) -> object:
    """:data:`UNSAFE_TEXT`: the characters no free-text setting holds, as a compiled pattern
    (``re``'s own, compiled when first asked for); :class:`Salvaged`, which lives in
    :mod:`popout_desktop.settings.salvaged`, loaded by the first damaged value read in part, not
    with the schema at every start (issue 33 point 4)."""
    if name == "UNSAFE_TEXT":
        return re.compile(_UNSAFE_TEXT)
    if name == "Salvaged":
        from popout_desktop.settings.salvaged import Salvaged

        return Salvaged
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The longest broker host: a DNS name of 253 characters (an IPv6 address is far shorter).
MAX_HOST: Final = 253
#: The longest user name and password (MQTT allows 65,535 bytes; nobody types more).
MAX_LOGIN: Final = 256
#: The longest path of a file named in the settings (Linux's PATH_MAX).
MAX_PATH: Final = 4096
#: The longest player name (as the network protocol's ``MAX_NAME``).
MAX_PLAYER_NAME: Final = 40
# Patterns' texts: ``re`` compiles each at its first use and keeps it (its cache), so a start
# that uses none does not compile them before its first frame (issue 33 point 4).
_LANGUAGE_CODE: Final = r"[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8}){0,3}"
_BASE64: Final = r"[A-Za-z0-9+/]*={0,2}"


def is_broker_host(text: str) -> bool:
    """True for a broker's host as the invite link takes it: a host name of at most
    :data:`MAX_HOST` characters, an IPv4 address, or an IPv6 address (with or without
    brackets); no scheme, port, path, space or control character."""
    if not text or len(text) > MAX_HOST + 2 or text != text.strip():
        return False
    # The invite link's own check of a broker (imported here, when first needed: the link
    # module is not needed to start the game).
    from popout_desktop.net.internet_link import LinkError, new_link

    try:
        new_link(text)
    except LinkError:
        return False
    return True


def _is_language_code(text: str) -> bool:
    """Empty (the system's language) or a code like ``nl``, ``pt_BR``, ``zh-Hant-TW``."""
    return not text or re.fullmatch(_LANGUAGE_CODE, text) is not None


def _is_base64(text: str) -> bool:
    return re.fullmatch(_BASE64, text) is not None


def _is_progress_text(text: str) -> bool:
    # The progress reader is loaded with the first stored progress value checked, not with the
    # schema (a first start has none: issue 33 point 4).
    from popout_desktop.puzzles.progress import is_progress_text

    return is_progress_text(text)


def _salvage_progress(values: Sequence[object]) -> Salvaged:
    from popout_desktop.puzzles.progress import read_progress
    from popout_desktop.settings.salvaged import Salvaged

    reading = read_progress(values)
    return Salvaged(reading.progress.text(), reading.entries, reading.dropped)


class Setting(Frozen):
    """One stored setting: its key, type, default and allowed values. The entries of
    :data:`SCHEMA`, read field by field, never compared nor hashed, never changed (``Final``:
    mypy refuses a write); a plain class with ``__slots__``, not a dataclass, whose methods
    would be written out and compiled at every start (issue 33 point 4)."""

    __slots__ = (
        "any_character",
        "choices",
        "default",
        "form",
        "key",
        "kind",
        "max_length",
        "maximum",
        "minimum",
        "salvage",
    )

    key: Final[str]
    default: Final[Any]
    kind: Final[type]
    choices: Final[tuple[Any, ...]]
    minimum: Final[int | None]
    maximum: Final[int | None]
    #: Free text (``str`` without choices): its longest length.
    max_length: Final[int | None]
    #: Free text: any character but NUL and lone surrogates (else none of :data:`UNSAFE_TEXT`).
    any_character: Final[bool]
    #: Free text: the form it must have, besides its length and characters.
    form: Final[Callable[[str], bool] | None]
    #: Reads what can be read of the values stored (one, or each of a key stored twice) when
    #: they are not valid, instead of resetting the setting: see :class:`Salvaged`.
    salvage: Final[Callable[[Sequence[object]], Salvaged] | None]

    def __init__(
        self,
        key: str,
        default: Any,
        kind: type,
        choices: tuple[Any, ...] = (),
        minimum: int | None = None,
        maximum: int | None = None,
        *,
        max_length: int | None = None,
        any_character: bool = False,
        form: Callable[[str], bool] | None = None,
        salvage: Callable[[Sequence[object]], Salvaged] | None = None,
    ) -> None:
        self.key = key
        self.default = default
        self.kind = kind
        self.choices = choices
        self.minimum = minimum
        self.maximum = maximum
        self.max_length = max_length
        self.any_character = any_character
        self.form = form
        self.salvage = salvage

    def __repr__(self) -> str:
        return f"Setting({self.key!r}, {self.default!r}, {self.kind.__name__})"

    def valid(self, value: Any) -> bool:
        """True if ``value`` may be stored under this setting."""
        if self.kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            return False
        if not isinstance(value, self.kind):
            return False
        if self.choices and value not in self.choices:
            return False
        text: Any = value  # (a str here whenever a length or a form is set)
        if self.max_length is not None:
            unsafe = _UNSAFE_SECRET if self.any_character else _UNSAFE_TEXT
            if len(text) > self.max_length or re.search(unsafe, text) is not None:
                return False
        if self.form is not None and not self.form(text):
            return False
        number: Any = value  # (an int here whenever a bound is set)
        if self.minimum is not None and number < self.minimum:
            return False
        return not (self.maximum is not None and number > self.maximum)


#: The themes' names, defined here once (their looks: :mod:`popout_desktop.ui.board.themes`), in the
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
        # Audio cues: each move's column and row as a pitch code
        # (popout_desktop.ui.board.audio_cues).
        Setting("prefs/audio_cues", False, bool),
        # "" follows the system locale; a code not shipped (stored by hand) is kept.
        Setting("prefs/language", "", str, max_length=35, form=_is_language_code),
        Setting("players/1/name", "", str, max_length=MAX_PLAYER_NAME),
        Setting("players/2/name", "", str, max_length=MAX_PLAYER_NAME),
        Setting("players/1/kind", "human", str, SEAT_KINDS),
        Setting("players/2/kind", "human", str, SEAT_KINDS),
        Setting("players/1/level", "medium", str, LEVEL_CHOICES),
        Setting("players/2/level", "medium", str, LEVEL_CHOICES),
        # True once the first start's welcome card was answered (popout_desktop.ui.window.welcome).
        Setting("welcome/shown", False, bool),
        # The main window's saveGeometry() as base64 text (popout_desktop.ui.window.geometry).
        Setting("window/geometry", "", str, max_length=4096, form=_is_base64),
        # The MQTT broker of games played over the internet (docs/internet-play.md; the
        # Preferences' Internet page, popout_desktop.ui.network.broker_settings). The default is
        # a public test broker: it carries sealed bytes only. The password is stored here in
        # plain text, as the dialog says (Qt offers no keyring of its own).
        Setting(
            "broker/host", DEFAULT_BROKER_HOST, str, max_length=MAX_HOST + 2, form=is_broker_host
        ),
        Setting("broker/port", DEFAULT_BROKER_PORT, int, minimum=1, maximum=65535),
        Setting("broker/tls", True, bool),
        Setting("broker/username", "", str, max_length=MAX_LOGIN),
        Setting("broker/password", "", str, max_length=MAX_LOGIN, any_character=True),
        # A certificate authority's file (PEM or DER) for a TLS broker whose certificate it
        # signed (a friends' broker); "" for the system's authorities.
        Setting("broker/ca_file", "", str, max_length=MAX_PATH),
        # The puzzles solved and the hints used (popout_desktop.puzzles.progress's text); a
        # damaged value keeps every entry that can be read.
        Setting(
            "puzzles/progress",
            "",
            str,
            max_length=MAX_TEXT,
            form=_is_progress_text,
            salvage=_salvage_progress,
        ),
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
