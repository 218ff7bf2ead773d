"""The autosave's move journal (issue 33 point 5): a header holding a whole saved game, then one
line a move; read back whatever a crash or the disk did to its end."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame, dumps
from popout_desktop.savefile.journal import header, journal_path, move_line, read_journal

TABLES = [Rules(), Rules(columns=9, rows=7), Rules(columns=5, rows=4)]


def random_game(seed: int, rules: Rules, length: int) -> list[Move]:
    """Up to ``length`` random legal moves from the empty board (fewer if the game ends)."""
    rng = random.Random(seed)
    game = Game(rules)
    moves: list[Move] = []
    while len(moves) < length and game.result is None:
        move = rng.choice(game.legal_moves())
        game.play(move)
        moves.append(move)
    return moves


def journal_of(rules: Rules, moves: list[Move], base: int) -> tuple[bytes, list[int]]:
    """A journal whose header holds the first ``base`` moves and whose lines hold the rest,
    and the offset at which each of its lines ends (after its newline), header first."""
    game = Game(rules)
    for move in moves[:base]:
        game.play(move)
    data = header(dumps(SavedGame(game, players=(PlayerInfo("Ann"), PlayerInfo("Bob")))))
    ends = [len(data)]
    for ply in range(base, len(moves)):
        data += move_line(ply, moves[ply])
        ends.append(len(data))
    return data, ends


def test_a_journal_brings_back_the_headers_game_and_every_move_after_it() -> None:
    moves = random_game(3, Rules(), 30)
    data, _ends = journal_of(Rules(), moves, 10)
    saved = read_journal(data)
    assert saved is not None
    assert saved.game.moves == moves
    assert saved.players == (PlayerInfo("Ann"), PlayerInfo("Bob"))
    assert journal_path("/x/autosave.popout").name == "autosave.popout.journal"


def test_a_line_with_the_wrong_number_or_check_ends_what_is_read() -> None:
    moves = random_game(4, Rules(), 6)
    data, _ends = journal_of(Rules(), moves, 2)
    game = Game(Rules())
    for move in moves:
        game.play(move)
    legal = game.legal_moves()[0]
    for tail in (
        move_line(7, legal),  # the next move is number 6
        move_line(6, legal).replace(b'"crc":', b'"crc":1'),
        move_line(6, legal).replace(b"}", b',"more":1}'),
        move_line(6, legal)[:-1],  # torn before its newline
    ):
        saved = read_journal(data + tail + move_line(7, legal))
        assert saved is not None
        assert saved.game.moves == moves
    saved = read_journal(data + move_line(6, legal))
    assert saved is not None
    assert saved.game.moves == [*moves, legal]


def test_a_torn_header_is_no_journal() -> None:
    data, ends = journal_of(Rules(), random_game(5, Rules(), 8), 8)
    assert read_journal(data[: ends[0] - 1]) is None
    assert read_journal(b"") is None
    assert read_journal(b"\n") is None
    assert read_journal(b'{"popout_journal": 2, "snapshot": ""}\n') is None


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    table=st.sampled_from(TABLES),
    length=st.integers(0, 60),
    base_share=st.floats(0, 1),
    cut=st.floats(0, 1),
    garbles=st.lists(st.tuples(st.floats(0, 1), st.integers(0, 255)), max_size=3),
)
def test_a_truncated_or_garbled_journal_never_crashes_nor_loses_an_earlier_move(
    seed: int,
    table: Rules,
    length: int,
    base_share: float,
    cut: float,
    garbles: list[tuple[float, int]],
) -> None:
    """Whatever happened to the journal from some byte on (a write torn by a crash, bytes
    damaged), reading it never fails and brings back every move whose line ended before that
    byte, and nothing that was not played: the moves read are the game's, in order."""
    moves = random_game(seed, table, length)
    base = round(base_share * len(moves))
    data, ends = journal_of(table, moves, base)
    damaged = bytearray(data[: round(cut * len(data))])
    first_damage = len(damaged)
    for where, value in garbles:
        if damaged:
            at = min(len(damaged) - 1, int(where * len(damaged)))
            if damaged[at] != value:
                damaged[at] = value
                first_damage = min(first_damage, at)
    saved = read_journal(bytes(damaged))
    if first_damage < ends[0]:
        return  # the header itself is damaged: any reading (or none) will do, without a crash
    assert saved is not None
    whole_lines = sum(1 for end in ends[1:] if end <= first_damage)
    assert len(saved.game.moves) >= base + whole_lines
    assert saved.game.moves == moves[: len(saved.game.moves)]
