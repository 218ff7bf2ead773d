"""Records made before the first frame that are values (compared, some hashed): plain classes,
not dataclasses (a dataclass's methods are written out and compiled when its class is made, at
every start: issue 33 point 4), that keep what their dataclasses gave: equal when every field
is, a hash that follows equality (the frozen ones), a repr that names the class, the defaults."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QColor

from popout_desktop.app.cli import Command, parse_command_line
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.savefile.format import PlayerInfo, SavedGame
from popout_desktop.ui.board.layout import BoardLayout
from popout_desktop.ui.board.shown import Trays
from popout_desktop.ui.board.themes import CLASSIC, SYSTEM, Theme, WindowColours, theme

VALUES = (Trays, WindowColours, Theme, BoardLayout, Command, PlayerInfo, SavedGame)


@pytest.mark.parametrize("record", VALUES, ids=lambda record: record.__name__)
def test_a_value_record_is_a_plain_class(record: type) -> None:
    assert not dataclasses.is_dataclass(record)
    assert any("__eq__" in vars(base) for base in record.__mro__[:-1])  # not object's


def test_trays_compare_and_hash_by_their_fields() -> None:
    assert Trays() == Trays((0, 0), (frozenset(), frozenset()))
    assert Trays((1, 0)) != Trays((0, 1))
    assert len({Trays(), Trays(), Trays((2, 0))}) == 2
    assert Trays() != (0, 0) and repr(Trays((1, 2))).startswith("Trays(scores=(1, 2)")


def test_a_player_is_a_hashable_value() -> None:
    assert PlayerInfo("Ann") == PlayerInfo("Ann", "human", None)
    assert PlayerInfo("Ann", "computer", "easy") != PlayerInfo("Ann", "computer", "hard")
    assert {PlayerInfo("Ann"): 1}[PlayerInfo("Ann")] == 1
    assert repr(PlayerInfo("Ann")) == "PlayerInfo(name='Ann', kind='human', level=None)"


def test_a_saved_game_compares_what_it_holds_not_how_it_was_read() -> None:
    game = Game.from_notation("d4 d4", Rules())
    first = SavedGame(game, created="2026-01-01T00:00:00+00:00")
    second = SavedGame(game, created="2026-01-01T00:00:00+00:00")
    assert first == second
    assert first.redo == [] and first.redo is not second.redo  # each its own list
    first.redo.append(Move.drop(3))
    assert first != second
    with pytest.raises(TypeError):
        hash(second)  # changed in place: not hashable, as its dataclass was
    assert SavedGame(game).created.endswith("+00:00")  # stamped now when not given
    assert "SavedGame(" in repr(first)


def test_a_command_is_the_command_line_parsed() -> None:
    assert parse_command_line([]) == Command()
    assert parse_command_line(["--version"]) == Command(version=True)
    assert parse_command_line(["--version"]) != Command()
    assert hash(Command(lang="fr")) == hash(Command(lang="fr"))


def test_a_layout_resized_keeps_everything_but_its_size() -> None:
    layout = BoardLayout(7, 6, 400.0, 300.0, trays=True, text_scale=1.5, text_pixels=16.0)
    small_cell = layout.cell  # cached in the layout
    bigger = layout.resized(800.0, 600.0)
    assert (bigger.width, bigger.height) == (800.0, 600.0)
    assert bigger == BoardLayout(7, 6, 800.0, 600.0, trays=True, text_scale=1.5, text_pixels=16.0)
    assert bigger != layout and layout.resized(400.0, 300.0) == layout
    assert bigger.cell > small_cell == layout.cell  # its cached sizes are its own


def test_the_system_theme_is_a_look_under_another_key() -> None:
    classic = theme(CLASSIC)
    system = classic.under(SYSTEM)
    assert (system.key, system.look) == (SYSTEM, CLASSIC)
    assert system.board == classic.board and system.window == classic.window
    assert system != classic and classic.under(CLASSIC) == classic
    assert (
        Theme(
            "mine",
            *(QColor("black"),) * 5,
            (QColor("red"), QColor("yellow")),
            (QColor("red"), QColor("yellow")),
            ("", ""),
            (QColor("white"), QColor("white")),
            *(QColor("black"),) * 4,
        ).look
        == "mine"
    )  # a theme's look is its own key unless one is given
    assert repr(system) == "Theme('system', look='classic')"


def _frozen_records() -> list[object]:
    from popout_desktop.rules.geometry import geometry
    from popout_desktop.rules.outcome import Reason, Result
    from popout_desktop.rules.phases import PHASES
    from popout_desktop.settings.file import Inspection
    from popout_desktop.settings.schema import SCHEMA
    from popout_desktop.ui.board.cell_table import Contents

    classic = theme(CLASSIC)
    return [
        Trays(),
        PlayerInfo("Ann"),
        Command(),
        classic,
        classic.window,
        BoardLayout(7, 6, 400.0, 300.0),
        Rules(),
        Move.drop(3),
        Result(1, Reason.LINE),
        geometry(Rules()),
        next(iter(PHASES.values())),
        Contents(0, 0, {}, frozenset()),
        Inspection("usable"),
        SCHEMA["prefs/language"],
    ]


@pytest.mark.parametrize("record", _frozen_records(), ids=lambda record: type(record).__name__)
def test_a_frozen_record_refuses_a_write_at_run_time_too(record: object) -> None:
    name = (vars(type(record)).get("__slots__") or tuple(vars(record)))[0]  # a field
    before = getattr(record, name)
    with pytest.raises(AttributeError, match="never changed"):
        setattr(record, name, before)
    with pytest.raises(AttributeError, match="never deleted"):
        delattr(record, name)
    assert getattr(record, name) == before
