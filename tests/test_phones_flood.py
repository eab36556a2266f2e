"""The TV's frames under a flood from the Wi-Fi: a hostile process (tools/benchmarks/phone_flood.py,
on loopback) holds three phone seats and floods them with binary frames, WebSocket pings
and text, reconnecting at once whenever it is closed, storms the port with TCP
connections, guesses codes over kept-open connections and sends requests that cannot be
parsed. The server cuts the flooders off, logs quietly, and the TV's frames go on. How
much of a frame the flood costs is a figure of the benchmark, not a verdict here (a
loaded machine would decide it): ``python tools/benchmarks/bench_phones.py --flood 8``."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import time

import pygame
from support.app import make_app
from support.tools import tool_path

from game.app.phones import request_log
from game.app.table.scene import TableScene

FLOOD_SECONDS = 4.0
def run_frames(app, seconds: float) -> int:
    """Frames of a paced 60 fps loop for ``seconds`` (a bound, not a measure)."""
    frames = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        started = time.monotonic()
        app.step(dt=1 / 60)
        frames += 1
        time.sleep(max(0.0, 1 / 60 - (time.monotonic() - started)))
    return frames


def test_a_flood_is_cut_off_quietly_while_the_tv_goes_on(caplog):
    caplog.set_level(logging.WARNING)
    app = make_app(game="zwicker", players=5, humans=4, phones=4, phone_host="127.0.0.1")
    flood = None
    try:
        hub = app.nav.phones
        server = hub.server
        table = app.scenes.find(TableScene)
        urls = {seat: server.join_url(seat).replace("http://", "ws://").replace("/j/", "/ws/")
                for seat in hub.seats}
        assert run_frames(app, 1.0) > 0
        kinds = [f"{kind}={urls[seat]}" for kind, seat in
                 (("binary", 1), ("ping", 2), ("text", 3), ("storm", 0), ("guess", 0),
                  ("bad", 0))]
        flood = subprocess.Popen([sys.executable, str(tool_path("phone_flood")),
                                  "--seconds", str(FLOOD_SECONDS),
                                  *(a for k in kinds for a in ("--kind", k))],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(0.3)                        # the flood is under way
        assert run_frames(app, FLOOD_SECONDS - 1.0) > 0   # the TV's loop went on
        out, err = flood.communicate(timeout=60)
        assert flood.returncode == 0, err[-2000:]
        report = json.loads(out.splitlines()[-1])
        # the flood was real: frames by the thousand (fewer on a loaded machine, where the
        # flooder shares the cores with the TV), and the server closed the flooders
        assert sum(r["sent"] for r in report.values()) > 100, report
        for name in ("binary0", "ping1", "text2"):
            assert report[name]["closed"] >= 1, report
        assert report["storm3"]["connected"] > 10, report
        # code guessing over kept-open connections was cut off (they cannot escape the
        # door's rates), and requests aiohttp cannot parse were sent
        assert report["guess4"]["closed"] >= 1 and report["guess4"]["sent"] > 20, report
        assert report["bad5"]["sent"] > 10, report
        assert isinstance(app.scenes.top, TableScene) or table.model.state is not None
        # a flooder hanging up is no error worth a log line; a bad request is one line
        # without a traceback, and such lines are few
        problems = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert not problems, [r.getMessage() for r in problems][:5]
        bad_lines = [r for r in caplog.records if "bad request" in r.getMessage()]
        assert 1 <= len(bad_lines) <= request_log.BURST + 1, len(bad_lines)
        assert not [r for r in bad_lines if r.exc_info and r.exc_info[0] is not None]
    finally:
        if flood is not None and flood.poll() is None:
            flood.kill()
            flood.wait(10)
        app.nav.close_phones()
        pygame.event.clear()
