"""The new-game dialog ("quick start"): who plays each colour, their names, who starts, the table.

The dialog returns a pure value, :class:`NewGameOptions`; starting the game from it is the main
window's business. Red always moves first: "who starts" is chosen by swapping the two seats.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.rules import Rules
from popout_desktop.settings.schema import MAX_PLAYER_NAME, UNSAFE_TEXT
from popout_desktop.settings.store import LEVEL_CHOICES, SEAT_KINDS, Settings
from popout_desktop.ui.board.discs import disc_pixmap
from popout_desktop.ui.board.themes import DEFAULT_THEME, Theme, theme
from popout_desktop.ui.dialogs.table_settings import TableSettingsWidget
from popout_desktop.ui.player_names import computer_label, is_default_name, level_label
from popout_desktop.ui.widgets.quiet_text import make_quiet
from popout_desktop.ui.widgets.setting_validator import SettingValidator

__all__ = [
    "LEVELS",
    "PLAYER_KINDS",
    "NewGameDialog",
    "NewGameOptions",
    "PlayerSpec",
    "default_player_name",
]

#: Who can play a colour.
PLAYER_KINDS: tuple[str, ...] = SEAT_KINDS
#: The computer's levels, weakest first.
LEVELS: tuple[str, ...] = LEVEL_CHOICES

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """Who plays one colour: the ``name`` typed ("" when none was: the views name the player
    by its colour in the theme and language of the moment), ``kind`` "human" or "computer",
    and the computer's ``level`` (one of :data:`LEVELS`; None for a human)."""

    name: str
    kind: str
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in PLAYER_KINDS:
            raise ValueError(f"kind must be one of {PLAYER_KINDS}, not {self.kind!r}")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human player has no level")
        if self.kind == "computer" and self.level not in LEVELS:
            raise ValueError(f"level must be one of {LEVELS}, not {self.level!r}")

    @property
    def is_computer(self) -> bool:
        """True for a computer player."""
        return self.kind == "computer"


@dataclass(frozen=True, slots=True)
class NewGameOptions:
    """Everything a new game needs: the table and the players, Red (moves first) then Yellow."""

    rules: Rules
    players: tuple[PlayerSpec, PlayerSpec]


def default_player_name(player: int, kind: str, level: str | None, look: Theme) -> str:
    """The grey placeholder of an empty Name: the colour for a human, "Computer (medium)" etc.
    for the computer. It is never stored: an empty name is named when shown
    (:mod:`popout_desktop.ui.player_names`)."""
    if kind != "computer":
        return look.colour_name(player)
    return computer_label(level)


class _Seat:
    """The widgets of one colour's row: who plays it, the computer's level, the name."""

    def __init__(self, dialog: NewGameDialog, player: int, look: Theme) -> None:
        self.player = player
        self.look = look
        self.disc = QLabel(dialog)
        self.disc.setPixmap(disc_pixmap(look, player, 22, dialog.devicePixelRatioF()))
        colour = look.colour_name(player)
        if player == 1:
            text = translate("NewGameDialog", "&First (%1):")
            tip = translate("NewGameDialog", "%1 moves first.")
        else:
            text = translate("NewGameDialog", "Sec&ond (%1):")
            tip = translate("NewGameDialog", "%1 moves second.")
        self.label = QLabel(text.replace("%1", colour), dialog)
        self.label.setToolTip(tip.replace("%1", colour))

        self.kind_combo = QComboBox(dialog)
        self.kind_combo.addItem(translate("NewGameDialog", "Human"), "human")
        self.kind_combo.addItem(translate("NewGameDialog", "Computer"), "computer")
        self.kind_combo.setAccessibleName(
            translate("NewGameDialog", "Who plays %1").replace("%1", colour)
        )
        self.kind_combo.setToolTip(
            translate("NewGameDialog", "A person at this computer, or the computer.")
        )
        self.label.setBuddy(self.kind_combo)

        self.level_combo = QComboBox(dialog)
        for level in LEVELS:
            self.level_combo.addItem(level_label(level), level)
        self.level_combo.setAccessibleName(
            translate("NewGameDialog", "Level of the computer playing %1").replace("%1", colour)
        )
        self.level_combo.setToolTip(translate("NewGameDialog", "How strongly the computer plays."))

        self.name_edit = QLineEdit(dialog)
        self.name_edit.setMaxLength(MAX_PLAYER_NAME)
        # What the stored name may hold (no control character, escape sequence...).
        self.name_edit.setValidator(SettingValidator(f"players/{player}/name", self.name_edit))
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setAccessibleName(
            translate("NewGameDialog", "Name of the player of %1").replace("%1", colour)
        )
        self.name_edit.setToolTip(
            translate("NewGameDialog", "Leave empty to use the name shown in grey.")
        )

        # Wide enough for the longest default name, so the grey placeholder is never cut.
        longest = max(
            (default_player_name(player, "computer", level, look) for level in LEVELS),
            key=len,
        )
        metrics = self.name_edit.fontMetrics()
        self.name_edit.setMinimumWidth(metrics.horizontalAdvance(longest) + 40)

        self.kind_combo.currentIndexChanged.connect(self.refresh)
        self.level_combo.currentIndexChanged.connect(self.refresh)

    @property
    def kind(self) -> str:
        return str(self.kind_combo.currentData())

    @property
    def level(self) -> str:
        return str(self.level_combo.currentData())

    def default_name(self) -> str:
        return default_player_name(self.player, self.kind, self.level, self.look)

    def refresh(self, *_args: object) -> None:
        self.level_combo.setEnabled(self.kind == "computer")
        self.name_edit.setPlaceholderText(self.default_name())

    def typed_name(self) -> str:
        """The name typed, "" when it is empty or a name the game gives a player (a colour's
        or the computer's, in any language: see :func:`is_default_name`); spaces tidied, and
        characters no name holds, which the field refuses to take, left out all the same."""
        text = " ".join(UNSAFE_TEXT.sub(" ", self.name_edit.text()).split())
        return "" if is_default_name(text, self.look) else text

    def state(self) -> tuple[str, str, str]:
        """``(typed name, kind, level)``: what a swap exchanges."""
        return (self.typed_name(), self.kind, self.level)

    def set_state(self, name: str, kind: str, level: str) -> None:
        """Show ``name`` (left empty, the placeholder showing, when it is a name the game gives
        a player: an untouched name stays untouched), ``kind`` and ``level``."""
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(kind)))
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(level)))
        self.name_edit.setText("" if is_default_name(name, self.look) else name)
        self.refresh()

    def spec(self) -> PlayerSpec:
        kind = self.kind
        return PlayerSpec(
            self.typed_name(),
            kind,
            self.level if kind == "computer" else None,
        )


class NewGameDialog(QDialog):
    """Quick start: who plays Red (moves first) and Yellow, their names, and the table.

    With ``settings`` the dialog starts from the stored choices (``players/1/*``,
    ``players/2/*``, ``table/*``) and stores them again when accepted. ``theme_key`` picks the
    colour names and discs (default: the stored theme).
    """

    def __init__(
        self,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        theme_key: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        if theme_key is None:
            theme_key = str(settings.value("prefs/theme")) if settings else DEFAULT_THEME
        self._theme = theme(theme_key)
        self.setWindowTitle(self.tr("New Game"))

        self.seats = (_Seat(self, 1, self._theme), _Seat(self, 2, self._theme))
        self.swap_button = QPushButton(self.tr("⇅ S&wap"), self)
        self.swap_button.setToolTip(
            self.tr("Exchange the two players, so that the other one moves first.")
        )
        self.swap_button.setAutoDefault(False)
        self.swap_button.clicked.connect(self.swap)

        rules = settings.rules() if settings is not None else Rules()
        self.table = TableSettingsWidget(rules, self)
        self.table.set_theme(self._theme.key)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start &game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.table.rules_changed.connect(self._on_rules_changed)
        self._on_rules_changed(self.table.rules())

        self._build_layout()
        if settings is not None:
            for seat in self.seats:
                key = f"players/{seat.player}"
                seat.set_state(
                    str(settings.value(f"{key}/name")),
                    str(settings.value(f"{key}/kind")),
                    str(settings.value(f"{key}/level")),
                )
        for seat in self.seats:
            seat.refresh()
        self.seats[0].kind_combo.setFocus()

    def _build_layout(self) -> None:
        players = QGroupBox(self.tr("Players"), self)
        grid = QGridLayout(players)
        grid.setColumnStretch(4, 1)
        for column, text in ((2, self.tr("Plays")), (3, self.tr("Level")), (4, self.tr("Name"))):
            header = QLabel(text, players)
            make_quiet(header)  # a quiet caption, read through each field's tooltip too
            grid.addWidget(header, 0, column)
        for index, seat in enumerate(self.seats):
            row = 1 + index
            grid.addWidget(seat.disc, row, 0)
            grid.addWidget(seat.label, row, 1)
            grid.addWidget(seat.kind_combo, row, 2)
            grid.addWidget(seat.level_combo, row, 3)
            grid.addWidget(seat.name_edit, row, 4)
        grid.addWidget(self.swap_button, 1, 5, 2, 1)

        table = QGroupBox(self.tr("Table"), self)
        table_layout = QVBoxLayout(table)
        table_layout.addWidget(self.table)

        layout = QVBoxLayout(self)
        layout.addWidget(players)
        layout.addWidget(table, 1)
        layout.addWidget(self.buttons)

        order: list[QWidget] = []
        for seat in self.seats:
            order += [seat.kind_combo, seat.level_combo, seat.name_edit]
        order += [self.swap_button, self.table.preset_combo]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    # -- public API ----------------------------------------------------------------------------

    def players(self) -> tuple[PlayerSpec, PlayerSpec]:
        """Who plays Red (moves first) and Yellow, as chosen now."""
        return (self.seats[0].spec(), self.seats[1].spec())

    def options(self) -> NewGameOptions | None:
        """The chosen game, or None while the table is impossible."""
        rules = self.table.rules()
        if rules is None:
            return None
        return NewGameOptions(rules, self.players())

    @Slot()
    def swap(self) -> None:
        """Exchange the two seats: the other player moves first."""
        first, second = self.seats
        first_state, second_state = first.state(), second.state()
        first.set_state(*second_state)
        second.set_state(*first_state)

    def accept(self) -> None:
        """Store the choices (with settings) and close; refused while the table is impossible."""
        options = self.options()
        if options is None:
            return
        if self._settings is not None:
            for seat in self.seats:
                key = f"players/{seat.player}"
                self._settings.set_value(f"{key}/name", seat.typed_name())
                self._settings.set_value(f"{key}/kind", seat.kind)
                self._settings.set_value(f"{key}/level", seat.level)
            self._settings.set_rules(options.rules)
        super().accept()

    @Slot(object)
    def _on_rules_changed(self, rules: Rules | None) -> None:
        self.start_button.setEnabled(rules is not None)
