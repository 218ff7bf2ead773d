"""Settings files that are not what they should be: FIFOs, devices, symlinks, folders, damaged,
unreadable and unwritable files. Nothing may block, read without end, write through a link or
lose the user's file; every problem gets a note, once.

What could block (a FIFO) or read without end (a device) runs in a child process with a timeout,
so a regression fails the test instead of hanging the suite.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.app.translations import install_translators
from popout_desktop.rules import Rules
from popout_desktop.settings import file as settings_file_module
from popout_desktop.settings import store as settings_module
from popout_desktop.settings.store import MAX_SETTINGS_BYTES, NOTE_TEXTS, SCHEMA, Settings

#: Seconds a child may take before the test counts it as hung (it needs about one).
CHILD_TIMEOUT = 60

CHILD = r"""
import json, sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from popout_desktop.settings.store import SCHEMA, Settings
settings = Settings(sys.argv[1])
notes = settings.notes()
settings.set_value("prefs/theme", "dark")
settings.record_result("human", "won")
print(json.dumps({
    "notes": notes,
    "persistent": settings.persistent,
    "valid": all(s.valid(settings.value(k)) for k, s in SCHEMA.items()),
    "theme": settings.value("prefs/theme"),
    "stats": settings.statistics(),
}))
"""


def run_child(python: str, env: dict[str, str], path: str | Path) -> dict[str, Any]:
    """Open ``path`` as the settings file in a child, change a setting and count a game."""
    done = subprocess.run(
        [python, "-c", CHILD, str(path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=CHILD_TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


def note(kind: str, *args: str | Path) -> str:
    """The English note of ``kind`` for ``args`` (paths as given, absolute)."""
    text = NOTE_TEXTS[kind]
    for number, arg in enumerate(args, 1):
        text = text.replace(f"%{number}", str(arg))
    return text


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


def entries(folder: Path) -> list[str]:
    return sorted(entry.name for entry in folder.iterdir())


def asides(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.unreadable-*{path.suffix}"))


# -- FIFOs, devices and links to them ----------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_never_read_nor_replaced(
    path: Path, python: str, subprocess_env: dict[str, str]
) -> None:
    os.mkfifo(path)
    result = run_child(python, subprocess_env, path)
    assert result["notes"] == [note("not_regular", path)]
    assert result["persistent"] is False
    assert result["valid"]
    assert result["theme"] == "dark"  # kept for this run...
    assert result["stats"] == {"human": {"won": 1, "lost": 0, "drawn": 0}}
    assert stat.S_ISFIFO(os.lstat(path).st_mode)  # ...and the FIFO is still there, untouched
    assert entries(path.parent) == ["settings.ini"]  # no lock file, no temporary file


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_symlink_to_a_device_is_never_read_nor_written(
    path: Path, python: str, subprocess_env: dict[str, str], device: str
) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    path.symlink_to(device)
    result = run_child(python, subprocess_env, path)
    assert result["notes"] == [note("not_regular", path)]
    assert result["persistent"] is False
    assert result["valid"] and result["theme"] == "dark"
    assert path.is_symlink() and os.readlink(path) == device
    assert entries(path.parent) == ["settings.ini"]


def test_a_device_itself_is_never_read_nor_written(
    python: str, subprocess_env: dict[str, str]
) -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    result = run_child(python, subprocess_env, "/dev/zero")
    assert result["notes"] == [note("not_regular", "/dev/zero")]
    assert result["persistent"] is False
    assert not os.path.lexists("/dev/zero.lock")


def test_a_folder_where_the_file_should_be_is_left_alone(path: Path) -> None:
    path.mkdir()
    settings = Settings(path)
    assert settings.notes() == [note("not_regular", path)]
    assert not settings.persistent
    settings.set_value("prefs/speed", "fast")
    assert settings.value("prefs/speed") == "fast"
    assert path.is_dir() and entries(path) == []
    assert entries(path.parent) == ["settings.ini"]


# -- symlinks ----------------------------------------------------------------------------------


def test_a_dangling_symlink_is_noticed_and_never_written_through(path: Path) -> None:
    """QSettings would create the missing target (its QSaveFile follows the link): a link whose
    target is gone (an unmounted drive, a moved dotfiles folder) is left as it is instead."""
    target = path.parent / "elsewhere" / "settings.ini"
    target.parent.mkdir()
    path.symlink_to(target)
    settings = Settings(path)
    assert settings.notes() == [note("dangling", path)]
    assert not settings.persistent
    settings.set_value("prefs/theme", "dark")
    settings.record_result("human", "lost")
    assert settings.value("prefs/theme") == "dark"
    assert settings.statistics() == {"human": {"won": 0, "lost": 1, "drawn": 0}}
    assert not os.path.lexists(target)
    assert entries(target.parent) == []
    assert path.is_symlink() and Path(os.readlink(path)) == target
    assert entries(path.parent) == ["elsewhere", "settings.ini"]
    assert Settings(path).notes() == [note("dangling", path)]  # still there: still said


def test_a_symlink_loop_is_noticed(path: Path) -> None:
    path.symlink_to(path.name)
    settings = Settings(path)
    assert settings.notes() == [note("unreadable", path)]
    settings.set_value("prefs/theme", "dark")
    assert path.is_symlink() and os.readlink(path) == path.name


def test_a_symlink_to_a_settings_file_is_followed(path: Path) -> None:
    target = path.parent / "dotfiles" / "popout.ini"
    target.parent.mkdir()
    target.write_text("[prefs]\ntheme=dark\n", encoding="utf-8")
    path.symlink_to(target)
    settings = Settings(path)
    assert settings.notes() == []
    assert settings.persistent
    assert settings.value("prefs/theme") == "dark"
    settings.set_value("prefs/speed", "slow")
    assert path.is_symlink()  # written through the link, which stays
    assert "speed=slow" in target.read_text(encoding="utf-8")


def test_a_damaged_file_behind_a_symlink_is_left_as_it_is(path: Path) -> None:
    target = path.parent / "real.ini"
    damaged = b"[prefs]\ntheme=dark\nspeed=\x00\xff\n"
    target.write_bytes(damaged)
    path.symlink_to(target.name)
    settings = Settings(path)
    assert settings.notes() == [note("left_damaged", path)]
    assert not settings.persistent
    assert settings.value("prefs/theme") == "dark"  # what could be read is used
    assert settings.value("prefs/speed") == "system"
    settings.set_value("prefs/sound", False)
    assert target.read_bytes() == damaged
    assert path.is_symlink()
    assert entries(path.parent) == ["real.ini", "settings.ini"]


# -- damaged files -----------------------------------------------------------------------------

DAMAGED = {
    "binary garbage": b"\x00\xff\xfe[[[\n=\x00\x01 garbage \xff",
    "NUL bytes": b"[prefs]\ntheme=dark\n\x00\x00\x00\x00\x00\x00\x00\x00",
    "not UTF-8": b"[prefs]\ntheme=dark\nspeed=fa\xe9st\n",
    "UTF-16 LE": "\ufeff[prefs]\r\ntheme=dark\r\n".encode("utf-16-le"),
    "UTF-16 BE": "\ufeff[prefs]\r\ntheme=dark\r\n".encode("utf-16-be"),
    "format error": b"[prefs\ntheme=dark\n",
    "too large": b"[prefs]\ntheme=dark\n" + b"; padding\n" * (MAX_SETTINGS_BYTES // 10),
}
#: The theme each damaged file should still give (what could be read of it is kept).
KEPT_THEME = {
    "binary garbage": "system",
    "NUL bytes": "dark",
    "not UTF-8": "dark",
    "UTF-16 LE": "dark",
    "UTF-16 BE": "dark",
    "format error": "dark",
    "too large": "system",
}


@pytest.mark.parametrize("name", DAMAGED)
def test_a_damaged_file_is_moved_aside_noticed_once_and_its_good_values_kept(
    path: Path, name: str
) -> None:
    path.write_bytes(DAMAGED[name])
    settings = Settings(path)
    [aside] = asides(path)
    assert settings.notes() == [note("moved_aside", path, aside)]
    assert settings.persistent
    assert aside.read_bytes() == DAMAGED[name]  # the user's file, byte for byte
    assert settings.value("prefs/theme") == KEPT_THEME[name]
    assert all(s.valid(settings.value(k)) for k, s in SCHEMA.items())
    again = Settings(path)
    assert again.notes() == []  # the second start has nothing to say
    assert again.value("prefs/theme") == KEPT_THEME[name]
    assert asides(path) == [aside]


def test_a_damaged_file_keeps_its_statistics(path: Path) -> None:
    text = "\ufeff[stats]\r\nhuman\\won=3\r\ncomputer-easy\\lost=2\r\ncomputer-easy\\drawn=-4\r\n"
    path.write_bytes(text.encode("utf-16-le"))
    settings = Settings(path)
    assert settings.statistics() == {
        "computer-easy": {"won": 0, "lost": 2, "drawn": 0},
        "human": {"won": 3, "lost": 0, "drawn": 0},
    }
    assert Settings(path).statistics() == settings.statistics()


def test_moving_aside_never_replaces_an_earlier_copy(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A clock that never moves: the time stamp of 2031-05-06 07:08:09.
    monkeypatch.setattr(
        settings_file_module,
        "_stamp",
        lambda: datetime(2031, 5, 6, 7, 8, 9).strftime("%Y%m%d-%H%M%S"),
    )
    earlier = path.parent / "settings.unreadable-20310506-070809.ini"
    earlier.write_bytes(b"the first damaged file")
    path.write_bytes(b"\x00 the second one")
    settings = Settings(path)
    second = path.parent / "settings.unreadable-20310506-070809-2.ini"
    assert settings.notes() == [note("moved_aside", path, second)]
    assert earlier.read_bytes() == b"the first damaged file"
    assert second.read_bytes() == b"\x00 the second one"


def test_a_damaged_file_that_cannot_be_moved_is_left_as_it_is(
    path: Path, read_only: Callable[[Path], None]
) -> None:
    damaged = b"[prefs]\ntheme=dark\n\x00"
    path.write_bytes(damaged)
    read_only(path.parent)
    settings = Settings(path)
    assert settings.notes() == [note("left_damaged", path)]
    assert not settings.persistent
    assert settings.value("prefs/theme") == "dark"
    settings.set_value("prefs/theme", "contrast")
    assert path.read_bytes() == damaged
    assert entries(path.parent) == ["settings.ini"]


def test_a_damaged_table_in_a_damaged_file_gives_both_notes_once(path: Path) -> None:
    path.write_bytes(b"[table]\ncolumns=4\nrows=4\nconnect=6\n[prefs]\ntheme=dark\n\x00")
    settings = Settings(path)
    [aside] = asides(path)
    assert settings.notes() == [note("moved_aside", path, aside), note("table")]
    assert settings.rules() == Rules()
    assert settings.value("prefs/theme") == "dark"
    assert Settings(path).notes() == []


# -- unreadable files --------------------------------------------------------------------------


def test_an_unreadable_file_is_never_overwritten(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path.write_text("[prefs]\ntheme=dark\n", encoding="utf-8")

    def refuse(target: object, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied", str(target))

    monkeypatch.setattr(settings_file_module, "read_bounded", refuse)
    settings = Settings(path)
    assert settings.notes() == [note("unreadable", path)]
    assert not settings.persistent
    settings.set_value("prefs/theme", "contrast")
    settings.record_result("human", "won")
    settings.reset()
    assert path.read_text(encoding="utf-8") == "[prefs]\ntheme=dark\n"
    assert entries(path.parent) == ["settings.ini"]


def test_a_file_without_read_permission_is_never_overwritten(path: Path) -> None:
    path.write_text("[prefs]\ntheme=dark\n", encoding="utf-8")
    path.chmod(0o200)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("this user reads any file")
        settings = Settings(path)
        assert settings.notes() == [note("unreadable", path)]
        settings.set_value("prefs/theme", "contrast")
    finally:
        path.chmod(0o600)
    assert path.read_text(encoding="utf-8") == "[prefs]\ntheme=dark\n"


# -- unwritable files --------------------------------------------------------------------------


def test_a_file_where_the_folder_should_be_is_reported_once(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "home").write_text("not a folder", encoding="utf-8")
    path = tmp_path / "home" / "settings.ini"
    settings = Settings(path)
    assert settings.notes() == []  # nothing to say until something should be saved
    assert settings.persistent
    with qtbot.waitSignal(settings.write_failed) as blocker:
        settings.set_value("prefs/theme", "dark")
    assert blocker.args == [note("write_failed", path)]
    with qtbot.assertNotEmitted(settings.write_failed):
        settings.set_value("prefs/theme", "contrast")
        settings.record_result("computer-easy", "won")  # does not raise either
        settings.set_rules(Rules.preset("pop_ten"))
        settings.reset_statistics()
    assert settings.value("prefs/theme") == "contrast"  # kept until the game closes
    assert settings.rules() == Rules.preset("pop_ten")
    assert settings.notes() == [note("write_failed", path)]
    assert (tmp_path / "home").read_text(encoding="utf-8") == "not a folder"


def test_record_result_on_an_unwritable_file_counts_in_memory(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "home").write_text("", encoding="utf-8")
    settings = Settings(tmp_path / "home" / "settings.ini")
    with qtbot.waitSignal(settings.write_failed):
        settings.record_result("human", "drawn")
    settings.record_result("human", "drawn")
    assert settings.statistics() == {"human": {"won": 0, "lost": 0, "drawn": 2}}


def test_a_read_only_folder_is_reported_once(
    qtbot: QtBot, path: Path, read_only: Callable[[Path], None]
) -> None:
    read_only(path.parent)
    settings = Settings(path)
    with qtbot.waitSignal(settings.write_failed) as blocker:
        settings.record_result("human", "won")
    assert blocker.args == [note("write_failed", path)]
    with qtbot.assertNotEmitted(settings.write_failed):
        settings.set_value("prefs/theme", "dark")
    assert settings.statistics() == {"human": {"won": 1, "lost": 0, "drawn": 0}}
    assert not path.exists()


def test_a_read_only_file_with_a_damaged_value_says_both_at_every_start(
    path: Path, read_only: Callable[[Path], None], python: str, subprocess_env: dict[str, str]
) -> None:
    """The reset cannot be written back, so both notes come again (and the file is as it was).
    The second start is a child process: within one process QSettings shares the parsed file,
    unsaved changes included."""
    text = "[prefs]\ntheme=neon\n"
    path.write_text(text, encoding="utf-8")
    read_only(path)
    expected = [note("damaged", "prefs/theme"), note("write_failed", path)]
    assert Settings(path).notes() == expected
    assert run_child(python, subprocess_env, path)["notes"] == expected
    assert path.read_text(encoding="utf-8") == text


# -- the standard location ---------------------------------------------------------------------


@pytest.fixture
def standard_folder(tmp_path: Path) -> Iterator[Path]:
    """QSettings' per-user INI folder moved to a temporary one for the test."""
    ini, user = QSettings.Format.IniFormat, QSettings.Scope.UserScope
    probe = QSettings(ini, user, "PopOutDesktop-test-probe", "probe")
    original = str(Path(probe.fileName()).parent.parent)
    del probe
    folder = tmp_path / "config"
    QSettings.setPath(ini, user, str(folder))
    try:
        yield folder
    finally:
        QSettings.setPath(ini, user, original)


def test_the_standard_location_is_the_one_qsettings_uses(standard_folder: Path) -> None:
    settings = Settings(None)
    qt = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "PopOutDesktop", "popout")
    assert Path(settings.path) == Path(qt.fileName())
    assert Path(settings.path) == standard_folder / "PopOutDesktop" / "popout.ini"
    settings.set_value("prefs/theme", "dark")
    assert Settings(None).value("prefs/theme") == "dark"


def test_the_standard_location_is_checked_too(standard_folder: Path) -> None:
    file = standard_folder / "PopOutDesktop" / "popout.ini"
    file.parent.mkdir(parents=True)
    file.symlink_to(standard_folder / "gone.ini")
    settings = Settings(None)
    assert settings.notes() == [note("dangling", file)]
    settings.set_value("prefs/theme", "dark")
    assert not (standard_folder / "gone.ini").exists()


# -- notes -------------------------------------------------------------------------------------


def test_a_percent_sign_in_the_path_stays_as_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "100%2 %1"
    folder.mkdir()
    path = folder / "settings.ini"
    path.symlink_to(folder / "missing.ini")
    assert Settings(path).notes() == [NOTE_TEXTS["dangling"].replace("%1", str(path))]


def test_notes_are_translated_when_asked(qapp: QApplication, path: Path) -> None:
    """The app installs its language after reading the settings: the notes follow."""
    path.write_text("[prefs]\ntheme=neon\n", encoding="utf-8")
    settings = Settings(path)
    try:
        install_translators(qapp, "it")
        assert settings.notes() == [
            "L'impostazione prefs/theme era danneggiata ed è stata ripristinata."
        ]
    finally:
        install_translators(qapp, "en")
    assert settings.notes() == [note("damaged", "prefs/theme")]
    assert settings.problems == settings.notes()


class _NoTemporaryFolder:
    """A stand-in for QTemporaryDir where no temporary folder can be made."""

    def isValid(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def filePath(self, name: str) -> str:  # noqa: N802 (Qt's name)
        raise AssertionError("an invalid temporary folder was used")


@pytest.mark.skipif(os.devnull != "/dev/null", reason="the fallback is for POSIX systems")
def test_without_a_temporary_folder_the_settings_live_in_memory(
    qtbot: QtBot, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings_module, "QTemporaryDir", _NoTemporaryFolder)
    path.symlink_to(path.parent / "missing.ini")
    settings = Settings(path)
    assert settings.notes() == [note("dangling", path)]
    with qtbot.assertNotEmitted(settings.write_failed):
        settings.set_value("prefs/theme", "dark")
        settings.record_result("human", "won")
        settings.record_result("human", "won")
        settings.set_rules(Rules.preset("pop_ten"))
    assert settings.value("prefs/theme") == "dark"
    assert settings.rules() == Rules.preset("pop_ten")
    assert settings.statistics() == {"human": {"won": 2, "lost": 0, "drawn": 0}}
    settings.reset()
    assert settings.value("prefs/theme") == "system"
    assert settings.statistics() == {}
    assert not os.path.lexists("/dev/null/settings.ini.lock")
    assert entries(path.parent) == ["settings.ini"]


def test_looking_without_repairing_changes_nothing(path: Path) -> None:
    damaged = b"[prefs]\ntheme=dark\nspeed=warp\n\x00"
    path.write_bytes(damaged)
    look = Settings(path, repair=False)
    assert not look.persistent
    assert look.value("prefs/theme") == "dark"
    look.set_value("prefs/language", "it")
    assert path.read_bytes() == damaged
    assert entries(path.parent) == ["settings.ini"]
    settings = Settings(path)  # the real start still finds and notes the damage
    [aside] = asides(path)
    assert settings.notes() == [note("moved_aside", path, aside)]
    assert settings.value("prefs/language") == ""


def test_looking_at_a_clean_file_reads_it_and_writes_nothing(path: Path) -> None:
    text = "[prefs]\ntheme=neon\nlanguage=nl\n"
    path.write_text(text, encoding="utf-8")
    look = Settings(path, repair=False)
    assert look.value("prefs/language") == "nl"
    assert look.value("prefs/theme") == "system"
    look.reset()
    assert path.read_text(encoding="utf-8") == text
    assert Settings(path).notes() == [note("damaged", "prefs/theme")]


def test_looking_at_a_missing_file_creates_nothing(tmp_path: Path) -> None:
    path = tmp_path / "home" / "settings.ini"
    look = Settings(path, repair=False)
    look.set_value("prefs/theme", "dark")
    assert look.value("prefs/theme") == "dark"
    assert not (tmp_path / "home").exists()
