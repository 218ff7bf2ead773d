"""The desktop's accessibility settings, watched in one place: contrast, reduced motion, fonts.

:func:`desktop_settings` gives the application's one :class:`DesktopSettings`. What each
setting comes from, platform by platform (only what the platform really reports):

- **Contrast preference**: Qt's ``QStyleHints.accessibility().contrastPreference()`` (Qt 6.10+)
  and its change signal, wherever Qt's platform plugin reports it (Windows' high-contrast mode,
  macOS' "Increase contrast", GNOME's and KDE's high-contrast settings through the XDG desktop
  portal's ``org.freedesktop.appearance contrast``). The System theme resolves to High
  contrast while it asks for it (:mod:`popout_desktop.ui.board.themes`).
- **Reduced motion**: Qt 6.11 reports none. On Linux it is read from the XDG desktop portal's
  Settings interface: GNOME's ``org.gnome.desktop.interface enable-animations`` (false reduces
  motion) and KDE's ``org.kde.kdeglobals.KDE AnimationDurationFactor`` (0 reduces motion), at
  start and whenever the portal says it changed. On Windows it is
  ``SPI_GETCLIENTAREAANIMATION`` ("Animation effects" off reduces motion), read at start and
  at each theme change Qt passes on. macOS and other desktops report nothing here: motion is
  never reduced for them unless the player chooses a speed. The animation speed "system"
  (:class:`popout_desktop.ui.board.animations.Speed`) is Off while motion is reduced, Normal
  otherwise.
- **Font size**: the application font is the desktop's; ``font_changed`` is emitted on each
  ``QEvent.ApplicationFontChange`` the application gets (the game's own
  :class:`GameApplication` says so by a signal; under any other ``QApplication``, a test's,
  an application-wide event filter watches for it). A widget's own larger font (a heading,
  the turn indicator) is made with :func:`keep_font_relative`, which derives it from the
  application font now and at each change (a font set once with ``setFont`` keeps its old
  size when the desktop's changes); painted text (the board's labels and analysis numbers) grows by
  :func:`text_scale`, the desktop's text size against the usual one. Qt 6.11 leaves the widgets
  under a style sheet at the old size (a style sheet's font is resolved once, when it is
  polished: the welcome card's buttons, the result card's): once the widgets have taken the new
  font, every widget with a style sheet has it applied again (:meth:`DesktopSettings.restyle`).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import SLOT, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QFontInfo, QGuiApplication, QStyleHints
from PySide6.QtWidgets import QApplication, QWidget

__all__ = [
    "DesktopSettings",
    "GameApplication",
    "desktop_settings",
    "high_contrast",
    "keep_font_relative",
    "reduced_motion",
    "relative_font",
    "text_pixel_size",
    "text_scale",
]

_PORTAL_SERVICE = "org.freedesktop.portal.Desktop"
_PORTAL_PATH = "/org/freedesktop/portal/desktop"
_PORTAL_SETTINGS = "org.freedesktop.portal.Settings"
_GNOME = ("org.gnome.desktop.interface", "enable-animations")
_KDE = ("org.kde.kdeglobals.KDE", "AnimationDurationFactor")
_SPI_GETCLIENTAREAANIMATION = 0x1042
#: Qt platforms with no desktop behind them.
_NO_DESKTOP = frozenset({"offscreen", "minimal"})
#: The usual desktop's text, in pixels (10 pt at 96 dpi: KDE's and macOS' default; Windows'
#: 9 pt Segoe UI is 12 px): painted text keeps its own proportions up to this size.
USUAL_TEXT_PIXELS = 13
#: The most painted text grows by (past it the board would be all margins).
_MOST_TEXT_SCALE = 2.5


def motion_reduced_by(namespace: str, key: str, value: Any) -> bool | None:
    """What a portal setting says of reduced motion: True (reduce), False (animate) or None
    (the setting is not one of those that say)."""
    if (namespace, key) == _GNOME and isinstance(value, bool):
        return not value
    if (namespace, key) == _KDE and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value) <= 0.0
    if (namespace, key) == _KDE and isinstance(value, str):  # kdeglobals' text, in some portals
        with contextlib.suppress(ValueError):
            return float(value) <= 0.0
    return None


class GameApplication(QApplication):
    """The game's ``QApplication``: it tells of the events sent to the application itself that
    :class:`DesktopSettings` follows, by signals (``font_changed()`` for
    ``QEvent.ApplicationFontChange``, ``theme_changed()`` for ``QEvent.ThemeChange``), as they
    arrive, before Qt handles them.

    Without it, :class:`DesktopSettings` installs an event filter on the application, and Qt
    passes every event of every object through such a filter: Python code for each one, and
    before the first frame PySide makes a Python type (with its enums) for each new kind of
    object that gets an event, some 120 of them, about 30-40 ms of the start (issue 33
    point 4). Here only the application's own events reach Python.

    It starts in the Fusion style, the one the game always uses
    (:func:`~popout_desktop.ui.board.themes.apply_theme_palette`): Qt's ``-style`` option, put
    last on the command line so that it is the one Qt uses. So the first theme need not ask
    the style its name, for which PySide would build the Python type of ``QStyle`` (12 enum
    types, some 700 members: 10-30 ms of the start).
    """

    font_changed = Signal()
    theme_changed = Signal()

    #: The style the application starts in (see above).
    STYLE = "Fusion"

    def __init__(self, argv: Sequence[str]) -> None:
        super().__init__([*argv, "-style", self.STYLE])
        #: It started in Fusion; the game sets no other style, so apply_theme_palette trusts it.
        self.started_in_fusion = True

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ApplicationFontChange:
            self.font_changed.emit()
        elif kind == QEvent.Type.ThemeChange:
            self.theme_changed.emit()
        return super().event(event)


class DesktopSettings(QObject):
    """The desktop's contrast preference, reduced motion and font, with their changes.

    ``watch`` False: reduced motion is not read from the platform (only set through the slots).
    Signals: ``contrast_changed(bool)`` (high contrast asked for or not), ``motion_changed(bool)``
    (motion reduced or not), ``font_changed()`` (the application font changed). Each is emitted
    only when the value changes; the slots may be called directly (tests simulate the desktop
    through them).
    """

    contrast_changed = Signal(bool)
    motion_changed = Signal(bool)
    font_changed = Signal()

    def __init__(
        self, hints: QStyleHints | None = None, parent: QObject | None = None, watch: bool = True
    ) -> None:
        super().__init__(parent)
        hints = hints if hints is not None else QGuiApplication.styleHints()
        accessibility = hints.accessibility()
        self._high_contrast = (
            accessibility.contrastPreference() == Qt.ContrastPreference.HighContrast
        )
        accessibility.contrastPreferenceChanged.connect(self.on_contrast_preference_changed)
        self._reduced_motion = False
        self._portal_values: dict[tuple[str, str], bool] = {}
        # After the widgets' own font changes (posted after the application's), the styled ones.
        self._restyle = QTimer(self)
        self._restyle.setSingleShot(True)
        self._restyle.setInterval(0)
        self._restyle.timeout.connect(self.restyle)
        app = QCoreApplication.instance()
        if isinstance(app, GameApplication):
            app.font_changed.connect(self._on_font_change)
            app.theme_changed.connect(self._on_theme_change)
        elif app is not None:  # another application (a test's): watch all its events
            app.installEventFilter(self)
        if watch:
            self._read_platform_motion()

    # -- the values --------------------------------------------------------------------------

    @property
    def high_contrast(self) -> bool:
        """True while the desktop asks for high contrast."""
        return self._high_contrast

    @property
    def reduced_motion(self) -> bool:
        """True while the desktop asks for reduced motion (where the platform says so)."""
        return self._reduced_motion

    # -- the slots ---------------------------------------------------------------------------

    @Slot(Qt.ContrastPreference)
    def on_contrast_preference_changed(self, preference: Qt.ContrastPreference) -> None:
        """The desktop's contrast preference is now ``preference``."""
        high = preference == Qt.ContrastPreference.HighContrast
        if high != self._high_contrast:
            self._high_contrast = high
            self.contrast_changed.emit(high)

    @Slot(bool)
    def set_reduced_motion(self, reduced: bool) -> None:
        """The desktop now asks (True) or no longer asks (False) for reduced motion."""
        if reduced != self._reduced_motion:
            self._reduced_motion = reduced
            self.motion_changed.emit(reduced)

    @Slot(str, str, "QDBusVariant")
    def on_portal_setting_changed(self, namespace: str, key: str, value: Any) -> None:
        """The portal says ``namespace``/``key`` is now ``value`` (a QDBusVariant or a value)."""
        self._portal_value(namespace, key, _unwrap(value))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Pass on the application's font changes (and re-read Windows' setting on a theme
        change)."""
        if watched is QCoreApplication.instance():
            if event.type() == QEvent.Type.ApplicationFontChange:
                self._on_font_change()
            elif event.type() == QEvent.Type.ThemeChange:
                self._on_theme_change()
        return False

    def _on_font_change(self) -> None:
        self.font_changed.emit()
        self._restyle.start()

    def _on_theme_change(self) -> None:
        if sys.platform == "win32":
            self._read_windows_motion()

    @Slot()
    def restyle(self) -> None:
        """Apply every widget's style sheet again, so that the widgets under one take the
        application font of now (Qt resolves a style sheet's font when it polishes)."""
        if not isinstance(QCoreApplication.instance(), QApplication):
            return  # no widgets
        for widget in QApplication.allWidgets():
            sheet = widget.styleSheet()
            if sheet:
                widget.setStyleSheet(sheet)

    # -- the platforms -----------------------------------------------------------------------

    def _portal_value(self, namespace: str, key: str, value: Any) -> None:
        reduced = motion_reduced_by(namespace, key, value)
        if reduced is None:
            return
        self._portal_values[(namespace, key)] = reduced
        self.set_reduced_motion(any(self._portal_values.values()))

    def _read_platform_motion(self) -> None:
        if sys.platform == "win32":
            self._read_windows_motion()
        elif sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
            try:
                self._read_portal_motion()
            except (RuntimeError, TypeError, ValueError):  # a binding's surprise: never fatal
                return

    def _read_windows_motion(self) -> None:  # pragma: no cover - Windows only
        import ctypes

        enabled = ctypes.c_int(1)
        windll = getattr(ctypes, "windll", None)
        if windll is None:
            return
        if windll.user32.SystemParametersInfoW(
            _SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0
        ):
            self.set_reduced_motion(not enabled.value)

    def _read_portal_motion(self) -> None:
        try:
            from PySide6.QtDBus import QDBusConnection, QDBusInterface
        except ImportError:  # a build of Qt without D-Bus: nothing reported
            return
        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            return
        portal = QDBusInterface(_PORTAL_SERVICE, _PORTAL_PATH, _PORTAL_SETTINGS, bus, self)
        if not portal.isValid():
            return
        portal.setTimeout(500)  # a portal slow to answer must not hold the start up
        for namespace, key in (_GNOME, _KDE):
            reply = portal.call("ReadOne", namespace, key)
            arguments = reply.arguments()
            if arguments:
                self._portal_value(namespace, key, _unwrap(arguments[0]))
        # PySide 6.11 takes the slot's signature as SLOT()'s text (its stubs say bytes, which
        # it refuses).
        slot: Any = SLOT("on_portal_setting_changed(QString,QString,QDBusVariant)")
        bus.connect(_PORTAL_SERVICE, _PORTAL_PATH, _PORTAL_SETTINGS, "SettingChanged", self, slot)


def _unwrap(value: Any) -> Any:
    """A D-Bus variant's value (variants in variants, as ``Read`` gives them), else ``value``."""
    for _ in range(3):
        variant = getattr(value, "variant", None)
        if not callable(variant):
            break
        value = variant()
    return value


def desktop_settings() -> DesktopSettings:
    """The application's one :class:`DesktopSettings` (made at the first call, a child of the
    application)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("desktop_settings() needs a QGuiApplication")
    found = app.findChild(
        DesktopSettings, "desktop_settings", Qt.FindChildOption.FindDirectChildrenOnly
    )
    if isinstance(found, DesktopSettings):
        return found
    # An offscreen or minimal platform shows no desktop (tests, screenshots): what the session's
    # desktop says of motion is not this application's to follow there.
    on_desktop = QGuiApplication.platformName() not in _NO_DESKTOP
    made = DesktopSettings(parent=app, watch=on_desktop)
    made.setObjectName("desktop_settings")
    return made


def high_contrast() -> bool:
    """True while the desktop asks for high contrast (False without an application)."""
    return QCoreApplication.instance() is not None and desktop_settings().high_contrast


def reduced_motion() -> bool:
    """True while the desktop asks for reduced motion (False without an application)."""
    return QCoreApplication.instance() is not None and desktop_settings().reduced_motion


def relative_font(factor: float, bold: bool = False, base: QFont | None = None) -> QFont:
    """``base`` (by default the application font, the desktop's) at ``factor`` times its size,
    bold if asked."""
    font = QFont(base if base is not None else QGuiApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:  # a font sized in pixels
        font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    if bold:
        font.setBold(True)
    return font


class _RelativeFont(QObject):
    """Keeps its parent widget's font at a factor of the application font (see
    :func:`keep_font_relative`); it goes with the widget."""

    def __init__(self, widget: QWidget, factor: float, bold: bool) -> None:
        super().__init__(widget)
        self.setObjectName("relative_font")
        self._widget = widget
        self._factor = factor
        self._bold = bold
        desktop_settings().font_changed.connect(self.apply)
        self.apply()

    @Slot()
    def apply(self) -> None:
        """Set the widget's font from the application font now."""
        self._widget.setFont(relative_font(self._factor, self._bold, QApplication.font()))


def keep_font_relative(widget: QWidget, factor: float, bold: bool = False) -> None:
    """Give ``widget`` the application font at ``factor`` times its size (bold if asked), now
    and after every change of the application font (the desktop's font size)."""
    for old in widget.findChildren(
        _RelativeFont, "relative_font", Qt.FindChildOption.FindDirectChildrenOnly
    ):
        old.deleteLater()
        desktop_settings().font_changed.disconnect(old.apply)
    _RelativeFont(widget, factor, bold)


def text_pixel_size(font: QFont | None = None) -> int:
    """The pixel size text of ``font`` (by default the application font) has on screen: the
    least a painted label should have to read as the desktop's text does."""
    return QFontInfo(font if font is not None else QGuiApplication.font()).pixelSize()


def text_scale(font: QFont | None = None) -> float:
    """How much larger than the usual desktop's (:data:`USUAL_TEXT_PIXELS`) the text of ``font``
    (by default the application font) is: 1.0 for the usual size or smaller, at most 2.5.
    Painted text sized by the board's cell is multiplied by it, and so is the room it takes."""
    scale = text_pixel_size(font) / USUAL_TEXT_PIXELS
    return max(1.0, min(_MOST_TEXT_SCALE, scale))
