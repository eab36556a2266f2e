"""The phones' server: the page and one WebSocket per seat, on the LAN (aiohttp).

It runs its own asyncio loop in a thread and knows nothing of games. The table's side
(:mod:`.hub`, on the pygame thread) hands it finished JSON texts — each seat's snapshot,
built from that seat's view — and reads what phones sent from :attr:`PhoneServer.inbox`,
a thread-safe queue. Nothing else crosses the threads.

Security (see the README): a seat's code is unguessable (``secrets.token_urlsafe``) and
valid for this server only; one phone holds a seat at a time; every frame is size-checked,
schema-checked and rate-limited here, and its move judged by the engine on the pygame
thread; requests whose Host or Origin is not this server's address are refused (DNS
rebinding); only the page's own files, read once at start, are ever served.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import secrets
import threading
import time
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from aiohttp import WSMsgType, web

from game.app.phones.status import CONNECTED, RECONNECTING, WAITING

#: The only files the server ever sends: URL name -> (file in ``page/``, content type).
PAGE_FILES = {
    "phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "phone.css": ("phone.css", "text/css; charset=utf-8"),
}
#: A phone's frame is a small JSON object; anything longer gets an error frame.
MAX_FRAME = 1024
#: aiohttp closes the connection on frames longer than this (never read into memory).
HARD_FRAME_LIMIT = 64 * 1024
#: Rate limit per connection: a bucket of this many messages, refilled this many a second.
BURST, REFILL = 20, 10.0
#: A connection that keeps flooding after this many refused messages is closed.
MAX_REFUSED = 200
#: Seconds between WebSocket pings (a phone that vanished is noticed within two).
HEARTBEAT = 5.0



@dataclass(frozen=True)
class Inbound:
    """One thing a phone did, for the pygame thread: ``kind`` is ``"join"``, ``"leave"``
    or ``"act"`` (then ``text`` is the action text and ``ref`` the phone's number for it).
    ``conn`` names the connection (answers go to it alone)."""

    seat: int
    conn: int
    kind: str
    text: str = ""
    ref: int = 0


@dataclass
class _Seat:
    seat: int
    code: str
    status: str = WAITING
    ws: Any = None                 # the phone's WebSocketResponse while connected
    conn: int = 0
    snapshot: str = ""             # the newest JSON text for this seat
    takeover: bool = False         # the host lets a new phone replace the current one


@dataclass
class _Bucket:
    tokens: float = BURST
    stamp: float = field(default_factory=time.monotonic)
    refused: int = 0

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * REFILL)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        self.refused += 1
        return False


def new_code() -> str:
    """An unguessable join code (128 bits)."""
    return secrets.token_urlsafe(16)


def error_frame(key: str, text: str, ref: int = 0) -> str:
    return json.dumps({"t": "error", "key": key, "text": text, "ref": ref})


class PhoneServer:
    """HTTP + WebSocket server for the phone seats of one table.

    ``host`` is the address to bind (and the one phones must use); ``port`` 0 picks a
    free port. :meth:`start` runs it in a thread; tests may instead serve :attr:`app`
    with aiohttp's ``TestServer`` and call :meth:`bind_loop`.
    """

    def __init__(self, host: str, port: int = 0) -> None:
        self.host = host
        self.port = port
        self.inbox: queue.SimpleQueue[Inbound] = queue.SimpleQueue()
        self._seats: dict[str, _Seat] = {}
        self._by_seat: dict[int, _Seat] = {}
        self._next_conn = 0
        self._page = _read_page()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._stop: asyncio.Event | None = None
        self.app = web.Application(middlewares=[self._guard], client_max_size=4096)
        self.app.router.add_get("/j/{code}", self._join_page)
        self.app.router.add_get("/s/{name}", self._static)
        self.app.router.add_get("/ws/{code}", self._socket)

    # --- seats (any thread; the dicts are only replaced, never resized under a reader) --

    def add_seat(self, seat: int, code: str | None = None) -> str:
        """Open ``seat`` for a phone; returns its join code."""
        entry = _Seat(seat, code or new_code())
        self._seats = {**self._seats, entry.code: entry}
        self._by_seat = {**self._by_seat, seat: entry}
        return entry.code

    def remove_seat(self, seat: int) -> None:
        """The seat is played elsewhere now: its code stops working, its phone is told."""
        entry = self._by_seat.get(seat)
        if entry is None:
            return
        self._seats = {c: e for c, e in self._seats.items() if e is not entry}
        self._by_seat = {s: e for s, e in self._by_seat.items() if e is not entry}
        self._call(self._close_seat, entry)

    def status(self, seat: int) -> str:
        entry = self._by_seat.get(seat)
        return entry.status if entry is not None else WAITING

    def code(self, seat: int) -> str:
        return self._by_seat[seat].code

    def allow_takeover(self, seat: int) -> None:
        """Let the next phone with this seat's code replace the one holding it."""
        entry = self._by_seat.get(seat)
        if entry is not None:
            entry.takeover = True

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def join_url(self, seat: int) -> str:
        return f"{self.address}/j/{self.code(seat)}"

    # --- from the pygame thread ----------------------------------------------------------

    def publish(self, seat: int, text: str) -> None:
        """The seat's new snapshot (a finished JSON text): kept and sent to its phone."""
        self._call(self._publish, seat, text)

    def reply(self, seat: int, conn: int, text: str) -> None:
        """A frame for one connection only (an error for a move it sent)."""
        self._call(self._reply, seat, conn, text)

    def _call(self, function: Any, *args: Any) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):      # the loop has just closed
                loop.call_soon_threadsafe(function, *args)

    # --- running -------------------------------------------------------------------------

    def start(self, timeout: float = 5.0) -> None:
        """Serve in a thread of its own; returns once listening (OSError if it cannot)."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            try:
                loop.run_until_complete(self._serve(ready))
            except BaseException as problem:  # noqa: BLE001 - reported to start()
                failure.append(problem)
                ready.set()
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name="phones", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise OSError("the phone server did not start in time")
        if failure:
            raise OSError(f"cannot serve phones on {self.host}:{self.port}: {failure[0]}")

    async def _serve(self, ready: threading.Event) -> None:
        self._stop = asyncio.Event()
        runner = self._runner = web.AppRunner(self.app, access_log=None,
                                              handle_signals=False, shutdown_timeout=1.0)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port, reuse_address=True)
        await site.start()
        server = getattr(site, "_server", None)
        if self.port == 0 and server is not None and server.sockets:
            self.port = server.sockets[0].getsockname()[1]
        ready.set()
        await self._stop.wait()
        for entry in list(self._by_seat.values()):
            await self._close_ws(entry.ws, "bye")
        await runner.cleanup()

    def bind_loop(self, loop: asyncio.AbstractEventLoop, port: int) -> None:
        """For tests: the app is served by someone else in ``loop`` on ``port``."""
        self.loop = loop
        self.port = port

    def stop(self, timeout: float = 3.0) -> None:
        """Close every connection and stop serving (from the pygame thread)."""
        if self._stop is not None:
            self._call(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    # --- HTTP ----------------------------------------------------------------------------

    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Refuse requests for another Host or from another Origin (DNS rebinding)."""
        own = self.address.removeprefix("http://")
        hosts = {own, own.rpartition(":")[0]} if self.port == 80 else {own}
        host = request.headers.get("Host", "")
        origin = request.headers.get("Origin")
        if host not in hosts or (origin is not None and origin.removesuffix(":80") !=
                                 self.address.removesuffix(":80")):
            return web.Response(status=403, text="forbidden")
        response = await handler(request)
        if not isinstance(response, web.WebSocketResponse):
            response.headers["Cache-Control"] = "no-store"
            response.headers["X-Content-Type-Options"] = "nosniff"
            response.headers["Referrer-Policy"] = "no-referrer"
            response.headers["Content-Security-Policy"] = (
                "default-src 'none'; script-src 'self'; style-src 'self'; "
                f"connect-src ws://{own}; img-src 'self' data:")
        return response

    async def _join_page(self, request: web.Request) -> web.Response:
        if request.match_info["code"] not in self._seats:
            return web.Response(status=404, text="This join code is not valid (any more).")
        return web.Response(body=self._page["index.html"],
                            content_type="text/html", charset="utf-8")

    async def _static(self, request: web.Request) -> web.Response:
        known = PAGE_FILES.get(request.match_info["name"])
        if known is None:
            return web.Response(status=404, text="not found")
        name, kind = known
        return web.Response(body=self._page[name], headers={"Content-Type": kind})

    # --- WebSocket -----------------------------------------------------------------------

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        entry = self._seats.get(request.match_info["code"])
        if entry is None:
            return web.Response(status=404, text="unknown code")
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=HARD_FRAME_LIMIT,
                                   compress=False)
        await ws.prepare(request)
        if entry.ws is not None and not entry.ws.closed:
            if not entry.takeover:
                await ws.send_str(error_frame("phones.taken", "taken"))
                await ws.close()
                return ws
            await self._close_ws(entry.ws, "replaced")
        entry.takeover = False
        self._next_conn += 1
        conn = self._next_conn
        entry.ws, entry.conn, entry.status = ws, conn, CONNECTED
        self.inbox.put(Inbound(entry.seat, conn, "join"))
        if entry.snapshot:
            await ws.send_str(entry.snapshot)
        bucket = _Bucket()
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    await ws.send_str(error_frame("phones.bad_frame", "text frames only"))
                    continue
                if not bucket.take():
                    if bucket.refused > MAX_REFUSED:
                        break
                    await ws.send_str(error_frame("phones.slow_down", "too many messages"))
                    continue
                await self._received(entry, conn, ws, message.data)
        finally:
            if entry.conn == conn:
                entry.ws = None
                entry.status = RECONNECTING
                self.inbox.put(Inbound(entry.seat, conn, "leave"))
        return ws

    async def _received(self, entry: _Seat, conn: int, ws: Any, data: str) -> None:
        """Check one frame's size and schema; a move goes to the pygame thread."""
        if len(data) > MAX_FRAME:
            await ws.send_str(error_frame("phones.too_long", "frame too long"))
            return
        try:
            frame = json.loads(data)
        except ValueError:
            frame = None
        if not isinstance(frame, dict):
            await ws.send_str(error_frame("phones.bad_frame", "not a JSON object"))
            return
        kind, text, ref = frame.get("t"), frame.get("action"), frame.get("ref", 0)
        if not isinstance(ref, int) or isinstance(ref, bool) or not 0 <= ref < 2**31:
            ref = -1
        if kind == "act" and isinstance(text, str) and ref >= 0 and set(frame) <= {
                "t", "action", "ref"}:
            if entry.ws is ws:
                self.inbox.put(Inbound(entry.seat, conn, "act", text, ref))
            return
        if kind == "ping" and set(frame) == {"t"}:
            await ws.send_str('{"t":"pong"}')
            return
        await ws.send_str(error_frame("phones.bad_frame", "unknown message", max(ref, 0)))

    def _publish(self, seat: int, text: str) -> None:
        entry = self._by_seat.get(seat)
        if entry is None:
            return
        entry.snapshot = text
        if entry.ws is not None and not entry.ws.closed:
            asyncio.ensure_future(_send(entry.ws, text))

    def _reply(self, seat: int, conn: int, text: str) -> None:
        entry = self._by_seat.get(seat)
        if entry is not None and entry.conn == conn and entry.ws is not None:
            asyncio.ensure_future(_send(entry.ws, text))

    def _close_seat(self, entry: _Seat) -> None:
        asyncio.ensure_future(self._close_ws(entry.ws, "closed"))

    async def _close_ws(self, ws: Any, why: str) -> None:
        if ws is None or ws.closed:
            return
        try:
            await ws.send_str(json.dumps({"t": "bye", "why": why}))
            await ws.close()
        except Exception:  # noqa: BLE001 - the phone is gone already
            pass


async def _send(ws: Any, text: str) -> None:
    with contextlib.suppress(Exception):   # the phone went away; its handler notices
        await ws.send_str(text)


def _read_page() -> dict[str, bytes]:
    """The page's files, read once: nothing else on disk is ever served."""
    folder = resources.files("game.app.phones") / "page"
    names = ["index.html", *(name for name, _ in PAGE_FILES.values())]
    return {name: (folder / name).read_bytes() for name in names}
