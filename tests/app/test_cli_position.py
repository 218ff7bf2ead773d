"""The command line's position links: popout://position/CODE given as FILE."""

from __future__ import annotations

import pytest

from popout_desktop.app.cli import Command, UsageError, parse_command_line
from popout_desktop.rules import Game, Rules
from popout_desktop.rules.setup import setup_of
from popout_desktop.savefile.position_code import decode_position, position_link

SETUP = setup_of(Game.from_notation("d4 d4 p4 d3", Rules.preset("pop_out_five_in_a_row")))
LINK = position_link(SETUP)


def _error(argv: list[str]) -> str:
    with pytest.raises(UsageError) as caught:
        parse_command_line(argv)
    return str(caught.value)


def test_a_position_link_as_file_is_handed_on_as_a_position() -> None:
    command = parse_command_line([f"  {LINK} "])
    assert command == Command(position=LINK)
    assert command.position is not None and decode_position(command.position) == SETUP
    assert (command.file, command.join, command.rules) == (None, None, None)


def test_a_position_link_goes_with_the_language_and_qt_options() -> None:
    command = parse_command_line(["--lang", "en", "-platform", "offscreen", LINK])
    assert command.position == LINK and command.lang == "en"
    assert command.qt_platform == "offscreen"


def test_invite_links_are_still_joined_and_files_still_opened() -> None:
    assert parse_command_line(["popout://192.168.1.20:7457/4821"]).join == (
        "popout://192.168.1.20:7457/4821"
    )
    # A computer called "position" is still a LAN host.
    command = parse_command_line(["popout://position:7457/4821"])
    assert (command.join, command.position) == ("popout://position:7457/4821", None)
    assert parse_command_line(["popout://position/4821"]).join == "popout://position/4821"
    internet = "popout://position/r/AAAAAAAAAAAAAAAAAAAAAA#" + "A" * 43
    assert parse_command_line([internet]).join == internet
    assert parse_command_line(["game.popout"]).file == "game.popout"


def test_a_damaged_position_link_is_a_usage_error_that_says_why() -> None:
    assert "check fails" in _error([LINK[:-1] + ("A" if LINK[-1] != "A" else "B")])
    assert "not a position link that can be read" in _error(["popout://position/ABC/def"])
    assert "is empty" in _error(["popout://position/"])


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--preset", "classic", LINK], "--preset cannot be used with a position link"),
        (["--columns", "8", LINK], "--columns cannot be used with a position link"),
        (["--host", "9000", LINK], "--host cannot be used with a position link"),
        (["--join", "10.0.0.2", LINK], "--join cannot be used with a position link"),
        (["--join", LINK], "--join: a position link is not a game to join"),
        (["--self-test", LINK], "not FILE"),
    ],
)
def test_what_cannot_go_with_a_position_link_is_refused(argv: list[str], words: str) -> None:
    assert words in _error(argv)


def test_a_steps_link_of_a_pop_ten_or_power_up_game_is_handed_on_as_a_position() -> None:
    from popout_desktop.savefile.position_code import decode_game_position, is_steps_code

    game = Game.from_notation("x4 d4 d3 b4 p3", Rules.preset("power_up"))
    link = position_link(game)
    assert is_steps_code(link)
    command = parse_command_line([link])
    assert command == Command(position=link)
    assert command.position is not None
    assert decode_game_position(command.position).moves == game.moves


def test_a_steps_link_with_an_illegal_step_is_a_usage_error_that_names_the_step() -> None:
    import base64
    import binascii

    # Pop 10 on 7x6: d4, then p4 while the board is still being filled.
    bits = "010" + "0011" + "0010" + "01" + "00010" + "00111" + "0010" + "10" + "0011" + "10011"
    bits += "0" * (-len(bits) % 8)
    data = int(bits, 2).to_bytes(len(bits) // 8, "big")
    code = base64.urlsafe_b64encode(
        data + binascii.crc_hqx(bytes([len(data) % 256]) + data, 0xFFFF).to_bytes(2, "big")
    )
    assert "step 2 (p4) is illegal" in _error(["popout://position/" + code.decode().rstrip("=")])
