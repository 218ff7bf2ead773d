"""The self-test plays every preset with the engine; before Pop 10 and Power Up it probes the
engine in every phase of the variant, and an engine that cannot play one fails the check."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from popout_desktop.app import selftest
from popout_desktop.rules import PRESET_NAMES, Phase, Rules
from tests.game import worker_tasks


def test_every_preset_is_played() -> None:
    assert selftest.SELF_TEST_PRESETS == PRESET_NAMES
    assert {"pop_ten", "power_up"} <= set(selftest.SELF_TEST_PRESETS)


@pytest.mark.parametrize(
    ("preset", "phases"),
    [
        ("pop_ten", [Phase.SETUP, Phase.PLAY, Phase.PUT_BACK]),
        ("power_up", [Phase.PLAY, Phase.BOMB_POP, Phase.WALL_DROP, Phase.SECOND_DROP]),
        ("pop_out", []),
        ("five_in_a_row", []),
    ],
)
def test_the_engine_is_probed_in_every_phase_of_a_variant(preset: str, phases: list[Phase]) -> None:
    games = selftest.probe_positions(Rules.preset(preset))
    assert [game.phase for game in games] == phases
    for game in games:
        assert game.result is None
        assert len(game.legal_moves()) > 1
    if preset == "power_up":
        # The play-phase probe offers power checkers, so an engine must know them.
        assert any(move.is_power for move in games[0].legal_moves())


def test_an_engine_that_cannot_play_a_variant_fails_the_check(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The probes ask a stand-in that answers nonsense; the classic game still uses the engine.
    monkeypatch.setattr(selftest, "ENGINE_TASK", worker_tasks.NOT_A_MOVE)
    status = selftest.run_self_test(presets=("classic", "power_up"), timeout=100)
    report = capsys.readouterr().out
    assert status == 1, report
    lines = {line.split(":")[0].strip(): line for line in report.splitlines() if " game " in line}
    assert "ok   game classic" in lines
    failed = lines["FAIL game power_up"]
    assert "the engine cannot play power_up: in phase play it answered 'y9', not a move" in failed


def test_the_engine_plays_the_variants_games(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    status = selftest.run_self_test(presets=("pop_ten", "power_up"), timeout=100)
    report = capsys.readouterr().out
    assert status == 0, report
    lines = {line.split(":")[0].strip(): line for line in report.splitlines() if " game " in line}
    for preset in ("pop_ten", "power_up"):
        assert "reloaded equal" in lines[f"ok   game {preset}"]
    # Pop 10 goes on past the 42 drops of its setup (16 moves more, unless it ends sooner).
    pop_ten = lines["ok   game pop_ten"]
    assert " 58 moves [" in pop_ten or "over (target)" in pop_ten
    assert report.splitlines()[-1].startswith("popout self-test passed")
