"""Reading a saved game: :func:`loads` (text or bytes) and :func:`load` (a path).

The order of the checks (size, UTF-8, nesting, numbers and items measured before parsing, JSON,
the format, every field, the number of moves, then the replay and the stored result) and what
each refuses are described in :mod:`popout_desktop.savefile`, the module to import these from.
The fields' own checks are :mod:`popout_desktop.savefile.fields`. Pure Python.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, Final

from popout_desktop.rules import Game, Move, Reason, Result
from popout_desktop.rules.decision import DECISIONS
from popout_desktop.safe_io import json_limits as jsonlimits
from popout_desktop.safe_io.files import FileTooLarge, NotARegularFile, read_bounded
from popout_desktop.safe_io.json_limits import MAX_DEPTH, MAX_NUMBER_LENGTH
from popout_desktop.savefile.fields import (
    cut,
    decided_result,
    excerpt,
    read_network,
    read_players,
    read_result,
    read_rules,
    read_start,
    read_timestamp,
    read_version,
    require,
)
from popout_desktop.savefile.format import (
    FORMAT_NAME,
    KNOWN_FIELDS,
    MAX_FILE_BYTES,
    MAX_JSON_ITEMS,
    MAX_MOVES,
    SavedGame,
    SaveFileError,
)
from popout_desktop.savefile.load_note import LoadNote

__all__ = ["load", "loads"]

# Longer than any move in notation (the longest is "d18"): no need to parse it.
_LONGEST_MOVE: Final = 8
#: The most unknown fields a note names (then "+N").
_NAMED_FIELDS: Final = 3


def _unknown_fields(data: dict[str, Any]) -> LoadNote | None:
    """The note for the fields of ``data`` (the file's object, checked) this version does not
    know, at the top, in a player or in the result; None if there are none."""
    places = [excerpt(key) for key in data if key not in KNOWN_FIELDS[""]]
    for index, player in enumerate(data.get("players") or (), start=1):
        places += [
            f"players[{index}].{excerpt(key)}"
            for key in player
            if key not in KNOWN_FIELDS["players"]
        ]
    if isinstance(data.get("result"), dict):
        places += [
            f"result.{excerpt(key)}" for key in data["result"] if key not in KNOWN_FIELDS["result"]
        ]
    if not places:
        return None
    named = places[:_NAMED_FIELDS]
    if len(places) > _NAMED_FIELDS:
        named.append(f"+{len(places) - _NAMED_FIELDS}")
    return LoadNote("unknown_fields", tuple(named))


def _tokens(text: str, before: int) -> list[str]:
    """The moves of ``text`` (``before`` moves already counted); SaveFileError past MAX_MOVES,
    found without splitting more of the text than the limit allows."""
    room = MAX_MOVES - before
    tokens = text.split(None, room)
    # With ``room`` splits, a last part beyond ``room`` is the rest of the text: more moves.
    if len(tokens) > room:
        raise SaveFileError(
            f"the game is too long: it has more than {MAX_MOVES} moves (with the moves to redo)",
            "too_many_moves",
            MAX_MOVES,
        )
    return tokens


def _replay(game: Game, tokens: list[str], what: str, first: int) -> None:
    """Play ``tokens`` on ``game``, the first one as move number ``first``."""
    for number, token in enumerate(tokens, start=first):
        if len(token) > _LONGEST_MOVE:
            raise SaveFileError(
                f"the {what} cannot be read: move {number} {excerpt(token)} is not a move"
            )
        try:
            move = Move.parse(token)
        except ValueError as error:
            raise SaveFileError(f"the {what} cannot be read: {cut(str(error))}") from None
        problem = game.why_illegal(move)
        if problem is not None:
            text = cut(f"move {number} ({token}) is illegal: {problem}")
            raise SaveFileError(f"the {what} are not legal: {text}", "illegal", text)
        game.play(move)


def _parse(text: str | bytes) -> Any:
    """The JSON value of a file's text, within the limits; SaveFileError naming the problem."""
    if isinstance(text, bytes):
        if len(text) > MAX_FILE_BYTES:
            raise SaveFileError("the file is too large to be a saved game", "too_large")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError(
                "the file is not text (not UTF-8): not a saved game", "not_text"
            ) from None
    if len(text) > MAX_FILE_BYTES:
        raise SaveFileError("the file is too large to be a saved game", "too_large")
    if not text.strip():
        raise SaveFileError("the file is empty", "empty")
    try:
        return jsonlimits.loads(text, max_items=MAX_JSON_ITEMS, unique_keys=True)
    except jsonlimits.TooDeep:
        raise SaveFileError(
            f"the file is damaged: its lists and objects nest more than {MAX_DEPTH} deep",
            "too_deep",
            MAX_DEPTH,
        ) from None
    except jsonlimits.BadNumber as error:
        raise SaveFileError(
            f"the file is damaged: it holds the number {excerpt(error.text)}, which is too "
            f"long (more than {MAX_NUMBER_LENGTH} characters), out of range or not a number",
            "number",
            excerpt(error.text),
        ) from None
    except jsonlimits.TooManyItems:
        raise SaveFileError(
            f"the file is too large to be a saved game (more than {MAX_JSON_ITEMS} items)",
            "too_large",
        ) from None
    except jsonlimits.DuplicateKey as error:
        raise SaveFileError(
            f"the file is damaged: the field {excerpt(error.key)} appears twice in one object",
            "duplicate",
            excerpt(error.key),
        ) from None
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()) - 1 or error.msg.startswith("Unterminated string"):
            raise SaveFileError(
                "the file is truncated: it ends in the middle of the game", "truncated"
            ) from None
        raise SaveFileError(
            f"the file is corrupt: not valid JSON at line {error.lineno}, column {error.colno}",
            "corrupt",
            error.lineno,
            error.colno,
        ) from None


def loads(text: str | bytes) -> SavedGame:
    """Read a saved game from its text; :class:`SaveFileError` naming any problem."""
    data = _parse(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise SaveFileError(
            "this is not a Pop Out saved game (the format name is missing)", "not_popout"
        )
    version = read_version(data)
    rules = read_rules(data, version)
    game = read_start(data, rules)
    moves = require(data, "moves", str, "move list")
    redo_text = data.get("redo", "")
    if not isinstance(redo_text, str):
        raise SaveFileError("the moves to redo (field 'redo') have the wrong type")
    if "app" in data and not isinstance(data["app"], str):
        raise SaveFileError("the program that wrote the file (field 'app') is not text")
    players = read_players(data)
    created = read_timestamp(data, "created")
    saved_at = read_timestamp(data, "saved")
    network = read_network(data)
    stored = read_result(data)
    notes = [
        LoadNote("time_unknown", (key,)) for key in ("created", "saved") if data.get(key) == ""
    ]
    unknown = _unknown_fields(data)
    if unknown is not None:
        notes.append(unknown)
    # Count before replaying anything: a huge file is refused at once.
    played = _tokens(moves, 0)
    to_redo = _tokens(redo_text, len(played))
    _replay(game, played, "moves", 1)
    redo: list[Move] = []
    if to_redo:
        after = game.copy()
        _replay(after, to_redo, "moves to redo", len(played) + 1)
        redo = after.moves[game.ply :]
    decided: Result | None = None
    replayed = game.result
    if stored is not None:
        winner, reason = stored
        if replayed is None and reason in DECISIONS:
            decided = decided_result(winner, reason)
            if (decided.reason == Reason.LENGTH) != (game.ply >= MAX_MOVES):
                raise SaveFileError("the stored result does not match the moves", "result")
        elif replayed is None or winner != replayed.winner or reason != replayed.reason:
            raise SaveFileError("the stored result does not match the moves", "result")
    elif replayed is not None:
        raise SaveFileError(
            "the stored result does not match the moves (the game is over)", "result"
        )
    return SavedGame(
        game=game,
        players=players,
        redo=redo,
        created=created,
        saved=saved_at,
        decided=decided,
        network=network,
        notes=tuple(notes),
    )


def load(path: str | os.PathLike[str]) -> SavedGame:
    """Read a saved game file; :class:`SaveFileError` for a file that cannot be read.

    Only a regular file is read (a FIFO, a device or a symlink to one is refused without
    reading, so it never blocks), and at most :data:`MAX_FILE_BYTES` + 1 bytes of it."""
    target = Path(path)
    try:
        data = read_bounded(target, MAX_FILE_BYTES)
    except FileTooLarge:
        raise SaveFileError("the file is too large to be a saved game", "too_large") from None
    except FileNotFoundError:
        raise SaveFileError(f"the file {target} does not exist", "missing") from None
    except (NotARegularFile, IsADirectoryError) as error:
        raise _not_regular(target, error) from None
    except PermissionError:
        raise SaveFileError(
            f"the file {target} cannot be read (permission denied)", "permission"
        ) from None
    except OSError as error:
        if _exists_but_not_regular(target):  # e.g. a socket, which cannot even be opened
            raise _not_regular(target, error) from None
        reason = error.strerror or str(error)
        raise SaveFileError(
            f"the file {target} cannot be read: {reason}", "unreadable", reason
        ) from None
    return loads(data)


def _exists_but_not_regular(target: Path) -> bool:
    try:
        return not stat.S_ISREG(os.stat(target).st_mode)
    except (OSError, ValueError):
        return False


def _not_regular(target: Path, error: OSError) -> SaveFileError:
    try:
        folder = stat.S_ISDIR(os.stat(target).st_mode)
    except (OSError, ValueError):
        folder = isinstance(error, IsADirectoryError)
    if folder:
        return SaveFileError(f"{target} is a folder, not a saved game", "folder")
    return SaveFileError(
        f"{target} is not a regular file: a device, a pipe or a socket, not a saved game",
        "not_regular",
    )
