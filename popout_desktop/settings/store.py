"""Table settings and preferences, defined once in a schema and stored with QSettings.

Every setting is declared in :data:`SCHEMA` (:mod:`popout_desktop.settings.schema`) with its
type, default and allowed values; the dialogs bind to the schema and :class:`Settings` validates
everything it reads, so a damaged or hand-edited store falls back to defaults (with a note in
:meth:`Settings.notes`) instead of crashing the game.

The settings file is checked before QSettings may read it (QSettings would block on a FIFO, read
``/dev/zero`` without end and write through a dangling symlink; the checks and the moving aside
are in :mod:`popout_desktop.settings.file`):

* missing, or a regular file (or a symlink to one) of valid UTF-8 text of at most
  :data:`MAX_SETTINGS_BYTES` that QSettings parses without a ``FormatError``: used as it is;
* a FIFO, a device, a socket, a folder, a dangling symlink, a symlink loop or a file that cannot
  be read: never read by QSettings nor written, not even replaced. The settings of this run live
  in a private temporary store (defaults at first) and a note says they will not be saved;
* damaged: NUL bytes, bytes that are not UTF-8 (UTF-16 text with a byte order mark included),
  a ``FormatError``, or more than :data:`MAX_SETTINGS_BYTES`. The file is moved aside next to
  itself (``settings.unreadable-<date>-<time>.ini``, never over another file, so a hand-edited
  file is never lost), its valid values are kept (UTF-16 is decoded first; undecodable bytes
  and NULs spoil only the values they are in) and written to a new file, and a note says where
  the old one went. A damaged file behind a symlink, or one that cannot be moved, is left
  as it is: its valid values are used for this run, in the temporary store, and not saved.

A value that is invalid (or a table that is impossible) is reset and the reset written back
(the bad key removed), so its note shows at one start only. Free text is checked too
(:mod:`popout_desktop.settings.schema`: a broker host that is no host name or address, a name
with an escape sequence, 100 KB of text...). The puzzle progress is never reset whole: a
damaged value (say a list, where a hand-edited text had commas) keeps every entry that can be
read, and the key stored twice keeps the entries of both (QSettings would keep the last only);
the result is written back in its own form, with one note that says how many entries were left
out, if any. A write that fails (a read-only file
or folder, a file where the folder should be) is noticed after every sync: the first failure
emits :attr:`Settings.write_failed` with a note, and adds it to :meth:`Settings.notes`; changes
then last until the game closes.

The checks run once, when :class:`Settings` is created; a file replaced by a FIFO while the game
runs is not noticed. Creating one repairs (moves aside, writes back); ``Settings(path,
repair=False)`` only looks. ``Settings(None)`` uses the file of QSettings' standard per-user
location (``~/.config/PopOutDesktop/popout.ini`` on Linux) alone, without its fallback files.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QObject,
    QSettings,
    QTemporaryDir,
    Signal,
)

from popout_desktop.rules import Rules
from popout_desktop.settings.file import MAX_SETTINGS_BYTES, inspect_file, key_lines, move_aside
from popout_desktop.settings.schema import (
    DEFAULT_SPEED,
    DEFAULT_THEME,
    LEVEL_CHOICES,
    SCHEMA,
    SEAT_KINDS,
    SPEEDS,
    STAT_OUTCOMES,
    TABLE_FIELDS,
    THEMES,
    Setting,
    as_int,
    convert,
    is_stat_key,
)

if TYPE_CHECKING:
    from popout_desktop.settings.notes import _Note

# The schema (popout_desktop.settings.schema) and the file checks (popout_desktop.settings.file)
# are given here too: the rest of the game imports them from this module.
__all__ = [
    "DEFAULT_SPEED",
    "DEFAULT_THEME",
    "LEVEL_CHOICES",
    "MAX_SETTINGS_BYTES",
    "SCHEMA",
    "SEAT_KINDS",
    "SPEEDS",
    "STAT_OUTCOMES",
    "TABLE_FIELDS",
    "THEMES",
    "Setting",
    "Settings",
]

#: The organisation and application QSettings' standard location is named after.
STANDARD_ORGANIZATION = "PopOutDesktop"
STANDARD_APPLICATION = "popout"

#: The notes, by kind (English; :meth:`Settings.notes` translates them in context "Settings").
#: ``%1`` is the settings file (or the key), ``%2`` where a damaged file was moved.
NOTE_TEXTS: dict[str, str] = {
    "damaged": str(QT_TRANSLATE_NOOP("Settings", "The setting %1 was damaged and has been reset.")),
    "table": str(
        QT_TRANSLATE_NOOP("Settings", "The stored table was impossible; the default one is used.")
    ),
    "not_regular": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The settings file %1 is not a regular file; the settings will not be saved this time.",
        )
    ),
    "dangling": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The settings file %1 is a link to a missing file; the settings will not be saved"
            " this time.",
        )
    ),
    "unreadable": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The settings file %1 could not be read; the settings will not be saved this time.",
        )
    ),
    "moved_aside": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The settings file %1 was damaged; it has been kept as %2, and the settings that"
            " could be read are used.",
        )
    ),
    "left_damaged": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The settings file %1 was damaged and has been left as it is; the settings will not"
            " be saved this time.",
        )
    ),
    "entries_dropped": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The setting %1 had entries that could not be read (%2 of %3); they were left out"
            " and the others kept.",
        )
    ),
    "write_failed": str(
        QT_TRANSLATE_NOOP(
            "Settings",
            "The settings cannot be saved to %1; changes will last only until the game closes.",
        )
    ),
}


def __getattr__(name: str) -> object:
    """:class:`_Note` lives in :mod:`popout_desktop.settings.notes`, loaded by the first problem
    found, not with the settings at every start (issue 33 point 4)."""
    if name == "_Note":
        from popout_desktop.settings.notes import _Note

        return _Note
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _valid_values(store: QSettings) -> dict[str, Any]:
    """The values of ``store`` that are valid: schema settings and statistics counts (and,
    as they are, the values of the settings that read what they can, see
    :meth:`Settings._salvage`)."""
    values: dict[str, Any] = {}
    for key in store.allKeys():
        if key in SCHEMA and SCHEMA[key].salvage is not None:
            values[key] = store.value(key)
        elif key in SCHEMA:
            value = convert(SCHEMA[key], store.value(key))
            if value is not None and SCHEMA[key].valid(value):
                values[key] = value
        elif is_stat_key(key):
            count = as_int(store.value(key))
            if count is not None and count > 0:
                values[key] = count
    return values


def _parse(text: str, scratch: QTemporaryDir) -> dict[str, Any]:
    """The valid values of ``text`` read as an INI file (from a private temporary file)."""
    if not scratch.isValid():
        return {}
    name = scratch.filePath("salvage.ini")
    try:
        Path(name).write_bytes(text.encode("utf-8", errors="replace"))
    except OSError:
        return {}
    store = QSettings(name, QSettings.Format.IniFormat)
    try:
        return _valid_values(store)
    finally:
        del store
        with contextlib.suppress(OSError):
            os.unlink(name)


def _scratch_store(text: str, scratch: QTemporaryDir, stem: str) -> QSettings | None:
    """``text`` as an INI file that QSettings has read (a private temporary file named after
    ``stem``, never the same twice, since QSettings shares what it read of a file name; removed
    already), or None if it could not be written."""
    if not scratch.isValid():
        return None
    name = scratch.filePath(f"{stem}.ini")
    try:
        Path(name).write_bytes(text.encode("utf-8", errors="replace"))
    except OSError:
        return None
    store = QSettings(name, QSettings.Format.IniFormat)
    store.allKeys()  # read now, before the file goes
    with contextlib.suppress(OSError):
        os.unlink(name)
    return store


def _shown(path: Path | str) -> str:
    """``path`` as a note shows it, with the system's own separators."""
    from PySide6.QtCore import QDir  # loaded by the first note, not by the start (issue 33 point 4)

    return QDir.toNativeSeparators(str(path))


def _standard_file() -> Path:
    """The file QSettings' standard per-user location uses for the game (INI format), found
    without letting QSettings read it: a probe with names that match no file gives the folder."""
    probe = QSettings(
        QSettings.Format.IniFormat,
        QSettings.Scope.UserScope,
        "PopOutDesktop-location-probe",
        "probe",
    )
    user_folder = Path(probe.fileName()).parent.parent
    return user_folder / STANDARD_ORGANIZATION / f"{STANDARD_APPLICATION}.ini"


class Settings(QObject):
    """Typed, validated access to the stored settings. ``changed(key)`` after every change;
    ``write_failed(note)`` the first time the settings cannot be saved."""

    changed = Signal(str)
    #: The first failed save of this instance, with a translated note (once, never again).
    write_failed = Signal(str)

    def __init__(
        self, path: str | Path | None = None, parent: QObject | None = None, *, repair: bool = True
    ) -> None:
        """Open the settings at ``path`` (None: QSettings' standard per-user location).

        ``repair=False`` only looks: nothing is moved aside, written back or created, and the
        object's changes last as long as it does (say to read the language for a message box
        before the real start, which then still finds, repairs and notes every problem)."""
        super().__init__(parent)
        self._file = Path(path) if path is not None else _standard_file()
        self._file = Path(os.path.abspath(self._file))
        self._notes: list[_Note] = []
        self._scratch: QTemporaryDir | None = None  # made only when needed
        self._persistent = True
        self._write_failure_reported = False
        store, salvaged, text = self._open(repair)
        if store is None:
            store = self._temporary_store()
            self._persistent = False
        self._store = store
        # QSettings parses an INI file's sections as keys are asked for, by the key's first
        # part: a key under [General] spelled "prefs\\theme=" would be missed by contains()
        # until something parses the whole file. This does.
        self._store.allKeys()
        for key, value in salvaged.items():
            self._store.setValue(key, value)
        rewritten = self._salvage(text)
        self._validate_and_repair(bool(salvaged) or rewritten)

    def _open(self, repair: bool) -> tuple[QSettings | None, dict[str, Any], str]:
        """The store of the settings file (None if it cannot be used, see the module), the
        valid values salvaged from a damaged file (or read when ``repair`` is False) and the
        file's text ("" if it was not read); notes every problem."""
        inspection = inspect_file(self._file)
        salvaged: dict[str, Any] = {}
        store: QSettings | None = None
        state = inspection.state
        if state == "usable":
            store = QSettings(str(self._file), QSettings.Format.IniFormat)
            status = store.status()
            if status == QSettings.Status.FormatError:
                salvaged = _valid_values(store)  # read without writing: the file is unchanged
                store = None
                state = "damaged"
            elif not repair:
                salvaged = _valid_values(store)
                store = None
            # An AccessError here is a failed write: read_bounded has just read the file, and
            # QSettings shares its parsed files within a process, so a store of this file that
            # could not save its changes (an earlier instance) hands them on. Reported below.
        elif state == "damaged":
            salvaged = _parse(inspection.salvage, self._scratch_folder())
        if state != "usable":
            from popout_desktop.settings.notes import _Note  # loaded by the first problem found
        if state == "damaged":
            aside = None if inspection.symlink or not repair else move_aside(self._file)
            if aside is None:
                state = "left_damaged"
                self._notes.append(_Note("left_damaged", (_shown(self._file),)))
            else:
                self._notes.append(_Note("moved_aside", (_shown(self._file), _shown(aside))))
                store = QSettings(str(self._file), QSettings.Format.IniFormat)
        elif state != "usable":
            self._notes.append(_Note(state, (_shown(self._file),)))
        return store, salvaged, inspection.text

    def _salvage(self, text: str) -> bool:
        """Read what can be read of each setting that has a :attr:`Setting.salvage` (the puzzle
        progress) when its value is not valid or its key is in ``text`` (the file) more than
        once, keep it in the store and note the entries left out; True if anything was kept
        that the file does not hold so (to be written back)."""
        rewritten = False
        for key, setting in SCHEMA.items():
            if setting.salvage is None:
                continue
            values = self._each_value(text, key)
            if len(values) < 2:
                if not self._store.contains(key):
                    continue
                values = [self._store.value(key)]
                if setting.valid(convert(setting, values[0])):
                    continue
            salvaged = setting.salvage(values)
            self._store.setValue(key, salvaged.value)
            rewritten = True
            if salvaged.dropped:
                from popout_desktop.settings.notes import _Note  # loaded by the first problem found

                self._notes.append(
                    _Note("entries_dropped", (key, str(salvaged.dropped), str(salvaged.entries)))
                )
        return rewritten

    def _each_value(self, text: str, key: str) -> list[Any]:
        """The value of each line of ``text`` (the settings file) that stores ``key``, as
        QSettings reads it; [] if there is at most one such line."""
        lines = key_lines(text, key)
        if len(lines) < 2:
            return []
        values = []
        for number, line in enumerate(lines):
            store = _scratch_store(
                line, self._scratch_folder(), f"{key.replace('/', '-')}-{number}"
            )
            if store is not None and store.contains(key):
                values.append(store.value(key))
            del store
        return values

    def _validate_and_repair(self, salvaged: bool) -> None:
        """Read every setting once, noting invalid ones and an impossible table, and write the
        repairs back (with the ``salvaged`` values) so each note shows at one start only."""
        for key in SCHEMA:
            self.value(key)  # validate everything once, noting problems
        repairs = [note.args[0] for note in self._notes if note.kind == "damaged"]
        self.rules()
        if any(note.kind == "table" for note in self._notes):
            repairs += [f"table/{name}" for name in TABLE_FIELDS]
        for key in repairs:
            self._store.remove(key)  # written back: the note shows at this start only
        if salvaged or repairs:
            self._store.sync()
        self._check_written()

    def _scratch_folder(self) -> QTemporaryDir:
        """A private temporary folder, removed with this object."""
        if self._scratch is None:
            self._scratch = QTemporaryDir()
        return self._scratch

    def _temporary_store(self) -> QSettings:
        """A store only this run sees: a file in a private temporary folder (or, without one,
        a file that cannot be created, whose changes QSettings keeps in memory). Every change
        is synced at once, so nothing is pending when the folder goes."""
        scratch = self._scratch_folder()
        if scratch.isValid():
            return QSettings(scratch.filePath("settings.ini"), QSettings.Format.IniFormat)
        return QSettings(os.path.join(os.devnull, "settings.ini"), QSettings.Format.IniFormat)

    def notes(self) -> list[str]:
        """Every problem found, in order, as sentences in the interface's language (for the
        status line): translated when asked, so a language installed later applies."""
        return [note.translated() for note in self._notes]

    @property
    def problems(self) -> list[str]:
        """The problems found, in English (the same order as :meth:`notes`)."""
        return [note.english() for note in self._notes]

    @property
    def path(self) -> str:
        """Where the settings are stored (even when they cannot be, see :attr:`persistent`)."""
        return str(self._file)

    @property
    def persistent(self) -> bool:
        """False if the settings file was not used (not a regular file, unreadable, damaged
        and left as it is): changes then last only until the game closes."""
        return self._persistent

    def _sync(self) -> None:
        """Write the changes; the first failure is reported (``write_failed`` and a note)."""
        self._store.sync()
        self._check_written()

    def _check_written(self) -> None:
        """Report the first failure to save (QSettings' status stays AccessError after it)."""
        if (
            self._persistent
            and not self._write_failure_reported
            and self._store.status() == QSettings.Status.AccessError
        ):
            self._write_failure_reported = True
            from popout_desktop.settings.notes import _Note  # loaded by the first problem found

            note = _Note("write_failed", (_shown(self._file),))
            self._notes.append(note)
            self.write_failed.emit(note.translated())

    def value(self, key: str) -> Any:
        """The stored value of ``key``, or its default if absent or invalid."""
        setting = SCHEMA[key]
        if not self._store.contains(key):
            return setting.default
        value = convert(setting, self._store.value(key))
        if value is None or not setting.valid(value):
            from popout_desktop.settings.notes import _Note  # loaded by the first problem found

            note = _Note("damaged", (key,))
            if note not in self._notes:
                self._notes.append(note)
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
        self._sync()
        self.changed.emit(key)

    def reset(self) -> None:
        """Forget every stored setting (statistics included)."""
        self._store.clear()
        self._sync()
        self.changed.emit("")

    # -- the table --------------------------------------------------------------------------

    def rules(self) -> Rules:
        """The stored table; the default table if the stored combination is impossible."""
        try:
            return Rules.from_fields({name: self.value(f"table/{name}") for name in TABLE_FIELDS})
        except ValueError:
            from popout_desktop.settings.notes import _Note  # loaded by the first problem found

            if _Note("table") not in self._notes:
                self._notes.append(_Note("table"))
            return Rules()

    def set_rules(self, rules: Rules) -> None:
        """Store a table (Pop 10's and Power Up's settings included).

        Every field is written before anyone hears of a change, so a listener never reads half
        a table (say Pop 10 already on, Pop Out not yet off: an impossible combination).
        """
        changed = []
        fields: Mapping[str, object] = rules.fields()
        for name in TABLE_FIELDS:
            key = f"table/{name}"
            value = fields[name]
            if not SCHEMA[key].valid(value):
                raise ValueError(f"{value!r} is not a valid value for {key}")
            if self.value(key) != value or not self._store.contains(key):
                self._store.setValue(key, value)
                changed.append(key)
        self._sync()
        for key in changed:
            self.changed.emit(key)

    # -- statistics -------------------------------------------------------------------------

    def record_result(self, opponent: str, outcome: str) -> None:
        """Count one game against ``opponent`` (e.g. ``"human"``, ``"computer-medium"``)."""
        if outcome not in STAT_OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}")
        key = f"stats/{opponent}/{outcome}"
        self._store.setValue(key, self._count(key) + 1)
        self._sync()
        self.changed.emit(key)

    def _count(self, key: str) -> int:
        count = as_int(self._store.value(key, 0))
        return 0 if count is None else max(0, count)

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
        self._sync()
        self.changed.emit("stats")
