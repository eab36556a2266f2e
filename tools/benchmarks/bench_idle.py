"""CPU use of the idle main menu (not a test).

    python tools/benchmarks/bench_idle.py [--size 1920x1080] [--seconds 10] [--xvfb]
    python tools/benchmarks/bench_idle.py --table --xvfb     # a Stortok table waiting for the human

Starts ``main.py`` (the menu) in a child process, waits for it to settle, then reads the
child's CPU time (user + system, from /proc) over ``--seconds`` and reports it as a share
of one core. With ``--xvfb`` the child runs in a real X server (Xvfb, started here on a
free display and stopped afterwards); otherwise in the current ``DISPLAY``, or with SDL's
dummy video driver when there is none. Linux only. Budget: <= 10 % at 1920x1080.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402

ROOT = toolkit.ROOT

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def start_xvfb(size: str) -> tuple[subprocess.Popen, str]:
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is not installed (apt-get install xvfb)")
    for number in range(70, 99):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and \
                not Path(f"/tmp/.X{number}-lock").exists():
            display = f":{number}"
            server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size}x24"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    return server, display
                time.sleep(0.1)
            server.terminate()
    raise SystemExit("could not start Xvfb on a free display")


def measure(size: str, seconds: float, settle: float, env: dict[str, str],
            extra: tuple[str, ...] = ()) -> float:
    child = subprocess.Popen([sys.executable, "main.py", "--size", size, *extra], cwd=ROOT,
                             env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)
        if child.poll() is not None:
            raise SystemExit(f"the game stopped early:\n{child.stderr.read().decode()}")
        before, started = cpu_seconds(child.pid), time.perf_counter()
        time.sleep(seconds)
        used = cpu_seconds(child.pid) - before
        return used / (time.perf_counter() - started)
    finally:
        child.terminate()
        child.wait(10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--settle", type=float, default=3.0)
    parser.add_argument("--xvfb", action="store_true", help="run in a fresh Xvfb server")
    parser.add_argument("--table", action="store_true",
                        help="a 4-player Stortok table at the human's turn instead of the menu")
    args = parser.parse_args()
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "STAMMTISCH_HOME": tempfile.mkdtemp(prefix="stammtisch-tool-")}   # fresh data
    server = None
    if args.xvfb:
        server, env["DISPLAY"] = start_xvfb(args.size)
        env.pop("SDL_VIDEODRIVER", None)
    elif not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    try:
        extra = ("--game", "stortok", "--players", "4", "--seed", "3") if args.table else ()
        settle = max(args.settle, 12.0) if args.table else args.settle
        share = measure(args.size, args.seconds, settle, env, extra)
    finally:
        if server is not None:
            server.terminate()
            server.wait(10)
    where = f"Xvfb {env['DISPLAY']}" if server else env.get("DISPLAY") or "dummy driver"
    what = "Stortok table waiting for the human" if args.table else "idle main menu"
    print(f"{what} at {args.size} ({where}): {share:.1%} of one core over "
          f"{args.seconds:.0f} s (budget <= 10 %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
