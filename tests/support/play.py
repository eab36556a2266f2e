"""Whole games played through real input: to the scoreboard, and in hot seat with the
privacy check on every frame — one loop for every game (what is secret, and when a turn
is private, the game's driver says)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from game.app.app import App
from game.app.screens.handoff import HandoffScene
from game.app.table.scene import TableScene
from game.app.table.scoreboard import ScoreboardScene
from support.app import press
from support.games import driver_for, input_for_action


def play_to_the_end(app: App, table: TableScene, by: str, seed: int = 0,
                    max_frames: int = 6000) -> int:
    """Drive the human seat(s) with real input until the scoreboard; returns human moves."""
    rng = random.Random(seed)
    moves = 0
    for _ in range(max_frames):
        if isinstance(app.scenes.top, ScoreboardScene):
            return moves
        if app.scenes.top is table and table.human_to_act():
            before = len(table.model.state.history)
            action = rng.choice(list(table.model.state.legal_actions()))
            input_for_action(app, table, action, by)
            # (in --fast mode a computer may already have answered in the same frame)
            assert table.model.state.history[before:before + 1] \
                    == (action,), "input did not play it"
            moves += 1
        else:
            app.step()
    raise AssertionError("the game did not reach the scoreboard")


class HotSeat:
    """Humans at one screen play until the scoreboard (or a limit). After every frame the
    only secret drawn face up is that of the seat that confirmed the last hand-off; while
    a hand-off waits, none; a private turn comes only after its own seat's hand-off.

    ``confirmed`` is readable while playing (for checks wrapped around drawing)."""

    def __init__(self, app: App, table: TableScene, rng: random.Random) -> None:
        self.app, self.table, self.rng = app, table, rng
        self.driver = driver_for(table.model.game)
        self.confirmed: int | None = None
        self.handoffs: list[int] = []
        self.moves = 0
        #: frames drawn while a computer was to move
        self.computer_frames_drawn = 0

    def play(self, by: str = "keys", *, choose: Callable[[Any], Any] | None = None,
             max_frames: int = 8000, max_moves: int | None = None,
             max_handoffs: int | None = None,
             on_frame: Callable[[int], None] | None = None) -> HotSeat:
        """Play; ``by`` "keys", "mouse" or "either" (a random one per move); ``choose``
        the humans' move from the state (default: a random legal move). Stops at the
        scoreboard, after ``max_moves`` human moves or before hand-off ``max_handoffs``
        + 1; fails if none of these comes within ``max_frames``."""
        app, table, driver = self.app, self.table, self.driver
        for frame in range(max_frames):
            top = app.scenes.top
            if isinstance(top, ScoreboardScene) or self.moves == max_moves:
                return self
            if isinstance(top, HandoffScene):
                assert driver.secret_shown(table) == set(), "shown behind a hand-off"
                if len(self.handoffs) == max_handoffs:
                    return self
                self.confirmed = top.seat      # before the frame that shows the hand
                self.handoffs.append(top.seat)
                press(app, pygame.K_RETURN)
            elif top is table and table.human_to_act():
                if driver.private_turn(table):
                    assert table.model.state.current_player == self.confirmed
                state = table.model.state
                action = (choose(state) if choose is not None
                          else self.rng.choice(list(state.legal_actions())))
                how = self.rng.choice(("keys", "mouse")) if by == "either" else by
                driver.input(app, table, action, how)
                self.moves += 1
            elif top is table and driver.paused(table):
                press(app, pygame.K_RETURN)
            else:
                app.step()
                turn = table.model.state.current_player
                if app.drew and turn is not None and not table.model.session.is_human(turn):
                    self.computer_frames_drawn += 1
            if on_frame is not None:
                on_frame(frame)
            shown = driver.secret_shown(table)
            allowed = {self.confirmed} if self.confirmed is not None else set()
            assert shown <= allowed, (
                f"secret of seat(s) {shown} drawn face up while {self.confirmed} is looking")
        raise AssertionError("the game did not end")
