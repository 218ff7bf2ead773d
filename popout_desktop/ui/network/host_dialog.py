"""The Host dialog: choose the game, then wait for a player (see :mod:`.network`).

The widgets with a concern of their own live beside it: the port row (:mod:`.port_row`), the
waiting page with the join code and the invite links (:mod:`.waiting_page`) and the inline
message (:mod:`.banner`). What stays is one piece: the two pages' fields and the one state
they share with the host followed (asked, waiting, joined, failed, hosted again from a save),
which would only be scattered by a further split.

With ``internet_play`` the first page offers "On this network" or "Over the internet"; the
internet choice names the broker stored in the Preferences (:mod:`.broker_settings`), and the
options then carry it (:attr:`HostOptions.broker`); the waiting page shows the room's one
invite link with a QR code (:meth:`HostDialog.show_waiting` with ``link``).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QIcon
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.net.discovery import Announcer
from popout_desktop.net.internet_link import InternetLink
from popout_desktop.net.join_code import (
    CODE_MAX_DIGITS,
    CODE_MIN_DIGITS,
    is_host_code,
    new_join_code,
)
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.net.protocol import DEFAULT_PORT, MAX_NAME
from popout_desktop.rules import Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.discs import disc_pixmap
from popout_desktop.ui.board.themes import DEFAULT_THEME, theme
from popout_desktop.ui.dialogs.table_settings import TableSettingsWidget
from popout_desktop.ui.network.banner import Banner
from popout_desktop.ui.network.broker_settings import (
    BrokerDialog,
    broker_host_problem,
    broker_values,
    stored_broker,
)
from popout_desktop.ui.network.dialog_parts import (
    LOWEST_PORT,
    HostOptions,
    _disconnect_all,
    code_field,
    default_name,
    invite_link,
    local_addresses,
    table_summary,
    tidy_name,
)
from popout_desktop.ui.network.port_row import PortRow
from popout_desktop.ui.network.waiting_page import WaitingPage

if TYPE_CHECKING:
    from popout_desktop.net.host import GameHost

__all__ = ["HostDialog"]


class HostDialog(QDialog):
    """Host a LAN game: the host's name, the table, the guest's colour, the port, a join code;
    then "Waiting for a player…" with the addresses and invite links to give.

    Signals: ``host_requested(object)`` with a :class:`HostOptions` when the user starts
    hosting (the owner creates a ``GameHost`` and calls :meth:`show_waiting`, or
    :meth:`show_error` if it cannot); ``cancelled()`` when the user stops waiting (the owner
    closes the host). The dialog is accepted when the guest joins.

    With ``settings`` the name starts from ``players/1/name``, the table from the stored table
    and the colours from the stored theme. ``probe_address`` is where ports are tried (default:
    any address, as a host listens).

    ``resume`` is the ``network`` details of a saved network game hosted again (after a restart
    of the host, say): the dialog then shows the guest's colour, the join code and the port that
    game had, and the colour and the code cannot be changed (nor the table), so that the guest
    comes back in its own seat with the code it knows.

    ``internet_play``: offer "Over the internet" beside "On this network", through ``broker``
    (default: the one stored in ``settings``, see :mod:`.broker_settings`). A resumed game keeps
    the way it was played (``resume["transport"] == "internet"`` for a game over the internet).
    """

    host_requested = Signal(object)
    cancelled = Signal()

    def __init__(
        self,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        rules: Rules | None = None,
        port: int = DEFAULT_PORT,
        theme_key: str | None = None,
        probe_address: QHostAddress | None = None,
        resume: Mapping[str, object] | None = None,
        internet_play: bool = False,
        broker: Broker | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._internet_play = internet_play
        self._broker = broker if broker is not None else stored_broker(settings)
        #: The internet game's invite link while waiting for it (None on the network).
        self._internet_link: InternetLink | None = None
        self._resume = dict(resume) if resume is not None else None
        self._probe_address = probe_address
        if theme_key is None:
            theme_key = str(settings.value("prefs/theme")) if settings else DEFAULT_THEME
        self._theme = theme(theme_key)
        if rules is None:
            rules = settings.rules() if settings is not None else Rules()
        self._host: GameHost | None = None
        self._connections: list[tuple[Any, Any]] = []
        self._options: HostOptions | None = None
        self._requested = False
        self._joined = False
        self._links: list[str] = []
        self._addresses: list[str] = []
        #: Announces the game on the network while it waits (None otherwise).
        self.announcer: Announcer | None = None
        self.setWindowTitle(self.tr("Host a Network Game"))

        # Two pages in one layout, one of them hidden: unlike a stack, the dialog then takes the
        # size of the page shown.
        self.setup_page = self._build_setup_page(rules, settings)
        self.waiting_page = self._build_waiting_page()
        self.waiting_page.setVisible(False)
        self._page = 0

        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.setup_page, 1)
        self._layout.addWidget(self.waiting_page, 1)

        if self._resume is not None:
            port = self._apply_resume(port)
        # A resumed game keeps its port if it can: its guest reconnects there.
        self._check_port(first=self._resume is None, wished=port)
        self._on_transport_changed(self.over_internet)
        self.name_edit.setFocus()

    @property
    def resumed(self) -> bool:
        """True if the dialog hosts a saved network game again (colour and code fixed)."""
        return self._resume is not None

    def _apply_resume(self, port: int) -> int:
        """Show the saved game's colour, code and port and fix them; the port to wish for."""
        resume = self._resume or {}
        name = resume.get("name")
        if isinstance(name, str) and name.strip():
            self.name_edit.setText(tidy_name(name))
        seat = resume.get("guest_seat")
        if type(seat) is int and seat in (1, 2):
            self.guest_seat_buttons[seat].setChecked(True)
        code = resume.get("code")
        code = code if isinstance(code, str) and is_host_code(code) else ""
        self.code_check.setChecked(bool(code))
        if code:
            self.code_edit.setText(code)
        if resume.get("transport") == "internet" and self._internet_play:
            self.internet_button.setChecked(True)
        for widget in (
            *self.guest_seat_buttons.values(),
            self.code_check,
            self.table,
            self.lan_button,
            self.internet_button,
        ):
            widget.setEnabled(False)
        colour = self._theme.colour_name(self.guest_seat_group.checkedId())
        tip = self.tr("The saved game keeps its colours: your guest comes back as %1.")
        for button in self.guest_seat_buttons.values():
            button.setToolTip(tip.replace("%1", colour))
        self.resume_note.setText(
            self.tr(
                "You host the saved network game again: the colours, the join code and the "
                "table stay as they were, so your guest can come back to it."
            )
        )
        self.resume_note.setVisible(True)
        saved_port = resume.get("port")
        if type(saved_port) is int and LOWEST_PORT <= saved_port <= 65535:
            return saved_port
        return port

    # -- page 1: the game to host ------------------------------------------------------------

    def _build_setup_page(self, rules: Rules, settings: Settings | None) -> QWidget:
        page = QWidget(self)
        self._build_name_edit(page, settings)
        self._build_transport_choice(page)
        seats = self._build_seat_buttons(page)
        self.port_row = PortRow(page, self._probe_address)
        self.port_spin = self.port_row.spin
        self.port_note = self.port_row.note
        self.port_button = self.port_row.button
        code_row = self._build_code_row(page)
        form = self._build_form(page, seats, code_row)
        self.table = TableSettingsWidget(rules, page)
        self.table.set_theme(self._theme.key)
        table_box = QGroupBox(self.tr("Table"), page)
        table_layout = QVBoxLayout(table_box)
        table_layout.addWidget(self.table)
        self.resume_note = QLabel(page)
        self.resume_note.setWordWrap(True)
        self.resume_note.setVisible(False)
        self.message = Banner(page)
        self.message.action.clicked.connect(self._on_message_action)
        #: The dialog that changes the broker, while it is open (:meth:`change_broker`).
        self.broker_dialog: BrokerDialog | None = None
        self._build_setup_buttons(page)

        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.resume_note)
        layout.addWidget(table_box, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self._connect_setup_page()
        return page

    def _build_name_edit(self, page: QWidget, settings: Settings | None) -> None:
        self.name_edit = QLineEdit(page)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setPlaceholderText(default_name())
        self.name_edit.setToolTip(
            self.tr("How you appear to the other player and in their list of games.")
        )
        if settings is not None:
            self.name_edit.setText(str(settings.value("players/1/name")))

    def _build_transport_choice(self, page: QWidget) -> None:
        """ "On this network" or "Over the internet", and the broker the second one uses."""
        self.transport_group = QButtonGroup(page)
        self.lan_button = QRadioButton(
            self.tr("On this network"),  # no letter left: Alt+I and the arrow keys reach it
            page,
        )
        self.lan_button.setToolTip(
            self.tr("Your opponent's computer is on the same network as yours.")
        )
        self.internet_button = QRadioButton(self.tr("Over the &internet"), page)
        self.internet_button.setToolTip(
            self.tr("Anywhere: both computers connect to the broker set in Preferences.")
        )
        self.transport_group.addButton(self.lan_button, 0)
        self.transport_group.addButton(self.internet_button, 1)
        self.lan_button.setChecked(True)
        self.broker_note = QLabel(page)
        self.broker_note.setWordWrap(True)
        self.broker_note.setTextFormat(Qt.TextFormat.PlainText)
        self._show_broker_note()
        self.broker_note.setVisible(False)

    def _show_broker_note(self) -> None:
        """Name the broker an internet game goes through, or say why it cannot be used."""
        address = self._broker.address()
        problem = broker_host_problem(self._broker.host)
        if problem:
            text = self.tr(
                "The broker set in Preferences (Internet play), %1, cannot be used: %2"
            ).replace("%2", problem)
        elif self._broker.tls:
            text = self.tr(
                "Through the broker %1, set in Preferences (Internet play). Nothing is sent "
                "to it until you start hosting."
            )
        else:
            text = self.tr(
                "Through the broker %1, without TLS, set in Preferences (Internet play). "
                "Nothing is sent to it until you start hosting."
            )
        self.broker_note.setText(text.replace("%1", address))

    @property
    def broker(self) -> Broker:
        """The broker a game over the internet goes through."""
        return self._broker

    @property
    def over_internet(self) -> bool:
        """True while "Over the internet" is chosen."""
        return self._internet_play and self.internet_button.isChecked()

    def _build_seat_buttons(self, page: QWidget) -> QHBoxLayout:
        """The guest's colour: a radio button with a disc for each seat (Yellow checked)."""
        self.guest_seat_group = QButtonGroup(page)
        self.guest_seat_buttons: dict[int, QRadioButton] = {}
        seats = QHBoxLayout()
        for seat in (1, 2):
            colour = self._theme.colour_name(seat)
            text = (
                self.tr("%1 (moves first)") if seat == 1 else self.tr("%1 (moves second)")
            ).replace("%1", colour)
            button = QRadioButton(text, page)
            button.setIcon(QIcon(disc_pixmap(self._theme, seat, 18, self.devicePixelRatioF())))
            self.guest_seat_group.addButton(button, seat)
            self.guest_seat_buttons[seat] = button
            seats.addWidget(button)
        seats.addStretch(1)
        self.guest_seat_buttons[2].setChecked(True)
        self.guest_seat_buttons[1].setToolTip(self.tr("Your guest moves first; you play second."))
        self.guest_seat_buttons[2].setToolTip(self.tr("You move first; your guest plays second."))
        return seats

    def _build_code_row(self, page: QWidget) -> QHBoxLayout:
        """Whether a join code is needed, the code, and a button for a new one."""
        self.code_check = QCheckBox(self.tr("Re&quire a join code"), page)
        self.code_check.setChecked(True)
        self.code_check.setToolTip(
            self.tr("Only someone who knows the code can take the seat or watch.")
        )
        self.code_edit = code_field(page, new_join_code())
        self.code_edit.setAccessibleName(self.tr("Join code"))
        self.code_edit.setToolTip(
            self.tr("%1 to %2 digits.")
            .replace("%1", str(CODE_MIN_DIGITS))
            .replace("%2", str(CODE_MAX_DIGITS))
        )
        self.new_code_button = QPushButton(self.tr("Ne&w code"), page)
        self.new_code_button.setAutoDefault(False)
        self.new_code_button.clicked.connect(lambda: self.code_edit.setText(new_join_code()))
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_check)
        code_row.addWidget(self.code_edit)
        code_row.addWidget(self.new_code_button)
        code_row.addStretch(1)
        return code_row

    def _build_form(self, page: QWidget, seats: QHBoxLayout, code_row: QHBoxLayout) -> QFormLayout:
        form = QFormLayout()
        self._form = form
        transport = QVBoxLayout()
        transport.setSpacing(2)
        choice = QHBoxLayout()
        choice.addWidget(self.lan_button)
        choice.addWidget(self.internet_button)
        choice.addStretch(1)
        transport.addLayout(choice)
        transport.addWidget(self.broker_note)
        self.transport_label = QLabel(self.tr("Play:"), page)
        form.addRow(self.transport_label, transport)
        form.setRowVisible(0, self._internet_play)
        name_label = QLabel(self.tr("Your &name:"), page)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        seat_label = QLabel(self.tr("Guest's colour:"), page)
        form.addRow(seat_label, seats)
        port_label = QLabel(self.tr("P&ort:"), page)
        port_label.setBuddy(self.port_spin)
        self._port_form_row = form.rowCount()
        form.addRow(port_label, self.port_row)
        code_label = QLabel(self.tr("Join code:"), page)
        form.addRow(code_label, code_row)
        return form

    def _build_setup_buttons(self, page: QWidget) -> None:
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, page)
        self.start_button = self.buttons.addButton(
            self.tr("Start &hosting"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.start_hosting)
        self.buttons.rejected.connect(self.reject)

    def _connect_setup_page(self) -> None:
        """Follow the fields; set the tab order of the page's fields."""
        self.name_edit.textChanged.connect(self._refresh)
        self.port_row.checked.connect(self._refresh)
        self.code_check.toggled.connect(self._refresh)
        self.code_edit.textChanged.connect(self._refresh)
        self.table.rules_changed.connect(self._refresh)
        self.internet_button.toggled.connect(self._on_transport_changed)
        order: list[QWidget] = [
            self.lan_button,
            self.internet_button,
            self.name_edit,
            self.guest_seat_buttons[1],
            self.guest_seat_buttons[2],
            self.port_spin,
            self.code_check,
            self.code_edit,
            self.new_code_button,
            self.table.preset_combo,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    # -- page 2: waiting ---------------------------------------------------------------------

    def _build_waiting_page(self) -> WaitingPage:
        page = WaitingPage(self)
        page.waiting_buttons.rejected.connect(self.reject)
        self.waiting_label = page.waiting_label
        self.waiting_busy = page.waiting_busy
        self.summary_label = page.summary_label
        self.code_box = page.code_box
        self.code_label = page.code_box.code_label
        self.code_note = page.code_note
        self.links_box = page.links_box
        self.copied_label = page.links_box.copied_label
        self.no_network_label = page.links_box.no_network_label
        self._link_rows = page.links_box.link_rows
        self.waiting_buttons = page.waiting_buttons
        self.stop_button = page.stop_button
        return page

    # -- public API ----------------------------------------------------------------------------

    def options(self) -> HostOptions | None:
        """The game to host as chosen now, or None while something is missing or impossible."""
        rules = self.table.rules()
        if rules is None:
            return None
        code = self.code_edit.text() if self.code_check.isChecked() else ""
        if self.code_check.isChecked() and not (code and is_host_code(code)):
            return None
        broker: Broker | None = None
        if self.over_internet:
            if broker_host_problem(self._broker.host):
                return None
            broker = self._broker
        return HostOptions(
            name=tidy_name(self.name_edit.text()) or default_name(),
            rules=rules,
            guest_seat=self.guest_seat_group.checkedId(),
            port=self.port_spin.value(),
            code=code,
            broker=broker,
        )

    @Slot()
    def start_hosting(self) -> None:
        """Ask the owner to host the game chosen (``host_requested``)."""
        options = self.options()
        if options is None or self._requested or self.waiting:
            return
        self._options = options
        self._requested = True
        if options.broker is not None:
            # Reaching a broker takes a moment (up to paho's 5 s connect timeout, a slow DNS
            # more): say what is going on, so that the greyed button is not all there is.
            self.message.show_message(
                "info",
                self.tr("Opening the game's room on the broker %1…").replace(
                    "%1", options.broker.address()
                ),
                busy=True,
            )
            self._fit_height()
        else:
            self.message.hide_message()
        self._refresh()
        self.host_requested.emit(options)

    @property
    def waiting(self) -> bool:
        """True while the dialog waits for a player (page 2)."""
        return self._page == 1

    def show_waiting(
        self,
        host: GameHost,
        addresses: list[str] | None = None,
        *,
        announce: bool = True,
        link: InternetLink | None = None,
    ) -> None:
        """Wait for a player to join ``host``: show the join code and an invite link for each
        of ``addresses`` (default: this computer's network addresses).

        With ``announce`` the game is announced on the network (once a second, see
        :class:`Announcer`) until a player joins or the user stops. The dialog is accepted on
        ``host.guest_joined``; on ``host.failed`` it shows why and goes back to page 1.

        ``link``: the game is hosted over the internet in that room: its invite link and QR
        code are shown instead of addresses, and nothing is announced on the network.
        """
        self._internet_link = link
        if link is not None:
            announce = False
        self._release_host()
        self._host = host
        self._requested = False
        self._joined = False
        pairs: list[tuple[Any, Any]] = [
            (host.guest_joined, self._on_guest_joined),
            (host.failed, self._on_host_failed),
            (host.listening, self._on_listening),
            (host.code_changed, self._on_code_changed),
        ]
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections = pairs
        if not addresses and link is None:
            addresses = local_addresses()
        self.no_network_label.setVisible(not addresses and link is None)
        self._addresses = list(addresses or []) or ["127.0.0.1"]
        self._show_code(host.join_code)
        self.code_note.hide_message()
        self._show_summary()
        self._show_links()
        self.message.hide_message()
        self._show_page(1)
        self.stop_button.setFocus()
        if announce:
            self.announcer = Announcer(self)
            self.announcer.start(host.announcement)

    def show_error(self, message: str) -> None:
        """Show why hosting failed and go back to page 1, so the user can change and retry.

        Over the internet the message names the broker and offers to change it
        (:meth:`change_broker`); Start hosting tries again."""
        self._release_host()
        self._requested = False
        self._show_page(0)
        options = self._options
        if options is not None and options.broker is not None and self.over_internet:
            if self._resume is None:
                text = self.tr(
                    "The game's room could not be opened on the broker %1. Start hosting "
                    "tries again; or change the broker."
                )
                action = self.tr("Change &broker…")
            else:
                # The guest's invite link names the broker: the saved game stays on it.
                text = self.tr(
                    "The game's room could not be opened on the broker %1. Start hosting "
                    "tries again."
                )
                action = ""
            self.message.show_message(
                "error",
                text.replace("%1", options.broker.address()),
                message.strip(),
                action=action,
            )
            self._refresh()
            self._fit_height()
            self.start_button.setFocus()  # Enter tries again
            return
        self.message.show_message(
            "error", self.tr("The game could not be hosted."), message.strip()
        )
        self._refresh()
        self.port_spin.setFocus()

    def _fit_height(self, *, again: bool = True) -> None:
        """Be as high as the page's wrapped texts need at the dialog's width (a message just
        shown, say), within the screen: the layout's least size does not count them all, and
        the layout would lay the message over the table's preview. Again once the labels have
        wrapped at their new widths (``again``)."""
        self._layout.activate()
        needed = max(self._layout.totalHeightForWidth(self.width()), self.minimumHeight())
        screen = self.screen()
        if screen is not None:
            frame = max(0, self.frameGeometry().height() - self.height())
            room = screen.availableGeometry().height() - frame
            needed = max(min(needed, room), self.minimumSizeHint().height())
        if needed != self.height():
            self.resize(self.width(), needed)
        if again:
            QTimer.singleShot(0, self, lambda: self._fit_height(again=False))

    def change_broker(self) -> None:
        """Open the broker's fields (with their Test button) in a dialog of their own; OK
        hosts through that broker from now on, and stores it in the preferences."""
        if self.broker_dialog is not None:
            self.broker_dialog.raise_()
            return
        path = self._settings.path if self._settings is not None else ""
        dialog = BrokerDialog(self._broker, self, settings_path=path)
        self.broker_dialog = dialog
        dialog.accepted.connect(lambda: self._use_broker(dialog.broker()))
        dialog.finished.connect(self._on_broker_dialog_finished)
        dialog.open()

    def _use_broker(self, broker: Broker | None) -> None:
        """Host through ``broker`` from now on (stored in the preferences too)."""
        if broker is None:
            return
        self._broker = broker
        if self._settings is not None:
            for key, value in broker_values(broker).items():
                self._settings.set_value(key, value)
        self._show_broker_note()
        self.message.hide_message()
        self._refresh()
        self.start_button.setFocus()

    @Slot()
    def _on_broker_dialog_finished(self) -> None:
        dialog, self.broker_dialog = self.broker_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    @Slot()
    def _on_message_action(self) -> None:
        if self.message.kind == "error" and self.over_internet and self._resume is None:
            self.change_broker()

    def links(self) -> list[str]:
        """The invite links shown while waiting."""
        return list(self._links)

    def accept(self) -> None:
        """Start hosting on page 1 (Enter); close as accepted only once a guest has joined."""
        if not self.waiting and not self._joined:
            self.start_hosting()
            return
        if self._joined:
            super().accept()

    def reject(self) -> None:
        """Close; while waiting, stop waiting first (``cancelled``)."""
        was_waiting = self.waiting and self._host is not None
        self._release_host()
        if was_waiting:
            self.cancelled.emit()
        super().reject()

    # -- reacting --------------------------------------------------------------------------------

    def _show_page(self, index: int) -> None:
        """Show page ``index`` (0: the game to host, 1: waiting) and fit the dialog to it."""
        if self._page == index:
            return
        self._page = index
        self.setup_page.setVisible(index == 0)
        self.waiting_page.setVisible(index == 1)
        self._layout.activate()
        self.adjustSize()

    def _on_guest_joined(self, _name: str) -> None:
        self._joined = True
        self._release_host()
        self.accept()

    def _show_code(self, code: str) -> None:
        self.code_box.show_code(code)

    def _on_code_changed(self, code: str) -> None:
        """Too many wrong codes were tried: show the new code and links, and say why."""
        self._show_code(code)
        self._show_links()
        self.code_note.show_message(
            "error",
            self.tr("Someone tried many wrong join codes, so the code has changed."),
            self.tr("Give your opponent the new code, %1, or a new invite link.").replace(
                "%1", code
            ),
        )
        self._layout.activate()
        self.adjustSize()

    def _on_host_failed(self, message: str) -> None:
        self.show_error(message)

    def _on_listening(self, _port: int) -> None:
        self._show_links()

    def _release_host(self) -> None:
        """Stop following the host and stop announcing it."""
        _disconnect_all(self._connections)
        self._host = None
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer.deleteLater()
            self.announcer = None

    def _port(self) -> int:
        port = self._host.port if self._host is not None else 0
        if not port and self._options is not None:
            port = self._options.port
        return port or self.port_spin.value()

    def _show_summary(self) -> None:
        options = self._options
        if options is None:
            self.summary_label.clear()
            return
        text = self.tr("%1, your guest plays %2.")
        summary = text.replace("%1", table_summary(options.rules)).replace(
            "%2", self._theme.colour_name(options.guest_seat)
        )
        if self._internet_link is not None:
            summary += " " + self.tr("Over the internet, through the broker %1.").replace(
                "%1", self._internet_link.broker_address()
            )
        self.summary_label.setText(summary)

    def _show_links(self) -> None:
        code = ""
        if self._host is not None:
            code = self._host.join_code
        elif self._options is not None:
            code = self._options.code
        if self._internet_link is not None:
            self._links = [self._internet_link.format()]
            self.waiting_page.show_internet(self._links[0])
            return
        self.waiting_page.show_internet("")
        port = self._port()
        self._links = [invite_link(address, port, code) for address in self._addresses]
        self.links_box.show_links(self._links)

    def _check_port(self, *, first: bool = False, wished: int | None = None) -> None:
        self.port_row.check(first=first, wished=wished)

    @Slot(bool)
    def _on_transport_changed(self, _internet: bool) -> None:
        """Show the broker for the internet, the port for the network."""
        internet = self.over_internet
        self.broker_note.setVisible(internet)
        self._form.setRowVisible(self._port_form_row, not internet)
        # Showing a row shows all its widgets: the port's "Use N" only when it offers a port.
        self.port_button.setVisible(not internet and self.port_row.suggested_port is not None)
        self._refresh()

    @Slot()
    def _refresh(self, *_args: object) -> None:
        changeable = self.code_check.isChecked() and self._resume is None
        self.code_edit.setEnabled(changeable)
        self.new_code_button.setEnabled(changeable)
        self.start_button.setEnabled(self.options() is not None and not self._requested)


# -- joining -----------------------------------------------------------------------------------
