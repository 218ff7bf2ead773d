"""The Host dialog's port row: the port field, whether the port is free, and a free one to use.

:class:`PortRow` is a layout (so the form lays it out exactly as a plain row of widgets) that
owns its three widgets and checks the port whenever it changes. Its strings keep the
``HostDialog`` translation context they were written in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtGui import QPalette
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from popout_desktop.net.protocol import DEFAULT_PORT
from popout_desktop.ui.network.dialog_parts import LOWEST_PORT, first_free_port, port_is_free
from popout_desktop.ui.widgets.quiet_text import make_quiet

__all__ = ["PortRow"]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


class PortRow(QHBoxLayout):
    """The TCP port to host on (:attr:`spin`), a note on whether it is free (:attr:`note`) and,
    when it is not, a button to take the next free one (:attr:`button`).

    The port is checked whenever it changes, and by :meth:`check`. Ports are tried on
    ``probe_address`` (default: any address, as a host listens). ``checked()`` is emitted after
    every check, when the note is up to date.
    """

    checked = Signal()

    def __init__(self, parent: QWidget, probe_address: QHostAddress | None = None) -> None:
        super().__init__()
        self._probe_address = probe_address
        self.spin = QSpinBox(parent)
        self.spin.setRange(LOWEST_PORT, 65535)
        self.spin.setValue(DEFAULT_PORT)
        self.spin.setToolTip(
            translate(
                "HostDialog",
                "The TCP port your guest connects to. 7457 unless something else uses it.",
            )
        )
        self.note = QLabel(parent)
        self.note.setWordWrap(True)
        self.button = QPushButton(parent)
        self.button.setAutoDefault(False)
        self.button.setVisible(False)
        self.button.clicked.connect(self.use_suggested_port)
        self.spin.valueChanged.connect(lambda _value: self.check())
        #: The free port the button offers (None while it is hidden).
        self.suggested_port: int | None = None
        self.addWidget(self.spin)
        self.addWidget(self.note, 1)
        self.addWidget(self.button)

    def _set_quietly(self, port: int) -> None:
        self.spin.blockSignals(True)
        self.spin.setValue(port)
        self.spin.blockSignals(False)

    def check(self, *, first: bool = False, wished: int | None = None) -> None:
        """Say whether the port (``wished``, if given) is free; when it is not, offer the next
        free one, or with ``first`` (the dialog just opened) take it at once."""
        if wished is not None:
            self._set_quietly(min(65535, max(LOWEST_PORT, wished)))
        port = self.spin.value()
        self.suggested_port = None
        self.button.setVisible(False)
        if port_is_free(port, self._probe_address):
            self.note.setText(translate("HostDialog", "Free."))
            make_quiet(self.note)
            self.checked.emit()
            return
        free = first_free_port(port + 1, self._probe_address)
        in_use = translate("HostDialog", "Port %1 is in use by another program.")
        if first and free is not None:
            self._set_quietly(free)
            self.note.setText(
                translate("HostDialog", "Port %1 is in use by another program, so %2 is suggested.")
                .replace("%1", str(port))
                .replace("%2", str(free))
            )
            make_quiet(self.note)
        elif free is not None:
            self.suggested_port = free
            self.note.setText(in_use.replace("%1", str(port)))
            self.note.setForegroundRole(QPalette.ColorRole.WindowText)
            self.button.setText(translate("HostDialog", "Use %1").replace("%1", str(free)))
            self.button.setVisible(True)
        else:
            self.note.setText(in_use.replace("%1", str(port)))
            self.note.setForegroundRole(QPalette.ColorRole.WindowText)
        self.checked.emit()

    @Slot()
    def use_suggested_port(self) -> None:
        """Take the free port the button offers."""
        if self.suggested_port is not None:
            self.spin.setValue(self.suggested_port)
