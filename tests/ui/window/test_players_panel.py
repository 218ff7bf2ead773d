"""The players panel: names cut with "…" and a tooltip, one wording for who plays, no colour
said twice, and text of at least 4.5:1 contrast in every theme."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from popout_desktop.game.model import GameModel
from popout_desktop.game.session import GameSession
from popout_desktop.rules import Move, Rules
from popout_desktop.savefile import PlayerInfo
from popout_desktop.ui.board.themes import THEMES, apply_theme_palette, contrast_ratio, theme
from popout_desktop.ui.dialogs.new_game import LEVELS, default_player_name
from popout_desktop.ui.window.players import PlayersPanel


@pytest.fixture
def session(qtbot: QtBot) -> GameSession:
    model = GameModel(Rules())
    return GameSession(model)


def make_panel(qtbot: QtBot, session: GameSession, width: int = 240) -> PlayersPanel:
    panel = PlayersPanel(session)
    qtbot.addWidget(panel)
    panel.resize(width, panel.sizeHint().height())
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_a_long_name_is_cut_with_an_ellipsis_and_told_whole_in_a_tooltip(
    qtbot: QtBot, session: GameSession
) -> None:
    long_name = "Bartholomew the Magnificent of Ravenscroft"
    session.set_players((PlayerInfo("Ann"), PlayerInfo(long_name, "computer", "medium")))
    panel = make_panel(qtbot, session, 240)
    label = panel._names[2]
    assert panel.name_text(2) == long_name  # the whole name, for screen readers too
    shown = panel.shown_name(2)
    assert shown.endswith("…")
    assert long_name.startswith(shown[:-1])
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert label.toolTip() == long_name
    # A name that fits is shown whole, with no tooltip repeating it.
    assert panel.shown_name(1) == "Ann"
    assert panel._names[1].toolTip() == ""
    # Wider, it fits: no ellipsis, no tooltip.
    panel.resize(900, panel.height())
    qtbot.waitUntil(lambda: panel.shown_name(2) == long_name)
    assert label.toolTip() == ""


def test_the_default_computer_name_fits_at_the_default_width(
    qtbot: QtBot, session: GameSession
) -> None:
    # The bug seen: "Computer (mediu", cut without an ellipsis, at the default width and 1280.
    session.set_players((PlayerInfo(""), PlayerInfo("Computer (medium)", "computer", "medium")))
    panel = make_panel(qtbot, session, 228)
    for player in (1, 2):
        assert not panel._names[player].is_elided()
        assert not panel._kinds[player].is_elided()


def test_one_wording_for_who_plays_and_no_colour_said_twice(
    qtbot: QtBot, session: GameSession
) -> None:
    panel = make_panel(qtbot, session)
    session.set_players((PlayerInfo(""), PlayerInfo("Bob", "computer", "hard")))
    assert (panel.name_text(1), panel.kind_text(1)) == ("Red", "Human")
    assert (panel.name_text(2), panel.kind_text(2)) == ("Bob", "Computer (hard)")
    session.set_players((PlayerInfo("Ann", "remote"), PlayerInfo("Yellow")))
    assert (panel.name_text(1), panel.kind_text(1)) == ("Ann", "Over the network")
    assert (panel.name_text(2), panel.kind_text(2)) == ("Yellow", "Human")
    # The computer's default name adds nothing to its kind line: the colour is the name.
    look = theme("classic")
    for level in LEVELS:
        name = default_player_name(2, "computer", level, look)
        session.set_players((PlayerInfo("Ann"), PlayerInfo(name, "computer", level)))
        assert panel.name_text(2) == "Yellow"
        assert panel.kind_text(2) == f"Computer ({level})"  # as New Game and Statistics say
    # The kind words are the New Game dialog's ("Human", "Computer (level)").
    for player in (1, 2):
        assert look.colour_name(player) not in panel.kind_text(player)


def test_the_turn_marker_and_result(qtbot: QtBot, session: GameSession) -> None:
    panel = make_panel(qtbot, session)
    assert (panel.mark_text(1), panel.mark_text(2)) == ("◀ to move", "")
    assert panel._names[1].font().bold()
    session.model.play(Move.drop(0))
    assert (panel.mark_text(1), panel.mark_text(2)) == ("", "◀ to move")
    for text in "d2 d1 d2 d1 d2 d1".split():
        session.model.play(Move.parse(text))
    assert panel.mark_text(1) == "Winner"


def test_the_marker_moves_down_a_line_rather_than_cut_a_name(
    qtbot: QtBot, session: GameSession
) -> None:
    # At twice the usual text in the side panel of a 1024x700 window (about 230 px) the winner's
    # "Winner" beside "Alexandra" cut it to "Alex…", and the other name too (the marker's column
    # is shared by both rows).
    session.set_players((PlayerInfo("Alexandra"), PlayerInfo("Bob")))
    panel = make_panel(qtbot, session, 240)
    font = panel.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    panel.setFont(font)
    panel.resize(230, panel.sizeHint().height())
    for text in "d1 d2 d1 d2 d1 d2".split():
        session.model.play(Move.parse(text))
    assert panel.mark_text(1) == "◀ to move" and panel.mark_line(2) == -1
    qtbot.waitUntil(lambda: panel.shown_name(1) == "Alexandra")
    session.model.play(Move.drop(0))  # Red wins
    assert panel.mark_text(1) == "Winner" and panel.mark_line(1) > 0
    assert panel.mark_line(2) == -1
    qtbot.waitUntil(lambda: all(panel.shown_name(p) == panel.name_text(p) for p in (1, 2)))
    for player in (1, 2):
        kind = panel._kinds[player]
        assert kind.shown_text() == kind.text()
    mark = panel._marks[1]
    assert mark.fontMetrics().horizontalAdvance("Winner") <= mark.contentsRect().width()
    panel.resize(900, panel.height())  # room enough: the marker is back beside the name
    qtbot.waitUntil(lambda: panel.mark_line(1) == 0)


def foreground(label: QLabel) -> object:
    group = QPalette.ColorGroup.Active if label.isEnabled() else QPalette.ColorGroup.Disabled
    return label.palette().color(group, label.foregroundRole())


@pytest.mark.parametrize("key", list(THEMES))
def test_every_text_of_the_panel_reads_at_4_5_to_1(
    qtbot: QtBot, qapp: QApplication, session: GameSession, key: str
) -> None:
    look = theme(key)
    apply_theme_palette(qapp, look)
    session.set_players((PlayerInfo("Ann"), PlayerInfo("CPU", "computer", "medium")))
    session.model.new_game(Rules.preset("pop_ten"))  # the kept-discs line shows too
    panel = make_panel(qtbot, session)
    panel.set_theme(look)
    paper = panel.palette().color(panel.backgroundRole())
    assert panel.autoFillBackground()
    assert paper == look.window.window
    labels = [label for label in panel.text_labels() if label.text()]
    assert {panel._names[1], panel._kinds[1], panel._kinds[2], panel._extras[1]} <= set(labels)
    for label in labels:
        ratio = contrast_ratio(foreground(label), paper)  # type: ignore[arg-type]
        assert ratio >= 4.5, f"{key}: {label.text()!r} at {ratio:.2f}:1"
    # The secondary line is quieter than the name, yet readable.
    assert foreground(panel._kinds[1]) != foreground(panel._names[1])


def test_a_default_computer_name_from_another_language_is_still_the_colour(
    qapp: QApplication,
) -> None:
    from popout_desktop.app.translations import install_translators
    from popout_desktop.ui.player_names import display_name

    look = theme("classic")
    stored = PlayerInfo("Computer (medium)", "computer", "medium")  # named while in English
    typed = PlayerInfo("Computer (my own)", "computer", "medium")
    install_translators(qapp, "ru")
    try:
        assert display_name(stored, 2, look) == look.colour_name(2) == "Жёлтые"
        russian = PlayerInfo(default_player_name(2, "computer", "hard", look), "computer", "hard")
        assert russian.name != "Computer (hard)"
        assert display_name(russian, 2, look) == "Жёлтые"
        assert display_name(typed, 2, look) == "Computer (my own)"
    finally:
        install_translators(qapp, "en")
    assert display_name(stored, 2, look) == "Yellow"
