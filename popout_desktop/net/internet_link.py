"""The invite link of a game played over the internet, its room and the room's MQTT topics.

A host that plays over an MQTT broker makes a *room*: a random room id, which names the room's
topics on the broker, and a random secret, from which :mod:`popout_desktop.net.room_crypto`
derives the key that seals every message. The invite link carries both::

    popout://BROKER[:PORT]/r/ROOM#SECRET            TLS to the broker (the default), port 8883
    popout://BROKER[:PORT]/r/ROOM?tls=0#SECRET      plain TCP to the broker, port 1883

``BROKER`` is a host name, an IPv4 address or an IPv6 address in brackets (``[2001:db8::1]``).
``ROOM`` is 16 random bytes (128 bits) and ``SECRET`` 32 random bytes (256 bits), both from
:mod:`secrets`, written in unpadded base64url (22 and 43 characters). The path ``/r/`` is what
tells an internet link from a LAN link (``popout://HOST:PORT/CODE``, whose path is digits only:
:func:`popout_desktop.net.protocol.parse_invite` refuses an internet link, and
:func:`parse_link` refuses a LAN link with :attr:`LinkProblem.NOT_A_ROOM`).

**The secret never reaches the broker.** It is the link's *fragment* (after ``#``): the part
of a link never sent to the server it names, and what this program only ever hands to
:func:`popout_desktop.net.room_crypto.room_key` (whatever carries the link to a friend, a chat
service say, sees it whole: the link is shared like a password). Nothing the broker receives
— the client id, the topics (:class:`RoomTopics`), the user name — is derived from it; the key
derived from it is never sent either. The room id is in every topic, so the broker (and any
client of the broker allowed to subscribe to ``popout/#``) sees it: it keeps rooms apart and
makes a room impossible to hit by chance (2^128 ids), but privacy and authenticity come from
the key alone.

Parsing is strict (:func:`parse_link`): one scheme, one form of path, one option, canonical
base64url of the exact lengths, a port from 1 to 65535, at most :data:`MAX_LINK_LENGTH`
characters. Whatever the text, the only exception is :class:`LinkError`, whose
:attr:`~LinkError.code` is a :class:`LinkProblem`; the window says it in the person's language.

Pure Python: no Qt.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import secrets
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

__all__ = [
    "CLIENT_ID_BYTES",
    "DEFAULT_PLAIN_PORT",
    "DEFAULT_TLS_PORT",
    "MAX_LINK_LENGTH",
    "ROOM_BYTES",
    "SECRET_BYTES",
    "TOPIC_ROOT",
    "InternetLink",
    "LinkError",
    "LinkProblem",
    "RoomTopics",
    "b64url",
    "b64url_bytes",
    "is_internet_link",
    "new_client_id",
    "new_link",
    "new_mqtt_client_id",
    "parse_link",
]

#: The room id's random bytes: 128 bits, so that no one finds a room by trying ids.
ROOM_BYTES: Final = 16
#: The secret's random bytes: 256 bits, the key's full strength (HKDF-SHA256 to AES-256).
SECRET_BYTES: Final = 32
#: A peer's id in the room's topics: 128 bits, made afresh for each run of a host or guest.
CLIENT_ID_BYTES: Final = 16
#: The broker's port when the link gives none: MQTT over TLS, and plain MQTT.
DEFAULT_TLS_PORT: Final = 8883
DEFAULT_PLAIN_PORT: Final = 1883
#: The longest link accepted (a host name of 253 characters fits with room to spare).
MAX_LINK_LENGTH: Final = 400
#: The first levels of every topic: the program, then the version of this room layout.
TOPIC_ROOT: Final = "popout/v1"

_SCHEME = "popout://"
_B64URL = re.compile(r"[A-Za-z0-9_-]+")
_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")
_LINK = re.compile(
    r"popout://(?P<broker>\[[^\]]*\]|[^/:?#\[\]]*)(?::(?P<port>[^/?#]*))?"
    r"(?P<path>/[^?#]*)?(?:\?(?P<query>[^#]*))?(?:#(?P<fragment>.*))?",
    re.DOTALL,
)


class LinkProblem(StrEnum):
    """Why a text is not an internet invite link (``LinkError.code``)."""

    #: Not a ``popout://`` link at all.
    NOT_A_LINK = "not_a_link"
    #: A ``popout://`` link longer than :data:`MAX_LINK_LENGTH` characters.
    TOO_LONG = "too_long"
    #: A ``popout://`` link, but not of a room (a LAN link, or another path).
    NOT_A_ROOM = "not_a_room"
    #: The broker is not a host name, an IPv4 address or a bracketed IPv6 address.
    BAD_BROKER = "bad_broker"
    #: The port is not a number from 1 to 65535.
    BAD_PORT = "bad_port"
    #: The room id is not 22 characters of canonical base64url.
    BAD_ROOM = "bad_room"
    #: The link has no secret (no ``#`` part): the game could not be read.
    NO_SECRET = "no_secret"
    #: The secret is not 43 characters of canonical base64url.
    BAD_SECRET = "bad_secret"
    #: An option other than ``tls=0`` or ``tls=1``.
    BAD_OPTION = "bad_option"


class LinkError(ValueError):
    """A text that is not an internet invite link; :attr:`code` says why."""

    def __init__(self, code: LinkProblem, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else str(code))
        self.code = code


def b64url(data: bytes) -> str:
    """``data`` as unpadded base64url text (the form of the room's ids, secrets and keys)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_bytes(text: str, size: int) -> bytes | None:
    """The ``size`` bytes written canonically as ``text`` (unpadded base64url), else None."""
    if len(text) != -(-size * 4 // 3) or not _B64URL.fullmatch(text):
        return None
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None
    # The last character's spare bits must be zero: one text for one value.
    if len(data) != size or b64url(data) != text:
        return None
    return data


def _is_id(text: str, size: int) -> bool:
    return b64url_bytes(text, size) is not None


def new_client_id() -> str:
    """A fresh random id of a peer in a room (22 characters, 128 bits): the name of its
    topics, so seen by every client of the broker allowed to subscribe to ``popout/#``."""
    return b64url(secrets.token_bytes(CLIENT_ID_BYTES))


def new_mqtt_client_id() -> str:
    """A fresh MQTT client id: ``pop`` and 20 random letters and digits (119 bits), 23
    characters of ``[0-9A-Za-z]``, what every MQTT broker must accept. It is the name of our
    session on the broker, which only the broker sees: whoever connects with it takes the
    session over (and the queued messages, sealed as they are), so it is random and it is not
    the client id of the room's topics, which other clients of the broker may see."""
    return "pop" + "".join(secrets.choice(_ALNUM) for _ in range(20))


@dataclass(frozen=True)
class RoomTopics:
    """The MQTT topics of one room (``popout/v1/ROOM/...``). A peer has its own id
    (:func:`new_client_id`), so the host tells its peers apart by topic:

    * ``.../to-host/CLIENT``: what a guest (player or spectator) sends the host; the host
      subscribes to :attr:`host_inbox` (``.../to-host/+``).
    * ``.../to-guest/CLIENT``: what the host sends one guest, who subscribes to it.
    * ``.../presence/CLIENT``: a peer's last will (the broker publishes it when the peer's
      connection dies): a hint, sealed like everything else; the game's own liveness decides.
    * ``.../presence/host``: the host's last will, and its ``{"here":1}`` each time its room is
      ready (both hints for the guests, which subscribe to it).
    """

    room: str

    def __post_init__(self) -> None:
        if not _is_id(self.room, ROOM_BYTES):
            raise LinkError(LinkProblem.BAD_ROOM, "a room id is 22 characters of base64url")

    @property
    def base(self) -> str:
        """``popout/v1/ROOM``: every topic of the room begins so."""
        return f"{TOPIC_ROOT}/{self.room}"

    @property
    def host_inbox(self) -> str:
        """The filter the host subscribes to: every guest's messages to it."""
        return f"{self.base}/to-host/+"

    def to_host(self, client: str) -> str:
        """The topic on which guest ``client`` writes to the host."""
        return f"{self.base}/to-host/{self._client(client)}"

    def to_guest(self, client: str) -> str:
        """The topic on which the host writes to guest ``client``."""
        return f"{self.base}/to-guest/{self._client(client)}"

    def presence(self, client: str) -> str:
        """Guest ``client``'s last-will topic."""
        return f"{self.base}/presence/{self._client(client)}"

    @property
    def host_presence(self) -> str:
        """The host's last-will topic."""
        return f"{self.base}/presence/host"

    @property
    def presence_filter(self) -> str:
        """The filter the host subscribes to for its guests' wills."""
        return f"{self.base}/presence/+"

    def client_of(self, topic: str) -> str | None:
        """The guest id in a ``to-host`` or ``presence`` topic of this room, else None (the
        host's own presence, another room, a topic of another shape)."""
        for kind in ("to-host", "presence"):
            prefix = f"{self.base}/{kind}/"
            if topic.startswith(prefix):
                client = topic[len(prefix) :]
                return client if _is_id(client, CLIENT_ID_BYTES) else None
        return None

    @staticmethod
    def _client(client: str) -> str:
        if not _is_id(client, CLIENT_ID_BYTES):
            raise ValueError(f"{client[:40]!r} is not a client id")
        return client


@dataclass(frozen=True)
class InternetLink:
    """An invite link: the broker (``host`` without brackets, ``port``, ``tls``), the ``room``
    id and the ``secret``, both as their base64url text. ``repr`` hides the secret."""

    host: str
    port: int
    tls: bool
    room: str
    secret: str

    def __post_init__(self) -> None:
        if not _is_id(self.room, ROOM_BYTES):
            raise LinkError(LinkProblem.BAD_ROOM, "a room id is 22 characters of base64url")
        if not _is_id(self.secret, SECRET_BYTES):
            raise LinkError(LinkProblem.BAD_SECRET, "a secret is 43 characters of base64url")
        if not 1 <= self.port <= 65535:
            raise LinkError(LinkProblem.BAD_PORT, "a port is a number from 1 to 65535")
        bracketed = f"[{self.host}]" if ":" in self.host else self.host
        if _check_broker(bracketed) != self.host:
            raise LinkError(LinkProblem.BAD_BROKER, "not a broker's canonical host")

    def __repr__(self) -> str:
        return (
            f"InternetLink(host={self.host!r}, port={self.port}, tls={self.tls}, "
            f"room={self.room!r}, secret=<hidden>)"
        )

    @property
    def secret_bytes(self) -> bytes:
        """The secret's 32 bytes (what the room key is derived from; never sent)."""
        data = b64url_bytes(self.secret, SECRET_BYTES)
        if data is None:  # the constructors check it: a bug
            raise LinkError(LinkProblem.BAD_SECRET)
        return data

    @property
    def topics(self) -> RoomTopics:
        """The room's topics."""
        return RoomTopics(self.room)

    @property
    def default_port(self) -> int:
        """The port a link with this ``tls`` leaves out."""
        return DEFAULT_TLS_PORT if self.tls else DEFAULT_PLAIN_PORT

    def broker_address(self) -> str:
        """``HOST:PORT`` of the broker (IPv6 in brackets): what may be shown and logged."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def format(self) -> str:
        """The link as text, canonical (:func:`parse_link` gives this link back)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        port = "" if self.port == self.default_port else f":{self.port}"
        option = "" if self.tls else "?tls=0"
        return f"{_SCHEME}{host}{port}/r/{self.room}{option}#{self.secret}"

    def __str__(self) -> str:
        return self.format()


def _check_broker(text: str) -> str:
    """The broker's host (IPv6 without brackets, names in lower case), or LinkError."""
    if text.startswith("["):
        inner = text[1:-1] if text.endswith("]") else ""
        try:
            address = ipaddress.IPv6Address(inner)
        except ValueError:
            raise LinkError(LinkProblem.BAD_BROKER, "not an IPv6 address in brackets") from None
        if address.scope_id is not None:
            raise LinkError(LinkProblem.BAD_BROKER, "an IPv6 scope is not allowed")
        return str(address)
    host = text.lower()
    if host.endswith("."):
        host = host[:-1]
    if not host or len(host) > 253 or not host.isascii():
        raise LinkError(LinkProblem.BAD_BROKER, "a broker is a host name or an address")
    labels = host.split(".")
    if all(label.isdigit() for label in labels):
        try:
            return str(ipaddress.IPv4Address(host))
        except ValueError:
            raise LinkError(LinkProblem.BAD_BROKER, "not an IPv4 address") from None
    if not all(_LABEL.fullmatch(label) for label in labels):
        raise LinkError(LinkProblem.BAD_BROKER, "not a host name")
    return host


def _check_port(text: str | None, tls: bool) -> int:
    if text is None:
        return DEFAULT_TLS_PORT if tls else DEFAULT_PLAIN_PORT
    if not (text.isascii() and text.isdigit() and 1 <= len(text) <= 5):
        raise LinkError(LinkProblem.BAD_PORT, "a port is a number from 1 to 65535")
    port = int(text)
    if not 1 <= port <= 65535:
        raise LinkError(LinkProblem.BAD_PORT, "a port is a number from 1 to 65535")
    return port


def _check_tls(query: str | None) -> bool:
    if query is None:
        return True
    if query == "tls=0":
        return False
    if query == "tls=1":
        return True
    raise LinkError(LinkProblem.BAD_OPTION, "the only option is tls=0 or tls=1")


def is_internet_link(text: str) -> bool:
    """True if ``text`` looks like an internet link (``popout://.../r/...``), valid or not:
    what decides whether the Join dialog reads it with :func:`parse_link` or as a LAN link."""
    candidate = text.strip()
    if candidate[: len(_SCHEME)].lower() != _SCHEME:
        return False
    rest = candidate[len(_SCHEME) :]
    slash = rest.find("/")
    return slash >= 0 and rest[slash : slash + 3] == "/r/"


def parse_link(text: str) -> InternetLink:
    """The :class:`InternetLink` in ``text`` (blanks around it allowed; the scheme and the
    broker in any case); :class:`LinkError` for anything else.

    >>> link = parse_link("popout://broker.example/r/AAAAAAAAAAAAAAAAAAAAAA?tls=0#" + "A" * 43)
    >>> (link.host, link.port, link.tls)
    ('broker.example', 1883, False)
    """
    if not isinstance(text, str):
        raise LinkError(LinkProblem.NOT_A_LINK, "a link is text")
    candidate = text.strip()
    if candidate[: len(_SCHEME)].lower() != _SCHEME:
        raise LinkError(LinkProblem.NOT_A_LINK, "not a popout:// link")
    if len(candidate) > MAX_LINK_LENGTH:
        raise LinkError(LinkProblem.TOO_LONG, f"a link has at most {MAX_LINK_LENGTH} characters")
    if not candidate.isascii() or not candidate.isprintable():
        raise LinkError(LinkProblem.NOT_A_LINK, "not a popout:// link")
    match = _LINK.fullmatch(_SCHEME + candidate[len(_SCHEME) :])
    if match is None:
        raise LinkError(LinkProblem.NOT_A_LINK, "not a popout:// link")
    path = match.group("path") or ""
    if not path.startswith("/r/"):
        raise LinkError(LinkProblem.NOT_A_ROOM, "the link is not a room's (/r/ROOM)")
    room = path[len("/r/") :]
    if not _is_id(room, ROOM_BYTES):
        raise LinkError(LinkProblem.BAD_ROOM, "a room id is 22 characters of base64url")
    host = _check_broker(match.group("broker"))
    tls = _check_tls(match.group("query"))
    port = _check_port(match.group("port"), tls)
    secret = match.group("fragment")
    if not secret:
        raise LinkError(LinkProblem.NO_SECRET, "the link has no secret after #")
    if not _is_id(secret, SECRET_BYTES):
        raise LinkError(LinkProblem.BAD_SECRET, "a secret is 43 characters of base64url")
    return InternetLink(host, port, tls, room, secret)


def new_link(host: str, port: int | None = None, *, tls: bool = True) -> InternetLink:
    """A new room on broker ``host`` (a name or an address, IPv6 with or without brackets):
    a random room id and secret. LinkError if the broker or port is not valid."""
    broker = host.strip()
    if ":" in broker and not broker.startswith("["):
        broker = f"[{broker}]"
    checked = _check_broker(broker)
    chosen = _check_port(None if port is None else str(port), tls)
    room = b64url(secrets.token_bytes(ROOM_BYTES))
    secret = b64url(secrets.token_bytes(SECRET_BYTES))
    return InternetLink(checked, chosen, tls, room, secret)
