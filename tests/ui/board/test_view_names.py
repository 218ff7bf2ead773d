"""The themes' and speeds' names are defined once, in the settings; the widgets agree."""

from __future__ import annotations

from popout_desktop.settings.schema import SPEED_CHOICES
from popout_desktop.settings.store import DEFAULT_SPEED, DEFAULT_THEME, SCHEMA, SPEEDS, THEMES
from popout_desktop.ui.board import themes
from popout_desktop.ui.board.animations import Speed


def test_every_theme_name_has_a_look() -> None:
    assert tuple(themes.THEMES) == THEMES
    assert all(look.key == key for key, look in themes.THEMES.items())
    assert themes.DEFAULT_THEME == DEFAULT_THEME == SCHEMA["prefs/theme"].default


def test_every_speed_name_has_a_factor() -> None:
    assert {speed.name.lower() for speed in Speed} == set(SPEED_CHOICES)
    assert ("system", *SPEEDS) == SPEED_CHOICES
    assert SCHEMA["prefs/speed"].default == DEFAULT_SPEED
