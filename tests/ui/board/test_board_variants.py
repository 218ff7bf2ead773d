"""The board with Pop 10 and Power Up: pieces with icons, the new animations, trays, controls."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.rules import POWER_KINDS, Game, Move, Phase, Rules
from popout_desktop.rules.effects import move_effect
from popout_desktop.ui.board.animations import (
    Motion,
    Speed,
    Target,
    Trays,
    step_for_move,
    step_for_undo,
)
from popout_desktop.ui.board.discs import DiscPainter
from popout_desktop.ui.board.layout import drop_start_row
from popout_desktop.ui.board.themes import theme
from popout_desktop.ui.board.view import BoardView
from tests.ui.board.test_board_view import classify

POP_TEN = Rules.preset("pop_ten")
POWER_UP = Rules.preset("power_up")
#: A small Pop 10 table: 16 setup drops, 3 kept discs win.
SMALL_POP_TEN = Rules(columns=4, rows=4, connect=3, pop_out=False, pop_ten=True, target=3)


@pytest.fixture
def model() -> GameModel:
    return GameModel(POWER_UP)


@pytest.fixture
def view(qtbot: QtBot, model: GameModel) -> BoardView:
    board = BoardView(model)
    qtbot.addWidget(board)
    board.resize(900, 640)
    board.show()
    qtbot.waitExposed(board)
    board.move_requested.connect(model.play)
    return board


def settle(qtbot: QtBot, view: BoardView) -> None:
    if view.animating:
        with qtbot.waitSignal(view.animations_finished, timeout=10_000):
            pass


def load(qtbot: QtBot, view: BoardView, model: GameModel, game: Game) -> None:
    model.load(game)
    settle(qtbot, view)


def click(qtbot: QtBot, view: BoardView, point: QPointF, button: Qt.MouseButton) -> None:
    QTest.mouseClick(view, button, pos=QPoint(round(point.x()), round(point.y())))


def find_game(rules: Rules, wanted: Callable[[Game], bool], seed: int = 1) -> Game:
    """A game reached by random play where ``wanted`` holds (random playouts until it does)."""
    rng = random.Random(seed)
    for _ in range(2000):
        game = Game(rules)
        while not wanted(game):
            if game.result is not None:
                break
            game.play(rng.choice(game.legal_moves()))
        else:
            return game
    raise AssertionError("no such game found")


def after_setup(rules: Rules = SMALL_POP_TEN) -> Callable[[Game], bool]:
    return lambda game: game.phase == Phase.PLAY and game.ply >= rules.columns * rules.rows


def keeps(game: Game, move: Move) -> bool:
    after = game.copy()
    after.play(move)
    return after.scores != game.scores


def model_trays(game: Game) -> Trays:
    return Trays(game.scores, (game.powers(1), game.powers(2)))


def assert_picture_matches(view: BoardView, game: Game) -> None:
    """Every cell shows the model's disc and piece; the trays show the model's scores and
    powers. Pixels are sampled on each disc's body, outside a power checker's badge."""
    assert not view.animating
    assert view.resyncs == 0
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    layout = view.board_layout
    r = layout.disc_radius
    for column in range(game.rules.width):
        for row in range(game.rules.rows):
            assert view.shown_piece(column, row) == game.piece(column, row), (column, row)
            point = layout.centre(column, row) + QPointF(0.3 * r, 0.74 * r)
            assert classify(image, point, ratio) == game.cell(column, row), (column, row)
    assert view.shown_trays == model_trays(game)


# -- drawing --------------------------------------------------------------------------------


def test_the_disc_cache_keys_on_the_piece(qtbot: QtBot) -> None:
    painter = DiscPainter()
    style = theme("classic")
    images = {
        piece: painter.pixmap(style, 1, 30.0, 1.0, piece).toImage()
        for piece in ("disc", *POWER_KINDS)
    }
    assert painter.pixmap(style, 1, 30.0, 1.0, "bomb") is painter.pixmap(
        style, 1, 30.0, 1.0, "bomb"
    )
    assert len({image.cacheKey() for image in images.values()}) == 5
    pictures = [bytes(image.constBits()) for image in images.values()]
    assert len(set(pictures)) == 5, "every power checker looks different, and unlike a disc"


@pytest.mark.parametrize("style", ["classic", "dark", "contrast"])
def test_power_checkers_carry_their_icon_on_the_board(
    qtbot: QtBot, view: BoardView, model: GameModel, style: str
) -> None:
    view.set_theme(style)
    # Row 0: anvil 1, anvil 2, bomb 1, -, wall 1, wall 2, disc 2; row 1: x2 1 in column 1 and
    # x2 2 in column 7, a plain disc 1 in column 5.
    notation = "b3 a2 a1 w6 d7 w5 d5 x7 d7 x1 d1"
    load(qtbot, view, model, Game.from_notation(notation, POWER_UP))
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    layout = view.board_layout
    r = layout.disc_radius
    look = theme(style)

    def at(column: int, row: int, dx: float, dy: float) -> QColor:
        point = layout.centre(column, row) + QPointF(dx * r, dy * r)
        return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))

    def near(colour: QColor, wanted: QColor) -> bool:
        return all(
            abs(a - b) < 0.2
            # PySide6's stub has getRgbF() -> object; it is a tuple of four floats
            for a, b in zip(colour.getRgbF()[:3], wanted.getRgbF()[:3], strict=True)  # type: ignore[index]
        )

    for column, row, player in ((0, 0, 1), (1, 0, 2), (2, 0, 1), (4, 0, 1), (5, 0, 2), (6, 1, 2)):
        badge_edge = at(column, row, 0.0, 0.5)  # inside the badge (0.6 r), below the icon
        assert near(badge_edge, look.power_badges[player - 1]), (column, badge_edge.name())
    # The anvil's face is ink at the top right of the badge; the wall's top course too; the
    # bomb's body is ink at the lower left; a plain disc (column 5, row 1) is the player's colour.
    ink = look.power_inks[0]
    assert near(at(0, 0, 0.3, -0.17), ink)  # the anvil's face
    assert near(at(4, 0, 0.3, -0.2), ink)  # the wall's top course
    assert near(at(2, 0, -0.15, 0.1), ink)  # the bomb's body
    assert not near(at(0, 0, 0.3, 0.04), ink)  # under the anvil's face: its waist is narrow
    assert near(at(4, 1, 0.0, 0.5), look.colour(1))
    assert view.shown_piece(0, 0) == "anvil"
    assert view.shown_piece(4, 1) == "disc"
    assert view.shown_piece(0, 1) == "double"


# -- animations -----------------------------------------------------------------------------


def test_sprites_carry_the_piece_and_the_anvil_crushes_the_column() -> None:
    game = Game.from_notation("d4 w4 d1 d4", POWER_UP)  # column 4: disc, wall, disc
    effect = move_effect(game, Move.anvil(3))
    step = step_for_move(effect, game.rules.rows)
    *crushed, anvil = step.sprites
    assert (anvil.piece, anvil.start, anvil.end) == ("anvil", drop_start_row(6), 0.0)
    assert [s.piece for s in crushed] == ["disc", "wall", "disc"]
    assert sorted(step.lifts) == [(3, 0), (3, 1), (3, 2)]
    assert step.lands == ((3, 0, 2, "anvil"),)
    # Each crushed disc shatters (shrinks, fades, sinks) when the anvil reaches it: top first.
    starts = [s.window[0] for s in crushed]
    assert starts == sorted(starts, reverse=True)
    for sprite in crushed:
        assert sprite.opacity_at(1.0) == 0.0
        assert sprite.scale_at(1.0) < 1.0
        assert sprite.row_at(1.0) < sprite.row_at(0.0)
    assert step.duration > 400

    back = step_for_undo(effect, game.rules.rows)
    assert back.lifts == ((3, 0),)
    assert sorted(back.lands) == [(3, 0, 1, "disc"), (3, 1, 2, "wall"), (3, 2, 1, "disc")]
    assert all(s.opacity_at(1.0) == 1.0 for s in back.sprites[1:])


def test_a_kept_disc_flies_to_its_scorer_and_comes_back_on_undo() -> None:
    game = find_game(
        SMALL_POP_TEN,
        lambda g: g.phase == Phase.PLAY and any(keeps(g, m) for m in g.legal_moves()),
    )
    move = next(m for m in game.legal_moves() if keeps(game, m))
    effect = move_effect(game, move)
    assert effect.kept
    target = Target(-1.5, 2.0, 0.7)
    step = step_for_move(effect, 4, target)
    kept = step.sprites[0]
    assert kept.motion is Motion.PATH
    # Out through the bottom first, then along under the board, then into the tray.
    assert kept.point_at(0.0) == (move.column, 0.0)
    assert kept.point_at(1.0) == (-1.5, 2.0)
    assert kept.column_at(0.2) == move.column and kept.row_at(0.2) < 0
    assert kept.scale_at(1.0) == 0.7 and kept.opacity_at(1.0) < 1.0
    assert step.lands == tuple((d.column, d.to_row, d.player, d.piece) for d in effect.fallen)
    # Without a tray to go to it leaves like a pop.
    assert step_for_move(effect, 4).sprites[0].motion is Motion.ACCELERATE
    back = step_for_undo(effect, 4, target)
    assert back.sprites[0].point_at(0.0) == (-1.5, 2.0)
    assert back.sprites[0].point_at(1.0) == (move.column, 0.0)
    assert back.lands[0] == (move.column, 0, effect.player, "disc")


def test_a_pass_shows_a_note_and_moves_nothing() -> None:
    game = find_game(SMALL_POP_TEN, lambda g: g.legal_moves() == [Move.pass_()])
    effect = move_effect(game, Move.pass_())
    step = step_for_move(effect, 4)
    assert step.note == ("pass", game.turn) and not step.sprites and step.duration > 0
    assert step_for_undo(effect, 4).duration == 0


def test_the_bombs_pop_blows_the_opponents_disc_out() -> None:
    game = Game.from_notation("d1 d2 b3", POWER_UP)
    assert game.phase == Phase.BOMB_POP
    drop = step_for_move(move_effect(Game.from_notation("d1 d2", POWER_UP), Move.bomb(2)), 6)
    assert drop.sprites[0].piece == "bomb" and drop.lands == ((2, 0, 1, "bomb"),)
    step = step_for_move(move_effect(game, Move.pop(1)), 6)
    blown = step.sprites[0]
    assert blown.player == 2 and blown.scale_at(1.0) > 1.0 and blown.opacity_at(1.0) == 0.0


def test_the_view_animates_the_anvil_and_its_undo(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    load(qtbot, view, model, Game.from_notation("d4 w4 d1 d4", POWER_UP))
    view.set_speed(Speed.SLOW)
    model.play(Move.anvil(3))
    assert view.animating
    assert [view.shown_piece(3, row) for row in range(3)] == ["", "", ""]  # in the sprites
    left = frozenset(POWER_KINDS) - {"wall", "anvil"}
    assert view.shown_trays.powers[1] == left  # it left the tray when it started to fall
    settle(qtbot, view)
    assert_picture_matches(view, model.game)
    assert view.shown_piece(3, 0) == "anvil"
    model.undo()
    assert view.shown_trays.powers[1] == left  # back in the tray only at the end
    settle(qtbot, view)
    assert_picture_matches(view, model.game)
    assert view.shown_piece(3, 1) == "wall"
    assert view.shown_trays.powers[1] == left | {"anvil"}


def test_the_view_animates_a_kept_disc_into_the_tray(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    game = find_game(
        SMALL_POP_TEN,
        lambda g: g.phase == Phase.PLAY and any(keeps(g, m) for m in g.legal_moves()),
        seed=2,
    )
    load(qtbot, view, model, game)
    assert view.has_trays
    mover = game.turn
    before = game.scores[mover - 1]
    move = next(m for m in game.legal_moves() if keeps(game, m))
    view.set_speed(Speed.SLOW)
    model.play(move)
    assert view.shown_trays.scores[mover - 1] == before  # the disc is still flying
    sprite = view._queue.current.sprites[0]  # type: ignore[union-attr]
    end = view.board_layout.centre(sprite.column_at(1.0), sprite.row_at(1.0))
    slot = view.board_layout.score_slot(mover, before, SMALL_POP_TEN.target)
    assert abs(end.x() - slot.x()) < 1 and abs(end.y() - slot.y()) < 1
    settle(qtbot, view)
    assert view.shown_trays.scores[mover - 1] == before + 1
    assert view.score_text(mover) == f"{before + 1} / 3"
    assert_picture_matches(view, model.game)
    model.undo()
    assert view.shown_trays.scores[mover - 1] == before  # it left the tray at once
    settle(qtbot, view)
    assert_picture_matches(view, model.game)


@pytest.mark.slow
@pytest.mark.parametrize(
    "rules",
    [
        SMALL_POP_TEN,
        Rules(columns=5, rows=4, connect=3, pop_out=False, pop_ten=True, target=4),
        Rules(
            columns=4, rows=4, connect=4, pop_out=False, pop_ten=True, target=4, side_columns=True
        ),
        POWER_UP,
        Rules(columns=5, rows=5, pop_out=True, power_up=True),
        Rules(columns=4, rows=4, connect=3, power_up=True, side_columns=True),
    ],
    ids=["pop10_4x4", "pop10_5x4", "pop10_side", "power_up", "power_pop_out", "power_side"],
)
def test_picture_matches_model_after_random_variant_games_and_undo(
    qtbot: QtBot, view: BoardView, model: GameModel, rules: Rules
) -> None:
    rng = random.Random(hash(rules) & 0xFFFF)
    for _ in range(3):
        model.new_game(rules)
        view.set_speed(Speed.OFF)
        plies = rng.randint(rules.width * rules.rows, rules.width * rules.rows + 40)
        for ply in range(plies):
            if ply == plies - 6:
                view.set_speed(Speed.FAST)  # the last few animated, the rest at once
            moves = model.game.legal_moves()
            if not moves:
                break
            powers = [m for m in moves if m.kind in POWER_KINDS]
            pick = rng.choice(powers) if powers and rng.random() < 0.3 else rng.choice(moves)
            model.play(pick)
        for _ in range(rng.randint(1, 4)):
            model.undo()
        if model.result is not None:
            model.undo()
        settle(qtbot, view)
        assert_picture_matches(view, model.game)
    assert view.resyncs == 0, "the animations alone brought the picture to the model"


# -- trays ----------------------------------------------------------------------------------


def test_trays_only_with_the_rules_that_use_them(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    for rules, trays in ((Rules(), False), (POP_TEN, True), (POWER_UP, True)):
        model.new_game(rules)
        settle(qtbot, view)
        assert view.has_trays is trays
        layout = view.board_layout
        content = layout.content_rect
        assert content.left() >= 0 and content.right() <= view.width()
        assert abs(content.left() - (view.width() - content.right())) <= 1  # centred
        if trays:
            assert layout.tray_rect(1).right() < layout.board_rect.left()
            assert layout.tray_rect(2).left() > layout.board_rect.right()


def test_power_trays_show_the_unused_checkers(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    assert view.shown_trays.powers == (frozenset(POWER_KINDS), frozenset(POWER_KINDS))
    load(qtbot, view, model, Game.from_notation("x3 d3 w4", POWER_UP))
    assert view.shown_trays.powers == (
        frozenset({"anvil", "bomb", "wall"}),
        frozenset({"anvil", "bomb", "double"}),
    )
    # A used checker's place is left empty: the tray's picture changes there.
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()

    def pixel(player: int, kind: str) -> str:
        centre = view.power_rect(player, kind).center()
        return image.pixelColor(round(centre.x() * ratio), round(centre.y() * ratio)).name()

    assert pixel(1, "double") != pixel(1, "wall")
    assert pixel(1, "wall") == pixel(1, "anvil")  # both badges


# -- controls -------------------------------------------------------------------------------


def test_arming_by_clicking_the_tray_then_a_column(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    view.move_requested.disconnect(model.play)
    with qtbot.waitSignal(view.armed_changed) as armed:
        click(qtbot, view, view.power_rect(1, "anvil").center(), Qt.MouseButton.LeftButton)
    assert armed.args == ["anvil"] and view.armed == "anvil"
    # The other player's checkers cannot be armed.
    with qtbot.assertNotEmitted(view.armed_changed):
        click(qtbot, view, view.power_rect(2, "bomb").center(), Qt.MouseButton.LeftButton)
    # Clicking it again disarms; another one arms that one instead.
    click(qtbot, view, view.power_rect(1, "anvil").center(), Qt.MouseButton.LeftButton)
    assert view.armed == ""
    click(qtbot, view, view.power_rect(1, "wall").center(), Qt.MouseButton.LeftButton)
    assert view.armed == "wall"
    with qtbot.waitSignal(view.move_requested) as blocker:
        click(qtbot, view, view.cell_center(4, 3), Qt.MouseButton.LeftButton)
    assert blocker.args == [Move.wall(4)]


def test_arming_with_the_keyboard(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    view.setFocus()
    view.move_requested.disconnect(model.play)
    for key, kind in (
        (Qt.Key.Key_A, "anvil"),
        (Qt.Key.Key_B, "bomb"),
        (Qt.Key.Key_W, "wall"),
        (Qt.Key.Key_X, "double"),
    ):
        QTest.keyClick(view, key)
        assert view.armed == kind
        with qtbot.waitSignal(view.move_requested) as blocker:
            QTest.keyClick(view, Qt.Key.Key_3)
        assert blocker.args == [Move.power(kind, 2)]
    assert view.armed == "double"  # a proposal that is not played keeps it armed
    QTest.keyClick(view, Qt.Key.Key_X)  # the same key again disarms
    assert view.armed == ""
    QTest.keyClick(view, Qt.Key.Key_B)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.armed == ""
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [Move.drop(2)]  # disarmed: a plain drop
    QTest.keyClick(view, Qt.Key.Key_A)
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Space)
    assert blocker.args == [Move.anvil(3)]


def test_the_armed_ghost_shows_the_icon(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    load(qtbot, view, model, Game.from_notation("d4 d4", POWER_UP))
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_4)  # red drops into column 4: yellow to move
    settle(qtbot, view)
    QTest.mouseMove(view, view.cell_center(3, 4).toPoint())
    assert view.ghost_column() == 3

    def ghost_centre() -> QColor:
        image: QImage = view.grab().toImage()
        ratio = image.devicePixelRatio()
        layout = view.board_layout
        point = layout.centre(3, layout.drop_start_row()) + QPointF(0, layout.disc_radius * 0.5)
        return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))

    plain = ghost_centre()
    view.arm("anvil")
    armed = ghost_centre()
    assert plain.lightnessF() > 0.5 and armed.lightnessF() < 0.4  # the dark badge


def test_nothing_to_arm_in_a_follow_up_step_or_without_power_up(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    load(qtbot, view, model, Game.from_notation("d1 d2 b3", POWER_UP))
    assert model.game.phase == Phase.BOMB_POP
    with qtbot.waitSignal(view.input_refused), qtbot.assertNotEmitted(view.armed_changed):
        assert not view.arm("anvil")
    model.new_game(Rules())
    settle(qtbot, view)
    view.setFocus()
    with qtbot.assertNotEmitted(view.armed_changed):
        QTest.keyClick(view, Qt.Key.Key_A)


def test_the_bombs_pop_offers_the_opponents_bottom_discs(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    load(qtbot, view, model, Game.from_notation("d1 d2 d4 d5 b3", POWER_UP))
    assert view.legal_pop_columns() == [1, 4]
    view.move_requested.disconnect(model.play)
    with qtbot.waitSignal(view.move_requested) as blocker:
        click(qtbot, view, view.pop_handle_rect(4).center(), Qt.MouseButton.LeftButton)
    assert blocker.args == [Move.pop(4)]
    with qtbot.waitSignal(view.move_requested) as blocker:
        click(qtbot, view, view.cell_center(1, 3), Qt.MouseButton.LeftButton)  # pops only
    assert blocker.args == [Move.pop(1)]
    with (
        qtbot.assertNotEmitted(view.move_requested),
        qtbot.waitSignal(view.input_refused) as refused,
    ):
        click(qtbot, view, view.cell_center(0, 3), Qt.MouseButton.LeftButton)  # own disc
    assert refused.args == ["The bomb pops one of Yellow's bottom discs."]
    assert view.ghost_column() is None


def test_the_walls_second_drop_offers_no_completing_column(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    # Red has three in column 1 after the wall: a drop there would complete a line.
    load(qtbot, view, model, Game.from_notation("d1 d2 d1 d2 w1", POWER_UP))
    assert model.game.phase == Phase.WALL_DROP
    view.move_requested.disconnect(model.play)
    QTest.mouseMove(view, view.cell_center(0, 5).toPoint())
    assert view.ghost_column() is None
    with (
        qtbot.assertNotEmitted(view.move_requested),
        qtbot.waitSignal(view.input_refused) as refused,
    ):
        click(qtbot, view, view.cell_center(0, 5), Qt.MouseButton.LeftButton)
    assert refused.args == ["The drop after the wall must not complete a line of yours."]
    QTest.mouseMove(view, view.cell_center(2, 5).toPoint())
    assert view.ghost_column() == 2
    with qtbot.waitSignal(view.move_requested) as blocker:
        click(qtbot, view, view.cell_center(2, 5), Qt.MouseButton.LeftButton)
    assert blocker.args == [Move.drop(2)]


def test_pop_ten_setup_offers_only_the_lowest_columns(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    model.new_game(SMALL_POP_TEN)
    load(qtbot, view, model, Game.from_notation("d1 d2", SMALL_POP_TEN))
    view.move_requested.disconnect(model.play)
    for column, legal in ((0, False), (1, False), (2, True), (3, True)):
        QTest.mouseMove(view, view.cell_center(column, 3).toPoint())
        assert view.ghost_column() == (column if legal else None)
        if legal:
            with qtbot.waitSignal(view.move_requested) as blocker:
                click(qtbot, view, view.cell_center(column, 3), Qt.MouseButton.LeftButton)
            assert blocker.args == [Move.drop(column)]
        else:
            with (
                qtbot.assertNotEmitted(view.move_requested),
                qtbot.waitSignal(view.input_refused),
            ):
                click(qtbot, view, view.cell_center(column, 3), Qt.MouseButton.LeftButton)
    assert view.legal_pop_columns() == []


def test_pop_ten_turns_pop_own_bottom_discs_then_put_back(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    game = find_game(
        SMALL_POP_TEN,
        lambda g: (
            g.phase == Phase.PLAY
            and any(
                m.kind == "pop" and not keeps(g, m) and g.height(c) < 4
                for m in g.legal_moves()
                for c in range(4)
                if c != m.column
            )
        ),
        seed=3,
    )
    load(qtbot, view, model, game)
    own = [c for c in range(4) if game.cell(c, 0) == game.turn]
    assert view.legal_pop_columns() == own
    assert view.ghost_column() is None
    move = next(
        m
        for m in game.legal_moves()
        if m.kind == "pop"
        and not keeps(game, m)
        and any(game.height(c) < 4 for c in range(4) if c != m.column)
    )
    view.move_requested.disconnect(model.play)
    with qtbot.waitSignal(view.move_requested) as blocker:  # a click on the column pops
        click(qtbot, view, view.cell_center(move.column, 2), Qt.MouseButton.LeftButton)
    assert blocker.args == [move]
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Left)  # the keyboard: Enter pops at the cursor
    cursor = view._input.cursor
    if Move.pop(cursor) in game.legal_moves():
        with qtbot.waitSignal(view.move_requested) as blocker:
            QTest.keyClick(view, Qt.Key.Key_Return)
        assert blocker.args == [Move.pop(cursor)]
    view.move_requested.connect(model.play)
    model.play(move)
    settle(qtbot, view)
    assert model.game.phase == Phase.PUT_BACK
    assert view.legal_pop_columns() == []
    QTest.mouseMove(view, view.cell_center(move.column, 3).toPoint())
    assert view.ghost_column() is None  # not back where it came from
    other = next(m.column for m in model.game.legal_moves())
    QTest.mouseMove(view, view.cell_center(other, 3).toPoint())
    assert view.ghost_column() == other


def test_the_pass_button_and_keys(qtbot: QtBot, view: BoardView, model: GameModel) -> None:
    game = find_game(SMALL_POP_TEN, lambda g: g.legal_moves() == [Move.pass_()], seed=4)
    load(qtbot, view, model, game)
    assert view.must_pass()
    assert view.pass_button.isVisible()
    assert view.pass_button.text() == "Pass"
    button = QPointF(view.pass_button.geometry().center())
    assert view.board_layout.content_rect.contains(button)
    assert button.y() > view.board_layout.board_rect.bottom()  # under the board, not over it
    assert view.ghost_column() is None and view.legal_pop_columns() == []
    view.move_requested.disconnect(model.play)
    with qtbot.waitSignal(view.move_requested) as blocker:
        QTest.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [Move.pass_()]
    view.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_P, Qt.Key.Key_Return):
        with qtbot.waitSignal(view.move_requested) as blocker:
            QTest.keyClick(view, key)
        assert blocker.args == [Move.pass_()]
    with qtbot.assertNotEmitted(view.move_requested), qtbot.waitSignal(view.input_refused):
        click(qtbot, view, view.cell_center(1, 1), Qt.MouseButton.LeftButton)
    view.set_interactive(False)
    assert not view.pass_button.isVisible()
    view.set_interactive(True)
    view.move_requested.connect(model.play)
    view.set_speed(Speed.FAST)
    QTest.mouseClick(view.pass_button, Qt.MouseButton.LeftButton)
    assert model.game.moves[-1] == Move.pass_()
    assert not view.pass_button.isVisible()  # animating, then the other player moves
    assert view._queue.current is not None and view._queue.current.note is not None
    settle(qtbot, view)
    assert not view.pass_button.isVisible()
    assert_picture_matches(view, model.game)
    model.undo()  # taking the pass back: nothing moves, the button is back
    settle(qtbot, view)
    assert view.pass_button.isVisible()
    assert_picture_matches(view, model.game)


def test_only_legal_moves_are_proposed_in_random_positions(
    qtbot: QtBot, view: BoardView, model: GameModel
) -> None:
    """Clicks on every column and handle, every digit and power key: whatever is proposed is
    legal, and every legal drop, pop and power move can be proposed."""
    view.move_requested.disconnect(model.play)
    proposed: list[Move] = []
    view.move_requested.connect(proposed.append)
    rng = random.Random(7)
    for rules in (SMALL_POP_TEN, POWER_UP):
        game = Game(rules)
        for _ in range(6):
            for _ in range(rng.randint(3, 12)):
                if game.result is not None:
                    break
                game.play(rng.choice(game.legal_moves()))
            if game.result is not None:
                break
            load(qtbot, view, model, game)
            legal = set(game.legal_moves())
            proposed.clear()
            for kind in ("", *sorted(game.powers(game.turn))):
                view.arm(kind)
                for column in range(rules.width):
                    for point in (
                        view.cell_center(column, 1),
                        view.pop_handle_rect(column).center(),
                    ):
                        click(qtbot, view, point, Qt.MouseButton.LeftButton)
                        view.arm(kind)  # a proposal does not disarm; the model's move would
            view.arm("")
            assert set(proposed) <= legal
            reachable = {m for m in legal if m.kind != "pass"}
            assert reachable <= set(proposed), reachable - set(proposed)
