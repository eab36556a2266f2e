"""From launch to the first own legal move: inputs and seconds, per game (not a test).

    python tools/benchmarks/bench_start.py [--seeds 3] [--games stortok,zwicker]
                                           [--device keys|mouse] [--size 1920x1080]

Every run is a process of its own with a data folder of its own, started as the game
starts (``App``, ``start``, the real main loop's 60 Hz pacing, dummy video and sound),
and driven through the real scenes by a player who answers each screen in the frame
after it appears — the player's own reading and reaction time is not counted. Three
starts per game:

- ``first``: a fresh data folder: "Where do you play?" (On a TV), then the menu.
- ``later``: after a first game of Stortok (the place asked, the lesson offered, the
  seats kept), nothing saved.
- ``saved``: the same with that game saved unfinished (Continue is the menu's first row).

In the menu the player takes the shortest way to the game wanted (keys: Down past
Continue, Left or Right on the Play row, Enter; mouse: a click on the row's arrow, a
click on the row). Reported per game and start: the inputs, the seconds to the first
picture (launch, from the process being started; and the processor seconds it took by
then, which a busy machine does not stretch), and the seconds to the first own legal
move (median and maximum over ``--seeds`` deals), of which the table's own part (from
the input that opened it).

The in-process :func:`run` (no pacing, no process) is what the test of the input count
uses.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

toolkit.headless(fresh_home=False)

GAMES = ("stortok", "zwicker", "toffpoker")
STARTS = ("first", "later", "saved")
#: the game played before a later start (its seats and autosave)
EARLIER_GAME = "stortok"
#: frames the run may take before it gives up (a minute at 60 Hz)
MAX_FRAMES = 3600


@dataclass
class Run:
    """One start, measured: the inputs and when they came, in seconds of the run."""

    game: str
    start: str
    device: str
    inputs: list[str] = field(default_factory=list)
    input_at: list[float] = field(default_factory=list)
    launch: float = 0.0         # the first picture on screen
    launch_cpu: float = 0.0     # the processor seconds the process had used by then
    first_move: float = 0.0     # the first own legal move can be made
    frames: int = 0
    reached: bool = False

    @property
    def table_part(self) -> float:
        """From the last input (which opened the table) to the first own move."""
        return self.first_move - (self.input_at[-1] if self.input_at else self.launch)


def prepare(home: Path, start: str) -> None:
    """The data folder as the start finds it (``first``: empty)."""
    if start == "first":
        return
    from game.app.session import Seat, Session
    from game.app.settings import Settings
    from game.app.storage.service import Saves

    saves = Saves.open(home)
    seats = [Seat("Anna", True, "easy"), *(Seat(name, False, "easy")
                                           for name in ("Bert", "Carla", "Dieter"))]
    settings = Settings(place_asked=True, tutorial_offered=True, last_game=EARLIER_GAME,
                        last_seats=seats)
    saves.save_settings(settings)
    if start == "saved":
        saves.autosave(Session(EARLIER_GAME, seats, seed=1))
    saves.flush()


class Player:
    """Answers each screen the way a player who knows where to go would, one input per
    frame, in the frame after the screen appeared."""

    def __init__(self, game: str, device: str) -> None:
        self.game = game
        self.device = device
        self.seen: Any = None            # the top scene last frame

    def next_input(self, app: Any) -> tuple[str, list[Any]] | None:
        """The next input (its name and events), or None: nothing to do this frame."""
        import pygame

        from game.app.screens.first_start import PlaceScene
        from game.app.screens.menu import MenuScene

        top = app.scenes.top
        if top is not self.seen:          # it appears: the player sees it next frame
            self.seen = top
            return None
        if isinstance(top, PlaceScene):
            tv = top.group.widgets[0]
            return ("Enter: on a TV", [key(pygame.K_RETURN)]) if self.device == "keys" \
                else ("click: on a TV", [click(app, tv.rect.center)])
        if isinstance(top, MenuScene):
            return self.in_menu(app, top)
        if callable(getattr(top, "human_to_act", None)):
            return None                   # a table: the deal and the computers first
        raise RuntimeError(f"no way on from {type(top).__name__}")

    def in_menu(self, app: Any, menu: Any) -> tuple[str, list[Any]]:
        import pygame

        row = menu.play_row
        values = row.values
        steps = (values.index(self.game) - row.index) % len(values)
        step = 1 if steps <= len(values) - steps else -1
        if self.device == "mouse":
            if steps:
                x = row.rect.right - 30 if step > 0 else row.rect.x + 30
                return (f"click: {'right' if step > 0 else 'left'} arrow",
                        [click(app, (x, row.rect.centery))])
            return "click: Play", [click(app, row.rect.center)]
        if menu.group.focused is not row:
            return "Down", [key(pygame.K_DOWN)]
        if steps:
            return ("Right" if step > 0 else "Left",
                    [key(pygame.K_RIGHT if step > 0 else pygame.K_LEFT)])
        return "Enter: Play", [key(pygame.K_RETURN)]


def key(code: int) -> Any:
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def click(app: Any, pos: tuple[int, int]) -> Any:
    import pygame

    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(pos), button=1)


def own_move_ready(app: Any) -> bool:
    """A table is up and its human may make a legal move now."""
    top = app.scenes.top
    return callable(getattr(top, "human_to_act", None)) and top.human_to_act() \
        and bool(top.model.state.legal_actions())


def run(game: str, start: str, device: str = "keys", *, home: Path | None = None,
        seed: int | None = None, size: tuple[int, int] = (1920, 1080), paced: bool = False,
        clock: Callable[[], float] = time.perf_counter, began: float | None = None) -> Run:
    """One start of the real app, driven to the first own legal move. ``paced``: at the
    main loop's 60 Hz in real time (else as fast as the frames go, 1/60 s each)."""
    began = clock() if began is None else began
    home = home or Path(os.environ.get("STAMMTISCH_HOME") or
                        tempfile.mkdtemp(prefix="stammtisch-start-"))
    prepare(home, start)
    import pygame

    from game.app.app import FPS, App
    from game.app.cli import Config
    from game.app.storage.service import Saves

    app = App(Config(size=size, seed=seed), saves=Saves.open(home))
    pygame.event.clear()
    app.start()
    player = Player(game, device)
    measured = Run(game, start, device)
    pace = pygame.time.Clock()
    for frame in range(MAX_FRAMES):
        dt = pace.tick(FPS) / 1000 if paced else 1 / FPS
        if own_move_ready(app):
            measured.first_move = clock() - began
            measured.reached = True
            break
        chosen = player.next_input(app)
        events = []
        if chosen is not None:
            measured.inputs.append(chosen[0])
            measured.input_at.append(clock() - began)
            events = chosen[1]
        app.step(events, dt if frame else 0.0)
        if frame == 0:
            measured.launch = clock() - began
            measured.launch_cpu = time.process_time()
        measured.frames = frame + 1
    if app.scenes.top is not None:
        top = app.scenes.top
        getattr(top, "dispose", lambda: None)()
    app.nav.close_phones()
    app.saves.flush()
    return measured


# --- the table of figures -------------------------------------------------------------

def child(game: str, start: str, device: str, seed: int, size: tuple[int, int],
          spawned: float) -> None:
    """Run in a process of its own: one paced start, printed as JSON."""
    measured = run(game, start, device, seed=seed, size=size, paced=True, clock=time.time,
                   began=spawned)
    print(json.dumps(asdict(measured) | {"table_part": measured.table_part}))


def spawn(game: str, start: str, device: str, seed: int, size: tuple[int, int]
          ) -> dict[str, Any]:
    home = tempfile.mkdtemp(prefix="stammtisch-start-")
    env = dict(os.environ, STAMMTISCH_HOME=home)
    spawned = time.time()
    out = subprocess.run(
        [sys.executable, __file__, "--child", game, start, device, str(seed),
         f"{size[0]}x{size[1]}", repr(spawned)],
        env=env, capture_output=True, text=True, check=True)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3, help="deals per game and start")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--device", choices=("keys", "mouse"), default="keys")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--child", nargs=6, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        game, start, device, seed, size, spawned = args.child
        w, h = (int(v) for v in size.split("x"))
        child(game, start, device, int(seed), (w, h), float(spawned))
        return 0
    w, h = (int(v) for v in args.size.split("x"))
    print(f"launch to the first own legal move, {args.device}, {w}x{h}, "
          f"{args.seeds} deals each (median / max seconds; load "
          f"{os.getloadavg()[0]:.1f})")
    print(f"{'game':10} {'start':6} {'inputs':>6}  {'launch (cpu)':>12}  {'first move':>13}  "
          f"{'table part':>13}")
    worst = 0
    for game in args.games.split(","):
        for start in STARTS:
            runs = [spawn(game, start, args.device, seed, (w, h))
                    for seed in range(1, args.seeds + 1)]
            if not all(r["reached"] for r in runs):
                print(f"{game:10} {start:6} did not reach a first own move")
                worst = 1
                continue
            inputs = max(len(r["inputs"]) for r in runs)
            launch = statistics.median(r["launch"] for r in runs)
            cpu = statistics.median(r["launch_cpu"] for r in runs)
            moves = [r["first_move"] for r in runs]
            table = [r["table_part"] for r in runs]
            print(f"{game:10} {start:6} {inputs:6}  {launch:5.2f} ({cpu:4.2f})  "
                  f"{statistics.median(moves):6.2f} {max(moves):6.2f}  "
                  f"{statistics.median(table):6.2f} {max(table):6.2f}   "
                  f"({', '.join(runs[0]['inputs'])})")
    return worst


if __name__ == "__main__":
    sys.exit(main())
