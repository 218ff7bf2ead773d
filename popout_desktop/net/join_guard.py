"""The host's limits on wrong join codes, so that a code cannot be guessed (pure Python: no Qt).

Every ``hello``, and every ``resume`` whose token does not open a seat, is a guess of the code.
:class:`JoinGuard` counts the wrong ones:

- **per address** (an IPv4 address, or the /64 network of an IPv6 address, since one machine
  has as many of those as it likes): the k-th wrong code from it makes it wait
  ``min(2 ** (k - 1), ADDRESS_PAUSE_MAX)`` seconds before its next code is looked at; its
  count is forgotten after :data:`ADDRESS_MEMORY` seconds without a wrong code, or when it
  gives the right one;
- **in all**: the n-th wrong code within the last :data:`ALL_WINDOW` seconds, from anywhere,
  makes *every* address wait ``min(2 ** (n - ALL_FREE), ALL_PAUSE_MAX)`` seconds once n is
  over :data:`ALL_FREE`; and after :data:`CODE_LIFE` wrong codes for one code the host makes a
  new code and shows it to its person (the old one is then worth nothing to a guesser).

A code that comes while its address (or everyone) must wait is not looked at: the answer is
``refused`` ``wait`` with the seconds left, and it does not count. PROTOCOL.md ("Guessing the
code") gives the arithmetic. The clock is given, so tests need not wait.
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass

__all__ = [
    "ADDRESS_MEMORY",
    "ADDRESS_PAUSE_MAX",
    "ALL_FREE",
    "ALL_PAUSE_MAX",
    "ALL_WINDOW",
    "CODE_LIFE",
    "JoinGuard",
    "address_key",
]

#: The longest wait of one address, in seconds.
ADDRESS_PAUSE_MAX = 300.0
#: How long an address's wrong codes are remembered after its last one, in seconds.
ADDRESS_MEMORY = 3600.0
#: Wrong codes in all (within :data:`ALL_WINDOW`) before everyone waits after each one.
ALL_FREE = 5
#: The longest wait of everyone, in seconds.
ALL_PAUSE_MAX = 60.0
#: The window of the count in all, in seconds.
ALL_WINDOW = 3600.0
#: Wrong codes for one code after which the host makes a new one.
CODE_LIFE = 20
#: The most addresses remembered (the least recently wrong are forgotten first).
MAX_ADDRESSES = 4096


def address_key(address: str) -> str:
    """The address that wrong codes are counted by: an IPv4 address as it is (also when written
    as IPv6, ``::ffff:10.0.0.5``), an IPv6 address as its /64 network, anything else as it is."""
    text = address.split("%", 1)[0]  # a scope (fe80::1%eth0) names no other machine
    try:
        parsed = ipaddress.ip_address(text)
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, 64), strict=False))
    return str(parsed)


@dataclass(slots=True)
class _Address:
    wrong: int = 0
    until: float = 0.0
    last: float = 0.0


class JoinGuard:
    """Counts wrong join codes and says who must wait (see the module's text)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._addresses: OrderedDict[str, _Address] = OrderedDict()
        self._recent: deque[float] = deque()  # times of wrong codes within ALL_WINDOW
        self._all_until = 0.0
        self._for_this_code = 0

    @property
    def wrong_for_this_code(self) -> int:
        """Wrong codes since the current code was made."""
        return self._for_this_code

    def wait(self, address: str) -> int:
        """Whole seconds before a code from ``address`` is looked at (0: now)."""
        now = self._clock()
        record = self._record(address_key(address), now, create=False)
        until = max(self._all_until, record.until if record is not None else 0.0)
        return math.ceil(until - now) if until > now else 0

    def wrong(self, address: str) -> bool:
        """Count a wrong code from ``address``; True when it is the :data:`CODE_LIFE`-th for
        this code, so the host must make a new one (the count for the new code starts at 0)."""
        now = self._clock()
        key = address_key(address)
        record = self._record(key, now, create=True)
        assert record is not None
        record.wrong += 1
        record.last = now
        record.until = now + min(2.0 ** (record.wrong - 1), ADDRESS_PAUSE_MAX)
        self._addresses.move_to_end(key)
        while len(self._addresses) > MAX_ADDRESSES:
            self._addresses.popitem(last=False)
        self._recent.append(now)
        self._forget_old(now)
        excess = len(self._recent) - ALL_FREE
        if excess > 0:
            pause = min(2.0 ** min(excess, 64), ALL_PAUSE_MAX)
            self._all_until = max(self._all_until, now + pause)
        self._for_this_code += 1
        if self._for_this_code >= CODE_LIFE:
            self._for_this_code = 0
            return True
        return False

    def right(self, address: str) -> None:
        """The right code came from ``address``: its own count starts again (not the count in
        all, which a guesser among many addresses must not be able to clear)."""
        self._addresses.pop(address_key(address), None)

    def _record(self, key: str, now: float, *, create: bool) -> _Address | None:
        record = self._addresses.get(key)
        if record is not None and now - record.last > ADDRESS_MEMORY:
            del self._addresses[key]
            record = None
        if record is None and create:
            record = self._addresses[key] = _Address()
        return record

    def _forget_old(self, now: float) -> None:
        while self._recent and now - self._recent[0] > ALL_WINDOW:
            self._recent.popleft()
