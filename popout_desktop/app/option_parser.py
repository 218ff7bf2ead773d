"""The argument parser class of ``popout``'s command line (:mod:`popout_desktop.app.options` is
its grammar): argparse's parser, made to raise :class:`~popout_desktop.app.options.UsageError`
with a short, scrubbed message instead of printing and exiting, and to take no abbreviation.

Imported by :func:`~popout_desktop.app.options.build_parser` only, so :mod:`argparse` (and the
:mod:`gettext` it loads) is not loaded by a start whose command line needs no parser: the usual
one (issue 33 point 4). Pure Python: no Qt.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from typing import NoReturn

from popout_desktop.app.options import MAX_QUOTED, UsageError, clipped, shown

__all__ = ["StrictParser"]

#: What argparse takes for a negative number (a value, not an option), as its own pattern.
_NEGATIVE_NUMBER = re.compile(r"-\d+|-\d*\.\d+")


class StrictParser(argparse.ArgumentParser):
    """An argument parser that raises :class:`UsageError` instead of printing and exiting, and
    takes no abbreviation at all.

    ``allow_abbrev=False`` stops ``--col`` for ``--columns``, but argparse still reads an option
    with one dash by its prefix (``-plat`` for ``-platform``, even ``-p``): such an argument must
    be spelled out in full here.
    """

    #: The words being parsed, so that :meth:`error` can quote argparse's values short.
    _words: Sequence[str] = ()

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        options, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(_unrecognized(extras))
        return options

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        words = list(args) if args is not None else []
        self._words = words
        for word in words[: words.index("--")] if "--" in words else words:
            name = word.split("=", 1)[0]
            if (
                word.startswith("-")
                and not word.startswith("--")
                and len(word) > 1
                and name not in self._option_string_actions
                and not _NEGATIVE_NUMBER.fullmatch(word)
            ):
                self.error(_unrecognized([word]))
        return super().parse_known_args(words, namespace)

    def error(self, message: str) -> NoReturn:
        raise UsageError(_scrubbed(message, self._words))

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise UsageError(message or f"exit {status}")  # no action of ours exits: never reached


def _plain(word: str) -> str:
    """``word`` as a list of words in a message shows it: as it is if it is short, printable and
    no link with a secret, else :func:`shown`."""
    return word if clipped(word) == word and word.isprintable() and word.strip() else shown(word)


def _unrecognized(extras: Sequence[str]) -> str:
    """The message for words nobody takes: the first of them, as many more as fit in about
    :data:`MAX_QUOTED` characters, and how many are left."""
    listed: list[str] = []
    for word in extras:
        text = _plain(word)
        if listed and sum(len(item) + 1 for item in listed) + len(text) > MAX_QUOTED:
            break
        listed.append(text)
    rest = len(extras) - len(listed)
    more = f" and {rest} more" if rest else ""
    return f"unrecognized arguments: {' '.join(listed)}{more}"


def _scrubbed(message: str, words: Sequence[str]) -> str:
    """argparse's ``message`` with every value of ``words`` it quotes (whole, or after an
    option's ``=``) that is long, unprintable or a link with a secret quoted short instead."""
    parts = {word for word in words if word}
    parts |= {word.split("=", 1)[1] for word in words if "=" in word}
    for part in sorted(parts, key=len, reverse=True):
        if not part or _plain(part) == part:
            continue
        short = shown(part)
        message = message.replace(repr(part), short)
        if part.strip():  # not a blank: every space of the message would be quoted
            message = message.replace(part, short)
    return message
