"""The statistics dialog: friendly names, order, totals, live refresh, reset with confirmation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.rules import Reason, Result, Rules
from popout_desktop.rules.table import PRESET_NAMES
from popout_desktop.savefile import PlayerInfo
from popout_desktop.settings.store import Settings
from popout_desktop.ui.dialogs.statistics import StatisticsDialog
from popout_desktop.ui.dialogs.table_texts import preset_label
from tests.narrowing import not_none


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "popout.ini")


def open_dialog(qtbot: QtBot, settings: Settings) -> StatisticsDialog:
    dialog = StatisticsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def record(settings: Settings, opponent: str, won: int = 0, lost: int = 0, drawn: int = 0) -> None:
    for outcome, count in (("won", won), ("lost", lost), ("drawn", drawn)):
        for _ in range(count):
            settings.record_result(opponent, outcome)


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[str]:
    """Make the confirmation answer ``button``; returns the questions asked."""
    asked: list[str] = []

    def question(_parent: object, title: str, text: str, *_args: object) -> object:
        asked.append(f"{title}: {text}")
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_nothing_played_yet(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    assert dialog.windowTitle() == "Statistics"
    assert dialog.rows() == []
    assert dialog.empty_label.isVisible()
    assert not dialog.reset_button.isEnabled()
    headers = [not_none(dialog.table.horizontalHeaderItem(i)).text() for i in range(5)]
    assert headers == ["Opponent", "Won", "Lost", "Drawn", "Games"]


def test_results_per_opponent_with_totals(qtbot: QtBot, settings: Settings) -> None:
    record(settings, "computer-expert", lost=3)
    record(settings, "human", won=2, lost=1, drawn=1)
    record(settings, "computer-beginner", won=4)
    record(settings, "computer-medium", won=1, lost=1, drawn=2)
    dialog = open_dialog(qtbot, settings)
    assert dialog.rows() == [
        ("Two players (Red's results)", 2, 1, 1, 4),
        ("Computer (beginner)", 4, 0, 0, 4),
        ("Computer (medium)", 1, 1, 2, 4),
        ("Computer (expert)", 0, 3, 0, 3),
        ("Total", 7, 5, 3, 15),
    ]
    assert not dialog.empty_label.isVisible()
    assert dialog.reset_button.isEnabled()
    assert not_none(dialog.table.item(4, 0)).font().bold()
    assert not not_none(dialog.table.item(0, 0)).font().bold()


def test_every_level_has_a_friendly_name_in_order(qtbot: QtBot, settings: Settings) -> None:
    for opponent in ("computer-hard", "computer-easy", "computer-expert", "computer-beginner"):
        record(settings, opponent, drawn=1)
    record(settings, "computer-medium", won=1)
    dialog = open_dialog(qtbot, settings)
    assert [row[0] for row in dialog.rows()] == [
        "Computer (beginner)",
        "Computer (easy)",
        "Computer (medium)",
        "Computer (hard)",
        "Computer (expert)",
        "Total",
    ]


def test_an_unknown_opponent_is_listed_last_by_its_key(qtbot: QtBot, settings: Settings) -> None:
    record(settings, "network", won=1)
    record(settings, "human", lost=1)
    dialog = open_dialog(qtbot, settings)
    assert [row[0] for row in dialog.rows()] == ["Two players (Red's results)", "network", "Total"]


def test_the_table_is_read_only(qtbot: QtBot, settings: Settings) -> None:
    record(settings, "human", won=1)
    dialog = open_dialog(qtbot, settings)
    assert dialog.table.editTriggers() == dialog.table.EditTrigger.NoEditTriggers


def test_refreshes_when_a_game_is_counted(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    with qtbot.waitSignal(settings.changed):
        settings.record_result("computer-hard", "won")
    assert dialog.rows() == [("Computer (hard)", 1, 0, 0, 1), ("Total", 1, 0, 0, 1)]
    assert dialog.reset_button.isEnabled()
    settings.record_result("computer-hard", "drawn")
    assert dialog.rows()[0] == ("Computer (hard)", 1, 0, 1, 2)


def test_reset_after_confirmation(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    record(settings, "human", won=1)
    record(settings, "computer-easy", lost=2)
    settings.set_value("prefs/theme", "dark")
    dialog = open_dialog(qtbot, settings)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Reset)
    with qtbot.waitSignal(settings.changed, check_params_cb=lambda key: key == "stats"):
        dialog.reset_button.click()
    assert len(asked) == 1
    assert "cannot be undone" in asked[0]
    assert settings.statistics() == {}
    assert Settings(settings.path).statistics() == {}
    assert settings.value("prefs/theme") == "dark"  # only the statistics go
    assert dialog.rows() == []
    assert dialog.empty_label.isVisible()
    assert not dialog.reset_button.isEnabled()


def test_no_reset_without_confirmation(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    record(settings, "human", drawn=2)
    dialog = open_dialog(qtbot, settings)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    with qtbot.assertNotEmitted(settings.changed):
        dialog.reset_button.click()
    assert len(asked) == 1
    assert settings.statistics() == {"human": {"won": 0, "lost": 0, "drawn": 2}}
    assert dialog.rows()[0] == ("Two players (Red's results)", 0, 0, 2, 2)


# -- per table -----------------------------------------------------------------------------------

OLD_STATISTICS = """[stats]
human\\won=3
human\\drawn=1
computer-hard\\lost=2
"""


def old_settings(tmp_path: Path) -> Settings:
    """Statistics stored before tables were counted: per opponent only."""
    path = tmp_path / "old.ini"
    path.write_text(OLD_STATISTICS, encoding="utf-8")
    return Settings(path)


def counted_game(settings: Settings, rules: Rules, players: tuple[PlayerInfo, PlayerInfo]) -> None:
    """One game on ``rules`` that Red wins (by Yellow's resignation), counted by the session."""
    model = GameModel()
    session = GameSession(model, settings, None)
    session.start(rules, players)
    assert model.end_game(Result(1, Reason.RESIGNATION))


ANN, CPU = PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "hard")


def test_old_statistics_are_still_shown(qtbot: QtBot, tmp_path: Path) -> None:
    settings = old_settings(tmp_path)
    dialog = open_dialog(qtbot, settings)
    assert dialog.view == "opponent"
    assert dialog.rows() == [
        ("Two players (Red's results)", 3, 0, 1, 4),
        ("Computer (hard)", 0, 2, 0, 2),
        ("Total", 3, 2, 1, 6),
    ]
    dialog.set_view("table")
    assert not_none(dialog.table.horizontalHeaderItem(0)).text() == "Table"
    assert dialog.rows() == [
        ("Table not recorded (earlier games)", 3, 2, 1, 6),
        ("Total", 3, 2, 1, 6),
    ]


def test_a_new_pop_ten_win_counts_under_pop_ten_and_its_opponent(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = old_settings(tmp_path)
    dialog = open_dialog(qtbot, settings)
    with qtbot.waitSignal(settings.changed):
        counted_game(settings, Rules.preset("pop_ten"), (ANN, CPU))
    assert dialog.rows() == [
        ("Two players (Red's results)", 3, 0, 1, 4),
        ("Computer (hard)", 1, 2, 0, 3),
        ("Total", 4, 2, 1, 7),
    ]
    dialog.view_box.setCurrentIndex(1)  # as the player picks it
    assert dialog.view == "table"
    assert dialog.rows() == [
        ("Pop 10", 1, 0, 0, 1),
        ("Table not recorded (earlier games)", 3, 2, 1, 6),
        ("Total", 4, 2, 1, 7),
    ]
    # still there after a restart
    again = open_dialog(qtbot, Settings(settings.path))
    again.set_view("table")
    assert again.rows()[0] == ("Pop 10", 1, 0, 0, 1)


def test_every_table_has_its_preset_name_in_order(qtbot: QtBot, settings: Settings) -> None:
    tables = [
        Rules(columns=4, rows=4),
        Rules.preset("power_up"),
        Rules.preset("pop_out_five_in_a_row"),
        Rules.preset("five_in_a_row"),
        Rules.preset("pop_ten"),
        Rules.preset("pop_out"),
        Rules.preset("classic"),
    ]
    for rules in tables:
        counted_game(settings, rules, (ANN, PlayerInfo("Bob")))
    dialog = open_dialog(qtbot, settings)
    assert dialog.rows() == [("Two players (Red's results)", 7, 0, 0, 7), ("Total", 7, 0, 0, 7)]
    dialog.set_view("table")
    assert [row[0] for row in dialog.rows()] == [
        "Classic",
        "Pop Out",
        "5-in-a-Row",
        "Pop Out + 5-in-a-Row",
        "Pop 10",
        "Power Up",
        "Other tables",
        "Total",
    ]
    assert [label for label, *_ in dialog.rows()][:6] == [
        preset_label(name) for name in PRESET_NAMES
    ]
    dialog.set_view("opponent")
    assert not_none(dialog.table.horizontalHeaderItem(0)).text() == "Opponent"


def test_reset_clears_old_and_new_statistics(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = old_settings(tmp_path)
    counted_game(settings, Rules.preset("pop_ten"), (ANN, CPU))
    dialog = open_dialog(qtbot, settings)
    dialog.set_view("table")
    answer(monkeypatch, QMessageBox.StandardButton.Reset)
    dialog.reset_button.click()
    assert dialog.rows() == []
    dialog.set_view("opponent")
    assert dialog.rows() == []
    assert Settings(settings.path).statistics() == {}
    assert "stats" not in Path(settings.path).read_text(encoding="utf-8")


def test_a_damaged_file_keeps_the_results_per_table(qtbot: QtBot, tmp_path: Path) -> None:
    """The keys with a table are statistics keys like the old ones: salvaged from a damaged
    settings file with them."""
    path = tmp_path / "damaged.ini"
    text = OLD_STATISTICS + "computer-hard.pop_ten\\won=2\nhuman.other\\drawn=1\n"
    path.write_bytes(text.encode("utf-8") + b"\xff\x00 broken\n")
    settings = Settings(path)
    assert any("damaged" in problem for problem in settings.problems)
    dialog = open_dialog(qtbot, settings)
    dialog.set_view("table")
    assert dialog.rows() == [
        ("Pop 10", 2, 0, 0, 2),
        ("Other tables", 0, 0, 1, 1),
        ("Table not recorded (earlier games)", 3, 2, 1, 6),
        ("Total", 5, 2, 2, 9),
    ]
