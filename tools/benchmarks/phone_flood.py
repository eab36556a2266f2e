"""A hostile phone for load runs and tests (not part of the game): floods the phone
server on loopback for a few seconds and prints what it managed, as one JSON line.

    python tools/benchmarks/phone_flood.py --seconds 4 --kind binary=ws://127.0.0.1:PORT/ws/CODE \\
        --kind ping=... --kind text=... --kind storm=ws://127.0.0.1:PORT/ws/CODE

Kinds: ``binary``, ``ping`` and ``text`` hold a seat's WebSocket (as its phone) and send
that kind of frame as fast as they can, connecting again at once whenever the server
closes them or turns them away; ``storm`` opens and drops TCP connections and keeps up
to 60 idle ones open; ``guess`` guesses join codes over four kept-open connections, one
request after the other as fast as the answers come, connecting again whenever the
server closes one; ``bad`` sends requests with a duplicate ``Host`` (each on a new
connection). Only loopback addresses are accepted; every loop ends by itself after
``--seconds``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from urllib.parse import urlsplit

LOOPBACK = ("127.0.0.1", "localhost", "::1")


async def frames(url: str, kind: str, until: float, report: dict[str, int]) -> None:
    from aiohttp import ClientError, ClientSession

    async with ClientSession() as http:
        while time.monotonic() < until:
            try:
                ws = await asyncio.wait_for(
                    http.ws_connect(url + "?p=flood-" + kind, autoping=False), 2.0)
            except (TimeoutError, ClientError, OSError, ValueError):
                report["refused"] += 1
                await asyncio.sleep(0.02)
                continue
            report["connected"] += 1
            try:
                while not ws.closed and time.monotonic() < until:
                    for _ in range(50):
                        if kind == "binary":
                            await ws.send_bytes(b"\x00" * 32)
                        elif kind == "ping":
                            await ws.ping(b"x")
                        else:
                            await ws.send_str('{"t":"ping"}')
                    report["sent"] += 50
                    await asyncio.sleep(0)
            except (ConnectionError, RuntimeError):
                report["closed"] += 1          # the server cut us off
            else:
                report["closed"] += ws.closed
            await ws.close()


async def connect(host: str | None, port: int | None, report: dict[str, int]
                  ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
    """A TCP connection, counted as ``connected`` or ``refused`` (None: refused, after a
    short pause so that a refusing server is not spun on)."""
    try:
        opened = await asyncio.wait_for(asyncio.open_connection(host, port), 1.0)
    except (TimeoutError, OSError):
        report["refused"] += 1
        await asyncio.sleep(0.005)
        return None
    report["connected"] += 1
    return opened


async def storm(url: str, until: float, report: dict[str, int]) -> None:
    parts = urlsplit(url)
    idle: list[asyncio.StreamWriter] = []
    while time.monotonic() < until:
        opened = await connect(parts.hostname, parts.port, report)
        if opened is None:
            continue
        _, writer = opened
        if len(idle) < 60:
            idle.append(writer)
        else:
            writer.close()
        await asyncio.sleep(0)
    for writer in idle:
        writer.close()


async def guess(url: str, until: float, report: dict[str, int]) -> None:
    """Code guessing over kept-open HTTP connections (``closed``: the server ended one)."""
    parts = urlsplit(url)
    host = f"{parts.hostname}:{parts.port}"

    async def one(lane: int) -> None:
        while time.monotonic() < until:
            opened = await connect(parts.hostname, parts.port, report)
            if opened is None:
                continue
            reader, writer = opened
            try:
                while time.monotonic() < until:
                    code = f"{lane:04d}-{report['sent']:012d}"
                    writer.write(f"GET /j/{code} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
                    report["sent"] += 1
                    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 2.0)
                    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                                   if line.lower().startswith(b"content-length:")), 0)
                    await asyncio.wait_for(reader.readexactly(length), 2.0)
                    if head.startswith(b"HTTP/1.1 429"):
                        report["refused"] += 1
            except (TimeoutError, OSError, asyncio.IncompleteReadError,
                    asyncio.LimitOverrunError):
                report["closed"] += 1
            writer.close()

    await asyncio.gather(*(one(lane) for lane in range(4)))


async def bad(url: str, until: float, report: dict[str, int]) -> None:
    """Requests aiohttp cannot parse (a duplicate Host), each on a new connection."""
    parts = urlsplit(url)
    host = f"{parts.hostname}:{parts.port}"
    request = f"GET /s/phone.css HTTP/1.1\r\nHost: {host}\r\nHost: {host}\r\n\r\n".encode()
    while time.monotonic() < until:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(parts.hostname, parts.port), 1.0)
            report["connected"] += 1
            writer.write(request)
            report["sent"] += 1
            await asyncio.wait_for(reader.read(), 2.0)
            report["closed"] += 1
            writer.close()
        except (TimeoutError, OSError):
            report["refused"] += 1
            await asyncio.sleep(0.005)


async def main(kinds: list[tuple[str, str]], seconds: float) -> dict[str, dict[str, int]]:
    until = time.monotonic() + seconds
    reports = {f"{kind}{i}": {"connected": 0, "refused": 0, "sent": 0, "closed": 0}
               for i, (kind, _) in enumerate(kinds)}
    special = {"storm": storm, "guess": guess, "bad": bad}
    jobs = [special[kind](url, until, reports[f"{kind}{i}"]) if kind in special
            else frames(url, kind, until, reports[f"{kind}{i}"])
            for i, (kind, url) in enumerate(kinds)]
    await asyncio.gather(*jobs)
    return reports


def parse_kind(text: str) -> tuple[str, str]:
    kind, _, url = text.partition("=")
    if kind not in ("binary", "ping", "text", "storm", "guess", "bad"):
        raise argparse.ArgumentTypeError(f"unknown kind {kind!r}")
    if urlsplit(url).hostname not in LOOPBACK:
        raise argparse.ArgumentTypeError("only loopback addresses are flooded")
    return kind, url


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--kind", type=parse_kind, action="append", required=True)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.kind, min(args.seconds, 60.0)))), flush=True)
    sys.exit(0)
