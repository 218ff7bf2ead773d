"""The table: board size, line length and the variants in force (:class:`Rules`).

Besides the board (``columns`` x ``rows``, ``connect`` to win) and the classic options
(``pop_out``, ``side_columns`` for 5-in-a-Row, ``repetition_draw``), the 2009 rules sheet adds two
games that combine with them:

* **Pop 10** (``pop_ten``): the board is filled first, then players pop their own discs, keeping
  those that were part of a line; the first to keep ``target`` discs wins. It has its own pops, so
  it cannot be combined with ``pop_out``, nor with ``power_up``.
* **Power Up** (``power_up``): each player has four power checkers (anvil, bomb, wall, x2) to play
  once each instead of a normal drop. Combines with ``pop_out``, side columns and any board.

Code outside the rules asks a table what it has rather than testing its flags: :attr:`Rules.variant`
(which of the two, for texts), :attr:`~Rules.has_trays`, :attr:`~Rules.keeps_discs`,
:attr:`~Rules.has_setup_phase`, :attr:`~Rules.can_pass`, :attr:`~Rules.has_power_checkers` and
:attr:`~Rules.has_side_columns`. A table is built from its fields by name with
:meth:`Rules.from_fields` and read back with :meth:`Rules.fields` (what saved games, settings, the
LAN and position codes carry). Pop 10's target follows the board (:func:`suggested_target`) and is
at most the discs a player owns (:func:`discs_per_player`).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import ClassVar, Final, TypedDict

from popout_desktop.rules.frozen import Frozen

__all__ = [
    "COLUMNS_RANGE",
    "CONNECT_RANGE",
    "PRESET_NAMES",
    "ROWS_RANGE",
    "RULE_FIELDS",
    "STANDARD_TARGET",
    "TARGET_RANGE",
    "RuleFields",
    "Rules",
    "TableProblem",
    "Variant",
    "board_width",
    "discs_per_player",
    "suggested_target",
]

#: Allowed ranges, inclusive, for the playable board (side columns not counted).
COLUMNS_RANGE = (4, 16)
ROWS_RANGE = (4, 12)
CONNECT_RANGE = (3, 6)
#: Allowed range, inclusive, of Pop 10's ``target`` (with ``pop_ten`` also at most half the
#: playable cells: a player cannot keep more discs than they own).
TARGET_RANGE = (3, 20)

#: Pop 10's usual target, for the standard 7 x 6 board; other boards scale it by their area
#: (:func:`suggested_target`).
STANDARD_TARGET = 10
_STANDARD_CELLS = 7 * 6

#: The named presets, in the order a menu shows them.
PRESET_NAMES = (
    "classic",
    "pop_out",
    "five_in_a_row",
    "pop_out_five_in_a_row",
    "pop_ten",
    "power_up",
)


def board_width(columns: int, side_columns: bool) -> int:
    """The board's width over every column: ``columns`` playable ones, and with
    ``side_columns`` the two fixed ones at the edges (:attr:`Rules.width` of such a table).

    >>> board_width(7, False), board_width(7, True)
    (7, 9)
    """
    return columns + 2 if side_columns else columns


def discs_per_player(columns: int, rows: int) -> int:
    """How many discs each player owns in Pop 10 on ``columns`` x ``rows`` playable cells: half
    the cells, as the board is filled first. No target above it can be reached.

    >>> discs_per_player(7, 6), discs_per_player(5, 5)
    (21, 12)
    """
    return columns * rows // 2


def suggested_target(columns: int, rows: int) -> int:
    """Pop 10's target scaled to a board of ``columns`` x ``rows`` playable cells:
    :data:`STANDARD_TARGET` on the standard 7 x 6 board, in proportion to the area elsewhere,
    within :data:`TARGET_RANGE` and never more than the discs a player owns.

    >>> suggested_target(7, 6), suggested_target(4, 4), suggested_target(16, 12)
    (10, 4, 20)
    """
    cells = columns * rows
    highest = min(TARGET_RANGE[1], discs_per_player(columns, rows))
    return max(TARGET_RANGE[0], min(highest, round(STANDARD_TARGET * cells / _STANDARD_CELLS)))


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low} to {high}, not {value}")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, not {value!r}")


class Variant(StrEnum):
    """The game a table adds to the classic rules (:attr:`Rules.variant`); each value is also
    the name of its preset and of its field.

    >>> Rules.preset("power_up").variant
    <Variant.POWER_UP: 'power_up'>
    >>> Rules.preset("five_in_a_row").variant is None
    True
    """

    POP_TEN = "pop_ten"
    """Pop 10: the board is filled first, then discs popped out of a line are kept."""
    POWER_UP = "power_up"
    """Power Up: each player has four power checkers to play once each."""


class RuleFields(TypedDict):
    """The fields of a table by name (:meth:`Rules.fields`, :meth:`Rules.from_fields`)."""

    columns: int
    rows: int
    connect: int
    pop_out: bool
    side_columns: bool
    repetition_draw: bool
    pop_ten: bool
    target: int
    power_up: bool


class TableProblem(StrEnum):
    """What makes a table unplayable although each of its values is within its range: the
    combination rules, stated once (:meth:`Rules.problems`) for :class:`Rules` itself and for
    the table dialog and the command line, which explain them in words."""

    LINE_TOO_LONG = "line_too_long"
    """``connect`` is longer than the board is wide (side columns included) and high."""
    POP_TEN_WITH_POP_OUT = "pop_ten_with_pop_out"
    """Pop 10 has pops of its own."""
    POP_TEN_WITH_POWER_UP = "pop_ten_with_power_up"
    """Pop 10 is played without power checkers."""
    TARGET_TOO_HIGH = "target_too_high"
    """Pop 10's ``target`` is more than the discs a player owns (half the playable cells)."""


class Rules(Frozen):
    """The rules in force for one game: a hashable value, never changed (``Final``: mypy refuses
    a write; :meth:`replace` makes changed rules).

    ``columns`` and ``rows`` give the playable board; with ``side_columns`` (5-in-a-Row) one
    pre-filled, fixed column is added at each edge, so :attr:`width` is ``columns + 2``.
    ``pop_ten`` plays Pop 10 to ``target`` kept discs; ``power_up`` gives each player the four
    power checkers (see the module docstring for what combines with what).

    >>> Rules().width
    7
    >>> Rules.preset("five_in_a_row").width
    9
    >>> Rules(connect=9)
    Traceback (most recent call last):
    ...
    ValueError: connect must be from 3 to 6, not 9
    >>> Rules(pop_ten=True)
    Traceback (most recent call last):
    ...
    ValueError: pop_ten cannot be combined with pop_out: Pop 10 has its own pops

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4).
    """

    __slots__ = (
        "columns",
        "connect",
        "pop_out",
        "pop_ten",
        "power_up",
        "repetition_draw",
        "rows",
        "side_columns",
        "target",
    )

    columns: Final[int]
    rows: Final[int]
    connect: Final[int]
    pop_out: Final[bool]
    side_columns: Final[bool]
    repetition_draw: Final[bool]
    pop_ten: Final[bool]
    target: Final[int]
    power_up: Final[bool]

    _PRESETS: ClassVar[dict[str, dict[str, object]]] = {
        "classic": {"pop_out": False},
        "pop_out": {},
        "five_in_a_row": {"connect": 5, "pop_out": False, "side_columns": True},
        "pop_out_five_in_a_row": {"connect": 5, "side_columns": True},
        "pop_ten": {"pop_out": False, "pop_ten": True},
        "power_up": {"pop_out": False, "power_up": True},
    }

    def __init__(
        self,
        columns: int = 7,
        rows: int = 6,
        connect: int = 4,
        pop_out: bool = True,
        side_columns: bool = False,
        repetition_draw: bool = False,
        pop_ten: bool = False,
        target: int = STANDARD_TARGET,
        power_up: bool = False,
    ) -> None:
        self.columns = columns
        self.rows = rows
        self.connect = connect
        self.pop_out = pop_out
        self.side_columns = side_columns
        self.repetition_draw = repetition_draw
        self.pop_ten = pop_ten
        self.target = target
        self.power_up = power_up
        _check_int("columns", self.columns, *COLUMNS_RANGE)
        _check_int("rows", self.rows, *ROWS_RANGE)
        _check_int("connect", self.connect, *CONNECT_RANGE)
        _check_bool("pop_out", self.pop_out)
        _check_bool("side_columns", self.side_columns)
        _check_bool("repetition_draw", self.repetition_draw)
        _check_bool("pop_ten", self.pop_ten)
        _check_int("target", self.target, *TARGET_RANGE)
        _check_bool("power_up", self.power_up)
        problems = Rules.problems(**self.fields())
        if problems:
            raise ValueError(self._problem_text(problems[0]))

    def _values(self) -> tuple[int | bool, ...]:
        return (
            self.columns,
            self.rows,
            self.connect,
            self.pop_out,
            self.side_columns,
            self.repetition_draw,
            self.pop_ten,
            self.target,
            self.power_up,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in self.fields().items())
        return f"Rules({values})"

    def replace(self, **changes: object) -> Rules:
        """These rules with the fields named changed, checked as any rules are (``copy.replace``
        calls it too).

        >>> Rules().replace(repetition_draw=True) == Rules(repetition_draw=True)
        True
        """
        return Rules.from_fields({**self.fields(), **changes})

    __replace__ = replace

    @staticmethod
    def problems(
        *,
        columns: int,
        rows: int,
        connect: int,
        side_columns: bool,
        pop_out: bool,
        pop_ten: bool,
        power_up: bool,
        target: int,
        repetition_draw: bool = False,
    ) -> tuple[TableProblem, ...]:
        """What makes this table unplayable, in this order (empty if nothing does), for values
        each within its range. ``repetition_draw`` combines with everything; it is taken so that
        a whole :class:`RuleFields` can be passed (``Rules.problems(**fields)``).

        >>> Rules.problems(columns=4, rows=4, connect=6, side_columns=False, pop_out=True,
        ...                pop_ten=True, power_up=False, target=10)
        (<TableProblem.LINE_TOO_LONG: 'line_too_long'>, \
<TableProblem.POP_TEN_WITH_POP_OUT: 'pop_ten_with_pop_out'>, \
<TableProblem.TARGET_TOO_HIGH: 'target_too_high'>)
        """
        found: list[TableProblem] = []
        if connect > max(board_width(columns, side_columns), rows):
            found.append(TableProblem.LINE_TOO_LONG)
        if pop_ten:
            if pop_out:
                found.append(TableProblem.POP_TEN_WITH_POP_OUT)
            if power_up:
                found.append(TableProblem.POP_TEN_WITH_POWER_UP)
            if target > discs_per_player(columns, rows):
                found.append(TableProblem.TARGET_TOO_HIGH)
        return tuple(found)

    def _problem_text(self, problem: TableProblem) -> str:
        """The message of the ValueError for ``problem`` (for programs; the dialog and the
        command line have translated words of their own)."""
        if problem is TableProblem.LINE_TOO_LONG:
            return (
                f"connect must be from {CONNECT_RANGE[0]} to {max(self.width, self.rows)} on a "
                f"board {self.width} wide and {self.rows} high, not {self.connect}"
            )
        if problem is TableProblem.POP_TEN_WITH_POP_OUT:
            return "pop_ten cannot be combined with pop_out: Pop 10 has its own pops"
        if problem is TableProblem.POP_TEN_WITH_POWER_UP:
            return (
                "pop_ten cannot be combined with power_up: Pop 10 is played without power checkers"
            )
        most = discs_per_player(self.columns, self.rows)
        return (
            f"target must be from {TARGET_RANGE[0]} to {min(TARGET_RANGE[1], most)} in "
            f"Pop 10 on a {self.columns}x{self.rows} board (a player owns only {most} "
            f"discs), not {self.target}"
        )

    @property
    def width(self) -> int:
        """Number of columns over the full width, side columns included."""
        return board_width(self.columns, self.side_columns)

    @property
    def first_column(self) -> int:
        """Index of the leftmost playable column (1 with side columns, else 0)."""
        return 1 if self.side_columns else 0

    @property
    def playable_columns(self) -> range:
        """The columns a move may be played in, over the full width (the side columns left out).

        >>> Rules().playable_columns, Rules.preset("five_in_a_row").playable_columns
        (range(0, 7), range(1, 8))
        """
        return range(self.first_column, self.first_column + self.columns)

    # -- what the table has: asked by everything outside the rules, instead of the flags ------

    @property
    def variant(self) -> Variant | None:
        """The game this table adds to the classic rules, Pop 10 or Power Up (for texts that
        name it); None for a table of the six classic fields.

        >>> Rules.preset("pop_ten").variant, Rules.preset("pop_out").variant
        (<Variant.POP_TEN: 'pop_ten'>, None)
        """
        if self.pop_ten:
            return Variant.POP_TEN
        if self.power_up:
            return Variant.POWER_UP
        return None

    @property
    def is_variant(self) -> bool:
        """True for Pop 10 or Power Up: games with phases, scores or power checkers, whose turns
        may take more than one move, and which start only from the table's own start."""
        return self.pop_ten or self.power_up

    @property
    def has_trays(self) -> bool:
        """True when each player has a tray beside the board, for the discs they keep (Pop 10)
        or for their power checkers (Power Up): the tables of :attr:`is_variant`.

        >>> [Rules.preset(name).has_trays for name in ("pop_out", "pop_ten", "power_up")]
        [False, True, True]
        """
        return self.pop_ten or self.power_up

    @property
    def keeps_discs(self) -> bool:
        """True when players keep discs and the first to keep :attr:`target` wins (Pop 10):
        the game has scores, and :attr:`target` means something only here.

        >>> Rules.preset("pop_ten").keeps_discs, Rules.preset("power_up").keeps_discs
        (True, False)
        """
        return self.pop_ten

    @property
    def has_setup_phase(self) -> bool:
        """True when the players fill the board before the game proper starts (Pop 10's
        ``"setup"`` phase: a whole board of drops more).

        >>> Rules.preset("pop_ten").has_setup_phase, Rules().has_setup_phase
        (True, False)
        """
        return self.pop_ten

    @property
    def can_pass(self) -> bool:
        """True when a turn can be a pass (``--``): in Pop 10, by a player with no disc of their
        own in the bottom row.

        >>> Rules.preset("pop_ten").can_pass, Rules.preset("power_up").can_pass
        (True, False)
        """
        return self.pop_ten

    @property
    def has_power_checkers(self) -> bool:
        """True when each player has the four power checkers to play once each (Power Up).

        >>> Rules.preset("power_up").has_power_checkers, Rules.preset("pop_ten").has_power_checkers
        (True, False)
        """
        return self.power_up

    @property
    def has_side_columns(self) -> bool:
        """True when the board has 5-in-a-Row's two fixed, pre-filled side columns, one at each
        edge (:meth:`is_side_column`; :attr:`playable_columns` leaves them out).

        >>> Rules.preset("five_in_a_row").has_side_columns, Rules().has_side_columns
        (True, False)
        """
        return self.side_columns

    def is_side_column(self, column: int) -> bool:
        """True for the fixed, pre-filled columns of 5-in-a-Row."""
        return self.side_columns and (column == 0 or column == self.columns + 1)

    # -- the fields by name ------------------------------------------------------------------

    def fields(self) -> RuleFields:
        """Every field by name, in the order of :data:`RULE_FIELDS`: what saved games, settings,
        the LAN, the worker and position codes carry (:meth:`from_fields` reads it back).

        >>> Rules.preset("five_in_a_row").fields()  # doctest: +NORMALIZE_WHITESPACE
        {'columns': 7, 'rows': 6, 'connect': 5, 'pop_out': False, 'side_columns': True,
         'repetition_draw': False, 'pop_ten': False, 'target': 10, 'power_up': False}
        """
        return RuleFields(
            columns=self.columns,
            rows=self.rows,
            connect=self.connect,
            pop_out=self.pop_out,
            side_columns=self.side_columns,
            repetition_draw=self.repetition_draw,
            pop_ten=self.pop_ten,
            target=self.target,
            power_up=self.power_up,
        )

    @classmethod
    def from_fields(cls, values: Mapping[str, object]) -> Rules:
        """The table of these fields by name (as :meth:`fields` gives them); a field left out
        takes its default. The one way to build rules from a mapping of their fields.

        ValueError for a name that is not a field, and as ``Rules(...)`` for a value out of its
        range or an impossible combination (the message names the field).

        >>> Rules.from_fields({"columns": 9, "pop_out": False}) == Rules(columns=9, pop_out=False)
        True
        >>> Rules.from_fields(Rules.preset("pop_ten").fields()) == Rules.preset("pop_ten")
        True
        >>> Rules.from_fields({"colour": 1})
        Traceback (most recent call last):
        ...
        ValueError: colour is not a field of a table (they are columns, rows, connect, pop_out, \
side_columns, repetition_draw, pop_ten, target, power_up)
        """
        for name in values:
            if name not in RULE_FIELDS:
                raise ValueError(
                    f"{name} is not a field of a table (they are {', '.join(RULE_FIELDS)})"
                )
        return cls(**values)  # type: ignore[arg-type]

    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of the named tables on a 7x6 board: see :data:`PRESET_NAMES`.

        >>> Rules.preset("classic").pop_out
        False
        """
        try:
            options = cls._PRESETS[name]
        except (KeyError, TypeError):
            known = ", ".join(PRESET_NAMES)
            raise ValueError(f"unknown preset {name!r}; known presets: {known}") from None
        return cls.from_fields(options)

    def preset_name(self) -> str | None:
        """The preset these rules equal, or None for a custom table."""
        for name in PRESET_NAMES:
            if Rules.preset(name) == self:
                return name
        return None


#: The fields of :class:`Rules`, in their order: what saved games, settings and the LAN carry.
RULE_FIELDS: tuple[str, ...] = tuple(RuleFields.__annotations__)
