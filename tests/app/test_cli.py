"""The command line: a table, links, languages and Qt's options checked before anything starts;
whatever it is given, the parser returns a usable command or a usage error (exit status 2)."""

from __future__ import annotations

import contextlib
import io
import random
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from popout_desktop import savefile
from popout_desktop.app import cli
from popout_desktop.app import main as app
from popout_desktop.app.cli import Command, UsageError, parse_command_line
from popout_desktop.app.main import READY_ENV, READY_LINE, main
from popout_desktop.app.translations import LANGUAGES
from popout_desktop.net.internet_link import is_internet_link, parse_link
from popout_desktop.net.protocol import parse_invite
from popout_desktop.rules import PRESET_NAMES, Rules
from popout_desktop.rules.table import COLUMNS_RANGE, CONNECT_RANGE, ROWS_RANGE, TARGET_RANGE
from popout_desktop.ui.table_problems import impossible_reason
from tests.app.test_app_smoke import START_TIMEOUT_S, wait_for_line


def usage_error(argv: list[str]) -> str:
    with pytest.raises(UsageError) as caught:
        parse_command_line(argv)
    return str(caught.value)


# -- a new game at a table -----------------------------------------------------------------------


def test_no_option_asks_for_no_new_game() -> None:
    assert parse_command_line([]) == Command()


def test_single_options_change_the_standard_table() -> None:
    command = parse_command_line(["--columns", "9", "--rows", "7", "--connect", "5"])
    assert command.rules == Rules(columns=9, rows=7, connect=5)
    assert parse_command_line(["--no-pop-out"]).rules == Rules.preset("classic")
    assert parse_command_line(["--repetition-draw"]).rules == Rules(repetition_draw=True)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_by_its_name_or_with_dashes(name: str) -> None:
    assert parse_command_line(["--preset", name]).rules == Rules.preset(name)
    assert parse_command_line(["--preset", name.replace("_", "-").upper()]).rules == (
        Rules.preset(name)
    )


def test_single_options_override_the_preset() -> None:
    rules = parse_command_line(["--preset", "five-in-a-row", "--columns", "9", "--pop-out"]).rules
    assert rules == Rules(columns=9, connect=5, pop_out=True, side_columns=True)
    rules = parse_command_line(["--preset", "power_up", "--pop-out", "--side-columns"]).rules
    assert rules == Rules(pop_out=True, side_columns=True, power_up=True)


def test_pop_ten_turns_pop_out_off_and_its_target_follows_the_board() -> None:
    assert parse_command_line(["--pop-ten"]).rules == Rules.preset("pop_ten")
    rules = parse_command_line(["--pop-ten", "--columns", "4", "--rows", "4"]).rules
    assert rules == Rules(columns=4, rows=4, pop_out=False, pop_ten=True, target=4)
    rules = parse_command_line(["--preset", "pop_ten", "--target", "7"]).rules
    assert rules == Rules(pop_out=False, pop_ten=True, target=7)


def test_an_unknown_preset_names_the_six() -> None:
    assert usage_error(["--preset", "chess"]) == (
        "--preset must be one of classic, pop_out, five_in_a_row, pop_out_five_in_a_row, "
        "pop_ten, power_up, not 'chess'"
    )


@pytest.mark.parametrize(
    ("option", "bounds"),
    [
        ("--columns", COLUMNS_RANGE),
        ("--rows", ROWS_RANGE),
        ("--connect", CONNECT_RANGE),
        ("--target", TARGET_RANGE),
    ],
)
def test_values_out_of_range_say_the_range(option: str, bounds: tuple[int, int]) -> None:
    extra = ["--pop-ten"] if option == "--target" else []
    low, high = bounds
    assert usage_error([*extra, option, str(high + 1)]) == (
        f"{option} must be from {low} to {high}, not {high + 1}"
    )
    assert usage_error([*extra, option, str(low - 1)]) == (
        f"{option} must be from {low} to {high}, not {low - 1}"
    )
    assert usage_error([*extra, option, "nine"]) == (
        f"{option} must be a whole number from {low} to {high}, not 'nine'"
    )
    assert usage_error([*extra, option, "1e3"]).startswith(f"{option} must be a whole number")


def test_impossible_tables_get_the_table_dialogs_explanation() -> None:
    assert usage_error(["--columns", "4", "--rows", "4", "--connect", "6"]) == impossible_reason(
        4, 4, 6, False, pop_out=True
    )
    assert usage_error(["--pop-ten", "--pop-out"]) == impossible_reason(
        7, 6, 4, False, pop_out=True, pop_ten=True
    )
    assert usage_error(["--pop-ten", "--power-up"]) == impossible_reason(
        7, 6, 4, False, pop_ten=True, power_up=True
    )
    text = usage_error(["--pop-ten", "--columns", "4", "--rows", "4", "--target", "10"])
    assert text == impossible_reason(4, 4, 4, False, pop_ten=True, target=10)
    assert "each player has only 8 discs, so nobody can keep 10" in text


def test_the_target_is_pop_tens_only() -> None:
    assert usage_error(["--target", "8"]) == (
        "--target is Pop 10's: use it with --pop-ten or --preset pop_ten"
    )


def test_a_table_does_not_go_with_a_saved_game_or_joining() -> None:
    assert usage_error(["--columns", "9", "game.popout"]) == (
        "--columns cannot be used with a saved game: the game brings its own table"
    )
    assert usage_error(["--preset", "classic", "popout://10.0.0.2:7457/1234"]) == (
        "--preset cannot be used when joining: the host chooses the table"
    )
    assert usage_error(["--no-pop-out", "--join", "10.0.0.2"]).startswith("--pop-out cannot")


def test_a_table_goes_with_hosting() -> None:
    command = parse_command_line(["--host", "--preset", "power_up"])
    assert (command.host, command.rules) == (7457, Rules.preset("power_up"))


# -- files, links, the LAN, languages --------------------------------------------------------


def test_a_file_is_opened_and_a_link_as_file_is_joined() -> None:
    assert parse_command_line(["saved.popout"]).file == "saved.popout"
    assert parse_command_line(["file:///tmp/a%20b.popout"]).file == "file:///tmp/a%20b.popout"
    command = parse_command_line(["popout://192.168.1.20:7457/4821"])
    assert (command.file, command.join) == (None, "popout://192.168.1.20:7457/4821")
    assert parse_command_line(["--", "-odd name.popout"]).file == "-odd name.popout"


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["popout://host:99999/1"], "port 99999 is out of range (1 to 65535)"),
        (["POPOUT://bad host/1"], "'POPOUT://bad host/1' is not an address or a popout:// link"),
        (["--join", "popout://h/123456789"], "--join: 'popout://h/123456789' is not an address"),
        (["--join", "a b"], "--join: 'a b' is not an address or a popout:// link"),
    ],
)
def test_malformed_links_are_refused_with_the_link_parsers_reason(
    argv: list[str], reason: str
) -> None:
    assert usage_error(argv).startswith(reason)


def test_join_accepts_what_the_join_dialog_accepts() -> None:
    for text in ("popout://[::1]:7000/12", "192.168.1.20", "host.lan:7457"):
        parse_invite(text)
        assert parse_command_line(["--join", text]).join == text


def test_conflicting_network_requests_are_refused() -> None:
    assert "cannot be used together" in usage_error(["--host", "--join", "10.0.0.2"])
    assert "cannot be used together" in usage_error(["--host", "9000", "popout://h/1"])
    assert usage_error(["--join", "10.0.0.2", "popout://h/1"]).startswith("give one link")
    assert usage_error(["--join", "10.0.0.2", "x.popout"]).startswith("--join cannot be used")


@pytest.mark.parametrize(("text", "port"), [("1024", 1024), ("65535", 65535), ("+9000", 9000)])
def test_host_ports(text: str, port: int) -> None:
    assert parse_command_line(["--host", text]).host == port


@pytest.mark.parametrize("text", ["1023", "80", "65536", "0", "-1"])
def test_host_ports_out_of_range(text: str) -> None:
    assert usage_error(["--host", text]) == f"--host must be from 1024 to 65535, not {int(text)}"


def test_languages_are_the_interfaces() -> None:
    for code in LANGUAGES:
        assert parse_command_line(["--lang", code.upper()]).lang == code
    assert usage_error(["--lang", "xx"]) == (
        f"--lang must be one of {', '.join(LANGUAGES)}, not 'xx'"
    )


# -- the grammar ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "refused"),
    [
        (["--bogus"], "--bogus"),
        (["--versio"], "--versio"),
        (["--col", "9"], "--col"),
        (["--pop"], "--pop"),
        (["-plat", "offscreen"], "-plat"),
        (["-p", "offscreen"], "-p"),
        (["-s", "Fusion"], "-s"),
        (["-hv"], "-hv"),
        (["-reverse"], "-reverse"),
        (["-qwindowgeometry", "100x100"], "-qwindowgeometry"),
        (["a.popout", "b.popout"], "b.popout"),
    ],
)
def test_unknown_options_and_abbreviations_are_refused(argv: list[str], refused: str) -> None:
    assert usage_error(argv) == f"unrecognized arguments: {refused}"


@pytest.mark.parametrize(
    ("argv", "qt_args"),
    [
        (["-platform", "offscreen"], ("-platform", "offscreen")),
        (["--platform", "offscreen"], ("-platform", "offscreen")),
        (["-platform=offscreen"], ("-platform", "offscreen")),
        (["-style", "Fusion", "-display", ":1"], ("-style", "Fusion", "-display", ":1")),
    ],
)
def test_the_named_qt_options_go_to_qt(argv: list[str], qt_args: tuple[str, ...]) -> None:
    command = parse_command_line(argv)
    assert command.qt_args == qt_args
    assert command.qt_platform == dict(zip(qt_args[::2], qt_args[1::2], strict=True)).get(
        "-platform"
    )


def test_help_and_version_win_over_everything_else() -> None:
    assert parse_command_line(["--columns", "99", "--help"]) == Command(help=True)
    assert parse_command_line(["--bogus", "-h"]) == Command(help=True)
    assert parse_command_line(["--version", "--help"]) == Command(help=True)
    assert parse_command_line(["--lang", "xx", "--version"]) == Command(version=True)
    assert parse_command_line(["--", "--help"]).file == "--help"


def test_the_self_test_takes_only_qt_options() -> None:
    command = parse_command_line(["--self-test", "-platform", "offscreen"])
    assert command.self_test
    assert command.qt_args == ("-platform", "offscreen")
    assert usage_error(["--self-test", "--columns", "9"]).endswith("not --columns")
    assert usage_error(["--self-test", "x.popout"]).endswith("not FILE")


def test_from_desktop_is_found_even_on_a_command_line_that_cannot_be_parsed() -> None:
    assert cli.wants_dialog(["--bogus", "--from-desktop"])
    assert not cli.wants_dialog(["--", "--from-desktop"])
    assert parse_command_line(["--from-desktop"]).from_desktop


def test_the_help_is_accurate() -> None:
    text = cli.help_text()
    assert "each of the 6 table presets" in text
    assert "four" not in text
    for name in (*PRESET_NAMES, *LANGUAGES):
        assert name in text
    for option in (
        "--preset",
        "--columns",
        "--rows",
        "--connect",
        "--pop-out",
        "--no-pop-out",
        "--side-columns",
        "--repetition-draw",
        "--pop-ten",
        "--target",
        "--power-up",
        "-platform",
        "-style",
        "-display",
        "--from-desktop",
        "--self-test",
        "--lang",
        "--host",
        "--join",
    ):
        assert option in text


# -- whatever the arguments: a command or a usage error ------------------------------------------

WORDS = [
    "--preset",
    "--columns",
    "--rows",
    "--connect",
    "--pop-out",
    "--no-pop-out",
    "--side-columns",
    "--repetition-draw",
    "--pop-ten",
    "--target",
    "--power-up",
    "--host",
    "--join",
    "--lang",
    "--self-test",
    "--from-desktop",
    "--help",
    "-h",
    "--version",
    "-platform",
    "--platform",
    "-style",
    "-display",
    "--",
    "-",
    "=",
    "--columns=9",
    "-platform=",
    *PRESET_NAMES,
    "pop-out",
    "ru",
    "popout://",
    "popout://10.0.0.2:7457/1234",
    "POPOUT://[::1]/",
    "file:///tmp/x.popout",
    "game.popout",
    "-1",
    "0",
    "4",
    "9",
    "16",
    "99999",
    "١٢",
]
ARGUMENTS = st.lists(
    st.one_of(
        st.sampled_from(WORDS),
        st.integers(min_value=-(10**12), max_value=10**12).map(str),
        st.text(max_size=12),
        st.from_regex(r"-{1,2}[a-z-]{0,12}(=.{0,4})?", fullmatch=True),
    ),
    max_size=8,
)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None)
@given(ARGUMENTS)
def test_any_arguments_give_a_usable_command_or_a_usage_error(argv: list[str]) -> None:
    try:
        command = parse_command_line(argv)
    except UsageError as error:
        reason = str(error)
        text = cli.error_text(error)
    else:
        check_command(command)
        return
    assert reason
    assert text.endswith(f"popout: error: {reason}\n")


def check_command(command: Command) -> None:
    """What a command the parser returns guarantees."""
    if command.help or command.version:
        return
    assert len(command.qt_args) % 2 == 0
    assert set(command.qt_args[::2]) <= set(cli.QT_OPTIONS)
    assert all(value.strip() for value in command.qt_args[1::2])
    if command.self_test:
        assert command == Command(
            self_test=True, from_desktop=command.from_desktop, qt_args=command.qt_args
        )
        return
    if command.rules is not None:
        assert isinstance(command.rules, Rules)
        assert command.file is None and command.join is None
    if command.host is not None:
        assert 1024 <= command.host <= 65535
        assert command.join is None
    if command.join is not None:
        if is_internet_link(command.join):
            parse_link(command.join)
        else:
            parse_invite(command.join)
        assert command.file is None
    if command.lang is not None:
        assert command.lang in LANGUAGES
    if command.file is not None:
        assert command.file and not command.file.lower().startswith("popout:")


# -- main: what the player sees ------------------------------------------------------------------


def test_main_explains_a_usage_error_on_stderr_and_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--columns", "99"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("usage: popout ")
    assert captured.err.endswith("popout: error: --columns must be from 4 to 16, not 99\n")
    assert "Traceback" not in captured.err


def test_main_prints_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert capsys.readouterr().out == cli.help_text()


class BoxShown:
    """Stands in for QMessageBox.exec: records the box instead of blocking on it."""

    def __init__(self) -> None:
        self.boxes: list[tuple[str, str, str, str]] = []

    def __call__(self, box: object) -> int:
        from PySide6.QtWidgets import QMessageBox

        assert isinstance(box, QMessageBox)
        shown = (box.windowTitle(), box.text(), box.informativeText(), box.detailedText())
        self.boxes.append(shown)
        return int(QMessageBox.StandardButton.Ok.value)


@pytest.fixture
def box_shown(qapp: object, monkeypatch: pytest.MonkeyPatch) -> BoxShown:
    from PySide6.QtWidgets import QMessageBox

    shown = BoxShown()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown(box))  # a method: gets the box
    return shown


def test_from_the_desktop_a_usage_error_is_also_shown_in_a_dialog(
    box_shown: BoxShown, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--from-desktop", "popout://host:99999/1"]
    assert main(argv) == 2
    assert capsys.readouterr().err.endswith(
        "popout: error: port 99999 is out of range (1 to 65535)\n"
    )
    assert box_shown.boxes == [
        (
            "Pop Out",
            "Pop Out cannot start with this command line.",
            "port 99999 is out of range (1 to 65535)",
            "popout --from-desktop popout://host:99999/1",
        )
    ]


def test_the_dialog_explains_an_impossible_table_as_the_table_dialog_does(
    box_shown: BoxShown,
) -> None:
    assert main(["--from-desktop", "--pop-ten", "--pop-out"]) == 2
    [(_, _, reason, _)] = box_shown.boxes
    assert reason == impossible_reason(7, 6, 4, False, pop_out=True, pop_ten=True)


def test_a_windowed_app_without_stderr_shows_the_dialog(
    box_shown: BoxShown, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["--bogus"]) == 2
    assert [box[2] for box in box_shown.boxes] == ["unrecognized arguments: --bogus"]


def test_from_a_terminal_there_is_no_dialog(
    box_shown: BoxShown, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--bogus"]) == 2
    assert box_shown.boxes == []
    assert capsys.readouterr().err.endswith("popout: error: unrecognized arguments: --bogus\n")


def test_build_parser_is_still_the_apps() -> None:
    assert app.build_parser().parse_args(["--host"]).host == 7457


# -- the real program ----------------------------------------------------------------------------

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def run_until_ready(python: str, env: dict[str, str], argv: list[str]) -> list[str]:
    """Start the game, wait until its board is painted, end it with SIGTERM; its stdout lines."""
    process = subprocess.Popen(
        [python, "-m", "popout_desktop", *argv],
        env={**env, READY_ENV: "1"},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = wait_for_line(process, READY_LINE, START_TIMEOUT_S)
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, stderr
    assert "Traceback" not in stderr, stderr
    return lines


def stored_state(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> tuple[Rules, Rules]:
    """(the autosaved game's table, the stored table) in the child's data folder."""
    from popout_desktop.app import paths
    from popout_desktop.settings.store import Settings

    monkeypatch.setenv("POPOUT_HOME", env["POPOUT_HOME"])
    autosaved = savefile.load(paths.autosave_path()).game.rules
    return autosaved, Settings(paths.settings_path()).rules()


@posix_only
def test_a_table_option_starts_a_new_game_there_and_the_next_start_keeps_it(
    python: str, subprocess_env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = Rules(columns=9, rows=7, pop_out=False, power_up=True)
    lines = run_until_ready(
        python,
        subprocess_env,
        ["--preset", "power-up", "--columns", "9", "--rows", "7", "-platform", "offscreen"],
    )
    assert f"{READY_LINE} moves=" in lines
    assert stored_state(subprocess_env, monkeypatch) == (asked, asked)
    run_until_ready(python, subprocess_env, [])  # no option: the autosaved game again
    assert stored_state(subprocess_env, monkeypatch) == (asked, asked)


@posix_only
@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--versio"], "unrecognized arguments: --versio"),
        (["--col", "9"], "unrecognized arguments: --col"),
        (["--columns", "9", "saved.popout"], "--columns cannot be used with a saved game"),
        (["--host", "80"], "--host must be from 1024 to 65535, not 80"),
        (["--lang", "xx"], "--lang must be one of en, ru, pl, it, nl, not 'xx'"),
    ],
)
def test_the_program_exits_2_with_the_reason_and_opens_no_window(
    python: str, subprocess_env: dict[str, str], argv: list[str], reason: str
) -> None:
    done = subprocess.run(
        [python, "-m", "popout_desktop", *argv],
        env={**subprocess_env, READY_ENV: "1"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.splitlines()[-1].startswith(f"popout: error: {reason}")
    assert "Traceback" not in done.stderr
    home = Path(subprocess_env["POPOUT_HOME"])
    assert not home.exists() or not any(home.iterdir())  # nothing started, nothing written


def test_the_grammar_s_names_are_importable_from_cli_and_are_the_same() -> None:
    from popout_desktop.app import options as cli_options

    for name in cli_options.__all__:
        assert getattr(cli, name) is getattr(cli_options, name), name
    for name in cli.__all__:
        assert hasattr(cli, name), name


def test_internet_links_are_joined_and_damaged_ones_refused_with_the_reason() -> None:
    from popout_desktop.net.internet_link import LinkProblem, new_link

    link = new_link("broker.example.org", 8883).format()
    assert parse_command_line(["--join", link]).join == link
    assert parse_command_line([link]).join == link  # as the desktop passes it
    no_secret = link.split("#")[0]
    assert usage_error(["--join", no_secret]).startswith(f"--join: {no_secret!r} lacks its secret")
    damaged = link[:-3]
    assert "damaged secret" in usage_error([damaged])
    assert "is too long for an invite link (at most 400 characters)" in usage_error(
        [link + "A" * (450 - len(link))]
    )
    # Every reason has its words.
    from popout_desktop.app.cli import _link_problems

    assert set(_link_problems()) == set(LinkProblem)


# -- what an error quotes: short, and never a room link's secret ---------------------------------

#: The most bytes ``popout`` writes for a usage error: the usage lines (about 420 bytes) and the
#: reason, which quotes at most two values of at most MAX_QUOTED characters (4 bytes at most each).
MAX_ERROR_BYTES = 1536
_BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


@st.composite
def room_links(draw: st.DrawFn) -> tuple[str, str]:
    """A room link, whole or damaged, maybe long, maybe inside a word; and its secret (20 to 60
    base64url letters, so that it cannot be found in a message by chance)."""
    secret = draw(st.text(_BASE64URL, min_size=20, max_size=60))
    room = draw(st.text(_BASE64URL, min_size=0, max_size=30))
    padding = draw(st.sampled_from(["", "x" * 200, "y" * 5000]))
    broker = draw(st.sampled_from(["broker.example.org", "b:8883", "[::1]:1883", "", "h" * 300]))
    scheme = draw(st.sampled_from(["popout://", "POPOUT://", "Popout:"]))
    option = draw(st.sampled_from(["", "?tls=0", "?tls=2"]))
    link = f"{scheme}{broker}/r/{room}{padding}{option}#"
    before = draw(st.sampled_from(["", "--join=", "--lang=", "--preset=", "--columns=", "x", " "]))
    after = draw(st.sampled_from(["", " ", "#more"]))
    assume(secret not in before + link + after)  # else it is not only the secret
    return before + link + secret + after, secret


LINK_ARGUMENTS = st.tuples(
    st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=300)), max_size=4),
    st.lists(room_links(), min_size=1, max_size=2),
    st.randoms(use_true_random=False),
)


@settings(max_examples=300, deadline=None)
@given(LINK_ARGUMENTS)
def test_a_usage_error_is_short_and_never_shows_a_room_links_secret(
    drawn: tuple[list[str], list[tuple[str, str]], random.Random],
) -> None:
    words, links, shuffle = drawn
    argv = [*words, *(link for link, _ in links)]
    shuffle.shuffle(argv)
    secrets = [secret for _, secret in links]
    assume(not any(secret in word for secret in secrets for word in words))
    # Nor in another link (its room may be a run of the same letters): then it is not a secret.
    assume(not any(secret in other for _, secret in links for other, its in links if its != secret))
    for secret in secrets:
        assert secret not in cli.quoted(argv)  # the dialog's details
    try:
        parse_command_line(argv)
    except UsageError as error:
        text = cli.error_text(error)
    else:
        return
    assert len(text.encode("utf-8", "backslashreplace")) <= MAX_ERROR_BYTES, text
    for secret in secrets:
        assert secret not in text
    if cli.wants_dialog(argv):
        return  # the same text, in a dialog too (shown by the tests of the dialog)
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()) as out:
        assert main(argv) == 2
    assert err.getvalue() == text and out.getvalue() == ""
    assert "Traceback" not in err.getvalue()


@pytest.mark.parametrize(
    "argv",
    [
        ["--join", "popout://b/r/" + "A" * 120_000 + "#SECRETSECRETSECRET"],
        ["popout://b/r/ROOM#SECRETSECRETSECRET" + "z" * 120_000],
        ["popout://b:99999/1#SECRETSECRETSECRET"],
        ["--join", "popout://b/123456789#SECRETSECRETSECRET"],
        ["--lang", "popout://b/r/ROOM#SECRETSECRETSECRET"],
        ["--preset", "q" * 120_000],
        ["--columns", "9" * 120_000],
        ["--pop-out=" + "y" * 120_000],
        ["a.popout", *["b.popout"] * 10_000],
        ["-" + "x" * 120_000],
        ["popout://position/" + "A" * 120_000],
    ],
)
def test_every_error_quotes_at_most_max_quoted_characters_of_a_value(argv: list[str]) -> None:
    reason = usage_error(argv)
    assert "SECRET" not in reason
    assert len(reason) <= 160 + cli.MAX_QUOTED, reason
    longest = max((len(run.group()) for run in re.finditer(r"(.)\1*", reason)), default=0)
    assert longest < cli.MAX_QUOTED, reason  # no value quoted longer than MAX_QUOTED


def test_shown_cuts_a_value_and_leaves_out_a_links_secret() -> None:
    assert cli.shown("xx") == "'xx'"
    assert cli.shown("x" * 200) == "'" + "x" * (cli.MAX_QUOTED - 2) + "…"
    assert len(cli.shown("\x00" * 200)) == cli.MAX_QUOTED
    assert cli.clipped("popout://b/r/ROOM#SECRET") == "popout://b/r/ROOM#…"
    assert cli.clipped("--join=POPOUT://b/r/ROOM?tls=0#S") == "--join=POPOUT://b/r/ROOM?tls=0#…"
    assert cli.clipped("popout://b/r/ROOM#") == "popout://b/r/ROOM#"  # nothing to hide
    assert cli.clipped("my#game.popout") == "my#game.popout"  # no link: no secret
    assert len(cli.clipped("z" * 1000)) == cli.MAX_QUOTED


def test_the_help_names_internet_room_links_for_join_and_link() -> None:
    text = " ".join(cli.help_text().split())
    join = text[text.index("--join LINK") : text.index("a new game at a table")]
    assert "popout://HOST:PORT/CODE" in join
    assert "popout://BROKER:PORT/r/ROOM#SECRET" in join
    link = text[text.index("FILE | LINK a saved game") :]
    assert "popout://HOST:PORT/CODE" in link
    assert "popout://BROKER:PORT/r/ROOM#SECRET" in link
    assert "popout://position/CODE" in link


@pytest.mark.parametrize(
    "argv",
    [[], [cli.FROM_DESKTOP], [cli.FROM_DESKTOP, cli.FROM_DESKTOP]],
    ids=["no arguments", "the desktop entry's", "the desktop entry's twice"],
)
def test_the_usual_start_is_read_as_the_parser_reads_it(argv: list[str]) -> None:
    """A start with no arguments (or only ``--from-desktop``) skips making the parser (issue 33
    point 4): the command is the very one the parser gives."""
    assert parse_command_line(argv) == cli._parsed(list(argv))
    assert parse_command_line(argv).from_desktop is bool(argv)
