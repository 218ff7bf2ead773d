"""The position editor's whole-board edits: clear, flip the colours, refit to another table, and
the player to move that the discs say.

Pure functions of a :class:`~popout_desktop.rules.setup.Setup` (no Qt), used by
:class:`~popout_desktop.ui.editor.page.SetupPage`.
"""

from __future__ import annotations

from popout_desktop.rules import Rules
from popout_desktop.rules.setup import Setup, empty_setup

__all__ = ["cleared", "flipped", "refit", "with_mover"]


def cleared(setup: Setup) -> Setup:
    """``setup`` with every playable column emptied (5-in-a-Row's side columns stay), the
    first player to move."""
    return empty_setup(setup.rules)


def with_mover(setup: Setup) -> Setup:
    """``setup`` with the player to move its discs say: every move adds a disc (a drop) or
    takes one out (a pop), so the first player moves when the playable columns hold an even
    number of discs, the second when odd (see :mod:`popout_desktop.rules.setup`)."""
    discs = setup.discs(1) + setup.discs(2)
    return setup.with_turn(1 if discs % 2 == 0 else 2)


def flipped(setup: Setup) -> Setup:
    """``setup`` with the colours of the playable discs swapped (the side columns stay as the
    table fixes them). The player to move stays: who moves follows from the number of discs,
    which a flip does not change."""
    rules = setup.rules
    cells = tuple(
        values if rules.is_side_column(column) else tuple((0, 2, 1)[value] for value in values)
        for column, values in enumerate(setup.cells)
    )
    return Setup(rules, cells, setup.turn)


def refit(setup: Setup, rules: Rules) -> Setup:
    """``setup`` moved onto a board of ``rules``: the playable columns from the left and the
    rows from the bottom, as far as they fit (the side columns are the new table's own); a Pop
    10 or Power Up table gets its own start (its positions cannot be set up)."""
    start = empty_setup(rules)
    if rules.is_variant:
        return start
    old = setup.rules
    old_columns = [setup.cells[old.first_column + i] for i in range(old.columns)]
    cells = list(start.cells)
    for index in range(min(rules.columns, old.columns)):
        values = old_columns[index][: rules.rows]
        cells[rules.first_column + index] = tuple(values) + (0,) * (rules.rows - len(values))
    return Setup(rules, tuple(cells), setup.turn)
