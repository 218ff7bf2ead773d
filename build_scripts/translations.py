"""Extract, check and compile the interface translations (Qt Linguist ``.ts`` -> ``.qm``).

Usage, from anywhere (the paths are the repository's)::

    python build_scripts/translations.py           # update the .ts files, compile the .qm files
    python build_scripts/translations.py --check   # change nothing; exit 1 if anything is stale

Update mode runs ``pyside6-lupdate`` over every ``.py`` file of ``popout_desktop/`` and creates or
updates ``resources/translations/popout_<code>.ts`` for every language of
:data:`popout_desktop.app.translations.LANGUAGES` but English (the source texts): new strings are
added as unfinished, strings gone from the code are dropped. Then ``pyside6-lrelease`` compiles
each ``.ts`` into the ``.qm`` beside it (unfinished messages left out). Translate the new strings
in Qt Linguist (``pyside6-linguist resources/translations/popout_ru.ts``) or a text editor, then
run this script again.

The ``.ts`` files carry no source locations, so moving code around never changes them; only
added, removed or reworded strings do. lupdate would turn the ``#:`` comments before a ``tr`` call
into notes for translators; in this code base they document attributes (Sphinx), so the notes are
dropped.

``--check`` exits with status 1 and says why if a ``.ts`` file is missing, or differs from what
lupdate extracts from the sources now (strings added or removed), or has an unfinished or empty
translation, or a ``.qm`` file is missing or does not give every translation of its ``.ts``.
It needs no network and takes well under a second.

The tools are looked for in PySide6's package folder (the ``lupdate``/``lrelease`` binaries the
``pyside6-*`` commands run), then next to the Python running this script, then on ``PATH``.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "popout_desktop"
TRANSLATIONS = REPO / "resources" / "translations"
#: lupdate options shared by update and check mode, so both extract exactly the same.
LUPDATE_OPTIONS = ("-locations", "none", "-no-obsolete", "-source-language", "en")
#: A note for translators taken from a ``#:`` comment (see the module's docstring).
EXTRA_COMMENT = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)


class ToolError(RuntimeError):
    """A Qt tool is missing or failed."""


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a ``.ts`` file."""

    context: str
    source: str
    comment: str
    translation: str
    finished: bool

    @property
    def key(self) -> tuple[str, str, str]:
        """What identifies the message: context, source text, disambiguation comment."""
        return (self.context, self.source, self.comment)


def languages() -> list[str]:
    """The codes of the translated languages (every shipped language but English)."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    try:
        from popout_desktop.app.translations import LANGUAGES
    except ImportError as error:
        raise ToolError(
            f"the list of languages cannot be read ({error}); install the project's "
            f"dependencies in the environment of {sys.executable}"
        ) from error
    return [code for code in LANGUAGES if code != "en"]


def ts_path(code: str) -> Path:
    """The Linguist source of language ``code``."""
    return TRANSLATIONS / f"popout_{code}.ts"


def qm_path(code: str) -> Path:
    """The compiled translation of language ``code``."""
    return TRANSLATIONS / f"popout_{code}.qm"


def sources() -> list[Path]:
    """Every Python file of the package, relative to the repository, sorted."""
    return sorted(
        path.relative_to(REPO) for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts
    )


def find_tool(name: str) -> Path:
    """The path of Qt's ``name`` tool ("lupdate" or "lrelease"); ToolError if there is none."""
    exe = ".exe" if sys.platform == "win32" else ""
    candidates: list[Path] = []
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin is not None:
        pyside = Path(spec.origin).resolve().parent
        candidates += [pyside / f"{name}{exe}", pyside / "Qt" / "bin" / f"{name}{exe}"]
    scripts = Path(sys.executable).parent
    candidates += [scripts / f"pyside6-{name}{exe}", scripts / f"pyside6-{name}"]
    candidates = list(dict.fromkeys(candidates))
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    on_path = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if on_path:
        return Path(on_path)
    searched = ", ".join(str(c) for c in candidates)
    raise ToolError(
        f"Qt's {name} was not found (searched {searched}, then PATH). It comes with PySide6: "
        f"install the project's dependencies (pip install -e '.[test]') in the environment of "
        f"{sys.executable}."
    )


def _run(tool: Path, args: Sequence[str]) -> str:
    try:
        done = subprocess.run(
            [str(tool), *args], cwd=REPO, capture_output=True, text=True, check=False
        )
    except OSError as error:
        raise ToolError(f"{tool} could not be run: {error}") from error
    if done.returncode != 0:
        raise ToolError(
            f"{tool.name} failed with exit code {done.returncode}:\n{done.stdout}{done.stderr}"
        )
    return done.stdout


def lupdate(ts_files: Sequence[Path]) -> str:
    """Extract the strings of :func:`sources` into ``ts_files`` (created or updated)."""
    args = [*LUPDATE_OPTIONS, *(str(s) for s in sources()), "-ts", *(str(t) for t in ts_files)]
    return _run(find_tool("lupdate"), args)


def lrelease(ts_file: Path, qm_file: Path) -> str:
    """Compile ``ts_file`` into ``qm_file``, leaving unfinished messages out."""
    return _run(find_tool("lrelease"), ["-nounfinished", str(ts_file), "-qm", str(qm_file)])


def read_ts(path: Path) -> list[Message]:
    """The messages of a ``.ts`` file, in file order."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                text, kind = "", "unfinished"
            else:
                forms = translation.findall("numerusform")
                parts = [f.text or "" for f in forms] if forms else [translation.text or ""]
                text, kind = "\n".join(parts), translation.get("type", "")
                if not all(parts):
                    kind = kind or "empty"
            messages.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    translation=text,
                    finished=kind == "",
                )
            )
    return messages


def update() -> int:
    """Update every ``.ts`` file and compile every ``.qm`` file."""
    codes = languages()
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    print(lupdate([ts_path(code) for code in codes]).strip())
    for code in codes:
        text = ts_path(code).read_text(encoding="utf-8")
        ts_path(code).write_text(EXTRA_COMMENT.sub("", text), encoding="utf-8")
        print(lrelease(ts_path(code), qm_path(code)).strip())
        unfinished = [m for m in read_ts(ts_path(code)) if not m.finished]
        if unfinished:
            print(f"{ts_path(code).name}: {len(unfinished)} message(s) still to translate")
    return 0


def _describe(key: tuple[str, str, str]) -> str:
    context, source, comment = key
    text = source if len(source) <= 70 else source[:67] + "..."
    return f"{context}: {text!r}" + (f" ({comment})" if comment else "")


def _qm_problems(code: str, messages: list[Message]) -> list[str]:
    """What the compiled ``.qm`` gets wrong about the finished messages of the ``.ts``."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not translator.load(str(qm_path(code))):
        return [f"{qm_path(code).name} cannot be loaded"]
    wrong = [
        m
        for m in messages
        if m.finished
        and translator.translate(m.context, m.source, m.comment or None) != m.translation
    ]
    if wrong:
        return [
            f"{qm_path(code).name} is stale: {len(wrong)} translation(s) differ from "
            f"{ts_path(code).name}, e.g. {_describe(wrong[0].key)}"
        ]
    return []


def check() -> int:
    """Report every stale, missing or unfinished translation file; 0 if there is none."""
    codes = languages()
    problems: list[str] = []
    present = [code for code in codes if ts_path(code).is_file()]
    problems += [f"{ts_path(code).name} is missing" for code in codes if code not in present]
    with tempfile.TemporaryDirectory(prefix="popout-ts-") as folder:
        fresh = {code: Path(folder) / ts_path(code).name for code in present}
        for code in present:
            shutil.copyfile(ts_path(code), fresh[code])
        if fresh:
            lupdate(list(fresh.values()))
        for code in present:
            committed = read_ts(ts_path(code))
            extracted = {m.key for m in read_ts(fresh[code])}
            known = {m.key for m in committed}
            name = ts_path(code).name
            for key in sorted(extracted - known):
                problems.append(f"{name} lacks a string of the sources: {_describe(key)}")
            for key in sorted(known - extracted):
                problems.append(f"{name} has a string no longer in the sources: {_describe(key)}")
            for message in committed:
                if not message.finished:
                    problems.append(f"{name}: unfinished translation of {_describe(message.key)}")
            if not qm_path(code).is_file():
                problems.append(f"{qm_path(code).name} is missing")
            else:
                problems += _qm_problems(code, committed)
    if problems:
        print("The translations are not up to date:", file=sys.stderr)
        for problem in problems:
            print(f"  - {problem}", file=sys.stderr)
        print(
            "Run `python build_scripts/translations.py`, translate what is unfinished in "
            "resources/translations/*.ts, and run it again.",
            file=sys.stderr,
        )
        return 1
    print(f"Translations up to date: {', '.join(codes)}.")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the script; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument(
        "--check",
        action="store_true",
        help="change nothing; exit 1 if a .ts or .qm file is out of date or a message unfinished",
    )
    options = parser.parse_args(argv)
    try:
        for tool in ("lupdate", "lrelease"):
            find_tool(tool)  # a missing tool is reported before anything is done
        return check() if options.check else update()
    except ToolError as error:
        print(f"translations: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
