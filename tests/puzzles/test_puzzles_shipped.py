"""Every shipped puzzle proved again by the engine: a unique key that wins in exactly the stated
number of moves, a main line that ends in the win; and the set's balance."""

from __future__ import annotations

from collections import Counter

import pytest

from popout_desktop.puzzles.puzzle import Grade, Puzzle, shipped_puzzles, verify_puzzle
from popout_desktop.rules import Rules

SHIPPED = shipped_puzzles()


def test_the_shipped_set_is_a_few_hundred_balanced_puzzles() -> None:
    assert 300 <= len(SHIPPED) <= 600
    assert len({p.id for p in SHIPPED}) == len(SHIPPED)
    assert len({(p.rules, p.game().position_key()) for p in SHIPPED}) == len(SHIPPED)
    lengths = Counter(p.length for p in SHIPPED)
    assert all(lengths[n] >= 40 for n in (2, 3, 4, 5)), lengths
    grades = Counter(p.grade for p in SHIPPED)
    assert all(grades[grade] >= 40 for grade in Grade), grades
    tables = Counter((p.rules.pop_out, p.rules.columns, p.rules.rows) for p in SHIPPED)
    assert tables[(False, 7, 6)] >= 60  # Classic 7x6
    assert tables[(True, 7, 6)] >= 80  # Pop Out 7x6
    pop_keys = [p for p in SHIPPED if p.key_is_pop]
    assert len(pop_keys) >= len(SHIPPED) // 3  # "win in 3 — with a pop"
    assert {p.length for p in pop_keys} == {2, 3, 4, 5}
    assert any(p.rules == Rules.preset("pop_out") for p in pop_keys)
    # every puzzle's position comes from the table's start by legal moves, the winner to move
    assert all(p.game().turn == p.to_move and not p.game().is_over for p in SHIPPED)


# The whole set verifies in about 4 s here (358 puzzles): part of the quick loop.
@pytest.mark.parametrize("puzzle", SHIPPED, ids=[p.id for p in SHIPPED])
def test_a_shipped_puzzle_is_sound(puzzle: Puzzle) -> None:
    verify_puzzle(puzzle)
