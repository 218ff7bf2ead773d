"""The main window's size and place: fitted to the screen at first start, as it was left later.

At the first start (nothing stored) the window takes most of the available area of the screen
it opens on (:func:`first_size`: 80 % of it, at least 1000x720 where that fits, never more than
the screen, never less than what the window needs to show the board, its pop handles and the
panel), centred there. When it closes, its geometry is stored (``saveGeometry``, as base64 text
under :data:`GEOMETRY_KEY`); the next start restores it, and a stored geometry that no longer
fits the screen (a smaller monitor, a higher scale factor) is brought inside it
(:func:`fit_inside`).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from popout_desktop.settings.store import Settings

__all__ = [
    "GEOMETRY_KEY",
    "available_geometry",
    "first_size",
    "fit_inside",
    "place_window",
    "save_window",
    "stored_geometry",
]

#: Where the window's geometry is stored.
GEOMETRY_KEY = "window/geometry"
#: A comfortable first size, used where the screen has room for it.
COMFORTABLE = QSize(1000, 720)
#: The share of the available screen a first start takes.
SHARE = 0.8


def available_geometry(window: QWidget) -> QRect:
    """The available area (without panels and docks) of the screen ``window`` is on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def first_size(available: QSize, minimum: QSize) -> QSize:
    """The window's size at a first start on a screen with ``available`` room: 80 % of it,
    at least :data:`COMFORTABLE` where that fits and at least ``minimum`` (what the window
    needs), but never larger than the screen."""
    width = max(round(available.width() * SHARE), COMFORTABLE.width(), minimum.width())
    height = max(round(available.height() * SHARE), COMFORTABLE.height(), minimum.height())
    return QSize(min(width, available.width()), min(height, available.height()))


def fit_inside(window: QWidget, available: QRect) -> None:
    """Bring ``window`` (its frame included) inside ``available``: smaller if it is larger,
    moved if any part is outside."""
    frame = window.frameGeometry()
    extra = frame.size() - window.geometry().size()  # the window manager's frame
    width = min(window.width(), max(1, available.width() - extra.width()))
    height = min(window.height(), max(1, available.height() - extra.height()))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
        frame = window.frameGeometry()
    left = min(max(frame.left(), available.left()), available.right() - frame.width() + 1)
    top = min(max(frame.top(), available.top()), available.bottom() - frame.height() + 1)
    if QPoint(left, top) != frame.topLeft():
        window.move(left, top)


def stored_geometry(settings: Settings | None) -> QByteArray | None:
    """The geometry stored when the window last closed, or None."""
    if settings is None:
        return None
    text = str(settings.value(GEOMETRY_KEY))
    if not text:
        return None
    data = QByteArray.fromBase64(QByteArray(text.encode("ascii", errors="replace")))
    return data if not data.isEmpty() else None


def save_window(window: QWidget, settings: Settings | None) -> None:
    """Store the window's geometry for the next start."""
    if settings is None:
        return
    text = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
    settings.set_value(GEOMETRY_KEY, text)


def place_window(window: QWidget, settings: Settings | None) -> None:
    """Size and place ``window`` before it is shown: the stored geometry, or the first-start
    size centred on its screen; inside the screen's available area either way. Done again when
    it is first shown, once the window manager's frame is known (unless it was given another
    size meanwhile: a command, a test, a screenshot)."""
    stored = stored_geometry(settings)
    _place(window, stored)
    window.installEventFilter(_FirstShow(window, stored))


def _place(window: QWidget, stored: QByteArray | None) -> None:
    available = available_geometry(window)
    if stored is None or not window.restoreGeometry(stored):
        window.resize(first_size(available.size(), window.minimumSizeHint()))
        frame = window.frameGeometry()
        frame.moveCenter(available.center())
        window.move(frame.topLeft())
    fit_inside(window, available)


class _FirstShow(QObject):
    """Places the window again when it is first shown (its frame is known then), and goes."""

    def __init__(self, window: QWidget, stored: QByteArray | None) -> None:
        super().__init__(window)
        self._window = window
        self._stored = stored
        self._placed = window.size()  # (the frame may shift its place when it is made)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the first Show: place the window and stop watching."""
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._window.removeEventFilter(self)
            if self._window.size() == self._placed:
                _place(self._window, self._stored)
            self.deleteLater()
        return False
