"""Themes: the board's colours and symbols, and the palette of the whole window.

The themes' names are defined once, in the settings' schema
(:data:`popout_desktop.settings.schema.THEMES`, importable without Qt); this module gives each
name its look. Each look dresses the board (:class:`Theme`) and, through
:func:`apply_theme_palette`, every other widget: toolbar, menus, panels, dialogs, tooltips.

"system" is not a look of its own: it is High contrast while the desktop asks for high contrast
(:mod:`popout_desktop.ui.desktop_settings`), else the light look (Classic) or the dark one, as
the desktop's colour scheme says (:func:`system_theme`); :class:`ColourSchemeWatcher` tells when
the desktop switches either. A theme chosen by name is kept whatever the desktop says.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QStyleHints
from PySide6.QtWidgets import QApplication, QToolTip

from popout_desktop.rules.frozen import FrozenValue
from popout_desktop.settings.schema import DEFAULT_THEME
from popout_desktop.settings.schema import THEMES as THEME_NAMES
from popout_desktop.ui.desktop_settings import desktop_settings, high_contrast

__all__ = [
    "DEFAULT_THEME",
    "THEMES",
    "ColourSchemeWatcher",
    "Theme",
    "WindowColours",
    "apply_theme_palette",
    "contrast_ratio",
    "ink_on",
    "label_ink",
    "system_theme",
    "system_theme_key",
    "theme",
]

SYSTEM, CLASSIC, DARK, CONTRAST = THEME_NAMES


def _c(text: str) -> QColor:
    return QColor(text)


class WindowColours(FrozenValue):
    """The colours of everything around the board, as an application palette uses them.

    ``secondary`` is the quieter text (a player's kind, notes): it keeps a contrast of at least
    4.5:1 on ``window`` (WCAG AA) in every theme, unlike Qt's disabled text, which is meant to
    look unavailable. ``disabled`` is the text of controls that are off.

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    __slots__ = (
        "alternate_base",
        "base",
        "button",
        "dark",
        "disabled",
        "frame",
        "highlight",
        "highlighted_text",
        "link",
        "secondary",
        "text",
        "tooltip_base",
        "tooltip_text",
        "window",
    )

    window: Final[QColor]
    text: Final[QColor]
    secondary: Final[QColor]
    base: Final[QColor]
    alternate_base: Final[QColor]
    button: Final[QColor]
    highlight: Final[QColor]
    highlighted_text: Final[QColor]
    tooltip_base: Final[QColor]
    tooltip_text: Final[QColor]
    link: Final[QColor]
    disabled: Final[QColor]
    frame: Final[QColor]  # the dark edge of frames and buttons (Qt's Dark and Shadow roles)
    dark: Final[bool]

    def __init__(
        self,
        window: QColor,
        text: QColor,
        secondary: QColor,
        base: QColor,
        alternate_base: QColor,
        button: QColor,
        highlight: QColor,
        highlighted_text: QColor,
        tooltip_base: QColor,
        tooltip_text: QColor,
        link: QColor,
        disabled: QColor,
        frame: QColor,
        dark: bool = False,
    ) -> None:
        self.window = window
        self.text = text
        self.secondary = secondary
        self.base = base
        self.alternate_base = alternate_base
        self.button = button
        self.highlight = highlight
        self.highlighted_text = highlighted_text
        self.tooltip_base = tooltip_base
        self.tooltip_text = tooltip_text
        self.link = link
        self.disabled = disabled
        self.frame = frame
        self.dark = dark

    def _fields(self) -> tuple[object, ...]:
        return (
            self.window,
            self.text,
            self.secondary,
            self.base,
            self.alternate_base,
            self.button,
            self.highlight,
            self.highlighted_text,
            self.tooltip_base,
            self.tooltip_text,
            self.link,
            self.disabled,
            self.frame,
            self.dark,
        )

    def __repr__(self) -> str:
        return f"WindowColours(window={self.window.name()!r}, dark={self.dark!r})"

    def palette(self) -> QPalette:
        """The application palette of these colours: every role, active and disabled."""
        palette = QPalette(self.button, self.window)  # derives Light, Mid, Dark... from both
        group_all = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)
        roles = {
            QPalette.ColorRole.Window: self.window,
            QPalette.ColorRole.WindowText: self.text,
            QPalette.ColorRole.Base: self.base,
            QPalette.ColorRole.AlternateBase: self.alternate_base,
            QPalette.ColorRole.Text: self.text,
            QPalette.ColorRole.Button: self.button,
            QPalette.ColorRole.ButtonText: self.text,
            QPalette.ColorRole.BrightText: self.highlighted_text,
            QPalette.ColorRole.Highlight: self.highlight,
            QPalette.ColorRole.HighlightedText: self.highlighted_text,
            QPalette.ColorRole.ToolTipBase: self.tooltip_base,
            QPalette.ColorRole.ToolTipText: self.tooltip_text,
            QPalette.ColorRole.PlaceholderText: self.secondary,
            QPalette.ColorRole.Link: self.link,
            QPalette.ColorRole.LinkVisited: self.link,
            QPalette.ColorRole.Accent: self.highlight,
            QPalette.ColorRole.Dark: self.frame,
            QPalette.ColorRole.Shadow: self.frame,
        }
        for group in (*group_all, QPalette.ColorGroup.Disabled):
            for role, colour in roles.items():
                palette.setColor(group, role, colour)
        disabled = QPalette.ColorGroup.Disabled
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
            QPalette.ColorRole.PlaceholderText,
        ):
            palette.setColor(disabled, role, self.disabled)
        palette.setColor(disabled, QPalette.ColorRole.Base, self.window)
        palette.setColor(disabled, QPalette.ColorRole.Highlight, self.disabled)
        palette.setColor(disabled, QPalette.ColorRole.HighlightedText, self.window)
        return palette


_LIGHT_WINDOW = WindowColours(
    window=_c("#eef2f7"),
    text=_c("#1b2430"),
    secondary=_c("#4a5565"),
    base=_c("#ffffff"),
    alternate_base=_c("#f2f5f9"),
    button=_c("#e3e8ef"),
    highlight=_c("#1f5fd1"),
    highlighted_text=_c("#ffffff"),
    tooltip_base=_c("#fffbe6"),
    tooltip_text=_c("#1b2430"),
    link=_c("#1a4fb0"),
    disabled=_c("#8a93a0"),
    frame=_c("#9aa5b4"),
)
_DARK_WINDOW = WindowColours(
    window=_c("#1d222b"),
    text=_c("#dfe6f0"),
    secondary=_c("#a7b1bf"),
    base=_c("#14181f"),
    alternate_base=_c("#1a1f27"),
    button=_c("#2a313d"),
    highlight=_c("#2f6fd0"),
    highlighted_text=_c("#ffffff"),
    tooltip_base=_c("#2a313d"),
    tooltip_text=_c("#dfe6f0"),
    link=_c("#6fb3ff"),
    disabled=_c("#6b7482"),
    frame=_c("#0b0d12"),
    dark=True,
)
_CONTRAST_WINDOW = WindowColours(
    window=_c("#ffffff"),
    text=_c("#000000"),
    secondary=_c("#333333"),
    base=_c("#ffffff"),
    alternate_base=_c("#f0f0f0"),
    button=_c("#f0f0f0"),
    highlight=_c("#0a47a8"),
    highlighted_text=_c("#ffffff"),
    tooltip_base=_c("#000000"),
    tooltip_text=_c("#ffffff"),
    link=_c("#0a47a8"),
    disabled=_c("#595959"),
    frame=_c("#000000"),
)


class Theme(FrozenValue):
    """Everything the board needs to know to paint itself in one look.

    Symbols: "cross" or "ring" drawn on a player's discs, "" for none. A power checker (Power
    Up) carries a round badge in ``power_badges`` with its icon drawn in ``power_inks``.

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    __slots__ = (
        "background",
        "board",
        "board_edge",
        "focus",
        "highlight",
        "hole",
        "key",
        "last_move",
        "look",
        "player_colours",
        "player_edges",
        "player_symbols",
        "power_badges",
        "power_inks",
        "side_board",
        "symbol_colours",
        "text",
        "window",
    )

    key: Final[str]
    background: Final[QColor]
    board: Final[QColor]
    board_edge: Final[QColor]
    side_board: Final[QColor]
    hole: Final[QColor]
    player_colours: Final[tuple[QColor, QColor]]
    player_edges: Final[tuple[QColor, QColor]]
    player_symbols: Final[tuple[str, str]]
    symbol_colours: Final[tuple[QColor, QColor]]
    highlight: Final[QColor]
    last_move: Final[QColor]
    focus: Final[QColor]
    text: Final[QColor]
    power_badges: Final[tuple[QColor, QColor]]
    power_inks: Final[tuple[QColor, QColor]]
    window: Final[WindowColours]
    #: The look this theme has: its own key, or for "system" the look it stands for now.
    look: Final[str]

    def __init__(
        self,
        key: str,
        background: QColor,
        board: QColor,
        board_edge: QColor,
        side_board: QColor,
        hole: QColor,
        player_colours: tuple[QColor, QColor],
        player_edges: tuple[QColor, QColor],
        player_symbols: tuple[str, str],
        symbol_colours: tuple[QColor, QColor],
        highlight: QColor,
        last_move: QColor,
        focus: QColor,
        text: QColor,
        power_badges: tuple[QColor, QColor] = (QColor("#1c1c1c"), QColor("#1c1c1c")),
        power_inks: tuple[QColor, QColor] = (QColor("#ffffff"), QColor("#ffffff")),
        window: WindowColours = _LIGHT_WINDOW,
        look: str = "",
    ) -> None:
        self.key = key
        self.background = background
        self.board = board
        self.board_edge = board_edge
        self.side_board = side_board
        self.hole = hole
        self.player_colours = player_colours
        self.player_edges = player_edges
        self.player_symbols = player_symbols
        self.symbol_colours = symbol_colours
        self.highlight = highlight
        self.last_move = last_move
        self.focus = focus
        self.text = text
        self.power_badges = power_badges
        self.power_inks = power_inks
        self.window = window
        # The look this theme has: its own key unless one is given.
        self.look = look or key

    def _fields(self) -> tuple[object, ...]:
        return (
            self.key,
            self.background,
            self.board,
            self.board_edge,
            self.side_board,
            self.hole,
            self.player_colours,
            self.player_edges,
            self.player_symbols,
            self.symbol_colours,
            self.highlight,
            self.last_move,
            self.focus,
            self.text,
            self.power_badges,
            self.power_inks,
            self.window,
            self.look,
        )

    def __repr__(self) -> str:
        return f"Theme({self.key!r}, look={self.look!r})"

    def under(self, key: str) -> Theme:
        """This look under another key (the "system" theme standing for it)."""
        return Theme(
            key,
            background=self.background,
            board=self.board,
            board_edge=self.board_edge,
            side_board=self.side_board,
            hole=self.hole,
            player_colours=self.player_colours,
            player_edges=self.player_edges,
            player_symbols=self.player_symbols,
            symbol_colours=self.symbol_colours,
            highlight=self.highlight,
            last_move=self.last_move,
            focus=self.focus,
            text=self.text,
            power_badges=self.power_badges,
            power_inks=self.power_inks,
            window=self.window,
            look=self.look,
        )

    def name(self) -> str:
        """The theme's translated name, for menus."""
        return {
            SYSTEM: QCoreApplication.translate("Theme", "System"),
            CLASSIC: QCoreApplication.translate("Theme", "Classic"),
            DARK: QCoreApplication.translate("Theme", "Dark"),
            CONTRAST: QCoreApplication.translate("Theme", "High contrast"),
        }.get(self.key, self.key)

    def colour_name(self, player: int) -> str:
        """The translated name of a player's colour in this theme ("Red", "Yellow", ...)."""
        if self.look == CONTRAST:
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

    def palette(self) -> QPalette:
        """The application palette of this theme (see :func:`apply_theme_palette`)."""
        return self.window.palette()


_LOOKS: dict[str, Theme] = {
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
        window=_DARK_WINDOW,
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
        window=_CONTRAST_WINDOW,
    ),
}


def system_theme_key(scheme: Qt.ColorScheme | None = None, contrast: bool | None = None) -> str:
    """The look "system" stands for: "contrast" while high contrast is asked for, else "dark"
    for a dark colour scheme, else "classic".

    ``scheme`` defaults to the desktop's (``QStyleHints.colorScheme``); an unknown scheme (no
    desktop says, as offscreen) is light. ``contrast`` defaults to the desktop's contrast
    preference (:func:`popout_desktop.ui.desktop_settings.high_contrast`).
    """
    if contrast is None:
        contrast = high_contrast()
    if contrast:
        return CONTRAST
    if scheme is None:
        app = QGuiApplication.instance()
        scheme = (
            QGuiApplication.styleHints().colorScheme()
            if app is not None
            else Qt.ColorScheme.Unknown
        )
    return DARK if scheme == Qt.ColorScheme.Dark else CLASSIC


def system_theme(scheme: Qt.ColorScheme | None = None, contrast: bool | None = None) -> Theme:
    """The "system" theme now: the look of :func:`system_theme_key`, under the key "system"
    (so what is stored and checked in the menus stays "system"; ``look`` names the look)."""
    look = system_theme_key(scheme) if contrast is None else system_theme_key(scheme, contrast)
    return _LOOKS[look].under(SYSTEM)


class _Themes(Mapping[str, Theme]):
    """Every theme by name, in the schema's order; "system" is looked up when asked for."""

    def __getitem__(self, key: str) -> Theme:
        if key == SYSTEM:
            return system_theme()
        return _LOOKS[key]

    def __iter__(self) -> Iterator[str]:
        return iter(THEME_NAMES)

    def __len__(self) -> int:
        return len(THEME_NAMES)


#: Every theme by name, "system" first (resolved at each look-up to the desktop's scheme).
THEMES: Mapping[str, Theme] = _Themes()


def theme(key: str) -> Theme:
    """The theme called ``key``, or the default one for an unknown key."""
    return THEMES[key] if key in THEME_NAMES else THEMES[DEFAULT_THEME]


def apply_theme_palette(app: QApplication, style: Theme) -> None:
    """Dress the whole application in ``style``: its palette (every role, the disabled ones
    too) for every widget, menu, dialog and tooltip, in the Fusion style.

    Why Fusion: it draws every control from the application palette on every platform. The
    native styles do not: Windows' ("windowsvista", "windows11") and macOS' draw buttons,
    toolbars, menus and scroll bars from the system's theme and ignore most palette roles, so
    Dark would leave them light (and High contrast would keep their grey frames). Fusion keeps
    one look for a theme whatever the platform. The style is set first because setting a style
    resets the application palette. The game's own application starts in Fusion
    (:class:`~popout_desktop.ui.desktop_settings.GameApplication`): its style is not asked for
    its name (PySide would build ``QStyle``'s Python type for it, 10-30 ms of the start).
    """
    started_in_fusion = getattr(app, "started_in_fusion", False)
    if not started_in_fusion and app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    palette = style.palette()
    app.setPalette(palette)
    QToolTip.setPalette(palette)


class ColourSchemeWatcher(QObject):
    """Tells when the desktop switches between light and dark, or asks for high contrast.

    ``scheme_changed(str)`` carries the look "system" now stands for ("classic", "dark" or
    "contrast"); it is emitted only when that look changes. Connect it to re-apply the
    "system" theme.
    """

    scheme_changed = Signal(str)

    def __init__(self, hints: QStyleHints | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        hints = hints if hints is not None else QGuiApplication.styleHints()
        self._scheme = hints.colorScheme()
        self._key = system_theme_key(self._scheme)
        hints.colorSchemeChanged.connect(self.on_colour_scheme_changed)
        desktop_settings().contrast_changed.connect(self.on_contrast_changed)

    @property
    def key(self) -> str:
        """The look "system" stands for now."""
        return self._key

    @Slot(Qt.ColorScheme)
    def on_colour_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        """The desktop's scheme is now ``scheme``."""
        self._scheme = scheme
        self._update(system_theme_key(scheme))

    @Slot(bool)
    def on_contrast_changed(self, high: bool) -> None:
        """The desktop asks for high contrast (``high``) or no longer does."""
        self._update(system_theme_key(self._scheme, high))

    def _update(self, key: str) -> None:
        if key != self._key:
            self._key = key
            self.scheme_changed.emit(key)


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """The WCAG 2 contrast ratio of two opaque colours: 1 (the same) to 21 (black on white)."""
    lighter, darker = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def ink_on(background: QColor, wanted: QColor, least: float = 4.5) -> QColor:
    """``wanted`` if it reads on ``background`` (contrast ``least``), else black or white."""
    if contrast_ratio(wanted, background) >= least:
        return QColor(wanted)
    black, white = QColor("#000000"), QColor("#ffffff")
    on_black = contrast_ratio(black, background)
    return black if on_black >= contrast_ratio(white, background) else white


def label_ink(theme: Theme) -> QColor:
    """The colour of the words written round the board (column labels, the legend): the
    theme's text colour, or black or white where it would not read on the background."""
    return ink_on(theme.background, theme.text)
