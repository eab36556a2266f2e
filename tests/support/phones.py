"""Helpers for the phone tests: a headless table with phone seats, its server served by
aiohttp's test server in the test's own event loop, and phones as WebSocket clients.

The pygame side (``app.step()``) and the server share the test's thread: every wait
steps the app and yields to the loop, bounded in frames and seconds."""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections import Counter
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
                 humans: int = 0) -> None:
        self.app = make_app()
        self.session = Session.quick(game, players, humans=max(humans, phones), phones=phones,
                                     seed=seed)
        self.table = self.app.nav.table(self.session)
        self.app.nav.to_menu(self.table)
        self.server = PhoneServer("127.0.0.1")
        self.hub = PhoneHub(self.session, self.server, ui_for(game).phone_rows)
        self.test_server = TestServer(self.server.app, host="127.0.0.1")
        self.http: ClientSession | None = None
        self.shadow = self.table.state.clone()

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
        for action in self.table.state.history[len(self.shadow.history):]:
            self.shadow.apply(str(action))
        assert self.table.state == self.shadow


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
