"""The table: board size, line length and the variants in force (:class:`Rules`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

__all__ = ["COLUMNS_RANGE", "CONNECT_RANGE", "PRESET_NAMES", "ROWS_RANGE", "Rules"]

#: Allowed ranges, inclusive, for the playable board (side columns not counted).
COLUMNS_RANGE = (4, 16)
ROWS_RANGE = (4, 12)
CONNECT_RANGE = (3, 6)

#: The named presets, in the order a menu shows them.
PRESET_NAMES = ("classic", "pop_out", "five_in_a_row", "pop_out_five_in_a_row")


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low} to {high}, not {value}")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, not {value!r}")


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules in force for one game: a frozen, hashable value.

    ``columns`` and ``rows`` give the playable board; with ``side_columns`` (5-in-a-Row) one
    pre-filled, fixed column is added at each edge, so :attr:`width` is ``columns + 2``.

    >>> Rules().width
    7
    >>> Rules.preset("five_in_a_row").width
    9
    >>> Rules(connect=9)
    Traceback (most recent call last):
    ...
    ValueError: connect must be from 3 to 6, not 9
    """

    columns: int = 7
    rows: int = 6
    connect: int = 4
    pop_out: bool = True
    side_columns: bool = False
    repetition_draw: bool = False

    _PRESETS: ClassVar[dict[str, dict[str, object]]] = {
        "classic": {"pop_out": False},
        "pop_out": {},
        "five_in_a_row": {"connect": 5, "pop_out": False, "side_columns": True},
        "pop_out_five_in_a_row": {"connect": 5, "side_columns": True},
    }

    def __post_init__(self) -> None:
        _check_int("columns", self.columns, *COLUMNS_RANGE)
        _check_int("rows", self.rows, *ROWS_RANGE)
        _check_int("connect", self.connect, *CONNECT_RANGE)
        _check_bool("pop_out", self.pop_out)
        _check_bool("side_columns", self.side_columns)
        _check_bool("repetition_draw", self.repetition_draw)
        longest = max(self.width, self.rows)
        if self.connect > longest:
            raise ValueError(
                f"connect must be from {CONNECT_RANGE[0]} to {longest} on a board "
                f"{self.width} wide and {self.rows} high, not {self.connect}"
            )

    @property
    def width(self) -> int:
        """Number of columns over the full width, side columns included."""
        return self.columns + 2 if self.side_columns else self.columns

    @property
    def first_column(self) -> int:
        """Index of the leftmost playable column (1 with side columns, else 0)."""
        return 1 if self.side_columns else 0

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
