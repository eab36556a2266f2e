"""Pauses the TV holds for reading, when every human plays on a phone: Toff-Poker's last
trick of a round must end by itself (nobody at the TV can press Continue) and must be
continuable from a phone's page; the whole game is played to its end by phones."""

from __future__ import annotations

import asyncio
import random
import time

import pytest
from support.phones import Rig, run

from game.app.games.toffpoker.components import ReadingPause
from game.app.games.toffpoker.layout import READ_SECONDS


@pytest.mark.slow
def test_an_all_phones_toffpoker_game_is_played_to_the_end_by_phones():
    async def main():
        # three rounds: the first hold ends by its timer, the later ones by a phone
        async with Rig("toffpoker", 3, phones=3, seed=12, options={"rounds": 3}) as rig:
            rig.app.settings.animation_speed = "fast"       # pauses are held, but short
            speed = rig.table.speed
            assert speed > 0 and rig.session.humans_here == []
            phones = {seat: await rig.phone(seat) for seat in rig.hub.seats}
            rng = random.Random(5)
            holds: list[tuple[str, float, int]] = []  # (how it ended, timer, frames after)
            held: tuple[float, int] | None = None        # (its timer, frames since asked)
            deadline = time.monotonic() + 240
            while not rig.table.model.state.is_over and time.monotonic() < deadline:
                rig.app.step()
                await asyncio.sleep(0.002)
                if rig.table.driver.reader_pause():
                    if held is None:
                        held = (rig.table.parts.of(ReadingPause).reading_left, 0)
                        assert held[0] != float("inf"), "it waits for a key nobody can press"
                        # every phone's page offers Continue while the TV holds
                        assert await rig.pump(lambda: all(
                            p.snapshot["hold"] for p in phones.values()), seconds=5)
                        if holds:                 # after the first: a phone continues
                            await phones[0].ws.send_str('{"t":"continue"}')
                    held = (held[0], held[1] + 1)
                    continue
                if held is not None:
                    holds.append(("phone" if holds else "timer", *held))
                    held = None
                state = rig.table.model.state
                seat = state.current_player
                snapshot = phones[seat].snapshot if seat is not None else None
                if snapshot and snapshot["yours"] and not snapshot["pending"] and \
                        snapshot["moves"] == len(state.history) and snapshot["actions"]:
                    choice = rng.choice(snapshot["actions"])["a"]
                    moves = len(state.history)
                    await phones[seat].act(choice, moves + 1)
                    await rig.pump(lambda s=seat, m=moves: phones[s].snapshot["pending"] or
                                   phones[s].snapshot["moves"] != m, seconds=5)
            assert rig.table.model.state.is_over, "the game stalled"
            assert len(holds) >= 2, holds
            # nobody at the TV: every hold has a timer of its own (it ends by itself) …
            assert all(0.5 * READ_SECONDS * speed < timer <= READ_SECONDS * speed
                       for _, timer, _ in holds), holds
            # … and the first, with nobody continuing, took its time
            assert holds[0][2] > 10
            # a phone's Continue ends the others within a few frames
            assert all(frames <= 10 for _, _, frames in holds[1:]), holds
            rig.catch_up_shadow()
            assert await rig.pump(lambda: all(p.snapshot["over"] for p in phones.values()))
            board = phones[0].snapshot["board"]
            assert [r["name"] for r in board if r["won"]] == [
                rig.table.model.state.names[s] for s in rig.table.model.state.winners()]
            for phone in phones.values():
                await phone.close()
    run(main())
