"""The examples in the rules engine's docstrings run and are right."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import popout_desktop.rules

MODULES = ["popout_desktop.rules"] + [
    info.name
    for info in pkgutil.walk_packages(popout_desktop.rules.__path__, "popout_desktop.rules.")
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
