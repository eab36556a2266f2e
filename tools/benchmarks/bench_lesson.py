"""Frame-time benchmark of a lesson (not a test).

    python tools/benchmarks/bench_lesson.py [--lesson stortok] [--speed normal] [--read 40]

Plays a lesson at 1920x1080 (dummy video driver) with animations at the chosen speed:
the learner makes the script's move (then the engine's first legal move) as soon as the
table lets him, and reads each waiting coach sentence for ``--read`` frames. Reports
p50/p99/max of our own work per frame (events + update + draw) over the whole lesson
and over the frames with the coach's panel up.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402
from toolkit import percentile  # noqa: E402

toolkit.headless()


def bench(lesson_id: str, speed: str, read: int, max_frames: int = 20000) -> dict[str, float]:
    from game.app.app import App
    from game.app.cli import Config
    from game.app.lessons import find
    from game.app.screens.lessons import LessonDoneScene

    app = App(Config(size=(1920, 1080)))
    app.settings.animation_speed = speed
    app.settings.tutorial_offered = True
    app.start()
    lesson = find(lesson_id)
    if lesson is None:
        raise SystemExit(f"no lesson {lesson_id!r}")
    app.nav.open_lesson(lesson, resume=False)
    app.step([])
    table = app.scenes.top
    times: list[float] = []
    coached: list[float] = []
    reading = 0
    for _ in range(max_frames):
        if isinstance(app.scenes.top, LessonDoneScene):
            break
        if table.policy.coach_waiting:
            reading += 1
            if reading >= read:
                reading = 0
                table.policy.coach_continue()
        elif table.human_to_act():
            state = table.model.state
            table.perform(lesson.scripted_move(state) or state.legal_actions()[0])
        app.step([])
        times.append(app.work_ms)
        if table.policy.shown_step is not None:
            coached.append(app.work_ms)
    return {"frames": len(times), "p50": percentile(times, 50), "p99": percentile(times, 99),
            "max": max(times), "mean": statistics.fmean(times),
            "coach_frames": len(coached), "coach_p50": percentile(coached, 50),
            "coach_p99": percentile(coached, 99), "over": table.model.state.is_over}


def main() -> int:
    parser = argparse.ArgumentParser(description="Frame-time benchmark of a lesson.")
    parser.add_argument("--lesson", default="stortok")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--read", type=int, default=40, help="frames per waiting sentence")
    args = parser.parse_args()
    r = bench(args.lesson, args.speed, args.read)
    print(f"lesson {args.lesson} at 1920x1080, speed {args.speed}: {r['frames']} frames, "
          f"played to the end: {r['over']}")
    print(f"  frame work p50 {r['p50']:.2f} ms   p99 {r['p99']:.2f} ms   max {r['max']:.2f} ms"
          f"   mean {r['mean']:.2f} ms")
    print(f"  with the coach's panel up ({r['coach_frames']} frames): p50 {r['coach_p50']:.2f} ms"
          f"   p99 {r['coach_p99']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
