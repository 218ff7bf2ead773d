"""One validation of a table (issue 14, point 4): :meth:`Rules.problems` decides, and `Rules`,
the table dialog's words and the command line all follow it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from popout_desktop.rules import Rules, TableProblem
from popout_desktop.rules.table import COLUMNS_RANGE, CONNECT_RANGE, ROWS_RANGE, TARGET_RANGE
from popout_desktop.ui.table_problems import impossible_reason, table_or_reason

tables = st.fixed_dictionaries(
    {
        "columns": st.integers(*COLUMNS_RANGE),
        "rows": st.integers(*ROWS_RANGE),
        "connect": st.integers(*CONNECT_RANGE),
        "side_columns": st.booleans(),
        "pop_out": st.booleans(),
        "pop_ten": st.booleans(),
        "power_up": st.booleans(),
        "target": st.integers(*TARGET_RANGE),
    }
)


@given(tables)
def test_rules_refuse_exactly_the_tables_with_problems(table: dict[str, int | bool]) -> None:
    problems = Rules.problems(**table)  # type: ignore[arg-type]
    rules, reason = table_or_reason(repetition_draw=False, **table)  # type: ignore[arg-type]
    words = impossible_reason(
        table["columns"],
        table["rows"],
        table["connect"],
        bool(table["side_columns"]),
        pop_out=bool(table["pop_out"]),
        pop_ten=bool(table["pop_ten"]),
        power_up=bool(table["power_up"]),
        target=table["target"],
    )
    if problems:
        with pytest.raises(ValueError):  # noqa: PT011 - each problem has its own message
            Rules(**table)  # type: ignore[arg-type]
        assert rules is None and reason == words and words
        assert words.count("\n\n") == len(problems) - 1 - (
            TableProblem.POP_TEN_WITH_POP_OUT in problems
            and TableProblem.POP_TEN_WITH_POWER_UP in problems
        )
    else:
        assert Rules(**table) == rules  # type: ignore[arg-type]
        assert reason is None and words is None


@pytest.mark.parametrize(
    ("changes", "problems", "message"),
    [
        ({"connect": 6, "columns": 4, "rows": 4}, ["line_too_long"], "connect must be from 3 to 4"),
        ({"pop_ten": True}, ["pop_ten_with_pop_out"], "pop_ten cannot be combined with pop_out"),
        (
            {"pop_ten": True, "pop_out": False, "power_up": True},
            ["pop_ten_with_power_up"],
            "pop_ten cannot be combined with power_up",
        ),
        (
            {"pop_ten": True, "pop_out": False, "columns": 4, "rows": 4, "target": 9},
            ["target_too_high"],
            "target must be from 3 to 8 in Pop 10 on a 4x4 board",
        ),
    ],
)
def test_each_problem_and_its_message(
    changes: dict[str, int | bool], problems: list[str], message: str
) -> None:
    table: dict[str, int | bool] = {
        "columns": 7,
        "rows": 6,
        "connect": 4,
        "side_columns": False,
        "pop_out": True,
        "pop_ten": False,
        "power_up": False,
        "target": 10,
    }
    table.update(changes)
    assert list(Rules.problems(**table)) == problems  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=message):
        Rules(**table)  # type: ignore[arg-type]
