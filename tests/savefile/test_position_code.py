"""Tests of position codes and position links (popout_desktop.savefile.position_code)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.rules import Game, Rules
from popout_desktop.rules.setup import Setup, empty_setup, setup_of
from popout_desktop.savefile.position_code import (
    LINK_PREFIX,
    PositionCodeError,
    decode_game_position,
    decode_position,
    encode_game_position,
    encode_position,
    is_position_link,
    is_steps_code,
    position_link,
)


@st.composite
def _tables(draw: st.DrawFn) -> Rules:
    columns = draw(st.integers(4, 16))
    rows = draw(st.integers(4, 12))
    side = draw(st.booleans())
    connect = draw(st.integers(3, min(6, max(columns + 2 * side, rows))))
    return Rules(
        columns=columns,
        rows=rows,
        connect=connect,
        pop_out=draw(st.booleans()),
        side_columns=side,
        repetition_draw=draw(st.booleans()),
    )


@st.composite
def _played(draw: st.DrawFn) -> Setup:
    """A position of a game played at random on a random table (legal by construction)."""
    rules = draw(_tables())
    game = Game(rules)
    for _ in range(draw(st.integers(0, 60))):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(draw(st.sampled_from(moves)))
        if game.is_over:
            game.undo()
            break
    return setup_of(game)


@st.composite
def _stacked(draw: st.DrawFn) -> Setup:
    """Any discs standing on one another, on any table, either player to move."""
    rules = draw(_tables())
    start = empty_setup(rules)
    cells = []
    for column in range(rules.width):
        if rules.is_side_column(column):
            cells.append(start.cells[column])
            continue
        height = draw(st.integers(0, rules.rows))
        discs = draw(st.lists(st.integers(1, 2), min_size=height, max_size=height))
        cells.append(tuple(discs) + (0,) * (rules.rows - height))
    return Setup(rules, tuple(cells), draw(st.integers(1, 2)))


@settings(max_examples=150, deadline=None)
@given(_played())
def test_codes_of_random_legal_positions_of_every_table_round_trip(setup: Setup) -> None:
    code = encode_position(setup)
    assert decode_position(code) == setup
    assert decode_position(f"\n  {code}\t") == setup
    assert decode_position(position_link(setup)) == setup
    assert is_position_link(position_link(setup))


@settings(max_examples=150, deadline=None)
@given(_stacked())
def test_codes_of_any_stacked_discs_round_trip_and_stay_short(setup: Setup) -> None:
    code = encode_position(setup)
    assert decode_position(code) == setup
    assert len(code) <= 50


def test_a_7x6_code_is_at_most_16_characters() -> None:
    rules = Rules()
    full = tuple(tuple((c // 2 + r) % 2 + 1 for r in range(6)) for c in range(7))
    assert len(encode_position(Setup(rules, full, 1))) == 16
    assert len(encode_position(empty_setup(rules))) < 16


_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(max_size=80),
        st.text(alphabet=_ALPHABET, max_size=60),
        st.text(alphabet=_ALPHABET, max_size=60).map(lambda code: "popout://position/" + code),
    )
)
def test_decoding_arbitrary_text_raises_only_position_code_errors(text: str) -> None:
    message = ""
    try:
        setup = decode_position(text)
    except PositionCodeError as error:
        message = str(error)
        assert message
    if not message:  # a text that decodes is the code of what it decodes to
        assert text.strip().endswith(encode_position(setup))


@settings(max_examples=300, deadline=None)
@given(_played(), st.data())
def test_a_mistyped_code_is_refused_not_read_as_another_position(
    setup: Setup, data: st.DataObject
) -> None:
    code = encode_position(setup)
    index = data.draw(st.integers(0, len(code) - 1))
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    letter = data.draw(st.sampled_from(alphabet.replace(code[index], "")))
    typo = code[:index] + letter + code[index + 1 :]
    with pytest.raises(PositionCodeError):
        decode_position(typo)


_GAMES = ["", "d4", "d4 d4 d3", "d1 d2 d3 d4 d5 d6 d7 d1 d2 d3", "d4 d4 p4 d3 d3 p3 d5"]


@pytest.mark.parametrize("moves", _GAMES)
def test_a_code_cut_short_or_with_more_after_it_is_refused(moves: str) -> None:
    code = encode_position(setup_of(Game.from_notation(moves)))
    for cut in range(1, len(code)):
        with pytest.raises(PositionCodeError):
            decode_position(code[:cut])
    for extra in ("A", "AA", "AAA", "AAAA", "x", "-_"):
        with pytest.raises(PositionCodeError):
            decode_position(code + extra)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("abc", "too short"),
        ("a b c d", "letters, digits"),
        ("popout://position/", "empty"),
        ("popout://192.168.1.5:5000/ABCD", "not a position link"),
        ("popout://broker.example/r/ROOM#secret", "not a position link"),
        ("popout://position/AAAA/extra", "not a position link"),
        ("A" * 2001, "up to 2000"),
    ],
)
def test_what_is_not_a_code_says_why(text: str, words: str) -> None:
    with pytest.raises(PositionCodeError, match=words):
        decode_position(text)


def test_a_code_of_an_unknown_format_version_is_refused_by_name() -> None:
    import base64
    import binascii

    data = bytes([0b1110_0000, 0])
    check = binascii.crc_hqx(bytes([len(data) % 256]) + data, 0xFFFF).to_bytes(2, "big")
    code = base64.urlsafe_b64encode(data + check).decode().rstrip("=")
    with pytest.raises(PositionCodeError, match="format 7"):
        decode_position(code)


def test_variant_positions_and_floating_discs_have_no_code() -> None:
    for name in ("pop_ten", "power_up"):
        with pytest.raises(PositionCodeError, match="Pop 10 and Power Up"):
            encode_position(empty_setup(Rules.preset(name)))
    floating = empty_setup(Rules()).with_cell(2, 3, 1)
    with pytest.raises(PositionCodeError, match="column 3"):
        encode_position(floating)
    five = empty_setup(Rules.preset("five_in_a_row"))
    with pytest.raises(PositionCodeError, match="side column"):
        encode_position(five.with_cell(0, 0, 2))


def test_position_links_are_told_apart_from_invite_links() -> None:
    link = position_link(empty_setup(Rules()))
    assert link.startswith("popout://position/")
    assert is_position_link("  POPOUT://Position/abc ")
    assert not is_position_link("popout://192.168.1.5:5000/ABCD")
    assert not is_position_link("popout://broker.example/r/ROOM#secret")
    assert not is_position_link("popout://positions.example:5000/ABCD")
    # A computer or a broker called "position": still a LAN invite, an internet link.
    assert not is_position_link("popout://position/4821")
    assert is_position_link("popout://position/")  # a link cut short
    assert not is_position_link("popout://position:7000/4821")
    assert not is_position_link("popout://position/r/AAAAAAAAAAAAAAAAAAAAAA#" + "A" * 43)
    assert not is_position_link(None)


@settings(max_examples=200, deadline=None)
@given(_played())
def test_a_position_link_is_never_a_lan_invite_nor_an_internet_link(setup: Setup) -> None:
    from popout_desktop.net.internet_link import is_internet_link
    from popout_desktop.net.protocol import parse_invite

    link = position_link(setup)
    assert encode_position(setup)[0] in "IJKLMNOP"
    assert is_position_link(link) and is_position_link(link.upper().replace("POSITION", "position"))
    assert not is_internet_link(link)
    with pytest.raises(ValueError, match="not an address"):
        parse_invite(link)


def test_the_module_s_examples_run_and_it_loads_no_qt() -> None:
    import doctest
    import subprocess
    import sys

    from popout_desktop.savefile import position_code

    assert doctest.testmod(position_code).failed == 0
    probe = (
        "import sys, popout_desktop.savefile.position_code, popout_desktop.rules.setup; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- steps codes (Pop 10, Power Up) ------------------------------------------------------------


@st.composite
def _variant_tables(draw: st.DrawFn) -> Rules:
    columns = draw(st.integers(4, 16))
    rows = draw(st.integers(4, 12))
    side = draw(st.booleans())
    connect = draw(st.integers(3, min(6, max(columns + 2 * side, rows))))
    if draw(st.booleans()):
        half = columns * rows // 2
        target = draw(st.integers(3, min(20, half)))
        return Rules(
            columns=columns,
            rows=rows,
            connect=connect,
            pop_out=False,
            side_columns=side,
            repetition_draw=draw(st.booleans()),
            pop_ten=True,
            target=target,
        )
    return Rules(
        columns=columns,
        rows=rows,
        connect=connect,
        pop_out=draw(st.booleans()),
        side_columns=side,
        repetition_draw=draw(st.booleans()),
        power_up=True,
    )


@st.composite
def _variant_games(draw: st.DrawFn) -> Game:
    """A Pop 10 or Power Up game of random legal steps, finished ones included."""
    game = Game(draw(_variant_tables()))
    for _ in range(draw(st.integers(0, 120))):
        moves = game.legal_moves()
        if not moves or game.is_over:
            break
        game.play(draw(st.sampled_from(moves)))
    return game


@settings(max_examples=150, deadline=None)
@given(_variant_games())
def test_steps_codes_round_trip_for_random_pop_ten_and_power_up_games(game: Game) -> None:
    code = encode_game_position(game)
    assert code[0] in "QRSTUVWX"  # the kind marker: never taken for a board code
    assert is_steps_code(code) and not is_steps_code(code[:-1])
    back = decode_game_position(f"  {position_link(game)}\n")
    assert back.rules == game.rules and back.moves == game.moves
    assert (back.phase, back.scores, back.turn, back.result) == (
        game.phase,
        game.scores,
        game.turn,
        game.result,
    )
    assert back.powers(1) == game.powers(1) and back.powers(2) == game.powers(2)
    assert back.board() == game.board()
    assert is_position_link(position_link(game))
    with pytest.raises(PositionCodeError, match="Pop 10 or Power Up game"):
        decode_position(code)


@settings(max_examples=100, deadline=None)
@given(_played())
def test_game_codes_of_the_six_field_tables_are_their_board_codes(setup: Setup) -> None:
    game = Game.from_setup(setup)
    assert encode_game_position(game) == encode_position(setup_of(game))
    assert not is_steps_code(encode_game_position(game))
    back = decode_game_position(encode_game_position(game))
    assert setup_of(back) == setup_of(game) and back.ply == 0


def test_a_sixty_step_pop_ten_game_on_7x6_has_a_code_of_at_most_60_characters() -> None:
    import random

    chooser = random.Random(60)
    game = Game(Rules.preset("pop_ten"))
    while game.ply < 60:
        game.play(chooser.choice(game.legal_moves()))
    code = encode_game_position(game)
    assert len(code) <= 60, code  # 51 characters: 42 drops of 4 bits, the pops 5
    assert decode_game_position(code).moves == game.moves


def _steps_code(rules: Rules, steps: list[str]) -> str:
    """A steps code written by hand (steps unchecked), as a mistyping or a forger would."""
    import base64
    import binascii

    bits = "010" + f"{rules.columns - 4:04b}{rules.rows - 4:04b}{rules.connect - 3:02b}"
    flags = (rules.pop_out, rules.side_columns, rules.repetition_draw)
    bits += "".join(str(int(flag)) for flag in (*flags, rules.pop_ten, rules.power_up))
    bits += f"{rules.target - 3:05b}"
    size = len(steps).bit_length()
    bits += f"{size:04b}" + (f"{len(steps):0{size}b}" if size else "")
    bits += "".join(steps)
    bits += "0" * (-len(bits) % 8)
    data = int(bits, 2).to_bytes(len(bits) // 8, "big")
    check = binascii.crc_hqx(bytes([len(data) % 256]) + data, 0xFFFF).to_bytes(2, "big")
    return base64.urlsafe_b64encode(data + check).decode().rstrip("=")


def test_a_steps_code_with_an_illegal_step_names_it() -> None:
    pop_ten = Rules.preset("pop_ten")
    # A pop in Pop 10's filling phase: step 2.
    code = _steps_code(pop_ten, ["0011", "10011"])
    with pytest.raises(PositionCodeError, match=r"step 2 \(p4\) is illegal"):
        decode_game_position(code)
    # Column 8 on a 7-wide board.
    with pytest.raises(PositionCodeError, match=r"step 1 \(d8\) is illegal"):
        decode_game_position(_steps_code(pop_ten, ["0111"]))
    # Red's x2 twice in Power Up: step 6 (x4 d4, d1, d2, d3, then x4 again).
    power_up = Rules.preset("power_up")
    steps = ["1111011", "0011", "0000", "0001", "0010", "1111011"]
    with pytest.raises(PositionCodeError, match=r"step 6 \(x4\) is illegal"):
        decode_game_position(_steps_code(power_up, steps))
    # Hand-written and legal, it reads.
    assert decode_game_position(_steps_code(power_up, steps[:5])).notation() == "x4 d4 d1 d2 d3"


def test_a_steps_code_is_read_strictly() -> None:
    pop_ten = Rules.preset("pop_ten")
    good = _steps_code(pop_ten, ["0011"])
    assert decode_game_position(good).notation() == "d4"
    with pytest.raises(PositionCodeError, match="after the position"):
        decode_game_position(_trailing())
    with pytest.raises(PositionCodeError, match="Pop 10 and Power Up tables only"):
        decode_game_position(_steps_code(Rules.preset("pop_out"), ["0011"]))
    with pytest.raises(PositionCodeError, match="check fails"):
        decode_game_position(good[:-1] + ("A" if good[-1] != "A" else "B"))


def _trailing() -> str:
    """A one-step Pop 10 code followed by a whole byte more."""
    import base64
    import binascii

    rules = Rules.preset("pop_ten")
    code = _steps_code(rules, ["0011"])
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-2] + b"\x00"
    check = binascii.crc_hqx(bytes([len(raw) % 256]) + raw, 0xFFFF).to_bytes(2, "big")
    return base64.urlsafe_b64encode(raw + check).decode().rstrip("=")


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=80), st.binary(min_size=1, max_size=60), st.booleans())
def test_any_text_decodes_to_a_game_or_raises_only_position_code_error(
    text: str, data: bytes, steps: bool
) -> None:
    """Arbitrary text, and arbitrary bits behind a sound check (most of them of the steps kind),
    give a game or a PositionCodeError, never another exception."""
    import base64
    import binascii

    if steps:
        data = bytes([0b0100_0000 | data[0] & 0b0001_1111]) + data[1:]
    check = binascii.crc_hqx(bytes([len(data) % 256]) + data, 0xFFFF).to_bytes(2, "big")
    sound = base64.urlsafe_b64encode(data + check).decode().rstrip("=")
    for candidate in (text, sound, LINK_PREFIX + sound):
        try:
            game = decode_game_position(candidate)
        except PositionCodeError:
            continue
        assert isinstance(game, Game)
        assert decode_game_position(encode_game_position(game)).moves == game.moves


def test_a_code_cut_short_by_a_letter_is_refused_whatever_its_last_bytes() -> None:
    """The check covers the code's length: a CRC of the bytes alone accepted about one code in
    256 with its last letter dropped (hypothesis found the empty Power Up 5x10 game)."""
    from popout_desktop.rules import Rules

    game = Game(Rules(columns=5, rows=10, connect=3, pop_out=False, power_up=True))
    code = encode_game_position(game)
    assert not is_steps_code(code[:-1])
    with pytest.raises(PositionCodeError):
        decode_game_position(code[:-1])
