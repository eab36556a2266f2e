"""Load run of the phones (not a test): 8 scripted phones play an 8-seat Zwicker.

    python tools/benchmarks/bench_phones.py [--games 1] [--think 0.5] [--speed normal] [--seed 3]
    python tools/benchmarks/bench_phones.py --flood 8        # the TV's frames under a flood

The app runs as on the couch — its paced 60 fps loop on this (main) thread, the TV at
1920x1080 (dummy video driver), animations at ``--speed`` — with every seat a phone.
The phone server runs in its own thread on 127.0.0.1; eight WebSocket clients (aiohttp,
in a process of their own, so that they do not share the TV's interpreter) wait
``--think`` seconds after their turn arrives, like a person, then send a legal move
chosen at random from their snapshot. Times are ``time.monotonic()`` (one clock for
both processes).

Reported: tap-to-TV latency (from a phone sending its move to the frame in which the
TV's table played it and started its animation) p50/p99/max, and the TV's frame work
(events + update + draw, as in ``bench_frames.py``) p50/p99 while the phones play.

``--flood SECONDS``: the same table, five seats on scripted phones and three held by a
hostile process (``tools/benchmarks/phone_flood.py``: binary, ping and text frames as fast as it
can, reconnecting whenever it is cut off, plus a TCP connection storm). Reported: the
TV's frame work and the server thread's CPU time per TV frame, calm and under the flood
(with one interpreter lock, the server thread's CPU time is time the TV waits).
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import json
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tools/, for toolkit
import toolkit  # noqa: E402
from toolkit import percentile  # noqa: E402

ROOT = toolkit.headless()


class Phones:
    """The scripted phones (in the child process), each on its own WebSocket."""

    def __init__(self, urls: dict[int, str], think: float, seed: int) -> None:
        self.urls = urls
        self.think = think
        self.rng = random.Random(seed)
        self.stop = False
        self.errors: list[str] = []

    def sent(self, seat: int, moves: int) -> None:
        print(json.dumps({"seat": seat, "moves": moves, "t": time.monotonic()}), flush=True)

    async def _main(self) -> None:
        from aiohttp import ClientSession, WSMsgType

        async with ClientSession() as http:
            async def phone(seat: int, url: str) -> None:
                ws = await http.ws_connect(url.replace("/j/", "/ws/"))
                latest: dict = {}
                acted_at = -1
                while not self.stop:
                    try:
                        message = await ws.receive(timeout=0.05)
                    except TimeoutError:
                        message = None
                    if message is not None:
                        if message.type != WSMsgType.TEXT:
                            break
                        data = json.loads(message.data)
                        if data["t"] == "state":
                            latest = data
                        elif data["t"] == "error" and data["key"] != "phones.refused":
                            self.errors.append(data["key"])
                            acted_at = -1              # slowed down: send again
                    if latest.get("yours") and latest["n"] != acted_at and latest["actions"]:
                        acted_at = latest["n"]
                        await asyncio.sleep(self.think)
                        moves = latest["moves"]
                        self.sent(seat, moves)
                        action = self.rng.choice(latest["actions"])["a"]
                        await ws.send_str(json.dumps({"t": "act", "action": action,
                                                      "ref": moves + 1}))
                await ws.close()

            await asyncio.gather(*(phone(s, u) for s, u in self.urls.items()))


def run_phones(urls: dict[int, str], think: float, seed: int) -> subprocess.Popen:
    """Start the phones' process; it prints one JSON line per move sent."""
    return subprocess.Popen([sys.executable, __file__, "--phones-child", json.dumps(urls),
                             "--think", str(think), "--seed", str(seed)],
                            stdout=subprocess.PIPE, text=True)


def read_sent(process: subprocess.Popen, sent: dict[tuple[int, int], float]) -> None:
    for line in process.stdout:
        try:
            data = json.loads(line)
        except ValueError:
            continue
        sent[(data["seat"], data["moves"])] = data["t"]


def main() -> int:
    parser = argparse.ArgumentParser(description="8 scripted phones play an 8-seat Zwicker.")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.5,
                        help="seconds a phone waits after its turn arrives")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--minutes", type=float, default=10.0, help="give up after this")
    parser.add_argument("--flood", type=float, default=0.0,
                        help="seconds of a flood from three hostile seats (and no game run)")
    parser.add_argument("--phones-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phones_child:
        urls = {int(seat): url for seat, url in json.loads(args.phones_child).items()}
        phones = Phones(urls, args.think, args.seed)
        with contextlib.suppress(KeyboardInterrupt, ConnectionError):
            asyncio.run(phones._main())
        return 0

    if args.flood:
        return flood_run(args)
    from game.app.app import App
    from game.app.cli import Config
    from game.app.table.scene import TableScene

    app = App(Config(size=(1920, 1080), game="zwicker", players=8, humans=8, phones=8,
                     phone_host="127.0.0.1", seed=args.seed))
    app.settings.animation_speed = args.speed
    app.start()
    hub = app.nav.phones
    hub_ms: list[float] = []
    hub_cpu: list[float] = []
    update = hub.update

    def timed_update(dt: float = 0.0) -> None:
        started, cpu = time.perf_counter(), time.thread_time()
        update(dt)
        hub_ms.append((time.perf_counter() - started) * 1000)
        hub_cpu.append((time.thread_time() - cpu) * 1000)

    hub.update = timed_update
    child = run_phones({seat: hub.server.join_url(seat) for seat in hub.seats}, args.think,
                       args.seed)
    sent: dict[tuple[int, int], float] = {}
    threading.Thread(target=read_sent, args=(child, sent), daemon=True).start()
    rest: list[tuple[float, bool]] = []          # (time, cards moving) per frame
    latencies: list[float] = []
    at_rest: list[bool] = []          # per latency: the TV was not animating when sent
    frames: list[float] = []
    frames_cpu: list[float] = []
    games = moves_played = 0
    deadline = time.perf_counter() + args.minutes * 60
    seen = 0
    try:
        while games < args.games and time.perf_counter() < deadline:
            dt = app.clock.tick(60) / 1000
            cpu = time.thread_time()
            app.step(dt=dt)
            step_cpu = (time.thread_time() - cpu) * 1000
            top = app.scenes.top
            table = app.scenes.find(TableScene)
            if not isinstance(top, TableScene):
                if table is not None and table.model.state.is_over:
                    games += 1
                    if games < args.games:
                        top.again()
                        seen = 0
                continue
            frames.append(app.work_ms)
            frames_cpu.append(step_cpu)
            history = table.model.state.history
            now = time.monotonic()
            rest.append((now, table.animations_busy))
            while seen < len(history):
                times = [t for (seat, moves), t in list(sent.items()) if moves == seen]
                if times:
                    latencies.append((now - max(times)) * 1000)
                    at_rest.append(not _busy_at(rest, max(times)))
                seen += 1
                moves_played += 1
    finally:
        child.terminate()
        child.wait(10)
        app.nav.close_phones()
    if not latencies:
        print("no move was played from a phone")
        return 1
    print(f"8 phones, 8-seat Zwicker at 1920x1080, speed {args.speed}, think {args.think} s: "
          f"{games} game(s), {moves_played} moves, {len(frames)} TV frames")
    print(f"  tap-to-TV latency p50 {percentile(latencies, 50):.1f} ms   "
          f"p99 {percentile(latencies, 99):.1f} ms   max {max(latencies):.1f} ms "
          f"(a move waits while the TV still animates the last one)")
    calm = [lat for lat, ok in zip(latencies, at_rest, strict=True) if ok]
    if calm:
        print(f"  sent while the TV was at rest ({len(calm)} moves): p50 "
              f"{percentile(calm, 50):.1f} ms   p99 {percentile(calm, 99):.1f} ms   "
              f"max {max(calm):.1f} ms")
    print(f"  TV frame work p50 {percentile(frames, 50):.2f} ms   "
          f"p99 {percentile(frames, 99):.2f} ms   max {max(frames):.2f} ms")
    print(f"  of which the hub (read the phones, build and hand over snapshots) p50 "
          f"{percentile(hub_ms, 50):.2f} ms   p99 {percentile(hub_ms, 99):.2f} ms   "
          f"max {max(hub_ms):.2f} ms")
    print(f"  CPU time of the pygame thread per frame (unaffected by other processes) p50 "
          f"{percentile(frames_cpu, 50):.2f} ms   p99 {percentile(frames_cpu, 99):.2f} ms; "
          f"of the hub p50 {percentile(hub_cpu, 50):.2f} ms   "
          f"p99 {percentile(hub_cpu, 99):.2f} ms   max {max(hub_cpu):.2f} ms")
    return 0


def flood_run(args: argparse.Namespace) -> int:
    """The TV's frames calm, then under a flood from three hostile seats."""
    from game.app.app import App
    from game.app.cli import Config

    app = App(Config(size=(1920, 1080), game="zwicker", players=8, humans=8, phones=8,
                     phone_host="127.0.0.1", seed=args.seed))
    app.settings.animation_speed = args.speed
    app.start()
    hub = app.nav.phones
    server = hub.server
    legit, hostile = hub.seats[:5], hub.seats[5:]
    child = run_phones({seat: server.join_url(seat) for seat in legit}, args.think, args.seed)
    ws = {seat: server.join_url(seat).replace("http://", "ws://").replace("/j/", "/ws/")
          for seat in hub.seats}
    kinds = [f"{kind}={ws[seat]}" for kind, seat in zip(("binary", "ping", "text"), hostile,
                                                          strict=True)]
    kinds.append(f"storm={ws[legit[0]]}")

    def cpu() -> float:
        return time.clock_gettime(time.pthread_getcpuclockid(server._thread.ident)) * 1000

    def phase(seconds: float) -> tuple[list[float], list[float], float]:
        work, own, start, end = [], [], cpu(), time.perf_counter() + seconds
        while time.perf_counter() < end:
            dt = app.clock.tick(60) / 1000
            step = time.thread_time()
            app.step(dt=dt)
            own.append((time.thread_time() - step) * 1000)
            work.append(app.work_ms)
        return work, own, (cpu() - start) / max(1, len(work))

    # the hostile seats are held from the start under the ids the flood will use (it
    # takes them over as the same phones): both phases see the same table, playing
    done = threading.Event()
    holders = threading.Thread(target=lambda: asyncio.run(_hold(
        {seat: f"{ws[seat]}?p=flood-{kind}" for kind, seat in
         zip(("binary", "ping", "text"), hostile, strict=True)}, done)), daemon=True)
    holders.start()
    flood = None
    try:
        for _ in range(3000):                      # every seat joined, the deal is done
            app.step(dt=app.clock.tick(60) / 1000)
            if all(hub.status(s) == "connected" for s in hub.seats) and hub.started:
                break
        phase(3.0)
        calm, calm_own, calm_cpu = phase(args.flood)
        flood = subprocess.Popen([sys.executable, str(Path(__file__).with_name("phone_flood.py")),
                                  "--seconds", str(args.flood + 1),
                                  *(a for k in kinds for a in ("--kind", k))],
                                 stdout=subprocess.PIPE, text=True)
        time.sleep(0.3)
        flooded, flood_own, flood_cpu = phase(args.flood)
        report = json.loads(flood.communicate(timeout=120)[0].splitlines()[-1])
    finally:
        done.set()
        if flood is not None and flood.poll() is None:
            flood.kill()
        child.terminate()
        child.wait(10)
        app.nav.close_phones()
    sent = sum(r["sent"] for r in report.values())
    cut = sum(r["closed"] for r in report.values())
    print(f"8-seat Zwicker at 1920x1080, 5 phones playing, 3 hostile seats + a connection "
          f"storm, {args.flood:.0f} s each phase")
    print(f"  flood: {sent} frames sent, cut off {cut} times, "
          f"{report['storm3']['connected']} storm connections")
    for name, work, own, per in (("calm ", calm, calm_own, calm_cpu),
                                 ("flood", flooded, flood_own, flood_cpu)):
        print(f"  {name}: TV frame work p50 {percentile(work, 50):.2f} ms   "
              f"p99 {percentile(work, 99):.2f} ms   max {max(work):.2f} ms   "
              f"({len(work)} frames); its CPU time p50 {percentile(own, 50):.2f} ms   "
              f"p99 {percentile(own, 99):.2f} ms; server thread CPU {per:.2f} ms per TV frame")
    return 0


async def _hold(urls: dict[int, str], done: threading.Event) -> None:
    """Hold these seats' WebSockets (reading what comes) until ``done``."""
    from aiohttp import ClientSession

    async with ClientSession() as http:
        sockets = [await http.ws_connect(url) for url in urls.values()]
        while not done.is_set():
            for ws in sockets:
                with contextlib.suppress(asyncio.TimeoutError, RuntimeError):
                    await ws.receive(timeout=0.05)
        for ws in sockets:
            await ws.close()


def _busy_at(frames: list[tuple[float, bool]], when: float) -> bool:
    """Whether cards were moving on the TV in the frame shown at ``when``."""
    index = bisect.bisect_right(frames, (when, True)) - 1
    return frames[index][1] if index >= 0 else True


if __name__ == "__main__":
    sys.exit(main())
