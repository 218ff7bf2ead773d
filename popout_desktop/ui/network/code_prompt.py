"""The question for the join code when a guest's way back to its game needs it again.

A host that restarted with another join code refuses a returning guest ``wrong_code``; the
guest's window then asks the person for the code (:func:`join_code_prompt`) instead of
dropping out of the game. The texts keep the translation context of
:class:`~popout_desktop.ui.network.play.NetworkPlay`, where they were first written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from popout_desktop.net.join_code import CODE_MAX_DIGITS

__all__ = ["join_code_prompt"]


def join_code_prompt(parent: QWidget) -> QInputDialog:
    """A dialog asking for the join code (digits only, at most ``CODE_MAX_DIGITS``), not yet
    shown: its ``textValueSelected`` gives the code, ``rejected`` means leave the game."""
    from popout_desktop.ui.network.dialog_parts import CODE_PATTERN

    prompt = QInputDialog(parent)
    prompt.setWindowTitle(QCoreApplication.translate("NetworkPlay", "Join Code"))
    prompt.setInputMode(QInputDialog.InputMode.TextInput)
    prompt.setLabelText(
        QCoreApplication.translate(
            "NetworkPlay",
            "The host asks for the join code again (it may have changed). Type the code "
            "shown on the host's screen to go back to the game:",
        )
    )
    prompt.setOkButtonText(QCoreApplication.translate("NetworkPlay", "&Back to the Game"))
    prompt.setCancelButtonText(QCoreApplication.translate("NetworkPlay", "&Leave"))
    edit = prompt.findChild(QLineEdit)
    if edit is not None:
        edit.setMaxLength(CODE_MAX_DIGITS)
        edit.setValidator(QRegularExpressionValidator(CODE_PATTERN, edit))
    return prompt
