"""The man page of ``popout``, made from its own command-line parser (what ``--help`` prints).

    python build_scripts/make_manpage.py                 # the page (roff) on standard output
    python build_scripts/make_manpage.py -o popout.6     # into a file

help2man runs a program and reads its ``--help``; this reads the same argparse parser that
``--help`` formats (:func:`popout_desktop.app.cli.build_parser`, with the interface's languages, as
:func:`popout_desktop.app.cli.help_text` builds it), so the page and ``--help`` cannot drift:
NAME, SYNOPSIS (argparse's usage), DESCRIPTION (the parser's description), one section per
argument group with each option's help text as ``--help`` words it, then the parser's epilog
(which names the exit statuses), FILES and SEE ALSO. tests/test_debian_package.py checks that every
option and every help text of ``--help`` is on the page. Section 6: games.
"""

from __future__ import annotations

import argparse
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

SECTION = "6"
#: What the page says, beside the parser's own text.
FILES_TEXT = (
    "The game keeps its settings, the autosaved game, statistics and puzzle progress in the "
    "player's own folders: all in $POPOUT_HOME when it is set, else the settings in "
    "~/.config/PopOutDesktop and the rest in ~/.local/share/PopOutDesktop/Pop Out (Qt's "
    "per-user locations, which follow $XDG_CONFIG_HOME and $XDG_DATA_HOME). Uninstalling the "
    "package leaves them in place."
)
SEE_ALSO = "xdg-open(1)"


def roff_text(text: str) -> str:
    """``text`` as roff running text: backslashes and hyphens escaped, and a line that would
    start with ``.`` or ``'`` (a request) protected with ``\\&``."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = [("\\&" + line) if line.startswith((".", "'")) else line for line in text.split("\n")]
    return "\n".join(lines)


def expanded_help(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    """An action's help as ``--help`` prints it, ``%(default)s`` and ``%%`` expanded, on one
    line."""
    formatter = parser._get_formatter()
    text = formatter._expand_help(action) if action.help else ""
    return " ".join(text.split())


def invocation(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    """How ``--help`` names an action (``--host [PORT]``, ``-platform PLATFORM, --platform
    PLATFORM``, ``FILE | LINK``)."""
    formatter = parser._get_formatter()
    return formatter._format_action_invocation(action)


def usage(parser: argparse.ArgumentParser) -> str:
    """argparse's usage, without ``usage:``, on one line."""
    text = parser.format_usage().strip()
    text = text.removeprefix("usage:").strip()
    return " ".join(text.split())


def groups(parser: argparse.ArgumentParser) -> list[tuple[str, list[argparse.Action]]]:
    """The parser's argument groups with their shown actions, in ``--help``'s order."""
    found = []
    for group in parser._action_groups:
        actions = [a for a in group._group_actions if a.help is not argparse.SUPPRESS]
        if actions:
            found.append((group.title or "", actions))
    return found


def manpage(parser: argparse.ArgumentParser, version: str, date: str) -> str:
    """The roff source of the man page of ``parser``'s program."""
    prog = parser.prog
    description = parser.description or ""
    _, _, rest = description.partition(": ")
    summary = (rest or description).split(". ")[0].rstrip(".")
    lines = [
        f'.\\" The man page of {prog}, made by build_scripts/make_manpage.py from its '
        "command-line parser: do not edit.",
        f'.TH {prog.upper()} {SECTION} "{date}" "{prog} {version}" "Games"',
        ".SH NAME",
        f"{roff_text(prog)} \\- {roff_text(summary)}",
        ".SH SYNOPSIS",
        ".nh",
        ".ad l",
        roff_text(usage(parser)),
        ".ad",
        ".hy",
        ".SH DESCRIPTION",
        roff_text(description),
    ]
    for title, actions in groups(parser):
        lines.append(f'.SH "{roff_text(title.upper())}"')
        for action in actions:
            lines += [".TP", f"\\fB{roff_text(invocation(parser, action))}\\fR"]
            lines.append(roff_text(expanded_help(parser, action)))
    if parser.epilog:
        lines += [".SH NOTES", roff_text(" ".join(parser.epilog.split()))]
    lines += [".SH FILES", roff_text(FILES_TEXT), ".SH SEE ALSO", roff_text(SEE_ALSO)]
    return "\n".join(lines) + "\n"


def plain_text(roff: str) -> str:
    """The words of a roff page, requests and font escapes removed, escapes undone (for
    comparing it with ``--help``)."""
    words = []
    for line in roff.splitlines():
        if line.startswith((".", "'")) and not line.startswith(".SH"):
            continue
        line = re.sub(r'^\.SH "?([^"]*)"?$', r"\1", line)
        line = re.sub(r"\\f[BIRP]", "", line)
        line = line.replace("\\&", "").replace("\\-", "-").replace("\\e", "\\")
        words.append(line)
    return " ".join(" ".join(words).split())


def popout_manpage(date: str | None = None) -> str:
    """The page of ``popout``: its parser as ``popout --help`` builds it."""
    from popout_desktop import __version__
    from popout_desktop.app import cli

    parser = cli.build_parser(cli._language_codes())
    return manpage(parser, __version__, date or datetime.now(UTC).strftime("%Y-%m-%d"))


def main(argv: list[str] | None = None) -> int:
    """Command line; the exit status is 0 on success."""
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    options.add_argument("-o", "--output", type=Path, help="write the page here")
    options.add_argument("--date", help="the page's date (default: today, UTC)")
    args = options.parse_args(argv)
    page = popout_manpage(args.date)
    if args.output is None:
        sys.stdout.write(page)
    else:
        args.output.write_text(page, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
