"""Synthesise Stammtisch's music loops into ``sounds/music/`` (Ogg Vorbis).

Run ``python tools/assets/make_music.py`` from the repository root. The music is made
here, note by note, by a small additive synthesiser (standard library only, seeded, so
the samples are the same on every run); only the last step, squeezing the samples into
Ogg Vorbis, asks the system's libsndfile (found with ``ctypes``; pygame-ce's wheel
carries one too). The game streams the files with ``pygame.mixer.music``, so a loop
costs its decoder's few kilobytes, not its samples.

Each track is a loop: the notes that ring past its end are folded back onto its start,
so it repeats without a seam. Mono, 22050 Hz: background music at a card table needs no
more, and a loop stays around 100 KB.

Public helpers: ``TRACKS`` (name -> the score), ``render_track(name) -> array('h')``,
``write_ogg`` and ``build_all``.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import math
import random
import sys
from array import array
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.ROOT
MUSIC_DIR = ROOT / "sounds" / "music"

RATE = 22050
PEAK = 0.6            # the loudest sample, as a fraction of full scale
QUALITY = 0.25        # Vorbis quality (0..1): soft background music needs little
TAU = 2 * math.pi

Samples = list[float]


# --------------------------------------------------------------------------- notes
NOTE_INDEX = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def pitch(name: str) -> float:
    """Frequency of a note name such as ``"A4"``, ``"F#3"`` or ``"Bb2"`` (A4 = 440 Hz)."""
    step = NOTE_INDEX[name[0]]
    rest = name[1:]
    while rest and rest[0] in "#b":
        step += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    midi = 12 * (int(rest) + 1) + step
    return 440.0 * 2 ** ((midi - 69) / 12)


@dataclass(frozen=True)
class Voice:
    """How an instrument sounds: (multiple, amplitude) partials, each decaying faster
    the higher it is, an attack and a decay time, and a slight detune for warmth."""

    partials: tuple[tuple[float, float], ...]
    attack: float
    decay: float
    detune: float = 0.0
    release: float = 0.08


PIANO = Voice(((1, 1.0), (2, 0.45), (3, 0.18), (4, 0.08), (5, 0.04)), 0.006, 0.9,
              detune=0.0015)
BELL = Voice(((1, 1.0), (2.0, 0.3), (3.01, 0.14), (4.2, 0.05)), 0.003, 0.7)
PLUCK = Voice(((1, 1.0), (2, 0.5), (3, 0.25), (4, 0.1)), 0.004, 0.35)
BASS = Voice(((1, 1.0), (2, 0.35), (3, 0.08)), 0.012, 0.8)
PAD = Voice(((1, 1.0), (2, 0.18), (3, 0.06)), 0.35, 3.0, detune=0.004, release=0.5)


def render_note(voice: Voice, freq: float, seconds: float) -> Samples:
    """One note of ``voice``: ``seconds`` held, then its release (a short fade)."""
    n = max(1, round((seconds + voice.release) * RATE))
    held = max(1, round(seconds * RATE))
    out = [0.0] * n
    detunes = (1 - voice.detune, 1 + voice.detune) if voice.detune else (1.0,)
    for mult, amp in voice.partials:
        decay = voice.decay / (1 + 0.7 * (mult - 1))
        fall = math.exp(-1 / (decay * RATE))
        for d in detunes:
            step = TAU * freq * mult * d / RATE
            if step >= math.pi:            # above the Nyquist frequency: left out
                continue
            gain = amp / len(detunes)
            level = gain
            for i in range(n):
                out[i] += level * math.sin(step * i)
                level *= fall
    attack = max(1, round(voice.attack * RATE))
    release = n - held
    for i in range(n):
        g = 1.0
        if i < attack:
            g = i / attack
        if i >= held and release > 0:
            g *= 0.5 + 0.5 * math.cos(math.pi * (i - held) / release)
        out[i] *= g
    return out


def brush(rng: random.Random, seconds: float = 0.12) -> Samples:
    """A soft brush on a snare: noise, smoothed, falling away."""
    n = round(seconds * RATE)
    out = []
    low = 0.0
    for i in range(n):
        x = rng.uniform(-1, 1)
        low += 0.35 * (x - low)
        out.append((x - low) * math.exp(-i / (0.03 * RATE)))
    return out


# --------------------------------------------------------------------------- scores
@dataclass(frozen=True)
class Track:
    """A loop: ``bars`` bars of four beats at ``bpm``, made by ``compose`` into a
    mixer of (voice, note, start beat, beats, gain) events."""

    bpm: float
    bars: int
    compose: Callable[[Callable[..., None], random.Random], None]

    @property
    def beat(self) -> float:
        return 60.0 / self.bpm

    @property
    def seconds(self) -> float:
        return self.bars * 4 * self.beat


#: The menu: warm and unhurried, a piano over slow chords (Fmaj7 Dm7 Gm7 C7, twice).
MENU_CHORDS = (("F2", "A3", "C4", "E4"), ("D2", "F3", "A3", "C4"),
               ("G2", "Bb3", "D4", "F4"), ("C2", "Bb3", "E4", "G4"))
MENU_TUNE = (
    # bar, beat, note, beats
    (0, 0, "C5", 1.5), (0, 1.5, "A4", 0.5), (0, 2, "G4", 1), (0, 3, "A4", 1),
    (1, 0, "F4", 2), (1, 2, "A4", 1), (1, 3, "C5", 1),
    (2, 0, "D5", 1.5), (2, 1.5, "C5", 0.5), (2, 2, "Bb4", 1), (2, 3, "A4", 1),
    (3, 0, "G4", 3),
    (4, 0, "C5", 1.5), (4, 1.5, "A4", 0.5), (4, 2, "C5", 1), (4, 3, "F5", 1),
    (5, 0, "E5", 1), (5, 1, "D5", 1), (5, 2, "C5", 1), (5, 3, "A4", 1),
    (6, 0, "Bb4", 1.5), (6, 1.5, "D5", 0.5), (6, 2, "C5", 1), (6, 3, "Bb4", 1),
    (7, 0, "A4", 1), (7, 1, "G4", 1), (7, 2, "E4", 2),
)


def compose_menu(add: Callable[..., None], rng: random.Random) -> None:
    for bar in range(8):
        chord = MENU_CHORDS[bar % 4]
        start = bar * 4
        add(BASS, chord[0], start, 2.5, 0.55)
        add(BASS, chord[0], start + 2.5, 1.5, 0.35)
        for note in chord[1:]:
            add(PAD, note, start, 4, 0.12)
        for k, beat in enumerate((0.5, 1.5, 2.5, 3.5)):          # off-beat piano chords
            for note in chord[1:]:
                add(PIANO, note, start + beat, 0.45, 0.09 + 0.02 * (k % 2))
    for bar, beat, note, beats in MENU_TUNE:
        add(PIANO, note, bar * 4 + beat, beats, 0.32 + rng.uniform(-0.03, 0.03))


#: The table: quieter and sparser, so it never covers a card's sound: a plucked
#: arpeggio over a walking bass (Am7 D7 Gmaj7 Cmaj7 | Am7 D7 Bm7 E7), brushes on 2 and 4.
TABLE_CHORDS = (("A2", "C4", "E4", "G4"), ("D2", "C4", "F#4", "A4"),
                ("G2", "B3", "D4", "F#4"), ("C2", "B3", "E4", "G4"),
                ("A2", "C4", "E4", "G4"), ("D2", "C4", "F#4", "A4"),
                ("B2", "A3", "D4", "F#4"), ("E2", "G#3", "B3", "D4"))
ARPEGGIO = (1, 2, 3, 2, 1, 3, 2, 3)           # which chord tone on each eighth


def compose_table(add: Callable[..., None], rng: random.Random) -> None:
    for bar, chord in enumerate(TABLE_CHORDS):
        start = bar * 4
        root = pitch(chord[0])
        for beat in range(4):                          # walking bass: root, fifth, …
            ratio = (1.0, 1.5, 2.0, 1.5)[beat]
            add(BASS, root * ratio, start + beat, 0.9, 0.45 if beat == 0 else 0.32)
        for eighth, tone in enumerate(ARPEGGIO):
            add(PLUCK, chord[tone], start + eighth / 2, 0.45,
                0.16 + (0.05 if eighth % 2 == 0 else 0) + rng.uniform(-0.02, 0.02))
        if bar % 2 == 1:                               # a bell answers every other bar
            add(BELL, chord[3].replace("4", "5"), start + 3, 1, 0.12)
        for beat in (1, 3):
            add("brush", "", start + beat, 0, 0.1 + rng.uniform(0, 0.03))


TRACKS: dict[str, Track] = {
    "menu": Track(84, 8, compose_menu),
    "table": Track(96, 8, compose_table),
}


# --------------------------------------------------------------------------- rendering
def render_loop(track: Track, seed: int) -> Samples:
    """The track as float samples; what rings past the end starts the loop again."""
    length = round(track.seconds * RATE)
    out = [0.0] * length
    rng = random.Random(seed)
    noise = random.Random(seed + 1)
    cache: dict[tuple, Samples] = {}

    def add(voice: Voice | str, note: str | float, beat: float, beats: float,
            gain: float) -> None:
        if voice == "brush":
            samples = brush(noise)
        else:
            assert isinstance(voice, Voice)
            freq = pitch(note) if isinstance(note, str) else note
            key = (voice, round(freq, 3), beats)
            samples = cache.get(key) or cache.setdefault(
                key, render_note(voice, freq, beats * track.beat))
        at = round(beat * track.beat * RATE)
        for i, x in enumerate(samples):
            out[(at + i) % length] += gain * x

    track.compose(add, rng)
    return out


def render_track(name: str) -> array:
    """The 16-bit PCM of track ``name``, normalised to :data:`PEAK`."""
    xs = render_loop(TRACKS[name], seed=sorted(TRACKS).index(name) + 1)
    top = max(abs(x) for x in xs) or 1.0
    return array("h", (round(x * PEAK / top * 32767) for x in xs))


# --------------------------------------------------------------------------- Ogg Vorbis
SF_FORMAT_OGG = 0x200000
SF_FORMAT_VORBIS = 0x0060
SFM_WRITE = 0x20
SFC_SET_VBR_ENCODING_QUALITY = 0x1300


class SfInfo(ctypes.Structure):
    _fields_ = [("frames", ctypes.c_int64), ("samplerate", ctypes.c_int),
                ("channels", ctypes.c_int), ("format", ctypes.c_int),
                ("sections", ctypes.c_int), ("seekable", ctypes.c_int)]


def find_libsndfile() -> ctypes.CDLL:
    """The system's libsndfile, else the copy in pygame-ce's wheel; SystemExit if none."""
    candidates = [ctypes.util.find_library("sndfile")]
    try:
        import pygame
        libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
        candidates += [str(p) for p in sorted(libs.glob("libsndfile*"))]
    except ImportError:
        pass
    for candidate in candidates:
        if candidate:
            try:
                return ctypes.CDLL(candidate)
            except OSError:
                continue
    raise SystemExit("make_music: no libsndfile found to write Ogg Vorbis "
                     "(install libsndfile1, or pygame-ce from its wheel)")


def write_ogg(path: Path, pcm: array, quality: float = QUALITY) -> None:
    """Write mono 16-bit ``pcm`` at :data:`RATE` as Ogg Vorbis."""
    lib = find_libsndfile()
    lib.sf_open.restype = ctypes.c_void_p
    lib.sf_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(SfInfo)]
    lib.sf_command.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    lib.sf_write_short.restype = ctypes.c_int64
    lib.sf_write_short.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64]
    lib.sf_close.argtypes = [ctypes.c_void_p]
    lib.sf_strerror.restype = ctypes.c_char_p
    lib.sf_strerror.argtypes = [ctypes.c_void_p]
    path.parent.mkdir(parents=True, exist_ok=True)
    info = SfInfo(0, RATE, 1, SF_FORMAT_OGG | SF_FORMAT_VORBIS, 0, 0)
    handle = lib.sf_open(str(path).encode(), SFM_WRITE, ctypes.byref(info))
    if not handle:
        raise SystemExit(f"make_music: cannot write {path}: {lib.sf_strerror(None).decode()}")
    try:
        level = ctypes.c_double(quality)
        lib.sf_command(handle, SFC_SET_VBR_ENCODING_QUALITY, ctypes.byref(level),
                       ctypes.sizeof(level))
        data = array("h", pcm)
        if sys.byteorder == "big":
            data.byteswap()
        buffer = (ctypes.c_short * len(data)).from_buffer(data)
        written = lib.sf_write_short(handle, buffer, len(data))
        if written != len(data):
            raise SystemExit(f"make_music: wrote {written} of {len(data)} samples to {path}")
    finally:
        lib.sf_close(handle)


def build_all(out: Path = MUSIC_DIR) -> list[Path]:
    written = []
    for name in TRACKS:
        path = out / f"{name}.ogg"
        write_ogg(path, render_track(name))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=MUSIC_DIR)
    args = parser.parse_args(argv)
    for path in build_all(args.out):
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
