"""The host's chat rules: a line's form, how fast peers may chat, how much is kept and sent.

The host relays every chat line to everyone and keeps the latest with the game (so that they
survive a restart of the host). These functions say how: no Qt, no sockets, only the lines.

Each line the host keeps says who wrote it by role (``by``: the host, the guest player or a
spectator), not only by the seat the author had then: a rematch swaps the colours, so the seat
of a line written before it names the other player now. Lines are sent (and shown) with the
seat their author has now (:func:`seated`); a saved game's lines keep ``by`` too, and lines of
games saved before it was kept get theirs from the names and seats saved (:func:`author_of`).
"""

from __future__ import annotations

import json
from collections import deque
from datetime import UTC, datetime
from typing import Any

from popout_desktop.net.protocol import is_chat_line

__all__ = [
    "AUTHORS",
    "CHAT_KEPT_BYTES",
    "CHAT_PER_CLIENT_PER_SECOND",
    "CHAT_PER_SECOND",
    "CHAT_SENT_BYTES",
    "MAX_CHAT_LOG",
    "author_of",
    "chat_line",
    "chat_to_keep",
    "latest_within",
    "now_text",
    "saved_chat",
    "seated",
    "within_rate",
]

MAX_CHAT_LOG = 500
#: Who wrote a chat line, as the host keeps it: this seat's author stays the same whatever
#: colour they play next.
AUTHORS = ("host", "guest", "spectator")
#: The most chat kept with a saved game, in bytes of JSON (its ``network`` takes 64 KiB).
CHAT_KEPT_BYTES = 48 * 1024
#: The most chat a ``welcome`` or ``state`` carries, in bytes of JSON (the latest lines that
#: fit). The rest of the largest such message (10,000 moves of three characters, names of 40
#: four-byte characters, every field at its longest) is under 41 KiB, so with this every
#: message the host must send fits in a line (``MAX_LINE_BYTES``, 64 KiB).
CHAT_SENT_BYTES = 20 * 1024
#: Chat lines relayed at most per client and in all per second: a chatty spectator must not
#: make the host flood the players (whose connections would rightly hang up).
CHAT_PER_CLIENT_PER_SECOND = 3
CHAT_PER_SECOND = 10


def now_text() -> str:
    """The time now, ISO 8601 in UTC, for chat lines."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def chat_line(author: str, text: str, seat: int) -> dict[str, Any]:
    """The ``chat`` message the host sends for ``text`` said now by ``author`` in ``seat``
    (its log keeps it without ``type``)."""
    return {"type": "chat", "from": author, "text": text, "time": now_text(), "seat": seat}


def author_of(line: dict[str, Any], host_name: str, guest_name: str, guest_seat: int) -> str:
    """Who wrote ``line`` (one of :data:`AUTHORS`), kept without ``by`` (a game saved before
    the host kept it): a spectator for seat 0; else the player whose name it bears, if only one
    of them bears it; else the one whose seat it names (right unless the colours were swapped
    by a rematch since, which names cannot tell)."""
    if line.get("seat") == 0:
        return "spectator"
    author = line.get("from")
    if author == host_name and author != guest_name:
        return "host"
    if author == guest_name and author != host_name:
        return "guest"
    return "guest" if line.get("seat") == guest_seat else "host"


def saved_chat(
    value: object, *, host_name: str = "", guest_name: str = "", guest_seat: int = 2
) -> list[dict[str, Any]]:
    """The chat lines of a saved game's network details (the valid ones, the latest
    ``MAX_CHAT_LOG``), each with its author (``by``); [] if there are none. Lines saved without
    ``by`` get it from the names and the guest's seat saved with them (:func:`author_of`)."""
    if not isinstance(value, list):
        return []
    lines: list[dict[str, Any]] = []
    for item in value:
        if not isinstance(item, dict):
            continue
        line = {k: v for k, v in item.items() if k != "by"}
        if not is_chat_line(line):
            continue
        by = item.get("by")
        if by is None:
            by = author_of(line, host_name, guest_name, guest_seat)
        elif by not in AUTHORS:
            continue
        lines.append({**line, "by": by})
    return lines[-MAX_CHAT_LOG:]


def seated(lines: list[dict[str, Any]], host_seat: int, guest_seat: int) -> list[dict[str, Any]]:
    """``lines`` as the protocol sends them (``from``, ``text``, ``time``, ``seat``), each
    with the seat its author (``by``) has now: ``host_seat``, ``guest_seat`` or 0."""
    seats = {"host": host_seat, "guest": guest_seat, "spectator": 0}
    return [
        {
            **{k: v for k, v in line.items() if k != "by"},
            "seat": seats.get(str(line.get("by")), line.get("seat", 0)),
        }
        for line in lines
    ]


def latest_within(lines: list[dict[str, Any]], budget: int) -> list[dict[str, Any]]:
    """The latest of ``lines`` (at most ``MAX_CHAT_LOG``) whose JSON, as a line of the
    protocol writes it (UTF-8, compact, one comma each), takes at most ``budget`` bytes."""
    kept: list[dict[str, Any]] = []
    size = 0
    for line in reversed(lines[-MAX_CHAT_LOG:]):
        text = json.dumps(line, ensure_ascii=False, separators=(",", ":"))
        size += len(text.encode("utf-8")) + 1
        if size > budget:
            break
        kept.append(line)
    kept.reverse()
    return kept


def chat_to_keep(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The latest chat lines that fit in a saved game's network details (at most
    ``CHAT_KEPT_BYTES`` of JSON, well within the 64 KiB a saved game allows)."""
    kept: list[dict[str, Any]] = []
    size = 0
    for line in reversed(lines):
        size += len(json.dumps(line, ensure_ascii=False).encode("utf-8")) + 2
        if size > CHAT_KEPT_BYTES:
            break
        kept.append(line)
    kept.reverse()
    return kept


def within_rate(times: deque[float], limit: int, now: float) -> bool:
    """True (and ``now`` counted in ``times``) if fewer than ``limit`` lines came within the
    second before ``now``."""
    while times and now - times[0] > 1.0:
        times.popleft()
    if len(times) >= limit:
        return False
    times.append(now)
    return True
