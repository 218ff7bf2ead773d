"""The bundled DejaVu font is registered only where the system has no font for the interface,
frozen or not: a frozen build with a font found (the system's, or the bundled one through its own
fontconfig configuration) does not register it again at every start (issue 33 point 4)."""

from __future__ import annotations

import sys

import pytest
from PySide6 import QtGui
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication

from popout_desktop.app.main import register_bundled_fonts


class _NoFamily:
    """A QFontInfo on a system with no font: no family."""

    def __init__(self, font: QFont) -> None:
        self.font = font

    def family(self) -> str:
        return ""


def test_a_system_with_a_font_registers_nothing_even_frozen(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    before = QGuiApplication.font()
    assert register_bundled_fonts() == []
    assert QGuiApplication.font() == before


def test_a_system_with_no_font_gets_the_bundled_one(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QtGui, "QFontInfo", _NoFamily)
    before = QGuiApplication.font()
    try:
        families = register_bundled_fonts()
        assert families == ["DejaVu Sans"]
        assert QGuiApplication.font().families()[:1] == ["DejaVu Sans"]
    finally:
        QGuiApplication.setFont(before)
