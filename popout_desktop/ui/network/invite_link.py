"""An internet game's invite link to give: the link as text, a Copy button and a QR code.

:class:`InviteLinkBox` shows the link read-only and selectable (plain text in a line edit), a
Copy button that puts exactly the link on the clipboard and says "Copied" beside it for a few
seconds, and the same link as a QR code (:class:`QrCodeView`), for a phone's camera.

The QR code is drawn by this module from segno's module matrix (:func:`qr_matrix`), into a
:class:`~PySide6.QtGui.QImage` in memory (:func:`qr_image`): no file, every module a whole
number of device pixels (crisp at any scale, nothing smoothed), the quiet zone of four modules
that readers need, black on white whatever the theme (readers expect dark on light, and a dark
theme's colours would defeat some of them). Error correction M (15 %) is segno's usual choice:
a screen is not a scratched label. The link may hold the room's secret: it is drawn here and
given to the clipboard only, never written anywhere.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.ui.widgets.quiet_text import make_quiet

__all__ = [
    "COPIED_MS",
    "QUIET_ZONE",
    "InviteLinkBox",
    "QrCodeView",
    "qr_image",
    "qr_matrix",
]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate

#: The blank border around a QR code, in modules (what the standard asks for).
QUIET_ZONE = 4
#: How long "Copied" stays after a copy.
COPIED_MS = 4_000
#: The size a QR code is drawn at, about, in logical pixels (a module: 2 to 6 pixels).
QR_TARGET_PX = 220
_DARK = QColor(0, 0, 0)
_LIGHT = QColor(255, 255, 255)


def qr_matrix(text: str, quiet: int = QUIET_ZONE) -> list[list[bool]]:
    """The QR code of ``text`` (error correction M, never a Micro QR) as rows of modules, True
    for dark, with ``quiet`` light modules around it."""
    code = segno.make(text, error="m", micro=False, boost_error=False)
    return [[bool(module) for module in row] for row in code.matrix_iter(scale=1, border=quiet)]


def qr_image(matrix: list[list[bool]], module_px: int) -> QImage:
    """``matrix`` drawn black on white, each module a square of ``module_px`` pixels."""
    size = len(matrix) * module_px
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(_LIGHT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(QRect(x * module_px, y * module_px, module_px, module_px), _DARK)
    painter.end()
    return image


def module_pixels(modules: int, device_pixel_ratio: float = 1.0) -> int:
    """Device pixels per module for a code ``modules`` wide: whole pixels, so that every
    module has the same size, about :data:`QR_TARGET_PX` logical pixels in all."""
    target = QR_TARGET_PX * max(1.0, device_pixel_ratio)
    return max(2, int(target // max(1, modules)))


class QrCodeView(QLabel):
    """A QR code of a text, drawn crisp for the screen it is on (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._text = ""
        self._matrix: list[list[bool]] = []
        self._module_px = 0

    @property
    def matrix(self) -> list[list[bool]]:
        """The modules drawn, quiet zone included (empty without a text)."""
        return [list(row) for row in self._matrix]

    @property
    def module_px(self) -> int:
        """Device pixels per module of the picture shown."""
        return self._module_px

    def set_text(self, text: str) -> None:
        """Show the QR code of ``text`` ("" for none)."""
        self._text = text
        self._matrix = qr_matrix(text) if text else []
        self._redraw()

    def image(self) -> QImage:
        """The picture shown, in device pixels."""
        return self.pixmap().toImage()

    def _redraw(self) -> None:
        if not self._matrix:
            self._module_px = 0
            self.clear()
            return
        ratio = self.devicePixelRatioF()
        self._module_px = module_pixels(len(self._matrix), ratio)
        pixmap = QPixmap.fromImage(qr_image(self._matrix, self._module_px))
        pixmap.setDevicePixelRatio(ratio)
        self.setPixmap(pixmap)
        side = int(len(self._matrix) * self._module_px / ratio) + 1
        self.setFixedSize(QSize(side, side))

    def changeEvent(self, event: QEvent) -> None:
        """Draw again for a screen of another pixel ratio."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange and self._matrix:
            self._redraw()


class InviteLinkBox(QWidget):
    """An internet invite link to give: :attr:`link_edit` (read-only text), :attr:`copy_button`
    with :attr:`copied_label`, and :attr:`qr_view`. :meth:`set_link` shows one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._link = ""
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.link_edit = QLineEdit(self)
        self.link_edit.setReadOnly(True)
        self.copy_button = QPushButton(self)
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self.copy)
        self.copied_label = QLabel(self)
        self.copied_label.setTextFormat(Qt.TextFormat.PlainText)
        self.copied_timer = QTimer(self)
        self.copied_timer.setSingleShot(True)
        self.copied_timer.setInterval(COPIED_MS)
        self.copied_timer.timeout.connect(self.copied_label.clear)
        self.qr_view = QrCodeView(self)
        self.qr_note = QLabel(self)
        self.qr_note.setWordWrap(True)
        self.qr_note.setTextFormat(Qt.TextFormat.PlainText)
        make_quiet(self.qr_note)

        link_row = QHBoxLayout()
        link_row.addWidget(self.link_edit, 1)
        link_row.addWidget(self.copy_button)
        qr_row = QHBoxLayout()
        qr_row.addWidget(self.qr_view, 0, Qt.AlignmentFlag.AlignTop)
        qr_row.addWidget(self.qr_note, 1, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.intro)
        layout.addLayout(link_row)
        layout.addWidget(self.copied_label)
        layout.addLayout(qr_row)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text (again after a language change)."""
        self.intro.setText(
            translate(
                "InviteLink",
                "Send your opponent this link, in a message only they read: whoever has it "
                "can join the game.",
            )
        )
        self.link_edit.setAccessibleName(translate("InviteLink", "Invite link"))
        self.copy_button.setText(translate("InviteLink", "Cop&y link"))
        self.copy_button.setToolTip(
            translate("InviteLink", "Copy the link, to paste it into a message.")
        )
        self.qr_view.setAccessibleName(translate("InviteLink", "QR code of the invite link"))
        self.qr_view.setAccessibleDescription(
            translate("InviteLink", "The same invite link, for a phone's camera.")
        )
        self.qr_note.setText(
            translate(
                "InviteLink",
                "The same link as a QR code: a phone's camera reads it, to send it on.",
            )
        )
        if self.copied_label.text():
            self.copied_label.setText(translate("InviteLink", "Copied."))

    def link(self) -> str:
        """The link shown ("" for none)."""
        return self._link

    def set_link(self, link: str) -> None:
        """Show ``link`` (plain text: a link is never markup)."""
        self._link = link
        self.link_edit.setText(link)
        self.link_edit.setCursorPosition(0)
        self.link_edit.setMinimumWidth(
            min(320, self.link_edit.fontMetrics().horizontalAdvance(link) + 24)
        )
        self.copy_button.setEnabled(bool(link))
        self.qr_view.set_text(link)
        self.copied_timer.stop()
        self.copied_label.clear()

    @Slot()
    def copy(self) -> None:
        """Put exactly the link on the clipboard and say "Copied" for a few seconds."""
        if not self._link:
            return
        QGuiApplication.clipboard().setText(self._link)
        self.copied_label.setText(translate("InviteLink", "Copied."))
        self.copied_timer.start()
