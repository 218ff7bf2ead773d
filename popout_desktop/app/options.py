"""The grammar of ``popout``'s command line: its options, their values' types and their help.

:func:`build_parser` makes the :mod:`argparse` parser that :mod:`popout_desktop.app.cli` checks the
values of; :class:`UsageError` is what it raises instead of printing and exiting. The options are
defined group by group, in the order ``popout --help`` lists them; the table options' names by
the name of their parsed value are :data:`TABLE_OPTIONS`, Qt's options :data:`QT_OPTIONS`.
Import these from :mod:`popout_desktop.app.cli`. Pure Python: no Qt.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from popout_desktop.net import DEFAULT_PORT
from popout_desktop.rules import PRESET_NAMES
from popout_desktop.rules.table import COLUMNS_RANGE, CONNECT_RANGE, ROWS_RANGE, TARGET_RANGE

if TYPE_CHECKING:
    import argparse

__all__ = [
    "FROM_DESKTOP",
    "HOST_PORT_RANGE",
    "MAX_QUOTED",
    "PROG",
    "QT_OPTIONS",
    "TABLE_OPTIONS",
    "UsageError",
    "build_parser",
    "clipped",
    "shown",
]

PROG = "popout"
#: The option a desktop entry passes (``Exec=popout --from-desktop %u``): nobody reads the
#: standard error of a program started from a menu, so a usage error is also shown in a dialog.
FROM_DESKTOP = "--from-desktop"
#: The ports ``--host`` may listen on: no privileged ports.
HOST_PORT_RANGE = (1024, 65535)
#: Qt's own options that ``popout`` accepts and hands on to Qt: option -> what its value is.
QT_OPTIONS = {
    "-platform": "the Qt platform plugin, e.g. offscreen, xcb, wayland",
    "-style": "the widget style, e.g. Fusion",
    "-display": "the X11 display to open the window on (the xcb platform), e.g. :0",
}
#: The options that describe a table, by the name of their parsed value.
TABLE_OPTIONS = {
    "preset": "--preset",
    "columns": "--columns",
    "rows": "--rows",
    "connect": "--connect",
    "pop_out": "--pop-out",
    "side_columns": "--side-columns",
    "repetition_draw": "--repetition-draw",
    "pop_ten": "--pop-ten",
    "target": "--target",
    "power_up": "--power-up",
}

#: The most characters of a value of the command line that an error message quotes (the one
#: limit: :func:`shown` and :func:`clipped` keep to it). A pasted link of 120 KB is still one
#: short line.
MAX_QUOTED = 80
#: Where a link's secret begins: the fragment (``#``) of anything that holds a ``popout:`` link.
#: The patterns here are searched through :mod:`re`'s own cache: compiled at first use, not by
#: a start that checks no option (issue 33 point 4).
_LINK_WITH_FRAGMENT = r"(?i)popout:[^#]*#"

_WHOLE_NUMBER = r"[+-]?[0-9]{1,9}"

#: The numeric table options: option, metavar, bounds, what the number is.
_NUMBERS = (
    ("--columns", "N", COLUMNS_RANGE, "playable columns (side columns not counted)"),
    ("--rows", "N", ROWS_RANGE, "rows"),
    ("--connect", "K", CONNECT_RANGE, "discs in a line that win (Pop 10: that are kept)"),
)
#: The table flags between ``--pop-out`` and ``--target``: option, help.
_FLAGS = (
    ("--side-columns", "5-in-a-Row's filled, fixed column at each edge"),
    ("--repetition-draw", "draw when a position comes up for the third time"),
    (
        "--pop-ten",
        "Pop 10: fill the board, then pop and keep your discs that were in a line; turns "
        "Pop Out off unless --pop-out is given (which is then refused)",
    ),
)


def clipped(value: str) -> str:
    """``value`` as an error may show it: the secret of a ``popout:`` link in it (everything
    after its ``#``, the fragment of an internet room link ``popout://BROKER/r/ROOM#SECRET``)
    replaced by ``…``, and cut to :data:`MAX_QUOTED` characters with ``…``."""
    link = re.search(_LINK_WITH_FRAGMENT, value)
    if link is not None and link.end() < len(value):
        value = value[: link.end()] + "…"
    return value if len(value) <= MAX_QUOTED else value[: MAX_QUOTED - 1] + "…"


def shown(value: str) -> str:
    """``value`` quoted in an error message: the :func:`repr` of :func:`clipped`, itself cut to
    :data:`MAX_QUOTED` characters (escapes of control characters and lone surrogates make a repr
    longer than its text)."""
    text = repr(clipped(value))
    return text if len(text) <= MAX_QUOTED else text[: MAX_QUOTED - 1] + "…"


class UsageError(Exception):
    """A command line that cannot be used; the message says why, in a sentence or two."""


def build_parser(languages: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser of ``popout`` (argparse's grammar only; see
    :func:`popout_desktop.app.cli.parse_command_line` for the checks of the values). ``languages``,
    for the help, lists the codes ``--lang`` takes.

    Errors raise :class:`UsageError`; ``--help`` and ``--version`` are plain flags. The parser's
    class (and :mod:`argparse`) is loaded here, by the first command line that needs a parser:
    not by the usual start (issue 33 point 4).
    """
    from popout_desktop.app.option_parser import StrictParser

    parser = StrictParser(
        prog=PROG,
        description="Pop Out: Connect Four where you may also pop your own disc from the bottom. "
        "Without options it opens the game you played last (it is autosaved after every move).",
        epilog="A table option starts a new game at that table, with two people at this screen "
        "(New Game... chooses the computer), and makes it the table New Game offers. Exit status: "
        "0; 1 when Qt cannot start here (the missing library is named) or a self-test check "
        "fails; 2 for a command line that cannot be used; 3 for a self-test that hangs.",
        allow_abbrev=False,
        add_help=False,
    )
    _add_program_options(parser, languages)
    _add_table_options(parser)
    qt = parser.add_argument_group("Qt's options (handed to Qt; each also with two dashes)")
    for option, text in QT_OPTIONS.items():
        qt.add_argument(
            option,
            f"-{option}",
            dest=f"qt_{option[1:]}",
            metavar=option[1:].upper(),
            help=text,
        )
    desktop = parser.add_argument_group("the desktop")
    desktop.add_argument(
        FROM_DESKTOP,
        action="store_true",
        help="what the desktop entry runs (popout --from-desktop %%u): a command line that cannot "
        "be used is then also explained in a dialog, since nobody sees the error output",
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE | LINK",
        help="a saved game (.popout, or a file:// URL) to open instead of the autosaved one, a "
        "link to join a game (a LAN invite popout://HOST:PORT/CODE, or an internet room link "
        "popout://BROKER:PORT/r/ROOM#SECRET), or a position link popout://position/CODE to set "
        "up that position",
    )
    return parser


def _add_program_options(parser: argparse.ArgumentParser, languages: Sequence[str] | None) -> None:
    """The options before the table's: help, version, self-test, language, LAN game."""
    parser.add_argument("-h", "--help", action="store_true", help="show this help and exit")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation and exit: fonts, icons, translations, the main window, and "
        f"a short computer-vs-computer game on each of the {len(PRESET_NAMES)} table presets "
        f"({', '.join(PRESET_NAMES)}) through the engine's worker process, saved and reloaded "
        "(offscreen unless -platform or QT_QPA_PLATFORM says otherwise; exit status 0 if all is "
        "well). Takes only Qt's options",
    )
    codes = f"one of {', '.join(languages)}" if languages else "a language code, e.g. ru"
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=f"language of the interface: {codes}; default: the preference, else the system's",
    )
    parser.add_argument(
        "--host",
        nargs="?",
        const=DEFAULT_PORT,
        type=_number_of("--host", HOST_PORT_RANGE),
        metavar="PORT",
        help=f"host a LAN game on PORT ({HOST_PORT_RANGE[0]} to {HOST_PORT_RANGE[1]}, default "
        f"{DEFAULT_PORT}): opens the Host dialog, with the table of the game on screen",
    )
    parser.add_argument(
        "--join",
        metavar="LINK",
        help="join a game: over the LAN, an invite link popout://HOST:PORT/CODE or an address "
        "HOST[:PORT]; over the internet, a room link popout://BROKER:PORT/r/ROOM#SECRET (in "
        "quotes: a shell reads the ? of ?tls=0 as a wildcard)",
    )


def _add_table_options(parser: argparse.ArgumentParser) -> None:
    """The options of a new game's table, in a group of their own."""
    import argparse

    table = parser.add_argument_group(
        "a new game at a table (the host of a LAN game chooses its table: not with --join, "
        "FILE or LINK)"
    )
    table.add_argument(
        "--preset",
        metavar="NAME",
        help=f"start from a named table: {', '.join(PRESET_NAMES)} (dashes work too: pop-out); "
        "default: pop_out. The options below change single fields of it",
    )
    for option, name, bounds, text in _NUMBERS:
        table.add_argument(
            option,
            metavar=name,
            type=_number_of(option, bounds),
            help=f"{text}: {bounds[0]} to {bounds[1]}",
        )
    table.add_argument(
        "--pop-out",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="a turn may pop your own bottom disc (--no-pop-out: drop only)",
    )
    for option, text in _FLAGS:
        table.add_argument(option, action="store_true", default=None, help=text)
    table.add_argument(
        "--target",
        metavar="N",
        type=_number_of("--target", TARGET_RANGE),
        help=f"Pop 10's discs to keep to win: {TARGET_RANGE[0]} to {TARGET_RANGE[1]}, at most "
        "half the cells; default: in proportion to the board (10 on 7 x 6). Only with Pop 10",
    )
    table.add_argument(
        "--power-up",
        action="store_true",
        default=None,
        help="Power Up: an anvil, a bomb, a wall and a x2 checker for each player",
    )


def _number_of(option: str, bounds: tuple[int, int]) -> Callable[[str], int]:
    """The ``type`` of a numeric option: a whole number within ``bounds``. It raises
    :class:`UsageError` itself (argparse would catch a ValueError and word it its own way)."""

    def number(text: str) -> int:
        if not re.fullmatch(_WHOLE_NUMBER, text.strip()):
            raise UsageError(
                f"{option} must be a whole number from {bounds[0]} to {bounds[1]}, "
                f"not {shown(text)}"
            )
        value = int(text.strip())
        if not bounds[0] <= value <= bounds[1]:
            raise UsageError(f"{option} must be from {bounds[0]} to {bounds[1]}, not {value}")
        return value

    return number
