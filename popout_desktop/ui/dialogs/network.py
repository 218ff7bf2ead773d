"""The LAN dialogs: host a game (and wait for a player), or join one.

Both dialogs return pure values (:class:`HostOptions`, :class:`JoinOptions`) through a signal;
creating the :class:`~popout_desktop.net.host.GameHost` or
:class:`~popout_desktop.net.guest.GameGuest` is the owner's business. The owner then hands it
back (:meth:`HostDialog.show_waiting`, :meth:`JoinDialog.show_joining`) and the dialog follows it
until a player arrives (accepted) or something fails (shown inline, and the user may try again).

Nothing is sent on the network by these dialogs until the user hosts or joins: the Join dialog
only listens for announcements while it is open, and the Host dialog announces its game only
while it waits for a player (:class:`~popout_desktop.net.discovery.Announcer`).
"""

from __future__ import annotations

import contextlib
import getpass
import itertools
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QHideEvent,
    QIcon,
    QRegularExpressionValidator,
    QShowEvent,
)
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from popout_desktop import __version__
from popout_desktop.net.discovery import Announcer, DiscoveredGame, GameBrowser
from popout_desktop.net.protocol import DEFAULT_PORT, MAX_NAME, parse_invite
from popout_desktop.rules import Rules
from popout_desktop.settings import Settings
from popout_desktop.ui.dialogs.table_settings import TableSettingsWidget, preset_label
from popout_desktop.ui.discs import disc_pixmap
from popout_desktop.ui.themes import DEFAULT_THEME, theme

if TYPE_CHECKING:
    from popout_desktop.net.guest import GameGuest
    from popout_desktop.net.host import GameHost

__all__ = [
    "HostDialog",
    "HostOptions",
    "JoinDialog",
    "JoinOptions",
    "default_name",
    "first_free_port",
    "invite_link",
    "local_addresses",
    "new_code",
    "port_is_free",
    "table_summary",
    "tidy_name",
]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate

#: How far above the wished port a free one is looked for.
PORT_SEARCH = 50
#: The lowest port offered (below are the system's).
LOWEST_PORT = 1024
_CODE_PATTERN = QRegularExpression("[0-9]{0,6}")


# -- values ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HostOptions:
    """A game to host: the host's ``name``, the table, the colour the guest gets (``guest_seat``
    1: Red, moves first; 2: Yellow), the TCP ``port`` and the join ``code`` ("" for none)."""

    name: str
    rules: Rules
    guest_seat: int
    port: int
    code: str

    def __post_init__(self) -> None:
        if self.guest_seat not in (1, 2):
            raise ValueError(f"guest_seat must be 1 or 2, not {self.guest_seat!r}")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"port must be from 1 to 65535, not {self.port}")
        if self.code and not (4 <= len(self.code) <= 6 and self.code.isdigit()):
            raise ValueError(f"a join code has 4 to 6 digits, not {self.code!r}")
        if not 1 <= len(self.name) <= MAX_NAME:
            raise ValueError(f"a name has 1 to {MAX_NAME} characters")


@dataclass(frozen=True, slots=True)
class JoinOptions:
    """A game to join: the ``host`` (name or address) and ``port``, the join ``code`` ("" for
    none), our ``name``, and whether we only watch (``spectator``)."""

    host: str
    port: int
    code: str
    name: str
    spectator: bool = False

    def __post_init__(self) -> None:
        if not self.host:
            raise ValueError("a host is needed")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"port must be from 1 to 65535, not {self.port}")
        if not (len(self.code) <= 6 and (self.code == "" or self.code.isdigit())):
            raise ValueError(f"a join code has at most 6 digits, not {self.code!r}")
        if not 1 <= len(self.name) <= MAX_NAME:
            raise ValueError(f"a name has 1 to {MAX_NAME} characters")


# -- helpers -----------------------------------------------------------------------------------


def tidy_name(text: str) -> str:
    """A name as the protocol takes it: printable, single spaces, at most 40 characters."""
    printable = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(printable.split())[:MAX_NAME].strip()


def default_name() -> str:
    """The name used when none is typed: the login name, or "Player"."""
    try:
        login = tidy_name(getpass.getuser())
    except Exception:  # no user database (some containers): any name will do
        login = ""
    return login or translate("NetworkDialogs", "Player")


def new_code(digits: int = 4) -> str:
    """A random join code of 4 to 6 digits."""
    digits = min(6, max(4, digits))
    return "".join(secrets.choice("0123456789") for _ in range(digits))


def host_text(host: str, port: int) -> str:
    """``host:port`` with an IPv6 address in brackets."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def invite_link(host: str, port: int, code: str) -> str:
    """The invite link ``popout://HOST:PORT/CODE`` (no ``/CODE`` without a code)."""
    link = f"popout://{host_text(host, port)}"
    return f"{link}/{code}" if code else link


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses on the networks it is connected to (no loopback).

    Reading the interfaces sends nothing.
    """
    flags = QNetworkInterface.InterfaceFlag
    found: list[str] = []
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning) or state & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if (
                address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not address.isLoopback()
                and not address.isLinkLocal()
            ):
                text = address.toString()
                if text not in found:
                    found.append(text)
    return found


def port_is_free(port: int, address: QHostAddress | None = None) -> bool:
    """True if a TCP server could listen on ``port`` now (tried on ``address``, default any).

    Listening for a moment is the only sure test; nothing is sent.
    """
    server = QTcpServer()
    where = address if address is not None else QHostAddress(QHostAddress.SpecialAddress.Any)
    free = server.listen(where, port)
    server.close()
    return free


def first_free_port(start: int, address: QHostAddress | None = None) -> int | None:
    """The first free port from ``start`` upward (a few dozen tried), or None."""
    for port in range(max(1, start), min(65535, start + PORT_SEARCH) + 1):
        if port_is_free(port, address):
            return port
    return None


def table_summary(rules: Rules) -> str:
    """A table in a few words: "7×6 Pop Out", or "8×6, 4 in a row, pops" for a custom one."""
    size = (
        translate("NetworkDialogs", "%1×%2")
        .replace("%1", str(rules.columns))
        .replace("%2", str(rules.rows))
    )
    name = rules.preset_name()
    if name is not None:
        return (
            translate("NetworkDialogs", "%1 %2")
            .replace("%1", size)
            .replace("%2", preset_label(name))
        )
    parts = [size, translate("NetworkDialogs", "%1 in a row").replace("%1", str(rules.connect))]
    parts.append(
        translate("NetworkDialogs", "pops")
        if rules.pop_out
        else translate("NetworkDialogs", "drop only")
    )
    if rules.side_columns:
        parts.append(translate("NetworkDialogs", "side columns"))
    if rules.repetition_draw:
        parts.append(translate("NetworkDialogs", "repetition draws"))
    return translate("NetworkDialogs", ", ").join(parts)


class _Banner(QFrame):
    """A message inside a dialog: an icon, words, an optional quieter detail and one action."""

    STYLES: ClassVar[dict[str, tuple[str, str, str]]] = {
        "error": ("#fdecea", "#e0a39e", "#5f1712"),
        "info": ("#e8f0fb", "#9fb9e0", "#12305f"),
    }

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("networkBanner")
        self.icon = QLabel(self)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text_label = QLabel(self)
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label = QLabel(self)
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label.setObjectName("networkBannerDetail")
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(6)
        self.busy.setMaximumWidth(120)
        self.action = QPushButton(self)
        self.action.setAutoDefault(False)
        self.action.setVisible(False)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.text_label)
        words.addWidget(self.detail_label)
        busy_row = QHBoxLayout()
        busy_row.addWidget(self.busy)
        busy_row.addStretch(1)
        words.addLayout(busy_row)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(words, 1)
        layout.addWidget(self.action, 0, Qt.AlignmentFlag.AlignVCenter)
        self.kind = ""
        self.setVisible(False)

    def show_message(
        self, kind: str, text: str, detail: str = "", *, busy: bool = False, action: str = ""
    ) -> None:
        """Show ``text`` as an "error" or "info" message; ``action`` names the button, if any."""
        background, border, colour = self.STYLES[kind]
        # Fixed colours on text and background, so it reads the same in any palette.
        self.setStyleSheet(
            f"#networkBanner {{ background: {background}; border: 1px solid {border};"
            " border-radius: 4px; }"
            f"#networkBanner QLabel {{ color: {colour}; background: transparent; }}"
            f"#networkBanner QLabel#networkBannerDetail {{ color: {colour}; font-size: small; }}"
        )
        pixmap = (
            QStyle.StandardPixmap.SP_MessageBoxWarning
            if kind == "error"
            else QStyle.StandardPixmap.SP_MessageBoxInformation
        )
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.icon.setPixmap(self.style().standardIcon(pixmap).pixmap(size, size))
        self.kind = kind
        self.text_label.setText(text)
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))
        self.busy.setVisible(busy)
        self.action.setText(action)
        self.action.setVisible(bool(action))
        self.setVisible(True)

    def hide_message(self) -> None:
        """Hide the message."""
        self.kind = ""
        self.setVisible(False)

    def text(self) -> str:
        """The words shown ("" when hidden)."""
        return self.text_label.text() if self.kind else ""


def _disconnect_all(pairs: list[tuple[Any, Any]]) -> None:
    for signal, slot in pairs:
        with contextlib.suppress(RuntimeError, TypeError):
            signal.disconnect(slot)
    pairs.clear()


# -- hosting -----------------------------------------------------------------------------------


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
    ) -> None:
        super().__init__(parent)
        self._settings = settings
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

        self._check_port(first=True, wished=port)
        self._refresh()
        self.name_edit.setFocus()

    # -- page 1: the game to host ------------------------------------------------------------

    def _build_setup_page(self, rules: Rules, settings: Settings | None) -> QWidget:
        page = QWidget(self)
        self.name_edit = QLineEdit(page)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setPlaceholderText(default_name())
        self.name_edit.setToolTip(
            self.tr("How you appear to the other player and in their list of games.")
        )
        if settings is not None:
            self.name_edit.setText(str(settings.value("players/1/name")))

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

        self.port_spin = QSpinBox(page)
        self.port_spin.setRange(LOWEST_PORT, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setToolTip(
            self.tr("The TCP port your guest connects to. 7457 unless something else uses it.")
        )
        self.port_note = QLabel(page)
        self.port_note.setWordWrap(True)
        self.port_button = QPushButton(page)
        self.port_button.setAutoDefault(False)
        self.port_button.setVisible(False)
        self.port_button.clicked.connect(self._use_suggested_port)
        self._suggested_port: int | None = None
        port_row = QHBoxLayout()
        port_row.addWidget(self.port_spin)
        port_row.addWidget(self.port_note, 1)
        port_row.addWidget(self.port_button)

        self.code_check = QCheckBox(self.tr("Re&quire a join code"), page)
        self.code_check.setChecked(True)
        self.code_check.setToolTip(
            self.tr("Only someone who knows the code can take the seat or watch.")
        )
        self.code_edit = QLineEdit(new_code(), page)
        self.code_edit.setValidator(QRegularExpressionValidator(_CODE_PATTERN, self.code_edit))
        self.code_edit.setMaxLength(6)
        self.code_edit.setMaximumWidth(self.code_edit.fontMetrics().horizontalAdvance("0" * 9) + 16)
        self.code_edit.setAccessibleName(self.tr("Join code"))
        self.code_edit.setToolTip(self.tr("4 to 6 digits."))
        self.new_code_button = QPushButton(self.tr("&New code"), page)
        self.new_code_button.setAutoDefault(False)
        self.new_code_button.clicked.connect(lambda: self.code_edit.setText(new_code()))
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_check)
        code_row.addWidget(self.code_edit)
        code_row.addWidget(self.new_code_button)
        code_row.addStretch(1)

        form = QFormLayout()
        name_label = QLabel(self.tr("Your &name:"), page)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        seat_label = QLabel(self.tr("Your guest plays:"), page)
        form.addRow(seat_label, seats)
        port_label = QLabel(self.tr("&Port:"), page)
        port_label.setBuddy(self.port_spin)
        form.addRow(port_label, port_row)
        code_label = QLabel(self.tr("Join code:"), page)
        form.addRow(code_label, code_row)

        self.table = TableSettingsWidget(rules, page)
        self.table.set_theme(self._theme.key)
        table_box = QGroupBox(self.tr("Table"), page)
        table_layout = QVBoxLayout(table_box)
        table_layout.addWidget(self.table)

        self.message = _Banner(page)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, page)
        self.start_button = self.buttons.addButton(
            self.tr("Start &hosting"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.start_hosting)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(table_box, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.name_edit.textChanged.connect(self._refresh)
        self.port_spin.valueChanged.connect(lambda _value: self._check_port())
        self.code_check.toggled.connect(self._refresh)
        self.code_edit.textChanged.connect(self._refresh)
        self.table.rules_changed.connect(self._refresh)
        order: list[QWidget] = [
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
        return page

    # -- page 2: waiting ---------------------------------------------------------------------

    def _build_waiting_page(self) -> QWidget:
        page = QWidget(self)
        self.waiting_label = QLabel(self.tr("Waiting for a player…"), page)
        font = self.waiting_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.waiting_label.setFont(font)
        self.waiting_busy = QProgressBar(page)
        self.waiting_busy.setRange(0, 0)
        self.waiting_busy.setTextVisible(False)
        self.waiting_busy.setMaximumHeight(8)
        self.waiting_busy.setMaximumWidth(160)
        self.summary_label = QLabel(page)
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)

        code_box = QGroupBox(self.tr("Join code"), page)
        self.code_label = QLabel(code_box)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._code_font = self.code_label.font()
        self._code_font.setPointSizeF(self._code_font.pointSizeF() * 2.6)
        self._code_font.setBold(True)
        self._code_font.setLetterSpacing(self._code_font.SpacingType.AbsoluteSpacing, 6)
        self._plain_font = self.code_label.font()
        code_layout = QVBoxLayout(code_box)
        code_layout.addWidget(self.code_label)

        links_box = QGroupBox(self.tr("Invite your opponent"), page)
        self.links_intro = QLabel(
            self.tr(
                "On the same network your game appears in their Join dialog. "
                "Or give them one of these links, or the address it holds:"
            ),
            links_box,
        )
        self.links_intro.setWordWrap(True)
        self.links_grid = QGridLayout()
        self.links_grid.setColumnStretch(0, 1)
        self.copied_label = QLabel(links_box)
        self.copied_label.setEnabled(False)
        self.no_network_label = QLabel(
            self.tr("This computer is on no network: only a game on this computer can join."),
            links_box,
        )
        self.no_network_label.setWordWrap(True)
        self.no_network_label.setVisible(False)
        links_layout = QVBoxLayout(links_box)
        links_layout.addWidget(self.links_intro)
        links_layout.addLayout(self.links_grid)
        links_layout.addWidget(self.no_network_label)
        links_layout.addWidget(self.copied_label)
        self._link_rows: list[tuple[QLineEdit, QPushButton]] = []
        # Wide enough that the explanations wrap into a few lines, not a narrow column.
        page.setMinimumWidth(480)

        self.waiting_buttons = QDialogButtonBox(page)
        self.stop_button = self.waiting_buttons.addButton(
            self.tr("&Stop hosting"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.waiting_buttons.rejected.connect(self.reject)

        header = QHBoxLayout()
        header.addWidget(self.waiting_label)
        header.addSpacing(12)
        header.addWidget(self.waiting_busy, 0, Qt.AlignmentFlag.AlignVCenter)
        header.addStretch(1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addWidget(self.summary_label)
        layout.addWidget(code_box)
        layout.addWidget(links_box)
        layout.addStretch(1)
        layout.addWidget(self.waiting_buttons)
        return page

    # -- public API ----------------------------------------------------------------------------

    def options(self) -> HostOptions | None:
        """The game to host as chosen now, or None while something is missing or impossible."""
        rules = self.table.rules()
        if rules is None:
            return None
        code = self.code_edit.text() if self.code_check.isChecked() else ""
        if self.code_check.isChecked() and not 4 <= len(code) <= 6:
            return None
        return HostOptions(
            name=tidy_name(self.name_edit.text()) or default_name(),
            rules=rules,
            guest_seat=self.guest_seat_group.checkedId(),
            port=self.port_spin.value(),
            code=code,
        )

    def start_hosting(self) -> None:
        """Ask the owner to host the game chosen (``host_requested``)."""
        options = self.options()
        if options is None or self._requested or self.waiting:
            return
        self._options = options
        self._requested = True
        self.message.hide_message()
        self._refresh()
        self.host_requested.emit(options)

    @property
    def waiting(self) -> bool:
        """True while the dialog waits for a player (page 2)."""
        return self._page == 1

    def show_waiting(
        self, host: GameHost, addresses: list[str] | None = None, *, announce: bool = True
    ) -> None:
        """Wait for a player to join ``host``: show the join code and an invite link for each
        of ``addresses`` (default: this computer's network addresses).

        With ``announce`` the game is announced on the network (once a second, see
        :class:`Announcer`) until a player joins or the user stops. The dialog is accepted on
        ``host.guest_joined``; on ``host.failed`` it shows why and goes back to page 1.
        """
        self._release_host()
        self._host = host
        self._requested = False
        self._joined = False
        pairs: list[tuple[Any, Any]] = [
            (host.guest_joined, self._on_guest_joined),
            (host.failed, self._on_host_failed),
            (host.listening, self._on_listening),
        ]
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections = pairs
        if not addresses:
            addresses = local_addresses()
        self.no_network_label.setVisible(not addresses)
        self._addresses = list(addresses) or ["127.0.0.1"]
        code = host.join_code
        if code:
            self.code_label.setFont(self._code_font)
            self.code_label.setText(code)
            self.code_label.setToolTip(self.tr("Your opponent types this code to join."))
        else:
            self.code_label.setFont(self._plain_font)
            self.code_label.setText(self.tr("No join code needed."))
            self.code_label.setToolTip("")
        self._show_summary()
        self._show_links()
        self.message.hide_message()
        self._show_page(1)
        self.stop_button.setFocus()
        if announce:
            self.announcer = Announcer(self)
            self.announcer.start(host.announcement)

    def show_error(self, message: str) -> None:
        """Show why hosting failed and go back to page 1, so the user can change and retry."""
        self._release_host()
        self._requested = False
        self._show_page(0)
        self.message.show_message(
            "error", self.tr("The game could not be hosted."), message.strip()
        )
        self._refresh()
        self.port_spin.setFocus()

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
        self.summary_label.setText(
            text.replace("%1", table_summary(options.rules)).replace(
                "%2", self._theme.colour_name(options.guest_seat)
            )
        )

    def _show_links(self) -> None:
        code = ""
        if self._host is not None:
            code = self._host.join_code
        elif self._options is not None:
            code = self._options.code
        port = self._port()
        for edit, button in self._link_rows:
            edit.deleteLater()
            button.deleteLater()
        self._link_rows.clear()
        self._links = [invite_link(address, port, code) for address in self._addresses]
        for row, link in enumerate(self._links):
            edit = QLineEdit(link, self)
            edit.setReadOnly(True)
            edit.setAccessibleName(self.tr("Invite link"))
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(link) + 24)
            button = QPushButton(self.tr("&Copy") if row == 0 else self.tr("Copy"), self)
            button.setAutoDefault(False)
            button.setToolTip(self.tr("Copy the link, to paste it into a message."))
            button.clicked.connect(lambda _checked=False, text=link: self._copy(text))
            self.links_grid.addWidget(edit, row, 0)
            self.links_grid.addWidget(button, row, 1)
            self._link_rows.append((edit, button))
        self.copied_label.clear()

    def _copy(self, link: str) -> None:
        QGuiApplication.clipboard().setText(link)
        self.copied_label.setText(self.tr("Copied: %1").replace("%1", link))

    def _check_port(self, *, first: bool = False, wished: int | None = None) -> None:
        if wished is not None:
            self.port_spin.blockSignals(True)
            self.port_spin.setValue(min(65535, max(LOWEST_PORT, wished)))
            self.port_spin.blockSignals(False)
        port = self.port_spin.value()
        self._suggested_port = None
        self.port_button.setVisible(False)
        if port_is_free(port, self._probe_address):
            self.port_note.setText(self.tr("Free."))
            self.port_note.setEnabled(False)
            self._refresh()
            return
        free = first_free_port(port + 1, self._probe_address)
        if first and free is not None:
            self.port_spin.blockSignals(True)
            self.port_spin.setValue(free)
            self.port_spin.blockSignals(False)
            self.port_note.setText(
                self.tr("Port %1 is in use by another program, so %2 is suggested.")
                .replace("%1", str(port))
                .replace("%2", str(free))
            )
            self.port_note.setEnabled(False)
        elif free is not None:
            self._suggested_port = free
            self.port_note.setText(
                self.tr("Port %1 is in use by another program.").replace("%1", str(port))
            )
            self.port_note.setEnabled(True)
            self.port_button.setText(self.tr("Use %1").replace("%1", str(free)))
            self.port_button.setVisible(True)
        else:
            self.port_note.setText(
                self.tr("Port %1 is in use by another program.").replace("%1", str(port))
            )
            self.port_note.setEnabled(True)
        self._refresh()

    def _use_suggested_port(self) -> None:
        if self._suggested_port is not None:
            self.port_spin.setValue(self._suggested_port)

    def _refresh(self, *_args: object) -> None:
        self.code_edit.setEnabled(self.code_check.isChecked())
        self.new_code_button.setEnabled(self.code_check.isChecked())
        self.start_button.setEnabled(self.options() is not None and not self._requested)


# -- joining -----------------------------------------------------------------------------------


class JoinDialog(QDialog):
    """Join a LAN game: pick one heard on the network or type an address or an invite link,
    give your name and the join code, play or only watch.

    Signals: ``join_requested(object)`` with a :class:`JoinOptions` (the owner creates a
    ``GameGuest``, calls its ``join`` and :meth:`show_joining`, or :meth:`show_error` if it
    cannot). The dialog is accepted when the host welcomes us; refusals and failures are shown
    inline and the user may try again.

    ``link`` prefills the address and code (``popout --join LINK``). The list of games comes
    from ``browser`` (default: a new :class:`GameBrowser`), which listens only while the dialog
    is shown. With ``settings`` the name starts from ``players/1/name``.
    """

    join_requested = Signal(object)

    def __init__(
        self,
        settings: Settings | None = None,
        parent: QWidget | None = None,
        *,
        link: str | None = None,
        browser: GameBrowser | None = None,
    ) -> None:
        super().__init__(parent)
        self.browser = browser if browser is not None else GameBrowser(self)
        self._guest: GameGuest | None = None
        self._connections: list[tuple[Any, Any]] = []
        self._requested: JoinOptions | None = None
        self._joined = False
        self._selected_game: DiscoveredGame | None = None
        self.setWindowTitle(self.tr("Join a Network Game"))

        games_box = QGroupBox(self.tr("Games on this network"), self)
        self.games_view = QTreeWidget(games_box)
        self.games_view.setColumnCount(4)
        self.games_view.setHeaderLabels(
            [self.tr("Host"), self.tr("Table"), self.tr("Players"), self.tr("Status")]
        )
        self.games_view.setRootIsDecorated(False)
        self.games_view.setUniformRowHeights(True)
        self.games_view.setAllColumnsShowFocus(True)
        self.games_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_view.setAccessibleName(self.tr("Games on this network"))
        header = self.games_view.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.games_view.setMinimumHeight(130)
        self.games_view.setMinimumWidth(640)
        games_layout = QVBoxLayout(games_box)
        games_layout.addWidget(self.games_view)

        self.address_edit = QLineEdit(self)
        self.address_edit.setClearButtonEnabled(True)
        self.address_edit.setPlaceholderText(self.tr("192.168.1.20:7457 or popout://…"))
        self.address_edit.setToolTip(
            self.tr("The host's address (and port, if not 7457), or the invite link they sent you.")
        )
        self.address_problem = QLabel(self)
        self.address_problem.setObjectName("addressProblem")
        self.address_problem.setStyleSheet("#addressProblem { color: #b3261e; }")
        self.address_problem.setVisible(False)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setPlaceholderText(default_name())
        self.name_edit.setToolTip(self.tr("How you appear to the host and in the chat."))
        if settings is not None:
            self.name_edit.setText(str(settings.value("players/1/name")))
        self.code_edit = QLineEdit(self)
        self.code_edit.setValidator(QRegularExpressionValidator(_CODE_PATTERN, self.code_edit))
        self.code_edit.setMaxLength(6)
        self.code_edit.setMaximumWidth(self.code_edit.fontMetrics().horizontalAdvance("0" * 9) + 16)
        self.code_edit.setToolTip(self.tr("The digits shown on the host's screen."))
        self.watch_check = QCheckBox(self.tr("&Watch only"), self)
        self.watch_check.setToolTip(
            self.tr("Join as a spectator: see the game and chat, without playing.")
        )

        form = QFormLayout()
        address_label = QLabel(self.tr("&Address or link:"), self)
        address_label.setBuddy(self.address_edit)
        address_column = QVBoxLayout()
        address_column.setSpacing(2)
        address_column.addWidget(self.address_edit)
        address_column.addWidget(self.address_problem)
        form.addRow(address_label, address_column)
        name_label = QLabel(self.tr("Your &name:"), self)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        code_label = QLabel(self.tr("Join &code:"), self)
        code_label.setBuddy(self.code_edit)
        form.addRow(code_label, self.code_edit)
        form.addRow("", self.watch_check)

        self.message = _Banner(self)
        self.message.action.clicked.connect(self._on_message_action)
        self._message_action = ""

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.addButton(
            self.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.request_join)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(games_box, 1)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.browser.games_changed.connect(self._show_games)
        self.games_view.itemSelectionChanged.connect(self._on_game_selected)
        self.games_view.itemActivated.connect(lambda _item, _column: self.request_join())
        self.address_edit.textChanged.connect(self._on_address_changed)
        self.name_edit.textChanged.connect(self._refresh)
        self.code_edit.textChanged.connect(self._refresh)
        for first, second in itertools.pairwise(
            [self.games_view, self.address_edit, self.name_edit, self.code_edit, self.watch_check]
        ):
            QWidget.setTabOrder(first, second)

        self._show_games()
        if link:
            self.set_link(link)
        self._refresh()
        if link and self.options() is not None and not self.code_edit.text():
            self.code_edit.setFocus()
        else:
            self.address_edit.setFocus()

    # -- public API ----------------------------------------------------------------------------

    def set_link(self, text: str) -> None:
        """Fill in an address or an invite link (its code fills the code field)."""
        self.address_edit.setText(text.strip())

    def options(self) -> JoinOptions | None:
        """The game to join as filled in now, or None while the address is missing or wrong."""
        try:
            host, port, _code = parse_invite(self.address_edit.text())
        except ValueError:
            return None
        return JoinOptions(
            host=host,
            port=port,
            code=self.code_edit.text(),
            name=tidy_name(self.name_edit.text()) or default_name(),
            spectator=self.watch_check.isChecked(),
        )

    def request_join(self) -> None:
        """Ask the owner to join the game filled in (``join_requested``)."""
        if self._requested is not None:
            return
        options = self.options()
        if options is None:
            if not self.address_edit.text().strip():
                self.message.show_message(
                    "error", self.tr("Choose a game from the list, or type the host's address.")
                )
            self.address_edit.setFocus()
            return
        self._requested = options
        self._message_action = "stop"
        self.message.show_message(
            "info",
            self.tr("Connecting to %1…").replace("%1", host_text(options.host, options.port)),
            busy=True,
            action=self.tr("S&top"),
        )
        self._refresh()
        self.join_requested.emit(options)

    @property
    def joining(self) -> bool:
        """True from the request to join until it succeeds or fails."""
        return self._requested is not None

    def show_joining(self, guest: GameGuest) -> None:
        """Follow ``guest`` while it connects: accepted on ``joined``; a refusal or failure is
        shown and the form comes back."""
        self._release_guest()
        self._guest = guest
        pairs: list[tuple[Any, Any]] = [
            (guest.joined, self._on_joined),
            (guest.refused, self._on_refused),
            (guest.failed, self._on_failed),
        ]
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections = pairs

    def show_error(self, message: str, detail: str = "") -> None:
        """Show a failure and let the user change something and try again."""
        self._release_guest()
        self._requested = None
        self._message_action = ""
        self.message.show_message("error", message, detail)
        self._refresh()
        if self.join_button.isEnabled():
            self.join_button.setFocus()  # Enter tries again

    def accept(self) -> None:
        """Join (Enter); close as accepted only once the host has welcomed us."""
        if self._joined:
            super().accept()
        else:
            self.request_join()

    def reject(self) -> None:
        """Close; a join under way is cancelled."""
        guest = self._guest
        self._release_guest()
        if guest is not None and not self._joined:
            guest.cancel()
        self._requested = None
        super().reject()

    # -- the list of games -----------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        """Listen for games while shown."""
        super().showEvent(event)
        if not self.browser.available:
            self.browser.start()
        self._show_games()

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop listening once hidden."""
        self.browser.stop()
        super().hideEvent(event)

    def _show_games(self) -> None:
        view = self.games_view
        selected = self._selected_game.key if self._selected_game is not None else None
        view.blockSignals(True)
        view.clear()
        games = self.browser.games()
        for game in games:
            item = QTreeWidgetItem(
                [game.name, table_summary(game.rules), self._players_text(game), self._status(game)]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, game)
            item.setToolTip(
                0,
                self.tr("%1 at %2")
                .replace("%1", game.name)
                .replace("%2", host_text(game.host_address, game.port)),
            )
            item.setToolTip(3, self._status(game))
            if not game.compatible:
                for column in range(4):
                    item.setForeground(column, self.palette().placeholderText())
            view.addTopLevelItem(item)
            if game.key == selected:
                item.setSelected(True)
                view.setCurrentItem(item)
        if not games:
            if self.browser.available or not self.browser.error:
                text = self.tr("Looking for games on this network…")
            else:
                text = self.tr(
                    "Games on this network cannot be listed here (%1). Type the host's address "
                    "below."
                ).replace("%1", self.browser.error)
            item = QTreeWidgetItem([text])
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            view.addTopLevelItem(item)
            item.setFirstColumnSpanned(True)
        view.blockSignals(False)

    def _players_text(self, game: DiscoveredGame) -> str:
        names = [
            name or (self.tr("open seat") if kind == "remote" else self.tr("?"))
            for name, kind in game.players
        ]
        return self.tr("%1 vs %2").replace("%1", names[0]).replace("%2", names[1])

    def _status(self, game: DiscoveredGame) -> str:
        if not game.compatible:
            return self.tr("other version (%1)").replace("%1", game.app or "?")
        parts = [self.tr("seat free") if game.seat_free else self.tr("watch only")]
        if game.code_required:
            parts.append(self.tr("code required"))
        return self.tr(", ").join(parts)

    def _on_game_selected(self) -> None:
        items = self.games_view.selectedItems()
        game = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        if not isinstance(game, DiscoveredGame):
            return
        self._selected_game = game
        self.address_edit.setText(host_text(game.host_address, game.port))
        self.watch_check.setChecked(not game.seat_free)
        if game.code_required:
            self.code_edit.setPlaceholderText("")
            if not self.code_edit.text():
                self.code_edit.setFocus()
        else:
            self.code_edit.setPlaceholderText(self.tr("not needed"))

    # -- the form ------------------------------------------------------------------------------

    def _on_address_changed(self, text: str) -> None:
        if self._selected_game is not None and text.strip() != host_text(
            self._selected_game.host_address, self._selected_game.port
        ):
            self._selected_game = None
            self.games_view.clearSelection()
            self.code_edit.setPlaceholderText("")
        try:
            _host, _port, code = parse_invite(text)
        except ValueError:
            code = ""
        if code:
            self.code_edit.setText(code)
        self._refresh()

    def _refresh(self, *_args: object) -> None:
        text = self.address_edit.text().strip()
        wrong = False
        if text:
            try:
                parse_invite(text)
            except ValueError:
                wrong = True
        self.address_problem.setText(
            self.tr("Not an address or a popout:// link.") if wrong else ""
        )
        self.address_problem.setVisible(wrong)
        busy = self._requested is not None
        for widget in (self.games_view, self.address_edit, self.name_edit, self.code_edit):
            widget.setEnabled(not busy)
        self.watch_check.setEnabled(not busy)
        self.join_button.setEnabled(not busy and bool(text) and not wrong)

    def _on_message_action(self) -> None:
        action, self._message_action = self._message_action, ""
        if action == "stop":
            guest = self._guest
            self._release_guest()
            if guest is not None:
                guest.cancel()
            self._requested = None
            self.message.hide_message()
            self._refresh()
        elif action == "watch":
            self.watch_check.setChecked(True)
            self.message.hide_message()
            self.request_join()

    # -- following the guest ---------------------------------------------------------------------

    def _release_guest(self) -> None:
        _disconnect_all(self._connections)
        self._guest = None

    def _where(self) -> str:
        options = self._requested
        return host_text(options.host, options.port) if options is not None else ""

    def _on_joined(self, _seat: int) -> None:
        self._joined = True
        self._release_guest()
        self._requested = None
        self.message.hide_message()
        self.accept()

    def _on_refused(self, reason: str, message: str) -> None:
        game = self._selected_game
        action = ""
        if reason == "version":
            text = self.tr(
                "The host plays another version of Pop Out. Both of you need the same version."
            )
            if game is not None and game.app:
                detail = (
                    self.tr("The host has %1; you have %2.")
                    .replace("%1", game.app)
                    .replace("%2", "popout-desktop " + __version__)
                )
            else:
                detail = message
        elif reason == "wrong_code":
            text = self.tr("The join code is wrong. Ask the host for the code on their screen.")
            detail = ""
        elif reason == "full":
            text = self.tr("Someone is already playing at this table. Watch instead?")
            detail = ""
            action = "watch"
        elif reason == "bad_token":
            text = self.tr("The host no longer knows the game you were in.")
            detail = message
        elif reason == "closing":
            text = self.tr("The host is closing the game.")
            detail = ""
        else:
            text = self.tr("The host did not let you in.")
            detail = message
        self.show_error(text, detail)
        if action:
            self._message_action = action
            self.message.action.setText(self.tr("&Watch instead"))
            self.message.action.setVisible(True)
        if reason == "wrong_code":
            self.code_edit.setFocus()
            self.code_edit.selectAll()

    def _on_failed(self, kind: str, message: str) -> None:
        where = self._where()
        if kind == "refused":
            text = self.tr(
                "Nobody is hosting at %1. Check the address, and that the host has started hosting."
            ).replace("%1", where)
        elif kind == "no_answer":
            text = self.tr(
                "No answer from %1. Check the address, and that no firewall blocks the port."
            ).replace("%1", where)
        elif kind == "lost":
            text = self.tr("The connection to %1 was lost. Try again.").replace("%1", where)
        else:
            text = self.tr("Could not join the game at %1.").replace("%1", where)
        # The guest's own words repeat ours for a refusal or silence; they add to the others.
        self.show_error(text, "" if kind in ("refused", "no_answer") else message)
