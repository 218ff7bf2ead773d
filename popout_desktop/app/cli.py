"""The command line of ``popout``: its grammar, and the checks that turn it into a :class:`Command`.

::

    popout [-h] [--version] [--self-test] [--lang CODE] [--host [PORT] | --join LINK]
           [--preset NAME] [--columns N] [--rows N] [--connect K] [--pop-out | --no-pop-out]
           [--side-columns] [--repetition-draw] [--pop-ten [--target N]] [--power-up]
           [-platform NAME] [-style NAME] [-display DISPLAY] [--from-desktop]
           [FILE | LINK | POSITION-LINK]

:func:`parse_command_line` is the pure part: it returns a :class:`Command` or raises
:class:`UsageError` with the reason (``popout`` then exits with status 2), and nothing else ever
comes out of it, whatever the arguments. Unknown options, abbreviations (``--col``), values out
of range, impossible tables and malformed links are all usage errors, explained in the words the
table dialog uses (:func:`popout_desktop.ui.table_problems.impossible_reason`).

Any table option starts a new game at that table: a preset (``--preset``, default the standard
Pop Out table) with single fields replaced. ``--pop-ten`` turns Pop Out off unless ``--pop-out``
is given too (Pop 10 has pops of its own); without ``--target`` Pop 10's target follows the
board, as in the table dialog.

A ``popout://`` link given as FILE is told apart in this order: a position link
``popout://position/CODE`` (:func:`popout_desktop.savefile.position_code.is_position_link`) opens
that
position (:attr:`Command.position`); an internet link ``popout://BROKER/r/ROOM#SECRET`` and a LAN
invite ``popout://HOST:PORT/CODE`` join a game (:attr:`Command.join`). A position link must hold
a readable position code of either kind, a board code or a Pop 10 / Power Up steps code whose
steps the rules all accept (a usage error says what is wrong with it otherwise); it brings its own
table, so no table option goes with it, and neither ``--host`` (a LAN game starts from the table's
start) nor ``--join``.

Qt's own options are accepted only where named here (``-platform``, ``-style``, ``-display``,
each also with two dashes) and handed to ``QApplication`` as :attr:`Command.qt_args`.

This module imports no Qt at load time: ``popout --version`` and ``--help`` never start Qt.
Checking ``--lang`` and translating the explanation of an impossible table load ``QtCore`` only
(no display needed; if even that fails, the explanations are in English).

The grammar itself (the options, their types and their help) is
:mod:`popout_desktop.app.options`; its names are importable from here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from popout_desktop.app.options import (
    FROM_DESKTOP,
    HOST_PORT_RANGE,
    MAX_QUOTED,
    PROG,
    QT_OPTIONS,
    TABLE_OPTIONS,
    UsageError,
    build_parser,
    clipped,
    shown,
)
from popout_desktop.rules import PRESET_NAMES, Rules
from popout_desktop.rules.frozen import FrozenValue
from popout_desktop.rules.table import RuleFields, suggested_target

if TYPE_CHECKING:
    import argparse

    from popout_desktop.net.internet_link import LinkProblem

__all__ = [
    "FROM_DESKTOP",
    "HOST_PORT_RANGE",
    "MAX_QUOTED",
    "PROG",
    "QT_OPTIONS",
    "TABLE_OPTIONS",
    "Command",
    "UsageError",
    "build_parser",
    "clipped",
    "error_text",
    "help_text",
    "parse_command_line",
    "shown",
    "wants_dialog",
]


class Command(FrozenValue):
    """A command line that can be used.

    A plain class, not a dataclass, whose methods would be written out and compiled at every
    start (issue 33 point 4)."""

    __slots__ = (
        "file",
        "from_desktop",
        "help",
        "host",
        "join",
        "lang",
        "position",
        "qt_args",
        "rules",
        "self_test",
        "version",
    )

    #: ``-h``/``--help``: print the help and exit (nothing else is checked).
    help: Final[bool]
    #: ``--version``: print the version and exit (nothing else is checked but ``--help``).
    version: Final[bool]
    #: ``--self-test``: check the installation and exit.
    self_test: Final[bool]
    #: ``--from-desktop``: started by the desktop entry.
    from_desktop: Final[bool]
    #: ``--lang``: a code of :data:`popout_desktop.app.translations.LANGUAGES`, or None.
    lang: Final[str | None]
    #: ``--host``: the port to host a LAN game on, or None.
    host: Final[int | None]
    #: The invite link or address to join (``--join``, or a ``popout://`` link as FILE), or None.
    join: Final[str | None]
    #: A saved game to open (a path, or a ``file://`` URL from a launcher), or None.
    file: Final[str | None]
    #: A position link (``popout://position/CODE``) given as FILE, stripped of blanks, or None;
    #: checked: :func:`popout_desktop.savefile.position_code.decode_position` reads it (it is not
    #: checked
    #: against the rules: :func:`popout_desktop.rules.setup.check_setup` says if it can be played),
    #: or for a Pop 10 or Power Up steps code :func:`~popout_desktop.savefile.position_code.
    #: decode_game_position` (every step replayed and checked).
    position: Final[str | None]
    #: The table of a new game, when a table option was given; None: no new game asked for.
    rules: Final[Rules | None]
    #: Qt's options, to hand to ``QApplication`` after the program name.
    qt_args: Final[tuple[str, ...]]

    def __init__(
        self,
        help: bool = False,
        version: bool = False,
        self_test: bool = False,
        from_desktop: bool = False,
        lang: str | None = None,
        host: int | None = None,
        join: str | None = None,
        file: str | None = None,
        position: str | None = None,
        rules: Rules | None = None,
        qt_args: tuple[str, ...] = (),
    ) -> None:
        self.help = help
        self.version = version
        self.self_test = self_test
        self.from_desktop = from_desktop
        self.lang = lang
        self.host = host
        self.join = join
        self.file = file
        self.position = position
        self.rules = rules
        self.qt_args = qt_args

    def _fields(self) -> tuple[object, ...]:
        return (
            self.help,
            self.version,
            self.self_test,
            self.from_desktop,
            self.lang,
            self.host,
            self.join,
            self.file,
            self.position,
            self.rules,
            self.qt_args,
        )

    def __repr__(self) -> str:
        return (
            f"Command(help={self.help!r}, version={self.version!r}, self_test={self.self_test!r}, "
            f"from_desktop={self.from_desktop!r}, lang={self.lang!r}, host={self.host!r}, "
            f"join={self.join!r}, file={self.file!r}, position={self.position!r}, "
            f"rules={self.rules!r}, qt_args={self.qt_args!r})"
        )

    @property
    def qt_platform(self) -> str | None:
        """The platform asked for with ``-platform``, or None."""
        return self._qt_option("-platform")

    @property
    def qt_display(self) -> str | None:
        """The X display asked for with ``-display``, or None."""
        return self._qt_option("-display")

    def _qt_option(self, option: str) -> str | None:
        return dict(zip(self.qt_args[::2], self.qt_args[1::2], strict=True)).get(option)


def parse_command_line(argv: Sequence[str]) -> Command:
    """The :class:`Command` that ``argv`` (without the program name) asks for.

    Raises :class:`UsageError`, and nothing else, when the command line cannot be used.
    """
    words = list(argv)
    before_end = words[: words.index("--")] if "--" in words else words
    if "-h" in before_end or "--help" in before_end:
        return Command(help=True)  # the help is always there, whatever else is wrong
    if "--version" in before_end:
        return Command(version=True)
    if all(word == FROM_DESKTOP for word in words):
        # The usual start (no arguments, or only the desktop entry's): what the parser gives
        # for it (test_cli checks), without making the parser, whose help texts go through
        # gettext and its locale lookup (some 2-4 ms of start-up: issue 33 point 4).
        return Command(from_desktop=bool(words))
    return _parsed(words)


def _parsed(words: list[str]) -> Command:
    """:func:`parse_command_line`'s work by the parser (help and version already handled)."""
    options = build_parser().parse_args(words)
    qt_args = _qt_args(options)
    from_desktop = bool(options.from_desktop)
    if options.self_test:
        others = _given_options(options)
        if others:
            raise UsageError(
                f"--self-test checks the installation and plays no game of yours: it takes only "
                f"Qt's options, not {others[0]}"
            )
        return Command(self_test=True, from_desktop=from_desktop, qt_args=qt_args)
    position = _position(options)
    join, file = _join_and_file(options)
    host: int | None = options.host
    if position is not None:
        if host is not None:
            raise UsageError(
                "--host cannot be used with a position link: a LAN game starts from the table's "
                "start"
            )
        if join is not None:
            raise UsageError(
                "--join cannot be used with a position link: joining starts the host's game"
            )
    if host is not None and join is not None:
        raise UsageError("--host and joining a game (--join or a link) cannot be used together")
    table = [TABLE_OPTIONS[name] for name in TABLE_OPTIONS if getattr(options, name) is not None]
    rules = None
    if table:
        if join is not None:
            raise UsageError(f"{table[0]} cannot be used when joining: the host chooses the table")
        if file is not None:
            raise UsageError(
                f"{table[0]} cannot be used with a saved game: the game brings its own table"
            )
        if position is not None:
            raise UsageError(
                f"{table[0]} cannot be used with a position link: the position brings its own table"
            )
        rules = _table(options)
    return Command(
        from_desktop=from_desktop,
        lang=None if options.lang is None else _check_language(options.lang),
        host=host,
        join=join,
        file=file,
        position=position,
        rules=rules,
        qt_args=qt_args,
    )


def wants_dialog(argv: Sequence[str]) -> bool:
    """True if ``argv`` has :data:`FROM_DESKTOP` (before any ``--``): a usage error should also be
    shown in a dialog. Works on a command line that cannot be parsed."""
    args = list(argv)
    if "--" in args:
        args = args[: args.index("--")]
    return FROM_DESKTOP in args


def error_text(error: UsageError) -> str:
    """What ``popout`` prints on the standard error for ``error``, as argparse does."""
    return f"{build_parser().format_usage()}{PROG}: error: {error}\n"


def help_text() -> str:
    """The text of ``popout --help``."""
    return build_parser(_language_codes()).format_help()


def quoted(argv: Sequence[str]) -> str:
    """The command line as a shell would take it, for showing it to the player: each word
    :func:`clipped` (a link's secret left out, at most :data:`MAX_QUOTED` characters)."""
    import shlex  # on first use: not at start (issue 33 point 4)

    return shlex.join([PROG, *map(clipped, argv)])


# -- the checks --------------------------------------------------------------------------------


def _qt_args(options: argparse.Namespace) -> tuple[str, ...]:
    """Qt's options given, as ``(option, value, ...)``; UsageError for an empty value."""
    qt_args: list[str] = []
    for option in QT_OPTIONS:
        value = getattr(options, f"qt_{option[1:]}")
        if value is not None:
            if not value.strip():
                raise UsageError(f"{option} needs a value")
            qt_args += [option, value]
    return tuple(qt_args)


def _position(options: argparse.Namespace) -> str | None:
    """The position link given as FILE (then taken out of ``options.file``), checked; or None."""
    text = options.file
    if not text:
        return None
    # Imported here, not with the module: a start with no position link (the usual one) does
    # without position codes and the set-up rules under them (issue 33 point 4).
    from popout_desktop.savefile.position_code import (
        PositionCodeError,
        decode_game_position,
        decode_position,
        is_position_link,
        is_steps_code,
    )

    if not is_position_link(text):
        return None
    try:
        if is_steps_code(text):
            decode_game_position(text)  # every step replayed and checked
        else:
            decode_position(text)
    except PositionCodeError as error:
        raise UsageError(
            f"{shown(text.strip())} is not a position link that can be read: {error}"
        ) from None
    options.file = None
    return str(text).strip()


def _join_and_file(options: argparse.Namespace) -> tuple[str | None, str | None]:
    """The link to join and the saved game to open (a link given as FILE is joined); either or
    both None, never both given."""
    file: str | None = options.file or None
    join: str | None = None
    if options.join is not None:
        from popout_desktop.savefile.position_code import is_position_link

        if is_position_link(options.join):
            raise UsageError(
                "--join: a position link is not a game to join; give it alone to set up the "
                "position"
            )
        join = _check_link(options.join, "--join")
    if file is not None and _is_link(file):
        if join is not None:
            raise UsageError("give one link to join: --join LINK, or LINK alone")
        join, file = _check_link(file, None), None
    if join is not None and file is not None:
        raise UsageError("--join cannot be used with a saved game: joining starts the host's game")
    return join, file


def _given_options(options: argparse.Namespace) -> list[str]:
    """The game's options given, as spelled on the command line (not Qt's, not --from-desktop)."""
    names = {
        "lang": "--lang",
        "host": "--host",
        "join": "--join",
        **TABLE_OPTIONS,
        "file": "FILE",
    }
    return [option for name, option in names.items() if getattr(options, name) not in (None, "")]


def _is_link(text: str) -> bool:
    return text.strip().lower().startswith("popout:")


def _link_problems() -> dict[LinkProblem, str]:
    """What is wrong with an internet invite link, in the command line's words (English, as its
    other messages; the window says it in the player's language)."""
    from popout_desktop.net.internet_link import MAX_LINK_LENGTH, LinkProblem

    return {
        LinkProblem.NOT_A_LINK: "is not a popout:// link",
        LinkProblem.TOO_LONG: (
            f"is too long for an invite link (at most {MAX_LINK_LENGTH} characters)"
        ),
        LinkProblem.NOT_A_ROOM: "is not the link of a game over the internet",
        LinkProblem.BAD_BROKER: "names no broker (a host name or an address)",
        LinkProblem.BAD_PORT: "has a port out of range (1 to 65535)",
        LinkProblem.BAD_ROOM: "has a damaged room id: copy the whole link again",
        LinkProblem.NO_SECRET: "lacks its secret (the part after #): copy the whole link again",
        LinkProblem.BAD_SECRET: "has a damaged secret: copy the whole link again",
        LinkProblem.BAD_OPTION: "has an option other than tls=0 or tls=1",
    }


def _check_link(text: str, option: str | None) -> str:
    # The link checks are imported for a command line with a link only: a plain start does
    # not load the network's modules before its first frame (issue 33 point 4).
    from popout_desktop.net.internet_link import LinkError, is_internet_link, parse_link
    from popout_desktop.net.protocol import parse_invite

    prefix = f"{option}: " if option else ""
    if is_internet_link(text):
        try:
            parse_link(text)
        except LinkError as error:
            raise UsageError(
                f"{prefix}{shown(text.strip())} {_link_problems()[error.code]}"
            ) from None
        return text.strip()
    try:
        parse_invite(text)
    except ValueError as error:  # it quotes the text: quoted short here, its secret left out
        reason = str(error).replace(repr(text.strip()[:80]), shown(text.strip()))
        raise UsageError(f"{prefix}{reason}") from None
    return text.strip()


def _language_codes() -> list[str] | None:
    """The interface's languages (one definition: :mod:`popout_desktop.app.translations`, which
    needs ``QtCore``); None if Qt does not load (the start then fails with the reason anyway)."""
    try:
        from popout_desktop.app.translations import LANGUAGES
    except ImportError:
        return None
    return list(LANGUAGES)


def _check_language(text: str) -> str:
    codes = _language_codes()
    code = text.strip().lower()
    if codes is not None and code not in codes:
        raise UsageError(f"--lang must be one of {', '.join(codes)}, not {shown(text)}")
    return code


def _preset(text: str) -> Rules:
    name = text.strip().lower().replace("-", "_")
    if name not in PRESET_NAMES:
        raise UsageError(f"--preset must be one of {', '.join(PRESET_NAMES)}, not {shown(text)}")
    return Rules.preset(name)


def _table(options: argparse.Namespace) -> Rules:
    """The table the table options describe; UsageError, explained as the table dialog explains
    it, for an impossible one."""
    base = Rules() if options.preset is None else _preset(options.preset)
    fields = base.fields()
    if options.columns is not None:
        fields["columns"] = options.columns
    if options.rows is not None:
        fields["rows"] = options.rows
    if options.connect is not None:
        fields["connect"] = options.connect
    if options.pop_ten is not None:
        fields["pop_ten"] = True
    if options.pop_out is not None:
        fields["pop_out"] = options.pop_out
    elif options.pop_ten:
        fields["pop_out"] = False  # Pop 10 has pops of its own: asking for it asks for no Pop Out
    if options.side_columns is not None:
        fields["side_columns"] = True
    if options.repetition_draw is not None:
        fields["repetition_draw"] = True
    if options.power_up is not None:
        fields["power_up"] = True
    pop_ten = fields["pop_ten"]
    if options.target is not None and not pop_ten:
        raise UsageError("--target is Pop 10's: use it with --pop-ten or --preset pop_ten")
    if not pop_ten:
        fields["target"] = Rules().target  # without Pop 10 the target means nothing
    elif options.target is not None:
        fields["target"] = options.target
    else:  # as the table dialog does
        fields["target"] = suggested_target(fields["columns"], fields["rows"])
    if Rules.problems(**fields):
        raise UsageError(_impossible(fields) or "the table cannot be played")
    try:
        return Rules.from_fields(fields)
    except ValueError as error:  # a rule the explanations do not know yet: the rules' words
        raise UsageError(str(error)) from None


def _impossible(fields: RuleFields) -> str | None:
    """Why the table of ``fields`` cannot be played, in the words of the table dialog. They are
    the only part of the command line that lives with the dialog, so they are imported only
    when a table is impossible (they load QtCore only to translate, no display)."""
    from popout_desktop.ui.table_problems import fields_problem

    return fields_problem(fields)
