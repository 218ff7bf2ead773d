"""The first frame makes no dataclass, nor loads the ``dataclasses`` module (issue 33 point 4).

A dataclass costs its generated methods' source compiled when its class is made: the records
the first frame uses are plain classes (``tests/test_identity_records.py``,
``tests/test_value_records.py``); ``GameOver`` (a game's end), ``RowMark`` (a review's marks),
the settings' ``_Note`` (a problem found in the settings), ``Salvaged`` (a damaged setting read
in part) and ``LoadNote`` live in modules of their own, loaded by their first use; the modules
they came from still offer them.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QColor

from tests.app.test_first_frame_imports import child_report

#: Run in the child: at the ready line, whether ``dataclasses`` is loaded, and the dataclasses
#: the loaded modules of ours define (looked for with ``dataclasses`` loaded then).
RECORDS = """
import json
import sys

import popout_desktop.app.main as main


def report(_notation):
    from PySide6.QtWidgets import QApplication

    loaded_before = "dataclasses" in sys.modules
    import dataclasses

    made = sorted(
        f"{value.__module__}.{value.__qualname__}"
        for name, module in list(sys.modules.items())
        if name.startswith("popout_desktop")
        for value in vars(module).values()
        if isinstance(value, type) and dataclasses.is_dataclass(value)
    )
    loaded = {
        "made": made,
        "dataclasses": loaded_before,
        "rules": "popout_desktop.rules.move" in sys.modules,
    }
    print("records " + json.dumps(loaded), flush=True)
    QApplication.instance().exit(0)


main._report_ready = report
sys.exit(main.main(sys.argv[1:]))
"""


def test_the_first_frame_makes_no_dataclass(python: str, subprocess_env: dict[str, str]) -> None:
    loaded = child_report(python, subprocess_env, RECORDS, "records")
    assert isinstance(loaded, dict)
    assert loaded["rules"] is True  # the start did run
    assert loaded["made"] == []
    assert loaded["dataclasses"] is False


def test_the_records_keep_their_old_names() -> None:
    from popout_desktop import savefile
    from popout_desktop.game import game_over, model
    from popout_desktop.savefile import format, load_note
    from popout_desktop.settings import notes, salvaged, schema, store
    from popout_desktop.ui.window import move_list, row_mark

    assert model.GameOver is game_over.GameOver
    assert move_list.RowMark is row_mark.RowMark
    assert store.__getattr__("_Note") is notes._Note  # a private name, as the module finds it
    assert schema.Salvaged is salvaged.Salvaged
    assert savefile.LoadNote is format.LoadNote is load_note.LoadNote
    assert load_note.LoadNote("time_unknown", ("saved",)) == savefile.LoadNote(
        "time_unknown", ("saved",)
    )
    for record in (
        game_over.GameOver,
        row_mark.RowMark,
        notes._Note,
        salvaged.Salvaged,
        load_note.LoadNote,
    ):
        assert dataclasses.is_dataclass(record)
    mark = row_mark.RowMark("??", QColor("#b71c1c"), "blunder", "tip")
    assert mark == move_list.RowMark("??", QColor("#b71c1c"), "blunder", "tip")
    assert notes._Note("table") in [notes._Note("table")]  # compared: `in` the notes
