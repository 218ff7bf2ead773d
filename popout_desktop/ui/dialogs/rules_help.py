"""The rules dialog: Pop Out, 5-in-a-Row, Pop 10, Power Up and every option of the current table
in plain words.

The options in force at the table are highlighted (a check mark, bold, a green background); the
others are greyed and marked "Not in force".

The text is put together here (:func:`rules_html`) from :mod:`.rules_help_options` (the options
table), :mod:`.rules_help_sections` (a section per variant) and :mod:`.rules_help_markup`
(headings and badges); :data:`OPTION_KEYS` and :func:`options_in_force` are re-exported.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from popout_desktop.rules import Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.themes import DEFAULT_THEME, Theme, theme
from popout_desktop.ui.dialogs.rules_help_markup import fill, heading
from popout_desktop.ui.dialogs.rules_help_options import (
    OPTION_KEYS,
    options_in_force,
    options_table,
)
from popout_desktop.ui.dialogs.rules_help_sections import (
    controls_section,
    draws_section,
    five_in_a_row_section,
    how_to_play,
    pop_out_section,
    pop_ten_section,
    power_up_section,
)
from popout_desktop.ui.dialogs.table_texts import describe_rules, preset_label

__all__ = ["OPTION_KEYS", "RulesDialog", "options_in_force", "rules_html"]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


def rules_html(rules: Rules, look: Theme | None = None) -> str:
    """The dialog's text for ``rules``: rich text for a :class:`QTextBrowser`."""
    look = look if look is not None else theme(DEFAULT_THEME)
    first, second = html.escape(look.colour_name(1)), html.escape(look.colour_name(2))
    preset = preset_label(rules.preset_name())
    parts = [
        heading("h2", fill(translate("RulesDialog", "The rules at this table: %1"), preset)),
        f"<p>{html.escape(describe_rules(rules))}.</p>",
        heading("h3", html.escape(translate("RulesDialog", "How to play"))),
        *how_to_play(rules, first),
        heading("h3", html.escape(translate("RulesDialog", "The options of this table"))),
        options_table(rules, look),
        pop_out_section(rules),
        five_in_a_row_section(rules, first, second),
        pop_ten_section(rules, first),
        power_up_section(rules),
        draws_section(rules),
        controls_section(rules),
    ]
    return "\n".join(parts)


class RulesDialog(QDialog):
    """Explains the rules of ``rules`` (the current table), options in force highlighted.

    ``theme_key`` (or the theme stored in ``settings``) names the colours.
    """

    def __init__(
        self,
        rules: Rules,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        theme_key: str | None = None,
    ) -> None:
        super().__init__(parent)
        if theme_key is None:
            theme_key = str(settings.value("prefs/theme")) if settings else DEFAULT_THEME
        self._theme = theme(theme_key)
        self._rules = rules
        self.setWindowTitle(self.tr("Rules"))
        self.setSizeGripEnabled(True)
        self.setMinimumSize(380, 300)

        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(self.tr("The rules"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.set_rules(rules)
        self.browser.setFocus()

    @property
    def rules(self) -> Rules:
        """The table explained."""
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        """Explain ``rules`` instead."""
        self._rules = rules
        self.browser.setHtml(rules_html(rules, self._theme))

    def sizeHint(self) -> QSize:
        """Room for the options table without scrolling sideways."""
        return QSize(680, 640)
