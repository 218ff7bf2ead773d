"""Table settings: the presets, the single options behind them and a live preview.

:class:`TableSettingsWidget` is the editor (also embedded in the new-game dialog);
:class:`TableSettingsDialog` wraps it and loads from / saves to
:class:`~popout_desktop.settings.store.Settings`.
An impossible combination is explained in plain words next to the fields and never accepted:
:meth:`TableSettingsWidget.rules` returns None and the dialog's OK button is disabled. That
covers a line too long for the board, Pop 10 with Pop Out or with Power Up, and a Pop 10 target
higher than the discs a player owns.

Pop 10's target follows the board: when Pop 10 is switched on or the board's size changes, the
target field shows :func:`~popout_desktop.rules.table.suggested_target` for that size (a rule
of the table, re-exported here), until the person edits it.

The words for presets and tables live in :mod:`.table_texts` (re-exported here), the words that
explain an impossible combination in :mod:`popout_desktop.ui.table_problems`.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGraphicsOpacityEffect,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.game.model import GameModel
from popout_desktop.rules import PRESET_NAMES, Rules
from popout_desktop.rules.table import (
    COLUMNS_RANGE,
    CONNECT_RANGE,
    ROWS_RANGE,
    STANDARD_TARGET,
    TARGET_RANGE,
    suggested_target,
)
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.dialogs.table_texts import describe_rules, preset_description, preset_label
from popout_desktop.ui.table_problems import impossible_reason, table_or_reason
from popout_desktop.ui.widgets.wrapped_label import WrappedLabel

__all__ = [
    "STANDARD_TARGET",
    "TableSettingsDialog",
    "TableSettingsWidget",
    "describe_rules",
    "impossible_reason",
    "preset_label",
    "suggested_target",
]

#: The presets this dialog offers, in its order: every named table.
TABLE_PRESETS = PRESET_NAMES


class _PreviewBoard(BoardView):
    """The board view at a size that suits a dialog; it never takes input or focus."""

    def sizeHint(self) -> QSize:
        """Smaller than the main window's board."""
        return QSize(300, 280)


class TableSettingsWidget(QWidget):
    """Edits a table: a preset chooser, the single options, a live preview of the empty board.

    ``rules_changed(object)`` is emitted whenever the table shown changes: a :class:`Rules`, or
    None while the combination is impossible (the explanation is then shown in
    :attr:`problem_label`).
    """

    rules_changed = Signal(object)

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._updating = False
        self._rules: Rules | None = None
        self._started = False
        #: True once the person has set Pop 10's target: it stops following the board's size.
        self._target_edited = False
        initial = rules if rules is not None else Rules()
        self._build_size_fields()
        self._build_option_checks()
        self._build_variant_fields()
        self._build_problem_and_summary()
        self._build_preview(initial)
        self._build_layout()
        self._connect_fields()
        self.set_rules(initial)

    # -- building --------------------------------------------------------------------------------

    def _build_size_fields(self) -> None:
        """The preset chooser and the board's size and line length."""
        self.preset_combo = QComboBox(self)
        for index, name in enumerate(TABLE_PRESETS):
            self.preset_combo.addItem(preset_label(name), name)
            self.preset_combo.setItemData(
                index, preset_description(name), Qt.ItemDataRole.ToolTipRole
            )
        self.preset_combo.setToolTip(
            self.tr(
                "Choose a set of rules. Changing any option below makes the table "
                "“Custom”; choosing a preset sets every option."
            )
        )

        self.columns_spin = self._spin(COLUMNS_RANGE)
        self.columns_spin.setToolTip(
            self.tr("Playable columns, not counting the side columns of 5-in-a-Row.")
        )
        self.rows_spin = self._spin(ROWS_RANGE)
        self.rows_spin.setToolTip(self.tr("How many discs a column holds."))
        self.connect_spin = self._spin(CONNECT_RANGE)
        self.connect_spin.setToolTip(
            self.tr("How many discs in a line (across, up or diagonal) win the game.")
        )

    def _build_option_checks(self) -> None:
        """Pop out, side columns and the repetition draw."""
        self.pop_out_check = QCheckBox(self.tr("&Pop out your own bottom disc"), self)
        self.pop_out_check.setToolTip(
            self.tr(
                "On your turn you may pop one of your own discs out of the bottom row "
                "instead of dropping one; the discs above it fall one row."
            )
        )
        self.side_columns_check = QCheckBox(self.tr("&Side columns, already filled"), self)
        self.side_columns_check.setToolTip(
            self.tr(
                "5-in-a-Row: a fixed column at each edge, filled before the game starts. "
                "Nobody drops into them or pops from them, but their discs count in lines."
            )
        )
        self.repetition_check = QCheckBox(self.tr("Draw on &threefold repetition"), self)
        self.repetition_check.setToolTip(
            self.tr(
                "The game is drawn when the same position, with the same player to move, "
                "comes up for the third time."
            )
        )

    def _build_variant_fields(self) -> None:
        """Pop 10 with its target, and Power Up."""
        self.pop_ten_check = QCheckBox(self.tr("Pop &10: fill the board, then keep discs"), self)
        self.pop_ten_check.setToolTip(
            self.tr(
                "The players first fill the board. Then a turn is a pop of one of your own bottom "
                "discs: if it was part of a line, you keep it and pop again; if not, you drop it "
                "back. The first to keep the set number of discs wins. Not with Pop Out or Power "
                "Up."
            )
        )
        self.target_spin = self._spin(TARGET_RANGE)
        self.target_spin.setToolTip(
            self.tr(
                "How many discs a player must keep to win Pop 10. It follows the board's size "
                "until you change it."
            )
        )
        self.target_label = QLabel(self.tr("Discs to &keep:"), self)
        self.target_label.setBuddy(self.target_spin)
        self.power_up_check = QCheckBox(self.tr("Power &Up: four power checkers each"), self)
        self.power_up_check.setToolTip(
            self.tr(
                "Each player also has an anvil, a bomb, a wall and a ×2 checker, each played once "
                "instead of a normal disc. Can be played with Pop Out, not with Pop 10."
            )
        )

    def _build_problem_and_summary(self) -> None:
        """Why a table is impossible (in a red box) and the summary under the preview."""
        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._problem_box = self._make_problem_box()

        # All its lines always get their height: at the dialog's least size a plain wrapped
        # label got less, and the layout laid it over the preview's column numbers.
        self.summary_label = WrappedLabel("", self)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)

    def _build_preview(self, initial: Rules) -> None:
        """The empty board of the table, faded while the table is impossible."""
        self.preview = _PreviewBoard(GameModel(initial, self), self)
        self.preview.set_interactive(False)
        self.preview.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.preview.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.preview.setAccessibleName(self.tr("Preview of the empty board"))
        self.preview.setToolTip(self.tr("The empty board of this table."))
        self._preview_effect = QGraphicsOpacityEffect(self.preview)
        self._preview_effect.setOpacity(1.0)
        self.preview.setGraphicsEffect(self._preview_effect)

    def _connect_fields(self) -> None:
        """Follow every field."""
        self.preset_combo.currentIndexChanged.connect(self._on_preset_chosen)
        for spin in (self.columns_spin, self.rows_spin, self.connect_spin):
            spin.valueChanged.connect(self._on_field_changed)
        for check in (
            self.pop_out_check,
            self.side_columns_check,
            self.repetition_check,
            self.pop_ten_check,
            self.power_up_check,
        ):
            check.toggled.connect(self._on_field_changed)
        self.target_spin.valueChanged.connect(self._on_target_edited)

    def _spin(self, bounds: tuple[int, int]) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(*bounds)
        spin.setAccelerated(True)
        return spin

    def _make_problem_box(self) -> QFrame:
        box = QFrame(self)
        box.setObjectName("tableProblem")
        # Fixed colours on both text and background, so it reads the same in any palette.
        box.setStyleSheet(
            "#tableProblem { background: #fdecea; border: 1px solid #e0a39e; border-radius: 4px; }"
            "#tableProblem QLabel { color: #5f1712; background: transparent; }"
        )
        icon = QLabel(box)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        icon.setPixmap(warning.pixmap(size, size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout = QHBoxLayout(box)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(icon)
        self.problem_label.setParent(box)
        layout.addWidget(self.problem_label, 1)
        box.setVisible(False)
        return box

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        preset_label_widget = QLabel(self.tr("Pr&eset:"), self)
        preset_label_widget.setBuddy(self.preset_combo)
        form.addRow(preset_label_widget, self.preset_combo)
        for text, spin in (
            (self.tr("&Columns:"), self.columns_spin),
            (self.tr("&Rows:"), self.rows_spin),
            (self.tr("&Line length:"), self.connect_spin),
        ):
            label = QLabel(text, self)
            label.setBuddy(spin)
            form.addRow(label, spin)
        options = QVBoxLayout()
        options.setSpacing(4)
        for check in (self.pop_out_check, self.side_columns_check, self.repetition_check):
            options.addWidget(check)
        form.addRow(self.tr("Options:"), options)
        variants = QVBoxLayout()
        variants.setSpacing(4)
        variants.addWidget(self.pop_ten_check)
        target_row = QHBoxLayout()
        indent = self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + 6
        target_row.setContentsMargins(indent, 0, 0, 0)
        target_row.addWidget(self.target_label)
        target_row.addWidget(self.target_spin)
        target_row.addStretch(1)
        variants.addLayout(target_row)
        variants.addWidget(self.power_up_check)
        form.addRow(self.tr("Variants:"), variants)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self._problem_box)
        left.addStretch(1)

        preview_box = QGroupBox(self.tr("Preview"), self)
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.addWidget(self.preview, 1)
        preview_layout.addWidget(self.summary_label)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(left, 0)
        layout.addWidget(preview_box, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._problem_box.setMaximumWidth(360)

    # -- public API ----------------------------------------------------------------------------

    def rules(self) -> Rules | None:
        """The table the fields describe, or None if the combination is impossible."""
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules`` in every field (emits ``rules_changed`` if the table changes)."""
        self._updating = True
        try:
            self.columns_spin.setValue(rules.columns)
            self.rows_spin.setValue(rules.rows)
            self.connect_spin.setValue(rules.connect)
            self.pop_out_check.setChecked(rules.pop_out)
            self.side_columns_check.setChecked(rules.side_columns)
            self.repetition_check.setChecked(rules.repetition_draw)
            self.pop_ten_check.setChecked(rules.pop_ten)
            self.power_up_check.setChecked(rules.power_up)
            suggestion = suggested_target(rules.columns, rules.rows)
            # A target other than the board's suggestion was chosen by someone: keep it.
            self._target_edited = rules.keeps_discs and rules.target != suggestion
            self.target_spin.setValue(rules.target if rules.keeps_discs else suggestion)
        finally:
            self._updating = False
        self._refresh()

    def preset_name(self) -> str | None:
        """The preset the fields match (one of :data:`TABLE_PRESETS`), or None."""
        name = self._rules.preset_name() if self._rules is not None else None
        return name if name in TABLE_PRESETS else None

    def problem(self) -> str:
        """The explanation shown for an impossible table; "" when the table is fine."""
        return self.problem_label.text() if self._rules is None else ""

    def set_theme(self, key: str) -> None:
        """Paint the preview in the board theme ``key``."""
        self.preview.set_theme(key)

    # -- reacting to the fields ------------------------------------------------------------------

    @Slot(int)
    def _on_preset_chosen(self, index: int) -> None:
        if self._updating:
            return
        name = self.preset_combo.itemData(index)
        if name:
            self.set_rules(Rules.preset(str(name)))

    @Slot()
    def _on_field_changed(self, *_args: object) -> None:
        if not self._updating:
            self._follow_board_size()
            self._refresh()

    @Slot()
    def _on_target_edited(self, *_args: object) -> None:
        if not self._updating:
            self._target_edited = True
            self._refresh()

    def _follow_board_size(self) -> None:
        """Show the suggested target for the board, unless the person has chosen one."""
        if self._target_edited:
            return
        self._updating = True
        try:
            self.target_spin.setValue(
                suggested_target(self.columns_spin.value(), self.rows_spin.value())
            )
        finally:
            self._updating = False

    def _read_fields(self) -> tuple[Rules | None, str | None]:
        columns = self.columns_spin.value()
        rows = self.rows_spin.value()
        connect = self.connect_spin.value()
        side_columns = self.side_columns_check.isChecked()
        pop_out = self.pop_out_check.isChecked()
        pop_ten = self.pop_ten_check.isChecked()
        power_up = self.power_up_check.isChecked()
        # Without Pop 10 the target means nothing: the table keeps the default one, so that
        # Pop Out stays "Pop Out" whatever the disabled field shows.
        target = self.target_spin.value() if pop_ten else Rules().target
        return table_or_reason(
            columns=columns,
            rows=rows,
            connect=connect,
            pop_out=pop_out,
            side_columns=side_columns,
            repetition_draw=self.repetition_check.isChecked(),
            pop_ten=pop_ten,
            target=target,
            power_up=power_up,
        )

    def _refresh(self) -> None:
        pop_ten = self.pop_ten_check.isChecked()
        self.target_spin.setEnabled(pop_ten)
        self.target_label.setEnabled(pop_ten)
        rules, problem = self._read_fields()
        self._show_preset(rules.preset_name() if rules is not None else None)
        self.problem_label.setText(problem or "")
        self._problem_box.setVisible(problem is not None)
        if rules is not None:
            if self.preview.model.rules != rules:
                self.preview.model.new_game(rules)
            self._preview_effect.setOpacity(1.0)
            self.summary_label.setText(describe_rules(rules))
            self.summary_label.setEnabled(True)
        else:
            # The last possible table stays in the preview, faded: it is not the one asked for.
            self._preview_effect.setOpacity(0.3)
            self.summary_label.setText(self.tr("This table cannot be played."))
            self.summary_label.setEnabled(False)
        if rules != self._rules or not self._started:
            self._rules = rules
            self._started = True
            self.rules_changed.emit(rules)

    def _show_preset(self, name: str | None) -> None:
        """Select ``name`` in the chooser; "Custom" is listed only while no preset matches."""
        combo = self.preset_combo
        custom_index = combo.findData("")
        was_updating = self._updating
        self._updating = True
        try:
            if name is None:
                if custom_index < 0:
                    combo.addItem(preset_label(None), "")
                    custom_index = combo.count() - 1
                    combo.setItemData(
                        custom_index,
                        self.tr("The options below match no preset."),
                        Qt.ItemDataRole.ToolTipRole,
                    )
                combo.setCurrentIndex(custom_index)
            else:
                combo.setCurrentIndex(combo.findData(name))
                if custom_index >= 0:
                    combo.removeItem(custom_index)
        finally:
            self._updating = was_updating


class TableSettingsDialog(QDialog):
    """The table settings dialog: a :class:`TableSettingsWidget`; OK only for a possible table.

    With ``settings`` it starts from the stored table (unless ``rules`` is given), paints the
    preview in the stored theme, and stores the table on OK.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        rules: Rules | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Table Settings"))
        if rules is None:
            rules = settings.rules() if settings is not None else Rules()
        self.table = TableSettingsWidget(rules, self)
        if settings is not None:
            self.table.set_theme(str(settings.value("prefs/theme")))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        defaults = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.setText(self.tr("&Defaults"))
        defaults.setToolTip(self.tr("Go back to the standard 7 × 6 Pop Out table."))
        defaults.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        defaults.clicked.connect(lambda: self.table.set_rules(Rules()))
        self.table.rules_changed.connect(self._on_rules_changed)
        self._on_rules_changed(self.table.rules())

        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.table.preset_combo.setFocus()

    def chosen_rules(self) -> Rules | None:
        """The table chosen, or None while it is impossible."""
        return self.table.rules()

    @Slot(object)
    def _on_rules_changed(self, rules: Rules | None) -> None:
        self.ok_button.setEnabled(rules is not None)

    def accept(self) -> None:
        """Store the table (with settings) and close; refused while the table is impossible."""
        rules = self.chosen_rules()
        if rules is None:
            return
        if self._settings is not None:
            self._settings.set_rules(rules)
        super().accept()
