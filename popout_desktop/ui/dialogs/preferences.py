"""The preferences dialog: board theme, animation speed, sound and language; the broker.

Bound to :class:`~popout_desktop.settings.store.Settings` (``prefs/theme``, ``prefs/speed``,
``prefs/sound``, ``prefs/audio_cues``, ``prefs/language`` on the General page; the
``broker/...`` keys of games played over the internet on the Internet page,
:mod:`.broker_settings`): the fields start from the stored values, OK and Apply store them,
Cancel stores nothing (changes already applied stay). While a field holds what the schema
refuses (a broker host that is not a host name or an address, which the page says) OK and
Apply are off and store nothing.
Where the game cannot play sound (no Qt Multimedia), the sound and audio cue options are off
and unavailable, a note says how to get sound, and the stored choices are kept as they are for
an installation that can.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.game.model import GameModel
from popout_desktop.rules import Game, Rules
from popout_desktop.settings.schema import SCHEMA, SPEED_CHOICES
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board import sounds
from popout_desktop.ui.board.themes import THEMES
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.network.broker_settings import BROKER_KEYS, BrokerSettingsBox
from popout_desktop.ui.widgets.quiet_text import make_quiet

__all__ = ["LANGUAGES", "PREFERENCE_KEYS", "PreferencesDialog"]

#: The languages offered, as ``(code, name)``; "" follows the system locale. The names are
#: written in their own language on purpose: a reader must find theirs whatever is shown now.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("", ""),
    ("en", "English"),
    ("ru", "Русский"),
    ("pl", "Polski"),
    ("it", "Italiano"),
    ("nl", "Nederlands"),
)

#: The settings of the General page (the Internet page's: ``BROKER_KEYS``).
PREFERENCE_KEYS = (
    "prefs/theme",
    "prefs/speed",
    "prefs/sound",
    "prefs/audio_cues",
    "prefs/language",
)
#: The options that need sound: kept as stored where this installation cannot play it.
_SOUND_KEYS = ("prefs/sound", "prefs/audio_cues")

# A few discs on a small board, so every colour of a theme shows.
_SAMPLE_RULES = Rules(columns=5, rows=4, connect=4, pop_out=False)
_SAMPLE_MOVES = "d2 d3 d3 d4 d4 d2 d5"


class _ThemeSample(BoardView):
    """A small board with a few discs, painted in the theme being chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        model = GameModel(_SAMPLE_RULES)
        super().__init__(model, parent)
        model.setParent(self)
        model.load(Game.from_notation(_SAMPLE_MOVES, _SAMPLE_RULES))
        self.set_interactive(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setMinimumSize(170, 140)

    def sizeHint(self) -> QSize:
        """A thumbnail."""
        return QSize(200, 170)


#: The dialog's usual width, in pixels (wider where its texts need it).
PREFERRED_WIDTH = 420


class PreferencesDialog(QDialog):
    """Theme, animation speed, sound on/off and language, and the broker of internet games
    (:attr:`broker_box`, on a page of its own), stored in ``settings``.

    Signals: ``applied(list)`` with the keys whose values OK or Apply changed (maybe empty, the
    broker's included);
    ``language_changed(str)`` when a different language code was stored ("" = system default).
    With ``language_applies_live`` False the dialog notes that a new language takes effect at
    the next start; with it True the dialog retranslates itself when the language changes.
    ``sound_available`` (default: :func:`~popout_desktop.ui.board.sounds.sound_available`) says
    whether this installation can play sound at all.
    """

    applied = Signal(list)
    language_changed = Signal(str)

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        language_applies_live: bool = False,
        sound_available: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._sound_available = (
            sounds.sound_available() if sound_available is None else sound_available
        )
        self._language_live = language_applies_live
        self._opening_language = str(settings.value("prefs/language"))

        self.theme_combo = QComboBox(self)
        for key in THEMES:
            self.theme_combo.addItem("", key)
        self.theme_sample = _ThemeSample(self)
        self.speed_combo = QComboBox(self)
        for key in SPEED_CHOICES:
            self.speed_combo.addItem("", key)
        self.sound_check = QCheckBox(self)
        self.sound_check.setEnabled(self._sound_available)
        # Audio cues (popout_desktop.ui.board.audio_cues): independent of the sound effects.
        self.cues_check = QCheckBox(self)
        self.cues_check.setEnabled(self._sound_available)
        # How to get sound, where there is none: in the normal text colour (not greyed), as it
        # says why an option is off.
        self.sound_note = QLabel(self)
        self.sound_note.setWordWrap(True)
        self.sound_note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.sound_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.sound_note.setVisible(not self._sound_available)
        self.language_combo = QComboBox(self)
        for code, name in LANGUAGES:
            self.language_combo.addItem(name, code)
        self.language_note = QLabel(self)
        self.language_note.setWordWrap(True)
        make_quiet(self.language_note)  # a quiet note, not a warning
        self.broker_box = BrokerSettingsBox(self, settings_path=settings.path)
        self._build_buttons()
        self._build_layout()
        self._retranslate()
        self._load(self.stored_values())
        self.broker_box.load({key: settings.value(key) for key in BROKER_KEYS})
        for combo in (self.theme_combo, self.speed_combo, self.language_combo):
            combo.currentIndexChanged.connect(self._on_field_changed)
        self.sound_check.toggled.connect(self._on_field_changed)
        self.cues_check.toggled.connect(self._on_field_changed)
        self.broker_box.changed.connect(self._on_field_changed)
        # A test's outcome may be long (what failed, and what to do): the dialog grows to show
        # it whole, with every note of the page (issue 32 point 8).
        self.broker_box.test.finished.connect(self._fit_height)
        self._on_field_changed()
        self.theme_combo.setFocus()

    def _build_buttons(self) -> None:
        """OK, Cancel, Apply and Defaults."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.defaults_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        for button in (self.apply_button, self.defaults_button):
            button.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_button_clicked)

    def _build_layout(self) -> None:
        form = QFormLayout()
        self.theme_label = QLabel(self)
        self.theme_label.setBuddy(self.theme_combo)
        form.addRow(self.theme_label, self.theme_combo)
        form.addRow("", self.theme_sample)
        self.speed_label = QLabel(self)
        self.speed_label.setBuddy(self.speed_combo)
        form.addRow(self.speed_label, self.speed_combo)
        self.sound_label = QLabel(self)
        # The box and, under it, why it is off: one row, so the note stays with its option.
        sound_row = QWidget(self)
        sound_layout = QVBoxLayout(sound_row)
        sound_layout.setContentsMargins(0, 0, 0, 0)
        sound_layout.setSpacing(2)
        sound_layout.addWidget(self.sound_check)
        sound_layout.addWidget(self.cues_check)
        sound_layout.addWidget(self.sound_note)
        form.addRow(self.sound_label, sound_row)
        self.language_label = QLabel(self)
        self.language_label.setBuddy(self.language_combo)
        form.addRow(self.language_label, self.language_combo)
        form.addRow("", self.language_note)
        general = QWidget(self)
        general_layout = QVBoxLayout(general)
        general_layout.addLayout(form, 1)

        self.pages = QTabWidget(self)
        self.pages.addTab(general, "")
        self.pages.addTab(self.broker_box, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)

    def _retranslate(self) -> None:
        """Set every text (again after a language change)."""
        self.setWindowTitle(self.tr("Preferences"))
        self.pages.setTabText(0, self.tr("&General"))
        self.pages.setTabText(1, self.tr("&Internet play"))
        self.broker_box.retranslate()
        for index in range(self.theme_combo.count()):
            key = str(self.theme_combo.itemData(index))
            self.theme_combo.setItemText(index, THEMES[key].name())
        self.theme_combo.setItemData(
            self.theme_combo.findData("system"),
            self.tr(
                "Light or dark as the desktop is set, high contrast when the desktop asks for "
                "it, and switching with it."
            ),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.theme_combo.setItemData(
            self.theme_combo.findData("contrast"),
            self.tr("Blue and orange discs marked with a cross and a ring, for colour-blind eyes."),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.theme_sample.setAccessibleName(self.tr("Preview of the theme"))
        speed_names = {
            "system": self.tr("System"),
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for index in range(self.speed_combo.count()):
            self.speed_combo.setItemText(index, speed_names[str(self.speed_combo.itemData(index))])
        self.speed_combo.setItemData(
            self.speed_combo.findData("system"),
            self.tr(
                "Normal, or off when the desktop is set to reduce motion, and switching with it."
            ),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.speed_combo.setToolTip(
            self.tr("How fast discs fall and slide. Off shows every move at once.")
        )
        self.sound_check.setText(self.tr("&Play sounds for drops, pops and wins"))
        self.sound_check.setToolTip(
            self.tr("Without an audio device the game stays silent, whatever this says.")
            if self._sound_available
            else self.tr("This installation cannot play sound.")
        )
        self.cues_check.setText(self.tr("Audio cues: hear where &each disc lands"))
        self.cues_check.setAccessibleName(self.tr("Audio cues"))
        self.cues_check.setToolTip(
            self.tr(
                "Two notes for each move: the first tells the column (low on the left, higher "
                "to the right, heard from its side), the second the row (higher further up); "
                "a falling note is a pop, and the opponent's moves sound reedier."
            )
            if self._sound_available
            else self.tr("This installation cannot play sound.")
        )
        self.sound_note.setText(
            self.tr(
                "Sound needs Qt Multimedia: pip install PySide6-Addons"
                " (and the libpulse0 package on Linux)."
            )
        )
        self.language_combo.setItemText(self.language_combo.findData(""), self.tr("System default"))
        self.language_combo.setToolTip(self.tr("The language of the game's menus and messages."))
        self.language_note.setText(
            self.tr("The new language takes effect the next time you start Pop Out.")
        )
        # The button box resets its standard buttons' texts on a language change: set ours again.
        self.apply_button.setText(self.tr("&Apply"))
        self.defaults_button.setText(self.tr("&Defaults"))
        self.defaults_button.setToolTip(
            self.tr("Show the standard preferences; nothing is stored until OK or Apply.")
        )
        self.theme_label.setText(self.tr("&Theme:"))
        self.speed_label.setText(self.tr("Animation &speed:"))
        self.sound_label.setText(self.tr("Sound:"))
        self.language_label.setText(self.tr("&Language:"))

    def sizeHint(self) -> QSize:
        """At least 420 pixels wide, and wider where a language's texts need it.

        No fixed least width is set: the layout's own least size stays the window's, so every
        option's text (the sound check boxes' in Russian, Italian, Dutch and Polish) gets its
        room instead of being cut mid-word.
        """
        return super().sizeHint().expandedTo(QSize(PREFERRED_WIDTH, 0))

    @Slot()
    def _fit_height(self, *_args: object) -> None:
        """Grow the dialog as much as the Internet page's wrapped texts need: the tab widget
        gives the dialog's layout no height for a width, so a long text (a broker test's
        outcome, what failed and what to do) would squeeze the notes around it to a line each.
        Wider first where the screen (800x600 too) has no room for the height."""
        page = self.broker_box.layout()
        if page is None:
            return
        page.activate()
        extra_width = self.width() - self.broker_box.width()
        extra_height = self.height() - self.broker_box.height()
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        # The window's frame and title bar are not ours to measure: leave them some room.
        most_height = room.height() - 40 if room is not None else 10_000
        most_width = min(room.width() - 40, 2 * PREFERRED_WIDTH) if room is not None else 840
        width = self.width()
        height = page.totalHeightForWidth(width - extra_width) + extra_height
        while height > most_height and width + 40 <= most_width:
            width += 40
            height = page.totalHeightForWidth(width - extra_width) + extra_height
        if width > self.width() or height > self.height():
            self.setMinimumSize(
                max(self.minimumWidth(), min(width, self.width())),
                max(self.minimumHeight(), min(height, most_height)),
            )
            self.resize(max(width, self.width()), max(height, self.height()))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate when the application's language changes (e.g. on Apply).

        Qt posts the change to every widget in no set order; retranslating once they all had
        it keeps the button box from overwriting the texts of Apply and Defaults afterwards.
        """
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self._retranslate)

    # -- values ----------------------------------------------------------------------------------

    def stored_values(self) -> dict[str, Any]:
        """The stored preferences, by settings key."""
        return {key: self._settings.value(key) for key in PREFERENCE_KEYS}

    @property
    def sound_available(self) -> bool:
        """True if this installation can play sound (the option can be changed)."""
        return self._sound_available

    def values(self) -> dict[str, Any]:
        """The preferences the fields show now, by settings key. Without sound the stored
        choice is given back untouched (the unticked box only says nothing will play)."""
        values = {
            "prefs/theme": str(self.theme_combo.currentData()),
            "prefs/speed": str(self.speed_combo.currentData()),
            "prefs/sound": self.sound_check.isChecked(),
            "prefs/audio_cues": self.cues_check.isChecked(),
            "prefs/language": str(self.language_combo.currentData()),
        }
        if not self._sound_available:
            for key in _SOUND_KEYS:
                values[key] = self._settings.value(key)
        return values

    def _load(self, values: dict[str, Any]) -> None:
        for combo, key in (
            (self.theme_combo, "prefs/theme"),
            (self.speed_combo, "prefs/speed"),
            (self.language_combo, "prefs/language"),
        ):
            index = combo.findData(values[key])
            # A language code we do not list (stored by hand) shows as the system default.
            combo.setCurrentIndex(max(index, 0))
        self.sound_check.setChecked(self._sound_available and bool(values["prefs/sound"]))
        self.cues_check.setChecked(self._sound_available and bool(values["prefs/audio_cues"]))

    def restore_defaults(self) -> None:
        """Show the default preferences in the fields (stored only by OK or Apply); the broker
        too, on its page."""
        self._load({key: SCHEMA[key].default for key in PREFERENCE_KEYS})
        self.broker_box.load({key: SCHEMA[key].default for key in BROKER_KEYS})

    def _changed(self) -> dict[str, Any]:
        """The values of both pages that differ from the stored ones, by settings key."""
        shown = {**self.values(), **self.broker_box.values()}
        return {key: value for key, value in shown.items() if self._settings.value(key) != value}

    def apply(self) -> list[str]:
        """Store the fields' values; returns (and emits in ``applied``) the keys that changed.
        Nothing is stored while the broker's host is not one (:meth:`acceptable`)."""
        if not self.acceptable():
            return []
        changes = self._changed()
        changed = list(changes)
        for key, value in changes.items():
            self._settings.set_value(key, value)
        self._on_field_changed()
        self.applied.emit(changed)
        if "prefs/language" in changed:
            self.language_changed.emit(self.values()["prefs/language"])
        return changed

    def acceptable(self) -> bool:
        """True if the fields may be stored: the schema allows every value (the broker's host
        is a host name or an address, say)."""
        shown = {**self.values(), **self.broker_box.values()}
        return all(SCHEMA[key].valid(value) for key, value in shown.items())

    def accept(self) -> None:
        """Store the preferences and close (nothing while they cannot be stored)."""
        if not self.acceptable():
            return
        self.apply()
        self.broker_box.stop_test()
        super().accept()

    def reject(self) -> None:
        """Close without storing (a broker test under way stops)."""
        self.broker_box.stop_test()
        super().reject()

    @Slot(QAbstractButton)
    def _on_button_clicked(self, button: QAbstractButton) -> None:
        if button is self.apply_button:
            self.apply()
        elif button is self.defaults_button:
            self.restore_defaults()

    @Slot()
    def _on_field_changed(self, *_args: object) -> None:
        values = self.values()
        self.theme_sample.set_theme(values["prefs/theme"])
        acceptable = self.acceptable()
        self.ok_button.setEnabled(acceptable)
        self.apply_button.setEnabled(acceptable and bool(self._changed()))
        # Compared with the language stored when the dialog opened: what the game runs in.
        language_pending = values["prefs/language"] != self._opening_language
        self.language_note.setVisible(not self._language_live and language_pending)
