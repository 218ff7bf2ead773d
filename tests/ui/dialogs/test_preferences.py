"""Preferences: bound to the settings; OK and Apply store, Cancel does not; defaults; language;
the sound option where sound cannot play."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board import sounds
from popout_desktop.ui.dialogs.preferences import PreferencesDialog


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


@pytest.fixture(autouse=True)
def sound_can_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests below run as on an installation with sound, unless one says otherwise (this
    venv has no Qt Multimedia)."""
    monkeypatch.setattr(sounds, "sound_available", lambda: True)


def open_dialog(
    qtbot: QtBot,
    settings: Settings,
    *,
    language_applies_live: bool = False,
    sound_available: bool | None = None,
) -> PreferencesDialog:
    dialog = PreferencesDialog(
        settings, language_applies_live=language_applies_live, sound_available=sound_available
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(
    dialog: PreferencesDialog, theme: str, speed: str, sound: bool, language: str, cues: bool = True
) -> None:
    for combo, value in (
        (dialog.theme_combo, theme),
        (dialog.speed_combo, speed),
        (dialog.language_combo, language),
    ):
        index = combo.findData(value)
        assert index >= 0, value
        combo.setCurrentIndex(index)
    dialog.sound_check.setChecked(sound)
    dialog.cues_check.setChecked(cues)


CHANGED = {
    "prefs/theme": "contrast",
    "prefs/speed": "slow",
    "prefs/sound": False,
    "prefs/audio_cues": True,
    "prefs/language": "pl",
}


def choose_changed(dialog: PreferencesDialog) -> None:
    choose(dialog, "contrast", "slow", False, "pl")


def stored(settings: Settings) -> dict[str, object]:
    return {key: settings.value(key) for key in CHANGED}


def test_offers_every_choice(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    assert dialog.windowTitle() == "Preferences"

    def items(combo: object) -> list[tuple[str, str]]:
        return [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]  # type: ignore[attr-defined]

    assert items(dialog.theme_combo) == [
        ("system", "System"),
        ("classic", "Classic"),
        ("dark", "Dark"),
        ("contrast", "High contrast"),
    ]
    system = dialog.theme_combo.findData("system")
    assert "desktop" in dialog.theme_combo.itemData(system, Qt.ItemDataRole.ToolTipRole)
    assert items(dialog.speed_combo) == [
        ("system", "System"),
        ("off", "Off"),
        ("fast", "Fast"),
        ("normal", "Normal"),
        ("slow", "Slow"),
    ]
    assert items(dialog.language_combo) == [
        ("", "System default"),
        ("en", "English"),
        ("ru", "Русский"),
        ("pl", "Polski"),
        ("it", "Italiano"),
        ("nl", "Nederlands"),
    ]


def test_starts_from_the_stored_values(qtbot: QtBot, settings: Settings) -> None:
    for key, value in CHANGED.items():
        settings.set_value(key, value)
    dialog = open_dialog(qtbot, settings)
    assert dialog.values() == CHANGED
    assert dialog.theme_sample.theme.key == "contrast"
    assert not dialog.apply_button.isEnabled()
    assert not dialog.language_note.isVisible()


def test_defaults_when_nothing_is_stored(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    assert dialog.values() == {
        "prefs/theme": "system",
        "prefs/speed": "system",
        "prefs/sound": True,
        "prefs/audio_cues": False,
        "prefs/language": "",
    }


def test_ok_stores_every_change(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_changed(dialog)
    with (
        qtbot.waitSignal(dialog.applied) as applied,
        qtbot.waitSignal(dialog.language_changed, check_params_cb=lambda code: code == "pl"),
        qtbot.waitSignal(dialog.accepted),
    ):
        dialog.ok_button.click()
    assert sorted(applied.args[0]) == sorted(CHANGED)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert stored(settings) == CHANGED
    assert stored(Settings(settings.path)) == CHANGED


def test_apply_stores_and_keeps_the_dialog_open(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    assert not dialog.apply_button.isEnabled()
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("off"))
    assert dialog.apply_button.isEnabled()
    with (
        qtbot.waitSignal(settings.changed, check_params_cb=lambda key: key == "prefs/speed"),
        qtbot.waitSignal(dialog.applied, check_params_cb=lambda keys: keys == ["prefs/speed"]),
        qtbot.assertNotEmitted(dialog.language_changed),
    ):
        dialog.apply_button.click()
    assert settings.value("prefs/speed") == "off"
    assert dialog.isVisible()
    assert not dialog.apply_button.isEnabled()
    # Changing back to what is stored needs no Apply either.
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    assert dialog.apply_button.isEnabled()
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("off"))
    assert not dialog.apply_button.isEnabled()


def test_cancel_stores_nothing(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    before = stored(settings)
    choose_changed(dialog)
    with (
        qtbot.assertNotEmitted(settings.changed),
        qtbot.assertNotEmitted(dialog.applied),
        qtbot.waitSignal(dialog.rejected),
    ):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert stored(settings) == before
    assert stored(Settings(settings.path)) == before


def test_cancel_after_apply_keeps_what_was_applied(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("dark"))
    dialog.apply()
    dialog.sound_check.setChecked(False)
    dialog.reject()
    assert settings.value("prefs/theme") == "dark"
    assert settings.value("prefs/sound") is True


def test_defaults_button_shows_defaults_without_storing(qtbot: QtBot, settings: Settings) -> None:
    for key, value in CHANGED.items():
        settings.set_value(key, value)
    dialog = open_dialog(qtbot, settings)
    with qtbot.assertNotEmitted(settings.changed):
        dialog.defaults_button.click()
    assert dialog.values() == {
        "prefs/theme": "system",
        "prefs/speed": "system",
        "prefs/sound": True,
        "prefs/audio_cues": False,
        "prefs/language": "",
    }
    assert stored(settings) == CHANGED
    assert dialog.apply_button.isEnabled()
    assert dialog.isVisible()


def test_the_theme_sample_follows_the_choice(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    for key in ("dark", "contrast", "classic", "system"):
        dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData(key))
        assert dialog.theme_sample.theme.key == key
    assert settings.value("prefs/theme") == "system"  # only shown, not stored
    assert not dialog.theme_sample.interactive


def test_language_note_when_the_language_applies_at_the_next_start(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = open_dialog(qtbot, settings)
    assert not dialog.language_note.isVisible()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("it"))
    assert dialog.language_note.isVisible()
    assert "next time" in dialog.language_note.text()
    dialog.apply()
    assert dialog.language_note.isVisible()  # stored, but the game still runs in English
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData(""))
    assert not dialog.language_note.isVisible()


def test_no_language_note_when_the_language_applies_live(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings, language_applies_live=True)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("nl"))
    assert not dialog.language_note.isVisible()
    with qtbot.waitSignal(dialog.language_changed, check_params_cb=lambda code: code == "nl"):
        dialog.apply()
    assert settings.value("prefs/language") == "nl"


def test_an_unknown_stored_language_shows_as_system_default(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set_value("prefs/language", "xx")
    dialog = open_dialog(qtbot, settings)
    assert dialog.language_combo.currentData() == ""
    assert dialog.apply_button.isEnabled()  # OK would store the system default


def test_labels_have_mnemonics_and_buddies(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    buddies = {label.buddy(): label.text() for label in dialog.findChildren(QLabel)}
    for combo in (dialog.theme_combo, dialog.speed_combo, dialog.language_combo):
        assert "&" in buddies[combo]
    assert "&" in dialog.sound_check.text()
    assert dialog.speed_combo.toolTip()


def test_a_stored_theme_from_before_system_existed_is_kept(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set_value("prefs/theme", "classic")
    dialog = open_dialog(qtbot, settings)
    assert dialog.values()["prefs/theme"] == "classic"
    assert Settings(settings.path).value("prefs/theme") == "classic"


def test_sound_option_is_live_where_sound_can_play(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    assert dialog.sound_available
    assert dialog.sound_check.isEnabled()
    assert dialog.sound_check.isChecked()
    assert not dialog.sound_note.isVisible()
    dialog.sound_check.setChecked(False)
    dialog.apply()
    assert settings.value("prefs/sound") is False


@pytest.mark.parametrize("stored_sound", [True, False])
def test_without_multimedia_the_sound_option_is_off_with_a_note_and_the_setting_kept(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch, stored_sound: bool
) -> None:
    monkeypatch.setattr(sounds, "sound_available", lambda: False)
    settings.set_value("prefs/sound", stored_sound)
    dialog = open_dialog(qtbot, settings)
    assert not dialog.sound_available
    assert not dialog.sound_check.isEnabled()
    assert not dialog.sound_check.isChecked()  # nothing will play, whatever is stored
    assert dialog.sound_note.isVisible()
    assert "Qt Multimedia" in dialog.sound_note.text()
    assert "pip install PySide6-Addons" in dialog.sound_note.text()
    assert "libpulse0" in dialog.sound_note.text()
    assert not dialog.apply_button.isEnabled()  # the unticked box is no change
    # Neither OK, nor Defaults then OK, nor another change stores the sound choice.
    dialog.theme_combo.setCurrentIndex(dialog.theme_combo.findData("dark"))
    with qtbot.waitSignal(dialog.applied) as applied:
        dialog.apply()
    assert applied.args[0] == ["prefs/theme"]
    dialog.defaults_button.click()
    dialog.accept()
    assert settings.value("prefs/sound") is stored_sound
    assert Settings(settings.path).value("prefs/sound") is stored_sound


def test_the_dialog_asks_the_sound_module_by_default(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[bool] = []

    def available() -> bool:
        asked.append(True)
        return False

    monkeypatch.setattr(sounds, "sound_available", available)
    assert not open_dialog(qtbot, settings).sound_check.isEnabled()
    assert asked == [True]
    # A window that knows better (its own player) says so.
    assert open_dialog(qtbot, settings, sound_available=True).sound_check.isEnabled()
    assert asked == [True]


def test_audio_cues_option_is_off_by_default_saved_and_restored(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = open_dialog(qtbot, settings)
    check = dialog.cues_check
    assert check.isEnabled() and not check.isChecked()
    assert "&" in check.text()
    assert check.accessibleName() == "Audio cues"
    # The tooltip explains the code in one sentence.
    tip = check.toolTip()
    assert tip.count(".") == 1 and tip.endswith(".")
    assert all(word in tip for word in ("column", "row", "pop", "opponent"))
    # Beside the sound option, on its row.
    assert check.parentWidget() is dialog.sound_check.parentWidget()
    check.setChecked(True)
    assert dialog.apply_button.isEnabled()
    with qtbot.waitSignal(dialog.applied) as applied:
        dialog.ok_button.click()
    assert applied.args[0] == ["prefs/audio_cues"]
    assert Settings(settings.path).value("prefs/audio_cues") is True
    assert settings.value("prefs/sound") is True  # the sound effects are not touched
    again = open_dialog(qtbot, Settings(settings.path))
    assert again.cues_check.isChecked()
    again.restore_defaults()
    assert not again.cues_check.isChecked()


def test_without_multimedia_the_audio_cues_option_is_off_and_kept(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sounds, "sound_available", lambda: False)
    settings.set_value("prefs/audio_cues", True)
    dialog = open_dialog(qtbot, settings)
    assert not dialog.cues_check.isEnabled()
    assert not dialog.cues_check.isChecked()
    assert dialog.cues_check.toolTip() == "This installation cannot play sound."
    dialog.defaults_button.click()
    dialog.accept()
    assert Settings(settings.path).value("prefs/audio_cues") is True


@pytest.mark.parametrize("language", ["ru", "it", "nl", "pl"])
@pytest.mark.parametrize("sound_available", [True, False])
def test_the_sound_options_are_never_cut(
    qtbot: QtBot, qapp: QApplication, settings: Settings, language: str, sound_available: bool
) -> None:
    """Issue 31 point 3: in every language the sound check boxes get the width of their text
    (they were cut mid-word, without an ellipsis, in Russian, Italian and Dutch), opened in the
    language or switched to it while open; the dialog still fits an 800x600 screen."""
    install_translators(qapp, language)
    try:
        dialog = open_dialog(qtbot, settings, sound_available=sound_available)
        QApplication.processEvents()
        for check in (dialog.sound_check, dialog.cues_check):
            assert check.width() >= check.sizeHint().width(), (check.text(), check.width())
        assert dialog.width() <= 800 and dialog.height() <= 600
    finally:
        install_translators(qapp, "en")
    switched = open_dialog(qtbot, settings, sound_available=sound_available)
    install_translators(qapp, language)
    try:
        # The retranslation waits for every widget to have the change.
        qtbot.waitUntil(
            lambda: switched.cues_check.text() != "Audio cues: hear where &each disc lands"
        )
        checks = (switched.sound_check, switched.cues_check)
        qtbot.waitUntil(
            lambda: all(c.width() >= c.sizeHint().width() for c in checks), timeout=2000
        )
    finally:
        install_translators(qapp, "en")
