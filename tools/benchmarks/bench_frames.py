"""Frame-time benchmark of the app (not a test).

    python tools/benchmarks/bench_frames.py [--frames 3000] [--game stortok] [--players 5]
        [--size WxH]
    python tools/benchmarks/bench_frames.py --sizes 1920x1080,3840x2160 --all-games [--repeat 2]
    python tools/benchmarks/bench_frames.py --window-changes        # to and from 3840x2160
    python tools/benchmarks/bench_frames.py --window-changes --xvfb # … and fullscreen, Xvfb 4K
    python tools/benchmarks/bench_frames.py --level hard   # computers search (ISMCTS) in the worker
    python tools/benchmarks/bench_frames.py --xvfb [--seconds 20]   # real X server, real fps

A run is a demo table (every seat a computer, every hand face up) in a fresh process with
the dummy video driver, animations at the chosen speed, the computers thinking briefly.
Every frame is measured as the **processor time of this thread** for the whole step
(events, update, drawing, the scaling into the window): on a machine shared with other
work the wall clock counts the time others take, the thread's processor time much less.
The frames of a scene change are measured too: a game's scoreboard is shown for
:data:`SCOREBOARD_FRAMES` frames (``--scoreboard-frames``: e.g. 300 for its whole
celebration), then Next is pressed with Enter in a measured frame.
A run reports p50 / p99 / max, the frames over 16.7 ms (60 Hz) and
over 8.3 ms (120 Hz), for all frames and for the frames after the table's first second,
and the worst five frames with what was happening in them, read from the table's card
layer (cards moving, turning over), its texts (status line, log, toast) and the image
caches (the images made in that frame), never guessed.

``--sizes … --all-games`` runs every game with a table at its busiest seat count (the
rules' ``max_players``) at each size. ``--repeat`` runs each again (in a new process):
the spread between repeats is the noise of the machine.

``--window-changes`` measures the first frame after the window changes size, to and from
3840x2160 (and, with ``--xvfb``, in an X server of that size, after F11 turns fullscreen
on and off).

With ``--xvfb`` alone the demo runs in a real X server (Xvfb at 1920x1080, started here)
in the app's own paced loop (``clock.tick``): it reports the real frame rate and the
frame work (p50/p99) including the copy to the X server (``flip``). Start-up time to the
first drawn menu frame is measured in a fresh process after the single-table run.
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()

import argparse  # noqa: E402
import gc  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import resource  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from dataclasses import asdict, dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402
from toolkit import percentile  # noqa: E402

ROOT = toolkit.headless(dummy_video="--xvfb" not in sys.argv and "--real-child" not in sys.argv
                        and "--window-child" not in sys.argv)

FRAME_60HZ = 1000 / 60
FRAME_120HZ = 1000 / 120
FIRST_SECOND = 60          # frames of the table's first second (at 60 Hz)
WORST = 5
SCOREBOARD_FRAMES = toolkit.SCOREBOARD_FRAMES


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    size = (int(width), int(height))
    if min(size) <= 0:
        raise ValueError(text)
    return size


# --- one frame, and what happened in it ------------------------------------------------

@dataclass
class FrameRecord:
    """One measured frame: its processor time and what the table did in it."""

    index: int
    cpu_ms: float
    wall_ms: float
    moving: int = 0               # cards in flight (the card layer's ``moving``)
    turning: int = 0              # cards turning over (a flip in progress)
    painted: int = 0              # canvas pixels painted
    texts: list[str] = field(default_factory=list)    # status / log / toast changed
    made: dict[str, int] = field(default_factory=dict)  # images made, by cache
    read: int = 0                 # image files read (card art, icons)
    gc_ms: float = 0.0            # Python's garbage collector, within the frame
    gc_generation: int = -1       # the oldest generation it collected
    scene: str = ""               # "table opens", "scoreboard first drawn", … or ""
    on_scoreboard: bool = False   # a scoreboard was on top (its celebration, its standings)
    flipped: bool = True          # the frame went to the screen (not drawing, or drawn
    #                               and scaled into the window in the next frame: False)

    def happened(self) -> str:
        parts = [self.scene] if self.scene else []
        if self.moving:
            parts.append(f"{self.moving} cards moving")
        if self.turning:
            parts.append(f"{self.turning} turning over")
        if self.texts:
            parts.append(" + ".join(self.texts) + " changed")
        if self.gc_ms >= 0.5:
            parts.append(f"garbage collection (generation {self.gc_generation}) "
                         f"{self.gc_ms:.1f} ms")
        if self.read:
            parts.append(f"{self.read} image files read")
        if self.made:
            parts.append("images made: " + ", ".join(f"{n} {name}"
                                                     for name, n in self.made.items()))
        parts.append(f"{self.painted / 1000:.0f}k px painted")
        if self.painted and not self.flipped:
            parts.append("scaled next frame")
        return "; ".join(parts)


def _caches(app: Any) -> dict[str, Any]:
    from game.app.kit import richtext, theme

    assets = app.assets
    return {"text": theme._text_cache, "panels": theme._panel_cache, "richtext": richtext._cache,
            "cards": assets._cards, "shadows etc.": assets._misc, "card groups": assets.groups,
            "plates": assets.plates}


def _texts(table: Any) -> tuple[str, int, str]:
    """What the table says now: its status line, its log's length, its toast."""
    status = table.chrome.status_text() if hasattr(table, "status_text") else ""
    chrome = getattr(table, "chrome", None)
    toast = getattr(table, "toast", None)
    return (status, len(chrome.log) if chrome is not None else 0,
            toast.text if toast is not None and toast.visible else "")


class Recorder:
    """Measures app steps and reads what happened in each."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.caches = _caches(app)
        self.frames: list[FrameRecord] = []
        # (read with defaults, so that the benchmark also runs on older versions of the app)
        self._made = {name: getattr(cache, "made", 0) for name, cache in self.caches.items()}
        self._texts: tuple[str, int, str] | None = None
        self._read = getattr(app.assets, "loaded", 0)
        self._gc: list[tuple[int, float]] = []       # this frame's collections
        self._gc_started = 0.0
        gc.callbacks.append(self._collecting)

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.thread_time()
        else:
            self._gc.append((info["generation"], time.thread_time() - self._gc_started))

    def step(self, events: list[Any] | None = None, scene: str = "",
             queue: bool = False) -> FrameRecord:
        """One measured frame with ``events`` (none), or with SDL's own queue if
        ``queue``, as the app's loop does (the window manager's events among them)."""
        app = self.app
        self._gc.clear()
        started, wall = time.thread_time(), time.perf_counter()
        app.step(None if queue else [] if events is None else events)
        record = FrameRecord(len(self.frames), (time.thread_time() - started) * 1000,
                             (time.perf_counter() - wall) * 1000, scene=scene)
        top = app.scenes.top
        layer = getattr(top, "layer", None)
        if layer is not None:
            sprites = layer.all()
            record.moving = sum(1 for s in sprites if s.moving)
            record.turning = sum(1 for s in sprites if s.flip < 0.999)
            texts = _texts(top)
            if self._texts is not None:
                record.texts = [name for name, old, new in
                                zip(("status", "log", "toast"), self._texts, texts, strict=True)
                                if old != new]
            self._texts = texts
        record.painted = sum(r.w * r.h for r in app.painted)
        record.flipped = app.drew and not getattr(app, "scale_next", False)
        loaded = getattr(app.assets, "loaded", 0)
        record.read, self._read = loaded - self._read, loaded
        if self._gc:
            record.gc_ms = sum(seconds for _, seconds in self._gc) * 1000
            record.gc_generation = max(generation for generation, _ in self._gc)
        for name, cache in self.caches.items():
            made = getattr(cache, "made", 0)
            if made != self._made[name]:
                record.made[name] = made - self._made[name]
                self._made[name] = made
        self.frames.append(record)
        return record


# --- a table run -------------------------------------------------------------------------

def run_table(frames: int, players: int, speed: str, seed: int, game: str, level: str,
              size: tuple[int, int], scoreboard_for: int = SCOREBOARD_FRAMES
              ) -> dict[str, Any]:
    """A demo table for ``frames`` frames (games follow each other); the records."""
    import pygame

    from game.app.app import App
    from game.app.cli import Config

    enter_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                               scancode=0)
    app = App(Config(size=size, game=game, players=players, humans=0, demo=True,
                     seed=seed, level=level))
    app.settings.animation_speed = speed
    app.settings.think_time = 0.15
    app.start()
    recorder = Recorder(app)
    thinking: list[float] = []
    games = 0
    shown: Any = None           # the scene on top, and since when it has been drawn
    scoreboard_frames = 0
    press: list[Any] = []       # Enter, pressed on the scoreboard's Next
    unshown: Any = None         # the scene drawn first in the last frame, not yet shown
    while len(recorder.frames) < frames:
        opening = app.scenes.top
        record = recorder.step(press)
        press = []
        top = app.scenes.top
        scoreboard = toolkit.is_scoreboard(top)
        kind = "scoreboard" if scoreboard else "table"
        record.on_scoreboard = scoreboard
        if top is not opening:
            record.scene = f"{kind} opens" + ("" if app.drew else " (prepared, drawn next)")
            shown = top if app.drew else None
            scoreboard_frames = 0
        elif shown is not top and app.drew:
            record.scene, shown = f"{kind} first drawn", top
        elif unshown is top and record.flipped:
            record.scene = f"{kind} first shown (scaled into the window)"
        unshown = top if record.scene.endswith("first drawn") and not record.flipped \
            else None
        if scoreboard:
            scoreboard_frames += 1
            if scoreboard_frames == scoreboard_for:        # a quick player presses Next
                games += 1
                press = [enter_key]
            continue
        driver = getattr(top, "driver", None)
        if driver is not None and driver.thinking_job is not None:
            thinking.append(record.cpu_ms)
    from game.ai.background import shared_worker

    searched = ("no worker: the search ran in slices on the frame loop, included"
                if shared_worker().failed else "the search ran in the worker process")
    return {"game": game, "players": players, "size": f"{size[0]}x{size[1]}", "speed": speed,
            "level": level, "games": games, "frames": [asdict(f) for f in recorder.frames],
            "thinking": thinking, "searched": searched,
            "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def summary(records: list[dict[str, Any]]) -> dict[str, float]:
    times = [r["cpu_ms"] for r in records]
    return {"frames": len(times), "p50": percentile(times, 50), "p99": percentile(times, 99),
            "max": max(times), "mean": statistics.fmean(times),
            "over60": sum(1 for t in times if t > FRAME_60HZ),
            "over120": sum(1 for t in times if t > FRAME_120HZ)}


def describe(record: dict[str, Any]) -> str:
    return FrameRecord(**record).happened()


def report(run: dict[str, Any], label: str = "") -> list[str]:
    frames = run["frames"]
    busy = sum(1 for f in frames if f["moving"]) / len(frames)
    turning = sum(1 for f in frames if f["turning"]) / len(frames)
    lines = [f"{label}{run['players']}-player {run['game']} demo at {run['size']}, speed "
             f"{run['speed']}: {len(frames)} frames ({run['games']} games finished), cards "
             f"moving in {busy:.0%} of frames, turning over in {turning:.0%}; "
             f"peak RSS {run['peak_mb']:.0f} MB"]
    for name, part in (("all frames", frames), ("after the first second",
                                                frames[FIRST_SECOND:])):
        if not part:
            continue
        s = summary(part)
        lines.append(f"  {name:<23} p50 {s['p50']:5.2f} ms  p99 {s['p99']:5.2f} ms  "
                     f"max {s['max']:6.2f} ms  over 16.7 ms: {s['over60']:3d}  "
                     f"over 8.3 ms: {s['over120']:3d}  ({s['frames']} frames)")
    boards = [f for f in frames if f.get("on_scoreboard")]
    if boards:
        s = summary(boards)
        lines.append(f"  {'on the scoreboards':<23} p50 {s['p50']:5.2f} ms  p99 {s['p99']:5.2f} "
                     f"ms  max {s['max']:6.2f} ms  over 16.7 ms: {s['over60']:3d}  "
                     f"over 8.3 ms: {s['over120']:3d}  ({s['frames']} frames)")
    lines.append("  worst five:")
    for f in sorted(frames, key=lambda f: -f["cpu_ms"])[:WORST]:
        lines.append(f"    frame {f['index']:5d}  {f['cpu_ms']:6.2f} ms  {describe(f)}")
    if run["thinking"]:
        lines.append(f"  while the computers ({run['level']}) think, {len(run['thinking'])} "
                     f"frames: p50 {percentile(run['thinking'], 50):.2f} ms   "
                     f"p99 {percentile(run['thinking'], 99):.2f} ms ({run['searched']})")
    return lines


def run_child(args: list[str]) -> dict[str, Any]:
    """One run in a fresh process (nothing cached from another run); its JSON result."""
    done = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"the run {' '.join(args)} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def busiest() -> list[tuple[str, int]]:
    """Every game with a table, at its largest seat count."""
    from game.app.games import game_order
    from game.rules import GAMES

    return [(game, GAMES[game].max_players) for game in game_order()]


def table_runs(args: argparse.Namespace) -> int:
    sizes = args.sizes.split(",") if args.sizes else [args.size]
    tables = busiest() if args.all_games else [(args.game, args.players)]
    rows = []
    steadiest = []
    for size in sizes:
        for game, players in tables:
            runs = []
            for repeat in range(args.repeat):
                run = run_child(["--table-child", "--game", game, "--players", str(players),
                                 "--size", size, "--frames", str(args.frames), "--speed",
                                 args.speed, "--seed", str(args.seed), "--level", args.level,
                                 "--scoreboard-frames", str(args.scoreboard_frames)])
                label = f"[run {repeat + 1}/{args.repeat}] " if args.repeat > 1 else ""
                print("\n".join(report(run, label)), flush=True)
                runs.append(run)
            rows += runs
            if len(runs) > 1:
                line = steadiest_frames(runs)
                print(line, flush=True)
                steadiest.append(f"| {game} {players} seats | {size} | {line.strip()} |")
    if len(rows) > 1:
        print("\nsummary (processor time per frame; after the first second at sizes above "
              "1920x1080, all frames otherwise):")
        print("| table | size | p50 | p99 | max | over 16.7 ms | over 8.3 ms | peak RSS |")
        print("|---|---|---|---|---|---|---|---|")
        for run in rows:
            w, _, h = run["size"].partition("x")
            skip = FIRST_SECOND if int(w) * int(h) > 1920 * 1080 else 0
            s = summary(run["frames"][skip:])
            print(f"| {run['game']} {run['players']} seats | {run['size']} | {s['p50']:.2f} | "
                  f"{s['p99']:.2f} | {s['max']:.1f} | {s['over60']} | {s['over120']} | "
                  f"{run['peak_mb']:.0f} MB |")
        if steadiest:
            print("\nper-frame minimum over the runs (the frame's own work, without what "
                  "other processes cost it):")
            print("\n".join(steadiest))
    return 0


def steadiest_frames(runs: list[dict[str, Any]]) -> str:
    """p50/p99/max of each frame's least time over ``runs`` of one table.

    A demo with the same seed does the same work in the same frame of every run, as
    long as the computers' searches finish within their thinking time: then a frame's
    least time is its own work, and what another process cost it (on a shared machine
    p99 moves by up to 30 %) is gone. The share of frames that did the same in every run
    (the same cards moving) is given: below 100 %, some minima are of different work.
    Above 1920x1080 the table's first second is left out, as in the summary."""
    w, _, h = runs[0]["size"].partition("x")
    skip = FIRST_SECOND if int(w) * int(h) > 1920 * 1080 else 0     # as in the summary
    frames = [run["frames"][skip:] for run in runs]
    count = min(len(f) for f in frames)
    least = [min(f[i]["cpu_ms"] for f in frames) for i in range(count)]
    same = sum(1 for i in range(count) if len({f[i]["moving"] for f in frames}) == 1)
    s = summary([{"cpu_ms": t} for t in least])
    return (f"  per-frame minimum of {len(runs)} runs: p50 {s['p50']:.2f} ms  p99 "
            f"{s['p99']:.2f} ms  max {s['max']:.2f} ms  over 16.7 ms: {s['over60']}  "
            f"(frames alike in every run: {same / count:.0%})")


# --- window changes ------------------------------------------------------------------------

def window_changes(game: str, players: int, seed: int, fullscreen: bool) -> list[str]:
    """The first frame after the window changes, to and from 3840x2160 (and fullscreen,
    where the screen is that big), at a table with cards in flight."""
    import pygame

    from game.app.app import App
    from game.app.cli import Config
    from game.app.shell import display

    app = App(Config(size=(1920, 1080), game=game, players=players, humans=0, demo=True,
                     seed=seed, windowed=True))
    app.settings.think_time = 0.15
    app.start()
    recorder = Recorder(app)
    lines = []
    spent = {"set_mode": 0.0, "flip": 0.0}     # SDL's and the X server's share of a frame

    def timed(name: str, call: Any) -> Any:
        def measured(*args: Any, **kwargs: Any) -> Any:
            started = time.thread_time()
            try:
                return call(*args, **kwargs)
            finally:
                spent[name] += (time.thread_time() - started) * 1000
        return measured

    pygame.display.set_mode = timed("set_mode", pygame.display.set_mode)
    if hasattr(display, "switch_in_place"):     # (absent in older versions of the app)
        display.switch_in_place = timed("set_mode", display.switch_in_place)
    pygame.display.flip = timed("flip", pygame.display.flip)

    def first_frames(what: str, events: list[Any], queue: bool = False) -> None:
        spent.update(set_mode=0.0, flip=0.0)
        if queue:
            for event in events:
                pygame.event.post(event)
        first = recorder.step(events, queue=queue)
        sdl = dict(spent)
        between = []                        # frames until the new picture is shown
        spent.update(set_mode=0.0, flip=0.0)
        second = recorder.step(queue=queue)
        while not second.flipped:
            between.append(f"{second.cpu_ms:.1f} ms ({second.happened()})")
            spent.update(set_mode=0.0, flip=0.0)
            second = recorder.step(queue=queue)
        size = "x".join(map(str, app.window.get_size()))
        lines.append(f"  {what} (window {size}): first frame {first.cpu_ms:6.2f} ms, of it "
                     f"the app's own {first.cpu_ms - sdl['set_mode'] - sdl['flip']:5.2f} ms, "
                     f"SDL's window change {sdl['set_mode']:5.2f} ms, flip "
                     f"{sdl['flip']:5.2f} ms ({first.happened()}); "
                     + "".join(f"then {text}; " for text in between) + "the first shown "
                     f"{second.cpu_ms:5.2f} ms, of it flip {spent['flip']:5.2f} ms "
                     f"({second.happened()})")

    def settle() -> None:
        for _ in range(90):
            recorder.step(queue=True)

    def resized(size: tuple[int, int]) -> None:
        pygame.display.set_mode(size, pygame.RESIZABLE)     # what the window manager does
        event = pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        first_frames(f"resize to {size[0]}x{size[1]}", [event])

    def toggled() -> None:
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                 scancode=0)
        what = "F11 (fullscreen " + ("off" if app.settings.fullscreen else "on")
        first_frames(what, [key], queue=True)     # the window manager's events follow
        lines[-1] += (", switched in place" if getattr(app, "switched_in_place", False)
                      else ", window made again (set_mode)")

    settle()
    resized((3840, 2160))
    settle()
    resized((1920, 1080))
    settle()
    resized((3840, 2160))
    settle()
    if fullscreen:
        resized((1920, 1080))
        for _ in range(3):
            settle()
            toggled()
            settle()
            toggled()
    driver = pygame.display.get_driver()
    return [f"window changes ({driver} video driver, {players}-player {game} demo; processor "
            f"time of the frame):", *lines]


def window_manager(env: dict[str, str]) -> subprocess.Popen[bytes] | None:
    """openbox on the X server, if installed: fullscreen on a desktop is switched by a
    window manager, which a bare X server lacks."""
    found = shutil.which("openbox")
    if found is None:
        return None
    manager = subprocess.Popen([found], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    time.sleep(1.0)                     # until it manages the screen
    return manager


def run_window_changes(args: argparse.Namespace) -> int:
    if not args.xvfb:
        print("\n".join(window_changes(args.game, args.players, args.seed, False)))
        return 0
    env = xvfb_env("3840x2160")
    manager = window_manager(env[0])
    try:
        done = subprocess.run([sys.executable, __file__, "--window-child", "--game", args.game,
                               "--players", str(args.players), "--seed", str(args.seed)],
                              env=env[0], capture_output=True, text=True)
    finally:
        if manager is not None:
            manager.terminate()
            manager.wait(10)
        env[1].terminate()
        env[1].wait(10)
    print("window manager:", "openbox" if manager is not None else "none (openbox not found)")
    print(done.stdout.strip() or done.stderr.strip())
    return done.returncode


# --- the real loop in Xvfb, start-up --------------------------------------------------------

def first_menu_frame() -> float:
    """Seconds from this process's start of imports to the first drawn menu frame."""
    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=(1920, 1080)))
    app.start()
    app.step([])
    return time.perf_counter() - _T0


def bench_real(seconds: float, players: int, speed: str, seed: int) -> str:
    """The demo in the app's paced loop on the current display; a one-line report."""
    import pygame

    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=(1920, 1080), game="stortok", players=players, humans=0, demo=True,
                     seed=seed))
    app.settings.animation_speed = speed
    app.settings.think_time = 0.15
    app.start()
    for _ in range(30):                              # load the art, settle the window
        app.step()
    works: list[float] = []
    cpu: list[float] = []
    moving = drawn = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        dt = app.clock.tick(60) / 1000
        before, before_cpu = time.perf_counter(), time.thread_time()
        app.step(dt=dt)
        works.append((time.perf_counter() - before) * 1000)   # incl. flip to the server
        cpu.append((time.thread_time() - before_cpu) * 1000)  # our CPU only (load-proof)
        drawn += app.drew
        table = app.scenes.top
        if getattr(table, "layer", None) is None and callable(getattr(table, "again", None)):
            table.presenter.again()
            continue
        moving += any(s.moving for s in table.layer.all()) if hasattr(table, "layer") else 0
    elapsed = time.perf_counter() - started
    driver = pygame.display.get_driver()
    return (f"real loop ({driver}, 1920x1080, {players}-player demo, speed {speed}): "
            f"{len(works) / elapsed:.1f} fps over {elapsed:.0f} s, {drawn} frames drawn, "
            f"cards moving in {moving / len(works):.0%}; frame work incl. flip "
            f"p50 {percentile(works, 50):.2f} ms, p99 {percentile(works, 99):.2f} ms "
            f"(CPU time p50 {percentile(cpu, 50):.2f} ms, p99 {percentile(cpu, 99):.2f} ms)")


def xvfb_env(size: str) -> tuple[dict[str, str], Any]:
    """An Xvfb server of ``size`` started here, and the environment to reach it."""
    from bench_idle import start_xvfb

    server, display = start_xvfb(size)
    env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
    env.pop("SDL_VIDEODRIVER", None)
    return env, server


def run_in_xvfb(args: argparse.Namespace) -> int:
    env, server = xvfb_env("1920x1080")
    try:
        done = subprocess.run([sys.executable, __file__, "--real-child", "--seconds",
                               str(args.seconds), "--players", str(args.players), "--speed",
                               args.speed, "--seed", str(args.seed)], env=env,
                              capture_output=True, text=True)
    finally:
        server.terminate()
        server.wait(10)
    print(done.stdout.strip() or done.stderr.strip())
    return done.returncode


def startup() -> str:
    startups = []
    walls = []
    for _ in range(3):
        started = time.perf_counter()
        done = subprocess.run([sys.executable, __file__, "--startup-child"], capture_output=True,
                              text=True, check=True)
        walls.append(time.perf_counter() - started)
        startups.append(float(done.stdout.strip().splitlines()[-1]))
    return (f"start-up to the first drawn menu frame: {min(startups) * 1000:.0f} ms in-process "
            f"(best of 3; {min(walls) * 1000:.0f} ms including interpreter start) "
            f"(budget < 800 ms)")


def main() -> int:
    parser = argparse.ArgumentParser(description="Frame-time and start-up benchmark.")
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--game", default="stortok")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--level", default="normal", help="strength of the computers")
    parser.add_argument("--size", default="1920x1080",
                        help="window size, WIDTHxHEIGHT (the canvas is scaled into it)")
    parser.add_argument("--sizes", help="several window sizes, comma-separated")
    parser.add_argument("--all-games", action="store_true",
                        help="every game with a table, at its largest seat count")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each table (noise)")
    parser.add_argument("--window-changes", action="store_true",
                        help="the first frame after a resize (and F11 with --xvfb)")
    parser.add_argument("--no-startup", action="store_true", help="skip the start-up timing")
    parser.add_argument("--xvfb", action="store_true",
                        help="run in a real X server (Xvfb) and report real fps")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--scoreboard-frames", type=int, default=SCOREBOARD_FRAMES,
                        help="frames a scoreboard is shown before Next is pressed")
    for hidden in ("--startup-child", "--real-child", "--table-child", "--window-child"):
        parser.add_argument(hidden, action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    try:
        for size in (args.sizes.split(",") if args.sizes else [args.size]):
            parse_size(size)
    except ValueError:
        parser.error("sizes are WIDTHxHEIGHT, e.g. 3840x2160")
    if args.window_child:
        print("\n".join(window_changes(args.game, args.players, args.seed, True)))
        return 0
    if args.window_changes:
        return run_window_changes(args)
    if args.xvfb:
        return run_in_xvfb(args)
    if args.real_child:
        print(bench_real(args.seconds, args.players, args.speed, args.seed))
        return 0
    if args.startup_child:
        print(f"{first_menu_frame():.4f}")
        return 0
    if args.table_child:
        print(json.dumps(run_table(args.frames, args.players, args.speed, args.seed, args.game,
                                   args.level, parse_size(args.size), args.scoreboard_frames)))
        return 0
    table_runs(args)
    if not (args.sizes or args.all_games or args.no_startup):
        print(startup())
    return 0


if __name__ == "__main__":
    sys.exit(main())
