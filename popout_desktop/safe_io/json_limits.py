"""JSON from outside (saved games, LAN messages) parsed within fixed limits. Pure Python, no Qt.

:mod:`json` alone behaves differently from one Python to the next on hostile text: arrays nested
a thousand deep raise :class:`RecursionError` on 3.11 and 3.12 but parse on 3.13, and an integer
of more than 4,300 digits raises a plain :class:`ValueError` (the interpreter's limit on
converting long digit strings, which a program may change). :func:`loads` gives the same answer
everywhere:

* :func:`nesting_depth` measures how deeply arrays and objects nest, with a scanner that skips
  strings, *before* anything is parsed; deeper than the limit (:data:`MAX_DEPTH`) raises
  :class:`TooDeep`.
* a number whose text is longer than :data:`MAX_NUMBER_LENGTH` characters (found before
  parsing too), a float that does not fit (``1e400``) and the non-standard ``NaN``,
  ``Infinity`` and ``-Infinity`` raise :class:`BadNumber`, so every number read writes back as
  the same JSON number.
* with ``max_items``, more than that many items (arrays, objects and the values in them,
  counted before parsing as the opening brackets and the commas between values) raise
  :class:`TooManyItems`: a few megabytes of ``[]`` or ``1,`` would otherwise take seconds and
  hundreds of megabytes to parse.
* with ``unique_keys``, an object that names a key twice raises :class:`DuplicateKey` (plain
  :mod:`json` keeps the last one silently).

Text that is not JSON raises :class:`json.JSONDecodeError` as usual. Every error here is a
:class:`ValueError`.
"""

from __future__ import annotations

import math
import re
from typing import Any, Final

__all__ = [
    "MAX_DEPTH",
    "MAX_NUMBER_LENGTH",
    "BadNumber",
    "DuplicateKey",
    "JSONLimitError",
    "TooDeep",
    "TooManyItems",
    "loads",
    "nesting_depth",
]

#: How deeply arrays and objects may nest (``[]`` and ``{}`` are 1 deep, ``[[]]`` 2). A saved
#: game is 3 deep, a LAN message at most 3; the rest is room for a saved game's network details.
MAX_DEPTH: Final = 32
#: The longest text of one number, sign, fraction and exponent included: every 64-bit integer
#: and every float as Python writes it (at most 24 characters) fits.
MAX_NUMBER_LENGTH: Final = 40

# Brackets kept (as "(" and ")"), every other byte dropped; UTF-8 puts no ASCII byte inside a
# character, so the brackets of the bytes are the brackets of the text.
_BRACKETS = bytes(range(256)).translate(bytes.maketrans(b"[{]}", b"(())"))
_NOT_BRACKETS = bytes(c for c in range(256) if c not in b"[]{}")
# The pattern's text, compiled by ``re`` (and kept in its cache) with the first text checked.
_RUNS = rb"\(+|\)+"
# Outside strings, a run of the characters of numbers longer than any number allowed.
_NUMBER_CHARACTERS = rb"[-+.0-9eE]"


class JSONLimitError(ValueError):
    """JSON text that breaks one of the limits of this module."""


class TooDeep(JSONLimitError):
    """Arrays and objects nest more deeply than the limit."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"arrays and objects nest more than {limit} deep")
        self.limit = limit


class BadNumber(JSONLimitError):
    """A number too long to read, a float out of range, or ``NaN`` / ``Infinity``."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        self.text = text


class TooManyItems(JSONLimitError):
    """More items (arrays, objects, the values in them) than the limit."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"more than {limit} arrays, objects and values in them")
        self.limit = limit


class DuplicateKey(JSONLimitError):
    """An object names the same key twice."""

    def __init__(self, key: str) -> None:
        shown = key if len(key) <= 40 else key[:39] + "…"
        super().__init__(f"the key {shown!r} appears twice in one object")
        self.key = key


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply arrays and objects nest in the JSON ``text`` (brackets in strings do not
    count): exact for valid JSON up to ``limit``, and ``limit + 1`` for anything deeper.

    For any text, an answer of at most ``limit`` is never less than the nesting a parser reaches
    before it meets an error, so :func:`json.loads` never nests deeper on it. Fast whatever the
    text holds (at most about a tenth of a second for 4 MB of brackets): it works on the bytes
    with C-level string methods, never character by character.

    >>> nesting_depth('{"a": [1, {"b": "]]]"}]}')
    3
    >>> nesting_depth("[" * 1000 + "]" * 1000)
    33
    >>> nesting_depth('["[[[", "]"]')
    1
    """
    return _depth(_brackets(_outside_strings(text)), limit)


def _outside_strings(text: str) -> bytes:
    """The bytes of ``text`` outside its strings (brackets, numbers, punctuation, space)."""
    # Drop escaped backslashes first, then escaped quotes: every quote left opens or closes a
    # string (an unterminated one runs to the end).
    data = text.encode("utf-8", "surrogatepass").replace(b"\\\\", b"").replace(b'\\"', b"")
    return b"".join(data.split(b'"')[::2])


def _brackets(outside: bytes) -> bytes:
    """The brackets of ``outside``, as ``(`` and ``)``."""
    return outside.translate(_BRACKETS, _NOT_BRACKETS)


def _opens_too_many(brackets: bytes, limit: int) -> bool:
    """True if more than ``limit`` brackets open one after the other (the quick check)."""
    return b"(" * (limit + 1) in brackets


def _depth(brackets: bytes, limit: int) -> int:
    if _opens_too_many(brackets, limit):
        return limit + 1
    # Each pass removes the innermost pairs, one level of every nest; stop once a pass removes
    # little (the rest is counted run by run below, and there are few runs left).
    removed = 0
    while removed <= limit:
        shorter = brackets.replace(b"()", b"")
        if len(shorter) == len(brackets):
            break
        removed += 1
        little = 4 * len(shorter) > 3 * len(brackets)
        brackets = shorter
        if little:
            break
    depth = deepest = 0
    for run in re.finditer(_RUNS, brackets):
        start, end = run.span()
        if brackets[start] == 0x28:  # "("
            depth += end - start
            if depth > deepest:
                deepest = depth
                if removed + deepest > limit:
                    return limit + 1
        else:
            depth -= end - start
    return min(removed + deepest, limit + 1)


def _items(outside: bytes) -> int:
    """Arrays and objects, and the values in them beyond the first of each: about the number
    of values a parser builds (the strings and numbers of the top level aside)."""
    return outside.count(b"[") + outside.count(b"{") + outside.count(b",")


def _parse_float(text: str, limit: int) -> float:
    if len(text) > limit:
        raise BadNumber(f"a number is longer than {limit} characters", text)
    value = float(text)
    if not math.isfinite(value):
        raise BadNumber(f"the number {text[:limit]} is out of range", text)
    return value


def _parse_constant(text: str) -> Any:
    raise BadNumber(f"{text} is not a JSON number", text)


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return result


def loads(
    text: str,
    *,
    max_depth: int = MAX_DEPTH,
    max_number_length: int = MAX_NUMBER_LENGTH,
    max_items: int | None = None,
    unique_keys: bool = False,
) -> Any:
    """Parse the JSON ``text`` within the limits: :class:`TooDeep`, :class:`BadNumber`,
    :class:`TooManyItems` (with ``max_items``), :class:`DuplicateKey` (with ``unique_keys``) or
    :class:`json.JSONDecodeError`. The limits that can be seen in the text are checked before
    parsing (a run of opening brackets, the items, the nesting, the numbers).

    >>> loads('{"a": [1, 2.5, null]}')
    {'a': [1, 2.5, None]}
    >>> loads("[" * 40 + "]" * 40)
    Traceback (most recent call last):
    ...
    popout_desktop.safe_io.json_limits.TooDeep: arrays and objects nest more than 32 deep
    """
    if not _plainly_within(text, max_depth, max_number_length, max_items):
        _check_limits(text, max_depth, max_number_length, max_items)
    decoder = _DECODERS.get((max_number_length, unique_keys))
    if decoder is None:
        decoder = _decoder(max_number_length, unique_keys)
    try:
        return decoder.decode(text)
    except RecursionError:  # cannot happen within the depth checked above; never escapes
        raise TooDeep(max_depth) from None
    except ValueError as error:  # an integer the interpreter refuses (its limit set very low)
        import json

        if isinstance(error, json.JSONDecodeError | JSONLimitError):
            raise
        raise BadNumber(f"a number is too long to read ({error})", "") from None


#: One decoder for each (number length limit, unique keys) asked for: made once, not for each
#: text (a LAN message is parsed on the way of a move, issue 33 point 5).
_DECODERS: dict[tuple[int, bool], Any] = {}


def _decoder(max_number_length: int, unique_keys: bool) -> Any:
    """The ``json.JSONDecoder`` with these limits' hooks, made and kept on first use."""
    import json  # loaded by the first text parsed, not with the limits (issue 33 point 4)

    decoder = json.JSONDecoder(
        parse_float=lambda digits: _parse_float(digits, max_number_length),
        parse_constant=_parse_constant,
        object_pairs_hook=_unique if unique_keys else None,
    )
    _DECODERS[max_number_length, unique_keys] = decoder
    return decoder


def _plainly_within(
    text: str, max_depth: int, max_number_length: int, max_items: int | None
) -> bool:
    """True if ``text`` is within the limits on the face of it (the usual case, a small LAN
    message): the counts over the whole text, strings included, bound those outside strings,
    and a number is a run of number characters in the text itself."""
    opens = text.count("[") + text.count("{")
    if opens > max_depth:
        return False
    if max_items is not None and opens + text.count(",") > max_items:
        return False
    return _long_run(max_number_length).search(text) is None


def _long_run(length: int) -> re.Pattern[str]:
    pattern = _LONG_RUNS.get(length)
    if pattern is None:
        pattern = _LONG_RUNS[length] = re.compile(f"[-+.0-9eE]{{{length + 1},}}")
    return pattern


_LONG_RUNS: dict[int, re.Pattern[str]] = {}


def _check_limits(text: str, max_depth: int, max_number_length: int, max_items: int | None) -> None:
    """The limits checked exactly, strings skipped (see :func:`loads`)."""
    outside = _outside_strings(text)
    brackets = _brackets(outside)
    if _opens_too_many(brackets, max_depth):  # the quick check first: "[[[[..."
        raise TooDeep(max_depth)
    if max_items is not None and _items(outside) > max_items:  # before the slower depth
        raise TooManyItems(max_items)
    if _depth(brackets, max_depth) > max_depth:
        raise TooDeep(max_depth)
    # Every number is outside the strings: a long run of its characters is a long number. So
    # the interpreter's own limit on digits (4,300 by default, never below 640) is never met.
    long_number = re.search(_NUMBER_CHARACTERS + b"{%d,}" % (max_number_length + 1), outside)
    if long_number is not None:
        digits = long_number.group().decode("ascii")
        raise BadNumber(f"a number is longer than {max_number_length} characters", digits)
