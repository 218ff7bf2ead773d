"""Board themes: colours and, for the high-contrast theme, symbols on the discs.

The themes' names are defined once, in the settings' schema
(:data:`popout_desktop.settings_schema.THEMES`, importable without Qt); this module gives each
name its look.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from popout_desktop.settings_schema import DEFAULT_THEME
from popout_desktop.settings_schema import THEMES as THEME_NAMES

__all__ = ["DEFAULT_THEME", "THEMES", "Theme", "theme"]

CLASSIC, DARK, CONTRAST = THEME_NAMES


@dataclass(frozen=True)
class Theme:
    """Everything the board needs to know to paint itself in one look.

    Symbols: "cross" or "ring" drawn on a player's discs, "" for none. A power checker (Power
    Up) carries a round badge in ``power_badges`` with its icon drawn in ``power_inks``.
    """

    key: str
    background: QColor
    board: QColor
    board_edge: QColor
    side_board: QColor
    hole: QColor
    player_colours: tuple[QColor, QColor]
    player_edges: tuple[QColor, QColor]
    player_symbols: tuple[str, str]
    symbol_colours: tuple[QColor, QColor]
    highlight: QColor
    last_move: QColor
    focus: QColor
    text: QColor
    power_badges: tuple[QColor, QColor] = (QColor("#1c1c1c"), QColor("#1c1c1c"))
    power_inks: tuple[QColor, QColor] = (QColor("#ffffff"), QColor("#ffffff"))

    def name(self) -> str:
        """The theme's translated name, for menus."""
        return {
            CLASSIC: QCoreApplication.translate("Theme", "Classic"),
            DARK: QCoreApplication.translate("Theme", "Dark"),
            CONTRAST: QCoreApplication.translate("Theme", "High contrast"),
        }.get(self.key, self.key)

    def colour_name(self, player: int) -> str:
        """The translated name of a player's colour in this theme ("Red", "Yellow", ...)."""
        if self.key == CONTRAST:
            return (
                QCoreApplication.translate("Theme", "Blue ✕")
                if player == 1
                else QCoreApplication.translate("Theme", "Orange ○")
            )
        return (
            QCoreApplication.translate("Theme", "Red")
            if player == 1
            else QCoreApplication.translate("Theme", "Yellow")
        )

    def colour(self, player: int) -> QColor:
        """The disc colour of player 1 or 2."""
        return self.player_colours[player - 1]


def _c(text: str) -> QColor:
    return QColor(text)


THEMES: dict[str, Theme] = {
    CLASSIC: Theme(
        key=CLASSIC,
        background=_c("#e9eef5"),
        board=_c("#1f5fd1"),
        board_edge=_c("#123f93"),
        side_board=_c("#164aa8"),
        hole=_c("#f4f7fb"),
        player_colours=(_c("#e0312b"), _c("#f7c815")),
        player_edges=(_c("#9e1b16"), _c("#b98f00")),
        player_symbols=("", ""),
        symbol_colours=(_c("#ffffff"), _c("#ffffff")),
        highlight=_c("#39e07a"),
        last_move=_c("#ffffff"),
        focus=_c("#ff8a00"),
        text=_c("#1b2430"),
    ),
    DARK: Theme(
        key=DARK,
        background=_c("#15181e"),
        board=_c("#2a3446"),
        board_edge=_c("#10151f"),
        side_board=_c("#222a39"),
        hole=_c("#0b0d12"),
        player_colours=(_c("#ff5a4f"), _c("#ffd23f")),
        player_edges=(_c("#b3261e"), _c("#c79a00")),
        player_symbols=("", ""),
        symbol_colours=(_c("#ffffff"), _c("#ffffff")),
        highlight=_c("#5cf2a0"),
        last_move=_c("#e8ecf4"),
        focus=_c("#6fb3ff"),
        text=_c("#dfe6f0"),
    ),
    # Blue and orange stay distinct for every common form of colour blindness; the discs also
    # carry a cross or a ring so the colours are never the only cue.
    CONTRAST: Theme(
        key=CONTRAST,
        background=_c("#ffffff"),
        board=_c("#2b2b2b"),
        board_edge=_c("#000000"),
        side_board=_c("#555555"),
        hole=_c("#ffffff"),
        player_colours=(_c("#0a5bd3"), _c("#ff9d1c")),
        player_edges=(_c("#002f7a"), _c("#8a4a00")),
        player_symbols=("cross", "ring"),
        symbol_colours=(_c("#ffffff"), _c("#000000")),
        highlight=_c("#00c853"),
        last_move=_c("#000000"),
        focus=_c("#d500f9"),
        text=_c("#000000"),
        # A power checker's badge takes the player's symbol colour, so the badge itself (white
        # on blue, black on orange) tells the players apart without colour too.
        power_badges=(_c("#ffffff"), _c("#000000")),
        power_inks=(_c("#000000"), _c("#ffffff")),
    ),
}


def theme(key: str) -> Theme:
    """The theme called ``key``, or the default one for an unknown key."""
    return THEMES.get(key, THEMES[DEFAULT_THEME])
