"""Position codes: a short, URL-safe text for a set-up position and its table, and its link.

A code is base64url (``A-Z a-z 0-9 - _``, no padding) of a bit string, most significant bit
first, padded with zero bits to whole bytes, followed by two check bytes:

==========  ======  ====================================================================
field       bits    value
==========  ======  ====================================================================
version     3       1 (a later format takes another number; a code of an unknown one is
                    refused, not guessed)
columns     4       playable columns - 4 (4 to 16)
rows        4       rows - 4 (4 to 12)
connect     2       connect - 3 (3 to 6)
flags       3       pop_out, side_columns, repetition_draw
turn        1       0: player 1 to move, 1: player 2
per column  h + n   for each playable column, left to right (5-in-a-Row's side columns are
                    fixed and not written): its height in ``h = bit_length(rows)`` bits,
                    then one bit per disc from the bottom, 0 for player 1, 1 for player 2
check       16      CRC-16/CCITT (``binascii.crc_hqx``, initial value 0xFFFF) of the bytes
                    before them: it catches every error of up to 16 bits in a row, so any
                    one mistyped character
==========  ======  ====================================================================

A 7x6 position takes 16 characters at most; the largest table (16x12, full) 50. The check
bytes and the strict reading (every field in range, no bit or byte left over) make a mistyped
code fail with a message instead of giving another position. A code holds any position whose
discs stand on one another, checked or not (:func:`~popout_desktop.rules.setup.check_setup`
judges it after decoding); Pop 10 and Power Up positions have no code (their phases, scores and
power checkers are not part of a set-up) and are refused with a message.

A **position link** is ``popout://position/CODE``. No text is both a position link and one of the
two other ``popout://`` links: a code always starts with a letter from I to P (its version bits),
whereas a LAN invite ``popout://HOST[:PORT][/CODE]`` has digits only after the slash, and an
internet link ``popout://BROKER/r/ROOM#SECRET`` has ``r/`` there, which no code has (a code has
no ``/``). So ``popout://position/`` followed by a digit or by ``r/`` is still a link to a
computer or a broker called "position"; followed by anything else, or by nothing (a link cut
short), it is a position link (:func:`is_position_link` says which). Pure Python, no Qt.

>>> from popout_desktop.rules import Game, Rules
>>> from popout_desktop.rules.setup import setup_of
>>> setup = setup_of(Game.from_notation("d4 d4 d3", Rules.preset("classic")))
>>> code = encode_position(setup)
>>> code, decode_position(f"  {position_link(setup)} ") == setup
('JkiASQAA-7g', True)
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Final

from popout_desktop.rules.geometry import geometry
from popout_desktop.rules.setup import Setup
from popout_desktop.rules.table import Rules

__all__ = [
    "LINK_PREFIX",
    "PositionCodeError",
    "decode_position",
    "encode_position",
    "is_position_link",
    "position_link",
]

#: What every position link starts with.
LINK_PREFIX: Final = "popout://position/"
_VERSION: Final = 1
_CODE: Final = re.compile(r"[A-Za-z0-9_-]{1,200}")
_LINK: Final = re.compile(r"popout://position/+([^/?#\s]*)/?", re.IGNORECASE)


class PositionCodeError(ValueError):
    """A text that is not a position code (or link) this version reads; the message says why."""


def encode_position(setup: Setup) -> str:
    """The position code of ``setup`` (PositionCodeError for a position a code cannot hold:
    Pop 10 and Power Up, a floating disc, a changed side column)."""
    rules = setup.rules
    if rules.is_variant:
        raise PositionCodeError("Pop 10 and Power Up positions have no position code")
    geo = geometry(rules)
    writer = _Bits()
    writer.put(_VERSION, 3)
    writer.put(rules.columns - 4, 4)
    writer.put(rules.rows - 4, 4)
    writer.put(rules.connect - 3, 2)
    writer.put(int(rules.pop_out), 1)
    writer.put(int(rules.side_columns), 1)
    writer.put(int(rules.repetition_draw), 1)
    writer.put(setup.turn - 1, 1)
    size = rules.rows.bit_length()
    for column in range(rules.width):
        values = setup.cells[column]
        if not geo.is_side[column]:
            height = _height(values, column)
            writer.put(height, size)
            for value in values[:height]:
                writer.put(value - 1, 1)
        elif values != _side(geo.side_discs, geo.stride, column, rules.rows):
            raise PositionCodeError("a side column of 5-in-a-Row differs from its fixed pattern")
    data = writer.to_bytes()
    check = _check(data)
    return base64.urlsafe_b64encode(data + check).decode("ascii").rstrip("=")


def decode_position(text: object) -> Setup:
    """The set-up a position code or position link gives (surrounding whitespace ignored).

    Raises :class:`PositionCodeError`, and nothing else, for any other text.
    """
    if not isinstance(text, str):
        raise PositionCodeError("a position code is text")
    code = text.strip()
    if code[:7].lower() == "popout:":
        match = _LINK.fullmatch(code)
        if match is None:
            raise PositionCodeError(f"not a position link ({LINK_PREFIX}CODE)")
        code = match.group(1)
    if not code:
        raise PositionCodeError("the position code is empty")
    if not _CODE.fullmatch(code):
        raise PositionCodeError(
            "a position code has only letters, digits, - and _ (up to 200 of them)"
        )
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise PositionCodeError("the position code is cut short or mistyped") from None
    if len(raw) < 4:
        raise PositionCodeError("the position code is too short")
    data, check = raw[:-2], raw[-2:]
    if _check(data) != check:
        raise PositionCodeError("the position code is mistyped or incomplete (its check fails)")
    if base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=") != code:
        raise PositionCodeError("the position code is mistyped (its last letter)")
    return _read(_Reader(data))


def position_link(setup: Setup) -> str:
    """The ``popout://position/CODE`` link of ``setup`` (PositionCodeError as
    :func:`encode_position`)."""
    return LINK_PREFIX + encode_position(setup)


def is_position_link(text: object) -> bool:
    """True for text that is meant as a position link, well formed or not: ``popout://position/``
    (any case) followed by nothing or by something other than a digit or ``r/``; never a LAN
    invite link the program makes nor an internet link (see the module docstring)."""
    if not isinstance(text, str):
        return False
    candidate = text.strip()
    if candidate[: len(LINK_PREFIX)].lower() != LINK_PREFIX:
        return False
    rest = candidate[len(LINK_PREFIX) :]
    return not rest or (not rest[0].isdigit() and not rest.startswith("r/"))


def _read(reader: _Reader) -> Setup:
    version = reader.get(3)
    if version != _VERSION:
        raise PositionCodeError(
            f"this position code is of format {version}; this version of Pop Out reads format "
            f"{_VERSION}"
        )
    columns, rows, connect = reader.get(4) + 4, reader.get(4) + 4, reader.get(2) + 3
    pop_out, side_columns, repetition = (bool(reader.get(1)) for _ in range(3))
    turn = reader.get(1) + 1
    try:
        rules = Rules(
            columns=columns,
            rows=rows,
            connect=connect,
            pop_out=pop_out,
            side_columns=side_columns,
            repetition_draw=repetition,
        )
    except ValueError as error:
        raise PositionCodeError(f"the position code's table is impossible: {error}") from None
    geo = geometry(rules)
    size = rows.bit_length()
    cells: list[tuple[int, ...]] = []
    for column in range(rules.width):
        if geo.is_side[column]:
            cells.append(_side(geo.side_discs, geo.stride, column, rows))
            continue
        height = reader.get(size)
        if height > rows:
            raise PositionCodeError(f"the position code has a column {height} discs high")
        discs = tuple(reader.get(1) + 1 for _ in range(height))
        cells.append(discs + (0,) * (rows - height))
    reader.finish()
    return Setup(rules, tuple(cells), turn)


def _check(data: bytes) -> bytes:
    return binascii.crc_hqx(data, 0xFFFF).to_bytes(2, "big")


def _height(values: tuple[int, ...], column: int) -> int:
    height = sum(1 for value in values if value)
    if 0 in values[:height]:
        raise PositionCodeError(
            f"column {column + 1} has a disc above an empty cell: a code holds discs that stand "
            "on one another"
        )
    return height


def _side(side_discs: tuple[int, int], stride: int, column: int, rows: int) -> tuple[int, ...]:
    """The fixed discs of side column ``column``."""
    shift = column * stride
    return tuple(
        1 if side_discs[0] >> (shift + row) & 1 else 2 if side_discs[1] >> (shift + row) & 1 else 0
        for row in range(rows)
    )


class _Bits:
    """Bits written most significant first."""

    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def put(self, value: int, size: int) -> None:
        self.value = (self.value << size) | value
        self.length += size

    def to_bytes(self) -> bytes:
        pad = -self.length % 8
        return (self.value << pad).to_bytes((self.length + pad) // 8, "big")


class _Reader:
    """Bits read most significant first; PositionCodeError past the end."""

    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "big")
        self.left = len(data) * 8

    def get(self, size: int) -> int:
        if size > self.left:
            raise PositionCodeError("the position code is cut short")
        self.left -= size
        return (self.value >> self.left) & ((1 << size) - 1)

    def finish(self) -> None:
        """PositionCodeError unless only the zero bits that pad to a whole byte are left."""
        if self.left >= 8 or self.value & ((1 << self.left) - 1):
            raise PositionCodeError("the position code has something after the position")
