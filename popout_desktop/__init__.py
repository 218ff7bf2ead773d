"""Pop Out Desktop: Connect Four where you may pop your own disc out of the bottom row."""

import importlib
import sys
from collections.abc import Callable
from typing import Any

__version__ = "0.1.0"


def lazy_exports(package: str, homes: dict[str, str]) -> Callable[[str], Any]:
    """A package's module ``__getattr__`` (PEP 562) for names it exports without importing
    their modules at start: each name of ``homes`` is imported from ``package.homes[name]``
    when first asked for, and kept in the package's namespace from then on."""

    def attribute(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        namespace = sys.modules[package].__dict__
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        namespace[name] = value
        return value

    return attribute
