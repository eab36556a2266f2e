"""Helpers for the phone tests: a headless table with phone seats, its server served by
aiohttp's test server in the test's own event loop, and phones as WebSocket clients.

The pygame side (``app.step()``) and the server share the test's thread: every wait
steps the app and yields to the loop, bounded in frames and seconds. For the page in
headless Chromium: the browser, a touch phone's taps, a thread that drives it while the
app runs, and a probe of the browser's feedback APIs (sound, vibration, wake lock)."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import threading
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from aiohttp import ClientSession, WSMsgType
from aiohttp.test_utils import TestServer

from game.app.games import ui_for
from game.app.phones.hub import PhoneHub
from game.app.phones.server import PhoneServer
from game.app.session import Session
from support.app import make_app

CARD = re.compile(r"\b(?:10|[2-9JQKA])[SHDCOT]\b|\bJK\b")


class Phone:
    """One phone: a WebSocket and everything it received."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.closed = False
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for message in self.ws:
            if message.type == WSMsgType.TEXT:
                self.raw.append(message.data)
                self.frames.append(json.loads(message.data))
        self.closed = True

    @property
    def snapshot(self) -> dict[str, Any] | None:
        states = [f for f in self.frames if f.get("t") == "state"]
        return states[-1] if states else None

    def errors(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f.get("t") == "error"]

    async def act(self, text: str, ref: int = 1) -> None:
        await self.ws.send_str(json.dumps({"t": "act", "action": text, "ref": ref}))

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.wait_for(self._reader, 5)


class Rig:
    """A table with phone seats, its hub and server, and an HTTP client."""

    def __init__(self, game: str, players: int, phones: int, seed: int = 1,
                 humans: int = 0, options: dict[str, Any] | None = None) -> None:
        self.app = make_app()
        seats = Session.quick(game, players, humans=max(humans, phones), phones=phones).seats
        self.session = Session(game, seats, seed=seed, options=options or {})
        self.table = self.app.nav.table(self.session)
        self.app.nav.to_menu(self.table)
        self.server = PhoneServer("127.0.0.1")
        self.hub = PhoneHub(self.session, self.server, ui_for(game).seat_view)
        self.test_server = TestServer(self.server.app, host="127.0.0.1")
        self.http: ClientSession | None = None
        self.shadow = self.table.model.state.clone()

    async def __aenter__(self) -> Rig:
        await self.test_server.start_server()
        self.server.bind_loop(asyncio.get_running_loop(), self.test_server.port)
        self.hub.attach(self.table)
        self.app.step()
        self.http = ClientSession()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.http.close()
        await self.test_server.close()
        self.table.driver.dispose()

    def url(self, seat: int) -> str:
        return self.server.join_url(seat)

    def ws_url(self, seat: int, code: str | None = None, who: str | None = None) -> str:
        """The seat's WebSocket address for the phone named ``who`` (each seat's own
        phone by default: the same phone when it comes back)."""
        return (f"{self.server.address}/ws/{code or self.server.code(seat)}"
                f"?p={who or f'seat{seat}'}")

    async def phone(self, seat: int, who: str | None = None, **headers: str) -> Phone:
        phone = Phone(await self.http.ws_connect(self.ws_url(seat, who=who),
                                                 headers=headers or None))
        await self.pump(lambda: phone.snapshot is not None or phone.closed)
        return phone

    async def pump(self, until: Any, frames: int = 3000, seconds: float = 30.0) -> bool:
        """Step the app and let the server work until ``until()`` (bounded)."""
        deadline = time.monotonic() + seconds
        for _ in range(frames):
            if until():
                return True
            if time.monotonic() > deadline:
                break
            self.app.step()
            await asyncio.sleep(0.001)
        return bool(until())

    async def settle(self, frames: int = 20) -> None:
        for _ in range(frames):
            self.app.step()
            await asyncio.sleep(0.001)

    def catch_up_shadow(self) -> None:
        """Apply to the shadow game the moves the table played since (each must be
        legal there), then the two must be equal."""
        for action in self.table.model.state.history[len(self.shadow.history):]:
            self.shadow.apply(str(action))
        assert self.table.model.state == self.shadow


def secret_only(state: Any, seat: int) -> set[str]:
    """Card texts ``seat`` may not see anywhere right now (with two packs a card can be
    both in another hand and visible: such a card is not counted)."""
    secret = state.secret_cards(seat)
    known = state.all_cards() - secret
    return {card.text for card in secret if card not in known and not card.is_unknown}


def card_tokens(data: Any) -> Counter[str]:
    return Counter(CARD.findall(json.dumps(data)))


def run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


# --- the page in a real browser ------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")


def chromium(width: int = 412, height: int = 915) -> Any:
    """Headless Chromium driven by Selenium, on loopback only."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--force-device-scale-factor=1",
                 "--no-proxy-server", "--disable-extensions"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def as_phone(browser: Any, width: int, height: int) -> None:
    """The browser as a touch phone of this size."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled",
                            {"enabled": True, "maxTouchPoints": 5})


def touch(browser: Any, element: Any) -> None:
    """A finger's tap on a visible point of the element (overlapping cards show only
    their left part), as the phone's touch screen sends it: touch start and end, from
    which the browser makes the pointer events and the click."""
    point = browser.execute_script("""
        const el = arguments[0], r = el.getBoundingClientRect();
        const y = r.top + Math.min(r.height / 2, 24);
        for (let x = r.left + 3; x < r.right; x += 3) {
          const hit = document.elementFromPoint(x, y);
          if (hit && el.contains(hit)) return [x, y];
        }
        return null;""", element)
    assert point is not None, "nothing of the element can be touched"
    x, y = point
    for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchEnd", [])):
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def with_browser(app: Any, drive: Callable[[], None], seconds: float,
                 each_frame: Callable[[], None] | None = None) -> None:
    """Run ``drive`` (the browser's side) in a thread while this thread steps the app
    (calling ``each_frame`` after every step), bounded in time; an exception in
    ``drive`` fails the test here."""
    problems: list[BaseException] = []

    def guarded() -> None:
        try:
            drive()
        except BaseException as problem:  # noqa: BLE001 - raised again by the main thread
            problems.append(problem)

    worker = threading.Thread(target=guarded, daemon=True)
    worker.start()
    deadline = time.monotonic() + seconds
    while worker.is_alive() and time.monotonic() < deadline:
        app.step()
        if each_frame is not None:
            each_frame()
        time.sleep(0.002)
    worker.join(5)
    if problems:
        raise problems[0]
    assert not worker.is_alive(), f"the browser's side took longer than {seconds} s"


#: Put into the page before its own script runs: records what the page asks of the
#: browser's feedback APIs, in one ordered log (``window.__feedback.log``) together with
#: the snapshots it receives and the taps it gets. The AudioContext is the real one
#: (a subclass that notes its state when a tone starts: a context made outside a tap
#: stays suspended, and a suspended context is silent); vibration and the wake lock are
#: stand-ins (headless Chromium has no motor and no screen to keep on); the page's
#: visibility can be switched (``hide()``/``show()``) as a phone's screen going off does.
FEEDBACK_PROBE = r"""
(() => {
  const log = [];
  let hidden = false;
  const locks = [];
  const note = (kind, extra) => log.push(Object.assign({kind: kind, at: performance.now()},
                                                       extra || {}));
  for (const type of ["pointerdown", "pointerup", "touchend", "click"]) {
    addEventListener(type, (e) => { if (e.isTrusted) note("input", {type: type}); }, true);
  }
  const RealSocket = window.WebSocket;
  window.WebSocket = class extends RealSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        let data = null;
        try { data = JSON.parse(e.data); } catch (x) { return; }
        if (data.t === "state") {
          note("state", {yours: !!data.yours, over: !!data.over, moves: data.moves});
        }
      });
    }
  };
  const RealAudio = window.AudioContext;
  class ProbedAudio extends RealAudio {
    constructor(...args) {
      super(...args);
      note("audio", {state: this.state, active: navigator.userActivation.isActive});
    }
    createOscillator() {
      const osc = super.createOscillator();
      const start = osc.start.bind(osc);
      osc.start = (...args) => { note("tone", {state: this.state}); return start(...args); };
      return osc;
    }
  }
  window.AudioContext = ProbedAudio;
  window.webkitAudioContext = ProbedAudio;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    note("play");
    return play.apply(this, args);
  };
  Object.defineProperty(navigator, "vibrate", {configurable: true, value: (pattern) => {
    note("vibrate", {pattern: pattern});
    return true;
  }});
  class Lock extends EventTarget {
    constructor() { super(); this.type = "screen"; this.released = false; }
    async release() {
      if (this.released) return;
      this.released = true;
      note("wake-release");
      this.dispatchEvent(new Event("release"));
    }
  }
  Object.defineProperty(navigator, "wakeLock", {configurable: true, value: {
    request: async (type) => {
      note("wake-request", {type: type, visible: !hidden});
      if (hidden) throw new DOMException("not visible", "NotAllowedError");
      const lock = new Lock();
      locks.push(lock);
      return lock;
    },
  }});
  Object.defineProperty(document, "visibilityState", {configurable: true,
    get: () => hidden ? "hidden" : "visible"});
  Object.defineProperty(document, "hidden", {configurable: true, get: () => hidden});
  const switchTo = (hide) => {
    hidden = hide;
    if (hide) for (const lock of locks) lock.release();   // as the browser does
    document.dispatchEvent(new Event("visibilitychange"));
  };
  window.__feedback = {log: log, hide: () => switchTo(true), show: () => switchTo(false)};
})();
"""


def probe_feedback(browser: Any) -> str:
    """Every page this browser opens from now on gets :data:`FEEDBACK_PROBE` first; the
    script's identifier (``Page.removeScriptToEvaluateOnNewDocument`` takes it out)."""
    added = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": FEEDBACK_PROBE})
    return str(added["identifier"])


def feedback_log(browser: Any) -> list[dict[str, Any]]:
    return browser.execute_script("return window.__feedback.log.slice()")
