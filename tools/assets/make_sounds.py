"""Procedurally synthesise Stammtisch's sound effects into ``sounds/``.

Run ``python tools/assets/make_sounds.py`` from the repository root.  Standard library only
(``wave``, ``math``, ``array``, seeded ``random.Random``), so the output is deterministic:
16-bit mono PCM at 44100 Hz, peak at most ``PEAK`` of full scale, with short fades at both
ends so nothing clicks.

Public helpers: ``SOUNDS`` (name -> generator returning float samples in -1..1),
``render_sound(name) -> array('h')`` (the exact PCM written to disk), ``write_wav`` and
``build_all``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.ROOT

SOUNDS_DIR = ROOT / "sounds"

RATE = 44100
PEAK = 0.7  # normalisation target (fraction of full scale); the hard ceiling is 0.8
TAU = 2 * math.pi

Samples = list[float]


# --------------------------------------------------------------------------- building blocks
def n_samples(seconds: float) -> int:
    return max(1, round(seconds * RATE))


def silence(seconds: float) -> Samples:
    return [0.0] * n_samples(seconds)


def noise(rng: random.Random, seconds: float) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def _coef(cutoff: float) -> float:
    return 1.0 - math.exp(-TAU * max(1.0, cutoff) / RATE)


def lowpass(xs: Iterable[float], cutoff: float | Callable[[int], float]) -> Samples:
    """One-pole low-pass; ``cutoff`` may be a function of the sample index (a sweep)."""
    out: Samples = []
    y = 0.0
    fixed = None if callable(cutoff) else _coef(cutoff)
    for i, x in enumerate(xs):
        a = fixed if fixed is not None else _coef(cutoff(i))  # type: ignore[operator]
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: Iterable[float], cutoff: float) -> Samples:
    xs = list(xs)
    low = lowpass(xs, cutoff)
    return [x - lo for x, lo in zip(xs, low, strict=True)]


def bandpass(xs: Iterable[float], low: float, high: float) -> Samples:
    return highpass(lowpass(lowpass(xs, high), high), low)


def envelope(xs: Samples, attack: float, decay: float) -> Samples:
    """Linear attack of ``attack`` seconds, then exponential decay with time-constant ``decay``."""
    na = max(1, n_samples(attack))
    out = []
    for i, x in enumerate(xs):
        g = i / na if i < na else math.exp(-(i - na) / (decay * RATE))
        out.append(x * g)
    return out


def tone(freq: float | Callable[[float], float], seconds: float, partials=((1, 1.0),),
         attack: float = 0.004, decay: float = 0.2, vibrato: float = 0.0) -> Samples:
    """Additive tone; ``partials`` are (multiple, amplitude) pairs, higher ones decay faster."""
    n = n_samples(seconds)
    out = [0.0] * n
    for mult, amp in partials:
        phase = 0.0
        dec = decay / (1 + 0.6 * (mult - 1))
        for i in range(n):
            t = i / RATE
            f = freq(t) if callable(freq) else freq
            f *= 1 + vibrato * math.sin(TAU * 5.5 * t)
            phase += TAU * f * mult / RATE
            out[i] += amp * math.sin(phase) * math.exp(-t / dec)
    na = n_samples(attack)
    for i in range(min(na, n)):
        out[i] *= i / na
    return fade(out, 0.0, 0.015)  # no step where the note is cut off


def mix(into: Samples, src: Samples, at: float = 0.0, gain: float = 1.0) -> Samples:
    start = n_samples(at) if at > 0 else 0
    need = start + len(src)
    if need > len(into):
        into.extend([0.0] * (need - len(into)))
    for i, x in enumerate(src):
        into[start + i] += x * gain
    return into


def fade(xs: Samples, fade_in: float = 0.003, fade_out: float = 0.012) -> Samples:
    """Raised-cosine fades at both ends (avoids clicks)."""
    out = list(xs)
    n = len(out)
    fi = min(n, n_samples(fade_in)) if fade_in > 0 else 0
    fo = min(n, n_samples(fade_out)) if fade_out > 0 else 0
    for i in range(fi):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(fo):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    return out


def normalise(xs: Samples, peak: float = PEAK) -> Samples:
    top = max((abs(x) for x in xs), default=0.0)
    if top == 0:
        return list(xs)
    return [x * peak / top for x in xs]


def snap(rng: random.Random, seconds: float = 0.06, low: float = 900, high: float = 5000,
         decay: float = 0.012) -> Samples:
    """Short band-passed noise burst: the basic card-on-table sound."""
    return envelope(bandpass(noise(rng, seconds), low, high), 0.0015, decay)


# --------------------------------------------------------------------------- the sounds
def card_play() -> Samples:
    rng = random.Random(101)
    out = snap(rng, 0.13, 700, 4200, 0.018)
    mix(out, tone(150, 0.08, decay=0.025), gain=0.35)
    return out


def deal() -> Samples:
    rng = random.Random(102)
    xs = bandpass(noise(rng, 0.09), 2200, 9000)
    return envelope(xs, 0.012, 0.018)


def shuffle() -> Samples:
    rng = random.Random(103)
    out = silence(0.66)
    t = 0.01
    total = 0.6
    while t < total - 0.03:
        pos = t / total
        gain = 0.45 + 0.55 * math.sin(math.pi * pos)
        burst = snap(rng, 0.03, 1500 + rng.uniform(0, 800), 7000, 0.004 + rng.uniform(0, 0.003))
        mix(out, burst, t, gain * rng.uniform(0.7, 1.0))
        t += 0.014 + 0.012 * (1 - math.sin(math.pi * pos)) + rng.uniform(0, 0.004)
    mix(out, snap(rng, 0.06, 400, 3000, 0.02), 0.6, 0.9)  # the cards settle
    return out


def draw() -> Samples:
    rng = random.Random(104)
    n = n_samples(0.16)
    xs = lowpass(noise(rng, 0.16), lambda i: 1200 + 5000 * i / n)
    xs = highpass(xs, 500)
    hump = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    return [x * h for x, h in zip(xs, hump, strict=True)]


def pickup() -> Samples:
    rng = random.Random(105)
    out = silence(0.2)
    mix(out, snap(rng, 0.05, 1500, 7000, 0.008), 0.0, 0.7)
    mix(out, snap(rng, 0.05, 1200, 6000, 0.01), 0.045, 1.0)
    mix(out, draw(), 0.02, 0.5)
    return out


def trick() -> Samples:
    rng = random.Random(106)
    n = n_samples(0.34)
    xs = lowpass(noise(rng, 0.34), lambda i: 400 + 3200 * math.sin(math.pi * i / n))
    swoosh = [x * math.sin(math.pi * i / n) ** 1.5 for i, x in enumerate(xs)]
    out = mix(swoosh, tone(98, 0.3, ((1, 1.0), (2, 0.3)), attack=0.02, decay=0.09), 0.05, 0.35)
    return out


def capture() -> Samples:
    rng = random.Random(107)
    out = silence(0.32)
    for k, at in enumerate((0.0, 0.035, 0.07)):
        mix(out, snap(rng, 0.05, 900, 5000, 0.01), at, 0.6 + 0.2 * k)
    mix(out, tone(330, 0.24, ((1, 1.0), (2, 0.4), (3, 0.15)), decay=0.07), 0.07, 0.45)
    return out


def _bell(freq: float, seconds: float, decay: float) -> Samples:
    return tone(freq, seconds, ((1, 1.0), (2.0, 0.35), (3.01, 0.18), (4.2, 0.08)),
                attack=0.002, decay=decay)


def zwick() -> Samples:
    out = silence(0.55)
    mix(out, _bell(1318.5, 0.45, 0.14), 0.0, 0.8)  # E6
    mix(out, _bell(1760.0, 0.45, 0.18), 0.09, 1.0)  # A6
    return out


def _note(freq: float, seconds: float, decay: float) -> Samples:
    return tone(freq, seconds, ((1, 1.0), (2, 0.3), (3, 0.15)), attack=0.006, decay=decay)


def win() -> Samples:
    out = silence(0.95)
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    for k, f in enumerate(notes):
        last = k == len(notes) - 1
        mix(out, _note(f, 0.6 if last else 0.25, 0.25 if last else 0.09), 0.1 * k,
            1.0 if last else 0.8)
    mix(out, _note(783.99, 0.5, 0.22), 0.3, 0.35)  # a fifth under the final note
    mix(out, _note(659.25, 0.5, 0.22), 0.3, 0.3)
    return out


def _brass(freq: float, seconds: float, decay: float = 0.6) -> Samples:
    """A soft brass note: many partials, a slower attack and a little vibrato."""
    return tone(freq, seconds, tuple((k, 1.0 / k) for k in range(1, 7)), attack=0.035,
                decay=decay, vibrato=0.004)


def fanfare() -> Samples:
    """A game is won: a brass call (three short G, then C held over its chord) and a
    bell's run up at the end; longer than ``win``, it opens the celebration."""
    out = silence(2.4)
    g4, c5, e5, g5, c6 = 392.0, 523.25, 659.25, 783.99, 1046.5
    for k in range(3):
        mix(out, _brass(g4, 0.16, 0.2), 0.12 * k, 0.7)
    mix(out, _brass(c5, 1.3, 0.9), 0.36, 1.0)
    for freq, gain in ((e5, 0.45), (g5, 0.4), (261.63, 0.5)):
        mix(out, _brass(freq, 1.2, 0.8), 0.38, gain)
    for k, freq in enumerate((c5, e5, g5, c6, e5 * 2)):
        mix(out, _bell(freq, 0.6, 0.25), 1.2 + 0.08 * k, 0.35)
    return out


def lose() -> Samples:
    out = silence(0.85)
    notes = [(392.0, 0.0), (311.13, 0.18), (261.63, 0.36)]  # G4 Eb4 C4
    for k, (f, at) in enumerate(notes):
        last = k == len(notes) - 1
        mix(out, tone(f, 0.45 if last else 0.22, ((1, 1.0), (2, 0.2), (3, 0.1)),
                      attack=0.015, decay=0.3 if last else 0.1, vibrato=0.006 if last else 0.0),
            at, 0.9)
    return out


def click() -> Samples:
    rng = random.Random(112)
    out = tone(2200, 0.05, ((1, 1.0),), attack=0.0005, decay=0.006)
    mix(out, snap(rng, 0.02, 3000, 12000, 0.002), 0.0, 0.5)
    return out


def error() -> Samples:
    out = silence(0.32)
    buzz = tone(110, 0.13, ((1, 1.0), (2, 0.5), (3, 0.33), (4, 0.25), (5, 0.2)),
                attack=0.01, decay=0.5)
    buzz = lowpass(buzz, 1200)
    mix(out, fade(buzz, 0.01, 0.03), 0.0)
    mix(out, fade(buzz, 0.01, 0.03), 0.16, 0.85)
    return out


def turn() -> Samples:
    """Your turn: two rising soft bells (a fourth), unlike any move sound."""
    out = silence(0.42)
    mix(out, _bell(659.25, 0.3, 0.1), 0.0, 0.7)    # E5
    mix(out, _bell(880.0, 0.34, 0.12), 0.11, 0.9)   # A5
    return out


def legal() -> Samples:
    """Focus on a card that may be played now: a short bright tick."""
    return tone(1568.0, 0.06, ((1, 1.0), (2, 0.2)), attack=0.001, decay=0.018)


def illegal() -> Samples:
    """Focus on a card that may not be played now: a short dull low tick."""
    return lowpass(tone(196.0, 0.08, ((1, 1.0), (2, 0.5), (3, 0.3)), attack=0.002,
                        decay=0.025), 900)


def other() -> Samples:
    """Before another seat's move is said: a soft low wooden knock, two quick strokes
    (90 ms in all), unlike the focus ticks and the turn bell."""
    out = silence(0.09)
    knock = lowpass(tone(392.0, 0.05, ((1, 1.0), (2.7, 0.35)), attack=0.001, decay=0.012),
                    2500)
    mix(out, knock, 0.0, 0.8)
    mix(out, knock, 0.035, 0.55)
    return out


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card_play": card_play,
    "deal": deal,
    "shuffle": shuffle,
    "draw": draw,
    "pickup": pickup,
    "trick": trick,
    "capture": capture,
    "zwick": zwick,
    "win": win,
    "fanfare": fanfare,
    "lose": lose,
    "click": click,
    "error": error,
    "turn": turn,
    "legal": legal,
    "illegal": illegal,
    "other": other,
}

# per-sound loudness (fraction of full scale) so UI blips sit below the jingles
LEVELS: dict[str, float] = {"click": 0.5, "error": 0.55, "deal": 0.6, "draw": 0.6,
                            "legal": 0.4, "illegal": 0.45, "turn": 0.55, "other": 0.45}


# --------------------------------------------------------------------------- output
def render_sound(name: str) -> array:
    """The exact 16-bit PCM samples written to ``sounds/<name>.wav``."""
    xs = normalise(fade(SOUNDS[name]()), LEVELS.get(name, PEAK))
    return array("h", (max(-32767, min(32767, round(x * 32767))) for x in xs))


def write_wav(path: Path, pcm: array) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = array("h", pcm)
    if data.itemsize != 2:
        raise RuntimeError("need 16-bit samples")
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def build_all(out: Path = SOUNDS_DIR) -> list[Path]:
    written = []
    for name in SOUNDS:
        path = out / f"{name}.wav"
        write_wav(path, render_sound(name))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR)
    args = parser.parse_args(argv)
    written = build_all(args.out)
    print(f"wrote {len(written)} files to {args.out}")


if __name__ == "__main__":
    main()
