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

from popout_desktop.ui.network.dialog_parts import (
    HostOptions,
    JoinOptions,
    default_name,
    first_free_port,
    invite_link,
    local_addresses,
    port_is_free,
    table_summary,
    tidy_name,
)
from popout_desktop.ui.network.host_dialog import HostDialog
from popout_desktop.ui.network.join_dialog import JoinDialog

__all__ = [
    "HostDialog",
    "HostOptions",
    "JoinDialog",
    "JoinOptions",
    "default_name",
    "first_free_port",
    "invite_link",
    "local_addresses",
    "port_is_free",
    "table_summary",
    "tidy_name",
]
