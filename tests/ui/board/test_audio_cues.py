"""Audio cues in real games: the cue of every move the model plays (the computer's and a
network peer's too), whose voice the seats decide, the option followed live, and silence without
Qt Multimedia (a fake playback backend records what would be heard)."""

from __future__ import annotations

import io
import sys
import types
import wave
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from popout_desktop.game.match import MatchController
from popout_desktop.game.model import GameModel
from popout_desktop.game.seats import ComputerSeat, RemoteSeat, ScriptedSeat
from popout_desktop.rules import Game, Move, Rules
from popout_desktop.settings.store import Settings
from popout_desktop.ui.board import audio_cues, sounds
from popout_desktop.ui.board.audio_cues import (
    CACHED_EFFECTS,
    AudioCuePlayer,
    SoundEffectBackend,
    multimedia_backend,
    voice_for,
)
from popout_desktop.ui.board.cue_tones import (
    SAMPLE_RATE,
    Cue,
    CueKind,
    Voice,
    column_frequency,
    cue_wav,
)
from popout_desktop.ui.board.view import BoardView
from popout_desktop.ui.dialogs.preferences import PreferencesDialog
from popout_desktop.ui.window.main_window import MainWindow
from tests.narrowing import now
from tests.ui.window.test_main_window import make_window, wait_ready


class Recorder:
    """A playback backend that records what it is given."""

    def __init__(self) -> None:
        self.played: list[tuple[str, bytes]] = []

    def play(self, name: str, wav: bytes) -> bool:
        self.played.append((name, wav))
        return True


def cue_window(qtbot: QtBot, tmp_path: Path, on: bool = True) -> tuple[MainWindow, Recorder]:
    settings = Settings(tmp_path / "popout.ini")
    settings.set_value("prefs/audio_cues", on)
    window = make_window(qtbot, settings=settings)
    recorder = Recorder()
    window.audio_cues.set_backend(recorder)
    return window, recorder


def heard(window: MainWindow) -> list[Cue]:
    cues: list[Cue] = []
    window.audio_cues.cue_played.connect(cues.append)
    return cues


def test_a_game_against_the_computer_cues_both_sides(qtbot: QtBot, tmp_path: Path) -> None:
    window, recorder = cue_window(qtbot, tmp_path)
    cues = heard(window)
    window.match.set_seat(2, ComputerSeat("easy", time_limit=0.05, min_delay_ms=0))
    actions = QAccessible.queryAccessibleInterface(window.board).actionInterface()
    wait_ready(qtbot, window)
    actions.doAction("drop 4")  # the person's drop, through the board's own input path
    assert cues[0] == Cue(CueKind.LANDING, 3, 7, 0, 6, Voice.OWN)
    # The computer's reply, in the opponent's voice, where its disc landed.
    qtbot.waitUntil(lambda: len(cues) == 2, timeout=30_000)
    reply = window.model.game.moves[-1]
    landed = window.model.game.height(reply.column) - 1
    assert cues[1] == Cue(CueKind.LANDING, reply.column, 7, landed, 6, Voice.OTHER)
    # A pop of the person's own disc: the pop's cue, in their voice.
    wait_ready(qtbot, window)
    assert window.model.game.cell(3, 0) == 1
    actions.doAction("pop 4")
    assert cues[2] == Cue(CueKind.POP, 3, 7, 0, 6, Voice.OWN)
    # The backend got each cue's WAV, named by its key.
    assert [name for name, _ in recorder.played[:2]] == [cues[0].key, cues[1].key]
    assert recorder.played[0][1] == cue_wav(cues[0])
    with wave.open(io.BytesIO(recorder.played[1][1]), "rb") as wav:
        assert (wav.getnchannels(), wav.getframerate()) == (2, SAMPLE_RATE)


def test_the_person_playing_yellow_hears_the_computer_as_the_opponent(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _ = cue_window(qtbot, tmp_path)
    cues = heard(window)
    window.match.set_seat(1, ScriptedSeat([Move.drop(0)]))
    qtbot.waitUntil(lambda: len(cues) == 1)
    assert cues[0] == Cue(CueKind.LANDING, 0, 7, 0, 6, Voice.OTHER)
    wait_ready(qtbot, window)
    window.model.play(Move.drop(0))
    assert cues[1] == Cue(CueKind.LANDING, 0, 7, 1, 6, Voice.OWN)


def test_a_network_peer_s_move_is_the_opponent_s(qtbot: QtBot, tmp_path: Path) -> None:
    window, _ = cue_window(qtbot, tmp_path)
    cues = heard(window)
    peer = RemoteSeat("Bob")
    window.match.set_seat(2, peer)
    wait_ready(qtbot, window)
    window.model.play(Move.drop(2))
    peer.receive(Move.drop(2), 1)  # the peer's move, as the network delivers it
    qtbot.waitUntil(lambda: len(cues) == 2)
    assert cues == [
        Cue(CueKind.LANDING, 2, 7, 0, 6, Voice.OWN),
        Cue(CueKind.LANDING, 2, 7, 1, 6, Voice.OTHER),
    ]


def test_two_people_at_one_screen_hear_yellow_in_the_other_voice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _ = cue_window(qtbot, tmp_path)
    cues = heard(window)
    for text in ("d1", "d1", "p1"):
        window.model.play(Move.parse(text))
    assert [(cue.kind, cue.voice) for cue in cues] == [
        (CueKind.LANDING, Voice.OWN),
        (CueKind.LANDING, Voice.OTHER),
        (CueKind.POP, Voice.OWN),
    ]
    assert [cue.row for cue in cues[:2]] == [0, 1]
    assert voice_for(1, {1, 2}) is Voice.OWN and voice_for(2, set()) is Voice.OTHER


def test_take_backs_and_new_positions_are_silent_and_redo_cues_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _ = cue_window(qtbot, tmp_path)
    cues = heard(window)
    window.model.play(Move.drop(5))
    window.model.undo()
    window.model.new_game(Rules())
    assert len(cues) == 1
    window.model.play(Move.drop(5))
    window.model.undo()
    window.model.redo()
    assert len(cues) == 3 and cues[2] == cues[0]


def test_off_by_default_and_the_option_applies_live(qtbot: QtBot, tmp_path: Path) -> None:
    window, recorder = cue_window(qtbot, tmp_path, on=False)
    settings = window.settings
    assert settings is not None
    assert Settings(tmp_path / "fresh.ini").value("prefs/audio_cues") is False
    assert not window.audio_cues.enabled
    window.model.play(Move.drop(0))
    assert recorder.played == []
    # Ticked in Preferences and applied: the next move is heard, at once.
    dialog = PreferencesDialog(settings, window, sound_available=True)
    qtbot.addWidget(dialog)
    dialog.cues_check.setChecked(True)
    assert dialog.apply() == ["prefs/audio_cues"]
    assert now(lambda: window.audio_cues.enabled)
    window.model.play(Move.drop(1))
    assert [name for name, _ in recorder.played] == [
        Cue(CueKind.LANDING, 1, 7, 0, 6, Voice.OTHER).key
    ]
    # Independent of the sound effects.
    settings.set_value("prefs/sound", False)
    window.apply_preferences()
    window.model.play(Move.drop(2))
    assert len(recorder.played) == 2
    settings.reset()
    assert not window.audio_cues.enabled


def test_without_settings_the_cues_are_off(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert not window.audio_cues.enabled


def model_cues(rules: Rules, moves: str) -> list[Cue]:
    model = GameModel(rules)
    player = AudioCuePlayer(model, backend=Recorder())
    player.set_enabled(True)
    cues: list[Cue] = []
    player.cue_played.connect(cues.append)
    for text in moves.split():
        assert model.play(Move.parse(text)), text
    return cues


def test_five_in_a_row_columns_count_the_side_columns(qtbot: QtBot) -> None:
    rules = Rules.preset("five_in_a_row")
    cues = model_cues(rules, "d2 d8 d2")
    assert [(cue.column, cue.row, cue.width, cue.rows) for cue in cues] == [
        (1, 0, 9, 6),
        (7, 0, 9, 6),
        (1, 1, 9, 6),
    ]
    # The first playable column sounds as column 2 does on any board, heard on the left.
    assert cues[0].frequencies[0] == column_frequency(1, 7)
    assert cues[0].pan < 0 < cues[1].pan


def test_power_up_checkers_shimmer_and_land_where_the_board_shows(qtbot: QtBot) -> None:
    rules = Rules.preset("power_up")
    cues = model_cues(rules, "d4 d4 d4 w4 d1 a4")
    wall, after_wall, anvil = cues[3:]
    assert not any(cue.power for cue in cues[:3])
    assert (wall.kind, wall.column, wall.row, wall.power, wall.voice) == (
        CueKind.LANDING,
        3,
        3,
        True,
        Voice.OTHER,
    )
    # The drop after the wall is Yellow's too, a plain disc.
    assert (after_wall.column, after_wall.power, after_wall.voice) == (0, False, Voice.OTHER)
    # The anvil crushes the column and lands at the bottom.
    assert (anvil.column, anvil.row, anvil.power, anvil.voice) == (3, 0, True, Voice.OWN)


def test_a_bomb_s_pop_is_heard_as_a_pop(qtbot: QtBot) -> None:
    rules = Rules.preset("power_up")
    model = GameModel(rules)
    model.load(Game.from_notation("d1 d2", rules))
    player = AudioCuePlayer(model, backend=Recorder())
    player.set_enabled(True)
    cues: list[Cue] = []
    player.cue_played.connect(cues.append)
    assert model.play(Move.parse("b3"))
    # The bomb's pop of Yellow's disc in column 2, played by the bomb's owner, Red.
    assert model.play(Move.parse("p2"))
    assert cues == [
        Cue(CueKind.LANDING, 2, 7, 0, 6, Voice.OWN, power=True),
        Cue(CueKind.POP, 1, 7, 0, 6, Voice.OWN),
    ]


def test_silent_without_qt_multimedia(qtbot: QtBot) -> None:
    assert "PySide6.QtMultimedia" not in sys.modules or multimedia_backend() is not None
    model = GameModel()
    player = AudioCuePlayer(model)
    player.set_enabled(True)
    chosen: list[Cue] = []
    played: list[Cue] = []
    player.cue_chosen.connect(chosen.append)
    player.cue_played.connect(played.append)
    assert player.available is sounds.sound_available()
    model.play(Move.drop(0))
    assert len(chosen) == 1
    assert played == ([] if not player.available else chosen)
    assert player.play(chosen[0]) is player.available


class FakeEffect(QObject):
    """A stand-in for QSoundEffect: records its source and how often it played."""

    made: ClassVar[list[FakeEffect]] = []

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = QUrl()
        self.plays = 0
        self.volume = 1.0
        self.stopped = False
        FakeEffect.made.append(self)

    def setSource(self, url: QUrl) -> None:  # noqa: N802 - QSoundEffect's name
        self.source = url

    def setVolume(self, volume: float) -> None:  # noqa: N802 - QSoundEffect's name
        self.volume = volume

    def play(self) -> None:
        self.plays += 1

    def stop(self) -> None:
        self.stopped = True


def test_with_qt_multimedia_each_cue_is_a_wav_file_played_by_its_own_effect(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    FakeEffect.made = []
    fake = types.ModuleType("PySide6.QtMultimedia")
    fake.QSoundEffect = FakeEffect  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake)
    model = GameModel()
    player = AudioCuePlayer(model)
    assert player.available
    player.set_enabled(True)
    for text in ("d1", "d1", "p1", "d1"):
        model.play(Move.parse(text))
    # After the pop Yellow's disc is at the bottom: its second drop lands on row 2 again, the
    # same cue, played by the effect already loaded.
    keys = [Path(effect.source.toLocalFile()).stem for effect in FakeEffect.made]
    assert keys == [
        Cue(CueKind.LANDING, 0, 7, 0, 6, Voice.OWN).key,
        Cue(CueKind.LANDING, 0, 7, 1, 6, Voice.OTHER).key,
        Cue(CueKind.POP, 0, 7, 0, 6, Voice.OWN).key,
    ]
    assert [effect.plays for effect in FakeEffect.made] == [1, 2, 1]
    first = FakeEffect.made[0]
    path = Path(first.source.toLocalFile())
    with wave.open(str(path), "rb") as wav:
        assert wav.getnchannels() == 2 and wav.getsampwidth() == 2
    assert path.read_bytes() == cue_wav(Cue(CueKind.LANDING, 0, 7, 0, 6, Voice.OWN))


def test_the_effect_cache_keeps_the_last_cues_loaded(qtbot: QtBot) -> None:
    FakeEffect.made = []
    backend = SoundEffectBackend(FakeEffect)
    for index in range(CACHED_EFFECTS + 2):
        assert backend.play(f"cue{index}", b"RIFF")
    assert len(FakeEffect.made) == CACHED_EFFECTS + 2
    assert [effect.stopped for effect in FakeEffect.made[:3]] == [True, True, False]
    assert backend.play("cue2", b"RIFF")  # still loaded: played again, not made again
    assert len(FakeEffect.made) == CACHED_EFFECTS + 2 and FakeEffect.made[2].plays == 2


def test_the_player_needs_only_a_model_and_the_seats(qtbot: QtBot) -> None:
    model = GameModel()
    board = BoardView(model)
    qtbot.addWidget(board)
    match = MatchController(model, board)
    match.set_seat(1, ScriptedSeat([]))
    recorder = Recorder()
    player = AudioCuePlayer(model, match, recorder)
    assert player.local_players() == {2}
    model.play(Move.drop(0))
    assert recorder.played == []  # off until enabled
    player.set_enabled(True)
    model.play(Move.drop(6))
    model.play(Move.drop(6))
    assert [name for name, _ in recorder.played] == [
        Cue(CueKind.LANDING, 6, 7, 0, 6, Voice.OWN).key,
        Cue(CueKind.LANDING, 6, 7, 1, 6, Voice.OTHER).key,
    ]
    assert audio_cues.SETTING == "prefs/audio_cues"
