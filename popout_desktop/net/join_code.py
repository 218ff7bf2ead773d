"""What a join code is: its length, a new random one, and comparing two without leaking time.

A join code is what a host asks of whoever joins (player or spectator): a string of digits, or
"" when the host asks none. The host makes one of :data:`CODE_DIGITS` digits unless its person
types one (:data:`CODE_MIN_DIGITS` to :data:`CODE_MAX_DIGITS`); PROTOCOL.md gives the arithmetic
that makes guessing the default code hopeless under the host's limits (:mod:`.join_guard`).
Pure Python: no Qt.
"""

from __future__ import annotations

import hmac
import secrets

__all__ = [
    "CODE_DIGITS",
    "CODE_MAX_DIGITS",
    "CODE_MIN_DIGITS",
    "codes_match",
    "is_host_code",
    "new_join_code",
]

#: The fewest digits of a code a host asks (a person may choose a short one).
CODE_MIN_DIGITS = 4
#: The most digits of a code (what the protocol carries, what the dialogs take).
CODE_MAX_DIGITS = 8
#: The digits of a code the host makes: 10**8 codes (see PROTOCOL.md, "Guessing the code").
CODE_DIGITS = 8


def new_join_code(digits: int = CODE_DIGITS) -> str:
    """A random join code of ``digits`` digits (held within the allowed lengths)."""
    digits = min(CODE_MAX_DIGITS, max(CODE_MIN_DIGITS, digits))
    return "".join(secrets.choice("0123456789") for _ in range(digits))


def is_host_code(text: object) -> bool:
    """True if ``text`` may be a host's code: "" (none asked) or the allowed number of digits."""
    if not isinstance(text, str):
        return False
    if text == "":
        return True
    return CODE_MIN_DIGITS <= len(text) <= CODE_MAX_DIGITS and text.isascii() and text.isdigit()


def codes_match(given: str, expected: str) -> bool:
    """True if ``given`` is ``expected``, in a time that does not depend on how many of their
    first characters agree (so timing the host's answers tells nothing about the code)."""
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))
