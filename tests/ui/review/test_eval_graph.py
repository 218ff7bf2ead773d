"""The evaluation graph: its fixed scale, its points and marks, its keys, clicks and tooltips,
its contrast in every theme, and its PNG and SVG files."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from popout_desktop.engine.analysis import ANALYSIS_WIN
from popout_desktop.engine.review import Mark, MoveReview, standing_of
from popout_desktop.rules import Move
from popout_desktop.ui.board.themes import THEMES, contrast_ratio, ink_on, theme
from popout_desktop.ui.review.eval_graph import BADGED, EvalGraph
from popout_desktop.ui.review.texts import mark_colour, summary_text

WIN = ANALYSIS_WIN - 1  # a win at once


def review(
    ply: int,
    move: str,
    best: str,
    mark: Mark | None,
    value: int,
    best_value: int,
    exact: bool,
) -> MoveReview:
    """A move's review as the engine makes it (standing from player 1's view)."""
    player = 1 + ply % 2
    standing = standing_of(value, exact)
    return MoveReview(
        ply=ply,
        player=player,
        move=Move.parse(move),
        best=Move.parse(best),
        mark=mark,
        value=value,
        best_value=best_value,
        exact=exact,
        standing=standing if player == 1 else -standing,
        standing_exact=exact,
    )


#: Red plays well (an estimate), Yellow throws the draw away (a proved loss), Red misses the
#: win at once (an estimate for the move played).
REVIEWS = [
    review(0, "d4", "d4", Mark.BEST, 40, 40, False),
    review(1, "d1", "d3", Mark.BLUNDER, -(ANALYSIS_WIN - 3), 0, True),
    review(2, "d2", "d4", Mark.MISTAKE, 100, WIN, False),
]


@pytest.fixture
def graph(qtbot: QtBot) -> EvalGraph:
    widget = EvalGraph()
    qtbot.addWidget(widget)
    widget.resize(600, 160)
    widget.set_game(3, REVIEWS)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_points_are_the_standings_on_the_fixed_scale(graph: EvalGraph) -> None:
    points = graph.points()
    # the start: the first move's best value, for Red; then the position after each move
    assert [(p, round(s, 3), e) for p, s, e in points] == [
        (0, round(standing_of(40, False), 3), False),
        (1, round(standing_of(40, False), 3), False),
        (2, round(standing_of(ANALYSIS_WIN - 3, True), 3), True),  # Red wins: up
        (3, round(standing_of(100, False), 3), False),
    ]
    top, zero, bottom = (graph._y(graph._plot_rect(graph.rect().toRectF()), s) for s in (1, 0, -1))
    assert top < zero < bottom  # player 1 up
    # issue 31: the start is proved where the first move's position is (its best a proved
    # win), though the move played was only estimated
    first = replace(REVIEWS[0], best=Move.drop(2), best_value=WIN, best_exact=True, settled=True)
    graph.set_game(3, [first, *REVIEWS[1:]])
    assert graph.points()[0] == (0, standing_of(WIN, True), True)
    graph.set_game(3, REVIEWS)
    assert zero == pytest.approx((top + bottom) / 2)
    for ply, standing, _exact in points:
        position = graph.point_position(ply)
        assert position is not None
        assert position.y() == pytest.approx(zero - standing * (zero - top))
    # a proved win of Red lies nearly at the top, an estimate never reaches the win band
    win = graph.point_position(2)
    estimate = graph.point_position(3)
    assert win is not None and estimate is not None
    assert win.y() < top + 0.05 * (zero - top)
    assert estimate.y() > top + 0.15 * (zero - top)
    # the scale is fixed: another game's points do not move these
    graph.set_game(3, [*REVIEWS[:2], review(2, "d2", "d4", Mark.MISTAKE, 5, WIN, False)])
    again = graph.point_position(2)
    assert again is not None and again.y() == pytest.approx(win.y())


def test_exact_points_are_filled_and_estimates_hollow(graph: EvalGraph) -> None:
    image = graph.grab().toImage()
    base = graph._theme.window.base
    exact = graph.point_position(2)
    estimate = graph.point_position(1)
    assert exact is not None and estimate is not None
    exact_centre = QColor(image.pixel(exact.toPoint()))
    estimate_centre = QColor(image.pixel(estimate.toPoint()))
    assert contrast_ratio(exact_centre, base) > 4
    assert contrast_ratio(estimate_centre, base) < 1.3


def test_bad_marks_carry_their_symbol_in_a_badge(graph: EvalGraph) -> None:
    assert set(BADGED) == {Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER}
    image = graph.grab().toImage()
    blunder = graph.point_position(2)
    assert blunder is not None
    # the badge lies above the point (room above a win's point): its fill is the blunder's
    fill = mark_colour(Mark.BLUNDER, theme("classic"))
    found = any(
        QColor(image.pixel(int(blunder.x()) + dx, int(blunder.y()) - dy)) == fill
        for dx in range(-4, 5)
        for dy in range(6, 24)
    )
    assert found


@pytest.mark.parametrize("height", [160, 110])
def test_a_badge_in_the_lower_half_lies_under_its_point(qtbot: QtBot, height: int) -> None:
    """Issue 31 point 3: a badge heads away from the Even line, so a low graph's badges never
    cover its middle (Red's blunder into a proved loss: its point near the bottom)."""
    widget = EvalGraph()
    qtbot.addWidget(widget)
    widget.resize(600, height)
    widget.set_game(1, [review(0, "d1", "d4", Mark.BLUNDER, -(ANALYSIS_WIN - 3), 0, True)])
    widget.show()
    qtbot.waitExposed(widget)
    image = widget.grab().toImage()
    point = widget.point_position(1)
    assert point is not None
    fill = mark_colour(Mark.BLUNDER, theme("classic"))

    def badge_at(sign: int) -> bool:
        return any(
            QColor(image.pixel(int(point.x()) + dx, int(point.y()) + sign * dy)) == fill
            for dx in range(-4, 5)
            for dy in range(6, 18)
            if 0 <= int(point.y()) + sign * dy < image.height()
        )

    assert badge_at(+1) and not badge_at(-1)


def test_the_selected_move_is_marked_and_keys_move_it(qtbot: QtBot, graph: EvalGraph) -> None:
    before = graph.grab().toImage()
    asked: list[int] = []
    graph.move_requested.connect(asked.append)
    graph.setFocus()
    QTest.keyClick(graph, Qt.Key.Key_Home)
    assert graph.current == 0
    after = graph.grab().toImage()
    assert after != before  # the band of the selected move is drawn
    QTest.keyClick(graph, Qt.Key.Key_Right)
    QTest.keyClick(graph, Qt.Key.Key_Right)
    QTest.keyClick(graph, Qt.Key.Key_Right)  # the last move: stays
    QTest.keyClick(graph, Qt.Key.Key_Left)
    QTest.keyClick(graph, Qt.Key.Key_End)
    assert asked == [0, 1, 2, 2, 1, 2]
    assert graph.current == 2
    assert "Move 3 (Yellow)" not in graph.accessibleDescription()
    assert "Move 3 (Red), d2: mistake — best was d4" in graph.accessibleDescription()


def test_a_click_on_a_point_selects_the_move_that_led_there(qtbot: QtBot, graph: EvalGraph) -> None:
    asked: list[int] = []
    graph.move_requested.connect(asked.append)
    for ply in (2, 0, 3):
        point = graph.point_position(ply)
        assert point is not None
        QTest.mouseClick(graph, Qt.MouseButton.LeftButton, pos=point.toPoint() + QPoint(1, 0))
    assert asked == [1, 0, 2]  # after move 2 -> move 2 (index 1); the start -> the first move
    assert graph.hasFocus()


def test_tooltips_say_the_move_its_mark_the_better_move_and_the_standing(
    graph: EvalGraph,
) -> None:
    assert graph.tip(2) == "Move 2 (Yellow), d1: blunder — best was d3\nRed wins (proved)"
    assert graph.tip(1) == "Move 1 (Red), d4: best\nEstimate: Red stands better"
    assert graph.tip(0).startswith("Start: ")
    graph.set_game(5, REVIEWS)
    assert graph.tip(5) == ""  # not reviewed yet
    assert graph.accessibleName() == "Evaluation graph"
    assert graph.accessibleDescription().startswith("3 of 5 moves reviewed.")


def test_names_come_from_the_namer_and_read_as_plain_text(graph: EvalGraph) -> None:
    graph.set_namer(lambda player: "<b>Ann</b>" if player == 1 else "Bob")
    assert graph.tip(1).startswith("Move 1 (<b>Ann</b>)")


def test_a_review_of_a_partial_game_has_only_its_points(qtbot: QtBot) -> None:
    widget = EvalGraph()
    qtbot.addWidget(widget)
    widget.set_game(40)
    assert widget.points() == []
    widget.add_review(REVIEWS[0])
    assert [p for p, _, _ in widget.points()] == [0, 1]
    widget.add_review(review(45, "d1", "d1", None, 0, 0, False))  # no such move: ignored
    assert len(widget.points()) == 2


@pytest.mark.parametrize("key", list(THEMES))
def test_texts_and_marks_read_in_every_theme(qtbot: QtBot, key: str) -> None:
    style = THEMES[key]
    widget = EvalGraph()
    qtbot.addWidget(widget)
    widget.set_theme(style)
    base = style.window.base
    assert contrast_ratio(widget._ink(), base) >= 4.5
    assert contrast_ratio(widget._quiet_ink(), base) >= 4.5
    for mark in Mark:  # the move list's symbols, on its rows and its alternate rows
        assert contrast_ratio(mark_colour(mark, style), base) >= 4.5
        assert contrast_ratio(mark_colour(mark, style), style.window.alternate_base) >= 4.5
    from popout_desktop.ui.review.panel import ReviewPanel

    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.set_theme(style)
    for label in (panel.status_label, panel.legend_label):  # the quieter words of the panel
        ink = QColor(label.styleSheet().removeprefix("color: ").removesuffix(";"))
        assert contrast_ratio(ink, style.window.window) >= 4.5
    for mark in BADGED:
        fill = mark_colour(mark, theme("classic"))  # the graph's badges
        assert contrast_ratio(ink_on(fill, QColor("#ffffff")), fill) >= 4.5


def test_png_and_svg_files_are_written(tmp_path: Path, graph: EvalGraph) -> None:
    png = tmp_path / "graph.png"
    graph.render_png(png, QSize(800, 240))
    image = QImage(str(png))
    assert not image.isNull()
    assert image.size() == QSize(800, 240)
    svg = tmp_path / "graph.svg"
    graph.render_svg(svg, QSize(800, 240))
    assert svg.stat().st_size > 1000
    root = ElementTree.parse(svg).getroot()
    assert root.tag.endswith("svg")
    texts = "".join(root.itertext())
    assert "Red" in texts and "Yellow" in texts and "??" in texts


def test_an_unwritable_file_raises_oserror(tmp_path: Path, graph: EvalGraph) -> None:
    with pytest.raises(FileNotFoundError):
        graph.render_png(tmp_path / "missing" / "graph.png")
    with pytest.raises(FileNotFoundError):
        graph.render_svg(tmp_path / "missing" / "graph.svg")


def test_the_summary_line_counts_and_gives_the_accuracy() -> None:
    from popout_desktop.engine.review import summarize

    summaries = summarize(REVIEWS)
    name = {1: "Red", 2: "Yellow"}.__getitem__
    assert summary_text(summaries[1], name) == (
        "Red: 1 best, 0 good, 0 inaccuracies, 1 mistake, 0 blunders — accuracy 50%"
    )
    assert summary_text(summaries[2], name) == (
        "Yellow: 0 best, 0 good, 0 inaccuracies, 0 mistakes, 1 blunder — accuracy 0%"
    )


def test_the_banner_says_you_for_the_person_here_and_keeps_names_as_typed() -> None:
    from popout_desktop.ui.review.texts import move_judgement, move_tip

    name = {1: "Ann %2 %5", 2: "Bob"}.__getitem__
    mistake = REVIEWS[2]
    assert move_judgement(mistake, name) == "Move 3: Ann %2 %5 played d2 (mistake); best was d4."
    assert move_judgement(mistake, name, you=1) == "Move 3: you played d2 (mistake); best was d4."
    assert move_judgement(REVIEWS[1], name, you=1) == (
        "Move 2: Bob played d1 (blunder); best was d3."
    )
    assert move_judgement(REVIEWS[0], name) == "Move 1: Ann %2 %5 played d4, a best move."
    forced = review(3, "d5", "d5", None, 0, 0, False)
    assert move_judgement(forced, name) == (
        "Move 4: Bob played d5 (not marked: a forced move or only estimates)."
    )
    assert move_tip(forced, name) == "Move 4 (Bob), d5: not marked"
