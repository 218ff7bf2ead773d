"""The host's chat rules: a line's form, how fast peers may chat, how much is kept and sent.

The host relays every chat line to everyone and keeps the latest with the game (so that they
survive a restart of the host). These functions say how: no Qt, no sockets, only the lines.
"""

from __future__ import annotations

import json
from collections import deque
from datetime import UTC, datetime
from typing import Any

from popout_desktop.net.protocol import is_chat_line

__all__ = [
    "CHAT_KEPT_BYTES",
    "CHAT_PER_CLIENT_PER_SECOND",
    "CHAT_PER_SECOND",
    "CHAT_SENT_BYTES",
    "MAX_CHAT_LOG",
    "chat_line",
    "chat_to_keep",
    "latest_within",
    "now_text",
    "saved_chat",
    "within_rate",
]

MAX_CHAT_LOG = 500
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


def saved_chat(value: object) -> list[dict[str, Any]]:
    """The chat lines of a saved game's network details (the valid ones, the latest
    ``MAX_CHAT_LOG``); [] if there are none."""
    if not isinstance(value, list):
        return []
    lines = [dict(line) for line in value if is_chat_line(line)]
    return lines[-MAX_CHAT_LOG:]


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
