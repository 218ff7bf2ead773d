"""The classic book's deeper walk (issue 33 point 1): ``make_opening_book.py --roots LO-HI``
also walks from every position after LO to HI drops, one of each mirror pair, Expert to move."""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

import pytest

from popout_desktop.engine.classic.board import CONTINUES, expand, start
from popout_desktop.engine.classic.drop_solver import compiled_core_available
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.opening_book import BOOK_RULES, canonical
from tests.engine.test_slow_loss import builder

if not compiled_core_available():  # the builder's walk runs the compiled classic core
    pytest.skip("the compiled core is not built (no C compiler)", allow_module_level=True)


def after(columns: tuple[int, ...]) -> tuple[int, int]:
    lay = layout(BOOK_RULES)
    cur, mask = start(BOOK_RULES)
    for column in columns:
        _, outcome, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
        assert outcome == CONTINUES
    return cur, mask


def test_the_roots_are_every_opening_of_those_drops_once_up_to_the_mirror() -> None:
    found = builder().roots(BOOK_RULES, 2, 4)
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
    assert walked[8:] == [(cur, mask) for cur, mask, _ in module.roots(BOOK_RULES, 1, 2)]


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
    further = [(cur, mask) for cur, mask, _ in module.roots(BOOK_RULES, 2, 2)]
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
