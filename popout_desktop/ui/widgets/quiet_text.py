"""A quieter line of text (a note under a field, a caption) that still reads at 4.5:1.

A disabled label looks quiet but reads at 2.8:1 on Classic and tells a screen reader that the
text is "unavailable". A quiet note takes the palette's placeholder colour instead, which every
theme sets at 6.7:1 or more on its window colour (``tests/ui/widgets/test_quiet_text.py``), and
follows the theme when it changes, as the palette's own roles do.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel

__all__ = ["make_quiet"]


def make_quiet(label: QLabel) -> QLabel:
    """Draw ``label`` in the palette's quiet (placeholder) colour; it stays enabled."""
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label
