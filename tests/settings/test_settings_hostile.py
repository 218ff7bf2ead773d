"""Settings files written by hand as a hostile user would (issue 29, point 8): the puzzle progress
with commas (QSettings reads a list) or stored twice keeps every entry that can be read, with one
note naming how many were left out; a broker host of 100 KB, with a NUL, an escape sequence or a
URL is reset with a note, like every free-text setting that breaks its rule; the repairs are
written back, so a second start has nothing to say and reads the same values."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from popout_desktop.puzzles.progress import MAX_HINTS, parse_progress
from popout_desktop.settings.schema import DEFAULT_BROKER_HOST, is_broker_host
from popout_desktop.settings.store import SCHEMA, Settings

#: 21 puzzles solved (the case of the issue) and their stored text.
IDS = [f"{n:012x}" for n in range(1, 22)]
SOLVED = [f"{i}:0:1" for i in IDS]
HOST_NOTE = "The setting broker/host was damaged and has been reset."


def start(path: Path, text: str) -> Settings:
    path.write_text(text, encoding="utf-8")
    return Settings(path)


def progress_of(store: Settings) -> tuple[set[str], dict[str, int]]:
    progress = parse_progress(store.value("puzzles/progress"))
    return progress.solved, progress.hints


def assert_second_start_is_quiet(path: Path, first: Settings) -> None:
    """The repairs were written: a second start says nothing and reads the same values."""
    again = Settings(path)
    assert again.problems == []
    assert {key: again.value(key) for key in SCHEMA} == {key: first.value(key) for key in SCHEMA}


# -- the puzzle progress -----------------------------------------------------------------------


@pytest.mark.parametrize("separator", [", ", ",", " ,", " , "])
def test_a_progress_with_commas_keeps_every_puzzle(tmp_path: Path, separator: str) -> None:
    path = tmp_path / "popout.ini"
    first = start(path, "[puzzles]\nprogress=" + separator.join(SOLVED) + "\n")
    assert progress_of(first) == (set(IDS), {})
    assert first.problems == []  # nothing was lost
    stored = path.read_text(encoding="utf-8")
    assert "progress=" + " ".join(SOLVED) in stored and "," not in stored
    assert_second_start_is_quiet(path, first)


def test_one_comma_among_spaces_keeps_every_puzzle(tmp_path: Path) -> None:
    path = tmp_path / "popout.ini"
    text = " ".join(SOLVED[:10]) + "," + " ".join(SOLVED[10:])
    first = start(path, f"[puzzles]\nprogress={text}\n")
    assert progress_of(first)[0] == set(IDS)


def test_damaged_entries_are_left_out_with_one_note_that_counts_them(tmp_path: Path) -> None:
    path = tmp_path / "popout.ini"
    first = start(
        path, "[puzzles]\nprogress=" + ", ".join([*SOLVED, "nonsense", "0123:0:1"]) + "\n"
    )
    assert progress_of(first)[0] == set(IDS)
    assert first.problems == [
        "The setting puzzles/progress had entries that could not be read (2 of 23); they were"
        " left out and the others kept."
    ]
    assert_second_start_is_quiet(path, first)


def test_a_progress_stored_twice_keeps_both(tmp_path: Path) -> None:
    path = tmp_path / "popout.ini"
    first = start(
        path,
        "[puzzles]\nprogress="
        + " ".join(SOLVED[:10])
        + "\nprogress="
        + " ".join(SOLVED[10:])
        + "\n",
    )
    assert progress_of(first)[0] == set(IDS)
    assert first.problems == []
    assert path.read_text(encoding="utf-8").count("progress=") == 1
    assert_second_start_is_quiet(path, first)


def test_a_progress_stored_twice_in_two_spellings_merges_solved_and_hints(tmp_path: Path) -> None:
    a, b = IDS[:2]
    path = tmp_path / "popout.ini"
    first = start(
        path,
        f"[General]\npuzzles\\progress={a}:3:0 {b}:1:1\n"
        f"[puzzles]\nprogress={a}:1:1, {b}:2:0, junk\n",
    )
    assert progress_of(first) == ({a, b}, {a: 3, b: 2})
    assert first.problems == [
        "The setting puzzles/progress had entries that could not be read (1 of 5); they were"
        " left out and the others kept."
    ]
    assert_second_start_is_quiet(path, first)


def test_a_progress_in_a_damaged_file_is_salvaged_too(tmp_path: Path) -> None:
    path = tmp_path / "popout.ini"
    path.write_bytes(
        b"\x00junk\n[puzzles]\nprogress=" + ", ".join(SOLVED).encode() + b"\nprogress=x\n"
    )
    first = Settings(path)
    assert progress_of(first)[0] == set(IDS)
    assert len(first.problems) == 2  # moved aside; one entry ("x") left out
    assert "(1 of 22)" in first.problems[1]
    assert_second_start_is_quiet(path, first)


@pytest.mark.parametrize(
    "value", ["@Variant(\\0\\0\\0\\x2\\0\\0\\0\\0\\x5)", "@Point(1 2)", "@ByteArray(\\xff)"]
)
def test_a_progress_of_another_type_is_not_kept_but_said(tmp_path: Path, value: str) -> None:
    path = tmp_path / "popout.ini"
    first = start(path, f"[puzzles]\nprogress={value}\n")
    assert progress_of(first) == (set(), {})
    assert first.problems == [  # reset with a note, never silently
        "The setting puzzles/progress had entries that could not be read (1 of 1); they were"
        " left out and the others kept."
    ]
    assert_second_start_is_quiet(path, first)


# -- the broker's host and every free-text setting ----------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "host=" + "a" * 100_000,
        "host=" + ".".join(["abcdefghi"] * 30),  # labels fine, 299 characters
        "host=bro\\0ker.example",  # a NUL, as QSettings writes it
        "host=\x1b[31mred\x1b[0m",  # an escape sequence, raw
        "host=\\x1b[2Jbroker.example",  # and as QSettings writes it
        "host=mqtt://x:1883/",
        "host=broker.example:1883",
        "host=broker.example/path",
        'host=" broker.example"',
        "host=broker.example\\tx",
    ],
)
def test_a_broker_host_that_is_no_host_is_reset_with_a_note(tmp_path: Path, line: str) -> None:
    path = tmp_path / "popout.ini"
    first = start(path, f"[broker]\n{line}\nport=1883\n")
    assert first.value("broker/host") == DEFAULT_BROKER_HOST
    assert first.value("broker/port") == 1883
    assert first.problems == [HOST_NOTE]  # short and plain: it quotes nothing of the value
    assert "host=" not in path.read_text(encoding="utf-8")
    assert_second_start_is_quiet(path, first)


@pytest.mark.parametrize(
    "host", ["127.0.0.1", "::1", "[::1]", "broker.example.org", "localhost", "Broker.Example."]
)
def test_a_broker_host_or_address_is_kept(tmp_path: Path, host: str) -> None:
    path = tmp_path / "popout.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue("broker/host", host)
    writer.sync()
    del writer
    first = Settings(path)
    assert first.value("broker/host") == host
    assert first.problems == []


@pytest.mark.parametrize(
    ("key", "value", "kept"),
    [
        ("players/1/name", "Ann \x1b[31mred", False),
        ("players/2/name", "x" * 41, False),
        ("players/1/name", "Zoë 🙂 van der Berg", True),
        ("players/1/name", "\u202eevil", False),
        ("broker/username", "ann\x00", False),
        ("broker/username", "u" * 257, False),
        ("broker/username", "ann", True),
        ("broker/password", "p\x1bw, d;", True),  # any character but NUL: never shown
        ("broker/password", "p\x00w", False),
        ("broker/password", "p" * 257, False),
        ("prefs/language", "pt_BR", True),
        ("prefs/language", "de; rm -rf ~", False),
        ("prefs/language", "l" * 100, False),
        ("window/geometry", "AdnQywADAAA=", True),
        ("window/geometry", "<b>not base64</b>", False),
        ("window/geometry", "A" * 5000, False),
    ],
)
def test_every_free_text_setting_has_its_rule(
    tmp_path: Path, key: str, value: str, kept: bool
) -> None:
    path = tmp_path / "popout.ini"
    writer = QSettings(str(path), QSettings.Format.IniFormat)
    writer.setValue(key, value)
    writer.sync()
    del writer
    first = Settings(path)
    if kept:
        assert first.value(key) == value and first.problems == []
    else:
        assert first.value(key) == SCHEMA[key].default
        assert first.problems == [f"The setting {key} was damaged and has been reset."]
        with pytest.raises(ValueError, match="is not a valid value"):
            first.set_value(key, value)  # what the file may not hold cannot be stored either
    assert_second_start_is_quiet(path, first)


def test_every_free_text_setting_has_a_longest_length() -> None:
    free_text = [s for s in SCHEMA.values() if s.kind is str and not s.choices]
    assert {s.key for s in free_text} >= {"broker/host", "players/1/name", "puzzles/progress"}
    assert all(s.max_length is not None for s in free_text)
    assert all(s.valid(s.default) for s in SCHEMA.values())


# -- property tests ------------------------------------------------------------------------------

_HEX = "0123456789abcdef"
_ENTRY = st.tuples(st.text(_HEX, min_size=12, max_size=12), st.integers(0, 150), st.booleans())
#: An entry, as the reader takes it.
_READABLE = re.compile(r"[0-9a-f]{12}:\d{1,9}:[01]")
#: Words that are no entry (no separator, nothing QSettings reads specially in a value).
_JUNK = st.text("0123456789abcdefxyzABC:-_.", min_size=1, max_size=20).filter(
    lambda word: _READABLE.fullmatch(word) is None
)


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    occurrences=st.lists(st.lists(st.one_of(_ENTRY, _JUNK), max_size=12), min_size=1, max_size=3),
    separators=st.lists(st.sampled_from([" ", ", ", ",", "  ", " ,\t"]), min_size=1, max_size=4),
    spellings=st.lists(st.booleans(), min_size=3, max_size=3),
)
def test_hostile_progress_keeps_every_readable_entry(
    occurrences: list[list[tuple[str, int, bool] | str]],
    separators: list[str],
    spellings: list[bool],
) -> None:
    lines = []
    solved: set[str] = set()
    hints: dict[str, int] = {}
    entries = junk = 0
    for number, occurrence in enumerate(occurrences):
        words = []
        for item in occurrence:
            entries += 1
            if isinstance(item, str):
                junk += 1
                words.append(item)
                continue
            ident, count, done = item
            words.append(f"{ident}:{count}:{int(done)}")
            if done:
                solved.add(ident)
            if count:
                hints[ident] = max(hints.get(ident, 0), min(MAX_HINTS, count))
        separator = separators[number % len(separators)]
        value = separator.join(words)
        if spellings[number]:
            lines.append(f"[puzzles]\nprogress={value}\n")
        else:
            lines.append(f"[General]\npuzzles\\progress={value}\n")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "popout.ini"
        first = start(path, "[prefs]\ntheme=dark\n" + "".join(lines))
        assert progress_of(first) == (solved, hints)
        assert first.value("prefs/theme") == "dark"
        if junk:
            assert first.problems == [
                f"The setting puzzles/progress had entries that could not be read ({junk} of"
                f" {entries}); they were left out and the others kept."
            ]
        else:
            assert first.problems == []
        assert "," not in path.read_text(encoding="utf-8")
        assert_second_start_is_quiet(path, first)


_LABEL = st.text("abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=20)
_GOOD_HOST = st.one_of(
    st.lists(_LABEL, min_size=1, max_size=4)
    .map(".".join)
    .filter(lambda host: not host.replace(".", "").isdigit()),
    st.ip_addresses(v=4).map(str),
    st.ip_addresses(v=6).map(str),
)


def _spoil(host: str, how: str, extra: str) -> str:
    return {
        "scheme": f"mqtt://{host}",
        "port": f"[{host}]:{len(extra) + 1}" if ":" in host else f"{host}:{len(extra) + 1}",
        "path": f"{host}/{extra}",
        "control": f"{host[:1]}{extra[:1] or chr(27)}{host[1:]}",
        "long": f"{host}.{'a' * 60}" * 5,
        "space": f"{host} {extra}",
    }[how]


_BAD_HOST = st.builds(
    _spoil,
    _GOOD_HOST,
    st.sampled_from(["scheme", "port", "path", "control", "long", "space"]),
    st.text(st.characters(categories=["Cc"]), max_size=3),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(host=_GOOD_HOST, bad=_BAD_HOST, raw=st.text(max_size=300))
def test_hostile_broker_hosts_are_reset_with_a_note(host: str, bad: str, raw: str) -> None:
    for value, valid in ((host, True), (bad, False), (raw, is_broker_host(raw))):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "popout.ini"
            writer = QSettings(str(path), QSettings.Format.IniFormat)
            writer.setValue("broker/host", value)
            writer.setValue("broker/tls", False)
            writer.sync()
            del writer
            first = Settings(path)
            assert first.value("broker/tls") is False  # the others are kept
            if valid:
                assert first.value("broker/host") == value
                assert first.problems == []
            else:
                assert first.value("broker/host") == DEFAULT_BROKER_HOST
                assert first.problems == [HOST_NOTE]
            assert_second_start_is_quiet(path, first)


def test_a_key_under_general_spelled_with_a_backslash_is_read(tmp_path: Path) -> None:
    # QSettings parses sections as keys are asked for: contains() missed such a key until the
    # whole file was parsed.
    path = tmp_path / "popout.ini"
    first = start(path, "[prefs]\nsound=false\n[General]\nprefs\\theme=dark\nbroker\\port=1883\n")
    assert (first.value("prefs/theme"), first.value("broker/port")) == ("dark", 1883)
    assert first.value("prefs/sound") is False
