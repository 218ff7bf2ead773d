"""The puzzles' definition and file: proofs on hand-made positions, strict loading."""

from __future__ import annotations

import importlib.util
import json
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popout_desktop.puzzles.progress import (
    MAX_ENTRIES,
    MAX_HINTS,
    MAX_TEXT,
    Progress,
    is_progress_text,
    parse_progress,
    read_progress,
)
from popout_desktop.puzzles.proof import (
    ProofError,
    answer_task,
    best_defence,
    main_line,
    move_distances,
    win_distance,
)
from popout_desktop.puzzles.puzzle import (
    Grade,
    Puzzle,
    PuzzleError,
    PuzzleFileError,
    dump_puzzles,
    grade_of,
    load_puzzles,
    parse_puzzles,
    puzzle_id,
    verify_puzzle,
)
from popout_desktop.rules import Game, Move, Rules

CLASSIC = Rules.preset("classic")
POP_OUT = Rules.preset("pop_out")
# Red has b1 and c1, Yellow g1 and g2: d1 makes b1-c1-d1 open at both ends (a1 and e1), a win
# in 2 that nothing else gives (a1 makes a line open at one end only).
OPEN_THREE = "d2 d7 d3 d7"
# Red has c1 and d1: b1 (a1, e1 open) and e1 (b1, f1 open) both win in 2.
TWO_KEYS = "d3 d7 d4 d7"


def puzzle_at(moves: str, rules: Rules, key: str, length: int) -> Puzzle:
    game = Game.from_notation(moves, rules)
    key_move = Move.parse(key)
    try:
        line = main_line(game, key_move, length).moves
    except ProofError:
        line = (key_move,)
    return Puzzle(
        id=puzzle_id(rules, game.moves),
        rules=rules,
        moves=tuple(game.moves),
        to_move=game.turn,
        length=length,
        key=key_move,
        solution=line,
        grade=grade_of(length, key_move.is_pop),
    )


def test_the_distances_of_a_hand_made_position() -> None:
    game = Game.from_notation(OPEN_THREE, CLASSIC)
    assert win_distance(game, 5) == 2
    distances = move_distances(game, 3)
    assert distances[Move.drop(3)] == 2
    assert all(d is None or d > 2 for m, d in distances.items() if m != Move.drop(3))


def test_a_hand_made_win_in_two_verifies_with_its_main_line() -> None:
    puzzle = puzzle_at(OPEN_THREE, CLASSIC, "d4", 2)
    verify_puzzle(puzzle)
    assert len(puzzle.solution) == 3
    assert puzzle.solution[0] == Move.drop(3)
    assert puzzle.solution[2] in (Move.drop(0), Move.drop(4))
    assert puzzle.grade is Grade.EASY and not puzzle.key_is_pop


def test_the_same_position_verifies_on_the_pop_out_table() -> None:
    verify_puzzle(puzzle_at(OPEN_THREE, POP_OUT, "d4", 2))


def test_a_key_that_is_not_unique_is_rejected() -> None:
    game = Game.from_notation(TWO_KEYS, CLASSIC)
    distances = move_distances(game, 2)
    assert distances[Move.drop(1)] == 2 and distances[Move.drop(4)] == 2
    with pytest.raises(PuzzleError, match="not unique: d5"):
        verify_puzzle(puzzle_at(TWO_KEYS, CLASSIC, "d2", 2))


def test_a_length_too_long_is_rejected() -> None:
    puzzle = puzzle_at(OPEN_THREE, CLASSIC, "d4", 2)
    with pytest.raises(PuzzleError, match="already wins in 2, not 3"):
        verify_puzzle(replace(puzzle, length=3))


def test_a_length_too_short_is_rejected() -> None:
    # Yellow to move after Red's b1 c1 d1 open three can no longer be stopped: Red wins in 2
    # of its own moves from the open three, but not in 1.
    puzzle = puzzle_at(OPEN_THREE, CLASSIC, "d4", 2)
    line_game = puzzle.game()
    assert win_distance(line_game, 1) is None
    with pytest.raises(PuzzleError, match="does not win in 1"):
        verify_puzzle(replace(puzzle, length=1))


def test_a_key_that_does_not_win_is_rejected() -> None:
    puzzle = puzzle_at(OPEN_THREE, CLASSIC, "d4", 2)
    with pytest.raises(PuzzleError, match="the key d1 does not win in 2"):
        verify_puzzle(replace(puzzle, key=Move.drop(0)))


def test_a_wrong_main_line_is_rejected() -> None:
    puzzle = puzzle_at(OPEN_THREE, CLASSIC, "d4", 2)
    with pytest.raises(PuzzleError, match="main line"):
        verify_puzzle(replace(puzzle, solution=puzzle.solution[:2]))


def test_the_best_defence_resists_longest() -> None:
    # After Red's open three, every Yellow reply loses to a win at once: the defence is told so.
    game = Game.from_notation(OPEN_THREE + " d4", CLASSIC)
    reply, distance = best_defence(game, 3)
    assert distance == 1
    assert game.is_legal(reply)
    # At the start nothing loses within 3 moves: the defence holds.
    assert best_defence(Game(CLASSIC), 3)[1] is None


def test_the_proofs_refuse_the_repetition_rule_and_variants() -> None:
    with pytest.raises(ProofError, match="repetition"):
        win_distance(Game(Rules(repetition_draw=True)), 2)
    with pytest.raises(ProofError, match="Pop 10"):
        win_distance(Game(Rules.preset("power_up")), 2)


def test_grades() -> None:
    assert grade_of(2, False) is Grade.EASY
    assert grade_of(2, True) is Grade.MEDIUM
    assert grade_of(3, False) is Grade.MEDIUM
    assert grade_of(3, True) is Grade.HARD
    assert grade_of(5, False) is Grade.HARD


# --- the file ---------------------------------------------------------------------------


def sample_text() -> str:
    return dump_puzzles(
        [puzzle_at(OPEN_THREE, CLASSIC, "d4", 2), puzzle_at(OPEN_THREE, POP_OUT, "d4", 2)]
    )


def test_a_file_round_trips(tmp_path: Path) -> None:
    text = sample_text()
    path = tmp_path / "p.json"
    path.write_text(text, encoding="utf-8")
    puzzles = load_puzzles(path)
    assert [p.rules for p in puzzles] == [CLASSIC, POP_OUT]
    assert dump_puzzles(puzzles) == text


def entries() -> list[dict[str, Any]]:
    return list(json.loads(sample_text())["puzzles"])


def file_of(puzzles: list[dict[str, Any]]) -> str:
    return json.dumps({"format": "popout-puzzles", "version": 1, "puzzles": puzzles})


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("id", "0123456789ab", "id does not match"),
        ("moves", "d2 d7 d3 d8", "cannot be played"),
        ("moves", "d2  d7", "single spaces"),
        ("to_move", 2, "player 1 is to move"),
        ("length", 9, "length must be"),
        ("length", True, "length must be"),
        ("key", "p4", "not legal"),
        ("key", "x4", "x4"),
        ("key_is_pop", True, "key_is_pop"),
        ("solution_has_pop", 1, "true or false"),
        ("grade", "hard", "grade must be easy"),
        ("grade", "brutal", "grade must be one of"),
        ("solution", "d4 d1", "main line"),
        ("table", {"columns": 7}, "table must be"),
        ("source", ["x"], "source must be a text"),
    ],
)
def test_a_damaged_entry_is_refused_with_a_reason(field: str, value: Any, message: str) -> None:
    puzzles = entries()
    puzzles[0][field] = value
    with pytest.raises(PuzzleFileError, match=f"puzzle 1 of the file: .*{message}"):
        parse_puzzles(file_of(puzzles))


def test_a_table_with_the_repetition_rule_is_refused() -> None:
    puzzles = entries()
    puzzles[0]["table"]["repetition_draw"] = True
    with pytest.raises(PuzzleFileError, match="repetition-draw"):
        parse_puzzles(file_of(puzzles))


def test_a_repeated_id_is_refused() -> None:
    puzzles = entries()
    with pytest.raises(PuzzleFileError, match=r"puzzle 3 of the file: the id .* repeats"):
        parse_puzzles(file_of([*puzzles, puzzles[0]]))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not valid JSON"),
        ("[]", "exactly format, version and puzzles"),
        ('{"format": "x", "version": 1, "puzzles": []}', "format is not"),
        ('{"format": "popout-puzzles", "version": 2, "puzzles": []}', "version is not 1"),
        ('{"format": "popout-puzzles", "version": 1, "puzzles": {}}', "must be a list"),
        ('{"format": "popout-puzzles", "version": 1, "version": 1}', "not valid JSON"),
        ("[" * 5000, "not valid JSON"),
    ],
)
def test_a_damaged_file_is_refused_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(PuzzleFileError, match=message):
        parse_puzzles(text)


def test_a_missing_or_huge_or_binary_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PuzzleFileError, match="cannot be read"):
        load_puzzles(tmp_path / "missing.json")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (4 * 1024 * 1024 + 1))
    with pytest.raises(PuzzleFileError, match="larger than"):
        load_puzzles(huge)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(PuzzleFileError, match="not UTF-8"):
        load_puzzles(binary)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_mutated_file_loads_or_is_refused_never_crashes(data: st.DataObject) -> None:
    text = sample_text()
    position = data.draw(st.integers(0, len(text) - 1))
    kind = data.draw(st.sampled_from(["replace", "delete", "insert", "cut"]))
    char = data.draw(st.characters(codec="utf-8"))
    if kind == "replace":
        mutated = text[:position] + char + text[position + 1 :]
    elif kind == "delete":
        mutated = text[:position] + text[position + 1 :]
    elif kind == "insert":
        mutated = text[:position] + char + text[position:]
    else:
        mutated = text[:position]
    try:
        puzzles = parse_puzzles(mutated)
    except PuzzleFileError as error:
        message = str(error)
    else:
        message = ""
        for puzzle in puzzles:  # what loads is whole: its position can be played
            assert not puzzle.game().is_over
    assert message or puzzles


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(entries()[0])), json_values)
def test_a_field_replaced_by_any_json_value_is_refused_or_harmless(field: str, value: Any) -> None:
    puzzles = entries()
    puzzles[1][field] = value
    try:
        parse_puzzles(file_of(puzzles))
    except PuzzleFileError as error:
        message = str(error)
    else:
        message = "puzzle 2 of the file (harmless)"
    assert "puzzle 2 of the file" in message


# --- the worker's answer ----------------------------------------------------------------


def test_the_answer_to_the_key_is_the_longest_defence_and_the_next_win() -> None:
    game = Game.from_notation(OPEN_THREE + " d4", CLASSIC)
    answer = answer_task(game, 1)
    assert answer["wins"] is True
    reply = answer["reply"]
    assert isinstance(reply, Move) and game.is_legal(reply)
    following = answer["next"]
    game.play(reply)
    assert isinstance(following, Move)
    game.play(following)
    assert game.result is not None and game.result.winner == 1


def test_the_answer_to_a_wrong_move_is_a_defence_that_holds() -> None:
    game = Game.from_notation(OPEN_THREE + " d1", CLASSIC)  # a1: a three open at one end only
    answer = answer_task(game, 1)
    assert answer["wins"] is False
    reply = answer["reply"]
    assert reply == Move.drop(3)  # the only block of d1
    assert answer["next"] is None


# --- progress ---------------------------------------------------------------------------


def test_progress_round_trips_through_its_text() -> None:
    progress = Progress()
    progress.mark_solved("0123456789ab")
    progress.add_hint("0123456789ab")
    progress.add_hint("ba9876543210")
    progress.add_hint("ba9876543210")
    text = progress.text()
    assert "," not in text
    again = parse_progress(text)
    assert again.is_solved("0123456789ab") and not again.is_solved("ba9876543210")
    assert again.hints_used("0123456789ab") == 1 and again.hints_used("ba9876543210") == 2


@pytest.mark.parametrize(
    "stored",
    [None, 7, ["0123456789ab:0:1"], "", "garbage", "0123456789ab:x:1", "0123456789AB:0:1", "::"],
)
def test_a_bad_stored_progress_is_empty(stored: object) -> None:
    progress = parse_progress(stored)
    assert progress.solved == set() and progress.hints == {}


def test_a_damaged_token_loses_only_itself() -> None:
    progress = parse_progress("0123456789ab:3:1 nonsense ba9876543210:0:1 ba98765:0:1")
    assert progress.solved == {"0123456789ab", "ba9876543210"}
    assert progress.hints_used("0123456789ab") == 3


# --- the generator ----------------------------------------------------------------------


def generator() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "build_scripts" / "make_puzzles.py"
    spec = importlib.util.spec_from_file_location("popout_make_puzzles", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_the_generator_keeps_a_unique_key_and_leaves_out_the_rest() -> None:
    make = generator()
    classic = next(t for t in make.TABLES if t.rules == CLASSIC)
    puzzle = make.candidate(Game.from_notation(OPEN_THREE, CLASSIC), classic, "test", False)
    assert puzzle is not None
    assert (puzzle.key, puzzle.length, puzzle.grade) == (Move.drop(3), 2, Grade.EASY)
    verify_puzzle(puzzle)
    assert make.candidate(Game.from_notation(TWO_KEYS, CLASSIC), classic, "test", False) is None
    assert make.candidate(Game(CLASSIC), classic, "test", False) is None  # no forced win
    # asked for a pop key only, a drop key is not one
    pop_out = next(t for t in make.TABLES if t.rules == POP_OUT)
    assert make.candidate(Game.from_notation(OPEN_THREE, POP_OUT), pop_out, "t", True) is None


def test_the_generator_looks_one_and_two_moves_off_the_game() -> None:
    make = generator()
    game = Game.from_notation("d1 d2 d3 d4 d1 d2 d3 d4 d5", Rules(columns=5, rows=4))
    one = make.beside(game)
    assert one and all(g.ply == game.ply and g.moves[:-1] == game.moves[:-1] for g in one)
    assert all(g.moves[-1] != game.moves[-1] for g in one)
    two = make.beside_two(game)
    assert two and all(g.moves[:-2] == game.moves[:-2] for g in two)
    assert all(g.moves[-2] != game.moves[-2] for g in two)
    assert all(any(m.is_pop for m in g.legal_moves()) for g in one + two)


def test_reading_hand_edited_progress_keeps_every_readable_entry() -> None:
    a, b, c = "0123456789ab", "ba9876543210", "00000000000c"
    reading = read_progress(
        [[f"{a}:1:0", f"{b}:0:1 junk"], f"{a}:3:1,{c}:150:0", None, 7, b"%s:0:1" % c.encode()]
    )
    assert reading.progress.solved == {a, b, c}
    assert reading.progress.hints == {a: 3, c: MAX_HINTS}  # merged: the most hints, capped
    assert (reading.entries, reading.dropped) == (8, 3)  # junk, None and 7 left out
    assert parse_progress(reading.progress.text()).text() == reading.progress.text()
    assert is_progress_text(reading.progress.text())
    assert not is_progress_text(f"{a}:1:1,{b}:0:1") and not is_progress_text(f"{a}:1:1  ")


def test_progress_past_the_most_entries_is_counted_as_left_out() -> None:
    ids = [f"{n:012x}" for n in range(MAX_ENTRIES + 5)]
    reading = read_progress([" ".join(f"{i}:0:1" for i in ids)])
    assert len(reading.progress.solved) == MAX_ENTRIES
    assert (reading.entries, reading.dropped) == (MAX_ENTRIES + 5, 5)
    assert len(reading.progress.text()) <= MAX_TEXT
    reading.progress.mark_solved("ffffffffffff")  # one more solved still stores
    assert is_progress_text(reading.progress.text())
