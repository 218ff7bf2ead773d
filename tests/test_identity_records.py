"""Records made before the first frame that are read field by field and never compared: made
with ``eq=False`` (no generated ``__eq__``, nor ``__hash__`` for a frozen one: issue 33 point
4), so two of them are equal only if they are the same record."""

from __future__ import annotations

import dataclasses

import pytest

from popout_desktop.app.startup import FolderClaim
from popout_desktop.rules.geometry import Geometry
from popout_desktop.rules.phases import PhaseRules
from popout_desktop.settings.file import Inspection
from popout_desktop.settings.schema import Salvaged, Setting
from popout_desktop.ui.board.cell_table import Contents
from popout_desktop.ui.board.painting import BoardScene

RECORDS = (
    FolderClaim,
    Inspection,
    Salvaged,
    Setting,
    BoardScene,
    Contents,
    Geometry,
    PhaseRules,
)


@pytest.mark.parametrize("record", RECORDS, ids=lambda record: record.__name__)
def test_a_record_read_field_by_field_gets_no_generated_comparison(record: type) -> None:
    assert dataclasses.is_dataclass(record)
    assert "__eq__" not in vars(record)
    assert "__hash__" not in vars(record)


def test_two_records_are_equal_only_if_the_same() -> None:
    first, second = Inspection("usable"), Inspection("usable")
    assert first == first and first != second
    assert len({first, second}) == 2
    claim = FolderClaim(None)
    assert claim == claim and claim != FolderClaim(None)
