"""Pop 10 and Power Up over the LAN: the table, every step of a turn and the result on both sides.

Two sessions in one process over 127.0.0.1, as in ``test_lan_game``; moves are proposed through
each board's ``move_requested`` signal, the way a click or a key proposes them.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.net.host import GameHost
from popout_desktop.net.protocol import rules_to_json
from popout_desktop.rules import Game, Move, Phase, Reason, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame
from popout_desktop.ui.board.animations import Speed
from tests.net.test_lan_game import LOCALHOST, Side, click, join, settle
from tests.net.test_lan_game import make_side as make_animated_side

POWER_UP = Rules.preset("power_up")
POP_TEN = Rules.preset("pop_ten")


def make_side(qtbot: QtBot, rules: Rules | None = None) -> Side:
    """A side whose board does not animate: these games are long (a Pop 10 setup is 42 drops)."""
    side = make_animated_side(qtbot, rules)
    side.board.set_speed(Speed.OFF)
    return side


def hosting(qtbot: QtBot, host_side: Side) -> GameHost:
    game_host = GameHost(
        host_side.model,
        host_side.session,
        host_side.match,
        name="Ann",
        code="4821",
        guest_seat=2,
    )
    assert game_host.listen(0, LOCALHOST)
    return game_host


@pytest.fixture
def sides(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[tuple[Side, Side, GameHost]]:
    """A host at the table ``request.param`` (the host plays Red) and a guest at the default
    table: the guest must take the host's table from ``welcome``."""
    host_side = make_side(qtbot, request.param)
    guest_side = make_side(qtbot)
    game_host = hosting(qtbot, host_side)
    yield host_side, guest_side, game_host
    game_host.close()


def same(host_side: Side, guest_side: Side) -> None:
    """Both sides hold the same game, step for step."""
    host_game, guest_game = host_side.model.game, guest_side.model.game
    assert guest_game.rules == host_game.rules
    assert guest_game.notation() == host_game.notation()
    assert guest_game.board() == host_game.board()
    assert (guest_game.turn, guest_game.phase) == (host_game.turn, host_game.phase)
    assert guest_game.scores == host_game.scores
    assert [guest_game.powers(p) for p in (1, 2)] == [host_game.powers(p) for p in (1, 2)]
    rules = host_game.rules
    for column in range(rules.width):
        for row in range(rules.rows):
            assert guest_game.piece(column, row) == host_game.piece(column, row)


def play_turns(qtbot: QtBot, host_side: Side, guest_side: Side, notation: str) -> None:
    """Play ``notation`` move by move, each proposed on the board of the player to move (the
    host is Red): turns do not simply alternate in the variants."""
    for move in notation.split():
        side = host_side if host_side.model.game.turn == 1 else guest_side
        before = host_side.model.game.ply
        click(qtbot, side, move)

        def both_played(b: int = before) -> bool:
            return host_side.model.game.ply == b + 1 and guest_side.model.game.ply == b + 1

        qtbot.waitUntil(both_played, timeout=5000)
        same(host_side, guest_side)


@pytest.mark.parametrize("sides", [POWER_UP], indirect=True)
def test_a_power_up_game_with_a_bomb_over_the_lan(
    qtbot: QtBot, sides: tuple[Side, Side, GameHost]
) -> None:
    host_side, guest_side, game_host = sides
    guest = join(qtbot, guest_side, game_host)
    assert guest.seat == 2
    assert guest_side.model.rules == POWER_UP
    # Red drops; Yellow bombs column 4, then pops Red's disc of column 1 (a move of its own,
    # still Yellow's); Red plays the x2 checker and its second drop; Yellow the anvil.
    play_turns(qtbot, host_side, guest_side, "d1 d2 d3")
    click(qtbot, guest_side, "b4")
    qtbot.waitUntil(
        lambda: host_side.model.game.ply == 4 == guest_side.model.game.ply, timeout=5000
    )
    same(host_side, guest_side)
    game = guest_side.model.game
    assert game.phase == Phase.BOMB_POP
    assert game.turn == 2
    assert game.piece(3, 0) == "bomb"
    assert "bomb" not in game.powers(2)
    play_turns(qtbot, host_side, guest_side, "p1 x5 d5 a3")
    game = host_side.model.game
    assert game.notation() == "d1 d2 d3 b4 p1 x5 d5 a3"
    assert game.powers(1) == frozenset({"anvil", "bomb", "wall"})
    assert game.powers(2) == frozenset({"wall", "double"})
    assert game.cell(0, 0) == 0  # the bomb's pop took Red's disc away
    assert [game.piece(2, row) for row in range(2)] == ["anvil", ""]  # Red's d3 crushed
    assert [game.piece(4, row) for row in range(2)] == ["double", "disc"]
    # Moves the rules refuse now are refused by the host and change nothing: a spent power
    # checker, a pop without Pop Out, a pass.
    connection = guest._connection
    assert connection is not None
    notices: list[str] = []
    guest.notice.connect(notices.append)
    play_turns(qtbot, host_side, guest_side, "d7")  # Red
    for move in ("b6", "p2", "--"):
        connection.send({"type": "move", "ply": 9, "move": move})
    qtbot.waitUntil(lambda: len(notices) >= 3, timeout=5000)
    assert host_side.model.game.ply == guest_side.model.game.ply == 9
    # A wall, then its second drop, to a win: both sides see the same result.
    play_turns(qtbot, host_side, guest_side, "w6 d6 d7 d2 d7 d2 d7")
    settle(qtbot, host_side, guest_side)
    assert host_side.model.result is not None
    assert guest_side.model.result == host_side.model.result
    assert (
        host_side.model.game.result
        == Game.from_notation(host_side.model.game.notation(), POWER_UP).result
    )
    # A rematch keeps the table: the new_game message carries Power Up too.
    with qtbot.waitSignal(game_host.rematch_offered):
        assert guest.offer_rematch()
    with qtbot.waitSignal(guest_side.model.position_reset, timeout=5000):
        game_host.answer_rematch(True)
    assert guest_side.model.rules == POWER_UP
    assert guest_side.model.game.ply == 0
    assert (
        guest_side.model.game.powers(1)
        == guest_side.model.game.powers(2)
        == frozenset({"anvil", "bomb", "wall", "double"})
    )


@pytest.mark.parametrize("sides", [POP_TEN], indirect=True)
def test_a_pop_ten_game_through_setup_over_the_lan(
    qtbot: QtBot, sides: tuple[Side, Side, GameHost]
) -> None:
    host_side, guest_side, game_host = sides
    join(qtbot, guest_side, game_host)
    assert guest_side.model.rules == POP_TEN
    assert guest_side.model.game.phase == Phase.SETUP
    # The setup fills the board row by row; each player drops into a lowest column.
    setup = " ".join(f"d{column}" for _row in range(6) for column in range(1, 8))
    play_turns(qtbot, host_side, guest_side, setup)
    game = guest_side.model.game
    assert game.phase == Phase.PLAY
    assert game.ply == 42
    assert all(game.height(column) == 6 for column in range(7))
    # Yellow made the last of the 42 setup drops, so Red pops first: its own bottom discs
    # (columns 1, 3, 5, 7), not Yellow's.
    assert game.turn == 1
    assert game.is_legal(Move.pop(0))
    assert not game.is_legal(Move.pop(1))
    # Play on with legal moves (the first each time): pops, put-backs, kept discs, passes.
    for _ in range(24):
        if host_side.model.game.result is not None:
            break
        play_turns(qtbot, host_side, guest_side, str(host_side.model.game.legal_moves()[0]))
    game = host_side.model.game
    kinds = {game.moves[ply].kind for ply in range(42, game.ply)}
    assert kinds >= {"pop", "drop"}
    assert game.scores == guest_side.model.game.scores
    same(host_side, guest_side)


def test_a_variant_welcome_carries_the_whole_table(qtbot: QtBot) -> None:
    rules = Rules(columns=8, rows=5, connect=4, pop_out=False, pop_ten=True, target=6)
    host_side = make_side(qtbot, rules)
    guest_side = make_side(qtbot, Rules.preset("five_in_a_row"))
    game_host = hosting(qtbot, host_side)
    try:
        join(qtbot, guest_side, game_host)
        assert guest_side.model.rules == rules
        assert rules_to_json(rules)["target"] == 6
        assert game_host.announcement()["rules"] == rules_to_json(rules)
    finally:
        game_host.close()


def test_a_saved_power_up_game_mid_turn_is_hosted_and_joined(qtbot: QtBot) -> None:
    """A host reopens a Power Up game saved right after a bomb: the guest sees the bomb's pop
    still due and can make it."""
    host_side = make_side(qtbot)
    game = Game.from_notation("d1 d2 d3 b4", POWER_UP)
    host_side.session.load_saved(
        SavedGame(game=game, players=(PlayerInfo("Ann"), PlayerInfo("Bob", "remote")))
    )
    game_host = hosting(qtbot, host_side)
    guest_side = make_side(qtbot)
    try:
        join(qtbot, guest_side, game_host)
        same(host_side, guest_side)
        assert guest_side.model.game.phase == Phase.BOMB_POP
        play_turns(qtbot, host_side, guest_side, "p3")
        assert host_side.model.game.cell(2, 0) == 0
        assert host_side.model.game.turn == 1
    finally:
        game_host.close()


def test_a_target_result_arrives_with_the_moves(qtbot: QtBot) -> None:
    """A Pop 10 game won on the target: the guest sees ``target`` from the moves alone."""
    rules = Rules(columns=4, rows=4, pop_out=False, pop_ten=True, target=3)
    notation = (
        "d2 d4 d1 d3 d1 d3 d4 d2 d4 d1 d2 d3 d1 d3 d4 d2 p2 d2 p4 d4 p1 d1 p2 d2 p1 d1 p3 p1 "
        "p3 d1 p4 d3 p3 d4 p4 d3 p3 d4 p2 p3 d2 p2 d3 p1 p2"
    )
    finished = Game.from_notation(notation, rules)
    assert finished.result is not None and finished.result.reason == Reason.TARGET
    host_side = make_side(qtbot, rules)
    guest_side = make_side(qtbot)
    game_host = hosting(qtbot, host_side)
    try:
        join(qtbot, guest_side, game_host)
        play_turns(qtbot, host_side, guest_side, notation)
        settle(qtbot, host_side, guest_side)
        assert host_side.model.result == finished.result
        assert guest_side.model.result == finished.result
    finally:
        game_host.close()
