"""The autosave's move journal: one line a move, appended before anyone is told of the move.

The autosave file (a whole saved game, written atomically) takes a temporary file and a rename,
which wait behind other programs' work on a busy disk for milliseconds; a LAN host must not keep
its guest waiting for that, yet must never acknowledge a move it could lose (issue 33 point 5).
So beside the autosave, ``autosave.popout.journal`` holds the same game in journal form:

* its first line, the **header**, is a whole saved game (the autosave's own text, as one JSON
  string): ``{"popout_journal": 1, "snapshot": "<the saved game's text>"}``;
* every later line is one move played after it: ``{"ply": 12, "move": "d4", "crc": ...}``
  (``ply`` counts the moves before it in the game, 0 for the first; ``crc`` the CRC-32 of
  ``"<ply> <move>"``, so that a line damaged on the disk is never read as another move),
  appended with a single ``write()``.

Once that ``write()`` has returned, the move is in the system's hands: it survives a crash or a
``kill -9`` of the program. The journal is rewritten (a new header, no moves) whenever the game
changes otherwise (a new game, a move taken back, a name, the network details), always before
the autosave file, so the journal is never older than the autosave file. Pure Python, never
imports Qt.

:func:`read_journal` brings the game back: the header's game with the moves after it played one
by one; it stops at the first line that is not a whole, legal next move (a line torn by a crash,
say) and keeps every move before it. A journal whose header cannot be read gives None (the
autosave file is used then).
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

from popout_desktop.rules import Move
from popout_desktop.savefile.format import MAX_FILE_BYTES, MAX_MOVES, SavedGame, SaveFileError

__all__ = [
    "JOURNAL_SUFFIX",
    "JOURNAL_VERSION",
    "MAX_JOURNAL_BYTES",
    "header",
    "journal_path",
    "move_line",
    "read_journal",
]

#: The journal of ``autosave.popout`` is ``autosave.popout.journal``.
JOURNAL_SUFFIX = ".journal"
#: The journal form this version writes and reads.
JOURNAL_VERSION = 1
#: The most a journal may hold: a header as large as a saved game (escaped, so up to twice as
#: long) and one line for each move a game may have.
MAX_JOURNAL_BYTES = 2 * MAX_FILE_BYTES + 64 * MAX_MOVES
#: A move's notation is a few characters (``d4``, ``p12``, ``pass``...).
_LONGEST_MOVE = 16


def journal_path(autosave: str | os.PathLike[str]) -> Path:
    """The journal kept beside ``autosave``."""
    target = Path(autosave)
    return target.with_name(target.name + JOURNAL_SUFFIX)


def header(snapshot: str) -> bytes:
    """The first line of a journal whose moves follow the saved game ``snapshot`` (the text of
    :func:`~popout_desktop.savefile.dumps`)."""
    import json  # loaded by the first journal written or read, not by a first start

    line = json.dumps(
        {"popout_journal": JOURNAL_VERSION, "snapshot": snapshot},
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return line.encode("utf-8") + b"\n"


def move_line(ply: int, move: Move) -> bytes:
    """The journal line of ``move``, played when ``ply`` moves had been played."""
    text = str(move).encode("ascii")
    return b'{"ply":%d,"move":"%s","crc":%d}\n' % (ply, text, _crc(ply, text))


def _crc(ply: int, move: bytes) -> int:
    """The check of a move line: a line damaged on the disk is not taken for another move."""
    return zlib.crc32(b"%d %s" % (ply, move))


def read_journal(data: bytes) -> SavedGame | None:
    """The game a journal's bytes hold (see the module), or None if its header cannot be read.
    Never raises for any bytes."""
    # The reader (with its field checks) is loaded with the first journal read, not with the
    # module: a start with no autosave reads none (issue 33 point 4).
    import json

    from popout_desktop.savefile.read import loads

    first, newline, rest = data.partition(b"\n")
    if not newline:
        return None  # the header itself was never completed
    try:
        top = json.loads(first)
        if not isinstance(top, dict) or top.get("popout_journal") != JOURNAL_VERSION:
            return None
        snapshot = top.get("snapshot")
        if not isinstance(snapshot, str):
            return None
        saved = loads(snapshot)
    except (ValueError, SaveFileError, RecursionError):
        return None
    game = saved.game.copy()
    redo = list(saved.redo)
    for line in rest.split(b"\n")[:-1]:  # the last part has no newline: torn, or empty
        move = _move_of(line, game.ply)
        if move is None or saved.decided is not None or game.ply >= MAX_MOVES:
            break
        if game.why_illegal(move) is not None:
            break
        game.play(move)
        # As GameModel: a redo replays the next move to redo, any other move clears them.
        redo = redo[1:] if redo and redo[0] == move else []
    if game.ply == saved.game.ply:
        return saved
    return SavedGame(
        game=game,
        players=saved.players,
        redo=redo,
        created=saved.created,
        saved=saved.saved,
        decided=saved.decided,
        network=saved.network,
        notes=saved.notes,
    )


def _move_of(line: bytes, ply: int) -> Move | None:
    """The move a journal line holds if it is move number ``ply`` (0-based), else None."""
    import json

    try:
        entry = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict) or set(entry) != {"ply", "move", "crc"}:
        return None
    text = entry["move"]
    if type(entry["ply"]) is not int or entry["ply"] != ply or not isinstance(text, str):
        return None
    if len(text) > _LONGEST_MOVE or not text.isascii():
        return None
    if entry["crc"] != _crc(ply, text.encode("ascii")):
        return None
    try:
        return Move.parse(text)
    except ValueError:
        return None
