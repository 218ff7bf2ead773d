"""resources.py finds resources/ in a checkout, an installed wheel and a PyInstaller bundle."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from popout_desktop.app import resources
from popout_desktop.app.resources import ResourceNotFoundError, resource_path, resources_dir


@pytest.fixture(autouse=True)
def fresh_lookup() -> Iterator[None]:
    resources_dir.cache_clear()
    yield
    resources_dir.cache_clear()


def make_resources(root: Path) -> Path:
    icon = root / "icons" / "popout.svg"
    icon.parent.mkdir(parents=True)
    icon.write_text("<svg/>", encoding="utf-8")
    return root


def test_finds_the_real_icon() -> None:
    icon = resource_path("icons", "popout.svg")
    assert icon.is_file()
    assert icon.read_text(encoding="utf-8").lstrip().startswith("<?xml")
    assert resource_path("icons/popout.svg") == icon


def test_checkout_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "repo" / "popout_desktop"
    package.mkdir(parents=True)
    expected = make_resources(tmp_path / "repo" / "resources")
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources_dir() == expected


def test_installed_wheel_layout_wins_over_a_stray_checkout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "popout_desktop"
    expected = make_resources(package / "resources")
    make_resources(tmp_path / "site-packages" / "resources")
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources_dir() == expected


@pytest.mark.parametrize("inside", ["resources", "popout_desktop/resources"])
def test_pyinstaller_bundle_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, inside: str
) -> None:
    bundle = tmp_path / "bundle"
    expected = make_resources(bundle / inside)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "nowhere" / "popout_desktop")
    assert resources_dir() == expected
    assert resource_path("icons", "popout.svg") == expected / "icons" / "popout.svg"


def test_no_resources_anywhere_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "a" / "popout_desktop")
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    with pytest.raises(ResourceNotFoundError, match="cannot find its resources folder"):
        resource_path("icons", "popout.svg")


def test_a_missing_file_is_a_clear_error() -> None:
    with pytest.raises(ResourceNotFoundError, match=r"'icons/nope\.svg' is missing"):
        resource_path("icons", "nope.svg")
    assert issubclass(ResourceNotFoundError, FileNotFoundError)


@pytest.mark.parametrize(
    "parts", [(), ("",), ("/etc/passwd",), ("..", "pyproject.toml"), ("a/../..",)]
)
def test_paths_outside_resources_are_refused(parts: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="not a relative resource path"):
        resource_path(*parts)


# -- the bundle's fontconfig configuration, where the system has none -----------------------------


def test_the_bundled_fontconfig_is_named_only_where_the_system_has_none(tmp_path: Path) -> None:
    bundled = {"FONTCONFIG_FILE": str(resource_path("fontconfig", "fonts.conf"))}
    none_here = tmp_path / "etc" / "fonts" / "fonts.conf"
    assert resources.fontconfig_environment({}, none_here) == bundled
    assert resources.fontconfig_environment({"FONTCONFIG_FILE": ""}, none_here) == bundled
    # The system's own configuration, or the player's choice, wins.
    none_here.parent.mkdir(parents=True)
    none_here.write_text("<fontconfig/>", encoding="utf-8")
    assert resources.fontconfig_environment({}, none_here) == {}
    none_here.unlink()
    assert resources.fontconfig_environment({"FONTCONFIG_FILE": "/x/fonts.conf"}, none_here) == {}
    assert resources.fontconfig_environment({"FONTCONFIG_PATH": "/x"}, none_here) == {}


def test_no_bundled_fontconfig_sets_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "a" / "popout_desktop")
    monkeypatch.setattr(sys, "_MEIPASS", str(make_resources(tmp_path / "bundle")), raising=False)
    assert resources.fontconfig_environment({}, tmp_path / "no" / "fonts.conf") == {}
