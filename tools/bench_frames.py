"""Frame-time benchmark of the app (not a test).

    python tools/bench_frames.py [--frames 1500] [--game stortok] [--players 5] [--speed normal]
    python tools/bench_frames.py --level hard    # the computers search (ISMCTS) in slices

Runs a 5-player Stortok demo (or ``--game``'s) at 1920x1080 (dummy video driver) with animations at
the chosen speed and computer players thinking briefly (the share of frames with cards in
flight is printed), and reports p50/p99/max of our own work per frame (events + update + draw,
excluding vsync and the frame-rate sleep). Then measures start-up time to the first
drawn menu frame in a fresh process (imports included).
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


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def bench_table(frames: int, players: int, speed: str, seed: int,
                game: str = "stortok", level: str = "normal") -> dict[str, float]:
    from game.app.app import App
    from game.app.cli import Config
    from game.app.scenes.scoreboard import ScoreboardScene
    from game.app.scenes.zwicker_scoreboard import ZwickerScoreboard

    app = App(Config(size=(1920, 1080), game=game, players=players, humans=0, demo=True,
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
        if getattr(table, "_thinker", None) is not None:
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


def main() -> int:
    parser = argparse.ArgumentParser(description="Frame-time and start-up benchmark.")
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--game", default="stortok")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--level", default="normal", help="strength of the computers")
    parser.add_argument("--startup-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.startup_child:
        print(f"{first_menu_frame():.4f}")
        return 0
    result = bench_table(args.frames, args.players, args.speed, args.seed, args.game,
                         args.level)
    print(f"table: {args.players}-player {args.game} demo at 1920x1080, speed {args.speed}, "
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
              f"p99 {result['thinking_p99']:.2f} ms (search slices included)")
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
