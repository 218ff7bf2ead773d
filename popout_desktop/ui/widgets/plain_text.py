"""Text from a peer or a file, shown as plain text where Qt would guess rich text.

Labels that show such text are set to ``Qt.TextFormat.PlainText``. Tooltips and the texts of
``QMessageBox.warning`` and the like have no format of their own: Qt shows one as rich text when
``Qt.mightBeRichText`` says it might be, so a name such as ``<font size=7>YOU LOST</font>``
would be rendered. :func:`literal_text` gives the text to set instead.
"""

from __future__ import annotations

from PySide6 import QtGui

__all__ = ["literal_text"]


def literal_text(text: str) -> str:
    """``text`` for a tooltip or a message box, shown literally: unchanged when Qt shows it as
    plain text anyway, otherwise escaped inside ``<qt>`` (rich text that reads as ``text``)."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    import html  # only for such a text: the start shows none (issue 33 point 4)

    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"
