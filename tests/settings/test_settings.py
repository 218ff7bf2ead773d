"""Settings: schema validation, persistence, damaged stores, the table, statistics."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.rules import Rules
from popout_desktop.settings.store import SCHEMA, Settings


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
    assert settings.value("prefs/theme") == "system"
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


@pytest.mark.parametrize(
    "rules",
    [
        Rules.preset("pop_ten"),
        Rules.preset("power_up"),
        Rules(
            columns=9, rows=8, connect=5, pop_out=False, side_columns=True, pop_ten=True, target=17
        ),
        Rules(columns=4, rows=4, pop_out=False, pop_ten=True, target=3),
        Rules(columns=12, power_up=True, repetition_draw=True),  # Power Up with Pop Out
    ],
)
def test_variant_tables_persist(path: Path, rules: Rules) -> None:
    Settings(path).set_rules(rules)
    again = Settings(path)
    assert again.rules() == rules
    assert again.value("table/pop_ten") is rules.pop_ten
    assert again.value("table/target") == rules.target
    assert again.value("table/power_up") is rules.power_up
    assert again.problems == []


def test_the_variant_settings_are_in_the_schema() -> None:
    assert SCHEMA["table/pop_ten"].default is False
    assert SCHEMA["table/power_up"].default is False
    target = SCHEMA["table/target"]
    assert (target.default, target.minimum, target.maximum) == (10, 3, 20)
    assert target.valid(3) and target.valid(20)
    assert not target.valid(2) and not target.valid(21) and not target.valid(True)


def test_an_older_settings_file_reads_as_a_classic_table(path: Path) -> None:
    path.write_text(
        "[table]\ncolumns=8\nrows=7\nconnect=4\npop_out=false\nside_columns=false\n"
        "repetition_draw=true\n",
        encoding="utf-8",
    )
    settings = Settings(path)
    assert settings.rules() == Rules(columns=8, rows=7, pop_out=False, repetition_draw=True)
    assert settings.problems == []


def test_switching_between_variants_never_stores_half_a_table(qtbot: QtBot, path: Path) -> None:
    settings = Settings(path)
    seen: list[Rules] = []
    settings.changed.connect(lambda _key: seen.append(settings.rules()))
    settings.set_rules(Rules.preset("pop_ten"))
    settings.set_rules(Rules(power_up=True))  # Pop Out on, Pop 10 off in one step
    settings.set_rules(Rules(columns=6, rows=5, pop_out=False, pop_ten=True, target=4))
    assert seen  # every change was heard...
    assert settings.problems == []  # ...and not one of them saw an impossible table
    assert seen[-1] == Rules(columns=6, rows=5, pop_out=False, pop_ten=True, target=4)
    with qtbot.assertNotEmitted(settings.changed):
        settings.set_rules(Rules(columns=6, rows=5, pop_out=False, pop_ten=True, target=4))


@pytest.mark.parametrize(
    "text",
    [
        "[table]\npop_ten=true\n",  # Pop 10 with the default Pop Out
        "[table]\npop_out=false\npop_ten=true\npower_up=true\n",
        "[table]\npop_out=false\npop_ten=true\ncolumns=4\nrows=4\ntarget=9\n",
    ],
)
def test_an_impossible_variant_table_falls_back_with_a_note(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    settings = Settings(path)
    assert settings.rules() == Rules()
    assert any("impossible" in p for p in settings.problems)


def test_a_damaged_target_is_reset(path: Path) -> None:
    path.write_text("[table]\npop_out=false\npop_ten=true\ntarget=99\n", encoding="utf-8")
    settings = Settings(path)
    assert settings.rules() == Rules.preset("pop_ten")
    assert any("table/target" in p for p in settings.problems)


def test_a_reset_value_is_written_back_so_its_note_shows_once(path: Path) -> None:
    path.write_text(
        "[table]\ncolumns=banana\npop_out=maybe\n[prefs]\ntheme=neon\nspeed=fast\n"
        "[stats]\nhuman\\won=2\n",
        encoding="utf-8",
    )
    first = Settings(path)
    assert first.problems == [
        "The setting table/columns was damaged and has been reset.",
        "The setting table/pop_out was damaged and has been reset.",
        "The setting prefs/theme was damaged and has been reset.",
    ]
    text = path.read_text(encoding="utf-8")
    assert "banana" not in text and "maybe" not in text and "neon" not in text
    again = Settings(path)
    assert again.notes() == []
    assert again.value("prefs/speed") == "fast"  # the good values survive
    assert again.statistics() == {"human": {"won": 2, "lost": 0, "drawn": 0}}


def test_an_impossible_table_is_written_back_so_its_note_shows_once(path: Path) -> None:
    path.write_text(
        "[table]\ncolumns=4\nrows=4\nconnect=6\n[prefs]\ntheme=dark\n", encoding="utf-8"
    )
    assert Settings(path).problems == ["The stored table was impossible; the default one is used."]
    again = Settings(path)
    assert again.notes() == []
    assert again.rules() == Rules()
    assert again.value("prefs/theme") == "dark"


def test_every_note_is_kept_once_and_in_order(path: Path) -> None:
    path.write_text(
        "[table]\ncolumns=5\nrows=4\nconnect=6\ntarget=99\n[prefs]\ntheme=neon\nsound=loud\n",
        encoding="utf-8",
    )
    settings = Settings(path)
    expected = [
        "The setting table/target was damaged and has been reset.",
        "The setting prefs/theme was damaged and has been reset.",
        "The setting prefs/sound was damaged and has been reset.",
        "The stored table was impossible; the default one is used.",
    ]
    assert settings.problems == expected
    for key in SCHEMA:
        settings.value(key)
    settings.rules()
    assert settings.notes() == expected  # asking again adds nothing
    assert Settings(path).notes() == []


def test_reset_forgets_everything_and_saves_it(qtbot: QtBot, path: Path) -> None:
    settings = Settings(path)
    settings.set_value("prefs/theme", "dark")
    settings.set_rules(Rules.preset("pop_ten"))
    settings.record_result("human", "won")
    with qtbot.waitSignal(settings.changed, check_params_cb=lambda key: key == ""):
        settings.reset()
    assert settings.value("prefs/theme") == "system"
    assert settings.rules() == Rules()
    assert settings.statistics() == {}
    again = Settings(path)
    assert again.value("prefs/theme") == "system"
    assert again.statistics() == {}
    assert again.notes() == []


def test_damaged_statistics_count_as_nothing(path: Path) -> None:
    path.write_text("[stats]\nhuman\\won=many\nhuman\\lost=-3\nhuman\\drawn=2\n", encoding="utf-8")
    settings = Settings(path)
    assert settings.statistics() == {"human": {"won": 0, "lost": 0, "drawn": 2}}
    settings.record_result("human", "won")
    assert Settings(path).statistics() == {"human": {"won": 1, "lost": 0, "drawn": 2}}
