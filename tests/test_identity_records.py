"""Records made before the first frame that are read field by field and never compared: plain
classes with ``__slots__``, not dataclasses (a dataclass's methods are written out and compiled
when its class is made, at every start: issue 33 point 4), with no ``__eq__`` nor ``__hash__``
of their own, so two of them are equal only if they are the same record. ``Salvaged``, loaded
later, stays a dataclass made with ``eq=False``."""

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

#: Made before the first frame: plain classes.
RECORDS = (
    FolderClaim,
    Inspection,
    Setting,
    BoardScene,
    Contents,
    Geometry,
    PhaseRules,
)


@pytest.mark.parametrize("record", RECORDS, ids=lambda record: record.__name__)
def test_a_record_read_field_by_field_gets_no_generated_comparison(record: type) -> None:
    assert not dataclasses.is_dataclass(record)
    assert "__slots__" in vars(record)
    assert "__eq__" not in vars(record)
    assert "__hash__" not in vars(record)


def test_a_record_made_later_is_a_dataclass_without_comparison() -> None:
    assert dataclasses.is_dataclass(Salvaged)
    assert "__eq__" not in vars(Salvaged)
    assert "__hash__" not in vars(Salvaged)


def test_two_records_are_equal_only_if_the_same() -> None:
    first, second = Inspection("usable"), Inspection("usable")
    assert first == first and first != second
    assert len({first, second}) == 2
    claim = FolderClaim(None)
    assert claim == claim and claim != FolderClaim(None)


@pytest.mark.parametrize("record", RECORDS, ids=lambda record: record.__name__)
def test_a_record_takes_no_field_it_does_not_have(record: type) -> None:
    instance: object = object.__new__(record)
    with pytest.raises(AttributeError):
        instance.not_a_field = 1  # type: ignore[attr-defined]  # __slots__: no __dict__ for it
