"""The interface languages: shipped files, their completeness, loading, and live switching.

Every test that installs a language restores English afterwards (the ``language`` fixture), since
the other tests check English texts.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QMenu
from pytestqt.qtbot import QtBot

from popout_desktop.app.resources import resource_path
from popout_desktop.app.translations import (
    LANGUAGES,
    current_language,
    install_translators,
    resolve_language,
)
from popout_desktop.settings.store import Settings
from popout_desktop.ui.window.main_window import MainWindow

#: The translated languages (English is the source text).
TRANSLATED = [code for code in LANGUAGES if code != "en"]
BUILD_SCRIPT = Path(__file__).resolve().parents[2] / "build_scripts" / "translations.py"

#: Translations that are rightly the same as the English source.
SAME_AS_ENGLISH = {
    ("ConnectionStatus", "%1 · %2"),
    ("JoinDialog", "?"),
    ("JoinDialog", ", "),
    ("MainWindow", "%1[*] — Pop Out"),
    ("MoveList", "%1. %2 %3"),
    ("NetworkDialogs", "%1×%2"),
    ("NetworkDialogs", ", "),
    ("RulesDialog", "%1 × %2"),
    ("TableSettingsWidget", "; "),
    # The names of the 2009 rules sheet's games stay as they are, like "Pop Out" in it and nl.
    ("NetworkDialogs", "Power Up"),
    ("RulesDialog", "Pop 10"),
    ("RulesDialog", "Power Up"),
    ("RulesDialog", "×2:"),
    ("TableSettingsWidget", "Pop 10"),
    ("TableSettingsWidget", "Power Up"),
    # A score ("7 / 10") and the ×2 power checker's sign, the same in every language.
    ("BoardView", "%1 / %2"),
    ("Powers", "×2"),
    # A table's size, a cell's name and its contents: only their parts are words.
    ("PositionEditor", "%1 (%2×%3)"),
    ("PuzzleMode", "%1 %2×%3"),
    ("SetupBoard", "%1: %2"),
}
SAME_AS_ENGLISH_IN = {
    "ru": {("PositionEditor", "&%1 (1, R)")},
    "pl": {
        ("BrokerSettings", "&Broker:"),
        ("BrokerSettings", "Port:"),
        ("MainWindow", "W%1"),
        ("NetworkPlay", "port %1"),
        ("ExportReplayDialog", "&Format:"),
        ("GameReview", "%1: %2 — %3"),
        ("PositionEditor", "%1 (2, &Y)"),
    },
    "it": {
        ("NewGameDialog", "Computer"),
        ("RulesDialog", "Pop Out"),
        ("TableSettingsWidget", "Pop Out"),
        ("PositionEditor", "&%1 (1, R)"),
        ("PositionEditor", "%1 (2, &Y)"),
    },
    "nl": {
        ("JoinDialog", "Status"),
        ("MainWindow", "&Help"),
        ("MainWindow", "W%1"),
        ("NewGameDialog", "Beginner"),
        ("NewGameDialog", "Expert"),
        ("NewGameDialog", "Computer (beginner)"),
        ("NewGameDialog", "Computer (expert)"),
        ("NewGameDialog", "Computer"),
        ("RulesDialog", "Pop Out"),
        ("TableSettingsWidget", "Pop Out"),
        ("GameReview", "best"),
        ("GameReview", "blunder"),
        ("BoardAccessible", "%1 %2"),  # "Rode muur": the colour, then the power checker
        ("GameReview", "%1: %2 — %3"),
        ("PositionEditor", "&%1 (1, R)"),
        ("PositionEditor", "%1 (2, &Y)"),
    },
}

#: A few messages and what each language makes of them.
KNOWN = {
    ("MainWindow", "&Game"): {"ru": "&Игра", "pl": "&Gra", "it": "&Partita", "nl": "&Spel"},
    ("MainWindow", "%1 wins!"): {
        "ru": "Победа: %1!",
        "pl": "Wygrywa %1!",
        "it": "Vince %1!",
        "nl": "%1 wint!",
    },
    ("Theme", "Red"): {"ru": "Красные", "pl": "Czerwony", "it": "Rosso", "nl": "Rood"},
    ("RulesDialog", "Draws"): {"ru": "Ничьи", "pl": "Remisy", "it": "Patte", "nl": "Remises"},
    ("TableSettingsWidget", "Pop Out"): {
        "ru": "Выталкивание",
        "pl": "Wysunięcie",
        "it": "Pop Out",
        "nl": "Pop Out",
    },
    ("GameModel", "Column %1 is full."): {
        "ru": "Столбец %1 заполнен.",
        "pl": "Kolumna %1 jest pełna.",
        "it": "La colonna %1 è piena.",
        "nl": "Kolom %1 is vol.",
    },
}
#: Qt's own texts (standard buttons), from the qtbase translations PySide6 ships.
QT_CANCEL = {"ru": "Отмена", "pl": "Anuluj", "it": "Annulla", "nl": "Annuleren"}

PLACEHOLDER = re.compile(r"%\d")
TAG = re.compile(r"</?[a-zA-Z][^>]*>")
MNEMONIC = re.compile(r"&([^&\s])")


def ts_file(code: str) -> Path:
    return resource_path("translations", f"popout_{code}.ts")


def messages(code: str) -> list[tuple[str, str, str, ET.Element]]:
    """``(context, source, translation, <translation> element)`` for every message."""
    found = []
    for context in ET.parse(ts_file(code)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            assert element is not None, (code, name, message.findtext("source"))
            found.append((name, message.findtext("source") or "", element.text or "", element))
    return found


def mnemonic(text: str) -> str | None:
    """The mnemonic letter of ``text`` (lower case), or None."""
    match = MNEMONIC.search(text.replace("&&", ""))
    return match.group(1).lower() if match else None


def assert_unique_mnemonics(texts: list[str], where: str) -> None:
    letters = [letter for letter in map(mnemonic, texts) if letter is not None]
    repeated = [letter for letter, count in Counter(letters).items() if count > 1]
    assert not repeated, f"{where}: mnemonic(s) {repeated} used twice in {texts}"


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Callable[[str | None], str]]:
    """Installs a language; English is back after the test, whatever happened."""
    try:
        yield lambda code: install_translators(qapp, code)
    finally:
        install_translators(qapp, "en")


# -- the files ---------------------------------------------------------------------------------


def test_the_languages_shipped() -> None:
    assert list(LANGUAGES) == ["en", "ru", "pl", "it", "nl"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translated_language_ships_its_ts_and_qm(code: str) -> None:
    assert ts_file(code).stat().st_size > 0
    assert resource_path("translations", f"popout_{code}.qm").stat().st_size > 1000
    root = ET.parse(ts_file(code)).getroot()
    assert root.get("language", "").split("_")[0] == code
    assert root.get("sourcelanguage") == "en"


def test_the_build_script_check_passes() -> None:
    """Every string of the sources is in every .ts, translated, and the .qm files are current."""
    assert BUILD_SCRIPT.is_file(), "the tests run from a source checkout"
    done = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "up to date" in done.stdout


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_keeps_its_markup(code: str) -> None:
    all_messages = messages(code)
    assert len(all_messages) > 200
    allowed_same = SAME_AS_ENGLISH | SAME_AS_ENGLISH_IN[code]
    for context, source, translation, element in all_messages:
        where = f"{code} {context}: {source!r} -> {translation!r}"
        assert element.get("type") is None, f"not finished: {where}"
        assert translation.strip(), f"empty: {where}"
        assert (translation == source) == ((context, source) in allowed_same), (
            f"same as English: {where}"
        )
        assert Counter(PLACEHOLDER.findall(translation)) == Counter(PLACEHOLDER.findall(source)), (
            f"placeholders differ: {where}"
        )
        assert translation.count("&") <= 1, f"more than one '&': {where}"
        assert (mnemonic(translation) is None) == (mnemonic(source) is None), (
            f"mnemonic lost or added: {where}"
        )
        assert sorted(TAG.findall(translation)) == sorted(TAG.findall(source)), (
            f"HTML tags differ: {where}"
        )
        assert translation.endswith("…") == source.endswith("…"), f"trailing '…': {where}"
        assert translation.count("\n") == source.count("\n"), f"line breaks differ: {where}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_same_source_text_is_translated_alike_in_every_context(code: str) -> None:
    """e.g. the speeds in the View menu and in the preferences."""
    seen: dict[str, set[str]] = {}
    for context, source, translation, _ in messages(code):
        if context in ("MainWindow", "PreferencesDialog") and source in (
            "Off",
            "Fast",
            "Normal",
            "Slow",
        ):
            seen.setdefault(source, set()).add(translation)
    assert len(seen) == 4
    assert all(len(translations) == 1 for translations in seen.values()), seen


# -- loading -----------------------------------------------------------------------------------


@pytest.mark.parametrize("code", TRANSLATED)
def test_installing_a_language_translates_known_strings(
    language: Callable[[str | None], str], code: str
) -> None:
    assert language(code) == code
    assert current_language() == code
    for (context, source), translations in KNOWN.items():
        assert QCoreApplication.translate(context, source) == translations[code]
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == QT_CANCEL[code]


def test_english_removes_every_translation(language: Callable[[str | None], str]) -> None:
    language("ru")
    assert language("en") == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_main_window_switches_language_live(
    qtbot: QtBot, tmp_path: Path, language: Callable[[str | None], str]
) -> None:
    window = MainWindow(settings=Settings(tmp_path / "popout.ini"))
    qtbot.addWidget(window)
    window.show()
    english_status = window.status_text()
    assert window.game_menu.title() == "&Game"
    assert english_status == "Red to move."

    # What `popout --lang ru` and the preferences do. Qt posts the LanguageChange events.
    language("ru")
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game")
    assert [menu.title() for menu in menus(window)] == [
        "&Игра",
        "&Ход",
        "&Вид",
        "&Настройки",
        "Се&ть",
        "&Справка",
    ]
    assert window.new_game_action.text() == "&Новая игра…"
    assert window.undo_action.iconText() == "Отменить"
    assert window.status_text() == "Ход: Красные."
    assert window.players_panel.name_text(1) == "Красные"
    assert window.move_list.row_texts()[0] == "Начало"
    assert window.players_panel.mark_text(1) == "◀ ход"

    language("it")
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Игра")
    assert window.game_menu.title() == "&Partita"
    assert window.status_text() == "Muove Rosso."

    language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.new_game_action.text() == "&New Game…"
    assert window.status_text() == english_status
    assert window.move_list.row_texts()[0] == "Start"


def test_the_preferences_dialog_switches_language_live(
    qtbot: QtBot, tmp_path: Path, language: Callable[[str | None], str]
) -> None:
    """The one dialog open while the language changes: choosing one there applies it at once."""
    from popout_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings(tmp_path / "popout.ini"), language_applies_live=True)
    qtbot.addWidget(dialog)
    dialog.show()
    language("ru")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Параметры")
    qtbot.wait(10)  # the button box has had its own LanguageChange too
    assert dialog.theme_label.text() == "&Тема:"
    assert dialog.speed_combo.itemText(dialog.speed_combo.findData("fast")) == "Быстро"
    assert dialog.language_combo.itemText(0) == "Как в системе"
    assert dialog.apply_button.text() == "&Применить"  # ours, not Qt's "Применить"
    assert dialog.defaults_button.text() == "По &умолчанию"
    assert dialog.ok_button.text() == "OK"
    assert dialog.buttons.button(dialog.buttons.StandardButton.Cancel).text() == "Отмена"
    language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferences")
    qtbot.wait(10)
    assert dialog.apply_button.text() == "&Apply"
    assert dialog.defaults_button.text() == "&Defaults"
    assert dialog.language_combo.itemText(0) == "System default"


def menus(window: MainWindow) -> list[QMenu]:
    # (PySide6's stub types QAction.menu() as a QObject: a menu bar's action holds a QMenu)
    return [
        menu for action in window.menuBar().actions() if isinstance(menu := action.menu(), QMenu)
    ]


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_mnemonics_are_unique_in_every_menu(
    qtbot: QtBot, tmp_path: Path, language: Callable[[str | None], str], code: str
) -> None:
    language(code)
    window = MainWindow(settings=Settings(tmp_path / "popout.ini"))
    qtbot.addWidget(window)
    assert_unique_mnemonics([menu.title() for menu in menus(window)], f"{code} menu bar")
    for menu in menus(window):
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert_unique_mnemonics(texts, f"{code} {menu.title()}")


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_mnemonics_are_unique_in_every_dialog(
    qtbot: QtBot, tmp_path: Path, language: Callable[[str | None], str], code: str
) -> None:
    from popout_desktop.ui.dialogs.new_game import NewGameDialog
    from popout_desktop.ui.dialogs.preferences import PreferencesDialog
    from popout_desktop.ui.dialogs.statistics import StatisticsDialog
    from popout_desktop.ui.dialogs.table_settings import TableSettingsDialog
    from popout_desktop.ui.network.broker_settings import BrokerDialog, stored_broker

    language(code)
    settings = Settings(tmp_path / "popout.ini")
    dialogs: list[QDialog] = [
        BrokerDialog(stored_broker(settings)),
        NewGameDialog(settings),
        PreferencesDialog(settings),
        StatisticsDialog(settings),
        TableSettingsDialog(settings),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        texts = [b.text() for b in dialog.findChildren(QAbstractButton)]
        texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy()]
        assert any(mnemonic(text) for text in texts)
        assert_unique_mnemonics(texts, f"{code} {type(dialog).__name__}")


# -- choosing the language ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "used"),
    [
        ("ru", "ru"),
        ("pl", "pl"),
        ("it", "it"),
        ("nl", "nl"),
        ("en", "en"),
        ("ru_RU", "ru"),
        ("pl-PL", "pl"),
        ("IT", "it"),
        ("nl_BE.UTF-8", "nl"),
        ("en_GB", "en"),
    ],
)
def test_a_shipped_language_is_used_as_asked(asked: str, used: str) -> None:
    assert resolve_language(asked) == used


@pytest.mark.parametrize(
    ("system", "expected"),
    [("pl_PL.UTF-8", "pl pl pl ru"), ("de_DE.UTF-8", "en en en it"), ("C", "en en en nl")],
)
def test_an_unknown_or_missing_language_falls_back_to_the_system_then_english(
    subprocess_env: dict[str, str], python: str, system: str, expected: str
) -> None:
    """An unknown code, None or "" (the preference "system default") follow the system locale
    when it is shipped, else English; a shipped code wins over the system's."""
    env = {k: v for k, v in subprocess_env.items() if not k.startswith(("LC_", "LANG"))}
    env["LC_ALL"] = env["LANG"] = system
    explicit = expected.split()[-1]
    code = (
        "from popout_desktop.app.translations import resolve_language as r; "
        f"print(r('xx'), r(None), r(''), r('{explicit}'))"
    )
    done = subprocess.run(
        [python, "-c", code], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == expected.split()


def test_no_test_left_a_language_installed() -> None:
    """The fixture's promise, checked once more at the end of this module."""
    assert current_language() == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.mark.parametrize("code", TRANSLATED)
def test_counts_are_said_in_the_language_for_every_count(
    language: Callable[[str | None], str], code: str
) -> None:
    """The review's summary and the editor's counted messages read in the language for any
    count, not only for those whose plural form happens to be the first (Qt fell back to
    English for "%n mistakes" with n = 3 while it was a translate(..., n) call)."""
    from popout_desktop.engine.review import Mark, PlayerSummary
    from popout_desktop.ui.review.texts import summary_text

    language(code)
    for count in (1, 2, 3, 5, 11, 22):
        counts = dict.fromkeys(Mark, count)
        summary = PlayerSummary(player=1, counts=counts, marked=5 * count, accuracy=40.0)
        text = summary_text(summary, lambda player: "P")
        for english in ("best", "good", "inaccurac", "mistake", "blunder"):
            if (code, english) in {("nl", "best"), ("nl", "blunder")}:
                continue  # the same word in Dutch
            assert english not in text, (count, text)
        assert str(count) in text


def test_the_modes_commands_switch_language_before_their_modes_are_made(
    qtbot: QtBot, tmp_path: Path, language: Callable[[str | None], str]
) -> None:
    """A window made as the game makes it (``lazy``) has puzzle mode's, Setup mode's, the game
    review's and replay export's commands in its menus before what runs them is made (issue
    33 point 4): the window retranslates them."""
    window = MainWindow(settings=Settings(tmp_path / "popout.ini"), lazy=True)
    qtbot.addWidget(window)
    window.show()
    language("ru")
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game")
    assert window.puzzles_action.text() == QCoreApplication.translate("PuzzleMode", "Pu&zzles…")
    assert window.puzzles_action.text() != "Pu&zzles…"
    commands = window.editor_commands
    assert commands.setup_action.text() != "Set &Up Position…"
    assert commands.setup_action.text() == QCoreApplication.translate(
        "PositionEditor", "Set &Up Position…"
    )
    assert (
        commands.copy_link_action.statusTip()
        != "Copy a popout://position/ link of the position shown"
    )
    review = window.review_commands.review_action
    assert review.text() == QCoreApplication.translate("GameReview", "Re&view Game")
    assert review.text() != "Re&view Game"
    replay = window.replay_action
    assert replay.text() == QCoreApplication.translate("ReplayExport", "E&xport Replay…")
    assert replay.text() != "E&xport Replay…"
    language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.puzzles_action.text() == "Pu&zzles…"
    assert review.text() == "Re&view Game"
    assert vars(window)["_game_review"] is None
    assert vars(window)["_replay_export"] is None
    assert "_puzzles" in vars(window) and vars(window)["_puzzles"] is None
    assert vars(window)["_position_editor"] is None
