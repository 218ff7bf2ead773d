"""No figure in the README goes stale (issue 29, point 5).

Three kinds of figures, three checks:

* **Measured** (test counts, bundle sizes, start-up and build times, the pure-Python engine
  core's cost): kept in docs/figures.json, with the date and the machine, by
  build_scripts/measure_figures.py, which writes them into the README between
  ``<!-- figures:NAME -->`` markers. The README must say what figures.json says, and the range
  the app and the README quote for the Python core (``PYTHON_SLOWDOWN``) must sum up the
  measured ratios by its rule (:func:`slowdown_problem`).
* **Counted** (how many tests the suite has): the README rounds it ("about 3,500 tests") and the
  count in figures.json must be within :data:`TOLERANCE` of what pytest collects now. Exactness
  would fail every run the moment anyone adds a test, for no fault of the README; a tenth is
  a few issues' worth of new tests (an issue adds 100 to 300), yet catches a README that quotes
  2,004 tests for a suite of 3,484 (74 % more). When it fails: measure_figures.py --only tests.
* **Defined by the code** (MAX_MOVES, the table's limits, the ports, the puzzles, ...): each
  number the README quotes is compared with its one definition (:data:`CLAIMS`).
"""

from __future__ import annotations

import datetime
import importlib
import importlib.util
import json
import math
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from popout_desktop.engine.core_choice import PYTHON_SLOWDOWN

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
TESTS = ROOT / "tests"
INTERNET_PLAY = ROOT / "docs" / "internet-play.md"
#: How far the README's test counts may be from the suite's, as a share of the suite.
TOLERANCE = 0.10

pytestmark = pytest.mark.skipif(
    not (ROOT / "build_scripts" / "measure_figures.py").is_file() or not README.is_file(),
    reason="not in a checkout (README.md and build_scripts/ are not beside tests/)",
)


def _measure_figures() -> Any:
    """build_scripts/measure_figures.py as a module, by path (build_scripts is no package)."""
    spec = importlib.util.spec_from_file_location(
        "measure_figures", ROOT / "build_scripts" / "measure_figures.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("measure_figures", module)
    spec.loader.exec_module(module)
    return module


measure = _measure_figures()


def readme() -> str:
    return README.read_text(encoding="utf-8")


# -- measured: the README says what figures.json says ---------------------------------------------


def test_the_readme_quotes_docs_figures_json() -> None:
    text = readme()
    assert measure.render_readme(text, measure.load()) == text, (
        "README.md's figures differ from docs/figures.json: "
        "python build_scripts/measure_figures.py --readme"
    )


def test_a_changed_figure_in_the_readme_is_caught() -> None:
    text = readme()
    figures = measure.load()
    stale = text.replace(f"{figures['tests']['collected']:,}", "2,004", 1)
    assert stale != text
    assert measure.render_readme(stale, figures) != stale


def test_the_readme_has_each_figures_block_once() -> None:
    names = [match["name"] for match in measure.BLOCK.finditer(readme())]
    assert sorted(names) == sorted(measure.GROUPS)


def test_a_changed_engine_ratio_in_the_readme_is_caught() -> None:
    text = readme()
    figures = measure.load()
    middle = figures["engine"]["classic_middle"]["python_over_c"]
    stale = re.sub(rf"{middle:.1f}(\s+on\s+his\s+middle\s+set)", r"58\1", text, count=1)
    assert stale != text
    assert measure.render_readme(stale, figures) != stale
    assert measure.main(["--check"]) == 0  # the README itself is up to date


@pytest.mark.parametrize("group", measure.GROUPS)
def test_a_readme_without_a_block_is_refused(group: str) -> None:
    text = readme()
    start = text.index(f"<!-- figures:{group}")
    end = text.index(f"<!-- /figures:{group} -->") + len(f"<!-- /figures:{group} -->")
    with pytest.raises(measure.FiguresError, match=f"lacks the figures block.*{group}"):
        measure.render_readme(text[:start] + text[end:], measure.load())


@pytest.mark.parametrize("group", ["tests", "app", "engine"])
def test_every_group_of_figures_says_when_and_on_what_it_was_measured(group: str) -> None:
    figures = measure.load()[group]
    measured = datetime.date.fromisoformat(figures["measured"])
    assert datetime.date(2026, 1, 1) <= measured <= datetime.datetime.now(datetime.UTC).date()
    machine = figures["machine"]
    assert isinstance(machine["cpus"], int) and machine["cpus"] > 0
    assert re.fullmatch(r"3\.\d+\.\d+", machine["python"])
    assert re.fullmatch(r"6\.\d+\.\d+", machine["pyside6"])
    assert machine["system"]
    if group == "app":
        assert re.fullmatch(r"\d+\.\d+(\.\d+)?", machine["pyinstaller"])
        for bundle in ("onedir", "onefile"):
            assert 10 < figures[bundle]["mib"] < 1000
            assert figures[bundle]["startup_offscreen_s"] > 0
    if group == "engine":
        assert all(1 < ratio < 1000 for ratio in measure.engine_ratios(figures))
        for name in measure.ENGINE_SETS:
            assert figures[name]["positions"] > 0
    # ... and the README says it where it quotes them.
    flat = " ".join(readme().split())
    if group in ("app", "engine"):
        assert measure.machine_text(figures) in flat
    else:
        python, pyside6 = machine["python"], machine["pyside6"]
        assert f"collected on {figures['measured']} (Python {python}, PySide6 {pyside6})" in flat


def test_pytest_s_collection_line_is_read() -> None:
    assert measure.parse_collected("\n\n3484 tests collected in 16.14s\n") == (3484, 3484)
    # a collection over a minute: pytest adds the time as h:mm:ss
    assert measure.parse_collected(
        "3940/4140 tests collected (200 deselected) in 81.74s (0:01:21)"
    ) == (3940, 4140)
    assert measure.parse_collected("x\n3291/3484 tests collected (193 deselected) in 12.53s") == (
        3291,
        3484,
    )
    with pytest.raises(measure.FiguresError):
        measure.parse_collected("1 error in 2.00s")


# -- measured: the pure-Python core's cost, and the range the app quotes for it ------------------


def tens(ratio: float) -> int:
    """A ratio rounded to the nearest ten, a half up (15.0 gives 20)."""
    return 10 * math.floor(ratio / 10 + 0.5)


def slowdown_problem(slowdown: tuple[int, int], ratios: list[float]) -> str | None:
    """Why ``slowdown`` does not sum up the measured ``ratios`` by PYTHON_SLOWDOWN's rule (see
    its comment), or None: both ends multiples of ten, ``low <= tens(smallest)`` and
    ``high >= tens(largest)``, and neither end more than ten beyond those."""
    low, high = slowdown
    smallest, largest = tens(min(ratios)), tens(max(ratios))
    again = "change PYTHON_SLOWDOWN (and the README's range) or measure again"
    if low % 10 or high % 10 or not 0 < low <= high:
        return f"PYTHON_SLOWDOWN {slowdown} is not two multiples of ten, low to high"
    if smallest < low or largest > high:
        return f"the measured ratios {ratios} leave PYTHON_SLOWDOWN's {low} to {high}: {again}"
    if low < smallest - 10 or high > largest + 10:
        return (
            f"PYTHON_SLOWDOWN's {low} to {high} is wider than the measured ratios {ratios} "
            f"({smallest} to {largest}, rounded to tens) allow: {again}"
        )
    return None


def test_python_slowdown_sums_up_the_measured_ratios() -> None:
    """The range the app's messages and the README quote is the measurement's (figures.json)."""
    ratios = measure.engine_ratios(measure.load()["engine"])
    assert slowdown_problem(PYTHON_SLOWDOWN, ratios) is None


@pytest.mark.parametrize(
    ("slowdown", "ratios", "fails"),
    [
        ((20, 70), [18.6, 57.6, 68.0], False),  # issue 19's measurement
        ((20, 80), [18.6, 57.6, 68.0], False),  # a ten of slack for the noise
        ((20, 70), [19.8, 54.8, 80.2], True),  # a measurement above the range
        ((20, 80), [19.8, 54.8, 80.2], False),
        ((20, 80), [14.9, 54.8, 80.2], True),  # below it
        ((20, 80), [15.0, 54.8, 75.0], False),  # halves round up
        ((20, 90), [18.6, 57.6, 68.0], True),  # a range that no longer describes them
        ((10, 80), [28.0, 57.6, 68.0], True),
        ((20, 75), [18.6, 57.6, 75.0], True),  # not a round ten
        ((70, 20), [18.6, 57.6, 68.0], True),
    ],
)
def test_the_slowdown_rule(slowdown: tuple[int, int], ratios: list[float], fails: bool) -> None:
    assert (slowdown_problem(slowdown, ratios) is not None) == fails


#: bench_engine.py --core both --sets end middle's output (a real run's, shortened).
BENCH_ENGINE_OUTPUT = "\n".join(
    json.dumps(row)
    for row in [
        {"set": "end", "core": "c", "positions": 300, "exact": 300, "timeouts": 0,
         "cpu_ms_per_position": 0.0061},
        {"set": "end", "core": "python", "positions": 300, "exact": 300, "timeouts": 0,
         "cpu_ms_per_position": 0.12},
        {"set": "end", "python_over_c_cpu": 19.8, "same_nodes": True},
        {"set": "middle", "core": "c", "positions": 300, "exact": 300, "timeouts": 0,
         "cpu_ms_per_position": 0.8235},
        {"set": "middle", "core": "python", "positions": 300, "exact": 300, "timeouts": 0,
         "cpu_ms_per_position": 45.1344},
        {"set": "middle", "python_over_c_cpu": 54.8, "same_nodes": True},
    ]
)  # fmt: skip
#: bench_popout.py --core both --positions 40 --seconds 1's output (a real run's, shortened).
BENCH_POPOUT_OUTPUT = "\n".join(
    json.dumps(row)
    for row in [
        {"core": "python", "board": "7x6 Pop Out", "positions": 40, "seconds_cpu_each": 1.0,
         "solved": 29, "solved_by_every_core": 29, "cpu_ms_per_position": 129.633},
        {"core": "c", "board": "7x6 Pop Out", "positions": 40, "seconds_cpu_each": 1.0,
         "solved": 34, "solved_by_every_core": 29, "cpu_ms_per_position": 1.616},
        {"compare": "python/c", "values_agree_where_both": True,
         "nodes_equal_where_both": "29/29", "cpu_ms_per_position_ratio": 80.2},
    ]
)  # fmt: skip


def test_the_benchmarks_output_gives_the_engine_figures() -> None:
    group = {
        **measure.parse_bench_engine(BENCH_ENGINE_OUTPUT),
        **measure.parse_bench_popout(BENCH_POPOUT_OUTPUT),
    }
    assert measure.engine_ratios(group) == [19.8, 54.8, 80.2]
    assert group["classic_middle"]["python_cpu_ms_per_position"] == 45.1344
    assert group["pop_out"]["solved_by_both"] == 29


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('{"set": "end", "core": "c"', '{"set": "end", "core": "x"', "did not run both cores"),
        ('"exact": 300, "timeouts": 0, "cpu_ms_per_position": 45', '"exact": 299, "timeouts": 1,'
         ' "cpu_ms_per_position": 45', "solved 299 of the middle set's 300"),
        ('54.8, "same_nodes": true', '54.8, "same_nodes": false', "different nodes"),
        ("19.8", '"19.8"', "not a positive number"),
        ("19.8", "NaN", "not a positive number"),
        ('"exact": 300, "timeouts": 0, "cpu_ms_per_position": 0.12', '"x": 1',
         "lacks a field"),
    ],
)  # fmt: skip
def test_a_bench_engine_run_that_cannot_give_a_ratio_is_a_clear_error(
    old: str, new: str, message: str
) -> None:
    assert old in BENCH_ENGINE_OUTPUT
    with pytest.raises(measure.FiguresError, match=message):
        measure.parse_bench_engine(BENCH_ENGINE_OUTPUT.replace(old, new, 1))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('"core": "c"', '"core": "python"', "did not run both cores"),  # C not built
        ('"values_agree_where_both": true', '"values_agree_where_both": false', "disagree"),
        ('"29/29"', '"28/29"', "disagree"),
        ("80.2", "null", "no position was solved by both"),
        ("80.2", "0", "not a positive number"),
        ('"seconds_cpu_each": 1.0, "solved": 34', '"solved": 34', "lacks a field"),
    ],
)
def test_a_bench_popout_run_that_cannot_give_a_ratio_is_a_clear_error(
    old: str, new: str, message: str
) -> None:
    assert old in BENCH_POPOUT_OUTPUT
    with pytest.raises(measure.FiguresError, match=message):
        measure.parse_bench_popout(BENCH_POPOUT_OUTPUT.replace(old, new, 1))


@given(st.text())
def test_any_benchmark_output_gives_figures_or_a_clear_error(output: str) -> None:
    for parse in (measure.parse_bench_engine, measure.parse_bench_popout):
        try:
            figures = parse(output)
        except measure.FiguresError:
            continue
        assert all(figure["python_over_c"] > 0 for figure in figures.values())


#: The fields the benchmarks print that measure_figures.py reads, and values they might hold.
BENCH_FIELDS = sorted(
    {key for line in (BENCH_ENGINE_OUTPUT + "\n" + BENCH_POPOUT_OUTPUT).splitlines()
     for key in json.loads(line)}
)  # fmt: skip
BENCH_VALUES = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=3)


@given(st.lists(st.dictionaries(st.sampled_from(BENCH_FIELDS), BENCH_VALUES | st.sampled_from(
    ["end", "middle", "c", "python", "python/c", "1/1", "7x6 Pop Out"]))))  # fmt: skip
def test_any_json_lines_give_figures_or_a_clear_error(rows: list[dict[str, object]]) -> None:
    output = "\n".join(json.dumps(row) for row in rows)
    for parse in (measure.parse_bench_engine, measure.parse_bench_popout):
        try:
            figures = parse(output)
        except measure.FiguresError:
            continue
        assert all(figure["python_over_c"] > 0 for figure in figures.values())


# -- counted: the suite's size --------------------------------------------------------------------


def stale(quoted: int, actual: int) -> bool:
    """True if a quoted count is further than TOLERANCE from the actual one."""
    return abs(quoted - actual) > TOLERANCE * actual


def test_the_tolerance_catches_the_old_readme_but_not_a_few_new_tests() -> None:
    assert stale(2004, 3484)  # the README before issue 29
    assert stale(1854, 3291)
    assert not stale(3484, 3484 + 60)  # a helper's new tests while the figures are fresh
    assert not stale(3484, 3484 - 30)
    assert stale(3484, 4000)


def _whole_suite_run(config: pytest.Config) -> bool:
    """True if this run collected the whole of tests/ with no filter but the quick loop's."""
    here = config.invocation_params.dir
    paths = {(here / arg.split("::", 1)[0]).resolve() for arg in config.args}
    return (
        paths == {TESTS}
        and not config.getoption("keyword")
        and config.getoption("markexpr") in ("", "not slow")
    )


def suite_counts(request: pytest.FixtureRequest) -> tuple[int, int]:
    """(all tests, the quick loop's): free from this very run when it collected the whole suite
    (the quick loop, CI's run), else from ``pytest --collect-only`` (about 15 s)."""
    config = request.config
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if _whole_suite_run(config) and reporter is not None:
        collected = [*request.session.items, *reporter.stats.get("deselected", [])]
        quick = sum(1 for item in collected if item.get_closest_marker("slow") is None)
        return len(collected), quick
    total, quick = measure.count_tests()
    return int(total), int(quick)


def test_the_test_counts_quoted_are_within_a_tenth_of_the_suite(
    request: pytest.FixtureRequest,
) -> None:
    figures = measure.load()["tests"]
    total, quick = suite_counts(request)
    again = "python build_scripts/measure_figures.py --only tests"
    assert not stale(figures["collected"], total), (
        f"the README quotes {figures['collected']:,} tests; pytest collects {total:,}: {again}"
    )
    assert not stale(figures["quick_loop"], quick), (
        f"the README quotes {figures['quick_loop']:,} tests in the quick loop; "
        f"pytest collects {quick:,}: {again}"
    )


@pytest.mark.slow
def test_the_whole_suite_s_count_is_the_one_pytest_collects_on_its_own(
    request: pytest.FixtureRequest,
) -> None:
    """The count from this run's session (above) agrees with a collection of its own."""
    if not _whole_suite_run(request.config):
        pytest.skip("the session's count is only used when the run collected the whole suite")
    assert suite_counts(request) == measure.count_tests()


# -- defined by the code: each number the README quotes, against its one definition ---------------


def _range(bounds: tuple[int, int]) -> str:
    return f"{bounds[0]}–{bounds[1]}"


def _table(name: str) -> Any:
    from popout_desktop.rules import table

    return getattr(table, name)


def _savefile(name: str) -> Any:
    from popout_desktop.savefile import format as savefile_format

    return getattr(savefile_format, name)


def _protocol(name: str) -> Any:
    from popout_desktop.net import protocol

    return getattr(protocol, name)


def _protocol_text(name: str) -> str:
    return str(_protocol(name))


def _join_text(name: str) -> str:
    return str(_join(name))


def _join(name: str) -> Any:
    from popout_desktop.net import join_code, join_guard

    return getattr(join_code, name, None) or getattr(join_guard, name)


def _puzzles() -> list[Any]:
    from popout_desktop.puzzles.puzzle import shipped_puzzles

    return shipped_puzzles()


def _languages() -> list[str]:
    from popout_desktop.app.translations import LANGUAGES

    return list(LANGUAGES)


def _seat_delay() -> str:
    import inspect

    from popout_desktop.game.seats import ComputerSeat

    delay_ms = inspect.signature(ComputerSeat.__init__).parameters["min_delay_ms"].default
    return f"{delay_ms / 1000:g}"


def _review_time() -> str:
    from popout_desktop.engine.review import DEFAULT_TIME_PER_MOVE

    return f"{DEFAULT_TIME_PER_MOVE:g}"


def _review_proof_time() -> float:
    from popout_desktop.engine.review import PROOF_TIME

    return PROOF_TIME


def _settings_mib() -> str:
    from popout_desktop.settings.file import MAX_SETTINGS_BYTES

    assert MAX_SETTINGS_BYTES % 2**20 == 0
    return str(MAX_SETTINGS_BYTES // 2**20)


def _name_field_length() -> str:
    from popout_desktop.settings.schema import MAX_PLAYER_NAME

    return str(MAX_PLAYER_NAME)


def _chat_kib() -> str:
    from popout_desktop.net.host_chat import CHAT_KEPT_BYTES

    return str(CHAT_KEPT_BYTES // 1024)


def _jsonlimit(name: str) -> str:
    from popout_desktop.safe_io import json_limits as jsonlimits

    return str(getattr(jsonlimits, name))


def _selftest(name: str) -> Any:
    from popout_desktop.app import selftest

    return getattr(selftest, name)


ORDINALS = {3: "third", 4: "quarter", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth"}
ORDINALS |= {10: "tenth", 12: "twelfth", 20: "twentieth"}


def _share(fraction: float) -> str:
    """0.05: "a twentieth"; 0.15: "about a seventh"; 0.5: "half"."""
    n = round(1 / fraction)
    text = "half" if n == 2 else f"a {ORDINALS[n]}"
    return text if abs(fraction * n - 1) < 1e-9 else f"about {text}"


def _level_shares() -> str:
    from popout_desktop.engine.levels import STYLES

    return ", ".join(_share(STYLES[level].time_share) for level in ("easy", "medium", "hard"))


def _pop_ten_hard_slip() -> str:
    from popout_desktop.engine.variants.opponent import POP_TEN_STYLES

    return WORDS[round(1 / POP_TEN_STYLES["hard"].blunder)]


def _levels() -> str:
    from popout_desktop.engine.levels import LEVELS

    return WORDS[len(LEVELS)]


def _review(name: str) -> str:
    from popout_desktop.engine import review

    return f"{getattr(review, name):.2f}"


def _schema(name: str) -> str:
    from popout_desktop.settings import schema as settings_schema

    return str(getattr(settings_schema, name))


def _discovery_address() -> str:
    from popout_desktop.net.discovery import DEFAULT_ADDRESS

    return str(DEFAULT_ADDRESS)


def _rules(preset: str | None = None) -> Any:
    from popout_desktop.rules import Rules

    return Rules.preset(preset) if preset else Rules()


def _largest() -> tuple[int, int]:
    return _table("COLUMNS_RANGE")[1], _table("ROWS_RANGE")[1]


def _sizes() -> str:
    (c0, c1), (r0, r1) = _table("COLUMNS_RANGE"), _table("ROWS_RANGE")
    return f"{c0}x{r0} to {c1}x{r1}"


def _default(script: str, option: str) -> str:
    """An option's default in a benchmark's or build script's argparse, read from its source."""
    source = (ROOT / script).read_text(encoding="utf-8")
    match = re.search(rf'add_argument\(\s*"{option}"[^)]*?default=([^,)]+)', source)
    assert match is not None, f"{script} has no {option} with a default"
    value = float(match[1])
    return f"{value:,.0f}" if value == int(value) else f"{value:g}"


WORDS = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}
ENGLISH = {"en": "English", "ru": "Russian", "pl": "Polish", "it": "Italian", "nl": "Dutch"}


def _language_names() -> str:
    names = [ENGLISH.get(code, code) for code in _languages()]
    return ", ".join(names[:-1]) + " and " + names[-1]


#: (what, a pattern of the README with one group, the group's text as the code defines it).
#: Every pattern must match at least once, and every match must agree.
CLAIMS: list[tuple[str, str, Callable[[], str]]] = [
    ("puzzles", r"(\d+) puzzles\s+from real games", lambda: str(len(_puzzles()))),
    (
        "puzzles whose key is a pop",
        r"\((\d+) have a\s+pop as the key move\)",
        lambda: str(sum(p.key_is_pop for p in _puzzles())),
    ),
    ("columns", r"columns \((\d+–\d+)\)", lambda: _range(_table("COLUMNS_RANGE"))),
    ("columns", r"`--columns` (\d+–\d+)", lambda: _range(_table("COLUMNS_RANGE"))),
    ("rows", r"rows \((\d+–\d+)\)", lambda: _range(_table("ROWS_RANGE"))),
    ("rows", r"`--rows` (\d+–\d+)", lambda: _range(_table("ROWS_RANGE"))),
    ("line length", r"line length\s+\((\d+–\d+)\)", lambda: _range(_table("CONNECT_RANGE"))),
    ("line length", r"`--connect` (\d+–\d+)", lambda: _range(_table("CONNECT_RANGE"))),
    ("Pop 10's target", r"discs to keep\s+\((\d+–\d+)", lambda: _range(_table("TARGET_RANGE"))),
    ("Pop 10's target", r"`--target` (\d+–\d+)", lambda: _range(_table("TARGET_RANGE"))),
    (
        "Pop 10's target",
        r"`target` \(the discs to keep, (\d+–\d+)\)",
        lambda: _range(_table("TARGET_RANGE")),
    ),
    (
        "Pop 10's default target",
        r"at its default \(`false`, `(\d+)`, `false`\)",
        lambda: str(_table("Rules")().target),
    ),
    (
        "the presets",
        r"`--preset` is one of\s+(`[a-z_]+`(?:,\s+`[a-z_]+`)*)",
        lambda: ", ".join(f"`{name}`" for name in _table("PRESET_NAMES")),
    ),
    (
        "the self-test's presets",
        r"on each of the\s+(\w+)\s+presets",
        lambda: WORDS[len(_selftest("SELF_TEST_PRESETS"))],
    ),
    ("the self-test's hang", r"\((\d+) if it hangs for", lambda: str(_selftest("HANG_STATUS"))),
    (
        "the self-test's time limit",
        r"if it hangs for (\w+) minutes",
        lambda: WORDS[int(_selftest("TOTAL_TIMEOUT_S")) // 60],
    ),
    (
        "the languages' codes",
        r"(?:`--lang` is one of|`popout --lang ru`\s+\()\s*((?:[a-z]{2},\s+)+[a-z]{2})",
        lambda: ", ".join(_languages()),
    ),
    (
        "the languages",
        r"\bIn\s+((?:[A-Z][a-z]+,\s+)+[A-Z][a-z]+\s+and\s+[A-Z][a-z]+)\.",
        _language_names,
    ),
    (
        "Qt's translations",
        r"Qt's\s+translations\s+other\s+than\s+"
        r"((?:[A-Z][a-z]+,\s+)+[A-Z][a-z]+\s+and\s+[A-Z][a-z]+)",
        _language_names,
    ),
    ("MAX_MOVES", r"holds at most \*\*([\d,]+) moves\*\*", lambda: f"{_savefile('MAX_MOVES'):,}"),
    ("MAX_MOVES", r"reaches\s+([\d,]+) moves without", lambda: f"{_savefile('MAX_MOVES'):,}"),
    ("MAX_MOVES", r"reached\s+([\d,]+) moves", lambda: f"{_savefile('MAX_MOVES'):,}"),
    (
        "MAX_NAME_LENGTH",
        r"at most \*\*(\d+) characters\*\*\s+\(`MAX_NAME_LENGTH`",
        lambda: str(_savefile("MAX_NAME_LENGTH")),
    ),
    ("the name fields", r"the game's own name fields take (\d+)", _name_field_length),
    (
        "MAX_NETWORK_BYTES",
        r"at most (\d+) KiB \(`MAX_NETWORK_BYTES`\)",
        lambda: str(_savefile("MAX_NETWORK_BYTES") // 1024),
    ),
    ("the chat kept", r"the latest chat \(at most (\d+) KiB of it\)", _chat_kib),
    (
        "MAX_FILE_BYTES",
        r"Opening checks, in order: the size \(at most (\d+) MiB",
        lambda: str(_savefile("MAX_FILE_BYTES") // 2**20),
    ),
    ("the nesting", r"nest\s+\(at most (\d+) levels", lambda: _jsonlimit("MAX_DEPTH")),
    (
        "a number's length",
        r"the length of\s+numbers \(at most (\d+) characters",
        lambda: _jsonlimit("MAX_NUMBER_LENGTH"),
    ),
    (
        "the items",
        r"\(at most ([\d,]+) lists, objects and values",
        lambda: f"{_savefile('MAX_JSON_ITEMS'):,}",
    ),
    (
        "a bad value's excerpt",
        r"\(quoting at most (\d+) characters of a bad value\)",
        lambda: str(_savefile("EXCERPT_LENGTH")),
    ),
    (
        "the saved game's versions",
        r"`version` is (\d) for the classic tables, (?:\d) for a Pop 10",
        lambda: str(_savefile("CLASSIC_FORMAT_VERSION")),
    ),
    (
        "the saved game's versions",
        r"`version` is \d for the classic tables, (\d) for a Pop 10",
        lambda: str(_savefile("VARIANT_FORMAT_VERSION")),
    ),
    (
        "the saved game's versions",
        r"or Power Up game and (\d) for a game from a set-up position",
        lambda: str(_savefile("START_FORMAT_VERSION")),
    ),
    ("the settings file", r"the settings file \(of at most (\d+) MiB\)", _settings_mib),
    ("the LAN port", r"a port \((\d+) by default;", lambda: str(_protocol("DEFAULT_PORT"))),
    (
        "the LAN port",
        r"`--host \[PORT\]` \(\d+–\d+, default (\d+)\)",
        lambda: _protocol_text("DEFAULT_PORT"),
    ),
    ("discovery's port", r"\(UDP port (\d+);", lambda: str(_protocol("DISCOVERY_PORT"))),
    (
        "--host's ports",
        r"`--host \[PORT\]` \((\d+–\d+), default",
        lambda: _range(importlib.import_module("popout_desktop.app.options").HOST_PORT_RANGE),
    ),
    ("the join code", r"a join code\s+\((\d+) random digits", lambda: str(_join("CODE_DIGITS"))),
    (
        "the join code",
        r"random digits, or (\d+ to \d+) of your own",
        lambda: f"{_join('CODE_MIN_DIGITS')} to {_join('CODE_MAX_DIGITS')}",
    ),
    ("the join code", r"an (\d+)-digit code holds", lambda: str(_join("CODE_DIGITS"))),
    (
        "an address's pause",
        r"\(1 s, then 2, 4 … up to\s+(\d+) min\)",
        lambda: f"{_join('ADDRESS_PAUSE_MAX') / 60:g}",
    ),
    (
        "everyone's pause",
        r"everyone waits \(up to (a minute)\)",
        lambda: "a minute" if _join("ALL_PAUSE_MAX") == 60 else f"{_join('ALL_PAUSE_MAX'):g} s",
    ),
    (
        "a code's life",
        r"and after (\d+) the\s+host gets a new code",
        lambda: _join_text("CODE_LIFE"),
    ),
    ("the computer's pause", r"waits at least ([\d.]+) s before moving", _seat_delay),
    ("the review's time", r"a worker process of its own, ([\d.]+) s a move", _review_time),
    ("a good move's drop", r"\(under ([\d.]+) good,", lambda: _review("GOOD_DROP")),
    ("an inaccuracy's drop", r"under ([\d.]+) an\s+inaccuracy", lambda: _review("MISTAKE_DROP")),
    (
        "the review's own searches",
        r"by a search of its own\s+\(up to ([\d.]+) s,",
        lambda: f"{_review_proof_time():g}",
    ),
    ("the levels", r"against the computer \((\w+)\s+levels", _levels),
    ("the levels' time", r"share of the computer's second \(([^)]*)\)", _level_shares),
    ("Pop 10 Hard's slips", r"a random slip one move in (\w+)\)", _pop_ten_hard_slip),
    ("the table sizes", r"at any table\s+from (\d+x\d+ to \d+x\d+)", _sizes),
    ("the largest board", r"a full (\d+ × \d+) board is", lambda: "{} × {}".format(*_largest())),
    ("its drops", r"board is (\d+) drops", lambda: str(_largest()[0] * _largest()[1])),
    ("the default board", r"on a board (\d+) columns wide", lambda: str(_rules().columns)),
    ("the default board", r"columns wide and (\d+) rows high", lambda: str(_rules().rows)),
    (
        "the default line",
        r"- (\w+) of your discs in a line",
        lambda: WORDS[_rules().connect].title(),
    ),
    (
        "5-in-a-Row's line",
        r"is played with (\w+) in a line",
        lambda: WORDS[_rules("five_in_a_row").connect],
    ),
    (
        "Pop 10's target",
        r"The first to keep\s+(\d+) discs wins",
        lambda: str(_rules("pop_ten").target),
    ),
    (
        "Pop 10's target",
        r"the target follows the board, (\d+) on 7 × 6",
        lambda: str(_rules("pop_ten").target),
    ),
    ("the broker", r"Out of the box: `([\w.]+)` on port", lambda: _schema("DEFAULT_BROKER_HOST")),
    ("the broker's port", r"` on port (\d+) with TLS", lambda: _schema("DEFAULT_BROKER_PORT")),
    ("discovery's address", r"`POPOUT_DISCOVERY_ADDRESS`, ([\d.]+) by default", _discovery_address),
    (
        "bench_popout's positions",
        r"\((\d+) random 7x6 positions, --seconds",
        lambda: _default("tests/benchmarks/bench_popout.py", "--positions"),
    ),
    (
        "bench_think's time",
        r"depth reached in ([\d.]+) s",
        lambda: _default("tests/benchmarks/bench_think.py", "--seconds"),
    ),
    (
        "bench_expert_proof's time",
        r"proves its\s+#?\s*Pop Out move in ([\d.]+) s",
        lambda: _default("tests/benchmarks/bench_expert_proof.py", "--seconds"),
    ),
    (
        "bench_hard_vs_depth's depth",
        r"Hard against a depth-(\d+) alpha-beta",
        lambda: _default("tests/benchmarks/bench_hard_vs_depth.py", "--depth"),
    ),
    (
        "bench_net's moves",
        r"bench_net\.py\s+# ([\d,]+) move round trips",
        lambda: _default("tests/benchmarks/bench_net.py", "--moves"),
    ),
    (
        "the smoke test's start-ups",
        r"measures its start-up \(median of (\d+)",
        lambda: _default("build_scripts/smoke_test", "--runs"),
    ),
    (
        "the figures' start-ups",
        r"first painted frame, median of (\d+),",
        lambda: str(measure.STARTUP_RUNS),
    ),
]


def claim_problem(text: str, what: str, pattern: str, defined: Callable[[], str]) -> str | None:
    """Why the text's number for ``what`` is not the code's, or None if it is."""
    found = [" ".join(match.split()) for match in re.findall(pattern, text)]
    if not found:
        return f"the README no longer says {what} as {pattern!r}: update CLAIMS"
    if set(found) != {defined()}:
        return f"{what}: the README says {found}, the code {defined()}"
    return None


_IDS = [claim[1][:40] for claim in CLAIMS]


@pytest.mark.parametrize(("what", "pattern", "defined"), CLAIMS, ids=_IDS)
def test_each_number_the_readme_quotes_is_the_code_s(
    what: str, pattern: str, defined: Callable[[], str]
) -> None:
    assert claim_problem(readme(), what, pattern, defined) is None


def _changed(character: str) -> str:
    if character.isdigit():
        return str((int(character) + 1) % 10)
    return "a" if character == "z" else chr(ord(character) + 1)


@pytest.mark.parametrize(("what", "pattern", "defined"), CLAIMS, ids=_IDS)
def test_a_number_the_code_contradicts_is_caught(
    what: str, pattern: str, defined: Callable[[], str]
) -> None:
    """Each claim's first quote in the README, one character changed, fails its check."""
    text = readme()
    match = re.search(pattern, text)
    assert match is not None
    last = max(i for i in range(match.start(1), match.end(1)) if text[i].isalnum())
    wrong = text[:last] + _changed(text[last]) + text[last + 1 :]
    assert claim_problem(wrong, what, pattern, defined) is not None


# -- docs/internet-play.md's status table ---------------------------------------------------------

_NOT_BUILT = re.compile(r"\b(plan|planned|in progress|to do|not built)\b", re.IGNORECASE)
_PATH = re.compile(r"`([\w./-]+\.(?:py|md)|\.ci/run)`")


def _status_rows() -> list[tuple[str, str]]:
    text = INTERNET_PLAY.read_text(encoding="utf-8")
    table = text.split("| Part | Status |", 1)[1].split("\n\n", 1)[0]
    rows = []
    for line in table.strip().splitlines()[1:]:  # past the |---|---| line
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 2, line
        rows.append((cells[0], cells[1]))
    return rows


def _exists(named: str) -> bool:
    """A path as the page names it: from the checkout, or from a folder of it (room_link.py)."""
    if (ROOT / named).exists() or (ROOT / "popout_desktop" / named).exists():
        return True
    return any(
        path.as_posix().endswith("/" + named)
        for folder in ("popout_desktop", "tests", "build_scripts")
        for path in (ROOT / folder).rglob(Path(named).name)
    )


def test_internet_play_s_status_table_names_only_files_that_exist() -> None:
    rows = _status_rows()
    assert len(rows) >= 5
    for part, _status in rows:
        for named in _PATH.findall(part):
            assert _exists(named), f"docs/internet-play.md names {named}, which does not exist"


def test_no_part_whose_files_exist_is_called_planned_or_in_progress() -> None:
    for part, status in _status_rows():
        named = _PATH.findall(part)
        if named and all(_exists(path) for path in named):
            assert not _NOT_BUILT.search(status), f"{part!r} exists but is called {status!r}"


def test_the_status_table_s_check_catches_a_built_part_called_planned() -> None:
    part = (
        "The interface (`ui/network/internet_flow.py`, `tests/ui/network/test_internet_windows.py`)"
    )
    assert all(_exists(path) for path in _PATH.findall(part))
    assert _NOT_BUILT.search("the interface's session (in progress at the time of writing)")
    assert _NOT_BUILT.search("plan")
    assert not _exists("ui/no_such_module.py")


def test_the_collection_is_counted_by_the_script_s_own_parser() -> None:
    """measure_figures.count_tests reads pytest's real output (a tiny collection of this file)."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "-m",
            "not slow",
            str(Path(__file__)) + "::test_pytest_s_collection_line_is_read",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:]
    assert measure.parse_collected(done.stdout) == (1, 1)


# -- the script's own checks ----------------------------------------------------------------------


def test_check_says_the_readme_is_up_to_date() -> None:
    assert measure.main(["--check"]) == 0


@pytest.mark.parametrize("content", ["", "{", "[]", '"x"', "\x00", '{"tests": 1'])
def test_a_damaged_figures_file_is_a_clear_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "figures.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(measure.FiguresError, match=r"figures\.json"):
        measure.load(path)


@pytest.mark.parametrize("group", measure.GROUPS)
def test_a_figures_file_without_a_group_the_readme_quotes_is_a_clear_error(group: str) -> None:
    figures = measure.load()
    del figures[group]
    with pytest.raises(measure.FiguresError, match=f"no '{group}' figures"):
        measure.render_readme(readme(), figures)


@pytest.mark.parametrize(
    "damage",
    [
        lambda g: g.pop("pop_out"),
        lambda g: g["classic_end"].pop("python_over_c"),
        lambda g: g["classic_middle"].update(python_over_c="58"),
        lambda g: g["classic_middle"].update(python_over_c=-1),
        lambda g: g["pop_out"].pop("positions"),
        lambda g: g.update(classic_end=[]),
        lambda g: g.pop("machine"),
    ],
)
def test_a_damaged_engine_group_is_a_clear_error(
    damage: Callable[[dict[str, Any]], object],
) -> None:
    figures = measure.load()
    damage(figures["engine"])
    with pytest.raises(measure.FiguresError, match=r"'engine' figures are damaged.*--only engine"):
        measure.render_readme(readme(), figures)


@given(st.text())
def test_any_collection_output_gives_counts_or_a_clear_error(output: str) -> None:
    try:
        selected, total = measure.parse_collected(output)
    except measure.FiguresError:
        return
    assert selected >= 0 and total >= 0
    assert "collected" in output.strip().splitlines()[-1]


def test_the_app_s_figures_say_its_start_beside_the_bare_window() -> None:
    """Issue 33 point 4's measure, in the README: the folder against the frozen bare window, the
    game from source against the bare window from source; a group measured before has none."""
    figures = measure
    group = json.loads((ROOT / "docs" / "figures.json").read_text(encoding="utf-8"))["app"]
    group["onedir"].pop("bare_window", None)
    group.pop("source_bare_window", None)
    assert "bare PySide6 window" not in figures.render_app(group)
    group["onedir"]["bare_window"] = {"ms": 216.7, "bare_ms": 112.0, "ratio": 1.93}
    group["source_bare_window"] = {"ms": 199.6, "bare_ms": 103.0, "ratio": 1.94}
    text = " ".join(figures.render_app(group).split())
    assert "folder takes 1.93x the time of the same window frozen by PyInstaller" in text
    assert "(217 ms against 112 ms, `--frozen-bare`)" in text
    assert "the game from source 1.94x the window's (200 ms against 103 ms)" in text
