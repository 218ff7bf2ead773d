"""Saved games: the ``.popout`` file format (JSON), read and written safely. Pure Python.

A saved game is a UTF-8 JSON object::

    {
      "format": "popout-game",          # always this
      "version": 1,                     # 2: Pop 10, Power Up; 3: a start; read up to FORMAT_VERSION
      "app": "popout-desktop 0.1.0",    # what wrote it (informative)
      "rules": {"columns": 7, "rows": 6, "connect": 4, "pop_out": true,
                "side_columns": false, "repetition_draw": false},
      "start": "JkiASQAApUM",           # optional: the set-up it started from (a position code)
      "moves": "d4 d4 p4",              # the moves in notation, in order (from the start)
      "redo": "d3",                     # optional: moves taken back that redo would replay
      "players": [{"name": "Ann", "kind": "human"},
                  {"name": "Computer", "kind": "computer", "level": "medium"}],
      "result": null,                   # or {"winner": 1 | 2 | null, "reason": "line" | ...}
      "created": "2026-11-29T13:10:00+00:00",
      "saved": "2026-11-29T13:20:00+00:00"
    }

The variants add three table settings, ``"pop_ten"``, ``"target"`` and ``"power_up"``: they are
written when any of them differs from its default (a Pop 10 or Power Up table), and a missing one
takes its default, so files of the classic tables are exactly what they always were. Moves then
use the whole notation of :class:`~popout_desktop.rules.Move` (``a``, ``b``, ``w``, ``x`` for the
power checkers, ``--`` for a pass; a turn's follow-up steps are ordinary ``d``/``p`` moves), and a
Pop 10 game may end with the reason ``"target"``. A Pop 10 or Power Up game is written as
version 2, so a Pop Out that predates them says "please update" instead of misreading it; the
classic tables are still written as version 1.

**A game from a set-up position** (the position editor's, or a friend's position code) has the
field ``"start"``: the position code of where it started (below), and its ``"moves"`` are the
moves from there. It is written as version 3 (so an older Pop Out says "please update" rather
than replaying the moves from the empty board), and only then; a game from the table's own start
has no ``"start"`` and is written exactly as before. Reading checks that the code is readable,
of the file's table (Pop 10 and Power Up games have none) and a position a game can go on from
(:func:`~popout_desktop.rules.setup.check_setup`'s refusals, its search aside), then replays the
moves from it.

**Position codes** (:mod:`popout_desktop.savefile.position_code`) are the short text form of a
position
and its table: base64url letters (``A-Z a-z 0-9 - _``), 16 at most on 7 x 6, with a version, the
table (size, line length, Pop Out, side columns, repetition), the player to move, each playable
column's discs from the bottom, and a CRC-16 that refuses a mistyped code. ``JkiASQAApUM`` is the
classic table after ``d4 d4 d3``. A **position link** carries one: ``popout://position/CODE``;
it cannot be taken for a LAN invite (``popout://HOST:PORT/CODE``, always with a port) nor for a
game over the internet (``popout://BROKER/r/ROOM#SECRET``). Given as the command line's FILE,
it opens the position (:attr:`popout_desktop.app.cli.Command.position`). A Pop 10 or Power Up
position (its phase, kept discs and power checkers are more than a board) has a **steps code**
instead: the same letters and check, its first letter from Q to X where a board code's is from I
to P, then the table (Pop 10's target included) and every step from the table's start, a drop in
1 + c bits, a pop in 2 + c, a pass in 2, a power checker in 4 + c (``c`` the bits of a column,
3 on 7 x 6), so a 60-step Pop 10 game on 7 x 6 is 51 characters. Reading one replays the steps,
each checked by the rules, and names the first it refuses; a position link carries either kind.

Reading checks, in order: size (at most :data:`MAX_FILE_BYTES`; :func:`load` reads only a regular
file, never a FIFO or a device), UTF-8, nesting (at most :data:`MAX_DEPTH` levels), the length of
numbers and the number of items (at most :data:`MAX_JSON_ITEMS`), all three measured before
parsing, JSON (numbers of at most :data:`MAX_NUMBER_LENGTH` characters and finite, no ``NaN``; no
field twice in one object), the format name, the version (which must match the table: 1 for the
classic tables, 2 for Pop 10 and Power Up, 3 with a ``start``), every field's type and value, the
number of moves (at most :data:`MAX_MOVES`, redo included, counted before any is replayed), then
replays every move with :mod:`popout_desktop.rules` (from the ``start`` position, if there is one);
the stored result must agree with the replay. The fields written back must survive a save: a
player's name is text of at most :data:`MAX_NAME_LENGTH` characters without control characters
(tab, newline, NUL...), line separators or lone surrogates; ``created`` and ``saved`` are ISO 8601
timestamps, or absent (unknown); ``network`` is an object of
at most :data:`MAX_NETWORK_BYTES` bytes whose text has a UTF-8 form. ``app`` must be text (it is
not written back). A computer's ``level`` is one of :data:`~popout_desktop.engine.levels.LEVELS`
(none: the computer plays at medium); any other player with a level is refused. Any problem raises
:class:`SaveFileError` with a message naming it (quoting at most :data:`EXCERPT_LENGTH` characters
of a bad value), and nothing is changed. A table setting other than
:data:`~popout_desktop.rules.RULE_FIELDS` is refused (the moves may mean something else there).

Two things are repaired rather than refused, each with a :class:`LoadNote` in
:attr:`SavedGame.notes` that the window shows the player (:func:`popout_desktop.game.save_errors.
load_note_text`): an empty ``created`` or ``saved`` (older versions wrote an empty one back for a
file without one) is read as unknown, and written back as a file without one (``created`` left
out; ``saved`` is the time of writing, as always); a field this version does not know (see
:data:`KNOWN_FIELDS`: at the top, in a player or in the result) is left out, so it is not
written back, whatever it holds (a lone surrogate included). So every file :func:`loads`
accepts, :func:`dumps` writes back and :func:`loads` reads as the same game, without a note;
the largest accepted file loads in a small fraction of a second.

Writing is atomic: a temporary file in the same folder, flushed to disk, then renamed over the
target, so a crash never leaves half a file. Names are written through :func:`clean_name`, so a
file written can always be read back; text with no UTF-8 form (a lone surrogate) makes
:func:`save` raise :class:`UnicodeEncodeError` before anything is written.

The code is in four modules, one concern each: :mod:`popout_desktop.savefile.format` (the names,
limits and classes above, and what a name may be), :mod:`popout_desktop.savefile.fields` (checking
each field), :mod:`popout_desktop.savefile.read` (:func:`loads` and :func:`load`) and this one
(the writing: :func:`dumps` and :func:`save`). Import everything from here.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from popout_desktop.engine.constants import LEVELS
from popout_desktop.rules import RULE_FIELDS
from popout_desktop.safe_io.files import atomic_write
from popout_desktop.savefile.format import (
    CLASSIC_FORMAT_VERSION,
    EXCERPT_LENGTH,
    FORMAT_NAME,
    FORMAT_VERSION,
    KNOWN_FIELDS,
    MAX_FILE_BYTES,
    MAX_JSON_ITEMS,
    MAX_MOVES,
    MAX_NAME_LENGTH,
    MAX_NETWORK_BYTES,
    RESULT_REASONS,
    START_FORMAT_VERSION,
    VARIANT_FORMAT_VERSION,
    PlayerInfo,
    SavedGame,
    SaveFileError,
    clean_name,
    format_version,
    name_problem,
    rules_json,
)

# Importable from here as before (not in __all__, as before).
from popout_desktop.savefile.format import MAX_MESSAGE_PART as MAX_MESSAGE_PART
from popout_desktop.savefile.format import PLAYER_KINDS as PLAYER_KINDS
from popout_desktop.savefile.format import VARIANT_RULE_FIELDS as VARIANT_RULE_FIELDS

if TYPE_CHECKING:
    from popout_desktop.safe_io.json_limits import MAX_DEPTH, MAX_NUMBER_LENGTH
    from popout_desktop.savefile.load_note import LoadNote
    from popout_desktop.savefile.read import load, loads

__all__ = [
    "CLASSIC_FORMAT_VERSION",
    "EXCERPT_LENGTH",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "KNOWN_FIELDS",
    "LEVELS",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_JSON_ITEMS",
    "MAX_MOVES",
    "MAX_NAME_LENGTH",
    "MAX_NETWORK_BYTES",
    "MAX_NUMBER_LENGTH",
    "RESULT_REASONS",
    "RULE_FIELDS",
    "START_FORMAT_VERSION",
    "VARIANT_FORMAT_VERSION",
    "LoadNote",
    "PlayerInfo",
    "SaveFileError",
    "SavedGame",
    "atomic_write",
    "clean_name",
    "dumps",
    "format_version",
    "load",
    "loads",
    "name_problem",
    "rules_json",
    "save",
]


def __getattr__(name: str) -> object:
    """:func:`load` and :func:`loads`, from :mod:`popout_desktop.savefile.read`, imported when
    first asked for: the reader and its field checks (:mod:`popout_desktop.savefile.fields`)
    are loaded with the first file read, not before the game's first frame (issue 33 point 4)."""
    if name in ("load", "loads"):
        from popout_desktop.savefile import read

        value = globals()[name] = getattr(read, name)
        return value
    if name in ("MAX_DEPTH", "MAX_NUMBER_LENGTH"):  # loaded with the reader (issue 33 point 4)
        from popout_desktop.safe_io import json_limits

        return getattr(json_limits, name)
    if name == "LoadNote":  # made by the reader: loaded with it (issue 33 point 4)
        from popout_desktop.savefile.load_note import LoadNote

        return LoadNote
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def dumps(saved: SavedGame) -> str:
    """The file's text."""
    import json  # loaded by the first file written or read, not by a first start

    return json.dumps(saved.to_json(), indent=2, ensure_ascii=False) + "\n"


def save(path: str | os.PathLike[str], saved: SavedGame) -> None:
    """Write a saved game file atomically; OSError if the folder cannot be written."""
    import json

    text = dumps(saved)
    atomic_write(path, text)
    saved.saved = json.loads(text)["saved"]
