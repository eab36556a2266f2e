"""The replay viewer plays by itself and lands at rest (issue 21, items 1 and 12)."""

from __future__ import annotations

import random

import pygame
import pytest
from support.app import make_app, press
from support.cli import run_main

from game.app.screens.replay import ReplayScene
from game.app.session import Seat, Session
from game.app.storage.records import GameRecord
from game.app.storage.service import Saves
from game.rules.playout import random_playout
from game.rules.zwicker import Captured


def zwicker_record(seed: int) -> tuple[Session, GameRecord]:
    """A finished two-seat Zwicker game with at least one Zwick."""
    for tries in range(200):
        session = Session("zwicker", [Seat("Ann", True), Seat("Bert", False)],
                          seed=seed + tries)
        events = []
        state = session.state
        rng = random.Random(tries)
        while not state.is_over:
            events += state.apply(rng.choice(state.legal_actions()))
        if any(isinstance(e, Captured) and e.zwick for e in events):
            return session, GameRecord.of(state)
    raise AssertionError("no game with a Zwick")


def open_viewer(app, session, record) -> ReplayScene:
    viewer = ReplayScene(app, record, session.seats)
    app.scenes.push(viewer)
    app.step()
    return viewer


def test_auto_play_advances_without_any_input_and_says_it_animates():
    session, record = zwicker_record(5)
    app = make_app()
    viewer = open_viewer(app, session, record)
    press(app, pygame.K_SPACE)                       # auto-play
    assert viewer.playing and viewer.animating       # the app keeps drawing frames
    for _ in range(600):
        app.step([])                                 # no events at all
        if viewer.position >= 3:
            break
    assert viewer.position >= 3


def test_jumps_land_at_rest_with_no_banner_of_a_move_long_past():
    session, record = zwicker_record(11)
    app = make_app()
    viewer = open_viewer(app, session, record)
    press(app, pygame.K_END)
    press(app, pygame.K_LEFT)                        # one move back from the end
    table = viewer.table
    assert viewer.position == len(record.actions) - 1
    assert table.celebrating == 0.0 and not table.flash
    assert not any(s.moving for s in table.layer.all())
    press(app, pygame.K_HOME)                        # the deal: cards dealt, not in flight
    table = viewer.table
    assert viewer.position == 0
    assert all(table.layer.zone(f"hand:{seat}") for seat in range(2))
    assert not any(s.moving for s in table.layer.all())


def test_seats_keep_their_human_or_computer_icon():
    session, record = zwicker_record(3)
    app = make_app()
    viewer = open_viewer(app, session, record)
    looks = [viewer.table.chrome.plate_look(seat)[0] for seat in range(2)]
    assert [look[2] for look in looks] == [True, False]       # Ann human, Bert computer


@pytest.mark.slow
def test_replay_from_the_command_line_plays_to_the_end_and_exits(tmp_path):
    session = Session("stortok", [Seat("Ann", True), Seat("Bo", False)], seed=2)
    random_playout(session.state, random.Random(2))
    path = Saves.open(tmp_path).save_replay(session)
    done = run_main("--replay", str(path), "--fast", "--exit-at-end", home=tmp_path)
    assert done.returncode == 0, done.stderr
