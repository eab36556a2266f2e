"""Hot-seat privacy, checked on every drawn frame: with two or more humans, a hand is
drawn face up only to its owner, after their hand-off, during their own turn — so it
turns face down as soon as their move is made, before a computer thinks."""

from __future__ import annotations

import random

import pytest
from test_app_hotseat import start_table
from test_app_retained import Witness
from test_app_support import confirm_handoffs, input_for_action, make_app

from game.app.screens.handoff import HandoffScene
from game.app.session import Seat
from game.app.table.layout import zone_owner
from game.app.table.scoreboard import ScoreboardScene


def watch_every_drawn_frame(table, confirmed: list[int | None], seen: list[set[int]]) -> None:
    """Check the card sprites' faces each time the card layer is really drawn."""
    layer = table.layer
    draw = layer.draw

    def checked_draw(surface):
        draw(surface)
        hands = {zone_owner(s.zone) for s in layer.drawn_face_up if zone_owner(s.zone)
                 is not None}
        seen.append(hands)
        turn = table.state.current_player
        allowed = {turn} if turn is not None and turn == confirmed[0] else set()
        assert hands <= allowed, (f"hand(s) {hands} face up; turn {turn}, last hand-off "
                                  f"to {confirmed[0]}")

    layer.draw = checked_draw


def play(app, table, rng, by, max_frames, handoffs=10_000):
    confirmed: list[int | None] = [None]
    seen: list[set[int]] = []
    watch_every_drawn_frame(table, confirmed, seen)
    computer_frames_drawn = 0
    for _ in range(max_frames):
        top = app.scenes.top
        if isinstance(top, ScoreboardScene):
            return seen, computer_frames_drawn
        if isinstance(top, HandoffScene):
            handoffs -= 1
            if handoffs < 0:
                return seen, computer_frames_drawn
            confirmed[0] = top.seat
            confirm_handoffs(app)
        elif top is table and table.human_to_act():
            input_for_action(app, table, rng.choice(list(table.state.legal_actions())), by)
        else:
            app.step()
            turn = table.state.current_player
            if app.drew and turn is not None and not table.session.is_human(turn):
                computer_frames_drawn += 1
    raise AssertionError("the game did not end")  # pragma: no cover


@pytest.mark.slow
def test_a_hand_is_hidden_the_moment_its_move_is_made_while_the_computer_thinks():
    app = make_app(fast=False)
    app.settings.animation_speed = "fast"
    app.settings.think_time = 0.2                  # long enough to be seen
    seats = [Seat("Anna", True), Seat("Alex", True), Seat("Carla", False)]
    table = start_table(app, seats, seed=3)
    seen, computer_frames = play(app, table, random.Random(3), "keys", 40000, handoffs=8)
    assert computer_frames > 30                    # the computer's turns were drawn
    assert {0} in seen and {1} in seen             # and each human saw their own hand


@pytest.mark.slow
def test_privacy_holds_with_instant_animations_and_mouse_play():
    app = make_app()
    seats = [Seat("Anna", True), Seat("Bert", False), Seat("Alex", True),
             Seat("Dora", False)]
    table = start_table(app, seats, seed=8)
    witness = Witness(app)      # and what is painted is what the frame draws (no stale hand)
    seen, _ = play(app, table, random.Random(8), "mouse", 20000)
    assert {0} in seen and {2} in seen
    assert witness.frames > 50 and witness.wrong == 0 and witness.wrong_in_window == 0
