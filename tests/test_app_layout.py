"""Shared scene frames and what must never overlap: the menu pages' toasts, the replay
bar over every table, a table's toast over its cards, hand and status line."""

from __future__ import annotations

import random

import pygame
import pytest
from test_app_support import make_app, press

from game.app.scenes.page import TOAST_CENTRE
from game.app.scenes.replay import ReplayListScene, ReplayScene
from game.app.scenes.statistics import StatisticsScene
from game.app.session import Seat, Session
from game.app.storage.records import GameRecord
from game.app.table import PLATE_SIZE
from game.app.tables import playable
from game.rules import GAMES
from game.rules.playout import random_playout


def pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")


@pytest.mark.parametrize("page", [StatisticsScene, ReplayListScene])
def test_a_pages_toast_comes_and_goes_without_input(page):
    app = make_app()
    scene = page(app)
    app.scenes.push(scene)
    app.step()
    scene.toast.time_left = 0.0
    press(app, pygame.K_DOWN, pygame.K_UP, frames=3)         # drawn without a toast
    area = pygame.Rect(0, 0, 300, 40)
    area.center = TOAST_CENTRE
    empty = pixels(app, area)
    scene.toast.show("Saved", 0.5)
    app.step()                                                # no input: still drawn
    assert pixels(app, area) != empty
    assert app.run_until(lambda: not scene.toast.visible, 60)
    app.step()
    assert pixels(app, area) == empty                         # and gone again


def plate_rects(table) -> list[pygame.Rect]:
    plates = []
    for seat in range(table.players):
        rect = pygame.Rect(0, 0, *PLATE_SIZE)
        rect.center = table.seat_anchor(seat)
        plates.append(rect)
    return plates


def card_rects(table) -> list[pygame.Rect]:
    return [s.rect(table.app.assets) for s in table.layer.all()]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(playable()))
def test_the_replay_controls_cover_no_card_and_no_name_plate_at_any_seat_count(game, size):
    app = make_app(size=size)
    info = GAMES[game]
    for players in range(info.min_players, info.max_players + 1):
        session = Session(game, [Seat(f"Seat {i + 1}", True) for i in range(players)],
                          seed=players)
        random_playout(session.state, random.Random(players))
        viewer = ReplayScene(app, GameRecord.of(session.state), session.seats)
        app.scenes.push(viewer)
        press(app, pygame.K_r)                                # every hand face up
        controls = viewer.footprint()
        for position in range(viewer.total + 1):              # every position at rest
            table = viewer.table
            table.finish_animations()
            assert viewer.position == position
            drawn = card_rects(table) + plate_rects(table)
            for rect in controls:
                hit = rect.collidelist(drawn)
                assert hit == -1, f"{players} seats, move {position}: {rect} on {drawn[hit]}"
            viewer.step_forward()
        app.scenes.pop()
        app.step()
