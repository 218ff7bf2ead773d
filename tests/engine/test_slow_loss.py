"""Expert loses as slowly as it can (issue 33, point 2): the classic book's move in a lost
position is the longest loss (after ``d4 d4 d4 d4 d4 d4 d5`` its d5 lost in 2 where d6 holds to
the end), the book builder picks it, the book audit finds a book that does not, and out of the
book Expert plays the latest loss it has proven."""

from __future__ import annotations

import importlib.util
import json
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.engine import levels
from popout_desktop.engine.analysis import Analysis, exact_children
from popout_desktop.engine.classic.board import Position, expand, start
from popout_desktop.engine.classic.drop_solver import ClassicSolver, compiled_core_available
from popout_desktop.engine.classic.layout import layout
from popout_desktop.engine.classic.opening_book import (
    BOOK_RULES,
    OpeningBook,
    book_move,
    canonical,
    mirror_position,
    write_book,
)
from popout_desktop.engine.clock import Clock
from popout_desktop.engine.levels import best_move
from popout_desktop.rules import Game, Move
from tests.benchmarks import audit_book_losses as audit


def builder() -> ModuleType:
    """``build_scripts/make_opening_book.py``, imported from its file."""
    path = Path(__file__).resolve().parents[2] / "build_scripts" / "make_opening_book.py"
    spec = importlib.util.spec_from_file_location("make_opening_book", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


needs_core = pytest.mark.skipif(not compiled_core_available(), reason="needs the compiled core")

SIX = "d4 d4 d4 d4 d4 d4"


@pytest.mark.parametrize(
    ("moves", "longest", "in_book"),
    [
        # Pons' scores from the issue: d6 -1 where d5 -16; d2 -1 where d3 -16 (the mirror);
        # d3 / d6 -2 where d5 -15; d2 / d5 -2 where d3 -15. The book no longer meets the last
        # two (Expert's d6 / d2 comes before them): Expert solves them at play time.
        (f"{SIX} d5", {"d6"}, True),
        (f"{SIX} d3", {"d2"}, True),
        (f"{SIX} d5 d5 d1", {"d3", "d6"}, False),
        (f"{SIX} d3 d3 d7", {"d2", "d5"}, False),
    ],
)
def test_expert_loses_as_slowly_as_it_can_after_d4_d4(
    moves: str, longest: set[str], in_book: bool
) -> None:
    game = Game.from_notation(moves, BOOK_RULES)
    position = Position.from_game(game)
    booked = book_move(BOOK_RULES, position.cur, position.mask)
    assert (booked is not None) == in_book
    if booked is not None:
        assert str(Move.drop(booked)) in longest
    if in_book or ClassicSolver(BOOK_RULES).core == "c":  # (the Python core takes minutes)
        # No time limit in practice: out of the book the move is the exact solver's.
        assert str(best_move(game, level="expert", time_limit=600.0)) in longest


def position_after(columns: tuple[int, ...]) -> tuple[int, int]:
    lay = layout(BOOK_RULES)
    cur, mask = start(BOOK_RULES)
    for column in columns:
        _, _, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
    return cur, mask


#: ``d4 d4 d4 d4 d4 d4 d5 d5 d1`` (0-based columns): the book's old move there, e (4), loses
#: in 2 (Pons' -15); c (2) and f (5) score -2.
LINE = (3, 3, 3, 3, 3, 3, 4, 4, 0)


@needs_core
def test_the_audit_finds_a_book_move_that_loses_sooner_than_it_must(tmp_path: Path) -> None:
    cur, mask = position_after(LINE)
    key, mirrored = canonical(cur, mask)
    assert not mirrored  # the columns below are the book's own
    path = tmp_path / "tiny.book"
    write_book(path, {key: 4})
    book = OpeningBook.from_bytes(path.read_bytes())
    findings, stats = audit.lost_walk(book, audit.Scorer(max_entries=1 << 20), roots=(LINE,))
    assert stats["book_positions_walked"] == 1
    assert stats["lost_out_of_book"] > 0  # the replies that keep Expert lost, not in this book
    (finding,) = findings
    assert finding["value"] == "loss" and not finding["book_best"]
    assert (finding["book_score"], finding["best_score"]) == (-15, -2)
    assert finding["best_columns"] == [2, 5]
    summary = audit.summarize(findings, 1, 0.0)
    assert summary["wrong_losses"] == 1 and summary["wrong_loss_positions"] == [finding]
    # The same entry with a longest loss passes, and a won position is only counted.
    right = list(audit.audit_entries([(key, 2), (key, 5), (key, 4)]))
    assert [f["book_best"] for f in right] == [True, True, False]
    assert audit.summarize(right, 3, 0.0)["wrong_losses"] == 1


@needs_core
def test_the_lost_walk_starts_from_a_deeper_books_lost_further_roots(tmp_path: Path) -> None:
    """``--roots``: each further root the book holds is solved weakly and a lost one starts
    the walk too; a won one held by the book, and a lost one it does not hold, do not."""
    lost = position_after(LINE)
    won = position_after(LINE[:-1])  # the mover of d4 x6 d5 d5 wins (d5 d5 d1 lost it)
    outside = position_after((*LINE[:-1], 2))  # lost too, not in the book
    path = tmp_path / "tiny.book"
    write_book(path, {canonical(*lost)[0]: 4, canonical(*won)[0]: 3})
    book = OpeningBook.from_bytes(path.read_bytes())
    scorer = audit.Scorer(max_entries=1 << 20)
    assert scorer.solve(*won, len(LINE) - 1, weak=True) > 0
    assert scorer.solve(*outside, len(LINE), weak=True) < 0
    findings, stats = audit.lost_walk(book, scorer, roots=(), further=[won, outside, lost])
    assert stats["further_roots_in_book"] == 2 and stats["further_roots_lost"] == 1
    assert stats["book_positions_walked"] == 1
    (finding,) = findings
    assert finding["key"] == canonical(*lost)[0] and not finding["book_best"]


@needs_core
def test_the_further_roots_values_can_come_from_the_builders_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--walk-records``: a further root whose value the builder's progress records hold is
    not solved again (here no weak solve may run at all); a lost one starts the walk, and its
    book move is still audited (found wrong here); a record without a value, or a line cut
    short, gives none."""
    lost = position_after(LINE)
    won = position_after(LINE[:-1])
    path = tmp_path / "tiny.book"
    write_book(path, {canonical(*lost)[0]: 4, canonical(*won)[0]: 3})
    book = OpeningBook.from_bytes(path.read_bytes())
    records = tmp_path / "progress.jsonl"
    records.write_text(
        json.dumps({"key": canonical(*won)[0], "column": 3, "value": 1, "discs": 7})
        + "\n"
        + json.dumps({"key": 99, "leaf": True, "discs": 12})
        + "\n"
        + json.dumps({"key": 98, "column": 3, "from_book": True, "discs": 4})
        + "\n"
        + json.dumps({"key": canonical(*lost)[0], "column": 3, "value": -1, "score": -2})
        + "\n"
        + '{"key": 97, "column": 1, "val'
    )
    values = audit.walk_root_values([records])
    assert values == {canonical(*won)[0]: 1, canonical(*lost)[0]: -1}
    scorer = audit.Scorer(max_entries=1 << 20)

    def no_weak_solve(*args: object) -> int:
        raise AssertionError("a further root was solved again")

    monkeypatch.setattr(scorer, "proved_value", no_weak_solve)
    findings, stats = audit.lost_walk(
        book, scorer, roots=(), further=[won, lost], root_values=values
    )
    assert stats["further_roots_in_book"] == 2 and stats["further_roots_valued_by_walk"] == 2
    assert stats["further_roots_lost"] == 1 and stats["book_positions_walked"] == 1
    (finding,) = findings
    assert finding["key"] == canonical(*lost)[0] and not finding["book_best"]
    # Without the records the won root is solved weakly again (and found won: not walked).
    monkeypatch.undo()
    findings, stats = audit.lost_walk(
        book, audit.Scorer(max_entries=1 << 20), roots=(), further=[won]
    )
    assert stats["further_roots_in_book"] == 1 and "further_roots_valued_by_walk" not in stats
    assert findings == []


@given(
    st.lists(
        st.one_of(
            st.text(max_size=40),
            st.builds(
                json.dumps,
                st.dictionaries(
                    st.sampled_from(["key", "value", "score", "leaf", "column"]),
                    st.one_of(
                        st.integers(-5, 10**12), st.booleans(), st.none(), st.text(max_size=5)
                    ),
                ),
            ),
            st.builds(json.dumps, st.lists(st.integers(), max_size=3)),
        ),
        max_size=12,
    )
)
@settings(max_examples=150, deadline=None)
def test_any_progress_file_gives_values_and_scores_or_nothing(lines: list[str]) -> None:
    """Whatever a progress file holds (lines cut short, other JSON, wrong types), the readers of
    ``--walk-records`` never fail and give only integer keys, values -1/0/1 and negative
    scores (booleans are not numbers here)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "progress.jsonl"
        path.write_text("\n".join(lines))
        values = audit.walk_root_values([path])
        scores = audit.walk_loss_scores([path])
    assert all(type(k) is int and type(v) is int and v in (-1, 0, 1) for k, v in values.items())
    assert all(type(k) is int and type(v) is int and v < 0 for k, v in scores.items())
    assert set(scores) <= {k for k, v in values.items() if v == -1}


def test_the_further_roots_the_books_own_walk_reaches_are_left_to_the_walk_from_d4(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A further root the book's own walk reaches (Expert's book moves from the empty board and
    after each first move, every reply) is not solved: it can be lost only inside the 1. d4
    tree, which the walk from 1. d4 covers. A further root the book holds off that walk is."""
    after_d4_d1 = position_after((3, 0))  # 1. d4 (Expert's book move) d1: Expert to move
    off_walk = position_after(LINE[:-1])
    path = tmp_path / "tiny.book"
    write_book(
        path,
        {
            canonical(*start(BOOK_RULES))[0]: 3,
            canonical(*after_d4_d1)[0]: 3,
            canonical(*off_walk)[0]: 3,
        },
    )
    book = OpeningBook.from_bytes(path.read_bytes())
    lay = layout(BOOK_RULES)
    walked = audit.book_walk(book, lay)
    assert canonical(*after_d4_d1)[0] in walked and canonical(*off_walk)[0] not in walked
    # the empty board, the seven first moves, d4's seven replies, d4 d1 d4's seven replies
    assert len(walked) == len({canonical(*p)[0] for p in walk_positions(lay)})
    scorer = audit.Scorer(max_entries=1 << 20)
    asked: list[int] = []

    def value(cur: int, mask: int, discs: int) -> int:
        asked.append(canonical(cur, mask)[0])
        return 1  # won for Expert: not walked

    monkeypatch.setattr(scorer, "proved_value", value)
    findings, stats = audit.lost_walk(
        book, scorer, roots=(), further=[after_d4_d1, off_walk], prove_roots=False
    )
    assert asked == [canonical(*off_walk)[0]]
    assert stats["further_roots_in_book"] == 2 and stats["further_roots_in_book_walk"] == 1
    assert findings == []


def walk_positions(lay: Any) -> list[tuple[int, int]]:
    """The positions of the tiny book's walk above, built move by move."""
    empty = start(BOOK_RULES)
    firsts = [(c, m) for _, _, c, m in expand(lay, *empty)]
    after_d4 = next((c, m) for code, _, c, m in expand(lay, *empty) if code == 3)
    replies = [(c, m) for _, _, c, m in expand(lay, *after_d4)]
    d4_d1_d4 = next((c, m) for code, _, c, m in expand(lay, *position_after((3, 0))) if code == 3)
    return [empty, *firsts, *replies, *[(c, m) for _, _, c, m in expand(lay, *d4_d1_d4)]]


def test_the_root_proof_solves_each_pair_of_mirror_moves_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After 1. d4 (a position its own mirror image) c4 and e4, b4 and f4, a4 and g4 lead to
    mirror images: proving it lost move by move takes four weak solves, not seven (each takes
    many CPU minutes at two discs)."""
    scorer = audit.Scorer(max_entries=1 << 10)
    solved: list[int] = []

    def won_for_the_opponent(cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        solved.append(canonical(cur, mask)[0])
        return 1

    monkeypatch.setattr(scorer, "solve", won_for_the_opponent)
    assert scorer.lost_by_every_move(*position_after((3,)), 1)
    assert len(solved) == len(set(solved)) == 4
    solved.clear()
    assert scorer.lost_by_every_move(*position_after((2,)), 1)  # no mirror pairs: seven
    assert len(solved) == 7


def test_the_root_proofs_weak_solves_are_kept_and_taken_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Each weak solve of the root proof takes many CPU minutes at two discs: with a proofs
    file, each one proved is written there, and a later run (a proof cut short) takes it back
    instead of solving it again; a line cut short by a stop is solved again."""
    proofs = tmp_path / "proofs.jsonl"
    solved: list[int] = []

    def won_for_the_opponent(cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        solved.append(canonical(cur, mask)[0])
        return 1

    first = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    monkeypatch.setattr(first, "solve", won_for_the_opponent)
    assert first.lost_by_every_move(*position_after((3,)), 1)
    assert len(solved) == 4 and len(proofs.read_text().splitlines()) == 4
    lines = proofs.read_text().splitlines()
    proofs.write_text("\n".join(lines[:3]) + "\n" + lines[3][:10])  # the last one cut short
    solved.clear()
    again = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    monkeypatch.setattr(again, "solve", won_for_the_opponent)
    assert again.lost_by_every_move(*position_after((3,)), 1)
    assert solved == [int(json.loads(lines[3])["key"])]  # only the one cut short


#: 24 discs (0-based columns) after which e (4) scores -1 and every other move -9.
LATE_LOSS = (6, 6, 1, 0, 3, 0, 2, 4, 2, 0, 5, 5, 0, 0, 1, 1, 2, 0, 1, 2, 5, 3, 5, 6)


@needs_core
def test_the_null_windows_are_kept_and_taken_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The null window that proves a book move loses only with the last disc takes minutes near
    the empty board: with a proofs file it is written there and a later run (mirror images too)
    takes it back instead of searching again."""
    proofs = tmp_path / "proofs.jsonl"
    late = (*position_after(LATE_LOSS), len(LATE_LOSS))  # e loses with the last disc
    early = (*position_after(LINE), len(LINE))  # c loses at -2: the window fails
    first = audit.Scorer(max_entries=1 << 16, proofs=proofs)
    assert first.loses_with_the_last_disc(*late, 4)
    assert not first.loses_with_the_last_disc(*early, 2)
    records = [json.loads(line) for line in proofs.read_text().splitlines()]
    assert [(r["discs"], r["at_most_1"]) for r in records] == [
        (len(LATE_LOSS) + 1, True),
        (len(LINE) + 1, False),
    ]

    again = audit.Scorer(max_entries=1 << 16, proofs=proofs)

    def searched(*_: object) -> int:
        raise AssertionError("searched again")

    monkeypatch.setattr(again, "core", type("NoCore", (), {"negamax": searched})())
    for (cur, mask, discs), column, holds in ((late, 4, True), (early, 2, False)):
        assert again.loses_with_the_last_disc(cur, mask, discs, column) is holds
        mirrored = mirror_position(cur, mask)
        assert again.loses_with_the_last_disc(*mirrored, discs, 6 - column) is holds


@needs_core
def test_the_builder_gives_a_lost_position_its_longest_loss(tmp_path: Path) -> None:
    cur, mask = position_after(LINE)
    key, _ = canonical(cur, mask)
    walk = builder().Walk(BOOK_RULES, 1000, tmp_path / "progress.jsonl")
    record = walk._entry(key, cur, mask, len(LINE))
    # c and f score -2 alike; c comes first in centre-first order.
    assert record == {"key": key, "column": 2, "value": -1, "discs": 9, "score": -2}
    # Here e loses with the last disc (-1), every other move scores -9: found without scoring
    # every move (one null-window search a move).
    cur, mask = position_after(LATE_LOSS)
    key, mirrored = canonical(cur, mask)
    record = walk._entry(key, cur, mask, len(LATE_LOSS))
    column = 6 - 4 if mirrored else 4
    assert record == {"key": key, "column": column, "value": -1, "discs": 24, "score": -1}


@needs_core
def test_the_audit_proves_a_shallow_book_moves_latest_loss_by_one_null_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Near the empty board an exact score takes hours: in a position whose loss a weak solve
    proved, the audit proves the book move's -1 (the latest loss) by one null-window search of
    the position after it, and scores it exactly only where that fails or the loss is not
    proved. (Here the 24-disc position stands in for a shallow one: SHALLOW raised.)"""
    monkeypatch.setattr(audit, "SHALLOW", 30)
    cur, mask = position_after(LATE_LOSS)
    key, mirrored = canonical(cur, mask)
    column = 6 - 4 if mirrored else 4  # e, as the book holds the position
    if mirrored:
        cur, mask = mirror_position(cur, mask)
    scorer = audit.Scorer(max_entries=1 << 20)
    discs = mask.bit_count()
    assert scorer.loses_with_the_last_disc(cur, mask, discs, column)
    others = [c for c, *_ in expand(scorer.layout, cur, mask) if c != column]
    assert not any(scorer.loses_with_the_last_disc(cur, mask, discs, c) for c in others)
    assert scorer.lost_by_every_move(cur, mask, discs)
    won = position_after(LATE_LOSS[:-1])  # the move before: the other player's, who wins
    assert not scorer.lost_by_every_move(*won, discs - 1)

    def walked(book_column: int) -> dict[str, object]:
        path = tmp_path / f"{book_column}.book"
        write_book(path, {key: book_column})
        book = OpeningBook.from_bytes(path.read_bytes())
        findings, stats = audit.lost_walk(
            book, audit.Scorer(max_entries=1 << 20), roots=(LATE_LOSS,)
        )
        assert stats["book_positions_walked"] == 1
        (finding,) = findings
        return {**finding, **stats}

    proved = walked(column)
    assert proved["proof"] == "lost position, book move -1 by a null window"
    assert (proved["book_score"], proved["book_best"], proved["value"]) == (-1, True, "loss")
    # A loss not proved (a weak solve out of its budget): the book move is scored exactly.
    unproved = audit.audit_position(scorer, cur, mask, column, latest_loss_is_best=True)
    assert unproved["proof"] == "exact" and unproved["book_score"] == -1
    # A book move that loses sooner: the null window says no, its exact score says -9.
    sooner = walked(others[0])
    assert sooner["proof"] == "exact" and sooner["book_score"] == -9
    assert not sooner["book_best"]


@needs_core
def test_a_shallow_later_loss_the_builder_scored_is_proved_by_null_windows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lost position's book move need not be -1 (the builder scored every move there): with
    the builder's score (``loss_scores``, from its progress records) the audit proves by null
    windows that the book move scores at least that and no other move more, without an exact
    score; a claim that does not hold falls back to the exact scores. (LINE, 9 discs: SHALLOW
    raised so that its loss is proved as a root's; its best moves c and f score -2, the
    book's e -15.)"""
    monkeypatch.setattr(audit, "SHALLOW", 30)
    key, mirrored = canonical(*position_after(LINE))
    assert not mirrored
    records = tmp_path / "progress.jsonl"
    records.write_text(
        json.dumps({"key": key, "column": 2, "value": -1, "discs": 9, "score": -2}) + "\n"
    )
    assert audit.walk_loss_scores([records]) == {key: -2}

    def walked(book_column: int, claimed: int) -> dict[str, Any]:
        path = tmp_path / f"{book_column}.book"
        write_book(path, {key: book_column})
        book = OpeningBook.from_bytes(path.read_bytes())
        scorer = audit.Scorer(max_entries=1 << 20)
        exact: list[int] = []
        move_score = scorer.move_score

        def counted(cur: int, mask: int, discs: int, column: int) -> int:
            exact.append(column)
            return move_score(cur, mask, discs, column)

        monkeypatch.setattr(scorer, "move_score", counted)
        findings, _ = audit.lost_walk(book, scorer, roots=(LINE,), loss_scores={key: claimed})
        (finding,) = findings
        return {**finding, "exact_scores": exact}

    proved = walked(2, -2)
    assert proved["proof"].startswith("lost position, book move at least -2")
    assert (proved["book_score"], proved["book_best"]) == (-2, True)
    assert proved["exact_scores"] == []  # null windows only
    # The book's e loses in 15: the claim fails, the exact scores find it wrong.
    wrong = walked(4, -2)
    assert wrong["proof"] == "exact" and wrong["book_score"] == -15 and not wrong["book_best"]
    # A claim of -3 for c: f scores more than -3, so the claim proves nothing; c's exact -2.
    loose = walked(2, -3)
    assert loose["proof"] == "exact" and (loose["book_score"], loose["book_best"]) == (-2, True)
    # Deeper than the shallow positions too (the exact scores take minutes at 7 discs): a proved
    # loss with a claim is proved by null windows; without the loss proved, scored exactly.
    monkeypatch.undo()
    cur, mask = position_after(LINE)
    deep = audit.audit_position(
        audit.Scorer(max_entries=1 << 20), cur, mask, 5, proven_lost=True, claimed=-2
    )
    assert deep["proof"].startswith("lost position, book move at least -2") and deep["book_best"]
    plain = audit.audit_position(audit.Scorer(max_entries=1 << 20), cur, mask, 5, claimed=-2)
    assert plain["proof"] == "exact" and (plain["book_score"], plain["book_best"]) == (-2, True)


#: A classic 7x6 position (21 discs) where every move loses: d6 blocks Red's threat and loses
#: in 2 (Red moves twice more), every other move lets Red win at once.
LOST = "d2 d4 d4 d5 d6 d2 d6 d5 d7 d7 d6 d7 d1 d7 d7 d3 d3 d3 d5 d3 d3"


def test_out_of_the_book_expert_plays_the_latest_loss() -> None:
    game = Game.from_notation(LOST, BOOK_RULES)
    assert best_move(game, level="expert", time_limit=600.0) == Move.drop(5)  # solved exactly


def test_a_proven_loss_beats_the_searchs_quicker_losses(monkeypatch: pytest.MonkeyPatch) -> None:
    """Expert proves d6 (loses in 2) exactly, then its time for exact proofs runs out: the other
    moves go to the search, which proves each of them lost at once. It plays d6, not one of
    those (it used to play the search's best, a loss in 1)."""

    def first_proof_only(
        position: Position, codes: list[int], clock: Clock, analysis: Analysis, *args: bool
    ) -> list[int]:
        assert 5 in codes
        exact_children(position, [5], clock, analysis, *args)
        return [code for code in codes if code != 5]

    monkeypatch.setattr(levels, "exact_children", first_proof_only)
    position = Position.from_game(Game.from_notation(LOST, BOOK_RULES))
    decision = levels.expert_decision(position, Clock.after(None))
    assert (decision.code, decision.proven) == (5, -1)


def test_a_walk_seeded_from_a_book_keeps_its_moves_and_takes_corrections(
    tmp_path: Path,
) -> None:
    """``--from-book``: the book's entries become records with their moves, the positions its
    walks meet outside it solvable leaves; ``--corrections`` replace a move (and say so). A
    walk whose root the book does not hold (here Expert second after any first move but d4) is
    not seeded: the walk goes through it again."""
    root, _ = canonical(*start(BOOK_RULES))
    after_d4 = canonical(*position_after((3,)))[0]
    path = tmp_path / "tiny.book"
    write_book(path, {root: 3, after_d4: 3})
    book = OpeningBook.from_bytes(path.read_bytes())
    walk = builder().Walk(BOOK_RULES, 1000, tmp_path / "progress.jsonl")
    added = walk.seed(book, {after_d4: 2})
    replies = {canonical(*position_after((3, c)))[0] for c in range(7)}
    first_moves = {canonical(*position_after((c,)))[0] for c in range(7)}
    second = {canonical(*position_after((3, 3, c)))[0] for c in range(7)}
    leaves = (replies | second) - {root, after_d4}
    assert added == 2 + len(leaves)
    assert not (first_moves - {after_d4}) & walk.done.keys()
    assert walk.done[root] == {"key": root, "column": 3, "discs": 0, "from_book": True}
    assert walk.done[after_d4]["column"] == 2 and walk.done[after_d4]["corrected"]
    assert all(walk.done[key].get("leaf") for key in leaves)


def test_the_shallow_replies_weak_solves_are_kept_too(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """In the lost walk, the replies' weak solves near the empty board (minutes each) go to the
    proofs file as the root proof's do: after 1. d4 d4, the seven replies (mirror images once)."""
    proofs = tmp_path / "proofs.jsonl"
    scorer = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    solved: list[tuple[int, bool]] = []

    def lost_for_the_mover(cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        solved.append((discs, weak))
        return -1

    monkeypatch.setattr(scorer, "solve", lost_for_the_mover)

    class OneMoveBook:
        """Plays d4 after 1. d4, and holds nothing else."""

        def move(self, cur: int, mask: int) -> int | None:
            return 3 if mask.bit_count() == 1 else None

    book: Any = OneMoveBook()  # the walk asks a book only its moves
    findings, stats = audit.lost_walk(book, scorer, prove_roots=False, budget=10, reply_budget=10)
    records = [json.loads(line) for line in proofs.read_text().splitlines()]
    assert [(r["discs"], r["weak"]) for r in records] == [(3, -1)] * 4  # d, c/e, b/f, a/g
    assert stats["lost_out_of_book"] == 4
    assert len(findings) == 1


def test_the_seven_disc_replies_weak_solves_are_kept_the_deeper_ones_not(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A 5-disc lost position's replies (7 discs, minutes each to solve) are kept in the proofs
    file, so that a run stopped and started again does not solve them twice; a 7-disc one's
    replies (9 discs, a moment each, many) are not. After d4 x5 and the book's d4, column d is
    full: six replies, three up to mirror images; the book plays a1 at 7 discs."""
    proofs = tmp_path / "proofs.jsonl"
    scorer = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    solved: list[int] = []

    def lost_for_the_mover(cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        if weak:
            solved.append(discs)
        return -1

    monkeypatch.setattr(scorer, "solve", lost_for_the_mover)

    def audited(*args: object, **kwargs: object) -> dict[str, object]:
        return {"value": "loss", "book_score": -1, "book_best": True}  # the walk's concern only

    monkeypatch.setattr(audit, "audit_position", audited)

    class TwoDepthBook:
        """Plays d4 at 5 discs, a1 at 7, and holds nothing else."""

        def move(self, cur: int, mask: int) -> int | None:
            return {5: 3, 7: 0}.get(mask.bit_count())

    book: Any = TwoDepthBook()  # the walk asks a book only its moves
    _, stats = audit.lost_walk(
        book, scorer, roots=((3, 3, 3, 3, 3),), prove_roots=False, budget=10, reply_budget=10
    )
    records = [json.loads(line) for line in proofs.read_text().splitlines()]
    assert [(r["discs"], r["weak"]) for r in records if "weak" in r] == [(7, -1)] * 3
    assert 9 in solved  # the 7-disc positions' replies were solved, and not kept
    assert stats["lost_out_of_book"] > 0  # the 9-disc replies, lost, are out of the book
    again = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    assert sorted(again.known.values()) == [-1] * 3  # read back by the next run


def test_a_run_beside_another_takes_the_proofs_it_wrote_meanwhile(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Two runs sharing a proofs file (``--reverse``): a weak solve or a null window one of
    them keeps after the other started is read by the other when it meets that position, not
    searched again; a line not finished yet is left for a later read."""
    proofs = tmp_path / "proofs.jsonl"
    first = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    second = audit.Scorer(max_entries=1 << 10, proofs=proofs)
    lay = layout(BOOK_RULES)
    cur, mask = start(BOOK_RULES)
    for column in (3, 3, 2):
        _, _, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
    monkeypatch.setattr(first, "solve", lambda *args, **kwargs: -1)
    assert first.proved_value(cur, mask, 3) == -1

    def searched(*args: object, **kwargs: object) -> int:
        raise AssertionError("searched again")

    monkeypatch.setattr(second, "solve", searched)
    assert second.proved_value(cur, mask, 3) == -1
    mirror_cur, mirror_mask = mirror_position(cur, mask)
    assert second.proved_value(mirror_cur, mirror_mask, 3) == -1
    # A null window the first run keeps, and a line being written (no newline yet).
    child = next(c for c in expand(lay, cur, mask) if c[0] == 3)
    key = canonical(child[2], child[3])[0]
    with proofs.open("a") as out:
        out.write(json.dumps({"key": key, "discs": 4, "at_most_1": True}) + "\n")
        out.write('{"key": 12, "discs": 5, "we')

    class NoSearch:
        negamax = staticmethod(searched)

    monkeypatch.setattr(second, "core", NoSearch())
    assert second.loses_with_the_last_disc(cur, mask, 3, 3)
    with proofs.open("a") as out:
        out.write('ak": 1}\n')
    second._read_proofs()
    assert second.known[12] == 1  # the line read whole once it was finished


def test_the_null_windows_near_the_empty_board_are_kept_and_read_back(tmp_path: Path) -> None:
    """:meth:`Scorer.scores_more`'s null windows near the empty board (minutes each there) go
    to the proofs file and a later run reads them instead of searching again, mirror images
    included; each kept answer is the search's own. (A 12-disc position stands in for a
    shallow one: the bound is what matters, and its searches are quick.)"""
    proofs = tmp_path / "proofs.jsonl"
    lay = layout(BOOK_RULES)
    cur, mask = start(BOOK_RULES)
    for column in (2, 5, 5, 2, 4, 5, 1, 0, 0, 3, 5, 3):  # moves scoring -4 to -13
        _, _, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
    discs = mask.bit_count()
    searcher = audit.Scorer(max_entries=1 << 16, proofs=proofs)
    exact = searcher.scores(cur, mask, discs)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(audit, "KEPT_REPLY_DISCS", discs)
        answers = {
            (column, than): searcher.scores_more(cur, mask, discs, column, than)
            for column in exact
            for than in (-13, -10, -5)
        }
        assert answers == {(c, t): exact[c] > t for c, t in answers}
        assert set(answers.values()) == {True, False}
        records = [json.loads(line) for line in proofs.read_text().splitlines()]
        assert records and all(r["discs"] == discs + 1 for r in records)

        class NoSearch:
            def negamax(self, *args: object) -> int:
                raise AssertionError("searched again")

        reader = audit.Scorer(max_entries=1 << 10, proofs=proofs)
        reader.core = NoSearch()  # type: ignore[assignment]
        assert {
            (column, than): reader.scores_more(cur, mask, discs, column, than)
            for column, than in answers
        } == answers
        mirror_cur, mirror_mask = mirror_position(cur, mask)
        assert all(
            reader.scores_more(mirror_cur, mirror_mask, discs, lay.width - 1 - column, than)
            == answer
            for (column, than), answer in answers.items()
        )


@settings(max_examples=200, deadline=None)
@given(
    lines=st.lists(
        st.one_of(
            st.binary(max_size=40),
            st.sampled_from(
                [
                    b'{"key": Infinity, "weak": 1}',
                    b'{"key": 1e400, "at_most": 2, "holds": true}',
                    b'{"key": "x", "at_most_1": true}',
                    b"[1, 2]",
                    b'"key"',
                    b"7",
                    b'{"key": 5, "at_most": null, "holds": 1}',
                    b'{"key": 9, "weak": -1}',
                ]
            ),
        ),
        max_size=8,
    )
)
def test_a_damaged_proofs_file_is_read_without_failing(lines: list[bytes]) -> None:
    """Whatever the proofs file holds (a line cut short, another program's bytes, numbers
    out of range), a run starts: the lines it cannot read are left out (solved again)."""
    with tempfile.TemporaryDirectory() as folder:
        proofs = Path(folder) / "proofs.jsonl"
        proofs.write_bytes(b"\n".join(lines) + b"\n")
        scorer = audit.Scorer(max_entries=1 << 10, proofs=proofs)
        assert all(type(key) is int for key in (*scorer.known, *scorer.at_most_1))
        assert all(type(key) is int and type(bound) is int for key, bound in scorer.at_most)
        if b'{"key": 9, "weak": -1}' in lines:
            assert scorer.known[9] == -1


def test_the_reverse_walk_audits_the_same_positions_from_the_other_end(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``--reverse`` walks the same tree in the other order: the same positions audited, the
    first of one run's order the last of the other's (after 1. d4 d4, the book plays d4 at 3
    discs and the 5-disc replies are lost)."""
    audited: list[int] = []

    def audit_it(scorer: object, cur: int, mask: int, move: int, **kwargs: object) -> Any:
        audited.append(canonical(cur, mask)[0])
        return {"value": "loss", "book_score": -1, "book_best": True}

    monkeypatch.setattr(audit, "audit_position", audit_it)

    class TwoMoveBook:
        """Plays d4 at 1 and 3 discs, a1 at 5 discs, and holds nothing else."""

        def move(self, cur: int, mask: int) -> int | None:
            return {1: 3, 3: 3, 5: 0}.get(mask.bit_count())

    book: Any = TwoMoveBook()
    orders = []
    for reverse in (False, True):
        scorer = audit.Scorer(max_entries=1 << 10, proofs=tmp_path / f"{reverse}.jsonl")
        monkeypatch.setattr(scorer, "solve", lambda *args, **kwargs: -1)
        audited.clear()
        audit.lost_walk(
            book, scorer, prove_roots=False, budget=10, reply_budget=10, reverse=reverse
        )
        orders.append(list(audited))
    forward, backward = orders
    assert sorted(forward) == sorted(backward) and len(forward) > 4
    assert forward[0] == backward[0]  # the root
    assert forward[1:] != backward[1:]
    assert forward[-1] != backward[-1]


def test_the_replies_values_can_come_from_the_builders_records(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``--walk-records``: a reply the builder's records value is not solved again (a lost one
    near the empty board took over an hour): after 1. d4 d4, the replies the records hold are
    taken from them (the lost ones walked, as proved), the others solved weakly as before."""
    scorer = audit.Scorer(max_entries=1 << 10, proofs=tmp_path / "proofs.jsonl")
    solved: list[int] = []

    def lost_for_the_mover(cur: int, mask: int, discs: int, *, weak: bool = False) -> int:
        if discs == 3:
            solved.append(canonical(cur, mask)[0])
        return -1

    monkeypatch.setattr(scorer, "solve", lost_for_the_mover)

    class OneMoveBook:
        """Plays d4 after 1. d4, and holds nothing else."""

        def move(self, cur: int, mask: int) -> int | None:
            return 3 if mask.bit_count() == 1 else None

    lay = layout(BOOK_RULES)
    cur, mask = start(BOOK_RULES)
    for column in (3, 3):
        _, _, cur, mask = next(c for c in expand(lay, cur, mask) if c[0] == column)
    moves = [canonical(c[2], c[3])[0] for c in expand(lay, cur, mask)]  # a to g
    replies = sorted(set(moves))
    assert len(replies) == 4  # d, c/e, b/f, a/g
    values = {replies[0]: 1, replies[1]: -1}  # the records hold two: one won, one lost
    book: Any = OneMoveBook()  # the walk asks a book only its moves
    findings, stats = audit.lost_walk(
        book, scorer, prove_roots=False, budget=10, reply_budget=10, root_values=values
    )
    assert sorted(set(solved)) == replies[2:]  # only the two the records do not hold
    assert stats["replies_valued_by_walk"] == sum(key in values for key in moves)  # mirrors too
    assert stats["lost_out_of_book"] == 3  # the lost one from the records, the two solved
    assert len(findings) == 1
