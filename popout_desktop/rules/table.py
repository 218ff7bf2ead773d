"""The table: board size, line length and the variants in force (:class:`Rules`).

Besides the board (``columns`` x ``rows``, ``connect`` to win) and the classic options
(``pop_out``, ``side_columns`` for 5-in-a-Row, ``repetition_draw``), the 2009 rules sheet adds two
games that combine with them:

* **Pop 10** (``pop_ten``): the board is filled first, then players pop their own discs, keeping
  those that were part of a line; the first to keep ``target`` discs wins. It has its own pops, so
  it cannot be combined with ``pop_out``, nor with ``power_up``.
* **Power Up** (``power_up``): each player has four power checkers (anvil, bomb, wall, x2) to play
  once each instead of a normal drop. Combines with ``pop_out``, side columns and any board.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import ClassVar

__all__ = [
    "COLUMNS_RANGE",
    "CONNECT_RANGE",
    "PRESET_NAMES",
    "ROWS_RANGE",
    "TARGET_RANGE",
    "Rules",
    "TableProblem",
]

#: Allowed ranges, inclusive, for the playable board (side columns not counted).
COLUMNS_RANGE = (4, 16)
ROWS_RANGE = (4, 12)
CONNECT_RANGE = (3, 6)
#: Allowed range, inclusive, of Pop 10's ``target`` (with ``pop_ten`` also at most half the
#: playable cells: a player cannot keep more discs than they own).
TARGET_RANGE = (3, 20)

#: The named presets, in the order a menu shows them.
PRESET_NAMES = (
    "classic",
    "pop_out",
    "five_in_a_row",
    "pop_out_five_in_a_row",
    "pop_ten",
    "power_up",
)


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low} to {high}, not {value}")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, not {value!r}")


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


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules in force for one game: a frozen, hashable value.

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
    """

    columns: int = 7
    rows: int = 6
    connect: int = 4
    pop_out: bool = True
    side_columns: bool = False
    repetition_draw: bool = False
    pop_ten: bool = False
    target: int = 10
    power_up: bool = False

    _PRESETS: ClassVar[dict[str, dict[str, object]]] = {
        "classic": {"pop_out": False},
        "pop_out": {},
        "five_in_a_row": {"connect": 5, "pop_out": False, "side_columns": True},
        "pop_out_five_in_a_row": {"connect": 5, "side_columns": True},
        "pop_ten": {"pop_out": False, "pop_ten": True},
        "power_up": {"pop_out": False, "power_up": True},
    }

    def __post_init__(self) -> None:
        _check_int("columns", self.columns, *COLUMNS_RANGE)
        _check_int("rows", self.rows, *ROWS_RANGE)
        _check_int("connect", self.connect, *CONNECT_RANGE)
        _check_bool("pop_out", self.pop_out)
        _check_bool("side_columns", self.side_columns)
        _check_bool("repetition_draw", self.repetition_draw)
        _check_bool("pop_ten", self.pop_ten)
        _check_int("target", self.target, *TARGET_RANGE)
        _check_bool("power_up", self.power_up)
        problems = Rules.problems(
            columns=self.columns,
            rows=self.rows,
            connect=self.connect,
            side_columns=self.side_columns,
            pop_out=self.pop_out,
            pop_ten=self.pop_ten,
            power_up=self.power_up,
            target=self.target,
        )
        if problems:
            raise ValueError(self._problem_text(problems[0]))

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
    ) -> tuple[TableProblem, ...]:
        """What makes this table unplayable, in this order (empty if nothing does), for values
        each within its range.

        >>> Rules.problems(columns=4, rows=4, connect=6, side_columns=False, pop_out=True,
        ...                pop_ten=True, power_up=False, target=10)
        (<TableProblem.LINE_TOO_LONG: 'line_too_long'>, \
<TableProblem.POP_TEN_WITH_POP_OUT: 'pop_ten_with_pop_out'>, \
<TableProblem.TARGET_TOO_HIGH: 'target_too_high'>)
        """
        found: list[TableProblem] = []
        width = columns + 2 if side_columns else columns
        if connect > max(width, rows):
            found.append(TableProblem.LINE_TOO_LONG)
        if pop_ten:
            if pop_out:
                found.append(TableProblem.POP_TEN_WITH_POP_OUT)
            if power_up:
                found.append(TableProblem.POP_TEN_WITH_POWER_UP)
            if target > columns * rows // 2:
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
        most = self.columns * self.rows // 2
        return (
            f"target must be from {TARGET_RANGE[0]} to {min(TARGET_RANGE[1], most)} in "
            f"Pop 10 on a {self.columns}x{self.rows} board (a player owns only {most} "
            f"discs), not {self.target}"
        )

    @property
    def width(self) -> int:
        """Number of columns over the full width, side columns included."""
        return self.columns + 2 if self.side_columns else self.columns

    @property
    def first_column(self) -> int:
        """Index of the leftmost playable column (1 with side columns, else 0)."""
        return 1 if self.side_columns else 0

    @property
    def is_variant(self) -> bool:
        """True for Pop 10 or Power Up: games with phases, scores or power checkers."""
        return self.pop_ten or self.power_up

    def is_side_column(self, column: int) -> bool:
        """True for the fixed, pre-filled columns of 5-in-a-Row."""
        return self.side_columns and (column == 0 or column == self.columns + 1)

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
        return cls(**options)  # type: ignore[arg-type]

    def preset_name(self) -> str | None:
        """The preset these rules equal, or None for a custom table."""
        for name in PRESET_NAMES:
            if Rules.preset(name) == self:
                return name
        return None


#: The fields of :class:`Rules`, in their order: what saved games, settings and the LAN carry.
RULE_FIELDS: tuple[str, ...] = tuple(field.name for field in fields(Rules))
