"""The audio cues' tones, measured from their samples: the column's pitch rises to the right and
is panned there, the row's rises with height; a pop glides down; the opponent's timbre differs;
short, without clicks, and a WAV file that reads back."""

from __future__ import annotations

import io
import itertools
import math
import wave
from array import array

import pytest
from hypothesis import given
from hypothesis import strategies as st

from popout_desktop.rules import Rules
from popout_desktop.ui.board.cue_tones import (
    COLUMN_NOTE,
    GAP,
    MAX_DURATION,
    POP_NOTE,
    SAMPLE_RATE,
    Cue,
    CueKind,
    Voice,
    column_frequency,
    column_pan,
    cue_pcm,
    cue_samples,
    cue_wav,
    row_frequency,
)

# Where the notes sound in a landing (samples), their fades left out.
MARGIN = int(0.02 * SAMPLE_RATE)
COLUMN_PART = slice(MARGIN, int(COLUMN_NOTE * SAMPLE_RATE) - MARGIN)
ROW_START = int((COLUMN_NOTE + GAP) * SAMPLE_RATE)


def landing(column: int, row: int, width: int = 7, rows: int = 6, **kwargs: object) -> Cue:
    return Cue(CueKind.LANDING, column, width, row, rows, **kwargs)  # type: ignore[arg-type]


def mono(cue: Cue) -> list[float]:
    left, right = cue_samples(cue)
    return [a + b for a, b in zip(left, right, strict=True)]


def power_at(samples: list[float], frequency: float) -> float:
    """The signal's power at ``frequency`` (Goertzel), per sample."""
    coefficient = 2 * math.cos(2 * math.pi * frequency / SAMPLE_RATE)
    before = earlier = 0.0
    for value in samples:
        before, earlier = value + coefficient * before - earlier, before
    return (before * before + earlier * earlier - coefficient * before * earlier) / len(samples)


def peak_frequency(samples: list[float], low: float = 120.0, high: float = 2400.0) -> float:
    """The strongest frequency between ``low`` and ``high``, to a sixteenth of a semitone."""
    candidates = []
    frequency = low
    while frequency <= high:
        candidates.append(frequency)
        frequency *= 2 ** (1 / 192)
    return max(candidates, key=lambda f: power_at(samples, f))


def near(measured: float, expected: float) -> bool:
    return abs(measured / expected - 1) < 0.01


def test_the_column_note_rises_to_the_right_and_is_measured_at_its_pitch() -> None:
    measured = [peak_frequency(mono(landing(column, 0))[COLUMN_PART]) for column in range(7)]
    for column, frequency in enumerate(measured):
        assert near(frequency, column_frequency(column, 7)), (column, frequency)
    assert measured == sorted(measured) and len(set(measured)) == 7
    # A3 B3 C#4 E4 F#4 A4 B4: the A major pentatonic scale from 220 Hz.
    assert [round(column_frequency(c, 7)) for c in range(7)] == [220, 247, 277, 330, 370, 440, 494]


def test_the_row_note_rises_with_height() -> None:
    measured = [peak_frequency(mono(landing(3, row))[ROW_START + MARGIN :]) for row in range(6)]
    for row, frequency in enumerate(measured):
        assert near(frequency, row_frequency(row, 6)), (row, frequency)
    assert measured == sorted(measured) and len(set(measured)) == 6
    # The column note is the same whatever the row.
    assert near(peak_frequency(mono(landing(3, 5))[COLUMN_PART]), column_frequency(3, 7))


def energy(samples: list[float]) -> float:
    return sum(value * value for value in samples)


def test_the_cue_is_heard_from_the_column_s_side() -> None:
    balance = []
    for column in range(7):
        left, right = cue_samples(landing(column, 0))
        balance.append(energy(right) / (energy(left) + energy(right)))
    assert balance == sorted(balance)
    assert balance[0] < 0.05 and balance[-1] > 0.95  # nearly one ear at the edges
    assert abs(balance[3] - 0.5) < 1e-9  # the middle column in the middle
    # Equal-power panning: as loud everywhere.
    totals = [sum(map(energy, cue_samples(landing(c, 0)))) for c in range(7)]
    assert max(totals) / min(totals) < 1.3


def test_a_pop_glides_down_from_the_column_s_pitch() -> None:
    pop = mono(Cue(CueKind.POP, 2, 7))
    tenth = len(pop) // 10
    start = peak_frequency(pop[:tenth])
    end = peak_frequency(pop[-2 * tenth : -tenth // 2])
    column = column_frequency(2, 7)
    assert abs(start / column - 1) < 0.05
    assert end < start * 0.8  # falling, by about a fifth
    # A landing holds its pitch instead.
    note = mono(landing(2, 0))[COLUMN_PART]
    third = len(note) // 3
    assert near(peak_frequency(note[:third]), peak_frequency(note[-third:]))
    assert len(pop) == int(POP_NOTE * SAMPLE_RATE)


def harmonic_ratio(samples: list[float], frequency: float, multiple: int) -> float:
    return power_at(samples, frequency * multiple) / power_at(samples, frequency)


def test_the_opponent_s_cue_has_the_same_pitches_in_another_timbre() -> None:
    own = mono(landing(4, 2))
    other = mono(landing(4, 2, voice=Voice.OTHER))
    frequency = column_frequency(4, 7)
    assert near(peak_frequency(other[COLUMN_PART], high=frequency * 1.5), frequency)
    assert near(peak_frequency(other[ROW_START + MARGIN :], high=400), row_frequency(2, 6))
    # Own: a soft octave and no third harmonic; the opponent's: odd harmonics, no octave.
    assert harmonic_ratio(own[COLUMN_PART], frequency, 2) > 0.05
    assert harmonic_ratio(own[COLUMN_PART], frequency, 3) < 0.001
    assert harmonic_ratio(other[COLUMN_PART], frequency, 3) > 0.1
    assert harmonic_ratio(other[COLUMN_PART], frequency, 2) < 0.001
    assert len(own) == len(other)


def loudness_steps(samples: list[float], frequency: float) -> list[float]:
    """Root mean square over each period of ``frequency`` in turn."""
    size = round(SAMPLE_RATE / frequency)
    return [
        math.sqrt(energy(samples[i : i + size]) / size) for i in range(0, len(samples) - size, size)
    ]


def test_a_power_checker_shimmers() -> None:
    frequency = column_frequency(3, 7)
    plain = loudness_steps(mono(landing(3, 0))[COLUMN_PART], frequency)
    power = loudness_steps(mono(landing(3, 0, power=True))[COLUMN_PART], frequency)

    def peaks(steps: list[float]) -> int:  # how often the loudness turns from rising to falling
        return sum(a < b > c for a, b, c in zip(steps, steps[1:], steps[2:], strict=False))

    assert peaks(plain) == 0  # a plain note only decays
    assert peaks(power) >= 2  # about 24 times a second
    assert min(power) < 0.5 * max(power)
    assert near(peak_frequency(mono(landing(3, 0, power=True))[COLUMN_PART]), frequency)


@pytest.mark.parametrize(
    "cue",
    [
        landing(0, 0),
        landing(15, 11, 16, 12, voice=Voice.OTHER),
        landing(6, 5, power=True),
        Cue(CueKind.POP, 0, 4, voice=Voice.OTHER),
        Cue(CueKind.POP, 15, 16),
    ],
    ids=lambda cue: cue.key,
)
def test_short_and_without_clicks(cue: Cue) -> None:
    left, right = cue_samples(cue)
    assert len(left) / SAMPLE_RATE <= MAX_DURATION
    for channel in (left, right):
        assert channel[0] == 0.0 and channel[-1] == 0.0
        # Faded in and out: the first and last millisecond stay quiet.
        edge = int(0.001 * SAMPLE_RATE)
        assert max(abs(v) for v in channel[:edge] + channel[-edge:]) < 0.05
        assert max(abs(v) for v in channel) <= 0.5 + 1e-9  # room for the sound effects
    assert max(max(map(abs, left)), max(map(abs, right))) > 0.3  # and not too quiet
    if cue.kind is CueKind.LANDING:  # the gap between the notes is silent, reached smoothly
        gap = slice(int(COLUMN_NOTE * SAMPLE_RATE) - 2, ROW_START + 2)
        assert max(abs(v) for v in left[gap] + right[gap]) < 0.01


def test_the_wav_reads_back_through_wave() -> None:
    cue = landing(2, 3, voice=Voice.OTHER)
    pcm = cue_pcm(cue)
    with wave.open(io.BytesIO(cue_wav(cue)), "rb") as wav:
        assert wav.getnchannels() == 2
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == SAMPLE_RATE == 22_050
        frames = wav.readframes(wav.getnframes())
    assert frames == pcm
    left, right = cue_samples(cue)
    assert len(pcm) == 4 * len(left)
    values = array("h", pcm)
    assert list(values[0::2]) == [round(v * 32767) for v in left]
    assert list(values[1::2]) == [round(v * 32767) for v in right]


def test_the_key_tells_apart_the_cues_that_sound_different() -> None:
    cues = {
        landing(1, 2),
        landing(2, 1),
        landing(1, 2, voice=Voice.OTHER),
        landing(1, 2, power=True),
        landing(1, 2, width=9),
        landing(1, 2, rows=7),
        Cue(CueKind.POP, 1, 7),
        Cue(CueKind.POP, 1, 7, voice=Voice.OTHER),
    }
    assert len({cue.key for cue in cues}) == len(cues)
    # A pop's row does not matter: the same sound, the same key.
    assert Cue(CueKind.POP, 1, 7, 0, 6).key == Cue(CueKind.POP, 1, 7, 0, 12).key


def test_outside_the_board_is_refused() -> None:
    for bad in ((7, 0), (-1, 0), (0, 6), (0, -1)):
        with pytest.raises(ValueError, match="outside a board"):
            landing(*bad)


def test_five_in_a_row_s_columns_are_numbered_over_the_whole_width() -> None:
    rules = Rules.preset("five_in_a_row")
    assert rules.width == 9
    # Its first playable column is the game's column 2 (B3), panned left but not fully.
    assert round(column_frequency(1, rules.width)) == 247
    assert -0.85 < column_pan(1, rules.width) < -0.5
    assert column_pan(7, rules.width) == -column_pan(1, rules.width)


@given(st.integers(min_value=1, max_value=40))
def test_the_mapping_rises_within_an_audible_range_on_any_board(size: int) -> None:
    columns = [column_frequency(c, size) for c in range(size)]
    rows = [row_frequency(r, size) for r in range(size)]
    pans = [column_pan(c, size) for c in range(size)]
    for values in (columns, rows, pans):
        assert all(a < b for a, b in itertools.pairwise(values))
    assert all(150 <= f <= 2000 for f in columns + rows)
    assert all(-1 <= p <= 1 for p in pans)
    if size <= 16:  # a column sounds the same on every board up to 16 wide: learnt once
        assert columns == [column_frequency(c, 16) for c in range(size)]
    else:  # steps stay at least a quarter tone apart
        assert all(b / a > 2 ** (1 / 24) for a, b in itertools.pairwise(columns))


@given(
    st.integers(min_value=4, max_value=18).flatmap(
        lambda width: st.tuples(st.just(width), st.integers(0, width - 1))
    ),
    st.integers(min_value=4, max_value=12).flatmap(
        lambda rows: st.tuples(st.just(rows), st.integers(0, rows - 1))
    ),
    st.sampled_from(list(Voice)),
    st.booleans(),
)
def test_every_landing_is_short_quiet_at_its_ends_and_in_range(
    board: tuple[int, int], height: tuple[int, int], voice: Voice, power: bool
) -> None:
    width, column = board
    rows, row = height
    cue = landing(column, row, width, rows, voice=voice, power=power)
    left, right = cue_samples(cue)
    assert len(left) / SAMPLE_RATE <= MAX_DURATION
    assert left[0] == right[0] == left[-1] == right[-1] == 0.0
    assert all(150 <= f <= 2000 for f in cue.frequencies)
