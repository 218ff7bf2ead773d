"""PySide6's look at every module imported after it, made cheap (issue 33 point 4).

Once PySide6 is loaded, it wraps Python's ``__import__``. Whenever a module name is imported
for the first time after that (a module loaded now, or one loaded earlier and imported again
by a later module), ``shibokensupport.feature`` decides whether the module may switch PySide's
``__feature__`` options (``snake_case``, ``true_property``) by whether its source text contains
"PySide6"; it reads that text with ``inspect.getsource``: a look for the source file, the
encoding's detection, the file cut into lines and joined again, and a copy kept in
``linecache``. The game's start imports some 170 names after PySide6: 15-35 ms of the start,
for an answer that changes nothing here (no module of the game selects a feature).

:func:`install` keeps PySide's test and only makes it cheaper: for a module whose
``__file__`` is a ``.py`` file, it looks for the bytes ``PySide6`` in the file as read from
the disk, which is the same answer for any source in UTF-8 or another ASCII-compatible
encoding (Python's own default and the only encodings here); any other module (a builtin, an
extension, a module without source, a frozen bundle's, a file that cannot be read) goes to
PySide's own test, as before. If a PySide6 release no longer has this test (the function is
PySide's, not a documented API), nothing is replaced and PySide's start is as it made it.

No Qt is imported here: the module is looked up in ``sys.modules`` once PySide6 is loaded.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

__all__ = ["FEATURE_MODULE", "install", "uses_pyside"]

#: The module of PySide6's feature switches (loaded with PySide6; not importable by name
#: before).
FEATURE_MODULE = "shibokensupport.feature"
#: Its test: module -> whether the module's source names PySide6.
_TEST = "_mod_uses_pyside"
#: What the test looks for in the source.
_NEEDLE = b"PySide6"


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether ``module``'s source contains "PySide6", read as bytes from its ``.py`` file;
    ``fallback(module)`` (PySide's own test) for a module with no such file."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return _NEEDLE in source.read()
        except OSError:
            pass
    return fallback(module)


def install() -> bool:
    """Replace PySide6's test of each imported module with :func:`uses_pyside` (PySide6 must
    be loaded); True if it was replaced now or before, False if PySide6 is not loaded or its
    feature module has no such test."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, _TEST, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "__wrapped__", None) is not None:  # installed already
        return True

    def test(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    test.__wrapped__ = original  # type: ignore[attr-defined]
    setattr(feature, _TEST, test)
    return True
