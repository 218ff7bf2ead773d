"""Why a pasted text is not a position code, in the player's translated words.

:func:`~popout_desktop.savefile.position_code.decode_position` (pure Python) says why in English,
for
programs; :func:`code_error_text` says it to the player: an empty clipboard, an invite link to a
network game pasted by mistake, a code cut short or mistyped, a code of a newer Pop Out, a
position of an impossible table, a Pop 10 or Power Up code with a step the rules refuse (named).
The pasted text is quoted (shortened) so the player sees what was read; whoever shows the
sentence shows it as plain text. Texts are translated in the context ``"PositionEditor"``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from popout_desktop.savefile.position_code import (
    LINK_PREFIX,
    IllegalStepError,
    PositionCodeError,
    is_position_link,
)

__all__ = ["code_error_text", "quoted"]

translate = QCoreApplication.translate

#: The most characters of a pasted text quoted in a message.
QUOTE_LENGTH = 40


def quoted(text: str) -> str:
    """``text`` on one line, shortened to :data:`QUOTE_LENGTH` characters, in quotes."""
    line = " ".join(text.split())
    if len(line) > QUOTE_LENGTH:
        line = line[: QUOTE_LENGTH - 1] + "…"
    return translate("PositionEditor", "“%1”").replace("%1", line)


def code_error_text(text: str, error: PositionCodeError) -> str:
    """Why ``text`` could not be read as a position code (``error`` is the decoder's)."""
    stripped = text.strip()
    if not stripped:
        return translate(
            "PositionEditor",
            "There is no text to read: copy a position code (or a popout://position/ link) "
            "first, then paste it.",
        )
    lowered = stripped.lower()
    if (
        lowered.startswith("popout:")
        and not lowered.startswith(LINK_PREFIX)
        and not is_position_link(stripped)
    ):
        return translate(
            "PositionEditor",
            "%1 is an invite link to a network game, not a position code: open it with "
            "Network → Join Game….",
        ).replace("%1", quoted(stripped))
    detail = str(error)
    if isinstance(error, IllegalStepError):
        return (
            translate(
                "PositionEditor",
                "%1 holds a Pop 10 or Power Up game that Pop Out cannot replay: its step %2 (%3) "
                "is against the rules.",
            )
            .replace("%1", quoted(stripped))
            .replace("%2", str(error.step))
            .replace("%3", str(error.move))
        )
    if "format" in detail:
        reason = translate(
            "PositionEditor",
            "it was made by a newer version of Pop Out, which this one cannot read",
        )
    elif "table is impossible" in detail:
        reason = translate("PositionEditor", "the table it names cannot be played")
    elif "only letters" in detail:
        reason = translate(
            "PositionEditor", "a position code has only letters, digits, - and _ (no spaces)"
        )
    else:
        reason = translate(
            "PositionEditor", "it is cut short or mistyped: copy it again, all of it"
        )
    return (
        translate("PositionEditor", "%1 is not a position code Pop Out can read: %2.")
        .replace("%1", quoted(stripped))
        .replace("%2", reason)
    )
