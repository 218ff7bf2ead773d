"""Interface languages: loading the game's and Qt's translations, switching them live.

The game ships English (the source texts) and Russian, Polish, Italian and Dutch as compiled
``resources/translations/popout_<code>.qm`` files, built from the ``.ts`` sources by
``build_scripts/translations.py``. Qt's own translations (standard buttons, dialogs) come from
the PySide6 installation when it has them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from popout_desktop.app.resources import ResourceNotFoundError, resource_path

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

__all__ = ["LANGUAGES", "current_language", "install_translators", "resolve_language"]

#: The languages of the interface: code -> the language's own name.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ru": "Русский",
    "pl": "Polski",
    "it": "Italiano",
    "nl": "Nederlands",
}

_installed: list[QTranslator] = []
_current = "en"


def resolve_language(code: str | None) -> str:
    """The language to use for ``code``: itself if shipped, else the system's, else English."""
    for candidate in (code or "", QLocale.system().name()):
        short = candidate.replace("-", "_").split("_")[0].lower()
        if short in LANGUAGES:
            return short
    return "en"


def current_language() -> str:
    """The code of the language installed last."""
    return _current


def install_translators(app: QCoreApplication, code: str | None) -> str:
    """Install the translations for ``code`` (replacing earlier ones); return the code used.

    Installing new translators makes Qt send every widget a ``LanguageChange`` event, so open
    windows retranslate themselves at once.
    """
    global _current
    language = resolve_language(code)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = language
    if language == "en":
        return language
    # Made for another language only: English (the source texts) needs no translator, and a
    # Qt class made makes its Python enums too (issue 33 point 4).
    from PySide6.QtCore import QLibraryInfo, QTranslator

    ours = QTranslator(app)
    try:
        if ours.load(str(resource_path("translations", f"popout_{language}.qm"))):
            app.installTranslator(ours)
            _installed.append(ours)
    except ResourceNotFoundError:
        pass
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_base = QTranslator(app)
    if qt_base.load(QLocale(language), "qtbase", "_", qt_folder):
        app.installTranslator(qt_base)
        _installed.append(qt_base)
    return language
