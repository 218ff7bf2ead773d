"""Audio cues for blind and low-vision play: every move the model plays, heard as a pitch code.

An :class:`AudioCuePlayer` listens to the :class:`~popout_desktop.game.model.GameModel` (every
move, the computer's and a network peer's included, reaches the game through ``GameModel.play``
and so through ``move_played``) and plays the move's cue from
:mod:`popout_desktop.ui.board.cue_tones` at once, as the move is played (with the screen reader's
announcement, not after the board's animation): a landing's two notes (column, then row), a
pop's falling glide, a power checker's shimmer. A pass, a take-back and a new position play
nothing (the announcer says them); a redo plays its move again.

**Whose move.** The seats decide: when exactly one player moves at this screen (against the
computer or a network peer), the other player's moves are the opponent's and play in the other
timbre. With two people at one screen (or nobody: the computer against itself), Yellow (player
2) has the other timbre, so the two colours stay apart.

**Playback.** Through Qt Multimedia's ``QSoundEffect`` where it is installed (PySide6-Addons):
each cue is written once as a WAV file into a temporary folder and one effect per cue is kept
loaded (the last :data:`CACHED_EFFECTS`), so a cue heard before starts at once. QSoundEffect was
chosen over ``QAudioSink`` from memory because it mixes with the sound effects without its own
audio format negotiation, and it plays a cue as soon as it is loaded. Without Qt Multimedia (or
the temporary folder) the cues are silent; nothing fails and Qt warns of nothing.

**The option.** ``prefs/audio_cues``, off by default, is independent of ``prefs/sound`` (the
sound effects): the cues play even with the effects off, and with both on the effect of a
landing comes when the board's disc lands, after its cue. :func:`install_audio_cues` follows the
setting live.

:mod:`~popout_desktop.ui.board.cue_tones` (its ``Cue`` dataclass and two enums) is imported
with the first cue, not with the window: the first frame does without it (issue 33 point 4).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTemporaryDir, Signal, Slot

from popout_desktop.game.model import GameModel

if TYPE_CHECKING:
    from popout_desktop.game.match import MatchController
    from popout_desktop.rules.effects import MoveEffect
    from popout_desktop.settings.store import Settings
    from popout_desktop.ui.board.cue_tones import Cue, Voice
    from popout_desktop.ui.window.host import WindowHost

__all__ = [
    "CACHED_EFFECTS",
    "SETTING",
    "AudioCuePlayer",
    "CueBackend",
    "SoundEffectBackend",
    "cue_for",
    "install_audio_cues",
    "multimedia_backend",
    "voice_for",
]

#: The settings key of the option.
SETTING = "prefs/audio_cues"
#: How many cues' effects stay loaded.
CACHED_EFFECTS = 48


class CueBackend(Protocol):
    """What plays a cue's WAV bytes."""

    def play(self, name: str, wav: bytes) -> bool:
        """Play ``wav`` (the same ``name`` always has the same bytes); False if silent."""
        ...


class SoundEffectBackend(QObject):
    """Plays cues through ``QSoundEffect``: one WAV file per cue in a temporary folder."""

    def __init__(self, effect_class: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effect_class = effect_class
        self._folder = QTemporaryDir()
        self._effects: OrderedDict[str, Any] = OrderedDict()

    def play(self, name: str, wav: bytes) -> bool:
        """Play the cue ``name`` (written to a file the first time it is heard)."""
        effect = self._effects.get(name)
        if effect is None:
            if not self._folder.isValid():
                return False
            path = Path(self._folder.path()) / f"{name}.wav"
            try:
                if not path.is_file():
                    path.write_bytes(wav)
            except OSError:
                return False
            # QUrl is loaded by the first cue heard, not by the start (issue 33 point 4).
            from PySide6.QtCore import QUrl

            effect = self._effect_class(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.7)
            self._effects[name] = effect
            while len(self._effects) > CACHED_EFFECTS:
                _, old = self._effects.popitem(last=False)
                old.stop()
                old.deleteLater()
        else:
            self._effects.move_to_end(name)
        effect.play()  # a cue still loading plays once it is loaded
        return True


def multimedia_backend(parent: QObject | None = None) -> CueBackend | None:
    """A :class:`SoundEffectBackend` if Qt Multimedia imports, else None (silence)."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        return None
    return SoundEffectBackend(QSoundEffect, parent)


def voice_for(mover: int, local: set[int]) -> Voice:
    """The voice of ``mover``'s moves when the players in ``local`` move at this screen."""
    from popout_desktop.ui.board.cue_tones import Voice

    if len(local) == 1:
        return Voice.OWN if mover in local else Voice.OTHER
    return Voice.OTHER if mover == 2 else Voice.OWN


def cue_for(effect: MoveEffect, width: int, rows: int, voice: Voice) -> Cue | None:
    """The cue of a move's ``effect`` on a board ``width`` x ``rows``; None for a pass."""
    from popout_desktop.ui.board.cue_tones import Cue, CueKind

    placed = effect.placed
    if placed is not None and placed.to_row is not None:
        return Cue(
            CueKind.LANDING,
            placed.column,
            width,
            placed.to_row,
            rows,
            voice,
            power=placed.piece != "disc",
        )
    if effect.popped is not None:
        return Cue(CueKind.POP, effect.popped.column, width, 0, rows, voice)
    return None


class AudioCuePlayer(QObject):
    """Plays the cue of every move ``model`` plays, while enabled (off at first).

    ``match`` gives the seats (who moves at this screen); without it both players are local.
    ``backend`` plays the WAV bytes (default: :func:`multimedia_backend`, made when first
    needed; None from it means silence). ``cue_played(Cue)`` follows every cue handed to a
    backend, ``cue_chosen(Cue)`` every cue chosen while enabled, heard or not (tests, a log).
    """

    cue_chosen = Signal(object)
    cue_played = Signal(object)

    def __init__(
        self,
        model: GameModel,
        match: MatchController | None = None,
        backend: CueBackend | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._match = match
        self._backend = backend
        self._backend_made = backend is not None
        self._enabled = False
        self._settings: Settings | None = None
        self._wavs: OrderedDict[str, bytes] = OrderedDict()
        model.move_played.connect(self._on_move_played)

    @property
    def enabled(self) -> bool:
        """True if cues play."""
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        """Turn the cues on or off."""
        self._enabled = bool(enabled)

    def follow_settings(self, settings: Settings) -> None:
        """Be on while ``settings`` say so (``prefs/audio_cues``), from now on."""
        self._settings = settings
        settings.changed.connect(self._on_setting_changed)
        self._on_setting_changed(SETTING)

    @Slot(str)
    def _on_setting_changed(self, key: str) -> None:
        settings = self._settings
        if settings is not None and key in (SETTING, ""):  # "": every setting was reset
            self.set_enabled(bool(settings.value(SETTING)))

    def set_backend(self, backend: CueBackend | None) -> None:
        """Play through ``backend`` from now on (None: silence)."""
        self._backend = backend
        self._backend_made = True

    @property
    def available(self) -> bool:
        """True if cues can be heard here (a backend exists: Qt Multimedia, or one given)."""
        return self._get_backend() is not None

    def local_players(self) -> set[int]:
        """The players who move at this screen."""
        match = self._match
        if match is None:
            return {1, 2}
        return {player for player in (1, 2) if match.seat(player).takes_local_input}

    def cue(self, effect: MoveEffect) -> Cue | None:
        """The cue of ``effect`` in the game being played (None for a pass)."""
        rules = self._model.rules
        voice = voice_for(effect.player, self.local_players())
        return cue_for(effect, rules.width, rules.rows, voice)

    def play(self, cue: Cue) -> bool:
        """Play ``cue`` now; False if it stayed silent."""
        backend = self._get_backend()
        if backend is None:
            return False
        wav = self._wavs.get(cue.key)
        if wav is None:
            from popout_desktop.ui.board.cue_tones import cue_wav

            wav = cue_wav(cue)
            self._wavs[cue.key] = wav
            while len(self._wavs) > CACHED_EFFECTS:
                self._wavs.popitem(last=False)
        if not backend.play(cue.key, wav):
            return False
        self.cue_played.emit(cue)
        return True

    def _get_backend(self) -> CueBackend | None:
        if not self._backend_made:
            self._backend_made = True
            self._backend = multimedia_backend(self)
        return self._backend

    @Slot(object)
    def _on_move_played(self, effect: MoveEffect) -> None:
        if not self._enabled:
            return
        cue = self.cue(effect)
        if cue is None:
            return
        self.cue_chosen.emit(cue)
        self.play(cue)


def install_audio_cues(window: WindowHost, backend: CueBackend | None = None) -> AudioCuePlayer:
    """Give ``window`` its audio cues: the live game's moves, on while ``prefs/audio_cues`` is
    (followed live through the settings' ``changed``; off without settings)."""
    player = AudioCuePlayer(window.model, window.match, backend, window.widget)
    if window.settings is not None:
        player.follow_settings(window.settings)
    return player
