"""Any bytes at all as the settings file: Settings starts without an exception, every value is
valid per the schema, nothing hangs, the user's bytes are never lost, and a second start on
what the first one left has nothing more to say."""

from __future__ import annotations

import contextlib
import faulthandler
import tempfile
from collections.abc import Iterator
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popout_desktop.rules import Rules
from popout_desktop.settings.store import SCHEMA, STAT_OUTCOMES, Settings

#: Seconds one example may take before the whole run is stopped with every thread's traceback
#: (a hang guard: a regression fails loudly instead of hanging; an example takes milliseconds).
HANG_GUARD_SECONDS = 120


@contextlib.contextmanager
def hang_guard(seconds: float) -> Iterator[None]:
    faulthandler.dump_traceback_later(seconds, exit=True)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


def _values() -> st.SearchStrategy[str]:
    known = sorted(
        {str(c) for s in SCHEMA.values() for c in s.choices}
        | {"true", "false", "True", "0", "-1", "7", "99", "4", "20", " 6 ", "@Variant(\\0)"}
    )
    return st.one_of(st.sampled_from(known), st.text(max_size=12))


_GROUPS = sorted({key.split("/")[0] for key in SCHEMA} | {"stats", "General", "%General"})
_KEYS = [
    *sorted({key.split("/", 1)[1] for key in SCHEMA}),  # "theme", "1/name"... in their group
    "human\\won",
    "computer-easy\\lost",
    "human/drawn",
]

_LINE = st.one_of(
    st.sampled_from(_GROUPS).map(lambda group: f"[{group}]"),
    st.tuples(st.sampled_from(_KEYS), _values()).map(lambda kv: f"{kv[0]}={kv[1]}"),
    st.sampled_from(["[prefs", "=x", "[]", ";comment", "theme", "\\", '"', "\x00", "\ufeff"]),
    st.text(max_size=20),
)
_INI_TEXT = st.lists(_LINE, max_size=25).map("\n".join)
_ENCODED_INI = st.tuples(
    _INI_TEXT, st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "latin-1"])
).map(lambda te: te[0].encode(te[1], errors="replace"))
#: Raw bytes, INI-like text in several encodings, and either with bytes flipped in or cut off.
SETTINGS_BYTES = st.one_of(
    st.binary(max_size=400),
    _ENCODED_INI,
    st.tuples(_ENCODED_INI, st.binary(max_size=8), st.integers(0, 400)).map(
        lambda t: t[0][: t[2]] + t[1] + t[0][t[2] :]
    ),
)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=SETTINGS_BYTES)
def test_any_bytes_give_valid_settings(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder, hang_guard(HANG_GUARD_SECONDS):
        path = Path(folder) / "settings.ini"
        path.write_bytes(data)
        first = Settings(path)
        for key, setting in SCHEMA.items():
            assert setting.valid(first.value(key)), (key, first.value(key))
        assert isinstance(first.rules(), Rules)
        for counts in first.statistics().values():
            assert set(counts) == set(STAT_OUTCOMES)
            assert all(isinstance(n, int) and n >= 0 for n in counts.values())
        assert len(first.notes()) == len(first.problems)
        assert first.persistent

        asides = sorted(Path(folder).glob("settings.unreadable-*.ini"))
        if asides:
            assert [a.read_bytes() for a in asides] == [data]  # moved aside whole
        elif not first.notes():
            assert path.read_bytes() == data  # nothing said, nothing touched

        second = Settings(path)
        assert second.notes() == []
        assert {k: second.value(k) for k in SCHEMA} == {k: first.value(k) for k in SCHEMA}
        assert second.statistics() == first.statistics()
        del first, second
