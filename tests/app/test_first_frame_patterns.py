"""Regular expressions a first start does not use are kept as their texts, not compiled at
import (issue 33 point 4): ``re`` compiles each at its first use and keeps it in its cache. Each
still reads what it read (the modules' own tests check that); here, that none is compiled by an
import again."""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from popout_desktop.app import qt_check
from popout_desktop.rules import move
from popout_desktop.safe_io import json_limits
from popout_desktop.settings import file, schema
from popout_desktop.ui.replay import export

PATTERNS = [
    (schema, "_LANGUAGE_CODE"),
    (schema, "_BASE64"),
    (file, "_ESCAPE"),
    (qt_check, "_MISSING"),
    (json_limits, "_RUNS"),
    (export, "_UNSAFE"),
    (move, "_NOTATION"),
]


@pytest.mark.parametrize(
    ("module", "name"), PATTERNS, ids=[f"{m.__name__}.{n}" for m, n in PATTERNS]
)
def test_a_pattern_is_compiled_at_its_first_use_not_at_import(
    module: ModuleType, name: str
) -> None:
    text = getattr(module, name)
    assert isinstance(text, str | bytes)
    re.compile(text)  # a valid pattern all the same
