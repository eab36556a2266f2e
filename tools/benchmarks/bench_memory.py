"""Peak memory over a long evening (not a test).

    python tools/benchmarks/bench_memory.py [--frames 100000] [--events 50000] [--size 1920x1080]

Two runs, each in a fresh process (dummy video driver), each reporting its peak resident
set size (``ru_maxrss``):

- ``demo``: a 5-player Stortok demo at normal animation speed for ``--frames`` frames
  (one game after the other, each scoreboard shown for half a second and left with
  Enter), every frame drawn: cards in flight at every size and angle.
- ``fuzz``: ``--events`` random inputs (keys, clicks, drags, wheel, resizes, text, pad
  buttons) over every scene the input reaches, seeded and replayable.

Budget: peak RSS <= 160 MB for each. The image caches' fill levels are printed too.
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

KEYS = ("up", "down", "left", "right", "return", "space", "escape", "backspace", "tab",
        "1", "2", "3", "4", "5", "9", "t", "d", "h", "f1", "m", "pageup", "pagedown", "a")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def caches(app) -> str:
    from game.app.kit import richtext, theme

    return "; ".join(repr(c) for c in (theme._text_cache, theme._panel_cache,
                                        richtext._cache, app.assets._cards, app.assets._misc,
                                        app.assets.groups, app.assets.plates))


def run_demo(frames: int, size: tuple[int, int]) -> None:
    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=size, game="stortok", players=5, humans=0, demo=True, seed=7))
    app.settings.think_time = 0.15
    app.start()
    import pygame

    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                               scancode=0)
    games = 0
    shown = 0                   # frames the scoreboard on top has been shown
    press: list[object] = []
    started = time.perf_counter()
    for frame in range(frames):
        app.step(press)
        press = []
        if toolkit.is_scoreboard(app.scenes.top):
            # a game's scoreboard (each game has its own), drawn like a player sees it
            # for half a second; then Next, pressed as a player presses it: play on
            shown += 1
            if shown == toolkit.SCOREBOARD_FRAMES:
                games += 1
                press = [enter]
        else:
            shown = 0
        if frame % 20000 == 0:
            print(f"  frame {frame}: peak {peak_mb():.0f} MB", flush=True)
    print(f"demo: {frames} frames, {games} games, {time.perf_counter() - started:.0f} s; "
          f"peak RSS {peak_mb():.0f} MB (budget 160)")
    print(f"  caches: {caches(app)}")


def random_event(rng: random.Random, app) -> object:
    import pygame

    roll = rng.random()
    pos = (rng.randrange(0, app.window.get_width()), rng.randrange(0, app.window.get_height()))
    if roll < 0.4:
        name = rng.choice(KEYS)
        key = pygame.key.key_code(name)
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                  buttons=(rng.random() < 0.3, 0, 0), touch=False)
    if roll < 0.75:
        kind = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return pygame.event.Event(kind, pos=pos, button=1, touch=False)
    if roll < 0.8:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                  flipped=False, precise_x=0.0, precise_y=1.0, touch=False)
    if roll < 0.85:
        text = "".join(rng.choice("abcxyzÄÖü 19-") for _ in range(rng.randrange(1, 4)))
        return pygame.event.Event(pygame.TEXTINPUT, text=text)
    if roll < 0.95:
        button = rng.choice((pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B,
                             pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_Y,
                             pygame.CONTROLLER_BUTTON_DPAD_LEFT,
                             pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
                             pygame.CONTROLLER_BUTTON_DPAD_DOWN))
        return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0)
    w, h = rng.choice(((1024, 600), (1280, 720), (1600, 900), (1920, 1080)))
    return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def run_fuzz(events: int, size: tuple[int, int], seed: int) -> None:
    from game.app.app import App
    from game.app.cli import Config

    rng = random.Random(seed)
    app = App(Config(size=size, seed=seed))
    app.settings.animation_speed = "fast"
    app.settings.think_time = 0.05
    app.start()
    restarts = 0
    started = time.perf_counter()
    for index in range(events):
        app.step([random_event(rng, app)] if rng.random() < 0.7 else [])
        if not app.running or not app.scenes.scenes:    # "Quit" was chosen: start again
            restarts += 1
            app.running = True
            app.start()
        if index % 10000 == 0:
            print(f"  event {index}: peak {peak_mb():.0f} MB", flush=True)
    print(f"fuzz: {events} events (seed {seed}, {restarts} restarts), "
          f"{time.perf_counter() - started:.0f} s; peak RSS {peak_mb():.0f} MB (budget 160)")
    print(f"  caches: {caches(app)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=100_000)
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("demo", "fuzz"))
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    if args.only == "demo":
        run_demo(args.frames, size)
        return 0
    if args.only == "fuzz":
        run_fuzz(args.events, size, args.seed)
        return 0
    for mode in ("demo", "fuzz"):
        subprocess.run([sys.executable, __file__, "--only", mode, "--frames", str(args.frames),
                        "--events", str(args.events), "--size", args.size,
                        "--seed", str(args.seed)], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
