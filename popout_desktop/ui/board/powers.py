"""Power Up's power checkers in the interface: their names and the keys that arm them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from popout_desktop.rules import POWER_KINDS

__all__ = ["POWER_KEYS", "POWER_KINDS", "power_name"]

#: The key that arms each power checker on the board.
POWER_KEYS: dict[Qt.Key, str] = {
    Qt.Key.Key_A: "anvil",
    Qt.Key.Key_B: "bomb",
    Qt.Key.Key_W: "wall",
    Qt.Key.Key_X: "double",
}


def power_name(kind: str) -> str:
    """The translated name of power checker ``kind``: "anvil", "bomb", "wall", "×2"."""
    names = {
        "anvil": QCoreApplication.translate("Powers", "anvil"),
        "bomb": QCoreApplication.translate("Powers", "bomb"),
        "wall": QCoreApplication.translate("Powers", "wall"),
        "double": QCoreApplication.translate("Powers", "×2"),
    }
    return names.get(kind, kind)
