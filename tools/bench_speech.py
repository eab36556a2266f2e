"""Speech latency: from a key press to the start of the utterance it causes (issue 24).

A headless app at a Stortok table with speech on; the speech thread drives the real
eSpeak NG, which writes its audio to a pipe (``--stdout``) instead of a sound card, so
the moment the first audible sample comes out can be timed. Each key press (Left/Right
moving the focus, F3 reading the hand) is timed from just before the frame that handles
it to the first sample louder than -36 dBFS; and the frames themselves are timed while
the engine talks, to show speech never stalls one.

    python tools/bench_speech.py [--presses 60] [--lang en|de]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STAMMTISCH_HOME", tempfile.mkdtemp(prefix="stammtisch-bench-"))

import pygame  # noqa: E402

from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.speech import Narrator, install  # noqa: E402
from game.app.speech.engine import RATE, Speaker, espeak_program  # noqa: E402

THRESHOLD = 512          # -36 dBFS of a 16-bit sample
HEADER = 44              # eSpeak NG's WAV header on stdout


class PipeEngine:
    """eSpeak NG writing to a pipe; notes when the first audible sample arrives."""

    name = "espeak-ng --stdout"

    def __init__(self, program: str) -> None:
        self.program = program
        self.first_sound: list[tuple[str, float]] = []
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()

    def speak(self, text: str, language: str) -> None:
        command = [self.program, "-v", language, "-s", str(RATE), "--stdout", "--", text]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        with self._lock:
            self._process = process
        seen = 0
        heard = False
        assert process.stdout is not None
        while True:
            chunk = process.stdout.read1(4096)
            if not chunk:
                break
            if not heard:
                body = chunk[max(0, HEADER - seen):]
                body = body[:len(body) - len(body) % 2]
                if any(abs(x) > THRESHOLD for x in array("h", body)):
                    self.first_sound.append((text, time.perf_counter()))
                    heard = True
            seen += len(chunk)
        process.wait()
        with self._lock:
            self._process = None

    def stop(self) -> None:
        with self._lock:
            if self._process is not None and self._process.poll() is None:
                self._process.kill()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=60)
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    args = parser.parse_args(argv)
    program = espeak_program()
    if program is None:
        print("no speech engine: install espeak-ng")
        return 1
    engine = PipeEngine(program)
    app = App(Config(game="stortok", players=3, seed=7, fast=True, lang=args.lang,
                     size=(1280, 720)))
    app.settings.tutorial_offered = True
    app.start()
    speaker = Speaker(engine)
    install(app, lambda a: Narrator(a, speaker, available=True))
    app.settings.speech = True
    table = app.scenes.top
    app.run_until(table.human_to_act, 5000)
    for _ in range(30):
        app.step()
    time.sleep(3.0)                         # let "your turn" finish
    latencies: list[float] = []
    frames: list[float] = []
    by_key: dict[str, list[float]] = {}
    keys = [pygame.K_RIGHT, pygame.K_LEFT, pygame.K_F3]
    for n in range(args.presses):
        key = keys[n % len(keys)]
        heard = len(engine.first_sound)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        pressed = time.perf_counter()
        app.step()
        deadline = pressed + 5.0
        while len(engine.first_sound) == heard and time.perf_counter() < deadline:
            started = time.perf_counter()
            app.step()
            frames.append((time.perf_counter() - started) * 1000)
            time.sleep(0.001)
        if len(engine.first_sound) > heard:
            latency = (engine.first_sound[-1][1] - pressed) * 1000
            latencies.append(latency)
            by_key.setdefault(pygame.key.name(key), []).append(latency)
        for _ in range(20):                 # let it talk a while (frames keep running)
            started = time.perf_counter()
            app.step()
            frames.append((time.perf_counter() - started) * 1000)
            time.sleep(0.01)
    speaker.close()
    print(f"key press -> first audible sample, {len(latencies)} presses "
          f"({args.lang}, espeak-ng {RATE} wpm): p50 {statistics.median(latencies):.0f} ms, "
          f"p99 {percentile(latencies, 0.99):.0f} ms, max {max(latencies):.0f} ms")
    for name, values in by_key.items():
        print(f"  {name}: p50 {statistics.median(values):.0f} ms, max {max(values):.0f} ms")
    print(f"frame work while speaking, {len(frames)} frames: p50 "
          f"{statistics.median(frames):.2f} ms, p99 {percentile(frames, 0.99):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
