"""Audio cues' tones: where a disc lands, told by pitch and pan, as 16-bit stereo PCM and WAV.

Pure Python (no Qt): :mod:`popout_desktop.ui.board.audio_cues` plays what this module makes.

**The code.** Every column and every row has a note of the A major pentatonic scale (A B C# E
F#, the black-key scale: any two of its notes sound well together), counted up from A3 (220 Hz):

* a **landing** is two notes: the first, longer one tells the column (column 1 is A3, each
  column to the right one scale step higher: column 6 is A4 at 440 Hz, column 11 A5, column 16
  A6 at 1,760 Hz), heard from the column's side (panned left to right); the second, shorter one
  tells the row in the same scale (row 1, the bottom, is A3; each row up one step higher);
* a **pop** is one note gliding down a fifth from the column's pitch (a disc falling out);
* a **power checker** (Power Up) lands with the landing's two notes, shimmering (a fast
  tremolo); the anvil's crushed column follows from its landing on row 1;
* **the opponent's** moves play the same notes in another timbre: the player's own moves are
  round (a sine with a soft octave), the opponent's hollow and reedy (odd harmonics, as a
  clarinet), so a player hears who moved without losing the position.

A column's note is the same on every board (column 3 is always C#4), so the code is learnt once.
The column is numbered over the board's whole width, as the game names columns (5-in-a-Row's
fixed side columns count, so its first playable column is column 2, the note B3). Boards wider
or taller than :data:`SCALE_STEPS` (16) steps spread their columns or rows evenly over the same
three octaves instead, so every note stays between 220 and 1,760 Hz and still rises.

Every cue lasts at most :data:`MAX_DURATION` (350 ms); each note fades in and out (raised-cosine
ramps), so the first and last samples are zero and nothing clicks. Peaks stay at half the full
scale, leaving room for the sound effects playing at the same time.
"""

from __future__ import annotations

import io
import math
import sys
from dataclasses import dataclass
from enum import StrEnum

__all__ = [
    "BASE_FREQUENCY",
    "MAX_DURATION",
    "SAMPLE_RATE",
    "SCALE_STEPS",
    "Cue",
    "CueKind",
    "Voice",
    "column_frequency",
    "column_pan",
    "cue_pcm",
    "cue_samples",
    "cue_wav",
    "row_frequency",
    "scale_frequency",
    "wav_bytes",
]

#: Samples per second of every cue (each channel).
SAMPLE_RATE = 22_050
#: Channels: left and right.
CHANNELS = 2
#: The lowest note, column 1 and row 1: A3.
BASE_FREQUENCY = 220.0
#: The A major pentatonic scale, in semitones above its root.
PENTATONIC = (0, 2, 4, 7, 9)
#: Up to this many columns (or rows) get one scale step each (three octaves: 220-1,760 Hz);
#: more are spread evenly over the same three octaves.
SCALE_STEPS = 16
#: The highest note: three octaves above the base.
TOP_FREQUENCY = BASE_FREQUENCY * 8
#: How far left and right the outermost columns are panned (1.0: one ear only). A little less
#: than one ear, so a player with one earphone still hears every column.
PAN_WIDTH = 0.85
#: The longest cue, in seconds.
MAX_DURATION = 0.35
#: The loudest sample, as a fraction of full scale.
PEAK = 0.5

# The shape of a landing: column note, a short gap, row note (seconds).
COLUMN_NOTE = 0.15
GAP = 0.025
ROW_NOTE = 0.12
POP_NOTE = 0.24
#: A pop glides down a fifth.
POP_FALL = 2.0 / 3.0
FADE = 0.008
TREMOLO_HZ = 24.0


class CueKind(StrEnum):
    """What the cue tells: a disc (or power checker) landing, or a pop."""

    LANDING = "landing"
    POP = "pop"


class Voice(StrEnum):
    """Whose move: the player's own (round) or the opponent's (hollow, reedy)."""

    OWN = "own"
    OTHER = "other"


#: Each voice's harmonics: (multiple of the fundamental, amplitude).
HARMONICS: dict[Voice, tuple[tuple[int, float], ...]] = {
    Voice.OWN: ((1, 1.0), (2, 0.3)),
    Voice.OTHER: ((1, 1.0), (3, 0.45), (5, 0.2)),
}


@dataclass(frozen=True, slots=True)
class Cue:
    """One cue: a landing at (``column``, ``row``) or a pop of ``column``, 0-based, on a board
    ``width`` columns wide (side columns included) and ``rows`` high, in ``voice``; ``power``:
    a power checker landed."""

    kind: CueKind
    column: int
    width: int
    row: int = 0
    rows: int = 6
    voice: Voice = Voice.OWN
    power: bool = False

    def __post_init__(self) -> None:
        if self.width < 1 or not 0 <= self.column < self.width:
            raise ValueError(f"column {self.column} is outside a board {self.width} wide")
        if self.rows < 1 or not 0 <= self.row < self.rows:
            raise ValueError(f"row {self.row} is outside a board {self.rows} high")

    @property
    def key(self) -> str:
        """A short name that differs for cues that sound different (a file name, a cache key)."""
        if self.kind is CueKind.POP:
            return f"pop-{self.voice}-c{self.column}of{self.width}"
        power = "-power" if self.power else ""
        return f"landing-{self.voice}{power}-c{self.column}of{self.width}-r{self.row}of{self.rows}"

    @property
    def frequencies(self) -> tuple[float, ...]:
        """The notes' pitches in Hz: the column's and the row's (a pop: the glide's start and
        end)."""
        column = column_frequency(self.column, self.width)
        if self.kind is CueKind.POP:
            return (column, column * POP_FALL)
        return (column, row_frequency(self.row, self.rows))

    @property
    def pan(self) -> float:
        """Where the cue is heard: -1 left ... 1 right."""
        return column_pan(self.column, self.width)


def scale_frequency(step: int, count: int) -> float:
    """The pitch (Hz) of step ``step`` (0-based) of ``count``: a pentatonic step each while
    ``count`` is at most :data:`SCALE_STEPS`, else evenly spread over the same three octaves.

    >>> round(scale_frequency(0, 7), 2), round(scale_frequency(5, 7), 2)
    (220.0, 440.0)
    >>> round(scale_frequency(15, 16), 2), round(scale_frequency(19, 20), 2)
    (1760.0, 1760.0)
    """
    if not 0 <= step < count:
        raise ValueError(f"step {step} is not one of {count}")
    if count <= SCALE_STEPS:
        octave, degree = divmod(step, len(PENTATONIC))
        semitones = 12 * octave + PENTATONIC[degree]
        return BASE_FREQUENCY * math.pow(2.0, semitones / 12)
    return BASE_FREQUENCY * math.pow(TOP_FREQUENCY / BASE_FREQUENCY, step / (count - 1))


def column_frequency(column: int, width: int) -> float:
    """The pitch of ``column`` (0-based) on a board ``width`` columns wide: rising to the right."""
    return scale_frequency(column, width)


def row_frequency(row: int, rows: int) -> float:
    """The pitch of ``row`` (0 the bottom) on a board ``rows`` high: rising with height."""
    return scale_frequency(row, rows)


def column_pan(column: int, width: int) -> float:
    """Where ``column`` is heard, from -:data:`PAN_WIDTH` (left) to :data:`PAN_WIDTH` (right)."""
    if width <= 1:
        return 0.0
    return PAN_WIDTH * (2 * column / (width - 1) - 1)


def _envelope(index: int, length: int, decay: float) -> float:
    """Raised-cosine fade in and out around an exponential decay: 0 at both ends."""
    fade = max(1, int(FADE * SAMPLE_RATE))
    gain = math.exp(-index / (decay * SAMPLE_RATE))
    if index < fade:
        gain *= 0.5 - 0.5 * math.cos(math.pi * index / fade)
    tail = length - 1 - index
    if tail < fade:
        gain *= 0.5 - 0.5 * math.cos(math.pi * tail / fade)
    return gain


def _note(
    start: float, end: float, seconds: float, voice: Voice, decay: float, tremolo: bool
) -> list[float]:
    """One note gliding (exponentially) from ``start`` to ``end`` Hz, mono."""
    length = int(seconds * SAMPLE_RATE)
    harmonics = HARMONICS[voice]
    norm = PEAK / sum(amplitude for _, amplitude in harmonics)
    ratio = end / start
    phase = 0.0
    samples: list[float] = []
    for index in range(length):
        frequency = start * ratio ** (index / max(1, length - 1))
        value = sum(
            amplitude * math.sin(multiple * phase)
            for multiple, amplitude in harmonics
            if multiple * frequency < SAMPLE_RATE / 2  # nothing above Nyquist
        )
        gain = _envelope(index, length, decay)
        if tremolo:
            gain *= 0.6 + 0.4 * math.cos(2 * math.pi * TREMOLO_HZ * index / SAMPLE_RATE)
        samples.append(norm * gain * value)
        phase += 2 * math.pi * frequency / SAMPLE_RATE
    return samples


def cue_samples(cue: Cue) -> tuple[list[float], list[float]]:
    """The cue's left and right channels, as floats from -1 to 1."""
    column, second = cue.frequencies
    if cue.kind is CueKind.POP:
        mono = _note(column, second, POP_NOTE, cue.voice, 0.3, False)
    else:
        mono = (
            _note(column, column, COLUMN_NOTE, cue.voice, 0.2, cue.power)
            + [0.0] * int(GAP * SAMPLE_RATE)
            + _note(second, second, ROW_NOTE, cue.voice, 0.15, cue.power)
        )
    loudest = max((abs(value) for value in mono), default=0.0)
    if loudest > 0:  # every cue as loud as the others: its peak at PEAK
        mono = [value * PEAK / loudest for value in mono]
    # Equal-power panning: as loud in the middle as at the sides.
    angle = (cue.pan + 1) * math.pi / 4
    left, right = math.cos(angle), math.sin(angle)
    return [left * value for value in mono], [right * value for value in mono]


def cue_pcm(cue: Cue) -> bytes:
    """The cue as 16-bit signed little-endian stereo PCM at :data:`SAMPLE_RATE`, interleaved."""
    from array import array  # on first use: not at start (issue 33 point 4)

    left, right = cue_samples(cue)
    frames = array("h")
    for one, other in zip(left, right, strict=True):
        frames.append(round(one * 32767))
        frames.append(round(other * 32767))
    if frames.itemsize != 2:  # pragma: no cover - every platform Python runs on has 16-bit h
        raise RuntimeError("no 16-bit array type")
    if sys.byteorder != "little":  # pragma: no cover - big-endian machines
        frames.byteswap()
    return frames.tobytes()


def wav_bytes(pcm: bytes, rate: int = SAMPLE_RATE, channels: int = CHANNELS) -> bytes:
    """A WAV file's bytes holding 16-bit ``pcm``."""
    import wave  # on first use: not at start (issue 33 point 4)

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm)
    return buffer.getvalue()


def cue_wav(cue: Cue) -> bytes:
    """The cue as a WAV file's bytes (16-bit stereo, :data:`SAMPLE_RATE`)."""
    return wav_bytes(cue_pcm(cue))
