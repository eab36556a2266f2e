"""The phone server's door: every TCP connection passes it before aiohttp sees a byte.

A couch evening shares its Wi-Fi with whoever is on it; the game's process must never
run out of file descriptors because of them (the next font or save it opens would fail
and end the game). So the door

* caps the connections held at once, in all and per address, well under the process's
  open-file limit (which :func:`raise_file_limit` first lifts to its hard maximum);
* refuses an address that opens connections faster than a browser does — before a
  transport or protocol is made for it — and, in a storm of refusals, pauses accepting
  for a moment (the kernel's backlog holds the rest, at no cost to the game);
* counts every request, per connection and per address: a kept-open connection does
  not let a client ask faster than new connections would (:meth:`Gate.request_started`);
* closes a connection whose request headers have not arrived after
  :data:`HEADER_TIMEOUT` seconds, and any connection that has not become a seat's
  WebSocket after :data:`HTTP_LIFETIME` seconds (pages and pictures take milliseconds).

A refused connection is closed at once (it held its descriptor for microseconds). The
door wraps aiohttp's own protocol object and passes every call on to it unchanged.
"""

from __future__ import annotations

import asyncio
import os
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field

#: Connections held at once, in all and from one address (a browser opens up to six to
#: load a page, and keeps one WebSocket).
MAX_CONNECTIONS, MAX_PER_ADDRESS = 96, 16
#: Descriptors kept free for the game itself (fonts, saves, sounds, speech, the display).
RESERVED_FILES = 96
#: New connections from one address: a burst of this many, then this many a second.
ACCEPT_BURST, ACCEPT_RATE = 40, 10.0
#: Refused connections (all addresses) before accepting pauses: a burst, then a second.
STORM_BURST, STORM_RATE = 60, 60.0
#: Seconds accepting pauses in a storm.
STORM_PAUSE = 0.1
#: Seconds a connection may take to send its first request's headers.
HEADER_TIMEOUT = 5.0
#: Seconds a connection that is not a seat's WebSocket is kept at most.
HTTP_LIFETIME = 20.0
#: Seconds an idle keep-alive connection is kept between requests (aiohttp closes it).
KEEPALIVE = 5.0
#: Requests one kept-open connection may carry; the one after is refused and the
#: connection closed (a page with its card faces takes a few dozen).
MAX_REQUESTS = 100
#: Requests from one address, over all its connections: a burst, then this many a second
#: (a kept-open connection must not escape what new connections are held to).
REQUEST_BURST, REQUEST_RATE = 150, 20.0


@dataclass
class Bucket:
    """A token bucket: ``burst`` at once, refilled ``rate`` a second. ``streak`` counts
    the refusals since the last success, ``refused`` all of them."""

    burst: float
    rate: float
    tokens: float = -1.0
    stamp: float = field(default_factory=time.monotonic)
    refused: int = 0
    streak: int = 0

    def take(self) -> bool:
        now = time.monotonic()
        start = self.burst if self.tokens < 0 else self.tokens
        self.tokens = min(self.burst, start + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.streak = 0
            return True
        self.refused += 1
        self.streak += 1
        return False


def raise_file_limit() -> int:
    """Lift this process's soft open-file limit to its hard maximum; the soft limit in
    force afterwards (a large number where the platform has no such limit)."""
    try:
        import resource
    except ImportError:             # Windows: no per-process descriptor limit of this kind
        return 1 << 16
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 16)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        for target in (wanted, 10240):      # macOS refuses more than OPEN_MAX (10240)
            try:
                resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
                soft = target
                break
            except (ValueError, OSError):
                continue
    return soft if soft != resource.RLIM_INFINITY else 1 << 16


def files_open() -> int:
    """Descriptors this process holds now (an estimate where the system cannot list them)."""
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return 64


def connection_caps(limit: int, in_use: int) -> tuple[int, int]:
    """(in all, per address) for an open-file ``limit`` of which ``in_use`` are taken:
    at most half of what is left after :data:`RESERVED_FILES`."""
    spare = max(0, (limit - in_use - RESERVED_FILES) // 2)
    total = min(MAX_CONNECTIONS, spare)
    return total, min(MAX_PER_ADDRESS, total)


class Gate:
    """Counts the connections by address and decides who comes in.

    ``make`` builds the protocol that serves an admitted connection (aiohttp's request
    handler). :meth:`protocol` is the factory given to ``loop.create_server``."""

    def __init__(self, make: Callable[[], asyncio.Protocol], total: int, per_address: int
                 ) -> None:
        self.make = make
        self.total = total
        self.per_address = per_address
        #: transport -> its door, while open (a transport is only looked up by identity)
        self.doors: dict[object, Door] = {}
        self.by_address: dict[str, int] = {}
        self.rates: dict[str, Bucket] = {}
        self.asks: dict[str, Bucket] = {}         # address -> its requests' bucket
        self.refused = 0
        self._storm = Bucket(STORM_BURST, STORM_RATE)

    def protocol(self) -> Door:
        return Door(self)

    async def accept(self, listener: socket.socket) -> None:
        """Accept connections on ``listener`` for ever: a refused one is closed before
        anything is made for it; in a storm of refusals accepting pauses a moment."""
        loop = asyncio.get_running_loop()
        while True:
            try:
                conn, peer = await loop.sock_accept(listener)
            except OSError:                  # out of descriptors or the like: wait
                await asyncio.sleep(0.5)
                continue
            if not self.welcome(str(peer[0]) if peer else ""):
                conn.close()
                self.refused += 1
                if not self._storm.take():
                    await asyncio.sleep(STORM_PAUSE)
                continue
            try:
                await loop.connect_accepted_socket(self.protocol, conn)
            except OSError:
                conn.close()

    def welcome(self, address: str) -> bool:
        """Whether a new connection from ``address`` may come in now."""
        rate = self.rates.get(address)
        if rate is None:
            if len(self.rates) > 4 * MAX_CONNECTIONS:     # forget quiet addresses
                self.rates = {a: b for a, b in self.rates.items() if a in self.by_address}
            rate = self.rates[address] = Bucket(ACCEPT_BURST, ACCEPT_RATE)
        return (rate.take() and len(self.doors) < self.total
                and self.by_address.get(address, 0) < self.per_address)

    def admit(self, door: Door, address: str) -> bool:
        """Count the connection in (False: full after all, it is closed)."""
        if len(self.doors) >= self.total or self.by_address.get(address, 0) >= self.per_address:
            self.refused += 1
            return False
        self.doors[door.transport] = door
        self.by_address[address] = self.by_address.get(address, 0) + 1
        return True

    def release(self, door: Door) -> None:
        if self.doors.pop(door.transport, None) is None:
            return
        left = self.by_address.get(door.address, 1) - 1
        if left > 0:
            self.by_address[door.address] = left
        else:
            self.by_address.pop(door.address, None)

    def request_started(self, transport: object) -> bool:
        """Headers arrived on this connection (called by the server's middleware before
        anything else): whether the request may be answered. One that may not is
        answered "too many" and its connection closed: the client has to come back
        through the door, whose rate it cannot escape by keeping a connection open."""
        door = self.doors.get(transport)
        if door is None:
            return True
        door.requests += 1
        asks = self.asks.get(door.address)
        if asks is None:
            if len(self.asks) > 4 * MAX_CONNECTIONS:      # forget quiet addresses
                self.asks = {a: b for a, b in self.asks.items() if a in self.by_address}
            asks = self.asks[door.address] = Bucket(REQUEST_BURST, REQUEST_RATE)
        if door.requests > MAX_REQUESTS or not asks.take():
            self.refused += 1
            return False
        return True

    def became_socket(self, transport: object) -> None:
        """The connection is a seat's WebSocket now: no lifetime (the heartbeat watches)."""
        door = self.doors.get(transport)
        if door is not None:
            door.socket = True

    def close_all(self) -> None:
        for door in list(self.doors.values()):
            if door.transport is not None:
                door.transport.abort()


class Door(asyncio.Protocol):
    """One connection: admitted or closed at once; timed until it is a WebSocket."""

    def __init__(self, gate: Gate) -> None:
        self.gate = gate
        self.inner: asyncio.Protocol | None = None
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.requests = 0
        self.socket = False
        self.opened = time.monotonic()
        self._timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if not isinstance(transport, asyncio.Transport):    # a socket's always is one
            transport.close()
            return
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if peer else ""
        if not self.gate.admit(self, self.address):
            transport.abort()
            return
        self.inner = self.gate.make()
        self.inner.connection_made(transport)
        self._timer = asyncio.get_running_loop().call_later(HEADER_TIMEOUT, self._check)

    def _check(self) -> None:
        """Close a connection that sent no headers in time or outlived its welcome."""
        self._timer = None
        if self.socket or self.transport is None or self.transport.is_closing():
            return
        age = time.monotonic() - self.opened
        if self.requests == 0 or age >= HTTP_LIFETIME:
            self.transport.abort()
            return
        self._timer = asyncio.get_running_loop().call_later(HTTP_LIFETIME - age, self._check)

    def connection_lost(self, exc: Exception | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self.inner is not None:
            self.gate.release(self)
            self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()
