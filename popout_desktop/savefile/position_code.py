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
check       16      CRC-16/CCITT (``binascii.crc_hqx``, initial value 0xFFFF) of the number
                    of bytes before them (mod 256, one byte) and those bytes: it catches
                    every error of up to 16 bits in a row, so any one mistyped character,
                    and a code cut short
==========  ======  ====================================================================

A 7x6 position takes 16 characters at most; the largest table (16x12, full) 50. The check
bytes and the strict reading (every field in range, no bit or byte left over) make a mistyped
code fail with a message instead of giving another position. A code holds any position whose
discs stand on one another, checked or not (:func:`~popout_desktop.rules.setup.check_setup`
judges it after decoding).

**Steps codes** (Pop 10 and Power Up). There a position is more than its board (the phase of
the turn, the discs kept, the power checkers used, the follow-up step), and the rules build it
only by playing, so their code carries the game that leads there: the table, then every step
played from the table's start. Same letters, same check bytes and the same strict reading; its
first three bits (the *kind*) are 2 where a board code's are 1, so a steps code starts with a
letter from Q to X and a board code with one from I to P:

==========  ======  ====================================================================
field       bits    value
==========  ======  ====================================================================
kind        3       2 (steps; 1 is the board code above, any other number is refused)
columns     4       playable columns - 4
rows        4       rows - 4
connect     2       connect - 3
flags       5       pop_out, side_columns, repetition_draw, pop_ten, power_up (one of the
                    last two is set: a six-field table has a board code instead)
target      5       Pop 10's target - 3 (written for every table, so the table is exact)
size        4       ``n``, the bit length of the number of steps (0 for none)
steps       n       the number of steps, whose top bit is 1 (so written in one way only)
per step    k + c   a prefix code of its kind, then for every kind but a pass its column
                    (0-based over the full width) in ``c = bit_length(width - 1)`` bits:
                    ``0`` a drop, ``10`` a pop; then Pop 10 ``11`` a pass, Power Up ``11``
                    and two bits for the power checker in notation order ``a b w x``
                    (anvil 00, bomb 01, wall 10, x2 11)
check       16      CRC-16/CCITT as above
==========  ======  ====================================================================

A drop on 7x6 takes 4 bits, a pop 5, a power checker 7: a 60-step Pop 10 game on 7x6 is 51
characters (a whole 164-step one 131). Decoding replays the steps on the table, each checked by
the rules: a step they refuse is named (:class:`IllegalStepError`, ``step 12 (p3) is illegal:
...``). A finished game has a code too (its last
position can be shared and analysed; nothing is played on from it). Codes are at most
:data:`MAX_CODE_LENGTH` characters; a longer game has none. :func:`encode_game_position` and
:func:`decode_game_position` take and give a game of any table (a board code for the six-field
tables, a steps code for the others); :func:`encode_position` and :func:`decode_position` are
the board codes' own (a steps code given to the latter is refused: it is no set-up).

A **position link** is ``popout://position/CODE``, of either kind. No text is both a position link
and one of the two other ``popout://`` links: a code always starts with a letter from I to X,
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
('JkiASQAApUM', True)
>>> game = Game.from_notation("x4 d4 d3", Rules.preset("power_up"))
>>> code = encode_game_position(game)
>>> code, decode_game_position(code).notation()
('RkhOX7MgdVo', 'x4 d4 d3')
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Final

from popout_desktop.rules.game import Game
from popout_desktop.rules.geometry import geometry
from popout_desktop.rules.move import DROP, PASS, POP, POWER_KINDS, Move
from popout_desktop.rules.setup import Setup, setup_of
from popout_desktop.rules.table import Rules

__all__ = [
    "LINK_PREFIX",
    "MAX_CODE_LENGTH",
    "IllegalStepError",
    "PositionCodeError",
    "decode_game_position",
    "decode_position",
    "encode_game_position",
    "encode_position",
    "is_position_link",
    "is_steps_code",
    "position_link",
]

#: What every position link starts with.
LINK_PREFIX: Final = "popout://position/"
#: The most characters of a code (a steps code of a longer game is refused).
MAX_CODE_LENGTH: Final = 2000
_VERSION: Final = 1
_STEPS: Final = 2  # the kind of a steps code (its first three bits)
#: The table's switches a board code holds, one bit each in this order after the size; a steps
#: code holds Pop 10's and Power Up's too (then its target).
_BOARD_FLAGS: Final = ("pop_out", "side_columns", "repetition_draw")
_STEPS_FLAGS: Final = (*_BOARD_FLAGS, "pop_ten", "power_up")
_CODE: Final = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_CODE_LENGTH}}}")
_LINK: Final = re.compile(r"popout://position/+([^/?#\s]*)/?", re.IGNORECASE)


class PositionCodeError(ValueError):
    """A text that is not a position code (or link) this version reads; the message says why."""


class IllegalStepError(PositionCodeError):
    """A steps code whose step ``step`` (counted from 1), ``move``, the rules refuse."""

    def __init__(self, step: int, move: Move, reason: str) -> None:
        super().__init__(f"step {step} ({move}) is illegal: {reason}")
        self.step = step
        self.move = move


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
    for name in _BOARD_FLAGS:
        writer.put(int(getattr(rules, name)), 1)
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

    Raises :class:`PositionCodeError`, and nothing else, for any other text (a steps code of a
    Pop 10 or Power Up game included: see :func:`decode_game_position`).
    """
    reader = _Reader(_payload(text))
    kind = reader.get(3)
    if kind == _STEPS:
        raise PositionCodeError(
            "this is the code of a Pop 10 or Power Up game (its steps), not of a set-up"
        )
    return _read(reader, kind)


def encode_game_position(game: Game) -> str:
    """The code of the position of ``game``, of any table: the board code of its position on
    the six-field tables, the steps code of its moves on Pop 10 and Power Up.

    Raises :class:`PositionCodeError` for a game a code cannot hold (a floating disc is
    impossible in a game; a steps code over :data:`MAX_CODE_LENGTH` characters).
    """
    rules = game.rules
    if not rules.is_variant:
        return encode_position(setup_of(game))
    if game.start is not None:  # the rules never make one; a code could not carry it
        raise PositionCodeError("a Pop 10 or Power Up game from a set-up position has no code")
    writer = _Bits()
    writer.put(_STEPS, 3)
    writer.put(rules.columns - 4, 4)
    writer.put(rules.rows - 4, 4)
    writer.put(rules.connect - 3, 2)
    for name in _STEPS_FLAGS:
        writer.put(int(getattr(rules, name)), 1)
    writer.put(rules.target - 3, 5)
    moves = game.moves
    size = len(moves).bit_length()
    if size > 15:
        raise PositionCodeError("the game is too long for a position code")
    writer.put(size, 4)
    writer.put(len(moves), size)
    column_bits = (rules.width - 1).bit_length()
    for move in moves:
        _put_step(writer, move, rules, column_bits)
    data = writer.to_bytes()
    code = base64.urlsafe_b64encode(data + _check(data)).decode("ascii").rstrip("=")
    if len(code) > MAX_CODE_LENGTH:
        raise PositionCodeError("the game is too long for a position code")
    return code


def decode_game_position(text: object) -> Game:
    """The game a code or link of either kind gives: from the set-up of a board code
    (:meth:`Game.from_setup <popout_desktop.rules.Game.from_setup>`, no move played), or the
    steps of a steps code replayed on its table, each checked by the rules.

    Raises :class:`PositionCodeError`, and nothing else, for any other text: a step the rules
    refuse is named, and so is a board position no game can go on from.
    """
    reader = _Reader(_payload(text))
    kind = reader.get(3)
    if kind != _STEPS:
        setup = _read(reader, kind)
        try:
            return Game.from_setup(setup)
        except ValueError as error:
            raise PositionCodeError(f"the position cannot be played: {error}") from None
    return _read_steps(reader)


def is_steps_code(text: object) -> bool:
    """True if ``text`` is a code or link whose letters and check are sound and whose kind is a
    steps code (Pop 10, Power Up): :func:`decode_game_position` reads it, not
    :func:`decode_position`. Its steps are not replayed here."""
    try:
        data = _payload(text)
    except PositionCodeError:
        return False
    return data[0] >> 5 == _STEPS


def _payload(text: object) -> bytes:
    """The checked bytes of a code or link of either kind (its check bytes taken off)."""
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
            f"a position code has only letters, digits, - and _ (up to {MAX_CODE_LENGTH} of them)"
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
    return data


def _put_step(writer: _Bits, move: Move, rules: Rules, column_bits: int) -> None:
    """One step: its kind's prefix code, then its column (see the module docstring)."""
    if move.kind == DROP:
        writer.put(0, 1)
    elif move.kind == POP:
        writer.put(0b10, 2)
    elif move.kind == PASS and rules.can_pass:
        writer.put(0b11, 2)
        return
    elif move.kind in POWER_KINDS and rules.has_power_checkers:
        writer.put(0b11, 2)
        writer.put(POWER_KINDS.index(move.kind), 2)
    else:  # the rules never play one; a code could not carry it
        raise PositionCodeError(f"{move} cannot be played on this table")
    if move.column >> column_bits:
        raise PositionCodeError(f"{move}: there is no such column on this table")
    writer.put(move.column, column_bits)


def _get_step(reader: _Reader, rules: Rules, column_bits: int) -> Move:
    if not reader.get(1):
        return Move.drop(reader.get(column_bits))
    if not reader.get(1):
        return Move.pop(reader.get(column_bits))
    if rules.can_pass:
        return Move.pass_()
    kind = POWER_KINDS[reader.get(2)]
    return Move.power(kind, reader.get(column_bits))


def _read_steps(reader: _Reader) -> Game:
    fields = _read_size(reader)
    fields.update((name, bool(reader.get(1))) for name in _STEPS_FLAGS)
    fields["target"] = reader.get(5) + 3
    try:
        rules = Rules.from_fields(fields)
    except ValueError as error:
        raise PositionCodeError(f"the position code's table is impossible: {error}") from None
    if not rules.is_variant:
        raise PositionCodeError(
            "the position code's table is impossible: a steps code is for Pop 10 and Power Up "
            "tables only"
        )
    size = reader.get(4)
    count = reader.get(size)
    if count.bit_length() != size:
        raise PositionCodeError("the position code is mistyped (its number of steps)")
    column_bits = (rules.width - 1).bit_length()
    game = Game(rules)
    for number in range(1, count + 1):
        move = _get_step(reader, rules, column_bits)
        refusal = game.why_illegal(move)
        if refusal is not None:
            raise IllegalStepError(number, move, str(refusal))
        game.play(move)
    reader.finish()
    return game


def position_link(position: Setup | Game) -> str:
    """The ``popout://position/CODE`` link of a set-up (its board code) or of a game (its code
    of either kind); PositionCodeError as :func:`encode_position` and
    :func:`encode_game_position`."""
    if isinstance(position, Game):
        return LINK_PREFIX + encode_game_position(position)
    return LINK_PREFIX + encode_position(position)


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


def _read_size(reader: _Reader) -> dict[str, object]:
    """The board's size and line length, the first fields of either code."""
    return {"columns": reader.get(4) + 4, "rows": reader.get(4) + 4, "connect": reader.get(2) + 3}


def _read(reader: _Reader, version: int) -> Setup:
    """The set-up of a board code, its first three bits (``version``) read already."""
    if version != _VERSION:
        raise PositionCodeError(
            f"this position code is of format {version}; this version of Pop Out reads format "
            f"{_VERSION} (board codes) and {_STEPS} (steps codes)"
        )
    fields = _read_size(reader)
    fields.update((name, bool(reader.get(1))) for name in _BOARD_FLAGS)
    turn = reader.get(1) + 1
    try:
        rules = Rules.from_fields(fields)
    except ValueError as error:
        raise PositionCodeError(f"the position code's table is impossible: {error}") from None
    geo = geometry(rules)
    rows = rules.rows
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
    # The length goes in first: a CRC of the bytes alone accepts about one code in 256 cut
    # short by a letter (when the last byte equals the high byte of the shorter CRC).
    return binascii.crc_hqx(bytes([len(data) % 256]) + data, 0xFFFF).to_bytes(2, "big")


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
