"""PySide6's look at each imported module, made cheap (:mod:`popout_desktop.app.pyside_imports`).

The replacement must give PySide's own answer for every module, and hand what it cannot read
back to PySide's test; installing it changes nothing where PySide has no such test.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (loads shibokensupport.feature)
import pytest

from popout_desktop.app import pyside_imports
from popout_desktop.app.pyside_imports import FEATURE_MODULE, install, uses_pyside


def module_from(path: Path, name: str = "probe") -> ModuleType:
    module = ModuleType(name)
    module.__file__ = str(path)
    return module


def never(_module: ModuleType) -> bool:
    raise AssertionError("the fallback should not be asked")


def pyside_test() -> object:
    """PySide's own test (unwrapped, should this process have installed ours)."""
    test = sys.modules[FEATURE_MODULE]._mod_uses_pyside
    return getattr(test, "__wrapped__", test)


def test_a_source_file_is_read_for_the_name_of_pyside6(tmp_path: Path) -> None:
    uses = tmp_path / "uses.py"
    uses.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    plain = tmp_path / "plain.py"
    plain.write_text("import json  # no Qt: PySide2 is not PySide 6\n", encoding="utf-8")
    assert uses_pyside(module_from(uses), never) is True
    assert uses_pyside(module_from(plain), never) is False


@pytest.mark.parametrize(
    "file", [None, "/nonexistent/folder/missing.py", "extension.cpython-311-x86_64-linux-gnu.so"]
)
def test_a_module_without_a_readable_source_file_goes_to_pyside_s_own_test(
    file: str | None,
) -> None:
    module = ModuleType("probe")
    if file is not None:
        module.__file__ = file
    asked: list[ModuleType] = []

    def fallback(target: ModuleType) -> bool:
        asked.append(target)
        return True

    assert uses_pyside(module, fallback) is True
    assert asked == [module]


def test_every_loaded_module_gets_pyside_s_own_answer() -> None:
    """The game's modules (Qt or not), the standard library's, PySide's and pytest's: the
    bytes of the file say what its decoded text says."""
    import popout_desktop.ui.window.main_window  # noqa: F401  (most of the game)

    original = pyside_test()
    assert callable(original)
    modules = [m for m in list(sys.modules.values()) if isinstance(m, ModuleType)]
    read = [m for m in modules if str(getattr(m, "__file__", "")).endswith(".py")]
    assert len(read) > 300
    differ = [m.__name__ for m in modules if uses_pyside(m, original) != original(m)]
    assert differ == []
    assert any(original(m) for m in read) and not all(original(m) for m in read)


class FakeFeature(ModuleType):
    def __init__(self) -> None:
        super().__init__(FEATURE_MODULE)
        self.asked: list[str] = []

        def _mod_uses_pyside(module: ModuleType) -> bool:
            self.asked.append(module.__name__)
            return False

        self._mod_uses_pyside = _mod_uses_pyside


def test_install_replaces_pyside_s_test_once_and_keeps_it_as_the_fallback(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    feature = FakeFeature()
    original = feature._mod_uses_pyside
    monkeypatch.setitem(sys.modules, FEATURE_MODULE, feature)
    assert install() is True
    test = feature._mod_uses_pyside
    assert test is not original and getattr(test, "__wrapped__", None) is original
    assert install() is True  # again: the same replacement, not one wrapped in another
    assert feature._mod_uses_pyside is test
    source = tmp_path / "window.py"
    source.write_text("import PySide6\n", encoding="utf-8")
    assert test(module_from(source, "window")) is True
    assert feature.asked == []  # read from the file, PySide's test not run
    assert test(ModuleType("builtin_like")) is False
    assert feature.asked == ["builtin_like"]


def test_install_changes_nothing_without_pyside_s_test(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, FEATURE_MODULE)
    assert install() is False
    bare = ModuleType(FEATURE_MODULE)
    monkeypatch.setitem(sys.modules, FEATURE_MODULE, bare)
    assert install() is False
    assert not hasattr(bare, "_mod_uses_pyside")


def test_the_module_imports_no_qt() -> None:
    source = Path(pyside_imports.__file__).read_text(encoding="utf-8")
    assert "from PySide6" not in source and "import PySide6" not in source
