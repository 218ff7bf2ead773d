"""Pop Out puzzles: the :class:`Puzzle` type, the shipped set's file read strictly, and the
engine's proof that a puzzle is sound (no Qt).

**What a puzzle is.** A position reached by real moves from a table's start (so it needs no
set-up), the player to move, a number ``N`` and a *key move* such that:

1. the key move forces a win in at most ``N`` of the solver's own moves, the key included,
   against any defence ("Red to play and win in 3");
2. ``N`` is exact: the key does not force a win in ``N - 1``;
3. the key is unique: no other legal move forces a win in ``N`` moves or fewer.

:func:`verify_puzzle` proves all three with the exact search of
:mod:`popout_desktop.puzzles.proof`, which is exact for wins within its horizon. The file also
carries a *main line* (the key, the longest defence, the quickest wins that follow), whether
the key is a pop and whether the solver pops anywhere in the main line, and a grade:
:func:`grade_of` (Easy: a win in 2 by a drop; Medium: a win in 3 by a drop, or in 2 with a pop;
Hard: longer, or a win in 3 or more whose key is a pop).

**The file** (``resources/puzzles/puzzles.json``, written by ``build_scripts/make_puzzles.py``)
is JSON: ``{"format": "popout-puzzles", "version": 1, "puzzles": [...]}``, each puzzle
``{"id", "table", "moves", "to_move", "length", "key", "key_is_pop", "solution",
"solution_has_pop", "grade", "source"}``. :func:`parse_puzzles` checks every field, replays
every move and refuses the whole file with a :class:`PuzzleFileError` that says where and
what, never another exception.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from popout_desktop.engine.clock import Clock
from popout_desktop.puzzles.proof import MAX_LENGTH, ProofError, move_distances, winning_moves
from popout_desktop.rules import RULE_FIELDS, Game, Move, Rules
from popout_desktop.safe_io import json_limits as jsonlimits

__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "VERSION",
    "Grade",
    "Puzzle",
    "PuzzleError",
    "PuzzleFileError",
    "dump_puzzles",
    "grade_of",
    "load_puzzles",
    "parse_puzzles",
    "puzzle_id",
    "shipped_puzzles",
    "verify_puzzle",
]

FORMAT: Final = "popout-puzzles"
VERSION: Final = 1
#: A puzzle file bigger than this is refused unread.
MAX_FILE_BYTES: Final = 4 * 1024 * 1024
#: At most this many puzzles in one file.
MAX_PUZZLES: Final = 5000
_FIELDS: Final = (
    "id",
    "table",
    "moves",
    "to_move",
    "length",
    "key",
    "key_is_pop",
    "solution",
    "solution_has_pop",
    "grade",
    "source",
)
_MAX_MOVES: Final = 400
_MAX_SOURCE: Final = 80


class Grade(StrEnum):
    """How hard a puzzle is (see :func:`grade_of`)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


def grade_of(length: int, key_is_pop: bool) -> Grade:
    """The grade of a win in ``length`` whose key is (or is not) a pop."""
    if length <= 2:
        return Grade.MEDIUM if key_is_pop else Grade.EASY
    if length == 3 and not key_is_pop:
        return Grade.MEDIUM
    return Grade.HARD


def puzzle_id(rules: Rules, moves: Sequence[Move]) -> str:
    """The stable id of the puzzle at the position of ``moves`` on ``rules``' table (what
    progress is remembered by): a short hash of the table and the moves."""
    table = ",".join(f"{name}={value}" for name, value in rules.fields().items())
    text = table + "|" + " ".join(str(move) for move in moves)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


class PuzzleError(ValueError):
    """A puzzle that is not sound: the engine refutes its key, its length or its uniqueness."""


class PuzzleFileError(ValueError):
    """A puzzle file that cannot be read, with the reason in words."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (see the module for what makes it sound)."""

    id: str
    rules: Rules
    #: The moves from the table's start to the puzzle's position.
    moves: tuple[Move, ...]
    #: The player to move, who is to win: 1 (Red) or 2 (Yellow).
    to_move: int
    #: N: the solver's moves to the win, the key included.
    length: int
    key: Move
    #: The main line from the key to the win, both sides alternating (2N - 1 moves).
    solution: tuple[Move, ...]
    grade: Grade
    #: Where it came from (e.g. "pop_out 7x6, hard v expert"): for the record only.
    source: str = ""

    @property
    def key_is_pop(self) -> bool:
        """True if the key move is a pop."""
        return self.key.is_pop

    @property
    def solution_has_pop(self) -> bool:
        """True if the solver pops anywhere in the main line."""
        return any(move.is_pop for move in self.solution[0::2])

    def game(self) -> Game:
        """A new game at the puzzle's position."""
        game = Game(self.rules)
        for move in self.moves:
            game.play(move)
        return game

    def to_json(self) -> dict[str, Any]:
        """The puzzle as one entry of the file."""
        return {
            "id": self.id,
            "table": dict(self.rules.fields()),
            "moves": " ".join(str(move) for move in self.moves),
            "to_move": self.to_move,
            "length": self.length,
            "key": str(self.key),
            "key_is_pop": self.key_is_pop,
            "solution": " ".join(str(move) for move in self.solution),
            "solution_has_pop": self.solution_has_pop,
            "grade": str(self.grade),
            "source": self.source,
        }


def verify_puzzle(puzzle: Puzzle, *, clock: Clock | None = None) -> None:
    """Prove ``puzzle`` sound with the engine: its key wins in exactly ``length`` moves and no
    other move wins in ``length`` or fewer; its main line is legal and ends in the solver's win
    at its ``length``-th move. :class:`PuzzleError` says what fails."""
    try:
        game = puzzle.game()
    except ValueError as error:
        raise PuzzleError(f"puzzle {puzzle.id}: its moves cannot be played: {error}") from None
    if not game.is_legal(puzzle.key):
        raise PuzzleError(f"puzzle {puzzle.id}: the key {puzzle.key} is not legal")
    key = puzzle.key
    try:
        found = move_distances(game, puzzle.length, clock=clock, only=lambda m: m == key)[key]
        others = winning_moves(game, puzzle.length, clock=clock, only=lambda m: m != key)
    except ProofError as error:
        raise PuzzleError(f"puzzle {puzzle.id}: {error}") from None
    if found is None:
        raise PuzzleError(f"puzzle {puzzle.id}: the key {key} does not win in {puzzle.length}")
    if found < puzzle.length:
        raise PuzzleError(
            f"puzzle {puzzle.id}: the key {key} already wins in {found}, not {puzzle.length}"
        )
    if others:
        names = ", ".join(str(m) for m in sorted(others, key=str))
        raise PuzzleError(
            f"puzzle {puzzle.id}: the key is not unique: {names} also win "
            f"in {puzzle.length} or fewer"
        )
    _check_line(puzzle, game)


def _check_line(puzzle: Puzzle, game: Game) -> None:
    line = puzzle.solution
    if len(line) != 2 * puzzle.length - 1 or not line or line[0] != puzzle.key:
        raise PuzzleError(
            f"puzzle {puzzle.id}: the main line must start with the key and have "
            f"{2 * puzzle.length - 1} moves"
        )
    replay = game.copy()
    for index, move in enumerate(line):
        if replay.is_over or not replay.is_legal(move):
            raise PuzzleError(f"puzzle {puzzle.id}: move {index + 1} of the main line is illegal")
        replay.play(move)
        if replay.result is not None and index != len(line) - 1:
            raise PuzzleError(f"puzzle {puzzle.id}: the main line ends early")
    result = replay.result
    if result is None or result.winner != puzzle.to_move:
        raise PuzzleError(f"puzzle {puzzle.id}: the main line does not end in the win")


# ------------------------------------------------------------------------------------------
# The file


def dump_puzzles(puzzles: Sequence[Puzzle]) -> str:
    """The text of a puzzle file holding ``puzzles`` (one puzzle a line, for readable diffs)."""
    lines = [json.dumps(p.to_json(), ensure_ascii=True, separators=(",", ":")) for p in puzzles]
    body = ",\n".join(lines)
    return f'{{"format":"{FORMAT}","version":{VERSION},"puzzles":[\n' + body + "\n]}\n"


def load_puzzles(path: Path) -> list[Puzzle]:
    """Read and check the puzzle file at ``path`` (:class:`PuzzleFileError` for any problem)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise PuzzleFileError(f"the puzzle file {path} cannot be read: {error.strerror}") from None
    if len(data) > MAX_FILE_BYTES:
        raise PuzzleFileError(f"the puzzle file {path} is larger than {MAX_FILE_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleFileError(f"the puzzle file {path} is not UTF-8 text") from None
    return parse_puzzles(text)


def shipped_puzzles() -> list[Puzzle]:
    """The puzzles shipped in ``resources/puzzles/puzzles.json`` (:class:`PuzzleFileError` if
    the file is missing or damaged)."""
    from popout_desktop.app.resources import ResourceNotFoundError, resource_path

    try:
        path = resource_path("puzzles", "puzzles.json")
    except ResourceNotFoundError as error:
        raise PuzzleFileError(str(error)) from None
    return load_puzzles(path)


def parse_puzzles(text: str) -> list[Puzzle]:
    """The puzzles of a puzzle file's ``text``, every field checked and every move replayed."""
    try:
        data = jsonlimits.loads(text, max_items=MAX_PUZZLES * 40, unique_keys=True)
    except RecursionError:
        raise PuzzleFileError("the puzzle file is not valid JSON") from None
    except ValueError as error:
        raise PuzzleFileError(f"the puzzle file is not valid JSON: {error}") from None
    if not isinstance(data, dict) or set(data) != {"format", "version", "puzzles"}:
        raise PuzzleFileError(
            "the puzzle file must be an object with exactly format, version and puzzles"
        )
    if data["format"] != FORMAT:
        raise PuzzleFileError(f"the puzzle file's format is not {FORMAT!r}")
    if isinstance(data["version"], bool) or data["version"] != VERSION:
        raise PuzzleFileError(f"the puzzle file's version is not {VERSION}")
    entries = data["puzzles"]
    if not isinstance(entries, list):
        raise PuzzleFileError("the puzzle file's puzzles must be a list")
    if len(entries) > MAX_PUZZLES:
        raise PuzzleFileError(f"the puzzle file holds more than {MAX_PUZZLES} puzzles")
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        try:
            puzzle = _puzzle_of(entry)
        except (ValueError, TypeError) as error:
            raise PuzzleFileError(f"puzzle {index + 1} of the file: {error}") from None
        if puzzle.id in seen:
            raise PuzzleFileError(f"puzzle {index + 1} of the file: the id {puzzle.id} repeats")
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    return puzzles


def _text(entry: dict[str, Any], name: str, limit: int) -> str:
    value = entry[name]
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError(f"{name} must be a text of at most {limit} characters")
    return value


def _flag(entry: dict[str, Any], name: str) -> bool:
    value = entry[name]
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false")
    return value


def _moves(text: str, name: str) -> tuple[Move, ...]:
    if text != text.strip() or "  " in text:
        raise ValueError(f"{name} must be moves separated by single spaces")
    return tuple(Move.parse(word) for word in text.split())


def _rules(value: object) -> Rules:
    if not isinstance(value, dict) or set(value) != set(RULE_FIELDS):
        raise ValueError(f"table must be an object with exactly {', '.join(RULE_FIELDS)}")
    rules = Rules.from_fields(value)  # ValueError names the bad field
    if rules.is_variant or rules.repetition_draw:
        raise ValueError("a puzzle's table has no Pop 10, Power Up or repetition-draw rule")
    return rules


def _puzzle_of(entry: object) -> Puzzle:
    if not isinstance(entry, dict) or set(entry) != set(_FIELDS):
        raise ValueError(f"a puzzle must be an object with exactly {', '.join(_FIELDS)}")
    rules = _rules(entry["table"])
    moves = _moves(_text(entry, "moves", _MAX_MOVES * 4), "moves")
    if len(moves) > _MAX_MOVES:
        raise ValueError(f"moves: more than {_MAX_MOVES}")
    to_move, length = entry["to_move"], entry["length"]
    if isinstance(to_move, bool) or to_move not in (1, 2):
        raise ValueError("to_move must be 1 or 2")
    if isinstance(length, bool) or not isinstance(length, int) or not 2 <= length <= MAX_LENGTH:
        raise ValueError(f"length must be a whole number from 2 to {MAX_LENGTH}")
    key = Move.parse(_text(entry, "key", 8))
    solution = _moves(_text(entry, "solution", 8 * 2 * MAX_LENGTH), "solution")
    try:
        grade = Grade(_text(entry, "grade", 10))
    except ValueError:
        raise ValueError(f"grade must be one of {', '.join(Grade)}") from None
    puzzle = Puzzle(
        id=_text(entry, "id", 12),
        rules=rules,
        moves=moves,
        to_move=to_move,
        length=length,
        key=key,
        solution=solution,
        grade=grade,
        source=_text(entry, "source", _MAX_SOURCE),
    )
    _check_entry(puzzle, _flag(entry, "key_is_pop"), _flag(entry, "solution_has_pop"))
    return puzzle


def _check_entry(puzzle: Puzzle, key_is_pop: bool, solution_has_pop: bool) -> None:
    """The checks that need no search: the id, the moves, the flags, the grade, the line."""
    try:
        game = puzzle.game()
    except ValueError as error:
        raise ValueError(f"its moves cannot be played: {error}") from None
    if puzzle.id != puzzle_id(puzzle.rules, puzzle.moves):
        raise ValueError("the id does not match the table and the moves")
    if game.is_over:
        raise ValueError("its moves end the game")
    if game.turn != puzzle.to_move:
        raise ValueError(f"player {game.turn} is to move, not {puzzle.to_move}")
    if not game.is_legal(puzzle.key):
        raise ValueError(f"the key {puzzle.key} is not legal")
    if key_is_pop != puzzle.key_is_pop:
        raise ValueError("key_is_pop does not match the key")
    if solution_has_pop != puzzle.solution_has_pop:
        raise ValueError("solution_has_pop does not match the main line")
    if puzzle.grade != grade_of(puzzle.length, puzzle.key_is_pop):
        raise ValueError(f"the grade must be {grade_of(puzzle.length, puzzle.key_is_pop)}")
    try:
        _check_line(puzzle, game)
    except PuzzleError as error:
        raise ValueError(str(error).partition(": ")[2]) from None
