"""End-to-end sealing of a room's messages: keys from the link's secret, AES-GCM, no replays.

The broker carries only what :class:`Sealer` makes; only holders of the key read it, and any
change to it — one bit, a cut, another topic, another key — makes :class:`Opener` refuse it.

**Keys.** :func:`room_key` derives a room's 256-bit key from the link's secret with
HKDF-SHA256, its *info* binding the protocol version and the room id (``popout/v1 room
ROOM``): one secret gives unrelated keys in two rooms or two versions. Everyone holding the
link holds this key, spectators included, so it proves only "someone with the link". Each guest
therefore also agrees a key of its own with the host (:func:`pair_key`, X25519 then
HKDF-SHA256 salted with the room key, the info binding the room, the guest's id and both public
keys): what the host says to one guest (its ``welcome`` with the seat's resume token) no other
link holder reads, and what a guest says no other link holder can forge.

**A sealed message** (``SEALED_OVERHEAD`` = 29 bytes more than its plaintext)::

    version (1 byte, 1) | sender (8 bytes) | sequence (4 bytes, big-endian, from 1)
    | AES-256-GCM ciphertext and 16-byte tag

The nonce is ``sender | sequence`` (12 bytes); the authenticated data is the 13-byte header
and the MQTT topic, so a message moved to another topic (another peer's, another room's) is
refused like a forged one. **No (key, nonce) is ever used twice:** a :class:`Sealer` takes a
random 64-bit sender id when it is made (each run of the program, so a host restarted from its
autosave, or a guest that comes back, is a new sender) and counts from 1; after 2^32 - 1
messages it takes a new sender id. Two runs picking the same id under one key is a 1 in 2^64
chance per pair of runs.

**Replays.** An :class:`Opener` keeps, for each sender, the highest sequence accepted and which
of the ``window`` numbers below it were seen (the anti-replay window of IPsec, RFC 4303). A
number already seen is :attr:`SealProblem.DUPLICATE`: MQTT's QoS 1 is *at least once*, so a
message may come again after a reconnection (with the same bytes), and :attr:`Refused.silent`
says the caller drops it without a word — it is not an attack, and it must not end a game. A
number below the window is :attr:`SealProblem.REPLAYED`. A number within the window not yet
seen is accepted (a late message, which QoS 1 does not forbid after a redelivery); with
``window=1`` only strictly increasing numbers pass. A message whose tag does not verify changes
nothing in the opener's memory. (Duplicates and replays are told from the header, before the
tag is checked: a forgery that repeats a number already seen is dropped as a duplicate. Either
way nothing passes, and nothing is learnt: the numbers are in every message, in clear.) A
receiver that restarts forgets what it saw: what stops old messages then is the topic in the
authenticated data (a guest's topics name its id, new each run) and the game's own checks (a
``move`` carries its ``ply``; a ``resume`` its token).

:meth:`Opener.open` never raises: whatever arrives, the answer is :class:`Opened` or
:class:`Refused` with a :class:`SealProblem` code.

Pure Python (``cryptography``): no Qt.
"""

from __future__ import annotations

import secrets
import struct
from collections import OrderedDict
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

__all__ = [
    "KEY_BYTES",
    "MAX_PLAINTEXT",
    "MAX_SENDERS",
    "PUBLIC_KEY_BYTES",
    "SEALED_OVERHEAD",
    "VERSION",
    "WINDOW",
    "Opened",
    "Opener",
    "Refused",
    "SealProblem",
    "Sealer",
    "new_key_pair",
    "pair_key",
    "public_bytes",
    "room_key",
]

#: The version of this message format (the first byte of every sealed message).
VERSION: Final = 1
KEY_BYTES: Final = 32
SENDER_BYTES: Final = 8
_HEADER = struct.Struct(">B8sI")
HEADER_BYTES: Final = _HEADER.size  # 13
TAG_BYTES: Final = 16
SEALED_OVERHEAD: Final = HEADER_BYTES + TAG_BYTES
#: The largest plaintext: a protocol line (64 KiB) and then some.
MAX_PLAINTEXT: Final = 64 * 1024 + 1024
#: The last sequence number of a sender id.
MAX_SEQUENCE: Final = 2**32 - 1
#: How many numbers below the highest one an opener remembers per sender.
WINDOW: Final = 64
#: How many senders an opener remembers (the least recently heard one is forgotten first).
MAX_SENDERS: Final = 64
PUBLIC_KEY_BYTES: Final = 32

_SALT = b"popout room key"
_AAD_PREFIX = b"popout/v1\x00"


class SealProblem(StrEnum):
    """Why :meth:`Opener.open` refused a message."""

    #: Shorter than a header and a tag: cut, or not ours at all.
    TOO_SHORT = "too_short"
    #: Longer than the largest message.
    TOO_LONG = "too_long"
    #: Another format version (a newer program, or garbage).
    BAD_VERSION = "bad_version"
    #: Sequence number 0, which no sender uses.
    BAD_SEQUENCE = "bad_sequence"
    #: The tag does not verify: changed, forged, sealed with another key or for another topic.
    FORGED = "forged"
    #: Seen already (QoS 1 may deliver a message twice): drop it silently.
    DUPLICATE = "duplicate"
    #: Older than the window: a replay of an old message.
    REPLAYED = "replayed"


@dataclass(frozen=True)
class Opened:
    """A message that passed: its plaintext, its sender id and its sequence number."""

    payload: bytes
    sender: bytes
    sequence: int


@dataclass(frozen=True)
class Refused:
    """A message that did not pass, and why."""

    problem: SealProblem

    @property
    def silent(self) -> bool:
        """True for a duplicate: expected with QoS 1, dropped without a word."""
        return self.problem is SealProblem.DUPLICATE


def room_key(secret: bytes, room: str) -> bytes:
    """The room's 32-byte key from the link's 32-byte secret and the room id."""
    if len(secret) != 32:
        raise ValueError("a room secret is 32 bytes")
    info = b"popout/v1 room " + room.encode("ascii")
    return HKDF(algorithm=hashes.SHA256(), length=KEY_BYTES, salt=_SALT, info=info).derive(secret)


def new_key_pair() -> X25519PrivateKey:
    """A new X25519 key pair for agreeing a guest's key with the host (one per run)."""
    return X25519PrivateKey.generate()


def public_bytes(private: X25519PrivateKey) -> bytes:
    """The 32 bytes of a key pair's public half, as sent (sealed with the room key)."""
    return private.public_key().public_bytes_raw()


def pair_key(
    room_key_: bytes,
    room: str,
    client: str,
    own: X25519PrivateKey,
    peer_public: bytes,
    *,
    host_public: bytes,
    guest_public: bytes,
) -> bytes:
    """The key guest ``client`` and the host share: X25519 of our key and the peer's public
    bytes, then HKDF-SHA256 salted with the room key (so only link holders can make it), the
    info binding the room, the guest's id and both public keys. ValueError if
    ``peer_public`` is not a valid public key (wrong length, or a low-order point)."""
    if len(peer_public) != PUBLIC_KEY_BYTES:
        raise ValueError("a public key is 32 bytes")
    shared = own.exchange(X25519PublicKey.from_public_bytes(peer_public))  # refuses all-zero
    info = b"popout/v1 pair " + room.encode("ascii") + b" " + client.encode("ascii")
    info += host_public + guest_public
    return HKDF(algorithm=hashes.SHA256(), length=KEY_BYTES, salt=room_key_, info=info).derive(
        shared
    )


def _aad(header: bytes, topic: str) -> bytes:
    return _AAD_PREFIX + header + topic.encode("utf-8")


class Sealer:
    """Seals what one sender says under one key: a random sender id per instance and a
    sequence number counting from 1 (see the module: no nonce is used twice)."""

    def __init__(self, key: bytes) -> None:
        if len(key) != KEY_BYTES:
            raise ValueError("a key is 32 bytes")
        self._aead = AESGCM(key)
        self._sender = secrets.token_bytes(SENDER_BYTES)
        self._sequence = 0

    @property
    def sender(self) -> bytes:
        """This sender's id (8 bytes), in every header."""
        return self._sender

    @property
    def sequence(self) -> int:
        """The sequence number of the last message sealed (0: none yet)."""
        return self._sequence

    def seal(self, topic: str, plaintext: bytes) -> bytes:
        """``plaintext`` sealed for ``topic`` (ValueError if it is longer than
        :data:`MAX_PLAINTEXT`: our own bug, never the network's)."""
        if len(plaintext) > MAX_PLAINTEXT:
            raise ValueError(f"a message is at most {MAX_PLAINTEXT} bytes")
        if self._sequence >= MAX_SEQUENCE:
            self._sender = secrets.token_bytes(SENDER_BYTES)
            self._sequence = 0
        self._sequence += 1
        header = _HEADER.pack(VERSION, self._sender, self._sequence)
        nonce = header[1:]  # sender | sequence: 12 bytes
        return header + self._aead.encrypt(nonce, plaintext, _aad(header, topic))


class _Seen:
    """One sender's window: the highest number accepted and a bitmap of those below it
    (bit i: number ``top - i`` was accepted)."""

    __slots__ = ("bits", "top")

    def __init__(self) -> None:
        self.top = 0
        self.bits = 0


class Opener:
    """Opens what the senders of one key say for one receiver, refusing forgeries, duplicates
    and replays (see the module). ``window``: how many numbers below the highest one are
    remembered per sender (1: strictly increasing); ``max_senders``: how many senders."""

    def __init__(self, key: bytes, *, window: int = WINDOW, max_senders: int = MAX_SENDERS) -> None:
        if len(key) != KEY_BYTES:
            raise ValueError("a key is 32 bytes")
        if window < 1 or max_senders < 1:
            raise ValueError("window and max_senders are at least 1")
        self._aead = AESGCM(key)
        self._window = window
        self._max_senders = max_senders
        self._seen: OrderedDict[bytes, _Seen] = OrderedDict()

    def _check(self, sender: bytes, sequence: int) -> SealProblem | None:
        seen = self._seen.get(sender)
        if seen is None or sequence > seen.top:
            return None
        behind = seen.top - sequence
        if behind >= self._window:
            return SealProblem.REPLAYED
        if seen.bits >> behind & 1:
            return SealProblem.DUPLICATE
        return None

    def _commit(self, sender: bytes, sequence: int) -> None:
        seen = self._seen.get(sender)
        if seen is None:
            seen = self._seen[sender] = _Seen()
            while len(self._seen) > self._max_senders:
                self._seen.popitem(last=False)
        self._seen.move_to_end(sender)
        mask = (1 << self._window) - 1
        if sequence > seen.top:
            seen.bits = ((seen.bits << (sequence - seen.top)) | 1) & mask
            seen.top = sequence
        else:
            seen.bits |= 1 << (seen.top - sequence)

    def open(self, topic: str, data: bytes) -> Opened | Refused:
        """The message ``data`` received on ``topic``, opened, or why not. Never raises."""
        try:
            return self._open(topic, bytes(data))
        except Exception:  # whatever arrives must never reach the caller as an exception
            return Refused(SealProblem.FORGED)

    def _open(self, topic: str, data: bytes) -> Opened | Refused:
        if len(data) < SEALED_OVERHEAD:
            return Refused(SealProblem.TOO_SHORT)
        if len(data) > MAX_PLAINTEXT + SEALED_OVERHEAD:
            return Refused(SealProblem.TOO_LONG)
        header = data[:HEADER_BYTES]
        version, sender, sequence = _HEADER.unpack(header)
        if version != VERSION:
            return Refused(SealProblem.BAD_VERSION)
        if sequence == 0:
            return Refused(SealProblem.BAD_SEQUENCE)
        problem = self._check(sender, sequence)
        if problem is not None:
            return Refused(problem)
        try:
            aad = _aad(header, topic)
        except UnicodeEncodeError:
            return Refused(SealProblem.FORGED)
        try:
            payload = self._aead.decrypt(header[1:], data[HEADER_BYTES:], aad)
        except InvalidTag:
            return Refused(SealProblem.FORGED)
        self._commit(sender, sequence)
        return Opened(payload, sender, sequence)
