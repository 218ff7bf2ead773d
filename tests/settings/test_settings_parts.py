"""The settings' pure parts: the schema and the file checks import no Qt."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from popout_desktop.settings.file import ASIDE_MARK, aside_name
from popout_desktop.settings.schema import SCHEMA, as_int, convert, is_stat_key


def test_the_schema_and_the_file_checks_never_import_qt(
    python: str, subprocess_env: dict[str, str]
) -> None:
    code = (
        "import json, sys\n"
        "import popout_desktop.settings.schema, popout_desktop.settings.file\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "print(json.dumps(sorted(qt)))\n"
    )
    done = subprocess.run(
        [python, "-c", code], env=subprocess_env, capture_output=True, text=True, check=True
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_values_read_back_as_text_take_their_types() -> None:
    assert convert(SCHEMA["prefs/sound"], "false") is False
    assert convert(SCHEMA["table/columns"], " 8 ") == 8
    assert convert(SCHEMA["table/columns"], True) is None
    assert as_int("x") is None
    assert is_stat_key("stats/human/won")
    assert not is_stat_key("stats/human/tied")


def test_a_damaged_file_is_moved_next_to_itself(tmp_path: Path) -> None:
    file = tmp_path / "popout.ini"
    assert aside_name(file, "20310506-070809", 1).name == f"popout{ASIDE_MARK}20310506-070809.ini"
    assert aside_name(file, "20310506-070809", 2).name.endswith("-070809-2.ini")
