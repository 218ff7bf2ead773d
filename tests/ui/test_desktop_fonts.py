"""The desktop's font size is followed, live (issue 18, point 3): every heading (the turn
indicator, the result card, the puzzle and setup headings, the welcome title) and the board's
painted text (column labels, analysis labels and legend, Pop 10's score) grow with a bigger
application font, and at 800x600 with a font 1.5 times the usual nothing overflows its place."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import HumanSeat
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile import PlayerInfo, SavedGame
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board.analysis import annotation_font, annotation_rect, legend_font
from popout_desktop.ui.board.layout import BoardLayout, fit_pixel_size
from popout_desktop.ui.board.painting import column_label_font, score_font
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.desktop_settings import USUAL_TEXT_PIXELS, desktop_settings, text_scale
from popout_desktop.ui.editor.position_editor import PositionEditor
from popout_desktop.ui.network.waiting_page import JoinCodeBox, WaitingPage
from popout_desktop.ui.puzzles.mode import Puzzles
from popout_desktop.ui.window.main_window import MainWindow
from popout_desktop.ui.window.welcome import FirstStart, WelcomeCard, offer_welcome

RED_WINS_NEXT = "d4 d3 d4 d3 d4 d3"
POP_TEN = Rules.preset("pop_ten")
BIG = 1.5


Scale = Callable[[float], None]


@pytest.fixture
def desktop_font(qapp: QApplication) -> Iterator[Scale]:
    """Sets the application font (as Qt does when the desktop's changes) to a factor of the
    usual one; the font of before is put back after the test."""
    before = QFont(qapp.font())

    def scale(factor: float) -> None:
        font = QFont(before)
        font.setPointSizeF(before.pointSizeF() * factor)
        qapp.setFont(font)

    yield scale
    qapp.setFont(before)


def pixels(widget: QWidget) -> int:
    return QFontInfo(widget.font()).pixelSize()


def make_window(qtbot: QtBot, tmp_path: Path, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    window = MainWindow(settings=Settings(tmp_path / "popout.ini"))
    qtbot.addWidget(window)
    window.set_speed("off")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.board.interactive and not window.board.animating)
    return window


def win(qtbot: QtBot, window: MainWindow) -> None:
    game = Game.from_notation(RED_WINS_NEXT, Rules())
    window.session.load_saved(SavedGame(game=game, players=(PlayerInfo(""), PlayerInfo(""))))
    for player in (1, 2):
        window.match.set_seat(player, HumanSeat(""))
    with qtbot.waitSignal(window.model.game_over):
        assert window.model.play(Move.drop(3))
    qtbot.waitUntil(window.result_flow.card.isVisible)


def welcome_card(window: MainWindow) -> WelcomeCard:
    first = offer_welcome(window)
    assert isinstance(first, FirstStart) and first.card is not None
    return first.card


def puzzles(window: MainWindow) -> Puzzles:
    controller = getattr(window, "puzzles")  # noqa: B009 - made at first use
    assert isinstance(controller, Puzzles)
    return controller


def editor(window: MainWindow) -> PositionEditor:
    controller = getattr(window, "position_editor")  # noqa: B009 - set by the window
    assert isinstance(controller, PositionEditor)
    return controller


def headings(window: MainWindow) -> dict[str, QLabel]:
    """Every heading of the window's screens (the result card shown, the welcome card shown, the
    puzzle page and the setup page made)."""
    card = window.result_flow.card
    return {
        "turn indicator": window.turn_indicator.label,
        "result headline": card.headline,
        "result detail": card.detail,
        "puzzle task": puzzles(window).page.task_label,
        "setup heading": editor(window).page.heading,
    }


# -- the headings ----------------------------------------------------------------------------


def test_every_heading_grows_with_the_desktops_font_live(
    qtbot: QtBot, tmp_path: Path, desktop_font: Scale
) -> None:
    window = make_window(qtbot, tmp_path)
    win(qtbot, window)
    card = welcome_card(window)
    puzzles(window).open()
    puzzles(window).close()
    editor(window).setup_action.trigger()
    editor(window).cancel()
    labels = {**headings(window), "welcome title": card.title}
    labels["result close"] = window.result_flow.card.close_button  # type: ignore[assignment]
    before = {name: label.font().pointSizeF() for name, label in labels.items()}
    before_px = {name: pixels(label) for name, label in labels.items()}
    disc = window.turn_indicator.disc.width()
    usual = QApplication.font().pointSizeF()
    assert before["turn indicator"] == pytest.approx(usual * 1.4)
    assert before["result headline"] == pytest.approx(usual * 2.0)
    assert before["welcome title"] == pytest.approx(usual * 1.35)
    assert all(
        label.font().bold()
        for name, label in labels.items()
        if "detail" not in name and "close" not in name
    )
    with qtbot.waitSignal(desktop_settings().font_changed):
        desktop_font(BIG)
    for name, label in labels.items():
        assert label.font().pointSizeF() == pytest.approx(before[name] * BIG), name
        assert pixels(label) >= round(before_px[name] * 1.4), name
        if "detail" not in name and "close" not in name:
            assert label.font().bold(), name
    # The turn's disc grows with its words.
    qtbot.waitUntil(lambda: window.turn_indicator.disc.width() > disc)
    # ... and back when the desktop's font is back.
    desktop_font(1.0)
    for name, label in labels.items():
        assert label.font().pointSizeF() == pytest.approx(before[name]), name


def test_the_cards_take_the_room_their_words_need_after_a_font_change(
    qtbot: QtBot, tmp_path: Path, desktop_font: Scale
) -> None:
    window = make_window(qtbot, tmp_path)
    win(qtbot, window)
    result = window.result_flow.card
    welcome = welcome_card(window)
    heights = (result.height(), welcome.height())
    desktop_font(BIG)
    qtbot.waitUntil(lambda: result.height() > heights[0] and welcome.height() > heights[1])
    for card, title in ((result, result.headline), (welcome, welcome.title)):
        assert window.board.rect().contains(card.geometry())
        assert title.height() >= title.heightForWidth(title.width())


def test_widgets_under_a_style_sheet_follow_the_desktops_font_too(
    qtbot: QtBot, tmp_path: Path, desktop_font: Scale
) -> None:
    window = make_window(qtbot, tmp_path)
    win(qtbot, window)
    result = window.result_flow.card
    welcome = welcome_card(window)
    styled = [
        *result.action_buttons(),  # each under its own style sheet
        welcome.intro,  # under the card's
        welcome.two_button,
        welcome.computer_button,
    ]
    before = {id(widget): pixels(widget) for widget in styled}
    width = welcome.width()
    desktop_font(BIG)
    qtbot.waitUntil(lambda: all(pixels(w) >= round(before[id(w)] * 1.4) for w in styled))
    qtbot.waitUntil(lambda: welcome.width() > width)  # the card widens with its words
    for card in (result, welcome):
        assert window.board.rect().contains(card.geometry())
    for button in result.action_buttons():
        assert button.width() >= button.sizeHint().width(), button.text()


def inside(widget: QWidget, top: QWidget) -> bool:
    """``widget``'s rectangle lies inside ``top``'s (in ``top``'s coordinates)."""
    corner = widget.mapTo(top, QPoint(0, 0))
    return top.rect().contains(QRect(corner, widget.size()))


def fits(label: QLabel) -> bool:
    """The label's words fit its rectangle (wrapped at its width if it wraps)."""
    if label.wordWrap():
        return label.height() >= label.heightForWidth(label.width())
    metrics = QFontMetrics(label.font())
    return (
        metrics.horizontalAdvance(label.text()) <= label.contentsRect().width()
        and metrics.height() <= label.contentsRect().height()
    )


def test_at_800x600_with_a_font_half_again_as_large_no_heading_is_cut(
    qtbot: QtBot, tmp_path: Path, desktop_font: Scale
) -> None:
    desktop_font(BIG)
    window = make_window(qtbot, tmp_path, (800, 600))
    assert window.width() <= 800 and window.height() <= 600
    card = welcome_card(window)
    qtbot.waitUntil(card.isVisible)
    for label in (window.turn_indicator.label, card.title):
        assert fits(label) and inside(label, window), label.text()
    assert window.board.rect().contains(card.geometry())
    card.hide()
    win(qtbot, window)
    result = window.result_flow.card
    for label in (result.headline, result.detail):
        assert fits(label) and inside(label, window), label.text()
    assert window.board.rect().contains(result.geometry())
    puzzles(window).open()
    task = puzzles(window).page.task_label
    qtbot.waitUntil(lambda: task.isVisible() and bool(task.text()))
    assert fits(task) and inside(task, window), task.text()
    puzzles(window).close()
    editor(window).setup_action.trigger()
    heading = editor(window).page.heading
    qtbot.waitUntil(heading.isVisible)
    assert fits(heading) and inside(heading, window), heading.text()


def test_at_800x600_with_a_font_half_again_as_large_the_card_hides_no_disc_of_the_line(
    qtbot: QtBot, tmp_path: Path, desktop_font: Scale
) -> None:
    # A column of four from the bottom: the card fits above it only without a row of its own
    # for the close button (with that row it hid half of the top disc).
    desktop_font(BIG)
    window = make_window(qtbot, tmp_path, (800, 600))
    win(qtbot, window)
    card = window.result_flow.card
    line = window.result_flow.winning_discs()
    assert len(line) == 4
    assert not any(card.geometry().toRectF().intersects(disc) for disc in line)
    # The close button sits in the card's top right corner, clear of the headline's words.
    close = card.close_button.geometry()
    assert card.rect().contains(close) and close.top() < card.headline.geometry().center().y()
    headline = card.headline
    words = headline.fontMetrics().horizontalAdvance(headline.text())
    left = headline.geometry().center().x() - words // 2
    assert left + words < close.left()
    for label in (card.headline, card.detail):
        assert fits(label) and inside(label, window), label.text()


# -- the board's text -----------------------------------------------------------------------


def test_the_text_scale_is_the_desktops_text_against_the_usual(
    qapp: QApplication, desktop_font: Scale
) -> None:
    assert QFontInfo(qapp.font()).pixelSize() <= USUAL_TEXT_PIXELS
    assert text_scale() == 1.0  # the usual size or smaller: the board's own proportions
    desktop_font(BIG)
    assert text_scale() == pytest.approx(QFontInfo(qapp.font()).pixelSize() / USUAL_TEXT_PIXELS)
    assert text_scale() > 1.3
    desktop_font(10.0)
    assert text_scale() == 2.5  # past it the board would be all margins


def test_fit_pixel_size_shrinks_a_text_to_its_place(qapp: QApplication) -> None:
    font = QFont(qapp.font())
    font.setPixelSize(40)
    assert fit_pixel_size(font, ["12"], 500, 500) == 40
    size = fit_pixel_size(font, ["10 / 10"], 60, 500)
    assert size < 40
    font.setPixelSize(size)
    assert QFontMetricsF(font).horizontalAdvance("10 / 10") <= 60
    font.setPixelSize(40)
    size = fit_pixel_size(font, ["1"], 500, 20)
    font.setPixelSize(size)
    assert QFontMetricsF(font).height() <= 20


def board_texts_fit(layout: BoardLayout, rules: Rules, base: QFont) -> float:
    """Every text the board paints fits its place at ``layout``; the column labels' pixel size."""
    area = QRectF(0, 0, layout.width, layout.height)
    assert area.contains(layout.content_rect)
    labels = column_label_font(base, layout, rules)
    metrics = QFontMetricsF(labels)
    for _, label, rect in layout.labels(rules):
        assert (
            metrics.horizontalAdvance(label) <= rect.width() and metrics.height() <= rect.height()
        )
        assert area.contains(rect) and rect.top() >= layout.pop_handle_rect(0).bottom()
    texts = ["W12\x9cW12", "L3", "+17\x9c+17", "="]
    notes = QFontMetricsF(annotation_font(base, layout, texts))
    for move in (Move.drop(0), Move.pop(0)):
        rect = annotation_rect(layout, move)
        assert area.contains(rect)
        for text in texts:
            short = text.split("\x9c")[-1]
            assert notes.horizontalAdvance(short) <= rect.width() - 4, short
            assert notes.height() <= rect.height()
    assert annotation_rect(layout, Move.drop(0)).bottom() <= layout.board_rect.top()
    legend = QFontMetricsF(legend_font(base, layout))
    assert legend.height() <= layout.legend_rect.height() and area.contains(layout.legend_rect)
    if rules.pop_ten:
        for player in (1, 2):
            text = "10 / 10"
            score = QFontMetricsF(score_font(base, layout, text, player))
            place = layout.tray_text_rect(player)
            assert score.horizontalAdvance(text) <= place.width()
            assert score.height() <= place.height()
    return labels.pixelSize()


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(columns=16, rows=12), POP_TEN], ids=["7x6", "16x12", "pop10"]
)
@pytest.mark.parametrize(
    "size", [(800, 600), (640, 480), (1280, 800)], ids=lambda s: "x".join(map(str, s))
)
def test_the_boards_text_grows_with_the_desktop_s_and_never_leaves_its_place(
    qapp: QApplication, rules: Rules, size: tuple[int, int]
) -> None:
    trays = rules.pop_ten or rules.power_up
    base = QFont(qapp.font())
    usual = BoardLayout(rules.width, rules.rows, *size, trays)
    bigger = BoardLayout(rules.width, rules.rows, *size, trays, text_scale=1.4)
    largest = BoardLayout(rules.width, rules.rows, *size, trays, text_scale=2.5)
    sizes = [board_texts_fit(layout, rules, base) for layout in (usual, bigger, largest)]
    assert sizes[1] > sizes[0] and sizes[2] > sizes[1]
    assert bigger.annotation_pixel_size > usual.annotation_pixel_size
    assert bigger.legend_pixel_size > usual.legend_pixel_size
    # The room for text grows; the board gives it (a smaller cell), the margins grow.
    assert bigger.labels_rect.height() / bigger.cell > usual.labels_rect.height() / usual.cell
    assert bigger.cell <= usual.cell


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("five_in_a_row")], ids=["7x6", "five"])
@pytest.mark.parametrize("scale", [1.0, BIG])
def test_the_labels_and_legend_are_never_smaller_than_the_desktop_s_text(
    qapp: QApplication, desktop_font: Scale, rules: Rules, scale: float
) -> None:
    desktop_font(scale)
    base = QFont(qapp.font())
    desktop = QFontInfo(base).pixelSize()
    # The puzzle page's board at 800x600: a small cell, where the cell's share is too small.
    plain = BoardLayout(rules.width, rules.rows, 470, 320, text_scale=text_scale(base))
    layout = BoardLayout(
        rules.width, rules.rows, 470, 320, text_scale=text_scale(base), text_pixels=desktop
    )
    assert round(plain.cell * 0.27 * plain.text_scale) < desktop  # the case in point
    assert column_label_font(base, layout, rules).pixelSize() >= desktop
    assert legend_font(base, layout).pixelSize() >= desktop
    assert layout.cell < plain.cell  # the board gives the strips their room
    board_texts_fit(layout, rules, base)


def test_the_board_lays_out_again_when_the_desktops_font_changes(
    qtbot: QtBot, desktop_font: Scale
) -> None:
    board = BoardView(GameModel(Rules()))
    qtbot.addWidget(board)
    board.resize(800, 600)
    board.show()
    qtbot.waitExposed(board)
    before = board.board_layout
    assert before.text_scale == 1.0
    desktop_font(BIG)
    qtbot.waitUntil(lambda: board.board_layout.text_scale > 1.3)
    after = board.board_layout
    base = board.font()
    assert (
        column_label_font(base, after, Rules()).pixelSize()
        > column_label_font(base, before, Rules()).pixelSize()
    )
    board_texts_fit(after, Rules(), base)
    desktop_font(1.0)
    qtbot.waitUntil(lambda: board.board_layout.text_scale == 1.0)
    assert board.board_layout == before


def test_the_setup_board_follows_the_desktops_font_too(
    qtbot: QtBot, tmp_path: Path, desktop_font: Scale
) -> None:
    window = make_window(qtbot, tmp_path)
    editor(window).setup_action.trigger()
    board = editor(window).page.board
    qtbot.waitUntil(board.isVisible)
    before = board.layout_now()
    gutter = board.gutter()
    desktop_font(BIG)
    qtbot.waitUntil(lambda: board.layout_now().text_scale > 1.3)
    after = board.layout_now()
    assert after.label_pixel_size > before.label_pixel_size
    assert board.gutter() > gutter
    board_texts_fit(after, window.model.rules, board.font())


def test_the_pass_button_takes_the_desktops_text_at_least(
    qtbot: QtBot, desktop_font: Scale
) -> None:
    desktop_font(BIG)
    board = BoardView(GameModel(Rules()))
    qtbot.addWidget(board)
    board.resize(420, 360)
    board.show()
    qtbot.waitExposed(board)
    board._place_pass_button()
    assert QFontInfo(board.pass_button.font()).pixelSize() >= QFontInfo(board.font()).pixelSize()
    hint = board.pass_button.sizeHint()
    assert board.pass_button.width() >= hint.width() and board.pass_button.height() >= hint.height()
    assert board.rect().contains(board.pass_button.geometry())


def test_the_host_dialog_s_waiting_words_and_join_code_follow_the_desktops_font(
    qtbot: QtBot, desktop_font: Scale
) -> None:
    page = WaitingPage()
    qtbot.addWidget(page)
    page.show()
    code = JoinCodeBox(page)
    code.show_code("4821")
    usual = QApplication.font().pointSizeF()
    assert page.waiting_label.font().pointSizeF() == pytest.approx(usual * 1.4)
    assert code.code_label.font().pointSizeF() == pytest.approx(usual * 2.6)
    assert code.code_label.font().bold()
    desktop_font(BIG)
    assert page.waiting_label.font().pointSizeF() == pytest.approx(usual * BIG * 1.4)
    qtbot.waitUntil(lambda: code.code_label.font().pointSizeF() == pytest.approx(usual * BIG * 2.6))
    code.show_code("")  # the words: the box's own font, the desktop's
    assert code.code_label.font().pointSizeF() == pytest.approx(usual * BIG)
    assert not code.code_label.font().bold()
