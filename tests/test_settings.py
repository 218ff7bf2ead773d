"""Settings: schema validation, persistence, damaged stores, the table, statistics."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Rules
from popout_desktop.settings import SCHEMA, Settings


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "popout.ini"


def test_defaults_when_nothing_is_stored(path: Path) -> None:
    settings = Settings(path)
    for key, setting in SCHEMA.items():
        assert settings.value(key) == setting.default
    assert settings.rules() == Rules()
    assert settings.problems == []


def test_values_persist_across_instances(qtbot: QtBot, path: Path) -> None:
    settings = Settings(path)
    with qtbot.waitSignal(settings.changed, check_params_cb=lambda k: k == "prefs/theme"):
        settings.set_value("prefs/theme", "dark")
    settings.set_rules(Rules.preset("pop_out_five_in_a_row"))
    settings.set_value("players/2/kind", "computer")
    again = Settings(path)
    assert again.value("prefs/theme") == "dark"
    assert again.rules() == Rules.preset("pop_out_five_in_a_row")
    assert again.value("players/2/kind") == "computer"
    assert again.value("table/pop_out") is True


@pytest.mark.parametrize(
    ("key", "value"),
    [("prefs/theme", "neon"), ("table/columns", 99), ("table/pop_out", "yes"), ("prefs/speed", 3)],
)
def test_invalid_values_are_refused(path: Path, key: str, value: object) -> None:
    settings = Settings(path)
    with pytest.raises(ValueError, match="not a valid value"):
        settings.set_value(key, value)
    assert settings.value(key) == SCHEMA[key].default


def test_damaged_store_falls_back_to_defaults_with_a_note(path: Path) -> None:
    path.write_text(
        "[table]\ncolumns=banana\nrows=6\nconnect=6\npop_out=maybe\n"
        "[prefs]\ntheme=neon\nspeed=fast\n",
        encoding="utf-8",
    )
    settings = Settings(path)
    assert settings.value("table/columns") == 7
    assert settings.value("table/pop_out") is True
    assert settings.value("prefs/theme") == "classic"
    assert settings.value("prefs/speed") == "fast"  # the good values survive
    assert len(settings.problems) >= 3
    assert any("table/columns" in p for p in settings.problems)
    assert len(settings.notes()) == len(settings.problems)
    assert any("table/columns" in n for n in settings.notes())


def test_impossible_table_falls_back_to_the_default_table(path: Path) -> None:
    path.write_text("[table]\ncolumns=4\nrows=4\nconnect=6\n", encoding="utf-8")
    settings = Settings(path)
    assert settings.rules() == Rules()
    assert any("impossible" in p for p in settings.problems)


def test_binary_garbage_does_not_crash(path: Path) -> None:
    path.write_bytes(b"\x00\xff\xfe[[[\n=\x00\x01 garbage \xff")
    settings = Settings(path)
    assert settings.rules() == Rules()
    settings.set_value("prefs/theme", "dark")
    assert Settings(path).value("prefs/theme") == "dark"


def test_statistics(path: Path) -> None:
    settings = Settings(path)
    settings.record_result("computer-easy", "won")
    settings.record_result("computer-easy", "won")
    settings.record_result("computer-easy", "lost")
    settings.record_result("human", "drawn")
    stats = Settings(path).statistics()
    assert stats == {
        "computer-easy": {"won": 2, "lost": 1, "drawn": 0},
        "human": {"won": 0, "lost": 0, "drawn": 1},
    }
    with pytest.raises(ValueError, match="outcome"):
        settings.record_result("human", "abandoned")
    settings.reset_statistics()
    assert settings.statistics() == {}
    assert settings.value("table/columns") == 7
