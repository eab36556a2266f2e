"""Play by ear: a headless game whose speech is printed as a transcript.

Keys come one per line on stdin (``right``, ``left``, ``return``, ``space``, ``tab``,
``up``, ``down``, ``escape``, ``f2``…``f8``, letters, digits); after each the app runs
until it waits for the human again, and everything said meanwhile is printed — what a
blind player hears, nothing of the screen. Deterministic for a seed (the computers too).

    python tools/checks/speech_transcript.py --game zwicker --seed 3 < keys.txt
    tail -f keys.txt | python tools/checks/speech_transcript.py --game stortok   # step by step
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless()

import pygame  # noqa: E402

from game.app.app import App  # noqa: E402
from game.app.cli import Config  # noqa: E402
from game.app.session import Seat, Session  # noqa: E402
from game.app.speech import Narrator, Recorder, install  # noqa: E402


def waiting(app: App) -> bool:
    """The app waits for the human: their turn at a table, or a screen that is not one."""
    top = app.scenes.top
    if top is None:
        return True
    if hasattr(top, "driver"):
        return top.human_to_act() or (top.model.state.is_over and not top.busy)
    return True


def settle(app: App, frames: int = 4000) -> None:
    for _ in range(frames):
        app.step()
        if waiting(app):
            break
    for _ in range(3):
        app.step()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="stortok")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--humans", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    parser.add_argument("--option", action="append", default=[],
                        help="a game option, NAME=INT (e.g. rounds=2)")
    args = parser.parse_args(argv)
    app = App(Config(fast=True, lang=args.lang, size=(1280, 720)))
    app.settings.tutorial_offered = True
    app.start()
    recorder = Recorder()
    install(app, lambda a: Narrator(a, recorder, available=True))
    app.settings.speech = True
    names = ["Alex", "Bert", "Carla", "Dora", "Emil", "Frieda", "Gustav", "Hanna"]
    seats = [Seat(names[i], i < args.humans) for i in range(args.players)]
    options = {k: int(v) for k, v in (o.split("=") for o in args.option)}
    app.nav.open_table(Session(args.game, seats, seed=args.seed, options=options,
                               ai_seed=args.seed))
    app.scenes.apply_pending()
    shown = 0

    def flush() -> None:
        nonlocal shown
        for text, priority in recorder.said[shown:]:
            mark = {"event": " ", "focus": ">", "urgent": "!", "turn": "*"}.get(priority, "?")
            print(f"  {mark} {text}", flush=True)
        shown = len(recorder.said)

    settle(app)
    flush()
    for line in sys.stdin:
        name = line.strip().lower()
        if not name or name.startswith("#"):
            continue
        try:
            key = pygame.key.key_code(name)
        except ValueError:
            print(f"[unknown key {name!r}]", flush=True)
            continue
        print(f"[{name}]", flush=True)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        settle(app)
        flush()
        if app.scenes.top is None:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
