"""Hot-seat privacy: with two or more humans, the only hand ever drawn face up is the
hand of the seat that confirmed the last hand-off — every frame, a whole game long."""

from __future__ import annotations

import random

import pytest
from test_app_support import confirm_handoffs, face_up_hands, input_for_action, make_app

from game.app.games import table_for
from game.app.screens.handoff import HandoffScene
from game.app.session import Seat, Session
from game.app.table.scoreboard import ScoreboardScene


def start_table(app, seats, seed):
    from game.app.screens.menu import MenuScene

    table = table_for(app, Session("stortok", seats, seed=seed))
    app.scenes.reset(MenuScene(app), table)
    app.step()
    return table


def run_hot_seat(app, table, rng, by="keys", max_frames=8000) -> list[int]:
    confirmed: int | None = None
    handoffs: list[int] = []
    for _ in range(max_frames):
        top = app.scenes.top
        if isinstance(top, ScoreboardScene):
            break
        if isinstance(top, HandoffScene):
            # while the overlay waits, no hand may be face up
            assert face_up_hands(table) == set()
            confirmed = confirm_handoffs(app)
            handoffs.append(confirmed)
        elif top is table and table.human_to_act():
            assert table.state.current_player == confirmed
            action = rng.choice(list(table.state.legal_actions()))
            input_for_action(app, table, action, by)
        else:
            app.step()
        shown = face_up_hands(table)
        assert shown <= ({confirmed} if confirmed is not None else set()), (
            f"hand(s) {shown} drawn face up while {confirmed} is the confirmed seat")
    else:
        raise AssertionError("the game did not end")
    return handoffs


@pytest.mark.slow
def test_two_humans_and_a_computer_never_see_each_others_hands():
    app = make_app()
    seats = [Seat("Anna", True), Seat("Bert", True), Seat("Carla", False)]
    table = start_table(app, seats, seed=3)
    handoffs = run_hot_seat(app, table, random.Random(3))
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
    table = start_table(app, seats, seed=4)
    handoffs = run_hot_seat(app, table, random.Random(4), by="mouse", max_frames=40000)
    assert set(handoffs) == {0, 1, 2}


def test_one_human_never_gets_a_handoff_and_always_sees_their_hand():
    app = make_app()
    table = start_table(app, [Seat("Solo", True), Seat("Bot", False)], seed=9)
    for _ in range(3000):
        top = app.scenes.top
        assert not isinstance(top, HandoffScene)
        if isinstance(top, ScoreboardScene):
            break
        if table.human_to_act():
            input_for_action(app, table, table.state.legal_actions()[0], "keys")
        else:
            app.step()
        assert face_up_hands(table) <= {0}
        if table.layer.zone("hand:0") and not table.busy:
            assert face_up_hands(table) == {0}
    assert table.state.is_over


def test_demo_shows_every_hand_face_up():
    app = make_app(demo=True, game="stortok", players=3, humans=0, seed=2)
    table = app.scenes.top
    app.run_until(lambda: not table.busy and len(table.state.history) > 2, 3000)
    assert face_up_hands(table) == {0, 1, 2}
