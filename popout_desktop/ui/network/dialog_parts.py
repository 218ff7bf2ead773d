"""Shared pieces of the LAN dialogs: the chosen options, names, codes, ports, addresses.

The inline message both dialogs show is :class:`~.banner.Banner`; the Host dialog's port row is
:mod:`.port_row`, its waiting page :mod:`.waiting_page`, the Join dialog's list of games
:mod:`.games_list`.
"""

from __future__ import annotations

import contextlib
import getpass
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QTcpServer,
)
from PySide6.QtWidgets import QLineEdit, QWidget

from popout_desktop.net.internet_link import InternetLink
from popout_desktop.net.join_code import CODE_MAX_DIGITS, is_host_code
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.net.protocol import MAX_NAME
from popout_desktop.rules import Rules, Variant
from popout_desktop.ui.dialogs.table_texts import preset_label

__all__ = [
    "HostOptions",
    "JoinOptions",
    "code_field",
    "default_name",
    "first_free_port",
    "invite_link",
    "local_addresses",
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
#: What a join code field takes while it is typed (the lengths are checked on use).
CODE_PATTERN = QRegularExpression(f"[0-9]{{0,{CODE_MAX_DIGITS}}}")


# -- values ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HostOptions:
    """A game to host: the host's ``name``, the table, the colour the guest gets (``guest_seat``
    1: Red, moves first; 2: Yellow), the TCP ``port`` and the join ``code`` ("" for none).

    ``broker`` None: on this network (TCP on ``port``); a :class:`Broker`: over the internet
    through that broker (``port`` is then unused), in a new room
    (:func:`~popout_desktop.net.internet_link.new_link`)."""

    name: str
    rules: Rules
    guest_seat: int
    port: int
    code: str
    broker: Broker | None = None

    @property
    def over_internet(self) -> bool:
        """True for a game hosted through a broker."""
        return self.broker is not None

    def __post_init__(self) -> None:
        if self.guest_seat not in (1, 2):
            raise ValueError(f"guest_seat must be 1 or 2, not {self.guest_seat!r}")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"port must be from 1 to 65535, not {self.port}")
        if not is_host_code(self.code):
            raise ValueError(f"not a join code: {self.code!r}")
        if not 1 <= len(self.name) <= MAX_NAME:
            raise ValueError(f"a name has 1 to {MAX_NAME} characters")


@dataclass(frozen=True, slots=True)
class JoinOptions:
    """A game to join: the ``host`` (name or address) and ``port``, the join ``code`` ("" for
    none), our ``name``, and whether we only watch (``spectator``).

    ``internet``: the invite link of a game over the internet (``host`` and ``port`` are then
    its broker's, for messages); None for a game on this network (TCP to ``host:port``)."""

    host: str
    port: int
    code: str
    name: str
    spectator: bool = False
    internet: InternetLink | None = None

    def __post_init__(self) -> None:
        if not self.host:
            raise ValueError("a host is needed")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"port must be from 1 to 65535, not {self.port}")
        if not (
            len(self.code) <= CODE_MAX_DIGITS
            and self.code.isascii()
            and (self.code == "" or self.code.isdigit())
        ):
            raise ValueError(f"a join code has at most {CODE_MAX_DIGITS} digits, not {self.code!r}")
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
    """A table in a few words: "7×6 Pop Out", "7×6 Pop 10", or "8×6, 4 in a row, pops" and
    "9×8, Pop 10 to 17, 4 in a row" for custom ones (the variants named first)."""
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
    parts = [size]
    pop_ten = rules.variant is Variant.POP_TEN
    if pop_ten:
        parts.append(translate("NetworkDialogs", "Pop 10 to %1").replace("%1", str(rules.target)))
    if rules.variant is Variant.POWER_UP:
        parts.append(translate("NetworkDialogs", "Power Up"))
    parts.append(translate("NetworkDialogs", "%1 in a row").replace("%1", str(rules.connect)))
    if not pop_ten:  # Pop 10's turns are pops of its own: neither "pops" nor "drop only"
        parts.append(
            translate("NetworkDialogs", "pops")
            if rules.pop_out
            else translate("NetworkDialogs", "drop only")
        )
    if rules.has_side_columns:
        parts.append(translate("NetworkDialogs", "side columns"))
    if rules.repetition_draw:
        parts.append(translate("NetworkDialogs", "repetition draws"))
    return translate("NetworkDialogs", ", ").join(parts)


def code_field(parent: QWidget, text: str = "") -> QLineEdit:
    """A join code field holding ``text``: digits only, at most :data:`CODE_MAX_DIGITS`, as
    wide as the longest code."""
    edit = QLineEdit(text, parent)
    edit.setValidator(QRegularExpressionValidator(CODE_PATTERN, edit))
    edit.setMaxLength(CODE_MAX_DIGITS)
    edit.setMaximumWidth(edit.fontMetrics().horizontalAdvance("0" * (CODE_MAX_DIGITS + 2)) + 16)
    return edit


def _disconnect_all(pairs: list[tuple[Any, Any]]) -> None:
    """Disconnect each ``(signal, slot)`` of ``pairs`` (gone ones quietly) and empty it."""
    for signal, slot in pairs:
        with contextlib.suppress(RuntimeError, TypeError):
            signal.disconnect(slot)
    pairs.clear()
