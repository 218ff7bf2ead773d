"""Internet play's part of the window's network flows: opening a room for the Host dialog,
and the login a guest may send to a broker.

:class:`~popout_desktop.ui.network.play.NetworkPlay` runs the flows; what only an internet
game needs is here, so that the LAN flow reads as before.
"""

from __future__ import annotations

from typing import Any

from popout_desktop.net.host import GameHost
from popout_desktop.net.internet_link import InternetLink, LinkError
from popout_desktop.net.mqtt_carrier import Broker
from popout_desktop.net.room_link import HostRoom, broker_of, new_room
from popout_desktop.ui.network.link_problems import link_problem_text
from popout_desktop.ui.network.status import ConnectionStatus

__all__ = ["host_room", "login_for"]


def host_room(
    status: ConnectionStatus, dialog: Any, host: GameHost, broker: Broker, room: HostRoom | None
) -> None:
    """Host over the internet: ``room`` (a saved game's room, hosted again) or a new room on
    ``broker`` (the preferences', with their login). The dialog waits with the invite link once
    the broker has us; a failure to open the room reaches it through ``host.failed``
    (the owner, ``NetworkPlay._follow_opening``, shows it in the dialog)."""
    if room is None:
        try:
            room = new_room(broker.host, broker.port, tls=broker.tls)
        except LinkError as error:
            host.failed.emit(link_problem_text(error.code))
            return
    opened = room
    shown = False

    def ready(_link: str) -> None:
        nonlocal shown
        status.set_state("hosting", opened.link.host)
        if not shown:
            shown = True
            dialog.show_waiting(host, link=opened.link)

    host.room_ready.connect(ready)
    host.host_room(opened, broker)


def login_for(link: InternetLink, preferred: Broker) -> Broker:
    """The broker to join ``link`` through: the link's own, with the preferences' login and
    certificate authority file only when the link names the preferences' broker (a user name
    and password are never sent to a broker that someone else's link chose, and another
    broker's certificate is checked against the system's authorities)."""
    broker = broker_of(link)
    same = (preferred.host.lower(), preferred.port, preferred.tls) == (
        link.host.lower(),
        link.port,
        link.tls,
    )
    if same and (preferred.username or preferred.password or preferred.ca_file):
        return Broker(
            link.host,
            link.port,
            tls=link.tls,
            username=preferred.username,
            password=preferred.password,
            ca_file=preferred.ca_file,
        )
    return broker
