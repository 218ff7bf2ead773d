"""The cards that lie over the board (the welcome card, the result card) are panels to
assistive technology, named by their headline.

A plain ``QWidget`` or ``QFrame`` is a "filler" on AT-SPI, a role screen readers pass over:
moving the focus into a card then says only the button ("Rematch push button"). As a panel
(``QAccessible.Role.Grouping``) with a name, the card is what Orca says first when the focus
enters it ("The computer wins panel. Rematch push button."). :func:`mark_card` marks a widget
as such a card; the factory installed once gives it that role.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

__all__ = ["CARD_PROPERTY", "mark_card"]

#: The dynamic property that marks a card.
CARD_PROPERTY = "popoutCard"

_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and obj.property(CARD_PROPERTY):
        return QAccessibleWidget(obj, QAccessible.Role.Grouping)
    return None


def mark_card(widget: QWidget) -> None:
    """Make ``widget`` a panel to assistive technology (call before it is first shown)."""
    global _installed
    widget.setProperty(CARD_PROPERTY, True)
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
