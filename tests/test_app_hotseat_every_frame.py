"""Hot-seat privacy, checked on every drawn frame: with two or more humans, a hand is
drawn face up only to its owner, after their hand-off, during their own turn — so it
turns face down as soon as their move is made, before a computer thinks."""

from __future__ import annotations

import random

import pytest
from support.app import face_up_hands, make_app, start_table
from support.frames import Witness
from support.play import HotSeat

from game.app.session import Seat


def watch_every_drawn_frame(table, game: HotSeat, seen: list[set[int]]) -> None:
    """Check the card sprites' faces each time the card layer is really drawn."""
    layer = table.layer
    draw = layer.draw

    def checked_draw(surface):
        draw(surface)
        hands = face_up_hands(table)
        seen.append(hands)
        turn = table.model.state.current_player
        allowed = {turn} if turn is not None and turn == game.confirmed else set()
        assert hands <= allowed, (f"hand(s) {hands} face up; turn {turn}, last hand-off "
                                  f"to {game.confirmed}")

    layer.draw = checked_draw


def play(app, table, rng, by, max_frames, handoffs=None):
    """A hot-seat game (to the end, or up to ``handoffs`` hand-offs), every drawn frame
    checked; returns the hands seen face up per drawn frame and the frames drawn while a
    computer was to move."""
    game = HotSeat(app, table, rng)
    seen: list[set[int]] = []
    watch_every_drawn_frame(table, game, seen)
    game.play(by, max_frames=max_frames, max_handoffs=handoffs)
    return seen, game.computer_frames_drawn


@pytest.mark.slow
def test_a_hand_is_hidden_the_moment_its_move_is_made_while_the_computer_thinks():
    app = make_app(fast=False)
    app.settings.animation_speed = "fast"
    app.settings.think_time = 0.2                  # long enough to be seen
    seats = [Seat("Anna", True), Seat("Alex", True), Seat("Carla", False)]
    table = start_table(app, "stortok", seats, seed=3)
    seen, computer_frames = play(app, table, random.Random(3), "keys", 40000, handoffs=8)
    assert computer_frames > 30                    # the computer's turns were drawn
    assert {0} in seen and {1} in seen             # and each human saw their own hand


@pytest.mark.slow
def test_privacy_holds_with_instant_animations_and_mouse_play():
    app = make_app()
    seats = [Seat("Anna", True), Seat("Bert", False), Seat("Alex", True),
             Seat("Dora", False)]
    table = start_table(app, "stortok", seats, seed=8)
    witness = Witness(app)      # and what is painted is what the frame draws (no stale hand)
    seen, _ = play(app, table, random.Random(8), "mouse", 20000)
    assert {0} in seen and {2} in seen
    assert witness.frames > 50 and witness.wrong == 0 and witness.wrong_in_window == 0
