"""How the game names a player: the name a person typed, else one made when it is shown.

A player without a typed name is stored with the name "" (in the settings, the session and a
saved game alike): "no name given". Every view names such a player when it paints, from its
colour in the theme and language in force ("Red", "Blue ✕", "Красные"...), so a name nobody
typed follows the table: switch the theme or the language and the players panel, the status
line, the move list, the result card and the narration all say the new words at once.

A computer is named the same way (by its colour); what it is says :func:`computer_label`, the
one form of "Computer (medium)" that the New Game dialog, the players panel and the statistics
all use.

Names stored before "" meant "no name given" (saved games, autosaves of earlier versions) hold
the colour's or the computer's name as text, in the language and theme of that day. Such a
name is read as untouched: a stored name equal to a name the game itself gives a player (either
colour in any theme, "Computer" or "Computer (<level>)") in English or any shipped language
(:func:`is_default_name`). A person who typed exactly "Yellow" as their name is therefore
called by their colour: a small price for never showing "Blue ✕" on a red disc.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import LEVEL_CHOICES
from popout_desktop.ui.board.themes import Theme

__all__ = [
    "computer_label",
    "display_name",
    "is_default_name",
    "level_label",
    "typed_name",
]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate


def level_label(level: str) -> str:
    """The translated name of a computer level ("Medium"), for the level choosers."""
    return {
        "beginner": translate("NewGameDialog", "Beginner"),
        "easy": translate("NewGameDialog", "Easy"),
        "medium": translate("NewGameDialog", "Medium"),
        "hard": translate("NewGameDialog", "Hard"),
        "expert": translate("NewGameDialog", "Expert"),
    }.get(level, level)


def computer_label(level: str | None) -> str:
    """What a computer player is, in the one form every view uses: "Computer (medium)"; just
    "Computer" without a known level."""
    return {
        "beginner": translate("NewGameDialog", "Computer (beginner)"),
        "easy": translate("NewGameDialog", "Computer (easy)"),
        "medium": translate("NewGameDialog", "Computer (medium)"),
        "hard": translate("NewGameDialog", "Computer (hard)"),
        "expert": translate("NewGameDialog", "Computer (expert)"),
    }.get(level or "", translate("NewGameDialog", "Computer"))


#: The names the game gives a player, as written in the source: (context, text).
_SOURCE_DEFAULTS: tuple[tuple[str, str], ...] = (
    ("Theme", "Red"),
    ("Theme", "Yellow"),
    ("Theme", "Blue ✕"),
    ("Theme", "Orange ○"),
    ("NewGameDialog", "Computer"),
    ("NewGameDialog", "Computer (beginner)"),
    ("NewGameDialog", "Computer (easy)"),
    ("NewGameDialog", "Computer (medium)"),
    ("NewGameDialog", "Computer (hard)"),
    ("NewGameDialog", "Computer (expert)"),
)


def _shipped_languages() -> Iterable[QTranslator]:
    """A translator per shipped language (the game's own ``.qm`` files) that loads."""
    # Imported here: the application package is the assembly, the views only borrow its files.
    from popout_desktop.app.resources import ResourceNotFoundError, resource_path
    from popout_desktop.app.translations import LANGUAGES

    for code in LANGUAGES:
        if code == "en":
            continue
        translator = QTranslator()
        try:
            path = resource_path("translations", f"popout_{code}.qm")
        except ResourceNotFoundError:
            continue
        if translator.load(str(path)):
            yield translator


@cache
def _default_names() -> frozenset[str]:
    """Every name the game gives a player, in English and every shipped language."""
    names = {text for _, text in _SOURCE_DEFAULTS}
    for translator in _shipped_languages():
        for context, text in _SOURCE_DEFAULTS:
            names.add(translator.translate(context, text) or text)
    return frozenset(names)


def is_default_name(name: str, look: Theme | None = None) -> bool:
    """True if ``name`` is one the game gives a player, not one a person typed: "" (no name
    given), or a colour's or the computer's name in English or any shipped language (the
    language in force and ``look``'s colours included, whatever their words)."""
    name = " ".join(name.split())
    if not name or name in _default_names():
        return True
    now: set[str] = {computer_label(level) for level in (*LEVEL_CHOICES, None)}
    if look is not None:
        now |= {look.colour_name(1), look.colour_name(2)}
    return name in now


def typed_name(info: PlayerInfo) -> str:
    """The name a person typed for ``info``, "" when none was (or the one stored is a name the
    game gave: see :func:`is_default_name`)."""
    return "" if is_default_name(info.name) else info.name


def display_name(info: PlayerInfo, player: int, look: Theme) -> str:
    """The name shown for ``player``: the one typed, else its colour in ``look`` and the
    language in force. A computer is named by its colour too; :func:`computer_label` says the
    rest on its own line."""
    if is_default_name(info.name, look):
        return look.colour_name(player)
    return info.name
