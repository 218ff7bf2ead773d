"""The Host dialog's waiting page: what a waiting host shows and gives its opponent.

:class:`WaitingPage` holds "Waiting for a player…", the table in a few words, the join code
shown large (:class:`JoinCodeBox`), a note when the code changed, and the invite links to copy
(:class:`InviteLinksBox`), or for a game over the internet its one invite link with a QR code
(:attr:`WaitingPage.internet_box`, an :class:`~.invite_link.InviteLinkBox`). The dialog fills
them in; the strings keep the ``HostDialog`` translation context they were written in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.ui.desktop_settings import keep_font_relative, relative_font
from popout_desktop.ui.network.banner import Banner
from popout_desktop.ui.network.invite_link import InviteLinkBox

__all__ = ["InviteLinksBox", "JoinCodeBox", "WaitingPage"]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


class JoinCodeBox(QGroupBox):
    """The join code, large and selectable (:attr:`code_label`), or "No join code needed."."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("HostDialog", "Join code"), parent)
        self.code_label = QLabel(self)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._code = ""
        layout = QVBoxLayout(self)
        layout.addWidget(self.code_label)

    def show_code(self, code: str) -> None:
        """Show ``code`` ("" for a game without a code)."""
        self._code = code
        self._apply_font()
        if code:
            self.code_label.setText(code)
            self.code_label.setToolTip(
                translate("HostDialog", "Your opponent types this code to join.")
            )
        else:
            self.code_label.setText(translate("HostDialog", "No join code needed."))
            self.code_label.setToolTip("")

    def _apply_font(self) -> None:
        """The code large (2.6 times the box's font, the desktop's), the words in the box's."""
        if self._code:
            font = relative_font(2.6, bold=True, base=self.font())
            font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
            self.code_label.setFont(font)
        else:
            self.code_label.setFont(QFont())  # nothing of its own: the box's font

    def changeEvent(self, event: QEvent) -> None:
        """The desktop's font size changed (the box's font with it): the code follows."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._apply_font()


class InviteLinksBox(QGroupBox):
    """How to find the game: a few words, one invite link per address with a Copy button,
    "Copied: …" once one is copied, and a note when this computer is on no network.

    :attr:`link_rows` holds the ``(field, button)`` of each link shown.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("HostDialog", "Invite your opponent"), parent)
        self.intro = QLabel(
            translate(
                "HostDialog",
                "On the same network your game appears in their Join dialog. "
                "Or give them one of these links, or the address it holds:",
            ),
            self,
        )
        self.intro.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(0, 1)
        self.copied_label = QLabel(self)
        self.copied_label.setEnabled(False)
        self.no_network_label = QLabel(
            translate("HostDialog", "This computer is on no network: only this computer can join."),
            self,
        )
        self.no_network_label.setWordWrap(True)
        self.no_network_label.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.grid)
        layout.addWidget(self.no_network_label)
        layout.addWidget(self.copied_label)
        self.link_rows: list[tuple[QLineEdit, QPushButton]] = []

    def show_links(self, links: list[str]) -> None:
        """Show ``links`` instead of the links shown so far."""
        for edit, button in self.link_rows:
            edit.deleteLater()
            button.deleteLater()
        self.link_rows.clear()
        for row, link in enumerate(links):
            edit = QLineEdit(link, self)
            edit.setReadOnly(True)
            edit.setAccessibleName(translate("HostDialog", "Invite link"))
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(link) + 24)
            button = QPushButton(
                translate("HostDialog", "Cop&y") if row == 0 else translate("HostDialog", "Copy"),
                self,
            )
            button.setAutoDefault(False)
            button.setToolTip(translate("HostDialog", "Copy the link, to paste it into a message."))
            button.clicked.connect(lambda _checked=False, text=link: self.copy(text))
            self.grid.addWidget(edit, row, 0)
            self.grid.addWidget(button, row, 1)
            self.link_rows.append((edit, button))
        self.copied_label.clear()

    def copy(self, link: str) -> None:
        """Put ``link`` on the clipboard and say so."""
        QGuiApplication.clipboard().setText(link)
        self.copied_label.setText(translate("HostDialog", "Copied: %1").replace("%1", link))


class WaitingPage(QWidget):
    """The page shown while the host waits: :attr:`waiting_label` with a busy bar, the table
    (:attr:`summary_label`), :attr:`code_box`, :attr:`code_note`, :attr:`links_box` (on this
    network) or :attr:`internet_group` with :attr:`internet_box` (over the internet: see
    :meth:`show_internet`), and the :attr:`stop_button` in :attr:`waiting_buttons`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        header = self._build_header()
        self.summary_label = QLabel(self)
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        self.code_box = JoinCodeBox(self)
        self.links_box = InviteLinksBox(self)
        self.internet_group = QGroupBox(translate("HostDialog", "Invite your opponent"), self)
        self.internet_box = InviteLinkBox(self.internet_group)
        QVBoxLayout(self.internet_group).addWidget(self.internet_box)
        self.internet_group.setVisible(False)
        # Wide enough that the explanations wrap into a few lines, not a narrow column.
        self.setMinimumWidth(480)

        self.waiting_buttons = QDialogButtonBox(self)
        self.stop_button = self.waiting_buttons.addButton(
            translate("HostDialog", "Stop &hosting"), QDialogButtonBox.ButtonRole.RejectRole
        )

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.code_box)
        self.code_note = Banner(self)
        layout.addWidget(self.code_note)
        layout.addWidget(self.links_box)
        layout.addWidget(self.internet_group)
        layout.addStretch(1)
        layout.addWidget(self.waiting_buttons)

    def _build_header(self) -> QHBoxLayout:
        """ "Waiting for a player…" in large type, with a busy bar."""
        self.waiting_label = QLabel(translate("HostDialog", "Waiting for a player…"), self)
        keep_font_relative(self.waiting_label, 1.4, bold=True)  # the desktop's font size, live
        self.waiting_busy = QProgressBar(self)
        self.waiting_busy.setRange(0, 0)
        self.waiting_busy.setTextVisible(False)
        self.waiting_busy.setMaximumHeight(8)
        self.waiting_busy.setMaximumWidth(160)
        header = QHBoxLayout()
        header.addWidget(self.waiting_label)
        header.addSpacing(12)
        header.addWidget(self.waiting_busy, 0, Qt.AlignmentFlag.AlignVCenter)
        header.addStretch(1)
        return header

    def show_internet(self, link: str) -> None:
        """Show an internet game's invite link (with its QR code) instead of the network's
        links; "" shows the network's links again."""
        self.internet_box.set_link(link)
        self.internet_group.setVisible(bool(link))
        self.links_box.setVisible(not link)
