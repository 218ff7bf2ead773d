"""What is wrong with an internet invite link, in the person's language.

:func:`popout_desktop.net.internet_link.parse_link` says why a text is not an invite link with a
:class:`~popout_desktop.net.internet_link.LinkProblem` code; :func:`link_problem_text` gives the
sentence for each code (context ``LinkProblems``), for the Join dialog and for a ``popout://``
link the program was started with. The sentences name the part of the link that is wrong and
what to do, never the text itself (a link is shown as plain text where it is shown at all).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from popout_desktop.net.internet_link import MAX_LINK_LENGTH, LinkProblem

__all__ = ["link_problem_text"]


def link_problem_text(code: LinkProblem) -> str:
    """The sentence that says what ``code`` means, translated."""
    translate = QCoreApplication.translate
    texts = {
        LinkProblem.NOT_A_LINK: translate("LinkProblems", "This is not a popout:// link."),
        LinkProblem.TOO_LONG: translate(
            "LinkProblems",
            "This link is too long: an invite link has at most %1 characters. Copy the link "
            "again, on its own.",
        ).replace("%1", str(MAX_LINK_LENGTH)),
        LinkProblem.NOT_A_ROOM: translate(
            "LinkProblems", "This popout:// link is not an internet game's (they hold /r/)."
        ),
        LinkProblem.BAD_BROKER: translate(
            "LinkProblems", "The broker in this link is not a host name or address."
        ),
        LinkProblem.BAD_PORT: translate(
            "LinkProblems", "The port in this link is not a number from 1 to 65535."
        ),
        LinkProblem.BAD_ROOM: translate(
            "LinkProblems", "The room in this link is damaged: copy the whole link again."
        ),
        LinkProblem.NO_SECRET: translate(
            "LinkProblems",
            "The link has lost its end (the secret after #): copy the whole link again.",
        ),
        LinkProblem.BAD_SECRET: translate(
            "LinkProblems",
            "The secret at the end of this link is damaged: copy the whole link again.",
        ),
        LinkProblem.BAD_OPTION: translate(
            "LinkProblems", "This link has an option this version does not know (only tls=0)."
        ),
    }
    return texts.get(code) or translate("LinkProblems", "This is not an invite link.")
