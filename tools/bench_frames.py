"""Frame-time benchmark of the app (not a test).

    python tools/bench_frames.py [--frames 1500] [--game stortok] [--players 5] [--speed normal]
    python tools/bench_frames.py --level hard    # the computers search (ISMCTS) in the worker
    python tools/bench_frames.py --xvfb [--seconds 20]     # real X server, real frame rate

Runs a 5-player Stortok demo (or ``--game``'s) at 1920x1080 (dummy video driver) with animations at
the chosen speed and computer players thinking briefly (the share of frames with cards in
flight is printed), and reports p50/p99/max of our own work per frame (events + update + draw,
excluding vsync and the frame-rate sleep). Then measures start-up time to the first
drawn menu frame in a fresh process (imports included).

With ``--xvfb`` the same demo runs in a real X server (Xvfb at 1920x1080, started here)
in the app's own paced loop (``clock.tick``): it reports the real frame rate and the
frame work (p50/p99) including the copy to the X server (``flip``).
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
if "--xvfb" not in sys.argv and "--real-child" not in sys.argv:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# never the player's own settings or saved game: a fresh data folder
os.environ.setdefault("STAMMTISCH_HOME", __import__("tempfile").mkdtemp(prefix="stammtisch-tool-"))
sys.path.insert(0, str(ROOT))


def first_menu_frame() -> float:
    """Seconds from this process's start of imports to the first drawn menu frame."""
    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=(1920, 1080)))
    app.start()
    app.step([])
    return time.perf_counter() - _T0


def where_searched() -> str:
    from game.ai.background import shared_worker

    if shared_worker().failed:
        return "no worker: the search ran in slices on the frame loop, included"
    return "the search ran in the worker process"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def bench_table(frames: int, players: int, speed: str, seed: int,
                game: str = "stortok", level: str = "normal",
                size: tuple[int, int] = (1920, 1080)) -> dict[str, float]:
    from game.app.app import App
    from game.app.cli import Config
    from game.app.games.zwicker.scoreboard import ZwickerScoreboard
    from game.app.table.scoreboard import ScoreboardScene

    app = App(Config(size=size, game=game, players=players, humans=0, demo=True,
                     seed=seed, level=level))
    app.settings.animation_speed = speed
    app.settings.think_time = 0.15
    app.start()
    times: list[float] = []
    moving: list[int] = []
    flipping: list[float] = []      # frame times while cards turn over (a reveal in flight)
    cpu: list[float] = []           # processor time of this thread per frame (less load-bound)
    thinking: list[float] = []      # processor time per frame while a searching computer thinks
    games = 0
    while len(times) < frames:
        started = time.thread_time()
        app.step([])
        used = (time.thread_time() - started) * 1000
        table = app.scenes.scenes[-1]
        if isinstance(table, ScoreboardScene | ZwickerScoreboard):   # keep the cards flying
            games += 1
            table.again()
            app.step([])
            continue
        times.append(app.work_ms)
        cpu.append(used)
        if table.driver.thinking_job is not None:
            thinking.append(used)
        moving.append(sum(1 for s in table.layer.all() if s.moving))
        if any(s.flip < 0.999 for s in table.layer.all()):
            flipping.append(app.work_ms)
    return {"p50": percentile(times, 50), "p99": percentile(times, 99), "max": max(times),
            "mean": statistics.fmean(times), "frames": len(times), "games": games,
            "busy_share": sum(1 for m in moving if m) / len(moving),
            "cpu_p50": percentile(cpu, 50), "cpu_p99": percentile(cpu, 99),
            "flip_share": len(flipping) / len(moving),
            "flip_p50": percentile(flipping, 50) if flipping else 0.0,
            "flip_p99": percentile(flipping, 99) if flipping else 0.0,
            "thinking_frames": len(thinking),
            "thinking_p50": percentile(thinking, 50) if thinking else 0.0,
            "thinking_p99": percentile(thinking, 99) if thinking else 0.0}


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
        if type(table).__name__ == "ScoreboardScene":
            table.again()
            continue
        moving += any(s.moving for s in getattr(table, "layer", None).all()) \
            if hasattr(table, "layer") else 0
    elapsed = time.perf_counter() - started
    driver = pygame.display.get_driver()
    return (f"real loop ({driver}, 1920x1080, {players}-player demo, speed {speed}): "
            f"{len(works) / elapsed:.1f} fps over {elapsed:.0f} s, {drawn} frames drawn, "
            f"cards moving in {moving / len(works):.0%}; frame work incl. flip "
            f"p50 {percentile(works, 50):.2f} ms, p99 {percentile(works, 99):.2f} ms "
            f"(CPU time p50 {percentile(cpu, 50):.2f} ms, p99 {percentile(cpu, 99):.2f} ms)")


def run_in_xvfb(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(ROOT / "tools"))
    from bench_idle import start_xvfb

    server, display = start_xvfb("1920x1080")
    env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
    env.pop("SDL_VIDEODRIVER", None)
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


def main() -> int:
    parser = argparse.ArgumentParser(description="Frame-time and start-up benchmark.")
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--game", default="stortok")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--level", default="normal", help="strength of the computers")
    parser.add_argument("--startup-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--xvfb", action="store_true",
                        help="run the demo in a real X server (Xvfb) and report real fps")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--size", default="1920x1080",
                        help="window size, WIDTHxHEIGHT (the canvas is scaled into it)")
    parser.add_argument("--real-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.xvfb:
        return run_in_xvfb(args)
    if args.real_child:
        print(bench_real(args.seconds, args.players, args.speed, args.seed))
        return 0
    if args.startup_child:
        print(f"{first_menu_frame():.4f}")
        return 0
    try:
        size = tuple(int(n) for n in args.size.lower().split("x"))
        assert len(size) == 2 and min(size) > 0
    except (ValueError, AssertionError):
        parser.error(f"--size {args.size}: expected WIDTHxHEIGHT, e.g. 1280x720")
    result = bench_table(args.frames, args.players, args.speed, args.seed, args.game,
                         args.level, size)
    print(f"table: {args.players}-player {args.game} demo at {args.size}, speed {args.speed}, "
          f"{result['frames']} frames ({result['games']} games finished), cards moving in "
          f"{result['busy_share']:.0%} of frames, turning over in {result['flip_share']:.0%}")
    print(f"  frame work p50 {result['p50']:.2f} ms   p99 {result['p99']:.2f} ms   "
          f"max {result['max']:.2f} ms   mean {result['mean']:.2f} ms   (budget p99 < 4 ms)")
    print(f"  processor time per frame (whole step): p50 {result['cpu_p50']:.2f} ms   "
          f"p99 {result['cpu_p99']:.2f} ms")
    if result["flip_share"]:
        print(f"  while cards turn over: p50 {result['flip_p50']:.2f} ms   "
              f"p99 {result['flip_p99']:.2f} ms")
    if result["thinking_frames"]:
        print(f"  while the computers ({args.level}) think, {result['thinking_frames']} frames: "
              f"processor time p50 {result['thinking_p50']:.2f} ms   "
              f"p99 {result['thinking_p99']:.2f} ms ({where_searched()})")
    startups = []
    walls = []
    for _ in range(3):
        started = time.perf_counter()
        done = subprocess.run([sys.executable, __file__, "--startup-child"], capture_output=True,
                              text=True, check=True)
        walls.append(time.perf_counter() - started)
        startups.append(float(done.stdout.strip().splitlines()[-1]))
    print(f"start-up to the first drawn menu frame: {min(startups) * 1000:.0f} ms in-process "
          f"(best of 3; {min(walls) * 1000:.0f} ms including interpreter start) "
          f"(budget < 800 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
