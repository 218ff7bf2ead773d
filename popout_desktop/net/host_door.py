"""Who may come into a hosted game: the host's answers to a ``hello`` or a ``resume``.

Each check says why a peer is refused (a :class:`Refusal`), or None if it may come in: the
protocol version, the seats (one guest player, at most ``MAX_SPECTATORS`` spectators, a kept
seat only for its player) and the resume token. The join code is checked with the host's
:class:`~popout_desktop.net.join_guard.JoinGuard`, by :class:`~popout_desktop.net.host.GameHost`.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Any

from popout_desktop.net.peer import APP
from popout_desktop.net.protocol import PROTOCOL_VERSION

__all__ = ["MAX_SPECTATORS", "Refusal", "hello_refusal", "token_fits", "version_refusal"]

MAX_SPECTATORS = 32


@dataclass(frozen=True)
class Refusal:
    """Why a peer may not come in: a ``refused`` reason code, its text, and for ``"wait"``
    the seconds to wait."""

    reason: str
    text: str
    wait: int = 0

    def message(self) -> dict[str, Any]:
        """The ``refused`` message that says it."""
        refused: dict[str, Any] = {
            "type": "refused",
            "reason": self.reason,
            "message": self.text,
            "protocol": PROTOCOL_VERSION,
        }
        if self.wait:
            refused["wait"] = self.wait
        return refused


def version_refusal(message: dict[str, Any]) -> Refusal | None:
    """A peer speaking another protocol version is refused ``version``."""
    if message["protocol"] == PROTOCOL_VERSION:
        return None
    return Refusal(
        "version",
        f"this host speaks protocol version {PROTOCOL_VERSION} ({APP}); "
        f"you speak version {message['protocol']}",
    )


def hello_refusal(
    message: dict[str, Any], *, spectators: int, guest_connected: bool, guest_name: str
) -> Refusal | None:
    """A ``hello`` (version and code already checked) is refused ``full`` when its seat is
    not free: too many spectators, the guest's seat taken, or kept for its player (who must
    ``resume``)."""
    name = message["name"]
    if message["role"] == "spectator":
        if spectators >= MAX_SPECTATORS:
            return Refusal("full", "there are too many spectators")
        return None
    if guest_connected or (guest_name and guest_name != name):
        return Refusal("full", "the guest seat is taken: you may join as a spectator")
    if guest_name and guest_name == name:
        # The same player again without its token: it must resume.
        return Refusal("full", "this seat is kept for its player: resume instead")
    return None


def token_fits(message: dict[str, Any], token: str, guest_name: str) -> bool:
    """True if a ``resume`` carries the guest seat's token and its player's name. The token is
    the seat's key (unguessable): with it the seat's player comes back whatever the code,
    which may have changed since (too many wrong codes), and without waiting after someone
    else's wrong codes. Without it a resume is a guess of the code."""
    fits = hmac.compare_digest(message["token"].encode("utf-8"), token.encode("utf-8"))
    return fits and message["name"] == guest_name and bool(guest_name)
