"""The classic book's deeper walk (issue 33 point 1): ``make_opening_book.py --roots LO-HI``
also walks from every position after LO to HI drops, one of each mirror pair, Expert to move."""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

import pytest

from popout_desktop.engine.classic.board import CONTINUES, expand, start
from popout_desktop.engine.classic.drop_solver import ClassicSolver, compiled_core_available
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.opening_book import (
    BOOK_RULES,
    OpeningBook,
    canonical,
    openings,
    write_book,
)
from tests.engine.test_slow_loss import builder

if not compiled_core_available():  # the builder's walk runs the compiled classic core
    pytest.skip("the compiled core is not built (no C compiler)", allow_module_level=True)


#: 24 drops (0-based columns) of a classic game in play.
LATE = (6, 6, 1, 0, 3, 0, 2, 4, 2, 0, 5, 5, 0, 0, 1, 1, 2, 0, 1, 2, 5, 3, 5, 6)


def after(columns: tuple[int, ...]) -> tuple[int, int]:
    lay = layout(BOOK_RULES)
    cur, mask = start(BOOK_RULES)
    for column in columns:
        _, outcome, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
        assert outcome == CONTINUES
    return cur, mask


def test_the_roots_are_every_opening_of_those_drops_once_up_to_the_mirror() -> None:
    found = openings(BOOK_RULES, 2, 4)
    for discs, count in ((2, 25), (3, 121), (4, 568)):
        mine = [(cur, mask) for cur, mask, d in found if d == discs]
        keys = {canonical(cur, mask)[0] for cur, mask in mine}
        assert len(mine) == len(keys) == count
        assert all(mask.bit_count() == discs for _, mask in mine)
        every = {canonical(*after(c))[0] for c in itertools.product(range(7), repeat=discs)}
        assert keys == every
    assert [d for *_, d in found] == sorted(d for *_, d in found)  # fewer drops first


def test_the_walk_goes_on_from_the_further_roots(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = builder()
    walked: list[tuple[int, int]] = []

    def visit(self: object, cur: int, mask: int, discs: int, deadline: float) -> None:
        assert mask.bit_count() == discs
        walked.append((cur, mask))

    monkeypatch.setattr(module.Walk, "expert_to_move", visit)
    argv = ["make_opening_book.py", "--progress", str(tmp_path / "p.jsonl"), "--roots", "1-2"]
    monkeypatch.setattr(sys, "argv", argv)
    module.main()
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert summary["finished"] and summary["further_roots_walked"] == 4 + 25
    # Expert first, Expert second after each first move, then the further roots.
    assert len(walked) == 1 + 7 + 4 + 25
    assert walked[8:] == [(cur, mask) for cur, mask, _ in openings(BOOK_RULES, 1, 2)]


def test_shards_share_the_further_roots_and_a_merge_joins_their_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = builder()
    walked: dict[str, list[tuple[int, int]]] = {}

    def visit(self: object, cur: int, mask: int, discs: int, deadline: float) -> None:
        walked.setdefault(shard, []).append((cur, mask))

    monkeypatch.setattr(module.Walk, "expert_to_move", visit)
    for shard in ("0/2", "1/2"):
        progress = tmp_path / f"p{shard[0]}.jsonl"
        progress.write_text(json.dumps({"key": int(shard[0]) + 10, "leaf": True}) + "\n")
        argv = ["make_opening_book.py", "--progress", str(progress), "--roots", "2", "--shard"]
        monkeypatch.setattr(sys, "argv", [*argv, shard])
        module.main()
        summary = json.loads(capsys.readouterr().out.splitlines()[-1])
        assert summary["finished"] and summary["shard"] == shard
    further = [(cur, mask) for cur, mask, _ in openings(BOOK_RULES, 2, 2)]
    assert walked["0/2"][8:] == further[0::2] and walked["1/2"][8:] == further[1::2]
    assert len(further[0::2]) + len(further[1::2]) == 25

    first, second = tmp_path / "p0.jsonl", tmp_path / "p1.jsonl"
    second.write_text(second.read_text() + '{"key": 10, "leaf": true}\n{"key": 12, "le')
    assert module.merge_progress(first, [second]) == 1  # key 11; 10 held, a half line skipped
    assert [json.loads(line)["key"] for line in first.read_text().splitlines()] == [10, 11]
    monkeypatch.setattr(
        sys, "argv", ["make_opening_book.py", "--progress", str(first), "--shard", "2/2"]
    )
    with pytest.raises(SystemExit):
        module.main()


def test_a_book_seeds_the_further_roots_it_holds_and_leaves_the_others_to_the_walk(
    tmp_path: Path,
) -> None:
    """``--from-book`` with ``--roots``: a further root the book holds was walked whole (a book
    holds only whole walks), so its subtree is seeded (the book's moves, and as solvable leaves
    the positions outside the book); a root it does not hold is left for the walk."""
    module = builder()
    further = openings(BOOK_RULES, 2, 2)
    held_cur, held_mask, _ = further[0]
    other_cur, other_mask, _ = further[1]
    held = canonical(held_cur, held_mask)[0]
    path = tmp_path / "partial.book"
    write_book(path, {held: 3})  # the centre: its own mirror
    walk = module.Walk(BOOK_RULES, 1000, tmp_path / "progress.jsonl")
    added = walk.seed(OpeningBook.from_bytes(path.read_bytes()), {}, further)
    after_move = next(c for c in expand(layout(BOOK_RULES), held_cur, held_mask) if c[0] == 3)
    replies = {
        canonical(cur, mask)[0]
        for _, outcome, cur, mask in expand(layout(BOOK_RULES), after_move[2], after_move[3])
        if outcome == CONTINUES
    }
    assert walk.done[held] == {"key": held, "column": 3, "discs": 2, "from_book": True}
    assert all(walk.done[key] == {"key": key, "leaf": True, "discs": 4} for key in replies)
    assert added == 1 + len(replies)
    assert canonical(other_cur, other_mask)[0] not in walk.done
    assert canonical(*start(BOOK_RULES))[0] not in walk.done  # Expert first: not in this book


def test_a_partial_book_holds_the_whole_walks_and_none_cut_short(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Past its deadline a walk is cut short and the next walks still go on (through what is
    solved already); ``--write --partial`` writes the entries of the whole walks only, so that
    the book says which walks a later ``--from-book`` run need not walk again."""
    module = builder()
    further = openings(BOOK_RULES, 2, 2)
    walks = [*module.walk_roots(BOOK_RULES, []), *[(c, m) for c, m, _ in further]]
    keys = [canonical(cur, mask)[0] for cur, mask in walks]
    cut = keys[9]  # the second further root
    progress = tmp_path / "p.jsonl"
    progress.write_text(
        "".join(json.dumps({"key": key, "column": 3, "discs": 0}) + "\n" for key in set(keys))
    )
    seen: list[int] = []

    def visit(self: object, cur: int, mask: int, discs: int, deadline: float) -> None:
        key = canonical(cur, mask)[0]
        seen.append(key)
        self.reached.add(key)  # type: ignore[attr-defined]
        if key == cut:
            raise TimeoutError

    monkeypatch.setattr(module.Walk, "expert_to_move", visit)
    out = tmp_path / "partial.book"
    argv = ["make_opening_book.py", "--progress", str(progress), "--roots", "2"]
    monkeypatch.setattr(sys, "argv", [*argv, "--write", "--partial", "--out", str(out)])
    module.main()
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert seen == keys  # every walk after the one cut short is still walked
    assert not summary["finished"] and summary["walks_cut_short"] == 1
    assert summary["further_roots_walked"] == 24
    book = OpeningBook.from_bytes(out.read_bytes())
    held = {key for key, (cur, mask) in zip(keys, walks, strict=True) if book.move(cur, mask)}
    assert held == set(keys) - {cut}
    assert summary["entries"] == len(held)


def test_the_leaf_check_reuses_one_solver_emptied_and_answers_as_a_fresh_one(
    tmp_path: Path,
) -> None:
    """A position is a leaf when a solver on an empty table solves every child within the
    budget in all: the walk's one checker, emptied before each check, answers as a new solver
    each time did, position by position (solved within 3,000 nodes or not)."""
    module = builder()
    walk = module.Walk(BOOK_RULES, 3_000, tmp_path / "progress.jsonl")
    lay = layout(BOOK_RULES)

    def fresh_check(cur: int, mask: int, discs: int) -> bool:
        core = ClassicSolver(BOOK_RULES, core="c").compiled_core
        assert core is not None
        return all(
            core.solve(c, m, discs + 1, node_limit=3_000) is not None
            for _, outcome, c, m in expand(lay, cur, mask)
            if outcome == CONTINUES
        )

    answers = []
    for columns in (LATE, LATE[:-4], LATE[:-8], LATE[:-12], LATE, LATE[:-2]):
        cur, mask = after(columns)
        nodes = walk.checker.nodes
        answers.append(walk.solvable(cur, mask, len(columns)))
        assert answers[-1] == fresh_check(cur, mask, len(columns))
        assert walk.checker.nodes > nodes  # the same solver, searching again
    assert True in answers and False in answers
