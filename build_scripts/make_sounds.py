"""Synthesize the game's sound effects into resources/sounds/ (16-bit mono WAV, 44.1 kHz).

The sounds are generated, not recorded, so they carry no licence of their own and can be
rebuilt exactly: ``python build_scripts/make_sounds.py``.

- drop.wav: a disc landing — a short wooden knock (damped low tones and a noise click).
- pop.wav: a disc popped out — a quick rising "pop".
- win.wav: a line completed — three rising notes.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44_100
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    data = b"".join(struct.pack("<h", round(s * scale)) for s in samples)
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(data)


def knock() -> list[float]:
    rng = random.Random(1)
    n = int(0.16 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        body = math.sin(2 * math.pi * 190 * t) * math.exp(-t * 38)
        body += 0.6 * math.sin(2 * math.pi * 420 * t) * math.exp(-t * 60)
        click = rng.uniform(-1, 1) * math.exp(-t * 400)
        out.append(body + 0.5 * click)
    return out


def pop() -> list[float]:
    n = int(0.14 * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        freq = 300 + 1600 * (t / 0.14) ** 0.6
        phase += 2 * math.pi * freq / RATE
        envelope = min(1.0, t / 0.004) * math.exp(-t * 28)
        out.append(math.sin(phase) * envelope)
    return out


def win() -> list[float]:
    out: list[float] = []
    for freq in (523.25, 659.25, 783.99):
        n = int(0.13 * RATE)
        for i in range(n):
            t = i / RATE
            envelope = min(1.0, t / 0.005) * math.exp(-t * 9)
            tone = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            out.append(tone * envelope)
    tail = int(0.15 * RATE)
    out += [out[-1] * math.exp(-i / 400) for i in range(tail)]
    return out


def main() -> None:
    write("drop.wav", knock())
    write("pop.wav", pop())
    write("win.wav", win())
    print(f"wrote drop.wav, pop.wav, win.wav to {OUT}")


if __name__ == "__main__":
    main()
