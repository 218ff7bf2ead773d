"""Set-up shared by the widget tests: the application's palette and style, which a theme sets
for the whole application (``apply_theme_palette``), are put back after every test, so no test
sees the colours another one chose.

Qt is imported only inside the fixture, and only once a test has imported it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _application_palette_restored() -> Iterator[None]:
    style = palette = None
    if "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if isinstance(app, QApplication):
            style = app.style().name()
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication, QToolTip

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if style is not None and app.style().name() != style:
        app.setStyle(style)
    palette = QPalette()  # resolve mask 0: the style's own palette again, as at start
    app.setPalette(palette)
    QToolTip.setPalette(app.palette())
