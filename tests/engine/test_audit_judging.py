"""The classic Expert audit's judging of a move (``tests/benchmarks/audit_classic_expert.py``,
issue 33 point 1): exactly where the scorer's budget allows, else by the outcome (weak solves),
else as the book's move, else unjudged; on a 5x4 board both ways of judging are checked against
each other on every move of seeded random positions."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from popout_desktop.engine.classic.drop_solver import compiled_core_available
from popout_desktop.rules import Game, Rules

if not compiled_core_available():  # the audit's scorer runs the compiled classic core
    pytest.skip("the compiled core is not built (no C compiler)", allow_module_level=True)

from tests.benchmarks import audit_classic_expert as audit

#: A board the scorer solves at once: 5x4, lines of 4, drops only.
SMALL = Rules(columns=5, rows=4, connect=4, pop_out=False)


def scorer(**kwargs: object) -> audit.Scorer:
    return audit.Scorer(
        rules=SMALL,
        table_entries=1 << 18,
        weak_table_entries=1 << 18,
        **kwargs,  # type: ignore[arg-type]
    )


def no_exact(board: audit.Scorer) -> audit.Scorer:
    """``board`` with every exact score over budget (as the 0-9-disc positions on 7x6)."""

    def over(game: Game) -> int:
        raise audit.Unscored(game.ply)

    board.value = over  # type: ignore[method-assign]
    return board


def positions(count: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    found: list[Game] = []
    while len(found) < count:
        game = Game(SMALL)
        for _ in range(rng.randint(0, 9)):
            game.play(rng.choice(game.legal_moves()))
            if game.is_over:
                break
        if not game.is_over:
            found.append(game)
    return found


def test_outcome_judgement_agrees_with_the_exact_one() -> None:
    exact = scorer()
    weak = no_exact(scorer(max_weak_nodes=10**9))
    changes = kinds = 0
    for game in positions(40, seed=3):
        for move in game.legal_moves():
            by_score = audit.judge(exact, game, move)
            by_outcome = audit.judge(weak, game, move)
            assert by_score.kind == "exact"
            assert by_outcome.kind == "outcome"
            assert by_score.before is not None and by_score.after is not None
            assert by_outcome.before == audit.sign(by_score.before)
            if by_score.before >= 0:  # in a lost position the move's outcome is not asked
                assert by_outcome.after == audit.sign(by_score.after)
            assert by_outcome.changed == by_score.changed
            changes += by_score.changed
            kinds += 1
    assert changes > 10 and kinds > changes  # both kinds of move were met


def test_a_lost_position_changes_no_outcome() -> None:
    weak = no_exact(scorer(max_weak_nodes=10**9))
    exact = scorer()
    lost = next(g for g in positions(200, seed=5) if exact.value(g) < 0)
    for move in lost.legal_moves():
        verdict = audit.judge(weak, lost, move)
        assert (verdict.kind, verdict.before, verdict.after) == ("outcome", -1, -1)
        assert not verdict.changed


def test_over_every_budget_a_book_move_is_the_books_and_any_other_unjudged() -> None:
    board = no_exact(scorer())  # no weak budget either
    game = positions(1, seed=7)[0]
    first, second = game.legal_moves()[:2]
    assert audit.judge(board, game, first, book=first).kind == "book"
    verdict = audit.judge(board, game, second, book=first)
    assert (verdict.kind, verdict.before, verdict.after) == ("unjudged", None, None)
    assert not verdict.changed
    assert audit.judge(board, game, second).kind == "unjudged"


def test_a_weak_solve_over_budget_is_not_tried_again_and_is_kept(tmp_path: Path) -> None:
    cache = tmp_path / "weak.json"
    board = no_exact(scorer(max_weak_nodes=3, weak_cache_file=cache))
    game = Game.from_notation("d3", SMALL)
    with pytest.raises(audit.Unscored):
        board.weak(game)
    assert len(board.weak_log) == 1 and board.weak_log[0][3] is None
    with pytest.raises(audit.Unscored):
        board.weak(game)
    assert len(board.weak_log) == 1  # not searched again at the same budget
    again = scorer(max_weak_nodes=3, weak_cache_file=cache)
    with pytest.raises(audit.Unscored):
        again.weak(game)
    assert again.weak_log == []  # the file remembers it
    larger = scorer(max_weak_nodes=10**9, weak_cache_file=cache)
    value = larger.weak(game)
    assert value == audit.sign(scorer().value(game))
    assert scorer(weak_cache_file=cache).weak(game) == value  # kept, no budget needed


def test_a_trusted_book_move_is_judged_the_books_without_a_search() -> None:
    board = scorer(max_weak_nodes=10**9)
    game = positions(1, seed=11)[0]
    first, second = game.legal_moves()[:2]
    verdict = audit.judge(board, game, first, book=first, trust_book=True)
    assert (verdict.kind, verdict.before, verdict.after) == ("book", None, None)
    assert board.cache == {} and board.weak_log == []  # nothing searched
    assert audit.judge(board, game, second, book=first, trust_book=True).kind == "exact"
    assert audit.judge(board, game, first, book=first).kind == "exact"  # not trusted: scored


def late_audit(tmp_path: Path, **kwargs: object) -> dict[str, Any]:
    """A 7x6 audit of late openings (30-33 discs: every position solves at once)."""
    return audit.audit(
        5,
        30,
        33,
        seed=2,
        seconds=0.05,
        cache=None,
        **kwargs,  # type: ignore[arg-type]
    )


def test_shards_share_the_games_and_a_log_resumes_and_joins_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    one = late_audit(tmp_path, log=first, shard=(0, 2))
    two = late_audit(tmp_path, log=second, shard=(1, 2))
    assert one["games_played"] == [0, 2, 4] and two["games_played"] == [1, 3]
    chosen = late_audit(tmp_path, only=frozenset({1, 4}))
    assert chosen["games_played"] == [1, 4]
    whole = late_audit(tmp_path / "whole")  # one process, no log: the same five games
    shards = [*audit.read_log(first).values(), *audit.read_log(second).values()]
    assert whole["games_played"] == [0, 1, 2, 3, 4]
    assert whole["results_for_expert"] == audit.summarize(shards)["results_for_expert"]
    assert whole["expert_moves"] == one["expert_moves"] + two["expert_moves"]
    lines = first.read_text().splitlines()
    first.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:40])  # game 4's line half written

    played: list[int] = []
    real = audit.play_game

    def counted(index: int, *args: object, **kwargs: object) -> audit.Record:
        played.append(index)
        return real(index, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(audit, "play_game", counted)
    joined = late_audit(tmp_path, log=first, also=(second,))
    assert played == [4]  # only the game whose line was not whole is played again
    assert joined["games_finished"] == 5 and joined["games_played"] == [0, 1, 2, 3, 4]
    assert sum(joined["results_for_expert"].values()) == 5
    assert joined["expert_moves"] == sum(
        len(r["expert_moves"]) for r in audit.read_log(first).values()
    ) + sum(len(r["expert_moves"]) for r in audit.read_log(second).values())
    assert len(audit.read_log(first)) == 3  # the replayed game's record appended whole


def test_each_record_says_what_it_was_played_with_and_the_summary_counts_by_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A log may outlast the book and the engine it was played with (an audit over several
    sessions): each record carries their stamp, and the summary counts the games of each."""
    log = tmp_path / "a.jsonl"
    played = late_audit(tmp_path, log=log, only=frozenset({0, 1}))
    now_stamp = audit.stamp()
    assert now_stamp.startswith("book ") and " engine " in now_stamp
    assert played["games_by_stamp"] == {now_stamp: 2}
    records = audit.read_log(log)
    assert {r["stamp"] for r in records.values()} == {now_stamp}
    old = dict(records[0], stamp="book 000000000000 engine 000000000000")
    del records[1]["stamp"]  # a record from before the stamp
    summary = audit.summarize([old, records[1]])
    assert summary["games_by_stamp"] == {old["stamp"]: 1, "unstamped": 1}
    # Another book gives another stamp.
    monkeypatch.setattr(audit, "resource_path", lambda *parts: tmp_path / "other.book")
    (tmp_path / "other.book").write_bytes(b"popout-book 1\n\0\0\0\0")
    assert audit.stamp() != now_stamp and audit.stamp().endswith(now_stamp[-19:])
