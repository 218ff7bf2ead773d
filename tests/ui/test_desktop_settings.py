"""The desktop's own settings: the System theme turns High contrast when the desktop asks for
it, the System animation speed turns Off when the desktop reduces motion, a chosen theme or
speed is kept, and font changes are passed on (popout_desktop.ui.desktop_settings)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Move
from popout_desktop.settings.schema import DEFAULT_SPEED
from popout_desktop.settings.store import SCHEMA, Settings
from popout_desktop.ui.board.animations import AnimationQueue, Speed, resolve_speed
from popout_desktop.ui.board.themes import (
    ColourSchemeWatcher,
    system_theme,
    system_theme_key,
    theme,
)
from popout_desktop.ui.desktop_settings import (
    DesktopSettings,
    desktop_settings,
    high_contrast,
    keep_font_relative,
    motion_reduced_by,
    reduced_motion,
    relative_font,
    text_pixel_size,
)
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import now

HIGH = Qt.ContrastPreference.HighContrast
NONE = Qt.ContrastPreference.NoPreference


def _contrast_signal_emit(preference: Qt.ContrastPreference) -> None:
    """What Qt does when the desktop's contrast preference changes."""
    QGuiApplication.styleHints().accessibility().contrastPreferenceChanged.emit(preference)


@pytest.fixture(autouse=True)
def _desktop_put_back(qapp: QApplication) -> Iterator[None]:
    """Every test starts and ends with a desktop asking for nothing."""
    desktop = desktop_settings()
    desktop.on_contrast_preference_changed(NONE)
    desktop.set_reduced_motion(False)
    yield
    desktop.on_contrast_preference_changed(NONE)
    desktop.set_reduced_motion(False)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(settings=Settings(tmp_path / "popout.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    return win


# -- contrast ----------------------------------------------------------------------------------


def test_the_desktop_settings_are_one_object_of_the_application(qapp: QApplication) -> None:
    assert desktop_settings() is desktop_settings()
    assert desktop_settings().parent() is qapp


def test_offscreen_the_sessions_desktop_is_not_followed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests and screenshots run offscreen: a developer's desktop with animations off must not
    turn their animations off."""
    asked: list[str] = []
    monkeypatch.setattr(DesktopSettings, "_read_platform_motion", lambda self: asked.append("read"))
    assert QGuiApplication.platformName() == "offscreen"
    existing = desktop_settings()
    existing.setObjectName("aside")  # so that the application's one is made again
    try:
        made = desktop_settings()
        assert made is not existing
        assert asked == []
        made.setObjectName("")
        made.deleteLater()
    finally:
        existing.setObjectName("desktop_settings")
    assert desktop_settings() is existing
    DesktopSettings(watch=True).deleteLater()  # where a desktop is, it is read
    assert asked == ["read"]


def test_the_contrast_preference_is_read_from_qts_accessibility_hints(
    qtbot: QtBot, qapp: QApplication
) -> None:
    desktop = DesktopSettings(watch=False)
    assert desktop.high_contrast is False  # offscreen: no preference
    with qtbot.waitSignal(desktop.contrast_changed) as blocker:
        _contrast_signal_emit(HIGH)
    assert blocker.args == [True]
    assert now(lambda: desktop.high_contrast)
    with qtbot.waitSignal(desktop.contrast_changed) as blocker:
        _contrast_signal_emit(NONE)
    assert blocker.args == [False]
    with qtbot.assertNotEmitted(desktop.contrast_changed):
        desktop.on_contrast_preference_changed(NONE)  # no change, no signal
    desktop.deleteLater()


def test_high_contrast_asked_for_makes_the_system_theme_high_contrast() -> None:
    assert system_theme_key(Qt.ColorScheme.Light, contrast=True) == "contrast"
    assert system_theme_key(Qt.ColorScheme.Dark, contrast=True) == "contrast"
    assert system_theme_key(Qt.ColorScheme.Dark, contrast=False) == "dark"
    look = system_theme(Qt.ColorScheme.Light, contrast=True)
    assert look.key == "system"  # what is stored and checked in the menus
    assert look.look == "contrast"
    assert look.board == theme("contrast").board
    assert look.player_symbols == ("cross", "ring")
    # The discs are blue and orange: the names say so, not "Red" and "Yellow".
    assert (look.colour_name(1), look.colour_name(2)) == ("Blue ✕", "Orange ○")
    assert system_theme(Qt.ColorScheme.Light, contrast=False).colour_name(1) == "Red"


def test_the_scheme_watcher_tells_of_a_contrast_change(qtbot: QtBot, qapp: QApplication) -> None:
    watcher = ColourSchemeWatcher()
    start = watcher.key
    with qtbot.waitSignal(watcher.scheme_changed) as blocker:
        _contrast_signal_emit(HIGH)
    assert blocker.args == ["contrast"] and watcher.key == "contrast"
    with qtbot.waitSignal(watcher.scheme_changed) as blocker:
        _contrast_signal_emit(NONE)
    assert blocker.args == [start]


def test_the_system_theme_follows_the_contrast_preference_live_and_back(
    qtbot: QtBot, window: MainWindow, qapp: QApplication
) -> None:
    assert window.board.theme.key == "system"  # the default
    normal = window.board.theme.look
    assert normal in ("classic", "dark")
    with qtbot.waitSignal(window.scheme_watcher.scheme_changed):
        _contrast_signal_emit(HIGH)
    assert high_contrast()
    assert window.board.theme.key == "system"
    assert window.board.theme.look == "contrast"
    assert window.board.theme.board == theme("contrast").board
    assert window.review_board.theme.board == theme("contrast").board
    assert qapp.palette().color(QPalette.ColorRole.Window) == theme("contrast").window.window
    assert "Blue ✕" in window.status_text()  # the players' colours as the discs show them
    checked = [a.data() for a in window.theme_actions.actions() if a.isChecked()]
    assert checked == ["system"]
    assert window.settings is not None and window.settings.value("prefs/theme") == "system"

    with qtbot.waitSignal(window.scheme_watcher.scheme_changed):
        _contrast_signal_emit(NONE)
    assert window.board.theme.look == normal
    assert window.board.theme.board == theme(normal).board
    assert qapp.palette().color(QPalette.ColorRole.Window) == theme(normal).window.window


@pytest.mark.parametrize("chosen", ["classic", "dark"])
def test_a_theme_chosen_in_the_menu_is_kept_when_the_desktop_asks_for_contrast(
    qtbot: QtBot, window: MainWindow, qapp: QApplication, chosen: str
) -> None:
    window.set_theme(chosen)
    with qtbot.waitSignal(window.scheme_watcher.scheme_changed):
        _contrast_signal_emit(HIGH)
    assert window.board.theme.key == chosen
    assert window.board.theme.board == theme(chosen).board
    assert window.review_board.theme.board == theme(chosen).board
    assert window.settings is not None and window.settings.value("prefs/theme") == chosen
    # ... and choosing System then follows the desktop's request.
    window.set_theme("system")
    assert window.board.theme.look == "contrast"


def test_a_window_opened_while_the_desktop_asks_for_contrast_starts_high_contrast(
    qtbot: QtBot, tmp_path: Path
) -> None:
    desktop_settings().on_contrast_preference_changed(HIGH)
    win = MainWindow(settings=Settings(tmp_path / "p.ini"), autosave=tmp_path / "a.popout")
    qtbot.addWidget(win)
    assert win.board.theme.key == "system" and win.board.theme.look == "contrast"


# -- reduced motion ----------------------------------------------------------------------------


def test_the_system_speed_is_the_default_and_a_stored_speed_is_kept() -> None:
    assert DEFAULT_SPEED == "system" == SCHEMA["prefs/speed"].default
    for name in ("system", "off", "fast", "normal", "slow"):
        assert SCHEMA["prefs/speed"].valid(name)
    assert Speed["SYSTEM"] is Speed.SYSTEM


def test_the_system_speed_resolves_from_reduced_motion() -> None:
    assert resolve_speed(Speed.SYSTEM, reduce_motion=True) is Speed.OFF
    assert resolve_speed(Speed.SYSTEM, reduce_motion=False) is Speed.NORMAL
    for chosen in (Speed.OFF, Speed.FAST, Speed.NORMAL, Speed.SLOW):
        assert resolve_speed(chosen, reduce_motion=True) is chosen


def test_reduced_motion_turns_the_system_speed_off_live(qtbot: QtBot, window: MainWindow) -> None:
    assert window.settings is not None and window.settings.value("prefs/speed") == "system"
    assert window.board.speed is Speed.NORMAL
    with qtbot.waitSignal(desktop_settings().motion_changed):
        desktop_settings().set_reduced_motion(True)
    assert reduced_motion()
    assert now(lambda: window.board.speed) is Speed.OFF
    # A drop is shown at once: nothing is left to animate.
    window.model.play(Move.drop(3))
    assert not window.board.animating
    with qtbot.waitSignal(desktop_settings().motion_changed):
        desktop_settings().set_reduced_motion(False)
    assert window.board.speed is Speed.NORMAL
    window.model.play(Move.drop(3))
    assert now(lambda: window.board.animating)
    qtbot.waitUntil(lambda: not window.board.animating)


def test_a_speed_chosen_in_the_menu_is_kept_when_the_desktop_reduces_motion(
    window: MainWindow,
) -> None:
    window.set_speed("slow")
    desktop_settings().set_reduced_motion(True)
    assert window.board.speed is Speed.SLOW
    window.set_speed("system")
    assert now(lambda: window.board.speed) is Speed.OFF


def test_a_step_playing_when_motion_is_reduced_finishes_at_once(qtbot: QtBot) -> None:
    from popout_desktop.ui.board.animations import Step

    queue = AnimationQueue()
    queue.set_speed(Speed.SYSTEM)
    queue.push(Step(duration=10_000))
    assert queue.busy and queue.chosen_speed is Speed.SYSTEM
    with qtbot.waitSignal(queue.emptied):
        desktop_settings().set_reduced_motion(True)
    assert not now(lambda: queue.busy) and queue.speed is Speed.OFF


@pytest.mark.parametrize(
    ("namespace", "key", "value", "reduced"),
    [
        ("org.gnome.desktop.interface", "enable-animations", False, True),
        ("org.gnome.desktop.interface", "enable-animations", True, False),
        ("org.kde.kdeglobals.KDE", "AnimationDurationFactor", 0.0, True),
        ("org.kde.kdeglobals.KDE", "AnimationDurationFactor", 0.5, False),
        ("org.kde.kdeglobals.KDE", "AnimationDurationFactor", "0", True),
        ("org.gnome.desktop.interface", "gtk-theme", "Adwaita", None),
        ("org.freedesktop.appearance", "color-scheme", 1, None),
    ],
)
def test_what_the_portals_settings_say_of_motion(
    namespace: str, key: str, value: object, reduced: bool | None
) -> None:
    assert motion_reduced_by(namespace, key, value) is reduced


def test_a_portal_change_reaches_reduced_motion(qtbot: QtBot, qapp: QApplication) -> None:
    desktop = DesktopSettings(watch=False)
    with qtbot.waitSignal(desktop.motion_changed) as blocker:
        desktop.on_portal_setting_changed("org.gnome.desktop.interface", "enable-animations", False)
    assert blocker.args == [True] and desktop.reduced_motion
    with qtbot.assertNotEmitted(desktop.motion_changed):
        desktop.on_portal_setting_changed("org.gnome.desktop.interface", "gtk-theme", "Adwaita")
    with qtbot.waitSignal(desktop.motion_changed) as blocker:
        desktop.on_portal_setting_changed("org.gnome.desktop.interface", "enable-animations", True)
    assert blocker.args == [False]
    desktop.deleteLater()


def test_the_preferences_offer_the_system_speed(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "p.ini")
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    combo = dialog.speed_combo
    assert combo.itemData(0) == "system"
    assert combo.itemText(0) == "System"
    assert combo.currentData() == "system"  # the default
    tip = combo.itemData(0, Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str) and "reduce motion" in tip


# -- fonts -------------------------------------------------------------------------------------


@pytest.fixture
def bigger_font(qapp: QApplication) -> Iterator[QFont]:
    """A font half as big again as the application's; the application's is put back after."""
    before = QFont(qapp.font())
    bigger = QFont(before)
    bigger.setPointSizeF(before.pointSizeF() * 1.5)
    yield bigger
    qapp.setFont(before)


def test_a_font_change_is_passed_on(qtbot: QtBot, qapp: QApplication, bigger_font: QFont) -> None:
    with qtbot.waitSignal(desktop_settings().font_changed):
        qapp.setFont(bigger_font)


def test_a_relative_font_follows_the_desktops_font_size_live(
    qtbot: QtBot, qapp: QApplication, bigger_font: QFont
) -> None:
    label = QLabel("Red to move")
    qtbot.addWidget(label)
    start = qapp.font().pointSizeF()
    keep_font_relative(label, 1.4, bold=True)
    assert label.font().pointSizeF() == pytest.approx(start * 1.4)
    assert label.font().bold()
    with qtbot.waitSignal(desktop_settings().font_changed):
        qapp.setFont(bigger_font)
    assert label.font().pointSizeF() == pytest.approx(bigger_font.pointSizeF() * 1.4)
    assert label.font().bold()
    # A font set once does not follow: this is what keep_font_relative is for.
    fixed = QLabel("Red to move")
    qtbot.addWidget(fixed)
    fixed.setFont(relative_font(1.4))
    qapp.setFont(QFont(bigger_font.family(), round(bigger_font.pointSizeF() * 2)))
    assert fixed.font().pointSizeF() == pytest.approx(bigger_font.pointSizeF() * 1.4)
    assert label.font().pointSizeF() == pytest.approx(round(bigger_font.pointSizeF() * 2) * 1.4)
    # Keeping it again replaces the first rule.
    keep_font_relative(label, 2.0)
    assert label.font().pointSizeF() == pytest.approx(qapp.font().pointSizeF() * 2.0)
    assert not label.font().bold()


def test_the_text_pixel_size_follows_the_application_font(
    qapp: QApplication, bigger_font: QFont
) -> None:
    before = text_pixel_size()
    assert before > 0
    qapp.setFont(bigger_font)
    assert text_pixel_size() >= round(before * 1.4)


@pytest.mark.skipif(
    shutil.which("dbus-run-session") is None or not sys.platform.startswith("linux"),
    reason="needs a D-Bus session (dbus-run-session, from dbus-daemon)",
)
def test_reduced_motion_is_read_from_the_desktop_portal_on_a_real_bus(python: str) -> None:
    """On a D-Bus session of its own, a stand-in portal says GNOME's animations are off, then
    on: the desktop settings read the first at start and follow the change live."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    done = subprocess.run(
        ["dbus-run-session", "--", python, "-m", "tests.ui.portal_check", "client"],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["start reduced=True", "changed reduced=[False]"]


#: Run in a child (a process has one QApplication): the game's own application passes on a font
#: change and a theme change to the desktop settings, with no application-wide event filter.
GAME_APPLICATION_CHILD = """
import json

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from popout_desktop.ui import desktop_settings as module
from popout_desktop.ui.desktop_settings import GameApplication, desktop_settings, keep_font_relative

app = GameApplication(["popout"])
filtered = []
module.DesktopSettings.eventFilter = lambda self, watched, event: filtered.append(1) or False
settings = desktop_settings()
fonts, themes = [], []
settings.font_changed.connect(lambda: fonts.append(1))
app.theme_changed.connect(lambda: themes.append(1))
label = QLabel("Red to move")
label.setStyleSheet("QLabel { color: black; }")
keep_font_relative(label, 2.0)
bigger = QFont(app.font())
bigger.setPointSizeF(app.font().pointSizeF() * 1.5)
app.setFont(bigger)
app.setFont(bigger)  # the same font again: no change
QCoreApplication.sendEvent(app, QEvent(QEvent.Type.ThemeChange))
app.processEvents()
print(json.dumps({
    "fonts": len(fonts),
    "themes": len(themes),
    "filtered": len(filtered),
    "label_follows": abs(label.font().pointSizeF() - bigger.pointSizeF() * 2.0) < 0.01,
}))
"""


def child_json(python: str, env: dict[str, str], code: str) -> Any:
    """Run ``code`` in a child Python; the JSON of its last line (the child must succeed)."""
    done = subprocess.run(
        [python, "-c", code],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_the_games_application_passes_on_font_and_theme_changes_without_a_filter(
    python: str, subprocess_env: dict[str, str]
) -> None:
    """The game runs a GameApplication (issue 33 point 4): font_changed is emitted once per
    change of the application font and a relative font follows, as under the filter; the
    theme change is passed on; DesktopSettings' filter never runs."""
    assert child_json(python, subprocess_env, GAME_APPLICATION_CHILD) == {
        "fonts": 1,
        "themes": 1,
        "filtered": 0,
        "label_follows": True,
    }


#: Run in a child: the game's application, given the user's own ``-style``, then the first theme.
FUSION_CHILD = """
import json
import sys

from PySide6.QtWidgets import QApplication

from popout_desktop.ui.board.themes import apply_theme_palette, theme
from popout_desktop.ui.desktop_settings import GameApplication

app = GameApplication(["popout", "-style", "Windows"])
made_before = "QStyle" in vars(sys.modules["PySide6.QtWidgets"])
apply_theme_palette(app, theme("dark"))
made_after = "QStyle" in vars(sys.modules["PySide6.QtWidgets"])
print(json.dumps({
    "started_in_fusion": app.started_in_fusion,
    "made_before": made_before,
    "made_by_theme": made_after,
    "style": QApplication.style().name(),
}))
"""


def test_the_games_application_starts_in_fusion_and_its_first_theme_asks_no_style(
    python: str, subprocess_env: dict[str, str]
) -> None:
    """The game's style is Fusion whatever the command line says (as apply_theme_palette made
    it before), from the start: the first theme need not ask the style its name, which made
    PySide build QStyle's Python type before the first frame (issue 33 point 4)."""
    assert child_json(python, subprocess_env, FUSION_CHILD) == {
        "started_in_fusion": True,
        "made_before": False,
        "made_by_theme": False,
        "style": "fusion",
    }
