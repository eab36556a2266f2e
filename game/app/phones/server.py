"""The phones' server: the page and one WebSocket per seat, on the LAN (aiohttp).

It runs its own asyncio loop in a thread and knows nothing of games. The table's side
(:mod:`.hub`, on the pygame thread) hands it finished JSON texts — each seat's snapshot,
built from that seat's view — and reads what phones sent from :attr:`PhoneServer.inbox`,
a thread-safe queue. Nothing else crosses the threads.

Security (see ``docs/phones.md``): a seat's code is unguessable (80 random bits, in an
alphabet without look-alikes) and valid for this server only; one phone holds a seat at a
time, and it passes to another only by the host's word or after the holder has been gone
for :data:`HOLD_SECONDS`; every frame of every kind is counted by the rate limit before
anything answers it, flooders are closed, reconnects per code are limited; every frame
is size-checked and schema-checked here, and its move judged by the engine on the pygame
thread; requests whose Host or Origin is not this server's address are refused (DNS
rebinding); only the page's own files and the card faces, read once at start, are ever
served. The connections themselves pass :mod:`.gate` (caps, rates and timeouts; it
also counts requests per kept-open connection and per address), and a request aiohttp
cannot parse is one rate-limited log line (:mod:`.request_log`). Nothing that
goes wrong in this thread ends the game: :attr:`PhoneServer.failed` tells the table.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from aiohttp import WSMsgType, web
from aiohttp.typedefs import Handler

from game.app.json_types import Json
from game.app.phones import gate as gates
from game.app.phones.codes import code_key, new_code
from game.app.phones.faces import Faces
from game.app.phones.gate import Bucket
from game.app.phones.page_files import PAGE_FILES, read_page
from game.app.phones.request_log import RequestLog
from game.app.phones.status import CONNECTED, RECONNECTING, WAITING

log = logging.getLogger(__name__)

#: A phone's frame is a small JSON object; anything longer gets an error frame.
MAX_FRAME = 1024
#: aiohttp closes the connection on frames longer than this (never read into memory).
HARD_FRAME_LIMIT = 64 * 1024
#: Rate limit per connection: a bucket of this many frames (of any kind: text, binary,
#: ping, pong), refilled this many a second.
BURST, REFILL = 20, 10.0
#: A connection that keeps flooding after this many refused frames is closed.
MAX_REFUSED = 200
#: WebSocket connections per seat's code: a burst of this many, then one per this many
#: seconds (a phone that wakes or reloads needs one; a page retries every few seconds).
JOIN_BURST, JOIN_EVERY = 10, 3.0
#: Seconds between WebSocket pings (a phone that vanished is noticed within two).
HEARTBEAT = 5.0
#: Seconds a seat whose phone went away stays held for that phone: a second phone with
#: the code gets it only after this (or at once when the host says "New phone").
HOLD_SECONDS = 30.0


@dataclass(frozen=True)
class Inbound:
    """One thing a phone did, for the pygame thread: ``kind`` is ``"join"``, ``"leave"``,
    ``"continue"``, ``"act"`` (then ``text`` is the action text and ``ref`` the phone's
    number for it) or ``"why"`` (``text`` is a dimmed card the phone tapped: why can it
    not be played?). ``conn`` names the connection (answers go to it alone)."""

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
    ws: web.WebSocketResponse | None = None     # the phone's socket while connected
    conn: int = 0
    snapshot: str = ""             # the newest JSON text for this seat
    takeover: bool = False         # the host lets a new phone replace the current one
    phone: str | None = None       # the holding phone's own id (None: nobody joined yet)
    former: set[str] = field(default_factory=set)   # phones that held it before
    left: float = 0.0              # when the holding phone went away (monotonic)
    joins: Bucket = field(default_factory=lambda: Bucket(JOIN_BURST, 1.0 / JOIN_EVERY))


class Refusal(TypedDict):
    """Why a phone may not have a seat now (``wait``: seconds until it may)."""

    t: str
    key: str
    text: str
    ref: int
    wait: NotRequired[float]


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
        self._page = read_page()
        self._faces = Faces()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._stop: asyncio.Event | None = None
        #: the connections' door (only when serving by :meth:`start`)
        self.gate: gates.Gate | None = None
        #: why the server stopped by itself ("" while it serves, or never started)
        self.failed = ""
        self.app = web.Application(middlewares=[self._guard], client_max_size=4096)
        self.app.router.add_get("/j/{code}", self._join_page)
        self.app.router.add_get("/s/{name}", self._static)
        self.app.router.add_get("/c/{pack}/{name}", self._face)
        self.app.router.add_get("/ws/{code}", self._socket)

    # --- seats (any thread; the dicts are only replaced, never resized under a reader) --

    def add_seat(self, seat: int, code: str | None = None) -> str:
        """Open ``seat`` for a phone; returns its join code."""
        entry = _Seat(seat, code or new_code())
        self._seats = {**self._seats, code_key(entry.code): entry}
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

    def _call(self, function: Callable[..., object], *args: object) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):      # the loop has just closed
                loop.call_soon_threadsafe(function, *args)

    # --- running -------------------------------------------------------------------------

    def start(self, timeout: float = 5.0) -> None:
        """Serve in a thread of its own; returns once listening (OSError if it cannot).

        Whatever goes wrong in that thread later ends only the thread: :attr:`failed`
        says why, and the table (which polls it) plays on without phones."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            loop.set_exception_handler(_loop_problem)
            self.loop = loop
            task = loop.create_task(self._serve(ready))
            try:
                loop.run_until_complete(task)
            except BaseException as problem:  # noqa: BLE001 - the thread must not raise
                if ready.is_set():
                    self.failed = f"{type(problem).__name__}: {problem}"
                failure.append(problem)
                ready.set()
                task.cancel()                 # its clean-up closes the sockets
                with contextlib.suppress(BaseException):
                    loop.run_until_complete(task)
            finally:
                with contextlib.suppress(BaseException):
                    loop.close()

        self._thread = threading.Thread(target=run, name="phones", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise OSError("the phone server did not start in time")
        if failure:
            raise OSError(f"cannot serve phones on {self.host}:{self.port}: {failure[0]}")

    async def _serve(self, ready: threading.Event) -> None:
        self._stop = asyncio.Event()
        total, per_address = gates.connection_caps(gates.raise_file_limit(),
                                                   gates.files_open())
        if total < 4:
            raise OSError("too few file descriptors left for phones")
        runner = self._runner = web.AppRunner(self.app, access_log=None,
                                              handle_signals=False, shutdown_timeout=1.0,
                                              keepalive_timeout=gates.KEEPALIVE,
                                              logger=RequestLog())
        await runner.setup()
        handler_factory = runner.server
        assert handler_factory is not None
        self.gate = gates.Gate(handler_factory, total, per_address)
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        listener = socket.create_server((self.host, self.port), family=family, backlog=64)
        listener.setblocking(False)
        self.port = listener.getsockname()[1]
        accepting = asyncio.ensure_future(self.gate.accept(listener))
        ready.set()
        try:
            await self._stop.wait()
            for entry in list(self._by_seat.values()):
                await self._close_ws(entry.ws, "bye")
        finally:
            accepting.cancel()
            listener.close()
            self.gate.close_all()
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
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse requests beyond the connection's or the address's share (counted
        first), and requests for another Host or from another Origin (DNS rebinding)."""
        if self.gate is not None and not self.gate.request_started(request.transport):
            refused = web.Response(status=429, text="too many requests")
            refused.force_close()
            return refused
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
        if code_key(request.match_info["code"]) not in self._seats:
            return web.Response(status=404, body=self._page["invalid.html"],
                                content_type="text/html", charset="utf-8")
        return web.Response(body=self._page["index.html"],
                            content_type="text/html", charset="utf-8")

    async def _face(self, request: web.Request) -> web.Response:
        """A card face (public art: every table's cards look alike)."""
        image = self._faces.get(request.match_info["pack"], request.match_info["name"]
                                .removesuffix(".png"))
        if image is None:
            return web.Response(status=404, text="not found")
        return web.Response(body=image, headers={"Content-Type": "image/png"})

    async def _static(self, request: web.Request) -> web.Response:
        known = PAGE_FILES.get(request.match_info["name"])
        if known is None:
            return web.Response(status=404, text="not found")
        name, kind = known
        return web.Response(body=self._page[name], headers={"Content-Type": kind})

    # --- WebSocket -----------------------------------------------------------------------

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        entry = self._seats.get(code_key(request.match_info["code"]))
        if entry is None:
            return web.Response(status=404, text="unknown code")
        if not entry.joins.take():
            return web.Response(status=429, text="too many connections for this code")
        phone = request.query.get("p", "")[:64]
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=HARD_FRAME_LIMIT,
                                   compress=False, autoping=False)
        await ws.prepare(request)
        if self.gate is not None:
            self.gate.became_socket(request.transport)
        refusal = self._refusal(entry, phone)
        if refusal is not None:
            await _say(ws, json.dumps(refusal))
            await ws.close()
            return ws
        passed = entry.phone is not None and phone != entry.phone
        if entry.ws is not None and not entry.ws.closed:
            await self._close_ws(entry.ws, "replaced" if passed else "again")
        entry.takeover = False
        self._next_conn += 1
        conn = self._next_conn
        if passed and entry.phone is not None:
            entry.former.add(entry.phone)
        entry.former.discard(phone)
        entry.ws, entry.conn, entry.status, entry.phone = ws, conn, CONNECTED, phone
        self.inbox.put(Inbound(entry.seat, conn, "join"))
        if passed:
            await _say(ws, '{"t":"notice","key":"passed"}')
        if entry.snapshot:
            await _say(ws, entry.snapshot)
        try:
            if not await self._read(entry, conn, ws) and request.transport is not None:
                request.transport.abort()     # a flooder: no closing handshake
        finally:
            if entry.conn == conn:
                entry.ws = None
                entry.status = RECONNECTING
                entry.left = time.monotonic()
                self.inbox.put(Inbound(entry.seat, conn, "leave"))
        return ws

    def _refusal(self, entry: _Seat, phone: str) -> Refusal | None:
        """Why this phone may not have the seat now (None: it may). The phone that holds
        it may always come back; another only by the host's word, or once the holder has
        been gone for :data:`HOLD_SECONDS`."""
        if entry.phone is None or phone == entry.phone or entry.takeover:
            return None
        holder_here = entry.ws is not None and not entry.ws.closed
        if not holder_here:
            wait = HOLD_SECONDS - (time.monotonic() - entry.left)
            if wait <= 0:
                return None
            return Refusal(t="error", key="phones.taken", text="held", ref=0,
                           wait=round(wait, 1))
        why = "passed_away" if phone in entry.former else "taken"
        return Refusal(t="error", key="phones.taken", text=why, ref=0)

    async def _read(self, entry: _Seat, conn: int, ws: web.WebSocketResponse) -> bool:
        """Every frame, of any kind, is counted before anything answers it; a connection
        that goes on past :data:`MAX_REFUSED` refused frames is cut (False)."""
        bucket = Bucket(BURST, REFILL)
        async for message in ws:
            if not bucket.take():
                if bucket.refused > MAX_REFUSED:
                    return False
                if bucket.streak == 1:        # once per run of refused frames
                    await _say(ws, error_frame("phones.slow_down", "too many messages"))
                continue
            kind = message.type
            if kind == WSMsgType.PING:
                with contextlib.suppress(ConnectionError):
                    await ws.pong(message.data)
            elif kind == WSMsgType.PONG:
                continue
            elif kind == WSMsgType.TEXT:
                await self._received(entry, conn, ws, message.data)
            elif kind == WSMsgType.ERROR:
                return True
            else:
                await _say(ws, error_frame("phones.bad_frame", "text frames only"))
        return True

    async def _received(self, entry: _Seat, conn: int, ws: web.WebSocketResponse,
                        data: str) -> None:
        """Check one frame's size and schema; a move goes to the pygame thread."""
        if len(data) > MAX_FRAME:
            await _say(ws, error_frame("phones.too_long", "frame too long"))
            return
        frame: Json
        try:
            frame = json.loads(data)
        except ValueError:
            frame = None
        if not isinstance(frame, dict):
            await _say(ws, error_frame("phones.bad_frame", "not a JSON object"))
            return
        kind, text, ref = frame.get("t"), frame.get("action"), frame.get("ref", 0)
        if not isinstance(ref, int) or isinstance(ref, bool) or not 0 <= ref < 2**31:
            ref = -1
        if kind == "act" and isinstance(text, str) and ref >= 0 and set(frame) <= {
                "t", "action", "ref"}:
            if entry.ws is ws:
                self.inbox.put(Inbound(entry.seat, conn, "act", text, ref))
            return
        card = frame.get("card")
        if kind == "why" and isinstance(card, str) and len(card) <= 3 and set(frame) == {
                "t", "card"}:
            if entry.ws is ws:
                self.inbox.put(Inbound(entry.seat, conn, "why", card))
            return
        if kind == "continue" and set(frame) == {"t"}:
            if entry.ws is ws:
                self.inbox.put(Inbound(entry.seat, conn, "continue"))
            return
        if kind == "ping" and set(frame) == {"t"}:
            await _say(ws, '{"t":"pong"}')
            return
        await _say(ws, error_frame("phones.bad_frame", "unknown message", max(ref, 0)))

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

    async def _close_ws(self, ws: web.WebSocketResponse | None, why: str) -> None:
        if ws is None or ws.closed:
            return
        try:
            await ws.send_str(json.dumps({"t": "bye", "why": why}))
            await ws.close()
        except Exception:  # noqa: BLE001 - the phone is gone already
            pass


async def _send(ws: web.WebSocketResponse, text: str) -> None:
    with contextlib.suppress(Exception):   # the phone went away; its handler notices
        await ws.send_str(text)


async def _say(ws: web.WebSocketResponse, text: str) -> None:
    """Send to a phone that may be leaving (a flooder that hung up): no error then."""
    with contextlib.suppress(ConnectionError, RuntimeError):
        await ws.send_str(text)


def _loop_problem(loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
    """What the server's loop could not hand anyone: a phone that hung up is no news;
    anything else is logged, and the loop serves on."""
    problem = context.get("exception")
    if isinstance(problem, ConnectionError):
        return
    log.warning("phone server: %s", context.get("message", "problem"),
                exc_info=problem if isinstance(problem, BaseException) else None)
