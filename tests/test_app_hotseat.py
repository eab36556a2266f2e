"""Hot-seat privacy: with two or more humans, the only hand ever drawn face up is the
hand of the seat that confirmed the last hand-off — every frame, a whole game long."""

from __future__ import annotations

import random

import pytest
from support.app import face_up_hands, make_app, start_table
from support.games import input_for_action
from support.play import HotSeat

from game.app.screens.handoff import HandoffScene
from game.app.session import Seat
from game.app.table.scoreboard import ScoreboardScene


@pytest.mark.slow
def test_two_humans_and_a_computer_never_see_each_others_hands():
    app = make_app()
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = start_table(app, "stortok", seats, seed=3)
    handoffs = HotSeat(app, table, random.Random(3)).play().handoffs
    assert len(handoffs) >= 3 and set(handoffs) == {0, 1}
    # consecutive hand-offs always go to a different person
    assert all(a != b for a, b in zip(handoffs, handoffs[1:], strict=False))


@pytest.mark.slow
def test_three_humans_with_animations_running():
    """Normal animation speed: the perspective must also hold while cards fly."""
    app = make_app(fast=False)
    app.settings.animation_speed = "fast"
    app.settings.think_time = 0.05
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", True)]
    table = start_table(app, "stortok", seats, seed=4)
    handoffs = HotSeat(app, table, random.Random(4)).play("mouse", max_frames=40000).handoffs
    assert set(handoffs) == {0, 1, 2}


def test_one_human_never_gets_a_handoff_and_always_sees_their_hand():
    app = make_app()
    table = start_table(app, "stortok", [Seat("Solo", True), Seat("Bot", False)], seed=9)
    for _ in range(3000):
        top = app.scenes.top
        assert not isinstance(top, HandoffScene)
        if isinstance(top, ScoreboardScene):
            break
        if table.human_to_act():
            input_for_action(app, table, table.model.state.legal_actions()[0], "keys")
        else:
            app.step()
        assert face_up_hands(table) <= {0}
        if table.layer.zone("hand:0") and not table.busy:
            assert face_up_hands(table) == {0}
    assert table.model.state.is_over


def test_demo_shows_every_hand_face_up():
    app = make_app(demo=True, game="stortok", players=3, humans=0, seed=2)
    table = app.scenes.top
    app.run_until(lambda: not table.busy and len(table.model.state.history) > 2, 3000)
    assert face_up_hands(table) == {0, 1, 2}
